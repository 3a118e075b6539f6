"""An amendment quoting the clause it puts in place, over several paragraphs.

Before, the quoted "9.1." and "a)" became the appendix's own §9.1 and §9.1(a), and the article
quoting them lost its text, with no problem said.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_text

AMENDMENT = [
    "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 02",
    "LABOR CONTRACT APPENDIX NO. 02",
    "Điều 1. Thay thế Điều 9 của Hợp đồng",
    "Article 1. Replacement of Article 9 of the Contract",
    "Điều 9 của Hợp đồng được thay thế bằng nội dung sau:",
    "Article 9 of the Contract is replaced by the following:",
    "“Điều 9. Chấm dứt hợp đồng",
    "“Article 9. Termination",
    "9.1. Mỗi bên có quyền đơn phương chấm dứt “Hợp đồng” theo quy định của pháp luật.",
    "9.1. Either party may terminate the “Contract” as provided by law.",
    "a) Người lao động báo trước 30 ngày.”",
    "a) The Employee gives 30 days' notice.”",
    "Điều 2. Hiệu lực",
    "Article 2. Effect",
    "Phụ lục có hiệu lực từ ngày 01/07/2025.",
    "This Appendix takes effect from 01/07/2025.",
]


def _parse(tmp_path: Path, lines: list[str]) -> ParsedDocument:
    return parse_signed_document(write_text(tmp_path / "amendment.txt", "\n\n".join(lines)))


def test_numbers_inside_a_quotation_are_the_quoted_clauses_text(tmp_path: Path) -> None:
    parsed = _parse(tmp_path, AMENDMENT)
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    assert clause(parsed, "§1").text_vi.split("\n") == [
        "Thay thế Điều 9 của Hợp đồng",
        "Điều 9 của Hợp đồng được thay thế bằng nội dung sau:",
        "“Điều 9. Chấm dứt hợp đồng",
        "9.1. Mỗi bên có quyền đơn phương chấm dứt “Hợp đồng” theo quy định của pháp luật.",
        "a) Người lao động báo trước 30 ngày.”",
    ]
    assert clause(parsed, "§1").text_en.endswith("a) The Employee gives 30 days' notice.”")
    assert problems(parsed) == []


def test_a_quotation_mark_never_closed_takes_no_label_off(tmp_path: Path) -> None:
    """A stray opening mark (a typo) is no quotation of the rest of the document."""
    lines = [line.replace("”", "") for line in AMENDMENT]
    parsed = _parse(tmp_path, lines)
    assert "§2" in [ref for ref, *_ in outline(parsed)]
    assert "§9.1" in [ref for ref, *_ in outline(parsed)]  # as written, unquoted


def test_an_inch_mark_opens_no_quotation(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        [
            "Điều 1. Thiết bị",
            "Article 1. Equipment",
            '1.1. Người lao động được cấp máy tính xách tay 15" và điện thoại.',
            '1.1. The Employee is given a 15" laptop and a phone.',
            "1.2. Thiết bị được hoàn trả khi nghỉ việc.",
            "1.2. The equipment is returned on leaving.",
            'Điều 2. "Hiệu lực"',
            'Article 2. "Effect"',
        ],
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§2"]


def test_a_straight_quoted_term_inside_a_curly_quotation_closes_nothing(tmp_path: Path) -> None:
    lines = [
        line.replace("“Hợp đồng”", '"Bộ luật Lao động"').replace("“Contract”", '"Labor Code"')
        for line in AMENDMENT
    ]
    parsed = _parse(tmp_path, lines)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]


def test_a_quotation_left_open_inside_a_paragraph_is_a_typo(tmp_path: Path) -> None:
    """ "(sau đây gọi là "Công ty) …" never closes its mark; a later "Quy chế" quoted in
    another article closed it, and every article between became text of the first."""
    parsed = _parse(
        tmp_path,
        [
            "Điều 1. Các bên",
            "Article 1. The parties",
            'Công ty TNHH Phương Nam (sau đây gọi là "Công ty) và ông Nguyễn Văn An.',
            'Phuong Nam Co., Ltd. (the "Company) and Mr Nguyen Van An.',
            "Điều 2. Thời hạn",
            "Article 2. Term",
            "2.1. Hợp đồng có thời hạn 12 tháng.",
            "2.1. The contract has a term of 12 months.",
            "Điều 3. Tiền lương",
            "Article 3. Salary",
            'Lương trả theo "Quy chế tiền lương" của Công ty.',
            'Salary is paid under the Company\'s "Salary Regulation".',
        ],
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§2.1", "§3"]
    assert problems(parsed) == []


def test_a_quotation_introduced_by_a_colon_runs_on(tmp_path: Path) -> None:
    """ "… như sau: “Mức lương …" opens the quotation mid-paragraph, after its colon: the
    points after it are quoted, not the appendix's own §1(a) and §1(b)."""
    parsed = _parse(
        tmp_path,
        [
            "Điều 1. Sửa đổi Điều 3 của Hợp đồng như sau: “Mức lương và hình thức trả lương:",
            "Article 1. Article 3 of the Contract is amended as follows: “Salary and payment:",
            "a) Mức lương cơ bản là 20.000.000 đồng/tháng;",
            "a) The base salary is VND 20,000,000 per month;",
            "b) Lương được trả vào ngày 05 hằng tháng.”",
            "b) Salary is paid on the 5th of each month.”",
            "Điều 2. Hiệu lực",
            "Article 2. Effect",
        ],
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]


