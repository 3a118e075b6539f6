"""GENIE drafts into a draft version, and only there. It never approves or publishes, and it
never invents a citation: every proposal passes the grounding verifier, and one it cannot ground
is stored with an empty clause_ref and ``needs_clause_ref`` for a person to cite.

The proposer runs before the transaction (a language model may take a while; no lock is held
meanwhile); the proposals are then grounded, validated and stored in one transaction with one
audit row per proposal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils.translation import gettext_lazy as _

from cyberos_eval.errors import Conflict, DomainError, Problem, message, validation_failed
from cyberos_eval.tenancy import tenant_context
from governance.actors import Actor

from .. import metrics, signals
from ..citations import normalized
from ..documents.selectors import citable_documents_by_id
from ..models import AuthoredBy, DismissedProposal, RubricItem, RubricVersion
from ..selectors import dismissed_proposals
from ..services._common import locked_version, require_author, require_editable
from ..services.authoring import insert_item
from ..validation import clean_item_fields, problems_beside
from .documents import DocumentSet, tenant_document_set
from .grounding import Grounding, Ungrounded, ground
from .proposer import Progress, Proposal, Proposer, ProposerFailed


class GenieMode(StrEnum):
    OFF = "off"  # the path is refused
    SHADOW = "shadow"  # proposals are computed and reported, nothing is stored
    ON = "on"  # proposals are stored as GENIE items of the draft


class Outcome(StrEnum):
    PROPOSED = "proposed"  # stored, grounded in a real clause
    NEEDS_CLAUSE_REF = "needs_clause_ref"  # stored without a citation: a person cites it
    REJECTED = "rejected"  # not stored: it breaks an item rule (listed with its problems)
    DUPLICATE = "duplicate"  # not stored: the draft already cites that clause with that check
    # not stored: a person deleted that clause with that check from this rubric (this version
    # or an earlier one), and the clause reads as it did then
    DISMISSED = "dismissed"


@dataclass(frozen=True)
class Dismissal:
    """Who deleted a proposal of the same clause and check, and when (a ``DismissedProposal``)."""

    dismissed_by: str  # the person's username; "operator" at the command line
    dismissed_at: datetime
    version_no: int
    # The deleted item's quote, normalised as citations are (``_spaced``); "" when not recorded.
    quote_vi: str = ""

    @classmethod
    def of(cls, record: DismissedProposal) -> Dismissal:
        subject = record.dismissed_by_subject
        return cls(
            dismissed_by=subject.username if subject is not None else "operator",
            dismissed_at=record.dismissed_at,
            version_no=record.version_no,
            quote_vi=_spaced(record.source_quote_vi),
        )


@dataclass
class ProposalOutcome:
    index: int
    proposal: Proposal
    grounding: Grounding
    outcome: Outcome
    problems: list[Problem] = field(default_factory=list)
    item: RubricItem | None = None
    # An item of the draft already cites the same clause with the same check (shadow's
    # comparison with the current draft; also reported when storing).
    already_in_draft: bool = False
    # A person deleted the same clause and check from this rubric before (outcome DISMISSED).
    dismissal: Dismissal | None = None


@dataclass
class DraftReport:
    mode: GenieMode
    proposer: str
    documents: list[str] = field(default_factory=list)
    outcomes: list[ProposalOutcome] = field(default_factory=list)
    # The draft's cited items (source_doc, clause_ref, check_type) no proposal matched: what a
    # person has that GENIE did not propose (the other half of shadow's comparison).
    not_proposed: list[tuple[str, str, str]] = field(default_factory=list)

    @property
    def items(self) -> list[RubricItem]:
        return [o.item for o in self.outcomes if o.item is not None]

    @property
    def needs_clause_ref(self) -> list[RubricItem]:
        return [item for item in self.items if item.needs_clause_ref]

    @property
    def rejected(self) -> list[tuple[int, list[Problem]]]:
        return [(o.index, o.problems) for o in self.outcomes if o.outcome == Outcome.REJECTED]

    def count(self, outcome: Outcome) -> int:
        return sum(1 for o in self.outcomes if o.outcome == outcome)

    def as_json(self) -> dict[str, Any]:
        """The report as the API and ``draft_rubric --json`` give it."""
        return {
            "mode": str(self.mode),
            "proposer": self.proposer,
            "documents": self.documents,
            "counts": {str(outcome): self.count(outcome) for outcome in Outcome},
            "proposals": [_outcome_as_json(o) for o in self.outcomes],
            "draft_items_not_proposed": [
                {"source_doc": doc, "clause_ref": ref, "check_type": check}
                for doc, ref, check in self.not_proposed
            ],
        }


def _outcome_as_json(o: ProposalOutcome) -> dict[str, Any]:
    data = o.grounding.data
    return {
        "index": o.index,
        "outcome": str(o.outcome),
        "rubric_item_id": str(o.item.pk) if o.item is not None else None,
        "source_doc": data.get("source_doc"),
        "clause_ref": data.get("clause_ref") or None,
        "item_kind": data.get("item_kind"),
        "check_type": data.get("check_type"),
        "check_params": data.get("check_params"),
        "title_vi": data.get("title_vi"),
        "title_en": data.get("title_en"),
        "confidence": str(o.grounding.provenance.get("genie_confidence")),
        "ungrounded_reason": None if o.grounding.reason is None else str(o.grounding.reason),
        "claimed": o.grounding.claimed or None,
        "already_in_draft": o.already_in_draft,
        "problems": [p.code for p in o.problems],
        "dismissed_by": o.dismissal.dismissed_by if o.dismissal else None,
        "dismissed_at": o.dismissal.dismissed_at.isoformat() if o.dismissal else None,
    }


def configured_mode() -> GenieMode:
    return GenieMode(getattr(settings, "GENIE_MODE", GenieMode.ON))


# A model that timed out is a gateway timeout; one nobody configured is this service's own
# unavailability; anything else the model answered (or failed to) is a bad gateway.
_FAILURE_STATUS = {"genie_llm_timeout": 504, "genie_llm_not_configured": 503}

_STRENGTH = {GenieMode.OFF: 0, GenieMode.SHADOW: 1, GenieMode.ON: 2}


def allowed_mode(requested: GenieMode | None) -> GenieMode:
    """The setting is a ceiling: a request may ask for less (shadow under on), never more."""
    ceiling = configured_mode()
    if ceiling == GenieMode.OFF or requested == GenieMode.OFF:
        raise Conflict(
            "genie_off",
            _(
                "GENIE drafting is switched off here (CYBEROS_GENIE_MODE=off). Draft items by "
                "hand, or ask an operator to set the mode to shadow or on."
            ),
            409,
        )
    if requested is None:
        return ceiling
    if _STRENGTH[requested] > _STRENGTH[ceiling]:
        raise Conflict(
            "genie_mode_not_allowed",
            message(
                _(
                    "GENIE may only report proposals here (CYBEROS_GENIE_MODE=%(mode)s); "
                    "ask for mode shadow."
                ),
                mode=ceiling.value,
            ),
            409,
        )
    return requested


def parse_mode(value: str | None) -> GenieMode | None:
    """A requested mode (None: the configured one)."""
    if value is None or value == "":
        return None
    try:
        return GenieMode(value)
    except ValueError:
        raise validation_failed(
            "genie_mode_invalid",
            message(
                _("The mode must be one of %(values)s."),
                values=", ".join(m.value for m in GenieMode),
            ),
            field="mode",
        ) from None


def draft_from_documents(
    *,
    actor: Actor,
    version: RubricVersion,
    proposer: Proposer,
    documents: Sequence[str] | None = None,
    mode: GenieMode | None = None,
    progress: Progress | None = None,
) -> DraftReport:
    """Run ``proposer`` over the tenant's signed documents (all, or the kinds named in
    ``documents``) and, in mode ``on``, store the grounded proposals in the draft ``version``.

    Refused when GENIE is ``off`` (409 ``genie_off``), when the version is not a draft (409
    ``rubric_version_immutable``), when the tenant has no signed document to read (422
    ``genie_no_documents``), and when the proposer fails (502/504 with its code): nothing is
    stored then.
    """
    mode = allowed_mode(mode)
    with tenant_context(version.tenant_id):
        # Checked before the (possibly slow) proposer runs, holding nothing: an API or admin
        # request is one transaction, and a hold taken here would keep the requester's grant
        # from being revoked until the model answered. Checked again, held, under the lock
        # below (``propose_items``).
        require_author(actor, version, hold=False)
        require_editable(version)
        signed = tenant_document_set()
    if documents is not None:
        signed = signed.only(*documents)
    if not signed.documents:
        raise validation_failed(
            "genie_no_documents",
            _("The tenant has no signed document to draft from: import them first."),
        )
    try:
        proposals = proposer.propose(signed, progress=progress)
    except ProposerFailed as failure:
        raise DomainError(
            failure.code,
            message(_("The proposer failed: %(reason)s"), reason=failure.message),
            _FAILURE_STATUS.get(failure.code, 502),
        ) from failure
    return propose_items(
        actor=actor,
        version=version,
        proposals=proposals,
        read=sorted(signed.documents),
        mode=mode,
        proposer_name=getattr(proposer, "name", type(proposer).__name__),
    )


def propose_items(
    *,
    actor: Actor,
    version: RubricVersion,
    proposals: list[Proposal],
    read: list[str] | None = None,
    mode: GenieMode = GenieMode.ON,
    proposer_name: str = "given",
) -> DraftReport:
    """Ground and validate ``proposals``; store them (mode ``on``, one transaction) or only
    report them (mode ``shadow``). ``read`` names the documents the proposer read (reported).

    Grounding is always against the tenant's own signed documents, read here under the lock —
    never against a document set a caller hands in — so a clause that exists only elsewhere
    can never be stored as a citation."""
    with tenant_context(version.tenant_id), transaction.atomic():
        version = locked_version(version)
        require_author(actor, version)
        require_editable(version)
        signed = tenant_document_set()
        report = DraftReport(
            mode=mode, proposer=proposer_name, documents=sorted(read or signed.documents)
        )
        # Each clause and check in the draft: the words its items quote, and whether GENIE
        # proposed any of them.
        in_draft: dict[tuple[str, str, str], list[tuple[str, bool]]] = {}
        for source_doc, clause_ref, check_type, quote, authored_by in version.items.values_list(
            "source_doc", "clause_ref", "check_type", "source_quote_vi", "authored_by"
        ):
            in_draft.setdefault((source_doc, clause_ref, check_type), []).append(
                (_spaced(quote), authored_by == AuthoredBy.GENIE)
            )
        # Read under the version's lock: a deletion (which takes it too) either committed
        # before and is seen here, or waits for this draft and removes what it stored.
        dismissed = _still_dismissed(dismissed_proposals(version), signed)
        outcomes = [_outcome(index, proposal, signed) for index, proposal in enumerate(proposals)]
        quoted: dict[tuple[str, str, str], set[str]] = {}
        for outcome in outcomes:
            if outcome.grounding.grounded:
                quoted.setdefault(_draft_key(outcome), set()).add(_quote_of(outcome))
        for outcome in outcomes:
            outcome.already_in_draft = outcome.grounding.grounded and _in_draft(outcome, in_draft)
            if outcome.already_in_draft:
                # Drafting twice must not double the draft: the same clause and check is
                # reported, not stored again.
                outcome.outcome = Outcome.DUPLICATE
            elif outcome.outcome == Outcome.PROPOSED and (
                dismissal := _rejection_of(outcome, dismissed, quoted)
            ):
                # A person's rejection holds: what they deleted is reported, not stored again.
                outcome.outcome = Outcome.DISMISSED
                outcome.dismissal = dismissal
            elif mode == GenieMode.ON and outcome.outcome != Outcome.REJECTED:
                _store(actor, version, outcome)
            report.outcomes.append(outcome)
        proposed = {
            (
                o.grounding.data["source_doc"],
                o.grounding.data["clause_ref"],
                o.grounding.data.get("check_type"),
            )
            for o in report.outcomes
            if o.grounding.grounded
        }
        report.not_proposed = sorted(key for key in set(in_draft) - proposed if key[1])
        if mode == GenieMode.ON:
            signals.genie_drafted.send(
                sender=RubricItem, actor=actor, version=version, outcomes=report.outcomes
            )
            counts = {o: report.count(o) for o in Outcome}
            transaction.on_commit(lambda: _record(counts))
    return report


def _draft_key(outcome: ProposalOutcome) -> tuple[str, str, str]:
    data = outcome.grounding.data
    return (data["source_doc"], data["clause_ref"], data.get("check_type") or "")


def _spaced(quote: str | None) -> str:
    return normalized(quote or "")


def _quote_of(outcome: ProposalOutcome) -> str:
    return _spaced(outcome.grounding.data.get("source_quote_vi"))


def _in_draft(
    outcome: ProposalOutcome, in_draft: dict[tuple[str, str, str], list[tuple[str, bool]]]
) -> bool:
    """An item of the draft is this proposal already: it cites the clause with the check and
    GENIE proposed it (however it quoted the clause then), or it quotes the same words. A
    person's own item of the clause and check quoting other words is another item (the leave
    lead time beside the leave entitlement, say): it neither stands for this proposal nor
    hides the person's rejection of it."""
    quote = _quote_of(outcome)
    return any(
        by_genie or said == quote for said, by_genie in in_draft.get(_draft_key(outcome), ())
    )


