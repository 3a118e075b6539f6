"""An appendix that lists changes to some clauses ("Phụ lục hợp đồng: Điều 1. Sửa đổi khoản 4.1
Điều 4 như sau: …") is no whole text of the contract: imported as one, its few clauses would
replace every clause the citations are checked against. It is told from a whole text, then
applied to the version it amends (``tests/documents/test_consolidation.py``), or refused with
each change it cannot make."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.utils import translation

from audit.models import AuditEntry
from cyberos_eval.errors import ValidationFailed
from cyberos_eval.tenancy import tenant_context
from rubric.documents.amending import clauses_amended
from rubric.documents.parsing import parse_signed_document
from rubric.documents.selectors import latest_documents
from rubric.models import SignedDocument
from rubric.services import add_item, create_rubric
from rubric.services.documents import withdraw_signed_document
from tests.documents.support import write_text
from tests.documents.test_import import ANNUAL_LEAVE, WORKING_TIME
from tests.factories import SMALL_LABOR_CONTRACT, import_document, import_printed

APPENDIX = """# PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 01

LABOR CONTRACT APPENDIX NO. 01

## Điều 1. Sửa đổi khoản 4.1 Điều 4 của Hợp đồng

Article 1. Amendment of Clause 4.1 of Article 4 of the Contract

Khoản 4.1 Điều 4 được sửa đổi như sau: “4.1. Thời giờ làm việc không quá 44 giờ/tuần.”

Clause 4.1 of Article 4 is amended as follows: “4.1. Working time is at most 44 hours per week.”

## Điều 2. Hiệu lực

Article 2. Effect

Phụ lục này có hiệu lực từ ngày 01/06/2026 và là một phần không tách rời của Hợp đồng.

This appendix takes effect from 01/06/2026 and forms an integral part of the Contract.
"""

OLD_AND_NEW = """# PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG

LABOR CONTRACT APPENDIX

## Điều 1. Nội dung thay đổi

Article 1. Changes

| Điều khoản | Nội dung cũ | Nội dung mới |
|---|---|---|
| Khoản 1 Điều 4 | 40 giờ/tuần | 44 giờ/tuần |
| Khoản 2 Điều 4 | 12 ngày | 14 ngày |

| Clause | Old wording | New wording |
|---|---|---|
| Clause 1 of Article 4 | 40 hours per week | 44 hours per week |
| Clause 2 of Article 4 | 12 days | 14 days |

## Điều 2. Hiệu lực

Article 2. Effect

Phụ lục này có hiệu lực từ ngày 01/06/2026.

