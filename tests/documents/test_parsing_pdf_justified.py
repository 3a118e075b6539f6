"""A bilingual contract whose paragraphs and table cells are justified, printed by Chromium
(``chromium_justified_*.pdf``, made by ``make_justified_tables.py``).

A justified line spreads its words over the cell's whole width: in a short column, the gaps
between them are as wide as the gutter between the columns. The gutter was taken at the first
clear column from the left, which such a gap could be ("so với      Hợp" beside "to work other
…"): the words after it ("Hợp", "đơn", "Người lao động") went to the English clause, and the
next row's English to the row before. An article's heading merged across both columns ("Điều
4. … / Article 4. …") ran the rows above and below it into one, and under the header table the
company's and the motto's lines went into §1. Each print must read as the same contract as
plain text does; a justified one-column print stays one column.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.pdf_columns import Rows, column_items, find_gutter
from tests.documents.support import FIXTURES, problems
from tests.fixtures.documents.make_justified_tables import write_text


def _clauses(parsed: ParsedDocument) -> list[tuple[str, str, str]]:
    return [
        (c.ref, " ".join(c.text_vi.split()), " ".join(c.text_en.split())) for c in parsed.clauses
    ]


@pytest.mark.parametrize(
    ("print_", "preamble"),
    [
        ("chromium_justified_ruled_table.pdf", True),
        ("chromium_justified_unruled_table.pdf", False),
        ("chromium_justified_two_columns.pdf", True),
        ("chromium_justified_one_column.pdf", True),
    ],
)
def test_a_justified_print_reads_as_the_contract_says(
    tmp_path: Path, print_: str, preamble: bool
) -> None:
    printed = parse_signed_document(FIXTURES / print_)
    written = parse_signed_document(write_text(tmp_path / "contract.txt", preamble=preamble))
    assert _clauses(written)[0] == (
        "§1",
        "Thời hạn và công việc hợp đồng",
        "Contract term and work",
    )
    assert _clauses(printed) == _clauses(written)
    assert problems(printed) == []


def test_the_gutter_is_where_the_second_column_starts_not_a_justified_gap() -> None:
    """A short column's justified line leaves a gap left of the gutter as clear as it."""
    rows = [
        ("6.2. Được tạm thời chuyển Người lao", "6.2. To temporarily transfer the Employee"),
        (
            "động     làm     công     việc     khác     Hợp",
            "to work other than under this Contract",
        ),
        ("đồng này không quá 60 ngày làm việc", "no more than 60 cumulative working days"),
        ("cộng dồn trong một năm.", "in a year."),
        ("7.1.    Người    lao    động    có    quyền   đơn", "7.1. The Employee may unilaterally"),
        ("phương chấm dứt Hợp đồng này nhưng", "terminate this Contract by giving the"),
    ]
    layout = [f"{left:<56}{right}" for left, right in rows]
    gutter = find_gutter(layout)
    assert gutter is not None
    assert [line[gutter:].split()[0] for line in layout] == [
        "6.2.",
        "to",
        "no",
        "in",
        "7.1.",
        "terminate",
    ]


def test_a_heading_merged_across_the_table_ends_the_rows_above_it() -> None:
    """Its line ends short of the gutter (the layout gives each letter one column, however
    wide it is drawn): the article's text went on in the rows of the clause above."""
    rows = [
        ("7.2. Khi chấm dứt Hợp đồng, hai bên", "7.2. Upon termination, both parties"),
        ("thanh toán các khoản tiền.", "settle all amounts."),
        ("Điều 8. Điều khoản thi hành / Article 8. Implementation", ""),
        ("Hợp đồng này có hiệu lực kể từ ngày", "This Contract takes effect from"),
        ("01/03/2026.", "01/03/2026."),
    ]
    layout = [f"{left:<64}{right}".rstrip() for left, right in rows]
    items = column_items(layout, 63)
    assert items[1] == "Điều 8. Điều khoản thi hành / Article 8. Implementation"
    assert isinstance(items[0], Rows) and isinstance(items[2], Rows)
    assert items[0].right == ["7.2. Upon termination, both parties", "settle all amounts."]
    assert items[2].left == ["Hợp đồng này có hiệu lực kể từ ngày", "01/03/2026."]
