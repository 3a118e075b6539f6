"""Whether an item's check says what its quote says — hints for the person reviewing it.

A citation is verified word for word against the signed text (``rubric.citations``), but
nothing compared the check with those words: a user trial approved "không quá 40 giờ trong 01
tháng" checked as ``>= 400`` (a typo and a reversed bound), and it would have been published
and served. The comparison here is deliberately narrow, so that what it says is worth
reading, and it never blocks: a target may be derived (a rate as a fraction, a period in
other units), and wording has more ways to bound a number than any list. It says only what it
can tell for sure:

- a numeric target that is no number the quotes write (nor a percentage of one), when they
  write numbers at all (a quote in words alone tells nothing: unknown, not wrong);
- a bound the quotes state in one direction only ("không quá", "at least") against a check
  passing in the other — unless they state what follows a breach ("… sẽ bị khiển trách"),
  whose bound is the failing side's.

Pure Python; the admin shows the hints beside the item and when it is saved.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from typing import Any

from django.utils.translation import gettext_lazy as _

from cyberos_eval.errors import Problem, message

TARGET_NOT_QUOTED = "check_target_not_quoted"
BOUND_AGAINST_QUOTE = "check_bound_against_quote"

# A number as contracts write it: "40", "1.500.000", "1,500,000", "98,5", "0.8", "-18"
_NUMBER = re.compile(r"\d{1,3}(?:[.,\u00a0]\d{3})+(?:[.,]\d+)?(?!\d)|\d+(?:[.,]\d+)?")
_AT_MOST = re.compile(
    r"\b(?:không\s+(?:quá|vượt\s+quá|cao\s+hơn|lớn\s+hơn|nhiều\s+hơn)|tối\s+đa"
    r"|(?:shall|must|may|does|do|will)?\s*not\s+exceed|at\s+most|no\s+more\s+than"
    r"|not\s+more\s+than|maximum|up\s+to)\b",
    re.IGNORECASE,
)
_AT_LEAST = re.compile(
    r"\b(?:tối\s+thiểu|ít\s+nhất|không\s+(?:dưới|thấp\s+hơn|ít\s+hơn)|trở\s+lên|at\s+least"
    r"|no\s+less\s+than|not\s+less\s+than|minimum|or\s+more|or\s+above|or\s+higher)\b",
    re.IGNORECASE,
)
# A quote stating what follows a breach ("từ 03 lần trở lên … sẽ bị khiển trách", "3 times or
# more … is reprimanded") bounds the failing side: the check passes on the other.
_CONSEQUENCE = re.compile(
    r"\b(?:sẽ\s+bị|bị\s+(?:khiển\s+trách|kỷ\s+luật|xử\s+lý|xử\s+phạt|phạt|trừ|sa\s+thải|coi\s+là)"
    r"|được\s+(?:xem|coi)\s+là|xem\s+như|is\s+(?:reprimanded|disciplined|dismissed|fined|deemed"
    r"|considered|treated\s+as)|will\s+be|shall\s+be\s+(?:reprimanded|disciplined|dismissed"
    r"|fined|deemed|considered))\b",
    re.IGNORECASE,
)
_PASSES_ABOVE = {">=", ">"}
_PASSES_BELOW = {"<=", "<"}


def check_hints(fields: Mapping[str, Any]) -> list[Problem]:
    """What in the item's check its quotes do not bear out (see the module's docstring)."""
    params = fields.get("check_params")
    if fields.get("check_type") != "threshold_numeric" or not isinstance(params, Mapping):
        return []
    quotes = " \n ".join(
        quote for quote in (fields.get("source_quote_vi"), fields.get("source_quote_en")) if quote
    )
    if not quotes.strip():
        return []
    hints = []
    target = _decimal(params.get("target"))
    written = figures(quotes)
    if target is not None and written and not _said(target, written):
        hints.append(
            Problem(
                TARGET_NOT_QUOTED,
                message(
                    _("the target %(target)s is no number the quotes write (%(written)s)"),
                    target=_plain(target),
                    written=", ".join(sorted({_plain(n) for n in written}, key=len)[:6]),
                ),
                field="check_params",
            )
        )
    operator = params.get("operator")
    if (
        target is None
        or operator not in _PASSES_ABOVE | _PASSES_BELOW
        or _CONSEQUENCE.search(quotes)
    ):
        return hints
    around = _around(quotes, target)
    at_most = [m for text in around if (m := _AT_MOST.search(text))]
    at_least = [m for text in around if (m := _AT_LEAST.search(text))]
    if at_most and not at_least and operator in _PASSES_ABOVE:
        hints.append(_against(at_most[0].group(), str(operator), _("at most")))
    elif at_least and not at_most and operator in _PASSES_BELOW:
        hints.append(_against(at_least[0].group(), str(operator), _("at least")))
    return hints


_BEFORE, _AFTER = 40, 25  # characters: "không vượt quá 40", "95% trở lên"


def _around(text: str, target: Decimal) -> list[str]:
    """The words next to each place the quotes write the target: a bound speaks of the number
    it stands by, not of another duty the same quote states."""
    return [
        text[max(0, match.start() - _BEFORE) : match.end() + _AFTER]
        for match in _NUMBER.finditer(text)
        if _said(target, figures(match.group()))
    ]


def _against(words: str, operator: str, bound: Any) -> Problem:
    return Problem(
        BOUND_AGAINST_QUOTE,
        message(
            _("the quote bounds it %(bound)s (“%(words)s”), but the check passes at %(operator)s"),
            bound=bound,
            words=" ".join(words.split()),
            operator=operator,
        ),
        field="check_params",
    )


def _decimal(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, int | float | Decimal):
        return None
    try:
        return Decimal(str(value))
    except InvalidOperation:
        return None


def figures(text: str) -> set[Decimal]:
    """Every value each number of ``text`` may be read as: "1.500" is 1500 or 1.5, "98,5" is
    98.5. Signs are not read: a temperature's minus is written many ways ("-", "U+2212", "âm")."""
    values: set[Decimal] = set()
    for match in _NUMBER.finditer(text):
        written = match.group().replace("\u00a0", "")
        digits = re.sub(r"[.,]", "", written)
        values.add(Decimal(digits))
        if (mark := re.search(r"[.,]\d+$", written)) is not None:
            whole = re.sub(r"[.,]", "", written[: mark.start()]) or "0"
            values.add(Decimal(f"{whole}.{mark.group()[1:]}"))
    return values


def _said(target: Decimal, written: set[Decimal]) -> bool:
    """The target is a number written, or one of them as a fraction (85% as 0.85) or a
    percentage (0,85 as 85)."""
    target = abs(target)
    return any(target in (value, value / 100, value * 100) for value in written)


def _plain(value: Decimal) -> str:
    shown = value.normalize()
    exponent = shown.as_tuple().exponent
    return format(shown, "f") if isinstance(exponent, int) and abs(exponent) <= 12 else str(shown)
