"""A bilingual contract printed as a borderless two-column table, in the orders PDF producers
draw it (``columns_*.pdf``, made by ``make_pdfs.py``).

Read in content-stream order, a page drawn line by line across both columns alternates the
languages line by line, so each clause held the other language's words; and lines the page
wrapped ("30. Nghỉ trưa …", "Article 4.", "(hereinafter …)", "Non-" / "Disclosure") became
clauses or lost their place. Every variant must give the same clauses as the contract says.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.pdf_columns import (
    PageItems,
    Rows,
    flattened,
    page_items,
    rejoin_split_rows,
)
from tests.documents.support import FIXTURES, StubPdfPage, clause, outline, problems, write_text

VARIANTS = ["columns_across.pdf", "columns_one_line.pdf", "columns_english_left.pdf"]


@pytest.mark.parametrize("name", VARIANTS)
def test_two_column_table_reads_as_the_contract_says(name: str) -> None:
    parsed = parse_signed_document(FIXTURES / name)
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1", "1.1"),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "2.1", "2.1"),
        ("§2.2", "§2", "2.2", "2.2"),
        ("§3", None, "Điều 3", "Article 3"),
        ("§4", None, "Điều 4", "Article 4"),
        ("§4.1", "§4", "4.1", "4.1"),
        ("§4.2", "§4", "4.2", "4.2"),
    ]
    assert problems(parsed) == []
    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOR CONTRACT")
    one_line = {
        c.ref: (" ".join(c.text_vi.split()), " ".join(c.text_en.split())) for c in parsed.clauses
    }
    assert one_line["§1.1"] == (
        "Người lao động: Ông Đỗ Văn Hùng (sau đây gọi là “Người lao động”) Ngày sinh: 02/03/1995",
        "Employee: Mr. Do Van Hung (hereinafter the “Employee”) Date of birth: 2 March 1995",
    )
    assert one_line["§2.1"] == (
        "Giờ làm việc: từ 08 giờ 30 đến 17 giờ 30. Nghỉ trưa 60 phút không tính vào thời giờ"
        " làm việc.",
        "Working hours: 08:30 to 17:30. The 60-minute lunch break is not working time.",
    )
    assert one_line["§2.2"] == (
        "Làm thêm giờ theo điểm a khoản 1 Điều 107 Bộ luật Lao động, không quá 40 giờ mỗi tháng.",
        "Overtime is worked under Article 107.1(a) of the Labor Code, at most 40 hours a month.",
    )
    assert one_line["§3"] == (
        "Thử việc Thời gian thử việc là 60 ngày, tính vào thời hạn hợp đồng quy định tại Điều 4.",
        "Probation The probation period is 60 days, counted in the term of the contract in"
        " Article 4.",
    )
    # the row of 4.1 runs over a page break, its Vietnamese going on with "Điều 22 Bộ luật …"
    # (rejoined when drawn across; drawn cell by cell, an article of a law is no heading);
    # 4.2 breaks "Non-Disclosure" at its hyphen
    assert one_line["§4.1"] == (
        "Hợp đồng có thời hạn 24 tháng theo Điều 22 Bộ luật Lao động, kể từ ngày 01/01/2026.",
        "The contract has a term of 24 months under Article 22 of the Labor Code, from 1 January"
        " 2026.",
    )
    assert one_line["§4.2"] == (
        "Người lao động tuân thủ Thỏa thuận Bảo mật ký cùng ngày.",
        "The Employee complies with the Non-Disclosure Agreement signed the same day.",
    )


def test_a_form_in_one_language_keeps_each_name_beside_its_value() -> None:
    """A gutter alone is no bilingual table: "Họ và tên:      Trần Minh Khoa" stays one line."""
    rows = [
        ("Họ và tên:", "Trần Minh Khoa"),
        ("Ngày sinh:", "14 tháng 5 năm 1998"),
        ("Quốc tịch:", "Việt Nam"),
        ("Nơi cư trú:", "số 18 đường Võ Văn Ngân, Thủ Đức"),
    ]
    layout = "\n".join(f"{name:<30}{value}" for name, value in rows)
    plain = "\n".join(f"{name} {value}" for name, value in rows)
    assert flattened(page_items(StubPdfPage(plain, layout))) == plain.split("\n")


def test_cells_drawn_one_after_the_other_keep_the_producers_order() -> None:
    """Word, LibreOffice and browsers draw a cell's lines, then the cell beside it: that order
    is already right and is kept, whatever the layout shows."""
    layout = "\n".join(
        [
            "1.1 Người lao động làm việc tại                1.1 The Employee works at the",
            "trụ sở chính của Công ty.                      Company's head office.",
            "1.2 Người lao động báo cáo cho                 1.2 The Employee reports to the",
            "Giám đốc Kỹ thuật.                             Chief Technology Officer.",
        ]
    )
    plain = [
        "1.1 Người lao động làm việc tại",
        "trụ sở chính của Công ty.",
        "1.1 The Employee works at the",
        "Company's head office.",
        "1.2 Người lao động báo cáo cho",
        "Giám đốc Kỹ thuật.",
        "1.2 The Employee reports to the",
        "Chief Technology Officer.",
    ]
    assert flattened(page_items(StubPdfPage("\n".join(plain), layout))) == plain


def test_wrapped_numbers_and_references_stay_in_their_sentence_in_text(tmp_path: Path) -> None:
    """The same wrap rules hold for hard-wrapped text files: a number that cannot come next
    ("30." under 2.1) and a label after a word that cannot end a phrase ("… quy định tại" /
    "Điều 4.") continue the line above; the next sub-clause does not."""
    parsed = parse_signed_document(
        write_text(
            tmp_path / "wrapped.txt",
            "\n".join(
                [
                    "HỢP ĐỒNG LAO ĐỘNG",
                    "Điều 2. Thời giờ làm việc",
                    "2.1 Giờ làm việc: từ 08 giờ 30 đến 17 giờ",
                    "30. Nghỉ trưa 60 phút, theo quy định tại",
                    "Điều 4.",
                    "2.2 Làm thêm giờ không quá 40 giờ mỗi tháng.",
                    "Điều 3. Thử việc",
                    "1. Thời gian thử việc là 60 ngày.",
                    "2. Lương thử việc bằng 85% lương chính thức.",
                ]
            ),
        )
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§2", "§2.1", "§2.2", "§3", "§3.1", "§3.2"]
    assert " ".join(clause(parsed, "§2.1").text_vi.split()) == (
        "Giờ làm việc: từ 08 giờ 30 đến 17 giờ 30. Nghỉ trưa 60 phút, theo quy định tại Điều 4."
    )


def test_words_broken_at_a_line_end_keep_their_own_hyphen() -> None:
    """``wrapped_words.pdf``: Word and browsers do not hyphenate, so "multi-" / "factor" and
    "24-" / "month" keep their hyphen; "confiden-" / "tial" is a hyphenation because the
    document says "Confidential" elsewhere. A "01." wrapped alone numbers nothing, a rule line
    is no text, and a signature table's heading row read as one line opens the signatures."""
    parsed = parse_signed_document(FIXTURES / "wrapped_words.pdf")
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2"]
    assert problems(parsed) == []
    assert clause(parsed, "§1.1").text_vi.endswith("kể từ kỳ lương tháng 01.")
    assert clause(parsed, "§1.1").text_en == (
        "The Employee uses multi-factor authentication for every Company account and keeps"
        " secrets for a 24-month period."
    )
    assert clause(parsed, "§1.2").text_vi == "Thông tin mật gồm mã nguồn và tài liệu mật."
    assert clause(parsed, "§1.2").text_en == (
        "Confidential information includes source code and confidential documents."
    )


