"""Misreadings a probe of newly written documents found (probe 23, 2026-12: 266 documents in
seven new families and 36 new layouts), each as the smallest document that showed it."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_docx, write_text

_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def test_clause_numbers_typed_with_a_full_width_full_stop_are_read(tmp_path: Path) -> None:
    """ "1.1." typed in an East Asian keyboard's full-width digits and full stop: the
    sub-clauses had been swallowed, label and all, into their article's text, silently."""
    parsed = parse_signed_document(
        write_text(
            tmp_path / "fullwidth.txt",
            "Điều 1. Công việc\nArticle 1. Work\n\n"
            "\uff11\uff0e\uff11. Bên B lái xe khách.\n"
            "\uff11\uff0e\uff11. Party B drives a coach.\n\n"
            "\uff11\uff0e\uff12. Bên B nghỉ 12 ngày.\n"
            "\uff11\uff0e\uff12. Party B has 12 days off.\n",
        )
    )
    assert [(ref, parent) for ref, parent, _vi, _en in outline(parsed)] == [
        ("§1", None),
        ("§1.1", "§1"),
        ("§1.2", "§1"),
    ]
    assert clause(parsed, "§1.2").text_vi == "Bên B nghỉ 12 ngày."
    assert problems(parsed) == []


_QUOTED = """> Điều 4. An toàn và sức khỏe
> Article 4. Safety and health
>
> 4.1. Bên A cấp đủ phương tiện phòng hộ cá nhân và
> tiêm vắc xin viêm gan B miễn phí.
> 4.1. Party A provides full personal protective
> equipment and free hepatitis B vaccination.
>
> 4.2. Bên B được khám sức khỏe định kỳ 02 lần mỗi
> năm.
> 4.2. Party B has a medical check-up twice a year.
>
> Điều 5. Điều khoản thi hành
> Article 5. Final provisions
>
> 5.1. Hợp đồng có hiệu lực từ ngày 01/04/2026.
> 5.1. This contract takes effect on 01/04/2026.
>
> 5.2. Hợp đồng lập thành 02 bản, mỗi bên giữ 01
> bản.
> 5.2. This contract is made in 02 copies, one for
> each party.
"""


def test_a_contract_pasted_from_an_email_reply_is_read_as_it_quotes(tmp_path: Path) -> None:
    """Each line quoted ("> "), wrapped at 50: a wrapped Vietnamese line went into the English
    of the article above, silently ("Safety and health tiêm vắc xin viêm gan B miễn phí.")."""
    for opening in ("", "Gửi anh bản đã ký.\n\nOn Mon, 2 Mar 2026, Mai <mai@example.vn> wrote:\n"):
        parsed = parse_signed_document(write_text(tmp_path / "reply.txt", opening + _QUOTED))
        assert clause(parsed, "§4").text_en == "Safety and health"
        assert clause(parsed, "§4.1").text_vi == (
            "Bên A cấp đủ phương tiện phòng hộ cá nhân và tiêm vắc xin viêm gan B miễn phí."
        )
        assert clause(parsed, "§4.2").text_vi == "Bên B được khám sức khỏe định kỳ 02 lần mỗi năm."


def test_a_contract_forwarded_twice_is_read(tmp_path: Path) -> None:
    """ ">> " before each line (or "> > "): no clause number had been found at all."""
    for mark in (">>", "> >"):
        text = "Em chuyển tiếp bản đã ký.\n\n> ---------- Forwarded message ---------\n>\n"
        text += _QUOTED.replace(">", mark)
        parsed = parse_signed_document(write_text(tmp_path / "forwarded.txt", text))
        assert [ref for ref, _parent, _vi, _en in outline(parsed)][:3] == ["§4", "§4.1", "§4.2"]
        assert clause(parsed, "§4.2").text_en == "Party B has a medical check-up twice a year."


