"""What probe 27 (452 documents in 18 families not probed before, 28 layouts; truth written
and frozen first) found read wrong without a word said, each now read right."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.language import Lang, detect
from tests.documents.support import clause, outline, printed_lines, problems, write_docx, write_text


@pytest.mark.parametrize(
    "line",
    [
        "xe máy Honda;",
        "tai nghe Jabra;",
        "vé xem phim CGV.",
        "găng tay nitrile.",
        "vali tổ bay;",
        "iPad tài liệu bay.",
    ],
)
def test_a_short_vietnamese_line_naming_a_brand_or_loanword_is_vietnamese(line: str) -> None:
    """A word English does not know ("Jabra", "nitrile" is one it does) is no English word;
    shaped as a Vietnamese syllable ("nghe", "tay", "phim"), it is one written without its
    mark. Each line had been read as English."""
    assert detect(line) is Lang.VI


@pytest.mark.parametrize(
    ("line", "lang"),
    [
        ("hereinafter referred to as Bên A", Lang.EN),  # rare English words are English
        ("Chỉ tiêu / KPI", Lang.VI),
        ("KPI", Lang.EN),  # in capitals: beside "Chỉ tiêu", the English
        ("Nguyễn Văn Thắng, telephone 0912 345 678.", Lang.VI),
    ],
)
def test_words_english_knows_are_read_as_before(line: str, lang: Lang) -> None:
    assert detect(line) is lang


def test_bullets_naming_equipment_stay_in_their_language(tmp_path: Path) -> None:
    """Probe 27: "- xe máy Honda;" under "1.1. The Company provides:" went to the English
    with the English bullet (66 documents, every flowing layout)."""
    path = write_text(
        tmp_path / "equipment.txt",
        "Điều 1. Trang bị\nArticle 1. Equipment\n1.1. Công ty cấp:\n1.1. The Company provides:\n"
        "- xe máy Honda;\n- a Honda motorbike;\n- tai nghe Jabra.\n- Jabra headphones.\n",
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi == "Công ty cấp:\nxe máy Honda;\ntai nghe Jabra."
    assert clause(parsed, "§1.1").text_en == (
        "The Company provides:\na Honda motorbike;\nJabra headphones."
    )


def test_a_line_of_a_tables_vietnamese_column_stays_in_its_clause(tmp_path: Path) -> None:
    """The last line of a Vietnamese cell, English by a word or two ("iPad", "laptop Dell."),
    had been taken for the start of an English page and given to the article above's
    English; a table's column says its language (5 documents, every pipe table)."""
    path = write_text(
        tmp_path / "equipment.md",
        "| Tiếng Việt | English |\n|---|---|\n"
        "| **Điều 2. Trang bị** | **Article 2. Equipment** |\n"
        "| 2.1 Công ty cấp:<br>• vali tổ bay;<br>• laptop Dell. "
        "| 2.1 The Company provides:<br>• a crew suitcase;<br>• a Dell laptop. |\n",
    )
    parsed = parse_signed_document(path)
    assert (clause(parsed, "§2").text_vi, clause(parsed, "§2").text_en) == ("Trang bị", "Equipment")
    assert clause(parsed, "§2.1").text_vi == "Công ty cấp:\nvali tổ bay;\nlaptop Dell."
    assert clause(parsed, "§2.1").text_en == (
        "The Company provides:\na crew suitcase;\na Dell laptop."
    )


def test_a_line_in_roman_type_between_italic_english_lines_is_the_vietnamese(
    tmp_path: Path,
) -> None:
    """A document whose English is all in italics: "- laptop Dell." in roman type, read as
    English by its words, between two italic English lines, is the Vietnamese its type says
    (it had gone to the English with the English bullet; 3 documents)."""
    path = write_docx(
        tmp_path / "equipment.docx",
        "Điều 2. Trang bị làm việc",
        ("Article 2. Work equipment", True),
        "2.1. Công ty cấp cho Người lao động:",
        ("2.1. The Company provides the Employee with:", True),
        "- tai nghe Bosch;",
        ("- Bosch headphones;", True),
        "- laptop Dell.",
        ("- a Dell laptop.", True),
        "2.2. Người lao động hoàn trả trang bị khi nghỉ việc.",
        ("2.2. The Employee returns the equipment on leaving.", True),
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§2.1").text_vi == (
        "Công ty cấp cho Người lao động:\n- tai nghe Bosch;\n- laptop Dell."
    )
    assert clause(parsed, "§2.1").text_en == (
        "The Company provides the Employee with:\n- Bosch headphones;\n- a Dell laptop."
    )
    assert problems(parsed) == []


