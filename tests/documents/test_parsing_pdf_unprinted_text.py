"""A PDF's text layer holding what its page does not print, or printing one thing twice.

Each PDF is drawn here line by line with reportlab, one trick beside one clause; the clause
must read as the page prints it, and every other clause as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, problems

_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
_LINES = [
    "Điều 1. Thời hạn và công việc",
    "Article 1. Term and work",
    "1.1. Hợp đồng có thời hạn 12 tháng kể từ ngày 01/03/2026.",
    "1.1. The contract has a term of 12 months from 01/03/2026.",
    "1.2. Chức danh: Kỹ sư kiểm thử phần mềm.",
    "1.2. Position: Software Test Engineer.",
    "Điều 2. Tiền lương và phụ cấp",
    "Article 2. Salary and allowances",
    "2.1. Mức lương cơ bản: 25.000.000 đồng/tháng.",
    "2.1. Basic salary: VND 25,000,000 per month.",
    "2.2. Phụ cấp xăng xe 500.000 đồng/tháng.",
    "2.2. Fuel allowance of VND 500,000 per month.",
    "Điều 3. Thời giờ làm việc",
    "Article 3. Working time",
    "3.1. Làm việc 40 giờ mỗi tuần, từ thứ Hai đến thứ Sáu.",
    "3.1. Work 40 hours a week, Monday to Friday.",
    "3.2. Nghỉ hằng năm: 14 ngày làm việc được hưởng nguyên lương.",
    "3.2. Annual leave: 14 working days with full pay.",
]
_SIZE = 10.0
_LEFT = 60.0

# A hook draws one line itself (returning True) or leaves it to be drawn plainly, after
# which it may add a drawing of its own: (canvas, line, x, y).
Hook = Callable[[Any, str, float, float], bool | None]


def _register() -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    pdfmetrics.registerFont(TTFont("DV", _FONT))


def _contract_pdf(path: Path, before: Hook | None = None, after: Hook | None = None) -> Path:
    from reportlab.pdfgen import canvas

    _register()
    page = canvas.Canvas(str(path))
    page.setFont("DV", _SIZE)
    y = 780.0
    for line in _LINES:
        if not (before and before(page, line, _LEFT, y)):
            page.setFont("DV", _SIZE)
            page.drawString(_LEFT, y, line)
        if after:
            after(page, line, _LEFT, y)
        y -= 20
    page.save()
    return path


def _as_printed(path: Path, reported: list[tuple[str, str | None]] | None = None) -> None:
    """Every clause reads as ``_LINES`` prints it, and the problems are those ``reported``."""
    parsed = parse_signed_document(path)
    assert [c.ref for c in parsed.clauses] == [
        "§1", "§1.1", "§1.2", "§2", "§2.1", "§2.2", "§3", "§3.1", "§3.2"
    ]  # fmt: skip
    printed = dict(zip(_LINES[::2], _LINES[1::2], strict=True))
    for found in parsed.clauses:
        vi = next(line for line in printed if found.text_vi in line)
        assert vi.endswith(found.text_vi) and printed[vi].endswith(found.text_en), found.ref
    assert clause(parsed, "§2.1").text_vi == "Mức lương cơ bản: 25.000.000 đồng/tháng."
    assert problems(parsed) == (reported or [])


def _margin_note(page: Any, line: str, x: float, y: float) -> None:
    """A note turned a quarter up the right margin, drawn right after §2.1's English."""
    if line.startswith("2.1. Basic"):
        page.saveState()
        page.translate(560, y - 60)
        page.rotate(90)
        page.setFont("DV", 7)
        page.drawString(0, 0, "Đã sửa đổi theo Phụ lục 01 / Amended by Appendix 01")
        page.restoreState()


def test_a_note_turned_up_the_margin_is_no_clause_text(tmp_path: Path) -> None:
    """A note turned a quarter up the right margin, drawn right after §2.1 in the stream
    ("Đã sửa đổi theo Phụ lục 01"): pypdf read it onto §2.1's English."""

    _as_printed(_contract_pdf(tmp_path / "note.pdf", after=_margin_note))


