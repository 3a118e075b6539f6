"""Races across every surface — the API, the admin workbench, operators' commands, services,
governance and the verifiers: each pair (or crowd) of requests, commands and service calls runs many
rounds at the same instant, each on its own connection and in its own transaction, through the
real HTTP stack where there is one (API bearer tokens, admin sessions). Every answer must be a
success, a 404 or a 409 (the admin: a redirect or a page), never a 500, a raised exception or a
hang; and afterwards nothing is half-written (content hashes, audit chain, acceptance state).

Each test collects every unexpected outcome across its rounds and fails once at the end, listing
them (with tracebacks), so that one report shows how often a race is lost.
"""

from __future__ import annotations

import datetime as dt
import re
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from django.core.management.base import CommandError
from django.db import connections, models
from django.test import Client

from audit import chain, verification
from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.actors import OPERATOR
from governance.models import Grant, Role, Subject
from governance.services import revoke_grant, set_separation_of_duties
from rubric.integrity import verify_published_content
from rubric.models import RubricItem, RubricVersion, VersionState
from rubric.selectors import content_hash, tenant_today
from rubric.services import (
    BulkAcceptance,
    accept_items,
    approve_version,
    create_rubric,
    start_revision,
)
from tests.api.conftest import Api, api_as
from tests.factories import (
    SMALL_LABOR_CONTRACT,
    import_document,
    make_founder,
    make_grant,
    make_subject,
    make_tenant,
)
from tests.races.harness import (
    Findings,
    Http,
    Raised,
    at_once,
    command,
    command_ok_or,
    delayed,
    http,
    quiet,
    refused_with,
    revocation_by_turns,
    status_in,
    sweep,
)
from tests.rubric.conftest import fill, good_kpi, good_obligation, publish

ROUNDS = 20
pytestmark = pytest.mark.usefixtures("committed")


@pytest.fixture
def founder() -> Subject:
    return make_founder(make_tenant())


def client_for(subject: Subject) -> Api:
    """A bearer-token API client that answers unhandled exceptions as production does."""
    return quiet(api_as(subject))


def admin_client(subject: Subject) -> Client:
    client = Client(raise_request_exception=False)
    client.force_login(subject.user)
    return client


def admin_url(version: RubricVersion, suffix: str) -> str:
    return f"/admin/rubric/rubricversion/{version.pk}/{suffix}"


def item_url(item: RubricItem | str) -> str:
    return f"/api/v1/rubric-items/{getattr(item, 'pk', item)}/"


def items_url(version: RubricVersion) -> str:
    return f"/api/v1/rubric-versions/{version.pk}/items/"


def publish_url(version: RubricVersion) -> str:
    return f"/api/v1/rubric-versions/{version.pk}/publish/"


def new_draft(founder: Subject, name: str, *extra: dict[str, Any]):
    draft = create_rubric(actor=founder, tenant=founder.tenant, name=name)
    return draft, fill(draft, founder, good_obligation(), good_kpi(), *extra)


def reload(founder: Subject, version: RubricVersion) -> RubricVersion:
    with tenant_context(founder.tenant):
        return RubricVersion.objects.get(pk=version.pk)


def frozen_versions_hold(founder: Subject, version: RubricVersion) -> str | None:
    """An approved or published version's recorded fingerprint is its content now."""
    with tenant_context(founder.tenant):
        version = RubricVersion.objects.get(pk=version.pk)
        actual = content_hash(version)
    if version.state == VersionState.APPROVED and version.approved_fingerprint != actual:
        return f"approved fingerprint {version.approved_fingerprint[:8]} != content {actual[:8]}"
    if version.state == VersionState.PUBLISHED and version.content_hash != actual:
        return f"content hash {version.content_hash[:8]} != content {actual[:8]}"
    if version.state == VersionState.DRAFT and version.approved_fingerprint:
        return "a draft keeps an approval fingerprint"
    return None


def whole_state_is_consistent(founder: Subject) -> list[str]:
    with tenant_context(founder.tenant):
        problems = [
            f"v{f.version_no}: {f.problem}" for f in verify_published_content() if f.problem
        ]
        walked = chain.verify(founder.tenant_id)
    if not walked.ok:
        problems.append(f"audit chain: row {walked.broken_seq}: {walked.reason}")
    return problems


