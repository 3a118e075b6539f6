"""Two paragraphs in a row opening with the same label are a clause and its translation, even
when both read as one language (``parsing._paired_by_label``)."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_docx, write_text

ENGLISH_WORDS_IN_VIETNAMESE = """HỢP ĐỒNG LAO ĐỘNG
LABOR CONTRACT

Điều 1. Công việc
Article 1. Job
1.1. Chức danh: Senior Backend Engineer (Golang).
1.1. Position: Senior Backend Engineer (Golang).
1.2. Công cụ làm việc được cấp:
1.2. Work tools provided:
a) Laptop MacBook Pro 14 inch;
a) MacBook Pro 14-inch laptop;
b) Microsoft 365 Business Premium license;
b) Microsoft 365 Business Premium license;
Điều 2. Tiền lương
Article 2. Salary
2.1. Lương cơ bản: 45.000.000 đồng/tháng.
2.1. Base salary: VND 45,000,000/month.
"""


def test_a_vietnamese_line_of_mostly_english_words_is_the_vietnamese(tmp_path: Path) -> None:
    """It read as English: §1.1 had no Vietnamese and an invented §1.1.1 held the English."""
    parsed = parse_signed_document(write_text(tmp_path / "job.txt", ENGLISH_WORDS_IN_VIETNAMESE))
    assert [ref for ref, *_ in outline(parsed)] == [
        "§1",
        "§1.1",
        "§1.2",
        "§1.2(a)",
        "§1.2(b)",
        "§2",
        "§2.1",
    ]
    assert clause(parsed, "§1.1").text_vi == "Chức danh: Senior Backend Engineer (Golang)."
    assert clause(parsed, "§1.1").text_en == "Position: Senior Backend Engineer (Golang)."
    assert clause(parsed, "§1.2(a)").text_vi == "Laptop MacBook Pro 14 inch;"
    assert clause(parsed, "§1.2(a)").text_en == "MacBook Pro 14-inch laptop;"
    # the same words in both: the first is the Vietnamese, as everywhere in this document
    assert clause(parsed, "§1.2(b)").text_vi == clause(parsed, "§1.2(b)").text_en
    assert problems(parsed) == []


def test_in_an_english_first_document_the_first_of_a_like_pair_is_the_english(
    tmp_path: Path,
) -> None:
    lines = ENGLISH_WORDS_IN_VIETNAMESE.splitlines()
    swapped = lines[:3]
    for index in range(3, len(lines), 2):
        swapped += [lines[index + 1], lines[index]]
    parsed = parse_signed_document(write_text(tmp_path / "first.txt", "\n".join(swapped)))
    assert clause(parsed, "§1.2(a)").text_en == "MacBook Pro 14-inch laptop;"
    assert clause(parsed, "§1.1").text_vi == "Chức danh: Senior Backend Engineer (Golang)."
    assert problems(parsed) == []


def test_a_label_column_naming_both_languages_keeps_the_vietnamese_column(
    tmp_path: Path,
) -> None:
    """ "Điều 1\\nArticle 1" in the label column read as no label (a label run into another):
    the label column was taken for the Vietnamese one, and every sub-clause's Vietnamese,
    in the real Vietnamese column beside an empty label cell, was lost."""
    path = write_docx(
        tmp_path / "three_columns.docx",
        [
            ("Điều 1\nArticle 1", "Thời hạn hợp đồng", "Term of contract"),
            (
                "",
                "1.1. Hợp đồng có thời hạn 36 tháng.",
                "1.1. This contract has a term of 36 months.",
            ),
            ("", "1.2. Thử việc 02 tháng.", "1.2. Probation of 02 months."),
            ("Điều 2\nArticle 2", "Tiền lương", "Salary"),
            (
                "",
                "2.1. Lương gộp: 45.000.000 đồng/tháng.",
                "2.1. Gross salary: VND 45,000,000/month.",
            ),
        ],
    )
    parsed = parse_signed_document(path)
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§1.2", "§1", "1.2.", "1.2."),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "2.1.", "2.1."),
    ]
    assert clause(parsed, "§1.2").text_vi == "Thử việc 02 tháng."
    assert clause(parsed, "§1").text_vi == "Thời hạn hợp đồng"
    assert problems(parsed) == []


def test_a_heading_table_of_one_row_keeps_each_title_in_its_language(tmp_path: Path) -> None:
    path = write_docx(
        tmp_path / "headings.docx",
        [("ĐIỀU 1\nARTICLE 1", "PHẠM VI THÔNG TIN MẬT\nSCOPE OF CONFIDENTIAL INFORMATION")],
        "1.1 Thông tin mật bao gồm bí mật kinh doanh.",
        ("1.1 Confidential information includes trade secrets.", True),
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi == "PHẠM VI THÔNG TIN MẬT"
    assert clause(parsed, "§1").text_en == "SCOPE OF CONFIDENTIAL INFORMATION"
    assert problems(parsed) == []


def test_a_tab_between_the_vietnamese_and_the_english_of_a_word_line(tmp_path: Path) -> None:
    """ "Báo trước 30 ngày.<TAB>30 days' notice." read as one Vietnamese paragraph: the
    tab was a space before the languages were told apart. A tab after a form's field name
    sets apart no translation."""
    path = write_docx(
        tmp_path / "tabs.docx",
        "HỢP ĐỒNG LAO ĐỘNG\tLABOR CONTRACT",
        "Chức danh:\tSenior Engineer",
        "Điều 1. Chấm dứt\tArticle 1. Termination",
        "Báo trước 30 ngày.\t30 days' notice.",
        "Nghỉ lễ, Tết theo Điều 112 Bộ luật Lao động.\tPublic holidays under Article 112 of the "
        "Labor Code.",
    )
    parsed = parse_signed_document(path)
    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOR CONTRACT")
    # kept whole (English by most of its words, as before)
    assert "Chức danh: Senior Engineer" in parsed.preamble_en.splitlines()
    assert clause(parsed, "§1").text_vi.splitlines() == [
        "Chấm dứt",
        "Báo trước 30 ngày.",
        "Nghỉ lễ, Tết theo Điều 112 Bộ luật Lao động.",
    ]
    assert clause(parsed, "§1").text_en.splitlines() == [
        "Termination",
        "30 days' notice.",
        "Public holidays under Article 112 of the Labor Code.",
    ]


def test_a_label_typed_twice_in_vietnamese_is_no_translation(tmp_path: Path) -> None:
    """ "2.2. Phụ cấp ăn trưa …" then "2.2. Phụ cấp xăng xe …", both Vietnamese: the second
    was taken for the English of the first, and left the Vietnamese."""
    text = (
        "Điều 2. Tiền lương\n2.1. Mức lương cơ bản: 20.000.000 đồng/tháng.\n"
        "2.2. Phụ cấp ăn trưa: 730.000 đồng/tháng.\n2.2. Phụ cấp xăng xe: 500.000 đồng/tháng.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "typo.txt", text))
    assert all(not c.text_en for c in parsed.clauses)
    assert "Phụ cấp xăng xe: 500.000 đồng/tháng." in [c.text_vi for c in parsed.clauses]


def test_a_form_value_after_a_tab_is_no_translation(tmp_path: Path) -> None:
    path = write_docx(
        tmp_path / "form.docx",
        "Điều 1. Công việc",
        "1.1. Chức danh được giao là:\tSenior Backend Engineer (Golang)",
        "1.2. Người lao động làm việc tại văn phòng của Công ty.\tHead Office, Hanoi",
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi == (
        "Chức danh được giao là: Senior Backend Engineer (Golang)"
    )
    assert clause(parsed, "§1.2").text_vi == (
        "Người lao động làm việc tại văn phòng của Công ty. Head Office, Hanoi"
    )
    assert all(not c.text_en for c in parsed.clauses)


def test_an_english_dd_is_the_vietnamese_d_with_stroke(tmp_path: Path) -> None:
    """Official translations write the point "đ)" as "dd)". It was no label: the English of
    "e)" paired with "đ)", and every later point's English shifted by one."""
    text = "\n".join(
        [
            "HỢP ĐỒNG LAO ĐỘNG",
            "LABOUR CONTRACT",
            "Điều 5. Quyền của người lao động",
            "Article 5. Rights of the Employee",
            *[f"{letter}) Quyền {letter};\n{letter}) Right {letter};" for letter in "abc"],
            "d) Được nghỉ phép năm;",
            "d) To annual leave;",
            "đ) Được đóng bảo hiểm xã hội;",
            "dd) To social insurance;",
            "e) Được đơn phương chấm dứt hợp đồng.",
            "e) To terminate the contract unilaterally.",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "dd.txt", text))
    assert outline(parsed)[5:] == [
        ("§5(đ)", "§5", "đ)", "dd)"),
        ("§5(e)", "§5", "e)", "e)"),
    ]
    assert clause(parsed, "§5(e)").text_en == "To terminate the contract unilaterally."
    assert problems(parsed) == []


