"""More ways of wording a commitment the rules proposer reads: a second bound after "và", pay
and consequences that are no targets, the employer's duties after a leading phrase, courses
and levels reached within months, and reviews named by their months.

Each test gives a small clause and the proposal the rules read from it (or none); the clauses
are made up for the test, not any gold set's."""

from __future__ import annotations

import pytest

from rubric.citations import CitableClause
from rubric.genie.rules import RulesProposer
from tests.genie.test_rules_wordings import _proposals, _set


def _checks(fields: list[dict]) -> list[tuple]:
    """Each proposal's check type and its defining parameters."""
    found = []
    for item in fields:
        params = item["check_params"]
        found.append(
            (
                item["check_type"],
                *(
                    params[name]
                    for name in ("operator", "target", "unit", "window_days", "within_months")
                    if name in params
                ),
                *((params["period"],) if "period" in params else ()),
            )
        )
    return found


# --- two bounds joined by "và" / "and" --------------------------------------------------------


def test_a_second_bound_after_and_is_a_limit_of_its_own() -> None:
    found = _proposals(
        "Thời gian làm thêm giờ không quá 20 giờ trong 01 tháng và không quá 150 giờ trong 01 năm.",
        "Overtime shall not exceed 20 hours in 01 month and 150 hours in 01 year.",
    )
    assert _checks(found) == [
        ("threshold_numeric", "<=", 20, "hours/month"),
        ("threshold_numeric", "<=", 150, "hours/year"),
    ]


@pytest.mark.parametrize(
    ("vi", "en"),
    [
        (  # a range's two ends
            "Khi tổ chức làm thêm giờ từ trên 100 giờ đến 150 giờ trong năm, Công ty báo cáo Sở.",
            "When organising overtime of more than 100 hours and up to 150 hours in a year, "
            "the Company reports to the Department.",
        ),
        (  # the law's ceiling over the measures the sentence already gave
            "Người lao động làm việc 07 giờ trong một ngày và 35 giờ trong một tuần, trong giới "
            "hạn không quá 08 giờ trong một ngày và không quá 48 giờ trong một tuần.",
            "The Employee works 7 hours a day and 35 hours a week, within the limits of 8 "
            "hours a day and 48 hours a week.",
        ),
    ],
)
def test_a_range_or_a_restated_ceiling_after_and_is_no_second_limit(vi: str, en: str) -> None:
    targets = [
        item["check_params"].get("target")
        for item in _proposals(vi, en)
        if item["check_type"] == "threshold_numeric"
    ]
    assert 150 not in targets and 48 not in targets


# --- leave with full pay, and its notice in a sentence of its own ------------------------------

_LEAVE = (
    "Nghỉ hằng năm: 15 ngày làm việc hưởng nguyên lương. Người lao động phải đăng ký nghỉ với "
    "Trưởng bộ phận chậm nhất 05 ngày làm việc trước ngày nghỉ.",
    "Annual leave: 15 working days with full pay. The Employee must register the leave with the "
    "Head of Department at least 05 working days before the first day of leave.",
)


def test_leave_days_with_full_pay_are_the_entitlement_not_pay() -> None:
    first = _proposals(*_LEAVE)[0]
    assert _checks([first]) == [("threshold_numeric", ">=", 15, "working_days")]
    assert first["check_params"]["target"] == 15
    documents = _set(CitableClause("§4.1", "4.1", "4.1", *_LEAVE, None))
    proposal = RulesProposer().propose(documents)[0]
    assert proposal.quote_en == "Annual leave: 15 working days with full pay."


def test_a_notice_in_a_sentence_of_its_own_after_the_entitlement_is_its_own_item() -> None:
    assert _checks(_proposals(*_LEAVE)) == [
        ("threshold_numeric", ">=", 15, "working_days"),
        ("threshold_numeric", ">=", 5, "working_days"),
    ]


def test_a_second_sentence_without_a_number_gives_no_second_item() -> None:
    found = _proposals(
        "Người lao động kê khai mọi quan hệ có thể dẫn đến xung đột lợi ích. Người lao động "
        "không được phê duyệt hồ sơ của người thân.",
        "The Employee declares any relationship that may lead to a conflict of interest. The "
        "Employee shall not approve the files of relatives.",
    )
    assert len(found) == 1


# --- pay ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("vi", "en", "kind"),
    [
        (
            "Tiền lương làm đêm được trả theo Điều 98 Bộ luật Lao động: ít nhất bằng 130% vào "
            "ngày thường.",
            "Night work is paid under Article 98 of the Labour Code: at least 130% on normal "
            "working days.",
            "labor_contract",
        ),
        (
            "Thưởng cuối năm bằng 02 tháng lương cơ bản, chi trả chậm nhất 10 ngày trước ngày "
            "31 tháng 12.",
            "The year-end bonus equals 02 months' basic salary, paid at least 10 days before "
            "31 December.",
            "total_rewards_appendix",
        ),
    ],
)
def test_a_clause_about_pay_paid_gives_no_limit(vi: str, en: str, kind: str) -> None:
    assert _proposals(vi, en, kind=kind) == []


