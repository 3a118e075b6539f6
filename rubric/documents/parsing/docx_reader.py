"""Reading a Word document's text as it is displayed, into paragraphs and tables.

python-docx's ``Paragraph.text`` reads only the runs directly in a paragraph. Real contracts
put text elsewhere too, and losing it changes what a clause says ("Mức lương cơ bản:
đồng/tháng" without its amount). So the paragraph's XML is walked here, in order, taking the
text Word displays:

- inside content controls (``w:sdt``, around runs, paragraphs, cells or table rows; a run
  control bound to the file's custom XML data shows that data, as Word refreshes it),
  mail-merge fields (``w:fldSimple``, and the result of complex fields, never their
  instruction — nor a field nested in it), smart tags, custom XML and hyperlinks;
- tracked insertions (``w:ins``, ``w:moveTo``) as inserted, without tracked deletions
  (``w:del``, ``w:moveFrom``): the signed text is the one with the changes applied; a
  paragraph deleted with its mark is not numbered either;
- without hidden text (``w:vanish`` on the run, its character style or its paragraph style),
  text struck through (crossed out of the signed text), or a content control's prompt never
  replaced ("Click or tap here to enter text.");
- without text that does not show on paper — in the colour of what is behind it, or under
  2 pt — which is reported (``docx_unprinted``); fields Word works out again when it opens
  or prints the file (a DATE field, a field flagged to be updated) are read as cached and
  reported;
- a drop cap as the first letter of the paragraph it opens;
- text boxes as paragraphs of their own after the paragraph holding them (Word writes each
  box twice, once for older readers in ``mc:Fallback``: that copy is skipped — unless the
  choice requires markup Word does not know, ``_chosen_alternative``);
- tables nested in a table cell, one line per row, cells separated by " | " (a first cell
  holding only a label opens its line as a label: "a) …").

Word's **automatic numbering** is displayed, not written in the text: "1.", "a)" or "Điều 1."
come from the numbering definitions. They are rendered here (``_Numbering``) and put in front
of the paragraph's text as if typed, so that the parser sees the numbers the signed document
shows (a level restarts as ``w:lvlRestart`` says: "Điều" may run on across chapters). Bullets
are not labels and are left out.
"""

from __future__ import annotations

import codecs
import io
import re
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from itertools import islice
from pathlib import Path
from typing import Any

from lxml import etree

from rubric.documents import AlignmentProblem, DocumentUnreadable
from rubric.documents.parsing import docx_unprinted as unprinted
from rubric.documents.parsing.formats import Block, Paragraph, Table
from rubric.documents.parsing.labels import parse_label, roman_numeral
from rubric.documents.parsing.language import Lang, detect, is_confident
from rubric.documents.parsing.plaintext import (
    BULLET,
    bare_label_cell,
    goes_on,
    two_column_table_end,
)
from rubric.documents.parsing.text import (
    as_long_as_a_translation,
    collapse,
    in_capitals,
    word_count,
)

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"
_M = "{http://schemas.openxmlformats.org/officeDocument/2006/math}"
_VAL = f"{_W}val"

# Subtrees whose text Word does not display as the document's text.
_HIDDEN = frozenset(
    {
        f"{_W}del",
        f"{_W}moveFrom",
        f"{_W}instrText",
        f"{_W}delInstrText",
        f"{_W}pPr",
        f"{_W}rPr",
        f"{_MC}Fallback",
        f"{_W}footnoteReference",
        f"{_W}endnoteReference",
        f"{_W}commentReference",
    }
)
_UNSURE = "unsure"  # text in the page's colour over a background not known: read, reported
_UNSTATED = object()  # no style in a chain states the property (``_Styles._stated``)
_ENDS_A_HALF = re.compile(r"[.:;!?…)/|\u2013\u2014-]$")
_LINE_BREAKS = frozenset({f"{_W}br", f"{_W}cr"})
_TABS = frozenset({f"{_W}tab", f"{_W}ptab"})
# What shows on the page (inside a field: only in its result).
_SHOWN = _LINE_BREAKS | _TABS | {f"{_W}t", f"{_W}noBreakHyphen", f"{_W}txbxContent"}


_MOST_UNPACKED_BYTES = 256 * 2**20


def read_docx(path: Path) -> tuple[list[Block], list[AlignmentProblem]]:
    """The document's blocks as Word displays them, and what Word would print otherwise
    (``docx_unprinted``)."""
    import docx  # python-docx

    if not zipfile.is_zipfile(path):
        raise DocumentUnreadable(
            "corrupt_file", f"{path.name} is a damaged or truncated zip (.docx) file."
        )
    with zipfile.ZipFile(path) as archive:
        unpacked = sum(item.file_size for item in archive.infolist())
        if unpacked > _MOST_UNPACKED_BYTES:
            # A zip's parts are read whole (python-docx loads every part): a small file that
            # unpacks to gigabytes (a zip bomb) is refused before any of it is read.
            raise DocumentUnreadable(
                "too_large",
                f"{path.name} unpacks to {unpacked // 2**20} MB; a document's parts hold at "
                f"most {_MOST_UNPACKED_BYTES // 2**20} MB. Compress its pictures in Word (or "
                "print it to PDF) and upload that.",
            )
        main = _main_part(archive)
        if main is None:
            raise _not_a_word_document(archive, path.name)
        if main == _STRICT:
            raise DocumentUnreadable(
                "unsupported_format",
                f"{path.name} is saved as Strict Open XML, which is not read; save it in Word "
                'as "Word Document (.docx)" (or print it to PDF) and upload that.',
            )
        stores = _data_stores(archive)
        opened = _as_a_document(archive)
        plain_page = unprinted.page_is_plain(archive, main)
    document = docx.Document(opened if opened is not None else str(path))
    if next(document.element.body.iter(f"{_W}altChunk"), None) is not None:
        raise DocumentUnreadable(
            "imported_content",
            f"{path.name} holds content Word imports from another file each time it opens it "
            "(w:altChunk, written by HTML-to-Word tools): its text is not in the document "
            "itself. Open it in Word and save it as .docx again (or print it to PDF), then "
            "upload that.",
        )
    styles = _Styles.of(document)
    numbering = _Numbering.of(document, styles)
    numbering.mark_choices(document.element.body, styles)
    reader = _Reader(styles, numbering, stores, plain_page=plain_page)
    blocks = _tab_rows_as_tables(reader.blocks(document.element.body))
    if reader.legacy_fonts:
        fonts = ", ".join(sorted(reader.legacy_fonts))
        raise DocumentUnreadable(
            "legacy_font_encoding",
            f"{path.name} is typed in a legacy Vietnamese font encoding ({fonts}): its letters "
            "are not Unicode and would be imported garbled. Convert it to Unicode (e.g. "
            "Unikey's converter, TCVN3 or VNI to Unicode) and upload it again.",
        )
    problems = _unprinted_problems(path.name, reader.unprinted)
    settings = document.settings.element
    update_all = _on(settings.find(f"{_W}updateFields")) is True
    changing = unprinted.changing_fields(document.element.body, update_all)
    if changing:
        problems.append(_changing_fields_problem(path.name, changing, update_all))
    return blocks, problems


def _quoted(texts: list[str], most: int = 3) -> str:
    shown = [collapse(text) for text in texts[:most]]
    quoted = ", ".join(f"“{text if len(text) <= 60 else text[:59] + '…'}”" for text in shown)
    return quoted + (f" and {len(texts) - most} more" if len(texts) > most else "")


def _unprinted_problems(name: str, found: list[tuple[str, str]]) -> list[AlignmentProblem]:
    """What was left out as not printed, and what was read though it may not print."""
    left_out = [text for reason, text in found if reason != _UNSURE]
    unsure = [text for reason, text in found if reason == _UNSURE]
    problems = []
    if left_out:
        problems.append(
            AlignmentProblem(
                "unprinted_text",
                None,
                f"{name} holds text that does not show on paper — in the colour of what is "
                f"behind it (white on the white page) or under 2 pt: {_quoted(left_out)}. It "
                "was left out, as Word's hidden text is; check that the signed copy says the "
                "same.",
            )
        )
    if unsure:
        problems.append(
            AlignmentProblem(
                "unprinted_text",
                None,
                f"{name} holds text in white (or nearly) over a table style's shading, a text "
                f"box or a shape or picture behind the text: {_quoted(unsure)}. It was read, "
                "but may not show on paper; check the signed copy.",
            )
        )
    return problems


def _changing_fields_problem(name: str, fields: list[str], update_all: bool) -> AlignmentProblem:
    reason = (
        "the file asks Word to update its fields when it opens it"
        if update_all
        else "a date or time field, or one flagged to be updated"
    )
    return AlignmentProblem(
        "field_result_may_change",
        None,
        f"{name} has fields whose text Word works out again when it opens or prints the "
        f"document ({reason}): {_quoted(fields)}. The text they showed when the file was last "
        "saved was read; the signed copy may show another (today's date, a changed figure). "
        "Check it, or upload the signed copy as PDF.",
    )


_OFFICE_DOCUMENT = (
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"
)
_STRICT = "strict"
_MAIN_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"
# A macro-enabled document (.docm) and a template (.dotx, .dotm) hold a document's text as a
# .docx does; only the main part's declared type differs.
_OTHER_MAIN_TYPES = re.compile(
    r"application/vnd\.(?:ms-word\.(?:document|template)\.macroEnabled|openxmlformats-"
    r"officedocument\.wordprocessingml\.template)\.main\+xml"
)


# An OpenDocument file (LibreOffice's own) is a zip whose "mimetype" entry names its kind.
_OPEN_DOCUMENT = re.compile(rb"application/vnd\.oasis\.opendocument\.([a-z-]+)")
_OPEN_DOCUMENT_KINDS = {
    "text": "text document (.odt)",
    "spreadsheet": "spreadsheet (.ods)",
    "presentation": "presentation (.odp)",
}


def _not_a_word_document(archive: zipfile.ZipFile, name: str) -> DocumentUnreadable:
    """The refusal of a zip holding no Word document, saying what it holds when it tells."""
    try:
        mimetype = archive.read("mimetype").strip()
    except KeyError:
        mimetype = b""
    found = _OPEN_DOCUMENT.fullmatch(mimetype)
    if found is None:
        return DocumentUnreadable(
            "unsupported_format", f"{name} is a zip file but not a Word document (.docx)."
        )
    kind = _OPEN_DOCUMENT_KINDS.get(found.group(1).decode(), "file")
    return DocumentUnreadable(
        "unsupported_format",
        f"{name} is an OpenDocument {kind}; open it in LibreOffice or Word and save it as "
        ".docx or PDF.",
    )


def _main_part(archive: zipfile.ZipFile) -> str | None:
    """The document's main part, as its package relationship names it ("word/document.xml",
    "word/document2.xml" from Word Online), ``_STRICT`` for a Strict Open XML document, or
    None for a zip that is no Word document."""
    try:
        relations = _xml_text(archive.read("_rels/.rels"))
    except KeyError:
        return None
    for found in re.finditer(r"<Relationship\b[^<>]{0,4000}>", relations):
        tag = found.group()
        if "purl.oclc.org/ooxml/officeDocument/relationships/officeDocument" in tag:
            return _STRICT
        if _OFFICE_DOCUMENT in tag and (target := re.search(r'Target="/?([^"]+)"', tag)):
            return target.group(1) if target.group(1) in archive.namelist() else None
    return None


