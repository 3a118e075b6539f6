"""A .docx is read as Word displays it (``rubric/documents/parsing/docx_reader.py``).

Text that python-docx's ``Paragraph.text`` does not see — a content control holding the
salary, a mail-merge field holding the name, a tracked insertion, a text box, a table nested
in a cell — is part of the signed text; tracked deletions, field instructions and the copy of
a text box Word keeps for older readers are not. The numbers of Word's list numbering are
shown, not written: they are rendered and read as if typed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import docx
from docx.oxml import parse_xml
from docx.oxml.ns import qn

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.formats import Table, read_source
from tests.documents.support import clause, outline, problems

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
MC = 'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"'
WPS = 'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"'
V = 'xmlns:v="urn:schemas-microsoft-com:vml"'


def _run(text: str, *, italic: bool = False) -> str:
    props = "<w:rPr><w:i/></w:rPr>" if italic else ""
    return f'<w:r {W}>{props}<w:t xml:space="preserve">{text}</w:t></w:r>'


def _paragraph(document: Any, *xml: str, italic: bool = False) -> None:
    paragraph = document.add_paragraph()
    for part in xml:
        if part.startswith("<"):
            paragraph._p.append(parse_xml(part))
        else:
            paragraph._p.append(parse_xml(_run(part, italic=italic)))


def test_text_in_controls_fields_and_tracked_changes_is_read_as_displayed(
    tmp_path: Path,
) -> None:
    document = docx.Document()
    document.add_paragraph("Điều 1. Tiền lương")
    document.add_paragraph().add_run("Article 1. Salary").italic = True
    _paragraph(
        document,
        "Mức lương cơ bản: ",
        f"<w:sdt {W}><w:sdtPr/><w:sdtContent>{_run('35.000.000')}</w:sdtContent></w:sdt>",
        " đồng/tháng, trả cho ",
        f'<w:fldSimple {W} w:instr=" MERGEFIELD HoTen ">{_run("Ông TRẦN MINH KHOA")}</w:fldSimple>',
        " vào ngày ",
        # a complex field: its instruction is not text, its result is
        f'<w:r {W}><w:fldChar w:fldCharType="begin"/></w:r>',
        f'<w:r {W}><w:instrText xml:space="preserve"> MERGEFIELD NgayTra </w:instrText></w:r>',
        f'<w:r {W}><w:fldChar w:fldCharType="separate"/></w:r>',
        _run("05"),
        f'<w:r {W}><w:fldChar w:fldCharType="end"/></w:r>',
        " hằng tháng, ",
        f'<w:ins {W} w:id="1" w:author="HR" w:date="2026-01-01T00:00:00Z">{_run("không ")}</w:ins>',
        f'<w:del {W} w:id="2" w:author="HR" w:date="2026-01-01T00:00:00Z">'
        f'<w:r><w:delText xml:space="preserve">chậm hơn hai ngày, </w:delText></w:r></w:del>',
        "trễ hạn.",
    )
    _paragraph(
        document,
        f"<w:sdt {W}><w:sdtPr/><w:sdtContent>{_run('Basic salary: VND 35,000,000', italic=True)}"
        "</w:sdtContent></w:sdt>",
        " per month, paid on the 5th, never late.",
        italic=True,
    )
    path = tmp_path / "displayed.docx"
    document.save(str(path))

    parsed = parse_signed_document(path)
    assert outline(parsed) == [("§1", None, "Điều 1", "Article 1")]
    assert clause(parsed, "§1").text_vi.split("\n") == [
        "Tiền lương",
        "Mức lương cơ bản: 35.000.000 đồng/tháng, trả cho Ông TRẦN MINH KHOA vào ngày 05 "
        "hằng tháng, không trễ hạn.",
    ]
    # All in italics, part of it inside a content control: still the English translation.
    assert clause(parsed, "§1").text_en.split("\n") == [
        "Salary",
        "Basic salary: VND 35,000,000 per month, paid on the 5th, never late.",
    ]
    assert problems(parsed) == []


def test_a_paragraph_inserted_with_tracked_changes_is_part_of_the_text(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Điều 2. Lương")
    document.add_paragraph().add_run("Article 2. Salary").italic = True
    for vi, en in (
        ("2.1. Lương được trả bằng chuyển khoản.", "2.1. Salary is paid by bank transfer."),
    ):
        ins = f'<w:ins {W} w:id="3" w:author="HR" w:date="2026-01-01T00:00:00Z">'
        _paragraph(document, f"{ins}{_run(vi)}</w:ins>")
        _paragraph(document, f"{ins}{_run(en, italic=True)}</w:ins>")
    document.add_paragraph("2.2. Lương được trả vào ngày 05.")
    document.add_paragraph().add_run("2.2. Salary is paid on the 5th.").italic = True
    path = tmp_path / "inserted.docx"
    document.save(str(path))

    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§2", "§2.1", "§2.2"]
    assert clause(parsed, "§2.1").text_en == "Salary is paid by bank transfer."


def test_a_first_sub_clause_past_its_first_number_is_a_gap(tmp_path: Path) -> None:
    """§2.2 first under §2: "2.1" is missing (a tracked deletion, a copy-paste), reported."""
    document = docx.Document()
    for vi, en in (
        ("Điều 2. Lương", "Article 2. Salary"),
        ("2.2. Lương được trả vào ngày 05.", "2.2. Salary is paid on the 5th."),
        ("a) Ngày nghỉ lễ thì trả trước.", "a) Before a holiday if it falls on one."),
        ("c) Bằng tiền đồng.", "c) In Vietnamese dong."),
    ):
        document.add_paragraph(vi)
        document.add_paragraph().add_run(en).italic = True
    path = tmp_path / "gap.docx"
    document.save(str(path))

    parsed = parse_signed_document(path)
    assert problems(parsed) == [("numbering_gap", "§2.2"), ("numbering_gap", "§2.2(c)")]


def test_text_boxes_and_nested_tables_are_read_once_in_place(tmp_path: Path) -> None:
    box = (
        "<w:txbxContent>"
        f"<w:p>{_run('1.2. Vi phạm nghĩa vụ bảo mật bị xử lý kỷ luật.')}</w:p>"
        f"<w:p>{_run('1.2. A breach of confidentiality is a disciplinary offence.', italic=True)}"
        "</w:p></w:txbxContent>"
    )
    # Word writes a text box twice: for current readers (mc:Choice) and older ones
    # (mc:Fallback, a VML copy); the copy must not be read a second time.
    shape = (
        f"<w:r {W} {MC} {WPS} {V}><mc:AlternateContent>"
        f'<mc:Choice Requires="wps"><w:drawing><wps:txbx>{box}</wps:txbx></w:drawing>'
        f"</mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox>{box}</v:textbox></v:shape>"
        "</w:pict></mc:Fallback></mc:AlternateContent></w:r>"
    )
    document = docx.Document()
    document.add_paragraph("Điều 1. Bảo mật")
    document.add_paragraph().add_run("Article 1. Confidentiality").italic = True
    document.add_paragraph("1.1. Người lao động giữ bí mật thông tin.")
    document.add_paragraph().add_run(
        "1.1. The Employee keeps information confidential."
    ).italic = True
    _paragraph(document, shape)
    table = document.add_table(rows=2, cols=2)
    table.cell(0, 0).text = "Điều 2. Phụ cấp"
    table.cell(0, 1).text = "Article 2. Allowances"
    table.cell(1, 0).text = "2.1. Các khoản phụ cấp gồm:"
    table.cell(1, 1).text = "2.1. The allowances are:"
    for column, rows in ((0, [("Ăn trưa", "730.000 đồng")]), (1, [("Lunch", "VND 730,000")])):
        nested = table.cell(1, column).add_table(rows=1, cols=2)
        for index, text in enumerate(rows[0]):
            nested.cell(0, index).text = text
    path = tmp_path / "boxes.docx"
    document.save(str(path))

    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§2", "§2.1"]
    assert clause(parsed, "§1.2").text_vi == "Vi phạm nghĩa vụ bảo mật bị xử lý kỷ luật."
    assert clause(parsed, "§1.2").text_en == (
        "A breach of confidentiality is a disciplinary offence."
    )
    assert clause(parsed, "§2.1").text_vi == "Các khoản phụ cấp gồm:\nĂn trưa | 730.000 đồng"
    assert clause(parsed, "§2.1").text_en == "The allowances are:\nLunch | VND 730,000"
    assert problems(parsed) == []


WP = 'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"'


def _floating_box(*lines: str, vml_only: bool = False) -> str:
    """A text box placed on the page (DrawingML ``wp:anchor`` with its VML copy, or VML
    positioned absolutely, as older Word and WPS write it)."""
    box = "<w:txbxContent>" + "".join(f"<w:p>{_run(line)}</w:p>" for line in lines)
    box += "</w:txbxContent>"
    vml = (
        '<w:pict><v:shape style="position:absolute;margin-left:0;margin-top:20pt;'
        f'width:200pt;height:60pt"><v:textbox>{box}</v:textbox></v:shape></w:pict>'
    )
    if vml_only:
        return f"<w:r {W} {V}>{vml}</w:r>"
    return (
        f"<w:r {W} {MC} {WPS} {V} {WP}><mc:AlternateContent>"
        '<mc:Choice Requires="wps"><w:drawing><wp:anchor><wps:txbx>'
        f"{box}</wps:txbx></wp:anchor></w:drawing></mc:Choice>"
        f"<mc:Fallback>{vml}</mc:Fallback></mc:AlternateContent></w:r>"
    )


def test_a_box_floating_beside_a_clause_does_not_cut_it_from_its_translation(
    tmp_path: Path,
) -> None:
    """A note or the signature blocks floating on the page, anchored in the Vietnamese
    paragraph, were read between it and its English: a note's English took the clause's
    English (an invented §1.1.1 held the real one), and after the signature blocks the last
    article's English was dropped. A floating box reads after the translation."""
    for vml_only in (False, True):
        document = docx.Document()
        document.add_paragraph("Điều 1. Tiền lương")
        document.add_paragraph().add_run("Article 1. Salary").italic = True
        note = _floating_box(
            "Lưu ý: thông tin tiền lương là thông tin mật.",
            "Note: salary information is confidential.",
            vml_only=vml_only,
        )
        _paragraph(document, "1.1. Mức lương cơ bản là 45.000.000 đồng/tháng.", note)
        document.add_paragraph().add_run("1.1. The basic salary is VND 45,000,000.").italic = True
        document.add_paragraph("Điều 2. Hiệu lực")
        document.add_paragraph().add_run("Article 2. Effect").italic = True
        signatures = _floating_box(
            "ĐẠI DIỆN NGƯỜI SỬ DỤNG LAO ĐỘNG", "(Ký, ghi rõ họ tên)", vml_only=vml_only
        )
        _paragraph(document, "Hợp đồng được lập thành 02 bản.", signatures)
        document.add_paragraph().add_run("This contract is made in 02 copies.").italic = True
        path = tmp_path / f"floating{vml_only}.docx"
        document.save(str(path))

        parsed = parse_signed_document(path)
        assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§2"]
        assert clause(parsed, "§1.1").text_en.splitlines() == [
            "The basic salary is VND 45,000,000.",
            "Note: salary information is confidential.",
        ]
        assert clause(parsed, "§2").text_en.splitlines() == [
            "Effect",
            "This contract is made in 02 copies.",
        ]
        assert problems(parsed) == []