def _rejection_of(
    outcome: ProposalOutcome,
    dismissed: dict[tuple[str, str, str], list[Dismissal]],
    quoted: dict[tuple[str, str, str], set[str]],
) -> Dismissal | None:
    """The person's rejection that speaks for this proposal, if any.

    A clause may give two proposals with one check (its deadline and its report, say): a
    rejection names the one deleted by its quote. When no proposal of this draft quotes those
    words — a row recorded before quotes were kept, an item whose quote the person edited
    before deleting it, or GENIE quoting the clause differently since — the rejection speaks
    for every proposal of the clause and check: a person's "no" is never lost to a rewording
    of ours."""
    key = _draft_key(outcome)
    for dismissal in dismissed.get(key, ()):
        if (
            dismissal.quote_vi == _quote_of(outcome)
            or not dismissal.quote_vi
            or dismissal.quote_vi not in quoted.get(key, ())
        ):
            return dismissal
    return None


def _still_dismissed(
    records: list[DismissedProposal], signed: DocumentSet
) -> dict[tuple[str, str, str], list[Dismissal]]:
    """The dismissals that still hold against the signed text as it is now.

    A person rejected a proposal of a clause as it then read: when a newer version of the
    document words that clause differently (with its sub-clauses, in either language), the
    rejection no longer speaks for it and GENIE may propose it again. A clause that reads the
    same — the document amended elsewhere — stays dismissed, and so does one whose earlier text
    is unknown (no pinned document)."""
    earlier = citable_documents_by_id(
        {
            record.cited_document_id
            for record in records
            if record.cited_document_id is not None
            and (latest := signed.documents.get(record.source_doc)) is not None
            and record.cited_document_id != latest.id
        }
    )
    holding: dict[tuple[str, str, str], list[Dismissal]] = {}
    for record in records:
        key = (record.source_doc, record.clause_ref, record.check_type)
        latest = signed.documents.get(record.source_doc)
        if latest is not None and record.cited_document_id not in (None, latest.id):
            before_document = earlier.get(record.cited_document_id)
            before = before_document.clause(record.clause_ref) if before_document else None
            after = latest.clause(record.clause_ref)
            if before is None:
                continue
            if after is None or before.reading != after.reading:
                # Only renumbered (an article inserted before it, or such an amendment
                # withdrawn): the one clause reading as it did keeps the rejection. Reworded:
                # proposing it again is legitimate.
                alike = latest.reading_alike(before)
                if len(alike) != 1:
                    continue
                key = (record.source_doc, alike[0].ref, record.check_type)
        holding.setdefault(key, []).append(Dismissal.of(record))
    return holding