def _as_a_document(archive: zipfile.ZipFile) -> io.BytesIO | None:
    """A .docm, .dotx or .dotm as the .docx it is but for its main part's declared type (which
    python-docx refuses); None for a .docx."""
    original = archive.read("[Content_Types].xml")
    types = _xml_text(original)
    if not _OTHER_MAIN_TYPES.search(types):
        return None
    copy = io.BytesIO()
    with zipfile.ZipFile(copy, "w", zipfile.ZIP_DEFLATED) as rewritten:
        for item in archive.infolist():
            data = archive.read(item.filename)
            if item.filename == "[Content_Types].xml":
                data = _OTHER_MAIN_TYPES.sub(_MAIN_TYPE, types).encode(_xml_encoding(original))
            rewritten.writestr(item.filename, data)  # a new entry: ``item`` stays the original's
    copy.seek(0)
    return copy


def _xml_encoding(data: bytes) -> str:
    """The encoding of a package's XML part: UTF-16 (told by its BOM, or by its first "<"
    without one) or UTF-8, the two Open Packaging allows (some tools write UTF-16; Word and
    LibreOffice open it). A UTF-8 BOM stays a character, so that it is written back as read."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    if data.startswith(b"<\x00"):
        return "utf-16-le"
    if data.startswith(b"\x00<"):
        return "utf-16-be"
    return "utf-8"


def _xml_text(data: bytes) -> str:
    """A package's XML part as text, to search for names and types in (not parsed)."""
    return data.decode(_xml_encoding(data), "replace")


# TCVN3 (ABC) fonts are named ".VnTime", ".VnArial", …; VNI fonts "VNI-Times", …: text typed in
# them is Latin-1 look-alikes ("hîp ®ång" for "hợp đồng"), not Vietnamese letters.
_LEGACY_FONT = re.compile(r"^(?:\.vn|vni[- ])", re.IGNORECASE)
# Letters only Unicode Vietnamese has (ă đ ĩ ũ ơ ư, and the tone-marked ạ … ỹ): text holding
# them was typed in Unicode, whatever font a template left on it.
_UNICODE_VIETNAMESE = re.compile(r"[\u0102-\u01b0\u1ea0-\u1ef9]")


# What TCVN3 and VNI type Vietnamese letters as: Latin-1 look-alikes ("®", "ù", "¬"). Not the
# no-break space ("12:00<NBSP>to 13:00"), which neither encoding types a letter as.
_LATIN_1 = re.compile(r"[\u00a1-\u00ff]")


def _looks_legacy(text: str) -> bool:
    """Latin-1 look-alikes and no Unicode Vietnamese letter. Curly quotes, dashes and "…" in
    an English run are typographic, not a legacy encoding's letters."""
    return len(_LATIN_1.findall(text)) >= 2 and not _UNICODE_VIETNAMESE.search(text)


@dataclass
class _Reader:
    styles: _Styles
    numbering: _Numbering
    # the custom XML parts content controls are bound to, by their item id (``_data_stores``)
    stores: dict[str, Any] = field(default_factory=dict)
    legacy_fonts: set[str] = field(default_factory=set)
    # the text of a paragraph whose mark is deleted, which the next paragraph opens with
    carried: str = ""
    # the white page is behind text in no shading (``docx_unprinted.page_is_plain``)
    plain_page: bool = True
    # the text of runs not printed (or perhaps not), and why (``_Collected.dropped``)
    unprinted: list[tuple[str, str]] = field(default_factory=list)

    def _collected(self, p: Any) -> _Collected:
        return _Collected(
            hidden=self.styles.hidden_by(p),
            stores=self.stores,
            unprinted=self.styles.unprinted_by(p, self.plain_page),
        )

    def blocks(self, parent: Any) -> list[Block]:
        blocks: list[Block] = []
        floating: list[Block] = []  # the boxes floating beside the paragraph read last
        anchor: list[Block] = []
        initial = ""  # a drop cap: the first letter of the next paragraph, set in a frame
        # the lines of paragraphs in a quotation's style: kept alive with their ids, so that no
        # line made later takes the id of one dropped (a drop cap, a contents entry)
        quoted_lines: list[Block] = []
        quote_styled: set[int] = set()
        for element in _body_elements(parent):
            if element.tag == f"{_W}p":
                lines, boxes = self._paragraph_and_boxes(element)
                if _drop_cap(element):
                    initial += "".join(b.text for b in lines if isinstance(b, Paragraph))
                    continue
                if initial and lines and isinstance(lines[0], Paragraph):
                    lines[0] = replace(lines[0], text=initial + lines[0].text.lstrip())
                initial = ""
                if self.styles.quote_styled(element):
                    quoted_lines.extend(lines)
                    quote_styled.update(id(line) for line in lines)
                if floating and not _translation_of(lines, anchor):
                    blocks.extend(floating)
                    floating = []
                if self._table_of_contents_line(element, lines):
                    continue
                blocks.extend(lines)
                blocks.extend(floating)
                floating, anchor = boxes, lines
            else:
                blocks.extend(floating)
                floating = []
                blocks.extend(self._table_blocks(element))
        return _quotations_marked(blocks + floating, quote_styled)

    def _table_blocks(self, tbl: Any) -> list[Block]:
        """A table as one block — or, where a row of a Vietnamese | English table is one
        cell across it holding a table of its own (a KPI table under "1.1. … theo bảng dưới
        đây:"), as the rows before it, that cell's paragraphs and table, and the rows after:
        flattened into the cell, the inner table's rows were split as bilingual lines."""
        trs = list(_table_rows(tbl))
        if (frame := _frame(trs)) is not None:
            return self.blocks(frame)
        blocks: list[Block] = []
        start = 0
        laid_out = _holds_a_table(tbl) and _lays_out_clauses(self._rows_looked_at(tbl))
        for index, tr in enumerate(trs):
            across = _table_across(tr, trs) if laid_out else None
            if across is None:
                continue
            if (table := self.table(tbl, trs[start:index])).rows:
                blocks.append(table)
            blocks.extend(self.blocks(across))
            start = index + 1
        if (table := self.table(tbl, trs[start:])).rows:
            blocks.append(table)
        return blocks

    def _rows_looked_at(self, tbl: Any) -> tuple[tuple[str, ...], ...]:
        """The table's rows read ahead of their turn, the list counters left as they were:
        reading moves them, and the rows are read again where they stand."""
        counters = {key: dict(levels) for key, levels in self.numbering.counters.items()}
        used = set(self.numbering.used)
        noted = len(self.unprinted)
        try:
            return self.rows(tbl)
        finally:
            self.numbering.counters, self.numbering.used = counters, used
            del self.unprinted[noted:]  # noted again where the rows are read

    def paragraphs(self, p: Any) -> list[Block]:
        """The lines of one paragraph, then the paragraphs of any text box it holds."""
        lines, boxes = self._paragraph_and_boxes(p)
        return lines + boxes

    def _table_of_contents_line(self, p: Any, lines: list[Block]) -> bool:
        """An entry of a table of contents Word generated, or its title: in the content
        control Word, LibreOffice and Google Docs wrap one in, or in a "TOC 1" entry style, and
        pointing at its heading (a link to a bookmark, a PAGEREF field) or ending in a page
        number after a tab. A heading repeated, not text of the document: left out, wherever
        it stands. A paragraph typed into the control that is none of these is read."""
        in_contents = _in_table_of_contents(p)
        if not (in_contents or self.styles.lists_contents(p)):
            return False
        text = " ".join(line.text for line in lines if isinstance(line, Paragraph))
        title = len(text) <= _LONGEST_CONTENTS_TITLE and _CONTENTS_TITLE.fullmatch(text.strip())
        if in_contents and (self.styles.titles_contents(p) or title):
            return True
        return _points_at_a_heading(p)

    def _paragraph_and_boxes(self, p: Any) -> tuple[list[Block], list[Block]]:
        """The lines of one paragraph (soft line breaks split it: bilingual headings are
        often "VI<br>EN") with the paragraphs of the text boxes in line with its text, and
        apart the paragraphs of the boxes floating beside it (a signature block, a note):
        those go after its translation when the next paragraph is one (``blocks``)."""
        collected = self._collected(p)
        collected.walk(p)
        self.unprinted.extend((reason, text) for reason, _, text in collected.dropped)
        runs = collected.runs
        self._check_fonts(p, runs)
        text = self.carried + "".join(collected.pieces)
        self.carried = ""
        if not text.strip() and self.styles.mark_not_shown(p):
            # A paragraph deleted with its mark (tracked), or hidden: Word shows nothing of it,
            # not even its number, and does not count it.
            return [box for element in collected.boxes for box in self.blocks(element)], []
        if self.styles.mark_deleted(p):
            # Its mark alone deleted (tracked): the paragraph runs on into the next one, which
            # numbers the two as one ("1. … hai" + "bên ký." is one item, not two)
            self.carried = text
            return [box for element in collected.boxes for box in self.blocks(element)], []
        number = self.numbering.label(p, self.styles)
        if number:  # shown even before an empty paragraph (a table's label cell)
            text = f"{number} {text.lstrip()}"
        italic = self.styles.italic(p, runs)
        bold = self.styles.bold(p, runs)
        halves = self._italic_translation(p, collected, number)
        lines: list[Block] = halves or [
            Paragraph(_box_after_label(_without_bullet(line)), italic, bold=bold)
            for raw in _sentences_rejoined(text.split("\n"))
            for line in _tab_halves(_number_before_a_tab(raw))
            if line
        ]
        cells = () if number or len(lines) != 1 else _tab_stop_cells(text)
        if cells and isinstance(lines[0], Paragraph):
            lines = [replace(lines[0], cells=cells)]
        depth = self._depth(p, number)
        if depth is not None and lines and isinstance(lines[0], Paragraph):
            lines[0] = replace(lines[0], depth=depth)
        floating: list[Block] = []
        for box in collected.boxes:
            blocks = self.blocks(box)
            if _floats(box) and _a_seal(blocks):
                continue
            (floating if _floats(box) else lines).extend(blocks)
        return lines, floating

    def _depth(self, p: Any, number: str) -> int | None:
        """A heading's outline level (0 to 8), or a list item's nesting below every heading
        (``_LIST_DEPTH`` + its level); None for other paragraphs."""
        outline = self.styles.outline_level(p)
        if outline is not None:
            return outline
        if number:
            return _LIST_DEPTH + self.numbering.level_of(p, self.styles)
        return None

    def _italic_translation(self, p: Any, collected: _Collected, number: str) -> list[Block] | None:
        """ "1.2. Các khoản phụ cấp … như sau: *The following allowances …:*" — the English
        set in italics after the Vietnamese, in one paragraph: the two halves, as two
        paragraphs. Italics say where the translation starts, where no sentence boundary
        does (a colon, "… Tết Nguyên đán. 13th-month bonus …"), within the limits below."""
        style = self.styles.paragraph_style(p)
        start = collected.italic_tail(lambda run: self.styles.run_italic(style, run))
        if start is None:
            return None
        # "TIỀN LƯƠNG / *SALARY*": the separator belongs to neither half
        before = collapse("".join(collected.pieces[:start]))
        vietnamese = before.rstrip(" /|-\u2013\u2014")
        english = collapse("".join(collected.pieces[start:])).lstrip(" /|-\u2013\u2014")
        if "\n" in before + english or detect(vietnamese) is not Lang.VI:
            return None
        if detect(english) is not Lang.EN:
            return None
        # A translation is more than an italic term: "… theo quy trình *Code Review*", a
        # filled-in value "Thời gian thử việc: *02 months*" or a name in capitals stays in its
        # sentence. The English must be a sentence of its own (confidently English, two words
        # at least) after a whole Vietnamese one (ending a sentence, or before a separator);
        # a heading in capitals only when the English opens with its own label ("ĐIỀU 8. …
        # *ARTICLE 8. …*"); and never when the next paragraph is the English already.
        if not (is_confident(english) and len(english.split()) >= 2):
            return None
        if not _ENDS_A_HALF.search(before) and not (
            in_capitals(vietnamese) and parse_label(english) is not None
        ):
            return None
        if self._english_follows(p):
            return None
        if number:
            vietnamese = f"{number} {vietnamese}"
        return [Paragraph(vietnamese, False), Paragraph(english, True)]

    def _english_follows(self, p: Any) -> bool:
        following = p.getnext()
        if following is None or following.tag != f"{_W}p":
            return False
        collected = self._collected(following)
        collected.walk(following)
        style = self.styles.paragraph_style(following)
        if collected.italic_tail(lambda run: self.styles.run_italic(style, run)):
            return False  # a paragraph of two halves too: the next clause
        return detect("".join(collected.pieces)) is Lang.EN

    def _check_fonts(self, p: Any, runs: list[Any]) -> None:
        """Note legacy-encoded fonts that carry letters beyond ASCII (ASCII looks the same in
        them: digits or English in .VnTime are harmless)."""
        # the paragraph's text in each legacy font: TCVN3 typed a word a run ("Lµm ", "viÖc ")
        # has one look-alike a run
        by_font: dict[str, str] = {}
        style = self.styles.paragraph_style(p)  # once: finding it walks the paragraph's runs
        for run in runs:
            font = self.styles.font(style, run)
            if font and _LEGACY_FONT.match(font):
                text = "".join(t.text or "" for t in run.iter(f"{_W}t"))
                by_font[font] = by_font.get(font, "") + text
        self.legacy_fonts.update(font for font, text in by_font.items() if _looks_legacy(text))

    def rows(self, tbl: Any, trs: list[Any] | None = None) -> tuple[tuple[str, ...], ...]:
        """The table's rows (or those of ``trs``), a tuple of cell texts each."""
        return self.table(tbl, trs).rows

    def table(self, tbl: Any, trs: list[Any] | None = None) -> Table:
        """The table (or the rows ``trs`` of it): its cell texts, and the same with each
        vertically merged cell's text in every row it spans (``Table.filled``)."""
        rows, filled = [], []
        read: list[tuple[int, list[tuple[str | None, int]]]] = []
        for tr in _table_rows(tbl) if trs is None else trs:
            # Grid columns a row skips before its first cell keep the columns in place.
            skipped = tr.find(f"{_W}trPr/{_W}gridBefore")
            before = _int(skipped.get(_VAL) if skipped is not None else None, 0)
            read.append(
                (
                    before,
                    [
                        (self.cell_text(tc) if tc is not None else None, span)
                        for tc, span in _row_cells(tr)
                    ],
                )
            )
        # A cell merged across columns ("Tổng cộng" over the code and the Vietnamese column)
        # keeps the columns after it in place — where the grid's columns are the table's, as
        # a row that has a cell in each shows. A table whose borders were dragged row by row
        # has more grid columns than cells in any row: its cells are read as they come, and a
        # row that is one cell over the whole width (a heading) stays one cell.
        grid = max((before + sum(span for _, span in cells) for before, cells in read), default=0)
        spans_are_columns = any(before + len(cells) == grid for before, cells in read)
        widths = _grid_widths(tbl)
        # by grid place, the text of the last cell read there; a cell of the first row merged
        # down heads a column over the header's rows ("Bậc" over "Tối thiểu | Tối đa"): it is
        # not repeated
        above: dict[int, str] = {}
        for number, (before, cells) in enumerate(read):
            row = [""] * before
            repeated = [""] * before
            for text, span in cells:
                if spans_are_columns and len(cells) > 1:
                    # the text stands in the widest column it spans: a sliver column left by
                    # a dragged border is no column of the layout ("VI | sliver | EN")
                    spanned = widths[len(row) : len(row) + span]
                    at = spanned.index(max(spanned)) if len(spanned) == span else 0
                else:
                    at, span = 0, 1
                place = len(row) + at
                shown = above.get(place, "") if text is None else text
                above[place] = shown if number else ""
                row += [""] * at + [text or ""] + [""] * (span - 1 - at)
                repeated += [""] * at + [shown] + [""] * (span - 1 - at)
            if any(row):
                rows.append(tuple(row))
                filled.append(tuple(repeated))
        return Table(tuple(rows), tuple(filled))

    def cell_text(self, tc: Any) -> str:
        """A cell's paragraphs, one per line; a nested table a line per row."""
        lines: list[str] = []
        outer, self.carried = self.carried, ""
        for element in _body_elements(tc):
            if element.tag == f"{_W}p":
                blocks = self.paragraphs(element)
            else:
                blocks = [Table(self.rows(element))]
            for block in blocks:
                if isinstance(block, Paragraph):
                    lines.append(block.text)
                else:
                    lines.extend(_nested_row_line(row) for row in block.rows)
        lines.append(self.carried)  # a cell's last paragraph, its mark deleted, runs on to none
        self.carried = outer
        return "\n".join(line for line in lines if line)


