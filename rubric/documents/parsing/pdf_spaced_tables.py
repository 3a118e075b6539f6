"""A PDF data table drawn without vertical rules — horizontal rules only ("booktabs": above
the header, under it, at the bottom) or none at all (a Word table with its borders off) —
read row by row and cell by cell from where its words stand.

``pdf_tables`` reads a table from the vertical rules between its cells; without them a salary
scale, a KPI list or a career ladder was read as lines, cell by cell in the order the producer
drew them ("Bậc / Step", "Hệ số / Coefficient", …, "1", "2,34", "13.140.000"), and each row's
Vietnamese and English went to each other's clause. Such a table is told by its white space:
a run of lines whose words leave the same vertical bands empty (the gaps between its columns),
a band at least ``_CELL_GAP`` font sizes wide, two bands or more (three columns), on every line
of the run. Its rows start where the space above a line is wider than a wrapped cell's line
pitch, or, when every line is as far from the next, at a line with a first cell (a line of
English under a Vietnamese one is that row's translation); a horizontal rule between two lines
always starts a row, and one under the table (booktabs' bottom rule) ends it.

Only strong evidence makes a table: three columns or more, three rows or more with three cells
each, a first row that is a header (every cell filled, none a figure alone, none a form's
field name ending in a colon), no first cell opening with a list's label ("a)", "1.") unless
that column is headed "STT" / "No.", and no cell opening an article. Ordinary text does not
leave two bands empty over three lines: a justified paragraph's spaces are narrower and never
line up, a signature block or a form of "Họ và tên:      Trần Minh Khoa" has two columns (a
form of four is told by its colons), and a leader of dots ("Phụ cấp ăn trưa ........ 730.000
đồng") is no gap. The table is then written over the page's lines as a ruled one is
(``pdf_tables.with_grids``: only where the page's lines account for its words).
"""

from __future__ import annotations

import bisect
import itertools
import statistics
import unicodedata
from dataclasses import dataclass
from typing import Any

from rubric.documents.parsing.furniture import is_signature_marker
from rubric.documents.parsing.labels import Kind, parse_label
from rubric.documents.parsing.language import Lang, detect
from rubric.documents.parsing.layouts import is_ordinal_header
from rubric.documents.parsing.pdf_budget import Budget
from rubric.documents.parsing.pdf_geometry import glyph_lines
from rubric.documents.parsing.pdf_tables import Grid, cell_text
from rubric.documents.parsing.text import collapse

_CELL_GAP = 0.8  # a gap this many font sizes wide (or wider) sets cells apart
_MIN_COLUMNS = 3
_MIN_ROWS = 3  # rows of three filled cells or more, the header included
# A line further below the one above than this many line heights is no row of the same table.
_MOST_PITCH = 3.0
# A row's first line is further below the line above it than a cell's wrapped lines are from
# one another by at least this much (cell padding, a paragraph's space after).
_ROW_SPACING = 1.2
# A rule across at least this share of the table's width is one of its rules.
_RULE_SPAN = 0.8
# What is looked at on one page, over all the runs of lines tried there: each line's runs of
# words and the columns it is set against, once for every line a run grows by (a run is tried
# again from each of its lines while none makes a table), and the glyphs of each run read. A
# page's tables take tens of thousands; a page of hundreds of lines of hundreds of gaps, or a
# page-long run of aligned lines that never makes a table, tried from each of them, took
# minutes: past this, the page's other lines keep their reading.
_MOST_LOOKED_AT = 500_000
# Glyphs compared with the lines already found to group a page's glyphs into lines: past this
# (tens of thousands of lines a point high, each compared with all those above), the page is
# no document's and keeps its reading.
_MOST_COMPARED = 2_000_000
# Lines of one table on one page (a page of 9-point text has about 70).
_MOST_LINES = 200
# Starts tried in a run of lines read as no table, its first line first: a page of a few
# hundred lines of three runs of words each, no table, had been read once from each line to
# the run's end, a page taking seconds or tens of seconds.
_MOST_RETRIES = 4


@dataclass
class _Line:
    top: float
    bottom: float
    middle: float
    size: float
    glyphs: list[Any]
    segments: list[tuple[float, float]]  # its runs of words, left to right


def spaced_grids(glyphs: list[Any], rules: list[tuple[float, float, float]]) -> list[Grid]:
    """The tables without vertical rules among the page's upright glyphs; ``rules``: the
    page's horizontal rules, (y, x0, x1). Tables of three columns or more first; then, in
    the lines left, tables of an item and its figure (``_items_and_figures``)."""
    grouped = glyph_lines(glyphs, _MOST_COMPARED)
    if grouped is None:
        return []
    lines = [line for line in map(_line, grouped) if line is not None]
    rules = sorted(rules)
    budget = Budget(_MOST_LOOKED_AT)
    found = _grids(lines, rules, budget, _MIN_COLUMNS)
    grids = [grid for grid, _, _ in found]
    taken = {index for _, start, end in found for index in range(start, end)}
    rest: list[_Line] = []
    for index, line in enumerate([*lines, None]):
        if line is not None and index not in taken:
            rest.append(line)
        elif rest:
            grids += [grid for grid, _, _ in _grids(rest, rules, budget, 2)]
            rest = []
    return grids


