"""Check parameters a person typed wrong: what is wrong is said in the person's language, with
where it is and what is allowed, and the stable code (the validators' own English had been
shown as is, in the Vietnamese admin too)."""

from __future__ import annotations

import re
from html import unescape

import pytest
from django.utils import translation

from rubric.checks import check_params_problem
from tests.admin.conftest import client_for, version_url
from tests.admin.test_workbench import items_of


def field_errors(page, field: str = "check_params") -> list[str]:
    return [
        re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", "", str(error))))
        for error in page.context["form"].errors[field]
    ]


@pytest.fixture
def editing(demo):
    """The founder's English client on the edit form of a KPI, with the form's data."""
    founder, _, v2 = demo
    client = client_for(founder)
    client.post("/i18n/setlang/", {"language": "en", "next": "/admin/"})
    kpi = next(i for i in items_of(founder, v2) if i.check_type == "threshold_numeric")
    url = version_url(v2, f"items/{kpi.pk}/edit/")
    data = {k: ("" if v is None else v) for k, v in client.get(url).context["form"].initial.items()}
    return client, url, data


@pytest.mark.django_db
def test_unreadable_json_says_where_and_what_in_the_persons_language(editing) -> None:
    client, url, data = editing
    page = client.post(url, {**data, "check_params": '{\n  "target": 40,\n}'})
    assert field_errors(page) == [
        "Not valid JSON at line 3, column 1: a key in double quotes was expected, e.g. "
        '"target" (single quotes, or a comma before “}”?) (rubric_item_check_params_invalid)'
    ]
    page = client.post(url, {**data, "check_params": '{"target": NaN}'})
    assert field_errors(page) == [
        "Not valid JSON: NaN is not a JSON number (rubric_item_check_params_invalid)"
    ]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("params", "said"),
    [
        (
            '{"target": 40, "operator": "≤"}',
            'operator: "≤" is not one of the allowed values: ">=", ">", "<=", "<", "=="',
        ),
        ('{"target": "40 giờ", "operator": "<="}', 'target: "40 giờ" is not a number'),
    ],
)
def test_params_the_schema_refuses_name_the_key_and_what_it_allows(editing, params, said) -> None:
    client, url, data = editing
    page = client.post(url, {**data, "check_params": params})
    assert field_errors(page) == [
        f"do not match the check type: {said} (rubric_item_check_params_invalid)"
    ]


@pytest.mark.parametrize(
    ("check_type", "params", "english"),
    [
        (
            "threshold_numeric",
            {"operator": "<="},
            'check_params: required keys missing: "target" (required: "target", "operator")',
        ),
        (
            "evidence_presence",
            {"signal": "daily_report", "window_days": 0},
            "window_days: 0 is less than the minimum, 1",
        ),
        (
            "milestone_reached",
            {"milestone_id": "senior", "within_months": 601},
            "within_months: 601 is greater than the maximum, 600",
        ),
        (
            "evidence_presence",
            {"signal": "daily_report", "days": 1},
            'check_params: keys not allowed: "days" (allowed: "signal", "window_days")',
        ),
        (
            "evidence_presence",
            {"signal": "Báo cáo"},
            'signal: "Báo cáo" is not a machine name: lower-case letters, digits and _ . : - '
            "only, starting with a letter (e.g. daily_report)",
        ),
        ("evidence_presence", [], "check_params: [] is not a JSON object {…}"),
        ("periodic_review", {"period": "monthly"}, None),
    ],
)
def test_each_common_kind_of_schema_error_reads_as_a_sentence(check_type, params, english) -> None:
    problem = check_params_problem(check_type, params)
    with translation.override("en"):
        assert (None if problem is None else str(problem)) == english
