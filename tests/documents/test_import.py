"""Signed documents: imported whole or not at all, immutable, fingerprinted; citations checked
against them everywhere (people included), amendments flag what they changed."""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import subprocess
import unicodedata
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import ProgrammingError, connection, transaction

from audit.models import AuditEntry
from cyberos_eval.errors import Conflict, ValidationFailed
from cyberos_eval.tenancy import tenant_context
from governance.actors import OPERATOR
from rubric.models import DocumentClause, RubricItem, SignedDocument
from rubric.services import (
    accept_item,
    add_item,
    approve_version,
    recheck_citation,
    revert_to_draft,
    update_item,
)
from rubric.services.documents import document_fingerprint, import_signed_document
from tests.factories import (
    SMALL_LABOR_CONTRACT,
    SMALL_NDA,
    import_document,
    import_printed,
    make_tenant,
)
from tests.rubric.conftest import publish
from tests.rubric.test_provenance import raw_publish

pytestmark = pytest.mark.django_db

WORKING_TIME = {
    "source_doc": "labor_contract",
    "clause_ref": "§4.1",
    "source_quote_vi": "Thời giờ làm việc không quá 40 giờ/tuần",
    "source_quote_en": "Working time does not exceed 40 hours per week",
    "item_kind": "working_term",
    "check_type": "threshold_numeric",
    "check_params": {"operator": "<=", "target": 40, "unit": "hours/week"},
    "weight": "5",
    "title_vi": "Thời giờ làm việc",
    "title_en": "Working time",
}

# The same small contract's §4.2, which the amendments below leave as it was.
ANNUAL_LEAVE = WORKING_TIME | {
    "clause_ref": "§4.2",
    "source_quote_vi": "nghỉ hằng năm 12 ngày làm việc",
    "source_quote_en": "12 working days of fully paid annual leave",
}


