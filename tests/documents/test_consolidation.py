"""A change-only appendix applied to the text it amends (``rubric.documents.consolidation``):
the contract as amended, each changed clause in the appendix's words and every other clause
word for word as before; or, when a change cannot be made as written, nothing and why."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import Layout, ParsedClause, ParsedDocument
from rubric.documents.consolidation import AmendmentUnapplied, Op, Why, consolidate
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import write_text

BASE = """# HỢP ĐỒNG LAO ĐỘNG

LABOUR CONTRACT

## Điều 1. Công việc

Article 1. Job

Người lao động làm kỹ sư phần mềm.

The employee works as a software engineer.

## Điều 3. Tiền lương

Article 3. Salary

3.1. Mức lương: 30.000.000 đồng/tháng.

3.1. Salary: VND 30,000,000 per month.

3.2. Phụ cấp:

3.2. Allowances:

a) Ăn trưa: 730.000 đồng/tháng;

a) Lunch: VND 730,000 per month;

b) Đi lại: 500.000 đồng/tháng.

b) Travel: VND 500,000 per month.

## Điều 4. Thời giờ làm việc

Article 4. Working time

4.1. Thời giờ làm việc không quá 40 giờ/tuần.

4.1. Working time does not exceed 40 hours per week.

4.2. Nghỉ hằng năm 12 ngày làm việc.

4.2. Annual leave of 12 working days.

## Điều 6. Chấm dứt hợp đồng

Article 6. Termination

6.1. Mỗi bên báo trước 30 ngày.

6.1. Either party gives 30 days' notice.

6.2. Người lao động bàn giao công việc trước ngày nghỉ.

6.2. The employee hands over the work before leaving.

6.3. Công ty thanh toán các khoản trong 14 ngày.

6.3. The Company settles all payments within 14 days.
"""

HEAD = """# PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 01

LABOUR CONTRACT APPENDIX NO. 01

"""

TAIL = """
## Điều 9. Hiệu lực

Article 9. Effect

Phụ lục có hiệu lực từ ngày 01/06/2026. Các nội dung khác của Hợp đồng giữ nguyên.

This appendix takes effect on 01/06/2026. Other terms of the Contract remain unchanged.
"""


def _base(tmp_path: Path) -> list[ParsedClause]:
    return parse_signed_document(write_text(tmp_path / "base.md", BASE)).clauses


def _amended(tmp_path: Path, body: str) -> tuple[dict[str, ParsedClause], list]:
    appendix = parse_signed_document(write_text(tmp_path / "appendix.md", HEAD + body + TAIL))
    result = consolidate(_base(tmp_path), appendix, titles=("HỢP ĐỒNG LAO ĐỘNG",))
    assert [c.position for c in result.clauses] == list(range(len(result.clauses)))
    return {clause.ref: clause for clause in result.clauses}, result.changes


def _refused(tmp_path: Path, body: str) -> list[tuple[str, Why]]:
    appendix = parse_signed_document(write_text(tmp_path / "appendix.md", HEAD + body + TAIL))
    with pytest.raises(AmendmentUnapplied) as refused:
        consolidate(_base(tmp_path), appendix)
    return [(change.clause, change.why) for change in refused.value.unapplied]


def _unchanged(tmp_path: Path, clauses: dict[str, ParsedClause], *refs: str) -> None:
    before = {clause.ref: clause for clause in _base(tmp_path)}
    for ref in refs:
        old, new = before[ref], clauses[ref]
        assert (new.text_vi, new.text_en, new.label_vi, new.parent_ref) == (
            old.text_vi,
            old.text_en,
            old.label_vi,
            old.parent_ref,
        )


def test_a_clause_is_put_in_its_quoted_new_wording_and_every_other_stays_as_signed(
    tmp_path: Path,
) -> None:
    clauses, changes = _amended(
        tmp_path,
        """## Điều 1. Sửa đổi khoản 3.1 Điều 3

Article 1. Amendment of Clause 3.1 of Article 3

