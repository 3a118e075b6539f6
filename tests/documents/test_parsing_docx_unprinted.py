"""A .docx's text that Word does not print as it reads (``docx_unprinted``): text in the colour
of what is behind it or too small to read is left out and reported; white text where it shows
(on a dark shading, cell or highlight) and small print are read as any text. Fields Word works
out again when it opens or prints the file are read as cached and reported."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import docx
from docx.oxml import parse_xml

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, problems

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
WHITE = '<w:color w:val="FFFFFF"/>'
DARK = '<w:shd w:val="clear" w:color="auto" w:fill="1F3864"/>'
SALARY_VI = "Mức lương cơ bản: 25.000.000 đồng/tháng."
SALARY_EN = "Base salary: VND 25,000,000 per month."


def _run(text: str, properties: str = "") -> str:
    props = f"<w:rPr>{properties}</w:rPr>" if properties else ""
    return f'<w:r {W}>{props}<w:t xml:space="preserve">{text}</w:t></w:r>'


def _paragraph(document: Any, *runs: str, properties: str = "") -> Any:
    paragraph = document.add_paragraph()
    if properties:
        paragraph._p.append(parse_xml(f"<w:pPr {W}>{properties}</w:pPr>"))
    for run in runs:
        paragraph._p.append(parse_xml(run if run.startswith("<") else _run(run)))
    return paragraph


def _contract(tmp_path: Path, vietnamese: list[str], english: list[str], **options: Any) -> Any:
    """A two-article contract whose "1.1." paragraphs are made of ``vietnamese`` and
    ``english`` runs (XML, or plain text), each paragraph's properties in ``options``."""
    document = docx.Document()
    _paragraph(document, "Điều 1. Tiền lương", properties=options.get("heading", ""))
    _paragraph(document, "Article 1. Salary", properties=options.get("heading", ""))
    _paragraph(document, "1.1. ", *vietnamese, properties=options.get("clause", ""))
    _paragraph(document, "1.1. ", *english, properties=options.get("clause", ""))
    _paragraph(document, "Điều 2. Hiệu lực")
    _paragraph(document, "Article 2. Effect")
    _paragraph(document, "Hợp đồng có hiệu lực từ ngày 05/01/2026.")
    _paragraph(document, "This Contract takes effect from 05/01/2026.")
    if table := options.get("table"):
        document.element.body.insert(len(document.element.body) - 1, parse_xml(table))
    if hook := options.get("hook"):
        hook(document)
    path = tmp_path / "contract.docx"
    document.save(str(path))
    return parse_signed_document(path)


def _unprinted(parsed: Any) -> list[str]:
    return [p.message for p in parsed.problems if p.code == "unprinted_text"]


def test_white_keywords_and_an_old_figure_in_white_are_left_out_and_reported(
    tmp_path: Path,
) -> None:
    parsed = _contract(
        tmp_path,
        [
            "Mức lương cơ bản: ",
            _run("20.000.000 đồng/tháng. ", WHITE),
            "25.000.000 đồng/tháng.",
            _run(" việc làm kế toán lương cao Hà Nội", WHITE),
        ],
        [SALARY_EN, _run(" accountant jobs Hanoi high salary", '<w:color w:val="FDFDFD"/>')],
    )
    assert clause(parsed, "§1.1").text_vi == SALARY_VI
    assert clause(parsed, "§1.1").text_en == SALARY_EN
    assert problems(parsed) == [("unprinted_text", None)]
    (message,) = _unprinted(parsed)
    assert "“20.000.000 đồng/tháng.”" in message and "accountant jobs" in message


def test_text_in_the_colour_of_its_paragraph_or_cell_shading_is_left_out(
    tmp_path: Path,
) -> None:
    grey = '<w:shd w:val="clear" w:color="auto" w:fill="F2F2F2"/>'
    parsed = _contract(
        tmp_path,
        [SALARY_VI, _run(" Sau thử việc: 30.000.000 đồng/tháng.", '<w:color w:val="F2F2F2"/>')],
        [SALARY_EN],
        clause=grey,
    )
    assert clause(parsed, "§1.1").text_vi == SALARY_VI
    assert problems(parsed) == [("unprinted_text", None)]
    # black on a black highlight: a bar on paper, not words
    barred = '<w:color w:val="000000"/><w:highlight w:val="black"/>'
    parsed = _contract(tmp_path, [SALARY_VI, _run(" Và thưởng.", barred)], [SALARY_EN])
    assert clause(parsed, "§1.1").text_vi == SALARY_VI
    assert problems(parsed) == [("unprinted_text", None)]


