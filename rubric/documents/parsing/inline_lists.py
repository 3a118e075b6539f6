"""Inline lists hard-wrapped so that a later item opens a line.

A sentence may list its items inline: "Thu nhập gồm: (i) lương cơ bản; (ii) phụ cấp ăn trưa."
Wrapped by a text editor or a Markdown writer, an item can land at a line's start ("(ii) phụ
cấp …"), where it reads as a point label: the point was invented (§1.1(ii)) and the sentence
before it cut short, with a problem on the invented point at best. Markdown displays such a
paragraph as one; plain text shows the wrapped lines only.

The rule: items of one style ("(i)", "a)", "1)") numbered on from the first are one list;
when its first item stands mid-line after the lead-in's colon ("… gồm: (i) …"), or a later
one mid-line after the item before ("(ii) …; và (iii) …"), the writer wrote a sentence, and
the items opening lines go on with it. The neighbour left alone: a real list puts each item on
its own line, the first one too ("… gồm:" / "(i) …" / "(ii) …"), and stays points; so does a
point whose own text lists items in its own style ("b) … gồm: a) …; b) …" / "c) …" is the
outer list's next point).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rubric.documents.parsing.labels import next_letter, parse_label, roman_numeral, roman_value
from rubric.documents.parsing.text import collapse, strip_markdown

_ITEM = r"(?P<open>\(?)(?P<token>[a-zđ]|[ivx]{1,5}|\d{1,2})\)"
_OPENING_ITEM = re.compile(rf"{_ITEM}\s")
# The first item after its lead-in's colon; a later one after the item before it, with the
# conjunction a list's last item takes. Not "theo điểm a) khoản 2": a reference to a point.
_FIRST_INLINE = re.compile(rf":\s*{_ITEM}\s")
_LATER_INLINE = re.compile(
    rf"[;,]\s*(?:(?:và/hoặc|and/or|và|hoặc|and|or)\s+)?{_ITEM}\s", re.IGNORECASE
)
_FIRST_TOKENS = ("a", "i", "1")
# Skipped, these letters leave no gap (``labels.letter_gap``): "d)" then "e)" in English.
_OPTIONAL_LETTERS = "đfjwz"

Style = tuple[str, str]  # the bracket before the item ("(" or ""), its kind of number


@dataclass
class _List:
    """One list's items so far: where each stands (its line, whether it opens the line)."""

    style: Style
    token: str
    items: list[tuple[int, bool]] = field(default_factory=list)

    def inline(self) -> bool:
        return any(not opens for _, opens in self.items)


def _kinds(token: str) -> tuple[str, ...]:
    """What an item's token may count in: "i", "v", "x" are roman numerals or letters."""
    if token.isdigit():
        return ("digit",)
    if roman_value(token) and len(token) > 1:
        return ("roman",)
    return ("roman", "letter") if roman_value(token) else ("letter",)


def _follows(kind: str, previous: str, token: str) -> bool:
    if kind == "digit":
        return token.isdigit() and int(token) == int(previous) + 1
    if kind == "roman":
        return bool(roman_value(previous)) and token == roman_numeral(roman_value(previous) + 1)
    after = next_letter(previous)
    return token == after or (after in _OPTIONAL_LETTERS and token == next_letter(after))


@dataclass
class _Reader:
    """Walks one run of lines with no blank line between, collecting the lists in it."""

    open: dict[Style, _List] = field(default_factory=dict)
    done: list[_List] = field(default_factory=list)

    def _goes_on(self, bracket: str, token: str, index: int, *, opens: bool) -> bool:
        for kind in _kinds(token):
            current = self.open.get((bracket, kind))
            if current is not None and _follows(kind, current.token, token):
                current.token = token
                current.items.append((index, opens))
                return True
        return False

    def _start(self, bracket: str, token: str, index: int, *, opens: bool) -> None:
        kind = _kinds(token)[0]  # an item "i" starting a list counts in roman numerals
        self.open[(bracket, kind)] = started = _List((bracket, kind), token, [(index, opens)])
        self.done.append(started)

    def read(self, index: int, text: str) -> None:
        opening = _OPENING_ITEM.match(text)
        own_style: tuple[Style, ...] = ()
        if opening is not None:
            bracket, token = opening["open"], opening["token"]
            own_style = tuple((bracket, kind) for kind in _kinds(token))
            if not self._goes_on(bracket, token, index, opens=True):
                self.open.clear()
                if token in _FIRST_TOKENS:
                    self._start(bracket, token, index, opens=True)
        elif parse_label(text) is not None:  # "1.2. …", "Điều 3.": the lists before ended
            self.open.clear()
        for found in _FIRST_INLINE.finditer(text):
            bracket, token = found["open"], found["token"]
            # a point listing items in its own style: the outer list goes on after it
            if token in _FIRST_TOKENS and (bracket, _kinds(token)[0]) not in own_style:
                self._start(bracket, token, index, opens=False)
        for found in _LATER_INLINE.finditer(text):
            self._goes_on(found["open"], found["token"], index, opens=False)

    def lines_going_on(self) -> set[int]:
        return {
            index
            for found in self.done
            if len(found.items) > 1 and found.inline()
            for index, opens in found.items
            if opens
        }


def inline_list_lines(lines: list[str]) -> set[int]:
    """The indexes of the lines that open with an item of an inline list (module docstring):
    they go on with the sentence above them. A blank line or a table ends every list."""
    going_on: set[int] = set()
    reader = _Reader()
    for index, raw in enumerate(lines):
        if not raw.strip() or raw.lstrip().startswith("|"):
            going_on |= reader.lines_going_on()
            reader = _Reader()
            continue
        text = collapse(strip_markdown(raw)[0])  # as ``plaintext.text_blocks`` reads it
        reader.read(index, text)
    return going_on | reader.lines_going_on()
