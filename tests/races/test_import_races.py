"""An amendment imported while the drafts citing it are written: revisions started, approved
versions reverted, citations edited or added, and another amendment imported at the same instant.

Besides the rules of every race test (a success, a 404, a 409 or a 422, never a 500, a raised
exception or a hang; the audit chain whole), once every call of a round has committed, every
draft item citing the document is either flagged stale or pinned to the latest version of it
(and then its quote verifies against that text): an import re-checks the drafts, and a draft
written while it ran is checked against the text it brought."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import pytest

from audit import chain
from audit.models import AuditEntry
from cyberos_eval.errors import DomainError
from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from rubric.citations import verify_citation
from rubric.documents.selectors import citable_documents
from rubric.models import (
    RubricItem,
    RubricVersion,
    SignedDocument,
    SignedDocumentWithdrawal,
    VersionState,
)
from rubric.services import approve_version, revert_to_draft, start_revision
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
    at_once,
    command,
    command_ok_or,
    delayed,
    http,
    status_in,
)
from tests.races.test_races_across_surfaces import (
    acceptance_matches_the_log,
    admin_client,
    admin_url,
    client_for,
    frozen_versions_hold,
    item_url,
    items_url,
    new_draft,
    publish_url,
    whole_state_is_consistent,
)
from tests.races.test_races_hunted import LEAVE
from tests.rubric.conftest import good_obligation, publish

ROUNDS = 20
KIND = "labor_contract"
pytestmark = pytest.mark.usefixtures("committed")


@pytest.fixture
def founder() -> Subject:
    return make_founder(make_tenant())


def amendment(tmp_path: Path, round_no: int) -> Path:
    """Each amendment changes §4.1; every other one also changes §4.2, which LEAVE cites: its
    items go stale then, and move to the new text otherwise."""
    path = tmp_path / f"amendment{round_no}.md"
    days, hours = 13 + round_no // 2, 41 + round_no
    text = (
        SMALL_LABOR_CONTRACT.replace("12 ngày", f"{days} ngày")
        .replace("12 working days", f"{days} working days")
        .replace("40 giờ/tuần", f"{hours} giờ/tuần")
        .replace("40 hours per week", f"{hours} hours per week")
    )
    path.write_text(text, encoding="utf-8")
    return path


def importing(founder: Subject, path: Path, *extra: str) -> Any:
    return command(
        "import_signed_document",
        "--tenant",
        str(founder.tenant_id),
        "--kind",
        KIND,
        "--file",
        str(path),
        "--signed-on",
        "2026-01-01",
        *extra,
    )


def unreviewed_draft_citations(founder: Subject) -> list[str]:
    """Draft items citing the document that are neither flagged stale nor pinned to its latest
    version with a quote that verifies there."""
    with tenant_context(founder.tenant):
        latest = citable_documents([KIND])[KIND]
        problems = []
        for item in (
            RubricItem.objects.filter(
                rubric_version__state=VersionState.DRAFT, source_doc=KIND, needs_clause_ref=False
            )
            .exclude(clause_ref="")
            .select_related("rubric_version", "cited_document")
        ):
            if item.citation_stale:
                continue
            where = f"item {item.pk} of v{item.rubric_version.version_no} ({item.clause_ref})"
            if item.cited_document_id != latest.id:
                pinned = item.cited_document.version_no if item.cited_document else None
                problems.append(
                    f"{where} pinned to document v{pinned}, latest is v{latest.version_no}, "
                    "not flagged stale"
                )
                continue
            verdict = verify_citation(
                {KIND: latest},
                source_doc=item.source_doc,
                clause_ref=item.clause_ref,
                quote_vi=item.source_quote_vi,
                quote_en=item.source_quote_en,
            )
            if not verdict.verified:
                problems.append(f"{where} pinned to the latest text, which does not say it")
    return problems


def imports_are_audited(founder: Subject) -> str | None:
    """One audit row per stored version of the document, none for a rolled-back import."""
    with tenant_context(founder.tenant):
        stored = sorted(
            str(pk) for pk in SignedDocument.objects.filter(kind=KIND).values_list("pk", flat=True)
        )
        audited = sorted(
            AuditEntry.objects.filter(kind="eval.signed_document_imported").values_list(
                "payload__document_id", flat=True
            )
        )
    return None if stored == audited else f"documents {stored} but audited {audited}"


def round_checks(findings: Findings, round_no: int, founder: Subject) -> None:
    for problem in unreviewed_draft_citations(founder):
        findings.fail(round_no, problem)
    if (unaudited := imports_are_audited(founder)) is not None:
        findings.fail(round_no, unaudited)
    with tenant_context(founder.tenant):
        walked = chain.verify(founder.tenant_id)
    if not walked.ok:
        findings.fail(round_no, f"audit chain: row {walked.broken_seq}: {walked.reason}")


def revised(result: Any) -> bool:
    return isinstance(result, RubricVersion)


def test_an_amendment_racing_revisions_reverts_and_new_citations(founder, tmp_path) -> None:
    """The import command while the published version citing the document is revised (API,
    admin, service: its copies are reviewed in memory before they are inserted), an approved
    version citing it is reverted to draft (re-checked then), and drafts that did not cite it
    yet get a citation of it (an edited item, an added one)."""
    import_document(founder.tenant, tmp_path, KIND, SMALL_LABOR_CONTRACT)
    api, reviser, editor, adder = (client_for(founder) for _ in range(4))
    admin = admin_client(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        base, _ = new_draft(founder, f"Published {round_no}", LEAVE)
        v1 = publish(base, founder, "2026-01-01")
        approved, _ = new_draft(founder, f"Approved {round_no}", LEAVE)
        approve_version(actor=founder, version=approved)
        other, other_items = new_draft(founder, f"Edited {round_no}")  # cites no labor clause
        fresh, _ = new_draft(founder, f"Added {round_no}")
        stagger = (round_no // 2 % 6) * 0.01
        results = at_once(
            importing(founder, amendment(tmp_path, round_no)),
            http(
                api.post,
                f"/api/v1/rubrics/{v1.rubric_id}/versions/",
                {"revise_from": str(v1.pk)},
                delay=stagger,
            ),
            partial(delayed, stagger / 2, start_revision, actor=founder, version=v1),
            http(admin.post, admin_url(v1, "revise/"), delay=stagger),
            partial(
                delayed, stagger, revert_to_draft, actor=founder, version=approved, reason="again"
            ),
            http(
                editor.patch,
                item_url(other_items[0]),
                {k: LEAVE[k] for k in ("source_doc", "clause_ref", "source_quote_vi")}
                | {"source_quote_en": LEAVE["source_quote_en"]},
                delay=stagger,
            ),
            http(adder.post, items_url(fresh), LEAVE, delay=stagger / 2),
            http(reviser.get, f"/api/v1/rubric-versions/{other.pk}/", delay=stagger),
        )
        findings.expect(round_no, "import", results[0], command_ok_or())
        findings.expect(round_no, "api revise", results[1], status_in(201, 409))
        findings.expect(
            round_no,
            "service revise",
            results[2],
            lambda r: revised(r) or (isinstance(r, DomainError) and r.code == "concurrent_update"),
        )
        findings.expect(round_no, "admin revise", results[3], status_in(302))
        findings.expect(round_no, "revert", results[4], revised)
        findings.expect(round_no, "api recite", results[5], status_in(200))
        findings.expect(round_no, "api add", results[6], status_in(201))
        findings.expect(round_no, "api read", results[7], status_in(200))
        round_checks(findings, round_no, founder)
    findings.check()
    assert whole_state_is_consistent(founder) == []


def test_two_amendments_at_once_racing_a_revision_and_a_draft_read(founder, tmp_path) -> None:
    """Two amendments of one document imported at the same instant, and the first one's file
    a second time (stored once: the other is refused 409), while its citing version is revised
    and a draft citing it is read and approved. The version numbers have no gap."""
    import_document(founder.tenant, tmp_path, KIND, SMALL_LABOR_CONTRACT)
    reader, approver = client_for(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        base, _ = new_draft(founder, f"Twice {round_no}", LEAVE)
        v1 = publish(base, founder, "2026-01-01")
        draft, _ = new_draft(founder, f"Twice draft {round_no}", LEAVE, good_obligation())
        first = amendment(tmp_path, 2 * round_no)
        second = amendment(tmp_path, 2 * round_no + 1)
        results = at_once(
            importing(founder, first),
            importing(founder, second, "--actor", founder.username),
            importing(founder, first),
            partial(delayed, (round_no % 6) * 0.01, start_revision, actor=founder, version=v1),
            http(reader.get, f"/api/v1/rubric-versions/{draft.pk}/", delay=(round_no % 4) * 0.01),
            http(approver.post, f"/api/v1/rubric-versions/{draft.pk}/approve/"),
        )
        lost = command_ok_or("concurrent_update", "signed_document_already_imported")
        findings.expect(round_no, "import 1", results[0], lost)
        findings.expect(round_no, "import 2", results[1], lost)
        findings.expect(round_no, "import 1 again", results[2], lost)
        if sum(isinstance(r, str) for r in (results[0], results[2])) != 1:
            findings.fail(round_no, f"the first file stored other than once: {results[:3]}")
        findings.expect(round_no, "revise", results[3], revised)
        findings.expect(round_no, "read", results[4], status_in(200))
        findings.expect(round_no, "approve", results[5], status_in(200, 409, 422))
        round_checks(findings, round_no, founder)
    findings.check()
    with tenant_context(founder.tenant):
        numbers = sorted(
            SignedDocument.objects.filter(kind=KIND).values_list("version_no", flat=True)
        )
    assert numbers == list(range(1, len(numbers) + 1))
    assert whole_state_is_consistent(founder) == []


def test_an_amendment_by_a_person_whose_grant_is_revoked_meanwhile(founder, tmp_path) -> None:
    """A person imports an amendment (the command, as them) while the founder revokes their
    grant and they edit a draft; meanwhile the founder bulk-accepts machine proposals citing the
    document, approves and publishes drafts citing it, removes an item, and a draft (with its
    ETag) and the version in force are read. The import and the edit succeed or are refused
    403; nothing the person does is audited after the revocation; what is approved or
    published is what its hash says."""
    import_document(founder.tenant, tmp_path, KIND, SMALL_LABOR_CONTRACT)
    service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, Role.RUBRIC_ADMIN)
    machine = client_for(service)
    approver, publisher, remover, reader = (client_for(founder) for _ in range(4))
    admin = admin_client(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        person = make_subject(founder.tenant)
        grant = make_grant(person, Role.RUBRIC_ADMIN, basis="Legal")
        editor = client_for(person)
        bulk, _ = new_draft(founder, f"Bulk {round_no}")
        proposals = [
            machine.post(items_url(bulk), LEAVE | {"weight": str(k + 1)}) for k in range(3)
        ]
        assert all(p.status_code == 201 for p in proposals), proposals
        with tenant_context(founder.tenant):
            machine_made = list(
                RubricItem.objects.filter(pk__in=[p.json()["id"] for p in proposals])
            )
        to_approve, _ = new_draft(founder, f"To approve {round_no}", LEAVE)
        to_publish, _ = new_draft(founder, f"To publish {round_no}", LEAVE)
        _, edited_items = new_draft(founder, f"Edited by them {round_no}", LEAVE)
        bulk_url = f"/api/v1/rubric-versions/{bulk.pk}/"
        reads = [reader.get(bulk_url)]

        def read(url: str = bulk_url, reads: list[Any] = reads) -> Any:
            reads.append(reader.get(url))
            return reads[-1]

        delay = (round_no % 8) * 0.01
        results = at_once(
            importing(founder, amendment(tmp_path, round_no), "--actor", person.username),
            partial(
                delayed,
                delay * 2.5,
                command(
                    "revoke_grant",
                    str(grant.pk),
                    "--tenant",
                    str(founder.tenant_id),
                    "--reason",
                    "moved to another team",
                    "--actor",
                    founder.username,
                ),
            ),
            http(editor.patch, item_url(edited_items[2]), {"weight": 4}, delay=delay),
            http(
                admin.post,
                admin_url(bulk, "items/accept/"),
                {"item": [str(i.pk) for i in machine_made]},
                delay=delay,
            ),
            http(approver.post, f"/api/v1/rubric-versions/{to_approve.pk}/approve/"),
            http(publisher.post, publish_url(to_publish), {"effective_from": "2026-01-01"}),
            http(remover.delete, item_url(edited_items[0]), delay=delay / 2),
            http(read, delay=delay),
            http(reader.get, f"/api/v1/rubrics/{to_publish.rubric_id}/effective/", delay=delay / 2),
        )
        findings.expect(round_no, "import", results[0], command_ok_or("rubric_access_denied"))
        findings.expect(round_no, "revoke", results[1], command_ok_or())
        findings.expect(round_no, "their edit", results[2], status_in(200, 403))
        findings.expect(round_no, "bulk accept", results[3], status_in(302))
        # 422: the amendment committed first and changed the clause the items cite.
        findings.expect(round_no, "approve", results[4], status_in(200, 422))
        findings.expect(round_no, "publish", results[5], status_in(200, 422))
        findings.expect(round_no, "remove", results[6], status_in(204))
        findings.expect(round_no, "read", results[7], status_in(200))
        # 404: nothing in force yet (the publish had not committed, or was refused).
        findings.expect(round_no, "effective", results[8], status_in(200, 404))
        round_checks(findings, round_no, founder)
        with tenant_context(founder.tenant):
            revoked_at = (
                AuditEntry.objects.filter(
                    kind="governance.grant_revoked", payload__grant_id=str(grant.pk)
                )
                .values_list("seq", flat=True)
                .get()
            )
            after = list(
                AuditEntry.objects.filter(seq__gt=revoked_at, actor_subject_id=person.pk)
                .exclude(kind__startswith="governance.")
                .values_list("kind", flat=True)
            )
        if after:
            findings.fail(round_no, f"audited after the revocation: {after}")
        for version in (to_approve, to_publish):
            if (problem := frozen_versions_hold(founder, version)) is not None:
                findings.fail(round_no, problem)
        for item in machine_made:
            if (problem := acceptance_matches_the_log(founder, item)) is not None:
                findings.fail(round_no, problem)
        # An ETag names one body: revalidating what a read got answers 304 only if it is
        # still what a fresh read sends.
        fresh = reader.get(bulk_url)
        for response in reads:
            if response.status_code != 200:
                continue
            again = reader.get(bulk_url, **{"If-None-Match": response["ETag"]})
            if again.status_code == 304 and fresh.content != response.content:
                findings.fail(round_no, "a draft's ETag still current, its body differs")
    findings.check()
    assert whole_state_is_consistent(founder) == []


def withdrawals_are_audited(founder: Subject) -> str | None:
    """One audit row per withdrawn import, none for a rolled-back withdrawal."""
    with tenant_context(founder.tenant):
        withdrawn = sorted(
            str(pk) for pk in SignedDocumentWithdrawal.objects.values_list("document_id", flat=True)
        )
        audited = sorted(
            AuditEntry.objects.filter(kind="eval.signed_document_withdrawn").values_list(
                "payload__document_id", flat=True
            )
        )
    return None if withdrawn == audited else f"withdrawn {withdrawn} but audited {audited}"


def test_a_mistaken_import_withdrawn_twice_racing_an_import_an_approval_and_a_citation(
    founder, tmp_path
) -> None:
    """A mistaken amendment withdrawn from the command line and the admin at the same instant,
    while the next amendment is imported, a draft citing the mistaken text is approved (after
    which it may not be withdrawn) and a citation of it is added. One withdrawal at most wins;
    the other is refused 409 (already withdrawn, no longer the latest, or cited); the drafts
    end checked against the text in force."""
    import_document(founder.tenant, tmp_path, KIND, SMALL_LABOR_CONTRACT)
    admin, adder, approver = admin_client(founder), client_for(founder), client_for(founder)
    findings = Findings()
    lost = command_ok_or(
        "signed_document_already_withdrawn", "signed_document_not_latest", "signed_document_cited"
    )
    for round_no in range(ROUNDS // 2):
        mistaken = import_document(
            founder.tenant,
            tmp_path,
            KIND,
            amendment(tmp_path, 3 * round_no).read_text(encoding="utf-8"),
            name=f"mistaken{round_no}.md",
        ).document
        approved, _ = new_draft(founder, f"Approved {round_no}", LEAVE)
        fresh, _ = new_draft(founder, f"Added {round_no}")
        stagger = (round_no % 5) * 0.01
        results = at_once(
            command(
                "withdraw_signed_document",
                str(mistaken.pk),
                "--tenant",
                str(founder.tenant_id),
                "--reason",
                "wrong file",
            ),
            http(
                admin.post,
                f"/admin/rubric/signeddocument/{mistaken.pk}/withdraw/",
                {"reason": "wrong file"},
                delay=stagger,
            ),
            partial(delayed, stagger, importing(founder, amendment(tmp_path, 3 * round_no + 1))),
            http(approver.post, f"/api/v1/rubric-versions/{approved.pk}/approve/", delay=stagger),
            http(adder.post, items_url(fresh), LEAVE, delay=stagger / 2),
        )
        findings.expect(round_no, "withdraw (command)", results[0], lost)
        findings.expect(round_no, "withdraw (admin)", results[1], status_in(200, 302))
        findings.expect(round_no, "import", results[2], command_ok_or())
        findings.expect(round_no, "approve", results[3], status_in(200, 409, 422))
        findings.expect(round_no, "add", results[4], status_in(201, 422))
        with tenant_context(founder.tenant):
            withdrawals = SignedDocumentWithdrawal.objects.filter(document=mistaken).count()
        if withdrawals > 1:
            findings.fail(round_no, f"withdrawn {withdrawals} times")
        if (unaudited := withdrawals_are_audited(founder)) is not None:
            findings.fail(round_no, unaudited)
        round_checks(findings, round_no, founder)
    findings.check()
    assert whole_state_is_consistent(founder) == []


def changing(tmp_path: Path, name: str, clause: str, vietnamese: str, english: str) -> Path:
    """A change-only appendix putting ``clause`` (4.1 or 4.2) of the contract in new words."""
    path = tmp_path / f"{name}.md"
    path.write_text(
        f"# PHỤ LỤC HỢP ĐỒNG {name}\n\nCONTRACT APPENDIX {name}\n\n"
        f"## Điều 1. Sửa đổi khoản {clause} Điều 4\n\n"
        f"Article 1. Amendment of Clause {clause} of Article 4\n\n"
        f"“{clause}. {vietnamese}”\n\n“{clause}. {english}”\n\n"
        "## Điều 2. Hiệu lực\n\nArticle 2. Effect\n\n"
        "Các nội dung khác giữ nguyên.\n\nOther terms remain unchanged.\n",
        encoding="utf-8",
    )
    return path


def test_two_appendices_applied_at_once_each_amend_the_text_the_other_left(
    founder, tmp_path
) -> None:
    """Two change-only appendices, one changing §4.1 and one §4.2, imported at the same
    instant while a draft citing §4.2 is read and approved: they queue, the second applied to
    the text the first left, so the latest version has both changes — none lost — and the
    drafts citing the document are flagged or verify against it."""
    import_document(founder.tenant, tmp_path, KIND, SMALL_LABOR_CONTRACT)
    reader, approver = client_for(founder), client_for(founder)
    findings = Findings()
    for round_no in range(ROUNDS):
        draft, _ = new_draft(founder, f"Appendices {round_no}", LEAVE, good_obligation())
        hours, days = 41 + round_no, 13 + round_no
        results = at_once(
            importing(
                founder,
                changing(
                    tmp_path,
                    f"H{round_no}",
                    "4.1",
                    f"Thời giờ làm việc không quá {hours} giờ/tuần.",
                    f"Working time does not exceed {hours} hours per week.",
                ),
            ),
            importing(
                founder,
                changing(
                    tmp_path,
                    f"D{round_no}",
                    "4.2",
                    f"Người lao động được nghỉ hằng năm {days} ngày làm việc hưởng nguyên lương.",
                    f"The employee is entitled to {days} working days of fully paid annual leave.",
                ),
                "--actor",
                founder.username,
            ),
            http(reader.get, f"/api/v1/rubric-versions/{draft.pk}/", delay=(round_no % 4) * 0.01),
            http(approver.post, f"/api/v1/rubric-versions/{draft.pk}/approve/"),
        )
        findings.expect(round_no, "appendix 4.1", results[0], lambda r: isinstance(r, str))
        findings.expect(round_no, "appendix 4.2", results[1], lambda r: isinstance(r, str))
        findings.expect(round_no, "read", results[2], status_in(200))
        findings.expect(round_no, "approve", results[3], status_in(200, 409, 422))
        with tenant_context(founder.tenant):
            latest = citable_documents([KIND])[KIND]
        said = {clause.ref: clause.text_vi for clause in latest.clauses.values()}
        if f"{hours} giờ/tuần" not in said["§4.1"] or f"{days} ngày" not in said["§4.2"]:
            findings.fail(round_no, f"a change was lost: {said['§4.1']!r} {said['§4.2']!r}")
        round_checks(findings, round_no, founder)
    findings.check()
    assert whole_state_is_consistent(founder) == []
