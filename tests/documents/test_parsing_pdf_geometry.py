"""PDFs whose text is drawn out of reading order, read by where each glyph stands.

``libreoffice_appendix.vi.pdf`` and ``libreoffice_table.pdf`` are LibreOffice 7.4's
``soffice --headless --convert-to pdf`` of two replay fixtures
(``tests/fixtures/genie_replay/acme/total_rewards_appendix.vi.docx``,
``tests/fixtures/genie_replay/heldout2/labor_contract.docx``) on a machine whose Liberation
fonts lack the Vietnamese letters: LibreOffice draws each line in Liberation with gaps, then
the missing letters ("ố", "ợ", "ữ") in DejaVu. Read in stream order they came out as
"S : 01/2026 ố" and "Ng i lao đ ng": every clause and every quote garbled. Each must now read
exactly as the .docx it was printed from.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.furniture import is_signature_marker
from rubric.documents.parsing.labels import Kind, parse_label
from rubric.documents.parsing.pdf_footnotes import Footnotes, footnotes, without_footnotes
from rubric.documents.parsing.pdf_geometry import (
    Run,
    Survey,
    drawn_out_of_order,
    letters_set_apart,
    letters_set_apart_again,
)
from tests.documents.support import FIXTURES, clause

REPLAY = FIXTURES.parent / "genie_replay"


def _clauses(parsed: ParsedDocument) -> list[tuple[str, str, str]]:
    def one_line(text: str) -> str:
        return re.sub(r"\s+", " ", text).strip()

    return [(c.ref, one_line(c.text_vi), one_line(c.text_en)) for c in parsed.clauses]


@pytest.mark.parametrize(
    ("printed", "source", "english"),
    [
        (
            "libreoffice_appendix.vi.pdf",
            REPLAY / "acme" / "total_rewards_appendix.vi.docx",
            REPLAY / "acme" / "total_rewards_appendix.en.docx",
        ),
        ("libreoffice_table.pdf", REPLAY / "heldout2" / "labor_contract.docx", None),
        # A two-page NDA in a Vietnamese | English table, with a running header ("BẢO MẬT /
        # CONFIDENTIAL") and footer ("NDA - Nguyễn Hoàng Long    Trang 1"): the footer once
        # joined the last row of page 1, and page 2's header the row split over the break.
        ("libreoffice_nda_table.pdf", FIXTURES / "libreoffice_nda_table.docx", None),
        # Three pages with Word footnotes in both languages: each marker printed as a small
        # raised number stuck to its word ("Lao động1", "NĐ-CP7"), each note at the page's
        # foot read into the clause above it.
        ("libreoffice_footnotes.pdf", FIXTURES / "libreoffice_footnotes.docx", None),
        # A Vietnamese | English definitions table inside an interleaved page: the page's
        # own short lines around it ("Điều 1. Định nghĩa", "Article 1. Definitions") once
        # read as the table's left column, so the English cells went after "Điều 2".
        (
            "libreoffice_definitions_table.pdf",
            FIXTURES / "libreoffice_definitions_table.docx",
            None,
        ),
    ],
)
def test_a_pdf_drawn_in_two_fonts_reads_as_its_source(
    printed: str, source: Path, english: Path | None
) -> None:
    parsed = parse_signed_document(FIXTURES / printed, path_en=english)
    assert _clauses(parsed) == _clauses(parse_signed_document(source, path_en=english))
    assert parsed.problems == []


def test_running_lines_are_no_table_rows() -> None:
    """Read by geometry, a page's footer sat right under its table's last row, as pypdf's
    layout mode never puts it (white space between them is an empty line); and the page
    number stood apart from the footer on one page only ("Trang 2" past the gutter)."""
    parsed = parse_signed_document(FIXTURES / "libreoffice_nda_table.pdf")
    last_row = next(row for row in _clauses(parsed) if row[0] == "§2.1(c)")
    assert last_row == (
        "§2.1(c)",
        "hoàn trả hoặc tiêu hủy toàn bộ tài liệu chứa Thông tin Bảo mật khi chấm dứt hợp "
        "đồng lao động.",
        "to return or destroy all materials containing Confidential Information upon "
        "termination of employment.",
    )
    for found in parsed.clauses:
        for text in (found.text_vi, found.text_en):
            assert "Trang" not in text and "Nguyễn Hoàng Long" not in text
            assert not {"BẢO MẬT", "CONFIDENTIAL"} & {line.strip() for line in text.split("\n")}


def test_only_pages_drawn_out_of_order_are_read_by_geometry() -> None:
    """Pages drawn in reading order — whatever their layout or producer — keep pypdf's
    reading; the English appendix (no Vietnamese letters to fall back for) is one."""
    for name in [
        "contract.pdf",
        "paged.pdf",
        "wrapped.pdf",
        "columns_across.pdf",
        "columns_one_line.pdf",
        "columns_english_left.pdf",
    ]:
        assert not any(drawn_out_of_order(page) for page in PdfReader(FIXTURES / name).pages)
    for name in ["libreoffice_appendix.vi.pdf", "libreoffice_table.pdf"]:
        assert drawn_out_of_order(PdfReader(FIXTURES / name).pages[0])


def test_what_the_prints_also_found() -> None:
    """Read right, the prints showed two more misreadings: "mục 2.1, 2.2 và 2.3" wrapped to a
    line start was taken for a section heading ("Mục 2") and the line dropped; and a signature
    table's heading row read as one line ("FOR THE COMPANY THE EMPLOYEE") was clause text."""
    assert parse_label("mục 2.1, 2.2 và 2.3.") is None
    heading = parse_label("Mục 2. Tiền lương")
    assert heading is not None and heading.kind is Kind.CHAPTER
    assert is_signature_marker("FOR THE COMPANY THE EMPLOYEE")
    assert is_signature_marker("NGƯỜI LAO ĐỘNG ĐẠI DIỆN NGƯỜI SỬ DỤNG LAO ĐỘNG")
    assert not is_signature_marker("Người lao động:")


