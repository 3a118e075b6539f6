"""The number a signed contract bears ("Số: 15/2026/HĐLĐ") and the numbers of the contracts an
appendix says it amends ("Căn cứ Hợp đồng lao động số 27/2025/HĐLĐ ký ngày …").

An appendix of another contract, applied to this one, would store terms its parties never
signed for it. Numbers are compared by their figures ("015/2026/HĐLĐ" is "15/2026/HDLD"):
the letters are written every way, the figures are what tell two contracts apart. Where
either number is not written, nothing is known, and nothing is refused for it.
"""

from __future__ import annotations

import re

from . import ParsedDocument

# A document's number: figures and the codes around them, at least one "/" or "-" between
# ("15/2026/HĐLĐ", "HĐLĐ-2026-015", "123/2025/HĐLĐ-ABC"), not a date ("01/06/2026") alone
_NUMBER = r"(?P<number>(?:[^\W\d_]{1,12}[-/])?\d{1,6}(?:[-/.][^\W_]{1,12}){1,4})"
# "Số: 15/2026/HĐLĐ" / "No.: 15/2026/HĐLĐ" on a line of its own, or in the title
# ("Số/No.: 015/2026/HĐLĐ-CSVN": the label in both languages)
_OWN = re.compile(
    r"(?:^|\n)[ \t]*(?:số|no\.?|number)(?:[ \t]*/[ \t]*(?:no\.?|number))?"
    rf"[ \t]*(?::[ \t]*)?{_NUMBER}",
    re.IGNORECASE,
)
_IN_TITLE = re.compile(rf"\bsố[ \t]*(?::[ \t]*)?{_NUMBER}", re.IGNORECASE)
# "Hợp đồng lao động số 27/2025/HĐLĐ", "HĐLĐ số …", "hợp đồng đã ký số …"
# (on one line; not the appendix's own: "PHỤ LỤC HỢP ĐỒNG SỐ 01/2026/PLHĐ")
_AMENDED = re.compile(
    r"(?<!phụ lục )\b(?:hợp[ \t]+đồng(?:[ \t]+lao[ \t]+động)?|hđlđ)"
    rf"(?:[ \t]+(?:đã[ \t]+)?ký(?:[ \t]+kết)?)?[ \t]+số[ \t]*(?::[ \t]*)?{_NUMBER}",
    re.IGNORECASE,
)
_A_DATE = re.compile(r"\d{1,2}[/.-]\d{1,2}[/.-]\d{4}")
# An appendix's own number ("01/2026/PLHĐ", "PL-01"), and its title: "PHỤ LỤC 01 HỢP ĐỒNG LAO
# ĐỘNG SỐ 01/2026/PLHĐ" numbers the appendix, not the contract
_AN_APPENDIXS = re.compile(r"(?:^|[/.-])PL(?:HĐ|HD|HĐLĐ|HDLD)?(?:$|[/.-]|\d)", re.IGNORECASE)
_APPENDIX_TITLE = re.compile(r"^[ \t#*]*phụ[ \t]+lục\b", re.IGNORECASE)


def own_number(document: ParsedDocument) -> str:
    """The number ``document`` bears, as written ("" when it states none, and for an
    appendix: the number it bears is its own, no contract's)."""
    if _APPENDIX_TITLE.match(document.title_vi or ""):
        return ""
    for pattern, text in ((_IN_TITLE, document.title_vi), (_OWN, document.preamble_vi)):
        for found in pattern.finditer(text or ""):
            if _a_contracts(found["number"]):
                return found["number"]
    return ""


def is_an_appendix(document: ParsedDocument) -> bool:
    """Whether ``document`` is titled an appendix ("PHỤ LỤC HỢP ĐỒNG …")."""
    return _APPENDIX_TITLE.match(document.title_vi or "") is not None


def _a_contracts(number: str) -> bool:
    return not _A_DATE.fullmatch(number) and not _AN_APPENDIXS.search(number)


def numbers_amended(appendix: ParsedDocument) -> list[str]:
    """The numbers of the contracts ``appendix`` names, as written, each once: in its title,
    the text before its articles and its clauses (the Vietnamese, the operative text). Not a
    number of its own ("PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 01/2026/PLHĐ" numbers the appendix)."""
    texts = [appendix.title_vi, appendix.preamble_vi, *(c.text_vi for c in appendix.clauses)]
    named = (
        found["number"]
        for text in texts
        for line in (text or "").split("\n")
        for found in _AMENDED.finditer(line)
        if _a_contracts(found["number"]) and _names_the_contract(line, found.start())
    )
    return list(dict.fromkeys(named))


def _names_the_contract(line: str, at: int) -> bool:
    """Whether the contract named at ``at`` is the one amended: in a line titling the appendix
    ("PHỤ LỤC 01 HỢP ĐỒNG LAO ĐỘNG SỐ 03/2026"), a number is the appendix's own unless the
    title says whose it is ("PHỤ LỤC CỦA HỢP ĐỒNG LAO ĐỘNG SỐ 27/2025/HĐLĐ")."""
    if not _APPENDIX_TITLE.match(line):
        return True
    return _WHOSE.search(line[:at]) is not None


_WHOSE = re.compile(r"\b(?:của|kèm\s+theo|thuộc)\s*$", re.IGNORECASE)


def same_number(one: str, other: str) -> bool:
    """Whether two numbers, however written, have the same figures in the same order."""
    return _figures(one) == _figures(other)


def _figures(number: str) -> tuple[int, ...]:
    return tuple(int(figure) for figure in re.findall(r"\d+", number))
