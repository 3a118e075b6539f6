"""Misreadings a probe of newly written documents found (probe 22, 2026-12: 328 documents in
ten new families), each as the smallest document that showed it. Each was silent: a clause lost
a figure, or took words that are no part of it, with no problem reported."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_text

_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _canvas(path: Path):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", _FONT))
    page = canvas.Canvas(str(path), pagesize=(595, 842))
    page.setFont("DejaVu", 10)
    return page


def _justified(page, y: float, line: str, width: float = 495) -> None:
    """A line justified as some exporters draw it: each word on its own, the spaces widened."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    words = line.split(" ")
    widths = [stringWidth(word, "DejaVu", 10) for word in words]
    gap = (width - sum(widths)) / (len(words) - 1)
    x = 50.0
    for word, drawn in zip(words, widths, strict=True):
        page.drawString(x, y, word)
        x += drawn + gap


def test_a_justified_line_drawn_a_word_at_a_time_keeps_its_figures(tmp_path: Path) -> None:
    """On a page of whole lines, one justified clause drawn word by word: pypdf gave each word
    a line, and "05" alone on its line was dropped as a page number ("trên ngày"), the English
    cut to "An"."""
    page = _canvas(tmp_path / "justified.pdf")
    y = 790.0
    for line in ["HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT", "Điều 1. Nghỉ phép", "Article 1. Leave"]:
        page.drawString(50, y, line)
        y -= 14
    for number in range(1, 7):
        page.drawString(50, y, f"1.{number}. Phụ cấp ăn ca: 01 bữa ăn mỗi ca làm việc.")
        page.drawString(50, y - 14, f"1.{number}. Meal allowance: 01 meal per shift.")
        y -= 28
    _justified(page, y, "1.7. Người lao động nghỉ không lương trên 05 ngày trong tháng không được")
    page.drawString(50, y - 14, "chia phí phục vụ.")
    _justified(page, y - 28, "1.7. An Employee on unpaid leave for more than 05 days in a month")
    page.drawString(50, y - 42, "receives no service charge.")
    page.save()
    parsed = parse_signed_document(tmp_path / "justified.pdf")
    assert (clause(parsed, "§1.7").text_vi, clause(parsed, "§1.7").text_en) == (
        "Người lao động nghỉ không lương trên 05 ngày trong tháng không được chia phí phục vụ.",
        "An Employee on unpaid leave for more than 05 days in a month receives no service charge.",
    )
    assert clause(parsed, "§1.6").text_vi == "Phụ cấp ăn ca: 01 bữa ăn mỗi ca làm việc."


def _footnoted(path: Path, *, number_apart: bool) -> Path:
    """A clause with a footnote's raised marker in each language, the notes at the foot of the
    page (their numbers raised and apart, as Word prints them, or in one run with the note,
    in the notes' smaller print), and the page's number below them."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    page = _canvas(path)
    y = 790.0
    lines = [
        ("HỢP ĐỒNG LAO ĐỘNG", None),
        ("LABOUR CONTRACT", None),
        ("Điều 1. Tiền lương", None),
        ("Article 1. Wages", None),
        ("1.1. Lương cơ bản: 14.200.000 đồng/tháng.", "1"),
        ("1.1. Basic salary: VND 14,200,000 per month.", "2"),
        ("1.2. Phụ cấp giờ bay: 165.000 đồng/giờ.", None),
        ("1.2. Flight-hour allowance: VND 165,000 per hour.", None),
    ]
    for text, marker in lines:
        page.setFont("DejaVu", 10)
        page.drawString(50, y, text)
        if marker:
            page.setFont("DejaVu", 6)
            page.drawString(50.5 + stringWidth(text, "DejaVu", 10), y + 4, marker)
        y -= 14
    page.line(50, 75, 200, 75)
    notes = [
        (65, "1", "Áp dụng cả cho thời gian thử việc của người lao động."),
        (55, "2", "Also applies during the employee's probation."),
    ]
    for at, number, note in notes:
        if number_apart:
            page.setFont("DejaVu", 5)
            page.drawString(50, at + 3, number)
            page.setFont("DejaVu", 8)
            page.drawString(55, at, note)
        else:
            page.setFont("DejaVu", 8)
            page.drawString(50, at, f"{number} {note}")
    page.setFont("DejaVu", 8)
    page.drawCentredString(297, 30, "1")
    page.save()
    return path


def test_footnotes_above_the_page_number_are_no_clause_s_text(tmp_path: Path) -> None:
    """The page's number "1" below the notes was taken for a note of its own: the note "1"
    was then cut from its number and glued into the last clause on the page (§1.2, not even
    the clause it notes). Notes whose numbers share their run ("1 Theo Bộ luật …") were not
    found at all."""
    for number_apart in (True, False):
        parsed = parse_signed_document(
            _footnoted(tmp_path / f"notes-{number_apart}.pdf", number_apart=number_apart)
        )
        assert (clause(parsed, "§1.2").text_vi, clause(parsed, "§1.2").text_en) == (
            "Phụ cấp giờ bay: 165.000 đồng/giờ.",
            "Flight-hour allowance: VND 165,000 per hour.",
        ), number_apart
        assert clause(parsed, "§1.1").text_vi == "Lương cơ bản: 14.200.000 đồng/tháng."
        assert problems(parsed) == []


_WRAPPED = """HỢP ĐỒNG LAO ĐỘNG
LABOUR CONTRACT
Điều 1. Tranh chấp
Article 1. Disputes
1.1. Người lao động bồi thường thiệt hại thực tế.
1.1. The Employee compensates the actual loss.

