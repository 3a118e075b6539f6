"""Input PostgreSQL cannot store is refused as a rule with a code, never as a database error.

Text columns hold no NUL character and no unpaired surrogate (a JSON escape like "\\ud800"
produces one); jsonb holds no NaN or infinity either. The API passes request bodies to the
services, so these would otherwise surface as 500s.
"""

from __future__ import annotations

import pytest

from cyberos_eval.errors import ValidationFailed
from cyberos_eval.tenancy import tenant_context
from rubric.models import RubricItem
from rubric.services import add_item, approve_version, create_rubric, revert_to_draft
from rubric.validation import is_storable_json, is_storable_text
from tests.rubric.conftest import fill, good_kpi, good_obligation, publish

pytestmark = pytest.mark.django_db
LONE_SURROGATE = "\ud800"


def problems_of(caught: pytest.ExceptionInfo[ValidationFailed]) -> set[tuple[str, str | None]]:
    return {(problem.code, problem.field) for problem in caught.value.problems}


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("title_vi", "Bảo mật\x00"),
        ("description_en", f"broken {LONE_SURROGATE} text"),
        ("clause_ref", "§4\x00.2"),
        ("source_quote_vi", LONE_SURROGATE),
    ],
)
def test_item_text_postgresql_cannot_store_is_refused(draft, founder, field, value) -> None:
    with pytest.raises(ValidationFailed) as caught:
        add_item(actor=founder, version=draft, data=good_obligation(**{field: value}))
    assert caught.value.status == 422
    assert ("rubric_item_text_invalid", field) in problems_of(caught)
    with tenant_context(founder.tenant):
        assert not RubricItem.objects.exists()


@pytest.mark.parametrize(
    "params",
    [
        {"target": float("inf"), "operator": ">="},
        {"target": float("nan"), "operator": ">="},
        {"target": 1, "operator": ">=", "unit": "%\x00"},
        {"target": 1, "operator": ">=", "unit": LONE_SURROGATE},
        # jsonb would give 1e20 back as an integer beyond JSON's exact range, which the audit
        # row of the item's next change could not write
        {"target": 1e20, "operator": "<="},
        {"target": -1.7e308, "operator": "<="},
    ],
)
def test_check_params_jsonb_cannot_store_are_refused(draft, founder, params) -> None:
    with pytest.raises(ValidationFailed) as caught:
        add_item(actor=founder, version=draft, data=good_kpi(check_params=params))
    assert ("rubric_item_check_params_invalid", "check_params") in problems_of(caught)


def test_a_rubric_name_with_a_nul_is_refused(founder) -> None:
    with pytest.raises(ValidationFailed) as caught:
        create_rubric(actor=founder, tenant=founder.tenant, name="Rubric\x00")
    assert (caught.value.code, caught.value.problems[0].field) == ("rubric_name_invalid", "name")


def test_a_reason_with_a_nul_is_refused(draft, founder) -> None:
    fill(draft, founder, good_obligation())
    with pytest.raises(ValidationFailed) as caught:
        publish(draft, founder, "2026-01-01", reason="because\x00")
    assert caught.value.code == "rubric_reason_invalid"
    with pytest.raises(ValidationFailed) as caught:  # a reason, not a document
        publish(draft, founder, "2026-01-01", reason="x" * 2001)
    assert caught.value.code == "rubric_reason_invalid"
    approve_version(actor=founder, version=draft)
    with pytest.raises(ValidationFailed) as caught:
        revert_to_draft(actor=founder, version=draft, reason=LONE_SURROGATE)
    assert caught.value.code == "rubric_reason_invalid"
    reverted = revert_to_draft(actor=founder, version=draft, reason="x" * 2000)  # the limit
    assert reverted.state == "draft"


def test_storability_predicates() -> None:
    assert is_storable_text("Người lao động §4.2")
    assert not is_storable_text("a\x00b")
    assert not is_storable_text(LONE_SURROGATE)
    assert is_storable_json({"a": [1, 2.5, None, True, {"b": "c"}]})
    assert not is_storable_json({"a\x00": 1})
    assert not is_storable_json([[[float("-inf")]]])
    assert not is_storable_json({"a": object()})
    assert not is_storable_json([2.0**53]) and is_storable_json([2.0**53 - 1, 1e-300])
    deep: list = []
    for _ in range(100_000):  # iterative: no RecursionError
        deep = [deep]
    assert is_storable_json(deep)
