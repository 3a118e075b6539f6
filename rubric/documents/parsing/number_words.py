"""Numbers written in words beside their figures, and whether the two say one number.

A contract writes an amount twice, "35.000.000 đồng/tháng (bằng chữ: Ba mươi lăm triệu đồng)",
"VND 35,000,000 (in words: thirty-five million dong)", "thirty (30) days", "05 (năm) ngày": when
the words say another number than the figure, which was agreed is not written (under Vietnamese
practice the words often prevail). Words read only in part, or not as a number at all ("hai
trăm năm nghìn": 205 or 250 thousand?), say nothing: unknown, never a disagreement.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal

_VI_DIGITS = {
    "không": 0,
    "một": 1,
    "mốt": 1,
    "hai": 2,
    "ba": 3,
    "bốn": 4,
    "tư": 4,
    "năm": 5,
    "lăm": 5,
    "nhăm": 5,
    "sáu": 6,
    "bảy": 7,
    "bẩy": 7,
    "tám": 8,
    "chín": 9,
}
_VI_SCALES = {
    "nghìn": 1_000,
    "ngàn": 1_000,
    "ngìn": 1_000,
    "triệu": 10**6,
    "tỷ": 10**9,
    "tỉ": 10**9,
}
_VI_WORDS = frozenset(_VI_DIGITS) | frozenset(_VI_SCALES) | {"mười", "mươi", "trăm", "linh", "lẻ"}
_VI_WORDS |= {"rưỡi", "chẵn"}

_EN_ONES = {
    word: value
    for value, word in enumerate(
        re.findall(
            r"\w+",
            """zero one two three four five six seven eight nine ten eleven twelve thirteen
            fourteen fifteen sixteen seventeen eighteen nineteen""",
        )
    )
}
_EN_TENS = {
    word: 10 * value
    for value, word in enumerate(
        re.findall(r"\w+", "twenty thirty forty fifty sixty seventy eighty ninety"), start=2
    )
}
_EN_SCALES = {"thousand": 1_000, "million": 10**6, "billion": 10**9}
_EN_WORDS = frozenset(_EN_ONES) | frozenset(_EN_TENS) | frozenset(_EN_SCALES) | {"hundred", "and"}

_TOKEN = re.compile(r"[^\W\d_]+", re.UNICODE)


def _tokens(words: str) -> list[str]:
    return [word.casefold() for word in _TOKEN.findall(unicodedata.normalize("NFC", words))]


def _vietnamese(words_said: list[str]) -> int | None:
    """The number Vietnamese words say: groups of hundreds, tens and units before a scale
    ("ba trăm linh năm nghìn" 305,000; "hai mươi mốt" 21; "ba triệu rưỡi" 3,500,000)."""
    total, group, digit = 0, 0, None
    hundreds = tens = units = False  # the places the current group has said
    after = ""  # the word before this one
    scale_before = None  # the last scale said: each after it is smaller
    bare = False  # a digit straight after "trăm"
    for word in words_said:
        # ... is the tens only when "mươi" follows ("một trăm năm mươi"); "hai trăm năm
        # nghìn" (205 or 250 thousand?) is not written whole
        if bare and word != "mươi":
            return None
        bare = after == "trăm" and word in _VI_DIGITS
        if word in _VI_DIGITS:
            if digit is not None or units:
                return None
            if after in ("mươi", "mười", "linh", "lẻ"):
                group, units = group + _VI_DIGITS[word], True
            else:
                digit = _VI_DIGITS[word]
        elif word == "mười":
            if digit is not None or tens or units:
                return None
            group, tens = group + 10, True
        elif word == "mươi":
            if digit is None or digit < 2 or tens or units:
                return None
            group, tens, digit = group + 10 * digit, True, None
        elif word == "trăm":
            if digit is None or hundreds or tens or units:
                return None
            group, hundreds, digit = group + 100 * digit, True, None
        elif word in ("linh", "lẻ"):
            if after != "trăm":
                return None
        elif word in _VI_SCALES:
            scale = _VI_SCALES[word]
            group += digit or 0
            if group == 0 or (scale_before is not None and scale >= scale_before):
                return None
            total += group * scale
            group, digit, scale_before = 0, None, scale
            hundreds = tens = units = False
        elif word == "rưỡi":  # half the scale before it: "ba triệu rưỡi", "một trăm rưỡi"
            if after in _VI_SCALES and group == 0 and digit is None:
                total += _VI_SCALES[after] // 2
            elif after == "trăm":
                group, tens, units = group + 50, True, True
            else:
                return None
        elif word != "chẵn":  # "chẵn": an even amount
            return None
        after = word
    if bare:
        return None  # "một trăm năm": 105 or 150
    if digit is not None and len(words_said) > 1 and words_said[-2] in _VI_SCALES:
        return None  # "mười hai triệu năm": said for 12,500,000, written 12,000,005
    return total + group + (digit or 0)


def _english(words_said: list[str]) -> int | None:
    """The number English words say ("thirty-five million five hundred thousand")."""
    total, group = 0, 0
    ones = tens = hundreds = False
    scale_before = None
    for index, word in enumerate(words_said):
        if word == "and":
            if index == 0:
                return None
            continue
        if word in _EN_ONES:
            value = _EN_ONES[word]
            if ones or (tens and value >= 10):
                return None
            group, ones = group + value, True
        elif word in _EN_TENS:
            if tens or ones:
                return None
            group, tens = group + _EN_TENS[word], True
        elif word == "hundred":
            if hundreds or tens or not ones or not 1 <= group <= 9:
                return None
            group, hundreds, ones = group * 100, True, False
        elif word in _EN_SCALES:
            scale = _EN_SCALES[word]
            if group == 0 or (scale_before is not None and scale >= scale_before):
                return None
            total += group * scale
            group, scale_before = 0, scale
            ones = tens = hundreds = False
        else:
            return None
    return total + group


def number_in_words(words: str) -> int | None:
    """The number ``words`` say, in Vietnamese or English, or None when they are not read
    whole as one."""
    words_said = _tokens(words)
    if not words_said:
        return None
    if all(word in _VI_WORDS for word in words_said):
        return _vietnamese(words_said)
    if all(word in _EN_WORDS for word in words_said):
        return _english(words_said)
    return None


# The words that say a number, the longest run of them: a number's words, in either language
_NUMBER_WORD = "|".join(
    sorted((re.escape(word) for word in _VI_WORDS | _EN_WORDS), key=len, reverse=True)
)
_RUN = rf"(?:{_NUMBER_WORD})(?:[ \t,-]+(?:{_NUMBER_WORD}))*"
NUMBER_WORDS = rf"(?<![^\W\d_]){_RUN}(?![^\W\d_])"  # a run of them, as a pattern
_SCALE_WORD = r"triệu|nghìn|ngàn|tỷ|tỉ|million|thousand|billion"
# A figure ("35.000.000", "35,000,000", "30", "150", "40,5 triệu"), and the scale written after
# it ("40 triệu", "1.5 million"): grouped by thousands, a whole number, or a decimal before a
# scale
_FIGURE = (
    r"(?<![\w.,/])(?<!\d[ \u00a0])"
    r"(?P<figure>\d{1,3}(?:(?P<sep>[.,])\d{3}(?:(?P=sep)\d{3})*)?(?![\d]|[.,/]\d)"
    rf"|\d{{1,3}}[.,]\d{{1,2}}(?=[ \t]*(?:{_SCALE_WORD})\b)|\d+(?![\d]|[.,/]\d))"
    rf"(?:[ \t]*(?P<scale>{_SCALE_WORD})\b)?"
)
# A figure, then (its unit between) words in brackets: "35.000.000 đồng/tháng (bằng chữ: Ba
# mươi lăm triệu đồng một tháng)", "VND 35,000,000 per month (in words: thirty-five …)", "05
# (năm) ngày"; what stands between may hold another bracket ("VND 38,500,000 (in words: …) per
# month (in words: …)": the second words are this figure's too)
_FIGURE_THEN_BRACKET = re.compile(
    rf"{_FIGURE}(?P<between>(?:[^\d()\n]|\([^()\d\n]*\)){{0,40}}?)"
    r"\((?P<label>\s*(?:(?:viết\s+)?bằng\s+chữ|in\s+words)\s*[:\-\u2013]?)?(?P<inside>[^()\n]*)\)",
    re.IGNORECASE,
)
_LEADING_RUN = re.compile(rf"\s*(?P<words>{_RUN})(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)
# ... or the words first and the figure in brackets: "thirty (30) days", "ba mươi (30) ngày",
# "Ba mươi triệu đồng (30.000.000 đồng)"
_WORDS_THEN_FIGURE = re.compile(
    rf"(?<![^\W\d_])(?P<words>{_RUN})(?P<unit>[ \t]+(?:đồng|vnđ|vnd|dong))?[ \t]*\([ \t]*"
    rf"{_FIGURE}[ \t]*(?:%|đồng|vnđ|vnd|dong)?[ \t]*\)",
    re.IGNORECASE,
)
# A number in words before its figure is never this long: the words are looked for this far
# before each bracket only (searched from every word, a long run of number words with no
# bracket after it had cost its length squared: 10 KB of "một trăm" took 1.6 s)
_LONGEST_IN_WORDS = 400


def _words_then_figures(text: str) -> Iterator[re.Match[str]]:
    """``_WORDS_THEN_FIGURE``'s matches in ``text``, in order, none overlapping."""
    end = 0
    for bracket in _OPEN_BRACKET.finditer(text):
        # (a figure's bracket is short: one closed far on, or never, holds none — and a
        # search to it from each of many "(" had cost their number times its distance)
        close = text.find(")", bracket.end(), bracket.end() + _LONGEST_FIGURE_IN_BRACKETS)
        if close < 0 or close < end:
            continue
        found = _WORDS_THEN_FIGURE.search(
            text, max(end, bracket.start() - _LONGEST_IN_WORDS), close + 1
        )
        if found is not None and found.end() == close + 1:
            end = found.end()
            yield found


