"""Small files that cost the reader hours or gigabytes (a probe of hostile files, 2026-12):
each is refused, or read within bounds, as an ordinary document is."""

from __future__ import annotations

import zipfile
import zlib
from pathlib import Path
from typing import Any

import docx
import pytest

from rubric.documents import DocumentUnreadable
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.docx_reader import _NODE_PATH, _formatted
from rubric.documents.parsing.labels import parse_label
from rubric.documents.parsing.language import Lang


def test_a_docx_that_unpacks_to_gigabytes_is_refused_before_it_is_read(tmp_path: Path) -> None:
    """A zip bomb: 257 MB of zeros packed into a few hundred KB (python-docx loads every part
    whole; a 2 GB one had taken 4 GB of memory)."""
    source = tmp_path / "source.docx"
    document = docx.Document()
    document.add_paragraph("Điều 1. Công việc")
    document.save(str(source))
    bomb = tmp_path / "bomb.docx"
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(bomb, "w") as copy:
        for item in original.infolist():
            copy.writestr(item, original.read(item.filename))
        info = zipfile.ZipInfo("word/media/image9.png")
        info.compress_type = zipfile.ZIP_DEFLATED
        with copy.open(info, "w") as part:
            for _ in range(257):
                part.write(bytes(2**20))
    assert bomb.stat().st_size < 2**20
    with pytest.raises(DocumentUnreadable) as caught:
        parse_signed_document(bomb)
    assert caught.value.code == "too_large"


@pytest.mark.parametrize(
    ("xpath", "run"),
    [
        ("/ns0:contract[1]/ns0:salary[1]", True),  # what Word writes
        ("/ns0:contract/ns0:salary/@ns0:currency", True),
        ("/root[1]/item[12]", True),
        ("/ns0:contract[1]/ns0:salary[re:test(., '^(a|aa)+$')]", False),  # hours in libxml2
        ("count(//v[count(//v[count(//v)>0])>0])", False),  # cubic
        ("//ns0:salary", False),
    ],
)
def test_only_a_path_to_a_node_of_the_files_data_is_evaluated(xpath: str, run: bool) -> None:
    assert bool(_NODE_PATH.fullmatch(xpath)) is run


def test_list_letters_past_a_few_rounds_of_the_alphabet_stay_short() -> None:
    """A list counted to 40,000 wrote each lettered number 1,500 letters long at nine levels:
    gigabytes, then MemoryError."""
    assert _formatted(27, "lowerLetter") == "aa"
    assert len(_formatted(40_000, "lowerLetter")) <= 8


def test_a_number_deeper_than_any_clause_is_no_label() -> None:
    """ "1.1.1.…" 20,000 levels deep (a list number repeated by its own level text) cost
    memory with the square of its depth, then MemoryError."""
    assert parse_label("1.2.3.4.5.6.7.8.9.10. Mục sâu nhất") is not None
    assert parse_label("1." * 11 + " Quá sâu") is None
    assert parse_label("1." * 20_000 + " Quá sâu") is None


# A PDF's drawing: one page whose content, and the form objects it draws, are given.
_RULES = b"0 0 9 9 re S 20 0 9 9 re S 40 0 9 9 re S 60 0 9 9 re S 80 0 9 9 re S 99 0 9 9 re S "
_TITLE = b"BT /F1 12 Tf 72 750 Td (Dieu 1. Hop dong lao dong) Tj ET "


def _pdf(
    path: Path, pages: list[bytes], forms: dict[str, bytes] | None = None, subtype: str = "/Form"
) -> Path:
    """A PDF of ``pages`` (content streams, flate-packed) sharing the ``forms`` (name → content,
    each form able to draw the others by name)."""
    forms = forms or {}
    # 1 the catalog, 2 the font, 3 the page tree, then each page and its content, then forms
    first_form = 4 + 2 * len(pages)
    xobjects = " ".join(f"/{name} {first_form + i} 0 R" for i, name in enumerate(forms))
    resources = f"<< /Font << /F1 2 0 R >> /XObject << {xobjects} >> >>"
    kids = " ".join(f"{4 + 2 * i} 0 R" for i in range(len(pages)))
    objects = [
        b"<< /Type /Catalog /Pages 3 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        f"<< /Type /Pages /Kids [{kids}] /Count {len(pages)} >>".encode(),
    ]
    for index, content in enumerate(pages):
        packed = zlib.compress(content, 9)
        objects.append(
            f"<< /Type /Page /Parent 3 0 R /MediaBox [0 0 612 792] "
            f"/Contents {5 + 2 * index} 0 R /Resources {resources} >>".encode()
        )
        objects.append(
            f"<< /Filter /FlateDecode /Length {len(packed)} >>\nstream\n".encode()
            + packed
            + b"\nendstream"
        )
    for data in forms.values():
        objects.append(
            f"<< /Type /XObject /Subtype {subtype} /BBox [0 0 612 792] /Resources {resources} "
            f"/Length {len(data)} >>\nstream\n".encode()
            + data
            + b"\nendstream"
        )
    body = b"%PDF-1.4\n"
    offsets = []
    for number, item in enumerate(objects, start=1):
        offsets.append(len(body))
        body += b"%d 0 obj\n" % number + item + b"\nendobj\n"
    table = b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    body += (
        b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
        + table
        + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n"
        % (len(objects) + 1, len(body))
    )
    path.write_bytes(body)
    return path