def _nested_row_line(row: tuple[str, ...]) -> str:
    """A nested table's row as one line, its cells separated by " | "; a first cell holding
    only a label ("a)" beside "tốc độ tối đa 8 km/giờ;", points laid out in a table inside the
    clause's cell) opens the line as a label does, not as a cell of data."""
    cells = [cell for cell in row if cell]
    if len(cells) > 1 and (label := parse_label(cells[0])) is not None and not label.rest:
        return f"{cells[0]} {' | '.join(cells[1:])}"
    return " | ".join(cells)


_WP = "{http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing}"
_VML_FLOATING = re.compile(r"position\s*:\s*absolute", re.IGNORECASE)


def _quotations_marked(blocks: list[Block], quote_styled: set[int]) -> list[Block]:
    """``blocks`` with the paragraphs of a quotation set in Word's "Quote" style marked
    ``quoted`` (their numbers are the quoted text's, not clauses): a run of two paragraphs or
    more in that style, right after one that introduces it with a colon ("Khoản 1 Điều 35 Bộ
    luật Lao động quy định như sau:") and not running on past ``_LONGEST_QUOTE_RUN``. A lone
    paragraph in the style is no quotation: some contracts set each English translation in it."""
    result = list(blocks)
    index = 0
    while index < len(blocks):
        if id(blocks[index]) not in quote_styled:
            index += 1
            continue
        end = index
        while end < len(blocks) and id(blocks[end]) in quote_styled:
            end += 1
        before = blocks[index - 1] if index else None
        introduced = isinstance(before, Paragraph) and before.text.rstrip().endswith(":")
        if introduced and 2 <= end - index <= _LONGEST_QUOTE_RUN:
            for at in range(index, end):
                if isinstance(block := blocks[at], Paragraph):
                    result[at] = replace(block, quoted=True)
        index = end
    return result


# A statute's clause with its points; a whole translation set in the style runs longer.
_LONGEST_QUOTE_RUN = 20


def _floats(box: Any) -> bool:
    """A text box placed on the page rather than in the line (``wp:anchor``, or a VML shape
    positioned absolutely): where its paragraph is says nothing of where its text reads."""
    for ancestor in box.iterancestors():
        if ancestor.tag == f"{_WP}anchor":
            return True
        if ancestor.tag == f"{_WP}inline":
            return False
        if _VML_FLOATING.search(ancestor.get("style") or ""):
            return True
    return False


def _a_seal(blocks: list[Block]) -> bool:
    """A box floating over the page holding a company's name in capitals and nothing else
    ("CÔNG TY TNHH" / "THƯƠNG MẠI AN PHÁT" / "HÀ NỘI"): the seal an office draws over the last
    lines, no words of the clause it is anchored in."""
    lines = [block.text for block in blocks if isinstance(block, Paragraph) and block.text]
    return (
        bool(lines)
        and len(blocks) == len(lines)
        and len(lines) <= _SEAL_LINES
        and all(in_capitals(line, letters=2) and word_count(line) <= _SEAL_WORDS for line in lines)
        and not any(line.endswith((".", ":", ";")) for line in lines)
        # a company's legal form ("TNHH", "CỔ PHẦN", "JSC", "CO., LTD"), not a note saying
        # "CÔNG TY KHÔNG CHỊU TRÁCH NHIỆM …"
        and any(_LEGAL_FORM.search(line) for line in lines[:2])
    )


_LEGAL_FORM = re.compile(r"\b(?:TNHH|CỔ\s+PHẦN|CP|JSC|LTD|LLC|CO\.|HỢP\s+DANH|LIÊN\s+DOANH)")
_SEAL_LINES = 5
_SEAL_WORDS = 8


def _translation_of(lines: list[Block], anchor: list[Block]) -> bool:
    """The paragraph ``lines`` is the English of the Vietnamese ``anchor`` paragraph before
    it, which a box floating beside the anchor does not cut off. (A box anchored in an
    English paragraph stays after it: the next paragraph is the next clause.)"""
    one = " ".join(block.text for block in anchor if isinstance(block, Paragraph))
    other = " ".join(block.text for block in lines if isinstance(block, Paragraph))
    return detect(one) is Lang.VI and detect(other) is Lang.EN


def _drop_cap(p: Any) -> bool:
    """A paragraph that is a drop cap (``w:framePr w:dropCap``): the large first letter of the
    paragraph after it, which Word sets in a frame of its own."""
    frame = p.find(f"{_W}pPr/{_W}framePr")
    return frame is not None and frame.get(f"{_W}dropCap") in ("drop", "margin")


def _data_stores(archive: zipfile.ZipFile) -> dict[str, Any]:
    """The custom XML parts ("customXml/itemN.xml") by the item id their properties part
    ("customXml/itemPropsN.xml") gives: what bound content controls show."""
    stores: dict[str, Any] = {}
    names = set(archive.namelist())
    for name in names:
        found = re.fullmatch(r"customXml/itemProps(\d+)\.xml", name)
        item = f"customXml/item{found.group(1)}.xml" if found else ""
        if not found or item not in names:
            continue
        try:
            properties = etree.fromstring(archive.read(name))
            data = etree.fromstring(archive.read(item))
        except etree.XMLSyntaxError:
            continue
        item_id = properties.get(f"{{{_DATASTORE}}}itemID")
        if item_id:
            stores[item_id.upper()] = data
    return stores


_DATASTORE = "http://schemas.openxmlformats.org/officeDocument/2006/customXml"
_PREFIX = re.compile(r"xmlns:(\w+)\s*=\s*['\"]([^'\"]+)['\"]")
# Controls whose data is not what they show (a date shown in its format, a list's value)
_FORMATTED_CONTROLS = ("date", "dropDownList", "comboBox")


# What Word binds a control to: a path of elements, each with its position
# ("/ns0:employee[1]/ns0:salary[1]"), perhaps ending in an attribute. An XPath with functions
# or other predicates is the file's own code (an EXSLT regular expression can run for hours
# inside libxml2): the cached text stands.
_NODE_PATH = re.compile(
    r"(?:/[A-Za-z_][\w.\-]{0,100}(?::[A-Za-z_][\w.\-]{0,100})?(?:\[\d{1,6}\])?){1,64}"
    r"(?:/@[A-Za-z_][\w.\-]{0,100}(?::[A-Za-z_][\w.\-]{0,100})?)?"
)


def _bound_value(sdt: Any, stores: dict[str, Any]) -> str | None:
    """The text a content control bound to a custom XML part shows (``w:dataBinding``): its
    node's text, which Word puts in place of the text the file cached when it opens it (a
    template filled by a tool that wrote the data alone still caches the old text). None
    when it is not bound, its part or node is missing, or it formats what it shows."""
    properties = sdt.find(f"{_W}sdtPr")
    binding = properties.find(f"{_W}dataBinding") if properties is not None else None
    if binding is None or any(
        properties.find(f"{_W}{kind}") is not None for kind in _FORMATTED_CONTROLS
    ):
        return None
    data = stores.get((binding.get(f"{_W}storeItemID") or "").upper())
    if data is None:
        return None
    namespaces = dict(_PREFIX.findall(binding.get(f"{_W}prefixMappings") or ""))
    path = binding.get(f"{_W}xpath") or ""
    if not _NODE_PATH.fullmatch(path):
        return None  # not the path to a node Word writes: the file's own code is not run
    try:
        found = data.xpath(path, namespaces=namespaces)
    except Exception:  # an xpath lxml cannot evaluate: the cached text stands
        return None
    node = found[0] if isinstance(found, list) and found else None
    if node is None:
        return None
    return node if isinstance(node, str) else "".join(node.itertext())