def test_an_initials_box_in_the_body_is_no_text_of_a_clause(tmp_path: Path) -> None:
    """Every page of a contract is initialled, and some templates put the box for it in the
    body: a text box anchored in a clause, or a paragraph of its own at a page's foot. Read
    as text, "Ký nháy / Initials: ______" was split by language and glued to the clause it
    stood in, in both languages, with no problem said. It is furniture, as in a footer; a
    sentence about initialling stays."""
    for vml_only in (False, True):
        document = docx.Document()
        document.add_paragraph("Điều 1. Bảo mật")
        document.add_paragraph("Article 1. Confidentiality")
        box = _floating_box("Ký nháy / Initials: ______", vml_only=vml_only)
        _paragraph(document, "1.1. Nhân viên giữ bí mật mọi thông tin của Công ty.", box)
        document.add_paragraph("1.1. The Employee keeps all Company information confidential.")
        document.add_paragraph("1.2. Mỗi trang được hai bên ký nháy.")
        document.add_paragraph("1.2. Each page is initialled by both parties.")
        document.add_paragraph("Ký nháy NSDLĐ: ________      Ký nháy NLĐ: ________")
        document.add_paragraph("Điều 2. Hiệu lực")
        document.add_paragraph("Article 2. Effect")
        path = tmp_path / f"initials{vml_only}.docx"
        document.save(str(path))

        parsed = parse_signed_document(path)
        assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§2"]
        assert clause(parsed, "§1.1").text_vi == "Nhân viên giữ bí mật mọi thông tin của Công ty."
        assert clause(parsed, "§1.1").text_en == (
            "The Employee keeps all Company information confidential."
        )
        assert clause(parsed, "§1.2").text_vi == "Mỗi trang được hai bên ký nháy."
        assert clause(parsed, "§1.2").text_en == "Each page is initialled by both parties."
        assert problems(parsed) == []


# ---------------------------------------------------------------- list numbering


def _numbered_document(levels: list[tuple[str, str, int]], *, start_override: int = 0) -> Any:
    """A document whose numbering part defines one list (numId 90) with these levels
    (lvlText, numFmt, start), and a second instance of it (numId 91) restarting level 0 at
    ``start_override`` when given."""
    document = docx.Document()
    numbering = document.part.numbering_part.element
    definitions = "".join(
        f'<w:lvl w:ilvl="{level}"><w:start w:val="{start}"/><w:numFmt w:val="{fmt}"/>'
        f'<w:lvlText w:val="{text}"/></w:lvl>'
        for level, (text, fmt, start) in enumerate(levels)
    )
    numbering.insert(
        0, parse_xml(f'<w:abstractNum {W} w:abstractNumId="90">{definitions}</w:abstractNum>')
    )
    numbering.append(parse_xml(f'<w:num {W} w:numId="90"><w:abstractNumId w:val="90"/></w:num>'))
    override = (
        f'<w:lvlOverride w:ilvl="0"><w:startOverride w:val="{start_override}"/></w:lvlOverride>'
        if start_override
        else ""
    )
    numbering.append(
        parse_xml(f'<w:num {W} w:numId="91"><w:abstractNumId w:val="90"/>{override}</w:num>')
    )
    return document


def _numbered(document: Any, text: str, level: int, *, num_id: int = 90) -> None:
    paragraph = document.add_paragraph(text)
    paragraph._p.get_or_add_pPr().append(
        parse_xml(f'<w:numPr {W}><w:ilvl w:val="{level}"/><w:numId w:val="{num_id}"/></w:numPr>')
    )


def test_articles_sub_clauses_and_points_numbered_by_word(tmp_path: Path) -> None:
    document = _numbered_document(
        [("Điều %1.", "decimal", 1), ("%1.%2.", "decimal", 1), ("%3)", "lowerLetter", 1)]
    )
    document.add_paragraph("HỢP ĐỒNG LAO ĐỘNG")
    for number, (vi, en) in enumerate((("Thời hạn", "Term"), ("Tiền lương", "Salary")), 1):
        _numbered(document, vi, 0)
        document.add_paragraph().add_run(f"Article {number}. {en}").italic = True
        for sub in (1, 2):
            _numbered(document, f"Nội dung khoản {sub} của điều {number}.", 1)
            document.add_paragraph().add_run(f"{number}.{sub}. Clause {sub}.").italic = True
        _numbered(document, "Điểm thứ nhất.", 2)
        document.add_paragraph().add_run("a) The first point.").italic = True
    # A bullet (numFmt bullet) is not a label.
    bullets = document.add_paragraph("Ghi chú cuối.", style="List Bullet")
    assert bullets.text == "Ghi chú cuối."
    path = tmp_path / "numbered.docx"
    document.save(str(path))

    parsed = parse_signed_document(path)
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§1.2", "§1", "1.2.", "1.2."),
        ("§1.2(a)", "§1.2", "a)", "a)"),
        ("§2", None, "Điều 2", "Article 2"),
        # level 1 restarts under the next article, level 2 under the next sub-clause
        ("§2.1", "§2", "2.1.", "2.1."),
        ("§2.2", "§2", "2.2.", "2.2."),
        ("§2.2(a)", "§2.2", "a)", "a)"),
    ]
    assert clause(parsed, "§2.2").text_vi == "Nội dung khoản 2 của điều 2."
    assert clause(parsed, "§2.2(a)").text_vi == "Điểm thứ nhất.\nGhi chú cuối."
    assert problems(parsed) == []


