"""Citations checked against the signed text: one rule for people, GENIE and publishing.

An item citing ``(source_doc, clause_ref)`` of a document the tenant has imported must name a
clause that exists in its latest version, and each quote given must appear verbatim in that
clause's text in the quote's own language (the clause's text includes its sub-clauses: "§4"
covers what "§4.2" says). A tenant that has not imported the document yet cannot be checked: the
citation stays unverified (unknown), never "verified".

"Verbatim" ignores only what does not change a word: the text is normalised as the parser
normalises documents (NFC, invisible characters, ligatures, whitespace runs), and a few glyphs
that are one character written two ways compare equal (``glyph_folded``): curly and straight
quotation marks and apostrophes, dash and hyphen variants, full-width forms of ASCII
(U+FF01-U+FF5E, a CJK layout's "30%"), and the two places a Vietnamese tone mark may sit on
"oa", "oe", "uy" ending a word ("hoà"/"hòa", "Uỷ ban"/"Ủy ban"). Nothing looser: no case
folding, no punctuation dropped, no diacritic removed. A quote that verifies is stored as the
document words it (``Verdict.passages``), so a stored citation is the signed text itself.
"""

from __future__ import annotations

import re
import unicodedata
import uuid
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from itertools import product
from typing import NamedTuple

from django.utils.translation import gettext_lazy as _

from cyberos_eval.errors import Problem, message

from .documents.parsing.text import nfc
from .documents.references import read_reference
from .models import DocumentClause, SignedDocument

MISMATCH = "rubric_item_citation_mismatch"
STALE = "rubric_item_citation_stale"

_WHITESPACE = re.compile(r"\s+")


# One character, two glyphs: what Word's autocorrect or a keyboard writes for the other; and
# the full-width forms of ASCII a CJK input method or font writes (U+FF01-U+FF5E: the same
# digits, letters and signs, one character each, case kept).
_GLYPHS = str.maketrans(
    {
        **{chr(code): chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)},
        **dict.fromkeys("\u2018\u2019\u201a\u201b\u2032\u00b4\u0060\u02bc", "'"),
        **dict.fromkeys("\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb", '"'),
        **dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212", "-"),
    }
)
# A tone mark on the first vowel of "oa", "oe", "uy" ending a word (the older placement).
_TONE_ON_FIRST = re.compile(
    r"([\u00f2\u00f3\u1ecf\u00f5\u1ecd\u00d2\u00d3\u1ece\u00d5\u1ecc])([aAeE])(?!\w)"
    r"|([\u00f9\u00fa\u1ee7\u0169\u1ee5\u00d9\u00da\u1ee6\u0168\u1ee4])([yY])(?!\w)"
)


def normalized(text: str) -> str:
    """As the parser normalises a document (NFC, invisible characters and ligatures, the eth
    look-alike), every run of whitespace (line breaks, NBSP, tabs) one space, trimmed."""
    return _WHITESPACE.sub(" ", nfc(text)).strip()


def _tone_on_second(match: re.Match[str]) -> str:
    toned, plain = (match.group(1), match.group(2)) if match.group(1) else match.group(3, 4)
    base, mark = unicodedata.normalize("NFD", toned)[0], unicodedata.normalize("NFD", toned)[1:]
    return base + unicodedata.normalize("NFC", plain + mark)


def glyph_folded(text: str) -> str:
    """``text`` (normalised) with each two-glyph character written one way. Same length, so a
    position in the folded text is the same position in ``text``."""
    folded = _TONE_ON_FIRST.sub(_tone_on_second, text.translate(_GLYPHS))
    assert len(folded) == len(text)  # noqa: S101 - every fold maps one character to one
    return folded


# What joins the digits of one figure: thousands and decimal separators, a time's colon, a
# fraction's slash, a range's dash (folded to "-"). "1.500.000", "2,5%", "17:30", "1/2",
# "3-5" are each one figure: a quote may not start or end inside one.
_FIGURE_JOINERS = frozenset(".,:/-")


