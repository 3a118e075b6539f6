"""Reading a clause reference as people write it into the canonical form the parser gives
clauses (``rubric.documents``): "Điều 4.2" and "Article 4.2" are ``§4.2``, "Điểm a Khoản 2
Điều 4" and "point (a) of clause 2 of Article 4" are ``§4.2(a)``, "Phụ lục 1, Điều 3" is
``§A1.3``.

Only what reads one way is read: every part of the text must be understood, and a reference
that could mean two clauses ("Khoản 2" without its article, "Mục 3", which some houses use for
a chapter and others for a clause) reads as nothing — the caller then treats the text as the
literal reference it was given. Pure Python.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from .parsing.labels import (
    CLAUSE_NUMBER,
    INSERTED_SUFFIX,
    NUMBER_PART,
    Ref,
    numbers_of,
    roman_value,
)
from .parsing.text import collapse

# "5a", "2.1a", "5bis": numbers an amendment inserted (``Inserted``)
# (not "4.2b)" or "Article 7a)": a point written after its number, the "suffix" below)
_PART = rf"\d{{1,3}}(?:{INSERTED_SUFFIX}(?![a-zđ)]))?"
_NUMBER = rf"{_PART}(?:\.{_PART})*"
_LETTER = r"[a-zđ][1-9]|[a-zđ]|[ivx]{1,5}"
_TOKENS: list[tuple[str, re.Pattern[str]]] = [
    (
        "skip",
        re.compile(
            r"\s+|[,;:]|[-\u2013\u2014](?=\s)|(?:of|the|in|under|của|tại|thuộc|trong)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "appendix",
        re.compile(
            r"(?:phụ\s*lục|appendix|annex)\s*(?:(?:số|no\.?|number)\s*)?"
            r"(?P<value>\d{1,3}|[ivxlc]+|[a-z])(?![\w.])",
            re.IGNORECASE,
        ),
    ),
    (
        "article",
        re.compile(rf"(?:điều|article|art\.?|section|sec\.?|§)\s*(?P<value>{_NUMBER})(?!\d)", re.I),
    ),
    (
        "khoan",
        re.compile(
            rf"(?:khoản|clause|cl\.|paragraph|para\.?)\s*(?P<value>{_NUMBER})(?!\d)", re.IGNORECASE
        ),
    ),
    (
        "point",
        re.compile(rf"(?:điểm|point|item|letter)\s*\(?(?P<value>{_LETTER})\)?(?!\w)", re.I),
    ),
    ("number", re.compile(rf"(?P<value>{_NUMBER})(?!\d)(?:\.(?![a-zđ]))?")),
    # a point written after its number: "4.2(a)", "4.2 a)", "4.2.a"
    (
        "suffix",
        re.compile(
            rf"\((?P<value>{_LETTER}|\d{{1,2}})\)|(?P<bare>{_LETTER})\)|\.(?P<dot>{_LETTER})\b"
        ),
    ),
]


# "(A)" after a roman point: the level law firms number below it ("2.1(b)(ii)(A)"), which
# the parser keeps in capitals (``labels._capital_point``); lower-cased it would be point a
_CAPITAL_UNDER_ROMAN = re.compile(r"\([ivx]{1,5}\)(?P<tail>\s*\((?P<capital>[A-Z])\))$")


def read_reference(text: str) -> str | None:
    """The canonical reference ``text`` names ("§4.2(a)"), or None when it does not read as
    exactly one."""
    text = collapse(text or "").rstrip(".")
    if capital := _CAPITAL_UNDER_ROMAN.search(text):
        above = read_reference(text[: capital.start("tail")])
        return f"{above}({capital['capital']})" if above and above.endswith(")") else None
    parts = _tokens(text.lower())
    if parts is None:
        return None
    found: dict[str, list[str]] = {}
    for kind, value in parts:
        found.setdefault(kind, []).append(value)
    if any(len(values) > 1 for kind, values in found.items() if kind != "suffix"):
        return None
    numbers = _one_numbering(found)
    if numbers is None:
        return None
    points = found.get("suffix", []) + found.get("point", [])
    if ("point" in found and "suffix" in found) or len(points) > 2 or (points and not numbers):
        return None
    appendix = _appendix_number(found["appendix"][0]) if "appendix" in found else 0
    if not numbers and not appendix:
        return None
    return str(Ref(appendix, numbers, tuple(points)))


def _tokens(text: str) -> list[tuple[str, str]] | None:
    parts, position = [], 0
    while position < len(text):
        for kind, pattern in _TOKENS:
            match = pattern.match(text, position)
            if match is None or match.end() == position:
                continue
            if kind != "skip":
                value = next(v for v in match.groups() if v is not None)
                parts.append((kind, value))
            position = match.end()
            break
        else:
            return None  # something this reader does not understand
    return parts


def _one_numbering(found: dict[str, list[str]]) -> tuple[int, ...] | None:
    """The clause numbers from the article, clause ("khoản") and bare number parts: () when
    there are none, None when they contradict or leave the article unknown."""
    article = _dotted(found["article"][0]) if "article" in found else None
    bare = _dotted(found["number"][0]) if "number" in found else None
    khoan = _dotted(found["khoan"][0]) if "khoan" in found else None
    if () in (article, bare, khoan):
        return None  # a number no clause has ("3.100", "2.01": an amount, a date)
    if article is not None and bare is not None:
        return None
    article = article if article is not None else bare
    if khoan is None:
        return article or ()
    if article is None:
        # "Clause 4.2" names the whole number; "Clause 2" alone could be in any article.
        return khoan if len(khoan) > 1 else None
    if len(article) != 1:
        return None
    if len(khoan) > 1:
        # "khoản 2.1 Điều 2": the clause's whole number, inside the article it names
        return khoan if khoan[0] == article[0] else None
    return article + khoan


def _appendix_number(value: str) -> int:
    """As the parser numbers appendices: "2", "II" and "B" are the second."""
    if value.isdigit():
        return int(value)
    if len(value) == 1 and value != "i":
        return ord(value) - ord("a") + 1
    return roman_value(value)


def _dotted(value: str) -> tuple[int, ...]:
    return numbers_of(value)


# A clause named by number inside running text, from its point down to its article (or a
# whole dotted clause number): "điểm b khoản 1 Điều 7", "khoản 1, Điều 7", "Điều 7.2",
# "khoản 2.1", "Article 7.1(a)", "point (b) of clause 1 of Article 7", "Clause 2.1", with the
# appendix that holds it ("Điều 3 Phụ lục 1"). "khoản 1" or "clause 2 of this Article" alone
# name a clause of the article they stand in: relative, not read here.
_IN_TEXT_N = CLAUSE_NUMBER
_IN_TEXT_DOTTED = rf"{NUMBER_PART}(?:\.{NUMBER_PART})+"
_VI_JOIN = r"\s*,?\s*(?:(?:của|tại|thuộc)\s+)?"
_EN_JOIN = r"\s*,?\s*(?:of\s+)?(?:the\s+)?"
_VI_POINT = r"điểm\s+\(?[a-zđ]\)?"
_EN_POINT = r"(?:point|item)\s+\(?[a-z]\)?"
_EN_SUFFIX = r"(?:\s?\([a-z]\))?"
_APPENDIX_AFTER = (
    r"(?:\s*,?\s*(?:(?:của|tại|thuộc|of)\s+)?(?:the\s+)?(?:phụ\s+lục|appendix|annex)\s+"
    r"(?:số\s+|no\.?\s*)?(?:\d{1,3}|[ivxlc]+|[a-z])(?![\w.]))?"
)
_IN_TEXT = re.compile(
    rf"(?<![\w.])(?:"
    rf"(?:{_VI_POINT}{_VI_JOIN})?(?:khoản\s+{_IN_TEXT_N}{_VI_JOIN})?điều\s+{_IN_TEXT_N}"
    rf"|(?:{_VI_POINT}{_VI_JOIN})?khoản\s+{_IN_TEXT_DOTTED}"
    rf"|(?:{_EN_POINT}{_EN_JOIN})?(?:(?:clause|paragraph)\s+{_IN_TEXT_N}{_EN_JOIN})?"
    rf"(?:article|section)\s+{_IN_TEXT_N}{_EN_SUFFIX}"
    rf"|(?:{_EN_POINT}{_EN_JOIN})?(?:clause|paragraph)\s+{_IN_TEXT_DOTTED}{_EN_SUFFIX}"
    rf"){_APPENDIX_AFTER}(?!\d)",
    re.IGNORECASE,
)
# What names another instrument right after a reference. A law is always another one:
# "Điều 125 Bộ luật Lao động", "Điều 3 của Nghị định 145", "Article 5 of Decree 145",
# "Article 125 of the Labor Code".
_LAW_AFTER = re.compile(
    r"\s*,?\s*(?:(?:của|tại|thuộc|theo|of|under|in)\s+)?(?:the\s+)?(?:"
    r"(?:bộ\s+luật|luật|nghị\s+định|nghị\s+quyết|thông\s+tư|quyết\s+định|pháp\s+lệnh"
    r"|hiến\s+pháp|công\s+ước|hiệp\s+định|bllđ|code|law|decree|circular|decision|resolution"
    r"|ordinance|constitution|convention|treaty)(?!\w)"
    r"|(?-i:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*\s+)(?:code|law|act|decree|circular|ordinance)\b)",
    re.IGNORECASE,
)
# A paper of the parties is another one when it is qualified ("Điều 14 Hợp đồng lao động" in
# an NDA, "Article 14 of the Labor Contract" in the work rules), not when it is this one:
# bare, the defined term ("Điều 5 của Hợp đồng", "Article 5 of the Contract"), "… này",
# "this Contract", or named by this document's own title.
_PAPER_AFTER = re.compile(
    r"\s*,?\s*(?:(?:của|tại|thuộc|theo|of|under|in)\s+)?(?:the\s+)?(?P<name>"
    r"(?:hợp\s+đồng|thỏa\s+ước|thoả\s+ước|thỏa\s+thuận|thoả\s+thuận|nội\s+quy|quy\s+chế"
    r"|điều\s+lệ)(?P<qualifier>\s+(?!(?:này|quy\s+định|được|phải|và|hoặc|có|đã|sẽ|thì|khi|nếu"
    r"|giữa|với|cho)\b)\w[^,;:.()]{0,80})"
    r"|(?-i:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*\s+)(?:contract|agreement|regulations?|rules"
    r"|charter|policy|handbook)\b)",
    re.IGNORECASE,
)


# Articles named in a list or a range: "Điều 5, 6 và 7", "Điều 5 đến Điều 7", "Articles 5
# through 7", "Articles 5 and 7". The instrument named after the list is every item's ("Điều
# 5 và Điều 7 Nghị định 145" are the decree's).
_ARTICLE = r"(?:điều|articles?|sections?)"
_LIST_JOIN = r"\s*(?:,|và|hoặc|and|or|đến|tới|to|through|-|\u2013)\s*"
_ARTICLE_LIST = re.compile(
    rf"(?<![\w.]){_ARTICLE}\s+\d{{1,3}}(?:{_LIST_JOIN}(?:{_ARTICLE}\s+)?\d{{1,3}}(?!\d|\.\d))+",
    re.IGNORECASE,
)
_RANGE_JOIN = re.compile(r"\s*(?:đến|tới|to|through|-|\u2013)\s*", re.IGNORECASE)
_LIST_ITEM = re.compile(r"(\d{1,3})(?!\d)")
# No list runs longer than this: "Điều 1 đến Điều 200" names no clause worth checking.
_LONGEST_RANGE = 50


def _listed(words: str) -> list[int]:
    """The article numbers a list or range names, in order, ranges spelt out."""
    numbers: list[int] = []
    last_end = 0
    for item in _LIST_ITEM.finditer(words):
        number = int(item.group(1))
        if numbers and _RANGE_JOIN.fullmatch(
            re.sub(rf"{_ARTICLE}\s*", "", words[last_end : item.start()], flags=re.I)
        ):
            start = numbers[-1]
            if 0 < number - start <= _LONGEST_RANGE:
                numbers.extend(range(start + 1, number))
        numbers.append(number)
        last_end = item.end()
    return numbers


def references_in(text: str, *, titles: tuple[str, ...] = ()) -> set[str]:
    """The canonical references of the clauses of this document ``text`` names by number
    ("theo khoản 1 Điều 7" → ``§7.1``, "Điều 5, 6 và 7" → ``§5``, ``§6``, ``§7``), leaving
    out those of another instrument ("Điều 125 Bộ luật Lao động", "Article 14 of the Labor
    Contract", "Điều 5 và Điều 7 Nghị định 145"), unless the instrument named is this one
    (``_PAPER_AFTER``; ``titles``: the document's own)."""
    text = text or ""
    own = tuple(title.casefold() for title in titles if title)
    found: set[str] = set()
    others: list[tuple[int, int]] = []  # lists of another instrument's articles
    singles = list(_IN_TEXT.finditer(text))
    starts = [single.start() for single in singles]  # in order, none overlapping
    for listed in _ARTICLE_LIST.finditer(text):
        if _of_another_instrument(text, listed.end(), own):
            others.append(listed.span())
            continue
        numbers = _listed(listed.group())
        # "điểm b khoản 1, Điều 7 và Điều 8": the first article is the point's, read whole below
        before = bisect_left(starts, listed.start()) - 1
        if before >= 0 and singles[before].end() > listed.start():
            numbers = numbers[1:]
        found.update(f"§{number}" for number in numbers)
    other_starts = [start for start, _end in others]  # in order, none overlapping
    for match in singles:
        index = bisect_right(other_starts, match.start()) - 1
        in_another_list = index >= 0 and match.start() < others[index][1]
        if in_another_list or _of_another_instrument(text, match.end(), own):
            continue
        canonical = read_reference(match.group())
        if canonical is not None:
            found.add(canonical)
    return found


def _of_another_instrument(text: str, at: int, own: tuple[str, ...]) -> bool:
    """Whether what follows the reference ending at ``at`` names another instrument. (Matched
    in place and bounded: copying the rest of a long clause for each reference was
    quadratic.)"""
    if _LAW_AFTER.match(text, at):
        return True
    paper = _PAPER_AFTER.match(text, at)
    if paper is None:
        return False
    name = paper["name"].casefold()
    return not re.search(r"\bnày\b", name) and not any(name.startswith(title) for title in own)
