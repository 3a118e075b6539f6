"""Reads of rubrics. Visibility (grants) is decided here and in governance.access only."""

from __future__ import annotations

import datetime as dt
import uuid
import zoneinfo

from django.db import connection
from django.db.models import Prefetch, Q, QuerySet
from django.utils import timezone

from cyberos_eval.errors import NotFound
from governance.access import accessible, has_access
from governance.models import Role, Subject, Tenant

from .models import Rubric, RubricItem, RubricVersion
from .transitions import IN_FORCE_STATES


class NoEffectiveVersion(NotFound):
    """No published version of the rubric was in force on that date."""


def tenant_today(tenant: Tenant) -> dt.date:
    return timezone.now().astimezone(zoneinfo.ZoneInfo(tenant.timezone)).date()


def resolve_effective(rubric: Rubric, at_date: dt.date) -> RubricVersion:
    """The version in force on ``at_date``: ``effective_from <= at_date < effective_to``.

    Superseded versions still resolve inside their interval — history stays interpretable.
    Drafts and approved-but-unpublished versions never do.
    """
    version = (
        RubricVersion.objects.filter(
            rubric=rubric, state__in=IN_FORCE_STATES, effective_from__lte=at_date
        )
        .exclude(effective_to__lte=at_date)
        .order_by("-version_no")
        .first()
    )
    if version is None:
        raise NoEffectiveVersion(
            "no_effective_version",
            f"No published version of rubric {rubric.pk} was in force on {at_date.isoformat()}.",
            404,
        )
    return version


def effective_items(rubric: Rubric, at_date: dt.date) -> QuerySet[RubricItem]:
    """The items of the version in force on ``at_date`` — never a draft's items."""
    version = resolve_effective(rubric, at_date)
    return RubricItem.objects.filter(
        rubric_version=version, rubric_version__state__in=IN_FORCE_STATES
    ).order_by("position", "created_at")


def readable_rubrics(subject: Subject | None) -> QuerySet[Rubric]:
    return accessible(subject, Role.RUBRIC_READER, Rubric.objects.order_by("name"))


def version_with_items(version_id: uuid.UUID | str) -> RubricVersion | None:
    return (
        RubricVersion.objects.select_related("rubric")
        .prefetch_related(
            Prefetch("items", queryset=RubricItem.objects.order_by("position", "created_at"))
        )
        .filter(pk=version_id)
        .first()
    )


def current_published(rubric: Rubric) -> RubricVersion | None:
    """The open-ended published version (the one a new publish would supersede)."""
    return RubricVersion.objects.filter(rubric=rubric, state="published").first()


def content_hash(version: RubricVersion) -> str:
    """The content hash, computed by the database function every check uses."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT rubric_version_content_hash(%s)", [version.pk])
        row = cursor.fetchone()
    assert row is not None and row[0] is not None  # noqa: S101 - the version exists
    return str(row[0])


def visible_versions(subject: Subject | None) -> QuerySet[RubricVersion]:
    """Versions a subject may see: all versions of the rubrics it administers, and only the
    published and superseded ones of the rubrics it merely reads (drafts are the authors')."""
    administered = accessible(subject, Role.RUBRIC_ADMIN, Rubric.objects.all())
    readable = accessible(subject, Role.RUBRIC_READER, Rubric.objects.all())
    return RubricVersion.objects.filter(
        Q(rubric__in=administered) | Q(rubric__in=readable, state__in=IN_FORCE_STATES)
    )


def can_see_version(subject: Subject | None, version: RubricVersion) -> bool:
    if version.state in IN_FORCE_STATES:
        return has_access(subject, Role.RUBRIC_READER, version.rubric)
    return has_access(subject, Role.RUBRIC_ADMIN, version.rubric)
