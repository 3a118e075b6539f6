"""Appendix round 27 (blind, 156 appendices and the contracts they amend delivered as files:
docx of each layout, PDFs printed by LibreOffice and drawn by reportlab; truth frozen first,
2026-12-07). Nothing was stored wrong; what it found were printed lines the page wrapped
after a semicolon or a field's colon, kept as line breaks in the contract's clauses and in
an appendix's new wording, whose English then read as another text (refused needlessly)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.consolidation import consolidate
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import FIXTURES, printed_lines
from tests.documents.test_consolidation import BASE, _amended, _base

_CONTRACT = [
    "HỢP ĐỒNG LAO ĐỘNG",
    "LABOUR CONTRACT",
    "Điều 2. Điều khoản thi hành",
    "Article 2. Implementation",
    "2.1. Địa điểm làm việc:",
    "chi nhánh Công ty tại Thành phố Hồ Chí Minh.",
    "2.1. Place of work:",
    "the Company's branch in Ho Chi Minh City.",
    "2.2. Hợp đồng được lập thành 02 bản, mỗi bên giữ 01 bản.",
    "2.2. The contract is made in 02 copies;",
    "each party keeps 01.",
]


def test_a_printed_line_wrapped_after_a_semicolon_or_a_field_s_colon_goes_on(tmp_path) -> None:
    parsed = parse_signed_document(printed_lines(tmp_path / "contract.pdf", _CONTRACT))
    assert [(c.ref, c.text_vi, c.text_en) for c in parsed.clauses[1:]] == [
        (
            "§2.1",
            "Địa điểm làm việc: chi nhánh Công ty tại Thành phố Hồ Chí Minh.",
            "Place of work: the Company's branch in Ho Chi Minh City.",
        ),
        (
            "§2.2",
            "Hợp đồng được lập thành 02 bản, mỗi bên giữ 01 bản.",
            "The contract is made in 02 copies; each party keeps 01.",
        ),
    ]


@pytest.mark.parametrize(
    ("lines", "paragraphs"),
    [
        (  # a lead-in's colon: its list's items, a line each
            [
                "2.3. Người lao động có các nghĩa vụ sau:",
                "tuân thủ nội quy lao động;",
                "bảo mật thông tin.",
            ],
            3,
        ),
        (  # items each ending as the one before
            ["2.3. Phụ cấp hằng tháng gồm ăn trưa;", "xăng xe;", "điện thoại."],
            3,
        ),
    ],
)
def test_a_list_s_items_after_a_colon_or_a_semicolon_stay_apart(
    tmp_path, lines, paragraphs
) -> None:
    contract = [*_CONTRACT[:4], *lines, "2.3. The employee's duties are listed in Vietnamese."]
    parsed = parse_signed_document(printed_lines(tmp_path / "contract.pdf", contract))
    assert len(parsed.clauses[1].text_vi.split("\n")) == paragraphs


def test_new_wording_quoted_and_wrapped_after_its_colon_is_made(tmp_path: Path) -> None:
    """ "… as follows: “4.2. Annual leave:" / "15 working days per year.”": the English's line
    break had made it another text than the Vietnamese's, and the appendix was refused."""
    appendix = printed_lines(
        tmp_path / "appendix.pdf",
        [
            "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 01",
            "LABOUR CONTRACT APPENDIX NO. 01",
            "Điều 1. Sửa đổi khoản 4.2 Điều 4",
            "Article 1. Amendment of Clause 4.2 of Article 4",
            "Khoản 4.2 Điều 4 của Hợp đồng được sửa đổi như sau: “4.2. Nghỉ hằng năm:",
            "15 ngày làm việc.”",
            "Clause 4.2 of Article 4 of the Contract is amended as follows: “4.2. Annual leave:",
            "15 working days.”",
            "Điều 2. Hiệu lực",
            "Article 2. Effect",
            "Phụ lục có hiệu lực từ ngày 01/06/2026.",
            "This appendix takes effect on 01/06/2026.",
        ],
    )
    result = consolidate(
        _base(tmp_path, BASE), parse_signed_document(appendix), titles=("HỢP ĐỒNG LAO ĐỘNG",)
    )
    (made,) = [c for c in result.clauses if c.ref == "§4.2"]
    assert (made.text_vi, made.text_en) == (
        "Nghỉ hằng năm: 15 ngày làm việc.",
        "Annual leave: 15 working days.",
    )


