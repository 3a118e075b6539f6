"""Requests run in their subject's tenant; nothing of a request survives on the connection."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.db import connections
from django.test import Client

from cyberos_eval.tenancy import tenant_context
from governance.models import Tenant
from tests.factories import make_subject, make_tenant

pytestmark = pytest.mark.urls("tests.urls_probe")


@pytest.fixture
def persistent_connections(committed: None) -> Iterator[None]:
    """Keep the connection across requests, as production does (CONN_MAX_AGE > 0)."""
    settings_dict = connections["default"].settings_dict
    saved = settings_dict["CONN_MAX_AGE"]
    settings_dict["CONN_MAX_AGE"] = 600
    connections["default"].close()
    yield
    settings_dict["CONN_MAX_AGE"] = saved
    connections["default"].close()


def test_a_signed_in_request_runs_as_its_tenant(persistent_connections: None) -> None:
    subject = make_subject(make_tenant())
    make_subject(make_tenant())  # another tenant's data must stay invisible
    client = Client()
    client.force_login(subject.user)
    state = client.get("/state/").json()
    assert state["tenant_setting"] == str(subject.tenant_id)
    assert state["visible_tenants"] == 1


def test_an_anonymous_request_sees_no_tenant_rows(persistent_connections: None) -> None:
    make_subject(make_tenant())
    state = Client().get("/state/").json()
    assert state["tenant_setting"] in ("", None)
    assert state["visible_tenants"] == 0


def test_a_request_failing_half_way_leaves_nothing_behind(persistent_connections: None) -> None:
    tenant = make_tenant("Original name")
    subject = make_subject(tenant)
    signed_in = Client(raise_request_exception=False)
    signed_in.force_login(subject.user)

    first = signed_in.get("/fail/")
    assert first.status_code == 500

    after = Client().get("/state/").json()  # the next request is anonymous
    assert after["tenant_setting"] in ("", None)
    assert after["visible_tenants"] == 0

    with tenant_context(tenant):
        assert Tenant.objects.get().name == "Original name"  # the half-done write rolled back


def test_the_same_connection_serves_both_requests(persistent_connections: None) -> None:
    """Guards the test above: it is only meaningful if the connection is really reused."""
    subject = make_subject(make_tenant())
    client = Client()
    client.force_login(subject.user)
    first = client.get("/state/").json()
    second = Client().get("/state/").json()
    assert first["pid"] == second["pid"]
