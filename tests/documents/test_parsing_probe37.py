"""What probe 37 (220 documents in eleven families not probed before: probation agreements,
job descriptions with KPIs, KPI policies, salary scales, disciplinary decisions and minutes,
leave policies, ESOP and retention plans, internships, personal-data consents, asset
handovers, codes of conduct; python-docx, reportlab, LibreOffice, pandoc; truth written and
frozen first) found read wrong without a word said."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.pdf_tables import _opens_paragraph
from tests.documents.support import problems, write_docx
from tests.documents.test_parsing_probe35 import _one_under_the_other
from tests.documents.test_parsing_probe36 import _texts

_TITLES = ["QUY CHẾ ĐÁNH GIÁ", "PERFORMANCE REVIEW REGULATION"]


@pytest.mark.parametrize("printed", [False, True])
def test_a_heading_wrapped_before_words_a_caption_may_be_goes_on(tmp_path, printed) -> None:
    """ "Điều 1. Quyền và nghĩa vụ của" / "Người lao động": a heading a narrow column wrapped
    before the words that, in capitals, caption the employee's signature. The words had been
    taken for one and left out of the text, the title read "Quyền và nghĩa vụ của"."""
    lines = [
        *_TITLES,
        "Điều 1. Quyền và nghĩa vụ của",
        "Người lao động",
        "Article 1. Rights and obligations of the",
        "Employee",
        "Người lao động hoàn thành công việc được giao.",
        "The Employee completes the assigned work.",
    ]
    parsed = parse_signed_document(
        _one_under_the_other(tmp_path / "wrapped", lines, printed=printed)
    )
    assert _texts(parsed) == [
        (
            "§1",
            "Quyền và nghĩa vụ của Người lao động\nNgười lao động hoàn thành công việc được giao.",
            "Rights and obligations of the Employee\nThe Employee completes the assigned work.",
        )
    ]
    assert problems(parsed) == []


@pytest.mark.parametrize("printed", [False, True])
def test_a_signature_caption_after_a_sentence_still_opens_the_block(tmp_path, printed) -> None:
    """The neighbour: "NGƯỜI LAO ĐỘNG" in capitals after a finished sentence signs."""
    lines = [
        *_TITLES,
        "Điều 1. Hiệu lực",
        "Article 1. Effect",
        "Quy chế có hiệu lực từ ngày ký.",
        "This Regulation takes effect on signing.",
        "NGƯỜI LAO ĐỘNG",
        "EMPLOYEE",
    ]
    parsed = parse_signed_document(
        _one_under_the_other(tmp_path / "signed", lines, printed=printed)
    )
    assert _texts(parsed) == [
        (
            "§1",
            "Hiệu lực\nQuy chế có hiệu lực từ ngày ký.",
            "Effect\nThis Regulation takes effect on signing.",
        )
    ]


@pytest.mark.parametrize("printed", [False, True])
def test_a_heading_in_capitals_wrapped_keeps_its_last_words(tmp_path, printed) -> None:
    """ "ĐIỀU 2 - THANH TOÁN NGÀY NGHỈ" / "CHƯA SỬ DỤNG", its English heading wrapped too: the
    words the column pushed to the next line had opened the article's text."""
    lines = [
        *_TITLES,
        "ĐIỀU 1 \u2013 PHẠM VI",
        "ARTICLE 1 \u2013 SCOPE",
        "Quy chế áp dụng cho toàn bộ người lao động.",
        "This Regulation applies to all employees.",
        "ĐIỀU 2 \u2013 THANH TOÁN NGÀY NGHỈ",
        "CHƯA SỬ DỤNG",
        "ARTICLE 2 \u2013 PAYMENT FOR UNUSED",
        "LEAVE",
        "Ngày nghỉ chưa sử dụng được thanh toán khi thôi việc.",
        "Unused leave is paid out on leaving.",
    ]
    parsed = parse_signed_document(
        _one_under_the_other(tmp_path / "capitals", lines, printed=printed)
    )
    assert _texts(parsed)[1] == (
        "§2",
        "THANH TOÁN NGÀY NGHỈ CHƯA SỬ DỤNG\nNgày nghỉ chưa sử dụng được thanh toán khi thôi việc.",
        "PAYMENT FOR UNUSED LEAVE\nUnused leave is paid out on leaving.",
    )
    assert problems(parsed) == []


