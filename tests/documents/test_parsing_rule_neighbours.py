"""Where this session's rules must not fire: ordinary documents a second review of them found
read worse than before (each parsed right before those rules existed)."""

from __future__ import annotations

from pathlib import Path

import docx
import pytest
from docx.oxml import parse_xml

from rubric.documents import DocumentUnreadable, ParsedDocument
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.bilingual import split_bilingual_line
from rubric.documents.parsing.formats import Table, _require_drawn_letters
from rubric.documents.parsing.plaintext import pdf_blocks
from tests.documents.support import clause, outline, problems, write_text

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def test_square_bullets_in_a_pdf_are_no_undrawn_letters(tmp_path: Path) -> None:
    bullets = [["■ Lương cơ bản 25.000.000 đồng;"] * 6 + ["■ Có / □ Không"]]
    _require_drawn_letters(bullets, tmp_path / "bullets.pdf")  # nothing raised
    with pytest.raises(DocumentUnreadable):
        _require_drawn_letters([["H■P ■■NG LAO ■■NG", "■i■u 1. Th■i h■n"]], tmp_path / "x.pdf")


def test_guillemets_closing_a_word_in_a_are_no_double_encoding(tmp_path: Path) -> None:
    terms = "«Hàng hoá», «Bảng giá», «Đơn giá», «Khung giá» và «Dữ liệu mã hoá»"
    text = f"Điều 1. Định nghĩa\n1.1. Các thuật ngữ {terms} được hiểu như sau.\n"
    parsed = parse_signed_document(write_text(tmp_path / "terms.txt", text))
    assert terms in clause(parsed, "§1.1").text_vi


def test_a_row_under_a_merged_first_cell_after_a_cut_row_stays_its_own() -> None:
    """The cut row's end joins the row above; the next row, its first cell merged down, is
    a row of its own (it was glued on too)."""
    header = "| Mã | Phúc lợi | Mức |"
    first = "| PL12 | Bảo hiểm sức khỏe | 10.000.000 |"
    cut = "|  | toàn diện |  |"
    own = "|  | Khám định kỳ | 2.000.000 |"
    (table,) = pdf_blocks([[header, first], [cut, own]])
    assert isinstance(table, Table)
    assert table.rows[1:] == (
        ("PL12", "Bảo hiểm sức khỏe toàn diện", "10.000.000"),
        ("", "Khám định kỳ", "2.000.000"),
    )


def test_a_symbol_bullet_before_a_point_keeps_the_point(tmp_path: Path) -> None:
    """Wingdings boxes and ticks used as bullets before "a) …" hid the points' labels."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Nghĩa vụ")
    document.add_paragraph().add_run("Article 1. Obligations").italic = True
    for text, italic in (
        ("a) Hoàn thành công việc được giao;", False),
        ("a) Complete the assigned work;", True),
    ):
        paragraph = document.add_paragraph()
        paragraph._p.append(parse_xml(f'<w:r {W}><w:sym w:font="Wingdings" w:char="F071"/></w:r>'))
        paragraph.add_run(" " + text).italic = italic
    path = tmp_path / "bullets.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1(a)"]
    assert clause(parsed, "§1(a)").text_vi == "☐ Hoàn thành công việc được giao;"


def test_tcvn3_typed_a_word_a_run_is_still_refused(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Điều 1. Địa điểm")
    paragraph = document.add_paragraph()
    fonts = f'<w:rFonts {W} w:ascii=".VnTime" w:hAnsi=".VnTime"/>'
    for word in ("Lµm ", "viÖc ", "t¹i ", "v¨n ", "phßng"):
        run = paragraph.add_run(word)
        run._r.get_or_add_rPr().insert(0, parse_xml(fonts))
    path = tmp_path / "tcvn3.docx"
    document.save(str(path))
    with pytest.raises(DocumentUnreadable) as refused:
        parse_signed_document(path)
    assert refused.value.code == "legacy_font_encoding"


def test_only_a_unit_is_shared_by_a_headers_halves() -> None:
    assert split_bilingual_line("Chức vụ / Position (optional)") == (
        "Chức vụ",
        "Position (optional)",
    )
    assert split_bilingual_line("Thời hạn / Term (tháng)") == ("Thời hạn (tháng)", "Term (tháng)")


def test_markdown_tildes_and_raised_figures_as_displayed(tmp_path: Path) -> None:
    text = """Điều 1. Thưởng

Article 1. Bonus