def test_new_wording_numbered_as_the_appendix_s_own_clause_is_made(tmp_path: Path) -> None:
    """ "Điều 3. Sửa đổi khoản 3.1 Điều 3" over "Sửa đổi khoản 3.1 Điều 3 như sau:" and the
    paragraph "3.1. …": numbered as the appendix's own §3.1, the wording had been read both
    as the change's and as a term of the appendix's own, not understood, and refused."""
    body = (
        "## Điều 3. Sửa đổi khoản 3.1 Điều 3\n\nArticle 3. Amendment of Clause 3.1\n\n"
        "Sửa đổi khoản 3.1 Điều 3 như sau:\n\n3.1. Mức lương: 35.000.000 đồng/tháng.\n\n"
        "Clause 3.1 of Article 3 is amended as follows:\n\n"
        "3.1. Salary: VND 35,000,000 per month.\n"
    )
    clauses, changes = _amended(tmp_path, body)
    assert (clauses["§3.1"].text_vi, clauses["§3.1"].text_en) == (
        "Mức lương: 35.000.000 đồng/tháng.",
        "Salary: VND 35,000,000 per month.",
    )
    assert [(c.op.value, c.ref) for c in changes] == [("replace", "§3.1")]


def test_changes_set_in_tables_of_their_two_languages_are_made(tmp_path: Path) -> None:
    """Round 27: an appendix printed by LibreOffice with each change in a ruled table of its
    Vietnamese beside its English, among one-column paragraphs (recitals, parties), had each
    table's lines read across both cells ("1. Khoản 6.1 Điều 6 của Hợp đồng được 1. Clause 6.1
    of Article 6 …"); the appendix was refused. Read as the cells' paragraphs, each change is
    made. (``tests/fixtures/documents/make_change_tables.py``.)"""
    appendix = parse_signed_document(FIXTURES / "libreoffice_change_tables.pdf")
    result = consolidate(_base(tmp_path, BASE), appendix, titles=("HỢP ĐỒNG LAO ĐỘNG",))
    clauses = {c.ref: c for c in result.clauses}
    assert [(c.op.value, c.ref) for c in result.changes] == [
        ("replace", "§6.1"),
        ("replace", "§4.1"),
    ]
    assert (clauses["§6.1"].text_en, clauses["§4.1"].text_en) == (
        "Either party gives 45 days' notice to end the contract unilaterally.",
        "Working time does not exceed 44 hours per week, Monday to Saturday morning.",
    )


def test_a_list_s_first_item_after_a_short_lead_in_stays_apart(tmp_path: Path) -> None:
    """The neighbour (a review's): "2.3. Hồ sơ gồm:" over items in lower case, each a line."""
    contract = [
        *_CONTRACT[:4],
        "2.3. Hồ sơ gồm:",
        "bản sao căn cước công dân.",
        "ảnh 3x4.",
        "2.3. The file holds a copy of the ID card and a photo.",
    ]
    parsed = parse_signed_document(printed_lines(tmp_path / "contract.pdf", contract))
    assert parsed.clauses[1].text_vi.split("\n")[0] == "Hồ sơ gồm:"


def test_a_numbered_line_cut_after_a_word_that_leaves_its_phrase_open_goes_on(tmp_path) -> None:
    """ "2.3. This contract takes effect from" / "05/01/2024.": short enough to pass for a
    numbered title, the line had kept its break in the English."""
    contract = [
        *_CONTRACT[:4],
        "2.3. Hợp đồng có hiệu lực kể từ ngày 05/01/2024.",
        "2.3. This contract takes effect from",
        "05/01/2024.",
    ]
    parsed = parse_signed_document(printed_lines(tmp_path / "contract.pdf", contract))
    assert parsed.clauses[1].text_en == "This contract takes effect from 05/01/2024."
