"""One domain error type: a stable machine code, an HTTP status, and every problem found.

Callers (API exception handler, admin helper, management commands) present it; tests match on
``code``, never on the message text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Problem:
    code: str
    detail: str = ""
    field: str | None = None
    item_id: str | None = None

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"code": self.code}
        if self.item_id is not None:
            data["item_id"] = self.item_id
        if self.field is not None:
            data["field"] = self.field
        if self.detail:
            data["detail"] = self.detail
        return data


@dataclass
class DomainError(Exception):
    code: str
    detail: str
    status: int = 422
    problems: list[Problem] = field(default_factory=list)
    # Seconds after which repeating the request may succeed (a race lost, a database stalled).
    retry_after: int | None = None

    def __post_init__(self) -> None:
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


def validation_failed(code: str, detail: str, **problem: Any) -> ValidationFailed:
    return ValidationFailed(code, detail, 422, [Problem(code, detail, **problem)])
