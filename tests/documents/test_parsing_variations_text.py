"""Markdown and plain-text layouts the first fixtures did not cover: bold "**Điều 1:**" labels
with "a." points, chapters with "Khoản"/"Điểm" wording, English in parentheses inside the
Vietnamese paragraph, separate files numbered "Section", and dirty Windows text."""

from __future__ import annotations

from pathlib import Path

from rubric.documents import Layout
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_text


def test_markdown_bold_labels_dotted_subclauses_and_dotted_points(tmp_path: Path) -> None:
    path = write_text(
        tmp_path / "bold.md",
        """# HỢP ĐỒNG LAO ĐỘNG
# LABOUR CONTRACT

**Điều 1:** Công việc
**Article 1:** Job

1.1 Người lao động làm việc ở vị trí Chuyên viên phân tích dữ liệu.
1.1 The Employee works as a Data Analyst.

1.2 Người lao động thực hiện các nhiệm vụ sau:
1.2 The Employee performs the following duties:

a. thu thập và làm sạch dữ liệu;
a. collect and clean data;

b. xây dựng báo cáo định kỳ hằng tuần;
b. prepare weekly reports;

c. thực hiện các công việc khác do quản lý trực tiếp giao.
c. perform other tasks assigned by the line manager.

**Điều 2:** Thời giờ làm việc
**Article 2:** Working hours

2.1 Người lao động làm việc 40 giờ mỗi tuần.
2.1 The Employee works 40 hours per week.

2.2 Thời gian làm thêm không vượt quá 200 giờ trong một năm.
2.2 Overtime shall not exceed 200 hours per year.

**Điều 3:** Bảo hiểm
**Article 3:** Insurance

Công ty đóng bảo hiểm xã hội, bảo hiểm y tế và bảo hiểm thất nghiệp theo quy định.
The Company pays social, health and unemployment insurance as required by law.
""",
    )
    parsed = parse_signed_document(path)

    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1", "1.1"),
        ("§1.2", "§1", "1.2", "1.2"),
        ("§1.2(a)", "§1.2", "a.", "a."),
        ("§1.2(b)", "§1.2", "b.", "b."),
        ("§1.2(c)", "§1.2", "c.", "c."),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "2.1", "2.1"),
        ("§2.2", "§2", "2.2", "2.2"),
        ("§3", None, "Điều 3", "Article 3"),
    ]
    assert clause(parsed, "§1.2(b)").text_vi == "xây dựng báo cáo định kỳ hằng tuần;"
    assert clause(parsed, "§2.2").text_en == "Overtime shall not exceed 200 hours per year."
    assert problems(parsed) == []


def test_roman_chapters_with_khoan_and_diem_wording(tmp_path: Path) -> None:
    path = write_text(
        tmp_path / "noi_quy.txt",
        """CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM
Độc lập - Tự do - Hạnh phúc
NỘI QUY LAO ĐỘNG
LABOUR REGULATIONS

CHƯƠNG I
QUY ĐỊNH CHUNG
CHAPTER I
GENERAL PROVISIONS

Điều 1. Phạm vi điều chỉnh
Article 1. Scope
Nội quy này quy định về kỷ luật lao động tại Công ty Cổ phần Công nghệ Sao Việt.
These regulations govern labour discipline at Sao Viet Technology Joint Stock Company.

Điều 2. Đối tượng áp dụng
Article 2. Subjects of application
Khoản 1. Người lao động làm việc theo hợp đồng lao động.
Clause 1. Employees working under labour contracts.
Khoản 2. Người học nghề, tập nghề tại Công ty.
Clause 2. Apprentices and trainees at the Company.

CHƯƠNG II
THỜI GIỜ LÀM VIỆC
CHAPTER II
WORKING TIME

Điều 3. Thời giờ làm việc bình thường
Article 3. Normal working hours
Khoản 1. Thời giờ làm việc không quá 08 giờ trong 01 ngày.
Clause 1. Working time shall not exceed 08 hours per day.
Khoản 2. Thời giờ nghỉ giữa giờ được quy định như sau:
Clause 2. Breaks during working hours are as follows:
Điểm a. Nghỉ giữa ca ít nhất 30 phút liên tục;
Point a. A break of at least 30 consecutive minutes per shift;
Điểm b. Làm việc ban đêm được nghỉ ít nhất 45 phút.
Point b. Night work includes a break of at least 45 minutes.

Điều 4. Làm thêm giờ
Article 4. Overtime
Việc làm thêm giờ phải được sự đồng ý của Người lao động.
Overtime requires the Employee's consent.
""",
    )
    parsed = parse_signed_document(path)

    assert (parsed.title_vi, parsed.title_en) == ("NỘI QUY LAO ĐỘNG", "LABOUR REGULATIONS")
    # Chapters group articles; the articles keep one numbering across chapters.
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "Khoản 1", "Clause 1"),
        ("§2.2", "§2", "Khoản 2", "Clause 2"),
        ("§3", None, "Điều 3", "Article 3"),
        ("§3.1", "§3", "Khoản 1", "Clause 1"),
        ("§3.2", "§3", "Khoản 2", "Clause 2"),
        ("§3.2(a)", "§3.2", "Điểm a", "Point a"),
        ("§3.2(b)", "§3.2", "Điểm b", "Point b"),
        ("§4", None, "Điều 4", "Article 4"),
    ]
    assert clause(parsed, "§2.2").text_vi == "Người học nghề, tập nghề tại Công ty."
    assert clause(parsed, "§3.2(a)").text_en == (
        "A break of at least 30 consecutive minutes per shift;"
    )
    # The chapter titles are not glued onto the clause before them.
    assert clause(parsed, "§2.2").text_en == "Apprentices and trainees at the Company."
    assert problems(parsed) == []