def _refusal(path: Path) -> DocumentUnreadable:
    with pytest.raises(DocumentUnreadable) as caught:
        parse_signed_document(path)
    return caught.value


def test_a_pdf_whose_forms_draw_each_other_exponentially_is_refused(tmp_path: Path) -> None:
    """Sixteen forms, each drawing the one below twice: 65,535 drawings from 3 KB (thirty had
    taken pdfminer.six minutes and gigabytes; pypdf stops at 5,000 and cuts the text short)."""
    forms = {"F0": _TITLE}
    for level in range(1, 16):
        forms[f"F{level}"] = f"/F{level - 1} Do /F{level - 1} Do".encode()
    path = _pdf(tmp_path / "nested.pdf", [_RULES + _TITLE + b"/F15 Do"], forms)
    refusal = _refusal(path)
    assert refusal.code == "too_large"
    assert "page 1 draws its form objects more than 5,000 times" in refusal.message


@pytest.mark.parametrize(
    ("name", "draw", "subtype"),
    [
        ("F", "/{inner} %comment\nDo /{inner} %comment\nDo", "/Form"),  # a comment before Do
        ("Fé", "/{inner} Do /{inner} Do", "/Form"),  # a name in UTF-8, as pypdf decodes it
        ("F", "/{inner} Do /{inner} Do", "/Foo"),  # pypdf draws any XObject but an image
        ("F", "/Nothing /{inner} Do /{inner} /Nothing Do", "/Form"),  # pdfminer's, pypdf's
    ],
)
def test_a_pdf_hiding_its_form_drawings_from_a_pattern_is_refused_too(
    tmp_path: Path, name: str, draw: str, subtype: str
) -> None:
    """The budget reads the content with pypdf's own tokenizer: what either reader draws
    counts (a pattern over the bytes had counted none of these, and they took minutes)."""
    forms = {f"{name}0": _TITLE}
    for level in range(1, 16):
        forms[f"{name}{level}"] = draw.format(inner=f"{name}{level - 1}").encode()
    path = _pdf(tmp_path / "hidden.pdf", [_RULES + f"/{name}15 Do".encode()], forms, subtype)
    assert _refusal(path).code == "too_large"


def test_a_pdf_whose_forms_nest_thousands_deep_is_refused(tmp_path: Path) -> None:
    """A chain of forms each drawing the next once: few drawings, but 3,000 deep exhausted the
    readers' recursion (pypdf gave up on the page's text, and the count stopped short of the
    end). A hundred is far past any real document's nesting."""
    forms = {"F0": _TITLE}
    for level in range(1, 100):
        forms[f"F{level}"] = f"/F{level - 1} Do".encode()
    path = _pdf(tmp_path / "deep.pdf", [_RULES + b"/F99 Do"], forms)
    refusal = _refusal(path)
    assert refusal.code == "too_large"
    assert "nests them more than 64 deep" in refusal.message


def test_a_pdf_whose_form_draws_itself_is_refused(tmp_path: Path) -> None:
    forms = {"A": _TITLE + b"/B Do", "B": b"/A Do"}
    assert _refusal(_pdf(tmp_path / "cycle.pdf", [_RULES + b"/A Do"], forms)).code == "too_large"


