"""The admin shows the audit log read-only, to tenant-wide rubric administrators."""

from __future__ import annotations

import pytest
from django.test import Client

from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from governance.services import issue_grant
from tests.factories import make_founder, make_grant, make_subject, make_tenant

URL = "/admin/audit/auditentry/"


@pytest.fixture
def founder(committed: None):
    tenant = make_tenant()
    founder = make_founder(tenant)
    issue_grant(actor=founder, subject=make_subject(tenant), role=Role.RUBRIC_READER, basis="QA")
    return founder


def client_for(subject) -> Client:
    client = Client()
    client.force_login(subject.user)
    return client


def test_founder_sees_the_log_and_filters_it(founder) -> None:
    client = client_for(founder)
    page = client.get(URL)
    assert page.status_code == 200
    assert "governance.grant_issued" in page.text and "governance.tenant_created" in page.text
    filtered = client.get(URL, {"kind": "governance.grant_issued"})
    kinds = {entry.kind for entry in filtered.context["cl"].result_list}
    assert kinds == {"governance.grant_issued"}
    by_actor = client.get(URL, {"actor_subject_id": str(founder.pk)})
    assert [e.kind for e in by_actor.context["cl"].result_list] == ["governance.grant_issued"]


def test_the_log_cannot_be_changed_from_the_admin(founder) -> None:
    client = client_for(founder)
    assert client.get(URL + "add/").status_code == 403
    entry_url = client.get(URL).context["cl"].result_list[0].pk
    detail = client.get(f"{URL}{entry_url}/change/")
    assert detail.status_code == 200
    assert 'name="_save"' not in detail.text
    assert client.post(f"{URL}{entry_url}/delete/", {"post": "yes"}).status_code == 403


def test_a_reader_does_not_see_the_log(founder) -> None:
    reader = make_subject(founder.tenant)
    make_grant(reader, Role.RUBRIC_READER)
    assert client_for(reader).get(URL).status_code == 403


def test_other_tenants_rows_are_invisible(founder) -> None:
    other = make_founder(make_tenant("Other company"))
    page = client_for(other).get(URL)
    ids = {str(e.tenant_id) for e in page.context["cl"].result_list}
    assert ids == {str(other.tenant_id)}


def test_the_log_names_who_acted_not_their_id(founder) -> None:
    """The list, its filter and a row's page had shown the actor as a UUID."""
    client = client_for(founder)
    client.post("/i18n/setlang/", {"language": "en", "next": "/admin/"})
    with tenant_context(founder.tenant_id):
        Subject.objects.filter(pk=founder.pk).update(display_name="Nguyễn Thị Hồng Nhung")
    who = f"Nguyễn Thị Hồng Nhung ({founder.username})"
    page = client.get(URL)
    admin = page.context["cl"].model_admin
    rows = {(e.kind, admin.actor(e)) for e in page.context["cl"].result_list}
    assert ("governance.grant_issued", who) in rows  # the founder's grant to the reader
    assert ("governance.tenant_created", "operator") in rows
    assert str(founder.pk) not in page.text.replace(f"actor_subject_id={founder.pk}", "")
    assert who in page.text  # in the filter too, its link by the id
    issued = next(e for e in page.context["cl"].result_list if e.kind == "governance.grant_issued")
    detail = client.get(f"{URL}{issued.pk}/change/")
    assert f'<div class="readonly">{who}</div>' in detail.text  # the payload keeps its ids
    assert client.get(URL, {"actor_subject_id": "not-a-uuid"}).status_code == 302  # ?e=1
