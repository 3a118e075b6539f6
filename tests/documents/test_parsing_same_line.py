"""A paragraph whose English follows the Vietnamese on the same line, told apart only by its
font (Word: "Hợp đồng … ngày ký. *The contract …*"), and the paragraphs this must leave alone."""

from __future__ import annotations

from pathlib import Path

import docx

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.bilingual import split_bilingual_line
from tests.documents.support import clause, outline, problems


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