1.1. Hệ số ~~ 1,0 khi KPI ~~ 100%; chỗ ngồi tối thiểu 6 m<sup>2</sup>, CO<sub>2</sub> dưới 1000 ppm.

1.1. Factor ~~ 1.0 when KPI ~~ 100%; a desk of 6 m<sup>2</sup>, CO<sub>2</sub> below 1000 ppm.
"""
    parsed = parse_signed_document(write_text(tmp_path / "bonus.md", text))
    assert clause(parsed, "§1.1").text_vi == (
        "Hệ số ~~ 1,0 khi KPI ~~ 100%; chỗ ngồi tối thiểu 6 m², CO₂ dưới 1000 ppm."
    )


def test_a_grade_a1_wrapped_to_a_line_start_stays_in_its_sentence(tmp_path: Path) -> None:
    """With no lettered appendix or section, "A.1 theo Thang lương …" is a grade the line
    wrapped before, not an item: no paragraph break in the clause."""
    text = (
        "Điều 1. Công việc\n"
        "1.1. Chức danh: Chuyên viên phân tích; ngạch lương:\n"
        "A.1 theo Thang lương của Công ty.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "grade.txt", text))
    assert clause(parsed, "§1.1").text_vi == (
        "Chức danh: Chuyên viên phân tích; ngạch lương: A.1 theo Thang lương của Công ty."
    )


def test_a_grade_a1_in_sections_numbering_their_items_is_no_item(tmp_path: Path) -> None:
    text = """# HỢP ĐỒNG LAO ĐỘNG

A. CÁC BÊN

1. Người sử dụng lao động: Công ty TNHH Sao Mai.

2. Vị trí: Chuyên viên, bậc lương:

A.1 là bậc khởi điểm của ngạch Chuyên viên.

B. TIỀN LƯƠNG

