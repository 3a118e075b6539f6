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
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from itertools import product
from typing import NamedTuple

from django.utils.translation import gettext_lazy as _

from cyberos_eval.errors import Message, Problem, message

from .consistency import figures
from .documents.parsing.amounts import differences
from .documents.parsing.text import nfc
from .documents.references import read_reference
from .models import DocumentClause, SignedDocument
from .wording import ONLY_VI

# A title naming an appendix ("PHỤ LỤC HỢP ĐỒNG", "Appendix to the Labour Contract").
_APPENDIX_TITLE = re.compile(r"\W*(?:phụ\s+lục|appendix|annex)\b", re.IGNORECASE)

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
# fraction's slash, a range's dash (folded to "-"), tilde or "÷" ("3÷5 năm"). "1.500.000",
# "2,5%", "17:30", "1/2", "3-5" are each one figure: a quote may not start or end inside one.
# Nor may it start after a figure's sign: "5%" of "-5%" or "±5%".
_SIGNS = frozenset("-+±")
_FIGURE_JOINERS = frozenset(".,:/-~÷")


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
    if left in _SIGNS and right.isdigit() and (at < 2 or not text[at - 2].isdigit()):
        return True
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


# The words "hàng không" (aviation) follows as a name: "ngành / hãng / cảng / nhân viên / an
# ninh / an toàn / vận tải / dịch vụ / công ty / cục / luật / giao thông / kỹ thuật / đường /
# vé hàng không" ("khách hàng không được …", a customer may not, is a negation).
_AVIATION_AFTER = (
    *("ngành", "hãng", "cảng", "không", "viên", "ninh", "toàn", "tải", "vụ", "ty", "cục"),
    *("luật", "thông", "thuật", "đường", "vé"),
)
# The words that negate what follows them. A quote that starts after one leaves it out and
# says the opposite of the clause: "được tiết lộ" from "không được tiết lộ" (may disclose /
# may not), "quá 48 giờ" from "không quá 48 giờ", "less than 30 days" from "not less than 30
# days", "the Employee receives a bonus" from "Whether the Employee receives a bonus". Matched
# in the folded text (apostrophes are "'", dashes "-"), in any case. Not "hàng không"
# (aviation), nor "No. 145" / "Decree No 145" (a number).
_NEGATING = (
    "(?:" + "".join(rf"(?<!{word}\shàng\s)" for word in _AVIATION_AFTER) + r"không(?:\s+hề)?|"
    r"chưa|chẳng|chả|đừng|chớ|cấm|nghiêm\s+cấm|miễn(?!\s+(?:nhiệm|phí|giảm))|"
    r"not(?!\s+limited\s+to)|no(?!\.?\s*\d)|never|without(?!\s+(?:prejudice|limitation|delay))|"
    r"nor|neither|none(?:\s+of)?|nothing|nobody|no\s+one|"
    r"cannot|\w+n't|whether|prohibited\s+from|forbidden\s+(?:to|from)|refrain(?:s|ed)?(?:,[^,.;:]{1,120},)?\s+from|"
    r"exempt(?:ed)?\s+from|barred\s+from)"
)
# A word of a phrase a negation reaches over: no space, punctuation or figure in it.
_WORD = r"[^\s,.;:!?\d]+"
# A negation that is a determiner negates the whole sentence its noun heads: "No party may
# assign", "Neither party may", "in no event shall the Employee", "Không bên nào được",
# "Không một khoản phụ cấp nào được" — its noun's words, never over punctuation ("If no
# agreement is reached, the dispute …" negates nothing after the comma). (Not "no later
# than", "no more than": those bound a figure, and a quote right after "no" is refused as it
# is.)
_DETERMINER_NEGATION = (
    r"(?P<determiner>(?P<determiner_word>(?:no(?!\.?\s*\d|\s+(?:later|earlier|more|less|fewer|"
    r"sooner|longer)\b)|neither|none\s+of))"
    rf"(?:\s+{_WORD}){{0,6}}?"
    rf"|(?P<determiner_vi>không(?!\s+(?:được|phải|có|thể|cần|bao\s+giờ|hề)\b))"
    rf"(?:,?\s+{_WORD}){{1,10}}?\s+nào|không\s+(?:một\s+)?ai(?:\s+{_WORD}){{0,6}}?)"
)
# The words a negation reaches over to what it negates: "không được quá", "không vượt quá",
# "không có nghĩa vụ phải", "không tự động được", "shall not be required to", "shall no longer
# be", "Nghiêm cấm mọi".
_REACHED_OVER = (
    r"(?:được(?:\s+phép)?|cho\s+phép|vượt|bao\s+giờ|hề|có|bị|phải|thể|là|cần|bắt\s+buộc|"
    r"nhất\s+thiết|nghĩa\s+vụ|trách\s+nhiệm|quyền|tự\s+ý|tự\s+động|còn|đương\s+nhiên|"
    r"đồng\s+thời|mọi|việc|các|những|ai|cho|be|been|being|ever|at\s+all|to|"
    r"shall|may|must|will|can|could|would|should|longer|automatically|required|obliged|"
    r"obligated|entitled|permitted|allowed|authori[sz]ed|knowingly|intentionally|employee|"
    r"company|employer|dưới\s+bất\s+kỳ\s+hình\s+thức\s+nào|tu(?:ỳ|ùy)\s+tiện|tự\s+tiện|"
    r"the|any|all|trực\s+tiếp(?:\s+(?:hoặc|hay)\s+gián\s+tiếp)?|"
    r"gián\s+tiếp|directly(?:\s+or\s+indirectly)?|indirectly|xem|coi|hiểu|deemed|considered"
    r"|regarded|treated|construed)"
)
# Words of a series the negation runs through: "tiết lộ, sao chép hoặc sử dụng", "copy,
# modify or disclose" — an item followed by a comma, or by the series' conjunction.
_SERIES_ITEM = rf"(?:{_WORD}\s+){{0,3}}{_WORD},"
_CONJOINED = (
    rf"(?P<conjunction>(?:{_WORD}\s+){{1,3}}(?:hoặc|và|hay|cũng\s+như|or|and|nor|as\s+well\s+as))"
)
# An alternative after a comma the negation goes on into: "shall not disclose Confidential
# Information, or use it", "không được tiết lộ Thông tin Mật, hoặc sử dụng …" (not "and": "shall
# not disclose it, and return it" is no clearer read either way, and "và" joins duties).
_DISJOINED = rf"(?P<disjoined>(?:\s+{_WORD}){{1,12}},\s+(?:or|nor|hoặc|hay))"
# An aside a negation reaches over: "shall not, directly or indirectly, work", "không được,
# dưới bất kỳ hình thức nào, tiết lộ", "shall not - during or after employment - disclose".
# (A dash aside holds no dash: a PDF's rule of dashes is no aside, and reading one as nested
# asides took seconds.)
_ASIDE = (
    r"(?:,(?:(?:[^,.;:()]|\([^()]{0,160}\)){1,120},){1,3}|\s-\s[^-.;:]{1,120}?\s-|\([^()]{0,160}\))"
)
# An aside after a comma that a dash aside or the negated words go on from: "must never, under
# any circumstances - including after termination - disclose".
_ASIDE_OPENING = (
    r"\s*,\s*(?:under\s+any\s+circumstances?|in\s+any\s+(?:event|case)|at\s+any\s+time"
    r"|dưới\s+bất\s+kỳ\s+hình\s+thức\s+nào|trong\s+bất\s+kỳ\s+trường\s+hợp\s+nào)"
)
# A negated lead-in and its list: "không được: a) tiết lộ …; b) làm việc …", "không được thực
# hiện các hành vi sau đây:", "The following acts are prohibited:" — the lead-in negates every
# item of its list, up to the sentence's end.
# (A list's items may hold a figure's dots and colons: "1.000.000 đồng", "Điều 5.2", "08:00".)
_LIST_BODY = r"(?:(?:[^.:]|(?<=\d)[.:](?=\d)){0,1500};)?"
_LEAD_IN = rf"(?:\s+{_WORD}){{0,14}}?\s*:{_LIST_BODY}"
_PROHIBITED_LEAD_IN = rf"(?:prohibited|forbidden|bị\s+(?:nghiêm\s+)?cấm)\s*:{_LIST_BODY}"
_LIST_LABEL = r"(?:\(?[a-zđ]{1,2}\)|\(?[ivx]{1,5}\)|\d{1,2}(?:\.\d{1,2})*[.)]|[-•+*])"
_NEGATION_BEFORE = re.compile(
    rf"(?<!\w)(?:{_PROHIBITED_LEAD_IN}|(?:{_DETERMINER_NEGATION}|{_NEGATING})"
    rf"(?:\s*{_ASIDE}|\s+{_REACHED_OVER}|{_ASIDE_OPENING}){{0,4}}"
    rf"(?:(?:\s+{_SERIES_ITEM}){{0,6}}\s+{_CONJOINED}|(?P<series>(?:\s+{_SERIES_ITEM}){{1,6}})"
    rf"|{_DISJOINED}|{_LEAD_IN})?)"
    rf"(?:\s*{_LIST_LABEL})?\s\Z",
    re.IGNORECASE,
)
# How far back a negation, the words it reaches over and its list may start.
_NEGATION_REACH = 2000
# Where a negation may begin: the long pattern is tried at these places only.
_NEGATION_WORDS = re.compile(
    rf"(?<!\w)(?:{_NEGATING}|prohibited|forbidden|bị\s+(?:nghiêm\s+)?cấm)", re.IGNORECASE
)


