"""One paragraph holding both languages, split into its Vietnamese and English halves.

Two shapes are common in signed contracts:

- a slash between the halves, mostly in headings: "Điều 4. Thời giờ làm việc / Article 4.
  Working time";
- the English in parentheses right after the Vietnamese, in headings and body alike:
  "Người lao động làm việc 8 giờ mỗi ngày (The Employee works 8 hours a day)." — the
  translation is the *last* top-level parenthesised group, followed by nothing but punctuation.

A parenthesised English gloss inside a Vietnamese sentence ("mã nguồn (source code)", "Thỏa
thuận bảo mật (Non-Disclosure Agreement)") is not a translation: the English must be
confidently English and long enough to translate the Vietnamese before it (a Vietnamese
syllable is a word, so a translation has at least a third as many words).
"""

from __future__ import annotations

import re
from itertools import islice

from rubric.documents.parsing.labels import parse_label
from rubric.documents.parsing.language import Lang, detect, has_vietnamese_letters, is_confident
from rubric.documents.parsing.text import as_long_as_a_translation, word_count

_SLASH = re.compile(r"\s+/\s+")
# A bilingual line splits near its middle; past this many candidate places a line is running
# text ("A / B / C / …" hundreds of times), and scoring both halves at each would be quadratic.
_MAX_SPLITS_TRIED = 24
_TRAILING_PUNCTUATION = re.compile(r"[.;:,!?…]*")
_ENDS_SENTENCE = re.compile(r"[.;:!?…]$")
_ENDS_FULL_SENTENCE = re.compile(r"[.;!?…]$")


def split_bilingual_line(text: str) -> tuple[str, str] | None:
    """The (Vietnamese, English) halves of a one-paragraph bilingual text, or None."""
    return (
        _split_at_slash(text)
        or _split_at_english_label(text)
        or _split_at_repeated_label(text)
        or _split_english_first(text)
        or _split_at_slash_english_first(text)
        or split_parenthesised(text)
        or _split_at_bar_or_dash(text)
        or _split_at_sentence(text)
    )


# " | " (a two-column table flattened to text) or a spaced dash ("… trừ trường hợp: — *The
# Employee …*", a chat assistant's or an editor's bilingual line) between the languages.
_BAR_OR_DASH = re.compile(r"\s+[|\u2013\u2014]\s+")


def _split_at_bar_or_dash(text: str) -> tuple[str, str] | None:
    """ "1.1. Thông tin mật là … | Confidential Information means …" → its two halves: a
    Vietnamese half and a confident English one as long as its translation. A dash inside a
    sentence ("Mức lương — theo thỏa thuận") has the same language on both sides."""
    for match in islice(_BAR_OR_DASH.finditer(text), _MAX_SPLITS_TRIED):
        left, right = text[: match.start()].strip(), text[match.end() :].strip()
        label = parse_label(left)
        # a bar is a column's edge: a short English cell ("patent applications;") is English
        # enough when it has no Vietnamese letter
        sure = is_confident(right) or ("|" in match.group() and not has_vietnamese_letters(right))
        if (
            detect(left) is Lang.VI
            and detect(right) is Lang.EN
            and sure
            and as_long_as_a_translation(label.rest if label else left, right)
        ):
            return left, right
    return None


# Where a sentence ends and the next begins in capitals: "… ngày ký. The contract …". A colon
# introduces rather than ends ("… là: Quality first."), so it is no boundary.
_SENTENCE_BOUNDARY = re.compile(r"(?<=[.;!?…])\s+(?=[\"“(]?[A-Z])")


def _split_at_sentence(text: str) -> tuple[str, str] | None:
    """ "Hợp đồng có thời hạn 12 tháng. The contract has a term of 12 months." → its halves:
    a Word paragraph whose English follows the Vietnamese on the same line, told apart only by
    its font. Both halves must be confidently in their language, and the English as long as a
    translation of the Vietnamese would be (a Vietnamese syllable is a word)."""
    for match in islice(_SENTENCE_BOUNDARY.finditer(text), _MAX_SPLITS_TRIED):
        left, right = text[: match.start()].strip(), text[match.end() :].strip()
        if not (is_confident(left) and is_confident(right)):
            continue
        if detect(left) is not Lang.VI or detect(right) is not Lang.EN:
            continue
        if as_long_as_a_translation(left, right):
            return left, right
    return None


