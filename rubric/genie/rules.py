"""The ``rules`` proposer: offline and deterministic.

It reads each clause in both languages, recognises what kind of commitment it states with
bilingual patterns (confidentiality / bảo mật, working time / thời giờ làm việc, KPI / chỉ tiêu,
…) and takes every check parameter from the clause's own words: "không quá 48 giờ/tuần" is
``threshold_numeric`` ``<=`` 48 hours/week, "sau 24 tháng" is ``within_months`` 24. Nothing
about a particular contract is written here: when a clause does not say the number a check
needs, the clause gets no numeric check.

Its quotes are the sentences it read, copied from the clause (the grounding verifier checks
them like any other proposer's).
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from decimal import Decimal
from functools import lru_cache
from typing import Any

from ..citations import CitableClause, CitableDocument, normalized
from ..wording import ONLY_VI
from .documents import DocumentSet
from .proposer import Progress, Proposal

# --- reading numbers -----------------------------------------------------------------------

# "17.800.000" is one number (thousands grouped), "0,9" and "2.5" decimals. A grouped number
# starts where no figure is before it: tried from inside a long run of groups, each start would
# read the rest of the run again (quadratic).
_NUMBER = r"((?<![\d.,])\d{1,3}(?:[.,]\d{3}){2,}(?![.,]?\d)|\d+(?:[.,]\d+)?)"
# Numbers written in words beside their digits: "mười hai (12) ngày", "five (5) days",
# "chín mươi phần trăm (90%)", "05 (năm) ngày", "18 (mười tám) tháng".
_NUMBER_WORD = (
    r"(?:một|mốt|hai|ba|bốn|tư|năm|lăm|sáu|bảy|tám|chín|mười|mươi|trăm|nghìn|ngàn|triệu|lẻ|"
    r"linh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|"
    r"eighty|ninety|hundred|thousand|and)"
)
_NUMBER_IN_WORDS = rf"{_NUMBER_WORD}(?:[\s-]+{_NUMBER_WORD}){{0,8}}"

# A negated bound is the opposite bound: "không dưới 90%" is at least 90%, "not above 5" at most.
_AT_MOST = (
    r"không\s+trên|không\s+cao\s+hơn|not\s+above|no\s+(?:higher|greater)\s+than|"
    r"not\s+(?:higher|greater)\s+than|"
    # a temperature's warm bound: "không cao hơn -18 °C", "not warmer than -18 °C"
    r"không\s+(?:ấm|nóng)\s+hơn|(?:not|no)\s+(?:warmer|hotter)\s+than|"
    r"không\s+quá|tối\s+đa|không\s+vượt\s+quá|không\s+được\s+vượt\s+quá|trong\s+vòng|"
    r"trong\s+thời\s+hạn|chậm\s+nhất|muộn\s+nhất|không\s+muộn\s+hơn|dưới|"
    r"không\s+nhiều\s+hơn|≤|<=|"
    r"not\s+(?:to\s+)?exceed(?:ing)?|no\s+more\s+than|at\s+most|maximum\s+of|a\s+maximum\s+of|"
    r"up\s+to|within|not\s+more\s+than|no\s+later\s+than|fewer\s+than|less\s+than|below"
)
_AT_LEAST = (
    r"không\s+dưới|not\s+below|not\s+under|no\s+(?:fewer|lower)\s+than|"
    r"not\s+(?:fewer|lower)\s+than|"
    r"không\s+lạnh\s+hơn|(?:not|no)\s+colder\s+than|"
    r"ít\s+nhất|tối\s+thiểu|không\s+thấp\s+hơn|không\s+ít\s+hơn|từ|đạt|trên|≥|>=|"
    r"at\s+least|a\s+minimum\s+of|minimum\s+of|minimum|no\s+less\s+than|not\s+less\s+than|"
    r"of\s+at\s+least|reach(?:es|ing)?|above|more\s+than"
)
_STRICT = {"dưới": "<", "below": "<", "fewer than": "<", "less than": "<",
           "trên": ">", "above": ">", "more than": ">"}  # fmt: skip


@dataclass(frozen=True)
class Quantity:
    operator: str | None  # "<=", ">=", "<", ">" or None when the clause gives no direction
    value: float
    unit: str  # canonical: hours/week, hours/day, hours/month, hours/year, days, working_days,
    # months, percent, times, hours, minutes; "unknown" for a difference whose target is zero
    sentence: str  # the sentence it came from, as written (normalised)
    # In the condition of its sentence ("Nếu khách hàng hủy trong vòng 90 ngày, …"), not its duty.
    in_condition: bool = False
    # The words just before and after it in its sentence: what the number is the number of.
    before: str = ""
    after: str = ""
    # Its operator is already the opposite of its words', a negation before them read
    # ("không được nhận quà trên 500.000 đồng": at most 500,000).
    negated: bool = False


_UNITS: tuple[tuple[str, str], ...] = (
    # a temperature: "-18°C", "-18 °C" (or with U+2212), "18 độ C", "18 degrees Celsius"
    (r"°\s*C\b|độ\s*C\b|degrees?\s+(?:Celsius|C\b)", "°C"),
    # a speed ("08 km/giờ", "8 km/h"), before the hours it ends with
    (r"km\s*/\s*(?:giờ|h)\b|ki-?lô-?mét\s*(?:/|mỗi|một|trên\s+một)\s*giờ", "km/h"),
    (r"km\s*/\s*hour|kilomet(?:er|re)s?\s+(?:per|an|a)\s+hour|kph\b", "km/h"),
    # Vietnamese
    (r"giờ\s*(?:/|mỗi|một|trong\s+một|trong\s+01|trên\s+một)\s*tuần", "hours/week"),
    (r"giờ\s*(?:/|mỗi|một|trong\s+một|trong\s+01|trên\s+một)\s*ngày", "hours/day"),
    (r"giờ\s*(?:/|mỗi|một|trong\s+một|trong\s+01)\s*tháng", "hours/month"),
    (r"giờ\s*(?:/|mỗi|một|trong\s+một|trong\s+01)\s*năm", "hours/year"),
    (r"ngày\s*(?:/|mỗi|một|trong\s+một)\s*tuần", "days/week"),
    (r"ngày\s*(?:/|mỗi|một|trong\s+một)\s*tháng(?:\s+dương\s+lịch)?", "days/month"),
    (r"lỗi(?:\s+trên\s+[\d.,]+\s+dòng\s+mã)?", "defects"),
    (r"ngày\s+làm\s+việc", "working_days"),
    (r"tháng", "months"),
    (r"năm", "years"),
    (r"ngày", "days"),
    (r"giờ", "hours"),
    (r"phút", "minutes"),
    (r"%|phần\s+trăm", "percent"),
    (r"/\s*(?:5|10|100)\b|điểm", "score"),
    # events counted: "lần", "sự cố", "vụ" ("0 vụ/tháng": no accident in the month)
    (r"lần|sự\s+cố|vụ\b", "times"),
    # money, as written: "500.000 đồng", "24 tỷ đồng" (not "đồng nghiệp", "đồng ý")
    (r"(?:nghìn|ngàn)\s+(?:đồng|VNĐ|VND)\b", "thousand VND"),
    (r"triệu\s+(?:đồng|VNĐ|VND)\b", "million VND"),
    (r"tỷ\s+(?:đồng|VNĐ|VND)\b", "billion VND"),
    (r"(?:đồng|VNĐ)(?!\s+(?:nghiệp|ý|thời|hồ|bộ|phục|đội))\b", "VND"),
    # duty sessions or shifts counted ("không quá 02 buổi trong một tháng", "06 ca mỗi tuần"):
    # "ca" is a shift only as "ca làm việc" / "ca trực", or with nothing or a time after it — "20
    # ca phẫu thuật" are operations
    (
        r"buổi|ca\s+(?:làm\s+việc|trực)\b|ca\b(?=\s*(?:$|[.,;:)/]|(?:trong|mỗi|một|trên|"
        r"ngày|đêm|sáng|chiều|tối|tuần|tháng|quý|năm|liên\s+tiếp|liên\s+tục|kíp)\b))",
        "sessions",
    ),
    # English
    (r"hours?\s*(?:/|per|a|each|in\s+a|in\s+any)\s*(?:calendar\s+)?week", "hours/week"),
    (r"hours?\s*(?:/|per|a|each|in\s+a|in\s+any)\s*(?:working\s+)?day", "hours/day"),
    (r"hours?\s*(?:/|per|a|each|in\s+a|in\s+any)\s*month", "hours/month"),
    (r"hours?\s*(?:/|per|a|each|in\s+a|in\s+any)\s*year", "hours/year"),
    (r"days?\s*(?:/|per|a|each|in\s+a)\s*week", "days/week"),
    (r"days?\s*(?:/|per|a|each|in\s+a)\s*(?:calendar\s+)?month", "days/month"),
    (r"defects?(?:\s+per\s+[\d.,]+\s+lines\s+of\s+code)?", "defects"),
    (r"(?:working|business)\s+days?", "working_days"),
    (r"months?", "months"),
    (r"years?", "years"),
    (r"(?:calendar\s+)?days?", "days"),
    (r"hours?", "hours"),
    (r"minutes?", "minutes"),
    (r"percent|per\s+cent", "percent"),
    (r"points?", "score"),
    (r"times|incidents?|accidents?", "times"),
    (r"thousand\s+VND\b", "thousand VND"),
    (r"million\s+VND\b", "million VND"),
    (r"billion\s+VND\b", "billion VND"),
    (r"VND\b", "VND"),
    (r"(?:duty\s+)?(?:mornings?|afternoons?|evenings?|nights?|sessions?|shifts?)\b", "sessions"),
    # A rate of things per hour: "22 pallet trên một giờ vận hành", "22 pallets per forklift
    # operating hour" (last: a unit above is read first)
    (r"[^\W\d_]+(?:\s+[^\W\d_]+)?\s*(?:/|trên|mỗi)\s*(?:một\s+|01\s+|1\s+)?giờ", "per_hour"),
    (r"[a-z]+\s+(?:per|an|each|every)\s+(?:[a-z]+\s+){0,2}?hour", "per_hour"),
    # A rate of things per a number of others: "0,5 sai sót trên 1.000 lượt dùng thuốc", "0.5
    # errors per 1,000 administrations" (last: a unit above is read first)
    (r"[^\W\d_]+(?:\s+[^\W\d_]+)?\s+(?:trên|mỗi|/)\s*\d[\d.,]*\s+[^\W\d_]+", "rate"),
    (r"[a-z]+(?:\s+[a-z]+)?\s+(?:per|/|for\s+every)\s*\d[\d.,]*\s+[a-z]+", "rate"),
)
_QUANTITY = re.compile(
    # "≥90%": a sign needs no space after it
    rf"(?:(?P<op>{_AT_MOST}|{_AT_LEAST})(?:\s+|(?<=[≥≤=<>])\s*)"
    rf"(?:(?:là|of|the|a\s+period\s+of|mức|bằng)\s+)?)?"
    # a minus sign ("-18°C", or U+2212): read for a temperature only
    rf"(?:\(?\s*)?(?P<sign>(?<![\w.,])[-\u2212]\s?)?(?P<num>{_NUMBER})\s*\)?\s*"
    rf"(?P<unit>{'|'.join(f'(?:{u})' for u, _ in _UNITS)})",
    re.IGNORECASE,
)


def _unit(text: str) -> str:
    for pattern, unit in _UNITS:
        if re.fullmatch(pattern, text, re.IGNORECASE):
            return unit
    return "unknown"


def _operator(word: str | None) -> str | None:
    if not word:
        return None
    word = re.sub(r"\s+", " ", word.lower())
    if word in _STRICT:
        return _STRICT[word]
    if re.fullmatch(_AT_MOST, word, re.IGNORECASE):
        return "<="
    return ">="


def _number(text: str) -> float:
    # "1.000" (Vietnamese thousands) vs "0,9" / "2.5": a comma or a dot followed by exactly
    # three digits is a thousands separator; otherwise a decimal mark.
    if re.fullmatch(r"\d{1,3}([.,]\d{3})+", text):
        return float(re.sub(r"[.,]", "", text))
    return float(text.replace(",", "."))


# How far before and after a number its sentence is read for what the number is.
_NEAR = 300


def quantities(text: str) -> list[Quantity]:
    """Every "operator number unit" the text states, in order — not a KPI's weight, a band or
    tier of a scale ("Dưới 70%: hệ số 0"), nor a number in a formula ("Thưởng = Lương x 20%")."""
    found = []
    for sentence in sentences(text):
        spelled = _spelled_out(sentence)
        if _SCALE_LINE.match(spelled):
            continue
        duty_starts = _duty_start(spelled)
        in_sentence: list[Quantity] = []
        range_end = -1
        for match in _QUANTITY.finditer(spelled):
            # what a number is the number of, and what bounds it, is said near it: a window
            # each side keeps a sentence of many numbers linear
            before = spelled[max(0, match.start() - _NEAR) : match.start()]
            after = spelled[match.end() : match.end() + _NEAR]
            if _BAND_AFTER.match(after):
                in_sentence = []  # a scale's line: none of its numbers is a target
                break
            if _GRADE_BEFORE.match(before):
                if band := _RANGE_AFTER.match(after):
                    range_end = match.end() + band.end()  # and its upper end ("đến dưới 90")
                continue  # "A từ 90 điểm trở lên; B …": a rating's band, named by its grade
            if match.start() < range_end:
                continue  # the upper end of a band ("từ 70% đến dưới 90%")
            band = _RANGE_AFTER.match(after)
            if band and _unit(match.group("unit")) in ("percent", "score"):
                range_end = match.end() + band.end()
                continue  # "từ 70% đến dưới 90%": a band between two bounds, no target
            if _CONDITION.match(spelled) and _ANOTHER_CLAUSES.search(
                before
            ):  # "Trường hợp tỷ lệ nợ xấu tại khoản 2.2 vượt quá 3%, …": that clause's target
                continue  # is set there; past it here is a consequence, no target of its own
            if (
                _is_clock_time(before, after, match)
                or _is_date(before, after)
                or _WEIGHT_BEFORE.search(before)
                or _SCALE_SIZE_BEFORE.search(before)
                or _IN_FORMULA.search(before)
                or _INCREMENT_BEFORE.search(before)
                or _PAY_AFTER.match(after)
                or _DEEMED_AFTER.search(after)
                or _TIMES_AFTER.match(after)
                or _NEEDS_APPROVAL_AFTER.match(after)
            ):
                continue
            operator = _operator(match.group("op"))
            value = _number(match.group("num"))
            if _unit(match.group("unit")) == "°C":
                value = -value if match.group("sign") else value
                upper = _TEMPERATURE_RANGE_AFTER.match(after)
                if upper is not None:
                    # "từ -22°C đến -18°C", "between -22°C and -18°C": one operator checks a
                    # range, on its warm bound (what an excursion breaks): at most the upper end
                    range_end = match.end() + upper.end()
                    value = max(value, _signed(upper.group("num"), upper.group("sign")))
                    operator = "<="
                elif _TEMPERATURE_RANGE_BEFORE.search(before):
                    operator = "<="  # "2-8°C" (or an en dash): the upper end of a range
            if (
                operator == "<="
                and _LATEST.fullmatch(_words(match.group("op")))
                and (_BEFORE_AFTER.match(after))
            ):
                # "chậm nhất 03 ngày làm việc trước ngày nghỉ": a lead time of at least 3 days
                operator = ">="
            direction = _DIRECTION_AFTER.match(after)
            if direction and (operator is None or _words(match.group("op")) == "từ"):
                # "từ 500.000 đồng trở xuống", "VND 500,000 or more": the words after say which way
                operator = "<=" if direction.group("down") else ">="
            negated = operator in _NEGATED and bool(_NEGATION_BEFORE.search(before))
            if negated and operator is not None:
                operator = _NEGATED[operator]  # "shall not work more than 4 hours": at most 4
            if _ONCE_AFTER.match(after) or _EVERY_BEFORE.search(before):
                operator = "<="  # "ít nhất 90 ngày một lần": an interval of at most 90 days
                negated = False
            sanction = _SANCTION.search(after)
            if (
                operator is not None
                and sanction
                and _TRIGGER_WORDS.fullmatch(_words(match.group("op")))
                and not _DUTY.search(before)  # "phải đạt tối thiểu 90%, nếu không sẽ bị …"
                and not _OTHERWISE.search(after[: sanction.start()])
            ):
                # "đạt dưới 70% … sẽ bị đưa vào chương trình cải thiện": the bound triggers a
                # sanction, so the standard to meet is its opposite (at least 70%).
                operator = _OPPOSITE[operator]
            if operator in ("<=", "<") and _RATING_BEFORE.search(before):
                continue  # "điểm KPI của tháng đó không vượt quá 60 điểm": a cap, a consequence
            if operator is None and value == 0 and _unit(match.group("unit")) != "°C":
                operator = "=="  # "0 vụ/tháng", "zero accidents": a target of none at all
            in_sentence.append(
                Quantity(
                    operator=operator,
                    value=value,
                    unit=_unit(match.group("unit")),
                    sentence=sentence,
                    in_condition=match.start() < duty_starts,
                    before=before,
                    after=after[:40],
                    negated=negated,
                )
            )
        counted = _COUNT_OF.search(spelled)
        if not in_sentence and (counted or _DIFFERENCE_OF.search(spelled)):
            zero = _ZERO_TARGET.search(spelled)
            if zero is not None:
                # "số vụ va chạm … trong tháng bằng 0": a count whose target is none at all;
                # "chênh lệch giữa số kiểm đếm … và Báo cáo thu ngân … bằng 0": a difference
                # whose target is none, in the unit of what it compares (which it does not say)
                in_sentence.append(
                    Quantity(
                        "==",
                        0.0,
                        "times" if counted else "unknown",
                        sentence,
                        zero.start() < duty_starts,
                    )
                )
        found.extend(in_sentence)
    return found


# The upper end of a temperature range after its lower end: "từ -22°C đến -18°C", "between
# -22°C and -18°C", "-22 to -18 °C"; or before it, written with a dash ("2-8°C", an en dash).
_TEMPERATURE_RANGE_AFTER = re.compile(
    r"\s*(?:đến|tới|to|and|\u2013|\u2014)\s*(?P<sign>[-\u2212]\s?)?(?P<num>\d+(?:[.,]\d+)?)\s*"
    r"(?:°\s*C\b|độ\s*C\b|degrees?\s+(?:Celsius|C\b))",
    re.IGNORECASE,
)
_TEMPERATURE_RANGE_BEFORE = re.compile(r"\d\s*(?:-|\u2013|\u2014)\s*$")


def _signed(number: str, sign: str | None) -> float:
    return -_number(number) if sign else _number(number)


# An indicator another clause sets, named in a condition: "tỷ lệ nợ xấu tại khoản 2.2 vượt
# quá", "the ratio in clause 2.2 exceeds" (the reference, then no break before the number).
_ANOTHER_CLAUSES = re.compile(
    r"(?:\b(?:tại|theo|nêu\s+tại|quy\s+định\s+tại)\s+(?:khoản|điều|mục|điểm)|"
    r"\b(?:in|under|of)\s+(?:clause|article|section|point))\s+\d[\w.()]*[^,;:]*$",
    re.IGNORECASE,
)
# "bằng 0", "is 0", "là không (0)": the target of a count named in the sentence ("số vụ",
# "the number of")
_COUNT_OF = re.compile(
    r"\bsố\s+(?:vụ|lần|lỗi|sự\s+cố|trường\s+hợp|ca|khiếu\s+nại)\b|\bnumber\s+of\b", re.I
)
# A difference between two things ("chênh lệch giữa số kiểm đếm và sổ sách", "the variance
# between the count and the report"), a shortfall or a loss: its target may be none too.
_DIFFERENCE_OF = re.compile(
    r"\b(?:chênh\s+lệch|sai\s+lệch|thất\s+thoát|thiếu\s+hụt)\b|"
    r"\b(?:difference|variance|discrepanc(?:y|ies)|shortfall|shortage)\b",
    re.IGNORECASE,
)
_ZERO_TARGET = re.compile(
    r"(?:\bbằng|\blà|=|\bis|\bare|\bequals?|\bequal\s+to|\bremains?|\bof)\s+"
    r"(?:0|zero|không\s*\(0\))"
    r"(?![\d.,]*\d)(?!\s*(?:%|giờ|ngày|tháng|hours?|days?|months?))",
    re.IGNORECASE,
)
# The end of a band: "từ 70% đến dưới 90%", "from 100% to under 110%".
# A grade of a rating scale just before its band, the sentence's first words ("Xếp loại hằng
# tháng: A từ 90 điểm trở lên; B từ 75 …", "A at 90 points or more; B from 75 …").
_GRADE_BEFORE = re.compile(
    # "A từ 90 …", "loại A từ 90 điểm trở lên", "A for 90 points or more"
    r"^\W*(?:(?:[Ll]oại|[Xx]ếp\s+loại|[Hh]ạng|[Rr]ating|[Gg]rade|[Bb]and)\s+)?"
    r"(?-i:[A-F][+-]?)(?:\s+(?:at|from|từ|for))?(?:\s+[\d.,]+\s+(?:đến|to))?"
    r"(?:\s+(?:dưới|under|below))?\s*$"
)
_RANGE_AFTER = re.compile(
    r"\s*(?:đến|tới|to|-|\u2013)\s*(?:dưới|không\s+quá|under|less\s+than|below)?\s*\d", re.I
)
# A share or a multiple of pay ("bằng 15% tổng lương cơ bản", "a bonus of 2 months' basic
# salary"): an amount the employee is paid, not a target.
_PAY_AFTER = re.compile(
    r"\s*(?:của\s+)?(?:tổng\s+)?(?:tiền\s+|mức\s+|quỹ\s+)?lương\b|"
    # not days "with full pay" (paid leave: the days are no pay)
    r"(?!\s*(?:with|on)\s+(?:full\s+)?pay\b)"
    r"['\u2019]?\s*(?:of\s+)?(?:the\s+)?(?:[\w\u2019']+\s+){0,3}?(?:salary|wages?|pay)\b",
    re.IGNORECASE,
)
# An increment of an entitlement ("được tăng thêm 01 ngày", "increases by 1 day"), not its size.
_INCREMENT_BEFORE = re.compile(
    r"(?:tăng\s+thêm|cộng\s+thêm)(?:\s+tương\s+ứng)?\s*$|"
    r"\b(?:increase[sd]?|increasing|rises?|raised)\s+by\s*$|"
    # how many things an average is taken over ("trung bình cộng của 12 điểm KPI tháng")
    r"(?:trung\s+bình(?:\s+cộng)?|bình\s+quân)\s+của\s*$|"
    r"\b(?:mean|average)\s+of\s+the\s*$",
    re.IGNORECASE,
)
# The direction written after a number: "từ 500.000 đồng trở lên / trở xuống", "VND 500,000 or
# more / or less".
_DIRECTION_AFTER = re.compile(
    r"\s*(?:(?P<down>trở\s+xuống|or\s+(?:less|fewer|below|lower))|trở\s+lên|"
    r"or\s+(?:more|above|higher|greater))\b",
    re.IGNORECASE,
)
# "No later than" a number of days *before* something is a lead time: at least that long.
_LATEST = re.compile(r"chậm nhất|muộn nhất|không muộn hơn|no later than|not later than")
_BEFORE_AFTER = re.compile(r"\s*(?:trước\b|before\b|prior\s+to\b|in\s+advance\b)", re.I)


# A term of a formula ("Thưởng quý = Lương cơ bản x 20% x Hệ số KPI"): after an "=" that is
# not part of ">=", "<=", "=>", "==", or beside a multiplication sign.
_IN_FORMULA = re.compile(r"(?:(?<![<>=!≥≤])=(?![>=])|\u00d7)[^.;:()]{0,60}$")
_TIMES_AFTER = re.compile(r"\s*\u00d7")
# "Làm thêm trên 40 giờ/tháng phải được Giám đốc phê duyệt": past the number, approval is
# needed; it is no limit (more is allowed, approved).
_NEEDS_APPROVAL_AFTER = re.compile(
    r"[^.;]{0,40}?(?:phải\s+được\s+(?:\S+\s+){0,4}?(?:phê\s+duyệt|chấp\s+thuận|đồng\s+ý)|"
    r"(?:requires?|needs?|subject\s+to|must\s+be)\s+(?:\S+\s+){0,3}?(?:approv|consent|authori[sz])"
    r")",
    re.IGNORECASE,
)
# Only a plain comparison can be a sanction's trigger ("dưới 70% … sẽ bị"); "không quá",
# "tối đa", "≤" state the rule itself ("không quá 40 giờ/tháng, nếu vượt quá sẽ bị kỷ luật").
_TRIGGER_WORDS = re.compile(r"dưới|trên|below|above|under|over|more than|less than|fewer than")


def _words(text: str | None) -> str:
    return " ".join((text or "").lower().split())


# A scale's band or tier: the quantity, a word or two, a colon, then what it maps to.
_BAND_AFTER = re.compile(
    r"(?:\s+[\wÀ-ỹ%]+){0,3}\s*[:→]\s*(?:hệ\s+số|coefficient|factor|multiplier|\d|"
    # a rating's band that maps to a bonus: "điểm từ 110% trở lên: thưởng 02 tháng lương"
    r"thưởng|không\s+(?:có\s+)?thưởng|(?:an?\s+|no\s+)?(?:\w+\s+)?bonus)|"
    # a band in brackets beside its factor: "loại A (đạt từ 110% kế hoạch trở lên) hệ số 1,5"
    r"(?:\s+[\wÀ-ỹ%]+){0,4}\s*\)\s*(?:hệ\s+số|coefficient|factor|multiplier|thưởng|"
    r"không\s+(?:được\s+)?(?:có\s+)?thưởng|(?:no\s+)?bonus)\b",
    re.I,
)
# A line of a scale that opens with its band: "Dưới 70%:", "Từ 90% đến dưới 110%: hệ số 1,0".
_SCALE_LINE = re.compile(
    # a rating with its band in brackets, then what it maps to: "loại B (từ 75 đến dưới 90
    # điểm) bằng 60%;", "rating B (75 to below 90 points) 60%;"
    r"^\W*(?:loại|xếp\s+loại|hạng|mức|rating|grade|band|tier)\s+[A-Z0-9]{1,3}\s*"
    r"\([^()]{0,40}?\d[^()]{0,40}\)|"
    # a rating's band may open with the rating: "loại A, điểm từ 110% trở lên:", "rating B, a
    # score from 100% to under 110%:"
    r"^\W*(?:(?:loại|xếp\s+loại|hạng|mức|rating|grade|band|tier)\s+[A-Z0-9]{1,3}\s*[,:\u2013-]\s*"
    r"(?:[\wÀ-ỹ]+\s+){0,3}?)?"
    r"(?:từ|dưới|trên|đạt|from|below|under|above|over|[<>≤≥])?\s*\d[\d.,]*\s*%?"
    r"[^:.;]{0,40}:|"
    # a rating named in words, its band in brackets, then what it maps to: "hạng Tốt (từ 80 đến
    # dưới 92 điểm) bằng 45%;", "Good (80 to below 92 points) 45%;", "Unsatisfactory (below 65
    # points) no bonus."
    # (a rating's name after its word, or a rating's own word: "Công suất phòng (trên 85%) 40%"
    # is a KPI and its target, no band)
    r"^\W*(?:(?:loại|xếp\s+loại|hạng|mức|rating|grade|band|tier)\s+"
    r"(?-i:[A-ZĐÂĂÊÔƠƯ])[^\W\d_]*(?:\s+[^\W\d_]+){0,2}"
    r"|(?:xuất\s+sắc|tốt|khá|trung\s+bình|yếu|kém|không\s+đạt|đạt|chưa\s+hoàn\s+thành"
    r"|hoàn\s+thành(?:\s+tốt|\s+xuất\s+sắc)?|excellent|outstanding|very\s+good|good|fair"
    r"|satisfactory|unsatisfactory|average|poor|weak|needs\s+improvement"
    r"|(?:meets|exceeds|below)\s+expectations))\s*"
    r"\((?=[^()]*\d)(?=[^()]*(?:\btừ\b|dưới|\btrên\b|\bđến\b|trở\s+(?:lên|xuống)|\bto\b|below|"
    r"under|above|more|less|[<>≤≥]))[^()]{1,60}\)\s*"
    r"(?:bằng\s+|equal\s+to\s+|[=:→]\s*)?(?:\d|hệ\s+số|coefficient|factor|multiplier|"
    r"(?:không\s+(?:được\s+)?(?:có\s+)?)?thưởng|(?:no\s+)?bonus)",
    re.IGNORECASE,
)
# What befalls an employee past a bound: the bound is a trigger, not the target.
_SANCTION = re.compile(
    r"\bsẽ\s+(?:bị|được\s+đưa\s+vào|phải\s+tham\s+gia)|\bbị\s+(?:kỷ\s+luật|khiển\s+trách|cảnh\s+cáo|"
    r"sa\s+thải|chấm\s+dứt|đưa\s+vào)|\b(?:will|shall)\s+be\s+(?:placed|put|subject|dismissed|"
    r"disciplined|terminated|warned|reprimanded)",
    re.IGNORECASE,
)
# What a score past a bound is deemed to be ("dưới 60 điểm trong 03 tháng liên tiếp được xem là
# không hoàn thành công việc", "scoring below 60 points … is deemed not to have completed …"):
# the bound says when a consequence follows, no target of its own.
_DEEMED_AFTER = re.compile(
    r"^[^.;:]{0,80}?\b(?:(?:được|bị)\s+(?:xem|coi)\s+là|(?:is|are|shall\s+be)\s+"
    r"(?:deemed|considered|regarded\s+as)\b)",
    re.IGNORECASE,
)
_OPPOSITE = {"<": ">=", "<=": ">", ">": "<=", ">=": "<"}
_OTHERWISE = re.compile(
    r"nếu\s+không|trường\s+hợp\s+không|otherwise|if\s+not|failing\s+(?:which|this|that)", re.I
)
_ONCE_AFTER = re.compile(r"\s*(?:một|1|01)\s+lần\b", re.IGNORECASE)
_EVERY_BEFORE = re.compile(r"\bevery\s*$", re.IGNORECASE)
_CONDITION = re.compile(
    r"^\W*(?:nếu|trường\s+hợp|trong\s+trường\s+hợp|khi|if|in\s+case|in\s+the\s+event|should|"
    r"where|when)\b",
    re.IGNORECASE,
)
_DUTY = re.compile(r"\bphải\b|\bshall\b|\bmust\b|\bcó\s+nghĩa\s+vụ\b|\bis\s+obliged\b", re.I)


def _duty_start(sentence: str) -> int:
    """Where a conditional sentence's duty starts ("Nếu …, Người lao động phải …"): the
    quantities before it are the condition's. 0 for any other sentence. A leading scope ("Đối
    với đánh giá có điểm dưới 7/10, Người lao động soạn …", "For reviews scoring below 7/10,
    the Employee drafts …") names what the duty applies to: it ends where the employee acts."""
    if not _CONDITION.match(sentence):
        scope = _SCOPE.match(sentence)
        if scope is None:
            return 0
        acts = _EMPLOYEE_ACTS.search(sentence, scope.end()) or _DUTY.search(sentence, scope.end())
        return acts.start() if acts else 0
    duty = _DUTY.search(sentence)
    return duty.start() if duty else 0


