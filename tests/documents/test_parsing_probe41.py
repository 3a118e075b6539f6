"""Probe 41: producers the parser had not seen. A text exported with its lines numbered (an
HR system's or a code viewer's export), a Notion page's callouts and toggles, a two-column
table typed with tabs in an e-mail, and a PDF whose CID fonts lost their letters' map."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import DocumentUnreadable
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.text_layer import text_layer_problems
from tests.documents.support import clause, problems, write_docx, write_text

CONTRACT = [
    "CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM",
    "Độc lập - Tự do - Hạnh phúc",
    "",
    "HỢP ĐỒNG LAO ĐỘNG",
    "LABOUR CONTRACT",
    "",
    "Điều 1. Thời hạn và công việc",
    "Article 1. Term and work",
    "",
    "1.1. Loại hợp đồng: hợp đồng lao động xác định thời hạn 24 tháng.",
    "1.1. Type of contract: fixed-term labour contract of 24 months.",
    "",
    "1.2. Chức danh chuyên môn: Chuyên viên tuyển dụng.",
    "1.2. Position: Recruitment Specialist.",
    "",
    "Điều 2. Tiền lương",
    "Article 2. Salary",
    "",
    "Mức lương cơ bản: 15.000.000 đồng/tháng.",
    "Basic salary: VND 15,000,000 per month.",
]


def _numbered(lines: list[str], shape: str) -> str:
    """The lines as an export numbering them writes them; a blank line keeps its number."""
    numbered = []
    counted = 0  # nl counts the lines with text only
    for number, line in enumerate(lines, start=1):
        counted += bool(line)
        if shape == "bar":
            numbered.append(f"{number:4d} | {line}".rstrip())
        elif shape == "cat":
            numbered.append(f"{number:6d}\t{line}".rstrip())
        elif shape == "padded":
            numbered.append(f"{number:04d}: {line}".rstrip())
        else:  # nl: blank lines unnumbered (its margin's spaces only)
            numbered.append(f"{counted:6d}\t{line}" if line else " " * 7)
    return "\n".join(numbered) + "\n"


@pytest.mark.parametrize("shape", ["bar", "cat", "padded"])
def test_a_text_exported_with_its_lines_numbered_reads_without_the_numbers(
    tmp_path: Path, shape: str
) -> None:
    # (the numbers had been read into the text: "4 | HỢP ĐỒNG LAO ĐỘNG", "… 24 months.\n12 |";
    # or had hidden every label: no_clauses)
    path = write_text(tmp_path / f"{shape}.txt", _numbered(CONTRACT, shape))
    document = parse_signed_document(path)
    assert document.title_vi == "HỢP ĐỒNG LAO ĐỘNG"
    first = clause(document, "§1.1")
    assert first.text_vi == "Loại hợp đồng: hợp đồng lao động xác định thời hạn 24 tháng."
    assert first.text_en == "Type of contract: fixed-term labour contract of 24 months."
    assert clause(document, "§2").text_vi == "Tiền lương\nMức lương cơ bản: 15.000.000 đồng/tháng."
    assert problems(document) == []


def test_numbers_opening_some_lines_only_are_the_text_s_own(tmp_path: Path) -> None:
    """A line with text and no number, or numbers not one more each line: no line numbering
    (a table's "1 | …" rows, a list "1 …", "2 …" keep their numbers)."""
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Phụ cấp",
        "Article 1. Allowances",
        "1 | Phụ cấp ăn trưa | 730.000",
        "2 | Phụ cấp đi lại | 500.000",
        "3 | Phụ cấp điện thoại | 300.000",
        "4 | Phụ cấp nhà ở | 1.000.000",
        "5 | Phụ cấp trách nhiệm | 2.000.000",
    ]
    document = parse_signed_document(write_text(tmp_path / "rows.txt", "\n".join(lines)))
    assert "1 | Phụ cấp ăn trưa | 730.000" in clause(document, "§1").text_vi


def test_a_line_the_export_wrapped_goes_on_without_a_number(tmp_path: Path) -> None:
    text = _numbered(CONTRACT, "bar").replace(
        "24 tháng.", "24 tháng, từ ngày\n     | 05/01/2024 đến ngày 04/01/2026.", 1
    )
    document = parse_signed_document(write_text(tmp_path / "wrapped.txt", text))
    assert clause(document, "§1.1").text_vi == (
        "Loại hợp đồng: hợp đồng lao động xác định thời hạn 24 tháng, từ ngày "
        "05/01/2024 đến ngày 04/01/2026."
    )
    assert document.title_vi == "HỢP ĐỒNG LAO ĐỘNG"