def test_a_pdf_page_with_megabytes_of_drawing_is_refused(tmp_path: Path) -> None:
    """3 MB of text drawing packed into a few KB: 15 s of pypdf and pdfminer.six."""
    page = _RULES + _TITLE * (3 * 2**20 // len(_TITLE))
    path = _pdf(tmp_path / "dense.pdf", [page])
    assert path.stat().st_size < 2**20
    refusal = _refusal(path)
    assert refusal.code == "too_large"
    assert "more than 2 MB of drawing" in refusal.message


def test_a_pdf_whose_pages_together_hold_too_much_drawing_is_refused(tmp_path: Path) -> None:
    page = _TITLE * (19 * 2**20 // 10 // len(_TITLE))  # 1.9 MB, under a page's bound
    refusal = _refusal(_pdf(tmp_path / "long.pdf", [page] * 5))
    assert refusal.code == "too_large"
    assert "first 5 pages hold more than 8 MB of drawing" in refusal.message


def test_a_pages_forms_are_counted_as_often_as_they_are_drawn(tmp_path: Path) -> None:
    """A letterhead form drawn on the page, itself drawing a logo twice; a name written with
    an escape (#20 is a space) is the same name."""
    from pypdf import PdfReader

    from rubric.documents.parsing.pdf_budget import page_cost

    forms = {"Logo": b"0 0 9 9 re f", "Head": b"/Logo Do /Logo Do", "Not#20used": b""}
    path = _pdf(tmp_path / "letterhead.pdf", [_TITLE + b"/Head Do /Not#20used Do"], forms)
    cost = page_cost(PdfReader(str(path)).pages[0])
    assert cost is not None
    assert cost.forms == 4  # Head, its two Logos, and the form named with a space
    assert cost.drawn_bytes == len(_TITLE + b"/Head Do /Not#20used Do") + 17 + 2 * 12


def test_a_clauses_place_in_the_outline_is_what_makes_siblings() -> None:
    """Assembly finds a clause's siblings by its place (a dictionary) instead of scanning every
    clause read so far, which had made 20,000 labels take minutes: the two must agree."""
    from rubric.documents.parsing.labels import Inserted, Ref, outline_place, siblings

    refs = [
        Ref(),
        Ref(appendix=1),
        *(Ref(numbers=numbers) for numbers in [(1,), (2,), (5,), (Inserted(5, "a"),)]),
        *(Ref(numbers=numbers) for numbers in [(1, 1), (1, 2), (2, 1), (1, 1, 1), (1, 2, 1)]),
        Ref(numbers=(1, Inserted(2, "a"))),
        Ref(numbers=(1, 2), points=("a",)),
        Ref(numbers=(1, 2), points=("b",)),
        Ref(numbers=(1, 2), points=("a", "i")),
        Ref(numbers=(1, 2), points=("a", "ii")),
        Ref(numbers=(1, 2), points=("b", "i")),
        Ref(numbers=(1,), points=("a",)),
        Ref(numbers=(1,), points=("a1",)),
        Ref(appendix=1, numbers=(1,)),
        Ref(appendix=1, numbers=(2,)),
        Ref(appendix=2, numbers=(1,)),
        Ref(appendix=1, numbers=(1,), points=("a",)),
        Ref(appendix=1, points=("a",)),
        Ref(points=("a",)),
    ]
    for one in refs:
        for other in refs:
            place = outline_place(one)
            placed_together = place is not None and place == outline_place(other)
            assert placed_together == siblings(one, other), (one, other)


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("C«ng ty TNHH", 1),  # TCVN3's "Công": a sign inside the word
        ("Hîp ®ång lao ®éng", 3),  # "Hîp", "ång", "éng": a Latin-1 letter in the word
        ("ab«cd«ef", 2),
        ("§4.1 °C ± 5% «Hàng hoá»", 2),  # signs alone or around words; "Hàng", "hoá" count
        ("a" * 50_000, 0),  # one long word: the pattern had backtracked through it (minutes)
    ],
)
def test_legacy_font_look_alike_words_are_counted_in_one_pass(text: str, count: int) -> None:
    from rubric.documents.parsing.text_layer import latin_1_words

    assert latin_1_words(text) == count


# What fuzzing found slow. Each test reads an input at a length the old code could not finish
# in any reasonable time when it was exponential, and checks what is read; how the time grows
# with the length is measured by the bench (``bench.documents.HOSTILE``, ``make bench``), not
# here: a unit test is not timed.


def test_a_line_of_many_roles_is_judged_at_once() -> None:
    """ "employee employee … x:" (a fuzzed line): the role-line and signature patterns had
    tried every split of each space between the two ``\\s*`` around a slash, 2^n of them —
    25 roles took 20 s, the 40 here would take days."""
    from rubric.documents.parsing.furniture import is_signature_marker

    assert not is_signature_marker("employee " * 40 + "x:")
    assert not is_signature_marker("Employee " * 40 + "x")
    assert is_signature_marker("NGƯỜI LAO ĐỘNG / ĐẠI DIỆN CÔNG TY /")
    assert is_signature_marker("NGƯỜI LAO ĐỘNG  ĐẠI DIỆN NGƯỜI SỬ DỤNG LAO ĐỘNG")
    assert not is_signature_marker("Người lao động:")


def test_a_clause_of_thousands_of_hours_said_of_a_day_is_compared_at_once() -> None:
    """ "lúc 9 giờ; " twenty thousand times (as a fuzzer would write a clause): each hour had
    been checked against every time read before it, 9 s here and twelve times as long for
    each four times as many; a clause's times are now read in one pass over it (1 s)."""
    from rubric.documents.parsing.amounts import differences

    assert differences("lúc 9 giờ; " * 20_000, "at 10 a.m.; " * 20_000) == (
        ["9 giờ"],
        ["10 a.m."],
    )


