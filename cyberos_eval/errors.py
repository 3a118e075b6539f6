"""One domain error type: a stable machine code, an HTTP status, and every problem found.

Callers (API exception handler, admin helper, management commands) present it; tests match on
``code``, never on the message text.

Messages are translatable and lazy: services write them in English with ``gettext_lazy`` (and
``message()`` for values), and each caller renders them in its own language — the admin in the
person's, the API and the commands in English.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeAlias

from django.utils import translation
from django.utils.functional import Promise, lazy

Message: TypeAlias = "str | Promise"


def _interpolate(text: Message, params: dict[str, Any]) -> str:
    return str(text) % params if params else str(text)


_lazy_interpolate = lazy(_interpolate, str)


def message(text: Message, **params: Any) -> Message:
    """``text`` (usually ``gettext_lazy("… %(name)s …")``) with its values, translated and
    interpolated only when rendered, in the language active then."""
    return _lazy_interpolate(text, params)


@dataclass(frozen=True)
class Problem:
    code: str
    detail: Message = ""
    field: str | None = None
    item_id: str | None = None
    # A finer stable code under ``code`` (e.g. the parser's ``corrupt_file``), when there is one.
    reason: str | None = None

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"code": self.code}
        if self.item_id is not None:
            data["item_id"] = self.item_id
        if self.reason is not None:
            data["reason"] = self.reason
        if self.field is not None:
            data["field"] = self.field
        detail = str(self.detail)
        if detail:
            data["detail"] = detail
        return data


@dataclass
class DomainError(Exception):
    code: str
    detail: Message
    status: int = 422
    problems: list[Problem] = field(default_factory=list)
    # Seconds after which repeating the request may succeed (a race lost, a database stalled).
    retry_after: int | None = None

    def __post_init__(self) -> None:
        with translation.override("en"):  # logs and tracebacks read the same everywhere
            super().__init__(f"{self.code}: {self.detail}")


class ValidationFailed(DomainError):
    """422: the input breaks a rule; nothing was changed."""


class AccessDenied(DomainError):
    """403: the governance grants do not allow this."""


class NotFound(DomainError):
    """404: no such object, or one the caller may not know exists."""


class Conflict(DomainError):
    """409: the request conflicts with the current state."""


class Unavailable(DomainError):
    """503: a dependency (the database) did not answer in time; try again later."""


def validation_failed(code: str, detail: Message, **problem: Any) -> ValidationFailed:
    return ValidationFailed(code, detail, 422, [Problem(code, detail, **problem)])
