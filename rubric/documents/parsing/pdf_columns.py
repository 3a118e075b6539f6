"""A PDF page set in two columns (a bilingual contract's Vietnamese | English table), read a
column at a time when the page's own text order reads across the columns.

pypdf's default extraction follows the content stream. Word, LibreOffice and browsers draw a
table cell by cell, so that order already reads each cell whole. Other producers, and the text
layers OCR puts under scanned pages, draw a page line by line across both columns; read in that
order the two languages alternate line by line ("… Quốc" / "Date of birth: …" / "tịch: Việt
Nam"), and every clause would hold the other language's words. Such a page is read from pypdf's
layout extraction instead, which places text by its coordinates: split at the gutter, each run
of rows (up to a blank line, a line across the gutter or a row whose two cells open with the
same label) gives its left column's lines, then its right column's.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rubric.documents.parsing.bilingual import split_bilingual_heading
from rubric.documents.parsing.furniture import is_signature_marker
from rubric.documents.parsing.labels import Kind, parse_label, runs_on_unseparated
from rubric.documents.parsing.language import Lang, detect, is_confident
from rubric.documents.parsing.pdf_budget import Budget
from rubric.documents.parsing.plaintext import DANGLING, SENTENCE_END
from rubric.documents.parsing.text import (
    as_long_as_a_translation,
    collapse,
    in_capitals,
    squeezed,
)

# Text runs on a layout line: words separated by at most two spaces; three or more is a gap.
_RUN = re.compile(r"\S+(?:\s{1,2}\S+)*")
_MIN_LINES = 2  # a table's last rows may stand alone on its last page
_MAX_WIDTH = 400  # layout lines wider than this are no text page (a drawing, a broken font)
_MIDDLE = (0.25, 0.75)  # where on the line a gutter may lie
_MIN_GUTTER_SHARE = 0.3  # the lines that must show text on both sides of it
_MAX_CROSSING_SHARE = 0.15  # the lines that may run across it (titles, the date line)


@dataclass
class Rows:
    """A run of a bilingual table's rows on one page: its left column's lines and its right's."""

    left: list[str] = field(default_factory=list)
    right: list[str] = field(default_factory=list)


# What a page holds, in reading order: lines across the page, and runs of table rows.
PageItems = list[str | Rows]


def page_items(page: Any, text: str | None = None) -> PageItems:
    """The page in reading order: the content stream's lines, unless it is a bilingual table
    drawn across its columns (``column_items``). ``text``: the page's text in stream order,
    when already extracted."""
    return page_reading(page, text)[0]


def page_reading(page: Any, text: str | None = None) -> tuple[PageItems, list[str]]:
    """``page_items``, and the page's layout text (none when pypdf cannot lay it out)."""
    default = _collapsed((page.extract_text() if text is None else text or "").splitlines())
    try:
        layout = (page.extract_text(extraction_mode="layout") or "").split("\n")
    except Exception:  # the layout pass fails on fonts the default one survives
        return list(default), []
    gutter = find_gutter(layout)
    if (
        gutter is None
        or not _two_languages(layout, gutter)
        or not reads_across(layout, default, gutter)
    ):
        return [*_cells_apart(default, layout)], layout
    return column_items(layout, gutter), layout


# A table without vertical rules shows, in the layout, three runs of text or more on a line
# (cells set apart by gaps) on this many lines at least: only then is its drawing read.
_FEWEST_SPACED_LINES = 3


def may_hold_spaced_table(layout: list[str]) -> bool:
    """The layout has lines of three cells or more set apart by gaps, or of an item and its
    figure ("Trợ cấp thôi việc      72.000.000"), enough for a table's header and two rows
    (``pdf_spaced_tables`` tells whether it is one)."""
    spaced = figured = 0
    for line in layout:
        runs = _RUN.findall(line)
        if len(runs) >= 3:
            spaced += 1
        elif len(runs) == 2 and _A_FIGURE_ALONE.fullmatch(runs[1]):
            figured += 1
        if spaced >= _FEWEST_SPACED_LINES or figured >= _FEWEST_SPACED_LINES - 1:
            return True
    return False


_A_FIGURE_ALONE = re.compile(r"\d[\d.,]*%?")


