"""A quote is the signed text itself: typed with the other glyph of a character (a straight
apostrophe for Word's curly one, "Ủy ban" for the document's "Uỷ ban", a hyphen for its dash) or
pasted from a PDF with ligatures and invisible characters, it verifies and is stored as the
document words it. Anything that changes a word still does not verify."""

# ruff: noqa: RUF001 - the look-alike glyphs are what these tests are about

from __future__ import annotations

from typing import Any

import pytest
from django.utils import translation

from audit.models import AuditEntry
from cyberos_eval.errors import ValidationFailed
from cyberos_eval.tenancy import tenant_context
from rubric.services import add_item, update_item
from tests.factories import import_document

pytestmark = pytest.mark.django_db

CONTRACT = """# HỢP ĐỒNG LAO ĐỘNG

LABOR CONTRACT

## Điều 2. Kỷ luật

Article 2. Discipline

2.1. Tranh chấp được hoà giải tại Uỷ ban nhân dân theo “Nội quy lao động” 2026–2027.

2.1. Disputes are officially conciliated at the People’s Committee under the
“Labour Rules” 2026–2027.
"""

QUOTE_VI = "hoà giải tại Uỷ ban nhân dân theo “Nội quy lao động” 2026–2027"
QUOTE_EN = "conciliated at the People’s Committee under the “Labour Rules” 2026–2027"


def item(**overrides: str) -> dict[str, Any]:
    return {
        "source_doc": "labor_contract",
        "clause_ref": "§2.1",
        "source_quote_vi": QUOTE_VI,
        "source_quote_en": QUOTE_EN,
        "item_kind": "working_term",
        "check_type": "attestation",
        "check_params": {},
        "weight": "1",
        "title_vi": "Hoà giải",
        "title_en": "Conciliation",
    } | overrides


@pytest.fixture
def contract(founder, tmp_path):
    return import_document(founder.tenant, tmp_path, "labor_contract", CONTRACT).document


@pytest.mark.parametrize(
    ("typed_vi", "typed_en"),
    [
        # the other tone placement, straight quotation marks, a hyphen for the dash
        (
            'hòa giải tại Ủy ban nhân dân theo "Nội quy lao động" 2026-2027',
            'conciliated at the People\'s Committee under the "Labour Rules" 2026-2027',
        ),
        # pasted from a PDF: a ligature, a soft hyphen and a zero-width space inside words,
        # a line break
        (
            "hoà giải tại Uỷ ban nhân\u00ad dân theo “Nội quy\nlao động” 2026–2027",
            "conciliated at the People’s Com\u200bmittee under the “Labour Rules” 2026–2027",
        ),
    ],
)
def test_a_quote_typed_with_other_glyphs_verifies_and_is_stored_as_signed(
    draft, founder, contract, typed_vi, typed_en
) -> None:
    stored = add_item(
        actor=founder,
        version=draft,
        data=item(source_quote_vi=typed_vi, source_quote_en=typed_en),
    )
    with tenant_context(founder.tenant):
        stored.refresh_from_db()
    assert stored.cited_document_id == contract.pk
    assert (stored.source_quote_vi, stored.source_quote_en) == (QUOTE_VI, QUOTE_EN)


def test_a_ligature_pasted_from_a_pdf_is_the_letters_it_stands_for(
    draft, founder, contract
) -> None:
    stored = add_item(actor=founder, version=draft, data=item())
    changed = update_item(
        actor=founder,
        item=stored,
        changes={"source_quote_en": "Disputes are of\ufb01cially conciliated"},
    )
    assert changed.source_quote_en == "Disputes are officially conciliated"
    with pytest.raises(ValidationFailed):  # "ﬁ" is "fi", not any other letters
        update_item(
            actor=founder,
            item=stored,
            changes={"source_quote_en": "Disputes are o\ufb01cially conciliated"},
        )


