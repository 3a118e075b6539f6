"""Misreadings a probe of newly written documents found (probe 21, 2026-12), each as the
smallest document that showed it. Each was silent or reported only by chance."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_text

_HANGING = [
    ("article", "Điều 1. Giấy phép lao động"),
    ("article", "Article 1. Work permit"),
    ("sub", "1.1. Công ty làm thủ tục xin giấy phép lao động cho Người lao động."),
    ("sub", "1.1. The Company applies for the Employee's work permit."),
    ("sub", "1.2. Hợp đồng chấm dứt khi giấy phép lao động hết hạn."),
    ("sub", "1.2. The contract ends when the work permit expires."),
    ("point", "a) Hộ chiếu còn hiệu lực;"),
    ("point", "a) A valid passport;"),
    ("point", "b) Lý lịch tư pháp."),
    ("point", "b) A criminal record certificate."),
    ("article", "Điều 2. Phúc lợi"),
    ("article", "Article 2. Benefits"),
    ("sub", "2.1. Trợ cấp nhà ở: 1.500 USD/tháng."),
    ("sub", "2.1. Housing allowance: USD 1,500 per month."),
]


def _printed_with_hanging_indents(path: Path) -> Path:
    """Each clause's number drawn on its own at the margin and its text at the indent, as
    Word prints a numbered paragraph with a hanging indent: the text layer has the number on a
    line of its own."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    page = canvas.Canvas(str(path))
    page.setFont("DejaVu", 10)
    y = 800
    page.drawString(40, y, "HỢP ĐỒNG LAO ĐỘNG")
    page.drawString(40, y - 14, "LABOUR CONTRACT")
    y -= 40
    for kind, line in _HANGING:
        if kind == "article":
            page.drawString(40, y, line)
        else:
            number, text = line.split(" ", 1)
            indent = 40 if kind == "sub" else 75
            page.drawString(indent, y, number)
            page.drawString(indent + 35, y, text)
        y -= 18
    page.save()
    return path


def test_a_clause_number_printed_apart_from_its_text_opens_it(tmp_path: Path) -> None:
    """ "1.1." alone on its line of the PDF's text then "Công ty …": the number's full stop
    ends no sentence, so the text goes on in its paragraph. Each English number had opened a
    clause of its own (§1.1.1 of no Vietnamese) or doubled the Vietnamese one."""
    parsed = parse_signed_document(_printed_with_hanging_indents(tmp_path / "hanging.pdf"))
    assert [ref for ref, *_ in outline(parsed)] == [
        "§1",
        "§1.1",
        "§1.2",
        "§1.2(a)",
        "§1.2(b)",
        "§2",
        "§2.1",
    ]
    assert (clause(parsed, "§1.1").text_vi, clause(parsed, "§1.1").text_en) == (
        "Công ty làm thủ tục xin giấy phép lao động cho Người lao động.",
        "The Company applies for the Employee's work permit.",
    )
    assert clause(parsed, "§1.2(b)").text_en == "A criminal record certificate."
    assert problems(parsed) == []