def negation_before(
    text: str, start: int, part: int = 0, *, crosses: bool = True
) -> tuple[int, int] | None:
    """Where the negation ``text[start]`` is under starts and ends: a space apart, over the
    few words or an aside a negation reaches over ("không được ", "shall not, directly or
    indirectly, "), through a series ("không được tiết lộ, sao chép hoặc "), or as a list's
    negated lead-in ("không được: a) "); None if none. ``part`` is where the sub-clause
    holding ``start`` begins: a negation before it reaches into it only from a sub-clause that
    leads into it (``_LEADS_IN``: "không được:", then the points), and only when ``crosses``
    (the sub-clause goes on from the one before it, not past the end of its list)."""
    window = max(0, start - _NEGATION_REACH)
    found = _negation_from(text, max(window, part), start)
    if found is None and crosses and part > window and _LEADS_IN.search(text, window, part):
        found = _negation_from(text, window, start)
    return (found.start(), found.end()) if found is not None else None


def _negation_from(text: str, earliest: int, start: int) -> re.Match[str] | None:
    """The nearest negation from ``earliest`` on that ``text[start]`` is under: the long
    pattern tried only where a negation word begins, nearest first (searched everywhere, it
    made a 50 KB clause of negations take seconds)."""
    for candidate in reversed(list(_NEGATION_WORDS.finditer(text, earliest, start))):
        found = _NEGATION_BEFORE.match(text, candidate.start(), start)
        if found is None or _starts_anew(found, text, start) or not _negates(found, text):
            continue
        if _NUMBERED.fullmatch(found.group(0)) and text[start : start + 1].isdigit():
            continue  # "Decree No 145/2020": a number, not a negation
        return found
    return None


_NUMBERED = re.compile(r"no\.?\s", re.IGNORECASE)
# What a determiner negation's noun goes on with when it negates the sentence: its verb, a
# modal ("No party may", "Không bên nào được"); "with no disciplinary record receives a
# bonus" negates the record, not the bonus.
_MODAL_AFTER_NOUN = re.compile(
    r"\s*(?:shall|must|may|will|can|could|should|would|is|are|was|were|be|to|entitled|required|"
    r"obliged|allowed|permitted|liable|được|phải|có\s+thể|sẽ|cần|bị)(?!\w)",
    re.IGNORECASE,
)
# What lets a lead-in carry its list: a negated modal or a prohibition, not a negation inside
# a condition ("If the Employee does not meet the targets: (a) …; (b) …").
# A modal negated: what forbids or frees from a duty ("không được", "shall not", "cannot").
_NEGATED_MODAL = r"không\s+được(?:\s+phép)?|không\s+phải|(?:shall|must|may|will|can)\s+not|cannot"
_CARRIES_A_LIST = re.compile(
    rf"{_NEGATED_MODAL}|chưa\s+được|cấm|n't"
    r"|prohibited|forbidden|(?:no|neither)\s+\w+(?:\s+\w+)?\s+(?:may|shall|must)"
    r"|không\s+(?:\S+\s+){1,7}?nào\s+được|không\s+(?:một\s+)?ai\s",
    re.IGNORECASE,
)