def _quoted_with(opening: str, closing: str, lines: list[str]) -> list[str]:
    return [line.replace("“", opening).replace("”", closing) for line in lines]


def test_single_quotes_and_guillemets_quote_as_double_quotes_do(tmp_path: Path) -> None:
    """British single quotes and guillemets were no quotation marks: the quoted 9.1 and a)
    became the amendment's own clauses, with no problem said. An apostrophe (U+2019 in the
    Employee's) inside a single-quoted clause closes nothing."""
    for opening, closing in (("\u2018", "\u2019"), ("\u00ab", "\u00bb")):
        lines = _quoted_with(opening, closing, AMENDMENT)
        lines[9] = (
            "9.1. Either party may terminate the Employee\u2019s contract as provided by law."
        )
        parsed = _parse(tmp_path, lines)
        assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"], opening
        assert clause(parsed, "§1").text_en.endswith(
            f"a) The Employee gives 30 days' notice.{closing}"
        )
        assert problems(parsed) == []


def test_an_english_side_in_single_quotes_beside_a_vietnamese_in_double_quotes(
    tmp_path: Path,
) -> None:
    lines = [
        line.replace("“", "\u2018").replace("”", "\u2019") if index % 2 else line
        for index, line in enumerate(AMENDMENT)
    ]
    parsed = _parse(tmp_path, lines)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]
    assert problems(parsed) == []


def test_a_markdown_block_quote_an_amendment_introduces_is_a_quotation(tmp_path: Path) -> None:
    """ "… được sửa đổi như sau:" then "> 7.2. …": the quoted 7.2 and "Điều 8" became the
    amendment's own §7.2 and §8. A block quote repeating the label before it (Notion's English
    under its Vietnamese) is a translation, and keeps its label."""
    text = """**Điều 1. Sửa đổi Hợp đồng**
*Article 1. Amendments to the Contract*

1.1. Khoản 7.2 Điều 7 được sửa đổi như sau:
*1.1. Clause 7.2 of Article 7 is amended as follows:*

> 7.2. Người lao động được nghỉ phép năm 15 ngày làm việc.
>
> *7.2. The Employee is entitled to 15 working days of annual leave.*

1.2. Điều 8 được sửa đổi như sau:
*1.2. Article 8 is amended as follows:*

> **Điều 8. Làm việc từ xa**
> *Article 8. Remote work*

1.3. Công cụ làm việc được cấp:

> 1.3. Work tools provided:

**Điều 2. Hiệu lực**
*Article 2. Effect*
"""
    parsed = parse_signed_document(write_text(tmp_path / "amendment.md", text))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§1.3", "§2"]
    assert clause(parsed, "§1.1").text_vi.splitlines() == [
        "Khoản 7.2 Điều 7 được sửa đổi như sau:",
        "7.2. Người lao động được nghỉ phép năm 15 ngày làm việc.",
    ]
    assert clause(parsed, "§1.2").text_en.splitlines()[-1] == "Article 8. Remote work"
    assert clause(parsed, "§1.3").text_en == "Work tools provided:"
    assert problems(parsed) == []


