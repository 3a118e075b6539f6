"""Long signed documents for the parser's part of the bench: the same contract, as long as
asked, in the layouts the parser aligns differently."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

SUBCLAUSES = 9  # under each article: "Điều N." then "N.1." … "N.9."


def _clauses(clauses: int) -> list[tuple[str, str]]:
    """``clauses`` numbered clauses: articles of nine sub-clauses, the last perhaps shorter."""
    pairs = []
    for article in range(1, clauses // (SUBCLAUSES + 1) + 2):
        pairs.append(
            (
                f"Điều {article}. Quyền và nghĩa vụ của các bên theo điều {article}",
                f"Article {article}. Rights and obligations of the parties under article {article}",
            )
        )
        for number in range(1, SUBCLAUSES + 1):
            pairs.append(
                (
                    f"{article}.{number}. Người lao động thực hiện nghĩa vụ thứ {number} "
                    f"của điều {article} đúng hạn và báo cáo cho người quản lý trực tiếp.",
                    f"{article}.{number}. The employee performs duty {number} of article "
                    f"{article} on time and reports to the line manager.",
                )
            )
    return pairs[:clauses]


def interleaved(folder: Path, clauses: int) -> Path:
    """One Markdown file: each Vietnamese paragraph followed by its English."""
    lines = ["HỢP ĐỒNG LAO ĐỘNG", "", "LABOUR CONTRACT", ""]
    for vietnamese, english in _clauses(clauses):
        lines += [vietnamese, "", english, ""]
    path = folder / f"interleaved_{clauses}.md"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def separate(folder: Path, clauses: int) -> tuple[Path, Path]:
    """Two Markdown files, Vietnamese and English, aligned by their numbers."""
    pairs = _clauses(clauses)
    vietnamese = folder / f"separate_{clauses}.vi.md"
    english = folder / f"separate_{clauses}.en.md"
    vietnamese.write_text(
        "\n\n".join(["HỢP ĐỒNG LAO ĐỘNG", *(vi for vi, _ in pairs)]), encoding="utf-8"
    )
    english.write_text("\n\n".join(["LABOUR CONTRACT", *(en for _, en in pairs)]), encoding="utf-8")
    return vietnamese, english


# --- Hostile inputs: how the parser's time grows with the length of what a fuzzer sent -------

_CONTRACT = [
    "HỢP ĐỒNG LAO ĐỘNG / LABOUR CONTRACT",
    "Điều 1. Công việc / Article 1. Work",
    "1.1. Người lao động làm việc tại Hà Nội. / The employee works in Hanoi.",
]
_W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _docx_ending_with(path: Path, runs_xml: str) -> Path:
    """The short contract above, its article's heading ending with ``runs_xml`` (Word runs)."""
    import docx
    from docx.oxml.parser import parse_xml

    document = docx.Document()
    paragraphs = [document.add_paragraph(text) for text in _CONTRACT]
    paragraphs[1]._p.extend(list(parse_xml(f"<w:p {_W}>{runs_xml}</w:p>")))
    document.save(str(path))
    return path


def _markdown_line(path: Path, repeated: str, count: int) -> Path:
    """The short contract above as Markdown, its sub-clause holding ``repeated`` ``count``
    times: a mark that opens something it never closes."""
    body = "\n\n".join([*_CONTRACT[:2], f"{_CONTRACT[2]} {repeated * count}"])
    path.write_text(body, encoding="utf-8")
    return path


def _paragraph_of_runs(folder: Path, count: int) -> Path:
    return _docx_ending_with(folder / f"runs_{count}.docx", "<w:r/>" * count)


def _paragraph_of_tabs(folder: Path, count: int) -> Path:
    return _docx_ending_with(
        folder / f"tabs_{count}.docx", "<w:r><w:tab/><w:t>từ</w:t></w:r>" * count
    )


def _run_of_pieces(folder: Path, count: int) -> Path:
    run = "<w:r>" + "<w:t>y</w:t><w:tab/>" * count + "</w:r>"
    return _docx_ending_with(folder / f"pieces_{count}.docx", run)


