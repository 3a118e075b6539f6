"""Text quoted over several paragraphs: its numbers are the quoted document's, not clauses.

An amendment quotes the clause it puts in place: "Điều 9 của Hợp đồng được thay thế bằng nội
dung sau:" then "“Điều 9. Chấm dứt hợp đồng", "9.1. Mỗi bên …", "a) … 30 ngày.”". Read
paragraph by paragraph, "9.1." and "a)" became the appendix's own §9.1 and §9.1(a), and the
article quoting them lost its text, with no problem said. A quotation is followed from its
opening mark to its closing one, in each language; the labels of the paragraphs inside it are
text of the clause that quotes. A quotation that never closes, or runs on for more paragraphs
than any clause would quote, is a stray mark: nothing is taken off then.

Some amendments type the new wording with no marks at all: "Điều 1. Sửa đổi khoản 2.1 Điều 2
của Hợp đồng như sau:" then "2.1. Mức lương: …". The paragraph that introduces it names the
clause it amends and ends with a colon; the paragraphs that follow, from one labelled with the
named clause's number through its points and sub-clauses, are that clause's new wording
(``without_unmarked_quotations``).
"""

from __future__ import annotations

import dataclasses
import re

# the module, not its function: it imports the labels from this package in turn
from rubric.documents import references
from rubric.documents.parsing.labels import INSERTED_SUFFIX, Kind, Label, numbers_of
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


# --- Amended wording typed without quotation marks ----------------------------------------------

# Words that put new wording in place; "như sau" / "as follows" alone also introduces a list.
_AMENDS = re.compile(
    r"sửa\s+đổi|bổ\s+sung|thay\s+thế|thay\s+bằng|amend|replace|supplement|insert"
    r"|\badd(?:s|ed|ing)?\b",
    re.IGNORECASE,
)
# A clause another document numbers: "khoản 2.1 Điều 2", "Điều 9", "Clause 2.1 of Article 2";
# "mục 3.1 Điều 3" where a house calls its numbered clauses "mục". (Numbers may carry the
# letter of an insertion: "Điều 5a", "khoản 2.1a".)
_N = rf"\d{{1,3}}(?:{INSERTED_SUFFIX}(?![^\W\d_]))?"
_NAMED = re.compile(
    rf"(?:(?:khoản|mục)\s+{_N}(?:\.{_N})*\s*,?\s+(?:(?:của|tại)\s+)?)?điều\s+{_N}(?:\.{_N})*"
    rf"|(?:khoản|mục)\s+{_N}(?:\.{_N})+"
    rf"|(?:clause|paragraph|section|article)\s+{_N}(?:\.{_N})*"
    r"(?:\s*,?\s+of\s+(?:the\s+)?(?:article|section)\s+\d{1,3})?",
    re.IGNORECASE,
)
# "bổ sung khoản 2a vào sau khoản 2 Điều 3": the inserted clause's own number ("2a.")
_INSERTED_CLAUSE = re.compile(
    rf"(?:khoản|clause)\s+(\d{{1,3}}{INSERTED_SUFFIX})(?![^\W\d_])", re.IGNORECASE
)
_CANONICAL_NUMBER = re.compile(r"§(\d+[a-z]*(?:\.\d+[a-z]*)*)")
# "điểm b khoản 1 Điều 7", "point (b) of Clause 1", "Point b, Clause 1, Article 7": the point
# an amendment puts new wording in place of ("b)" then follows); or adds: "bổ sung điểm d vào
# khoản 2 Điều 4", "Point (d) is added to Clause 2 of Article 4".
_NAMED_POINT = re.compile(
    r"\b(?:điểm|point)\s+\(?([a-zđ])\)?(?=\s*,?\s+(?:(?:vào(?:\s+sau)?|tại|sau"
    r"|(?:is\s+|be\s+)?(?:added|inserted)\s+(?:to|into|in)|to|into|in)\s+)?"
    r"(?:khoản|clause|paragraph|of)\b)",
    re.IGNORECASE,
)