UNMARKED_AMENDMENT = [
    "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 01",
    "LABOUR CONTRACT APPENDIX NO. 01",
    "Điều 1. Sửa đổi khoản 2.1 Điều 2 của Hợp đồng như sau:",
    "Article 1. Clause 2.1 of Article 2 of the Contract is amended as follows:",
    "2.1. Mức lương cơ bản: 35.000.000 đồng/tháng.",
    "2.1. Basic salary: VND 35,000,000 per month.",
    "Điều 2. Bổ sung khoản 5.4 vào Điều 5 của Hợp đồng như sau:",
    "Article 2. Clause 5.4 is added to Article 5 of the Contract as follows:",
    "5.4. Người lao động được hưởng thêm 02 ngày nghỉ phép năm.",
    "5.4. The Employee is entitled to 02 additional days of annual leave.",
    "a) Ngày nghỉ thêm được tính từ năm 2026.",
    "a) The additional days count from 2026.",
    "Điều 3. Hiệu lực",
    "Article 3. Effect",
    "Phụ lục này có hiệu lực từ ngày 01/01/2026.",
    "This Appendix takes effect from 01/01/2026.",
]


def test_amended_wording_typed_without_quotation_marks_is_the_amending_clauses_text(
    tmp_path: Path,
) -> None:
    """Before, the amended "2.1." became this appendix's §2.1 — listed before its own §2,
    which amends something else — and "5.4." an orphan §5.4 with a point of its own."""
    parsed = _parse(tmp_path, UNMARKED_AMENDMENT)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3"]
    assert clause(parsed, "§1").text_vi.splitlines() == [
        "Sửa đổi khoản 2.1 Điều 2 của Hợp đồng như sau:",
        "2.1. Mức lương cơ bản: 35.000.000 đồng/tháng.",
    ]
    assert clause(parsed, "§2").text_en.splitlines() == [
        "Clause 5.4 is added to Article 5 of the Contract as follows:",
        "5.4. The Employee is entitled to 02 additional days of annual leave.",
        "a) The additional days count from 2026.",
    ]
    assert problems(parsed) == []


def test_a_clause_a_house_calls_muc_is_amended_by_its_number_too(tmp_path: Path) -> None:
    """ "Mục 3.1 Điều 3" names the clause numbered "3.1." (a policy calling its clauses
    "mục"): the "3.1." after it is the amended wording, not the appendix's own §3.1."""
    lines = [
        "PHỤ LỤC SỬA ĐỔI CHÍNH SÁCH",
        "POLICY AMENDMENT",
        "Điều 1. Thay thế toàn bộ nội dung mục 3.1 Điều 3 bằng nội dung sau:",
        "Article 1. The entire content of Clause 3.1 of Article 3 is replaced with the following:",
        "3.1. Kết quả công việc được đánh giá hằng quý.",
        "3.1. Performance is appraised quarterly.",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
        "Phụ lục này có hiệu lực từ ngày 01/04/2026.",
        "This Appendix takes effect from 01/04/2026.",
    ]
    parsed = _parse(tmp_path, lines)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]
    assert clause(parsed, "§1").text_vi.splitlines()[-1] == (
        "3.1. Kết quả công việc được đánh giá hằng quý."
    )


def test_an_amended_article_typed_without_marks_takes_its_own_clauses(tmp_path: Path) -> None:
    """Items of the appendix amend an article each; the article's new clauses ("1.", "2.")
    are its text, and the appendix's next item ("2. Sửa đổi …") is its own again."""
    lines = [
        "PHỤ LỤC HỢP ĐỒNG SỐ 02",
        "CONTRACT APPENDIX NO. 02",
        "Điều 1. Nội dung sửa đổi",
        "Article 1. Amendments",
        "1. Sửa đổi Điều 6 của Hợp đồng như sau:",
        "1. Article 6 of the Contract is amended as follows:",
        "Điều 6. Thời giờ làm việc",
        "Article 6. Working hours",
        "1. Làm việc 40 giờ mỗi tuần.",
        "1. Work 40 hours a week.",
        "2. Nghỉ trưa 60 phút.",
        "2. A 60-minute lunch break.",
        "2. Sửa đổi khoản 2.1 Điều 2 của Hợp đồng như sau:",
        "2. Clause 2.1 of Article 2 of the Contract is amended as follows:",
        "2.1. Mức lương cơ bản: 35.000.000 đồng/tháng.",
        "2.1. Basic salary: VND 35,000,000 per month.",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
    ]
    parsed = _parse(tmp_path, lines)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§2"]
    assert clause(parsed, "§1.1").text_vi.splitlines()[1:] == [
        "Điều 6. Thời giờ làm việc",
        "1. Làm việc 40 giờ mỗi tuần.",
        "2. Nghỉ trưa 60 phút.",
    ]
    assert clause(parsed, "§1.2").text_en.endswith("2.1. Basic salary: VND 35,000,000 per month.")
    assert problems(parsed) == []


