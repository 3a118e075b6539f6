"""Ruled data tables printed to PDF read cell by cell, as the Word document they were printed
from (``rubric.documents.parsing.pdf_tables``).

Each committed print (``tests/fixtures/documents/make_ruled_tables.py``) is compared with the
``.docx`` built here by the same code: the same clauses, texts and problems. Before, the
cells of a row ran into one another and each row's Vietnamese and English landed in each
other's clauses.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.formats import Table
from rubric.documents.parsing.formats import _drop_running_lines as drop_running_lines
from rubric.documents.parsing.pdf_tables import Grid, _opens_paragraph, with_grids
from rubric.documents.parsing.plaintext import pdf_blocks
from tests.documents.support import FIXTURES, clause, problems
from tests.fixtures.documents.make_ruled_tables import write_docx


def _reading(parsed: ParsedDocument) -> tuple[object, ...]:
    return (
        parsed.title_vi,
        parsed.title_en,
        [
            (c.ref, c.parent_ref, c.label_vi, c.label_en, c.text_vi, c.text_en)
            for c in parsed.clauses
        ],
        problems(parsed),
    )


@pytest.mark.parametrize(
    ("print_", "source"),
    [
        ("libreoffice_allowances.pdf", "allowances"),
        ("chromium_allowances.pdf", "allowances"),
        ("libreoffice_wrapped_cells.pdf", "wrapped_cells"),
        ("libreoffice_long_table.pdf", "long_table"),
        ("chromium_long_table.pdf", "long_table"),
    ],
)
def test_a_printed_ruled_table_reads_as_its_word_document(
    tmp_path: Path, print_: str, source: str
) -> None:
    printed = parse_signed_document(FIXTURES / print_)
    written = parse_signed_document(write_docx(tmp_path / f"{source}.docx", source))
    assert _reading(printed) == _reading(written)


def test_each_row_of_a_printed_allowance_table_is_a_line_in_each_language() -> None:
    """Its number column's heading "STT / No." gives each language its own word."""
    parsed = parse_signed_document(FIXTURES / "libreoffice_allowances.pdf")
    assert clause(parsed, "§1.1").text_vi.splitlines()[1:] == [
        "STT | Khoản mục | Tối đa (VND) | Điều kiện",
        "1 | Phụ cấp ăn trưa | 730.000 | Theo ngày công thực tế",
        "2 | Phụ cấp điện thoại | 500.000 | Cấp quản lý trở lên",
        "3 | Phụ cấp đi lại | 1.000.000 | Làm việc tại khách hàng",
    ]
    assert clause(parsed, "§1.1").text_en.splitlines()[1:] == [
        "No. | Item | Maximum (VND) | Condition",
        "1 | Lunch allowance | 730.000 | Per actual working day",
        "2 | Phone allowance | 500.000 | Managers and above",
        "3 | Transport allowance | 1.000.000 | Working at client sites",
    ]
    assert clause(parsed, "§2").text_en == "Bonus"


def test_a_split_row_and_a_repeated_header_make_one_table() -> None:
    parsed = parse_signed_document(FIXTURES / "libreoffice_long_table.pdf")
    rows = clause(parsed, "§1.18").text_en.splitlines()[1:]
    assert len(rows) == 13  # the header once, twelve rows
    assert rows[4] == "4 | Evaluation criterion no. 4 on work quality and teamwork | 9% | ≥ 84%"


def test_clauses_written_alike_at_the_top_of_pages_are_not_a_running_header() -> None:
    """ "1.8 Người lao động thực hiện nhiệm vụ số 8 …" opened page 2, "1.16 … số 16 …" page 3:
    digits aside, alike, so both were dropped as a header and their Vietnamese was lost."""
    parsed = parse_signed_document(FIXTURES / "libreoffice_long_table.pdf")
    assert clause(parsed, "§1.8").text_vi == (
        "Người lao động thực hiện nhiệm vụ số 8 theo quy trình của Công ty và báo cáo định kỳ "
        "cho quản lý trực tiếp."
    )
    assert problems(parsed) == []