# A range written with spaces ("3 - 5 năm", "08:00 - 17:00", dashes folded to "-"), and
# thousands grouped by spaces ("1 500 000"), around the place a quote would cut.
_SPACED_RANGE_BEFORE = re.compile(r"\d ?- ?\Z")
_SPACED_RANGE_AFTER = re.compile(r" ?- ?\d")
_GROUP_OF_THOUSANDS = re.compile(r"\d{3}(?!\d)")


def _inside_figure(text: str, at: int) -> bool:
    """Whether a quote starting or ending at ``at`` would cut one figure or range: a digit
    next to a joiner that has a digit on its other side, a range's end with spaces round its
    dash, or a group of thousands set off by a space."""
    if at <= 0 or at >= len(text):
        return False
    left, right = text[at - 1], text[at]
    if left.isdigit() and right in _FIGURE_JOINERS:
        return at + 1 < len(text) and text[at + 1].isdigit()
    if left in _FIGURE_JOINERS and right.isdigit():
        return at >= 2 and text[at - 2].isdigit()
    if right.isdigit():  # a quote starting here: "5 năm" of "3 - 5 năm", "500 000" of "1 500 000"
        before = text[max(0, at - 4) : at]
        return bool(
            _SPACED_RANGE_BEFORE.search(before)
            or (before[-2:-1].isdigit() and left == " " and _GROUP_OF_THOUSANDS.match(text, at))
        )
    if left.isdigit():  # a quote ending here: "3" of "3 - 5 năm", "1" of "1 500 000"
        return bool(
            _SPACED_RANGE_AFTER.match(text, at)
            or (right == " " and _GROUP_OF_THOUSANDS.match(text, at + 1))
        )
    return False


# A word broken at the end of a PDF's line, as its viewer copies it: a hyphen (or a soft
# hyphen, or U+2010/U+2011) between letters, then the line break ("employ-\nee",
# "check-\nup"). Only a line break: "employ- ee" on one line is no hyphenation.
_LINE_END_HYPHEN = re.compile(
    r"(?<=[^\W\d_])([-\u2010\u2011\u00ad])[ \t]*(?:\r\n|[\n\r\f\v\u2028\u2029])\s*(?=[^\W\d_])"
)
# Past this many breaks in one quote only the two readings that treat them all alike are tried.
_MOST_BREAKS = 4


def readings(quote: str) -> Iterator[str]:
    """``quote`` as given, then, when a word of it is broken at a line's end, the readings of
    each break: the word whole ("employee"), or a compound kept at its hyphen ("check-up"; a
    soft hyphen is never kept). Each reading is a word the document may print that way, so a
    reading the clause says is what the quote cites; digits are never joined ("3-\n5")."""
    yield quote
    text = unicodedata.normalize("NFC", quote)
    breaks = list(_LINE_END_HYPHEN.finditer(text))
    if not breaks:
        return
    options = [("",) if found.group(1) == "\u00ad" else ("", "-") for found in breaks]
    if len(breaks) > _MOST_BREAKS:
        choices: Iterable[tuple[str, ...]] = [
            tuple(option[0] for option in options),
            tuple(option[-1] for option in options),
        ]
    else:
        choices = product(*options)
    for choice in choices:
        parts, last = [], 0
        for found, kept in zip(breaks, choice, strict=True):
            parts += [text[last : found.start()], kept]
            last = found.end()
        yield "".join(parts) + text[last:]


# The words that negate what follows them. A quote that starts right after one leaves it out
# and says the opposite of the clause: "được tiết lộ" from "không được tiết lộ" (may
# disclose / may not), "quá 48 giờ" from "không quá 48 giờ", "less than 30 days" from "not
# less than 30 days". Matched in the folded text (apostrophes are "'"), in any case.
_NEGATING = (
    r"(?:không(?:\s+hề)?|chưa|chẳng|chả|đừng|chớ|cấm|nghiêm\s+cấm|not|no|never|without|nor|"
    r"neither|none(?:\s+of)?|nothing|nobody|no\s+one|cannot|\w+n't)"
)
# The words a negation reaches over to what it negates: "không được quá", "không vượt quá",
# "không bao giờ được tiết lộ", "shall not be less than", "may not ever disclose".
_REACHED_OVER = (
    r"(?:được|phép|vượt|bao\s+giờ|hề|có|bị|phải|thể|là|be|been|being|ever|at\s+all|to|"
    r"exceed|go|fall)"
)
_NEGATION_BEFORE = re.compile(
    rf"(?<!\w){_NEGATING}(?:\s+{_REACHED_OVER}){{0,3}}\s\Z", re.IGNORECASE
)
# How far back a negation and the words it reaches over may start.
_NEGATION_REACH = 60


