"""Data tables printed without vertical rules — booktabs' horizontal rules only, or no rules
at all (a Word table with its borders off) — read row by row and cell by cell from the gaps
between their columns (``rubric.documents.parsing.pdf_spaced_tables``), and the text around
them that must not become a table.

Before, such a table was read as lines in the order its cells were drawn ("Bậc / Step",
"Hệ số / Coefficient", …, "1", "2,34", "13.140.000"): the Vietnamese row held the header
alone and the English one the figures, the rows run together.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause

_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

_GRADES = [
    ["Bậc / Step", "Hệ số / Coefficient", "Mức lương (VNĐ/tháng) / Salary (VND/month)"],
    ["1", "2,34", "13.140.000"],
    ["2", "2,50", "14.040.000"],
    ["3", "2,67", "15.000.000"],
]
_KPIS = [
    ["Mã\nCode", "Chỉ tiêu\nIndicator", "Trọng số\nWeight", "Mục tiêu\nTarget"],
    ["K1", "Tỷ lệ giao hàng đúng hạn\nOn-time delivery rate", "40%", "≥ 98%"],
    ["K2", "Chi phí vận hành\nOperating cost", "30%", "≤ 95% ngân sách\n≤ 95% of budget"],
    ["K3", "Đào tạo nhân viên mới\nNew staff training", "15%", "4 khóa/năm\n4 courses/year"],
]
_BOOKTABS = [
    ("LINEABOVE", (0, 0), (-1, 0), 1, "black"),
    ("LINEBELOW", (0, 0), (-1, 0), 0.5, "black"),
    ("LINEBELOW", (0, -1), (-1, -1), 1, "black"),
    ("VALIGN", (0, 0), (-1, -1), "TOP"),
]
_UNRULED = [("VALIGN", (0, 0), (-1, -1), "TOP")]


def _register_font() -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    pdfmetrics.registerFont(TTFont("DejaVu", _FONT))


def _contract(path: Path, middle: list[Any]) -> Path:
    """A one-article appendix whose §1.1 holds ``middle``, then an article after it."""
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, SimpleDocTemplate

    _register_font()
    style = ParagraphStyle("body", fontName="DejaVu", fontSize=10, leading=13, spaceAfter=4)
    lines = [
        "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT APPENDIX",
        "Điều 1. Tiền lương",
        "Article 1. Salary",
        "1.1. Thang lương và chỉ tiêu như sau:",
        "1.1. The salary scale and indicators are as follows:",
    ]
    after = [
        "1.2. Lương được trả vào ngày 05 hằng tháng.",
        "1.2. Salary is paid on the 5th of each month.",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
        "Phụ lục này có hiệu lực từ ngày 01/01/2026.",
        "This Appendix takes effect from 01/01/2026.",
    ]
    flow = [Paragraph(line, style) for line in lines]
    flow += middle
    flow += [Paragraph(line, style) for line in after]
    SimpleDocTemplate(str(path), pagesize=A4).build(flow)
    return path


def _table(rows: list[list[str]], style: list[Any], **options: Any) -> Any:
    from reportlab.lib.enums import TA_RIGHT
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

    _register_font()
    cell = ParagraphStyle("cell", fontName="DejaVu", fontSize=9, leading=11.5)
    right = ParagraphStyle("right", parent=cell, alignment=TA_RIGHT)
    numbers = options.get("right", ())
    table = Table(
        [
            [
                Paragraph(
                    text.replace("\n", "<br/>"),
                    right if index and column in numbers else cell,
                )
                for column, text in enumerate(row)
            ]
            for index, row in enumerate(rows)
        ],
        colWidths=[480 / len(rows[0])] * len(rows[0]),
        repeatRows=1,
    )
    table.setStyle(TableStyle(style + options.get("extra", [])))
    return [table, Spacer(1, 6)]


@pytest.mark.parametrize("style", [_BOOKTABS, _UNRULED], ids=["booktabs", "unruled"])
def test_a_table_without_vertical_rules_is_a_row_a_line_in_each_language(
    tmp_path: Path, style: list[Any]
) -> None:
    path = _contract(tmp_path / "grades.pdf", _table(_GRADES, style) + _table(_KPIS, style))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi.splitlines() == [
        "Thang lương và chỉ tiêu như sau:",
        "Bậc | Hệ số | Mức lương (VNĐ/tháng)",
        "1 | 2,34 | 13.140.000",
        "2 | 2,50 | 14.040.000",
        "3 | 2,67 | 15.000.000",
        "Mã | Chỉ tiêu | Trọng số | Mục tiêu",
        "K1 | Tỷ lệ giao hàng đúng hạn | 40% | ≥ 98%",
        "K2 | Chi phí vận hành | 30% | ≤ 95% ngân sách",
        "K3 | Đào tạo nhân viên mới | 15% | 4 khóa/năm",
    ]
    assert clause(parsed, "§1.1").text_en.splitlines() == [
        "The salary scale and indicators are as follows:",
        "Step | Coefficient | Salary (VND/month)",
        "1 | 2,34 | 13.140.000",
        "2 | 2,50 | 14.040.000",
        "3 | 2,67 | 15.000.000",
        "Code | Indicator | Weight | Target",
        "K1 | On-time delivery rate | 40% | ≥ 98%",
        "K2 | Operating cost | 30% | ≤ 95% of budget",
        "K3 | New staff training | 15% | 4 courses/year",
    ]
    assert clause(parsed, "§1.2").text_en == "Salary is paid on the 5th of each month."
    assert not parsed.problems


def test_figures_set_right_under_headings_set_left_are_one_column(tmp_path: Path) -> None:
    """The heading "Bậc / Step" at a column's left and its figures at its right leave no
    line with words in both: one column, not two."""
    path = _contract(tmp_path / "right.pdf", _table(_GRADES, _UNRULED, right=(0, 1, 2)))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi.splitlines()[1:3] == [
        "Bậc | Hệ số | Mức lương (VNĐ/tháng)",
        "1 | 2,34 | 13.140.000",
    ]


def test_rows_of_cells_as_close_as_their_wrapped_lines(tmp_path: Path) -> None:
    """No cell padding (Word's borderless table): a row opens at a line with a first cell;
    a line of English under the Vietnamese one is that row's translation."""
    nopad = [("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]
    path = _contract(tmp_path / "tight.pdf", _table(_KPIS, _UNRULED, extra=nopad))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_en.splitlines()[1:] == [
        "Code | Indicator | Weight | Target",
        "K1 | On-time delivery rate | 40% | ≥ 98%",
        "K2 | Operating cost | 30% | ≤ 95% of budget",
        "K3 | New staff training | 15% | 4 courses/year",
    ]


def test_a_long_table_over_a_page_break_is_one_table(tmp_path: Path) -> None:
    grades = [_GRADES[0]] + [[str(step), f"{step},00", f"{step}.000.000"] for step in range(1, 61)]
    path = _contract(tmp_path / "long.pdf", _table(grades, _UNRULED))
    parsed = parse_signed_document(path)
    rows = clause(parsed, "§1.1").text_vi.splitlines()[1:]
    assert rows[0] == "Bậc | Hệ số | Mức lương (VNĐ/tháng)"
    assert rows[1:] == [f"{step} | {step},00 | {step}.000.000" for step in range(1, 61)]


# ----- text that must not become a table -----


def _borderless(rows: list[list[str]], widths: list[float]) -> Any:
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, Table

    _register_font()
    cell = ParagraphStyle("plain", fontName="DejaVu", fontSize=10, leading=13)
    return Table([[Paragraph(text, cell) for text in row] for row in rows], colWidths=widths)


def test_a_form_of_field_names_and_values_is_no_table(tmp_path: Path) -> None:
    form = _borderless(
        [
            ["Họ và tên:", "Trần Minh Khoa", "Giới tính:", "Nam"],
            ["Ngày sinh:", "12/03/1990", "Nơi sinh:", "Hà Nội"],
            ["Số CCCD:", "079090001234", "Ngày cấp:", "01/02/2021"],
            ["Điện thoại:", "0903 123 456", "Email:", "khoa@example.com"],
        ],
        [90, 150, 90, 150],
    )
    parsed = parse_signed_document(_contract(tmp_path / "form.pdf", [form]))
    assert " | " not in clause(parsed, "§1.1").text_vi + clause(parsed, "§1.1").text_en


def test_a_column_of_each_language_side_by_side_is_no_table(tmp_path: Path) -> None:
    """A job's details, what is stated then its Vietnamese and its English beside it: the
    first row is no header, whatever its languages ("VND 20,000,000" is none). Read as a data
    table, the English column's cells went into the Vietnamese rows and the English kept
    no names ("20.000.000 đồng | VND 20,000,000", "Head of Sales"), and no problem told it."""
    details = _borderless(
        [
            ["Mức lương", "20.000.000 đồng", "VND 20,000,000"],
            ["Chức danh", "Trưởng phòng Kinh doanh", "Head of Sales"],
            ["Địa điểm", "Hà Nội", "Hanoi"],
            ["Thời hạn", "12 tháng", "12 months"],
        ],
        [120, 180, 180],
    )
    parsed = parse_signed_document(_contract(tmp_path / "details.pdf", [details]))
    assert " | " not in clause(parsed, "§1.1").text_vi + clause(parsed, "§1.1").text_en


def test_a_list_of_points_with_amounts_set_apart_is_no_table(tmp_path: Path) -> None:
    amounts = _borderless(
        [
            ["a) Hỗ trợ học phí", "5.000.000 đồng", "mỗi năm"],
            ["a) Tuition support", "VND 5,000,000", "per year"],
            ["b) Khám sức khỏe", "2.000.000 đồng", "mỗi năm"],
            ["b) Health check", "VND 2,000,000", "per year"],
            ["c) Nghỉ mát", "3.000.000 đồng", "mỗi năm"],
            ["c) Company trip", "VND 3,000,000", "per year"],
        ],
        [220, 160, 100],
    )
    parsed = parse_signed_document(_contract(tmp_path / "amounts.pdf", [amounts]))
    assert " | " not in clause(parsed, "§1.1").text_vi
    assert clause(parsed, "§1.1(b)").text_en.startswith("Health check")


def test_signatures_side_by_side_are_no_table(tmp_path: Path) -> None:
    from reportlab.platypus import Spacer

    signatures = _borderless(
        [
            ["ĐẠI DIỆN CÔNG TY", "NGƯỜI LAO ĐỘNG", "NGƯỜI LÀM CHỨNG"],
            ["FOR THE COMPANY", "EMPLOYEE", "WITNESS"],
            ["(Ký, đóng dấu)", "(Ký, ghi rõ họ tên)", "(Ký, ghi rõ họ tên)"],
            ["Phạm Quốc Bảo", "Võ Hoàng Nam", "Lê Thị Hoa"],
        ],
        [160, 160, 160],
    )
    parsed = parse_signed_document(_contract(tmp_path / "signed.pdf", [Spacer(1, 12), signatures]))
    assert all(" | " not in c.text_vi + c.text_en for c in parsed.clauses)


def test_justified_paragraphs_are_no_table(tmp_path: Path) -> None:
    from reportlab.lib.enums import TA_JUSTIFY
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph

    _register_font()
    justified = ParagraphStyle(
        "justified", fontName="DejaVu", fontSize=10, leading=13, alignment=TA_JUSTIFY
    )
    text = (
        "Người lao động có nghĩa vụ bảo mật mọi thông tin về khách hàng, giá cả, chiến lược "
        "kinh doanh, hợp đồng, bí mật công nghệ và các tài liệu nội bộ khác của Công ty mà "
        "mình biết được trong quá trình làm việc, kể cả sau khi chấm dứt hợp đồng lao động "
        "trong thời hạn hai mươi bốn (24) tháng theo quy định của pháp luật."
    )
    parsed = parse_signed_document(
        _contract(tmp_path / "justified.pdf", [Paragraph(text, justified)])
    )
    assert " | " not in clause(parsed, "§1.1").text_vi


def test_a_header_and_one_row_are_a_table_only_beside_the_rest_of_it() -> None:
    """A page break leaves a header and one row on a page: a table where the page before
    ended with that header's table, or the next opens with it; else too little to tell."""
    from rubric.documents.parsing.pdf_spaced_tables import continued
    from rubric.documents.parsing.pdf_tables import Grid

    header = ("Mã / Code", "Chỉ tiêu / Indicator", "Trọng số / Weight")
    whole = Grid([header, ("K1", "Doanh số / Sales", "40%"), ("K2", "Chi phí / Cost", "30%")])
    last = Grid([header, ("K3", "Đào tạo / Training", "30%")], cut=True)
    first = Grid([header, ("K1", "Doanh số / Sales", "40%")], cut=True)
    assert continued({0: [whole], 1: [last]}) == {0: [whole], 1: [last]}
    assert continued({0: [first], 1: [whole]}) == {0: [first], 1: [whole]}
    assert continued({0: [last]}) == {}
    other = Grid([("Bậc / Step", "Hệ số / Coefficient", "Mức / Amount"), *whole.rows[1:]])
    assert continued({0: [other], 1: [last]}) == {0: [other]}