Khoản 3.1 Điều 3 của Hợp đồng được sửa đổi như sau: “3.1. Mức lương: 35.000.000 đồng/tháng.”

Clause 3.1 of Article 3 of the Contract is amended as follows: “3.1. Salary: VND 35,000,000 \
per month.”
""",
    )
    assert (clauses["§3.1"].text_vi, clauses["§3.1"].text_en) == (
        "Mức lương: 35.000.000 đồng/tháng.",
        "Salary: VND 35,000,000 per month.",
    )
    assert (clauses["§3.1"].label_vi, clauses["§3.1"].parent_ref) == ("3.1.", "§3")
    assert [(c.op, c.ref, c.by_ref) for c in changes] == [(Op.REPLACE, "§3.1", "§1")]
    _unchanged(tmp_path, clauses, "§1", "§3", "§3.2", "§3.2(a)", "§4.1", "§6.3")
    assert list(clauses)[:4] == ["§1", "§3", "§3.1", "§3.2"]


def test_unquoted_new_wording_after_its_colon_brings_its_own_points(tmp_path: Path) -> None:
    """Points a) b) c) replace a) b): the clause and all it contains are the new wording."""
    clauses, _changes = _amended(
        tmp_path,
        """## Điều 1. Sửa đổi, bổ sung khoản 3.2 Điều 3 như sau:

Article 1. Clause 3.2 of Article 3 is amended and supplemented as follows:

3.2. Phụ cấp:

3.2. Allowances:

a) Ăn trưa: 900.000 đồng/tháng;

a) Lunch: VND 900,000 per month;

b) Đi lại: 500.000 đồng/tháng;

b) Travel: VND 500,000 per month;

c) Điện thoại: 300.000 đồng/tháng.

c) Telephone: VND 300,000 per month.
""",
    )
    assert clauses["§3.2"].text_vi == "Phụ cấp:"
    assert clauses["§3.2(a)"].text_vi == "Ăn trưa: 900.000 đồng/tháng;"
    assert clauses["§3.2(c)"].text_en == "Telephone: VND 300,000 per month."
    assert clauses["§3.2(c)"].parent_ref == "§3.2"
    assert list(clauses).index("§3.2(c)") + 1 == list(clauses).index("§4")


def test_an_article_replaced_in_whole_loses_the_clauses_its_new_wording_does_not_have(
    tmp_path: Path,
) -> None:
    clauses, changes = _amended(
        tmp_path,
        """## Điều 1. Thay thế Điều 6

Article 1. Replacement of Article 6

Điều 6 của Hợp đồng được thay thế bằng nội dung sau:

Article 6 of the Contract is replaced in its entirety by the following:

“Điều 6. Chấm dứt hợp đồng

6.1. Mỗi bên báo trước 45 ngày.

6.2. Người lao động bàn giao công việc và tài sản trước ngày nghỉ.”

“Article 6. Termination

6.1. Either party gives 45 days' notice.

6.2. The employee hands over the work and property before leaving.”
""",
    )
    assert clauses["§6"].text_vi == "Chấm dứt hợp đồng"
    assert clauses["§6.1"].text_en == "Either party gives 45 days' notice."
    assert "§6.3" not in clauses
    assert [c.ref for c in changes] == ["§6"]


def test_a_clause_is_added_after_its_siblings_and_another_repealed(tmp_path: Path) -> None:
    clauses, changes = _amended(
        tmp_path,
        """## Điều 1. Sửa đổi, bổ sung một số điều của Hợp đồng

Article 1. Amendments to some articles of the Contract

1. Bổ sung khoản 4.3 vào Điều 4 như sau: “4.3. Người lao động được làm việc từ xa 02 ngày mỗi tuần.”

1. Clause 4.3 is added to Article 4 as follows: “4.3. The employee may work remotely 02 days \
per week.”

2. Bãi bỏ khoản 6.3 Điều 6.

