"""From blocks to a stream of language-tagged pieces, and which layout the document uses.

Every layout is reduced to the same stream: Vietnamese and English pieces in reading order,
each possibly starting with a clause label. An interleaved document is that stream already;
a bilingual table contributes, row by row, its Vietnamese cell then its English cell (the
language comes from the column, so an English cell quoting "Công ty TNHH" stays English); two
separate files are read one after the other. ``tree.Assembler`` then pairs the two languages
by clause number, whatever the layout.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, replace

from rubric.documents import Layout
from rubric.documents.parsing.bilingual import split_bilingual_line
from rubric.documents.parsing.formats import Block, Paragraph, Table
from rubric.documents.parsing.furniture import (
    is_generator_banner,
    is_initials_box,
    is_motto,
    is_signature_caption,
    is_signature_marker,
    is_signing_line,
)
from rubric.documents.parsing.labels import Kind, Label, parse_label
from rubric.documents.parsing.language import (
    LANG_PREFIX,
    Lang,
    detect,
    has_vietnamese_letters,
    is_confident,
    other_script,
    vietnamese_weight,
)
from rubric.documents.parsing.text import in_capitals, same_figure


@dataclass(frozen=True)
class LeftOut:
    """A line, a table cell's line or a " / " part of a heading written in neither Vietnamese
    nor English — a trilingual FDI contract's Korean, Japanese or Chinese (``other_script``):
    no clause's text, and no title's. ``script`` names its writing."""

    script: str
    text: str


@dataclass(frozen=True)
class Piece:
    lang: Lang  # VI or EN, never NEUTRAL
    text: str  # the whole paragraph, label included
    label: Label | None
    from_table: bool = False
    half: bool = False  # one half of a bilingual line ("Điều 1. … / Article 1. …")
    depth: int | None = None  # the paragraph's place in the source's outline (``Paragraph``)
    quoted: bool = False  # inside a quotation the source marks (``Paragraph.quoted``)
    # an unnumbered title in capitals between two clauses ("THU NHẬP / COMPENSATION"): it
    # heads the clauses after it, like a chapter's, and is no text of the one before
    section_title: bool = False
    bold: bool = False  # the paragraph is all in bold (``Paragraph.bold``)
    # Third-language text that stood right after this piece (or before the document's first),
    # left out: the clause this piece goes to reports it (``tree.Assembler``).
    left_out: tuple[LeftOut, ...] = ()

    @property
    def body(self) -> str:
        return self.label.rest if self.label else self.text

    @property
    def set_aside(self) -> bool:
        """Only left-out text, waiting to hang on a neighbour (``_left_out_on_neighbours``)."""
        return not self.text and bool(self.left_out)


# A header naming the languages ("Tiếng Việt | English") heads a layout table's columns.
_LANGUAGE_WORDS = r"tiếng việt|tiếng anh|vietnamese|english|bản gốc|^(?:vi|en|vn)$"
_LANGUAGE_HEADER = re.compile(_LANGUAGE_WORDS, re.IGNORECASE)
# "Nội dung | Content" heads one too, unless a row-number column says the rows are data
# ("STT | Nội dung | Mức").
_HEADER_WORDS = re.compile(_LANGUAGE_WORDS + r"|nội dung|content", re.IGNORECASE)
# A column headed "STT" (số thứ tự), "#", "No." or "Mã / Code" numbers or codes a data table's
# rows ("1", "1.1.1", "NL01"), not clauses.
_ORDINAL_WORD = (
    r"(?:stt|tt|số\s*tt|số\s*thứ\s*tự|#|no\.?|s/n|seq\.?"
    r"|mã(?:\s*(?:số|kpi|chỉ\s*tiêu|tiêu\s*chí))?|(?:kpi\s*)?code|id)"
)
# Its two languages' words apart by a slash, a line break ("STT" / "No.", two paragraphs of one
# cell, or a Markdown "<br>") or, a PDF cell's lines run into one paragraph, a space ("STT No.").
_ORDINAL_SEPARATOR = r"(?:\s*[/\n]\s*|\s+)"
_ORDINAL_HEADER = re.compile(
    rf"{_ORDINAL_WORD}(?:{_ORDINAL_SEPARATOR}{_ORDINAL_WORD})?",
    re.IGNORECASE,
)


def is_ordinal_header(cell: str) -> bool:
    """A column's heading that says its cells number or code the rows ("STT / No.", "Mã")."""
    return _ORDINAL_HEADER.fullmatch(cell.strip()) is not None


def pieces_from_blocks(
    blocks: list[Block], *, only: Lang | None = None
) -> tuple[list[Piece], Layout]:
    """The piece stream of one file, and INTERLEAVED or TABLE for it.

    ``only`` forces every piece into one language (the files of a SEPARATE pair).
    """
    pieces: list[Piece] = []
    roman = _vietnamese_by_its_type(blocks) if only is None else set()
    tags = _tags_in_brackets(blocks)
    for index, block in enumerate(blocks):
        if isinstance(block, Table):
            pieces.extend(_table_pieces(block, only))
        else:
            pieces.extend(_paragraph_pieces(block, Lang.VI if index in roman else only, tags=tags))
    pieces = _said_twice(_marks_stripped(_left_out_on_neighbours(pieces)))
    labelled = [p for p in pieces if p.label and p.lang is Lang.VI]
    in_tables = [p for p in labelled if p.from_table]
    layout = (
        Layout.TABLE if labelled and len(in_tables) * 2 >= len(labelled) else Layout.INTERLEAVED
    )
    return _settle_neutral(pieces), layout


def _marks_stripped(pieces: list[Piece]) -> list[Piece]:
    """A line that is the line right above it without its marks ("- áo dài, nón lá." / "- ao
    dai, non la.", "- Hạ Long, Hội An, Sa Pa;" / "- Ha Long, Hoi An, Sa Pa;"): the English,
    naming the same things as English writes them, under their Vietnamese — however their
    words read (names read as English, toneless syllables as Vietnamese)."""
    result = list(pieces)
    for index in range(1, len(result)):
        above, piece = result[index - 1], result[index]
        if (
            piece.label is None
            and above.label is None
            and not piece.from_table
            and not has_vietnamese_letters(piece.text)
            and has_vietnamese_letters(above.text)
            and _unmarked(above.text) == _unmarked(piece.text)
        ):
            result[index - 1] = replace(above, lang=Lang.VI)
            result[index] = replace(piece, lang=Lang.EN)
    return result


def _said_twice(pieces: list[Piece]) -> list[Piece]:
    """A line written twice, one right under the other ("- Email: hr@congty.vn", "- Google
    Workspace;"): the same words in both languages, a name, an address, a brand. Its first
    is in the language the document writes first, as the line before them tells (after an
    English line, a Vietnamese one opens the next pair), the second in the other. Not a
    Vietnamese line ("XÁC NHẬN BÀN GIAO", "- Điện thoại;"): that is Vietnamese, wherever it
    stands; "- Sous-vide, flambé, tartare." is not one."""
    result = list(pieces)
    said = [" ".join(piece.text.split()) for piece in pieces]
    index = 1
    while index < len(result):
        above, piece = result[index - 1], result[index]
        if (
            piece.label is None
            and above.label is None
            and not (piece.from_table or above.from_table or piece.half or above.half)
            and said[index] == said[index - 1]
            # (not a Vietnamese line: "- Điện thoại;" twice is a list's slip, not a pair)
            and not (has_vietnamese_letters(piece.text) and detect(piece.text) is Lang.VI)
            and any(ch.isalnum() for ch in piece.text)  # (a form's dotted blanks are none)
            # (twice, no more: a title repeated down a page is no translation)
            and (index < 2 or said[index - 2] != said[index])
            and (index + 1 >= len(said) or said[index + 1] != said[index])
        ):
            before = next(
                (p.lang for p in reversed(result[: index - 1]) if p.lang is not Lang.NEUTRAL),
                Lang.EN,
            )
            first = Lang.EN if before is Lang.VI else Lang.VI
            second = Lang.VI if first is Lang.EN else Lang.EN
            result[index - 1] = replace(above, lang=first)
            result[index] = replace(piece, lang=second)
            index += 2
            continue
        index += 1
    return result