# The namespaces of Word's own markup and of the standard's: a choice requiring another (a
# tool's own extension) is one Word does not understand.
_UNDERSTOOD = re.compile(
    r"http://schemas\.(?:microsoft\.com/office/|openxmlformats\.org/)|urn:schemas-microsoft-com:"
)


def _chosen_alternative(alternatives: Any) -> Any | None:
    """The part of an ``mc:AlternateContent`` Word shows: its first ``mc:Choice`` whose
    required namespaces it understands, else its ``mc:Fallback`` (a text box is written twice,
    once for older readers: one copy is read)."""
    for choice in alternatives.iterchildren(f"{_MC}Choice", f"{_MC}Fallback"):
        if choice.tag == f"{_MC}Fallback":
            return choice
        prefixes = (choice.get("Requires") or "").split()
        namespaces = choice.nsmap
        if prefixes and all(_UNDERSTOOD.match(namespaces.get(p) or "") for p in prefixes):
            return choice
    return None


def _showing_placeholder(sdt: Any) -> bool:
    """A content control still showing its prompt ("Click or tap here to enter text."),
    never filled in: flagged ``w:showingPlcHdr``, and its text set in Word's "Placeholder
    Text" style or reading as a prompt (tools that fill a template often leave the flag on
    over a real name or amount, which Word prints)."""
    if _on(sdt.find(f"{_W}sdtPr/{_W}showingPlcHdr")) is not True:
        return False
    content = sdt.find(f"{_W}sdtContent")
    if content is None:
        return True
    styles = {style.get(_VAL, "") for style in content.iter(f"{_W}rStyle")}
    text = _text_nodes(content)
    return "PlaceholderText" in styles or not text.strip() or bool(_PROMPT.search(text))


# What Word's and LibreOffice's prompts say, in English and Vietnamese
_PROMPT = re.compile(
    r"click\s+(?:or\s+tap\s+)?here|tap\s+here|choose\s+an\s+item|enter\s+(?:a\s+)?"
    r"(?:text|date)|nhấp\s+(?:hoặc\s+gõ\s+nhẹ\s+)?vào\s+đây|bấm\s+vào\s+đây|chọn\s+một\s+mục"
    r"|nhập\s+(?:văn\s+bản|ngày)",
    re.IGNORECASE,
)


def _struck(run: Any) -> bool:
    """A run struck through (``w:strike``, ``w:dstrike``): crossed out by hand in the signed
    text ("~~27.000.000~~ 31.500.000"), so not what it says, as a struck word in Markdown."""
    properties = run.find(f"{_W}rPr")
    if properties is None:
        return False
    return any(_on(properties.find(f"{_W}{name}")) for name in ("strike", "dstrike"))


def _grid_widths(tbl: Any) -> list[int]:
    """The widths of a table's grid columns (``w:tblGrid``), 0 where not given."""
    grid = tbl.find(f"{_W}tblGrid")
    if grid is None:
        return []
    return [_int(column.get(f"{_W}w"), 0) for column in grid.iterchildren(f"{_W}gridCol")]


def _in_table_of_contents(element: Any) -> bool:
    """Inside the content control Word, LibreOffice and Google Docs wrap a generated table of
    contents in (``w:docPartGallery`` "Table of Contents"), titled or not."""
    for ancestor in element.iterancestors(f"{_W}sdt"):
        gallery = ancestor.find(f"{_W}sdtPr/{_W}docPartObj/{_W}docPartGallery")
        if gallery is not None and gallery.get(_VAL, "") == "Table of Contents":
            return True
    return False


_CONTENTS_TITLE = re.compile(
    r"(?:mục\s+lục|table\s+of\s+contents|contents)(?:\s*+[/|\-\u2013]?\s*+"
    r"(?:mục\s+lục|table\s+of\s+contents|contents))?\W*+",
    re.IGNORECASE,
)
_LONGEST_CONTENTS_TITLE = 60
_PAGE_AFTER_TAB = re.compile(r"\t[^\S\t]*+\d{1,4}$")


def _points_at_a_heading(p: Any) -> bool:
    """What a generated contents entry holds: a link to its heading's bookmark, the PAGEREF
    field of its page number, or the page number after the tab stop its leader is drawn by."""
    for link in p.iter(f"{_W}hyperlink"):
        if link.get(f"{_W}anchor"):
            return True
    for instruction in p.iter(f"{_W}instrText"):
        if "PAGEREF" in (instruction.text or "").upper():
            return True
    typed = "".join(
        "\t" if node.tag == f"{_W}tab" else (node.text or "")
        for node in p.iter(f"{_W}t", f"{_W}tab")
    )
    return bool(_PAGE_AFTER_TAB.search(typed.rstrip()[-12:]))


def _body_elements(parent: Any) -> Iterator[Any]:
    """Paragraphs and tables in body order, looking inside content controls (``w:sdt``) and
    tracked insertions of whole paragraphs."""
    for child in parent.iterchildren():
        if child.tag in (f"{_W}p", f"{_W}tbl"):
            yield child
        elif child.tag == f"{_W}sdt" and not _showing_placeholder(child):
            content = child.find(f"{_W}sdtContent")
            if content is not None:
                yield from _body_elements(content)
        elif child.tag in (f"{_W}ins", f"{_W}moveTo", f"{_W}customXml"):
            yield from _body_elements(child)


def _holds_a_table(tbl: Any) -> bool:
    return tbl.find(f".//{_W}tbl") is not None


def _lays_out_clauses(rows: tuple[tuple[str, ...], ...]) -> bool:
    """A Vietnamese | English layout table: a row whose two cells each open with a clause's
    label and its words ("Điều 1. Công việc" | "Article 1. Job"), which no data table's row
    has ("1." | "Phụ cấp ăn trưa" | "730.000")."""
    for row in rows:
        labelled = [cell for cell in row if (label := parse_label(cell)) and label.rest.strip()]
        if len(labelled) >= 2:
            return True
    return False


def _table_across(tr: Any, trs: list[Any]) -> Any | None:
    """The cell of a row that is one cell across a table of several columns, when it holds a
    table of its own; else None."""
    cells = [cell for cell, _ in _row_cells(tr)]
    if len(cells) != 1 or cells[0] is None or cells[0].find(f".//{_W}tbl") is None:
        return None
    columns = any(sum(1 for _ in _row_cells(other)) >= 2 for other in trs)
    return cells[0] if columns else None


def _frame(trs: list[Any]) -> Any | None:
    """The cell of a table of one cell that holds a table: a frame drawn around a salary scale
    or a KPI table, read as the paragraphs and the table it frames. Flattened into the frame's
    one cell, the inner table's rows had been read as bilingual lines, a cell in the wrong
    language or lost."""
    if len(trs) != 1:
        return None
    cells = [cell for cell, _ in _row_cells(trs[0])]
    if len(cells) != 1 or cells[0] is None or cells[0].find(f".//{_W}tbl") is None:
        return None
    return cells[0]


def _table_rows(tbl: Any) -> Iterator[Any]:
    """A table's rows, looking inside content controls (a repeating section of allowance
    rows) and custom XML around rows."""
    return _inside_controls(tbl, f"{_W}tr")


def _inside_controls(parent: Any, tag: str) -> Iterator[Any]:
    """``parent``'s children of ``tag``, and those inside content controls and custom XML."""
    for child in parent.iterchildren():
        if child.tag == tag:
            yield child
        elif child.tag == f"{_W}sdt":
            content = child.find(f"{_W}sdtContent")
            if content is not None:
                yield from _inside_controls(content, tag)
        elif child.tag == f"{_W}customXml":
            yield from _inside_controls(child, tag)


def _row_cells(tr: Any) -> Iterator[tuple[Any, int]]:
    """The row's cells and how many grid columns each spans (``w:gridSpan``); None for a
    vertically merged continuation (the cell above holds the text; an empty cell keeps the
    columns after it in place)."""
    for element in _inside_controls(tr, f"{_W}tc"):
        span_element = element.find(f"{_W}tcPr/{_W}gridSpan")
        span = min(max(_int(span_element.get(_VAL), 1), 1), 64) if span_element is not None else 1
        merge = element.find(f"{_W}tcPr/{_W}vMerge")
        if merge is not None and merge.get(_VAL) in (None, "continue"):
            yield None, span
            continue
        yield element, span


_LEADING_BOX = re.compile(r"([☐☑☒✓✗])\s*")


def _box_after_label(line: str) -> str:
    """A box or tick drawn before a point's label ("☐ a) …", a symbol used as a bullet or an
    option's box) goes after it ("a) ☐ …"), so that the label still opens the line."""
    box = _LEADING_BOX.match(line)
    if box is None:
        return line
    rest = line[box.end() :]
    label = parse_label(rest)
    if label is None or not rest.startswith(label.text):
        return line
    return f"{label.text} {box.group(1)} {rest[len(label.text) :].lstrip()}"


_MOST_TABS_TRIED = 24  # as many as the places a bilingual line is split at
# "1<TAB>CÔNG VIỆC": a number a tab sets apart from the words after it, the line's only tab
_NUMBER_BEFORE_A_TAB = re.compile(r"^(\s*\d{1,3})[ \u00a0]*\t+[ \u00a0]*(?=[^\t\s][^\t]*$)")


# A table of tab stops has this many rows at least; a row of three cells or more is one, a
# row of two only among rows in one language (two are also a bilingual line, "Vietnamese<TAB>
# English", or a form's field and its value).
_TAB_TABLE_ROWS = 2
_TAB_ROW_CELLS = 3


def _tab_stop_cells(text: str) -> tuple[str, ...]:
    """The cells of a paragraph its tabs set apart (tabs in a row are one stop: a writer
    tabs across to a column), when it has two at least and none is a label alone as a text
    file's tabbed rows tell one (``bare_label_cell``); else none."""
    if "\n" in text or "\t" not in text:
        return ()
    cells = tuple(collapse(cell) for cell in text.split("\t") if cell.strip())
    if len(cells) < 2:
        return ()
    if any(bare_label_cell(cell, first=index == 0) for index, cell in enumerate(cells)):
        return ()  # "1.<TAB>…" is a list's line
    if _BULLET_ALONE.fullmatch(cells[0]):
        return ()  # "-<TAB>Nghỉ hằng năm<TAB>14 ngày": a list's item, its figure tabbed across
    return cells


_BULLET_ALONE = re.compile(BULLET)


def _tab_rows_as_tables(blocks: list[Block]) -> list[Block]:
    """Paragraphs laid out as rows of tab stops, two or more in a row with as many cells each
    (a table typed with tabs, or pasted from a PDF into Word), as a table: read as
    paragraphs, their cells ran together ("Khoản Mức Điều kiện"), as a text file's tabbed
    rows no longer do."""
    result: list[Block] = []
    index = 0
    while index < len(blocks):
        block = blocks[index]
        end = index + 1
        if isinstance(block, Paragraph) and block.cells:
            while (
                end < len(blocks)
                and isinstance(following := blocks[end], Paragraph)
                and len(following.cells) == len(block.cells)
            ):
                end += 1
            if len(block.cells) < _TAB_ROW_CELLS:
                tabbed = [row.cells for row in blocks[index:end] if isinstance(row, Paragraph)]
                end = index + two_column_table_end(tabbed, 0, len(tabbed))
        if end - index >= _TAB_TABLE_ROWS:
            rows = tuple(row.cells for row in blocks[index:end] if isinstance(row, Paragraph))
            result.append(Table(rows))
        else:
            result.extend(blocks[index:end])
        index = end
    return result


