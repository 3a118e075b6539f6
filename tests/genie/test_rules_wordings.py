"""The rules proposer reads more ways of wording a commitment: temperatures, frequencies, lead
times, due days of a month, zero targets, survivals after termination, the employer's duties.

Each test gives a small clause and the proposal the rules read from it (or none); the clauses
are made up for the test, not any gold set's."""

from __future__ import annotations

import pytest

from rubric.citations import CitableClause, build_citable
from rubric.genie.documents import DocumentSet
from rubric.genie.rules import RulesProposer, quantities


def _set(*clauses: CitableClause, kind: str = "labor_contract") -> DocumentSet:
    document = build_citable(
        id=None, kind=kind, version_no=1, sha256="", title_vi="", title_en="", clauses=clauses
    )
    return DocumentSet({kind: document})


def _proposals(vi: str, en: str, kind: str = "labor_contract") -> list[dict]:
    documents = _set(CitableClause("§4.1", "4.1", "4.1", vi, en, None), kind=kind)
    return [proposal.fields for proposal in RulesProposer().propose(documents)]


def _point(lead: tuple[str, str], vi: str, en: str, kind: str = "labor_contract") -> list[dict]:
    documents = _set(
        CitableClause("§4.1", "4.1", "4.1", lead[0], lead[1], None),
        CitableClause("§4.1(a)", "a)", "(a)", vi, en, "§4.1"),
        kind=kind,
    )
    return [p.fields for p in RulesProposer().propose(documents) if p.clause_ref == "§4.1(a)"]


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
                    for name in ("operator", "target", "window_days", "within_months")
                    if name in params
                ),
            )
        )
    return found


# --- temperatures --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("nhiệt độ kho không cao hơn \u221218 °C", ("<=", -18, "°C")),  # the minus sign
        ("the store is kept not warmer than -18 °C", ("<=", -18, "°C")),
        ("giữ hàng ở nhiệt độ không cao hơn âm 20 độ C", ("<=", -20, "°C")),
        ("not colder than minus 25 degrees Celsius", (">=", -25, "°C")),
        # a range is checked on its warm bound, whichever way it is written
        ("trong khoảng từ -25°C đến -20°C", ("<=", -20, "°C")),
        ("between -25°C and -20°C at all times", ("<=", -20, "°C")),
        ("bảo quản vắc xin ở 2\u20138°C", ("<=", 8, "°C")),  # an en dash
        ("3-5 ngày", (None, 5, "days")),  # a dash between numbers is no minus sign
    ],
)
def test_temperatures_are_read_with_their_sign_and_bound(text: str, expected: tuple) -> None:
    (found, *_) = quantities(text)
    assert (found.operator, found.value, found.unit) == expected


def test_a_temperature_kept_in_a_range_is_a_limit_on_its_warm_bound() -> None:
    (fields,) = _point(
        ("Người lao động có nhiệm vụ:", "The Employee shall:"),
        "giữ nhiệt độ phòng lạnh luôn trong khoảng từ 0°C đến 4°C;",
        "keep the chiller room temperature between 0°C and 4°C at all times;",
    )
    assert _checks([fields]) == [("threshold_numeric", "<=", 4)]
    assert fields["check_params"]["unit"] == "°C"


def test_a_temperature_that_says_what_a_count_counts_is_no_limit() -> None:
    (fields,) = _proposals(
        "Số lần nhiệt độ phòng lạnh vượt 4°C: không quá 2 lần/tháng.",
        "Chiller room temperature excursions above 4°C: no more than 2 times a month.",
        kind="total_rewards_appendix",
    )
    assert _checks([fields]) == [("threshold_numeric", "<=", 2)]


# --- zero targets --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Số vụ tai nạn lao động: 0 vụ/tháng", ("==", 0, "times")),
        ("Số lần giao hàng trễ: 0 lần/quý", ("==", 0, "times")),
        ("zero accidents a month", ("==", 0, "times")),
        ("nhiệt độ kho mát 0°C", (None, 0, "°C")),  # a temperature of zero is no zero target
    ],
)
def test_a_count_whose_target_is_zero_is_none_at_all(text: str, expected: tuple) -> None:
    (found, *_) = quantities(text)
    assert (found.operator, found.value, found.unit) == expected