def _unmarked(text: str) -> str:
    plain = unicodedata.normalize("NFD", text.replace("đ", "d").replace("Đ", "D"))
    return " ".join("".join(ch for ch in plain if not unicodedata.combining(ch)).split()).casefold()


def sequential_halves(pieces: list[Piece]) -> tuple[list[Piece], list[Piece]] | None:
    """One file holding the whole Vietnamese text, then the whole English text: its two
    halves, to be aligned by clause numbers like two separate files; None otherwise.

    Recognised when at least two Vietnamese labels all come before at least two English ones;
    the English half starts at the first English piece after the last Vietnamese label (its
    title, usually). Each half is then read in its own language, so a Vietnamese name in the
    English half stays English.
    """
    vi = [i for i, p in enumerate(pieces) if p.label is not None and p.lang is Lang.VI]
    en = [i for i, p in enumerate(pieces) if p.label is not None and p.lang is Lang.EN]
    if len(vi) < 2 or len(en) < 2 or vi[-1] > en[0]:
        return None
    split = next(i for i in range(vi[-1], len(pieces)) if pieces[i].lang is Lang.EN)
    return (
        [replace(p, lang=Lang.VI) for p in pieces[:split]],
        [replace(p, lang=Lang.EN) for p in pieces[split:]],
    )


# A document marks its English by italics when at least this many paragraphs sure to be
# English are in italics, and hardly any sure to be Vietnamese are (``_italics_mark_english``).
_FEWEST_ITALIC_ENGLISH = 3
_MOST_OTHERWISE = 0.05


def _italics_mark_english(blocks: list[Block]) -> bool:
    """Whether the paragraphs sure to be English are in italics and those sure to be
    Vietnamese are not (all but ``_MOST_OTHERWISE`` of each): the writer's own mark of which
    paragraph is the translation."""
    english = [0, 0]  # in italics, not
    vietnamese = [0, 0]
    for block in blocks:
        if isinstance(block, Table) or not is_confident(block.text):
            continue
        counts = english if detect(block.text) is Lang.EN else vietnamese
        counts[0 if block.italic else 1] += 1
    return (
        english[0] >= _FEWEST_ITALIC_ENGLISH
        and english[1] <= _MOST_OTHERWISE * sum(english)
        and vietnamese[0] <= _MOST_OTHERWISE * sum(vietnamese)
    )


def _vietnamese_by_its_type(blocks: list[Block]) -> set[int]:
    """The paragraphs in roman type read as English by too few words to be sure ("- laptop
    Dell."), between two in italics, in a document marking its English by italics
    (``_italics_mark_english``): the Vietnamese its type says, the English beside it."""
    if not _italics_mark_english(blocks):
        return set()
    paragraphs = [
        (index, block) for index, block in enumerate(blocks) if isinstance(block, Paragraph)
    ]
    found = set()
    for (_, before), (index, block), (_, after) in zip(
        paragraphs, paragraphs[1:], paragraphs[2:], strict=False
    ):
        if (
            before.italic
            and after.italic
            and not block.italic
            and detect(block.text) is Lang.EN
            and not is_confident(block.text)
        ):
            found.add(index)
    return found


def _tags_in_brackets(blocks: list[Block]) -> str | None:
    """How the document tags its English ("(EN) …", "[en] …", "EN: …"): "upper" or "lower",
    or None. "(vi)" is a tag only written as the English's tag is ("(VI)" beside "(EN)"),
    else the roman point after "(v)"."""
    for block in blocks:
        if isinstance(block, Paragraph) and (tag := _ENGLISH_TAG.match(block.text)):
            written = next(group for group in tag.groups() if group)
            return "upper" if written.isupper() else "lower"
    return None


def _tag_as_written(vi: str, tags: str | None) -> bool:
    return tags == ("upper" if vi.isupper() else "lower")


_ENGLISH_TAG = re.compile(r"\s*(?:\[(en)\]|\((en)g?\)|(en)\s*:)", re.IGNORECASE)


def _paragraph_pieces(
    paragraph: Paragraph, only: Lang | None, *, tags: str | None = None
) -> list[Piece]:
    text, left_out = without_other_languages(paragraph.text)
    aside = _set_aside(left_out)
    if not text.strip():
        return aside
    paragraph = replace(paragraph, text=text)
    if is_generator_banner(paragraph.text) or is_initials_box(paragraph.text):
        return aside
    return _paragraph_read(paragraph, only, tags=tags) + aside


def _paragraph_read(
    paragraph: Paragraph, only: Lang | None, *, tags: str | None = None
) -> list[Piece]:
    pieces = _read_paragraph(paragraph, only, tags=tags)
    if paragraph.quoted:
        pieces = [replace(piece, quoted=True) for piece in pieces]
    if paragraph.bold:
        pieces = [replace(piece, bold=True) for piece in pieces]
    if paragraph.depth is None:
        return pieces
    return [replace(piece, depth=paragraph.depth) for piece in pieces]


def _read_paragraph(
    paragraph: Paragraph, only: Lang | None, *, tags: str | None = None
) -> list[Piece]:
    text = paragraph.text
    if only is None:
        halves = split_bilingual_line(text)
        if halves:
            return [
                replace(_piece(text, lang), half=True)
                for text, lang in zip(halves, (Lang.VI, Lang.EN), strict=True)
            ]
    forced = only
    prefixed = LANG_PREFIX.match(text)
    if (
        prefixed
        and (prefixed.group("b") or "").lower() == "vi"
        and not _tag_as_written(prefixed.group("b"), tags)
    ):
        prefixed = None  # "(vi) chết.": the point after "(v)"
    if prefixed:
        code = (prefixed.group("a") or prefixed.group("b") or prefixed.group("c")).lower()
        text = text[prefixed.end() :]
        forced = forced or (Lang.EN if code in ("en", "english", "tiếng anh") else Lang.VI)
    hint = paragraph.italic
    if _wrapped_in_parentheses(text):
        inner = text[1:-1].strip()
        if (forced or detect(inner, english_hint=True)) is Lang.EN:
            hint = True
            if parse_label(inner) is not None or (in_capitals(inner) and len(inner.split()) > 1):
                # "(Article 4. Working time)", "(LABOUR CONTRACT)": a heading or a title (not
                # "(KPI)", a title's abbreviation wrapped onto its line: as written)
                text = inner
            else:
                # "(Attached to Labor Contract No. …)": the English as written, parentheses
                # too, so a quote of it with them is true
                return [_piece(text, forced or Lang.EN)]
    lang = forced or detect(_language_basis(text), english_hint=hint)
    return [_piece(text, lang)] if text else []


# The parts of a heading in several languages: "Điều 1. Công việc / Article 1. Job / 제1조 업무".
_PART_SEPARATOR = re.compile(r"(\s+/\s+)")
# A gloss in parentheses ("Công ty TNHH Seoul Hitech Vina (서울하이텍비나)") names something in
# the sentence around it: the sentence's own words say which language it is in.
_GLOSS = re.compile(r"\([^()]*\)")