def _number_before_a_tab(raw: str) -> str:
    """A paragraph opening with a bare number and a tab, numbered so ("1. CÔNG VIỆC"): Word
    lays out a typed label so, and the number alone had been read as no label ("1 CÔNG
    VIỆC"), its article glued to the clause before. A line of several tabs is a row of tab
    stops ("1<TAB>Lương cơ bản<TAB>15.000.000"), left as it is."""
    return _NUMBER_BEFORE_A_TAB.sub(r"\1. ", raw)


def _tab_halves(raw: str) -> list[str]:
    """A line whose Vietnamese and English a tab sets apart ("Báo trước 30 ngày.<TAB>30 days'
    notice."), as its two halves: the Vietnamese sure of its language and the English a
    sentence of its own (two words at least, after a Vietnamese sentence ended, or sure of
    its language). A tab after a label ("Điều 1.<TAB>Phạm vi") or a form's field name
    ("Chức danh:<TAB>Senior Engineer") sets apart no translation. Past the first few tabs a
    line is a row of tab stops, not two halves (judging both sides of thousands had taken
    minutes)."""
    tabs = (index for index, character in enumerate(raw) if character == "\t")
    for tab in islice(tabs, _MOST_TABS_TRIED):
        vietnamese, english = collapse(raw[:tab]), collapse(raw[tab + 1 :])
        if detect(vietnamese) is not Lang.VI or not is_confident(vietnamese):
            continue
        if detect(english) is not Lang.EN or len(english.split()) < 2:
            continue
        if not as_long_as_a_translation(vietnamese, english):
            continue
        # a sentence for a sentence, a heading for a heading; a value after a field's name
        # ("… là:<TAB>Senior Backend Engineer (Golang)", "… của Công ty.<TAB>Head Office,
        # Hanoi", "… xách tay;<TAB>Dell Latitude 5440 laptop") is no translation
        ends = vietnamese.endswith((".", ";")), english.endswith((".", ";"))
        if vietnamese.endswith(":") or ends[0] != ends[1]:
            continue
        if is_confident(english) or all(ends):
            return [vietnamese, english]
    return [collapse(raw)]


@dataclass
class _Collected:
    """The displayed text of one paragraph, in order; its text boxes and runs on the side.

    A complex field is ``begin``, its instruction, ``separate``, its result, ``end``; fields
    nest, and a field inside another's instruction ({ IF { MERGEFIELD GioiTinh } = "Nữ" "Bà"
    "Ông" }, the "Ông/Bà" of every mail merge) is instruction too: only text outside every
    open field's instruction is displayed ("Bà", not "NữBà")."""

    hidden: Any  # run -> bool: hidden (w:vanish) by the run, its style or its paragraph's
    stores: dict[str, Any]  # the custom XML parts bound content controls show
    # run -> why it does not print ("" when it does; ``_Styles.unprinted_by``)
    unprinted: Any = None
    dropped: list[tuple[str, Any, str]] = field(default_factory=list)  # (why, run, its text)
    pieces: list[str] = field(default_factory=list)
    boxes: list[Any] = field(default_factory=list)
    runs: list[Any] = field(default_factory=list)
    fields: list[bool] = field(default_factory=list)  # per open field: in its result yet?
    # per open field: what a form field draws (a box, a choice), and where its result starts
    drawn: list[tuple[str, int]] = field(default_factory=list)
    owners: list[Any] = field(default_factory=list)  # the run each piece is text of
    run: Any = None  # the run being read

    def walk(self, element: Any) -> None:
        for child in element.iterchildren():
            self._visit(child)

    def _visit(self, child: Any) -> None:
        tag = child.tag
        if not isinstance(tag, str) or tag in _HIDDEN:
            return  # comments and processing instructions have a non-string tag
        if tag == f"{_W}fldChar":
            self._field_char(child.get(f"{_W}fldCharType"), _form_field(child))
        elif tag in _SHOWN and not all(self.fields):
            return  # inside a field's instruction
        elif tag == f"{_W}t":
            self._add(child.text or "")
        elif tag in _TABS:
            self._add("\t")
        elif tag in _LINE_BREAKS:
            self._add("\n")
        elif tag == f"{_W}noBreakHyphen":
            self._add("-")
        elif tag == f"{_W}sym":
            self._add(_symbol(child))
        elif tag == f"{_W}txbxContent":
            self.boxes.append(child)
        elif tag.startswith(_M):
            self._math(child)
        elif tag == f"{_MC}AlternateContent":
            chosen = _chosen_alternative(child)
            if chosen is not None:
                self.walk(chosen)
        elif tag == f"{_W}sdt" and _showing_placeholder(child):
            return  # a content control never filled in: its prompt is no text of the document
        elif tag == f"{_W}sdt" and (value := _bound_value(child, self.stores)) is not None:
            # a control bound to the file's data: Word shows the data, not the text it cached
            content = child.find(f"{_W}sdtContent")
            first_run = next(content.iter(f"{_W}r"), None) if content is not None else None
            outer, self.run = self.run, first_run if first_run is not None else self.run
            self._add(value)
            self.run = outer
        elif tag == f"{_W}r":
            if self.hidden(child) or _struck(child):
                return  # hidden text is not displayed; struck text is struck out of it
            if self._not_printed(child):
                return
            self.runs.append(child)
            outer, self.run = self.run, child
            self.walk(child)
            self.run = outer
        else:
            self.walk(child)

    def _not_printed(self, run: Any) -> bool:
        """The run's text does not show on paper (``docx_unprinted``): noted, and left out
        unless that is unsure. A run of spaces is kept (it parts words), and so is a run
        holding a text box, whose text has colours of its own."""
        if self.unprinted is None or not all(self.fields):
            return False
        reason = self.unprinted(run)
        if not reason:
            return False
        text = "".join(t.text or "" for t in run.iterchildren(f"{_W}t"))
        if not text.strip() or next(run.iter(f"{_W}txbxContent"), None) is not None:
            return False
        self.dropped.append((reason, run, text))
        return reason != _UNSURE

    def _add(self, text: str) -> None:
        self.pieces.append(text)
        self.owners.append(self.run)

    def _math(self, element: Any) -> None:
        """An equation (Office Math) as a line of text: "Thưởng=(Lương cơ bản x Ngày)/365". A
        fraction is its numerator over its denominator, a power and an index are written
        with "^" and "_", a root with "√", brackets as the equation draws them."""
        tag = element.tag
        if tag == f"{_M}t":
            self._add(element.text or "")
        elif tag == f"{_M}r":
            outer, self.run = self.run, element
            self._math_children(element)
            self.run = outer
        elif tag == f"{_M}f":
            self._math_part(element.find(f"{_M}num"))
            self._add("/")
            self._math_part(element.find(f"{_M}den"))
        elif tag in (f"{_M}sSup", f"{_M}sSub"):
            self._math_children(element.find(f"{_M}e"))
            self._add("^" if tag == f"{_M}sSup" else "_")
            self._math_part(element.find(f"{_M}sup" if tag == f"{_M}sSup" else f"{_M}sub"))
        elif tag == f"{_M}nary":  # a sum or an integral: its sign, limits, then its terms
            self._add(_math_character(element.find(f"{_M}naryPr"), "chr", "\u222b"))
            for limit, mark in ((f"{_M}sub", "_"), (f"{_M}sup", "^")):
                part = element.find(limit)
                if part is not None and "".join(part.itertext()).strip():
                    self._add(mark)
                    self._math_part(part)
            self._math_children(element.find(f"{_M}e"))
        elif tag == f"{_M}rad":
            self._add("√")
            self._math_part(element.find(f"{_M}e"))
        elif tag == f"{_M}d":
            properties = element.find(f"{_M}dPr")
            opening = _math_character(properties, "begChr", "(")
            closing = _math_character(properties, "endChr", ")")
            self._add(opening)
            for index, part in enumerate(element.iterchildren(f"{_M}e")):
                if index:
                    self._add(_math_character(properties, "sepChr", "|"))
                self._math_children(part)
            self._add(closing)
        elif not tag.endswith("Pr"):  # properties draw nothing
            self._math_children(element)

    def _math_children(self, element: Any) -> None:
        if element is not None:
            for child in element.iterchildren():
                if isinstance(child.tag, str):
                    self._math(child) if child.tag.startswith(_M) else self._visit(child)

    def _math_part(self, element: Any) -> None:
        """A numerator, denominator, power or root: in brackets when it is more than a word."""
        start = len(self.pieces)
        self._math_children(element)
        text = "".join(self.pieces[start:])
        if _MATH_OPERATOR.search(text.strip()):
            self.pieces.insert(start, "(")
            self.owners.insert(start, self.run)
            self._add(")")

    def italic_tail(self, italic: Any) -> int | None:
        """Where the paragraph's text in italics to its end starts (``italic``: run ->
        bool), after text that is not: None when it is all one or the other."""
        start = None
        known: tuple[Any, bool] | None = None  # a run of many pieces is looked at once
        for index, (piece, run) in enumerate(zip(self.pieces, self.owners, strict=True)):
            if not piece.strip() or run is None:
                continue  # a space, an equation's bracket or fraction bar: in no run
            if known is None or known[0] is not run:
                known = (run, italic(run))
            shown_in_italics = known[1]
            start = (index if start is None else start) if shown_in_italics else None
        if start is None or not "".join(self.pieces[:start]).strip():
            return None
        return start

    def _field_char(self, kind: str | None, shown: str) -> None:
        """A field opens, turns to its result, or closes. A form field's check box or
        choice, which Word draws, shows where the field ends — unless the field holds a
        result of its own (a tool that writes the choice as text too), shown as written."""
        if kind == "begin":
            self.fields.append(False)
            self.drawn.append((shown, len(self.pieces)))
        elif kind == "separate" and self.fields:
            self.fields[-1] = True
            self.drawn[-1] = (self.drawn[-1][0], len(self.pieces))
        elif kind == "end" and self.fields:
            self.fields.pop()
            shown, result_start = self.drawn.pop()
            written = "".join(self.pieces[result_start:]).strip()
            if shown and not written and all(self.fields):
                self._add(shown)


# Check boxes a contract form draws with a symbol font ("☒ Xác định thời hạn ☐ Không xác
# định thời hạn"): Wingdings and Wingdings 2 codes as Word's symbol dialog inserts them.
# The Symbol font's signs, as a KPI or a bonus formula uses them ("KPI ≥ 90%", "±10%", the
# multiplication sign of "lương cơ bản x hệ số"): Adobe's Symbol encoding as Unicode's
# SYMBOL.TXT maps it (code in the font: code point), its Greek letters included.
_GREEK = "ΑΒΧΔΕΦΓΗΙϑΚΛΜΝΟΠΘΡΣΤΥςΩΞΨΖ"
_SYMBOL_SIGNS = {
    0x22: 0x2200, 0x24: 0x2203, 0x27: 0x220B, 0x2A: 0x2217, 0x2D: 0x2212, 0x40: 0x2245,
    0x5C: 0x2234, 0x5E: 0x22A5, 0x7E: 0x223C, 0xA2: 0x2032, 0xA3: 0x2264, 0xA5: 0x221E,
    0xAB: 0x2194, 0xAC: 0x2190, 0xAD: 0x2191, 0xAE: 0x2192, 0xAF: 0x2193, 0xB0: 0x00B0,
    0xB1: 0x00B1, 0xB2: 0x2033, 0xB3: 0x2265, 0xB4: 0x00D7, 0xB5: 0x221D, 0xB6: 0x2202,
    0xB7: 0x2022, 0xB8: 0x00F7, 0xB9: 0x2260, 0xBA: 0x2261, 0xBB: 0x2248, 0xBC: 0x2026,
    0xC6: 0x2205, 0xCE: 0x2208, 0xCF: 0x2209, 0xD6: 0x221A, 0xD7: 0x22C5, 0xD8: 0x00AC,
    0xDB: 0x21D4, 0xDC: 0x21D0, 0xDE: 0x21D2, 0xE5: 0x2211,
}  # fmt: skip
_SYMBOL_FONT = {
    **{0x41 + index: letter for index, letter in enumerate(_GREEK)},
    **{0x61 + index: letter for index, letter in enumerate("αβχδεφγηιϕκλμνοπθρστυϖωξψζ")},
    **{code: chr(point) for code, point in _SYMBOL_SIGNS.items()},
}
_SYMBOLS = {
    "wingdings": {0xA8: "☐", 0x6F: "☐", 0x71: "☐", 0xFE: "☑", 0xFD: "☒", 0x78: "☒", 0xFC: "✓"},
    "wingdings 2": {0xA3: "☐", 0x2A: "☐", 0x52: "☑", 0x54: "☒", 0x50: "✓", 0x4F: "✗"},
    "symbol": _SYMBOL_FONT,
}


