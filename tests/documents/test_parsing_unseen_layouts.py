"""Layouts a probe of unseen contracts found read wrongly, each now read as written.

Every case is what a Vietnamese HR department produces without thinking about it: a bilingual
heading whose halves a tab, a dash or a bar separates; a heading row merged across a bilingual
table; short rows inside a table that look like a header row.
"""

from __future__ import annotations

from pathlib import Path

import docx
import pytest

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_docx, write_text

HEADINGS = [
    ("Thời hạn hợp đồng", "Term of contract", "Hợp đồng có thời hạn 12 tháng."),
    ("Tiền lương", "Salary", "Lương cơ bản là 35.000.000 đồng mỗi tháng."),
]
ENGLISH_BODIES = ["The contract has a term of 12 months.", "The basic salary is VND 35,000,000."]


@pytest.mark.parametrize("separator", ["\t", "\t\t", "    ", " \u2013 ", " \u2014 ", " - ", " | "])
def test_a_bilingual_heading_split_by_a_tab_dash_bar_or_spaces(
    tmp_path: Path, separator: str
) -> None:
    items: list[str | tuple[str, bool]] = ["HỢP ĐỒNG LAO ĐỘNG"]
    for number, ((vi, en, body), english) in enumerate(
        zip(HEADINGS, ENGLISH_BODIES, strict=True), 1
    ):
        items += [f"Điều {number}. {vi}{separator}Article {number}. {en}", body, (english, True)]
    parsed = parse_signed_document(write_docx(tmp_path / "headings.docx", *items))

    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    assert clause(parsed, "§1").text_vi == "Thời hạn hợp đồng\nHợp đồng có thời hạn 12 tháng."
    assert clause(parsed, "§2").text_en == "Salary\nThe basic salary is VND 35,000,000."
    assert problems(parsed) == []
    assert parsed.preamble_vi == "HỢP ĐỒNG LAO ĐỘNG"


def test_a_vietnamese_heading_citing_an_english_article_is_not_split(tmp_path: Path) -> None:
    """ "Article 3 của …" run on lower case is a cross-reference, not a second heading."""
    parsed = parse_signed_document(
        write_docx(
            tmp_path / "reference.docx",
            "Điều 1. Sửa đổi, bổ sung các quy định tại Article 3 của Hợp đồng khung",
            ("Article 1. Amendments to Article 3 of the Master Agreement", True),
        )
    )
    assert outline(parsed) == [("§1", None, "Điều 1", "Article 1")]
    assert clause(parsed, "§1").text_vi == (
        "Sửa đổi, bổ sung các quy định tại Article 3 của Hợp đồng khung"
    )


def _table_document(path: Path, rows: list[tuple[str, ...] | str]) -> Path:
    """A two-column table; a plain string is a row merged across both columns."""
    document = docx.Document()
    document.add_paragraph("HỢP ĐỒNG LAO ĐỘNG")
    table = document.add_table(rows=0, cols=2)
    for row in rows:
        cells = table.add_row().cells
        if isinstance(row, str):
            cells[0].merge(cells[1]).text = row
        else:
            for cell, text in zip(cells, row, strict=True):
                cell.text = text
    document.save(str(path))
    return path


@pytest.mark.parametrize(
    "heading",
    [
        "Điều {n}. {vi} / Article {n}. {en}",
        "Điều {n}. {vi}\nArticle {n}. {en}",
        "Điều {n}. {vi}\tArticle {n}. {en}",
    ],
)
def test_a_heading_row_merged_across_a_bilingual_table(tmp_path: Path, heading: str) -> None:
    rows: list[tuple[str, ...] | str] = [("Tiếng Việt", "English")]
    for number, ((vi, en, body), english) in enumerate(
        zip(HEADINGS, ENGLISH_BODIES, strict=True), 1
    ):
        rows.append(heading.format(n=number, vi=vi, en=en))
        rows.append((f"{number}.1. {body}", f"{number}.1. {english}"))
    parsed = parse_signed_document(_table_document(tmp_path / "merged.docx", rows))

    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "2.1.", "2.1."),
    ]
    assert (clause(parsed, "§2").text_vi, clause(parsed, "§2").text_en) == ("Tiền lương", "Salary")
    assert problems(parsed) == []