_GAP = re.compile(r"\s{3,}")
# The most lines the rest of a row cut by a page break may take on the next page (a cell over
# a whole page: both columns' lines, read one cell after the other).
_LONGEST_ROW_REST = 150


class Cell(str):
    """One cell of a row the default reading had on one line, split at the gap the layout
    shows (``_cells_apart``): the Vietnamese, then the English."""


class Across(str):
    """A line of the default reading that the layout shows as two cells, a Vietnamese and an
    English one, though not surely enough to split it anywhere: split only where a row the
    page break cut goes on (``rejoin_split_cells``)."""

    cells: tuple[str, str]  # the Vietnamese, then the English
    english_first = False  # an English | Vietnamese table's: the English cell drawn left


def _cells_apart(default: list[str], layout: list[str]) -> list[str]:
    """A table drawn cell by cell, where a row's Vietnamese and English cells are one line each
    — the last row on a page, cut by the page break, often — has them on one line of the
    default reading ("3.3. Bảo hiểm xã hội, bảo hiểm y tế 3.3. Social insurance, health"):
    that line is split where the layout shows the gap between them, or the rest of the
    Vietnamese on the next page follows the English."""
    placed: dict[str, str] = {}
    for line in layout:
        # A line's gaps, however wide, are tried as three spaces: each gap is tried with the
        # whole line either side of it, and a gap of 10,000 spaces (text of no font size,
        # drawn a few points apart) made a page of 60 lines of 20 words take 5 s.
        short = squeezed(line)
        placed.setdefault(collapse(short), short)
    result: list[str] = []
    budget = Budget(_MOST_JUDGED)
    for line in default:
        cells = _two_cells(placed[line], budget) if line in placed else None
        if cells is None:
            result.append(_english_cell_first(line, placed.get(line), budget))
        elif _surely_two(*cells):
            result += [Cell(cells[0]), Cell(cells[1])]
        else:
            across = Across(line)
            across.cells = cells
            result.append(across)
    return result


# The gaps of a line tried as where its two cells meet: a row has a few (the probes' most
# is 16); a line of thousands (one fuzzed TJ array) judged both sides' language at each.
_MOST_GAPS_TRIED = 64
# Characters judged for their language on one page, the whole line for each gap tried: the
# densest page of the tests' and probes' PDFs takes 13,000. A page of lines of 64 gaps costs
# 128 times its text (0.4 µs a character), seconds for one page of words: past this, the
# page's other lines keep the default reading (no line is split into cells).
_MOST_JUDGED = 200_000


def _two_cells(line: str, budget: Budget) -> tuple[str, str] | None:
    """The Vietnamese and English cells a layout line may hold, split at a gap."""
    line = line.strip()
    for gap in itertools.islice(_GAP.finditer(line), _MOST_GAPS_TRIED):
        if not budget.spend(len(line)):
            return None
        left, right = collapse(line[: gap.start()]), collapse(line[gap.end() :])
        if detect(left) is Lang.VI and detect(right) is Lang.EN:
            return left, right
    return None


def _english_cell_first(line: str, placed: str | None, budget: Budget) -> str:
    """The line as an ``Across`` when the layout shows an English cell left of a Vietnamese
    one (an English | Vietnamese table): split only where a row cut by the page break goes on
    ("regional minimum wage.     nhất 7% so với …" atop the page), never elsewhere — a
    Vietnamese | English table's rules stay as they were. Within the page's ``budget``, as
    ``_two_cells``: each gap judges the whole line."""
    placed = (placed or "").strip()
    for gap in itertools.islice(_GAP.finditer(placed), _MOST_GAPS_TRIED):
        if not budget.spend(len(placed)):
            return line
        left, right = collapse(placed[: gap.start()]), collapse(placed[gap.end() :])
        if detect(left) is Lang.EN and detect(right) is Lang.VI:
            across = Across(line)
            across.cells = (right, left)
            across.english_first = True
            return across
    return line


