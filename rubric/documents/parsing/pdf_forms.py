"""A PDF form's filled-in fields, read where they stand on the page.

A fillable contract (AcroForm) keeps what was typed into its fields — the employee's name,
the salary, the dates — in the fields themselves, shown by each field's widget over the page.
The page's own text has only the blanks: "Mức lương cơ bản: đồng/tháng". pypdf's text
extraction reads the page, not the widgets, so the values were lost without a word. Each
filled field's value is laid out as glyphs across its widget's rectangle, and the page is read by
glyph position (``pdf_geometry``) with them, so "28.500.000" stands in its line.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pypdf.generic import StreamObject

from rubric.documents.parsing.pdf_budget import (
    MOST_DRAWN_BYTES,
    MOST_DRAWN_BYTES_PER_PAGE,
    form_cost,
)

_DEFAULT_SIZE = 10.0
_FONT_SIZE = re.compile(r"(\d+(?:\.\d+)?)\s+Tf")
_MULTILINE = 1 << 12  # field flag 13: the text field has several lines
_PUSH_BUTTON = 1 << 16  # field flag 17: a button that holds no value
_NOT_SHOWN = 0b100010  # annotation flags Hidden (2) and NoView (6): not on the page
_PADDING = 2.0
# The characters a page's fields may show: a dense page of text holds about 5,000. A value of
# a million characters (or one shared by thousands of widgets) became a glyph a character,
# hours of reading and gigabytes.
MOST_SHOWN_CHARACTERS = 50_000


class OverfilledPage(Exception):
    """A page whose fields show more than ``MOST_SHOWN_CHARACTERS``, or whose fields'
    appearances draw more than a page's drawing budget (``what`` says which); or, with
    ``document``, the page at which the document's drawing, its fields' appearances with its
    pages', passes a document's budget."""

    def __init__(self, index: int, what: str | None = None, document: bool = False) -> None:
        super().__init__(index)
        self.index = index
        self.what = what or f"form fields showing more than {MOST_SHOWN_CHARACTERS:,} characters"
        self.document = document


@dataclass(frozen=True)
class FieldGlyph:
    """One character of a field's value, with what ``pdf_geometry`` reads of a glyph."""

    text: str
    x0: float
    x1: float
    y0: float
    y1: float
    size: float
    box: tuple[float, float, float, float]  # the widget's rectangle: left, bottom, right, top
    fontname: str = "form field"
    graphicstate: Any = None

    @property
    def matrix(self) -> tuple[float, ...]:
        return (1.0, 0.0, 0.0, 1.0, self.x0, self.y0)

    def get_text(self) -> str:
        return self.text


@dataclass(frozen=True)
class ShownOtherwise:
    """A text field whose appearance (what the page prints) is not its value."""

    page: int  # the page's index
    name: str
    value: str
    shown: str


def filled_fields(pages: list[Any]) -> dict[int, list[FieldGlyph]]:
    """Per page index, the glyphs of the values its form fields' widgets show; a page showing
    more than ``MOST_SHOWN_CHARACTERS`` raises ``OverfilledPage`` before they are laid out."""
    return read_fields(pages)[0]


def read_fields(
    pages: list[Any], drawn_bytes: int = 0
) -> tuple[dict[int, list[FieldGlyph]], list[ShownOtherwise]]:
    """``filled_fields``, and the text fields whose appearance prints other than their value
    (the page shows the appearance: what is printed is read). The appearances are read
    within the document's drawing budget, of which its pages drew ``drawn_bytes``."""
    found: dict[int, list[FieldGlyph]] = {}
    differing: list[ShownOtherwise] = []
    regenerated = _appearances_regenerated(pages)
    appearances = _Appearances(pages, MOST_DRAWN_BYTES - drawn_bytes)
    for index, page in enumerate(pages):
        glyphs: list[FieldGlyph] = []
        shown = 0
        appearances.turn_to(index)
        for annotation in _annotations(page):
            value = _shown_value(annotation)
            if not regenerated and _inherited(annotation, "/FT") == "/Tx":
                printed = appearances.text(annotation)
                value, differs = _printed(value, printed)
                if differs:
                    name = str(_inherited(annotation, "/T") or "")
                    differing.append(ShownOtherwise(index, name, _shown_value(annotation), value))
            shown += len(value)
            if shown > MOST_SHOWN_CHARACTERS:
                raise OverfilledPage(index)
            rect = annotation.get("/Rect")
            if value and rect is not None and len(rect) == 4:
                glyphs += _laid_out(value, [float(number) for number in rect], annotation)
        if glyphs:
            found[index] = glyphs
    return found, differing


