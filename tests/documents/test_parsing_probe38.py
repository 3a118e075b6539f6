"""What probe 38 (148 documents, blind, by producer and page layout: Chromium and
wkhtmltopdf printing HTML, LibreOffice, python-docx, pandoc, reportlab, plain text; truth
written and frozen first) found read wrong without a word said."""

from __future__ import annotations

import pytest

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import problems
from tests.documents.test_parsing_probe36 import _texts
from tests.documents.test_parsing_probe37 import _TITLES, _printed_tables

_RATINGS = [["Xếp loại", "Tỷ lệ thưởng"], ["A", "150%"], ["B", "100%"], ["C", "50%"]]
_RATINGS_EN = [["Rating", "Bonus rate"], ["A", "150%"], ["B", "100%"], ["C", "50%"]]
_LINES = (
    *_TITLES,
    "Điều 1. Thưởng hiệu quả công việc",
    "Article 1. Performance bonus",
    "Mức thưởng theo kết quả đánh giá như sau:",
    "The bonus by review result is as follows:",
)


@pytest.mark.parametrize("widths", [None, [150, 150]])
def test_a_table_of_ratings_and_its_translation_under_it_keep_their_cells(tmp_path, widths) -> None:
    """Two ruled tables of an item and its figure, the English right under the Vietnamese and
    as wide: read as one grid whose English header stood among figures, no table at all,
    each language's rows run together ("Xếp loại Tỷ lệ thưởng A 150% B 100% C 50%")."""
    path = _printed_tables(tmp_path / "bonus.pdf", _LINES, [_RATINGS, _RATINGS_EN], widths)
    parsed = parse_signed_document(path)
    assert _texts(parsed) == [
        (
            "§1",
            "Thưởng hiệu quả công việc\nMức thưởng theo kết quả đánh giá như sau:\n"
            "Xếp loại | Tỷ lệ thưởng\nA | 150%\nB | 100%\nC | 50%",
            "Performance bonus\nThe bonus by review result is as follows:\n"
            "Rating | Bonus rate\nA | 150%\nB | 100%\nC | 50%",
        )
    ]
    assert problems(parsed) == []
