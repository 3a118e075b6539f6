"""A small document set for the proposers' own tests (no database): clauses by reference."""

from __future__ import annotations

import json
from pathlib import Path

from rubric.citations import CitableClause, build_citable
from rubric.genie.documents import DocumentSet

SAMPLE = Path(__file__).resolve().parents[1] / "fixtures" / "genie" / "sample_documents.json"


def sample_document_set() -> DocumentSet:
    raw = json.loads(SAMPLE.read_text(encoding="utf-8"))
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
                    CitableClause(c["ref"], "", "", c["text_vi"], c["text_en"], None)
                    for c in doc["clauses"]
                ],
            )
            for doc in raw["documents"]
        }
    )
