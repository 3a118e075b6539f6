"""The amounts, years and percentages a clause states, compared between its two languages.

A clause's English is paired with its Vietnamese by numbering or by place; when a translation
merged two articles, or a paragraph went to the wrong clause, the pairing is wrong and nothing
in the numbering shows it. What a translation never changes shows it: the salary, the dates'
years. A clause whose Vietnamese states an amount its English does not (or the other way
round) is reported (``numbers_differ``), so a citation quoting both is checked by a person
before anyone relies on it.

Both languages write numbers both ways in practice ("16.000.000 đồng", "VND 16,000,000",
"16.000.000đ", translations that keep "16.000.000 VND"), so a number matches when any reading
of it does, against any number the other language writes. Only amounts of 1,000 and more
must match: a translation spells small numbers out ("two (02) copies", "thirty days").
Percentages differ only when both languages state one the other lacks ("10%" against "15%"):
one alone is as often a paraphrase ("100%" is "full salary"). Periods ("12 tháng", "six (6)
months", "30 working days") likewise: "12 tháng" against "six (6) months" is a mistranslated
restriction, but one side's "01 tháng lương" may be the other's "a month's salary".
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict, deque
from decimal import Decimal
from fractions import Fraction
from typing import NamedTuple

from rubric.documents.parsing.number_words import number_in_words
from rubric.documents.parsing.text import ENGLISH_UNITS

# digits, grouped by thousands with "." "," or a non-breaking space, then decimals; then, on
# the same line, a percent sign, a multiplier in words (not "tỷ lệ", a rate), or one
# abbreviated and attached ("35m", "500k", "35tr", "1.5x"), or a currency written against it
# ("25.000.000đ", "730.000VNĐ"); a currency or a fiscal year may be written against it before
# ("VND25,000,000", "FY2026")
_NUMBER = re.compile(
    r"(?<![\d.,])"
    r"(?P<grouped>\d{1,3}(?:(?P<separator>[.,\u00a0\u202f])\d{3})"
    r"(?:(?P=separator)\d{3})*|\d{1,3}(?:(?P<space> )\d{3}){2,}(?!\d)|\d+)(?P<tail>[.,]\d+)?"
    r"(?![.,]?\d)"
    r"(?:[^\S\n]*(?P<percent>%|phần trăm|percent|per cent)"
    r"|[^\S\n]*(?P<times>lần|times)\b|(?P<x>[x\u00d7])(?!\w)"
    r"|[^\S\n]*(?P<words>triệu|million|mln|mil|mn|tỷ(?![^\S\n]+lệ)|tỉ(?![^\S\n]+lệ)"
    r"|billion|nghìn|ngàn|thousand|tr(?=[^\S\n]*(?:/|đ)))\b"
    r"|(?P<attached>mn|m|bn|k|tr)\b"
    r"|(?=(?:đ|vnđ|vnd|đồng|dong|usd|eur)\b)"
    r"|(?!\w))",
    re.IGNORECASE,
)
_MULTIPLIERS = {
    "nghìn": 10**3,
    "ngàn": 10**3,
    "thousand": 10**3,
    "k": 10**3,
    "triệu": 10**6,
    "million": 10**6,
    "mln": 10**6,
    "mil": 10**6,
    "m": 10**6,
    "mn": 10**6,
    "tr": 10**6,
    "tỷ": 10**9,
    "tỉ": 10**9,
    "billion": 10**9,
    "bn": 10**9,
}
# Smaller amounts a translation may spell out in words; years and money are larger.
SMALLEST_STATED = 1000
# No amount is longer: a longer run of digits is a code, and too long for a decimal.
LONGEST_NUMBER = 24
# A date written with dots ("12.08.1990", "tháng 05.2026"): its year, not the amount "12.08".
_DOTTED_DATE = re.compile(r"(?<![\w.,])((?:\d{1,2}\.)?\d{1,2})\.((?:19|20)\d{2})(?![\w]|[.,]\d)")
# A telephone number, however grouped ("028.3823.4567", "+84 28 3823 4567"): no amount; a date
# with dashes ("07-12-2026", as many digits as a number) is none.
_TELEPHONE = re.compile(
    r"(?<![\w.,+])(?!0\d([-/])\d{1,2}\1(?:19|20)\d{2}(?!\d))"
    r"(?:\+ ?84|\(\+84\)|\(0\d{1,3}\)[ .\-\u00a0]?\d|0)(?:[ .\-\u00a0]?\d){7,10}(?!\d)"
)
# What joins the two ends of a range ("từ 25 đến 35 triệu", "5-12%"): the first takes the
# second's unit.
_RANGE = re.compile(
    r"(?:[-\u2013\u2014]|[^\S\n]+(?:đến|tới|to|until)[^\S\n]+(?:(?:VND|VNĐ|USD|US\$|\$)[^\S\n]*)?)",
    re.IGNORECASE,
)
_AND_A_HALF = re.compile(r"[^\S\n]*rưỡi\b")
# A rate a translation writes in words ("three times the wage" for "300%"): it may match a
# percentage, and is never missing.
_RATE_IN_WORDS = {
    150: re.compile(r"\b(?:one and a half times|one-and-a-half times|gấp rưỡi)\b", re.IGNORECASE),
    200: re.compile(r"\b(?:twice|double|two times|gấp đôi|gấp hai)\b", re.IGNORECASE),
    300: re.compile(r"\b(?:three times|triple|thrice|gấp ba)\b", re.IGNORECASE),
    400: re.compile(r"\b(?:four times|quadruple|gấp bốn)\b", re.IGNORECASE),
}


class Stated(NamedTuple):
    written: str
    readings: frozenset[Decimal]  # the values it may be read as
    percent: bool  # a rate ("10%", "1.5 times", "twice"): never equal to an amount
    # the other language must state it too: an amount of 1,000 or more, or a percentage;
    # not "2 lần" / "twice", a count as often as a rate, which matches "200%" but is never missing
    required: bool


class _Read(NamedTuple):
    start: int
    end: int
    written: str
    readings: set[Decimal]
    percent: bool
    factor: int | None
    times: bool
    plain: bool  # a bare number of its own: digits only, no unit, no decimals


def stated_numbers(text: str) -> list[Stated]:
    """Every number ``text`` writes (but codes), as written and as the values it may be read
    as."""
    text = _DOTTED_DATE.sub(lambda match: f"{match[1].replace('.', '/')}/{match[2]}", text)
    text = _TELEPHONE.sub(lambda match: " " * len(match.group()), text)
    read = [
        _read(match)
        for match in _NUMBER.finditer(text)
        if len(match["grouped"]) + len(match["tail"] or "") <= LONGEST_NUMBER
    ]
    read = _ranges(text, read)
    lunar_years = _lunar_years(text)
    found = []
    skip = False
    for index, number in enumerate(read):
        if skip:
            skip = False
            continue
        readings, written = number.readings, number.written
        following = read[index + 1] if index + 1 < len(read) else None
        if number.factor and following is not None and following.factor:
            between = text[number.end : following.start]
            # "1 tỷ 200 triệu", "8 triệu 500 nghìn": one amount
            if not between.strip() and "\n" not in between and following.factor < number.factor:
                readings = {a + b for a in readings for b in following.readings}
                written, skip = text[number.start : following.end].strip(), True
        if number.factor and _AND_A_HALF.match(text, number.end):  # "8 triệu rưỡi"
            readings = {value + Decimal(number.factor) / 2 for value in readings}
        if number.start in lunar_years:  # the 12th lunar month of 2025 ends in 2026
            readings = {value + delta for value in readings for delta in (0, 1)}
        percent = number.percent or number.times
        if not percent and re.match(r"0\d", number.written) and not number.factor:
            continue  # a code, an account or an identity number, not an amount
        required = number.percent or (
            not number.times
            and (
                any(value >= SMALLEST_STATED for value in readings)
                or _in_currency(text, number.start, number.end)
            )
        )
        found.append(Stated(written, frozenset(readings), percent, required))
    for rate, words in _RATE_IN_WORDS.items():
        for match in words.finditer(text):
            found.append(Stated(match.group(), frozenset({Decimal(rate)}), True, False))
    return found


# A currency written beside an amount: "VND 500", "500 đồng" — an amount of money however
# small, which the other language must state too ("500 nghìn đồng" / "VND 500")
_CURRENCY_BEFORE = re.compile(r"(?:\b(?:VND|VNĐ|USD|EUR)|US\$|\$|€)\s?$", re.IGNORECASE)
_CURRENCY_AFTER = re.compile(
    r"\s?(?:(?:đồng|VND|VNĐ|dong|USD|EUR|euros?|dollars?)\b|đ(?!\w))", re.IGNORECASE
)


def _in_currency(text: str, start: int, end: int) -> bool:
    return not _GOES_ON_IN_ITS_SCALE.match(text, end) and bool(
        _CURRENCY_BEFORE.search(text, max(0, start - 5), start) or _CURRENCY_AFTER.match(text, end)
    )


# what an amount written with a space or a scale goes on with: "VND 500 000", "VND 50 k",
# "VND 5 m" (read apart, "500" is no amount of its own)
_GOES_ON_IN_ITS_SCALE = re.compile(
    r"[ \u00a0\u202f](?:\d{3}(?!\d)"
    r"|(?:k|K|m|M|bn|tr|nghìn|ngàn|triệu|tỷ|thousand|million|billion)\b)"
)


def _lunar_years(text: str) -> set[int]:
    """Where the years of ``text``'s lunar dates ("ngày 30 tháng 12 năm 2025 âm lịch") start."""
    return {
        match.start(year)
        for pattern, year in ((_NUMERIC_DATE, 4), (_VIETNAMESE_DATE, 3))
        for match in pattern.finditer(text)
        if _LUNAR.match(text, match.end())
    }


