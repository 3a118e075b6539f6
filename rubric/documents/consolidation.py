"""Applying a change-only appendix to the text it amends: the document as amended.

Under Article 22 of the Labour Code a contract is amended by an appendix that lists its changes
("Phụ lục hợp đồng số 01: Điều 1. Sửa đổi khoản 1 Điều 3 như sau: “1. Mức lương: …”",
"Bổ sung khoản 4 vào Điều 5", "Bãi bỏ khoản 3 Điều 6", a table of old and new wording, "Mức
lương tại khoản 1 Điều 3 được điều chỉnh từ 30.000.000 đồng lên 35.000.000 đồng"), not by the
whole text signed anew. Citations are checked against the contract *as amended*: every clause
the appendix leaves alone, word for word as signed before, and each clause it changes, in the
appendix's own words. ``consolidate`` builds that text, in both languages, or says which change
it cannot make and why; it never guesses: a change is made only when the appendix names the
clause, gives its new wording in Vietnamese and in English (or the words it replaces, found
once), and both languages name the same clause. Pure Python.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

from . import ParsedClause, ParsedDocument
from .amending import Row, Span, clauses_amended_by_article, operation_spans, table_rows
from .parsing.labels import Kind, Label, parse_label
from .references import read_reference, references_in


class Op(StrEnum):
    REPLACE = "replace"  # the clause (and what it contains) in new wording
    INSERT = "insert"  # a clause the text did not have
    REPEAL = "repeal"  # the clause (and what it contains) taken out
    REWORD = "reword"  # some words of the clause replaced by others


class Why(StrEnum):
    """Why a change cannot be made; stable codes."""

    CLAUSE_MISSING = "clause_missing"  # the clause changed or repealed is not in the text
    CLAUSE_EXISTS = "clause_exists"  # the clause added is already there
    LANGUAGES_DISAGREE = "languages_disagree"  # the English names another clause or change
    ENGLISH_MISSING = "english_missing"  # no English wording for the change
    NO_NEW_WORDING = "no_new_wording"  # "điều chỉnh mức lương theo quy chế": nothing to put in
    OLD_WORDS_MISSING = "old_words_missing"  # the words replaced are not in the clause, once
    WORDING_NUMBERS_ANOTHER = "wording_numbers_another_clause"  # "“4.2. …”" for khoản 3.1


@dataclass(frozen=True)
class Change:
    op: Op
    ref: str  # the amended document's clause
    by_ref: str  # the appendix's clause that makes the change


@dataclass(frozen=True)
class Unapplied:
    clause: str  # as the appendix names it ("khoản 1 Điều 3")
    by_ref: str
    why: Why


@dataclass
class Consolidation:
    clauses: list[ParsedClause]
    changes: list[Change] = field(default_factory=list)


class AmendmentUnapplied(Exception):
    def __init__(self, unapplied: list[Unapplied]) -> None:
        super().__init__(", ".join(f"{u.clause}: {u.why}" for u in unapplied))
        self.unapplied = unapplied


def consolidate(
    previous: list[ParsedClause], appendix: ParsedDocument, *, titles: Iterable[str] = ()
) -> Consolidation:
    """``previous`` (the clauses of the version amended) with ``appendix``'s changes made, in
    the appendix's order. Raises ``AmendmentUnapplied`` naming every change it cannot make;
    then nothing is made. ``titles``: the amended document's own titles, so "Article 3 of the
    Contract" is read as its article, not another instrument's."""
    tree = _Tree(previous)
    changes: list[Change] = []
    unapplied: list[Unapplied] = []
    for step in _steps(appendix, tuple(titles)):
        if isinstance(step, Unapplied):
            unapplied.append(step)
            continue
        why = step.apply(tree)
        if why is None:
            changes.extend(Change(step.op, ref, step.by_ref) for ref in step.refs)
        else:
            unapplied.append(Unapplied(step.clause, step.by_ref, why))
    if not unapplied:
        unapplied = _named_but_unchanged(appendix, changes)
    if unapplied:
        raise AmendmentUnapplied(unapplied)
    return Consolidation(tree.clauses(), changes)