1.2. Tranh chấp được giải quyết tại Tòa án nhân dân tỉnh
Lào Cai.
1.2. Disputes are settled by the People's Court of Lao Cai
province.
"""


def test_a_place_name_wrapped_onto_its_own_line_ends_its_sentence(tmp_path: Path) -> None:
    """ "1.2. Tranh chấp … tỉnh" passed for a clause's heading, and "Lào Cai." under it went
    to the English of §1.1."""
    parsed = parse_signed_document(write_text(tmp_path / "wrapped.txt", _WRAPPED))
    assert clause(parsed, "§1.1").text_en == "The Employee compensates the actual loss."
    assert clause(parsed, "§1.2").text_vi == (
        "Tranh chấp được giải quyết tại Tòa án nhân dân tỉnh Lào Cai."
    )


def _wrapped_at(width: int) -> str:
    """A contract hard-wrapped at ``width`` characters, as pdftotext or an e-mail leaves it."""
    import textwrap

    paragraphs = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Công việc",
        "Article 1. Work",
        "1.1. Người lao động làm việc tại nhà riêng của Người sử dụng lao động, số 27 ngõ 102 "
        "phố Trường Chinh, phường Phương Mai, quận Đống Đa, Hà Nội.",
        "1.1. The Worker works at the Employer's home, No. 27, Lane 102, Trường Chinh Street, "
        "Phương Mai Ward, Đống Đa District, Hà Nội.",
        "1.2. Người lao động làm việc 08 giờ mỗi ngày, từ thứ Hai đến thứ Sáu hằng tuần.",
        "1.2. The Worker works 08 hours a day, from Monday to Friday every week.",
        "Điều 2. Người liên hệ",
        "Article 2. Contact persons",
        "2.1. Người đại diện của Người sử dụng lao động là ông Nguyễn Văn Thắng, điện thoại "
        "0912 345 678.",
        "2.1. The Employer's representative is Mr. Nguyễn Văn Thắng, telephone 0912 345 678.",
        "2.2. Người lao động báo tin cho người đại diện trong vòng 24 giờ khi nghỉ ốm.",
        "2.2. The Worker informs the representative within 24 hours when on sick leave.",
        "Điều 3. Tiền lương",
        "Article 3. Wages",
        "3.1. Tiền lương: 7.500.000 đồng/tháng, trả vào ngày 05 hằng tháng bằng chuyển khoản.",
        "3.1. Wages: VND 7,500,000 per month, paid on the 5th of each month by bank transfer.",
        "3.2. Người lao động được nghỉ hằng năm 12 ngày làm việc, hưởng nguyên lương.",
        "3.2. The Worker has 12 working days of annual leave on full pay.",
    ]
    return "\n\n".join(textwrap.fill(paragraph, width) for paragraph in paragraphs) + "\n"


def test_an_english_line_wrapped_before_a_vietnamese_name_stays_english(tmp_path: Path) -> None:
    """ "2.1. The Employer's representative is Mr. Nguyễn" / "Văn Thắng, telephone 0912 345
    678.": the labelled line, as wide as the text's, passed for a heading, and its rest, read
    as Vietnamese by its names, went into the Vietnamese (the English lost the telephone
    number). Probe 22 saw it at 8 of 13 widths; each width from 40 to 88 is read alike."""
    for width in range(40, 92, 4):
        parsed = parse_signed_document(write_text(tmp_path / f"w{width}.txt", _wrapped_at(width)))
        assert [ref for ref, *_ in outline(parsed)] == [
            "§1",
            "§1.1",
            "§1.2",
            "§2",
            "§2.1",
            "§2.2",
            "§3",
            "§3.1",
            "§3.2",
        ], width
        assert clause(parsed, "§2.1").text_en == (
            "The Employer's representative is Mr. Nguyễn Văn Thắng, telephone 0912 345 678."
        ), width
        assert clause(parsed, "§2.1").text_vi.endswith("điện thoại 0912 345 678."), width
        assert clause(parsed, "§1.1").text_en.endswith("Đống Đa District, Hà Nội."), width
        assert problems(parsed) == [], width
