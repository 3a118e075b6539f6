"""What a .docx holds that Word does not print as it reads: text in the colour of what is
behind it, text too small to read, and fields whose text Word works out again when it opens
or prints the file.

- **Text in the colour of its background**: white on the white page ("việc làm kế toán lương
  cao" typed in white for search engines, an old salary left in white before the new one),
  light grey on the same grey shading, black on a black highlight. What is behind a run is,
  nearest first, its highlight or its shading (its own, else its character style's, else its
  paragraph style's — ``basedOn`` followed), its paragraph's shading, its cell's, its
  table's, the page. A colour Word picks itself ("auto": black, or white on a dark shading)
  always shows. Where what is behind is not known — a table style's shading, a text box's
  fill, a shape or picture behind the text, a page colour — white on the white page is read
  and reported, never dropped: white headings on a dark banner are common.
- **Text under 2 pt** (``w:sz`` of 4 half-points or less): a smudge on paper, not words.

Such text is left out, as hidden text is, and reported (``unprinted_text``): a document that
holds it was written to say one thing to a reader and another to a machine.

- **Fields Word updates** (``field_result_may_change``): a DATE, TIME or PRINTDATE field shows
  the day it is opened or printed, not the one cached; a field flagged dirty, or every field
  of a file set to update its fields on opening (``w:updateFields``), is worked out again from
  what it refers to (a REF to a bookmark changed since). The cached result is read — the
  document's text when it was last saved — and the field reported. A locked field keeps its
  result.
"""

from __future__ import annotations

import re
import zipfile
from typing import Any

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_VAL = f"{_W}val"

TINIEST_HALF_POINTS = 4  # 2 pt: Word's smallest size is 1 pt
# WCAG's contrast ratio under which a colour does not stand out from its background (F3F3F3
# on white is 1.1; the light grey of a "BẢN NHÁP" watermark, D9D9D9, is 1.4)
_FAINTEST_CONTRAST = 1.1
PAGE = "FFFFFF"

# Word's highlight colours (ST_HighlightColor)
_HIGHLIGHTS = {
    "black": "000000",
    "blue": "0000FF",
    "cyan": "00FFFF",
    "green": "00FF00",
    "magenta": "FF00FF",
    "red": "FF0000",
    "yellow": "FFFF00",
    "white": "FFFFFF",
    "darkBlue": "000080",
    "darkCyan": "008080",
    "darkGreen": "008000",
    "darkMagenta": "800080",
    "darkRed": "800000",
    "darkYellow": "808000",
    "darkGray": "808080",
    "lightGray": "C0C0C0",
}
_HEX = re.compile(r"[0-9A-Fa-f]{6}")


def colour(value: str | None) -> str | None:
    """A colour as six hex digits; None for "auto" (Word's own pick, always shown) or none."""
    return value.upper() if value and _HEX.fullmatch(value) else None


class Unknown:
    """What is behind a text is not known (a pattern, a style's or a shape's fill)."""


UNKNOWN = Unknown()
Fill = str | Unknown | None  # a colour, unknown, or None: no fill, what is below shows


def shading(shd: Any) -> Fill:
    """The colour a ``w:shd`` fills with: its fill ("clear" pattern), its pattern colour
    ("solid"), None for no fill; a pattern mixing the two is ``UNKNOWN``."""
    if shd is None:
        return None
    pattern = shd.get(_VAL) or "clear"
    if pattern == "nil":
        return None
    if pattern == "clear":
        return colour(shd.get(f"{_W}fill"))
    if pattern == "solid":
        return colour(shd.get(f"{_W}color")) or "000000"  # "auto" is black here
    return UNKNOWN


def highlight(element: Any) -> str | None:
    """The colour a ``w:highlight`` paints behind its run; None for "none" (no highlight)."""
    return _HIGHLIGHTS.get(element.get(_VAL, ""))