def _appearances_regenerated(pages: list[Any]) -> bool:
    """The form asks a reader to draw its fields' appearances afresh from their values
    (``/NeedAppearances``): what prints is the values."""
    try:
        form = pages[0].pdf.trailer["/Root"].get("/AcroForm")
        needed = form.get_object().get("/NeedAppearances") if form is not None else None
        return getattr(needed, "value", needed) is True  # pypdf's BooleanObject, or a bool
    except Exception:  # no reader behind the pages, or no form: the appearances are drawn
        return False


class _Appearances:
    """The text the widgets' normal appearances print, each appearance read once in the
    document (one shared by the widgets of every page too), within the drawing budgets of a
    page and of the document (``pdf_budget``), what is left of the latter given: beyond
    either, the page is ``OverfilledPage``."""

    def __init__(self, pages: list[Any], left: int) -> None:
        self.pdf = getattr(pages[0], "pdf", None) if pages else None
        self.index = 0
        self.page_left = MOST_DRAWN_BYTES_PER_PAGE
        self.left = left
        self.known: dict[Any, str | None] = {}
        self.kept: list[Any] = []

    def turn_to(self, index: int) -> None:
        self.index = index
        self.page_left = MOST_DRAWN_BYTES_PER_PAGE

    def text(self, widget: Any) -> str | None:
        try:
            appearance = widget.get("/AP")
            form = appearance.get_object().get("/N") if appearance is not None else None
            form = form.get_object() if form is not None else None
        except Exception:  # a damaged appearance: the value is read
            return None
        if not isinstance(form, StreamObject) or self.pdf is None:
            return None  # none, or one per state (a check box's): the value is read
        reference = getattr(form, "indirect_reference", None)
        key = (reference.idnum, reference.generation) if reference is not None else id(form)
        if key not in self.known:
            document = self.left < self.page_left
            cost = form_cost(form, self.pdf, max(min(self.left, self.page_left), 0))
            if cost is None and document:
                raise OverfilledPage(
                    self.index,
                    "form fields whose appearances, with the drawing of the pages, draw more "
                    f"than {MOST_DRAWN_BYTES // 2**20} MB (or draw themselves)",
                    document=True,
                )
            if cost is None:
                raise OverfilledPage(
                    self.index,
                    "form fields whose appearances draw more than "
                    f"{MOST_DRAWN_BYTES_PER_PAGE // 2**20} MB (or draw themselves)",
                )
            self.page_left -= cost.drawn_bytes
            self.left -= cost.drawn_bytes
            self.known[key] = _drawn_text(form)
            if reference is None:
                self.kept.append(form)  # (its id stays its own while the document is read)
        return self.known[key]


def _drawn_text(form: Any) -> str | None:
    """What pypdf reads of a form object drawn alone on a page."""
    from pypdf import PageObject
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

    try:
        page = PageObject.create_blank_page(width=1, height=1)
        drawing = DecodedStreamObject()
        drawing.set_data(b"/Appearance Do")
        page[NameObject("/Contents")] = drawing
        page[NameObject("/Resources")] = DictionaryObject(
            {
                NameObject("/XObject"): DictionaryObject(
                    {NameObject("/Appearance"): form.indirect_reference or form}
                )
            }
        )
        return page.extract_text()
    except Exception:  # an appearance pypdf cannot read: the value is read
        return None


