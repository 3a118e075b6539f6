"""A check as the review page, the printable view and the comparison read it: every word in the
reader's language — periods, parties and units are closed vocabularies, translated; machine
names (metrics, signals, milestones) are shown as written."""

from __future__ import annotations

import pytest
from django.utils import translation

from rubric.presentation import describe_check

CHECKS = [
    (
        "evidence_presence",
        {"signal": "daily_output_report_submitted", "window_days": 1},
        "evidence “daily_output_report_submitted” present within 1 day",
    ),
    (
        "evidence_presence",
        {"signal": "daily_output_report_submitted", "window_days": 5},
        "evidence “daily_output_report_submitted” present within 5 days",
    ),
    ("evidence_presence", {"signal": "kaizen"}, "evidence “kaizen” present"),
    (
        "periodic_review",
        {"period": "monthly", "reviewer": "manager"},
        "monthly review by the manager",
    ),
    ("periodic_review", {"period": "semiannual"}, "half-yearly review"),
    (
        "attestation",
        {"attested_by": "employee", "period": "monthly"},
        "attestation (the employee, monthly)",
    ),
    ("attestation", {}, "attestation"),
    (
        "threshold_numeric",
        {"metric": "line_efficiency", "operator": ">=", "target": 75, "unit": "percent"},
        "line_efficiency ≥ 75%",
    ),
    (
        "threshold_numeric",
        {"metric": "leave_notice", "operator": ">=", "target": 3, "unit": "working_days"},
        "leave_notice ≥ 3 working days",
    ),
    (
        "threshold_numeric",
        {"metric": "working_hours", "operator": "<=", "target": 48, "unit": "hours/week"},
        "working_hours ≤ 48 hours/week",
    ),
    (
        "threshold_numeric",
        {"metric": "dhu", "operator": "<=", "target": 3, "unit": "defects/100 units"},
        "dhu ≤ 3 defects/100 units",  # a unit typed by hand: as written
    ),
    (
        "milestone_reached",
        {"milestone_id": "senior_line_supervisor", "within_months": 1},
        "milestone “senior_line_supervisor” reached within 1 month",
    ),
]


@pytest.mark.parametrize(("check_type", "params", "english"), CHECKS)
def test_a_check_reads_as_english_words(check_type, params, english) -> None:
    with translation.override("en"):
        assert describe_check(check_type, params) == english