def negation_before(text: str, start: int) -> str | None:
    """The negation ``text[start]`` follows, a space apart or over the few words a negation
    reaches over ("không được ", "shall not be "), no punctuation between; None if none."""
    found = _NEGATION_BEFORE.search(text, max(0, start - _NEGATION_REACH), start)
    return found.group(0).strip() if found else None


# The quoter's marks of words left out before or after the quote, longest first.
_ELLIPSES = ("[…]", "[...]", "…", "...")


def _without_ellipses(quote: str) -> str:
    """``quote`` without the ellipsis a quoter puts at either end where it cuts a sentence."""
    text = quote.strip()
    for mark in _ELLIPSES:
        if text.startswith(mark):
            text = text[len(mark) :].lstrip()
            break
    for mark in _ELLIPSES:
        if text.endswith(mark):
            text = text[: -len(mark)].rstrip()
            break
    return text


def _without_label(quote: str, label: str) -> str | None:
    """``quote`` without ``label`` opening it, the label as printed ("a)", "(a)", "4.1.",
    "Điều 4") or, for a numbered one, without its closing dot or with one more ("4.1",
    "Điều 4."); None when it does not open so."""
    label = normalized(label)
    if not label:
        return None
    forms = {label}
    if any(character.isdigit() for character in label):
        forms |= {label.rstrip("."), label.rstrip(".") + ".", label.rstrip(".") + ":"}
    for form in sorted(forms, key=len, reverse=True):
        if quote.startswith(form + " ") and quote[len(form) + 1 :].strip():
            return quote[len(form) + 1 :]
    return None


def find_words(text: str, quote: str, refused: Callable[[int], bool] | None = None) -> int | None:
    """Where ``quote`` occurs in ``text`` as whole words: "8 giờ/tuần" is not in "48 giờ/tuần".
    (Both already normalised.) A quote that starts or ends with punctuation is bounded by it,
    except inside a figure: "500.000" is not in "1.500.000", "5%" not in "2,5%", "5 năm" not
    in "3-5 năm", "-5 năm" not either, "12" not in "12:00". A start ``refused`` says no to is
    passed over."""
    if not quote:
        return None
    start = text.find(quote)
    while start != -1:
        end = start + len(quote)
        before_ok = not quote[0].isalnum() or start == 0 or not text[start - 1].isalnum()
        after_ok = not quote[-1].isalnum() or end == len(text) or not text[end].isalnum()
        if (
            before_ok
            and after_ok
            and not _inside_figure(text, start)
            and not _inside_figure(text, end)
            and not (refused is not None and refused(start))
        ):
            return start
        start = text.find(quote, start + 1)
    return None


class PrintedText(NamedTuple):
    """A clause with its sub-clauses as the page prints them, each sub-clause after its label
    ("… người lao động: a) bị xử lý …; b) tự ý …"), normalised; and where each label stands."""

    text: str = ""
    labels: tuple[tuple[int, int], ...] = ()

    def cuts_a_label(self, start: int, end: int) -> bool:
        """Whether a quote at ``start``..``end`` starts inside a label or ends in or with one:
        a label numbers the words after it, so it is quoted with them or not at all."""
        return any(
            label_start < start < label_end or label_start < end <= label_end
            for label_start, label_end in self.labels
        )


_NOTHING_PRINTED = PrintedText()