def test_short_rows_below_the_header_are_content(tmp_path: Path) -> None:
    """Only the rows a table opens with can be its header: "Quốc tịch: Việt Nam |
    Nationality: Vietnamese" further down names the header words but is a term."""
    parsed = parse_signed_document(
        _table_document(
            tmp_path / "short.docx",
            [
                ("Tiếng Việt", "English"),
                ("Điều 1. Người lao động", "Article 1. The Employee"),
                ("Họ và tên: Trần Minh Khoa", "Full name: Tran Minh Khoa"),
                ("Quốc tịch: Việt Nam", "Nationality: Vietnamese"),
                ("Nội dung công việc", "Job content"),
                ("Lập trình phần mềm theo yêu cầu.", "Software programming as required."),
            ],
        )
    )
    assert outline(parsed) == [("§1", None, "Điều 1", "Article 1")]
    assert clause(parsed, "§1").text_vi.split("\n") == [
        "Người lao động",
        "Họ và tên: Trần Minh Khoa",
        "Quốc tịch: Việt Nam",
        "Nội dung công việc",
        "Lập trình phần mềm theo yêu cầu.",
    ]
    assert "Nationality: Vietnamese" in clause(parsed, "§1").text_en
    assert "Tiếng Việt" not in clause(parsed, "§1").text_vi


def test_the_header_typed_again_where_a_page_broke_the_table_is_no_content(
    tmp_path: Path,
) -> None:
    """A layout table whose header row was copied as a real row at the page break (not Word's
    repeated header): it had become the end of the clause above it, in both languages."""
    parsed = parse_signed_document(
        _table_document(
            tmp_path / "repeated.docx",
            [
                ("TIẾNG VIỆT", "ENGLISH"),
                ("Điều 1. Công việc", "Article 1. Job"),
                (
                    "Người lao động làm Kỹ sư phần mềm.",
                    "The Employee works as a software engineer.",
                ),
                ("TIẾNG VIỆT", "ENGLISH"),
                ("Điều 2. Tiền lương", "Article 2. Salary"),
                ("Lương cơ bản 30.000.000 đồng.", "Base salary VND 30,000,000."),
            ],
        )
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]
    assert clause(parsed, "§1").text_vi == "Công việc\nNgười lao động làm Kỹ sư phần mềm."
    assert clause(parsed, "§1").text_en == "Job\nThe Employee works as a software engineer."


def test_a_table_in_a_row_merged_across_a_bilingual_table_is_its_clause_s_data(
    tmp_path: Path,
) -> None:
    """A KPI table set in a row merged over the Vietnamese and English columns: flattened
    into the cell, each of its rows was split at its last " / " as if a bilingual line, so the
    Vietnamese read "2 | Tỷ lệ giữ chân khách hàng" with its figures gone. It is read as the
    data table it is, in the clause above it."""
    document = docx.Document()
    table = document.add_table(rows=0, cols=2)
    for vi, en in [
        ("Điều 1. Thưởng hiệu suất", "Article 1. Performance bonus"),
        ("1.1. Thưởng tính theo bảng KPI dưới đây:", "1.1. The bonus follows the KPI table below:"),
    ]:
        cells = table.add_row().cells
        cells[0].text, cells[1].text = vi, en
    merged = table.add_row().cells
    across = merged[0].merge(merged[1])
    kpis = across.add_table(rows=0, cols=3)
    for row in [
        ("Chỉ tiêu / KPI", "Trọng số / Weight", "Mục tiêu / Target"),
        ("Doanh số / Revenue", "40%", "12 tỷ đồng / VND 12 billion"),
        ("Tỷ lệ giữ chân khách hàng / Customer retention", "30%", "≥ 90%"),
    ]:
        for cell, text in zip(kpis.add_row().cells, row, strict=True):
            cell.text = text
    cells = table.add_row().cells
    cells[0].text, cells[1].text = (
        "1.2. Thưởng trả vào tháng 01.",
        "1.2. The bonus is paid in January.",
    )
    document.save(str(tmp_path / "nested.docx"))
    parsed = parse_signed_document(tmp_path / "nested.docx")
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.1").text_vi.splitlines()[1:] == [
        "Chỉ tiêu | Trọng số | Mục tiêu",
        "Doanh số | 40% | 12 tỷ đồng",
        "Tỷ lệ giữ chân khách hàng | 30% | ≥ 90%",
    ]
    assert clause(parsed, "§1.1").text_en.splitlines()[1:] == [
        "KPI | Weight | Target",
        "Revenue | 40% | VND 12 billion",
        "Customer retention | 30% | ≥ 90%",
    ]


