"""Operators' commands racing a person's revocation and that person's own requests.

A person (rubric-scoped rubric_admin) is named as the approver of ``publish_rubric_version``
while their grant is revoked (the ``revoke_grant`` command, or the service by the founder),
they revise the version over the API, and an operator resolves the version in force
(``resolve_effective --json``) and reads it over the API. Whatever the order, the revocation
holds: nothing of theirs is audited after it, the publish either happened before it or is
refused, and every answer is a success or a stable refusal.
"""

from __future__ import annotations

import json
from functools import partial

import pytest
from django.core.management.base import CommandError

from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.models import Grant, Role
from rubric.models import RubricVersion, VersionState
from rubric.selectors import tenant_today
from rubric.services import approve_version, create_rubric
from tests.api.conftest import api_as
from tests.factories import make_founder, make_grant, make_subject, make_tenant
from tests.races.harness import (
    Findings,
    assert_chain_verifies,
    at_once,
    command,
    command_ok_or,
    delayed,
    http,
    quiet,
    revocation_by_turns,
    status_in,
    sweep,
)
from tests.rubric.conftest import fill, good_kpi, good_obligation

ROUNDS = 24
pytestmark = pytest.mark.usefixtures("committed")


def test_publish_command_naming_an_approver_whose_grant_is_revoked_meanwhile() -> None:
    founder = make_founder(make_tenant())
    today = tenant_today(founder.tenant).isoformat()
    findings = Findings()
    for round_no in range(ROUNDS):
        draft = create_rubric(actor=founder, tenant=founder.tenant, name=f"Approver {round_no}")
        fill(draft, founder, good_obligation(), good_kpi())
        approve_version(actor=founder, version=draft)
        person = make_subject(founder.tenant)
        grant = make_grant(person, Role.RUBRIC_ADMIN, obj=draft.rubric, basis="Co-owner")
        revocation = revocation_by_turns(round_no, grant, reason="left", by=founder)
        reviser, reader = quiet(api_as(person)), quiet(api_as(founder))
        results = at_once(
            command(
                "publish_rubric_version",
                str(draft.pk),
                "--approver",
                person.user.username,
                "--effective-from",
                today,
                "--json",
            ),
            partial(delayed, sweep(round_no) / 2, revocation),
            http(
                reviser.post,
                f"/api/v1/rubrics/{draft.rubric_id}/versions/",
                {"revise_from": str(draft.pk)},
                delay=sweep(round_no) / 4,
            ),
            partial(
                delayed,
                0.05 + sweep(round_no),
                command("resolve_effective", str(draft.rubric_id), "--json"),
            ),
            http(
                reader.get,
                f"/api/v1/rubrics/{draft.rubric_id}/effective/",
                delay=0.05 + sweep(round_no + 4),
            ),
        )
        findings.expect(round_no, "publish", results[0], command_ok_or("rubric_access_denied"))
        findings.expect(round_no, "revoke", results[1], lambda r: isinstance(r, Grant | str))
        # 409: not yet published (or revised already); 403: revoked first.
        findings.expect(round_no, "revise", results[2], status_in(201, 403, 409))
        findings.expect(
            round_no,
            "resolve",
            results[3],
            lambda r: (
                isinstance(r, str)
                or (isinstance(r, CommandError) and "no_effective_version" in str(r))
            ),
        )
        findings.expect(round_no, "effective", results[4], status_in(200, 404))
        if isinstance(results[3], str):
            resolved = json.loads(results[3])
            if resolved.get("rubric_version_id") not in (str(draft.pk), None):
                findings.fail(round_no, f"resolve gave {resolved}")
        with tenant_context(founder.tenant):
            version = RubricVersion.objects.get(pk=draft.pk)
            revoked_at = AuditEntry.objects.get(
                kind="governance.grant_revoked", payload__grant_id=str(grant.pk)
            ).seq
            late = list(
                AuditEntry.objects.filter(seq__gt=revoked_at, actor_subject_id=person.pk)
                .exclude(kind__startswith="governance.")
                .values_list("seq", "kind")
            )
        if late:
            findings.fail(round_no, f"audited after the revocation (row {revoked_at}): {late}")
        published = isinstance(results[0], str)
        if published != (version.state in (VersionState.PUBLISHED, VersionState.SUPERSEDED)):
            findings.fail(
                round_no, f"publish said {results[0]!r} but the version is {version.state}"
            )
    findings.check()
    assert_chain_verifies(founder.tenant_id)
