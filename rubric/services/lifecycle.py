"""Approval and publication: the human-in-the-loop gate between a draft and the standard."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from cyberos_eval.errors import Conflict, DomainError, Message, Problem, message, validation_failed
from cyberos_eval.tenancy import tenant_context
from governance.access import separate_approver_required
from governance.actors import Actor
from governance.models import Subject

from .. import metrics, signals
from ..citations import STALE, verify_citation
from ..documents.selectors import citable_documents, needs_citation_review
from ..models import AuthoredBy, Rubric, RubricItem, RubricVersion, VersionState
from ..selectors import content_hash, current_published, database_tenant_today, tenant_today
from ..transitions import PUBLISHED, can_transition
from ..validation import coherence_problems, is_storable_text
from ._common import locked_version, raise_problems, require_human_admin
from .citing import review_citations, store_review

EARLIEST_EFFECTIVE_FROM = dt.date(2000, 1, 1)
LATEST_EFFECTIVE_FROM_AHEAD = dt.timedelta(days=3653)


def _require_transition(version: RubricVersion, target: str) -> None:
    if not can_transition(version.state, target):
        raise Conflict(
            "rubric_version_transition_invalid",
            message(
                _("Version %(no)d is %(state)s; it cannot become %(target)s."),
                no=version.version_no,
                state=VersionState(version.state).label,
                target=VersionState(target).label,
            ),
            409,
        )


def approval_problems(items: list[RubricItem]) -> list[Problem]:
    """What stands between this draft and approval: unreviewed proposals, incoherence,
    and (when the tenant asks for it) separation of duties."""
    problems = [
        Problem(
            "rubric_item_not_accepted",
            _("a person must accept this GENIE proposal")
            if item.authored_by == AuthoredBy.GENIE
            else _("a service account changed this item: a person must accept it"),
            item_id=str(item.pk),
        )
        for item in items
        if item.needs_acceptance
    ]
    problems += coherence_problems(items)
    problems += citation_problems(items)
    return problems


def citation_problems(items: list[RubricItem]) -> list[Problem]:
    """Every cited clause checked against the latest signed text (human items too): a clause
    that does not exist or a quote that is not verbatim (``rubric_item_citation_mismatch``), or
    a citation last verified against an older version of the document or flagged by an
    amendment (``rubric_item_citation_stale``)."""
    documents = citable_documents({item.source_doc for item in items})
    problems: list[Problem] = []
    for item in items:
        verdict = verify_citation(
            documents,
            source_doc=item.source_doc,
            clause_ref=item.clause_ref,
            quote_vi=item.source_quote_vi,
            quote_en=item.source_quote_en,
            item_id=str(item.pk),
        )
        problems += verdict.problems
        if verdict.problems:
            continue
        latest = verdict.document.id if verdict.document is not None else None
        if needs_citation_review(item, latest) or (latest and item.cited_document_id is None):
            problems.append(
                Problem(
                    STALE,
                    _(
                        "the document was amended since this citation was checked: review the "
                        "item against the current text"
                    ),
                    field="clause_ref",
                    item_id=str(item.pk),
                )
            )
    return problems


def _check_separation_of_duties(
    version: RubricVersion, items: list[RubricItem], approver: Subject
) -> None:
    if not separate_approver_required(version.tenant_id):
        return
    authors = (
        set(version.contributor_ids)
        | {item.created_by_subject_id for item in items}
        | {item.edited_by_subject_id for item in items}
    )
    if approver.pk in authors:
        raise DomainError(
            "rubric_separation_of_duties",
            _(
                "This tenant requires the approver to differ from everyone who authored or "
                "edited the version's items."
            ),
            403,
        )


def _approve_checks(version: RubricVersion, approver: Subject) -> list[RubricItem]:
    items = list(version.items.select_for_update().order_by("position", "created_at"))
    _check_separation_of_duties(version, items, approver)
    raise_problems(
        approval_problems(items),
        message(_("Version %(no)d cannot be approved yet."), no=version.version_no),
    )
    return items


def _locked(version: RubricVersion) -> RubricVersion:
    locked = locked_version(version)
    locked.rubric = Rubric.objects.select_related("tenant").get(pk=locked.rubric_id)
    return locked


def approve_version(*, actor: Actor, version: RubricVersion) -> RubricVersion:
    """A person freezes a coherent draft; the fingerprint of exactly what they approved is kept."""
    with tenant_context(version.tenant_id), transaction.atomic():
        version = _locked(version)
        approver = require_human_admin(actor, version)
        _require_transition(version, VersionState.APPROVED)
        _approve_checks(version, approver)
        version.state = VersionState.APPROVED
        version.approver_subject = approver
        version.approved_at = timezone.now()
        version.approved_fingerprint = content_hash(version)
        version.save(
            update_fields=["state", "approver_subject", "approved_at", "approved_fingerprint"]
        )
        signals.rubric_approved.send(
            sender=RubricVersion,
            actor=actor,
            version=version,
            item=None,
            action="version_approved",
            details={"content_hash": version.approved_fingerprint},
        )
    return version


def revert_to_draft(*, actor: Actor, version: RubricVersion, reason: str) -> RubricVersion:
    """Unfreeze an approved version so it can be edited again (its approval is discarded).

    Its items' citations are then re-checked against the latest signed text as an import does
    for drafts (an amendment imported while the version was approved could not touch its frozen
    items): a citation whose clause reads the same moves to the latest version, one whose clause
    changed is flagged stale for a person."""
    reason = _clean_reason(reason)
    if not reason:
        raise validation_failed("rubric_revert_reason_required", _("Say why."), field="reason")
    with tenant_context(version.tenant_id), transaction.atomic():
        version = _locked(version)
        require_human_admin(actor, version)
        _require_transition(version, VersionState.DRAFT)
        discarded = version.approved_fingerprint
        version.state = VersionState.DRAFT
        version.approver_subject = None
        version.approved_at = None
        version.approved_fingerprint = ""
        version.save(
            update_fields=["state", "approver_subject", "approved_at", "approved_fingerprint"]
        )
        # A draft now, so its items may change (the item guard froze them while approved); the
        # one lock order: rubric -> version -> items.
        items = list(
            version.items.select_for_update()
            .exclude(clause_ref="")
            .order_by("position", "created_at")
        )
        review = review_citations(items, citable_documents({item.source_doc for item in items}))
        store_review(review)
        signals.rubric_edited.send(
            sender=RubricVersion,
            actor=actor,
            version=version,
            item=None,
            action="reverted_to_draft",
            details={
                "reason": reason,
                "discarded_approval": discarded,
                "citations_moved_to_latest_text": len(review.repinned),
                "citations_stale": [str(item.pk) for item in review.stale],
                "citations_reworded": review.reworded,
                "citations_renumbered": review.renumbered,
            },
        )
    return version


def publish_version(
    *,
    actor: Actor,
    version: RubricVersion,
    effective_from: dt.date,
    reason: str | None = None,
) -> RubricVersion:
    """Make a version the standard from ``effective_from`` on, superseding the current one.

    The approver is a person with rubric_admin (403 ``rubric_requires_human_approver``
    otherwise); the version must be coherent (422 listing every problem); its interval must not
    overlap another published one (409 ``rubric_effective_overlap``); cutting short an interval
    already in force needs a reason.
    """
    try:
        with tenant_context(version.tenant_id), transaction.atomic():
            published, items = _publish(actor, version, effective_from, _clean_reason(reason))
            transaction.on_commit(lambda: _record_published(published, items))
    except DomainError:
        metrics.record_publish("rejected")
        raise
    return published


# A reason is a sentence or a paragraph, kept in the version and in every audit copy of it.
MAX_REASON_LENGTH = 2000


def _clean_reason(reason: str | None) -> str:
    """A reason is recorded in the audit log (jsonb): text without NUL or unpaired surrogates,
    of a reason's length."""
    if reason is not None and (
        not isinstance(reason, str)
        or not is_storable_text(reason)
        or len(reason.strip()) > MAX_REASON_LENGTH
    ):
        raise validation_failed(
            "rubric_reason_invalid",
            message(
                _("The reason must be text without NUL, at most %(limit)s characters."),
                limit=MAX_REASON_LENGTH,
            ),
            field="reason",
        )
    return (reason or "").strip()


