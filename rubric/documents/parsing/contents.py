"""A table of contents before the body: its entries are headings, not clauses.

"MỤC LỤC / TABLE OF CONTENTS" followed by "Điều 1. Định nghĩa … 2", "Điều 2. …" lists the
headings the body repeats; read as labels, every article would be numbered twice
(``duplicate_ref``) and its title merged into the clause. A table of contents is recognised
by its title, or, untitled, by three entries ending in a leader and a page number
("Định nghĩa ........ 2"); it runs over headings and short lines until the numbering starts
again or a sentence begins. It is taken out only when the body does repeat its first entry:
a list that is never repeated is the document's own text, and so is anything after the body
of its language has begun (a form's "Số giờ làm việc: ....... 8"). Its lines stay in the
preamble.
"""

from __future__ import annotations

import dataclasses
import re

from rubric.documents.parsing.labels import Kind
from rubric.documents.parsing.language import Lang
from rubric.documents.parsing.layouts import Piece
from rubric.documents.parsing.text import word_count

_TITLE = re.compile(r"(?:mục\s+lục|table\s+of\s+contents|contents)\W*", re.IGNORECASE)
# "…… 12", ". . . . 3", "____ 4": a leader before a page number.
# (each from a run's first mark only: tried from every dot of a long run, a blank of dots in
# a numbered clause, "3.1. Mức lương: ………", had cost the run's length squared)
_LEADER_PAGE = re.compile(
    r"(?<!\.)(?<!\.\s)(?:\.\s?){3,}+\s*\d{1,3}$|(?<!…)…++\s*\d{1,3}$|(?<!_)_{3,}+\s*\d{1,3}$"
)
# A table of contents' own lines are headings: a longer unlabelled line is the body's text.
_ENTRY_WORDS = 16
_UNTITLED_ENTRIES = 3

_Numbering = tuple[Kind, tuple[int, ...], str, str]


def without_table_of_contents(pieces: list[Piece]) -> list[Piece]:
    """``pieces`` with the labels of every table of contents' entries removed."""
    result = list(pieces)
    index = 0
    while index < len(result):
        start = _contents_start(result, index)
        if start is None or _labelled_before(result, start):
            index += 1
            continue
        end = _contents_end(result, start)
        if _repeated_after(result, start, end):
            for position in range(start, end):
                piece = result[position]
                if piece.label is not None:
                    result[position] = dataclasses.replace(piece, label=None)
        index = max(end, index + 1)
    return result


def _labelled_before(pieces: list[Piece], start: int) -> bool:
    """The body of the entries' language has begun before ``start``: a table of contents
    comes before it ("a) Số giờ làm việc: ....... 8" under Điều 1 is a form, not one)."""
    first = next((piece for piece in pieces[start:] if piece.label is not None), None)
    return first is not None and any(
        piece.label is not None and piece.lang is first.lang for piece in pieces[:start]
    )


def _contents_start(pieces: list[Piece], index: int) -> int | None:
    """Where the entries of a table of contents opening at ``index`` start, if one does."""
    if _TITLE.fullmatch(pieces[index].text.strip()):
        return index + 1
    entries = pieces[index : index + _UNTITLED_ENTRIES]
    if len(entries) == _UNTITLED_ENTRIES and all(
        piece.label is not None and _LEADER_PAGE.search(piece.text) for piece in entries
    ):
        return index
    return None


def _contents_end(pieces: list[Piece], start: int) -> int:
    """The end of the entries from ``start``: the numbering starting again (the body's first
    heading), a sentence, or another title's translation ("TABLE OF CONTENTS" after
    "MỤC LỤC" is still the title)."""
    first: dict[Lang, _Numbering] = {}
    end = start
    while end < len(pieces):
        piece = pieces[end]
        if piece.label is None:
            if not _TITLE.fullmatch(piece.text.strip()) and (
                word_count(piece.text) > _ENTRY_WORDS or piece.text.rstrip().endswith((":", ";"))
            ):
                break
        else:
            numbering = _numbering(piece)
            if first.get(piece.lang) == numbering:
                break
            first.setdefault(piece.lang, numbering)
        end += 1
    return end


def _repeated_after(pieces: list[Piece], start: int, end: int) -> bool:
    """The body numbers again the first entry of the table of contents (at least two entries:
    one heading after a title is not a table of contents)."""
    entries = [piece for piece in pieces[start:end] if piece.label is not None]
    if len({_numbering(piece) for piece in entries}) < 2:
        return False
    first = entries[0]
    return any(
        piece.label is not None
        and piece.lang is first.lang
        and _numbering(piece) == _numbering(first)
        for piece in pieces[end:]
    )


def _numbering(piece: Piece) -> _Numbering:
    label = piece.label
    assert label is not None  # noqa: S101 - called for labelled pieces only
    # Chapters carry no numbers ("Chương I", "Chương II"): their label tells them apart.
    named = label.text.casefold() if label.kind is Kind.CHAPTER else ""
    return label.kind, label.numbers, label.letter, named