def test_white_text_where_it_shows_is_read(tmp_path: Path) -> None:
    """White on a dark paragraph shading, a dark highlight or run shading; Word's "auto"
    colour and the theme's background colour on a dark shading: all printed."""
    themed = '<w:color w:val="FFFFFF" w:themeColor="background1"/>'
    parsed = _contract(
        tmp_path,
        [
            "Mức lương cơ bản: ",
            _run("25.000.000", WHITE + '<w:highlight w:val="darkBlue"/>'),
            " đồng/tháng.",
        ],
        [
            "Base salary: VND ",
            _run("25,000,000", WHITE + '<w:shd w:val="clear" w:color="auto" w:fill="C00000"/>'),
            " per month.",
        ],
        heading=DARK,
    )
    assert clause(parsed, "§1.1").text_vi == SALARY_VI
    assert problems(parsed) == []
    document = docx.Document()
    _paragraph(document, _run("Điều 1. Tiền lương", themed), properties=DARK)
    _paragraph(document, _run("Article 1. Salary", '<w:color w:val="auto"/>'), properties=DARK)
    _paragraph(document, SALARY_VI)
    _paragraph(document, SALARY_EN)
    path = tmp_path / "themed.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi == f"Tiền lương\n{SALARY_VI}"
    assert problems(parsed) == []


def test_white_text_in_a_dark_cell_is_read(tmp_path: Path) -> None:
    document = docx.Document()
    table = document.add_table(rows=2, cols=2)
    headings = ("Điều 1. Tiền lương", "Article 1. Salary")
    for cell, text in zip(table.rows[0].cells, headings, strict=True):
        cell._tc.get_or_add_tcPr().append(parse_xml(DARK.replace("<w:shd", f"<w:shd {W}")))
        cell.paragraphs[0]._p.append(parse_xml(_run(text, WHITE + "<w:b/>")))
    table.rows[1].cells[0].text, table.rows[1].cells[1].text = SALARY_VI, SALARY_EN
    path = tmp_path / "cells.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi.startswith("Tiền lương")
    assert problems(parsed) == []


def test_white_text_over_a_background_not_known_is_read_and_reported(tmp_path: Path) -> None:
    """A table style's shading, or a picture behind the text, may be what white text is
    printed on: the text is read, and reported as perhaps not printed."""
    behind = (
        '<w:r><w:drawing><wp:anchor xmlns:wp="http://schemas.openxmlformats.org/drawingml/'
        '2006/wordprocessingDrawing" behindDoc="1" distT="0" distB="0" distL="0" distR="0" '
        'simplePos="0" relativeHeight="1" locked="0" layoutInCell="1" allowOverlap="1">'
        '<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="page"><wp:posOffset>0'
        '</wp:posOffset></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>0'
        '</wp:posOffset></wp:positionV><wp:extent cx="7560000" cy="1000000"/><wp:wrapNone/>'
        '<wp:docPr id="1" name="Banner"/></wp:anchor></w:drawing></w:r>'
    )
    parsed = _contract(
        tmp_path,
        [_run("Mức lương cơ bản: 25.000.000 đồng/tháng.", WHITE)],
        [SALARY_EN],
        hook=lambda document: document.paragraphs[0]._p.append(
            parse_xml(behind.replace("<w:r>", f"<w:r {W}>", 1))
        ),
    )
    assert clause(parsed, "§1.1").text_vi == SALARY_VI
    assert problems(parsed) == [("unprinted_text", None)]
    assert "may not show on paper" in _unprinted(parsed)[0]


def _styles(*styles: str) -> Any:
    """A hook adding ``styles`` (``w:style`` XML) to a document's styles."""

    def add(document: Any) -> None:
        for style in styles:
            document.styles.element.append(parse_xml(style.replace("<w:style", f"<w:style {W}", 1)))

    return add


def _style(kind: str, style_id: str, properties: str, based_on: str = "") -> str:
    parent = f'<w:basedOn w:val="{based_on}"/>' if based_on else ""
    return (
        f'<w:style w:type="{kind}" w:customStyle="1" w:styleId="{style_id}">'
        f'<w:name w:val="{style_id}"/>{parent}<w:rPr>{properties}</w:rPr></w:style>'
    )


