"""Text clean-up shared by every reader: one place decides what "the same text" means.

Signed documents arrive NFD from macOS or Word, with non-breaking spaces, tabs and markdown
emphasis; citations must compare equal whatever the source, so every paragraph goes through
``collapse`` before anything looks at it. Letters are never changed, only normalised, with two
exceptions: the Icelandic eth "Ð"/"ð" (U+00D0/U+00F0), which legacy-encoding converters leave
in place of the Vietnamese "Đ"/"đ" it looks identical to, becomes that "Đ"/"đ" (else "Ðiều 1"
is no label); and the typographic ligatures a PDF's text layer keeps ("ﬁ", "ﬀ", …) become
their letters ("Deﬁnitions" is "Definitions"). Invisible characters (zero-width spaces and
joiners, soft hyphens, direction marks, a stray BOM) are removed: pasted from the web or Word
they sit inside words ("Đi<ZWSP>ều") and before labels ("<LRM>Điều 4."). Markdown's backslash
escapes ("1\\.", "a\\)") are undone.
"""

from __future__ import annotations

import re
import unicodedata

_SPACE = r"[ \t\u00a0\u2000-\u200a\u202f\u205f\u3000]"
_SPACES = re.compile(_SPACE + "+")
# and the marks that set the direction of text (left-to-right, right-to-left, Arabic letter
# marks; embeddings, overrides and isolates), which show nothing either
_INVISIBLE = re.compile(
    r"[\u00ad\u034f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]"
)
# Runs of spaces that ``squeezed`` shortens: three or more (two spaces still part words in a
# layout line, three set its cells apart).
_PADDING = re.compile(_SPACE + "{3,}")
_LOOKALIKES = str.maketrans(
    {
        "\u00d0": "\u0110",  # Ð -> Đ
        "\u00f0": "\u0111",  # ð -> đ
        # Typographic ligatures a PDF's text layer keeps (Chrome, Google Docs): "ﬁ" -> "fi"
        "\ufb00": "ff",
        "\ufb01": "fi",
        "\ufb02": "fl",
        "\ufb03": "ffi",
        "\ufb04": "ffl",
        "\ufb05": "st",
        "\ufb06": "st",
    }
)
_STRONG = re.compile(r"\*\*|__")
# A single * or _ that opens or closes emphasis: next to a word on one side only
# ("snake_case" and "5 * 3" keep theirs).
_EMPHASIS = re.compile(r"(?<![\w*])[*_](?=\S)|(?<=\S)[*_](?![\w*])")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+")
_BULLET = re.compile(r"^\s*(?:[-+•●▪◦]|\*(?=\s))\s+")
_QUOTE = re.compile(r"^\s*>\s?")
_COMPARISON = re.compile(r"^\s*>\s*=?\s*\d")
# CommonMark's backslash escapes, as Google Docs and pandoc write them: "1\." "a\)" "35\.000".
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")


def nfc(text: str) -> str:
    """NFC, invisible characters removed, the eth look-alike folded into "Đ"/"đ"."""
    return _INVISIBLE.sub("", unicodedata.normalize("NFC", text)).translate(_LOOKALIKES)


def collapse(text: str) -> str:
    """NFC, whitespace runs (tabs, non-breaking and zero-width spaces) to one space, trimmed."""
    return _SPACES.sub(" ", nfc(text)).strip()


def squeezed(text: str) -> str:
    """The text with each run of three spaces or more cut to three. ``collapse`` makes of any
    part of it what it makes of the same part of the text, and a part cut at a run of three
    whitespace characters or more is cut at the same run: a layout line, whose padding grows
    with the distance between its words (up to 10,000 spaces each in pypdf), is looked at in
    pieces with the cost of its words only. (Spaces are starters that compose with nothing:
    NFC joins the same characters either side of a run whatever its length.)"""
    return _PADDING.sub("   ", text)


def strip_markdown(text: str, *, comparisons: bool = False) -> tuple[str, bool]:
    """Remove heading hashes, bullets, block quotes and emphasis markers.

    Returns the text and whether the whole line was emphasised (``*…*`` / ``_…_``), which
    interleaved documents often use for the English translation. ``comparisons`` (plain text):
    a line opening with ">" and a figure is a comparison ("> 95%: Xuất sắc"), not a quote.
    """
    if not (comparisons and _COMPARISON.match(text)):
        text = _QUOTE.sub("", text)
    text = _ESCAPED.sub(r"\1", text)
    text = _HEADING.sub("", text)
    text = _BULLET.sub("", text)
    text = _STRONG.sub("", text).strip()
    whole_emphasis = len(text) > 2 and text[0] in "*_" and text[-1] == text[0]
    return _EMPHASIS.sub("", text), whole_emphasis


def in_capitals(text: str, *, letters: int = 1) -> bool:
    """Written in capitals ("ĐIỀU 3 TIỀN LƯƠNG"), with at least ``letters`` letters."""
    return sum(ch.isalpha() for ch in text) >= letters and text.upper() == text


# English number words from one to nineteen, in order: articles numbered in words ("Article
# One") and periods translations spell out ("six (6) months").
ENGLISH_UNITS = (
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)


def word_count(text: str) -> int:
    return len(text.split())


def as_long_as_a_translation(vietnamese: str, english: str) -> bool:
    """The English is as long as a translation of the Vietnamese would be: a Vietnamese
    syllable is a word, so between 0.4 and 2.5 English words for each."""
    words = word_count(vietnamese)
    return 0.4 * words <= word_count(english) <= 2.5 * words


# What two languages write differently in one figure: the thousands and decimal separators
# ("1.250" / "1,250", "99,7%" / "99.7%") and the spaces around a sign ("≥ 98%" / "≥98%").
_FIGURE_SEPARATORS = re.compile(r"[\s.,]")


def same_figure(one: str, other: str) -> bool:
    """Two texts that are one figure or code, each language's way: "1.250" and "1,250", "≥
    99,7%" and "≥ 99.7%", "T1" and "T1". Two different amounts ("10.000.000" above
    "12.000.000", a range) are not."""
    written = _FIGURE_SEPARATORS.sub("", one)
    return bool(written) and written == _FIGURE_SEPARATORS.sub("", other)