def _read(match: re.Match[str]) -> _Read:
    grouped, tail = match["grouped"], match["tail"]
    separator = match["separator"] or match["space"]  # "25 000 000"
    readings = _readings(grouped, separator, tail)
    multiplier = match["words"] or match["attached"]
    factor = _MULTIPLIERS[multiplier.lower()] if multiplier else None
    if factor and match["attached"]:  # "500m" may be metres, "35m" millions: both readings
        readings |= {value * factor for value in readings}
    elif factor:
        readings = {value * factor for value in readings}
    times = bool(match["times"] or match["x"])
    if times:  # "1.5 times the hourly wage" may be its "150%"
        readings = {value * 100 for value in readings}
    plain = separator is None and tail is None and not factor and not times
    return _Read(
        match.start(),
        match.end(),
        match.group(0).strip(),
        readings,
        bool(match["percent"]),
        factor,
        times,
        plain and not match["percent"],
    )


def _ranges(text: str, read: list[_Read]) -> list[_Read]:
    """A range's first end in the second's unit ("từ 25 đến 35 triệu" is 25 and 35 million,
    "5-12%" 5 and 12 per cent); a fiscal year's second year in full ("2026-27")."""
    result = list(read)
    for index in range(len(read) - 1, 0, -1):
        first, second = result[index - 1], result[index]
        between = text[first.end : second.start]
        if not first.plain:
            continue
        factor = second.factor or 1
        if (
            (second.percent or second.factor)
            and _RANGE.fullmatch(between)
            and not 1900 <= int(first.written) <= 2100  # "năm 2025 đến 20%": a year
            and min(first.readings) * factor < max(second.readings)
        ):
            result[index - 1] = first._replace(
                readings={value * factor for value in first.readings},
                percent=second.percent,
                factor=second.factor,
                plain=False,
            )
        elif (
            len(second.written) == 2
            and second.plain
            and between.strip() in ("-", "\u2013", "/")
            and 1900 <= int(first.written) <= 2100
            and 0 < int(second.written) - int(first.written) % 100 <= 10
            and not re.match(r"\s*[-/.]\d", text[second.end :])
            and not _MONTH_NAMED_AFTER.match(text, second.end)  # "2026 - 31 March 2027"
        ):  # "2026-27", "2025/26": a fiscal year
            century = int(first.written) - int(first.written) % 100
            result[index] = second._replace(readings={Decimal(century + int(second.written))})
    return result


def _readings(grouped: str, separator: str | None, tail: str | None) -> set[Decimal]:
    """ "1.500" is fifteen hundred (Vietnamese) or one and a half (English); "16,000,000"
    sixteen million either way; "1,5" one and a half."""
    written = []
    if separator is not None:  # grouped by thousands, perhaps with decimals after
        digits = re.sub(r"\D", "", grouped)
        if tail is None or tail[0] != separator:
            written.append(digits + ("." + tail[1:] if tail else ""))
        # a single group may instead be a decimal part: "1.500" = 1.5, "2,500" = 2.5 (but
        # nobody writes ten as "10.000")
        if grouped.count(separator) == 1 and tail is None and separator in ".,":
            decimal = Decimal(grouped.replace(separator, "."))
            if decimal != decimal.to_integral_value():
                written.append(str(decimal))
    else:
        written.append(grouped + ("." + tail[1:] if tail else ""))
    return {Decimal(number).normalize() for number in written}


