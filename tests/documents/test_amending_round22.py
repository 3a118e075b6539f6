"""Appendix round 22 (blind, 426 cases, 2026-12-07): forms of change and faithful
translations it found refused, each now made; a place said otherwise still refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.consolidation import Op, Why
from tests.documents.test_amending_lists_and_translations import _made_as_worded
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
