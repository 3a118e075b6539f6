"""Where the rules of the last batch must not fire: ordinary documents their review found
read worse than before (each parsed right before those rules existed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.amounts import differences
from tests.documents.support import Row, clause, outline, problems, write_docx, write_text


def test_a_confirmation_heading_inside_an_article_signs_nothing(tmp_path: Path) -> None:
    """ "XÁC NHẬN HOÀN THÀNH BÀN GIAO" heading a paragraph of §5.1, no signature block
    anywhere: the acknowledgement's title counted as a signing line, so its paragraph was
    left out silently and §5.2, §5.3 after it as text past the signatures. Only after a
    signature block's first line does such a title sign what is held."""
    lines = [
        "Điều 5. Chấm dứt hợp đồng",
        "Article 5. Termination",
        "5.1. Khi chấm dứt hợp đồng, người lao động bàn giao công việc.",
        "5.1. On termination, the employee hands over the work.",
        "XÁC NHẬN HOÀN THÀNH BÀN GIAO",
        "HANDOVER CONFIRMATION",
        "Phòng nhân sự cấp giấy xác nhận trong 07 ngày.",
        "The HR department issues a certificate within 07 days.",
        "5.2. Công ty thanh toán các khoản còn nợ trong 14 ngày.",
        "5.2. The company pays what it owes within 14 days.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "end.txt", "\n\n".join(lines)))
    assert [ref for ref, *_ in outline(parsed)] == ["§5", "§5.1", "§5.2"]
    assert clause(parsed, "§5.1").text_vi == (
        "Khi chấm dứt hợp đồng, người lao động bàn giao công việc.\n"
        "XÁC NHẬN HOÀN THÀNH BÀN GIAO\nPhòng nhân sự cấp giấy xác nhận trong 07 ngày."
    )
    assert clause(parsed, "§5.2").text_en == "The company pays what it owes within 14 days."
    assert problems(parsed) == []


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        # "tháng 15" blanked as a named month left "2 … ngày": two days against 2 months
        ("Thử việc 2 tháng 15 ngày.", "Probation of 2 months and 15 days."),
        # a date without "ngày": "12 tháng 3" blanked to "12 … năm", twelve years
        (
            "Hiệu lực từ 12 tháng 3 năm 2026; thử việc hai tháng.",
            "Effective from 12 March 2026; probation of two (2) months.",
        ),
    ],
)
def test_a_day_or_month_named_takes_no_count_before_or_after_it(
    vietnamese: str, english: str
) -> None:
    assert differences(vietnamese, english) == ([], [])


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Báo trước 45 ngày.", "Forty five days' notice."),  # read "five days"
        ("Báo trước 21 ngày.", "Notice of twenty one days."),  # read "one days"
        ("Thời hạn 120 ngày.", "A term of one hundred and twenty days."),  # "twenty days"
        ("Thời hạn 120 ngày.", "A term of one hundred twenty (120) days."),
    ],
)
def test_a_count_in_words_is_read_whole(vietnamese: str, english: str) -> None:
    assert differences(vietnamese, english) == ([], [])


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Đủ 18 tuổi, có 2 năm kinh nghiệm; thử việc 1 tháng.",
            "Aged 18 years, with 2 years of experience; a month's probation.",
        ),
        (
            "Người chưa đủ 18 tuổi làm việc không quá 1 tháng liên tục.",
            "A person under 18 years of age works for no more than a month at a time.",
        ),
    ],
)
def test_an_age_in_years_is_no_period(vietnamese: str, english: str) -> None:
    """ "18 tuổi" is "18 years" of age: no period the Vietnamese lacks."""
    assert differences(vietnamese, english) == ([], [])


def test_a_cell_left_of_the_languages_keeps_the_rows_own_label(tmp_path: Path) -> None:
    """A layout table with a section column left of the languages ("Công việc / Work |
    Điều 1. Công việc | Article 1. Work"): the left cell opened the row's line, so "Điều 1"
    lost its label, §1 vanished and "Điều 2. Lương" became text of §1.2, silently. A row whose
    language cell opens with its own label keeps it; the cells left of it end the line."""
    rows: list[Row] = [
        ("Mục / Section", "Tiếng Việt", "English"),
        ("Công việc / Work", "Điều 1. Công việc", "Article 1. Work"),
        ("", "1.1. Chức danh: Kỹ sư.", "1.1. Title: Engineer."),
        ("Lương / Pay", "Điều 2. Lương", "Article 2. Salary"),
        ("", "2.1. Lương cơ bản 20.000.000 đồng.", "2.1. Base salary VND 20,000,000."),
    ]
    parsed = parse_signed_document(write_docx(tmp_path / "sections.docx", "HỢP ĐỒNG", rows))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§2", "§2.1"]
    assert clause(parsed, "§1.1").text_en == "Title: Engineer."
    assert clause(parsed, "§2").text_en == "Salary | Pay"