def without_other_languages(text: str) -> tuple[str, list[LeftOut]]:
    """``text`` without its lines, or a heading's " / " parts, written in neither Vietnamese
    nor English, and those: a trilingual contract's third language is no clause's text, and
    its labels ("제1조", "第1条") number no clause. Figures, dates and codes stay: they are
    no language's, and go to both."""
    kept: list[str] = []
    left_out: list[LeftOut] = []
    for line in text.split("\n"):
        tokens = _PART_SEPARATOR.split(line)  # part, separator, part, …
        parts = [
            (tokens[index - 1] if index else "", tokens[index])
            for index in range(0, len(tokens), 2)
        ]
        scripts = [_written_in(part) for _, part in parts]
        if not any(scripts):
            kept.append(line)
            continue
        left_out.extend(
            LeftOut(script, part.strip())
            for (_, part), script in zip(parts, scripts, strict=True)
            if script
        )
        own = [
            (separator, part)
            for (separator, part), script in zip(parts, scripts, strict=True)
            if not script
        ]
        if own:
            kept.append(own[0][1] + "".join(separator + part for separator, part in own[1:]))
    return "\n".join(kept), left_out


def _written_in(text: str) -> str | None:
    """The other script a line is written in, its glosses in parentheses aside when it has
    words outside them."""
    unglossed = _GLOSS.sub(" ", text)
    return other_script(unglossed if any(ch.isalpha() for ch in unglossed) else text)


def _set_aside(left_out: Iterable[LeftOut]) -> list[Piece]:
    return [Piece(Lang.NEUTRAL, "", None, left_out=(item,)) for item in left_out]


def _left_out_on_neighbours(pieces: list[Piece]) -> list[Piece]:
    """Each set-aside piece's text hung on the piece before it — the clause it translated, or
    stood beside in the table's row — or, at the very start, on the first piece after it."""
    result: list[Piece] = []
    waiting: tuple[LeftOut, ...] = ()
    for piece in pieces:
        if not piece.set_aside:
            if waiting:
                piece = replace(piece, left_out=(*waiting, *piece.left_out))
                waiting = ()
            result.append(piece)
        elif result:
            result[-1] = replace(result[-1], left_out=(*result[-1].left_out, *piece.left_out))
        else:
            waiting = (*waiting, *piece.left_out)
    return result


def _language_basis(text: str) -> str:
    """The words that tell the language: the body after a label, or the label alone."""
    label = parse_label(text)
    if label is None:
        return text
    return label.rest if len(label.rest.split()) >= 1 else label.text


def _piece(text: str, lang: Lang, *, from_table: bool = False) -> Piece:
    return Piece(lang, text, parse_label(text), from_table)


def _wrapped_in_parentheses(text: str) -> bool:
    if len(text) < 3 or text[0] != "(" or text[-1] != ")":
        return False
    depth = 0
    for index, ch in enumerate(text):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0 and index < len(text) - 1:
            return False
    return True


# ---------------------------------------------------------------- tables


@dataclass(frozen=True)
class _Columns:
    vi: int
    en: int
    label: int | None
    # "Điều 1 | Thông tin mật | Article 1 | Confidential information": the English side's own
    # label column, right before it
    label_en: int | None = None
    # "Điều | Khoản | Tiếng Việt | English": a second label column, right after the first,
    # numbering the sub-clauses of the article the first numbers (its cell merged down them,
    # or its label typed again); where it holds a label, that one numbers the row
    label_within: int | None = None
    # the columns a cell of which is "Vietnamese / English" ("Điều khoản / Clause"): there a
    # cell is split so wherever it can be (``_bilingual_column_indexes``)
    bilingual: frozenset[int] = frozenset()
    # columns beside the languages' that the header gives one language each, in pairs
    # ("Nội dung mới" | "New wording"): a figure there is its column's language's
    sides: tuple[tuple[int, Lang], ...] = ()
    # "Điều 1. Vị trí / Article 1. Position" merged down the rows of its clauses, each row
    # numbering its own ("1.1. …" | "1.1. …"): the column of the articles' headings
    articles: int | None = None

    @property
    def taken(self) -> frozenset[int | None]:
        """The label and language columns: the others stand beside them."""
        return frozenset(
            (self.label, self.label_en, self.label_within, self.vi, self.en, self.articles)
        )


def _table_pieces(table: Table, only: Lang | None) -> list[Piece]:
    """A table's pieces. A bilingual layout table (a Vietnamese and an English column, perhaps
    a label column) gives each row's cells as paragraphs that may number clauses. A data table
    — salary grades, KPIs with weights and targets, a career ladder — is text of the clause it
    sits in: each row is one Vietnamese and one English piece holding every cell (numbers and
    codes on both sides), never a clause of its own. A third language's cells are left out
    first (``without_other_languages``): a Korean column is then an empty one."""
    table, left_out = _without_other_languages_table(table)
    header_count = _header_count(table.rows)
    header = list(table.rows[:header_count])
    rows = _without_repeated_header(header, table.rows[header_count:])
    columns = None if only else _bilingual_columns(rows)
    if columns is not None:
        columns = replace(
            columns,
            bilingual=_bilingual_column_indexes([*header, *rows]),
            sides=_paired_beside_columns(header, columns),
        )
    if columns is not None and (transposed := _old_and_new_transposed(rows, columns)):
        # "| | Tiếng Việt | English |" over a row of old wording and one of new: each language
        # gets its old wording beside its new, as a table of old and new wording is laid out
        return _data_pieces(transposed, None, only) + _set_aside(
            item for items in left_out.values() for item in items
        )
    if _is_data_table(header, rows, columns):
        data_columns = _Columns(columns.vi, columns.en, None) if columns is not None else None
        # the header too: it says what the numbers are; each row whole, a group's cell merged
        # over several rows in each of them
        data = _data_pieces(table.filled or table.rows, data_columns, only)
        return data + _set_aside(item for items in left_out.values() for item in items)
    pieces: list[Piece] = []
    # A header naming a column beside the languages' ("Điều khoản / Clause | Nội dung sửa đổi
    # | Amended wording") says what that column's cells are; "Tiếng Việt | English" says nothing.
    named = [row for row in header if columns is not None and _beside(row, columns)]
    numbered_above = article_above = ""
    labelled = columns is None and _label_column(rows)
    paired = labelled and _cells_vietnamese_then_english(rows)
    for row in [*named, *rows]:
        if columns is None:
            if labelled:
                row = (_label_cell(row[0]), *row[1:])
            for number, cell in enumerate(row):
                lines = [line for line in cell.split("\n") if line.strip()]
                sides = (
                    (Lang.VI, Lang.EN)
                    if paired and number and len(lines) == 2 and _told_by_place(lines)
                    else None
                )
                for index, line in enumerate(lines if sides else cell.split("\n")):
                    pieces.extend(
                        _paragraph_pieces(Paragraph(line), sides[index] if sides else only)
                    )
        else:
            numbering = _row_label_cell(row, columns)
            article = (
                _cell(row, columns.label).strip()
                if columns.label_within is not None
                else _cell(row, columns.articles).strip()
            )
            if article and article != article_above and numbering != article:
                # "Điều 5 | 1. | …": the article's cell opens it, though the sub-clause's
                # label numbers the row
                pieces.extend(_article_pieces(article))
            article_above = article or article_above
            pieces.extend(_row_pieces(row, columns, repeated=numbering == numbered_above))
            numbered_above = numbering
        pieces.extend(_set_aside(left_out.pop(row, [])))
    # what stood in a row not read as content (a header's "한국어"): before the table's rows
    return _set_aside(item for items in left_out.values() for item in items) + pieces


def _without_other_languages_table(
    table: Table,
) -> tuple[Table, dict[tuple[str, ...], list[LeftOut]]]:
    """The table with its third language's lines left out of every cell, and those, by the
    row (as left) they stood in."""
    left_out: dict[tuple[str, ...], list[LeftOut]] = {}
    rows = []
    for row in table.rows:
        cells = [without_other_languages(cell) for cell in row]
        kept = tuple(text for text, _ in cells)
        left_out.setdefault(kept, []).extend(item for _, items in cells for item in items)
        rows.append(kept)
    filled = tuple(tuple(without_other_languages(cell)[0] for cell in row) for row in table.filled)
    return Table(tuple(rows), filled), {row: items for row, items in left_out.items() if items}