# A sentence that opens with what its duty applies to, up to its comma: "Đối với …,", "For …,"
# (not a length of time: "For 12 months after …, the Employee does not …").
_SCOPE = re.compile(
    r"^\W*(?:đối\s+với|for\s+(?!\d|a\s+period\b|the\s+(?:same|first|next|whole|entire|"
    r"period|duration|term)\b|(?:one|two|three|four|five|six|twelve|[a-z]+teen|[a-z]+ty)\s+"
    r"(?:\(\d+\)\s+)?(?:days?|weeks?|months?|years?)\b))[^,;:]{1,200},\s",
    re.IGNORECASE,
)


# The employee's own score or rating, just before its bound: a ceiling on it ("điểm KPI của tháng
# đó không vượt quá 60 điểm", "the KPI score for that month does not exceed 60 points") is a
# cap the documents impose as a consequence, never a target (a target on a score is a floor).
_RATING_BEFORE = re.compile(
    r"(?:\bđiểm\s+(?:KPI|hiệu\s+suất|đánh\s+giá|xếp\s+loại)|\bxếp\s+loại|"
    r"\b(?:KPI|performance|appraisal)\s+(?:score|rating)|\brating)\b[^,;:.\d]{0,40}$",
    re.IGNORECASE,
)
# The size of a scale ("quy đổi theo thang 100 điểm", "on a scale of 100 points") is no target.
_SCALE_SIZE_BEFORE = re.compile(r"\bthang\s*$|\bscale\s+of\s*$", re.IGNORECASE)
# A KPI's weight in the score ("tỷ trọng 40%", "weight: 30%") is not a target.
_WEIGHT_BEFORE = re.compile(
    r"(?:tỷ\s+trọng|tỉ\s+trọng|trọng\s+số|weight(?:ing|ed|s)?|weighs?)"
    # the weights of what, before the list: "Trọng số của các chỉ tiêu tại khoản 2.1 lần lượt là"
    r"(?:\s+(?:của|of)\s[^;:%]{0,80}?)?"
    r"\s*(?:lần\s+lượt\s+)?"
    r"(?:là|is|of|at|:|=)?\s*(?:respectively\s+)?"
    # a list of weights: "trọng số lần lượt là 30%, 25%, 20%", "weighted 30%, 25% and 20%"
    r"(?:\(?\d+(?:[.,]\d+)?\s*%\)?\s*(?:,|;|và|and)\s*)*\(?\s*$",
    re.IGNORECASE,
)
_CLOCK_AFTER = re.compile(
    r"\s*(?:\d{1,2}\b|ngày\s+thứ|thứ\s|sáng|chiều|tối|a\.?m\.?|p\.?m\.?)", re.I
)
# Words that put a time of day after them ("lúc 8 giờ"); not "trước"/"sau": "báo trước 24
# giờ" and "sau 24 giờ" are durations.
_CLOCK_BEFORE = re.compile(r"(?:lúc|vào\s+lúc|đến|at|until)\s*$", re.IGNORECASE)
# The minutes of a time of day ("17 giờ 30"), not a number of days or hours.
_CLOCK_MINUTES = re.compile(r"\d{1,2}\s*(?:giờ|h|:)\s*$", re.IGNORECASE)


# A strict comparison after a negation a few words back: "không được làm thêm trên 4 giờ",
# "shall not work more than 4 hours".
_NEGATED = {">": "<=", "<": ">="}
_NEGATION_BEFORE = re.compile(r"\b(?:không|chưa|not|never|no)\b(?:\s+[^\s,;.]+){0,4}\s*$", re.I)
# "01 tháng 3 năm 2026", "ngày 30 tháng 4": a date, not a number of months.
_DATE_BEFORE = re.compile(r"\bngày\s*$", re.IGNORECASE)
_DATE_AFTER = re.compile(r"\s*(?:\d|năm\s+\d)")


def _is_date(before: str, after: str) -> bool:
    return bool(_DATE_BEFORE.search(before) or _DATE_AFTER.match(after))


def _is_clock_time(before: str, after: str, match: re.Match[str]) -> bool:
    """ "trước 17 giờ 30 ngày thứ Sáu", "từ 8 giờ sáng": a time of day, not a number of hours
    (``before`` and ``after``: the sentence's words either side of ``match``)."""
    if _CLOCK_MINUTES.search(before):
        return True
    if not match.group("unit").lower().startswith(("giờ", "hour")) or match.group("op"):
        return False
    return bool(
        _CLOCK_AFTER.match(after)
        or (_CLOCK_BEFORE.search(before) and "/" not in match.group("unit"))
    )


def _spelled_out(sentence: str) -> str:
    """'mười hai (12) ngày' reads as 12 ngày, 'chín mươi phần trăm (90%)' as 90%, 'five (5)
    working days' as 5 working days, '05 (năm) ngày' as 05 ngày."""
    sentence = _WORDS_THEN_DIGITS.sub(lambda m: m.group(1) + (m.group(2) or ""), sentence)
    # a temperature below zero in words: "âm 18 độ C", "minus 18 °C" read as "-18 độ C"
    sentence = _MINUS_IN_WORDS.sub("-", sentence)
    # none of a thing counted: "zero accidents" reads as "0 accidents"
    sentence = _ZERO_IN_WORDS.sub("0", sentence)
    # the currency before its amount ("VND 500,000", "VND 24 billion") reads after it
    sentence = _CURRENCY_FIRST.sub(
        lambda m: f"{m['amount']}{m['scale'] or ''} {m['currency']}", sentence
    )
    return _DIGITS_THEN_WORDS.sub(r"\1", sentence)


_WORDS_THEN_DIGITS = re.compile(
    rf"\b{_NUMBER_IN_WORDS}(?:\s+(?:phần\s+trăm|percent|per\s+cent))?"
    rf"\s*\((\d+(?:[.,]\d+)?)\s*(%)?\)",
    re.IGNORECASE,
)
_CURRENCY_FIRST = re.compile(
    r"\b(?P<currency>VND|VNĐ)\s?(?P<amount>\d[\d.,]*\d|\d)(?P<scale>\s+(?:thousand|million|billion))?"
)
_MINUS_IN_WORDS = re.compile(
    r"\b(?:âm|minus)\s+(?=\d+(?:[.,]\d+)?\s*(?:°|độ\s*C\b|degrees?\b))", re.IGNORECASE
)
_ZERO_IN_WORDS = re.compile(r"\bzero(?=\s+(?:times|incidents?|accidents?)\b)", re.IGNORECASE)
_DIGITS_THEN_WORDS = re.compile(rf"(\d+)\s*\({_NUMBER_IN_WORDS}\)", re.IGNORECASE)


# --- sentences -----------------------------------------------------------------------------

_SENTENCE_END = re.compile(r"(?<=[.;:!?])\s+(?=[A-ZÀ-Ỹ(\"“a-zà-ỹ])|\n+")


def sentences(text: str) -> list[str]:
    """The clause's sentences (and list lines), normalised — each one verbatim in the clause."""
    parts = [normalized(part) for part in _SENTENCE_END.split(text or "")]
    return [part for part in parts if part]


def _sentence_with(text: str, pattern: re.Pattern[str]) -> str | None:
    for sentence in sentences(text):
        if pattern.search(sentence):
            return sentence
    return None


# --- what a clause is about -----------------------------------------------------------------


def _any(*words: str) -> re.Pattern[str]:
    return re.compile("|".join(words), re.IGNORECASE)


@dataclass(frozen=True)
class Topic:
    name: str
    vi: re.Pattern[str]
    en: re.Pattern[str]
    build: Callable[[Reading], dict[str, Any] | None]
    weight: str
    # Under a heading of this topic, a clause that says this (in either language) is of the
    # topic even without its words: "không được chụp ảnh bên trong kho" under "Nghĩa vụ bảo mật".
    under: tuple[re.Pattern[str], re.Pattern[str]] | None = None


# A clause titled as a bonus ("Thưởng KPI quý: bằng 20% … nếu đạt A; 10% nếu đạt B",
# "Quarterly KPI bonus: 20% … if A; 10% if B"): its numbers are pay, none a target.
_BONUS_TITLED = re.compile(
    r"^\W*(?:(?:Tiền\s+)?thưởng\b[^:.;\d]{0,40}|(?![^:]{0,40}?\b(?:is|are|eligible|entitled|receives?"
    r"|shall|may|will|employee)\b)[^:.;\d]{0,40}\bbonus):",
    re.IGNORECASE,
)


def _stated_bound(candidates: list[Quantity]) -> Quantity:
    """The first quantity — but in a table row ("1 | Tỷ lệ đúng hạn | 40% | ≥ 90%"), where the
    cells hold weights and targets side by side, the one that states a bound."""
    first = candidates[0]
    if first.operator is None and " | " in first.sentence:
        return next((q for q in candidates if q.sentence == first.sentence and q.operator), first)
    return first


@dataclass(frozen=True)
class Reading:
    """One clause as the rules read it: its own text, and its heading's for context."""

    clause: CitableClause
    context_vi: str
    context_en: str
    topic: Topic
    document_kind: str = ""
    # A part of its clause's sentence read on its own ("… và không quá 300 giờ/năm"): bound by
    # the words before it, as a point is by its lead-in (those words are its context).
    fragment: bool = False

    @property
    def is_fragment(self) -> bool:
        return self.fragment or _is_point(self.clause)

    def quantities(
        self, *units: str, near: tuple[re.Pattern[str], re.Pattern[str]] | None = None
    ) -> tuple[Quantity | None, Quantity | None]:
        """The first quantity in the wanted units, in Vietnamese and in English — of a sentence
        that states the employee's own term (not the employer's, both parties', a right of the
        employee's or a sanction's), and with ``near`` only the number its words name ("báo
        trước ít nhất 03 ngày", "30 days' notice"), not another one in their sentence."""

        def first(text: str, language: int) -> Quantity | None:
            if (
                _SANCTIONS_LISTED.search(text or "")
                or _BONUS_TITLED.match(text or "")
                or _STATES_PAY.match(text or "")
            ):
                return None
            # The units are in order of preference ("48 giờ/tuần" over "8 giờ/ngày").
            found = [
                quantity
                for quantity in quantities(text)
                if not _not_the_employees(quantity, self.topic.name)
                and (near is None or _named_by(quantity, near[language]))
            ]
            duties = [quantity for quantity in found if not quantity.in_condition]
            for unit in units:
                candidates = [quantity for quantity in duties or found if quantity.unit == unit]
                if candidates:
                    return _stated_bound(candidates)
            return None

        return first(self.clause.text_vi, 0), first(self.clause.text_en, 1)

    def binds_the_employee(self) -> bool:
        """The clause (or, for a point, its lead-in) states a duty — and not the employer's. A
        lead-in binds its points with a modal verb, or with the employee as the subject of its
        verb ("Người lao động báo cáo sự cố …, cụ thể: a) …"), not the employer — nor when what
        it lists is what the employee receives ("Người lao động nghỉ hưu nhận các khoản sau:"),
        nor what befalls an employee who breaches ("Người lao động vi phạm … bị xử lý kỷ luật")."""
        own = _without_employers_duties(
            _without_consequences(f"{self.clause.text_vi}\n{self.clause.text_en}")
        )
        if _employer_speaks(self.clause):
            return False
        if _binds(own):
            return True
        if not self.is_fragment:
            return False
        lead_in = f"{self.context_vi} {self.context_en}"
        return bool(
            _MODAL.search(lead_in)
            or (
                _EMPLOYEE_ACTS.search(_without_employers_duties(lead_in))
                and not _LISTS_WHAT_THE_EMPLOYEE_GETS.search(lead_in)
                and not _EMPLOYER_SUBJECT.search(self.context_vi)
                and not _EMPLOYER_SUBJECT.search(self.context_en)
            )
        )

    def period(self) -> str | None:
        return _period_of(f"{self.clause.text_vi} {self.clause.text_en}")

    def duty_period(self) -> str | None:
        """The period of the employee's own duty: not "hằng tháng" of the compensation the
        employer pays for a non-compete in the next sentence."""
        for text in (self.clause.text_vi, self.clause.text_en):
            for sentence in sentences(text):
                if _EMPLOYER_SUBJECT.search(sentence) or not (
                    _MODAL.search(sentence) or _EMPLOYEE_ACTS.search(sentence)
                ):
                    continue
                period = _period_of(sentence)
                if period is not None:
                    return period
        return None

    def reviewer(self) -> str | None:
        text = f"{self.clause.text_vi} {self.clause.text_en}".lower()
        if _COMMITTEE.search(text):
            return None
        for pattern, reviewer in _REVIEWERS:
            if re.search(pattern, text):
                return reviewer
        return None


# The employee doing something — a duty even without a modal verb ("Nhân viên hoàn trả máy
# tính…", "the Employee returns…") — as opposed to receiving a right ("được", "is entitled").
_EMPLOYEE_ACTS = re.compile(
    r"(?:Người\s+lao\s+động|Nhân\s+viên|NLĐ)\s+"
    r"(?!được|có\s+quyền|sẽ\s+được|là\b|và\b|nhận\b(?!\s+bàn\s+giao)|hưởng\b|bị\b)[a-zà-ỹ]|"
    r"\bthe\s+Employee\s+(?!is\s+entitled|may\b|will\s+receive|receives|gets\b|"
    r"has\s+the\s+right|is\b|and\b)[a-z]+s\b",
)
# A lead-in that lists what the employee receives or undergoes, not what they do: "Người lao
# động nghỉ việc theo chế độ hưu trí nhận các khoản sau:", "được hưởng:", "bị kỷ luật trong các
# trường hợp sau:", "receives the following:" ("xác nhận", "chuẩn bị", "thiết bị" are other words).
_RECEIVING_VI = (
    r"(?<!xác\s)(?<!ghi\s)(?<!tiếp\s)(?<!chấp\s)(?<!công\s)(?<!thừa\s)\bnhận\b|\bhưởng\b|"
    r"\bđược\s+cấp\b|(?<!thiết\s)(?<!chuẩn\s)(?<!trang\s)(?<!dự\s)\bbị\b"
)
_LISTS_WHAT_THE_EMPLOYEE_GETS = _any(
    rf"(?:{_RECEIVING_VI})(?:\s+(?:các|những)\s|\s+như\s+sau\b|\s+sau\s+đây\b|\s*:)",
    r"\bcác\s+(?:khoản|chế\s+độ|quyền\s+lợi|trường\s+hợp)\s+(?:[^\s:]+\s+){0,3}?"
    r"(?:sau|dưới\s+đây)\b",
    r"\b(?:receives?|gets?|is\s+(?:given|granted|entitled\s+to))(?:\s+the\s+following\b|"
    r"\s+as\s+follows\b|\s*:)",
    r"\bthe\s+following\s+(?:benefits|entitlements|payments|amounts|allowances|cases)\b",
)
_MODAL = re.compile(
    r"\bphải\b|không\s+được|có\s+nghĩa\s+vụ|cam\s+kết|chịu\s+trách\s+nhiệm|đồng\s+ý|"
    r"\bshall\b|\bmust\b|undertakes?\b|agrees?\s+to|is\s+obliged|may\s+not|is\s+responsible|"
    # a prohibition with no subject binds whoever the document binds: the employee ("Nghiêm cấm
    # sử dụng rượu, bia …", "The use of alcohol … is strictly prohibited")
    r"nghiêm\s+cấm|\b(?:is|are)\s+(?:strictly\s+)?(?:prohibited|forbidden)\b|"
    # an assignment of rights is the employee's commitment too
    r"thuộc\s+(?:quyền\s+)?sở\s+hữu|chuyển\s+giao|belongs?\s+to|vests?\s+in|assigns?\b",
    re.IGNORECASE,
)
# The employer by whatever it calls itself: a company, a bank or its branch, a group, "Bên A".
_EMPLOYER_VI = (
    r"(?:Công\s+ty|Người\s+sử\s+dụng\s+lao\s+động|NSDLĐ|Ngân\s+hàng|Chi\s+nhánh|"
    r"Doanh\s+nghiệp|Tổng\s+công\s+ty|Tập\s+đoàn|Bên\s+A|Nhà\s+trường|Bệnh\s+viện)"
)
_EMPLOYER_EN = r"(?:Company|Employer|Bank|Branch|Group|Corporation|Firm|Party\s+A|School|Hospital)"
# ... as the subject of its sentence: a verb or a modal follows, not a noun it names ("The Bank
# Card", "The Group Code of Conduct", "The Company premises are …", "The Company rules allow
# …"). Case-sensitive; "the" in lower case after a leading clause ("When staffing needs so
# require, the Hospital may …").
_EMPLOYER_EN_SUBJECT = (
    rf"(?:[Tt]he\s+{_EMPLOYER_EN}|Party\s+A)\s+(?=(?:(?:also|always|hereby|then|[a-z]+ly)\s+)?"
    r"(?:shall|must|will|may|can|could|should|would|might|is|are|was|were|has|have|had|does|"
    r"do|did|[a-z]+s(?!\s+(?:shall|must|will|may|can|should|is|are|has|have|allow|require|"
    r"apply|provide|state|set|govern|prohibit|permit|specify|define|limit)\b))\b)"
)
# The employer as the clause's subject: its duties and rights are not the employee's to check.
_EMPLOYER_SUBJECT = re.compile(
    rf"^\W*{_EMPLOYER_VI}\s+(?!và\b)|"
    rf"^\W*{_EMPLOYER_EN_SUBJECT}|"
    # after a leading phrase of time or condition: "Trong thời gian không cạnh tranh, Công ty
    # trả …", "During the non-competition period, the Company pays …"
    rf"^\W*(?:Trong|Khi|Sau\s+khi|Trước\s+khi|Nếu|During|When|After|Before|If|Upon|On)\b"
    rf"[^,.;:]{{0,100}},\s+(?:{_EMPLOYER_VI}\s+(?!và\b)|{_EMPLOYER_EN_SUBJECT})",
)