def test_nl_numbering_leaves_blank_lines_unnumbered(tmp_path: Path) -> None:
    document = parse_signed_document(write_text(tmp_path / "nl.txt", _numbered(CONTRACT, "nl")))
    assert document.title_vi == "HỢP ĐỒNG LAO ĐỘNG"
    assert clause(document, "§1.2").text_en == "Position: Recruitment Specialist."


def test_a_notion_callout_and_toggle_show_their_text_not_their_tags(tmp_path: Path) -> None:
    # (Notion exports a callout as "<aside>" … "</aside>" lines: read as clause text)
    markdown = "\n".join(
        [
            "# HỢP ĐỒNG LAO ĐỘNG",
            "",
            "**LABOUR CONTRACT**",
            "",
            "### Điều 1. Bảo hiểm",
            "",
            "### Article 1. Insurance",
            "",
            "<aside>",
            "",
            "Hai bên đóng bảo hiểm xã hội theo quy định của pháp luật.",
            "",
            "Both parties contribute social insurance as required by law.",
            "",
            "</aside>",
            "",
            "<details>",
            "<summary>Điều 2. Hiệu lực</summary>",
            "",
            "Article 2. Effect",
            "",
            "Hợp đồng có hiệu lực từ ngày ký.",
            "",
            "This contract takes effect on signing.",
            "",
            "</details>",
        ]
    )
    document = parse_signed_document(write_text(tmp_path / "notion.md", markdown))
    insurance = clause(document, "§1")
    assert insurance.text_vi == (
        "Bảo hiểm\nHai bên đóng bảo hiểm xã hội theo quy định của pháp luật."
    )
    assert insurance.text_en == (
        "Insurance\nBoth parties contribute social insurance as required by law."
    )
    effect = clause(document, "§2")
    assert effect.text_vi == "Hiệu lực\nHợp đồng có hiệu lực từ ngày ký."
    assert effect.text_en == "Effect\nThis contract takes effect on signing."


REGULATION = [
    "QUY CHẾ TIỀN LƯƠNG",
    "SALARY REGULATION",
    "",
    "Điều 1. Giải thích từ ngữ",
    "Article 1. Definitions",
    "",
    "Trong Quy chế này, các từ ngữ dưới đây được hiểu như sau:",
    "In this Regulation, the terms below are understood as follows:",
    "Thuật ngữ\tGiải thích",
    "Lương cơ bản\tMức lương ghi trong hợp đồng lao động",
    "Ngày công chuẩn\t26 ngày làm việc trong một tháng",
    "",
    "Term\tMeaning",
    "Basic salary\tThe salary stated in the labour contract",
    "Standard working days\t26 working days in a month",
    "",
    "Điều 2. Hiệu lực",
    "Article 2. Effect",
    "",
    "Quy chế có hiệu lực từ ngày 01/03/2024.",
    "This Regulation takes effect from 01/03/2024.",
]


def test_a_two_column_table_typed_with_tabs_in_one_language_is_a_table(tmp_path: Path) -> None:
    # (two tab cells were taken for a "Vietnamese<TAB>English" line: the rows ran together,
    # "Thuật ngữ Giải thích Lương cơ bản Mức lương …")
    document = parse_signed_document(write_text(tmp_path / "mail.txt", "\n".join(REGULATION)))
    definitions = clause(document, "§1")
    assert definitions.text_vi == (
        "Giải thích từ ngữ\nTrong Quy chế này, các từ ngữ dưới đây được hiểu như sau:\n"
        "Thuật ngữ | Giải thích\nLương cơ bản | Mức lương ghi trong hợp đồng lao động\n"
        "Ngày công chuẩn | 26 ngày làm việc trong một tháng"
    )
    assert definitions.text_en == (
        "Definitions\nIn this Regulation, the terms below are understood as follows:\n"
        "Term | Meaning\nBasic salary | The salary stated in the labour contract\n"
        "Standard working days | 26 working days in a month"
    )