2. Clause 6.3 of Article 6 is repealed.
""",
    )
    order = list(clauses)
    assert order.index("§4.3") == order.index("§4.2") + 1
    assert clauses["§4.3"].parent_ref == "§4"
    assert clauses["§4.3"].text_en == "The employee may work remotely 02 days per week."
    assert "§6.3" not in clauses
    assert [(c.op, c.ref, c.by_ref) for c in changes] == [
        (Op.INSERT, "§4.3", "§1.1"),
        (Op.REPEAL, "§6.3", "§1.2"),
    ]
    _unchanged(tmp_path, clauses, "§4.1", "§4.2", "§6.1", "§6.2")


def test_words_adjusted_from_one_amount_to_another_are_replaced_where_they_stand(
    tmp_path: Path,
) -> None:
    clauses, changes = _amended(
        tmp_path,
        """## Điều 1. Điều chỉnh mức lương

Article 1. Salary adjustment

Mức lương tại khoản 3.1 Điều 3 của Hợp đồng được điều chỉnh từ 30.000.000 đồng lên 35.000.000 \
đồng kể từ ngày 01/06/2026.

The salary in Clause 3.1 of Article 3 of the Contract is adjusted from VND 30,000,000 to VND \
35,000,000 from 01/06/2026.
""",
    )
    assert clauses["§3.1"].text_vi == "Mức lương: 35.000.000 đồng/tháng."
    assert clauses["§3.1"].text_en == "Salary: VND 35,000,000 per month."
    assert [(c.op, c.ref) for c in changes] == [(Op.REWORD, "§3.1")]


def test_a_table_of_old_and_new_wording_changes_each_row_s_words(tmp_path: Path) -> None:
    clauses, changes = _amended(
        tmp_path,
        """## Điều 1. Nội dung thay đổi

Article 1. Changes

| STT | Điều khoản | Nội dung cũ | Nội dung mới |
|---|---|---|---|
| 1 | Khoản 1 Điều 4 | 40 giờ/tuần | 44 giờ/tuần |
| 2 | điểm a khoản 3.2 Điều 3 | 730.000 đồng | 900.000 đồng |

| No. | Clause | Old wording | New wording |
|---|---|---|---|
| 1 | Clause 1 of Article 4 | 40 hours per week | 44 hours per week |
| 2 | Point (a), Clause 3.2, Article 3 | VND 730,000 | VND 900,000 |
""",
    )
    assert clauses["§4.1"].text_vi == "Thời giờ làm việc không quá 44 giờ/tuần."
    assert clauses["§4.1"].text_en == "Working time does not exceed 44 hours per week."
    assert clauses["§3.2(a)"].text_en == "Lunch: VND 900,000 per month;"
    assert [c.ref for c in changes] == ["§4.1", "§3.2(a)"]


@pytest.mark.parametrize(
    ("body", "refused"),
    [
        pytest.param(
            "## Điều 1. Sửa đổi khoản 3.5 Điều 3\n\nArticle 1. Amendment of Clause 3.5 of "
            "Article 3\n\n“3.5. Thưởng tháng 13.”\n\n“3.5. A 13th-month bonus.”\n",
            [("khoản 3.5 Điều 3", Why.CLAUSE_MISSING)],
            id="no such clause",
        ),
        pytest.param(
            "## Điều 1. Bổ sung khoản 4.2 vào Điều 4\n\nArticle 1. Clause 4.2 added to Article 4"
            "\n\n“4.2. Nghỉ hằng năm 14 ngày.”\n\n“4.2. Annual leave of 14 days.”\n",
            [("khoản 4.2 vào Điều 4", Why.CLAUSE_EXISTS)],
            id="added clause already there",
        ),
        pytest.param(
            "## Điều 1. Sửa đổi khoản 3.1 Điều 3\n\nArticle 1. Amendment of Clause 4.1 of "
            "Article 4\n\n“3.1. Mức lương: 35.000.000 đồng/tháng.”\n\n"
            "“4.1. Salary: VND 35,000,000 per month.”\n",
            [("khoản 3.1 Điều 3", Why.LANGUAGES_DISAGREE)],
            id="the English names another clause",
        ),
        pytest.param(
            "## Điều 1. Sửa đổi khoản 3.1 Điều 3\n\nArticle 1. Amendment\n\n"
            "“3.1. Mức lương: 35.000.000 đồng/tháng.”\n",
            [("khoản 3.1 Điều 3", Why.ENGLISH_MISSING)],
            id="no English wording",
        ),
        pytest.param(
            "## Điều 1. Điều chỉnh lương\n\nArticle 1. Salary\n\nĐiều chỉnh mức lương tại "
            "khoản 3.1 Điều 3 theo quy chế lương của Công ty.\n\nThe salary in Clause 3.1 of "
            "Article 3 is adjusted under the Company's pay rules.\n",
            [("khoản 3.1 Điều 3", Why.NO_NEW_WORDING)],
            id="no new wording",
        ),
        pytest.param(
            "## Điều 1. Sửa đổi khoản 3.1 Điều 3 như sau:\n\nArticle 1. Clause 3.1 of Article 3 "
            "is amended as follows:\n\n“4.1. Mức lương: 35.000.000 đồng/tháng.”\n\n"
            "“4.1. Salary: VND 35,000,000 per month.”\n",
            [("khoản 3.1 Điều 3", Why.WORDING_NUMBERS_ANOTHER)],
            id="new wording numbered as another clause",
        ),
    ],
)
def test_a_change_that_cannot_be_made_as_written_is_named_with_why(
    tmp_path: Path, body: str, refused: list[tuple[str, Why]]
) -> None:
    assert _refused(tmp_path, body) == refused


def test_one_change_that_cannot_be_made_stops_all_and_only_it_is_named(tmp_path: Path) -> None:
    assert _refused(
        tmp_path,
        """## Điều 1. Sửa đổi khoản 3.1 Điều 3

