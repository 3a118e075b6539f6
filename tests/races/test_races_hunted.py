"""Races the other race tests do not cover (found by a hunt for them): stale admin form
posts, withdrawals and revisions of one scheduled version from every surface, corrections of
record racing publishes and revisions, API reads (with ETags) racing a publish, governance
changes (policy, grants, tokens, deactivated logins) racing the admin and the API, and
amendments racing publishes.

Same rules as ``test_races_across_surfaces``: every answer is a success, a 404 or a 409 (the
admin: a redirect or a page), never a 500, a raised exception or a hang; afterwards nothing is
half-written (content hashes, audit chain)."""

from __future__ import annotations

import datetime as dt
import json
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.db import models

from audit.models import AuditEntry
from cyberos_eval.errors import DomainError
from cyberos_eval.tenancy import tenant_context
from governance.actors import OPERATOR
from governance.models import ApiToken, Grant, Role, Subject
from governance.services import create_api_token, issue_grant, revoke_api_token, revoke_grant
from rubric.models import RubricItem, RubricVersion, VersionState
from rubric.selectors import tenant_today
from rubric.services import start_revision, withdraw_scheduled_version
from tests.api.conftest import Api
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
    status_in,
    sweep,
)
from tests.races.test_races_across_surfaces import (
    admin_client,
    admin_url,
    client_for,
    frozen_versions_hold,
    item_url,
    items_url,
    new_draft,
    publish_url,
    reload,
    whole_state_is_consistent,
)
from tests.rubric.conftest import fill, good_kpi, publish

ROUNDS = 10
pytestmark = pytest.mark.usefixtures("committed")


@pytest.fixture
def founder() -> Subject:
    return make_founder(make_tenant())


def withdraw_url(version: RubricVersion) -> str:
    return f"/api/v1/rubric-versions/{version.pk}/withdraw/"


def item_form(item: RubricItem, **changes: Any) -> dict[str, Any]:
    """The admin item form's POST body for ``item`` with ``changes``."""
    data = {
        "title_vi": item.title_vi,
        "title_en": item.title_en or "",
        "description_vi": item.description_vi or "",
        "description_en": item.description_en or "",
        "source_doc": item.source_doc,
        "clause_ref": item.clause_ref,
        "source_quote_vi": item.source_quote_vi or "",
        "source_quote_en": item.source_quote_en or "",
        "item_kind": item.item_kind,
        "obligation_kind": item.obligation_kind or "",
        "check_type": item.check_type,
        "check_params": json.dumps(item.check_params),
        "weight": str(item.weight),
    }
    return data | changes


def scheduled(founder: Subject, name: str, days: int = 30) -> tuple[RubricVersion, RubricVersion]:
    """v1 in force since 2026-01-01 and v2 scheduled ``days`` from today."""
    draft, _ = new_draft(founder, name)
    v1 = publish(draft, founder, "2026-01-01")
    v2 = start_revision(actor=founder, version=v1)
    day = (tenant_today(founder.tenant) + dt.timedelta(days=days)).isoformat()
    return v1, publish(v2, founder, day)


# --- 1. stale admin item forms -----------------------------------------------------------------


def test_stale_admin_item_edit_racing_publish_and_removal(founder) -> None:
    """An item change form posted while the API publishes the version (or removes the item):
    the admin shows the refusal on the form (200) or saves (302), never a 500."""
    admin = admin_client(founder)
    publisher, remover = client_for(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, f"Stale form {round_no}", good_kpi(clause_ref="§3.2"))
        edit = admin_url(draft, f"items/{items[0].pk}/edit/")
        edit2 = admin_url(draft, f"items/{items[2].pk}/edit/")
        results = at_once(
            http(admin.post, edit, item_form(items[0], weight="7")),
            http(admin_client(founder).post, edit2, item_form(items[2], title_en="Edited")),
            http(
                publisher.post,
                publish_url(draft),
                {"effective_from": "2026-01-01"},
                delay=sweep(round_no),
            ),
            http(remover.delete, item_url(items[2]), delay=sweep(round_no)),
        )
        findings.expect(round_no, "admin edit", results[0], status_in(200, 302))
        findings.expect(round_no, "admin edit removed", results[1], status_in(200, 302, 404))
        findings.expect(round_no, "api publish", results[2], status_in(200, 409, 422))
        findings.expect(round_no, "api delete", results[3], status_in(204, 409))
        if (problem := frozen_versions_hold(founder, draft)) is not None:
            findings.fail(round_no, problem)
    findings.check()
    assert whole_state_is_consistent(founder) == []


