"""Drafting: rubrics, draft versions, revisions, and the items of a draft."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Max
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from cyberos_eval.errors import Conflict, NotFound, Problem, message, validation_failed
from cyberos_eval.tenancy import tenant_context
from governance.access import require
from governance.actors import Actor, Operator
from governance.models import Role, Subject, Tenant

from .. import signals
from ..citations import Verdict, verify_citation
from ..documents.selectors import citable_documents
from ..models import (
    AuthoredBy,
    DismissedProposal,
    Rubric,
    RubricItem,
    RubricVersion,
    SourceDoc,
    VersionState,
)
from ..transitions import PUBLISHED_STATES
from ..validation import (
    clean_item_fields,
    is_storable_text,
    item_as_fields,
    item_etag,
    item_snapshot,
    normalize_text,
    problems_beside,
)
from ._common import (
    is_person,
    locked_item_and_version,
    locked_version,
    raise_problems,
    record_contributor,
    require_author,
    require_editable,
    require_human_admin,
    subject_or_none,
    wait_for_document_imports,
)
from .citing import review_citations


def create_rubric(*, actor: Actor, tenant: Tenant, name: str) -> RubricVersion:
    """A new rubric with its first draft version (v1). Needs a tenant-wide rubric_admin."""
    if not isinstance(name, str) or not is_storable_text(name):
        raise validation_failed(
            "rubric_name_invalid", _("The name must be text without NUL characters."), field="name"
        )
    clean_name = normalize_text(name)
    if not clean_name:
        raise validation_failed("rubric_name_required", _("A rubric needs a name."), field="name")
    if len(clean_name) > 200:
        raise validation_failed("rubric_name_too_long", _("At most 200 characters."), field="name")
    with tenant_context(tenant), transaction.atomic():
        if not isinstance(actor, Operator):
            require(actor if isinstance(actor, Subject) else None, Role.RUBRIC_ADMIN, hold=True)
        taken = Conflict(
            "rubric_name_taken",
            message(_("A rubric named “%(name)s” exists."), name=clean_name),
            409,
        )
        if Rubric.objects.filter(name=clean_name).exists():
            raise taken
        try:
            with transaction.atomic():
                rubric = Rubric.objects.create(tenant=tenant, name=clean_name)
        except IntegrityError as exc:
            # Two requests created the same name at once: the unique index let one through.
            raise taken from exc
        version = RubricVersion.objects.create(
            tenant=tenant, rubric=rubric, version_no=1, created_by_subject=subject_or_none(actor)
        )
        signals.rubric_drafted.send(
            sender=RubricVersion,
            actor=actor,
            version=version,
            item=None,
            action="rubric_created",
            details={"name": rubric.name},
        )
    return version


def _next_version_no(rubric: Rubric) -> int:
    latest = rubric.versions.aggregate(latest=Max("version_no"))["latest"]
    return (latest or 0) + 1


def create_draft_version(*, actor: Actor, rubric: Rubric) -> RubricVersion:
    """An empty draft after the rubric's latest version."""
    with tenant_context(rubric.tenant_id), transaction.atomic():
        # As every rubric writer (the lock order), though an empty draft cites nothing: a
        # caller that goes on to write its items in the same transaction must not hold the
        # rubric while it waits for an import that waits for the rubric.
        wait_for_document_imports(rubric.tenant_id)
        rubric = Rubric.objects.select_for_update(no_key=True).get(pk=rubric.pk)
        probe = RubricVersion(rubric=rubric, tenant_id=rubric.tenant_id)
        require_author(actor, probe)
        version = RubricVersion.objects.create(
            tenant_id=rubric.tenant_id,
            rubric=rubric,
            version_no=_next_version_no(rubric),
            created_by_subject=subject_or_none(actor),
        )
        signals.rubric_drafted.send(
            sender=RubricVersion,
            actor=actor,
            version=version,
            item=None,
            action="version_created",
            details={},
        )
    return version


