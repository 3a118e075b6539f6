"""Word layouts the first fixtures did not cover: heading styles with italic English, one-line
bilingual headings over VI-then-EN paragraphs, a three-column table without a header row."""

from __future__ import annotations

from pathlib import Path

import docx

from rubric.documents import Layout, ParsedDocument
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_docx


def test_heading_styles_with_typed_numbers_and_italic_english(tmp_path: Path) -> None:
    document = docx.Document()

    def add(text: str, style: str | None = None, *, english: bool = False) -> None:
        document.add_paragraph(style=style).add_run(text).italic = english

    add("HỢP ĐỒNG LAO ĐỘNG", "Title")
    add("EMPLOYMENT CONTRACT", "Title", english=True)
    add("Căn cứ Bộ luật Lao động số 45/2019/QH14 ngày 20 tháng 11 năm 2019;")
    add("Pursuant to Labour Code No. 45/2019/QH14 dated 20 November 2019;", english=True)
    add("Điều 1. Công việc và địa điểm làm việc", "Heading 1")
    add("Article 1. Job and place of work", "Heading 1", english=True)
    add("1.1. Chức danh chuyên môn: Kỹ sư kiểm thử phần mềm.", "Heading 2")
    add("1.1. Job title: Software Test Engineer.", "Heading 2", english=True)
    add("1.2. Địa điểm làm việc: trụ sở Công ty tại quận Cầu Giấy, Hà Nội.", "Heading 2")
    add(
        "1.2. Place of work: the Company's head office in Cau Giay District, Hanoi.",
        "Heading 2",
        english=True,
    )
    add("Điều 2. Thời giờ làm việc, thời giờ nghỉ ngơi", "Heading 1")
    add("Article 2. Working hours and rest periods", "Heading 1", english=True)
    add("2.1. Thời giờ làm việc: 08 giờ/ngày, 40 giờ/tuần, từ thứ Hai đến thứ Sáu.", "Heading 2")
    add(
        "2.1. Working hours: 08 hours/day, 40 hours/week, Monday to Friday.",
        "Heading 2",
        english=True,
    )
    add("2.2. Người lao động được nghỉ hằng năm 12 ngày làm việc hưởng nguyên lương.", "Heading 2")
    add(
        "2.2. The Employee is entitled to 12 working days of fully paid annual leave.",
        "Heading 2",
        english=True,
    )
    add("a) Ngày nghỉ hằng năm được tính theo năm dương lịch;")
    add("a) annual leave is counted per calendar year;", english=True)
    add("b) Ngày nghỉ chưa sử dụng hết được thanh toán bằng tiền.")
    add("b) untaken leave days are paid in cash.", english=True)
    add("Điều 3. Tiền lương", "Heading 1")
    add("Article 3. Salary", "Heading 1", english=True)
    add("Mức lương cơ bản: 25.000.000 đồng/tháng, trả vào ngày 05 hằng tháng.")
    add("Basic salary: VND 25,000,000 per month, paid on the 5th of each month.", english=True)
    add("ĐẠI DIỆN NGƯỜI SỬ DỤNG LAO ĐỘNG")
    add("FOR THE EMPLOYER", english=True)
    add("Vũ Thị Lan")
    path = tmp_path / "headings.docx"
    document.save(str(path))

    parsed = parse_signed_document(path)

    assert parsed.layout is Layout.INTERLEAVED
    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "EMPLOYMENT CONTRACT")
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§1.2", "§1", "1.2.", "1.2."),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "2.1.", "2.1."),
        ("§2.2", "§2", "2.2.", "2.2."),
        ("§2.2(a)", "§2.2", "a)", "a)"),
        ("§2.2(b)", "§2.2", "b)", "b)"),
        ("§3", None, "Điều 3", "Article 3"),
    ]
    assert clause(parsed, "§1.2").text_en == (
        "Place of work: the Company's head office in Cau Giay District, Hanoi."
    )
    assert clause(parsed, "§3").text_vi == (
        "Tiền lương\nMức lương cơ bản: 25.000.000 đồng/tháng, trả vào ngày 05 hằng tháng."
    )
    assert "Vũ Thị Lan" not in clause(parsed, "§3").text_vi
    assert "Bộ luật Lao động" in parsed.preamble_vi
    assert problems(parsed) == []


