"""A PDF page whose text is drawn out of reading order, read by where each glyph stands.

pypdf reads a page's text in the order the content stream draws it. Producers that fall back
to a second font for the letters the first one lacks — LibreOffice does, and Vietnamese is
where it happens: "ố", "ợ", "ữ" are missing from many Latin fonts — draw each line twice: the
first font's glyphs with gaps, then the missing letters in the second font. Read in stream
order, "Số: 01/2026" becomes "S : 01/2026 ố" and every clause and every quote is garbled.

Such a page (``drawn_out_of_order``: a text run starting inside the one before it on the same
baseline) is read instead from pdfminer.six's glyph boxes: glyphs grouped into lines by their
baseline, ordered left to right, words and columns separated by the gaps between them — the
same fixed-width layout pypdf's layout mode gives, so ``pdf_columns`` can split it the same
way. Pages drawn in order keep pypdf's reading.
"""

from __future__ import annotations

import itertools
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Any, overload

# Estimated width of a glyph, as a share of the font size, below which no Latin text runs:
# a run that starts before the previous run could have ended overlaps it.
_NARROWEST_GLYPH = 0.25
_WORD_GAP = 0.2  # a gap wider than this share of the font size separates words
_COLUMN_GAP = 2.5  # a gap wider than this many average glyphs separates columns
_SAME_LINE = 0.45  # glyphs whose middles are this share of a line's height apart share it
# Lines further apart than this many times the usual line pitch have white space between them,
# as pypdf's layout mode shows with an empty line: a running footer is not a table's last row.
_WIDE_GAP = 2.0


@dataclass(frozen=True)
class Run:
    """A run of text as the content stream draws it: where it starts, its size."""

    text: str
    x: float
    y: float
    size: float


@dataclass(frozen=True)
class Survey:
    """One pass over a page's drawing: its text runs in stream order, and pypdf's text."""

    runs: list[Run]
    text: str
    slanted: bool = False  # some text runs along a slanted baseline (a watermark, a seal)
    sideways: bool = False  # most of its text reads up or down the page (a scan fed sideways)
    # some text is drawn again over itself inside one run (a bold the producer made by hand)
    overdrawn: bool = False
    # some text does not print: drawn invisibly or in white beside text that prints, outside
    # the page's crop box, far smaller than the page's text, or under a white box drawn over it
    unprinted: bool = False
    # some run may go on past the page's right edge, as far as its length tells (a glyph's
    # width is not known here: ``cut_at_the_edge`` tells, glyph by glyph)
    may_run_past: bool = False


def survey(page: Any) -> Survey:
    runs: list[Run] = []
    aslant: list[str] = []
    turned: list[str] = []

    def visit(text: str, cm: Any, tm: Any, font: Any, size: float) -> None:
        if not text.strip():
            return
        if slanted(tm) or slanted(cm):
            aslant.append(text)  # a watermark across the page, a seal's ring of letters
            return
        if _reads_sideways(tm, cm):
            turned.append(text)
        scale = abs(float(tm[0]) * float(cm[0])) or 1.0
        x = float(tm[4]) * float(cm[0]) + float(cm[4])
        y = float(tm[5]) * float(cm[3]) + float(cm[5])
        run = Run(text, x, y, abs(size) * scale or 1.0)
        runs.append(run)
        drawing.drawn_run(run)

    drawing = _Drawing(_ColourSpaces(page))
    text = page.extract_text(visitor_text=visit, visitor_operand_before=drawing.before) or ""
    sideways = 2 * len(turned) > len(runs)
    if turned and not sideways:
        # a note turned up or down the margin of an upright page ("Đã sửa đổi theo Phụ lục
        # 01" beside a clause): drawn in the middle of the page's stream, pypdf read it into
        # the clause drawn before it. The page is read again without it (a page mostly
        # turned, a scan fed sideways, is read whole: ``turned_upright``)
        text = page.extract_text(orientations=(0, 180)) or ""
    # a page whose text is mostly slanted is itself turned (a scan straightened by none)
    unprinted = (
        (drawing.hidden and drawing.shown)
        or drawing.covered
        or _off_page(page, runs)
        or _tiny(runs)
    )
    return Survey(
        runs,
        text,
        0 < len(aslant) < len(runs),
        sideways,
        drawing.overdrawn,
        unprinted,
        may_run_past=_may_run_past(page, runs),
    )


def _off_page(page: Any, runs: list[Run]) -> bool:
    """Some run starts outside the page's crop box (which the media box bounds)."""
    box = _printed_box(page)
    if box is None:
        return False
    left, bottom, right, top = box
    return any(
        not (left - run.size <= run.x <= right and bottom - run.size <= run.y <= top)
        for run in runs
    )


def _may_run_past(page: Any, runs: list[Run]) -> bool:
    """Some run may go on past the right edge of the page's crop box, as far as its length
    tells (glyphs half a font size wide: an estimate, which ``cut_at_the_edge`` settles)."""
    box = _printed_box(page)
    return box is not None and any(_right_end(run) > box[2] + run.size for run in runs)


def _printed_box(page: Any) -> tuple[float, float, float, float] | None:
    """The page's crop box inside its media box (left, bottom, right, top), or None when one
    is damaged."""
    try:
        crop, media = page.cropbox, page.mediabox
        return (
            float(max(crop.left, media.left)),
            float(max(crop.bottom, media.bottom)),
            float(min(crop.right, media.right)),
            float(min(crop.top, media.top)),
        )
    except Exception:  # a damaged box: none to compare with
        return None


# Text smaller than this share of the page's usual size, and than this many points, cannot
# be read on paper (a sentence at 0.5 pt appended to a clause); a footnote's marker, a
# superscript, small print at 6 pt are larger.
_TINY_SHARE = 0.4
_TINY_POINTS = 3.0


