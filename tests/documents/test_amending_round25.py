"""Appendix round 25 (blind, 325 pairs of new wording, 208 faithful, verdicts frozen first,
2026-12-07): changes of meaning it found stored, each now refused beside a faithful
neighbour still made."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.documents.test_amending_lists_and_translations import (
    _made_as_worded,
    _refused_as_disagreeing,
)

# (vietnamese, unfaithful English, faithful English)
_ROUND_25 = [
    (  # which text prevails: "có giá trị pháp lý", and the other "for reference only"
        "Trường hợp có sự khác biệt giữa hai bản, bản tiếng Việt có giá trị pháp lý.",
        "Should the two versions differ, the English version governs.",
        "Should the two versions differ, the Vietnamese version governs.",
    ),
    (
        "Bản tiếng Anh chỉ dùng để tham khảo.",
        "The Vietnamese version is for reference only.",
        "The English version is for reference only.",
    ),
    (  # by agreement, or by one party alone
        "Hai bên có thể chấm dứt hợp đồng bằng thỏa thuận.",
        "Either party may terminate the contract unilaterally.",
        "The parties may terminate the contract by mutual agreement.",
    ),
    (  # who approves: a unit's head, or the HR department
        "Mọi việc làm thêm giờ phải được Trưởng bộ phận chấp thuận bằng văn bản.",
        "All overtime must be approved in writing by the HR Department.",
        "All overtime must be approved in writing by the Head of Department.",
    ),
    (
        "Việc làm việc tại nhà phải được Quản lý trực tiếp đồng ý trước.",
        "Working from home requires the HR Department's prior approval.",
        "Working from home requires the line manager's prior approval.",
    ),
    (  # months listed after "các tháng"
        "Thưởng quý được trả vào các tháng 1, 4, 7 và 10.",
        "The quarterly bonus is paid in January, April, July and December.",
        "The quarterly bonus is paid in January, April, July and October.",
    ),
    (  # the party that lost, or the one that won
        "Bên thua kiện chịu toàn bộ chi phí giải quyết tranh chấp.",
        "The winning party bears all the costs of resolving the dispute.",
        "The losing party bears all the costs of resolving the dispute.",
    ),
    (  # a day, or a trip
        "Công tác phí trong nước là 500.000 đồng/ngày.",
        "The domestic per diem is VND 500,000 per trip.",
        "The domestic per diem is VND 500,000 per day.",
    ),
    (  # each, or all together
        "Thưởng sáng kiến 5.000.000 đồng cho mỗi sáng kiến được áp dụng.",
        "An innovation award totalling VND 5,000,000 is given for the ideas adopted.",
        "An innovation award of VND 5,000,000 is given for each idea adopted.",
    ),
    (
        "Công ty hỗ trợ học phí 2.000.000 đồng/tháng cho mỗi con của Người lao động.",
        "The Company pays a tuition allowance of VND 2,000,000 per month for all the "
        "employee's children together.",
        "The Company pays a tuition allowance of VND 2,000,000 per month for each of the "
        "employee's children.",
    ),
    (  # economy, or business class
        "Công ty chi trả vé máy bay hạng phổ thông cho các chuyến công tác.",
        "The Company pays business-class air fares for business trips.",
        "The Company pays economy-class air fares for business trips.",
    ),
    (  # the year before, or this one
        "Thưởng năm được tính trên kết quả kinh doanh của năm trước.",
        "The annual bonus is based on the current year's business results.",
        "The annual bonus is based on the previous year's business results.",
    ),
    (  # the level of school
        "Công ty hỗ trợ học phí cho mỗi con của Người lao động đang học tiểu học.",
        "The Company pays a tuition allowance for each of the employee's children attending "
        "secondary school.",
        "The Company pays a tuition allowance for each of the employee's children attending "
        "primary school.",
    ),
]


@pytest.mark.parametrize(("vietnamese", "unfaithful", "faithful"), _ROUND_25)
def test_another_named_in_english_is_refused(
    tmp_path: Path, vietnamese: str, unfaithful: str, faithful: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, unfaithful)


@pytest.mark.parametrize(("vietnamese", "unfaithful", "faithful"), _ROUND_25)
def test_the_same_named_in_english_is_made(
    tmp_path: Path, vietnamese: str, unfaithful: str, faithful: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, faithful)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (  # (refused before: "cùng kỳ lương" read as this month's beside the next one)
            "Tiền làm thêm giờ được trả cùng kỳ lương của tháng kế tiếp.",
            "Overtime pay is paid with the following month's salary.",
        ),
        (  # a "secondary school" may be either Vietnamese level
            "Công ty hỗ trợ học phí cho con của Người lao động đang học trung học phổ thông.",
            "The Company pays a tuition allowance for the employee's children at secondary school.",
        ),
        (  # both versions alike is no version prevailing
            "Bản tiếng Việt và bản tiếng Anh có giá trị pháp lý như nhau.",
            "The Vietnamese and English versions have equal legal validity.",
        ),
    ],
)
def test_round_twenty_five_s_neighbours_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Công ty mua bảo hiểm sức khỏe bổ sung cho Người lao động và vợ hoặc chồng của Người "
            "lao động.",
            "The Company buys supplementary health insurance for the employee and the employee's "
            "spouse.",
        ),
        (
            "Bảo hiểm sức khỏe được mở rộng cho vợ hoặc chồng và con của Người lao động.",
            "Health insurance is extended to the employee's spouse and children.",
        ),
        (
            "Công ty mua bảo hiểm sức khỏe cho người lao động, vợ hoặc chồng và con.",
            "The Company buys health insurance for the employee, their spouse and children.",
        ),
    ],
)
def test_wife_or_husband_is_the_spouse(tmp_path: Path, vietnamese: str, english: str) -> None:
    """Round 25 (3 faithful pairs refused, by checks older than it): "vợ hoặc chồng" had been
    read as a choice the English leaves out, and as two parts of a list it has one of."""
    _made_as_worded(tmp_path, vietnamese, english)


def test_a_choice_beside_a_spouse_is_still_read(tmp_path: Path) -> None:
    """The neighbour: a choice the English turns into both is refused still."""
    _refused_as_disagreeing(
        tmp_path,
        "Người lao động được nghỉ 01 ngày khi vợ hoặc chồng sinh con hoặc khi con kết hôn.",
        "The employee has 1 day off when the spouse gives birth and the child marries.",
    )


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (  # "beforehand", "pre-": before the event
            "Mọi việc làm thêm giờ phải được Quản lý trực tiếp chấp thuận bằng văn bản trước khi "
            "thực hiện.",
            "All overtime must be approved in writing by the line manager beforehand.",
        ),
        (
            "Công ty thanh toán toàn bộ chi phí khám sức khỏe trước khi nhận việc.",
            "The Company pays in full for the pre-employment health check.",
        ),
        (  # "sự không thống nhất", an inconsistency, is no "not"; "Nếu có bất kỳ …" is an "if"
            "Nếu có bất kỳ sự không thống nhất nào giữa bản tiếng Anh và bản tiếng Việt, bản "
            "tiếng Việt sẽ được dùng để giải thích.",
            "If there is any inconsistency between the English and Vietnamese versions, the "
            "Vietnamese version shall govern the interpretation.",
        ),
    ],
)
def test_round_twenty_five_s_older_refusals_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    """Round 25: faithful pairs checks older than it refused."""
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (
            "Nếu hai bên không thống nhất được, tranh chấp được đưa ra Tòa án.",
            "If the parties agree, the dispute is referred to a court.",
        ),
        (
            "Người lao động nộp giấy khám sức khỏe trước khi nhận việc.",
            "The employee submits a health certificate after starting work.",
        ),
    ],
)
def test_their_unfaithful_neighbours_are_still_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)


# A second review (177 pairs, verdicts frozen first) of the checks above found faithful pairs
# they refused, each made now, and a month they lost.
@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (  # two parties named together act together; one a thing is sent to does not act
            "Công ty và người lao động thông báo cho nhau mọi thay đổi về địa chỉ.",
            "The employee and the Company inform each other of any change of address.",
        ),
        (
            "Công ty hoặc người lao động có thể chấm dứt hợp đồng theo quy định.",
            "The employee or the Company may terminate the contract as provided.",
        ),
        (  # "employee reports", "employee schedules": nouns
            "Công ty thông báo thời hạn nộp báo cáo của người lao động.",
            "The Company announces the deadline for employee reports.",
        ),
        (
            "Công ty bố trí ca làm việc phù hợp với lịch cá nhân của người lao động.",
            "Shifts are arranged around employee schedules.",
        ),
        (  # a month, then a count: "tháng 9, 2 lần"
            "Lương được xem xét vào tháng 3 và tháng 9, 2 lần mỗi năm.",
            "Salaries are reviewed in March and September, twice a year.",
        ),
        (
            "Tiền thưởng được chi trong tháng 12 hoặc tháng 1 năm sau.",
            "The bonus is paid in December or in January of the following year.",
        ),
        (  # "chỉ có giá trị tham khảo": for reference, no version prevailing
            "Bản tiếng Anh chỉ có giá trị tham khảo.",
            "The English version is for reference only.",
        ),
        (  # "a business trip", "every day travelled": no rate per trip
            "Phụ cấp công tác là 300.000 đồng/ngày.",
            "On a business trip, the allowance is VND 300,000 per day.",
        ),
        (  # each of the children, and what it totals
            "Mỗi con của người lao động được tặng quà trị giá 500.000 đồng.",
            "Each of the employee's children receives a gift totalling VND 500,000.",
        ),
        (  # "hai năm trước": two years ago; "the last year of the contract": its final year
            "Người lao động đã làm việc tại Công ty từ hai năm trước được xét thưởng kỳ này.",
            "Employees who joined the Company two years ago are considered for this period's "
            "bonus.",
        ),
        (  # "tiểu học và trung học" / "primary and secondary schools"
            "Công ty hỗ trợ học phí cho con của người lao động học tiểu học và trung học.",
            "The Company supports tuition for employees' children at primary and secondary "
            "schools.",
        ),
        (
            "Công ty hỗ trợ học phí cho con học trung học cơ sở.",
            "The Company supports tuition for children at lower-secondary school.",
        ),
        (  # "giải hạng nhất": a first prize; "fuel economy"
            "Người lao động đạt giải hạng nhất được thưởng xe tiết kiệm nhiên liệu.",
            "An employee who wins first prize receives a car with good fuel economy.",
        ),
    ],
)
def test_faithful_pairs_the_second_review_found_refused_are_made(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _made_as_worded(tmp_path, vietnamese, english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        (  # a month before a count had been lost, and the English's month with it
            "Tiền thưởng được chi vào tháng 12, 3 tháng sau khi kết thúc quý III.",
            "The bonus is paid in January, three months after the end of the third quarter.",
        ),
        (
            "Bản tiếng Anh chỉ có giá trị tham khảo.",
            "The Vietnamese version is for reference only.",
        ),
        (
            "Trường hợp có mâu thuẫn, bản tiếng Việt được ưu tiên áp dụng.",
            "In case of conflict, the English version takes precedence.",
        ),
        ("Phụ cấp lái xe là 150.000 đồng/chuyến.", "The driving allowance is VND 150,000 a day."),
    ],
)
def test_unfaithful_pairs_the_second_review_found_made_are_refused(
    tmp_path: Path, vietnamese: str, english: str
) -> None:
    _refused_as_disagreeing(tmp_path, vietnamese, english)
