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
one alone is as often a paraphrase ("100%" is "full salary", "200%" "double").
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import NamedTuple

# digits, grouped by thousands with "." "," or a non-breaking space, then decimals, and no
# more digits after (a prefix of a longer number is no number); then a percent sign, "times",
# a multiplier in words, or one abbreviated and attached ("35m", "500k", "35tr")
_NUMBER = re.compile(
    r"(?<![\d.,])(?P<grouped>\d{1,3}(?:(?P<separator>[.,\u00a0\u202f])\d{3})"
    r"(?:(?P=separator)\d{3})*|\d+)(?P<tail>[.,]\d+)?(?![.,]?\d)"
    r"(?:\s*(?P<percent>%|phần trăm|percent|per cent)"
    r"|\s*(?P<times>lần|times)\b"
    r"|\s*(?P<words>triệu|million|mln|tỷ|tỉ|billion|nghìn|ngàn|thousand)\b"
    r"|(?P<attached>mn|m|bn|k|tr)\b)?",
    re.IGNORECASE,
)
# "15.03.2024": a date written with dots, whose year the grouping above would not read
_DOTTED_DATE = re.compile(r"(?<![\d.,])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![.,]?\d)")
_MULTIPLIERS = {
    "nghìn": 10**3,
    "ngàn": 10**3,
    "thousand": 10**3,
    "k": 10**3,
    "triệu": 10**6,
    "million": 10**6,
    "mln": 10**6,
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


class Stated(NamedTuple):
    written: str
    readings: frozenset[Decimal]  # the values it may be read as
    percent: bool  # a rate ("10%", "1.5 times"): never equal to an amount
    required: bool  # the other language must state it too (an amount of 1,000 or more)


def stated_numbers(text: str) -> list[Stated]:
    """Every number ``text`` writes, as written and as the values it may be read as."""
    found = []
    for match in _NUMBER.finditer(_DOTTED_DATE.sub(r"\1/\2/\3", text)):
        grouped, tail = match["grouped"], match["tail"]
        if len(grouped) + len(tail or "") > LONGEST_NUMBER:
            continue
        readings = _readings(grouped, match["separator"], tail)
        if match["words"]:
            readings = {value * _MULTIPLIERS[match["words"].lower()] for value in readings}
        elif match["attached"]:  # "500m" may be metres, "35m" millions: both readings
            factor = _MULTIPLIERS[match["attached"].lower()]
            readings |= {value * factor for value in readings}
        percent = bool(match["percent"] or match["times"])
        if match["times"]:  # "1.5 times the hourly wage" may be its "150%"
            readings = {value * 100 for value in readings}
        required = percent or any(value >= SMALLEST_STATED for value in readings)
        found.append(Stated(match.group(0).strip(), frozenset(readings), percent, required))
    return found


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


def differences(vietnamese: str, english: str) -> tuple[list[str], list[str]]:
    """What each language alone states (as written, each once): its amounts the other does
    not write, and its percentages when the other states percentages it lacks too."""
    stated_vi, stated_en = stated_numbers(vietnamese), stated_numbers(english)
    amounts_vi = _unmatched(stated_vi, stated_en, percent=False)
    amounts_en = _unmatched(stated_en, stated_vi, percent=False)
    rates_vi = _unmatched(stated_vi, stated_en, percent=True)
    rates_en = _unmatched(stated_en, stated_vi, percent=True)
    if not (rates_vi and rates_en):
        rates_vi = rates_en = []
    return amounts_vi + rates_vi, amounts_en + rates_en


def _unmatched(one: list[Stated], other: list[Stated], *, percent: bool) -> list[str]:
    values = {value for stated in other if stated.percent is percent for value in stated.readings}
    missing = (
        stated.written
        for stated in one
        if stated.percent is percent and stated.required and not stated.readings & values
    )
    return list(dict.fromkeys(missing))
