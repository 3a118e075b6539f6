"""Misreadings a probe of newly written documents found (probe 25, 2026-12: 378 documents in
six new families and 63 new layouts), each as the smallest document that showed it."""

from __future__ import annotations

from pathlib import Path

import docx
import docx.document
import docx.table
import pytest

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_text

_LABELLED = """HỢP ĐỒNG LAO ĐỘNG
LABOUR CONTRACT

Điều 1. Công việc
Article 1. Work

1.1{mark} Bên B lái xe nâng tại kho số 4.
1.1{mark} Party B drives a forklift in warehouse No. 4.

1.2{mark} Bên B tuân thủ:
1.2{mark} Party B complies with:

a/ tốc độ tối đa 8 km/giờ;
a/ maximum speed 8 km/h;

b/ đội mũ bảo hộ.
b/ wearing a helmet.
"""

_WITH_POINTS = [
    ("§1", None),
    ("§1.1", "§1"),
    ("§1.2", "§1"),
    ("§1.2(a)", "§1.2"),
    ("§1.2(b)", "§1.2"),
]


@pytest.mark.parametrize("mark", ["/", " \u2013", " -", " \u2014", "."])
def test_sub_clauses_labelled_with_a_slash_or_a_dash_are_read(tmp_path: Path, mark: str) -> None:
    """ "1.1/" (as "a/" is a point) had been no label: both sub-clauses ran into their article,
    and the points hung under it, silently; "1.1 \u2013 " kept its dash in the clause's text."""
    parsed = parse_signed_document(
        write_text(tmp_path / "labelled.txt", _LABELLED.format(mark=mark))
    )
    assert [(ref, parent) for ref, parent, _vi, _en in outline(parsed)] == _WITH_POINTS
    assert clause(parsed, "§1.1").text_vi == "Bên B lái xe nâng tại kho số 4."
    assert clause(parsed, "§1.1").text_en == "Party B drives a forklift in warehouse No. 4."
    assert problems(parsed) == []


_ROWS = [
    ("Điều 1", "", "Công việc", "Work"),
    ("Điều 1", "1.1", "Bên B lái xe nâng tại kho số 4.", "Party B drives a forklift in No. 4."),
    ("Điều 1", "1.2", "Bên B tuân thủ:", "Party B complies with:"),
    ("Điều 1", "1.2", "a) tốc độ tối đa 8 km/giờ;", "a) maximum speed 8 km/h;"),
    ("Điều 1", "1.2", "b) đội mũ bảo hộ.", "b) wearing a helmet."),
    ("Điều 2", "", "Tiền lương", "Wages"),
    ("Điều 2", "2.1", "Lương 9.200.000 đồng/tháng.", "Wage VND 9,200,000 per month."),
]


def _contract_table(
    rows: list[tuple[str, str, str, str]],
    header: tuple[str, ...] = ("Điều / Article", "Khoản / Clause", "Tiếng Việt", "English"),
) -> tuple[docx.document.Document, docx.table.Table]:
    """A contract's title over one table: its header, then ``rows``."""
    document = docx.Document()
    document.add_paragraph("HỢP ĐỒNG LAO ĐỘNG")
    document.add_paragraph("LABOUR CONTRACT")
    table = document.add_table(rows=len(rows) + 1, cols=len(header))
    for index, row in enumerate([header, *rows]):
        for column, text in enumerate(row):
            table.cell(index, column).text = text
    return document, table


def _four_columns(path: Path, *, merged: bool) -> Path:
    """ "Điều | Khoản | Tiếng Việt | English", the article's (and the sub-clause's) cell merged
    down the rows it spans in Word, or typed again in each."""
    document, table = _contract_table(_ROWS)
    if merged:
        for column, first, last in ((0, 1, 5), (0, 6, 7), (1, 3, 5)):
            top = table.cell(first, column)
            kept = top.text
            top.merge(table.cell(last, column)).text = kept
    document.save(str(path))
    return path


@pytest.mark.parametrize("merged", [True, False])
def test_a_table_of_article_and_sub_clause_columns_beside_both_languages_is_read(
    tmp_path: Path, merged: bool
) -> None:
    """Each sub-clause had run into its article as a line "1.1 | Bên B …", silently when the
    article's cell was merged down; its points went into the sub-clause's text."""
    parsed = parse_signed_document(_four_columns(tmp_path / "table.docx", merged=merged))
    assert [(ref, parent) for ref, parent, _vi, _en in outline(parsed)] == [
        *_WITH_POINTS,
        ("§2", None),
        ("§2.1", "§2"),
    ]
    assert clause(parsed, "§1").text_vi == "Công việc"
    assert clause(parsed, "§1.2").text_en == "Party B complies with:"
    assert clause(parsed, "§1.2(a)").text_vi == "tốc độ tối đa 8 km/giờ;"
    assert problems(parsed) == []