def test_re_sending_the_stored_quote_in_other_glyphs_changes_nothing(
    draft, founder, contract
) -> None:
    stored = add_item(actor=founder, version=draft, data=item())
    with tenant_context(founder.tenant):
        rows_before = AuditEntry.objects.count()
    again = update_item(
        actor=founder,
        item=stored,
        changes={
            "source_quote_vi": 'hòa giải tại Ủy ban nhân dân theo "Nội quy lao động" 2026-2027'
        },
    )
    assert again.source_quote_vi == QUOTE_VI
    with tenant_context(founder.tenant):
        assert AuditEntry.objects.count() == rows_before  # nothing changed, nothing audited


@pytest.mark.parametrize(
    ("typed", "said", "parts_at"),
    [
        ("hoà giải tại UỶ BAN nhân dân", "hoà giải tại", "UỶ"),  # case is a different text
        ("hoà giải tại Uy ban nhân dân", "hoà giải tại", "Uy"),  # a tone mark dropped
        (
            "hoà giải tại Uỷ ban nhân dân theo Nội quy lao động",
            "hoà giải tại Uỷ ban nhân dân theo",
            "Nội",
        ),  # quotation marks dropped
        ("hoá giải tại Uỷ ban", "", ""),  # another word ("hoá", to dissolve)
    ],
)
def test_what_changes_a_word_is_refused_naming_where_the_quote_parts_from_the_clause(
    draft, founder, contract, typed, said, parts_at
) -> None:
    with pytest.raises(ValidationFailed) as caught:
        add_item(actor=founder, version=draft, data=item(source_quote_vi=typed))
    (problem,) = caught.value.problems
    assert (problem.code, problem.field) == ("rubric_item_citation_mismatch", "source_quote_vi")
    with translation.override("en"):
        detail = str(problem.detail)
    if said:
        assert f"\u201c{said}\u201d" in detail and f"\u201c{parts_at}\u201d" in detail
    else:
        assert detail == "the quote is not word for word in §2.1 (VI)"


def test_a_quote_written_before_the_import_is_stored_as_signed_when_the_import_checks_it(
    draft, founder, tmp_path
) -> None:
    typed = 'hòa giải tại Ủy ban nhân dân theo "Nội quy lao động"'
    written = add_item(actor=founder, version=draft, data=item(source_quote_vi=typed))
    assert written.source_quote_vi == typed and written.cited_document_id is None  # unknown
    result = import_document(founder.tenant, tmp_path, "labor_contract", CONTRACT)
    assert result.repinned_items == 1 and not result.stale_items
    with tenant_context(founder.tenant):
        written.refresh_from_db()
    assert written.cited_document_id == result.document.pk
    assert written.source_quote_vi == "hoà giải tại Uỷ ban nhân dân theo “Nội quy lao động”"
    with tenant_context(founder.tenant):
        (row,) = AuditEntry.objects.filter(kind="eval.signed_document_imported")
    assert row.payload["reworded_items"] == [
        {"rubric_item_id": str(written.pk), "before": {"source_quote_vi": typed}}
    ]


@pytest.mark.parametrize("written", ["Khoản 1 Điều 2", "Điều 2.1", "Article 2, clause 1", "2.1"])
def test_a_clause_named_as_people_write_it_is_stored_by_its_reference(
    draft, founder, contract, written
) -> None:
    stored = add_item(actor=founder, version=draft, data=item(clause_ref=written))
    assert stored.clause_ref == "§2.1" and stored.cited_document_id == contract.pk


@pytest.mark.parametrize("written", ["Khoản 1", "Điều 2.1 khoản 3", "Điều 3"])
def test_a_clause_name_that_reads_as_no_clause_of_the_document_is_refused(
    draft, founder, contract, written
) -> None:
    with pytest.raises(ValidationFailed) as caught:
        add_item(actor=founder, version=draft, data=item(clause_ref=written))
    (problem,) = caught.value.problems
    assert (problem.code, problem.field) == ("rubric_item_citation_mismatch", "clause_ref")