def test_a_note_turned_up_the_margin_beside_a_watermark_is_not_too_small(
    tmp_path: Path,
) -> None:
    """With a watermark ("BẢN SAO" across the page) the page is read by position, where a
    glyph's size was the height of its box: for the note turned a quarter, its advance ("i",
    "l", "t" at 7 pt, 2 pt high), reported as too small to read on §1.1, beside nothing."""

    def drawn(page: Any, line: str, x: float, y: float) -> None:
        if line.startswith("Điều 1."):
            page.saveState()
            page.setFillGray(0.85)
            page.translate(300, 400)
            page.rotate(45)
            page.setFont("DV", 60)
            page.drawString(-150, 0, "BẢN SAO")
            page.restoreState()
        _margin_note(page, line, x, y)

    _as_printed(_contract_pdf(tmp_path / "watermark_note.pdf", after=drawn))


def _glyph(text: str, x: float, y: float, matrix: tuple[float, ...]) -> Any:
    from types import SimpleNamespace

    return SimpleNamespace(
        x0=x,
        x1=x + 5,
        y0=y,
        y1=y + 10,
        matrix=matrix,
        size=10.0,
        height=10.0,
        get_text=lambda: text,
        set_bbox=lambda box: None,
    )


def test_read_by_position_a_turned_note_is_left_out_and_a_turned_page_kept() -> None:
    """Read by position (a page with a watermark, say), the note's letters stood a line
    each; a page mostly turned (a scan fed sideways) is still turned back whole."""
    from rubric.documents.parsing.pdf_geometry import turned_upright

    upright, up = (1, 0, 0, 1, 0, 0), (0, 1, -1, 0, 0, 0)
    body = [_glyph("a", 100 + 5 * index, 500, upright) for index in range(40)]
    note = [_glyph("b", 560, 300 + 5 * index, up) for index in range(10)]
    assert turned_upright(body + note) == body
    scan = [_glyph("c", 100, 100 + 5 * index, up) for index in range(40)]
    assert len(turned_upright(scan + body[:5])) == 45


def _is_heading(line: str) -> bool:
    return line.startswith(("Điều", "Article"))


def test_a_heading_drawn_again_glyph_by_glyph_inside_one_tj_reads_once(tmp_path: Path) -> None:
    """Each glyph of a heading drawn, moved back by its width less a little, and drawn again,
    all in one TJ array (a bold made by hand): pypdf joined it into one run ("ĐĐiiềềuu 22..")
    that overlapped none, and the heading went into the clause before it."""
    import re

    from reportlab.pdfbase import pdfmetrics

    def bold(page: Any, line: str, x: float, y: float) -> bool:
        if not _is_heading(line):
            return False
        text = page.beginText(x, y)
        text.setFont("DV", _SIZE)
        font, parts = "", []
        for character in line:  # (the first glyph's code sets the font's subset)
            shown = re.fullmatch(r"(.*?)(\(.*\)) Tj", text._formatText(character), re.DOTALL)
            assert shown is not None
            font = font or shown.group(1)
            back = pdfmetrics.stringWidth(character, "DV", 1000) - 30
            parts.append(f"{shown.group(2)} {back:.0f} {shown.group(2)}")
        text._code.append(f"{font}[{' '.join(parts)}] TJ")
        page.drawText(text)
        return True

    _as_printed(_contract_pdf(tmp_path / "bold.pdf", before=bold))


def test_a_heading_drawn_thrice_inside_one_text_object_reads_once(tmp_path: Path) -> None:
    """A heading drawn three times, 0.2 pt apart, each placed by its own Tm inside one BT:
    pypdf joined the copies into one run ("Tiền lương và phụ cấpĐiều 2. Tiền lương …")."""

    def bold(page: Any, line: str, x: float, y: float) -> bool:
        if not _is_heading(line):
            return False
        text = page.beginText()
        text.setFont("DV", _SIZE)
        for offset in (0.0, 0.2, 0.4):
            text.setTextOrigin(x + offset, y)
            text.textOut(line)
        page.drawText(text)
        return True

    _as_printed(_contract_pdf(tmp_path / "bold.pdf", before=bold))