def _printed(value: str, shown: str | None) -> tuple[str, bool]:
    """What a text field's widget prints, given its value and the text its appearance draws;
    and whether the two differ in what they say. Set apart, formatted ("25000000" shown
    "25.000.000") or drawn in a font without Vietnamese marks ("Phạm" shown "Pham", "Ph?m")
    they say the same; an appearance that draws nothing leaves the value to the reader."""
    if shown is None or not shown.strip():
        return value, False
    typed, drawn = "".join(value.split()), "".join(shown.split())
    if typed == drawn or _without_marks(typed, drawn):
        return value, False
    printed = " ".join(shown.split()) if "\n" not in value else shown
    if _alphanumerics(typed) == _alphanumerics(drawn):
        return printed, False
    return printed, True


def _alphanumerics(text: str) -> str:
    return "".join(character for character in text if character.isalnum())


def _without_marks(typed: str, drawn: str) -> bool:
    """``drawn`` is ``typed`` in a font that lacks its Vietnamese letters: each such letter
    drawn bare ("ạ" as "a", "đ" as "d") or as "?"."""
    typed = unicodedata.normalize("NFC", typed)
    drawn = unicodedata.normalize("NFC", drawn)
    return len(typed) == len(drawn) and all(
        one == other or _bare(one) == _bare(other) or (other == "?" and not one.isascii())
        for one, other in zip(typed, drawn, strict=True)
    )


def _bare(character: str) -> str:
    base = unicodedata.normalize("NFD", character)[:1]
    return {"đ": "d", "Đ": "D"}.get(base, base)


def _annotations(page: Any) -> list[Any]:
    try:
        annotations = page.get("/Annots") or []
        widgets = [annotation.get_object() for annotation in annotations]
    except Exception:  # a damaged annotation array: the page's own text is still read
        return []
    return [
        widget
        for widget in widgets
        if widget.get("/Subtype") == "/Widget" and not int(widget.get("/F", 0)) & _NOT_SHOWN
    ]


def _inherited(field: Any, key: str) -> Any:
    """A field's own entry, or its parent's (a widget is often a kid of its field)."""
    seen = 0
    while field is not None and seen < 16:
        if key in field:
            return field[key]
        parent = field.get("/Parent")
        field = parent.get_object() if parent is not None else None
        seen += 1
    return None


def _shown_value(widget: Any) -> str:
    """The text a filled field shows: a text field's value, a choice's, a check box's mark."""
    kind = _inherited(widget, "/FT")
    value = _inherited(widget, "/V")
    if kind == "/Btn" and value is None and widget.get("/AS") is not None:
        value = widget.get("/AS")  # a check box never ticked shows its box all the same
    if value is None:
        return ""
    if kind == "/Tx":
        return str(value)
    if kind == "/Ch":
        return ", ".join(str(item) for item in value) if isinstance(value, list) else str(value)
    if kind == "/Btn" and not int(_inherited(widget, "/Ff") or 0) & _PUSH_BUTTON:
        state = widget.get("/AS", value)
        return "☐" if str(state) in ("/Off", "Off") else "☒"
    return ""


def _laid_out(value: str, rect: list[float], widget: Any) -> list[FieldGlyph]:
    left, bottom, right, top = (
        min(rect[0], rect[2]),
        min(rect[1], rect[3]),
        max(rect[0], rect[2]),
        max(rect[1], rect[3]),
    )
    size = _font_size(widget, top - bottom)
    multiline = bool(int(_inherited(widget, "/Ff") or 0) & _MULTILINE)
    lines = value.splitlines() if multiline else [" ".join(value.split())]
    glyphs: list[FieldGlyph] = []
    for number, line in enumerate(line for line in lines if line.strip()):
        if multiline:
            y0 = top - _PADDING - (number + 1) * size * 1.2
        else:
            y0 = bottom + max((top - bottom - size) / 2, 0.0)
        # the value takes its box's width: the blank after a short value in a wide box is
        # no gap between columns ("32.000.000      đồng/tháng" stays one sentence)
        room = max(right - left - 2 * _PADDING, size)
        width = room / max(len(line), 1)
        for position, character in enumerate(line):
            x0 = left + _PADDING + position * width
            box = (left, bottom, right, top)
            glyphs.append(FieldGlyph(character, x0, x0 + width, y0, y0 + size, size, box))
    return glyphs