def test_a_label_column_for_each_language(tmp_path: Path) -> None:
    """ "Điều 1 | Thông tin mật | Article 1 | Confidential information": the English side's
    own label column had been taken for a data column, its label glued to both languages'
    text ("Thông tin mật bao gồm: | 1.1.") and the English label lost."""
    path = write_docx(
        tmp_path / "four.docx",
        "THỎA THUẬN BẢO MẬT",
        [
            ("Điều 1", "Thông tin mật", "Article 1", "Confidential information"),
            ("1.1.", "Thông tin mật bao gồm:", "1.1.", "Confidential information includes:"),
            ("a)", "mã nguồn và dữ liệu khách hàng;", "a)", "source code and customer data;"),
            ("b)", "kế hoạch kinh doanh.", "b)", "business plans."),
            ("Điều 2", "Hiệu lực", "Article 2", "Effect"),
            ("2.1.", "Thỏa thuận có hiệu lực từ ngày ký.", "2.1.", "It takes effect on signing."),
        ],
    )
    parsed = parse_signed_document(path)
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§1.1(a)", "§1.1", "a)", "a)"),
        ("§1.1(b)", "§1.1", "b)", "b)"),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "2.1.", "2.1."),
    ]
    assert clause(parsed, "§1.1").text_vi == "Thông tin mật bao gồm:"
    assert clause(parsed, "§1.1(a)").text_en == "source code and customer data;"
    assert problems(parsed) == []


def test_roman_points_right_under_a_clause_are_siblings(tmp_path: Path) -> None:
    """ "(i)", "(ii)", "(iii)" under 9.1 are §9.1(i), §9.1(ii), §9.1(iii) — not each nested in
    the one before; under a letter they stay sub-points (§9.2(a)(i), §9.2(a)(ii))."""
    parsed = parse_signed_document(
        write_text(
            tmp_path / "roman.md",
            "\n\n".join(
                [
                    "Điều 9. Chấm dứt hợp đồng",
                    "*Article 9. Termination*",
                    "9.1. Công ty có quyền chấm dứt hợp đồng trong các trường hợp sau:",
                    "*9.1. The Company may terminate the contract in the following cases:*",
                    "(i) Người lao động thường xuyên không hoàn thành công việc;",
                    "*(i) the Employee regularly fails to complete the work;*",
                    "(ii) Người lao động tự ý bỏ việc 05 ngày liên tục;",
                    "*(ii) the Employee abandons work for 5 consecutive days;*",
                    "(iii) Người lao động đủ tuổi nghỉ hưu.",
                    "*(iii) the Employee reaches retirement age.*",
                    "9.2. Người lao động được báo trước:",
                    "*9.2. The Employee is given notice:*",
                    "a) Đối với hợp đồng xác định thời hạn:",
                    "*a) For a fixed-term contract:*",
                    "(i) ít nhất 30 ngày;",
                    "*(i) at least 30 days;*",
                    "(ii) ít nhất 03 ngày khi thử việc.",
                    "*(ii) at least 3 days on probation.*",
                ]
            ),
        )
    )
    assert [ref for ref, *_ in outline(parsed)] == [
        "§9",
        "§9.1",
        "§9.1(i)",
        "§9.1(ii)",
        "§9.1(iii)",
        "§9.2",
        "§9.2(a)",
        "§9.2(a)(i)",
        "§9.2(a)(ii)",
    ]
    assert problems(parsed) == []


