"""JSON that a client or a person sent: read into a value, or refused with one stable code.

``json.loads`` alone fails on hostile text in more ways than ``JSONDecodeError``: arrays or
objects nested thousands deep raise ``RecursionError``, an integer longer than Python's
conversion limit (4300 digits) raises a bare ``ValueError``, and ``NaN``, ``Infinity`` or
``1e999`` become floats that PostgreSQL's ``jsonb`` cannot store. A document nested deep but
within the recursion limit can still exhaust the stack of whatever walks it later. The API's
parser and the admin's forms both read through ``read_json`` so they refuse the same input.
"""

from __future__ import annotations

import json
import math
from typing import Any

MAX_DEPTH = 32
MALFORMED_JSON = "malformed_json"
JSON_TOO_DEEP = "json_too_deep"


class UnreadableJSON(ValueError):
    """Why a text is refused: ``code`` is stable, ``reason`` is a short English explanation.

    For a person's language: ``line`` and ``column`` (1-based) where the text stops being JSON,
    when that is known; ``kind`` what is wrong — json's own message for a syntax error
    ("Expecting ',' delimiter"), or ``constant``, ``too_many_digits``, ``too_large``,
    ``too_deep`` — and ``value`` the start of the number or constant refused."""

    def __init__(
        self,
        code: str,
        reason: str,
        *,
        kind: str = "",
        line: int | None = None,
        column: int | None = None,
        value: str = "",
    ) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.kind = kind or reason
        self.line = line
        self.column = column
        self.value = value


class _Refused(ValueError):
    def __init__(self, kind: str, value: str, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.value = value


def nesting_depth(value: Any) -> int:
    """How deeply arrays and objects nest in ``value`` (iterative: any depth is safe)."""
    deepest, pending = 0, [(value, 1)]
    while pending:
        current, depth = pending.pop()
        if isinstance(current, dict):
            current = list(current.values())
        if isinstance(current, list):
            deepest = max(deepest, depth)
            pending.extend((child, depth + 1) for child in current)
    return deepest


def _refuse_constant(name: str) -> Any:
    raise _Refused("constant", name, f"{name} is not a JSON number")


def _whole_number(digits: str) -> int:
    try:
        return int(digits)
    except ValueError:  # longer than sys.get_int_max_str_digits()
        raise _Refused(
            "too_many_digits", digits[:10], f"the number {digits[:10]}… has too many digits"
        ) from None


def _finite_number(text: str) -> float:
    number = float(text)  # never fails on what the scanner matched; overflows to inf
    if not math.isfinite(number):
        raise _Refused("too_large", text[:10], f"the number {text[:10]}… is too large")
    return number


def read_json(text: str) -> Any:
    """The value ``text`` holds, or ``UnreadableJSON``; never another exception."""
    try:
        value = json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_int=_whole_number,
            parse_float=_finite_number,
        )
    except json.JSONDecodeError as exc:
        raise UnreadableJSON(MALFORMED_JSON, exc.msg, line=exc.lineno, column=exc.colno) from exc
    except RecursionError as exc:
        raise UnreadableJSON(JSON_TOO_DEEP, _too_deep(), kind="too_deep") from exc
    except _Refused as exc:
        raise UnreadableJSON(MALFORMED_JSON, str(exc), kind=exc.kind, value=exc.value) from exc
    except ValueError as exc:
        raise UnreadableJSON(MALFORMED_JSON, str(exc)) from exc
    if nesting_depth(value) > MAX_DEPTH:
        raise UnreadableJSON(JSON_TOO_DEEP, _too_deep(), kind="too_deep")
    return value


def _too_deep() -> str:
    return f"arrays and objects nest deeper than {MAX_DEPTH} levels"