def test_letters_a_second_font_drew_in_order_are_not_set_apart() -> None:
    """``chromium_fallback_table.pdf``: Chromium's print of a bilingual table styled in a font
    without the Vietnamese letters (Liberation Sans) draws them in a second font, in order; at
    each font change pypdf read a space ("H ợ p đ ồ ng"), and "Đi ề u 1." was no heading."""
    parsed = parse_signed_document(FIXTURES / "chromium_fallback_table.pdf")
    assert parsed.title_vi == "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 03/2025/PL-MP"
    assert [c.ref for c in parsed.clauses] == [
        "§1",
        "§1.1",
        "§1.2",
        "§2",
        "§2.1",
        "§2.2",
        "§2.2(a)",
        "§2.2(b)",
        "§3",
    ]
    assert " ".join(clause(parsed, "§1.1").text_vi.split()) == (
        "Hai bên thống nhất sửa đổi khoản 3.1 Điều 3 của Hợp đồng lao động số"
        " 112/2025/HĐLĐ-MP như sau: “3.1. Mức lương cơ bản: 36.000.000 đồng/tháng.”"
    )
    assert clause(parsed, "§2.2(b)").text_vi == "tổng mức hoàn thành đạt tối thiểu 70%."


def _page(*runs: tuple[str, float, float, float]) -> Survey:
    return Survey([Run(text, x, y, size) for text, x, y, size in runs], "")


BODY = [
    ("Điều 1. Văn phòng làm việc", 72.0, 700.0, 12.0),
    ("Diện tích văn phòng là 20 m", 72.0, 680.0, 12.0),
    ("2", 230.0, 684.5, 7.0),  # "m²": small and raised
    (" theo Bộ luật Lao động", 236.0, 680.0, 12.0),
    ("1", 370.0, 684.5, 7.0),
    (" và nội quy.", 376.0, 680.0, 12.0),
    ("Điều 2. Hiệu lực", 72.0, 660.0, 12.0),
]


def test_a_raised_number_without_its_note_is_no_footnote_marker() -> None:
    """ "20 m²" prints its "2" small and raised, as a footnote marker is: with no note at the
    page's foot opening with it, it stays ("m2"), and nothing else is taken off."""
    found = footnotes(_page(*BODY))
    assert found == Footnotes()
    lines = ["Diện tích văn phòng là 20 m2 theo Bộ luật Lao động1 và nội quy."]
    assert without_footnotes(lines, found) == lines


def test_a_footnote_takes_off_its_marker_and_its_note_only() -> None:
    found = footnotes(
        _page(
            *BODY, ("1", 72.0, 90.0, 10.0), (" Bộ luật Lao động số 45/2019/QH14.", 78.0, 90.0, 10.0)
        )
    )
    assert {marker.number for marker in found.markers} == {"1"}
    lines = [
        "Diện tích văn phòng là 20 m2 theo Bộ luật Lao động1 và nội quy.",
        "Điều 2. Hiệu lực",
        "1 Bộ luật Lao động số 45/2019/QH14.",
    ]
    assert without_footnotes(lines, found) == [
        "Diện tích văn phòng là 20 m2 theo Bộ luật Lao động và nội quy.",
        "Điều 2. Hiệu lực",
        "",
    ]


