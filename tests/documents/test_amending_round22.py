"""Appendix round 22 (blind, 426 cases, 2026-12-07): forms of change and faithful
translations it found refused, each now made; a place said otherwise still refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.consolidation import Op, Why
from tests.documents.test_amending_lists_and_translations import (
    _made_as_worded,
    _refused_as_disagreeing,
)
from tests.documents.test_consolidation import _amended, _article, _refused

_CONFIDENTIALITY_VI = (
    "“Điều 5. Bảo mật\n\n5.1. Người lao động giữ bí mật thông tin khách hàng của Công ty.”"
)
_CONFIDENTIALITY_EN = (
    "“Article 5. Confidentiality\n\n5.1. The employee keeps the Company's customer information "
    "confidential.”"
)


@pytest.mark.parametrize(
    ("placed_vi", "placed_en"),
    [
        (
            "Bổ sung Điều 5 vào sau Điều 4 của Hợp đồng như sau:",
            "Article 5 is inserted after Article 4 of the Contract as follows:",
        ),
        ("Bổ sung Điều 5 ngay sau Điều 4 như sau:", "Article 5 is added as follows:"),
        ("Bổ sung Điều 5 như sau:", "Article 5 is added after Article 4 as follows:"),
    ],
)
def test_an_article_added_after_the_one_it_is_said_to_follow(
    tmp_path: Path, placed_vi: str, placed_en: str
) -> None:
    """Round 22: "Bổ sung Điều 5 vào sau Điều 4 như sau: …" had been refused (clause_unclear:
    "Điều 4" read as a second article changed); the same without the place was made."""
    clauses, changes = _amended(
        tmp_path,
        _article(f"{placed_vi}\n\n{_CONFIDENTIALITY_VI}", f"{placed_en}\n\n{_CONFIDENTIALITY_EN}"),
    )
    assert [(change.op, change.ref) for change in changes] == [(Op.INSERT, "§5")]
    assert list(clauses).index("§5") == list(clauses).index("§4.2") + 1
    assert clauses["§5.1"].text_en == (
        "The employee keeps the Company's customer information confidential."
    )


def test_an_article_said_to_follow_another_than_the_one_before_it_is_refused(
    tmp_path: Path,
) -> None:
    body = _article(
        f"Bổ sung Điều 5 vào sau Điều 3 như sau:\n\n{_CONFIDENTIALITY_VI}",
        f"Article 5 is added after Article 3 as follows:\n\n{_CONFIDENTIALITY_EN}",
    )
    assert _refused(tmp_path, body) == [("Điều 5 vào sau Điều 3", Why.PLACED_OTHERWISE)]


@pytest.mark.parametrize(
    ("verb_vi", "verb_en", "old", "new"),
    [
        ("rút ngắn", "shortened", "14 ngày xuống 07 ngày", "7 days"),
        ("kéo dài", "extended", "14 ngày lên 20 ngày", "20 days"),
    ],
)
def test_a_period_shortened_or_extended_from_one_to_another(
    tmp_path: Path, verb_vi: str, verb_en: str, old: str, new: str
) -> None:
    """ "… được rút ngắn từ 14 ngày xuống 07 ngày" had been no change understood ("điều chỉnh
    từ … xuống" was)."""
    old_en = "from 14 days to " + new
    clauses, changes = _amended(
        tmp_path,
        _article(
            f"Thời hạn thanh toán tại khoản 6.3 Điều 6 được {verb_vi} từ {old}.",
            f"The payment period in Clause 6.3 of Article 6 is {verb_en} {old_en}.",
        ),
    )
    assert [(change.op, change.ref) for change in changes] == [(Op.REWORD, "§6.3")]
    assert clauses["§6.3"].text_en == f"The Company settles all payments within {new}."


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Nhân viên chưa hết thời gian thử việc không được hưởng phụ cấp điện thoại.",
            "Staff still on probation are not entitled to the telephone allowance.",
        ),
        (
            "Kết quả thử việc được thông báo chậm nhất 03 ngày trước khi hết thời gian thử việc.",
            "The probation result is notified no later than three days before the probation "
            "period ends.",
        ),
        (
            "Nếu không có thỏa thuận khác, thời giờ làm việc là 08 giờ/ngày.",
            "Unless otherwise agreed, working hours are 8 hours a day.",
        ),
        (
            "Người lao động đóng 8% tiền lương vào BHXH, 1,5% vào BHYT và 1% vào BHTN.",
            "The employee contributes 8% of salary to social insurance, 1.5% to health insurance "
            "and 1% to unemployment insurance.",
        ),
        (
            "Lao động là người nước ngoài được nghỉ thêm 01 ngày Tết cổ truyền dân tộc và 01 ngày "
            "Quốc khánh của nước họ.",
            "Foreign employees get one extra day off for their traditional New Year and one for "
            "their own National Day.",
        ),
        (
            "Sáng chế do người lao động tạo ra ngoài giờ làm việc và không sử dụng tài sản của "
            "Công ty thuộc về người lao động.",
            "Inventions the employee makes outside working hours without using Company "
            "resources belong to the employee.",
        ),
    ],
)
def test_faithful_new_wording_round_twenty_two_found_refused_is_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


