"""What probe 35 (300 documents: the Ministry's labour contract form, NDAs with definitions,
recitals and schedules, non-compete and IP agreements, total-rewards appendices with tables,
salary decisions; Word, LibreOffice, Chromium and reportlab PDFs, Markdown and text; truth
written and frozen first) found read wrong without a word said."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import printed_lines, problems, write_text

_EFFECT = [
    "HỢP ĐỒNG LAO ĐỘNG",
    "LABOUR CONTRACT",
    "Điều 1. Công việc",
    "Work",
    "1.1. Người lao động làm việc tại văn phòng Hà Nội.",
    "The Employee works at the Hanoi office.",
    "Điều 2. Hiệu lực",
    "Effect",
    "Hợp đồng này có hiệu lực kể từ ngày ký.",
    "This Contract takes effect on the date of signing.",
]


def _one_under_the_other(stem: Path, lines: list[str], *, printed: bool) -> Path:
    """The lines one under the other, printed as a PDF or written as a text file."""
    if printed:
        return printed_lines(stem.with_suffix(".pdf"), lines)
    return write_text(stem.with_suffix(".txt"), "\n".join(lines) + "\n")


def _texts(parsed: ParsedDocument) -> list[tuple[str, str, str]]:
    return [(c.ref, c.text_vi, c.text_en) for c in parsed.clauses]


@pytest.mark.parametrize("printed", [False, True])
def test_an_english_title_under_its_vietnamese_heading_is_no_vietnamese(
    tmp_path: Path, printed: bool
) -> None:
    """Probe 35 (14 documents, every PDF and text one with such titles): "Điều 2. Hiệu lực" /
    "Effect" over an article of text alone had run the English title into the Vietnamese
    sentence under it ("Effect Hợp đồng này …"), the English clause without its title."""
    path = _one_under_the_other(tmp_path / "contract", _EFFECT, printed=printed)
    parsed = parse_signed_document(path)
    assert _texts(parsed)[-1] == (
        "§2",
        "Hiệu lực\nHợp đồng này có hiệu lực kể từ ngày ký.",
        "Effect\nThis Contract takes effect on the date of signing.",
    )
    assert problems(parsed) == []


def test_a_sentence_wrapped_under_a_heading_in_its_own_language_goes_on(tmp_path: Path) -> None:
    """The neighbour: under "Điều 2. Hiệu lực", a Vietnamese sentence's first line is no
    title; its next line in lower case goes on with it."""
    lines = [
        *_EFFECT[:6],
        "Điều 2. Hiệu lực",
        "Effect",
        "Hợp đồng này có thời hạn",
        "12 tháng kể từ ngày ký.",
        "This Contract has a term of 12 months from signing.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", "\n".join(lines) + "\n"))
    assert _texts(parsed)[-1] == (
        "§2",
        "Hiệu lực\nHợp đồng này có thời hạn 12 tháng kể từ ngày ký.",
        "Effect\nThis Contract has a term of 12 months from signing.",
    )


@pytest.mark.parametrize("printed", [False, True])
def test_a_wrapped_line_opening_with_dai_dien_goes_on(tmp_path: Path, printed: bool) -> None:
    """Probe 35: "… có chi nhánh hoặc văn phòng" / "đại diện tại thời điểm chấm" / "dứt hợp
    đồng." — the wrapped line opens as a signature block's "ĐẠI DIỆN" does and was dropped
    with the line after it, the clause's end silently lost. In lower case and going on, it
    is no caption; "chữ ký" alone still is (``test_parsing_probe31``)."""
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Phạm vi",
        "Article 1. Scope",
        "1.1. Khu vực áp dụng: các tỉnh nơi Công ty có chi nhánh hoặc văn phòng",
        "đại diện tại thời điểm chấm",
        "dứt hợp đồng.",
        "1.1. Territory: the provinces where the Company has a branch or a representative",
        "office when the contract ends.",
    ]
    path = _one_under_the_other(tmp_path / "contract", lines, printed=printed)
    parsed = parse_signed_document(path)
    assert " ".join(parsed.clauses[-1].text_vi.split()) == (
        "Khu vực áp dụng: các tỉnh nơi Công ty có chi nhánh hoặc văn phòng đại diện tại thời "
        "điểm chấm dứt hợp đồng."
    )
    assert problems(parsed) == []


@pytest.mark.parametrize(
    "made",
    [
        "Made in Hanoi on 28 March 2025.",
        "This Contract is made at Ho Chi Minh City on 01/04/2025.",
        "Done at Hanoi on the 28th day of March, 2025.",
    ],
)
def test_the_english_place_and_date_of_signing_in_its_own_file_ends_the_clauses(
    tmp_path: Path, made: str
) -> None:
    """Probe 35 (6 of 6 two-file documents): the English file's "Made in Hanoi on 28 March
    2025." had run on in the last clause (the Vietnamese "Hợp đồng này làm tại Hà Nội, ngày
    …" was read as the place and date of signing)."""
    vietnamese = write_text(
        tmp_path / "contract.vi.txt",
        "HỢP ĐỒNG LAO ĐỘNG\n\nĐiều 1. Hiệu lực\n\n1.1. Hợp đồng có hiệu lực từ ngày 01/04/2025.\n\n"
        "Hợp đồng này làm tại Hà Nội, ngày 28 tháng 03 năm 2025.\n\nNGƯỜI LAO ĐỘNG\n",
    )
    english = write_text(
        tmp_path / "contract.en.txt",
        "LABOUR CONTRACT\n\nArticle 1. Effect\n\n1.1. This contract takes effect on 01/04/2025."
        f"\n\n{made}\n\nEMPLOYEE\n",
    )
    parsed = parse_signed_document(vietnamese, path_en=english)
    assert parsed.clauses[-1].text_en == "This contract takes effect on 01/04/2025."