def _named_but_unchanged(appendix: ParsedDocument, changes: list[Change]) -> list[Unapplied]:
    """The clauses the appendix reads as amending (``clauses_amended``) that no change made
    touches: a change stated in a way not understood is never left out silently."""
    changed = [change.ref for change in changes]
    left: list[Unapplied] = []
    for article, name in clauses_amended_by_article(appendix):
        ref = _reference(name)
        touched = ref is not None and any(ref == done or _within(done, ref) for done in changed)
        if not touched and all(name.casefold() != u.clause.casefold() for u in left):
            left.append(Unapplied(name, article, Why.NO_NEW_WORDING))
    return left


# --- the appendix's steps ----------------------------------------------------------------------

_REPEAL = re.compile(
    r"bãi\s+bỏ|hu[ỷy]\s+bỏ|hủy\s+bỏ|(?:không\s+còn|hết|chấm\s+dứt)\s+hiệu\s+lực", re.IGNORECASE
)
_ADD = re.compile(r"bổ\s+sung", re.IGNORECASE)
_CHANGE = re.compile(
    r"sửa\s+đổi|thay\s+thế|thay\s+đổi|điều\s+chỉnh|viết\s+lại|thay(?=\s+bằng)", re.IGNORECASE
)
# "từ 30.000.000 đồng lên 35.000.000 đồng", "from VND 30,000,000 to VND 35,000,000"
_FROM_TO_VI = re.compile(
    r"\btừ\s+(?:mức\s+)?(?P<old>[^\n;]{1,120}?)\s+(?:lên|thành|xuống|sang)\s+(?:mức\s+)?"
    r"(?P<new>[^\n;]{1,160}?)(?=\s*(?:[;\n]|\.(?:\s|$)|$|,?\s+(?:kể\s+từ|từ\s+ngày|bắt\s+đầu|áp\s+dụng)))",
    re.IGNORECASE,
)
_FROM_TO_EN = re.compile(
    r"\bfrom\s+(?P<old>[^\n;]{1,120}?)\s+(?:up\s+|down\s+)?to\s+(?P<new>[^\n;]{1,160}?)(?=\s*(?:[;\n]|\.(?:\s|$)|$"
    r"|,?\s+(?:from|as\s+of|with\s+effect|effective|starting|commencing)\b))",
    re.IGNORECASE,
)
_ENGLISH_VERB = re.compile(
    r"\b(?:amend|replac|substitut|supplement|add|insert|repeal|abolish|delet|remov|adjust"
    r"|chang|modif|revis|rescind|cancel|increas|decreas|rais|ceas|lapse|terminat)\w*",
    re.IGNORECASE,
)
_ENGLISH_NAME = re.compile(
    r"\b(?:article|clause|point|section|paragraph|item)\s+\(?[\w.]+\)?", re.IGNORECASE
)
# each quotation mark opening a quotation, with the one closing it: “…” «…» „…“ "…" and singles
_OPENING_MARKS = {
    "\u201c": "\u201d",
    "\u00ab": "\u00bb",
    "\u201e": "\u201c",
    '"': '"',
    "\u2018": "\u2019",
}