# Labels that number clauses or points: a table holding one lays out the document's clauses.
_CLAUSE_KINDS = {
    Kind.ARTICLE,
    Kind.KHOAN,
    Kind.NUMBER,
    Kind.APPENDIX,
    Kind.CHAPTER,
    Kind.PLAIN,
    Kind.POINT,
}


def _compares_contents(header: list[tuple[str, ...]]) -> bool:
    """A header naming content in two columns of one language: an amendment's "Điều khoản |
    Nội dung cũ | Nội dung mới" sets the old wording beside the new, a table of data (its
    header says which is which), not "Nội dung | Content" of a layout in two languages."""
    return any(
        sum(bool(words.search(cell)) for cell in row) >= 2
        for row in header
        for words in _CONTENT_WORDS
    )


_CONTENT_WORDS = (
    re.compile(
        r"nội dung|quy định|\bcũ\b|\bmới\b|hiện hành|điều chỉnh|sửa đổi|trước khi|sau khi",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:content|wording|current|adjusted|amended|revised|previous|old|new)\b", re.IGNORECASE
    ),
)


def _signs(row: tuple[str, ...]) -> bool:
    """A row of the parties' signature blocks: a caption ("NGƯỜI LAO ĐỘNG", "Employee") with no
    figure beside it — "| Employee | 8% | 1.5% |" is a rate the employee pays."""
    lines = [line.strip() for cell in row for line in cell.split("\n")]
    return (any(map(is_signature_marker, lines)) or any(map(_signed_under_a_caption, row))) and (
        not any(_FIGURE_CELL.fullmatch(cell.strip()) for cell in row)
    )


def _signed_under_a_caption(cell: str) -> bool:
    """A cell opening with a signer's caption in capitals, in one language or both, and a
    signing line under it ("NGƯỜI NHẬN VIỆC" / "JOB HOLDER" / "(Đã ký)", "CHỦ TRÌ" / "(Ký, ghi
    rõ họ tên)"): whoever signs, a signature block."""
    lines = [line.strip() for line in cell.split("\n") if line.strip()]
    captions = next((at for at, line in enumerate(lines) if not is_signature_caption(line)), 0)
    return 0 < captions <= _CAPTIONS_OVER_A_SIGNING_LINE and is_signing_line(lines[captions])


_CAPTIONS_OVER_A_SIGNING_LINE = 3


# A cell that is only a figure: an amount, a rate, a count ("8%", "1,5 %", "17.500.000", "≥ 3").
_FIGURE_CELL = re.compile(r"[≤≥<>=~]?\s*\d[\d.,]*\s*%?")


def _is_data_table(
    header: list[tuple[str, ...]], rows: list[tuple[str, ...]], columns: _Columns | None
) -> bool:
    """A table of data rather than of the document's clauses. Never when its header names the
    languages ("Tiếng Việt | English"). Data when its number column is headed "STT" / "#" /
    "No." and no other cell opens with a clause label (its "1.", "2." count rows). Otherwise
    never when a cell opens with a clause or point label ("Điều 4", "4.2", "1.", "a)"); data
    when it has columns beside its Vietnamese and English ones and no label column, or no such
    pair of columns."""
    width = max((len(row) for row in rows), default=0)
    lines = [line.strip() for row in rows for cell in row for line in cell.split("\n")]
    if width < 2 or any(is_motto(line) for line in lines) or any(map(_signs, rows)):
        return False  # the national heading, or the parties' signature blocks side by side
    if columns is None and _compares_contents(header or rows[:1]):
        # old wording beside new: its first column names the clauses it changes ("Điều 5",
        # "Khoản 1 Điều 3"), the amended document's, not this one's; or none, the sentence
        # above naming the clause ("Nội dung cũ / Old wording | Nội dung mới / New wording",
        # a row for each language)
        return True
    if any(_LANGUAGE_HEADER.search(cell.strip()) for row in header for cell in row) or any(
        _names_only_the_languages(row) for row in header
    ):
        return False
    number_column = columns.label if columns is not None and columns.label is not None else 0
    if any(_ORDINAL_HEADER.fullmatch(_cell(row, number_column).strip()) for row in header):
        others = [
            line.strip()
            for row in rows
            for index, cell in enumerate(row)
            if index != number_column
            for line in cell.split("\n")
        ]
        return not _labels_clauses(others, _NUMBERING_KINDS)
    if any(_HEADER_WORDS.search(cell.strip()) for row in header for cell in row):
        return False
    if columns is None and _numbered_rows_of_figures(rows):
        return True
    # A bare figure beside the first column ("2.34", a salary coefficient) labels nothing.
    labelling = [
        line.strip()
        for row in rows
        for index, cell in enumerate(row)
        for line in cell.split("\n")
        if index == 0 or not _FIGURE.fullmatch(line.strip())
    ]
    if _labels_clauses(labelling):
        return False
    if columns is None:
        return True
    used = columns.taken
    extra = [
        [_cell(row, index).strip() for row in rows if _cell(row, index).strip()]
        for index in range(width)
        if index not in used
    ]
    if columns.label is None:
        return any(extra)
    # Beside a column of bare numbers: row numbers when the other columns hold figures
    # (weights, targets, amounts) rather than notes.
    return any(
        cells and sum(detect(cell) is Lang.NEUTRAL for cell in cells) * 5 >= len(cells) * 3
        for cells in extra
    )


def _numbered_rows_of_figures(rows: list[tuple[str, ...]]) -> bool:
    """ "1. | Doanh số / Sales | 40%", no header: rows numbered by their first column, each
    naming a thing in both languages in one cell beside a column of figures, are a data
    table's; clauses laid out in a table have no column of figures, nor a second label."""
    if len(rows) < 2 or any(len(row) < 3 for row in rows):
        return False
    if not all(_BARE_ROW_NUMBER.fullmatch(row[0].strip()) for row in rows):
        return False
    others = [[row[index].strip() for row in rows] for index in range(1, min(map(len, rows)))]
    if _labels_clauses([line for cells in others for cell in cells for line in cell.split("\n")]):
        return False
    figures = [
        cells
        for cells in others
        if sum(bool(_FIGURES.fullmatch(cell)) for cell in cells) * 5 >= len(cells) * 4
    ]
    named = [cells for cells in others if all(_in_both_languages(cell) for cell in cells)]
    return bool(figures) and bool(named)


_BARE_ROW_NUMBER = re.compile(r"\d{1,3}[.)]?")
# A cell of figures, perhaps with a sign, unit or currency: "40%", "≥ 4,5/5", "12 tỷ đồng".
_FIGURES = re.compile(
    r"[≥≤<>=~+\-\u2013]?\s*(?:VND\s*)?\d[\d.,/\s]*\s*(?:%|đồng|đ|vnđ|vnd|triệu|tỷ|million|billion"
    r"|điểm|points?|ngày|days?|tháng|months?)?",
    re.IGNORECASE,
)


def _names_only_the_languages(row: tuple[str, ...]) -> bool:
    """ "STT | Nội dung | Content": a row number and the two languages' columns, nothing else —
    an amendment's items side by side. "TT | Nội dung | Content | Mức thưởng" has data too."""
    cells = [cell.strip() for cell in row if cell.strip()]
    named = [cell for cell in cells if _HEADER_WORDS.search(cell)]
    return len(named) >= 2 and all(
        cell in named or _ORDINAL_HEADER.fullmatch(cell) for cell in cells
    )


def _labels_clauses(lines: list[str], kinds: set[Kind] | None = None) -> bool:
    wanted = _CLAUSE_KINDS if kinds is None else kinds
    return any((label := parse_label(line)) is not None and label.kind in wanted for line in lines)


