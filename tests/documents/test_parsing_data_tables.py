"""Tables of data inside a clause — KPIs with weights and targets, salary grades, a career
ladder — are that clause's text, row by row with every cell, in both languages; their row
numbers ("STT") never number clauses. Tables that lay out the document's clauses (Vietnamese |
English, perhaps a label column) are read as before."""

# ruff: noqa: RUF001 - en dashes in salary ranges, as contracts write them

from __future__ import annotations

from pathlib import Path

import docx
import pytest
from docx.oxml import parse_xml
from docx.oxml.ns import qn

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_docx, write_text

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def test_a_numbered_kpi_table_inside_an_article_numbers_no_clauses(tmp_path: Path) -> None:
    text = "\n".join(
        [
            "## Điều 3. Chỉ tiêu KPI / Article 3. KPIs",
            "",
            "| STT | Chỉ tiêu | Indicator |",
            "|---|---|---|",
            "| 1 | Tỷ lệ dự án đúng hạn tối thiểu 90% | On-time completion at least 90% |",
            "| 2 | Điểm hài lòng khách hàng tối thiểu 4/5 | Customer satisfaction at least 4/5 |",
            "",
            "3.1. Kết quả KPI là căn cứ để xét thưởng quý.",
            "",
            "*3.1. KPI results are the basis for the quarterly bonus.*",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "kpi.md", text))
    assert [ref for ref, *_ in outline(parsed)] == ["§3", "§3.1"]
    assert clause(parsed, "§3").text_vi.splitlines()[1:] == [
        "STT | Chỉ tiêu",
        "1 | Tỷ lệ dự án đúng hạn tối thiểu 90%",
        "2 | Điểm hài lòng khách hàng tối thiểu 4/5",
    ]
    assert clause(parsed, "§3").text_en.splitlines()[-1] == (
        "2 | Customer satisfaction at least 4/5"
    )
    assert clause(parsed, "§3.1").text_vi == "Kết quả KPI là căn cứ để xét thưởng quý."
    assert problems(parsed) == []


def test_weights_and_targets_are_kept_on_both_sides(tmp_path: Path) -> None:
    path = write_docx(
        tmp_path / "kpi.docx",
        "PHỤ LỤC CHỈ TIÊU",
        ("PERFORMANCE TARGETS APPENDIX", True),
        "Điều 1. Chỉ tiêu",
        ("Article 1. Targets", True),
        "1.1. Người lao động phải đạt các chỉ tiêu sau:",
        ("1.1. The Employee shall meet the following targets:", True),
        [
            ("STT", "Chỉ tiêu", "Indicator", "Tỷ trọng / Weight", "Mục tiêu / Target"),
            ("1", "Tỷ lệ hoàn thành dự án đúng hạn", "On-time project completion", "40%", "≥ 90%"),
            ("2", "Tỷ lệ lỗi sau bàn giao", "Post-release defect rate", "30%", "≤ 2%"),
        ],
        "1.2. Kết quả được đánh giá hằng quý.",
        ("1.2. Results are assessed quarterly.", True),
    )
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.1").text_vi.splitlines()[1:] == [
        "STT | Chỉ tiêu | Tỷ trọng | Mục tiêu",
        "1 | Tỷ lệ hoàn thành dự án đúng hạn | 40% | ≥ 90%",
        "2 | Tỷ lệ lỗi sau bàn giao | 30% | ≤ 2%",
    ]
    assert clause(parsed, "§1.1").text_en.splitlines()[1:] == [
        "STT | Indicator | Weight | Target",
        "1 | On-time project completion | 40% | ≥ 90%",
        "2 | Post-release defect rate | 30% | ≤ 2%",
    ]
    assert problems(parsed) == []


def test_a_salary_grade_table_with_bilingual_cells_keeps_its_numbers_in_both_languages(
    tmp_path: Path,
) -> None:
    path = write_docx(
        tmp_path / "grades.docx",
        "Điều 1. Thang lương",
        ("Article 1. Salary scale", True),
        [
            ("Bậc / Grade", "Cấp độ / Level", "Khoảng lương (VND) / Salary range (VND)"),
            ("G1", "Nhân viên / Associate", "12.000.000 – 18.000.000"),
            ("G2", "Chuyên viên / Specialist", "18.000.001 – 28.000.000"),
        ],
    )
    parsed = parse_signed_document(path)
    (only,) = parsed.clauses
    assert only.text_vi.splitlines() == [
        "Thang lương",
        "Bậc | Cấp độ | Khoảng lương (VND)",
        "G1 | Nhân viên | 12.000.000 – 18.000.000",
        "G2 | Chuyên viên | 18.000.001 – 28.000.000",
    ]
    assert only.text_en.splitlines()[-1] == "G2 | Specialist | 18.000.001 – 28.000.000"


def test_a_table_of_the_clauses_themselves_still_numbers_them(tmp_path: Path) -> None:
    """Vietnamese | English with clause labels in a cell is the document's layout, not data,
    even with a third column."""
    path = write_docx(
        tmp_path / "layout.docx",
        "HỢP ĐỒNG LAO ĐỘNG",
        [
            ("Điều 1. Thời hạn", "Article 1. Term", "Ghi chú / Note"),
            ("1.1. Hợp đồng có thời hạn 12 tháng.", "1.1. The term is 12 months.", ""),
            ("Điều 2. Tiền lương", "Article 2. Salary", ""),
        ],
    )
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§2"]


def test_the_title_may_be_long_and_is_never_the_place_and_date(tmp_path: Path) -> None:
    title = "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG VỀ CHẾ ĐỘ ĐÃI NGỘ VÀ LỘ TRÌNH PHÁT TRIỂN NGHỀ NGHIỆP"
    text = "\n\n".join(
        [
            title,
            "*LABOR CONTRACT APPENDIX ON TOTAL REWARDS AND CAREER PATH*",
            "(Kèm theo Hợp đồng lao động số 12/2026/HĐLĐ / Attached to Labor Contract No. 12)",
            "Hà Nội, ngày 01 tháng 01 năm 2026",
            "Điều 1. Tiền lương",
            "*Article 1. Salary*",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "appendix.md", text))
    assert (parsed.title_vi, parsed.title_en) == (
        title,
        "LABOR CONTRACT APPENDIX ON TOTAL REWARDS AND CAREER PATH",
    )


