"""English words, to tell a word a line end broke ("follow-" / "ing": "following") from one
written with its hyphen ("multi-" / "factor", "non-" / "compete", "re-" / "sign").

A text pasted from a justified, hyphenated PDF breaks words anywhere, and the document need
not write the word whole elsewhere to say so. English usage says it: the word list of
``pyspellchecker`` (English word frequencies from a large corpus; compounds written with a
hyphen are not in it). Loaded once, on the first broken English word.
"""

from __future__ import annotations

import functools

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


@functools.cache
def _frequencies() -> WordFrequency:
    return SpellChecker(language="en", case_sensitive=False).word_frequency


def broken_at_line_end(stem: str, rest: str) -> bool:
    """Whether ``stem`` + "-" at a line's end and ``rest`` opening the next are one English
    word broken there (hyphenation), by English usage alone: the joined word is a word, and
    not a prefix hyphenated onto a word, nor two words whose joining is rare."""
    stem, rest = stem.lower(), rest.lower()
    whole = stem + rest
    if not (whole.isascii() and whole.isalpha()):
        return False
    frequency = _frequencies()
    if not frequency[whole]:
        return False  # no such word: the hyphen is the writer's ("24-month", "open-source")
    if frequency[rest] < _A_WORD:
        return True  # what opens the next line is no word: the rest of the broken one
    if stem in _HYPHENATED_PREFIXES or (rest in _PARTICLES and stem not in _JOINED_STEMS):
        return False
    return frequency[stem] < _A_WORD or frequency[whole] >= _COMMON_WORD


def is_an_english_word(word: str) -> bool:
    """Whether English usage knows ``word`` at all (a brand, a loanword or a toneless
    Vietnamese syllable it does not: "Jabra", "vali", "nghe")."""
    return bool(_frequencies()[word.lower()])