def differences(
    vietnamese: str, english: str, *, working_days: bool = False
) -> tuple[list[str], list[str]]:
    """What each language alone states (as written, each once): its amounts the other does
    not write, and its percentages and periods when the other states one it lacks too, or
    an amount of its own (a rate in words on one side, "twice", "double-check", decides
    nothing). ``working_days``: days said to be working days ("05 ngày làm việc", "5 working
    days") are a unit of their own, as the words of a change must agree on them; a
    translation's "12 days" of "12 ngày làm việc" leave is common, and said of the whole
    clause no difference."""
    stated_vi, stated_en = stated_numbers(vietnamese), stated_numbers(english)
    amounts_vi = _unmatched(stated_vi, stated_en, percent=False)
    amounts_en = _unmatched(stated_en, stated_vi, percent=False)
    rates_vi = _unmatched(stated_vi, stated_en, percent=True)
    rates_en = _unmatched(stated_en, stated_vi, percent=True)
    # (a percentage one side states where the other states an amount of its own, "15% lương
    # cơ bản" / "15 million dong", is a difference too)
    if not (rates_vi and (rates_en or amounts_en)) and not (rates_en and amounts_vi):
        rates_vi = rates_en = []
    periods_vi, periods_en = _periods_unmatched(vietnamese, english, working_days)
    periods_vi += (recurring := _recurrences_unmatched(vietnamese, english))[0]
    periods_en += recurring[1]
    dates_vi, dates_en = _written_alike_unmatched(vietnamese, english)
    # a changed date's year is said by the date: "01.04.2026", not "2026" and "01.04.2026"
    amounts_vi = [amount for amount in amounts_vi if not any(amount in d for d in dates_vi)]
    amounts_en = [amount for amount in amounts_en if not any(amount in d for d in dates_en)]
    return (
        amounts_vi + rates_vi + periods_vi + dates_vi,
        amounts_en + rates_en + periods_en + dates_en,
    )


# A date ("02/04/2026", "02.04.2026", "ngày 02 tháng 4 năm 2026", "2 April 2026", "April 2nd,
# 2026"), a month ("tháng 4 năm 2026", "April 2026") and a time of day ("17h30", "17:30", "16
# giờ 30", "4:30 p.m.", "5 giờ chiều"): a translation that changes one ("đến hết ngày
# 02/04/2026" / "to the end of 2 May 2026", "đến 17h30" / "to 18:30") states another date or
# time; the year alone (``stated_numbers``) had told nothing there. Each is compared by what
# it means, however either language writes it. A date in figures is read day first, and in
# English month first where it cannot be read so ("01/31/2028", an American translation's);
# a time without "a.m.", "p.m.", "sáng" or "chiều" on either clock ("04h30" may be the
# other's "4:30 p.m.").
_NUMERIC_DATE = re.compile(
    r"(?<![\w/.-])(\d{1,2})([/.-])(\d{1,2})\2((?:19|20)\d{2})(?![\w/]|[.,-]\d)"
)
_YEAR = r"((?:19|20)\d{2})(?![\w/]|[.,-]\d)"
_ISO_DATE = re.compile(r"(?<![\w/.-])((?:19|20)\d{2})-(\d{1,2})-(\d{1,2})(?![\w/-]|[.,]\d)")
# A lunar date ("ngày 10 tháng 3 năm 2026 âm lịch", "01/01/2026 ÂL"): a translation writes its
# solar day ("26 April 2026"), another date; it is compared with none.
_LUNAR = re.compile(r"[^\S\n]*\(?[^\S\n]*(?:(?i:âm[^\S\n]+lịch|lunar)|ÂL|AL)\b")
_VIETNAMESE_DATE = re.compile(
    rf"(?<![\w/.-])(\d{{1,2}})[^\S\n]+tháng[^\S\n]+(\d{{1,2}})[^\S\n]*,?[^\S\n]+năm[^\S\n]+{_YEAR}",
    re.IGNORECASE,
)
_VIETNAMESE_MONTH = re.compile(
    rf"\btháng[^\S\n]+(\d{{1,2}})(?:[^\S\n]*,?[^\S\n]+năm[^\S\n]+|[/.-]){_YEAR}", re.IGNORECASE
)
MONTH_NAMES = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}
_MONTH_NAMED_AFTER = re.compile(
    r"[^\S\n]+(?:tháng|" + "|".join(MONTH_NAMES) + r")\b", re.IGNORECASE
)
# A month's name, capitalised ("may" and "march" in lower case are verbs)
_MONTH = r"(?P<month>[A-Z][A-Za-z]{2,8})\.?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR_AFTER = r",?[^\S\n]+(?P<year>(?:19|20)\d{2})(?![\w/]|[.,-]\d)"
_ENGLISH_DATES = (
    re.compile(rf"(?<![\w/.,-]){_DAY}(?:[^\S\n]+day)?(?:[^\S\n]+of)?[^\S\n]+{_MONTH}{_YEAR_AFTER}"),
    re.compile(rf"\b{_MONTH}[^\S\n]+{_DAY}{_YEAR_AFTER}"),
)
_ENGLISH_MONTH = re.compile(rf"\b{_MONTH}{_YEAR_AFTER}")
# A day without its year: a holiday ("ngày 30/4 và 1/5", "ngày 2 tháng 9", "30 April", "April
# 30th"; not "ngày 10/3 âm lịch", the lunar one), and a day of every month, a pay day ("ngày 15
# hằng tháng", "ngày 05 của tháng kế tiếp", "the 15th of each month", "day 5 of the following
# month")
_NO_YEAR_AFTER = r"(?![\w/]|[.,-]\d|[^\S\n]*,?[^\S\n]*(?:năm|(?:19|20)\d{2}(?!\d)))"
_VIETNAMESE_DAY = rf"(\d{{1,2}})(?:/(\d{{1,2}})|[^\S\n]+tháng[^\S\n]+(\d{{1,2}})){_NO_YEAR_AFTER}"
_VIETNAMESE_DAYS = re.compile(
    rf"\b(?:ngày|mùng|mồng)[^\S\n]+{_VIETNAMESE_DAY}"
    rf"(?:[^\S\n]*(?:,|và|hoặc|đến|tới|-|\u2013)[^\S\n]*(?:ngày[^\S\n]+)?{_VIETNAMESE_DAY})*",
    re.IGNORECASE,
)
_VIETNAMESE_DAY_ONLY = re.compile(_VIETNAMESE_DAY, re.IGNORECASE)
_ENGLISH_DAYS = (
    re.compile(
        rf"(?<![\w/.,-]){_DAY}(?:[^\S\n]+day)?(?:[^\S\n]+of)?[^\S\n]+{_MONTH}{_NO_YEAR_AFTER}"
    ),
    re.compile(rf"\b{_MONTH}[^\S\n]+{_DAY}{_NO_YEAR_AFTER}"),
)
_EVERY_MONTH_VI = (
    r"(?:(?:hằng|hàng|mỗi|các)[^\S\n]+tháng"
    r"|tháng[^\S\n]+(?:sau|kế[^\S\n]+tiếp|tiếp[^\S\n]+theo|liền[^\S\n]+(?:sau|kề)))(?!\w)"
)
_DAY_OF_EVERY_MONTH_VI = re.compile(
    rf"\b(?:ngày|mùng|mồng)[^\S\n]+(\d{{1,2}})(?:[^\S\n]+(?:của|trong))?[^\S\n]+{_EVERY_MONTH_VI}",
    re.IGNORECASE,
)
_FIRST_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
_TEENS_ORDINALS = ("tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth")
_ENGLISH_ORDINALS = {
    **{word: day for day, word in enumerate((*_FIRST_ORDINALS, "ninth"), start=1)},
    **{word: day for day, word in enumerate(_TEENS_ORDINALS, start=10)},
    **{f"{unit}teenth": day for day, unit in enumerate(("six", "seven", "eigh", "nine"), 16)},
    **{f"twenty-{word}": 20 + day for day, word in enumerate(_FIRST_ORDINALS, start=1)},
    "twenty-ninth": 29,
    "twentieth": 20,
    "thirtieth": 30,
    "thirty-first": 31,
}
_EVERY_MONTH_EN = (
    r"[^\S\n]+of[^\S\n]+(?:each|every|the(?:[^\S\n]+(?:following|next|subsequent|succeeding))?)"
    r"[^\S\n]+(?:calendar[^\S\n]+)?month\b"
)
_DAY_OF_EVERY_MONTH_EN = (
    re.compile(
        rf"\b(?:(?P<day>\d{{1,2}})(?:st|nd|rd|th)?|(?P<word>{'|'.join(_ENGLISH_ORDINALS)}))"
        rf"(?:[^\S\n]+(?:calendar[^\S\n]+)?day)?{_EVERY_MONTH_EN}",
        re.IGNORECASE,
    ),
    re.compile(rf"\bday[^\S\n]+(?P<day>\d{{1,2}}){_EVERY_MONTH_EN}", re.IGNORECASE),
    re.compile(
        r"\bmonthly[^\S\n]+(?:on|by)[^\S\n]+the[^\S\n]+(?P<day>\d{1,2})(?:st|nd|rd|th)\b",
        re.IGNORECASE,
    ),
)
# Which half of the day a time is in, when said: "a.m.", "p.m.", and the Vietnamese "sáng",
# "chiều", "tối" after "giờ" ("tối đa", "sáng kiến", "chiều dài" are other words)
_AM_PM = r"[^\S\n]*(?P<half>(?:a\.?m\.?|p\.?m\.?)(?![\w.])|(?:noon|midday|midnight)\b)"
_BUOI = (
    r"[^\S\n]+(?P<buoi>sáng|chiều|tối)"
    r"(?![^\S\n]*(?:đa|thiểu|tạo|kiến|lập|cao|dài|rộng|sâu)\b)(?!\w)"
)
# Hours and minutes: "17h30", "16 giờ 30", "17:30" (not "Ca 2: 14 giờ", a shift's number),
# "24:00" (midnight), "2.30 pm" (British, dotted only with its half of the day); "10:00am" too.
_HOURS_AND_MINUTES = (
    r"(?<![\w:.,/])([01]?\d|2[0-3]|24(?=(?:[^\S\n]*(?:h|giờ)[^\S\n]*|:)00))"
    r"(?:[^\S\n]*(?:h|giờ)[^\S\n]*|:|\.(?=[0-5]\d[^\S\n]*[ap]\.?m\b))([0-5]\d)"
)
_TIME_OF_DAY = re.compile(
    rf"{_HOURS_AND_MINUTES}(?:{_AM_PM}|(?![\w:]|[.,]\d)(?:{_BUOI})?)", re.IGNORECASE
)
# An hour without minutes is a time of day only when said to be one ("9 a.m.", "5 giờ chiều"):
# "8 giờ" alone is as often a length ("8 giờ/ngày").
_HOUR_OF_DAY = re.compile(
    rf"(?<![\w:.,/])(2[0-3]|1\d|0?\d)(?:{_AM_PM}|[^\S\n]*(?:h|giờ){_BUOI})", re.IGNORECASE
)
# ... and when the clause says when: at ("lúc 17 giờ"), on a date ("17 giờ ngày 15/01/2026"), or
# as the end of a range no length has, past noon or past midnight ("từ 8 giờ đến 17 giờ", "22h -
# 6h"; "từ 2 giờ đến 4 giờ mỗi ngày" is a length)
_HOUR = r"(?<![\w:.,/])((\d{1,2})[^\S\n]*(?:h|giờ))(?![\w/]|[^\S\n]*[0-5]\d(?!\d))"
_AT_HOUR = re.compile(rf"\blúc[^\S\n]+{_HOUR}", re.IGNORECASE)
_HOUR_ON_A_DATE = re.compile(
    rf"{_HOUR}[^\S\n]*,?[^\S\n]*(?:ngày[^\S\n]+)?\d{{1,2}}[/.-]\d", re.IGNORECASE
)
_HOUR_RANGE = re.compile(
    r"(?<![\w:.,/])(?:((\d{1,2})[^\S\n]*(?:h|giờ))(?![\w/])|(\d{1,2})[^\S\n]*(?:h|giờ)[^\S\n]*[0-5]\d)"
    rf"[^\S\n]*(?:[-\u2013]|đến|tới)[^\S\n]*{_HOUR}",
    re.IGNORECASE,
)
_AFTER_NOON = frozenset({"chiều", "tối", "noon", "midday"})
# The hours each half of the day is said of: "11h30 chiều từ 13h30" is 11:30 and the afternoon
# that follows, not 23:30; "12 giờ tối" is midnight or noon
_HALF_OF_HOURS = {"sáng": range(12), "chiều": (12, *range(1, 8)), "tối": range(6, 12)}