# --- 1. two (or five) start_revision calls on one version at once ----------------------------


def test_revisions_of_one_version_started_at_once_everywhere(founder) -> None:
    """API twice, the admin's revise button, the service and the start_revision command, all at
    once on one published version: each makes its own draft, numbered without gap or
    duplicate, each a full copy."""
    first, second = client_for(founder), client_for(founder)
    admin = admin_client(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, _ = new_draft(founder, f"Revise {round_no}")
        v1 = publish(draft, founder, "2026-01-01")
        url = f"/api/v1/rubrics/{v1.rubric_id}/versions/"
        body = {"revise_from": str(v1.pk)}
        results = at_once(
            http(first.post, url, body),
            http(second.post, url, body),
            http(admin.post, admin_url(v1, "revise/")),
            partial(start_revision, actor=founder, version=v1),
            command("start_revision", str(v1.pk), "--actor", founder.username),
        )
        ok409 = status_in(201, 409)
        findings.expect(round_no, "api#1", results[0], ok409)
        findings.expect(round_no, "api#2", results[1], ok409)
        findings.expect(round_no, "admin revise", results[2], status_in(302))
        findings.expect(
            round_no,
            "service",
            results[3],
            lambda r: isinstance(r, RubricVersion) or refused_with("concurrent_update")(r),
        )
        findings.expect(round_no, "command", results[4], command_ok_or("concurrent_update"))
        with tenant_context(founder.tenant):
            numbers = sorted(
                RubricVersion.objects.filter(rubric_id=v1.rubric_id).values_list(
                    "version_no", flat=True
                )
            )
            lineages = {
                v: sorted(
                    str(x)
                    for x in RubricItem.objects.filter(rubric_version__rubric_id=v1.rubric_id)
                    .filter(rubric_version__version_no=v)
                    .values_list("lineage_id", flat=True)
                )
                for v in numbers
            }
        if numbers != list(range(1, len(numbers) + 1)):
            findings.fail(round_no, f"version numbers {numbers}")
        if any(lineages[v] != lineages[1] for v in numbers):
            findings.fail(round_no, "a revision is not a full copy of v1")
    findings.check()
    assert whole_state_is_consistent(founder) == []


# --- 2. the admin workbench racing API edits -------------------------------------------------


def test_admin_approve_racing_api_edit_and_removal(founder) -> None:
    admin = admin_client(founder)
    editor, remover = client_for(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, f"Approve {round_no}", good_kpi(clause_ref="§3.2"))
        results = at_once(
            http(admin.post, admin_url(draft, "approve/")),
            http(editor.patch, item_url(items[0]), {"weight": 7}, delay=sweep(round_no)),
            http(remover.delete, item_url(items[2]), delay=sweep(round_no)),
        )
        findings.expect(round_no, "admin approve", results[0], status_in(302))
        findings.expect(round_no, "api patch", results[1], status_in(200, 409))
        findings.expect(round_no, "api delete", results[2], status_in(204, 409))
        state = reload(founder, draft).state
        findings.seen[f"state={state}"] += 1
        if (problem := frozen_versions_hold(founder, draft)) is not None:
            findings.fail(round_no, problem)
    findings.check()
    assert whole_state_is_consistent(founder) == []


def test_admin_publish_racing_api_edit_and_removal(founder) -> None:
    admin = admin_client(founder)
    editor, remover = client_for(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, f"Publish {round_no}", good_kpi(clause_ref="§3.2"))
        results = at_once(
            http(
                admin.post,
                admin_url(draft, "publish/"),
                {"effective_from": "2026-01-01", "reason": ""},
            ),
            http(editor.patch, item_url(items[0]), {"weight": 7}, delay=sweep(round_no)),
            http(remover.delete, item_url(items[2]), delay=sweep(round_no)),
            http(editor.post, items_url(draft), good_kpi(clause_ref="§3.3"), delay=sweep(round_no)),
        )
        findings.expect(round_no, "admin publish", results[0], status_in(302))
        findings.expect(round_no, "api patch", results[1], status_in(200, 409))
        findings.expect(round_no, "api delete", results[2], status_in(204, 409))
        findings.expect(round_no, "api add", results[3], status_in(201, 409))
        if reload(founder, draft).state != VersionState.PUBLISHED:
            findings.fail(round_no, "the admin's publish did not publish")
        if (problem := frozen_versions_hold(founder, draft)) is not None:
            findings.fail(round_no, problem)
    findings.check()
    assert whole_state_is_consistent(founder) == []


def machine_items(machine: Api, founder: Subject, draft: RubricVersion, n: int) -> list[RubricItem]:
    ids = []
    for k in range(n):
        added = machine.post(items_url(draft), good_kpi(clause_ref=f"§3.{k + 1}"))
        assert added.status_code == 201, added.content
        ids.append(added.json()["id"])
    with tenant_context(founder.tenant):
        return [RubricItem.objects.get(pk=pk) for pk in ids]


def acceptance_matches_the_log(founder: Subject, item: RubricItem) -> str | None:
    """A machine-changed item is accepted iff a person's acceptance comes after the machine's
    last change to it (a person's own edit afterwards leaves it accepted: a person's words need
    no acceptance)."""
    with tenant_context(founder.tenant):
        current = RubricItem.objects.filter(pk=item.pk).first()
        logged = [
            (e.payload.get("action"), e.actor_subject_id)
            for e in AuditEntry.objects.filter(payload__item_id=str(item.pk)).order_by("seq")
            if e.payload.get("action") in ("item_accepted", "item_updated", "item_added")
        ]
        people = {
            subject.pk
            for subject in Subject.objects.filter(pk__in={actor for _, actor in logged})
            if subject.is_human
        }
    if current is None:
        return None
    actions = [
        ("machine_change" if action != "item_accepted" and actor not in people else action)
        for action, actor in logged
    ]
    last_machine = max((i for i, a in enumerate(actions) if a == "machine_change"), default=-1)
    logged_accepted = "item_accepted" in actions[last_machine + 1 :]
    accepted = current.accepted_at is not None
    if accepted != logged_accepted:
        return f"item accepted={accepted} but the log after the machine's last change is {actions}"
    return None


def test_admin_bulk_accept_racing_api_removal_and_machine_edit(founder) -> None:
    service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, Role.RUBRIC_ADMIN)
    machine = client_for(service)
    admin, remover = admin_client(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft = create_rubric(actor=founder, tenant=founder.tenant, name=f"Bulk {round_no}")
        items = machine_items(machine, founder, draft, 3)
        results = at_once(
            http(
                admin.post,
                admin_url(draft, "items/accept/"),
                {"item": [str(i.pk) for i in items]},
            ),
            http(remover.delete, item_url(items[0]), delay=sweep(round_no)),
            http(machine.patch, item_url(items[1]), {"weight": 5}, delay=sweep(round_no)),
        )
        # 404: an item it was told to accept was removed before it loaded them.
        findings.expect(round_no, "admin bulk accept", results[0], status_in(302, 404))
        findings.expect(round_no, "api delete", results[1], status_in(204))
        findings.expect(round_no, "machine patch", results[2], status_in(200))
        for item in items:
            if (problem := acceptance_matches_the_log(founder, item)) is not None:
                findings.fail(round_no, problem)
    findings.check()
    assert whole_state_is_consistent(founder) == []


def test_bulk_accept_service_racing_update_of_one_item(founder) -> None:
    service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, Role.RUBRIC_ADMIN)
    machine, person = client_for(service), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft = create_rubric(actor=founder, tenant=founder.tenant, name=f"Accept {round_no}")
        items = machine_items(machine, founder, draft, 3)
        results = at_once(
            partial(accept_items, actor=founder, items=items),
            http(machine.patch, item_url(items[1]), {"weight": 5}),
            http(person.patch, item_url(items[2]), {"title_en": f"Edited {round_no}"}),
        )
        findings.expect(
            round_no,
            "accept_items",
            results[0],
            lambda r: (
                isinstance(r, BulkAcceptance)
                and all(code == "rubric_item_already_accepted" for _, code in r.skipped)
            ),
        )
        findings.expect(round_no, "machine patch", results[1], status_in(200))
        findings.expect(round_no, "person patch", results[2], status_in(200))
        for item in items:
            if (problem := acceptance_matches_the_log(founder, item)) is not None:
                findings.fail(round_no, problem)
    findings.check()