def test_admin_item_form_after_a_revision_supersedes(founder) -> None:
    """Item forms of a draft posted while the draft is approved, reverted and added to."""
    admin = admin_client(founder)
    approver, reverter = client_for(founder), admin_client(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, f"Approve form {round_no}")
        results = at_once(
            http(
                admin.post,
                admin_url(draft, f"items/{items[1].pk}/edit/"),
                item_form(items[1], weight="3"),
            ),
            http(admin_client(founder).post, admin_url(draft, "items/add/"), item_form(items[1])),
            http(approver.post, f"/api/v1/rubric-versions/{draft.pk}/approve/"),
            http(
                reverter.post,
                admin_url(draft, "revert/"),
                {"reason": "again"},
                delay=sweep(round_no),
            ),
        )
        findings.expect(round_no, "admin edit", results[0], status_in(200, 302))
        findings.expect(round_no, "admin add", results[1], status_in(200, 302))
        findings.expect(round_no, "api approve", results[2], status_in(200, 409))
        findings.expect(round_no, "admin revert", results[3], status_in(302))
        if (problem := frozen_versions_hold(founder, draft)) is not None:
            findings.fail(round_no, problem)
    findings.check()
    assert whole_state_is_consistent(founder) == []


# --- 2. withdrawals and revisions of one scheduled version -------------------------------------


def withdrawn_or_lost(result: Any) -> bool:
    return isinstance(result, RubricVersion) or (
        isinstance(result, DomainError) and result.code == "rubric_version_transition_invalid"
    )