# Round 22's changes of meaning among named kinds: a form of discipline, a kind of leave, a
# calendar, a kind of contract, a sex, a unit, a currency, the day overtime is worked on
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Các hình thức xử lý kỷ luật lao động gồm: khiển trách; kéo dài thời hạn nâng lương "
            "không quá 06 tháng; cách chức; sa thải.",
            "The forms of labour discipline are: reprimand; extension of the salary-increment "
            "period by no more than six months; suspension; dismissal.",
        ),
        (
            "Người lao động vi phạm lần đầu bị khiển trách.",
            "A first offence is punished by a written warning and a fine.",
        ),
        (
            "Người lao động có hành vi trộm cắp tài sản của Công ty bị xử lý kỷ luật sa thải.",
            "An employee who steals Company property is subject to demotion.",
        ),
        (
            "Người lao động được nghỉ phép năm 14 ngày làm việc hưởng nguyên lương.",
            "The employee is entitled to 14 working days of paid sick leave.",
        ),
        (
            "Người lao động được nghỉ 05 ngày Tết Âm lịch hưởng nguyên lương.",
            "The employee has five days of fully paid leave for the Gregorian New Year.",
        ),
        (
            "Người lao động làm việc theo hợp đồng không xác định thời hạn phải báo trước ít nhất "
            "45 ngày.",
            "An employee on a fixed-term contract must give at least 45 days' notice.",
        ),
        (
            "Tuổi nghỉ hưu của người lao động nam là 62 tuổi.",
            "The retirement age for female employees is 62.",
        ),
        (
            "Người lao động ở cách nơi làm việc trên 30 km được hỗ trợ đi lại.",
            "Employees living more than 30 miles from the workplace receive travel support.",
        ),
        (
            "Người lao động được hỗ trợ 20 USD mỗi ngày công tác nước ngoài.",
            "The employee receives a per diem of EUR 20 for each day of business abroad.",
        ),
        (
            "Làm thêm vào ngày nghỉ hằng tuần được trả ít nhất 200%.",
            "Overtime on public holidays is paid at a minimum of 200%.",
        ),
    ],
)
def test_another_kind_named_is_refused(tmp_path: Path, vietnamese: str, english: str) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Các hình thức xử lý kỷ luật lao động gồm: khiển trách; kéo dài thời hạn nâng lương "
            "không quá 06 tháng; cách chức; sa thải.",
            "The forms of labour discipline are: reprimand; extension of the salary-increment "
            "period by no more than six months; demotion; dismissal.",
        ),
        (
            "Người lao động bị cách chức khi vi phạm nghiêm trọng.",
            "The employee is removed from office for a serious breach.",
        ),
        (
            "Người lao động được nghỉ việc riêng 03 ngày khi kết hôn.",
            "The employee is entitled to three days of personal leave on marriage.",
        ),
        (
            "Người lao động được nghỉ Tết Âm lịch 05 ngày.",
            "The employee has five days off for the Lunar New Year (Tet).",
        ),
        (
            "Người lao động được nghỉ Tết Dương lịch 01 ngày.",
            "The employee has one day off on New Year's Day.",
        ),
        (
            "Hợp đồng này là hợp đồng lao động xác định thời hạn 24 tháng.",
            "This is a fixed-term labour contract of 24 months.",
        ),
        (
            "Người lao động làm việc theo hợp đồng không xác định thời hạn phải báo trước ít nhất "
            "45 ngày.",
            "An employee on an open-ended contract must give at least 45 days' notice.",
        ),
        (
            "Lao động nữ được nghỉ thai sản 06 tháng.",
            "Female employees have six months of maternity leave.",
        ),
        (
            "Người lao động được hỗ trợ 20 USD mỗi ngày công tác nước ngoài.",
            "The employee receives a per diem of US$20 for each day of business abroad.",
        ),
        (
            "Làm thêm vào ngày nghỉ hằng tuần được trả ít nhất 200%.",
            "Overtime on weekly rest days is paid at least 200%.",
        ),
        (
            "Làm thêm vào ngày lễ, Tết được trả ít nhất 300%.",
            "Overtime on public holidays and Tet is paid at least 300%.",
        ),
    ],
)
def test_the_kind_named_kept_is_made(tmp_path: Path, vietnamese: str, english: str) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