def test_admin_revert_racing_api_add_and_approve(founder) -> None:
    """An approved draft reverted in the admin while the API adds an item and approves again:
    the add lands only in a draft, and whatever ends approved is exactly what was approved."""
    admin = admin_client(founder)
    adder, approver = client_for(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, _ = new_draft(founder, f"Revert {round_no}")
        approve_version(actor=founder, version=draft)
        results = at_once(
            http(admin.post, admin_url(draft, "revert/"), {"reason": "one more look"}),
            http(adder.post, items_url(draft), good_kpi(clause_ref="§3.4"), delay=sweep(round_no)),
            http(
                approver.post,
                f"/api/v1/rubric-versions/{draft.pk}/approve/",
                delay=sweep(round_no) + 0.01,
            ),
        )
        findings.expect(round_no, "admin revert", results[0], status_in(302))
        findings.expect(round_no, "api add", results[1], status_in(201, 409))
        findings.expect(round_no, "api approve", results[2], status_in(200, 409))
        if (problem := frozen_versions_hold(founder, draft)) is not None:
            findings.fail(round_no, problem)
    findings.check()
    assert whole_state_is_consistent(founder) == []


# --- 3. operators' management commands racing the API ----------------------------------------


def test_publish_command_racing_a_second_publish_and_an_edit(founder) -> None:
    api, editor = client_for(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, f"Command {round_no}")
        publish_args = (
            "publish_rubric_version",
            str(draft.pk),
            "--approver",
            founder.user.username,
            "--effective-from",
            "2026-01-01",
        )
        results = at_once(
            command(*publish_args),
            command(*publish_args, "--json"),
            http(api.post, publish_url(draft), {"effective_from": "2026-01-01"}),
            http(editor.patch, item_url(items[0]), {"weight": 7}),
        )
        lost = "rubric_version_transition_invalid"
        findings.expect(round_no, "command#1", results[0], command_ok_or(lost))
        findings.expect(round_no, "command#2", results[1], command_ok_or(lost))
        findings.expect(round_no, "api publish", results[2], status_in(200, 409))
        findings.expect(round_no, "api patch", results[3], status_in(200, 409))
        published = [isinstance(r, str) for r in results[:2]] + [results[2] == Http(200)]
        if sum(published) != 1:
            findings.fail(round_no, f"{sum(published)} publishes succeeded: {results[:3]}")
        if (problem := frozen_versions_hold(founder, draft)) is not None:
            findings.fail(round_no, problem)
    findings.check()
    assert whole_state_is_consistent(founder) == []


def test_publish_command_racing_a_publish_of_another_version_of_the_rubric(founder) -> None:
    """Two drafts of one rubric published at once for the same date by the command and the
    API: one wins, the other is refused as overlapping — never both."""
    api = client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, _ = new_draft(founder, f"Overlap {round_no}")
        v1 = publish(draft, founder, "2026-01-01")
        a = start_revision(actor=founder, version=v1)
        b = start_revision(actor=founder, version=v1)
        day = (tenant_today(founder.tenant) + dt.timedelta(days=30)).isoformat()
        results = at_once(
            command(
                "publish_rubric_version",
                str(a.pk),
                "--approver",
                founder.user.username,
                "--effective-from",
                day,
            ),
            http(api.post, publish_url(b), {"effective_from": day}),
        )
        findings.expect(round_no, "command", results[0], command_ok_or("rubric_effective_overlap"))
        findings.expect(round_no, "api", results[1], status_in(200, 409))
        wins = isinstance(results[0], str) + (results[1] == Http(200))
        if wins != 1:
            findings.fail(round_no, f"{wins} publishes for one date: {results}")
    findings.check()
    assert whole_state_is_consistent(founder) == []


# --- 4. governance: a grant revoked while its holder writes and reads -------------------------


def test_grant_revocation_racing_the_holders_writes_and_reads(founder) -> None:
    service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    machine_write, machine_edit, machine_read = (
        client_for(service),
        client_for(service),
        client_for(service),
    )
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, f"Revoke {round_no}")
        grant = make_grant(service, Role.RUBRIC_ADMIN, obj=draft.rubric, basis="Automation")
        revocation = revocation_by_turns(round_no, grant, reason="contract ended")
        results = at_once(
            revocation,
            http(machine_write.post, items_url(draft), good_kpi(clause_ref="§3.5")),
            http(machine_edit.patch, item_url(items[0]), {"weight": 3}),
            http(machine_read.get, f"/api/v1/rubric-versions/{draft.pk}/"),
        )
        findings.expect(round_no, "revoke", results[0], lambda r: isinstance(r, Grant | str))
        findings.expect(round_no, "add", results[1], status_in(201, 403))
        findings.expect(round_no, "patch", results[2], status_in(200, 403))
        findings.expect(round_no, "read", results[3], status_in(200, 403))
        # The audit log must not show the subject writing after its grant was revoked.
        with tenant_context(founder.tenant):
            revoked_at = (
                AuditEntry.objects.filter(
                    kind="governance.grant_revoked", payload__grant_id=str(grant.pk)
                )
                .values_list("seq", flat=True)
                .get()
            )
            after = list(
                AuditEntry.objects.filter(
                    seq__gt=revoked_at, actor_subject_id=service.pk, kind__startswith="eval."
                ).values_list("seq", "payload__action")
            )
        if after:
            findings.fail(
                round_no,
                f"audited after the revocation (row {revoked_at}): {after}; statuses {results[1:]}",
            )
    findings.check()
    assert whole_state_is_consistent(founder) == []


