"""Reads of rubrics. Visibility (grants) is decided here and in governance.access only."""

from __future__ import annotations

import datetime as dt
import uuid
import zoneinfo
from typing import TypeVar

from django.db import connection
from django.db.models import Model, Prefetch, Q, QuerySet, prefetch_related_objects
from django.utils import timezone

from cyberos_eval.db.compiled import CompiledQuery
from cyberos_eval.errors import NotFound
from governance.access import accessible, has_access, holds, require
from governance.models import Role, Subject, Tenant

from .models import DismissedProposal, Rubric, RubricItem, RubricVersion, VersionStatus
from .transitions import IN_FORCE_STATES, PUBLISHED_STATES

ModelT = TypeVar("ModelT", bound=Model)


class NoEffectiveVersion(NotFound):
    """No published version of the rubric was in force on that date."""


def tenant_today(tenant: Tenant) -> dt.date:
    return timezone.now().astimezone(zoneinfo.ZoneInfo(tenant.timezone)).date()


def database_tenant_today(tenant_id: uuid.UUID | str) -> dt.date:
    """Today in the tenant's timezone by the database's clock (what its guards compare with)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT rubric_tenant_today(%s)", [tenant_id])
        row = cursor.fetchone()
    assert row is not None  # noqa: S101 - the function always answers
    return row[0]


def resolve_effective(rubric: Rubric, at_date: dt.date) -> RubricVersion:
    """The version in force on ``at_date``: ``effective_from <= at_date < effective_to``.

    Superseded versions still resolve inside their interval — history stays interpretable.
    Drafts and approved-but-unpublished versions never do.
    """
    version = _in_force(RubricVersion.objects.filter(rubric=rubric), at_date).first()
    if version is None:
        raise NoEffectiveVersion(
            "no_effective_version",
            f"No published version of rubric {rubric.pk} was in force on {at_date.isoformat()}.",
            404,
        )
    return version


def _in_force(versions: QuerySet[RubricVersion], at_date: dt.date) -> QuerySet[RubricVersion]:
    """Of ``versions``, those whose interval covers ``at_date``, the latest first."""
    return (
        versions.filter(state__in=IN_FORCE_STATES, effective_from__lte=at_date)
        .exclude(effective_to__lte=at_date)
        .order_by("-version_no")
    )


def version_status(version: RubricVersion, on: dt.date) -> VersionStatus | None:
    """Where a published or superseded version stands on ``on``: ``scheduled`` (not yet in
    force), ``in_force`` or ``ended``. None for a version that never applies (a draft, an
    approved or a withdrawn one): there is no date on which it is in force."""
    if version.state not in IN_FORCE_STATES or version.effective_from is None:
        return None
    if on < version.effective_from:
        return VersionStatus.SCHEDULED
    if version.effective_to is not None and on >= version.effective_to:
        return VersionStatus.ENDED
    return VersionStatus.IN_FORCE


def in_force_today(rubric: Rubric) -> RubricVersion | None:
    """The version in force today in the tenant's timezone, or None."""
    try:
        return resolve_effective(rubric, tenant_today(rubric.tenant))
    except NoEffectiveVersion:
        return None


def restored_by_withdrawal(withdrawn: RubricVersion) -> RubricVersion | None:
    """The version that got a withdrawn version's interval back (its predecessor), if any."""
    return RubricVersion.objects.filter(
        rubric_id=withdrawn.rubric_id,
        state__in=IN_FORCE_STATES,
        effective_to=withdrawn.effective_to,
    ).first()


def effective_items(rubric: Rubric, at_date: dt.date) -> QuerySet[RubricItem]:
    """The items of the version in force on ``at_date`` — never a draft's items."""
    version = resolve_effective(rubric, at_date)
    return RubricItem.objects.filter(
        rubric_version=version, rubric_version__state__in=IN_FORCE_STATES
    ).order_by("position", "created_at")


def readable_rubrics(subject: Subject | None) -> QuerySet[Rubric]:
    return accessible(subject, Role.RUBRIC_READER, Rubric.objects.order_by("name"))


