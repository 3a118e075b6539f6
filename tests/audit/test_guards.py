"""The chain only grows: the app role cannot move its head or add a row that does not extend it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection, transaction
from django.db.utils import ProgrammingError

from audit import chain
from audit.models import AuditChainHead, AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.models import Role
from tests.factories import make_grant, make_subject

pytestmark = pytest.mark.django_db


def raw(statement: str, *params: Any) -> None:
    with connection.cursor() as cursor:
        cursor.execute(statement, list(params))


def assert_refused(code: str, action: Callable[[], None]) -> None:
    with pytest.raises(ProgrammingError) as caught, transaction.atomic():
        action()
    assert getattr(caught.value.__cause__, "sqlstate", None) == "42501"
    assert str(caught.value).startswith(code), str(caught.value)


@pytest.fixture
def rows(founder) -> list[AuditEntry]:
    for _ in range(2):
        make_grant(make_subject(founder.tenant), Role.RUBRIC_READER)
    with tenant_context(founder.tenant):
        return list(AuditEntry.objects.order_by("seq"))


@pytest.mark.parametrize(
    "move",
    [
        "backwards to the previous row",
        "backwards to the genesis",
        "ahead past a row that does not exist",
        "to another hash at the same row",
    ],
)
def test_the_chain_head_cannot_be_moved(founder, rows: list[AuditEntry], move: str) -> None:
    last, previous = rows[-1], rows[-2]
    target = {
        "backwards to the previous row": (previous.seq, previous.hash),
        "backwards to the genesis": (0, chain.GENESIS_HASH),
        "ahead past a row that does not exist": (last.seq + 5, "f" * 64),
        "to another hash at the same row": (last.seq, previous.hash),
    }[move]
    with tenant_context(founder.tenant):
        assert_refused(
            "audit_chain_head_moved",
            lambda: raw(
                "UPDATE l1_audit_chain_head SET last_seq = %s, last_hash = %s WHERE tenant_id = %s",
                *target,
                founder.tenant_id,
            ),
        )
        head = AuditChainHead.objects.get()
        assert (head.last_seq, head.last_hash) == (last.seq, last.hash)


@pytest.mark.parametrize(
    "forgery",
    ["a gap after the head", "a fork from an earlier row", "a wrong link at the next seq"],
)
def test_a_row_that_does_not_extend_the_head_is_refused(
    founder, rows: list[AuditEntry], forgery: str
) -> None:
    last, previous = rows[-1], rows[-2]
    seq, prev_hash = {
        "a gap after the head": (last.seq + 2, last.hash),
        "a fork from an earlier row": (last.seq, previous.hash),
        "a wrong link at the next seq": (last.seq + 1, previous.hash),
    }[forgery]
    with tenant_context(founder.tenant):
        assert_refused(
            "audit_chain_not_extended",
            lambda: raw(
                "INSERT INTO l1_audit_log (tenant_id, seq, kind, payload, payload_canonical, "
                "created_at, hash_version, prev_hash, hash) "
                "VALUES (%s, %s, 'governance.grant_revoked', '{}', '{}', now(), 1, %s, %s)",
                founder.tenant_id,
                seq,
                prev_hash,
                "e" * 64,
            ),
        )
        assert AuditEntry.objects.count() == len(rows)


def test_a_second_chain_head_cannot_start_ahead(founder, rows: list[AuditEntry]) -> None:
    with tenant_context(founder.tenant):
        assert_refused(
            "audit_chain_head_moved",
            lambda: raw(
                "INSERT INTO l1_audit_chain_head (tenant_id, last_seq, last_hash) "
                "VALUES (%s, 7, %s) ON CONFLICT (tenant_id) DO NOTHING",
                founder.tenant_id,
                "a" * 64,
            ),
        )


def test_appending_from_python_extends_the_chain_and_it_verifies(
    founder, rows: list[AuditEntry]
) -> None:
    with tenant_context(founder.tenant):
        entry = chain.append(
            tenant_id=founder.tenant_id, kind="probe.appended", payload={}, actor_subject_id=None
        )
        assert entry.seq == rows[-1].seq + 1
        assert chain.verify(founder.tenant_id).ok