def test_an_amended_label_this_documents_numbering_takes_again_was_the_amended_wording(
    tmp_path: Path,
) -> None:
    """ "Điều 1. Sửa đổi Điều 2 …" then "Điều 2. Tiền lương" could be the appendix's own next
    article; the appendix numbering "Điều 2" again right after says it was the amended one."""
    lines = [
        "PHỤ LỤC HỢP ĐỒNG SỐ 03",
        "CONTRACT APPENDIX NO. 03",
        "Điều 1. Sửa đổi Điều 2 của Hợp đồng như sau:",
        "Article 1. Article 2 of the Contract is amended as follows:",
        "Điều 2. Tiền lương",
        "Article 2. Salary",
        "1. Mức lương: 35.000.000 đồng/tháng.",
        "1. Salary: VND 35,000,000 per month.",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
        "Phụ lục có hiệu lực từ ngày 01/01/2026.",
        "This Appendix takes effect from 01/01/2026.",
    ]
    parsed = _parse(tmp_path, lines)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]
    assert clause(parsed, "§2").text_vi.splitlines() == [
        "Hiệu lực",
        "Phụ lục có hiệu lực từ ngày 01/01/2026.",
    ]
    assert problems(parsed) == []


@pytest.mark.parametrize(
    "introduction",
    [
        # names the very next clause, which the numbering goes on from
        ("8.2. Việc sửa đổi, bổ sung Hợp đồng thực hiện theo khoản 8.3 như sau:"),
        # amends nothing: a list follows
        ("8.2. Công ty chi trả các khoản tại khoản 8.3 như sau:"),
        # no colon: the clause named is referred to, not brought in
        ("8.2. Việc sửa đổi Hợp đồng thực hiện theo khoản 8.3."),
    ],
)
def test_a_contracts_own_next_clause_is_no_amended_wording(
    tmp_path: Path, introduction: str
) -> None:
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 8. Sửa đổi hợp đồng",
        "Article 8. Amendment",
        "8.1. Hợp đồng chỉ được sửa đổi bằng văn bản.",
        "8.1. The Contract may only be amended in writing.",
        introduction,
        "8.2. Amendments to the Contract follow clause 8.3 as follows:",
        "8.3. Các bên ký phụ lục hợp đồng.",
        "8.3. The parties sign a contract appendix.",
        "a) Phụ lục được lập thành hai bản.",
        "a) The appendix is made in two copies.",
        "8.4. Phụ lục là một phần không tách rời của Hợp đồng.",
        "8.4. The appendix forms an integral part of the Contract.",
    ]
    parsed = _parse(tmp_path, lines)
    assert [ref for ref, *_ in outline(parsed)] == [
        "§8",
        "§8.1",
        "§8.2",
        "§8.3",
        "§8.3(a)",
        "§8.4",
    ]
    assert problems(parsed) == []


