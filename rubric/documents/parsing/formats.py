"""Reading a file into blocks (paragraphs and tables, in body order), whatever its format.

The format is decided by the file's first bytes, not its name: a ``.docx`` saved as ``.txt``
still reads, a PDF named ``.docx`` too. Every failure of a library on a damaged file becomes a
``DocumentUnreadable`` with a stable code: an import either gets the whole document or nothing.
"""

from __future__ import annotations

import codecs
import io
import re
import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

from rubric.documents import AlignmentProblem, DocumentUnreadable
from rubric.documents.parsing.furniture import names_a_document_kind
from rubric.documents.parsing.labels import Kind, parse_label
from rubric.documents.parsing.text import collapse, in_capitals
from rubric.documents.parsing.text_layer import (
    legacy_font_lines,
    text_layer_problems,
    typed_in_a_legacy_font,
)


@dataclass(frozen=True)
class Paragraph:
    text: str  # NFC, one line; markdown already stripped
    italic: bool = False  # all of it emphasised: a hint that it is the English translation
    # Where the source itself places a numbered paragraph in its outline, when it says: a
    # heading's level, or a list item's nesting (lower is higher; only comparisons count).
    # "1." under "1." is then told from the next "1." of the same level (``tree.Outline``).
    depth: int | None = None
    # Inside a quotation the source marks as one (a markdown block quote an amendment
    # introduces, "… được sửa đổi như sau:"): its numbers are the quoted clause's, not labels.
    quoted: bool = False
    # All of it in bold (as Word shows it): a short one between clauses is a title
    # (``is_section_title``).
    bold: bool = False
    # The cells its tabs set apart, when they are a row of tab stops ("Phụ cấp ăn trưa<TAB>
    # 730.000 đồng<TAB>Theo ngày công"): rows of them in a row are a table (``docx_reader``).
    cells: tuple[str, ...] = ()


@dataclass(frozen=True)
class Table:
    rows: tuple[tuple[str, ...], ...]  # cell texts; paragraphs inside a cell joined by "\n"
    # The rows again, with a vertically merged cell's text in every row it spans ("Tài chính"
    # over two KPIs): a data table's row reads whole so. Empty where the reader merges no cells.
    filled: tuple[tuple[str, ...], ...] = ()


Block = Paragraph | Table


@dataclass(frozen=True)
class Source:
    """What a file held: its blocks, and what the reader could not read in it."""

    kind: str  # "docx", "pdf", "text"
    blocks: list[Block]
    problems: tuple[AlignmentProblem, ...] = ()
    # problems of the clause whose text holds one of the lines given (printed text beside
    # words the page does not print), of none when no clause does
    placed: tuple[tuple[AlignmentProblem, tuple[str, ...]], ...] = ()


# A file of markup, whatever its name, is not the signed text (a table inside markdown is
# read, ``plaintext``; a whole web page or document in XML is not): what it is, by the root
# element it opens with, and what to do with it.
_MARKUP_ROOTS = {
    "html": "a web page (HTML); print it to PDF or save it as .docx.",
    "office:document": (
        "a flat OpenDocument file (LibreOffice's .fodt XML); open it in LibreOffice and save "
        "it as .docx or PDF."
    ),
    "w:worddocument": "a Word 2003 XML document; open it in Word and save it as .docx or PDF.",
    "pkg:package": (
        'a Word "XML Document" (a .docx flattened into one XML file); open it in Word and save '
        "it as .docx or PDF."
    ),
}
_OTHER_XML = "an XML file, not a document's text; save the document as .docx or PDF."
_WEB_ARCHIVE = (
    'a web archive (MHTML, Word\'s "Single File Web Page"), whatever its name; open it in Word '
    "and save it as .docx or PDF."
)

# What may come before a markup file's root element: a BOM, white space, the XML declaration
# and other processing instructions (Word's "<?mso-application …?>"), comments. A DOCTYPE
# names the root element itself. (Possessive: a file of "<?" never makes it backtrack.)
_ROOT_ELEMENT = re.compile(
    r"\ufeff?(?:\s|<\?.*?\?>|<!--.*?-->)*+<(?:!doctype\s+)?([a-z_][\w:.-]*)",
    re.IGNORECASE | re.DOTALL,
)
_XML_DECLARATION = re.compile(r"\ufeff?\s*<\?xml\s")
# A MIME message (an .mht/.mhtml web archive) opens with its headers, one a line, a folded
# one going on indented; it holds a web page and its images as parts of a multipart/related.
_MIME_HEADERS = re.compile(r"(?:[A-Za-z0-9-]+:[^\r\n]*\r?\n(?:[ \t][^\r\n]*\r?\n)*+)++")
_MIME_VERSION = re.compile(r"^mime-version:", re.IGNORECASE | re.MULTILINE)
_MULTIPART_RELATED = re.compile(
    r"^content-type:\s*multipart/related\b", re.IGNORECASE | re.MULTILINE
)
# The signatures images open with: a photo or a scan of the signed paper uploaded as is.
_IMAGES = (
    (b"\x89PNG\r\n\x1a\n", "PNG"),
    (b"\xff\xd8\xff", "JPEG"),
    (b"GIF87a", "GIF"),
    (b"GIF89a", "GIF"),
    (b"II*\x00", "TIFF"),
    (b"MM\x00*", "TIFF"),
)
_HEIF_BRANDS = {b"heic": "HEIC", b"heix": "HEIC", b"mif1": "HEIC", b"avif": "AVIF"}


def _image_format(data: bytes) -> str | None:
    for signature, name in _IMAGES:
        if data.startswith(signature):
            return name
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "WebP"
    if data[4:8] == b"ftyp" and data[8:12] in _HEIF_BRANDS:
        return _HEIF_BRANDS[data[8:12]]
    # "BM" alone also opens form codes ("BM-NS-01"): a bitmap's header gives its own size
    if data[:2] == b"BM" and int.from_bytes(data[2:6], "little") == len(data) > 26:
        return "BMP"
    return None


# How much of a file's start is looked at to tell markup from text.
_HEAD_BYTES = 4096


