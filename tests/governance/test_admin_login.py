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


def test_no_admin_page_escapes_the_grants_even_for_a_superuser(committed: None) -> None:
    """Walk every registered admin model as a subject flagged superuser but holding no grant."""
    from django.contrib import admin

    nobody = make_subject(make_tenant())
    nobody.user.is_superuser = True
    nobody.user.save()
    client = Client()
    client.force_login(nobody.user)
    for model in admin.site._registry:
        meta = model._meta
        url = f"/admin/{meta.app_label}/{meta.model_name}/"
        assert client.get(url).status_code == 403, url
    assert client.get("/admin/auth/user/").status_code == 404
    index = client.get("/admin/")
    assert index.status_code == 200 and index.context["app_list"] == []