def _surely_two(left: str, right: str) -> bool:
    """Both cells open with the same label, or each is sure of its language and the English
    is as long as a translation (a value set apart in a form, "… của Công ty.     Head
    Office, Hanoi", is none)."""
    ours, theirs = parse_label(left), parse_label(right)
    if ours is not None and theirs is not None and ours.text == theirs.text:
        return True
    if _alike_lead_ins(left, right):
        return True
    return as_long_as_a_translation(left, right) and is_confident(left) and is_confident(right)


_BULLET_MARK = "-\u2013\u2014+\u2022*"


def _alike_lead_ins(left: str, right: str) -> bool:
    """ "- Công việc phải làm:" | "- Duties:", "Quyền lợi:" | "Entitlements:": a list's
    lead-in in each language, opened by the same bullet or closed by a colon each — too
    short to be sure of its language, though no value set apart in a form ends so."""
    bullets = left[:1] in _BULLET_MARK and left[:1] == right[:1]
    return bullets or (left.endswith(":") and right.endswith(":"))


def layout_items(layout: list[str]) -> PageItems:
    """A page known only by its layout (``pdf_geometry``), which reads across by
    construction: a bilingual table a column at a time, anything else line by line."""
    gutter = find_gutter(layout)
    if gutter is not None and _two_languages(layout, gutter):
        return column_items(layout, gutter)
    return list(_collapsed(layout))


def flattened(items: PageItems) -> list[str]:
    """Lines, each column of a run of rows after an empty line: no paragraph runs from one
    cell into the other (a cell's last line on a page, "… kể từ", and the next cell's first,
    "4.1 The contract …", are in different languages even when too short to tell)."""
    if not any(isinstance(item, Rows) for item in items):
        return [item for item in items if isinstance(item, str)]
    result = [""]
    for item in items:
        columns = [[item]] if isinstance(item, str) else [item.left, item.right]
        for column in columns:
            if column:
                result.extend([*column, ""])
    return result


def rejoin_split_rows(pages: list[PageItems], furniture: Callable[[str], bool]) -> None:
    """A table row that runs over a page break is one row: the next page's first run of rows,
    when it opens no row of its own ("Điều 98 Bộ luật …" | "Article 98 of the Labor Code …",
    the rest of a sentence), joins the previous page's last, column by column. Page furniture
    (running headers, footers, page numbers) between them is passed over."""
    for before, after in itertools.pairwise(pages):
        last = next((i for i in reversed(before) if not _is_furniture(i, furniture)), None)
        first = next((i for i in after if not _is_furniture(i, furniture)), None)
        if not (isinstance(last, Rows) and isinstance(first, Rows)):
            continue
        opening = (first.left[:1] or [""])[0], (first.right[:1] or [""])[0]
        above = (last.left[-1:] or [""])[0], (last.right[-1:] or [""])[0]
        if all(opening) and _opens_a_row(above, *opening):
            continue
        last.left += first.left
        last.right += first.right
        after.remove(first)


def rejoin_split_cells(pages: list[PageItems], furniture: Callable[[str], bool]) -> None:
    """A page that ends with a row of a table drawn cell by cell — its two cells split apart
    from one line (``Cell``), or its Vietnamese cell's lines then its English cell's, each
    opening with the row's label — and a next page that opens with the rest of that row — the
    Vietnamese cell's lines, then the English cell's, or both on one line (``Across``), up to
    the next label — is one row: the rest of each cell goes on after its part on the first
    page."""
    for before, after in itertools.pairwise(pages):
        kept = [i for i, item in enumerate(before) if not _is_furniture(item, furniture)]
        found = _last_row_second_cell(before, kept)
        if found is None:
            continue
        second_at, english_first = found
        # both cells stopping mid-sentence: the next page's first lines are surely their rest,
        # however few words tell their languages ("giữa ca 60 phút." / "break.")
        cut = not any(
            SENTENCE_END.search(str(before[i]))
            for i in (max(i for i in kept if i < second_at), kept[-1])
        )
        rest = _row_going_on(after, furniture, english_first=english_first, cut=cut)
        if rest is None:
            continue
        first, second = rest
        end = kept[-1] + 1
        before[end:end] = second
        before[second_at:second_at] = first


def _closes_the_rows(line: str) -> bool:
    """A signature block's line or a heading in capitals: no cell of a row goes on there."""
    return is_signature_marker(line) or in_capitals(line, letters=4)