def test_a_table_of_separate_language_columns_in_a_printed_contract() -> None:
    """The "Khoản mục | Item | VNĐ/tháng, VND/month" table of ``libreoffice_contents.pdf``."""
    parsed = parse_signed_document(FIXTURES / "libreoffice_contents.pdf")
    assert clause(parsed, "§3.1").text_vi.splitlines()[1:] == [
        "Khoản mục | VNĐ/tháng",
        "Lương cơ bản | 55.000.000",
        "Phụ cấp nhà ở | 8.000.000",
        "Phụ cấp đi lại | 3.000.000",
    ]
    assert clause(parsed, "§3.1").text_en.splitlines()[1:] == [
        "Item | VND/month",
        "Base salary | 55.000.000",
        "Housing allowance | 8.000.000",
        "Travel allowance | 3.000.000",
    ]


def test_a_table_whose_words_the_page_does_not_hold_leaves_the_page_as_read() -> None:
    lines = ["Điều 1. Phụ cấp", "Phụ cấp ăn trưa", "730.000", "Điều 2. Thưởng"]
    elsewhere = Grid([("Khoản mục", "Mức", "Ghi chú"), ("Phụ cấp nhà ở", "8.000.000", "")])
    assert with_grids(lines, [elsewhere]) == lines


def test_a_table_replaces_only_the_lines_that_drew_it() -> None:
    lines = ["1.1 Công ty chi trả:", "Khoản mục", "Mức", "Ghi chú", "Ăn trưa", "730.000", "Điều 2."]
    grid = Grid([("Khoản mục", "Mức", "Ghi chú"), ("Ăn trưa", "730.000", "")])
    assert with_grids(lines, [grid]) == [
        "1.1 Công ty chi trả:",
        "",
        "| Khoản mục | Mức | Ghi chú |",
        "| Ăn trưa | 730.000 |  |",
        "",
        "Điều 2.",
    ]


def test_a_ruled_table_of_the_clauses_themselves_is_left_to_the_lines() -> None:
    """A label | Vietnamese | English table opening articles lays out the clauses: read as a
    data table, its articles would be lost."""
    clauses = Grid([("Điều 1\nArticle 1", "Điều 1. Công việc", "Article 1. Job")])
    data = Grid([("Khoản mục", "Mức", "Ghi chú"), ("Điều 5 Bộ luật Lao động", "1", "")])
    assert clauses.numbers_articles()
    assert not data.numbers_articles()


def test_a_clause_ending_in_a_web_address_is_no_browser_footer() -> None:
    """ "… đăng tại https://hr.saomai.vn/quy-che/2024/3" at the foot of a page of a 3-page PDF
    read as a browser's "address N/M" footer and was dropped from its clause."""
    clause_line = "đăng tại https://hr.saomai.vn/quy-che/2024/3"
    footer = "file:///home/hr/hop-dong.html 2/3"
    pages = [
        ["Điều 1. Công việc", "1.1. Quy chế an toàn thông tin", clause_line],
        ["Điều 2. Tiền lương", "2.1. Lương 25.000.000 đồng.", footer],
        ["Điều 3. Thời hạn", "3.1. Hợp đồng 12 tháng."],
    ]
    kept = drop_running_lines(pages)
    assert clause_line in kept[0]
    assert footer not in kept[1]


def test_a_page_opening_with_a_row_of_its_own_keeps_it() -> None:
    """Under a first cell merged down the rows (a KPI group), a row on the next page has no
    first cell but all its others: a row of its own, not the end of the row above."""
    header = "| Nhóm | Chỉ tiêu | Trọng số |"
    first = "| Tài chính | Doanh thu | 40% |"
    own_row = "|  | Lợi nhuận | 20% |"
    cut_row = "|  | năm | |"
    (table,) = [block for block in pdf_blocks([[header, first], [own_row]])]
    assert isinstance(table, Table) and len(table.rows) == 3
    (table,) = [block for block in pdf_blocks([[header, first], [cut_row]])]
    assert isinstance(table, Table)
    assert table.rows[1:] == (("Tài chính", "Doanh thu năm", "40%"),)