def test_list_numbering_runs_on_across_articles_as_word_shows_it(tmp_path: Path) -> None:
    """Typed articles with sub-clauses from one Word list: Word shows "3." under Điều 2
    unless the list restarts. The parser reads what is shown, and says the level opens at 3;
    a restarted list (startOverride) reads 1."""
    document = _numbered_document([("%1.", "decimal", 1)], start_override=1)
    for number, num_id in ((1, 90), (2, 90), (3, 91)):
        document.add_paragraph(f"Điều {number}. Nội dung điều {number}")
        document.add_paragraph().add_run(
            f"Article {number}. Content of article {number}"
        ).italic = True
        for sub in (1, 2):
            _numbered(document, f"Khoản {sub} của điều {number}.", 0, num_id=num_id)
            document.add_paragraph().add_run(f"{sub}. Clause {sub}.").italic = True
    path = tmp_path / "runs_on.docx"
    document.save(str(path))

    parsed = parse_signed_document(path)
    refs = [ref for ref, *_ in outline(parsed)]
    assert refs == ["§1", "§1.1", "§1.2", "§2", "§2.3", "§2.4", "§3", "§3.1", "§3.2"]
    assert ("numbering_gap", "§2.3") in problems(parsed)
    assert clause(parsed, "§3.1").text_vi == "Khoản 1 của điều 3."


def test_roman_and_upper_letter_formats(tmp_path: Path) -> None:
    document = _numbered_document([("%1.", "upperRoman", 1), ("(%2)", "lowerRoman", 1)])
    for chapter in ("Quy định chung", "Điều khoản thi hành"):
        _numbered(document, chapter, 0)
        document.add_paragraph("Điều 1. Phạm vi")
        document.add_paragraph().add_run("Article 1. Scope").italic = True
        for text in ("Điểm một.", "Điểm hai.", "Điểm ba.", "Điểm bốn."):
            _numbered(document, text, 1)
    path = tmp_path / "roman.docx"
    document.save(str(path))

    parsed = parse_signed_document(path)
    points = [ref for ref, *_ in outline(parsed) if "(" in ref]
    # "I." and "II." are chapter headings; "(i)" … "(iv)" points under Điều 1
    assert points[:4] == ["§1(i)", "§1(ii)", "§1(iii)", "§1(iv)"]


def test_a_row_starting_past_its_first_column_keeps_its_columns(tmp_path: Path) -> None:
    """``w:gridBefore``: the row's only cell stands in the English column, so it is English
    even when it is a Vietnamese name (the column decides, not the words)."""
    document = docx.Document()
    table = document.add_table(rows=0, cols=2)
    for vi, en in (
        ("Điều 1. Lương", "Article 1. Salary"),
        ("Lương là 35.000.000 đồng.", "The salary is VND 35,000,000."),
        ("", "Ngân hàng Vietcombank, chi nhánh Hà Nội"),
    ):
        cells = table.add_row().cells
        cells[0].text, cells[1].text = vi, en
    last = table.rows[2]._tr
    last.remove(last.tc_lst[0])
    last.get_or_add_trPr().append(parse_xml(f'<w:gridBefore {W} w:val="1"/>'))
    path = tmp_path / "grid_before.docx"
    document.save(str(path))

    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi == "Lương\nLương là 35.000.000 đồng."
    assert clause(parsed, "§1").text_en == (
        "Salary\nThe salary is VND 35,000,000.\nNgân hàng Vietcombank, chi nhánh Hà Nội"
    )


# ---------------------------------------------------------------- numbering, as Word counts


def _level(level: int, text: str, fmt: str = "decimal", start: int = 1) -> str:
    return (
        f'<w:lvl w:ilvl="{level}"><w:start w:val="{start}"/><w:numFmt w:val="{fmt}"/>'
        f'<w:lvlText w:val="{text}"/></w:lvl>'
    )


def _define(document: Any, abstract: int, levels: str, extra: str = "") -> None:
    numbering = document.part.numbering_part.element
    element = parse_xml(
        f'<w:abstractNum {W} w:abstractNumId="{abstract}">{extra}{levels}</w:abstractNum>'
    )
    nums = numbering.findall(qn("w:num"))
    if nums:
        nums[0].addprevious(element)  # every abstractNum comes before the nums
    else:
        numbering.append(element)


def _instance(document: Any, num: int, abstract: int, overrides: str = "") -> None:
    document.part.numbering_part.element.append(
        parse_xml(
            f'<w:num {W} w:numId="{num}"><w:abstractNumId w:val="{abstract}"/>{overrides}</w:num>'
        )
    )


ARTICLES = [("Thời hạn", "Term"), ("Tiền lương", "Salary"), ("Thời giờ làm việc", "Hours")]


def _contract(document: Any, article: Any, sub_clause: Any) -> None:
    """Three articles of two sub-clauses, each numbered by ``article(n)`` / ``sub_clause(n)``
    (functions adding the Vietnamese paragraph), with typed English."""
    for number, (vi, en) in enumerate(ARTICLES, 1):
        article(number, vi)
        document.add_paragraph().add_run(f"Article {number}. {en}").italic = True
        for sub in (1, 2):
            sub_clause(number, f"Khoản {sub} của điều {number}.")
            document.add_paragraph().add_run(f"{number}.{sub}. Clause {sub}.").italic = True


def _refs(document: Any, tmp_path: Path) -> list[str]:
    path = tmp_path / "numbered.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert problems(parsed) == []
    return [ref for ref, *_ in outline(parsed)]


EXPECTED = ["§1", "§1.1", "§1.2", "§2", "§2.1", "§2.2", "§3", "§3.1", "§3.2"]


def test_two_instances_of_one_list_definition_count_together(tmp_path: Path) -> None:
    """Word counts per definition: an article numbered through a second ``w:num`` over the
    same ``w:abstractNum`` (a copy-paste) goes on from the first; a sub-clause instance that
    restarts (startOverride) restarts the shared count the first time it is used."""
    document = docx.Document()
    _define(document, 50, _level(0, "Điều %1.") + _level(1, "%1.%2."))
    _instance(document, 60, 50)
    _instance(document, 61, 50)
    restart = '<w:lvlOverride w:ilvl="1"><w:startOverride w:val="1"/></w:lvlOverride>'
    for article in (1, 2, 3):
        _instance(document, 70 + article, 50, restart)
    _contract(
        document,
        lambda n, text: _numbered(document, text, 0, num_id=61 if n == 2 else 60),
        lambda n, text: _numbered(document, text, 1, num_id=70 + n),
    )
    assert _refs(document, tmp_path) == EXPECTED