def test_a_markdown_block_quote_of_new_wording_stays_a_quotation(tmp_path: Path) -> None:
    """Only a document quoted whole is an email's: an amendment quoting a clause's new wording
    in a block quote keeps it as the amendment's own text."""
    parsed = parse_signed_document(
        write_text(
            tmp_path / "amendment.md",
            "# PHỤ LỤC\n\nAPPENDIX\n\n## Điều 1. Sửa đổi\n\nArticle 1. Amendment\n\n"
            "Khoản 7.2 Điều 7 được sửa đổi như sau:\n\n> 7.2. Lương trả ngày 10.\n\n"
            "Clause 7.2 of Article 7 is amended as follows:\n\n> 7.2. Salary is paid on the "
            "10th.\n",
        )
    )
    assert [ref for ref, _parent, _vi, _en in outline(parsed)] == ["§1"]
    assert "7.2. Lương trả ngày 10." in clause(parsed, "§1").text_vi


def test_a_landscape_table_of_label_vietnamese_and_english_pairs_each_label(
    tmp_path: Path,
) -> None:
    """A ruled table "Điều 1 | Công việc | Work", "1.1 | Bên B … | Party B …" printed to PDF:
    read line by line, each article's one sub-clause had gone into its article's text, with no
    problem reported ("Công việc Work 1.1 Bên B lái xe …")."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", _FONT))
    path = tmp_path / "landscape.pdf"
    page = canvas.Canvas(str(path), pagesize=(842, 595))
    page.setFont("DejaVu", 10)
    page.drawCentredString(421, 545, "HỢP ĐỒNG LAO ĐỘNG")
    page.drawCentredString(421, 527, "LABOUR CONTRACT")
    rows = [
        ("Điều khoản", "Tiếng Việt", "English"),
        ("Điều 1", "Công việc", "Work"),
        ("1.1", "Bên B lái xe khách 45 chỗ.", "Party B drives a 45-seat coach."),
        ("Điều 2", "Chấm dứt", "Termination"),
        ("2.1", "Mỗi bên báo trước 30 ngày.", "Either party gives 30 days' notice."),
    ]
    xs, y = (40, 110, 466, 802), 500.0
    for row in rows:
        for x, cell in zip(xs, row, strict=False):
            page.drawString(x + 4, y, cell)
        top, bottom = y + 11, y - 5
        page.line(xs[0], top, xs[-1], top)
        page.line(xs[0], bottom, xs[-1], bottom)
        for x in xs:
            page.line(x, top, x, bottom)
        y = bottom - 12
    page.save()
    parsed = parse_signed_document(path)
    assert [(c.ref, c.parent_ref, c.text_vi, c.text_en) for c in parsed.clauses] == [
        ("§1", None, "Công việc", "Work"),
        ("§1.1", "§1", "Bên B lái xe khách 45 chỗ.", "Party B drives a 45-seat coach."),
        ("§2", None, "Chấm dứt", "Termination"),
        ("§2.1", "§2", "Mỗi bên báo trước 30 ngày.", "Either party gives 30 days' notice."),
    ]


def test_separate_files_each_holding_one_bilingual_table_keep_their_own_halves(
    tmp_path: Path,
) -> None:
    """A Vietnamese .docx and an English .docx, each with the same table of "Vietnamese /
    English" cells (probes 22 and 23): a row whose label read as English was dropped from the
    Vietnamese ("950" alone), the Vietnamese header from the English, silently."""
    table: list[tuple[str, ...]] = [
        ("Công đoạn / Operation", "Đơn giá (đồng) / Rate (VND)"),
        ("May cổ áo / Collar sewing", "1.200"),
        ("Tra tay áo / Sleeve setting", "950"),
        ("Đính cúc / Button attaching", "300"),
    ]
    vietnamese = write_docx(
        tmp_path / "vi.docx",
        "HỢP ĐỒNG LAO ĐỘNG",
        "Điều 1. Lương sản phẩm",
        "1.1. Bên B được trả lương theo sản phẩm với đơn giá sau:",
        table,
        "1.2. Lương được trả vào ngày 10 hằng tháng.",
    )
    english = write_docx(
        tmp_path / "en.docx",
        "LABOUR CONTRACT",
        "Article 1. Piece-rate pay",
        "1.1. Party B is paid by the piece at the following rates:",
        table,
        "1.2. Wages are paid on the 10th of each month.",
    )
    parsed = parse_signed_document(vietnamese, path_en=english)
    rates = clause(parsed, "§1.1")
    assert rates.text_vi == (
        "Bên B được trả lương theo sản phẩm với đơn giá sau:\nCông đoạn | Đơn giá (đồng)\n"
        "May cổ áo | 1.200\nTra tay áo | 950\nĐính cúc | 300"
    )
    assert rates.text_en == (
        "Party B is paid by the piece at the following rates:\nOperation | Rate (VND)\n"
        "Collar sewing | 1.200\nSleeve setting | 950\nButton attaching | 300"
    )


def test_a_plain_text_line_opening_with_a_comparison_keeps_it(tmp_path: Path) -> None:
    """A review of the email reading: "> 95%: Xuất sắc" in a .txt is a grade, not a quote; its
    ">" had been dropped ("95%: Xuất sắc", another grade), and a few such lines must not turn
    the text into an email's."""
    parsed = parse_signed_document(
        write_text(
            tmp_path / "grades.txt",
            "Điều 1. KPI\nArticle 1. KPI\n\n1.1. Xếp loại theo tỷ lệ hoàn thành:\n> 95%: Xuất sắc\n"
            "> 80%: Tốt\n1.1. Rating by completion rate:\n> 95%: Excellent\n> 80%: Good\n",
        )
    )
    assert clause(parsed, "§1.1").text_vi == (
        "Xếp loại theo tỷ lệ hoàn thành:\n> 95%: Xuất sắc\n> 80%: Tốt"
    )