def test_a_long_pdf_paragraph_of_slashes_is_not_split_again_at_each_line() -> None:
    """A PDF paragraph whose every line holds " / " (a probe's made-up text, as a fuzzer
    would write it): each line had been tried as the wrap of a "Vietnamese / English" pair,
    the whole paragraph so far split and its language judged again — 200 lines took 20 s and
    1,000 more than eight minutes. Only a paragraph's first lines can be such a pair's."""
    from rubric.documents.parsing.plaintext import pdf_blocks

    line = "Người lao động làm việc tại trụ sở của công ty và chi nhánh / các"
    (paragraph,) = pdf_blocks([[line] * 1_000])
    assert paragraph.text == " ".join([line] * 1_000)


def test_a_page_of_lines_of_three_runs_that_make_no_table_is_read_a_few_times(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A page of 240 lines each in three runs of words that make no table (its first cells
    lettered "a)", "b)"): a table had been looked for from each of its lines, each time to
    the run's end — 40,000 lines read, a page taking 16 s, a few pages of it minutes. Only
    the run's first lines are tried as a table's first."""
    from rubric.documents.parsing import pdf_spaced_tables

    read: list[int] = []
    reading = pdf_spaced_tables._read

    def counted(lines: list[Any], *args: Any) -> Any:
        read.append(len(lines))
        return reading(lines, *args)

    monkeypatch.setattr(pdf_spaced_tables, "_read", counted)
    size, glyphs = 2.0, []
    for index in range(240):
        y = 800 - index * size * 1.25
        words = [f"{chr(97 + index % 26)}) Mục {index}", f"{index}.000 đồng", "hằng tháng"]
        for x, word in zip((40, 250, 420), words, strict=True):
            glyphs += [_Glyph(ch, x + at * size * 0.6, y, size) for at, ch in enumerate(word)]
    assert pdf_spaced_tables.spaced_grids(glyphs, []) == []
    assert sum(read) < 240 * 5


def test_a_paragraph_of_many_short_lines_asks_only_the_last_words_before_it() -> None:
    """Whether a line goes on the paragraph before asked that whole paragraph, once for each
    line of the next ("x" / "x" / …, a text hard-wrapped a word a line): 4,000 lines took 9 s
    and 20,000 (80 KB) more than 30. What ends a phrase is its last words."""
    from rubric.documents.parsing.plaintext import goes_on

    before = "x " * 100_000
    assert not any(goes_on("x", "x", before) for _ in range(5_000))
    assert not goes_on("Người lao động làm việc", "x", before + "Người lao động làm việc tại")
    assert goes_on("Người lao động làm việc tại", "Hà Nội.", "x " * 50 + "ở")


def test_number_words_with_no_figure_after_them_are_read_at_once() -> None:
    """ "một trăm một trăm …" (a run of number words and no bracketed figure after it) had
    been read from each of its words to its end: 10 KB took 1.6 s, the 180 KB here minutes."""
    from rubric.documents.parsing.number_words import amounts_in_words

    assert amounts_in_words("một trăm " * 20_000) == []
    assert amounts_in_words("one hundred " * 15_000) == []
    read = amounts_in_words("một trăm " * 20_000 + ". Lương ba mươi triệu đồng (30.000.000 đồng).")
    assert [(pair.said, pair.words) for pair in read] == [
        ("ba mươi triệu đồng (30.000.000 đồng)", 30_000_000)
    ]


def test_a_blank_of_dots_in_a_numbered_clause_is_no_leader_read_from_each_dot() -> None:
    """A leader before a page number ("…… 12") was looked for from every dot of a run: a blank
    to fill in, "3.1. Mức lương: ………", of 10,000 dots took 2 s, the 200,000 here minutes."""
    from rubric.documents.parsing.contents import _LEADER_PAGE

    assert not _LEADER_PAGE.search("3.1. Mức lương: " + "." * 200_000)
    assert not _LEADER_PAGE.search("3.1. Mức lương: " + ". " * 100_000 + "x")
    assert _LEADER_PAGE.search("Điều 3. Tiền lương " + "." * 200_000 + " 12")
    assert _LEADER_PAGE.search("Điều 3. Tiền lương . . . . 4")
    assert _LEADER_PAGE.search("Điều 3. Tiền lương …… 4")


def test_a_row_of_figures_that_ends_in_a_word_is_judged_at_once() -> None:
    """The figures closing a data row: "1  1  1 … x" had backtracked through every split of
    its spaces (2^n: the 40 here would take days), and 20,000 figures ending in a word were
    scanned to the end from each (minutes). A row's own figures read as before."""
    from rubric.documents.parsing.bilingual import data_row_figures

    assert data_row_figures("Lương / Salary" + " 1 " * 40 + "x") == ""
    assert data_row_figures("Lương / Salary" + " 1" * 20_000 + " x") == ""
    assert data_row_figures("Phụ cấp ăn trưa / Lunch allowance 730.000") == "730.000"
    assert data_row_figures("Mức thưởng / Bonus ≥ 90 % 5,5  ") == "≥ 90 % 5,5"


@pytest.mark.parametrize(
    ("name", "length"),
    [
        # each run's font had looked up its paragraph's style again, a search through all the
        # paragraph's runs (40,000 runs: 17 s)
        ("docx_empty_runs", 40_000),
        # each tab was tried as where a Vietnamese sentence and its English meet, both sides
        # judged for their language each time (4,000 tabs: 15 s)
        ("docx_tabs", 4_000),
        # lxml's ``itertext`` asked python-docx for the run's text, an XPath union that takes
        # time with the square of its children (seconds a call)
        ("docx_run_pieces", 80_000),
    ],
)
def test_a_word_paragraph_of_tens_of_thousands_of_pieces_is_read(
    tmp_path: Path, name: str, length: int
) -> None:
    from bench.documents import HOSTILE

    _, write, _ = HOSTILE[name]
    parsed = parse_signed_document(write(tmp_path, length))
    assert [clause.ref for clause in parsed.clauses] == ["§1", "§1.1"]
    assert parsed.clauses[0].text_vi.startswith("Công việc")
    assert parsed.clauses[1].text_en == "The employee works in Hanoi."


@pytest.mark.parametrize(
    ("name", "mark"),
    [
        ("markdown_links", "["),
        ("markdown_wiki_links", "[["),
        ("markdown_highlights", "==x "),
        ("markdown_comments", "<!--"),
        ("markdown_struck", "<s>x"),
        ("markdown_attributes", " {#"),
    ],
)
def test_a_markdown_mark_opened_a_hundred_thousand_times_and_never_closed_stays_text(
    tmp_path: Path, name: str, mark: str
) -> None:
    """Each opening mark had been scanned to the line's end looking for its close: time with
    the square of the line's length (a line of 200,000 characters: minutes). A construct is
    now bounded (a link's text, an address, a highlight), and comments are found by their
    marks, each looked at once; an unclosed mark is text, as it displays."""
    from bench.documents import HOSTILE

    _, write, _ = HOSTILE[name]
    count = 100_000 // len(mark)
    parsed = parse_signed_document(write(tmp_path, count))
    assert parsed.clauses[1].text_vi == "Người lao động làm việc tại Hà Nội."
    english = parsed.clauses[1].text_en
    assert english.startswith("The employee works in Hanoi. ")
    assert len(english) > count  # what the marks show is kept ("<s>" shows nothing, "x" does)


def test_comments_are_found_where_the_comment_pattern_found_them() -> None:
    """The comment scanner against the pattern it replaces, on short strings of the marks
    that matter (HTML's, Obsidian's "%%", a figure before "%%", line ends)."""
    import random
    import re

    from rubric.documents.parsing.plaintext import _comment_spans

    pattern = re.compile(r"<!--.*?-->|(?<![\d%])%%(?!%).*?(?<![\d%])%%", re.DOTALL)
    pieces = ["<", "!", "-", ">", "%", "1", "a", "\n", " ", "<!--", "-->", "%%", "٣"]
    randomly = random.Random(7)  # noqa: S311 - a fixed sequence of test strings
    for _ in range(20_000):
        text = "".join(randomly.choice(pieces) for _ in range(randomly.randint(0, 16)))
        assert list(_comment_spans(text)) == [found.span() for found in pattern.finditer(text)]


def test_a_clause_followed_by_thousands_of_confirmation_titles_is_read(tmp_path: Path) -> None:
    """ "XÁC NHẬN BÀN GIAO" 8,000 times after a clause: each such title, held as a possible
    signature block, looked through every title held before it for a block's first line
    (4,000 took 20 s). Whether one is held is now kept as it is held; the titles, unsigned,
    stay the clause's text."""
    from bench.documents import HOSTILE

    _, write, _ = HOSTILE["confirmation_titles"]
    parsed = parse_signed_document(write(tmp_path, 8_000))
    assert [clause.ref for clause in parsed.clauses] == ["§1", "§1.1"]
    assert parsed.clauses[1].text_vi.count("XÁC NHẬN BÀN GIAO") == 8_000


def test_a_page_of_tens_of_thousands_of_baselines_is_read_as_drawn() -> None:
    """Text a twentieth of a point high, a line each: every run had been compared with every
    baseline drawn before it, to tell whether it was drawn into one (a second font's letters)
    — 16,000 such lines in a 40 KB file took minutes, the 100,000 here would take hours. Such
    a page is no document's: it is read in the content stream's order."""
    from rubric.documents.parsing.pdf_geometry import Run, Survey, drawn_out_of_order

    into_a_line = [Run("Hợp đồng lao động số", 72, 100, 12), Run("x", 100, 100, 12)]
    assert drawn_out_of_order(None, Survey(into_a_line, "Hợp đồng lao động số x"))
    lines = [Run("a", 100, 600 - index * 0.05, 0.05) for index in range(100_000)]
    assert not drawn_out_of_order(None, Survey(lines + into_a_line, "a\n" * 100_000))


def test_a_pdf_page_whose_form_fields_show_millions_of_characters_is_refused(
    tmp_path: Path,
) -> None:
    """A 1,000-character value shared by 2,000 widgets (80 KB): each character of each
    widget's value had become a glyph read by position — two million of them, minutes and
    gigabytes (a single value of a million characters too)."""
    widgets = 2_000
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> /Annots [%s] >>"
        % b" ".join(b"%d 0 R" % (7 + i) for i in range(widgets)),
        b"<< /Length %d >>\nstream\n%s\nendstream" % (len(_TITLE), _TITLE),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"(" + b"Hop dong lao dong " * 55 + b")",
        *(
            b"<< /Type /Annot /Subtype /Widget /FT /Tx /Rect [72 %d 400 %d] /V 6 0 R >>"
            % (700 - i % 600, 710 - i % 600)
            for i in range(widgets)
        ),
    ]
    body = b"%PDF-1.4\n"
    offsets = []
    for number, item in enumerate(objects, start=1):
        offsets.append(len(body))
        body += b"%d 0 obj\n" % number + item + b"\nendobj\n"
    body += (
        b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
        + b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
        + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n"
        % (len(objects) + 1, len(body))
    )
    path = tmp_path / "fields.pdf"
    path.write_bytes(body)
    refusal = _refusal(path)
    assert refusal.code == "too_large"
    assert "page 1 has form fields showing more than 50,000 characters" in refusal.message


