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
