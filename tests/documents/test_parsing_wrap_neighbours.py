"""Where the wrapped-line and column rules must not fire: cases a review of them found
misread (each parsed right before those rules existed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.pdf_columns import flattened, page_items
from tests.documents.support import StubPdfPage, clause, outline, problems, write_text


def _parse(tmp_path: Path, *lines: str, blank: bool = False) -> ParsedDocument:
    text = ("\n\n" if blank else "\n").join(lines)
    return parse_signed_document(write_text(tmp_path / "doc.txt", text))


def test_names_and_nouns_ending_a_line_are_no_dangling_words(tmp_path: Path) -> None:
    """ "Long An", "Văn An", "Phụ lục A" and "nhà ở" end lines; the heading or clause on the
    next line is still one (the dangling words are lower-case function words)."""
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "Người lao động: Ông Trần Văn An",
        "Địa chỉ thường trú: phường 2, thành phố Tân An, tỉnh Long An",
        "Điều 1. Thời hạn và công việc hợp đồng",
        "1.1 Loại hợp đồng: xác định thời hạn 12 tháng.",
        "1.2 Địa điểm làm việc: Chi nhánh Long An",
        "1.3 Chức danh chuyên môn: Kế toán viên",
        "Điều 2. Phụ cấp và chế độ nhà ở",
        "2.1 Công ty bố trí chỗ ở miễn phí tại ký túc xá.",
        "2.2 Hỗ trợ tiền nhà ở",
        "2.3 Hỗ trợ chi phí đi lại khi về quê dịp Tết",
    )
    assert [ref for ref, *_ in outline(parsed)] == [
        "§1",
        "§1.1",
        "§1.2",
        "§1.3",
        "§2",
        "§2.1",
        "§2.2",
        "§2.3",
    ]
    assert clause(parsed, "§1.2").text_vi == "Địa điểm làm việc: Chi nhánh Long An"
    assert clause(parsed, "§2").text_vi == "Phụ cấp và chế độ nhà ở"


def test_a_bare_number_goes_on_its_own_style(tmp_path: Path) -> None:
    """ "2." after "(3)" goes on "1.", not "(3)": it is the next clause."""
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "Điều 4. Chế độ phúc lợi",
        "1. Phụ cấp hằng tháng gồm",
        "a) Phụ cấp cố định",
        "(1) Phụ cấp ăn trưa",
        "(2) Phụ cấp xăng xe",
        "(3) Phụ cấp điện thoại",
        "2. Thưởng tháng 13 theo kết quả kinh doanh",
        "3. Chế độ bảo hiểm theo quy định của pháp luật",
    )
    assert [ref for ref, *_ in outline(parsed)] == [
        "§4",
        "§4.1",
        "§4.1(a)",
        "§4.1(a)(1)",
        "§4.1(a)(2)",
        "§4.1(a)(3)",
        "§4.2",
        "§4.3",
    ]
    assert clause(parsed, "§4.1(a)(3)").text_vi == "Phụ cấp điện thoại"


def test_english_first_bodies_stay_with_their_article(tmp_path: Path) -> None:
    """Bodies written English first beside headings written Vietnamese first: each English
    body stays under its own article, not the next one's."""
    parsed = _parse(
        tmp_path,
        "LABOUR CONTRACT",
        "HỢP ĐỒNG LAO ĐỘNG",
        "ĐIỀU 1. CÔNG VIỆC / ARTICLE 1. JOB",
        "1.1 Position: Software Engineer.",
        "1.1 Chức danh: Kỹ sư phần mềm.",
        "1.2 Place of work: the Company's head office in Hanoi.",
        "1.2 Địa điểm làm việc: trụ sở chính của Công ty tại Hà Nội.",
        "ĐIỀU 2. THỜI HẠN / ARTICLE 2. TERM",
        "The contract has a term of 12 months from the signing date.",
        "Hợp đồng có thời hạn 12 tháng kể từ ngày ký.",
        "ĐIỀU 3. TIỀN LƯƠNG / ARTICLE 3. SALARY",
        "3.1 Basic salary: 20,000,000 VND per month.",
        "3.1 Lương cơ bản: 20.000.000 đồng mỗi tháng.",
        blank=True,
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§2", "§3", "§3.1"]
    assert problems(parsed) == []
    assert clause(parsed, "§2").text_vi == (
        "THỜI HẠN\nHợp đồng có thời hạn 12 tháng kể từ ngày ký."
    )
    assert clause(parsed, "§2").text_en == (
        "TERM\nThe contract has a term of 12 months from the signing date."
    )
    assert clause(parsed, "§3").text_en == "SALARY"


def test_an_article_with_no_english_keeps_none_in_an_english_first_document(
    tmp_path: Path,
) -> None:
    parsed = _parse(
        tmp_path,
        "LABOUR CONTRACT",
        "HỢP ĐỒNG LAO ĐỘNG",
        "Article 1. Term",
        "Điều 1. Thời hạn",
        "The contract has a term of 12 months.",
        "Hợp đồng có thời hạn 12 tháng.",
        "Article 2. Salary",
        "Điều 2. Tiền lương",
        "The basic salary is 20,000,000 VND per month.",
        "Lương cơ bản là 20.000.000 đồng mỗi tháng.",
        "Điều 3. Điều khoản chuyển tiếp",
        "Hợp đồng này thay thế hợp đồng thử việc đã ký trước đó giữa hai bên.",
        "Article 4. Effect",
        "Điều 4. Hiệu lực",
        "The contract takes effect on signing.",
        "Hợp đồng có hiệu lực từ ngày ký.",
        blank=True,
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3", "§4"]
    assert clause(parsed, "§2").text_en == "Salary\nThe basic salary is 20,000,000 VND per month."
    assert clause(parsed, "§3").text_en == ""
    assert problems(parsed) == [("missing_english", "§3")]


def test_a_numbered_form_with_english_values_is_not_a_bilingual_table() -> None:
    """ "1. Chức danh công việc:      Senior Software Engineer": labels on one side, ending in
    colons; each value stays beside its label (drawn across, as forms are)."""
    rows = [
        ("1. Chức danh công việc:", "Senior Software Engineer"),
        ("2. Bộ phận làm việc:", "Research and Development Division"),
        ("3. Người quản lý trực tiếp:", "Head of Engineering"),
        ("4. Mức lương cơ bản:", "3,000 USD gross per month"),
        ("5. Thời gian thử việc:", "Two months from the start date"),
    ]
    plain = "\n".join(text for row in rows for text in row)
    layout = "\n".join(f"{label:<45}{value}" for label, value in rows)
    assert flattened(page_items(StubPdfPage(plain, layout))) == plain.split("\n")


def test_a_point_wrapped_after_the_word_point_is_a_reference(tmp_path: Path) -> None:
    """ "… nêu tại điểm" / "a) khoản 1.3 Điều này …" opened an invented §1.1(a) and cut §1.1
    off at "điểm"; "… set out in" / "Articles 35, 36 …" opened a new paragraph."""
    parsed = _parse(
        tmp_path,
        "Điều 1. Nghĩa vụ không cạnh tranh",
        "Article 1. Non-compete obligation",
        "1.1. Người lao động không làm việc cho đối thủ nêu tại điểm",
        "a) khoản 1.3 Điều này trong thời hạn 12 tháng.",
        "1.1. The Employee shall not work for a competitor referred to in point",
        "(a) of Clause 1.3 of this Article for 12 months.",
        "1.2. Nghĩa vụ này không áp dụng trong các trường hợp quy định tại các",
        "Điều 35, 36 và 37 Bộ luật Lao động.",
        "1.2. This obligation does not apply in the cases set out in",
        "Articles 35, 36 and 37 of the Labor Code.",
        "1.3. Đối thủ cạnh tranh gồm:",
        "1.3. Competitors include:",
        "a) các công ty phần mềm tại Việt Nam;",
        "a) software companies in Vietnam;",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§1.3", "§1.3(a)"]
    assert clause(parsed, "§1.1").text_vi == (
        "Người lao động không làm việc cho đối thủ nêu tại điểm a) khoản 1.3 Điều này trong "
        "thời hạn 12 tháng."
    )
    assert clause(parsed, "§1.2").text_en == (
        "This obligation does not apply in the cases set out in Articles 35, 36 and 37 of the "
        "Labor Code."
    )
    assert problems(parsed) == []


def test_the_parties_heading_over_a_lower_case_signing_note_opens_the_signatures(
    tmp_path: Path,
) -> None:
    """ "(ký, ghi rõ họ tên)" in lower case under "NGƯỜI LAO ĐỘNG    NGƯỜI SỬ DỤNG LAO ĐỘNG"
    was read as the heading's wrapped line: no signature block, and the signers' names were
    the last clause's text ("(Ký, …)" in capitals was read right)."""
    parsed = _parse(
        tmp_path,
        "Điều 1. Bản sao",
        "Article 1. Copies",
        "Hợp đồng lập thành 02 bản.",
        "The contract is made in 02 copies.",
        "",
        "NGƯỜI LAO ĐỘNG                    NGƯỜI SỬ DỤNG LAO ĐỘNG",
        "(ký, ghi rõ họ tên)               (ký tên, đóng dấu)",
        "",
        "Đỗ Thị Lan                        Hoàng Văn Minh",
    )
    assert clause(parsed, "§1").text_vi == "Bản sao\nHợp đồng lập thành 02 bản."
    assert clause(parsed, "§1").text_en == "Copies\nThe contract is made in 02 copies."


def test_a_point_after_points_scored_is_a_point_of_its_own(tmp_path: Path) -> None:
    """ "… xếp loại theo tổng số điểm" (points scored) / "a) Loại A: …": the point opens; only a
    point named in a reference ("a) khoản 1.3 …", "(a) of Clause 1.3") goes on the line."""
    parsed = _parse(
        tmp_path,
        "Điều 1. Đánh giá",
        "1.1. Kết quả công việc hằng năm được xếp loại theo tổng số điểm",
        "a) Loại A: từ 90 điểm trở lên, thưởng 2 tháng lương;",
        "b) Loại B: dưới 90 điểm, không thưởng.",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.1(a)", "§1.1(b)"]


def test_a_form_value_after_a_gap_in_a_pdf_line_stays_in_its_sentence() -> None:
    """ "… của Công ty.     Head Office, Hanoi": a value set apart, not a row's English cell."""
    line = "1.2. Người lao động làm việc tại văn phòng của Công ty.      Head Office, Hanoi"
    plain = "1.2. Người lao động làm việc tại văn phòng của Công ty. Head Office, Hanoi"
    assert flattened(page_items(StubPdfPage(plain, line))) == [plain]


def test_a_reference_wrapped_after_cited_at_goes_on_its_sentence(tmp_path: Path) -> None:
    """ "… như quy định ở" / "Điều 4.": the reference was read as the heading of §4, then
    numbered twice, and §3.2 lost it. "nhà ở" (housing) still ends a line (the test above)."""
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 3. Khiếu nại",
        "Article 3. Complaints",
        "3.1. Người lao động có quyền khiếu nại.",
        "3.1. The Employee may complain.",
        "3.2. Mọi tranh chấp được giải quyết như quy định ở",
        "Điều 4.",
        "3.2. Any dispute is settled as provided in",
        "Article 4.",
        "Điều 4. Giải quyết tranh chấp",
        "Article 4. Dispute resolution",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§3", "§3.1", "§3.2", "§4"]
    assert clause(parsed, "§3.2").text_vi == (
        "Mọi tranh chấp được giải quyết như quy định ở Điều 4."
    )
    assert clause(parsed, "§4").text_vi == "Giải quyết tranh chấp"
    assert problems(parsed) == []


def test_a_long_heading_with_its_english_on_the_same_line_ends_there(tmp_path: Path) -> None:
    """ "Điều 5. Thời giờ làm việc, thời giờ nghỉ ngơi / Article 5. Working hours and rest
    periods" is longer than a heading of one language: the next line, its body, ran on into
    it, and the English of §5 held the body's Vietnamese."""
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG / LABOUR CONTRACT",
        "Điều 5. Thời giờ làm việc, thời giờ nghỉ ngơi / Article 5. Working hours and rest periods",
        "Người lao động làm việc 40 giờ mỗi tuần. / The Employee works 40 hours a week.",
    )
    assert clause(parsed, "§5").text_vi.splitlines() == [
        "Thời giờ làm việc, thời giờ nghỉ ngơi",
        "Người lao động làm việc 40 giờ mỗi tuần.",
    ]
    assert clause(parsed, "§5").text_en.splitlines() == [
        "Working hours and rest periods",
        "The Employee works 40 hours a week.",
    ]


def test_short_subheadings_in_capitalised_words_are_paragraphs_of_their_own(
    tmp_path: Path,
) -> None:
    """ "Phúc Lợi Bổ Sung" / "Additional Benefits" after a sentence that ended, too short for
    a language flip to tell: they ran into the paragraphs around them, the Vietnamese
    sub-heading into the English."""
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 5. Phúc lợi",
        "Article 5. Benefits",
        "Công ty đóng bảo hiểm xã hội theo quy định.",
        "The Company pays social insurance as required.",
        "Phúc Lợi Bổ Sung",
        "Additional Benefits",
        "Người lao động được mua bảo hiểm sức khỏe.",
        "The Employee is covered by health insurance.",
    )
    assert clause(parsed, "§5").text_vi.splitlines() == [
        "Phúc lợi",
        "Công ty đóng bảo hiểm xã hội theo quy định.",
        "Phúc Lợi Bổ Sung",
        "Người lao động được mua bảo hiểm sức khỏe.",
    ]
    assert clause(parsed, "§5").text_en.splitlines()[2] == "Additional Benefits"


@pytest.mark.parametrize("value", ["CHUYỂN KHOẢN", "chuyển khoản", "qua tài khoản"])
def test_a_bank_transfer_is_no_reference_the_next_label_goes_on(tmp_path: Path, value) -> None:
    """ "khoản" closing "chuyển khoản" (a bank transfer) or "tài khoản" (an account) is no
    reference wrapped before its number: "1.2. Payment method:" had run on in the Vietnamese,
    silently (a probe's leftover)."""
    text = "\n".join(
        [
            "HỢP ĐỒNG LAO ĐỘNG",
            "LABOUR CONTRACT",
            "Điều 1. Tiền lương",
            "Article 1. Salary",
            "1.1. Lương cơ bản: 14.500.000 đồng/tháng.",
            "1.1. Basic salary: VND 14,500,000 per month.",
            "1.2. Hình thức trả lương:",
            value,
            "1.2. Payment method:",
            "BANK TRANSFER",
            "1.3. Lương được trả vào ngày 05 hằng tháng.",
            "1.3. Salary is paid on the 5th of each month.",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    payment = clause(parsed, "§1.2")
    assert " ".join(payment.text_vi.split()) == f"Hình thức trả lương: {value}"
    assert " ".join(payment.text_en.split()) == "Payment method: BANK TRANSFER"