def without_unmarked_quotations(pieces: list[Piece]) -> list[Piece]:
    """``pieces`` with the labels taken off the amended wording an amendment types without
    quotation marks: after a paragraph that amends a clause it names and ends with a colon,
    the paragraph labelled with that clause's number (or one of them) and those that follow
    while they number inside it (its points, its sub-clauses, an article's own clauses). Where
    the label could equally be this document's own next one ("Điều 1. Sửa đổi Điều 2 …" then
    "Điều 2. …"), it is the amended wording only if this document's numbering takes the same
    number again right after it."""
    result = list(pieces)
    for lang in (Lang.VI, Lang.EN):
        indices = [index for index, piece in enumerate(pieces) if piece.lang is lang]
        own = _OwnNumbering()
        position = 0
        while position < len(indices):
            piece = result[indices[position]]
            own.saw(piece.label)
            named = _amended_clauses(piece)
            following = indices[position + 1 : position + 1 + _LONGEST_QUOTATION]
            run = _amended_wording(result, following, named, own, piece) if named else []
            for index in run:
                result[index] = dataclasses.replace(result[index], label=None)
            position += 1 + len(run)
    return result


def _amended_clauses(piece: Piece) -> set[tuple[int, ...]]:
    """The clauses a paragraph puts new wording in place of, when it ends with a colon."""
    body = piece.body.strip()
    if not body.endswith(":") or not _AMENDS.search(body):
        return set()
    named = set()
    for match in _NAMED.finditer(body):
        named_as_khoan = re.sub(r"^mục", "khoản", match.group(), flags=re.IGNORECASE)
        canonical = references.read_reference(named_as_khoan)
        found = _CANONICAL_NUMBER.fullmatch(canonical or "")
        if found:
            named.add(numbers_of(found.group(1)))
    named |= {numbers_of(match.group(1)) for match in _INSERTED_CLAUSE.finditer(body)}
    return named


def _amended_points(piece: Piece) -> set[str]:
    """The letters of the points a paragraph amending a clause names ("điểm b khoản 1")."""
    return {match.group(1).lower() for match in _NAMED_POINT.finditer(piece.body)}


class _OwnNumbering:
    """The article and numbered clause this document's own labels have reached, and the bare
    number ("2.", "Khoản 2") and point read last inside it (none yet: 0 and "")."""

    def __init__(self) -> None:
        self.article: int | None = None
        self.number: tuple[int, ...] = ()
        self.relative: int | None = None  # None: no article read, so anything may come next
        self.letter: str | None = None

    def saw(self, label: Label | None) -> None:
        if label is None:
            return
        if label.kind in (Kind.ARTICLE, Kind.NUMBER) and label.numbers:
            self.article, self.number = label.numbers[0], label.numbers
            # under "1.1" a bare "2." may be the next article of a document numbering its
            # articles "1.", "2."
            self.relative = 0 if label.kind is Kind.ARTICLE else None
            self.letter = ""
        elif label.kind in (Kind.PLAIN, Kind.KHOAN) and label.numbers:
            self.relative, self.letter = label.numbers[0], ""
        elif label.kind is Kind.POINT:
            self.letter = label.letter if self.letter is not None else None
        else:
            self.relative = self.letter = None

    def would_go_on_with(self, label: Label) -> bool:
        """Whether ``label`` could be this document's own next clause."""
        numbers = label.numbers
        if label.kind is Kind.ARTICLE:
            return len(numbers) == 1 and numbers[0] == (self.article or 0) + 1
        if label.kind is Kind.NUMBER and numbers:
            if numbers[:1] != (self.article,):
                return False
            if numbers == (*self.number, 1):
                return True  # the first clause under the one read last
            # the next at the level of the one read last, or of one above it
            depth = len(numbers)
            return depth <= len(self.number) and numbers == (
                *self.number[: depth - 1],
                self.number[depth - 1] + 1,
            )
        if label.kind in (Kind.PLAIN, Kind.KHOAN) and label.numbers:
            # a bare number goes on with the bare numbers of this article: "2." right under
            # "Điều 1." would skip its "1."
            return self.relative is None or label.numbers[0] in (1, self.relative + 1)
        if label.kind is Kind.POINT and self.letter is not None:
            return len(label.letter) == 1 and (
                label.letter == "a" or _next_letter(self.letter) == label.letter
            )
        return label.kind in (Kind.PLAIN, Kind.KHOAN, Kind.POINT)