def test_one_line_bilingual_headings_over_vietnamese_then_english_paragraphs(
    tmp_path: Path,
) -> None:
    path = write_docx(
        tmp_path / "slash.docx",
        "HỢP ĐỒNG LAO ĐỘNG / LABOUR CONTRACT",
        "Số: 07/2025/HĐLĐ-ACME",
        "Điều 1. Thời hạn hợp đồng / Article 1. Term of contract",
        "Hợp đồng lao động xác định thời hạn 24 tháng, từ ngày 01/3/2025 đến ngày 28/02/2027.",
        "A fixed-term labour contract of 24 months, from 01 March 2025 to 28 February 2027.",
        "Điều 2. Chế độ làm việc / Article 2. Working regime",
        "2.1. Thời giờ làm việc tiêu chuẩn là 08 giờ một ngày.",
        "2.1. Standard working time is 08 hours per day.",
        "2.2. Làm thêm giờ không quá 40 giờ trong một tháng.",
        "2.2. Overtime shall not exceed 40 hours per month.",
        "Điều 3. Tiền lương / Article 3. Salary",
        "3.1. Mức lương chính: 30.000.000 đồng/tháng (bằng chữ: Ba mươi triệu đồng).",
        "3.1. Basic salary: VND 30,000,000 per month (in words: thirty million dong).",
        "3.2. Hình thức trả lương: chuyển khoản vào tài khoản của Người lao động.",
        "3.2. Payment method: bank transfer to the Employee's account.",
        "3.3. Phụ cấp:",
        "3.3. Allowances:",
        "a) Phụ cấp ăn trưa: 730.000 đồng/tháng;",
        "a) Lunch allowance: VND 730,000 per month;",
        "b) Phụ cấp điện thoại: 300.000 đồng/tháng.",
        "b) Phone allowance: VND 300,000 per month.",
        "Điều 4. Điều khoản thi hành / Article 4. Implementation",
        "Hợp đồng này được lập thành 02 bản có giá trị pháp lý như nhau, mỗi bên giữ 01 bản.",
        "This contract is made in 02 copies of equal legal validity, each party keeps 01 copy.",
        "NGƯỜI LAO ĐỘNG / EMPLOYEE",
        "Nguyễn Thị Hồng Nhung",
    )
    parsed = parse_signed_document(path)

    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT")
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "2.1.", "2.1."),
        ("§2.2", "§2", "2.2.", "2.2."),
        ("§3", None, "Điều 3", "Article 3"),
        ("§3.1", "§3", "3.1.", "3.1."),
        ("§3.2", "§3", "3.2.", "3.2."),
        ("§3.3", "§3", "3.3.", "3.3."),
        ("§3.3(a)", "§3.3", "a)", "a)"),
        ("§3.3(b)", "§3.3", "b)", "b)"),
        ("§4", None, "Điều 4", "Article 4"),
    ]
    assert clause(parsed, "§1").text_en == (
        "Term of contract\n"
        "A fixed-term labour contract of 24 months, from 01 March 2025 to 28 February 2027."
    )
    # A Vietnamese parenthesis is not a translation: it stays in the Vietnamese text.
    assert clause(parsed, "§3.1").text_vi == (
        "Mức lương chính: 30.000.000 đồng/tháng (bằng chữ: Ba mươi triệu đồng)."
    )
    assert "Nguyễn Thị Hồng Nhung" not in clause(parsed, "§4").text_vi
    assert problems(parsed) == []