def test_a_title_under_an_article_label_on_its_own_line_is_that_articles(tmp_path: Path) -> None:
    """ "ĐIỀU 2" / "AN TOÀN TRẺ EM": a title in capitals read as English by a word or two
    had been taken for an English page's first line and given to §1.1's English."""
    path = write_text(
        tmp_path / "teacher.txt",
        "ĐIỀU 1\nCÔNG VIỆC\nARTICLE 1\nWORK\n1.1. Người lao động làm giáo viên.\n"
        "1.1. The Employee works as a teacher.\nĐIỀU 2\nAN TOÀN TRẺ EM\nARTICLE 2\n"
        "CHILD SAFETY\n2.1. Người lao động không dùng bạo lực.\n"
        "2.1. The Employee uses no violence.\n",
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_en == "The Employee works as a teacher."
    assert (clause(parsed, "§2").text_vi, clause(parsed, "§2").text_en) == (
        "AN TOÀN TRẺ EM",
        "CHILD SAFETY",
    )


def test_a_bare_number_before_a_tab_numbers_its_paragraph(tmp_path: Path) -> None:
    """Word paragraphs "1<TAB>CÔNG VIỆC" (a space or a no-break space beside the tab too):
    the number had been read as no label, §1 lost and "2 CA TRỰC" glued to §1.1."""
    path = write_docx(
        tmp_path / "guard.docx",
        "1\tCÔNG VIỆC",
        ("1\tWORK", True),
        "1.1\tNgười lao động làm bảo vệ.",
        ("1.1\tThe Employee works as a guard.", True),
        "2 \tCA TRỰC",
        ("2 \tSHIFTS", True),
        "2.1\tMỗi ca 12 giờ.",
        ("2.1\tEach shift is 12 hours.", True),
    )
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§2", "§2.1"]
    assert clause(parsed, "§1.1").text_vi == "Người lao động làm bảo vệ."
    assert (clause(parsed, "§2").text_vi, clause(parsed, "§2").text_en) == ("CA TRỰC", "SHIFTS")


def test_a_label_column_beside_cells_of_both_languages_numbers_every_row(tmp_path: Path) -> None:
    """A table "label | Vietnamese, then its English" whose label cells read "1", "1.1",
    "a)", "i": a bare number or letter there numbers its row ("2" had been glued to §1.1's
    English, "i" and "ii" to the point above)."""
    path = write_docx(
        tmp_path / "chemist.docx",
        [
            ("1", "THÙ LAO\nREMUNERATION"),
            ("1.1", "Người lao động được hưởng:\nThe Employee receives:"),
            ("a)", "10% tiền làm lợi;\n10% of the profit;"),
            ("i", "Trả trong 60 ngày.\nPaid within 60 days."),
            ("ii", "Tính sau thuế.\nCalculated after tax."),
            ("2", "CA TRỰC\nSHIFTS"),
            ("2.1", "Mỗi ca 12 giờ.\nEach shift is 12 hours."),
        ],
    )
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == [
        "§1",
        "§1.1",
        "§1.1(a)",
        "§1.1(a)(i)",
        "§1.1(a)(ii)",
        "§2",
        "§2.1",
    ]
    assert clause(parsed, "§1.1(a)(ii)").text_en == "Calculated after tax."
    assert clause(parsed, "§1.1(a)").text_en == "10% of the profit;"
    assert (clause(parsed, "§2").text_vi, clause(parsed, "§2").text_en) == ("CA TRỰC", "SHIFTS")


@pytest.mark.parametrize(
    "footer", ["Trang 1 / Page 1", "Trang 1 - Page 1", "Trang 1/1 \u2013 Page 1/1"]
)
def test_a_bilingual_page_number_is_no_clause_text(tmp_path: Path, footer: str) -> None:
    path = printed_lines(
        tmp_path / "guard.pdf",
        [
            "HỢP ĐỒNG LAO ĐỘNG",
            "LABOUR CONTRACT",
            "Điều 1. Công việc",
            "Article 1. Work",
            "1.1. Người lao động làm bảo vệ.",
            "1.1. The Employee works as a guard.",
            "",
            footer,
        ],
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_en == "The Employee works as a guard."


def test_a_long_line_of_page_words_is_read_in_one_pass() -> None:
    """ "page 1 page 1 … x": the bilingual page number's pattern once split the spaces between
    its repeats two ways each, doubling its work with each repeat (a 155-character line took
    1.6 s, a page of them hours); now each space is read one way."""
    from rubric.documents.parsing.formats import is_page_number

    assert is_page_number("page 1 " * 3000 + "x") is False
    assert is_page_number("Trang 1 / Page 1 Trang 2 / Page 2") is True


def test_an_english_line_that_is_the_vietnamese_above_without_its_marks_is_english(
    tmp_path: Path,
) -> None:
    """Probe 28: "- ao dai, non la." under "- áo dài, nón lá." is English naming the same
    things; read as Vietnamese by its toneless syllables, it had gone to the Vietnamese."""
    path = write_text(
        tmp_path / "uniform.txt",
        "Điều 1. Công việc\nArticle 1. Work\n1.1. Đồng phục:\n1.1. Uniform:\n"
        "- áo dài, nón lá.\n- ao dai, non la.\n",
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi == "Đồng phục:\náo dài, nón lá."
    assert clause(parsed, "§1.1").text_en == "Uniform:\nao dai, non la."


def test_a_vietnamese_line_of_names_over_its_english_without_marks_is_the_vietnamese(
    tmp_path: Path,
) -> None:
    """Probe 28: "- Hạ Long, Hội An, Sa Pa;" reads as English by its names; the line under it
    is the same without its marks: the two are the Vietnamese and its English."""
    path = write_text(
        tmp_path / "routes.txt",
        "Điều 1. Công việc\nArticle 1. Work\n1.1. Các tuyến:\n1.1. Routes:\n"
        "- Hạ Long, Hội An, Sa Pa;\n- Ha Long, Hoi An, Sa Pa;\n- Mũi Né.\n- Mui Ne.\n",
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi == "Các tuyến:\nHạ Long, Hội An, Sa Pa;\nMũi Né."
    assert clause(parsed, "§1.1").text_en == "Routes:\nHa Long, Hoi An, Sa Pa;\nMui Ne."


@pytest.mark.parametrize(
    "footer",
    [
        "Công ty TNHH Nha khoa Nụ Cười Xanh | Page 1 of 4",
        "Green Smile Dental Co., Ltd. \u2013 Trang 1/4",
    ],
)
def test_a_footer_naming_the_company_beside_its_page_is_no_clause_text(
    tmp_path: Path, footer: str
) -> None:
    """Probe 28: a text footer of the employer's name and the page was split into both
    languages' text of the clause above; in Word, a page number typed as a paragraph too."""
    text = (
        "Điều 1. Công việc\nArticle 1. Work\n1.1. Người lao động làm trợ thủ nha khoa.\n"
        "1.1. The Employee works as a dental assistant.\n"
        f"{footer}\n1.2. Lương 9.500.000 đồng.\n1.2. Salary VND 9,500,000.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "dental.txt", text))
    assert clause(parsed, "§1.1").text_vi == "Người lao động làm trợ thủ nha khoa."
    assert clause(parsed, "§1.1").text_en == "The Employee works as a dental assistant."
    typed = write_docx(
        tmp_path / "dental.docx",
        "Điều 1. Công việc",
        ("Article 1. Work", True),
        "1.1. Người lao động làm trợ thủ nha khoa.",
        ("1.1. The Employee works as a dental assistant.", True),
        footer,
        "1.2. Lương 9.500.000 đồng.",
        ("1.2. Salary VND 9,500,000.", True),
    )
    parsed = parse_signed_document(typed)
    assert clause(parsed, "§1.1").text_en == "The Employee works as a dental assistant."


def test_a_cells_vietnamese_reading_english_is_told_by_its_place(tmp_path: Path) -> None:
    """Probe 28: in a table of labels beside cells of the Vietnamese then its English, a
    cell whose Vietnamese has no Vietnamese word ("Ring light, micro Rode, iPhone 15 Pro
    Max;") had both its lines given to the English; every other cell says which comes
    first."""
    path = write_docx(
        tmp_path / "host.docx",
        [
            ("1", "CÔNG VIỆC\nWORK"),
            ("1.1", "Người lao động làm người dẫn livestream.\nThe Employee works as a host."),
            ("1.2", "Ring light, micro Rode, iPhone 15 Pro Max;\na ring light, a Rode microphone;"),
            ("1.3", "Người lao động tự trang bị trang phục.\nThe Employee provides the outfits."),
        ],
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.2").text_vi == "Ring light, micro Rode, iPhone 15 Pro Max;"
    assert clause(parsed, "§1.2").text_en == "a ring light, a Rode microphone;"


def test_a_cell_of_two_vietnamese_sentences_keeps_both_in_the_vietnamese(tmp_path: Path) -> None:
    """Its neighbour: in the same kind of table, a cell whose two lines are both surely
    Vietnamese is not split by place (its second sentence had been made the English)."""
    path = write_docx(
        tmp_path / "accountant.docx",
        [
            ("1", "CÔNG VIỆC\nWORK"),
            ("1.1", "Người lao động làm kế toán.\nThe Employee works as an accountant."),
            (
                "1.2",
                "Mức lương cơ bản là ba mươi triệu đồng mỗi tháng.\n"
                "Phụ cấp ăn trưa là một triệu đồng mỗi tháng.",
            ),
            ("1.3", "Người lao động làm việc tại Hà Nội.\nThe Employee works in Hanoi."),
        ],
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.2").text_vi == (
        "Mức lương cơ bản là ba mươi triệu đồng mỗi tháng.\n"
        "Phụ cấp ăn trưa là một triệu đồng mỗi tháng."
    )
    assert ("missing_english", "§1.2") in problems(parsed)


@pytest.mark.parametrize(
    "line",
    [
        "Chi tiết quy định tại Nội quy lao động \u2013 Trang 5",
        "Details are set out in the Employee Handbook \u2013 page 12",
        "See the salary scale | Page 2",
    ],
)
def test_a_sentence_naming_a_page_is_no_footer(line: str) -> None:
    """A footer is a company's name beside its page; a sentence pointing at a page is text."""
    from rubric.documents.parsing.formats import is_page_number

    assert is_page_number(line) is False