def _record_published(version: RubricVersion, items: list[RubricItem]) -> None:
    metrics.record_publish("ok")
    metrics.record_current_items(version, items)


def _publish(
    actor: Actor, version: RubricVersion, effective_from: dt.date, reason: str
) -> tuple[RubricVersion, list[RubricItem]]:
    if not isinstance(effective_from, dt.date) or isinstance(effective_from, dt.datetime):
        raise validation_failed(
            "invalid_date", _("The effective date must be a date."), field="effective_from"
        )
    # One publish per rubric at a time (the rubric row is locked first, as by every writer, and
    # before the grants: ADR 0006): the second of two racing publishes sees the first.
    version = _locked(version)
    approver = require_human_admin(actor, version)
    _require_transition(version, PUBLISHED)
    if version.state == VersionState.DRAFT:
        items = _approve_checks(version, approver)
    else:
        items = list(version.items.order_by("position", "created_at"))
        raise_problems(
            coherence_problems(items) + citation_problems(items),
            message(_("Version %(no)d is not coherent."), no=version.version_no),
        )
    approved = version.state == VersionState.APPROVED
    current = current_published(version.rubric)
    _check_interval(version, current, effective_from)
    today = tenant_today(version.rubric.tenant)
    if not EARLIEST_EFFECTIVE_FROM <= effective_from <= today + LATEST_EFFECTIVE_FROM_AHEAD:
        # Once in force a version cannot be withdrawn, so a mistyped year would lock the rubric
        # for as long as nobody notices before that date.
        raise validation_failed(
            "rubric_effective_from_out_of_range",
            message(
                _(
                    "The effective date must be between %(earliest)s and %(latest)s (at most "
                    "ten years ahead)."
                ),
                earliest=EARLIEST_EFFECTIVE_FROM,
                latest=today + LATEST_EFFECTIVE_FROM_AHEAD,
            ),
            field="effective_from",
        )
    backdated = bool(
        current is not None
        and current.effective_from is not None
        and effective_from < today
        and current.effective_from <= today
    )
    if backdated and not reason:
        raise validation_failed(
            "rubric_backdating_reason_required",
            message(
                _(
                    "%(date)s is in the past and cuts short version %(no)s, in force since "
                    "%(since)s: give a reason."
                ),
                date=effective_from,
                no=current.version_no if current else "?",
                since=current.effective_from if current else "?",
            ),
            field="reason",
        )
    now = timezone.now()
    try:
        with transaction.atomic():
            if current is not None:
                current.state = VersionState.SUPERSEDED
                current.effective_to = effective_from
                current.save(update_fields=["state", "effective_to"])
            if version.state == VersionState.DRAFT:
                version.approver_subject = approver
                version.approved_at = now
                version.approved_fingerprint = ""  # the guard records the content hash here too
            version.state = VersionState.PUBLISHED
            version.effective_from = effective_from
            version.published_by_subject = approver
            version.published_at = now
            # Left blank: the row guard computes the content hash — the one computation a
            # publish makes (it reads every item) — and records it (version_guard_v3.sql).
            version.content_hash = ""
            version.save()
            version.refresh_from_db(fields=["content_hash", "approved_fingerprint"])
    except IntegrityError as exc:
        if getattr(exc.__cause__, "sqlstate", None) == "23P01":  # the database's overlap guard
            raise _overlap(effective_from, _("another publish")) from exc
        raise
    if approved and version.content_hash != version.approved_fingerprint:
        # Items of an approved version are frozen (rubric_item_guard): only someone who went
        # around the database's guards changed them. Raised here, everything rolls back.
        raise Conflict(
            "rubric_version_changed_since_approval",
            _("The content differs from what was approved; revert to draft and approve again."),
            409,
        )
    details: dict[str, Any] = {
        "effective_from": effective_from,
        "content_hash": version.content_hash,
        "item_count": len(items),
        "backdated": backdated,
    }
    if reason:
        details["reason"] = reason
    signals.rubric_published.send(
        sender=RubricVersion,
        actor=actor,
        version=version,
        item=None,
        superseded=current,
        action="published",
        details=details,
    )
    return version, items