This appendix takes effect from 01/06/2026.
"""


def _read(tmp_path: Path, text: str):
    return parse_signed_document(write_text(tmp_path / "doc.md", text))


def test_what_an_amending_appendix_changes_is_read_from_its_operations_or_its_table(
    tmp_path: Path,
) -> None:
    assert clauses_amended(_read(tmp_path, APPENDIX)) == ["khoản 4.1 Điều 4"]
    assert clauses_amended(_read(tmp_path, OLD_AND_NEW)) == ["Khoản 1 Điều 4", "Khoản 2 Điều 4"]


def test_a_whole_text_that_says_how_it_is_amended_amends_nothing(tmp_path: Path) -> None:
    whole = SMALL_LABOR_CONTRACT + (
        "\n## Điều 9. Sửa đổi hợp đồng\n\nArticle 9. Amendments\n\n"
        "Mọi sửa đổi, bổ sung Điều 4 phải được hai bên lập thành văn bản.\n\n"
        "Any amendment of Article 4 shall be made in writing by both parties.\n"
    )
    assert clauses_amended(_read(tmp_path, whole)) == []
    assert clauses_amended(_read(tmp_path, SMALL_LABOR_CONTRACT)) == []


@pytest.mark.django_db
def test_an_amending_appendix_whose_changes_cannot_be_made_is_refused_and_nothing_changes(
    founder, tmp_path
) -> None:
    """The table's English row says "12 days" where the clause says "12 working days": made in
    Vietnamese only, the two languages would state different leave."""
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    draft = create_rubric(actor=founder, tenant=founder.tenant, name="Rubric")
    item = add_item(actor=founder, version=draft, data=WORKING_TIME)
    with pytest.raises(ValidationFailed) as refused:
        import_document(
            founder.tenant,
            tmp_path,
            "labor_contract",
            OLD_AND_NEW,
            signed_on="2026-06-01",
            name="appendix.md",
        )
    assert refused.value.code == "signed_document_amends_clauses"
    with translation.override("en"):
        detail = str(refused.value.detail)
    assert "Khoản 2 Điều 4" in detail and "appendix.md" in detail
    assert "the words it replaces are not in the clause" in detail
    assert "Khoản 1 Điều 4" not in detail  # that change could be made
    (problem,) = refused.value.problems
    assert (problem.code, problem.reason) == ("signed_document_amends_clauses", "old_words_missing")
    assert "Khoản 2 Điều 4" in str(problem.detail)
    with tenant_context(founder.tenant):
        assert SignedDocument.objects.filter(kind="labor_contract").count() == 1
        assert AuditEntry.objects.filter(kind="eval.signed_document_imported").count() == 1
        item.refresh_from_db()
    assert item.citation_stale is False


@pytest.mark.django_db
def test_an_appendix_with_nothing_before_it_of_its_kind_is_imported(founder, tmp_path) -> None:
    """No earlier text to replace: a document of its kind that amends clauses is imported (it
    may be the only one the tenant holds)."""
    result = import_document(founder.tenant, tmp_path, "nda_ip", APPENDIX)
    assert result.document.version_no == 1


FIELD = Path(__file__).resolve().parents[1] / "fixtures" / "amending"


@pytest.mark.parametrize(
    ("name", "amended"),
    [
        # whole texts whose words only look like amending (a probe's false positives)
        ("whole_bo_sung_additional", []),  # "phụ cấp bổ sung theo Điều 5": additional
        ("whole_thay_the_substitute", []),  # "thay thế thiết bị theo Điều 9": to replace
        ("whole_short_amendment_clause", []),  # "Mọi sửa đổi, bổ sung Điều 1 phải …"
        ("whole_sua_doi_modify_law_ref", []),  # "sửa đổi … khoản 4 Điều 19 Luật SHTT"
        # amending appendices as they are written (its false negatives)
        ("appendix_boilerplate_majority", ["khoản 1 Điều 3"]),  # then two closing articles
        ("appendix_dieu_chinh_verb", ["khoản 1 Điều 3"]),  # "Điều chỉnh mức lương tại …"
        ("appendix_thay_doi_verb", ["khoản 2.1 Điều 2"]),
        ("appendix_long_gap_verb_to_clause", ["khoản 1 Điều 3"]),
        ("appendix_passive_clause_before_verb", ["Khoản 2.1 Điều 2"]),  # "… được sửa đổi"
        ("appendix_table_quy_dinh_cu_moi", ["Khoản 1 Điều 3"]),  # "Quy định cũ | Quy định mới"
        ("appendix_list_of_targets", ["Điều 2", "Điều 3", "khoản 1 Điều 5"]),
        ("appendix_table_bare_article", ["Khoản 1 Điều 3", "Điều 5"]),  # a row "| Điều 5 |"
    ],
)
def test_an_amending_appendix_is_told_from_a_whole_text_as_written_in_the_field(
    name: str, amended: list[str]
) -> None:
    """A probe of 63 documents written for this (30 whole texts, 33 appendices) found the first
    reading flag 7 whole texts and miss 11 appendices; each kind, reduced to a few lines."""
    assert clauses_amended(parse_signed_document(FIELD / f"{name}.md")) == amended


def test_an_old_and_new_wording_table_is_data_whatever_its_first_column_names() -> None:
    """ "Điều khoản | Nội dung hiện hành | Nội dung điều chỉnh", then a row "| Điều 5 | … |",
    and its English "Clause | Current | Adjusted" with "| Article 5 | … |": the amended
    contract's article named in a table of data, not an article of this appendix (it had
    become a §5 of English only)."""
    parsed = parse_signed_document(FIELD / "appendix_table_bare_article.md")
    assert [clause.ref for clause in parsed.clauses] == ["§1", "§2"]
    assert parsed.problems == []
    assert "Article 5 | 12 days leave | 14 days leave" in parsed.clauses[0].text_en


@pytest.mark.django_db
def test_an_amending_appendix_is_applied_to_the_version_it_amends(founder, tmp_path) -> None:
    """v2 is the contract as amended: §4.1 in the appendix's words, §1 and §4.2 as signed in
    v1; the draft citing the old §4.1 is flagged, the one citing §4.2 moves to v2, and the
    audit row lists the change."""
    first = import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    draft = create_rubric(actor=founder, tenant=founder.tenant, name="Rubric")
    hours = add_item(actor=founder, version=draft, data=WORKING_TIME)
    leave = add_item(actor=founder, version=draft, data=ANNUAL_LEAVE)
    result = import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        APPENDIX,
        signed_on="2026-06-01",
        name="appendix.md",
    )
    document = result.document
    assert (document.version_no, document.clause_count) == (2, 4)
    assert (document.title_vi, document.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOR CONTRACT")
    assert document.amendment == {
        "amends_version": 1,
        "appendix_title_vi": "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 01",
        "appendix_title_en": "LABOR CONTRACT APPENDIX NO. 01",
        "changes": [{"op": "replace", "clause_ref": "§4.1", "appendix_ref": "§1"}],
    }
    assert [item.pk for item in result.stale_items] == [hours.pk]
    with tenant_context(founder.tenant):
        clauses = {c.ref: c for c in document.clauses.select_related("parent")}
        old = {c.ref: c for c in first.document.clauses.all()}
        (row,) = AuditEntry.objects.filter(
            kind="eval.signed_document_imported", payload__version_no=2
        )
        files = [f.filename for f in document.files.all()]
        hours.refresh_from_db()
        leave.refresh_from_db()
    assert list(clauses) == ["§1", "§4", "§4.1", "§4.2"]
    assert clauses["§4.1"].text_vi == "Thời giờ làm việc không quá 44 giờ/tuần."
    assert clauses["§4.1"].text_en == "Working time is at most 44 hours per week."
    assert clauses["§4.1"].parent.ref == "§4"
    for ref in ("§1", "§4", "§4.2"):
        assert (clauses[ref].text_vi, clauses[ref].text_en) == (old[ref].text_vi, old[ref].text_en)
    assert files == ["appendix.md"]  # what was signed this time
    assert row.payload["amendment"]["changes"] == document.amendment["changes"]
    assert (hours.citation_stale, leave.citation_stale) == (True, False)
    assert leave.cited_document_id == document.pk
    # the amended wording is what an item now quotes
    new = add_item(
        actor=founder,
        version=draft,
        data=WORKING_TIME
        | {
            "source_quote_vi": "không quá 44 giờ/tuần",
            "source_quote_en": "at most 44 hours per week",
            "check_params": {"operator": "<=", "target": 44, "unit": "hours/week"},
        },
    )
    assert new.cited_document_id == document.pk
    with pytest.raises(ValidationFailed) as refused:
        add_item(actor=founder, version=draft, data=WORKING_TIME)
    assert refused.value.code == "rubric_item_citation_mismatch"


@pytest.mark.django_db
def test_the_command_says_what_the_appendix_changed(founder, tmp_path) -> None:
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    printed = import_printed(
        founder.tenant_id, write_text(tmp_path / "pl01.md", APPENDIX), signed_on="2026-06-01"
    )
    assert "imported labor_contract v2 (interleaved): 4 clauses" in printed
    assert (
        'applied the appendix "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 01" to v1: the text stored is v1 '
        "as amended" in printed
    )
    assert "  §4.1 reworded by the appendix's §1" in printed


@pytest.mark.django_db
def test_withdrawing_an_applied_appendix_restores_the_text_it_amended(founder, tmp_path) -> None:
    first = import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    applied = import_document(
        founder.tenant, tmp_path, "labor_contract", APPENDIX, signed_on="2026-06-01"
    )
    withdraw_signed_document(
        actor=founder, document=applied.document, reason="not yet signed by the employee"
    )
    with tenant_context(founder.tenant):
        assert latest_documents(["labor_contract"])["labor_contract"].pk == first.document.pk
    draft = create_rubric(actor=founder, tenant=founder.tenant, name="Rubric")
    assert add_item(actor=founder, version=draft, data=WORKING_TIME).cited_document_id == (
        first.document.pk
    )


@pytest.mark.django_db
def test_the_text_as_amended_keeps_what_was_known_of_its_clauses_and_checks_the_new(
    founder, tmp_path
) -> None:
    """v1's §4.2 states 12 days in Vietnamese and 14 in English: still so in v2, which the
    appendix left alone; the appendix's §4.1 states a night allowance in Vietnamese only: said of
    §4.1. A
    problem of a clause's place (a numbering gap) is not carried: the appendix may fill it."""
    import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        SMALL_LABOR_CONTRACT.replace("12 working days", "14 working days"),
    )
    appendix = APPENDIX.replace("44 giờ/tuần.", "44 giờ/tuần; phụ cấp ca đêm 200.000 đồng.")
    result = import_document(
        founder.tenant, tmp_path, "labor_contract", appendix, signed_on="2026-06-01"
    )
    found = [(p["code"], p["clause_ref"]) for p in result.document.import_problems]
    assert ("numbers_differ", "§4.2") in found
    assert ("numbers_differ", "§4.1") in found
    # v1's "§1 then §4" is of the clause's place, which an appendix adding articles may change
    assert ("numbering_gap", "§4") not in found
    assert ("numbers_differ", None) in found  # the appendix's own §1, said of the appendix