def _symbol(sym: Any) -> str:
    """A ``w:sym`` character as the text it shows: a check box, a tick, a sign of the Symbol
    font; others (a decoration), nothing."""
    try:
        code = int(sym.get(f"{_W}char", ""), 16)
    except ValueError:
        return ""
    font = (sym.get(f"{_W}font") or "").strip().lower()
    return _SYMBOLS.get(font, {}).get(code & 0xFF if code >= 0xF000 else code, "")


# Signs a paragraph typed as its bullet with Insert Symbol (Symbol's bullet or arrow before "a)"):
# Word's own bullets are numbering, and show no text here either.
_SYMBOL_BULLET = re.compile(r"^\s*[\u2022\u21d2\u2192\u2212\u22c5\u00b7\u25aa\u25e6]\s+(?=\D)")


def _without_bullet(line: str) -> str:
    return _SYMBOL_BULLET.sub("", line, count=1)


def _form_field(field_char: Any) -> str:
    """What a legacy form field shows without a result: a check box, or a drop-down's choice
    (FORMDROPDOWN: "Loại hợp đồng: Xác định thời hạn 36 tháng", the contract type agreed)."""
    return _check_box(field_char) or _drop_down(field_char)


def _drop_down(field_char: Any) -> str:
    """The entry a FORMDROPDOWN shows: its ``w:result`` (else ``w:default``) counts from 0."""
    choices = field_char.find(f"{_W}ffData/{_W}ddList")
    if choices is None:
        return ""
    entries = [entry.get(_VAL, "") for entry in choices.iterchildren(f"{_W}listEntry")]
    chosen = choices.find(f"{_W}result")
    if chosen is None:
        chosen = choices.find(f"{_W}default")
    index = _int(chosen.get(_VAL) if chosen is not None else None, 0)
    return entries[index] if 0 <= index < len(entries) else ""


# What makes a numerator or a power more than one term (the multiplication sign, U+00D7).
_MATH_OPERATOR = re.compile("[\\s+\\-\u00d7*/=<>\u2264\u2265]")


def _math_character(properties: Any, name: str, default: str) -> str:
    found = properties.find(f"{_M}{name}") if properties is not None else None
    return found.get(f"{_M}val", "") if found is not None else default


def _check_box(field_char: Any) -> str:
    """A legacy form field's check box (FORMCHECKBOX), "☒" or "☐": Word draws it, so no
    text of the field says whether it was ticked — its ``w:checked`` or ``w:default`` does."""
    box = field_char.find(f"{_W}ffData/{_W}checkBox")
    if box is None:
        return ""
    state = box.find(f"{_W}checked")
    if state is None:
        state = box.find(f"{_W}default")
    return "☒" if _on(state) else "☐"


# ---------------------------------------------------------------- styles


def _on(element: Any) -> bool | None:
    """An on/off property (``<w:i/>``, ``<w:i w:val="0"/>``): True, False, or None when
    absent."""
    if element is None:
        return None
    return element.get(_VAL, "true").lower() not in ("0", "false", "off")


