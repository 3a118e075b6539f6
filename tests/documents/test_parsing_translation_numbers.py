"""A clause's two languages state the same amounts, years and percentages; where they do not,
its English is likely another clause's translation, and the import says so (``numbers_differ``)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.amounts import stated_numbers, unmatched
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
        "§2: the English alone states 40,000,000; its English may be another clause's translation."
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


def test_a_percentage_is_never_an_amount_and_a_small_number_is_left_out() -> None:
    """A translation spells small numbers out ("two (02) copies", "thirty days"); 10 % and
    10,000 are different things."""
    assert stated_numbers("lập thành 02 bản, báo trước 30 ngày, Điều 5.2") == []
    assert unmatched(stated_numbers("tăng 10%"), stated_numbers("a rise of VND 10,000")) == ["10%"]


def test_a_rate_may_be_written_as_times_and_a_count_is_never_missing() -> None:
    """ "150%" is translated "1.5 times"; "2 lần" may count violations ("twice")."""
    assert unmatched(stated_numbers("bằng 150% lương giờ"), stated_numbers("1.5 times")) == []
    assert unmatched(stated_numbers("vi phạm 2 lần"), stated_numbers("violates twice")) == []
    assert unmatched(stated_numbers("bằng 150% lương giờ"), stated_numbers("twice")) == ["150%"]


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
        ("500k", {Decimal(500_000)}),
        ("1,2 tỷ", {Decimal(1_200_000_000)}),
        ("ngày 01/01/2026", {Decimal(2026)}),
        ("12,5 %", {Decimal("-12.5")}),  # a percentage: kept apart from amounts by its sign
    ],
)
def test_numbers_are_read_as_either_language_writes_them(
    written: str, values: set[Decimal]
) -> None:
    [stated] = stated_numbers(written)
    assert stated.readings == values