def readable_rubric(subject: Subject | None, rubric_id: uuid.UUID | str) -> Rubric:
    """A rubric ``subject`` may read: 404 when the tenant has no such rubric (another tenant's
    id included), 403 ``rubric_access_denied`` without a grant."""
    rubric = _found(Rubric.objects.filter(pk=rubric_id).first(), "rubric_not_found", "rubric")
    require(subject, Role.RUBRIC_READER, rubric)
    return rubric


def readable_version(subject: Subject | None, version_id: uuid.UUID | str) -> RubricVersion:
    """A version ``subject`` may read. Published, superseded and withdrawn versions need a reader
    grant; drafts and approved versions are authoring material and need rubric_admin.

    The grants are checked in the statement that fetches the version; a refusal is then
    explained by the guard itself (its code and message)."""
    found = None
    if subject is not None:
        found = _VERSION_WITH_GRANTS.first(
            subject_id=subject.pk, version_id=_as_uuid(version_id), now=timezone.now()
        )
    version = found or _found(
        RubricVersion.objects.filter(pk=version_id).first(),
        "rubric_version_not_found",
        "rubric version",
    )
    if not getattr(found, "may_read", False):
        require(subject, Role.RUBRIC_READER, version.rubric)
    if version.state not in PUBLISHED_STATES and not getattr(found, "may_administer", False):
        require(subject, Role.RUBRIC_ADMIN, version.rubric)
    return version


def _version_with_grants(
    subject_id: uuid.UUID, version_id: uuid.UUID, now: dt.datetime
) -> QuerySet[RubricVersion]:
    subject = Subject(pk=subject_id)
    return RubricVersion.objects.filter(pk=version_id).annotate(
        may_read=holds(subject, Role.RUBRIC_READER, Rubric, "rubric_id", at=now),
        may_administer=holds(subject, Role.RUBRIC_ADMIN, Rubric, "rubric_id", at=now),
    )[:1]


_VERSION_WITH_GRANTS = CompiledQuery(
    _version_with_grants,
    {"subject_id": uuid.UUID, "version_id": uuid.UUID, "now": dt.datetime},
)


def readable_effective_version(
    subject: Subject | None, rubric_id: uuid.UUID | str, at_date: dt.date
) -> RubricVersion:
    """``resolve_effective`` for a reader, in one statement when all is well: the version in
    force on ``at_date`` and the reader grant on its rubric are fetched together. Otherwise the
    reasons are told in the usual order: 404 ``rubric_not_found``, 403 ``rubric_access_denied``,
    404 ``no_effective_version``."""
    found = None
    if subject is not None:
        found = _EFFECTIVE_FOR_READER.first(
            subject_id=subject.pk,
            rubric_id=_as_uuid(rubric_id),
            at_date=at_date,
            now=timezone.now(),
        )
    if found is None or not getattr(found, "may_read", False):
        return resolve_effective(readable_rubric(subject, rubric_id), at_date)
    return found


def _effective_for_reader(
    subject_id: uuid.UUID, rubric_id: uuid.UUID, at_date: dt.date, now: dt.datetime
) -> QuerySet[RubricVersion]:
    reader = holds(Subject(pk=subject_id), Role.RUBRIC_READER, Rubric, "rubric_id", at=now)
    versions = RubricVersion.objects.filter(rubric_id=rubric_id)
    return _in_force(versions, at_date).annotate(may_read=reader)[:1]


_EFFECTIVE_FOR_READER = CompiledQuery(
    _effective_for_reader,
    {"subject_id": uuid.UUID, "rubric_id": uuid.UUID, "at_date": dt.date, "now": dt.datetime},
)


def _as_uuid(value: uuid.UUID | str) -> uuid.UUID:
    return value if isinstance(value, uuid.UUID) else uuid.UUID(str(value))


def rubric_versions(
    subject: Subject | None, rubric: Rubric, *, include_drafts: bool = False
) -> QuerySet[RubricVersion]:
    """The versions of a readable rubric: published and superseded ones, and on request (with
    rubric_admin) the drafts and approved ones too."""
    versions = RubricVersion.objects.filter(rubric=rubric).order_by("version_no")
    if include_drafts:
        require(subject, Role.RUBRIC_ADMIN, rubric)
        return versions
    return versions.filter(state__in=PUBLISHED_STATES)