def test_withdrawals_of_one_scheduled_version_from_every_surface(founder) -> None:
    api = client_for(founder)
    admin = admin_client(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        v1, v2 = scheduled(founder, f"Withdraw {round_no}")
        results = at_once(
            http(api.post, withdraw_url(v2), {"reason": "legal asked"}),
            http(admin.post, admin_url(v2, "withdraw/"), {"reason": "legal asked"}),
            command(
                "withdraw_scheduled_version",
                str(v2.pk),
                "--by",
                founder.username,
                "--reason",
                "legal asked",
            ),
            partial(withdraw_scheduled_version, actor=founder, version=v2, reason="legal"),
        )
        findings.expect(round_no, "api", results[0], status_in(200, 409))
        findings.expect(round_no, "admin", results[1], status_in(302))
        lost = "rubric_version_transition_invalid"
        findings.expect(round_no, "command", results[2], command_ok_or(lost))
        findings.expect(round_no, "service", results[3], withdrawn_or_lost)
        with tenant_context(founder.tenant):
            rows = AuditEntry.objects.filter(
                kind="eval.rubric_withdrawn", payload__rubric_version_id=str(v2.pk)
            ).count()
            v1_now = RubricVersion.objects.get(pk=v1.pk)
        if rows != 1:
            findings.fail(round_no, f"{rows} withdrawal audit rows")
        if v1_now.state != VersionState.PUBLISHED or v1_now.effective_to is not None:
            findings.fail(round_no, f"v1 not restored: {v1_now.state} {v1_now.effective_to}")
    findings.check()
    assert whole_state_is_consistent(founder) == []


def test_start_revision_racing_withdraw_of_the_same_version(founder) -> None:
    api, reviser = client_for(founder), client_for(founder)
    admin = admin_client(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        v1, v2 = scheduled(founder, f"Revise-withdraw {round_no}")
        results = at_once(
            http(api.post, withdraw_url(v2), {"reason": "legal asked"}),
            command("start_revision", str(v2.pk), "--actor", founder.username),
            http(
                reviser.post,
                f"/api/v1/rubrics/{v2.rubric_id}/versions/",
                {"revise_from": str(v2.pk)},
                delay=sweep(round_no),
            ),
            http(admin.post, admin_url(v1, "revise/"), delay=sweep(round_no)),
        )
        findings.expect(round_no, "withdraw", results[0], status_in(200))
        findings.expect(round_no, "command", results[1], command_ok_or("concurrent_update"))
        findings.expect(round_no, "api revise", results[2], status_in(201, 409))
        findings.expect(round_no, "admin revise", results[3], status_in(302))
        with tenant_context(founder.tenant):
            numbers = sorted(
                RubricVersion.objects.filter(rubric_id=v1.rubric_id).values_list(
                    "version_no", flat=True
                )
            )
        if numbers != list(range(1, len(numbers) + 1)):
            findings.fail(round_no, f"version numbers {numbers}")
    findings.check()
    assert whole_state_is_consistent(founder) == []


# --- 3. corrections of record racing publishes and revisions -----------------------------------


def correction(founder: Subject, item: RubricItem, value: str) -> Any:
    return command(
        "correct_rubric_item",
        str(item.pk),
        "--tenant",
        str(founder.tenant_id),
        "--field",
        "title_en",
        "--value",
        value,
        "--reason",
        "Typo reported by legal",
        "--operator",
        "ops-on-call",
    )


def test_correction_of_record_racing_publish_revision_and_withdrawal(founder) -> None:
    api, reviser, withdrawer = client_for(founder), client_for(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        v1, v2 = scheduled(founder, f"Correct {round_no}")
        v3 = start_revision(actor=founder, version=v2)
        with tenant_context(founder.tenant):
            item1 = RubricItem.objects.filter(rubric_version=v1).order_by("position")[0]
            item2 = RubricItem.objects.filter(rubric_version=v2).order_by("position")[0]
        day = (tenant_today(founder.tenant) + dt.timedelta(days=60)).isoformat()
        results = at_once(
            correction(founder, item1, f"Corrected v1 {round_no}"),
            correction(founder, item2, f"Corrected v2 {round_no}"),
            http(api.post, publish_url(v3), {"effective_from": day}, delay=sweep(round_no)),
            http(
                reviser.post,
                f"/api/v1/rubrics/{v1.rubric_id}/versions/",
                {"revise_from": str(v2.pk)},
            ),
            http(withdrawer.post, withdraw_url(v2), {"reason": "legal"}, delay=sweep(round_no)),
        )
        findings.expect(round_no, "correct v1", results[0], command_ok_or())
        findings.expect(
            round_no, "correct v2", results[1], command_ok_or("rubric_correction_not_needed")
        )
        findings.expect(round_no, "publish v3", results[2], status_in(200, 409))
        findings.expect(round_no, "revise v2", results[3], status_in(201))
        findings.expect(round_no, "withdraw v2", results[4], status_in(200, 409))
        for version in (v1, v2, v3):
            if (problem := frozen_versions_hold(founder, version)) is not None:
                findings.fail(round_no, f"v{version.version_no}: {problem}")
    findings.check()
    assert whole_state_is_consistent(founder) == []
    command("verify_rubric_integrity")()
    command("verify_audit_chain", "--tenant", str(founder.tenant_id), "--jobs", "1")()


# --- 4. API reads racing a publish of a newer version --------------------------------------------


def test_api_reads_racing_a_publish_effective_today(founder) -> None:
    """Effective, versions, version and rubric reads while a newer version is published
    effective today (superseding v1 at once): never a 500, and an ETag a read sent names the
    body it sent — revalidating it later answers 304 only when the body is still that one."""
    reader = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(reader, Role.RUBRIC_READER)
    readers = [client_for(reader) for _ in range(3)]
    publisher = client_for(founder)
    admin = admin_client(founder)
    findings = Findings()
    checked = 0
    for round_no in range(ROUNDS):
        draft, _ = new_draft(founder, f"Read {round_no}")
        v1 = publish(draft, founder, "2026-01-01")
        v2 = start_revision(actor=founder, version=v1)
        fill(v2, founder, good_kpi(clause_ref="§3.9"))
        today = tenant_today(founder.tenant).isoformat()
        urls = [
            f"/api/v1/rubrics/{v1.rubric_id}/effective/",
            f"/api/v1/rubric-versions/{v1.pk}/",
            f"/api/v1/rubrics/{v1.rubric_id}/effective/?at={today}",
        ]
        responses: list[Any] = [None] * 3

        def read(index: int, url: str, responses: list[Any] = responses) -> Http:
            def send() -> Any:
                responses[index] = readers[index].get(url)
                return responses[index]

            return http(send)()

        results = at_once(
            partial(read, 0, urls[0]),
            partial(read, 1, urls[1]),
            partial(read, 2, urls[2]),
            http(
                publisher.post,
                publish_url(v2),
                {"effective_from": today},
                delay=sweep(round_no) / 2,
            ),
        )
        for n in range(3):
            findings.expect(round_no, f"read {n}", results[n], status_in(200))
        findings.expect(round_no, "publish", results[3], status_in(200))
        page = admin.get(f"/admin/rubric/rubric/{v1.rubric_id}/change/")
        if page.status_code != 302:
            findings.fail(round_no, f"rubric landing page {page.status_code}")
        for n, url in enumerate(urls):
            response = responses[n]
            if response is None or response.status_code != 200:
                continue
            again = readers[n].get(url, **{"If-None-Match": response["ETag"]})
            fresh = readers[n].get(url)
            checked += 1
            if again.status_code == 304 and fresh.content != response.content:
                findings.fail(
                    round_no,
                    f"{url}: ETag {response['ETag'][:10]} still current, body differs",
                )
    findings.check()
    assert checked > 0
    assert whole_state_is_consistent(founder) == []


def test_draft_reads_with_etags_racing_edits(founder) -> None:
    """A draft's representation and ETag while its items are edited, added and removed."""
    reading = [client_for(founder) for _ in range(2)]
    editor, adder = client_for(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, f"Draft read {round_no}")
        url = f"/api/v1/rubric-versions/{draft.pk}/"
        responses: list[Any] = [None] * 2

        def read(index: int, url: str = url, responses: list[Any] = responses) -> Http:
            def send() -> Any:
                responses[index] = reading[index].get(url)
                return responses[index]

            return http(send)()

        results = at_once(
            partial(read, 0),
            http(editor.patch, item_url(items[0]), {"weight": 3 + round_no}),
            http(adder.post, items_url(draft), good_kpi(clause_ref="§3.7")),
            partial(delayed, 0.005 * (round_no % 4), read, 1),
        )
        findings.expect(round_no, "read 0", results[0], status_in(200))
        findings.expect(round_no, "patch", results[1], status_in(200))
        findings.expect(round_no, "add", results[2], status_in(201))
        findings.expect(round_no, "read 1", results[3], status_in(200))
        fresh = reading[0].get(url)
        for n in range(2):
            response = responses[n]
            if response is None or response.status_code != 200:
                continue
            if response["ETag"] == fresh["ETag"] and response.content != fresh.content:
                findings.fail(round_no, f"read {n}: same ETag, different body")
    findings.check()


# --- 5. governance racing the workbench ------------------------------------------------------


def test_policy_command_racing_an_admin_publish_of_an_authors_draft(founder) -> None:
    admin = admin_client(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, _ = new_draft(founder, f"Policy publish {round_no}")
        results = at_once(
            partial(
                delayed,
                sweep(round_no) / 2,
                command(
                    "tenant_policy", "--tenant", str(founder.tenant_id), "--separate-approver", "on"
                ),
            ),
            http(
                admin.post,
                admin_url(draft, "publish/"),
                {"effective_from": "2026-01-01", "reason": ""},
            ),
        )
        findings.expect(round_no, "policy", results[0], command_ok_or())
        # 200: the publish form shows the refusal (rubric_separation_of_duties).
        findings.expect(round_no, "admin publish", results[1], status_in(200, 302))
        with tenant_context(founder.tenant):
            rows = dict(
                AuditEntry.objects.filter(
                    kind__in=["governance.tenant_policy_changed", "eval.rubric_published"],
                )
                .filter(
                    models.Q(kind="governance.tenant_policy_changed")
                    | models.Q(payload__rubric_version_id=str(draft.pk))
                )
                .order_by("-seq")
                .values_list("kind", "seq")[:2]
                .iterator()
            )
        published_at = rows.get("eval.rubric_published")
        if published_at is not None and published_at > rows["governance.tenant_policy_changed"]:
            findings.fail(round_no, "an author's publish is audited after the policy forbade it")
        if published_at is None and results[1] == Http(302):
            findings.fail(round_no, "admin answered 302 but nothing was published")
        command("tenant_policy", "--tenant", str(founder.tenant_id), "--separate-approver", "off")()
        if (problem := frozen_versions_hold(founder, draft)) is not None:
            findings.fail(round_no, problem)
    findings.check()
    assert whole_state_is_consistent(founder) == []


def test_revoking_a_rubric_grant_while_its_holder_uses_the_admin(founder) -> None:
    """A second person's rubric-scoped rubric_admin grant revoked (by the command) while they
    render the review page, the publish form, approve and edit an item in the admin."""
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, f"Admin revoke {round_no}")
        editor = make_subject(founder.tenant)
        grant = make_grant(editor, Role.RUBRIC_ADMIN, obj=draft.rubric, basis="Co-author")
        clients = [admin_client(editor) for _ in range(3)]
        results = at_once(
            command(
                "revoke_grant",
                str(grant.pk),
                "--tenant",
                str(founder.tenant_id),
                "--reason",
                "left the team",
            ),
            http(clients[0].get, admin_url(draft, "change/"), delay=sweep(round_no) / 2),
            http(clients[1].post, admin_url(draft, "approve/")),
            http(
                clients[2].post,
                admin_url(draft, f"items/{items[0].pk}/edit/"),
                item_form(items[0], weight="4"),
                delay=sweep(round_no) / 2,
            ),
        )
        findings.expect(round_no, "revoke", results[0], command_ok_or())
        findings.expect(round_no, "review page", results[1], status_in(200, 403))
        findings.expect(round_no, "approve", results[2], status_in(302, 403))
        findings.expect(round_no, "edit", results[3], status_in(200, 302, 403))
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
                    seq__gt=revoked_at, actor_subject_id=editor.pk, kind__startswith="eval."
                ).values_list("seq", "payload__action")
            )
        if after:
            findings.fail(round_no, f"audited after the revocation: {after}")
    findings.check()
    assert whole_state_is_consistent(founder) == []


def granted_or_already_active(result: Any) -> bool:
    return isinstance(result, Grant) or (
        isinstance(result, DomainError) and result.code == "grant_already_active"
    )


def test_two_grants_of_one_rubric_to_one_subject_at_once(founder) -> None:
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, _ = new_draft(founder, f"Twice granted {round_no}")
        reader = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
        args = (
            "grant",
            "--tenant",
            str(founder.tenant_id),
            "--to",
            reader.username,
            "--role",
            "rubric_reader",
            "--basis",
            "Evaluation",
            "--rubric",
            str(draft.rubric_id),
        )
        results = at_once(
            command(*args),
            command(*args, "--actor", founder.username),
            partial(
                issue_grant,
                actor=founder,
                subject=reader,
                role=Role.RUBRIC_READER,
                basis="Evaluation",
                obj=draft.rubric,
            ),
        )
        # The losers are told why: the grant is already active (once a lost race's
        # IntegrityError, and the commands' vaguer concurrent_update).
        lost = "grant_already_active"
        findings.expect(round_no, "command", results[0], command_ok_or(lost))
        findings.expect(round_no, "command as founder", results[1], command_ok_or(lost))
        findings.expect(round_no, "service", results[2], granted_or_already_active)
        wins = sum(isinstance(r, str | Grant) for r in results)
        if wins != 1:
            findings.fail(round_no, f"{wins} grants issued: {results}")
        with tenant_context(founder.tenant):
            issued = Grant.objects.filter(subject=reader).count()
        if issued != 1:
            findings.fail(round_no, f"{issued} grant rows")
    findings.check()
    assert whole_state_is_consistent(founder) == []


def test_token_revocation_racing_its_use(founder) -> None:
    service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, Role.RUBRIC_ADMIN)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, f"Token {round_no}")
        issued = create_api_token(actor=OPERATOR, subject=service)
        clients = [quiet(Api(issued.secret)) for _ in range(3)]
        results = at_once(
            partial(revoke_api_token, actor=founder, token=issued.token),
            http(clients[0].patch, item_url(items[0]), {"weight": 5}, delay=sweep(round_no) / 2),
            http(
                clients[1].post,
                items_url(draft),
                good_kpi(clause_ref="§3.3"),
                delay=sweep(round_no) / 2,
            ),
            http(clients[2].get, f"/api/v1/rubric-versions/{draft.pk}/", delay=sweep(round_no) / 2),
            partial(create_api_token, actor=founder, subject=service),
        )
        findings.expect(round_no, "revoke", results[0], lambda r: isinstance(r, ApiToken))
        findings.expect(round_no, "patch", results[1], status_in(200, 401))
        findings.expect(round_no, "add", results[2], status_in(201, 401))
        findings.expect(round_no, "read", results[3], status_in(200, 401))
        findings.expect(round_no, "new token", results[4], lambda r: not isinstance(r, Raised))
    findings.check()
    assert whole_state_is_consistent(founder) == []