@dataclass
class _Step:
    op: Op
    clause: str  # as named
    by_ref: str
    refs: list[str]  # the clauses it changes, canonical
    vi: str = ""  # new wording (replace, insert); the words put in (reword)
    en: str = ""
    old_vi: str = ""  # the words replaced (reword)
    old_en: str = ""
    adds: bool = False  # "sửa đổi, bổ sung": a clause not there yet is added

    def apply(self, tree: _Tree) -> Why | None:
        present = [tree.has(ref) for ref in self.refs]
        if self.op is Op.REPEAL:
            if not all(present):
                return Why.CLAUSE_MISSING
            for ref in self.refs:
                tree.remove(ref)
            return None
        if self.op is Op.REWORD:
            if not all(present):
                return Why.CLAUSE_MISSING
            return tree.reword(self.refs[0], self.old_vi, self.vi, self.old_en, self.en)
        op = self.op
        if op is Op.REPLACE and not all(present):
            if not (self.adds and not any(present)):
                return Why.CLAUSE_MISSING
            op = Op.INSERT
        if op is Op.INSERT and any(present):
            return Why.CLAUSE_EXISTS
        if not self.en.strip():
            return Why.ENGLISH_MISSING
        vi = _wording_clauses(self.vi, self.refs, tree)
        en = _wording_clauses(self.en, self.refs, tree)
        if isinstance(vi, Why):
            return vi
        if isinstance(en, Why):
            return Why.LANGUAGES_DISAGREE
        if [w.ref for w in vi] != [w.ref for w in en]:
            return Why.LANGUAGES_DISAGREE
        return tree.put(op, self.refs, vi, en)


def _steps(appendix: ParsedDocument, titles: tuple[str, ...]) -> list[_Step | Unapplied]:
    children: dict[str | None, list[ParsedClause]] = {}
    for clause in appendix.clauses:
        children.setdefault(clause.parent_ref, []).append(clause)
    return [
        step
        for clause in appendix.clauses
        for step in _steps_of(clause, children.get(clause.ref, []), titles)
    ]


def _steps_of(
    clause: ParsedClause, children: list[ParsedClause], titles: tuple[str, ...]
) -> list[_Step | Unapplied]:
    """The changes one clause of the appendix states: by operations ("Sửa đổi khoản 1 Điều 3
    như sau: …"), each with the English stating it, and by a table of old and new wording."""
    vi_text, en_text = clause.text_vi or "", clause.text_en or ""
    rows = table_rows(vi_text, en_text)
    if rows is not None:  # its heading ("Sửa đổi Điều 3") names what the rows change
        return list(_table_steps(clause.ref, rows))
    spans = _restated_once(operation_spans(vi_text))
    if (
        spans
        and _only_names(vi_text, spans)
        and any(
            operation_spans(child.text_vi or "") or table_rows(child.text_vi or "", "")
            for child in children
        )
    ):
        return []  # "Điều 1. Sửa đổi, bổ sung Điều 2": its sub-clauses state each change
    steps: list[_Step | Unapplied] = []
    en_segments = _english_segments(en_text, len(spans))
    for index, (start, intro_end, names) in enumerate(spans):
        end = spans[index + 1][0] if index + 1 < len(spans) else len(vi_text)
        names = _with_clause_added(vi_text[start:intro_end], names)
        named = ", ".join(names)
        refs = [ref for name in names if (ref := _reference(name)) is not None]
        if len(refs) != len(names):
            steps.append(Unapplied(named, clause.ref, Why.CLAUSE_MISSING))
            continue
        segment_en = en_segments[index] if en_segments is not None else ""
        intro_vi = vi_text[start:intro_end]
        adds = bool(_ADD.search(intro_vi)) and not _CHANGE.search(intro_vi)
        if en_segments is None or _names_other_clauses(segment_en, refs, titles, adds=adds):
            steps.append(Unapplied(named, clause.ref, Why.LANGUAGES_DISAGREE))
            continue
        # a change named by the clause's own heading ("Điều 1. Sửa đổi khoản 1 Điều 3"),
        # its new wording below
        heading = not vi_text[:start].strip() and "\n" in vi_text[intro_end:end]
        steps.append(
            _step(
                named,
                clause.ref,
                refs,
                vi_text[start:intro_end],
                vi_text[intro_end:end],
                segment_en,
                children if len(spans) == 1 else [],
                heading=heading and not vi_text[start:intro_end].rstrip().endswith((".", ";")),
            )
        )
    return steps


