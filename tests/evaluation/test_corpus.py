"""Every case of the counterexample corpus, each its own test named ``family/item``.

No score over the corpus: one wrong outcome fails its own case, and a family whose expectations
do not name each of its items exactly once fails as a whole (it would otherwise pass vacuously).
"""

from __future__ import annotations

import functools
from typing import Any

import pytest

from rubric.evaluation import Evaluation, Outcome, evaluate
from tests.evaluation.corpus import CORPUS_DIR, FAMILIES, Family, all_families, load_family

CASES = [
    pytest.param(family.name, expected, id=f"{family.name}/{expected['item']}")
    for family in all_families()
    for expected in family.expected
]


@functools.cache
def _evaluated(name: str) -> Evaluation:
    family = load_family(name)
    return evaluate(family.items, family.bundle, on=family.on)


def _outcome_of(name: str, item_id: str) -> Outcome:
    matches = [o for o in _evaluated(name).outcomes if o.item_id == item_id]
    assert len(matches) == 1, f"{name}/{item_id}: {len(matches)} outcomes for the item"
    return matches[0]


@pytest.mark.parametrize(("family", "expected"), CASES)
def test_case(family: str, expected: dict[str, Any]) -> None:
    outcome = _outcome_of(family, expected["item"])
    got: dict[str, Any] = {"outcome": outcome.outcome, "reason": outcome.reason}
    want: dict[str, Any] = {"outcome": expected["outcome"], "reason": expected["reason"]}
    if "basis" in expected:
        got["basis"] = list(outcome.basis)
        want["basis"] = expected["basis"]
    assert got == want, f"{family}/{expected['item']}"


@pytest.mark.parametrize("family", all_families(), ids=lambda family: family.name)
def test_family_names_each_item_once_in_order(family: Family) -> None:
    item_ids = [item["id"] for item in family.items]
    assert [expected["item"] for expected in family.expected] == item_ids
    assert [o.item_id for o in _evaluated(family.name).outcomes] == item_ids


@pytest.mark.parametrize("family", all_families(), ids=lambda family: family.name)
def test_every_outcome_cites_its_clause(family: Family) -> None:
    for item, outcome in zip(family.items, _evaluated(family.name).outcomes, strict=True):
        assert outcome.citation.as_dict() == {
            key: item[key]
            for key in ("source_doc", "clause_ref", "source_quote_vi", "source_quote_en")
        } | {  # the corpus's items name no imported document version
            "document_version": None,
            "document_sha256": None,
        }, f"{family.name}/{item['id']}"


def test_the_folder_holds_exactly_the_listed_families() -> None:
    on_disk = sorted(path.stem for path in CORPUS_DIR.glob("*.json"))
    assert on_disk == sorted(FAMILIES)
    assert [load_family(name).name for name in FAMILIES] == list(FAMILIES)