@pytest.mark.parametrize("printed", [False, True])
def test_a_line_in_capitals_over_more_capitals_is_no_wrapped_heading(tmp_path, printed) -> None:
    """The neighbour: an article's heading, then a line in capitals over another (a table's
    header, a name): the first is no part of the heading."""
    lines = [
        *_TITLES,
        "ĐIỀU 1 \u2013 THANG ĐIỂM",
        "ARTICLE 1 \u2013 SCALE",
        "XUẤT SẮC",
        "HOÀN THÀNH TỐT",
        "Điểm được chấm theo thang năm bậc.",
        "Scores are given on a five-step scale.",
    ]
    parsed = parse_signed_document(_one_under_the_other(tmp_path / "scale", lines, printed=printed))
    assert parsed.clauses[0].text_vi.split("\n")[0] == "THANG ĐIỂM"


@pytest.mark.parametrize(
    ("left", "right"),
    [
        (("NGƯỜI NHẬN VIỆC", "JOB HOLDER"), ("TRƯỞNG BỘ PHẬN", "HEAD OF DEPARTMENT")),
        (("CHỦ TRÌ", "CHAIR"), ("THƯ KÝ", "SECRETARY")),
    ],
)
def test_signers_of_any_title_in_a_table_with_signing_lines_sign(tmp_path, left, right) -> None:
    """A job description signed by the job holder and the head of department, minutes by the
    chair and the secretary, in a borderless table of two cells each with "(Đã ký)" /
    "(Signed)": the block had joined the last clause, in both languages."""
    cells = tuple(
        "\n".join([*who, "(Đã ký)", "(Signed)", name])
        for who, name in ((left, "Phạm Thu Hà"), (right, "Vũ Thanh Tâm"))
    )
    path = write_docx(
        tmp_path / "signed.docx",
        "BẢN MÔ TẢ CÔNG VIỆC",
        "JOB DESCRIPTION",
        "Điều 1. Mục đích công việc",
        "Article 1. Job purpose",
        "Bảo đảm tuyển dụng đúng thời hạn.",
        "Ensure timely recruitment.",
        [cells],
    )
    parsed = parse_signed_document(path)
    assert _texts(parsed) == [
        (
            "§1",
            "Mục đích công việc\nBảo đảm tuyển dụng đúng thời hạn.",
            "Job purpose\nEnsure timely recruitment.",
        )
    ]


def test_a_table_of_names_in_capitals_without_signing_lines_stays_text(tmp_path) -> None:
    """The neighbour: a table of titles in capitals with no signing line is the article's."""
    path = write_docx(
        tmp_path / "committee.docx",
        "QUYẾT ĐỊNH",
        "DECISION",
        "Điều 1. Thành phần hội đồng",
        "Article 1. Members of the council",
        "Hội đồng gồm:",
        "The council comprises:",
        [("CHỦ TỊCH\nCHAIR\nÔng Nguyễn Văn An", "THƯ KÝ\nSECRETARY\nBà Trần Thị Bình")],
    )
    parsed = parse_signed_document(path)
    assert "Nguyễn Văn An" in parsed.clauses[0].text_vi


_PAY_TABLE = [
    ["Bậc", "Hệ số", "Mức lương"],
    ["Bậc 1", "1,00", "6.500.000"],
    ["Bậc 2", "1,07", "6.955.000"],
]
_PAY_TABLE_EN = [
    ["Grade", "Coefficient", "Salary"],
    ["Grade 1", "1.00", "6,500,000"],
    ["Grade 2", "1.07", "6,955,000"],
]
_PAY_READ = [
    (
        "§1",
        "Bảng lương\nBảng lương như sau:\nBậc | Hệ số | Mức lương\nBậc 1 | 1,00 | 6.500.000\n"
        "Bậc 2 | 1,07 | 6.955.000",
        "Pay table\nThe pay table is as follows:\nGrade | Coefficient | Salary\n"
        "Grade 1 | 1.00 | 6,500,000\nGrade 2 | 1.07 | 6,955,000",
    )
]


