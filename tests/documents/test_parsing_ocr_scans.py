"""Scans with a text layer (a scanner's "searchable PDF"): the OCR engine's misreadings of
clause labels, read as the labels they are where nothing else can be meant, and left alone
where a word can stand (probe 12)."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, problems, write_text


def _contract(tmp_path: Path, first_vi: str, first_en: str) -> Path:
    lines = [
        first_vi,
        first_en,
        "1.1. Lương cơ bản 25.000.000 đồng.",
        "1.1. Salary VND 25,000,000.",
    ]
    for n in (2, 3):
        lines += [f"Điều {n}. Nội dung {n}", f"Article {n}. Content {n}"]
        lines += [f"{n}.1. Hai bên thực hiện điều {n}.", f"{n}.1. The parties perform article {n}."]
    return write_text(tmp_path / "scan.md", "\n\n".join(lines))


def test_article_one_read_by_ocr_as_the_letter_l(tmp_path: Path) -> None:
    """ "Article l." (a scan's "1" read as "l") is article 1: the English heading had been
    no label, kept as the text of §1 with its label and nothing reported."""
    document = parse_signed_document(_contract(tmp_path, "Điều l. Tiền lương", "Article l. Salary"))
    assert [c.ref for c in document.clauses][:2] == ["§1", "§1.1"]
    assert clause(document, "§1").text_vi == "Tiền lương"
    assert clause(document, "§1").text_en == "Salary"
    assert problems(document) == []


def test_a_word_or_a_sentence_after_article_is_no_misread_number(tmp_path: Path) -> None:
    """ "Điều lệ" is a word, and "Article l. the …" runs on in lower case: neither is
    article 1."""
    for first in ("Điều lệ. Công ty", "Article l. the lessee", "Article l: the lessee"):
        document = parse_signed_document(_contract(tmp_path, "Điều 1. Tiền lương", first))
        refs = ["§1", "§1.1", "§2", "§2.1", "§3", "§3.1"]
        assert [c.ref for c in document.clauses] == refs
        first_article = clause(document, "§1")
        assert first in f"{first_article.text_vi}\n{first_article.text_en}"


def test_the_word_article_misread_by_ocr(tmp_path: Path) -> None:
    """ "Artic1e 2." and "Art icle 3." (a scan's "l" read as "1", a gap read inside the word)
    head articles 2 and 3: they had been kept, label and all, as the English of §2 and §3,
    nothing reported."""
    path = _contract(tmp_path, "Điều 1. Tiền lương", "Article 1. Salary")
    text = path.read_text(encoding="utf-8")
    text = text.replace("Article 2.", "Artic1e 2.").replace("Article 3.", "Art icle 3.")
    document = parse_signed_document(write_text(path, text))
    assert clause(document, "§2").text_en == "Content 2"
    assert clause(document, "§3").text_en == "Content 3"
    assert problems(document) == []


def test_the_word_dieu_with_its_marks_misread_by_ocr(tmp_path: Path) -> None:
    """ "Diều 2." (the bar of its "Đ" lost) and "Điểu 3." (a tone mark taken for another)
    head articles 2 and 3: they had run on, label and all, at the end of §1.1 and §2.1, §2
    and §3 left without Vietnamese. A word of those letters in a sentence, or before a
    number with no capitalised title, stays text ("Diều 2: bay cao …")."""
    path = _contract(tmp_path, "Điều 1. Tiền lương", "Article 1. Salary")
    text = path.read_text(encoding="utf-8")
    text = text.replace("Điều 2.", "Diều 2.").replace("Điều 3.", "Điểu 3.")
    document = parse_signed_document(write_text(path, text))
    assert clause(document, "§2").text_vi == "Nội dung 2"
    assert clause(document, "§3").label_vi == "Điểu 3"
    assert clause(document, "§2.1").text_vi == "Hai bên thực hiện điều 2."
    assert problems(document) == []
    for sentence in ("Diều 2: bay cao trên trời.", "Diều hâu 2. Bay cao."):
        kite = write_text(path, text.replace("Diều 2. Nội dung 2", sentence))
        assert sentence in clause(parse_signed_document(kite), "§1.1").text_vi


def test_an_article_heading_with_its_period_read_as_a_comma(tmp_path: Path) -> None:
    """ "Article 2, Content 2" under "Điều 2.": the scan's period read as a comma. A heading
    never puts a comma after its number, so the line was no label, and stayed, label and
    all, as the English of §2 with nothing reported. A citation of another article
    ("Article 3, Clause 1 …" as the English of §2) stays text."""
    path = _contract(tmp_path, "Điều 1. Tiền lương", "Article 1. Salary")
    original = path.read_text(encoding="utf-8")
    document = parse_signed_document(write_text(path, original.replace("Article 2.", "Article 2,")))
    assert clause(document, "§2").text_en == "Content 2"
    assert clause(document, "§2").label_en == "Article 2"
    assert problems(document) == []
    cited = original.replace("Article 2.", "Article 3, Clause 1 of")
    document = parse_signed_document(write_text(path, cited))
    assert clause(document, "§2").text_en.startswith("Article 3, Clause 1 of")


_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
_PAGES = [
    [
        "Điều 1. Thời gian làm việc",
        "Article 1. Working time",
        "1.1. Người lao động làm việc 08 giờ mỗi ngày, từ thứ Hai đến thứ Sáu.",
        "1.1. The employee works 08 hours a day, from Monday to Friday.",
    ],
    [
        "Điều 2. Tiền lương",
        "Article 2. Salary",
        "2.1. Mức lương cơ bản là 25.000.000 đồng mỗi tháng.",
        "2.1. The basic salary is VND 25,000,000 per month.",
        "2.2. Tiền lương được trả vào ngày 10 hằng tháng bằng chuyển khoản.",
        "2.2. The salary is paid on the 10th of each month by bank transfer.",
    ],
]


def _scan_with_a_page_turned(path: Path, sideways: bool = False) -> Path:
    """An OCR'd scan's text layer (invisible words, each its own text object), its second
    page fed upside down (or sideways, a landscape page with no /Rotate): its words drawn
    turned with it, where the scan shows them."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DV", _FONT))
    page = canvas.Canvas(str(path), pagesize=(595, 842))
    for number, lines in enumerate(_PAGES):
        if number == 1 and sideways:
            page.setPageSize((842, 595))
        y = 780.0
        for line in lines:
            x = 60.0
            for word in line.split():
                text = page.beginText()
                text.setTextRenderMode(3)
                text.setFont("DV", 10)
                if number == 1 and sideways:  # reading up the landscape page
                    text.setTextTransform(0, 1, -1, 0, 842 - y, x)
                elif number == 1:  # upside down: (x, y) seen from the page's opposite corner
                    text.setTextTransform(-1, 0, 0, -1, 595 - x, 842 - y)
                else:
                    text.setTextOrigin(x, y)
                text.textOut(word)
                page.drawText(text)
                x += pdfmetrics.stringWidth(word + " ", "DV", 10)
            y -= 20
        page.showPage()
    page.save()
    return path