def test_an_import_stores_the_file_its_fingerprint_and_clause_tree_with_one_audit_row(
    tenant, tmp_path
) -> None:
    result = import_document(tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    document = result.document
    raw = (tmp_path / "labor_contract.md").read_bytes()
    assert document.sha256 == hashlib.sha256(raw).hexdigest()
    assert (document.version_no, document.layout, document.clause_count) == (1, "interleaved", 4)
    with tenant_context(tenant):
        clauses = {c.ref: c for c in DocumentClause.objects.filter(document=document)}
        assert set(clauses) == {"§1", "§4", "§4.1", "§4.2"}
        assert clauses["§4.1"].parent == clauses["§4"]
        assert clauses["§4.2"].text_en.startswith("The employee is entitled to 12 working days")
        (file,) = document.files.all()
        assert bytes(file.content) == raw and file.language == "bilingual"
        (row,) = AuditEntry.objects.filter(kind="eval.signed_document_imported")
        assert row.payload["sha256"] == document.sha256 and row.payload["clause_count"] == 4


def test_two_files_are_fingerprinted_as_sha256sum_would(tmp_path) -> None:
    vi, en = tmp_path / "vi.md", tmp_path / "en.md"
    vi.write_bytes("Điều 1. Một\n".encode())
    en.write_bytes(b"Article 1. One\n")
    shell = subprocess.run(
        ["/bin/sh", "-c", "sha256sum vi.md en.md | cut -d' ' -f1 | sha256sum | cut -d' ' -f1"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    )
    assert document_fingerprint([vi.read_bytes(), en.read_bytes()]) == shell.stdout.strip()


def _import_contract(tenant, path: Path):
    return import_signed_document(
        actor=OPERATOR,
        tenant=tenant,
        kind="labor_contract",
        signed_on=dt.date(2026, 1, 1),
        file=path,
    )


@pytest.mark.parametrize("special", ["/dev/zero", "a pipe"])
def test_a_device_or_a_pipe_is_no_file_to_import(tenant, tmp_path, special: str) -> None:
    """/dev/zero passed the size check (it has none) and was read until memory ran out; a pipe
    waited for ever."""
    path = Path(special)
    if special == "a pipe":
        path = tmp_path / "contract.docx"
        os.mkfifo(path)
    with pytest.raises(ValidationFailed) as caught:
        _import_contract(tenant, path)
    assert caught.value.code == "signed_document_file_unreadable"


def test_an_unreadable_file_is_refused_and_nothing_is_stored(tenant, tmp_path) -> None:
    broken = tmp_path / "contract.docx"
    broken.write_bytes(b"PK\x03\x04 truncated zip")
    with pytest.raises(ValidationFailed) as caught:
        _import_contract(tenant, broken)
    assert caught.value.code == "signed_document_unreadable"
    assert caught.value.problems[0].reason == "corrupt_file"
    with tenant_context(tenant):
        assert not SignedDocument.objects.exists()
        assert not AuditEntry.objects.filter(kind="eval.signed_document_imported").exists()


@pytest.mark.parametrize(
    ("kind", "text", "named"),
    [
        ("labor_contract", SMALL_NDA, "nda_ip"),
        ("nda_ip", SMALL_LABOR_CONTRACT, "labor_contract"),
        ("total_rewards_appendix", SMALL_LABOR_CONTRACT, "labor_contract"),
    ],
)
def test_a_document_whose_title_names_another_kind_is_refused(
    tenant, tmp_path, kind, text, named
) -> None:
    """A founder imported the NDA as the labour contract: it became the contract's next
    version, every draft citation of the contract went stale, and the contract itself could
    not be imported again (the same file twice)."""
    with pytest.raises(ValidationFailed) as caught:
        import_document(tenant, tmp_path, kind, text)
    assert caught.value.code == "signed_document_kind_mismatch"
    assert caught.value.problems[0].reason == named
    assert caught.value.problems[0].field == "kind"
    with tenant_context(tenant):
        assert not SignedDocument.objects.exists()


def test_a_title_names_kinds_by_what_the_document_is_not_how_it_is_kept() -> None:
    from rubric.documents.kinds import kinds_named

    assert kinds_named("PHỤ LỤC 01 - BẢNG LƯƠNG (BẢO MẬT)", "SALARY SCALE (CONFIDENTIAL)") == {
        "total_rewards_appendix"
    }
    assert kinds_named("TRỢ CẤP KHÔNG CẠNH TRANH", "NON-COMPETE ALLOWANCE") == {
        "total_rewards_appendix",
        "nda_ip",
    }
    assert kinds_named("PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 01", "") == set()
    assert kinds_named("HỢP ĐỒNG LAO ĐỘNG", "EMPLOYMENT CONTRACT") == {"labor_contract"}
    # a red team's titles
    assert kinds_named("HỢP ĐỒNG LAO ĐỘNG - KỸ SƯ BẢO MẬT", "") == {"labor_contract"}
    assert kinds_named("HỢP ĐỒNG THỬ VIỆC", "CONTRACT OF EMPLOYMENT") == {"labor_contract"}
    assert kinds_named("THỎA THUẬN GIỮ BÍ MẬT KINH DOANH", "SECRECY AGREEMENT") == {"nda_ip"}
    assert kinds_named("CHÍNH SÁCH THƯỞNG", "BONUS POLICY") == {"total_rewards_appendix"}
    assert kinds_named("HỢP ĐỒNG DỊCH VỤ", "SERVICE CONTRACT") == set()


def test_the_same_file_as_a_second_kind_is_refused_unless_confirmed(tenant, tmp_path) -> None:
    """A red team imported one untitled file as all three kinds."""
    untitled = SMALL_LABOR_CONTRACT.replace("# HỢP ĐỒNG LAO ĐỘNG", "# VĂN BẢN").replace(
        "LABOR CONTRACT", "DOCUMENT"
    )
    import_document(tenant, tmp_path, "labor_contract", untitled)
    with pytest.raises(ValidationFailed) as caught:
        import_document(tenant, tmp_path, "nda_ip", untitled)
    assert (caught.value.code, caught.value.problems[0].reason) == (
        "signed_document_kind_mismatch",
        "labor_contract",
    )
    confirmed = import_document(tenant, tmp_path, "nda_ip", untitled, kind_confirmed=True)
    assert confirmed.document.kind == "nda_ip"


def test_the_importer_may_confirm_a_kind_the_title_does_not_name(tenant, tmp_path) -> None:
    imported = import_document(
        tenant, tmp_path, "nda_ip", SMALL_LABOR_CONTRACT, kind_confirmed=True
    )
    assert imported.document.kind == "nda_ip"


def test_a_title_naming_no_kind_or_the_kind_among_others_decides_nothing(tenant, tmp_path) -> None:
    untitled = SMALL_LABOR_CONTRACT.replace("# HỢP ĐỒNG LAO ĐỘNG", "# PHỤ LỤC 01").replace(
        "LABOR CONTRACT", "APPENDIX 01"
    )
    assert import_document(tenant, tmp_path, "total_rewards_appendix", untitled).document
    both = SMALL_LABOR_CONTRACT.replace("LABOR CONTRACT", "LABOR CONTRACT AND NON-DISCLOSURE")
    assert import_document(tenant, tmp_path, "nda_ip", both).document


def test_an_amendment_signed_before_the_version_it_follows_is_refused(tenant, tmp_path) -> None:
    import_document(
        tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT, signed_on="2026-03-01"
    )
    amended = SMALL_LABOR_CONTRACT.replace("kỹ sư phần mềm", "kỹ sư phần mềm chính")
    with pytest.raises(ValidationFailed) as caught:
        import_document(tenant, tmp_path, "labor_contract", amended, signed_on="2026-02-28")
    assert caught.value.code == "signed_document_signed_before_previous"
    assert caught.value.problems[0].field == "signed_on"
    with tenant_context(tenant):
        assert SignedDocument.objects.count() == 1
    same_day = import_document(
        tenant, tmp_path, "labor_contract", amended, signed_on="2026-03-01", name="v2.md"
    )
    assert same_day.document.version_no == 2


def test_the_same_file_twice_is_refused(tenant, tmp_path) -> None:
    import_document(tenant, tmp_path, "nda_ip", SMALL_NDA)
    with pytest.raises(Conflict) as caught:
        import_document(tenant, tmp_path, "nda_ip", SMALL_NDA)
    assert caught.value.code == "signed_document_already_imported"


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE signed_document SET signed_on = '2020-01-01'",
        "DELETE FROM document_clause",
        "UPDATE document_clause SET text_vi = 'đã sửa'",
        "TRUNCATE signed_document_file CASCADE",
    ],
)
def test_what_was_signed_cannot_be_changed(tenant, tmp_path, statement) -> None:
    import_document(tenant, tmp_path, "nda_ip", SMALL_NDA)
    with (
        tenant_context(tenant),
        pytest.raises(ProgrammingError) as caught,
        transaction.atomic(),
        connection.cursor() as cursor,
    ):
        cursor.execute(statement)
    assert getattr(caught.value.__cause__, "sqlstate", None) == "42501"


