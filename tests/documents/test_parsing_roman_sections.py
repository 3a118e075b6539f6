"""Roman section headings: articles when nothing else numbers the articles, chapters otherwise."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document

ROMAN = """# HỢP ĐỒNG LAO ĐỘNG

LABOR CONTRACT

I. CÔNG VIỆC

I. JOB

1. Người lao động làm kỹ sư phần mềm.

1. The employee works as a software engineer.

2. Địa điểm làm việc tại Hà Nội.

2. The place of work is Hanoi.

II. THỜI GIỜ LÀM VIỆC

II. WORKING TIME

1. Thời giờ làm việc không quá 40 giờ/tuần.

1. Working time does not exceed 40 hours per week.
"""


def test_roman_sections_number_the_articles_when_nothing_else_does(tmp_path: Path) -> None:
    path = tmp_path / "roman.md"
    path.write_text(ROMAN, encoding="utf-8")
    parsed = parse_signed_document(path)
    assert [(c.ref, c.parent_ref) for c in parsed.clauses] == [
        ("§1", None),
        ("§1.1", "§1"),
        ("§1.2", "§1"),
        ("§2", None),
        ("§2.1", "§2"),
    ]
    assert parsed.problems == []  # not two §1 merged into one
    assert parsed.clauses[4].text_en == "Working time does not exceed 40 hours per week."


def test_roman_headings_stay_chapters_over_worded_articles(tmp_path: Path) -> None:
    path = tmp_path / "chapters.md"
    worded = (
        ROMAN.replace("1. Người lao động làm", "Điều 1. Người lao động làm")
        .replace("1. The employee works", "Article 1. The employee works")
        .replace("2. Địa điểm", "Điều 2. Địa điểm")
        .replace("2. The place", "Article 2. The place")
        .replace("1. Thời giờ", "Điều 3. Thời giờ")
        .replace("1. Working time", "Article 3. Working time")
    )
    path.write_text(worded, encoding="utf-8")
    parsed = parse_signed_document(path)
    assert [c.ref for c in parsed.clauses] == ["§1", "§2", "§3"]
