"""Two people revoking each other's grants at the same instant (the command and
the service), and a person changing the tenant policy while another revokes their grant.
Each call succeeds or is refused (403 when its own grant went first, 409 already revoked) —
never a deadlock; every revocation is audited once; the chain verifies."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pytest

from audit.models import AuditEntry
from cyberos_eval.errors import DomainError
from cyberos_eval.tenancy import tenant_context
from governance.models import Grant, Role, Subject
from governance.services import revoke_grant, set_separation_of_duties
from tests.factories import make_founder, make_grant, make_subject, make_tenant
from tests.races.harness import Findings, assert_chain_verifies, at_once, command, command_ok_or

ROUNDS = 30
pytestmark = pytest.mark.usefixtures("committed")


def person_with_grant(founder: Subject) -> tuple[Subject, Grant]:
    person = make_subject(founder.tenant)
    return person, make_grant(person, Role.RUBRIC_ADMIN, basis="Co-founder")


def revoked_or_refused(result: Any) -> bool:
    return isinstance(result, Grant) or (
        isinstance(result, DomainError)
        and result.code in ("rubric_access_denied", "grant_already_revoked")
    )


def revocations_audited(founder: Subject) -> str | None:
    with tenant_context(founder.tenant):
        revoked = sorted(
            str(pk)
            for pk in Grant.objects.filter(revoked_at__isnull=False).values_list("pk", flat=True)
        )
        audited = sorted(
            AuditEntry.objects.filter(kind="governance.grant_revoked").values_list(
                "payload__grant_id", flat=True
            )
        )
    return None if revoked == audited else f"revoked {revoked} but audited {audited}"


def test_two_people_revoking_each_others_grants_at_once() -> None:
    founder = make_founder(make_tenant())
    findings = Findings()
    for round_no in range(ROUNDS):
        first, first_grant = person_with_grant(founder)
        second, second_grant = person_with_grant(founder)
        calls: tuple[Callable[[], Any], ...]
        if round_no % 2:
            calls = (
                partial(revoke_grant, actor=first, grant=second_grant, reason="ousted"),
                partial(revoke_grant, actor=second, grant=first_grant, reason="ousted"),
            )
        else:
            calls = tuple(
                command(
                    "revoke_grant",
                    str(grant.pk),
                    "--tenant",
                    str(founder.tenant_id),
                    "--reason",
                    "ousted",
                    "--actor",
                    actor.username,
                )
                for actor, grant in ((first, second_grant), (second, first_grant))
            )
        results = at_once(*calls)
        allowed = revoked_or_refused if round_no % 2 else command_ok_or("rubric_access_denied")
        findings.expect(round_no, "first revokes second", results[0], allowed)
        findings.expect(round_no, "second revokes first", results[1], allowed)
        if (problem := revocations_audited(founder)) is not None:
            findings.fail(round_no, problem)
    assert_chain_verifies(founder.tenant_id)
    findings.check()


def test_a_policy_change_racing_the_revocation_of_its_authors_grant_and_an_approval() -> None:
    """A person switches the separation-of-duties policy while another person revokes their
    grant and the founder approves a draft: the change is made by a grant holder or refused
    403; the approval reads the policy before or after it."""
    from rubric.services import approve_version
    from tests.races.test_races_across_surfaces import new_draft

    founder = make_founder(make_tenant())
    findings = Findings()
    for round_no in range(ROUNDS):
        person, grant = person_with_grant(founder)
        other, _ = person_with_grant(founder)
        draft, _ = new_draft(founder, f"Policy {round_no}")
        results = at_once(
            partial(
                set_separation_of_duties,
                actor=person,
                tenant=founder.tenant,
                required=bool(round_no % 2),
            ),
            partial(revoke_grant, actor=other, grant=grant, reason="left"),
            partial(approve_version, actor=founder, version=draft),
        )
        findings.expect(
            round_no,
            "policy",
            results[0],
            lambda r: (
                type(r).__name__ == "Tenant"
                or (isinstance(r, DomainError) and r.code == "rubric_access_denied")
            ),
        )
        findings.expect(round_no, "other revokes person", results[1], revoked_or_refused)
        findings.expect(
            round_no,
            "approve",
            results[2],
            lambda r: (
                type(r).__name__ == "RubricVersion"
                or (
                    isinstance(r, DomainError)
                    and (r.status in (409, 422) or r.code == "rubric_separation_of_duties")
                )
            ),
        )
        if (problem := revocations_audited(founder)) is not None:
            findings.fail(round_no, problem)
    assert_chain_verifies(founder.tenant_id)
    findings.check()


def subjects_audited(tenant: Any) -> str | None:
    with tenant_context(tenant):
        made = sorted(str(pk) for pk in Subject.objects.values_list("pk", flat=True))
        audited = sorted(
            AuditEntry.objects.filter(kind="governance.subject_created").values_list(
                "payload__subject_id", flat=True
            )
        )
    return None if made == audited else f"subjects {made} but audited {audited}"


def test_one_name_created_twice_at_once_across_tenants_and_commands() -> None:
    """The same service account created twice in one tenant (command and service), and the
    same person's sign-in name created as founder in two tenants at once: one of each wins, the
    other is refused 422 (subject_username_taken / subject_login_taken); every subject audited."""
    from governance.actors import OPERATOR
    from governance.services import create_founder, create_service_account

    first_tenant, second_tenant = make_tenant(), make_tenant()
    make_founder(first_tenant)
    findings = Findings()
    taken = ("subject_username_taken", "subject_login_taken")
    for round_no in range(ROUNDS):
        results = at_once(
            command(
                "create_service_account",
                "--tenant",
                str(first_tenant.pk),
                "--username",
                f"svc{round_no}",
            ),
            partial(
                create_service_account,
                actor=OPERATOR,
                tenant=first_tenant,
                username=f"svc{round_no}",
            ),
            partial(
                create_founder,
                tenant=first_tenant,
                username=f"boss{round_no}",
                password="correct horse battery staple",
            ),
            partial(
                create_founder,
                tenant=second_tenant,
                username=f"boss{round_no}",
                password="correct horse battery staple",
            ),
        )
        findings.expect(round_no, "svc (command)", results[0], command_ok_or(*taken))
        findings.expect(
            round_no,
            "svc (service)",
            results[1],
            lambda r: (
                type(r).__name__ == "IssuedToken"
                or (isinstance(r, DomainError) and r.code in taken)
            ),
        )
        for k in (2, 3):
            findings.expect(
                round_no,
                f"founder #{k - 1}",
                results[k],
                lambda r: (
                    isinstance(r, Subject) or (isinstance(r, DomainError) and r.code in taken)
                ),
            )
        if sum(isinstance(r, Subject) for r in results[2:]) != 1:
            findings.fail(round_no, f"founders: {results[2:]}")
        for tenant in (first_tenant, second_tenant):
            if (problem := subjects_audited(tenant)) is not None:
                findings.fail(round_no, problem)
    for tenant in (first_tenant, second_tenant):
        assert_chain_verifies(tenant.pk)
    findings.check()


def test_three_people_revoking_each_other_in_a_ring() -> None:
    """A revokes B's grant, B revokes C's, C revokes A's, at the same instant."""
    founder = make_founder(make_tenant())
    findings = Findings()
    for round_no in range(ROUNDS):
        people = [person_with_grant(founder) for _ in range(3)]
        results = at_once(
            *(
                partial(
                    revoke_grant,
                    actor=people[k][0],
                    grant=people[(k + 1) % 3][1],
                    reason="ring",
                )
                for k in range(3)
            )
        )
        for k, result in enumerate(results):
            findings.expect(round_no, f"revocation #{k}", result, revoked_or_refused)
        if (problem := revocations_audited(founder)) is not None:
            findings.fail(round_no, problem)
    findings.check()
