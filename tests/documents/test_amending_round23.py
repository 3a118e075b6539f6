"""Appendix round 23 (blind, 534 cases, 2026-12-07): changes of meaning it found stored, each
now refused beside a faithful neighbour still made."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.consolidation import Op
from tests.documents.test_amending_lists_and_translations import (
    _made_as_worded,
    _refused_as_disagreeing,
)
from tests.documents.test_consolidation import _amended, _article


# The event a right, a duty or a time runs from, named otherwise: one event is not another
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Người lao động báo cáo sự cố trong vòng 24 giờ kể từ khi sự cố xảy ra.",
            "The employee reports an incident within 24 hours of discovering it.",
        ),
        (
            "Thời hạn khiếu nại là 30 ngày kể từ ngày phát hiện vi phạm.",
            "A complaint is made within 30 days after the breach occurs.",
        ),
        (
            "Thời hạn 12 tháng tính từ ngày hợp đồng có hiệu lực.",
            "The 12-month term runs from the date the contract is signed.",
        ),
        (
            "Thời gian thử việc tính từ ngày người lao động bắt đầu làm việc.",
            "The probation period runs from the day the employee signs the contract.",
        ),
        (
            "Khoản thưởng được chi trả khi dự án được nghiệm thu.",
            "The bonus is paid when the project goes live.",
        ),
        (  # (refused before too, by the repayment's condition; a guard)
            "Người lao động hoàn trả chi phí đào tạo nếu bị sa thải.",
            "The employee repays the training costs on resigning.",
        ),
        (
            "Hợp đồng có hiệu lực kể từ ngày ký.",
            "The contract takes effect on the date of its registration.",
        ),
        (
            "Giấy chứng nhận được cấp trong vòng 07 ngày kể từ ngày hoàn thành khóa học.",
            "The certificate is issued within 7 days of enrolling in the course.",
        ),
        (
            "Thời hạn khiếu nại là 15 ngày kể từ ngày nhận được quyết định.",
            "A decision may be challenged within 15 days of the date of its issue.",
        ),
    ],
)
def test_another_event_named_is_refused(tmp_path: Path, vietnamese: str, english: str) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Người lao động báo cáo sự cố trong vòng 24 giờ kể từ khi sự cố xảy ra.",
            "The employee reports an incident within 24 hours of its occurrence.",
        ),
        (
            "Thời hạn khiếu nại là 30 ngày kể từ ngày phát hiện vi phạm.",
            "A complaint is made within 30 days after the breach is detected.",
        ),
        (
            "Thời hạn 12 tháng tính từ ngày hợp đồng có hiệu lực.",
            "The 12-month term runs from the contract's effective date.",
        ),
        (
            "Thời gian thử việc tính từ ngày người lao động bắt đầu làm việc.",
            "The probation period runs from the employee's first day of work.",
        ),
        (
            "Khoản thưởng được chi trả khi dự án được nghiệm thu.",
            "The bonus is paid on the project's acceptance.",
        ),
        (
            "Người lao động hoàn trả chi phí đào tạo nếu bị sa thải.",
            "The employee repays the training costs if dismissed.",
        ),
        (
            "Hợp đồng có hiệu lực kể từ ngày ký.",
            "The contract takes effect on signing.",
        ),
        (
            "Nghĩa vụ bảo mật tiếp tục có hiệu lực sau khi hợp đồng chấm dứt.",
            "The duty of confidentiality survives the termination of the contract.",
        ),
        (
            "Nghĩa vụ bảo mật tiếp tục có hiệu lực sau khi hợp đồng chấm dứt.",
            "The duty of confidentiality remains in force after the contract ends.",
        ),
        (
            "Giấy chứng nhận được cấp trong vòng 07 ngày kể từ ngày hoàn thành khóa học.",
            "The certificate is issued within 7 days of completing the course.",
        ),
        (
            "Thời hạn báo trước tính từ ngày Công ty nhận được đơn xin nghỉ việc.",
            "The notice period runs from the day the Company receives the resignation letter.",
        ),
        (
            "Trợ cấp thôi việc được trả trong 14 ngày kể từ ngày chấm dứt hợp đồng.",
            "Severance is paid within 14 days of the termination date.",
        ),
        (
            "Người lao động đăng ký khóa học trước ngày 15 hằng tháng.",
            "The employee enrols in a course before the 15th of each month.",
        ),
    ],
)
def test_the_same_event_however_worded_is_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


# Who decides, approves or is reported to, named as another authority
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Người lao động báo cáo trực tiếp cho Giám đốc Tài chính.",
            "The employee reports directly to the Chief Executive Officer.",
        ),
        (
            "Tổng Giám đốc quyết định mức thưởng cuối năm.",
            "The Board of Directors decides the year-end bonus.",
        ),
        (
            "Việc làm thêm giờ phải được Trưởng bộ phận phê duyệt.",
            "Overtime must be approved by the Deputy Head of the department.",
        ),
        (
            "Chức danh: Phó phòng Pháp chế.",
            "Title: Head of the Legal Department.",
        ),
        (
            "Việc điều chuyển phải được Trưởng phòng và Công đoàn đồng ý.",
            "A transfer requires the consent of the General Director and the trade union.",
        ),
        (  # (refused before too, by the director's rank; a guard)
            "Người lao động là Trợ lý Tổng Giám đốc.",
            "The employee is Assistant to the Deputy General Director.",
        ),
    ],
)
def test_another_authority_named_is_refused(tmp_path: Path, vietnamese: str, english: str) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Người lao động báo cáo trực tiếp cho Giám đốc Tài chính.",
            "The employee reports directly to the CFO.",
        ),
        (
            "Tổng Giám đốc quyết định mức thưởng cuối năm.",
            "The CEO decides the year-end bonus.",
        ),
        (
            "Việc làm thêm giờ phải được Trưởng bộ phận phê duyệt.",
            "Overtime must be approved by the head of department.",
        ),
        ("Chức danh: Phó phòng Pháp chế.", "Title: Deputy Head of the Legal Department."),
        (
            "Quyết định tăng lương do Giám đốc Nhân sự ký.",
            "Salary increase decisions are signed by the Director of Human Resources.",
        ),
        (
            "Việc điều chuyển phải được Giám đốc và Công đoàn đồng ý.",
            "A transfer requires the consent of the Managing Director and the trade union.",
        ),
        (
            "Ban Giám đốc và Trưởng phòng Nhân sự xét duyệt kết quả đánh giá.",
            "The Board of Management and the Head of HR review the appraisal results.",
        ),
        (
            "Người lao động báo cáo trực tiếp cho Giám đốc Khối Vận hành.",
            "The employee reports directly to the Head of Operations.",
        ),
        (
            "Phó Tổng Giám đốc phê duyệt kế hoạch đào tạo.",
            "The Deputy General Director approves the training plan.",
        ),
    ],
)
def test_the_same_authority_however_worded_is_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


# A percentage made an amount, or an amount a percentage
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Thưởng bằng 15% lương cơ bản.", "The bonus is 15 million dong."),
        ("Mức tăng lương là 10%.", "The salary increase is VND 10,000,000."),
        ("Phụ cấp trách nhiệm 2.000.000 đồng/tháng.", "A responsibility allowance of 2% a month."),
        ("Hoa hồng bằng 3% giá trị hợp đồng.", "Commission is VND 3 million per contract."),
    ],
)
def test_a_percentage_said_as_an_amount_is_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Thưởng bằng 15% lương cơ bản.", "The bonus is 15 per cent of the basic salary."),
        (
            "Thưởng bằng 15% lương cơ bản, tối đa 15.000.000 đồng.",
            "The bonus is 15% of the basic salary, up to VND 15 million.",
        ),
        ("Người lao động được hỗ trợ 50% học phí.", "The employee receives half the tuition."),
    ],
)
def test_a_percentage_said_alike_is_made(tmp_path: Path, vietnamese: str, english: str) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


def test_a_percentage_one_language_gives_as_an_amount_is_a_difference_of_numbers() -> None:
    """The same reading in a signed document: "15% lương cơ bản" beside "15 million dong" is
    ``numbers_differ``; "50% học phí" beside "half the tuition" is not."""
    from rubric.documents.parsing.amounts import differences

    assert differences("Thưởng bằng 15% lương cơ bản.", "The bonus is 15 million dong.") == (
        ["15%"],
        ["15 million"],
    )
    assert differences("Hỗ trợ 50% học phí.", "Half the tuition is paid.") == ([], [])


# Another country, or a person's own country for the one they work in
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Hợp đồng này được điều chỉnh bởi pháp luật Việt Nam.",
            "This contract is governed by the laws of Singapore.",
        ),
        ("Người lao động mang quốc tịch Nhật Bản.", "The employee is a national of Korea."),
        (
            "Tranh chấp được giải quyết tại Tòa án có thẩm quyền của Việt Nam.",
            "Disputes are settled by the competent courts of the employee's home country.",
        ),
        (
            "Người lao động được nghỉ thêm 01 ngày Quốc khánh của nước họ.",
            "The employee has one more day off for Vietnam's National Day.",
        ),
        (
            "Người lao động được thanh toán một vé máy bay khứ hồi về nước mỗi năm.",
            "The employee is reimbursed one return flight within Vietnam each year.",
        ),
    ],
)
def test_another_country_named_is_refused(tmp_path: Path, vietnamese: str, english: str) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Hợp đồng này được điều chỉnh bởi pháp luật Việt Nam.",
            "This contract is governed by Vietnamese law.",
        ),
        (
            "Người lao động được nghỉ thêm 01 ngày Quốc khánh của nước họ.",
            "The employee has one more day off for the National Day of his or her country.",
        ),
        (
            "Người lao động được thanh toán một vé máy bay khứ hồi về nước mỗi năm.",
            "The employee is reimbursed one return flight to the home country each year.",
        ),
        (
            "Người lao động tuân thủ pháp luật Việt Nam và pháp luật của nước nơi người lao "
            "động được cử đến công tác.",
            "The employee complies with Vietnamese law and the law of the country to which he "
            "or she is posted.",
        ),
        (
            "Hợp đồng được lập bằng tiếng Việt và tiếng Nhật, theo pháp luật Việt Nam.",
            "The contract is made in Vietnamese and Japanese under the laws of Viet Nam.",
        ),
    ],
)
def test_the_same_country_however_worded_is_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


# What a payment is calculated on, named otherwise
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Tiền lương làm thêm giờ được tính trên lương cơ bản.",
            "Overtime pay is calculated on total income.",
        ),
        (
            "Thưởng tháng 13 bằng một tháng tổng thu nhập.",
            "The 13th-month bonus equals one month's basic salary.",
        ),
        (
            "Bảo hiểm xã hội được đóng trên mức lương ghi trong hợp đồng.",
            "Social insurance is paid on the employee's gross monthly income.",
        ),
    ],
)
def test_another_base_of_pay_is_refused(tmp_path: Path, vietnamese: str, english: str) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Tiền lương làm thêm giờ được tính trên lương cơ bản.",
            "Overtime pay is calculated on the base salary.",
        ),
        (
            "Thưởng tháng 13 bằng một tháng tổng thu nhập.",
            "The 13th-month bonus equals one month's total income.",
        ),
        (
            "Bảo hiểm xã hội được đóng trên mức lương ghi trong hợp đồng.",
            "Social insurance is paid on the salary stated in the contract.",
        ),
        (
            "Mức lương chính: 15.000.000 đồng/tháng.",
            "Basic salary: VND 15,000,000 per month.",
        ),
        (
            "Tiền lương ngày nghỉ phép được trả theo tiền lương.",
            "Paid leave is paid at the basic salary.",
        ),
    ],
)
def test_the_same_base_of_pay_however_worded_is_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english", "agreed"),
    [
        (
            "Người lao động nên hoàn thành khóa học trong năm đầu tiên.",
            "The employee must complete the course within the first year.",
            False,
        ),
        (
            "Người lao động phải hoàn thành khóa học trong năm đầu tiên.",
            "The employee should complete the course within the first year.",
            False,
        ),
        (
            "Người lao động nên hoàn thành khóa học trong năm đầu tiên.",
            "The employee should complete the course within the first year.",
            True,
        ),
        (
            "Người lao động nên tham gia các hoạt động của Công đoàn.",
            "Employees are encouraged to take part in trade union activities.",
            True,
        ),
        (  # "Should …", a condition, its subject after it
            "Trường hợp người lao động nghỉ việc trước hạn, người lao động phải hoàn trả chi phí "
            "đào tạo.",
            "Should the employee leave early, he or she shall repay the training costs.",
            True,
        ),
    ],
)
def test_advice_made_a_duty_or_a_duty_advice_is_refused(
    tmp_path: Path, vietnamese: str, english: str, agreed: bool
) -> None:
    """Round 23: "nên hoàn thành" / "must complete" had been stored."""
    if agreed:
        _made_as_worded(tmp_path, vietnamese, english)
    else:
        _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english", "agreed"),
    [
        (
            "Người lao động chỉ làm việc tại văn phòng của Công ty.",
            "The employee works at the Company's office and from home.",
            False,
        ),
        (
            "Thông tin mật chỉ được sử dụng cho mục đích công việc.",
            "Confidential information may be used for work and personal purposes.",
            False,
        ),
        (
            "Người lao động chỉ làm việc tại văn phòng của Công ty.",
            "The employee works only at the Company's office.",
            True,
        ),
        (
            "Thông tin mật chỉ được sử dụng cho mục đích công việc.",
            "Confidential information may be used solely for work purposes.",
            True,
        ),
        (
            "Người lao động bị tạm đình chỉ công việc được tạm ứng 50% tiền lương.",
            "An employee suspended from work receives an advance of 50% of salary.",
            True,
        ),
        (
            "Người lao động cập nhật địa chỉ liên lạc và chứng chỉ hành nghề hằng năm.",
            "The employee updates his or her contact address and practising certificate yearly.",
            True,
        ),
    ],
)
def test_a_scope_narrowed_to_one_left_open_is_refused(
    tmp_path: Path, vietnamese: str, english: str, agreed: bool
) -> None:
    """Round 23: "chỉ … tại văn phòng" / "at the office and from home", "chỉ … mục đích công
    việc" / "work and personal purposes" had been stored."""
    if agreed:
        _made_as_worded(tmp_path, vietnamese, english)
    else:
        _refused_as_disagreeing(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("english", "agreed"),
    [
        (
            "The Company pays 17.5% to social insurance, 1% to health insurance and 3% to "
            "unemployment insurance.",
            False,
        ),
        (
            "The Company pays 17.5% to social insurance, 3% to health insurance and 1% to "
            "unemployment insurance.",
            True,
        ),
        (
            "The Company pays social insurance at 17.5%, health insurance at 3% and "
            "unemployment insurance at 1%.",
            True,
        ),
    ],
)
def test_rates_swapped_between_kinds_of_insurance_are_refused(
    tmp_path: Path, english: str, agreed: bool
) -> None:
    """Round 23: the same rates given to other kinds of insurance in one sentence had been
    stored (each rate goes with the kind named in its part of the list)."""
    vietnamese = "Công ty đóng 17,5% vào BHXH, 3% vào BHYT và 1% vào BHTN."
    if agreed:
        _made_as_worded(tmp_path, vietnamese, english)
    else:
        _refused_as_disagreeing(tmp_path, vietnamese, english)