def test_the_english_table_typed_right_under_the_vietnamese_is_a_table_of_its_own(
    tmp_path: Path,
) -> None:
    # Word's "Save as Plain Text" of the salary regulation: no blank line between the two
    # (the Vietnamese rows had run together, the English header moved into the Vietnamese)
    lines = [line for line in REGULATION if line]
    document = parse_signed_document(write_text(tmp_path / "word.txt", "\r\n".join(lines)))
    definitions = clause(document, "§1")
    assert (definitions.text_vi or "").endswith(
        "Thuật ngữ | Giải thích\nLương cơ bản | Mức lương ghi trong hợp đồng lao động\n"
        "Ngày công chuẩn | 26 ngày làm việc trong một tháng"
    )
    assert (definitions.text_en or "").endswith(
        "Term | Meaning\nBasic salary | The salary stated in the labour contract\n"
        "Standard working days | 26 working days in a month"
    )


def test_a_two_column_table_typed_with_tabs_in_word_is_a_table(tmp_path: Path) -> None:
    # a PDF pasted into Word leaves each row a paragraph, its cells a tab apart (two cells had
    # been read as a paragraph, "Lương cơ bản Mức lương ghi trong …")
    vietnamese, english = REGULATION[8:11], REGULATION[12:15]
    path = write_docx(
        tmp_path / "pasted.docx",
        *[line for line in REGULATION[:8] if line],
        *vietnamese,
        *english,
        *[line for line in REGULATION[15:] if line],
    )
    definitions = clause(parse_signed_document(path), "§1")
    assert (definitions.text_vi or "").splitlines()[2:] == [
        "Thuật ngữ | Giải thích",
        "Lương cơ bản | Mức lương ghi trong hợp đồng lao động",
        "Ngày công chuẩn | 26 ngày làm việc trong một tháng",
    ]
    assert (definitions.text_en or "").splitlines()[2:] == [
        "Term | Meaning",
        "Basic salary | The salary stated in the labour contract",
        "Standard working days | 26 working days in a month",
    ]


def test_a_list_s_items_typed_after_a_tab_in_word_stay_its_points(tmp_path: Path) -> None:
    """ "a/<TAB>đi làm muộn …": a list's item, in one language like a table's row, is named by
    no word: its points stay points."""
    path = write_docx(
        tmp_path / "points.docx",
        "NỘI QUY LAO ĐỘNG / INTERNAL LABOUR REGULATIONS",
        "Điều 1. Khiển trách",
        "Article 1. Reprimand",
        "1.1. Khiển trách được áp dụng đối với các hành vi:",
        "a/\tđi làm muộn quá 03 lần trong một tháng;",
        "b/\tkhông đeo thẻ nhân viên;",
        "c/\thút thuốc trong khuôn viên Công ty.",
        "1.1. A reprimand applies to:",
        "a/\tarriving late more than 03 times in a month;",
        "b/\tnot wearing the staff card;",
        "c/\tsmoking on Company premises.",
    )
    document = parse_signed_document(path)
    assert clause(document, "§1.1(b)").text_vi == "không đeo thẻ nhân viên;"
    assert clause(document, "§1.1(b)").text_en == "not wearing the staff card;"


def test_tab_lines_of_two_languages_or_a_form_s_fields_stay_lines(tmp_path: Path) -> None:
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG\tLABOUR CONTRACT",
        "Điều 1. Các bên\tArticle 1. Parties",
        "Họ và tên:\tNguyễn Văn An",
        "Ngày sinh:\t01/01/1990",
        "Quê quán:\tHà Nội",
        "Người lao động làm việc tại Hà Nội.\tThe Employee works in Hanoi.",
        "Người lao động tuân thủ nội quy.\tThe Employee complies with the rules.",
        "Người lao động giữ bí mật.\tThe Employee keeps secrets.",
    ]
    document = parse_signed_document(write_text(tmp_path / "pairs.txt", "\n".join(lines)))
    parties = clause(document, "§1")
    assert "|" not in (parties.text_vi or "") and "|" not in (parties.text_en or "")
    assert "The Employee works in Hanoi." in (parties.text_en or "")