def test_a_grant_issued_on_a_rubric_racing_its_authoring(founder) -> None:
    """Issuing a grant on a rubric inserts a row whose foreign key to the rubric is checked at
    commit, after the audit chain head; writers lock the rubric first. Neither may deadlock."""
    editor, adder = client_for(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, f"Granted {round_no}")
        reader = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
        results = at_once(
            partial(
                delayed,
                sweep(round_no) / 2,
                make_grant,
                reader,
                Role.RUBRIC_READER,
                obj=draft.rubric,
                basis="Evaluation service",
            ),
            http(editor.patch, item_url(items[0]), {"weight": 7}),
            http(adder.post, items_url(draft), good_kpi(clause_ref="§3.6")),
        )
        findings.expect(round_no, "grant", results[0], lambda r: isinstance(r, Grant))
        findings.expect(round_no, "patch", results[1], status_in(200))
        findings.expect(round_no, "add", results[2], status_in(201))
    findings.check()


def test_separation_of_duties_switched_on_while_an_author_approves(founder) -> None:
    """The same shape as a revocation: a policy that forbids what another request is doing.
    The approval either comes first in the audit log, or is refused."""
    approver = client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, _ = new_draft(founder, f"Policy {round_no}")  # authored by the founder
        results = at_once(
            lambda: set_separation_of_duties(actor=OPERATOR, tenant=founder.tenant, required=True),
            http(approver.post, f"/api/v1/rubric-versions/{draft.pk}/approve/"),
        )
        findings.expect(round_no, "policy", results[0], lambda r: not isinstance(r, Raised))
        findings.expect(round_no, "approve", results[1], status_in(200, 403))
        with tenant_context(founder.tenant):
            rows = dict(
                AuditEntry.objects.filter(
                    seq__gt=0,
                    kind__in=["governance.tenant_policy_changed", "eval.rubric_approved"],
                )
                .filter(
                    models.Q(kind="governance.tenant_policy_changed")
                    | models.Q(payload__rubric_version_id=str(draft.pk))
                )
                .order_by("-seq")
                .values_list("kind", "seq")[:2]
                .iterator()
            )
        approved_at = rows.get("eval.rubric_approved")
        if approved_at is not None and approved_at > rows["governance.tenant_policy_changed"]:
            findings.fail(round_no, "an author's approval is audited after the policy forbade it")
        set_separation_of_duties(actor=OPERATOR, tenant=founder.tenant, required=False)
    findings.check()


