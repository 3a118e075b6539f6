"""A data table's cell holding the Vietnamese and the English as two paragraphs (in Word) or
two lines (printed): each language's row keeps its own paragraph, figures too.

A figure is no language's on its own ("1.250" and "1,250" differ only by the thousands
separator each language writes), so a cell of two figures had gone whole to both rows:
"6.200.000 6,200,000", "T1 T1", "≥ 99,7% ≥ 99.7%". Where the row's other cells hold their
Vietnamese then their English, the figures' cell is read the same way: its first paragraph is
the Vietnamese, its second the English. A figure alone in its cell stays in both rows.
"""

from __future__ import annotations

from pathlib import Path

import docx

from rubric.documents.parsing import parse_signed_document
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
