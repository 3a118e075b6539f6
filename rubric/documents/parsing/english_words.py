"""English words, to tell a word a line end broke ("follow-" / "ing": "following") from one
written with its hyphen ("multi-" / "factor", "non-" / "compete", "re-" / "sign").

A text pasted from a justified, hyphenated PDF breaks words anywhere, and the document need
not write the word whole elsewhere to say so. English usage says it: the word list of
``pyspellchecker`` (English word frequencies from a large corpus; compounds written with a
hyphen are not in it). Loaded once, on the first broken English word.
"""

from __future__ import annotations

import functools
import re

from spellchecker import SpellChecker
from spellchecker.spellchecker import WordFrequency

# Prefixes a writer hyphenates onto a word ("re-sign" is not "resign", "co-operate",
# "non-compete", "e-mail"): a break after one of them, before a word, is the writer's hyphen.
_HYPHENATED_PREFIXES = frozenset(
    ("re", "co", "non", "pre", "post", "self", "ex", "anti", "multi", "sub", "e", "de", "un")
)
# Particles a writer hyphenates after a verb ("back-up", "set-up", "take-over", "stand-by"):
# a break before one of them is the writer's hyphen
_PARTICLES = frozenset(("up", "over", "by", "off", "out", "in", "down", "on"))
# ... but not after these, which make one word with them ("hereby", "thereby", "within",
# "upon", "therein"): a contract's own words
_JOINED_STEMS = frozenset(("here", "there", "where", "with", "up", "to", "in", "on"))
# How often a fragment must occur to be a word of its own ("ledge", "ing", "al" all occur as
# words in the corpus; "reco", "kitch", "pena" hardly).
_A_WORD = 1000
# How often the joined word must occur when both halves are words ("know-" / "ledge",
# "follow-" / "ing"): a common word, not a rare joining of two ("handover" beside "hand-over").
_COMMON_WORD = 2000
# The days and months, proper names the corpus counts low ("monday" 999): "Mon-" / "day" is
# the name broken, never a writer's hyphen
_CALENDAR_NAMES = frozenset(
    (
        *("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
        *("january", "february", "march", "april", "may", "june", "july", "august"),
        *("september", "october", "november", "december"),
    )
)
# British spellings the word list (American) lacks, as their American forms: "labour",
# "honour", "organisation", "authorised", "centre", "defence", "analyse", "programme",
# "catalogue". Contracts in Vietnam are translated into British English.
_BRITISH_SPELLINGS = tuple(
    (re.compile(pattern), american)
    for pattern, american in (
        (r"our(s|ed|ing|able|ably)?$", r"or\1"),
        (r"is(e|es|ed|ing|ation|ations)$", r"iz\1"),
        (r"tre(s)?$", r"ter\1"),
        (r"ence(s)?$", r"ense\1"),
        (r"ys(e|es|ed|ing)$", r"yz\1"),
        (r"mme(s)?$", r"m\1"),
        (r"ogue(s)?$", r"og\1"),
    )
)


@functools.cache
def _frequencies() -> WordFrequency:
    return SpellChecker(language="en", case_sensitive=False).word_frequency


def _frequency(word: str) -> int:
    """How often English writes ``word`` (lower case), in either spelling."""
    frequency = _frequencies()
    found = int(frequency[word])
    for pattern, american in _BRITISH_SPELLINGS if not found else ():
        spelled = pattern.sub(american, word)
        if spelled != word and (found := int(frequency[spelled])):
            break
    return found


def broken_at_line_end(stem: str, rest: str) -> bool:
    """Whether ``stem`` + "-" at a line's end and ``rest`` opening the next are one English
    word broken there (hyphenation), by English usage alone: the joined word is a word (in
    British or American spelling, or a day's or a month's name), and not a prefix
    hyphenated onto a word, nor two words whose joining is rare."""
    stem, rest = stem.lower(), rest.lower()
    whole = stem + rest
    if not (whole.isascii() and whole.isalpha()):
        return False
    if whole in _CALENDAR_NAMES:
        return True
    joined = _frequency(whole)
    if not joined:
        return False  # no such word: the hyphen is the writer's ("24-month", "open-source")
    after = _frequency(rest)
    if after < _A_WORD:
        return True  # what opens the next line is no word: the rest of the broken one
    if stem in _HYPHENATED_PREFIXES or (rest in _PARTICLES and stem not in _JOINED_STEMS):
        # (so "Re-" / "sources" keeps its hyphen: "re-" / "lease", to lease again, is not
        # "release", and usage cannot tell the two)
        return False
    return _frequency(stem) < _A_WORD or joined >= _COMMON_WORD


def is_an_english_word(word: str) -> bool:
    """Whether English usage knows ``word`` at all, in British or American spelling (a
    brand, a loanword or a toneless Vietnamese syllable it does not: "Jabra", "vali",
    "nghe")."""
    return bool(_frequency(word.lower()))
