"""A data table's cell holding the Vietnamese and the English as two paragraphs (in Word) or
two lines (printed): each language's row keeps its own paragraph, figures too.

A figure is no language's on its own ("1.250" and "1,250" differ only by the thousands
separator each language writes), so a cell of two figures had gone whole to both rows:
"6.200.000 6,200,000", "T1 T1", "≥ 99,7% ≥ 99.7%". Where the row's other cells hold their
Vietnamese then their English, the figures' cell is read the same way: its first paragraph is
the Vietnamese, its second the English. A figure alone in its cell stays in both rows.

Printed, a cell's lines are its paragraphs only when the page did not wrap them: "1.250"
above "1,250" (room for both on one line) are two, and so are "Tra tay áo" above "Sleeve
setting"; a word the page wrapped ("HACCP" after "… và chứng nhận") stays in its paragraph.
"""

from __future__ import annotations

from pathlib import Path

import docx
import pytest

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.pdf_tables import _opens_paragraph
from tests.documents.support import clause, write_docx


def _docx_with_paragraph_cells(path: Path, rows: list[tuple[str, ...]]) -> Path:
    """Article 1 with a table whose cells hold each "\\n"-separated line as a paragraph of its
    own (as Word writes a cell's Vietnamese and its English)."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Tiền lương")
    document.add_paragraph().add_run("Article 1. Salary").italic = True
    document.add_paragraph("1.1. Thang lương như sau:")
    document.add_paragraph().add_run("1.1. The salary scale is as follows:").italic = True
    table = document.add_table(rows=0, cols=max(len(row) for row in rows))
    for row in rows:
        for cell, text in zip(table.add_row().cells, row, strict=False):
            first, *others = text.split("\n")
            cell.paragraphs[0].text = first
            for other in others:
                cell.add_paragraph(other)
    document.add_paragraph("1.2. Lương được trả vào ngày 05 hằng tháng.")
    document.add_paragraph().add_run("1.2. Salary is paid on the 5th of each month.").italic = True
    document.save(str(path))
    return path


def test_a_salary_grid_of_two_paragraph_cells_gives_each_language_its_figures(
    tmp_path: Path,
) -> None:
    path = _docx_with_paragraph_cells(
        tmp_path / "grid.docx",
        [
            ("Ngạch\nGrade", "Chức danh\nJob title", "Bậc 1 (đồng/tháng)\nStep 1 (VND/month)"),
            ("T1\nT1", "Nhân viên kho\nWarehouse staff", "6.200.000\n6,200,000"),
            ("T2\nT2", "Giám sát kho\nWarehouse supervisor", "14.500.000\n14,500,000"),
        ],
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi.splitlines()[1:] == [
        "Ngạch | Chức danh | Bậc 1 (đồng/tháng)",
        "T1 | Nhân viên kho | 6.200.000",
        "T2 | Giám sát kho | 14.500.000",
    ]
    assert clause(parsed, "§1.1").text_en.splitlines()[1:] == [
        "Grade | Job title | Step 1 (VND/month)",
        "T1 | Warehouse staff | 6,200,000",
        "T2 | Warehouse supervisor | 14,500,000",
    ]


def test_a_kpi_table_of_two_paragraph_cells_gives_each_language_its_targets(
    tmp_path: Path,
) -> None:
    path = _docx_with_paragraph_cells(
        tmp_path / "kpi.docx",
        [
            ("STT\nNo.", "Chỉ tiêu\nIndicator", "Mục tiêu\nTarget", "Trọng số\nWeight"),
            ("1\n1", "Độ chính xác tồn kho\nInventory accuracy", "≥ 99,7%\n≥ 99.7%", "30%\n30%"),
            ("2\n2", "Giao đúng giờ\nOn-time dispatch", "0 lần/tháng\n0 per month", "70%\n70%"),
        ],
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi.splitlines()[2:] == [
        "1 | Độ chính xác tồn kho | ≥ 99,7% | 30%",
        "2 | Giao đúng giờ | 0 lần/tháng | 70%",
    ]
    assert clause(parsed, "§1.1").text_en.splitlines()[2:] == [
        "1 | Inventory accuracy | ≥ 99.7% | 30%",
        "2 | On-time dispatch | 0 per month | 70%",
    ]


def test_a_figure_alone_in_its_cell_stays_in_both_rows(tmp_path: Path) -> None:
    """The neighbour: "350" has no second paragraph; it is each language's."""
    path = _docx_with_paragraph_cells(
        tmp_path / "rates.docx",
        [
            ("STT\nNo.", "Công đoạn\nOperation", "Đơn giá (đồng)\nRate (VND)"),
            ("1", "May cổ áo\nCollar sewing", "1.250\n1,250"),
            ("2", "Đính nhãn\nLabel attaching", "350"),
        ],
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi.splitlines()[2:] == [
        "1 | May cổ áo | 1.250",
        "2 | Đính nhãn | 350",
    ]
    assert clause(parsed, "§1.1").text_en.splitlines()[2:] == [
        "1 | Collar sewing | 1,250",
        "2 | Label attaching | 350",
    ]


def test_two_figures_in_a_row_that_is_not_split_by_paragraph_stay_in_both_rows(
    tmp_path: Path,
) -> None:
    """The neighbour: a row whose other cells are not a Vietnamese paragraph then an English
    one ("Lương cơ bản / Base salary" on one line) says nothing of which figure is whose."""
    path = write_docx(
        tmp_path / "range.docx",
        "Điều 1. Tiền lương",
        ("Article 1. Salary", True),
        "1.1. Khung lương như sau:",
        ("1.1. The salary range is as follows:", True),
        [
            ("Khoản mục / Item", "Mức / Amount"),
            ("Lương cơ bản / Base salary", "10.000.000\n12.000.000"),
        ],
        "1.2. Lương được trả vào ngày 05 hằng tháng.",
        ("1.2. Salary is paid on the 5th of each month.", True),
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi.splitlines()[-1] == (
        "Lương cơ bản | 10.000.000 12.000.000"
    )
    assert clause(parsed, "§1.1").text_en.splitlines()[-1] == (
        "Base salary | 10.000.000 12.000.000"
    )


def test_two_different_figures_in_a_cell_stay_in_both_rows(tmp_path: Path) -> None:
    """The neighbour: "10.000.000" above "12.000.000" (a range) are not one figure written
    each language's way, though the row's other cells are Vietnamese then English."""
    path = _docx_with_paragraph_cells(
        tmp_path / "range.docx",
        [
            ("STT\nNo.", "Chức danh\nJob title", "Khung lương (đồng)\nSalary range (VND)"),
            ("1", "Nhân viên kho\nWarehouse staff", "10.000.000\n12.000.000"),
        ],
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi.splitlines()[-1] == (
        "1 | Nhân viên kho | 10.000.000 12.000.000"
    )
    assert clause(parsed, "§1.1").text_en.splitlines()[-1] == (
        "1 | Warehouse staff | 10.000.000 12.000.000"
    )


def _printed_table(path: Path, rows: list[tuple[str, ...]], xs: tuple[float, ...]) -> Path:
    """Article 1 and a ruled table printed as a browser prints it: each "\\n" of a cell a line
    of its own, the rows as tall as their longest cell."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    page = canvas.Canvas(str(path))
    page.setFont("DejaVu", 10)
    for index, line in enumerate(
        ["Điều 1. Tiền lương", "Article 1. Wages", "1.1. Đơn giá:", "1.1. Rates:"]
    ):
        page.drawString(60, 780 - 16 * index, line)
    top = 700.0
    tops = [top]
    for row in rows:
        tops.append(tops[-1] - 8 - 12 * max(cell.count("\n") + 1 for cell in row))
    for y in tops:
        page.line(xs[0], y, xs[-1], y)
    for x in xs:
        page.line(x, top, x, tops[-1])
    for y, row in zip(tops, rows, strict=False):
        for x, cell in zip(xs, row, strict=False):
            for number, line in enumerate(cell.split("\n")):
                page.drawString(x + 4, y - 12 - 12 * number, line)
    page.drawString(60, tops[-1] - 30, "1.2. Lương được trả vào ngày 05 hằng tháng.")
    page.drawString(60, tops[-1] - 46, "1.2. Salary is paid on the 5th of each month.")
    page.save()
    return path


def test_a_printed_cell_of_two_figures_gives_each_language_its_figure(tmp_path: Path) -> None:
    path = _printed_table(
        tmp_path / "rates.pdf",
        [
            ("STT", "Công đoạn\nOperation", "Đơn giá (đồng)\nRate (VND)"),
            ("1", "May cổ áo\nCollar sewing", "1.250\n1,250"),
            ("2", "Tra tay áo\nSleeve setting", "1.480\n1,480"),
            ("3", "Đính nhãn\nLabel attaching", "350"),
        ],
        (60.0, 120.0, 330.0, 530.0),
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi.splitlines()[2:] == [
        "1 | May cổ áo | 1.250",
        "2 | Tra tay áo | 1.480",
        "3 | Đính nhãn | 350",
    ]
    assert clause(parsed, "§1.1").text_en.splitlines()[2:] == [
        "1 | Collar sewing | 1,250",
        "2 | Sleeve setting | 1,480",
        "3 | Label attaching | 350",
    ]


def test_a_code_the_page_wrapped_stays_in_its_vietnamese_paragraph(tmp_path: Path) -> None:
    """ "HACCP" did not fit after "… và chứng nhận": the page wrapped it, so it ends the
    Vietnamese paragraph; it had opened the English one ("HACCP Complete the …")."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    vietnamese = "Hoàn thành khóa Giám sát và chứng nhận"
    right = 200.0 + 4 + stringWidth(vietnamese, "DejaVu", 10) + 6  # no room for "HACCP"
    path = _printed_table(
        tmp_path / "ladder.pdf",
        [
            ("Cấp\nLevel", "Thời gian\nTime", "Điều kiện\nRequirement"),
            ("L2", "18 tháng\n18 months", "Xếp loại A hoặc B\nRating A or B"),
            (
                "L3",
                "24 tháng\n24 months",
                f"{vietnamese}\nHACCP\nComplete the supervisor course\nand HACCP certification",
            ),
        ],
        (60.0, 100.0, 200.0, right),
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi.splitlines()[-1] == (
        "L3 | 24 tháng | Hoàn thành khóa Giám sát và chứng nhận HACCP"
    )
    assert clause(parsed, "§1.1").text_en.splitlines()[-1] == (
        "L3 | 24 months | Complete the supervisor course and HACCP certification"
    )


@pytest.mark.parametrize(
    ("before", "line", "had_room", "opens"),
    [
        # the same figure written again, each language's way, whatever the room
        ("1.250", "1,250", None, True),
        ("≥ 99,7%", "≥ 99.7%", False, True),
        ("T1", "T1", False, True),
        # two different figures: one paragraph, as before
        ("10.000.000", "12.000.000", True, False),
        # a short Vietnamese line its words read as English, told by its letters only where
        # its writer ended it
        ("Ráp line top", "Sleeve setting", True, True),
        ("Ráp line top", "Sleeve setting", None, False),
        ("Ráp line top", "Sleeve setting", False, False),
        # one its words tell ("tay": a syllable English does not know), whatever the room
        ("Tra tay áo", "Sleeve setting", None, True),
        # an acronym the page wrapped stays on its line; one the writer set apart still opens
        ("Hoàn thành khóa Giám sát và chứng nhận", "HACCP", False, False),
        ("Chỉ tiêu", "KPI", True, True),
        ("Chỉ tiêu", "KPI", None, True),
    ],
)
def test_which_printed_line_opens_a_paragraph_given_the_room_before_it(
    before: str, line: str, had_room: bool | None, opens: bool
) -> None:
    assert _opens_paragraph(before, line, had_room) is opens
