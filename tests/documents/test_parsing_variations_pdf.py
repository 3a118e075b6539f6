"""A three-page PDF text layer (``paged.pdf``, made by ``make_pdfs.py``): bilingual page
furniture, sentences that continue on the next page, a hyphenated English word."""

from __future__ import annotations

from pathlib import Path

from rubric.documents import Layout
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.formats import Paragraph
from rubric.documents.parsing.plaintext import pdf_blocks
from tests.documents.support import FIXTURES, clause, outline, printed_lines, problems


def test_paged_pdf_with_two_footer_lines_and_clauses_split_across_pages() -> None:
    parsed = parse_signed_document(FIXTURES / "paged.pdf")

    assert parsed.layout is Layout.INTERLEAVED
    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT")
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§1.2", "§1", "1.2.", "1.2."),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "2.1.", "2.1."),
        ("§2.2", "§2", "2.2.", "2.2."),
        ("§3", None, "Điều 3", "Article 3"),
        ("§4", None, "Điều 4", "Article 4"),
    ]
    # The sentence runs over the page break, past the footers and the next page's header.
    assert clause(parsed, "§2.1").text_vi == (
        "Người lao động làm việc từ thứ Hai đến thứ Sáu, mỗi ngày 8 giờ, tổng cộng không quá "
        "40 giờ mỗi tuần."
    )
    assert clause(parsed, "§2.1").text_en == (
        "The Employee works Monday to Friday, 8 hours a day, in total no more than 40 hours "
        "per week."
    )
    # "confiden-" at the foot of page 2 and "tial" at the top of page 3 are one word again.
    assert clause(parsed, "§3").text_en == (
        "Confidentiality\nThe Employee shall not disclose the Company's business and technology "
        "secrets, whether marked confidential or not, during employment and for 24 months after "
        "termination."
    )
    everything = " ".join(c.text_vi + " " + c.text_en for c in parsed.clauses)
    for furniture in ("Trang", "Page", "Hòa Bình", "Phạm Quốc Bảo"):
        assert furniture not in everything
    assert problems(parsed) == []


def test_line_numbers_in_the_margin_are_no_text() -> None:
    """``libreoffice_line_numbers.pdf``: LibreOffice's print of a contract with Word's line
    numbering on. Every line read "7 2.1. Lương cơ bản …", so no label was found and the
    document was refused (no_clauses)."""
    parsed = parse_signed_document(FIXTURES / "libreoffice_line_numbers.pdf")
    assert [(c.ref, c.label_vi, c.label_en) for c in parsed.clauses] == [
        ("§1", "Điều 1", "Article 1"),
        ("§1.1", "1.1.", "1.1."),
        ("§2", "Điều 2", "Article 2"),
        ("§2.1", "2.1.", "2.1."),
    ]
    assert next(c for c in parsed.clauses if c.ref == "§2.1").text_vi == (
        "Lương cơ bản là 9.800.000 đồng mỗi tháng."
    )
    assert parsed.problems == []


def test_a_vietnamese_slash_english_paragraph_wrapped_near_its_slash(tmp_path: Path) -> None:
    """A contract typed "1.2. Vietnamese / 1.2. English" a paragraph, printed to PDF: where
    the page wraps near the slash, the English had opened a paragraph of its own — the
    Vietnamese losing its last word to it ("… Hồ Chí" / "Minh. / 1.2. Place …"), keeping the
    English label ("… 09/02/2028. / 1." / "The Employee …"), or the English keeping the
    slash ("… 24 tháng." / "/ 4.2. If …"), without a word said."""
    lines = [
        "HỢP ĐỒNG THỬ VIỆC / PROBATION CONTRACT",
        "Điều 1. Công việc thử việc / Article 1. Probationary work",
        "1.1. Vị trí thử việc: Chuyên viên phân tích dữ liệu. / 1.1. Position: Data Analyst.",
        "1.2. Địa điểm làm việc: số 67 Lê Lợi, Quận 1, Thành phố Hồ Chí",
        "Minh. / 1.2. Place of work: 67 Le Loi, District 1, Ho Chi Minh City.",
        "1.3. Giấy phép lao động số 1234/GPLĐ có giá trị đến ngày 09/02/2028. / 1.3.",
        "The work permit No. 1234/GPLĐ is valid until 09/02/2028.",
        "1.4. Hai bên ký hợp đồng lao động xác định thời hạn 24 tháng.",
        "/ 1.4. The parties sign a fixed-term labour contract of 24 months.",
        "Điều 2. Hiệu lực / Article 2. Effect",
        "Hợp đồng có hiệu lực từ ngày ký. / The contract takes effect on signing.",
    ]
    parsed = parse_signed_document(printed_lines(tmp_path / "slash.pdf", lines))
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.2", "§1.3", "§1.4", "§2"]
    assert clause(parsed, "§1.2").text_vi == (
        "Địa điểm làm việc: số 67 Lê Lợi, Quận 1, Thành phố Hồ Chí Minh."
    )
    assert (
        clause(parsed, "§1.2").text_en == "Place of work: 67 Le Loi, District 1, Ho Chi Minh City."
    )
    assert clause(parsed, "§1.3").text_vi == (
        "Giấy phép lao động số 1234/GPLĐ có giá trị đến ngày 09/02/2028."
    )
    assert clause(parsed, "§1.3").text_en == (
        "The work permit No. 1234/GPLĐ is valid until 09/02/2028."
    )
    assert clause(parsed, "§1.4").text_en == (
        "The parties sign a fixed-term labour contract of 24 months."
    )
    assert problems(parsed) == []