def test_the_same_words_drawn_apart_on_a_line_are_not_drawn_over_themselves() -> None:
    """Dot leaders or a repeated word each placed by its own Tm further along the line, and
    a string after a kerning move, are drawn once each."""
    from rubric.documents.parsing.pdf_geometry import _Drawing, _drawn_back_over

    drawing = _Drawing()
    identity = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
    drawing.before(b"Tf", ["/F1", 10], identity, identity)
    for x in (60.0, 80.0, 100.0):
        drawing.before(b"Tm", [], identity, identity)
        drawing.before(b"Tj", [".."], identity, [1.0, 0.0, 0.0, 1.0, x, 700.0])
    assert not drawing.overdrawn
    assert not _drawn_back_over(["A", 80, "A"])
    assert _drawn_back_over(["A", 570, "A"])


_OLD = {
    "2.1. Mức lương": "2.1. Mức lương cơ bản: 20.000.000 đồng/tháng (hai mươi triệu).",
    "2.1. Basic": "2.1. Basic salary: VND 20,000,000 per month (twenty million).",
}


def _older_clause_under(how: Callable[[Any], None]) -> Hook:
    """§2.1's older wording drawn first, as ``how`` sets the ink, under the printed one."""

    def draw(page: Any, line: str, x: float, y: float) -> bool:
        old = next((text for start, text in _OLD.items() if line.startswith(start)), None)
        if old is not None:
            page.saveState()
            text = page.beginText(x, y)
            text.setFont("DV", _SIZE)
            how(text)
            text.textOut(old)
            page.drawText(text)
            page.restoreState()
        return False

    return draw


def test_an_older_clause_drawn_invisibly_under_the_printed_one_is_no_text(
    tmp_path: Path,
) -> None:
    """§2.1's older text (20.000.000) drawn in render mode 3 (invisible) under the printed
    one: pypdf read both ("…20.000.000 … (hai mươi triệu).2.1. Mức lương cơ bản: 25.000.000")."""
    invisible = _older_clause_under(lambda text: text.setTextRenderMode(3))
    _as_printed(_contract_pdf(tmp_path / "invisible.pdf", before=invisible))


def test_an_older_clause_drawn_in_white_under_the_printed_one_is_no_text(
    tmp_path: Path,
) -> None:
    white = _older_clause_under(lambda text: text.setFillColorRGB(1, 1, 1))
    _as_printed(_contract_pdf(tmp_path / "white.pdf", before=white))
    gray = _older_clause_under(lambda text: text.setFillGray(1))
    _as_printed(_contract_pdf(tmp_path / "gray.pdf", before=gray))


def test_a_clause_in_a_spot_colour_at_full_ink_is_printed_text(tmp_path: Path) -> None:
    """§2.1 printed in a spot colour (Separation) at full ink, "1 scn": it was taken for
    white, a gray of 1, and §2.1's Vietnamese left out unsaid."""
    from reportlab.lib.colors import CMYKColorSep

    def spot(page: Any, line: str, x: float, y: float) -> bool:
        if not line.startswith("2.1. Mức"):
            return False
        page.saveState()
        page.setFillColor(CMYKColorSep(1, 0.5, 0, 0.2, spotName="PANTONE300", density=1))
        page.setFont("DV", _SIZE)
        page.drawString(x, y, line)
        page.restoreState()
        return True

    _as_printed(_contract_pdf(tmp_path / "spot.pdf", before=spot))