PARTIES = [
    "Điều 1. Các bên giao kết",
    "*Article 1. Contracting parties*",
    "{employer}",
    "*{employer_en}*",
    "Công ty TNHH CyberSkill Việt Nam, mã số doanh nghiệp 0318123456.",
    "*CyberSkill Vietnam Company Limited, enterprise code 0318123456.*",
    "Người lao động:",
    "*Employee:*",
    "Ông Trần Minh Khoa, sinh ngày 14/05/1998.",
    "*Mr. Tran Minh Khoa, born 14/05/1998.*",
    "Điều 2. Hình thức hợp đồng",
    "*Article 2. Form of contract*",
    "Chữ ký điện tử của các bên có giá trị như chữ ký tay.",
    "*The parties' electronic signatures are as valid as handwritten ones.*",
    "Đại diện Công đoàn cơ sở được mời tham gia đối thoại định kỳ.",
    "*The representative of the trade union is invited to periodic dialogue.*",
    "Điều 3. Hiệu lực",
    "*Article 3. Effect*",
    "Hợp đồng có hiệu lực từ ngày ký.",
    "*The contract takes effect on signing.*",
    "ĐẠI DIỆN NGƯỜI SỬ DỤNG LAO ĐỘNG",
    "*FOR THE EMPLOYER*",
    "(Ký, ghi rõ họ tên và đóng dấu)",
    "Nguyễn Văn An",
]


@pytest.mark.parametrize(
    ("employer", "employer_en"),
    [("Người sử dụng lao động:", "Employer:"), ("NGƯỜI SỬ DỤNG LAO ĐỘNG", "THE EMPLOYER")],
)
def test_party_blocks_and_sentences_about_signatures_stay_in_their_clause(
    tmp_path: Path, employer: str, employer_en: str
) -> None:
    """Lines that start like a signature block inside the contract — a party's role over its
    details, a sentence about electronic signatures — are clause text; the real signature
    block at the end is still left out."""
    text = "\n\n".join(PARTIES).format(employer=employer, employer_en=employer_en)
    parsed = parse_signed_document(write_text(tmp_path / "parties.md", text))

    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3"]
    assert clause(parsed, "§1").text_vi.split("\n") == [
        "Các bên giao kết",
        employer,
        "Công ty TNHH CyberSkill Việt Nam, mã số doanh nghiệp 0318123456.",
        "Người lao động:",
        "Ông Trần Minh Khoa, sinh ngày 14/05/1998.",
    ]
    assert "Mr. Tran Minh Khoa, born 14/05/1998." in clause(parsed, "§1").text_en
    assert clause(parsed, "§2").text_vi.split("\n")[1:] == [
        "Chữ ký điện tử của các bên có giá trị như chữ ký tay.",
        "Đại diện Công đoàn cơ sở được mời tham gia đối thoại định kỳ.",
    ]
    assert clause(parsed, "§3").text_vi == "Hiệu lực\nHợp đồng có hiệu lực từ ngày ký."
    assert "Nguyễn Văn An" not in clause(parsed, "§3").text_vi
    assert problems(parsed) == []


def test_a_signature_block_before_an_appendix_is_still_left_out(tmp_path: Path) -> None:
    text = "\n\n".join(
        [
            "Điều 1. Hiệu lực",
            "*Article 1. Effect*",
            "Hợp đồng có hiệu lực từ ngày ký.",
            "*The contract takes effect on signing.*",
            "NGƯỜI LAO ĐỘNG",
            "*THE EMPLOYEE*",
            "Trần Minh Khoa",
            "Phụ lục 1. Bảng lương",
            "*Appendix 1. Salary scale*",
            "1. Bậc 1: 20.000.000 đồng.",
            "*1. Grade 1: VND 20,000,000.*",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "appendix.md", text))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§A1", "§A1.1"]
    assert clause(parsed, "§1").text_vi == "Hiệu lực\nHợp đồng có hiệu lực từ ngày ký."
    assert clause(parsed, "§1").text_en == "Effect\nThe contract takes effect on signing."


def test_cross_references_wrapped_to_the_start_of_a_pdf_line(tmp_path: Path) -> None:
    """``wrapped.pdf`` (make_pdfs.py): "Điều 107 Bộ luật …", "Điều 98, Bộ luật …" and
    "Article 98, Labor Code." at the start of a line continue the sentence above; "Điều 2
    Hiệu lực", with no separator either, is the next article's heading; a sub-clause's short
    first line goes on in lower case on the next."""
    from tests.documents.support import FIXTURES

    parsed = parse_signed_document(FIXTURES / "wrapped.pdf")
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§1.2", "§1", "1.2.", "1.2."),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    assert clause(parsed, "§1.1").text_vi == (
        "Công ty có thể yêu cầu làm thêm giờ trong giới hạn quy định tại Điều 107 Bộ luật Lao "
        "động và Điều 60 Nghị định 145/2020/NĐ-CP."
    )
    assert clause(parsed, "§1.1").text_en == (
        "The Company may request overtime within the limits in Article 107 of the Labor Code."
    )
    assert clause(parsed, "§1.2").text_vi == (
        "Tiền lương làm thêm giờ được tính theo Điều 98, Bộ luật Lao động."
    )
    assert (
        clause(parsed, "§1.2").text_en == "Overtime pay is calculated under Article 98, Labor Code."
    )
    assert clause(parsed, "§2").text_vi == "Hiệu lực\nHợp đồng có hiệu lực từ ngày ký."
    # the fixture's English leaves out "Điều 60 Nghị định 145/2020/NĐ-CP"
    assert problems(parsed) == [("numbers_differ", "§1.1")]