def test_a_persons_citation_must_hold_and_is_pinned(draft, founder, tmp_path) -> None:
    document = import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    item = add_item(actor=founder, version=draft, data=WORKING_TIME)
    assert item.cited_document_id == document.document.pk
    for wrong in (
        {"clause_ref": "§9.9"},
        {"source_quote_vi": "Thời giờ làm việc không quá 48 giờ/tuần"},
        {"source_quote_en": "Thời giờ làm việc không quá 40 giờ/tuần"},  # VI words as EN
    ):
        with pytest.raises(ValidationFailed) as caught:
            add_item(actor=founder, version=draft, data=WORKING_TIME | wrong)
        assert caught.value.code == "rubric_item_citation_mismatch"
    # A document the tenant has not imported cannot be checked: accepted, not pinned.
    unverified = add_item(
        actor=founder,
        version=draft,
        data=WORKING_TIME | {"source_doc": "total_rewards_appendix", "clause_ref": "§3.1"},
    )
    assert unverified.cited_document_id is None


def test_a_mismatch_blocks_publishing_and_names_the_item(draft, founder, tmp_path) -> None:
    """Written before the document was imported (nothing to check then): the import flags it,
    publishing refuses it with 422 rubric_item_citation_mismatch naming it."""
    wrong = add_item(
        actor=founder,
        version=draft,
        data=WORKING_TIME | {"source_quote_vi": "Làm việc 48 giờ mỗi tuần"},
    )
    good = add_item(actor=founder, version=draft, data=WORKING_TIME | {"weight": "3"})
    result = import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    assert [item.pk for item in result.stale_items] == [wrong.pk]
    assert result.repinned_items == 1
    with pytest.raises(ValidationFailed) as caught:
        publish(draft, founder, "2026-06-01")
    mismatches = [p for p in caught.value.problems if p.code == "rubric_item_citation_mismatch"]
    assert [(p.item_id, p.field) for p in mismatches] == [(str(wrong.pk), "source_quote_vi")]
    # The person fixes the quote: checked, pinned, no longer stale; publishing goes through.
    fixed = update_item(
        actor=founder, item=wrong, changes={"source_quote_vi": WORKING_TIME["source_quote_vi"]}
    )
    assert not fixed.citation_stale and fixed.cited_document_id == result.document.pk
    with tenant_context(founder.tenant):
        good.refresh_from_db()
    assert good.cited_document_id == result.document.pk
    assert publish(draft, founder, "2026-06-01").state == "published"