def _reference(name: str) -> str | None:
    """The clause a change names: "khoản 4 vào Điều 5" is §5.4, and "mục 2.2 Điều 2" (a
    house calling its numbered clauses "mục") §2.2."""
    # "khoản 3 vào sau khoản 2 Điều 2": khoản 3 Điều 2
    name = re.sub(
        r"\s+vào(?:\s+sau(?:\s+(?:khoản|mục)\s+[\d.]+)?)?\s+", " ", name, flags=re.IGNORECASE
    )
    return read_reference(re.sub(r"\bmục\b", "khoản", name, flags=re.IGNORECASE))


# "… được bổ sung khoản 4", "… được bổ sung thêm điểm đ": the clause added to the one named
_ADDED_AFTER_VERB = re.compile(
    r"\s*(?:thêm\s+)?(?P<child>(?:khoản|mục|điểm)\s+(?:\d{1,3}[a-z]?|[a-zđ]\d?))\b", re.IGNORECASE
)


def _with_clause_added(intro: str, names: list[str]) -> list[str]:
    """ "Điều 5 của Hợp đồng được bổ sung khoản 4 như sau:": the clause added (khoản 4 Điều 5),
    named after the verb that follows the clause it goes into."""
    verb = _ADD.search(intro)
    if verb is None or len(names) != 1:
        return names
    before = " ".join(intro[: verb.start()].split()).casefold()
    added = _ADDED_AFTER_VERB.match(intro, verb.end())
    if added is None or names[0].casefold() not in before:
        return names
    return [f"{added['child']} {names[0]}"]


def _only_names(text: str, spans: list[Span]) -> bool:
    """Whether a clause's changes name clauses and give nothing to make them with: no
    quotation, no colon, no "từ … lên …", no words to replace."""
    rest = text[spans[0][0] :]
    return not (
        _quotations(rest) or ":" in rest or _FROM_TO_VI.search(rest) or _PHRASE_VI.search(rest)
    )


def _restated_once(spans: list[Span]) -> list[Span]:
    """One change for a heading naming it and the sentence below stating it again ("Sửa đổi
    khoản 4.1 Điều 4" then "Khoản 4.1 Điều 4 được sửa đổi như sau: …"): the later, fuller."""
    kept: list[Span] = []
    for span in spans:
        if kept and [n.casefold() for n in kept[-1][2]] == [n.casefold() for n in span[2]]:
            kept[-1] = (kept[-1][0], span[1], kept[-1][2])
        else:
            kept.append(span)
    return kept


def _step(
    named: str,
    by_ref: str,
    refs: list[str],
    intro_vi: str,
    after_vi: str,
    segment_en: str,
    children: list[ParsedClause],
    *,
    heading: bool,
) -> _Step | Unapplied:
    changes, adds = bool(_CHANGE.search(intro_vi)), bool(_ADD.search(intro_vi))
    if _REPEAL.search(intro_vi) and not changes and not adds:
        return _Step(Op.REPEAL, named, by_ref, refs)
    op = Op.INSERT if adds and not changes else Op.REPLACE
    phrase = _PHRASE_VI.search(intro_vi + after_vi)
    if op is Op.REPLACE and phrase and len(refs) == 1:
        return _words_replaced(named, by_ref, refs, phrase, _english_phrase(segment_en))
    vi = _wording(intro_vi, after_vi, children, "vi", heading=heading)
    if vi:
        intro_en = _intro_en(segment_en)
        after_en = segment_en.lstrip()[len(intro_en) :]
        en = _wording(intro_en, after_en, children, "en", heading=True)
        if bool(_quotations(after_vi)) != bool(_quotations(after_en)):
            en = ""  # "… as set out in the Vietnamese text above": no English wording
        return _Step(op, named, by_ref, refs, vi=vi, en=en, adds=adds)
    from_to = _FROM_TO_VI.search(intro_vi + after_vi)
    if op is Op.REPLACE and from_to and len(refs) == 1:
        return _words_replaced(named, by_ref, refs, from_to, _FROM_TO_EN.search(segment_en))
    return Unapplied(named, by_ref, Why.NO_NEW_WORDING)