@pytest.mark.parametrize(
    "line",
    [
        "The Employee made in Hanoi on 28 March 2025 a request for unpaid leave of ten days.",
        "Payment is made in cash on 5 May 2025.",
        "made in cash on 5 May 2025.",
    ],
)
def test_a_sentence_saying_something_was_made_on_a_date_opens_no_signature_block(
    line: str,
) -> None:
    from rubric.documents.parsing.furniture import is_signature_marker

    assert not is_signature_marker(line)


_TABLE_PLAIN = """HỢP ĐỒNG LAO ĐỘNG
LABOUR CONTRACT
- Chức danh chuyên môn: Trưởng ca sản xuất. Chức
vụ (nếu có): Không.
- Professional title: Production Shift Leader. Position
(if any): None.
{row}
+ Phân công công việc cho công nhân trong ca và
theo dõi năng suất từng chuyền;
+ Assign work to the workers on the shift and monitor
the output of each line;"""
_TABLE_LAYOUT = """HỢP ĐỒNG LAO ĐỘNG
LABOUR CONTRACT

 - Chức danh chuyên môn: Trưởng ca sản xuất. Chức                  - Professional title: Production Shift Leader. Position
 vụ (nếu có): Không.                                               (if any): None.

 {left:<66}{right}

 + Phân công công việc cho công nhân trong ca và                   + Assign work to the workers on the shift and monitor
 theo dõi năng suất từng chuyền;                                   the output of each line;"""  # noqa: E501


def _table_lines(left: str, right: str) -> list[str]:
    from rubric.documents.parsing.pdf_columns import flattened, page_items
    from tests.documents.support import StubPdfPage

    page = StubPdfPage(
        _TABLE_PLAIN.format(row=f"{left} {right}"), _TABLE_LAYOUT.format(left=left, right=right)
    )
    return [line for line in flattened(page_items(page)) if line]


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("- Công việc phải làm:", "- Duties:"),
        ("\u2013 Công việc phải làm:", "\u2013 Duties:"),
        ("Quyền lợi:", "Entitlements:"),
    ],
)
def test_a_lead_in_row_of_a_table_drawn_cell_by_cell_keeps_its_cells_apart(
    left: str, right: str
) -> None:
    """Probe 35 (Chromium and LibreOffice prints of a Vietnamese | English table): a row of
    two short lead-ins, on one line of the stream's reading, had been kept as one line, the
    English lead-in ("- Duties:") silently the Vietnamese's. The same bullet, or a colon
    closing each, tells a lead-in in each language."""
    assert _table_lines(left, right)[6:8] == [left, right]


