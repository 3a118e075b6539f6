"""What GENIE proposes. A proposer reads the documents and returns raw proposals; it has no
database access and no authority: the service grounds, validates and stores them as drafts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from .documents import DocumentSet


@dataclass(frozen=True)
class Proposal:
    """One proposed item. ``clause_ref`` and the quotes are whatever the proposer claims; the
    grounding verifier checks them against the signed text before anything is stored."""

    source_doc: str
    clause_ref: str
    fields: dict[str, Any] = field(default_factory=dict)  # item_kind, check_type, titles, …
    confidence: float = 0.5
    quote_vi: str | None = None  # claimed verbatim words of the clause, Vietnamese
    quote_en: str | None = None  # claimed verbatim words of the clause, English


class ProposerFailed(Exception):
    """The proposer could not produce proposals (model unreachable, timed out, answered
    something that is not the JSON asked for). Nothing is stored."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


# Called as work advances: (done, total, what) — e.g. (3, 41, "labor_contract §4.2").
Progress = Callable[[int, int, str], None]


class Proposer(Protocol):
    name: str

    def propose(
        self, documents: DocumentSet, *, progress: Progress | None = None
    ) -> list[Proposal]: ...
