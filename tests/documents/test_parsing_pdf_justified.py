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
from rubric.documents.parsing.pdf_columns import Rows, column_items, find_gutter, layout_items
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


# Two columns of blocks side by side drawn out of order (read by each glyph's position,
# ``pdf_geometry``), as Chromium prints CSS columns of justified text: a justified
# Vietnamese line spreads its words up to the column's edge, so the word gaps of its last
# lines are clear on more lines than the gutter, which the lines standing beside blank space
# do not cross. (The Vietnamese and the English pages end at different clauses.)
_SIDE_BY_SIDE = [
    ("Kèm     theo     Hợp     đồng     lao     động     số", "Attached     to     Labour"),
    ("0457/2026/HĐLĐ-TV ngày 02/03/2026.", "0457/2026/HĐLĐ-TV dated 02/03/2026."),
    ("Điều 1. Thang bậc lương", "Article 1. Salary grades"),
    ("1.1. Người lao động được xếp Bậc 3, ngạch", "1.1.    The    Employee    is    placed"),
    ("Kỹ sư, với mức lương 42.000.000 đồng/tháng.", "at Grade 3, Engineer track."),
    ("1.2. Việc xét nâng bậc được thực hiện mỗi", ""),
    ("năm một lần vào tháng 4.", "1.2.    Promotion    to    a    higher    grade"),
    ("", "is reviewed once a year in April."),
    ("Điều 2. Thưởng hiệu quả công việc", ""),
    ("", "Article 2. Performance bonus"),
    ("2.1. Thưởng hiệu quả được tính theo kết quả", ""),
    ("", "2.1.    The    performance    bonus    is    based"),
    ("KPI năm, tối đa bằng 03 tháng lương.", ""),
    ("", "on the annual KPI result."),
    ("2.2.    Không    trả    thưởng    nếu    tổng    điểm    KPI", ""),
    ("", "2.2. No bonus is paid below 70% KPI."),
    ("dưới 70%.", ""),
    ("Điều 3. Lộ trình nghề nghiệp", "Article 3. Career path"),
    ("3.1. Sau 24 tháng đạt KPI từ 100% trở lên,", "3.1. After 24 months at 100% KPI, the"),
    (
        "Người    lao    động    được    xem    xét    bổ    nhiệm",
        "Employee    is    considered    as",
    ),
    ("Trưởng nhóm kỹ thuật.", "Technical Team Lead."),
]


def _side_by_side() -> list[str]:
    width = max(len(left) for left, _ in _SIDE_BY_SIDE) + 12
    return [f"{left:<{width}}{right}".rstrip() for left, right in _SIDE_BY_SIDE]


def test_the_gutter_is_the_second_column_edge_past_justified_last_words() -> None:
    """b03 (probe16): the gutter was taken left of "bổ nhiệm", "điểm KPI", "lao động số" —
    the justified gaps before a Vietnamese line's last words, clear on more lines than the
    gutter — and those words went to the English clause ("the bổ nhiệm Employee is
    considered …"). The lines where the second column starts count as much as the gaps."""
    layout = _side_by_side()
    gutter = find_gutter(layout)
    assert gutter is not None
    assert [line[gutter:].split()[:1] for line in layout if line[:gutter].strip()] == [
        ["Attached"],
        ["0457/2026/HĐLĐ-TV"],
        ["Article"],
        ["1.1."],
        ["at"],
        [],
        ["1.2."],
        [],
        [],
        [],
        [],
        [],
        ["Article"],
        ["3.1."],
        ["Employee"],
        ["Technical"],
    ]


# b05 (probe16), page 2: the Vietnamese page goes on from 3.2 b), the English one from 3.1.
_UNEVEN = [
    ("b) Phụ cấp điện thoại: 500.000 đồng/tháng;", "3.1. Salary for the position: VND 42,000,000"),
    ("", "per month (forty-two million dong)."),
    ("c) Phụ cấp gửi xe: 200.000 đồng/tháng.", ""),
    ("", "3.2. Allowances and other supplements:"),
    ("3.3. Tiền lương được trả bằng chuyển khoản", ""),
    ("vào ngày 05 hằng tháng.", "a)    Lunch    allowance:    VND    1,000,000    per"),
    ("", "month;"),
    ("Điều 4. Bảo hiểm xã hội, bảo hiểm y tế,", ""),
    ("bảo hiểm thất nghiệp", "b)    Telephone    allowance:    VND    500,000    per"),
    ("", "month;"),
    ("4.1.    Công    ty    và    Người    lao    động    đóng    bảo", ""),
    ("", "c) Parking allowance: VND 200,000 per month."),
    ("hiểm xã hội, bảo hiểm y tế, bảo hiểm thất", ""),
    (
        "nghiệp theo quy định của pháp luật, trên mức",
        "3.3. Salary is paid by bank transfer on the 5th of",
    ),
    ("lương tại Khoản 3.1.", "each month."),
    ("4.2. Công ty mua bảo hiểm sức khỏe bổ sung", "Article 4. Social, health and unemployment"),
    ("cho Người lao động với hạn mức 100.000.000", "insurance"),
    ("đồng/năm.", "4.1.    The    Company    and    the    Employee    pay"),
    ("", "social, health and unemployment insurance as"),
    ("Điều 5. Chấm dứt hợp đồng", ""),
    ("", "required by law, on the salary in Clause 3.1."),
]


def test_a_page_ending_at_different_clauses_is_two_languages_not_a_form() -> None:
    """b05 (probe16): where the Vietnamese and the English pages end at different clauses,
    most Vietnamese labels stand beside blank space, and on the lines beside text the
    English ones outnumbered them: the page was taken for a form ("1. Chức danh: | Senior
    Software Engineer", numbered on one side only) and read line by line, mixing the
    columns (§4.2's Vietnamese took "Article 4. Social, health …"). Counted on the whole
    page too, both sides are numbered."""
    layout = [f"{left:<66}{right}".rstrip() for left, right in _UNEVEN]
    items = layout_items(layout)
    rows = [item for item in items if isinstance(item, Rows)]
    assert rows
    vietnamese = " ".join(line for item in rows for line in item.left)
    english = " ".join(line for item in rows for line in item.right)
    assert "Article 4" not in vietnamese and "Salary" not in vietnamese
    assert "Phụ cấp" not in english and "đóng" not in english and "Article 4" in english


def test_the_columns_going_on_past_an_article_heading_beside_blank_space_stay_columns() -> None:
    """b05 (probe16), page 2 again: under the last row with text on both sides, the
    Vietnamese "Điều 5. …" stands beside blank space between the English column's last two
    lines. Taken for the page's own heading under the table, it and the lines after it were
    read row by row: the end of §4.1's English ("required by law, …") went into §5."""
    layout = [f"{left:<66}{right}".rstrip() for left, right in _UNEVEN]
    layout += ["5.1. Mỗi bên có quyền đơn phương chấm dứt", "hợp đồng theo Điều 35."]
    items = layout_items(layout)
    assert all(isinstance(item, Rows) for item in items)
    vietnamese = [line for item in items if isinstance(item, Rows) for line in item.left]
    english = [line for item in items if isinstance(item, Rows) for line in item.right]
    assert vietnamese[-3:] == [
        "Điều 5. Chấm dứt hợp đồng",
        "5.1. Mỗi bên có quyền đơn phương chấm dứt",
        "hợp đồng theo Điều 35.",
    ]
    assert english[-2:] == [
        "social, health and unemployment insurance as",
        "required by law, on the salary in Clause 3.1.",
    ]