def read_source(path: Path) -> Source:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DocumentUnreadable("not_found", f"Cannot read {path.name}: {exc.strerror}.") from exc
    if not data.strip():
        raise DocumentUnreadable("empty", f"{path.name} is empty.")
    if data.startswith(b"PK"):
        from rubric.documents.parsing.docx_reader import read_docx
        from rubric.documents.parsing.plaintext import pasted_pages_read

        blocks, problems = _guard("docx", path, lambda: read_docx(path))
        return Source("docx", pasted_pages_read(blocks), tuple(problems))
    if data.startswith(b"%PDF"):
        blocks, unread, faults, placed = _read_pdf(path)
        unread_pages = tuple(_page_without_text(path, page) for page in unread)
        return Source("pdf", blocks, (*faults, *unread_pages), tuple(placed))
    if data.startswith(b"\xd0\xcf\x11\xe0"):
        raise DocumentUnreadable(
            "unsupported_format",
            f"{path.name} is a legacy Word .doc (or another OLE file); save it as .docx or PDF.",
        )
    image = _image_format(data)
    if image is not None:
        raise DocumentUnreadable(
            "unsupported_format",
            f"{path.name} is an image ({image}): its words are pixels, no text to cite. Upload "
            "the signed .docx, or the scan as a PDF with a text layer (a scanner's searchable "
            "PDF, or run OCR on it).",
        )
    if data.startswith(b"{\\rtf"):
        raise DocumentUnreadable(
            "unsupported_format", f"{path.name} is RTF; save it as .docx, PDF or UTF-8 text."
        )
    markup = _markup_format(_head(data))
    if markup is not None:
        raise DocumentUnreadable("unsupported_format", f"{path.name} is {markup}")
    from rubric.documents.parsing.plaintext import pasted_pages_read, text_blocks

    markdown = path.suffix.lower() in (".md", ".markdown")
    text = _without_page_furniture(_without_line_prefixes(decode_text(data, path.name)))
    # a clause typed in a legacy font among Unicode ones ("Möùc löông cô baûn …", VNI): read
    # as look-alikes, said (one line of them is enough: a text file has no font to blame)
    typed_apart = legacy_font_lines([text], path.name, fewest=1)
    # a printed line pasted as a paragraph of its own (a blank line after each) is rejoined as
    # Word's are
    return Source(
        "text", pasted_pages_read(text_blocks(text, markdown=markdown)), tuple(typed_apart)
    )