def _confirmation_titles(folder: Path, count: int) -> Path:
    """The short contract as Markdown, its sub-clause followed by ``count`` confirmation
    titles in capitals, each a paragraph: text held as a possible signature block."""
    path = folder / f"confirmations_{count}.md"
    lines = [*_CONTRACT, *["XÁC NHẬN BÀN GIAO"] * count]
    path.write_text("\n\n".join(lines), encoding="utf-8")
    return path


def _pdf_paragraph_of_slashes(folder: Path, count: int) -> Path:
    """The short contract printed, its sub-clause going on for ``count`` lines that each hold
    " / " and end no sentence: each had been tried as a "Vietnamese / English" pair's wrap."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    path = folder / f"slashes_{count}.pdf"
    page = canvas.Canvas(str(path))
    lines = [*_CONTRACT, *["người lao động làm việc tại trụ sở / chi nhánh của công ty và"] * count]
    for start in range(0, len(lines), 50):
        page.setFont("DejaVu", 10)
        for index, line in enumerate(lines[start : start + 50]):
            page.drawString(60, 800 - 15 * index, line)
        page.showPage()
    page.save()
    return path


def _contract_page(path: Path, size: tuple[float, float]) -> Any:
    """A reportlab canvas of one page of ``size``, the short contract printed at its top in
    4-point text; the caller draws the rest and saves it."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVu", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    page = canvas.Canvas(str(path), pagesize=size)
    page.setFont("DejaVu", 4)
    for index, line in enumerate(_CONTRACT):
        page.drawString(30, size[1] - 20 - 6 * index, line)
    return page


def _pdf_aligned_lines(folder: Path, count: int) -> Path:
    """The short contract printed, then ``count`` lines of sixteen cells set apart by gaps
    that make no table (each line's second cell a figure, so none is a header): the run of
    lines had been tried as a table from each of its lines, its columns looked at again for
    each line it grew by."""
    path = folder / f"aligned_{count}.pdf"
    height = 6 * count + 100
    page = _contract_page(path, (16 * 28 + 80, height))
    for index in range(count):
        cells = [f"Bậc {index}", "1.10", *(f"cột {column}" for column in range(14))]
        for column, cell in enumerate(cells):
            page.drawString(30 + 28 * column, height - 50 - 6 * index, cell)
    page.showPage()
    page.save()
    return path


def _pdf_runs_among_rules(folder: Path, count: int) -> Path:
    """The short contract printed, then ``count`` runs of three aligned lines that make no
    table, over twenty times as many horizontal rules across the page: each run tried had
    picked its rules out of all the page's."""
    path = folder / f"ruled_runs_{count}.pdf"
    height = 40 * count + 100
    page = _contract_page(path, (595, height))
    for run in range(count):
        for index in range(3):
            for column, cell in enumerate([f"Bậc {index}", "1.10", f"cột {index}"]):
                page.drawString(30 + 150 * column, height - 50 - 40 * run - 6 * index, cell)
    rules = page.beginPath()
    for index in range(20 * count):
        rules.moveTo(25, 50 + (height - 100) * index / (20 * count))
        rules.lineTo(570, 50 + (height - 100) * index / (20 * count))
    page.drawPath(rules, stroke=1, fill=0)
    page.showPage()
    page.save()
    return path


def _table_under_long_header(folder: Path, count: int) -> Path:
    """The short contract as Markdown, then a "Mục tiêu" | "Target" table of ``count`` rows
    under a header whose cells run to ten times as many characters: the header's languages
    had been judged again for each row."""
    header = f"| {'Mục tiêu chỉ tiêu ' * (count // 2)} | {'Target value ' * count} | Ghi chú |"
    rows = [f"| ≥ {row}% | ≥ {row}% | x |" for row in range(count)]
    path = folder / f"long_header_{count}.md"
    path.write_text("\n\n".join([*_CONTRACT, "\n".join([header, "|---|---|---|", *rows])]))
    return path


def _pdf_small_tables(folder: Path, count: int) -> Path:
    """The short contract printed, then ``count`` small tables without rules (a header and
    three rows each, set apart by gaps) on one page of 4-point text: each table had been
    looked for from the page's top, every line tried as where it starts."""
    path = folder / f"small_tables_{count}.pdf"
    height = 40 * count + 100
    page = _contract_page(path, (595, height))
    for table in range(count):
        rows = [("Bậc lương", "Hệ số lương", "Mức lương")]
        rows += [
            (f"Bậc {table} {row}", f"{row},{table}", f"{table}.{row}00 đồng") for row in (1, 2, 3)
        ]
        for index, cells in enumerate(rows):
            for column, cell in enumerate(cells):
                page.drawString(30 + 150 * column, height - 50 - 40 * table - 6 * index, cell)
    page.showPage()
    page.save()
    return path