def test_white_text_on_a_styles_shading_or_highlight_is_read(tmp_path: Path) -> None:
    """What is behind a run may be set in its character style (a "Banner": white on dark
    blue), in a style that one is based on, or in its paragraph style's run properties: the
    text shows, and is read."""
    banner = _style("character", "Banner", WHITE + DARK.replace("1F3864", "1F4E79"))
    marked = _style("character", "Marked", '<w:highlight w:val="darkBlue"/>')
    white_marked = _style("character", "WhiteMarked", WHITE, based_on="Marked")
    shaded = _style("paragraph", "Shaded", DARK, based_on="Normal")
    parsed = _contract(
        tmp_path,
        ["Mức lương cơ bản: ", _run("25.000.000 đồng/tháng.", '<w:rStyle w:val="Banner"/>')],
        ["Base salary: VND ", _run("25,000,000", '<w:rStyle w:val="WhiteMarked"/>'), " per month."],
        hook=_styles(banner, marked, white_marked),
    )
    assert clause(parsed, "§1.1").text_vi == SALARY_VI
    assert clause(parsed, "§1.1").text_en == SALARY_EN
    assert problems(parsed) == []
    parsed = _contract(
        tmp_path,
        ["Mức lương cơ bản: ", _run("25.000.000", WHITE), " đồng/tháng."],
        [SALARY_EN],
        clause='<w:pStyle w:val="Shaded"/>',
        hook=_styles(shaded),
    )
    assert clause(parsed, "§1.1").text_vi == SALARY_VI
    assert problems(parsed) == []
    # a highlight is painted over the run's shading (ECMA-376 17.3.2.15)
    over = WHITE + '<w:highlight w:val="darkBlue"/><w:shd w:val="clear" w:fill="FFFFFF"/>'
    parsed = _contract(
        tmp_path, ["Mức lương cơ bản: ", _run("25.000.000", over), " đồng/tháng."], [SALARY_EN]
    )
    assert clause(parsed, "§1.1").text_vi == SALARY_VI
    assert problems(parsed) == []


def test_white_text_in_a_style_with_no_dark_ground_is_left_out(tmp_path: Path) -> None:
    """A character style's white text on the white page, or a style's dark highlight the run
    turns off ("none"), is still not printed: left out and reported."""
    white = _style("character", "White", WHITE)
    marked = _style("character", "Marked", WHITE + '<w:highlight w:val="darkBlue"/>')
    parsed = _contract(
        tmp_path,
        [SALARY_VI, _run(" việc làm kế toán lương cao", '<w:rStyle w:val="White"/>')],
        [
            SALARY_EN,
            _run(" accountant jobs", '<w:rStyle w:val="Marked"/><w:highlight w:val="none"/>'),
        ],
        hook=_styles(white, marked),
    )
    assert clause(parsed, "§1.1").text_vi == SALARY_VI
    assert clause(parsed, "§1.1").text_en == SALARY_EN
    assert problems(parsed) == [("unprinted_text", None)]
    (message,) = _unprinted(parsed)
    assert "kế toán" in message and "accountant jobs" in message


def test_white_text_in_a_table_whose_style_highlights_it_is_read_and_reported(
    tmp_path: Path,
) -> None:
    """A table style's run properties may highlight its text: a background not known, so
    white text there is read, and reported."""
    document = docx.Document()
    document.styles.element.append(
        parse_xml(
            f'<w:style {W} w:type="table" w:customStyle="1" w:styleId="Marked">'
            '<w:name w:val="Marked"/><w:rPr><w:highlight w:val="darkBlue"/></w:rPr></w:style>'
        )
    )
    table = document.add_table(rows=2, cols=2)
    table._tbl.tblPr.append(parse_xml(f'<w:tblStyle {W} w:val="Marked"/>'))
    headings = ("Điều 1. Tiền lương", "Article 1. Salary")
    for cell, text in zip(table.rows[0].cells, headings, strict=True):
        cell.paragraphs[0]._p.append(parse_xml(_run(text, WHITE)))
    table.rows[1].cells[0].text, table.rows[1].cells[1].text = SALARY_VI, SALARY_EN
    path = tmp_path / "cells.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi.startswith("Tiền lương")
    assert problems(parsed) == [("unprinted_text", None)]
    assert "may not show on paper" in _unprinted(parsed)[0]


def test_text_under_two_points_is_left_out_and_small_print_is_read(tmp_path: Path) -> None:
    tiny = '<w:sz w:val="2"/><w:szCs w:val="2"/>'
    parsed = _contract(
        tmp_path,
        ["Mức lương cơ bản: 25.000.000", _run("0", tiny), " đồng/tháng."],
        [SALARY_EN, _run(" The Company may withdraw it at any time.", '<w:sz w:val="4"/>')],
    )
    assert clause(parsed, "§1.1").text_vi == SALARY_VI
    assert clause(parsed, "§1.1").text_en == SALARY_EN
    assert problems(parsed) == [("unprinted_text", None)]
    small = '<w:sz w:val="14"/>'  # 7 pt: the small print of a contract
    parsed = _contract(
        tmp_path,
        [_run(SALARY_VI, small)],
        [_run(SALARY_EN, '<w:sz w:val="16"/>')],
    )
    assert clause(parsed, "§1.1").text_vi == SALARY_VI
    assert problems(parsed) == []