def test_a_field_and_its_value_set_apart_are_no_lead_ins() -> None:
    """The neighbour: a form's field and its value set apart ("Địa chỉ:" | "Floor 5, …"), or
    two bullets of other marks, are not told as lead-ins in each language."""
    from rubric.documents.parsing.pdf_columns import _alike_lead_ins

    assert not _alike_lead_ins("Địa chỉ làm việc:", "Floor 5, Lotus Tower, Hanoi")
    assert not _alike_lead_ins("- Công việc phải làm:", "+ Duties")


def test_an_abbreviation_in_brackets_wrapped_onto_its_line_keeps_its_brackets(
    tmp_path: Path,
) -> None:
    """Probe 35: "Điều 1: Đánh giá hiệu quả công việc (KPI) / Performance assessment" /
    "(KPI)" — the wrapped "(KPI)" was read as a title in capitals set in brackets
    ("(LABOUR CONTRACT)") and lost them: the English quoted "Performance assessment KPI"."""
    path = write_text(
        tmp_path / "contract.txt",
        "HỢP ĐỒNG LAO ĐỘNG / LABOUR CONTRACT\n\n"
        "Điều 1: Đánh giá hiệu quả công việc (KPI) / Performance assessment\n(KPI)\n"
        "1.1. Kết quả công việc được đánh giá hằng quý. / Performance is assessed quarterly.\n",
    )
    parsed = parse_signed_document(path)
    assert " ".join(parsed.clauses[0].text_en.split()) == "Performance assessment (KPI)"


def test_a_tables_header_row_of_both_languages_on_one_line_repeated_is_dropped() -> None:
    """Probe 35 (a LibreOffice print of a Vietnamese | English table): the header row,
    "TIẾNG VIỆT ENGLISH" on one line of the reading, repeated atop the next page, ran on into
    the clause the page break cut ("… của Công ty. TIẾNG VIỆT ENGLISH"); only the header
    set apart, a line a language, had been dropped."""
    from rubric.documents.parsing.plaintext import _without_language_headers

    pages = [
        ["QUYẾT ĐỊNH:", "TIẾNG VIỆT ENGLISH", "Điều 3: Theo quy chế của Công ty."],
        ["Tiếng Việt | English", "Điều 4: Thi hành."],
    ]
    assert _without_language_headers(pages) == [
        ["QUYẾT ĐỊNH:", "", "Điều 3: Theo quy chế của Công ty."],
        ["", "Điều 4: Thi hành."],
    ]


def test_a_language_named_before_a_long_run_of_spaces_costs_its_length() -> None:
    """A name of a language, then 50,000 spaces: split between the header's ``\\s*`` runs in
    every way, the one-name test had cost the run's length squared (seven seconds here), the
    two-name one its cube (it could not finish)."""
    from rubric.documents.parsing.plaintext import _LANGUAGE_ONLY, _LANGUAGES_ONLY

    line = "English" + " " * 50_000 + "x"
    assert _LANGUAGES_ONLY.fullmatch(line) is None
    assert _LANGUAGE_ONLY.fullmatch(line) is None