def _words_replaced(
    named: str,
    by_ref: str,
    refs: list[str],
    vietnamese: re.Match[str],
    english: re.Match[str] | None,
) -> _Step | Unapplied:
    """Some words of the clause replaced by others (each match's ``old`` and ``new``)."""
    if english is None:
        return Unapplied(named, by_ref, Why.ENGLISH_MISSING)
    return _Step(
        Op.REWORD,
        named,
        by_ref,
        refs,
        vi=vietnamese["new"],
        old_vi=vietnamese["old"],
        en=english["new"],
        old_en=english["old"],
    )


# "cụm từ “06 tháng” được thay bằng cụm từ “12 tháng”", "thay cụm từ “…” bằng “…”"; "the
# words “…” are replaced with “…”", "replace the words “…” with “…”"
_QUOTED = r"[\u201c\"\u00ab](?P<{}>[^\u201d\"\u00bb\n]+)[\u201d\"\u00bb]"
_PHRASE_VI = re.compile(
    rf"{_QUOTED.format('old')}\s*(?:được\s+|bị\s+)?(?:thay\s+thế|thay\s+đổi|sửa\s+đổi|thay|sửa)"
    rf"\s+(?:bằng|thành)\s+(?:(?:cụm\s+từ|từ\s+ngữ|nội\s+dung|các\s+từ|từ)\s+)?{_QUOTED.format('new')}",
    re.IGNORECASE,
)
_PHRASES_EN = (
    re.compile(
        rf"{_QUOTED.format('old')}\s*(?:is|are|shall\s+be|will\s+be)\s+(?:hereby\s+)?"
        rf"(?:replaced|substituted|changed|amended)\s+(?:with|by|to)\s+"
        rf"(?:(?:the\s+)?(?:words?|phrase|expression|term)\s+)?{_QUOTED.format('new')}",
        re.IGNORECASE,
    ),
    re.compile(
        rf"replac\w*\s+(?:the\s+)?(?:(?:words?|phrase|expression|term)\s+)?{_QUOTED.format('old')}"
        rf"\s+(?:with|by)\s+(?:(?:the\s+)?(?:words?|phrase)\s+)?{_QUOTED.format('new')}",
        re.IGNORECASE,
    ),
)


def _english_phrase(text: str) -> re.Match[str] | None:
    return next((found for pattern in _PHRASES_EN if (found := pattern.search(text))), None)


def _table_steps(by_ref: str, rows: list[Row]) -> list[_Step | Unapplied]:
    steps: list[_Step | Unapplied] = []
    for named_vi, old_vi, new_vi, named_en, old_en, new_en in rows:
        ref = read_reference(named_vi)
        named = " ".join(named_vi.split())
        ref_en = read_reference(named_en) if named_en else None
        if ref is None:
            steps.append(Unapplied(named, by_ref, Why.CLAUSE_MISSING))
        elif not new_en.strip():
            steps.append(Unapplied(named, by_ref, Why.ENGLISH_MISSING))
        elif ref_en is not None and ref_en != ref:
            steps.append(Unapplied(named, by_ref, Why.LANGUAGES_DISAGREE))
        elif not old_vi.strip() or not old_en.strip():
            steps.append(Unapplied(named, by_ref, Why.OLD_WORDS_MISSING))
        else:
            steps.append(_Step(Op.REWORD, named, by_ref, [ref], new_vi, new_en, old_vi, old_en))
    return steps