def _negates(found: re.Match[str], text: str) -> bool:
    """Whether a match of ``_NEGATION_BEFORE`` negates what follows it: a determiner's noun
    followed by its modal, and not one the subject has ("An Employee with no leave remaining
    may take …"); a lead-in's list or a series only under a negated modal or a prohibition
    ("shall not copy, modify or", not "including, without limitation, salary," nor "may,
    without prior notice, suspend or"); an aside not the end of a condition ("If the Employee
    cannot, for health reasons, attend work, he must …")."""
    nouns_end = found.end("determiner") if found.group("determiner") else -1
    if nouns_end > found.end("determiner_word"):
        modal = _MODAL_AFTER_NOUN.match(text, nouns_end)
        had = _HAD_BY_THE_SUBJECT.search(text, max(0, found.start() - 12), found.start())
        if modal is not None and had and _TO_A_NOUN.match(text, nouns_end):
            # "who has no debts to the Company shall receive": "to" opens a phrase of the
            # subject's noun ("No payment to the Employee shall be made" is negated)
            modal = None
        if modal is None or (
            modal.group(0).strip().lower() != "to"  # "has no right to receive": negated
            and had
        ):
            return False
    before = max(0, found.start() - 12)
    colon = found.group(0).find(":")
    # the modal may stand before the negation word the match opens with: "shall not:"
    if colon >= 0 and (
        not _CARRIES_A_LIST.search(text, before, found.start() + colon)
        or _EXCEPTED.search(text, found.start(), found.start() + colon)
        or _OWN_SUBJECT_IN_LEAD_IN.search(text, found.start(), found.start() + colon)
    ):
        return False
    if (found.group("series") or found.group("disjoined")) and not _CARRIES_A_LIST.search(
        text, before, found.end()
    ):
        return False
    return not (
        "," in found.group(0)
        and _IN_A_CONDITION.search(text, max(0, found.start() - _CONDITION_REACH), found.start())
    )


# A lead-in whose list is what the negation excepts: "shall not be liable except in the
# following cases:", "không phải bồi thường, trừ các trường hợp sau:".
_EXCEPTED = re.compile(
    r"(?<!\w)(?:except(?:\s+(?:in|for))?|save\s+(?:as|for|in)|other\s+than|unless"
    r"|(?:ngoại\s+)?trừ|ngoài)\s+(?:[^\s:;,.]+\s+){0,6}?(?:sau(?:\s+đây)?|following|below"
    r"|dưới\s+đây|as\s+follows)(?:\s+[^\s:;,.]+){0,2}\s*\Z",
    re.IGNORECASE,
)
_TO_A_NOUN = re.compile(
    r"\s*to\s+(?:the|a|an|any|his|her|its|their|this|that|such|each)(?!\w)", re.IGNORECASE
)
# "with no …", "has no …": the subject's own noun, which "no" negates alone.
_HAD_BY_THE_SUBJECT = re.compile(r"(?<!\w)(?:with|has|have|having|có)\s+\Z", re.IGNORECASE)
# A sentence opening with a condition, up to the negation: its aside closes the condition.
_CONDITION_REACH = 300
_IN_A_CONDITION = re.compile(
    r"(?:\A|[.;:!?]\s+)(?:if|where|when|unless|in\s+case|nếu|trường\s+hợp|khi)\b[^.;:!?]{0,300}\Z",
    re.IGNORECASE,
)


# How a sub-clause ends that leads into the next: a colon or semicolon, or a negated modal with
# nothing after it ("Người lao động không được", then the points; "The Employee shall not").
# Not a heading that ends in a negation ("Các hành vi bị cấm", "Không cạnh tranh").
_LEADS_IN = re.compile(rf"(?:[:;]|(?<!\w)(?:{_NEGATED_MODAL}))\s*\Z", re.IGNORECASE)


# What the words after a conjunction open with when they say something of their own, not
# negated with the words before it: a modal ("shall not disclose and shall return", "không đi
# muộn và được nghỉ"), a subject ("không phải trả phí và Công ty chịu …"), a bound of their own
# ("không quá 8 giờ và ít nhất …"), or their own negation ("… và không quá 48 giờ/tuần").
_SUBJECT = (
    r"(?:công\s+ty|người\s+lao\s+động|người\s+sử\s+dụng\s+lao\s+động|nlđ|nsdlđ|nhân\s+viên"
    r"|bên\s+[ab]|hai\s+bên|the\s+(?:company|employee|employer|parties)|party\s+[ab])"
)
# A lead-in whose list is the duty of another subject, after a condition the negation is in:
# "Trường hợp Người lao động không được gia hạn … thì Công ty có trách nhiệm:", "If the Employee
# cannot attend …, the Company shall:".
_OWN_SUBJECT_IN_LEAD_IN = re.compile(
    rf"(?<!\w)(?:thì|then)(?!\w)|{_SUBJECT}\s+(?:phải|có\s+trách\s+nhiệm|có\s+quyền|sẽ|shall"
    r"|must|may|will)(?!\w)",
    re.IGNORECASE,
)
_OPENS_ANEW = re.compile(
    rf"(?:shall|must|may|will|can|should|is|are|phải|được|sẽ|cần|có\s+quyền|có\s+nghĩa\s+vụ"
    rf"|{_SUBJECT}|ít\s+nhất|tối\s+thiểu|tối\s+đa|at\s+(?:least|most)|{_NEGATING})(?!\w)",
    re.IGNORECASE,
)
# A subject after a comma opens the sentence's main clause: "Where the Employee cannot, for
# health reasons, attend work, the Employee must notify …".
_SUBJECT_OPENING = re.compile(rf"{_SUBJECT}(?!\w)", re.IGNORECASE)
# A series the quote goes on with to its conjunction: "sửa đổi, phân phối hoặc tiết lộ" after
# "không được sao chép, ".
_SERIES_GOES_ON = re.compile(
    rf"(?:{_WORD}\s+){{0,3}}{_WORD}(?:,\s*(?:{_WORD}\s+){{0,3}}{_WORD})*\s+(?:hoặc|và|hay|or|and|nor)\s",
    re.IGNORECASE,
)