# A review of the kinds above found faithful pairs refused by their first wording: any event,
# authority, country or base one language named in words no table holds, or in passing
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Trong quá trình thực hiện hợp đồng, nếu phát sinh tranh chấp thì các bên thương "
            "lượng.",
            "If a dispute arises during the execution of the contract, the parties shall "
            "negotiate.",
        ),
        (
            "Người lao động nghỉ việc không có lý do chính đáng 05 ngày liên tục thì bị sa thải.",
            "An employee absent without a valid reason for 5 consecutive days is dismissed.",
        ),
        (
            "Người lao động nghỉ việc trước khi hoàn thành khóa đào tạo phải hoàn trả chi phí.",
            "An employee who resigns before completing the training must repay the costs.",
        ),
        (
            "Người lao động làm thư ký Giám đốc kể từ ngày hợp đồng có hiệu lực.",
            "The employee works as the Director's secretary from the date this contract takes "
            "effect.",
        ),
        ("Hợp đồng có hiệu lực kể từ ngày kí.", "This Contract takes effect from signing."),
        (
            "Khoản thưởng được chi trả sau khi dự án được nghiệm thu.",
            "The bonus is paid after the project is signed off.",
        ),
        (
            "Người lao động được cấp máy tính và phải hoàn trả khi kết thúc hợp đồng.",
            "The employee is provided with a laptop and must return it at the end of the contract.",
        ),
    ],
)
def test_faithful_pairs_the_first_wording_of_the_kinds_refused_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    "named",
    [
        "Khoản 6.1 Điều 6 HĐLĐ",
        "Khoản 6.1 Điều 6 HĐLĐ số 12/2025/HĐLĐ",
        "Khoản 6.1 Điều 6 của HĐLĐ",
    ],
)
def test_the_contract_named_by_its_abbreviation_after_the_clause(
    tmp_path: Path, named: str
) -> None:
    """Round 23: "Khoản 6.3 Điều 6 HĐLĐ được sửa đổi như sau: …" had been refused as not
    understood ("HĐLĐ", the labour contract's abbreviation, with no "của" before it)."""
    clauses, changes = _amended(
        tmp_path,
        _article(
            f"{named} được sửa đổi như sau: “6.1. Mỗi bên báo trước 45 ngày.”",
            "Clause 6.1 of Article 6 of the Contract is amended as follows: “6.1. Either party "
            "gives 45 days' notice.”",
        ),
    )
    assert [(change.op, change.ref) for change in changes] == [(Op.REPLACE, "§6.1")]
    assert clauses["§6.1"].text_vi == "Mỗi bên báo trước 45 ngày."