def _last_row_second_cell(items: PageItems, kept: list[int]) -> tuple[int, bool] | None:
    """Where the second cell of the page's last row starts, and whether the English cell is
    the first (an English | Vietnamese table), when the page ends with a row's two cells: two
    ``Cell`` lines, or a run of lines in one language and then one in the other, opening with
    the same label and no label after them. ``kept``: the indexes of its items that are no
    page furniture."""
    if len(kept) < 2:
        return None
    if all(isinstance(items[i], Cell) for i in kept[-2:]):
        return kept[-1], False
    labelled = [i for i in kept if isinstance(items[i], str) and parse_label(str(items[i]))]
    if len(labelled) < 2 or any(not isinstance(items[i], str) for i in kept[-8:]):
        return None
    first, second = labelled[-2], labelled[-1]
    ours, theirs = parse_label(str(items[first])), parse_label(str(items[second]))
    if ours is None or theirs is None or ours.text != theirs.text:
        return None
    if any(_closes_the_rows(str(items[i])) for i in kept if i > second):
        return None  # the signatures follow the last row
    languages = (
        detect(" ".join(str(items[i]) for i in kept if first <= i < second)),
        detect(" ".join(str(items[i]) for i in kept if i >= second)),
    )
    if languages not in ((Lang.VI, Lang.EN), (Lang.EN, Lang.VI)):
        return None
    return second, languages[0] is Lang.EN


def _row_going_on(
    items: PageItems, furniture: Callable[[str], bool], *, english_first: bool, cut: bool
) -> tuple[list[str], list[str]] | None:
    """The rest of a row's first and second cells (the Vietnamese then the English, or the
    other way round in an English | Vietnamese table) at the top of ``items``, taken off
    it. ``cut``: both cells stopped mid-sentence, so neither rest need read as its language
    beyond doubt."""
    start = next((i for i, item in enumerate(items) if not _is_furniture(item, furniture)), None)
    if start is None:
        return None
    opening = items[start]
    if isinstance(opening, Across):
        if opening.english_first is not english_first:
            return None
        del items[start]
        vietnamese, english = opening.cells
        return ([english], [vietnamese]) if english_first else ([vietnamese], [english])
    end = start
    while end < len(items):
        item = items[end]
        if not isinstance(item, str) or not item or parse_label(item) is not None:
            break
        if _closes_the_rows(item):
            break
        end += 1
    block = [item for item in items[start:end] if isinstance(item, str)]
    if len(block) > _LONGEST_ROW_REST:
        return None  # a page of text, not the rest of a row (and no quadratic search in it)
    first_language, second_language = (Lang.EN, Lang.VI) if english_first else (Lang.VI, Lang.EN)
    for split in range(1, len(block)):
        first, second = " ".join(block[:split]), " ".join(block[split:])
        if (
            detect(first) is first_language
            and detect(second) is second_language
            and detect(block[split]) is second_language
            and (cut or is_confident(first) or is_confident(second))
        ):
            del items[start:end]
            return block[:split], block[split:]
    return None


def _is_furniture(item: str | Rows, furniture: Callable[[str], bool]) -> bool:
    """A running line, or a run of rows holding nothing else (a header left of the gutter)."""
    if isinstance(item, str):
        return furniture(item)
    return all(furniture(line) for line in [*item.left, *item.right])


def _two_languages(layout: list[str], gutter: int) -> bool:
    """One column Vietnamese and the other English, each translating the other: a form's
    "Họ và tên:      Nguyễn Văn A" lines have a gutter too, and splitting them would part each
    name from its value — even when the values are English ("1. Chức danh:      Senior
    Software Engineer"). A form's labels stand on one side only, and end in colons."""
    halves = [_row_halves(line, gutter) for line in layout if line.strip()]
    left = " ".join(half for half, _ in halves)
    right = " ".join(half for _, half in halves)
    languages = {detect(left), detect(right)}
    if languages != {Lang.VI, Lang.EN} or not (is_confident(left) and is_confident(right)):
        return False
    pairs = [(a, b) for a, b in halves if a and b]
    if _numbered_on_one_side(pairs) and _numbered_on_one_side(halves):
        # "1. Chức danh:" | "Senior Software Engineer": numbered on one side only — on the
        # lines beside text and on the whole page (a page's Vietnamese and English ending at
        # different clauses stand beside blank space, labels and all)
        return False
    colons = sum(a.endswith(":") or b.endswith(":") for a, b in pairs)
    return not (pairs and colons * 2 > len(pairs))