def test_separate_english_numbering_lettered_points_in_roman_numerals(tmp_path: Path) -> None:
    """The Vietnamese file letters the points a), b), c); its English file renumbered them
    (i), (ii), (iii). Each had been a clause of one language only (three missing_english,
    three missing_vietnamese); they are paired by place, the difference reported."""
    vietnamese = write_text(
        tmp_path / "vi.txt",
        "\n\n".join(
            [
                "Điều 1. Phụ cấp",
                "1.1. Các khoản phụ cấp gồm:",
                "a) Phụ cấp ăn trưa;",
                "b) Phụ cấp điện thoại;",
                "c) Phụ cấp đi lại.",
                "1.2. Phụ cấp trả cùng lương.",
            ]
        ),
    )
    english = write_text(
        tmp_path / "en.txt",
        "\n\n".join(
            [
                "Article 1. Allowances",
                "1.1. The allowances are:",
                "(i) Lunch allowance;",
                "(ii) Telephone allowance;",
                "(iii) Travel allowance.",
                "1.2. Allowances are paid with the salary.",
            ]
        ),
    )
    parsed = parse_signed_document(vietnamese, path_en=english)
    assert [(ref, vi, en) for ref, _, vi, en in outline(parsed)] == [
        ("§1", "Điều 1", "Article 1"),
        ("§1.1", "1.1.", "1.1."),
        ("§1.1(a)", "a)", "(i)"),
        ("§1.1(b)", "b)", "(ii)"),
        ("§1.1(c)", "c)", "(iii)"),
        ("§1.2", "1.2.", "1.2."),
    ]
    assert clause(parsed, "§1.1(c)").text_en == "Travel allowance."
    assert {code for code, _ in problems(parsed)} == {"english_numbering_differs"}


