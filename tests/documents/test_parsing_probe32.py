"""What probe 32 (430 documents: PDFs as offices make them, bilingual layouts not yet common,
content that stresses the reading, partial translations; truth written and frozen first)
found read wrong without a word said."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, problems, write_docx, write_text
from tests.documents.test_parsing_probe22 import _canvas


@pytest.mark.parametrize("named", ["English", "Tiếng Anh", "EN"])
def test_the_language_named_in_a_translations_brackets_is_no_word_of_it(
    tmp_path: Path, named: str
) -> None:
    """Probe 32: "… hằng tháng. (English: Salary is paid …)" had kept "English:" as the
    English's first word (18 documents, every one so written)."""
    path = write_docx(
        tmp_path / "contract.docx",
        "Điều 1. Tiền lương (Article 1. Salary)",
        f"1.1. Lương trả ngày 05 hằng tháng. ({named}: Salary is paid on the 5th of each month.)",
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_en == "Salary is paid on the 5th of each month."


def test_a_roman_point_vi_is_no_language_tag(tmp_path: Path) -> None:
    """Probe 32: "(vi) chết." after "(v) nghỉ hưu;" had been read as a paragraph tagged
    Vietnamese: the point vanished, its words in point (v)'s Vietnamese."""
    lines = [
        "Điều 1. Chấm dứt",
        "Article 1. Termination",
        "1.1. Các trường hợp:",
        "1.1. The cases:",
    ]
    pairs = [
        ("hết hạn;", "expiry;"),
        ("thỏa thuận;", "agreement;"),
        ("sa thải;", "dismissal;"),
        ("bỏ việc;", "absence;"),
        ("nghỉ hưu;", "retirement;"),
        ("chết.", "death."),
    ]
    for numeral, (vietnamese, english) in zip(
        ["i", "ii", "iii", "iv", "v", "vi"], pairs, strict=True
    ):
        lines += [f"({numeral}) {vietnamese}", f"({numeral}) {english}"]
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", "\n".join(lines) + "\n"))
    assert (clause(parsed, "§1.1(v)").text_vi, clause(parsed, "§1.1(vi)").text_vi) == (
        "nghỉ hưu;",
        "chết.",
    )
    assert clause(parsed, "§1.1(vi)").text_en == "death."


def test_a_vietnamese_sentence_in_capitals_under_an_english_heading_is_no_part_of_it(
    tmp_path: Path,
) -> None:
    """Probe 32: "Article 1. Prevention of harassment" / "MỌI VI PHẠM SẼ BỊ XỬ LÝ …": the
    capitals had been read as a name ending the heading's sentence, the Vietnamese in the
    English."""
    text = (
        "Điều 1. Phòng chống quấy rối\nArticle 1. Prevention of harassment\n"
        "MỌI VI PHẠM SẼ BỊ XỬ LÝ KỶ LUẬT SA THẢI VÀ BỒI THƯỜNG THIỆT HẠI.\n"
        "ANY BREACH SHALL RESULT IN DISMISSAL AND COMPENSATION FOR DAMAGE.\n"
        "1.1. Mọi hành vi quấy rối đều bị nghiêm cấm.\n1.1. Any harassment is prohibited.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert (clause(parsed, "§1").text_vi, clause(parsed, "§1").text_en) == (
        "Phòng chống quấy rối\nMỌI VI PHẠM SẼ BỊ XỬ LÝ KỶ LUẬT SA THẢI VÀ BỒI THƯỜNG THIỆT HẠI.",
        "Prevention of harassment\nANY BREACH SHALL RESULT IN DISMISSAL AND COMPENSATION FOR "
        "DAMAGE.",
    )


def test_lines_led_by_dates_in_turn_are_each_their_languages(tmp_path: Path) -> None:
    """Probe 32: "1.9.2025 - 30.9.2025: nghỉ phép luân phiên;" / "1.9.2025 - 30.9.2025:
    rotating leave;": the English, too short to be told by its words, had run on in the
    Vietnamese."""
    text = (
        "Điều 1. Lịch trình\nArticle 1. Schedule\n1.1. Lịch như sau:\n1.1. Schedule as follows:\n"
        "1.9.2025 \u2013 30.9.2025: nghỉ phép luân phiên;\n"
        "1.9.2025 \u2013 30.9.2025: rotating leave;\n"
        "1.10.2025 \u2013 31.10.2025: làm việc bình thường.\n"
        "1.10.2025 \u2013 31.10.2025: normal work.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    schedule = clause(parsed, "§1.1")
    assert schedule.text_vi.split("\n")[1:] == [
        "1.9.2025 \u2013 30.9.2025: nghỉ phép luân phiên;",
        "1.10.2025 \u2013 31.10.2025: làm việc bình thường.",
    ]
    assert schedule.text_en.split("\n")[1:] == [
        "1.9.2025 \u2013 30.9.2025: rotating leave;",
        "1.10.2025 \u2013 31.10.2025: normal work.",
    ]
    assert problems(parsed) == []


def test_a_vietnamese_line_after_an_english_one_led_by_dates_is_no_more_of_it(
    tmp_path: Path,
) -> None:
    """ "… : rotating leave;" / "ngày 05 tháng 02 năm 2025 … bắt đầu làm việc;": the
    Vietnamese line, opening in lower case, had run on in the English led by dates."""
    text = (
        "Điều 2. Lịch\nArticle 2. Schedule\n2.3. Lịch trình như sau:\n"
        "2.3. The schedule is as follows:\n"
        "Ngày 1.7.2025 điều chỉnh lương lần thứ nhất;\n1.7.2025 first salary adjustment;\n"
        "1.9.2025 \u2013 30.9.2025: nghỉ phép luân phiên;\n"
        "1.9.2025 \u2013 30.9.2025: rotating leave;\n"
        "ngày 05 tháng 02 năm 2025 bắt đầu làm việc;\n5 February 2025 work starts;\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    schedule = clause(parsed, "§2.3")
    assert schedule.text_vi.split("\n")[-1] == "ngày 05 tháng 02 năm 2025 bắt đầu làm việc;"
    assert schedule.text_en.split("\n")[-2:] == [
        "1.9.2025 \u2013 30.9.2025: rotating leave;",
        "5 February 2025 work starts;",
    ]


def _marked_after_a_comma(path: Path) -> Path:
    """A clause whose footnote's raised marker stands right after a comma in each language
    ("^1"), each word drawn on its own as a justifying producer draws it; the notes at the foot
    of the page."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    page = _canvas(path)
    y = 790.0
    for line in [
        "Điều 1. Thời giờ làm việc",
        "Article 1. Working time",
        "1.1. Làm việc 08 giờ/ngày,^1 từ thứ Hai đến thứ Sáu.",
        "1.1. Work 8 hours a day,^2 from Monday to Friday.",
    ]:
        x = 50.0
        for word in line.split(" "):
            text, _, marker = word.partition("^")
            page.setFont("DejaVu", 10)
            page.drawString(x, y, text)
            x += stringWidth(text, "DejaVu", 10)
            if marker:
                page.setFont("DejaVu", 6)
                page.drawString(x, y + 4, marker)
                x += stringWidth(marker, "DejaVu", 6)
            x += stringWidth(" ", "DejaVu", 10)
        y -= 14
    page.line(50, 75, 200, 75)
    for at, number, note in [(65, "1", "Trừ ngày lễ, Tết."), (55, "2", "Public holidays aside.")]:
        page.setFont("DejaVu", 5)
        page.drawString(50, at + 3, number)
        page.setFont("DejaVu", 8)
        page.drawString(55, at, note)
    page.save()
    return path


def test_a_footnotes_marker_after_a_comma_is_no_text(tmp_path: Path) -> None:
    """Probe 32: "giờ/ngày,1 từ thứ Hai …": a marker after a mark rather than a letter had
    stayed in the clause."""
    parsed = parse_signed_document(_marked_after_a_comma(tmp_path / "contract.pdf"))
    work = clause(parsed, "§1.1")
    assert " ".join(work.text_vi.split()) == "Làm việc 08 giờ/ngày, từ thứ Hai đến thứ Sáu."
    assert " ".join(work.text_en.split()) == "Work 8 hours a day, from Monday to Friday."


def test_a_document_tagging_its_languages_in_lower_case_brackets_keeps_its_tags(
    tmp_path: Path,
) -> None:
    """A review: "(vi) …" / "(en) …" tag each language where the document tags its English so;
    only without an "(en)" is "(vi)" the roman point after "(v)"."""
    text = (
        "Điều 1. Tiền lương\nArticle 1. Salary\n(vi) Lương trả ngày 05 hằng tháng.\n"
        "(en) Salary is paid on the 5th of each month.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert [(c.ref, c.text_vi, c.text_en) for c in parsed.clauses] == [
        (
            "§1",
            "Tiền lương\nLương trả ngày 05 hằng tháng.",
            "Salary\nSalary is paid on the 5th of each month.",
        )
    ]


def test_a_long_line_of_figures_is_read_at_once(tmp_path: Path) -> None:
    """A review: a line of figures with no colon had been matched against the figures' lead
    in time growing as the square of its length (20,000 digits: 4.8 s)."""
    from rubric.documents.parsing.plaintext import _figures_lead

    assert _figures_lead("1" * 50_000) is None
    assert _figures_lead("08:00 - 12:00: làm việc") == len("08:00 - 12:00: ")


def test_vietnamese_tagged_in_capitals_beside_english_tagged_otherwise_loses_its_tag(
    tmp_path: Path,
) -> None:
    """A third review: "(VI) …" beside "[EN] …" had kept its tag in the text."""
    text = (
        "Điều 1. Tiền lương\nArticle 1. Salary\n1.1.\n(VI) Lương được trả hằng tháng.\n"
        "[EN] Salary is paid monthly.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert (clause(parsed, "§1.1").text_vi, clause(parsed, "§1.1").text_en) == (
        "Lương được trả hằng tháng.",
        "Salary is paid monthly.",
    )