# A second review's: faithful translations the kinds' first wording refused, each made
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Người lao động bị khiển trách hai lần trong 12 tháng có thể bị cách chức.",
            "An employee reprimanded twice within 12 months may be relieved of managerial duties.",
        ),
        (
            "Trước khi sa thải, Công ty gửi cảnh báo bằng văn bản cho người lao động.",
            "Before dismissal, the Company sends the employee a written warning.",
        ),
        (
            "Người lao động có quyền khiếu nại quyết định khiển trách hoặc sa thải.",
            "The employee may appeal against a decision to reprimand or discharge them.",
        ),
        (
            "Công ty có thể sa thải người lao động mà không báo trước.",
            "The Company may dismiss the employee without warning.",
        ),
        (
            "Phép năm chưa nghỉ hết được chuyển sang quý I năm sau; ngày nghỉ ốm không được "
            "chuyển.",
            "Unused vacation days carry over to the first quarter of the next year; sick days do "
            "not.",
        ),
        (
            "Lao động nam được nghỉ 05 ngày khi vợ sinh con, ngoài ngày phép năm.",
            "A male employee gets 5 days off when his wife gives birth, on top of annual leave.",
        ),
        (
            "Người lao động được nghỉ Tết Dương lịch 01 ngày và Tết Âm lịch 05 ngày.",
            "The employee has one day off on New Year's Day and five days off at Tet.",
        ),
        (
            "Sau hai lần ký hợp đồng xác định thời hạn, hợp đồng tiếp theo là hợp đồng không xác "
            "định thời hạn.",
            "After two fixed-term contracts, the next contract is a permanent one.",
        ),
        (
            "Người lao động làm việc theo hợp đồng xác định thời hạn 12 tháng được hưởng chế độ "
            "như người làm việc theo hợp đồng không xác định thời hạn.",
            "Employees on 12-month contracts receive the same benefits as those on permanent "
            "contracts.",
        ),
        (
            "Người lao động nam và nữ được hưởng mức lương như nhau cho cùng công việc.",
            "Men and women receive equal pay for the same work.",
        ),
        (
            "Mức lương 2.000 USD/tháng, tương đương khoảng 50 triệu đồng.",
            "Salary of USD 2,000 per month, about VND 50 million.",
        ),
        (
            "Mức lương 2.000 USD/tháng, trả bằng đồng Việt Nam theo tỷ giá ngày thanh toán.",
            "Salary of USD 2,000 per month, paid in Vietnam's currency at the exchange rate on "
            "the payment date.",
        ),
        (
            "Làm thêm giờ vào ngày thường được trả 150%, ngày nghỉ hằng tuần 200%, ngày lễ 300%.",
            "Overtime is paid at 150% on weekdays, 200% at weekends and 300% on holidays.",
        ),
        (
            "Làm việc vào ngày nghỉ hằng tuần hoặc dịp Tết được trả 300%.",
            "Work on weekly days off or over the Tet holiday is paid at 300%.",
        ),
        (
            "Người lao động có 02 đồng nghiệp hỗ trợ, và được cấp 500 USD công tác phí.",
            "The employee is supported by two colleagues and receives USD 500 in travel expenses.",
        ),
        (
            "Quản lý cấp cao hướng dẫn nhân viên cấp dưới.",
            "Senior managers guide their subordinates.",
        ),
        (
            "Nếu không có thỏa thuận khác, thời giờ làm việc là 08 giờ/ngày.",
            "Unless the parties agree otherwise, working hours are 8 hours a day.",
        ),
    ],
)
def test_faithful_neighbours_of_the_kinds_a_second_review_found_refused_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        # some employees made all, the Vietnamese's "each" notwithstanding
        (
            "Người lao động làm việc xa nhà được hỗ trợ nhà ở; mỗi người lao động nhận 2.000.000 "
            "đồng/tháng.",
            "All employees receive housing support of VND 2,000,000 a month each.",
        ),
        # the parties' "otherwise agreed" is no one party's decision
        (
            "Nếu không có thỏa thuận khác, thời giờ làm việc là 08 giờ/ngày.",
            "Unless the Director decides otherwise, working hours are 8 hours a day.",
        ),
    ],
)
def test_changes_a_second_review_found_let_through_are_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


def test_a_clause_placed_after_another_of_an_article_named_in_english(tmp_path: Path) -> None:
    """ "… after Article 4's Clause 4.2": the clause named, not the article."""
    clauses, _ = _amended(
        tmp_path,
        _article(
            "Bổ sung khoản 4.3 vào Điều 4 như sau:\n\n“4.3. Nghỉ ốm theo quy định của pháp luật.”",
            "The following Clause 4.3 is added after Article 4's Clause 4.2:\n\n“4.3. Sick leave "
            "as provided by law.”",
        ),
    )
    assert clauses["§4.3"].text_en == "Sick leave as provided by law."


