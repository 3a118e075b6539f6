"""Text quoted over several paragraphs: its numbers are the quoted document's, not clauses.

An amendment quotes the clause it puts in place: "Điều 9 của Hợp đồng được thay thế bằng nội
dung sau:" then "“Điều 9. Chấm dứt hợp đồng", "9.1. Mỗi bên …", "a) … 30 ngày.”". Read
paragraph by paragraph, "9.1." and "a)" became the appendix's own §9.1 and §9.1(a), and the
article quoting them lost its text, with no problem said. A quotation is followed from its
opening mark to its closing one, in each language; the labels of the paragraphs inside it are
text of the clause that quotes. A quotation that never closes, or runs on for more paragraphs
than any clause would quote, is a stray mark: nothing is taken off then.
"""

from __future__ import annotations

import dataclasses

from rubric.documents.parsing.language import Lang
from rubric.documents.parsing.layouts import Piece

# A quoted clause of a few dozen paragraphs is long; a stray mark runs to the end.
_LONGEST_QUOTATION = 60


def without_quoted_labels(pieces: list[Piece]) -> list[Piece]:
    """``pieces`` with the labels of the paragraphs inside a quotation taken off: one its
    marks open and close, or one its source marks (a markdown block quote, ``Piece.quoted``)."""
    result = [
        dataclasses.replace(piece, label=None) if piece.quoted and piece.label else piece
        for piece in pieces
    ]
    for lang in (Lang.VI, Lang.EN):
        marks: list[str] = []  # the marks of the quotations open, outermost first
        opened: list[int] = []  # this language's pieces since the quotation opened
        for index, piece in enumerate(pieces):
            if piece.lang is not lang:
                continue
            if marks:
                opened.append(index)
            marks = _open_after(piece.text, marks)
            if marks and len(opened) > _LONGEST_QUOTATION:
                break  # a stray mark: what it opened keeps its labels
            if not marks and opened:
                for inside in opened:
                    quoted = result[inside]
                    if quoted.label is not None:
                        result[inside] = dataclasses.replace(quoted, label=None)
                opened = []
        # an unclosed quotation at the end is a stray mark: its pieces keep their labels
    return result


# Curly and straight double quotes, British single quotes and guillemets.
_OPENING = {"\u201c": "\u201d", '"': '"', "\u2018": "\u2019", "\u00ab": "\u00bb"}
# Marks that open only before a word: a straight quote is also an inch mark (15"); a single
# quote's closing mark is also the apostrophe (U+2019 in "Employee\u2019s"), so it closes only
# at a word's end.
_AT_A_WORD = {'"', "\u2018"}


def _open_after(text: str, marks: list[str]) -> list[str]:
    """The quotations still open after ``text``: a closing mark closes only a quotation its
    kind opened (a straight-quoted term inside a curly quotation closes nothing of it), curly
    marks nest, a straight mark or a single quote opens only before a word (an inch mark, 15",
    opens nothing), and a single quote's closing mark inside a word is an apostrophe. A
    quotation opened inside the paragraph and left open is a typo ("sau đây gọi là "Công ty)
    …"): only one that opens the paragraph, or follows a colon ("… như sau: “…"), runs on into
    the next ones."""
    marks = list(marks)
    carried = len(marks)
    opens_paragraph = False
    stripped = text.lstrip()
    for position, character in enumerate(stripped):
        if marks and character == _OPENING[marks[-1]] and _closes(stripped, position):
            marks.pop()
            carried = min(carried, len(marks))
        elif character in _OPENING and (character not in _AT_A_WORD or _opens(stripped, position)):
            marks.append(character)
            # at the paragraph's start, or after a colon ("… như sau: “Mức lương …")
            introduced = position == 0 or stripped[:position].rstrip().endswith(":")
            opens_paragraph = opens_paragraph or (introduced and len(marks) == carried + 1)
    if len(marks) > carried and not opens_paragraph:
        return marks[:carried]
    return marks


def _closes(text: str, position: int) -> bool:
    """A closing mark ends its quotation, unless it is an apostrophe inside a word."""
    if text[position] != "\u2019":
        return True
    after = text[position + 1] if position + 1 < len(text) else " "
    return not after.isalpha()


def _opens(text: str, position: int) -> bool:
    before = text[position - 1] if position else " "
    after = text[position + 1] if position + 1 < len(text) else " "
    return (before.isspace() or before in "([{") and not after.isspace()