def test_a_text_in_two_columns_of_spaces_reads_each_column_down(tmp_path: Path) -> None:
    """A PDF converted to text with its layout kept: Vietnamese | English padded with spaces.
    A row whose cells wrap has each column's rest on the next line ("… ngày hôm" / "sau."
    beside "… the next" / "day."); read line by line, the Vietnamese rest went into the
    English ("… the next sau. day.")."""
    rows = [
        ("HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT"),
        ("Điều 1. Ca làm việc", "Article 1. Shifts"),
        ("1.1. Người lao động làm việc theo ca:", "1.1. The Employee works in shifts:"),
        (
            "a) Ca đêm từ 22 giờ 00 đến 06 giờ 00 ngày hôm\nsau.",
            "a) Night shift from 22:00 to 06:00 the next\nday.",
        ),
        ("b) Ca ngày từ 06 giờ 00 đến 18 giờ 00.", "b) Day shift from 06:00 to 18:00."),
        ("Điều 2. An toàn", "Article 2. Safety"),
        (
            "2.1. Bệnh viện cấp đồ bảo hộ theo khoản 2\nĐiều 2 của Quy chế.",
            "2.1. The Hospital provides protective\nequipment under Clause 2 of Article 2.",
        ),
    ]
    lines = []
    for vietnamese, english in rows:
        left, right = vietnamese.split("\n"), english.split("\n")
        for index in range(max(len(left), len(right))):
            cells = (
                left[index] if index < len(left) else "",
                right[index] if index < len(right) else "",
            )
            lines.append(f"   {cells[0]:<50}{cells[1]}".rstrip())
        lines.append("")
    parsed = parse_signed_document(write_text(tmp_path / "columns.txt", "\n".join(lines)))
    assert [ref for ref, *_ in outline(parsed)] == [
        "§1",
        "§1.1",
        "§1.1(a)",
        "§1.1(b)",
        "§2",
        "§2.1",
    ]
    assert (clause(parsed, "§1.1(a)").text_vi, clause(parsed, "§1.1(a)").text_en) == (
        "Ca đêm từ 22 giờ 00 đến 06 giờ 00 ngày hôm sau.",
        "Night shift from 22:00 to 06:00 the next day.",
    )
    assert (
        clause(parsed, "§2.1").text_vi == "Bệnh viện cấp đồ bảo hộ theo khoản 2 Điều 2 của Quy chế."
    )
    assert clause(parsed, "§2.1").text_en == (
        "The Hospital provides protective equipment under Clause 2 of Article 2."
    )
    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT")
    assert problems(parsed) == []


def test_an_english_point_dd_in_the_slash_style_translates_point_dd(tmp_path: Path) -> None:
    """ "đ/" translated "dd/", as "đ)" is "dd)": the English point's label, not its text."""
    lines = ["HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT", "Điều 1. Hoa hồng", "Article 1. Commission"]
    for vietnamese, english, text_vi, text_en in [
        ("d/", "d/", "Vượt 120% chỉ tiêu: 4% doanh số;", "Above 120% of target: 4% of sales;"),
        ("đ/", "dd/", "Doanh số bị trả lại bị trừ vào kỳ sau.", "Returned sales are deducted."),
    ]:
        lines += [f"{vietnamese} {text_vi}", f"{english} {text_en}"]
    parsed = parse_signed_document(write_text(tmp_path / "points.md", "\n\n".join(lines)))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1(d)", "§1(đ)"]
    assert clause(parsed, "§1(đ)").label_en == "dd/"
    assert clause(parsed, "§1(đ)").text_en == "Returned sales are deducted."


def test_a_vietnamese_and_english_line_apart_by_a_tab_is_two_paragraphs(tmp_path: Path) -> None:
    """A two-column table pasted into a text file: each line "Vietnamese<TAB>English". A
    labelled line split at its repeated label; the title and the parties' lines went whole
    to the Vietnamese. A field and its value ("Chức danh:<TAB>Senior Engineer") stays one."""
    rows = [
        ("HỢP ĐỒNG THỰC TẬP", "INTERNSHIP AGREEMENT"),
        (
            "Bên A (Người sử dụng lao động): Công ty TNHH Minh Phát",
            "Party A (Employer): Minh Phat Co., Ltd.",
        ),
        ("Điều 1. Thời gian thực tập", "Article 1. Internship period"),
        ("1.1. Từ ngày 01/06/2026 đến ngày 31/08/2026.", "1.1. From 01/06/2026 to 31/08/2026."),
        ("1.2. Vị trí:", "Senior Engineer"),
    ]
    text = "\n".join("\t".join(row) for row in rows)
    parsed = parse_signed_document(write_text(tmp_path / "pasted.txt", text))
    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG THỰC TẬP", "INTERNSHIP AGREEMENT")
    assert parsed.preamble_en == ("INTERNSHIP AGREEMENT\nParty A (Employer): Minh Phat Co., Ltd.")
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.1").text_en == "From 01/06/2026 to 31/08/2026."
    assert clause(parsed, "§1.2").text_vi == "Vị trí: Senior Engineer"
