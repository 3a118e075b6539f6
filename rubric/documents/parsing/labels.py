"""Clause labels as written ("Điều 4.", "Khoản 2", "4.2", "a)", "Appendix 1") and their
canonical references (``§4``, ``§4.2``, ``§4.2(a)``, ``§A1``).

Hierarchy comes from the numbering, never from indentation: a bare "2." inside "Điều 4" is
§4.2, "a)" inside it is §4.2(a). Because a bare number means different things in different
houses, resolving a label returns *candidates*: the first is what this label most likely
means here; the others let the English side match a Vietnamese clause when the two houses'
styles differ ("Clause 2" may be Khoản 2 or a top-level Article 2).

``Label.text`` keeps the label as written, minus a separator after a worded label
("Điều 4." → "Điều 4", "Article 4:" → "Article 4"); a bare number keeps its own dot ("2.").
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, replace
from enum import StrEnum

from rubric.documents.parsing.text import ENGLISH_UNITS, in_capitals


class Kind(StrEnum):
    CHAPTER = "chapter"  # Chương I / Chapter 1 / Part I / I.: a grouping heading, not a clause
    APPENDIX = "appendix"  # Phụ lục 1 / Appendix 1
    ARTICLE = "article"  # Điều 4 / Article 4 / Section 4
    KHOAN = "khoan"  # Khoản 2 / Clause 2: numbered inside the current article
    NUMBER = "number"  # 4.2 / 4.2.1: an absolute dotted number
    PLAIN = "plain"  # 2. / 2): a bare number, meaning depends on the context
    POINT = "point"  # a) / (a) / Điểm a; (i) / ii) roman sub-points


class Inserted(int):
    """A number an amendment inserted after its base: "Điều 5a" comes after Điều 5 and before
    Điều 6 ("Khoản 2a", "2.1a", "5bis" likewise). Arithmetic sees the base (the article after
    5a is 5 + 1, as after 5); comparing, hashing and printing see the suffix too, so §5a is a
    clause of its own, never §5 written twice. The suffix is kept in lower case ("Article 5A"
    translates "Điều 5a") and is never empty (a plain number is an ``int``). Only ``str``
    writes it: ``%d``, ``json`` or a database driver would write the base alone, and none is
    given one."""

    suffix: str

    def __new__(cls, base: int, suffix: str) -> Inserted:
        if not suffix:
            raise ValueError("an inserted number has a suffix")
        number = super().__new__(cls, base)
        number.suffix = suffix.lower()
        return number

    def __getnewargs__(self) -> tuple[int, str]:  # type: ignore[override]
        return int(self), self.suffix

    def __eq__(self, other: object) -> bool:
        return isinstance(other, int) and _ordered(self) == _ordered(other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __lt__(self, other: object) -> bool:
        return _ordered(self) < _ordered(other) if isinstance(other, int) else NotImplemented

    def __le__(self, other: object) -> bool:
        return _ordered(self) <= _ordered(other) if isinstance(other, int) else NotImplemented

    def __gt__(self, other: object) -> bool:
        return _ordered(self) > _ordered(other) if isinstance(other, int) else NotImplemented

    def __ge__(self, other: object) -> bool:
        return _ordered(self) >= _ordered(other) if isinstance(other, int) else NotImplemented

    def __hash__(self) -> int:
        return hash(_ordered(self))

    def __str__(self) -> str:
        return f"{int(self)}{self.suffix}"

    __repr__ = __str__

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def _ordered(number: int) -> tuple[int, int, str]:
    """Sorts 5 < 5a < 5b … and 5 < 5bis < 5ter < 5quater (a letter by its place, a Latin
    ordinal by the number it stands for)."""
    suffix = getattr(number, "suffix", "")
    if suffix in _LATIN_ORDINALS:
        return int(number), _LATIN_ORDINALS.index(suffix) + 2, suffix
    return int(number), ord(suffix) - ord("a") + 1 if suffix else 0, suffix


def next_insertions(suffix: str) -> tuple[str, ...]:
    """The suffixes a number inserted next may have: 5 → 5a or 5bis; 5a → 5b; 5bis → 5ter."""
    if not suffix:
        return ("a", _LATIN_ORDINALS[0])
    if suffix in _LATIN_ORDINALS:
        return _LATIN_ORDINALS[_LATIN_ORDINALS.index(suffix) + 1 :][:1]
    return (chr(ord(suffix) + 1),)


def siblings(one: Ref, other: Ref) -> bool:
    """Two clauses at the same place of the outline: under the same clause, at one level."""
    place = outline_place(one)
    return place is not None and place == outline_place(other)


def outline_place(ref: Ref) -> tuple[object, ...] | None:
    """Where a clause stands in the outline, as a key: the clauses under the same clause at
    one level share it (a reference with neither numbers nor points has none)."""
    if ref.points:
        return ("point", ref.appendix, ref.numbers, len(ref.points), ref.points[:-1])
    if ref.numbers:
        return ("number", ref.appendix, len(ref.numbers), ref.numbers[:-1])
    return None


def follows_its_base(inserted_ref: Ref, earlier: Ref) -> bool:
    """Whether ``earlier`` is a clause an inserted ``inserted_ref`` can come after: its base or
    an earlier insertion after that base, at the same place (§5 or §5a before §5b; §2.1 before
    §2.1a; point a) before a1))."""
    if not siblings(inserted_ref, earlier) or inserted_ref <= earlier:
        return False
    if inserted_ref.points:
        return earlier.points[-1][0] == inserted_ref.points[-1][0]
    return int(earlier.numbers[-1]) == int(inserted_ref.numbers[-1])


def is_inserted(label: Label) -> bool:
    """The label numbers what an amendment inserted: "Điều 5a", "2.1a", "a1)"."""
    last = label.numbers[-1] if label.numbers else None
    return isinstance(last, Inserted) or inserted_point(label.letter)


@dataclass(frozen=True)
class Label:
    kind: Kind
    text: str  # as written
    numbers: tuple[int, ...] = ()
    letter: str = ""  # points: lower-case letter or roman numeral
    rest: str = ""  # the paragraph after the label


_SEP = r"(?:\s*[.:\-\u2013\u2014])?"
# Numbers in words, as some contracts number their articles ("Điều Một", "Article One").
_VI_UNITS = ("một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín")
_EN_WORDS = (*ENGLISH_UNITS, "twenty")
_WORD_VALUES = {
    **{word: value for value, word in enumerate(_VI_UNITS, start=1)},
    "tư": 4,
    "mười": 10,
    **{f"mười {word}": 10 + value for value, word in enumerate(_VI_UNITS, start=1)},
    "mười lăm": 15,
    "hai mươi": 20,
    **{word: value for value, word in enumerate(_EN_WORDS, start=1)},
}
# Ordinals, as decrees and older contracts number their articles ("Điều thứ nhất", "Điều thứ
# hai", "Điều thứ tư"): "thứ" before the number, and "nhất" for the first.
_WORD_VALUES |= {
    "thứ nhất": 1,
    **{
        f"thứ {word}": value
        for word, value in _WORD_VALUES.items()
        if value > 1 and word not in _EN_WORDS
    },
}
_NUMBER_WORDS = "|".join(
    re.escape(word).replace(r"\ ", r"\s+") for word in sorted(_WORD_VALUES, key=len, reverse=True)
)
# A number an amendment inserted ("5a", "5A", "2.1a", "5bis"): one letter, or the Latin
# ordinal, right after the digits.
_LATIN_ORDINALS = ("bis", "ter", "quater")
# The suffix itself, for every reader of numbers (labels, references, amendments), in either
# case; each adds its own boundary after it.
INSERTED_SUFFIX = r"(?:bis|ter|quater|[a-zA-Z])"
_INSERTED = rf"(?:{INSERTED_SUFFIX}(?![^\W\d_]))?"
# One part of a clause number ("5", "5a") and a whole one ("4.2", "2.1a"), for every reader.
NUMBER_PART = rf"\d{{1,3}}{_INSERTED}"
CLAUSE_NUMBER = rf"{NUMBER_PART}(?:\.{NUMBER_PART})*"
_NUM = CLAUSE_NUMBER
# A point's letter or roman numeral; "a1" is a point inserted after "a)".
_POINT_LETTER = r"[a-zđ][1-9]|[a-zđ]|[ivx]{1,5}"
_ROMAN_UPPER = r"[IVXLC]+"
# "Article", and as the OCR of a scan reads it: "Artic1e", "Artic|e" (the "l" taken for a
# "1" or a bar) or "Art icle" (a gap inside the word); else the heading is no label and the
# article runs on, silently, in the one before it. Neither is a word, nor can mean another.
_ARTICLE_WORD = r"art ?ic[l1|]e"
# "Điều" with its marks misread: a D or Đ, an i with any tone, an e with any tone (with or
# without its circumflex), a u with any tone; not "Điều" itself
_ARTICLE_WORD_MISREAD = r"(?!điều\b)[dđ][iìíỉĩị][eèéẻẽẹêềếểễệ][uùúủũụ](?!\w)"

# (kind, worded, pattern): a worded label ("Điều 4", "Phụ lục số 01") names its kind.
_PATTERNS: list[tuple[Kind, bool, re.Pattern[str]]] = [
    (
        Kind.CHAPTER,
        True,
        re.compile(
            # not "mục 2.1, 2.2" (a reference to numbered items); a part may be lettered
            # ("PHẦN A", "Part B"), in capitals
            rf"(?P<label>(?:chương|chapter|phần|part|mục)\s+(?:{_ROMAN_UPPER}|\d{{1,3}})"
            r"|(?:phần|part)\s+(?-i:[A-Z]))"
            rf"\b(?!\.\d){_SEP}",
            re.IGNORECASE,
        ),
    ),
    # "I.1", "II.2.3": numbered inside roman sections; kept only where those sections are the
    # articles (see ``roman_sections_as_articles``)
    (
        Kind.NUMBER,
        False,
        re.compile(
            r"(?P<label>(?P<roman>[IVX]{1,4})\.(?P<num>\d{1,2}(?:\.\d{1,2})*)[.):/]?)(?=\s|$)"
        ),
    ),
    # "A.1", "B.2.1": numbered inside lettered sections or inside "Phụ lục A"; kept only
    # there (see ``roman_sections_as_articles``)
    (
        Kind.NUMBER,
        False,
        re.compile(
            r"(?P<label>(?P<section>[A-HJ-UWYZ])\.(?P<num>\d{1,2}(?:\.\d{1,2})*)[.):/]?)(?=\s|$)"
        ),
    ),
    # "I." or, as many Vietnamese contracts write it, "I/"
    (Kind.CHAPTER, False, re.compile(r"(?P<label>[IVX]+)[./](?=\s)")),
    # "A. TIỀN LƯƠNG", "B/ THƯỞNG": a lettered section heading (in capitals, see ``parse_label``)
    (Kind.CHAPTER, False, re.compile(r"(?P<label>[A-HJ-UWYZ])[./](?=\s)")),
    (
        Kind.APPENDIX,
        True,
        re.compile(
            r"(?P<label>(?:phụ\s+lục|appendix|annex|schedule)(?:\s+(?:số|no\.|no|number))?\s*"
            r"(?<=[\s.])(?P<num>\d{1,3}|(?-i:[IVXLC]+|[A-Z])))"
            rf"\b{_SEP}",
            re.IGNORECASE,
        ),
    ),
    # "PHỤ LỤC" alone on its line: the next appendix (after a contract's signatures).
    (
        Kind.APPENDIX,
        True,
        re.compile(r"(?P<label>phụ\s+lục|appendix|annex|schedule)\s*[.:]?\s*$", re.IGNORECASE),
    ),
    # "Điều 1O.", "Article 2O:": an article number re-typed with the capital letter O for its
    # zero (the keys sit side by side), read as 10, 20; else "Điều 1O" is an article inserted
    # after 1 ("Điều 1a"), no label after 9, and the whole article runs on in the one before
    # it. Only after a digit and before a separator, where no word can stand ("Điều 1 Ông …"
    # has a space, "Điều 1OA" a word)
    (
        Kind.ARTICLE,
        True,
        re.compile(
            r"(?P<label>(?:điều|article)\s+(?P<zeroed>[1-9](?-i:O)))"
            r"(?=\s*[.:\u2013\u2014-])" + _SEP,
            re.IGNORECASE,
        ),
    ),
    # "Điều l.", "Article l:": article 1 as the OCR of a scan reads it, its "1" taken for the
    # letter "l" (one stroke apart in most typefaces); else the heading is no label and the
    # article runs on in the text before it — silently in English. Only a lower-case "l"
    # (a capital "I" is the roman one), alone or beside one digit ("l2", "2l"), then a
    # separator and a capitalised title (checked in ``parse_label``): where no word can
    # stand ("Điều lệ" is one, "Article L. 1234" a French code's book, with its capital).
    (
        Kind.ARTICLE,
        True,
        re.compile(
            r"(?P<label>(?:điều|article)\s+(?P<misread>(?-i:[1-9]l|l[0-9]?)))"
            r"(?=\s*[.:\u2013\u2014-]\s)" + _SEP,
            re.IGNORECASE,
        ),
    ),
    (
        Kind.ARTICLE,
        True,
        re.compile(
            rf"(?P<label>(?:điều|{_ARTICLE_WORD}|art\.|section|sec\.|§)\s*(?P<num>{_NUM}))(?!\d)"
            + _SEP,
            re.IGNORECASE,
        ),
    ),
    # "Diều 2.", "Điểu 3.": "Điều" as the OCR of a scan reads it, a tone mark taken for
    # another or the bar of its "Đ" lost; else the heading is no label and the article runs on
    # in the one before it. A word of those letters then an article number, a separator and a
    # capitalised title (checked in ``parse_label``) opens no sentence ("Diều hâu", a hawk,
    # has no number; "Điêu khắc" no separator)
    (
        Kind.ARTICLE,
        True,
        re.compile(
            rf"(?P<label>(?P<ocr_word>{_ARTICLE_WORD_MISREAD})\s+(?P<num>\d{{1,3}}))"
            r"(?=\s*[.:]\s)" + _SEP,
            re.IGNORECASE,
        ),
    ),
    # "Điều II.", "ARTICLE IV:": an article numbered in roman capitals (as Word's upperRoman
    # list numbering shows it); followed by its separator, so "Điều I" in a sentence is not one
    (
        Kind.ARTICLE,
        True,
        re.compile(
            rf"(?P<label>(?:điều|article)\s+(?P<roman>(?-i:[IVXLC]{{1,7}})))(?![\w.]\w){_SEP}(?=\s|$)",
            re.IGNORECASE,
        ),
    ),
    # "Điều Một:", "ARTICLE TWO." — a number in words, always followed by its separator
    (
        Kind.ARTICLE,
        True,
        re.compile(
            rf"(?P<label>(?:điều|article)\s+(?P<word>{_NUMBER_WORDS}))"
            r"(?=\s*[:.\u2013\u2014-]|\s*$)" + _SEP,
            re.IGNORECASE,
        ),
    ),
    (
        Kind.KHOAN,
        True,
        re.compile(
            rf"(?P<label>(?:khoản|clause|paragraph)\s+(?P<num>{_NUM}))(?!\d){_SEP}",
            re.IGNORECASE,
        ),
    ),
    # "Điểm a", "Điểm a)", "Point (a)": the letter as the point itself is written, bracket too
    (
        Kind.POINT,
        True,
        re.compile(
            rf"(?P<label>(?:điểm|point)\s+(?:\((?P<let2>{_POINT_LETTER})\)|(?P<let>{_POINT_LETTER})\)?))"
            r"(?!\w)" + _SEP,
            re.IGNORECASE,
        ),
    ),
    # "2.1.a)", "2.1(a)", "2.1.a.", "2.1.a": a point written with the clause it is under
    # (one with no mark after its letter opening a wrapped line of a sentence, "… phiên bản" /
    # "2.1.a trở lên.", is the sentence's: ``plaintext._wrapped_at_a_reference``)
    (
        Kind.POINT,
        False,
        re.compile(
            r"(?P<label>(?P<num>\d{1,3}(?:\.\d{1,3})+)"
            r"(?:\.(?P<let>[a-zđ])[.)]?|\.?\((?P<let2>[a-zđ])\)))(?=\s|$)"
        ),
    ),
    # "4.2", "4.2.", and as some houses write it "4.2)", "4.2:" or "4.2/"; a dash set apart
    # after it (a hyphen, an en or an em dash before "Người lao động …") separates it from
    # its text, as a full stop would
    (
        Kind.NUMBER,
        False,
        re.compile(
            rf"(?P<label>(?P<num>\d{{1,3}}{_INSERTED}(?:\.\d{{1,3}}{_INSERTED})+)[.):/]?)"
            r"(?:\s+[-\u2013\u2014](?=\s))?(?=\s|$)"
        ),
    ),
    # "2.", "2)" and the Vietnamese "2/"; "2a." inserted after "2."
    (Kind.PLAIN, False, re.compile(rf"(?P<label>(?P<num>\d{{1,3}}{_INSERTED})[.)/])(?=\s|$)")),
    (Kind.PLAIN, False, re.compile(r"(?P<label>\((?P<num>\d{1,2})\))(?=\s|$)")),
    # "dd)" is how an English translation writes the Vietnamese point "đ)"
    (
        Kind.POINT,
        False,
        re.compile(rf"(?P<label>\((?P<let>dd[1-9]?|{_POINT_LETTER}|[A-ZĐ])\))(?=\s|$)"),
    ),
    (
        Kind.POINT,
        False,
        re.compile(rf"(?P<label>(?P<let>dd[1-9]?|{_POINT_LETTER}|[A-ZĐ])\))(?=\s|$)"),
    ),
    (Kind.POINT, False, re.compile(r"(?P<label>(?P<let>dd|[a-zđ]|[ivx]{1,5})\.)(?=\s)")),
    # "a/", "đ/": the Vietnamese slash style ("dd/" its English translation's "đ/")
    (Kind.POINT, False, re.compile(r"(?P<label>(?P<let>dd|[a-zđ]|[ivx]{1,5})/)(?=\s)")),
]
_WORDED_KINDS = {Kind.CHAPTER, Kind.APPENDIX, Kind.ARTICLE, Kind.KHOAN}


def runs_on_unseparated(text: str) -> bool:
    """The paragraph opens with a worded label and no separator after its number ("Điều 105
    Bộ luật …"): a heading if it stands alone, a cross-reference if a wrapped line put it at
    the start of a line of running text."""
    label = parse_label(text)
    return (
        label is not None
        and label.kind in _WORDED_KINDS
        and text[len(label.text) : len(label.text) + 1] == " "
        # "PHỤ LỤC 1 - DANH SÁCH …", with any dash set off by spaces, is separated too
        and not _SPACED_SEPARATOR.match(text, len(label.text))
    )


_SPACED_SEPARATOR = re.compile(r"\s+[.:\-\u2013\u2014]")


# A point's letter typed on a Cyrillic keyboard layout ("a)" with U+0430, "c)" with U+0441:
# the same glyph, another character), read as the Latin letter it shows; only a lone letter
# opening a point. It had been no label: the point ran on in the one before it.
_LATIN_OF = dict(
    zip(
        "\u0430\u0441\u0435\u0501\u0456\u0458\u043e\u0440\u0455\u0445\u0443",
        "acedijopsxy",
        strict=True,
    )
)
_CYRILLIC_POINT = re.compile(rf"\(?([{''.join(_LATIN_OF)}])[).]")


# Full-width marks a label may be typed with (an East Asian keyboard's full stop, parentheses,
# slash and colon: U+FF0E, U+FF08, U+FF09, U+FF0F, U+FF1A): read as the marks they are, in the
# label's place only (the clause's words are kept as written)
_FULL_WIDTH_MARKS = str.maketrans(
    {"\uff0e": ".", "\uff08": "(", "\uff09": ")", "\uff0f": "/", "\uff1a": ":"}
)
_LABEL_PLACE = re.compile(
    r"\s*(?:(?:điều|khoản|điểm|mục|chương|phần|article|clause|point|section|chapter|part)\s+)?\S+",
    re.IGNORECASE,
)


def _ascii_marks(text: str) -> str:
    place = _LABEL_PLACE.match(text)
    if place is None:
        return text
    return place.group().translate(_FULL_WIDTH_MARKS) + text[place.end() :]


def _latin_point(text: str) -> str:
    match = _CYRILLIC_POINT.match(text)
    if match is None:
        return text
    return text[: match.start(1)] + _LATIN_OF[match.group(1)] + text[match.end(1) :]


def parse_label(text: str) -> Label | None:
    """The label at the start of a paragraph, or None when it starts with none.

    A worded label run into a lower-case sentence or into another worded label, with no
    separator, is a cross-reference opening a sentence, not a heading: "Phụ lục 1 và Phụ lục 2
    là bộ phận không tách rời …", "Điều 5 của Hợp đồng được sửa đổi …", "Khoản 2 Điều 3 …",
    "Article 5 of the Contract is amended …".
    """
    text = _latin_point(_ascii_marks(text))
    for kind, worded, pattern in _PATTERNS:
        match = pattern.match(text)
        if match is None:
            continue
        label = match.group("label").strip()
        rest = text[match.end() :].strip()
        separator = text[match.end("label") : match.end()]
        if worded and kind is Kind.POINT and label.endswith(")"):
            if _point_referenced(label, rest):
                return None  # "Điểm a) khoản 1 Điều 3 …", "Point (a) of Clause 2 …"
        elif worded and _is_reference(separator, rest, kind, match.groupdict().get("num")):
            return None
        if kind is Kind.CHAPTER and _is_letter(label) and not _is_heading(rest):
            return None  # "A. Nguyễn Văn An …": an initial, not a section
        if kind is Kind.CHAPTER and worded and not separator.strip() and _a_whole_sentence(rest):
            # "Mục 4 Quy chế tài chính quy định cách chi trả.": a sentence naming a section of
            # another paper, not a section's title (its words had been set aside as one, and
            # lost). A bare "II. Quyền và nghĩa vụ của người lao động." stays a section: a
            # title may end in a full stop.
            return None
        groups = match.groupdict()
        letter = groups.get("let") or groups.get("let2") or ""
        if kind is Kind.POINT and worded and _grade(label, letter, rest):
            return None  # "Điểm A: từ 90 điểm trở lên": a grade, not point a
        numbers: tuple[int, ...] = ()
        if groups.get("num"):
            numbers = _numbers(groups["num"])
            if not numbers:
                continue
        if groups.get("roman"):
            value = roman_value(groups["roman"].lower())
            if not value:
                continue
            numbers = (value, *numbers)
        if groups.get("section"):
            numbers = (_section_number(groups["section"]), *numbers)
        if groups.get("word"):
            numbers = (_WORD_VALUES[" ".join(groups["word"].lower().split())],)
        if groups.get("zeroed"):
            numbers = (int(groups["zeroed"].replace("O", "0")),)
        if groups.get("ocr_word") and not rest[:1].isupper():
            continue  # "Diều 2: bay cao …": no heading
        if groups.get("misread"):
            if not rest[:1].isupper():
                continue  # "Article l: the lessee …": a sentence, no heading
            numbers = (int(groups["misread"].replace("l", "1")),)
        if worded and not separator.strip() and _inserted_run_on(numbers, rest):
            return None
        letter = (groups.get("let") or groups.get("let2") or "").lower()
        if letter.startswith("dd"):  # the English "dd)" for "đ)", "dd1)" for "đ1)"
            letter = "đ" + letter[2:]
        return Label(kind, label, numbers, letter, _without_label_typed_twice(text, match, rest))
    return None


def _without_label_typed_twice(text: str, match: re.Match[str], rest: str) -> str:
    """The text after a label, without the same label typed again ("1.1. 1.1. Loại hợp đồng …",
    "Điều 2. Điều 2. Tiền lương", a slip of re-typing): it is no text of the clause, and had
    silently opened it. Only the very label with its separator and a space after it.

    A first label typed without its separator ("4.2 4.2. Người lao động …") is the same
    slip: the copy must then carry a separator, so a number that merely follows the label
    ("Điều 5 5 ngày", a count) stays text."""
    typed = text[: match.end()].strip()
    if typed[-1:].isalnum():
        copy = re.match(rf"{re.escape(typed)}[.:)] ", rest)
        return rest[copy.end() :].strip() if copy else rest
    if not rest.startswith(f"{typed} "):
        return rest
    return rest[len(typed) :].strip()


def own_article_label_before_comma(text: str, ref: Ref) -> Label | None:
    """ "Article 3, Salary and allowances" as the English of §3, whose English label was not
    found: the article's own heading with its period read as a comma (OCR) or mistyped. A
    heading never puts a comma after its number, so ``parse_label`` reads it as a citation
    and it had silently opened §3's text. Only the clause's own article number, in a
    paragraph that opens the clause's text, before a capital: a citation of the very article
    it opens, in its first words, is no wording a translation uses."""
    comma = text.find(",", 0, 40)
    if comma < 0 or ref.points or len(ref.numbers) != 1:
        return None
    label = parse_label(f"{text[:comma]}.{text[comma + 1 :]}")
    if (
        label is None
        or label.kind is not Kind.ARTICLE
        or label.text != text[:comma].strip()
        or label.numbers != ref.numbers
        or not label.rest[:1].isupper()
    ):
        return None
    return label


def _inserted_run_on(numbers: tuple[int, ...], rest: str) -> bool:
    """ "Điều 5a Luật Xử lý vi phạm hành chính …": an inserted number with no separator, run on
    into words not in capitals, names an article of a law; the heading of one inserted into
    this document has its separator ("Điều 5a. Phụ cấp thâm niên")."""
    return (
        bool(numbers) and isinstance(numbers[-1], Inserted) and bool(rest) and not in_capitals(rest)
    )


def _grade(label: str, letter: str, rest: str) -> bool:
    """ "Điểm A: từ 90 điểm trở lên": a capital letter after "Điểm" not in capitals, followed
    by a score or a rating, is a grade; a point's letter is written in lower case ("điểm a
    khoản 2", "ĐIỂM A" in a heading in capitals). An English translation says "Grade A", and
    may write a point "Point A."."""
    word = label.split()[0]
    return (
        letter != letter.lower()
        and word.lower() == "điểm"
        and word != word.upper()
        and bool(_GRADED.search(rest))
    )


# what follows a grade's letter: a score, or a rating in words
_GRADED = re.compile(r"\d|[≥≤<>]|\b(?:điểm|xuất sắc|giỏi|khá|trung bình|yếu|kém)\b", re.IGNORECASE)


def _is_letter(label: str) -> bool:
    return len(label) == 1 and label not in "IVX"


def _a_whole_sentence(rest: str) -> bool:
    """Words no title has: ending as a sentence does, five lower-case words or more."""
    return rest.endswith((".", ";")) and sum(word[:1].islower() for word in rest.split()) >= 5


def _is_heading(rest: str) -> bool:
    return in_capitals(rest) and len(rest.split()) <= 12


_MODAL = r"(?:đã|sẽ|vẫn|chỉ|cũng|không)"
_AMENDED = (
    r"(?:sửa\s+đổi|bổ\s+sung|thay\s+thế|thay\s+bằng|bãi\s+bỏ|h[uủ]ỷ?\s+bỏ|loại\s+bỏ|xo[áa]"
    r"|điều\s+chỉnh|hiểu|áp\s+dụng|quy\s+định|nêu|dẫn\s+chiếu)"
)


def _point_referenced(label: str, rest: str) -> bool:
    """A worded point with its bracket ("Điểm a)", "Point (a)") opening a sentence about it,
    not its own text: the words of ``_POINT_REFERENCED`` after it, or in English a verb or a
    word pointing back at it ("Point (a) shall be deleted", "Point (a) above does not
    apply"). A point's own text may open in lower case in either language ("phụ cấp …",
    "được trả lương …", "basic salary: VND 20,000,000 …", "to be paid …"), so the case of its
    first letter decides nothing."""
    if _POINT_REFERENCED.match(rest):
        return True
    return label[:1].lower() == "p" and _ENGLISH_POINT_REFERENCED.match(rest) is not None


# What a sentence about an English point goes on with: what becomes of it, or where it is.
_ENGLISH_POINT_REFERENCED = re.compile(
    r"(?:shall|will|is|are|was|were|has|have|had|does|do|did|may|must|remains?|applies|apply|"
    r"above|below|hereof|herein|hereto|hereunder|thereof|abovementioned|aforementioned|"
    r"as\s+(?:amended|follows))\b"
)


# What follows a worded point named in a sentence, its letter bracketed as the point writes it
# ("Điểm a) khoản 1 Điều 3 được sửa đổi …", "Point (a) of Clause 2.1 …"): the bracket is then
# no separator, and the paragraph opens with a reference, not point a. In lower case (a
# point's own text opens with a capital: "To be paid …", "Theo …") or a worded label.
_POINT_REFERENCED = re.compile(
    r"(?:khoản|điều|mục|phụ\s+lục|của|tại|theo|và|hoặc|or|and|of|in|under)\b|[,;]"
    r"|(?i:khoản|điều|clause|article|section|paragraph)\s+\d"
    # the point itself, as prose names it: "Điểm a) nêu trên …", "Điểm a) này …"
    r"|(?:nêu|này|trên|nói\s+trên|vừa\s+nêu|dưới\s+đây)\b"
    # and what becomes of it: "Điểm a) được sửa đổi …", "Điểm (b) đã được bãi bỏ", "Điểm a)
    # không áp dụng …"; not a right or a duty a point opens in lower case ("được trả lương
    # …", "không tiết lộ …")
    rf"|(?:{_MODAL}\s+)*(?:được|bị)\s+{_AMENDED}\b"
    rf"|(?:{_MODAL}\s+)+áp\s+dụng\b"
)


def _is_reference(separator: str, rest: str, kind: Kind, number: str | None) -> bool:
    """No separator after a worded label, and the sentence runs on (see ``parse_label``):
    in lower case, into another worded label, or past a comma ("Điều 98, Bộ luật Lao động":
    a heading never puts a comma after its number). The same appendix in the other language
    ("PHỤ LỤC A SCHEDULE A", a bilingual heading printed on one line) is no other label."""
    if separator.strip() or not rest:
        return False
    if titled := _PARENTHESISED_TITLE.match(rest):
        # "Điều 3 (Bảo mật) và Điều 5 (Không lôi kéo) vẫn …": the title names the article
        # referred to, and the sentence runs on after it in lower case or past a comma
        after = rest[titled.end() :]
        if after and (after[0] in ",;" or (after[0].islower() and len(after.split()) >= 2)):
            return True
        if kind in (Kind.KHOAN, Kind.POINT) and _ITS_ARTICLE.match(after):
            return True  # "Khoản 3.3 (Kỳ trả lương) Điều 3 được sửa đổi …": then its article
    if rest[0] in ",;" or _LAW_NAMED.match(rest) or _THIS_ONE.match(rest):
        return True
    if rest[0].islower() and len(rest.split()) >= 2:
        return True
    for other_kind, worded, pattern in _PATTERNS:
        other = pattern.match(rest) if worded and other_kind in _WORDED_KINDS else None
        if other is None:
            continue
        translated = other.groupdict().get("num")
        if kind is Kind.APPENDIX and other_kind is kind and _same_number(number, translated):
            continue
        return True
    return False


# "Điều 90 Bộ luật Lao động quy định …", "Điều 40 Luật Sở hữu trí tuệ": an article of a law,
# not of this contract. The laws are named: "Điều 12 Luật áp dụng", "Điều 2 Luật Chi Phối"
# (the governing-law heading) are this contract's.
_LAW_NAMED = re.compile(
    r"(?:bộ\s+luật|nghị\s+định|thông\s+tư|luật\s+(?:lao\s+động|doanh\s+nghiệp|dân\s+sự)"
    r"|luật\s+(?:số\s+\d|sở\s+hữu\s+trí\s+tuệ|bảo\s+hiểm|thương\s+mại|đầu\s+tư|an\s+ninh"
    r"|an\s+toàn|công\s+đoàn|việc\s+làm|giao\s+dịch\s+điện\s+tử|cạnh\s+tranh|thuế|kế\s+toán"
    r"|trọng\s+tài|tố\s+tụng|bảo\s+vệ\s+dữ\s+liệu|chuyển\s+giao\s+công\s+nghệ)"
    r"|of\s+(?:the\s+)?(?:labou?r|civil)\s+code|of\s+(?:the\s+)?decree|of\s+decree"
    r"|of\s+(?:the\s+)?law\s+(?:on|no\.?)\s)",
    re.IGNORECASE,
)


# "Khoản 3 Điều này áp dụng …", "Điều 9 Hợp đồng này …", "Clause 3 of this Article …": a
# clause of this article or document named, the sentence going on (no heading says "this")
_THIS_ONE = re.compile(
    r"(?:điều|khoản|mục|chương|phần|hợp\s+đồng|phụ\s+lục|thỏa\s+thuận|thoả\s+thuận)\s+(?:này|đó"
    r"|nêu\s+trên|trên)\b|of\s+this\s+(?:article|clause|section|contract|agreement|appendix)\b",
    re.IGNORECASE,
)


def _same_number(one: str | None, other: str | None) -> bool:
    """ "01" and "1", "I" and "1", "A" and "a": one appendix number in two spellings."""
    if not one or not other:
        return False

    def value(text: str) -> int | str:
        if text.isdigit():
            return int(text)
        roman = roman_value(text.lower()) if re.fullmatch(r"[IVXLC]+", text) else 0
        return roman or text.lower()

    return value(one) == value(other)


_PARENTHESISED_TITLE = re.compile(r"\([^()]{1,80}\)\s*")
_ITS_ARTICLE = re.compile(r"điều\s+\d", re.IGNORECASE)


def _numbers(raw: str) -> tuple[int, ...]:
    """ "4.2" → (4, 2), "5a" → (5a,) (``Inserted``); roman or letter appendix numbers → their
    ordinal; () for amounts like "1.500.000" or dates, which only look like dotted numbers."""
    if raw[:1].isdigit():
        if raw.count(".") >= _DEEPEST_NUMBER:
            return ()  # no clause is numbered this deep (and every level costs its ancestors)
        parts = [_INSERTED_PART.fullmatch(part) for part in raw.split(".")]
        if any(part is None for part in parts):
            return ()
        digits = [part[1] for part in parts if part is not None]
        if any(len(d) > 1 and d.startswith("0") for d in digits[1:]) or any(
            int(d) > 99 for d in digits[1:]
        ):
            return ()
        return tuple(
            Inserted(int(part[1]), part[2]) if part[2] else int(part[1])
            for part in parts
            if part is not None
        )
    upper = raw.upper()
    if len(upper) == 1 and upper != "I":  # "Appendix C" is the third, not the hundredth
        return (ord(upper) - ord("A") + 1,)
    value = roman_value(upper.lower())
    return (value,) if value else ()


_DEEPEST_NUMBER = 10  # "1.2.3.4.5.6.7.8.9.10": deeper is not a clause's number


def numbers_of(dotted: str) -> tuple[int, ...]:
    """ "4.2" → (4, 2); "5a.1" → (5a, 1), as a clause reference writes them."""
    return _numbers(dotted)


_INSERTED_PART = re.compile(rf"(\d{{1,3}})({INSERTED_SUFFIX}?)", re.IGNORECASE)
_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}


def roman_value(text: str) -> int:
    """Value of a lower-case roman numeral, 0 when it is not one."""
    if not text or any(ch not in _ROMAN for ch in text):
        return 0
    total = 0
    for ch, nxt in zip(text, [*text[1:], ""], strict=True):
        value = _ROMAN[ch]
        total += -value if nxt and _ROMAN[nxt] > value else value
    return total


def roman_numeral(value: int) -> str:
    """Lower-case roman numeral of a positive integer (what Word shows for lowerRoman)."""
    digits = [(1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc")]
    digits += [(50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")]
    result = ""
    for amount, letters in digits:
        count, value = divmod(value, amount)
        result += letters * count
    return result


@dataclass(frozen=True, order=True)
class Ref:
    """A canonical clause reference; ``str(ref)`` is the ``ParsedClause.ref`` form."""

    appendix: int = 0
    numbers: tuple[int, ...] = ()
    points: tuple[str, ...] = ()

    def __str__(self) -> str:
        parts = [f"A{self.appendix}"] if self.appendix else []
        if self.numbers:
            parts.append(".".join(str(n) for n in self.numbers))
        return "§" + ".".join(parts) + "".join(f"({p})" for p in self.points)

    def ancestors(self) -> list[Ref]:
        """Nearest first: §4.2(a)(i) → §4.2(a), §4.2, §4."""
        found: list[Ref] = []
        ref = self
        while True:
            if ref.points:
                ref = replace(ref, points=ref.points[:-1])
            elif len(ref.numbers) > 1 or (ref.numbers and ref.appendix):
                ref = replace(ref, numbers=ref.numbers[:-1])
            else:
                return found
            found.append(ref)


@dataclass(frozen=True)
class State:
    """Where the numbering stands after a label; one per language while reading."""

    appendix: int = 0
    numbers: tuple[int, ...] = ()
    points: tuple[str, ...] = ()
    explicit_article: bool = False  # the article was worded ("Điều", "Article")
    dotted: bool = False  # the current numbers came from a dotted "4.2", not a "Khoản 2"
    plain_base: tuple[int, ...] | None = None  # what bare "2." numbers hang under here
    plain_style: str = ""  # how the bare number of the current level was written: "1." "1)" "(1)"


Candidate = tuple[Ref, State]


def resolve(label: Label, state: State) -> list[Candidate]:
    """Candidate references for ``label`` read after ``state``, most likely first.

    Empty for chapters (grouping headings) and for points with nothing to hang under.
    """
    if label.kind is Kind.CHAPTER:
        return []
    if label.kind is Kind.APPENDIX:
        number = label.numbers[0] if label.numbers else state.appendix + 1
        return [(Ref(number), State(appendix=number))]
    if label.kind is Kind.POINT and label.numbers:  # "2.1.a)": under §2.1 wherever it is
        # Under the clause just read, the bare numbers of that clause's level go on after the
        # points: "2) Phụ cấp:" / "3.2.a. Ăn trưa" / "3)" is §3.3, not a sub-point of §3.2(a).
        same = label.numbers == state.numbers
        base, under = _numbered(
            state,
            label.numbers,
            explicit=state.explicit_article,
            dotted=True,
            plain_base=state.plain_base if same else None,
            style=state.plain_style if same else "",
        )
        points = (label.letter,)
        return [(replace(base, points=points), replace(under, points=points))]
    if label.kind is Kind.POINT:
        capital = _capital_point(label, state)
        if capital is not None:
            return [(Ref(state.appendix, state.numbers, capital), replace(state, points=capital))]
        if state.points and state.points[-1].isupper():  # back above the capitals
            state = replace(state, points=state.points[:-1])
        return _resolve_point(label.letter, state)
    if label.kind is Kind.ARTICLE or label.kind is Kind.NUMBER:
        explicit = label.kind is Kind.ARTICLE or state.explicit_article
        absolute = _numbered(state, label.numbers, explicit=explicit, dotted=True)
        relative = _relative_number(label, state) if label.kind is Kind.NUMBER else None
        return [relative, absolute] if relative is not None else [absolute]
    number = label.numbers[0]
    style = plain_style(label)
    sub_point = _numbered_point(number, style, state)
    if sub_point is not None:
        return [sub_point, *_resolve_number(label, state, style)]
    return _resolve_number(label, state, style)


def _relative_number(label: Label, state: State) -> Candidate | None:
    """ "1.1." under "1." inside Điều 2 (numbering that restarts in each article) is §2.1.1,
    not an absolute §1.1: its leading numbers are the bare ones read under this article so
    far. The bare numbers go on at their own level."""
    if not (state.explicit_article and len(state.numbers) >= 2):
        return None
    article, path, prefix = state.numbers[0], state.numbers[1:], label.numbers[:-1]
    if path[: len(prefix)] != prefix:
        return None
    if label.numbers[0] == article and label.numbers > state.numbers:
        return None  # "2.3" after "2.2" in Điều 2: absolute, and moving on
    # (and "2.1." after "2." in Điều 2, which would be a step back to §2.1, is §2.2.1)
    numbers = (article, *label.numbers)
    new = State(state.appendix, numbers, (), True, False, state.plain_base, state.plain_style)
    return Ref(state.appendix, numbers), new


def plain_style(label: Label) -> str:
    """How a bare number is written: "1.", "1)", "(1)" or "1/" ("" for other kinds)."""
    if label.kind is not Kind.PLAIN:
        return ""
    if label.text.startswith("("):
        return "(1)"
    return "1" + label.text[-1] if label.text[-1] in ")/" else "1."


def _numbered_point(number: int, style: str, state: State) -> Candidate | None:
    """ "(1)" or "1)" under a lettered point numbers sub-points (§4.2(b)(1)), unless the level
    above was itself numbered in that style ("1)" … "a)" … "2)" is the next sibling)."""
    if style not in ("(1)", "1)", "1/") or not state.points or state.plain_style == style:
        return None
    points = state.points[:-1] if state.points[-1].isdigit() else state.points
    points = (*points, str(number))
    return Ref(state.appendix, state.numbers, points), replace(state, points=points)


def _resolve_number(label: Label, state: State, style: str) -> list[Candidate]:
    """A bare number, "Khoản 2" or "Clause 4.2", by the article and level around it."""
    number = label.numbers[0]
    if len(label.numbers) > 1:  # "Clause 4.2"
        return [_numbered(state, label.numbers, explicit=state.explicit_article, dotted=True)]
    if not (state.explicit_article and state.numbers):
        # No worded article around: a bare number or "Clause 2" is itself top level.
        return [
            _numbered(
                state, (number,), explicit=label.kind is Kind.KHOAN, dotted=False, style=style
            )
        ]
    article = state.numbers[:1]
    if label.kind is Kind.KHOAN:
        base = article
    elif state.plain_base is not None:
        base = state.plain_base
    else:
        base = state.numbers if state.dotted and len(state.numbers) > 1 else article
    first = _numbered(
        state, (*base, number), explicit=True, dotted=False, plain_base=base, style=style
    )
    others = [
        _numbered(
            state, (*article, number), explicit=True, dotted=False, plain_base=article, style=style
        ),
        _numbered(state, (number,), explicit=True, dotted=False, style=style),
    ]
    return [first, *(c for c in others if c[0] != first[0])]


def _numbered(
    state: State,
    numbers: tuple[int, ...],
    *,
    explicit: bool,
    dotted: bool,
    plain_base: tuple[int, ...] | None = None,
    style: str = "",
) -> Candidate:
    new = State(state.appendix, numbers, (), explicit, dotted, plain_base, style)
    return Ref(state.appendix, numbers), new


_LETTERS = "abcdđefghijklmnopqrstuvwxyz"
VIETNAMESE_LETTERS = _LETTERS  # the points' alphabet: "đ" comes after "d"


def _resolve_point(letter: str, state: State) -> list[Candidate]:
    if not state.numbers and not state.appendix:
        return []
    points = state.points
    is_roman = all(ch in "ivx" for ch in letter)  # sub-points are (i)…(x); "c)" is a letter
    as_letter = (letter,) if len(letter) == 1 or inserted_point(letter) else None
    as_sub: tuple[str, ...] | None = None
    if is_roman and points:
        as_sub = (points[0], letter)
    preferred: list[tuple[str, ...]] = []
    continues_letters = (
        as_letter is not None and len(points) == 1 and next_letter(points[0]) == letter
    )
    if (
        is_roman
        and points
        and not continues_letters
        and roman_value(points[-1])
        and roman_value(letter) == roman_value(points[-1]) + 1
    ):
        # "(ii)" after "(i)": the next roman point at the same level, wherever that level is
        # (right under a clause, "9.1 (i) (ii)", or under a letter, "a) (i) (ii)").
        sibling = (*points[:-1], letter)
        return [(Ref(state.appendix, state.numbers, sibling), replace(state, points=sibling))]
    if as_sub and not continues_letters and (len(points) == 2 or len(letter) > 1 or letter == "i"):
        preferred = [as_sub, *([as_letter] if as_letter else [])]
    else:
        preferred = [p for p in (as_letter, as_sub) if p]
    if not preferred:  # "(ii)" with no letter point above it
        preferred = [(letter,)]
    return [(Ref(state.appendix, state.numbers, p), replace(state, points=p)) for p in preferred]


def _capital_point(label: Label, state: State) -> tuple[str, ...] | None:
    """ "(A)", "(B)" under a roman point: the level below it, as law firms number it
    ("(b)" → "(ii)" → "(A)"), kept in capitals (§2.1(b)(ii)(A)). Read as the letter "a" it was
    point (a) again — merged into the real (a) (``duplicate_ref``), or, with no letter point
    above, a new §2.1(a) beside the roman points that silently took the sub-points out of
    the one they qualify. "(A)" opens that level under a roman point; "(B)" goes on after
    "(A)"; any other point goes back above it ("(iii)" after "(ii)(B)"). A capital anywhere
    else is read as before ("A)" as point a)."""
    written = label.text.strip("()/.")
    if len(written) != 1 or not written.isupper() or not state.points:
        return None
    points, last = state.points, state.points[-1]
    if written == "A" and last.islower() and roman_value(last):
        return (*points, written)
    if last.isupper() and next_letter(last.lower()) == label.letter:
        return (*points[:-1], written)
    return None


def inserted_point(letter: str) -> bool:
    """ "a1": a point an amendment inserted after "a)"."""
    return len(letter) == 2 and letter[1].isdigit()


def next_letter(letter: str) -> str:
    index = _LETTERS.find(letter)
    return _LETTERS[index + 1] if 0 <= index < len(_LETTERS) - 1 else ""


# Skipping these letters is not a gap: Vietnamese lists skip f, j, w, z; English ones skip đ.
_OPTIONAL_LETTERS = set("đfjwz")


def letter_gap(previous: str, current: str) -> bool:
    """True when letters are missing between two consecutive points (or they go backwards)."""
    a, b = _LETTERS.find(previous), _LETTERS.find(current)
    if a < 0 or b < 0:
        return False
    return b <= a or any(ch not in _OPTIONAL_LETTERS for ch in _LETTERS[a + 1 : b])


def roman_sections_as_articles(labels: list[Label | None]) -> list[Label | None]:
    """In a document with no worded articles ("Điều", "Article"), bare roman headings ("I.",
    "II.") — or, with no roman ones, lettered ones ("A. TIỀN LƯƠNG", "B. THƯỞNG") — are its
    articles and the "1.", "2." under each restart inside it: I.1 (or A.1) is §1.1 and II.1
    (B.1) is §2.1, not two §1 merged into one. Where worded articles exist, a roman heading
    stays a grouping heading (a chapter) and a lettered one is text.

    The contract and each appendix are judged apart: an appendix of "Điều 1", "Điều 2" does
    not turn the contract's "I/", "II/" sections into chapters (which would leave its clauses
    out).

    "A.1", "A.2" are numbered inside the lettered section A, or inside "Phụ lục A", whose
    articles they are (§A1.1, §A1.2); anywhere else they are text."""
    result: list[Label | None] = []
    start = 0
    for index, label in enumerate([*labels, None]):
        ends = index == len(labels) or (
            label is not None and label.kind is Kind.APPENDIX and index > start
        )
        if ends:
            result += _appendix_numbered_items(_sections_as_articles(labels[start:index]))
            start = index
    return result


def _appendix_numbered_items(labels: list[Label | None]) -> list[Label | None]:
    """ "PHỤ LỤC 02" numbering its items "2.1.", "2.2." (or "02.1"), with no article 2 of its
    own: the leading number is the appendix's, and the items are its articles — §A2.1, not
    §A2.2.1 under a §A2.2 that does not exist."""
    appendix = labels[0] if labels else None
    if appendix is None or appendix.kind is not Kind.APPENDIX or not appendix.numbers:
        return labels
    number = appendix.numbers[0]
    own = [label for label in labels[1:] if label is not None]
    dotted = [label for label in own if label.kind is Kind.NUMBER]
    if not dotted or any(label.numbers[0] != number for label in dotted):
        return labels
    if any(label.kind in (Kind.ARTICLE, Kind.PLAIN, Kind.KHOAN) for label in own):
        return labels  # "2." or "Điều 2" heads the "2.1" items: numbered as usual
    return [
        replace(
            label,
            kind=Kind.ARTICLE if len(label.numbers) == 2 else Kind.NUMBER,
            numbers=label.numbers[1:],
        )
        if label in dotted
        else label
        for label in labels
    ]


def _sections_as_articles(labels: list[Label | None]) -> list[Label | None]:
    """``roman_sections_as_articles`` for the contract or one appendix (``labels[0]``)."""
    labels = _numbered_sections_as_articles(
        _english_sections_over_articles(_sections_translating_their_muc(labels))
    )
    lettered = {
        id(label)
        for label in labels
        if label is not None and label.kind is Kind.CHAPTER and _is_letter(label.text)
    }
    roman = {
        id(label)
        for label in labels
        if label is not None and label.kind is Kind.CHAPTER and re.fullmatch(r"[IVX]+", label.text)
    }
    worded_articles = any(label is not None and label.kind is Kind.ARTICLE for label in labels)
    # "ĐIỀU II." over "II.1", "II.2": the articles' own roman numbers, whose clauses these are
    roman_worded = {
        label.numbers
        for label in labels
        if label is not None
        and label.kind is Kind.ARTICLE
        and re.fullmatch(r"[IVXLC]+", label.text.split()[-1])
    }
    # Letters number the articles only when nothing else does (no worded article, no roman
    # sections over them); otherwise "A. CÁC BÊN" is a line of text, as it always was — a
    # chapter would leave out everything under it.
    sections = set() if worded_articles else roman if len(roman) >= 2 else lettered
    if len(sections) < 2:
        sections = set()
    roman_articles = bool(sections) and sections == roman
    lettered_articles = bool(sections) and sections == lettered
    # an appendix numbering its items "1.", "2." or "Điều 1" before any "A.1": its "A.1" is a
    # grade or a step (what follows its items may be the English half of the document)
    numbered = False
    for label in labels[1:]:
        if label is not None and _is_letter_dotted(label):
            break
        numbered = numbered or (
            label is not None and label.kind in (Kind.ARTICLE, Kind.PLAIN, Kind.KHOAN)
        )
    result: list[Label | None] = []
    for label in labels:
        if label is not None and id(label) in sections:
            label = replace(label, kind=Kind.ARTICLE, numbers=(_section_number(label.text),))
        elif label is not None and id(label) in lettered:
            label = None
        elif (
            label is not None
            and _is_roman_dotted(label)
            and not roman_articles
            and label.numbers[:1] not in roman_worded
        ):
            label = None  # "II.1" beside worded articles: whose II it means is anyone's guess
        elif label is not None and _is_letter_dotted(label) and numbered:
            label = None
        elif label is not None and _is_letter_dotted(label) and not lettered_articles:
            label = _in_lettered_appendix(label, labels[0])
        result.append(label)
    return result


def _english_sections_over_articles(labels: list[Label | None]) -> list[Label | None]:
    """ "Section 1. WAGES" beside "Mục 1. TIỀN LƯƠNG", over "Article 3", "Article 4": the
    English of a section grouping articles (a collective agreement's or labour regulations'
    Chương / Mục / Điều), a chapter as its "Mục" is. It had been read as an article (a
    translation may head its articles "Section"), so the English of "Article 1" and "Article
    2" took the sections' titles as a second §1, §2. Only a "Section N" where "Article N" also
    heads an article is a grouping: a translation calling one article "Section 5" among
    "Article 4" and "Article 6" still numbers it. And only where every section holds an
    article: a translation heading an article's "Khoản 1", "Khoản 2" "Section 1", "Section 2"
    under "Article 1" numbers clauses, no sections (as chapters, their English was lost)."""
    articles = {
        label.numbers
        for label in labels
        if label is not None and label.kind is Kind.ARTICLE and _an_article_worded(label)
    }
    sections = [
        index
        for index, label in enumerate(labels)
        if label is not None and label.kind is Kind.ARTICLE and _worded_as(label, "section")
    ]
    holding = all(
        any(
            label is not None and label.kind is Kind.ARTICLE and _an_article_worded(label)
            for label in labels[start + 1 : end]
        )
        for start, end in itertools.pairwise([*sections, len(labels)])
    )
    if not holding:
        return labels
    return [
        replace(label, kind=Kind.CHAPTER, numbers=())
        if label is not None
        and label.kind is Kind.ARTICLE
        and _worded_as(label, "section")
        and len(label.numbers) == 1
        and label.numbers in articles
        else label
        for label in labels
    ]


def _sections_translating_their_muc(labels: list[Label | None]) -> list[Label | None]:
    """ "Mục 1. QUY ĐỊNH CHUNG" then "Section 1. GENERAL": the English of a group of articles,
    a chapter as its "Mục" is (it had been read as an article, the articles under it, "I.",
    "II.", then taken for chapters and lost). Only over articles of their own: "Mục 1" over
    "1.1." numbers its clauses as an article does, its "Section 1" the English."""
    if not any(
        label is not None
        and (
            (label.kind is Kind.ARTICLE and not _worded_as(label, "section"))
            or (label.kind is Kind.CHAPTER and re.fullmatch(r"[IVX]+", label.text))
        )
        for label in labels
    ):
        return labels
    result = list(labels)
    before: Label | None = None
    for index, label in enumerate(labels):
        if label is None:
            continue
        if (
            before is not None
            and label.kind is Kind.ARTICLE
            and _worded_as(label, "section")
            and len(label.numbers) == 1
            and before.kind is Kind.CHAPTER
            and _worded_as(before, "mục")
            and before.text.split()[-1].isdigit()
            and int(before.text.split()[-1]) == label.numbers[0]
        ):
            result[index] = replace(label, kind=Kind.CHAPTER, numbers=())
        before = label
    return result


def _worded_as(label: Label, word: str) -> bool:
    return label.text.split()[0].lower() == word


def _an_article_worded(label: Label) -> bool:
    """ "Article 3", and "§ 3" or "§3" as some translations head their articles."""
    return _worded_as(label, "article") or label.text.startswith("§")


def _numbered_sections_as_articles(labels: list[Label | None]) -> list[Label | None]:
    """ "Mục 1. Định nghĩa" over "1.1.", "1.2.": sections numbering their clauses as
    articles do are the articles (§1, beside the English "Section 1"), every "Mục" of the
    document then, not chapters that would leave out the text under them. Sections over
    "Điều" articles stay chapters."""
    if any(label is not None and _is_dieu(label) for label in labels):
        return labels
    numbered = [_numbered_section(label) for label in labels]
    numbering = any(
        number is not None and _numbers_under(labels[index + 1 :], number)
        for index, number in enumerate(numbered)
    )
    if not numbering:
        return labels
    return [
        replace(label, kind=Kind.ARTICLE, numbers=(number,))
        if label is not None and number is not None
        else label
        for label, number in zip(labels, numbered, strict=True)
    ]


def _numbers_under(after: list[Label | None], number: int) -> bool:
    """The first label after "Mục N" (in either language) numbers a clause "N.1" under it,
    not an article of its own ("1.", over "1.1")."""
    for label in after:
        if label is None or _numbered_section(label) is not None:
            continue
        if label.kind is Kind.ARTICLE and not _is_dieu(label):
            continue  # the English heading beside it ("Section 1")
        return label.kind is Kind.NUMBER and label.numbers[:1] == (number,)
    return False


def _is_dieu(label: Label) -> bool:
    return label.kind is Kind.ARTICLE and label.text.lower().startswith("điều")


def _numbered_section(label: Label | None) -> int | None:
    """The number of a "Mục 1" / "Mục II" section heading; None for any other label."""
    if label is None or label.kind is not Kind.CHAPTER or not label.text.lower().startswith("mục"):
        return None
    value = label.text.split()[-1]
    return int(value) if value.isdigit() else roman_value(value.lower())


def _is_roman_dotted(label: Label) -> bool:
    return label.kind is Kind.NUMBER and label.text[:1] in "IVX"


def _is_letter_dotted(label: Label) -> bool:
    initial = label.text[:1]
    return label.kind is Kind.NUMBER and initial.isalpha() and _is_letter(initial)


def _in_lettered_appendix(label: Label, appendix: Label | None) -> Label | None:
    """ "A.2" in "Phụ lục A" is its article 2 (§A1.2), "A.2.1" a clause of it; in another
    appendix, one numbered "Phụ lục 1", one whose items are numbered otherwise, or the
    contract's body, it names nothing this document numbers."""
    lettered = appendix is not None and appendix.kind is Kind.APPENDIX
    if not lettered or appendix is None or appendix.text[-2:] != " " + label.text[0]:
        return None
    numbers = label.numbers[1:]
    return replace(label, kind=Kind.ARTICLE if len(numbers) == 1 else Kind.NUMBER, numbers=numbers)


def _section_number(text: str) -> int:
    """ "II" → 2, "B" → 2 (a lettered section); 0 for a worded chapter."""
    if re.fullmatch(r"[IVX]+", text):
        return roman_value(text.lower())
    if _is_letter(text):
        return ord(text) - ord("A") + 1
    return 0
