"""GENIE drafts into a draft version, and only there. It never approves or publishes, and it
never invents a citation: a proposal whose clause is not in the signed documents is stored with
an empty clause_ref and ``needs_clause_ref`` for a person to fill. Quotes are always copied
verbatim from the document, never taken from the model."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from django.db import transaction

from cyberos_eval.errors import DomainError, Problem
from cyberos_eval.tenancy import tenant_context
from governance.actors import Actor

from .. import metrics, signals
from ..models import AuthoredBy, RubricItem, RubricVersion
from ..services._common import locked_version, require_author, require_editable
from ..services.authoring import insert_item
from .documents import DocumentSet
from .proposer import Proposal, Proposer

# Fields a proposal may set; provenance and citation are the service's to decide.
_PROPOSABLE = frozenset(
    {
        "item_kind",
        "obligation_kind",
        "check_type",
        "check_params",
        "weight",
        "title_vi",
        "title_en",
        "description_vi",
        "description_en",
    }
)


@dataclass
class DraftReport:
    items: list[RubricItem] = field(default_factory=list)
    rejected: list[tuple[int, list[Problem]]] = field(default_factory=list)

    @property
    def needs_clause_ref(self) -> list[RubricItem]:
        return [item for item in self.items if item.needs_clause_ref]


def draft_from_documents(
    *, actor: Actor, version: RubricVersion, documents: DocumentSet, proposer: Proposer
) -> DraftReport:
    return propose_items(
        actor=actor,
        version=version,
        documents=documents,
        proposals=proposer.propose(documents),
    )


def propose_items(
    *, actor: Actor, version: RubricVersion, documents: DocumentSet, proposals: list[Proposal]
) -> DraftReport:
    """Ground, validate and store proposals as GENIE items of a draft (one transaction).

    A proposal that breaks an item rule (say, a document that is not one of the three) is
    not stored; the report lists it with its problem codes for a person to look at.
    """
    report = DraftReport()
    with tenant_context(version.tenant_id), transaction.atomic():
        version = locked_version(version)
        require_author(actor, version)
        require_editable(version)
        for index, proposal in enumerate(proposals):
            data, provenance = _grounded(proposal, documents)
            try:
                with transaction.atomic():
                    report.items.append(
                        insert_item(actor=actor, version=version, data=data, provenance=provenance)
                    )
            except DomainError as error:
                report.rejected.append((index, error.problems))
        signals.genie_drafted.send(
            sender=RubricItem, actor=actor, version=version, items=report.items
        )
        grounded = len(report.items) - len(report.needs_clause_ref)
        transaction.on_commit(lambda: _record(grounded, len(report.needs_clause_ref)))
    return report


def _record(grounded: int, ungrounded: int) -> None:
    metrics.record_genie_draft("proposed", grounded)
    metrics.record_genie_draft("needs_clause_ref", ungrounded)


def _grounded(proposal: Proposal, documents: DocumentSet) -> tuple[dict[str, Any], dict[str, Any]]:
    data = {name: value for name, value in proposal.fields.items() if name in _PROPOSABLE}
    data["source_doc"] = proposal.source_doc
    clause = documents.clause(proposal.source_doc, proposal.clause_ref or "")
    confidence = min(max(Decimal(str(proposal.confidence)), Decimal(0)), Decimal(1))
    provenance: dict[str, Any] = {
        "authored_by": AuthoredBy.GENIE,
        "genie_confidence": confidence.quantize(Decimal("0.001")),
    }
    if clause is None:
        # Not in the signed documents: never store the model's citation or its "quote".
        data.update(clause_ref="", source_quote_vi=None, source_quote_en=None)
        provenance["needs_clause_ref"] = True
    else:
        data.update(
            clause_ref=clause.ref, source_quote_vi=clause.text_vi, source_quote_en=clause.text_en
        )
        provenance["needs_clause_ref"] = False
    return data, provenance
