"""A per-object grant issued anew while the expired grant of the same key is revoked: the
issue locks the old guardian row, the revocation the old grant then that row. Each call ends
in a success or a clean refusal (409), never a deadlock; each grant's audit row is written
once; the chain verifies."""

from __future__ import annotations

from datetime import timedelta
from functools import partial
from typing import Any

import pytest
from django.utils import timezone

from cyberos_eval.errors import DomainError
from governance.actors import OPERATOR
from governance.models import Grant, Role
from governance.services import issue_grant, revoke_grant
from tests.factories import make_founder, make_rubric, make_subject, make_tenant
from tests.races.harness import Findings, assert_chain_verifies, at_once

ROUNDS = 30
pytestmark = pytest.mark.usefixtures("committed")


def issued_or_refused(result: Any) -> bool:
    return isinstance(result, Grant) or (
        isinstance(result, DomainError) and result.code in ("grant_already_active",)
    )


def revoked_or_refused(result: Any) -> bool:
    return isinstance(result, Grant) or (
        isinstance(result, DomainError) and result.code in ("grant_already_revoked",)
    )


def test_a_grant_issued_anew_while_its_expired_one_is_revoked() -> None:
    founder = make_founder(make_tenant())
    rubric = make_rubric(founder.tenant)
    findings = Findings()
    now = timezone.now()
    for round_no in range(ROUNDS):
        reader = make_subject(founder.tenant)
        expired = issue_grant(
            actor=OPERATOR,
            subject=reader,
            role=Role.RUBRIC_READER,
            basis="Reads the standard",
            obj=rubric,
            valid_from=now - timedelta(days=2),
            valid_until=now - timedelta(days=1),
        )
        results = at_once(
            partial(
                issue_grant,
                actor=founder,
                subject=reader,
                role=Role.RUBRIC_READER,
                basis="Reads the standard again",
                obj=rubric,
            ),
            partial(revoke_grant, actor=founder, grant=expired, reason="expired, tidied up"),
        )
        findings.expect(round_no, "issue", results[0], issued_or_refused)
        findings.expect(round_no, "revoke", results[1], revoked_or_refused)
    assert_chain_verifies(founder.tenant_id)
    findings.check()
