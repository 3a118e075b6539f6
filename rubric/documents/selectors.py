"""Reads of the signed documents (inside the caller's tenant context: RLS scopes them)."""

from __future__ import annotations

import uuid
from collections.abc import Iterable

from django.db.models import QuerySet

from ..citations import CitableDocument, citable_from_models
from ..models import DocumentClause, RubricItem, SignedDocument


def latest_documents(kinds: Iterable[str] | None = None) -> dict[str, SignedDocument]:
    """The latest imported version of each signed document (an amendment replaces the text
    citations are checked against)."""
    documents: QuerySet[SignedDocument] = SignedDocument.objects.order_by(
        "kind", "-version_no"
    ).distinct("kind")
    if kinds is not None:
        documents = documents.filter(kind__in=list(kinds))
    return {document.kind: document for document in documents}


def citable_documents(kinds: Iterable[str] | None = None) -> dict[str, CitableDocument]:
    """The latest version of each document with its clause tree: one query for which versions
    are latest; each tree is read once per process (an imported version never changes)."""
    return {kind: _citable(document) for kind, document in latest_documents(kinds).items()}


# Document id -> its clause tree. Safe to keep: imported documents are immutable (ADR 0009), and
# ids are UUIDs, never reused. Bounded so that a long-lived process holds a few hundred at most.
_TREES: dict[uuid.UUID, CitableDocument] = {}
_TREES_MAX = 256


def _citable(document: SignedDocument) -> CitableDocument:
    tree = _TREES.get(document.pk)
    if tree is None:
        clauses = DocumentClause.objects.filter(document=document).order_by("position")
        tree = citable_from_models(document, clauses)
        if len(_TREES) >= _TREES_MAX:
            _TREES.clear()
        _TREES[document.pk] = tree
    return tree


def citable_document(document_id: uuid.UUID) -> CitableDocument | None:
    """One imported version (e.g. the one a citation is pinned to), with its clause tree."""
    document = SignedDocument.objects.filter(pk=document_id).first()
    return _citable(document) if document is not None else None


def needs_citation_review(item: RubricItem, latest_document_id: uuid.UUID | None) -> bool:
    """Whether a person must look at the item's citation again: an amendment flagged it, or it
    was checked against an earlier version of its document than the latest."""
    if item.citation_stale:
        return True
    return latest_document_id is not None and item.cited_document_id not in (
        None,
        latest_document_id,
    )