def test_a_scanned_page_upside_down_reads_forwards(tmp_path: Path) -> None:
    """The OCR text of a page scanned upside down is drawn turned with it: read by position
    as drawn, its lines had come out backwards ("2.1. Mức lương" as ".gnáht iỗm gnồđ"),
    the whole article lost into the one before it, nothing reported."""
    document = parse_signed_document(_scan_with_a_page_turned(tmp_path / "scan.pdf"))
    assert [c.ref for c in document.clauses] == ["§1", "§1.1", "§2", "§2.1", "§2.2"]
    assert clause(document, "§2.1").text_vi == _PAGES[1][2].removeprefix("2.1. ")
    assert clause(document, "§2.1").text_en == _PAGES[1][3].removeprefix("2.1. ")
    assert problems(document) == []


def test_a_scanned_page_fed_sideways_keeps_its_lines_and_numbers(tmp_path: Path) -> None:
    """A page scanned sideways, its OCR text reading up the page: read in the stream's order
    it came a word a line, numbers alone dropped as page numbers and a clause split in two
    (an invented §2.2.2)."""
    scan = _scan_with_a_page_turned(tmp_path / "scan.pdf", sideways=True)
    document = parse_signed_document(scan)
    assert [c.ref for c in document.clauses] == ["§1", "§1.1", "§2", "§2.1", "§2.2"]
    assert clause(document, "§2.2").text_vi == _PAGES[1][4].removeprefix("2.2. ")
    assert clause(document, "§2.1").text_en == _PAGES[1][3].removeprefix("2.1. ")
    assert problems(document) == []