def _english_segments(text: str, count: int) -> list[str] | None:
    """The English of each of ``count`` changes a clause states, in order: the whole text for
    one; otherwise split where each sentence naming a clause with a verb of change begins, out
    of quotations. None when the English states another number of changes."""
    if count <= 1:
        return [text] * count
    starts: list[int] = []
    depth, read = 0, 0  # quotations open before the sentence read; read up to ``read``
    for sentence in re.finditer(r"(?:^|(?<=[.;:\n]))\s*[^.;:\n]+", text):
        for char in text[read : sentence.start()]:
            if char in "\u201c\u00ab":
                depth += 1
            elif char in "\u201d\u00bb" and depth:
                depth -= 1
        read = sentence.start()
        words = sentence.group()
        if not depth and _ENGLISH_VERB.search(words) and _ENGLISH_NAME.search(words):
            starts.append(sentence.start())
    if len(starts) != count:
        return None
    ends = [*starts[1:], len(text)]
    return [text[start:end] for start, end in zip(starts, ends, strict=True)]


def _names_other_clauses(
    english: str, refs: list[str], titles: tuple[str, ...], *, adds: bool
) -> bool:
    """Whether the English, before its new wording, names clauses and none of them is (or
    holds, or is held by) each clause the Vietnamese changes ("Clause 4.1" for "khoản 3.1
    Điều 3"); for a clause added, its sibling too ("added after Clause 2 of Article 2").
    Unknown when it names none: the Vietnamese is the operative text."""
    named = references_in(_intro_en(english), titles=(*titles, "the Contract", "this Contract"))

    def related(ref: str, other: str) -> bool:
        if ref == other or _within(ref, other) or _within(other, ref):
            return True
        return adds and _parent_of(ref) == _parent_of(other)

    return bool(named) and not all(any(related(ref, other) for other in named) for ref in refs)


def _intro_en(english: str) -> str:
    """The English introducing a change: up to its first quotation mark, or through the colon
    of a sentence stating the change ("… is amended as follows:"), else its first line."""
    english = english.lstrip()
    quote = min((at for mark in _OPENING_MARKS if (at := english.find(mark)) >= 0), default=-1)
    colon = next(
        (
            found.end()
            for found in re.finditer(r":(?=\s|$)", english)
            if re.search(rf"{_ENGLISH_VERB.pattern}|follow", english[: found.start()], re.I)
        ),
        -1,
    )
    if quote >= 0 and (colon < 0 or quote < colon):
        return english[:quote]
    if colon >= 0:
        return english[:colon]
    return english.split("\n", 1)[0]


def _wording(
    intro: str, after: str, children: list[ParsedClause], lang: str, *, heading: bool
) -> str:
    """The new wording following a change's introduction: what it quotes (each quotation, in
    order, outermost marks); else, when the introduction ends with its colon or is the heading
    naming the change, the lines after it, or the appendix's own sub-clauses under it (labels
    as written). Nothing after a sentence that only states the change ("Bãi bỏ khoản 3 Điều
    6.")."""
    quoted = _quotations(after, whole=True)
    if quoted:
        return "\n".join(quoted)
    if not (intro.rstrip().endswith(":") or heading):
        return ""
    text = after.strip()
    if text:
        return text
    return "\n".join(
        f"{getattr(child, 'label_' + lang) or ''} {getattr(child, 'text_' + lang) or ''}".strip()
        for child in children
    )


def _quotations(text: str, *, whole: bool = False) -> list[str]:
    """The outermost quotations of ``text``, in order, without their marks. ``whole``: only
    when the text is quotations and nothing else but punctuation between and after them (a
    definition quoting the term it defines, “Đối thủ cạnh tranh” là …, is no quotation of
    new wording)."""
    found: list[str] = []
    at = 0
    while at < len(text):
        if (
            whole
            and text[at] not in _OPENING_MARKS
            and not (text[at].isspace() or text[at] in ".,;")
        ):
            return []
        closing = _OPENING_MARKS.get(text[at])
        if closing is None:
            at += 1
            continue
        opening, depth, end = text[at], 1, at + 1
        while end < len(text):
            char = text[end]
            if char == closing and (opening != closing or _closes(text, end)):
                depth -= 1
                if depth == 0:
                    break
            elif char == opening and opening != closing:
                depth += 1
            end += 1
        if end >= len(text):
            return found  # a stray mark: no quotation from here
        found.append(text[at + 1 : end].strip())
        at = end + 1
    return found