1. Lương cơ bản 20.000.000 đồng.
"""
    parsed = parse_signed_document(write_text(tmp_path / "sections.md", text))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§2", "§2.1"]
    assert clause(parsed, "§1.2").text_vi.endswith("A.1 là bậc khởi điểm của ngạch Chuyên viên.")
    assert "duplicate_ref" not in {code for code, _ in problems(parsed)}


# ---- neighbours of the third round of rules (a review of them found each reading worse) ----


def _read(tmp_path: Path, text: str, name: str = "doc.txt") -> ParsedDocument:
    return parse_signed_document(write_text(tmp_path / name, text))


def test_table_rows_whose_labels_end_in_a_colon_are_rows(tmp_path: Path) -> None:
    """ "Lương cơ bản: / Basic salary: 25.000.000": a colon ends a label, not a sentence."""
    parsed = _read(
        tmp_path,
        "BẢNG LƯƠNG\nSALARY\nĐiều 1. Tiền lương\nArticle 1. Salary\n"
        "Lương cơ bản: / Basic salary: 25.000.000\n"
        "Phụ cấp điện thoại: / Phone allowance: 500.000\n",
    )
    assert clause(parsed, "§1").text_vi.splitlines()[1:] == [
        "Lương cơ bản: 25.000.000",
        "Phụ cấp điện thoại: 500.000",
    ]
    assert clause(parsed, "§1").text_en.splitlines()[1:] == [
        "Basic salary: 25.000.000",
        "Phone allowance: 500.000",
    ]


def test_a_reference_line_in_capitals_is_still_a_line_of_its_own(tmp_path: Path) -> None:
    """ "SỐ: 12/2026/HĐLĐ-CS" has a word that is no code: a heading in capitals, its English
    "NO.: …" a line of its own (the contract number wrapped alone is not)."""
    parsed = _read(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\nSỐ: 12/2026/HĐLĐ-CS\nNO.: 12/2026/HĐLĐ-CS\n"
        "Điều 1. Thời hạn\nArticle 1. Term\n",
    )
    assert "NO.: 12/2026/HĐLĐ-CS" in parsed.preamble_en.splitlines()
    assert "NO." not in parsed.preamble_vi


def test_appendices_starting_pages_of_a_text_with_form_feeds_stay(tmp_path: Path) -> None:
    """ "PHỤ LỤC 01" atop one page and "PHỤ LỤC 02" atop the next are no running header."""
    pages = [
        "HỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\nĐiều 1. Công việc\nArticle 1. Work\n",
        "PHỤ LỤC 01\nAPPENDIX 01\nĐiều 1. Lương cơ bản\nArticle 1. Basic salary\n",
        "PHỤ LỤC 02\nAPPENDIX 02\nĐiều 1. Nhiệm vụ\nArticle 1. Duties\n",
    ]
    parsed = _read(tmp_path, "\f".join(pages))
    assert [c.ref for c in parsed.clauses] == ["§1", "§A1", "§A1.1", "§A2", "§A2.1"]
    assert problems(parsed) == []


def test_sections_over_numbered_articles_stay_chapters(tmp_path: Path) -> None:
    """ "Mục I" over "1.", "2." (the articles), over "1.1": not an article itself."""
    parsed = _read(
        tmp_path,
        "NỘI QUY BẢO MẬT\nSECURITY RULES\n\nMục I. QUY ĐỊNH CHUNG\nSection I. GENERAL PROVISIONS\n"
        "1. Phạm vi áp dụng\n1. Scope\n1.1. Áp dụng cho mọi người lao động.\n"
        "1.1. Applies to all employees.\nMục II. NGHĨA VỤ\nSection II. OBLIGATIONS\n"
        "2. Nghĩa vụ bảo mật\n2. Confidentiality\n2.1. Không tiết lộ.\n2.1. Do not disclose.\n",
    )
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§2", "§2.1"]
    assert problems(parsed) == []


@pytest.mark.parametrize(
    "english",
    [
        "The Employee receives additional bonuses in Clause 2.1.1 and Clause 2.1.2 as follows:",
        "The Employee notifies the address details in Clause 2.1.1 and Clause 2.1.2 as follows:",
    ],
)
def test_a_clause_naming_its_own_next_clauses_is_no_amendment(tmp_path: Path, english: str) -> None:
    """ "… chi tiết tại khoản 2.1.1 và khoản 2.1.2 như sau:" then the document's own 2.1.1,
    2.1.2 (three levels deep), and "address"/"additional" are no "add"."""
    parsed = _read(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\nĐiều 2. Thưởng\nArticle 2. Bonus\n"
        "2.1. Người lao động được thưởng bổ sung, chi tiết tại khoản 2.1.1 và khoản 2.1.2 "
        f"như sau:\n2.1. {english}\n"
        "2.1.1. Thưởng quý.\n2.1.1. A quarterly bonus.\n"
        "2.1.2. Thưởng năm.\n2.1.2. A yearly bonus.\n"
        "2.2. Thưởng Tết.\n2.2. Tet bonus.\n",
    )
    assert [c.ref for c in parsed.clauses] == ["§2", "§2.1", "§2.1.1", "§2.1.2", "§2.2"]
    assert clause(parsed, "§2.1.2").label_en == "2.1.2."
    assert problems(parsed) == []


def test_a_vietnamese_title_in_capitalised_words_after_an_english_heading_turns(
    tmp_path: Path,
) -> None:
    """Names finish only an unfinished sentence: an English heading in capitalised words is
    none, and the Vietnamese title under it is its own paragraph."""
    parsed = _read(
        tmp_path,
        "Employee Handbook Acknowledgement\nXác Nhận Sổ Tay Nhân Viên\n\n"
        "Điều 1. Cam kết\nArticle 1. Commitment\nNgười lao động tuân thủ Sổ tay.\n"
        "The Employee complies with the Handbook.\n",
    )
    assert parsed.title_vi == "Xác Nhận Sổ Tay Nhân Viên"
    assert parsed.title_en == "Employee Handbook Acknowledgement"


def test_a_header_only_later_pages_have_names_the_document() -> None:
    """Word's "different first page": the header "CÔNG TY …" / "HĐLĐ số 12/2026/HĐLĐ-SM"
    is on page 2 only, no repeat to tell it by, and was glued onto the clause it cut. A line
    naming the document's number at a later page's edge is one; a clause's sentence naming
    it at the foot of a page is not."""
    from rubric.documents.parsing.formats import _drop_running_lines

    first = ["HỢP ĐỒNG LAO ĐỘNG", "Số: 12/2026/HĐLĐ-SM", "Điều 1. Thời hạn", "1.1. Hai năm."]
    second = [
        "CÔNG TY CỔ PHẦN CÔNG NGHỆ SAO MAI",
        "HĐLĐ số 12/2026/HĐLĐ-SM",
        "1.2. Thử việc 60 ngày.",
        "Phụ lục này là một phần không tách rời của Hợp đồng lao động số 12/2026/HĐLĐ-SM.",
    ]
    assert _drop_running_lines([first, second])[1] == second[2:]


# ---- neighbours of the fourth round (a second review found each reading worse) ----


def test_english_signs_are_no_legacy_font_letters(tmp_path: Path) -> None:
    """ "§4.1", "°C", "±", "£", "«…»" in an English file are signs, not TCVN3's letters:
    thirty of them had an English file refused as a legacy encoding."""
    from rubric.documents.parsing.text_layer import typed_in_a_legacy_font

    english = " ".join(["under §4.1 at 25°C ± 2 for £5 «each»"] * 10)
    assert not typed_in_a_legacy_font(english)
    assert typed_in_a_legacy_font(" ".join(["C«ng viÖc Löông cô baûn"] * 10))


def test_a_word_list_pasted_with_tabs_after_its_labels_is_no_table(tmp_path: Path) -> None:
    parsed = _read(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\n"
        "Điều 1.\tThời hạn\tArticle 1.\tTerm\n"
        "1.\tHợp đồng có thời hạn 12 tháng.\t1.\tThe contract has a term of 12 months.\n"
        "2.\tThử việc 60 ngày.\t2.\tProbation of 60 days.\n",
    )
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.2").text_en == "Probation of 60 days."


def test_doubled_percent_signs_and_a_comment_mark_in_code_remove_nothing(tmp_path: Path) -> None:
    text = (
        "# HỢP ĐỒNG\n# CONTRACT\n\n**Điều 1. Lương**\n*Article 1. Salary*\n\n"
        "1.1. Lương tăng 10%% mỗi năm, ký hiệu `<!--`.\n\n"
        "*1.1. Salary rises 10%% a year, marked `<!--`.*\n\n"
        "1.2. Giảm 5%% khi nghỉ không lương.\n\n*1.2. Cut by 5%% on unpaid leave.*\n\n"
        "1.3. Trả ngày 05. -->\n\n*1.3. Paid on the 5th. -->*\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "percent.md", text))
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.2", "§1.3"]
    assert clause(parsed, "§1.1").text_vi == "Lương tăng 10%% mỗi năm, ký hiệu `<!--`."


def test_an_address_wrapped_after_an_abbreviation_goes_on(tmp_path: Path) -> None:
    """ "… đường Lê Lợi, P." / "Bến Nghé, Quận 1, Hồ Chí Minh": "P." ends no sentence, and
    the title-case line is the address going on, no sub-heading."""
    parsed = _read(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\nĐiều 1. Địa điểm\nArticle 1. Place\n"
        "Làm việc tại số 12 đường Lê Lợi, P.\nBến Nghé, Quận 1, Hồ Chí Minh\n"
        "Working at 12 Le Loi Street, Ben Nghe Ward, District 1, Ho Chi Minh City.\n",
    )
    assert clause(parsed, "§1").text_vi.splitlines()[1] == (
        "Làm việc tại số 12 đường Lê Lợi, P. Bến Nghé, Quận 1, Hồ Chí Minh"
    )


def test_a_filled_content_control_flagged_as_its_prompt_is_read(tmp_path: Path) -> None:
    """Template tools leave ``w:showingPlcHdr`` on over a real name or amount, which Word
    prints: only a prompt (its style or its words) is no text."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Tiền lương")
    document.add_paragraph().add_run("Article 1. Salary").italic = True
    paragraph = document.add_paragraph("Mức lương: ")
    paragraph._p.append(
        parse_xml(
            f"<w:sdt {W}><w:sdtPr><w:showingPlcHdr/></w:sdtPr><w:sdtContent><w:r>"
            '<w:t xml:space="preserve">30.000.000</w:t></w:r></w:sdtContent></w:sdt>'
        )
    )
    paragraph.add_run(" đồng/tháng.")
    document.add_paragraph().add_run("Salary: VND 30,000,000 a month.").italic = True
    path = tmp_path / "flagged.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_vi.splitlines()[1] == "Mức lương: 30.000.000 đồng/tháng."


