"""What GENIE proposes. A proposer reads the documents and returns raw proposals; it has no
database access and no authority: the service grounds, validates and stores them as drafts."""

from __future__ import annotations

from collections.abc import Callable, Iterator
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


@dataclass(frozen=True)
class _Rule:
    keywords: tuple[str, ...]
    fields: dict[str, Any]
    confidence: float


# An offline, deterministic reader: recognises the clause types of the three documents by
# keywords (VI and EN). A language-model proposer implements the same Protocol.
_RULES = (
    _Rule(
        ("bí mật", "confidential"),
        {
            "item_kind": "obligation",
            "obligation_kind": "confidentiality",
            "check_type": "evidence_presence",
            "check_params": {"signal": "no_unauthorized_disclosure"},
            "weight": "10",
            "title_vi": "Bảo mật thông tin",
            "title_en": "Confidentiality",
        },
        0.92,
    ),
    _Rule(
        ("đối thủ cạnh tranh", "competitor"),
        {
            "item_kind": "obligation",
            "obligation_kind": "non_compete",
            "check_type": "attestation",
            "check_params": {"attested_by": "employee", "period": "annual"},
            "weight": "5",
            "title_vi": "Không cạnh tranh",
            "title_en": "Non-compete",
        },
        0.88,
    ),
    _Rule(
        ("sở hữu trí tuệ", "sản phẩm trí tuệ", "intellectual property"),
        {
            "item_kind": "obligation",
            "obligation_kind": "ip_assignment",
            "check_type": "attestation",
            "check_params": {"attested_by": "employee", "period": "annual"},
            "weight": "5",
            "title_vi": "Chuyển giao quyền sở hữu trí tuệ",
            "title_en": "IP assignment",
        },
        0.86,
    ),
    _Rule(
        ("thời giờ làm việc", "working hours"),
        {
            "item_kind": "working_term",
            "check_type": "attestation",
            "check_params": {"attested_by": "manager", "period": "monthly"},
            "weight": "5",
            "title_vi": "Tuân thủ thời giờ làm việc",
            "title_en": "Working hours",
        },
        0.8,
    ),
    _Rule(
        ("tỷ lệ hoàn thành", "completion rate"),
        {
            "item_kind": "kpi",
            "check_type": "threshold_numeric",
            "check_params": {
                "target": 0.9,
                "operator": ">=",
                "metric": "quarterly_goal_completion",
            },
            "weight": "20",
            "title_vi": "Tỷ lệ hoàn thành mục tiêu quý",
            "title_en": "Quarterly goal completion rate",
        },
        0.9,
    ),
    _Rule(
        ("đánh giá kết quả", "reviews the employee"),
        {
            "item_kind": "working_term",
            "check_type": "periodic_review",
            "check_params": {"period": "quarterly", "reviewer": "manager"},
            "weight": "10",
            "title_vi": "Đánh giá hằng quý",
            "title_en": "Quarterly performance review",
        },
        0.84,
    ),
    _Rule(
        ("thăng cấp", "promotion"),
        {
            "item_kind": "career_milestone",
            "check_type": "milestone_reached",
            "check_params": {"milestone_id": "senior_engineer", "within_months": 24},
            "weight": "15",
            "title_vi": "Thăng cấp Kỹ sư cấp cao",
            "title_en": "Promotion to Senior Engineer",
        },
        0.78,
    ),
)


class KeywordProposer:
    """Proposes one item per recognised clause, citing it; plus any ungrounded extras given."""

    name = "keywords"

    def __init__(self, extra: list[Proposal] | None = None) -> None:
        self.extra = extra or []

    def propose(
        self, documents: DocumentSet, *, progress: Progress | None = None
    ) -> list[Proposal]:
        return [*self._grounded(documents), *self.extra]

    def _grounded(self, documents: DocumentSet) -> Iterator[Proposal]:
        for document in documents.documents.values():
            for clause in document.clauses.values():
                text = f"{clause.text_vi} {clause.text_en}".lower()
                for rule in _RULES:
                    if any(keyword in text for keyword in rule.keywords):
                        yield Proposal(
                            document.source_doc,
                            clause.ref,
                            dict(rule.fields),
                            rule.confidence,
                            clause.text_vi,
                            clause.text_en,
                        )
                        break