def _scan_with_margin_marks(path: Path, mark_size: float) -> Path:
    """One OCR'd page (invisible words, each its own text object) with fragments of a seal
    stamped across its right edge, "TY" and "(ABC" on the baselines of §2.1's lines."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DV", _FONT))
    page = canvas.Canvas(str(path), pagesize=(595, 842))

    def word(text: str, x: float, y: float, size: float) -> None:
        drawn = page.beginText()
        drawn.setTextRenderMode(3)
        drawn.setFont("DV", size)
        drawn.setTextOrigin(x, y)
        drawn.textOut(text)
        page.drawText(drawn)

    y = 780.0
    for line in _PAGES[0] + _PAGES[1]:
        x = 60.0
        for text in line.split():
            word(text, x, y, 10)
            x += pdfmetrics.stringWidth(text + " ", "DV", 10)
        if line.startswith("2.1."):
            word("TY" if "Mức" in line else "(ABC", 560, y, mark_size)
        y -= 20
    page.showPage()
    page.save()
    return path


def test_a_seal_stamped_across_the_right_edge_is_no_clause_text(tmp_path: Path) -> None:
    """The half of a seal stamped across the page's edge ("dấu giáp lai"), OCR'd as small
    fragments in the right margin on the body's baselines: they had been joined onto the
    clause beside them ("… mỗi tháng. TY"), nothing reported. Words as large as the body's,
    there, are text and stay."""
    document = parse_signed_document(_scan_with_margin_marks(tmp_path / "scan.pdf", 7))
    assert clause(document, "§2.1").text_vi == _PAGES[1][2].removeprefix("2.1. ")
    assert clause(document, "§2.1").text_en == _PAGES[1][3].removeprefix("2.1. ")
    assert problems(document) == []
    document = parse_signed_document(_scan_with_margin_marks(tmp_path / "text.pdf", 10))
    assert clause(document, "§2.1").text_vi.endswith("TY")


def test_a_last_page_of_signatures_drawn_a_word_at_a_time(tmp_path: Path) -> None:
    """A scan's last page holding only its two signing columns, each OCR'd word its own
    text object: too few lines to be read by position, the columns were joined a word a
    line and "NGƯỜI LAO ĐỘNG /" went into the last clause, nothing reported."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DV", _FONT))
    path = tmp_path / "scan.pdf"
    page = canvas.Canvas(str(path), pagesize=(595, 842))
    signing = [
        ("NGƯỜI LAO ĐỘNG / EMPLOYEE", "ĐẠI DIỆN BÊN A / FOR PARTY A"),
        ("(Ký, ghi rõ họ tên)", "(Ký tên, đóng dấu)"),
        ("Nguyễn Văn Hùng", "Trần Thị Mai"),
    ]
    for number, lines in enumerate([[(line, "") for line in _PAGES[0] + _PAGES[1]], signing]):
        y = 780.0
        for left, right in lines:
            for start, words in ((60.0, left), (330.0, right)):
                x = start
                for word in words.split():
                    text = page.beginText()
                    text.setTextRenderMode(3)
                    text.setFont("DV", 10)
                    text.setTextOrigin(x, y)
                    text.textOut(word)
                    page.drawText(text)
                    x += pdfmetrics.stringWidth(word + " ", "DV", 10)
            y -= 20 if number == 0 else 40
        page.showPage()
    page.save()
    document = parse_signed_document(path)
    assert clause(document, "§2.2").text_vi == _PAGES[1][4].removeprefix("2.2. ")
    assert clause(document, "§2.2").text_en == _PAGES[1][5].removeprefix("2.2. ")
    assert problems(document) == []
