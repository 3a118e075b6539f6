"""Loads the counterexample corpus (tests/fixtures/checks/, described in its README)."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CORPUS_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "checks"

# Every family the issue names (operator boundaries one family per operator), and the ones the
# evaluator's own decisions add. A family missing from the folder fails; so does a stray file.
FAMILIES = (
    "missing",
    "stale",
    "conflicting",
    "invalid_value",
    "attestation_without_attester",
    "withdrawn_evidence",
    "operator_ge",
    "operator_gt",
    "operator_le",
    "operator_lt",
    "operator_eq",
    "milestone_reached",
    "milestone_without_start",
    "not_evaluated",
)


@dataclass(frozen=True)
class Family:
    name: str
    rule: str
    on: dt.date
    items: list[dict[str, Any]]
    bundle: dict[str, Any]
    expected: list[dict[str, Any]]


def load_family(name: str) -> Family:
    data = json.loads((CORPUS_DIR / f"{name}.json").read_text(encoding="utf-8"))
    return Family(
        name=data["family"],
        rule=data["rule"],
        on=dt.date.fromisoformat(data["on"]),
        items=data["items"],
        bundle=data["bundle"],
        expected=data["expected"],
    )


def all_families() -> list[Family]:
    return [load_family(name) for name in FAMILIES]
