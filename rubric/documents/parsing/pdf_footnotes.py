"""Footnotes in a PDF: their markers are no part of a word, their notes no part of a clause.

Word prints a footnote's marker as a small raised number right after a word, and the note at
the foot of the page. In a PDF's text the marker sticks to the word ("Bộ luật Lao động1",
"Nghị định 44/2016/NĐ-CP7": a citation changed) and the note ("1 Bộ luật Lao động số
45/2019/QH14 …") reads as the last lines of the clause above it. Neither is signed text of a
clause (the .docx keeps footnotes apart, and the parser leaves them out there too).

From the page's drawing (``pdf_geometry.survey``): a marker is a number drawn smaller than the
body text and raised above the line it sits on; the notes are the lines at the foot of the page,
the first of which opens with one of the page's markers standing alone. Lines are compared by
their characters in any order, so a page read by glyph position compares alike.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from itertools import pairwise

from rubric.documents.parsing.pdf_geometry import Run, Survey

_MARKER = re.compile(r"\d{1,2}|[*\u2020\u2021]")
_SMALLER = 0.8  # a marker's size, at most, against the body text's
_RAISED = (0.1, 0.7)  # how far above a body line's baseline a marker sits, in body sizes
_FOOT = 0.4  # the notes are in this lower share of the page's text
_GAP = 1.3  # the space above the notes, at least, in line pitches


@dataclass(frozen=True)
class Marker:
    """A footnote's marker where it was drawn: on which line (``skeleton``), and how far
    along it (0 at its left end, 1 at its right)."""

    number: str
    line: str
    at: float


@dataclass(frozen=True)
class Footnotes:
    markers: frozenset[Marker] = frozenset()
    notes: frozenset[str] = frozenset()  # each note line's characters (``skeleton``)


def skeleton(line: str) -> str:
    """A line's characters in a fixed order, spaces left out: the same whatever order the
    page was read in."""
    return "".join(sorted(ch for ch in unicodedata.normalize("NFC", line) if not ch.isspace()))


def footnotes(surveyed: Survey) -> Footnotes:
    runs = surveyed.runs
    if len(runs) < 3:
        return Footnotes()
    sizes = sorted(run.size for run in runs)
    body = sizes[len(sizes) // 2]
    raised = [
        run
        for run in runs
        if _MARKER.fullmatch(run.text.strip())
        and run.size <= _SMALLER * body
        and _raised(run, runs, body)
    ]
    if not raised:
        return Footnotes()
    lines = _baselines(runs, body)
    top, bottom = lines[0][0], lines[-1][0]
    pitches = sorted(above[0] - below[0] for above, below in pairwise(lines))
    if not pitches:
        return Footnotes()
    pitch = pitches[len(pitches) // 4]  # a line's pitch, not a paragraph's spacing
    numbers = {run.text.strip() for run in raised}
    for index in range(1, len(lines)):
        y, line = lines[index]
        if y > bottom + _FOOT * (top - bottom):
            continue
        if _opening(line, body) not in numbers:
            continue
        notes = lines[index:]
        # Notes sit apart from the text above (the separator's space), and every line of
        # theirs opening with a number opens with a marker's: a table's numbered rows at the
        # foot of a page ("2", "3" below a raised "2" of "m²") are no notes.
        opens = [_opening(note, body) for _, note in notes]
        openings = [
            number or note[0].text.strip() for number, (_, note) in zip(opens, notes, strict=True)
        ]
        numbered = {opening for opening in openings if _MARKER.fullmatch(opening)}
        if lines[index - 1][0] - y < _GAP * pitch or not numbered <= numbers:
            continue
        # Only the markers whose notes are here: a raised "2" in "m²" is no footnote's.
        # A number raised more often than notes open with it ("m²" beside marker 2):
        # which one is the marker cannot be told, so none is taken off.
        # (a number alone on its line below them, the page's number, opens no note)
        opened = Counter(number for number in opens if number)
        # a note's own number, raised as Word's footnote reference style prints it, is no
        # marker in the text
        in_notes = {id(run) for _, note in notes for run in note}
        in_text = [run for run in raised if id(run) not in in_notes]
        drawn = Counter(run.text.strip() for run in in_text)
        return Footnotes(
            frozenset(
                _placed(run, lines)
                for run in in_text
                if drawn[run.text.strip()] == opened[run.text.strip()]
            ),
            frozenset(skeleton("".join(run.text for run in note)) for _, note in notes),
        )
    return Footnotes()


def _opening(line: list[Run], body: float) -> str | None:
    """The note's number a line opens with: drawn alone, as Word does, with the note's words
    after it ("1" / "Theo Bộ luật …"); or in one run with them, in a smaller print than the
    body's ("1 Theo Bộ luật Lao động …", as other producers draw it). A number alone on its
    line (the page's) opens no note."""
    first = line[0].text.strip()
    if _MARKER.fullmatch(first):
        return first if len(line) > 1 else None
    joined = _NOTE_OPENING.match(first)
    return joined.group(1) if joined and line[0].size <= _SMALLER * body else None


_NOTE_OPENING = re.compile(rf"({_MARKER.pattern})\s+\S")


def _placed(marker: Run, lines: list[tuple[float, list[Run]]]) -> Marker:
    _, line = min(lines, key=lambda entry: abs(entry[0] - marker.y))
    left = line[0].x
    right = max(run.x + 0.5 * run.size * len(run.text) for run in line)
    at = (marker.x - left) / (right - left) if right > left else 1.0
    return Marker(marker.text.strip(), skeleton("".join(run.text for run in line)), at)


def _raised(marker: Run, runs: list[Run], body: float) -> bool:
    low, high = _RAISED
    return any(
        run.size > _SMALLER * body and low * body < marker.y - run.y < high * body for run in runs
    )


def _baselines(runs: list[Run], body: float) -> list[tuple[float, list[Run]]]:
    """The page's lines from the top: a baseline and its runs, left to right."""
    groups: list[tuple[float, list[Run]]] = []
    for run in sorted(runs, key=lambda run: -run.y):
        if groups and abs(groups[-1][0] - run.y) < 0.5 * body:
            groups[-1][1].append(run)
        else:
            groups.append((run.y, [run]))
    return [(y, sorted(line, key=lambda run: run.x)) for y, line in groups]


def _glued(marker: str) -> re.Pattern[str]:
    """The marker stuck to the word before it: "động1", "NĐ-CP7", or to the mark after the
    word ("giờ/ngày,1", "notwithstanding,3")."""
    return re.compile(
        rf"(?:(?<=[^\W\d_])|(?<=[^\W\d_][,;:.)\u201d\"])){re.escape(marker)}"
        r"(?=[\s,.;:)\u201d\"]|$)"
    )


def without_footnotes(lines: list[str], found: Footnotes) -> list[str]:
    """The page's lines without its notes (looked for among its last lines, a note's raised
    number perhaps on a line of its own) and each marker
    taken off the word it sticks to, on the line it was drawn on, nearest where it was drawn
    ("hạng B2" elsewhere on the page keeps its "2"). A line it cannot be matched to is left
    as it is."""
    if not found.markers:
        return lines
    result = list(lines)
    tail = [index for index, line in enumerate(result) if line][-(2 * len(found.notes) + 3) :]
    for index, following in zip(tail, [*tail[1:], None], strict=True):
        if (
            following is not None
            and _MARKER.fullmatch(result[index].strip())
            and skeleton(result[index] + result[following]) in found.notes
        ):
            # the note's number raised above its line, read as a line of its own ("1" /
            # "Bộ luật Lao động số 45/2019/QH14."); looked for first: the number alone may
            # be a note's line too (the page's number, "1", below the notes)
            result[index] = result[following] = ""
        elif skeleton(result[index]) in found.notes:
            result[index] = ""
    for marker in found.markers:
        at = next((i for i, line in enumerate(result) if skeleton(line) == marker.line), None)
        if at is None:
            continue
        line = result[at]
        places = list(_glued(marker.number).finditer(line))
        if places:
            place = min(places, key=lambda m: abs(m.start() / len(line) - marker.at))
            result[at] = line[: place.start()] + line[place.end() :]
    return result