def test_each_zero_row_of_a_kpi_table_is_a_target_of_none() -> None:
    vi = (
        "Chỉ tiêu của Người lao động được đánh giá hằng quý theo bảng sau:\n"
        "STT | Chỉ tiêu | Mục tiêu | Trọng số\n"
        "1 | Tỷ lệ giao hàng đúng hạn | ≥ 95% | 50%\n"
        "2 | Số vụ mất hàng trong kho | 0 vụ/quý | 30%\n"
        "3 | Số lần khách hàng khiếu nại | 0 lần/quý | 20%"
    )
    en = (
        "The Employee's indicators are assessed quarterly according to the following table:\n"
        "No. | Indicator | Target | Weight\n"
        "1 | On-time delivery rate | ≥ 95% | 50%\n"
        "2 | Goods lost in the warehouse | 0 per quarter | 30%\n"
        "3 | Customer complaints | 0 per quarter | 20%"
    )
    rows = [
        check
        for check in _checks(_proposals(vi, en, kind="total_rewards_appendix"))
        if check[0] == "threshold_numeric"
    ]
    assert rows == [("threshold_numeric", ">=", 95), *[("threshold_numeric", "==", 0)] * 2]


# --- certifications ------------------------------------------------------------------------


def test_a_certification_completed_within_months_is_a_milestone() -> None:
    (fields,) = _proposals(
        "Người lao động phải hoàn thành chứng nhận ISO 22000 trong vòng 09 tháng kể từ ngày "
        "nhận việc.",
        "The Employee shall complete ISO 22000 certification within 9 months from starting work.",
        kind="total_rewards_appendix",
    )
    assert _checks([fields]) == [("milestone_reached", 9)]
    assert fields["check_params"]["milestone_id"] == "iso_22000_certified"


def test_a_course_completed_and_a_certificate_obtained_keep_the_certificate_s_name() -> None:
    (fields,) = _proposals(
        "Người lao động hoàn thành khóa học và được cấp Chứng chỉ an toàn hóa chất trong vòng "
        "06 tháng.",
        "The Employee completes the course and obtains the Chemical Safety Certificate within 6 "
        "months.",
        kind="total_rewards_appendix",
    )
    assert fields["check_params"] == {
        "milestone_id": "chemical_safety_certified",
        "within_months": 6,
    }


# --- training bonds ------------------------------------------------------------------------


def test_a_training_bond_repaid_on_leaving_early_is_nothing_to_check() -> None:
    assert (
        _proposals(
            "Đối với khóa học do Công ty tài trợ, Người lao động cam kết làm việc cho Công ty ít "
            "nhất 24 tháng sau khi kết thúc khóa học; nếu vi phạm phải bồi hoàn học phí tương "
            "ứng với thời gian còn lại.",
            "For a course the Company sponsors, the Employee undertakes to work for the Company "
            "for at least 24 months after it ends; in case of breach, the Employee shall repay "
            "the course fees in proportion to the remaining time.",
        )
        == []
    )


def test_a_duty_with_a_repayment_of_its_own_cost_keeps_its_limit() -> None:
    """Only the months of staying or leaving are a bond's: a pass mark whose failure repays
    the course's cost is still a limit."""
    (fields,) = _proposals(
        "Người lao động phải đạt ít nhất 80 điểm trong bài kiểm tra cuối khóa trong vòng 03 "
        "tháng; nếu không đạt phải hoàn trả chi phí đào tạo.",
        "The Employee shall score at least 80 points in the final test within 3 months; an "
        "Employee who fails shall reimburse the training cost.",
    )
    assert fields["check_type"] == "threshold_numeric"
    assert (fields["check_params"]["operator"], fields["check_params"]["target"]) == (">=", 80)


# --- obligations that survive the contract -------------------------------------------------


def test_confidentiality_kept_for_months_after_termination_is_an_obligation() -> None:
    (fields,) = _proposals(
        "Nghĩa vụ bảo mật theo Thỏa thuận này tiếp tục có hiệu lực trong 36 tháng kể từ ngày "
        "chấm dứt Hợp đồng lao động.",
        "The confidentiality obligations under this Agreement remain in force for 36 months "
        "from the termination of the Labour Contract.",
        kind="nda_ip",
    )
    assert (fields["item_kind"], fields["obligation_kind"], fields["check_type"]) == (
        "obligation",
        "confidentiality",
        "evidence_presence",
    )