@dataclass(frozen=True)
class CitableClause:
    ref: str
    label_vi: str
    label_en: str
    text_vi: str  # own text
    text_en: str
    parent_ref: str | None
    # The clause with its sub-clauses, normalised: what a quote is matched against.
    scope_vi: str = ""
    scope_en: str = ""
    # The same with the sub-clauses' labels, for a quote copied across them as printed.
    printed_vi: PrintedText = _NOTHING_PRINTED
    printed_en: PrintedText = _NOTHING_PRINTED

    @property
    def reading(self) -> tuple[str, str]:
        """What the clause says, with its sub-clauses, in both languages (normalised)."""
        return self.scope_vi, self.scope_en

    def _texts(self, language: str) -> Iterator[tuple[str, str, PrintedText | None]]:
        """What a quote is looked for in, each as written and folded: the clause's words, then
        (when it has labelled sub-clauses) the same as printed with their labels."""
        yield getattr(self, f"scope_{language}"), self._folded[language], None
        printed: PrintedText = getattr(self, f"printed_{language}")
        if printed.labels:
            yield printed.text, self._folded[f"printed_{language}"], printed

    @cached_property
    def _folded(self) -> dict[str, str]:
        return {
            "vi": glyph_folded(self.scope_vi),
            "en": glyph_folded(self.scope_en),
            "printed_vi": glyph_folded(self.printed_vi.text),
            "printed_en": glyph_folded(self.printed_en.text),
        }

    def passage(self, language: str, quote: str | None) -> str | None:
        """The words of this clause (with its sub-clauses) that ``quote`` cites, as the document
        writes them; None when it does not say them. A word the quote breaks at a PDF line's
        end is read whole (``readings``); words the clause negates, the quote starting right
        after "không", "chưa", "not", "no", "without", …, are not said by it."""
        found = self._find(language, quote or "", refuse_negated=True)
        if found is None:
            return None
        text, start, length = found
        return text[start : start + length]

    def _find(
        self, language: str, quote: str, *, refuse_negated: bool
    ) -> tuple[str, int, int] | None:
        """The text the quote was found in (as written), where, and how long; None if not."""
        for text, folded, printed in self._texts(language):
            for reading, opening in self._readings(language, quote):
                wanted = glyph_folded(normalized(reading))

                def refused(
                    at: int,
                    opening: bool = opening,
                    folded: str = folded,
                    printed: PrintedText | None = printed,
                    length: int = len(wanted),
                ) -> bool:
                    return (
                        (opening and at != 0)
                        or (printed is not None and printed.cuts_a_label(at, at + length))
                        or (refuse_negated and negation_before(folded, at) is not None)
                    )

                start = find_words(folded, wanted, refused)
                if start is not None:
                    return text, start, len(wanted)
        return None

    def _readings(self, language: str, quote: str) -> Iterator[tuple[str, bool]]:
        """The quote's readings (``readings``), each with whether it must open the clause: the
        quote's own, then without this clause's own label when it was copied with the line
        that prints it ("a) tuân thủ …", "4.1 Thời giờ …", "Điều 4. Thời giờ làm việc") — a
        label numbers the words, it is not one of them, and the parser keeps it apart from the
        clause's text, so what follows it must be where the clause's own text opens ("1 tháng
        lương" is no "1." and "tháng lương"). The same again without the ellipsis a quoter puts
        where the quote cuts a sentence ("…shall be brought before the court.", "keep strictly
        confidential..."): it marks words left out, at the ends only, so the words between
        must still be said whole."""
        for given in dict.fromkeys((quote, _without_ellipses(quote))):
            for reading in readings(given):
                yield reading, False
            unlabelled = _without_label(normalized(given), getattr(self, f"label_{language}"))
            if unlabelled:
                for reading in readings(unlabelled):
                    yield reading, True

    def negation_left_out(self, language: str, quote: str) -> str | None:
        """For a quote the clause does not say: the negation the clause writes right before
        it, when that is all that keeps the quote from being said."""
        found = self._find(language, quote, refuse_negated=False)
        if found is None:
            return None
        text, start, _length = found
        return negation_before(text, start)

    def longest_said(self, language: str, quote: str) -> tuple[str, str]:
        """For a quote the clause does not say: its longest opening the clause does say (as
        the clause words it) and the quote's next word, from which they part; ("", "") when
        not even its first word is there. (An opening said is said by each shorter one, so a
        binary search finds it.)"""
        words = normalized(quote).split()
        low, high, said = 0, len(words) - 1, ""
        while low < high:
            middle = (low + high + 1) // 2
            found = self.passage(language, " ".join(words[:middle]))
            if found is None:
                high = middle - 1
            else:
                low, said = middle, found
        if not low:
            return "", ""
        return said, words[low]


