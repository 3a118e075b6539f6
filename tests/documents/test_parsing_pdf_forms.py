"""A fillable PDF's filled-in fields are part of the signed text (``pdf_forms``)."""

from __future__ import annotations

from pathlib import Path

import pytest

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


def _with_values(path: Path, values: dict[str, str], regenerate: bool = False) -> Path:
    """The form with its fields' values changed and their appearances left as they were, as
    a tool editing /V alone leaves them (or asking readers to draw them afresh)."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import BooleanObject, NameObject, TextStringObject

    writer = PdfWriter(clone_from=PdfReader(str(path)))
    for annotation in writer.pages[0].get("/Annots", []):
        field = annotation.get_object()
        if field.get("/T") in values:
            field[NameObject("/V")] = TextStringObject(values[field["/T"]])
    if regenerate:
        form = writer._root_object["/AcroForm"].get_object()
        form[NameObject("/NeedAppearances")] = BooleanObject(True)  # type: ignore[index]
    writer.write(str(path))
    return path


def test_a_field_that_prints_other_than_its_value_reads_as_printed(tmp_path: Path) -> None:
    """The page shows a field's appearance, not its value: a value changed after the
    appearance was drawn (52.000.000 under a printed 25.000.000) had been read, in both
    languages, with no problem said. What is printed is read, and the difference told."""
    form = _salary_form(tmp_path / "form.pdf", _SALARY_LINES)
    parsed = parse_signed_document(_with_values(form, {"field4": "52.000.000"}))
    assert clause(parsed, "§1.1").text_vi == "Mức lương cơ bản: 25.000.000 đồng/tháng."
    assert clause(parsed, "§1.1").text_en == "Basic salary: VND 25,000,000 per month."
    assert [problem.code for problem in parsed.problems] == ["field_shown_otherwise"]
    assert "52.000.000" in parsed.problems[0].message


def test_a_form_asking_for_fresh_appearances_prints_its_values(tmp_path: Path) -> None:
    """``/NeedAppearances``: a reader draws each field from its value, which is what prints."""
    form = _salary_form(tmp_path / "form.pdf", _SALARY_LINES)
    parsed = parse_signed_document(
        _with_values(form, {"field4": "26.000.000", "field5": "26,000,000"}, regenerate=True)
    )
    assert clause(parsed, "§1.1").text_vi == "Mức lương cơ bản: 26.000.000 đồng/tháng."
    assert clause(parsed, "§1.1").text_en == "Basic salary: VND 26,000,000 per month."
    assert not parsed.problems


def test_an_appearance_saying_the_same_differently_is_no_difference() -> None:
    """A value formatted for print reads as printed; set apart (a comb field), or drawn in a
    font without Vietnamese letters ("Pham", "Ph?m" for "Phạm"), it keeps its letters. An
    appearance drawing nothing leaves the value to the reader."""
    from rubric.documents.parsing.pdf_forms import _printed

    assert _printed("25000000", "25.000.000") == ("25.000.000", False)
    assert _printed("123456", "1 2 3 4 5 6") == ("123456", False)
    assert _printed("Phạm Thị Hồng Nhung", "Pham Thi Hong Nhung") == ("Phạm Thị Hồng Nhung", False)
    assert _printed("Phạm Thị", "Ph?m Th?") == ("Phạm Thị", False)
    assert _printed("28.500.000", "") == ("28.500.000", False)
    assert _printed("28.500.000", None) == ("28.500.000", False)
    assert _printed("52.000.000", "25.000.000") == ("25.000.000", True)
    assert _printed("", "25.000.000") == ("25.000.000", True)


def test_a_field_whose_appearance_never_ends_is_refused(tmp_path: Path) -> None:
    """A field's appearance is read to know what the page prints; one that draws itself
    (or unpacks into megabytes) would never end, and is no signed document's: refused."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import ArrayObject, DecodedStreamObject, DictionaryObject, NameObject

    from rubric.documents import DocumentUnreadable

    path = _salary_form(tmp_path / "form.pdf", _SALARY_LINES)
    writer = PdfWriter(clone_from=PdfReader(str(path)))
    appearance = DecodedStreamObject()
    appearance.set_data(b"/Self Do")
    reference = writer._add_object(appearance)
    appearance.update(
        {
            NameObject("/Type"): NameObject("/XObject"),
            NameObject("/Subtype"): NameObject("/Form"),
            NameObject("/BBox"): ArrayObject([]),
            NameObject("/Resources"): DictionaryObject(
                {NameObject("/XObject"): DictionaryObject({NameObject("/Self"): reference})}
            ),
        }
    )
    field = writer.pages[0]["/Annots"][0].get_object()  # type: ignore[index]
    field[NameObject("/AP")] = DictionaryObject({NameObject("/N"): reference})
    writer.write(str(path))
    with pytest.raises(DocumentUnreadable) as refusal:
        parse_signed_document(path)
    assert refusal.value.code == "too_large"
    assert "page 1 has form fields whose appearances draw more than 2 MB" in refusal.value.message


