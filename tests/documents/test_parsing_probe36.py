"""What probe 36 (250 documents in ten families not probed before: commission plans,
remote-work policies, secondment decisions, internal labour regulations, termination and
overtime agreements, collective agreements, travel rules, foreign employees' contracts,
training bonds; pandoc, wkhtmltopdf, Chromium, LibreOffice, python-docx and reportlab; truth
written and frozen first) found read wrong without a word said."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import printed_lines, problems, write_text

_ARTICLE = [
    "QUY ĐỊNH LÀM VIỆC TỪ XA",
    "REMOTE WORK POLICY",
    "Điều 1. Bảo mật thông tin",
    "Article 1. Information security",
    "Người lao động chỉ truy cập hệ thống qua VPN.",
    "Employees access the systems only through the VPN.",
]
_READ = (
    "§1",
    "Bảo mật thông tin\nNgười lao động chỉ truy cập hệ thống qua VPN.",
    "Information security\nEmployees access the systems only through the VPN.",
)


def _lines_as(stem: Path, lines: list[str], *, printed: bool) -> Path:
    if printed:
        return printed_lines(stem.with_suffix(".pdf"), lines)
    return write_text(stem.with_suffix(".txt"), "\n\n".join(lines) + "\n")


def _texts(parsed: ParsedDocument) -> list[tuple[str, str, str]]:
    return [(c.ref, c.text_vi, c.text_en) for c in parsed.clauses]


@pytest.mark.parametrize("printed", [False, True])
@pytest.mark.parametrize(
    "signer",
    [
        ["GIÁM ĐỐC NHÂN SỰ", "HR DIRECTOR", "(Đã ký)", "(Signed)"],
        ["GIÁM ĐỐC KINH DOANH", "SALES DIRECTOR", "(Đã ký)", "(Signed)"],
        ["TRƯỞNG PHÒNG NHÂN SỰ", "HEAD OF HR", "(đã ký và đóng dấu)", "(signed and sealed)"],
    ],
)
def test_a_signer_s_title_over_signed_is_no_text(
    tmp_path: Path, signer: list[str], printed: bool
) -> None:
    """Probe 36 (49 documents): a department's director signing ("GIÁM ĐỐC NHÂN SỰ" / "HR
    DIRECTOR"), then "(Đã ký)" / "(Signed)", the copy's note that it was signed, had stayed
    the last article's text in both languages: "(Đã ký)" was no line telling how to sign."""
    parsed = parse_signed_document(
        _lines_as(tmp_path / "policy", _ARTICLE + signer, printed=printed)
    )
    assert _texts(parsed) == [_READ]
    assert problems(parsed) == []


@pytest.mark.parametrize("printed", [False, True])
def test_a_decision_s_recipients_are_no_text(tmp_path: Path, printed: bool) -> None:
    """Probe 36 (25 documents): a decision's "Nơi nhận:" / "Recipients:" and its list ("- Như
    Điều 2;", "- Lưu: VT, NS.") beside its signer had been read into the last article."""
    recipients = [
        "Nơi nhận:",
        "Recipients:",
        "- Như Điều 1;",
        "- As in Article 1;",
        "- Lưu: VT, NS.",
        "- Archive: Admin, HR.",
        "TỔNG GIÁM ĐỐC",
        "GENERAL DIRECTOR",
    ]
    parsed = parse_signed_document(
        _lines_as(tmp_path / "decision", _ARTICLE + recipients, printed=printed)
    )
    assert _texts(parsed) == [_READ]


def test_recipients_in_the_english_of_two_halves_are_no_text(tmp_path: Path) -> None:
    """... and in a document all Vietnamese, then all English, "Recipients:" alone."""
    vietnamese = [_ARTICLE[0], _ARTICLE[2], _ARTICLE[4], "Nơi nhận:", "- Lưu: VT, NS.", "GIÁM ĐỐC"]
    english = [
        _ARTICLE[1],
        _ARTICLE[3],
        _ARTICLE[5],
        "Recipients:",
        "- Archive: Admin, HR.",
        "DIRECTOR",
    ]
    parsed = parse_signed_document(
        write_text(tmp_path / "decision.txt", "\n\n".join(vietnamese + english) + "\n")
    )
    assert _texts(parsed) == [_READ]


