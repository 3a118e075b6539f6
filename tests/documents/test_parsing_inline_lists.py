"""Inline lists ("… gồm: (i) …; (ii) …") hard-wrapped so that a later item opens a line: the
items go on with the sentence; and the real lists, one item a line, stay points."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, problems, write_text

_HEAD = ("HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT", "Điều 1. Tiền lương", "Article 1. Salary")
_LAST = ("1.2. Lương được trả vào ngày 05 hằng tháng.", "1.2. Salary is paid on the 5th.")


def _parse(tmp_path: Path, *lines: str, name: str = "doc.txt") -> ParsedDocument:
    return parse_signed_document(write_text(tmp_path / name, "\n".join(lines)))


def _refs(parsed: ParsedDocument) -> list[str]:
    return [c.ref for c in parsed.clauses]


@pytest.mark.parametrize(
    ("first", "second"),
    [("(i)", "(ii)"), ("a)", "b)"), ("1)", "2)")],
)
def test_a_wrapped_inline_item_goes_on_with_its_sentence(
    tmp_path: Path, first: str, second: str
) -> None:
    """ "1.1. Thu nhập gồm: (i) …;" / "(ii) …": the second item had become §1.1(ii) (or
    §1.1(b), §1.1.2) and §1.1 lost the rest of its sentence, with a problem on the invented
    point only."""
    parsed = _parse(
        tmp_path,
        *_HEAD,
        f"1.1. Thu nhập gồm: {first} lương cơ bản 14.500.000 đồng/tháng;",
        f"{second} phụ cấp ăn trưa 730.000 đồng/tháng.",
        f"1.1. Income comprises: {first} a basic salary of VND 14,500,000 per month;",
        f"{second} a lunch allowance of VND 730,000 per month.",
        *_LAST,
    )
    assert _refs(parsed) == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.1").text_vi == (
        f"Thu nhập gồm: {first} lương cơ bản 14.500.000 đồng/tháng; "
        f"{second} phụ cấp ăn trưa 730.000 đồng/tháng."
    )
    assert clause(parsed, "§1.1").text_en == (
        f"Income comprises: {first} a basic salary of VND 14,500,000 per month; "
        f"{second} a lunch allowance of VND 730,000 per month."
    )
    assert problems(parsed) == []


def test_markdown_paragraph_with_an_item_wrapped_onto_a_line(tmp_path: Path) -> None:
    """A Markdown paragraph's lines are one paragraph as displayed: "b) …" on the next line
    of "… trừ trường hợp: a) …;" had become §1.1(b)."""
    parsed = _parse(
        tmp_path,
        "# HỢP ĐỒNG LAO ĐỘNG",
        "",
        "## Điều 1. Bảo mật",
        "",
        "*Article 1. Confidentiality*",
        "",
        "**1.1.** Người lao động không tiết lộ thông tin, trừ trường hợp: a) được chấp thuận;",
        "b) theo yêu cầu của cơ quan nhà nước.",
        "",
        "*1.1. The Employee shall not disclose information, except: a) with consent;*",
        "*b) at the request of a state authority.*",
        "",
        "**1.2.** Thời hạn bảo mật là 05 năm.",
        "",
        "*1.2. The confidentiality term is 05 years.*",
        name="doc.md",
    )
    assert _refs(parsed) == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.1").text_vi.endswith(
        "a) được chấp thuận; b) theo yêu cầu của cơ quan nhà nước."
    )
    assert clause(parsed, "§1.1").text_en.endswith(
        "a) with consent; b) at the request of a state authority."
    )
    assert problems(parsed) == []


def test_items_opening_lines_before_one_inline_go_on_too(tmp_path: Path) -> None:
    """ "… giới hạn:" / "(i) …;" / "(ii) …; và (iii) …": the last item inline after the one
    before shows the writer's sentence; (i) and (ii) had become points, (iii) inside (ii)."""
    parsed = _parse(
        tmp_path,
        "# HỢP ĐỒNG LAO ĐỘNG",
        "",
        "## Điều 1. Định nghĩa",
        "",
        "*Article 1. Definitions*",
        "",
        "**1.1.** “Thông tin Mật” gồm nhưng không giới hạn:",
        "(i) mã nguồn;",
        "(ii) danh sách khách hàng; và (iii) kế hoạch kinh doanh.",
        "",
        "*1.1. “Confidential Information” includes but is not limited to:",
        "(i) source code;",
        "(ii) customer lists; and (iii) business plans.*",
        name="doc.md",
    )
    assert _refs(parsed) == ["§1", "§1.1"]
    assert clause(parsed, "§1.1").text_vi == (
        "“Thông tin Mật” gồm nhưng không giới hạn: (i) mã nguồn; (ii) danh sách khách hàng;"
        " và (iii) kế hoạch kinh doanh."
    )
    assert clause(parsed, "§1.1").text_en == (
        "“Confidential Information” includes but is not limited to: (i) source code;"
        " (ii) customer lists; and (iii) business plans."
    )


def test_a_list_one_item_a_line_stays_points(tmp_path: Path) -> None:
    """Neighbour: the first item on its own line too, every item on its own: a real list."""
    parsed = _parse(
        tmp_path,
        *_HEAD,
        "1.1. Thu nhập gồm:",
        "a) lương cơ bản 14.500.000 đồng/tháng;",
        "b) phụ cấp ăn trưa 730.000 đồng/tháng.",
        "1.1. Income comprises:",
        "a) a basic salary of VND 14,500,000 per month;",
        "b) a lunch allowance of VND 730,000 per month.",
        *_LAST,
    )
    assert _refs(parsed) == ["§1", "§1.1", "§1.1(a)", "§1.1(b)", "§1.2"]
    assert clause(parsed, "§1.1(b)").text_vi == "phụ cấp ăn trưa 730.000 đồng/tháng."


def test_a_point_listing_items_in_its_own_style_is_followed_by_the_next_point(
    tmp_path: Path,
) -> None:
    """Neighbour: "b) Khấu trừ gồm: a) …; b) …" then "c) …" on its own line: the outer
    list's next point, not the inline list's third item; nor is a point referred to ("theo
    điểm a) khoản 1.1") the first item of a list."""
    parsed = _parse(
        tmp_path,
        *_HEAD,
        "1.1. Thu nhập gồm:",
        "a) lương cơ bản theo điểm a) khoản 1.3 Điều này;",
        "b) khấu trừ gồm: a) thuế thu nhập cá nhân; b) bảo hiểm xã hội;",
        "c) phụ cấp ăn trưa.",
        "1.1. Income comprises:",
        "a) a basic salary under point a) of Clause 1.3;",
        "b) deductions comprising: a) personal income tax; b) social insurance;",
        "c) a lunch allowance.",
        *_LAST,
    )
    assert _refs(parsed) == ["§1", "§1.1", "§1.1(a)", "§1.1(b)", "§1.1(c)", "§1.2"]
    assert clause(parsed, "§1.1(c)").text_en == "a lunch allowance."