def test_cross_references_wrapped_in_a_hard_wrapped_text_file(tmp_path: Path) -> None:
    text = "\n".join(
        [
            "Điều 1. Thời giờ làm việc",
            "Article 1. Working hours",
            "",
            "1.1. Người lao động làm việc 8 giờ mỗi ngày, phù hợp với quy định tại",
            "Điều 105 Bộ luật Lao động năm 2019 và Nội quy lao động của Công ty.",
            "1.1. The Employee works 8 hours a day, in accordance with",
            "Article 105 of the 2019 Labor Code and the Internal Labor Regulations.",
            "",
            "1.2. Khoản bù đắp nêu tại",
            "Điều 5.3, Người lao động được nhận hằng tháng.",
            "1.2. The compensation in",
            "Article 5.3, the Employee receives monthly.",
            "",
            "Điều 2 Tiền lương",
            "Article 2 Salary",
            "",
            "Lương cơ bản là 35.000.000 đồng mỗi tháng.",
            "The basic salary is VND 35,000,000 per month.",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "wrapped.txt", text))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§2"]
    assert clause(parsed, "§1.1").text_vi.endswith(
        "tại Điều 105 Bộ luật Lao động năm 2019 và Nội quy lao động của Công ty."
    )
    assert clause(parsed, "§1.2").text_en == (
        "The compensation in Article 5.3, the Employee receives monthly."
    )
    assert clause(parsed, "§2").text_en == "Salary\nThe basic salary is VND 35,000,000 per month."
    assert problems(parsed) == []


def test_names_and_english_terms_inside_a_vietnamese_sentence(tmp_path: Path) -> None:
    """Policy and product names in English, an address with an English building name: the
    sentence around them decides the language, the names do not."""
    text = "\n\n".join(
        [
            "Điều 1. Tuân thủ",
            "*Article 1. Compliance*",
            "1.1. Người lao động tuân thủ Code of Conduct, Information Security Policy và "
            "Acceptable Use Policy.",
            "*1.1. The Employee complies with the Code of Conduct, Information Security Policy "
            "and Acceptable Use Policy.*",
            "Điều 2. Địa điểm",
            "*Article 2. Place*",
            "Văn phòng tại Saigon Tech Tower, District 1, Ho Chi Minh City.",
            "*Office at Saigon Tech Tower, District 1, Ho Chi Minh City.*",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "names.md", text))
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    assert clause(parsed, "§1.1").text_vi.startswith("Người lao động tuân thủ Code of Conduct")
    assert clause(parsed, "§2").text_vi == (
        "Địa điểm\nVăn phòng tại Saigon Tech Tower, District 1, Ho Chi Minh City."
    )
    assert clause(parsed, "§2").text_en == (
        "Place\nOffice at Saigon Tech Tower, District 1, Ho Chi Minh City."
    )
    assert problems(parsed) == []


def test_an_unnumbered_appendix_after_the_signatures(tmp_path: Path) -> None:
    """ "PHỤ LỤC" with no number after the signatures opens appendix 1: its items are §A1.1,
    §A1.2, not sub-clauses of the contract's last article."""
    text = "\n\n".join(
        [
            "HỢP ĐỒNG LAO ĐỘNG",
            "Điều 1. Tiền lương",
            "*Article 1. Salary*",
            "Lương theo Phụ lục đính kèm.",
            "*Salary as set out in the attached Appendix.*",
            "NGƯỜI LAO ĐỘNG",
            "Trần Minh Khoa",
            "PHỤ LỤC",
            "*APPENDIX*",
            "BẢNG LƯƠNG VÀ PHÚC LỢI",
            "*SALARY AND BENEFITS TABLE*",
            "1. Lương cơ bản: 35.000.000 đồng.",
            "*1. Basic salary: VND 35,000,000.*",
            "2. Phụ cấp ăn trưa: 730.000 đồng.",
            "*2. Lunch allowance: VND 730,000.*",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "appendix.md", text))
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§A1", None, "PHỤ LỤC", "APPENDIX"),
        ("§A1.1", "§A1", "1.", "1."),
        ("§A1.2", "§A1", "2.", "2."),
    ]
    assert clause(parsed, "§1").text_vi == "Tiền lương\nLương theo Phụ lục đính kèm."
    assert problems(parsed) == []