# Sentences whose numbers are not the employee's terms: the employer's or both parties' duties,
# the employee's rights and what the employee is paid, a list of disciplinary sanctions.
_SOMEONE_ELSE = re.compile(
    r"^\W*(?:(?:Trong|Within|Khi|When)\b[^,;]{0,80},\s*)?"
    rf"(?:{_EMPLOYER_VI}\s+(?!và\b)|{_EMPLOYER_EN_SUBJECT})|"
    r"\b(?:hai|các|mỗi)\s+bên\s+(?:có\s+trách\s+nhiệm|phải|sẽ|thanh\s+toán)|"
    r"\b(?:each|both|the)\s+part(?:y|ies)\s+(?:shall|must|will|pays?)\b|"
    # how far a period may be extended ("thời hạn này có thể kéo dài nhưng không quá 30 ngày")
    r"có\s+thể\s+(?:được\s+)?(?:kéo\s+dài|gia\s+hạn)|\b(?:may|can)\s+be\s+(?:extended|prolonged)",
)
# A clause that lists the disciplinary sanctions ("một trong các hình thức …: khiển trách; kéo
# dài thời hạn nâng lương không quá 06 tháng; …"): its numbers are the sanctions'.
_SANCTIONS_LISTED = re.compile(
    r"một\s+trong\s+các\s+hình\s+thức|các\s+hình\s+thức\s+(?:xử\s+lý\s+)?kỷ\s+luật|"
    r"one\s+of\s+the\s+(?:following\s+)?(?:forms|sanctions|measures)\b|"
    r"forms\s+of\s+(?:labou?r\s+)?discipline|disciplinary\s+(?:sanctions|measures)\s+(?:are|include)",
    re.IGNORECASE,
)
_A_RIGHT = re.compile(
    r"\bcó\s+quyền\b|\bđược\s+quyền\b|\bhas\s+the\s+right\b|\bis\s+free\s+to\b|"
    r"\b(?:is|are|be)\s+(?:entitled|eligible)\b|"
    # "may only accept gifts worth up to …" is a limit, no right
    r"\b(?:Employee|employee|he|she)\s+may\s+(?!not\b|only\b)",
)
# A clause about pay, by its subject: "Tiền lương làm thêm giờ được trả theo Điều 98 …: ít nhất
# bằng 150% …", "Lương tháng thứ 13 bằng 01 tháng lương …, chi trả chậm nhất 07 ngày trước Tết",
# "Overtime is paid under Article 98 …", "The 13th-month salary … paid at least 07 days before
# …": its rates, amounts and dates are the employer's payment, none the employee's limit.
_STATES_PAY = re.compile(
    r"\W*(?:tiền\s+)?(?:lương|thưởng)(?!\s+(?:và|,))\b[^.;]{0,80}?\b(?:được\s+trả|chi\s+trả|"
    r"thanh\s+toán)\b|"
    r"\W*(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:salary|wages?|bonus|pay)\b"
    r"(?!\s+(?:shall|must|may)\b)[^.;]{0,80}?\bpaid\b|"
    r"\W*(?:[\w-]+\s+){0,2}(?:is|are)\s+paid\b",
    re.IGNORECASE,
)
_PAID = re.compile(
    r"\bđược\s+(?:trả|hưởng|thanh\s+toán)\b|\b(?:is|are|be)\s+paid\b|\bearns?\b", re.I
)


@lru_cache(maxsize=512)
def _sentence_says(pattern: re.Pattern[str], sentence: str) -> bool:
    """Whether ``pattern`` is found in ``sentence``: asked of every number a sentence states,
    answered once a sentence (a sentence of many numbers had been read once for each)."""
    return pattern.search(sentence) is not None


def _not_the_employees(quantity: Quantity, topic: str) -> bool:
    """The number is someone else's term, a right's (but the leave the employee is entitled to
    is a working term), a rate of pay ("được trả ít nhất bằng 150%", "is paid at 150%") or an
    amount of pay, a bonus, an allowance or a cost."""
    if _sentence_says(_SOMEONE_ELSE, quantity.sentence):
        return True
    if quantity.unit in _MONEY and (
        _sentence_says(_PAY_WORDS, quantity.sentence) or _governed_by(quantity.before) == "right"
    ):
        return True  # pay, or an amount the employee may take ("được tạm ứng tối đa …")
    if topic == "annual_leave":
        # "đăng ký … ít nhất 05 ngày làm việc trước ngày bắt đầu nghỉ": how far ahead the
        # leave is asked for, not how much of it there is (``leave_notice``); "nghỉ từ 02
        # ngày liên tục trở lên": the length a condition starts at
        return bool(_LEAD_TIME_AFTER.match(quantity.after) or _OR_MORE_AFTER.match(quantity.after))
    return _a_right(quantity) or bool(
        quantity.unit == "percent" and _sentence_says(_PAID, quantity.sentence)
    )


# Days stated as a lead time: "… trước ngày bắt đầu nghỉ", "… before the first day of leave",
# "… in advance" (what follows the number's unit).
_LEAD_TIME_AFTER = re.compile(
    r"^\W{0,3}(?:trước\s+(?:ngày|khi|thời\s+điểm)|before\b|in\s+advance\b|prior\s+to\b|ahead\b)",
    re.IGNORECASE,
)

# Leave booked ahead: "đăng ký lịch nghỉ hằng năm … chậm nhất 05 ngày làm việc trước ngày
# nghỉ", "books annual leave … at least 5 working days before the first day of leave" (not a
# resignation's notice, "xin nghỉ việc", "nghỉ việc" being leaving the job).
_LEAVE_BOOKED = (
    re.compile(
        r"(?:đăng\s+ký|xin)[^.;]{0,60}nghỉ(?!\s+việc)[^.;]{0,80}\d+\s+ngày[^.;]{0,20}trước",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:registers?|requests?|books?|appl(?:y|ies)\s+for)\b[^.;]{0,60}"
        r"\bleave\b[^.;]{0,80}\d+\s+(?:working\s+)?days?\s+(?:before|in\s+advance|prior)",
        re.IGNORECASE,
    ),
)
# A length a condition starts at: "(từ) 02 ngày liên tục trở lên" (its "từ" read as the
# bound), "3 days or more".
_OR_MORE_AFTER = re.compile(
    r"^[^.;,]{0,25}?\b(?:trở\s+lên|or\s+more|and\s+(?:above|over))\b", re.IGNORECASE
)


_MONEY = ("VND", "thousand VND", "million VND", "billion VND")
_PAY_WORDS = re.compile(
    r"lương|thưởng|phụ\s+cấp|trợ\s+cấp|hỗ\s+trợ|bồi\s+thường|hoa\s+hồng|chi\s+phí|"
    r"\bsalary|\bwages?\b|\bbonus|allowance|commission|compensat|reimburs|\bpa(?:y|id)\b|"
    r"\bcosts?\b|\bfees?\b",
    re.IGNORECASE,
)
# What governs an amount: the last modal before it in its verb phrase. A prohibition ("không
# được nhận … trên 500.000 đồng" forbids more, so at most; "… từ 500.000 đồng trở lên" forbids
# that much, so less), a right ("được tạm ứng tối đa …", "có quyền vay …", "is entitled to …":
# what the employee may take, no limit) — or a duty, an exception or a clause's end that starts a
# phrase of its own ("không được tiết lộ … và phải đạt doanh số tối thiểu …" sets a floor).
_GOVERNS = re.compile(
    r"(?P<prohibited>không\s+được|\b(?:shall|must|may|can)\s+not\b|\bcannot\b|\bcan't\b)|"
    # "được" is a right only where the employee draws or receives something ("Người lao động
    # được tạm ứng tối đa …"); a passive ("Quà tặng được nhận có giá trị tối đa …", "được giao
    # quản lý quỹ …") keeps its cap, as "chỉ được" (only) and "được phép" (a permission) do
    r"(?P<right>\b(?:người\s+lao\s+động|nhân\s+viên|NLĐ|Bên\s+B)\s+(?:cũng\s+)?được\s+"
    r"(?:hưởng|nhận|tạm\s+ứng|vay|cấp|hỗ\s+trợ|thanh\s+toán|chi\s+trả|thưởng)\b|"
    r"\bcó\s+quyền\b|"
    r"\bhas\s+the\s+right\b|\b(?:is|are|be)\s+(?:entitled|eligible)\b|\bmay\b(?!\s+only\b)|"
    r"\bcan\b)|"
    r"\bphải\b|\bcó\s+(?:nghĩa\s+vụ|trách\s+nhiệm)\b|\bcam\s+kết\b|\bshall\b|\bmust\b|"
    r"\bis\s+(?:obliged|required|responsible)\b|\bundertakes?\b|"
    r"\b(?:ngoại\s+)?trừ\b|\bexcept\b|\bunless\b|\bother\s+than\b|[;:]",
    re.IGNORECASE,
)


def _governed_by(before: str) -> str | None:
    """What the words before an amount, since its verb phrase began, make of it: "prohibited",
    a "right", or None (a duty, or nothing said)."""
    # A verb phrase is short: its last few hundred characters hold whatever governs the
    # amount, and each amount of a long sentence costs no more than the next.
    governing = list(_GOVERNS.finditer(before[-_PHRASE_REACH:]))
    return governing[-1].lastgroup if governing else None


_PHRASE_REACH = 300


def _money_limit(reading: Reading) -> dict[str, Any] | None:
    """An amount the employee must reach (a sales target) or must not go past (a gift's value):
    never pay, a bonus, an allowance or a cost (read as no term at all)."""
    if _employer_speaks(reading.clause):
        return None
    if _protects(reading, context=False):
        return None  # the clause's own obligation is its item ("không tiết lộ … và phải đạt …")
    vi, en = reading.quantities(*_MONEY)
    quantity = vi or en
    own = f"{reading.clause.text_vi} {reading.clause.text_en}"
    if quantity is None or _PAY_WORDS.search(f"{own} {reading.context_vi} {reading.context_en}"):
        return None  # "Phụ cấp ăn trưa: 1.200.000 đồng/tháng": an allowance, under its name
    if not any(q is not None and q.operator for q in (vi, en)):
        return None  # an amount stated with no bound is no limit

    def bound(q: Quantity | None) -> str | None:
        if q is None or q.operator is None:
            return None
        if not q.negated and _governed_by(q.before) == "prohibited":
            return _OPPOSITE[q.operator]  # what is forbidden is past the bound the employee keeps
        return q.operator

    fields = {
        "check_type": "threshold_numeric",
        "check_params": {
            "metric": _metric_before(en) or "amount",
            "operator": bound(vi) or bound(en) or "<=",
            "target": _plain(quantity.value),
            "unit": quantity.unit,
        },
        "_quote_vi": vi.sentence if vi else None,
        "_quote_en": en.sentence if en else None,
        "_agree": vi is not None and en is not None and vi.value == en.value,
    }
    return _with_kind(fields, reading, _kind_in(reading))


def _a_right(quantity: Quantity) -> bool:
    """ "có quyền phản hồi trong vòng 05 ngày" is a right; "có quyền đơn phương chấm dứt …
    nhưng phải báo trước ít nhất 30 ngày" is a duty: the word nearest before the number says."""
    rights = list(_A_RIGHT.finditer(quantity.before))
    duties = list(_DUTY.finditer(quantity.before))
    if rights:
        return not duties or duties[-1].start() < rights[-1].start()
    return not _sentence_says(_DUTY, quantity.sentence) and _sentence_says(
        _A_RIGHT, quantity.sentence
    )


def _named_by(quantity: Quantity, words: re.Pattern[str]) -> bool:
    """The words name this number: just before it ("thời gian thử việc là 60 ngày", "notice
    of at least 30 days") or right after it ("30 days' prior notice", "a 60-day probation")."""
    before = quantity.before[-60:]
    after = re.match(r"^[\W\s]{0,3}(?:(?:prior|advance|written)\s+)*(.{0,20})", quantity.after)
    return bool(words.search(before) or (after and words.match(after.group(1))))


def _binds(text: str) -> bool:
    return bool(_MODAL.search(text) or _EMPLOYEE_ACTS.search(text))


# The employer's own duty inside a clause ("thù lao … mà Công ty phải trả", "that the Company
# must pay"): its modal verb is not the employee's.
_EMPLOYERS_DUTY = re.compile(
    rf"(?:{_EMPLOYER_VI}|the\s+{_EMPLOYER_EN}|Party\s+A)\s+"
    r"(?:phải|có\s+nghĩa\s+vụ|chịu\s+trách\s+nhiệm|shall|must|is\s+(?:obliged|responsible))\b"
)


def _without_employers_duties(text: str) -> str:
    return _EMPLOYERS_DUTY.sub(" ", text)


# A sentence whose subject is the employee who breaches: what befalls them ("Người lao động vi
# phạm Thỏa thuận này bị xử lý kỷ luật …, bồi thường … và chịu trách nhiệm …", "An Employee who
# breaches this Agreement is disciplined …, compensates …"), a consequence — no duty of its own.
_A_BREACH_S_CONSEQUENCE = re.compile(
    r"^\W*(?:(?:Người\s+lao\s+động|Nhân\s+viên|NLĐ|Bên\s+B)\s+vi\s+phạm|"
    r"(?:An?|The|Any)\s+Employee\s+(?:who|that)\s+(?:breach|violat|fail)\w*)\b",
    re.IGNORECASE,
)


def _without_consequences(text: str) -> str:
    return " ".join(
        sentence for sentence in sentences(text) if not _A_BREACH_S_CONSEQUENCE.match(sentence)
    )


def _period_of(text: str) -> str | None:
    for pattern, period in _PERIODS:
        if re.search(pattern, text.lower()):
            return period
    return None


def _employer_speaks(clause: CitableClause) -> bool:
    """The clause's subject is the employer, in either language."""
    return bool(
        _EMPLOYER_SUBJECT.search(clause.text_vi or "")
        or _EMPLOYER_SUBJECT.search(clause.text_en or "")
    )


def _is_point(clause: CitableClause) -> bool:
    """A lettered or numbered point ("a)", "(i)"): a fragment of its parent's sentence."""
    return clause.ref.endswith(")")


_PERIODS = (
    (r"hằng\s+quý|hàng\s+quý|mỗi\s+quý|theo\s+quý|quarterly|each\s+quarter|every\s+quarter", "quarterly"),  # noqa: E501
    # "hai lần một năm", and the other way round, "Mỗi năm hai lần"
    (r"(?:hai|0?2)\s+lần\s+(?:một|mỗi|trong\s+một)\s+năm|(?:mỗi|một|trong\s+một)\s+năm\s+(?:hai|0?2)\s+lần|"
     r"0?6\s+tháng\s+một\s+lần|sáu\s+tháng\s+một\s+lần|nửa\s+năm|"
     r"(?:mỗi|định\s+kỳ)\s+(?:0?6|sáu)\s+tháng|(?:0?6|sáu)\s+tháng\s*/\s*lần|"
     r"twice\s+a\s+year|semi-?annual|every\s+six\s+months|every\s+6\s+months|"
     # two months named in every year: "vào tháng 6 và tháng 12 hằng năm", "in June and
     # December every year"
     r"tháng\s+0?[1-9]\d?\s+và\s+tháng\s+0?[1-9]\d?\s+(?:hằng|hàng|mỗi)\s+năm|"
     r"(?:january|february|march|april|may|june|july|august|september|october|november|"
     r"december)\s+and\s+(?:january|february|march|april|may|june|july|august|september|"
     r"october|november|december)\s+(?:every|each)\s+year", "semiannual"),
    (r"hằng\s+tháng|hàng\s+tháng|mỗi\s+tháng|monthly|each\s+month|every\s+month", "monthly"),
    (r"hằng\s+năm|hàng\s+năm|mỗi\s+năm|annual|annually|each\s+year|every\s+year|yearly|"
     r"tháng\s+1\s+hằng\s+năm|each\s+january", "annual"),
)  # fmt: skip
_REVIEWERS = (
    (
        r"quản\s+lý\s+trực\s+tiếp|người\s+quản\s+lý|line\s+manager|direct\s+manager|manager",
        "manager",
    ),
    (r"nhân\s+sự|phòng\s+hcns|\bhr\b|human\s+resources", "hr"),
    (r"giám\s+đốc|founder|director|board", "founder"),
)
# A committee reviews: no single reviewer ("Hội đồng đánh giá nâng bậc … họp 02 lần mỗi năm").
# Not a board the employee reports to ("Hội đồng quản trị", "the Board of Directors"), a members'
# council or an arbitral tribunal.
_COMMITTEE = re.compile(
    r"hội\s+đồng\s+(?!quản\s+trị|thành\s+viên|trọng\s+tài)\w"
    r"|(?:promotion|review|evaluation|appraisal|assessment|salary|grading|disciplinary)"
    r"\s+(?:committee|council)|committee\s+(?:meets|reviews|evaluates|assesses|decides)",
    re.IGNORECASE,
)


def _threshold(
    metric: str,
    units: tuple[str, ...],
    default_operator: str,
    kind: str = "working_term",
    *,
    near: tuple[re.Pattern[str], re.Pattern[str]] | None = None,
) -> Callable[[Reading], dict[str, Any] | None]:
    def build(reading: Reading) -> dict[str, Any] | None:
        vi, en = reading.quantities(*units, near=near)
        quantity = vi or en
        if quantity is None:
            return None
        operator = quantity.operator or (en.operator if en else None) or default_operator
        return {
            "item_kind": kind,
            "check_type": "threshold_numeric",
            "check_params": {
                "metric": metric,
                "operator": operator,
                "target": _plain(quantity.value),
                "unit": quantity.unit,
            },
            "_quote_vi": vi.sentence if vi else None,
            "_quote_en": en.sentence if en else None,
            "_agree": vi is not None and en is not None and vi.value == en.value,
        }

    return build


def _employees(
    build: Callable[[Reading], dict[str, Any] | None],
) -> Callable[[Reading], dict[str, Any] | None]:
    """Only what the employee must do: the employer's own duties are not the employee's items."""

    def only_employees(reading: Reading) -> dict[str, Any] | None:
        if _employer_speaks(reading.clause):
            return None
        return build(reading)

    return only_employees


# An exception to an obligation ("Nghĩa vụ bảo mật không áp dụng đối với …", "… không bị coi
# là vi phạm khoản 2", "is not a breach of clause 2", "is not solicitation"): nothing to check.
_CARVE_OUT = re.compile(
    r"không\s+áp\s+dụng\s+(?:đối\s+)?(?:với|cho)|\bdo(?:es)?\s+not\s+apply\b|"
    r"không\s+(?:bị\s+)?(?:coi|xem|xác\s+định)\s+là\s+(?:hành\s+vi\s+)?(?:vi\s+phạm|lôi\s+kéo|"
    r"cạnh\s+tranh)|"
    # "is not a breach", "shall not be deemed a breach", "does not constitute solicitation" —
    # not "shall not breach", a duty
    r"\b(?:(?:is|are)\s+not|(?:shall|will|does|do)\s+not\s+(?:be|constitute))\s+"
    r"(?:deemed\s+|considered\s+|treated\s+as\s+)?(?:to\s+be\s+)?(?:an?\s+)?"
    r"(?:breach|violation|solicitation|competition)\b|"
    # what a defined term leaves out ("Thông tin đã được công bố … không phải là Thông tin
    # mật", "Information that has become public … is not Confidential Information"): a
    # definition's exclusion, no duty
    r"không\s+(?:phải\s+là|được\s+coi\s+là)\s+(?-i:[A-ZĐ])|"
    r"\b(?:(?:is|are)\s+not|does\s+not\s+constitute|shall\s+not\s+be)\s+"
    r"(?:an?\s+|the\s+)?(?-i:[A-Z][a-z]+\s+[A-Z][a-z]+)",
    re.I,
)


# Another agreement's obligations, referred to from this document ("theo Thỏa thuận bảo mật …
# ký cùng ngày"): they are checked once, from that agreement.
_ANOTHER_AGREEMENT = re.compile(
    r"theo\s+(?:các\s+quy\s+định\s+(?:của|tại)\s+)?Thỏa\s+thuận\b(?!\s+này)|"
    r"\bunder\s+the\s+(?:[A-Z][\w-]*,?\s+(?:and\s+)?)+Agreement\b"
)


