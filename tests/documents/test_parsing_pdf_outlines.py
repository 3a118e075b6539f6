"""A page whose letters are drawn as shapes (text as curves) has no text to read: it is
reported as a scanned page is (``pdf_outlines``), not read as an empty page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import problems

_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
_ARTICLE_1 = [
    "Điều 1. Tiền lương",
    "Article 1. Salary",
    "1.1. Mức lương cơ bản 25.000.000 đồng/tháng.",
    "1.1. Basic salary of VND 25,000,000 per month.",
]
_CLAUSE_1_2 = [
    "1.2. Phụ cấp xăng xe 500.000 đồng/tháng, trả cùng kỳ lương.",
    "1.2. Fuel allowance of VND 500,000 per month, paid with the salary.",
]
_ARTICLE_2 = [
    "Điều 2. Điều khoản thi hành",
    "Article 2. Implementing provisions",
    "2.1. Hợp đồng có hiệu lực từ ngày ký.",
    "2.1. The contract takes effect on signing.",
]


def _outlined(page: Any, line: str, x: float, y: float) -> None:
    """Each letter of ``line`` as a filled outline the size of a 10-point glyph."""
    from reportlab.pdfbase import pdfmetrics

    for character in line:
        width = pdfmetrics.stringWidth(character, "DV", 10)
        if not character.isspace():
            path = page.beginPath()
            path.moveTo(x + 0.5, y)
            path.curveTo(x, y + 3, x, y + 5, x + width / 2, y + 7)
            path.curveTo(x + width, y + 5, x + width, y + 3, x + width - 0.5, y)
            path.close()
            page.drawPath(path, stroke=0, fill=1)
        x += width


def _contract(path: Path, second_page: Any) -> Path:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DV", _FONT))
    page = canvas.Canvas(str(path), pagesize=(595, 842))
    for lines in [_ARTICLE_1, None, _ARTICLE_2]:
        if lines is None:
            second_page(page)
        else:
            page.setFont("DV", 10)
            for row, line in enumerate(lines):
                page.drawString(60, 780 - 20 * row, line)
        page.showPage()
    page.save()
    return path


def test_a_page_of_letters_drawn_as_shapes_is_reported(tmp_path: Path) -> None:
    """Clause 1.2 alone on page 2, printed as curves: it was lost with no problem said (the
    numbering shows no gap, the page read as empty)."""

    def as_shapes(page: Any) -> None:
        for row, line in enumerate(_CLAUSE_1_2):
            _outlined(page, line, 60, 780 - 20 * row)

    parsed = parse_signed_document(_contract(tmp_path / "outlined.pdf", as_shapes))
    assert problems(parsed) == [("page_without_text", None)]
    assert "Page 2 " in parsed.problems[0].message


def test_a_page_of_a_logo_a_signature_and_rules_is_no_text_lost(tmp_path: Path) -> None:
    """A page without text that draws a logo (its name in outlines, one line), a signature's
    scribble and a ruled frame: no letters in lines, nothing reported."""

    def drawings(page: Any) -> None:
        _outlined(page, "CYBEROS JSC", 60, 780)
        for offset in range(30):  # a logo's small marks, on no line of letters
            page.circle(400 + 5 * (offset % 6), 700 + 7 * (offset // 6), 1.5, stroke=0, fill=1)
        scribble = page.beginPath()
        scribble.moveTo(300, 200)
        for step in range(60):
            scribble.curveTo(305 + step, 230, 310 + step, 170, 315 + step, 200)
        page.drawPath(scribble, stroke=0, fill=1)
        for y in range(100, 700, 20):  # a table's rules, drawn as thin filled rectangles
            page.rect(60, y, 470, 0.5, stroke=0, fill=1)
            page.rect(60, y, 0.5, 20, stroke=0, fill=1)

    parsed = parse_signed_document(_contract(tmp_path / "drawn.pdf", drawings))
    assert not parsed.problems