@pytest.mark.parametrize("title", ["PHỤ LỤC SỐ 01", "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG", "PHỤ LỤC"])
def test_a_document_that_is_one_appendix_numbers_its_own_articles(
    tmp_path: Path, title: str
) -> None:
    """However its title reads, an appendix signed on its own has articles §1, §2."""
    text = "\n\n".join(
        [
            title,
            "*APPENDIX*",
            "Kèm theo Hợp đồng lao động số 015/2026/HĐLĐ",
            "Điều 1. Tiền lương",
            "*Article 1. Salary*",
            "Lương cơ bản là 35.000.000 đồng.",
            "*Basic salary is VND 35,000,000.*",
            "Điều 2. Hiệu lực",
            "*Article 2. Effect*",
            "Phụ lục có hiệu lực từ ngày 01/01/2026.",
            "*This appendix takes effect on 01/01/2026.*",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "appendix.md", text))
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    assert parsed.title_vi == title
    assert problems(parsed) == []


def test_dotted_numbers_closed_by_a_parenthesis_or_a_colon() -> None:
    from rubric.documents.parsing.labels import Kind, parse_label

    for written in ("2.1", "2.1.", "2.1)", "2.1:"):
        label = parse_label(f"{written} Lương cơ bản là 35.000.000 đồng.")
        assert label is not None and (label.kind, label.numbers) == (Kind.NUMBER, (2, 1))
        assert label.rest == "Lương cơ bản là 35.000.000 đồng."
    assert parse_label("1.500.000 đồng được trả hằng tháng.") is None  # an amount


def test_lettered_sections_number_the_articles_when_nothing_else_does(tmp_path: Path) -> None:
    """ "A. TIỀN LƯƠNG", "B. THƯỞNG" with "1.", "2." restarting under each: §1.1 … §2.2, as
    roman sections are — not two §1 merged. "A. Nguyễn Văn An …" is an initial."""
    text = "\n\n".join(
        [
            "# PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG",
            "A. TIỀN LƯƠNG",
            "*A. SALARY*",
            "1. Lương cơ bản là 35.000.000 đồng mỗi tháng.",
            "*1. Basic salary is VND 35,000,000 per month.*",
            "2. Lương được xem xét mỗi năm một lần, do A. Nguyễn Văn An phê duyệt.",
            "*2. Salary is reviewed once a year, approved by A. Nguyen Van An.*",
            "B. THƯỞNG",
            "*B. BONUS*",
            "1. Thưởng tháng thứ 13 bằng một tháng lương.",
            "*1. The 13th-month bonus equals one month's salary.*",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "lettered.md", text))
    assert outline(parsed) == [
        ("§1", None, "A", "A"),
        ("§1.1", "§1", "1.", "1."),
        ("§1.2", "§1", "2.", "2."),
        ("§2", None, "B", "B"),
        ("§2.1", "§2", "1.", "1."),
    ]
    assert (clause(parsed, "§2").text_vi, clause(parsed, "§2").text_en) == ("THƯỞNG", "BONUS")
    assert problems(parsed) == []