def _outcome(index: int, proposal: Proposal, documents: DocumentSet) -> ProposalOutcome:
    grounding = ground(proposal, documents)
    cleaned, problems = clean_item_fields(grounding.data)
    merged = {"check_params": {}, "obligation_kind": None, **cleaned, **grounding.provenance}
    problems = problems_beside(problems, merged)
    if problems:
        return ProposalOutcome(index, proposal, grounding, Outcome.REJECTED, problems)
    outcome = Outcome.PROPOSED if grounding.grounded else Outcome.NEEDS_CLAUSE_REF
    return ProposalOutcome(index, proposal, grounding, outcome)


def _store(actor: Actor, version: RubricVersion, outcome: ProposalOutcome) -> None:
    try:
        with transaction.atomic():
            outcome.item = insert_item(
                actor=actor,
                version=version,
                data=outcome.grounding.data,
                provenance=outcome.grounding.provenance,
            )
    except DomainError as error:  # a rule only the database caught: report, do not store
        outcome.outcome, outcome.problems = Outcome.REJECTED, error.problems


def _record(counts: dict[Outcome, int]) -> None:
    for outcome, count in counts.items():
        if count:
            metrics.record_genie_draft(str(outcome), count)


__all__ = [
    "Dismissal",
    "DraftReport",
    "GenieMode",
    "Outcome",
    "ProposalOutcome",
    "Ungrounded",
    "draft_from_documents",
    "parse_mode",
    "propose_items",
]