def _starts_anew(found: re.Match[str], text: str, start: int) -> bool:
    """Whether the quote says something of its own: its own negation ("không quá 48 giờ"), a
    subject after a comma, or, after a conjunction or a series' comma, its own modal, subject
    or bound, or no more of the series."""
    if _OWN_NEGATION.match(text, start):
        return True
    if "," in found.group(0) and _SUBJECT_OPENING.match(text, start):
        return True
    if not (found.group("conjunction") or found.group("series") or found.group("disjoined")):
        return False
    if _OPENS_ANEW.match(text, start):
        return True
    if found.group("disjoined") and _OPENS_A_SENTENCE.match(text, start):
        return True  # "…, or the bonus is forfeited": a subject of its own
    return bool(found.group("series")) and not _SERIES_GOES_ON.match(text, start)


_OWN_NEGATION = re.compile(rf"{_NEGATING}(?!\w)", re.IGNORECASE)


# A sentence of its own, subject and modal, not an item a list's lead-in goes on with: "Người
# vi phạm phải bồi thường" after "Người lao động không được: a) …. b) ….".
def _a_sentence_of_its_own(text: str, start: int) -> bool:
    """Whether the words at ``start`` say something of their own rather than go on with a list's
    lead-in: a subject and its modal ("Người vi phạm phải bồi thường"), a condition ("Trường hợp
    vi phạm, …", "In case of breach, …"), or a modal within their first words ("Vi phạm … sẽ bị
    xử lý kỷ luật", "Breaches are punished") — an item of a negated list is a verb's phrase."""
    if _OPENS_A_SENTENCE.match(text, start) or _CONDITION_OPENING.match(text, start):
        return True
    opening = _SENTENCE_END_IN.split(text[start : start + _OPENING_WORDS * 12], maxsplit=1)[0]
    return bool(_MODAL_IN.search(" ".join(opening.split()[:_OPENING_WORDS])))


_OPENING_WORDS = 10
_SENTENCE_END_IN = re.compile(r"[.;:!?]")
_CONDITION_OPENING = re.compile(
    r"(?:trường\s+hợp|nếu|khi|if|in\s+(?:case|the\s+event)|where|should)(?!\w)", re.IGNORECASE
)
_MODAL_IN = re.compile(r"(?<!\w)(?:phải|sẽ|bị|shall|must|will|is|are)(?!\w)", re.IGNORECASE)
_OPENS_A_SENTENCE = re.compile(
    rf"(?:{_SUBJECT}|(?:người|bên|the|each|any|every)(?:\s+{_WORD}){{1,3}})\s+(?:phải|được"
    r"|có\s+(?:trách\s+nhiệm|nghĩa\s+vụ|quyền)|sẽ|shall|must|may|will|is|are)(?!\w)",
    re.IGNORECASE,
)


# What restricts the words right before it, so a quote stopping there says more than the
# clause: "… may disclose it | only with consent", "được nhận thưởng | hay không", "được thưởng
# | trừ người thử việc". Set off by a comma or after a full stop it is a clause of its own ("…
# 48 giờ/tuần, trừ trường hợp …"): the quote says its rule, the exception another. ("chỉ
# tiêu", "chỉ số" are nouns: KPI, index; see ONLY_VI.)
_RESTRICTION_AFTER = re.compile(
    r"\s+(?:hay\s+không|or\s+not|only|solely|exclusively|except|unless|save\s+(?:as|for|that)|"
    r"other\s+than|excluding|provided\s+(?:that|always)|none|nothing|ngoại\s+trừ|trừ|"
    rf"{ONLY_VI}|không\s+bao\s+gồm|với\s+điều\s+kiện)(?!\w)",
    re.IGNORECASE,
)


def restriction_after(text: str, end: int) -> tuple[int, int] | None:
    """Where the restriction right after ``text[:end]`` is ("only", "trừ", "hay không");
    None if none."""
    if end <= 0 or end > len(text) or text[end - 1] in ".;:!?,":
        return None  # the quote ends its sentence or clause: what follows is another
    found = _RESTRICTION_AFTER.match(text, end)
    return (found.start(), found.end()) if found else None


# The quoter's marks of words left out before or after the quote, longest first.
_ELLIPSES = ("[…]", "[...]", ". . .", "…", "...")
# A list's bullet a copy from a PDF or Word carries ("• Người lao động …").
_BULLETS = frozenset("•·▪◦●■")
# The quotation marks a quoter (or a language model) puts round a quote, folded.
_WRAPPING = ('"', "'")


def _unwrapped(quote: str) -> str | None:
    """``quote`` without the quotation marks round it (“…”, "…", «…»); None if it has none."""
    text = quote.strip()
    folded = glyph_folded(text)
    if len(text) > 2 and folded[0] in _WRAPPING and folded[-1] == folded[0]:
        return text[1:-1].strip()
    return None


def _cells_joined(quote: str) -> str | None:
    """A row copied from a Word table, as the document stores it: Word parts the cells with a
    tab ("1\tHiệu suất\t30%"), the parser joins them with " | " and leaves an empty cell out
    ("1 | Hiệu suất | 30%"). None when the quote holds no tab. (Split, not a pattern: linear
    however the spaces and tabs run.)"""
    if "\t" not in quote:
        return None
    return " | ".join(cell.strip() for cell in quote.split("\t") if cell.strip())