# What outweighs an "STT" header: a worded or dotted clause number in the row ("Điều 1.",
# "1.2."); a row's own "a)" is text of the row (a shift "a) Ca sáng" in a shift table).
_NUMBERING_KINDS = {Kind.ARTICLE, Kind.KHOAN, Kind.NUMBER, Kind.APPENDIX, Kind.CHAPTER}


def _data_pieces(
    rows: tuple[tuple[str, ...], ...], columns: _Columns | None, only: Lang | None
) -> list[Piece]:
    """Each data-table row as a Vietnamese and an English piece, cells joined by " | ": a cell
    goes to its column's language, or to the language its words are in; a bilingual cell
    ("Nhân viên / Associate", "Doanh số\nSales") is split; numbers and codes go to each
    language the table is written in (a Vietnamese-only table stays Vietnamese)."""
    # columns whose cells are "Vietnamese / English" ("Chỉ tiêu / KPI", "Chất lượng /
    # Quality"): there a cell whose Vietnamese has no tone mark ("Doanh thu / Revenue") is too;
    # in a file of one language (``only``), its half ("Tra tay áo / Sleeve setting" in the
    # Vietnamese file of two: the English half had taken the line to the other language,
    # dropped with it)
    bilingual = _bilingual_column_indexes(rows)
    read = [
        [
            _data_cell(cell, index, columns, only, index in bilingual)
            for index, cell in enumerate(row)
        ]
        for row in rows
    ]
    if not only and rows:
        read = [_figures_by_paragraph(row, said) for row, said in zip(rows, read, strict=True)]
        sides = [_heading_language(cell) for cell in rows[0]]  # once: a header may be long
        read = [read[0], *(_figures_typed_twice(sides, row) for row in read[1:])]
    present: set[Lang] = {
        side
        for row in read
        for cell in row
        for side, lines in cell.items()
        if side is not Lang.NEUTRAL and lines
    } or {only or Lang.VI}
    pieces = []
    apart = _languages_apart(read) or [None] * len(read)
    for row, row_side in zip(read, apart, strict=True):
        for side in (Lang.VI, Lang.EN):
            if side not in present or row_side not in (None, side):
                continue
            cells = [
                " ".join(cell[side] + [_ordinal_side(text, side) for text in cell[Lang.NEUTRAL]])
                for cell in row
            ]
            cells = [text for text in cells if text]
            if cells:
                pieces.append(Piece(side, " | ".join(cells), None, True))
    return pieces


def _languages_apart(read: list[list[dict[Lang, list[str]]]]) -> list[Lang | None] | None:
    """Each row's language, for a table of rows in one language and then as many in the
    other (a Vietnamese table and its English translation under it, read as one grid): a
    row's figures are then its own language's. Read as figures of both, each row's had gone
    to both languages, the English table's figures into the Vietnamese text. None for any
    other table (a row of figures alone goes with the rows above it)."""
    sides: list[Lang | None] = []
    for row in read:
        said = {side for cell in row for side in (Lang.VI, Lang.EN) if cell[side]}
        if len(said) > 1:
            return None
        sides.append(said.pop() if said else (sides[-1] if sides else None))
    worded = [side for side in sides if side is not None]
    if None in sides[:1] or not worded:
        return None
    first = worded[0]
    run = next((at for at, side in enumerate(worded) if side is not first), len(worded))
    if run < 2 or len(worded) != 2 * run or any(side is first for side in worded[run:]):
        return None
    return sides


_ORDINAL_PAIR = re.compile(
    rf"({_ORDINAL_WORD}){_ORDINAL_SEPARATOR}({_ORDINAL_WORD})", re.IGNORECASE
)


def _figures_typed_twice(
    sides: list[Lang | None], row: list[dict[Lang, list[str]]]
) -> list[dict[Lang, list[str]]]:
    """A figure typed in both of two columns side by side that the header gives one language
    each (``sides``, ``_heading_language``: "Mục tiêu" | "Target": "≥ 98%" | "≥ 98%"): each
    is its column's language's. Read as no language's, each went to both rows, which then said
    it twice. Two figures under one heading each, or in columns the header does not set apart
    by language, stay both sides'."""
    result = list(row)
    for index, (this, that) in enumerate(itertools.pairwise(row)):
        left, right = (*sides[index : index + 2], None, None)[:2]  # a header may be shorter
        if {left, right} != {Lang.VI, Lang.EN} or not _only_figures(this) or this != that:
            continue
        for at, side in ((index, left), (index + 1, right)):
            said: dict[Lang, list[str]] = {Lang.VI: [], Lang.EN: [], Lang.NEUTRAL: []}
            said[side or Lang.NEUTRAL] = row[at][Lang.NEUTRAL]
            result[at] = said
    return result


def _figures_by_paragraph(
    row: tuple[str, ...], read: list[dict[Lang, list[str]]]
) -> list[dict[Lang, list[str]]]:
    """A cell of two paragraphs of figures or codes ("6.200.000" / "6,200,000", "T1" / "T1",
    "≥ 99,7%" / "≥ 99.7%") in a row whose other cells hold their Vietnamese paragraph then
    their English one ("Nhân viên kho" / "Warehouse staff"): its first paragraph is the
    Vietnamese, its second the English, as theirs are. A figure is no language's, so each had
    gone to both rows, which then said "6.200.000 6,200,000". A figure alone in its cell
    ("350"), two different ones ("10.000.000" above "12.000.000", a range), or two in a row
    the others of which are not split by paragraph, stay both sides' (``_ordinal_side``
    settles "STT" / "No.")."""
    if not any(_vietnamese_then_english(cell, said) for cell, said in zip(row, read, strict=True)):
        return read
    result = list(read)
    for index, (cell, said) in enumerate(zip(row, read, strict=True)):
        lines = _lines(cell)
        if (
            len(lines) == 2
            and _only_figures(said)
            and said[Lang.NEUTRAL] == lines
            and same_figure(*lines)
        ):
            result[index] = {Lang.VI: lines[:1], Lang.EN: lines[1:], Lang.NEUTRAL: []}
    return result


def _vietnamese_then_english(cell: str, said: dict[Lang, list[str]]) -> bool:
    """A cell of two paragraphs read as a Vietnamese one and an English one, in that order."""
    lines = _lines(cell)
    return len(lines) == 2 and said[Lang.VI] == lines[:1] and said[Lang.EN] == lines[1:]


def _heading_language(cell: str) -> Lang | None:
    text = cell.strip()
    if not text or "\n" in text or split_bilingual_line(text) or _ORDINAL_HEADER.fullmatch(text):
        return None
    language = detect(text)
    return language if language in (Lang.VI, Lang.EN) else None


def _only_figures(cell: dict[Lang, list[str]]) -> bool:
    return bool(cell[Lang.NEUTRAL]) and not cell[Lang.VI] and not cell[Lang.EN]


def _ordinal_side(text: str, side: Lang) -> str:
    """ "STT / No.", "Mã / Code": a number column's heading in both languages, each side its
    own word."""
    pair = _ORDINAL_PAIR.fullmatch(text)
    if pair is None:
        return text
    vietnamese, english = pair[1], pair[2]
    if _VIETNAMESE_ORDINAL.fullmatch(english) and not _VIETNAMESE_ORDINAL.fullmatch(vietnamese):
        vietnamese, english = english, vietnamese  # "No. / STT"
    return vietnamese if side is Lang.VI else english


_VIETNAMESE_ORDINAL = re.compile(r"stt|tt|số\s*tt|số\s*thứ\s*tự|mã.*", re.IGNORECASE)


def _bilingual_column_indexes(rows: Iterable[tuple[str, ...]]) -> frozenset[int]:
    """Columns with a cell whose line is "Vietnamese / English" ("Chỉ tiêu / KPI"), or whose
    two lines are a Vietnamese one and an English one ("Vận hành" / "Operations")."""
    return frozenset(
        index
        for row in rows
        for index, cell in enumerate(row)
        if any(split_bilingual_line(line.strip()) for line in cell.split("\n"))
        or [detect(line) for line in _lines(cell)] == [Lang.VI, Lang.EN]
    )