def _grids(
    lines: list[_Line], rules: list[tuple[float, float, float]], budget: Budget, columns: int
) -> list[tuple[Grid, int, int]]:
    """The tables of ``columns`` columns or more among ``lines`` (top to bottom), each with
    the lines it takes (from, to)."""
    heights = [y for y, _, _ in rules]
    grids: list[tuple[Grid, int, int]] = []
    start = 0
    failed, failed_end = 0, 0  # where a run read as no table started, and where it ended
    while start < len(lines):
        if len(lines[start].segments) < columns:
            start += 1
            continue
        run = _run_from(lines, start, budget, columns)
        if run is None:
            break
        end, spans = run
        beside = _rules_beside(lines[start:end], rules, heights)
        if not budget.spend(len(beside) + sum(len(line.glyphs) for line in lines[start:end])):
            break
        grid = _read(lines[start:end], spans, beside, columns)
        if grid is not None:
            grids.append((grid, start, end))
            start = end
            continue
        if start >= failed_end:
            failed, failed_end = start, end
        start += 1
        if start - failed >= _MOST_RETRIES:
            # the table would start in the run's first lines (under a caption or a line of
            # the text above it set with gaps); each start read the run to its end again
            start = max(start, failed_end)
    return grids


def _rules_beside(
    lines: list[_Line], rules: list[tuple[float, float, float]], heights: list[float]
) -> list[tuple[float, float, float]]:
    """The ``rules`` (bottom to top; ``heights``: where each is) as high as the lines are."""
    low = bisect.bisect_left(heights, min(line.top for line in lines))
    return rules[low : bisect.bisect_right(heights, max(line.bottom for line in lines))]


def continued(grids: dict[int, list[Grid]]) -> dict[int, list[Grid]]:
    """The tables, a header and one row (``Grid.cut``) only where the next page's first table
    opens with the same header, or the previous page's last one did: a table the page break
    cut after its first row, or before its last (its header repeated)."""
    kept: dict[int, list[Grid]] = {}
    for index, found in grids.items():
        after, before = grids.get(index + 1, []), grids.get(index - 1, [])
        tables = [
            grid
            for grid in found
            if not grid.cut
            or (after and after[0].rows[0] == grid.rows[0])
            or (before and before[-1].rows[0] == grid.rows[0])
        ]
        if tables:
            kept[index] = tables
    return kept


def _line(glyphs: list[Any]) -> _Line | None:
    visible = sorted(
        (g for g in glyphs if g.get_text().strip() and not _combining(g.get_text())),
        key=lambda g: g.x0,
    )
    if not visible:
        return None
    size = statistics.median(float(g.size) for g in visible) or 1.0
    segments: list[tuple[float, float]] = []
    for glyph in visible:
        if segments and glyph.x0 - segments[-1][1] < _CELL_GAP * size:
            segments[-1] = (segments[-1][0], max(segments[-1][1], glyph.x1))
        else:
            segments.append((glyph.x0, glyph.x1))
    return _Line(
        max(g.y1 for g in visible),
        min(g.y0 for g in visible),
        (max(g.y1 for g in visible) + min(g.y0 for g in visible)) / 2,
        size,
        glyphs,
        segments,
    )


def _combining(text: str) -> bool:
    return bool(unicodedata.combining(text[0]))


def _run_from(
    lines: list[_Line], start: int, budget: Budget, columns: int
) -> tuple[int, list[tuple[float, float]]] | None:
    """The lines from ``start`` on whose words leave two bands or more empty, and the spans
    their words cover; None past the ``budget``."""
    covered = list(lines[start].segments)
    end = start + 1
    segments = len(covered)  # of the run's lines
    while end < len(lines):
        line, above = lines[end], lines[end - 1]
        if above.middle - line.middle > _MOST_PITCH * max(line.size, above.size):
            break
        if (
            len(line.segments) == 1
            and line.segments[0][1] <= covered[1][0]
            and _closes_the_table(line)
        ):
            break
        if end - start >= _MOST_LINES:
            break
        segments += len(line.segments)
        if not budget.spend(segments + len(covered) * (end - start)):
            return None
        widened = _union(covered, line.segments)
        left = _gaps(widened, line.size)
        rights = [right for _, right in left]
        if len(left) < columns - 1 or any(
            not _overlaps(left, rights, gap) for gap in _columns_of(lines[start:end], covered)
        ):
            break  # its words run across the columns: a line of text under the table
        covered = _spans(widened, line.size)
        end += 1
    return _one_table(lines, start, end, _spans(covered, lines[start].size))