_OPEN_BRACKET = re.compile(r"\(")
_LONGEST_FIGURE_IN_BRACKETS = 80
_LABELLED = re.compile(
    r"\((?P<label>\s*(?:(?:viết\s+)?bằng\s+chữ|in\s+words)\s*[:\-\u2013]?)(?P<inside>[^()\n]*)\)",
    re.IGNORECASE,
)
_A_FIGURE = re.compile(_FIGURE, re.IGNORECASE)
# number words that are other words too, alone before a figure in brackets: "hằng năm (7%)"
_TWO_MEANINGS = frozenset({"năm", "một", "tư", "lăm", "mốt"})
_OTHER_MEANING_BEFORE = re.compile(
    r"(?:hằng|hàng|mỗi|trong|của|các|cả|từng|đầu|cuối|giữa|nửa|theo|sang|qua|tháng|ngày|năm"
    r"|thứ|đánh\s+giá)\s*$",
    re.IGNORECASE,
)
# a currency, said beside a figure or after its words
_CURRENCY = re.compile(
    r"(?i:đồng|vnđ|vnd|dong|usd|us\$|đô\s+la|dollars?)|\$",
)
# words after an amount's words that say nothing more than its currency and period ("đồng một
# tháng", "Vietnamese dong per month"; not "đồng, chưa bao gồm phụ cấp")
_UNIT_ONLY = re.compile(
    r"\s*(?:(?:đồng|vnđ|vnd|việt|nam|vietnam|vietnamese|dong|chẵn|phần|trăm|percent|per|mỗi|một|a|an"
    r"|ngày|tháng|năm|tuần|quý|giờ|days?|months?|years?|weeks?|quarters?|hours?)\b[\s/]*|%\s*)*"
    r"[.,;]?\s*",
    re.IGNORECASE,
)
# what may stand after an amount's words inside its brackets: its currency, or nothing
_CURRENCY_AFTER = re.compile(
    r"^\s*(?:$|[.,;]|(?:đồng|vnđ|vnd|việt\s+nam|vietnam|vietnamese|dong|chẵn|phần\s+trăm|percent"
    r"|\w*%|đô\s+la|us\s+dollars?|dollars?|usd)\b)",
    re.IGNORECASE,
)
# a unit or period: of days, months, years … ("45 ngày (bốn mươi lăm ngày)", "/tháng", "per
# month", "một năm")
_PERIODS = {
    "ngày": "day",
    "day": "day",
    "days": "day",
    "tuần": "week",
    "week": "week",
    "weeks": "week",
    "tháng": "month",
    "month": "month",
    "months": "month",
    "quý": "quarter",
    "quarter": "quarter",
    "năm": "year",
    "year": "year",
    "years": "year",
    "giờ": "hour",
    "hour": "hour",
    "hours": "hour",
}
_PERIOD = re.compile(r"(?<![^\W\d_])(?:" + "|".join(_PERIODS) + r")(?![^\W\d_])", re.IGNORECASE)
# words around a figure in brackets that say it is a year, not a count: "năm (2026)"
_A_YEAR = re.compile(r"^(?:19|20)\d\d$")