def test_separate_files_numbered_section_with_a_subclause_missing_in_english(
    tmp_path: Path,
) -> None:
    vi = write_text(
        tmp_path / "vi.md",
        """HỢP ĐỒNG DỊCH VỤ TƯ VẤN

Điều 1. Phạm vi dịch vụ
1.1. Bên B cung cấp dịch vụ tư vấn nhân sự cho Bên A.
1.2. Bên B báo cáo tiến độ công việc cho Bên A hằng tháng.

Điều 2. Phí dịch vụ
2.1. Phí dịch vụ là 50.000.000 đồng, chưa bao gồm thuế giá trị gia tăng.
2.2. Bên A thanh toán trong vòng 15 ngày kể từ ngày nhận hóa đơn hợp lệ.
2.3. Mọi khoản phí phát sinh ngoài phạm vi phải được Bên A chấp thuận trước bằng văn bản.

Điều 3. Bảo mật
3.1. Bên B không được tiết lộ thông tin của Bên A cho bên thứ ba.
3.2. Nghĩa vụ bảo mật kéo dài 24 tháng sau khi hợp đồng chấm dứt.

Điều 4. Giải quyết tranh chấp
Tranh chấp được giải quyết tại Trung tâm Trọng tài Quốc tế Việt Nam (VIAC).
""",
    )
    en = write_text(
        tmp_path / "en.md",
        """CONSULTING SERVICES AGREEMENT

Section 1. Scope of services
1.1. Party B provides HR consulting services to Party A.
1.2. Party B reports on the progress of the work to Party A every month.

Section 2. Service fee
2.1. The service fee is VND 50,000,000, excluding value added tax.
2.2. Party A pays within 15 days of receiving a valid invoice.

Section 3. Confidentiality
3.1. Party B shall not disclose Party A's information to any third party.
3.2. The confidentiality obligation lasts 24 months after the agreement ends.

Section 4. Dispute resolution
Disputes are settled at the Vietnam International Arbitration Centre (VIAC).
""",
    )
    parsed = parse_signed_document(vi, path_en=en)

    assert parsed.layout is Layout.SEPARATE
    assert parsed.title_en == "CONSULTING SERVICES AGREEMENT"
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Section 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§1.2", "§1", "1.2.", "1.2."),
        ("§2", None, "Điều 2", "Section 2"),
        ("§2.1", "§2", "2.1.", "2.1."),
        ("§2.2", "§2", "2.2.", "2.2."),
        ("§2.3", "§2", "2.3.", ""),
        ("§3", None, "Điều 3", "Section 3"),
        ("§3.1", "§3", "3.1.", "3.1."),
        ("§3.2", "§3", "3.2.", "3.2."),
        ("§4", None, "Điều 4", "Section 4"),
    ]
    # The clause after the missing one still gets its own translation.
    assert clause(parsed, "§3.1").text_en == (
        "Party B shall not disclose Party A's information to any third party."
    )
    assert clause(parsed, "§2.3").text_en == ""
    assert problems(parsed) == [("missing_english", "§2.3")]


