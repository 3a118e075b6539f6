"""Admin sign-in throttling (django-axes): lockout per username+address, audited, explained."""

from __future__ import annotations

import logging
from datetime import timedelta

import pytest
from django.test import Client, override_settings

from audit import chain
from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from tests.factories import PASSWORD, make_founder, make_tenant

pytestmark = pytest.mark.django_db
LOGIN = "/admin/login/?next=/admin/"


def attempt(username: str, password: str, ip: str = "203.0.113.7", language: str = "vi"):
    return Client(REMOTE_ADDR=ip, HTTP_ACCEPT_LANGUAGE=language).post(
        LOGIN, {"username": username, "password": password}
    )


def lockout_rows(tenant) -> list[AuditEntry]:
    with tenant_context(tenant):
        return list(AuditEntry.objects.filter(kind="governance.login_locked_out").order_by("seq"))


def test_five_failures_lock_the_username_and_address_and_the_lockout_is_audited() -> None:
    tenant = make_tenant()
    founder = make_founder(tenant)
    username = founder.user.username
    for _ in range(4):
        assert attempt(username, "wrong").status_code == 200  # the form again
    assert lockout_rows(tenant) == []

    locked = attempt(username, "wrong")
    assert locked.status_code == 429
    assert 'data-testid="login-locked-out"' in locked.content.decode()
    assert locked["Retry-After"] == str(30 * 60)

    # Locked: even the right password is refused from that address…
    assert attempt(username, PASSWORD).status_code == 429
    # …but the same person from another address is not (the pair is locked, not the user).
    assert attempt(username, PASSWORD, ip="198.51.100.2").status_code == 302

    (row,) = lockout_rows(tenant)  # retries while locked are not audited again
    assert row.payload["subject_id"] == str(founder.pk)
    assert row.payload["username"] == username
    assert row.payload["ip_address"] == "203.0.113.7"
    assert row.payload["failures"] == 5
    assert row.payload["failure_limit"] == 5
    assert row.payload["actor"] == "login_throttle"
    with tenant_context(tenant):
        assert chain.verify(tenant.pk).ok


def test_the_lockout_page_speaks_the_readers_language() -> None:
    founder = make_founder(make_tenant())
    for language, expected in (
        ("vi", "Đăng nhập bị khóa"),
        ("en", "Sign-in locked"),
    ):
        username = founder.user.username
        ip = "192.0.2.10" if language == "vi" else "192.0.2.11"
        for _ in range(4):
            attempt(username, "wrong", ip=ip, language=language)
        page = attempt(username, "wrong", ip=ip, language=language)
        assert page.status_code == 429
        text = page.content.decode()
        assert expected in text, text
        assert "30" in text  # the cool-off, in minutes


@override_settings(AXES_FAILURE_LIMIT=2)
def test_the_failure_limit_is_a_setting() -> None:
    tenant = make_tenant()
    founder = make_founder(tenant)
    assert attempt(founder.user.username, "wrong").status_code == 200
    assert attempt(founder.user.username, "wrong").status_code == 429
    assert [row.payload["failure_limit"] for row in lockout_rows(tenant)] == [2]


def test_a_lockout_of_a_username_nobody_has_is_logged_not_audited(caplog) -> None:
    tenant = make_tenant()
    with caplog.at_level(logging.WARNING, logger="governance.services"):
        for _ in range(5):
            response = attempt("no-such-person", "guess")
    assert response.status_code == 429
    assert "login_locked_out" in caplog.text and "no-such-person" in caplog.text
    assert lockout_rows(tenant) == []


def test_failures_while_locked_from_new_user_agents_add_no_lockout_rows() -> None:
    """A review: keyed by axes' attempt rows (one per user agent, each expiring on its own), a
    lockout was recorded again each time the oldest row expired while the pair stayed locked
    (a new user agent a second: a row a second). One lockout a cool-off is recorded."""
    from axes.models import AccessAttempt
    from django.utils import timezone

    tenant = make_tenant()
    founder = make_founder(tenant)

    def fail(agent: int) -> None:
        Client(REMOTE_ADDR="203.0.113.9", HTTP_USER_AGENT=f"agent {agent}").post(
            LOGIN, {"username": founder.user.username, "password": "wrong"}
        )

    for _ in range(5):
        fail(0)  # locked, recorded
    for agent in range(1, 6):
        fail(agent)  # still locked: each a row of its own
    AccessAttempt.objects.filter(user_agent="agent 0").update(
        attempt_time=timezone.now() - timedelta(minutes=31)
    )
    fail(6)  # agent 0's row expires; five rows left, still locked
    assert len(lockout_rows(tenant)) == 1


@override_settings(AXES_COOLOFF_TIME=timedelta(0))
def test_a_lockout_after_the_cool_off_is_recorded_anew() -> None:
    from governance.services import record_login_lockout

    tenant = make_tenant()
    founder = make_founder(tenant)
    for _ in range(2):
        record_login_lockout(
            username=founder.user.username, ip_address="203.0.113.8", failures=5, failure_limit=5
        )
    assert len(lockout_rows(tenant)) == 2
