"""What probe 34 (310 Word and PDF documents as offices produce them: real Word numbering,
styles, fields, content controls, text boxes; PDFs of alternating paragraphs, two columns,
pages of each language; truth written and frozen first) found: read wrong without a word
said, or reported where the document was clear."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.amounts import differences
from rubric.documents.parsing.pdf_columns import PageItems
from tests.documents.support import printed_lines, problems, write_text


def test_the_labour_codes_annual_leave_clause_is_no_difference_of_numbers(
    tmp_path: Path,
) -> None:
    """Probe 34: "Nghỉ hằng năm: 12 ngày làm việc cho mỗi năm làm việc đủ 12 tháng, cứ đủ 05
    năm …" / "Annual leave: 12 working days for each full year of work, plus one day for
    every five years of service" had been reported on every one of its 310 documents: the
    leave's name read as a recurrence, "each full year" and "cứ đủ 05 năm" as none."""
    text = (
        "HỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\nĐiều 1. Nghỉ ngơi\nArticle 1. Rest\n"
        "1.1. Nghỉ hằng năm: 12 ngày làm việc cho mỗi năm làm việc đủ 12 tháng, cứ đủ 05 năm "
        "làm việc được tăng thêm 01 ngày.\n"
        "1.1. Annual leave: 12 working days for each full year of work, plus one day for every "
        "five years of service.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert problems(parsed) == []


def test_every_so_many_years_said_otherwise_is_still_a_difference() -> None:
    assert differences(
        "Cứ đủ 05 năm làm việc được tăng thêm 01 ngày phép.",
        "One more day of leave for every three years of service.",
    ) != ([], [])
    assert differences("Lương được xét tăng hằng năm.", "Salary is reviewed every two years.") == (
        ["hằng năm"],
        ["every two years"],
    )


def test_a_tables_header_opening_one_page_and_under_a_title_on_another_is_no_header() -> None:
    """Probe 34: a KPI table's header opening page 2 of an English file, and the same header
    under "APPENDIX 01: …" on page 3, had counted as a running header on half the pages: the
    table lost its header (and its first row). A header stands at its edge, every line
    between it and the edge a header too; a real one still is."""
    from rubric.documents.parsing.formats import _running_lines

    footer = ["CÔNG TY TNHH MAY MẶC HƯNG YÊN", "HĐLĐ số 27/2025/HĐLĐ"]
    pages = [
        ["LABOUR CONTRACT", "Article 5. Performance", "5.1. Assessed against:", *footer],
        ["ST", "T", "Indicator", "Weight", "First-pass yield", "50%", *footer],
        ["APPENDIX 01: KPI TABLE", "1. Indicators:", "ST", "T", "Indicator", "Weight", *footer],
        ["APPENDIX 02: SALARY SCALE", "Grade", "Coefficient", "Grade 1", "1,00", *footer],
    ]
    running = _running_lines(pages)
    assert not running("ST") and not running("T")
    assert running("CÔNG TY TNHH MAY MẶC HƯNG YÊN") and running("HĐLĐ số 27/2025/HĐLĐ")


Row = tuple[list[str], list[str]]


def _rows_in_columns(path: Path, pages: list[list[Row]]) -> Path:
    """Each page's rows, each row's Vietnamese cell drawn before its English one (the stream
    reads a cell at a time), as a two-column contract printed from Word comes."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    sheet = canvas.Canvas(str(path))
    for rows in pages:
        sheet.setFont("DejaVu", 10)
        top = 780
        for vietnamese, english in rows:
            for x, cell in ((40, vietnamese), (310, english)):
                for index, line in enumerate(cell):
                    sheet.drawString(x, top - 16 * index, line)
            top -= 16 * max(len(vietnamese), len(english)) + 8
        sheet.showPage()
    sheet.save()
    return path


def test_a_clause_cut_by_a_page_break_in_two_columns_keeps_each_language_apart(
    tmp_path: Path,
) -> None:
    """Probe 34 (two documents): the English cell's last line on a page stopping mid-phrase
    ("… to a labour mediator or a") went on into the next page's first line, the rest of the
    Vietnamese cell ("có quyền yêu cầu hòa giải viên …"): both cells silently lost words. A
    line that is a sentence of the other language goes on with no line above, in a PDF too."""
    path = _rows_in_columns(
        tmp_path / "contract.pdf",
        [
            [
                (
                    [
                        "HỢP ĐỒNG LAO ĐỘNG",
                        "Điều 1. Giải quyết tranh chấp",
                        "Tranh chấp được giải quyết thông qua",
                        "thương lượng; nếu không thương lượng",
                        "được, một trong hai bên",
                    ],
                    [
                        "LABOUR CONTRACT",
                        "Article 1. Dispute resolution",
                        "Disputes are settled by negotiation;",
                        "failing that, either party may refer",
                        "the dispute to a labour mediator or a",
                    ],
                )
            ],
            [
                (
                    [
                        "có quyền yêu cầu hòa giải viên lao động",
                        "hoặc Tòa án giải quyết.",
                        "Điều 2. Hiệu lực",
                        "Hợp đồng có hiệu lực từ ngày ký.",
                    ],
                    [
                        "competent court.",
                        "",
                        "Article 2. Effect",
                        "The contract takes effect on signing.",
                    ],
                )
            ],
        ],
    )
    parsed = parse_signed_document(path)
    # (where the page broke, each cell's paragraph may break: its words are what matter)
    assert [(c.ref, _words(c.text_vi), _words(c.text_en)) for c in parsed.clauses] == [
        (
            "§1",
            "Giải quyết tranh chấp Tranh chấp được giải quyết thông qua thương lượng; nếu "
            "không thương lượng được, một trong hai bên có quyền yêu cầu hòa giải viên lao "
            "động hoặc Tòa án giải quyết.",
            "Dispute resolution Disputes are settled by negotiation; failing that, either "
            "party may refer the dispute to a labour mediator or a competent court.",
        ),
        (
            "§2",
            "Hiệu lực Hợp đồng có hiệu lực từ ngày ký.",
            "Effect The contract takes effect on signing.",
        ),
    ]


def _words(text: str) -> str:
    return " ".join(text.split())


def _row_cut_at_the_foot(vietnamese_end: str, english_end: str) -> list[PageItems]:
    return [
        [
            "2.1. Thời giờ làm việc: 08 giờ/ngày, 48",
            f"giờ/tuần, từ thứ Hai đến thứ Bảy; {vietnamese_end}",
            "2.1. Working hours: 8 hours a day, 48 hours a",
            f"week, Monday to Saturday, {english_end}",
            "CÔNG TY TNHH ĐẠI LÝ HẢI QUAN",
            "Trang 1/3",
        ],
        [
            "giữa ca 60 phút.",
            "break.",
            "2.2. Làm thêm giờ không quá 40 giờ/tháng.",
            "2.2. Overtime may not exceed 40 hours a month.",
        ],
    ]


def test_a_row_cut_by_a_page_break_mid_sentence_keeps_its_short_rest() -> None:
    """Probe 34: a row's two cells each stopping mid-sentence at a page's foot ("… thứ Bảy;
    nghỉ" | "… with a 60-minute"), their rests opening the next page too short to tell their
    languages beyond doubt ("giữa ca 60 phút." | "break."), had been left there, read one
    line after the other: the Vietnamese rest went into the English cell, silently. Both
    cells cut mid-sentence, the rests are theirs."""
    from rubric.documents.parsing.pdf_columns import rejoin_split_cells

    pages = _row_cut_at_the_foot("nghỉ", "with a 60-minute")
    rejoin_split_cells(pages, lambda line: line.startswith(("CÔNG TY", "Trang")))
    assert pages[0][:4] == [
        "2.1. Thời giờ làm việc: 08 giờ/ngày, 48",
        "giờ/tuần, từ thứ Hai đến thứ Bảy; nghỉ",
        "giữa ca 60 phút.",
        "2.1. Working hours: 8 hours a day, 48 hours a",
    ]
    assert pages[0][5] == "break."
    assert pages[1] == [
        "2.2. Làm thêm giờ không quá 40 giờ/tháng.",
        "2.2. Overtime may not exceed 40 hours a month.",
    ]


def test_short_lines_after_a_row_ending_its_sentences_stay_where_they_are() -> None:
    """The neighbour: the cells ended their sentences, so short lines of no certain language
    opening the next page are not taken for their rest."""
    from rubric.documents.parsing.pdf_columns import rejoin_split_cells

    pages = _row_cut_at_the_foot("nghỉ trưa.", "with a break.")
    rejoin_split_cells(pages, lambda line: line.startswith(("CÔNG TY", "Trang")))
    assert pages[1][:2] == ["giữa ca 60 phút.", "break."]


def test_a_line_wrapped_after_a_bracketed_term_goes_on_in_lower_case(tmp_path: Path) -> None:
    """Probe 34: "1.2. Chức danh chuyên môn: Nhân viên kiểm tra chất lượng (QC)" / "chuyền
    may." — the closing bracket read as a sentence's end, "chuyền may." had been a paragraph
    of its own and given to the clause before as its English, silently. The neighbour: a
    line in the other language after a bracket opens its own paragraph."""
    path = printed_lines(
        tmp_path / "contract.pdf",
        [
            "HỢP ĐỒNG LAO ĐỘNG",
            "LABOUR CONTRACT",
            "Điều 1. Công việc / Article 1. Job",
            "1.1. Mức lương: 15.000.000 đồng (Mười lăm triệu đồng)",
            "1.1. Salary: VND 15,000,000 (fifteen million dong)",
            "1.2. Chức danh chuyên môn: Nhân",
            "viên kiểm tra chất lượng (QC)",
            "chuyền may.",
            "1.2. Position: Sewing Line Quality",
            "Control (QC) Inspector.",
        ],
    )
    parsed = parse_signed_document(path)
    assert [(c.ref, _words(c.text_vi), _words(c.text_en)) for c in parsed.clauses][1:] == [
        (
            "§1.1",
            "Mức lương: 15.000.000 đồng (Mười lăm triệu đồng)",
            "Salary: VND 15,000,000 (fifteen million dong)",
        ),
        (
            "§1.2",
            "Chức danh chuyên môn: Nhân viên kiểm tra chất lượng (QC) chuyền may.",
            "Position: Sewing Line Quality Control (QC) Inspector.",
        ),
    ]