def test_numbering_from_a_numbering_style_and_an_inherited_paragraph_style(
    tmp_path: Path,
) -> None:
    """A definition that only links a numbering style (numStyleLink) numbers as the style's
    definition does; a paragraph style numbers through the style it is based on."""
    document = docx.Document()
    _define(
        document, 53, _level(0, "Điều %1.") + _level(1, "%1.%2."), '<w:styleLink w:val="DieuList"/>'
    )
    _define(document, 52, "", '<w:numStyleLink w:val="DieuList"/>')
    _instance(document, 63, 53)
    _instance(document, 64, 52)
    styles = document.styles.element
    styles.append(
        parse_xml(
            f'<w:style {W} w:type="numbering" w:styleId="DieuList"><w:name w:val="DieuList"/>'
            '<w:pPr><w:numPr><w:numId w:val="63"/></w:numPr></w:pPr></w:style>'
        )
    )
    styles.append(
        parse_xml(
            f'<w:style {W} w:type="paragraph" w:styleId="DieuBase"><w:name w:val="Dieu Base"/>'
            '<w:pPr><w:numPr><w:numId w:val="64"/></w:numPr></w:pPr></w:style>'
        )
    )
    styles.append(
        parse_xml(
            f'<w:style {W} w:type="paragraph" w:styleId="DieuVN"><w:name w:val="Dieu VN"/>'
            '<w:basedOn w:val="DieuBase"/></w:style>'
        )
    )
    _contract(
        document,
        lambda n, text: document.add_paragraph(text, style="Dieu VN"),
        lambda n, text: _numbered(document, text, 1, num_id=64),
    )
    assert _refs(document, tmp_path) == EXPECTED


def _paragraph_style(document: Any, style_id: str, properties: str, based_on: str = "") -> None:
    base = f'<w:basedOn w:val="{based_on}"/>' if based_on else ""
    document.styles.element.append(
        parse_xml(
            f'<w:style {W} w:type="paragraph" w:styleId="{style_id}"><w:name w:val="{style_id}"/>'
            f"{base}<w:pPr>{properties}</w:pPr></w:style>"
        )
    )


def test_a_style_stating_only_its_level_numbers_in_the_list_of_the_style_it_is_based_on(
    tmp_path: Path,
) -> None:
    """A law firm's template: "HDL1" names the list, "HDL2" (based on it) states only level 1.
    The list and the level inherit apart, so "HDL2" is at level 1 of HDL1's list; it was read
    at level 0, and every sub-clause became an article ("Điều 2" … "Điều 7")."""
    document = docx.Document()
    _define(document, 54, _level(0, "Điều %1.") + _level(1, "%1.%2."))
    _instance(document, 65, 54)
    _paragraph_style(document, "HDL1", '<w:numPr><w:numId w:val="65"/></w:numPr>')
    _paragraph_style(document, "HDL2", '<w:numPr><w:ilvl w:val="1"/></w:numPr>', "HDL1")
    _contract(
        document,
        lambda n, text: document.add_paragraph(text, style="HDL1"),
        lambda n, text: document.add_paragraph(text, style="HDL2"),
    )
    assert _refs(document, tmp_path) == EXPECTED


def test_a_heading_style_at_the_level_its_list_links_to_it(tmp_path: Path) -> None:
    """Heading styles that name their list but not their level are at the level whose
    ``w:pStyle`` names them (Word's "link level to style"); they were all at level 0."""
    document = docx.Document()
    linked = (
        '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/>'
        '<w:pStyle w:val="Dieu"/><w:lvlText w:val="Điều %1."/></w:lvl>'
        '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/>'
        '<w:pStyle w:val="Khoan"/><w:lvlText w:val="%1.%2."/></w:lvl>'
    )
    _define(document, 55, linked)
    _instance(document, 66, 55)
    for style in ("Dieu", "Khoan"):
        _paragraph_style(document, style, '<w:numPr><w:numId w:val="66"/></w:numPr>')
    _contract(
        document,
        lambda n, text: document.add_paragraph(text, style="Dieu"),
        lambda n, text: document.add_paragraph(text, style="Khoan"),
    )
    assert _refs(document, tmp_path) == EXPECTED


def test_empty_numbered_label_cells_show_their_numbers(tmp_path: Path) -> None:
    document = docx.Document()
    _define(document, 59, _level(0, "Điều %1."))
    _instance(document, 81, 59)
    table = document.add_table(rows=0, cols=3)
    for vi, en in (
        ("Thời hạn 12 tháng.", "A term of 12 months."),
        ("Lương 35 triệu.", "Salary 35m."),
    ):
        cells = table.add_row().cells
        cells[1].text, cells[2].text = vi, en
        cells[0].paragraphs[0]._p.get_or_add_pPr().append(
            parse_xml(f'<w:numPr {W}><w:ilvl w:val="0"/><w:numId w:val="81"/></w:numPr>')
        )
    path = tmp_path / "label_cells.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert [(ref, vi) for ref, _, vi, _ in outline(parsed)] == [("§1", "Điều 1"), ("§2", "Điều 2")]
    assert clause(parsed, "§2").text_en == "Salary 35m."


def test_a_huge_start_value_is_bounded(tmp_path: Path) -> None:
    """``w:start`` of two billion in letters would render a 77-million-letter label: the
    count stops at Word's own limit (32,767)."""
    document = docx.Document()
    _define(document, 58, _level(0, "%1)", "lowerLetter", start=2_000_000_000))
    _instance(document, 82, 58)
    document.add_paragraph("Điều 1. Tiền lương")
    document.add_paragraph().add_run("Article 1. Salary").italic = True
    _numbered(document, "Mức lương theo thỏa thuận.", 0, num_id=82)
    path = tmp_path / "huge.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert len(clause(parsed, "§1").text_vi) < 2_000


def test_hidden_text_is_not_read(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Điều 1. Tiền lương")
    document.add_paragraph().add_run("Article 1. Salary").italic = True
    paragraph = document.add_paragraph("Mức lương cơ bản là 35.000.000 đồng/tháng.")
    hidden = paragraph.add_run(" [Ghi chú nội bộ: có thể tăng lên 40.000.000]")
    hidden._r.get_or_add_rPr().append(parse_xml(f"<w:vanish {W}/>"))
    document.add_paragraph().add_run("The basic salary is VND 35,000,000 per month.").italic = True
    path = tmp_path / "hidden.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi == "Tiền lương\nMức lương cơ bản là 35.000.000 đồng/tháng."


def test_a_field_inside_another_fields_instruction_is_not_text(tmp_path: Path) -> None:
    """{ IF { MERGEFIELD GioiTinh } = "Nữ" "Bà" "Ông" }: the "Ông/Bà" of a mail merge. The
    inner field's result ("Nữ") is part of the outer field's instruction; Word shows "Bà"."""
    document = docx.Document()

    def char(kind: str) -> str:
        return f'<w:r {W}><w:fldChar w:fldCharType="{kind}"/></w:r>'

    def instruction(text: str) -> str:
        return f'<w:r {W}><w:instrText xml:space="preserve">{text}</w:instrText></w:r>'

    _paragraph(
        document,
        "Điều 1. ",
        char("begin"),
        instruction(" IF "),
        char("begin"),
        instruction(" MERGEFIELD GioiTinh "),
        char("separate"),
        _run("Nữ"),
        char("end"),
        instruction(' = "Nữ" "Bà" "Ông" '),
        char("separate"),
        _run("Bà"),
        char("end"),
        " Phạm Ngọc Ánh làm Chuyên viên phân tích dữ liệu.",
    )
    document.add_paragraph().add_run(
        "Article 1. Ms. Pham Ngoc Anh is a Data Analyst."
    ).italic = True
    path = tmp_path / "merge.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi == "Bà Phạm Ngọc Ánh làm Chuyên viên phân tích dữ liệu."
    assert clause(parsed, "§1").text_en == "Ms. Pham Ngoc Anh is a Data Analyst."


def test_text_hidden_by_its_style_is_not_read(tmp_path: Path) -> None:
    """A template's guidance, hidden by its paragraph style (or a character style), is never
    displayed nor printed; a run that unhides itself is."""
    document = docx.Document()
    guidance = document.styles.add_style("HuongDan", 1)
    guidance.element.get_or_add_rPr().append(parse_xml(f"<w:vanish {W}/>"))
    note = document.styles.add_style("GhiChu", 2)  # a character style
    note.element.get_or_add_rPr().append(parse_xml(f"<w:vanish {W}/>"))
    document.add_paragraph("Điều 1. Thời giờ làm việc")
    document.add_paragraph().add_run("Article 1. Working hours").italic = True
    document.add_paragraph("[Hướng dẫn: HR điền số giờ; xóa dòng này trước khi in.]", "HuongDan")
    shown = document.add_paragraph("", "HuongDan").add_run("Làm việc 40 giờ/tuần.")
    shown._r.get_or_add_rPr().append(parse_xml(f'<w:vanish {W} w:val="0"/>'))
    paragraph = document.add_paragraph("Nghỉ trưa 60 phút.")
    paragraph.add_run(" (tùy bộ phận)", "GhiChu")
    document.add_paragraph().add_run("40 hours per week, 60 minutes' lunch break.").italic = True
    path = tmp_path / "guidance.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi == (
        "Thời giờ làm việc\nLàm việc 40 giờ/tuần.\nNghỉ trưa 60 phút."
    )


