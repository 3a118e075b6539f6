"""The grounding verifier: sits between every proposer and the database.

A proposer's citation is a claim, not evidence. A proposal is grounded only when the document it
names is one of the tenant's signed documents, the clause exists there, and each quote it gives
is verbatim in that clause (Vietnamese against Vietnamese, English against English). Anything
else is stored with ``needs_clause_ref`` and an **empty** clause_ref and no quote — the claimed
citation survives only as a note for the reviewer (in the audit row), never as the item's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum
from typing import Any

from ..citations import CitableClause, CitableDocument, normalized, verify_citation
from ..models import AuthoredBy
from .documents import DocumentSet
from .proposer import Proposal

# Fields a proposal may set; provenance and citation are the verifier's to decide.
PROPOSABLE = frozenset(
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
CLAIM_NOTE_LIMIT = 500


class Ungrounded(StrEnum):
    DOCUMENT_MISSING = "document_missing"  # the tenant has no such signed document
    CLAUSE_NOT_FOUND = "clause_not_found"  # no such clause in it
    QUOTE_NOT_VERBATIM = "quote_not_verbatim"  # a quote the clause does not contain


@dataclass(frozen=True)
class Grounding:
    data: dict[str, Any]  # item fields to store
    provenance: dict[str, Any]  # authored_by, genie_confidence, needs_clause_ref
    reason: Ungrounded | None = None
    claimed: dict[str, Any] = field(default_factory=dict)  # the proposer's claim, for the note

    @property
    def grounded(self) -> bool:
        return self.reason is None


def ground(proposal: Proposal, documents: DocumentSet) -> Grounding:
    data = {name: value for name, value in proposal.fields.items() if name in PROPOSABLE}
    data["source_doc"] = proposal.source_doc
    provenance: dict[str, Any] = {
        "authored_by": AuthoredBy.GENIE,
        "genie_confidence": _confidence(proposal.confidence),
    }
    reason = _check(proposal, documents)
    if reason is not None:
        data.update(clause_ref="", source_quote_vi=None, source_quote_en=None)
        provenance["needs_clause_ref"] = True
        return Grounding(data, provenance, reason, _claim(proposal))
    document = documents.documents[proposal.source_doc]
    quote_vi, quote_en = _quote(proposal.quote_vi), _quote(proposal.quote_en)
    clause = _deepest(document, proposal.clause_ref, quote_vi, quote_en)
    # A quote is stored as the document words it; one the proposer left out (or gave as a
    # word or two, which proves nothing) is the clause's own words, copied — never generated.
    data.update(
        clause_ref=clause.ref,
        source_quote_vi=clause.passage("vi", quote_vi) or normalized(clause.text_vi) or None,
        source_quote_en=clause.passage("en", quote_en) or normalized(clause.text_en) or None,
    )
    provenance["needs_clause_ref"] = False
    return Grounding(data, provenance)


def _check(proposal: Proposal, documents: DocumentSet) -> Ungrounded | None:
    if not isinstance(proposal.source_doc, str) or proposal.source_doc not in documents.documents:
        return Ungrounded.DOCUMENT_MISSING
    if (
        not isinstance(proposal.clause_ref, str)
        or documents.clause(proposal.source_doc, proposal.clause_ref) is None
    ):
        return Ungrounded.CLAUSE_NOT_FOUND
    verdict = verify_citation(
        documents.documents,
        source_doc=proposal.source_doc,
        clause_ref=proposal.clause_ref,
        quote_vi=_text(proposal.quote_vi),
        quote_en=_text(proposal.quote_en),
    )
    return None if verdict.verified else Ungrounded.QUOTE_NOT_VERBATIM


MIN_QUOTE_WORDS = 3


def _quote(value: Any) -> str | None:
    text = normalized(value) if isinstance(value, str) else ""
    return text if len(text.split()) >= MIN_QUOTE_WORDS else None


def _deepest(
    document: CitableDocument, ref: str, quote_vi: str | None, quote_en: str | None
) -> CitableClause:
    """The most specific clause saying the quoted words: a proposal citing "§4" for words of
    "§4.2(a)" cites "§4.2(a)". Without quotes, the clause as cited."""
    cited = document.clause(ref)
    assert cited is not None  # noqa: S101 - _check found it
    if not (quote_vi or quote_en):
        return cited
    best = cited
    for clause in document.clauses.values():
        # the cheap test first: only the cited clause's descendants can be more specific
        if not clause.ref.startswith((f"{cited.ref}.", f"{cited.ref}(")):
            continue
        if len(clause.scope_vi) >= len(best.scope_vi):
            continue
        says_it = (not quote_vi or clause.passage("vi", quote_vi) is not None) and (
            not quote_en or clause.passage("en", quote_en) is not None
        )
        if says_it:
            best = clause
    return best


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) and value.strip() else None


def _confidence(value: Any) -> Decimal:
    try:
        confidence = Decimal(str(value))
    except ArithmeticError:
        confidence = Decimal(0)
    if not confidence.is_finite():
        confidence = Decimal(0)
    return min(max(confidence, Decimal(0)), Decimal(1)).quantize(Decimal("0.001"))


def storable_note(value: Any) -> str | None:
    """A proposer's words kept as a note: clipped, and without what the audit log's JSON cannot
    hold (NUL, unpaired surrogates) — a model's odd output must not fail the whole draft."""
    if value is None:
        return None
    text = str(value)[:CLAIM_NOTE_LIMIT].replace("\x00", "")
    return text.encode("utf-8", "replace").decode("utf-8")


def _claim(proposal: Proposal) -> dict[str, Any]:
    clip = storable_note

    return {
        "claimed_source_doc": clip(proposal.source_doc),
        "claimed_clause_ref": clip(proposal.clause_ref),
        "claimed_quote_vi": clip(proposal.quote_vi),
        "claimed_quote_en": clip(proposal.quote_en),
    }