def _overlaps(
    gaps: list[tuple[float, float]], rights: list[float], gap: tuple[float, float]
) -> bool:
    """Some of the ``gaps`` (left to right, apart; ``rights``: where each ends) overlaps
    ``gap``: the first ending right of its start starts left of its end."""
    at = bisect.bisect_right(rights, gap[0])
    return at < len(gaps) and gaps[at][0] < gap[1]


def _one_table(
    lines: list[_Line], start: int, end: int, spans: list[tuple[float, float]]
) -> tuple[int, list[tuple[float, float]]]:
    """The run up to a line with two runs of words in one of its columns: a table set right
    under another, with columns of its own, starts there."""
    separators = [(x0 + x1) / 2 for x0, x1 in _columns_of(lines[start:end], spans)]
    for index in range(start + 1, end):
        columns = [_column((x0 + x1) / 2, separators) for x0, x1 in lines[index].segments]
        if len(set(columns)) < len(columns):
            covered: list[tuple[float, float]] = []
            for line in lines[start:index]:
                covered = _union(covered, line.segments)
            return index, _spans(covered, lines[start].size)
    return end, spans


def _closes_the_table(line: _Line) -> bool:
    """A line of one run in the first column opening a clause, or a signature block, is text
    after the table (a cell's "Director" wrapped onto a line of its own is not)."""
    text = _text(line.glyphs)
    label = parse_label(text)
    return is_signature_marker(text) or (
        label is not None
        and label.kind in (Kind.ARTICLE, Kind.KHOAN, Kind.CHAPTER, Kind.APPENDIX, Kind.NUMBER)
    )


def _union(
    covered: list[tuple[float, float]], added: list[tuple[float, float]]
) -> list[tuple[float, float]]:
    merged: list[tuple[float, float]] = []
    for x0, x1 in sorted([*covered, *added]):
        if merged and x0 <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], x1))
        else:
            merged.append((x0, x1))
    return merged


def _spans(covered: list[tuple[float, float]], size: float) -> list[tuple[float, float]]:
    """The covered spans, those closer than a gap between cells as one."""
    spans: list[tuple[float, float]] = []
    for x0, x1 in covered:
        if spans and x0 - spans[-1][1] < _CELL_GAP * size:
            spans[-1] = (spans[-1][0], x1)
        else:
            spans.append((x0, x1))
    return spans