@pytest.mark.django_db
def test_a_problem_of_a_clause_renumbered_names_it_by_its_new_number(founder, tmp_path) -> None:
    """v1's §4.2 states 12 days in Vietnamese and 14 in English; the appendix renumbers Điều 4
    as Điều 5: the problem is of §5.2 and its message names §5.2, as the founder sees it."""
    first = import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        SMALL_LABOR_CONTRACT.replace("12 working days", "14 working days"),
    ).document
    (before,) = [p for p in first.import_problems if p["code"] == "numbers_differ"]
    assert before["clause_ref"] == "§4.2" and "§4.2" in before["message"]
    renumbering = (
        APPENDIX.replace("Sửa đổi khoản 4.1 Điều 4 của Hợp đồng", "Đánh số lại Điều 4 của Hợp đồng")
        .replace(
            "Khoản 4.1 Điều 4 được sửa đổi như sau: “4.1. Thời giờ làm việc không quá "
            "44 giờ/tuần.”",
            "Điều 4 được đánh số lại thành Điều 5.",
        )
        .replace(
            "Amendment of Clause 4.1 of Article 4 of the Contract",
            "Renumbering of Article 4 of the Contract",
        )
        .replace(
            "Clause 4.1 of Article 4 is amended as follows: “4.1. Working time is at most 44 hours "
            "per week.”",
            "Article 4 is renumbered as Article 5.",
        )
    )
    result = import_document(
        founder.tenant, tmp_path, "labor_contract", renumbering, signed_on="2026-06-01"
    )
    assert [c["op"] for c in result.document.amendment["changes"]] == ["renumber"]
    (after,) = [p for p in result.document.import_problems if p["code"] == "numbers_differ"]
    assert after["clause_ref"] == "§5.2"
    assert after["message"] == before["message"].replace("§4.2", "§5.2")
    assert "§4" not in after["message"]