def test_policy_change_racing_ordinary_audited_writes(founder) -> None:
    """Switching the tenant policy while other requests of the tenant write (and so append to
    its audit chain): neither side may deadlock — no raised error, no 409 concurrent_update."""
    editor, adder = client_for(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, f"Toggle {round_no}")
        results = at_once(
            partial(
                delayed,
                sweep(round_no) / 2,
                set_separation_of_duties,
                actor=OPERATOR,
                tenant=founder.tenant,
                required=round_no % 2 == 0,
            ),
            http(editor.patch, item_url(items[0]), {"weight": 7}),
            http(adder.post, items_url(draft), good_kpi(clause_ref="§3.6")),
        )
        findings.expect(round_no, "policy", results[0], lambda r: not isinstance(r, Raised))
        findings.expect(round_no, "patch", results[1], status_in(200))
        findings.expect(round_no, "add", results[2], status_in(201))
    findings.check()
    assert whole_state_is_consistent(founder) == []


# --- 5. GENIE drafting racing approval, removal and itself ------------------------------------


@pytest.fixture
def genie_founder(founder, tmp_path: Path) -> Subject:
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    return founder


def genie_url(version: RubricVersion) -> str:
    return f"/api/v1/rubric-versions/{version.pk}/draft-from-documents/"