def _hours(hour: int, half: str | None, *, padded: str = "") -> frozenset[int]:
    """The hours on a 24-hour clock ``hour`` may mean, said of which half of the day
    (``padded``: the hour as written; "08h00", "08:00" are on a 24-hour clock when no half of
    the day is said, as no 12-hour one pads its hours)."""
    if hour > 12 or (half is None and padded[:1] == "0" and padded[1:2].isdigit()):
        return frozenset({hour % 24})
    if half is not None and hour not in _HALF_OF_HOURS.get(half.lower(), range(13)):
        half = None
    if half is None:
        return frozenset({hour % 12, hour % 12 + 12})
    after_noon = half.lower()[0] == "p" or half.lower() in _AFTER_NOON
    return frozenset({hour % 12 + (12 if after_noon else 0)})


def _written_alike(text: str, *, either_way: bool) -> list[tuple[str, frozenset[tuple[int, ...]]]]:
    """The dates, months and times of day ``text`` states: (as written, what each may mean:
    (1, day, month, year), (3, month, year), (2, hour, minute)). A date in figures is read
    day first, as the documents write it ("12/05/2028" is 12 May in either language);
    ``either_way``: in English, month first where day first cannot be ("01/31/2028", an
    American translation's)."""
    found: list[tuple[int, str, frozenset[tuple[int, ...]]]] = []
    lunar: list[tuple[int, int]] = []

    def date(match: re.Match[str], day: int, month: int, year: int, either_way: bool) -> None:
        orders = ((day, month), (month, day)) if either_way and month > 12 else ((day, month),)
        readings = {(1, a, b, year) for a, b in orders if 1 <= a <= 31 and 1 <= b <= 12}
        if _LUNAR.match(text, match.end()):
            lunar.append(match.span())  # nor its month: "tháng 3 năm 2026 âm lịch"
        elif readings:
            found.append((match.start(), match.group(), frozenset(readings)))

    for match in _NUMERIC_DATE.finditer(text):
        date(match, int(match[1]), int(match[3]), int(match[4]), either_way=either_way)
    for match in _VIETNAMESE_DATE.finditer(text):
        date(match, int(match[1]), int(match[2]), int(match[3]), either_way=False)
    for match in _ISO_DATE.finditer(text):
        date(match, int(match[3]), int(match[2]), int(match[1]), either_way=False)
    for match in (found_ for pattern in _ENGLISH_DATES for found_ in pattern.finditer(text)):
        month = MONTH_NAMES.get(match["month"].lower())
        if month is not None:
            date(match, int(match["day"]), month, int(match["year"]), either_way=False)
    dated = [(start, start + len(written)) for start, written, _ in found]
    undated = _blanked(text, dated + lunar)
    for match in (*_VIETNAMESE_MONTH.finditer(undated), *_ENGLISH_MONTH.finditer(undated)):
        if match.re is _VIETNAMESE_MONTH:
            month, year = int(match[1]), int(match[2])
        else:
            month, year = MONTH_NAMES.get(match["month"].lower(), 0), int(match["year"])
        if 1 <= month <= 12:
            found.append((match.start(), match.group(), frozenset({(3, month, year)})))
    found += _days_without_a_year(undated)
    for match in _TIME_OF_DAY.finditer(text):
        readings = {
            (2, hour, int(match[2]))
            for hour in _hours(int(match[1]), match["half"] or match["buoi"], padded=match[1])
        }
        found.append((match.start(), match.group(), frozenset(readings)))
    for match in _HOUR_OF_DAY.finditer(text):
        readings = {(2, hour, 0) for hour in _hours(int(match[1]), match["half"] or match["buoi"])}
        found.append((match.start(), match.group(), frozenset(readings)))
    # the offsets read so far, each once (a set of spans would be searched for each hour)
    said = {offset for start, written, _ in found for offset in range(start, start + len(written))}
    for start, end, hour in _hours_said_of_a_day(text):
        if hour <= 24 and said.isdisjoint(range(start, end)):
            said.update(range(start, end))
            readings = {(2, hour, 0) for hour in _hours(hour, None, padded=text[start:end])}
            found.append((start, text[start:end], frozenset(readings)))
    return [(written, readings) for _, written, readings in sorted(found, key=lambda f: f[0])]