def _pdf_wide_layout_lines(folder: Path, count: int) -> Path:
    """The short contract printed, then ten lines of ``count`` words each in text of no font
    size, set far apart: pypdf's layout pads each gap between them with 10,000 spaces, and
    each gap had been tried as where a row's two cells meet with the whole line either side
    of it (r254.pdf)."""
    path = folder / f"wide_layout_lines_{count}.pdf"
    height = 12 * 10 + 100
    page = _contract_page(path, (595, height))
    page.setFont("DejaVu", 0)
    for index in range(10):
        for word in range(count):
            page.drawString(30 + 100_000 * word, height - 50 - 12 * index, f"Bậc lương {index}")
    page.showPage()
    page.save()
    return path


def _unclosed(name: str, mark: str) -> Callable[[Path, int], Path]:
    def write(folder: Path, count: int) -> Path:
        return _markdown_line(folder / f"{name}_{count}.md", mark, count)

    return write


def _short_lines(folder: Path, count: int) -> Path:
    """The short contract as text, its sub-clause going on for ``count`` lines of one word,
    then a paragraph of as many: each line had searched the whole paragraph before it."""
    path = folder / f"short_lines_{count}.txt"
    path.write_text("\n".join([*_CONTRACT, *["x"] * count, "", *["x"] * count]), "utf-8")
    return path


def _number_words(folder: Path, count: int) -> Path:
    """The short contract, its sub-clause holding ``count`` number words and no figure."""
    return _markdown_line(folder / f"number_words_{count}.md", "một trăm ", count)


def _dotted_blank(folder: Path, count: int) -> Path:
    """The short contract, its sub-clause a blank of ``count`` dots to fill in."""
    return _markdown_line(folder / f"dotted_blank_{count}.md", ".", count)


# name: (what it is, the file at a length, the shorter of the two lengths timed)
HOSTILE: dict[str, tuple[str, Callable[[Path, int], Path], int]] = {
    "docx_empty_runs": ("a Word paragraph of empty runs", _paragraph_of_runs, 10_000),
    "docx_tabs": ("a Word paragraph of tabs between words", _paragraph_of_tabs, 2_000),
    "docx_run_pieces": ("one Word run of words and tabs", _run_of_pieces, 20_000),
    "confirmation_titles": (
        "a clause followed by confirmation titles",
        _confirmation_titles,
        2_000,
    ),
    "pdf_slashes": ("a PDF paragraph of lines holding ' / '", _pdf_paragraph_of_slashes, 500),
    "pdf_aligned_lines": ("a PDF page of aligned lines making no table", _pdf_aligned_lines, 75),
    "pdf_runs_among_rules": (
        "a PDF page of short runs of aligned lines among rules",
        _pdf_runs_among_rules,
        100,
    ),
    "table_long_header": (
        "a table of figures under a long bilingual header",
        _table_under_long_header,
        250,
    ),
    "pdf_small_tables": ("a PDF page of hundreds of small tables", _pdf_small_tables, 100),
    "pdf_wide_layout_lines": (
        "a PDF page of lines of words set 10,000 spaces apart",
        _pdf_wide_layout_lines,
        16,
    ),
    "markdown_links": ("a Markdown line of '[' never closed", _unclosed("links", "["), 25_000),
    "markdown_wiki_links": ("… of '[['", _unclosed("wiki_links", "[["), 12_500),
    "markdown_highlights": ("… of '==x '", _unclosed("highlights", "==x "), 6_250),
    "markdown_comments": ("… of '<!--'", _unclosed("comments", "<!--"), 6_250),
    "markdown_struck": ("… of '<s>x'", _unclosed("struck", "<s>x"), 6_250),
    "markdown_attributes": ("… of ' {#'", _unclosed("attributes", " {#"), 8_000),
    "short_lines": ("a text paragraph of one-word lines after another", _short_lines, 2_000),
    "number_words": ("a clause of number words with no figure", _number_words, 1_000),
    "dotted_blank": ("a clause that is a blank of dots", _dotted_blank, 10_000),
}