def _widgets_on_pages(pages: int, shared: bool, drawing: bytes = b"") -> list:
    """Pages each with one text field whose widget's appearance draws "x" (and ``drawing``):
    one appearance ``shared`` by every widget, or one each."""
    import io

    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import (
        ArrayObject,
        DecodedStreamObject,
        DictionaryObject,
        FloatObject,
        NameObject,
        TextStringObject,
    )

    writer = PdfWriter()
    font = writer._add_object(
        DictionaryObject(
            {
                NameObject("/Type"): NameObject("/Font"),
                NameObject("/Subtype"): NameObject("/Type1"),
                NameObject("/BaseFont"): NameObject("/Helvetica"),
            }
        )
    )

    def appearance() -> object:
        form = DecodedStreamObject()
        form.set_data(b"BT /Helv 10 Tf 0 0 Td (x) Tj ET\n" + drawing)
        form.update(
            {
                NameObject("/Type"): NameObject("/XObject"),
                NameObject("/Subtype"): NameObject("/Form"),
                NameObject("/Resources"): DictionaryObject(
                    {NameObject("/Font"): DictionaryObject({NameObject("/Helv"): font})}
                ),
                NameObject("/BBox"): ArrayObject([FloatObject(v) for v in (0, 0, 100, 20)]),
            }
        )
        return writer._add_object(form)

    one = appearance()
    fields = ArrayObject()
    for index in range(pages):
        page = writer.add_blank_page(595, 842)
        widget = DictionaryObject(
            {
                NameObject("/Type"): NameObject("/Annot"),
                NameObject("/Subtype"): NameObject("/Widget"),
                NameObject("/FT"): NameObject("/Tx"),
                NameObject("/T"): TextStringObject(f"f{index}"),
                NameObject("/V"): TextStringObject("x"),
                NameObject("/Rect"): ArrayObject([FloatObject(v) for v in (100, 100, 200, 120)]),
                NameObject("/AP"): DictionaryObject(
                    {NameObject("/N"): one if shared else appearance()}
                ),
            }
        )
        reference = writer._add_object(widget)
        page[NameObject("/Annots")] = ArrayObject([reference])
        fields.append(reference)
    writer._root_object[NameObject("/AcroForm")] = writer._add_object(
        DictionaryObject({NameObject("/Fields"): fields})
    )
    out = io.BytesIO()
    writer.write(out)
    return list(PdfReader(io.BytesIO(out.getvalue())).pages)


def test_an_appearance_shared_by_every_page_is_read_and_charged_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One appearance drawing 2 MB, shared by a widget on every page (5 KB of file), was
    read again on each page, within each page's own budget: 27 s for 10 pages, 45 minutes
    for 1,000. It is read once in the document, and charged once to its budget."""
    from rubric.documents.parsing import pdf_forms

    read: list[object] = []
    charged: list[int] = []
    drawn_text, form_cost = pdf_forms._drawn_text, pdf_forms.form_cost

    def counted_text(form: object) -> str | None:
        read.append(form)
        return drawn_text(form)

    def counted_cost(form: object, pdf: object, most_bytes: int) -> object:
        cost = form_cost(form, pdf, most_bytes)
        charged.append(cost.drawn_bytes if cost is not None else -1)
        return cost

    monkeypatch.setattr(pdf_forms, "_drawn_text", counted_text)
    monkeypatch.setattr(pdf_forms, "form_cost", counted_cost)
    found, differing = pdf_forms.read_fields(_widgets_on_pages(10, shared=True))
    assert sorted(found) == list(range(10)) and differing == []
    assert len(read) == 1 and len(charged) == 1 and charged[0] > 0
    read.clear()
    pdf_forms.read_fields(_widgets_on_pages(3, shared=False))
    assert len(read) == 3  # an appearance each: each read


def test_appearances_past_the_documents_drawing_budget_are_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each page's appearances within a page's budget, together past the document's (with
    what its pages draw): refused at the page passing it, as the pages themselves are."""
    from rubric.documents.parsing import pdf_forms

    pages = _widgets_on_pages(5, shared=False, drawing=b"q Q\n" * 250)  # 1 KB each
    monkeypatch.setattr(pdf_forms, "MOST_DRAWN_BYTES", 6_000)
    pdf_forms.read_fields(pages, drawn_bytes=0)
    with pytest.raises(pdf_forms.OverfilledPage) as refusal:
        pdf_forms.read_fields(pages, drawn_bytes=1_500)
    assert refusal.value.document and refusal.value.index == 4
    pdf_forms.read_fields(_widgets_on_pages(20, shared=True, drawing=b"q Q\n" * 250))