def test_a_pdf_naming_one_page_tens_of_thousands_of_times_is_refused(tmp_path: Path) -> None:
    """A page tree listing the same page 20,000 times (a 130 KB file): each page, empty or
    not, was read by both readers (minutes)."""
    path = _pdf(tmp_path / "pages.pdf", [_TITLE])
    data = path.read_bytes()
    tree = b"<< /Type /Pages /Kids [4 0 R] /Count 1 >>"
    many = b"<< /Type /Pages /Kids [%s] /Count 20000 >>" % (b"4 0 R " * 20_000)
    # the tree, written again after the file as an update of its object 3
    update = b"3 0 obj\n" + many + b"\nendobj\n"
    at = len(data)
    table = len(data) + len(update)
    previous = int(data.rsplit(b"startxref\n", 1)[1].split(b"\n")[0])
    assert tree in data
    path.write_bytes(
        data
        + update
        + b"xref\n3 1\n%010d 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R /Prev %d >>\n"
        % (at, previous)
        + b"startxref\n%d\n%%%%EOF\n" % table
    )
    refusal = _refusal(path)
    assert refusal.code == "too_large"
    assert "has 20,000 pages, more than the 1,000" in refusal.message


class _Glyph:
    """A glyph as pdfminer draws it, upright."""

    def __init__(self, text: str, x: float, y: float, size: float) -> None:
        self.text, self.size, self.fontname = text, size, "Arial"
        self.x0, self.x1, self.y0, self.y1 = x, x + 0.5 * size, y, y + size
        self.matrix = (size, 0, 0, size, x, y)

    def get_text(self) -> str:
        return self.text