def test_white_is_told_in_gray_rgb_and_cmyk_only() -> None:
    """A colour's operands are white only in the colour space they are read in: a spot
    colour's 1 is its full ink, a palette's 1 its second entry, an unknown space's untold."""
    from pdfminer.pdfcolor import PREDEFINED_COLORSPACE, PDFColorSpace

    from rubric.documents.parsing.pdf_geometry import _Drawing, _white_ink

    spaces = dict(PREDEFINED_COLORSPACE)
    assert _white_ink(1, spaces["DeviceGray"]) and _white_ink(1, spaces["CalGray"])
    assert _white_ink([1, 1, 1], spaces["DeviceRGB"]) and _white_ink([0] * 4, spaces["DeviceCMYK"])
    assert _white_ink([1, 1, 1], PDFColorSpace("ICCBased", 3))
    assert not _white_ink(1, spaces["Separation"]) and not _white_ink(1, spaces["Indexed"])
    assert not _white_ink([1, 1], PDFColorSpace("DeviceN", 2))
    assert not _white_ink(1, spaces["DeviceRGB"]) and not _white_ink(0.5, spaces["DeviceGray"])

    def white(*ops: tuple[bytes, list[Any]]) -> bool:
        drawing = _Drawing()
        for operator, operands in ops:
            drawing.before(operator, operands, [1, 0, 0, 1, 0, 0], [1, 0, 0, 1, 0, 0])
        return drawing.white

    assert white((b"g", [1])) and white((b"rg", [1, 1, 1])) and white((b"k", [0, 0, 0, 0]))
    assert white((b"cs", ["/DeviceGray"]), (b"sc", [1]))
    assert not white((b"cs", ["/CS0"]), (b"scn", [1]))  # a resource not found: not told
    assert not white((b"cs", ["/DeviceRGB"]), (b"sc", [1]))
    assert white((b"g", [1]), (b"q", []), (b"cs", ["/Spot"]), (b"Q", []))
    assert not white((b"cs", ["/Spot"]), (b"q", []), (b"g", [1]), (b"Q", []), (b"sc", [1]))


def _extra_clause(y: float) -> Hook:
    """A clause 3.3 drawn at ``y`` right after §3.2 in the stream."""

    def draw(page: Any, line: str, x: float, _: float) -> None:
        if line.startswith("3.2. Annual"):
            page.setFont("DV", _SIZE)
            page.drawString(x, y, "3.3. Người lao động được nghỉ thêm 02 ngày phép.")
            page.drawString(x, y - 14, "3.3. The employee has 02 extra days of leave.")

    return draw


def test_a_clause_drawn_below_the_crop_box_or_off_the_page_is_no_text(tmp_path: Path) -> None:
    """A clause drawn below the crop box, or below the media box: not on the printed page,
    it was read as §3.3 (or onto §3.2)."""
    from pypdf import PdfReader, PdfWriter

    cropped = _contract_pdf(tmp_path / "cropped.pdf", after=_extra_clause(38))
    writer = PdfWriter(clone_from=PdfReader(cropped))
    writer.pages[0].cropbox.lower_left = (0, 50)
    writer.write(cropped)
    _as_printed(cropped)
    _as_printed(_contract_pdf(tmp_path / "below.pdf", after=_extra_clause(-40)))


def test_a_sentence_at_half_a_point_is_no_text_and_small_print_stays(tmp_path: Path) -> None:
    """A 0.5 pt sentence appended to §2.2 (unreadable on paper) was read into it, then left
    out unsaid: it is left out and reported on §2.2, whose line it was drawn on; a 4 pt line
    of small print is real text, kept and not reported."""

    def tiny(page: Any, line: str, x: float, y: float) -> None:
        if line.startswith("2.2. Phụ"):
            page.setFont("DV", 0.5)
            page.drawString(x + 200, y, "Khoản phụ cấp này có thể bị thu hồi bất cứ lúc nào.")

    path = _contract_pdf(tmp_path / "tiny.pdf", after=tiny)
    _as_printed(path, reported=[("text_too_small", "§2.2")])
    message = parse_signed_document(path).problems[0].message
    assert "Page 1" in message and "Khoản phụ cấp này có thể bị thu hồi" in message

    def small(page: Any, line: str, x: float, y: float) -> None:
        if line.startswith("3.2. Annual"):
            page.setFont("DV", 4)
            page.drawString(x, 40, "Mẫu HR-FM-027 / Form HR-FM-027")

    parsed = parse_signed_document(_contract_pdf(tmp_path / "small.pdf", after=small))
    assert clause(parsed, "§3.2").text_en.endswith("Form HR-FM-027")
    assert problems(parsed) == []