def test_a_pdf_text_layer_of_glyph_ids_is_refused_as_unmapped_glyphs() -> None:
    # LibreOffice embeds fonts by glyph id (Identity-H); without their ToUnicode map pdfminer
    # writes each glyph "(cid:n)": it had been refused as "no Vietnamese text"
    page = "(cid:1)(cid:2)(cid:3)(cid:4) (cid:5)(cid:6)\n(cid:7)(cid:5)(cid:6)(cid:3)(cid:8)\n" * 20
    with pytest.raises(DocumentUnreadable) as refused:
        text_layer_problems([page], "hop-dong.pdf")
    assert refused.value.code == "unmapped_glyphs"
    assert "(cid:" not in str(refused.value)


def test_a_few_unmapped_glyphs_in_a_readable_page_are_a_problem_not_a_refusal() -> None:
    page = "Điều 1. Người lao động được hưởng lương cơ bản và phụ cấp theo quy định. " * 20
    found = text_layer_problems([page + "Phụ cấp (cid:31)(cid:32) đi lại."], "hop-dong.pdf")
    assert [problem.code for problem in found] == ["unmapped_glyphs"]


def test_an_english_title_wrapped_after_non_compete_is_one_title(tmp_path: Path) -> None:
    # wkhtmltopdf's print of the English half on its own pages wrapped the title there: the
    # title had been its last line alone, "AGREEMENT"
    path = write_text(
        tmp_path / "nda.txt",
        "THỎA THUẬN BẢO MẬT VÀ KHÔNG CẠNH TRANH\nCONFIDENTIALITY AND NON-COMPETE\nAGREEMENT\n\n"
        "Điều 1. Thời hạn bảo mật\nArticle 1. Confidentiality period\n"
        "Nghĩa vụ bảo mật kéo dài trong 03 năm.\n"
        "The confidentiality obligation lasts for 03 years.\n",
    )
    document = parse_signed_document(path)
    assert (document.title_vi, document.title_en) == (
        "THỎA THUẬN BẢO MẬT VÀ KHÔNG CẠNH TRANH",
        "CONFIDENTIALITY AND NON-COMPETE AGREEMENT",
    )


# --- A review of the day's changes (its neighbours, old and new read side by side) ----------


def test_a_page_of_numbered_rows_among_pages_of_clauses_keeps_its_numbers(tmp_path: Path) -> None:
    """Every page with text must be numbered: a table's numbered rows running one more a line
    on a page of their own are the table's."""
    first = [line for line in CONTRACT if line]
    rows = [f"{number} | Phụ cấp {number} | {number}00.000" for number in range(4, 13)]
    text = "\n".join(first) + "\n\f" + "\n".join(rows) + "\n"
    document = parse_signed_document(write_text(tmp_path / "pages.txt", text))
    assert "4 | Phụ cấp 4 | 400.000" in (clause(document, "§2").text_vi or "")


def test_a_numbered_export_wrapping_many_lines_reads_without_its_numbers(tmp_path: Path) -> None:
    wrapped = [
        line.replace("24 tháng.", "24 tháng,\n     | kể từ ngày ký.")
        .replace("24 months.", "24 months,\n     | from signing.")
        .replace("tuyển dụng.", "tuyển\n     | dụng.")
        .replace("Specialist.", "Specialist\n     | (HR).")
        for line in _numbered(CONTRACT, "bar").splitlines()
    ]
    document = parse_signed_document(write_text(tmp_path / "wrapped.txt", "\n".join(wrapped)))
    assert document.title_vi == "HỢP ĐỒNG LAO ĐỘNG"
    assert clause(document, "§1.2").text_en == "Position: Recruitment Specialist (HR)."


def test_block_tags_on_one_line_set_their_paragraphs_apart(tmp_path: Path) -> None:
    # (taken off, "<p>VI</p><p>EN</p>" had glued the two languages into one paragraph)
    markdown = (
        "# HỢP ĐỒNG LAO ĐỘNG\n\n**LABOUR CONTRACT**\n\n"
        "<p>Điều 1. Thời hạn</p><p>Article 1. Term</p>\n\n"
        "<p>Hợp đồng có thời hạn 24 tháng.</p><p>The contract has a term of 24 months.</p>\n"
    )
    document = parse_signed_document(write_text(tmp_path / "p.md", markdown))
    term = clause(document, "§1")
    assert term.text_vi == "Thời hạn\nHợp đồng có thời hạn 24 tháng."
    assert term.text_en == "Term\nThe contract has a term of 24 months."