# The employee's obligations kept in force for a time after the contract ends, in a clause of
# their own: "Nghĩa vụ bảo mật … tiếp tục có hiệu lực trong 24 tháng kể từ ngày chấm dứt Hợp
# đồng lao động", "The confidentiality obligations … remain in force for 24 months from the
# termination of …" — a duty of the employee's for those months (not "for the periods those
# Articles set", nor "beyond the 24-month period in Article 2.1": no time of its own).
_SURVIVES = (
    re.compile(
        r"(?:tiếp\s+tục|vẫn)\s+(?:có\s+hiệu\s+lực|còn\s+hiệu\s+lực|được\s+áp\s+dụng|ràng\s+buộc"
        r"(?:\s+Người\s+lao\s+động)?)\s+(?:trong\s+(?:thời\s+hạn\s+|vòng\s+)?)?\d+\s+"
        r"(?:tháng|năm)\s+(?:kể\s+từ|sau|tính\s+từ)\s+(?:ngày\s+|khi\s+)?"
        r"(?:chấm\s+dứt|kết\s+thúc|nghỉ\s+việc|hết\s+hạn)",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:remains?\s+in\s+(?:force|effect)|survives?|continues?\s+(?:to\s+apply|in\s+"
        r"(?:force|effect)))\s+(?:for\s+)?(?:a\s+period\s+of\s+)?\d+\s+(?:months?|years?)\s+"
        r"(?:from|after|following)\s+(?:the\s+)?(?:termination|end|expiry|cessation)",
        re.IGNORECASE,
    ),
)


def _survives(reading: Reading) -> bool:
    return bool(
        _SURVIVES[0].search(reading.clause.text_vi or "")
        or _SURVIVES[1].search(reading.clause.text_en or "")
    )


def _obligation(obligation_kind: str, check: str) -> Callable[[Reading], dict[str, Any] | None]:
    def build(reading: Reading) -> dict[str, Any] | None:
        survives = _survives(reading)
        if not reading.binds_the_employee() and not survives:
            return None
        own = f"{reading.clause.text_vi} {reading.clause.text_en}"
        if _CARVE_OUT.search(own):
            return None  # an exception to the obligation: nothing the employee does
        if reading.document_kind != "nda_ip" and _ANOTHER_AGREEMENT.search(own):
            return None
        if check == "evidence_presence":
            suffix = "_after_termination" if survives else ""
            params: dict[str, Any] = {"signal": f"no_breach_of_{obligation_kind}{suffix}"}
        else:
            # The employee attests because the clause binds the employee (checked above); the
            # period only when the clause names one.
            params = {"attested_by": "employee"}
            period = reading.duty_period()
            if period is not None:
                params["period"] = period
        return {
            "item_kind": "obligation",
            "obligation_kind": obligation_kind,
            "check_type": check,
            "check_params": params,
        }

    return build


# A periodic check of a log, a register or camera footage ("rà soát nhật ký truy cập PMS hằng
# tháng", "reviews the PMS access log every month"): the employer's control of its records, no
# review of the employee's work, pay, competence or promotion.
_REVIEWS_A_LOG = (
    _any(
        r"(?:rà\s+soát|kiểm\s+tra|xem\s+xét|đánh\s+giá)\s+(?:lại\s+)?(?:toàn\s+bộ\s+|các\s+)?"
        r"(?:nhật\s+ký|sổ\b|dữ\s+liệu\s+camera|camera)"
    ),
    _any(
        r"\b(?:reviews?|checks?|inspects?|audits?)\s+(?:the\s+|all\s+)?(?:[\w-]+\s+){0,3}?"
        r"(?:logs?|registers?|log\s*books?|footage|CCTV)\b"
    ),
)


def _review(reading: Reading) -> dict[str, Any] | None:
    period = reading.period()
    if period is None or not any(
        reading.topic.vi.search(sentence) and _period_of(sentence) == period
        for sentence in sentences(reading.clause.text_vi)
    ):
        return None
    if _REVIEWS_A_LOG[0].search(reading.clause.text_vi or "") or _REVIEWS_A_LOG[1].search(
        reading.clause.text_en or ""
    ):
        return None
    params: dict[str, Any] = {"period": period}
    reviewer = reading.reviewer()
    if reviewer:
        params["reviewer"] = reviewer
    return {"item_kind": "working_term", "check_type": "periodic_review", "check_params": params}


def _kpi(reading: Reading) -> dict[str, Any] | None:
    if _employer_speaks(reading.clause):
        return None
    vi, en = reading.quantities(
        "percent",
        "score",
        "defects",
        "times",
        "per_hour",
        "rate",
        "hours",
        "minutes",
        "working_days",
        "days",
        "unknown",  # a difference whose target is zero
    )
    if vi is None and en is None and reading.document_kind == "total_rewards_appendix":
        vi, en = _count(reading.clause.text_vi), _count(reading.clause.text_en)
    quantity = vi or en
    if quantity is None:
        return None
    return {
        # the KPIs are the appendix's: a score the labor contract sets (a training's pass mark)
        # is a working term
        "item_kind": "working_term" if reading.document_kind == "labor_contract" else "kpi",
        "check_type": "threshold_numeric",
        "check_params": {
            "metric": _metric_before(en) or _metric_name(reading.clause.text_en) or "kpi",
            "operator": quantity.operator or (en.operator if en else None) or ">=",
            "target": _plain(quantity.value),
            "unit": quantity.unit,
        },
        "_quote_vi": vi.sentence if vi else None,
        "_quote_en": en.sentence if en else None,
        "_agree": vi is not None and en is not None and vi.value == en.value,
    }


# A KPI that counts things: "ít nhất 18 khách hàng mới", "từ 3 sản phẩm trở lên", "at least 18
# new customers", "3 or more products" — a bound, a number and the thing counted.
# "từ N" is mostly "from" (a date, a place): a bound only with "trở lên" after its noun.
_COUNTED = re.compile(
    r"(?P<op>ít\s+nhất|tối\s+thiểu|không\s+(?:dưới|ít\s+hơn)|tối\s+đa|không\s+quá|at\s+least|"
    r"a\s+minimum\s+of|no\s+(?:fewer|less)\s+than|not\s+(?:fewer|less)\s+than|at\s+most|"
    r"a\s+maximum\s+of|no\s+more\s+than|not\s+more\s+than|"
    r"từ(?=\s+\d+\s+[^\W\d_][^\d.,;:]{0,40}?\btrở\s+lên\b))\s+(?P<n>\d+)\s+(?=[^\W\d_])|"
    r"(?<![\d.,])(?P<n2>\d+)\s+(?P<op2>or\s+more|or\s+fewer)\s+(?=[^\W\d_])",
    re.IGNORECASE,
)
# A day of a month after the number: "01 tháng 7", "1 July", "15 Tháng Mười".
_MONTH_AFTER = re.compile(
    r"\s*(?:tháng\s+(?:\d|[^\W\d_]+\b)|(?:January|February|March|April|May|June|July|August|"
    r"September|October|November|December)\b)",
    re.IGNORECASE,
)


def _count(text: str) -> Quantity | None:
    """The first count of things the text bounds, as a quantity in the unit "count" (not a
    scale's band: "loại A (từ 90 điểm trở lên) bằng 100% mức lương")."""
    for sentence in sentences(text):
        if _SCALE_LINE.match(_spelled_out(sentence)):
            continue
        match = next(
            (
                found
                for found in _COUNTED.finditer(sentence)
                if not _a_day(sentence, found)
                and not _GRADE_BEFORE.match(sentence[: found.start()])
            ),
            None,
        )
        if match is None:
            continue
        word = _words(match.group("op") or match.group("op2"))
        operator = (
            "<="
            if re.match(r"tối đa|không quá|at most|a maximum|no more|not more|or fewer", word)
            else ">="
        )
        value = float(match.group("n") or match.group("n2"))
        return Quantity(operator, value, "count", sentence, before=sentence[: match.start()])
    return None


def _a_day(sentence: str, match: re.Match[str]) -> bool:
    """The counted number is a date's day: "01 tháng 7 năm 2026", "1 July", "ngày 15"."""
    start, end = match.span("n") if match["n"] else match.span("n2")
    return bool(_MONTH_AFTER.match(sentence, end) or _DATE_BEFORE.search(sentence[:start]))


# A milestone is a move up; "hiện ở cấp bậc L2", "được xếp vào bậc G2" state where one is.
# A level reached, or a course completed, within a time frame: "đạt cấp … trong vòng 12 tháng",
# "to reach the level of … within 12 months", "hoàn thành khóa học … trong vòng 06 tháng",
# "complete the … course (24 hours) within 06 months" — milestones, not KPIs of their hours.
_REACHES_A_LEVEL = (
    r"\bđạt\s+(?:cấp|bậc|ngạch|chức\s+danh)\b",
    r"\breach(?:es|ing)?\s+(?:the\s+)?(?:level|grade|rank|position)\s+of\b",
)
_COURSE_WITHIN_MONTHS = (
    r"hoàn\s+thành\s+khóa\s+(?:học|đào\s+tạo|huấn\s+luyện)\b[^.;]{0,120}?"
    r"trong\s+(?:vòng|thời\s+hạn)\s+\d+\s+tháng",
    r"\bcomplet\w*\s+(?:the\s+|an?\s+)?[^.;]{0,80}?\b(?:course|programme|program)\b"
    r"[^.;]{0,60}?\bwithin\s+\d+\s+months",
)
_MOVES_UP = _any(
    r"thăng",
    # up to a grade or a titled position; not "sắp xếp hàng hóa lên giá kệ" (goods onto racks)
    r"\blên\s+(?:(?-i:[A-ZĐ])|bậc|cấp|ngạch|vị\s+trí|chức|làm)",
    r"nâng\s+(?:bậc|cấp|lên)",
    r"bổ\s+nhiệm",
    r"xét\s+(?:lên|nâng)",
    r"promot",
    r"advance",
    r"appoint",
    r"move\s+up",
    r"next\s+(?:level|grade)",
    r"\s(?:→|->|=>|⇒)\s",  # a career ladder's row: "Chuyên viên → Chuyên viên chính"
    # a grade set as the goal: "Mục tiêu dài hạn là bậc Kỹ sư cầu nối (D4) trong 42 tháng"
    r"mục\s+tiêu(?:\s+[\wÀ-ỹ]+){0,3}\s+là\s+(?:bậc|cấp|vị\s+trí|chức\s+danh)\b",
    r"goal\s+is\s+(?:the\s+)?(?:grade|level|position|role)\s+of\b",
    *_REACHES_A_LEVEL,
    *_COURSE_WITHIN_MONTHS,
)
_PATH_STEP = re.compile(r"\s(?:→|->|=>|⇒)\s+(?P<level>[^|]+)")
# A move up to a grade, said as one (not "báo cáo lên Trưởng nhóm", reporting up to a lead, nor
# "escalate to the next level"): its milestone comes before any limit the clause phrases it by.
_PROMOTES = _any(
    r"thăng\s+(?:cấp|chức|tiến|hạng)",
    r"nâng\s+(?:bậc|cấp|ngạch)",
    r"bổ\s+nhiệm",
    r"\blên\s+(?:bậc|cấp|ngạch|vị\s+trí|chức\s+(?:danh|vụ))\b",
    r"promot",
    r"appoint",
    r"mục\s+tiêu(?:\s+[\wÀ-ỹ]+){0,3}\s+là\s+(?:bậc|cấp|vị\s+trí|chức\s+danh)\b",
    r"goal\s+is\s+(?:the\s+)?(?:grade|level|position|role)\s+of\b",
    *_REACHES_A_LEVEL,
    *_COURSE_WITHIN_MONTHS,
)
_COURSE_NAMED = re.compile(
    r"\bcomplet\w*\s+(?:the\s+|an?\s+)?[“\"]?(?P<name>[^“”\"().;]{2,60}?)[”\"]?\s*"
    r"(?:\([^()]*\)\s*)?(?:training\s+)?(?:course|programme|program)\b",
    re.IGNORECASE,
)


def _milestone(reading: Reading) -> dict[str, Any] | None:
    if not _MOVES_UP.search(f"{reading.clause.text_vi} {reading.clause.text_en}"):
        return None
    vi, en = reading.quantities("months")
    quantity = vi or en
    level = _level(reading.clause.text_en) or _level(reading.clause.text_vi)
    course = _COURSE_NAMED.search(_ascii(reading.clause.text_en or ""))
    if level is None and course is not None and quantity is not None:
        if re.search(r"certific", reading.clause.text_en or "", re.IGNORECASE):
            return None  # a course and its certificate: the certificate names the milestone
        name = "_".join(re.findall(r"[a-z0-9]+", course.group("name").lower())[:5])
        level = f"{name}_course_completed"[:100]
    if level is None:
        return None
    params: dict[str, Any] = {"milestone_id": level}
    # A ladder's step gives the least time in the grade before it, not a deadline for it.
    ladder_step = _PATH_STEP.search(reading.clause.text_vi or "") or _PATH_STEP.search(
        reading.clause.text_en or ""
    )
    if quantity is not None and 1 <= quantity.value <= 600 and not ladder_step:
        params["within_months"] = int(quantity.value)
    return {
        "item_kind": "career_milestone",
        "check_type": "milestone_reached",
        "check_params": params,
        "_quote_vi": vi.sentence if vi else None,
        "_quote_en": en.sentence if en else None,
    }


_LEVEL = re.compile(
    r"(?:to|lên|thành|level|cấp(?:\s+bậc)?|vị\s+trí)\s+(?:the\s+)?(?:level\s+of\s+)?"
    r"[\"“]?(?P<level>(?:senior|lead|staff|principal|junior|middle|mid-level|chief|head)"
    r"(?:\s+[A-Za-z]+){0,2}|[A-Z][a-z]+\s+(?:Engineer|Developer|Manager|Lead))",
    re.IGNORECASE,
)
# Any titled position a promotion names, in either language: "promotion to the position of
# Chief Accountant", "thăng chức lên Trưởng phòng Kế toán", "bổ nhiệm làm Trưởng nhóm".
_POSITION = re.compile(
    r"(?:(?i:promot\w*\s+to|appoint\w*\s+(?:as|to)|(?:grade|level|rank)\s+of|lên|thành|làm|"
    r"bậc|đạt\s+cấp)\s+"
    r"(?:(?i:the\s+)?(?i:position|role|title|vị\s+trí|chức\s+danh|chức\s+vụ)\s+(?:(?i:of)\s+)?)?)"
    r"(?P<level>[A-ZĐ][\wÀ-ỹ-]*(?:\s+(?:[\wÀ-ỹ-]+|\([A-Z0-9]+\))){0,4})"
)


def _level(text: str) -> str | None:
    """The level a promotion leads to ("from Senior Engineer to Lead Engineer" -> lead_engineer;
    a ladder's "Chuyên viên → Chuyên viên chính" -> chuyen_vien_chinh)."""
    step = _PATH_STEP.search(text or "")
    if step is not None:
        words = re.findall(r"[a-z0-9]+", _ascii(step.group("level")).lower())
        return "_".join(words)[:100] or None
    matches = list(_LEVEL.finditer(text or "")) or list(_POSITION.finditer(text or ""))
    if not matches:
        return None
    targets = [m for m in matches if re.match(r"(?:to|lên|thành)\b", m.group(0), re.IGNORECASE)]
    match = targets[-1] if targets else matches[0]  # "from X to Y": the last target
    # Where the title ends: the words that start the condition after it (with their
    # diacritics: "kể từ" ends a title, "Kế toán" is one).
    stop = {"within", "after", "subject", "based", "in", "if", "when", "upon", "by", "the",
            "from", "once", "depending", "sau", "trong", "khi", "nếu", "kể", "từ", "với",
            "theo", "tại", "vào", "tùy", "dựa", "phụ", "căn"}  # fmt: skip
    kept: list[str] = []
    for word in match.group("level").split():
        if word.lower().strip(",.;:()") in stop:
            break
        kept.extend(re.findall(r"[a-z0-9]+", _ascii(word).lower()))
    return "_".join(kept)[:100] or None


_VERBS = {"reaches", "reach", "is", "are", "be", "must", "shall", "should", "achieve",
          "achieves", "maintain", "maintains", "remain", "remains", "keep", "not", "exceed",
          "when", "if", "where", "has", "have", "complete", "completes", "attain",
          # auxiliaries and frequency words are no part of a measured thing's name
          # ("the shift's stock discrepancy does not exceed", "at least once every 2 hours")
          "does", "do", "did", "will", "may", "can", "once", "every",
          # a range's first word ("between -22°C and -18°C")
          "between"}  # fmt: skip


def _metric_before(quantity: Quantity | None) -> str | None:
    """The measured thing named just before the number: "the quarterly goal completion rate
    reaches at least 90%" -> quarterly_goal_completion_rate."""
    if quantity is None:
        return None
    match = _QUANTITY.search(_spelled_out(quantity.sentence))
    if match is None:
        return None
    # a law the clause cites is no measured thing ("paid under Article 98 of the Labor Code")
    cited = _LAW_CITED.sub(" ", quantity.sentence[: match.start()])
    before = re.findall(r"[a-z]+", _ascii(cited).lower())
    kept: list[str] = []
    for word in reversed(before):
        if word in _VERBS or word in _STOP:
            if kept:
                break
            continue
        kept.insert(0, word)
        if len(kept) == 4:
            break
    return "_".join(kept) or None


def _metric_after(quantity: Quantity | None) -> str | None:
    """The measured thing named just after the number when nothing before it names it: "at
    least 40 hours of professional training" -> professional_training, "no more than 2
    incidents in the production environment" -> incidents_production_environment."""
    if quantity is None or not quantity.after:
        return None
    counted: list[str] = []
    at = quantity.sentence.rfind(quantity.after)
    if at > 0:
        noun = re.findall(r"[a-z]+", _ascii(quantity.sentence[:at]).lower())[-1:]
        if noun and noun[0] not in _COUNTED_IN_UNITS and noun[0] not in _STOP:
            counted = noun
    kept: list[str] = []
    for word in re.findall(r"[a-z]+", _ascii(quantity.after).lower()):
        if word in _VERBS or word in _STOP or word in ("of", "in", "on", "for", "per"):
            if kept:
                break
            continue
        kept.append(word)
        if len(kept) == 2:
            break
    return "_".join([*counted, *kept]) or None


# The words a number's unit is written with: no measured thing ("40 hours of …").
_COUNTED_IN_UNITS = frozenset(
    (
        *("hour", "hours", "day", "days", "week", "weeks", "month", "months"),
        *("year", "years", "time", "times", "minute", "minutes", "percent", "working"),
    )
)


_LAW_CITED = re.compile(
    r"\b(?:under|pursuant\s+to|in\s+accordance\s+with|as\s+per|theo|tại)?\s*"
    r"(?:Article|Điều|Clause|Khoản|Decree|Nghị\s+định)\s+[\w.()]+"
    r"(?:\s+(?:of\s+the|of|của)?\s*(?:Labou?r\s+Code|Bộ\s+luật\s+Lao\s+động|[A-Z][\w\s]{0,40}?Law))?|"
    r"\b(?:the\s+)?Labou?r\s+Code\b|Bộ\s+luật\s+Lao\s+động",
    re.IGNORECASE,
)


def _metric_name(text: str) -> str | None:
    """A machine name for the measured thing, from the English clause's leading noun phrase."""
    text = re.sub(r"^\s*(?:\(?[a-z0-9.]+\)|\d+(?:\.\d+)*\.?)\s*", "", text or "", flags=re.I)
    words = re.findall(r"[a-z]+", _ascii(text).lower())
    kept = [word for word in words[:12] if word not in _STOP][:4]
    return "_".join(kept) or None


_STOP = {"the", "a", "an", "of", "is", "be", "must", "shall", "should", "at", "least", "no",
         "more", "than", "employee", "employees", "s", "with", "for", "per", "each", "and",
         "to", "in", "on", "by", "will", "his", "her", "their", "or", "its", "this"}  # fmt: skip


def _ascii(text: str) -> str:
    """ "Giám đốc Dự án" -> "Giam doc Du an" (NFKD leaves "đ" whole: it is its own letter)."""
    text = text.replace("đ", "d").replace("Đ", "D")
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def _plain(value: float) -> int | float:
    return int(value) if value == int(value) else value


_IP = (
    _any(r"sở\s+hữu\s+trí\s+tuệ", r"sáng\s+chế", r"quyền\s+tác\s+giả", r"sản\s+phẩm\s+trí\s+tuệ",
         r"nguồn\s+mở"),
    _any(r"intellectual\s+property", r"invention", r"copyright", r"work\s+product",
         r"open[-\s]source"),
)  # fmt: skip
_NON_COMPETE = (
    _any(r"không\s+cạnh\s+tranh", r"đối\s+thủ\s+cạnh\s+tranh", r"cạnh\s+tranh\s+với",
         r"lôi\s+kéo|lôi\s+cuốn|chiêu\s+mộ|mời\s+chào",
         # working, serving or practising a profession for another business, facility or unit
         r"không\s+(?:được\s+)?(?:đồng\s+thời\s+)?(?:làm\s+việc|cung\s+cấp\s+dịch\s+vụ|hành\s+nghề)\b"
         r".{0,120}?\bcho\s+(?:bất\s+kỳ\s+)?(?:khách\s+hàng|đối\s+thủ|doanh\s+nghiệp|tổ\s+chức|"
         r"công\s+ty|cơ\s+sở|đơn\s+vị)",
         # ... or for another of its trade's businesses, whatever the trade calls them: "không
         # làm việc … cho khách sạn, khu nghỉ dưỡng … hoặc cơ sở lưu trú khác"
         r"không\s+(?:được\s+)?(?:đồng\s+thời\s+)?(?:làm\s+việc|cung\s+cấp\s+dịch\s+vụ|hành\s+nghề)\b"
         r"[^.;]{0,120}?\bcho\s+(?!đến\b)[^.;]{0,120}?\b(?:cơ\s+sở|doanh\s+nghiệp|công\s+ty|tổ\s+chức"
         r"|đơn\s+vị|khách\s+sạn|nhà\s+hàng|bệnh\s+viện|phòng\s+khám|ngân\s+hàng|hãng|cửa\s+hàng"
         r"|đối\s+thủ|người\s+sử\s+dụng\s+lao\s+động)\b[^.;]{0,40}?\bkhác\b"),
    _any(r"non-?compet", r"\bcompet(?:e|es|ing|itors?|ition)\b", r"solicit|poach|entice",
         r"(?:shall|must|may|does|will)\s+not\s+(?:at\s+the\s+same\s+time\s+|concurrently\s+)?"
         r"(?:work|provide\s+services|practi[sc]e)"
         r"\b.{0,120}?\bfor\s+(?:(?:any\s+|another\s+)?(?:[\w-]+\s+(?:or\s+)?){0,3}?"
         r"(?:customer|client|competitor|business|company|employer|facility|organi[sz]ation)|"
         # "for another hotel, resort … or other accommodation establishment": a business of
         # the trade by its own name (not "another department", "another shift")
         r"another\s+(?!(?:department|team|unit|shift|colleague|division|section|branch|"
         r"manager|employee|project|position)\b)[\w-]+)"),
)  # fmt: skip
_CONFIDENTIALITY = (
    _any(
        r"bảo\s+mật",
        r"bí\s+mật",
        r"không\s+tiết\s+lộ",
        r"an\s+toàn\s+thông\s+tin",
        # customers' information and personal data are protected whatever the clause calls it
        r"thông\s+tin\s+(?:của\s+)?khách\s+hàng",
        r"dữ\s+liệu\s+(?:cá\s+nhân|(?:của\s+)?khách\s+hàng)",
    ),
    _any(
        r"confidential",
        r"non-?disclosure",
        r"not\s+disclose",
        r"information\s+security",
        r"customer\s+(?:information|data)",
        r"personal\s+data",
    ),
)


def _obligation_kind(reading: Reading) -> str:
    """What the obligation protects, from the clause and its headings."""
    vi = f"{reading.clause.text_vi} {reading.context_vi}"
    en = f"{reading.clause.text_en} {reading.context_en}"
    for kind, (pattern_vi, pattern_en) in (
        ("ip_assignment", _IP),
        ("non_compete", _NON_COMPETE),
    ):
        if pattern_vi.search(reading.clause.text_vi) or pattern_en.search(reading.clause.text_en):
            return kind
    for kind, (pattern_vi, pattern_en) in (
        ("ip_assignment", _IP),
        ("non_compete", _NON_COMPETE),
    ):
        if pattern_vi.search(vi) or pattern_en.search(en):
            return kind
    return "confidentiality"


def _kind_in(reading: Reading) -> str:
    """The item kind a bare numeric term takes in its document."""
    return {"nda_ip": "obligation", "total_rewards_appendix": "kpi"}.get(
        reading.document_kind, "working_term"
    )


def _duty_kind(reading: Reading) -> str:
    """The item kind an employee's duty takes in its document: the NDA's protect what it
    protects (obligations), the others' are working terms."""
    return "obligation" if reading.document_kind == "nda_ip" else "working_term"


def _with_kind(fields: dict[str, Any] | None, reading: Reading, kind: str) -> dict[str, Any] | None:
    if fields is None:
        return None
    fields["item_kind"] = kind
    if kind == "obligation":
        fields["obligation_kind"] = _obligation_kind(reading)
    return fields


def _deadline(reading: Reading) -> dict[str, Any] | None:
    """ "notify … within 30 days", "chậm nhất 08 giờ", "chậm nhất 30 phút": a duty with a time
    limit."""
    if not reading.binds_the_employee():
        return None
    vi, en = reading.quantities(*_TIME_LIMITS)
    quantity = vi or en
    if quantity is None or not any(q is not None and q.operator for q in (vi, en)):
        # "kết hôn: nghỉ 03 ngày" is a number of days, no time limit; "thông báo … trước 23 giờ
        # của ngày khách đến" is due by a time of day
        return _due_by_a_time_of_day(reading)
    if not reading.is_fragment and not any(
        _binds(_without_employers_duties(q.sentence)) for q in (vi, en) if q is not None
    ):
        return None  # the limit is in another sentence than the duty ("thời hạn này có thể
        # kéo dài nhưng không quá 30 ngày")
    fields = _threshold(
        _duty_within(en) or _metric_before_any(reading) or "deadline",
        _TIME_LIMITS,
        "<=",
    )(reading)
    if fields is None:
        return None
    if fields["check_params"]["operator"] not in ("<=", "<"):
        # "chậm nhất 15 phút trước khi kết thúc ca", "no later than 30 days before the
        # certificate expires": a lead time before an event, at least that long ahead
        if fields["check_params"]["operator"] != ">=" or not any(
            q is not None and q.operator == ">=" and _BEFORE_AFTER.match(q.after) for q in (vi, en)
        ):
            return None
        fields["check_params"]["metric"] = f"{_metric_before(en) or 'duty'}_lead_time"[:100]
    return _with_kind(fields, reading, _duty_kind(reading))


# The units a time limit is stated in, in order of preference.
_TIME_LIMITS = ("hours", "working_days", "days", "minutes")

# A duty due by a time of day, not within a length of time: "trước 23 giờ của ngày khách đến",
# "chậm nhất vào 17 giờ 30", "trước 08 giờ sáng" / "before 23:00 on the day of arrival", "by
# 5 p.m." ("báo trước 24 giờ", with nothing that makes it a time of day, is a length).
_BY_A_TIME_OF_DAY = (
    re.compile(
        r"(?:\btrước|\bchậm\s+nhất(?:\s+(?:vào|lúc))*|\bkhông\s+muộn\s+hơn|\bmuộn\s+nhất)\s+"
        r"(?:lúc\s+)?\d{1,2}\s*(?:giờ|h|:)\s*(?:\d{2}\b|sáng\b|chiều\b|tối\b|trưa\b|đêm\b|"
        r"(?:của\s+)?ngày\b|hôm\b)",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:before|by|no\s+later\s+than|not\s+later\s+than)\s+(?:\d{1,2}[:.]\d{2}\b|"
        r"\d{1,2}\s*[ap]\.?m\b|noon\b|midnight\b)",
        re.IGNORECASE,
    ),
)


def _due_by_a_time_of_day(reading: Reading) -> dict[str, Any] | None:
    """The employee's duty due by a time of day: evidence that it was done on time (a time of
    day is no quantity to compare). A record due so every day, week or month is a recurring
    record's."""
    text = f"{reading.clause.text_vi} {reading.clause.text_en}"
    if _DAILY.search(text) or _WEEKLY.search(text) or _MONTHLY.search(text):
        return None
    due = [
        sentence
        for body, pattern in zip(
            (reading.clause.text_vi, reading.clause.text_en), _BY_A_TIME_OF_DAY, strict=True
        )
        for sentence in sentences(body)
        if pattern.search(sentence)
    ]
    if not due or not (
        reading.is_fragment or any(_binds(_without_employers_duties(s)) for s in due)
    ):
        return None
    fields: dict[str, Any] = {
        "check_type": "evidence_presence",
        "check_params": {"signal": _signal(reading.clause.text_en, "on_time")},
    }
    return _with_kind(fields, reading, _duty_kind(reading))


# The duty a time limit is set on, by its verb: "the Employee shall report it to the
# Company's Information Security team within 24 hours" -> report_within (the words before the
# number had named the team, "companys_information_security_team").
_DUTY_VERB = re.compile(
    r"\b(?:shall|must|(?:is|are)\s+(?:required|obliged)\s+to|has\s+to|have\s+to|undertakes?\s+to)"
    r"\s+(?:(?:promptly|immediately|also|then|first)\s+)?(?:be\s+)?(?P<verb>[a-z]+)",
    re.IGNORECASE,
)


def _duty_within(quantity: Quantity | None) -> str | None:
    if quantity is None:
        return None
    duty = _DUTY_VERB.search(quantity.sentence)
    if duty is None or duty["verb"].lower() in ("not", "no", "be", "have", "has", "do"):
        return None
    return f"{duty['verb'].lower()}_within"


def _metric_before_any(reading: Reading) -> str | None:
    _, en = reading.quantities("hours", "working_days", "days", "months", "percent", "times")
    return _metric_before(en)


def _attestation(reading: Reading) -> dict[str, Any] | None:
    period = reading.period()
    if period is None:
        return None
    fields: dict[str, Any] = {
        "check_type": "attestation",
        "check_params": {"attested_by": "employee", "period": period},
    }
    if reading.document_kind != "nda_ip" and not _protects(reading):
        # a code of conduct signed every year is a working term: it attests none of the three
        # obligations the NDA protects
        return {"item_kind": "working_term", **fields}
    return {"item_kind": "obligation", "obligation_kind": _obligation_kind(reading), **fields}


def _protects(reading: Reading, *, context: bool = True) -> bool:
    """The clause (or, with ``context``, its headings) speaks of confidentiality, a non-compete
    or IP."""
    vi = f"{reading.clause.text_vi} {reading.context_vi if context else ''}"
    en = f"{reading.clause.text_en} {reading.context_en if context else ''}"
    return any(
        pattern_vi.search(vi) or pattern_en.search(en)
        for pattern_vi, pattern_en in (_IP, _NON_COMPETE, _CONFIDENTIALITY)
    )


_DAILY = _any(
    r"hằng\s+ngày|hàng\s+ngày|mỗi\s+ngày|every\s+day|daily|each\s+day",
    # a shift's record is a day's: "đầu mỗi ca", "at the end of every shift"
    r"(?:mỗi|từng|đầu|cuối)\s+ca\b|(?:every|each)\s+shift",
    # ... and so is one made at every handover of a shift: "khi nhận ca và khi giao ca", "on
    # taking over and on handing over the shift"
    r"\b(?:khi|lúc)\s+(?:nhận|giao|bàn\s+giao|đổi)\s+ca\b",
    r"\b(?:on|at|when)\s+(?:taking|handing)\s+over\s+(?:the\s+|a\s+)?shift",
    r"\bat\s+(?:each|every)\s+(?:shift\s+(?:change|handover)|change\s+of\s+shift)",
)
_WEEKLY = _any(r"hằng\s+tuần|hàng\s+tuần|mỗi\s+tuần|từng\s+tuần|weekly|each\s+week|every\s+week")
_MONTHLY = _any(r"hằng\s+tháng|hàng\s+tháng|mỗi\s+tháng|monthly|each\s+month|every\s+month")
# A record made every few hours ("ghi nhật ký … ít nhất mỗi 02 giờ một lần", "at least once
# every 2 hours"): several a day, a day's record.
_EVERY_FEW_HOURS = _any(
    r"mỗi\s+\d+\s+giờ|\b\d+\s+giờ\s+(?:một|1|01)\s+lần", r"\bevery\s+\d+\s+hours?\b"
)
# Due by a day of every month: "chậm nhất ngày 03 của tháng kế tiếp", "trước ngày 05 hằng
# tháng", "no later than the 3rd of the following month", "by the 5th day of each month" — a
# date, not a number of days: a monthly record.
_DUE_BY_A_DAY_OF_THE_MONTH = _any(
    r"(?:chậm\s+nhất|muộn\s+nhất|không\s+muộn\s+hơn|trước)\s+(?:(?:vào|là)\s+)?ngày\s+"
    r"(?:mùng\s+)?\d{1,2}\s+(?:của\s+)?(?:(?:hằng|hàng|mỗi)\s+tháng|tháng\s+(?:kế\s+tiếp|sau|"
    r"tiếp\s+theo|liền\s+sau|liền\s+kề))",
    r"\b(?:by|before|no\s+later\s+than|not\s+later\s+than)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?"
    r"\s+(?:day\s+)?of\s+(?:each|every|the\s+(?:following|next|subsequent))\s+month",
)


_RECORDING = _any(
    r"ghi\s+nhận|gửi|nộp|báo\s+cáo|cập\s+nhật|\brecord|\bsubmit|\bsend|\breport|\blog\b|\bupdate",
    # a time card swiped, a checklist signed: records of each shift
    r"chấm\s+công|quẹt\s+thẻ|phiếu\s+kiểm\s+tra|sổ\s+(?:nhật\s+ký|theo\s+dõi)|"
    r"time\s*card|clock\s+(?:in|out)|\bswipe|check\s*list|log\s*book",
    # a slip, form or book the employee signs: "cùng ký Phiếu đối chiếu quỹ", "co-signs the
    # Float Reconciliation Slip"
    r"\bký\s+(?:xác\s+nhận\s+)?(?:phiếu|biên\s+bản|sổ)\b|\bco-?signs?\b|"
    r"\bsigns?\s+(?:the\s+|a\s+)?(?:[\w-]+\s+){0,3}?(?:slip|form|sheet|log|record)\b",
)


# The agent of a passive, named by its title, who is not the employee: "do Kế toán trưởng giao
# cho giám sát ca", "issued … by the Chief Accountant" ("do lỗi", because of a fault, is no
# agent). In a clause where the employee does nothing, what is done is that person's.
_DONE_BY_ANOTHER = re.compile(
    r"\bdo\s+(?!Người\s+lao\s+động\b|Nhân\s+viên\b|NLĐ\b)(?-i:[A-ZĐ])[\wÀ-ỹ]*|"
    r"\bby\s+the\s+(?!Employee\b)(?-i:[A-Z])[\w-]*",
    re.IGNORECASE,
)


def _recurring_record(reading: Reading) -> dict[str, Any] | None:
    """A duty to record or send something every week/month: evidence that it was done."""
    text = f"{reading.clause.text_vi} {reading.clause.text_en}"
    if not _RECORDING.search(text) or _employer_speaks(reading.clause):
        return None
    if _DONE_BY_ANOTHER.search(text) and not reading.binds_the_employee():
        return None  # "… do Kế toán trưởng giao … theo Biên bản giao quỹ": another's act
    due_monthly = bool(_DUE_BY_A_DAY_OF_THE_MONTH.search(text))
    window = (
        1
        if _DAILY.search(text) or _EVERY_FEW_HOURS.search(text)
        else 7
        if _WEEKLY.search(text)
        else 31
        if _MONTHLY.search(text) or due_monthly
        else None
    )
    if window is None:
        return None
    if due_monthly and not reading.binds_the_employee():
        return None  # "Lịch phân ca do … công bố trước ngày 20 hằng tháng": another's date
    fields: dict[str, Any] = {
        "check_type": "evidence_presence",
        "check_params": {
            "signal": _signal(reading.clause.text_en, "submitted"),
            "window_days": window,
        },
    }
    return _with_kind(fields, reading, _duty_kind(reading))


def _signed_record(reading: Reading) -> dict[str, Any] | None:
    """A duty that ends in a record both sides sign (a handover, a return of assets)."""
    if not reading.binds_the_employee():
        return None
    if _RECORD_QUALIFIES.search(reading.clause.text_en or "") and not _RECORD_DUTY.search(
        reading.clause.text_vi or ""
    ):
        return None  # "số vụ va chạm phải lập biên bản": which events count, no record to make
    fields: dict[str, Any] = {
        "check_type": "evidence_presence",
        "check_params": {"signal": _signal(reading.clause.text_en, "record_signed")},
    }
    return _with_kind(fields, reading, _duty_kind(reading))


# "collisions requiring an incident record", "vi phạm phải lập biên bản": the record qualifies
# the events counted; "Người lao động phải lập biên bản bàn giao" is the employee's duty.
_RECORD_QUALIFIES = re.compile(r"\brequir(?:ing|es?)\s+an?\s+(?:[a-z-]+\s+)?record\b", re.I)
_RECORD_DUTY = re.compile(
    r"(?:Người\s+lao\s+động|Nhân\s+viên|NLĐ)\s+(?:phải\s+)?(?:lập|ký)\s+(?:\S+\s+){0,2}?biên\s+bản|"
    r"có\s+biên\s+bản|biên\s+bản\s+(?:bàn\s+giao|giao\s+nhận)"
)


# A declaration the employee makes or a register or log the employee signs or fills in: "kê
# khai bằng văn bản", "khai báo vào Sổ đăng ký quà tặng", "cùng ký Sổ theo dõi mở, đóng kho",
# "declares … in writing", "entered in the Gift Register", "sign the … Log".
_KEPT_RECORD_VI = _any(
    # the employee declares (not "được Người lao động kê khai tại Danh mục", a list once made)
    r"(?<!được\s)(?:Người\s+lao\s+động|Nhân\s+viên|NLĐ)\s+(?:phải\s+)?kê\s+khai\b",
    r"khai\s+báo\s+vào\s+sổ",
    r"\bsổ\s+(?:đăng\s+ký|theo\s+dõi|nhật\s+ký|ghi\s+chép)",
)
_KEPT_RECORD_EN = _any(
    r"\bdeclares?\b[^.;]{0,80}?\bin\s+writing\b",
    r"\bwritten\s+declaration\b",
    r"\b(?-i:Register|Log)\b|\blog\s*book\b|\bledger\b",  # a register named, not "to register"
)
# Updating a record ("cập nhật bản kê khai trong vòng 05 ngày"): its time limit qualifies it.
_UPDATES = _any(r"cập\s+nhật", r"\bupdates?\b")


def _kept_record(reading: Reading) -> dict[str, Any] | None:
    """A declaration, register or log the employee keeps: evidence that it is on file. A
    time limit set on the declaration itself ("khai báo … trong vòng 24 giờ") is a deadline;
    one on updating it qualifies the record."""
    text = f"{reading.clause.text_vi} {reading.clause.text_en}"
    if not reading.binds_the_employee() or _DAILY.search(text) or _WEEKLY.search(text):
        return None  # a day's or a week's log is a recurring record
    for quantity in reading.quantities("hours", "working_days", "days"):
        if quantity is None or quantity.operator is None:
            continue
        verbs = [(m.start(), "update") for m in _UPDATES.finditer(quantity.before)] + [
            (m.start(), "record")
            for pattern in (_KEPT_RECORD_VI, _KEPT_RECORD_EN)
            for m in pattern.finditer(quantity.before)
        ]
        if verbs and max(verbs)[1] == "record":
            return None
    named = re.search(
        r"(?P<name>(?:[A-Z][\w'\u2019-]*\s+){1,3})(?:Register|Log)\b", reading.clause.text_en or ""
    )
    if named:
        words = re.findall(r"[a-z0-9]+", _ascii(named.group("name")).lower())
        signal = "_".join([*[w for w in words if w not in _STOP][-3:], "entry"])
    else:
        signal = _signal(reading.clause.text_en, "declared")
    fields: dict[str, Any] = {
        "check_type": "evidence_presence",
        "check_params": {"signal": signal},
        "_quote_vi": _sentence_with(reading.clause.text_vi, _KEPT_RECORD_VI),
        "_quote_en": _sentence_with(reading.clause.text_en, _KEPT_RECORD_EN),
    }
    return _with_kind(fields, reading, _duty_kind(reading))


# How often a training is taken again: the window its evidence must fall in.
_AGAIN = (
    (
        _any(
            r"hằng\s+năm|hàng\s+năm|mỗi\s+năm(?!\s+(?:hai|0?2)\s+lần)|annual|yearly|every\s+year|"
            r"each\s+year|once\s+a\s+year"
        ),
        365,
    ),
    (
        _any(
            r"mỗi\s+(?:sáu|0?6)\s+tháng|(?:mỗi|một)\s+năm\s+(?:hai|0?2)\s+lần|"
            r"(?:hai|0?2)\s+lần\s+(?:một|mỗi)\s+năm|every\s+(?:six|6)\s+months|twice\s+a\s+year"
        ),
        182,
    ),
    (_any(r"hằng\s+quý|hàng\s+quý|mỗi\s+quý|quarterly|every\s+quarter"), 91),
)
_COMPLETES = _any(r"hoàn\s+thành|tham\s+gia|\bcomplet|\battend")
# A course to take: not "in the course of employment", which says when, not what
_COURSE_EN = _any(r"\btraining\b|\bcourses?\b(?!\s+of\b)")
_COURSE_NAME = re.compile(
    r"(?:complete|attend)s?\s+(?:the\s+|an?\s+)?(?P<name>.{2,80}?)\s+(?:training|course)",
    re.IGNORECASE,
)


def _recurring_training(reading: Reading) -> dict[str, Any] | None:
    """A course the employee must complete and take again every year (half-year, quarter):
    evidence that it was completed in the window, not a number of days to meet — the first
    deadline ("within 30 days of starting") is when the first evidence is due."""
    text = f"{reading.clause.text_vi} {reading.clause.text_en}"
    # a point is a fragment of its lead-in's sentence: "Hằng năm, Người lao động phải: a) hoàn
    # thành khóa đào tạo …" is taken every year
    recurs = f"{text} {reading.context_vi} {reading.context_en}" if reading.is_fragment else text
    window = next((days for pattern, days in _AGAIN if pattern.search(recurs)), None)
    if window is None or not _COMPLETES.search(text) or _employer_speaks(reading.clause):
        return None
    if any(quantity.unit.startswith("hours") for quantity in quantities(text)):
        return None  # "ít nhất 24 giờ đào tạo mỗi năm": hours of training are a target
    named = _COURSE_NAME.search(_ascii(reading.clause.text_en or ""))
    words = re.findall(r"[a-z]+", named.group("name").lower()) if named else []
    name = "_".join([word for word in words if word not in _STOP][:2] or ["course"])
    fields: dict[str, Any] = {
        "check_type": "evidence_presence",
        "check_params": {"signal": f"{name}_training_completed", "window_days": window},
    }
    return _with_kind(fields, reading, _duty_kind(reading))


# A periodic health check: "khám sức khỏe định kỳ 06 tháng một lần", "a periodic health check
# every 6 months", "medical examination once a year".
_HEALTH_CHECK = (
    _any(r"khám\s+sức\s+khỏe|kiểm\s+tra\s+sức\s+khỏe"),
    _any(r"health\s+check|medical\s+(?:check|examination)"),
)
# How often it recurs, in days: "mỗi N tháng", "N tháng một lần", "every N months".
_EVERY_N_MONTHS = _any(
    r"(?:mỗi|định\s+kỳ)\s+(?P<a>\d+)\s+tháng|\b(?P<b>\d+)\s+tháng\s*(?:/\s*|(?:một|1|01)\s+)lần",
    r"\bevery\s+(?P<c>\d+)\s+months\b",
)


def _recurs_every(text: str) -> int | None:
    """The days between two occurrences the text states: "06 tháng một lần" -> 183, "every 3
    months" -> 91, "mỗi năm một lần" -> 365."""
    months = _EVERY_N_MONTHS.search(text)
    if months is not None:
        return int(int(months["a"] or months["b"] or months["c"]) * 365 / 12 + 0.5)
    return next((days for pattern, days in _AGAIN if pattern.search(text)), None)


def _health_check(reading: Reading) -> dict[str, Any] | None:
    """A periodic health check the employee attends ("Người lao động tham gia … khám sức khỏe
    định kỳ 06 tháng một lần do Công ty tổ chức"): evidence of it in each period. The
    employer's duty to arrange it ("Công ty tổ chức khám sức khỏe định kỳ …") is none."""
    if _employer_speaks(reading.clause) or not reading.binds_the_employee():
        return None
    window = _recurs_every(f"{reading.clause.text_vi} {reading.clause.text_en}")
    if window is None:
        return None
    fields: dict[str, Any] = {
        "check_type": "evidence_presence",
        "check_params": {"signal": "periodic_health_check_attended", "window_days": window},
        "_quote_vi": _sentence_with(reading.clause.text_vi, _HEALTH_CHECK[0]),
        "_quote_en": _sentence_with(reading.clause.text_en, _HEALTH_CHECK[1]),
    }
    return _with_kind(fields, reading, _duty_kind(reading))


# Workplace safety rules the employee keeps all the time: protective equipment worn, no work
# under alcohol or drugs. What is checked is that no breach was recorded.
_SAFETY_RULES = (
    (
        "ppe",
        # with a modal verb, or worn as a plain statement in the employee's duty ("Người lao
        # động tuân thủ …: vệ sinh tay, mang găng, khẩu trang … và phương tiện phòng hộ cá nhân")
        _any(
            r"(?:(?:phải|bắt\s+buộc)\s+(?:\S+\s+){0,2}?(?:mang|đeo|mặc|sử\s+dụng|trang\s+bị)|"
            r"\b(?:mang|đeo|mặc))\s+(?:đầy\s+đủ\s+)?[^.;]{0,60}?(?:bảo|phòng)\s+hộ"
        ),
        _any(
            r"(?:must|shall)\s+(?:\w+\s+){0,2}?(?:wear|use)\s+[^.;]{0,60}?(?:protective|\bPPE\b|"
            r"safety\s+(?:shoes|boots|helmet|glasses|goggles|gear)|high-visibility)"
        ),
    ),
    (
        "alcohol",
        _any(
            r"không\s+được\s+(?:\S+\s+){0,6}?(?:nồng\s+độ\s+cồn|rượu|bia|chất\s+kích\s+thích|"
            r"ma\s+túy)",
            # forbidden with no subject: "Nghiêm cấm sử dụng rượu, bia, chất kích thích …"
            r"(?:nghiêm\s+)?cấm\s+(?:\S+\s+){0,3}?(?:rượu|bia|chất\s+kích\s+thích|ma\s+túy)",
        ),
        _any(
            r"(?:must|shall|may)\s+not\s+(?:\w+\s+){0,3}?(?:work|drive|operate)\b[^.;]{0,60}?"
            r"(?:alcohol|drugs|intoxicat|under\s+the\s+influence)",
            r"(?:alcohol|drugs|stimulants)\b[^.;]{0,80}?\b(?:is|are)\s+(?:strictly\s+)?"
            r"(?:prohibited|forbidden)",
        ),
    ),
)


def _safety_rule(reading: Reading) -> dict[str, Any] | None:
    if _employer_speaks(reading.clause) or not reading.binds_the_employee():
        return None
    for name, vi, en in _SAFETY_RULES:
        if vi.search(reading.clause.text_vi or "") or en.search(reading.clause.text_en or ""):
            signal = "no_ppe_violation" if name == "ppe" else "no_positive_alcohol_test"
            return {
                "item_kind": "working_term",
                "check_type": "evidence_presence",
                "check_params": {"signal": signal},
                "_quote_vi": _sentence_with(reading.clause.text_vi, vi),
                "_quote_en": _sentence_with(reading.clause.text_en, en),
            }
    return None


def _probation(reading: Reading) -> dict[str, Any] | None:
    """The probation's length is the contract's term, like its duration: nothing the employee
    does (the gold sets leave it out). The clause that states it is claimed, so that its days
    are not read as another limit; only the number probation's words name ("thời gian thử việc
    là 60 ngày"), not the contract's 36 months in a sentence that mentions probation."""
    vi, en = reading.quantities(
        "days", "working_days", "months", near=(_any(r"thử\s+việc"), _any(r"probation"))
    )
    return _NOTHING_TO_CHECK if vi or en else None


# A training's cost repaid by an employee who leaves early: "hoàn trả chi phí đào tạo", "bồi
# hoàn học phí", "reimburse the training cost", "refunds the fees".
_TRAINING_COST_REPAID = (
    _any(
        r"(?:hoàn\s+trả|bồi\s+hoàn|hoàn\s+lại)\s+(?:toàn\s+bộ\s+|một\s+phần\s+)?"
        r"(?:chi\s+phí\s+đào\s+tạo|chi\s+phí\s+(?:khóa|khoá)\s+học|học\s+phí)"
    ),
    _any(
        r"\b(?:reimburs|refund|repay)\w*\s+(?:the\s+|all\s+|part\s+of\s+the\s+)?"
        r"(?:training\s+(?:costs?|fees|expenses)|course\s+(?:costs?|fees)|fees)"
    ),
)


def _service_bond(reading: Reading) -> dict[str, Any] | None:
    """A training bond: the time the employee commits to keep working after a paid course
    ("cam kết làm việc cho Công ty ít nhất 12 tháng sau khi kết thúc khóa học; nếu vi phạm
    phải hoàn trả chi phí đào tạo"), whose breach is a repayment: a consequence, nothing to
    check. The clause is claimed so that its months are not read as another limit; only the
    number the words of staying or leaving name."""
    vi, en = reading.quantities(
        "months",
        "years",
        near=(
            _any(r"làm\s+việc\s+(?:cho|tại)", r"nghỉ\s+việc", r"chấm\s+dứt"),
            _any(r"\bwork\s+for\b", r"\bserve\b", r"\bleaves?\b", r"\bremain\b"),
        ),
    )
    return _NOTHING_TO_CHECK if vi or en else None


# An approval, and what makes it a gate on the employee's act: "only", "unless", "before",
# "without", "must obtain", "not yet approved", an exception "except with". "Chỉ" restricts,
# not the nouns built on it ("thực hiện chỉ tiêu … do Trưởng khoa phê duyệt": a target someone
# approves, no gate). In English "only" and "not" gate only what they put before the approval
# ("only with / after … approval", "tools the Company has not approved"), not another verb of
# the sentence ("the plan which the Head approves monthly and does not change").
_APPROVAL_VI = _any(r"phê\s+duyệt|chấp\s+thuận|ký\s+duyệt")
_APPROVAL_EN = _any(r"approv|prior\s+(?:written\s+)?consent|signed\s+off")
_GATED_VI = _any(
    rf"\b{ONLY_VI}\b|\btrừ\b|\bchưa\b|\btrước\b|\bsau\s+khi\b|\bphải\s+(?:có|được|xin)\b|"
    r"\bkhi\s+có\b|\bnếu\s+không\b|\bkhông\s+có\b"
)
_GATED_EN = _any(
    rf"\bonly\b[^.;]*?(?:{_APPROVAL_EN.pattern})",
    r"\bnot\s+(?:yet\s+)?(?:been\s+)?(?:approv|consented|signed\s+off)",
    r"\bunless\b|\bexcept\b|\bwithout\b|\bprior\b|\bbefore\b|\bin\s+advance\b|"
    r"\b(?:must|shall)\s+(?:first\s+)?(?:obtain|have|get|seek)\b|\brequires?\b",
)


# A builder's answer for a clause it recognises as stating nothing to check.
_NOTHING_TO_CHECK: dict[str, Any] = {"nothing_to_check": True}


def _approval(reading: Reading) -> dict[str, Any] | None:
    """A duty that needs someone's approval first: evidence of the approval. The approval must
    gate what the employee does ("chỉ … khi có Phiếu … ký duyệt", "only with …", "unless
    approved"); a roster or a plan "approved monthly by the Head" is how it is made, no gate."""
    if not reading.binds_the_employee():
        return None
    if not any(
        approval.search(sentence) and gated.search(sentence)
        for text, approval, gated in (
            (reading.clause.text_vi, _APPROVAL_VI, _GATED_VI),
            (reading.clause.text_en, _APPROVAL_EN, _GATED_EN),
        )
        for sentence in sentences(text)
    ):
        return None
    fields: dict[str, Any] = {
        "check_type": "evidence_presence",
        "check_params": {"signal": _unapproved_act(reading.clause.text_en, reading.clause.text_vi)},
    }
    # the NDA's approvals protect what it protects; the labor contract's are working terms
    # ("làm thêm giờ khi có Phiếu đề nghị đã được ký duyệt"), as any duty's
    return _with_kind(fields, reading, _duty_kind(reading))


# The act an approval lifts a ban on: "not to disclose it … except with … consent", "shall not
# copy or store … tools the Company has not approved" (its first verb), named as a noun.
_FORBIDDEN_ACT = re.compile(r"\b(?:not|never)\s+(?:to\s+)?(?:be\s+)?([a-z]+)", re.IGNORECASE)
_ACT_NOUNS = {
    "disclose": "disclosure", "copy": "copying", "store": "storage", "publish": "publication",
    "share": "sharing", "transfer": "transfer", "enter": "entry", "remove": "removal",
    "install": "installation", "accept": "acceptance", "use": "use", "take": "taking",
    "send": "sending", "upload": "upload", "reveal": "disclosure", "release": "release",
    "engage": "engagement", "work": "work", "solicit": "solicitation", "sell": "sale",
}  # fmt: skip


# The same acts forbidden in Vietnamese ("không được tiết lộ", "không đưa … vào"), for a part
# of a clause read in Vietnamese alone.
_FORBIDDEN_ACT_VI = re.compile(r"\bkhông\s+(?:được\s+)?(?:phép\s+)?(\w+(?:\s+\w+)?)", re.IGNORECASE)
_ACT_NOUNS_VI = {
    "tiết lộ": "disclosure", "sao chép": "copying", "lưu trữ": "storage", "công bố": "publication",
    "chia sẻ": "sharing", "chuyển giao": "transfer", "đưa": "entry", "mang": "removal",
    "cài đặt": "installation", "nhận": "acceptance", "sử dụng": "use", "gửi": "sending",
    "tải": "upload", "tiết": "disclosure", "bán": "sale", "lôi kéo": "solicitation",
}  # fmt: skip


def _unapproved_act(text_en: str | None, text_vi: str | None = None) -> str:
    """The evidence of an act done only with approval: that none was done without it, named
    by the act ("no_unauthorized_disclosure"), so two clauses gating different acts ask for
    different evidence: an act of those named, forbidden in the sentence that needs the
    approval ("… not to disclose … except with … consent"; not "not less than", "shall not
    unreasonably withhold"). A duty to obtain an approval, with no act forbidden, its
    record."""
    # the Vietnamese speaks only where no English is read
    text, approval, gated, forbidden, nouns = (
        (_ascii(text_en), _APPROVAL_EN, _GATED_EN, _FORBIDDEN_ACT, _ACT_NOUNS)
        if text_en
        else (text_vi or "", _APPROVAL_VI, _GATED_VI, _FORBIDDEN_ACT_VI, _ACT_NOUNS_VI)
    )
    for sentence in sentences(text):
        if not (approval.search(sentence) and gated.search(sentence)):
            continue
        for said in forbidden.finditer(sentence):
            words = said.group(1).lower()
            act = nouns.get(words) or nouns.get(words.split()[0])
            if act is not None:
                return f"no_unauthorized_{act}"
    return _signal(text_en or "", "approved")


def _signal(text: str, suffix: str) -> str:
    """A machine name for the evidence: the English clause's object words plus ``suffix``."""
    words = re.findall(r"[a-z]+", _ascii(text or "").lower())
    verbs = {"record", "records", "submit", "submits", "send", "sends", "report", "reports",
             "log", "logs", "file", "files", "update", "updates", "publish", "contribute",
             "use", "include", "add", "introduce", "swipe", "swipes", "sign", "signs",
             "fill", "fills", "complete", "completes"}  # fmt: skip
    for index, word in enumerate(words):
        if word in verbs:
            kept = [w for w in words[index + 1 : index + 8] if w not in _STOP][:3]
            kept = kept[: next((i for i, w in enumerate(kept) if w in ("once", "every")), 3)]
            if kept and kept[-1] == suffix.split("_")[0]:
                kept.pop()  # "handover record" + "record_signed": the record is named once
            if kept:
                return "_".join([*kept, suffix])[:100]
    return f"clause_{suffix}"


# A certification the employee goes through, named just before it: "completes the HACCP
# certification", "attains ISO 22000 certification" (a few words, no other verb between).
_COMPLETES_A_CERTIFICATION = re.compile(
    r"\b(?:complet|attain)(?:es|e|s)?\s+(?:the\s+|an?\s+)?"
    r"((?:(?!and\b|or\b)[\w-]+\s+){1,4}?)certification\b",
    re.IGNORECASE,
)


def _certificate(reading: Reading) -> dict[str, Any] | None:
    if _employer_speaks(reading.clause):
        return None
    vi, en = reading.quantities("months")
    match = re.search(
        # "obtains the … Certificate", "holds an insurance agent certificate", "is awarded the
        # … occupational certificate" (a certificate the employee is to be granted)
        r"(?:(?:obtain|achieve|earn|pass|get|gain|acquire|hold|receive)s?|"
        r"(?:is|be|are|being)\s+(?:awarded|granted|issued))\s+(?:the\s+|an?\s+)?"
        r"(.{2,60}?)\s+certific",
        _ascii(reading.clause.text_en or ""),
        re.IGNORECASE,
    ) or _COMPLETES_A_CERTIFICATION.search(_ascii(reading.clause.text_en or ""))
    if match is None:
        return None
    name = "_".join(re.findall(r"[a-z0-9]+", match.group(1).lower())[:4])
    params: dict[str, Any] = {"milestone_id": f"{name}_certified"[:100]}
    quantity = vi or en
    if quantity is not None and 1 <= quantity.value <= 600:
        params["within_months"] = int(quantity.value)
    return {
        "item_kind": "career_milestone",
        "check_type": "milestone_reached",
        "check_params": params,
        "_quote_vi": vi.sentence if vi else None,
        "_quote_en": en.sentence if en else None,
    }


# The employee forbidden something, with a modal verb or as a plain statement: "Người lao động
# không giới thiệu …", "không được …" / "The Employee does not refer …", "shall not …" — not
# what befalls the employee ("không bị xếp ca", "không được hưởng"), a freedom ("không cần",
# "không phải"), nor a status ("không thuộc diện …", "không mất quyền …", "không đồng ý").
_PROHIBITION_VI = re.compile(
    r"(?:Người\s+lao\s+động|Nhân\s+viên|NLĐ)\s+(?:(?P<strict>tuyệt\s+đối\s+)|cũng\s+)?không\s+"
    r"(?!bị\b|cần\b|phải\b|chịu\b|có\s+(?:quyền|nghĩa)\b|thuộc\b|mất\b|đồng\s+ý\b|"
    r"nhất\s+trí\b|là\b|còn\b|đủ\b|"
    r"được\s+(?:hưởng|nhận|xếp|tính|trả|thưởng|cấp|nâng|xét)\b)(?P<modal>được\s+)?[a-zà-ỹ]"
)
# What follows a plain "Người lao động không <verb> …" when it is the condition of something
# else, not a prohibition: "… thì được thưởng", "… sẽ bị khiển trách", "… có quyền khiếu nại",
# "… được hưởng …", "… bị kỷ luật".
_CONSEQUENCE_VI = re.compile(
    r"\bthì\b|\bsẽ\s+(?:bị|được|phải|chịu|không\s+được)\b|\bcó\s+quyền\b|"
    r"\bđược\s+(?:hưởng|nhận|thưởng|xét|cộng|tính|ưu\s+tiên|miễn)\b|"
    r"\bbị\s+(?:khiển\s+trách|kỷ\s+luật|xử\s+lý|phạt|trừ|cảnh\s+cáo|sa\s+thải|buộc|"
    r"chấm\s+dứt|đình\s+chỉ|hạ|cắt|giảm)",
    re.IGNORECASE,
)
# A sanction for breaking the prohibition ("…, nếu vi phạm sẽ bị kỷ luật") or a relative clause
# on its object ("… mà mình có quyền truy cập") is no consequence of a condition.
_NOT_A_CONSEQUENCE_PAST = re.compile(r"\bvi\s+phạm\b|\bmà\b", re.IGNORECASE)
_PROHIBITION_EN = re.compile(
    r"(?:\b(?:shall|must|may|does|do|will|should)\s+not\b|\bnever\b|\bis\s+not\s+to\b)"
    r"(?!\s+(?:lose|agree|belong|fall|qualify|need|have\s+to|apply|receive|get)\b)"
)
# A negation in the condition of an English sentence ("An Employee who does not agree … may
# complain", "If the Employee does not …"): no prohibition of its own.
_NEGATED_CONDITION_EN = re.compile(
    r"\b(?:who|whoever|if|when|where|unless)\s+(?:[\w'\u2019-]+\s+){0,3}?"
    r"(?:does|do|did|will|is|are|has|have)\s+not\b",
    re.IGNORECASE,
)


def _forbids_vi(text: str) -> bool:
    """A sentence forbids the employee something: "không được", "tuyệt đối không", or a plain
    "không <verb>" that does not go on to a consequence of it (then it is a condition)."""
    for sentence in sentences(text):
        if _STRICTLY_FORBIDDEN_VI.match(sentence):
            return True  # "Nghiêm cấm …", with no subject: it binds whom the article binds
        for found in _PROHIBITION_VI.finditer(sentence):
            if found.group("strict") or found.group("modal"):
                return True
            rest = _NOT_A_CONSEQUENCE_PAST.split(sentence[found.end() :])[0]
            if not _CONSEQUENCE_VI.search(rest):
                return True
    return False


def _forbids_en(text: str) -> bool:
    """The English forbids something outside the conditions of its sentences."""
    return bool(
        _PROHIBITION_EN.search(_NEGATED_CONDITION_EN.sub(" ", text))
        or _STRICTLY_FORBIDDEN_EN.search(text)
    )


# A prohibition stated impersonally: "Nghiêm cấm bố trí …, cưỡng bức lao động, quấy rối …", "…
# are strictly prohibited".
_STRICTLY_FORBIDDEN_VI = re.compile(r"^\W*nghiêm\s+cấm\b", re.IGNORECASE)
_STRICTLY_FORBIDDEN_EN = re.compile(
    r"\b(?:is|are)\s+strictly\s+(?:prohibited|forbidden)\b", re.IGNORECASE
)


def _prohibition(reading: Reading) -> dict[str, Any] | None:
    """Anything else the employee is forbidden in the labor contract or the NDA (no steering
    of patients to outside pharmacies, no use of another's account): evidence of no breach.
    Read last, when no other kind of commitment claimed the clause; both languages forbid it.
    The appendix's are consequences of its ratings ("không được xếp loại cao hơn loại C"); a way
    of letting information out is confidentiality's, under its heading or its words only."""
    if reading.document_kind not in ("labor_contract", "nda_ip"):
        return None
    vi, en = reading.clause.text_vi or "", reading.clause.text_en or ""
    if not _forbids_vi(vi) or (en and not _forbids_en(en)):
        return None
    if _LETS_INFORMATION_OUT[0].search(vi) and (not en or _LETS_INFORMATION_OUT[1].search(en)):
        return None  # both languages let information out ("đăng đánh giá" is no "đăng tải")
    if not reading.binds_the_employee() or _CARVE_OUT.search(f"{vi} {en}"):
        return None
    if reading.document_kind != "nda_ip" and _ANOTHER_AGREEMENT.search(f"{vi} {en}"):
        return None
    fields: dict[str, Any] = {
        "check_type": "evidence_presence",
        "check_params": {"signal": "no_recorded_breach"},
    }
    return _with_kind(fields, reading, _duty_kind(reading))


# A licence, certificate, permit or a card that qualifies for the work the employee must hold
# valid: "chỉ được … khi giấy phép hành nghề còn hiệu lực và phải duy trì hiệu lực của giấy
# phép", "must keep the licence valid". Any other card is no credential: a health-insurance
# card, an access card or a name badge the employee is given says nothing of what they may do.
_CREDENTIAL_VI = (
    r"(?:giấy\s+phép|chứng\s+chỉ|giấy\s+chứng\s+nhận|"
    r"thẻ\s+(?:hành\s+nghề|vận\s+hành|an\s+toàn|chứng\s+nhận|kiểm\s+định))"
)
_CREDENTIAL_EN = (
    r"(?:licen[cs]e|certificate|permit|"
    r"(?:operator|operator's|operating|practi[cs]ing|practitioner|competen(?:ce|cy)|"
    r"qualification|certification|safety)\s+card)"
)
_VALID_CREDENTIAL = (
    _any(
        rf"\b{_CREDENTIAL_VI}\b[^.;]{{0,60}}?\bcòn\s+hiệu\s+lực",
        rf"\bduy\s+trì\s+hiệu\s+lực\s+(?:của\s+)?{_CREDENTIAL_VI}\b",
    ),
    _any(
        rf"\b{_CREDENTIAL_EN}\s+(?:is|remains|stays|are)\s+valid\b",
        rf"\b(?:keeps?|maintains?|holds?)\s+(?:[\w-]+\s+){{0,4}}?{_CREDENTIAL_EN}s?\s+valid\b",
    ),
)


def _valid_credential(reading: Reading) -> dict[str, Any] | None:
    """A licence or certificate the employee must hold valid to do the work: evidence that it
    is valid (its renewal, filed ahead, is how it is kept so)."""
    if _employer_speaks(reading.clause) or not reading.binds_the_employee():
        return None
    named = re.search(
        rf"(?P<name>(?:[a-z-]+\s+){{0,3}}?{_CREDENTIAL_EN})\s+(?:is|remains|stays|are)\s+valid",
        _ascii(reading.clause.text_en or ""),
        re.IGNORECASE,
    )
    kept: list[str] = []
    for word in reversed(re.findall(r"[a-z]+", named.group("name").lower()) if named else []):
        if word in _STOP or word in ("while", "when", "if", "only", "until", "as"):
            break  # the noun phrase of the credential ends where its sentence's words begin
        kept.insert(0, word)
    fields: dict[str, Any] = {
        "check_type": "evidence_presence",
        "check_params": {"signal": f"{'_'.join(kept) or 'credential'}_valid"},
    }
    return _with_kind(fields, reading, _duty_kind(reading))


# A standard of conduct the employee keeps: a named standard, procedure, policy or code of the
# employer complied with ("tuân thủ Tiêu chuẩn diện mạo của Bộ phận …", "complies with the Front
# Office Grooming Standard"; capitalised, a document's name, not "the law"), or a uniform worn
# ("mặc đồng phục", "wears the uniform"). Checked by the absence of a recorded breach.
_COMPLIES_VI = r"\btuân\s+thủ\s+(?:đúng\s+|nghiêm\s+|đầy\s+đủ\s+)?(?:các\s+)?"
_STANDARD_VI = (
    r"Tiêu\s+chuẩn|Quy\s+trình|Quy\s+chuẩn|Quy\s+tắc|Bộ\s+quy\s+tắc|Chính\s+sách|Quy\s+định"
    r"|Hướng\s+dẫn|Sổ\s+tay"
)
_STANDARD_EN = r"Standards?|Procedures?|Polic(?:y|ies)|Rules|Code|Manual|Guidelines?|Handbook"
_WORN_VI = r"\b(?:mặc|đeo|mang)\s+(?:đúng\s+|đầy\s+đủ\s+)?(?:đồng\s+phục|trang\s+phục)\b"
_WORN_EN = (
    r"\bwear(?:s|ing)?\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:uniform|dress)\b"
)
_CONDUCT_STANDARD = (
    _any(rf"{_COMPLIES_VI}(?-i:{_STANDARD_VI})\b", _WORN_VI),
    _any(
        rf"\bcompl(?:y|ies|ying)\s+with\s+(?:the\s+|its\s+)?(?:[\w'\u2019-]+\s+){{0,4}}?"
        rf"(?-i:{_STANDARD_EN})\b",
        _WORN_EN,
    ),
)
_WORN = (re.compile(_WORN_VI, re.IGNORECASE), re.compile(_WORN_EN, re.IGNORECASE))
# The standard's name, for the signal: "tuân thủ Quy trình thu ngân của …" → "Quy trình thu
# ngân"; "complies with the Front Office Grooming Standard" (the English: case-sensitive)
_NAMED_STANDARD_VI = re.compile(
    rf"{_COMPLIES_VI}(?P<name>(?-i:{_STANDARD_VI})"
    r"(?:\s+(?!(?:của|tại|trong|theo|do|và)\b)[^\s,.;:()]+){0,3})",
    re.IGNORECASE,
)
_NAMED_STANDARD_EN = re.compile(
    rf"\bcompl(?:y|ies|ying)\s+with\s+(?:the\s+|its\s+)?(?P<name>(?:[A-Z][\w'-]*\s+){{0,4}}?"
    rf"(?:{_STANDARD_EN}))\b"
)


def _conduct_standard(reading: Reading) -> dict[str, Any] | None:
    """A standard the employee keeps at work (a named code or procedure, a uniform): evidence
    that no breach was recorded, as for a safety rule."""
    if _employer_speaks(reading.clause) or not reading.binds_the_employee():
        return None
    named = _NAMED_STANDARD_EN.search(_ascii(reading.clause.text_en or ""))
    if named:
        words = re.findall(r"[a-z]+", named.group("name").lower())
    elif _WORN[0].search(reading.clause.text_vi or "") or _WORN[1].search(
        reading.clause.text_en or ""
    ):
        words = ["uniform"]
    else:  # the standard named in Vietnamese only: "tuân thủ Quy trình thu ngân …"
        named_vi = _NAMED_STANDARD_VI.search(reading.clause.text_vi or "")
        words = re.findall(r"[a-z]+", _ascii(named_vi.group("name")).lower()) if named_vi else []
        words = words or ["conduct", "standard"]
    words = [word for word in words if word not in _STOP]
    fields: dict[str, Any] = {
        "check_type": "evidence_presence",
        "check_params": {"signal": "_".join([*words[-4:], "kept"])},
        "_quote_vi": _sentence_with(reading.clause.text_vi, _CONDUCT_STANDARD[0]),
        "_quote_en": _sentence_with(reading.clause.text_en, _CONDUCT_STANDARD[1]),
    }
    return _with_kind(fields, reading, _duty_kind(reading))


_LIMIT_WORDS = (
    r"không\s+quá|tối\s+đa|tối\s+thiểu|ít\s+nhất|không\s+vượt\s+quá|không\s+thấp\s+hơn|"
    r"no\s+more\s+than|not\s+(?:to\s+)?exceed|at\s+most|at\s+least|minimum|maximum|"
    r"no\s+less\s+than|not\s+less\s+than"
)


def _numeric_term(reading: Reading) -> dict[str, Any] | None:
    """Any other explicit limit ("không quá 02 ngày mỗi tuần"): a numeric check."""
    if _employer_speaks(reading.clause):
        return None
    fields = _threshold(
        "value",
        (
            "hours/week",
            "days/week",
            "hours/day",
            "hours/month",
            "days/month",
            "percent",
            "score",
            "working_days",
            "days",
            "months",
            "times",
            "km/h",
            "per_hour",
            "sessions",
            "hours",
            "minutes",
        ),
        "<=",
    )(reading)
    if fields is None:
        return None
    params = fields["check_params"]
    _, en = reading.quantities(params["unit"])
    if en is None:  # (the English read as a right, "may work remotely for no more than 2 days")
        en = next(
            (
                quantity
                for quantity in quantities(reading.clause.text_en or "")
                if quantity.unit == params["unit"] and _plain(quantity.value) == params["target"]
            ),
            None,
        )
    params["metric"] = _metric_before(en) or _metric_after(en) or "value"
    return _with_kind(fields, reading, _kind_in(reading))


def _temperature(reading: Reading) -> dict[str, Any] | None:
    """A temperature the employee keeps ("không cao hơn -18°C", "between -22°C and -18°C"): a
    numeric check in °C, on the warm bound of a range. A temperature that says which events a
    count counts ("Số lần nhiệt độ vượt -18°C quá 30 phút | 0 lần/tháng") is the count's."""
    own = f"{reading.clause.text_vi} {reading.clause.text_en}"
    if _COUNT_OF.search(reading.clause.text_vi or "") or any(
        quantity.unit == "times" for quantity in quantities(own)
    ):
        return None
    fields = _threshold("temperature", ("°C",), "<=")(reading)
    if fields is None:
        return None
    _, en = reading.quantities("°C")
    fields["check_params"]["metric"] = _metric_before(en) or "temperature"
    return _with_kind(fields, reading, _kind_in(reading))


# a way of letting information out the employee must not take, forbidden with a modal
# verb or without one ("không chụp ảnh", "does not photograph")
_LETS_INFORMATION_OUT = (
    _any(
        r"không\s+(?:được\s+)?(?:[^\s,;.]+\s+){0,3}?(?:sao\s+chép|xuất\s+dữ\s+liệu|chụp\s+ảnh|"
        r"quay\s+phim|ghi\s+âm|ghi\s+chép|tải\s+(?:lên|xuống)|chia\s+sẻ|đăng\s+tải|"
        r"mang\s+ra\s+ngoài)",
        # a limit on what the employee may look up or use ("chỉ tra cứu … khi có …")
        r"\bchỉ\s+(?:được\s+)?(?:tra\s+cứu|truy\s+cập|sử\s+dụng|xử\s+lý|khai\s+thác)\b",
    ),
    _any(
        r"(?:shall|must|may|does|do|will)\s+not\s+(?:\w+\s+){0,3}?(?:copy|export|photograph|"
        r"take\s+"
        r"(?:photographs|photos|pictures|videos)|film|upload|download|share|post|"
        r"write\s+down|remove)\b",
        r"\b(?:looks?\s+up|access(?:es)?|uses?|process(?:es)?|handles?)\b[^.;]{0,80}?"
        r"\bonly\b|\bonly\s+(?:\w+\s+){0,2}?(?:look\s+up|access|use|process|handle)\b",
    ),
)


TOPICS: tuple[Topic, ...] = (
    Topic(
        "overtime",
        _any(r"làm\s+thêm\s+giờ"),
        _any(r"overtime"),
        _threshold("overtime_hours", ("hours/month", "hours/year", "hours/day", "hours"), "<="),
        "5",
    ),
    Topic(
        "working_time",
        _any(
            r"thời\s+giờ\s+làm\s+việc",
            r"giờ\s*/\s*tuần",
            r"giờ\s+(?:mỗi|một|trong\s+một)\s+tuần",
            r"giờ\s*/\s*ngày",
        ),
        _any(r"working\s+(?:time|hours)", r"hours\s+(?:per|a|each)\s+week", r"hours\s+per\s+day"),
        _threshold("working_hours", ("hours/week", "hours/day"), "<="),
        "5",
    ),
    Topic(
        "temperature",
        _any(r"nhiệt\s+độ"),
        _any(r"temperature"),
        _employees(_temperature),
        "5",
    ),
    Topic(
        "probation",
        _any(r"thử\s+việc"),
        _any(r"probation"),
        _probation,
        "3",
    ),
    Topic("service_bond", *_TRAINING_COST_REPAID, _service_bond, "3"),
    Topic(
        "annual_leave",
        _any(r"nghỉ\s+hằng\s+năm", r"nghỉ\s+hàng\s+năm", r"nghỉ\s+phép", r"ngày\s+phép"),
        _any(r"annual\s+leave", r"paid\s+leave", r"leave\s+days", r"days\s+of\s+leave"),
        _threshold("annual_leave", ("working_days", "days"), ">="),
        "3",
    ),
    Topic(
        "leave_notice",
        *_LEAVE_BOOKED,
        _employees(
            _threshold(
                "leave_notice",
                ("working_days", "days"),
                ">=",
                near=(_any(r"trước\s+(?:ngày|khi)"), _any(r"before|in\s+advance|prior")),
            )
        ),
        "3",
    ),
    Topic(
        "notice",
        _any(r"báo\s+trước", r"thông\s+báo\s+trước"),
        _any(r"\bnotice\b"),
        _employees(
            _threshold(
                "notice_period",
                ("days", "working_days", "months"),
                ">=",
                # not a transfer's length beside the notice it needs
                near=(_any(r"báo\s+trước", r"thông\s+báo"), _any(r"\bnotice\b")),
            )
        ),
        "3",
    ),
    Topic(
        "recurring_training",
        _any(r"khóa\s+(?:đào\s+tạo|học|huấn\s+luyện|cập\s+nhật)|đào\s+tạo\s+(?:lại|định\s+kỳ)"),
        _COURSE_EN,
        _recurring_training,
        "3",
    ),
    Topic("health_check", *_HEALTH_CHECK, _health_check, "3"),
    Topic("kept_record", _KEPT_RECORD_VI, _KEPT_RECORD_EN, _kept_record, "3"),
    Topic(
        "deadline",
        _any(
            r"thông\s+báo|báo\s+cáo|khai\s+báo|kê\s+khai|\bbáo\s+(?:ngay|cho)|gửi|nộp|hoàn\s+trả|"
            r"trả\s+lại|bàn\s+giao|xóa",
            # an answer to someone ("phản hồi khách chậm nhất 02 giờ", "answers … no later than")
            r"phản\s+hồi|trả\s+lời",
            # whatever is done, a lead time before an event ("chậm nhất 15 phút trước khi …")
            r"(?:chậm|muộn)\s+nhất\s+\d+\s+[^\W\d_]+(?:\s+[^\W\d_]+)?\s+trước\b",
        ),
        _any(
            r"\bnotif|\binform|\breport|disclose|\bdeclare|submit|\breturn|hand\s+(?:back|over)|delete",
            r"\banswer|\brespond|\brepl(?:y|ies)\b",
            r"\bno\s+later\s+than\s+\d+\s+[a-z]+(?:\s+[a-z]+)?\s+(?:before|prior\s+to)\b",
        ),
        _deadline,
        "5",
    ),
    Topic(
        "compliance_attestation",
        _any(r"cam\s+kết", r"xác\s+nhận\s+(?:bằng\s+văn\s+bản\s+)?(?:việc\s+)?tuân\s+thủ"),
        _any(
            r"\battest",
            r"certif(?:y|ies|ication)\s+(?:of\s+|that\s+)?(?:\w+\s+){0,3}compl",
            r"confirm(?:s|ation)?\s+(?:\w+\s+){0,4}complian",
            r"undertaking",
        ),
        _attestation,
        "5",
    ),
    Topic(
        "recurring_record",
        _any(
            _WEEKLY.pattern,
            _DAILY.pattern,
            _DUE_BY_A_DAY_OF_THE_MONTH.pattern,
            _EVERY_FEW_HOURS.pattern,
        ),
        _any(
            _WEEKLY.pattern,
            _DAILY.pattern,
            _DUE_BY_A_DAY_OF_THE_MONTH.pattern,
            _EVERY_FEW_HOURS.pattern,
        ),
        _recurring_record,
        "3",
    ),
    Topic(
        "signed_record",
        # a record, or a form both people who did the work sign ("cả hai cùng ký tên trên Phiếu
        # theo dõi", "both sign the … Record": a double check)
        _any(r"biên\s+bản", r"cả\s+hai\s+(?:người\s+)?(?:cùng\s+)?ký"),
        _any(
            r"(?:handover|signed)\s+(?:record|minutes)|record\s+signed",
            r"\bboth\s+(?:of\s+them\s+)?sign\b",
        ),
        _signed_record,
        "3",
    ),
    Topic(
        "safety_rule",
        _any(
            r"bảo\s+hộ",
            r"phòng\s+hộ",
            r"nồng\s+độ\s+cồn",
            r"rượu",
            r"chất\s+kích\s+thích",
            r"ma\s+túy",
        ),
        _any(
            r"protective",
            r"\bPPE\b",
            r"safety\s+(?:shoes|boots|helmet|glasses|goggles|gear)",
            r"high-visibility",
            r"alcohol",
            r"\bdrugs\b",
            r"intoxicat",
        ),
        _safety_rule,
        "5",
    ),
    Topic("numeric_term", _any(_LIMIT_WORDS), _any(_LIMIT_WORDS), _numeric_term, "3"),
    Topic(
        "money_limit",
        _any(r"\d\s*(?:(?:nghìn|ngàn|triệu|tỷ)\s+)?(?:đồng|VNĐ)\b", r"\bVND\b"),
        _any(r"\bVND\b"),
        _money_limit,
        "3",
    ),
    Topic(
        "approval_required",
        _APPROVAL_VI,
        _APPROVAL_EN,
        _approval,
        "3",
    ),
    Topic("non_compete", *_NON_COMPETE, _obligation("non_compete", "attestation"), "5"),
    Topic(
        "ip",
        *_IP,
        _obligation("ip_assignment", "attestation"),
        "5",
        # what the employee creates belongs to the Company, or is assigned to it
        under=(
            _any(r"thuộc\s+(?:quyền\s+)?sở\s+hữu", r"chuyển\s+giao", r"quyền\s+tài\s+sản"),
            _any(r"\bbelongs?\s+to\b", r"\bvests?\s+in\b", r"\bassigns?\b", r"economic\s+rights"),
        ),
    ),
    Topic(
        "confidentiality",
        *_CONFIDENTIALITY,
        _obligation("confidentiality", "evidence_presence"),
        "10",
        under=_LETS_INFORMATION_OUT,
    ),
    Topic("certification", _any(r"chứng\s+chỉ"), _any(r"certific"), _certificate, "5"),
    Topic("valid_credential", *_VALID_CREDENTIAL, _valid_credential, "5"),
    Topic(
        "promotion",
        _any(
            r"thăng\s+cấp|thăng\s+tiến|thăng\s+chức|lộ\s+trình|cấp\s+bậc|nâng\s+bậc|bổ\s+nhiệm|"
            r"\bbậc\s+(?-i:[A-ZĐ])",
            _COURSE_WITHIN_MONTHS[0],
        ),
        _any(r"promot|career\s+(?:path|level)|level|appoint|grade\s+of", _COURSE_WITHIN_MONTHS[1]),
        _milestone,
        "10",
    ),
    Topic(
        "review",
        _any(
            r"đánh\s+giá|xem\s+xét|xét\s+(?:thăng|nâng|duyệt)|hội\s+đồng|rà\s+soát|"
            r"trao\s+đổi\s+riêng"
        ),
        _any(r"review|apprais|evaluat|committee|one-to-one|1:1|check-in"),
        _review,
        "5",
    ),
    Topic(
        "kpi",
        _any(
            r"\bkpi\b|\bokr\b|chỉ\s+tiêu|mục\s+tiêu|tỷ\s+lệ|hoàn\s+thành|đào\s+tạo|"
            r"thời\s+gian\s+phản\s+hồi|sự\s+cố|điểm|mật\s+độ|lỗi"
        ),
        _any(
            r"\bkpi\b|\bokr\b|target|goal|rate|completion|training|turnaround|incident|score|"
            r"density|defect"
        ),
        _kpi,
        "10",
        # under a KPI heading, a clause that sets a bound ("Khách hàng mới: ít nhất 18 khách hàng")
        under=(
            _any(r"ít\s+nhất|tối\s+thiểu|trở\s+lên|không\s+(?:dưới|ít\s+hơn)"),
            _any(r"at\s+least|or\s+more|no\s+(?:fewer|less)\s+than|a\s+minimum\s+of"),
        ),
    ),
    Topic("conduct_standard", *_CONDUCT_STANDARD, _conduct_standard, "3"),
    Topic(
        "prohibition",
        re.compile(f"{_PROHIBITION_VI.pattern}|{_STRICTLY_FORBIDDEN_VI.pattern}", re.I),
        re.compile(f"{_PROHIBITION_EN.pattern}|{_STRICTLY_FORBIDDEN_EN.pattern}", re.I),
        _prohibition,
        "5",
    ),
)


def _classify(
    clause: CitableClause, context_vi: str, context_en: str, *, fragment: bool = False
) -> Iterator[Topic]:
    """The topics a clause speaks of: its own text in either language, or (for a point, a
    fragment of its parent's sentence, or a table's row) its context's."""
    own_vi, own_en = clause.text_vi or "", clause.text_en or ""
    for topic in TOPICS:
        if (
            topic.vi.search(own_vi)
            or topic.en.search(own_en)
            or (
                (fragment or _is_point(clause))
                and (topic.vi.search(context_vi) or topic.en.search(context_en))
                and (quantities(own_vi) or quantities(own_en))
            )
            or (
                topic.under is not None
                and (topic.vi.search(context_vi) or topic.en.search(context_en))
                and (topic.under[0].search(own_vi) or topic.under[1].search(own_en))
            )
        ):
            yield topic


@dataclass(frozen=True)
class _DataTable:
    """A clause's data table (rows the parser wrote as "cell | cell | …" lines) and the rest."""

    prose_vi: str
    prose_en: str
    header_vi: str
    header_en: str
    rows: list[tuple[str, str]]  # (Vietnamese, English) for each row under the header
    weight_vi: int | None = None  # the weight column's cell, in each language's rows
    weight_en: int | None = None
    is_scale: bool = False  # a scale's bands or tiers (its header names a factor or a rating)


def _data_rows(clause: CitableClause) -> _DataTable | None:
    def split(text: str) -> tuple[list[str], list[str]]:
        lines = (text or "").split("\n")
        return [line for line in lines if " | " in line], [
            line for line in lines if " | " not in line
        ]

    rows_vi, prose_vi = split(clause.text_vi)
    rows_en, prose_en = split(clause.text_en)
    if len(rows_vi) < 2:
        return None
    header_vi = rows_vi.pop(0) if not quantities(rows_vi[0]) else ""
    header_en = rows_en.pop(0) if rows_en and not quantities(rows_en[0]) else ""
    if len(rows_en) != len(rows_vi) or not all(map(_same_row, rows_vi, rows_en)):
        rows_en = [""] * len(rows_vi)  # not row for row: each row is read in Vietnamese only
    return _DataTable(
        "\n".join(prose_vi),
        "\n".join(prose_en),
        header_vi,
        header_en,
        list(zip(rows_vi, rows_en, strict=True)),
        _weight_column(header_vi),
        _weight_column(header_en),
        bool(_SCALE_HEADER.search(f"{header_vi} | {header_en}")),
    )


# A career ladder's table: a column of the time to spend at each level or grade ("Thời gian
# tối thiểu ở cấp", "Minimum time at level", "Thâm niên tối thiểu", "Years in grade").
_LADDER_HEADER = re.compile(
    r"thời\s+gian\s+(?:tối\s+thiểu\s+)?(?:ở|giữ|tại)\s+(?:cấp|bậc|ngạch|vị\s+trí)|"
    r"thâm\s+niên|(?:minimum\s+)?(?:time|years?|months?)\s+(?:at|in)\s+(?:the\s+)?"
    r"(?:level|grade|position|rank)",
    re.IGNORECASE,
)
_WEIGHT_HEADER = re.compile(r"^(?:tỷ\s+trọng|tỉ\s+trọng|trọng\s+số|weight(?:ing)?)\b", re.I)
_SCALE_HEADER = re.compile(r"hệ\s+số|xếp\s+loại|coefficient|factor|multiplier|rating\b", re.I)


def _same_row(vi: str, en: str) -> bool:
    """A Vietnamese and an English row line of one row: they share their figures (a row that
    lost a cell on one side no longer does, and pairing by position would shift the rest)."""
    vi_numbers, en_numbers = set(_FIGURES.findall(vi)), set(_FIGURES.findall(en))
    return not vi_numbers or not en_numbers or bool(vi_numbers & en_numbers)


_FIGURES = re.compile(r"\d+(?:[.,]\d+)*")


def _weight_column(header: str) -> int | None:
    cells = [cell.strip() for cell in header.split(" | ")] if header else []
    return next((index for index, cell in enumerate(cells) if _WEIGHT_HEADER.match(cell)), None)


def _without_cell(row: str, header: str, index: int | None) -> str:
    """``row`` without its cell ``index`` — only when it has the header's cells, one for one
    (an empty cell leaves none, and the columns would no longer line up)."""
    cells = row.split(" | ")
    if index is None or len(cells) != len(header.split(" | ")) or len(cells) < 2:
        return row
    return " | ".join(cells[:index] + cells[index + 1 :])


def _share(row: str, header: str, index: int | None) -> Decimal | None:
    """The row's weight cell as a share ("30%", "30", "0,3" of 1 reads as written), or None."""
    cells = row.split(" | ")
    if index is None or len(cells) != len(header.split(" | ")):
        return None
    found = re.fullmatch(r"\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*%?\s*", cells[index])
    if found is None:
        return None
    share = Decimal(found[1].replace(",", "."))
    return share if share > 0 else None


def _weighted_as_stated(rows: list[tuple[Decimal | None, list[Proposal]]]) -> Iterator[Proposal]:
    """A KPI table's rows weighted in the shares its weight column states (30 / 20 / 15 … %):
    the weight GENIE gives the table's items in all is spread over them in those proportions,
    so the table weighs in the rubric as before and each row as signed. Unless every row
    proposed states a share, the weights stay GENIE's own (no guessing the missing ones)."""
    proposed = [(share, proposals) for share, proposals in rows if proposals]
    stated = [(share, proposals) for share, proposals in proposed if share is not None]
    if not stated or len(stated) < len(proposed):
        for _, proposals in rows:
            yield from proposals
        return
    total = sum(Decimal(p.fields["weight"]) for _, proposals in stated for p in proposals)
    shares = sum(share for share, _ in stated)
    for share, proposals in stated:
        each = (total * share / shares / len(proposals)).quantize(Decimal("0.01"))
        for proposal in proposals:
            yield replace(proposal, fields={**proposal.fields, "weight": str(max(each, _LEAST))})


_LEAST = Decimal("0.01")


def _row_name(row: str) -> str | None:
    """What a row is about: its longest cell that is not a number ("Tỷ lệ hoàn thành dự án đúng
    hạn" in "1 | Tỷ lệ hoàn thành dự án đúng hạn | 40% | ≥ 90%")."""
    cells = [cell.strip() for cell in row.split(" | ") if re.search(r"[^\W\d_]{2,}", cell)]
    name = max(cells, key=len, default="")
    return name[:60] or None


_DEFINITION = re.compile(r"^\W*[“\"«][^”\"»]{1,80}[”\"»]\s+(?:là|có\s+nghĩa|means|refers)", re.I)
# A capitalised term defined without quotes: "Thông tin mật là mọi thông tin …", "Confidential
# Information means all …".
_DEFINES = re.compile(
    r"^\W*(?-i:[A-ZĐ])[\wÀ-ỹ-]*(?:\s+[\wÀ-ỹ-]+){0,3}\s+(?:là|có\s+nghĩa\s+là)\s+"
    r"(?:mọi|tất\s+cả|toàn\s+bộ|bất\s+kỳ|các|những)\b|"
    r"^\W*(?:the\s+)?(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*){0,3}\s+(?:means|refers\s+to)\b",
    re.IGNORECASE,
)


def _states_nothing(document: CitableDocument, clause: CitableClause) -> bool:
    """A heading over its sub-clauses, or a definition: nothing to check in it."""
    if _DEFINITION.search(clause.text_vi or "") or _DEFINITION.search(clause.text_en or ""):
        return True
    if not _MODAL.search(f"{clause.text_vi} {clause.text_en}") and any(
        _DEFINITION.search(sentence) or _DEFINES.search(sentence)
        for sentence in sentences(clause.text_vi)[:2] + sentences(clause.text_en)[:2]
    ):
        return True  # a definition under its heading line ("Thông tin mật\nThông tin mật là …")
    has_children = any(other.parent_ref == clause.ref for other in document.clauses.values())
    own = normalized(clause.text_vi or "")
    return has_children and len(own) < 120 and not re.search(r"[.;:]\s", own)


_CRITERIA = _any(r"điều\s+kiện", r"tiêu\s+chí", r"tiêu\s+chuẩn", r"conditions", r"criteria")


def _criterion_of_a_milestone(document: CitableDocument, clause: CitableClause) -> bool:
    """A point listing what a promotion needs ("khi đáp ứng đủ các điều kiện sau: a) thâm niên
    tối thiểu 12 tháng; b) điểm KPI từ 100%"): it qualifies the milestone, it is no item."""
    parent = document.clauses.get(clause.parent_ref) if clause.parent_ref else None
    if parent is None or not _is_point(clause):
        return False
    lead_in = f"{parent.text_vi} {parent.text_en}"
    return bool(_PROMOTES.search(lead_in) and _CRITERIA.search(lead_in))


_TITLES: dict[str, tuple[str, str]] = {
    "overtime": ("Giới hạn làm thêm giờ", "Overtime limit"),
    "working_time": ("Thời giờ làm việc", "Working time"),
    "temperature": ("Giới hạn nhiệt độ", "Temperature limit"),
    "probation": ("Thời gian thử việc", "Probation period"),
    "service_bond": ("Cam kết làm việc sau đào tạo", "Training bond"),
    "annual_leave": ("Nghỉ hằng năm", "Annual leave"),
    "leave_notice": ("Đăng ký nghỉ trước", "Leave registered in advance"),
    "notice": ("Thời hạn báo trước", "Notice period"),
    "deadline": ("Thời hạn thực hiện nghĩa vụ", "Duty with a time limit"),
    "compliance_attestation": ("Cam kết tuân thủ định kỳ", "Periodic compliance attestation"),
    "recurring_record": ("Ghi nhận, báo cáo định kỳ", "Recurring record or report"),
    "recurring_training": ("Hoàn thành đào tạo định kỳ", "Recurring training completed"),
    "health_check": ("Khám sức khỏe định kỳ", "Periodic health check attended"),
    "approval_required": ("Cần phê duyệt trước", "Prior approval required"),
    "signed_record": ("Biên bản có chữ ký", "Signed record"),
    "kept_record": ("Kê khai, sổ đăng ký", "Declaration or register kept"),
    "safety_rule": ("Tuân thủ quy định an toàn", "Safety rule kept"),
    "non_compete": ("Không cạnh tranh", "Non-compete"),
    "certification": ("Đạt chứng chỉ", "Certification"),
    "valid_credential": ("Giấy phép, chứng chỉ còn hiệu lực", "Licence or certificate kept valid"),
    "numeric_term": ("Giới hạn theo hợp đồng", "Contractual limit"),
    "money_limit": ("Giới hạn giá trị", "Amount limit"),
    "ip": ("Sở hữu trí tuệ", "Intellectual property"),
    "confidentiality": ("Bảo mật thông tin", "Confidentiality"),
    "promotion": ("Lộ trình thăng cấp", "Career promotion"),
    "kpi": ("Chỉ tiêu", "KPI"),
    "review": ("Đánh giá định kỳ", "Periodic review"),
    "conduct_standard": ("Tuân thủ tiêu chuẩn, đồng phục", "Standard or uniform kept"),
    "prohibition": ("Điều cấm", "Prohibition"),
}


class RulesProposer:
    """One proposal per clause that states a checkable commitment, at most one per topic."""

    name = "rules"

    def propose(
        self, documents: DocumentSet, *, progress: Progress | None = None
    ) -> list[Proposal]:
        proposals: list[Proposal] = []
        total = documents.clause_count
        done = 0
        for document in documents.documents.values():
            own: list[Proposal] = []
            for clause in document.clauses.values():
                done += 1
                own.extend(self._clause(document, clause))
                if progress is not None:
                    progress(done, total, f"{document.kind} {clause.ref}")
            proposals.extend(_attested_as_the_document_says(own))
        return proposals

    def _clause(self, document: CitableDocument, clause: CitableClause) -> Iterator[Proposal]:
        if _states_nothing(document, clause) or _criterion_of_a_milestone(document, clause):
            return
        context_vi, context_en = _heading(document, clause)
        table = _data_rows(clause)
        if table is None:
            meant = _under_negated_lead_in(document, clause)
            if meant is not None:
                # read as the prohibition it completes, quoted in its own words
                yield from self._first_commitment(
                    document, meant, context_vi, context_en, said=clause
                )
                return
            found = list(self._first_commitment(document, clause, context_vi, context_en))
            yield from found
            yield from self._further_commitments(document, clause, context_vi, context_en, found)
            return
        # A data table in the clause (KPIs with their targets, …): the text around it is read
        # as usual, and each row on its own, with the text and the table's header as context.
        prose = replace(clause, text_vi=table.prose_vi, text_en=table.prose_en)
        if normalized(prose.text_vi) or normalized(prose.text_en):
            yield from self._first_commitment(document, prose, context_vi, context_en)
        if table.is_scale:
            return  # a bonus scale's bands or tiers: none of them is a target to meet
        if _LADDER_HEADER.search(f"{table.header_vi} | {table.header_en}"):
            return  # a career ladder's levels, each with its time there: criteria, no KPIs
        rows: list[tuple[Decimal | None, list[Proposal]]] = []
        for row_vi, row_en in table.rows:
            # Read without its weight cell (a weight is no target); quoted whole, as signed.
            row = replace(
                clause,
                text_vi=_without_cell(row_vi, table.header_vi, table.weight_vi),
                text_en=_without_cell(row_en, table.header_en, table.weight_en),
            )
            proposals = [
                replace(proposal, quote_vi=row_vi or None, quote_en=row_en or None)
                for proposal in self._first_commitment(
                    document,
                    row,
                    f"{context_vi} {table.prose_vi} {table.header_vi}",
                    f"{context_en} {table.prose_en} {table.header_en}",
                    heading=(_row_name(row_vi), _row_name(row_en)),
                )
            ]
            share = _share(row_vi, table.header_vi, table.weight_vi)
            rows.append((share, proposals))
        yield from _weighted_as_stated(rows)

    def _first_commitment(
        self,
        document: CitableDocument,
        clause: CitableClause,
        context_vi: str,
        context_en: str,
        *,
        heading: tuple[str | None, str | None] | None = None,
        said: CitableClause | None = None,
        fragment: bool = False,
        new: Callable[[dict[str, Any]], bool] | None = None,
    ) -> Iterator[Proposal]:
        """The clause's first (most specific) recognised commitment; a table row is read like a
        point: its own words, or its context's topic and a number of its own. ``said``: the
        clause as written, when ``clause`` is what it means (a point read with its lead-in's
        negation), whose own words the quotes must be. ``fragment``: ``clause`` is a part of
        its sentence, bound by the words before it (``context_*``); ``new``: which readings
        count (others are passed over for the next topic's)."""
        topics = list(
            _classify(clause, context_vi, context_en, fragment=fragment or heading is not None)
        )
        text = f"{clause.text_vi or ''} {clause.text_en or ''}"
        if _PATH_STEP.search(text) or _PROMOTES.search(text):
            # a step of a career ladder, or a move up to a grade, is a milestone first, whatever
            # KPI or time frame qualifies it ("lên bậc D3 không muộn hơn 20 tháng" is no KPI of
            # 20 months): the criteria of a milestone stay with it
            topics.sort(key=lambda topic: topic.name != "promotion")
        for topic in topics:
            reading = Reading(clause, context_vi, context_en, topic, document.kind, fragment)
            fields = topic.build(reading)
            if fields is None:
                continue
            if fields is _NOTHING_TO_CHECK:
                return
            if new is not None and not new(fields):
                continue
            if said is not None:
                for key, text in (("_quote_vi", said.text_vi), ("_quote_en", said.text_en)):
                    if fields.get(key) and fields[key] not in normalized(text or ""):
                        fields[key] = None  # the lead-in's words are not the point's own
                clause = said
            yield self._proposal(document, clause, topic, fields, heading=heading)
            return

    def _further_commitments(
        self,
        document: CitableDocument,
        clause: CitableClause,
        context_vi: str,
        context_en: str,
        found: list[Proposal],
    ) -> Iterator[Proposal]:
        """The other commitments a clause's sentences join to its first: "… không quá 40
        giờ/tháng, không quá 300 giờ/năm", "… còn hiệu lực và nộp hồ sơ gia hạn chậm nhất 30
        ngày trước …", "không được sao chép … và không được chụp ảnh …". Each part that opens a
        commitment of its own (a modal verb, a prohibition, the employee as subject, a bound
        with its number) is read on its own, bound by the words before it; what it says is an
        item when it is another check than those found (another unit, another window, another
        prohibition, another check type)."""
        parts_vi = _parts(clause.text_vi or "", _OPENS_VI)
        parts_en = _parts(clause.text_en or "", _OPENS_EN)
        if len(parts_vi) < 2 and len(parts_en) < 2:
            return
        if len(parts_en) != len(parts_vi):  # not part for part: read in the language that parts
            if len(parts_vi) >= len(parts_en):
                parts_en = [""] * len(parts_vi)
            else:
                parts_vi = [""] * len(parts_en)
        seen = [proposal.fields for proposal in found]
        # "không được vi phạm nghĩa vụ bảo mật và không được tiết lộ …": a duty not to breach the
        # obligations says no rule of its own; the prohibition after it is the same duty
        restated = bool(_BREACH_ONLY.match(parts_vi[0]) or _BREACH_ONLY.match(parts_en[0]))
        for index, (part_vi, part_en) in enumerate(zip(parts_vi, parts_en, strict=True)):
            if index == 0 and found:
                if _states_its_number(found[0].fields, part_vi, part_en):
                    continue  # the first part's commitment is the clause's first, read whole
                # read whole, the clause gave a number a later part states ("… còn hiệu lực và
                # nộp hồ sơ gia hạn chậm nhất 30 ngày trước …"): the first part's own
                # commitment is another check, of another type
                part = replace(clause, text_vi=part_vi, text_en=part_en)
                yield from self._first_commitment(
                    document,
                    part,
                    context_vi,
                    context_en,
                    new=lambda fields: all(
                        fields.get("check_type") != old.get("check_type") for old in seen
                    ),
                )
                continue
            # what leads to the part: the parts before it, their last thousand characters (whole,
            # a clause of many sentences took minutes: each part read all those before it)
            lead_vi = " ".join(parts_vi[:index])[-_LEAD:]
            lead_en = " ".join(parts_en[:index])[-_LEAD:]
            if any(
                _EMPLOYER_SUBJECT.search((sentences(lead) or [""])[-1])
                for lead in (lead_vi, lead_en)
            ):
                continue  # the employer's sentence ("Công ty có thể … và phải báo trước …")
            # the part proper: its first sentence ("…: kết hôn: nghỉ 03 ngày" lists others)
            part_vi, part_en = ((sentences(p) or [""])[0] for p in (part_vi, part_en))
            # a prohibition joined by "và" / "and" is another rule; after a semicolon it is the
            # rule before it said again ("…: ký Sổ theo dõi; Người lao động không được giữ …")
            forbids = not restated and any(
                _FORBIDS_OPENING.match(part) and not _after_semicolon(text or "", part)
                for part, text in ((part_vi, clause.text_vi), (part_en, clause.text_en))
            )

            def new(fields: dict[str, Any], forbids: bool = forbids) -> bool:
                return all(_another_check(fields, old, forbids=forbids) for old in seen)

            part = replace(clause, text_vi=part_vi, text_en=part_en)
            for proposal in self._first_commitment(
                document,
                part,
                f"{context_vi} {lead_vi}",
                f"{context_en} {lead_en}",
                fragment=True,
                new=new,
            ):
                seen.append(proposal.fields)
                yield replace(proposal, clause_ref=clause.ref)

    def _proposal(
        self,
        document: CitableDocument,
        clause: CitableClause,
        topic: Topic,
        fields: dict[str, Any],
        *,
        heading: tuple[str | None, str | None] | None = None,
    ) -> Proposal:
        quote_vi = fields.pop("_quote_vi", None) or _sentence_with(clause.text_vi, topic.vi)
        quote_en = fields.pop("_quote_en", None) or _sentence_with(clause.text_en, topic.en)
        agree = fields.pop("_agree", None)
        title_vi, title_en = _TITLES[topic.name]
        heading_vi, heading_en = heading or _own_heading(clause)
        confidence = 0.6
        if topic.vi.search(clause.text_vi or "") and topic.en.search(clause.text_en or ""):
            confidence += 0.2  # both languages say it
        if agree is True:
            confidence += 0.15  # and give the same number
        elif agree is False and fields.get("check_type") == "threshold_numeric":
            confidence -= 0.3  # the languages disagree: a person must look closely
        return Proposal(
            source_doc=document.kind,
            clause_ref=clause.ref,
            fields={
                **fields,
                "weight": topic.weight,
                "title_vi": _with_limit(heading_vi or title_vi, fields, "vi"),
                "title_en": _with_limit(heading_en or title_en, fields, "en"),
            },
            confidence=round(max(0.05, min(confidence, 0.95)), 3),
            quote_vi=quote_vi or (normalized(clause.text_vi) or None),
            quote_en=quote_en or (normalized(clause.text_en) or None),
        )


# Where a clause's sentence joins another commitment of the employee's to the one before:
# after a semicolon, "và" or "and", a modal verb or a prohibition ("… và phải nghỉ ít nhất 10
# phút", "… và không được chụp ảnh", "; the Employee shall register …"); after a comma, a bound
# with its number that follows another ("không quá 40 giờ/tháng, không quá 300 giờ/năm"), and
# after "và" / "and" too ("không quá 40 giờ trong 01 tháng và không quá 300 giờ trong 01 năm"). A
# comma also ends a leading phrase or parts a list, and "và" joins nouns: neither opens a part.
_PART_BREAK = re.compile(r";\s+|(?<=\D)\.\s+|,\s+|\s+và\s+|\s+and\s+")
_BOUND_OPENING = re.compile(rf"(?:{_AT_MOST}|{_AT_LEAST})\s+\d", re.IGNORECASE)
_OPENS_VI = re.compile(
    r"(?:(?-i:Người\s+lao\s+động)\s+)?(?:phải|không\s+được|nghiêm\s+cấm)\b", re.IGNORECASE
)
_OPENS_EN = re.compile(r"(?:the\s+Employee\s+)?(?:shall|must|may\s+not)\b", re.IGNORECASE)
_FORBIDS_OPENING = re.compile(
    r"(?:(?-i:Người\s+lao\s+động)\s+)?(?:không\s+được|nghiêm\s+cấm)|"
    r"(?:the\s+Employee\s+)?(?:shall|must|may)\s+not\b",
    re.IGNORECASE,
)


def _parts(text: str, opens: re.Pattern[str]) -> list[str]:
    """``text`` cut where a commitment of its own begins (see ``_PART_BREAK``); one part when
    none does."""
    cuts: list[tuple[int, int]] = []  # (where the break starts, where the part starts)
    said = _Sentences(text)
    for match in _PART_BREAK.finditer(text):
        rest = text[match.end() :]
        # What is read before the break: this part of this sentence, its last few hundred
        # characters — read whole at every break, a long clause took minutes (quadratic).
        since = max(cuts[-1][1] if cuts else 0, said.start_of(match.start()))
        before = text[max(since, match.start() - _NEAR) : match.start()]
        bound_after_bound = bool(_BOUND_OPENING.match(rest)) and bool(
            _BOUND_BEFORE.search(before[-_NEAR:])
        )
        if match.group().startswith(","):
            opened = bound_after_bound
        elif match.group().startswith("."):
            # a sentence of its own with a modal verb and a number of its own ("Nghỉ hằng năm:
            # 12 ngày … . Người lao động phải đăng ký … chậm nhất 03 ngày làm việc trước …");
            # without a number it restates or details the sentence before
            opened = bool(opens.match(rest)) and bool(
                quantities(said.first_from(match.end())[:_NEAR])
            )
        elif (
            bound_after_bound
            and not match.group().startswith((";", "."))
            and _another_bound(before, said.first_from(match.end())[:_NEAR])
        ):
            # "không quá 40 giờ trong 01 tháng và không quá 300 giờ trong 01 năm": a bound
            # joined by "và" / "and" to another, as a comma joins them
            opened = True
        else:
            opened = bool(opens.match(rest))
            if not opened and _joins_another_duty(text, match, before, said):
                opened = True
        if opened:
            cuts.append((match.start(), match.end()))
    bounds = [0, *(start for _, start in cuts)]
    ends = [*(end for end, _ in cuts), len(text)]
    parts = [text[a:b].strip() for a, b in zip(bounds, ends, strict=True)]
    return [part for part in parts if part]


# How far back a break looks for what it joins ("không quá 40 giờ trong 01 tháng và …"), and
# how much of what leads to a part is read as its context.
_NEAR = 400
_LEAD = 1000
_BOUND_BEFORE = re.compile(rf"(?:{_AT_MOST}|{_AT_LEAST})\s+\d[^,;]*$", re.IGNORECASE)


class _Sentences:
    """Where a text's sentences start and end (as ``sentences`` splits them), found once:
    ``_parts`` asks at every break."""

    def __init__(self, text: str) -> None:
        self.text = text
        separators = list(_SENTENCE_END.finditer(text))
        self.starts = [0, *(separator.end() for separator in separators)]
        self.ends = [*(separator.start() for separator in separators), len(text)]

    def start_of(self, at: int) -> int:
        """Where the sentence holding ``at`` starts."""
        return self.starts[bisect_right(self.starts, at) - 1]

    def first_from(self, at: int) -> str:
        """The first sentence from ``at`` on, normalised (``sentences(text[at:])[0]``)."""
        index = bisect_right(self.starts, at) - 1
        found = normalized(self.text[at : self.ends[index]])
        while not found and index + 1 < len(self.starts):
            index += 1
            found = normalized(self.text[self.starts[index] : self.ends[index]])
        return found

    def last_before(self, at: int) -> str:
        """The last sentence before ``at``, normalised (``sentences(text[:at])[-1]``)."""
        index = bisect_right(self.starts, at) - 1
        found = normalized(self.text[self.starts[index] : at])
        while not found and index > 0:
            index -= 1
            found = normalized(self.text[self.starts[index] : min(self.ends[index], at)])
        return found


def _another_bound(before: str, rest: str) -> bool:
    """ "… không quá 40 giờ trong 01 tháng và không quá 300 giờ trong 01 năm": the bound after
    "và" / "and" limits the same way as the one before it (both at most, or both at least) and
    what no number before it measured — not a range's other end ("more than 200 hours and up to
    300 hours"), nor a limit restating a measure the sentence already gave ("08 giờ trong một
    ngày và 40 giờ trong một tuần, trong giới hạn không quá 08 giờ … và không quá 48 giờ trong
    một tuần": the law's ceiling over the contract's own hours)."""
    earlier, following = quantities(before), quantities(rest)
    if not earlier or not following:
        return False
    last, bound = earlier[-1], following[0]
    if last.operator is None or bound.operator is None:
        return False
    at_most = ("<", "<=")
    if (last.operator in at_most) != (bound.operator in at_most):
        return False
    return bound.unit not in {quantity.unit for quantity in earlier}


_JOINED = re.compile(r";\s+|\s+và\s+|\s+and\s+")
_FREQUENCY = _any(
    r"\bmỗi\s+(?:\d+\s+)?(?:giờ|ngày|tuần|tháng|quý|năm)\b|\b(?:hằng|hàng)\s+(?:ngày|tuần|tháng|"
    r"quý|năm)\b|\b(?:một|1|01)\s+lần\b",
    r"\bevery\s+(?:\d+\s+)?(?:hours?|days?|weeks?|months?|quarters?|years?)\b|"
    r"\bonce\s+(?:a|an|per|every)\b|\b(?:daily|weekly|monthly|quarterly|yearly|annually)\b",
)


def _joins_another_duty(text: str, match: re.Match[str], before: str, said: _Sentences) -> bool:
    """ "… trong khoảng từ -22°C đến -18°C và ghi nhật ký … mỗi 02 giờ một lần": a duty joined
    by "và" / "and" with no modal verb of its own, when each side states a check of its own (a
    number, a frequency, a credential kept valid) — not a bound joined to another ("08 giờ
    trong một ngày và không quá 48 giờ", as a comma reads them), nor in a condition ("với điều
    kiện … và đã làm việc ít nhất 12 tháng") or the employer's sentence ("When organising
    overtime of more than 200 hours and up to 300 hours, the Hospital …")."""
    rest = text[match.end() :]
    if match.group().startswith((";", ".")) or not re.match(r"[^\W\d_]", rest):
        return False
    if _BOUND_OPENING.match(rest):
        return False
    sentence = said.last_before(match.start())
    if (
        _CONDITION.match(sentence)
        or _SOMEONE_ELSE.search(sentence)
        or _CONDITIONAL_WORDS.search(before)
    ):
        return False
    return _checks_something(before) and _checks_something(_JOINED.split(rest, maxsplit=1)[0])


_CONDITIONAL_WORDS = re.compile(
    r"\b(?:với\s+điều\s+kiện|nếu|trừ\s+khi|provided\s+that|if|unless|on\s+condition)\b",
    re.IGNORECASE,
)


def _checks_something(text: str) -> bool:
    """A part of a sentence states a check of its own: a number, a frequency or a credential
    kept valid."""
    return bool(
        quantities(text)
        or _FREQUENCY.search(text)
        or _VALID_CREDENTIAL[0].search(text)
        or _VALID_CREDENTIAL[1].search(text)
    )


_BREACH_ONLY = re.compile(
    r"\W*(?:(?-i:Người\s+lao\s+động)\s+)?không\s+được\s+vi\s+phạm\s+(?:các\s+)?nghĩa\s+vụ|"
    r"\W*(?:the\s+Employee\s+)?(?:shall|must)\s+not\s+breach\s+(?:the\s+|any\s+)?"
    r"(?:\w+\s+)?obligations",
    re.IGNORECASE,
)


def _states_its_number(fields: dict[str, Any], part_vi: str, part_en: str) -> bool:
    """Whether the part states the number of a numeric check (any other check: yes)."""
    params = fields.get("check_params") or {}
    if fields.get("check_type") != "threshold_numeric" or "target" not in params:
        return True
    return any(
        float(quantity.value) == float(params["target"])
        for quantity in quantities(part_vi) + quantities(part_en)
    )


def _after_semicolon(text: str, part: str) -> bool:
    at = text.find(part) if part else -1
    return at > 0 and text[:at].rstrip().endswith(";")


def _another_check(fields: dict[str, Any], old: dict[str, Any], *, forbids: bool) -> bool:
    """Whether ``fields`` check something else than ``old``, read from the same clause."""
    if fields.get("check_type") not in ("threshold_numeric", "evidence_presence"):
        return False  # a review, milestone or attestation is the clause's, read whole
    if fields.get("check_type") == "evidence_presence" and not forbids:
        # a record or a rule the first commitment already carries — unless it recurs in a
        # window of its own ("… và ghi nhật ký mỗi 02 giờ", "… và khám sức khỏe 06 tháng
        # một lần")
        window = (fields.get("check_params") or {}).get("window_days")
        return window is not None and (
            old.get("check_type") != "evidence_presence"
            or (old.get("check_params") or {}).get("window_days") != window
        )
    if (fields.get("item_kind"), fields.get("check_type")) != (
        old.get("item_kind"),
        old.get("check_type"),
    ):
        return True
    params, before = fields.get("check_params") or {}, old.get("check_params") or {}
    if fields.get("check_type") == "threshold_numeric":
        return (params.get("unit"), params.get("target")) != (
            before.get("unit"),
            before.get("target"),
        )
    if fields.get("check_type") == "evidence_presence":
        return forbids  # a prohibition of its own ("… và không được chụp ảnh …")
    return False


_UNIT_WORDS = {
    "hours/week": ("giờ/tuần", "hours/week"),
    "hours/day": ("giờ/ngày", "hours/day"),
    "hours/month": ("giờ/tháng", "hours/month"),
    "hours/year": ("giờ/năm", "hours/year"),
    "days/week": ("ngày/tuần", "days/week"),
    "working_days": ("ngày làm việc", "working days"),
    "days": ("ngày", "days"),
    "months": ("tháng", "months"),
    "hours": ("giờ", "hours"),
    "minutes": ("phút", "minutes"),
    "percent": ("%", "%"),
    "score": ("điểm", "points"),
    "times": ("lần", "times"),
    "km/h": ("km/giờ", "km/h"),
    "°C": ("°C", "°C"),
    "sessions": ("buổi", "sessions"),
    "VND": ("đồng", "VND"),
    "thousand VND": ("nghìn đồng", "thousand VND"),
    "million VND": ("triệu đồng", "million VND"),
    "billion VND": ("tỷ đồng", "billion VND"),
    "count": ("", ""),
    "per_hour": ("/giờ", "per hour"),
    "rate": ("", ""),
}
_OPERATOR_SIGNS = {"<=": "≤", ">=": "≥", "<": "<", ">": ">", "==": "="}


def _attested_as_the_document_says(proposals: list[Proposal]) -> list[Proposal]:
    """Attestations whose clause names no period take the one the document sets for attesting
    ("Người lao động ký xác nhận tuân thủ Thỏa thuận này hằng quý" over its non-compete and
    IP clauses): a document that states one period of attestation attests each obligation on
    it. Two periods, or none: each keeps what its clause says."""
    periods = {
        proposal.fields["check_params"].get("period")
        for proposal in proposals
        if proposal.fields.get("check_type") == "attestation"
    } - {None}
    if len(periods) != 1:
        return proposals
    (period,) = periods
    return [
        replace(
            proposal,
            fields={
                **proposal.fields,
                "check_params": {**proposal.fields["check_params"], "period": period},
            },
        )
        if proposal.fields.get("check_type") == "attestation"
        and "period" not in proposal.fields["check_params"]
        else proposal
        for proposal in proposals
    ]


def _with_limit(title: str, fields: dict[str, Any], language: str) -> str:
    """A numeric check's title says its limit ("Thời giờ làm việc ≤ 40 giờ/tuần"), so that two
    items from one kind of clause read apart in the review list."""
    params = fields.get("check_params", {})
    if fields.get("check_type") != "threshold_numeric" or "target" not in params:
        return title
    vi, en = _UNIT_WORDS.get(params.get("unit", ""), ("", ""))
    unit = vi if language == "vi" else en
    target = str(params["target"]).replace(".", ",") if language == "vi" else str(params["target"])
    sign = _OPERATOR_SIGNS.get(params.get("operator", ""), "")
    spaced = "" if unit == "%" else " "
    return f"{title} {sign} {target}{spaced}{unit}".strip()


# A lead-in that negates each of its points: "Người lao động không:", "không được thực hiện các
# hành vi sau đây:", "The Employee does not:", "shall not do any of the following:" (its words
# up to the negation: what each point completes).
_NEGATED_LEAD_IN_VI = re.compile(
    r"(?P<words>.*\bkhông(?:\s+được)?)(?:\s+(?:thực\s+hiện|có)\s+(?:bất\s+kỳ\s+)?"
    r"(?:(?:các|những)\s+)?hành\s+vi\s+(?:sau(?:\s+đây)?|dưới\s+đây))?\s*:\s*$",
    re.I | re.S,
)
_NEGATED_LEAD_IN_EN = re.compile(
    r"(?P<words>.*\b(?:does|do|shall|must|may|will|should)\s+not)(?:\s+(?:do|commit|engage\s+in|"
    r"carry\s+out)\s+(?:any\s+of\s+)?the\s+following(?:\s+(?:acts|actions|conduct))?)?\s*:\s*$",
    re.I | re.S,
)


def _under_negated_lead_in(
    document: CitableDocument, clause: CitableClause
) -> CitableClause | None:
    """A point under a lead-in that negates it ("Người lao động không: a) chụp ảnh …", "The
    Employee does not: (a) photograph …"), as it reads with the negation: "Người lao động không
    chụp ảnh …". None for any other clause."""
    parent = document.clauses.get(clause.parent_ref) if clause.parent_ref else None
    if parent is None or not _is_point(clause):
        return None
    vi = _NEGATED_LEAD_IN_VI.match((sentences(parent.text_vi) or [""])[-1])
    en = _NEGATED_LEAD_IN_EN.match((sentences(parent.text_en) or [""])[-1])
    if vi is None or (parent.text_en and en is None):
        return None
    return replace(
        clause,
        text_vi=f"{vi['words']} {clause.text_vi or ''}",
        text_en=f"{en['words']} {clause.text_en or ''}" if en else clause.text_en,
    )


def _heading(document: CitableDocument, clause: CitableClause) -> tuple[str, str]:
    """The enclosing clauses' text (headings give a bare sub-clause its topic)."""
    vi, en = [], []
    parent = document.clauses.get(clause.parent_ref) if clause.parent_ref else None
    while parent is not None:
        vi.append(parent.text_vi or "")
        en.append(parent.text_en or "")
        parent = document.clauses.get(parent.parent_ref) if parent.parent_ref else None
    return " ".join(vi), " ".join(en)


def _own_heading(clause: CitableClause) -> tuple[str | None, str | None]:
    """A clause's short title when it starts with one ("Thời giờ làm việc. Người lao động…")."""

    def first(text: str) -> str | None:
        head = sentences(text)[:1]
        if not head:
            return None
        title = head[0].rstrip(".:;")
        short = 3 <= len(title) <= 60 and not re.search(r"\d{2,}", title)
        return title if short and not _MODAL.search(title) else None

    return first(clause.text_vi), first(clause.text_en)