def _without_ellipses(quote: str) -> str:
    """``quote`` without the ellipsis a quoter puts at either end where it cuts a sentence."""
    text = quote.strip()
    if text[:1] in _BULLETS or glyph_folded(text[:2]) in {"- ", "+ ", "* "}:
        text = text[1:].lstrip()
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
        bare = label.rstrip(".")
        # "Điều 4", "Điều 4.", "Điều 4:", and a heading's dash "Điều 4 - Thời giờ làm việc"
        forms |= {bare, bare + ".", bare + ":"} | {f"{bare} {dash}" for dash in "-\u2013\u2014"}
    for form in sorted(forms, key=len, reverse=True):
        if quote.startswith(form + " ") and quote[len(form) + 1 :].strip():
            return quote[len(form) + 1 :]
    return None


# Numbers written in words: a quote may not start or end inside one ("hai tháng" of "mười hai
# tháng", "bốn ngày" of "mười bốn ngày", "500 nghìn" of "1 triệu 500 nghìn", "twenty days" of
# "one hundred and twenty days"). "năm" (five, and year) counts only beside another number
# word: "tháng 01 năm 2026" is a date.
_NUMBER_WORDS = frozenset(
    (  # noqa: SIM905 - a list of words reads best as the words
        "một hai ba bốn tư năm sáu bảy tám chín mười mươi mốt lăm nhăm linh lẻ phẩy trăm nghìn "
        "ngàn "
        "triệu tỷ tỉ one two three four five six seven eight nine ten eleven twelve thirteen "
        "fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty "
        "seventy eighty ninety hundred thousand million billion"
    ).split()
)
# The words of scale a figure in digits may go on or begin with: "1 triệu 500 nghìn".
_SCALE_WORDS = frozenset(
    "trăm nghìn ngàn triệu tỷ tỉ hundred thousand million billion".split()  # noqa: SIM905
)
_WORD_AT_END = re.compile(r"(\S+)\s+(?:(and)\s+)?\Z")
_WORD_AT_START = re.compile(r"\s*(\S+)")


def _number_part(word: str, other: str) -> bool:
    word, other = word.lower(), other.lower()
    if word.replace(".", "").replace(",", "").isdigit():
        return other in _SCALE_WORDS
    return word in _NUMBER_WORDS and (word != "năm" or other in _NUMBER_WORDS - {"năm"})


def _inside_worded_number(text: str, at: int) -> bool:
    """Whether a quote starting or ending at ``at`` would cut one number written in words (or
    in digits and words of scale)."""
    if at <= 0 or at >= len(text):
        return False
    before = _WORD_AT_END.search(text, max(0, at - 40), at)
    after = _WORD_AT_START.match(text, at)
    if before is None or after is None or (text[at - 1 : at].isalnum() and text[at].isalnum()):
        return False
    last, first = before.group(1), after.group(1)
    if not (last[-1].isalnum() and first[0].isalnum()):
        return False  # punctuation between ends the number: "… một năm. Hai bên …"
    if before.group(2) and last.lower() not in {"hundred", "thousand", "million", "billion"}:
        return False  # "and" joins number words only after a scale: "one hundred and twenty"
    return _number_part(last, first) and _number_part(first, last)


def _before_a_half(text: str, at: int) -> bool:
    """Whether a quote ending at ``at`` leaves out the half its amount goes on with ("một
    tháng" of "một tháng rưỡi", "one" of "one and a half days"), or one starting there the
    whole it is half over ("a half days" of "one and a half days")."""
    if _A_HALF_AFTER.match(text, at):
        return True
    return bool(_A_HALF_AT.match(text, at) and _AND_BEFORE.search(text, max(0, at - 8), at))


_A_HALF_AFTER = re.compile(r"\s+(?:rưỡi|rưởi|and\s+a\s+half)(?!\w)", re.IGNORECASE)
_A_HALF_AT = re.compile(r"a\s+half(?!\w)", re.IGNORECASE)
_AND_BEFORE = re.compile(r"(?<!\w)and\s+\Z", re.IGNORECASE)


# "hàng không" (aviation) is one word of two syllables, the second spelt as the negation —
# named so after "ngành", "hãng", "cảng", "(cảng) hàng không"; "khách hàng không được …" (a
# customer may not) is a negation.
_AVIATION = re.compile(rf"(?<!\w)(?:{'|'.join(_AVIATION_AFTER)})\shàng\s\Z", re.IGNORECASE)
_NEGATION_WORD = re.compile(r"không(?!\w)", re.IGNORECASE)


def _inside_compound(text: str, at: int) -> bool:
    """Whether a quote starting or ending at ``at`` would cut a word joined by a hyphen:
    "working days" of "non-working days", "five" of "twenty-five", "non" of "non-taxable";
    or start at the "không" of "hàng không", reading "not" where the clause says aviation."""
    if at <= 1 or at >= len(text) - 1:
        return False
    if _NEGATION_WORD.match(text, at) and _AVIATION.search(text, max(0, at - 16), at):
        return True
    if text[at - 1] == "-":  # a quote starting after the hyphen
        return text[at - 2].isalnum() and text[at].isalpha()
    if text[at] == "-":  # a quote ending before it
        return text[at - 1].isalnum() and text[at + 1].isalpha()
    return False


_SHOWN = 60
# How far past its clause's length a quote not said is read to say where they part.
_BEYOND = 1000


def _shown(words: str) -> str:
    """``words`` stripped, cut at a word to about ``_SHOWN`` characters for a message."""
    words = words.strip(" ,:;")
    if len(words) <= _SHOWN:
        return words
    return words[:_SHOWN].rsplit(" ", 1)[0] + " …"


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
            and not any(
                cut(text, at)
                for at in (start, end)
                for cut in (_inside_figure, _inside_compound, _inside_worded_number, _before_a_half)
            )
            and not (refused is not None and refused(start))
        ):
            return start
        start = text.find(quote, start + 1)
    return None