def test_an_english_first_signature_line_closes_no_clause_before_its_english(
    tmp_path: Path,
) -> None:
    """An English-first document whose signature heading prints both languages on one line
    ("FOR THE EMPLOYER ĐẠI DIỆN NGƯỜI SỬ DỤNG LAO ĐỘNG", read as Vietnamese): reordered with
    the last clause's Vietnamese, it went ahead of that clause's English, and the signatures
    closed the clause before it — the English of the last article lost, silently."""
    text = "\n\n".join(
        [
            "THỎA ƯỚC LAO ĐỘNG TẬP THỂ",
            "Article 1. Term",
            "Điều 1. Thời hạn",
            "This Agreement has a term of 03 years.",
            "Thỏa ước có thời hạn 03 năm.",
            "Article 2. Effect",
            "Điều 2. Hiệu lực",
            "This Agreement takes effect from 01/04/2026.",
            "Thỏa ước có hiệu lực từ ngày 01/04/2026.",
            "FOR THE EMPLOYER ĐẠI DIỆN NGƯỜI SỬ DỤNG LAO ĐỘNG",
            "Nguyễn Thị Thanh Hà",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "agreement.txt", text))
    assert clause(parsed, "§2").text_en.splitlines() == [
        "Effect",
        "This Agreement takes effect from 01/04/2026.",
    ]
    assert clause(parsed, "§2").text_vi.splitlines() == [
        "Hiệu lực",
        "Thỏa ước có hiệu lực từ ngày 01/04/2026.",
    ]