def start_revision(*, actor: Actor, version: RubricVersion) -> RubricVersion:
    """Re-curation: copy a published, superseded or withdrawn version into a new draft
    ``latest + 1``.

    Items keep their lineage ids, so the evaluation service and the diff view can follow them.
    """
    with tenant_context(version.tenant_id), transaction.atomic():
        # Its copies are reviewed against the latest text: an import in flight commits first.
        wait_for_document_imports(version.tenant_id)
        rubric = Rubric.objects.select_for_update(no_key=True).get(pk=version.rubric_id)
        version = RubricVersion.objects.get(pk=version.pk)
        require_author(actor, version)
        if version.state not in PUBLISHED_STATES:
            raise Conflict(
                "rubric_revision_source_invalid",
                message(
                    _(
                        "Only a published, superseded or withdrawn version can be revised, "
                        "not a %(state)s one."
                    ),
                    state=VersionState(version.state).label,
                ),
                409,
            )
        draft = RubricVersion.objects.create(
            tenant_id=version.tenant_id,
            rubric=rubric,
            version_no=_next_version_no(rubric),
            revised_from=version,
            created_by_subject=subject_or_none(actor),
        )
        # Built from the column values (the ``*_id`` attributes, never the related objects) and
        # inserted in one statement: a constant number of queries, however many items.
        copies = [
            RubricItem(
                tenant_id=item.tenant_id,
                rubric_version=draft,
                lineage_id=item.lineage_id,
                **item_as_fields(item),
                authored_by=item.authored_by,
                genie_confidence=item.genie_confidence,
                created_by_subject_id=item.created_by_subject_id,
                edited_by_subject_id=item.edited_by_subject_id,
                accepted_by_subject_id=item.accepted_by_subject_id,
                accepted_at=item.accepted_at,
                machine_edited_by_subject_id=item.machine_edited_by_subject_id,
                cited_document_id=item.cited_document_id,
                citation_stale=item.citation_stale,
            )
            for item in version.items.all()
        ]
        # A revision starts from the signed text as it is now: citations of amended clauses
        # are flagged for review, the others move to the latest version of their document —
        # decided before the copies are stored, so they are inserted as reviewed.
        review = review_citations(copies, citable_documents({c.source_doc for c in copies}))
        RubricItem.objects.bulk_create(copies)
        signals.rubric_drafted.send(
            sender=RubricVersion,
            actor=actor,
            version=draft,
            item=None,
            action="revision_started",
            details={
                "revised_from_version_id": version.pk,
                "revised_from_version_no": version.version_no,
                "items_copied": len(copies),
                "citations_moved_to_latest_text": len(review.repinned),
                "citations_stale": [str(item.pk) for item in review.stale],
                "citations_reworded": review.reworded,
                "citations_renumbered": review.renumbered,
            },
        )
    return draft


def add_item(*, actor: Actor, version: RubricVersion, data: Mapping[str, Any]) -> RubricItem:
    """Add an item to a draft. A person's item is ``human``; one added by a service account
    (automation) is machine-authored, so a person must accept it like any GENIE proposal."""
    provenance = None if is_person(actor) else {"authored_by": AuthoredBy.GENIE}
    with tenant_context(version.tenant_id), transaction.atomic():
        version = locked_version(version)
        require_author(actor, version)
        require_editable(version)
        item = insert_item(actor=actor, version=version, data=data, provenance=provenance)
        signals.rubric_drafted.send(
            sender=RubricItem,
            actor=actor,
            version=version,
            item=item,
            action="item_added",
            details={},
        )
    return item