def test_numbered_party_details_before_the_first_article_are_preamble(tmp_path: Path) -> None:
    text = "\n\n".join(
        [
            "HỢP ĐỒNG LAO ĐỘNG",
            "BÊN A (NGƯỜI SỬ DỤNG LAO ĐỘNG): CÔNG TY TNHH CYBERSKILL VIỆT NAM",
            "*PARTY A (EMPLOYER): CYBERSKILL VIETNAM COMPANY LIMITED*",
            "1. Đại diện: Ông Lê Quang Huy, chức vụ: Giám đốc",
            "*1. Represented by: Mr. Le Quang Huy, Position: Director*",
            "2. Địa chỉ: số 25 Lê Thánh Tôn, Thành phố Hồ Chí Minh",
            "*2. Address: 25 Le Thanh Ton, Ho Chi Minh City*",
            "Điều 1. Thời hạn hợp đồng",
            "*Article 1. Term of contract*",
            "1. Hợp đồng có thời hạn 12 tháng.",
            "*1. The contract has a term of 12 months.*",
            "Điều 2. Tiền lương",
            "*Article 2. Salary*",
            "Lương cơ bản là 35.000.000 đồng.",
            "*Basic salary is VND 35,000,000.*",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "parties.md", text))
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.", "1."),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    assert "1. Đại diện: Ông Lê Quang Huy, chức vụ: Giám đốc" in parsed.preamble_vi
    assert "2. Address: 25 Le Thanh Ton, Ho Chi Minh City" in parsed.preamble_en
    assert problems(parsed) == []


def test_parties_numbered_in_parentheses_before_bare_numbered_clauses_are_preamble(
    tmp_path: Path,
) -> None:
    """A law firm's template: "(1)", "(2)" number the parties, "(A)", "(B)" the recitals, then
    "1.", "2." the clauses. The parties had been §1 and §2, the recitals §2(a) and §2(b), and
    the real §1 and §2 appended to them."""
    lines = [
        "THỎA THUẬN BẢO MẬT",
        "*NON-DISCLOSURE AGREEMENT*",
        "Thỏa thuận này được lập giữa:",
        "*This Agreement is made between:*",
        "(1) CÔNG TY TNHH SAO MAI (“Công ty”); và",
        "*(1) SAO MAI COMPANY LIMITED (the “Company”); and*",
        "(2) Ông NGUYỄN MINH TUẤN (“Nhân viên”).",
        "*(2) Mr. NGUYEN MINH TUAN (the “Employee”).*",
        "XÉT RẰNG:",
        "*WHEREAS:*",
        "(A) Công ty phát triển phần mềm tài chính; và",
        "*(A) The Company develops financial software; and*",
        "(B) Nhân viên sẽ được tiếp cận Thông tin Mật.",
        "*(B) The Employee will have access to Confidential Information.*",
        "1. ĐỊNH NGHĨA",
        "*1. DEFINITIONS*",
        "1.1 “Thông tin Mật” là mọi thông tin kỹ thuật của Công ty.",
        "*1.1 “Confidential Information” means all technical information of the Company.*",
        "2. NGHĨA VỤ BẢO MẬT",
        "*2. CONFIDENTIALITY*",
        "2.1 Nhân viên giữ bí mật Thông tin Mật trong 05 năm.",
        "*2.1 The Employee keeps Confidential Information secret for five (5) years.*",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "nda.md", "\n\n".join(lines)))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§2", "§2.1"]
    assert (clause(parsed, "§1").text_vi, clause(parsed, "§1").text_en) == (
        "ĐỊNH NGHĨA",
        "DEFINITIONS",
    )
    assert "(2) Ông NGUYỄN MINH TUẤN (“Nhân viên”)." in parsed.preamble_vi
    assert "(B) The Employee will have access to Confidential Information." in parsed.preamble_en
    assert problems(parsed) == []


def test_a_clause_numbered_in_parentheses_keeps_its_own_list(tmp_path: Path) -> None:
    """ "(1) Quyền lợi:" then "1. …", "2. …": the clauses are the numbers in parentheses, the
    bare numbers their list: one "(1)" alone is no list of parties."""
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "*LABOUR CONTRACT*",
        "(1) Quyền lợi của người lao động:",
        "*(1) Rights of the employee:*",
        "1. Lương 30.000.000 đồng mỗi tháng.",
        "*1. A salary of VND 30,000,000 a month.*",
        "2. Mười hai ngày nghỉ phép năm.",
        "*2. Twelve days of annual leave.*",
        "(2) Nghĩa vụ của người lao động:",
        "*(2) Obligations of the employee:*",
        "1. Hoàn thành công việc được giao.",
        "*1. Complete the work assigned.*",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "rights.md", "\n\n".join(lines)))
    assert clause(parsed, "§1").label_vi == "(1)"
    assert clause(parsed, "§1").text_vi.startswith("Quyền lợi của người lao động:")
    assert "Quyền lợi" not in parsed.preamble_vi


