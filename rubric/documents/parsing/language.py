"""Which language a paragraph is in: Vietnamese, English, or neither (numbers, labels, names).

A single-character test fails both ways in real contracts: English paragraphs quote Vietnamese
names ("Công ty TNHH CyberSkill", "Mr. Nguyễn Văn A") and Vietnamese paragraphs use English terms
("KPI", "source code"). So we score words: a word with a Vietnamese letter or tone mark counts
for Vietnamese, a plain-ASCII word counts for English unless it is a common toneless Vietnamese
syllable, acronyms count for neither, and frequent function words weigh double.
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata
from enum import StrEnum


class Lang(StrEnum):
    VI = "vi"
    EN = "en"
    NEUTRAL = "neutral"


# Letters that exist in Vietnamese but not in English (NFC, lower case).
_VI_LETTERS = set("ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ")
# Toneless Vietnamese syllables that would otherwise look English.
_VI_ASCII = {
    "cho",
    "theo",
    "trong",
    "khi",
    "thi",
    "tin",
    "con",
    "anh",
    "em",
    "lao",
    "sinh",
    "ban",
    "tai",
    "hai",
    "ba",
    "ty",
    "tranh",
    "thanh",
    "minh",
    "nam",
    "hay",
    "hoa",
    "chi",
    "phi",
    "sau",
    "nay",
    "nhau",
    "ra",
    "vao",
    "kinh",
    "doanh",
    "gia",
    "giao",
    "danh",
    "tam",
    "mua",
    "thu",
    "tinh",
    "luong",
    "ngay",
    "la",
    "ca",
    "cao",
    "toan",
    "xa",
    "thay",
    "tuy",
    "khoan",
    "nhan",
    "chinh",
    "khai",
    "mai",
    "quan",
    "hanh",
    "hoan",
    "khac",
    "phan",
    "van",
    "lam",
    "nguyen",
    "tran",
    "hoang",
    "pham",
    "phap",
    "luat",
    "nghi",
    "dinh",
    "quy",
    "chung",
    "trung",
    "dung",
    "vi",
    "chu",
    "binh",
    "linh",
    "nhanh",
    "tnhh",
    "cp",
    "vnd",
    "xe",
    "bay",
}
_VI_COMMON = {
    "và",
    "của",
    "được",
    "các",
    "này",
    "có",
    "không",
    "với",
    "là",
    "một",
    "những",
    "người",
    "động",
    "điều",
    "khoản",
    "bên",
    "hợp",
    "đồng",
    "công",
    "việc",
    "theo",
    "cho",
    "trong",
}
_EN_COMMON = {
    "the",
    "and",
    "of",
    "to",
    "in",
    "shall",
    "be",
    "is",
    "for",
    "with",
    "by",
    "or",
    "this",
    "any",
    "all",
    "employee",
    "employer",
    "agreement",
    "contract",
    "article",
    "company",
    "will",
    "not",
    "as",
    "on",
    "at",
    "from",
    "that",
    "which",
    "its",
    "their",
    "party",
}
# "EN: …", "[EN] …", "(VI) …": the writer said which language a paragraph is in.
LANG_PREFIX = re.compile(
    # (in brackets, "(vi)" may be a roman point after "(v)": ``layouts`` reads it as a tag only
    # where the document tags its English so too)
    r"^(?:\[(?P<a>EN|VI|VN)\]|\((?P<b>EN|VI|VN)\)"
    r"|(?P<c>EN|VI|VN|English|Tiếng Anh|Tiếng Việt)\s*:)"
    r"\s*",
    re.IGNORECASE,
)
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
# A clear majority on at least this many weighted words decides; fewer is "neutral".
_MIN_WEIGHT = 1.0


# A capitalised plain-ASCII word inside a sentence is mostly a name or a term kept in English
# — "Saigon Tech Tower", "Code of Conduct", "Google Workspace" — and such names stand in
# Vietnamese sentences too: it counts for a quarter of a word. Not in a title ("Article 5.
# Working Hours"), where every word is capitalised: a sentence is told by having lower-case
# words. The same holds for names with Vietnamese letters in an English sentence ("Lot C4, Tân
# Tạo Industrial Park, Bình Tân District"): the lower-case words tell the language. A
# Vietnamese defined term ("Người lao động", "Công ty") keeps its lower-case words in full.
_NAME_WEIGHT = 0.25
SENTENCE_WORDS = 2


def has_vietnamese_letters(text: str) -> bool:
    """A letter English does not have (đ, ư, …) or a tone mark anywhere in ``text``."""
    return any(ch in _VI_LETTERS for ch in text.lower())


def _vietnamese_word(word: str) -> bool:
    lower = word.lower()
    return any(ch in _VI_LETTERS for ch in lower) or lower in _VI_ASCII


def _scores(text: str) -> tuple[float, float]:
    all_caps = text.upper() == text  # then "TIME" is a word, not an acronym
    # Vietnamese written as Vietnamese has its tone marks: in a text with none, a capitalised
    # toneless syllable is a name spelt for English readers ("Binh Minh Software JSC.").
    toneless = not has_vietnamese_letters(text)
    words = _WORD.findall(text)
    lower_case = [word for word in words[1:] if len(word) > 1 and word[0].islower()]
    if not all_caps and not lower_case and not toneless:
        titled = _title_case_scores(text)
        if titled is not None:
            return titled
    names = not all_caps and len(lower_case) >= SENTENCE_WORDS
    # ... and with fewer, every one an English word, its Vietnamese names weigh little too:
    # "Nguyễn Văn Thắng, telephone 0912 345 678." (an English sentence wrapped before the name
    # it goes on with); its capitalised English words still count in full
    vietnamese_names = names or (
        not all_caps
        and bool(lower_case)
        and not any(_vietnamese_word(word) for word in lower_case)
        # (not a heading in capitals beside it: "CÔNG TY TNHH MAY MẶC" / "MST/Tax code: …")
        and not any(len(word) > 1 and word.isupper() and _vietnamese_word(word) for word in words)
    )
    # In an English sentence (by its lower-case words) Vietnamese names weigh little too.
    english = vietnamese_names and _weighed(
        lower_case, False, False, all_caps, vietnamese=False
    ) > _weighed(lower_case, False, False, all_caps, vietnamese=True)
    return _weighed(
        words, vietnamese_names, english, all_caps, vietnamese=True, toneless=toneless
    ), _weighed(words, names, english, all_caps, vietnamese=False)


# In a line of capitalised words only ("8th Floor, Viettel Tower, 285 Cách Mạng Tháng Tám
# Street, Ward 12, Quận 10", "Hoàng Quốc Việt Street, Cầu Giấy District, Hà Nội.", an address
# or a name wrapped onto a line of its own), case cannot tell names from words. Vietnamese
# names there stand between English words: each name (capitalised Vietnamese syllables one
# after another) counts as half a word, unless it holds a common Vietnamese word ("Điều Khoản
# Bảo Mật Source Code" is a Vietnamese heading with an English term in it).
_TITLE_NAME_WEIGHT = 0.5
_TITLE_ENGLISH_WORDS = 2


def _title_case_scores(text: str) -> tuple[float, float] | None:
    """Vietnamese and English weights of a line of capitalised words with English words
    between Vietnamese names; None when it is not such a line."""
    english = 0.0
    names: list[list[str]] = []  # runs of Vietnamese syllables, each a name or a phrase
    previous_end = None
    for match in _WORD.finditer(text):
        word, lower = match.group(), match.group().lower()
        vietnamese = any(ch in _VI_LETTERS for ch in lower) or lower in _VI_ASCII
        if len(lower) == 1 or (word.isupper() and len(word) <= 5 and not vietnamese):
            previous_end = None  # an initial or an acronym ends a name
            continue
        if not vietnamese:
            english += 2.0 if lower in _EN_COMMON else 1.0
            previous_end = None
            continue
        joined = previous_end is not None and not text[previous_end : match.start()].strip()
        if joined:
            names[-1].append(lower)
        else:
            names.append([lower])
        previous_end = match.end()
    english_words = english if english else 0
    if english_words < _TITLE_ENGLISH_WORDS or not names:
        return None
    vietnamese_weight = 0.0
    for name in names:
        if any(word in _VI_COMMON for word in name):
            vietnamese_weight += sum(2.0 if word in _VI_COMMON else 1.0 for word in name)
        else:
            vietnamese_weight += _TITLE_NAME_WEIGHT
    return vietnamese_weight, english


def _weighed(
    words: list[str],
    names: bool,
    english: bool,
    all_caps: bool,
    *,
    vietnamese: bool = True,
    toneless: bool = False,
) -> float:
    """The Vietnamese (or English) weight of ``words``; see ``_NAME_WEIGHT`` and
    ``_TONELESS_SYLLABLE``."""
    total = 0.0
    for index, word in enumerate(words):
        lower = word.lower()
        if len(lower) == 1:
            continue  # "a)", "đ)", initials
        named = names and index and word[0].isupper() and (lower.isascii() or english)
        weight = _NAME_WEIGHT if named else 1.0
        if any(ch in _VI_LETTERS for ch in lower):
            total += (2.0 if lower in _VI_COMMON else 1.0) * weight if vietnamese else 0.0
        elif not all_caps and word.isupper() and len(word) <= 5:
            continue  # acronyms: KPI, TNHH, NDA (a longer upper-case word is a word)
        elif lower in _VI_ASCII:
            if toneless and word[0].isupper() and not all_caps:
                continue  # a name spelt without its marks: no language's word
            total += (2.0 if lower in _VI_COMMON else 0.5) * weight if vietnamese else 0.0
        elif lower.isascii():
            if (
                not all_caps
                and (index or word[0].islower())
                and lower not in _EN_COMMON
                and _unknown_to_english(lower)
            ):
                syllable = word.islower() and _TONELESS_SYLLABLE.fullmatch(lower) is not None
                total += 0.5 if vietnamese and syllable else 0.0
                continue
            total += 0.0 if vietnamese else (2.0 if lower in _EN_COMMON else 1.0) * weight
    return total


# A plain word English does not know counts for neither language ("xe máy Honda;", "tai
# nghe Jabra;" — a brand, a loanword), or for Vietnamese as a toneless syllable does when it
# is shaped as one ("nghe", "tay", "phim"): a short Vietnamese line naming equipment had
# been read as English and given to the clause's English. (An English line of Vietnamese
# words without their marks, "ao dai, non la" under "áo dài, nón lá", is told by the line
# above: ``layouts._marks_stripped``.) English words, even rare ones
# ("hereinafter", "indemnify"), count as before; so does a word in a line in capitals
# ("KPI" beside "Chỉ tiêu" is the English) and a capitalised first word ("Biosafety", a
# heading's one word: an English compound the word list lacks).
_TONELESS_SYLLABLE = re.compile(
    r"(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnprstvx])?[aeiouy]{1,3}(?:ng|nh|ch|[cmnpt])?"
)


@functools.cache
def _unknown_to_english(word: str) -> bool:
    from rubric.documents.parsing.english_words import is_an_english_word

    return not is_an_english_word(word)


def vietnamese_names_only(text: str) -> bool:
    """Capitalised words only, Vietnamese names among them, as an address or a name is
    ("Nguyễn Thị Thu Hương.", "Hoàng Quốc Việt Street, Cầu Giấy District, Hà Nội."): no
    lower-case word after the first, not written in capitals, no common Vietnamese word."""
    words = [word for word in _WORD.findall(text) if len(word) > 1]
    return (
        has_vietnamese_letters(text)
        and text.upper() != text
        and not any(word[0].islower() for word in words[1:])
        and not any(word.lower() in _VI_COMMON for word in words)
    )


def detect(text: str, *, english_hint: bool = False) -> Lang:
    """Vietnamese, English or neutral; ``english_hint`` (italics, parentheses) breaks near-ties."""
    vi, en = _scores(text)
    if english_hint:
        en *= 1.5
    if max(vi, en) < _MIN_WEIGHT:
        return Lang.NEUTRAL
    return Lang.VI if vi >= en else Lang.EN


def is_confident(text: str) -> bool:
    """Enough words, and a clear enough majority, to start a new paragraph on a language flip."""
    vi, en = _scores(text)
    return vi + en >= 3 and max(vi, en) >= 3 * min(vi, en)


def english_weight(text: str) -> float:
    """How much of ``text`` reads as English words (common words count double)."""
    return _scores(text)[1]


def vietnamese_weight(text: str) -> float:
    """How much of ``text`` reads as Vietnamese words (toneless syllables such as "thu" count
    for half)."""
    return _scores(text)[0]


# Scripts a bilingual Vietnamese/English document's third language is written in — an FDI
# employer's Korean, Japanese or Chinese copy above all — by the first word of their letters'
# Unicode names ("HANGUL SYLLABLE GA", "CJK UNIFIED IDEOGRAPH-4E00"). Latin letters are
# Vietnamese's and English's; symbols that pass for letters ("º", "µ") are no script here.
_HAN = "Han characters (Chinese or Japanese)"
_KANA = "Japanese (kana and kanji)"
_SCRIPTS = {
    "HANGUL": "Korean (Hangul)",
    "CJK": _HAN,
    "IDEOGRAPHIC": _HAN,
    "HIRAGANA": _KANA,
    "KATAKANA": _KANA,
    "KATAKANA-HIRAGANA": _KANA,
    "CYRILLIC": "Cyrillic",
    "GREEK": "Greek",
    "ARABIC": "Arabic",
    "HEBREW": "Hebrew",
    "THAI": "Thai",
    "LAO": "Lao",
    "KHMER": "Khmer",
    "MYANMAR": "Burmese",
    "DEVANAGARI": "Devanagari",
}
# Han and kana are written without spaces, about two characters a word; the other scripts
# space their words as Latin does.
_UNSPACED = {"CJK", "IDEOGRAPHIC", "HIRAGANA", "KATAKANA", "KATAKANA-HIRAGANA"}
_SCRIPT_RUN = re.compile(r"[^\W\d_]+")


@functools.cache
def _script_of(letter: str) -> str:
    """ "LATIN", a key of ``_SCRIPTS``, or "" for a letter of neither."""
    name = unicodedata.name(letter, "").removeprefix("HALFWIDTH ").removeprefix("FULLWIDTH ")
    if "LATIN" in name:
        return "LATIN"
    first = name.split(" ", 1)[0]
    return first if first in _SCRIPTS else ""


def other_script(text: str) -> str | None:
    """The script, neither Vietnamese's nor English's, that most of ``text``'s words are
    written in ("Korean (Hangul)"); None for Vietnamese or English text, and for figures,
    dates and codes, which have no script at all.

    Words are counted, not letters: a Hangul syllable or a Han character says as much as a
    Latin word. A Latin acronym ("SMT", "QC") counts for nothing and a capitalised Latin word
    for half — a name or a term in a Korean sentence ("Seoul Hitech Vina Co., Ltd.의 …") —
    so a Vietnamese or English sentence quoting a name in Hangul stays Vietnamese or English."""
    latin = 0.0
    others: dict[str, float] = {}
    for run in _SCRIPT_RUN.findall(text):
        for script, letters in itertools.groupby(run, key=_script_of):
            word = "".join(letters)
            if script == "LATIN":
                if len(word) > 1 and not (word.isupper() and len(word) <= 5):
                    latin += 0.5 if word[0].isupper() else 1.0
            elif script and (len(word) > 1 or script in _UNSPACED):
                # a lone letter of another alphabet is a symbol: "Σ = 100%", "Δ ≤ 5%"
                weight = len(word) / 2 if script in _UNSPACED else 1.0
                others[_SCRIPTS[script]] = others.get(_SCRIPTS[script], 0.0) + weight
    if not others or sum(others.values()) <= latin:
        return None
    if _KANA in others:
        return _KANA  # Japanese writes its words in Han characters too
    return max(others.items(), key=lambda item: item[1])[0]
