"""A revocation is not starved by its subject's writes, nor a policy change by approvals.

A write share-locks the grants that allow it until it commits (ADR 0006), and a revocation
locks its grant for update. PostgreSQL lets a new share lock join the ones already held even
while an update lock waits, so a service account whose writes overlap (several workers, each
write a little slow) held the share lock without a gap, and revoking it — exactly when an
administrator needs it most — failed with the lock timeout. Writers now queue behind a
revocation that is waiting (``governance.access``): it waits for the writes in flight only.
"""

from __future__ import annotations

import threading
import time
from functools import partial
from typing import Any

import pytest
from django.db import connection, connections, transaction

from cyberos_eval.tenancy import tenant_context
from governance.access import holds_and_keeps, separate_approver_required
from governance.actors import OPERATOR
from governance.models import Grant, Role, Subject
from governance.services import revoke_grant, set_separation_of_duties
from rubric.services import create_rubric
from tests.factories import make_founder, make_grant, make_subject, make_tenant

pytestmark = pytest.mark.usefixtures("committed")

ROUNDS = 8
WRITERS = 3
HOLD = 0.2  # seconds each write keeps its grants share-locked
# What the revocation may wait: the writes in flight, several times over, never the stream.
REVOCATION_LOCK_TIMEOUT = "1500ms"


def _keep_writing(
    subject: Subject, rubric: Any, start: float, stop: threading.Event, seen: list[str]
) -> None:
    """Slow writes back to back, as a worker of the service account would make them."""
    try:
        time.sleep(start)
        while not stop.is_set():
            with tenant_context(subject.tenant_id), transaction.atomic():
                if not holds_and_keeps(subject, Role.RUBRIC_ADMIN, rubric):
                    seen.append("refused")
                    return
                time.sleep(HOLD)
            seen.append("wrote")
    except Exception as error:  # any failure of a writer is a finding
        seen.append(f"error: {error!r}")
    finally:
        connections.close_all()


def _keep_approving(tenant_id: Any, start: float, stop: threading.Event, seen: list[str]) -> None:
    """Slow approvals back to back, each reading the separation-of-duties policy."""
    try:
        time.sleep(start)
        while not stop.is_set():
            with tenant_context(tenant_id), transaction.atomic():
                seen.append(f"read {separate_approver_required(tenant_id)}")
                time.sleep(HOLD)
    except Exception as error:  # any failure of an approver is a finding
        seen.append(f"error: {error!r}")
    finally:
        connections.close_all()


def _change(change: Any, result: list[Any]) -> None:
    """``change()`` on its own connection, allowed to wait ``REVOCATION_LOCK_TIMEOUT`` for
    each lock."""
    try:
        with connection.cursor() as cursor:
            cursor.execute(f"SET lock_timeout = '{REVOCATION_LOCK_TIMEOUT}'")
        result.append(change())
    except Exception as error:  # a refusal, or the statement timeout of a starved change
        result.append(error)
    finally:
        connections.close_all()


def test_a_revocation_is_not_starved_by_a_stream_of_its_subjects_writes() -> None:
    founder = make_founder(make_tenant())
    service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    failures: list[str] = []
    for round_no in range(ROUNDS):
        draft = create_rubric(actor=founder, tenant=founder.tenant, name=f"Stream {round_no}")
        grant = make_grant(service, Role.RUBRIC_ADMIN, obj=draft.rubric, basis="Automation")
        stop = threading.Event()
        seen: list[list[str]] = [[] for _ in range(WRITERS)]
        writers = [
            threading.Thread(
                target=_keep_writing,
                args=(service, draft.rubric, index * HOLD / WRITERS, stop, seen[index]),
            )
            for index in range(WRITERS)
        ]
        for writer in writers:
            writer.start()
        time.sleep(2 * HOLD)  # the stream is flowing: some write always holds the grant
        result: list[Any] = []
        revocation = partial(revoke_grant, actor=OPERATOR, grant=grant, reason="compromised")
        revoker = threading.Thread(target=_change, args=(revocation, result))
        revoker.start()
        revoker.join(timeout=30)
        stop.set()
        for writer in writers:
            writer.join(timeout=30)
        if not (result and isinstance(result[0], Grant)):  # starved, or refused
            failures.append(f"round {round_no}: the revocation got {result}")
        for index, outcomes in enumerate(seen):
            if not outcomes or any(o.startswith("error") for o in outcomes):
                failures.append(f"round {round_no}: writer {index} saw {outcomes}")
            elif result and isinstance(result[0], Grant) and outcomes[-1] != "refused":
                failures.append(f"round {round_no}: writer {index} kept writing: {outcomes}")
    assert failures == []


def test_a_policy_change_is_not_starved_by_a_stream_of_approvals() -> None:
    founder = make_founder(make_tenant())
    failures: list[str] = []
    for round_no in range(ROUNDS):
        required = round_no % 2 == 0
        stop = threading.Event()
        seen: list[list[str]] = [[] for _ in range(WRITERS)]
        approvers = [
            threading.Thread(
                target=_keep_approving,
                args=(founder.tenant_id, index * HOLD / WRITERS, stop, seen[index]),
            )
            for index in range(WRITERS)
        ]
        for approver in approvers:
            approver.start()
        time.sleep(2 * HOLD)
        result: list[Any] = []
        change = partial(
            set_separation_of_duties, actor=founder, tenant=founder.tenant, required=required
        )
        changer = threading.Thread(target=_change, args=(change, result))
        changer.start()
        changer.join(timeout=30)
        time.sleep(2 * HOLD)  # approvals after the change read it
        stop.set()
        for approver in approvers:
            approver.join(timeout=30)
        if not result or isinstance(result[0], Exception):
            failures.append(f"round {round_no}: the policy change got {result}")
        for index, outcomes in enumerate(seen):
            if not outcomes or any(o.startswith("error") for o in outcomes):
                failures.append(f"round {round_no}: approver {index} saw {outcomes}")
            elif outcomes[-1] != f"read {required}":
                failures.append(f"round {round_no}: approver {index} last read {outcomes[-1]}")
    assert failures == []


def test_the_fairness_lock_refuses_to_be_taken_outside_a_transaction() -> None:
    """In autocommit the lock would end with its own statement and guard nothing."""
    founder = make_founder(make_tenant())
    with pytest.raises(RuntimeError, match="outside a transaction"):
        holds_and_keeps(founder, Role.RUBRIC_ADMIN)
    with tenant_context(founder.tenant_id), transaction.atomic():
        assert holds_and_keeps(founder, Role.RUBRIC_ADMIN)
