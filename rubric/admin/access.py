"""Admin permissions, answered by governance grants (never by Django's flags or is_superuser)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.core.exceptions import PermissionDenied
from django.db import models
from django.http import HttpRequest
from django.utils.html import format_html
from django.utils.safestring import SafeString

from cyberos_eval.errors import DomainError, Problem
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


def with_code(text: Any, code: str) -> SafeString:
    """A message in the person's language, its stable code after it in small print."""
    return format_html('{} <small class="error-code">({})</small>', text, code)


def field_label(field: str) -> str:
    """A field as the item form labels it (translated), or its name when it has no label."""
    from .forms import ItemForm

    form_field = ItemForm.base_fields.get(field)
    return str(form_field.label) if form_field is not None and form_field.label else field


def problem_line(problem: Problem, labels: Mapping[str, str]) -> SafeString:
    """One problem: the item by number and title (never its id), the field, what is wrong."""
    where = " · ".join(
        part
        for part in (
            labels.get(problem.item_id, "") if problem.item_id else "",
            field_label(problem.field) if problem.field else "",
        )
        if part
    )
    detail = problem.detail or problem.code
    return with_code(format_html("{}: {}", where, detail) if where else detail, problem.code)


def problem_messages(error: DomainError, labels: Mapping[str, str] | None = None) -> list[Any]:
    """An error as the admin shows it: what went wrong in the person's language with its stable
    code in small print, then each problem, naming items by ``labels`` (item id → number and
    title, from ``rubric.presentation.item_labels``).

    Lines never start with the code: the admin capitalises the first letter of messages."""
    labels = labels or {}
    lines: list[Any] = [with_code(error.detail, error.code)]
    for problem in error.problems:
        # A problem that only repeats the headline is left out; one that says more (which
        # clause does not exist, where a quote parts from the signed text) is the answer the
        # person needs, even when it shares the headline's code.
        says_more = bool(problem.detail) and str(problem.detail) != str(error.detail)
        if problem.code != error.code or problem.item_id or says_more:
            lines.append(format_html("· {}", problem_line(problem, labels)))
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