def test_three_column_table_without_header_row(tmp_path: Path) -> None:
    path = write_docx(
        tmp_path / "nda.docx",
        "THỎA THUẬN BẢO MẬT THÔNG TIN",
        "CONFIDENTIALITY AGREEMENT",
        [
            ("Điều 1", "Định nghĩa", "Definitions"),
            (
                "1.1",
                "“Thông tin mật” là mọi thông tin kỹ thuật, tài chính và kinh doanh của Công ty "
                "chưa được công bố.",
                "“Confidential Information” means all unpublished technical, financial and "
                "business information of the Company.",
            ),
            (
                "1.2",
                "“Bên nhận” là Người lao động và người thân của Người lao động.",
                "“Recipient” means the Employee and the Employee's relatives.",
            ),
            ("Điều 2", "Nghĩa vụ bảo mật", "Confidentiality obligations"),
            (
                "2.1",
                "Người lao động không được tiết lộ Thông tin mật cho bất kỳ bên thứ ba nào.",
                "The Employee shall not disclose Confidential Information to any third party.",
            ),
            (
                "2.2",
                "Người lao động phải hoàn trả tài liệu khi chấm dứt hợp đồng, bao gồm:",
                "The Employee shall return documents upon termination, including:",
            ),
            ("a)", "tài liệu giấy;", "paper documents;"),
            ("b)", "thiết bị lưu trữ điện tử.", "electronic storage devices."),
            ("Điều 3", "Thời hạn", "Term"),
            (
                "",
                "Nghĩa vụ bảo mật có hiệu lực trong 36 tháng kể từ ngày chấm dứt "
                "hợp đồng lao động.",
                "The confidentiality obligation remains in force for 36 months after the labour "
                "contract ends.",
            ),
        ],
        "ĐẠI DIỆN CÔNG TY",
        "Lê Văn Tám",
    )
    parsed = parse_signed_document(path)

    assert parsed.layout is Layout.TABLE
    # The label column's "Điều 1" is Vietnamese wording: the English side has no label of its
    # own (a known limitation: it is not rewritten as "Article 1").
    assert outline(parsed) == [
        ("§1", None, "Điều 1", ""),
        ("§1.1", "§1", "1.1", "1.1"),
        ("§1.2", "§1", "1.2", "1.2"),
        ("§2", None, "Điều 2", ""),
        ("§2.1", "§2", "2.1", "2.1"),
        ("§2.2", "§2", "2.2", "2.2"),
        ("§2.2(a)", "§2.2", "a)", "a)"),
        ("§2.2(b)", "§2.2", "b)", "b)"),
        ("§3", None, "Điều 3", ""),
    ]
    assert clause(parsed, "§3").text_en == (
        "Term\nThe confidentiality obligation remains in force for 36 months after the labour "
        "contract ends."
    )
    assert clause(parsed, "§2.2(b)").text_vi == "thiết bị lưu trữ điện tử."
    assert "Lê Văn Tám" not in clause(parsed, "§3").text_vi
    assert problems(parsed) == []


_DISCIPLINE: list[str | tuple[str, bool]] = [
    "NỘI QUY LAO ĐỘNG",
    ("LABOUR REGULATIONS", True),
    "Điều 1. Phạm vi áp dụng",
    ("Article 1. Scope", True),
    "Nội quy này áp dụng cho mọi người lao động của Công ty.",
    ("These regulations apply to every employee of the Company.", True),
    "Điều 2. Kỷ luật lao động",
    ("Article 2. Labour discipline", True),
    "1. Các hình thức xử lý kỷ luật lao động gồm:",
    ("1. The disciplinary measures are:", True),
    "a) khiển trách;",
    ("a) reprimand;", True),
    "b) kéo dài thời hạn nâng lương, cụ thể:",
    ("b) extension of the salary increase period, namely:", True),
    "(1) không quá 06 tháng đối với vi phạm lần đầu;",
    ("(1) up to 06 months for a first breach;", True),
    "(2) không quá 12 tháng đối với hành vi tái phạm;",
    ("(2) up to 12 months for a repeated breach;", True),
    "c) cách chức;",
    ("c) demotion;", True),
    "d) sa thải.",
    ("d) dismissal.", True),
    "2. Người lao động có quyền tự bào chữa hoặc nhờ người khác bào chữa.",
    ("2. The Employee may defend himself or be defended by another person.", True),
]
_DISCIPLINE_OUTLINE = [
    ("§1", None, "Điều 1", "Article 1"),
    ("§2", None, "Điều 2", "Article 2"),
    ("§2.1", "§2", "1.", "1."),
    ("§2.1(a)", "§2.1", "a)", "a)"),
    ("§2.1(b)", "§2.1", "b)", "b)"),
    ("§2.1(b)(1)", "§2.1(b)", "(1)", "(1)"),
    ("§2.1(b)(2)", "§2.1(b)", "(2)", "(2)"),
    ("§2.1(c)", "§2.1", "c)", "c)"),
    ("§2.1(d)", "§2.1", "d)", "d)"),
    ("§2.2", "§2", "2.", "2."),
]