def test_full_width_marks_are_read_in_the_label_only() -> None:
    """The clause's own words keep their full-width marks (a colon, parentheses) as written."""
    from rubric.documents.parsing.labels import parse_label

    label = parse_label("1\uff0e1\uff0e Lương\uff1a30 triệu")
    assert label is not None
    assert (label.numbers, label.rest) == ((1, 1), "Lương\uff1a30 triệu")


def test_a_tab_pair_of_sentences_opening_lists_is_split(tmp_path: Path) -> None:
    """Probe 22's last silent misreading: "Bên B có các quyền sau đây:<TAB>Party B has the
    following rights:" was taken for a field and its value (the left cell ends with ":"), and
    the English went whole into the Vietnamese of the article."""
    parsed = parse_signed_document(
        write_text(
            tmp_path / "tabs.txt",
            "Điều 2. Quyền của Bên B\tArticle 2. Rights of Party B\n"
            "Bên B có các quyền sau đây:\tParty B has the following rights:\n"
            "2.1. Được trả lương đầy đủ, đúng hạn.\t2.1. To be paid in full and on time.\n"
            "2.2. Được nghỉ hằng năm 12 ngày.\t2.2. To have 12 days of annual leave.\n",
        )
    )
    article = clause(parsed, "§2")
    assert article.text_vi == "Quyền của Bên B\nBên B có các quyền sau đây:"
    assert article.text_en == "Rights of Party B\nParty B has the following rights:"


def test_an_english_first_table_s_merged_article_rows_give_each_language_its_heading(
    tmp_path: Path,
) -> None:
    """Probe 23: an English | Vietnamese table whose article rows are merged across both
    columns, the English heading first: the merged row was read as the English column's, so
    each article had no Vietnamese and its English ran on into it ("Work Công việc")."""
    import docx

    document = docx.Document()
    document.add_paragraph("LABOUR CONTRACT")
    document.add_paragraph("HỢP ĐỒNG LAO ĐỘNG")
    table = document.add_table(rows=0, cols=2)
    rows = [
        ("Article 1. Work\nĐiều 1. Công việc", None),
        ("1.1. Party B drives a coach.", "1.1. Bên B lái xe khách."),
        ("1.2. Party B rests 10 hours a day.", "1.2. Bên B nghỉ 10 giờ mỗi ngày."),
        ("Article 2. Pay\nĐiều 2. Tiền lương", None),
        ("2.1. Base pay VND 8,200,000 per month.", "2.1. Lương cơ bản 8.200.000 đồng/tháng."),
    ]
    for english, vietnamese in rows:
        cells = table.add_row().cells
        if vietnamese is None:
            merged = cells[0].merge(cells[1])
            merged.text = english
        else:
            cells[0].text, cells[1].text = english, vietnamese
    path = tmp_path / "english_first.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert (clause(parsed, "§1").text_vi, clause(parsed, "§1").text_en) == ("Công việc", "Work")
    assert (clause(parsed, "§2").text_vi, clause(parsed, "§2").text_en) == ("Tiền lương", "Pay")
    assert clause(parsed, "§2.1").text_vi == "Lương cơ bản 8.200.000 đồng/tháng."
    assert problems(parsed) == []