@pytest.mark.parametrize(
    ("third", "after"),
    [
        # the last "(n)" introduces the "1.", "2." list, and nothing follows it
        (("(3) Thưởng khác:", "*(3) Other bonuses:*"), ()),
        # "(4)" goes on after the list
        (
            ("(3) Thưởng khác", "*(3) Other bonuses*"),
            ("(4) Thưởng được trả cùng lương tháng.", "*(4) Bonuses are paid with salary.*"),
        ),
    ],
)
def test_clauses_numbered_in_parentheses_with_a_numbered_list_stay_clauses(
    tmp_path: Path, third: tuple[str, str], after: tuple[str, ...]
) -> None:
    """A rewards appendix whose clauses are "(1)", "(2)", "(3)" and whose third lists "1.",
    "2.": no parties. Read as parties before the clauses, "(1)" to "(3)" had gone silently
    into the preamble, the appendix left with the list alone as §1 and §2."""
    lines = [
        "PHỤ LỤC THƯỞNG",
        "*REWARDS APPENDIX*",
        "(1) Thưởng hiệu suất theo kết quả KPI hằng quý.",
        "*(1) A performance bonus by quarterly KPI results.*",
        "(2) Thưởng Tết bằng một tháng lương.",
        "*(2) A Tet bonus of one month's salary.*",
        *third,
        "1. Thưởng sáng kiến 5.000.000 đồng.",
        "*1. An initiative bonus of VND 5,000,000.*",
        "2. Thưởng thâm niên 2.000.000 đồng mỗi năm.",
        "*2. A seniority bonus of VND 2,000,000 a year.*",
        *after,
    ]
    parsed = parse_signed_document(write_text(tmp_path / "rewards.md", "\n\n".join(lines)))
    assert clause(parsed, "§1").label_vi == "(1)"
    assert clause(parsed, "§3").text_vi.startswith("Thưởng khác")
    assert "Thưởng" not in parsed.preamble_vi


def test_a_label_column_of_bare_numbers(tmp_path: Path) -> None:
    """ "1", "1.1", "2", "2.1" in a number column: "1" numbers its row like "1." would."""
    rows: list[tuple[str, ...]] = [
        ("1", "Thời hạn hợp đồng", "Term of contract"),
        ("1.1", "Hợp đồng có thời hạn 12 tháng.", "The contract has a term of 12 months."),
        ("1.2", "Thử việc 60 ngày.", "Probation is 60 days."),
        ("2", "Tiền lương", "Salary"),
        ("2.1", "Lương là 35.000.000 đồng.", "The salary is VND 35,000,000."),
    ]
    parsed = parse_signed_document(write_docx(tmp_path / "numbers.docx", "HỢP ĐỒNG", rows))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§2", "§2.1"]
    assert (clause(parsed, "§2").text_vi, clause(parsed, "§2").text_en) == ("Tiền lương", "Salary")
    assert clause(parsed, "§1.1").text_en == "The contract has a term of 12 months."
    assert problems(parsed) == []


def test_an_interleaved_document_with_the_english_first(tmp_path: Path) -> None:
    """Each English paragraph before its Vietnamese one: paired as if the Vietnamese came
    first, not each English with the clause before it."""
    lines = ["*LABOR CONTRACT*", "HỢP ĐỒNG LAO ĐỘNG"]
    for number, (vi, en) in enumerate((("Thời hạn", "Term"), ("Tiền lương", "Salary")), 1):
        lines += [f"*Article {number}. {en}*", f"Điều {number}. {vi}"]
        for sub in (1, 2):
            lines += [
                f"*{number}.{sub}. Content of clause {sub} of article {number}.*",
                f"{number}.{sub}. Nội dung khoản {sub} của điều {number}.",
            ]
    parsed = parse_signed_document(write_text(tmp_path / "english_first.md", "\n\n".join(lines)))
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§1.2", "§1", "1.2.", "1.2."),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "2.1.", "2.1."),
        ("§2.2", "§2", "2.2.", "2.2."),
    ]
    assert clause(parsed, "§2.2").text_en == "Content of clause 2 of article 2."
    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOR CONTRACT")
    assert problems(parsed) == []
