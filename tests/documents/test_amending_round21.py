"""Appendix round 21 (2026-12-07): changes of meaning left stored by round 20 and the blind
round 21 pairs, each now refused beside its faithful translation, still made."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.documents.test_amending_lists_and_translations import (
    _made_as_worded,
    _new_wording,
    _refused_as_disagreeing,
)
from tests.documents.test_consolidation import _amended


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        # a job's seniority: another rank, or one the Vietnamese does not give
        (
            "Chức danh của người lao động là Kỹ sư phần mềm cao cấp.",
            "The employee's position is Principal Software Engineer.",
        ),
        (
            "Chức danh của người lao động là Chuyên viên tuyển dụng.",
            "The employee's position is Senior Recruitment Specialist.",
        ),
        (
            "Chức danh của người lao động là Thực tập sinh phân tích dữ liệu.",
            "The employee's position is Junior Data Analyst.",
        ),
        ("Chức danh: Kỹ sư phần mềm cao cấp.", "Position: Junior Software Engineer."),
    ],
)
def test_another_seniority_is_refused(tmp_path: Path, vietnamese: str, english: str) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Chức danh của người lao động là Kỹ sư phần mềm cao cấp.",
            "The employee's position is Senior Software Engineer.",
        ),
        (
            "Chức danh của người lao động là Chuyên viên tuyển dụng.",
            "The employee's position is Recruitment Specialist.",
        ),
        # ("chính" is a rank of its own some translate "senior")
        (
            "Chức danh của người lao động là Chuyên viên chính phòng Tài chính.",
            "The employee's position is Senior Specialist in the Finance Department.",
        ),
        (
            "Chức danh của người lao động là Thực tập sinh phân tích dữ liệu.",
            "The employee's position is Data Analyst Intern.",
        ),
        ("Cán bộ quản lý được cấp máy tính xách tay.", "Senior staff are provided a laptop."),
        ("Quản lý cấp cao được cấp xe công tác.", "Senior managers are provided a company car."),
        (
            "Kỹ sư trưởng dự án phê duyệt bản vẽ thi công.",
            "The Principal Project Engineer approves the shop drawings.",
        ),
        (
            "Người lao động phụ trách dòng sản phẩm cao cấp của Công ty.",
            "The employee is in charge of the Company's premium product line.",
        ),
    ],
)
def test_the_seniority_kept_is_made(tmp_path: Path, vietnamese: str, english: str) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        # another party provides or pays
        (
            "Chi phí đào tạo cho người lao động do Công ty chi trả.",
            "The employee pays for his own training.",
        ),
        (
            "Công ty cung cấp máy tính xách tay cho người lao động.",
            "The employee provides his own laptop.",
        ),
        (
            "Người lao động tự trang bị máy tính cá nhân khi làm việc tại nhà.",
            "The Company provides the employee with a laptop for work at home.",
        ),
        # some employees made all
        (
            "Người lao động làm việc xa nhà được hỗ trợ tiền thuê nhà 2.000.000 đồng/tháng.",
            "All employees receive VND 2,000,000 a month towards rent.",
        ),
        # a share of another base
        ("Hoa hồng bằng 3% doanh thu.", "Commission is 3% of profit."),
        # another rate of recurrence, none alike
        (
            "Người lao động được thưởng theo mùa vụ 3.000.000 đồng.",
            "The employee receives a monthly bonus of VND 3,000,000.",
        ),
        # (these two refused before too, by the times counted: guards)
        ("Công ty thanh toán tiền lương hai tuần một lần.", "The Company pays salary weekly."),
        ("Tiền lương được trả nửa tháng một lần.", "Salary is paid monthly."),
        (
            "Thưởng hiệu suất được xét theo quý.",
            "The performance bonus is reviewed every six months.",
        ),
    ],
)
def test_another_party_scope_base_or_rate_is_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Công ty cung cấp đồng phục cho người lao động.",
            "The Company provides the employee with uniforms.",
        ),
        (
            "Công ty cung cấp máy tính xách tay cho người lao động.",
            "A laptop is provided to the employee by the Company.",
        ),
        (
            "Người lao động làm việc xa nhà được hỗ trợ tiền thuê nhà 2.000.000 đồng/tháng.",
            "Employees working away from home receive VND 2,000,000 a month towards rent.",
        ),
        ("Hoa hồng bằng 3% doanh thu.", "Commission equals 3% of turnover."),
        ("Thưởng doanh số bằng 2% lợi nhuận gộp.", "The sales bonus is 2% of gross profit."),
        ("Công ty thanh toán tiền lương hai tuần một lần.", "The Company pays salary fortnightly."),
        ("Tiền lương được trả nửa tháng một lần.", "Salary is paid twice a month."),
        (
            "Đánh giá hiệu quả công việc 06 tháng một lần.",
            "Performance is appraised semi-annually.",
        ),
        ("Thưởng một tháng lương, 02 lần mỗi năm.", "One month's salary, paid twice a year."),
        (
            "Phụ cấp 500.000 đồng/tháng, được xét điều chỉnh hằng năm.",
            "An allowance of VND 500,000 a month, reviewed every year.",
        ),
        ("Làm việc 8 giờ/ngày, 48 giờ/tuần.", "Work 8 hours a day and 48 hours a week."),
        (
            "Thưởng hiệu suất được xét theo quý.",
            "The performance bonus is reviewed every three months.",
        ),
        (
            "Cứ mỗi 05 năm làm việc, số ngày phép năm tăng thêm 01 ngày.",
            "For every five years of service, annual leave increases by one day.",
        ),
    ],
)
def test_the_party_scope_base_and_rate_kept_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


# an amount of money however small is stated by both languages: "VND 500" is no "500 nghìn
# đồng" (round 21 had it stored, a thousandth of the allowance)
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Phụ cấp ăn trưa: 500 nghìn đồng/tháng.", "Lunch allowance: VND 500 per month."),
        ("Phụ cấp ăn trưa: 500.000 đồng/tháng.", "Lunch allowance: 500 VND per month."),
        ("Phụ cấp gửi xe: 150 đồng/ngày.", "Parking allowance: VND 150 thousand a day."),
    ],
)
def test_an_amount_of_money_a_thousand_times_smaller_is_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Phụ cấp ăn trưa: 500 nghìn đồng/tháng.", "Lunch allowance: VND 500,000 per month."),
        ("Phí đào tạo: 500 USD mỗi khóa.", "Training fee: USD 500 per course."),
        ("Phí đào tạo: 500 đô la Mỹ mỗi khóa.", "Training fee: US$500 per course."),
        ("Phụ cấp gửi xe: 150 nghìn đồng/tháng.", "Parking allowance: VND 150k a month."),
    ],
)
def test_the_amount_of_money_kept_is_made(tmp_path: Path, vietnamese: str, english: str) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


# Round 21's faithful translations refused, each now made
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Người lao động phải bảo mật thông tin khách hàng và hồ sơ nhân sự của Công ty.",
            "The employee must keep customer information and staff records of the Company "
            "confidential.",
        ),
        (
            "Người lao động không được tiết lộ thông tin về khách hàng và đối tác của Công ty.",
            "Information on the Company's clients and business associates must not be disclosed "
            "by the employee.",
        ),
        (
            "Công ty cấp cho công nhân găng tay và kính bảo hộ.",
            "Workers are issued with gloves and eye protectors by the Company.",
        ),
        (
            "Công ty trang bị mũ bảo hộ và găng tay cho người lao động làm việc tại công trường.",
            "The Company equips employees working on site with a hardhat and gloves.",
        ),
        (
            "Hợp đồng được lập thành 02 bản, người lao động giữ 01 bản, Công ty giữ 01 bản.",
            "The contract is made in two copies, one for each party.",
        ),
        (
            "Mọi thông báo được gửi cho người lao động và Công ty theo địa chỉ ghi trong hợp đồng.",
            "All notices are sent to each of the parties at the address in the contract.",
        ),
        (
            "Công ty bố trí chỗ ở miễn phí cho người lao động làm việc tại nhà máy.",
            "The Company provides accommodation to factory employees without charging rent.",
        ),
        ("Công ty không thu phí gửi xe của người lao động.", "Parking costs the employee nothing."),
        (
            "Người lao động được khám sức khỏe định kỳ hằng năm miễn phí.",
            "The employee has an annual medical check-up paid for in full by the Company.",
        ),
        (
            "Người lao động phải báo ngay cho Công ty khi bị ốm và nộp giấy nghỉ ốm trong 03 ngày.",
            "The employee must inform the Company straight away when ill and submit a sick note "
            "within three days.",
        ),
        (
            "Người lao động phải báo ngay cho quản lý trực tiếp khi xảy ra sự cố an toàn.",
            "Any safety incident must be reported to the line manager without delay.",
        ),
        ("Chức danh: Trợ lý Tổng Giám đốc.", "Position: Assistant to the General Director."),
        (
            "Người lao động làm việc tại Phòng Hành chính - Nhân sự.",
            "The employee works in the HR and Admin Department.",
        ),
        ("Thời hạn hợp đồng là 24 tháng.", "The contract term is two years."),
        (
            "Thời hạn hợp đồng là 36 tháng kể từ ngày ký.",
            "The contract runs for three years from signing.",
        ),
        ("Thời gian nghỉ giữa ca là 30 phút.", "The mid-shift break is half an hour."),
        ("Thưởng Tết: 1,5 tháng lương.", "Tet bonus: one and a half months' salary."),
    ],
)
def test_faithful_new_wording_round_twenty_one_found_refused_is_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


# ... and beside them, what they must not let through
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        # at the employee's expense is no free of charge
        (
            "Người lao động được khám sức khỏe định kỳ hằng năm miễn phí.",
            "The employee has an annual medical check-up at the employee's expense.",
        ),
        # a date for a length of service: the twelve months left out
        (
            "Người lao động đã làm việc đủ 12 tháng được hưởng thưởng cuối năm.",
            "Every employee in service on 31 December receives the year-end bonus.",
        ),
        ("Thời hạn hợp đồng là 24 tháng.", "The contract term is three years."),
        ("Thời gian nghỉ giữa ca là 30 phút.", "The mid-shift break is half a day."),
    ],
)
def test_their_neighbours_of_another_meaning_are_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        # at once given a later time
        (
            "Khi phát hiện rò rỉ dữ liệu, người lao động phải thông báo ngay cho bộ phận Công "
            "nghệ thông tin.",
            "On discovering a data leak, the employee must notify the IT department by the end "
            "of the day.",
        ),
        (
            "Công ty thanh toán ngay các khoản chi phí công tác sau khi nhận đủ chứng từ.",
            "The Company reimburses business expenses within 30 days of receiving all supporting "
            "documents.",
        ),
        # at least turned to at most
        (
            "Nhân viên có thâm niên từ 05 năm trở lên được thêm 01 ngày phép.",
            "Staff with five years' service or below receive one extra day of leave.",
        ),
        # another owner, however the English words it
        (
            "Mọi sản phẩm do người lao động tạo ra trong quá trình làm việc thuộc quyền sở hữu "
            "của Công ty.",
            "All work products created by the employee in the course of employment remain the "
            "employee's property.",
        ),
        (
            "Toàn bộ sáng chế của người lao động trong thời gian làm việc thuộc quyền sở hữu của "
            "Công ty.",
            "The employee retains ownership of all inventions made during employment.",
        ),
        (
            "Công ty sở hữu mọi sáng chế do người lao động tạo ra trong thời gian làm việc.",
            "The employee owns all inventions he creates during employment.",
        ),
        (
            "Sản phẩm do người lao động tạo ra ngoài giờ làm việc thuộc quyền sở hữu của người "
            "lao động.",
            "Work the employee creates outside working hours is the Company's.",
        ),
        # a rank the Vietnamese does not give
        ("Chức danh: Chuyên viên Pháp chế.", "Position: Senior Legal Counsel."),
        # days made weekdays, minutes seconds, a week a month
        ("Mỗi bên báo trước 45 ngày.", "Each party gives 45 weekdays' notice."),
        ("Thời gian nghỉ trưa là 60 phút.", "The lunch break is 60 seconds."),
        (
            "Người lao động làm việc 08 giờ/ngày, 05 ngày/tuần.",
            "The employee works eight hours a day, five days a month.",
        ),
        # a time limit made a time after
        (
            "Người lao động phải phản hồi trong vòng 07 ngày kể từ ngày nhận được thông báo.",
            "The employee must respond seven days after receiving the notice.",
        ),
        (
            "Công ty thanh toán các khoản còn nợ trong thời hạn 30 ngày kể từ ngày chấm dứt "
            "hợp đồng.",
            "Outstanding amounts are settled by the Company 30 days after the contract ends.",
        ),
        # a one-off made recurring, or recurring made a one-off
        (
            "Công ty hỗ trợ một lần 3.000.000 đồng chi phí mua thiết bị làm việc tại nhà.",
            "The Company pays VND 3,000,000 every six months towards home-office equipment.",
        ),
        (
            "Công ty hỗ trợ một lần 2.000.000 đồng chi phí học tiếng Anh.",
            "The Company pays VND 2,000,000 biannually towards English lessons.",
        ),
        (
            "Công ty hỗ trợ 5.000.000 đồng hằng năm cho việc học ngoại ngữ.",
            "The Company provides a one-off VND 5,000,000 for language learning.",
        ),
    ],
)
def test_round_twenty_one_changes_of_meaning_are_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Công ty thanh toán ngay các khoản chi phí công tác sau khi nhận đủ chứng từ.",
            "The Company reimburses business expenses immediately on receiving all supporting "
            "documents.",
        ),
        (
            "Nhân viên có thâm niên từ 05 năm trở lên được thêm 01 ngày phép.",
            "Staff with five or more years' service receive one extra day of leave.",
        ),
        (
            "Mọi sản phẩm do người lao động tạo ra trong quá trình làm việc thuộc quyền sở hữu "
            "của Công ty.",
            "All work products created by the employee in the course of employment remain the "
            "Company's property.",
        ),
        (
            "Công ty sở hữu mọi sáng chế do người lao động tạo ra trong thời gian làm việc.",
            "The Company owns all inventions the employee creates during employment.",
        ),
        ("Chức danh: Chuyên viên Pháp chế.", "Position: Legal Specialist."),
        ("Thời gian nghỉ trưa là 60 phút.", "The lunch break is one hour."),
        (
            "Người lao động làm việc 08 giờ/ngày, 05 ngày/tuần.",
            "Working time is 8 hours per day and 5 days per week.",
        ),
        ("Ca làm việc kéo dài 8 giờ, mỗi tuần 6 ngày.", "Each shift lasts 8 hours, 6 days a week."),
        (
            "Người lao động phải phản hồi trong vòng 07 ngày kể từ ngày nhận được thông báo.",
            "The employee must respond no later than seven days after receiving the notice.",
        ),
        (
            "Công ty thanh toán các khoản còn nợ trong thời hạn 30 ngày kể từ ngày chấm dứt "
            "hợp đồng.",
            "Outstanding amounts are settled by the Company within 30 days after the contract "
            "ends.",
        ),
        # (how long, not a time limit)
        (
            "Người lao động không được tham gia kinh doanh trong lĩnh vực phần mềm ngân hàng tại "
            "Việt Nam trong thời gian 06 tháng sau khi chấm dứt hợp đồng.",
            "For six months after termination, the employee may not engage in the banking "
            "software business in Vietnam.",
        ),
        (
            "Công ty hỗ trợ một lần 2.000.000 đồng chi phí học tiếng Anh.",
            "The Company pays a one-off VND 2,000,000 towards English lessons.",
        ),
    ],
)
def test_round_twenty_one_neighbours_kept_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


# A review of the checks above: faithful translations their first wording refused, each made
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Kỹ sư phần mềm cao cấp hướng dẫn sinh viên thực tập.",
            "Senior Software Engineers supervise interns.",
        ),
        (
            "Kỹ sư cao cấp có trách nhiệm kèm cặp học viên.",
            "Senior engineers are responsible for coaching trainees.",
        ),
        (
            "Nhiệm vụ chính của kỹ sư là thiết kế phần mềm.",
            "The principal duties of engineers are to design software.",
        ),
        ("Quản lý cấp cao hướng dẫn nhân viên cấp dưới.", "Senior managers mentor junior staff."),
        (
            "Thực tập sinh chịu sự hướng dẫn của Kỹ sư trưởng.",
            "Interns are supervised by the Senior Engineer.",
        ),
        (
            "Thực tập sinh được Chuyên viên phân tích dữ liệu cao cấp hướng dẫn.",
            "Interns are mentored by a Senior Data Analyst.",
        ),
        (
            "Nếu người lao động làm mất thẻ ra vào do Công ty cấp, người lao động bồi hoàn.",
            "If the employee loses an access card issued by the Company, the employee pays for it.",
        ),
        (
            "Chi phí đồng phục do người lao động chi trả trước sẽ được Công ty hoàn lại.",
            "The Company reimburses the cost of uniforms the employee has paid in advance.",
        ),
        (
            "Người lao động trả lời khách hàng qua hệ thống được Công ty cấp.",
            "The employee answers customers through the system the Company provides.",
        ),
        (
            "Người lao động chịu trách nhiệm bảo quản thiết bị; Công ty chi trả chi phí sửa chữa.",
            "The employee is responsible for the equipment; the Company pays for repairs.",
        ),
        (
            "Người lao động được khám sức khỏe 02 lần/năm.",
            "The employee has health checks twice a year.",
        ),
        (
            "Người lao động được khám sức khỏe mỗi năm bốn lần.",
            "The employee has health checks four times a year.",
        ),
        (
            "Người lao động làm việc xa nhà được hỗ trợ; mỗi người lao động nhận 500.000 đồng.",
            "Employees working away from home are supported; each employee gets VND 500,000.",
        ),
        (
            "Người lao động chưa ký hợp đồng chính thức được cấp đồng phục.",
            "All employees not yet on an official contract are issued uniforms.",
        ),
    ],
)
def test_faithful_neighbours_a_review_found_refused_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Phạt 500.000 đồng khi đi muộn.", "A fine of VND 500 000 for lateness."),
        ("Phạt 50 nghìn đồng khi đi muộn.", "A fine of VND 50 k for lateness."),
    ],
)
def test_an_amount_written_with_a_space_or_a_scale_is_one_amount(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    """ "VND 500 000", "VND 50 k": read apart, "500" and "50" had been amounts of their own
    the Vietnamese does not state. (The languages' amounts are then compared as before: a
    number the English writes so is no difference.)"""
    clauses, _ = _amended(tmp_path, _new_wording(vietnamese, english))
    assert clauses["§4.1"].text_en == english
