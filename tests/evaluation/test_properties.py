"""Properties of the evaluator over generated bundles (hypothesis).

The central one, from the issue: removing an observation can make an outcome ``unknown``, never
``supported``. The one move into ``supported`` that removal can make is settling a
``conflicting`` item by taking away the observation that disagreed — the remaining evidence
agrees, and the evaluator cannot know (nor should it) what a bundle used to hold.
"""

from __future__ import annotations

import datetime as dt
import json
from decimal import Decimal
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rubric.evaluation import (
    CONFLICTING,
    NOT_EVALUATED,
    SUPPORTED,
    UNKNOWN,
    UNSUPPORTED,
    Evaluation,
    evaluate,
    summarize,
)

ON = dt.date(2025, 6, 30)
VALUE_MARK = "VALUE-"  # every generated text value starts with it: none may reach the output


def _item(number: int, check_type: str, params: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": f"item-{number}",
        "lineage_id": f"lineage-{number}",
        "check_type": check_type,
        "check_params": params,
        "weight": "1.00",
        "source_doc": "labor_contract",
        "clause_ref": f"Điều {number}",
        "source_quote_vi": f"Trích dẫn {number}",
        "source_quote_en": f"Quote {number}",
    }


# Every check type and its optional parameters; some items share the name they measure, so one
# observation can count for several items.
ITEMS = [
    _item(0, "evidence_presence", {"signal": "sig.a"}),
    _item(1, "evidence_presence", {"signal": "sig.a", "window_days": 30}),
    _item(2, "threshold_numeric", {"target": 70, "operator": ">=", "metric": "kpi.a"}),
    _item(3, "threshold_numeric", {"target": 70, "operator": "<", "metric": "kpi.a"}),
    _item(4, "threshold_numeric", {"target": 0.5, "operator": "==", "metric": "kpi.b"}),
    _item(5, "attestation", {"attested_by": "employee", "period": "quarterly"}),
    _item(6, "attestation", {"attested_by": "both"}),
    _item(7, "attestation", {}),
    _item(8, "periodic_review", {"period": "monthly", "reviewer": "manager"}),
    _item(9, "milestone_reached", {"milestone_id": "ms.a", "within_months": 6}),
    _item(10, "milestone_reached", {"milestone_id": "ms.a"}),
    _item(11, "evidence_presence", {"signal": "sig.b"}),
]
KEYS = sorted(
    {key for item in ITEMS for key in (item["id"], item["lineage_id"])}
    | {"sig.a", "sig.b", "kpi.a", "kpi.b", "ms.a", "unrelated"}
)

# Weighted towards readable values and fresh, referenced evidence, so that supported, unsupported
# and conflicting outcomes are common enough to be tested, not only unknown.
values = st.one_of(
    st.booleans(),
    st.booleans(),
    st.integers(min_value=60, max_value=80),
    st.sampled_from([0.5, 69.99, 70.0, 70.01]),
    st.text(max_size=5).map(lambda text: VALUE_MARK + text),
    st.none(),
)
observations = st.fixed_dictionaries(
    {
        "value": values,
        "observed_on": st.dates(dt.date(2024, 6, 1), dt.date(2025, 7, 2)).map(dt.date.isoformat),
        "source_ref": st.sampled_from(["ref/1", "ref/2", "ref/3", "ref/4", "ref/5", ""]),
    },
    optional={
        "attested_by": st.fixed_dictionaries(
            {},
            optional={
                "identity": st.sampled_from(["person-1", "person-2", "person-3", ""]),
                "role": st.sampled_from(["employee", "manager", "employee", "manager", "hr"]),
            },
        ),
        "withdrawn": st.booleans(),
    },
)
bundles = st.fixed_dictionaries(
    {
        "observations": st.dictionaries(
            st.sampled_from(KEYS), st.lists(observations, max_size=3), min_size=1, max_size=10
        )
    },
    optional={
        "period_start": st.dates(dt.date(2024, 1, 1), dt.date(2025, 1, 1)).map(dt.date.isoformat),
        "exclude": st.lists(st.sampled_from(KEYS), max_size=2),
    },
)


def _outcomes(evaluation: Evaluation) -> list[str]:
    return [outcome.outcome for outcome in evaluation.outcomes]