def load_items(version: RubricVersion) -> RubricVersion:
    """Fetch the version's items, in order, with the document version each citation is pinned
    to, into ``version.items.all()`` (one query)."""
    items = RubricItem.objects.select_related("cited_document").order_by("position", "created_at")
    prefetch_related_objects([version], Prefetch("items", queryset=items))
    return version


def items_fingerprint(version: RubricVersion) -> str:
    """A value that changes whenever an item of the version is added, changed or removed
    (every write goes through ``save()``, which moves ``updated_at``), computed without
    loading the items."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*), md5(coalesce(string_agg(id::text || '@' || updated_at::text, ','"
            " ORDER BY id), '')) FROM rubric_item WHERE rubric_version_id = %s",
            [version.pk],
        )
        count, digest = cursor.fetchone() or (0, "")
    return f"{count}:{digest}"


def rubric_by_id(rubric_id: uuid.UUID | str) -> Rubric:
    """For authoring: existence only; the service decides whether the actor may act on it."""
    return _found(Rubric.objects.filter(pk=rubric_id).first(), "rubric_not_found", "rubric")


def version_by_id(version_id: uuid.UUID | str, *, rubric: Rubric | None = None) -> RubricVersion:
    versions = RubricVersion.objects.filter(pk=version_id)
    if rubric is not None:
        versions = versions.filter(rubric=rubric)
    return _found(
        versions.first(),
        "rubric_version_not_found",
        "rubric version",
    )


def item_by_id(item_id: uuid.UUID | str) -> RubricItem:
    return _found(
        RubricItem.objects.filter(pk=item_id).first(), "rubric_item_not_found", "rubric item"
    )


def _found(obj: ModelT | None, code: str, what: str) -> ModelT:
    # Row-level security hides other tenants' rows, so their ids are "not found" too — with
    # the very same answer, so that an id reveals nothing about another tenant.
    if obj is None:
        raise NotFound(code, f"No such {what}.", 404)
    return obj


def current_published(rubric: Rubric) -> RubricVersion | None:
    """The open-ended published version (the one a new publish would supersede)."""
    return RubricVersion.objects.filter(rubric=rubric, state="published").first()


def other_open_versions(version: RubricVersion) -> list[RubricVersion]:
    """The rubric's other versions still being authored (draft or approved): work a publish of
    ``version`` does not carry, unless made in it too."""
    return list(
        RubricVersion.objects.filter(rubric_id=version.rubric_id, state__in=("draft", "approved"))
        .exclude(pk=version.pk)
        .select_related("revised_from")
        .order_by("version_no")
    )


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
        Q(rubric__in=administered) | Q(rubric__in=readable, state__in=PUBLISHED_STATES)
    )


def can_see_version(subject: Subject | None, version: RubricVersion) -> bool:
    if version.state in PUBLISHED_STATES:
        return has_access(subject, Role.RUBRIC_READER, version.rubric)
    return has_access(subject, Role.RUBRIC_ADMIN, version.rubric)


def dismissed_proposals(version: RubricVersion) -> list[DismissedProposal]:
    """The GENIE proposals people deleted from ``version`` or an earlier version of its rubric,
    with who deleted them: the latest deletion of each (source_doc, clause_ref, check_type,
    quote), latest first."""
    latest: dict[tuple[str, str, str, str], DismissedProposal] = {}
    for dismissal in (
        DismissedProposal.objects.filter(
            rubric_id=version.rubric_id, version_no__lte=version.version_no
        )
        .select_related("dismissed_by_subject")
        .order_by("dismissed_at", "id")
    ):
        key = (
            dismissal.source_doc,
            dismissal.clause_ref,
            dismissal.check_type,
            dismissal.source_quote_vi,
        )
        latest.pop(key, None)
        latest[key] = dismissal
    return list(reversed(latest.values()))


def dismissed_proposal_count(version: RubricVersion) -> int:
    """How many deleted proposals GENIE will not propose again in ``version``."""
    return (
        DismissedProposal.objects.filter(
            rubric_id=version.rubric_id, version_no__lte=version.version_no
        )
        .values("source_doc", "clause_ref", "check_type", "source_quote_vi")
        .distinct()
        .count()
    )
