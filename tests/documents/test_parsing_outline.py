"""Nested lists that restart at "1.": the source's outline (heading levels, list nesting) tells
a sub-clause "1." from the next article "1." where the bare numbers alone cannot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import docx
from docx.oxml import parse_xml

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_text

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

ARTICLES = [
    (
        ("Thời giờ làm việc", "Working time"),
        [
            ("Người lao động làm việc 8 giờ mỗi ngày.", "The employee works 8 hours a day."),
            ("Nghỉ trưa 60 phút.", "A 60-minute lunch break."),
        ],
    ),
    (
        ("Hiệu lực", "Effect"),
        [("Hợp đồng có hiệu lực từ ngày 01/01/2026.", "The contract takes effect on 01/01/2026.")],
    ),
]
EXPECTED = ["§1", "§1.1", "§1.2", "§2", "§2.1"]


def _lists(document: Any, definitions: dict[int, list[str]], nums: dict[int, int]) -> None:
    """Abstract list definitions (their levels' texts, decimal) and instances of them; an
    instance other than the first of its definition restarts it at 1."""
    numbering = document.part.numbering_part.element
    for abstract, texts in definitions.items():
        levels = "".join(
            f'<w:lvl w:ilvl="{level}"><w:start w:val="1"/><w:numFmt w:val="decimal"/>'
            f'<w:lvlText w:val="{text}"/></w:lvl>'
            for level, text in enumerate(texts)
        )
        numbering.insert(
            0,
            parse_xml(f'<w:abstractNum {W} w:abstractNumId="{abstract}">{levels}</w:abstractNum>'),
        )
    first_of: set[int] = set()
    for num, abstract in nums.items():
        restart = (
            '<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride>'
            if abstract in first_of
            else ""
        )
        first_of.add(abstract)
        numbering.append(
            parse_xml(
                f'<w:num {W} w:numId="{num}"><w:abstractNumId w:val="{abstract}"/>{restart}</w:num>'
            )
        )


def _item(document: Any, vi: str, en: str, *, num: int, level: int, style: str | None) -> None:
    """A numbered paragraph: the Vietnamese, a line break, the English in italics."""
    paragraph = document.add_paragraph(style=style)
    paragraph.add_run(vi)
    paragraph.add_run().add_break()
    paragraph.add_run(en).italic = True
    paragraph._p.get_or_add_pPr().append(
        parse_xml(f'<w:numPr {W}><w:ilvl w:val="{level}"/><w:numId w:val="{num}"/></w:numPr>')
    )


def _parsed(document: Any, tmp_path: Path) -> Any:
    path = tmp_path / "outline.docx"
    document.save(str(path))
    return parse_signed_document(path)


def test_one_google_docs_list_restarting_at_one_on_its_second_level(tmp_path: Path) -> None:
    """Headings at level 0 ("%1.", Heading 1) and their sub-clauses at level 1 ("%2."): Word
    shows "1." before the heading and before its first sub-clause alike."""
    document = docx.Document()
    _lists(document, {70: ["%1.", "%2."]}, {70: 70})
    for heading, items in ARTICLES:
        _item(document, *heading, num=70, level=0, style="Heading 1")
        for vi, en in items:
            _item(document, vi, en, num=70, level=1, style=None)
    parsed = _parsed(document, tmp_path)
    assert [ref for ref, *_ in outline(parsed)] == EXPECTED
    assert problems(parsed) == []
    assert clause(parsed, "§1.2").text_vi == "Nghỉ trưa 60 phút."
    assert clause(parsed, "§1.2").text_en == "A 60-minute lunch break."
    assert clause(parsed, "§2").text_vi == "Hiệu lực"
    assert clause(parsed, "§2.1").parent_ref == "§2"


def test_each_articles_sub_clauses_a_list_of_their_own_under_numbered_headings(
    tmp_path: Path,
) -> None:
    """Google Docs' other habit: the headings are one list, each article's sub-clauses a new
    list at its level 0. The heading style puts them under the heading."""
    document = docx.Document()
    _lists(document, {71: ["%1."], 72: ["%1."]}, {71: 71, 72: 72, 73: 72})
    for number, (heading, items) in enumerate(ARTICLES):
        _item(document, *heading, num=71, level=0, style="Heading 1")
        for vi, en in items:
            _item(document, vi, en, num=72 + number, level=0, style=None)
    parsed = _parsed(document, tmp_path)
    assert [ref for ref, *_ in outline(parsed)] == EXPECTED
    assert problems(parsed) == []
    assert clause(parsed, "§2.1").text_vi == "Hợp đồng có hiệu lực từ ngày 01/01/2026."


def test_a_body_paragraph_numbered_on_after_a_heading_stays_top_level(tmp_path: Path) -> None:
    """The outline nests only a restart or a run of nested siblings: "2." in body style right
    after the heading "1." goes on with the articles (§2), and an unnumbered heading ends
    the clause above it, so the "1." under it restarts nothing."""
    document = docx.Document()
    _lists(document, {74: ["%1."], 75: ["%1."]}, {74: 74, 75: 75, 76: 75})
    _item(document, "Phạm vi", "Scope", num=74, level=0, style="Heading 1")
    _item(
        document,
        "Thời hạn hợp đồng là 12 tháng.",
        "The term is 12 months.",
        num=74,
        level=0,
        style=None,
    )
    heading = document.add_paragraph("Phụ lục", style="Heading 1")
    heading.add_run().add_break()
    heading.add_run("Appendix").italic = True
    _item(document, "Bảng lương.", "Salary table.", num=76, level=0, style=None)
    parsed = _parsed(document, tmp_path)
    refs = [ref for ref, *_ in outline(parsed)]
    assert refs[:2] == ["§1", "§2"]
    assert "§2.1" not in refs and "§1.1" not in refs


def test_markdown_ordered_lists_nested_by_indentation(tmp_path: Path) -> None:
    path = write_text(
        tmp_path / "nested.md",
        "# HỢP ĐỒNG LAO ĐỘNG / LABOUR CONTRACT\n\n"
        "1. Thời giờ làm việc / Working time\n"
        "    1. Người lao động làm việc 8 giờ mỗi ngày. / The employee works 8 hours a day.\n"
        "    2. Nghỉ trưa 60 phút. / A 60-minute lunch break.\n"
        "2. Hiệu lực / Effect\n"
        "    1. Hợp đồng có hiệu lực từ ngày 01/01/2026. / "
        "The contract takes effect on 01/01/2026.\n",
    )
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == EXPECTED
    assert problems(parsed) == []
    assert clause(parsed, "§1").text_vi == "Thời giờ làm việc"
    assert clause(parsed, "§2").text_en == "Effect"
    assert clause(parsed, "§1.2").text_en == "A 60-minute lunch break."


def test_points_written_with_the_clause_they_are_under(tmp_path: Path) -> None:
    """ "2.1.a)", "2.1(a)": a point written after its clause's number had been read as text of
    §2.1 in both languages. It is point a of §2.1, wherever the numbering stands; a bare "b)"
    after it goes on under §2.1; a clause number then comes back up."""
    lines = [
        "Điều 2. Phụ cấp",
        "Article 2. Allowances",
        "2.1. Phụ cấp hằng tháng gồm:",
        "2.1. Monthly allowances comprise:",
        "2.1.a) Ăn trưa 900.000 đồng;",
        "2.1.a) Lunch VND 900,000;",
        "b) Xăng xe 500.000 đồng.",
        "b) Fuel VND 500,000.",
        "2.2. Phụ cấp được trả cùng lương:",
        "2.2. Allowances are paid with the salary:",
        "2.2(a) vào ngày 05 hằng tháng.",
        "2.2(a) on the 5th of each month.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "rewards.md", "\n\n".join(lines)))
    assert outline(parsed) == [
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "2.1.", "2.1."),
        ("§2.1(a)", "§2.1", "2.1.a)", "2.1.a)"),
        ("§2.1(b)", "§2.1", "b)", "b)"),
        ("§2.2", "§2", "2.2.", "2.2."),
        ("§2.2(a)", "§2.2", "2.2(a)", "2.2(a)"),
    ]
    assert clause(parsed, "§2.1").text_vi == "Phụ cấp hằng tháng gồm:"
    assert clause(parsed, "§2.1(a)").text_en == "Lunch VND 900,000;"
    assert problems(parsed) == []


def test_capital_letters_under_a_roman_point_are_the_level_below_it(tmp_path: Path) -> None:
    """Law firms number three levels of points: "(b)" → "(ii)" → "(A)". Read as the letter
    "a", "(A)" under "(ii)" was point (a) again: merged into the real (a) (``duplicate_ref``),
    or, under roman points with no letters above them, a new §2.1(a) beside "(i)" and "(ii)"
    — silently, the proviso's conditions taken out of the point they qualify. They are the
    level below the roman point, kept in capitals; the roman numbering goes on after them."""
    lines = [
        "2. SỬ DỤNG THÔNG TIN",
        "2. USE OF INFORMATION",
        "2.1 Nhân viên chỉ được sử dụng Thông tin Mật:",
        "2.1 The Employee may use Confidential Information only:",
        "(i) để thực hiện công việc được giao;",
        "(i) to perform the assigned work;",
        "(ii) để tư vấn cho khách hàng, với điều kiện là:",
        "(ii) to advise customers, provided that:",
        "(A) khách hàng đã ký thỏa thuận bảo mật; và",
        "(A) the customer has signed a confidentiality agreement; and",
        "(B) Trưởng phòng đã chấp thuận bằng văn bản;",
        "(B) the Head of Department has approved in writing;",
        "(iii) để báo cáo cơ quan nhà nước.",
        "(iii) to report to a state authority.",
        "2.2 Nhân viên không được sao chép tài liệu, trừ khi:",
        "2.2 The Employee shall not copy documents, unless:",
        "(a) được phép bằng văn bản; hoặc",
        "(a) permitted in writing; or",
        "(b) cần thiết cho công việc, với điều kiện là:",
        "(b) necessary for the work, provided that:",
        "(i) bản sao được mã hóa, gồm:",
        "(i) the copy is encrypted, including:",
        "(A) tệp đính kèm; và",
        "(A) attachments; and",
        "(B) bản sao lưu.",
        "(B) backups.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "nda.md", "\n\n".join(lines)))
    assert [(ref, parent) for ref, parent, *_ in outline(parsed)] == [
        ("§2", None),
        ("§2.1", "§2"),
        ("§2.1(i)", "§2.1"),
        ("§2.1(ii)", "§2.1"),
        ("§2.1(ii)(A)", "§2.1(ii)"),
        ("§2.1(ii)(B)", "§2.1(ii)"),
        ("§2.1(iii)", "§2.1"),
        ("§2.2", "§2"),
        ("§2.2(a)", "§2.2"),
        ("§2.2(b)", "§2.2"),
        ("§2.2(b)(i)", "§2.2(b)"),
        ("§2.2(b)(i)(A)", "§2.2(b)(i)"),
        ("§2.2(b)(i)(B)", "§2.2(b)(i)"),
    ]
    assert clause(parsed, "§2.1(ii)").text_vi == "để tư vấn cho khách hàng, với điều kiện là:"
    assert clause(parsed, "§2.1(ii)(B)").text_en == (
        "the Head of Department has approved in writing;"
    )
    assert clause(parsed, "§2.2(a)").text_en == "permitted in writing; or"
    assert problems(parsed) == []