def insert_item(
    *,
    actor: Actor,
    version: RubricVersion,
    data: Mapping[str, Any],
    provenance: Mapping[str, Any] | None = None,
) -> RubricItem:
    """Validate and insert one item into a locked, editable draft (no signal: callers send it).

    ``provenance`` is for the GENIE path only (authored_by, genie_confidence, needs_clause_ref).
    """
    cleaned, problems = clean_item_fields(data)
    merged = {
        "check_params": {},
        "clause_ref": "",
        "obligation_kind": None,
        **cleaned,
        **(provenance or {}),
    }
    verdict = verify_item_citation(merged)
    raise_problems(
        problems_beside(problems, merged) + list(verdict.problems), _("The item is not valid.")
    )
    merged.update(worded_as_signed(verdict))
    if "position" not in merged:
        merged["position"] = (version.items.aggregate(last=Max("position"))["last"] or 0) + 1
    item = RubricItem(
        tenant_id=version.tenant_id,
        rubric_version=version,
        created_by_subject=subject_or_none(actor),
        cited_document_id=verdict.pinned_document_id,
        **merged,
    )
    _save(item)
    record_contributor(version, actor)
    return item


def update_item(
    *,
    actor: Actor,
    item: RubricItem,
    changes: Mapping[str, Any],
    opened_with: Mapping[str, Any] | None = None,
    if_match: Sequence[str] | None = None,
) -> RubricItem:
    """Edit a draft item. Supplying a clause_ref clears ``needs_clause_ref``: a person cited it.

    ``opened_with``: the item as the editor was shown it (``item_snapshot``). When someone
    changed it since — another tab, another person — the edit is refused (409
    ``rubric_item_changed``, a problem per field changed, naming its value now) rather than
    silently undoing their change with the stale values of the form. ``if_match``: the same for
    an API client, by the item's ETags it last read (``item_etag``; "*" is any): 412
    ``rubric_item_changed`` when none is current."""
    with tenant_context(item.tenant_id), transaction.atomic():
        item, version = locked_item_and_version(item)
        require_author(actor, version)
        require_editable(version)
        if opened_with is not None:
            _refuse_if_changed_since(item, opened_with)
        if if_match is not None and "*" not in if_match and item_etag(item) not in if_match:
            raise Conflict(
                "rubric_item_changed",
                _(
                    "The item changed since the ETag sent in If-Match was read: read it again "
                    "and make the change on what it is now."
                ),
                412,
            )
        cleaned, problems = clean_item_fields(changes)
        before = item_as_fields(item)
        merged = {**before, **cleaned}
        if cleaned.get("clause_ref") and is_person(actor):
            merged["needs_clause_ref"] = False  # a person supplied the citation
        recited = any(merged[name] != before.get(name) for name in CITATION_FIELDS)
        verdict = verify_item_citation(merged) if recited else None
        raise_problems(
            problems_beside(problems, merged) + list(verdict.problems if verdict else ()),
            _("The change is not valid."),
        )
        if verdict is not None:
            merged.update(worded_as_signed(verdict))
        changed = sorted(name for name in merged if merged[name] != before.get(name))
        if not changed:
            return item
        if {"source_doc", "clause_ref", "check_type"} & set(changed):
            # Corrected into another check or clause, the proposal as GENIE made it is
            # rejected as surely as if deleted: drafting again must not bring it back.
            _record_rejection(actor, item, version)
        for name in changed:
            setattr(item, name, merged[name])
        if verdict is not None:
            # The citation changed and was checked against the latest signed text: pinned to
            # it, and an amendment's stale flag is lifted by the person who re-cited it. An
            # edit that leaves the citation alone leaves its pin and flag alone too.
            item.cited_document_id = verdict.pinned_document_id
            if is_person(actor):
                item.citation_stale = False
        if not is_person(actor):
            # A machine changed the item — whoever wrote it first: a person accepts it (again)
            # before the version can be approved, knowing which account changed it.
            item.machine_edited_by_subject = subject_or_none(actor)
            if item.accepted_at is not None:
                item.accepted_by_subject, item.accepted_at = None, None
                changed.append("accepted_at")
        item.edited_by_subject = subject_or_none(actor)
        _save(item)
        record_contributor(version, actor)
        action = "clause_ref_filled" if "needs_clause_ref" in changed else "item_updated"
        signals.rubric_edited.send(
            sender=RubricItem,
            actor=actor,
            version=version,
            item=item,
            action=action,
            details={"fields": changed, "before": {n: before.get(n) for n in changed}},
        )
    return item