def test_points_laid_out_in_a_table_inside_the_clauses_cell_keep_no_cell_mark(
    tmp_path: Path,
) -> None:
    """ "a) | tốc độ …": a nested table's label cell and text cell had been joined as data
    ("| tốc độ tối đa 8 km/giờ;" stored as the point's text)."""
    document = docx.Document()
    document.add_paragraph("HỢP ĐỒNG LAO ĐỘNG")
    document.add_paragraph("LABOUR CONTRACT")
    table = document.add_table(rows=2, cols=2)
    table.cell(0, 0).text, table.cell(0, 1).text = "Điều 1. An toàn", "Article 1. Safety"
    for column, (lead, points) in enumerate(
        (
            ("1.1. Bên B tuân thủ:", [("a)", "tốc độ tối đa 8 km/giờ;"), ("b)", "đội mũ.")]),
            ("1.1. Party B complies with:", [("a)", "maximum speed 8 km/h;"), ("b)", "a helmet.")]),
        )
    ):
        cell = table.cell(1, column)
        cell.text = lead
        nested = cell.add_table(rows=len(points), cols=2)
        for index, (label, text) in enumerate(points):
            nested.cell(index, 0).text, nested.cell(index, 1).text = label, text
    path = tmp_path / "nested.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1(a)").text_vi == "tốc độ tối đa 8 km/giờ;"
    assert clause(parsed, "§1.1(b)").text_en == "a helmet."
    assert problems(parsed) == []