NOT_READ = """# PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 02

LABOR CONTRACT APPENDIX NO. 02

## Điều 1. Nội dung thay đổi

Article 1. Changes

Mức lương chính: 40.000.000 đồng/tháng.

Basic salary: VND 40,000,000 per month.
"""


@pytest.mark.django_db
def test_a_much_shorter_file_with_no_change_read_is_refused_unless_it_is_the_whole_text(
    founder, tmp_path
) -> None:
    """An appendix stating its changes in words not read ("Nội dung thay đổi: Mức lương chính:
    …", the ministry's template, naming no clause) would, imported as the next version, replace
    every clause with its one: refused, nothing stored; the importer may confirm a whole text."""
    base = SMALL_LABOR_CONTRACT + "".join(
        f"\n## Điều {n}. Điều {n}\n\nArticle {n}. Article {n}\n\nNội dung {n}.\n\nText {n}.\n"
        for n in range(5, 8)
    )
    import_document(founder.tenant, tmp_path, "labor_contract", base)
    with pytest.raises(ValidationFailed) as refused:
        import_document(
            founder.tenant, tmp_path, "labor_contract", NOT_READ, signed_on="2026-06-01"
        )
    assert refused.value.code == "signed_document_much_shorter"
    with tenant_context(founder.tenant):
        assert SignedDocument.objects.filter(kind="labor_contract").count() == 1
    confirmed = import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        NOT_READ,
        signed_on="2026-06-01",
        whole_text_confirmed=True,
    )
    assert (confirmed.document.version_no, confirmed.document.clause_count) == (2, 1)