def _next_letter(letter: str) -> str:
    alphabet = "abcdđefghijklmnopqrstuvwxyz"
    place = alphabet.find(letter) if len(letter) == 1 else -1
    return alphabet[place + 1] if 0 <= place < len(alphabet) - 1 else ""


def _amended_wording(
    pieces: list[Piece],
    following: list[int],
    named: set[tuple[int, ...]],
    own: _OwnNumbering,
    amending: Piece,
) -> list[int]:
    """The indices in ``following`` that are the amended wording of the ``named`` clauses."""
    if not following:
        return []
    first = pieces[following[0]].label
    if first is None:
        return []
    if first.kind is Kind.POINT:
        # "Điểm b khoản 1 Điều 7 … như sau:" then "b) …": that point's new wording alone
        if first.letter not in _amended_points(amending):
            return []
        if own.would_go_on_with(first) and not _numbered_again(pieces, following[1:], first):
            return []
        return following[:1]
    if not _is_named(first, named):
        return []
    # an amended article's own clauses number relatively ("1.", "Khoản 2")
    article = first.kind is Kind.ARTICLE or (len(first.numbers) == 1 and first.numbers in named)
    run = [following[0]]
    for index in following[1:]:
        piece = pieces[index]
        if _amended_clauses(piece):
            break  # the next amendment this document makes
        if not _inside(piece.label, named, article) or _repeats(piece.label, pieces, run):
            break
        run.append(index)
    # what follows the last labelled paragraph of the wording is this document's again
    while run and pieces[run[-1]].label is None:
        run.pop()
    if own.would_go_on_with(first) and not _numbered_again(pieces, following[len(run) :], first):
        return []  # as likely this document's own clause
    return run


def _inside(label: Label | None, named: set[tuple[int, ...]], article: bool) -> bool:
    """Whether a paragraph after the first of the amended wording is still part of it."""
    if label is None or label.kind is Kind.POINT:
        return True
    if label.kind in (Kind.ARTICLE, Kind.NUMBER):
        return any(label.numbers[: len(numbers)] == numbers for numbers in named)
    return label.kind in (Kind.PLAIN, Kind.KHOAN) and article


def _repeats(label: Label | None, pieces: list[Piece], run: list[int]) -> bool:
    """Whether ``label`` numbers a clause the wording already has: this document's own again."""
    return label is not None and any(
        (taken := pieces[index].label) is not None
        and taken.kind is label.kind
        and taken.numbers == label.numbers
        and taken.kind in (Kind.ARTICLE, Kind.NUMBER)
        for index in run
    )


def _is_named(label: Label, named: set[tuple[int, ...]]) -> bool:
    if label.kind in (Kind.ARTICLE, Kind.NUMBER):
        return label.numbers in named
    if label.kind in (Kind.PLAIN, Kind.KHOAN) and len(label.numbers) == 1:
        # "2." for "khoản 2 Điều 5", "9." for "Điều 9"
        return any(numbers[-1] == label.numbers[0] for numbers in named)
    return False


def _numbered_again(pieces: list[Piece], after: list[int], label: Label) -> bool:
    """Whether the first labelled paragraph after the wording takes ``label``'s number again:
    this document's own numbering going on where the amended wording interrupted it."""
    for index in after:
        other = pieces[index].label
        if other is not None:
            return (
                other.kind is label.kind
                and other.numbers == label.numbers
                and other.letter == label.letter
            )
    return False
