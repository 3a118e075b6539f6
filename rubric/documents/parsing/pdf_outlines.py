"""Text drawn as shapes: a page whose letters are filled outlines, not glyphs of a font.

A PDF printed with "text as curves" (or a page converted to outlines to fix its look) draws
each letter as a filled path: the page shows its clauses and its text layer has none of them.
Such a page read as empty lost its clauses with no problem said; it is reported as a page
without text (``formats._page_without_text``), as a scanned page is. Told by its shapes: many
filled paths each the size of a letter, along lines — a logo, a signature's scribble or a
table's rules are a few shapes, large ones, or thin ones.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from pypdf.generic import ContentStream

_FILLS = re.compile(rb"(?:^|(?<=[\s\]\)>}]))(?:f\*?|F|B\*?|b\*?)(?=[\s\[\(<%/]|$)")
_PAINTS = {b"f", b"f*", b"F", b"B", b"B*", b"b", b"b*"}
_ENDS = {b"S", b"s", b"n"}
_FEWEST_SHAPES = 40  # letters drawn as shapes: a line or two of text
_FEWEST_LINES = 2
_FEWEST_ON_A_LINE = 15  # a line of text has dozens of letters; a logo's row of marks a few
_LARGEST_LETTER = 40.0  # points: a letter of a heading is smaller
_THINNEST_LETTER = 0.6  # points: a rule is thinner, a full stop is not
_LINE_BAND = 6.0  # points: letters whose middles are this close in height share a line


def draws_text_as_shapes(page: Any) -> bool:
    """The page's own content fills many letter-sized shapes, in lines of several each."""
    try:
        contents = page.get_contents()
        data = contents.get_data() if contents is not None else b""
    except Exception:  # a damaged content stream: no shapes we can tell of
        return False
    if len(_FILLS.findall(data)) < _FEWEST_SHAPES:  # cheap: most pages fill a few shapes
        return False
    try:
        content = ContentStream(None, page.pdf)
        content.set_data(data)
        operations = content.operations
    except Exception:  # a stream pypdf cannot tokenize draws nothing
        return False
    middles = _letter_middles(operations)
    lines = Counter(round(middle / _LINE_BAND) for middle in middles)
    on_lines = sum(1 for count in lines.values() if count >= _FEWEST_ON_A_LINE)
    return len(middles) >= _FEWEST_SHAPES and on_lines >= _FEWEST_LINES


def _letter_middles(operations: list[Any]) -> list[float]:
    """The heights of the middles of the letter-sized shapes the operations fill."""
    matrix: tuple[float, ...] = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    saved: list[tuple[float, ...]] = []
    points: list[tuple[float, float]] = []
    middles: list[float] = []
    for operands, operator in operations:
        try:
            numbers = [float(operand) for operand in operands]
        except (TypeError, ValueError):
            numbers = []
        if operator == b"q":
            saved.append(matrix)
        elif operator == b"Q":
            matrix = saved.pop() if saved else matrix
        elif operator == b"cm" and len(numbers) == 6:
            matrix = _times(numbers, matrix)
        elif operator in (b"m", b"l", b"c", b"v", b"y"):
            points += [_at(matrix, x, y) for x, y in zip(numbers[::2], numbers[1::2], strict=False)]
        elif operator == b"re" and len(numbers) == 4:
            x, y, width, height = numbers
            points += [_at(matrix, x, y), _at(matrix, x + width, y + height)]
        elif operator in _PAINTS or operator in _ENDS:
            if operator in _PAINTS and points:
                xs, ys = [x for x, _ in points], [y for _, y in points]
                width, height = max(xs) - min(xs), max(ys) - min(ys)
                if min(width, height) >= _THINNEST_LETTER and max(width, height) <= _LARGEST_LETTER:
                    middles.append((max(ys) + min(ys)) / 2)
            points = []
    return middles


def _times(one: list[float], other: tuple[float, ...]) -> tuple[float, ...]:
    a, b, c, d, e, f = one
    a2, b2, c2, d2, e2, f2 = other
    return (
        a * a2 + b * c2,
        a * b2 + b * d2,
        c * a2 + d * c2,
        c * b2 + d * d2,
        e * a2 + f * c2 + e2,
        e * b2 + f * d2 + f2,
    )


def _at(matrix: tuple[float, ...], x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = matrix
    return (a * x + c * y + e, b * x + d * y + f)