def _font_size(widget: Any, height: float) -> float:
    """The size its default appearance sets (``/DA``: "/Helv 11 Tf"); 0 is "fit the box"."""
    found = _FONT_SIZE.search(str(_inherited(widget, "/DA") or ""))
    size = float(found.group(1)) if found else 0.0
    return size if size > 0 else min(max(height * 0.7, 6.0), 14.0) if height > 0 else _DEFAULT_SIZE


# What a page draws as the blank a field is typed over: a leader of dots ("……", "........") or
# a line of underscores. Within a box that shows a value they are no text of the page.
_BLANK_LEADERS = frozenset(".\u2026\u2025\u00b7_")
_CELL = 12.0  # the side of a cell of the grid a page's glyphs are looked up in


def with_fields(drawn: list[Any], added: list[FieldGlyph]) -> list[Any]:
    """The page's glyphs with its fields' values in their boxes (``not_drawn_yet``), without
    the leader a filled box covers: a value laid over "……" had read its characters between the
    page's dots (".2..5...0..0..0....0.0..0.." for "25.000.000")."""
    if not added:
        return drawn
    grid = _Grid(drawn)
    shown = {box for box in {glyph.box for glyph in added} if not grid.any_text_in(box)}
    covered = {id(glyph) for box in shown for glyph in grid.leaders_in(box)}
    kept = [glyph for glyph in drawn if id(glyph) not in covered]
    return kept + [glyph for glyph in added if glyph.box in shown]


def not_drawn_yet(added: list[FieldGlyph], drawn: list[Any]) -> list[FieldGlyph]:
    """The fields' glyphs whose box the page does not already show text in: a form
    flattened into its page (its values drawn as text) that kept its fields would read
    twice. Dots or a rule drawn as a blank to fill in are no value."""
    grid = _Grid(drawn)
    shown = {box for box in {glyph.box for glyph in added} if grid.any_text_in(box)}
    return [glyph for glyph in added if glyph.box not in shown]


class _Grid:
    """A page's glyphs by the cell their middle falls in, so that a box finds those inside it
    in the cells it covers (or, for a box larger than the page's text, in the cells there
    are), not by looking at every glyph of the page for every box."""

    def __init__(self, glyphs: list[Any]) -> None:
        self.cells: dict[tuple[int, int], list[Any]] = {}
        for glyph in glyphs:
            middle_x, middle_y = (glyph.x0 + glyph.x1) / 2, (glyph.y0 + glyph.y1) / 2
            if math.isfinite(middle_x) and math.isfinite(middle_y):
                cell = (math.floor(middle_x / _CELL), math.floor(middle_y / _CELL))
                self.cells.setdefault(cell, []).append(glyph)

    def inside(self, box: tuple[float, float, float, float]) -> Iterator[Any]:
        if not all(math.isfinite(side) for side in box):
            return
        left, bottom = math.floor(box[0] / _CELL), math.floor(box[1] / _CELL)
        right, top = math.floor(box[2] / _CELL), math.floor(box[3] / _CELL)
        if (right - left + 1) * (top - bottom + 1) <= len(self.cells):
            columns, rows = range(left, right + 1), range(bottom, top + 1)
            cells = [(column, row) for column in columns for row in rows]
        else:  # a box larger than the page's text: the cells there are
            cells = [
                cell for cell in self.cells if left <= cell[0] <= right and bottom <= cell[1] <= top
            ]
        for cell in cells:
            yield from (glyph for glyph in self.cells.get(cell, ()) if _inside(glyph, box))

    def any_text_in(self, box: tuple[float, float, float, float]) -> bool:
        return any(glyph.get_text().isalnum() for glyph in self.inside(box))

    def leaders_in(self, box: tuple[float, float, float, float]) -> list[Any]:
        return [glyph for glyph in self.inside(box) if glyph.get_text() in _BLANK_LEADERS]


def _inside(glyph: Any, box: tuple[float, float, float, float]) -> bool:
    middle_x, middle_y = (glyph.x0 + glyph.x1) / 2, (glyph.y0 + glyph.y1) / 2
    return box[0] <= middle_x <= box[2] and box[1] <= middle_y <= box[3]
