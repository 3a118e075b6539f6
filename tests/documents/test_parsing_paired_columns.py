"""An amendment table typing the old and the new wording in each language's column, "Điều
khoản / Clause | Nội dung cũ | Nội dung mới | Old wording | New wording": a figure alone in
one language's column is that language's, as its header says (probe 17 c04)."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import Row, clause, write_docx

CHANGES: list[Row] = [
    ("Điều khoản / Clause", "Nội dung cũ", "Nội dung mới", "Old wording", "New wording"),
    (
        "Khoản 2 Điều 3 / Clause 2, Article 3",
        "21.000.000 đồng/tháng",
        "24.500.000 đồng/tháng",
        "VND 21,000,000 per month",
        "VND 24,500,000 per month",
    ),
    (
        "Khoản 1 Điều 7 / Clause 1, Article 7",
        "Nghỉ phép năm 12 ngày",
        "Nghỉ phép năm 15 ngày",
        "12 days of annual leave",
        "15 days of annual leave",
    ),
]


def amended(tmp_path: Path, table: list[Row]) -> tuple[list[str], list[str]]:
    path = write_docx(
        tmp_path / "addendum.docx",
        "Điều 1. Nội dung thay đổi",
        "Article 1. Changes",
        table,
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
    )
    changes = clause(parse_signed_document(path), "§1")
    return changes.text_vi.splitlines()[1:], changes.text_en.splitlines()[1:]


def test_a_new_amount_in_the_vietnamese_column_is_not_the_englishs(tmp_path: Path) -> None:
    """Read as no language's, "24.500.000 đồng/tháng" was copied into the English row too,
    between the old and the new English amounts, silently."""
    vietnamese, english = amended(tmp_path, CHANGES)
    assert vietnamese == [
        "Điều khoản | Nội dung cũ | Nội dung mới",
        "Khoản 2 Điều 3 | 21.000.000 đồng/tháng | 24.500.000 đồng/tháng",
        "Khoản 1 Điều 7 | Nghỉ phép năm 12 ngày | Nghỉ phép năm 15 ngày",
    ]
    assert english == [
        "Clause | Old wording | New wording",
        "Clause 2, Article 3 | VND 21,000,000 per month | VND 24,500,000 per month",
        "Clause 1, Article 7 | 12 days of annual leave | 15 days of annual leave",
    ]


def test_a_figure_under_a_heading_in_one_language_alone_is_still_both(tmp_path: Path) -> None:
    """ "Mức mới" with no English heading beside it may be the column of both languages: its
    figure goes to both rows, as before."""
    table: list[Row] = [(row[0], row[1], row[3], row[2]) for row in CHANGES]
    table[0] = ("Điều khoản / Clause", "Nội dung", "Content", "Mức mới")
    vietnamese, english = amended(tmp_path, table)
    assert vietnamese[1].endswith(" | 24.500.000 đồng/tháng")
    assert english[1].endswith(" | 24.500.000 đồng/tháng")