def _split_at_slash(text: str) -> tuple[str, str] | None:
    """ "Điều 4. Thời giờ làm việc / Article 4. Working time" → its two halves. Figures after
    the English ("Lương cơ bản / Base salary 25.000.000", a data table's row printed to PDF)
    belong to both: "Lương cơ bản 25.000.000" and "Base salary 25.000.000"."""
    best: tuple[str, str] | None = None
    for match in islice(_SLASH.finditer(text), _MAX_SPLITS_TRIED):
        left, right = text[: match.start()].strip(), text[match.end() :].strip()
        if detect(left) is Lang.VI and _words_language(right) is Lang.EN:
            if parse_label(right) is not None:
                return left, right
            best = best or (_with_shared_unit(left, right), right)
    if best is not None and (figures := data_row_figures(text)):
        return f"{best[0]} {figures}", best[1]
    return best


# A unit in parentheses closing a table header's half: "Amount (VND/tháng)", "Weight (%)",
# "Term (tháng)" — a figure, a currency or a time; "(optional)" is no unit.
_TRAILING_UNIT = re.compile(
    r"\s*\((?=[^()]*(?:\d|%|/|\bVN[DĐ]\b|\bUSD\b|đồng|tháng|năm|ngày|giờ))[^()\s]{1,20}\)$",
    re.IGNORECASE,
)


def _words_language(half: str) -> Lang:
    """The language of a half, told by its words rather than by the unit it ends with: in
    "Mức / Amount (VND/tháng)" the English header keeps the Vietnamese unit it measures in."""
    words = _TRAILING_UNIT.sub("", half)
    return detect(words or half)


def _with_shared_unit(vietnamese: str, english: str) -> str:
    """The unit the English half of a header ends with belongs to both: "Mức / Amount
    (VND/tháng)" is "Mức (VND/tháng)" and "Amount (VND/tháng)"."""
    unit = _TRAILING_UNIT.search(english)
    if unit is None or _TRAILING_UNIT.search(vietnamese) or vietnamese.endswith(")"):
        return vietnamese
    return vietnamese + unit.group(0)


# Figures closing a data table's row: amounts, percentages, bounds ("25.000.000", "50%",
# "≥ 90%", "12", "—"); a row has a few, never more than ``_MOST_FIGURES``. Each figure reads one
# way only (possessive spaces), and a search tries at most that many from each place: a line
# of "1 1 1 … x" had backtracked through every split of its spaces (exponential), and one of
# 20,000 figures ending in a word was scanned to its end from each of them (minutes).
_FIGURE = r"\s++(?:[≥≤<>~±]\s*+)?+(?:\d[\d.,]*+(?:\s*+%)?+|[\u2014\u2013-])"
_MOST_FIGURES = 32
_FIGURES = re.compile(rf"(?:{_FIGURE}){{1,{_MOST_FIGURES}}}(?:(?<=[\d.,])\s+)?$")


def data_row_figures(line: str) -> str:
    """The figures a "Vietnamese / English" data row ends with ("" for none): a table's row
    printed to PDF or typed as text, "Phụ cấp ăn trưa / Lunch allowance 730.000"."""
    slash = _SLASH.search(line)
    if slash is None or parse_label(line) is not None:
        return ""
    found = _FIGURES.search(line)
    if found is None or found.start() < slash.end() or _FIGURES.search(line[: slash.start()]):
        return ""  # figures on both sides ("ngày 05 tháng 6 năm 2025 / 05 June 2025"): its own
    vietnamese, english = line[: slash.start()], line[slash.end() : found.start()]
    if _ENDS_FULL_SENTENCE.search(vietnamese.rstrip()):
        # two sentences, the English ending in its figures: "… kể từ ngày 02/3/2026. / This
        # contract takes effect on 2 March 2026.", "Mức lương: 35.000.000 đồng/tháng. / Basic
        # salary: VND 35,000,000." — a row's label ends in no full stop ("Lương cơ bản: /
        # Basic salary: 25.000.000" is a row)
        return ""
    if detect(vietnamese) is not Lang.VI or detect(english) is not Lang.EN:
        return ""  # "… trong giờ hành chính / ngoài giờ …, tối đa 40": a sentence's slash
    return found.group(0).strip()


