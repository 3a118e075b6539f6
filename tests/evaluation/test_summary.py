"""The summary's arithmetic: a share over evaluated weight only, unknown kept apart, no score
where nothing was evaluated."""

from __future__ import annotations

from decimal import Decimal

from rubric.evaluation import (
    CONFLICTING,
    NOT_EVALUATED,
    SUPPORTED,
    UNKNOWN,
    UNSUPPORTED,
    Citation,
    Outcome,
    summarize,
)

CITATION = Citation("labor_contract", "Điều 1", "Trích dẫn", "Quote")


def _outcome(kind: str, weight: str) -> Outcome:
    return Outcome(
        item_id=f"{kind}-{weight}",
        lineage_id=f"lineage-{kind}-{weight}",
        check_type="evidence_presence",
        outcome=kind,
        reason="any",
        weight=Decimal(weight),
        citation=CITATION,
    )


def test_share_is_supported_weight_over_supported_and_unsupported_weight() -> None:
    summary = summarize(
        [
            _outcome(SUPPORTED, "3.00"),
            _outcome(UNSUPPORTED, "1.00"),
            _outcome(UNKNOWN, "10.00"),
            _outcome(CONFLICTING, "5.00"),
            _outcome(NOT_EVALUATED, "7.00"),
        ]
    )
    assert summary.evaluated_supported_weight_share == Decimal("0.7500")
    assert summary.weights == {
        SUPPORTED: Decimal("3.00"),
        UNSUPPORTED: Decimal("1.00"),
        UNKNOWN: Decimal("10.00"),
        CONFLICTING: Decimal("5.00"),
        NOT_EVALUATED: Decimal("7.00"),
    }
    assert summary.counts == {
        SUPPORTED: 1,
        UNSUPPORTED: 1,
        UNKNOWN: 1,
        CONFLICTING: 1,
        NOT_EVALUATED: 1,
    }


def test_coverage_counts_items_with_usable_evidence_among_those_in_scope() -> None:
    summary = summarize(
        [
            _outcome(SUPPORTED, "3.00"),
            _outcome(CONFLICTING, "1.00"),
            _outcome(UNKNOWN, "1.00"),
            _outcome(UNKNOWN, "1.00"),
            _outcome(NOT_EVALUATED, "1.00"),
        ]
    )
    assert (summary.evidence_covered_items, summary.items_in_scope) == (2, 4)
    assert summary.evidence_coverage_count_ratio == Decimal("0.5000")


def test_nothing_evaluated_is_no_score_not_zero() -> None:
    summary = summarize([_outcome(UNKNOWN, "4.00"), _outcome(CONFLICTING, "2.00")])
    assert summary.evaluated_supported_weight_share is None
    assert summary.as_dict()["evaluated_supported_weight_share"] is None
    assert summary.as_dict()["unknown_weight"] == "4.00"
    assert summary.as_dict()["conflicting_weight"] == "2.00"


def test_only_zero_weight_evaluated_is_no_score_either() -> None:
    summary = summarize([_outcome(SUPPORTED, "0.00"), _outcome(UNSUPPORTED, "0.00")])
    assert summary.evaluated_supported_weight_share is None
    assert summary.counts[SUPPORTED] == 1


def test_all_unsupported_is_a_share_of_zero() -> None:
    summary = summarize([_outcome(UNSUPPORTED, "2.00"), _outcome(UNKNOWN, "9.00")])
    assert summary.evaluated_supported_weight_share == Decimal("0.0000")


def test_nothing_in_scope_has_no_coverage_ratio() -> None:
    summary = summarize([_outcome(NOT_EVALUATED, "1.00")])
    assert summary.evidence_coverage_count_ratio is None
    assert summary.items_in_scope == 0


def test_shares_round_half_even_to_four_places() -> None:
    summary = summarize([_outcome(SUPPORTED, "1.00"), _outcome(UNSUPPORTED, "2.00")])
    assert summary.evaluated_supported_weight_share == Decimal("0.3333")
    assert summary.as_dict()["evaluated_weight"] == "3.00"


def test_empty_evaluation_is_all_zero_weight_and_no_ratio() -> None:
    summary = summarize([])
    assert summary.as_dict() == {
        "counts": dict.fromkeys((SUPPORTED, UNSUPPORTED, UNKNOWN, CONFLICTING, NOT_EVALUATED), 0),
        "weights": dict.fromkeys(
            (SUPPORTED, UNSUPPORTED, UNKNOWN, CONFLICTING, NOT_EVALUATED), "0.00"
        ),
        "evaluated_weight": "0.00",
        "evaluated_supported_weight_share": None,
        "unknown_weight": "0.00",
        "conflicting_weight": "0.00",
        "evidence_coverage_count_ratio": None,
        "evidence_covered_items": 0,
        "items_in_scope": 0,
    }