@dataclass(frozen=True)
class CitableDocument:
    """The latest imported version of one signed document, ready to check citations."""

    id: uuid.UUID | None
    kind: str
    version_no: int
    sha256: str
    title_vi: str
    title_en: str
    clauses: dict[str, CitableClause] = field(default_factory=dict)

    @property
    def source_doc(self) -> str:
        return self.kind

    @cached_property
    def _by_reading(self) -> dict[tuple[str, str], list[CitableClause]]:
        by_reading: dict[tuple[str, str], list[CitableClause]] = {}
        for clause in self.clauses.values():
            by_reading.setdefault(clause.reading, []).append(clause)
        return by_reading

    def reading_alike(self, clause: CitableClause) -> list[CitableClause]:
        """The clauses of this text reading exactly as ``clause`` does, with their sub-clauses,
        in both languages."""
        return self._by_reading.get(clause.reading, [])

    @cached_property
    def _own_texts(self) -> dict[str, tuple[str, str]]:
        return {
            ref: (normalized(clause.text_vi), normalized(clause.text_en))
            for ref, clause in self.clauses.items()
        }

    def headings(self, clause: CitableClause) -> list[tuple[str, str]]:
        """The own texts (both languages) of the clauses above ``clause``, nearest first: what
        a renumbered clause must still sit under to say the same."""
        found: list[tuple[str, str]] = []
        parent = self.clauses.get(clause.parent_ref or "")
        while parent is not None and len(found) < len(self.clauses):
            found.append(self._own_texts[parent.ref])
            parent = self.clauses.get(parent.parent_ref or "")
        return found

    @cached_property
    def _previous_siblings(self) -> dict[str, CitableClause | None]:
        last: dict[str | None, CitableClause] = {}
        previous: dict[str, CitableClause | None] = {}
        for clause in self.clauses.values():  # in document order
            previous[clause.ref] = last.get(clause.parent_ref)
            last[clause.parent_ref] = clause
        return previous

    def previous_sibling(self, clause: CitableClause) -> CitableClause | None:
        """The clause before ``clause`` under the same parent (the article before an article),
        None for the first: what "the clause above" in its text names."""
        return self._previous_siblings.get(clause.ref)

    def clause(self, ref: str) -> CitableClause | None:
        """The clause ``ref`` names: its canonical reference ("§4.2(a)") or the way people write
        it ("Điểm a Khoản 2 Điều 4", "Article 4.2(a)"; ``documents.references``)."""
        if not ref:
            return None
        found = self.clauses.get(normalized(ref))
        if found is None and (read := read_reference(ref)) is not None:
            found = self.clauses.get(read)
        return found


def build_citable(
    *,
    id: uuid.UUID | None,
    kind: str,
    version_no: int,
    sha256: str,
    title_vi: str,
    title_en: str,
    clauses: Iterable[CitableClause],
) -> CitableDocument:
    """Attach to each clause the normalised text of its whole subtree (own text first, then
    each descendant in document order)."""
    ordered = list(clauses)
    children: dict[str | None, list[CitableClause]] = {}
    for clause in ordered:
        children.setdefault(clause.parent_ref, []).append(clause)

    def subtree(clause: CitableClause) -> Iterator[CitableClause]:
        pending = [clause]
        while pending:
            current = pending.pop(0)
            yield current
            pending[0:0] = children.get(current.ref, [])

    def scope(clause: CitableClause, language: str) -> str:
        return normalized(
            "\n".join(getattr(each, f"text_{language}") or "" for each in subtree(clause))
        )

    def printed(clause: CitableClause, language: str) -> PrintedText:
        text, labels = "", []
        for each in subtree(clause):
            label = (
                normalized(getattr(each, f"label_{language}") or "") if each is not clause else ""
            )
            words = normalized(getattr(each, f"text_{language}") or "")
            if label and words:
                text += " " if text else ""
                labels.append((len(text), len(text) + len(label)))
                text += label
            if words:
                text += (" " if text else "") + words
        return PrintedText(text, tuple(labels))

    with_scope = {
        clause.ref: CitableClause(
            ref=clause.ref,
            label_vi=clause.label_vi,
            label_en=clause.label_en,
            text_vi=clause.text_vi,
            text_en=clause.text_en,
            parent_ref=clause.parent_ref,
            scope_vi=scope(clause, "vi"),
            scope_en=scope(clause, "en"),
            printed_vi=printed(clause, "vi"),
            printed_en=printed(clause, "en"),
        )
        for clause in ordered
    }
    return CitableDocument(id, kind, version_no, sha256, title_vi, title_en, with_scope)