# Where an English heading may start inside a line: after a space, optionally behind a bar or a
# dash ("… hợp đồng | Article 1. …", "… hợp đồng \u2013 Article 1. …"). Tabs and runs of spaces are
# one space by now ("Điều 1. Thời hạn hợp đồng<TAB>Article 1. Term of contract").
_ENGLISH_HEADING_START = re.compile(
    r"\s(?:[|\u2013\u2014-]\s+)?(?=(?:article|clause|section|appendix|annex|schedule|chapter|part)\s*"
    r"(?:\d|[IVXLC]+\b|[A-Z]\b))",
    re.IGNORECASE,
)


def split_bilingual_heading(text: str) -> tuple[str, str] | None:
    """The halves of a Vietnamese heading with its English run on after it ("Điều 1. Thời
    hạn / Article 1. Term"), or None."""
    return _split_at_english_label(text)


def _split_at_english_label(text: str) -> tuple[str, str] | None:
    """ "Điều 1. Thời hạn<TAB>Article 1. Term" → its two halves: a Vietnamese heading (it opens
    with a label) with an English heading run onto it, whatever separates the two."""
    own = parse_label(text)
    if own is None:
        return None
    for match in islice(_ENGLISH_HEADING_START.finditer(text), _MAX_SPLITS_TRIED):
        left = text[: match.start()].rstrip(" |/\u2013\u2014-")
        right = text[match.end() :].strip()
        english = parse_label(right)
        if (
            english is not None
            and english.numbers == own.numbers  # "… Section 5 Global Code" names another
            and parse_label(left) is not None
            and detect(left) is Lang.VI
            and detect(right) is Lang.EN
        ):
            return left, right
    return None


def _split_at_repeated_label(text: str) -> tuple[str, str] | None:
    """ "9.1 Người lao động có các quyền: 9.1 The Employee has the rights:" → its halves: a
    two-column table printed to PDF puts a row's two one-line cells on one line, the second
    cell opening with the same label as the first."""
    label = parse_label(text)
    if label is None or not label.rest:
        return None
    marker = f" {label.text}"
    position = text.find(marker, len(label.text))
    tries = 0
    while position >= 0 and tries < _MAX_SPLITS_TRIED:
        left, right = text[:position].strip(), text[position:].strip()
        if detect(left) is Lang.VI and detect(right) is Lang.EN and parse_label(right) is not None:
            return left, right
        position = text.find(marker, position + 1)
        tries += 1
    return None


# Where the Vietnamese half of an English-first line may start: after a space, optionally
# behind a slash, bar or dash, at a Vietnamese worded label ("… Term of contract Điều 2. …",
# "… information / Điều 1. …").
_VIETNAMESE_HEADING_START = re.compile(
    r"\s(?:[/|\u2013\u2014-]\s+)?(?=(?:điều|khoản|chương|mục|phần|phụ\s+lục)\s*"
    r"(?:\d|[IVXLC]+\b))",
    re.IGNORECASE,
)


# An English half that stops on a word wanting what follows cites the Vietnamese after it
# ("Salary as defined in Điều 3. Tiền lương …"): the line is one sentence, not two halves.
_ENGLISH_GOES_ON = re.compile(
    r"(?:^|\s)(?:in|of|under|to|by|with|per|at|from|on|for|than|the|a|an|and|or|see"
    r"|pursuant)$",
    re.IGNORECASE,
)