Article 1. Amendment of Clause 3.1 of Article 3

“3.1. Mức lương: 35.000.000 đồng/tháng.”

“3.1. Salary: VND 35,000,000 per month.”

## Điều 2. Bãi bỏ khoản 6.4 Điều 6

Article 2. Repeal of Clause 6.4 of Article 6

Khoản 6.4 Điều 6 bị bãi bỏ.

Clause 6.4 of Article 6 is repealed.
""",
    ) == [("khoản 6.4 Điều 6", Why.CLAUSE_MISSING)]


def test_a_change_the_appendix_states_in_a_way_not_understood_is_never_left_out(
    tmp_path: Path,
) -> None:
    """A row of the table whose cells do not line up with its header: the appendix still
    names §4.2 as changed, so it is refused rather than imported without that change."""
    assert _refused(
        tmp_path,
        """## Điều 1. Nội dung thay đổi

Article 1. Changes

| Điều khoản | Nội dung cũ | Nội dung mới |
|---|---|---|
| Khoản 1 Điều 4 | 40 giờ/tuần | 44 giờ/tuần |
| Khoản 2 Điều 4 | 14 ngày làm việc |

| Clause | Old wording | New wording |
|---|---|---|
| Clause 1 of Article 4 | 40 hours per week | 44 hours per week |
| Clause 2 of Article 4 | 14 working days |
""",
    ) == [("Khoản 2 Điều 4", Why.NO_NEW_WORDING)]


@pytest.mark.parametrize("name", ["consolidation_from_to", "consolidation_english_sentences"])
def test_hostile_appendices_are_read_whatever_their_length(tmp_path: Path, name: str) -> None:
    """Each once quadratic (bench/: ``CONSOLIDATION_HOSTILE``, timed there); read here at four
    times the length the bench starts from, and refused, as neither can be made."""
    from bench.documents import CONSOLIDATION_HOSTILE

    _what, texts, shorter = CONSOLIDATION_HOSTILE[name]
    vietnamese, english = texts(shorter * 4)
    appendix = ParsedDocument(
        Layout.INTERLEAVED,
        "PHỤ LỤC",
        "APPENDIX",
        [ParsedClause("§1", "Điều 1", "Article 1", vietnamese, english, None, 0)],
    )
    with pytest.raises(AmendmentUnapplied):
        consolidate(_base(tmp_path), appendix)