@pytest.mark.parametrize(
    ("rows", "refs"),
    [
        (  # a number column headed "STT" over a table whose header names the languages
            [
                ("STT", "Tiếng Việt", "English"),
                ("1", "Thời hạn 12 tháng.", "A 12-month term."),
                ("2", "Lương 35.000.000 đồng.", "Salary VND 35,000,000."),
            ],
            ["§1", "§2"],
        ),
        (  # clause labels in the cells
            [
                ("Nội dung", "Content"),
                ("Điều 1. Thời hạn", "Article 1. Term"),
                ("1.1. Thời hạn 12 tháng.", "1.1. A 12-month term."),
            ],
            ["§1", "§1.1"],
        ),
        (  # a label column of bare numbers beside a notes column, no header
            [
                ("1", "Thời hạn 12 tháng.", "A 12-month term.", ""),
                ("2", "Lương 35.000.000 đồng.", "Salary VND 35,000,000.", "Ghi chú / Note"),
            ],
            ["§1", "§2"],
        ),
    ],
)
def test_a_table_numbering_the_documents_clauses_is_not_data(
    tmp_path: Path, rows: list[tuple[str, ...]], refs: list[str]
) -> None:
    parsed = parse_signed_document(write_docx(tmp_path / "layout.docx", "HỢP ĐỒNG LAO ĐỘNG", rows))
    assert [ref for ref, *_ in outline(parsed)] == refs


def test_points_in_a_table_under_an_article_stay_points(tmp_path: Path) -> None:
    path = write_docx(
        tmp_path / "points.docx",
        "Điều 1. Nghĩa vụ",
        ("Article 1. Duties", True),
        [
            ("#", "Tiếng Việt", "English"),
            ("a)", "Bảo mật thông tin.", "Keep information confidential."),
            ("b)", "Tuân thủ nội quy.", "Follow the house rules."),
        ],
    )
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1(a)", "§1(b)"]


def test_row_numbers_beside_weights_and_targets_number_no_clauses(tmp_path: Path) -> None:
    """No "STT" header (markdown drops a lone "#"), but the columns beside the numbered
    Vietnamese and English ones hold figures: the numbers count rows, not clauses."""
    text = "\n".join(
        [
            "## Điều 3. KPI cá nhân / Article 3. Individual KPIs",
            "",
            "| # | Chỉ tiêu (VI) | KPI (EN) | Trọng số | Ngưỡng đạt |",
            "|---|---|---|---|---|",
            "| 1 | Tỷ lệ hoàn thành sprint | Sprint completion rate | 30% | 85% |",
            "| 2 | Độ bao phủ kiểm thử | Test coverage | 20% | 80% |",
            "",
            "3.1. Người lao động cập nhật tiến độ KPI hằng tháng.",
            "",
            "*3.1. The Employee updates KPI progress monthly.*",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "kpi.md", text))
    assert [ref for ref, *_ in outline(parsed)] == ["§3", "§3.1"]
    assert clause(parsed, "§3").text_en.splitlines()[-1] == "2 | Test coverage | 20% | 80%"
    assert problems(parsed) == []


def test_rows_numbered_1_dot_under_an_stt_header_are_rows(tmp_path: Path) -> None:
    """Word's list numbering shows the STT column as "1.", "2.": still row numbers."""
    path = write_docx(
        tmp_path / "shifts.docx",
        "Điều 3. Thời giờ làm việc",
        ("Article 3. Working hours", True),
        "3.1. Công ty bố trí 02 ca làm việc như sau:",
        ("3.1. The Company organises 2 shifts as follows:", True),
        [
            ("STT", "Ca làm việc", "Shift", "Thời gian"),
            ("1.", "Ca sáng", "Morning shift", "06:00 - 14:00"),
            ("2.", "Ca chiều", "Afternoon shift", "14:00 - 22:00"),
        ],
        "3.2. Người lao động làm thêm không quá 40 giờ/tháng.",
        ("3.2. Overtime does not exceed 40 hours a month.", True),
    )
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§3", "§3.1", "§3.2"]
    assert clause(parsed, "§3.1").text_vi.splitlines()[-1] == "2. | Ca chiều | 14:00 - 22:00"
    assert problems(parsed) == []


def test_articles_numbered_in_roman_capitals(tmp_path: Path) -> None:
    """ "Điều I.", "ĐIỀU II:" (typed, or Word's upperRoman list numbering): articles 1 and 2,
    their "1." their own sub-clauses — not one §1 merged from both."""
    text = "\n\n".join(
        [
            "Điều I. Thời hạn hợp đồng",
            "*Article I. Term*",
            "1. Thời gian thử việc: 60 ngày.",
            "*1. Probation: 60 days.*",
            "ĐIỀU II: THỜI GIỜ LÀM VIỆC",
            "*ARTICLE II: WORKING TIME*",
            "1. Người lao động làm việc không quá 48 giờ/tuần.",
            "*1. The Employee works no more than 48 hours/week.*",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "roman.md", text))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§2", "§2.1"]
    assert problems(parsed) == []


def test_separate_files_pair_vietnamese_alphabet_points_by_their_place(tmp_path: Path) -> None:
    """Vietnamese points run a) b) c) d) đ) e), the English a) … f): the English "e)" is the
    translation of "đ)", not of "e)"."""
    vietnamese = zip(
        "abcdđe",
        ["Chăm sóc;", "Ghi hồ sơ;", "Bàn giao;", "Trực đêm;", "Báo cáo sự cố;", "Hoàn trả."],
        strict=True,
    )
    english = zip(
        "abcdef",
        ["Care;", "Keep records;", "Hand over;", "Night duty;", "Report incidents;", "Return."],
        strict=True,
    )
    vi = write_text(
        tmp_path / "vi.md",
        "Điều 1. Nhiệm vụ\n\n" + "\n\n".join(f"{point}) {text}" for point, text in vietnamese),
    )
    en = write_text(
        tmp_path / "en.md",
        "Article 1. Duties\n\n" + "\n\n".join(f"{point}) {text}" for point, text in english),
    )
    parsed = parse_signed_document(vi, path_en=en)
    assert (clause(parsed, "§1(đ)").text_vi, clause(parsed, "§1(đ)").text_en) == (
        "Báo cáo sự cố;",
        "Report incidents;",
    )
    assert clause(parsed, "§1(e)").text_en == "Return."
    # each language's letters in its own alphabet: a faithful translation, nothing to report
    assert problems(parsed) == []