@pytest.mark.parametrize(
    ("vi", "en"),
    [
        (  # the periods are the other Articles': an effect clause, no time of its own
            "Thỏa thuận này có hiệu lực từ ngày ký; các nghĩa vụ bảo mật tại Điều 2 tiếp tục có "
            "hiệu lực sau khi chấm dứt hợp đồng lao động theo thời hạn quy định tại Điều đó.",
            "This Agreement takes effect on signing; the confidentiality obligations in Article "
            "2 survive the end of the employment contract for the period that Article sets.",
        ),
        (  # beyond another clause's period, for as long as the law protects the secret
            "Đối với bí mật kinh doanh, nghĩa vụ bảo mật tiếp tục có hiệu lực sau thời hạn 24 "
            "tháng nêu tại Điều 2.1 chừng nào thông tin đó còn được bảo hộ.",
            "For business secrets, the confidentiality obligations continue beyond the 24-month "
            "period in Article 2.1 for as long as the information remains protected.",
        ),
    ],
)
def test_a_survival_without_a_time_of_its_own_is_no_item(vi: str, en: str) -> None:
    assert _proposals(vi, en, kind="nda_ip") == []


# --- due by a day of the month -------------------------------------------------------------


@pytest.mark.parametrize(
    ("vi", "en"),
    [
        (
            "Người lao động gửi bảng chấm công cho Phòng Nhân sự chậm nhất ngày 05 hằng tháng.",
            "The Employee sends the timesheet to the HR Department by the 5th of each month.",
        ),
        (
            "Người lao động nộp báo cáo doanh số chậm nhất vào ngày 02 của tháng kế tiếp.",
            "The Employee shall submit the sales report no later than the 2nd day of the "
            "following month.",
        ),
    ],
)
def test_a_report_due_by_a_day_of_each_month_is_a_monthly_record(vi: str, en: str) -> None:
    (fields,) = _proposals(vi, en, kind="total_rewards_appendix")
    assert _checks([fields]) == [("evidence_presence", 31)]


def test_a_date_of_the_month_someone_else_keeps_binds_no_employee() -> None:
    assert (
        _proposals(
            "Lịch phân ca do Trưởng bộ phận công bố trước ngày 20 hằng tháng.",
            "The shift roster is published by the Head of Department before the 20th of each "
            "month.",
        )
        == []
    )


# --- lead times ----------------------------------------------------------------------------


def test_a_record_made_no_later_than_minutes_before_an_event_is_a_lead_time() -> None:
    """ "chậm nhất 20 phút trước khi kết thúc ca" is at least 20 minutes ahead; the signed
    record is how it is measured, no second item."""
    (fields,) = _point(
        (
            "Trong mỗi ca làm việc, Người lao động có nhiệm vụ:",
            "During each shift, the Employee shall:",
        ),
        "lập và ký biên bản giao nhận hàng chậm nhất 20 phút trước khi kết thúc ca;",
        "prepare and sign the goods handover record no later than 20 minutes before the end of "
        "the shift;",
    )
    assert _checks([fields]) == [("threshold_numeric", ">=", 20)]
    assert fields["check_params"]["unit"] == "minutes"


def test_a_licence_kept_valid_and_renewed_ahead_gives_both_checks() -> None:
    checks = _checks(
        _proposals(
            "Người lao động chỉ được lái xe khi giấy phép lái xe còn hiệu lực và phải duy trì "
            "hiệu lực của giấy phép; chậm nhất 60 ngày trước ngày giấy phép hết hạn, Người lao "
            "động nộp hồ sơ gia hạn.",
            "The Employee may drive only while the driving licence is valid and must keep the "
            "licence valid; no later than 60 days before the licence expires, the Employee "
            "files the renewal application.",
        )
    )
    assert sorted(checks) == [("evidence_presence",), ("threshold_numeric", ">=", 60)]


# --- duties joined by "và" / "and", each with a check of its own ---------------------------


def test_a_log_kept_every_few_hours_beside_a_limit_is_a_daily_record_of_its_own() -> None:
    checks = _checks(
        _point(
            (
                "Trong mỗi ca làm việc, Người lao động có nhiệm vụ:",
                "During each shift, the Employee shall:",
            ),
            "giữ nhiệt độ kho mát không cao hơn 4°C và ghi sổ theo dõi nhiệt độ mỗi 04 giờ một "
            "lần;",
            "keep the chiller temperature not warmer than 4°C and record the temperature log "
            "every 4 hours;",
        )
    )
    assert checks == [("threshold_numeric", "<=", 4), ("evidence_presence", 1)]


def test_a_health_check_every_six_months_beside_a_yearly_training_is_its_own_item() -> None:
    checks = _checks(
        _proposals(
            "Người lao động tham gia huấn luyện phòng cháy định kỳ mỗi năm một lần và khám sức "
            "khỏe định kỳ 06 tháng một lần do Công ty tổ chức.",
            "The Employee shall attend fire safety training once a year and a periodic health "
            "check every 6 months organised by the Company.",
        )
    )
    assert checks == [("evidence_presence", 365), ("evidence_presence", 183)]