def _printed_tables(
    path: Path, lines: tuple[str, ...], tables: list[list[list[str]]], widths: list[float] | None
) -> Path:
    """Paragraphs, then ruled tables one right under the other: each column as wide as its
    words, or as ``widths`` say (then each cell's words wrap as a paragraph's)."""
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

    from tests.documents.test_parsing_probe36 import _with_vietnamese_letters

    _with_vietnamese_letters()
    style = ParagraphStyle("text", fontName="DejaVu", fontSize=10, leading=13)
    flowables: list = [Paragraph(text, style) for text in lines]
    for rows in tables:
        cells = rows if widths is None else [[Paragraph(c, style) for c in row] for row in rows]
        table = Table(cells, colWidths=widths, hAlign="LEFT")
        table.setStyle(
            TableStyle(
                [("FONT", (0, 0), (-1, -1), "DejaVu", 10), ("GRID", (0, 0), (-1, -1), 0.5, "black")]
            )
        )
        flowables.append(table)
    SimpleDocTemplate(str(path)).build(flowables)
    return path


@pytest.mark.parametrize("widths", [None, [120, 120, 120]])
def test_a_table_and_its_translation_under_it_keep_their_figures(tmp_path, widths) -> None:
    """A Vietnamese pay table with its English one right under it, its top edge on the
    first's bottom: read as one grid (of both tables' columns, when their widths differ),
    each row's figures went to both languages, the English table's into the Vietnamese."""
    lines = (
        *_TITLES,
        "Điều 1. Bảng lương",
        "Article 1. Pay table",
        "Bảng lương như sau:",
        "The pay table is as follows:",
    )
    path = _printed_tables(tmp_path / "pay.pdf", lines, [_PAY_TABLE, _PAY_TABLE_EN], widths)
    parsed = parse_signed_document(path)
    assert _texts(parsed) == _PAY_READ
    assert problems(parsed) == []


def _asset_tables(path: Path, asset: str, serial: str) -> Path:
    """An asset list in a Vietnamese table and its English one under it, the asset column
    narrow enough to wrap its cells."""
    lines = (
        "BIÊN BẢN BÀN GIAO TÀI SẢN",
        "ASSET HANDOVER MINUTES",
        "Điều 1. Danh mục tài sản",
        "Article 1. List of assets",
    )
    tables = [
        [["STT", "Tên tài sản", "Số seri"], ["1", asset, serial]],
        [["No.", "Asset", "Serial number"], ["1", "Dell Latitude 5440 laptop", serial]],
    ]
    return _printed_tables(path, lines, tables, [40, 128, 110])


def test_a_cell_wrapped_before_a_name_stays_vietnamese(tmp_path) -> None:
    """ "Máy tính xách tay Dell" / "Latitude 5440": the words the page wrapped onto the cell's
    next line read as English (no tone mark), and had gone to the English row."""
    asset = "Máy tính xách tay Dell Latitude 5440"
    parsed = parse_signed_document(_asset_tables(tmp_path / "assets.pdf", asset, "DL5440-88921"))
    (clause,) = parsed.clauses
    assert clause.text_vi == (
        f"Danh mục tài sản\nSTT | Tên tài sản | Số seri\n1 | {asset} | DL5440-88921"
    )
    assert clause.text_en == (
        "List of assets\nNo. | Asset | Serial number\n1 | Dell Latitude 5440 laptop | DL5440-88921"
    )


@pytest.mark.parametrize(
    ("before", "line", "had_room", "opens"),
    [
        ("Máy tính xách tay Dell", "Latitude 5440", False, False),  # a model's name wrapped
        ("Máy tính xách", "tay Dell Latitude 5440", False, False),  # toneless words wrapped
        ("Trọng số", "Weight", False, True),  # a word alone: the English, room or none
        ("Máy tính xách tay", "Laptop 14 inch", True, True),  # the writer ended the line
    ],
)
def test_which_wrapped_line_of_a_printed_cell_goes_on(before, line, had_room, opens) -> None:
    assert _opens_paragraph(before, line, had_room) is opens