def test_windows_text_with_nbsp_zero_width_soft_hyphens_eth_and_smart_quotes(
    tmp_path: Path,
) -> None:
    text = (
        "\ufeffHỢP ĐỒNG LAO ĐỘNG\r\nLABOUR CONTRACT\r\n\r\n"
        # "Ð" is the Icelandic eth (U+00D0) that converters leave in place of "Đ" (U+0110).
        "\u00d0iều\u00a01.\u00a0Định nghĩa\r\nArticle\u00a01.\u00a0Definitions\r\n"
        "1.1.\u00a0“Công ty”\u200b là Công ty TNHH Phần mềm Đông Á.\r\n"
        "1.1.\u00a0“Company” means Dong A Software Co.,\u00a0Ltd.\r\n"
        "1.2.\u00a0“Ngày làm việc” là các ngày từ thứ Hai đến thứ Sáu.\r\n"
        "1.2.\u00a0“Working day” means Monday to Friday.\r\n\r\n"
        # Zero-width spaces inside a word and a label, a soft hyphen inside a word.
        "Đi\u200bều 2. Thời hạn\r\nArticle 2. Term\r\n"
        "Hợp đồng có thời hạn 12\u00a0tháng.\r\nThe contract has a term of 12\u00a0months.\r\n\r\n"
        "Điều 3\u200b.\u00a0Bảo mật\r\nArticle\u200b 3. Confi\u00addentiality\r\n"
        "Người lao động không được tiết lộ \u2018bí mật kinh doanh\u2019 của Công ty.\r\n"
        "The Employee shall not disclose the Company\u2019s \u2018trade secrets\u2019.\r\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "windows.txt", text))

    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§1.2", "§1", "1.2.", "1.2."),
        ("§2", None, "Điều 2", "Article 2"),
        ("§3", None, "Điều 3", "Article 3"),
    ]
    assert clause(parsed, "§1.1").text_vi == "“Công ty” là Công ty TNHH Phần mềm Đông Á."
    assert clause(parsed, "§1.1").text_en == "“Company” means Dong A Software Co., Ltd."
    assert clause(parsed, "§2").text_vi == "Thời hạn\nHợp đồng có thời hạn 12 tháng."
    assert clause(parsed, "§3").text_en == (
        "Confidentiality\n"
        "The Employee shall not disclose the Company\u2019s \u2018trade secrets\u2019."
    )
    assert problems(parsed) == []