def test_coefficients_amounts_and_two_paragraph_cells_in_a_salary_table(tmp_path: Path) -> None:
    """ "2.34" beside the first column is a coefficient, not clause 2.34; an amount in đồng is
    on both sides; "Lương cơ bản" / "Base salary" as two paragraphs of one cell is split."""
    path = write_docx(
        tmp_path / "salary.docx",
        "Điều 4. Tiền lương",
        ("Article 4. Salary", True),
        "4.1. Lương được tính như sau:",
        ("4.1. Salary is calculated as follows:", True),
        [
            ("Khoản mục\nItem", "Hệ số / Coefficient", "Số tiền / Amount"),
            ("Lương cơ bản\nBase salary", "2.34", "5.475.600 đồng/tháng"),
            ("Phụ cấp ăn trưa\nLunch allowance", "0.10", "730.000 đồng/tháng"),
        ],
        "4.2. Lương được trả vào ngày 05 hằng tháng.",
        ("4.2. Salary is paid on the 5th of each month.", True),
    )
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§4", "§4.1", "§4.2"]
    assert clause(parsed, "§4.1").text_en.splitlines()[1:] == [
        "Item | Coefficient | Amount",
        "Base salary | 2.34 | 5.475.600 đồng/tháng",
        "Lunch allowance | 0.10 | 730.000 đồng/tháng",
    ]
    assert clause(parsed, "§4.1").text_vi.splitlines()[2] == (
        "Lương cơ bản | 2.34 | 5.475.600 đồng/tháng"
    )


def test_a_layout_tables_other_columns_are_kept(tmp_path: Path) -> None:
    """Label | Vietnamese | English | target: the target ends the row's text on both sides."""
    path = write_docx(
        tmp_path / "targets.docx",
        "HỢP ĐỒNG LAO ĐỘNG",
        [
            ("Điều 2", "Chỉ tiêu", "Targets", ""),
            ("2.1", "Năng suất ca", "Output per shift", "≥ 95%"),
            ("2.2", "Tỷ lệ hàng lỗi", "Defect rate", "≤ 1,5%"),
        ],
    )
    parsed = parse_signed_document(path)
    assert (clause(parsed, "§2.1").text_vi, clause(parsed, "§2.1").text_en) == (
        "Năng suất ca | ≥ 95%",
        "Output per shift | ≥ 95%",
    )


def test_a_note_beside_a_row_of_several_clauses_follows_the_clause_the_row_opens(
    tmp_path: Path,
) -> None:
    """STT | Nội dung | Content | Ghi chú: a row per article, its heading and sub-clauses in
    one cell. The note speaks of the row, so it follows the article's heading on a line of its
    own, not the words of the row's last sub-clause."""
    path = write_docx(
        tmp_path / "notes.docx",
        "PHỤ LỤC HỢP ĐỒNG",
        [
            ("STT", "Nội dung", "Content", "Ghi chú / Notes"),
            (
                "1",
                "Tiền lương\n1.1. Lương 35.000.000 đồng.\n1.2. Trả ngày 05.",
                "Salary\n1.1. Salary VND 35,000,000.\n1.2. Paid on the 5th.",
                "Áp dụng từ tháng 4 / Applies from April",
            ),
            ("2", "Hiệu lực\n2.1. Từ ngày ký.", "Effect\n2.1. From signing.", ""),
        ],
    )
    parsed = parse_signed_document(path)
    assert (clause(parsed, "§1").text_vi, clause(parsed, "§1").text_en) == (
        "Tiền lương\nÁp dụng từ tháng 4",
        "Salary\nApplies from April",
    )
    assert (clause(parsed, "§1.2").text_vi, clause(parsed, "§1.2").text_en) == (
        "Trả ngày 05.",
        "Paid on the 5th.",
    )


def test_a_vertically_merged_cell_keeps_the_columns_after_it_in_place(tmp_path: Path) -> None:
    """Word writes a merged cell's continuation as an empty cell: the row is the article's
    next line, its Vietnamese and English in their own columns (not shifted one left)."""
    document = docx.Document()
    document.add_paragraph("HỢP ĐỒNG LAO ĐỘNG")
    rows = [
        ("Điều 1", "Thời hạn hợp đồng là 12 tháng.", "The term is 12 months."),
        ("", "Thử việc 60 ngày.", "Probation is 60 days."),
        ("Điều 2", "Lương là 35.000.000 đồng.", "Salary is VND 35,000,000."),
        ("", "Lương trả ngày 05 hằng tháng.", "Salary is paid on the 5th."),
    ]
    table = document.add_table(rows=len(rows), cols=3)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            if text:
                table.cell(r, c).text = text
    table.cell(0, 0).merge(table.cell(1, 0))
    table.cell(2, 0).merge(table.cell(3, 0))
    path = tmp_path / "merged.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]
    assert clause(parsed, "§1").text_vi == "Thời hạn hợp đồng là 12 tháng.\nThử việc 60 ngày."
    assert clause(parsed, "§1").text_en == "The term is 12 months.\nProbation is 60 days."


def test_rows_of_a_bilingual_data_table_printed_as_lines(tmp_path: Path) -> None:
    """A table whose first column reads "Vietnamese / English" and whose others hold figures,
    printed to PDF (or typed as text): each line is a row, split like its cells would be —
    the figures to both languages. Before, the rows ran together into one paragraph split at
    its last slash: the first rows' English stayed in the Vietnamese."""
    path = tmp_path / "rows.txt"
    path.write_text(
        "Hà Nội, ngày 05 tháng 6 năm 2025 / Hanoi, 05 June 2025\n"
        "Điều 3. Tiền lương / Article 3. Salary\n"
        "3.1 Mức lương hằng tháng của Người lao động như sau:\n"
        "3.1 The Employee's monthly salary is as follows:\n"
        "Lương cơ bản / Base salary 25.000.000\n"
        "Phụ cấp ăn trưa / Lunch allowance 730.000\n"
        "Tổng cộng / Total 25.730.000\n"
        "3.2 Lương được trả vào ngày 05 hằng tháng.\n"
        "3.2 Salary is paid on the 5th of each month.\n",
        encoding="utf-8",
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§3.1").text_vi == (
        "Mức lương hằng tháng của Người lao động như sau:\nLương cơ bản 25.000.000\n"
        "Phụ cấp ăn trưa 730.000\nTổng cộng 25.730.000"
    )
    assert clause(parsed, "§3.1").text_en == (
        "The Employee's monthly salary is as follows:\nBase salary 25.000.000\n"
        "Lunch allowance 730.000\nTotal 25.730.000"
    )
    assert problems(parsed) == []
    # figures on both sides are each side's own: the date line keeps its one year
    assert parsed.preamble_vi == "Hà Nội, ngày 05 tháng 6 năm 2025"


