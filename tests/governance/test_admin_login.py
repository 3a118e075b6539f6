"""Only people sign in to the admin; service accounts use the API."""

from __future__ import annotations

import pytest
from django.test import Client

from governance.models import Subject
from tests.factories import PASSWORD, make_founder, make_subject, make_tenant


def sign_in(username: str) -> Client:
    client = Client()
    client.post("/admin/login/?next=/admin/", {"username": username, "password": PASSWORD})
    return client


def test_the_founder_signs_in(committed: None) -> None:
    founder = make_founder(make_tenant())
    assert sign_in(founder.user.username).get("/admin/").status_code == 200


def test_a_service_account_cannot_sign_in_even_with_a_password_and_staff_flag(
    committed: None,
) -> None:
    service = make_subject(make_tenant(), kind=Subject.Kind.SERVICE)
    # Worst case: someone gave the account a password and the staff flag by hand.
    service.user.set_password(PASSWORD)
    service.user.is_staff = True
    service.user.save()

    response = Client().post(
        "/admin/login/?next=/admin/", {"username": service.user.username, "password": PASSWORD}
    )
    assert response.status_code == 200  # the form again, with an error
    assert "not_a_person" in {e.code for e in response.context["form"].non_field_errors().as_data()}

    forced = Client()
    forced.force_login(service.user)  # a session obtained any other way
    assert forced.get("/admin/").status_code == 302  # sent to the login page


@pytest.mark.django_db
def test_a_service_account_is_created_without_staff_or_password() -> None:
    service = make_subject(make_tenant(), kind=Subject.Kind.SERVICE)
    assert not service.user.is_staff
    assert not service.user.has_usable_password()