def test_genie_draft_racing_approval_and_removal(genie_founder) -> None:
    founder = genie_founder
    genie, approver, remover = client_for(founder), client_for(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, f"Genie {round_no}")
        results = at_once(
            http(genie.post, genie_url(draft), {}),
            http(approver.post, f"/api/v1/rubric-versions/{draft.pk}/approve/"),
            http(remover.delete, item_url(items[1])),
        )
        findings.expect(round_no, "genie", results[0], status_in(201, 409))
        # 422 rubric_item_not_accepted: GENIE's proposals landed first.
        findings.expect(round_no, "approve", results[1], status_in(200, 409, 422))
        findings.expect(round_no, "delete", results[2], status_in(204, 409))
        if results[0] == Http(201) and results[1] == Http(200):
            findings.fail(round_no, "both GENIE's draft and the approval succeeded")
        if (problem := frozen_versions_hold(founder, draft)) is not None:
            findings.fail(round_no, problem)
    findings.check()
    assert whole_state_is_consistent(founder) == []


def test_two_genie_drafts_of_one_version_at_once(genie_founder) -> None:
    founder = genie_founder
    first, second = client_for(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS // 2):
        draft = create_rubric(actor=founder, tenant=founder.tenant, name=f"Twice {round_no}")
        results = at_once(
            http(first.post, genie_url(draft), {}), http(second.post, genie_url(draft), {})
        )
        findings.expect(round_no, "genie#1", results[0], status_in(201))
        findings.expect(round_no, "genie#2", results[1], status_in(201))
        with tenant_context(founder.tenant):
            keys = Counter(
                RubricItem.objects.filter(rubric_version=draft)
                .exclude(clause_ref="")
                .values_list("source_doc", "clause_ref", "check_type")
            )
        doubled = [k for k, n in keys.items() if n > 1]
        if doubled:
            findings.fail(round_no, f"proposals stored twice: {doubled}")
    findings.check()


# --- 6. verification running while the chain and the versions grow ---------------------------


def writer_loop(stop: threading.Event, errors: list[str], step: Callable[[int], Any]):
    def run() -> None:
        n = 0
        try:
            while not stop.is_set():
                step(n)
                n += 1
        except BaseException:
            errors.append(traceback.format_exc())
        finally:
            connections.close_all()

    return threading.Thread(target=run)


def test_audit_chain_verification_while_rows_are_appended(founder, tmp_path) -> None:
    _, items = new_draft(founder, "Chain")
    editor = client_for(founder)
    service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    stop, errors = threading.Event(), list[str]()

    def edit(n: int) -> None:
        response = editor.patch(item_url(items[n % 2]), {"weight": 1 + n % 50})
        assert response.status_code == 200, response.content

    def govern(n: int) -> None:
        grant = make_grant(service, Role.RUBRIC_READER, basis=f"round {n}")
        revoke_grant(actor=OPERATOR, grant=grant, reason="done")

    writers = [writer_loop(stop, errors, edit), writer_loop(stop, errors, govern)]
    for writer in writers:
        writer.start()
    broken: list[str] = []
    try:
        for round_no in range(ROUNDS):
            with tenant_context(founder.tenant):
                one = chain.verify(founder.tenant_id)
            if not one.ok:
                broken.append(f"round {round_no}: verify: row {one.broken_seq}: {one.reason}")
            with tenant_context(founder.tenant):
                parallel = verification.verify_chain(founder.tenant_id, jobs=2, min_rows_per_job=5)
            if not parallel.ok:
                broken.append(
                    f"round {round_no}: jobs=2: row {parallel.broken_seq}: {parallel.reason}"
                )
            checkpoint = tmp_path / f"checkpoint-{round_no}.json"
            try:
                command("audit_checkpoint", "--output", str(checkpoint))()
                command("verify_audit_chain", "--since", str(checkpoint), "--jobs", "1")()
                command("verify_audit_chain", "--against", str(checkpoint), "--jobs", "1")()
            except CommandError as error:
                broken.append(f"round {round_no}: checkpoint: {error}")
            try:
                command(
                    "verify_audit_chain",
                    "--tenant",
                    str(founder.tenant_id),
                    "--jobs",
                    "2",
                    "--min-rows-per-job",
                    "5",
                )()
            except CommandError as error:
                broken.append(f"round {round_no}: command: {error}")
    finally:
        stop.set()
        for writer in writers:
            writer.join(timeout=60)
    assert not errors, errors
    assert not broken, broken
    assert whole_state_is_consistent(founder) == []


def test_integrity_verification_while_versions_are_published(founder) -> None:
    """verify_published_content (verify_rubric_integrity, the admin's history page) while
    another transaction publishes new versions: nothing was tampered with, so it must report
    nothing."""
    draft, _ = new_draft(founder, "Integrity")
    current = [publish(draft, founder, "2026-01-01")]
    today = tenant_today(founder.tenant)
    stop, errors = threading.Event(), list[str]()
    admin = admin_client(founder)

    def publish_next(n: int) -> None:
        time.sleep(0.02)  # a steady trickle of publishes, not a flood
        revision = start_revision(actor=founder, version=current[0])
        day = (today + dt.timedelta(days=1 + n)).isoformat()
        current[0] = publish(revision, founder, day)

    writer = writer_loop(stop, errors, publish_next)
    writer.start()
    false_alarms: list[str] = []
    history = f"/admin/audit/auditentry/rubric/{draft.rubric_id}/"
    try:
        for round_no in range(ROUNDS * 3):
            with tenant_context(founder.tenant):
                found = [
                    f"v{f.version_no}: {f.problem}" for f in verify_published_content() if f.problem
                ]
            if found:
                false_alarms.append(f"round {round_no}: verify_published_content: {found}")
            page = admin.get(history)
            shown = re.findall(r'class="rv-problems"[^>]*>(.*?)</(?:p|div)>', page.content.decode())
            if page.status_code != 200 or shown:
                false_alarms.append(f"round {round_no}: history page {page.status_code}: {shown}")
            try:
                command("verify_rubric_integrity")()
            except CommandError as error:
                false_alarms.append(f"round {round_no}: verify_rubric_integrity: {error}")
    finally:
        stop.set()
        writer.join(timeout=60)
    assert not errors, errors
    assert whole_state_is_consistent(founder) == []
    assert not false_alarms, "\n".join(false_alarms)


def test_integrity_verification_while_a_correction_of_record_runs(founder) -> None:
    draft, _ = new_draft(founder, "Corrected")
    v1 = publish(draft, founder, "2026-01-01")
    with tenant_context(founder.tenant):
        item = RubricItem.objects.filter(rubric_version=v1, clause_ref="§4.2").get()
    stop, errors = threading.Event(), list[str]()

    def correct(n: int) -> None:
        command(
            "correct_rubric_item",
            str(item.pk),
            "--tenant",
            str(founder.tenant_id),
            "--field",
            "title_en",
            "--value",
            f"Confidentiality ({n})",
            "--reason",
            "Typo reported by legal",
            "--operator",
            "ops-on-call",
        )()

    writer = writer_loop(stop, errors, correct)
    writer.start()
    false_alarms: list[str] = []
    try:
        for round_no in range(ROUNDS * 3):
            with tenant_context(founder.tenant):
                found = [f.problem for f in verify_published_content() if f.problem]
            if found:
                false_alarms.append(f"round {round_no}: {found}")
    finally:
        stop.set()
        writer.join(timeout=60)
    assert not errors, errors
    assert whole_state_is_consistent(founder) == []
    assert not false_alarms, "\n".join(false_alarms)