_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _printed(
    path: Path, lines: list[tuple[int, str]], *, rotated: bool = False, upwards: bool = False
) -> Path:
    """A landscape page, each line drawn at (x, its place down the page); ``rotated``: stored
    portrait with /Rotate 90, its content turned to read upright on the landscape page shown,
    as "print landscape" tools write it; ``upwards``: the lines drawn from the page's foot
    up."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", _FONT))
    width, height = 842, 595
    page = canvas.Canvas(str(path), pagesize=(width, height))
    if rotated:
        page.setPageRotation(90)
        page.transform(0, 1, -1, 0, height, 0)
    page.setFont("DejaVu", 10)
    placed = list(enumerate(lines))
    for number, (x, text) in reversed(placed) if upwards else placed:
        page.drawString(x, height - 60 - 17 * number, text)
    page.save()
    return path


_CUT_LINE = (
    "1.1. Phí dịch vụ cho giai đoạn kiểm thử chấp nhận của phiên bản mới là 45.000.000 đồng."
)


@pytest.mark.parametrize("rotated", [True, False])
def test_a_line_running_past_the_pages_edge_is_reported(tmp_path: Path, rotated: bool) -> None:
    """What a page does not print past its edge was left out silently ("… là 45" of "… là
    45.000.000 đồng."): what the page prints is still what is read, and the cut is told."""
    lines = [
        (60, "HỢP ĐỒNG DỊCH VỤ"),
        (60, "SERVICE CONTRACT"),
        (60, "Điều 1. Phí dịch vụ"),
        (60, "Article 1. Service fee"),
        (420, _CUT_LINE),  # the page shown is 842 pt wide: the line runs past it
        (60, "1.1. The fee is VND 45,000,000."),
    ]
    parsed = parse_signed_document(_printed(tmp_path / "cut.pdf", lines, rotated=rotated))
    printed = clause(parsed, "§1.1").text_vi
    assert _CUT_LINE.startswith(f"1.1. {printed}")
    assert not printed.endswith("đồng.")  # not printed: not read
    assert ("text_beyond_page", "§1.1") in problems(parsed)


def test_a_line_wholly_beyond_the_page_is_no_cut_line(tmp_path: Path) -> None:
    """A printer's slug or a note drawn wholly off the page prints nothing of a clause."""
    lines = [
        (60, "HỢP ĐỒNG DỊCH VỤ"),
        (60, "SERVICE CONTRACT"),
        (60, "Điều 1. Phí dịch vụ"),
        (60, "Article 1. Service fee"),
        (60, "1.1. Phí dịch vụ là 45.000.000 đồng."),
        (60, "1.1. The fee is VND 45,000,000."),
        (900, "In lúc 05/12/2026 10:31 - bản nháp"),
    ]
    parsed = parse_signed_document(_printed(tmp_path / "slug.pdf", lines))
    assert clause(parsed, "§1.1").text_vi == "Phí dịch vụ là 45.000.000 đồng."
    assert problems(parsed) == []


def test_a_number_the_line_end_parted_from_its_word_is_no_clause(tmp_path: Path) -> None:
    """ "… theo phụ lục số" / "1. đính kèm …", "… in warehouse No." / "4.": the number a
    hard-wrapped line's last word names had opened a clause of its own (§1.1.1, silently when
    both languages wrapped alike) and cut the sentence before it short."""
    text = (
        "HỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\n\nĐiều 1. Công việc\nArticle 1. Job\n\n"
        "1.1. Bên B làm việc tại kho theo phụ lục số\n1. đính kèm hợp đồng này.\n"
        "1.1. Party B works at the warehouse listed in Appendix No.\n1. attached to this "
        "contract.\n\n1.2. Bên B làm việc tại kho số\n4.\n1.2. Party B works in warehouse No.\n"
        "4.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "wrapped.txt", text))
    assert [ref for ref, _parent, _vi, _en in outline(parsed)] == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.1").text_vi == (
        "Bên B làm việc tại kho theo phụ lục số 1. đính kèm hợp đồng này."
    )
    assert clause(parsed, "§1.2").text_en == "Party B works in warehouse No. 4."
    assert problems(parsed) == []


def test_a_page_drawn_from_its_foot_up_is_read_from_its_head_down(tmp_path: Path) -> None:
    """A producer that writes the content stream bottom to top: read in the stream's order,
    the clauses came out backwards and the signature block's captions made the title."""
    lines = [
        (60, "HỢP ĐỒNG LAO ĐỘNG"),
        (60, "LABOUR CONTRACT"),
        (60, "Điều 1. Công việc"),
        (60, "Article 1. Job"),
        (60, "1.1. Bên B lái xe nâng tại kho số 4."),
        (60, "1.1. Party B drives a forklift in warehouse No. 4."),
        (60, "1.2. Bên B làm ca ngày."),
        (60, "1.2. Party B works the day shift."),
        (60, "Điều 2. Tiền lương"),
        (60, "Article 2. Wages"),
        (60, "2.1. Lương 9.200.000 đồng/tháng."),
        (60, "2.1. Wage VND 9,200,000 per month."),
    ]
    parsed = parse_signed_document(_printed(tmp_path / "upwards.pdf", lines, upwards=True))
    assert parsed.title_vi == "HỢP ĐỒNG LAO ĐỘNG"
    assert [ref for ref, _parent, _vi, _en in outline(parsed)] == [
        "§1",
        "§1.1",
        "§1.2",
        "§2",
        "§2.1",
    ]
    assert clause(parsed, "§2.1").text_en == "Wage VND 9,200,000 per month."
    assert problems(parsed) == []


def test_a_line_ending_in_no_before_the_next_clause_keeps_them_apart(tmp_path: Path) -> None:
    """ "… Không / No" (an answer) and "… sổ BHXH số" end a sentence or a field before the
    next clause, whose label opens a capital: not the number they name (review, 2026-12-06)."""
    text = (
        "HỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\n\nĐiều 1. Thử việc\nArticle 1. Probation\n\n"
        "1.1. Có thử việc: Không\n1.1. Probation required: No\n\n"
        "1.2. Người lao động được cấp sổ BHXH số\n1.2. The employee is given social insurance "
        "book No.\n\n1.3. Công ty đóng bảo hiểm.\n1.3. The Company pays the insurance.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "answers.txt", text))
    assert [ref for ref, _parent, _vi, _en in outline(parsed)] == ["§1", "§1.1", "§1.2", "§1.3"]
    assert clause(parsed, "§1.1").text_en == "Probation required: No"


def test_an_article_cell_beside_sub_clause_labels_keeps_its_article(tmp_path: Path) -> None:
    """ "Điều 5 | 1. | …" then " | 2. | …": the article named only in the first sub-clause's
    row is kept, not lost behind the sub-clause's label (review, 2026-12-06)."""
    document, _table = _contract_table(
        [
            ("Điều 5", "1.", "Bên B làm ca ngày.", "Party B works days."),
            ("", "2.", "Bên B nghỉ 12 ngày.", "Party B has 12 days off."),
            ("Điều 6", "1.", "Lương 9.000.000 đồng.", "Wage VND 9,000,000."),
        ],
        header=("Điều", "Khoản", "Tiếng Việt", "English"),
    )
    path = tmp_path / "articles.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert [(ref, parent) for ref, parent, _vi, _en in outline(parsed)] == [
        ("§5", None),
        ("§5.1", "§5"),
        ("§5.2", "§5"),
        ("§6", None),
        ("§6.1", "§6"),
    ]