def _overlap(effective_from: dt.date, other: Message) -> Conflict:
    return Conflict(
        "rubric_effective_overlap",
        message(
            _("An interval starting %(date)s overlaps %(other)s."), date=effective_from, other=other
        ),
        409,
    )


def _check_interval(
    version: RubricVersion, current: RubricVersion | None, effective_from: dt.date
) -> None:
    if current is not None and effective_from <= current.effective_from:  # type: ignore[operator]
        raise _overlap(
            effective_from,
            message(
                _("version %(no)d, in force since %(since)s; a new version must start after it"),
                no=current.version_no,
                since=current.effective_from,
            ),
        )
    clash = (
        RubricVersion.objects.filter(
            rubric_id=version.rubric_id,
            state=VersionState.SUPERSEDED,
            effective_to__gt=effective_from,
        )
        .order_by("version_no")
        .first()
    )
    if clash is not None:
        raise _overlap(
            effective_from,
            message(
                _("version %(no)d [%(start)s, %(end)s)"),
                no=clash.version_no,
                start=clash.effective_from,
                end=clash.effective_to,
            ),
        )


def withdraw_scheduled_version(
    *, actor: Actor, version: RubricVersion, reason: str
) -> RubricVersion:
    """Withdraw a published version before it takes effect, handing its interval back to its
    predecessor (open-ended again, or up to the withdrawn version's end).

    Only a person with rubric_admin, with a reason, and only while the version is scheduled
    (its effective_from is after today in the tenant's timezone): a version that has applied to
    someone stays on record. The withdrawn version never resolves; it can still be revised, so
    its content can be published again later — e.g. after an urgent amendment published in
    between.
    """
    reason = _clean_reason(reason)
    if not reason:
        raise validation_failed(
            "rubric_withdrawal_reason_required", _("Say why it is withdrawn."), field="reason"
        )
    with tenant_context(version.tenant_id), transaction.atomic():
        version = _locked(version)
        withdrawer = require_human_admin(actor, version)
        _require_transition(version, VersionState.WITHDRAWN)
        # The database's today, the one its guard checks: the two clocks cannot disagree.
        today = database_tenant_today(version.tenant_id)
        if version.effective_from is None or version.effective_from <= today:
            raise Conflict(
                "rubric_version_in_force",
                message(
                    _(
                        "Version %(no)s took effect on %(day)s; only a scheduled version can be "
                        "withdrawn. Publish a new version instead."
                    ),
                    no=version.version_no,
                    day=version.effective_from,
                ),
                409,
            )
        predecessor = (
            RubricVersion.objects.select_for_update()
            .filter(
                rubric_id=version.rubric_id,
                state=VersionState.SUPERSEDED,
                effective_to=version.effective_from,
            )
            .first()
        )
        version.state = VersionState.WITHDRAWN
        version.withdrawn_by_subject = withdrawer
        version.withdrawn_at = timezone.now()  # the database stamps its transaction time
        version.withdrawal_reason = reason
        version.save(
            update_fields=["state", "withdrawn_by_subject", "withdrawn_at", "withdrawal_reason"]
        )
        version.refresh_from_db(fields=["withdrawn_at"])
        if predecessor is not None:
            predecessor.effective_to = version.effective_to
            predecessor.state = (
                VersionState.PUBLISHED if version.effective_to is None else VersionState.SUPERSEDED
            )
            predecessor.save(update_fields=["state", "effective_to"])
        signals.rubric_withdrawn.send(
            sender=RubricVersion,
            actor=actor,
            version=version,
            restored=predecessor,
            action="withdrawn",
            details={
                "reason": reason,
                "effective_from": version.effective_from,
                "effective_to": version.effective_to,
                "restored_version_id": predecessor.pk if predecessor else None,
                "restored_version_no": predecessor.version_no if predecessor else None,
            },
        )
    return version