def _numbered_on_one_side(halves: list[tuple[str, str]]) -> bool:
    left = sum(parse_label(a) is not None for a, _ in halves if a)
    right = sum(parse_label(b) is not None for _, b in halves if b)
    return max(left, right) >= 2 and min(left, right) * 2 < max(left, right)


def _collapsed(lines: list[str]) -> list[str]:
    return [text for line in lines if (text := collapse(line))]


def _runs(line: str) -> list[tuple[int, int]]:
    return [match.span() for match in _RUN.finditer(line)]


def find_gutter(lines: list[str]) -> int | None:
    """The character column of a layout page that separates two columns of text, or None.

    Of the columns as clear, the one just left of where most lines' runs start: the second
    column's edge, where its text starts on every line. Justified text spreads its words
    with wide gaps, and a short column's justified line leaves gaps as clear as the gutter
    well left of it ("so với      Hợp" beside "to work other …"); split there, the words
    after such a gap went to the other column.

    The lines starting their second run there count as much as the lines it separates: a
    column of justified Vietnamese printed beside an English one (CSS columns, text boxes)
    spreads a line's last words up to its edge ("xem xét      bổ      nhiệm"), and those gaps,
    clear on every such line, outnumbered the gutter's lines, which do not count the English
    lines standing beside blank space; the last words went to the English ("the bổ nhiệm
    Employee is considered …"). Each line where the English column starts counts for its edge."""
    body = [line.rstrip() for line in lines if line.strip()]
    if len(body) < _MIN_LINES:
        return None
    width = max(len(line) for line in body)
    if width > _MAX_WIDTH:
        return None
    between = [0] * (width + 1)  # lines with a gap here, text on both sides
    across = [0] * (width + 1)  # lines with text here
    starts = [0] * (width + 2)  # runs starting here
    for line in body:
        runs = _runs(line)
        for start, end in runs:
            starts[start] += 1
            for column in range(start, end):
                across[column] += 1
        for (_, end), (start, _) in itertools.pairwise(runs):
            for column in range(end, start):
                between[column] += 1
    best: tuple[tuple[int, int, int], int] | None = None
    for column in range(int(width * _MIDDLE[0]), int(width * _MIDDLE[1]) + 1):
        if between[column] >= max(3, _MIN_GUTTER_SHARE * len(body)) and across[
            column
        ] <= _MAX_CROSSING_SHARE * len(body):
            score = (between[column] + starts[column + 1], -across[column], starts[column + 1])
            if best is None or score > best[0]:
                best = (score, column)
    return best[1] if best else None


def _halves(line: str, gutter: int) -> tuple[str, str]:
    return collapse(line[:gutter]), collapse(line[gutter:])


def _row_halves(line: str, gutter: int) -> tuple[str, str]:
    """``_halves``, the row's label given to the English cell too where a column of labels
    left of the Vietnamese one numbers it ("1.1.      Người học nghề …      The Apprentice
    …"): that column numbers the row in both languages."""
    left, right = _halves(line, gutter)
    numbered = _label_column_cell(line[:gutter])
    if numbered is None or not right or parse_label(right) is not None:
        return left, right
    return left, f"{numbered} {right}"


def reads_across(layout: list[str], default: list[str], gutter: int) -> bool:
    """The default extraction reads across the gutter: a line's right half comes before the
    next line's left half, or both halves share one line. Cell-by-cell order is kept."""
    position: dict[str, int] = {}
    for index, line in enumerate(default):
        position.setdefault(line, index)
    body = [line for line in layout if line.strip()]
    across = down = 0

    def left_of(line: str) -> str:
        # (a label column's label drawn apart: "1.1." a line of its own in the stream)
        left = _halves(line, gutter)[0]
        numbered = _label_column_cell(line[:gutter])
        if numbered is None or left in position:
            return left
        return collapse(left[len(numbered) :])

    for line, below in itertools.pairwise(body):
        left, right = left_of(line), _halves(line, gutter)[1]
        if not (left and right):
            continue
        if f"{left} {right}" in position:
            across += 1
            continue
        here, beside = position.get(left), position.get(right)
        next_left = position.get(left_of(below))
        if here is None or beside is None or next_left is None:
            continue
        if here < beside < next_left:
            across += 1
        elif here < next_left < beside:
            down += 1
    return across > down