# --- the employer after a leading phrase ---------------------------------------------------------


def test_the_employer_paying_after_a_leading_phrase_gives_no_obligation() -> None:
    found = _proposals(
        "Trong thời gian không cạnh tranh, Công ty trả cho Người lao động khoản bù đắp bằng "
        "40% tiền lương hằng tháng.",
        "During the non-competition period, the Company pays the Employee compensation equal "
        "to 40% of the monthly salary.",
        kind="nda_ip",
    )
    assert found == []


def test_the_employee_after_a_leading_phrase_is_still_bound() -> None:
    found = _proposals(
        "Trong thời gian không cạnh tranh, Người lao động không được làm việc cho đối thủ "
        "cạnh tranh của Công ty.",
        "During the non-competition period, the Employee shall not work for a competitor of "
        "the Company.",
        kind="nda_ip",
    )
    assert [(f["obligation_kind"], f["check_type"]) for f in found] == [
        ("non_compete", "attestation")
    ]


# --- a definition's exclusion --------------------------------------------------------------------


def test_what_a_defined_term_leaves_out_is_no_duty() -> None:
    found = _proposals(
        "Thông tin mà Người lao động đã biết một cách hợp pháp trước ngày ký không phải là Bí "
        "mật kinh doanh.",
        "Information the Employee lawfully knew before the signing date is not a Trade Secret "
        "of the Company.",
        kind="nda_ip",
    )
    assert found == []


# --- a rating's bands named with their word -----------------------------------------------------


def test_rating_bands_named_loai_are_no_targets() -> None:
    found = _proposals(
        "Xếp loại quý: loại A từ 85 điểm trở lên; loại B từ 70 đến dưới 85 điểm; loại C dưới "
        "70 điểm.",
        "Quarterly rating: A for 85 points or more; B from 70 to under 85 points; C under 70 "
        "points.",
        kind="total_rewards_appendix",
    )
    assert found == []


# --- what a score past a bound is deemed -------------------------------------------------------


def test_a_score_deemed_a_failure_below_a_bound_is_no_target() -> None:
    found = _proposals(
        "Người lao động có điểm đánh giá dưới 50 điểm trong 02 quý liên tiếp được xem là không "
        "đáp ứng yêu cầu công việc.",
        "An Employee scoring below 50 points for 02 consecutive quarters is deemed not to meet "
        "the job requirements.",
    )
    assert found == []


# --- a review in two named months of every year ------------------------------------------------


def test_a_review_in_two_months_of_every_year_is_semiannual() -> None:
    found = _proposals(
        "Hội đồng Thăng tiến xét nâng bậc vào tháng 4 và tháng 10 hằng năm.",
        "The Promotion Council reviews promotions in April and October every year.",
        kind="total_rewards_appendix",
    )
    assert _checks(found) == [("periodic_review", "semiannual")]


# --- a level reached, or a course completed, within months ---------------------------------------


def test_a_level_reached_within_months_is_a_milestone() -> None:
    found = _proposals(
        "Mục tiêu của Người lao động: đạt cấp Kỹ thuật viên chính trong vòng 18 tháng kể từ ngày "
        "ký Phụ lục này.",
        "The Employee's goal: to reach the level of Principal Technician within 18 months of "
        "signing this Appendix.",
        kind="total_rewards_appendix",
    )
    assert _checks(found) == [("milestone_reached", 18)]


def test_a_course_completed_within_months_is_a_milestone_not_its_hours() -> None:
    found = _proposals(
        "Người lao động phải hoàn thành khóa học “Kỹ năng giám sát kho” (16 giờ) trong vòng 04 "
        "tháng kể từ ngày ký Phụ lục này.",
        "The Employee must complete the “Warehouse Supervision Skills” course (16 hours) within "
        "04 months of signing this Appendix.",
        kind="total_rewards_appendix",
    )
    assert _checks(found) == [("milestone_reached", 4)]
    assert found[0]["check_params"]["milestone_id"] == (
        "warehouse_supervision_skills_course_completed"
    )


# --- a prohibition stated impersonally -----------------------------------------------------------


def test_an_impersonal_strict_prohibition_of_practices_is_evidence_of_no_breach() -> None:
    found = _proposals(
        "Nghiêm cấm giữ giấy tờ tùy thân của công nhân, ép buộc làm việc hoặc trừ lương công "
        "nhân để xử phạt.",
        "Withholding workers' identity papers, compelling work and deducting workers' wages as "
        "a penalty are strictly prohibited.",
    )
    assert _checks(found) == [("evidence_presence",)]
