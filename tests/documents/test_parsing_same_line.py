"""A paragraph whose English follows the Vietnamese on the same line, told apart only by its
font (Word: "Hợp đồng … ngày ký. *The contract …*"), and the paragraphs this must leave alone."""

from __future__ import annotations

from pathlib import Path

import docx

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.bilingual import split_bilingual_line
from tests.documents.support import clause, outline, problems, write_text


def test_english_after_the_vietnamese_in_one_word_paragraph(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("HỢP ĐỒNG LAO ĐỘNG")
    for vietnamese, english in [
        ("Điều 1. Thời hạn hợp đồng", "Article 1. Term of contract"),
        (
            "Hợp đồng có thời hạn 12 tháng kể từ ngày ký.",
            "The contract has a term of 12 months from signing.",
        ),
        ("Điều 2. Tiền lương", "Article 2. Salary"),
        (
            "Lương được trả vào ngày 05 hằng tháng. Lương làm thêm giờ trả cùng kỳ.",
            "Salary is paid on the 5th of each month. Overtime is paid with it.",
        ),
    ]:
        paragraph = document.add_paragraph()
        paragraph.add_run(vietnamese + " ")
        paragraph.add_run(english).italic = True
    path = tmp_path / "same_line.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    assert problems(parsed) == []
    assert (
        clause(parsed, "§1").text_vi
        == "Thời hạn hợp đồng\nHợp đồng có thời hạn 12 tháng kể từ ngày ký."
    )
    assert clause(parsed, "§1").text_en == (
        "Term of contract\nThe contract has a term of 12 months from signing."
    )
    assert clause(parsed, "§2").text_vi.endswith("Lương làm thêm giờ trả cùng kỳ.")
    assert clause(parsed, "§2").text_en.endswith("Overtime is paid with it.")


def test_english_inside_a_vietnamese_paragraph_stays_there() -> None:
    for text in [
        # a colon introduces the English; it does not end the Vietnamese
        "Khẩu hiệu của Công ty là: Quality is our commitment to every single customer.",
        # too short to be a translation of what comes before
        "Người lao động tuân thủ Bộ quy tắc ứng xử của Công ty trong mọi hoạt động. Thank you.",
        # an English name inside a Vietnamese sentence
        "Người lao động sử dụng GitHub Enterprise và Google Workspace cho công việc.",
        # English first is not this shape
        "The Employee works 8 hours a day. Người lao động làm việc 8 giờ mỗi ngày.",
    ]:
        assert split_bilingual_line(text) is None, text


def test_a_bar_or_a_spaced_dash_between_the_languages_splits_a_line(tmp_path: Path) -> None:
    """A two-column table flattened to text ("VI | EN") and a chat assistant's bilingual
    Markdown ("VI — *EN*"): the English stayed in the Vietnamese clause, and a point's text
    became its parent's English. A dash inside a Vietnamese sentence splits nothing."""
    text = "\n".join(
        [
            "HỢP ĐỒNG LAO ĐỘNG | LABOUR CONTRACT",
            "",
            "Điều 1. Định nghĩa | Article 1. Definitions",
            "1.1. “Thông tin mật” là mọi thông tin kỹ thuật của Công ty. | "
            "“Confidential Information” means all technical information of the Company.",
            "a) đơn đăng ký sáng chế; | patent applications;",
            "1.2. Mức lương — theo thỏa thuận giữa hai bên. — "
            "The salary is as agreed between the parties.",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "bars.txt", text))
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.1(a)", "§1.2"]
    assert clause(parsed, "§1.1").text_en == (
        "“Confidential Information” means all technical information of the Company."
    )
    assert clause(parsed, "§1.1(a)").text_en == "patent applications;"
    assert clause(parsed, "§1.2").text_vi == "Mức lương — theo thỏa thuận giữa hai bên."
    assert clause(parsed, "§1.2").text_en == "The salary is as agreed between the parties."
    assert not parsed.problems


def test_english_in_a_character_style_that_inherits_its_italics(tmp_path: Path) -> None:
    # "Bản dịch", based on Word's "Emphasis", is in italics only by what it is based on: the
    # English it marks is still the translation after the Vietnamese, ended by a colon.
    document = docx.Document()
    translation = document.styles.add_style("BanDich", 2)  # a character style
    translation.base_style = document.styles["Emphasis"]
    document.add_paragraph("Điều 1. Phụ cấp")
    document.add_paragraph().add_run("Article 1. Allowances").italic = True
    paragraph = document.add_paragraph()
    paragraph.add_run("1.1. Phụ cấp hằng tháng gồm: ")
    paragraph.add_run("Monthly allowances include:", style="BanDich")
    path = tmp_path / "inherited_italics.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    allowances = clause(parsed, "§1.1")
    assert allowances.text_vi == "Phụ cấp hằng tháng gồm:"
    assert allowances.text_en == "Monthly allowances include:"
    assert problems(parsed) == []


ENGLISH_FIRST_SLASHES = "\n\n".join(
    [
        "NON-DISCLOSURE AGREEMENT / THỎA THUẬN BẢO MẬT",
        "Article 1. Confidential information / Điều 1. Thông tin mật",
        "1.1. Confidential information includes the Company's source code."
        " / 1.1. Thông tin mật gồm mã nguồn của Công ty.",
        "Article 2. Term / Điều 2. Thời hạn",
        "The obligation lasts 24 months after the labour contract ends."
        " / Nghĩa vụ bảo mật kéo dài 24 tháng sau khi chấm dứt hợp đồng lao động.",
    ]
)


def test_an_english_first_line_splits_into_its_halves(tmp_path: Path) -> None:
    """An English-first document writing each pair on one line, "Article 1. … / Điều 1. …":
    every rule splitting a line wanted the Vietnamese first, so each whole line went to the
    Vietnamese and every clause lost its English (``missing_english``)."""
    parsed = parse_signed_document(write_text(tmp_path / "nda.txt", ENGLISH_FIRST_SLASHES))
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    assert clause(parsed, "§2").text_vi.splitlines() == [
        "Thời hạn",
        "Nghĩa vụ bảo mật kéo dài 24 tháng sau khi chấm dứt hợp đồng lao động.",
    ]
    assert clause(parsed, "§2").text_en.splitlines() == [
        "Term",
        "The obligation lasts 24 months after the labour contract ends.",
    ]
    assert problems(parsed) == []


def test_an_english_cell_beside_its_vietnamese_on_one_printed_line() -> None:
    """An English | Vietnamese table printed to PDF puts a row's two one-line cells on one
    line, the Vietnamese opening with its own label of the same number."""
    assert split_bilingual_line("Article 2. Term of contract Điều 2. Thời hạn hợp đồng") == (
        "Điều 2. Thời hạn hợp đồng",
        "Article 2. Term of contract",
    )
    assert split_bilingual_line("a) lunch allowance: VND 1,000,000; a) phụ cấp ăn trưa;") == (
        "a) phụ cấp ăn trưa;",
        "a) lunch allowance: VND 1,000,000;",
    )
    # another number: a reference to another article, no translation
    assert split_bilingual_line("Article 2. As set out in Điều 3. Tiền lương") is None
    # the same number, cited by a sentence that goes on into it: one line, no two halves
    assert (
        split_bilingual_line("Article 3. Salary as defined in Điều 3. Tiền lương của Thỏa ước")
        is None
    )
    assert split_bilingual_line("3.2. Salary is paid as set out in 3.2. Quy chế lương") is None