AMENDED = SMALL_LABOR_CONTRACT.replace("không quá 40 giờ/tuần", "không quá 44 giờ/tuần").replace(
    "does not exceed 40 hours per week", "does not exceed 44 hours per week"
)


def test_an_amendment_flags_the_draft_items_whose_clause_changed(draft, founder, tmp_path) -> None:
    first = import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    changed = add_item(actor=founder, version=draft, data=WORKING_TIME)
    leave = add_item(actor=founder, version=draft, data=ANNUAL_LEAVE)
    amendment = import_document(
        founder.tenant, tmp_path, "labor_contract", AMENDED, signed_on="2026-06-01", name="v2.md"
    )
    assert amendment.document.version_no == 2
    assert [item.pk for item in amendment.stale_items] == [changed.pk]
    with tenant_context(founder.tenant):
        changed.refresh_from_db()
        leave.refresh_from_db()
        (row,) = AuditEntry.objects.filter(
            kind="eval.signed_document_imported", payload__version_no=2
        )
    assert changed.citation_stale and changed.cited_document_id == first.document.pk
    assert not leave.citation_stale and leave.cited_document_id == amendment.document.pk
    assert row.payload["stale_items"][0]["rubric_item_id"] == str(changed.pk)
    with pytest.raises(ValidationFailed) as caught:
        publish(draft, founder, "2026-07-01")
    assert {p.item_id for p in caught.value.problems} == {str(changed.pk)}
    # Even by hand, the database refuses to publish a stale item.
    with (
        tenant_context(founder.tenant),
        pytest.raises(ProgrammingError) as refused,
        transaction.atomic(),
    ):
        raw_publish(draft.pk)
    assert "rubric_version_not_ready" in str(refused.value)
    assert "uncited, unquoted or stale" in str(refused.value)


def hours_and_leave(hours: int, days: int) -> str:
    """The small labor contract with §4.1's weekly hours and §4.2's leave days amended."""
    return (
        SMALL_LABOR_CONTRACT.replace("không quá 40 giờ/tuần", f"không quá {hours} giờ/tuần")
        .replace("does not exceed 40 hours per week", f"does not exceed {hours} hours per week")
        .replace("hằng năm 12 ngày", f"hằng năm {days} ngày")
        .replace("to 12 working days", f"to {days} working days")
    )