def _assert_signatures_left_out(parsed: ParsedDocument) -> None:
    """The last clause ends where the regulations end: no names, roles or dates glued on."""
    assert clause(parsed, "§2.2").text_vi == (
        "Người lao động có quyền tự bào chữa hoặc nhờ người khác bào chữa."
    )
    assert clause(parsed, "§2.2").text_en == (
        "The Employee may defend himself or be defended by another person."
    )
    assert problems(parsed) == []


def test_numbered_sub_points_and_parties_signing_side_by_side(tmp_path: Path) -> None:
    path = write_docx(
        tmp_path / "discipline.docx",
        *_DISCIPLINE,
        "NGƯỜI LAO ĐỘNG\t\t\tNGƯỜI SỬ DỤNG LAO ĐỘNG",
        ("EMPLOYEE\t\t\tEMPLOYER", True),
        "(Ký, ghi rõ họ tên)\t\t(Ký tên, đóng dấu)",
        "Nguyễn Văn Hùng\t\tTrần Minh Tuấn",
    )
    parsed = parse_signed_document(path)

    # "(1)" under the point b) numbers its sub-points; "2." after them is the next clause.
    assert outline(parsed) == _DISCIPLINE_OUTLINE
    assert clause(parsed, "§2.1(b)(2)").text_en == "up to 12 months for a repeated breach;"
    _assert_signatures_left_out(parsed)


def test_place_and_date_of_signing_closes_the_last_clause(tmp_path: Path) -> None:
    path = write_docx(
        tmp_path / "dated.docx",
        *_DISCIPLINE,
        "Hà Nội, ngày 15 tháng 3 năm 2025",
        ("Hanoi, 15 March 2025", True),
        "Nguyễn Văn Hùng",
        "Trần Minh Tuấn",
    )
    parsed = parse_signed_document(path)

    assert outline(parsed) == _DISCIPLINE_OUTLINE
    _assert_signatures_left_out(parsed)


def test_direction_marks_before_a_label_or_inside_an_amount_are_invisible(
    tmp_path: Path,
) -> None:
    # Text pasted from a right-to-left aware editor (or an e-mail) carries left-to-right and
    # right-to-left marks: they show nothing, and "‎Điều 2." is still a label.
    document = docx.Document()
    for line in (
        "Điều 1. Tiền lương",
        "Article 1. Salary",
        "Mức lương cơ bản: 18.500.000\u200f đồng/tháng.",
        "Base salary: VND\u200e18,500,000\u200f per month.",
        "\u200eĐiều 2. Nghỉ phép",
        "\u200fArticle\u00a02.\u200e Leave",
        "Người lao động được nghỉ 14 ngày phép năm.",
        "The Employee is entitled to 14 days of annual leave.",
    ):
        document.add_paragraph(line)
    path = tmp_path / "marks.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    assert clause(parsed, "§1").text_en == "Salary\nBase salary: VND18,500,000 per month."
    assert problems(parsed) == []


def test_article_ten_retyped_with_the_letter_o_for_its_zero(tmp_path: Path) -> None:
    """ "Điều 1O." (the letter O beside the 0 key) is article 10: it had read as an article
    inserted after 1 ("Điều 1a"), no label after Điều 9, and the whole of article 10 had
    silently become the end of article 9."""
    articles = [(f"Điều {n}. Nội dung {n}", f"Article {n}. Content {n}") for n in range(1, 10)] + [
        ("Điều 1O. Hiệu lực", "Article 1O. Effect")
    ]
    items: list[str] = []
    for vietnamese, english in articles:
        items += [vietnamese, english]
        items += ["Hai bên thực hiện đúng điều này.", "The parties comply with this article."]
    document = parse_signed_document(write_docx(tmp_path / "o.docx", *items))
    assert [c.ref for c in document.clauses][-2:] == ["§9", "§10"]
    assert clause(document, "§9").text_vi == "Nội dung 9\nHai bên thực hiện đúng điều này."
    assert clause(document, "§10").text_en == "Effect\nThe parties comply with this article."
    assert problems(document) == []


