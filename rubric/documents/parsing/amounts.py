"""The amounts, years and percentages a clause states, compared between its two languages.

A clause's English is paired with its Vietnamese by numbering or by place; when a translation
merged two articles, or a paragraph went to the wrong clause, the pairing is wrong and nothing
in the numbering shows it. What a translation never changes shows it: the salary, the dates'
years, the percentages. A clause whose Vietnamese states an amount its English does not (or
the other way round) is reported (``numbers_differ``), so a citation quoting both is checked
by a person before anyone relies on it.

Both languages write numbers both ways in practice ("16.000.000 đồng", "VND 16,000,000", and
translations that keep "16.000.000 VND"), so a number matches when any reading of it does.
Small numbers are left out: a translation spells them out ("two (02) copies", "thirty days").
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import NamedTuple

# digits, grouped by thousands with "." "," or a non-breaking space, then decimals; then a
# percent sign, a multiplier in words, or one abbreviated and attached ("35m", "500k", "35tr")
_NUMBER = re.compile(
    r"(?<![\w.,])(?P<grouped>\d{1,3}(?:(?P<separator>[.,\u00a0\u202f])\d{3})"
    r"(?:(?P=separator)\d{3})*|\d+)(?P<tail>[.,]\d+)?"
    r"(?:\s*(?P<percent>%|phần trăm|percent|per cent)"
    r"|\s*(?P<times>lần|times)\b"
    r"|\s*(?P<words>triệu|million|tỷ|tỉ|billion|nghìn|ngàn|thousand)\b"
    r"|(?P<attached>mn|m|bn|k|tr)\b"
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


class Stated(NamedTuple):
    written: str
    readings: frozenset[Decimal]  # the values it may be read as
    # "2 lần" / "twice": a count as often as a rate, so it matches "200%" but is never missing
    required: bool = True


def stated_numbers(text: str) -> list[Stated]:
    """Each amount, year or percentage ``text`` states, as written and as the values it may
    be read as (percentages as negative numbers, so 10 % is never 10 đồng)."""
    found = []
    for match in _NUMBER.finditer(text):
        grouped, tail = match["grouped"], match["tail"]
        readings = _readings(grouped, match["separator"], tail)
        percent, multiplier = match["percent"], match["words"] or match["attached"]
        if multiplier:
            factor = _MULTIPLIERS[multiplier.lower()]
            readings = {value * factor for value in readings}
        if match["times"]:  # "1.5 times the hourly wage" may be its "150%"
            readings, percent = {value * 100 for value in readings}, "%"
        if percent:
            readings = {-value for value in readings}
        elif not any(value >= SMALLEST_STATED for value in readings):
            continue
        if readings:
            found.append(Stated(match.group(0).strip(), frozenset(readings), not match["times"]))
    return found


def _readings(grouped: str, separator: str | None, tail: str | None) -> set[Decimal]:
    """ "1.500" is fifteen hundred (Vietnamese) or one and a half (English); "16,000,000"
    sixteen million either way; "1,5" one and a half."""
    written = []
    if separator is not None:  # grouped by thousands, perhaps with decimals after
        digits = re.sub(r"\D", "", grouped)
        if tail is None or tail[0] != separator:
            written.append(digits + ("." + tail[1:] if tail else ""))
        # a single group may instead be a decimal part: "1.500" = 1.5, "2,500" = 2.5
        if grouped.count(separator) == 1 and tail is None and separator in ".,":
            written.append(grouped.replace(separator, "."))
    else:
        written.append(grouped + ("." + tail[1:] if tail else ""))
    return {Decimal(number).normalize() for number in written}


def unmatched(one: list[Stated], other: list[Stated]) -> list[str]:
    """``one``'s numbers (as written, each once) no reading of which ``other`` states."""
    values: set[Decimal] = set().union(*(stated.readings for stated in other))
    missing = (stated.written for stated in one if stated.required and not stated.readings & values)
    return list(dict.fromkeys(missing))