def _drawn_asset_tables(path: Path, serial: list[str]) -> Path:
    """The asset list's two ruled tables drawn line by line, the serial number's cell on
    the lines given (as LibreOffice breaks a code at its hyphens)."""
    from reportlab.pdfgen import canvas

    from tests.documents.test_parsing_probe36 import _with_vietnamese_letters

    _with_vietnamese_letters()
    page = canvas.Canvas(str(path))
    page.setFont("DejaVu", 10)
    heading = ["Điều 1. Danh mục tài sản", "Article 1. List of assets"]
    for index, line in enumerate(heading):
        page.drawString(60, 780 - 16 * index, line)
    top, xs = 740.0, (60.0, 100.0, 300.0, 380.0)
    for header, asset in (
        (("STT", "Tên tài sản", "Số seri"), "Máy tính xách tay"),
        (("No.", "Asset", "Serial number"), "Laptop"),
    ):
        rows = [
            ([header[0]], [header[1]], [header[2]]),
            (["1"], [asset], serial),
            (["2"], ["Màn hình" if asset != "Laptop" else "Monitor"], ["LG24-55310"]),
        ]
        for cells in rows:
            height = 6.0 + 12.0 * max(len(lines) for lines in cells)
            page.line(xs[0], top, xs[-1], top)
            for x in xs:
                page.line(x, top, x, top - height)
            for x, lines in zip(xs, cells, strict=False):
                for at, line in enumerate(lines):
                    page.drawString(x + 4, top - 13 - 12 * at, line)
            top -= height
        page.line(xs[0], top, xs[-1], top)
    page.save()
    return path


def test_a_code_the_page_broke_at_its_hyphen_is_one_word(tmp_path) -> None:
    """ "DL5440-" / "88921" in a narrow cell: the code, not "DL5440- 88921"."""
    parsed = parse_signed_document(_drawn_asset_tables(tmp_path / "a.pdf", ["DL5440-", "88921"]))
    assert parsed.clauses[0].text_vi.splitlines()[-2] == "1 | Máy tính xách tay | DL5440-88921"
    assert parsed.clauses[0].text_en.splitlines()[-2] == "1 | Laptop | DL5440-88921"


def test_a_dash_between_words_keeps_its_space(tmp_path) -> None:
    """The neighbour: "LG24 -" / "55310" (a dash after a space) is no word broken."""
    parsed = parse_signed_document(_drawn_asset_tables(tmp_path / "a.pdf", ["LG24 -", "55310"]))
    assert parsed.clauses[0].text_vi.splitlines()[-2] == "1 | Máy tính xách tay | LG24 - 55310"


_WRAPPED_HEADINGS = [
    (  # its short name pushed to a line of its own
        ["IV. CHỈ TIÊU ĐÁNH GIÁ (KPI)", "Kết quả được đánh giá hằng quý."],
        ["IV. KEY PERFORMANCE INDICATORS", "(KPI)", "Performance is assessed quarterly."],
        ("CHỈ TIÊU ĐÁNH GIÁ (KPI)", "KEY PERFORMANCE INDICATORS (KPI)"),
    ),
    (  # a title cut after "OF THE": a party's name goes on it, no signature's caption
        ["ĐIỀU 1 \u2013 TRÁCH NHIỆM CỦA BÊN NHẬN", "Bên nhận sử dụng tài sản đúng mục đích."],
        [
            "ARTICLE 1 \u2013 RESPONSIBILITIES OF THE",
            "RECEIVING PARTY",
            "The receiving party uses the assets for work only.",
        ],
        ("TRÁCH NHIỆM CỦA BÊN NHẬN", "RESPONSIBILITIES OF THE RECEIVING PARTY"),
    ),
]


@pytest.mark.parametrize("printed", [False, True])
@pytest.mark.parametrize(("vietnamese", "english", "titles"), _WRAPPED_HEADINGS)
def test_a_heading_in_capitals_wrapped_in_more_ways_keeps_its_last_words(
    tmp_path, printed, vietnamese, english, titles
) -> None:
    """Headings in capitals a narrow column wrapped (probe 37's last silent ones of the kind):
    the words pushed to the next line had opened the article's text in English ("(KPI)
    Performance is …", "RECEIVING PARTY The receiving party …")."""
    lines = [*_TITLES, *vietnamese, *english]
    parsed = parse_signed_document(
        _one_under_the_other(tmp_path / "wrapped", lines, printed=printed)
    )
    (clause,) = parsed.clauses
    assert (clause.text_vi.split("\n"), clause.text_en.split("\n")) == (
        [titles[0], vietnamese[-1]],
        [titles[1], english[-1]],
    )