def _closes(text: str, at: int) -> bool:
    """A straight quote at ``at`` closes a quotation: no letter follows it."""
    return at + 1 >= len(text) or not text[at + 1].isalnum()


# --- the new wording as clauses ------------------------------------------------------------------


@dataclass
class _Wording:
    ref: str
    parent_ref: str | None
    label: str  # as written; "" when the wording gives none (the clause keeps its own)
    lines: list[str]


def _wording_clauses(text: str, refs: list[str], tree: _Tree) -> list[_Wording] | Why:
    """The clauses a change's new wording gives, each with its canonical reference: the labels
    of its lines ("1.", "3.1.", "Điều 5.", "a)", "(i)") read where the changed clause stands.
    A line numbering a clause outside those changed is refused, and so is wording that leaves
    one of several clauses changed without words."""
    result: list[_Wording] = []
    for line in (line.strip() for line in text.split("\n")):
        if not line:
            continue
        label = parse_label(line)
        ref = _placed(label, result[-1].ref if result else refs[0]) if label else None
        if label is None or ref is None:
            if not result:
                result.append(_Wording(refs[0], tree.parent_of(refs[0]), "", []))
            result[-1].lines.append(line)
            continue
        if ref not in refs and not any(_within(ref, target) for target in refs):
            return Why.WORDING_NUMBERS_ANOTHER
        parent = tree.parent_of(ref) if ref in refs else _parent_of(ref)
        result.append(_Wording(ref, parent, label.text, [label.rest] if label.rest else []))
    given = {wording.ref for wording in result}
    if not result or any(ref not in given for ref in refs):
        return Why.NO_NEW_WORDING
    return result


def _placed(label: Label, current: str) -> str | None:
    """The canonical reference of a wording line's label, read under the clause the wording
    numbered last (``current``; the clause changed, first)."""
    if label.kind in (Kind.ARTICLE, Kind.NUMBER) and label.numbers:
        return "§" + _number(label.numbers)
    if label.kind in (Kind.KHOAN, Kind.PLAIN) and len(label.numbers) == 1:
        return f"{_article_of(current)}.{label.numbers[0]}"
    if label.kind is Kind.POINT and label.letter:
        holder = current
        while "(" in holder and not _roman_under(label.letter, holder):
            holder = holder[: holder.rfind("(")]
        return f"{holder}({label.letter})"
    return None


def _roman_under(letter: str, holder: str) -> bool:
    """A roman numeral ("i", "ii") under a lettered point, not the letter after "h"."""
    last = holder[holder.rfind("(") + 1 : -1]
    return (
        bool(re.fullmatch(r"[ivx]+", letter))
        and bool(re.fullmatch(r"[a-zđ]\d?", last))
        and (letter != "i" or last != "h")
    )


def _number(numbers: tuple[int, ...]) -> str:
    return ".".join(str(number) for number in numbers)


def _article_of(ref: str) -> str:
    match = re.match(r"§(?:A\d+\.)?[0-9]+[a-z]*", ref)
    return match.group() if match else ref


def _parent_of(ref: str) -> str | None:
    if ref.endswith(")"):
        return ref[: ref.rfind("(")]
    if "." in ref:
        return ref[: ref.rfind(".")]
    return None


def _within(ref: str, ancestor: str) -> bool:
    return ref.startswith((ancestor + ".", ancestor + "("))


# --- the text being amended ----------------------------------------------------------------------