@dataclass(frozen=True)
class InWords:
    """A figure written beside its words: where, as written, what each says (``words`` None:
    not read as a number), and whether the words are labelled so ("bằng chữ", "in words")."""

    said: str
    start: int
    end: int
    figure: Decimal
    words: int | None
    labelled: bool
    periods_differ: bool = False  # (or currencies: "đồng/tháng" and "… đô la Mỹ một năm")
    unit_only: bool = False  # nothing in the brackets but the words, currency and period
    words_at: int = -1  # where the brackets holding the words open

    @property
    def agrees(self) -> bool | None:
        if self.words is None:
            return None
        return self.figure == self.words and not self.periods_differ


def _figure_value(found: re.Match[str]) -> Decimal:
    written = found.group("figure")
    if re.fullmatch(r"\d+[.,]\d{1,2}", written) and found.group("scale"):
        value = Decimal(written.replace(",", "."))  # "40,5 triệu"
    else:
        value = Decimal(re.sub(r"\D", "", written))
    scale = (found.group("scale") or "").casefold()
    return value * (_VI_SCALES.get(scale) or _EN_SCALES.get(scale) or 1)


def _period_of(text: str) -> str | None:
    found = _PERIOD.search(text)
    return _PERIODS[found.group().casefold()] if found else None