def test_a_white_space_still_parts_words(tmp_path: Path) -> None:
    parsed = _contract(
        tmp_path,
        ["Mức lương cơ bản:", _run(" ", WHITE), "25.000.000 đồng/tháng."],
        [SALARY_EN],
    )
    assert clause(parsed, "§1.1").text_vi == SALARY_VI
    assert problems(parsed) == []


def _field(instruction: str, result: str, begin: str = "") -> list[str]:
    def char(kind: str, extra: str = "") -> str:
        return f'<w:r {W}><w:fldChar w:fldCharType="{kind}"{extra}/></w:r>'

    return [
        char("begin", begin),
        f'<w:r {W}><w:instrText xml:space="preserve"> {instruction} </w:instrText></w:r>',
        char("separate"),
        _run(result),
        char("end"),
    ]


def _changing(parsed: Any) -> list[str]:
    return [p.message for p in parsed.problems if p.code == "field_result_may_change"]


def test_a_date_field_is_read_as_saved_and_reported(tmp_path: Path) -> None:
    """DATE shows the day Word opens or prints the file: the date saved is read, reported."""
    date = _field('DATE \\@ "dd/MM/yyyy"', "05/01/2026")
    parsed = _contract(tmp_path, ["Hiệu lực từ ngày ", *date, "."], ["Effective from 05/01/2026."])
    assert clause(parsed, "§1.1").text_vi == "Hiệu lực từ ngày 05/01/2026."
    assert problems(parsed) == [("field_result_may_change", None)]
    assert "DATE" in _changing(parsed)[0]
    simple = f'<w:fldSimple {W} w:instr=" TIME "><w:r><w:t>09:00</w:t></w:r></w:fldSimple>'
    parsed = _contract(tmp_path, ["Ký lúc ", simple, "."], ["Signed at 09:00."])
    assert clause(parsed, "§1.1").text_vi == "Ký lúc 09:00."
    assert problems(parsed) == [("field_result_may_change", None)]


def test_locked_and_fixed_fields_are_not_reported(tmp_path: Path) -> None:
    """A locked DATE keeps its text; CREATEDATE, a MERGEFIELD's result and page numbers are
    what was saved."""
    locked = _field("DATE", "05/01/2026", begin=' w:fldLock="true"')
    created = _field("CREATEDATE", "05/01/2026")
    merged = _field("MERGEFIELD Luong", "25.000.000")
    parsed = _contract(
        tmp_path,
        ["Mức lương cơ bản: ", *merged, " đồng/tháng, từ ", *locked, " (lập ", *created, ")."],
        [
            "Base salary: VND 25,000,000 per month, from 05/01/2026 (made 05/01/2026). Page ",
            *_field("PAGE", "1"),
        ],
    )
    assert clause(parsed, "§1.1").text_vi.startswith("Mức lương cơ bản: 25.000.000 đồng/tháng")
    assert problems(parsed) == []


def test_fields_word_updates_on_opening_are_reported(tmp_path: Path) -> None:
    """A field flagged dirty, or any field of a file set to update its fields on opening, is
    worked out again from what it refers to (a REF to a bookmark changed since)."""
    bookmark = [
        f'<w:bookmarkStart {W} w:id="0" w:name="Luong"/>',
        _run("25.000.000"),
        f'<w:bookmarkEnd {W} w:id="0"/>',
    ]
    stale = _field("REF Luong \\h", "20.000.000", begin=' w:dirty="true"')
    parsed = _contract(
        tmp_path, ["Mức lương: ", *bookmark, " (", *stale, ")."], ["Salary: VND 25,000,000."]
    )
    assert clause(parsed, "§1.1").text_vi == "Mức lương: 25.000.000 (20.000.000)."
    assert ("field_result_may_change", None) in problems(parsed)

    def update_on_opening(document: Any) -> None:
        settings = document.settings.element
        settings.insert(0, parse_xml(f'<w:updateFields {W} w:val="true"/>'))

    stale = _field("REF Luong \\h", "20.000.000")
    parsed = _contract(
        tmp_path,
        ["Mức lương: ", *bookmark, " (", *stale, ")."],
        ["Salary: VND 25,000,000."],
        hook=update_on_opening,
    )
    assert ("field_result_may_change", None) in problems(parsed)
    assert "update its fields" in _changing(parsed)[0]
    # a table of contents and page numbers set to update are not the contract's text
    parsed = _contract(
        tmp_path,
        [SALARY_VI, *_field("PAGE", "1")],
        [SALARY_EN, *_field("PAGEREF _Toc1 \\h", "1")],
        hook=update_on_opening,
    )
    assert problems(parsed) == []