def test_a_line_naming_the_number_that_goes_on_a_sentence_stays(tmp_path: Path) -> None:
    from rubric.documents.parsing.formats import _drop_running_lines

    first = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "Số: 12/2026/HĐLĐ-SM",
        "1.1. The term of this contract is extended as agreed in",
    ]
    second = ["Labour Contract No. 12/2026/HĐLĐ-SM", "1.2. Probation of 60 days."]
    assert _drop_running_lines([first, second])[1] == second


# --- Session 14's rules (inserted numbers, Word's contents, box bullets, nested tables) -------


def test_items_a1_a2_under_a_point_that_introduces_them_are_its_text(tmp_path: Path) -> None:
    """ "a) Lương theo chức danh:" then "a1)", "a2)": the items of a), as they always read, not
    points inserted after it (a citation of a) quoting its salary must still verify)."""
    parsed = parse_signed_document(
        write_text(
            tmp_path / "items.txt",
            "\n\n".join(
                [
                    "Điều 4. Tiền lương",
                    "Article 4. Salary",
                    "4.1. Tiền lương gồm:",
                    "4.1. The salary consists of:",
                    "a) Lương theo chức danh:",
                    "a) Salary by position:",
                    "a1) Lương cơ bản: 20.000.000 đồng;",
                    "a1) Base salary: VND 20,000,000;",
                    "a2) Phụ cấp chức vụ: 2.000.000 đồng;",
                    "a2) Position allowance: VND 2,000,000;",
                    "b) Thưởng theo kết quả công việc.",
                    "b) A bonus by performance.",
                ]
            ),
        )
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§4", "§4.1", "§4.1(a)", "§4.1(b)"]
    assert "a1) Lương cơ bản: 20.000.000 đồng;" in clause(parsed, "§4.1(a)").text_vi


def test_a_data_table_with_a_table_in_a_merged_row_stays_one_table(tmp_path: Path) -> None:
    """Only a Vietnamese | English layout table is read around a nested table: an allowance
    table's rows after its merged row stay its rows, no clauses "3." and "4."."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Phụ cấp / Article 1. Allowances")
    table = document.add_table(rows=0, cols=3)
    rows = [("STT / No.", "Khoản / Item", "Mức / Amount"), ("1.", "Ăn trưa / Lunch", "730.000")]
    for row in rows:
        for cell, text in zip(table.add_row().cells, row, strict=True):
            cell.text = text
    merged = table.add_row().cells
    inner = merged[0].merge(merged[2]).add_table(rows=1, cols=2)
    inner.rows[0].cells[0].text, inner.rows[0].cells[1].text = "Bậc 1 / Level 1", "500.000"
    for cell, text in zip(table.add_row().cells, ("3.", "Đi lại / Travel", "400.000"), strict=True):
        cell.text = text
    document.save(str(tmp_path / "allowances.docx"))
    parsed = parse_signed_document(tmp_path / "allowances.docx")
    assert [ref for ref, *_ in outline(parsed)] == ["§1"]
    assert "Đi lại | 400.000" in clause(parsed, "§1").text_vi


def test_tick_and_box_bullets_used_as_decoration_stay_unshown(tmp_path: Path) -> None:
    """Word's "✓" library bullet for a list of benefits, "❑" boxes for a list of duties: a
    list of one glyph chooses nothing, so no box or tick is shown (as before)."""
    document = docx.Document()
    numbering = document.part.numbering_part.element
    for num_id, glyph in (("71", "\uf0fc"), ("72", "\uf071")):
        numbering.insert(
            0,
            parse_xml(
                f'<w:abstractNum {W} w:abstractNumId="{num_id}"><w:lvl w:ilvl="0">'
                f'<w:numFmt w:val="bullet"/><w:lvlText w:val="{glyph}"/><w:rPr><w:rFonts '
                'w:ascii="Wingdings" w:hAnsi="Wingdings"/></w:rPr></w:lvl></w:abstractNum>'
            ),
        )
        numbering.append(
            parse_xml(f'<w:num {W} w:numId="{num_id}"><w:abstractNumId w:val="{num_id}"/></w:num>')
        )
    document.add_paragraph("Điều 1. Phúc lợi và nghĩa vụ / Article 1. Benefits and duties")
    for text in ("Bảo hiểm sức khỏe;", "Nghỉ phép 15 ngày;"):
        paragraph = document.add_paragraph(text)
        paragraph._p.get_or_add_pPr().append(
            parse_xml(f'<w:numPr {W}><w:ilvl w:val="0"/><w:numId w:val="71"/></w:numPr>')
        )
    document.add_paragraph("Người lao động có nghĩa vụ:")
    paragraph = document.add_paragraph("Giữ bí mật thông tin.")
    paragraph._p.get_or_add_pPr().append(
        parse_xml(f'<w:numPr {W}><w:ilvl w:val="0"/><w:numId w:val="72"/></w:numPr>')
    )
    document.save(str(tmp_path / "bullets.docx"))
    text = clause(parse_signed_document(tmp_path / "bullets.docx"), "§1").text_vi
    assert "✓" not in text and "☐" not in text
    assert "Bảo hiểm sức khỏe;" in text.splitlines()
