"""Two paragraphs in a row opening with the same label are a clause and its translation, even
when both read as one language (``parsing._paired_by_label``)."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_text

ENGLISH_WORDS_IN_VIETNAMESE = """HỢP ĐỒNG LAO ĐỘNG
LABOR CONTRACT

Điều 1. Công việc
Article 1. Job
1.1. Chức danh: Senior Backend Engineer (Golang).
1.1. Position: Senior Backend Engineer (Golang).
1.2. Công cụ làm việc được cấp:
1.2. Work tools provided:
a) Laptop MacBook Pro 14 inch;
a) MacBook Pro 14-inch laptop;
b) Microsoft 365 Business Premium license;
b) Microsoft 365 Business Premium license;
Điều 2. Tiền lương
Article 2. Salary
2.1. Lương cơ bản: 45.000.000 đồng/tháng.
2.1. Base salary: VND 45,000,000/month.
"""


def test_a_vietnamese_line_of_mostly_english_words_is_the_vietnamese(tmp_path: Path) -> None:
    """It read as English: §1.1 had no Vietnamese and an invented §1.1.1 held the English."""
    parsed = parse_signed_document(write_text(tmp_path / "job.txt", ENGLISH_WORDS_IN_VIETNAMESE))
    assert [ref for ref, *_ in outline(parsed)] == [
        "§1",
        "§1.1",
        "§1.2",
        "§1.2(a)",
        "§1.2(b)",
        "§2",
        "§2.1",
    ]
    assert clause(parsed, "§1.1").text_vi == "Chức danh: Senior Backend Engineer (Golang)."
    assert clause(parsed, "§1.1").text_en == "Position: Senior Backend Engineer (Golang)."
    assert clause(parsed, "§1.2(a)").text_vi == "Laptop MacBook Pro 14 inch;"
    assert clause(parsed, "§1.2(a)").text_en == "MacBook Pro 14-inch laptop;"
    # the same words in both: the first is the Vietnamese, as everywhere in this document
    assert clause(parsed, "§1.2(b)").text_vi == clause(parsed, "§1.2(b)").text_en
    assert problems(parsed) == []


def test_in_an_english_first_document_the_first_of_a_like_pair_is_the_english(
    tmp_path: Path,
) -> None:
    lines = ENGLISH_WORDS_IN_VIETNAMESE.splitlines()
    swapped = lines[:3]
    for index in range(3, len(lines), 2):
        swapped += [lines[index + 1], lines[index]]
    parsed = parse_signed_document(write_text(tmp_path / "first.txt", "\n".join(swapped)))
    assert clause(parsed, "§1.2(a)").text_en == "MacBook Pro 14-inch laptop;"
    assert clause(parsed, "§1.1").text_vi == "Chức danh: Senior Backend Engineer (Golang)."
    assert problems(parsed) == []