def test_english_in_parentheses_after_the_vietnamese_in_the_same_paragraph(
    tmp_path: Path,
) -> None:
    path = write_text(
        tmp_path / "probation.txt",
        """HỢP ĐỒNG THỬ VIỆC (PROBATION CONTRACT)

Công ty TNHH Thương mại Minh Phát (sau đây gọi là "Công ty") và bà Trần Thu Hà (sau đây gọi là "Người lao động") thỏa thuận như sau (Minh Phat Trading Co., Ltd. (the "Company") and Ms. Tran Thu Ha (the "Employee") agree as follows):

Điều 1. Thời gian thử việc (Article 1. Probation period)
Thời gian thử việc là 60 ngày kể từ ngày 02/6/2025 (The probation period is 60 days from 02 June 2025).

Điều 2. Tiền lương thử việc (Article 2. Probation salary)
1. Mức lương thử việc bằng 85% mức lương chính thức (1. The probation salary is 85% of the official salary).
2. Tiền lương được trả vào ngày 10 hằng tháng (2. Salary is paid on the 10th of each month).

Điều 3. Quyền và nghĩa vụ của Người lao động (Article 3. Rights and obligations of the Employee)
1. Người lao động phải tuân thủ nội quy lao động và bảo mật mã nguồn (source code) của Công ty (1. The Employee shall comply with the labour regulations and keep the Company's source code confidential).
2. Người lao động ký Thỏa thuận bảo mật thông tin (Non-Disclosure Agreement) cùng ngày ký hợp đồng này (2. The Employee signs a Non-Disclosure Agreement on the day this contract is signed).
3. Người lao động được đánh giá kết quả thử việc bằng văn bản (The Employee receives a written evaluation of the probation).

Điều 4. Kết thúc thử việc (Article 4. End of probation)
Trong thời gian thử việc, mỗi bên có quyền hủy bỏ thỏa thuận thử việc mà không cần báo trước và không phải bồi thường (During probation, either party may cancel the probation agreement without notice and without compensation).
Khi kết thúc thời gian thử việc, Công ty thông báo kết quả cho Người lao động trong 03 ngày làm việc.

Điều 5. Hiệu lực (Article 5. Effect)
Hợp đồng có hiệu lực kể từ ngày ký (This contract takes effect on the signing date).
""",  # noqa: E501 - one paragraph per line, as written
    )
    parsed = parse_signed_document(path)

    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG THỬ VIỆC", "PROBATION CONTRACT")
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "1.", "1."),
        ("§2.2", "§2", "2.", "2."),
        ("§3", None, "Điều 3", "Article 3"),
        ("§3.1", "§3", "1.", "1."),
        ("§3.2", "§3", "2.", "2."),
        ("§3.3", "§3", "3.", ""),
        ("§4", None, "Điều 4", "Article 4"),
        ("§5", None, "Điều 5", "Article 5"),
    ]
    assert clause(parsed, "§1").text_vi == (
        "Thời gian thử việc\nThời gian thử việc là 60 ngày kể từ ngày 02/6/2025."
    )
    assert clause(parsed, "§1").text_en == (
        "Probation period\nThe probation period is 60 days from 02 June 2025."
    )
    # An English gloss inside the Vietnamese sentence stays there; the translation is the
    # last parenthesised group.
    assert clause(parsed, "§3.1").text_vi == (
        "Người lao động phải tuân thủ nội quy lao động và bảo mật mã nguồn (source code) "
        "của Công ty."
    )
    assert clause(parsed, "§3.2").text_vi == (
        "Người lao động ký Thỏa thuận bảo mật thông tin (Non-Disclosure Agreement) cùng ngày "
        "ký hợp đồng này."
    )
    assert clause(parsed, "§3.3").text_en == (
        "The Employee receives a written evaluation of the probation."
    )
    # A paragraph with no translation stays Vietnamese and is reported nowhere else.
    assert clause(parsed, "§4").text_vi.endswith("trong 03 ngày làm việc.")
    assert "Công ty" not in clause(parsed, "§4").text_en
    assert parsed.preamble_en.endswith('Ms. Tran Thu Ha (the "Employee") agree as follows:')
    assert problems(parsed) == []


def test_numbering_restarts_in_each_appendix_and_cross_references_are_not_labels(
    tmp_path: Path,
) -> None:
    path = write_text(
        tmp_path / "appendices.txt",
        """HỢP ĐỒNG LAO ĐỘNG
LABOUR CONTRACT

Điều 1. Công việc
Article 1. Job
Người lao động làm việc ở vị trí Kế toán tổng hợp.
The Employee works as a General Accountant.

Điều 2. Phụ lục
Article 2. Appendices
Phụ lục 1 và Phụ lục 2 là bộ phận không tách rời của Hợp đồng này.
Appendix 1 and Appendix 2 form an integral part of this Contract.

PHỤ LỤC SỐ 01: CHẾ ĐỘ PHÚC LỢI
APPENDIX NO. 01: BENEFITS

Điều 1. Bảo hiểm sức khỏe
Article 1. Health insurance
Người lao động được mua bảo hiểm sức khỏe cao cấp.
The Employee is covered by premium health insurance.

Điều 2. Ngày nghỉ
Article 2. Leave
2.1. Nghỉ phép năm: 15 ngày.
2.1. Annual leave: 15 days.
2.2. Nghỉ ốm có hưởng lương: 5 ngày.
2.2. Paid sick leave: 5 days.

PHỤ LỤC SỐ 02: ĐIỀU CHỈNH TIỀN LƯƠNG
APPENDIX NO. 02: SALARY ADJUSTMENT

Điều 1. Mức lương mới
Article 1. New salary
Khoản 1 Điều 5 của Hợp đồng được sửa đổi như sau:
Clause 1 of Article 5 of the Contract is amended as follows:
"Mức lương chính: 28.000.000 đồng/tháng."
"Basic salary: VND 28,000,000 per month."

Điều 2. Hiệu lực
Article 2. Effect
Phụ lục này có hiệu lực từ ngày 01/7/2025.
This appendix takes effect on 01 July 2025.
""",
    )
    parsed = parse_signed_document(path)

    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
        ("§A1", None, "PHỤ LỤC SỐ 01", "APPENDIX NO. 01"),
        ("§A1.1", "§A1", "Điều 1", "Article 1"),
        ("§A1.2", "§A1", "Điều 2", "Article 2"),
        ("§A1.2.1", "§A1.2", "2.1.", "2.1."),
        ("§A1.2.2", "§A1.2", "2.2.", "2.2."),
        ("§A2", None, "PHỤ LỤC SỐ 02", "APPENDIX NO. 02"),
        ("§A2.1", "§A2", "Điều 1", "Article 1"),
        ("§A2.2", "§A2", "Điều 2", "Article 2"),
    ]
    assert clause(parsed, "§2").text_vi == (
        "Phụ lục\nPhụ lục 1 và Phụ lục 2 là bộ phận không tách rời của Hợp đồng này."
    )
    assert clause(parsed, "§A1").text_en == "BENEFITS"
    assert clause(parsed, "§A2.1").text_vi == (
        "Mức lương mới\nKhoản 1 Điều 5 của Hợp đồng được sửa đổi như sau:\n"
        '"Mức lương chính: 28.000.000 đồng/tháng."'
    )
    assert clause(parsed, "§A2.1").text_en == (
        "New salary\nClause 1 of Article 5 of the Contract is amended as follows:\n"
        '"Basic salary: VND 28,000,000 per month."'
    )
    assert problems(parsed) == []