def test_a_login_deactivated_while_it_acts(founder) -> None:
    """A person's login deactivated (is_active = False) while their admin session and their
    API token are in use: every answer is a success, a redirect to sign in, 401 or 403."""
    findings = Findings()
    user_model = get_user_model()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, f"Deactivated {round_no}")
        person = make_subject(founder.tenant)
        make_grant(person, Role.RUBRIC_ADMIN, obj=draft.rubric, basis="Co-author")
        admin = admin_client(person)
        api = client_for(person)

        def deactivate(user_id: Any = person.user_id) -> int:
            return user_model.objects.filter(pk=user_id).update(is_active=False)

        results = at_once(
            partial(delayed, sweep(round_no) / 2, deactivate),
            http(admin.get, admin_url(draft, "change/")),
            http(admin.post, admin_url(draft, f"items/{items[0].pk}/accept/")),
            http(api.patch, item_url(items[1]), {"weight": 6}),
        )
        findings.expect(round_no, "deactivate", results[0], lambda r: r == 1)
        findings.expect(round_no, "admin page", results[1], status_in(200, 302))
        findings.expect(round_no, "admin accept", results[2], status_in(302))
        findings.expect(round_no, "api patch", results[3], status_in(200, 401))
    findings.check()
    assert whole_state_is_consistent(founder) == []


