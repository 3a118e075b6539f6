"""Appendix round 21 (2026-12-07): changes of meaning left stored by round 20 and the blind
round 21 pairs, each now refused beside its faithful translation, still made."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.documents.test_amending_lists_and_translations import (
    _made_as_worded,
    _refused_as_disagreeing,
)


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