def test_one_file_with_all_the_vietnamese_then_all_the_english(tmp_path: Path) -> None:
    path = write_text(
        tmp_path / "sequential.md",
        """HỢP ĐỒNG LAO ĐỘNG

Điều 1. Thời hạn hợp đồng
Hợp đồng có thời hạn 12 tháng kể từ ngày ký.

Điều 2. Tiền lương
2.1. Lương cơ bản 20.000.000 đồng mỗi tháng.
2.2. Lương được trả vào ngày 5 hằng tháng.
2.3. Lương được xem xét điều chỉnh mỗi năm một lần.

Điều 3. Bảo mật
Người lao động không được tiết lộ thông tin mật của Công ty.

NGƯỜI LAO ĐỘNG
Lê Thị Mai

LABOUR CONTRACT

Article 1. Term of contract
The contract has a term of 12 months from signing.

Article 2. Salary
2.1. Basic salary of VND 20,000,000 per month.
2.2. Salary is paid on the 5th of each month.

Article 3. Confidentiality
Ms. Lê Thị Mai shall not disclose the Company's confidential information.

EMPLOYEE
Lê Thị Mai
""",
    )
    parsed = parse_signed_document(path)

    assert parsed.layout is Layout.SEPARATE
    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT")
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "2.1.", "2.1."),
        ("§2.2", "§2", "2.2.", "2.2."),
        ("§2.3", "§2", "2.3.", ""),
        ("§3", None, "Điều 3", "Article 3"),
    ]
    # The English title and the Vietnamese signature block are not clause text.
    assert clause(parsed, "§2.2").text_en == "Salary is paid on the 5th of each month."
    assert clause(parsed, "§3").text_vi == (
        "Bảo mật\nNgười lao động không được tiết lộ thông tin mật của Công ty."
    )
    # A Vietnamese name in the English half stays English.
    assert clause(parsed, "§3").text_en == (
        "Confidentiality\nMs. Lê Thị Mai shall not disclose the Company's confidential information."
    )
    assert problems(parsed) == [("missing_english", "§2.3")]


def test_hard_wrapped_text_rejoins_words_broken_at_line_ends(tmp_path: Path) -> None:
    """Text pasted from a PDF keeps its printed lines: "employ-" / "ee" beside "employee" is a
    hyphenation, "lao-" / "động" beside "lao động" a compound broken between its syllables;
    neither is read as "employ- ee" or "lao- động", which are words of no reading."""
    path = write_text(
        tmp_path / "pasted.txt",
        """HỢP ĐỒNG LAO ĐỘNG
LABOUR CONTRACT

Điều 1. Công việc
Article 1. Work

1.1. Người lao động làm việc tại Hà Nội; người lao-
động tuân thủ nội quy của Công ty.

1.1. The employee works in Hanoi; the employ-
ee complies with the Company's rules.

1.2. Công ty trả lương cho người lao động hằng tháng, trả chậm nhất vào ngày
05 của tháng sau.

1.2. The Company pays the employee monthly, at the latest on the 5th of the multi-
month period.
""",
    )
    document = parse_signed_document(path)
    first = clause(document, "§1.1")
    assert first.text_vi == (
        "Người lao động làm việc tại Hà Nội; người lao động tuân thủ nội quy của Công ty."
    )
    assert (
        first.text_en
        == "The employee works in Hanoi; the employee complies with the Company's rules."
    )
    # a word the document never writes unbroken keeps its hyphen, as in PDFs
    assert clause(document, "§1.2").text_en.endswith("of the multi-month period.")