# Round 22's ages bounded the other way or counted in other units, a list made a choice, the
# Company's staff made its suppliers
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Công ty không tuyển dụng người dưới 15 tuổi.",
            "The Company does not hire anyone over the age of 15.",
        ),
        (
            "Người lao động có con dưới 12 tháng tuổi được nghỉ 60 phút mỗi ngày.",
            "Employees with a child under 12 years old are entitled to a 60-minute break each day.",
        ),
        (
            "Người lao động từ đủ 55 tuổi được khám sức khỏe 06 tháng một lần.",
            "Employees under 55 have a health check every six months.",
        ),
        (
            "Người lao động phải nộp bằng tốt nghiệp và chứng chỉ tiếng Anh.",
            "The employee must submit a degree certificate or an English certificate.",
        ),
        (
            "Hồ sơ gồm đơn xin việc, sơ yếu lý lịch và giấy khám sức khỏe.",
            "The application file includes an application letter, a CV or a health certificate.",
        ),
        (
            "Người lao động không được lôi kéo khách hàng hoặc nhân viên của Công ty trong 24 "
            "tháng sau khi nghỉ việc.",
            "For two years after leaving, the employee may not solicit the Company's customers "
            "or suppliers.",
        ),
    ],
)
def test_an_age_a_choice_or_a_counterpart_otherwise_is_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Công ty không tuyển dụng người dưới 15 tuổi.",
            "The Company does not hire anyone younger than 15 years old.",
        ),
        (
            "Người lao động có con dưới 12 tháng tuổi được nghỉ 60 phút mỗi ngày.",
            "Employees with a child under 12 months of age are entitled to a 60-minute break "
            "each day.",
        ),
        (
            "Người lao động từ đủ 55 tuổi được khám sức khỏe 06 tháng một lần.",
            "Employees aged 55 or over have a health check every six months.",
        ),
        (
            "Người lao động không được tiết lộ thông tin khách hàng và giá bán.",
            "The employee must not disclose customer information or selling prices.",
        ),
        (
            "Thưởng 1 hoặc 2 tháng lương và quà Tết.",
            "A bonus of one or two months' salary plus a Tet gift.",
        ),
        (
            "Người lao động không được lôi kéo khách hàng hoặc nhân viên của Công ty trong 24 "
            "tháng sau khi nghỉ việc.",
            "For two years after leaving, the employee may not solicit the Company's customers "
            "or staff.",
        ),
        (
            "Người lao động phải bảo mật thông tin khách hàng và hồ sơ nhân sự của Công ty.",
            "The employee must keep customer information and staff records of the Company "
            "confidential.",
        ),
    ],
)
def test_the_age_the_list_and_the_counterpart_kept_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


# Round 22's events and months otherwise: the month a date falls in, which end of an event a
# time runs from, leave not yet taken made taken
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Lương được trả trước ngày 05 của tháng kế tiếp.",
            "Salary is paid by the 5th of the current month.",
        ),
        (
            "Người lao động nộp báo cáo chi phí trong vòng 07 ngày kể từ ngày kết thúc chuyến "
            "công tác.",
            "The employee submits the expense report within 7 days after the business trip begins.",
        ),
        (
            "Công ty trả lời khiếu nại trong thời hạn 15 ngày kể từ ngày nhận được khiếu nại.",
            "The Company responds to a complaint within 15 days of the complaint being sent.",
        ),
        (
            "Người lao động được thanh toán tiền phép năm chưa nghỉ khi nghỉ việc.",
            "On leaving, the employee is paid for annual leave taken.",
        ),
    ],
)
def test_another_month_event_or_leave_taken_is_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Lương được trả trước ngày 05 của tháng kế tiếp.",
            "Salary is paid by the 5th of the following month.",
        ),
        (
            "Lương tháng này được trả vào ngày 05 tháng sau.",
            "This month's salary is paid on the 5th of the following month.",
        ),
        (
            "Công ty thanh toán chi phí trong 07 ngày kể từ ngày kết thúc chuyến công tác.",
            "The Company pays the costs within 7 days of the end of the trip.",
        ),
        (
            "Công ty trả lời khiếu nại trong thời hạn 15 ngày kể từ ngày nhận được khiếu nại.",
            "The Company answers a complaint within 15 days of its receipt.",
        ),
        (
            "Số ngày phép năm còn lại được thanh toán khi nghỉ việc.",
            "Remaining annual leave days are paid out on leaving.",
        ),
        (
            "Người lao động được thanh toán tiền phép năm chưa nghỉ khi nghỉ việc.",
            "On leaving, the employee is paid for annual leave not yet taken.",
        ),
    ],
)
def test_the_month_event_and_leave_kept_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)