def test_two_sentences_on_one_line_the_english_ending_in_figures_are_no_data_row(
    tmp_path: Path,
) -> None:
    """ "… kể từ ngày 02/3/2026. / This contract takes effect on 2 March 2026." was read as a
    table's row: its last figure, "2026.", was given to the Vietnamese too, which then said
    "… ngày 02/3/2026. 2026."; likewise "… đồng/tháng. 35,000,000."."""
    text = (
        "HỢP ĐỒNG THỬ VIỆC / PROBATION CONTRACT\n\n"
        "Điều 1. Hiệu lực / Article 1. Effect\n\n"
        "Hợp đồng có hiệu lực kể từ ngày 02/3/2026. / "
        "This contract takes effect on 2 March 2026.\n\n"
        "Điều 2. Tiền lương / Article 2. Salary\n\n"
        "Mức lương chính: 35.000.000 đồng/tháng. / Basic salary: VND 35,000,000.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "sentences.txt", text))
    assert (
        clause(parsed, "§1").text_vi.splitlines()[1] == "Hợp đồng có hiệu lực kể từ ngày 02/3/2026."
    )
    assert (
        clause(parsed, "§1").text_en.splitlines()[1]
        == "This contract takes effect on 2 March 2026."
    )
    assert clause(parsed, "§2").text_vi.splitlines()[1] == "Mức lương chính: 35.000.000 đồng/tháng."
    assert clause(parsed, "§2").text_en.splitlines()[1] == "Basic salary: VND 35,000,000."


def _bonus_article(tmp_path: Path, rows: list[tuple[str, ...]]) -> Path:
    return write_docx(
        tmp_path / "bonus.docx",
        "Điều 1. Thưởng",
        ("Article 1. Bonus", True),
        "1.1. Chỉ tiêu KPI:",
        ("1.1. KPI indicators:", True),
        rows,
        "1.2. Thưởng trả hằng năm.",
        ("1.2. The bonus is paid yearly.", True),
    )


def test_a_kpi_code_column_headed_code_numbers_no_clauses(tmp_path: Path) -> None:
    """ "1.1.1" in a column headed "Mã / Code" is the KPI's code, not a clause §1.1.1; the
    weights stay on both sides."""
    parsed = parse_signed_document(
        _bonus_article(
            tmp_path,
            [
                ("Mã / Code", "Chỉ tiêu / Indicator", "Tỷ trọng / Weight"),
                ("1.1.1", "Doanh số / Revenue", "60%"),
                ("1.1.2", "Chất lượng / Quality", "40%"),
            ],
        )
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.1").text_vi.splitlines()[1:] == [
        "Mã | Chỉ tiêu | Tỷ trọng",
        "1.1.1 | Doanh số | 60%",
        "1.1.2 | Chất lượng | 40%",
    ]
    assert clause(parsed, "§1.1").text_en.splitlines()[2] == "1.1.1 | Revenue | 60%"
    assert problems(parsed) == []


def test_a_column_of_years_right_of_the_titles_labels_nothing(tmp_path: Path) -> None:
    parsed = parse_signed_document(
        _bonus_article(
            tmp_path,
            [
                ("Chức danh", "Title", "Số năm"),
                ("Chuyên viên", "Specialist", "2"),
                ("Trưởng nhóm", "Team Leader", "4"),
            ],
        )
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.1").text_vi.splitlines()[2:] == ["Chuyên viên | 2", "Trưởng nhóm | 4"]
    assert clause(parsed, "§1.1").text_en.splitlines()[2:] == ["Specialist | 2", "Team Leader | 4"]
    assert problems(parsed) == []


def test_an_stt_and_noi_dung_header_heads_data_and_codes_stay_on_both_sides(
    tmp_path: Path,
) -> None:
    """ "STT | Nội dung | Mức" is a data table's header (the row numbers say so), not the
    languages' ("Nội dung | Content"); "NL01" and "KPI ≥ 90%" are in no language."""
    parsed = parse_signed_document(
        _bonus_article(
            tmp_path,
            [
                ("STT", "Nội dung", "Mức (VND/tháng)"),
                ("1", "Phụ cấp ăn ca / Meal allowance", "730.000"),
                ("2", "Phụ cấp nhà ở / Housing allowance", "2.000.000"),
            ],
        )
    )
    assert clause(parsed, "§1.1").text_vi.splitlines()[1:] == [
        "STT | Nội dung | Mức (VND/tháng)",
        "1 | Phụ cấp ăn ca | 730.000",
        "2 | Phụ cấp nhà ở | 2.000.000",
    ]
    assert clause(parsed, "§1.1").text_en.splitlines()[-1] == "2 | Housing allowance | 2.000.000"
    codes = parse_signed_document(
        _bonus_article(
            tmp_path,
            [
                ("Mã", "Tiêu chí", "Criterion", "Ngưỡng"),
                ("NL01", "Doanh số", "Revenue", "KPI ≥ 90%"),
                ("NL02", "Chất lượng", "Quality", "KPI ≥ 80%"),
            ],
        )
    )
    assert clause(codes, "§1.1").text_vi.splitlines()[2:] == [
        "NL01 | Doanh số | KPI ≥ 90%",
        "NL02 | Chất lượng | KPI ≥ 80%",
    ]
    assert clause(codes, "§1.1").text_en.splitlines()[2:] == [
        "NL01 | Revenue | KPI ≥ 90%",
        "NL02 | Quality | KPI ≥ 80%",
    ]


def test_a_cell_merged_across_columns_keeps_the_columns_after_it(tmp_path: Path) -> None:
    """ "Tổng cộng" over the code and the Vietnamese column: "Total" stays English and the
    total weight stays on both sides."""
    path = _bonus_article(
        tmp_path,
        [
            ("Mã", "Chỉ tiêu", "Indicator", "Tỷ trọng"),
            ("A", "Doanh số", "Revenue", "60%"),
            ("B", "Chất lượng", "Quality", "40%"),
            ("Tổng cộng", "", "Total", "100%"),
        ],
    )
    document = docx.Document(str(path))
    total = document.tables[0].rows[3].cells
    total[0].merge(total[1]).text = "Tổng cộng"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi.splitlines()[-1] == "Tổng cộng | 100%"
    assert clause(parsed, "§1.1").text_en.splitlines()[-1] == "Total | 100%"


def test_long_figures_in_a_data_cell_are_read_at_once(tmp_path: Path) -> None:
    """A cell of tens of thousands of digits and dots is a figure, told in linear time."""
    figure = "1.000" * 20_000 + " đồng?"
    parsed = parse_signed_document(
        _bonus_article(tmp_path, [("STT", "Khoản", "Item"), ("1", figure, "Amount")])
    )
    assert figure in clause(parsed, "§1.1").text_vi


def test_a_layout_table_with_borders_dragged_row_by_row_keeps_its_english(
    tmp_path: Path,
) -> None:
    """Two cells a row over a grid of three (a border dragged in each row): the cells are
    the columns, whatever they span."""
    document = docx.Document()
    document.add_paragraph("HỢP ĐỒNG LAO ĐỘNG")
    document.add_paragraph("LABOR CONTRACT")
    rows = [
        ("Điều 1. Công việc", "Article 1. Work"),
        ("Người lao động làm kỹ sư phần mềm.", "The employee works as a software engineer."),
        ("Điều 2. Tiền lương", "Article 2. Salary"),
        ("Lương cơ bản 20.000.000 đồng/tháng.", "Base salary VND 20,000,000/month."),
    ]
    table = document.add_table(rows=0, cols=3)
    for index, (vi, en) in enumerate(rows):
        row = table.add_row()
        row._tr.remove(row._tr.findall(qn("w:tc"))[2])
        first, second = row.cells[0], row.cells[1]
        first.text, second.text = vi, en
        spanning = first if index % 2 == 0 else second
        spanning._tc.get_or_add_tcPr().append(parse_xml(f'<w:gridSpan {W} w:val="2"/>'))
    path = tmp_path / "dragged.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert [(ref, en) for ref, _, _, en in outline(parsed)] == [
        ("§1", "Article 1"),
        ("§2", "Article 2"),
    ]
    assert clause(parsed, "§2").text_en == "Salary\nBase salary VND 20,000,000/month."


def test_an_english_cell_left_empty_beside_english_product_names(tmp_path: Path) -> None:
    """The translator left a row's English cell empty; the Vietnamese cell names products in
    English: they stay Vietnamese text, and the missing English is reported."""
    path = write_docx(
        tmp_path / "tools.docx",
        "HỢP ĐỒNG LAO ĐỘNG",
        ("LABOR CONTRACT", True),
        [
            (
                "Điều 1. Công việc\nNgười lao động làm kỹ sư.",
                "Article 1. Work\nThe employee is an engineer.",
            ),
            ("Điều 2. Công cụ\nCông ty cấp cho người lao động:\nMacBook Pro 14 inch", ""),
            (
                "Điều 3. Hiệu lực\nCó hiệu lực từ ngày ký.",
                "Article 3. Effect\nEffective on signing.",
            ),
        ],
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§2").text_vi.endswith("MacBook Pro 14 inch")
    assert ("missing_english", "§2") in problems(parsed)


def test_an_amendment_table_naming_both_languages_numbers_its_items(tmp_path: Path) -> None:
    """ "STT | Nội dung | Content" and nothing else: an amendment's items side by side, each
    citable."""
    path = write_docx(
        tmp_path / "amendment.docx",
        "Điều 1. Nội dung sửa đổi",
        ("Article 1. Amended content", True),
        [
            ("STT", "Nội dung", "Content"),
            (
                "1",
                "Người lao động làm việc tại chi nhánh Đà Nẵng.",
                "The employee works in Da Nang.",
            ),
            ("2", "Lương cơ bản là 25.000.000 đồng/tháng.", "Base salary is VND 25,000,000/month."),
        ],
    )
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.2").text_en == "Base salary is VND 25,000,000/month."


def test_a_header_whose_english_half_ends_with_a_vietnamese_unit_is_split(
    tmp_path: Path,
) -> None:
    """ "Mức / Amount (VND/tháng)": the unit's "tháng" made the whole header Vietnamese, and
    the English header row lost a column, so its cells no longer sat under their headers."""
    text = """# PHỤ LỤC 01 – CHẾ ĐỘ ĐÃI NGỘ

Điều 1. Bảng lương

Article 1. Salary scale

| Bậc / Grade | Chức danh / Title | Mức / Amount (VND/tháng) | Ghi chú / Note |
|---|---|---|---|
| 1 | Kỹ sư / Engineer | 20.000.000 | Thử việc 85% / Probation 85% |
| 2 | Kỹ sư cao cấp / Senior Engineer | 35.000.000 | CEO phê duyệt / CEO approves |
"""
    parsed = parse_signed_document(write_text(tmp_path / "grades.md", text))
    vietnamese, english = clause(parsed, "§1").text_vi, clause(parsed, "§1").text_en
    assert vietnamese.splitlines()[1] == "Bậc | Chức danh | Mức (VND/tháng) | Ghi chú"
    assert english.splitlines()[1:] == [
        "Grade | Title | Amount (VND/tháng) | Note",
        "1 | Engineer | 20.000.000 | Probation 85%",
        "2 | Senior Engineer | 35.000.000 | CEO approves",
    ]


def test_a_bilingual_cell_whose_vietnamese_has_no_tone_mark_is_split_as_its_column_is(
    tmp_path: Path,
) -> None:
    """ "Doanh thu / Revenue" in a column of "Chỉ tiêu / KPI", "Chất lượng / Quality": its
    Vietnamese has no tone mark, so it read as English, and the whole cell went to the English
    row (the Vietnamese row lost the KPI's name). "Online / Offline" in such a column is two
    English words, either one, and stays as written."""
    path = write_docx(
        tmp_path / "kpi.docx",
        "Điều 1. Chỉ tiêu",
        "Article 1. Targets",
        [
            ("STT", "Chỉ tiêu / KPI", "Hình thức / Format", "Trọng số / Weight"),
            ("1", "Doanh thu / Revenue", "Online / Offline", "50%"),
            ("2", "Chất lượng / Quality", "Tại chỗ / On site", "50%"),
        ],
        "Điều 2. Xếp loại",
        "Article 2. Rating",
    )
    document = parse_signed_document(path)
    assert clause(document, "§1").text_vi.splitlines() == [
        "Chỉ tiêu",
        "STT | Chỉ tiêu | Hình thức | Trọng số",
        "1 | Doanh thu | 50%",
        "2 | Chất lượng | Tại chỗ | 50%",
    ]
    assert clause(document, "§1").text_en.splitlines() == [
        "Targets",
        "STT | KPI | Format | Weight",
        "1 | Revenue | Online / Offline | 50%",
        "2 | Quality | On site | 50%",
    ]


def test_a_column_in_both_languages_beside_the_two_language_columns_is_split(
    tmp_path: Path,
) -> None:
    """An amendment table "Điều khoản / Clause | Nội dung sửa đổi | Amended wording": its first
    column, "Khoản 1 Điều 5 / Clause 1, Article 5", had been taken for the Vietnamese one (as
    Vietnamese as the next), so the Vietnamese rows held the English references and the
    English rows lost which clause each amends. Then its cells came after the amended wording
    and its header was dropped: the rows read in the document's order, header first."""
    path = write_docx(
        tmp_path / "addendum.docx",
        "Điều 1. Nội dung sửa đổi / Article 1. Amendments",
        [
            ("Điều khoản / Clause", "Nội dung sửa đổi", "Amended wording"),
            (
                "Khoản 1 Điều 5 / Clause 1, Article 5",
                "Mức lương 25.000.000 đồng/tháng.",
                "Salary of VND 25,000,000 per month.",
            ),
            (
                "Điểm a khoản 2 Điều 6 / Point a, Clause 2, Article 6",
                "Nghỉ phép 14 ngày/năm.",
                "Annual leave of 14 days.",
            ),
        ],
        "Điều 2. Hiệu lực / Article 2. Effect",
    )
    document = parse_signed_document(path)
    assert [c.ref for c in document.clauses] == ["§1", "§2"]
    assert clause(document, "§1").text_vi.splitlines()[1:] == [
        "Điều khoản | Nội dung sửa đổi",
        "Khoản 1 Điều 5 | Mức lương 25.000.000 đồng/tháng.",
        "Điểm a khoản 2 Điều 6 | Nghỉ phép 14 ngày/năm.",
    ]
    assert clause(document, "§1").text_en.splitlines()[1:] == [
        "Clause | Amended wording",
        "Clause 1, Article 5 | Salary of VND 25,000,000 per month.",
        "Point a, Clause 2, Article 6 | Annual leave of 14 days.",
    ]


def test_numbered_rows_of_bilingual_names_and_figures_without_a_header(tmp_path: Path) -> None:
    """ "1. | Doanh số / Sales | 40%" with no header: the rows had become §1.1 to §1.3, each
    English holding the weight its Vietnamese lacked. Rows numbered beside a cell naming a
    thing in both languages and a column of figures are a data table's, in a .docx or a
    Markdown table alike; a table of numbered clauses is still read as clauses."""
    rows: list[tuple[str, ...]] = [
        ("1.", "Doanh số / Sales", "40%"),
        ("2.", "Chất lượng dịch vụ / Service quality", "35%"),
        ("3.", "Phát triển đội ngũ / Team development", "25%"),
    ]
    heading = ["Điều 1. Chỉ tiêu", "Article 1. Targets"]
    heading += ["Các chỉ tiêu năm 2026:", "Targets for 2026:"]
    after = ["Điều 2. Đánh giá", "Article 2. Assessment"]
    table = "\n".join(
        ["| 1. | Doanh số / Sales | 40% |", "|---|---|---|"]
        + [f"| {a} | {b} | {c} |" for a, b, c in rows[1:]]
    )
    markdown = [*heading, table, *after]
    for parsed in (
        parse_signed_document(write_docx(tmp_path / "kpi.docx", *heading, rows, *after)),
        parse_signed_document(write_text(tmp_path / "kpi.md", "\n\n".join(markdown))),
    ):
        assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]
        assert clause(parsed, "§1").text_vi.splitlines()[-3:] == [
            "1. | Doanh số | 40%",
            "2. | Chất lượng dịch vụ | 35%",
            "3. | Phát triển đội ngũ | 25%",
        ]
        assert clause(parsed, "§1").text_en.splitlines()[-1] == "3. | Team development | 25%"
        assert problems(parsed) == []

    clauses: list[tuple[str, ...]] = [
        ("1.", "Nhân viên bảo mật thông tin / The employee keeps information confidential"),
        ("2.", "Thời hạn bảo mật 05 năm / Confidentiality lasts five years"),
    ]
    parsed = parse_signed_document(write_docx(tmp_path / "nda.docx", heading[0], clauses))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2"]


@pytest.mark.parametrize(
    ("heading", "vietnamese", "english"),
    [
        ("STT / No.", "STT", "No."),
        ("No. / STT", "STT", "No."),
        ("Mã / Code", "Mã", "Code"),
    ],
)
def test_a_number_column_headed_in_both_languages_gives_each_its_word(
    tmp_path: Path, heading: str, vietnamese: str, english: str
) -> None:
    """ "STT / No." had stood whole in both languages' header rows."""
    rows: list[tuple[str, ...]] = [
        (heading, "Chỉ tiêu", "KPI", "Trọng số"),
        ("1", "Doanh số", "Revenue", "40%"),
        ("2", "Chất lượng", "Quality", "60%"),
    ]
    parsed = parse_signed_document(
        write_docx(tmp_path / "kpi.docx", "Điều 1. Chỉ tiêu", "Article 1. Targets", rows)
    )
    assert clause(parsed, "§1").text_vi.splitlines()[1] == f"{vietnamese} | Chỉ tiêu | Trọng số"
    assert clause(parsed, "§1").text_en.splitlines()[1] == f"{english} | KPI"


@pytest.mark.parametrize("paragraphs", [False, True])
def test_a_number_column_headed_on_two_lines_gives_each_language_its_word(
    tmp_path: Path, paragraphs: bool
) -> None:
    """ "STT" above "No." in one cell (a line break, or two paragraphs), as "Loại phụ cấp"
    above "Allowance" beside it: each line had been read apart as a number column's heading,
    so both languages' header rows read "STT No."."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Phụ cấp")
    document.add_paragraph("Article 1. Allowances")
    rows = [
        ("STT\nNo.", "Loại phụ cấp\nAllowance", "Mức (VNĐ)\nAmount (VND)"),
        ("1", "Ăn trưa\nLunch", "730.000"),
        ("2", "Điện thoại\nPhone", "300.000"),
    ]
    table = document.add_table(rows=len(rows), cols=3)
    for cells, row in zip(table.rows, rows, strict=True):
        for cell, text in zip(cells.cells, row, strict=True):
            if paragraphs:
                first, *others = text.split("\n")
                cell.text = first
                for other in others:
                    cell.add_paragraph(other)
            else:
                cell.text = text  # python-docx writes "\n" as a line break
    document.save(str(tmp_path / "allowances.docx"))
    parsed = parse_signed_document(tmp_path / "allowances.docx")
    assert clause(parsed, "§1").text_vi.splitlines()[1:] == [
        "STT | Loại phụ cấp | Mức (VNĐ)",
        "1 | Ăn trưa | 730.000",
        "2 | Điện thoại | 300.000",
    ]
    assert clause(parsed, "§1").text_en.splitlines()[1] == "No. | Allowance | Amount (VND)"
    assert problems(parsed) == []


def test_a_number_column_headed_with_a_markdown_line_break(tmp_path: Path) -> None:
    text = "\n".join(
        [
            "Điều 1. Chỉ tiêu",
            "",
            "Article 1. Targets",
            "",
            "| Mã<br>Code | Chỉ tiêu<br>Indicator | Trọng số<br>Weight |",
            "|---|---|---|",
            "| K1 | Doanh thu<br>Revenue | 60% |",
            "| K2 | Chất lượng<br>Quality | 40% |",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "kpi.md", text))
    assert clause(parsed, "§1").text_vi.splitlines()[1] == "Mã | Chỉ tiêu | Trọng số"
    assert clause(parsed, "§1").text_en.splitlines()[1] == "Code | Indicator | Weight"


def test_a_cell_of_two_lines_whose_vietnamese_has_no_tone_mark_is_split(
    tmp_path: Path,
) -> None:
    """A career ladder's division column, each cell "Vietnamese" above "English": "Kinh
    doanh" above "Sales" has no tone mark, so read alone it was no Vietnamese and both lines
    went to the English row ("Kinh doanh Sales"), the Vietnamese row losing its division. In a
    column whose other cells are a Vietnamese and an English line, it is split as "Kinh doanh
    / Sales" is."""
    rows: list[tuple[str, ...]] = [
        ("Khối\nDivision", "Cấp\nLevel", "Chức danh\nTitle"),
        ("Vận hành\nOperations", "C1", "Nhân viên\nOfficer"),
        ("Kinh doanh\nSales", "C2", "Chuyên viên\nSpecialist"),
        ("Tai chinh\nFinance", "C3", "Chuyên viên chính\nSenior Specialist"),
    ]
    parsed = parse_signed_document(
        write_docx(tmp_path / "ladder.docx", "Điều 1. Lộ trình", "Article 1. Career path", rows)
    )
    assert clause(parsed, "§1").text_vi.splitlines()[1:] == [
        "Khối | Cấp | Chức danh",
        "Vận hành | C1 | Nhân viên",
        "Kinh doanh | C2 | Chuyên viên",
        "Tai chinh | C3 | Chuyên viên chính",
    ]
    assert clause(parsed, "§1").text_en.splitlines()[1:] == [
        "Division | Level | Title",
        "Operations | C1 | Officer",
        "Sales | C2 | Specialist",
        "Finance | C3 | Senior Specialist",
    ]


def test_a_group_cell_merged_down_a_data_table_is_read_in_each_row_it_spans(
    tmp_path: Path,
) -> None:
    """A KPI table's "Tài chính / Financial" cell merged over two KPIs: the second row had read
    "Lợi nhuận gộp | 20%", its group lost. Each row it spans reads it. A header cell merged
    down over the header's second row ("Bậc" above "Tối thiểu | Tối đa") is not repeated."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Bộ chỉ tiêu / Article 1. KPI set")
    rows = [
        ("Nhóm / Group", "Chỉ tiêu / KPI", "Trọng số / Weight"),
        ("Tài chính / Financial", "Doanh thu thuần / Net revenue", "30%"),
        ("", "Lợi nhuận gộp / Gross profit", "20%"),
        ("Khách hàng / Customer", "Mức độ hài lòng / Satisfaction", "50%"),
    ]
    table = document.add_table(rows=len(rows), cols=3)
    for cells, row in zip(table.rows, rows, strict=True):
        for cell, text in zip(cells.cells, row, strict=True):
            cell.text = text
    table.cell(1, 0).merge(table.cell(2, 0))
    document.add_paragraph("Điều 2. Thang lương / Article 2. Salary scale")
    grades = document.add_table(rows=3, cols=3)
    scale = [
        ("Bậc / Grade", "Lương / Salary", ""),
        ("", "Tối thiểu / Minimum", "Tối đa / Maximum"),
        ("G1", "10.000.000", "15.000.000"),
    ]
    for cells, row in zip(grades.rows, scale, strict=True):
        for cell, text in zip(cells.cells, row, strict=True):
            cell.text = text
    grades.cell(0, 0).merge(grades.cell(1, 0))
    grades.cell(0, 1).merge(grades.cell(0, 2))
    document.save(str(tmp_path / "kpi.docx"))
    parsed = parse_signed_document(tmp_path / "kpi.docx")
    assert clause(parsed, "§1").text_vi.splitlines()[2:4] == [
        "Tài chính | Doanh thu thuần | 30%",
        "Tài chính | Lợi nhuận gộp | 20%",
    ]
    assert clause(parsed, "§1").text_en.splitlines()[3] == "Financial | Gross profit | 20%"
    assert clause(parsed, "§2").text_en.splitlines()[1:] == [
        "Grade | Salary",
        "Minimum | Maximum",
        "G1 | 10.000.000 | 15.000.000",
    ]


def test_a_data_row_naming_a_language_is_no_header_of_the_english_file(tmp_path: Path) -> None:
    # "1 | Vietnamese library | 2021": its "Vietnamese" names no column; the row stays data
    vi = write_text(
        tmp_path / "nda.vi.md",
        "Điều 1. Sáng chế có trước\n\n| STT | Tên | Năm |\n|---|---|---|\n"
        "| 1 | Thư viện tiếng Việt | 2021 |\n| 2 | Ứng dụng chi tiêu | 2023 |\n",
    )
    en = write_text(
        tmp_path / "nda.en.md",
        "Article 1. Prior inventions\n\n| No. | Title | Year |\n|---|---|---|\n"
        "| 1 | Vietnamese library | 2021 |\n| 2 | Expense app | 2023 |\n",
    )
    parsed = parse_signed_document(vi, path_en=en)
    assert clause(parsed, "§1").text_en.splitlines() == [
        "Prior inventions",
        "No. | Title | Year",
        "1 | Vietnamese library | 2021",
        "2 | Expense app | 2023",
    ]
    assert problems(parsed) == []


def test_a_header_long_in_both_languages_together_still_heads_a_data_table(
    tmp_path: Path,
) -> None:
    """ "STT / No. | Khoản mục / Item | Số tiền (đồng) / Amount (VND)": six words in its last
    cell, so no header, and the rows "1." "2." became §3.1.1 and §3.1.2, the amounts in
    their English only. A cell in both languages is short when each half is."""
    rows: list[tuple[str, ...]] = [
        ("STT / No.", "Khoản mục / Item", "Số tiền (đồng) / Amount (VND)"),
        ("1.", "Lương cơ bản / Base salary", "18.500.000"),
        ("2.", "Phụ cấp ăn trưa / Lunch allowance", "730.000"),
    ]
    parsed = parse_signed_document(
        write_docx(
            tmp_path / "salary.docx",
            "Điều 3. Tiền lương",
            "Article 3. Salary",
            "3.1. Mức lương cơ bản: 18.500.000 đồng/tháng.",
            "3.1. Base salary: VND 18,500,000 per month.",
            rows,
        )
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§3", "§3.1"]
    assert clause(parsed, "§3.1").text_en.splitlines()[1:] == [
        "No. | Item | Amount (VND)",
        "1. | Base salary | 18.500.000",
        "2. | Lunch allowance | 730.000",
    ]
    assert problems(parsed) == []


def test_a_figure_typed_in_both_language_columns_is_each_languages_once(tmp_path: Path) -> None:
    """ "Mục tiêu" | "Target", a column for each language: "≥ 98%" typed in both had gone to
    both rows, which then read it twice ("40% | ≥ 98% | ≥ 98%"). A figure in columns the
    header does not set apart by language ("Trọng số / Weight" | "Kết quả / Result") is still
    each row's."""
    rows: list[tuple[str, ...]] = [
        ("Mã / Code", "Chỉ tiêu", "Indicator", "Trọng số / Weight", "Mục tiêu", "Target"),
        ("K1", "Giao hàng đúng hạn", "On-time delivery", "40%", "≥ 98%", "≥ 98%"),
        ("K2", "Chi phí vận hành", "Operating cost", "30%", "≤ 95% ngân sách", "≤ 95% of budget"),
    ]
    scores: list[tuple[str, ...]] = [
        ("Trọng số / Weight", "Kết quả / Result"),
        ("40%", "40%"),
    ]
    parsed = parse_signed_document(
        write_docx(
            tmp_path / "kpi.docx",
            "Điều 1. Chỉ tiêu",
            "Article 1. Indicators",
            rows,
            "Điều 2. Kết quả",
            "Article 2. Results",
            scores,
        )
    )
    assert clause(parsed, "§1").text_vi.splitlines()[1:] == [
        "Mã | Chỉ tiêu | Trọng số | Mục tiêu",
        "K1 | Giao hàng đúng hạn | 40% | ≥ 98%",
        "K2 | Chi phí vận hành | 30% | ≤ 95% ngân sách",
    ]
    assert clause(parsed, "§1").text_en.splitlines()[1:] == [
        "Code | Indicator | Weight | Target",
        "K1 | On-time delivery | 40% | ≥ 98%",
        "K2 | Operating cost | 30% | ≤ 95% of budget",
    ]
    assert clause(parsed, "§2").text_vi.splitlines()[1:] == ["Trọng số | Kết quả", "40% | 40%"]
    assert clause(parsed, "§2").text_en.splitlines()[1:] == ["Weight | Result", "40% | 40%"]


def test_a_table_framed_in_a_table_of_one_cell_is_read_as_the_table(tmp_path: Path) -> None:
    """A salary scale drawn inside a one-cell table, as a frame: flattened into the frame's
    cell, its rows had been read as bilingual lines ("Bậc / Step | Hệ số / Coefficient" went
    whole to the Vietnamese, the grades to no row). It reads as the table it frames."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Thang lương")
    document.add_paragraph().add_run("Article 1. Salary scale").italic = True
    frame = document.add_table(rows=1, cols=1).cell(0, 0)
    scale = frame.add_table(rows=3, cols=2)
    rows = [("Bậc / Step", "Mức lương / Salary"), ("1", "13.140.000"), ("2", "14.040.000")]
    for cells, row in zip(scale.rows, rows, strict=True):
        for cell, text in zip(cells.cells, row, strict=True):
            cell.text = text
    document.add_paragraph("Điều 2. Hiệu lực")
    document.add_paragraph().add_run("Article 2. Effect").italic = True
    document.save(str(tmp_path / "framed.docx"))
    parsed = parse_signed_document(tmp_path / "framed.docx")
    assert clause(parsed, "§1").text_vi.splitlines() == [
        "Thang lương",
        "Bậc | Mức lương",
        "1 | 13.140.000",
        "2 | 14.040.000",
    ]
    assert clause(parsed, "§1").text_en.splitlines() == [
        "Salary scale",
        "Step | Salary",
        "1 | 13.140.000",
        "2 | 14.040.000",
    ]