class _Tree:
    """The clauses of the version amended, in document order, changed one step at a time."""

    def __init__(self, clauses: list[ParsedClause]) -> None:
        self._clauses = sorted(clauses, key=lambda clause: clause.position)

    def clauses(self) -> list[ParsedClause]:
        return [
            dataclasses.replace(clause, position=position)
            for position, clause in enumerate(self._clauses)
        ]

    def has(self, ref: str) -> bool:
        return any(clause.ref == ref for clause in self._clauses)

    def parent_of(self, ref: str) -> str | None:
        for clause in self._clauses:
            if clause.ref == ref:
                return clause.parent_ref
        return _parent_of(ref)

    def _index(self, ref: str) -> int:
        return next(i for i, clause in enumerate(self._clauses) if clause.ref == ref)

    def _subtree_end(self, index: int) -> int:
        refs = {self._clauses[index].ref}
        end = index + 1
        while end < len(self._clauses) and self._clauses[end].parent_ref in refs:
            refs.add(self._clauses[end].ref)
            end += 1
        return end

    def remove(self, ref: str) -> int:
        index = self._index(ref)
        del self._clauses[index : self._subtree_end(index)]
        return index

    def reword(self, ref: str, old_vi: str, new_vi: str, old_en: str, new_en: str) -> Why | None:
        """The words ``old_*`` of the clause (or of one clause it contains) replaced by
        ``new_*``, in each language, when they stand there once."""
        index = self._index(ref)
        subtree = range(index, self._subtree_end(index))
        edits = []
        for lang, old, new in (("vi", old_vi, new_vi), ("en", old_en, new_en)):
            found = [
                (i, span)
                for i in subtree
                if (span := _once(getattr(self._clauses[i], f"text_{lang}"), old)) is not None
            ]
            if len(found) != 1:
                return Why.OLD_WORDS_MISSING
            edits.append((lang, *found[0], new))
        for lang, i, (start, end), new in edits:
            clause = self._clauses[i]
            text = getattr(clause, f"text_{lang}")
            replaced = text[:start] + " ".join(new.split()) + text[end:]
            self._clauses[i] = dataclasses.replace(clause, **{f"text_{lang}": replaced})
        return None

    def put(self, op: Op, refs: list[str], vi: list[_Wording], en: list[_Wording]) -> Why | None:
        old = {clause.ref: clause for clause in self._clauses}
        at = self._insertion_point(refs[0]) if op is Op.INSERT else None
        if op is Op.REPLACE:
            at = min(self._index(ref) for ref in refs)
            for ref in refs:
                self.remove(ref)
        if at is None:
            return Why.CLAUSE_MISSING
        made = [
            ParsedClause(
                ref=w_vi.ref,
                label_vi=w_vi.label or (old[w_vi.ref].label_vi if w_vi.ref in old else ""),
                label_en=w_en.label or (old[w_vi.ref].label_en if w_vi.ref in old else ""),
                text_vi="\n".join(w_vi.lines),
                text_en="\n".join(w_en.lines),
                parent_ref=w_vi.parent_ref,
                position=0,
            )
            for w_vi, w_en in zip(vi, en, strict=True)
        ]
        self._clauses[at:at] = made
        return None

    def _insertion_point(self, ref: str) -> int | None:
        """Where a clause added goes: before its first sibling numbered after it, else after
        its parent's last descendant (or at the end, for an article)."""
        parent = _parent_of(ref)
        if parent is not None and not self.has(parent):
            return None
        key = _order_key(ref)
        for index, clause in enumerate(self._clauses):
            if clause.parent_ref == parent and _order_key(clause.ref) > key:
                return index
        if parent is None:
            return len(self._clauses)
        return self._subtree_end(self._index(parent))


def _order_key(ref: str) -> tuple[tuple[int, str], ...]:
    return tuple(
        (int(number), suffix) if number else (0, letter)
        for number, suffix, letter in re.findall(r"(\d+)([a-z]*)|\(([a-zđivx]+\d?)\)", ref)
    )


def _once(text: str | None, words: str) -> tuple[int, int] | None:
    """Where ``words`` stand in ``text``, whatever the spacing, when they stand there once."""
    parts = words.split()
    if not text or not parts:
        return None
    pattern = re.compile(r"\s+".join(re.escape(part) for part in parts))
    found = list(pattern.finditer(text))
    return found[0].span() if len(found) == 1 else None