def test_words_in_angle_brackets_that_are_no_tag_stay_text(tmp_path: Path) -> None:
    markdown = (
        "# HỢP ĐỒNG LAO ĐỘNG\n\n**LABOUR CONTRACT**\n\n### Điều 1. Phụ cấp\n\n### Article 1. "
        "Allowances\n\nPhụ cấp: <p = 0,3 x lương tối thiểu vùng>.\n\n"
        "Allowance: <p = 0.3 x regional minimum wage>, <details in Appendix 1>.\n"
    )
    document = parse_signed_document(write_text(tmp_path / "angles.md", markdown))
    allowance = clause(document, "§1")
    assert "<p = 0,3 x lương tối thiểu vùng>" in (allowance.text_vi or "")
    assert "<details in Appendix 1>" in (allowance.text_en or "")


def test_an_article_named_in_a_tabbed_row_opens_no_clause(tmp_path: Path) -> None:
    lines = [
        "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT APPENDIX",
        "Điều 1. Nội dung sửa đổi",
        "Article 1. Amendments",
        "Khoản mục\tĐiều\tMức mới",
        "Lương\tĐiều 4\t18.000.000 đồng",
        "Phụ cấp\tĐiều 5\t2.000.000 đồng",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
        "Phụ lục có hiệu lực từ ngày ký.",
        "This appendix takes effect on signing.",
    ]
    document = parse_signed_document(write_text(tmp_path / "xref.txt", "\n".join(lines)))
    assert [c.ref for c in document.clauses] == ["§1", "§2"]


def test_a_symbol_glyph_standing_alone_is_no_unmapped_letter() -> None:
    """A check box drawn from a symbol font without its map ("(cid:113) Đã bàn giao …")
    leaves every word whole: no refusal."""
    line = "(cid:113) Người lao động đã bàn giao đầy đủ tài liệu và thiết bị của Công ty.\n"
    assert text_layer_problems([line * 40], "checklist.pdf") == []


def test_a_thousand_bilingual_tab_lines_read_in_linear_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each line's run of two-cell rows had been read again from it (a minute for a rules
    file of 600 lines): each line's cells are read a bounded number of times (counted, not
    timed)."""
    from rubric.documents.parsing import plaintext

    lines = [
        f"Người lao động tuân thủ quy định số {n}.\tThe Employee complies with rule {n}."
        for n in range(1000)
    ]
    read = plaintext._tab_cells
    calls = 0

    def counted(line: str) -> list[str]:
        nonlocal calls
        calls += 1
        return read(line)

    monkeypatch.setattr(plaintext, "_tab_cells", counted)
    assert plaintext._tab_tables_as_pipes(lines) == lines  # (bilingual lines, no table)
    assert calls <= 2 * len(lines)


RATES = [
    "QUY CHẾ PHỤ CẤP / ALLOWANCE REGULATION",
    "Điều 1. Phụ cấp trách nhiệm",
    "Article 1. Responsibility allowance",
    "Hệ số phụ cấp theo chức danh như sau:",
    "Chức danh\tHệ số",
    "Trưởng phòng\t0.30",
    "Phó phòng\t0.20",
    "The allowance coefficient by position is as follows:",
    "Position\tCoefficient",
    "Head of department\t0.30",
    "Deputy head\t0.20",
    "Điều 2. Hiệu lực",
    "Article 2. Effect",
    "Quy chế có hiệu lực từ ngày ký.",
    "This Regulation takes effect on signing.",
]


@pytest.mark.parametrize("as_text", [True, False], ids=["text", "docx"])
def test_a_figure_in_a_tabbed_row_s_later_cell_is_its_value(tmp_path: Path, as_text: bool) -> None:
    """ "Trưởng phòng<TAB>0.30": the figure is the row's value, in a text file and in Word
    alike (Word's reader had taken it for a list's bare label, and the rows ran together)."""
    path = (
        write_text(tmp_path / "rates.txt", "\n".join(RATES))
        if as_text
        else write_docx(tmp_path / "rates.docx", *RATES)
    )
    allowance = clause(parse_signed_document(path), "§1")
    assert (allowance.text_vi or "").splitlines()[2:] == [
        "Chức danh | Hệ số",
        "Trưởng phòng | 0.30",
        "Phó phòng | 0.20",
    ]
    assert (allowance.text_en or "").splitlines()[2:] == [
        "Position | Coefficient",
        "Head of department | 0.30",
        "Deputy head | 0.20",
    ]