def test_the_last_item_of_a_list_in_capitals_is_no_title(tmp_path: Path) -> None:
    """ "HÀ NỘI;" then "TP. HỒ CHÍ MINH" right before §1.2: the last item, unpunctuated and
    in capitals, was read as a title heading §1.2 and left out of §1.1, silently. After an
    item ending in ";" the list goes on."""
    lines = [
        "Điều 1. Công việc",
        "Article 1. Work",
        "1.1. Người lao động làm việc tại các địa điểm sau:",
        "1.1. The employee works at the following places:",
        "HÀ NỘI;",
        "HANOI;",
        "TP. HỒ CHÍ MINH",
        "HO CHI MINH CITY",
        "1.2. Người lao động mặc đồng phục khi làm việc.",
        "1.2. The employee wears the uniform at work.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "places.txt", "\n\n".join(lines)))
    assert clause(parsed, "§1.1").text_vi == (
        "Người lao động làm việc tại các địa điểm sau:\nHÀ NỘI;\nTP. HỒ CHÍ MINH"
    )
    assert clause(parsed, "§1.1").text_en == (
        "The employee works at the following places:\nHANOI;\nHO CHI MINH CITY"
    )


def test_a_receipt_ending_the_last_article_unsigned_stays_its_text(tmp_path: Path) -> None:
    """ "BIÊN NHẬN TÀI SẢN" and its sentence ending the last article, no signature block: held
    by the receipt's title, they were left out at the end of the document as a signature
    block, silently. Held for a title alone, with no block's line and no signing line, they
    stay where they were."""
    lines = [
        "Điều 1. Bàn giao tài sản",
        "Article 1. Handover of assets",
        "Người lao động nhận tài sản theo biên bản dưới đây.",
        "The employee receives the assets under the record below.",
        "BIÊN NHẬN TÀI SẢN",
        "ASSET RECEIPT",
        "Tôi đã nhận đủ máy tính và thẻ nhân viên.",
        "I have received the computer and the staff card.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "receipt.txt", "\n\n".join(lines)))
    assert clause(parsed, "§1").text_vi == (
        "Bàn giao tài sản\nNgười lao động nhận tài sản theo biên bản dưới đây.\n"
        "BIÊN NHẬN TÀI SẢN\nTôi đã nhận đủ máy tính và thẻ nhân viên."
    )
    assert clause(parsed, "§1").text_en.endswith(
        "ASSET RECEIPT\nI have received the computer and the staff card."
    )


def test_a_title_in_one_language_only_is_text_in_both(tmp_path: Path) -> None:
    """A bold note after §1.1's last sentence, right before §1.2: its English, four words,
    was read as a title and left out of §1.1; its Vietnamese, seven, stayed. A title's
    translation beside it must be one too."""
    import docx

    document = docx.Document()
    for text, bold in [
        ("Điều 1. Thời giờ làm việc", False),
        ("Article 1. Working time", False),
        ("1.1. Người lao động làm việc 8 giờ mỗi ngày.", False),
        ("1.1. The employee works 8 hours a day.", False),
        ("Không áp dụng cho thời gian thử việc", True),
        ("Not applicable during probation", True),
        ("1.2. Nghỉ trưa 60 phút.", False),
        ("1.2. A 60-minute lunch break.", False),
    ]:
        document.add_paragraph().add_run(text).bold = bold or None
    path = tmp_path / "note.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi.endswith("\nKhông áp dụng cho thời gian thử việc")
    assert clause(parsed, "§1.1").text_en == (
        "The employee works 8 hours a day.\nNot applicable during probation"
    )


def test_a_rule_in_capitals_or_a_name_in_bold_between_clauses_is_no_title(
    tmp_path: Path,
) -> None:
    """ "NGHIÊM CẤM HÚT THUỐC TẠI NƠI LÀM VIỆC" / "SMOKING AT THE WORKPLACE IS PROHIBITED"
    after §1.1, and the contact "Bà Trần Thị Lan Anh" / "Ms Tran Thi Lan Anh" in bold after
    §1.3: both had been read as titles and left out, silently. An English verb makes a
    sentence, and a title of address a name: text of the clause before, in both languages."""
    import docx

    text = "\n\n".join(
        [
            "Điều 1. Nội quy",
            "Article 1. Rules",
            "1.1. Người lao động tuân thủ nội quy công ty.",
            "1.1. The employee complies with the company rules.",
            "NGHIÊM CẤM HÚT THUỐC TẠI NƠI LÀM VIỆC",
            "SMOKING AT THE WORKPLACE IS PROHIBITED",
            "1.2. Vi phạm bị xử lý kỷ luật.",
            "1.2. Breaches are disciplined.",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "rules.txt", text))
    assert clause(parsed, "§1.1").text_vi.endswith("\nNGHIÊM CẤM HÚT THUỐC TẠI NƠI LÀM VIỆC")
    assert clause(parsed, "§1.1").text_en.endswith("\nSMOKING AT THE WORKPLACE IS PROHIBITED")

    document = docx.Document()
    for line, bold in [
        ("Điều 1. Liên hệ", False),
        ("Article 1. Contact", False),
        ("1.3. Bên A cử người liên hệ như sau.", False),
        ("1.3. Party A appoints its contact as follows.", False),
        ("Bà Trần Thị Lan Anh", True),
        ("Ms Tran Thi Lan Anh", True),
        ("1.4. Mọi thông báo gửi bằng văn bản.", False),
        ("1.4. Every notice is given in writing.", False),
    ]:
        document.add_paragraph().add_run(line).bold = bold or None
    path = tmp_path / "contact.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.3").text_vi.endswith("\nBà Trần Thị Lan Anh")
    assert clause(parsed, "§1.3").text_en.endswith("\nMs Tran Thi Lan Anh")


def test_a_rule_in_capitals_in_one_language_only_is_text_of_the_clause_before(
    tmp_path: Path,
) -> None:
    """ "NGHIÊM CẤM HÚT THUỐC TRONG VĂN PHÒNG" between §1.1 and §1.2, in Vietnamese only: no
    English verb shows it is a sentence, and it had been read as a section title and left out
    of every clause, without a word. A translation keeps a section's title: a line in
    capitals one language alone has between the same two clauses is text. So is an English
    one alone, in files read side by side."""
    rule = "NGHIÊM CẤM HÚT THUỐC TRONG VĂN PHÒNG"
    text = "\n\n".join(
        [
            "Điều 1. Nội quy",
            "Article 1. Rules",
            "1.1. Người lao động tuân thủ nội quy công ty.",
            "1.1. The employee complies with the company rules.",
            rule,
            "1.2. Vi phạm bị xử lý kỷ luật.",
            "1.2. Breaches are disciplined.",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "rules.txt", text))
    assert clause(parsed, "§1.1").text_vi == f"Người lao động tuân thủ nội quy công ty.\n{rule}"
    assert clause(parsed, "§1.1").text_en == "The employee complies with the company rules."

    vietnamese = write_text(
        tmp_path / "rules.vi.md",
        f"Điều 1. Nội quy\n\n1.1. Tuân thủ nội quy.\n\n{rule}\n\n1.2. Vi phạm bị kỷ luật.\n",
    )
    english = write_text(
        tmp_path / "rules.en.md",
        "Article 1. Rules\n\n1.1. Comply with the rules.\n\nNO SMOKING INDOORS\n\n"
        "1.2. Breaches are disciplined.\n",
    )
    parsed = parse_signed_document(vietnamese, path_en=english)
    assert clause(parsed, "§1.1").text_vi == f"Tuân thủ nội quy.\n{rule}"
    assert clause(parsed, "§1.1").text_en == "Comply with the rules.\nNO SMOKING INDOORS"

    english.write_text(
        "Article 1. Rules\n\n1.1. Comply with the rules.\n\nBREACHES\n\n"
        "1.2. Breaches are disciplined.\n",
        encoding="utf-8",
    )
    vietnamese.write_text(
        "Điều 1. Nội quy\n\n1.1. Tuân thủ nội quy.\n\nTHỜI GIỜ LÀM VIỆC\n\n"
        "1.2. Vi phạm bị kỷ luật.\n",
        encoding="utf-8",
    )
    parsed = parse_signed_document(vietnamese, path_en=english)
    assert clause(parsed, "§1.1").text_vi == "Tuân thủ nội quy."  # a title each: left out
    assert clause(parsed, "§1.1").text_en == "Comply with the rules."

    english.write_text(
        "Article 1. Rules\n\n1.1. Comply with the rules.\n\n1.2. Breaches are disciplined.\n",
        encoding="utf-8",
    )
    parsed = parse_signed_document(vietnamese, path_en=english)
    assert clause(parsed, "§1.1").text_vi == "Tuân thủ nội quy.\nTHỜI GIỜ LÀM VIỆC"


def test_a_header_in_both_languages_left_of_the_language_columns_is_split(
    tmp_path: Path,
) -> None:
    """ "Doanh thu / Revenue" heading the column left of the languages (its Vietnamese without
    tone marks, so no bilingual line by itself) had gone whole to the English header row. In a
    column whose cells are "Vietnamese / English", it is split as they are."""
    rows: list[Row] = [
        ("Doanh thu / Revenue", "Nội dung sửa đổi", "Amended wording"),
        (
            "Khoản 1 Điều 5 / Clause 1, Article 5",
            "Mức lương 25.000.000 đồng/tháng.",
            "Salary of VND 25,000,000 per month.",
        ),
    ]
    path = write_docx(
        tmp_path / "amendment.docx",
        "Điều 1. Nội dung sửa đổi / Article 1. Amendments",
        rows,
        "Điều 2. Hiệu lực / Article 2. Effect",
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi.splitlines()[1] == "Doanh thu | Nội dung sửa đổi"
    assert clause(parsed, "§1").text_en.splitlines()[1] == "Revenue | Amended wording"


def test_titles_a_translation_leaves_out_all_of_stay_titles(tmp_path: Path) -> None:
    """The English file has no section titles at all, the Vietnamese two: the translation
    omits its titles, and each Vietnamese title read as text had run into the end of the
    clause before it ("… 12 tháng.\\nTIỀN LƯƠNG VÀ PHÚC LỢI"), away from its own section."""
    vietnamese = write_text(
        tmp_path / "contract.vi.md",
        "Điều 1. Thời hạn\n\nHợp đồng có thời hạn 12 tháng.\n\nTIỀN LƯƠNG VÀ PHÚC LỢI\n\n"
        "Điều 2. Tiền lương\n\nLương 20.000.000 đồng/tháng.\n\nĐIỀU KHOẢN THI HÀNH\n\n"
        "Điều 3. Hiệu lực\n\nHợp đồng có hiệu lực từ ngày ký.\n",
    )
    english = write_text(
        tmp_path / "contract.en.md",
        "Article 1. Term\n\nThe contract has a term of 12 months.\n\nArticle 2. Salary\n\n"
        "The salary is VND 20,000,000 per month.\n\nArticle 3. Effect\n\n"
        "The contract takes effect on signing.\n",
    )
    parsed = parse_signed_document(vietnamese, path_en=english)
    assert clause(parsed, "§1").text_vi == "Thời hạn\nHợp đồng có thời hạn 12 tháng."
    assert clause(parsed, "§2").text_vi == "Tiền lương\nLương 20.000.000 đồng/tháng."


def test_whose_duties_follow_and_a_title_between_interleaved_sub_clauses_are_titles(
    tmp_path: Path,
) -> None:
    """ "NGƯỜI LAO ĐỘNG CÓ TRÁCH NHIỆM" over "EMPLOYEE RESPONSIBILITIES" names whose duties
    follow; a duty has what it is after it ("… có trách nhiệm bảo vệ tài sản"). It had been
    read as a duty, and both lines ran on at the end of §1.2. And a title between two
    sub-clauses of a document labelling only its Vietnamese: the English title had no label
    after it, and "QUYỀN LỢI" / "BENEFITS" had been text of §1.2 too."""
    for vietnamese, english in (
        ("NGƯỜI LAO ĐỘNG CÓ TRÁCH NHIỆM", "EMPLOYEE RESPONSIBILITIES"),
        ("QUYỀN LỢI", "BENEFITS"),
    ):
        text = "\n\n".join(
            [
                "Điều 1. Công việc / Article 1. Work",
                "1.1. Người lao động làm việc tại Hà Nội.\nThe employee works in Hanoi.",
                "1.2. Thời giờ làm việc là 8 giờ mỗi ngày.\nWorking hours are 8 hours a day.",
                vietnamese,
                english,
                "1.3. Người lao động tuân thủ nội quy.\nThe employee complies with the rules.",
                vietnamese,
                english,
                "Điều 2. Lương / Article 2. Salary",
                "2.1. Lương 10.000.000 đồng.\nSalary VND 10,000,000.",
            ]
        )
        parsed = parse_signed_document(write_text(tmp_path / "contract.md", text))
        assert clause(parsed, "§1.2").text_vi == "Thời giờ làm việc là 8 giờ mỗi ngày."
        assert clause(parsed, "§1.2").text_en == "Working hours are 8 hours a day."
        assert clause(parsed, "§1.3").text_vi == "Người lao động tuân thủ nội quy."
        assert clause(parsed, "§1.3").text_en == "The employee complies with the rules."
    duty = "1.1. Người lao động tuân thủ nội quy.\n\nNGƯỜI LAO ĐỘNG CÓ TRÁCH NHIỆM BẢO VỆ TÀI SẢN"
    parsed = parse_signed_document(
        write_text(tmp_path / "rules.txt", f"Điều 1. Nội quy\n\n{duty}\n\n1.2. Vi phạm.\n")
    )
    assert clause(parsed, "§1.1").text_vi.endswith("\nNGƯỜI LAO ĐỘNG CÓ TRÁCH NHIỆM BẢO VỆ TÀI SẢN")