def _columns_of(lines: list[_Line], spans: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The gaps between the columns: between spans some line has words in both of (a heading
    set left over figures set right makes two spans of one column, never on one line)."""
    ends = [span[1] for span in spans[:-1]]
    used = [{_column((x0 + x1) / 2, ends) for x0, x1 in line.segments} for line in lines]
    separators: list[tuple[float, float]] = []
    column = {0}
    for index in range(1, len(spans)):
        if any(index in on and on & column for on in used):
            separators.append((spans[index - 1][1], spans[index][0]))
            column = {index}
        else:
            column.add(index)
    return separators


def _gaps(covered: list[tuple[float, float]], size: float) -> list[tuple[float, float]]:
    """The empty bands between the covered spans, as wide as a gap between cells."""
    return [
        (left[1], right[0])
        for left, right in itertools.pairwise(covered)
        if right[0] - left[1] >= _CELL_GAP * size
    ]


def _read(
    lines: list[_Line],
    spans: list[tuple[float, float]],
    rules: list[tuple[float, float, float]],
    columns: int,
) -> Grid | None:
    left = min(segment[0] for line in lines for segment in line.segments)
    right = max(segment[1] for line in lines for segment in line.segments)
    across = sorted(
        y for y, x0, x1 in rules if min(x1, right) - max(x0, left) >= _RULE_SPAN * (right - left)
    )
    separators = [(x0 + x1) / 2 for x0, x1 in _columns_of(lines, spans)]
    if len(separators) < columns - 1:
        return None
    pitches = [upper.middle - lower.middle for upper, lower in itertools.pairwise(lines)]
    # rows set apart by more than a cell's wrapped lines are: where the space is wider
    spaced = bool(pitches) and max(pitches) > _ROW_SPACING * min(pitches)
    narrowest = min(pitches, default=0.0)
    rows: list[list[_Line]] = []
    for index, line in enumerate(lines):
        above = lines[index - 1]
        if not rows or _opens_a_row(
            line, above, rows[-1], separators, across, narrowest if spaced else None
        ):
            rows.append([line])
        else:
            rows[-1].append(line)
    grid = Grid()
    for row in rows:
        cells: list[list[Any]] = [[] for _ in range(len(separators) + 1)]
        for line in row:
            for glyph in line.glyphs:
                cells[_column((glyph.x0 + glyph.x1) / 2, separators)].append(glyph)
        grid.rows.append(tuple(cell_text(cell) for cell in cells))
    while grid.rows and sum(bool(cell) for cell in grid.rows[-1]) < 2:
        grid.rows.pop()  # a line of text under the table, inside its first column
    if columns < _MIN_COLUMNS:
        return grid if len(separators) == 1 and grid.of_items_and_figures(_MIN_ROWS) else None
    if _is_data(grid):
        return grid
    if _is_data(grid, fewest=2):
        # its header and first row at a page's foot: a table if the next page's opens with
        # the same header (``continued``)
        grid.cut = True
        return grid
    return None


def _opens_a_row(
    line: _Line,
    above: _Line,
    row: list[_Line],
    separators: list[float],
    across: list[float],
    narrowest: float | None,
) -> bool:
    at = bisect.bisect_right(across, line.top)  # ``across``: the table's rules, bottom to top
    if at < len(across) and across[at] < above.bottom:
        return True  # a rule between the two lines (under the header)
    if _translates(row, line, separators):
        return False  # "Lương cơ bản | …" then "Base salary | …": the row's English
    if narrowest is not None:
        return above.middle - line.middle > _ROW_SPACING * narrowest
    return 0 in _columns(line, separators)


def _translates(row: list[_Line], line: _Line, separators: list[float]) -> bool:
    """The line's cells are English under the row's Vietnamese, in the columns that row
    opened with."""
    first = row[0]
    if len(row) > 1 or not _columns(line, separators) <= _columns(first, separators):
        return False
    return detect(_text(first.glyphs)) is Lang.VI and detect(_text(line.glyphs)) is Lang.EN


def _columns(line: _Line, separators: list[float]) -> set[int]:
    return {_column((x0 + x1) / 2, separators) for x0, x1 in line.segments}


def _column(x: float, separators: list[float]) -> int:
    """The column ``x`` is in: the separators (left to right) left of it."""
    return bisect.bisect_left(separators, x)


def _text(glyphs: list[Any]) -> str:
    return collapse(cell_text(glyphs).replace("\n", " "))


def _is_data(grid: Grid, fewest: int = _MIN_ROWS) -> bool:
    """Strong evidence of a data table: see the module's docstring."""
    full = [row for row in grid.rows if sum(bool(cell) for cell in row) >= _MIN_COLUMNS]
    if len(full) < fewest or not grid.rows or grid.numbers_articles():
        return False
    header = grid.rows[0]
    if not all(header) or any(
        cell.rstrip().endswith(":") or _only_figures(cell) for cell in header
    ):
        return False
    languages = {
        detect(cell)
        for cell in header
        if " / " not in cell and "\n" not in cell and not is_ordinal_header(cell)
    }
    if Lang.VI in languages and Lang.EN in languages:
        # a column of each language ("Mục tiêu | Target"), or a Vietnamese table and its
        # English beside it (a page set in two language columns): left as read
        return False
    if _columns_of_each_language(grid.rows):
        return False
    firsts = [row[0].split("\n", 1)[0] for row in grid.rows[1:] if row[0]]
    if any(cell.rstrip().endswith(":") for row in grid.rows for cell in row[:1]):
        return False  # a form's field names
    if any(
        is_signature_marker(line) for row in grid.rows for cell in row for line in cell.split("\n")
    ):
        return False  # signature blocks side by side
    labelled = any(parse_label(cell) is not None for cell in firsts)
    return not labelled or is_ordinal_header(header[0])


def _columns_of_each_language(rows: list[tuple[str, ...]]) -> bool:
    """A column whose cells are all Vietnamese beside one whose cells are all English: a
    layout of the two languages side by side ("Mức lương | 20.000.000 đồng | VND 20,000,000",
    "Chức danh | Trưởng phòng | Head of Sales"), its first row no header, whatever its
    languages; read as a data table, each language's column went to both rows' cells and the
    translation lost the names of what it states."""
    found: set[Lang] = set()
    for column in itertools.zip_longest(*rows, fillvalue=""):
        said = [
            detect(cell)
            for cell in column
            if cell.strip() and "\n" not in cell and " / " not in cell
        ]
        languages = {lang for lang in said if lang is not Lang.NEUTRAL}
        if len(languages) == 1 and said.count(next(iter(languages))) >= _MIN_ROWS - 1:
            found |= languages
    return found == {Lang.VI, Lang.EN}


def _only_figures(cell: str) -> bool:
    return not any(ch.isalpha() for ch in cell)
