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
from dataclasses import dataclass

from rubric.documents.parsing.pdf_geometry import Run, Survey

_MARKER = re.compile(r"\d{1,2}|[*\u2020\u2021]")
_SMALLER = 0.8  # a marker's size, at most, against the body text's
_RAISED = (0.1, 0.7)  # how far above a body line's baseline a marker sits, in body sizes
_FOOT = 0.4  # the notes are in this lower share of the page's text


@dataclass(frozen=True)
class Footnotes:
    markers: frozenset[str] = frozenset()
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
    markers = frozenset(
        run.text.strip()
        for run in runs
        if _MARKER.fullmatch(run.text.strip())
        and run.size <= _SMALLER * body
        and _raised(run, runs, body)
    )
    if not markers:
        return Footnotes()
    lines = _baselines(runs, body)
    top, bottom = lines[0][0], lines[-1][0]
    for index in range(1, len(lines)):
        y, texts = lines[index]
        if y > bottom + _FOOT * (top - bottom):
            continue
        if _opening_marker(texts) in markers:
            notes = lines[index:]
            # only the markers whose notes are here: a raised "2" in "m²" is no footnote's
            opened = frozenset(_opening_marker(text) for _, text in notes) & markers
            return Footnotes(opened, frozenset(skeleton("".join(text)) for _, text in notes))
    return Footnotes()


def _opening_marker(texts: list[str]) -> str:
    opening = re.match(rf"({_MARKER.pattern})(?:\s|$)", texts[0].strip() + " ")
    return opening.group(1) if opening else ""


def _raised(marker: Run, runs: list[Run], body: float) -> bool:
    low, high = _RAISED
    return any(
        run.size > _SMALLER * body and low * body < marker.y - run.y < high * body for run in runs
    )


def _baselines(runs: list[Run], body: float) -> list[tuple[float, list[str]]]:
    """The page's lines from the top: a baseline and its runs' texts, left to right."""
    groups: list[tuple[float, list[Run]]] = []
    for run in sorted(runs, key=lambda run: -run.y):
        if groups and abs(groups[-1][0] - run.y) < 0.5 * body:
            groups[-1][1].append(run)
        else:
            groups.append((run.y, [run]))
    return [(y, [run.text for run in sorted(line, key=lambda run: run.x)]) for y, line in groups]


# A marker stuck to the word before it: "động1", "NĐ-CP7" — never "Điều 1", "B2B", "15/07".
def _glued(marker: str) -> re.Pattern[str]:
    return re.compile(rf"(?<=[^\W\d_]){re.escape(marker)}(?=[\s,.;:)\u201d\"]|$)")


def without_footnotes(lines: list[str], found: Footnotes) -> list[str]:
    """The page's lines without its notes (looked for among its last lines) and with each
    marker taken off the word it sticks to (its first such place)."""
    if not found.markers:
        return lines
    result = list(lines)
    tail = [index for index, line in enumerate(result) if line][-(len(found.notes) + 3) :]
    for index in tail:
        if skeleton(result[index]) in found.notes:
            result[index] = ""
    for marker in sorted(found.markers):
        pattern = _glued(marker)
        for index, line in enumerate(result):
            if line and pattern.search(line):
                result[index] = pattern.sub("", line, count=1)
                break
    return result