@pytest.mark.parametrize(
    ("vietnamese", "english", "changed", "text_vi"),
    [
        (
            "Điều 6 khoản 1 được sửa đổi như sau: “Mỗi bên báo trước 45 ngày.”",
            "Article 6 clause 1 is amended as follows: “Either party gives 45 days' notice.”",
            "§6.1",
            "Mỗi bên báo trước 45 ngày.",
        ),
        (
            "Điều 6, khoản 1 được sửa đổi như sau: “Mỗi bên báo trước 45 ngày.”",
            "Article 6, paragraph 1 is amended as follows: “Either party gives 45 days' notice.”",
            "§6.1",
            "Mỗi bên báo trước 45 ngày.",
        ),
        (
            "Điều 3, khoản 2, điểm b được sửa đổi như sau: “b) Đi lại: 600.000 đồng/tháng.”",
            "Article 3, clause 2, point b is amended as follows: “b) Travel: VND 600,000 per "
            "month.”",
            "§3.2(b)",
            "Đi lại: 600.000 đồng/tháng.",
        ),
    ],
)
def test_a_clause_named_article_first_is_changed(
    tmp_path: Path, vietnamese: str, english: str, changed: str, text_vi: str
) -> None:
    """Round 23: "Điều 6 khoản 1 được sửa đổi …", the article named before its clause, had
    been refused as not understood."""
    clauses, changes = _amended(tmp_path, _article(vietnamese, english))
    assert [(change.op, change.ref) for change in changes] == [(Op.REPLACE, changed)]
    assert clauses[changed].text_vi == text_vi