def test_cells_drawn_as_boxes_of_their_own_are_a_ruled_table() -> None:
    """``boxed_cells_table.pdf`` (``make_boxed_table.py``): each cell a stroked rectangle,
    as FPDF and TCPDF draw them. The row numbers were lost and the rows' two languages ran
    into one clause; the boxes' edges are the table's rules."""
    parsed = parse_signed_document(FIXTURES / "boxed_cells_table.pdf")
    assert clause(parsed, "§1.1").text_vi.splitlines()[1:] == [
        "STT | Chỉ tiêu | Trọng số | Mục tiêu",
        "1 | Doanh số | 60% | ≥ 100%",
        "2 | Đánh giá 360 độ | 40% | ≥ 4,0/5",
    ]
    assert clause(parsed, "§1.1").text_en.splitlines()[1:] == [
        "STT | Indicator | Weight | Target",
        "1 | Revenue | 60% | ≥ 100%",
        "2 | 360-degree review | 40% | ≥ 4,0/5",
    ]
    assert not parsed.problems


def _ruled_rows(canvas: object, top: float, rows: list[tuple[str, str, str]]) -> float:
    """Rows of a three-column table drawn with their rules, from ``top`` down; the bottom."""
    xs, height = (60.0, 140.0, 340.0, 530.0), 20.0
    bottom = top - height * len(rows)
    for index in range(len(rows) + 1):
        canvas.line(xs[0], top - index * height, xs[-1], top - index * height)  # type: ignore[attr-defined]
    for x in xs:
        canvas.line(x, top, x, bottom)  # type: ignore[attr-defined]
    for index, row in enumerate(rows):
        for x, cell in zip(xs, row, strict=False):
            canvas.drawString(x + 4, top - index * height - 14, cell)  # type: ignore[attr-defined]
    return bottom


def test_a_tables_last_row_alone_atop_the_next_page_is_still_a_row(tmp_path: Path) -> None:
    """A page break leaves a ruled table's last row on a page of its own: a table of one
    row had been no table, its cells read as lines: the Vietnamese row read "L3 Kỹ sư cao
    cấp 10", and the English "Senior Engineer trên 10 / over 10"."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    path = tmp_path / "ladder.pdf"
    page = canvas.Canvas(str(path))
    page.setFont("DejaVu", 10)
    for index, line in enumerate(["Điều 1. Lộ trình nghề nghiệp", "Article 1. Career path"]):
        page.drawString(60, 780 - 16 * index, line)
    _ruled_rows(
        page,
        740,
        [
            ("Cấp / Level", "Tên gọi / Name", "Số năm / Years"),
            ("L1", "Kỹ sư / Engineer", "0-2"),
            ("L2", "Kỹ sư bậc 2 / Engineer II", "2-5"),
        ],
    )
    page.showPage()
    page.setFont("DejaVu", 10)
    bottom = _ruled_rows(
        page, 780, [("L3", "Kỹ sư cao cấp / Senior Engineer", "trên 10 / over 10")]
    )
    for index, line in enumerate(["Điều 2. Hiệu lực", "Article 2. Effect"]):
        page.drawString(60, bottom - 30 - 16 * index, line)
    page.save()
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi.splitlines()[-1] == "L3 | Kỹ sư cao cấp | trên 10"
    assert clause(parsed, "§1").text_en.splitlines()[-1] == "L3 | Senior Engineer | over 10"


def _article_with_a_ruled_table(
    path: Path, heading: tuple[str, str], rows: list[tuple[str, ...]], xs: tuple[float, ...]
) -> Path:
    """A printed "Điều 1" (its two heading lines), a ruled table of cells of one or two lines
    under it, then "Điều 2"."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    page = canvas.Canvas(str(path))
    page.setFont("DejaVu", 10)
    for index, line in enumerate(heading):
        page.drawString(60, 780 - 16 * index, line)
    height, top = 32.0, 740.0
    bottom = top - height * len(rows)
    for index in range(len(rows) + 1):
        page.line(xs[0], top - index * height, xs[-1], top - index * height)
    for x in xs:
        page.line(x, top, x, bottom)
    for index, row in enumerate(rows):
        for x, cell in zip(xs, row, strict=False):
            for number, line in enumerate(cell.split("\n")):
                page.drawString(x + 4, top - index * height - 12 - 12 * number, line)
    page.drawString(60, bottom - 30, "Điều 2. Hiệu lực")
    page.drawString(60, bottom - 46, "Article 2. Effect")
    page.save()
    return path