def test_a_note_whose_number_is_raised_as_words_footnote_style_prints_it() -> None:
    """Word prints a note's own number as its marker is, small and raised: it was counted as
    a second marker "1" against one note, so no marker was taken off and the notes ran on as
    the last clause's text. pypdf may read that number as a line of its own."""
    found = footnotes(
        _page(
            *BODY, ("1", 72.0, 93.0, 7.0), (" Bộ luật Lao động số 45/2019/QH14.", 78.0, 90.0, 10.0)
        )
    )
    assert {marker.number for marker in found.markers} == {"1"}
    lines = [
        "Diện tích văn phòng là 20 m2 theo Bộ luật Lao động1 và nội quy.",
        "Điều 2. Hiệu lực",
        "1",
        " Bộ luật Lao động số 45/2019/QH14.",
    ]
    assert without_footnotes(lines, found) == [
        "Diện tích văn phòng là 20 m2 theo Bộ luật Lao động và nội quy.",
        "Điều 2. Hiệu lực",
        "",
        "",
    ]


def test_a_marker_is_taken_off_where_it_was_drawn_only() -> None:
    """ "tiếng Anh B1, … hạng B2" on another line keeps its digits; and a number raised
    twice when one note opens with it ("m²" beside marker 2) is taken off nowhere."""
    found = footnotes(
        _page(
            ("Điều 1. Công việc", 72.0, 700.0, 12.0),
            ("Trình độ tiếng Anh B1, bằng lái xe hạng B2.", 72.0, 680.0, 12.0),
            ("Theo Bộ luật Lao động", 72.0, 660.0, 12.0),
            ("1", 200.0, 664.5, 7.0),
            (" và diện tích 20 m", 206.0, 660.0, 12.0),
            ("2", 300.0, 664.5, 7.0),
            (" theo Nghị định", 306.0, 660.0, 12.0),
            ("2", 400.0, 664.5, 7.0),
            (".", 406.0, 660.0, 12.0),
            ("1", 72.0, 110.0, 10.0),
            (" Bộ luật Lao động 2019.", 78.0, 110.0, 10.0),
            ("2", 72.0, 90.0, 10.0),
            (" Nghị định 145/2020/NĐ-CP.", 78.0, 90.0, 10.0),
        )
    )
    assert {marker.number for marker in found.markers} == {"1"}
    lines = [
        "Điều 1. Công việc",
        "Trình độ tiếng Anh B1, bằng lái xe hạng B2.",
        "Theo Bộ luật Lao động1 và diện tích 20 m2 theo Nghị định2.",
        "1 Bộ luật Lao động 2019.",
        "2 Nghị định 145/2020/NĐ-CP.",
    ]
    assert without_footnotes(lines, found) == [
        "Điều 1. Công việc",
        "Trình độ tiếng Anh B1, bằng lái xe hạng B2.",
        "Theo Bộ luật Lao động và diện tích 20 m2 theo Nghị định2.",
        "",
        "",
    ]


def test_numbered_table_rows_at_the_foot_of_a_page_are_no_notes() -> None:
    """A raised "2" ("6 m²") and, near the page's foot, a table numbering its rows "1", "2",
    "3" with no space set apart above them: no footnotes (rows 2 and 3 and the clause after
    them were dropped as notes, and "m2" lost its 2)."""
    found = footnotes(
        _page(
            ("Điều 1. Văn phòng", 72.0, 700.0, 12.0),
            ("1.1. Diện tích tối thiểu 6 m", 72.0, 680.0, 12.0),
            ("2", 230.0, 684.5, 7.0),
            (" mỗi người.", 236.0, 680.0, 12.0),
            ("Điều 2. Phụ cấp", 72.0, 660.0, 12.0),
            ("1", 72.0, 150.0, 12.0),
            ("Ăn trưa", 100.0, 150.0, 12.0),
            ("2", 72.0, 130.0, 12.0),
            ("Điện thoại", 100.0, 130.0, 12.0),
            ("3", 72.0, 110.0, 12.0),
            ("Gửi xe", 100.0, 110.0, 12.0),
            ("2.2. Phụ cấp được trả cùng kỳ lương.", 72.0, 90.0, 12.0),
        )
    )
    assert found == Footnotes()