def test_a_row_split_over_a_page_break_is_rejoined_past_the_page_furniture() -> None:
    footer, header = "Trang 1/2", "HĐLĐ số 07/2026"
    first: PageItems = [
        Rows(["4.1 Hợp đồng có thời hạn 24 tháng theo"], ["4.1 The contract has a term under"]),
        footer,
    ]
    second: PageItems = [
        header,
        Rows(["Điều 22 Bộ luật Lao động."], ["Article 22 of the Labor Code."]),
        Rows(["4.2 Người lao động tuân thủ nội quy."], ["4.2 The Employee follows the rules."]),
    ]
    rejoin_split_rows([first, second], lambda line: line in (footer, header))
    assert first[0] == Rows(
        ["4.1 Hợp đồng có thời hạn 24 tháng theo", "Điều 22 Bộ luật Lao động."],
        ["4.1 The contract has a term under", "Article 22 of the Labor Code."],
    )
    # the next row opens with its own label: it stays where it is
    assert second == [
        header,
        Rows(["4.2 Người lao động tuân thủ nội quy."], ["4.2 The Employee follows the rules."]),
    ]


def _words_of(parsed: ParsedDocument) -> list[tuple[str, str, str]]:
    return [
        (c.ref, " ".join(c.text_vi.split()), " ".join(c.text_en.split())) for c in parsed.clauses
    ]


@pytest.mark.parametrize(
    "printed",
    [
        "libreoffice_rows_over_pages.pdf",
        "libreoffice_rows_over_pages_12pt.pdf",
        # the same contract as an HTML page with a borderless table, printed by Chromium (its
        # date, title, address and page numbers on every page): a last row of several lines
        "chromium_rows_over_pages.pdf",
    ],
)
def test_a_table_row_cut_by_a_page_break_keeps_each_cell_in_its_language(printed: str) -> None:
    """A Word contract in a Vietnamese | English table, printed by LibreOffice at 14 pt and
    12 pt: the last row on a page, one line of each cell ("c) Nghỉ việc riêng có hưởng" |
    "c) Paid personal leave upon"), was one line of the reading, and the Vietnamese going
    on at the top of the next page ("lương khi kết hôn: 03 ngày.") went to the English.
    Word for word, each clause now reads as the .docx it was printed from."""
    source = parse_signed_document(FIXTURES / "libreoffice_rows_over_pages.docx")
    parsed = parse_signed_document(FIXTURES / printed)
    assert _words_of(parsed) == _words_of(source)
    assert (
        clause(parsed, "§2.2(c)").text_vi == "Nghỉ việc riêng có hưởng lương khi kết hôn: 03 ngày."
    )
    assert problems(parsed) == []