LEAVE = WORKING_TIME | {
    "clause_ref": "§4.2",
    "source_quote_vi": "Người lao động được nghỉ hằng năm",
    "source_quote_en": "The employee is entitled to",
    "check_params": {"operator": ">=", "target": 12, "unit": "days/year"},
    "title_vi": "Nghỉ hằng năm",
    "title_en": "Annual leave",
}
JOB = WORKING_TIME | {
    "clause_ref": "§1",
    "source_quote_vi": "Người lao động làm kỹ sư phần mềm",
    "source_quote_en": "The employee works as a software engineer",
    "check_type": "attestation",
    "check_params": {"attested_by": "manager", "period": "annual"},
    "title_vi": "Công việc",
    "title_en": "Job",
}


def test_the_import_counts_only_supported_items_as_re_pinned_and_lists_every_stale_one(
    draft, founder, tmp_path
) -> None:
    """An item an earlier amendment flagged stays flagged (a person lifts the flag), so it is
    never "still supported: re-pinned"; and when its clause changes again it is listed as
    stale, as it was by the amendment that flagged it."""
    first = import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    hours = add_item(actor=founder, version=draft, data=WORKING_TIME)
    leave = add_item(actor=founder, version=draft, data=LEAVE)
    job = add_item(actor=founder, version=draft, data=JOB)
    second = import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        hours_and_leave(38, 14),
        signed_on="2026-05-01",
        name="v2.md",
    )
    assert [item.pk for item in second.stale_items] == [hours.pk, leave.pk]
    assert (second.repinned_items, second.still_stale_items) == (1, [])  # the job's clause

    # v3 changes §4.1 again and gives §4.2 back its first wording: both items stay flagged.
    path = tmp_path / "v3.md"
    path.write_text(hours_and_leave(36, 12), encoding="utf-8")
    printed = import_printed(founder.tenant_id, path, signed_on="2026-06-01")
    assert "1 draft item(s) still supported: re-pinned" in printed, printed
    for item in (hours, leave):
        assert (
            f"stale: item {item.pk} cites {item.clause_ref}, flagged by an earlier amendment"
            in printed
        ), printed
    with tenant_context(founder.tenant):
        third = SignedDocument.objects.get(kind="labor_contract", version_no=3)
        for item in (hours, leave, job):
            item.refresh_from_db()
        (row,) = AuditEntry.objects.filter(
            kind="eval.signed_document_imported", payload__version_no=3
        )
    # Flag and pin left as they were: the text a person last checked.
    assert (hours.citation_stale, hours.cited_document_id) == (True, first.document.pk)
    assert (leave.citation_stale, leave.cited_document_id) == (True, first.document.pk)
    assert (job.citation_stale, job.cited_document_id) == (False, third.pk)
    assert row.payload["repinned_items"] == 1 and row.payload["stale_items"] == []
    assert [entry["rubric_item_id"] for entry in row.payload["still_stale_items"]] == [
        str(hours.pk),
        str(leave.pk),
    ]
    assert second.document.pk not in {hours.cited_document_id, leave.cited_document_id}


def test_the_command_prints_clauses_and_problems_and_refuses_unreadable_files(
    tenant, tmp_path
) -> None:
    gap = (
        SMALL_LABOR_CONTRACT.replace("## Điều 4.", "## Điều 6.")
        .replace("Article 4.", "Article 6.")
        .replace("4.1.", "6.1.")
        .replace("4.2.", "6.2.")
    )
    gap = gap.replace(
        "6.2. The employee is entitled to 12 working days of fully paid annual leave.\n", ""
    )
    path = tmp_path / "contract.md"
    path.write_text(gap, encoding="utf-8")
    printed = import_printed(tenant.pk, path, signed_on="2026-01-01")
    assert "4 clauses" in printed
    assert "numbering_gap" in printed and "missing_english §6.2" in printed
    empty = tmp_path / "empty.md"
    empty.write_text("", encoding="utf-8")
    with pytest.raises(CommandError, match="signed_document_unreadable"):
        call_command(
            "import_signed_document",
            tenant=str(tenant.pk),
            kind="nda_ip",
            file=str(empty),
            signed_on="2026-01-01",
        )
    with tenant_context(tenant):
        assert SignedDocument.objects.count() == 1
        assert not RubricItem.objects.exists()