@pytest.mark.parametrize("printed", [False, True])
def test_the_short_vietnamese_rest_of_a_line_read_across_two_columns_is_no_english(
    tmp_path: Path, printed: bool
) -> None:
    """Probe 35 (two columns drawn line by line across the gutter, a page too short to find
    it): "… in respect of Work Product already" / "tạo ra." / "created." — the Vietnamese
    rest, too short to be told a sentence, went on with the English line above it, silently
    the English's. English goes on in lower case with Vietnamese letters never; a name in
    capitals it may ("… reports to Mr" / "Nguyễn Văn Bình")."""
    lines = [
        "THỎA THUẬN SỞ HỮU TRÍ TUỆ",
        "INTELLECTUAL PROPERTY AGREEMENT",
        "Điều 4. Hiệu lực",
        "Article 4. Effect",
        "Thỏa thuận này tiếp tục có hiệu lực đối với Sản phẩm đã được",
        "This Agreement remains in force for Work Product already",
        "tạo ra.",
        "created.",
    ]
    path = _one_under_the_other(tmp_path / "agreement", lines, printed=printed)
    parsed = parse_signed_document(path)
    last = parsed.clauses[-1]
    assert " ".join(last.text_vi.split()) == (
        "Hiệu lực Thỏa thuận này tiếp tục có hiệu lực đối với Sản phẩm đã được tạo ra."
    )
    assert " ".join(last.text_en.split()) == (
        "Effect This Agreement remains in force for Work Product already created."
    )


def test_an_address_in_lower_case_goes_on_with_its_vietnamese_sentence(tmp_path: Path) -> None:
    """The neighbour (probe 34's documents, broken by a first wording of the rule above): a
    Vietnamese sentence wrapped before an e-mail address goes on with it, whatever the
    English title before the clause."""
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 7. Bảo mật",
        "Article 7. Confidentiality",
        "7.1. Người lao động không tiết lộ bí mật kinh doanh của Công ty cho",
        "bên thứ ba. Mọi câu hỏi về bảo mật gửi tới",
        "legal@congty.vn.",
        "7.1. The Employee keeps the Company's trade secrets from third parties.",
        "Questions on confidentiality go to legal@congty.vn.",
    ]
    parsed = parse_signed_document(printed_lines(tmp_path / "contract.pdf", lines))
    assert " ".join(parsed.clauses[-1].text_vi.split()) == (
        "Người lao động không tiết lộ bí mật kinh doanh của Công ty cho bên thứ ba. Mọi câu "
        "hỏi về bảo mật gửi tới legal@congty.vn."
    )
    assert parsed.clauses[0].text_en == "Confidentiality"