def text_in_columns(lines: list[str]) -> list[str] | None:
    """A plain text laid out as two columns of padding spaces, Vietnamese | English (a PDF
    converted with its layout kept, ``pdftotext -layout``), as lines read one column after the
    other, each row's cells apart (``flattened``); None when the text is not so laid out. Read
    line by line, the Vietnamese column's wrapped line had gone on into the English ("… ngày
    hôm      the next" / "sau.      day." made "… the next sau. day.")."""
    if any("\t" in line for line in lines):
        return None  # tab-separated cells are a table's (``plaintext._tab_tables_as_pipes``)
    gutter = find_gutter(lines)
    if gutter is None or not _two_languages(lines, gutter):
        return None
    return flattened(column_items(lines, gutter))


def column_items(layout: list[str], gutter: int) -> PageItems:
    """The page's lines across the gutter, and its runs of rows: up to a gap, a line across
    the gutter, a row whose two cells open with the same label, or the signature block's."""
    result: PageItems = []
    rows: list[tuple[str, str]] = []
    # A column of labels numbers both languages only where the English cells beside its labels
    # have none of their own: "a)   Tuân thủ …" beside "a)   To comply …" is a point the
    # Vietnamese cell indents with a tab, its English numbered its own way
    label_column = not any(
        _label_column_cell(line[:gutter]) and parse_label(_halves(line, gutter)[1])
        for line in layout
    )

    def flush() -> None:
        before, table, after = _outside_the_table(rows)
        result.extend(before)
        if table:
            result.append(
                Rows([left for left, _ in table if left], [right for _, right in table if right])
            )
        result.extend(after)
        rows.clear()

    for line in layout:
        if not line.strip():
            flush()
            continue
        if any(start <= gutter < end for start, end in _runs(line)):
            flush()  # a line across both columns: a title, the date line
            result.append(collapse(line))
            continue
        left, right = _halves(line, gutter)
        numbered = _row_halves(line, gutter)[1] if label_column else right
        if numbered != right:
            flush()  # a label column's label opens a row
            rows.append((left, numbered))
            continue
        if _merged_heading(left, right):
            # a row merged across the table, its heading in both languages ("Điều 8. Điều
            # khoản thi hành / Article 8. Implementation"), short of the gutter: the rows
            # above it end there, or the next article's text went on in this one's cells
            flush()
            result.append(left or right)
            continue
        if left and right and _opens_a_row(rows[-1] if rows else ("", ""), left, right):
            flush()
        elif _captions(left, right) and rows and not _captions(*rows[0]):
            # the signature block's captions in each column ("ĐẠI DIỆN BÊN A" | "FOR PARTY
            # A") right under the last clause: read after both its cells, not between them
            flush()
        elif _signatures_below(rows, left, right):
            # the block's caption across the page, beside the English clause's last line
            # ("ĐẠI DIỆN BÊN A BÊN B" | "prevails."): that line ends the clause, the
            # caption opens what follows
            if right:
                rows.append(("", right))
            flush()
            rows.append((left, ""))
            continue
        rows.append((left, right))
    flush()
    return result


_OUTSIDE_KINDS = (Kind.ARTICLE, Kind.CHAPTER, Kind.APPENDIX)


# A label alone in a narrow column, a gap of three spaces or more after it
_LABEL_CELL = re.compile(r"^\s{0,4}(?P<label>\S{1,8})\s{3,}\S")


def _label_column_cell(left: str) -> str | None:
    """The label a line's left half opens with in a column of its own ("1.1.      Người …"),
    if any: a clause's number or a point's letter, not a word."""
    found = _LABEL_CELL.match(left)
    if found is None:
        return None
    label = parse_label(found["label"] + " x")
    if label is None or label.kind not in (Kind.PLAIN, Kind.NUMBER, Kind.POINT):
        return None
    return found["label"]