@dataclass
class _Styles:
    """What the italics hint needs of the styles, read once: each style's own italic, and the
    default paragraph style. The English translation is often set in italics."""

    italic_by_id: dict[str, bool | None]
    default_paragraph: str | None
    # A style's list and its level are inherited apart (ISO 29500 17.3.1.19): "HDL2", based
    # on "HDL1", states only its level and numbers in HDL1's list.
    num_id_by_id: dict[str, str] = field(default_factory=dict)
    level_by_id: dict[str, int] = field(default_factory=dict)
    font_by_id: dict[str, str] = field(default_factory=dict)
    default_font: str | None = None
    based_on: dict[str, str] = field(default_factory=dict)
    vanish_by_id: dict[str, bool | None] = field(default_factory=dict)
    outline_by_id: dict[str, int] = field(default_factory=dict)
    contents_ids: frozenset[str] = frozenset()  # "TOC 1" … "TOC 9": entries of a contents list
    contents_title_ids: frozenset[str] = frozenset()  # "TOC Heading": its title
    bold_by_id: dict[str, bool | None] = field(default_factory=dict)
    colour_by_id: dict[str, str] = field(default_factory=dict)  # w:color's value
    size_by_id: dict[str, int] = field(default_factory=dict)  # w:sz, in half-points
    default_size: int | None = None
    shading_by_id: dict[str, Any] = field(default_factory=dict)  # a paragraph style's fill
    shaded_tables: dict[str, bool] = field(default_factory=dict)  # table styles with a fill
    # a style's own run shading (rPr/shd) and highlight, where it states one (None: "none")
    run_shading_by_id: dict[str, Any] = field(default_factory=dict)
    highlight_by_id: dict[str, str | None] = field(default_factory=dict)
    # the document's defaults for them (docDefaults); None where it states none
    default_run_shading: Any = None
    default_highlight: str | None = None
    # (property, style) -> what the style states or inherits (``_stated``): each chain walked once
    stated_memo: dict[tuple[str, str], Any] = field(default_factory=dict)
    # Word's "Quote", "Intense Quote", "Block Text" and the styles based on them: text quoted
    quote_ids: frozenset[str] = frozenset()

    @classmethod
    def of(cls, document: Any) -> _Styles:
        italic: dict[str, bool | None] = {}
        bold: dict[str, bool | None] = {}
        vanish: dict[str, bool | None] = {}
        num_ids: dict[str, str] = {}
        levels: dict[str, int] = {}
        fonts: dict[str, str] = {}
        based_on: dict[str, str] = {}
        outline: dict[str, int] = {}
        default = None
        root = document.styles.element
        default_font = _font_of(root.find(f"{_W}docDefaults/{_W}rPrDefault/{_W}rPr"))
        for style in root.iterchildren(f"{_W}style"):
            style_id = style.get(f"{_W}styleId")
            if style_id is None:
                continue
            italic[style_id] = _on(style.find(f"{_W}rPr/{_W}i"))
            bold[style_id] = _on(style.find(f"{_W}rPr/{_W}b"))
            vanish[style_id] = _on(style.find(f"{_W}rPr/{_W}vanish"))
            if font := _font_of(style.find(f"{_W}rPr")):
                fonts[style_id] = font
            if (parent := style.find(f"{_W}basedOn")) is not None:
                based_on[style_id] = parent.get(_VAL, "")
            if (level := _outline_level(style, style.find(f"{_W}name"))) is not None:
                outline[style_id] = level
            elif style.find(f"{_W}pPr/{_W}outlineLvl") is not None:
                outline[style_id] = _BODY_TEXT  # said to be body text: inherits no heading
            num_pr = style.find(f"{_W}pPr/{_W}numPr")
            if num_pr is not None:
                if (num_id := num_pr.find(f"{_W}numId")) is not None:
                    num_ids[style_id] = num_id.get(_VAL, "0")
                if (level := num_pr.find(f"{_W}ilvl")) is not None:
                    levels[style_id] = _int(level.get(_VAL), 0)
            if style.get(f"{_W}type") == "paragraph" and style.get(f"{_W}default") in ("1", "true"):
                default = style_id
        contents = frozenset(
            style.get(f"{_W}styleId", "")
            for style in root.iterchildren(f"{_W}style")
            if _CONTENTS_STYLE_NAME.fullmatch(_style_name(style))
        )
        contents_title = frozenset(
            style.get(f"{_W}styleId", "")
            for style in root.iterchildren(f"{_W}style")
            if _style_name(style).casefold() in ("toc heading", "contents heading")
        )
        styles = cls(
            italic,
            default,
            num_ids,
            levels,
            fonts,
            default_font,
            based_on,
            vanish,
            outline,
            contents,
            contents_title,
            bold,
        )
        styles._read_colours_and_sizes(root)
        named_quote = {
            style.get(f"{_W}styleId", "")
            for style in root.iterchildren(f"{_W}style")
            if _style_name(style).casefold() in _QUOTE_STYLE_NAMES
        }
        styles.quote_ids = frozenset(
            style_id
            for style_id in based_on.keys() | named_quote
            if styles._based_on_any(style_id, named_quote)
        )
        return styles

    def _based_on_any(self, style_id: str, wanted: set[str]) -> bool:
        seen: set[str] = set()
        current: str | None = style_id
        while current and current not in seen:
            if current in wanted:
                return True
            seen.add(current)
            current = self.based_on.get(current)
        return False

    def quote_styled(self, p: Any) -> bool:
        """Whether the paragraph is set in a quotation's style (Word's "Quote")."""
        return self.paragraph_style(p) in self.quote_ids

    def _read_colours_and_sizes(self, root: Any) -> None:
        """What ``unprinted_by`` needs of the styles: colours, sizes, shadings."""
        default_size = root.find(f"{_W}docDefaults/{_W}rPrDefault/{_W}rPr/{_W}sz")
        if default_size is not None:
            self.default_size = _int(default_size.get(_VAL), 0) or None
        defaults = root.find(f"{_W}docDefaults/{_W}rPrDefault/{_W}rPr")
        if defaults is not None:
            self.default_run_shading = unprinted.shading(defaults.find(f"{_W}shd"))
            if (found := defaults.find(f"{_W}highlight")) is not None:
                self.default_highlight = unprinted.highlight(found)
        for style in root.iterchildren(f"{_W}style"):
            style_id = style.get(f"{_W}styleId")
            if style_id is None:
                continue
            if (found := style.find(f"{_W}rPr/{_W}color")) is not None:
                self.colour_by_id[style_id] = found.get(_VAL, "")
            found = style.find(f"{_W}rPr/{_W}sz")
            if found is not None and (size := _int(found.get(_VAL), 0)):
                self.size_by_id[style_id] = size
            fill = unprinted.shading(style.find(f"{_W}pPr/{_W}shd"))
            if fill is not None:
                self.shading_by_id[style_id] = fill
            if (found := style.find(f"{_W}rPr/{_W}shd")) is not None:
                self.run_shading_by_id[style_id] = unprinted.shading(found)
            if (found := style.find(f"{_W}rPr/{_W}highlight")) is not None:
                self.highlight_by_id[style_id] = unprinted.highlight(found)
            # a table style's fill, or a highlight its text takes: a background not known
            if style.get(f"{_W}type") == "table" and (
                any(unprinted.shading(shd) is not None for shd in style.iter(f"{_W}shd"))
                or any(unprinted.highlight(mark) for mark in style.iter(f"{_W}highlight"))
            ):
                self.shaded_tables[style_id] = True

    def unprinted_by(self, p: Any, plain_page: bool) -> Any:
        """Why a run of ``p`` does not show on paper (``docx_unprinted``): "small" (under 2
        pt), "colour" (the colour of what is behind it), ``_UNSURE`` (white, or nearly, over
        a background not known); "" when it shows."""
        style = self.paragraph_style(p)
        behind: list[Any] = []  # the paragraph's background, found once it is needed

        def why(run: Any) -> str:
            properties = run.find(f"{_W}rPr")
            character = _run_style(run)
            size = properties.find(f"{_W}sz") if properties is not None else None
            points = _int(size.get(_VAL), 0) if size is not None else 0
            points = (
                points
                or self._inherited(self.size_by_id, character)
                or self._inherited(self.size_by_id, style)
                or self.default_size
                or 0
            )
            if 0 < points <= unprinted.TINIEST_HALF_POINTS:
                return "small"
            own = properties.find(f"{_W}color") if properties is not None else None
            value = (
                own.get(_VAL)
                if own is not None
                else self._inherited(self.colour_by_id, character)
                or self._inherited(self.colour_by_id, style)
            )
            text_colour = unprinted.colour(value)
            if text_colour is None:
                return ""
            background = unprinted.run_background(
                self._run_property(properties, "highlight", character, style),
                self._run_property(properties, "shd", character, style),
            )
            if background is None:
                if not behind:
                    behind.append(self._background(p, style, plain_page))
                background = behind[0]
            if isinstance(background, unprinted.Unknown):
                return _UNSURE if unprinted.indistinct(text_colour, unprinted.PAGE) else ""
            return "colour" if unprinted.indistinct(text_colour, background) else ""

        return why

    def _run_property(
        self, properties: Any, name: str, character: str | None, style: str | None
    ) -> Any:
        """The run's highlight or shading (``name``): its own, else its character style's,
        else its paragraph style's (each ``basedOn`` followed), else the document's default;
        None for none. A style that states "none" stops the search, as in Word."""
        own = properties.find(f"{_W}{name}") if properties is not None else None
        if name == "highlight":
            if own is not None:
                return unprinted.highlight(own)
            values, default = self.highlight_by_id, self.default_highlight
        else:
            if own is not None:
                return unprinted.shading(own)
            values, default = self.run_shading_by_id, self.default_run_shading
        for chain in (character, style):
            found = self._stated(name, values, chain)
            if found is not _UNSTATED:
                return found
        return default

    def _stated(self, name: str, values: dict[str, Any], style: str | None) -> Any:
        """What ``style`` states in ``values`` (``name``'s), or inherits (``basedOn``), even
        None; ``_UNSTATED`` where no style in the chain states it. Memoised: every style on a
        chain walked is remembered, so each is looked at once a document."""
        memo = self.stated_memo
        walked: list[str] = []
        found: Any = _UNSTATED
        while style and style not in walked:
            if (name, style) in memo:
                found = memo[(name, style)]
                break
            walked.append(style)
            if style in values:
                found = values[style]
                break
            style = self.based_on.get(style)
        for each in walked:
            memo[(name, each)] = found
        return found

    def _background(self, p: Any, style: str | None, plain_page: bool) -> Any:
        """What is behind ``p``'s text: its shading or its style's, its cell's, its table's,
        the page; ``UNKNOWN`` in a text box or a table whose style shades it."""
        own = unprinted.shading(p.find(f"{_W}pPr/{_W}shd"))
        if own is None:
            own = self._inherited(self.shading_by_id, style)
        if own is not None:
            return own
        for ancestor in p.iterancestors(f"{_W}tc", f"{_W}tbl", f"{_W}txbxContent"):
            if ancestor.tag == f"{_W}txbxContent":
                return unprinted.UNKNOWN
            if ancestor.tag == f"{_W}tc":
                fill = unprinted.shading(ancestor.find(f"{_W}tcPr/{_W}shd"))
            else:
                fill = unprinted.shading(ancestor.find(f"{_W}tblPr/{_W}shd"))
                table_style = ancestor.find(f"{_W}tblPr/{_W}tblStyle")
                styled = table_style is not None and table_style.get(_VAL)
                if fill is None and self._inherited(self.shaded_tables, styled or None):
                    return unprinted.UNKNOWN
            if fill is not None:
                return fill
        return unprinted.PAGE if plain_page else unprinted.UNKNOWN

    def _inherited(self, values: dict[str, Any], style: str | None) -> Any:
        """A style's own value in ``values``, or the one it inherits (``basedOn``); None."""
        seen: set[str] = set()
        while style and style not in seen:
            if (own := values.get(style)) is not None:
                return own
            seen.add(style)
            style = self.based_on.get(style)
        return None

    def _inherited_vanish(self, style: str | None) -> bool | None:
        return self._inherited(self.vanish_by_id, style)

    def hidden_by(self, p: Any) -> Any:
        """Whether a run of ``p`` is hidden: its own ``w:vanish``, else its character
        style's, else its paragraph style's (a template's guidance paragraph "[Hướng dẫn: …
        xóa dòng này trước khi in.]" is hidden by its style, never printed)."""
        by_paragraph = self._inherited_vanish(self.paragraph_style(p))

        def hidden(run: Any) -> bool:
            own = _on(run.find(f"{_W}rPr/{_W}vanish"))
            if own is None:
                own = self._inherited_vanish(_run_style(run))
            return bool(by_paragraph if own is None else own)

        return hidden

    def mark_not_shown(self, p: Any) -> bool:
        """The paragraph's mark is tracked as deleted (or moved away), or hidden."""
        if self.mark_deleted(p):
            return True
        mark = p.find(f"{_W}pPr/{_W}rPr")
        own = _on(mark.find(f"{_W}vanish")) if mark is not None else None
        return bool(self._inherited_vanish(self.paragraph_style(p)) if own is None else own)

    def mark_deleted(self, p: Any) -> bool:
        """The paragraph's mark is tracked as deleted (or moved away)."""
        mark = p.find(f"{_W}pPr/{_W}rPr")
        return mark is not None and (
            mark.find(f"{_W}del") is not None or mark.find(f"{_W}moveFrom") is not None
        )

    def outline_level(self, p: Any) -> int | None:
        """The paragraph's heading level: its own ``w:outlineLvl``, else its style's (a
        "Heading N" style has one); None for body text."""
        own = _outline_level(p, None)
        if own is not None or p.find(f"{_W}pPr/{_W}outlineLvl") is not None:
            return own
        level = self._inherited(self.outline_by_id, self.paragraph_style(p))
        return None if level is None or level == _BODY_TEXT else level

    def numbering(self, style: str | None) -> tuple[str | None, int | None]:
        """The list and the level a paragraph style numbers with, each its own or inherited
        (``basedOn``); None for what no style in the chain states."""
        return self._inherited(self.num_id_by_id, style), self._inherited(self.level_by_id, style)

    def font(self, style: str | None, run: Any) -> str | None:
        """The run's font: its own, its character style's, its paragraph style's (``style``,
        ``paragraph_style``), or the document's default."""
        return (
            _font_of(run.find(f"{_W}rPr"))
            or self.font_by_id.get(_run_style(run) or "")
            or self.font_by_id.get(style or "")
            or self.default_font
        )

    def lists_contents(self, p: Any) -> bool:
        """The paragraph is in a table of contents' entry style (Word's "toc 1", LibreOffice's
        "Contents 1"), which only a generated table of contents uses."""
        return self.paragraph_style(p) in self.contents_ids

    def titles_contents(self, p: Any) -> bool:
        return self.paragraph_style(p) in self.contents_title_ids

    def paragraph_style(self, p: Any) -> str | None:
        found = p.find(f"{_W}pPr/{_W}pStyle")
        return found.get(_VAL) if found is not None else self.default_paragraph

    def run_italic(self, style: str | None, run: Any) -> bool:
        """The run is in italics: its own, its character style's or its paragraph style's
        (``style``: looked up once a paragraph, as finding it walks the paragraph's runs)."""
        own = _on(run.find(f"{_W}rPr/{_W}i"))
        if own is not None:
            return own
        # a style's italics may be its own or those of the style it is based on ("Bản dịch"
        # based on Word's "Emphasis")
        if self._inherited(self.italic_by_id, _run_style(run)):
            return True
        return bool(self._inherited(self.italic_by_id, style))

    def italic(self, p: Any, runs: list[Any]) -> bool:
        """All of the paragraph's text is in italics, by its runs or its paragraph style."""
        return self._all_shown(p, runs, "i", self.italic_by_id)

    def bold(self, p: Any, runs: list[Any]) -> bool:
        """All of the paragraph's text is in bold, by its runs or its paragraph style."""
        return self._all_shown(p, runs, "b", self.bold_by_id)

    def _all_shown(self, p: Any, runs: list[Any], tag: str, by_id: dict[str, bool | None]) -> bool:
        shown = [run for run in runs if _shows_text(run)]
        if not shown:
            return False
        own = [_on(run.find(f"{_W}rPr/{_W}{tag}")) for run in shown]
        by_style = [self._inherited(by_id, _run_style(run)) for run in shown]
        if all(mine or styled for mine, styled in zip(own, by_style, strict=True)):
            return True
        style = self.paragraph_style(p)
        return bool(self._inherited(by_id, style)) and all(mine is not False for mine in own)


def _text_nodes(element: Any) -> str:
    """The text inside ``element``, each text node once. Not lxml's ``itertext``: on a run it
    also gives python-docx's ``CT_R.text``, an XPath union that takes time with the square of
    the run's children (a run of 64,000 tabs took seconds each time)."""
    return str(etree.tostring(element, method="text", encoding="unicode", with_tail=False))


def _shows_text(run: Any) -> bool:
    """The run shows something: text, or a non-breaking hyphen."""
    return bool(_text_nodes(run).strip()) or run.find(f"{_W}noBreakHyphen") is not None


def _font_of(properties: Any) -> str | None:
    if properties is None:
        return None
    fonts = properties.find(f"{_W}rFonts")
    if fonts is None:
        return None
    # Word sets letters beyond ASCII (Vietnamese ones, and TCVN3's Latin-1 look-alikes) in
    # the hAnsi font; ascii only covers the basic letters.
    return fonts.get(f"{_W}hAnsi") or fonts.get(f"{_W}ascii")


def _run_style(run: Any) -> str | None:
    found = run.find(f"{_W}rPr/{_W}rStyle")
    return found.get(_VAL) if found is not None else None


# Word's own limit for a list's start value; bounds the letters "aaa…" a count can render.
_MAX_COUNT = 32767


def _count(text: str | None, default: int) -> int:
    return min(max(_int(text, default), 0), _MAX_COUNT)


def _int(text: str | None, default: int) -> int:
    try:
        return int(text) if text is not None else default
    except ValueError:
        return default


# ---------------------------------------------------------------- numbering


@dataclass(frozen=True)
class _Level:
    start: int
    fmt: str
    text: str
    legal: bool  # w:isLgl: every level shown in decimal
    # w:lvlRestart: restarts only under an item of a level above this (1-based); 0: never.
    # None: under an item of any level above it.
    restart_after: int | None = None
    # A bullet drawn as a ballot box or a tick ("☒", Wingdings' F0FE): it says which option
    # was chosen, so it is shown; other bullets are not.
    box: str = ""