def test_accepting_does_not_bypass_the_check(draft, founder, service_account, tmp_path) -> None:
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    with pytest.raises(ValidationFailed) as caught:
        add_item(
            actor=service_account,
            version=draft,
            data=WORKING_TIME | {"source_quote_en": "at most 48 hours"},
        )
    assert caught.value.code == "rubric_item_citation_mismatch"
    item = add_item(actor=service_account, version=draft, data=WORKING_TIME)
    assert accept_item(actor=founder, item=item).accepted_at is not None


SIGNED = Path(__file__).resolve().parents[2] / "rubric" / "genie" / "data" / "signed"
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


@pytest.mark.parametrize(
    ("kind", "file", "file_en", "layout"),
    [
        ("labor_contract", SIGNED / "labor_contract.docx", None, "table"),
        ("nda_ip", SIGNED / "nda_ip.md", None, "interleaved"),
        (
            "total_rewards_appendix",
            SIGNED / "total_rewards_appendix.vi.md",
            SIGNED / "total_rewards_appendix.en.md",
            "separate",
        ),
        ("labor_contract", FIXTURES / "genie_replay/acme/labor_contract.txt", None, "interleaved"),
        ("nda_ip", FIXTURES / "genie_replay/acme/nda_ip.md", None, "table"),
        (
            "total_rewards_appendix",
            FIXTURES / "genie_replay/acme/total_rewards_appendix.vi.docx",
            FIXTURES / "genie_replay/acme/total_rewards_appendix.en.docx",
            "separate",
        ),
        ("labor_contract", FIXTURES / "documents/contract.pdf", None, None),
    ],
    ids=[
        "docx-table",
        "md-interleaved",
        "md-separate",
        "txt-interleaved",
        "md-table",
        "docx-separate",
        "pdf",
    ],
)
def test_every_layout_and_format_imports_whole(tenant, kind, file, file_en, layout) -> None:
    result = import_signed_document(
        actor=OPERATOR,
        tenant=tenant,
        kind=kind,
        signed_on=dt.date(2026, 1, 1),
        file=file,
        file_en=file_en,
    )
    document = result.document
    assert layout is None or document.layout == layout
    with tenant_context(tenant):
        clauses = list(document.clauses.all())
        assert len(clauses) == document.clause_count > 3
        assert all(
            c.text_vi and c.text_vi == unicodedata.normalize("NFC", c.text_vi) for c in clauses
        )
        assert sum(1 for c in clauses if c.text_en) >= 0.9 * len(clauses)  # both languages
        assert document.files.count() == (2 if file_en else 1)


def test_nfd_input_imports_as_the_same_nfc_clauses(tenant, tmp_path) -> None:
    nfc = import_document(tenant, tmp_path, "nda_ip", SMALL_NDA).document
    other = make_tenant()
    nfd = import_document(
        other, tmp_path, "nda_ip", unicodedata.normalize("NFD", SMALL_NDA), name="nfd.md"
    ).document
    assert nfc.sha256 != nfd.sha256  # different bytes, kept as signed
    with tenant_context(tenant):
        expected = [(c.ref, c.text_vi, c.text_en) for c in nfc.clauses.order_by("position")]
    with tenant_context(other):
        assert [(c.ref, c.text_vi, c.text_en) for c in nfd.clauses.order_by("position")] == (
            expected
        )