def test_a_numbered_paragraph_deleted_with_tracked_changes_is_not_counted(
    tmp_path: Path,
) -> None:
    """Deleted with its paragraph mark, "Điều 2. Thử việc" is gone in the signed text: Word
    numbers the next article 2, and so must we (it was an empty §2, every later article one
    number off, with no problem said)."""
    document = _numbered_document([("Điều %1.", "decimal", 1)])
    _numbered(document, "Công việc: Kỹ sư kiểm thử.", 0)
    document.add_paragraph().add_run("Article 1. Job: test engineer.").italic = True
    deleted = document.add_paragraph()
    deleted._p.append(
        parse_xml(
            f'<w:del {W} w:id="7" w:author="HR" w:date="2026-01-01T00:00:00Z"><w:r>'
            '<w:delText xml:space="preserve">Thử việc: 60 ngày.</w:delText></w:r></w:del>'
        )
    )
    deleted._p.get_or_add_pPr().append(
        parse_xml(f'<w:numPr {W}><w:ilvl w:val="0"/><w:numId w:val="90"/></w:numPr>')
    )
    deleted._p.get_or_add_pPr().append(
        parse_xml(
            f'<w:rPr {W}><w:del w:id="8" w:author="HR" w:date="2026-01-01T00:00:00Z"/></w:rPr>'
        )
    )
    _numbered(document, "Hiệu lực: từ ngày ký.", 0)
    document.add_paragraph().add_run("Article 2. Effect: from signing.").italic = True
    path = tmp_path / "deleted.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    assert clause(parsed, "§2").text_vi == "Hiệu lực: từ ngày ký."
    assert problems(parsed) == []


def test_table_rows_inside_a_content_control_are_read(tmp_path: Path) -> None:
    """A repeating section of allowance rows is a content control around ``w:tr``s: its
    amounts are part of the clause."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Phụ cấp hằng tháng:")
    document.add_paragraph().add_run("Article 1. Monthly allowances:").italic = True

    def row(*cells: str) -> str:
        return "<w:tr>" + "".join(f"<w:tc><w:p>{_run(c)}</w:p></w:tc>" for c in cells) + "</w:tr>"

    table = parse_xml(
        f'<w:tbl {W}><w:tblPr/><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/>'
        f"</w:tblGrid>{row('Ăn trưa / Lunch', '730.000')}"
        f"<w:sdt><w:sdtPr/><w:sdtContent>{row('Điện thoại / Phone', '500.000')}"
        f"{row('Gửi xe / Parking', '150.000')}</w:sdtContent></w:sdt></w:tbl>"
    )
    document.element.body.find(qn("w:sectPr")).addprevious(table)
    path = tmp_path / "rows.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi == (
        "Phụ cấp hằng tháng:\nĂn trưa | 730.000\nĐiện thoại | 500.000\nGửi xe | 150.000"
    )
    assert clause(parsed, "§1").text_en.endswith("Phone | 500.000\nParking | 150.000")


def test_a_level_that_never_restarts_numbers_on_across_chapters(tmp_path: Path) -> None:
    """ "Chương %1" / "Điều %2." with the Điều level set to restart after no level
    (``w:lvlRestart w:val="0"``), as regulations number their articles: Chương I, Điều 1,
    Điều 2, Chương II, Điều 3 in Word — not Điều 1 again under each chapter."""
    document = docx.Document()
    _define(
        document,
        60,
        _level(0, "Chương %1", "upperRoman")
        + '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/>'
        '<w:lvlRestart w:val="0"/><w:lvlText w:val="Điều %2."/></w:lvl>',
    )
    _instance(document, 60, 60)
    for level, vi, en in [
        (0, "QUY ĐỊNH CHUNG", ""),
        (1, "Phạm vi: toàn Công ty.", "Article 1. Scope: the whole Company."),
        (1, "Đối tượng: mọi người lao động.", "Article 2. Persons: every employee."),
        (0, "TIỀN LƯƠNG", ""),
        (1, "Lương trả ngày 05 hằng tháng.", "Article 3. Salary is paid on the 5th."),
    ]:
        _numbered(document, vi, level, num_id=60)
        if en:
            document.add_paragraph().add_run(en).italic = True
    path = tmp_path / "regulation.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3"]
    assert clause(parsed, "§3").text_vi == "Lương trả ngày 05 hằng tháng."
    assert problems(parsed) == []


def test_the_english_in_italics_after_the_vietnamese_in_one_paragraph(tmp_path: Path) -> None:
    """ "1.2. Các khoản phụ cấp … như sau: *The following allowances …:*": the italics say
    where the translation starts, where no sentence boundary does (a colon; "… Tết Nguyên
    đán. *13th-month bonus …*"). Before, both halves stayed on one side."""
    document = docx.Document()

    def both(vietnamese: str, english: str) -> None:
        paragraph = document.add_paragraph(vietnamese)
        paragraph.add_run(english).italic = True

    both("Điều 1. TIỀN LƯƠNG / ", "ARTICLE 1. SALARY")
    both(
        "1.1. Các khoản phụ cấp được trả cùng kỳ lương như sau: ",
        "The following allowances are paid together with the salary:",
    )
    both(
        "1.2. Thưởng tháng lương thứ 13 bằng 01 tháng lương, chi trả trước Tết Nguyên đán. ",
        "13th-month bonus equal to 01 month of salary, paid before the Lunar New Year.",
    )
    document.add_paragraph("1.3. Phụ cấp ăn trưa 730.000 đồng (Lunch) được trả hằng tháng.")
    document.add_paragraph().add_run(
        "1.3. The lunch allowance of VND 730,000 is paid monthly."
    ).italic = True
    path = tmp_path / "italic_halves.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "ARTICLE 1"),
        ("§1.1", "§1", "1.1.", ""),
        ("§1.2", "§1", "1.2.", ""),
        ("§1.3", "§1", "1.3.", "1.3."),
    ]
    assert clause(parsed, "§1").text_vi == "TIỀN LƯƠNG"
    assert clause(parsed, "§1.1").text_en == (
        "The following allowances are paid together with the salary:"
    )
    assert clause(parsed, "§1.2").text_vi == (
        "Thưởng tháng lương thứ 13 bằng 01 tháng lương, chi trả trước Tết Nguyên đán."
    )
    assert problems(parsed) == []


def test_an_english_term_in_italics_ending_a_vietnamese_sentence_stays_in_it(
    tmp_path: Path,
) -> None:
    document = docx.Document()
    document.add_paragraph("Điều 1. Quy trình")
    document.add_paragraph().add_run("Article 1. Process").italic = True
    paragraph = document.add_paragraph("1.1. Mọi thay đổi mã nguồn phải qua quy trình ")
    paragraph.add_run("Code Review").italic = True
    document.add_paragraph().add_run(
        "1.1. Every source change goes through code review."
    ).italic = True
    path = tmp_path / "term.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi == (
        "Mọi thay đổi mã nguồn phải qua quy trình Code Review"
    )
    assert clause(parsed, "§1.1").text_en == "Every source change goes through code review."