def _joined_bounds(count: int) -> tuple[str, str]:
    return (
        "không quá 40 giờ trong 01 tháng và " * count,
        "not more than 40 hours in a month and " * count,
    )


def _modal_sentences(count: int) -> tuple[str, str]:
    return ("Người lao động phải làm 12 ngày. " * count, "The employee must work 12 days. " * count)


# GENIE's rules on one clause (a review found both quadratic: minutes at 20,000 characters).
# name: (what it is, the clause's Vietnamese and English at a length, the shorter length timed)
GENIE_HOSTILE: dict[str, tuple[str, Callable[[int], tuple[str, str]], int]] = {
    "genie_joined_bounds": (
        "GENIE on a clause of bounds joined by 'và' / 'and'",
        _joined_bounds,
        140,
    ),
    "genie_modal_sentences": (
        "GENIE on a clause of sentences each with a modal verb and a number",
        _modal_sentences,
        140,
    ),
}


def _adjustments_without_their_amount(count: int) -> tuple[str, str]:
    """A change "from … to …" whose "lên" never comes, written over and over."""
    return (
        "Mức lương tại khoản 1 Điều 1 được điều chỉnh " + "từ 30.000.000 đồng và " * count,
        "The salary in Clause 1 of Article 1 is adjusted " + "from VND 30,000,000 and " * count,
    )


def _changes_in_english_sentences(count: int) -> tuple[str, str]:
    """Many sentences of the English stating changes, a quotation in each, for three changes."""
    return (
        "Sửa đổi khoản 1 Điều 1 như sau: “x”. Bãi bỏ khoản 2 Điều 1. Bãi bỏ khoản 3 Điều 1.",
        "Clause 1 of Article 1 is amended: “Clause 9 is amended”. " * count,
    )


def _colons_after_a_verb(count: int) -> tuple[str, str]:
    """An English introduction of colon after colon, a verb of change before them all."""
    return (
        "Sửa đổi khoản 1 Điều 1 như sau: “1.1. Mức lương 35.000.000 đồng.”",
        "Clause 1 is amended " + "as set out: in the table: " * count,
    )


def _quotations_never_closed(count: int) -> tuple[str, str]:
    """Words replaced, their English opening quotation after quotation and closing none."""
    return (
        "Tại khoản 1 Điều 1, cụm từ “30.000.000” được thay bằng “35.000.000”.",
        "In Clause 1 of Article 1, replace the words " + "“a " * count,
    )


def _clauses_added_one_by_one(count: int) -> tuple[str, str]:
    """Clause after clause added to one article, each quoted: every change's name, quotation
    and English sought among all the others'."""
    return (
        "\n".join(
            f"Bổ sung khoản 1.{n + 3} vào Điều 1 như sau: “1.{n + 3} Nội dung {n}.”"
            for n in range(count)
        ),
        "\n".join(
            f"Clause 1.{n + 3} is added to Article 1 as follows: “1.{n + 3} Content {n}.”"
            for n in range(count)
        ),
    )


# Applying an amending appendix to one clause of such text (reviews found each quadratic:
# seconds to minutes at 50,000 characters). name: (what it is, the appendix clause's Vietnamese and
# English at a length, the shorter length timed)
CONSOLIDATION_HOSTILE: dict[str, tuple[str, Callable[[int], tuple[str, str]], int]] = {
    "consolidation_from_to": (
        "an appendix adjusting 'từ …' over and over, never saying to what",
        _adjustments_without_their_amount,
        1_000,
    ),
    "consolidation_english_sentences": (
        "an appendix whose English states changes in sentence after sentence",
        _changes_in_english_sentences,
        1_000,
    ),
    "consolidation_english_colons": (
        "an appendix whose English introduction runs colon after colon",
        _colons_after_a_verb,
        1_000,
    ),
    "consolidation_unclosed_quotations": (
        "an appendix whose English opens quotation after quotation",
        _quotations_never_closed,
        2_000,
    ),
    "consolidation_clauses_added": (
        "an appendix adding clause after clause to one article",
        _clauses_added_one_by_one,
        500,
    ),
}