def _split_english_first(text: str) -> tuple[str, str] | None:
    """ "Article 2. Term of contract Điều 2. Thời hạn hợp đồng" (an English | Vietnamese
    table's row printed to PDF) or "Article 1. … / Điều 1. …" (an English-first heading) →
    its (Vietnamese, English) halves. Every other rule wants the Vietnamese first: the whole
    line went to the Vietnamese, the article's English was lost (``missing_english``). Only
    where the Vietnamese half opens with a worded label of the English label's numbers, or
    repeats the English half's own label ("1.1. … 1.1. …"), and each half reads as its
    language."""
    own = parse_label(text)
    if own is None or not own.rest or not (own.numbers or own.letter):
        return None
    starts = [
        match.start()
        for match in islice(_VIETNAMESE_HEADING_START.finditer(text), _MAX_SPLITS_TRIED)
    ]
    repeated = text.find(f" {own.text} ", len(own.text))
    if repeated >= 0:
        starts.append(repeated)
    for start in sorted(starts):
        left = text[:start].strip()
        right = text[start:].strip().lstrip("/|\u2013\u2014-").strip()
        other = parse_label(right)
        if (
            other is not None
            and (other.numbers, other.letter) == (own.numbers, own.letter)
            and other.rest
            and detect(left) is Lang.EN
            and detect(right) is Lang.VI
            and not _ENGLISH_GOES_ON.search(left)
        ):
            return right, left.rstrip(" /|\u2013\u2014-")
    return None


def _split_at_slash_english_first(text: str) -> tuple[str, str] | None:
    """ "The obligation lasts 24 months. / Nghĩa vụ kéo dài 24 tháng." → its (Vietnamese,
    English) halves: an English-first document's sentence and its translation on one line.
    Unlike a Vietnamese-first one, whose order is the document's habit, this order must
    show: both halves confidently in their language, unlabelled, and the English as long as
    a translation of the Vietnamese."""
    for match in islice(_SLASH.finditer(text), _MAX_SPLITS_TRIED):
        left, right = text[: match.start()].strip(), text[match.end() :].strip()
        if (
            is_confident(left)
            and is_confident(right)
            and detect(left) is Lang.EN
            and detect(right) is Lang.VI
            and parse_label(left) is None
            and parse_label(right) is None
            and as_long_as_a_translation(right, left)
        ):
            return right, left
    return None


def split_parenthesised(text: str) -> tuple[str, str] | None:
    """ "Vietnamese (English)." → ("Vietnamese.", "English."), or None when the last
    parenthesised group is not the English translation of what precedes it."""
    group = _last_group(text)
    if group is None:
        return None
    start, end = group
    tail = text[end + 1 :].strip()
    if _TRAILING_PUNCTUATION.fullmatch(tail) is None:
        return None
    vi, en = text[:start].strip(), text[start + 1 : end].strip()
    # "(English: Salary is paid …)", "(Tiếng Anh: …)": the writer naming the language is no
    # word of the translation
    en = _ENGLISH_NAMED.sub("", en, count=1)
    if not vi or not en or not is_confident(en) or detect(en) is not Lang.EN:
        return None
    if detect(vi) is not Lang.VI or word_count(en) * 3 < word_count(vi):
        return None
    if _names_its_last_words(vi, en):
        return None  # "… là Công ty Cổ phần Hà Thành (Ha Thanh Joint Stock Company).": a name
    if tail and not _ENDS_SENTENCE.search(en):
        en += tail
    return vi + tail, en


_ENGLISH_NAMED = re.compile(r"^(?:English|EN|Tiếng\s+Anh|Bản\s+tiếng\s+Anh)\s*:\s*", re.IGNORECASE)


# A heading this short may translate itself in title case: "Thời giờ làm việc (Working Time)".
_HEADING_WORDS = 8


def _names_its_last_words(vi: str, en: str) -> bool:
    """A title-cased English group after a Vietnamese sentence (not a short heading) that ends
    in a capitalised name: the name in English, not the sentence's translation."""
    label = parse_label(vi)
    sentence = label.rest if label is not None else vi
    words = re.findall(r"[^\W\d_]+", sentence)
    return (
        len(words) > _HEADING_WORDS
        and sentence.upper() != sentence
        and words[-1][0].isupper()
        and _title_cased(en)
    )


def _title_cased(text: str) -> bool:
    """Every word of two letters or more capitalised, and two such words at least: a name."""
    words = [word for word in re.findall(r"[^\W\d_]+", text) if len(word) > 1]
    return len(words) >= 2 and all(word[0].isupper() for word in words)


def _last_group(text: str) -> tuple[int, int] | None:
    """Indexes of the opening and closing parenthesis of the last top-level group."""
    end = text.rfind(")")
    if end < 0:
        return None
    depth = 0
    for index in range(end, -1, -1):
        depth += {")": 1, "(": -1}.get(text[index], 0)
        if depth == 0:
            return index, end
    return None