def _lines(cell: str) -> list[str]:
    return [line for line in (line.strip() for line in cell.split("\n")) if line]


def _data_cell(
    cell: str, index: int, columns: _Columns | None, only: Lang | None, bilingual: bool = False
) -> dict[Lang, list[str]]:
    """A data cell's lines by language (NEUTRAL: numbers, codes, "STT"); in a ``bilingual``
    column a line is split at its one spaced slash when the English half reads as English and
    the other has a Vietnamese word and is not surely English ("Doanh thu / Revenue")."""
    said: dict[Lang, list[str]] = {Lang.VI: [], Lang.EN: [], Lang.NEUTRAL: []}
    column_lang = only or (
        Lang.VI
        if columns is not None and index == columns.vi
        else Lang.EN
        if columns is not None and index == columns.en
        else None
    )
    if not only and _ORDINAL_PAIR.fullmatch(cell.strip()):
        # "STT" / "No." on two lines of one cell: the heading in both languages, each side
        # its word (``_ordinal_side``); line by line each had gone whole to both
        said[Lang.NEUTRAL].append(cell.strip())
        return said
    lines = _lines(cell)
    if len(lines) == 2 and not any(map(split_bilingual_line, lines)):
        # "Kinh doanh" / "Sales", two lines of a bilingual column's cell: the first is the
        # Vietnamese though it has no tone mark (read alone it was English, and both lines
        # went to the English row), as "Kinh doanh / Sales" on one line is; whichever
        # language the column was taken for, its cells are in both
        halves = None if only else _column_halves(" / ".join(lines), bilingual)
        if halves:
            said[Lang.VI].append(halves[0])
            said[Lang.EN].append(halves[1])
            return said
    for line in (line.strip() for line in cell.split("\n")):
        if not line:
            continue
        if only and (half := _column_halves(line, bilingual)):
            said[only].append(half[0] if only is Lang.VI else half[1])
            continue
        halves = None if only else split_bilingual_line(line) or _column_halves(line, bilingual)
        if halves:
            said[Lang.VI].append(halves[0])
            said[Lang.EN].append(halves[1])
        elif _ORDINAL_HEADER.fullmatch(line) or _AMOUNT.fullmatch(line):
            said[Lang.NEUTRAL].append(line)  # "STT", "6.500.000 đồng/tháng": both languages
        elif column_lang is not None and not _other_language(line, column_lang, cell):
            said[column_lang].append(line)
        elif _is_code(line):
            said[Lang.NEUTRAL].append(line)  # "NL01", "KPI ≥ 90%": no language's words
        else:
            said[detect(line)].append(line)
    return said


def _column_halves(line: str, bilingual: bool) -> tuple[str, str] | None:
    halves = [half.strip() for half in re.split(r"\s+/\s+", line)]
    if not bilingual or len(halves) != 2 or not all(halves):
        return None
    vietnamese, english = halves
    if detect(english) is not Lang.EN or has_vietnamese_letters(english):
        return None
    if detect(vietnamese) is Lang.EN and (
        is_confident(vietnamese) or vietnamese_weight(vietnamese) <= 0
    ):
        return None  # "Online / Offline": two English words, either one
    if vietnamese_weight(vietnamese) <= 0 and (
        detect(vietnamese) is not Lang.NEUTRAL or not _A_WORD.search(vietnamese)
    ):
        return None
    # (a half of no language's words but a word, "Ca 1" of "Ca 1 / Shift 1", is the
    # Vietnamese: a toneless word its English half translates)
    return vietnamese, english


_A_WORD = re.compile(r"[^\W\d_]{2,}")


# One word of a code, an acronym or a figure: "NL01", "KPI", "≥", "90%", "A".
_CODE_WORD = re.compile(r"[A-Z]{0,4}[\d.,%/≥≤<>=+\-\u2013()]*")


def _is_code(text: str) -> bool:
    """Codes, acronyms and figures with no word of any language: "NL01", "KPI ≥ 90%"."""
    words = text.split()
    return bool(words) and all(_CODE_WORD.fullmatch(word) for word in words)


_FIGURE = re.compile(r"\d{1,3}(?:[.,]\d+)+")
# An amount of money, whatever the language around it: "6.500.000 đồng/tháng", "VND 730,000".
_AMOUNT = re.compile(
    r"(?:VND\s*)?[\d.,\s\u2013-]*\d\s*(?:đồng|đ|vnđ|vnd)?(?:\s*/\s*(?:tháng|năm|ngày|giờ|month|year|day|hour))?",
    re.IGNORECASE,
)


def _other_language(line: str, column: Lang, cell: str) -> bool:
    """A line of a cell in the other language than its column's: sure of it, or beside a line
    in the column's language ("Lương cơ bản" / "Base salary", two paragraphs of one cell of the
    Vietnamese column)."""
    lang = detect(line)
    if lang is Lang.NEUTRAL or lang is column:
        return False
    others = [other.strip() for other in cell.split("\n") if other.strip() != line]
    return is_confident(line) or any(detect(other) is column for other in others)


def _cell(row: tuple[str, ...], index: int | None) -> str:
    return row[index] if index is not None and index < len(row) else ""


def _article_pieces(cell: str) -> list[Piece]:
    """An article's label cell beside a sub-clause's, as the article's own pieces."""
    label_vi, label_en = _split_label_cell(cell)
    return [
        _piece(label, lang, from_table=True)
        for lang, label in ((Lang.VI, label_vi), (Lang.EN, label_en))
        if label
    ]


def _row_label_cell(row: tuple[str, ...], columns: _Columns) -> str:
    """The cell that numbers the row: the sub-clause's own label where a second label column
    holds one, else the label column's."""
    return _cell(row, columns.label_within).strip() or _cell(row, columns.label).strip()


def _own_label_left(label: str, line: str) -> str:
    """A cell's line without its own label where the label cell numbers the row with one of
    its kind ("i) | đi làm đúng giờ; | (i) arriving on time;", "đ) | … | e) to compensate
    …", the English alphabet's): typed again, or the translator's, it is no text."""
    numbering, own = parse_label(label), parse_label(line)
    if (
        numbering is None
        or own is None
        or own.kind is not numbering.kind
        or own.numbers != numbering.numbers
        or not own.rest
    ):
        return line
    if own.letter != numbering.letter and not (
        numbering.letter in _VIETNAMESE_POINTS
        and own.letter in _ENGLISH_POINTS
        and _VIETNAMESE_POINTS.index(numbering.letter) == _ENGLISH_POINTS.index(own.letter)
    ):
        return line  # another point's
    return own.rest


# Points in each alphabet: the English lettering a Vietnamese "đ)" as "e)"
_VIETNAMESE_POINTS = "abcdđeghiklmnopqrstuvxy"
_ENGLISH_POINTS = "abcdefghijklmnopqrstuvwxyz"


