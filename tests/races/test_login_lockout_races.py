"""Admin sign-in failures of one username from one address at the same instant
(django-axes' counter and the audited lockout), and a revocation racing them. Each attempt is
answered 200 (the form again), 302 or 429 (locked) — never a 500; the lockout reaching the limit
is audited exactly once; the chain verifies."""

from __future__ import annotations

from collections import Counter

import pytest
from django.test import Client

from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from tests.factories import make_founder, make_tenant
from tests.races.harness import Findings, assert_chain_verifies, at_once, http, status_in

ROUNDS = 30
LOGIN = "/admin/login/?next=/admin/"
pytestmark = pytest.mark.usefixtures("committed")


def attempt(username: str, ip: str):
    client = Client(REMOTE_ADDR=ip, raise_request_exception=False)
    return http(client.post, LOGIN, {"username": username, "password": "wrong"})


def test_failed_sign_ins_of_one_pair_at_once_are_locked_out_and_audited_once() -> None:
    tenant = make_tenant()
    founder = make_founder(tenant)
    username = founder.user.username
    findings = Findings()
    for round_no in range(ROUNDS):
        ip = f"203.0.113.{round_no + 1}"
        # three failures first, then seven at once: the fifth is reached during the race
        first = [attempt(username, ip)() for _ in range(round_no % 5)]
        results = at_once(*(attempt(username, ip) for _ in range(8)))
        for r in first:
            findings.expect(round_no, "sequential", r, status_in(200, 429))
        for k, r in enumerate(results):
            findings.expect(round_no, f"racing #{k}", r, status_in(200, 429))
        statuses = Counter(r.status for r in [*first, *results] if hasattr(r, "status"))
        with tenant_context(tenant):
            rows = AuditEntry.objects.filter(
                kind="governance.login_locked_out", payload__ip_address=ip
            ).count()
        if rows != 1:
            findings.fail(round_no, f"lockout audited {rows} times; answers {dict(statuses)}")
        if statuses[200] > 4:
            findings.fail(round_no, f"{statuses[200]} failures answered with the form (limit 5)")
    assert_chain_verifies(tenant.pk)
    findings.check()