def test_values_and_terms_in_italics_stay_in_their_vietnamese_paragraph(tmp_path: Path) -> None:
    """A filled-in value after a colon, a heading in capitals ending in an English term, each
    with its own English paragraph after it: no translation is split off."""
    document = docx.Document()
    for vietnamese, term, english in [
        ("ĐIỀU 8. BẢO MẬT VÀ ", "NDA", "ARTICLE 8. CONFIDENTIALITY AND NDA"),
        ("8.1. Thời gian thử việc: ", "02 months", "8.1. Probation period: 02 months"),
        ("8.2. Hình thức trả lương: ", "bank transfer", "8.2. Payment: bank transfer"),
    ]:
        document.add_paragraph(vietnamese).add_run(term).italic = True
        document.add_paragraph().add_run(english).italic = True
    path = tmp_path / "values.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§8", "§8.1", "§8.2"]
    assert clause(parsed, "§8").text_vi == "BẢO MẬT VÀ NDA"
    assert clause(parsed, "§8.1").text_vi == "Thời gian thử việc: 02 months"
    assert clause(parsed, "§8.2").text_en == "Payment: bank transfer"
    assert problems(parsed) == []


def _form_check_box(checked: bool) -> list[str]:
    state = "1" if checked else "0"
    return [
        f'<w:r {W}><w:fldChar w:fldCharType="begin"><w:ffData><w:name w:val="Check1"/>'
        f'<w:enabled/><w:checkBox><w:sizeAuto/><w:default w:val="{state}"/></w:checkBox>'
        "</w:ffData></w:fldChar></w:r>",
        f'<w:r {W}><w:instrText xml:space="preserve"> FORMCHECKBOX </w:instrText></w:r>',
        f'<w:r {W}><w:fldChar w:fldCharType="end"/></w:r>',
    ]


def _symbol(code: str, font: str = "Wingdings") -> str:
    return f'<w:r {W}><w:sym w:font="{font}" w:char="{code}"/></w:r>'


def test_signs_of_the_symbol_font_are_read(tmp_path: Path) -> None:
    """ "KPI ≥ 90%" typed with Word's Insert Symbol (the Symbol font) read "KPI 90%": a
    threshold turned around. Its signs and Greek letters are the text they show."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Thưởng")
    document.add_paragraph().add_run("Article 1. Bonus").italic = True
    _paragraph(
        document,
        "1.1. Thưởng khi KPI ",
        _symbol("F0B3", "Symbol"),
        " 90%, nghỉ việc ",
        _symbol("A3", "Symbol"),
        " 5%; thưởng = lương ",
        _symbol("F0B4", "Symbol"),
        " hệ số, biên độ ",
        _symbol("B1", "Symbol"),
        "10%, ",
        _symbol("F044", "Symbol"),
        "KPI.",
    )
    _paragraph(document, "1.1. A bonus when KPI ≥ 90%.", italic=True)
    path = tmp_path / "signs.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi == (
        "Thưởng khi KPI ≥ 90%, nghỉ việc ≤ 5%; thưởng = lương \u00d7 hệ số, biên độ ±10%, ΔKPI."
    )


def test_which_box_is_ticked_is_read(tmp_path: Path) -> None:
    """A contract form's check boxes — symbols (Wingdings) or legacy form fields — were
    dropped: "Loại hợp đồng: Xác định thời hạn 12 tháng Không xác định thời hạn" no longer
    said which type was agreed."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Loại hợp đồng")
    document.add_paragraph().add_run("Article 1. Type of contract").italic = True
    _paragraph(
        document,
        "1.1. Loại hợp đồng: ",
        _symbol("F0FE"),
        " Xác định thời hạn 12 tháng ",
        _symbol("F0A8"),
        " Không xác định thời hạn",
    )
    _paragraph(
        document,
        "1.1. Type of contract: ",
        _symbol("54", "Wingdings 2"),
        " Fixed term of 12 months ",
        _symbol("A3", "Wingdings 2"),
        " Indefinite term",
        italic=True,
    )
    _paragraph(document, "1.2. Làm việc từ xa: ", *_form_check_box(False), " Có ")
    _paragraph(document, *_form_check_box(True), " Không")
    path = tmp_path / "boxes.docx"
    document.save(str(path))

    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi == (
        "Loại hợp đồng: ☑ Xác định thời hạn 12 tháng ☐ Không xác định thời hạn"
    )
    assert (
        clause(parsed, "§1.1").text_en
        == "Type of contract: ☒ Fixed term of 12 months ☐ Indefinite term"
    )
    assert clause(parsed, "§1.2").text_vi.split() == [
        "Làm",
        "việc",
        "từ",
        "xa:",
        "☐",
        "Có",
        "☒",
        "Không",
    ]


def _drop_down(entries: list[str], chosen: int) -> list[str]:
    listed = "".join(f'<w:listEntry w:val="{entry}"/>' for entry in entries)
    return [
        f'<w:r {W}><w:fldChar w:fldCharType="begin"><w:ffData><w:name w:val="Loai"/>'
        f'<w:enabled/><w:ddList><w:result w:val="{chosen}"/>{listed}</w:ddList></w:ffData>'
        "</w:fldChar></w:r>",
        f'<w:r {W}><w:instrText xml:space="preserve"> FORMDROPDOWN </w:instrText></w:r>',
        f'<w:r {W}><w:fldChar w:fldCharType="end"/></w:r>',
    ]


M = 'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"'
TIMES = "\u00d7"  # the multiplication sign


def _math_run(text: str) -> str:
    return f'<m:r><m:t xml:space="preserve">{text}</m:t></m:r>'


def _fraction(numerator: str, denominator: str) -> str:
    return (
        f"<m:f><m:num>{_math_run(numerator)}</m:num><m:den>{_math_run(denominator)}</m:den></m:f>"
    )


def test_a_drop_down_shows_its_choice_and_an_equation_its_terms(tmp_path: Path) -> None:
    """A legacy drop-down (FORMDROPDOWN) shows the entry chosen, which no field result
    holds: "Loại hợp đồng: ." lost the contract type. An equation (Office Math) was dropped
    whole: "… theo công thức: , trong đó K …" lost the bonus formula."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Hợp đồng và thưởng")
    document.add_paragraph().add_run("Article 1. Contract and bonus").italic = True
    types = ["Không xác định thời hạn", "Xác định thời hạn 12 tháng", "Xác định thời hạn 36 tháng"]
    _paragraph(document, "1.1. Loại hợp đồng: ", *_drop_down(types, 2), ".")
    _paragraph(document, "1.1. Contract type: fixed term of 36 months.", italic=True)
    formula = (
        f"<m:oMath {M}>{_math_run('Thưởng=')}{_fraction(f'Lương cơ bản{TIMES}Ngày công', '365')}"
        f"{_math_run(TIMES + 'K')}</m:oMath>"
    )
    _paragraph(document, "1.2. Thưởng tính theo công thức: ", formula, ", K là hệ số.")
    english = (
        f"<m:oMath {M}>{_math_run('Bonus=')}{_fraction(f'Salary{TIMES}Days', '365')}"
        f"{_math_run(TIMES + 'K')}</m:oMath>"
    )
    _paragraph(document, "1.2. The bonus is: ", english, ", K being the rating.", italic=True)
    path = tmp_path / "form.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi == "Loại hợp đồng: Xác định thời hạn 36 tháng."
    assert clause(parsed, "§1.2").text_vi == (
        "Thưởng tính theo công thức: Thưởng=(Lương cơ bản\u00d7Ngày công)/365\u00d7K, K là hệ số."
    )
    assert clause(parsed, "§1.2").text_en == (
        "The bonus is: Bonus=(Salary\u00d7Days)/365\u00d7K, K being the rating."
    )
    assert problems(parsed) == []


def test_a_sliver_column_left_by_a_dragged_border_is_no_column(tmp_path: Path) -> None:
    """A Vietnamese | English table whose borders were dragged over the years: a thin grid
    column between the two, spanned by the Vietnamese cell in some rows and by the English
    one in others. The English of the rows that span it landed in the sliver, read as no
    column, and was lost (missing_english). A spanning cell's text stands in the widest
    column it spans."""
    document = docx.Document()
    document.add_paragraph("HỢP ĐỒNG LAO ĐỘNG")
    document.add_paragraph("LABOUR CONTRACT")
    rows = [
        ("Điều 1", "Công việc: Chuyên viên phân tích dữ liệu.", "Work: Data Analyst.", "vi"),
        ("Điều 2", "Thời hạn: 24 tháng.", "Term: 24 months.", "en"),
        ("Điều 3", "Tiền lương: 26.000.000 đồng/tháng.", "Salary: VND 26,000,000.", None),
    ]
    table = document.add_table(rows=len(rows), cols=4)
    for column, width in zip(
        table._tbl.tblGrid.findall(qn("w:gridCol")), (1200, 3600, 200, 4000), strict=True
    ):
        column.set(qn("w:w"), str(width))
    for tr, (label, vi, en, spanning) in zip(table.rows, rows, strict=True):
        cells = tr.cells
        cells[0].text = label
        if spanning == "vi":
            merged = cells[1].merge(cells[2])
            merged.text, cells[3].text = vi, en
        elif spanning == "en":
            merged = cells[2].merge(cells[3])
            cells[1].text, merged.text = vi, en
        else:
            cells[1].text, cells[3].text = vi, en
    path = tmp_path / "sliver.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert [c.ref for c in parsed.clauses] == ["§1", "§2", "§3"]
    assert [c.text_en for c in parsed.clauses] == [
        "Work: Data Analyst.",
        "Term: 24 months.",
        "Salary: VND 26,000,000.",
    ]
    assert problems(parsed) == []


def test_a_box_floating_beside_an_english_paragraph_stays_with_it(tmp_path: Path) -> None:
    """Only the English of a Vietnamese paragraph is waited for: a note anchored in the
    English moved into the next clause, before that clause's own English."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Tiền lương")
    document.add_paragraph().add_run("Article 1. Salary").italic = True
    document.add_paragraph("1.1. Lương cơ bản 45.000.000 đồng.")
    note = _floating_box("Note: salary is confidential.")
    _paragraph(document, "1.1. Basic salary VND 45,000,000.", note, italic=True)
    document.add_paragraph("1.2. Lương trả ngày 05.")
    document.add_paragraph().add_run("1.2. Paid on the 5th.").italic = True
    path = tmp_path / "english_anchor.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.2").text_en == "Paid on the 5th."
    assert "Note: salary is confidential." in clause(parsed, "§1.1").text_en