@pytest.mark.parametrize("printed", [False, True])
def test_a_bilingual_heading_wrapped_in_its_english_keeps_its_last_words(tmp_path, printed) -> None:
    """ "ĐIỀU 1 - PHẠM VI … / ARTICLE 1 - SCOPE" / "AND SUBJECTS OF APPLICATION": a heading of
    both languages on one line, its English wrapped; the words had opened the English text."""
    lines = [
        *_TITLES,
        "ĐIỀU 1 \u2013 PHẠM VI ĐIỀU CHỈNH VÀ ĐỐI TƯỢNG ÁP DỤNG / ARTICLE 1 \u2013 SCOPE",
        "AND SUBJECTS OF APPLICATION",
        "Quy chế này quy định hệ thống thang lương của Công ty.",
        "This Regulation sets out the salary scales of the Company.",
        "ĐIỀU 2 \u2013 NGUYÊN TẮC XÂY DỰNG THANG LƯƠNG / ARTICLE 2 \u2013 PRINCIPLES FOR",
        "BUILDING THE SALARY SCALE",
        "Mức lương bậc 1 không thấp hơn mức lương tối thiểu vùng.",
        "The grade 1 salary is not lower than the regional minimum wage.",
    ]
    parsed = parse_signed_document(_one_under_the_other(tmp_path / "slash", lines, printed=printed))
    assert [c.text_en.split("\n")[0] for c in parsed.clauses] == [
        "SCOPE AND SUBJECTS OF APPLICATION",
        "PRINCIPLES FOR BUILDING THE SALARY SCALE",
    ]
    assert parsed.clauses[1].text_en.split("\n")[1] == lines[-1]


@pytest.mark.parametrize("printed", [False, True])
def test_a_sentence_opened_on_a_line_s_last_word_goes_on(tmp_path, printed) -> None:
    """ "… takes effect from the date of signing. The" / "Head of Administration … are
    responsible …": the English had kept the line break in its text, "The\\nHead of …"."""
    lines = [
        *_TITLES,
        "Điều 1. Quyết định này có hiệu lực kể từ ngày ký. Trưởng phòng Nhân sự chịu trách "
        "nhiệm thi hành Quyết định này.",
        "Article 1. This Decision takes effect from the date of signing. The",
        "Head of Human Resources is responsible for implementing this Decision.",
    ]
    parsed = parse_signed_document(
        _one_under_the_other(tmp_path / "opened", lines, printed=printed)
    )
    assert parsed.clauses[0].text_en == (
        "This Decision takes effect from the date of signing. The Head of Human Resources is "
        "responsible for implementing this Decision."
    )


@pytest.mark.parametrize("printed", [False, True])
@pytest.mark.parametrize(
    ("lines", "first"),
    [
        (  # a sub-heading in capitals under the article's
            ["ĐIỀU 2. THỬ VIỆC", "THỜI GIAN THỬ VIỆC", "Thời gian thử việc là 60 ngày."],
            "THỬ VIỆC",
        ),
        (  # a sub-heading opening on "CHO" ("FOR SALES STAFF")
            ["ĐIỀU 2. PHỤ CẤP", "CHO NHÂN VIÊN KINH DOANH", "Phụ cấp xăng xe 1.000.000 đồng."],
            "PHỤ CẤP",
        ),
        (  # the English title under a bare label and the Vietnamese one
            ["Điều 3.", "BẢO MẬT THÔNG TIN", "CONFIDENTIALITY", "Người lao động giữ bí mật."],
            "BẢO MẬT THÔNG TIN",
        ),
    ],
)
def test_a_line_in_capitals_under_a_heading_of_its_own_stays_apart(
    tmp_path, printed, lines, first
) -> None:
    """The neighbours (a review's): a line in capitals that is no rest of the heading above."""
    parsed = parse_signed_document(
        _one_under_the_other(tmp_path / "apart", [*_TITLES, *lines], printed=printed)
    )
    assert parsed.clauses[0].text_vi.split("\n")[0] == first


def test_a_field_s_value_after_its_colon_opens_no_sentence(tmp_path) -> None:
    """The neighbour (a review's): "Ngạch: A" over "Bậc: 3" are two fields, not a sentence
    opened on "A". (Printed, the two lines are still read as one paragraph, as before.)"""
    lines = [*_TITLES, "Điều 1. Xếp ngạch", "Ngạch: A", "Bậc: 3", "Article 1. Grading"]
    parsed = parse_signed_document(_one_under_the_other(tmp_path / "grade", lines, printed=False))
    assert parsed.clauses[0].text_vi == "Xếp ngạch\nNgạch: A\nBậc: 3"
