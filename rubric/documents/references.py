"""Reading a clause reference as people write it into the canonical form the parser gives
clauses (``rubric.documents``): "Điều 4.2" and "Article 4.2" are ``§4.2``, "Điểm a Khoản 2
Điều 4" and "point (a) of clause 2 of Article 4" are ``§4.2(a)``, "Phụ lục 1, Điều 3" is
``§A1.3``.

Only what reads one way is read: every part of the text must be understood, and a reference
that could mean two clauses ("Khoản 2" without its article, "Mục 3", which some houses use for
a chapter and others for a clause) reads as nothing — the caller then treats the text as the
literal reference it was given. ``references_in`` and ``relative_references_in`` find the
clauses of this document running text names, for an amendment's check of what a clause's
words point at. Pure Python.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass

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
    # "Phụ lục" / "the Appendix" with no number: the appendix the reference is read in, when
    # the document is one (``read_reference``'s ``in_appendix``); otherwise unread
    ("this_appendix", re.compile(r"(?P<value>phụ\s*lục|appendix|annex)(?!\w)", re.IGNORECASE)),
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


def read_reference(text: str, *, in_appendix: bool = False) -> str | None:
    """The canonical reference ``text`` names ("§4.2(a)"), or None when it does not read as
    exactly one. ``in_appendix``: the document read is itself an appendix with none of its
    own, so "Phụ lục, Điều 5, khoản 5.2" (the appendix unnumbered) is its §5.2; elsewhere an
    appendix without its number could be any."""
    text = collapse(text or "").rstrip(".")
    if capital := _CAPITAL_UNDER_ROMAN.search(text):
        above = read_reference(text[: capital.start("tail")], in_appendix=in_appendix)
        return f"{above}({capital['capital']})" if above and above.endswith(")") else None
    parts = _tokens(text.lower())
    if parts is None:
        return None
    found: dict[str, list[str]] = {}
    for kind, value in parts:
        found.setdefault(kind, []).append(value)
    if "this_appendix" in found:
        if not in_appendix or "appendix" in found:
            return None
        del found["this_appendix"]
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
# appendix that holds it ("Điều 3 Phụ lục 1", "Phụ lục 1, Điều 3"). "khoản 1" or "clause 2
# of this Article" alone name a clause of the article they stand in: ``_NAMED_IN_PLACE``.
_IN_TEXT_N = CLAUSE_NUMBER
_IN_TEXT_DOTTED = rf"{NUMBER_PART}(?:\.{NUMBER_PART})+"
_VI_JOIN = r"\s*,?\s*(?:(?:của|tại|thuộc)\s+)?"
_EN_JOIN = r"\s*,?\s*(?:of\s+)?(?:the\s+)?"
_VI_POINT = r"điểm\s+\(?[a-zđ]\)?"
_EN_POINT = r"(?:point|item)\s+\(?[a-z]\)?"
_EN_SUFFIX = r"(?:\s?\([a-z]\))?"
# An appendix named by its number ("Phụ lục 1", "Phụ lục số 01", "Appendix II", "Annex A"), the
# number in a group ``value`` where a reader needs it
_APPENDIX_VALUE = r"\d{1,3}|[ivxlc]+|[a-z]"
_APPENDIX_NAMED = (
    rf"(?:phụ\s+lục|appendix|annex)\s+(?:số\s+|no\.?\s*)?(?P<value>{_APPENDIX_VALUE})(?![\w.])"
)
_APPENDIX = _APPENDIX_NAMED.replace("(?P<value>", "(?:")
_APPENDIX_JOIN = r"\s*,?\s*(?:(?:của|tại|thuộc|of)\s+)?(?:the\s+)?"
_APPENDIX_AFTER = rf"(?:{_APPENDIX_JOIN}{_APPENDIX})?"
# "Phụ lục 1, Điều 2", "Appendix 1, Article 2": the appendix named first
_APPENDIX_BEFORE = rf"(?:{_APPENDIX}\s*,?\s*)?"
_IN_TEXT = re.compile(
    rf"(?<![\w.]){_APPENDIX_BEFORE}(?:"
    rf"(?:{_VI_POINT}{_VI_JOIN})?(?:khoản\s+{_IN_TEXT_N}{_VI_JOIN})?điều\s+{_IN_TEXT_N}"
    rf"|(?:{_VI_POINT}{_VI_JOIN})?khoản\s+{_IN_TEXT_DOTTED}"
    rf"|(?:{_EN_POINT}{_EN_JOIN})?(?:(?:clause|paragraph)\s+{_IN_TEXT_N}{_EN_JOIN})?"
    rf"(?:(?:article|section)\s+|(?:art|sec)\.\s*){_IN_TEXT_N}{_EN_SUFFIX}"
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
    r"|(?:(?:19|20)\d\d\s+)?(?-i:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*\s+)"
    r"(?:code|law|act|decree|circular|ordinance)\b)",
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
    r"|charter|policy|handbook)\b"
    # written in lower case: "the employment contract", "the internal labour rules"
    r"|(?:(?:internal|collective)\s+)?(?:employment|labou?r|probation(?:ary)?|service|work)"
    r"\s+(?:contract|agreement|regulations?|rules)\b)",
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


def _listed(words: str, *, word: str = _ARTICLE) -> list[int]:
    """The numbers a list or range of articles (or of what ``word`` names) names, in order,
    ranges spelt out."""
    numbers: list[int] = []
    last_end = 0
    for item in _LIST_ITEM.finditer(words):
        number = int(item.group(1))
        if numbers and _RANGE_JOIN.fullmatch(
            re.sub(rf"{word}\s*", "", words[last_end : item.start()], flags=re.I)
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
    others: list[tuple[int, int]] = []  # lists of another instrument's clauses
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
    others += [
        dotted.span()
        for dotted in _DOTTED_LIST.finditer(text)
        if _of_another_instrument(text, dotted.end(), own)
    ]
    others.sort()
    other_starts = [start for start, _end in others]
    in_place = _named_in_place(text, own)
    # "điểm a, b khoản 2 Điều 5" names points a and b, not all of khoản 2
    read_whole = [span for span, named in in_place if named and isinstance(named[0], str)]
    read_starts = [start for start, _end in read_whole]
    for match in singles:
        index = bisect_right(other_starts, match.start()) - 1
        in_another_list = index >= 0 and match.start() < others[index][1]
        if in_another_list or _of_another_instrument(text, match.end(), own):
            continue
        index = bisect_right(read_starts, match.start()) - 1
        if index >= 0 and match.start() < read_whole[index][1]:
            continue
        canonical = read_reference(match.group())
        if canonical is not None:
            found.add(canonical)
    found.update(ref for _span, named in in_place for ref in named if isinstance(ref, str))
    return found


def _of_another_instrument(text: str, at: int, own: tuple[str, ...]) -> bool:
    """Whether what follows the reference ending at ``at`` names another instrument. (Matched
    in place and bounded: copying the rest of a long clause for each reference was
    quadratic.) In an appendix, the contract named bare is the one it is appended to ("Điều 5
    của Hợp đồng", "Article 5 of the Contract")."""
    if _LAW_AFTER.match(text, at):
        return True
    if any(_APPENDIX_TITLE.match(title) for title in own) and _BARE_CONTRACT_AFTER.match(text, at):
        return True
    paper = _PAPER_AFTER.match(text, at)
    if paper is None:
        return False
    name = paper["name"].casefold()
    return not re.search(r"\bnày\b", name) and not any(_names_this(name, title) for title in own)


# The title of an appendix, a schedule or an annex: "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG", "APPENDIX TO THE
# LABOR CONTRACT" — it names the contract it belongs to, not itself.
_APPENDIX_TITLE = re.compile(r"\W*(?:phụ\s+lục|appendix|annex|schedule|addendum)\b", re.I)
_BARE_CONTRACT_AFTER = re.compile(
    r"\s*,?\s*(?:(?:của|tại|thuộc|theo|of|under|in)\s+)?(?:the\s+)?(?:hợp\s+đồng|contract"
    r"|agreement)(?!\s+này)(?![\w-])",
    re.IGNORECASE,
)


def _names_this(name: str, title: str) -> bool:
    """Whether a paper named so is this document, titled ``title``: named by its whole title
    ("Điều 14 Hợp đồng lao động số 12"), or by its kind when the title says more ("Hợp đồng
    lao động" in a "HỢP ĐỒNG LAO ĐỘNG XÁC ĐỊNH THỜI HẠN": the kind is a Vietnamese paper's first
    four words, "Thỏa thuận bảo mật", "Hợp đồng thử việc"; "Labor Contract" in a "FIXED-TERM
    LABOR CONTRACT", English putting the kind last). An appendix's title names the contract it
    belongs to: only its whole title names the appendix."""
    if name.startswith(title):
        return True
    if _APPENDIX_TITLE.match(title):
        return False
    words, title_words = name.split(), title.split()
    if title.isascii():
        return len(words) >= 2 and title_words[-len(words) :] == words
    return len(words) >= _KIND_WORDS and words[:_KIND_WORDS] == title_words[:_KIND_WORDS]


_KIND_WORDS = 4


# Clauses named in a list, and clauses named relative to where the words stand: "khoản 1 và
# khoản 2 Điều 5" (§5.1, §5.2), "điểm a, b khoản 2 Điều 5", "clauses 1 and 2 of Article 5";
# "khoản 1 Điều này" and "clause 1 of this Article" (the article's own clause 1), a bare
# "khoản 1" (Vietnamese drafting names another article's clause with its article), "điểm a
# khoản này", "point (a) of this clause" and a bare "điểm a" (the clause's own point). A bare
# English "clause 1" may be the document's top level: not read. "Điều này" and "khoản này"
# alone name the words' own article or clause: nothing outside it.
_SMALL_NUMBER = r"\d{1,3}(?!\d|[.,]\d)"
# "một khoản 5 triệu đồng" is an amount, not a clause
_NO_UNIT = (
    r"(?!\s*(?:\([^)]{1,30}\)\s*)?(?:triệu|tỷ|tỉ|nghìn|ngàn|đồng|vnđ|vnd|usd|%|phần\s+trăm"
    r"|tháng|năm|ngày|giờ|tuần|lần|người|million|thousand|months?|years?|days?|hours?|weeks?"
    r"|times|percent)(?!\w))"
)
_POINT_LETTER = r"(?:\([a-zđ]\)|[a-zđ]\)|[a-zđ](?![\w)]))"
_VI_POINTS = rf"điểm\s+{_POINT_LETTER}(?:{_LIST_JOIN}(?:điểm\s+)?{_POINT_LETTER})*"
_VI_CLAUSES = rf"khoản\s+{_SMALL_NUMBER}(?:{_LIST_JOIN}(?:khoản\s+)?{_SMALL_NUMBER})*{_NO_UNIT}"
_EN_POINT_WORD = r"(?:points?|items?|sub-?clauses?|sub-?paragraphs?)"
_EN_POINTS = rf"{_EN_POINT_WORD}\s+\([a-z]\)(?:{_LIST_JOIN}(?:{_EN_POINT_WORD}\s+)?\([a-z]\))*"
_EN_CLAUSE_WORD = r"(?:clauses?|paragraphs?)"
_EN_CLAUSES = (
    rf"{_EN_CLAUSE_WORD}\s+{_SMALL_NUMBER}(?:{_LIST_JOIN}(?:{_EN_CLAUSE_WORD}\s+)?{_SMALL_NUMBER})*"
)
_NAMED_IN_PLACE = re.compile(
    rf"(?<![\w.])(?:"
    # Vietnamese: points, then clauses or "khoản này", then the article or "Điều này"
    rf"(?=(?:điểm|khoản)\s)(?:(?P<vi_points>{_VI_POINTS})(?:{_VI_JOIN}(?=khoản\s)|(?!\w)))?"
    rf"(?:(?P<vi_clauses>{_VI_CLAUSES})|(?P<vi_this_clause>khoản\s+này)(?!\w))?"
    rf"(?:{_VI_JOIN}điều\s+(?:(?P<vi_article>{_SMALL_NUMBER})|(?P<vi_this_article>này)(?!\w)))?"
    # English: the same, joined by "of"
    rf"|(?=(?:{_EN_POINT_WORD}|{_EN_CLAUSE_WORD})\s)"
    rf"(?:(?P<en_points>{_EN_POINTS})(?:{_EN_JOIN}(?=(?:clause|paragraph|this)\b)|(?!\w)))?"
    rf"(?:(?P<en_clauses>{_EN_CLAUSES})|(?P<en_this_clause>this\s+(?:clause|paragraph))\b)?"
    rf"(?:{_EN_JOIN}(?:article\s+(?P<en_article>{_SMALL_NUMBER})"
    rf"|(?P<en_this_article>this\s+article)\b))?"
    rf")",
    re.IGNORECASE,
)
# Points listed in a clause numbered whole: "điểm b và điểm c khoản 9.2 Điều 9", "Points (b)
# to (d) of Clause 9.2"
_POINTS_OF_DOTTED = re.compile(
    rf"(?<![\w.])(?:(?:các\s+)?(?P<vi_points>{_VI_POINTS}){_VI_JOIN}khoản\s+(?P<vi_clause>"
    rf"\d{{1,3}}(?:\.\d{{1,3}})+(?!\.?\d))(?:{_VI_JOIN}điều\s+(?P<vi_article>\d{{1,3}})(?!\d))?"
    rf"|(?P<en_points>{_EN_POINTS}|points\s+[a-z](?:\s*(?:,|and|or|to|through)\s*[a-z](?!\w))+)"
    rf"{_EN_JOIN}(?:clause|paragraph|section)\s+(?P<en_clause>"
    rf"\d{{1,3}}(?:\.\d{{1,3}})+(?!\.?\d))(?:{_EN_JOIN}article\s+(?P<en_article>\d{{1,3}})(?!\d))?)",
    re.IGNORECASE,
)
_A_LETTER = re.compile(r"(?<!\w)\(?(?P<letter>[a-zđ])\)?(?!\w)", re.IGNORECASE)
_CANONICAL = re.compile(r"§(?P<appendix>A\d+(?:\.|(?=\(|$)))?(?P<numbers>[^()]*)(?:\(.*)?")


@dataclass(frozen=True)
class Relative:
    """A clause named relative to where its words stand: ``clause`` N of the same article
    (None: the clause the words stand in), and ``point`` of it (None: the clause itself)."""

    clause: int | None
    point: str | None

    def resolve(self, at: str) -> str | None:
        """The canonical reference this names in the clause ``at`` ("khoản 1 Điều này" in
        §4.3 is ``§4.1``), or None when ``at`` has no number to be relative to."""
        place = _CANONICAL.fullmatch(at or "")
        if place is None or not place["numbers"]:
            return None
        numbers = place["numbers"].split(".")
        if self.clause is not None:
            numbers = [numbers[0], str(self.clause)]
        point = f"({self.point})" if self.point else ""
        return f"§{place['appendix'] or ''}{'.'.join(numbers)}{point}"


def relative_references_in(text: str, *, titles: tuple[str, ...] = ()) -> set[Relative]:
    """The clauses ``text`` names relative to where it stands ("khoản 1 Điều này", "điểm a
    khoản này", "clause 2 of this Article", a bare "khoản 1" or "điểm a"), leaving out those
    of another instrument ("khoản 2 của Nghị định 145")."""
    own = tuple(title.casefold() for title in titles if title)
    return {
        ref
        for _span, named in _named_in_place(text or "", own)
        for ref in named
        if isinstance(ref, Relative)
    }


def _named_in_place(
    text: str, own: tuple[str, ...]
) -> list[tuple[tuple[int, int], list[str] | list[Relative]]]:
    """The clauses named in lists or relative to where the words stand (``_NAMED_IN_PLACE``),
    each phrase's span (with the appendix named after it) with the canonical references it
    names with their article, or the relative ones."""
    found: list[tuple[tuple[int, int], list[str] | list[Relative]]] = []
    for match in _POINTS_OF_DOTTED.finditer(text):
        letters = _letters(match["vi_points"] or match["en_points"])
        clause = match["vi_clause"] or match["en_clause"]
        article = match["vi_article"] or match["en_article"]
        if len(letters) < 2 or (article and not clause.startswith(f"{article}.")):
            continue
        if not _of_another_instrument(text, match.end(), own):
            prefix, end = _appendix_around(text, match.start(), match.end())
            refs = [f"{prefix}{clause}({letter})" for letter in letters]
            found.append(((match.start(), end), refs))
    for match in _DOTTED_LIST.finditer(text):
        if not _of_another_instrument(text, match.end(), own):
            prefix, end = _appendix_around(text, match.start(), match.end())
            found.append(
                ((match.start(), end), [prefix + ref[1:] for ref in _dotted_listed(match.group())])
            )
    for match in _NAMED_IN_PLACE.finditer(text):
        if match.end() == match.start():
            continue
        language = "en" if match["en_points"] or match["en_clauses"] else "vi"
        points, clauses = match[f"{language}_points"], match[f"{language}_clauses"]
        article = match[f"{language}_article"]
        this_article = match[f"{language}_this_article"]
        if not points and not clauses:
            continue  # "khoản này", "Điều này": the words' own clause or article
        if (article or this_article) and not clauses:
            continue  # "điểm a Điều 5": a point of an article, read by ``_IN_TEXT``
        if language == "en" and clauses and not (article or this_article):
            continue  # a bare "clause 1" may be the document's top level
        if _of_another_instrument(text, match.end(), own):
            continue
        if not (article or this_article) and clauses:
            # "Điều 5 khoản 1": the article named first
            named_first = _ARTICLE_FIRST.search(text, max(0, match.start() - 16), match.start())
            article = named_first.group(1) if named_first else None
        numbers: list[int | None] = (
            list(_listed(clauses, word=r"(?:khoản|clauses?|paragraphs?)")) if clauses else [None]
        )
        letters = _letters(points) if points else [None]
        if article:
            prefix, end = _appendix_around(text, match.start(), match.end())
            refs = [
                f"{prefix}{article}.{number}" + (f"({letter})" if letter else "")
                for number in numbers
                for letter in letters
            ]
            found.append(((match.start(), end), refs))
        else:
            relatives = [Relative(number, letter) for number in numbers for letter in letters]
            found.append((match.span(), relatives))
    return found


_ARTICLE_FIRST = re.compile(r"(?<![\w.])điều\s+(\d{1,3})\s*,?\s*\Z", re.IGNORECASE)
_APPENDIX_NAMED_AFTER = re.compile(rf"{_APPENDIX_JOIN}{_APPENDIX_NAMED}", re.IGNORECASE)
_APPENDIX_NAMED_BEFORE = re.compile(rf"{_APPENDIX_NAMED}\s*,?\s*\Z", re.IGNORECASE)


def _appendix_around(text: str, start: int, end: int) -> tuple[str, int]:
    """The canonical prefix of the appendix a list's clauses are in, named right after it
    ("khoản 1 và khoản 2 Điều 3 Phụ lục 1") or right before ("Phụ lục 1, khoản 2.1 và 2.2"):
    "§A1." and where the list's words end; "§" and ``end`` when it names none."""
    after = _APPENDIX_NAMED_AFTER.match(text, end)
    before = _APPENDIX_NAMED_BEFORE.search(text, max(0, start - 24), start)
    named = after or before
    if named is None:
        return "§", end
    return f"§A{_appendix_number(named['value'].lower())}.", after.end() if after else end


# Whole clause numbers in a list or a range: "khoản 4.1 và 4.2", "Clauses 7.1 to 7.3"
_DOTTED = r"\d{1,3}(?:\.\d{1,3})+(?!\.?\d)"
_DOTTED_WORD = r"(?:khoản|điều|clauses?|paragraphs?|sections?|articles?)"
_DOTTED_LIST = re.compile(
    rf"(?<![\w.]){_DOTTED_WORD}\s+{_DOTTED}(?:{_LIST_JOIN}(?:{_DOTTED_WORD}\s+)?{_DOTTED})+",
    re.IGNORECASE,
)
_DOTTED_ITEM = re.compile(_DOTTED)


def _dotted_listed(words: str) -> list[str]:
    """The canonical references of a list of whole clause numbers, a range of the last
    part spelt out ("7.1 to 7.3": 7.1, 7.2, 7.3)."""
    found: list[tuple[int, ...]] = []
    last_end = 0
    for item in _DOTTED_ITEM.finditer(words):
        numbers = tuple(int(part) for part in item.group().split("."))
        between = re.sub(rf"{_DOTTED_WORD}\s*", "", words[last_end : item.start()], flags=re.I)
        if found and _RANGE_JOIN.fullmatch(between):
            start = found[-1]
            if start[:-1] == numbers[:-1] and 0 < numbers[-1] - start[-1] <= _LONGEST_RANGE:
                found.extend((*numbers[:-1], n) for n in range(start[-1] + 1, numbers[-1]))
        found.append(numbers)
        last_end = item.end()
    return ["§" + ".".join(str(n) for n in numbers) for numbers in found]


def _letters(points: str) -> list[str | None]:
    """The points a list or range names, in order ("điểm a đến điểm d": a, b, c, d, đ is no
    letter of an English list but may be of a Vietnamese one: both are tried; a point no
    clause has names nothing)."""
    letters: list[str | None] = []
    last_end = 0
    for item in _A_LETTER.finditer(points):
        letter = item["letter"].lower()
        if letters and _RANGE_JOIN.fullmatch(
            re.sub(
                rf"(?:điểm|{_EN_POINT_WORD})\s*", "", points[last_end : item.start()], flags=re.I
            )
        ):
            letters.extend(_between(str(letters[-1]), letter))
        letters.append(letter)
        last_end = item.end()
    return list(dict.fromkeys(letters)) or [None]


def _between(first: str, last: str) -> list[str]:
    order = "abcdđefghijklmnopqrstuvwxyz"
    start, end = order.find(first), order.find(last)
    return list(order[start + 1 : end]) if 0 <= start < end else []