def test_an_approved_version_meets_an_amendment_and_a_person_rechecks_it(
    draft, founder, tmp_path
) -> None:
    """Approved content is frozen, so an amendment cannot re-pin it: publishing refuses the
    citation checked against the earlier text until a person reverts (which re-checks it: this
    clause reads the same, so it moves to the new text) and approves; Still holds confirms it."""
    first = import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    item = add_item(actor=founder, version=draft, data=WORKING_TIME)
    approve_version(actor=founder, version=draft)
    reworded = SMALL_LABOR_CONTRACT.replace("kỹ sư phần mềm", "kỹ sư phần mềm cao cấp")
    second = import_document(
        founder.tenant, tmp_path, "labor_contract", reworded, signed_on="2026-06-01", name="v2.md"
    )
    with pytest.raises(ValidationFailed) as caught:
        publish(draft, founder, "2026-07-01")
    assert [(p.code, p.item_id) for p in caught.value.problems] == [
        ("rubric_item_citation_stale", str(item.pk))
    ]
    revert_to_draft(actor=founder, version=draft, reason="the contract was amended")
    checked = recheck_citation(actor=founder, item=item)
    assert checked.cited_document_id == second.document.pk != first.document.pk
    with tenant_context(founder.tenant):
        assert AuditEntry.objects.filter(payload__action="citation_rechecked").count() == 1
    assert publish(draft, founder, "2026-07-01").state == "published"


def test_reverting_to_draft_re_checks_citations_as_an_import_does_and_the_import_says_so(
    draft, founder, tmp_path
) -> None:
    """An amendment imported while a version is approved cannot touch its frozen items, and
    publishing it refuses their citations of the earlier text. The import names the version;
    reverting it re-pins the items whose clause reads the same (no Still holds each) and flags
    the one whose clause changed."""
    first = import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    hours = add_item(actor=founder, version=draft, data=WORKING_TIME)
    job = add_item(actor=founder, version=draft, data=JOB)
    approve_version(actor=founder, version=draft)

    path = tmp_path / "v2.md"
    path.write_text(AMENDED, encoding="utf-8")  # §4.1 changed, §1 not
    printed = import_printed(founder.tenant_id, path, signed_on="2026-06-01")
    assert (
        f"approved, not yet published: {draft.rubric.name} v1 ({draft.pk}) cites this document "
        "— revert it to draft" in printed
    ), printed
    with tenant_context(founder.tenant):
        second = SignedDocument.objects.get(kind="labor_contract", version_no=2)
        (imported,) = AuditEntry.objects.filter(
            kind="eval.signed_document_imported", payload__version_no=2
        )
    assert [v["rubric_version_id"] for v in imported.payload["approved_versions"]] == [
        str(draft.pk)
    ]
    with pytest.raises(ValidationFailed) as caught:
        publish(draft, founder, "2026-07-01")
    # §4.1's quotes are no longer in the text; §1 reads the same but was checked against v1.
    assert {(p.code, p.item_id) for p in caught.value.problems} == {
        ("rubric_item_citation_mismatch", str(hours.pk)),
        ("rubric_item_citation_stale", str(job.pk)),
    }

    revert_to_draft(actor=founder, version=draft, reason="the contract was amended")
    with tenant_context(founder.tenant):
        hours.refresh_from_db()
        job.refresh_from_db()
        reverted = AuditEntry.objects.filter(payload__action="reverted_to_draft").get()
    assert (job.citation_stale, job.cited_document_id) == (False, second.pk)
    assert (hours.citation_stale, hours.cited_document_id) == (True, first.document.pk)
    assert reverted.payload["citations_moved_to_latest_text"] == 1
    assert reverted.payload["citations_stale"] == [str(hours.pk)]
    with pytest.raises(ValidationFailed) as caught:
        publish(draft, founder, "2026-07-01")
    # Only the item whose clause changed still blocks (its quotes are no longer the text).
    assert {(p.code, p.item_id) for p in caught.value.problems} == {
        ("rubric_item_citation_mismatch", str(hours.pk))
    }
    # The changed clause is a person's to re-cite; then the version publishes.
    update_item(
        actor=founder,
        item=hours,
        changes={
            "source_quote_vi": "Thời giờ làm việc không quá 44 giờ/tuần",
            "source_quote_en": "Working time does not exceed 44 hours per week",
            "check_params": {"operator": "<=", "target": 44, "unit": "hours/week"},
        },
    )
    assert publish(draft, founder, "2026-07-01").state == "published"