def test_running_header_pasted_with_the_page_numbers_is_no_clause_text(tmp_path: Path) -> None:
    """A PDF's text pasted whole keeps each page's footer and the next page's header between
    the lines of a sentence: the page number was dropped, the header beside it ("CÔNG TY …")
    had silently become part of the clause it interrupted."""
    header = "CÔNG TY TNHH PHẦN MỀM SAO MAI - HỢP ĐỒNG LAO ĐỘNG"
    path = write_text(
        tmp_path / "pasted.txt",
        f"""HỢP ĐỒNG LAO ĐỘNG
LABOUR CONTRACT
Điều 1. Công việc
Article 1. Work
1.1. Người lao động làm việc tại trụ sở Công ty
Trang 1
{header}
ở Hà Nội.
1.1. The employee works at the Company's head office in Hanoi.
1.2. Người lao động làm việc 40 giờ mỗi tuần.
1.2. The employee works 40 hours a week, Monday
Trang 2
{header}
to Friday.
""",
    )
    document = parse_signed_document(path)
    assert clause(document, "§1.1").text_vi == (
        "Người lao động làm việc tại trụ sở Công ty ở Hà Nội."
    )
    assert (
        clause(document, "§1.2").text_en == "The employee works 40 hours a week, Monday to Friday."
    )
    # a line beside a single page number is text (once is no running header)
    lone = write_text(
        tmp_path / "lone.txt",
        "Điều 1. Công việc\nArticle 1. Work\nNgười lao động làm việc tại Hà Nội\n"
        "Trang 1\nvà tại các chi nhánh.\nThe employee works in Hanoi\nand at the branches.\n",
    )
    assert clause(parse_signed_document(lone), "§1").text_vi == (
        "Công việc\nNgười lao động làm việc tại Hà Nội và tại các chi nhánh."
    )


def test_pasted_lines_each_a_paragraph_rejoin_broken_words(tmp_path: Path) -> None:
    """Markdown with a blank line after every printed line of a pasted PDF: "employ-" / "ee"
    (the document writes "employee") is one word again, not "employ-\\nee"."""
    path = write_text(
        tmp_path / "pasted.md",
        """Điều 1. Công việc

Article 1. Work

1.1. Người lao động làm việc tại Hà Nội.

1.1. The employee works in Hanoi; the employ-

ee complies with the rules.
""",
    )
    assert clause(parse_signed_document(path), "§1.1").text_en == (
        "The employee works in Hanoi; the employee complies with the rules."
    )


def test_a_points_letter_typed_in_cyrillic_is_the_latin_letter_it_shows(tmp_path: Path) -> None:
    """ "a)" typed on a Cyrillic keyboard layout (U+0430, the same glyph as "a"): it had been
    no label, point a ran on in the clause before it, and its English was reported missing."""
    path = write_text(
        tmp_path / "contract.txt",
        "Điều 1. Phụ cấp\nArticle 1. Allowances\n"
        "1.1. Người lao động được hưởng:\n1.1. The Employee receives:\n"
        "\u0430) phụ cấp ăn trưa 730.000 đồng/tháng;\n"
        "a) a lunch allowance of VND 730,000 a month;\n"
        "b) phụ cấp đi lại 500.000 đồng/tháng.\nb) a travel allowance of VND 500,000 a month.\n",
    )
    parsed = parse_signed_document(path)
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.1(a)", "§1.1(b)"]
    assert clause(parsed, "§1.1(a)").text_vi == "phụ cấp ăn trưa 730.000 đồng/tháng;"
    assert clause(parsed, "§1.1(a)").label_vi == "a)"
    assert problems(parsed) == []
