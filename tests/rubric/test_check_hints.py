"""Hints when an item's check does not say what its quotes say (``rubric.consistency``): a
user trial approved "không quá 40 giờ trong 01 tháng" checked as ``>= 400``. The hints are
narrow — what they say is worth reading — and never block."""

from __future__ import annotations

from typing import Any

import pytest

from rubric.consistency import BOUND_AGAINST_QUOTE, TARGET_NOT_QUOTED, check_hints

OVERTIME_VI = "số giờ làm thêm không quá 40 giờ trong 01 tháng"
OVERTIME_EN = "overtime shall not exceed 40 hours in 01 month"


def threshold(target: Any, operator: str, vi: str = OVERTIME_VI, en: str = OVERTIME_EN):
    return {
        "check_type": "threshold_numeric",
        "check_params": {"target": target, "operator": operator, "metric": "overtime_hours"},
        "source_quote_vi": vi,
        "source_quote_en": en,
    }


def codes(fields: dict[str, Any]) -> list[str]:
    return [hint.code for hint in check_hints(fields)]


def test_the_trials_item_gets_both_hints_worded_with_what_the_quote_says() -> None:
    assert codes(threshold(400, ">=")) == [TARGET_NOT_QUOTED]
    (bound,) = check_hints(threshold(40, ">="))
    assert bound.code == BOUND_AGAINST_QUOTE and "không quá" in str(bound.detail)
    (target,) = check_hints(threshold(400, "<="))
    assert "400" in str(target.detail) and "40" in str(target.detail)


@pytest.mark.parametrize(
    ("target", "operator", "vi", "en"),
    [
        (40, "<=", OVERTIME_VI, OVERTIME_EN),
        (85, ">=", "đạt tối thiểu 85% chỉ tiêu", "at least 85% of the target"),
        (0.85, ">=", "đạt tối thiểu 85% chỉ tiêu", "at least 85% of the target"),  # a fraction
        (98.5, ">=", "từ 98,5% trở lên", "98.5% or more"),  # a decimal comma
        (16000000, ">=", "16.000.000 đồng", "VND 16,000,000"),
        (-18, "<=", "không cao hơn -18°C", "not warmer than -18°C"),
        (0, "==", "0 vụ tai nạn", "zero accidents"),
        (3, "<=", "trong vòng ba ngày", "within three days"),  # words only: unknown, no hint
    ],
)
def test_a_check_that_says_what_its_quotes_say_gets_no_hint(target, operator, vi, en) -> None:
    assert codes(threshold(target, operator, vi, en)) == []


def test_a_bound_speaks_of_the_number_beside_it_not_of_another_duty_in_the_quote() -> None:
    """ "ít nhất" bounds the 48 hours of training; the check is on the 10-day deadline."""
    vi = "tham gia đào tạo ít nhất 48 tiết mỗi năm và nộp chứng chỉ trong 10 ngày làm việc"
    en = "attend at least 48 periods a year and file the certificate within 10 working days"
    assert codes(threshold(10, "<=", vi, en)) == []
    assert codes(threshold(48, "<=", vi, en)) == [BOUND_AGAINST_QUOTE]


def test_other_checks_and_items_without_quotes_get_no_hint() -> None:
    assert check_hints({**threshold(400, ">="), "check_type": "evidence_presence"}) == []
    assert check_hints(threshold(400, ">=", vi="", en="")) == []
    assert check_hints({**threshold(400, ">="), "check_params": None}) == []


def test_a_consequences_bound_is_the_failing_side_and_gets_no_hint() -> None:
    """A review's finding: "từ 03 lần trở lên … sẽ bị khiển trách" checked as ``< 3`` is right."""
    late = threshold(
        3,
        "<",
        "Người lao động đi muộn từ 03 lần trở lên trong tháng sẽ bị khiển trách.",
        "An employee late 3 times or more in a month is reprimanded.",
    )
    assert check_hints(late) == []


def test_a_tiny_target_is_shown_briefly() -> None:
    (hint,) = check_hints(threshold(1e-300, "<="))
    assert len(str(hint.detail)) < 200
