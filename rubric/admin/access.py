"""Admin permissions, answered by governance grants (never by Django's flags or is_superuser)."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied
from django.db import models
from django.http import HttpRequest

from cyberos_eval.errors import DomainError
from governance.access import has_access, valid_grants
from governance.models import Role, Subject


def subject_of(request: HttpRequest) -> Subject | None:
    subject = getattr(request, "subject", None)
    return subject if isinstance(subject, Subject) else None


def actor_of(request: HttpRequest) -> Subject:
    """The subject acting in this request; views call it after their grant check."""
    subject = subject_of(request)
    if subject is None:
        raise PermissionDenied("rubric_access_denied")
    return subject


def holds_any_grant(request: HttpRequest) -> bool:
    subject = subject_of(request)
    return subject is not None and valid_grants(subject, Role.RUBRIC_READER).exists()


def can(request: HttpRequest, role: str, obj: models.Model | None = None) -> bool:
    return has_access(subject_of(request), role, obj)


def require(request: HttpRequest, role: str, obj: models.Model | None = None) -> None:
    if not can(request, role, obj):
        raise PermissionDenied("rubric_access_denied")


def problem_messages(error: DomainError) -> list[str]:
    """An error as the admin shows it: what went wrong with its stable code, then each problem.

    Lines never start with the code: the admin capitalises the first letter of messages."""
    lines = [f"{error.detail} ({error.code})"]
    for problem in error.problems:
        where = " · ".join(
            part for part in (problem.item_id and f"item {problem.item_id}", problem.field) if part
        )
        if problem.code != error.code or problem.item_id:
            lines.append(f"· {problem.code}" + (f" ({where})" if where else ""))
    return lines


class GrantGuardedAdmin:
    """Mixin for ModelAdmins of governed objects: visibility and rights come from grants."""

    def has_module_permission(self, request: HttpRequest) -> bool:
        return holds_any_grant(request)

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return (
            can(request, Role.RUBRIC_READER, self.governed(obj))
            if obj
            else holds_any_grant(request)
        )

    def has_add_permission(self, request: HttpRequest, *args: Any) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def governed(self, obj: Any) -> models.Model:
        return obj