def test_an_amended_clause_or_point_named_by_its_own_number_is_the_amending_clauses_text(
    tmp_path: Path,
) -> None:
    """ "Khoản 2 Điều 5 … như sau:" then "2. …" and "Điểm b khoản 1 Điều 7 … như sau:" then
    "b) …": a "2." right under "Điều 1." (no "1." before it) and a "b)" with no "a)" are not
    this appendix's own. They had become an invented §1.2 with points and a §2(b)."""
    lines = [
        "PHỤ LỤC HỢP ĐỒNG SỐ 03",
        "CONTRACT ADDENDUM NO. 03",
        "Điều 1. Khoản 2 Điều 5 Hợp đồng được sửa đổi như sau:",
        "Article 1. Clause 2 of Article 5 of the Contract is amended as follows:",
        "2. Phụ cấp gồm:",
        "2. Allowances include:",
        "a) Phụ cấp ăn trưa 1.000.000 đồng/tháng;",
        "a) Lunch allowance of VND 1,000,000 per month;",
        "b) Phụ cấp xăng xe 800.000 đồng/tháng.",
        "b) Fuel allowance of VND 800,000 per month.",
        "Điều 2. Điểm b khoản 1 Điều 7 Hợp đồng được sửa đổi như sau:",
        "Article 2. Point b, Clause 1, Article 7 of the Contract is amended as follows:",
        "b) Nghỉ phép năm 15 ngày làm việc.",
        "b) Annual leave of 15 working days.",
        "Điều 3. Hiệu lực",
        "Article 3. Effect",
    ]
    parsed = _parse(tmp_path, lines)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3"]
    assert clause(parsed, "§1").text_vi.splitlines() == [
        "Khoản 2 Điều 5 Hợp đồng được sửa đổi như sau:",
        "2. Phụ cấp gồm:",
        "a) Phụ cấp ăn trưa 1.000.000 đồng/tháng;",
        "b) Phụ cấp xăng xe 800.000 đồng/tháng.",
    ]
    assert clause(parsed, "§2").text_en.splitlines() == [
        "Point b, Clause 1, Article 7 of the Contract is amended as follows:",
        "b) Annual leave of 15 working days.",
    ]
    assert problems(parsed) == []


def test_a_point_an_amendment_adds_is_the_amending_clauses_text(tmp_path: Path) -> None:
    """ "Bổ sung điểm d vào khoản 2 Điều 4 như sau:" then "d) …" (probe 17): the added point is
    the amendment's wording, not an invented §1.2(d) after a numbering gap, the amending
    sub-clause left without it."""
    lines = [
        "PHỤ LỤC HỢP ĐỒNG SỐ 05",
        "CONTRACT ADDENDUM NO. 05",
        "Điều 1. Sửa đổi, bổ sung",
        "Article 1. Amendments",
        "1. Bãi bỏ khoản 3 Điều 6.",
        "1. Clause 3 of Article 6 is repealed.",
        "2. Bổ sung điểm d vào khoản 2 Điều 4 như sau:",
        "2. Point (d) is added to Clause 2 of Article 4 as follows:",
        "d) Phụ cấp làm việc từ xa: 800.000 đồng/tháng.",
        "(d) Remote work allowance: VND 800,000 per month.",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
    ]
    parsed = _parse(tmp_path, lines)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§2"]
    assert clause(parsed, "§1.2").text_vi.splitlines() == [
        "Bổ sung điểm d vào khoản 2 Điều 4 như sau:",
        "d) Phụ cấp làm việc từ xa: 800.000 đồng/tháng.",
    ]
    assert clause(parsed, "§1.2").text_en.splitlines()[1] == (
        "(d) Remote work allowance: VND 800,000 per month."
    )
    assert problems(parsed) == []


def test_a_clause_or_point_that_goes_on_with_this_documents_numbering_stays_its_own(
    tmp_path: Path,
) -> None:
    """After its own "1." and "a)", a "2." or "b)" is as likely this appendix's next: read as
    its own unless the numbering takes the number again."""
    lines = [
        "PHỤ LỤC HỢP ĐỒNG SỐ 04",
        "CONTRACT ADDENDUM NO. 04",
        "Điều 1. Nội dung sửa đổi",
        "Article 1. Amendments",
        "1. Hai bên thống nhất sửa đổi khoản 2 Điều 5 như sau:",
        "1. The parties agree to amend Clause 2 of Article 5 as follows:",
        "a) Công ty điều chỉnh điểm b khoản 1 Điều 7 như sau:",
        "a) The Company adjusts point b of Clause 1 of Article 7 as follows:",
        "b) Nghỉ phép năm 15 ngày làm việc.",
        "b) Annual leave of 15 working days.",
        "2. Phụ cấp ăn trưa 1.000.000 đồng/tháng.",
        "2. Lunch allowance of VND 1,000,000 per month.",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
    ]
    parsed = _parse(tmp_path, lines)
    assert [ref for ref, *_ in outline(parsed)] == [
        "§1",
        "§1.1",
        "§1.1(a)",
        "§1.1(b)",
        "§1.2",
        "§2",
    ]
    assert problems(parsed) == []