def citable_from_models(
    document: SignedDocument, clauses: Iterable[DocumentClause]
) -> CitableDocument:
    by_id = {clause.pk: clause for clause in clauses}
    return build_citable(
        id=document.pk,
        kind=document.kind,
        version_no=document.version_no,
        sha256=document.sha256,
        title_vi=document.title_vi or "",
        title_en=document.title_en or "",
        clauses=[
            CitableClause(
                ref=clause.ref,
                label_vi=clause.label_vi or "",
                label_en=clause.label_en or "",
                text_vi=clause.text_vi or "",
                text_en=clause.text_en or "",
                parent_ref=by_id[clause.parent_id].ref if clause.parent_id in by_id else None,
            )
            for clause in sorted(by_id.values(), key=lambda clause: clause.position)
        ],
    )


@dataclass(frozen=True)
class Verdict:
    """What checking one citation found. ``document`` is None when the tenant has not imported
    that document (nothing to check against: unverified, not wrong)."""

    document: CitableDocument | None
    problems: tuple[Problem, ...] = ()
    # A verified citation as the document words it: its clause's canonical reference, and
    # each quote as the document writes it, by language.
    clause_ref: str | None = None
    passages: dict[str, str] = field(default_factory=dict)

    @property
    def verified(self) -> bool:
        return self.document is not None and not self.problems

    @property
    def pinned_document_id(self) -> uuid.UUID | None:
        """The document version a verified citation pins (None: nothing was checked)."""
        return self.document.id if self.verified and self.document is not None else None


def verify_citation(
    documents: dict[str, CitableDocument],
    *,
    source_doc: str | None,
    clause_ref: str | None,
    quote_vi: str | None,
    quote_en: str | None,
    item_id: str | None = None,
) -> Verdict:
    document = documents.get(source_doc or "")
    if document is None or not (clause_ref or "").strip():
        return Verdict(None)
    clause = document.clause(clause_ref or "")
    if clause is None:
        return Verdict(
            document,
            (
                Problem(
                    MISMATCH,
                    message(
                        _("%(document)s v%(version)s has no clause %(ref)s"),
                        document=document.title_vi or document.kind,
                        version=document.version_no,
                        ref=clause_ref,
                    ),
                    field="clause_ref",
                    item_id=item_id,
                ),
            ),
        )
    problems, passages = [], {}
    for language, quote in (("vi", quote_vi), ("en", quote_en)):
        if not quote:
            continue
        passage = clause.passage(language, quote)
        if passage is not None:
            passages[language] = passage
            continue
        said, next_word = clause.longest_said(language, quote)
        negation = clause.negation_left_out(language, quote)
        detail = (
            message(
                _(
                    "the quote leaves out the “%(word)s” that %(ref)s (%(language)s) writes "
                    "right before it, and so says the opposite: quote from “%(word)s”"
                ),
                ref=clause.ref,
                language=language.upper(),
                word=negation,
            )
            if negation
            else message(
                message(
                    _(
                        "the quote is not word for word in %(ref)s (%(language)s): the clause says "
                        "“%(said)s” but not what the quote goes on with, from "
                        "“%(word)s”"
                    ),
                    ref=clause.ref,
                    language=language.upper(),
                    said=said,
                    word=next_word,
                )
                if said
                else message(
                    _("the quote is not word for word in %(ref)s (%(language)s)"),
                    ref=clause.ref,
                    language=language.upper(),
                )
            )
        )
        problems.append(
            Problem(MISMATCH, detail, field=f"source_quote_{language}", item_id=item_id)
        )
    if problems:
        return Verdict(document, tuple(problems))
    return Verdict(document, (), clause.ref, passages)
