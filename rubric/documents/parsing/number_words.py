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
# A figure ("35.000.000", "35,000,000", "30", "150"), and the scale written after it ("40
# triệu", "1.5 million"): grouped by thousands or a whole number, never a decimal
_FIGURE = (
    r"(?<![\w.,/])(?<!\d[ \u00a0])"
    r"(?P<figure>\d{1,3}(?:(?P<sep>[.,])\d{3}(?:(?P=sep)\d{3})*)?|\d+)(?![\d]|[.,/]\d)"
    r"(?:[ \t]*(?P<scale>triệu|nghìn|ngàn|tỷ|tỉ|million|thousand|billion)\b)?"
)
# ... then its unit and its words in brackets: "35.000.000 đồng/tháng (bằng chữ: Ba mươi lăm
# triệu đồng một tháng)", "VND 35,000,000 per month (in words: thirty-five million …)",
# "05 (năm) ngày"; the words are read up to the first that says no number ("đồng", "per")
_FIGURE_THEN_WORDS = re.compile(
    rf"{_FIGURE}(?P<between>[^\d()\n]{{0,30}}?)\(\s*(?:(?:viết\s+)?bằng\s+chữ|in\s+words)?\s*[:\-\u2013]?"
    rf"\s*(?P<words>{_RUN})(?P<rest>[^()]*)\)",
    re.IGNORECASE,
)
# ... or the words first and the figure in brackets: "thirty (30) days", "ba mươi (30) ngày"
_WORDS_THEN_FIGURE = re.compile(
    rf"(?<![^\W\d_])(?P<words>{_RUN})[ \t]*\([ \t]*{_FIGURE}[ \t]*%?[ \t]*\)",
    re.IGNORECASE,
)
# what may stand after an amount's words inside its brackets: its currency, unit or period
_AFTER_THE_WORDS = re.compile(
    r"^\s*(?:$|[.,;]|(?:đồng|vnđ|vnd|việt\s+nam|vietnamese|dong|phần\s+trăm|percent|per\b"
    r"|một\s+(?:tháng|năm|ngày|giờ|tuần)\b|mỗi\b|\w*%|/))",
    re.IGNORECASE,
)


def _figure_value(found: re.Match[str]) -> int:
    value = int(re.sub(r"\D", "", found.group("figure")))
    scale = (found.group("scale") or "").casefold()
    return value * (_VI_SCALES.get(scale) or _EN_SCALES.get(scale) or 1)


def words_against_figures(text: str) -> list[str]:
    """Each place in ``text`` where an amount's words say another number than its figure
    ("40.000.000 đồng (bằng chữ: Bốn mươi lăm triệu đồng)"), as written there."""
    contradicted = []
    for found in _FIGURE_THEN_WORDS.finditer(text):
        if not _AFTER_THE_WORDS.match(found.group("rest")):
            continue  # "(năm 2026 …)": the words open something else
        said = number_in_words(found.group("words"))
        if said is not None and said != _figure_value(found):
            contradicted.append(" ".join(found.group().split()))
    for found in _WORDS_THEN_FIGURE.finditer(text):
        said = number_in_words(found.group("words"))
        if said is not None and found.group("scale") is None and said != _figure_value(found):
            contradicted.append(" ".join(found.group().split()))
    return contradicted


def read_beside_its_figure(text: str, begin: int, end: int) -> bool:
    """Whether ``text[begin:end]`` is part of an amount written as a figure and in words that
    are read as a number ("35.000.000 đồng/tháng (bằng chữ: Ba mươi lăm triệu đồng)"): what
    either then says after a change can be checked against the other."""
    for found in _FIGURE_THEN_WORDS.finditer(text, max(0, begin - 80)):
        if found.start() > end:
            break
        if found.end() >= begin and _AFTER_THE_WORDS.match(found.group("rest")):
            return number_in_words(found.group("words")) is not None
    return False
