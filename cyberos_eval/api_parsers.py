"""The API's only request body format: JSON, bounded in size and depth.

Django refuses a body over ``DATA_UPLOAD_MAX_MEMORY_SIZE`` when it is read through
``HttpRequest.body`` (as recent DRF versions do); reading the stream directly skips that check,
so the parser bounds its own read too. The text is read by ``cyberos_eval.json_input``, which
refuses malformed, unrepresentable or too deeply nested JSON. Each is refused with a code
instead of a 500.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from rest_framework import exceptions, parsers

from cyberos_eval.api_errors import REQUEST_TOO_LARGE
from cyberos_eval.json_input import JSON_TOO_DEEP, MAX_DEPTH, UnreadableJSON, read_json


class RequestTooLarge(exceptions.APIException):
    status_code = 413
    default_code = REQUEST_TOO_LARGE
    default_detail = "The request body is too large."


class JSONTooDeep(exceptions.ParseError):
    default_code = JSON_TOO_DEEP


class BoundedJSONParser(parsers.JSONParser):
    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        raw = stream.read() if limit is None else stream.read(limit + 1)
        if limit is not None and len(raw) > limit:
            raise RequestTooLarge(f"The request body exceeds {limit} bytes.")
        encoding = (parser_context or {}).get("encoding") or settings.DEFAULT_CHARSET
        try:
            return read_json(raw.decode(encoding))
        except (UnicodeError, LookupError) as exc:
            # undecodable bytes, or a charset that names no text encoding ("rot13", "hex")
            raise exceptions.ParseError("The body is not valid JSON.") from exc
        except UnreadableJSON as exc:
            if exc.code == JSON_TOO_DEEP:
                raise JSONTooDeep(
                    f"The body nests arrays and objects deeper than {MAX_DEPTH} levels."
                ) from exc
            raise exceptions.ParseError("The body is not valid JSON.") from exc