CHANGES_ONLY = """**PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG**

*LABOR CONTRACT APPENDIX*

Các bên thống nhất thay đổi một số nội dung của Hợp đồng như sau:

*The parties agree to change certain terms of the Contract as follows:*

**NỘI DUNG THAY ĐỔI**

*CHANGES*

| STT / No. | Điều khoản / Clause | Nội dung cũ / Previous wording | Nội dung mới / New wording |
|---|---|---|---|
| 1 | Khoản 1 Điều 4 / Clause 1 of Article 4 | 40 giờ/tuần / 40 hours per week | 44 giờ/tuần \
/ 44 hours per week |

Các nội dung khác của Hợp đồng giữ nguyên hiệu lực.

*All other terms of the Contract remain in effect.*
"""


@pytest.mark.django_db
def test_an_appendix_that_is_only_a_table_of_changes_amends_the_version_before(
    founder, tmp_path
) -> None:
    """No clause numbered, only "NỘI DUNG THAY ĐỔI" and its table (cells in both languages):
    it was unreadable (no_clauses); it is the changes, applied to the version before."""
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    result = import_document(
        founder.tenant, tmp_path, "labor_contract", CHANGES_ONLY, signed_on="2026-06-01"
    )
    assert result.document.amendment["changes"] == [
        {"op": "reword", "clause_ref": "§4.1", "appendix_ref": "§1"}
    ]
    with tenant_context(founder.tenant):
        hours = result.document.clauses.get(ref="§4.1")
    assert hours.text_vi.startswith("Thời giờ làm việc không quá 44 giờ/tuần")
    assert hours.text_en.startswith("Working time does not exceed 44 hours per week")


@pytest.mark.django_db
def test_a_table_of_changes_with_nothing_of_its_kind_to_amend_is_refused(founder, tmp_path) -> None:
    with pytest.raises(ValidationFailed) as refused:
        import_document(founder.tenant, tmp_path, "labor_contract", CHANGES_ONLY)
    assert refused.value.code == "signed_document_only_changes"
    with tenant_context(founder.tenant):
        assert not SignedDocument.objects.exists()


NUMBERED_CONTRACT = SMALL_LABOR_CONTRACT.replace(
    "LABOR CONTRACT\n", "LABOR CONTRACT\n\nSố: 15/2026/HĐLĐ\n\nNo.: 15/2026/HĐLĐ\n", 1
)


def _appendix_of(number: str) -> str:
    return APPENDIX.replace(
        "LABOR CONTRACT APPENDIX NO. 01\n",
        "LABOR CONTRACT APPENDIX NO. 01\n\n"
        f"Căn cứ Hợp đồng lao động số {number} ký ngày 15/12/2025 giữa Công ty và người lao "
        "động;\n\n"
        f"Pursuant to Labour Contract No. {number} signed on 15 December 2025 between the "
        "Company and the Employee;\n",
        1,
    )