@dataclass
class _Numbering:
    """Word's list numbering: the definitions, and the counters as the document is read in
    order. Word counts per abstract definition, not per list instance: two ``w:num`` over one
    ``w:abstractNum`` continue each other, and an instance's ``startOverride`` restarts the
    shared count the first time a paragraph uses that instance."""

    levels: dict[str, dict[int, _Level]]  # numId -> ilvl -> level
    starts: dict[str, dict[int, int]]  # numId -> ilvl -> startOverride
    counted_by: dict[str, str]  # numId -> the abstract definition whose counters it moves
    # numId -> paragraph style -> the level whose ``w:pStyle`` names it (Word's "link level to
    # style"): a heading style that states its list and not its level is at that level.
    level_of_style: dict[str, dict[str, int]] = field(default_factory=dict)
    counters: dict[str, dict[int, int]] = field(default_factory=dict)
    used: set[str] = field(default_factory=set)

    # Paragraphs whose box bullet marks a choice (``mark_choices``).
    choices: set[Any] = field(default_factory=set)

    def mark_choices(self, body: Any, styles: _Styles) -> None:
        """Box bullets mark choices where one run of bulleted paragraphs holds both an empty
        box and a ticked one (the options, and the option chosen: "☐ Xác định thời hạn" /
        "☒ Không xác định thời hạn"); a run of ticks or of empty boxes alone is decoration
        (Word's "✓" library bullet, "❑"), shown as nothing, as other bullets are."""
        run: list[tuple[Any, str]] = []
        for p in [*body.iter(f"{_W}p"), None]:
            box = self._box_of(p, styles) if p is not None else ""
            if box:
                run.append((p, box))
                continue
            glyphs = {glyph for _, glyph in run}
            if "☐" in glyphs and glyphs & _TICKED:
                self.choices.update(paragraph for paragraph, _ in run)
            run = []

    def _box_of(self, p: Any, styles: _Styles) -> str:
        num_id, level = self._numbered(p, styles)
        definition = self.levels.get(num_id or "", {}).get(level)
        return definition.box if definition is not None and definition.fmt == "bullet" else ""

    @classmethod
    def of(cls, document: Any, styles: _Styles) -> _Numbering:
        try:
            root = document.part.numbering_part.element
        except (KeyError, NotImplementedError, AttributeError):
            return cls({}, {}, {}, {})
        abstract: dict[str, dict[int, _Level]] = {}
        styled: dict[str, dict[str, int]] = {}  # abstractNum -> paragraph style -> its level
        linked_as: dict[str, str] = {}  # numbering style -> the abstractNum defining it
        defers_to: dict[str, str] = {}  # abstractNum -> numbering style it takes its levels from
        for definition in root.iterchildren(f"{_W}abstractNum"):
            abstract_id = definition.get(f"{_W}abstractNumId", "")
            abstract[abstract_id] = _levels(definition)
            styled[abstract_id] = _styled_levels(definition)
            if (link := definition.find(f"{_W}styleLink")) is not None:
                linked_as[link.get(_VAL, "")] = abstract_id
            if (link := definition.find(f"{_W}numStyleLink")) is not None:
                defers_to[abstract_id] = link.get(_VAL, "")
        nums = {num.get(f"{_W}numId", ""): num for num in root.iterchildren(f"{_W}num")}

        def resolved(abstract_id: str) -> str:
            """A definition that only links a numbering style ("numStyleLink") stands for the
            definition of that style: the one whose styleLink names it, or the one behind the
            style's own list."""
            style = defers_to.get(abstract_id)
            if style is None:
                return abstract_id
            if style in linked_as:
                return linked_as[style]
            num = nums.get(styles.num_id_by_id.get(style, ""))
            link = num.find(f"{_W}abstractNumId") if num is not None else None
            target = link.get(_VAL, "") if link is not None else ""
            return target if target and target not in defers_to else abstract_id

        levels: dict[str, dict[int, _Level]] = {}
        starts: dict[str, dict[int, int]] = {}
        counted_by: dict[str, str] = {}
        level_of_style: dict[str, dict[str, int]] = {}
        for num_id, num in nums.items():
            link = num.find(f"{_W}abstractNumId")
            abstract_id = resolved(link.get(_VAL, "") if link is not None else "")
            base = dict(abstract.get(abstract_id, {}))
            overrides: dict[int, int] = {}
            for override in num.iterchildren(f"{_W}lvlOverride"):
                level = _int(override.get(f"{_W}ilvl"), 0)
                start = override.find(f"{_W}startOverride")
                if start is not None:
                    overrides[level] = _count(start.get(_VAL), 1)
                redefined = override.find(f"{_W}lvl")
                if redefined is not None:
                    base[level] = _level(redefined)
            levels[num_id] = base
            starts[num_id] = overrides
            counted_by[num_id] = abstract_id
            level_of_style[num_id] = styled.get(abstract_id, {})
        return cls(levels, starts, counted_by, level_of_style)

    def label(self, p: Any, styles: _Styles) -> str:
        """The number Word shows before this paragraph ("" for none or a bullet), counting it."""
        num_id, level = self._numbered(p, styles)
        definitions = self.levels.get(num_id or "")
        if num_id is None or not definitions or level not in definitions:
            return ""
        counters = self.counters.setdefault(self.counted_by[num_id], {})
        if num_id not in self.used:
            self.used.add(num_id)
            for restarted, start in self.starts[num_id].items():
                counters[restarted] = start - 1
                for deeper in [k for k in counters if k > restarted]:
                    del counters[deeper]
        this = definitions[level]
        counters[level] = counters[level] + 1 if level in counters else this.start
        for deeper in [k for k in counters if k > level]:
            # a deeper level restarts under the next item of this one, unless it says not to
            # ("Điều" numbered on across chapters: restart after level 0)
            restart_after = definitions.get(deeper, this).restart_after
            if restart_after is None or level < restart_after:
                del counters[deeper]
        for higher in range(level):
            if higher not in counters and higher in definitions:
                counters[higher] = definitions[higher].start
        if this.fmt == "bullet":
            return this.box if p in self.choices else ""
        shown = this.text
        for index in range(9, 0, -1):  # "%10" does not exist; go down so "%1" is last
            marker = f"%{index}"
            if marker in shown:
                value = counters.get(index - 1, 1)
                form = definitions.get(index - 1, this)
                fmt = "decimal" if this.legal else form.fmt
                shown = shown.replace(marker, _formatted(value, fmt))
        return collapse(shown)

    def level_of(self, p: Any, styles: _Styles) -> int:
        """The list level (``ilvl``) a numbered paragraph is at."""
        return self._numbered(p, styles)[1]

    def _numbered(self, p: Any, styles: _Styles) -> tuple[str | None, int]:
        """The list and level of a paragraph: its own, completed by its style's; a level
        neither states is the one linked to the paragraph's style, else the first."""
        style = styles.paragraph_style(p)
        num_id, level = styles.numbering(style)
        num_pr = p.find(f"{_W}pPr/{_W}numPr")
        if num_pr is not None:
            if (own_id := num_pr.find(f"{_W}numId")) is not None:
                num_id = own_id.get(_VAL)
            if (own_level := num_pr.find(f"{_W}ilvl")) is not None:
                level = _int(own_level.get(_VAL), level or 0)
        if level is None:
            level = self.level_of_style.get(num_id or "", {}).get(style or "", 0)
        return num_id, level


# List items sit below every heading level (Word's are 0 to 8; 9 is body text).
_BODY_TEXT = 9
_LIST_DEPTH = 10
_HEADING_NAME = re.compile(r"heading\s*([1-9])$", re.IGNORECASE)


# The built-in names of a table of contents' entry styles ("toc 1", "TOC 2", "Contents 3").
_CONTENTS_STYLE_NAME = re.compile(r"(?:toc|contents) [1-9]", re.IGNORECASE)


# The names Word, LibreOffice and Google Docs give a quotation's paragraph style.
_QUOTE_STYLE_NAMES = frozenset(
    ("quote", "intense quote", "block text", "block quotation", "quotations", "trích dẫn")
)


def _style_name(style: Any) -> str:
    name = style.find(f"{_W}name")
    return name.get(_VAL, "") if name is not None else ""


def _outline_level(element: Any, name: Any) -> int | None:
    """``w:pPr/w:outlineLvl`` of a paragraph or style (9, body text, is none), else the level
    a style's name "heading N" gives."""
    found = element.find(f"{_W}pPr/{_W}outlineLvl")
    if found is not None:
        level = _int(found.get(_VAL), 9)
        return level if 0 <= level < 9 else None
    matched = _HEADING_NAME.match(name.get(_VAL, "")) if name is not None else None
    return int(matched.group(1)) - 1 if matched else None


def _styled_levels(definition: Any) -> dict[str, int]:
    """The paragraph styles a list definition's levels are linked to (``w:lvl/w:pStyle``)."""
    linked: dict[str, int] = {}
    for level in definition.iterchildren(f"{_W}lvl"):
        style = level.find(f"{_W}pStyle")
        if style is not None:
            linked.setdefault(style.get(_VAL, ""), _int(level.get(f"{_W}ilvl"), 0))
    return linked


def _levels(definition: Any) -> dict[int, _Level]:
    return {
        _int(level.get(f"{_W}ilvl"), 0): _level(level)
        for level in definition.iterchildren(f"{_W}lvl")
    }


def _level(level: Any) -> _Level:
    def value(name: str, default: str) -> str:
        found = level.find(f"{_W}{name}")
        return found.get(_VAL, default) if found is not None else default

    return _Level(
        start=_count(value("start", "1"), 1),
        fmt=value("numFmt", "decimal"),
        text=value("lvlText", ""),
        legal=bool(_on(level.find(f"{_W}isLgl"))),
        restart_after=_int(value("lvlRestart", ""), -1)
        if level.find(f"{_W}lvlRestart") is not None
        else None,
        box=_bullet_box(level) if value("numFmt", "decimal") == "bullet" else "",
    )


_TICKED = frozenset("☑☒✓✔✗✘")
_BOXES = _TICKED | {"☐"}


def _bullet_box(level: Any) -> str:
    """The ballot box or tick a bullet level draws: its glyph as typed, or as its symbol
    font's private character (Wingdings' F0A8 is "☐"); "" for any other bullet."""
    text = level.find(f"{_W}lvlText")
    glyph = text.get(_VAL, "") if text is not None else ""
    if len(glyph) != 1:
        return ""
    if glyph in _BOXES:
        return glyph
    fonts = level.find(f"{_W}rPr/{_W}rFonts")
    font = (fonts.get(f"{_W}ascii") or "").strip().lower() if fonts is not None else ""
    code = ord(glyph)
    shown = _SYMBOLS.get(font, {}).get(code & 0xFF if code >= 0xF000 else code, "")
    return shown if shown in _BOXES else ""


_MOST_LETTER_REPEATS = 8


def _formatted(value: int, fmt: str) -> str:
    if fmt == "decimalZero":
        return f"{value:02d}"
    if fmt in ("lowerLetter", "upperLetter"):
        # Word writes "aa", "aaa" past "z"; no list letters past a few rounds of the alphabet,
        # and a file counting to thousands would write each number thousands of letters long
        repeats = min((value - 1) // 26 + 1, _MOST_LETTER_REPEATS)
        letter = "abcdefghijklmnopqrstuvwxyz"[(value - 1) % 26] * repeats
        return letter if fmt == "lowerLetter" else letter.upper()
    if fmt in ("lowerRoman", "upperRoman"):
        roman = roman_numeral(value)
        return roman if fmt == "lowerRoman" else roman.upper()
    if fmt == "none":
        return ""
    return str(value)  # decimal, and the forms no contract numbers its clauses with


def _sentences_rejoined(lines: list[str]) -> list[str]:
    """A paragraph's lines, a sentence its manual line break cut mid-phrase made whole again
    ("1.2. Người lao động báo cáo cho" / "Chief Technology Officer (CTO)."): the break is
    the writer's, not a second paragraph in the other language."""
    joined: list[str] = []
    for line in lines:
        if joined and line.strip() and parse_label(line) is None and goes_on(joined[-1], line):
            joined[-1] = f"{joined[-1].rstrip()} {line.lstrip()}"
        else:
            joined.append(line)
    return joined
