"""A PDF drawn a word at a time: each word its own text object on the line's baseline."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, problems

_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
_LINES = [
    "Điều 1. Thời gian hạn chế",
    "Article 1. Restricted period",
    "1.1. Trong thời hạn 12 tháng kể từ ngày nghỉ việc, Nhân viên không làm việc cho đối thủ.",
    "1.1. For 12 months after leaving, the Employee shall not work for a competitor.",
    "1.2. Bán kính hạn chế là 50 km tính từ trụ sở Công ty.",
    "1.2. The restricted radius is 50 km from the Company's head office.",
    "Điều 2. Khoản bù đắp",
    "Article 2. Compensation",
    "2.1. Công ty trả khoản bù đắp 9.250.000 đồng mỗi tháng trong 05 ngày làm việc đầu tiên.",
    "2.1. The Company pays VND 9,250,000 per month within the first 05 working days.",
    "2.2. Khoản bù đắp chấm dứt khi Nhân viên vi phạm Điều 1.",
    "2.2. Compensation ends when the Employee breaches Article 1.",
]


def _word_by_word_pdf(path: Path) -> Path:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DV", _FONT))
    page = canvas.Canvas(str(path))
    y = 780
    for line in _LINES:
        x = 60.0
        for word in line.split():  # one text object (BT … ET) per word
            page.setFont("DV", 10)
            page.drawString(x, y, word)
            x += pdfmetrics.stringWidth(word + " ", "DV", 10)
        y -= 20
    page.save()
    return path


def test_a_pdf_drawn_word_by_word_keeps_its_lines_and_numbers(tmp_path: Path) -> None:
    parsed = parse_signed_document(_word_by_word_pdf(tmp_path / "words.pdf"))
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.2", "§2", "§2.1", "§2.2"]
    # a number alone in its text object is no page number
    assert clause(parsed, "§1.1").text_vi == (
        "Trong thời hạn 12 tháng kể từ ngày nghỉ việc, Nhân viên không làm việc cho đối thủ."
    )
    assert clause(parsed, "§1.2").text_en == (
        "The restricted radius is 50 km from the Company's head office."
    )
    assert clause(parsed, "§2.1").text_en == (
        "The Company pays VND 9,250,000 per month within the first 05 working days."
    )
    assert clause(parsed, "§1").text_vi == "Thời gian hạn chế"
    assert problems(parsed) == []


def _unruled_table_pdf(path: Path) -> Path:
    """Four cells a row, each its own text object, with no rules: four lines a baseline."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DV", _FONT))
    page = canvas.Canvas(str(path))
    rows = [("STT", "Chỉ tiêu", "KPI", "Trọng số")]
    rows += [
        (f"{i}", f"Chỉ tiêu số {i} về doanh số", f"Sales target {i}", f"{5 + i}%")
        for i in range(1, 16)
    ]
    lines: list[tuple[str, ...]] = [("Điều 1. Chỉ tiêu",), ("Article 1. Targets",), *rows]
    lines += [("Điều 2. Hiệu lực",), ("Article 2. Effect",), ("Có hiệu lực từ ngày ký.",)]
    lines += [("Effective on signing.",)]
    y = 780
    for cells in lines:
        for x, cell in zip((60, 100, 280, 450), cells, strict=False):
            page.setFont("DV", 10)
            page.drawString(x, y, cell)
        y -= 16
    page.save()
    return path


def test_an_unruled_table_of_many_cells_a_row_is_not_a_page_drawn_word_by_word(
    tmp_path: Path,
) -> None:
    """Four lines a baseline, but most of them several words: a table's cells. Read by
    position, its English cells had gone to the English of the next article."""
    parsed = parse_signed_document(_unruled_table_pdf(tmp_path / "table.pdf"))
    assert clause(parsed, "§2").text_en == "Effect\nEffective on signing."