def _record_rejection(actor: Actor, item: RubricItem, version: RubricVersion) -> bool:
    """A person deleting a cited GENIE proposal, or making it cite another clause or check,
    rejects the proposal as GENIE made it: recorded, so GENIE does not propose it again."""
    if not (is_person(actor) and item.authored_by == AuthoredBy.GENIE and item.clause_ref.strip()):
        return False
    if DismissedProposal.objects.filter(
        rubric_id=version.rubric_id, item_lineage_id=item.lineage_id
    ).exists():
        # Already corrected once: what it cites now is the person's choice, not GENIE's
        # proposal, and rejecting it would dismiss a proposal no one has seen.
        return False
    DismissedProposal.objects.create(
        tenant_id=item.tenant_id,
        rubric_id=version.rubric_id,
        version_no=version.version_no,
        item_lineage_id=item.lineage_id,
        source_doc=item.source_doc,
        clause_ref=item.clause_ref,
        check_type=item.check_type,
        source_quote_vi=item.source_quote_vi or "",
        cited_document_id=item.cited_document_id,
        dismissed_by_subject=subject_or_none(actor),
    )
    return True


def _refuse_if_changed_since(item: RubricItem, opened_with: Mapping[str, Any]) -> None:
    now = item_snapshot(item)
    changed = sorted(name for name in now if name in opened_with and now[name] != opened_with[name])
    if not changed:
        return
    raise Conflict(
        "rubric_item_changed",
        _(
            "Someone changed this item after you opened it (in another tab, or another "
            "person): its current values are below. Make your change again on them."
        ),
        409,
        [
            Problem(
                "rubric_item_changed",
                message(_("Changed meanwhile; now: %(value)s"), value=_shown(now[name])),
                field=name,
            )
            for name in changed
        ],
    )


def _shown(value: Any) -> str:
    if value is None or value == "":
        return "—"
    if isinstance(value, dict | list):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def remove_item(*, actor: Actor, item: RubricItem) -> None:
    with tenant_context(item.tenant_id), transaction.atomic():
        item, version = locked_item_and_version(item)
        require_author(actor, version)
        require_editable(version)
        snapshot = RubricItem(
            pk=item.pk,
            source_doc=item.source_doc,
            clause_ref=item.clause_ref,
            authored_by=item.authored_by,
        )
        # A person deleting a cited GENIE proposal rejects it: GENIE leaves that clause and
        # check out when it drafts this rubric again (genie.service.propose_items).
        dismissed = _record_rejection(actor, item, version)
        item.delete()
        record_contributor(version, actor)
        signals.rubric_edited.send(
            sender=RubricItem,
            actor=actor,
            version=version,
            item=snapshot,
            action="item_removed",
            details={"check_type": item.check_type, "dismissed": dismissed},
        )


def recheck_citation(*, actor: Actor, item: RubricItem) -> RubricItem:
    """A person confirms a citation an amendment flagged stale: checked against the latest
    signed text, it is pinned to it and the flag lifted; a citation the new text no longer
    supports is refused (422 ``rubric_item_citation_mismatch``) — edit the item instead."""
    with tenant_context(item.tenant_id), transaction.atomic():
        item, version = locked_item_and_version(item)
        require_human_admin(actor, version)
        require_editable(version)
        verdict = verify_item_citation(item_as_fields(item))
        raise_problems(list(verdict.problems), _("The citation does not hold."))
        before = {"cited_document_id": item.cited_document_id, "stale": item.citation_stale}
        item.cited_document_id = verdict.pinned_document_id
        item.citation_stale = False
        item.edited_by_subject = subject_or_none(actor)
        _save(item)
        record_contributor(version, actor)
        signals.rubric_edited.send(
            sender=RubricItem,
            actor=actor,
            version=version,
            item=item,
            action="citation_rechecked",
            details={"before": before, "cited_document_id": item.cited_document_id},
        )
    return item