# --- 6. an amendment racing a publish, an approval and a revision ------------------------------

LEAVE = {
    "source_doc": "labor_contract",
    "clause_ref": "§4.2",
    "source_quote_vi": "được nghỉ hằng năm",
    "source_quote_en": "fully paid annual leave",
    "item_kind": "obligation",
    "obligation_kind": "confidentiality",
    "check_type": "evidence_presence",
    "check_params": {"signal": "annual_leave_granted"},
    "weight": "5",
    "title_vi": "Nghỉ phép năm",
    "title_en": "Annual leave",
}


def amended(tmp_path: Path, name: str, days: int) -> Path:
    path = tmp_path / name
    path.write_text(
        SMALL_LABOR_CONTRACT.replace("12 ngày", f"{days} ngày").replace(
            "12 working days", f"{days} working days"
        ),
        encoding="utf-8",
    )
    return path


def test_an_amendment_racing_publish_approve_and_revision(founder, tmp_path) -> None:
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    publisher, approver, reviser = client_for(founder), client_for(founder), client_for(founder)
    admin = admin_client(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        first, _ = new_draft(founder, f"Amend A {round_no}", LEAVE)
        second, _ = new_draft(founder, f"Amend B {round_no}", LEAVE)
        base, _ = new_draft(founder, f"Amend C {round_no}", LEAVE)
        v1 = publish(base, founder, "2026-01-01")
        # The amendment changes the clause every item cites (12 -> 13+ days).
        amendment = amended(tmp_path, f"amend{round_no}.md", 13 + round_no)
        results = at_once(
            command(
                "import_signed_document",
                "--tenant",
                str(founder.tenant_id),
                "--kind",
                "labor_contract",
                "--file",
                str(amendment),
                "--signed-on",
                "2026-01-01",
            ),
            http(
                publisher.post,
                publish_url(first),
                {"effective_from": "2026-01-01"},
                delay=sweep(round_no) / 2,
            ),
            http(approver.post, f"/api/v1/rubric-versions/{second.pk}/approve/"),
            http(
                reviser.post,
                f"/api/v1/rubrics/{v1.rubric_id}/versions/",
                {"revise_from": str(v1.pk)},
                delay=sweep(round_no) / 2,
            ),
            http(admin.get, admin_url(second, "change/")),
        )
        findings.expect(round_no, "import", results[0], command_ok_or())
        findings.expect(round_no, "publish", results[1], status_in(200, 409, 422))
        findings.expect(round_no, "approve", results[2], status_in(200, 409, 422))
        findings.expect(round_no, "revise", results[3], status_in(201))
        findings.expect(round_no, "review page", results[4], status_in(200))
        for version in (first, second):
            if (problem := frozen_versions_hold(founder, version)) is not None:
                findings.fail(round_no, problem)
        # Whatever is approved can be published, or is refused with a stable code.
        if reload(founder, second).state == VersionState.APPROVED:
            answer = http(publisher.post, publish_url(second), {"effective_from": "2026-01-01"})()
            findings.expect(round_no, "publish approved", answer, status_in(200, 409, 422))
    findings.check()
    assert whole_state_is_consistent(founder) == []


def test_a_person_revoking_two_of_their_own_grants_at_once(founder) -> None:
    """The founder (tenant-wide rubric_admin) revokes two of their own rubric-scoped grants at
    the same instant, by the command and by the service. Each revocation holds its actor's
    grants (shared fairness lock of the founder) and then takes the fairness lock of the
    grant's subject exclusive — the founder's own: neither may deadlock."""
    findings = Findings()
    for round_no in range(15):
        draft_a, _ = new_draft(founder, f"Self A {round_no}")
        draft_b, _ = new_draft(founder, f"Self B {round_no}")
        grant_a = make_grant(founder, Role.RUBRIC_ADMIN, obj=draft_a.rubric, basis="Owner A")
        grant_b = make_grant(founder, Role.RUBRIC_ADMIN, obj=draft_b.rubric, basis="Owner B")
        results = at_once(
            command(
                "revoke_grant",
                str(grant_a.pk),
                "--tenant",
                str(founder.tenant_id),
                "--reason",
                "tidy up",
                "--actor",
                founder.username,
            ),
            partial(revoke_grant, actor=founder, grant=grant_b, reason="tidy up"),
        )
        findings.expect(round_no, "command", results[0], command_ok_or())
        findings.expect(round_no, "service", results[1], lambda r: isinstance(r, Grant))
    findings.check()