def _captions(left: str, right: str) -> bool:
    return bool(left and right) and is_signature_marker(left) and is_signature_marker(right)


def _signatures_below(rows: list[tuple[str, str]], left: str, right: str) -> bool:
    """A signature block's caption on the left, the English cell's sentence (if any) going
    on beside it, after a Vietnamese cell that ended its sentence."""
    if not (left and rows and is_signature_marker(left)) or (right and is_signature_marker(right)):
        return False
    above = next((cell for cell, _ in reversed(rows) if cell), "")
    return bool(SENTENCE_END.search(above)) and not _captions(*rows[0])


def _merged_heading(left: str, right: str) -> bool:
    """One side only holds a line, and it is an article's (a chapter's, an appendix's)
    heading in both languages: no cell of one column holds the other's language."""
    if bool(left) == bool(right):
        return False
    label = parse_label(left or right)
    return (
        label is not None
        and label.kind in _OUTSIDE_KINDS
        and split_bilingual_heading(left or right) is not None
    )


def _outside_the_table(
    rows: list[tuple[str, str]],
) -> tuple[list[str], list[tuple[str, str]], list[str]]:
    """A run of rows split into the lines above the table, its rows, and the lines below: a
    table set inside an interleaved page (definitions "“Thông tin Mật” có nghĩa là …" |
    "“Confidential Information” means …") has the page's own short lines around it, on the
    left of the gutter only ("Điều 1. Định nghĩa", "Article 1. Definitions"). A line on one
    side in the other column's language, or an article's heading, is no cell: it and the
    lines before it (above the table) or after it (below) are the page's."""
    both = [index for index, (left, right) in enumerate(rows) if left and right]
    if not both:
        return [], list(rows), []
    languages = (
        detect(" ".join(rows[i][0] for i in both)),
        detect(" ".join(rows[i][1] for i in both)),
    )

    first, last = both[0], both[-1]

    def foreign(index: int) -> bool:
        left, right = rows[index]
        if left and right:
            return False
        side, text = (0, left) if left else (1, right)
        above = next((row[side] for row in reversed(rows[:index]) if row[side]), "")
        if index > first and above and not SENTENCE_END.search(above):
            return False  # the cell's sentence going on, whatever its words' language
        label = parse_label(text)
        heading = label is not None and label.kind in _OUTSIDE_KINDS
        language = detect(text)
        return heading or (language in (Lang.VI, Lang.EN) and language is not languages[side])

    above = max(
        (i + 1 for i in range(first) if foreign(i) and _one_column(rows[: i + 1])), default=0
    )
    below = next(
        (i for i in range(last + 1, len(rows)) if foreign(i) and _one_column(rows[i:])),
        len(rows),
    )

    def lines(part: list[tuple[str, str]]) -> list[str]:
        return [left or right for left, right in part]

    return lines(rows[:above]), rows[above:below], lines(rows[below:])


def _one_column(rows: list[tuple[str, str]]) -> bool:
    """The page's own lines around a table stand on one side of the gutter. Lines on both
    sides, even never on the same row, are the two columns going on: a Vietnamese page that
    ends later than its English one leaves an article's heading ("Điều 5. …") beside blank
    space between the English column's last lines; read row by row as the page's, they sent
    the end of the English clause into that heading's."""
    return not (any(left for left, _ in rows) and any(right for _, right in rows))


def _opens_a_row(above: tuple[str, str], left: str, right: str) -> bool:
    """Both cells open with the same label ("1.2 Người lao động …" | "1.2 Employee …"): a new
    row of the table, even with no blank line above it. A reference wrapped to the start of
    both lines ("Điều 113 Bộ luật …" | "Article 113.1(a) …", or "… quy định tại" / "Điều 4."
    beside "… of the contract in" / "Article 4.") opens nothing."""
    vietnamese, english = parse_label(left), parse_label(right)
    return (
        vietnamese is not None
        and english is not None
        and vietnamese.numbers == english.numbers
        and vietnamese.letter == english.letter
        and not runs_on_unseparated(left)
        and not any(DANGLING.search(cell) for cell in above)
    )
