"""Audited writers of two tenants at the same instant, with the chain verifiers running among
them; and an operator's commands racing a person's revocation and their own writes.

Every write of the rounds below appends to its tenant's hash chain (one chain per tenant,
serialised on the tenant's chain head). Ten writers — five per tenant, of five different
kinds (item edits and additions over the API, grants issued and revoked, the tenant policy,
rubric creation, API tokens, an approval) — start at one instant, together with the
in-process verifier of one tenant's chain and the ``verify_audit_chain`` command (two jobs) of
the other's. Each must succeed or lose with a 409/422, the verifiers must never see a broken
chain, and every committed write must have exactly its audit rows in its own tenant's chain.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest

from audit import chain
from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.actors import OPERATOR
from governance.models import Grant, Role, Subject
from governance.services import (
    create_api_token,
    create_founder,
    create_tenant,
    revoke_grant,
    set_separation_of_duties,
)
from rubric.models import RubricVersion
from rubric.services import create_rubric
from tests.api.conftest import Api, api_as
from tests.factories import make_founder, make_grant, make_subject, make_tenant
from tests.races.harness import (
    Findings,
    Http,
    assert_chain_verifies,
    at_once,
    command,
    command_ok_or,
    delayed,
    http,
    quiet,
    status_in,
)
from tests.rubric.conftest import fill, good_kpi, good_obligation

ROUNDS = 20
pytestmark = pytest.mark.usefixtures("committed")


def client_for(subject: Subject) -> Api:
    return quiet(api_as(subject))


def new_draft(founder: Subject, name: str):
    draft = create_rubric(actor=founder, tenant=founder.tenant, name=name)
    return draft, fill(draft, founder, good_obligation(), good_kpi())


def kinds(tenant_id: Any, after_seq: int) -> Counter[str]:
    with tenant_context(tenant_id):
        return Counter(
            AuditEntry.objects.filter(tenant_id=tenant_id, seq__gt=after_seq).values_list(
                "kind", flat=True
            )
        )


def head_seq(tenant_id: Any) -> int:
    with tenant_context(tenant_id):
        last = AuditEntry.objects.filter(tenant_id=tenant_id).order_by("-seq").first()
    return last.seq if last else 0


def verify_in_process(tenant_id: Any) -> Any:
    with tenant_context(tenant_id):
        return chain.verify(tenant_id)


def ok(result: Any) -> bool:
    return not isinstance(result, Exception) and type(result).__name__ != "Raised"


def test_ten_audited_writers_in_two_tenants_with_the_verifiers_running() -> None:
    first, second = make_founder(make_tenant()), make_founder(make_tenant())
    service_a = make_subject(first.tenant, kind=Subject.Kind.SERVICE)
    service_b = make_subject(second.tenant, kind=Subject.Kind.SERVICE)
    a_edit, a_add, b_edit, b_approve = (
        client_for(first),
        client_for(first),
        client_for(second),
        client_for(second),
    )
    findings = Findings()
    for round_no in range(ROUNDS):
        draft_a, items_a = new_draft(first, f"A {round_no}")
        draft_b, items_b = new_draft(second, f"B {round_no}")
        grant_a = make_grant(service_a, Role.RUBRIC_READER, basis=f"round {round_no}")
        grant_b = make_grant(service_b, Role.RUBRIC_READER, basis=f"round {round_no}")
        since_a, since_b = head_seq(first.tenant_id), head_seq(second.tenant_id)
        calls: list[tuple[str, Callable[[], Any], Callable[[Any], bool], Counter[str]]] = [
            (
                "A edit",
                http(a_edit.patch, f"/api/v1/rubric-items/{items_a[0].pk}/", {"weight": 3}),
                status_in(200),
                Counter({"eval.rubric_edited": 1}),
            ),
            (
                "A add",
                http(a_add.post, f"/api/v1/rubric-versions/{draft_a.pk}/items/", good_kpi()),
                status_in(201),
                Counter({"eval.rubric_drafted": 1}),  # an added item is audited as drafted
            ),
            (
                "A grant",
                partial(make_grant, service_a, Role.RUBRIC_READER, basis=f"more {round_no}"),
                lambda r: isinstance(r, Grant),
                Counter({"governance.grant_issued": 1}),
            ),
            (
                "A revoke",
                partial(revoke_grant, actor=first, grant=grant_a, reason="done"),
                lambda r: isinstance(r, Grant),
                Counter({"governance.grant_revoked": 1}),
            ),
            (
                "A policy",
                partial(
                    set_separation_of_duties,
                    actor=first,
                    tenant=first.tenant,
                    required=round_no % 2 == 0,
                ),
                ok,
                Counter({"governance.tenant_policy_changed": 1}),
            ),
            (
                "B edit",
                http(b_edit.patch, f"/api/v1/rubric-items/{items_b[0].pk}/", {"weight": 4}),
                status_in(200, 409),
                Counter({"eval.rubric_edited": 1}),
            ),
            (
                "B approve",
                http(b_approve.post, f"/api/v1/rubric-versions/{draft_b.pk}/approve/"),
                status_in(200, 409),
                Counter({"eval.rubric_approved": 1}),
            ),
            (
                "B create",
                partial(
                    create_rubric, actor=second, tenant=second.tenant, name=f"B more {round_no}"
                ),
                ok,
                Counter({"eval.rubric_drafted": 1}),
            ),
            (
                "B revoke",
                partial(revoke_grant, actor=OPERATOR, grant=grant_b, reason="done"),
                lambda r: isinstance(r, Grant),
                Counter({"governance.grant_revoked": 1}),
            ),
            (
                "B token",
                partial(create_api_token, actor=OPERATOR, subject=service_b, label=f"r{round_no}"),
                ok,
                Counter({"governance.api_token_created": 1}),
            ),
        ]
        results = at_once(
            *(call for _, call, _, _ in calls),
            partial(verify_in_process, first.tenant_id),
            command(
                "verify_audit_chain",
                "--tenant",
                str(second.tenant_id),
                "--jobs",
                "2",
                "--min-rows-per-job",
                "5",
            ),
        )
        expected: dict[str, Counter[str]] = {"A": Counter(), "B": Counter()}
        for (what, _, allowed, rows), result in zip(calls, results, strict=False):
            findings.expect(round_no, what, result, allowed)
            succeeded = allowed(result) and not (isinstance(result, Http) and result.status >= 400)
            if succeeded:
                expected[what[0]] += rows
        walked = results[len(calls)]
        findings.expect(round_no, "verify A", walked, lambda r: getattr(r, "ok", False))
        findings.expect(round_no, "verify B command", results[len(calls) + 1], command_ok_or())
        for name, tenant_id, since in (
            ("A", first.tenant_id, since_a),
            ("B", second.tenant_id, since_b),
        ):
            written = kinds(tenant_id, since)
            if written != expected[name]:
                findings.fail(
                    round_no,
                    f"tenant {name}: audit rows {dict(written)} != writes {dict(expected[name])}",
                )
        with tenant_context(second.tenant):
            state = RubricVersion.objects.get(pk=draft_b.pk).state
        if results[6] == Http(200) and state != "approved":
            findings.fail(round_no, f"B approved (200) but its version is {state}")
    findings.check()
    assert_chain_verifies(first.tenant_id)
    assert_chain_verifies(second.tenant_id)


def test_checkpoints_and_verification_of_every_tenant_while_tenants_are_created(
    tmp_path,
) -> None:
    """``audit_checkpoint`` and ``verify_audit_chain`` over all tenants (``--since`` and
    ``--against`` an earlier checkpoint, two jobs) while new tenants and their founders are
    created (the command and the services) and an existing tenant writes: every checkpoint
    and verification succeeds, and every tenant's chain verifies afterwards."""
    founder = make_founder(make_tenant())
    editor = client_for(founder)
    _, items = new_draft(founder, "Checkpointed")
    findings = Findings()
    created: list[Any] = []
    base = tmp_path / "base.json"
    command("audit_checkpoint", "--output", str(base))()

    def new_tenant_with_founder(round_no: int) -> Any:
        tenant = create_tenant(name=f"Created {round_no}")
        created.append(tenant.pk)
        return create_founder(
            tenant=tenant, username=f"racing-founder-{round_no}", password="x-Very-long-1"
        )

    for round_no in range(ROUNDS):
        checkpoint = tmp_path / f"checkpoint-{round_no}.json"
        results = at_once(
            partial(new_tenant_with_founder, round_no),
            command("create_tenant", f"Command {round_no}"),
            http(editor.patch, f"/api/v1/rubric-items/{items[0].pk}/", {"weight": 1 + round_no}),
            command("audit_checkpoint", "--output", str(checkpoint)),
            command("verify_audit_chain", "--since", str(base), "--jobs", "2"),
            command("verify_audit_chain", "--against", str(base), "--jobs", "1"),
            partial(delayed, 0.02, command("verify_audit_chain", "--jobs", "2")),
        )
        findings.expect(round_no, "tenant+founder", results[0], lambda r: isinstance(r, Subject))
        findings.expect(round_no, "create_tenant command", results[1], command_ok_or())
        findings.expect(round_no, "edit", results[2], status_in(200))
        findings.expect(round_no, "checkpoint", results[3], command_ok_or())
        findings.expect(round_no, "verify --since", results[4], command_ok_or())
        findings.expect(round_no, "verify --against", results[5], command_ok_or())
        findings.expect(round_no, "verify all", results[6], command_ok_or())
        if isinstance(results[3], str):
            try:
                command("verify_audit_chain", "--since", str(checkpoint), "--jobs", "1")()
                command("verify_audit_chain", "--against", str(checkpoint), "--jobs", "1")()
            except Exception as error:
                findings.fail(round_no, f"verifying against the raced checkpoint: {error!r}")
    findings.check()
    for tenant_id in [founder.tenant_id, *created]:
        assert_chain_verifies(tenant_id)