def test_the_employer_s_health_check_is_no_item() -> None:
    assert (
        _proposals(
            "Công ty tổ chức khám sức khỏe định kỳ cho Người lao động 06 tháng một lần.",
            "The Company arranges a periodic health check for the Employee every 6 months.",
        )
        == []
    )


def test_a_certificate_kept_valid_and_its_renewal_ahead_are_two_checks() -> None:
    checks = _checks(
        _proposals(
            "Người lao động phải duy trì chứng chỉ an toàn điện còn hiệu lực và nộp hồ sơ gia hạn "
            "chậm nhất 45 ngày trước ngày chứng chỉ hết hạn.",
            "The Employee shall keep a valid electrical safety certificate and submit the renewal "
            "application no later than 45 days before the certificate expires.",
        )
    )
    assert sorted(checks) == [("evidence_presence",), ("threshold_numeric", ">=", 45)]


@pytest.mark.parametrize(
    ("vi", "en"),
    [
        (  # bounds joined to bounds: a comma's matter, no duty of its own
            "Thời giờ làm việc là 08 giờ trong một ngày và 40 giờ trong một tuần, trong giới hạn "
            "không quá 08 giờ trong một ngày và không quá 48 giờ trong một tuần.",
            "Working hours are 8 hours a day and 40 hours a week, within the limits of 8 hours a "
            "day and 48 hours a week.",
        ),
        (  # the conditions of a milestone stay with it
            "Mục tiêu là bậc Trưởng nhóm (L4) trong thời hạn 36 tháng, với điều kiện Người lao "
            "động có chứng chỉ PMP và đã quản lý dự án ít nhất 12 tháng.",
            "The goal is the grade of Team Lead (L4) within 36 months, provided that the Employee "
            "holds a PMP certificate and has managed projects for at least 12 months.",
        ),
    ],
)
def test_numbers_joined_by_and_that_open_no_duty_give_one_item(vi: str, en: str) -> None:
    assert len(_proposals(vi, en, kind="total_rewards_appendix")) == 1


# --- a KPI table's stated weights ---------------------------------------------------------

_KPI_HEADER = ("STT | Chỉ tiêu | Tỷ trọng | Mục tiêu", "No. | Indicator | Weight | Target")


def _kpi_table(*rows: tuple[str, str]) -> list[tuple[str, str]]:
    vi = "\n".join([_KPI_HEADER[0], *(row[0] for row in rows)])
    en = "\n".join([_KPI_HEADER[1], *(row[1] for row in rows)])
    documents = _set(
        CitableClause("§2.1", "2.1", "2.1", vi, en, None), kind="total_rewards_appendix"
    )
    return [
        (proposal.fields["weight"], proposal.quote_vi or "")
        for proposal in RulesProposer().propose(documents)
    ]


def test_a_kpi_tables_stated_weights_share_out_the_tables_weight_as_signed() -> None:
    """A user trial: the table said 60 % / 40 % and GENIE gave both rows its default weight.
    The rows now weigh 3 : 2, and the table as much as before in all."""
    unweighted = _kpi_table(
        ("1 | Hiệu suất chuyền | — | Từ 75% trở lên", "1 | Line efficiency | — | 75% or more"),
        ("2 | Tỷ lệ hàng đạt | — | Từ 95% trở lên", "2 | Right first time | — | 95% or more"),
    )
    weighted = _kpi_table(
        ("1 | Hiệu suất chuyền | 60% | Từ 75% trở lên", "1 | Line efficiency | 60% | 75% or more"),
        ("2 | Tỷ lệ hàng đạt | 40% | Từ 95% trở lên", "2 | Right first time | 40% | 95% or more"),
    )
    assert len(unweighted) == len(weighted) == 2
    first_weight, second_weight = (float(weight) for weight, _ in weighted)
    assert first_weight / second_weight == pytest.approx(1.5, abs=0.01)
    assert first_weight + second_weight == pytest.approx(
        sum(float(weight) for weight, _ in unweighted), abs=0.02
    )


def test_a_table_whose_rows_do_not_all_state_a_weight_keeps_genies_own() -> None:
    rows = _kpi_table(
        ("1 | Hiệu suất chuyền | 60% | Từ 75% trở lên", "1 | Line efficiency | 60% | 75% or more"),
        ("2 | Tỷ lệ hàng đạt | — | Từ 95% trở lên", "2 | Right first time | — | 95% or more"),
    )
    assert len(rows) == 2 and rows[0][0] == rows[1][0]