def _glyphs_of(cells: list[str], x: float, y: float, size: float, width: float) -> list[_Glyph]:
    return [
        _Glyph(character, x + column * width + at * 0.5 * size, y, size)
        for column, cell in enumerate(cells)
        for at, character in enumerate(cell)
    ]


SALARY_HEADER = ("Bậc lương", "Hệ số", "Mức lương")


def _salary_scale() -> list[_Glyph]:
    """A salary scale of three columns and three grades without rules, in 9-point glyphs."""
    rows = [SALARY_HEADER, *((f"Bậc {row}", f"{row},10", f"{row}.000 đồng") for row in (1, 2, 3))]
    return [
        glyph
        for index, cells in enumerate(rows)
        for glyph in _glyphs_of(list(cells), 60, 700 - 18 * index, 9, 120)
    ]


def test_a_pdf_table_without_rules_is_read_from_its_glyphs() -> None:
    from rubric.documents.parsing.pdf_spaced_tables import spaced_grids

    glyphs = _salary_scale()
    (grid,) = spaced_grids(glyphs, [])
    assert grid.rows[0] == SALARY_HEADER
    assert grid.rows[3] == ("Bậc 3", "3,10", "3.000 đồng")


@pytest.mark.parametrize(
    ("columns", "lines"),
    [
        # a page-long run of aligned lines that makes no table (each line's second cell a
        # figure, no header): the run was tried again from each of its lines, and each try
        # looked at the run's columns again for each line it grew by (16 columns of 300 lines
        # took more than a minute; the 64 here, hours)
        (64, 300),
        # lines of thousands of gaps: each column was looked for among all the line's gaps
        # (30 lines of 1,600 gaps: more than a minute)
        (4_000, 30),
    ],
)
def test_a_page_of_aligned_lines_that_make_no_table_is_looked_at_once(
    columns: int, lines: int
) -> None:
    from rubric.documents.parsing.pdf_spaced_tables import spaced_grids

    glyphs = [
        glyph
        for index in range(lines)
        for glyph in _glyphs_of(
            [f"Bậc {index}", "1.10", *["cột"] * (columns - 2)], 30, 20_000 - 6 * index, 4, 28
        )
    ]
    assert spaced_grids(glyphs, []) == []


