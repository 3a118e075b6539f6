"""The signed documents as a proposer reads them: per document, clauses by canonical reference
with their Vietnamese and English text. Built from the tenant's imported documents (the
database), or from files parsed directly (the replay rig, tests)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..citations import CitableClause, CitableDocument


@dataclass(frozen=True)
class DocumentSet:
    documents: dict[str, CitableDocument] = field(default_factory=dict)

    def only(self, *source_docs: str) -> DocumentSet:
        return DocumentSet({k: v for k, v in self.documents.items() if k in source_docs})

    def clause(self, source_doc: str, ref: str) -> CitableClause | None:
        document = self.documents.get(source_doc)
        return document.clause(ref) if document and ref else None

    @property
    def clause_count(self) -> int:
        return sum(len(document.clauses) for document in self.documents.values())


def tenant_document_set() -> DocumentSet:
    """The latest imported version of each of the tenant's signed documents (call inside the
    tenant's context)."""
    from ..documents.selectors import citable_documents

    return DocumentSet(citable_documents())