@pytest.mark.django_db
def test_an_appendix_of_another_contract_number_is_refused_and_nothing_changes(
    founder, tmp_path
) -> None:
    """Round 17: an appendix naming contract No. 27/2025/HĐLĐ, imported over No. 15/2026/HĐLĐ,
    had been applied: terms this contract's parties never signed."""
    first = import_document(founder.tenant, tmp_path, "labor_contract", NUMBERED_CONTRACT)
    assert first.document.contract_number == "15/2026/HĐLĐ"
    with pytest.raises(ValidationFailed) as refused:
        import_document(
            founder.tenant,
            tmp_path,
            "labor_contract",
            _appendix_of("27/2025/HĐLĐ"),
            signed_on="2026-06-01",
            name="appendix.md",
        )
    assert refused.value.code == "signed_document_amends_another_contract"
    with translation.override("en"):
        detail = str(refused.value.detail)
    assert "27/2025/HĐLĐ" in detail and "15/2026/HĐLĐ" in detail and "appendix.md" in detail
    with translation.override("vi"):
        assert "sửa đổi hợp đồng số 27/2025/HĐLĐ" in str(refused.value.detail)
    with tenant_context(founder.tenant):
        assert SignedDocument.objects.filter(kind="labor_contract").count() == 1


@pytest.mark.django_db
@pytest.mark.parametrize("number", ["15/2026/HĐLĐ", "015/2026/HDLD"])
def test_an_appendix_of_this_contract_number_however_written_is_applied_and_keeps_it(
    founder, tmp_path, number: str
) -> None:
    import_document(founder.tenant, tmp_path, "labor_contract", NUMBERED_CONTRACT)
    result = import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        _appendix_of(number),
        signed_on="2026-06-01",
        name="appendix.md",
    )
    assert result.document.amendment["amends_version"] == 1
    assert result.document.contract_number == "15/2026/HĐLĐ"


@pytest.mark.django_db
def test_an_appendix_naming_a_number_over_a_contract_stating_none_is_applied(
    founder, tmp_path
) -> None:
    """Unknown is not another: a contract whose number was not read refuses no appendix."""
    first = import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    assert first.document.contract_number == ""
    result = import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        _appendix_of("27/2025/HĐLĐ"),
        signed_on="2026-06-01",
        name="appendix.md",
    )
    assert result.document.amendment["amends_version"] == 1


@pytest.mark.django_db
def test_an_appendix_stored_as_a_whole_text_keeps_the_contracts_number(founder, tmp_path) -> None:
    """A review: an appendix restating the whole contract, titled with its own number
    ("PHỤ LỤC … SỐ 01/2026/PLHĐ"), had stored that number as the contract's, and every later
    appendix naming the contract's own was refused."""
    import_document(founder.tenant, tmp_path, "labor_contract", NUMBERED_CONTRACT)
    restated = (
        NUMBERED_CONTRACT.replace(
            "# HỢP ĐỒNG LAO ĐỘNG\n\nLABOR CONTRACT\n\nSố: 15/2026/HĐLĐ\n\nNo.: 15/2026/HĐLĐ\n",
            "# PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 01/2026/PLHĐ\n\nLABOR CONTRACT APPENDIX NO. "
            "01/2026/PLHĐ\n",
            1,
        )
        .replace("40 giờ/tuần", "44 giờ/tuần")
        .replace("40 hours per week", "44 hours per week")
    )
    second = import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        restated,
        signed_on="2026-06-01",
        name="restated.md",
        kind_confirmed=True,
    )
    assert second.document.amendment == {}
    assert second.document.contract_number == "15/2026/HĐLĐ"


@pytest.mark.django_db
def test_an_appendix_restating_the_whole_text_of_another_contract_is_refused(
    founder, tmp_path
) -> None:
    """A second review: an appendix restating the whole contract was stored without its
    number checked (only a list of changes was)."""
    import_document(founder.tenant, tmp_path, "labor_contract", NUMBERED_CONTRACT)
    restated = NUMBERED_CONTRACT.replace(
        "# HỢP ĐỒNG LAO ĐỘNG\n\nLABOR CONTRACT\n\nSố: 15/2026/HĐLĐ\n\nNo.: 15/2026/HĐLĐ\n",
        "# PHỤ LỤC CỦA HỢP ĐỒNG LAO ĐỘNG SỐ 27/2025/HĐLĐ\n\nAPPENDIX TO LABOUR CONTRACT NO. "
        "27/2025/HĐLĐ\n",
        1,
    )
    with pytest.raises(ValidationFailed) as refused:
        import_document(
            founder.tenant,
            tmp_path,
            "labor_contract",
            restated,
            signed_on="2026-06-01",
            name="restated.md",
            kind_confirmed=True,
        )
    assert refused.value.code == "signed_document_amends_another_contract"
