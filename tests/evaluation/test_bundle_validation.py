"""An evidence bundle that does not match EVIDENCE_SCHEMA is refused as a whole, with every
offending path and without quoting a value."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from rubric.evaluation import EVIDENCE_SCHEMA, EvidenceBundleInvalid, evaluate, validate_bundle

ON = dt.date(2025, 6, 30)
SECRET = "salary-18500000"


def _problems(bundle: Any) -> list[tuple[str | None, str | None]]:
    with pytest.raises(EvidenceBundleInvalid) as caught:
        validate_bundle(bundle)
    assert caught.value.code == "evidence_bundle_invalid"
    assert caught.value.status == 422
    assert {problem.code for problem in caught.value.problems} == {"evidence_bundle_invalid"}
    return [(problem.field, problem.reason) for problem in caught.value.problems]


def _observation(**changes: Any) -> dict[str, Any]:
    return {"value": True, "source_ref": "ref/1", "observed_on": "2025-06-01", **changes}


def test_a_valid_bundle_passes() -> None:
    validate_bundle(
        {
            "observations": {
                "sig.a": [
                    _observation(
                        attested_by={"identity": "person-1", "role": "manager"}, withdrawn=False
                    )
                ]
            },
            "period_start": "2024-01-15",
            "exclude": ["item-1"],
        }
    )


def test_not_an_object() -> None:
    assert _problems([]) == [("/", "type")]


def test_observations_are_required() -> None:
    assert _problems({}) == [("/", "required")]


def test_every_offending_path_is_listed_in_a_stable_order() -> None:
    bundle = {
        "observations": {
            "sig.b": [_observation(observed_on="2025-02-30")],
            "sig.a": [
                _observation(value={"nested": SECRET}),
                {"value": True},
                _observation(extra=SECRET),
            ],
        },
        "period_start": "15/01/2024",
        "unexpected": SECRET,
    }
    assert _problems(bundle) == [
        ("/", "additionalProperties"),
        ("/observations/sig.a/0/value", "type"),
        ("/observations/sig.a/1", "required"),
        ("/observations/sig.a/2", "additionalProperties"),
        ("/observations/sig.b/0/observed_on", "format"),
        ("/period_start", "format"),
        ("/period_start", "pattern"),
    ]


def test_the_error_quotes_no_value() -> None:
    bundle = {
        "observations": {
            "sig.a": [_observation(value=[SECRET]), _observation(source_ref=[SECRET])],
            "x" * 201: [],
        },
        "exclude": [SECRET, SECRET],
    }
    with pytest.raises(EvidenceBundleInvalid) as caught:
        validate_bundle(bundle)
    rendered = [str(caught.value), *(str(problem.as_dict()) for problem in caught.value.problems)]
    assert caught.value.problems
    assert not [text for text in rendered if SECRET in text]


def test_a_missing_required_field_is_named() -> None:
    with pytest.raises(EvidenceBundleInvalid) as caught:
        validate_bundle({"observations": {"sig.a": [{"source_ref": "ref/1"}]}})
    assert [str(problem.detail) for problem in caught.value.problems] == [
        "requires value, observed_on"
    ]


def test_evaluate_validates_before_reading() -> None:
    with pytest.raises(EvidenceBundleInvalid):
        evaluate([], {"observations": {"sig.a": [{"value": 1}]}}, on=ON)


def test_evaluate_refuses_a_datetime_for_the_day() -> None:
    with pytest.raises(TypeError):
        evaluate([], {"observations": {}}, on=dt.datetime(2025, 6, 30, tzinfo=dt.UTC))


def test_the_schema_is_draft_2020_12_and_closed() -> None:
    assert EVIDENCE_SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert EVIDENCE_SCHEMA["additionalProperties"] is False