def accept_item(*, actor: Actor, item: RubricItem, require_cited: bool = False) -> RubricItem:
    """A person accepts a GENIE proposal into the draft (each acceptance audited on its own)."""
    with tenant_context(item.tenant_id), transaction.atomic():
        item, version = locked_item_and_version(item)
        person = require_human_admin(actor, version)
        require_editable(version)
        if item.authored_by != AuthoredBy.GENIE and item.machine_edited_by_subject_id is None:
            raise Conflict(
                "rubric_item_not_a_proposal",
                _("Only what a machine wrote or changed (GENIE, a service account) is accepted."),
                409,
            )
        if require_cited and (item.needs_clause_ref or not item.clause_ref.strip()):
            # Checked on the locked row: a citation removed meanwhile is not waved through.
            raise Conflict(
                "rubric_item_uncited", _("Cite the clause before accepting in bulk."), 409
            )
        if item.accepted_at is not None:
            raise Conflict(
                "rubric_item_already_accepted", _("This proposal was already accepted."), 409
            )
        item.accepted_by_subject = person
        item.accepted_at = timezone.now()
        _save(item)
        signals.rubric_approved.send(
            sender=RubricItem,
            actor=actor,
            version=version,
            item=item,
            action="item_accepted",
            details={
                "needs_clause_ref": item.needs_clause_ref,
                "machine_edited_by_subject_id": item.machine_edited_by_subject_id,
            },
        )
    return item


@dataclass
class BulkAcceptance:
    accepted: list[RubricItem] = field(default_factory=list)
    # Left for a person to look at one by one, with the reason's code.
    skipped: list[tuple[RubricItem, str]] = field(default_factory=list)


def accept_items(*, actor: Actor, items: Sequence[RubricItem]) -> BulkAcceptance:
    """Accept several proposals at once — but never one that has no real citation yet: an
    uncited or ``needs_clause_ref`` proposal is skipped (``rubric_item_uncited``) so that a tick
    in a long list cannot wave it through. Each acceptance is audited on its own."""
    result = BulkAcceptance()
    for item in items:
        try:
            result.accepted.append(accept_item(actor=actor, item=item, require_cited=True))
        except (NotFound, Conflict) as error:  # uncited, or removed / accepted meanwhile
            result.skipped.append((item, error.code))
    return result


CITATION_FIELDS = ("source_doc", "clause_ref", "source_quote_vi", "source_quote_en")


def verify_item_citation(fields: Mapping[str, Any]) -> Verdict:
    """Check an item's citation against the latest signed text of its document (if imported).
    A ``source_doc`` naming no document kind checks nothing: ``item_problems`` refuses it."""
    source_doc = fields.get("source_doc")
    if not (isinstance(source_doc, str) and source_doc in SourceDoc.values):
        return Verdict(None)
    return verify_citation(
        citable_documents([source_doc]),
        source_doc=source_doc,
        clause_ref=fields.get("clause_ref"),
        quote_vi=fields.get("source_quote_vi"),
        quote_en=fields.get("source_quote_en"),
        where_now=True,
    )


def worded_as_signed(verdict: Verdict) -> dict[str, str]:
    """A verified citation as the signed document words it: "Khoản 2 Điều 4" typed is stored as
    the clause's reference "§4.2"; "Ủy ban" typed for the document's "Uỷ ban", a straight
    apostrophe for its curly one, as the document's."""
    fields = {f"source_quote_{language}": words for language, words in verdict.passages.items()}
    if verdict.verified and verdict.clause_ref:
        fields["clause_ref"] = verdict.clause_ref
    return fields


def _save(item: RubricItem) -> None:
    try:
        with transaction.atomic():
            item.save()
    except IntegrityError as exc:  # a database CHECK the validation above should have caught
        raise validation_failed(
            "rubric_item_invalid", message(_("The database refused the item: %(error)s"), error=exc)
        ) from exc