def test_a_place_of_receipt_inside_a_clause_stays_text(tmp_path: Path) -> None:
    """The neighbour: "Nơi nhận hàng: …" (where goods are received) is a clause's words."""
    lines = [
        *_ARTICLE[:4],
        "Nơi nhận hàng: kho Bình Dương.",
        "Place of delivery: the Binh Duong warehouse.",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
        "Quy định có hiệu lực kể từ ngày ký.",
        "This policy takes effect on signing.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "policy.txt", "\n\n".join(lines) + "\n"))
    assert _texts(parsed)[0] == (
        "§1",
        "Bảo mật thông tin\nNơi nhận hàng: kho Bình Dương.",
        "Information security\nPlace of delivery: the Binh Duong warehouse.",
    )


def test_a_cell_whose_vietnamese_is_a_toneless_word_and_a_figure_is_split(tmp_path: Path) -> None:
    """Probe 36 (20 documents): "Ca 1 / Shift 1" in a column of "Vietnamese / English" cells
    had gone whole to the English row, the Vietnamese row losing the shift: "Ca 1" reads as no
    language ("Ca sáng / Morning shift", "Tổ 1 / Team 1" were split)."""
    text = (
        "**Điều 1. Thời giờ làm việc**\n\n**Article 1. Working hours**\n\n"
        "Khối sản xuất làm việc theo ca như sau:\n\nProduction staff work in shifts as follows:\n\n"
        "| Ca làm việc / Shift | Giờ bắt đầu / Start |\n|---|---|\n"
        "| Ca 1 / Shift 1 | 06:00 |\n| Ca 2 / Shift 2 | 14:00 |\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "shifts.md", text))
    assert _texts(parsed) == [
        (
            "§1",
            "Thời giờ làm việc\nKhối sản xuất làm việc theo ca như sau:\nCa làm việc | Giờ bắt đầu"
            "\nCa 1 | 06:00\nCa 2 | 14:00",
            "Working hours\nProduction staff work in shifts as follows:\nShift | Start"
            "\nShift 1 | 06:00\nShift 2 | 14:00",
        )
    ]


def test_two_english_words_in_a_bilingual_column_stay_whole(tmp_path: Path) -> None:
    """The neighbour: "Online / Offline" is two English words, either one, not a pair."""
    text = (
        "**Điều 1. Hình thức đào tạo**\n\n**Article 1. Training mode**\n\n"
        "| Khóa học / Course | Hình thức / Mode |\n|---|---|\n"
        "| An toàn / Safety | Online / Offline |\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "training.md", text))
    vietnamese, english = _texts(parsed)[0][1:]
    assert english.endswith("Safety | Online / Offline")
    assert "Online" not in vietnamese.replace("Online / Offline", "")


def _printed_side_by_side(path: Path, rows: list[tuple[str, str]]) -> Path:
    """Vietnamese on the left half of the page, English on the right, a line of each a row."""
    from reportlab.pdfgen import canvas

    _with_vietnamese_letters()
    page = canvas.Canvas(str(path))
    page.setFont("DejaVu", 9)
    for index, (left, right) in enumerate(rows):
        page.drawString(40, 780 - 14 * index, left)
        page.drawString(310, 780 - 14 * index, right)
    page.save()
    return path


_AMOUNTS_IN_WORDS = [
    "Điều 2. Phụ cấp",
    "Article 2. Allowances",
    "2.1. Phụ cấp nhà ở: 500.000 đồng (Bằng chữ: Năm trăm nghìn đồng) mỗi",
    "tháng.",
    "2.1. Housing allowance: VND 500,000 (In words: Five hundred thousand",
    "Vietnam dong) per month.",
    "2.2. Hoa hồng tối đa trong một tháng không vượt quá 80.000.000 đồng (Bằng chữ:",
    "Tám mươi triệu đồng).",
    "2.2. Commission in a month shall not exceed VND 80,000,000 (In words: Eighty",
    "million Vietnam dong).",
]


@pytest.mark.parametrize("printed", [False, True])
def test_a_line_wrapped_inside_brackets_goes_on(tmp_path: Path, printed: bool) -> None:
    """Probe 36 (8 documents): an amount's words wrapped inside their brackets ("(Bằng chữ:" /
    "Tám mươi triệu đồng).", "(In words: Five hundred thousand" / "Vietnam dong) per month.")
    kept the wrap as a paragraph break: the line taken for a short heading, or the next one,
    opening with a capital, for a paragraph of its own."""
    lines = _AMOUNTS_IN_WORDS
    path = printed_lines(tmp_path / "rewards.pdf", lines) if printed else None
    path = path or write_text(tmp_path / "rewards.txt", "\n".join(lines) + "\n")
    assert _texts(parse_signed_document(path))[1:] == [
        (
            "§2.1",
            "Phụ cấp nhà ở: 500.000 đồng (Bằng chữ: Năm trăm nghìn đồng) mỗi tháng.",
            "Housing allowance: VND 500,000 (In words: Five hundred thousand Vietnam dong) per "
            "month.",
        ),
        (
            "§2.2",
            "Hoa hồng tối đa trong một tháng không vượt quá 80.000.000 đồng (Bằng chữ: Tám mươi "
            "triệu đồng).",
            "Commission in a month shall not exceed VND 80,000,000 (In words: Eighty million "
            "Vietnam dong).",
        ),
    ]


@pytest.mark.parametrize("printed", [False, True])
def test_a_numbered_english_sentence_wrapped_before_a_capital_goes_on(
    tmp_path: Path, printed: bool
) -> None:
    """Probe 36 (8 documents): "3.2. Settlement documents are submitted to the Finance and
    Accounting" / "Department within 5 working days …": short enough for a title, the first
    line was read as one and the rest as a paragraph of its own."""
    lines = [
        "Điều 3. Tạm ứng và quyết toán",
        "Article 3. Advances and settlement",
        "3.2. Hồ sơ quyết toán nộp cho Phòng Tài chính - Kế toán trong vòng 05",
        "ngày làm việc sau khi kết thúc chuyến công tác.",
        "3.2. Settlement documents are submitted to the Finance and Accounting",
        "Department within 5 working days after the trip.",
    ]
    path = printed_lines(tmp_path / "travel.pdf", lines) if printed else None
    path = path or write_text(tmp_path / "travel.txt", "\n".join(lines) + "\n")
    assert _texts(parse_signed_document(path))[-1] == (
        "§3.2",
        "Hồ sơ quyết toán nộp cho Phòng Tài chính - Kế toán trong vòng 05 ngày làm việc sau khi "
        "kết thúc chuyến công tác.",
        "Settlement documents are submitted to the Finance and Accounting Department within 5 "
        "working days after the trip.",
    )


def test_a_numbered_english_title_stays_a_title(tmp_path: Path) -> None:
    """The neighbour: "3.1. Advance payments" over its sentence is the clause's title."""
    lines = [
        "Điều 3. Tạm ứng",
        "Article 3. Advances",
        "3.1. Mức tạm ứng",
        "Người lao động được tạm ứng tối đa 80% chi phí.",
        "3.1. Advance payments",
        "Employees may receive up to 80% of the cost.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "travel.txt", "\n".join(lines) + "\n"))
    assert _texts(parsed)[-1] == (
        "§3.1",
        "Mức tạm ứng\nNgười lao động được tạm ứng tối đa 80% chi phí.",
        "Advance payments\nEmployees may receive up to 80% of the cost.",
    )


def test_a_line_wrapped_before_its_figure_goes_on_in_two_columns(tmp_path: Path) -> None:
    """Probe 36 (5 LibreOffice two-column PDFs): "… làm việc từ xa tối đa" / "03 ngày mỗi
    tuần.": the wrap before the figure "tối đa" (at most) asks for had stayed a line break."""
    path = _printed_side_by_side(
        tmp_path / "remote.pdf",
        [
            ("Điều 1. Quy định chung", "Article 1. General"),
            (
                "1.1. Người lao động được làm việc từ xa tối đa",
                "1.1. Employees may work remotely up to 3",
            ),
            ("03 ngày mỗi tuần.", "days a week."),
            (
                "1.2. Mức khấu trừ mỗi tháng không quá",
                "1.2. The monthly deduction shall not exceed",
            ),
            ("30% tiền lương tháng.", "30% of the monthly salary."),
        ],
    )
    assert _texts(parse_signed_document(path))[1:] == [
        (
            "§1.1",
            "Người lao động được làm việc từ xa tối đa 03 ngày mỗi tuần.",
            "Employees may work remotely up to 3 days a week.",
        ),
        (
            "§1.2",
            "Mức khấu trừ mỗi tháng không quá 30% tiền lương tháng.",
            "The monthly deduction shall not exceed 30% of the monthly salary.",
        ),
    ]


def test_a_two_column_table_of_items_and_figures_typed_with_tabs_is_a_table(
    tmp_path: Path,
) -> None:
    """Probe 36 (6 text files): "Khoản mục / Item<TAB>Số tiền (VNĐ) / Amount (VND)" over rows
    of an item and its figure: two cells a row were read as a bilingual line, so the tabs
    became spaces, the rows ran together and the English row lost its header."""
    text = (
        "Điều 1. Chi phí đào tạo\n\nArticle 1. Training costs\n\n"
        "1.1. Chi phí do Công ty chi trả gồm:\n\n1.1. The costs paid by the Company comprise:\n\n"
        "Khoản mục / Item\tSố tiền (VNĐ) / Amount (VND)\n"
        "Học phí / Tuition fee\t80.000.000\nTổng cộng / Total\t80.000.000\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "bond.txt", text))
    assert _texts(parsed)[-1] == (
        "§1.1",
        "Chi phí do Công ty chi trả gồm:\nKhoản mục | Số tiền (VNĐ)\nHọc phí | 80.000.000"
        "\nTổng cộng | 80.000.000",
        "The costs paid by the Company comprise:\nItem | Amount (VND)\nTuition fee | 80.000.000"
        "\nTotal | 80.000.000",
    )


def test_lines_of_two_languages_beside_each_other_stay_lines(tmp_path: Path) -> None:
    """The neighbour: "Vietnamese<TAB>English" lines, no figure alone in their last cell, are
    each a paragraph and its translation, as before."""
    text = (
        "Điều 1. Công việc\tArticle 1. Work\n"
        "Người lao động làm kỹ sư.\tThe employee works as an engineer.\n"
        "Người lao động làm việc tại Hà Nội.\tThe employee works in Hanoi.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert _texts(parsed) == [
        (
            "§1",
            "Công việc\nNgười lao động làm kỹ sư.\nNgười lao động làm việc tại Hà Nội.",
            "Work\nThe employee works as an engineer.\nThe employee works in Hanoi.",
        )
    ]


def _with_vietnamese_letters() -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    pdfmetrics.registerFont(TTFont("DejaVu", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))


def _printed_with_tables(
    path: Path,
    items: list[str | list[list[str]]],
    *,
    ruled: bool,
    widths: tuple[float, ...] = (260, 160),
) -> Path:
    """Paragraphs and tables, one after the other, as reportlab lays them out (a table cut by
    a page break repeats its header)."""
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

    _with_vietnamese_letters()
    style = ParagraphStyle("text", fontName="DejaVu", fontSize=10, leading=14)
    flowables: list = []
    for item in items:
        if isinstance(item, str):
            flowables.append(Paragraph(item, style))
            continue
        table = Table(item, colWidths=list(widths), repeatRows=1)
        commands: list[tuple[object, ...]] = [("FONT", (0, 0), (-1, -1), "DejaVu", 10)]
        if ruled:
            commands.append(("GRID", (0, 0), (-1, -1), 0.5, "black"))
        table.setStyle(TableStyle(commands))
        flowables.append(table)
    SimpleDocTemplate(str(path)).build(flowables)
    return path


_PAYMENTS = [
    ["Khoản thanh toán", "Số tiền (đồng)"],
    ["Trợ cấp thôi việc (8 năm)", "72.000.000"],
    ["Tiền lương những ngày phép chưa nghỉ (7 ngày)", "5.250.000"],
    ["Tổng cộng", "77.250.000"],
]
_PAYMENTS_EN = [
    ["Payment", "Amount (VND)"],
    ["Severance allowance (8 years)", "72.000.000"],
    ["Pay for untaken leave (7 days)", "5.250.000"],
    ["Total", "77.250.000"],
]
_PAYMENTS_READ = (
    "§2.1",
    "Công ty thanh toán cho Người lao động các khoản sau:\nKhoản thanh toán | Số tiền (đồng)"
    "\nTrợ cấp thôi việc (8 năm) | 72.000.000\nTiền lương những ngày phép chưa nghỉ (7 ngày) | "
    "5.250.000\nTổng cộng | 77.250.000",
    "The Company pays the Employee the following:\nPayment | Amount (VND)\nSeverance allowance "
    "(8 years) | 72.000.000\nPay for untaken leave (7 days) | 5.250.000\nTotal | 77.250.000",
)


@pytest.mark.parametrize("ruled", [True, False])
def test_a_pdf_table_of_items_and_their_figures_is_a_table(tmp_path: Path, ruled: bool) -> None:
    """Probe 36 (24 documents, 4 silent, 20 reported as numbers differing): a two-column table
    of an item and its amount, ruled or not, was no table (three columns were asked for): its
    rows ran together ("(8 năm)\\n72.000.000 Tiền lương …")."""
    path = _printed_with_tables(
        tmp_path / "settlement.pdf",
        [
            "Điều 2. Các khoản thanh toán",
            "Article 2. Payments",
            "2.1. Công ty thanh toán cho Người lao động các khoản sau:",
            _PAYMENTS,
            "2.1. The Company pays the Employee the following:",
            _PAYMENTS_EN,
        ],
        ruled=ruled,
    )
    assert _texts(parse_signed_document(path))[-1] == _PAYMENTS_READ


def test_a_ruled_table_of_two_languages_side_by_side_stays_a_layout(tmp_path: Path) -> None:
    """The neighbour: two ruled columns of Vietnamese and English text are the clauses'
    layout, each cell its language's, whatever figures they hold."""
    path = _printed_with_tables(
        tmp_path / "contract.pdf",
        [
            [
                ["Điều 1. Tiền lương", "Article 1. Salary"],
                [
                    "1.1. Mức lương: 20.000.000 đồng/tháng.",
                    "1.1. Salary: VND 20,000,000 per month.",
                ],
                ["1.2. Lương được trả ngày 05 hằng tháng.", "1.2. Salary is paid on the 5th."],
            ]
        ],
        ruled=True,
    )
    assert _texts(parse_signed_document(path)) == [
        ("§1", "Tiền lương", "Salary"),
        ("§1.1", "Mức lương: 20.000.000 đồng/tháng.", "Salary: VND 20,000,000 per month."),
        ("§1.2", "Lương được trả ngày 05 hằng tháng.", "Salary is paid on the 5th."),
    ]


def test_a_cell_s_toneless_vietnamese_over_its_english_is_split(tmp_path: Path) -> None:
    """Probe 36 (2 documents): a data table's cell "Tai nghe" over "Headset" (a line each,
    the writer's break) went whole to the English row, the Vietnamese row losing the item:
    "Tai nghe" has no tone mark, so it was no Vietnamese paragraph the English could open
    after ("Máy tính xách tay" / "Laptop" was split)."""
    rows = [
        ["Thiết bị\nDevice", "Giá trị (VNĐ)\nValue (VND)", "Khấu hao (tháng)\nDepreciation"],
        ["Máy tính xách tay\nLaptop", "32.000.000", "36"],
        ["Tai nghe\nHeadset", "1.200.000", "12"],
    ]
    path = _printed_with_tables(
        tmp_path / "equipment.pdf",
        [
            "Điều 2. Thiết bị",
            "Article 2. Equipment",
            "2.1. Công ty cấp thiết bị như sau:",
            "2.1. The Company provides the following equipment:",
            rows,
        ],
        ruled=True,
        widths=(170, 130, 130),
    )
    assert _texts(parse_signed_document(path))[-1] == (
        "§2.1",
        "Công ty cấp thiết bị như sau:\nThiết bị | Giá trị (VNĐ) | Khấu hao (tháng)\nMáy tính xách"
        " tay | 32.000.000 | 36\nTai nghe | 1.200.000 | 12",
        "The Company provides the following equipment:\nDevice | Value (VND) | Depreciation\n"
        "Laptop | 32.000.000 | 36\nHeadset | 1.200.000 | 12",
    )


# A fresh-eyes review of the readings above found titles they ran into their text; each is a
# title again (the readings they were made for still hold: the tests above).
_POLICY_HEAD = ["QUY ĐỊNH NỘI BỘ", "INTERNAL POLICY"]


@pytest.mark.parametrize("printed", [False, True])
@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            [
                "Điều 2. Phạm vi",
                "Article 2. Scope",
                "2.1. Đối tượng áp dụng",
                "Quy định này áp dụng cho toàn bộ người lao động.",
                "2.1. Who is covered",
                "This policy applies to all employees.",
            ],
            (
                "§2.1",
                "Đối tượng áp dụng\nQuy định này áp dụng cho toàn bộ người lao động.",
                "Who is covered\nThis policy applies to all employees.",
            ),
        ),
        (
            [
                "Điều 5. Nghỉ phép",
                "Article 5. Leave",
                "5.1. Nghỉ phép được chuyển sang năm sau",
                "Tối đa 05 ngày.",
                "5.1. Leave that is carried over",
                "Up to 5 days.",
            ],
            (
                "§5.1",
                "Nghỉ phép được chuyển sang năm sau\nTối đa 05 ngày.",
                "Leave that is carried over\nUp to 5 days.",
            ),
        ),
        (
            [
                "Điều 4. Làm thêm giờ",
                "Article 4. Overtime",
                "4.1. Số giờ làm thêm tối đa",
                "300 giờ trong một năm đối với ngành dệt may.",
                "4.1. Maximum overtime hours",
                "300 hours a year in the textile industry.",
            ],
            (
                "§4.1",
                "Số giờ làm thêm tối đa\n300 giờ trong một năm đối với ngành dệt may.",
                "Maximum overtime hours\n300 hours a year in the textile industry.",
            ),
        ),
        (
            [
                "Điều 3. Thời giờ làm việc",
                "Article 3. Working hours",
                "3.1. Thời giờ làm việc (Working hours",
                "Người lao động làm việc 08 giờ mỗi ngày.",
                "3.1. Working hours",
                "The employee works 8 hours a day.",
            ],
            (
                "§3.1",
                "Thời giờ làm việc (Working hours\nNgười lao động làm việc 08 giờ mỗi ngày.",
                "Working hours\nThe employee works 8 hours a day.",
            ),
        ),
    ],
)
def test_a_short_numbered_title_stays_a_title(
    tmp_path: Path, lines: list[str], read: tuple[str, str, str], printed: bool
) -> None:
    """ "2.1. Who is covered" has a verb but is no sentence the page wrapped; "4.1. Số giờ làm
    thêm tối đa" ends as a title may, though a figure opens the line under it; a bracket
    opened with two words in it, no colon, asks for no rest."""
    lines = _POLICY_HEAD + lines
    if printed:
        path = printed_lines(tmp_path / "policy.pdf", lines)
    else:  # (a line each, no blank line between: the wrapping is the reader's to tell)
        path = write_text(tmp_path / "policy.txt", "\n".join(lines) + "\n")
    assert _texts(parse_signed_document(path))[-1] == read


def test_a_place_of_receipt_ending_the_last_clause_stays_text(tmp_path: Path) -> None:
    """The neighbour a review asked for: "Nơi nhận: Phòng Hành chính, tầng 3." (where a thing
    is received) ending the last article, above the signatures, is no decision's list of
    recipients (a sentence of seven words or more opens no signature block)."""
    lines = [
        *_ARTICLE[:4],
        "Thiết bị được giao tại văn phòng.",
        "Equipment is delivered at the office.",
        "Nơi nhận: Phòng Hành chính, tầng 3.",
        "Place of receipt: Administration Department, 3rd floor.",
        "GIÁM ĐỐC",
        "DIRECTOR",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "policy.txt", "\n\n".join(lines) + "\n"))
    assert _texts(parsed) == [
        (
            "§1",
            "Bảo mật thông tin\nThiết bị được giao tại văn phòng.\nNơi nhận: Phòng Hành chính, "
            "tầng 3.",
            "Information security\nEquipment is delivered at the office.\nPlace of receipt: "
            "Administration Department, 3rd floor.",
        )
    ]
