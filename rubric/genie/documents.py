"""The three signed documents, as the drafter reads them: clauses by reference, VI and EN."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

DEMO_DOCUMENTS = Path(__file__).resolve().parent / "data" / "demo_documents.json"


@dataclass(frozen=True)
class Clause:
    ref: str
    text_vi: str
    text_en: str


@dataclass(frozen=True)
class SignedDocument:
    source_doc: str
    title_vi: str
    title_en: str
    clauses: dict[str, Clause] = field(default_factory=dict)


@dataclass(frozen=True)
class DocumentSet:
    dated: str
    documents: dict[str, SignedDocument]

    def only(self, *source_docs: str) -> DocumentSet:
        return DocumentSet(
            self.dated, {k: v for k, v in self.documents.items() if k in source_docs}
        )

    def clause(self, source_doc: str, ref: str) -> Clause | None:
        document = self.documents.get(source_doc)
        return document.clauses.get(ref.strip()) if document and ref else None


def load_document_set(path: Path) -> DocumentSet:
    raw = json.loads(path.read_text(encoding="utf-8"))
    documents = {
        doc["source_doc"]: SignedDocument(
            source_doc=doc["source_doc"],
            title_vi=doc["title_vi"],
            title_en=doc["title_en"],
            clauses={
                c["ref"]: Clause(c["ref"], c["text_vi"], c["text_en"]) for c in doc["clauses"]
            },
        )
        for doc in raw["documents"]
    }
    return DocumentSet(dated=raw["dated"], documents=documents)


def demo_document_set() -> DocumentSet:
    return load_document_set(DEMO_DOCUMENTS)