def _row_pieces(row: tuple[str, ...], columns: _Columns, *, repeated: bool = False) -> list[Piece]:
    """The row's pieces. ``repeated``: its label cell says what the row above's said (a
    merged cell typed again in each row it spans, "Điều 3 | 3.2 | a) …"): it numbers no clause
    of its own, and the row goes on in the clause above, or opens with its own label."""
    if columns.en >= len(row) or _merged_across_languages(row, columns):
        # A row merged across the columns ("Điều 2. Tiền lương / Article 2. Salary" over the
        # whole width): no column says the language, so each line is read like a paragraph.
        return [
            replace(piece, from_table=True)
            for cell in row
            for line in cell.split("\n")
            for piece in _paragraph_pieces(Paragraph(line), None)
        ]
    label_vi, label_en = ("", "") if repeated else _split_label_cell(_row_label_cell(row, columns))
    if columns.label_en is not None and not repeated:
        label_en = _cell(row, columns.label_en).strip()
    # Columns beside the label, Vietnamese and English ones (a target, a note): their words
    # are read in their language, figures in both, where they stand: those left of the
    # language columns (the clause an amendment changes) open the row's first line, the others
    # end its last.
    beside = _beside(row, columns)
    sides = dict(columns.sides)
    first_language_column = min(columns.vi, columns.en)
    result: list[Piece] = []
    for lang, label, cell in (
        (Lang.VI, label_vi, _cell(row, columns.vi)),
        (Lang.EN, label_en, _cell(row, columns.en)),
    ):
        lines = [line for line in cell.split("\n") if line]
        said = {
            index: " ".join(
                text[lang] + (text[Lang.NEUTRAL] if sides.get(index, lang) is lang else [])
            )
            for index, text in beside.items()
        }
        before = [text for index, text in said.items() if text and index < first_language_column]
        after = [text for index, text in said.items() if text and index > first_language_column]
        if before and not label and lines and parse_label(lines[0]) is not None:
            # "Công việc | Điều 1. Công việc": the cell opens with its own label, which must
            # stay the line's first words; the cells left of it end the row as the others do
            before, after = [], [*before, *after]
        if before:
            # "Khoản 1 Điều 5 | Mức lương …" names the clause amended: it numbers nothing here
            lines = [" | ".join([*before, *lines[:1]]), *lines[1:]]
        if label:
            lines = [f"{label} {_own_label_left(label, lines[0])}" if lines else label, *lines[1:]]
        note_at = _end_of_first_clause(lines)
        if after and lines and note_at < len(lines):
            # the cell numbers several clauses (an article's heading, then its 1.1, 1.2): the
            # row's other cells speak of the row, which the first of them opens, so they follow
            # that clause on a line of their own, not the last sub-clause's words
            lines = [*lines[:note_at], " | ".join(after), *lines[note_at:]]
        elif after and lines:
            bare = (opening := parse_label(lines[-1])) is not None and not opening.rest
            lines[-1] = (" " if bare else " | ").join([lines[-1], " | ".join(after)])
        for number, line in enumerate(lines):
            piece = _piece(line, lang, from_table=True)
            if (number == 0 and before and not label) or (after and number == note_at):
                piece = replace(piece, label=None)
            result.append(piece)
    return result


def _end_of_first_clause(lines: list[str]) -> int:
    """Where a cell's second clause opens: its first line after the first with a label of its
    own (the cell's length when it holds one clause)."""
    return next(
        (number for number, line in enumerate(lines) if number and parse_label(line)),
        len(lines),
    )


def _paired_beside_columns(
    header: list[tuple[str, ...]], columns: _Columns
) -> tuple[tuple[int, Lang], ...]:
    """The columns beside the languages' whose heading is in one language, when the header
    heads as many of them in Vietnamese as in English: "Điều khoản / Clause | Nội dung cũ |
    Nội dung mới | Old wording | New wording" types the new amount in each language's column
    ("24.500.000 đồng/tháng", "VND 24,500,000 per month"), and read as no language's the
    Vietnamese one went to the English row too. A column headed in one language alone (a
    "Ghi chú" with no "Notes") may be both languages': its figures still go to both."""
    taken = columns.taken
    sides = {
        index: side
        for row in header
        for index, cell in enumerate(row)
        if index not in taken and (side := _heading_language(cell)) is not None
    }
    vietnamese = sum(side is Lang.VI for side in sides.values())
    english = sum(side is Lang.EN for side in sides.values())
    return tuple(sides.items()) if vietnamese == english else ()


def _beside(row: tuple[str, ...], columns: _Columns) -> dict[int, dict[Lang, list[str]]]:
    """The row's cells outside its label and language columns, by column, read by language."""
    taken = columns.taken
    return {
        index: _data_cell(cell, index, None, None, index in columns.bilingual)
        for index, cell in enumerate(row)
        if index not in taken and cell.strip()
    }


def _merged_across_languages(row: tuple[str, ...], columns: _Columns) -> bool:
    """One language's cell spans the other's column too: that one is empty (a merged cell
    keeps its place, ``docx_reader``) and the first holds both languages' headings ("Điều 2.
    Tiền lương" / "Article 2. Salary", or the English first where its column is), not merely
    a product's name in the other language."""
    for full, empty, other in (
        (columns.vi, columns.en, Lang.EN),
        (columns.en, columns.vi, Lang.VI),
    ):
        if _cell(row, empty).strip():
            continue
        lines = [line for line in _cell(row, full).split("\n") if line.strip()]
        if any(
            split_bilingual_line(line) or (detect(line) is other and parse_label(line) is not None)
            for line in lines
        ):
            return True
    return False


_BARE_NUMBER = re.compile(r"\d{1,3}")


def _label_cell(cell: str) -> str:
    """A label column's cell as a label: a bare "2" there numbers its row as "2." would (and
    its label reads "2."), a bare "b" or "ii" as "b)" or "ii)" would."""
    cell = cell.strip()
    if _BARE_NUMBER.fullmatch(cell):
        return f"{cell}."
    return f"{cell})" if _BARE_POINT.fullmatch(cell) else cell


# (not "x": a tick in a column of marks)
_BARE_POINT = re.compile(r"[a-wyzđ]|(?:i{1,3}|iv|vi{1,3}|ix)")


def _told_by_place(lines: list[str]) -> bool:
    """Whether a cell's two lines are told by their place, the Vietnamese first: unless the
    second is surely Vietnamese too (two Vietnamese sentences stay as they read)."""
    return not (detect(lines[1]) is Lang.VI and is_confident(lines[1]))


def _cells_vietnamese_then_english(rows: list[tuple[str, ...]]) -> bool:
    """Whether a label column's table writes each row's text as two lines, the Vietnamese
    then its English (nearly every cell of two lines sure of two languages reads so): a cell
    whose Vietnamese reads English by its words ("Ring light, micro Rode, iPhone 15 Pro
    Max;") is then told by its place."""
    told = [
        pair
        for row in rows
        for cell in row[1:]
        if len(lines := [line for line in cell.split("\n") if line.strip()]) == 2
        and is_confident(lines[0])
        and is_confident(lines[1])
        and (pair := (detect(lines[0]), detect(lines[1])))[0] is not pair[1]
    ]
    return len(told) >= 2 and sum(pair == (Lang.VI, Lang.EN) for pair in told) >= 0.9 * len(told)


def _label_column(rows: list[tuple[str, ...]]) -> bool:
    """A table of two columns or more whose first holds labels only ("1", "1.1", "a", "ii")
    beside the text of the clauses they number: its rows are read as "2. CA TRỰC" would be
    (a bare "2" read alone had been text, glued to the clause above)."""
    labels = [row[0] for row in rows if len(row) >= 2 and row[0].strip()]
    return (
        len(labels) >= 2
        and all(len(row) >= 2 for row in rows)
        and all(_is_bare_label(label) for label in labels)
        and any(parse_label(label.strip()) is not None for label in labels)  # one as typed
    )


def _is_bare_label(cell: str) -> bool:
    """A cell holding a label and nothing else, in one language or both ("Điều 1\nArticle 1")."""
    parts = [part for part in _split_label_cell(cell) if part]
    return bool(parts) and all(
        (label := parse_label(part)) is not None and not label.rest for part in parts
    )


def _split_label_cell(cell: str) -> tuple[str, str]:
    """A label column may hold "4.2" (both languages), "2", "Điều 4" or "Điều 4 / Article 4"."""
    cell = _label_cell(cell)
    if not cell:
        return "", ""
    parts = [p.strip() for p in re.split(r"\n|\s+/\s+", cell) if p.strip()]
    if len(parts) == 2:
        return parts[0], parts[1]
    language = detect(cell)
    if language is Lang.EN:
        return "", cell
    return (cell, "") if language is Lang.VI else (cell, cell)