def test_an_english_left_row_cut_by_a_page_break_keeps_each_cell_in_its_language() -> None:
    """A collective agreement in an English | Vietnamese table (an HTML page printed by
    Chromium at 16 pt): a row cut by the page break went on atop the next page with both
    cells on one line ("regional minimum wage.     nhất 7% so với …"), and that whole line
    went on the Vietnamese cell, silently: the Vietnamese held English words mid-sentence,
    the English lost its end. The English-first mirror of the Vietnamese | English case."""
    parsed = parse_signed_document(FIXTURES / "chromium_english_left_rows_over_pages.pdf")
    wage = clause(parsed, "§3.1")
    assert " ".join(wage.text_vi.split()) == (
        "Mức lương thấp nhất trả cho người lao động cao hơn ít nhất 7% so với mức lương"
        " tối thiểu vùng."
    )
    assert " ".join(wage.text_en.split()) == (
        "The lowest wage paid is at least 7% higher than the regional minimum wage."
    )


def test_a_pdf_line_ending_in_an_abbreviation_goes_on_to_the_next_line() -> None:
    """ "… Labour Contract No." / "045/2026/HĐLĐ-SV.": "No." ends no sentence, so the number
    on the next line is the rest of it (in a two-column table's cell the line stood alone and
    went to the Vietnamese, by its letters)."""
    from rubric.documents.parsing.formats import Paragraph
    from rubric.documents.parsing.plaintext import pdf_blocks

    blocks = pdf_blocks(
        [
            [
                "Điều 8. Hiệu lực",
                "Article 8. Effect",
                "Thỏa thuận là một phần không tách rời của Hợp đồng lao động",
                "số 045/2026/HĐLĐ-SV.",
                "This Agreement forms an integral part of Labour Contract No.",
                "045/2026/HĐLĐ-SV.",
            ]
        ]
    )
    assert [b.text for b in blocks if isinstance(b, Paragraph)][-1] == (
        "This Agreement forms an integral part of Labour Contract No. 045/2026/HĐLĐ-SV."
    )


def test_a_line_of_thousands_of_gaps_is_tried_at_its_first_ones() -> None:
    """One fuzzed TJ array drew a line of thousands of gaps: each was tried as where the
    Vietnamese and English cells meet, both sides' language judged each time (4,000 pieces:
    12 s). A row has a few gaps; the first 64 are tried, within the page's budget."""
    from rubric.documents.parsing.pdf_budget import Budget
    from rubric.documents.parsing.pdf_columns import _MOST_JUDGED, _two_cells

    assert _two_cells("từ    " * 20_000, Budget(_MOST_JUDGED)) is None
    row = "Người lao động làm việc tại Hà Nội.     The employee works in Hanoi."
    assert _two_cells(row, Budget(_MOST_JUDGED)) == (
        "Người lao động làm việc tại Hà Nội.",
        "The employee works in Hanoi.",
    )


def test_an_appendix_heading_with_a_spaced_dash_opens_a_row_after_the_signatures() -> None:
    """An appendix's heading row ("PHỤ LỤC 1", an en dash, its title | "SCHEDULE 1", the same)
    right under the signature rows: the dash set off by spaces separates the heading's label,
    so the row opens a new run. Read as a cross-reference it had stayed in the signatures'
    run, and the English signature lines came after the Vietnamese heading, into the
    appendix."""
    rows = [
        ("ĐẠI DIỆN CÔNG TY", "FOR THE COMPANY"),
        ("(Ký, đóng dấu)", "(Signature and seal)"),
        ("Nguyễn Văn Hùng", "Nguyễn Văn Hùng"),
        ("PHỤ LỤC 1 \u2013 DANH SÁCH DỰ ÁN MẬT", "SCHEDULE 1 \u2013 LIST OF CONFIDENTIAL PROJECTS"),
        ("1. Dự án Sao Bắc: hệ thống thanh toán.", "1. Sao Bac project: payment system."),
    ]
    layout = "\n".join(f" {vi:<50}{en}" for vi, en in rows)
    plain = "\n".join(cell for row in rows for cell in row)
    lines = [line for line in flattened(page_items(StubPdfPage(plain, layout))) if line]
    assert lines[:8] == [
        "ĐẠI DIỆN CÔNG TY",
        "(Ký, đóng dấu)",
        "Nguyễn Văn Hùng",
        "FOR THE COMPANY",
        "(Signature and seal)",
        "Nguyễn Văn Hùng",
        "PHỤ LỤC 1 \u2013 DANH SÁCH DỰ ÁN MẬT",
        "SCHEDULE 1 \u2013 LIST OF CONFIDENTIAL PROJECTS",
    ]