def run_background(highlighted: str | None, shaded: Fill) -> Fill:
    """What is behind a run: its highlight, which Word paints over its shading, else its
    shading; each as the run states it or takes it from its styles."""
    return highlighted if highlighted is not None else shaded


def indistinct(text_colour: str, background: str) -> bool:
    """The two colours are too close to tell apart on paper."""
    lighter, darker = sorted((_luminance(text_colour), _luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05) < _FAINTEST_CONTRAST


def _luminance(hex_colour: str) -> float:
    channels = [int(hex_colour[index : index + 2], 16) / 255 for index in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


# Something drawn behind the text, or a page colour: white text may show over it.
_BEHIND_TEXT = re.compile(rb'behindDoc="(?:1|true)"|z-index:\s*-|<w:background\b')


def page_is_plain(archive: zipfile.ZipFile, main: str) -> bool:
    """Nothing is drawn behind the text of the document, its headers or its footers, and the
    page has no colour of its own: the background of text in no shading is the white page."""
    for name in archive.namelist():
        drawn = name == main or re.fullmatch(r"word/(?:header|footer)\d*\.xml", name)
        if drawn and _BEHIND_TEXT.search(archive.read(name)):
            return False
    return True


# Fields whose shown text is the time of opening or printing
_CLOCK_FIELDS = frozenset({"DATE", "TIME", "PRINTDATE"})
# Fields that show no text of the contract, or only what the page shows anyway
_LAYOUT_FIELDS = frozenset(
    {"TOC", "PAGEREF", "PAGE", "NUMPAGES", "SECTIONPAGES", "HYPERLINK", "SYMBOL", "XE", "TC"}
    | {"FORMTEXT", "FORMCHECKBOX", "FORMDROPDOWN", "BIBLIOGRAPHY", "CITATION"}
)


def changing_fields(body: Any, update_all: bool) -> list[str]:
    """The instructions of the body's fields whose shown text Word works out again when it
    opens or prints the document: clock fields, fields flagged dirty, and, when the file asks
    for all its fields to be updated on opening (``update_all``), every field that refers to
    something (not page numbers or a table of contents). Locked fields keep their text."""
    found: list[str] = []
    # per open complex field: its instruction so far, locked, dirty, instruction over
    open_fields: list[tuple[list[str], bool, bool, bool]] = []

    def judge(instruction: str, locked: bool, dirty: bool) -> None:
        words = instruction.split()
        kind = words[0].upper() if words else ""
        if locked or not kind or kind in _LAYOUT_FIELDS:
            return
        if kind in _CLOCK_FIELDS or dirty or update_all:
            found.append(" ".join(words))

    for element in body.iter(f"{_W}fldChar", f"{_W}instrText", f"{_W}fldSimple"):
        if next(element.iterancestors(f"{_W}del", f"{_W}moveFrom"), None) is not None:
            continue  # deleted (tracked): not shown at all
        tag = element.tag
        if tag == f"{_W}fldSimple":
            judge(
                element.get(f"{_W}instr") or "",
                _set(element.get(f"{_W}fldLock")),
                _set(element.get(f"{_W}dirty")),
            )
        elif tag == f"{_W}instrText":
            if open_fields and not open_fields[-1][3]:
                open_fields[-1][0].append(element.text or "")
        else:
            kind = element.get(f"{_W}fldCharType")
            if kind == "begin":
                locked = _set(element.get(f"{_W}fldLock"))
                open_fields.append(([], locked, _set(element.get(f"{_W}dirty")), False))
            elif kind in ("separate", "end") and open_fields:
                pieces, locked, dirty, over = open_fields[-1]
                if not over:
                    judge("".join(pieces), locked, dirty)
                    open_fields[-1] = (pieces, locked, dirty, True)
                if kind == "end":
                    open_fields.pop()
    return found


def _set(value: str | None) -> bool:
    return (value or "").lower() in ("1", "true", "on")