def test_five_lines_of_a_forms_furniture_drawn_after_the_text_are_dropped(
    tmp_path: Path,
) -> None:
    """Probe 35: a form's company, code, page number, document-control line and initials
    box, drawn after each page's text (the end of the reading), were one line more than a
    page's edge was searched for: the company's name ran on into the point before it."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    path = tmp_path / "contract.pdf"
    sheet = canvas.Canvas(str(path))
    pages = [
        [
            "HỢP ĐỒNG LAO ĐỘNG",
            "LABOUR CONTRACT",
            "Điều 1. Đào tạo",
            "Article 1. Training",
            "1.1. Người lao động phải ký các tài liệu sau:",
            "1.1. The Employee shall sign the following documents:",
            "a) đơn đăng ký sáng chế, kiểu dáng công nghiệp;",
            "a) applications for patents and industrial designs;",
        ],
        [
            "b) giấy xác nhận tác giả.",
            "b) author's confirmations.",
            "1.2. Công ty chi trả mọi chi phí đăng ký.",
            "1.2. The Company pays all registration costs.",
        ],
    ]
    for number, lines in enumerate(pages, start=1):
        sheet.setFont("DejaVu", 10)
        for index, line in enumerate(lines):
            sheet.drawString(60, 760 - 16 * index, line)
        sheet.setFont("DejaVu", 7)
        sheet.drawString(50, 810, "CÔNG TY TNHH THỰC PHẨM SẠCH HÒA BÌNH")
        sheet.drawRightString(545, 810, "BM-NS-01/Rev.02")
        sheet.drawCentredString(297, 28, f"Trang {number}/2")
        sheet.drawString(
            50, 16, "Mã tài liệu: BM-NS-01 | Lần ban hành: 02 | Ngày hiệu lực: 01/01/2025"
        )
        sheet.drawRightString(545, 16, "Ký nháy / Initials: ______")
        sheet.showPage()
    sheet.save()
    parsed = parse_signed_document(path)
    assert [(c.ref, c.text_vi) for c in parsed.clauses][2:4] == [
        ("§1.1(a)", "đơn đăng ký sáng chế, kiểu dáng công nghiệp;"),
        ("§1.1(b)", "giấy xác nhận tác giả."),
    ]
    assert problems(parsed) == []


# A review of the rules above found these read wrong by their first wording


@pytest.mark.parametrize(
    "caption",
    [
        "for and on behalf of the Employer",
        "ký tên, đóng dấu",
        "đại diện người sử dụng lao động",
        "signature of the employee",
    ],
)
def test_a_signature_caption_in_lower_case_still_opens_the_block(caption: str) -> None:
    from rubric.documents.parsing.furniture import is_signature_marker

    assert is_signature_marker(caption)


@pytest.mark.parametrize("printed", [False, True])
def test_an_english_sentence_wrapped_before_a_vietnamese_address_goes_on(
    tmp_path: Path, printed: bool
) -> None:
    """ "… the Company's branch in" / "xã Tân Phú, huyện Đồng Phú, tỉnh Bình Phước.": the
    address an English sentence gives as written is no Vietnamese sentence."""
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Địa điểm làm việc",
        "Article 1. Place of work",
        "1.1. Người lao động làm việc tại chi nhánh của Công ty tại xã Tân Phú, huyện Đồng",
        "Phú, tỉnh Bình Phước.",
        "1.1. The Employee works at the Company's branch in",
        "xã Tân Phú, huyện Đồng Phú, tỉnh Bình Phước.",
    ]
    path = _one_under_the_other(tmp_path / "contract", lines, printed=printed)
    parsed = parse_signed_document(path)
    assert " ".join(parsed.clauses[-1].text_en.split()) == (
        "The Employee works at the Company's branch in xã Tân Phú, huyện Đồng Phú, tỉnh Bình Phước."
    )


def test_an_english_sentences_first_line_under_a_vietnamese_heading_is_no_title(
    tmp_path: Path,
) -> None:
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 2. Thời giờ làm việc",
        "The Employee works at the Hanoi office",
        "Monday to Friday, 8 hours a day.",
        "Người lao động làm việc tại văn phòng Hà Nội từ thứ Hai đến thứ Sáu, 8 giờ mỗi ngày.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", "\n".join(lines) + "\n"))
    assert " ".join(parsed.clauses[-1].text_en.split()) == (
        "The Employee works at the Hanoi office Monday to Friday, 8 hours a day."
    )
    assert "\n" not in parsed.clauses[-1].text_en


def test_items_of_a_list_each_ending_in_brackets_stay_apart(tmp_path: Path) -> None:
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Ngày nghỉ",
        "Article 1. Holidays",
        "1.1. Người lao động được nghỉ các ngày lễ sau:",
        "tết Dương lịch (01 ngày)",
        "tết Âm lịch (05 ngày)",
        "1.1. The Employee has these public holidays:",
        "New Year (1 day)",
        "Lunar New Year (5 days)",
    ]
    parsed = parse_signed_document(printed_lines(tmp_path / "contract.pdf", lines))
    assert parsed.clauses[-1].text_vi.split("\n")[1:] == [
        "tết Dương lịch (01 ngày)",
        "tết Âm lịch (05 ngày)",
    ]


def test_the_english_place_of_signing_costs_a_long_run_of_spaces_its_length() -> None:
    """ "Made in" and 50,000 spaces: the place's spaces had been split three ways (8,000
    spaces: four minutes)."""
    from rubric.documents.parsing.furniture import is_signature_marker

    assert not is_signature_marker("Made in" + " " * 50_000 + "x")