def test_a_symbol_typed_as_a_bullet_before_a_label_is_no_text(tmp_path: Path) -> None:
    """Insert Symbol's bullet or arrow (Symbol F0B7, F0DE) then a tab before "a) …": the
    sign hid the label, and the points became their parent's text."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Phúc lợi")
    document.add_paragraph().add_run("Article 1. Benefits").italic = True
    document.add_paragraph("1.1. Người lao động được hưởng:")
    document.add_paragraph().add_run("1.1. The Employee receives:").italic = True
    for code, vi, en in (
        ("F0B7", "a) bảo hiểm sức khỏe;", "a) health insurance;"),
        ("F0DE", "b) khám sức khỏe hằng năm.", "b) a yearly check-up."),
    ):
        _paragraph(document, _symbol(code, "Symbol"), f"<w:r {W}><w:tab/></w:r>", vi)
        _paragraph(document, _symbol(code, "Symbol"), f"<w:r {W}><w:tab/></w:r>", en, italic=True)
    path = tmp_path / "bullets.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.1(a)", "§1.1(b)"]
    assert clause(parsed, "§1.1(b)").text_en == "a yearly check-up."


def test_a_sum_in_an_equation_shows_its_sign_and_limits(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Điều 1. Thưởng")
    document.add_paragraph().add_run("Article 1. Bonus").italic = True
    total = (
        f'<m:oMath {M}><m:nary><m:naryPr><m:chr m:val="\\u2211"/></m:naryPr>'
        f"<m:sub>{_math_run('i=1')}</m:sub><m:sup>{_math_run('4')}</m:sup>"
        f"<m:e>{_math_run('T')}</m:e></m:nary></m:oMath>"
    )
    _paragraph(document, "1.1. Thưởng năm = ", total, ".")
    _paragraph(document, "1.1. The yearly bonus = ", total, ".", italic=True)
    path = tmp_path / "sum.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi == "Thưởng năm = \\u2211_(i=1)^4T."


def test_a_drop_down_that_writes_its_choice_as_its_result_reads_it_once(tmp_path: Path) -> None:
    """Some tools write the choice as the field's result text too: it was read twice
    ("… 36 thángXác định thời hạn 36 tháng")."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Hợp đồng")
    document.add_paragraph().add_run("Article 1. Contract").italic = True
    begin, instruction, end = _drop_down(["12 tháng", "36 tháng"], 1)
    result = [f'<w:r {W}><w:fldChar w:fldCharType="separate"/></w:r>', _run("36 tháng")]
    _paragraph(document, "1.1. Thời hạn: ", begin, instruction, *result, end, ".")
    _paragraph(document, "1.1. Term: 36 months.", italic=True)
    path = tmp_path / "result.docx"
    document.save(str(path))
    assert clause(parse_signed_document(path), "§1.1").text_vi == "Thời hạn: 36 tháng."