class SubtreeText(NamedTuple):
    """A clause with its sub-clauses, normalised: their words joined, or as the page prints
    them, each sub-clause after its label ("… người lao động: a) bị xử lý …; b) tự ý …"); where
    each label stands, and where each sub-clause begins."""

    text: str = ""
    labels: tuple[tuple[int, int], ...] = ()
    parts: tuple[int, ...] = ()
    # How deep under the clause each part is (the clause's own words 0, a sub-clause 1, …).
    depths: tuple[int, ...] = ()
    # For each part, the index of the first item of the list it is in (``_list_firsts``).
    list_firsts: tuple[int, ...] = ()

    def cuts_a_label(self, start: int, end: int) -> bool:
        """Whether a quote at ``start``..``end`` starts inside a label or ends in or with one:
        a label numbers the words after it, so it is quoted with them or not at all."""
        return any(
            label_start < start < label_end or label_start < end <= label_end
            for label_start, label_end in self.labels
        )

    def spans_a_label(self, start: int, end: int) -> bool:
        """Whether a label stands inside the quote at ``start``..``end``."""
        return any(start <= label_start < end for label_start, _ in self.labels)

    def goes_on_from_the_part_before(self, at: int) -> bool:
        """Whether the part ``at`` is in goes on from the one before it — an item of the same
        list or one under it — rather than closing that part's list ("b) …;" then "5.2.")."""
        index = bisect_right(self.parts, at) - 1
        return index <= 0 or not self.depths or self.depths[index] >= self.depths[index - 1]

    def part_at(self, at: int) -> int:
        """Where the clause or sub-clause that ``at`` is in begins."""
        return self.parts[bisect_right(self.parts, at) - 1] if self.parts else 0

    def first_item_of_list_at(self, at: int) -> int | None:
        """Where the list that the part ``at`` is an item of begins — its first item, right
        after the list's lead-in — when that is not the part itself; None otherwise (no list,
        or its first item)."""
        index = bisect_right(self.parts, at) - 1
        if index <= 0 or not self.list_firsts:
            return None
        first = self.list_firsts[index]
        return self.parts[first] if 0 < first < index else None


def _list_firsts(depths: list[int]) -> tuple[int, ...]:
    """For each part, the index of the first part of the run of parts at its depth it is in
    (deeper parts between belong to the run; a shallower one ends it): the first item of its
    list when a shallower part, the lead-in, comes before. Linear: a clause of thousands of
    items is read once, not once for each quote found in it."""
    firsts: list[int] = []
    runs: dict[int, int] = {}  # depth -> where its current run began
    previous: int | None = None
    for index, depth in enumerate(depths):
        for deeper in [level for level in runs if level > depth]:
            del runs[deeper]
        if previous is None or previous < depth:
            runs[depth] = index
        firsts.append(runs.setdefault(depth, index))
        previous = depth
    return tuple(firsts)


def _under_the_lists_lead_in(
    subtree: SubtreeText, folded: str, start: int, part: int
) -> tuple[int, int] | None:
    """An item of a negated list whose items end in full stops ("không được: a) Tiết lộ bí mật.
    b) Làm việc cho đối thủ."), read right after the lead-in, as its first item is: where the
    lead-in's negation starts and ends, or None."""
    first_item = subtree.first_item_of_list_at(start)
    if (
        first_item is None
        or not _LEADS_IN.search(folded, max(0, first_item - _NEGATION_REACH), first_item)
        or _a_sentence_of_its_own(folded, start)
    ):
        return None
    window = max(0, first_item - _NEGATION_REACH)
    lead_in = folded[window:first_item]
    negation = negation_before(lead_in + folded[part:start], len(lead_in) + start - part)
    if negation is None or negation[0] >= len(lead_in):
        return None  # a negation of the item's own: the reading in place found none
    return negation[0] + window, negation[1] + window


_NOTHING = SubtreeText()
# How far into a list's item a quote may start and still be read as right after its lead-in:
# the item's label and the space around it.
_ITEM_OPENING = 8


