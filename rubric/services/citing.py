"""Keeping draft items' citations true when the signed text moves on (an amendment is imported,
or a published version is revised after one). Callers hold the items' locks."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..citations import CitableDocument, verify_citation
from ..documents.selectors import citable_document
from ..models import RubricItem


@dataclass
class CitationReview:
    repinned: list[RubricItem] = field(default_factory=list)
    stale: list[RubricItem] = field(default_factory=list)  # newly flagged


def review_citations(
    items: Iterable[RubricItem], latest: dict[str, CitableDocument]
) -> CitationReview:
    """Move each item's citation to the latest text of its document, or flag it for a person.

    A citation pinned to an earlier version moves when its clause (with its sub-clauses) reads
    exactly the same in both languages; a changed or vanished clause flags it stale, even when
    its quote still appears (a changed number elsewhere in the clause changes what it says). An
    item never checked (its document was imported after it was written) is checked now.
    """
    review = CitationReview()
    for item in items:
        document = latest.get(item.source_doc)
        if document is None or not item.clause_ref or item.cited_document_id == document.id:
            continue
        if _still_says_the_same(item, document):
            item.cited_document_id = document.id
            item.save(update_fields=["cited_document", "updated_at"])
            review.repinned.append(item)
        elif not item.citation_stale:
            item.citation_stale = True
            item.save(update_fields=["citation_stale", "updated_at"])
            review.stale.append(item)
    return review


def _still_says_the_same(item: RubricItem, latest: CitableDocument) -> bool:
    if item.cited_document_id is None:
        return verify_citation(
            {latest.kind: latest},
            source_doc=item.source_doc,
            clause_ref=item.clause_ref,
            quote_vi=item.source_quote_vi,
            quote_en=item.source_quote_en,
        ).verified
    pinned = citable_document(item.cited_document_id)
    before = pinned.clause(item.clause_ref) if pinned else None
    after = latest.clause(item.clause_ref)
    return (
        before is not None
        and after is not None
        and (before.scope_vi, before.scope_en) == (after.scope_vi, after.scope_en)
    )
