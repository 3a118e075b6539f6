"""The number a contract bears and the numbers an appendix names: compared by their figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.contract_numbers import numbers_amended, own_number, same_number
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import write_text
from tests.factories import SMALL_LABOR_CONTRACT


@pytest.mark.parametrize(
    ("head", "number"),
    [
        ("Số: 15/2026/HĐLĐ\n\nNo.: 15/2026/HĐLĐ\n", "15/2026/HĐLĐ"),
        ("Số: HĐLĐ-2026-015\n", "HĐLĐ-2026-015"),
        ("Số/No.: 015/2026/HĐLĐ-CSVN\n", "015/2026/HĐLĐ-CSVN"),  # the demo's, both languages
        ("Hà Nội, ngày 01/01/2026\n", ""),  # a date is no number
        ("", ""),
    ],
)
def test_the_number_a_contract_bears_is_read_from_its_head(
    tmp_path: Path, head: str, number: str
) -> None:
    text = SMALL_LABOR_CONTRACT.replace("LABOR CONTRACT\n", f"LABOR CONTRACT\n\n{head}", 1)
    assert own_number(parse_signed_document(write_text(tmp_path / "c.md", text))) == number


def test_an_appendix_names_the_contracts_it_amends_but_not_its_own_number(tmp_path: Path) -> None:
    text = (
        "# PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG\n\nLABOR CONTRACT APPENDIX\n\nSố: 01/2026/PLHĐ\n\n"
        "Căn cứ Hợp đồng lao động số 27/2025/HĐLĐ ký ngày 15/12/2025;\n\n"
        "Pursuant to Labour Contract No. 27/2025/HĐLĐ signed on 15 December 2025;\n\n"
        "## Điều 1. Sửa đổi\n\nArticle 1. Amendment\n\n"
        "Khoản 4.1 Điều 4 của HĐLĐ số 27/2025/HĐLĐ được sửa đổi như sau: “4.1. Không quá 44 "
        "giờ/tuần.”\n\nClause 4.1 of Article 4 is amended as follows: “4.1. At most 44 hours "
        "per week.”\n"
    )
    appendix = parse_signed_document(write_text(tmp_path / "a.md", text))
    assert numbers_amended(appendix) == ["27/2025/HĐLĐ"]


@pytest.mark.parametrize(
    ("one", "other", "same"),
    [
        ("15/2026/HĐLĐ", "015/2026/HDLD", True),
        ("15/2026/HĐLĐ", "15/2026/HĐLĐ-ABC", True),
        ("15/2026/HĐLĐ", "27/2025/HĐLĐ", False),
        ("15/2026/HĐLĐ", "2026/15/HĐLĐ", False),
    ],
)
def test_numbers_are_the_same_when_their_figures_are(one: str, other: str, same: bool) -> None:
    assert same_number(one, other) is same


def test_an_appendix_titled_with_its_own_number_names_no_contract(tmp_path: Path) -> None:
    """A review: "PHỤ LỤC 01 HỢP ĐỒNG LAO ĐỘNG SỐ 01/2026/PLHĐ" numbers the appendix; read as
    the contract amended, every appendix so titled was refused; and the appendix bears no
    contract's number of its own."""
    text = (
        "# PHỤ LỤC 01 HỢP ĐỒNG LAO ĐỘNG SỐ 01/2026/PLHĐ\n\nAPPENDIX 01 NO. 01/2026/PLHĐ\n\n"
        "Căn cứ Bộ luật Lao động số 45/2019/QH14; Nghị định số 145/2020/NĐ-CP;\n\n"
        "Pursuant to Labour Code No. 45/2019/QH14; Decree No. 145/2020/ND-CP;\n\n"
        "## Điều 1. Sửa đổi\n\nArticle 1. Amendment\n\n"
        "Khoản 4.1 Điều 4 được sửa đổi như sau: “4.1. Không quá 44 giờ/tuần.”\n\n"
        "Clause 4.1 of Article 4 is amended as follows: “4.1. At most 44 hours per week.”\n"
    )
    appendix = parse_signed_document(write_text(tmp_path / "a.md", text))
    assert numbers_amended(appendix) == []
    assert own_number(appendix) == ""


@pytest.mark.parametrize(
    ("number", "a_contracts"),
    [
        ("15/2026/HĐLĐ-PLC", True),  # a company's code beginning "PL"
        ("027/PLX-2025", True),
        ("01/2026/PLHĐ", False),
        ("PL-01", False),
    ],
)
def test_only_an_appendixs_own_code_makes_a_number_no_contracts(
    tmp_path: Path, number: str, a_contracts: bool
) -> None:
    text = (
        "# PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG\n\nLABOR CONTRACT APPENDIX\n\n"
        f"Căn cứ Hợp đồng lao động số {number} ký ngày 15/12/2025;\n\n"
        f"Pursuant to Labour Contract No. {number} signed on 15 December 2025;\n\n"
        "## Điều 1. Sửa đổi\n\nArticle 1. Amendment\n\n"
        "Khoản 4.1 Điều 4 được sửa đổi như sau: “4.1. Không quá 44 giờ/tuần.”\n\n"
        "Clause 4.1 of Article 4 is amended as follows: “4.1. At most 44 hours per week.”\n"
    )
    appendix = parse_signed_document(write_text(tmp_path / "a.md", text))
    assert numbers_amended(appendix) == ([number] if a_contracts else [])


def test_a_title_saying_whose_appendix_it_is_names_the_contract(tmp_path: Path) -> None:
    text = (
        "# PHỤ LỤC CỦA HỢP ĐỒNG LAO ĐỘNG SỐ 27/2025/HĐLĐ\n\nAPPENDIX TO LABOUR CONTRACT NO. "
        "27/2025/HĐLĐ\n\n## Điều 1. Sửa đổi\n\nArticle 1. Amendment\n\n"
        "Khoản 4.1 Điều 4 được sửa đổi như sau: “4.1. Không quá 44 giờ/tuần.”\n\n"
        "Clause 4.1 of Article 4 is amended as follows: “4.1. At most 44 hours per week.”\n"
    )
    appendix = parse_signed_document(write_text(tmp_path / "a.md", text))
    assert numbers_amended(appendix) == ["27/2025/HĐLĐ"]