def test_white_on_a_dark_fill_and_invisible_text_on_an_image_are_kept(tmp_path: Path) -> None:
    """On a page read by position for its hidden older clause: §1.1 printed white on a dark
    band, and §3.2 invisible over an image of it (a scanned stamp's OCR text) are text."""
    from PIL import Image
    from reportlab.lib.utils import ImageReader

    hidden = _older_clause_under(lambda text: text.setTextRenderMode(3))

    def draw(page: Any, line: str, x: float, y: float) -> bool | None:
        if line.startswith("1.1. Hợp"):
            page.saveState()
            page.setFillColorRGB(0.1, 0.2, 0.5)
            page.rect(x - 2, y - 4, 420, 14, fill=1, stroke=0)
            page.setFillColorRGB(1, 1, 1)
            page.setFont("DV", _SIZE)
            page.drawString(x, y, line)
            page.restoreState()
            return True
        if line.startswith("3.2. Nghỉ"):
            scan = ImageReader(Image.new("L", (40, 4), 128))
            page.drawImage(scan, x - 2, y - 4, 420, 14)
            page.saveState()
            text = page.beginText(x, y)
            text.setFont("DV", _SIZE)
            text.setTextRenderMode(3)
            text.textOut(line)
            page.drawText(text)
            page.restoreState()
            return True
        return hidden(page, line, x, y)

    _as_printed(_contract_pdf(tmp_path / "grounds.pdf", before=draw))


_FIGURES = {
    "2.1. Mức lương": ("25.000.000", "28.000.000"),
    "2.1. Basic": ("25,000,000", "28,000,000"),
}


def _retyped(page: Any, line: str, x: float, y: float) -> None:
    """§2.1's figure covered by a box filled in white, another typed over it."""
    from reportlab.pdfbase import pdfmetrics

    figures = next((pair for start, pair in _FIGURES.items() if line.startswith(start)), None)
    if figures is None:
        return
    old, new = figures
    left = x + pdfmetrics.stringWidth(line.split(old)[0], "DV", _SIZE)
    page.saveState()
    page.setFillColorRGB(1, 1, 1)
    page.rect(
        left - 0.5, y - 2.5, pdfmetrics.stringWidth(old, "DV", _SIZE) + 1, 12, fill=1, stroke=0
    )
    page.restoreState()
    page.drawString(left, y, new)


def test_a_figure_whited_out_and_typed_over_reads_as_printed_and_is_reported(
    tmp_path: Path,
) -> None:
    """§2.1's 25.000.000 covered by a white box and 28.000.000 typed over it, in both
    languages: the text layer holds both, and read "285.000.000" with nothing said (the
    languages agreeing, no numbers_differ). A whiteout over signed text is how a page is
    altered: it reads as printed and is reported on §2.1, naming what the box covers."""
    parsed = parse_signed_document(_contract_pdf(tmp_path / "retyped.pdf", after=_retyped))
    found = clause(parsed, "§2.1")
    assert found.text_vi == "Mức lương cơ bản: 28.000.000 đồng/tháng."
    assert found.text_en == "Basic salary: VND 28,000,000 per month."
    assert problems(parsed) == [("text_covered", "§2.1")]
    message = parsed.problems[0].message
    assert "Page 1" in message and "25.000.000" in message and "25,000,000" in message


