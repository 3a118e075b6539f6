"""A clause's two languages state the same amounts, years and percentages; where they do not,
its English is likely another clause's translation, and the import says so (``numbers_differ``)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.amounts import differences, stated_numbers
from tests.documents.support import clause, problems, write_text


def test_a_translation_that_merged_two_articles_is_reported_where_the_pairs_go_wrong(
    tmp_path: Path,
) -> None:
    """Two files paired by their numbers: the English merged Điều 1 and 2, so its Article 2
    (the salary) pairs with Điều 2 (the place) and its Article 3 with Điều 3 (the salary).
    The numbering shows only the missing §4; the salary shows where the pairs went wrong."""
    vietnamese = write_text(
        tmp_path / "contract.vi.md",
        "# HỢP ĐỒNG LAO ĐỘNG\n\nĐiều 1. Công việc\n\nLàm kỹ sư cầu nối.\n\n"
        "Điều 2. Địa điểm\n\nLàm việc tại Đà Nẵng.\n\nĐiều 3. Lương\n\n"
        "Lương 40.000.000 đồng.\n\nĐiều 4. Hiệu lực\n\nCó hiệu lực từ ngày ký.\n",
    )
    english = write_text(
        tmp_path / "contract.en.md",
        "# LABOUR CONTRACT\n\nArticle 1. Work and place\n\n"
        "Works as a bridge engineer in Da Nang.\n\nArticle 2. Salary\n\n"
        "Salary VND 40,000,000.\n\nArticle 3. Effect\n\nEffective on signing.\n",
    )
    document = parse_signed_document(vietnamese, path_en=english)
    assert clause(document, "§2").text_en == "Salary\nSalary VND 40,000,000."
    assert problems(document) == [
        ("missing_english", "§4"),
        ("numbers_differ", "§2"),
        ("numbers_differ", "§3"),
    ]
    by_ref = {problem.clause_ref: problem.message for problem in document.problems}
    assert by_ref["§2"] == (
        "§2: the English alone states 40,000,000; its English may translate another clause, "
        "or leave something out."
    )
    assert "the Vietnamese alone states 40.000.000" in by_ref["§3"]


def test_a_faithful_translation_writing_its_numbers_its_own_way_is_no_problem(
    tmp_path: Path,
) -> None:
    path = write_text(
        tmp_path / "contract.md",
        "Điều 1. Tiền lương\n\nArticle 1. Salary\n\n"
        "Lương cơ bản 16.000.000 đồng/tháng, phụ cấp 730.000 đồng, thưởng 1,5 tháng lương; "
        "tăng 10% từ ngày 01/01/2027 theo Nghị định 145/2020/NĐ-CP.\n\n"
        "Base salary VND 16 million a month, an allowance of VND 730,000, a bonus of 1.5 "
        "months' salary; a 10 percent rise from 1 January 2027 under Decree "
        "145/2020/ND-CP.\n\n"
        "Điều 2. Ngân sách\n\nArticle 2. Budget\n\n"
        "Ngân sách đào tạo 1,2 tỷ đồng, tối đa 35tr mỗi người.\n\n"
        "A training budget of VND 1.2 billion, at most VND 35m per person.\n",
    )
    document = parse_signed_document(path)
    assert [c.ref for c in document.clauses] == ["§1", "§2"]
    assert problems(document) == []


def test_a_percentage_is_never_an_amount_and_a_small_number_need_not_match() -> None:
    """A translation spells small numbers out ("two (02) copies", "thirty days"); 10 % and
    10,000 are different things."""
    assert differences("lập thành 02 bản, báo trước 30 ngày, Điều 5.2", "two copies") == ([], [])
    assert differences("tăng 10% và 10.000 đồng", "a rise of 10 and VND 10%") == (
        ["10.000"],
        [],
    )


def test_a_rate_differs_only_where_both_languages_state_one_the_other_lacks() -> None:
    """ "100%" is "full salary" and "200%" "double"; "10%" against "15%" is a difference, and
    "150%" may be "1.5 times"."""
    assert differences("hưởng 100% lương, làm thêm 200%", "full salary, double pay") == ([], [])
    assert differences("trọng số 10%", "weight 15%") == (["10%"], ["15%"])
    assert differences("bằng 150% lương giờ", "1.5 times the hourly wage") == ([], [])
    assert differences("vi phạm 2 lần", "violates twice") == ([], [])


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Lương 16.000.000đ/tháng", "Salary VND16,000,000 a month"),  # attached currency
        ("Phụ cấp 500.000VNĐ", "An allowance of VND 500,000"),
        ("Hiệu lực từ ngày 15.03.2024", "Effective from 15 March 2024"),  # a dotted date
        ("Văn phòng cách ga 500m", "The office is 500 metres from the station"),
        ("Thưởng 35m", "A bonus of VND 35,000,000"),
        ("Tăng 5% trong năm 2025 và 10% năm 2026", "5% in 2025 and 10% in 2026"),  # no range
        ("Thưởng năm 2025 đến 20% lương", "A 2025 bonus of up to 20% of salary"),
        ("Bậc 2 - 15 triệu đồng", "Grade 2: VND 15,000,000"),
        ("Điện thoại: (028) 3823 4567", "Tel: +84 28 3823 4567"),
        ("Hỗ trợ 50% học phí; kiểm tra kỹ", "Half of the tuition; double-check it"),
        ("Tài liệu 12 tr.", "A document of 12 pages"),
        ("Lương: 15 triệu\n500 nghìn phụ cấp", "Salary: VND 15 million\nVND 500 thousand"),
        ("Lương16.000.000đồng", "Salary 16,000,000dong"),
    ],
)
def test_faithful_translations_writing_numbers_their_own_way_agree(
    vietnamese: str, english: str
) -> None:
    assert differences(vietnamese, english) == ([], [])


def test_a_number_too_long_for_an_amount_is_left_out() -> None:
    """A million digits (or a multiplier on fewer) overflowed the decimal arithmetic."""
    assert stated_numbers("9" * 1_000_000) == []
    assert differences("9" * 30 + " tỷ", "") == ([], [])
    assert differences("9" * 20 + " tỷ", "") == (["9" * 20 + " tỷ"], [])


@pytest.mark.parametrize(
    ("written", "values"),
    [
        ("16.000.000 đồng", {Decimal(16_000_000)}),
        ("VND 16,000,000", {Decimal(16_000_000)}),
        ("16 triệu", {Decimal(16_000_000)}),
        ("VND 16 million", {Decimal(16_000_000)}),
        ("1.500 USD", {Decimal(1500), Decimal("1.5")}),  # fifteen hundred, or one and a half
        ("USD 1,234.56", {Decimal("1234.56")}),
        ("1.234,56 USD", {Decimal("1234.56")}),
        ("500k", {Decimal(500), Decimal(500_000)}),  # 500 thousand, or 500 of something
        ("1,2 tỷ", {Decimal(1_200_000_000)}),
        ("ngày 01/01/2026", {Decimal(2026)}),
        ("12,5 %", {Decimal("12.5")}),
    ],
)
def test_numbers_are_read_as_either_language_writes_them(
    written: str, values: set[Decimal]
) -> None:
    [stated] = [stated for stated in stated_numbers(written) if stated.required]
    assert stated.readings == values


def test_numbers_written_the_ways_vietnamese_and_english_contracts_write_them_agree(
    tmp_path: Path,
) -> None:
    """A faithful translation was reported as another clause's: "28.500.000đ" and
    "730.000VNĐ" read as 28.5 and nothing, "VND42,000,000" and "FY2025" as nothing, a date
    "12.08.1990" lost its year, a telephone number's groups were amounts, "từ 25 đến 35
    triệu" had 25 đồng, "5-12%" 5 đồng, "2026-27" the year 27, "1 tỷ 200 triệu" two amounts
    and "three times" no rate."""
    path = write_text(
        tmp_path / "contract.md",
        "Điều 1. Các bên\n\nArticle 1. Parties\n\n"
        "Ông Lê Văn Nam, sinh ngày 12.08.1990, điện thoại 028.3823.4567, tài khoản "
        "0071.0012.34567.\n\n"
        "Mr. Lê Văn Nam, born on 12 August 1990, phone +84 28 3823 4567, account "
        "0071001234567.\n\n"
        "Điều 2. Tiền lương\n\nArticle 2. Salary\n\n"
        "Lương 28.500.000đ/tháng, phụ cấp 730.000VNĐ; lương gộp 42.000.000 VND.\n\n"
        "Salary VND 28,500,000 a month, an allowance of VND 730,000; gross VND42,000,000.\n\n"
        "Điều 3. Khung lương\n\nArticle 3. Salary band\n\n"
        "Từ 25 đến 35 triệu đồng, tăng từ 5% đến 12% mỗi năm tài chính 2026\u20132027 so với "
        "năm 2025.\n\n"
        "VND 25 million to VND 35 million, rising 5-12% each fiscal year 2026-27 on FY2025.\n\n"
        "Điều 4. Thưởng\n\nArticle 4. Bonus\n\n"
        "Thưởng 1 tỷ 200 triệu đồng hoặc 8 triệu rưỡi mỗi tháng; làm thêm ngày lễ ít nhất "
        "bằng 300%, thưởng KPI bằng 150% lương.\n\n"
        "A bonus of VND 1.2 billion or VND 8.5 million a month; holiday overtime at least "
        "three times the wage, a KPI bonus of 1.5x the salary.\n",
    )
    document = parse_signed_document(path)
    assert [c.ref for c in document.clauses] == ["§1", "§2", "§3", "§4"]
    assert problems(document) == []


@pytest.mark.parametrize(
    ("vietnamese", "english", "only_vietnamese", "only_english"),
    [
        ("Lương 25.000.000đ", "Salary VND 52,000,000", ["25.000.000"], ["52,000,000"]),
        ("Lương 25.000.000VNĐ", "Salary VND25,500,000", ["25.000.000"], ["25,500,000"]),
        ("từ 01.04.2026", "from 1 April 2027", ["01.04.2026"], ["1 April 2027"]),
        ("tăng từ 5% đến 12%", "rising 5-15%", ["12%"], ["15%"]),
        ("từ 25 đến 35 triệu", "VND 25 million to VND 40 million", ["35 triệu"], ["40 million"]),
        ("năm 2026-2027", "the year 2026-28", ["2027"], ["28"]),
        ("1 tỷ 200 triệu", "VND 1.3 billion", ["1 tỷ 200 triệu"], ["1.3 billion"]),
        ("trọng số 30%", "a weight of 20%, reviewed twice", ["30%"], ["20%"]),
    ],
)
def test_numbers_written_their_own_way_still_differ_when_they_differ(
    vietnamese: str, english: str, only_vietnamese: list[str], only_english: list[str]
) -> None:
    assert differences(vietnamese, english) == (only_vietnamese, only_english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Lương 25 000 000 đồng", "Salary VND 25,000,000"),
        ("tối đa 3 triệu/người/năm", "up to VND 3 mn per person per year"),
        ("từ tháng 05.2026", "from May 2026"),
        ("ngày 1.1.2026", "on 1 January 2026"),
    ],
)
def test_spaced_thousands_and_a_dotted_month_read_as_their_translation(
    vietnamese: str, english: str
) -> None:
    assert differences(vietnamese, english) == ([], [])


def test_a_rate_on_the_next_line_is_no_billion() -> None:
    """A KPI table's row ending "≥ 4,5/5" above the row "Tỷ lệ khiếu nại" (complaint rate):
    "5" and "Tỷ" on the next line read as five billion đồng the English never states."""
    stated = stated_numbers("Mức độ hài lòng | 25% | ≥ 4,5/5\nTỷ lệ khiếu nại | 25% | ≤ 2%")
    assert [(number.written, number.required) for number in stated] == [
        ("25%", True),
        ("4,5", False),
        ("5", False),
        ("25%", True),
        ("2%", True),
    ]
    assert [number.required for number in stated_numbers("đạt 5 tỷ lệ")] == [False]
    assert [s.written for s in stated_numbers("doanh thu 5 tỷ đồng")] == ["5 tỷ"]


@pytest.mark.parametrize(
    ("vietnamese", "english", "only_vietnamese", "only_english"),
    [
        (
            "Trong 12 (mười hai) tháng kể từ ngày nghỉ việc",
            "For six (6) months after leaving",
            ["12 (mười hai) tháng"],
            ["six (6) months"],
        ),
        ("Thưởng 01 tháng lương", "A bonus of 02 months' salary", ["01 tháng"], ["02 months"]),
        ("báo trước 30 ngày", "thirty-five days' notice", ["30 ngày"], ["thirty-five days"]),
        ("thời hạn 02 năm", "a term of 3 years", ["02 năm"], ["3 years"]),
        (  # a period stated once more in English, another one gone
            "Bậc 1 sau 12 tháng; bậc 2 sau 18 tháng",
            "Level 1 after 12 months; level 2 after 12 months",
            ["18 tháng"],
            ["12 months"],
        ),
        (  # an overtime cap: hours, no amount
            "Làm thêm không quá 300 giờ trong một năm.",
            "Overtime of no more than 200 hours a year.",
            ["300 giờ"],
            ["200 hours"],
        ),
    ],
)
def test_periods_differ_where_both_languages_state_one_the_other_lacks(
    vietnamese: str, english: str, only_vietnamese: list[str], only_english: list[str]
) -> None:
    """A non-compete of "12 tháng" translated "six (6) months", a bonus of one month's salary
    translated two: no amount of 1,000 or more, no percentage, silently mistranslated."""
    assert differences(vietnamese, english) == (only_vietnamese, only_english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Trong 12 (mười hai) tháng", "For twelve (12) months"),
        ("thời hạn 24 tháng", "a term of two years"),  # a year is twelve months
        ("trong 05 ngày làm việc", "within 5 working days"),
        ("thử việc 2 tháng", "a 2-month probation"),
        ("nghỉ 12 ngày/năm", "12 days' leave a year"),
        ("báo trước 2 tuần", "14 days' notice"),
        ("hưởng 1,5 tháng lương", "1.5 months' salary"),
        # a day or a month named, not counted: "01 tháng", "03 năm" are no periods
        ("từ ngày 01 tháng 03 năm 2026, trong 6 tháng", "from 1 March 2026, for 6 months"),
        ("trả vào tháng 01 năm kế tiếp", "paid in January of the following year"),
        # one side alone states a period: a paraphrase, as often as not
        ("thưởng 01 tháng lương", "a month's salary as a bonus"),
        ("trong 12 tháng", "for 12 months, that is, this 12-month period"),
        ("không quá 08 giờ trong 01 ngày", "no more than eight (08) hours a day"),
        ("báo trước 48 giờ", "two days' notice"),  # whole days of hours are days
        # a time of day is no period of hours
        ("lúc 8 giờ; tối đa 40 giờ/tuần", "at 8 o'clock; at most 40 hours a week"),
        ("từ 8 giờ sáng đến 17 giờ 30, 8 giờ mỗi ngày", "from 8 a.m. to 5:30 p.m., 8 hours a day"),
    ],
)
def test_faithful_periods_agree(vietnamese: str, english: str) -> None:
    assert differences(vietnamese, english) == ([], [])


@pytest.mark.parametrize(
    ("vietnamese", "english", "only_vietnamese", "only_english"),
    [
        # the same figures, per another thing (appendix round 12: each had been stored)
        (
            "phụ cấp ăn trưa 50.000 đồng/ngày làm việc",
            "a lunch allowance of VND 50,000 per month",
            ["/ngày"],
            ["per month"],
        ),
        (
            "làm việc từ xa không quá 03 ngày mỗi tuần",
            "remote work of 3 days per month",
            ["mỗi tuần"],
            ["per month"],
        ),
        ("03 ngày một tuần", "3 days a month", ["một tuần"], ["a month"]),
        (
            "khám sức khỏe 06 tháng một lần",
            "a health check once a year",
            ["06 tháng một lần"],
            ["a year"],
        ),
        (
            "thưởng 2.000.000 đồng hằng quý",
            "a bonus of VND 2,000,000 monthly",
            ["hằng quý"],
            ["monthly"],
        ),
    ],
)
def test_what_an_amount_is_per_differs_where_both_languages_state_one_the_other_lacks(
    vietnamese: str, english: str, only_vietnamese: list[str], only_english: list[str]
) -> None:
    """ "50.000 đồng/ngày" translated "VND 50,000 per month": the same figures, twenty times
    apart; compared by what each is per, as periods are."""
    assert differences(vietnamese, english) == (only_vietnamese, only_english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Lương 9.200.000 đồng/tháng", "Wage VND 9,200,000 per month"),
        ("nghỉ trên 05 ngày trong tháng", "more than 5 days' leave a month"),
        ("tuần tra mỗi 02 giờ", "patrols every 2 hours"),
        (
            "huấn luyện mỗi năm một lần, khám 06 tháng một lần",
            "training once a year, a check every 6 months",
        ),
        (
            "nghỉ hằng năm; trả vào ngày làm việc liền trước",
            "annual leave; if payday is a day off, the preceding working day",
        ),
        ("trong một ngày", "within a day"),
        (
            "không rời vị trí trong giờ làm việc; lương tháng",
            "not during working hours; a monthly salary",
        ),
        ("Ngày/tháng/năm sinh: 01/01/1990", "Date of birth: 01/01/1990"),
        # one side alone says it: a paraphrase ("Lương năm" / "annual salary")
        ("lương 30.000.000 đồng mỗi tháng", "a salary of VND 30,000,000"),
    ],
)
def test_faithful_recurrences_agree(vietnamese: str, english: str) -> None:
    assert differences(vietnamese, english) == ([], [])


def test_working_days_a_change_states_as_days_differ() -> None:
    """ "07 ngày làm việc" translated "7 days" in the words of a change counts the weekends
    and holidays the parties left out (appendix round 12: an English-only change of unit had
    been stored); said of a whole clause, a common translation ("12 days" of leave)."""
    vietnamese, english = (
        "từ 05 ngày làm việc lên 07 ngày làm việc",
        "from 5 working days to 7 days",
    )
    assert differences(vietnamese, english, working_days=True) == (["07 ngày"], ["7 days"])
    assert differences("Nghỉ phép năm: 12 ngày làm việc/năm", "Annual leave: 12 days/year") == (
        [],
        [],
    )


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("trong vòng 07 ngày làm việc", "within 7 working days"),
        ("trong 05 ngày làm việc", "within 5 business days"),
        # the Vietnamese says "làm việc" once, of the last of two counts
        ("từ 12 ngày lên 14 ngày làm việc", "from 12 working days to 14 working days"),
        ("nghỉ 12 ngày", "12 working days' leave"),  # "ngày" alone may be either
    ],
)
def test_working_days_agree(vietnamese: str, english: str) -> None:
    assert differences(vietnamese, english, working_days=True) == ([], [])


@pytest.mark.parametrize(
    ("vietnamese", "english", "only_vietnamese", "only_english"),
    [
        (
            "từ ngày 02/02/2026 đến hết ngày 02/04/2026.",
            "from 02/02/2026 to the end of 02/05/2026.",
            ["02/04/2026"],
            ["02/05/2026"],
        ),
        (
            "Thời giờ làm việc: từ 08h30 đến 17h30, từ thứ Hai đến thứ Sáu.",
            "Working hours: from 08:30 to 18:30, Monday to Friday.",
            ["17h30"],
            ["18:30"],
        ),
        (
            "Hợp đồng có hiệu lực từ ngày 01 tháng 01 năm 2026.",
            "This contract takes effect on 1 February 2026.",
            ["01 tháng 01 năm 2026"],
            ["1 February 2026"],
        ),
        ("đến hết ngày 31/03/2026", "until May 31st, 2026", ["31/03/2026"], ["May 31st, 2026"]),
        (
            "xét duyệt vào tháng 4 năm 2026",
            "reviewed in May 2026",
            ["tháng 4 năm 2026"],
            ["May 2026"],
        ),
        (
            "chậm nhất vào 16 giờ 30 thứ Sáu",
            "no later than 4:30 a.m. on Friday",
            ["16 giờ 30"],
            ["4:30 a.m."],
        ),
        ("có mặt lúc 9 giờ sáng", "attend at 9 p.m.", ["9 giờ sáng"], ["9 p.m."]),
        ("có mặt lúc 08h00", "attend at 9 a.m.", ["08h00"], ["9 a.m."]),
        # an hour without minutes said to be a time: a range's end past noon, "lúc", "18 giờ tối"
        ("làm việc từ 8 giờ đến 17 giờ", "working 8 a.m. to 6 p.m.", ["17 giờ"], ["6 p.m."]),
        ("nộp trước 18 giờ tối thứ Sáu", "submit by 7 p.m. on Friday", ["18 giờ tối"], ["7 p.m."]),
        ("kết thúc lúc 24h00", "ends at 12:00 noon", ["24h00"], ["12:00 noon"]),
        # a zero-padded hour is on a 24-hour clock: "08h00" is no 8 p.m.
        ("làm việc từ 08h00", "working from 8:00 p.m.", ["08h00"], ["8:00 p.m."]),
        ("ca đêm từ 22h00 đến 06h00", "night shift 10 p.m. to 6 p.m.", ["06h00"], ["6 p.m."]),
        ("có mặt lúc 07 giờ", "attend at 7 p.m.", ["07 giờ"], ["7 p.m."]),
        ("họp lúc 10:45 thứ Hai", "meeting at 10:00am on Monday", ["10:45"], ["10:00am"]),
        # a day without its year, a holiday; a day of every month, a pay day
        ("nghỉ ngày 30/4 và 1/5", "off on 30 April and 2 May", ["1/5"], ["2 May"]),
        ("nghỉ ngày 30/4", "off on 1 May 2026", ["30/4"], ["1 May 2026"]),
        (
            "lương trả vào ngày 15 hằng tháng",
            "salary is paid on the 10th of each month",
            ["ngày 15 hằng tháng"],
            ["10th of each month"],
        ),
        (
            "trả vào ngày 05 của tháng kế tiếp",
            "paid monthly on the 10th",
            ["ngày 05 của tháng kế tiếp"],
            ["monthly on the 10th"],
        ),
        # a month against a date in another month, an ISO date
        (
            "xét lại từ tháng 4 năm 2026",
            "reviewed from 1 May 2026",
            ["tháng 4 năm 2026"],
            ["1 May 2026"],
        ),
        (
            "hiệu lực từ ngày 01/01/2026",
            "effective from 2026-02-01",
            ["01/01/2026"],
            ["2026-02-01"],
        ),
    ],
)
def test_dates_and_times_differ_where_both_languages_state_one_the_other_lacks(
    vietnamese: str, english: str, only_vietnamese: list[str], only_english: list[str]
) -> None:
    """A probation ending "02/04/2026" translated "02/05/2026", a working day ending "17h30"
    translated "18:30": the year, the one figure of a date compared, is the same, and a
    time is no amount; neither was reported. Nor a date, a month or a time either language
    writes in words ("01 tháng 01 năm 2026" / "1 February 2026", "16 giờ 30" / "4:30 a.m.")."""
    assert differences(vietnamese, english) == (only_vietnamese, only_english)


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("từ 08h00 \u2013 17h30", "08:00 \u2013 17:30"),
        ("chậm nhất vào 16 giờ 30 thứ Sáu", "no later than 4:30 p.m. on Friday"),
        ("từ 8 giờ 30 đến 17 giờ", "from 8:30 to 17:00"),
        ("ngày 05.01.2026", "on 05/01/2026"),
        ("đến ngày 31/01/2028", "until 01/31/2028"),  # an American translation's order
        ("từ ngày 02/02/2026 đến 02/04/2026", "from 2 February 2026 to 2 April 2026"),
        ("ngày 2 tháng 4 năm 2026, lúc 09h00", "on 02/04/2026 at 9 a.m."),
        ("ngày 02 tháng 4 năm 2026", "on April 2nd, 2026"),
        ("ngày 01 tháng 01 năm 2026", "on the 1st day of January, 2026"),
        ("từ tháng 4 năm 2026", "from 1 April 2026"),  # a month, its first day
        ("từ tháng 04/2026", "from APRIL 2026"),
        ("nộp trước 5 giờ chiều", "submitted before 17:00"),
        # a padded hour with its half of the day said, or against a 12-hour clock's
        ("hạn chót 08h00 tối", "deadline 8:00 p.m."),
        ("ca đêm từ 22h00 đến 06h00", "night shift 10 p.m. to 6 a.m."),
        ("làm việc từ 08:00", "working from 8:00"),
        # hours a range says are times of day are no lengths of time beside "8 hours", and
        # "4 giờ tối đa" is four hours at most
        ("Ca 2 từ 14 giờ đến 22 giờ.", "Shift 2: 8 hours, from 2 p.m. to 10 p.m."),
        (
            "Làm thêm tối đa 4 giờ tối đa mỗi ngày, kết thúc trước 22 giờ.",
            "At most 4 hours of overtime a day, ending before 10 p.m.",
        ),
        # "tối đa" (at most) is no evening: the English alone states a time
        ("Làm thêm tối đa 4 giờ tối đa mỗi ngày.", "At most 4 hours of overtime a day, by 10 p.m."),
        # "Ca 2:" numbers a shift, no 2:14; "11h30 chiều từ 13h30" is the afternoon that follows
        (
            "Ca 1: 6 giờ \u2013 14 giờ; Ca 2: 14 giờ \u2013 22 giờ",
            "Shift 1: 6 a.m. \u2013 2 p.m.; Shift 2: 2 p.m. \u2013 10 p.m.",
        ),
        (
            "Sáng từ 7h30 đến 11h30 chiều từ 13h30 đến 17h00.",
            "7:30 a.m. to 11:30 a.m., 1:30 p.m. to 5 p.m.",
        ),
        # two to four hours is a length, not 2 and 4 o'clock
        (
            "Làm thêm từ 2 giờ đến 4 giờ mỗi ngày, trước 22 giờ.",
            "Two to four hours a day, before 10 p.m.",
        ),
        # days without a year, written alike; a lunar one is translated as its solar day
        ("nghỉ ngày 30 tháng 4 và ngày 1/5", "off on April 30th and 1st May"),
        ("từ ngày 01/01 đến ngày 31/12 hằng năm", "from 1 January to 31 December each year"),
        ("trả vào ngày 05 của tháng kế tiếp", "paid on the fifth day of the following month"),
        (
            "báo cáo trước ngày 05 hàng tháng, trả lương ngày 10/01/2026",
            "report by the 5th of every month, salary paid 10 January 2026",
        ),
        ("Nghỉ Giỗ Tổ Hùng Vương ngày 10/3 âm lịch.", "Hung Kings' Day (the 18th of April) off."),
        ("Nghỉ Giỗ Tổ ngày 10 tháng 3 năm 2026 âm lịch.", "Hung Kings' Day (26 April 2026) off."),
        (
            "Chi trước ngày 30 tháng 12 năm 2025 âm lịch.",
            "Paid before 16 February 2026 (lunar year end).",
        ),
        # "08-09-2020" is a date, not a telephone number; "31 March" a day, not a fiscal "2031"
        ("chấm dứt vào ngày 08-09-2020", "ends on 8th September 2020"),
        ("(từ ngày 01/4/2026 đến ngày 31/3/2027)", "(1 April 2026 \u2013 31 March 2027)"),
    ],
)
def test_dates_and_times_written_alike_agree(vietnamese: str, english: str) -> None:
    assert differences(vietnamese, english) == ([], [])


def test_a_date_the_translation_changed_in_words_is_reported_at_its_clause(
    tmp_path: Path,
) -> None:
    """Both languages write the effective date in words, the English a month later: the year
    is the same, so only reading the date as a date shows it."""
    path = write_text(
        tmp_path / "contract.md",
        "Điều 1. Thời hạn\n\nArticle 1. Term\n\n"
        "Hợp đồng có hiệu lực từ ngày 01 tháng 01 năm 2026 đến hết ngày 31 tháng 12 năm 2026.\n\n"
        "This contract is effective from 1 February 2026 until 31 December 2026.\n\n"
        "Điều 2. Giờ làm việc\n\nArticle 2. Working hours\n\n"
        "Từ 8 giờ sáng đến 5 giờ chiều, nghỉ trưa từ 12h00 đến 13h00.\n\n"
        "From 8 a.m. to 5 p.m., with a lunch break from noon to 1 p.m.\n",
    )
    document = parse_signed_document(path)
    assert problems(document) == [("numbers_differ", "§1")]
    assert "the Vietnamese alone states 01 tháng 01 năm 2026" in document.problems[0].message
    assert "1 February 2026" in document.problems[0].message