def _days_without_a_year(text: str) -> list[tuple[int, str, frozenset[tuple[int, ...]]]]:
    """The days of a month (5, day, month) and of every month (4, day) ``text`` states, its
    dates with a year blanked: (where, as written, what it means)."""
    found: list[tuple[int, str, frozenset[tuple[int, ...]]]] = []

    def day(start: int, written: str, reading: tuple[int, ...]) -> None:
        if 1 <= reading[1] <= 31 and (len(reading) == 2 or 1 <= reading[2] <= 12):
            found.append((start, written, frozenset({reading})))

    for listed in _VIETNAMESE_DAYS.finditer(text):
        for match in _VIETNAMESE_DAY_ONLY.finditer(text, listed.start(1), listed.end()):
            if not _LUNAR.match(text, listed.end()):
                day(match.start(), match.group(), (5, int(match[1]), int(match[2] or match[3])))
    for match in (found_ for pattern in _ENGLISH_DAYS for found_ in pattern.finditer(text)):
        month = MONTH_NAMES.get(match["month"].lower())
        if month is not None:
            # "2 May." ends a sentence there
            day(match.start(), match.group().removesuffix("."), (5, int(match["day"]), month))
    for match in _DAY_OF_EVERY_MONTH_VI.finditer(text):
        day(match.start(), match.group(), (4, int(match[1])))
    for match in (
        found_ for pattern in _DAY_OF_EVERY_MONTH_EN for found_ in pattern.finditer(text)
    ):
        ordinal = match.groupdict().get("word")
        number = _ENGLISH_ORDINALS[ordinal.lower()] if ordinal else int(match["day"])
        day(match.start(), match.group(), (4, number))
    return found


def _as_days(readings: frozenset[tuple[int, ...]]) -> set[tuple[int, ...]]:
    """The days of dates: "30 April 2026" states 30 April too."""
    return {(5, reading[1], reading[2]) for reading in readings if reading[0] == 1}


def _hours_said_of_a_day(text: str) -> list[tuple[int, int, int]]:
    """The hours without minutes ``text`` says are times of day: (start, end, hour)."""
    hours = [
        (match.start(1), match.end(1), int(match[2]))
        for pattern in (_AT_HOUR, _HOUR_ON_A_DATE)
        for match in pattern.finditer(text)
    ]
    for match in _HOUR_RANGE.finditer(text):
        first, last = int(match[2] or match[3]), int(match[5])
        if last >= 13 or last < first:  # past noon, or past midnight: no length
            hours.append((match.start(4), match.end(4), last))
            if match[1] is not None:  # not "8 giờ 30", a time already
                hours.append((match.start(1), match.end(1), first))
    return hours