def test_english_run_on_after_its_vietnamese_wrapped_mid_sentence(tmp_path: Path) -> None:
    """A web page printing each clause's English right after its Vietnamese in the same
    paragraph (in grey), wrapped so that the Vietnamese sentence ends on the line opening the
    English with the same label: read apart, the English took "năm sau." and the Vietnamese
    lost it, silently."""
    lines = [
        "Điều 3. Tiền lương Article 3. Salary",
        "3.1. Mức lương chính thức: 42.000.000 đồng/tháng. 3.1. Official salary: VND",
        "42,000,000 per month.",
        "3.2. Thưởng hiệu quả tối đa 2 tháng lương mỗi năm, chi trả trước ngày 31/01",
        "năm sau. 3.2. A performance bonus of up to 2 months' salary per year, paid",
        "before 31/01 of the following year.",
    ]
    parsed = parse_signed_document(printed_lines(tmp_path / "inline.pdf", lines))
    bonus = clause(parsed, "§3.2")
    assert bonus.text_vi == (
        "Thưởng hiệu quả tối đa 2 tháng lương mỗi năm, chi trả trước ngày 31/01 năm sau."
    )
    assert bonus.text_en == (
        "A performance bonus of up to 2 months' salary per year, paid before 31/01 of the"
        " following year."
    )
    assert problems(parsed) == []


def test_a_forms_options_on_lines_of_their_own_keep_their_boxes(tmp_path: Path) -> None:
    """A form printed to PDF with each option on a line of its own, its box before it, in
    each language: "■" (ticked) had been taken off as a bullet, so the chosen option read as
    the other did, and the short options ran into one paragraph, the English into the
    Vietnamese clause. Silent."""
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1: Thời hạn và công việc hợp đồng",
        "Article 1: Term and work of the contract",
        "- Loại hợp đồng lao động:",
        "- Type of labour contract:",
        "□ Xác định thời hạn",
        "□ Fixed term",
        "■ Không xác định thời hạn",
        "■ Indefinite term",
        "- Thời hạn hợp đồng: kể từ ngày 05/01/2026.",
        "- Term of contract: from 05/01/2026.",
        "Điều 2: Điều khoản thi hành",
        "Article 2: Implementing provisions",
        "■ Hợp đồng được làm thành 02 bản.",
        "■ This contract is made in two copies.",
    ]
    parsed = parse_signed_document(printed_lines(tmp_path / "form.pdf", lines))
    assert clause(parsed, "§1").text_vi == (
        "Thời hạn và công việc hợp đồng\n- Loại hợp đồng lao động:\n□ Xác định thời hạn\n"
        "■ Không xác định thời hạn\n- Thời hạn hợp đồng: kể từ ngày 05/01/2026."
    )
    assert clause(parsed, "§1").text_en == (
        "Term and work of the contract\n- Type of labour contract:\n□ Fixed term\n"
        "■ Indefinite term\n- Term of contract: from 05/01/2026."
    )
    # Bullets of one kind alone are bullets still.
    assert clause(parsed, "§2").text_vi == ("Điều khoản thi hành\nHợp đồng được làm thành 02 bản.")
    assert problems(parsed) == []


def test_two_levels_of_square_bullets_are_no_forms_options() -> None:
    """ "■ Quyền lợi:" heading items bulleted "□": filled and empty squares, but no option
    was ticked; each filled one heads a list. They are bullets, taken off, not boxes."""
    lines = [
        "Điều 2. Quyền và nghĩa vụ",
        "Article 2. Rights and obligations",
        "■ Quyền lợi của người lao động:",
        "■ Rights of the employee:",
        "□ Được trả lương vào ngày 05 hằng tháng.",
        "□ To be paid on the 5th of each month.",
        "■ Nghĩa vụ của người lao động:",
        "■ Obligations of the employee:",
        "□ Hoàn thành công việc.",
        "□ Complete the work.",
    ]
    text = "\n".join(block.text for block in pdf_blocks([lines]) if isinstance(block, Paragraph))
    assert "■" not in text and "□" not in text
    assert "Quyền lợi của người lao động:" in text