def test_a_pdf_page_of_tens_of_thousands_of_lines_is_not_grouped_into_lines() -> None:
    """Text a point high, a line each, under three aligned lines: grouping the page's glyphs
    into lines compared each with every line above it (8,000 lines took 7 s, the 40,000 here
    minutes). Such a page is no document's: it is read as its lines."""
    from rubric.documents.parsing.pdf_spaced_tables import spaced_grids

    table = [
        glyph
        for index in range(4)
        for glyph in _glyphs_of(
            ["Bậc lương", "Hệ số", "Mức lương"], 30, 50_000 - 12 * index, 9, 120
        )
    ]
    lines = [_Glyph("a", 30, 49_900 - index, 0.8) for index in range(40_000)]
    assert spaced_grids(table + lines, []) == []


def test_a_page_of_many_rules_and_short_runs_of_aligned_lines_is_looked_at_once() -> None:
    """Hundreds of runs of three aligned lines (none a table: each line's second cell a
    figure) on a page of 200,000 horizontal rules: each run tried had picked its rules out of
    all the page's (1,500 runs and 16,000 rules took 8 s; these, minutes). A run now looks
    only at the rules beside it; a table among them is still read."""
    from rubric.documents.parsing.pdf_spaced_tables import spaced_grids

    glyphs = [
        glyph
        for group in range(500)
        for index in range(3)
        for glyph in _glyphs_of(
            [f"Bậc {index}", "1.10", "cột"], 30, 20_000 - 40 * group - 6 * index, 4, 150
        )
    ]
    rules = [(40 + index * 0.1, 20.0, 570.0) for index in range(200_000)]
    assert spaced_grids(glyphs, rules) == []
    table = _salary_scale()
    under_header = (700 - 18 + 9 + 4, 50.0, 500.0)
    (grid,) = spaced_grids(table, [*rules, under_header])
    assert grid.rows[0] == SALARY_HEADER


def test_a_table_under_a_long_bilingual_header_judges_the_header_once(tmp_path: Path) -> None:
    """A figure typed in both of a "Mục tiêu" | "Target" table's columns goes to each
    column's language: the header's languages were judged again for each row, so a header
    of tens of thousands of characters over thousands of rows was judged thousands of times
    (4,000 rows under a header of 40,000 characters a cell took minutes)."""
    header = f"| {'Mục tiêu chỉ tiêu ' * 2_200} | {'Target value ' * 3_000} | Ghi chú |"
    rows = [f"| ≥ {row}% | ≥ {row}% | x |" for row in range(4_000)]
    path = tmp_path / "long_header.md"
    path.write_text(
        "\n".join(["Điều 1. Công việc", "", "Article 1. Work", "", header, "|---|---|---|", *rows]),
        encoding="utf-8",
    )
    (clause,) = parse_signed_document(path).clauses
    assert clause.text_vi.splitlines()[-1] == "≥ 3999% | x"
    assert clause.text_en.splitlines()[-1] == "≥ 3999% | x"
    assert len(clause.text_vi.splitlines()) == len(clause.text_en.splitlines()) == 4_002