def test_a_table_header_repeated_on_the_next_page_is_no_clause_text(tmp_path: Path) -> None:
    """Probe 24: a ruled Vietnamese | English table whose header row "TIẾNG VIỆT | ENGLISH" is
    repeated atop each page: the next page's header ran on into the clause the page ended
    with ("Bên A cấp: TIẾNG VIỆT" / "Party A provides: ENGLISH"), silently."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", _FONT))
    path = tmp_path / "repeated_header.pdf"
    page = canvas.Canvas(str(path), pagesize=(842, 330))
    left, middle, right, bottom = 40, 421, 802, 47  # the first page ends after 3.1
    y = 295.0

    def header() -> None:
        nonlocal y
        page.rect(left, y - 16, right - left, 16)
        page.line(middle, y, middle, y - 16)
        page.setFont("DejaVu", 9.5)
        page.drawString(left + 6, y - 12, "TIẾNG VIỆT")
        page.drawString(middle + 6, y - 12, "ENGLISH")
        y -= 16

    page.setFont("DejaVu", 9.5)
    for line in (
        "HỢP ĐỒNG LAO ĐỘNG",
        "EMPLOYMENT CONTRACT",
        "Bên A: Công ty TNHH Thành Đạt",
        "Party A: Thanh Dat Co., Ltd.",
    ):
        page.drawString(left, y, line)
        y -= 14
    header()
    rows = [
        ("Điều 1. Nơi làm việc", "Article 1. Place of work"),
        ("1.1. Bên B làm việc tại cổng số 3.", "1.1. Party B works at gate No. 3."),
        ("1.2. Bên A có thể điều chuyển Bên B.", "1.2. Party A may transfer Party B."),
        ("Điều 2. Ca trực", "Article 2. Shifts"),
        ("2.1. Bên B trực ca 12 giờ.", "2.1. Party B works 12-hour shifts."),
        ("2.2. Bên B không rời vị trí.", "2.2. Party B does not leave the post."),
        ("Điều 3. Trang bị", "Article 3. Equipment"),
        ("3.1. Bên A cấp:", "3.1. Party A provides:"),
        ("a) 02 bộ đồng phục mỗi năm;", "a) 02 sets of uniform per year;"),
        ("b) bộ đàm và đèn pin.", "b) a radio and a torch."),
    ]
    for vietnamese, english in rows:
        if y - 20 < bottom:
            page.drawString(421, 20, str(page.getPageNumber()))
            page.showPage()
            page.setFont("DejaVu", 9.5)
            y = 295.0
            header()
        page.rect(left, y - 20, right - left, 20)
        page.line(middle, y, middle, y - 20)
        page.drawString(left + 6, y - 12, vietnamese)
        page.drawString(middle + 6, y - 12, english)
        y -= 20
    page.drawString(421, 20, str(page.getPageNumber()))
    page.save()
    parsed = parse_signed_document(path)
    assert [c.ref for c in parsed.clauses][-3:] == ["§3.1", "§3.1(a)", "§3.1(b)"]
    for item in parsed.clauses:
        assert "TIẾNG VIỆT" not in item.text_vi and "ENGLISH" not in (item.text_en or "")
