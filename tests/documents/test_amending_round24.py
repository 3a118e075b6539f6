"""Appendix round 24 (blind, 513 cases, 2026-12-07): changes of meaning it found stored, each
now refused beside a faithful neighbour still made."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.consolidation import Op, Why
from tests.documents.test_amending_lists_and_translations import (
    _made_as_worded,
    _refused_as_disagreeing,
)
from tests.documents.test_consolidation import _amended, _article, _refused

# A bound counted in made one left out, or the other way round, no figure changing
_BOUNDS = [
    (
        "Hỗ trợ cho người lao động có thâm niên từ 02 năm trở lên.",
        "Support for employees with more than 2 years of service.",
        "Support for employees with 2 or more years of service.",
    ),
    (
        "Người lao động đi làm muộn quá 03 lần trong một tháng bị khiển trách.",
        "An employee late three or more times in a month is reprimanded.",
        "An employee late more than three times in a month is reprimanded.",
    ),
    (
        "Người lao động được nghỉ tối đa 05 ngày.",
        "The employee may take less than 5 days off.",
        "The employee may take up to 5 days off.",
    ),
    (
        "Người lao động dưới 18 tuổi không làm thêm giờ.",
        "Employees aged 18 or under do not work overtime.",
        "Employees under 18 do not work overtime.",
    ),
    (
        "Thời gian làm thêm không quá 40 giờ mỗi tháng.",
        "Overtime is less than 40 hours a month.",
        "Overtime does not exceed 40 hours a month.",
    ),
]

# Opposites each language says one of
_OPPOSITES = [
    (
        "Mức lương: 21.500.000 đồng/tháng (chưa bao gồm phụ cấp).",
        "Salary: VND 21,500,000 per month (allowances included).",
        "Salary: VND 21,500,000 per month (excluding allowances).",
    ),
    (
        "Mức lương: 21.500.000 đồng/tháng, đã bao gồm thuế thu nhập cá nhân.",
        "Salary: VND 21,500,000 per month, exclusive of personal income tax.",
        "Salary: VND 21,500,000 per month, including personal income tax.",
    ),
    (
        "Làm thêm vào ngày lễ được trả ít nhất 300% lương, chưa kể tiền lương ngày lễ.",
        "Overtime on holidays is paid at least 300% of wages, including the holiday pay.",
        "Overtime on holidays is paid at least 300% of wages, not including the holiday pay.",
    ),
    (
        "Thời gian thử việc có thể rút ngắn theo đề xuất của Trưởng bộ phận.",
        "The probation may be extended on the proposal of the Head of Department.",
        "The probation may be shortened on the proposal of the Head of Department.",
    ),
    (
        "Công ty tổ chức và chi trả toàn bộ chi phí nghỉ mát hằng năm.",
        "The Company organises an annual holiday and partly pays for it.",
        "The Company organises an annual holiday and pays for it in full.",
    ),
    (
        "Phụ cấp xăng xe cho người lao động thường xuyên đi công tác.",
        "A fuel allowance for employees who travel on business occasionally.",
        "A fuel allowance for employees who travel on business regularly.",
    ),
    (
        "Nếu ngày trả lương trùng ngày nghỉ, lương được trả vào ngày làm việc liền trước.",
        "If payday falls on a holiday, the salary is paid on the next working day.",
        "If payday falls on a holiday, the salary is paid on the preceding working day.",
    ),
    (
        "Ngày nghỉ hằng năm chưa sử dụng được Công ty thanh toán bằng tiền.",
        "Unused annual leave days are forfeited.",
        "Unused annual leave days are paid out by the Company.",
    ),
]


# What a figure is of, who decides, when: another one named, no figure changing
_NAMED_OTHERWISE = [
    (
        "Lương tháng 13 được trả vào tháng 12.",
        "The 13th-month salary is paid in January.",
        "The 13th-month salary is paid in December.",
    ),
    (
        "Tranh chấp không thương lượng được thì một bên có quyền yêu cầu Tòa án giải quyết.",
        "Failing negotiation, either party may refer the dispute to arbitration.",
        "Failing negotiation, either party may refer the dispute to a court.",
    ),
    (
        "Thưởng doanh số bằng 2% doanh thu thuần, trả hằng tháng.",
        "A sales bonus of 2% of gross revenue, paid monthly.",
        "A sales bonus of 2% of net revenue, paid monthly.",
    ),
    (
        "Lương được quy đổi theo tỷ giá bán ra của Vietcombank vào ngày trả lương.",
        "The salary is converted at Vietcombank's buying rate on the pay day.",
        "The salary is converted at Vietcombank's selling rate on the pay day.",
    ),
    (
        "Làm thêm giờ phải được Trưởng phòng phê duyệt trước bằng văn bản.",
        "Overtime must be approved in writing afterwards by the Head of Department.",
        "Overtime must be approved in writing in advance by the Head of Department.",
    ),
    (
        "Người lao động bồi hoàn chi phí đào tạo theo tỷ lệ tương ứng với thời gian còn lại.",
        "The employee repays the training costs in full, regardless of the time remaining.",
        "The employee repays the training costs pro rata to the time remaining.",
    ),
    (
        "Người lao động được cử đi công tác, mỗi lần không quá 15 ngày.",
        "The employee may be sent on business trips of no more than 15 days in total.",
        "The employee may be sent on business trips of no more than 15 days each time.",
    ),
    (
        "Mức đóng bảo hiểm xã hội là 8% tiền lương tháng đóng bảo hiểm.",
        "The social insurance contribution is 8% of total monthly income.",
        "The social insurance contribution is 8% of the monthly insurance salary.",
    ),
    (
        "Công ty được khấu trừ không quá 30% tiền lương thực trả hằng tháng.",
        "The Company may deduct no more than 30% of the monthly basic salary.",
        "The Company may deduct no more than 30% of the salary actually paid each month.",
    ),
    (
        "Người lao động chịu sự quản lý trực tiếp của Giám đốc Tài chính.",
        "The employee reports directly to the Chief Accountant.",
        "The employee reports directly to the Finance Director.",
    ),
    (
        "Người lao động được nghỉ không hưởng lương nếu được Trưởng phòng Nhân sự chấp thuận.",
        "The employee may take unpaid leave if approved by the line manager.",
        "The employee may take unpaid leave if approved by the Head of HR.",
    ),
    (
        "Người lao động và vợ hoặc chồng được tham gia bảo hiểm sức khỏe do Công ty mua.",
        "The employee, his or her spouse and children are covered by the Company's health "
        "insurance.",
        "The employee and his or her spouse are covered by the Company's health insurance.",
    ),
    (
        "Người lao động được nghỉ 01 ngày hưởng nguyên lương khi con đẻ, con nuôi kết hôn.",
        "The employee is entitled to one day of paid leave when his or her natural child marries.",
        "The employee is entitled to one day of paid leave when his or her natural or adopted "
        "child marries.",
    ),
    (
        "Trường hợp có sự khác biệt giữa bản tiếng Việt và bản tiếng Anh, bản tiếng Việt được "
        "ưu tiên áp dụng.",
        "In case of any discrepancy between the Vietnamese and English versions, the English "
        "version prevails.",
        "In case of any discrepancy between the Vietnamese and English versions, the "
        "Vietnamese version prevails.",
    ),
    (
        "Hợp đồng được lập thành 02 bản có giá trị pháp lý như nhau, mỗi bên giữ 01 bản.",
        "The contract is made in two copies; the Vietnamese copy prevails.",
        "The contract is made in two copies of equal legal validity; each party keeps one.",
    ),
    (
        "Công tác phí được thanh toán theo Quy chế tài chính của Công ty.",
        "Business trip expenses are paid under the Company's Labour Rules.",
        "Business trip expenses are paid under the Company's Financial Regulations.",
    ),
    (
        "Người lao động tự ý bỏ việc 05 ngày cộng dồn trong 30 ngày bị sa thải.",
        "An employee absent without permission for 5 consecutive days within 30 days is dismissed.",
        "An employee absent without permission for a cumulative 5 days within 30 days is "
        "dismissed.",
    ),
    (
        "Xăng xe: 700.000 đồng/tháng, trả cùng kỳ lương.",
        "Fuel: VND 700,000 per month, paid with the following month's salary.",
        "Fuel: VND 700,000 per month, paid with the same month's salary.",
    ),
    (
        "Thông tin mật bao gồm thông tin khách hàng, giá thành và bí quyết kỹ thuật.",
        "Confidential information includes customer information, costs, technical know-how "
        "and salaries.",
        "Confidential information includes customer information, costs and technical know-how.",
    ),
    (
        "Người lao động phải đạt chứng chỉ trong vòng 18 tháng kể từ ngày ký Phụ lục này.",
        "The employee must obtain the certificate within 18 months of the end of this Appendix.",
        "The employee must obtain the certificate within 18 months of signing this Appendix.",
    ),
    (
        "Kế toán trưởng đánh giá kết quả công việc của người lao động hằng quý.",
        "The Chief Accountant assesses the employee's performance every half-year.",
        "The Chief Accountant assesses the employee's performance every quarter.",
    ),
]


@pytest.mark.parametrize(
    ("vietnamese", "unfaithful", "faithful"), _BOUNDS + _OPPOSITES + _NAMED_OTHERWISE
)
def test_the_other_of_two_opposites_is_refused(
    tmp_path: Path, vietnamese: str, unfaithful: str, faithful: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, unfaithful)


@pytest.mark.parametrize(
    ("vietnamese", "unfaithful", "faithful"), _BOUNDS + _OPPOSITES + _NAMED_OTHERWISE
)
def test_the_same_of_two_opposites_is_made(
    tmp_path: Path, vietnamese: str, unfaithful: str, faithful: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, faithful)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Công ty không được đơn phương chấm dứt hợp đồng khi người lao động nghỉ thai sản.",
            "The Company may unilaterally terminate the contract during maternity leave.",
        ),
    ],
)
def test_unilaterally_is_no_not(tmp_path: Path, vietnamese: str, english: str) -> None:
    """Round 24's most dangerous: "không được" (may not) made "may", stored because the
    English "unilaterally" was read as an "un-" word saying "not"."""
    _refused_as_disagreeing(tmp_path, vietnamese, english)


def test_unilaterally_said_with_its_not_is_made(tmp_path: Path) -> None:
    _made_as_worded(
        tmp_path,
        "Công ty không được đơn phương chấm dứt hợp đồng khi người lao động nghỉ thai sản.",
        "The Company may not unilaterally terminate the contract during maternity leave.",
    )


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Người lao động được nghỉ 05 ngày hưởng nguyên lương khi vợ sinh con.",
            "The employee is entitled to 5 days of fully paid leave when his wife gives birth.",
        ),
        (
            "Người lao động phải tuân thủ nội quy công trường và quy định về phòng cháy.",
            "The employee must observe the site rules and the fire regulations.",
        ),
    ],
)
def test_a_birth_and_a_site_s_rules_name_no_other_relative_or_rules(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    """The neighbours: "sinh con" is giving birth, no child named; "nội quy công trường" no
    labour rules."""
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (  # "tự ý" (of one's own will, unpermitted) says the "not" of "without permission"
            "Người lao động tự ý bỏ việc 05 ngày liên tục bị sa thải.",
            "An employee absent without permission for 5 consecutive days is dismissed.",
        ),
        (  # "may not exceed" is a limit, no permission beside the Vietnamese "phải"
            "Làm thêm giờ phải được sự đồng ý của người lao động và không quá 40 giờ/tháng.",
            "Overtime requires the employee's consent and may not exceed 40 hours per month.",
        ),
    ],
)
def test_round_twenty_four_s_needless_refusals_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


def test_a_clause_lapsing_from_the_appendix_s_effective_date_is_repealed(tmp_path: Path) -> None:
    """Round 24: "… hết hiệu lực kể từ ngày Phụ lục này có hiệu lực." / "… ceases to have
    effect from the effective date of this Appendix." was refused as not understood: the
    English word "effective" was read as saying something of the change."""
    _clauses, changes = _amended(
        tmp_path,
        _article(
            "Khoản 6.2 Điều 6 hết hiệu lực kể từ ngày Phụ lục này có hiệu lực.",
            "Clause 6.2 of Article 6 ceases to have effect from the effective date of this "
            "Appendix.",
        ),
    )
    assert [(change.op, change.ref) for change in changes] == [(Op.REPEAL, "§6.2")]


def test_words_replaced_by_words_with_a_period_after_them_are_made(tmp_path: Path) -> None:
    """Round 24: "thời hạn cam kết" made "thời hạn cam kết 24 tháng" was refused: the period
    of the new words was taken for a unit the old words left out, and given to them."""
    clauses, _ = _amended(
        tmp_path,
        _article(
            "Tại khoản 6.3 Điều 6, cụm từ “các khoản” được thay thế bằng “các khoản của 24 tháng”.",
            "In Clause 6.3 of Article 6, the words “all payments” are replaced by “all payments "
            "of 24 months”.",
        ),
    )
    assert (clauses["§6.3"].text_vi, clauses["§6.3"].text_en) == (
        "Công ty thanh toán các khoản của 24 tháng trong 14 ngày.",
        "The Company settles all payments of 24 months within 14 days.",
    )


@pytest.mark.parametrize(("named", "changed"), [("Art. 6.3", True), ("Art. 6.2", False)])
def test_a_clause_the_english_names_art_is_read(tmp_path: Path, named: str, changed: bool) -> None:
    """Round 24: "Art. 9.3 of the Contract is amended …" was refused as not understood; read
    now, an "Art." naming another clause is refused as another clause."""
    body = _article(
        "Khoản 6.3 Điều 6 được sửa đổi như sau: “Công ty thanh toán trong 07 ngày.”",
        f"{named} of the Contract is amended as follows: “The Company pays within 7 days.”",
    )
    if changed:
        clauses, _ = _amended(tmp_path, body)
        assert clauses["§6.3"].text_vi == "Công ty thanh toán trong 07 ngày."
    else:
        assert _refused(tmp_path, body) == [("Khoản 6.3 Điều 6", Why.LANGUAGES_DISAGREE)]


# A fresh-eyes review of the checks above (255 pairs, verdicts frozen first) found faithful
# translations they refused, each made now, and unfaithful ones their first words missed.
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (  # "bao gồm" says what income consists of; "in addition to" leaves nothing out
            "Ngoài lương cơ bản, thu nhập của người lao động còn bao gồm phụ cấp và thưởng.",
            "In addition to the base salary, the employee's income comprises allowances and "
            "bonuses.",
        ),
        (
            "Thu nhập trước thuế bao gồm tiền lương và tiền thưởng.",
            "Income before tax consists of salary and bonuses.",
        ),
        (  # "in full force" is no whole of a part
            "Trường hợp một phần của Hợp đồng bị vô hiệu, các phần còn lại vẫn có hiệu lực đầy đủ.",
            "If any part of the Contract is invalid, the remaining parts remain in full force and "
            "effect.",
        ),
        (
            "Người lao động làm hư hỏng một phần tài sản phải bồi thường đầy đủ giá trị phần bị "
            "hư hỏng.",
            "An employee who damages part of an asset must fully compensate the value of the "
            "damaged part.",
        ),
        (  # "regular" job: the ordinary one
            "Người lao động làm thêm giờ đột xuất được trả lương theo đơn giá tiền lương của công "
            "việc đang làm.",
            "Employees working emergency overtime are paid at the wage rate of their regular job.",
        ),
        (  # "the following principles": as follows
            "Thời gian làm việc trước đó được tính vào thâm niên theo các nguyên tắc sau:",
            "The earlier period of service counts towards seniority under the following "
            "principles:",
        ),
        (  # "arbitrarily" names no arbitration
            "Người lao động bị xử lý kỷ luật một cách tùy tiện có quyền khởi kiện tại Tòa án.",
            "An employee who is disciplined arbitrarily may file a lawsuit in court.",
        ),
        (  # "cộng gộp" adds together: no gross
            "Thưởng được cộng gộp vào lương tháng 12.",
            "The bonus is added to the December salary.",
        ),
        (  # "afterwards", a later step, no approval given after the fact
            "Người lao động nghỉ việc phải báo trước 30 ngày; sau đó Công ty thanh toán các "
            "khoản còn lại trong 14 ngày.",
            "An employee who resigns gives 30 days' notice; afterwards the Company settles the "
            "remaining amounts within 14 days.",
        ),
        (  # "đầy đủ" (complete) is no "in full"
            "Người lao động được thưởng theo tỷ lệ số tháng làm việc nếu đã tham gia đầy đủ các "
            "khóa đào tạo bắt buộc.",
            "The employee receives a bonus pro rata to the months worked if he has attended all "
            "mandatory training.",
        ),
        (  # a lost laptop, and what the Company paid for it
            "Nếu máy tính bị mất do lỗi của người lao động, người lao động hoàn trả chi phí Công "
            "ty đã bỏ ra để mua máy.",
            "If the laptop goes missing through the employee's fault, the employee repays what "
            "the Company paid for it.",
        ),
        (  # "6 tháng 1 lần" (every six months), "mỗi tháng 2 ngày": no January, no February
            "Đánh giá hiệu quả công việc 6 tháng 1 lần vào tháng 6 và tháng 12.",
            "Performance is appraised every six months, in June and December.",
        ),
        (
            "Người lao động được nghỉ mỗi tháng 2 ngày.",
            "The employee has 2 days off per month.",
        ),
        (  # "tính trên 100%": calculated on, not more than
            "Người lao động được thưởng tháng 13, tính trên 100% lương cơ bản.",
            "The employee receives a 13th-month bonus equal to 100% of the base salary.",
        ),
        (  # "bố trí" (arranges) names no father, "công ty con" no child, "Son" is a name
            "Công ty bố trí nhà ở cho người lao động và gia đình.",
            "The Company provides housing for the employee and family.",
        ),
        (
            "Người lao động có thể được điều chuyển sang công ty con cùng gia đình.",
            "The employee may be transferred to a subsidiary with the family.",
        ),
        (
            "Người liên hệ khẩn cấp: Ông Nguyễn Văn Sơn (cha).",
            "Emergency contact: Mr Nguyen Van Son (father).",
        ),
        (  # the English names of rules offices give them
            "Người lao động phải tuân thủ nội quy công ty và quy định phòng cháy chữa cháy.",
            "The employee must observe the Company's House Rules and fire prevention regulations.",
        ),
        (
            "Chi phí công tác được thanh toán theo Quy chế quản lý tài chính của Công ty.",
            "Business trip expenses are paid under the Company's Financial Management Regulations.",
        ),
        (  # the head of accounting is the chief accountant
            "Kế toán trưởng phê duyệt chứng từ thanh toán.",
            "The Head of Accounting approves payment vouchers.",
        ),
    ],
)
def test_faithful_pairs_the_review_found_refused_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Công ty chi trả toàn bộ chi phí đào tạo.",
            "The Company pays part of the training costs.",
        ),
        (
            "Người lao động phải hoàn trả một phần chi phí đào tạo.",
            "The employee must repay the training costs in their entirety.",
        ),
        (
            "Tiền lương được trả vào ngày làm việc kế tiếp.",
            "The salary is paid on the working day before.",
        ),
        ("Hợp đồng có thể được gia hạn 12 tháng.", "The contract may be cut short by 12 months."),
        (
            "Tiền lương làm thêm giờ được tính trên tiền lương thực trả.",
            "Overtime pay is calculated on the salary in the labour contract.",
        ),
        (
            "Mỗi bên có quyền đơn phương chấm dứt hợp đồng.",
            "The parties may terminate the contract by mutual agreement.",
        ),
        (
            "Người lao động đôi khi phải làm việc vào cuối tuần.",
            "The employee routinely works at weekends.",
        ),
        (
            "Mức lương đã bao gồm phụ cấp ăn trưa.",
            "The lunch allowance is paid on top of the salary.",
        ),
    ],
)
def test_unfaithful_pairs_the_review_found_made_are_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


# One party's act made the other's, no party left unnamed: who tells whom, who ends the
# contract, who schedules
_ACTS = [
    (
        "Kết thúc thời gian thử việc, Công ty thông báo kết quả cho người lao động trong vòng "
        "03 ngày làm việc.",
        "At the end of probation, the employee informs the Company of the result within 3 "
        "working days.",
        "At the end of probation, the Company informs the employee of the result within 3 "
        "working days.",
    ),
    (
        "Người lao động không phải bồi hoàn chi phí đào tạo nếu Công ty đơn phương chấm dứt "
        "hợp đồng.",
        "The employee does not have to repay the training costs if the employee unilaterally "
        "terminates the contract.",
        "The employee does not have to repay the training costs if the Company unilaterally "
        "terminates the contract.",
    ),
    (
        "Ngày nghỉ hằng năm được Công ty bố trí sau khi tham khảo ý kiến của người lao động.",
        "The employee schedules annual leave after consulting the Company.",
        "The Company schedules annual leave after consulting the employee.",
    ),
]


@pytest.mark.parametrize(("vietnamese", "unfaithful", "faithful"), _ACTS)
def test_one_party_s_act_made_the_other_s_is_refused(
    tmp_path: Path, vietnamese: str, unfaithful: str, faithful: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, unfaithful)


@pytest.mark.parametrize(("vietnamese", "unfaithful", "faithful"), _ACTS)
def test_the_same_party_s_act_is_made(
    tmp_path: Path, vietnamese: str, unfaithful: str, faithful: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, faithful)


@pytest.mark.parametrize(
    ("english", "refused"),
    [
        (
            "The employee shall not disclose the Company's confidential information to any "
            "competitor.",
            True,
        ),
        (
            "The employee shall not disclose the Company's confidential information to any third "
            "party.",
            False,
        ),
    ],
)
def test_a_third_party_narrowed_to_a_competitor_is_refused(
    tmp_path: Path, english: str, refused: bool
) -> None:
    """Round 24: "cho bất kỳ bên thứ ba nào" / "to any competitor" had been stored: a third
    party joins the counterparts named."""
    vietnamese = (
        "Người lao động không được tiết lộ thông tin mật của Công ty cho bất kỳ bên thứ ba nào."
    )
    if refused:
        _refused_as_disagreeing(tmp_path, vietnamese, english)
    else:
        _made_as_worded(tmp_path, vietnamese, english)