def test_a_watermark_and_a_seal_drawn_over_the_text_are_no_text() -> None:
    """``overlaid_watermark.pdf`` (``make_overlays.py``): a watermark at 45° over every page
    and a seal over the first. Read in drawing order, their letters fell into the clauses
    ("choT bên thứ bMaA.", "CoMnfidentẬial"), and the seal's name ("SAO MAI", "★ HÀ NỘI ★")
    made an English paragraph of its own. Every clause reads as typed, without them."""
    parsed = parse_signed_document(FIXTURES / "overlaid_watermark.pdf")
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.2", "§2", "§2.1", "§2.2", "§3"]
    assert clause(parsed, "§2").text_en == "Confidentiality obligations"
    assert clause(parsed, "§2.1").text_vi == (
        "Người lao động không tiết lộ Thông tin mật cho bên thứ ba."
    )
    assert clause(parsed, "§2.1").text_en == (
        "The Employee shall not disclose Confidential information to third parties."
    )
    assert clause(parsed, "§3").text_en.splitlines() == [
        "Effect",
        "This Agreement takes effect on signing.",
    ]
    assert not parsed.problems


def test_a_faux_italic_and_sideways_text_are_not_slanted() -> None:
    """A false italic skews the letters (c), not the baseline (b); text turned a quarter
    (a margin note) runs along an axis. Only a baseline off every axis is slanted."""
    from rubric.documents.parsing.pdf_geometry import slanted

    assert not slanted((1, 0, 0.2, 1, 0, 0))
    assert not slanted((0, 1, -1, 0, 0, 0))
    assert not slanted((-1, 0, 0, -1, 0, 0))
    assert slanted((0.707, 0.707, -0.707, 0.707, 0, 0))
    assert slanted((0.98, -0.17, 0.17, 0.98, 0, 0))


def _glyph(text: str, x: float, y: float, matrix: tuple[float, ...], ink: str) -> object:
    from types import SimpleNamespace

    return SimpleNamespace(
        x0=x,
        x1=x + 5,
        y0=y,
        y1=y + 10,
        matrix=matrix,
        fontname="Body",
        graphicstate=SimpleNamespace(ncolor=ink),
        get_text=lambda: text,
    )


def test_a_watermark_in_the_bodys_own_ink_takes_no_letter_of_the_body() -> None:
    """A "DRAFT" at 45° in the body's font and colour: the rule for a seal's upright letters
    (nearest glyph slanted) took the body's letters next to the watermark's ("hằng" read "h
    g"). In a font and colour mostly upright, only the slanted letters go."""
    from rubric.documents.parsing.pdf_geometry import upright_text

    upright, turned = (1, 0, 0, 1, 0, 0), (0.7, 0.7, -0.7, 0.7, 0, 0)
    body = [
        _glyph(letter, 100 + 5 * index, 500, upright, "0") for index, letter in enumerate("hằng")
    ]
    body += [_glyph("x", 300 + 5 * index, 400, upright, "0") for index in range(20)]
    watermark = [_glyph("D", 106, 502, turned, "0")]
    assert upright_text(body + watermark) == body


def test_a_page_turned_as_a_whole_is_read_whole() -> None:
    """A scan straightened by no one, every line at 4°: all its text is slanted, and all
    of it is the page's text (it was refused as having no text)."""
    from rubric.documents.parsing.pdf_geometry import upright_text

    tilted = (0.998, 0.07, -0.07, 0.998, 0, 0)
    page = [_glyph("a", 100 + 5 * index, 500, tilted, "0") for index in range(30)]
    assert upright_text(page) == page


def test_a_ruled_table_under_a_watermark_is_read_cell_by_cell() -> None:
    """``watermarked_table.pdf``: the watermark sends its page to the reading by glyph
    position, which took the table's Vietnamese and English columns for two columns of
    text: the rows ran together, the amounts in the English of the next clause. The
    table's rules are read first."""
    parsed = parse_signed_document(FIXTURES / "watermarked_table.pdf")
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.1").text_en.splitlines()[1:] == [
        "STT | Allowance | Amount",
        "1 | Lunch allowance | 730.000",
        "2 | Phone allowance | 500.000",
        "3 | Travel allowance | 1.000.000",
        "4 | Housing allowance | 3.000.000",
    ]
    assert clause(parsed, "§1.2").text_en == "Allowances are paid monthly."
    assert not parsed.problems


