"""Reads of the signed documents (inside the caller's tenant context: RLS scopes them)."""

from __future__ import annotations

from collections.abc import Iterable

from django.db.models import QuerySet

from ..citations import CitableDocument, citable_from_models
from ..models import DocumentClause, SignedDocument


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
    """The latest version of each document with its clause tree, in two queries."""
    documents = latest_documents(kinds)
    if not documents:
        return {}
    clauses: dict[object, list[DocumentClause]] = {}
    for clause in DocumentClause.objects.filter(document__in=documents.values()).order_by(
        "position"
    ):
        clauses.setdefault(clause.document_id, []).append(clause)
    return {
        kind: citable_from_models(document, clauses.get(document.pk, []))
        for kind, document in documents.items()
    }


def document_clauses(document: SignedDocument) -> QuerySet[DocumentClause]:
    return document.clauses.order_by("position")