def _words_in_brackets(
    figure: re.Match[str], between: str, label: str | None, inside: str, end: int, words_at: int
) -> InWords | None:
    """The words in the brackets after a figure, when they are its words: labelled so, or a
    run of number words followed by nothing but a currency, or the figure's own unit again
    ("45 ngày (bốn mươi lăm ngày)"; not "30 ngày (một tháng)", another unit)."""
    labelled = bool(label)
    run = _LEADING_RUN.match(inside)
    words, rest = (run.group("words"), run.group("rest")) if run else ("", inside)
    tail = re.match(r"(.*?)[ \t,-]+một$", words, re.IGNORECASE | re.DOTALL)
    if tail and _PERIOD.match(rest.strip()):
        words, rest = tail.group(1), "một " + rest.lstrip()  # "… triệu một tháng"
    between_unit, rest_unit = _period_of(between), _period_of(rest)
    currency = _CURRENCY_AFTER.match(rest) is not None
    unit = re.sub(r"^(?:một|mỗi|per|a|an)\s+", "", rest.strip(), flags=re.IGNORECASE)
    own_unit = rest_unit is not None and rest_unit == between_unit and bool(_PERIOD.match(unit))
    unit_only = _UNIT_ONLY.fullmatch(rest) is not None
    if not labelled and not (words and (currency or own_unit)):
        return None  # "(năm 2026 …)", "(một tháng)": the words say something else
    said = number_in_words(words) if words and (currency or own_unit or unit_only) else None
    return InWords(
        " ".join(figure.string[figure.start() : end].split()),
        figure.start(),
        end,
        _figure_value(figure),
        said,
        labelled,
        periods_differ=labelled
        and (
            bool(between_unit and rest_unit and between_unit != rest_unit)
            or _currencies_differ(
                figure.string[max(0, figure.start() - 8) : figure.start()] + between, rest
            )
        ),
        unit_only=unit_only,
        words_at=words_at,
    )


