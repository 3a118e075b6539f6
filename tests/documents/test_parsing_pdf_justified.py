"""A bilingual contract whose table cells are justified.

A justified line spreads its words over the cell's whole width: in a short column, the gaps
between them are as wide as the gutter between the columns. The gutter was taken at the first
clear column from the left, which such a gap could be ("so với      Hợp" beside "to work other
…"): the words after it ("Hợp", "đơn", "Người lao động") went to the English clause, and the
next row's English to the row before.
"""

from __future__ import annotations

from rubric.documents.parsing.pdf_columns import find_gutter


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