def _blanked(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with ``spans`` blanked out, its other offsets kept."""
    pieces, end = [], 0
    for start, stop in sorted(spans):
        start = max(start, end)
        pieces += [text[end:start], " " * max(0, stop - start)]
        end = max(end, stop)
    return "".join(pieces) + text[end:]


def _as_months(readings: frozenset[tuple[int, ...]]) -> set[tuple[int, ...]]:
    """The months of dates: "1 April 2026" states April 2026 too."""
    return {(3, reading[2], reading[3]) for reading in readings if reading[0] == 1}


def _written_alike_unmatched(vietnamese: str, english: str) -> tuple[list[str], list[str]]:
    """Each language's dates, months and times the other does not state, when both state one
    of the kind the other lacks (one side's "từ tháng 4 năm 2026" is the other's "from 1 April
    2026", and a date only one side states, "ngày ký", decides nothing)."""
    stated_vi = _written_alike(vietnamese, either_way=False)
    stated_en = _written_alike(english, either_way=True)
    only_vi: list[str] = []
    only_en: list[str] = []
    # dates, times of day, months, days of every month, days of a month
    for kind in (1, 2, 3, 4, 5):
        of_kind_vi = [(w, r) for w, r in stated_vi if min(r)[0] == kind]
        of_kind_en = [(w, r) for w, r in stated_en if min(r)[0] == kind]
        values_vi = {reading for _, readings in stated_vi for reading in readings}
        values_en = {reading for _, readings in stated_en for reading in readings}
        # a date states its month and its day: "tháng 4 năm 2026" / "1 May 2026" differ, and
        # "ngày 30/4" / "1 May 2026"
        within = {3: _as_months, 5: _as_days}.get(kind)
        if within is not None:
            of_kind_vi += [(w, frozenset(within(r))) for w, r in stated_vi if min(r)[0] == 1]
            of_kind_en += [(w, frozenset(within(r))) for w, r in stated_en if min(r)[0] == 1]
            values_vi |= {m for _, readings in stated_vi for m in within(readings)}
            values_en |= {m for _, readings in stated_en for m in within(readings)}
        lacking_vi = [written for written, readings in of_kind_vi if not readings & values_en]
        lacking_en = [written for written, readings in of_kind_en if not readings & values_vi]
        if lacking_vi and lacking_en:
            only_vi += lacking_vi
            only_en += lacking_en
    return list(dict.fromkeys(only_vi)), list(dict.fromkeys(only_en))


# A count in English words, as translations write periods ("six (6) months", "thirty days",
# "forty-five days"): one to ninety-nine.
_ENGLISH_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_ENGLISH_COUNTS = {word: value for value, word in enumerate(ENGLISH_UNITS, start=1)}
for _tens, _tens_word in enumerate(_ENGLISH_TENS, start=2):
    _ENGLISH_COUNTS[_tens_word] = _tens * 10
    for _unit, _unit_word in enumerate(ENGLISH_UNITS[:9], start=1):
        _ENGLISH_COUNTS[f"{_tens_word}-{_unit_word}"] = _tens * 10 + _unit
        _ENGLISH_COUNTS[f"{_tens_word} {_unit_word}"] = _tens * 10 + _unit  # "forty five"
_COUNT = r"\d{1,3}(?:[.,]\d{1,2})?(?![\d.,]\d)"
_ENGLISH_COUNT = "|".join(
    re.escape(word).replace(r"\ ", r"[^\S\n]+")
    for word in sorted(_ENGLISH_COUNTS, key=len, reverse=True)
)
_AGE_BEFORE = re.compile(r"\b(?:aged|age[^\S\n]+of)[^\S\n]*$", re.IGNORECASE)
_AGE_AFTER = re.compile(r"[^\S\n]+(?:old|of[^\S\n]+age)\b", re.IGNORECASE)
# "one hundred and twenty days": a count in words this reading does not take whole
_HUNDREDS_BEFORE = re.compile(r"\b(?:hundred|thousand)(?:[^\S\n]+and)?[^\S\n]*$", re.IGNORECASE)
# A count in Vietnamese words ("hai năm", "ba mươi ngày", "mười hai tháng"), not starting with
# "năm", also a year ("năm tháng" may be "years and months")
_VIETNAMESE_COUNT = (
    r"(?:một|hai|ba|bốn|sáu|bảy|tám|chín)(?:[^\S\n]+mươi(?:[^\S\n]+"
    r"(?:mốt|hai|ba|bốn|tư|lăm|sáu|bảy|tám|chín))?)?"
    r"|mười(?:[^\S\n]+(?:một|hai|ba|bốn|lăm|sáu|bảy|tám|chín))?"
)
# ... that names a month or a day, or ranks ("tháng hai năm 2026", "thứ hai tuần sau")
_NAMING_BEFORE = re.compile(r"\b(?:tháng|thứ|ngày|mùng|mồng|lần)[^\S\n]*$", re.IGNORECASE)
# A period: a count (in figures or English words, perhaps the other way in parentheses after
# it: "six (6)", "12 (mười hai)") right before its unit ("tháng", "working days", "12-month").
_PERIOD = re.compile(
    rf"(?<![\w.,/])(?:(?P<count>{_COUNT}|{_ENGLISH_COUNT}|{_VIETNAMESE_COUNT})(?:[^\S\n]*\((?P<aside>[^()\n]{{1,30}})\))?"
    rf"|\((?P<bracketed>{_COUNT})\))"
    r"(?:[^\S\n]*|-)(?:(?P<kind>working|business|calendar|consecutive|full)[^\S\n]+)?"
    # (a quarter of a year, not "a quarter of the options", a fourth)
    r"(?P<unit>tháng|months?|ngày|days?|năm|years?|tuần|weeks?|quý|quarters?(?![^\S\n]+of\b)|hours?"
    # hours too: labour regulations and collective agreements cap working time in them ("40
    # giờ trong 01 tháng và 300 giờ trong 01 năm"), and a translation's "200 hours a year"
    # changed no amount. Not a time of day: "17 giờ 30", "8 giờ sáng", "lúc 8 giờ"
    r"|giờ(?![^\S\n]*(?:\d|sáng|trưa|chiều|tối(?![^\S\n]*(?:đa|thiểu)\b)|đêm)))\b",
    re.IGNORECASE,
)
_PERIOD_UNITS = {
    "tháng": "month",
    "ngày": "day",
    "năm": "year",
    "tuần": "week",
    "quý": "quarter",
    "giờ": "hour",
}
_WORKING_AFTER = re.compile(r"[^\S\n]+làm[^\S\n]+việc\b", re.IGNORECASE)
_CLOCK_BEFORE = re.compile(r"\blúc[^\S\n]*$", re.IGNORECASE)
# A number after "ngày" or "tháng" names a day or a month ("ngày 01 tháng 03 năm 2026", "tháng
# 01 năm kế tiếp"), and so does one right before such a month ("12 tháng 3 năm 2026"): no
# period. A number a unit follows counts one ("2 tháng 15 ngày": 2 months and 15 days).
_NAMED_DAY_OR_MONTH = re.compile(
    r"(?:\b\d{1,2}[^\S\n]+)?\b(?:ngày|tháng)[^\S\n]+\d{1,2}\b"
    r"(?![^\S\n]*(?:ngày|tháng|tuần|năm)\b(?![^\S\n]*\d))",
    re.IGNORECASE,
)


def stated_periods(
    text: str, *, working_days: bool = False
) -> list[tuple[str, frozenset[tuple[str, Decimal]]]]:
    """The periods ``text`` states, as written and as the (unit, length) pairs they may be
    read as: a year also as months, a week also as days, whole days of hours as days."""
    text = _NAMED_DAY_OR_MONTH.sub(lambda match: " " * len(match.group()), text)
    # an hour the clause says is a time of day ("từ 8 giờ đến 17 giờ") is no length of time
    text = _blanked(text, [(start, end) for start, end, _ in _hours_said_of_a_day(text)])
    found = []
    for match in _PERIOD.finditer(text):
        if _AGE_BEFORE.search(text[max(0, match.start() - 20) : match.start()]) or (
            _AGE_AFTER.match(text, match.end())
        ):
            continue  # an age: "aged 18 years", "55 years of age", the other side's "tuổi"
        before = text[max(0, match.start() - 8) : match.start()]
        if (
            match["count"]
            and re.fullmatch(_VIETNAMESE_COUNT, match["count"], re.IGNORECASE)
            and (
                _NAMING_BEFORE.search(before)
                or (
                    match["count"].lower() == "một"
                    and _FIGURE_BEFORE.search(
                        text, max(0, match.start() - _FIGURE_REACH), match.start()
                    )
                )
            )
        ):
            continue  # "tháng hai năm 2026", "12 ngày một năm": no period
        if match["unit"].lower() == "giờ" and _CLOCK_BEFORE.search(before):
            continue  # "lúc 8 giờ": at eight o'clock
        unit = match["unit"].lower().rstrip("s")
        unit = _PERIOD_UNITS.get(unit, unit)
        working = (
            working_days
            and unit == "day"
            and (
                (match["kind"] or "").lower() in ("working", "business")
                or _WORKING_AFTER.match(text, match.end()) is not None
            )
        )
        if working:
            # "05 ngày làm việc" / "5 working days": not five days ("7 days" translating "07
            # ngày làm việc" counts weekends and holidays the parties did not)
            unit = "working day"
        count = match["count"]
        if _HUNDREDS_BEFORE.search(text[max(0, match.start() - 20) : match.start()]):
            count = None  # only its figures in parentheses, if any: "(120)"
        counts = {
            _count(written)
            for written in (count, match["aside"], match["bracketed"])
            if written and _count(written) is not None
        }
        readings = {(unit, count) for count in counts if count is not None}
        if working_days and unit == "day" and match["unit"].lower() == "ngày":
            # a Vietnamese "ngày" may leave "làm việc" to the last of a list ("từ 12 ngày lên
            # 14 ngày làm việc"): working days too; an English "days" is calendar days
            readings |= {("working day", count) for count in counts if count is not None}
        if unit == "year":
            readings |= {("month", count * 12) for count in counts if count is not None}
        if unit == "week":
            readings |= {("day", count * 7) for count in counts if count is not None}
        if unit == "quarter":
            readings |= {("month", count * 3) for count in counts if count is not None}
        if unit == "hour":  # "trong vòng 24 giờ": "within one day"
            readings |= {("day", count / 24) for count in counts if count and count % 24 == 0}
        if readings:
            found.append((match.group().strip(), frozenset(readings)))
    return found


def _count(written: str) -> Decimal | None:
    written = " ".join(written.lower().split())
    if written in _ENGLISH_COUNTS:
        return Decimal(_ENGLISH_COUNTS[written])
    if re.fullmatch(_COUNT, written):
        return Decimal(written.replace(",", ".")).normalize()
    in_words = number_in_words(written)
    return None if in_words is None else Decimal(in_words)


def _periods_unmatched(
    vietnamese: str, english: str, working_days: bool = False
) -> tuple[list[str], list[str]]:
    """Each language's periods the other does not state as often, when both state one the
    other lacks."""
    # Each period matches one of the other language's, the first not yet taken: "18 tháng"
    # and "12 tháng" against "12 months" twice leave "18 tháng" and a "12 months" over.
    # Found through each reading's queue of the English periods, not by scanning them all
    # for each Vietnamese one: a long clause (a table of hours) stays linear.
    stated_en = stated_periods(english, working_days=working_days)
    taken = [False] * len(stated_en)
    by_reading: dict[tuple[str, Decimal], deque[int]] = defaultdict(deque)
    for index, (_, readings) in enumerate(stated_en):
        for reading in readings:
            by_reading[reading].append(index)
    only_vi = []
    for written, readings in stated_periods(vietnamese, working_days=working_days):
        firsts = []
        for reading in readings:
            queue = by_reading.get(reading)
            while queue and taken[queue[0]]:
                queue.popleft()
            if queue:
                firsts.append(queue[0])
        if firsts:
            taken[min(firsts)] = True
        else:
            only_vi.append(written)
    only_en = [written for (written, _), done in zip(stated_en, taken, strict=True) if not done]
    if not (only_vi and only_en):
        return [], []
    return list(dict.fromkeys(only_vi)), list(dict.fromkeys(only_en))


# How often something recurs, or what an amount is per: "/tháng", "mỗi tuần", "hằng năm",
# "một ca" / "per month", "a week", "each shift", "monthly", "/day". A translation that says
# "3 days per month" of "03 ngày mỗi tuần", or "VND 50,000 per month" of "50.000 đồng/ngày làm
# việc", states the same figures of another thing: compared by unit, as periods are, and by
# how many of it ("hằng năm" / "every two years", "06 tháng một lần" / "every six months"; a
# year is twelve months and a quarter three, as "hằng quý" is "every three months").
# (a period's units, and what only a recurrence is counted in: a quarter, a shift)
_RECURRING_UNITS_VI = {**_PERIOD_UNITS, "quý": "quarter", "ca": "shift"}
_RECURRING_UNITS_EN = {unit: unit for unit in _RECURRING_UNITS_VI.values()} | {"annum": "year"}
_RECURRING_VI = re.compile(
    # "mỗi 02 giờ": every two hours (not "trên 05 ngày", more than five days, nor "trong giờ
    # làm việc", during working hours); a slash after a figure or its unit, not between units
    # ("Ngày/tháng/năm sinh")
    # "cứ đủ 05 năm": every five years; "nghỉ hằng năm", annual leave, is a name
    r"(?:(?<!ngày)(?<!tháng)(?<!năm)/[^\S\n]*|\b(?:(?:mỗi|cứ(?:[^\S\n]+(?:đủ|mỗi))?)(?:[^\S\n]+"
    rf"(?P<each>\d{{1,2}}|{_VIETNAMESE_COUNT}))?|(?<!nghỉ\s)(?<!phép\s)(?:hằng|hàng)|một)[^\S\n]+)"
    r"(?P<unit>ngày|tuần|tháng|quý|năm|giờ|ca)\b"
    # "06 tháng một lần", "02 năm/lần", "nửa tháng một lần": once every six months, every two
    # years, twice a month
    rf"|(?<![\w.,])(?P<count>\d{{1,2}}|{_VIETNAMESE_COUNT}|nửa)[^\S\n]+"
    r"(?P<every>ngày|tuần|tháng|quý|năm|giờ)(?:[^\S\n]+một[^\S\n]+|[^\S\n]*/[^\S\n]*)lần\b",
    re.IGNORECASE,
)
_ENGLISH_UNIT_COUNT = "|".join(ENGLISH_UNITS[:12])
_RECURRING_EN = re.compile(
    r"(?:/[^\S\n]*|\b(?:(?:each|every)(?:[^\S\n]+"
    rf"(?P<each>\d{{1,2}}|{_ENGLISH_UNIT_COUNT}|other|half))?|per|a|an)[^\S\n]+"
    r"(?:(?:working|business|calendar|full|complete)[^\S\n]+)?)"
    r"(?P<unit>days?|weeks?|months?|quarters?|years?|hours?|shifts?|annum)\b"
    r"|\b(?P<adverb>daily|weekly|monthly|quarterly|yearly|annually|hourly|fortnightly"
    r"|biennially|semi-?annually|bi-?annually|half-yearly|semi-?monthly|half-monthly)\b",
    re.IGNORECASE,
)
_ADVERB_UNITS: dict[str, tuple[Fraction, str]] = {
    adverb: (Fraction(count), unit)
    for adverb, (count, unit) in {
        "daily": ("1", "day"), "weekly": ("1", "week"), "monthly": ("1", "month"),
        "quarterly": ("1", "quarter"), "yearly": ("1", "year"), "annually": ("1", "year"),
        "hourly": ("1", "hour"), "fortnightly": ("2", "week"), "biennially": ("2", "year"),
        "semiannually": ("6", "month"), "semi-annually": ("6", "month"),
        "biannually": ("6", "month"), "bi-annually": ("6", "month"), "half-yearly": ("6", "month"),
        "semimonthly": ("1/2", "month"), "semi-monthly": ("1/2", "month"),
        "half-monthly": ("1/2", "month"),
    }.items()
}  # fmt: skip
# what a year and a quarter are in months, as a recurrence may be said in either
_IN_MONTHS = {"year": 12, "quarter": 3}


def _recurrences(text: str, *, english: bool) -> list[tuple[str, str]]:
    """``text``'s recurrences: (as written, how many of which unit: "12 month" for "hằng năm",
    "24 month" for "every two years"). "a"/"an" and "một" say how often only right after a
    figure ("3 days a week", "VND 50,000 a month", "03 ngày một tuần"): "a day off", "within a
    month", "một ngày làm việc" say none."""
    found = []
    for match in (_RECURRING_EN if english else _RECURRING_VI).finditer(text):
        written = match.group()
        if written.split()[0].lower() in ("a", "an", "một") and not (
            _FIGURE_BEFORE.search(text, max(0, match.start() - _FIGURE_REACH), match.start())
        ):
            continue
        if english and _OFF_AFTER.match(text, match.end()):
            continue
        if english and match["adverb"]:
            count, unit = _ADVERB_UNITS[match["adverb"].lower()]
        else:
            said = (match["unit"] or match["every"]).lower()
            unit = (_RECURRING_UNITS_EN if english else _RECURRING_UNITS_VI)[said.rstrip("s")]
            count = _recurring_count(
                match.groupdict().get("each") or match.groupdict().get("count")
            )
        if unit in _IN_MONTHS:
            count, unit = count * _IN_MONTHS[unit], "month"
        times = _times_said(text, match, english=english)
        found.append((written, f"{Fraction(count) / times} {unit}"))
    return found


def _times_said(text: str, match: re.Match[str], *, english: bool) -> int:
    """How many times in each recurrence ``text`` says, right before or after it ("twice a
    year", "3 times per month", "mỗi năm hai lần", "hai lần mỗi tháng"): once where none."""
    if english:
        said = _TIMES_BEFORE_EN.search(text, max(0, match.start() - _FIGURE_REACH), match.start())
    elif match["every"]:  # "06 tháng một lần" says its own
        return 1
    else:
        said = _TIMES_AFTER_VI.match(text, match.end()) or _TIMES_BEFORE_VI.search(
            text, max(0, match.start() - _FIGURE_REACH), match.start()
        )
    if said is None:
        return 1
    written = str(said["times"] or said.groupdict().get("times_n") or "").lower()
    if written in _TIMES_WORDS:
        return _TIMES_WORDS[written]
    # (none or "0 lần" says no how often: read as once)
    return (int(written) if written.isdigit() else number_in_words(written)) or 1


def _recurring_count(written: str | None) -> Fraction:
    """How many units a recurrence's count says: one where none is written ("mỗi tháng")."""
    if written is None:
        return Fraction(1)
    if written.lower() == "other":  # "every other week"
        return Fraction(2)
    if written.lower() in ("half", "nửa"):  # "every half month", "nửa tháng một lần"
        return Fraction(1, 2)
    if written.isdigit():
        return Fraction(int(written))
    return Fraction(number_in_words(written) or 1)


# A figure and what it counts or costs, or how many times, right before "a"/"một" ("3 days
# a", "50,000 a", "once a", "twice a", "3 times a")
_FIGURE_BEFORE = re.compile(
    r"(?:\d[\d.,]*(?:[^\S\n]+[^\W\d]+){0,2}|\b(?:once|twice|times))[^\S\n]*$",
    re.IGNORECASE,
)
_FIGURE_REACH = 30
_TIMES_WORDS = {"once": 1, "twice": 2, "thrice": 3}
_TIMES_BEFORE_EN = re.compile(
    rf"\b(?:(?P<times>once|twice|thrice)|(?P<times_n>\d{{1,2}}|{_ENGLISH_UNIT_COUNT})[^\S\n]+times)"
    r"[^\S\n]*$",
    re.IGNORECASE,
)
_TIMES_AFTER_VI = re.compile(
    rf"[^\S\n]+(?P<times>\d{{1,2}}|{_VIETNAMESE_COUNT})[^\S\n]+lần\b", re.IGNORECASE
)
_TIMES_BEFORE_VI = re.compile(
    rf"\b(?P<times>\d{{1,2}}|{_VIETNAMESE_COUNT})[^\S\n]+lần[^\S\n]*$", re.IGNORECASE
)
_OFF_AFTER = re.compile(r"[^\S\n]+off\b", re.IGNORECASE)


def _recurrences_unmatched(vietnamese: str, english: str) -> tuple[list[str], list[str]]:
    """Each language's recurrences whose unit the other does not state as often, when both
    state one the other lacks ("mỗi tuần" / "per month")."""
    stated_vi = _recurrences(vietnamese, english=False)
    stated_en = _recurrences(english, english=True)
    only_vi, only_en = _left_over(stated_vi, stated_en), _left_over(stated_en, stated_vi)
    if not (only_vi and only_en):
        return [], []
    return list(dict.fromkeys(only_vi)), list(dict.fromkeys(only_en))


def _left_over(one: list[tuple[str, str]], other: list[tuple[str, str]]) -> list[str]:
    """``one``'s recurrences (as written) beyond as many of each unit as ``other`` states."""
    left = Counter(unit for _, unit in other)
    over = []
    for written, unit in one:
        if left[unit]:
            left[unit] -= 1
        else:
            over.append(written)
    return over


def _unmatched(one: list[Stated], other: list[Stated], *, percent: bool) -> list[str]:
    """``one``'s numbers of the kind it must state (as written, each once) no reading of which
    ``other`` writes."""
    values = {value for stated in other if stated.percent is percent for value in stated.readings}
    missing = (
        stated.written
        for stated in one
        if stated.percent is percent and stated.required and not stated.readings & values
    )
    return list(dict.fromkeys(missing))
