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
    """``pieces`` with the labels of the paragraphs inside a quotation taken off."""
    result = list(pieces)
    for lang in (Lang.VI, Lang.EN):
        indexes = [index for index, piece in enumerate(pieces) if piece.lang is lang]
        depth = 0
        opened: list[int] = []  # this language's pieces since the quotation opened
        for index in indexes:
            if depth:
                opened.append(index)
            depth = _depth_after(pieces[index].text, depth)
            if depth and len(opened) > _LONGEST_QUOTATION:
                break  # a stray mark: what it opened keeps its labels
            if not depth and opened:
                for inside in opened:
                    piece = result[inside]
                    if piece.label is not None:
                        result[inside] = dataclasses.replace(piece, label=None)
                opened = []
        # an unclosed quotation at the end is a stray mark: its pieces keep their labels
    return result


def _depth_after(text: str, depth: int) -> int:
    """How many quotations are open after ``text``: curly marks nest ("“… “Công ty” …”"); a
    straight mark closes one that is open, else opens one if it stands before a word (an
    inch mark, 15", opens nothing)."""
    for position, character in enumerate(text):
        if character == "\u201c":
            depth += 1
        elif character == "\u201d":
            depth = max(depth - 1, 0)
        elif character == '"':
            if depth:
                depth -= 1
            elif _opens(text, position):
                depth = 1
    return depth


def _opens(text: str, position: int) -> bool:
    before = text[position - 1] if position else " "
    after = text[position + 1] if position + 1 < len(text) else " "
    return (before.isspace() or before in "([{") and not after.isspace()