@dataclass(frozen=True)
class CitableClause:
    ref: str
    label_vi: str
    label_en: str
    text_vi: str  # own text
    text_en: str
    parent_ref: str | None
    # The clause with its sub-clauses, normalised: what a quote is matched against.
    words_vi: SubtreeText = _NOTHING
    words_en: SubtreeText = _NOTHING
    # The same with the sub-clauses' labels, for a quote copied across them as printed.
    printed_vi: SubtreeText = _NOTHING
    printed_en: SubtreeText = _NOTHING

    @property
    def scope_vi(self) -> str:
        return self.words_vi.text

    @property
    def scope_en(self) -> str:
        return self.words_en.text

    @property
    def reading(self) -> tuple[str, str]:
        """What the clause says, with its sub-clauses, in both languages: normalised, and the
        glyphs of one character written one way (a text retyped with curly quotation marks or
        "hoà" for "hòa" reads the same)."""
        return self._folded["vi"], self._folded["en"]

    def _texts(self, language: str) -> Iterator[tuple[SubtreeText, str]]:
        """What a quote is looked for in, each with its folded text: the clause's words, then
        (when it has labelled sub-clauses) the same as printed with their labels."""
        yield getattr(self, f"words_{language}"), self._folded[language]
        printed: SubtreeText = getattr(self, f"printed_{language}")
        if printed.labels:
            yield printed, self._folded[f"printed_{language}"]

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
        if not any(character.isalnum() for character in quote or ""):
            return None  # punctuation says nothing: "." is in every clause
        found = self._find(language, quote or "", strict=True)
        if found is None:
            return None
        subtree, _folded, start, length = found
        return subtree.text[start : start + length]

    def _find(
        self, language: str, quote: str, *, strict: bool
    ) -> tuple[SubtreeText, str, int, int] | None:
        """The text the quote was found in (and it folded), where, and how long; None if not.
        ``strict``: not where it leaves out a negation before it or a restriction after it."""
        for subtree, folded in self._texts(language):
            for reading, opening in self._readings(language, quote):
                wanted = glyph_folded(normalized(reading))

                def refused(
                    at: int,
                    opening: bool = opening,
                    folded: str = folded,
                    subtree: SubtreeText = subtree,
                    length: int = len(wanted),
                ) -> bool:
                    return (
                        (opening and at != 0)
                        or subtree.cuts_a_label(at, at + length)
                        # the text printed with labels is for a quote copied across them only
                        or (bool(subtree.labels) and not subtree.spans_a_label(at, at + length))
                        or (
                            strict
                            and (
                                self._negation(subtree, folded, at) is not None
                                or restriction_after(folded, at + length) is not None
                            )
                        )
                    )

                start = find_words(folded, wanted, refused)
                if start is not None:
                    return subtree, folded, start, len(wanted)
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
        unwrapped = _unwrapped(quote)
        plain = _without_ellipses(unwrapped if unwrapped is not None else quote)
        givens = (quote, _without_ellipses(quote), *([unwrapped, plain] if unwrapped else []))
        for given in dict.fromkeys(
            (*givens, *(joined for joined in map(_cells_joined, givens) if joined))
        ):
            for reading in readings(given):
                yield reading, False
            unlabelled = _without_label(normalized(given), getattr(self, f"label_{language}"))
            if unlabelled:
                for reading in readings(unlabelled):
                    yield reading, True

    def negation_left_out(self, language: str, quote: str) -> str | None:
        """For a quote the clause does not say: the words from the negation the clause writes
        before it, when leaving them out is what keeps the quote from being said."""
        found = self._find(language, quote, strict=False)
        if found is None:
            return None
        subtree, folded, start, _length = found
        return self._negation(subtree, folded, start)

    @staticmethod
    def _negation(subtree: SubtreeText, folded: str, start: int) -> str | None:
        """The negating words ``start`` is under, as a message shows them; None if none. (A
        point quoted whole under its list's negated lead-in is cited as the point it is: its
        reference says which list it is in, and its own words are all it can quote.)"""
        part = subtree.part_at(start)
        negation = negation_before(
            folded, start, part, crosses=subtree.goes_on_from_the_part_before(start)
        )
        if negation is None and start - part <= _ITEM_OPENING:
            negation = _under_the_lists_lead_in(subtree, folded, start, part)
        if negation is None:
            return None
        negating = subtree.text[negation[0] : start]
        return _shown(negating.split(":", 1)[0] if ":" in negating else negating)

    def restriction_left_out(self, language: str, quote: str) -> str | None:
        """For a quote the clause does not say: the restriction the clause writes right after
        it ("only", "trừ", "hay không"), when leaving it out keeps the quote from being said."""
        found = self._find(language, quote, strict=False)
        if found is None:
            return None
        subtree, folded, start, length = found
        restriction = restriction_after(folded, start + length)
        return _shown(subtree.text[restriction[0] : restriction[1]]) if restriction else None

    def _longest_text(self, language: str) -> int:
        return max(
            len(getattr(self, f"scope_{language}")), len(self._folded[f"printed_{language}"])
        )

    def longest_said(self, language: str, quote: str) -> tuple[str, str]:
        """For a quote the clause does not say: its longest opening the clause does say (as
        the clause words it) and the quote's next word, from which they part; ("", "") when
        not even its first word is there. Word for word only: an opening a negation or a
        restriction would refuse is still one the clause writes. (An opening written is written
        by each shorter one, so a binary search finds it.) A row copied from a Word table is
        read with its cells joined as the document joins them too, the longer opening kept."""
        joined = _cells_joined(quote)
        if joined:
            return max(
                self._longest_said(language, quote),
                self._longest_said(language, joined),
                key=lambda found: len(found[0]),
            )
        return self._longest_said(language, quote)

    def _longest_said(self, language: str, quote: str) -> tuple[str, str]:
        # No opening longer than the clause is said: a quote of megabytes is read only as far as
        # the clause goes, and a few words on (the last, perhaps cut, left out).
        words = normalized(quote).split()
        if len(words) > 1 and sum(map(len, words)) > self._longest_text(language) + _BEYOND:
            words = normalized(quote)[: self._longest_text(language) + _BEYOND].split()[:-1]
        low, high, said = 0, len(words) - 1, ""
        while low < high:
            middle = (low + high + 1) // 2
            found = self._find(language, " ".join(words[:middle]), strict=False)
            if found is None:
                high = middle - 1
            else:
                subtree, _folded, start, length = found
                low, said = middle, subtree.text[start : start + length]
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

    @cached_property
    def _children(self) -> dict[str, list[CitableClause]]:
        children: dict[str, list[CitableClause]] = {}
        for clause in self.clauses.values():  # in document order
            children.setdefault(clause.parent_ref or "", []).append(clause)
        return children

    def descendants(self, clause: CitableClause) -> list[CitableClause]:
        """The clauses under ``clause``, at every depth, in document order."""
        found: list[CitableClause] = []
        pending = list(reversed(self._children.get(clause.ref, [])))
        while pending and len(found) < len(self.clauses):
            current = pending.pop()
            found.append(current)
            pending.extend(reversed(self._children.get(current.ref, [])))
        return found

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
        if found is None and (read := read_reference(ref, in_appendix=self.is_appendix)):
            found = self.clauses.get(read)
        return found

    @cached_property
    def is_appendix(self) -> bool:
        """An appendix with none of its own: "Phụ lục, Điều 5" (the appendix unnumbered) names
        its Điều 5."""
        return (
            self.kind.endswith("_appendix") or bool(_APPENDIX_TITLE.match(self.title_vi or ""))
        ) and not any(ref.startswith("§A") for ref in self.clauses)


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

    def subtree(clause: CitableClause) -> Iterator[tuple[CitableClause, int]]:
        pending = [(clause, 0)]
        while pending:
            current, depth = pending.pop(0)
            yield current, depth
            pending[0:0] = [(child, depth + 1) for child in children.get(current.ref, [])]

    def subtree_text(clause: CitableClause, language: str, *, labelled: bool) -> SubtreeText:
        text, labels, parts, depths = "", [], [], []
        for each, depth in subtree(clause):
            own = each is clause or not labelled
            label = "" if own else normalized(getattr(each, f"label_{language}") or "")
            words = normalized(getattr(each, f"text_{language}") or "")
            if not words:
                continue
            text += " " if text else ""
            parts.append(len(text))
            depths.append(depth)
            if label:
                labels.append((len(text), len(text) + len(label)))
                text += label + " "
            text += words
        return SubtreeText(text, tuple(labels), tuple(parts), tuple(depths), _list_firsts(depths))

    with_scope = {
        clause.ref: CitableClause(
            ref=clause.ref,
            label_vi=clause.label_vi,
            label_en=clause.label_en,
            text_vi=clause.text_vi,
            text_en=clause.text_en,
            parent_ref=clause.parent_ref,
            words_vi=subtree_text(clause, "vi", labelled=False),
            words_en=subtree_text(clause, "en", labelled=False),
            printed_vi=subtree_text(clause, "vi", labelled=True),
            printed_en=subtree_text(clause, "en", labelled=True),
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


def _why_not_said(clause: CitableClause, language: str, quote: str) -> Message:
    """What to tell a person whose quote ``clause`` does not say, so they can mend it."""
    where = {"ref": clause.ref, "language": language.upper()}
    negation = clause.negation_left_out(language, quote)
    if negation:
        return message(
            _(
                "the quote leaves out the “%(word)s” that %(ref)s (%(language)s) writes "
                "right before it, and so says the opposite: quote from “%(word)s”"
            ),
            word=negation,
            **where,
        )
    restriction = clause.restriction_left_out(language, quote)
    if restriction:
        return message(
            _(
                "the quote stops right before “%(word)s”, which %(ref)s (%(language)s) writes "
                "to restrict it, and so says more than the clause: quote on through it"
            ),
            word=restriction,
            **where,
        )
    said, next_word = clause.longest_said(language, quote)
    if said:
        return message(
            _(
                "the quote is not word for word in %(ref)s (%(language)s): the clause says "
                "“%(said)s” but not what the quote goes on with, from "
                "“%(word)s”"
            ),
            said=said,
            word=next_word,
            **where,
        )
    return message(_("the quote is not word for word in %(ref)s (%(language)s)"), **where)


def _the_one_clause_saying(
    document: CitableDocument, quote_vi: str | None, quote_en: str | None
) -> str | None:
    """Where the quotes of a citation whose clause is gone now stand (an amendment renumbered
    it: "§5.4" is "§6.4"), when exactly one clause says both: a hint for the person re-citing,
    never a citation made for them."""
    if not quote_vi:
        return None
    saying = [
        ref
        for ref, clause in document.clauses.items()
        if clause.passage("vi", quote_vi) is not None
        and (not quote_en or clause.passage("en", quote_en) is not None)
    ]
    above = {ancestor for ref in saying for ancestor in _ancestors(document, ref)}
    deepest = [ref for ref in saying if ref not in above]  # §6.4, not also its article §6
    return deepest[0] if len(deepest) == 1 else None


def _ancestors(document: CitableDocument, ref: str) -> list[str]:
    found: list[str] = []
    parent = document.clauses[ref].parent_ref
    while parent and parent in document.clauses and len(found) < len(document.clauses):
        found.append(parent)
        parent = document.clauses[parent].parent_ref
    return found


def verify_citation(
    documents: dict[str, CitableDocument],
    *,
    source_doc: str | None,
    clause_ref: str | None,
    quote_vi: str | None,
    quote_en: str | None,
    item_id: str | None = None,
    where_now: bool = False,
) -> Verdict:
    """Whether the clause says the quotes. ``where_now``: a clause gone from the text names
    the one clause that now says them (a search of the whole text: for a person writing one
    item, not for checks over many)."""
    document = documents.get(source_doc or "")
    if document is None or not (clause_ref or "").strip():
        return Verdict(None)
    clause = document.clause(clause_ref or "")
    if clause is None:
        where = {
            "document": document.title_vi or document.kind,
            "version": document.version_no,
            "ref": clause_ref,
        }
        found = _the_one_clause_saying(document, quote_vi, quote_en) if where_now else None
        detail = (
            message(
                _(
                    "%(document)s v%(version)s has no clause %(ref)s; the quoted words are in "
                    "%(found)s"
                ),
                found=found,
                **where,
            )
            if found
            else message(_("%(document)s v%(version)s has no clause %(ref)s"), **where)
        )
        return Verdict(document, (Problem(MISMATCH, detail, field="clause_ref", item_id=item_id),))
    problems, passages = [], {}
    for language, quote in (("vi", quote_vi), ("en", quote_en)):
        if not quote:
            continue
        passage = clause.passage(language, quote)
        if passage is not None:
            passages[language] = passage
            continue
        detail = _why_not_said(clause, language, quote)
        problems.append(
            Problem(MISMATCH, detail, field=f"source_quote_{language}", item_id=item_id)
        )
    if problems:
        return Verdict(document, tuple(problems))
    if disagreeing := _quotes_disagree(clause, passages):
        return Verdict(
            document,
            (Problem(MISMATCH, disagreeing, field="source_quote_en", item_id=item_id),),
        )
    return Verdict(document, (), clause.ref, passages)


def _quotes_disagree(clause: CitableClause, passages: dict[str, str]) -> Message | None:
    """Each quote states an amount, period or date the other does not — two sentences of the
    clause, not one in two languages — other than those the clause's two languages disagree on:
    a translation's slip is the document's to answer for (the import reported it,
    ``numbers_differ``), a mismatched pair of quotes is the item's."""
    if len(passages) < 2 or figures(passages["vi"]) == figures(passages["en"]):
        return None  # the same figures: nothing to compare (and the comparison costs ~1 ms)
    only_vi, only_en = differences(passages["vi"], passages["en"])
    if not (only_vi and only_en):
        return None  # one quote says more (cut shorter in the other language): no conflict
    signed_vi, signed_en = differences(clause.scope_vi, clause.scope_en)
    if set(only_vi) <= set(signed_vi) and set(only_en) <= set(signed_en):
        return None  # the very words the two signed languages disagree on
    return message(
        _(
            "the two quotes do not say the same: the Vietnamese alone states %(vi)s, the "
            "English alone %(en)s; quote the same sentence in both languages"
        ),
        vi=", ".join(only_vi[:3]),
        en=", ".join(only_en[:3]),
    )
