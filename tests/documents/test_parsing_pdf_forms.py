"""A fillable PDF's filled-in fields are part of the signed text (``pdf_forms``)."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.pdf_forms import FieldGlyph, filled_fields
from tests.documents.support import FIXTURES, clause


def test_the_values_of_a_filled_form_stand_in_their_lines() -> None:
    """``filled_form.pdf`` (``make_forms.py``): the page's text has only the blanks; the
    name, the salary, the date and a ticked box are its fields' values. They were lost with
    no problem said ("Mức lương cơ bản: đồng/tháng.")."""
    parsed = parse_signed_document(FIXTURES / "filled_form.pdf")
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§2", "§2.1", "§2.2"]
    assert clause(parsed, "§2.1").text_vi == "Mức lương cơ bản: 28.500.000 đồng/tháng."
    assert clause(parsed, "§2.1").text_en == "Basic salary: VND 28,500,000 per month."
    # the blank the box leaves after the date is no gap between words
    assert clause(parsed, "§1.1").text_vi == "Hợp đồng có thời hạn đến ngày 01/01/2029."
    assert clause(parsed, "§2.2").text_vi == "Làm việc từ xa: ☒ Có"
    assert "Họ và tên người lao động: Phạm Thị Hồng Nhung" in parsed.preamble_vi
    assert not parsed.problems


def test_a_value_is_laid_across_its_field() -> None:
    """A value longer than its box is narrowed to it, never running over the page's text
    after the field (" đồng/tháng"); a short one takes its box's width, so that the blank
    after it is no gap between two columns ("32.000.000      đồng/tháng" read as the end
    of the Vietnamese and the start of the English)."""

    class Widget(dict):
        pass

    widget = Widget({"/FT": "/Tx", "/V": "123.456.789.000.000", "/DA": "/Helv 12 Tf"})
    widget.update({"/Rect": [100, 700, 160, 715], "/Subtype": "/Widget"})

    class Annotation:
        def get_object(self) -> Widget:
            return widget

    class Page(dict):
        pass

    glyphs = filled_fields([Page({"/Annots": [Annotation()]})])[0]
    assert "".join(glyph.get_text() for glyph in glyphs) == "123.456.789.000.000"
    assert all(isinstance(glyph, FieldGlyph) for glyph in glyphs)
    assert max(glyph.x1 for glyph in glyphs) <= 160
    assert min(glyph.x0 for glyph in glyphs) >= 100


def test_pages_without_filled_fields_have_none() -> None:
    assert filled_fields([{}]) == {}


def test_a_value_the_page_already_shows_is_not_read_twice() -> None:
    """A form flattened into its page that kept its fields (pypdf's flattening does): the
    value is drawn as text in the box already ("22002266" read "2026" twice, interleaved).
    Dots drawn as the blank to fill in are no value."""
    from types import SimpleNamespace

    from rubric.documents.parsing.pdf_forms import not_drawn_yet

    box = (100.0, 700.0, 160.0, 715.0)
    value = [
        FieldGlyph("7", 102, 107, 702, 712, 10, box),
        FieldGlyph("3", 107, 112, 702, 712, 10, box),
    ]

    def drawn(text: str, x0: float) -> SimpleNamespace:
        return SimpleNamespace(x0=x0, x1=x0 + 5, y0=702, y1=712, get_text=lambda: text)

    assert not_drawn_yet(value, [drawn("7", 102), drawn("3", 107)]) == []
    assert not_drawn_yet(value, [drawn(".", 102), drawn(".", 107)]) == value
    assert not_drawn_yet(value, [drawn("x", 300)]) == value


def _page_with(*widgets: dict) -> dict:
    class Annotation:
        def __init__(self, widget: dict) -> None:
            self.widget = widget

        def get_object(self) -> dict:
            return self.widget

    return {"/Annots": [Annotation({"/Subtype": "/Widget", **widget}) for widget in widgets]}


def test_a_hidden_field_shows_nothing_and_an_unticked_box_its_box() -> None:
    """A field flagged hidden (annotation flag 2) is not on the page: its value had joined
    the clause beside it. A check box never ticked has no value but shows its empty box."""
    rect = [100, 700, 160, 715]
    hidden = {"/FT": "/Tx", "/V": "342000000", "/F": 2, "/Rect": rect}
    unticked = {"/FT": "/Btn", "/AS": "/Off", "/Rect": [200, 700, 210, 710]}
    glyphs = filled_fields([_page_with(hidden, unticked)])[0]
    assert "".join(glyph.get_text() for glyph in glyphs) == "☐"


def test_a_short_value_in_a_wide_field_takes_the_fields_width() -> None:
    widget = {"/FT": "/Tx", "/V": "5", "/DA": "/Helv 10 Tf", "/Rect": [100, 700, 200, 715]}
    (glyph,) = filled_fields([_page_with(widget)])[0]
    assert glyph.x0 <= 103 and glyph.x1 >= 197


_DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
# (text before the field, the field's value, the blank the page draws under it, text after)
_SALARY_LINES = [
    ("HỢP ĐỒNG LAO ĐỘNG", None, "", ""),
    ("LABOUR CONTRACT", None, "", ""),
    ("Điều 1. Tiền lương", None, "", ""),
    ("Article 1. Salary", None, "", ""),
    ("1.1. Mức lương cơ bản: ", "25.000.000", "…………………………", " đồng/tháng."),
    (
        "1.1. Basic salary: VND ",
        "25,000,000",
        "....................................",
        " per month.",
    ),
    ("1.2. Phụ cấp ăn trưa 730.000 đồng/tháng.", None, "", ""),
    ("1.2. Lunch allowance of VND 730,000 per month.", None, "", ""),
]


def _salary_form(path: Path, lines: list[tuple[str, str | None, str, str]]) -> Path:
    """A fillable contract whose salary fields lie over the blank the page draws for them,
    each field's appearance drawn by reportlab from its value."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", _DEJAVU))
    pdf = canvas.Canvas(str(path))
    for row, (before, value, blank, after) in enumerate(lines):
        y = 790 - 24 * row
        pdf.setFont("DejaVu", 10)
        pdf.drawString(50, y, before + blank + after)
        if value is None:
            continue
        x = 50 + pdfmetrics.stringWidth(before, "DejaVu", 10)
        width = pdfmetrics.stringWidth(blank, "DejaVu", 10) if blank else 70
        pdf.acroForm.textfield(
            name=f"field{row}", value=value, x=x, y=y - 4, width=width, height=15,
            fontName="Helvetica", fontSize=10, borderWidth=0, fillColor=None,
        )  # fmt: skip
    pdf.save()
    return path


def test_a_value_over_a_dotted_blank_reads_whole(tmp_path: Path) -> None:
    """Vietnamese forms leave "……" or "......" for what is typed in: a field filled over
    them had its characters read between the page's dots (".2..5...0..0..0....0.0..0.."),
    in both languages. The dots a filled box covers are the blank, not the text."""
    parsed = parse_signed_document(_salary_form(tmp_path / "form.pdf", _SALARY_LINES))
    assert clause(parsed, "§1.1").text_vi == "Mức lương cơ bản: 25.000.000 đồng/tháng."
    assert clause(parsed, "§1.1").text_en == "Basic salary: VND 25,000,000 per month."
    assert not parsed.problems


def test_dots_outside_a_filled_box_or_in_an_empty_one_stay() -> None:
    """Only the leader under a value goes: the page's dots elsewhere (a sentence's full stop),
    and those in a box the page already fills, are its text."""
    from types import SimpleNamespace

    from rubric.documents.parsing.pdf_forms import with_fields

    box = (100.0, 700.0, 160.0, 715.0)
    value = [FieldGlyph("7", 102, 130, 702, 712, 10, box)]

    def drawn(text: str, x0: float) -> SimpleNamespace:
        return SimpleNamespace(x0=x0, x1=x0 + 5, y0=702, y1=712, get_text=lambda: text)

    dots = [drawn(".", 100 + 5 * step) for step in range(12)]
    stop = drawn(".", 170)
    assert with_fields([*dots, stop], value) == [stop, *value]
    flattened = [drawn("7", 102), *dots]
    assert with_fields(flattened, value) == flattened
    assert with_fields(dots, []) == dots
