"""A ruled table of three or more columns in a PDF (a salary scale, a KPI grid, an allowance
list), read row by row and cell by cell from the rules drawn around its cells.

Word, LibreOffice and browsers draw a table cell by cell; read as lines, a cell that wraps
("Phụ cấp ăn trưa /" … "Lunch allowance") runs into its neighbours, and a row's Vietnamese and
English halves end up in each other's clauses. The rules say where each row and column ends:
horizontal and vertical strokes (LibreOffice) or thin filled rectangles (Chromium) that touch
one another make one table; its rows lie between its horizontal rules, its cells between the
vertical rules crossing each row. A cell merged across columns keeps its place (the columns it
covers are left empty, as ``docx_reader`` does for a gridSpan).

Each table is then written as a markdown pipe table (a row a line, ``<br>`` between a cell's
paragraphs) in place of the lines that drew it, and read as every other data table is
(``layouts``). A table whose lines cannot be found in the page's text, a table of two
columns (a bilingual Vietnamese | English layout, ``pdf_columns``'s to read), or one whose
cells open articles (a layout of the clauses themselves), is left alone.
Tables without vertical rules (booktabs' horizontal rules only, or none) are told by the gaps
between their columns instead, on pages whose layout shows such gaps (``pdf_spaced_tables``).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rubric.documents.parsing.furniture import is_signature_marker
from rubric.documents.parsing.labels import Kind, parse_label
from rubric.documents.parsing.language import Lang, detect, has_vietnamese_letters, is_confident
from rubric.documents.parsing.pdf_geometry import (
    PrintedLine,
    drawn_pages,
    printed_lines,
    upright_text,
)
from rubric.documents.parsing.text import collapse, same_figure

# A figure alone in its cell, perhaps with its currency: "72.000.000", "5.250.000 đồng", "100%"
_FIGURE_ALONE = re.compile(r"(?:(?:VND|USD)\s*)?\d[\d.,\s]*%?(?:\s*(?:đồng|VNĐ|VND|USD|đ))?")
_THIN = 2.0  # a rule is at most this thick (points)
_TOUCH = 2.0  # rules this close touch
_MIN_COLUMNS = 3
_TWO_COLUMNS = 2  # read only as an item and its figure (``Grid.of_items_and_figures``)
_MIN_ROWS = 1  # a table a page break cut leaves a row of its own atop the next page
_ITEMS_ROWS = 3  # a table of items and figures: its header and two rows
_COVERED = 0.9  # the share of a table's words the lines replaced must account for
# Operators that stroke or fill a path: a page drawing none has no ruled table.
_PATH_PAINTING = re.compile(rb"\s(?:re|l)\s")
_FEWEST_PAINTINGS = 6


@dataclass(frozen=True)
class _Rule:
    """A horizontal (``at`` is its y) or vertical (``at`` is its x) rule, from ``start`` to
    ``end`` along its length."""

    at: float
    start: float
    end: float


@dataclass
class Grid:
    """A ruled table: its rows of cells, top to bottom, each cell's paragraphs joined by
    ``\\n``."""

    rows: list[tuple[str, ...]] = field(default_factory=list)
    # read without vertical rules, a header and one row only: a table only where the next
    # page's opens with the same header (``pdf_spaced_tables.continued``)
    cut: bool = False
    # a row or two of a clause's Vietnamese beside its English, among paragraphs: read as the
    # paragraphs they are, each language's after the other (``pairs_languages``)
    languages: bool = False

    def pipe_rows(self) -> list[str]:
        if self.languages:
            return [
                line
                for row in self.rows
                for cell in row
                for paragraph in cell.split("\n")
                for line in (paragraph, "")
                if cell
            ]
        return ["| " + " | ".join(_escaped(cell) for cell in row) + " |" for row in self.rows]

    def pairs_languages(self) -> bool:
        """Two columns, each row a Vietnamese cell beside its English ("Khoản 6.2 Điều 6 …
        được sửa đổi như sau: …" | "Clause 6.2 of Article 6 … is amended as follows: …"): a
        change or a clause an office sets in a table of its own among paragraphs. Read a
        line at a time across both cells, the languages had interleaved mid-sentence (a page
        of such tables alone is read in columns, ``pdf_columns``)."""
        return bool(self.rows) and all(
            len(row) == 2
            and detect(row[0]) is Lang.VI
            and is_confident(row[0])
            and detect(row[1]) is Lang.EN
            and not any(is_signature_marker(cell.split("\n", 1)[0]) for cell in row)
            for row in self.rows
        )

    def numbers_articles(self) -> bool:
        """A cell opens with an article or an appendix ("Điều 2", "Article 2"): the table
        lays out the document's clauses, which the page's lines read as they always have."""
        return any(
            (label := parse_label(line)) is not None and label.kind in (Kind.ARTICLE, Kind.APPENDIX)
            for row in self.rows
            for cell in row
            for line in cell.split("\n")
        )

    def of_items_and_figures(self, fewest: int) -> bool:
        """Two columns, an item and its figure ("Khoản thanh toán | Số tiền (đồng)", "Trợ cấp
        thôi việc (8 năm) | 72.000.000"): a header of words, then rows (``fewest`` in all, at
        least) whose second cell is a figure alone, the first no field's name ("Mức lương:"),
        clause's label or signature block. Two columns are otherwise a layout (a page in two
        language columns, signature blocks side by side, a form)."""
        rows = self.rows
        if len(rows) < fewest or any(len(row) != 2 for row in rows) or self.numbers_articles():
            return False
        if not all(rows[0]) or any(not any(ch.isalpha() for ch in cell) for cell in rows[0]):
            return False
        if not all(row[0] and _FIGURE_ALONE.fullmatch(row[1].strip()) for row in rows[1:]):
            return False
        return not any(
            row[0].rstrip().endswith(":")
            or parse_label(row[0]) is not None
            or is_signature_marker(row[0])
            for row in rows
        )

    def of_terms_and_meanings(self) -> bool:
        """Two columns of one language a row ("Thuật ngữ | Giải thích", "Lương cơ bản | Mức
        lương ghi trong hợp đồng lao động"): a table of definitions or items, a header and two
        rows at least, every cell filled, no field's name ("Họ và tên:"), clause's label or
        signature block in it. Read a line at a time, its rows had run together."""
        rows = self.rows
        if len(rows) < _ITEMS_ROWS or any(len(row) != 2 or not all(row) for row in rows):
            return False
        return all(
            detect(row[0]) is detect(row[1]) is not Lang.NEUTRAL
            or (detect(row[0]) is not Lang.NEUTRAL and detect(row[1]) is Lang.NEUTRAL)
            for row in rows
        ) and not any(
            cell.rstrip().endswith(":")
            or parse_label(cell) is not None
            or is_signature_marker(cell.split("\n", 1)[0])
            for row in rows
            for cell in row
        )

    def labels_beside_texts(self) -> bool:
        """Each row a clause's label alone, then its text in each language ("Điều 1 | Công việc
        | Work", "1.1 | Bên B … | Party B …"; a header above): the table lays out the
        clauses too, but its lines one by one would part each label from its text."""
        labels = [row[0] for row in self.rows if row[0].strip()]
        alone = [
            cell for cell in labels if (label := parse_label(cell)) is not None and not label.rest
        ]
        return (
            all(len(row) == 3 for row in self.rows)
            and len(alone) >= 2
            and len(alone) >= len(labels) - 1
        )

    def words(self) -> Counter[str]:
        return Counter(word for row in self.rows for cell in row for word in _words(cell))


def may_hold_rules(page: Any) -> bool:
    """The page's drawing strokes or fills paths: only then may it hold a ruled table."""
    try:
        data = page.get_contents().get_data() if page.get_contents() is not None else b""
    except Exception:  # a damaged content stream: no rules we can tell of
        return False
    return len(_PATH_PAINTING.findall(data)) >= _FEWEST_PAINTINGS


def ruled_grids(
    path: Path, page_indexes: list[int], spaced: Collection[int] = ()
) -> dict[int, list[Grid]]:
    """The ruled tables of three or more columns on the given pages, top of the page first,
    and on the ``spaced`` pages the tables drawn without vertical rules
    (``pdf_spaced_tables``); none when pdfminer cannot draw the pages (pypdf's reading of
    them stands)."""
    try:
        return _ruled_grids(path, page_indexes, spaced)
    except Exception:  # a drawing pdfminer fails on: no table is read from it
        return {}


def _ruled_grids(
    path: Path, page_indexes: list[int], spaced: Collection[int]
) -> dict[int, list[Grid]]:
    from pdfminer.layout import LTChar, LTCurve

    from rubric.documents.parsing.pdf_spaced_tables import continued, spaced_grids

    ruled = set(page_indexes)
    result: dict[int, list[Grid]] = {}
    for index, drawn in drawn_pages(path, sorted({*ruled, *spaced})):
        glyphs: list[Any] = []
        shapes: list[Any] = []
        _collect(drawn, glyphs, shapes, LTChar, LTCurve)
        upright = upright_text(glyphs)  # no watermark's letters in its cells
        grids = _grids(shapes, upright) if index in ruled else []
        if index in spaced:
            horizontal, vertical = _rules(shapes)
            if not vertical:  # any vertical rule: a ruled drawing, read as it is
                grids += spaced_grids(upright, [(r.at, r.start, r.end) for r in horizontal])
        if grids:
            result[index] = grids
    return continued(result)


def _collect(item: Any, glyphs: list[Any], shapes: list[Any], char: type, curve: type) -> None:
    for child in item:
        if isinstance(child, char):
            glyphs.append(child)
        elif isinstance(child, curve):  # LTLine and LTRect are curves too
            shapes.append(child)
        elif hasattr(child, "__iter__"):
            _collect(child, glyphs, shapes, char, curve)


def _grids(shapes: list[Any], glyphs: list[Any]) -> list[Grid]:
    horizontal, vertical = _rules(shapes)
    grids = []
    tables = _tables(_merged(horizontal), _merged(vertical))
    for rows, columns in (part for table in tables for part in _stacked(*table)):
        read = _read(rows, columns, glyphs)
        if read is None:
            continue
        if read.numbers_articles() and not read.labels_beside_texts():
            continue
        wide = len(_levels([r.at for r in columns])) > _MIN_COLUMNS
        if not wide and read.pairs_languages():
            read.languages = True
            grids.append(read)
            continue
        for grid in [read] if wide else _headed_apart(read):
            if wide or grid.of_items_and_figures(_ITEMS_ROWS) or grid.of_terms_and_meanings():
                grids.append(grid)
            elif grid.of_items_and_figures(_ITEMS_ROWS - 1):
                # its header and one row, at a page's foot or atop the next under its header
                # repeated: a table only beside the rest of it (``pdf_spaced_tables.continued``)
                grid.cut = True
                grids.append(grid)
    return grids


def _headed_apart(grid: Grid) -> list[Grid]:
    """A two-column grid as the tables of items and figures it may hold one under the other,
    each under its header ("Xếp loại | Tỷ lệ thưởng" over its rows, then "Rating | Bonus
    rate" over the English ones: one grid of both, no table of items and figures): split
    before each row of words alone that follows a row ending in a figure."""
    parts: list[list[tuple[str, ...]]] = [[]]
    for row in grid.rows:
        above = parts[-1][-1] if parts[-1] else None
        if (
            above is not None
            and _FIGURE_ALONE.fullmatch(above[-1].strip())
            and all(cell.strip() and not any(ch.isdigit() for ch in cell) for cell in row)
        ):
            parts.append([])
        parts[-1].append(row)
    return [Grid(rows=rows) for rows in parts] if len(parts) > 1 else [grid]


def _rules(shapes: list[Any]) -> tuple[list[_Rule], list[_Rule]]:
    """The drawing's horizontal and vertical rules."""
    horizontal: list[_Rule] = []
    vertical: list[_Rule] = []
    for shape in shapes:
        x0, y0, x1, y1 = shape.bbox
        width, height = x1 - x0, y1 - y0
        if height <= _THIN and width > 3 * max(height, 0.1):
            horizontal.append(_Rule((y0 + y1) / 2, x0, x1))
        elif width <= _THIN and height > 3 * max(width, 0.1):
            vertical.append(_Rule((x0 + x1) / 2, y0, y1))
        elif _outlined_box(shape):
            # a cell drawn as a stroked rectangle (FPDF, TCPDF, reportlab): its four edges
            horizontal += [_Rule(y0, x0, x1), _Rule(y1, x0, x1)]
            vertical += [_Rule(x0, y0, y1), _Rule(x1, y0, y1)]
    return horizontal, vertical


def _outlined_box(shape: Any) -> bool:
    """A rectangle stroked and not filled (a filled one is a shading, or a rule already)."""
    from pdfminer.layout import LTRect

    return isinstance(shape, LTRect) and bool(shape.stroke) and not shape.fill


def _merged(rules: list[_Rule]) -> list[_Rule]:
    """Rules on one line that meet or overlap, as one (Chromium draws each cell's edge apart)."""
    merged: list[_Rule] = []
    for rule in sorted(rules, key=lambda r: (round(r.at / _TOUCH), r.start)):
        last = merged[-1] if merged else None
        if last and abs(last.at - rule.at) <= _TOUCH and rule.start <= last.end + _TOUCH:
            merged[-1] = _Rule(last.at, last.start, max(last.end, rule.end))
        else:
            merged.append(rule)
    return merged


def _crosses(horizontal: _Rule, vertical: _Rule) -> bool:
    return (
        horizontal.start - _TOUCH <= vertical.at <= horizontal.end + _TOUCH
        and vertical.start - _TOUCH <= horizontal.at <= vertical.end + _TOUCH
    )


def _tables(
    horizontal: list[_Rule], vertical: list[_Rule]
) -> list[tuple[list[_Rule], list[_Rule]]]:
    """The rules grouped into tables: those that cross one another, transitively."""
    parent = list(range(len(horizontal) + len(vertical)))

    def root(node: int) -> int:
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    for i, across in enumerate(horizontal):
        for j, down in enumerate(vertical):
            if _crosses(across, down):
                parent[root(i)] = root(len(horizontal) + j)
    groups: dict[int, tuple[list[_Rule], list[_Rule]]] = {}
    for i, across in enumerate(horizontal):
        groups.setdefault(root(i), ([], []))[0].append(across)
    for j, down in enumerate(vertical):
        groups.setdefault(root(len(horizontal) + j), ([], []))[1].append(down)
    tables = [
        (sorted(rows, key=lambda r: -r.at), sorted(columns, key=lambda r: r.at))
        for rows, columns in groups.values()
        if len(_levels([r.at for r in rows])) >= _MIN_ROWS + 1
        and len(_levels([r.at for r in columns])) >= _TWO_COLUMNS + 1
    ]
    return sorted(tables, key=lambda table: -table[0][0].at)  # the page's top table first


def _stacked(rows: list[_Rule], columns: list[_Rule]) -> list[tuple[list[_Rule], list[_Rule]]]:
    """A table's rules as the tables drawn one right under the other they may be: a
    Vietnamese table and its English one, the second's top edge on the first's bottom, were
    read as one grid of both tables' columns, each row's figures given to both languages.
    Two rows one above the other belong to two tables when no column edge inside either is
    one inside the other (a header's cells merged across columns keep some, or none)."""
    ys = sorted(_levels([r.at for r in rows]), reverse=True)
    inner = [_inner_edges(top, bottom, columns) for top, bottom in itertools.pairwise(ys)]
    cuts = [
        ys[index + 1]
        for index, (above, below) in enumerate(itertools.pairwise(inner))
        if above and below and not any(abs(a - b) <= _TOUCH for a in above for b in below)
    ]
    if not cuts:
        return [(rows, columns)]
    parts = []
    for top, bottom in itertools.pairwise([ys[0], *cuts, ys[-1]]):
        part_rows = [r for r in rows if bottom - _TOUCH <= r.at <= top + _TOUCH]
        part_columns = [r for r in columns if r.start < top - _TOUCH and r.end > bottom + _TOUCH]
        parts.append((part_rows, part_columns))
    return parts


def _inner_edges(top: float, bottom: float, columns: list[_Rule]) -> list[float]:
    """Where the vertical rules crossing the row between ``top`` and ``bottom`` stand, but
    its outer two."""
    middle = (top + bottom) / 2
    edges = _levels([r.at for r in columns if r.start - _TOUCH <= middle <= r.end + _TOUCH])
    return edges[1:-1]


def _levels(values: list[float]) -> list[float]:
    """Distinct positions, those within ``_TOUCH`` of each other as one."""
    levels: list[float] = []
    for value in sorted(values):
        if not levels or value - levels[-1] > _TOUCH:
            levels.append(value)
    return levels


def _read(rows: list[_Rule], columns: list[_Rule], glyphs: list[Any]) -> Grid | None:
    """The table's cells: between each pair of horizontal rules a row, split at the vertical
    rules that cross it."""
    ys = sorted(_levels([r.at for r in rows]), reverse=True)
    xs = _levels([r.at for r in columns])
    inside = [
        g
        for g in glyphs
        if xs[0] < _middle_x(g) < xs[-1] and ys[-1] < _middle_y(g) < ys[0] and g.get_text()
    ]
    grid = Grid()
    drawn: list[list[list[Any]]] = []  # each row's cells' glyphs, column by column
    spans: list[list[tuple[float, float] | None]] = []  # where each of those cells lies
    for top, bottom in itertools.pairwise(ys):
        middle = (top + bottom) / 2
        # the vertical rules crossing this row: a cell merged across columns has none inside
        edges = [
            x
            for x in xs
            if any(
                abs(r.at - x) <= _TOUCH and r.start - _TOUCH <= middle <= r.end + _TOUCH
                for r in columns
            )
        ]
        if len(edges) < 2:
            continue
        cells: list[list[Any]] = [[] for _ in xs[1:]]
        across: list[tuple[float, float] | None] = [None for _ in xs[1:]]
        for left, right in itertools.pairwise(edges):
            cell = [
                g for g in inside if left < _middle_x(g) < right and bottom < _middle_y(g) < top
            ]
            if drawn and not _ruled_above(top, (left + right) / 2, rows):
                # a cell merged down over several rows (a grade's track beside grades 4 and
                # 5): no rule between them in its column, so its wrapped words are its first
                # row's, not each row's share ("Principal" | "Engineer")
                drawn[-1][xs.index(left)].extend(cell)
            else:
                cells[xs.index(left)] = cell
                across[xs.index(left)] = (left, right)
        drawn.append(cells)
        spans.append(across)
    for cells, lying in zip(drawn, spans, strict=True):
        texts = tuple(cell_text(cell, edges) for cell, edges in zip(cells, lying, strict=True))
        if any(texts):
            grid.rows.append(texts)
    if len(grid.rows) == 1 and _opens_clauses(grid.rows[0]) and not grid.pairs_languages():
        # a layout table's row alone atop the next page ("9 | 2. Bên B … | 2. Party B …"): its
        # lines read as the rest of the table's did, not as a row of data (a clause's two
        # languages side by side are read as the paragraphs they are, ``_grids``)
        return None
    return grid if len(grid.rows) >= _MIN_ROWS else None


def _ruled_above(top: float, x: float, rows: list[_Rule]) -> bool:
    """A horizontal rule at ``top`` runs over ``x``: the cell there opens a row of its own."""
    return any(abs(r.at - top) <= _TOUCH and r.start - _TOUCH <= x <= r.end + _TOUCH for r in rows)


def _opens_clauses(row: tuple[str, ...]) -> bool:
    """A cell after the first opens with a clause's number or label."""
    return any(parse_label(cell.split("\n", 1)[0]) is not None for cell in row[1:] if cell)


def _middle_x(glyph: Any) -> float:
    return float(glyph.x0 + glyph.x1) / 2


def _middle_y(glyph: Any) -> float:
    return float(glyph.y0 + glyph.y1) / 2


def cell_text(glyphs: list[Any], edges: tuple[float, float] | None = None) -> str:
    """A cell's lines as its paragraphs: a wrapped line goes on its paragraph; a label, a
    bullet or the English after a Vietnamese paragraph with no slash opens the next. With the
    cell's ``edges`` (its vertical rules), a line's first word that had room on the line
    before tells a line its writer ended from one the page wrapped (``_had_room``)."""
    lines = printed_lines(glyphs)
    room = _room(lines, edges)
    paragraphs: list[str] = []
    before: PrintedLine | None = None
    for line in lines:
        text = collapse(line.text)
        if not text:
            continue
        had_room = None if before is None or room is None else _had_room(before, line, room)
        if paragraphs and not _opens_paragraph(paragraphs[-1], text, had_room):
            # ("DL5440-" / "88921": a code or a compound the page broke at its hyphen)
            paragraphs[-1] += ("" if _BROKEN_AT_HYPHEN.search(paragraphs[-1]) else " ") + text
        else:
            paragraphs.append(text)
        before = line
    return "\n".join(paragraphs)


def _room(lines: list[PrintedLine], edges: tuple[float, float] | None) -> float | None:
    """How wide a line of the cell may be: between its rules, less the padding on either side
    (the narrowest space left between a line and a rule, whichever way the cell aligns)."""
    inked = [line for line in lines if line.right > line.left]
    if edges is None or not inked:
        return None
    left, right = edges
    padding = max(0.0, min(min(line.left - left, right - line.right) for line in inked))
    return right - left - 2 * padding


_BROKEN_AT_HYPHEN = re.compile(r"\w-$")
# A space is about this share of its letters' height wide.
_SPACE = 0.3


def _had_room(before: PrintedLine, line: PrintedLine, room: float) -> bool:
    """Whether ``line``'s first word fit at the end of the line before: then the writer ended
    that line (a paragraph, a line break), the page did not wrap it."""
    joined = before.right - before.left + _SPACE * max(before.size, line.size) + line.first_word
    return joined <= room


_BULLET = re.compile("[-•\u2013*+]\\s")


def _opens_paragraph(before: str, line: str, had_room: bool | None = None) -> bool:
    """Whether ``line`` opens a paragraph of its cell after the text ``before`` it; ``had_room``
    says whether the page had room for its first word on the line before (None: unknown)."""
    if line.startswith("/") or before.endswith("/"):
        return False  # "Theo ngày công thực tế" / "/ Per actual working day": one cell's halves
    label = parse_label(line)
    if label is not None and label.kind in (Kind.POINT, Kind.PLAIN, Kind.NUMBER):
        return True
    if _BULLET.match(line):
        return True
    if " / " in line and detect(line.split(" / ", 1)[0]) is Lang.NEUTRAL:
        # "02 kỳ liên tiếp loại" / "A / Two consecutive A ratings": the Vietnamese half
        # wrapped before its last words, which are no language's ("A", "B+", "2026"); its
        # slash is still to come
        return False
    if detect(before) is Lang.NEUTRAL and detect(line) is Lang.NEUTRAL:
        # "1.250" / "1,250", "T1" / "T1", "≥ 99,7%" / "≥ 99.7%": the figure written again is
        # its translation, whether or not the page had room for it (a column as wide as its
        # widest figure had none); read as one paragraph each went whole to both rows
        return same_figure(before, line)
    if (
        had_room is False
        and (
            _ACRONYMS.fullmatch(line)
            or _A_NAME.fullmatch(line)
            or line[:1].islower()
            # ("… kể từ ngày" / "05/01/2024.": a figure the line had no room for)
            or line[:1].isdigit()
        )
    ):
        # "… và chứng nhận" / "HACCP", "Máy tính xách tay Dell" / "Latitude 5440", "Máy tính
        # xách" / "tay Dell …": the page wrapped the Vietnamese before its acronym, a name or
        # a toneless word in lower case, which opens no English paragraph (it had opened one,
        # "HACCP Complete the …", and the words went to the English row)
        return False
    # "Doanh số" / "Sales", "VNĐ/tháng" / "VND/month": the two languages of one cell, a
    # paragraph each — unless a slash is still waiting for the English ("Phụ cấp ăn trưa /").
    # A line opening with a figure is the English when it repeats the figure the Vietnamese
    # opened with ("4 khóa/năm" / "4 courses/year", "≤ 95% ngân sách" / "≤ 95% of budget") or
    # is surely English; "Hoàn thành" / "100% KPI" is one phrase wrapped.
    # An English cell may open in lower case ("dưới 3 năm" / "under 3 years"): a phrase of
    # two words or more, English after Vietnamese.
    return (
        " / " not in before
        and (
            line[:1].isupper()
            or (line[:1].islower() and len(line.split()) >= 2)
            or (not line[:1].isalpha() and _translates(before, line))
        )
        and (
            detect(before) is Lang.VI
            or (bool(had_room) and _vietnamese_by_its_letters(before, line))
            # "Ca 1" / "Shift 1", "Tai nghe" / "Headset": words of no language's the writer
            # ended the line after (the English had room on it), the English under them
            or (
                bool(had_room)
                and detect(before) is Lang.NEUTRAL
                and _A_WORD.search(before) is not None
            )
        )
        and detect(line) is Lang.EN
    )


_A_WORD = re.compile(r"[^\W\d_]{2,}")


# A name the page wrapped onto a line of its own: capitalised words and figures, a few
# ("Latitude 5440", "ThinkPad X1 Carbon", "Samsung 27"), the last words of a model's name
# (with a figure: a word alone, "Weight" under "Trọng số", is as often the English)
_A_NAME = re.compile(r"(?=.*\d)[A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|\d[\w.\-\"]*)){0,3}")
# A line of acronyms, codes and figures only: "HACCP", "ISO 22000", "KPI".
_ACRONYMS = re.compile(r"[A-Z\d][A-Z\d.,%/&+\-]*(?:\s+[A-Z\d][A-Z\d.,%/&+\-]*)*")


def _vietnamese_by_its_letters(before: str, line: str) -> bool:
    """A line its writer ended (the page had room for the next line's first word), too short
    to be told Vietnamese by its words but by its letters ("Tra tay áo", read as English),
    before one without them ("Sleeve setting"): the Vietnamese, as a longer line would be (it
    had run on into the English, and both went to the English row). A line the page wrapped
    is not asked: its phrase runs on whatever its letters."""
    return has_vietnamese_letters(before) and not has_vietnamese_letters(line)


def _translates(before: str, line: str) -> bool:
    return before.split(maxsplit=1)[0] == line.split(maxsplit=1)[0] or is_confident(line)


def _escaped(cell: str) -> str:
    return cell.replace("|", "\\|").replace("\n", "<br>")


def with_grids(lines: list[str], grids: list[Grid]) -> list[str]:
    """The page's lines with each table's run of lines replaced by its pipe rows (set apart by
    empty lines, so no paragraph runs into the table). A table whose words the page's lines do
    not account for, in one run, is left as it was read, and so are the tables after
    ``_MOST_LINES_LOOKED_AT`` lines looked at."""
    result = list(lines)
    looked_at = 0
    for grid in grids:
        if looked_at > _MOST_LINES_LOOKED_AT:
            break
        span, looked = _drawn_by(result, grid.words())
        looked_at += looked
        if span is not None:
            start, end = span
            result[start:end] = ["", *grid.pipe_rows(), ""]
    return result


# Lines looked at for where a page's tables were drawn, each table's from the page's top: a
# page's few tables over its hundred lines take hundreds. Hundreds of small tables on a page
# of thousands of lines (read without rules from a page of 4-point text) took seconds a
# page, each table looked for from every line.
_MOST_LINES_LOOKED_AT = 100_000


def _words(line: str) -> list[str]:
    # (split after a hyphen too: a cell's "DL5440-88921" is the page's "DL5440-" / "88921")
    return re.sub(r"(?<=\w-)(?=\w)", " ", unicodedata.normalize("NFC", line)).split()


def _drawn_by(lines: list[str], wanted: Counter[str]) -> tuple[tuple[int, int] | None, int]:
    """The run of lines whose words are all the table's and account for nearly all of them:
    where the table was drawn, and how many lines were looked at to find it. A line of text
    before or after it has words of its own."""
    total = sum(wanted.values())
    looked = 0
    for start, first in enumerate(lines):
        looked += 1
        if not first.strip():
            continue
        if any(wanted[word] < n for word, n in Counter(_words(first)).items()):
            continue  # a line of words of its own: no run of the table's starts there
        left = wanted.copy()
        found = 0
        end = start
        while end < len(lines):
            looked += 1
            words = Counter(_words(lines[end]))
            if any(left[word] < n for word, n in words.items()):
                break
            left.subtract(words)
            found += sum(words.values())
            end += 1
        if total and found >= _COVERED * total:
            while not lines[end - 1].strip():
                end -= 1
            return (start, end), looked
    return None, looked