def _without(bundle: dict[str, Any], key: str, index: int) -> dict[str, Any]:
    observations = dict(bundle["observations"])
    observations[key] = observations[key][:index] + observations[key][index + 1 :]
    return {**bundle, "observations": observations}


def _removal_is_allowed(before: str, after: str) -> bool:
    if before == NOT_EVALUATED:
        return after == NOT_EVALUATED
    if after == SUPPORTED:
        return before in (SUPPORTED, CONFLICTING)
    if after == UNSUPPORTED:
        return before in (UNSUPPORTED, CONFLICTING)
    return after in (before, UNKNOWN)


@settings(max_examples=300, deadline=None)
@given(bundle=bundles)
def test_removing_an_observation_never_makes_anything_supported(bundle: dict[str, Any]) -> None:
    before = _outcomes(evaluate(ITEMS, bundle, on=ON))
    for key, entries in bundle["observations"].items():
        for index in range(len(entries)):
            after = _outcomes(evaluate(ITEMS, _without(bundle, key, index), on=ON))
            for item, old, new in zip(ITEMS, before, after, strict=True):
                assert _removal_is_allowed(old, new), f"{item['id']}: {old} -> {new}"


@settings(max_examples=200, deadline=None)
@given(bundle=bundles, data=st.data())
def test_the_order_of_observations_changes_nothing(bundle: dict[str, Any], data: Any) -> None:
    shuffled = {
        key: data.draw(st.permutations(bundle["observations"][key]))
        for key in data.draw(st.permutations(list(bundle["observations"])))
    }
    reordered = {**bundle, "observations": shuffled}
    assert evaluate(ITEMS, reordered, on=ON) == evaluate(ITEMS, bundle, on=ON)


@settings(max_examples=200, deadline=None)
@given(bundle=bundles)
def test_supported_rests_on_evidence_references_and_no_value_leaks(bundle: dict[str, Any]) -> None:
    evaluation = evaluate(ITEMS, bundle, on=ON)
    for outcome in evaluation.outcomes:
        if outcome.outcome in (SUPPORTED, UNSUPPORTED, CONFLICTING):
            assert outcome.basis, outcome.item_id
        if outcome.outcome == UNKNOWN:
            assert outcome.reason != "check_failed"
    assert VALUE_MARK not in json.dumps(evaluation.as_dict(), ensure_ascii=False)


@settings(max_examples=200, deadline=None)
@given(bundle=bundles, data=st.data())
def test_a_withdrawn_copy_of_an_observation_changes_no_outcome(
    bundle: dict[str, Any], data: Any
) -> None:
    key = data.draw(st.sampled_from(KEYS))
    copy = {**data.draw(observations), "withdrawn": True}
    observations_with_copy = {
        **bundle["observations"],
        key: [*bundle["observations"].get(key, []), copy],
    }
    with_copy = evaluate(ITEMS, {**bundle, "observations": observations_with_copy}, on=ON)
    assert _outcomes(with_copy) == _outcomes(evaluate(ITEMS, bundle, on=ON))


@settings(max_examples=200, deadline=None)
@given(
    bundle=bundles,
    weights=st.lists(
        st.decimals(min_value=0, max_value=999, places=2), min_size=len(ITEMS), max_size=len(ITEMS)
    ),
    unknown_weight=st.decimals(min_value=0, max_value=999, places=2),
)
def test_the_evaluated_share_ignores_unknown_and_conflicting_weight(
    bundle: dict[str, Any], weights: list[Decimal], unknown_weight: Decimal
) -> None:
    items = [{**item, "weight": str(weight)} for item, weight in zip(ITEMS, weights, strict=True)]
    evaluation = evaluate(items, bundle, on=ON)
    reweighted = evaluate(
        [
            {**item, "weight": str(unknown_weight)}
            if outcome.outcome in (UNKNOWN, CONFLICTING)
            else item
            for item, outcome in zip(items, evaluation.outcomes, strict=True)
        ],
        bundle,
        on=ON,
    )
    assert (
        reweighted.summary.evaluated_supported_weight_share
        == evaluation.summary.evaluated_supported_weight_share
    )
    assert summarize(evaluation.outcomes) == evaluation.summary