def _header_count(rows: tuple[tuple[str, ...], ...]) -> int:
    """How many header rows ("Tiếng Việt | English") the table opens with: they come first; a
    short row further down ("Quốc tịch: Việt Nam | Nationality: Vietnamese") is content."""
    index = 0
    while index < len(rows) and _is_header(rows[index]):
        index += 1
    return index


def _without_repeated_header(
    header: list[tuple[str, ...]], rows: tuple[tuple[str, ...], ...]
) -> list[tuple[str, ...]]:
    """The header typed again where a page broke the table (a row of its own, not Word's
    repeated header row) is no content either."""
    repeated = {_row_key(row) for row in header}
    return [row for row in rows if _row_key(row) not in repeated]


def _row_key(row: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(" ".join(cell.split()).casefold() for cell in row)


def _is_header(row: tuple[str, ...]) -> bool:
    cells = [cell for cell in row if cell.strip()]
    return (
        bool(cells)
        and all(_short_heading(cell) and parse_label(cell) is None for cell in cells)
        # a row's own number ("1", "12") numbers a row of data, which no header is, whatever
        # its other cells name ("1 | Vietnamese library | 2021" in an English file's table)
        and not any(_BARE_NUMBER.fullmatch(cell.strip()) for cell in cells)
        and any(
            _HEADER_WORDS.search(cell.strip()) or _ORDINAL_HEADER.fullmatch(cell.strip())
            for cell in cells
        )
    )


def _short_heading(cell: str) -> bool:
    """At most five words, in each language when the cell holds both ("Số tiền (đồng) / Amount
    (VND)")."""
    halves = split_bilingual_line(cell.strip())
    return all(len(part.split()) <= 5 for part in (halves or (cell,)))


def _bilingual_columns(rows: list[tuple[str, ...]]) -> _Columns | None:
    """Which column is Vietnamese, which English, and which (if any) holds only labels."""
    width = max((len(row) for row in rows), default=0)
    if width < 2:
        return None
    stats = []
    for index in range(width):
        texts = [row[index] for row in rows if index < len(row) and row[index].strip()]
        if not texts:
            stats.append((0.0, 0.0, 0.0))
            continue
        labels = sum(1 for t in texts if _is_bare_label(t))
        # a cell in both languages ("Khoản 1 Điều 5 / Clause 1, Article 5") is neither side's
        langs = [
            Lang.NEUTRAL if _is_code(t) or _in_both_languages(t) else detect(_language_basis(t))
            for t in texts
        ]
        stats.append(
            (
                labels / len(texts),
                langs.count(Lang.VI) / len(texts),
                langs.count(Lang.EN) / len(texts),
            )
        )
    # The label column comes first: a column of years or grades further right is data.
    label_column = 0 if stats[0][0] >= 0.6 else None
    candidates = [i for i in range(width) if i != label_column]
    vi = max(candidates, key=lambda i: stats[i][1])
    others = [i for i in candidates if i != vi]
    if not others or stats[vi][1] < 0.5:
        return None
    en = max(others, key=lambda i: stats[i][2])
    if stats[en][2] < 0.5 or _rows_of_one_language(rows, vi, en):
        return None
    label_en = en - 1 if label_column is not None and en - 1 not in (vi, label_column) else None
    if label_en is not None and stats[label_en][0] < 0.6:
        label_en = None
    label_within = None
    if label_column == 0 and 1 not in (vi, en, label_en) and stats[1][0] >= 0.6:
        label_within = 1
    articles = None
    if label_column is None and 0 not in (vi, en) and _articles_headings(rows, 0):
        articles = 0
    return _Columns(vi, en, label_column, label_en, label_within=label_within, articles=articles)


def _articles_headings(rows: list[tuple[str, ...]], index: int) -> bool:
    """Whether the column's cells are articles' headings ("Điều 1. Vị trí hiện tại / Article
    1. Current position"), most of them."""
    texts = [row[index].strip() for row in rows if index < len(row) and row[index].strip()]
    headings = [
        text
        for text in texts
        if (label := parse_label(text)) is not None and label.kind is Kind.ARTICLE
    ]
    return bool(texts) and len(headings) >= 0.6 * len(texts)


def _old_and_new_transposed(
    rows: list[tuple[str, ...]], columns: _Columns
) -> tuple[tuple[str, ...], ...] | None:
    """A Vietnamese | English table of two rows, the first named as the old wording and the
    second as the new in a column beside ("Nội dung cũ / Old wording", "Nội dung mới / New
    wording"), as a table of old and new wording with a row per language: the names, then the
    Vietnamese, then the English."""
    side = [index for index in range(max(map(len, rows), default=0)) if index not in columns.taken]
    if len(rows) != 2 or len(side) != 1:
        return None
    old, new = (_cell(row, side[0]).strip() for row in rows)
    if not (_OLD_NAMED.search(old) and _NEW_NAMED.search(new) and not _NEW_NAMED.search(old)):
        return None
    return (
        (old, new),
        (_cell(rows[0], columns.vi), _cell(rows[1], columns.vi)),
        (_cell(rows[0], columns.en), _cell(rows[1], columns.en)),
    )


_OLD_NAMED = re.compile(
    r"\bcũ\b|hiện\s+hành|trước\s+(?:khi\s+)?(?:sửa\s+đổi|điều\s+chỉnh)|\bold\b|\bcurrent\b"
    r"|\bprevious\b|\bexisting\b",
    re.IGNORECASE,
)
_NEW_NAMED = re.compile(
    r"\bmới\b|sau\s+(?:khi\s+)?(?:sửa\s+đổi|điều\s+chỉnh)|\bnew\b|\bamended\b|\brevised\b"
    r"|\badjusted\b",
    re.IGNORECASE,
)


def _rows_of_one_language(rows: list[tuple[str, ...]], vi: int, en: int) -> bool:
    """Whether the table's rows, not its columns, are its languages: a Vietnamese row of old
    and new wording, then the English row ("Nội dung cũ / Old wording | Nội dung mới / New
    wording" over them), each of its rows' two cells in one language."""
    paired = [
        (detect(_language_basis(row[vi])), detect(_language_basis(row[en])))
        for row in rows
        if max(vi, en) < len(row) and row[vi].strip() and row[en].strip()
    ]
    alike = sum(first == second != Lang.NEUTRAL for first, second in paired)
    return bool(paired) and alike * 2 > len(paired)


def _in_both_languages(cell: str) -> bool:
    """A cell whose every line is "Vietnamese / English" (or such a pair of lines)."""
    lines = [line.strip() for line in cell.split("\n") if line.strip()]
    return bool(lines) and all(split_bilingual_line(line) for line in lines)


def _settle_neutral(pieces: list[Piece]) -> list[Piece]:
    """Neutral pieces (numbers, a bare label) take a side: a bare label opens a Vietnamese
    clause — unless it numbers again the Vietnamese clause just read, its text after it
    ("1.1." / "Người lao động …" / "1.1." / "The Employee …", each a paragraph of its own):
    that opens its English — and anything else belongs with the piece before it."""
    settled: list[Piece] = []
    previous = Lang.VI
    numbered: Label | None = None  # the last Vietnamese clause's label
    for piece in pieces:
        if piece.lang is Lang.NEUTRAL:
            lang = previous
            if piece.label:
                again = (
                    numbered is not None
                    and settled[-1].label is None
                    and (piece.label.kind, piece.label.numbers, piece.label.letter)
                    == (numbered.kind, numbered.numbers, numbered.letter)
                )
                lang = Lang.EN if again and previous is Lang.VI else Lang.VI
            piece = replace(piece, lang=lang)
        settled.append(piece)
        previous = piece.lang
        if piece.label is not None and piece.lang is Lang.VI:
            numbered = piece.label
    return settled