def _head(data: bytes) -> str:
    """The file's first characters, enough to see how it opens, in UTF-8 or UTF-16 as its text
    would be read (a character cut at the end, or a legacy code page's, is replaced)."""
    head = data[:_HEAD_BYTES]
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return head.decode("utf-16", "replace")
    even = head[: len(head) // 2 * 2]
    utf16 = _utf16_by_its_zeros(even)
    return even.decode(utf16, "replace") if utf16 else head.decode("utf-8", "replace")


def _markup_format(head: str) -> str | None:
    """What a file of markup or a web archive is, and what to do with it, by how it opens;
    None for text. Only its opening counts: a sentence or a Markdown snippet further on that
    shows "<html>" or "<?xml …?>" is text."""
    headers = _MIME_HEADERS.match(head)
    if headers and _is_a_web_archive(headers.group()):
        return _WEB_ARCHIVE
    root = _ROOT_ELEMENT.match(head)
    known = _MARKUP_ROOTS.get(root.group(1).casefold()) if root else None
    if known is not None:
        return known
    if root is not None and _XML_DECLARATION.match(head):
        return _OTHER_XML  # (a declaration alone over plain text is no XML file)
    return None


def _is_a_web_archive(headers: str) -> bool:
    """MIME headers of a multipart/related message: Word's "Single File Web Page" (often
    handed out named .doc) or a browser's saved page. Both headers, as no text opens so."""
    return bool(_MIME_VERSION.search(headers) and _MULTIPART_RELATED.search(headers))


def _without_page_furniture(text: str) -> str:
    """A PDF's text saved as text (``pdftotext``) keeps its pages, a form feed between each,
    with their running headers and footers: those are dropped as a PDF's are, and the pages
    joined so that a sentence cut by a page break goes on."""
    pages = text.split("\f")
    if len(pages) < 2:
        return text
    kept = _drop_running_lines([page.split("\n") for page in pages])
    return "\n".join("\n".join(_trimmed(lines)) for lines in kept)


# A line's number as an editor, a code viewer or an HR system's export writes it before the
# line: "  12 | text", "    12<TAB>text" (cat -n), "0012: text", "12 text"; a blank line keeps
# its number alone ("  13 |") or none (nl).
_LINE_PREFIX = re.compile(
    r"^[ \t]*(\d{1,6})(?:(?P<sep>[ \t]*[|:\u2502][ \t]?|\t[ \t]?| )(?P<rest>.*))?$"
)
_FEWEST_PREFIXED = 5


def _without_line_prefixes(text: str) -> str:
    """A text whose every line is numbered (an export printing line numbers) without them: the
    numbers had been read as text ("4 | HỢP ĐỒNG LAO ĐỘNG", "1.1. … 24 months. 12 |"), or hid
    every label ("no_clauses"). A page (between form feeds) is numbered when each of its lines
    with text opens with a number one more than the line's before, all set off the same way,
    and the text is when every page with text is (a page of a table's numbered rows, or of a
    year a line, among pages of clauses is not); a contract's own numbers ("1.", "2.1.", a
    table's "1 | …") never run so, line by line."""
    pages = text.split("\f")
    stripped = [_page_without_line_prefixes(page) for page in pages]
    if any(kept is None and page.strip() for page, kept in zip(pages, stripped, strict=True)):
        return text
    return "\f".join(
        page if kept is None else kept for page, kept in zip(pages, stripped, strict=True)
    )


def _page_without_line_prefixes(page: str) -> str | None:
    """The page without its line numbers; None when its lines are not numbered."""
    lines = page.split("\n")
    found = [(index, _LINE_PREFIX.match(line)) for index, line in enumerate(lines) if line.strip()]
    numbered = [(index, match) for index, match in found if match is not None]
    if len(numbered) < _FEWEST_PREFIXED:
        return None
    if any(int(b.group(1)) != int(a.group(1)) + 1 for (_, a), (_, b) in pairwise(numbered)):
        return None
    separators = {
        match.group("sep").strip() or match.group("sep")[:1]
        for _, match in numbered
        if match.group("rest")
    }
    if len(separators) != 1:
        return None
    (separator,) = separators
    # a line the export wrapped goes on unnumbered, under its separator ("     | … tháng.")
    # as many times as it wraps, or, without one, a few times at most
    going_on = [
        index
        for index, match in found
        if match is None and separator.strip() and lines[index].lstrip().startswith(separator)
    ]
    unnumbered = len(found) - len(numbered) - len(going_on)
    if unnumbered > _MOST_WRAPPED_SHARE * len(found):
        return None
    for index, match in numbered:
        lines[index] = match.group("rest") or ""
    for index in going_on:
        lines[index] = lines[index].lstrip()[1:].removeprefix(" ")
    return "\n".join(lines)


_MOST_WRAPPED_SHARE = 0.1


def _trimmed(lines: list[str]) -> list[str]:
    """A page's lines without the blank ones at its top and bottom (a header's margin)."""
    text = [index for index, line in enumerate(lines) if line.strip()]
    return lines[text[0] : text[-1] + 1] if text else []


def _guard(kind: str, path: Path, read: Any) -> Any:
    """Run a library reader; its exceptions on a damaged file become ``corrupt_file``."""
    try:
        return read()
    except DocumentUnreadable:
        raise
    except Exception as exc:  # python-docx / pypdf / zipfile raise many unrelated types
        raise DocumentUnreadable(
            "corrupt_file",
            f"{path.name} looks like a {kind} file but cannot be read "
            f"({type(exc).__name__}); it may be truncated or damaged.",
        ) from exc


# ---------------------------------------------------------------- text


def _utf16_by_its_zeros(data: bytes) -> str | None:
    """ "utf-16-le" or "utf-16-be" for text whose zero bytes all sit on one side (a third of
    the characters at least are ASCII), None otherwise."""
    if len(data) < 8 or len(data) % 2:
        return None
    even, odd = data[0::2].count(0), data[1::2].count(0)
    half = len(data) // 2
    # (a combining mark of NFD text, U+0300-U+0323, has its zero byte on the other side)
    if odd >= half / 3 and even <= odd / 10:
        return "utf-16-le"
    if even >= half / 3 and odd <= even / 10:
        return "utf-16-be"
    return None


# Control bytes no text holds (tab, line ends, form feed and escape aside): a text in a legacy
# code page has none; a program, an archive or an image's bytes hold them throughout.
_CONTROL_BYTES = frozenset(range(0x09)) | frozenset(range(0x0E, 0x20)) - {0x1B}
_BINARY_SHARE = 0.01


def _binary(data: bytes) -> bool:
    """Control bytes throughout, and not UTF-16's zero bytes (every ASCII character's, all on
    one side) nor its Vietnamese letters' (U+1Exx) high bytes: UTF-16 with a byte too many
    is told it is not text in an encoding read, not that it is a program."""
    head = data[:_HEAD_BYTES]
    even, odd = head[0::2].count(0), head[1::2].count(0)
    if max(even, odd) > _UTF16_SIDE * (even + odd) and max(even, odd) > len(head) // 8:
        return False
    return sum(byte in _CONTROL_BYTES for byte in head) > _BINARY_SHARE * len(head)


_UTF16_SIDE = 0.9


def decode_text(data: bytes, name: str) -> str:
    """UTF-8 (with or without BOM), UTF-16 (with a BOM, or told by its zero bytes), or
    Windows-1258 where its Vietnamese proves it (``_windows_1258``); anything else is
    refused.

    Windows-1258 (the legacy Vietnamese code page) is never guessed: almost any byte string
    decodes as it, so a guess would silently import mojibake. UTF-16 without a BOM is no
    guess: every space, digit and ASCII letter has a zero byte on the same side.
    """
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        encoding = "utf-16"
    else:
        encoding = _utf16_by_its_zeros(data) or "utf-8-sig"
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as exc:
        if _binary(data):
            raise DocumentUnreadable(
                "unsupported_format",
                f"{name} is a binary file (a program, an archive or another format), not a "
                "document; upload the signed .docx, PDF or a UTF-8 text.",
            ) from exc
        legacy = _windows_1258(data)
        if legacy is None:
            raise DocumentUnreadable(
                "not_utf8",
                f"{name} is not UTF-8 text, nor Windows-1258 whose Vietnamese shows it (other "
                "legacy encodings, such as TCVN3, are not read); save it as UTF-8, .docx or "
                "PDF.",
            ) from exc
        text = legacy
    if "\x00" in text:
        raise DocumentUnreadable("unsupported_format", f"{name} is a binary file of unknown type.")
    if len(_DOUBLE_ENCODED.findall(text)) >= _FEWEST_DOUBLE_ENCODED:
        raise DocumentUnreadable(
            "double_encoded",
            f"{name} is UTF-8 read once as Windows-1252 and saved again: its Vietnamese reads "
            '"Äiá»u" for "Điều" and some letters are lost. Open the original (or re-save it '
            "from the program that wrote it) as UTF-8, .docx or PDF.",
        )
    if typed_in_a_legacy_font(text):
        raise DocumentUnreadable(
            "legacy_font_encoding",
            f"{name} is Vietnamese typed in a legacy font encoding (TCVN3, VNI) and saved as "
            'text, or garbled by a wrong code page: its letters are Latin-1 look-alikes ("C«ng '
            'viÖc", "Löông cô baûn"), not Vietnamese. Convert it to Unicode (e.g. Unikey\'s '
            "converter) or save the original as UTF-8, and upload it again.",
        )
    return text


# Windows-1258 writes a tone as a combining mark after its vowel ("ê" + U+0301 for "ế") and
# has the letters ă, ơ, ư, đ of its own: a text in it holds these many of each at least, and
# every mark follows a vowel. Another code page read as it puts its "ì", "ò", "Þ" after any
# letter ("però"), and TCVN3's toned vowels, single bytes, after consonants.
_TONE_MARKS = "\u0300\u0301\u0303\u0309\u0323"
_TONE_MARK = re.compile(f"[{_TONE_MARKS}]")
_MARK_AFTER_NO_VOWEL = re.compile(f"(?:^|[^aăâeêioôơuưyAĂÂEÊIOÔƠUƯY])[{_TONE_MARKS}]")
_OWN_LETTERS = frozenset("ăơưđĂƠƯĐ")
_FEWEST_WINDOWS_1258 = 5


def _windows_1258(data: bytes) -> str | None:
    """``data`` as Windows-1258 text (in NFC), when its Vietnamese proves the code page: a
    few words' worth of tones, each after a vowel, and of the letters only Vietnamese has;
    else None (a line or two proves nothing)."""
    try:
        text = data.decode("cp1258")
    except UnicodeDecodeError:
        return None
    if _MARK_AFTER_NO_VOWEL.search(text):
        return None
    marks = len(_TONE_MARK.findall(text))
    own = sum(character in _OWN_LETTERS for character in text)
    if min(marks, own) < _FEWEST_WINDOWS_1258:
        return None
    return unicodedata.normalize("NFC", text)


# The UTF-8 of the tone-marked letters (U+1EA0-U+1EF9 start with bytes E1 BA or E1 BB) read as
# Windows-1252: "á»", "áº", then the third byte's character inside the word. Unicode
# Vietnamese writes "á" before "»" only where a guillemet closes («Hàng hoá»).
_DOUBLE_ENCODED = re.compile("\u00e1[\u00ba\u00bb](?=[^\\s.,;:!?)\\]\u00bb\"'])")
_FEWEST_DOUBLE_ENCODED = 5


# ---------------------------------------------------------------- pdf

_PAGE_WORDED = r"(?:trang|page)\s*\d+(?:\s*(?:/|of|trên|của)\s*\d+)?"
# a company's name in a footer: named as one ("Công ty", "Co., Ltd.", "Bệnh viện"), with no
# sentence's stop but a company form's
_FOOTER_NAME = (
    r"(?=[^|\u2013\u2014]{0,80}?\b(?:công\s+ty|tnhh|cổ\s+phần|tập\s+đoàn|ngân\s+hàng|bệnh\s+viện"
    r"|trường|đại\s+học|học\s+viện|viện|co\.|ltd|jsc|inc|corp|llc|plc|company|group|bank|hospital"
    r"|university|school|institute|college)\b)"
    r"(?:[^.;:!?|\u2013\u2014]|\b(?:co|ltd|jsc|inc|corp|plc)\.){1,80}?"
)
# ... in both languages too ("Trang 1 / Page 1", "Trang 2/5 - Page 2/5"), and two pages'
# footers run into one line by a layout of columns
_PAGE_NUMBER = re.compile(
    rf"^(?:{_PAGE_WORDED}(?:(?:\s*[/|\-\u2013\u2014]\s*|\s+){_PAGE_WORDED})*"
    r"|[-\u2013]?\s*\d{1,4}\s*[-\u2013]?|\d{1,4}\s*/\s*\d{1,4}"
    # ... beside the employer's name in a footer ("Công ty TNHH Nụ Cười Xanh | Page 1 of 4",
    # "Green Smile Dental Co., Ltd. - Trang 1/4"): a name, no sentence
    rf"|{_FOOTER_NAME}\s[|\u2013\u2014]\s*{_PAGE_WORDED}"
    rf"|{_PAGE_WORDED}\s*[|\u2013\u2014]\s{_FOOTER_NAME})$",
    re.IGNORECASE,
)


# A page number inside a running line, by its word or as "# / #".
_PAGE_PART = re.compile(r"(?:\b(?:trang|page)\s*#|#\s*/\s*#)(?:\s*(?:/|of|trên|của)\s*#)?")


def is_page_number(line: str) -> bool:
    return bool(_PAGE_NUMBER.match(line.strip()))


def _read_pdf(
    path: Path,
) -> tuple[
    list[Block], list[int], list[AlignmentProblem], list[tuple[AlignmentProblem, tuple[str, ...]]]
]:
    """The blocks of a PDF's text, the numbers of its pages that show an image and no text (a
    scanned page among text pages: the clauses on it are missing), and what else is wrong:
    its text layer where it is not the page (``text_layer``), changes after it was signed
    (``pdf_changes``), form fields that print other than their value (``pdf_forms``); and
    words its text layer holds that the page does not print (``pdf_geometry.Unprinted``),
    with the printed lines they stood on."""
    pages, imaged, differing, left_out = _guard("PDF", path, lambda: _pdf_pages(path))
    if not any(_has_text(lines) for lines in pages):
        raise DocumentUnreadable(
            "no_text_layer",
            f"{path.name} has no text layer (a scan?); run OCR on it or upload the .docx.",
        )
    faults = text_layer_problems(["\n".join(lines) for lines in pages], path.name)
    faults += _guard("PDF", path, lambda: _changes_after_making(path))
    faults += [_field_shown_otherwise(path, field) for field in differing]
    placed = [
        (_unprinted_text(path, index, found), found.beside)
        for index, unprinted in sorted(left_out.items())
        for found in unprinted
    ]
    from rubric.documents.parsing.plaintext import pdf_blocks

    kept = _drop_running_lines(_without_line_numbers(pages))
    # a page with no text at all, not even a header or footer: a scan (a blank page left by a
    # stray page break keeps its header and footer)
    unread = [index + 1 for index in sorted(imaged) if not _has_text(pages[index])]
    return pdf_blocks(kept), unread, faults, placed


# A letter the PDF's font did not have, as the text layer gives it: nothing (NUL), the
# replacement character, or the box a generator drew in its place ("H■P ■■NG") — inside a
# word: "■ Lương cơ bản" is a bullet.
_UNDRAWN = re.compile("[\x00\ufffd]|(?<=\\w)\u25a0+|\u25a0+(?=\\w)")
_FEWEST_UNDRAWN = 5


def _require_drawn_letters(pages: list[list[str]], path: Path) -> None:
    undrawn = sum(
        len(found) for lines in pages for line in lines for found in _UNDRAWN.findall(line)
    )
    if undrawn >= _FEWEST_UNDRAWN:
        raise DocumentUnreadable(
            "undrawn_letters",
            f"{path.name} was printed with a font that lacks Vietnamese letters: {undrawn} of "
            "them are drawn as boxes or not at all, so its text cannot be read. Print it again "
            "with a font that has them (Arial, Times New Roman, DejaVu Sans) or upload the "
            ".docx.",
        )


_LINE_NUMBER = re.compile(r"^(\d{1,4}) (?=\S)")
_NUMBERED_SHARE = 0.6
_FEWEST_NUMBERED = 5


def _without_line_numbers(pages: list[list[str]]) -> list[list[str]]:
    """Pages with line numbers in their margin (Word's line numbering, as pleadings and some
    drafts print) without them: "7 2.1. Lương cơ bản …" hid every label ("no_clauses").
    Line numbers number nearly every line, one more each line, headings too: a page is
    line-numbered when a numbered line is a heading ("Điều 1.", "2.1.") — a page's own list
    "1 tuân thủ …", "2 bảo mật …" numbers none — and once one page is, a page of a sentence
    going on ("12 nghiệp Quế Võ …") is too."""
    runs = [_line_number_run(lines) for lines in pages]
    if not any(parse_label(rest) is not None for run in runs for _, rest in run):
        return pages
    result = []
    for lines, run in zip(pages, runs, strict=True):
        page = list(lines)
        if run and any(rest[:1].islower() or parse_label(rest) is not None for _, rest in run):
            for index, rest in run:
                page[index] = rest
        result.append(page)
    return result


def _line_number_run(lines: list[str]) -> list[tuple[int, str]]:
    """The page's run of lines numbered one more each line, each line's index and text
    after its number; empty when the numbers are too few to be line numbering."""
    text = [index for index, line in enumerate(lines) if line]
    numbered = [(index, m) for index in text if (m := _LINE_NUMBER.match(lines[index]))]
    # the run counting one more each line (footnotes after it have numbers of their own)
    run = numbered[:1]
    for (_, before), (index, after) in pairwise(numbered):
        if int(after.group(1)) != int(before.group(1)) + 1:
            break
        run.append((index, after))
    if len(run) < max(_FEWEST_NUMBERED, _NUMBERED_SHARE * len(text)):
        return []
    first, last = run[0][0], run[-1][0]
    if sum(1 for index in text if first <= index <= last) != len(run):
        return []  # a line left unnumbered inside the run: no line numbering
    return [(index, lines[index][m.end() :]) for index, m in run]


def _has_text(lines: list[str]) -> bool:
    return any(any(ch.isalpha() for ch in line) for line in lines)


def _page_without_text(path: Path, page: int) -> AlignmentProblem:
    return AlignmentProblem(
        "page_without_text",
        None,
        f"Page {page} of {path.name} is an image with no text layer (a scanned page?): any "
        "clause on it is missing. Run OCR on the whole document, or upload the .docx.",
    )


def _field_shown_otherwise(path: Path, field: Any) -> AlignmentProblem:
    return AlignmentProblem(
        "field_shown_otherwise",
        None,
        f"A form field{f' ({_shortened(field.name)})' if field.name else ''} on page "
        f"{field.page + 1} of {path.name} holds "
        f"{f'“{_shortened(field.value)}”' if field.value else 'no value'} but prints "
        f"“{_shortened(field.shown)}”; what is printed is read. Check which one was signed, "
        "and upload the document printed to PDF.",
    )


def _unprinted_text(path: Path, index: int, found: Any) -> AlignmentProblem:
    if found.kind == "covered":
        return AlignmentProblem(
            "text_covered",
            None,
            f"Page {index + 1} of {path.name} draws a white box over text it printed "
            f"(“{_shortened(found.words)}”), as a signed page is altered: what the page "
            "prints is read, not the text under the box. Check which wording was signed.",
        )
    if found.kind == "cut":
        return AlignmentProblem(
            "text_beyond_page",
            None,
            f"Page {index + 1} of {path.name} draws a line past the page's edge, which does "
            f"not print what runs beyond it (“{_shortened(found.words)}”): what the page "
            "prints is read, cut where it is cut. Check which wording was signed, and print "
            "the document again to fit the page.",
        )
    return AlignmentProblem(
        "text_too_small",
        None,
        f"Page {index + 1} of {path.name} holds text far too small to read on paper "
        f"(“{_shortened(found.words)}”); it is left out of the clauses. Check which wording "
        "was signed.",
    )


def _shortened(text: str, most: int = 80) -> str:
    return text if len(text) <= most else text[: most - 1] + "…"


def _pdf_pages(
    path: Path,
) -> tuple[list[list[str]], set[int], list[Any], dict[int, list[Any]]]:
    """Each page's lines in reading order, a table row split over a page break rejoined; the
    indexes of the pages that draw an image; the form fields printing other than their value;
    and, by page index, the words the text layer holds and the page does not print."""
    from rubric.documents.parsing.pdf_columns import (
        flattened,
        rejoin_split_cells,
        rejoin_split_rows,
    )
    from rubric.documents.parsing.pdf_footnotes import without_footnotes

    pages, imaged, notes, differing, left_out = _pdf_page_items(path)
    running = _running_lines([flattened(items) for items in pages])
    rejoin_split_rows(pages, running)
    rejoin_split_cells(pages, running)
    return (
        [
            without_footnotes(flattened(items), found)
            for items, found in zip(pages, notes, strict=True)
        ],
        imaged,
        differing,
        left_out,
    )


def _pdf_page_items(
    path: Path,
) -> tuple[list[Any], set[int], list[Any], list[Any], dict[int, list[Any]]]:
    from pypdf import PdfReader

    reader = PdfReader(str(path), strict=False)
    if reader.is_encrypted:
        try:
            opened = reader.decrypt("")  # owner-password-only PDFs open for anyone
        except Exception as exc:
            raise _encrypted(path) from exc
        if not opened:
            raise _encrypted(path)
    from rubric.documents.parsing.pdf_budget import require_affordable_pages
    from rubric.documents.parsing.pdf_columns import (
        layout_items,
        may_hold_spaced_table,
        page_reading,
    )
    from rubric.documents.parsing.pdf_footnotes import footnotes
    from rubric.documents.parsing.pdf_forms import OverfilledPage, read_fields
    from rubric.documents.parsing.pdf_geometry import (
        cut_at_the_edge,
        drawn_out_of_order,
        geometric_layouts,
        letters_set_apart,
        letters_set_apart_again,
        survey,
    )
    from rubric.documents.parsing.pdf_tables import may_hold_rules, ruled_grids, with_grids

    drawn_bytes = require_affordable_pages(list(reader.pages), path)
    surveys = [survey(page) for page in reader.pages]
    _require_drawn_letters([surveyed.text.splitlines() for surveyed in surveys], path)
    readings = [
        page_reading(page, surveyed.text)
        for page, surveyed in zip(reader.pages, surveys, strict=True)
    ]
    pages = [items for items, _ in readings]
    notes = [footnotes(surveyed) for surveyed in surveys]
    try:
        # a fillable form's values, on its widgets, as their appearances print them
        filled, differing = read_fields(list(reader.pages), drawn_bytes)
    except OverfilledPage as overfilled:
        if overfilled.document:
            raise DocumentUnreadable(
                "too_large",
                f"{path.name}'s first {overfilled.index + 1} pages have {overfilled.what}; a "
                "signed document draws far less. Print it to PDF again (or split off what is "
                "not the signed text) and upload that.",
            ) from overfilled
        raise DocumentUnreadable(
            "too_large",
            f"{path.name}'s page {overfilled.index + 1} has {overfilled.what}; no signed "
            "document's page does. Print the document to PDF again and upload that.",
        ) from overfilled
    disordered = [
        index
        for index, (page, surveyed) in enumerate(zip(reader.pages, surveys, strict=True))
        if drawn_out_of_order(page, surveyed) or index in filled
    ]
    if running_past := [
        index
        for index, surveyed in enumerate(surveys)
        if surveyed.may_run_past and index not in disordered
    ]:
        disordered = sorted({*disordered, *cut_at_the_edge(path, running_past)})
    if any(letters_set_apart(surveyed.text) for surveyed in surveys):
        # the same fonts on a short page (the signature block alone on the last one): its
        # letters set apart too, though in too few words to tell alone
        disordered = sorted(
            {*disordered}
            | {
                index
                for index, surveyed in enumerate(surveys)
                if letters_set_apart_again(surveyed.text)
            }
        )
    left_out: dict[int, list[Any]] = {}
    if disordered:  # read by each glyph's position instead of the stream's order
        # its ruled tables first, cell by cell, before its columns are looked for (a
        # watermark over a page with a table sends it here)
        drawn = [index for index in disordered if may_hold_rules(reader.pages[index])]
        tables = ruled_grids(path, drawn) if drawn else {}
        layouts, left_out = geometric_layouts(path, disordered, filled)
        for index, layout in layouts.items():
            grids = tables.get(index)
            pages[index] = layout_items(with_grids(layout, grids) if grids else layout)
    read_as_lines = [
        index
        for index in range(len(reader.pages))
        if index not in disordered and all(isinstance(item, str) for item in pages[index])
    ]
    ruled = [index for index in read_as_lines if may_hold_rules(reader.pages[index])]
    # tables without vertical rules (booktabs, or none), told by the gaps between their cells
    spaced = {index for index in read_as_lines if may_hold_spaced_table(readings[index][1])}
    if ruled or spaced:  # tables of three or more columns read cell by cell
        for index, grids in ruled_grids(path, ruled, spaced).items():
            lines = [item for item in pages[index] if isinstance(item, str)]
            pages[index] = [*with_grids(lines, grids)]
    from rubric.documents.parsing.pdf_outlines import draws_text_as_shapes

    # a page drawing an image, or its letters as shapes (text as curves), and no text
    imaged = {
        index
        for index, page in enumerate(reader.pages)
        if _draws_an_image(page)
        or (not _has_text([surveys[index].text]) and draws_text_as_shapes(page))
    }
    return pages, imaged, notes, differing, left_out


def _changes_after_making(path: Path) -> list[AlignmentProblem]:
    from pypdf import PdfReader

    from rubric.documents.parsing.pdf_changes import changes_after_making

    data = path.read_bytes()
    reader = PdfReader(io.BytesIO(data), strict=False)
    if reader.is_encrypted:
        reader.decrypt("")  # opened before, by its empty user password
    return changes_after_making(path, data, list(reader.pages))


def _draws_an_image(page: Any) -> bool:
    """The page's resources hold an image (a scan), not only a blank page's nothing."""
    try:
        objects = page.get("/Resources", {}).get("/XObject", {})
        return any(
            objects[name].get_object().get("/Subtype") in ("/Image", "/Form") for name in objects
        )
    except Exception:  # a damaged resource dictionary: no image we can tell of
        return False


def _encrypted(path: Path) -> DocumentUnreadable:
    return DocumentUnreadable(
        "encrypted", f"{path.name} is password-protected; upload an unprotected copy."
    )


# A footer that numbers its page ("Bảo mật / Confidential    Trang 2/3", "… Page 2 of 3") is
# one even on the only page that has it.
_NUMBERED_FOOTER = re.compile(
    r"\b(?:trang|page)\s*\d{1,4}\s*(?:/|of|trên|của)\s*(\d{1,4})\s*$", re.IGNORECASE
)
_WEB_ADDRESS = re.compile(r"www\.|https?://|file:///?|@\w")


# What a browser prints at a page's edges: the date and time ("12/4/26, 7:04 AM"), the page's
# address and its number ("file:///…/hop-dong.html 1/3").
_BROWSER_STAMP = re.compile(r"\d{1,2}/\d{1,2}/\d{2,4},?\s+\d{1,2}:\d{2}(?:\s*[AP]M)?\b")
_PAGE_OF_PAGES = re.compile(r"\s\d{1,4}\s*/\s*(\d{1,4})\s*$")


def _numbers_its_page(line: str, pages: int) -> bool:
    """A footer naming this document's page count ("… Trang 2/3" in a 3-page PDF, a cover
    page aside; a browser's "file:///…/hop-dong.html 2/3"); a clause that mentions a page
    ("3.1. … tại Phụ lục 01, trang 2/3") is none."""
    found = _NUMBERED_FOOTER.search(line)
    if found is None and _WEB_ADDRESS.match(line.strip()):
        # the browser's footer opens with the page's address; "… đăng tại https://…/2024/3"
        # is a clause's sentence
        found = _PAGE_OF_PAGES.search(line)
    if found is None or parse_label(line) is not None:
        return False
    return abs(int(found.group(1)) - pages) <= 1


def _could_be_running(line: str) -> bool:
    """A header or footer opens with a capital, a digit or a sign, or is a web or e-mail
    address: a line opening in lower case is a sentence's end ("when the labor contract
    ends."), even when two pages happen to end with the same one."""
    first = next((ch for ch in line if ch.isalpha()), "")
    return not first.islower() or bool(_WEB_ADDRESS.search(line))


# How many lines at the top and at the bottom of a page may be its running header or footer
# (a letterhead of company, address and contract number; a browser's date and URL; a form's
# company, code, page number, document-control line and initials box, all five drawn after
# the page's text)
_EDGE_LINES = 5


def _drop_running_lines(pages: list[list[str]]) -> list[list[str]]:
    """Drop page numbers, and headers/footers that repeat at the top or bottom of pages: lines
    within ``_EDGE_LINES`` of an edge whose shape (digits aside) recurs there on at least half
    the pages, peeled from the edge inwards so that a clause line in the window stays."""

    repeated = _running_lines(pages)
    as_printed = _edge_lines_as_printed(pages)
    number = _document_number(pages[0]) if len(pages) > 1 else None
    codes = _running_codes(pages, repeated)
    cleaned = []
    for page, lines in enumerate(pages):
        # a page's first line may go on with the sentence the page before left unfinished
        # (the page before's own footer is no sentence: "BM-HR-01/Rev.02 Trang 1/2")
        before = (
            next(
                (
                    line
                    for line in reversed(pages[page - 1])
                    if line.strip() and not repeated(line) and not is_page_number(line)
                ),
                "",
            )
            if page
            else ""
        )
        # (of a tab-separated pair, its first cell: "Điều 3<TAB>Article 3")
        first = before.split("\t")[0].strip()
        heading = parse_label(first) is not None and (
            len(first.split()) <= 8 or in_capitals(first, letters=4)
        )
        goes_on = (
            bool(before) and not heading and not before.rstrip().endswith((".", ":", ";", "!", "?"))
        )

        def running(
            at: int,
            lines: list[str] = lines,
            page: int = page,
            goes_on: bool = goes_on,
        ) -> bool:
            if _completes_the_line_above(lines, at) and as_printed[_printed_shape(lines[at])] < 2:
                return False
            if repeated(lines[at]):
                return True
            if page == 0:
                return False
            first = not any(line.strip() for line in lines[:at])
            if (
                first
                and _company_letterhead(lines[at])
                and (not goes_on or _header_over_a_sentence(lines, at))
            ):
                # a header printed from page 2 on (Word's "different first page"): on a
                # document of two pages, once, which ``repeated`` cannot tell
                return True
            if goes_on and first:
                return False
            # (a form's code only where the line prints it: the line in capitals over the
            # footer printing it is as often the page's last heading, "APPENDIX 01: …")
            return _names_the_document(lines, at, number) or any(
                _CODE_NAMED.search(lines[at])
                and code in lines[at]
                and _names_the_document(lines, at, code)
                for code in codes
            )

        dropped: set[int] = set()
        for edge in (range(len(lines)), range(len(lines) - 1, -1, -1)):
            peeled = 0
            for index in edge:
                if not lines[index]:
                    continue
                if peeled == _EDGE_LINES or not running(index):
                    break
                dropped.add(index)
                peeled += 1
        cleaned.append(
            [
                line
                for index, line in enumerate(lines)
                if index not in dropped
                and not (line and is_page_number(line) and not number_mid_sentence(lines, index))
            ]
        )
    return cleaned


# A company's name in capitals with its legal form: "CÔNG TY TNHH THƯƠNG MẠI AN PHÁT",
# "CÔNG TY CỔ PHẦN PHẦN MỀM MINH VIỆT", "AN PHAT TRADING CO., LTD".
_LETTERHEAD = re.compile(
    r"^\s*(?:CÔNG\s+TY\s+(?:TNHH|CỔ\s+PHẦN|CP|HỢP\s+DANH)\b|[A-Z][A-Z0-9 &.,'-]{2,}\b"
    r"(?:CO\.,?\s*LTD|JSC|LLC|CORPORATION)\.?\s*$)"
)


def _header_over_a_sentence(lines: list[str], at: int) -> bool:
    """A company's header naming the document too ("CÔNG TY CỔ PHẦN … - THỎA THUẬN BẢO
    MẬT …") atop a page whose page before ended with no sentence's end, over that sentence
    going on in lower case ("… during employment" / header / "belong to the Company.") or
    over a clause opening (the page before ended with a table's row). A company's name
    alone may be the sentence's ("… bàn giao cho" / "CÔNG TY CỔ PHẦN …" / "toàn bộ tài
    liệu"), and stays."""
    below = next((line.strip() for line in lines[at + 1 :] if line.strip()), "")
    return names_a_document_kind(lines[at]) and (
        below[:1].islower() or parse_label(below) is not None
    )


def _company_letterhead(line: str) -> bool:
    return bool(_LETTERHEAD.match(line)) and in_capitals(line, letters=4) and len(line) <= 120


def number_mid_sentence(lines: list[str], index: int) -> bool:
    """A number alone on its line that a sentence wraps around ("Hợp đồng có thời hạn" /
    "24" / "tháng kể từ ngày ký.", "… từ ngày" / "24" / "/12/2027."): the line above does not
    end its sentence and the one below goes on (in lower case, or the rest of a date). No page
    number stands so; dropped as one, it took "24" from the term silently."""
    if not _BARE_NUMBER.fullmatch(lines[index].strip()) or not 0 < index < len(lines) - 1:
        return False
    above, below = lines[index - 1].strip(), lines[index + 1].strip()
    return bool(
        above
        and below
        and not _ENDS_SENTENCE.search(above)
        and (below[:1].islower() or below[:1] in "/.-")
    )


_BARE_NUMBER = re.compile(r"\d{1,4}")
_ENDS_SENTENCE = re.compile(r"[.:;!?…)\"”]$")


# A line stopping on a word that needs one after it: "… Rights and obligations of", "… của".
# Lower case only, as ``plaintext.DANGLING``: "Phụ lục A", "Long An" end lines too.
_OPEN_PHRASE = re.compile(
    r"(?:^|\s)(?:of|in|to|for|by|with|and|or|the|between|của|và|hoặc|với|cho|về|giữa|theo|tại)$"
)


def _completes_the_line_above(lines: list[str], at: int) -> bool:
    """ "Article 4. Rights and obligations of" / "Party C": the line goes on with the phrase
    the line above it left open, on the same page. Where its words recur at another page's
    edge only as written otherwise (the captions "PARTY C" over a signature), it is no running
    footer; a footer printed alike on every page stays one, whatever the page's last sentence
    left open above it."""
    above = next((line for line in reversed(lines[:at]) if line.strip()), "")
    return bool(_OPEN_PHRASE.search(above.rstrip()))


def _printed_shape(line: str) -> str:
    """A line as printed, digits aside: case kept (``_running_lines`` folds it)."""
    return re.sub(r"\d+", "#", collapse(line))


def _edge_lines_as_printed(pages: list[list[str]]) -> Counter[str]:
    """On how many pages each line's printed shape stands within ``_EDGE_LINES`` of an edge."""
    counts: Counter[str] = Counter()
    for lines in pages:
        text = [line for line in lines if line]
        counts.update({_printed_shape(line) for line in text[:_EDGE_LINES] + text[-_EDGE_LINES:]})
    return counts


# "Số: 12/2026/HĐLĐ-SM", "No.: 07/2026/TTBM": the document's number, on its first page
_DOCUMENT_NUMBER = re.compile(r"(?:^|\s)(?:số|no\.?)\s*:?\s*(\d{1,5}/\d{2,4}/[^\s,;]{2,})", re.I)


# A form's code, as a running footer prints it on every page ("BM-HR-01/Rev.02 Trang 1/2"):
# letters, then parts joined by hyphens, one of them a number
# ... beside what a header says ("Mã tài liệu:", "Form", "CÔNG TY TNHH …", "Rev.", "Lần ban
# hành"), not in a title ("QUY TRÌNH TUYỂN DỤNG QT-01" atop a page is the document's own)
_CODE_NAMED = re.compile(
    r"\b(?:mã|số\s+hiệu|ký\s+hiệu|code|form|ref|doc|công\s+ty|tnhh|cổ\s+phần|company|co\.|ltd"
    r"|jsc|corp|rev|lần\s+ban\s+hành|phiên\s+bản|version|ver|ban\s+hành|hiệu\s+lực)\b",
    re.IGNORECASE,
)
_FORM_CODE = re.compile(r"(?<![\w-])[A-ZĐ]{1,5}(?:-[A-Z0-9]{1,6}){1,4}(?![\w-])")


def _running_codes(pages: list[list[str]], repeated: Callable[[str], bool]) -> list[str]:
    """The form codes a repeated header or footer prints: a page's own header naming one
    ("CÔNG TY TNHH SAO MAI, Mã tài liệu: BM-HR-01" atop page 2 alone) is the form's too."""
    codes: list[str] = []
    for lines in pages:
        edge = [line for line in lines if line.strip()]
        for line in edge[:_EDGE_LINES] + edge[-_EDGE_LINES:]:
            if repeated(line):
                codes += [
                    code
                    for code in _FORM_CODE.findall(line)
                    if any(ch.isdigit() for ch in code) and code not in codes
                ]
    return codes


def _document_number(first_page: list[str]) -> str | None:
    for line in first_page[:30]:
        found = _DOCUMENT_NUMBER.search(line)
        if found:
            return found.group(1).rstrip(".")
    return None


def _names_the_document(lines: list[str], at: int, number: str | None) -> bool:
    """A header or footer a page alone has (a first page unlike the others, odd and even
    pages): a line naming the document's number ("HĐLĐ số 12/2026/HĐLĐ-SM"), or the line in
    capitals over one at the page's edge ("CÔNG TY CỔ PHẦN …" over it). Not a clause, nor
    a sentence going on from the page before."""
    if number is None:
        return False
    line = lines[at]
    if number in line:
        return _could_be_running(line) and parse_label(line.strip()) is None and _no_sentence(line)
    below = next((other for other in lines[at + 1 :] if other.strip()), "")
    return (
        in_capitals(line, letters=4)
        and number in below
        and _could_be_running(below)
        and _no_sentence(below)
        and parse_label(line.strip()) is None
    )


def _no_sentence(line: str) -> bool:
    """A header's few words, not a clause's sentence ending in a full stop ("Phụ lục này là
    một phần … của Hợp đồng lao động số 12/2026/HĐLĐ-SM.")."""
    words = line.split()
    lower_case = sum(word[:1].islower() for word in words)
    return not line.rstrip().endswith((".", ";", ":")) and lower_case <= 2 and len(words) <= 14


def _numbers_a_clause(line: str) -> bool:
    """A line opening with a clause's or an appendix's number ("PHỤ LỤC 02" atop the page
    its appendix starts on is no header "PHỤ LỤC 01" repeats)."""
    label = parse_label(line.strip())
    return label is not None and label.kind is not Kind.CHAPTER


def _running_lines(pages: list[list[str]]) -> Callable[[str], bool]:
    """Whether a line is a page number, or a header/footer: its shape (digits aside) recurs
    within ``_EDGE_LINES`` of an edge on at least half the pages. A line opening with a clause
    number keeps its digits: "1.8 Người lao động thực hiện nhiệm vụ số 8 …" at the top of one
    page and "1.16 … số 16 …" at the top of the next are clauses written alike, not a header."""

    def shape(line: str) -> str:
        text = collapse(line).casefold()
        if _numbers_a_clause(line):
            return text
        # "NDA - Nguyễn Văn An    Trang 1": the page number may stand apart on another page
        return _PAGE_PART.sub("", re.sub(r"\d+", "#", text)).strip()

    # A table's rows written alike ("Bậc 6 | Kỹ sư bậc 6 | …" at the foot of one page, "Bậc 7
    # | …" atop the next) are no header: a header recurs at the top, a footer at the foot
    # (each edge counted apart), and neither is written more often between the edges than
    # at them, as such rows are.
    tops: Counter[str] = Counter()
    feet: Counter[str] = Counter()
    between: Counter[str] = Counter()
    for lines in pages:
        text = [line for line in lines if line]  # empty lines are column breaks, not lines
        tops.update({shape(line) for line in text[:_EDGE_LINES]})
        feet.update({shape(line) for line in text[-_EDGE_LINES:]})
        between.update(shape(line) for line in text[_EDGE_LINES:-_EDGE_LINES])
    repeated = {
        s
        for edge in (tops, feet)
        for s, n in edge.items()
        if n >= 2 and n >= len(pages) / 2 and between[s] < n
    }
    # ... and counted only where it stands at its edge, every line between it and the edge
    # repeated too: a table's header opening one page and under an appendix's title atop
    # another is no header (it had been dropped with the table's first row)
    tops, feet = Counter(), Counter()
    for lines in pages:
        text = [line for line in lines if line]
        for edge, counted in ((text[:_EDGE_LINES], tops), (text[::-1][:_EDGE_LINES], feet)):
            for line in edge:
                said = shape(line)
                counted[said] += 1
                if said not in repeated and not is_page_number(line):
                    break
    repeated = {
        s
        for edge in (tops, feet)
        for s, n in edge.items()
        if s in repeated and n >= 2 and n >= len(pages) / 2 and between[s] < n
    }

    def running(line: str) -> bool:
        if is_page_number(line):
            return True
        if not _could_be_running(line):
            return False
        return (
            shape(line) in repeated
            or _numbers_its_page(line, len(pages))
            or _BROWSER_STAMP.match(line.strip()) is not None
        )

    return running
