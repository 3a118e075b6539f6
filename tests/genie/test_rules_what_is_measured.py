"""What a proposal measures must be what its clause says (a first-use review of the demo found
a published item checking the leave taken where the clause sets how far ahead it is booked,
and two approvals asking for one and the same evidence). Each test gives a small clause, made
up for it, and what the rules read from it."""

from __future__ import annotations

from tests.genie.test_rules_wordings import _proposals

_BOOKED_AHEAD = (
    "Người lao động phải đăng ký lịch nghỉ hằng năm với người quản lý trực tiếp ít nhất 05 ngày "
    "làm việc trước ngày bắt đầu nghỉ; khi nghỉ từ 02 ngày liên tục trở lên, Người lao động bàn "
    "giao công việc cho người được phân công.",
    "The Employee shall register annual leave with the line manager at least 5 working days "
    "before the first day of leave; when taking 2 or more consecutive days, the Employee hands "
    "over the work to the person assigned.",
)


def _measured(fields: list[dict]) -> list[tuple]:
    return [
        (item["check_type"], *(item["check_params"].get(k) for k in ("metric", "target", "signal")))
        for item in fields
    ]


def test_leave_booked_ahead_is_its_notice_not_the_leave() -> None:
    # (it had been "Annual leave ≥ 5 working days", metric annual_leave; with the condition
    # first in another wording, "≥ 2 days")
    assert _measured(_proposals(*_BOOKED_AHEAD)) == [("threshold_numeric", "leave_notice", 5, None)]


def test_the_leave_and_its_notice_in_one_clause_are_two_items() -> None:
    found = _proposals(
        "Nghỉ hằng năm: 14 ngày làm việc mỗi năm. Người lao động phải đăng ký lịch nghỉ hằng "
        "năm chậm nhất 07 ngày trước ngày nghỉ.",
        "Annual leave: 14 working days a year. The Employee must book annual leave at least 7 "
        "days before the first day of leave.",
    )
    assert _measured(found) == [
        ("threshold_numeric", "annual_leave", 14, None),
        ("threshold_numeric", "leave_notice", 7, None),
    ]


def test_approvals_gating_different_acts_ask_for_different_evidence() -> None:
    # (both had asked for "clause_approved": one observation satisfied both)
    disclosure = _proposals(
        "Người lao động không tiết lộ Thông tin bảo mật cho bên thứ ba, trừ trường hợp được Công "
        "ty chấp thuận trước bằng văn bản.",
        "The Employee undertakes not to disclose Confidential Information to any third party, "
        "except with the Company's prior written consent.",
        kind="nda_ip",
    )
    copying = _proposals(
        "Người lao động không được sao chép Thông tin bảo mật khi chưa được Công ty phê duyệt.",
        "The Employee shall not copy Confidential Information unless the Company has approved it.",
        kind="nda_ip",
    )
    signals = [item["check_params"]["signal"] for item in disclosure + copying]
    assert signals == ["no_unauthorized_disclosure", "no_unauthorized_copying"]


def test_a_limit_names_what_it_measures_from_the_words_after_its_number() -> None:
    # (it had been the generic metric "value")
    found = _proposals(
        "Người lao động hoàn thành ít nhất 40 giờ đào tạo chuyên môn mỗi năm.",
        "The Employee shall complete at least 40 hours of professional training each year.",
        kind="total_rewards_appendix",
    )
    assert [item["check_params"]["metric"] for item in found] == ["professional_training"]


def test_a_limit_read_as_a_right_in_english_is_named_from_its_english() -> None:
    found = _proposals(
        "Người lao động được làm việc từ xa không quá 02 ngày mỗi tuần.",
        "The Employee may work remotely for no more than 2 days per week.",
    )
    assert [item["check_params"]["metric"] for item in found] == ["work_remotely"]


def test_only_an_act_the_approval_gates_names_the_evidence() -> None:
    # a review found "no_unauthorized_unreasonably", "no_unauthorized_less": the first word
    # after any "not" had been taken for the act
    found = _proposals(
        "Người lao động chỉ được làm thêm giờ khi được Trưởng bộ phận phê duyệt trước; Công ty "
        "không từ chối phê duyệt một cách vô lý.",
        "The Employee may work overtime only with the prior approval of the Head of "
        "Department, which the Company shall not unreasonably withhold.",
    )
    signals = [item["check_params"].get("signal", "") for item in found]
    assert not any(signal.startswith("no_unauthorized_") for signal in signals)


def test_a_resignations_notice_is_no_leave_booked_ahead() -> None:
    found = _proposals(
        "Người lao động xin nghỉ việc phải báo trước cho Công ty ít nhất 30 ngày trước ngày nghỉ.",
        "The Employee resigning shall give the Company at least 30 days' notice before leaving.",
    )
    assert "leave_notice" not in [item["check_params"].get("metric") for item in found]