def test_a_clause_whited_out_is_no_text_and_is_reported(tmp_path: Path) -> None:
    """All of §3.2, both languages, under a box filled in white drawn after it: it was read
    as a clause the page does not show."""

    def whiteout(page: Any, line: str, x: float, y: float) -> None:
        if line.startswith("3.2. Annual"):
            page.setFillColorRGB(1, 1, 1)
            page.rect(x - 1, y - 4, 420, 34, fill=1, stroke=0)

    parsed = parse_signed_document(_contract_pdf(tmp_path / "whiteout.pdf", after=whiteout))
    assert [c.ref for c in parsed.clauses][-2:] == ["§3", "§3.1"]
    assert problems(parsed) == [("text_covered", None)]
    assert "Nghỉ hằng năm: 14 ngày" in parsed.problems[0].message


def test_white_grounds_drawn_before_their_text_and_boxes_beside_it_are_no_whiteout(
    tmp_path: Path,
) -> None:
    """A white ground under each line drawn before it (a table cell's), a white box right of
    a line's end, a white box over an image (a scan cleaned up), a highlight in colour and a
    rule drawn over the text after it: all of it prints, none is reported — the page read as
    drawn, and read by position (for an older §2.1 drawn invisibly under the printed one)."""
    from PIL import Image
    from pypdf import PdfReader
    from reportlab.lib.utils import ImageReader

    from rubric.documents.parsing.pdf_geometry import survey

    hidden = _older_clause_under(lambda text: text.setTextRenderMode(3))

    def ground(page: Any, line: str, x: float, y: float) -> bool:
        page.saveState()
        page.setFillColorRGB(1, 1, 1)
        page.rect(x - 2, y - 4, 480, 18, fill=1, stroke=0)
        page.restoreState()
        return False

    def ground_and_hidden(page: Any, line: str, x: float, y: float) -> bool | None:
        return ground(page, line, x, y) or hidden(page, line, x, y)

    def over(page: Any, line: str, x: float, y: float) -> None:
        page.saveState()
        if line.startswith("1.1. Hợp"):
            page.setFillColorRGB(1, 1, 1)
            page.rect(x + 400, y - 3, 100, 14, fill=1, stroke=0)
        elif line.startswith("1.2. Chức"):
            page.drawImage(ImageReader(Image.new("L", (40, 4), 128)), x + 300, y - 4, 120, 14)
            page.setFillColorRGB(1, 1, 1)
            page.rect(x + 320, y - 3, 60, 10, fill=1, stroke=0)
        elif line.startswith("2.2. Phụ"):
            page.setFillColorRGB(1, 1, 0.6)
            page.rect(x - 1, y - 3, 200, 13, fill=1, stroke=0)
        elif line.startswith("3.1. Work"):
            page.setFillColorRGB(0, 0, 0)
            page.rect(x - 2, y - 5, 480, 0.5, fill=1, stroke=0)
        page.restoreState()

    drawn = _contract_pdf(tmp_path / "grounds.pdf", before=ground, after=over)
    assert not survey(PdfReader(drawn).pages[0]).unprinted
    _as_printed(drawn)
    _as_printed(_contract_pdf(tmp_path / "hidden.pdf", before=ground_and_hidden, after=over))


def test_a_page_of_white_boxes_over_many_lines_is_surveyed_in_linear_time() -> None:
    """A white box drawn after each of many printed lines, over none of them, and boxes
    over everything: each box looks among the lines near it only."""
    from rubric.documents.parsing.pdf_geometry import Run, _Drawing

    identity = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
    drawing = _Drawing()
    for index in range(2000):
        drawing.drawn_run(Run("Mức lương cơ bản", 60.0, 20.0 * index, 10.0))
        drawing.before(b"g", [1], identity, identity)
        drawing.before(b"re", [300, 20.0 * index - 3, 100, 14], identity, identity)
        drawing.before(b"f", [], identity, identity)
        drawing.before(b"g", [0], identity, identity)
    assert not drawing.covered and drawing.compared < 10_000
    drawing.before(b"g", [1], identity, identity)
    drawing.before(b"re", [50, 19_000, 100, 14], identity, identity)
    drawing.before(b"f", [], identity, identity)
    assert drawing.covered
