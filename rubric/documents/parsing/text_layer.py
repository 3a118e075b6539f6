"""Whether a PDF's text layer says the letters its pages print.

A PDF draws glyphs; its text is what each font's ToUnicode map says those glyphs are. A font
without one (or with one covering ASCII only), a Vietnamese font whose map leaves the tone
marks out, or a document typed in a legacy font (TCVN3, VNI) and printed as it was, gives a
text layer that is not the page: "Loটi hৡp Ó…ng" (glyph numbers read as characters), "Hơp
đông" for "Hợp đồng", "Hîp ®ång". Every quote cited from it would be false, and a document
numbering its clauses "1.", "1.1." had been imported so, silently (probe 13).

What each finds is refused when it is most of the document and reported where it is a part
(a clause typed in a legacy font, a ligature without a map: the rest reads right).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from rubric.documents import AlignmentProblem, DocumentUnreadable

# A character no font's map gives a Vietnamese or English document: a control character
# (pypdf reads a glyph without a map as the character of its number: glyph 3, a font's
# space, is "\x03"), a private-use one, or a letter of a script such glyph numbers land in
# (Armenian to Cherokee, U+0530-U+13FF, and the scripts after it up to the Vietnamese
# letters, U+1400-U+1DFF). Not the private-use characters Word gives its Symbol and
# Wingdings glyphs (U+F000-U+F0FF: the bullets and tick boxes of an exported PDF, which the
# reading drops, ``plaintext``). Greek and Cyrillic letters are only stray between Latin ones
# ("Loκi"): a Cyrillic point letter (U+0430), a "μm" or a "kΩ" is written so.
_STRAY = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f\u0530-\u1dbf\ue000-\uefff\uf100-\uf8ff]")
_LATIN_LETTER = "A-Za-z\u00c0-\u024f\u1e00-\u1eff"
_BETWEEN_LATIN = re.compile(f"(?<=[{_LATIN_LETTER}])[\u0370-\u052f]+(?=[{_LATIN_LETTER}])")
# a share of the letters: past it, the text is no reading of the page at all
_MOST_STRAY_SHARE = 0.02
# A glyph pdfminer found no letter for, as it writes it: "(cid:12)" (a font embedded by its
# glyph ids, Identity-H, without its ToUnicode map, as LibreOffice can print one)
_CID = re.compile(r"\(cid:\d+\)")
_FEWEST_STRAY = 2

# Vietnamese words with a letter only Vietnamese writes (ă â đ ê ô ơ ư): most carry a tone
# mark too (7 to 8 in 10 in the contracts seen); a map that drops them leaves one in none.
_VIETNAMESE_LETTER = re.compile("[ăâđêôơưĂÂĐÊÔƠƯ]")
_TONE_MARKS = frozenset("\u0300\u0301\u0303\u0309\u0323")
_FEWEST_VIETNAMESE_WORDS = 30
_LEAST_TONED_SHARE = 0.15

# TCVN3 and VNI type every Vietnamese letter as a Latin-1 look-alike ("®" for "đ", "ö" for
# "ư"): a text in them has many words with Latin-1 letters or signs and none with a letter
# only Unicode Vietnamese has (ă đ ĩ ũ ơ ư, ạ … ỹ), which a Vietnamese text has in nearly every
# sentence.
# A Latin-1 letter in a word, or a Latin-1 sign between two letters ("C«ng"): not a sign
# alone or before a number ("§4.1", "°C", "± 5%", "«Hàng hoá»").
# Read as words of letters joined by such signs, each word once (a pattern finding the sign
# inside a word by backtracking through it took time with the square of the word's length).
_LETTERS_AND_SIGNS = re.compile(r"(?:[^\W\d_]|(?<=[^\W\d_])[\u00a1-\u00bf](?=[^\W\d_]))+")
_LATIN_1_LETTER = re.compile(r"[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]")
_LATIN_1_SIGN = re.compile(r"[\u00a1-\u00bf]")
_UNICODE_ONLY_LETTER = re.compile(r"[\u0102-\u01b0\u1ea0-\u1ef9]")
_FEWEST_LOOKALIKE_WORDS = 30


def latin_1_words(text: str) -> int:
    """How many look-alike words ``text`` holds: a word with a Latin-1 letter counts once, and
    a word joined by Latin-1 signs once per sign ("C«ng" is one, "ab«cd«ef" two)."""
    count = 0
    for word in _LETTERS_AND_SIGNS.findall(text):
        signs = len(_LATIN_1_SIGN.findall(word))
        count += signs or bool(_LATIN_1_LETTER.search(word))
    return count


def typed_in_a_legacy_font(text: str) -> bool:
    lookalikes = latin_1_words(text)
    unicode_only = len(_UNICODE_ONLY_LETTER.findall(text))
    return (
        lookalikes >= _FEWEST_LOOKALIKE_WORDS
        and unicode_only * 20 < lookalikes
        and latin_1_words(_OPTIONAL_HYPHEN.sub("", text)) * 3 >= _FEWEST_LOOKALIKE_WORDS
    )


# A soft hyphen between two ASCII letters: Word's optional hyphen ("regi\u00adstering"), kept
# in a text saved from it. TCVN3 types "ư" with that byte ("nh\u00adng"), but a text in it
# has other look-alikes in nearly every word ("®\u00adîc"): these alone make no legacy font.
_OPTIONAL_HYPHEN = re.compile(r"(?<=[A-Za-z])\u00ad(?=[A-Za-z])")


# A line typed in a legacy font among Unicode ones: several words with a look-alike no
# Vietnamese word has (a Latin-1 sign inside it, "Hîp ®ång", or a Latin-1 letter outside "à á
# â ã è é ê ì í ò ó ô õ ù ú ý": "Hôïp ñoàng"), and not one letter only Unicode Vietnamese has;
# reported when such lines hold enough of them. ("Ký nháy Bên A" is Vietnamese.)
_FOREIGN_LOOKALIKE = re.compile(
    "[\u00a1-\u00bf\u00c4-\u00c7\u00cb\u00ce-\u00d1\u00d6-\u00d8\u00db\u00dc"
    "\u00de-\u00df\u00e4-\u00e7\u00eb\u00ee-\u00f1\u00f6-\u00f8\u00fb\u00fc\u00fe\u00ff]"
)
_FEWEST_LOOKALIKES_A_LINE = 3
_FEWEST_LOOKALIKES_IN_LINES = 8


def text_layer_problems(pages: Sequence[str], name: str) -> list[AlignmentProblem]:
    """What is wrong with the text layer of each page of ``pages`` (page texts, in order):
    refused (``DocumentUnreadable``) when it is most of the document, else the problems."""
    text = "\n".join(pages)
    if typed_in_a_legacy_font(text):
        raise DocumentUnreadable(
            "legacy_font_encoding",
            f"{name} was printed from a document typed in a legacy Vietnamese font (TCVN3, "
            'VNI): its text layer holds Latin-1 look-alikes ("Hîp ®ång", "Hôïp ñoàng") where '
            "the page shows Vietnamese letters. Convert the original to Unicode (e.g. Unikey's "
            "converter), print it to PDF again, or upload the .docx.",
        )
    problems = _stray_glyphs(pages, text, name)
    _require_tone_marks(text, name)
    problems += legacy_font_lines(pages, name)
    return problems


def _stray_glyphs(pages: Sequence[str], text: str, name: str) -> list[AlignmentProblem]:
    found = [_stray_words(page) for page in pages]
    stray = sum(count for count, _ in found)
    if stray < _FEWEST_STRAY:
        return []
    letters = sum(1 for ch in _CID.sub("", text) if ch.isalpha())
    samples = [word for _, words in found for word in words][:3]
    shown = ", ".join(f'"{word}"' for word in samples)
    if stray > _MOST_STRAY_SHARE * letters:
        raise DocumentUnreadable(
            "unmapped_glyphs",
            f"{name}'s text layer does not say which letters its fonts draw (a font without "
            f"its ToUnicode map): {stray} characters read as no letter the page can show "
            f"({shown}). Print it to PDF again from the original (with its fonts embedded) "
            "or upload the .docx.",
        )
    where = ", ".join(str(index + 1) for index, (count, _) in enumerate(found) if count)
    return [
        AlignmentProblem(
            "unmapped_glyphs",
            None,
            f"On page(s) {where} of {name}, {stray} characters are glyphs its font gives no "
            f"letter for ({shown}; often a ligature such as fi): the clause text there is not "
            "what the page shows, and a quote of those words will not verify. Print it to PDF "
            "again or upload the .docx.",
        )
    ]


def _stray_words(page: str) -> tuple[int, list[str]]:
    """How many stray characters ``page`` holds, and the words they are in."""
    count = 0
    words: list[str] = []
    for word in page.split():
        stray = (
            len(_STRAY.findall(word))
            + sum(len(m) for m in _BETWEEN_LATIN.findall(word))
            # (a glyph standing alone, a symbol font's check box or bullet, is no letter)
            + (len(_CID.findall(word)) if not _CID.fullmatch(word) else 0)
        )
        if stray:
            count += stray
            shown = _CID.sub("\ufffd", word)[:40]
            words.append("".join(ch if ch.isprintable() else "\ufffd" for ch in shown))
    return count, words


def _require_tone_marks(text: str, name: str) -> None:
    # each word as its letters without their tones ("Bậc" is "Bâc": a letter only Vietnamese
    # writes), and whether it had one
    vietnamese: list[str] = []
    toned = 0
    for word in re.findall(r"[^\W\d_]+", unicodedata.normalize("NFC", text)):
        letters = unicodedata.normalize("NFD", word)
        bare = "".join(ch for ch in letters if ch not in _TONE_MARKS)
        if _VIETNAMESE_LETTER.search(unicodedata.normalize("NFC", bare)):
            vietnamese.append(word)
            toned += bare != letters
    if len(vietnamese) < _FEWEST_VIETNAMESE_WORDS:
        return
    if toned < _LEAST_TONED_SHARE * len(vietnamese):
        samples = ", ".join(f'"{word}"' for word in vietnamese[:3])
        raise DocumentUnreadable(
            "tone_marks_lost",
            f"{name}'s text layer has lost the Vietnamese tone marks: {toned} of its "
            f"{len(vietnamese)} Vietnamese words carry one ({samples}), where a Vietnamese text "
            "marks most. Its fonts map accented letters to plain ones, or draw the marks apart "
            "from their letters, so the text is not what the page shows. Print it to PDF again "
            "from the original or upload the .docx.",
        )


def legacy_font_lines(
    pages: Sequence[str], name: str, *, fewest: int = _FEWEST_LOOKALIKES_IN_LINES
) -> list[AlignmentProblem]:
    """The lines of ``pages`` typed in a legacy Vietnamese font, as a problem, when they hold
    ``fewest`` look-alike words or more (none otherwise)."""
    found: list[tuple[int, str]] = []
    lookalikes = 0
    for index, page in enumerate(pages):
        for line in page.splitlines():
            count = sum(
                1
                for word in _LETTERS_AND_SIGNS.findall(line)
                if _FOREIGN_LOOKALIKE.search(_OPTIONAL_HYPHEN.sub("", word))
            )
            if count >= _FEWEST_LOOKALIKES_A_LINE and not _UNICODE_ONLY_LETTER.search(line):
                lookalikes += count
                found.append((index, line.strip()))
    if not found or lookalikes < fewest:
        return []
    where = ", ".join(dict.fromkeys(str(index + 1) for index, _ in found))
    if len(pages) == 1:  # a text's, no pages
        return [
            AlignmentProblem(
                "legacy_font_text",
                None,
                f"{len(found)} line(s) of {name} were typed in a legacy Vietnamese encoding "
                f'(TCVN3, VNI) and read as look-alikes ("{found[0][1][:60]}"): the clause text '
                "there is not Vietnamese. Convert those lines to Unicode (e.g. Unikey's "
                "converter) and upload the file again.",
            )
        ]
    return [
        AlignmentProblem(
            "legacy_font_text",
            None,
            f"{len(found)} line(s) on page(s) {where} of {name} were typed in a legacy "
            f'Vietnamese font (TCVN3, VNI) and read as look-alikes ("{found[0][1][:60]}"): '
            "the clause text there is not what the page shows. Convert the original to "
            "Unicode and print it to PDF again, or upload the .docx.",
        )
    ]