def test_thousands_of_small_tables_on_a_page_are_looked_for_within_a_budget() -> None:
    """Small tables read from a page of thousands of lines (a page of 4-point text, its tables
    told by their gaps): each was looked for from the page's top, every line tried as its
    start, time with the square of the page's lines (the 3,000 here took 32 s). The first are
    written over their lines, those past the budget left as read."""
    from rubric.documents.parsing.pdf_tables import Grid, with_grids

    grids = [
        Grid([("Bậc lương", "Hệ số", "Mức lương"), (f"Bậc {n}", f"{n},10", f"{n}.000 đồng")])
        for n in range(3_000)
    ]
    lines = [
        line
        for n in range(3_000)
        for line in ("Bậc lương Hệ số Mức lương", f"Bậc {n} {n},10 {n}.000 đồng")
    ]
    read = with_grids(lines, grids)
    assert read[:4] == [
        "",
        "| Bậc lương | Hệ số | Mức lương |",
        "| Bậc 0 | 0,10 | 0.000 đồng |",
        "",
    ]
    assert read[-2:] == lines[-2:]


def test_a_glyph_of_no_text_in_a_table_cell_is_passed_over() -> None:
    """A fuzzed PDF's font mapped a glyph to no text: writing a table cell's line, its first
    character was asked for (an IndexError, which dropped every table of the document)."""
    from rubric.documents.parsing.pdf_spaced_tables import spaced_grids
    from rubric.documents.parsing.pdf_tables import cell_text

    assert cell_text([_Glyph("A", 10, 10, 9), _Glyph("", 14.5, 10, 9), _Glyph("B", 14.5, 10, 9)])
    glyphs = _salary_scale()
    (grid,) = spaced_grids([*glyphs, _Glyph("", 62, 700 - 18, 9)], [])
    assert grid.rows[1] == ("Bậc 1", "1,10", "1.000 đồng")


@pytest.mark.parametrize(
    ("padding", "lines"),
    [
        # text of no font size drawn points apart: pypdf pads each gap of the layout line
        # with up to 10,000 spaces, and each gap was tried with the whole line either side
        # (r254.pdf: 61 lines of 20 words, 5 s; the 40 lines here, 90 s)
        (10_000, 40),
        # lines of 64 gaps, each tried with the whole line's language judged either side (a
        # line took 25 ms, the 4,000 here 100 s)
        (3, 4_000),
    ],
)
def test_a_page_of_layout_lines_of_many_gaps_is_split_into_cells_within_a_budget(
    padding: int, lines: int
) -> None:
    """A line of the default reading that the layout shows as a Vietnamese and an English
    cell is split at the gap between them, each gap of the line tried: a page's gaps are
    tried as three spaces, however wide, and within a budget of characters judged."""
    from rubric.documents.parsing.pdf_columns import Cell, _cells_apart
    from rubric.documents.parsing.text import collapse

    row = "Người lao động làm việc tại Hà Nội.     The employee works in Hanoi."
    words = [
        (" " * padding).join(f"Bậc lương {index} {word}" for word in range(64))
        for index in range(lines)
    ]
    default = [collapse(line) for line in [row, *words]]
    read = _cells_apart(default, [row, *words])
    assert read[:2] == ["Người lao động làm việc tại Hà Nội.", "The employee works in Hanoi."]
    assert all(isinstance(cell, Cell) for cell in read[:2])
    assert read[2:] == default[1:]


def test_a_page_of_layout_lines_of_many_gaps_judges_no_more_english_first_than_its_budget(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A line no gap splits into a Vietnamese and an English cell is tried again for an
    English | Vietnamese row (``_english_cell_first``): that second look judged the whole line
    at each of its 64 gaps outside the page's budget, so a page of such lines cost what the
    budget was set to prevent (the 4,000 lines above, 77 s)."""
    from rubric.documents.parsing import pdf_columns
    from rubric.documents.parsing.text import collapse

    judged = 0
    detect = pdf_columns.detect

    def counted(text: str) -> Lang:
        nonlocal judged
        judged += len(text)
        return detect(text)

    monkeypatch.setattr(pdf_columns, "detect", counted)
    lines = ["   ".join(f"Bậc lương {index} {word}" for word in range(64)) for index in range(400)]
    pdf_columns._cells_apart([collapse(line) for line in lines], lines)
    assert judged <= 2 * pdf_columns._MOST_JUDGED


def test_many_brackets_before_one_far_off_are_read_at_once() -> None:
    """A review's: "( ( ( … )", each "(" searched for number words up to the one far-off
    ")" (the fix above for words with no bracket had made it so: 8k characters took 10 s);
    a figure's bracket closes near its "("."""
    from rubric.documents.parsing.number_words import amounts_in_words

    assert amounts_in_words("( " * 50_000 + ")") == []
    assert amounts_in_words("một (" * 30_000 + ")") == []
    read = amounts_in_words("( " * 50_000 + ") Lương ba mươi triệu đồng (30.000.000 đồng).")
    assert [pair.words for pair in read] == [30_000_000]
