"""The signed documents as a proposer reads them: per document, clauses by canonical reference
with their Vietnamese and English text. Built from the tenant's imported documents (the
database), or from files parsed directly (the replay rig, tests)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from ..citations import CitableClause, CitableDocument, build_citable

DEMO_DOCUMENTS = Path(__file__).resolve().parent / "data" / "demo_documents.json"


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


def load_document_set(path: Path) -> DocumentSet:
    """A small JSON document set (tests): ``{"documents": [{"source_doc", "title_vi",
    "title_en", "clauses": [{"ref", "text_vi", "text_en"}]}]}``."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    return DocumentSet(
        {
            doc["source_doc"]: build_citable(
                id=None,
                kind=doc["source_doc"],
                version_no=1,
                sha256="",
                title_vi=doc["title_vi"],
                title_en=doc["title_en"],
                clauses=[
                    CitableClause(
                        ref=c["ref"],
                        label_vi="",
                        label_en="",
                        text_vi=c["text_vi"],
                        text_en=c["text_en"],
                        parent_ref=c.get("parent_ref"),
                    )
                    for c in doc["clauses"]
                ],
            )
            for doc in raw["documents"]
        }
    )


def demo_document_set() -> DocumentSet:
    return load_document_set(DEMO_DOCUMENTS)
