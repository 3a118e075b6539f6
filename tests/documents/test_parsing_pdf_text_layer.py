"""A PDF's text layer that is not its page: a font without its ToUnicode map, one that drops
the tone marks, a document typed in a legacy font (TCVN3) and printed as it was (probe 13).
Each had been imported, its clauses numbered "1.", "1.1." read with the garbled text, and
nothing reported."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter
from pypdf.generic import NameObject

from rubric.documents import DocumentUnreadable
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.text_layer import text_layer_problems

_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

# TCVN3 (.VnTime) as its text layer reads: the glyphs print Vietnamese, the codes are Latin-1
_TCVN3 = {
    "Người lao động làm việc 8 giờ mỗi ngày, từ thứ Hai đến thứ Sáu.": (
        "Ng\xadêi lao ®éng lµm viÖc 8 giê mçi ngµy, tõ thø Hai ®Õn thø S\xb8u."
    ),
    "Mức lương cơ bản là 25.000.000 đồng mỗi tháng, trả vào ngày 05.": (
        "Møc l\xad¬ng c¬ b¶n lµ 25.000.000 ®ång mçi th\xb8ng, tr¶ vµo ngµy 05."
    ),
    "Hợp đồng có hiệu lực từ ngày 01/01/2026 và được lập thành hai bản.": (
        "Hîp ®ång cã hiÖu lùc tõ ngµy 01/01/2026 vµ ®\xadîc lËp thµnh hai b¶n."
    ),
    "Thời giờ làm việc": "Thêi giê lµm viÖc",
    "Tiền lương": "TiÒn l\xad¬ng",
    "Hiệu lực": "HiÖu lùc",
}
_CLAUSES = [
    ("1. Thời giờ làm việc", "1. Working time"),
    (
        "1.1. Người lao động làm việc 8 giờ mỗi ngày, từ thứ Hai đến thứ Sáu.",
        "1.1. The employee works 8 hours a day, Monday to Friday.",
    ),
    ("2. Tiền lương", "2. Salary"),
    (
        "2.1. Mức lương cơ bản là 25.000.000 đồng mỗi tháng, trả vào ngày 05.",
        "2.1. The base salary is VND 25,000,000 a month, paid on the 5th.",
    ),
    ("3. Hiệu lực", "3. Effect"),
    (
        "3.1. Hợp đồng có hiệu lực từ ngày 01/01/2026 và được lập thành hai bản.",
        "3.1. This contract takes effect on 01/01/2026 and is made in two copies.",
    ),
]


def _in_tcvn3(line: str) -> str:
    label, _, text = line.partition(" ")
    return f"{label} {_TCVN3[text]}"


def _pdf(path: Path, lines: list[str]) -> Path:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", _FONT))
    pdf = canvas.Canvas(str(path))
    pdf.setFont("DejaVu", 10)
    y = 800
    for line in ["HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT", *lines]:
        pdf.drawString(50, y, line)
        y -= 18
    pdf.save()
    return path


def _lines(*, typed_in_tcvn3: set[str] | None = None, times: int = 1) -> list[str]:
    """The contract's lines, its articles said ``times`` over (numbered on), the Vietnamese of
    the labels in ``typed_in_tcvn3`` typed in TCVN3."""
    chosen = typed_in_tcvn3 or set()
    lines = []
    for round_ in range(times):
        for vietnamese, english in _CLAUSES:
            if vietnamese[:4] in chosen:
                vietnamese = _in_tcvn3(vietnamese)
            number = str(int(vietnamese[0]) + 3 * round_)
            lines += [number + vietnamese[1:], number + english[1:]]
    return lines


def _refusal(path: Path) -> DocumentUnreadable:
    with pytest.raises(DocumentUnreadable) as refused:
        parse_signed_document(path)
    return refused.value


def test_a_pdf_typed_in_a_legacy_font_is_refused(tmp_path: Path) -> None:
    every = {vietnamese[:4] for vietnamese, _ in _CLAUSES}
    refused = _refusal(_pdf(tmp_path / "tcvn3.pdf", _lines(typed_in_tcvn3=every, times=3)))
    assert refused.code == "legacy_font_encoding"
    assert "TCVN3" in refused.message


def test_a_clause_typed_in_a_legacy_font_is_reported(tmp_path: Path) -> None:
    """Its page reads right but for §2.1 ("Møc l¬ng c¬ b¶n"): the rest is kept, the problem
    said. A line of Unicode Vietnamese whose letters are all Latin-1 ones ("Ký nháy / Initials:
    Bên A") is no such line."""
    parsed = parse_signed_document(
        _pdf(tmp_path / "one.pdf", [*_lines(typed_in_tcvn3={"2.1."}), "Ký nháy Bên A Bên B"])
    )
    assert [problem.code for problem in parsed.problems] == ["legacy_font_text"]
    assert "Møc l¬ng" in parsed.problems[0].message
    clean = parse_signed_document(_pdf(tmp_path / "clean.pdf", [*_lines(), "Ký nháy Bên A Bên B"]))
    assert clean.problems == []


def test_a_pdf_whose_font_has_no_tounicode_map_is_refused(tmp_path: Path) -> None:
    """Without its map, pypdf reads each glyph beyond ASCII as the character of its number:
    "\\x01i\\x02u 1." for "Điều 1.", "Ng\\x08\\x03i" for "Người"."""
    path = _pdf(tmp_path / "mapped.pdf", _lines())
    reader = PdfReader(str(path))
    writer = PdfWriter()
    for page in reader.pages:
        fonts = page["/Resources"]["/Font"]  # type: ignore[index]
        for name in fonts:
            font = fonts[name].get_object()
            if "/ToUnicode" in font:
                del font[NameObject("/ToUnicode")]
        writer.add_page(page)
    unmapped = tmp_path / "unmapped.pdf"
    with unmapped.open("wb") as file:
        writer.write(file)
    refused = _refusal(unmapped)
    assert refused.code == "unmapped_glyphs"
    assert "ToUnicode" in refused.message


def test_a_few_glyphs_without_a_letter_are_reported_where_they_are() -> None:
    """A ligature its font gives no letter for reads as the glyph's number (Cherokee "\u13ae"
    for "fi"): the clauses there do not say what the page does, the rest does."""
    body = "Người lao động giữ bí mật thông tin của Công ty. " * 40
    pages = [body, "The Employee keeps the Company\u2019s Con\u13aedential Information. \u13ae"]
    (problem,) = text_layer_problems(pages, "nda.pdf")
    assert problem.code == "unmapped_glyphs"
    assert "page(s) 2" in problem.message
    assert "Con\u13aedential" in problem.message
    # a Cyrillic point letter, a Greek unit, a Chinese party's name: letters the page shows
    shown = "\u0430) Điện trở 5 μΩ; Công ty TNHH 鸿海 Việt Nam; the \u03b1-test. " * 5
    assert text_layer_problems([body, shown], "contract.pdf") == []


def test_word_s_symbol_bullets_and_units_in_greek_are_no_stray_glyphs() -> None:
    """A PDF exported from Word gives its Symbol and Wingdings glyphs (bullets, tick boxes) as
    private-use characters (U+F0B7, U+F0A8, U+F0FE), which the reading drops as bullets: a
    bulleted appendix had been reported, or refused, as glyphs without letters. Nor is a
    unit written with a Greek letter ("10μm", "5 kΩ") one; a Greek letter between Latin ones
    ("Loκi", a glyph number read as a letter) still is."""
    bullets = "\n".join(["\uf0b7 Người lao động tuân thủ nội quy công ty."] * 6)
    boxes = "\uf0a8 Đồng ý \uf0fe Không đồng ý"
    units = "Điện trở 10μm, 5 kΩ, 2 MΩ."
    assert text_layer_problems([f"PHỤ LỤC\n{bullets}\n{boxes}\n{units}"], "x.pdf") == []
    (problem,) = text_layer_problems(["Người lao động. " * 40, "Loκi hợp đồng Loκi"], "x.pdf")
    assert problem.code == "unmapped_glyphs"


def test_vietnamese_whose_tone_marks_were_lost_is_refused() -> None:
    """A font whose map gives "ợ" as "ơ": "Hơp đông lao đông" where the page prints "Hợp
    đồng lao động" — every quote of it false."""
    toneless = "Hơp đông lao đông. Ngươi lao đông lam viêc tai Ha Nôi, hương lương theo thang. "
    with pytest.raises(DocumentUnreadable) as refused:
        text_layer_problems([toneless * 10], "contract.pdf")
    assert refused.value.code == "tone_marks_lost"
    marked = "Hợp đồng lao động. Người lao động làm việc tại Hà Nội, hưởng lương theo tháng. "
    assert text_layer_problems([marked * 10], "contract.pdf") == []
    # a toned letter is a Vietnamese one too: "Bậc" (â under its dot) beside "lương"
    assert text_layer_problems(["Bậc lương 1. " * 40], "scale.pdf") == []