def test_pdf_pasted_into_word_one_paragraph_a_line(tmp_path: Path) -> None:
    """A PDF pasted into Word leaves every printed line a paragraph, the pages' running header
    and number among them, and words broken at line ends. The header beside the page numbers
    is no clause text, nor are those page numbers; "employ-" / "ee" (the document writes
    "employee") and "lao-" / "động" (it writes "lao động") are words again."""
    header = "CÔNG TY TNHH PHẦN MỀM SAO MAI"
    path = write_docx(
        tmp_path / "pasted.docx",
        "Điều 1. Công việc",
        "Article 1. Work",
        "1.1. Người lao động làm việc tại trụ sở Công ty; người lao-",
        "động tuân thủ nội quy",
        "Trang 1",
        header,
        "của Công ty.",
        "1.1. The employee works at the head office; the employ-",
        "ee complies with the Company's rules.",
        "1.2. Người lao động làm việc 40 giờ mỗi tuần.",
        "1.2. The employee works 40 hours a week, Monday",
        "Trang 2",
        header,
        "to Friday.",
    )
    document = parse_signed_document(path)
    assert clause(document, "§1.1").text_vi == (
        "Người lao động làm việc tại trụ sở Công ty; người lao động tuân thủ nội quy\ncủa Công ty."
    )
    assert clause(document, "§1.1").text_en == (
        "The employee works at the head office; the employee complies with the Company's rules."
    )
    assert (
        clause(document, "§1.2").text_en == "The employee works 40 hours a week, Monday\nto Friday."
    )


def test_label_typed_twice_is_no_clause_text(tmp_path: Path) -> None:
    """ "1.1. 1.1. Loại hợp đồng …" and "Điều 2. Điều 2. Tiền lương", a slip of re-typing: the
    second label had silently opened the clause's text."""
    path = write_docx(
        tmp_path / "twice.docx",
        "Điều 1. Công việc",
        "Article 1. Work",
        "1.1. 1.1. Loại hợp đồng: xác định thời hạn 24 tháng.",
        "1.1. 1.1. Type of contract: fixed term of 24 months.",
        "Điều 2. Điều 2. Tiền lương",
        "Article 2. Salary",
        "2.1. Mức lương: 25.000.000 đồng/tháng.",
        "2.1. Salary: VND 25,000,000 per month.",
    )
    document = parse_signed_document(path)
    assert clause(document, "§1.1").text_vi == "Loại hợp đồng: xác định thời hạn 24 tháng."
    assert clause(document, "§1.1").text_en == "Type of contract: fixed term of 24 months."
    assert clause(document, "§2").text_vi == "Tiền lương"
    assert problems(document) == []


def test_label_typed_twice_first_without_separator_is_no_clause_text(tmp_path: Path) -> None:
    """ "4.2 4.2. Người lao động …": the first label re-typed without its separator, the copy
    with one. The copy had silently opened the clause's text; a count after a label ("2.1 2
    ngày …", no separator after it) stays text."""
    path = write_docx(
        tmp_path / "twice.docx",
        "Điều 1. Công việc",
        "Article 1. Work",
        "1.1 1.1. Loại hợp đồng: xác định thời hạn 24 tháng.",
        "1.1 1.1. Type of contract: fixed term of 24 months.",
        "1.2 2 ngày nghỉ mỗi tuần.",
        "1.2 2 days off each week.",
    )
    document = parse_signed_document(path)
    assert clause(document, "§1.1").text_vi == "Loại hợp đồng: xác định thời hạn 24 tháng."
    assert clause(document, "§1.1").text_en == "Type of contract: fixed term of 24 months."
    assert clause(document, "§1.2").text_vi == "2 ngày nghỉ mỗi tuần."
    assert problems(document) == []
