"""The API's only request body format: JSON, bounded in size and depth.

Django refuses a body over ``DATA_UPLOAD_MAX_MEMORY_SIZE`` when it is read through
``HttpRequest.body`` (as recent DRF versions do); reading the stream directly skips that check,
so the parser bounds its own read too. A deeply nested document could exhaust the stack of
whatever walks it later. Each is refused with a code instead of a 500.
"""

from __future__ import annotations

import json
from typing import Any

from django.conf import settings
from rest_framework import exceptions, parsers
from rest_framework.utils.json import strict_constant

from cyberos_eval.api_errors import REQUEST_TOO_LARGE

MAX_DEPTH = 32


class RequestTooLarge(exceptions.APIException):
    status_code = 413
    default_code = REQUEST_TOO_LARGE
    default_detail = "The request body is too large."


class JSONTooDeep(exceptions.ParseError):
    default_code = "json_too_deep"


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


class BoundedJSONParser(parsers.JSONParser):
    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        raw = stream.read() if limit is None else stream.read(limit + 1)
        if limit is not None and len(raw) > limit:
            raise RequestTooLarge(f"The request body exceeds {limit} bytes.")
        encoding = (parser_context or {}).get("encoding") or settings.DEFAULT_CHARSET
        try:
            data = json.loads(raw.decode(encoding), parse_constant=strict_constant)
        except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
            raise exceptions.ParseError("The body is not valid JSON.") from exc
        if nesting_depth(data) > MAX_DEPTH:
            raise JSONTooDeep(f"The body nests arrays and objects deeper than {MAX_DEPTH} levels.")
        return data