def test_a_prompt_a_drop_cap_and_struck_text_read_as_the_signed_text(tmp_path: Path) -> None:
    """A content control never filled in shows its prompt ("Click or tap here to enter
    text."), which became clause text; a drop cap is the first letter of the paragraph after
    it, which read "ông ty …" while its "C" went to the other language; a struck-out figure
    is crossed out of the signed text ("27.000.000 31.500.000" read as both)."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Tiền lương")
    document.add_paragraph().add_run("Article 1. Salary").italic = True
    prompt = (
        f"<w:sdt {W}><w:sdtPr><w:showingPlcHdr/></w:sdtPr><w:sdtContent>"
        f"{_run('Click or tap here to enter text.')}</w:sdtContent></w:sdt>"
    )
    struck = f'<w:r {W}><w:rPr><w:strike/></w:rPr><w:t xml:space="preserve">27.000.000 </w:t></w:r>'
    _paragraph(document, "1.1. Mức lương: ", struck, "31.500.000 đồng; dự án: ", prompt)
    _paragraph(document, "1.1. Salary: VND 31,500,000; projects: ", prompt, italic=True)
    drop = document.add_paragraph()
    drop._p.get_or_add_pPr().append(parse_xml(f'<w:framePr {W} w:dropCap="drop" w:lines="2"/>'))
    drop.add_run("C")
    document.add_paragraph("ông ty chi trả lương vào ngày 05.")
    document.add_paragraph().add_run("The Company pays salary on the 5th.").italic = True
    path = tmp_path / "signed.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi.splitlines() == [
        "Mức lương: 31.500.000 đồng; dự án:",
        "Công ty chi trả lương vào ngày 05.",
    ]
    assert clause(parsed, "§1.1").text_en.splitlines() == [
        "Salary: VND 31,500,000; projects:",
        "The Company pays salary on the 5th.",
    ]


def test_a_paragraph_whose_mark_alone_is_deleted_runs_on_into_the_next(tmp_path: Path) -> None:
    """A tracked deletion of the mark between two numbered items joins them: one item,
    numbered once. It read as two, an invented item at the end (§1.3)."""
    document = _numbered_document([("Điều %1.", "decimal", 1), ("%2.", "decimal", 1)])
    _numbered(document, "Nghĩa vụ hỗ trợ", 0)
    document.add_paragraph().add_run("Article 1. Duty to assist").italic = True
    joined = document.add_paragraph()
    joined.add_run("Người lao động ký giấy tờ đăng ký quyền. ")
    properties = joined._p.get_or_add_pPr()
    properties.append(parse_xml(f'<w:numPr {W}><w:ilvl w:val="1"/><w:numId w:val="90"/></w:numPr>'))
    properties.append(
        parse_xml(
            f'<w:rPr {W}><w:del w:id="9" w:author="HR" w:date="2026-01-01T00:00:00Z"/></w:rPr>'
        )
    )
    _numbered(document, "Việc hỗ trợ tiếp tục sau khi chấm dứt hợp đồng.", 1)
    document.add_paragraph().add_run(
        "1. The Employee signs documents; this continues."
    ).italic = True
    _numbered(document, "Chi phí do Công ty chịu.", 1)
    document.add_paragraph().add_run("2. The Company bears the costs.").italic = True
    path = tmp_path / "joined.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.1").text_vi == (
        "Người lao động ký giấy tờ đăng ký quyền. Việc hỗ trợ tiếp tục sau khi chấm dứt hợp đồng."
    )
    assert problems(parsed) == []


def test_a_content_control_bound_to_the_files_data_shows_the_data(tmp_path: Path) -> None:
    """A template filled by a tool that wrote only the bound data (a custom XML part): Word
    shows the data when it opens the file, "35.000.000"; the text the file cached,
    "25.000.000", was read. A date control shows its data in its own format, so keeps its
    text."""
    import zipfile

    document = docx.Document()
    document.add_paragraph("Điều 1. Tiền lương")
    document.add_paragraph().add_run("Article 1. Salary").italic = True
    store = "{6B3F2C1D-8E4A-4C52-9C1B-3A2D5E7F9012}"

    def bound(field: str, cached: str, kind: str = "<w:text/>") -> str:
        mapping = "xmlns:ns0='urn:hr'"
        return (
            f'<w:sdt {W}><w:sdtPr>{kind}<w:dataBinding w:prefixMappings="{mapping}"'
            f' w:xpath="/ns0:contract[1]/ns0:{field}[1]" w:storeItemID="{store}"/></w:sdtPr>'
            f"<w:sdtContent>{_run(cached)}</w:sdtContent></w:sdt>"
        )

    date = '<w:date w:fullDate="2026-01-01T00:00:00Z"><w:dateFormat w:val="dd/MM/yyyy"/></w:date>'
    salary, start = bound("salary", "25.000.000"), bound("start", "01/01/2026", date)
    _paragraph(document, "1.1. Lương: ", salary, " đồng, từ ", start, ".")
    _paragraph(document, "1.1. Salary: VND 35,000,000 from 01/01/2026.", italic=True)
    source = tmp_path / "source.docx"
    document.save(str(source))
    path = tmp_path / "bound.docx"
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(path, "w") as copy:
        for item in original.infolist():
            copy.writestr(item.filename, original.read(item.filename))
        copy.writestr(
            "customXml/item9.xml",
            '<contract xmlns="urn:hr"><salary>35.000.000</salary>'
            "<start>2026-01-01T00:00:00</start></contract>",
        )
        copy.writestr(
            "customXml/itemProps9.xml",
            '<ds:datastoreItem xmlns:ds="http://schemas.openxmlformats.org/officeDocument/2006/'
            f'customXml" ds:itemID="{store}"/>',
        )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi == "Lương: 35.000.000 đồng, từ 01/01/2026."


def test_a_bullet_drawn_as_a_ballot_box_says_which_option_was_ticked(tmp_path: Path) -> None:
    """Word's "Define New Bullet" with Wingdings' boxes (F0A8 "☐", F0FE "☑") or a typed "☒":
    the bullet is the choice, so it is shown, where an ordinary bullet is not."""
    document = docx.Document()
    numbering = document.part.numbering_part.element
    bullets = {
        "81": ('"\uf0a8"', "Wingdings"),
        "82": ('"\uf0fe"', "Wingdings"),
        "83": ('"☒"', "Segoe UI Symbol"),
        "84": ('"\uf0b7"', "Symbol"),  # the usual round bullet
    }
    for num_id, (glyph, font) in bullets.items():
        numbering.insert(
            0,
            parse_xml(
                f'<w:abstractNum {W} w:abstractNumId="{num_id}"><w:lvl w:ilvl="0">'
                f'<w:numFmt w:val="bullet"/><w:lvlText w:val={glyph}/>'
                f'<w:rPr><w:rFonts w:ascii="{font}" w:hAnsi="{font}"/></w:rPr></w:lvl>'
                "</w:abstractNum>"
            ),
        )
        numbering.append(
            parse_xml(f'<w:num {W} w:numId="{num_id}"><w:abstractNumId w:val="{num_id}"/></w:num>')
        )
    document.add_paragraph("Điều 2. Loại hợp đồng: / Article 2. Contract type:")
    options = [
        ("Xác định thời hạn 12 tháng;", 81),
        ("Không xác định thời hạn;", 82),
        ("Thời vụ;", 83),
        ("Ghi chú kèm theo.", 84),
    ]
    for text, option_list in options:
        _numbered(document, text, 0, num_id=option_list)
    document.add_paragraph("Điều 3. Hiệu lực / Article 3. Effect")
    document.save(str(tmp_path / "boxes.docx"))
    parsed = parse_signed_document(tmp_path / "boxes.docx")
    assert clause(parsed, "§2").text_vi.splitlines()[1:] == [
        "☐ Xác định thời hạn 12 tháng;",
        "☑ Không xác định thời hạn;",
        "☒ Thời vụ;",
        "Ghi chú kèm theo.",
    ]


def test_list_numbers_in_a_table_holding_a_table_are_counted_once(tmp_path: Path) -> None:
    """A table with a nested table is looked at before it is read (is it a Vietnamese |
    English layout?): the look must not move Word's list counters, or every number after it
    shifts ("4." for "1.") and each citation names the wrong clause."""
    document = _numbered_document([("%1.", "decimal", 1)])
    document.add_paragraph("Điều 1. Phụ cấp / Article 1. Allowances")
    table = document.add_table(rows=3, cols=2)
    for row, (vi, en) in zip(
        table.rows,
        [("Ăn trưa", "Lunch"), ("Điện thoại", "Telephone"), ("Đi lại", "Travel")],
        strict=True,
    ):
        for cell, text in zip(row.cells, (vi, en), strict=True):
            paragraph = cell.paragraphs[0]
            paragraph.text = text
            paragraph._p.get_or_add_pPr().append(
                parse_xml(f'<w:numPr {W}><w:ilvl w:val="0"/><w:numId w:val="90"/></w:numPr>')
            )
    table.rows[2].cells[1].add_table(rows=1, cols=1).rows[0].cells[0].text = "400.000"
    document.save(str(tmp_path / "counted.docx"))
    (_, read) = read_source(tmp_path / "counted.docx").blocks
    assert isinstance(read, Table)
    assert [cell.split()[0] for row in read.rows for cell in row] == [
        "1.",
        "2.",
        "3.",
        "4.",
        "5.",
        "6.",
    ]


def test_alternate_content_is_read_once_as_word_chooses_it(tmp_path: Path) -> None:
    """``mc:AlternateContent``: Word shows the first choice whose markup it knows, else the
    fallback — one of them, never both. A choice requiring a tool's own namespace is not
    Word's: its fallback is what Word shows."""
    known = 'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"'
    unknown = 'xmlns:x9="urn:example:tool-extension"'

    def alternatives(declaration: str, prefix: str, chosen: str, fallback: str) -> str:
        return (
            f"<mc:AlternateContent {MC} {W} {declaration}>"
            f'<mc:Choice Requires="{prefix}">{_run(chosen)}</mc:Choice>'
            f"<mc:Fallback>{_run(fallback)}</mc:Fallback></mc:AlternateContent>"
        )

    document = docx.Document()
    document.add_paragraph("Điều 1. Tiền lương")
    document.add_paragraph().add_run("Article 1. Salary").italic = True
    _paragraph(
        document,
        "Mức lương cơ bản: ",
        alternatives(known, "w14", "25.000.000", "25.000.000"),
        " đồng/tháng.",
    )
    _paragraph(
        document,
        "Base salary: VND ",
        alternatives(unknown, "x9", "30,000,000", "25,000,000"),
        " per month.",
        italic=True,
    )
    path = tmp_path / "alternatives.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi == "Tiền lương\nMức lương cơ bản: 25.000.000 đồng/tháng."
    assert clause(parsed, "§1").text_en == "Salary\nBase salary: VND 25,000,000 per month."
    assert problems(parsed) == []