def test_a_number_column_headed_on_two_lines_of_a_printed_cell(tmp_path: Path) -> None:
    """ "STT" above "No." in a ruled cell runs into one paragraph, "STT No.": it had been read
    as English, the Vietnamese header row losing its "STT" and the English reading "STT No."."""
    rows: list[tuple[str, ...]] = [
        ("STT\nNo.", "Loại phụ cấp\nAllowance", "Mức (VNĐ)\nAmount (VND)"),
        ("1", "Ăn trưa\nLunch", "730.000"),
        ("2", "Điện thoại\nPhone", "300.000"),
    ]
    path = _article_with_a_ruled_table(
        tmp_path / "allowances.pdf",
        ("Điều 1. Phụ cấp", "Article 1. Allowances"),
        rows,
        (60.0, 140.0, 340.0, 530.0),
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi.splitlines()[1:] == [
        "STT | Loại phụ cấp | Mức (VNĐ)",
        "1 | Ăn trưa | 730.000",
        "2 | Điện thoại | 300.000",
    ]
    assert clause(parsed, "§1").text_en.splitlines()[1] == "No. | Allowance | Amount (VND)"


def test_a_cell_wrapped_before_a_word_of_no_language_keeps_it_vietnamese(
    tmp_path: Path,
) -> None:
    """ "02 kỳ liên tiếp loại A / Two consecutive A ratings" wrapped after "loại": the next
    line "A / Two …" read as English and opened a paragraph, so the Vietnamese lost its "A"
    and the English read "A / Two consecutive A ratings". A line whose words before the slash
    are no language's goes on the line above."""
    rows: list[tuple[str, ...]] = [
        ("Cấp / Level", "Tiêu chí / Criteria", "Số năm / Years"),
        ("C1", "KPI loại B trở lên / KPI rating B or above", "0-2"),
        ("C2", "02 kỳ liên tiếp loại\nA / Two consecutive A ratings", "2-4"),
        ("C3", "Điểm đánh giá từ\n4,5 / A score of 4.5 or above", "4-7"),
    ]
    path = _article_with_a_ruled_table(
        tmp_path / "ladder.pdf",
        ("Điều 1. Lộ trình nghề nghiệp", "Article 1. Career path"),
        rows,
        (60.0, 140.0, 400.0, 530.0),
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi.splitlines()[-2:] == [
        "C2 | 02 kỳ liên tiếp loại A | 2-4",
        "C3 | Điểm đánh giá từ 4,5 | 4-7",
    ]
    assert clause(parsed, "§1").text_en.splitlines()[-2:] == [
        "C2 | Two consecutive A ratings | 2-4",
        "C3 | A score of 4.5 or above | 4-7",
    ]


def test_a_printed_cells_english_line_opening_with_a_figure_is_its_own(tmp_path: Path) -> None:
    """A KPI's target "4 khóa/năm" above "4 courses/year" in one ruled cell: the English
    line opens with a figure, not a capital, so it went on the Vietnamese line ("4 khóa/năm
    4 courses/year" in the Vietnamese row, nothing in the English one), or both went to the
    English ("≤ 95% ngân sách ≤ 95% of budget")."""
    rows: list[tuple[str, ...]] = [
        ("Mã / Code", "Chỉ tiêu\nIndicator", "Trọng số\nWeight", "Mục tiêu\nTarget"),
        ("K1", "Chi phí vận hành\nOperating cost", "60%", "≤ 95% ngân sách\n≤ 95% of budget"),
        ("K2", "Đào tạo nhân viên\nStaff training", "40%", "4 khóa/năm\n4 courses/year"),
    ]
    path = _article_with_a_ruled_table(
        tmp_path / "kpi.pdf",
        ("Điều 1. Chỉ tiêu", "Article 1. Targets"),
        rows,
        (60.0, 120.0, 300.0, 380.0, 530.0),
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi.splitlines()[1:] == [
        "Mã | Chỉ tiêu | Trọng số | Mục tiêu",
        "K1 | Chi phí vận hành | 60% | ≤ 95% ngân sách",
        "K2 | Đào tạo nhân viên | 40% | 4 khóa/năm",
    ]
    assert clause(parsed, "§1").text_en.splitlines()[1:] == [
        "Code | Indicator | Weight | Target",
        "K1 | Operating cost | 60% | ≤ 95% of budget",
        "K2 | Staff training | 40% | 4 courses/year",
    ]


@pytest.mark.parametrize(
    ("before", "line", "opens"),
    [
        ("4 khóa/năm", "4 courses/year", True),
        ("≥ 120 tỷ đồng", "≥ VND 120 billion", True),
        ("Doanh số", "Sales", True),
        # a phrase wrapped before its figure, not the figure's translation
        ("Hoàn thành", "100% KPI", False),
        ("Tối thiểu", "3 years", False),
        ("Phụ cấp ăn trưa theo", "ngày công thực tế", False),
        # an English cell opening in lower case
        ("dưới 3 năm", "under 3 years", True),
        ("từ 5 năm trở lên", "over 5 years", True),
    ],
)
def test_which_line_of_a_printed_cell_opens_its_english(
    before: str, line: str, opens: bool
) -> None:
    assert _opens_paragraph(before, line) is opens


def _grades_pdf(path: Path) -> Path:
    """A salary scale in a ruled table whose "Ngạch / Track" cell is merged over grades 4 and
    5 and wraps: its first line in grade 4's band, its last word in grade 5's; no rule runs
    between those two rows in its column."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DV", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    page = canvas.Canvas(str(path))
    page.setFont("DV", 10)
    y = 780
    for line in [
        "Điều 1. Thang lương",
        "Article 1. Salary scale",
        "1.1. Người lao động được xếp Bậc 4.",
        "1.1. The Employee is placed at Grade 4.",
    ]:
        page.drawString(60, y, line)
        y -= 18
    xs = [60, 120, 260, 420, 520]
    rows = [
        ("Bậc / Grade", "Ngạch / Track", "Mức lương / Salary", "Hệ số / Rate"),
        ("1", "Kỹ sư / Engineer", "25.000.000", "1,00"),
        ("2", "Chuyên viên / Specialist", "32.000.000", "1,28"),
        ("3", "Kỹ sư chính / Principal", "55.000.000", "2,20"),
        ("4", "Engineer", "70.000.000", "2,80"),
    ]
    top = y
    for number, cells in enumerate(rows):
        # the track of grades 3 and 4 is one cell: no rule above grade 4's row in its column
        merged_down = number == len(rows) - 1
        page.line(xs[0], top, xs[1], top)
        if not merged_down:
            page.line(xs[1], top, xs[2], top)
        page.line(xs[2], top, xs[-1], top)
        for x, cell in zip(xs, cells, strict=False):
            page.drawString(x + 4, top - 14, cell)
        top -= 20
    page.line(xs[0], top, xs[-1], top)
    for x in xs:
        page.line(x, y, x, top)
    y = top - 24
    for line in ["Điều 2. Hiệu lực", "Article 2. Effect"]:
        page.drawString(60, y, line)
        y -= 18
    page.save()
    return path


def test_a_cell_merged_down_over_two_rows_keeps_its_wrapped_words_in_its_first_row(
    tmp_path: Path,
) -> None:
    """e03 (probe16): no PDF says a cell is merged; its rules do. Split at every row's rules,
    the wrapped "Kỹ sư chính / Principal" | "Engineer" gave grade 3 the track "Principal" and
    grade 4 the track "Engineer", silently. A cell with no rule above it in its column goes
    on from the row above."""
    parsed = parse_signed_document(_grades_pdf(tmp_path / "grades.pdf"))
    assert clause(parsed, "§1.1").text_en.splitlines()[-2:] == [
        "3 | Principal Engineer | 55.000.000 | 2,20",
        "4 | 70.000.000 | 2,80",
    ]
    assert clause(parsed, "§1.1").text_vi.splitlines()[-2:] == [
        "3 | Kỹ sư chính | 55.000.000 | 2,20",
        "4 | 70.000.000 | 2,80",
    ]