def _tiny(runs: list[Run]) -> bool:
    sizes = sorted(run.size for run in runs for _ in range(min(len(run.text), 200)))
    if not sizes:
        return False
    usual = sizes[len(sizes) // 2]
    return sizes[0] < min(_TINY_SHARE * usual, _TINY_POINTS)


# Operators that place the text cursor anew, and those that show text.
_PLACING = {b"BT", b"Tm", b"Td", b"TD", b"T*"}
_SHOWING = {b"Tj", b"TJ", b"'", b'"'}
# Operators that paint the path built (ending it), and those of them that fill it.
_PAINTING = {b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*", b"S", b"s", b"n"}
_FILLING = {b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*"}
# The middle of a line's letters, above its baseline, and an upright letter's usual width
# (both as shares of the font size); text's baselines in bands this many points high.
_MIDDLE = 0.3
_USUAL_GLYPH = 0.5
_BAND = 8.0
# A move back (in thousandths of an em) inside a TJ array this long at least, before the
# same glyphs again, draws them over themselves: kerning moves a few dozen.
_MOVED_BACK = 150
# A copy starting within this share of the font size of where the text was drawn already is
# drawn over it.
_OVER_ITSELF = 0.3


class _Drawing:
    """What pypdf's reading of a page's content stream does not tell (``visitor_operand_before``
    sees each operator): text drawn again over itself inside one run. pypdf joins the strings
    of a TJ array, and those placed by several Tm inside one BT, into one run, so the runs
    never overlap (``drawn_out_of_order``) however often a heading is drawn: "ĐĐiiềềuu 22..",
    "ThưởngĐiều 1. ThưởngĐiều 1. Thưởng" read into the clause before it."""

    def __init__(self, spaces: _ColourSpaces | None = None) -> None:
        self.spaces = spaces or _ColourSpaces(None)
        self.overdrawn = False
        self.placed = False
        self.size = 0.0
        self.drawn: dict[tuple[str, int], float] = {}  # (string, baseline) → where it starts
        # text drawn so that it does not print (render mode 3 or 7, or filled in white), and
        # text that prints
        self.hidden = False
        self.shown = False
        self.mode = 0
        self.white = False
        # the fill's colour space, as its operands read ("gray", "rgb", "cmyk"; None: one
        # whose white is not told, a spot colour's or a palette's)
        self.space: str | None = "gray"
        self.saved: list[tuple[int, bool, str | None]] = []
        # a box filled in white over text that prints, drawn before it (a whiteout): the
        # printed runs so far by baseline band, the box of the path being built and whether
        # it curves, and the comparisons made
        self.covered = False
        self.printed: dict[int, list[Run]] = {}
        self.path: list[float] | None = None
        self.curved = False
        self.compared = 0

    def before(self, operator: bytes, operands: Any, cm: Any, tm: Any) -> None:
        try:
            self._ink(operator, operands)
            if operator in _SHOWING:
                if self._unseen():
                    self.hidden = True
                else:
                    self.shown = True
            if not self.overdrawn:
                self._overdrawn(operator, operands, cm, tm)
            if not self.covered:
                self._whiteout(operator, operands, cm)
        except (TypeError, ValueError, IndexError, OverflowError):
            pass  # a damaged operand: nothing learned from it

    def _unseen(self) -> bool:
        return self.mode in (3, 7) or (self.white and self.mode in (0, 4))

    def drawn_run(self, run: Run) -> None:
        """pypdf read ``run`` (as it goes, before the operators after it): kept when it
        prints, to tell a white box drawn over it later."""
        if not self._unseen() and math.isfinite(run.y) and math.isfinite(run.size):
            middle = run.y + _MIDDLE * run.size
            self.printed.setdefault(math.floor(middle / _BAND), []).append(run)

    def _whiteout(self, operator: bytes, operands: Any, cm: Any) -> None:
        """Follow the path being built; a path of straight edges filled in white is a box,
        compared with the printed runs drawn before it."""
        if operator == b"re" and len(operands) == 4:
            x, y, width, height = (float(value) for value in operands)
            self._extend(cm, x, y)
            self._extend(cm, x + width, y + height)
            self._extend(cm, x, y + height)
            self._extend(cm, x + width, y)
        elif operator in (b"m", b"l") and len(operands) == 2:
            self._extend(cm, float(operands[0]), float(operands[1]))
        elif operator in (b"c", b"v", b"y"):
            self.curved = True
        elif operator in _PAINTING:
            box, self.path, curved, self.curved = self.path, None, self.curved, False
            if operator in _FILLING and self.white and box is not None and not curved:
                self.covered = self._covers_printed(box)

    def _extend(self, cm: Any, x: float, y: float) -> None:
        a, b, c, d, e, f = (float(value) for value in cm[:6])
        px, py = a * x + c * y + e, b * x + d * y + f
        if not (math.isfinite(px) and math.isfinite(py)):
            return
        if self.path is None:
            self.path = [px, py, px, py]
        else:
            box = self.path
            box[0], box[1] = min(box[0], px), min(box[1], py)
            box[2], box[3] = max(box[2], px), max(box[3], py)

    def _covers_printed(self, box: list[float]) -> bool:
        """The box lies over the middle of a printed run's text, as far as it may run (at
        about half an em a letter)."""
        x0, y0, x1, y1 = box
        span = range(math.floor(y0 / _BAND), math.floor(y1 / _BAND) + 1)
        bands: Iterable[int] = span
        self.compared += min(len(span), len(self.printed))
        if self.compared > _MOST_COMPARED:
            return False  # no document's page (see ``_MOST_COMPARED``)
        if len(span) > len(self.printed):  # a box taller than the text: its bands drawn
            bands = [band for band in self.printed if band in span]
        for band in bands:
            for run in self.printed.get(band, ()):
                self.compared += 1
                if self.compared > _MOST_COMPARED:
                    return False  # no document's page (see ``_MOST_COMPARED``)
                middle = run.y + _MIDDLE * run.size
                end = run.x + _USUAL_GLYPH * run.size * len(run.text.rstrip())
                if y0 <= middle <= y1 and x0 < end and run.x < x1:
                    return True
        return False

    def _ink(self, operator: bytes, operands: Any) -> None:
        if operator == b"q":
            self.saved.append((self.mode, self.white, self.space))
        elif operator == b"Q":
            self.mode, self.white, self.space = (
                self.saved.pop() if self.saved else (0, False, "gray")
            )
        elif operator == b"Tr" and operands:
            self.mode = int(operands[0])
        elif operator in _SETTING_SPACE:
            self.space = _SETTING_SPACE[operator]
            self.white = _white(operands, self.space)
        elif operator in (b"sc", b"scn"):
            self.white = _white(operands, self.space)
        elif operator == b"cs":
            # a colour space's initial colour is black (a separation's: none of its ink)
            self.white = False
            self.space = self.spaces.kind(operands[0]) if operands else None

    def _overdrawn(self, operator: bytes, operands: Any, cm: Any, tm: Any) -> None:
        if operator in _PLACING:
            self.placed = True
        elif operator == b"Tf" and len(operands) >= 2:
            self.size = abs(float(operands[1]))
        elif operator == b"TJ" and operands:
            self.overdrawn = _drawn_back_over(operands[0])
            self._shown(str(operands[0]), cm, tm)
        elif operator == b"Tj" and operands:
            self._shown(str(operands[0]), cm, tm)
        elif operator in _SHOWING:
            self.placed = False  # (' and " move to the next line first: where, unsaid)

    def _shown(self, string: str, cm: Any, tm: Any) -> None:
        placed, self.placed = self.placed, False
        if not placed or len(string.strip()) < 2:
            return  # a string drawn on from the last, where pypdf's matrix does not say
        size = self.size * abs(float(tm[0]) * float(cm[0])) or 1.0
        x = float(tm[4]) * float(cm[0]) + float(cm[4])
        y = float(tm[5]) * float(cm[3]) + float(cm[5])
        key = (string, round(y / (0.2 * size)) if math.isfinite(y) else 0)
        before = self.drawn.get(key)
        if before is not None and abs(before - x) < _OVER_ITSELF * size:
            self.overdrawn = True
        self.drawn[key] = x


# The operators setting the fill's colour with its colour space, and how many operands a
# colour has in each space whose white is told.
_SETTING_SPACE = {b"g": "gray", b"rg": "rgb", b"k": "cmyk"}
_OPERANDS = {"gray": 1, "rgb": 3, "cmyk": 4}


def _white(colour: Any, space: str | None) -> bool:
    """A fill colour's operands make white in its colour space (``_space_kind``). In any
    other space white is not told: 1.0 in a spot colour (Separation, DeviceN) is its full
    ink, in a palette (Indexed) an entry's number."""
    values = [float(value) for value in colour if isinstance(value, (int, float))]
    if space not in _OPERANDS or len(values) != len(colour) or len(values) != _OPERANDS[space]:
        return False  # a pattern, a separation's name: not told
    if space == "cmyk":
        return all(value <= 0.01 for value in values)
    return all(value >= 0.99 for value in values)


def _space_kind(name: str, components: Any = None) -> str | None:
    """A colour space whose white is told, by its family's name (and an ICC profile's
    number of components): "gray", "rgb" or "cmyk"; None for any other."""
    if name in ("DeviceGray", "CalGray"):
        return "gray"
    if name in ("DeviceRGB", "CalRGB"):
        return "rgb"
    if name == "DeviceCMYK":
        return "cmyk"
    if name == "ICCBased" and isinstance(components, int):
        return {1: "gray", 3: "rgb", 4: "cmyk"}.get(components)
    return None


class _ColourSpaces:
    """The colour spaces a page's ``cs`` operator names: a family's own name, or one of the
    page's resources, whose family is read from its array (a name not found: None)."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.known: dict[str, str | None] = {}

    def kind(self, name: Any) -> str | None:
        name = str(name).lstrip("/")
        if name not in self.known:
            self.known[name] = _space_kind(name) or self._resource(name)
        return self.known[name]

    def _resource(self, name: str) -> str | None:
        try:
            spaces = self.page["/Resources"].get_object()["/ColorSpace"].get_object()
            spec = spaces["/" + name].get_object()
            if not isinstance(spec, list):
                return _space_kind(str(spec).lstrip("/"))
            family = str(spec[0]).lstrip("/")
            components = None
            if family == "ICCBased" and len(spec) >= 2:
                components = int(spec[1].get_object()["/N"])
            return _space_kind(family, components)
        except Exception:  # no such resource, a damaged one: not told
            return None


def _drawn_back_over(array: Any) -> bool:
    """A TJ array draws a string, moves back, and draws the same string again."""
    if not isinstance(array, list):
        return False
    for before, move, after in zip(array, array[1:], array[2:], strict=False):
        if (
            isinstance(move, (int, float))
            and move >= _MOVED_BACK
            and isinstance(before, (str, bytes))
            and before == after
        ):
            return True
    return False


def _reads_sideways(tm: Any, cm: Any) -> bool:
    """Text drawn by the text matrix ``tm`` in the space ``cm`` runs up or down the page:
    its baseline's direction (the first row of tm times cm) is nearer the vertical."""
    across = float(tm[0]) * float(cm[0]) + float(tm[1]) * float(cm[2])
    up = float(tm[0]) * float(cm[1]) + float(tm[1]) * float(cm[3])
    return abs(up) > abs(across)


# A baseline this far off every axis (as a share of the text's scale) is slanted: 45° for a
# watermark, any angle around a seal. Upright, sideways and upside-down text, and a false
# italic's skew (which slants the letters, not the baseline), are not.
_SLANT = 0.05


def slanted(matrix: Any) -> bool:
    """Text drawn by ``matrix`` (a, b, c, d, e, f) runs along a slanted baseline."""
    a, b = abs(float(matrix[0])), abs(float(matrix[1]))
    return min(a, b) > _SLANT * max(a, b)


def drawn_out_of_order(page: Any, surveyed: Survey | None = None) -> bool:
    """Some run of text starts inside the text already drawn on its baseline (a second
    font's letters drawn into the gaps the first one left), or the letters of a second font,
    drawn in order, come out set apart as words. A run drawn left of what is already there —
    the English cell of a row, then its Vietnamese cell — is in order. A page with text
    along a slanted baseline (a watermark across it, a seal's ring of letters) is read by
    position too, without that text: pypdf reads its letters into the lines they cross."""
    surveyed = surveyed or survey(page)
    if surveyed.slanted or surveyed.overdrawn or surveyed.unprinted:
        # (drawn over itself: read by position, each glyph's copies are one, ``_render``;
        # text that does not print is left out there, ``drawn_pages``)
        return True
    if surveyed.sideways:
        # a scan fed sideways, its OCR text drawn turned with it: in the stream's order
        # pypdf gives a word a line and drops what it takes for page numbers ("lập thành
        # bản" for "lập thành 02 bản"); by position, turned back (``turned_upright``), the
        # lines are whole
        return True
    drawn: list[list[float]] = []  # per baseline: y, size, leftmost x, where its text ends
    compared = 0
    for run in surveyed.runs:
        x, y, size = run.x, run.y, run.size
        compared += len(drawn)
        if compared > _MOST_COMPARED:
            return False  # no document's page: read as drawn (see ``_MOST_COMPARED``)
        # a lower bound: no Latin glyph is narrower on average than this
        end = x + _NARROWEST_GLYPH * size * len(run.text.rstrip())
        for line in drawn:
            if abs(line[0] - y) < 0.5 * max(line[1], size):
                if line[2] + 0.3 * size < x < line[3] - size:
                    return True
                line[2], line[3] = min(line[2], x), max(line[3], end)
                break
        else:
            drawn.append([y, size, x, end])
    return (
        letters_set_apart(surveyed.text)
        or _words_on_lines_of_their_own(surveyed, len(drawn))
        or _a_line_read_a_word_a_line(surveyed)
        or _drawn_upwards(surveyed.runs)
    )


def _drawn_upwards(runs: list[Run]) -> bool:
    """The page's lines drawn from its foot up (a producer that writes its content stream
    bottom to top): in the stream's order pypdf reads the clauses backwards, the signature
    block first. Told by the moves from one baseline to the next: mostly up the page."""
    up = down = 0
    for before, after in itertools.pairwise(runs):
        if abs(after.y - before.y) < 0.5 * max(before.size, after.size):
            continue  # the same line (a row's next cell, a word drawn after a word)
        if after.y > before.y:
            up += 1
        else:
            down += 1
    return up >= _FEWEST_UPWARD_MOVES and up > _UPWARD_SHARE * down


# A page drawn from its foot up moves up from nearly every line to the next; a page drawn
# from its head down moves up only to a new column, a footnote drawn before the text, a header
# drawn last.
_FEWEST_UPWARD_MOVES = 4
_UPWARD_SHARE = 3


# Each run is compared with the baselines drawn before it: a page's few dozen lines, drawn in
# a few thousand runs, make a few hundred thousand comparisons. A page of tens of thousands of
# baselines (text a point high, a line each) would make billions, hours of them: no
# document's page is drawn so, and it is read in the content stream's order.
_MOST_COMPARED = 2_000_000


# A page drawn a word at a time (each word its own text object, as justified text is often
# written) comes out of pypdf a word a line: "Trong", "thời", "hạn", "12", "tháng" — a label
# loses its text, and a number alone on its line reads as a page number and is dropped. Its
# lines are then many times its baselines, and nearly all of one word; a table's cells on one
# baseline are a few lines, most of several words.
_WORDS_PER_BASELINE = 3
_FEWEST_SET_APART = 30
_ONE_WORD_SHARE = 0.8
# A short page (a scan's last page, its signature block alone: "NGƯỜI", "LAO", "ĐỘNG", "/",
# "EMPLOYEE" …) has fewer lines, and is read so only when they are twice as many again per
# baseline: its two signing columns had been joined into one line ("NGƯỜI LAO ĐỘNG /" went
# into the last clause, nothing reported).
_FEWEST_SET_APART_SHORT = 8


def _words_on_lines_of_their_own(surveyed: Survey, baselines: int) -> bool:
    lines = [line.split() for line in surveyed.text.splitlines() if line.strip()]
    return _enough_lines_per_baseline(len(lines), baselines) and sum(
        len(words) == 1 for words in lines
    ) >= _ONE_WORD_SHARE * len(lines)


# A page drawn whole but for a few justified lines, each drawn a word at a time (exporters
# justify so; the page's other lines are whole): pypdf gives each of their words a line, and a
# figure alone on one ("05" of "trên 05 ngày") reads as a page number and is dropped. A line is
# taken so when this many words, one per run, drawn one after another on its baseline, come
# out of pypdf each on a line of its own.
_WORDS_OF_A_JUSTIFIED_LINE = 4


def _a_line_read_a_word_a_line(surveyed: Survey) -> bool:
    lines = [line.strip() for line in surveyed.text.splitlines() if line.strip()]
    starts: dict[str, list[int]] = {}
    for index, line in enumerate(lines):
        starts.setdefault(line, []).append(index)
    for words in _words_drawn_one_by_one(surveyed.runs):
        for start in starts.get(words[0], []):
            if lines[start : start + len(words)] == words:
                return True
    return False


def _words_drawn_one_by_one(runs: list[Run]) -> Iterator[list[str]]:
    """The words of each stretch of runs drawn one after another on one baseline, left to
    right, each a single word set a word's space from the one before (not a table's cells,
    a column apart, most of them figures), when there are enough of them to be a justified
    line."""
    stretch: list[Run] = []
    for run in [*runs, None]:
        if (
            run is not None
            and len(run.text.split()) == 1
            and stretch
            and abs(stretch[-1].y - run.y) < _SAME_LINE * max(stretch[-1].size, run.size)
            and 0 < run.x - _right_end(stretch[-1]) < _JUSTIFIED_GAP * run.size
        ):
            stretch.append(run)
            continue
        words = [drawn.text.strip() for drawn in stretch]
        if len(words) >= _WORDS_OF_A_JUSTIFIED_LINE and _mostly_words(words):
            yield words
        stretch = [run] if run is not None and len(run.text.split()) == 1 else []


# The widest space justification sets between two words, in font sizes (a line of few long
# words stretched across the page); a table's columns stand further apart
_JUSTIFIED_GAP = 2.0


def _right_end(run: Run) -> float:
    """Where a run's text ends, near enough: half a font size a glyph."""
    return run.x + _USUAL_GLYPH * run.size * len(run.text.strip())


def _mostly_words(words: list[str]) -> bool:
    return 4 * sum(any(ch.isalpha() for ch in word) for word in words) >= 3 * len(words)


def _enough_lines_per_baseline(lines: int, baselines: int) -> bool:
    per_baseline = lines / max(baselines, 1)
    if lines >= _FEWEST_SET_APART:
        return per_baseline >= _WORDS_PER_BASELINE
    return lines >= _FEWEST_SET_APART_SHORT and per_baseline >= 2 * _WORDS_PER_BASELINE


# Vietnamese letters a Latin font may lack (those with a breve, circumflex, horn or tone mark).
_MARKED = set("ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ")


def letters_set_apart(text: str) -> bool:
    """Most words with a marked Vietnamese letter are that letter alone ("H ợ p đ ồ ng"): the
    letters were drawn in a second font in order, and each font change read as a space. A
    few such words are real ("ở", "ý"); most are not."""
    marked, alone = _marked_words(text)
    return marked >= 10 and alone * 2 > marked


# A short page of a document whose other pages have their letters set apart (the same fonts):
# its signature block alone, "Đ Ạ I DI Ệ N CÔNG TY / FOR THE COMPANY", too few words to tell.
_FEWEST_ALONE_AGAIN = 2


def letters_set_apart_again(text: str) -> bool:
    """A page's letters set apart as ``letters_set_apart`` tells, in however few words, for a
    document where another page's are: half its marked words or more are a letter alone."""
    marked, alone = _marked_words(text)
    return alone >= _FEWEST_ALONE_AGAIN and alone * 2 >= marked


def _marked_words(text: str) -> tuple[int, int]:
    """The words with a marked Vietnamese letter, and how many of them are that letter alone."""
    marked = [word for word in text.split() if any(ch.lower() in _MARKED for ch in word)]
    return len(marked), sum(len(word) == 1 for word in marked)


@dataclass
class _Line:
    middle: float
    height: float
    glyphs: list[Any] = field(default_factory=list)


def drawn_pages(path: Path, page_indexes: list[int]) -> Iterator[tuple[int, Any]]:
    """pdfminer.six's drawing of the given pages (index, LTPage): glyph boxes, strokes and
    fills. Without layout analysis (laparams=None, which groups glyphs into text boxes nobody
    reads here) a page is drawn in half the time. The glyphs the page does not print are
    left out (``_without_unprinted``)."""
    from pdfminer.converter import PDFPageAggregator
    from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
    from pdfminer.pdfpage import PDFPage
    from pdfminer.utils import apply_matrix_rect

    class Device(PDFPageAggregator):
        """Each glyph keeps its text render mode and its font's size on the page (``em``):
        pdfminer.six's glyphs do not."""

        crop: tuple[float, float, float, float] | None = None

        def begin_page(self, page: Any, ctm: Any) -> None:
            super().begin_page(page, ctm)
            try:
                (x0, y0, x1, y1), media = page.cropbox, page.mediabox
                box = (max(x0, media[0]), max(y0, media[1]), min(x1, media[2]), min(y1, media[3]))
                self.crop = apply_matrix_rect(ctm, box)
            except Exception:  # a damaged box: none to compare with
                self.crop = None

        def render_string(self, textstate: Any, seq: Any, ncs: Any, graphicstate: Any) -> None:
            drawn: Any = self.cur_item
            before = len(drawn._objs)
            super().render_string(textstate, seq, ncs, graphicstate)
            for item in drawn._objs[before:]:
                item.render_mode = textstate.render
                item.em = _em(item, textstate.fontsize, textstate.font)

        def paint_path(self, gstate: Any, stroke: Any, fill: Any, evenodd: Any, path: Any) -> None:
            """Each shape keeps its fill's colour space (pdfminer.six's shapes do not)."""
            drawn: Any = self.cur_item
            before = len(drawn._objs)
            super().paint_path(gstate, stroke, fill, evenodd, path)
            for item in drawn._objs[before:]:
                item.ncs = gstate.ncs

    resources = PDFResourceManager(caching=True)
    device = Device(resources, laparams=None)
    interpreter = PDFPageInterpreter(resources, device)
    with path.open("rb") as stream:
        pages = PDFPage.get_pages(stream, set(page_indexes), caching=True)
        for index, page in zip(sorted(page_indexes), pages, strict=False):
            interpreter.process_page(page)
            yield index, _without_unprinted(device.get_result(), device.crop)


def cut_at_the_edge(path: Path, page_indexes: list[int]) -> list[int]:
    """Those of the given pages that draw a line past their edge, glyph by glyph (to be read
    by position: what prints of it, and the cut told)."""
    return [
        index
        for index, drawn in drawn_pages(path, page_indexes)
        if any(found.kind == "cut" for found in getattr(drawn, "left_out", ()))
    ]


def _without_unprinted(drawn: Any, crop: tuple[float, float, float, float] | None) -> Any:
    """The page's drawing without the glyphs it does not print, which a text layer still
    holds: those wholly outside its crop box (a clause drawn below the page's edge); those
    far smaller than its text (``_TINY_SHARE``: a sentence at 0.5 pt); and, on a page with
    text that prints, those drawn invisibly (render mode 3 or 7) or in white where printed
    text lies over them, or no image under them (an older §2.1 under the new one). A scan's
    OCR text, invisible over its image, is its only text, and kept. Printed glyphs a box
    filled in white covers, drawn after them (a figure whited out and another typed over
    it), are left out too. What was left out that reads as words — covered, or too small —
    is told by the page's ``left_out`` (``Unprinted``)."""
    from pdfminer.layout import LTChar, LTCurve, LTImage, LTRect

    glyphs: list[tuple[Any, Any]] = []  # each glyph and the container holding it
    # images, and shapes filled in a dark ink (true: a ground for white glyphs only)
    grounds: list[tuple[Any, bool]] = []
    # boxes filled in white, each with how many glyphs were drawn before it
    whiteouts: list[tuple[Any, int]] = []

    def walk(container: Any) -> None:
        for item in container:
            if isinstance(item, LTChar):
                glyphs.append((item, container))
            elif isinstance(item, LTImage):
                grounds.append((item, False))
            elif isinstance(item, LTCurve) and item.fill:
                if not _white_ink(item.non_stroking_color, getattr(item, "ncs", None)):
                    grounds.append((item, True))
                elif isinstance(item, LTRect):
                    whiteouts.append((item, len(glyphs)))
            elif hasattr(item, "__iter__"):
                walk(item)

    walk(drawn)
    text = [glyph for glyph, _ in glyphs if glyph.get_text().strip()]
    if not text:
        return drawn
    every = [glyph for glyph, _ in glyphs]  # (spaces too: a space left stands in a word)
    # (text that does not print, a scan's OCR text, is not measured by the page's edges nor
    # its size: its image shows what it reads, where the OCR put it or not)
    inked = [glyph for glyph in every if not _hidden(glyph)]
    dropped: set[int] = set()
    cut: list[Any] = []
    if crop is not None:
        outside = [glyph for glyph in inked if _outside(glyph, crop)]
        if 2 * len(outside) < len(inked):  # (a page mostly outside has a box gone wrong)
            dropped.update(id(glyph) for glyph in outside)
            cut = _past_the_edge(outside, [glyph for glyph in inked if id(glyph) not in dropped])
    sizes = sorted(_size(glyph) for glyph in text)
    tiny = min(_TINY_SHARE * sizes[len(sizes) // 2], _TINY_POINTS)
    small = [glyph for glyph in inked if _size(glyph) < tiny]
    dropped.update(id(glyph) for glyph in small)
    covered = _covered(every, whiteouts)
    dropped.update(id(glyph) for glyph in covered)
    if covered or small or cut:
        kept = [glyph for glyph in inked if id(glyph) not in dropped]
        drawn.left_out = [
            Unprinted(kind, words, _printed_beside(found, kept))
            for kind, found in (("covered", covered), ("tiny", small), ("cut", cut))
            if (words := _words(found, marks=kind == "cut"))
        ]
    hidden = [glyph for glyph in every if _hidden(glyph)]
    printed = [glyph for glyph in text if not _hidden(glyph) and id(glyph) not in dropped]
    if hidden and printed:
        under = _Cells(printed)
        budget = _MOST_COMPARED
        for glyph in hidden:
            budget -= len(grounds)
            if under.covers(glyph) or (budget > 0 and not _on_ground(glyph, grounds)):
                dropped.add(id(glyph))
    if not dropped:
        return drawn
    for container in {id(container): container for _, container in glyphs}.values():
        container._objs = [item for item in container._objs if id(item) not in dropped]
    return drawn


@dataclass(frozen=True)
class Unprinted:
    """Words a page's text layer holds and the page does not print: ``covered`` by a box
    filled in white drawn over them, ``tiny`` (far smaller than the page's text), or ``cut``
    (a line running past the page's edge: ``_past_the_edge``)."""

    kind: str
    words: str
    # the printed text of the lines they stood on, each piece between column gaps (to tell
    # the clause they were in)
    beside: tuple[str, ...] = ()


# The lines of words left out whose printed text is told (a box over a whole clause covers
# all of its lines, leaving nothing beside).
_LINES_BESIDE = 3


def _printed_beside(found: list[Any], kept: list[Any]) -> tuple[str, ...]:
    """The printed text (``kept``) of the first lines the ``found`` glyphs stood on."""
    pieces: list[str] = []
    for line in _lines(found)[:_LINES_BESIDE]:
        same = [
            glyph
            for glyph in kept
            if abs((glyph.y0 + glyph.y1) / 2 - line.middle)
            < _SAME_LINE * max(line.height, glyph.y1 - glyph.y0, 1.0)
        ]
        for text in lines_of_glyphs(same):
            pieces += [" ".join(piece.split()) for piece in re.split(r"\s{3,}", text.strip())]
    return tuple(piece for piece in pieces if piece)


def _words(glyphs: list[Any], *, marks: bool = False) -> str:
    """The glyphs' lines (as ``lines_of_glyphs``) joined by " / ", when they hold a letter
    or a figure: dots or a rule's dashes a box covers are no words. ``marks``: a mark is told
    too (a sentence's full stop past the page's edge)."""
    glyphs = glyphs[:_MOST_TOLD]
    wanted = str.isalnum if not marks else (lambda character: not character.isspace())
    if not any(wanted(character) for glyph in glyphs for character in glyph.get_text()):
        return ""
    return " / ".join(" ".join(line.split()) for line in lines_of_glyphs(glyphs) if line.strip())


# The glyphs left out whose words are told, in drawing order (a problem quotes a few words).
_MOST_TOLD = 300


# A box covers a glyph whose middle it lies over, and half the glyph's box at least.
_COVERED_SHARE = 0.5


def _covered(every: list[Any], whiteouts: list[tuple[Any, int]]) -> list[Any]:
    """The printed glyphs of ``every`` (in drawing order) covered by a box filled in white
    drawn after them (``whiteouts``: each box, with how many glyphs were drawn before it).
    A table cell's white ground is drawn before its text, and covers none. Each box looks
    among the glyphs not yet found covered, in the square cells it spans (of a glyph's
    size) or, when they are fewer, all of them in drawing order up to the box; past
    ``_MOST_COMPARED`` looks, none more (no document's page needs them)."""
    order = {id(glyph): index for index, glyph in enumerate(every)}
    # the printed glyphs not found covered yet, by drawing order
    left = {order[id(glyph)]: glyph for glyph in every if not _hidden(glyph)}
    if not whiteouts or not left:
        return []
    grid = _Cells(list(left.values()))
    found: list[Any] = []
    budget = _MOST_COMPARED
    for box, before in whiteouts:
        columns, rows = _span(box.x0, box.x1, grid.size), _span(box.y0, box.y1, grid.size)
        candidates: Iterable[tuple[int, Any]]
        if len(columns) * len(rows) > len(left):
            candidates = _drawn_before(left, before)
        else:
            budget -= len(columns) * len(rows)
            candidates = (
                (order[id(glyph)], glyph)
                for i in columns
                for j in rows
                for glyph in grid.cells.get((i, j), ())
            )
        under: set[int] = set()
        for index, glyph in candidates:
            budget -= 1
            if budget < 0:
                break
            if index < before and index in left and _under(glyph, box):
                under.add(index)
        found += [left.pop(index) for index in under]
        if budget < 0:
            break
    return sorted(found, key=lambda glyph: order[id(glyph)])


def _drawn_before(left: dict[int, Any], before: int) -> Iterator[tuple[int, Any]]:
    for index, glyph in left.items():
        if index >= before:
            return
        yield index, glyph


def _span(low: float, high: float, size: float) -> range:
    if not (math.isfinite(low) and math.isfinite(high)):
        return range(0)
    return range(math.floor(low / size), math.floor(high / size) + 1)


def _under(glyph: Any, box: Any) -> bool:
    x, y = (glyph.x0 + glyph.x1) / 2, (glyph.y0 + glyph.y1) / 2
    if not (box.x0 <= x <= box.x1 and box.y0 <= y <= box.y1):
        return False
    across = min(glyph.x1, box.x1) - max(glyph.x0, box.x0)
    up = min(glyph.y1, box.y1) - max(glyph.y0, box.y0)
    area = (glyph.x1 - glyph.x0) * (glyph.y1 - glyph.y0)
    return across * up >= _COVERED_SHARE * area


def _em(glyph: Any, fontsize: Any, font: Any) -> float | None:
    """The glyph's font size on the page: its em up the glyph, by its matrix (pdfminer.six's
    ``size``, the height of its box, is its advance for text turned a quarter: an "i" at 10
    pt stood 2.8 pt high)."""
    try:
        a, b, c, d = (float(value) for value in glyph.matrix[:4])
        turned = (a, b) if font.is_vertical() else (c, d)
        em = abs(float(fontsize)) * math.hypot(*turned)
    except (AttributeError, TypeError, ValueError, OverflowError):
        return None
    return em if math.isfinite(em) else None


def _size(glyph: Any) -> float:
    em = getattr(glyph, "em", None)
    return glyph.size if em is None else em


def _white_ink(colour: Any, space: Any) -> bool:
    """pdfminer.six's colour in its colour space (a ``PDFColorSpace``) makes white."""
    values = colour if isinstance(colour, (list, tuple)) else [colour]
    try:
        kind = _space_kind(space.name, space.ncomponents)
        return _white(values, kind)
    except (AttributeError, TypeError, ValueError):
        return False


def _hidden(glyph: Any) -> bool:
    """Drawn so that it does not print: invisibly (render mode 3, or 7: clipping only), or
    filled in white."""
    mode = getattr(glyph, "render_mode", 0)
    if mode in (3, 7):
        return True
    state = getattr(glyph, "graphicstate", None)
    colour = getattr(state, "ncolor", None)
    space = getattr(state, "ncs", None)
    return mode in (0, 4) and colour is not None and _white_ink(colour, space)


def _past_the_edge(outside: list[Any], printed: list[Any]) -> list[Any]:
    """The glyphs outside the page on the baseline of glyphs it prints: a line running past
    the page's edge, cut there ("… là 45" of "… là 45.000.000 đồng."). A line wholly outside
    (a printer's slug, a draft note beyond the crop box) is no part of the page's text."""
    baselines = {round(glyph.y0) for glyph in printed}
    return [
        glyph
        for glyph in outside
        if any(round(glyph.y0) + step in baselines for step in (-1, 0, 1))
    ]


def _outside(glyph: Any, crop: tuple[float, float, float, float]) -> bool:
    x0, y0, x1, y1 = crop
    return glyph.x1 <= x0 or glyph.x0 >= x1 or glyph.y1 <= y0 or glyph.y0 >= y1


def _on_ground(glyph: Any, grounds: list[tuple[Any, bool]]) -> bool:
    """An invisible glyph lies on an image (a scan's OCR text); a white one on an image or a
    dark fill (a table's header row printed white on blue)."""
    white = getattr(glyph, "render_mode", 0) not in (3, 7)
    x, y = (glyph.x0 + glyph.x1) / 2, (glyph.y0 + glyph.y1) / 2
    return any(
        (white or not fill) and ground.x0 <= x <= ground.x1 and ground.y0 <= y <= ground.y1
        for ground, fill in grounds
    )


class _Cells:
    """Glyphs by the square cells (of about a glyph's size) their boxes cross, to tell the
    glyphs overlapping a given one among its neighbours only."""

    def __init__(self, glyphs: list[Any]) -> None:
        sizes = sorted(max(g.x1 - g.x0, g.y1 - g.y0) for g in glyphs)
        size = sizes[len(sizes) // 2]
        self.size = size if math.isfinite(size) and size > 0 else 1.0
        self.cells: dict[tuple[int, int], list[Any]] = {}
        for glyph in glyphs:
            for cell in self._crossed(glyph):
                self.cells.setdefault(cell, []).append(glyph)

    def _crossed(self, glyph: Any) -> list[tuple[int, int]]:
        def span(low: float, high: float) -> range:
            if not (math.isfinite(low) and math.isfinite(high)):
                return range(0)
            first = math.floor(low / self.size)
            return range(first, min(math.floor(high / self.size), first + 3) + 1)

        return [(i, j) for i in span(glyph.x0, glyph.x1) for j in span(glyph.y0, glyph.y1)]

    def covers(self, glyph: Any) -> bool:
        """A glyph here overlaps a third of ``glyph``'s box at least."""
        area = max((glyph.x1 - glyph.x0) * (glyph.y1 - glyph.y0), 1e-6)
        for cell in self._crossed(glyph):
            for other in self.cells.get(cell, ()):
                across = min(glyph.x1, other.x1) - max(glyph.x0, other.x0)
                up = min(glyph.y1, other.y1) - max(glyph.y0, other.y0)
                if across > 0 and up > 0 and across * up >= area / 3:
                    return True
        return False


def geometric_layouts(
    path: Path, page_indexes: list[int], added: dict[int, list[Any]] | None = None
) -> tuple[dict[int, list[str]], dict[int, list[Unprinted]]]:
    """The layout text (a fixed-width rendering, as pypdf's layout mode) of the given pages,
    built from each glyph's position, with the ``added`` glyphs of each page (a form's
    filled-in fields, ``pdf_forms``); and the words left out of each page that its text
    layer holds and it does not print (``_without_unprinted``)."""
    from pdfminer.layout import LTChar

    def glyphs(item: Any) -> list[Any]:
        if isinstance(item, LTChar):
            return [item]
        found: list[Any] = []
        if hasattr(item, "__iter__"):
            for child in item:
                found += glyphs(child)
        return found

    from rubric.documents.parsing.pdf_forms import with_fields

    added = added or {}
    layouts = {}
    left_out = {}
    for index, drawn in drawn_pages(path, page_indexes):
        text = upright_text(turned_upright(glyphs(drawn)) if index not in added else glyphs(drawn))
        layouts[index] = _layout(with_fields(text, added.get(index, [])))
        if found := getattr(drawn, "left_out", None):
            left_out[index] = found
    return layouts, left_out


def _quarter_turn(matrix: Any) -> int | None:
    """The quarter turns (anticlockwise) text drawn by ``matrix`` is turned by, told by its
    baseline's direction: 0 upright, 1 reading upwards, 2 upside down, 3 reading downwards;
    None along a slanted baseline."""
    if slanted(matrix):
        return None
    a, b = float(matrix[0]), float(matrix[1])
    if abs(a) >= abs(b):
        return 0 if a > 0 else 2
    return 1 if b > 0 else 3


def turned_upright(glyphs: list[Any]) -> list[Any]:
    """The glyphs of a page whose text is mostly turned a quarter, half or three quarters
    round, with their boxes turned back upright (in place). A scanned page fed upside down
    or sideways keeps its image as scanned, and the OCR engine draws its text layer turned
    with it; read by position as drawn, each line came out backwards ("iaM ịhT nầrT" for
    "Trần Thị Mai") or a letter a line, silently. A page with a little turned text (a
    margin's note, a table's turned header) is left out, as the stream's reading leaves it
    (``survey``): its letters stood each on a line of its own, or joined the lines they
    crossed."""
    turns = Counter(_quarter_turn(glyph.matrix) for glyph in glyphs)
    turn, count = turns.most_common(1)[0] if turns else (0, 0)
    if turn == 0 and turns[1] + turns[3]:
        return [glyph for glyph in glyphs if _quarter_turn(glyph.matrix) not in (1, 3)]
    if not turn or 2 * count < len(glyphs):
        return glyphs
    for glyph in glyphs:
        _turn_box(glyph, turn)
    return glyphs


def _turn_box(glyph: Any, turn: int) -> None:
    """Turn the glyph's box clockwise by ``turn`` quarter turns about the page's origin."""
    x0, y0, x1, y1 = glyph.x0, glyph.y0, glyph.x1, glyph.y1
    if turn == 1:
        box = (y0, -x1, y1, -x0)
    elif turn == 2:
        box = (-x1, -y1, -x0, -y0)
    else:
        box = (-y1, x0, -y0, x1)
    glyph.set_bbox(box)
    glyph.size = glyph.height


def upright_text(glyphs: list[Any]) -> list[Any]:
    """The glyphs of the page's lines of text: not those along a slanted baseline, nor the
    upright ones of the same drawing, told by their font and colour: all of them when most
    of that font and colour is slanted (a seal: its ring, and the name across its middle),
    else, when a fifth of it is, those whose nearest glyph of it is slanted (the letters
    atop a seal's ring). A page mostly slanted is read whole."""
    aslant = sum(slanted(glyph.matrix) for glyph in glyphs)
    if 2 * aslant >= len(glyphs):
        return glyphs  # the page's text itself is turned (a scan, a page set at an angle)
    by_style: dict[tuple[Any, ...], list[Any]] = {}
    for glyph in glyphs:
        by_style.setdefault(_style(glyph), []).append(glyph)
    share = {
        style: sum(slanted(glyph.matrix) for glyph in same) / len(same)
        for style, same in by_style.items()
    }
    grids = {
        style: _Grid(same)
        for style, same in by_style.items()
        if _NEAREST_SHARE <= share[style] < _DRAWING_SHARE
    }
    kept = []
    for glyph in glyphs:
        style = _style(glyph)
        if slanted(glyph.matrix) or share[style] >= _DRAWING_SHARE:
            continue
        if style in grids:
            # a seal's ring: its upright letters among slanted ones of the same ink. Not the
            # body's own font and colour with a watermark in it, whose letters lie among
            # the body's and would take them away
            nearest = grids[style].nearest(glyph)
            if nearest is not None and slanted(nearest.matrix):
                continue
        kept.append(glyph)
    return kept


class _Grid:
    """Glyphs in square cells of about a glyph's size, to find a glyph's nearest (by their
    boxes' centres; the first drawn among the equally near) ring of cells by ring, not among
    all of them: a page of thousands of such glyphs took minutes. Past ``_MOST_MEASURED``
    distances on a page no more are measured (no document's page needs them)."""

    def __init__(self, glyphs: list[Any]) -> None:
        self.glyphs = glyphs
        self.centres = [((g.x0 + g.x1) / 2, (g.y0 + g.y1) / 2) for g in glyphs]
        sizes = sorted(max(g.x1 - g.x0, g.y1 - g.y0) for g in glyphs)
        size = sizes[len(sizes) // 2] if sizes else 1.0
        self.size = size if math.isfinite(size) and size > 0 else 1.0
        self.cells: dict[tuple[int, int], list[int]] = {}
        for index, centre in enumerate(self.centres):
            self.cells.setdefault(self._cell(centre), []).append(index)
        self.index = {id(glyph): index for index, glyph in enumerate(glyphs)}
        self.measured = 0
        keys = list(self.cells)
        self.extent = (
            max(max(abs(i) for i, _ in keys), max(abs(j) for _, j in keys)) * 2 + 1 if keys else 0
        )

    def _cell(self, centre: tuple[float, float]) -> tuple[int, int]:
        return tuple(  # type: ignore[return-value]
            math.floor(value / self.size) if math.isfinite(value) else 0 for value in centre
        )

    def nearest(self, glyph: Any) -> Any | None:
        index = self.index[id(glyph)]
        if self.measured > _MOST_MEASURED or len(self.glyphs) < 2:
            return None
        x, y = self.centres[index]
        row, column = self._cell((x, y))
        best: tuple[float, int] | None = None
        for ring in range(self.extent + 1):
            for cell in _ring(row, column, ring):
                for other in self.cells.get(cell, ()):
                    if other == index:
                        continue
                    self.measured += 1
                    ox, oy = self.centres[other]
                    found = (math.hypot(x - ox, y - oy), other)
                    if best is None or found < best:
                        best = found
            # a glyph in a farther ring is at least ``ring`` cells away
            if best is not None and best[0] < ring * self.size:
                break
        return None if best is None else self.glyphs[best[1]]


def _ring(row: int, column: int, ring: int) -> Iterator[tuple[int, int]]:
    """The cells ``ring`` cells away from (row, column) in either direction."""
    if ring == 0:
        yield row, column
        return
    for i in range(row - ring, row + ring + 1):
        for j in (column - ring, column + ring):
            yield i, j
    for j in range(column - ring + 1, column + ring):
        for i in (row - ring, row + ring):
            yield i, j


# Distances measured for nearest glyphs on one page: a seal's few hundred letters need tens of
# thousands.
_MOST_MEASURED = 2_000_000


# A font and colour mostly slanted is a drawing's (a seal: its ring and the name across it);
# one slanted this much has its upright letters told by their neighbours.
_DRAWING_SHARE = 0.5
_NEAREST_SHARE = 0.2


def _style(glyph: Any) -> tuple[Any, ...]:
    """A glyph's font and colour (its ``size`` is its box's, which turns with it)."""
    colour = getattr(getattr(glyph, "graphicstate", None), "ncolor", None)
    return glyph.fontname, str(colour)


def _distance(one: Any, other: Any) -> float:
    across = (one.x0 + one.x1 - other.x0 - other.x1) / 2
    up = (one.y0 + one.y1 - other.y0 - other.y1) / 2
    return math.hypot(across, up)


def lines_of_glyphs(glyphs: list[Any]) -> list[str]:
    """The glyphs' lines, top to bottom, each left to right (a table cell's text)."""
    visible = [g for g in glyphs if g.get_text().strip()]
    if not visible:
        return []
    unit, left = _grid_unit(visible)
    return [_render(line.glyphs, unit, left) for line in _lines(glyphs)]


@dataclass(frozen=True)
class PrintedLine:
    """A table cell's line as printed: its text, where its ink starts and ends, how wide its
    first word is and how tall its letters (``pdf_tables`` asks whether that word had room on
    the line before, which tells the page's wrap from the writer's own line)."""

    text: str
    left: float
    right: float
    first_word: float
    size: float


def printed_lines(glyphs: list[Any]) -> list[PrintedLine]:
    """The glyphs' lines as ``lines_of_glyphs`` reads them, each with where it is drawn."""
    visible = [g for g in glyphs if g.get_text().strip()]
    if not visible:
        return []
    unit, left = _grid_unit(visible)
    result = []
    for line in _lines(glyphs):
        inked = sorted((g for g in line.glyphs if g.get_text().strip()), key=lambda g: g.x0)
        text = _render(line.glyphs, unit, left)
        if not inked:
            result.append(PrintedLine(text, 0.0, 0.0, 0.0, 0.0))
            continue
        size = sorted(g.y1 - g.y0 for g in inked)[len(inked) // 2]
        word_end = inked[0].x1
        for before, glyph in pairwise(inked):
            if glyph.x0 - max(before.x1, word_end) > _WORD_GAP * size:
                break
            word_end = max(word_end, glyph.x1)
        right = max(g.x1 for g in inked)
        result.append(PrintedLine(text, inked[0].x0, right, word_end - inked[0].x0, size))
    return result


def glyph_lines(glyphs: list[Any], most_compared: int) -> list[list[Any]] | None:
    """The glyphs grouped into lines by their baseline, top to bottom, in drawing order; None
    when that compares glyphs with lines more than ``most_compared`` times (each glyph is
    compared with the lines found before it until one is its own)."""
    lines = _lines(glyphs, most_compared)
    return None if lines is None else [line.glyphs for line in lines]


def _grid_unit(visible: list[Any]) -> tuple[float, float]:
    """A fixed-width column narrower than nearly every glyph: no run of text then takes more
    columns than its width allows, so a column of text starts at the same place on every line
    (where ``pdf_columns`` looks for the gutter); and where the leftmost glyph starts."""
    widths = sorted(max(g.x1 - g.x0, 0.1) for g in visible)
    return 0.8 * widths[len(widths) // 20], min(g.x0 for g in visible)


def _layout(glyphs: list[Any]) -> list[str]:
    glyphs = _without_margin_marks(glyphs)
    visible = [g for g in glyphs if g.get_text().strip()]
    if not visible:
        return []
    unit, left = _grid_unit(visible)
    lines = _lines(glyphs)
    pitches = sorted(above.middle - below.middle for above, below in pairwise(lines))
    wide = _WIDE_GAP * pitches[len(pitches) // 2] if pitches else 0.0
    result: list[str] = []
    for index, line in enumerate(lines):
        if index and lines[index - 1].middle - line.middle > wide:
            result.append("")  # a page's margin above a footer, a space between tables
        result.append(_render(line.glyphs, unit, left))
    return result


# A mark in the right margin is drawn smaller than this share of the page's usual glyph size,
# at least one usual glyph right of all the text drawn at a size above it, and all the marks
# of a page are at most this share of its glyphs, on this many lines at least.
_MARK_SIZE = 0.85
_MARKS_SHARE = 0.02
_MARK_LINES = 2


def _without_margin_marks(glyphs: list[Any]) -> list[Any]:
    """The page without the small fragments of a seal stamped across its right edge (the
    "dấu giáp lai" of a multi-page contract, OCR'd as "NG", "TY (ABC", "*", "HN"): on the
    same baselines as the body's lines, they had been joined onto the clauses they stand
    beside, with nothing reported. Only glyphs smaller than the body's, right of everything
    drawn at its size, few, and on two lines or more: a column of text (an English column
    in a smaller font) holds far more; a page number in a corner is one line; text drawn as
    large as the body is never a mark."""
    visible = [g for g in glyphs if g.get_text().strip()]
    if len(visible) < 1 / _MARKS_SHARE:
        return glyphs
    sizes = sorted(g.size for g in visible)
    usual = sizes[len(sizes) // 2]
    small = _MARK_SIZE * usual
    body_right = max((g.x1 for g in visible if g.size >= small), default=None)
    if body_right is None:
        return glyphs
    marks = {id(g) for g in visible if g.size < small and g.x0 > body_right + usual}
    lines = {round((g.y0 + g.y1) / 2 / usual) for g in visible if id(g) in marks}
    if not marks or len(marks) > _MARKS_SHARE * len(visible) or len(lines) < _MARK_LINES:
        return glyphs
    return [g for g in glyphs if id(g) not in marks]


@overload
def _lines(glyphs: list[Any]) -> list[_Line]: ...


@overload
def _lines(glyphs: list[Any], most_compared: int) -> list[_Line] | None: ...


def _lines(glyphs: list[Any], most_compared: int | None = None) -> list[_Line] | None:
    lines: list[_Line] = []
    compared = 0
    for glyph in glyphs:
        middle, height = (glyph.y0 + glyph.y1) / 2, max(glyph.y1 - glyph.y0, 1.0)
        line = None
        for candidate in reversed(lines):
            compared += 1
            if abs(candidate.middle - middle) < _SAME_LINE * max(candidate.height, height):
                line = candidate
                break
        if most_compared is not None and compared > most_compared:
            return None
        if line is None:
            line = _Line(middle, height)
            lines.append(line)
        line.glyphs.append(glyph)
    return sorted(lines, key=lambda line: -line.middle)


def _render(glyphs: list[Any], unit: float, left: float) -> str:
    """One line's glyphs left to right; a combining mark stays behind the letter it was drawn
    after, wherever its box starts."""
    ordered: list[tuple[float, int, Any]] = []
    for position, glyph in enumerate(glyphs):
        text = glyph.get_text()
        x = glyph.x0
        if text and unicodedata.combining(text[0]) and ordered:
            x = ordered[-1][0]
        ordered.append((x, position, glyph))
    ordered.sort(key=lambda entry: (entry[0], entry[1]))
    text = ""
    previous: Any = None
    for x, _, glyph in ordered:
        character = glyph.get_text()
        if not character:
            continue  # a glyph of no text (a mapping that maps it to nothing) shows nothing
        if (
            previous is not None
            and character == previous.get_text()
            and abs(glyph.x0 - previous.x0) < 0.3 * max(glyph.x1 - glyph.x0, 0.1)
        ):
            continue  # drawn twice, a little offset: a bold the producer made by hand
        if character.isspace():
            text += " " if text and not text.endswith(" ") else ""
            continue
        if previous is not None and not unicodedata.combining(character[0]):
            gap = x - previous.x1
            if gap > _COLUMN_GAP * unit:
                column = round((x - left) / unit)
                text = text.rstrip(" ")
                text += " " * max(3, column - len(text))
            elif gap > _WORD_GAP * glyph.size and not text.endswith(" "):
                text += " "
        elif previous is None:
            text = " " * round((x - left) / unit)
        text += character
        previous = glyph
    return unicodedata.normalize("NFC", text.rstrip())