def _currency(text: str) -> str | None:
    found = _CURRENCY.search(text)
    if found is None:
        return None
    return "usd" if re.match(r"(?i)usd|us\$|\$|đô|dollar", found.group()) else "vnd"


def _currencies_differ(before: str, rest: str) -> bool:
    """Whether a figure's currency and its words' are both said and differ ("40.000.000 đồng
    (bằng chữ: Bốn mươi triệu đô la Mỹ)")."""
    figure, words = _currency(before), _currency(rest)
    return figure is not None and words is not None and figure != words


def amounts_in_words(text: str) -> list[InWords]:
    """Every figure of ``text`` written beside its words, in either order. Words labelled so
    ("bằng chữ", "in words") are the nearest figure's before them even past another bracket
    ("VND 38,500,000 (in words: …) per month (in words: …)")."""
    pairs: list[InWords] = []
    for found in _FIGURE_THEN_BRACKET.finditer(text):
        pair = _words_in_brackets(
            found,
            found.group("between"),
            found.group("label"),
            found.group("inside"),
            found.end(),
            found.end("between"),
        )
        if pair is not None:
            pairs.append(pair)
    read = {pair.end for pair in pairs}
    for label in _LABELLED.finditer(text):
        if label.end() in read:
            continue
        figures = list(_A_FIGURE.finditer(text, max(0, label.start() - 120), label.start()))
        between = text[figures[-1].end() : label.start()] if figures else ""
        # (not a figure inside a bracket of its own: "(đã gồm 5.000.000 đồng phụ cấp) (bằng
        # chữ: …)")
        inside_a_bracket = between.find(")") >= 0 and between.find(")") < (between + "(").find("(")
        if figures and not re.search(r"[\d\n]", between) and not inside_a_bracket:
            pair = _words_in_brackets(
                figures[-1],
                between,
                label.group("label"),
                label.group("inside"),
                label.end(),
                label.start(),
            )
            if pair is not None:
                pairs.append(pair)
    for found in _words_then_figures(text):
        if _A_YEAR.match(found.group("figure")) or found.group("scale"):
            continue  # "năm (2026)": the year
        if found.group("words").casefold() in _TWO_MEANINGS and _OTHER_MEANING_BEFORE.search(
            text, 0, found.start()
        ):
            continue  # "hằng năm (7%)": a year, not five
        pairs.append(
            InWords(
                " ".join(found.group().split()),
                found.start(),
                found.end(),
                _figure_value(found),
                number_in_words(found.group("words")),
                labelled=False,
            )
        )
    return pairs


def words_against_figures(text: str) -> list[str]:
    """Each place in ``text`` where an amount's words say another number than its figure
    ("40.000.000 đồng (bằng chữ: Bốn mươi lăm triệu đồng)"), or another period ("đồng/tháng
    (bằng chữ: … đồng một năm)"), as written there."""
    return [pair.said for pair in amounts_in_words(text) if pair.agrees is False]


def words_not_read(text: str) -> list[str]:
    """Each amount's words labelled so ("bằng chữ: …", "in words: …") that are not read as a
    number ("Bốn chục triệu", "forty and a half million"): what they say is not known."""
    return [pair.said for pair in amounts_in_words(text) if pair.labelled and pair.words is None]


def read_beside_its_figure(text: str, begin: int, end: int) -> InWords | None:
    """The figure and words read as numbers ``text[begin:end]`` is part of ("35.000.000
    đồng/tháng (bằng chữ: Ba mươi lăm triệu đồng)"), if any: what either then says after a
    change can be checked against the other."""
    for pair in amounts_in_words(text):
        if pair.start <= end and pair.end >= begin and pair.words is not None:
            return pair
    return None