def _nearest_by_measuring_all(glyphs: list[Any]) -> list[Any]:
    """``upright_text`` as it was, measuring the distance to every glyph of the same ink."""
    from rubric.documents.parsing import pdf_geometry as geometry

    if 2 * sum(geometry.slanted(g.matrix) for g in glyphs) >= len(glyphs):
        return glyphs
    by_style: dict[Any, list[Any]] = {}
    for glyph in glyphs:
        by_style.setdefault(geometry._style(glyph), []).append(glyph)
    share = {
        style: sum(geometry.slanted(g.matrix) for g in same) / len(same)
        for style, same in by_style.items()
    }
    kept = []
    for glyph in glyphs:
        style = geometry._style(glyph)
        if geometry.slanted(glyph.matrix) or share[style] >= geometry._DRAWING_SHARE:
            continue
        if share[style] >= geometry._NEAREST_SHARE:
            same = [other for other in by_style[style] if other is not glyph]
            nearest = min(same, key=lambda other: geometry._distance(other, glyph))
            if geometry.slanted(nearest.matrix):
                continue
        kept.append(glyph)
    return kept


def test_a_glyphs_nearest_is_found_among_its_neighbours_as_among_all() -> None:
    """A seal's upright letters are told by their nearest glyph of the same ink: it had been
    found by measuring every glyph of that ink (a fuzzed page of 16,000: minutes). A grid of
    cells finds the same one (the first drawn among the equally near), on random pages."""
    import random

    from rubric.documents.parsing.pdf_geometry import upright_text

    upright, turned = (1, 0, 0, 1, 0, 0), (0.7, 0.7, -0.7, 0.7, 0, 0)
    randomly = random.Random(3)  # noqa: S311 - a fixed sequence of test pages
    for _ in range(1_000):
        page = [
            _glyph(
                "a",
                randomly.choice([randomly.uniform(0, 600), 5.0 * randomly.randint(0, 20)]),
                randomly.choice([randomly.uniform(0, 800), 10.0 * randomly.randint(0, 20)]),
                turned if randomly.random() < 0.3 else upright,
                randomly.choice("01"),
            )
            for _ in range(randomly.randint(1, 60))
        ]
        assert upright_text(page) == _nearest_by_measuring_all(page)

    # 20,000 glyphs of one ink, 30 % slanted: rows of letters, the first 30 rows with a
    # slanted glyph right beside each letter (left out), the last 70 without (kept)
    turned_rows = [
        _glyph("o", 1.0 + 5.0 * (i % 200), 1000.0 + 20.0 * (i // 200), turned, "0")
        for i in range(6_000)
    ]
    letters = [
        _glyph("a", 5.0 * (i % 200), 1000.0 + 20.0 * (i // 200), upright, "0")
        for i in range(14_000)
    ]
    kept = upright_text(turned_rows + letters)
    assert kept == letters[6_000:]


def test_a_last_page_of_letters_set_apart_too_few_to_tell_is_read_by_position() -> None:
    """``chromium_signature_page.pdf`` (``make_signature_page.py``): the signature line alone
    on the last page, "Đ Ạ I DI Ệ N CÔNG TY / FOR THE COMPANY … NHÂN VIÊN / EMPLOYEE", had too
    few words to tell its letters set apart, was read in the stream's order, and its
    "Đ Ạ I DI Ệ N" no signature block's first line: the line went into §2.2 on both sides,
    silently (probe16 c06). In a document whose other pages have their letters set apart,
    so has such a page."""
    parsed = parse_signed_document(FIXTURES / "chromium_signature_page.pdf")
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.2", "§2", "§2.1", "§2.2"]
    assert clause(parsed, "§2.2").text_vi == (
        "Tranh chấp được giải quyết tại Tòa án nhân dân có thẩm quyền tại Thành phố Hà Nội."
    )
    assert clause(parsed, "§2.2").text_en == (
        "Disputes are settled by the competent People's Court in Hanoi."
    )
    assert not letters_set_apart("Đ Ạ I DI Ệ N CÔNG TY / FOR THE COMPANY NHÂN VIÊN / EMPLOYEE")
    assert letters_set_apart_again("Đ Ạ I DI Ệ N CÔNG TY / FOR THE COMPANY NHÂN VIÊN / EMPLOYEE")
    assert not letters_set_apart_again("Người lao động ở lại và ý kiến của Công ty.")
