"""Reads of the signed documents (inside the caller's tenant context: RLS scopes them)."""

from __future__ import annotations

import uuid
from collections.abc import Iterable

from django.db.models import QuerySet

from ..citations import CitableDocument, citable_from_models
from ..models import DocumentClause, RubricItem, SignedDocument


def latest_documents(kinds: Iterable[str] | None = None) -> dict[str, SignedDocument]:
    """The latest imported version of each signed document (an amendment replaces the text
    citations are checked against), passing over imports withdrawn as mistakes."""
    documents: QuerySet[SignedDocument] = (
        SignedDocument.objects.filter(withdrawal__isnull=True)
        .order_by("kind", "-version_no")
        .distinct("kind")
    )
    if kinds is not None:
        documents = documents.filter(kind__in=list(kinds))
    return {document.kind: document for document in documents}


def citable_documents(kinds: Iterable[str] | None = None) -> dict[str, CitableDocument]:
    """The latest version of each document with its clause tree: one query for which versions
    are latest, and one for the trees not read yet (each is read once per process: an imported
    version never changes)."""
    latest = latest_documents(kinds)
    trees = _citable(latest.values())
    return {kind: trees[document.pk] for kind, document in latest.items()}


def citable_documents_by_id(document_ids: Iterable[uuid.UUID]) -> dict[uuid.UUID, CitableDocument]:
    """Imported versions by id (e.g. the ones citations are pinned to), with their clause
    trees: two queries at most, however many ids."""
    wanted = set(document_ids)
    if not wanted:
        return {}
    return _citable(SignedDocument.objects.filter(pk__in=wanted))


# Document id -> its clause tree. Safe to keep: imported documents are immutable (ADR 0009), and
# ids are UUIDs, never reused. Bounded so that a long-lived process holds a few hundred at most.
_TREES: dict[uuid.UUID, CitableDocument] = {}
_TREES_MAX = 256


def _citable(documents: Iterable[SignedDocument]) -> dict[uuid.UUID, CitableDocument]:
    trees: dict[uuid.UUID, CitableDocument] = {}
    unread: dict[uuid.UUID, SignedDocument] = {}
    for document in documents:
        tree = _TREES.get(document.pk)
        if tree is None:
            unread[document.pk] = document
        else:
            trees[document.pk] = tree
    if unread:
        clauses: dict[uuid.UUID, list[DocumentClause]] = {pk: [] for pk in unread}
        for clause in DocumentClause.objects.filter(document_id__in=list(unread)).order_by(
            "position"
        ):
            clauses[clause.document_id].append(clause)
        for pk, document in unread.items():
            trees[pk] = citable_from_models(document, clauses[pk])
        if len(_TREES) + len(unread) > _TREES_MAX:
            _TREES.clear()
        _TREES.update({pk: trees[pk] for pk in unread})
    return trees


def needs_citation_review(item: RubricItem, latest_document_id: uuid.UUID | None) -> bool:
    """Whether a person must look at the item's citation again: an amendment flagged it, or it
    was checked against an earlier version of its document than the latest."""
    if item.citation_stale:
        return True
    return latest_document_id is not None and item.cited_document_id not in (
        None,
        latest_document_id,
    )