def test_a_clause_repealed_named_article_first_is_that_clause_alone(tmp_path: Path) -> None:
    """ "Bãi bỏ Điều 6 khoản 3." had repealed the whole of Article 6 without a word: the
    clause's number, read up to the sentence's full stop, was taken for a decimal."""
    clauses, changes = _amended(
        tmp_path, _article("Bãi bỏ Điều 6 khoản 3.", "Article 6 clause 3 is repealed.")
    )
    assert [(change.op, change.ref) for change in changes] == [(Op.REPEAL, "§6.3")]
    assert [ref for ref in clauses if ref.startswith("§6")] == ["§6", "§6.1", "§6.2"]


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Công ty chỉ thanh toán tiền lương.", "The Company pays the salary and no other amount."),
        (
            "Người lao động chỉ làm việc cho Công ty.",
            "The employee works for the Company and for no other employer.",
        ),
        (  # (made before too: "but" is read as an exception; a guard)
            "Người lao động chỉ nhận lương.",
            "The employee receives nothing else but the salary.",
        ),
    ],
)
def test_only_one_said_with_no_other_is_made(tmp_path: Path, vietnamese: str, english: str) -> None:
    """Round 23: "chỉ" (only) said in English as "and no other" had been refused: the English's
    "no" was read as a negation the Vietnamese does not say."""
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (  # (the Vietnamese names another company: no "only one")
            "Người lao động chỉ làm việc cho Công ty khác.",
            "The employee works for no other company.",
        ),
        ("Người lao động chỉ nhận lương.", "The employee receives no salary."),
        ("Người lao động chỉ làm việc cho Công ty.", "The employee does not work for the Company."),
    ],
)
def test_a_negation_beside_only_is_still_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)
