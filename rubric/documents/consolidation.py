"""Applying a change-only appendix to the text it amends: the document as amended.

Under Article 22 of the Labour Code a contract is amended by an appendix that lists its changes
("Phụ lục hợp đồng số 01: Điều 1. Sửa đổi khoản 1 Điều 3 như sau: “1. Mức lương: …”",
"Bổ sung khoản 4 vào Điều 5", "Bãi bỏ khoản 3 Điều 6", a table of old and new wording, "Mức
lương tại khoản 1 Điều 3 được điều chỉnh từ 30.000.000 đồng lên 35.000.000 đồng"), not by the
whole text signed anew. Citations are checked against the contract *as amended*: every clause
the appendix leaves alone, word for word as signed before, and each clause it changes, in the
appendix's own words. ``consolidate`` builds that text, in both languages, or says which change
it cannot make and why. It never guesses: it makes only what it reads whole — the clause named,
its new wording told from the words around it (or the words it replaces, found once, where
the change says), the same in English — and refuses the appendix for anything else it sees
stating or naming a change. A refusal costs the importer the whole text retyped; a wrong text
would cost every citation checked against it. Two adversarial rounds shaped the rules (ADR
0009). Pure Python.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum

from . import ParsedClause, ParsedDocument
from .amending import (
    ANOTHER_INSTRUMENT,
    CLAUSE_NAME,
    CLOSING,
    RENUMBERED_CLAUSE,
    Row,
    Span,
    clauses_amended_by_article,
    inside_quotation,
    old_and_new_header,
    operation_spans,
    quoted_ranges,
    spelled_out,
    table_rows,
)
from .parsing.amounts import (
    MONTH_NAMES,
    Stated,
    differences,
    stated_numbers,
    stated_periods,
)
from .parsing.labels import Kind, Label, parse_label
from .parsing.number_words import (
    NUMBER_WORDS,
    amounts_in_words,
    number_in_words,
    read_beside_its_figure,
    words_against_figures,
    words_not_read,
)
from .parsing.places import folded, local_places_missing, places_named
from .parsing.text import ENGLISH_UNITS, word_count
from .references import read_reference, references_in


class Op(StrEnum):
    REPLACE = "replace"  # the clause (and what it contains) in new wording
    INSERT = "insert"  # a clause the text did not have
    REPEAL = "repeal"  # the clause (and what it contains) taken out
    REWORD = "reword"  # some words of the clause replaced by others
    RENUMBER = "renumber"  # the clause (and what it contains) numbered anew, its words kept


class Why(StrEnum):
    """Why a change cannot be made; stable codes."""

    CLAUSE_MISSING = "clause_missing"  # the clause changed or repealed is not in the text
    CLAUSE_EXISTS = "clause_exists"  # the clause added is already there
    LANGUAGES_DISAGREE = "languages_disagree"  # the English names another clause or change
    ENGLISH_MISSING = "english_missing"  # no English wording for the change
    NO_NEW_WORDING = "no_new_wording"  # "điều chỉnh mức lương theo quy chế": nothing to put in
    OLD_WORDS_MISSING = "old_words_missing"  # the words replaced are not in the clause, once
    WORDING_NUMBERS_ANOTHER = "wording_numbers_another_clause"  # "“4.2. …”" for khoản 3.1
    # the new wording cannot be told from the words around it: a reason after the quotation,
    # an introduction before it, a sentence stating another change, two numberings of a clause
    WORDING_UNCLEAR = "wording_unclear"
    ANOTHER_DOCUMENT = "another_document"  # "khoản 3.1 Điều 3 của Phụ lục 01"
    # "35.000.000 đồng (Ba mươi lăm triệu đồng)" changed to 42.000.000 đồng: its words would
    # still say the old amount
    AMOUNT_IN_WORDS = "amount_in_words"
    # "Tăng phụ cấp ăn trưa tại điểm a khoản 3.2 Điều 3 lên 900.000 đồng": a change stated in
    # words not read as one
    CHANGE_NOT_UNDERSTOOD = "change_not_understood"
    CLAUSE_UNCLEAR = "clause_unclear"  # "khoản 1, 3 Điều 6": not read as one clause each
    # "Phụ cấp xăng xe tại khoản 2 … từ 300.000 đồng": 300.000 đồng stands in the telephone
    # allowance's point, not in one the change names
    WORDS_ELSEWHERE = "words_elsewhere"
    # "Bãi bỏ câu thứ hai tại khoản 2.3", "Sửa đổi mức lương tại khoản 7.1 như sau: “40.000.000
    # đồng”": a part of the clause (a sentence, a paragraph, some words) repealed or given
    # wording, which cannot be told where it stands in the clause
    PART_OF_CLAUSE = "part_of_clause"
    # "Bổ sung khoản 6.6 vào sau khoản 6.3" where 6.4 and 6.5 stand between: where it goes
    PLACED_OTHERWISE = "placed_otherwise"


@dataclass(frozen=True)
class Change:
    op: Op
    ref: str  # the amended document's clause
    by_ref: str  # the appendix's clause that makes the change
    was: str = ""  # the clause's reference before, for a renumbering


@dataclass(frozen=True)
class Unapplied:
    clause: str  # as the appendix names it ("khoản 1 Điều 3")
    by_ref: str
    why: Why


@dataclass
class Consolidation:
    clauses: list[ParsedClause]
    changes: list[Change] = field(default_factory=list)

    def moved(self, ref: str) -> str:
        """The reference a clause of the version amended has in the text as amended: its own,
        or the number a renumbering gave it (or the clause holding it)."""
        return _renamed(ref, {c.was: c.ref for c in self.changes if c.op is Op.RENUMBER}) or ref


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
    stated: set[str] = set()  # the appendix's clauses a change was read from
    worded: set[str] = set()  # the clauses given new wording
    changed: set[str] = set()  # the clauses changed in any way
    repealed: set[str] = set()
    named: dict[str, Unapplied] = {}  # a clause changed, as the change that made it names it
    steps = _steps(appendix, tuple(titles))
    renumbered, refused = _renumber(
        tree,
        [step for step in steps if isinstance(step, _Renumbering)],
        [step for step in steps if isinstance(step, _Step) and (step.op is Op.INSERT or step.adds)],
    )
    unapplied += refused
    changes += renumbered
    stated |= {change.by_ref for change in renumbered}
    for step in steps:
        if isinstance(step, _Renumbering):
            continue
        if isinstance(step, Unapplied):
            unapplied.append(step)
            continue
        if renumbered and _touches_renumbered(step, renumbered):
            # "Sửa đổi khoản 7.1" beside "Điều 6 được đánh số lại thành Điều 7": the 7.1 of
            # which numbering is not written
            unapplied.append(Unapplied(step.clause, step.by_ref, Why.WORDING_UNCLEAR))
            continue
        stated.add(step.by_ref)
        stated.update(step.worded_by)
        touches = {
            done
            for ref in step.refs
            for done in (changed if step.op is not Op.REWORD else worded)
            if ref == done or _within(done, ref) or _within(ref, done)
        } - ({ref for ref in step.refs if ref in repealed} if step.op is Op.INSERT else set())
        if touches:
            # two wordings of one clause, one changed and repealed or given new wording too
            # ("từ 30 ngày lên 45 ngày", then "“Mỗi bên báo trước 60 ngày.”"): which the
            # parties meant is not written (words replaced in turn are read in turn)
            unapplied.append(Unapplied(step.clause, step.by_ref, Why.WORDING_UNCLEAR))
            continue
        why = step.apply(tree)
        if why in (Op.REPLACE, Op.INSERT):
            worded |= set(step.refs)
        if why is Op.REPEAL:
            repealed |= set(step.refs)  # (then added anew: "Bãi bỏ khoản 7.5", "Bổ sung khoản 7.5")
        if isinstance(why, Op):
            changed |= set(step.refs)
            changes.extend(Change(why, ref, step.by_ref) for ref in step.refs)
            maker = Unapplied(step.clause, step.by_ref, Why.AMOUNT_IN_WORDS)
            named |= dict.fromkeys(step.refs, maker)
        else:
            unapplied.append(Unapplied(step.clause, step.by_ref, why))
    unapplied += _words_against_figures(previous, tree.clauses(), named)
    unapplied += _not_understood(appendix, stated, unapplied, {c.ref for c in changes})
    unapplied += _limited_before_its_articles(appendix)
    unapplied += _not_said_already(_named_but_unchanged(appendix, changes), unapplied)
    if unapplied:
        raise AmendmentUnapplied(unapplied)
    return Consolidation(tree.clauses(), changes)


def _words_against_figures(
    previous: list[ParsedClause], clauses: list[ParsedClause], named: dict[str, Unapplied]
) -> list[Unapplied]:
    """A change leaving an amount's words saying another number than its figure, in either
    language ("40.000.000 đồng (bằng chữ: Bốn mươi lăm triệu đồng)", the English "VND
    40,000,000 (in words: forty-five million dong)"), or words not read as a number at all:
    which was agreed is not written, or not known. What the clause as signed before said so
    already is none of the change's doing."""
    before = {clause.ref: clause for clause in previous}
    refused: list[Unapplied] = []
    for clause in clauses:
        maker = next(
            (named[ref] for ref in named if ref == clause.ref or _within(clause.ref, ref)), None
        )
        if maker is None or maker in refused:
            continue
        old = before.get(clause.ref)
        for lang in ("vi", "en"):
            said_before = _amounts_not_agreed(getattr(old, f"text_{lang}") or "") if old else []
            now = _amounts_not_agreed(getattr(clause, f"text_{lang}") or "")
            if any(found not in said_before for found in now):
                refused.append(maker)
                break
    return refused


def _amounts_not_agreed(text: str) -> list[str]:
    """The amounts of ``text`` whose words say another number or period than their figure, or
    whose words labelled so are not read ("bằng chữ: Bốn chục triệu đồng"): either way what
    was agreed is not known."""
    return words_against_figures(text) + words_not_read(text)


def _not_said_already(left: list[Unapplied], unapplied: list[Unapplied]) -> list[Unapplied]:
    """The clauses named but unchanged that no refused change names, holds or is in (each
    said once)."""
    # (a change of several clauses names them "khoản 6.2 Điều 6, khoản 6.3 Điều 6")
    said = [part for known in unapplied for part in (known.clause, *known.clause.split(", "))]
    names = {name.casefold() for name in said}
    refs = {ref for name in said if (ref := _reference(name)) is not None}
    holding = set()  # the refused changes' clauses and every clause holding one
    for ref in refs:
        at: str | None = ref
        while at is not None:
            holding.add(at)
            at = _parent_of(at)
    kept = []
    for named in left:
        ref = _reference(named.clause)
        if named.clause.casefold() in names or (
            ref is not None and (ref in holding or any(parent in refs for parent in _holders(ref)))
        ):
            continue
        kept.append(named)
    return kept


def _holders(ref: str) -> list[str]:
    held = []
    at = _parent_of(ref)
    while at is not None:
        held.append(at)
        at = _parent_of(at)
    return held


def _not_understood(
    appendix: ParsedDocument, stated: set[str], unapplied: list[Unapplied], changed: set[str]
) -> list[Unapplied]:
    """The appendix's clauses stating a change ("Tăng phụ cấp …", "Gia hạn hợp đồng …") that
    no change read came from: the headings over changes aside, and its closing articles
    unless they name a clause no change made or state an exception with a figure ("Các nội
    dung khác giữ nguyên, riêng thời hạn báo trước tại khoản 12.1 là 45 ngày")."""
    refused = {u.by_ref for u in unapplied}
    left = []
    for clause in appendix.clauses:
        if clause.ref in stated or clause.ref in refused:
            continue
        english = _without_quotations(clause.text_en or "")
        own = _without_quotations(clause.text_vi or "")
        if bool(own.strip()) != bool(english.strip()) and re.search(r"\d", own + english):
            # a clause of figures in one language alone ("30 days | 45 days", a table's row
            # the English numbers as a clause): something of the appendix not read
            left.append(Unapplied(_excerpt(own or english), clause.ref, Why.CHANGE_NOT_UNDERSTOOD))
            continue
        if _states_a_change(english) and not _CHANGING_VI.search(own):
            left.append(Unapplied(_excerpt(english), clause.ref, Why.LANGUAGES_DISAGREE))
            continue  # a change the English states and the Vietnamese does not
        if clause.ref in stated or clause.ref in refused:
            continue
        if CLOSING.match(clause.text_vi or ""):
            if _closing_changes(own, changed, english):
                left.append(Unapplied(_excerpt(own), clause.ref, Why.CHANGE_NOT_UNDERSTOOD))
            elif _starts_otherwise(own, english):
                # "có hiệu lực kể từ ngày 01/07/2026" / "takes effect on 1 August 2026": the
                # languages disagree on when every change applies
                left.append(Unapplied(_excerpt(own), clause.ref, Why.LANGUAGES_DISAGREE))
            continue
        if _kept_as_it_is(_without_closing(clause.text_vi or "", "vi")) and _kept_as_it_is(
            _without_closing(clause.text_en or "", "en")
        ):
            continue  # "Khoản 6.6 Điều 6 của Hợp đồng giữ nguyên."
        if any(_within(ref, clause.ref) for ref in stated | refused):
            # "Điều 1. Sửa đổi, bổ sung Điều 2": its items state the changes; what it says
            # itself is read as what stands before a change (``_unread_before``)
            if _unread_before(clause.text_vi or "", clause.text_en or ""):
                left.append(Unapplied(_excerpt(own), clause.ref, Why.CHANGE_NOT_UNDERSTOOD))
            continue
        own = _without_quotations(clause.text_vi or "")
        if _CHANGING_VI.search(own) or references_in(own) or _says_something(own):
            # a change in words not read as one ("nay là", "được sửa lại"), any clause of the
            # document named where no change was read, or a term of its own ("Người lao động
            # được hưởng phụ cấp đi lại 2.000.000 đồng/tháng."): stored nowhere
            left.append(Unapplied(_excerpt(own), clause.ref, Why.CHANGE_NOT_UNDERSTOOD))
    return left


def _says_something(text: str) -> bool:
    """More than a title: a sentence under it, or a line ending as a sentence does, or a
    figure."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    return len(lines) > 1 or any(
        re.search(r"\d", line) or line.endswith((".", ";", ":")) for line in lines
    )


def _unread_before(text_vi: str, text_en: str) -> bool:
    """What an article says before the changes it states, when something of it is not read:
    its title saying how long they hold or on what condition ("Điều chỉnh tạm thời", "Các
    thay đổi áp dụng năm 2027"), a paragraph beyond an introduction ("Các nội dung dưới đây
    được thực hiện đối với Người lao động làm việc tại chi nhánh Hà Nội.")."""
    lines = [line for line in _without_quotations(text_vi).split("\n") if line.strip()]
    if not lines:
        return False
    title, paragraphs = lines[0], lines[1:]
    english_title = next((line for line in text_en.split("\n") if line.strip()), "")
    return _limits(title, english_title) or any(
        _words_not_read(paragraph, _READ_WORDS_VI, _LEADS_VI)
        or _QUALIFIED.search(paragraph) is not None
        for paragraph in paragraphs
    )


def _limits(title_vi: str, title_en: str) -> bool:
    """Whether a title (an article's, the appendix's) says how long the changes under it hold
    or whom they are for: "Điều chỉnh tạm thời", "… năm 2027", "… Q4/2026", "… đối với nhân
    viên chi nhánh Hà Nội", "… (áp dụng cho …)", "… for Hanoi branch staff only"."""
    return (
        _for_how_long_vi(title_vi)
        or _SCOPED_VI.search(title_vi) is not None
        or _A_PERIOD.search(_A_DATE.sub(" ", title_vi)) is not None
        or _FOR_HOW_LONG_EN.search(title_en) is not None
        or _SCOPED_EN.search(title_en) is not None
    )


_SCOPED_VI = re.compile(
    r"\b(?:đối\s+với|áp\s+dụng\s+(?:cho|đối|với|tại|từ|trong)|chỉ|riêng|ngoại\s+trừ|trừ|dành\s+cho"
    r"|tháng\s+\d{1,2}\s*[-\u2013]\s*(?:tháng\s+)?\d)\b",
    re.IGNORECASE,
)
_SCOPED_EN = re.compile(
    r"\b(?:only|except|save|excluding|applicable\s+to|for\s+\w+\s+staff)\b", re.I
)


def _limited_before_its_articles(appendix: ParsedDocument) -> list[Unapplied]:
    """The appendix's title saying how long its changes hold or whom they are for ("PHỤ LỤC
    ĐIỀU CHỈNH TẠM THỜI …"), or the sentence opening them in the preamble saying how long
    ("… sửa đổi, bổ sung Hợp đồng trong thời hạn 12 tháng như sau:", "… for the year 2027")."""
    opening_vi = [
        line
        for line in (appendix.preamble_vi or "").split("\n")
        if line.rstrip().endswith(":") and _CHANGING_VI.search(line)
    ]
    opening_en = [
        line
        for line in (appendix.preamble_en or "").split("\n")
        if line.rstrip().endswith(":") and _ENGLISH_VERB.search(line)
    ]
    limited = (
        _limits(appendix.title_vi or "", appendix.title_en or "")
        or any(_for_how_long_vi(line) for line in opening_vi)
        or any(_FOR_HOW_LONG_EN.search(line) for line in opening_en)
    )
    if not limited:
        return []
    said = appendix.title_vi or (opening_vi or opening_en or [""])[0]
    return [Unapplied(_excerpt(said), "", Why.CHANGE_NOT_UNDERSTOOD)]


# The appendix's own articles, named in its closing: "(sửa đổi tại) Điều 1 và Điều 2 của Phụ
# lục này"
_OF_THIS_APPENDIX = re.compile(
    r"(?:điều|khoản|mục)\s+[\d.]+(?:\s*(?:,|và)\s*(?:(?:điều|khoản|mục)\s+)?[\d.]+)*\s+"
    r"(?:của\s+)?(?:phụ\s+lục|văn\s+bản)(?:\s+hợp\s+đồng)?(?:\s+(?:lao\s+động|số\s+\S+))?\s+này",
    re.IGNORECASE,
)


def _closing_changes(text: str, changed: set[str], english: str = "") -> bool:
    """Whether a closing article states a change: it names a clause of the document no
    change made, makes an exception with a figure, or says more than a closing does — an
    end to the changes, a condition on them, a term of its own ("… có hiệu lực từ ngày … đến
    hết ngày …", "chỉ có hiệu lực sau khi được … phê duyệt", "Mức lương … tăng lên
    40.000.000 đồng/tháng", "… applies until 31 December 2027")."""
    named = references_in(_OF_THIS_APPENDIX.sub(" ", text))
    if any(not any(ref == done or _within(ref, done) for done in changed) for ref in named):
        return True
    if _CLOSING_SAYS_MORE.search(text) or _FOR_HOW_LONG_EN.search(english):
        return True
    if re.search(r"\b(?:expires?|lapses?|ceases?)\b(?!\s+when)|\bends?\s+on\b", english, re.I):
        return True
    return bool(_EXCEPT.search(text)) and bool(re.search(r"\d", text))


_CLOSING_SAYS_MORE = re.compile(
    r"\b(?:đến|tới)\s+(?:hết|ngày)|\bsau\s+ngày\b|\bsau\s+khi(?!\s+(?:hai|các)\s+bên\s+(?:cùng\s+)?ký)"
    r"|\bphê\s+duyệt|\bchấp\s+thuận|\bchỉ\s+có\s+hiệu\s+lực|\bhết\s+hiệu\s+lực"
    r"|(?<!không\s)(?<!không\sđược\s)(?<!không\sbị\s)\b(?:tăng|giảm|nâng|hạ|điều\s+chỉnh|gia\s+hạn)\b"
    r"|(?<![\d.,])\d[\d.,]*+\s*(?:đồng|vnđ|vnd|usd|%|giờ)|\blàm\s+(?:thêm|việc\s+theo)"
    r"|\bchỉ\s+áp\s+dụng|\b(?:cho\s+)?đến\s+khi|\btrở\s+lại|\bhết\s+hạn|\briêng\b"
    r"|\b(?:đến|tới)\s+\d|\btrong\s+(?:thời\s+hạn\s+)?\d+\s+(?:ngày|tuần|tháng|năm)"
    r"|\d{1,2}/\d{1,2}/\d{4}\s*[-\u2013]\s*\d{1,2}/\d{1,2}/\d{4}",
    re.IGNORECASE,
)


# One sentence saying clauses stay as they are, and nothing else: "Khoản 6.6 Điều 6 của Hợp
# đồng (được bổ sung theo Phụ lục số 01) giữ nguyên.", "Clause 6.6 … remains unchanged."
_KEPT = re.compile(
    r"(?:[^.;:!?]|\.(?=\d))*\s(?:giữ\s+nguyên(?:\s+(?:hiệu\s+lực|nội\s+dung|như\s+cũ))?|không\s+thay\s+đổi"
    r"|remains?\s+(?:unchanged|in\s+(?:effect|force)|as\s+it\s+is))\s*\.?",
    re.IGNORECASE,
)
# ... and no exception to it: "giữ nguyên, trừ mức phụ cấp …", "except …"
_EXCEPT = re.compile(r"\b(?:trừ|ngoại\s+trừ|nhưng|riêng|song|except|save|but|other\s+than)\b", re.I)


def _kept_as_it_is(text: str) -> bool:
    said = " ".join(re.sub(r"\([^()]*\)", " ", text).split())
    unnamed = re.sub(
        r"\b(?:khoản|điều|điểm|mục|clause|article|point|section)\s+[\w.]+", "", said, flags=re.I
    )
    return (
        bool(_KEPT.fullmatch(said)) and not _EXCEPT.search(said) and not re.search(r"\d", unnamed)
    )


_CHANGING_VI = re.compile(
    r"\b(?:tăng|giảm|nâng|hạ|rút\s+ngắn|kéo\s+dài|gia\s+hạn|chuyển|điều\s+chỉnh|sửa\s+đổi"
    r"|bổ\s+sung|thay|bãi\s+bỏ"
    r"|hu[ỷy]\s+bỏ|hủy\s+bỏ|viết\s+lại|(?:không\s+còn|hết|chấm\s+dứt)\s+hiệu\s+lực)\b",
    re.IGNORECASE,
)


def _without_quotations(text: str) -> str:
    """``text`` with what it quotes left out ("“…”"): new wording states no change."""
    for quoted in _quotations(text):
        if quoted:
            text = text.replace(quoted, "…")
    return text


def _excerpt(text: str) -> str:
    words = " ".join(text.split())
    return words if len(words) <= 80 else words[:79] + "…"


def _named_but_unchanged(appendix: ParsedDocument, changes: list[Change]) -> list[Unapplied]:
    """The clauses the appendix reads as amending (``clauses_amended``) that no change made
    touches: a change stated in a way not understood is never left out silently."""
    touched = set()  # the clauses changed and every clause holding one
    for change in changes:
        touched.add(change.ref)
        touched.update(_holders(change.ref))
        if change.was:  # named by the number it had: "Điều 6 được đánh số lại thành Điều 7"
            touched.add(change.was)
    left: list[Unapplied] = []
    said: set[str] = set()
    for article, name in clauses_amended_by_article(appendix):
        ref = _reference(name)
        if (ref is None or ref not in touched) and name.casefold() not in said:
            said.add(name.casefold())
            left.append(Unapplied(name, article, Why.NO_NEW_WORDING))
    return left


# --- the appendix's steps ----------------------------------------------------------------------

_REPEAL = re.compile(
    r"bãi\s+bỏ|hu[ỷy]\s+bỏ|hủy\s+bỏ|(?:không\s+còn|hết|chấm\s+dứt)\s+hiệu\s+lực", re.IGNORECASE
)
_ADD = re.compile(r"bổ\s+sung", re.IGNORECASE)
_CHANGE = re.compile(
    r"sửa\s+đổi|thay\s+thế|thay\s+đổi|điều\s+chỉnh|viết\s+lại|thay(?=\s+bằng)"
    r"|sửa(?=\s+(?:lại|thành)\b)",
    re.IGNORECASE,
)
# "từ 30.000.000 đồng lên 35.000.000 đồng", "từ 12 lên 24 tháng", "from VND 30,000,000 to VND
# 35,000,000": amounts on one line, each a number with at most three words of its unit, ending
# where the sentence goes on ("…, tương đương mức tăng 16,7%", "… từ kỳ lương tháng 7")
_NUMBER = r"\d(?:[\d.,]*\d)?"
# "the 5th", "the 10th day": an English ordinal is its number
_ORDINAL = r"(?:st|nd|rd|th)?"
# the amount changed runs to its "lên"/"to", units and all
_OLD_AMOUNT = (
    rf"(?:VND[ \t]+)?{_NUMBER}{_ORDINAL}(?:[ \t]*%)?(?:/[^\s;,.()]+)?"
    rf"(?:[ \t]+[^\s\d;,.()]+){{0,4}}?"
)
# (how often and where after it are read as such: ``_SAID_AFTER_VI``, ``_period``)
_STOP_VI = r"(?:kể|từ|bắt|áp|tương|cho|đối|theo|với|và|hoặc|kèm|nhằm|để|của|tại|mỗi|hằng|hàng)"
# ... how often, after its unit ("14 ngày làm việc mỗi năm", "VND 42,000,000 per month"): read
# with it, and compared with the clause's own (``_period``)
_HOW_OFTEN_AFTER_VI = (
    r"(?:[ \t]+(?:mỗi|hằng|hàng|một)[ \t]+(?:tháng|năm|tuần|ngày|quý|kỳ(?:[ \t]+lương)?))?"
)
_HOW_OFTEN_AFTER_EN = (
    r"(?:[ \t]+(?:per|a|an|each|every)[ \t]+(?:month|year|week|day|quarter|pay[ \t]+period)"
    r"|[ \t]+(?:monthly|yearly|annually|weekly|daily|quarterly))?"
)
_AMOUNT_VI = (
    rf"{_NUMBER}(?:[ \t]*%)?(?:/[^\s;,.()]+)?"
    rf"(?:[ \t]+(?!{_STOP_VI}\b)[^\s\d;,.()]+(?:/[^\s\d;,.()]+)?){{0,3}}{_HOW_OFTEN_AFTER_VI}"
)
# an amount written out in words after it: "(Ba mươi lăm triệu đồng)", "(thirty-five million)"
_IN_WORDS = r"(?:[ \t]*\([^()\n\d]{1,120}\))?"
# a day of the month moved: "từ ngày 05 sang ngày 10"
_DAY_VI = r"(?:ngày[ \t]+)?"
_FROM_TO_VI = re.compile(
    rf"\btừ[ \t]+(?:mức[ \t]+)?(?P<old>{_DAY_VI}{_OLD_AMOUNT}{_IN_WORDS})[ \t]+"
    rf"(?:lên|thành|xuống|sang)[ \t]+(?:mức[ \t]+)?(?P<new>{_DAY_VI}{_AMOUNT_VI}{_IN_WORDS})",
    re.IGNORECASE,
)
_STOP_EN = (
    r"(?:from|as|with|effective|starting|commencing|for|and|or|of|in|on|per|a|an|each|every"
    r"|monthly|yearly|annually|weekly|daily)"
)
_AMOUNT_EN = (
    rf"(?:VND[ \t]+)?{_NUMBER}{_ORDINAL}(?:[ \t]*%)?"
    rf"(?:[ \t]+(?!{_STOP_EN}\b)[A-Za-z][A-Za-z/-]*){{0,3}}{_HOW_OFTEN_AFTER_EN}"
)
_FROM_TO_EN = re.compile(
    rf"\bfrom[ \t]+(?:the[ \t]+)?(?P<old>{_OLD_AMOUNT}{_IN_WORDS})[ \t]+"
    rf"(?:up[ \t]+|down[ \t]+)?to[ \t]+(?:the[ \t]+)?(?P<new>{_AMOUNT_EN}{_IN_WORDS})",
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


# Marks a quotation may open or close with that are not read as quotation marks ("「…」",
# "″…″", single guillemets): new wording between them would keep them
_ODD_MARK = (
    "[\u300c\u300e\u300d\u300f\u2033\u2036\u2039\u203a\u301d\u301e\u301f\uff02\u201f"
    "\u201a\u2032`\u00b4]"
)
# (and, opening new wording, a closing mark, an apostrophe or a modifier letter turned comma
# or apostrophe: "”…“", "'…'"; closing it, a straight quote after its full stop: "… 07 ngày.'")
_ODD_MARKS = re.compile(
    rf"^(?:{_ODD_MARK}|[\u201d'\u02bb\u02bc])|(?:{_ODD_MARK}|\u201c)[.;]?$|^[^']*[.;!?]'$"
)


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
    subject: str = ""  # what a rewording adjusts ("phụ cấp xăng xe"), when it says
    # a rewording's words as written, when the unit given once was not the clause's: "từ ngày
    # 10 sang ngày 15 hằng tháng" (old, new, old English, new English)
    as_written: tuple[str, str, str, str] | None = None
    # what the sentence says after the words it replaces, unread, in each language: the
    # clause's own words after them, or the change is not read ("… lên 45 ngày cho quản lý")
    goes_on: tuple[str, str] = ("", "")
    # how often the new words say it recurs, in each language ("… lên 31.500.000 đồng mỗi
    # năm": year): the clause's own, or the change is not read
    periods: tuple[str | None, str | None] = (None, None)
    placed_en: str | None = None  # the clause the English puts a clause added after
    part: str = ""  # what of the clause it names before "tại" ("câu thứ hai", "mức lương")
    appended: bool = False  # an insertion that may be words put at the end of its clause
    amount: bool = False  # a rewording "từ … lên …" (not quoted words, not a table's cells)
    # the appendix's own sub-clauses its new wording is ("Sửa đổi khoản 1.1 Điều 1 như sau:"
    # over "1.1. …", numbered as the appendix's §1.1): read, not terms of their own
    worded_by: tuple[str, ...] = ()

    def apply(self, tree: _Tree) -> Op | Why:
        """The change made (what it did), or why it cannot be."""
        present = [tree.has(ref) for ref in self.refs]
        nested = [ref for ref in self.refs if any(_within(ref, other) for other in self.refs)]
        if self.op is Op.REPEAL:
            if self.part:
                return Why.PART_OF_CLAUSE  # the clause's other words would go with it
            if not all(present):
                return Why.CLAUSE_MISSING
            for ref in self.refs:
                if ref not in nested and tree.has(ref):  # "khoản 3.2 và điểm b khoản 3.2"
                    tree.remove(ref)
            return Op.REPEAL
        if nested:
            return Why.WORDING_UNCLEAR  # new wording for a clause and for one it holds
        if self.op is Op.REWORD:
            if not all(present):
                return Why.CLAUSE_MISSING
            why = tree.reword(
                self.refs[0],
                self.old_vi,
                self.vi,
                self.old_en,
                self.en,
                self.subject,
                exact=not self.amount,
                goes_on=self.goes_on,
                periods=self.periods,
            )
            if why is Why.OLD_WORDS_MISSING and self.as_written is not None:
                why = tree.reword(
                    self.refs[0],
                    *self.as_written,
                    self.subject,
                    exact=not self.amount,
                    goes_on=self.goes_on,
                    periods=self.periods,
                )
            return Op.REWORD if why is None else why
        op = self.op
        if op is Op.REPLACE and not all(present):
            if not (self.adds and not any(present)):
                return Why.CLAUSE_MISSING
            op = Op.INSERT
        if op is Op.INSERT and any(present):
            if self.appended:
                return tree.append(self.refs[0], self.vi, self.en) or Op.REWORD
            return Why.CLAUSE_EXISTS
        if op is Op.INSERT and any(
            placed is not None and tree.sibling_before(ref) != placed
            for ref in self.refs
            for placed in (_placed_after(self.clause), _sibling_named(self.placed_en, ref))
        ):
            return Why.PLACED_OTHERWISE
        if not self.en.strip():
            return Why.ENGLISH_MISSING
        vi = _wording_clauses(self.vi, self.refs, tree)
        en = _wording_clauses(self.en, self.refs, tree)
        if isinstance(vi, Why):
            return vi
        if isinstance(en, Why):
            return Why.LANGUAGES_DISAGREE
        if any(_ODD_MARKS.search(line) for wording in (*vi, *en) for line in wording.lines):
            return Why.WORDING_UNCLEAR  # "「Kỳ hạn trả lương: …」": a quotation not read as one
        if _NEVER_WHOLE.search(self.part) or (
            self.part and not (vi[0].label and vi[0].ref == self.refs[0])
        ):
            # wording for "mức lương tại khoản 7.1" is the clause's in whole only when numbered so
            return Why.PART_OF_CLAUSE
        if op is Op.REPLACE and any(
            tree.has_children(ref) and "(" not in ref and "." not in ref
            for ref in self.refs
            if not any(w.ref == ref and w.label for w in vi)
        ):
            return Why.WORDING_UNCLEAR  # an article's clauses put in one unnumbered sentence
        if [w.ref for w in vi] != [w.ref for w in en] or any(
            _translate_otherwise(w_vi, w_en, tree.find(w_vi.ref))
            for w_vi, w_en in zip(vi, en, strict=True)
        ):
            return Why.LANGUAGES_DISAGREE
        why = tree.put(op, self.refs, vi, en)
        return op if why is None else why


# ... and in English: "added after Clause 6.5 of Article 6", "…, following Point (b)" (not "the
# following Clause 6.6 is added"); a place not read so ("before Clause 6.5", "at the beginning
# of Article 6") is none a clause's number gives
_PLACED_AFTER_EN = re.compile(
    r"(?:\bafter|(?:\b(?:added|inserted|placed|immediately|directly|right)\s+|,\s*)following)\s+"
    # (an article alone: "after Article 4's Clause 4.2" names the clause)
    r"(?P<after>article\s+\d{1,3}[a-z]?(?![\w'\u2019]|,?\s+(?:clause|point|paragraph))"
    r"|(?:clause|point|section|paragraph|item)\s+\(?[\w.]+\)?"
    r"(?:\s+of\s+(?:clause\s+[\d.]+\s+of\s+)?article\s+\d+)?)",
    re.IGNORECASE,
)
_PLACED_OTHERWISE_EN = re.compile(
    r"\b(?:before|preceding|in\s+front\s+of|at\s+the\s+(?:beginning|start|top|head)|as\s+the"
    r"\s+first)\b",
    re.IGNORECASE,
)


def _placed_in_english(intro: str) -> str | None:
    """Where the English puts a clause added, as it names the clause before ("Clause 6.5 of
    Article 6"); "" for a place not read so; None when it says none."""
    if _PLACED_OTHERWISE_EN.search(intro):
        return ""
    found = _PLACED_AFTER_EN.search(intro)
    return found["after"] if found else None


def _sibling_named(said: str | None, ref: str) -> str | None:
    """The clause a place in English names for clause ``ref`` added: named whole ("Clause 6.5
    of Article 6"), or within ``ref``'s own parent ("after Clause 2" adding khoản 3 Điều 7 is
    §7.2, "following Point (b)" §3.2(b)); "" for a place not read."""
    if not said:
        return said
    named = references_in(said)
    if len(named) == 1 and _parent_of(next(iter(named))) == _parent_of(ref):
        return next(iter(named))
    parent, number = _parent_of(ref), re.search(r"\(?([\w.]+)\)?\s*$", said)
    if number is None or parent is None or re.search(r"\bof\b", said, re.IGNORECASE):
        return ""
    if re.match(r"(?:point|item)\b", said, re.IGNORECASE):
        return f"{parent}({number[1].casefold()})"
    return number[1] if "." in number[1] else f"{parent}.{number[1]}"


# "khoản 6.6 vào sau khoản 6.5 Điều 6": where the clause added goes, said beside its number
_AFTER = r"(?:ngay\s+|liền\s+)?(?:sau|tiếp\s+theo)"  # "sau", "ngay sau", "tiếp theo"
_PLACED_AFTER = re.compile(
    rf"(?:\bvào\s+)?\b{_AFTER}\s+(?P<after>(?:khoản|mục|điểm)\s+[\w.]+(?:\s+(?:khoản\s+[\d.]+\s+)?Điều\s+\d+)?"
    r"|Điều\s+\d{1,3}[a-z]?\b)",
    re.IGNORECASE,
)


def _placed_after(named: str) -> str | None:
    """The clause a clause added is said to go after, when said."""
    found = _PLACED_AFTER.search(named)
    if found is None:
        return None
    after = found["after"]
    if not re.search(r"\bđiều\b", after, re.IGNORECASE):  # "khoản 3 vào sau khoản 2 Điều 2"
        article = re.search(r"\bĐiều\s+\d+\s*$", named, re.IGNORECASE)
        after = f"{after} {article.group()}" if article else after
    return _reference(after)


def _translate_otherwise(
    vietnamese: _Wording, english: _Wording, before: ParsedClause | None
) -> bool:
    """Whether a clause's new wording in English is not that of its Vietnamese: one numbered
    and the other not, a sentence one leaves out (unless the clause as signed before was
    translated so too: ``before``), each stating numbers the other does not (the English of
    another change: "Salary is paid on the 10th" for "Mức lương: 35.000.000 đồng"), or each
    citing another clause."""
    if bool(vietnamese.label) != bool(english.label):
        return True
    if len(vietnamese.lines) != len(english.lines):
        return True  # a paragraph one language adds ("Note: the English is for reference")
    said_vi, said_en = "\n".join(vietnamese.lines), "\n".join(english.lines)
    translated_so = (
        _sentences(before.text_vi or "") - _sentences(before.text_en or "") if before else 0
    )
    if _sentences(said_vi) - _sentences(said_en) != translated_so:
        return True  # "… ngày 15 của tháng kế tiếp. Trường hợp …" / "… the 15th."
    # another clause cited ("theo khoản 7.3" / "under Clause 7.5"): not a translation (an
    # amount one language alone states is stored, and said of the clause: ``numbers_differ``)
    only_vi, only_en = differences(said_vi, said_en)
    return (
        (bool(only_vi) and bool(only_en))
        or references_in(said_vi) != references_in(said_en)
        or _named_otherwise(said_vi, said_en)
        or _sets_a_condition_alone(said_en, said_vi)
        or _drops_a_condition(said_vi, said_en)
        or _said_otherwise(said_vi, said_en)
        or _amounts_otherwise(said_vi, said_en)
        or _rates_swapped_between_insurances(said_vi, said_en)
        or _counts_otherwise(said_vi, said_en)
        or _fractions_otherwise(said_vi, said_en)
        or _multiples_otherwise(said_vi, said_en)
        or _limits_otherwise(said_vi, said_en)
        or _figures_added_in_english(said_vi, said_en)
        or _addresses_otherwise(said_vi, said_en)
        or _negated_otherwise(said_vi, said_en)
        or _bound_otherwise(said_vi, said_en)
        or _strictness_otherwise(said_vi, said_en)
        or _narrowed_otherwise(said_vi, said_en)
        or _parties_otherwise(said_vi, said_en)
        or _working_days_alone(said_vi, said_en)
        or _ranked_otherwise(said_vi, said_en)
        or _placed_otherwise(said_vi, said_en)
        or _paid_otherwise(said_vi, said_en)
        or _stage_or_form_otherwise(said_vi, said_en)
        or _left_out_of_english(said_vi, said_en)
        or _roles_otherwise(said_vi, said_en)
        or _said_once_otherwise(said_vi, said_en)
        or _given_to_a_party_alone(said_vi, said_en)
        or _owned_otherwise(said_vi, said_en)
        or _paid_by_otherwise(said_vi, said_en)
        or _free_otherwise(said_vi, said_en)
        or _at_once_otherwise(said_vi, said_en)
        or _how_often_otherwise(said_vi, said_en)
        or _all_where_some(said_vi, said_en)
        or _units_otherwise(said_vi, said_en)
        or _within_made_after(said_vi, said_en)
        or _ages_otherwise(said_vi, said_en)
        or _and_made_or(said_vi, said_en)
    )


def _said_once_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the English makes recurring what the Vietnamese does once ("hỗ trợ 5.000.000
    đồng một lần" / "a yearly VND 5,000,000", "khi hoàn thành mùa vụ" / "each month"): the
    Vietnamese names a single time and no period of recurrence; the English names one."""
    return bool(
        _ONCE_VI.search(vietnamese)
        and not _RECURRING_VI.search(vietnamese)
        and _RECURRING_EN.search(english)
    ) or bool(
        # ... or the other way: "hằng năm" / "a one-off"
        _ONE_OFF_EN.search(english)
        and _RECURRING_VI.search(vietnamese)
        and not _ONCE_VI.search(vietnamese)
    )


_ONE_OFF_EN = re.compile(
    r"\b(?:one-off|one-time|once\s+only|a\s+single\s+payment|lump[\s-]+sum)\b"
    # "… must declare this once." (not "once a year", nor "once he has held …")
    r"|\b(?:only\s+)?once(?=\s*(?:[.;]|$))",
    re.IGNORECASE,
)


# a single time: "một lần" (not "mỗi năm một lần", a recurrence ``_RECURRING_VI`` finds), an
# event's completion
# a single time: "một lần" (not "mỗi năm một lần", "06 tháng một lần": how often)
_ONCE_VI = re.compile(
    r"\b(?<!tháng\s)(?<!năm\s)(?<!quý\s)(?<!tuần\s)(?<!ngày\s)(?:một|01|1)\s+lần\b", re.I
)
_PERIOD_VI = r"(?:năm|tháng|quý|tuần|ngày|kỳ)"
_RECURRING_VI = re.compile(
    rf"\b(?:(?:hằng|hàng|mỗi|từng)\s+{_PERIOD_VI}|định\s+kỳ|theo\s+{_PERIOD_VI}"
    rf"|trong\s+(?:(?:một|1|01)\s+)?{_PERIOD_VI}\b(?!\s+\d)|lương\s+(?:tháng|năm)|tháng\s+lương|phép\s+năm"
    rf"|thường\s+xuyên)\b|/\s*{_PERIOD_VI}\b",
    re.IGNORECASE,
)
# (strong words only: "a year", "annual KPIs", "a regular employee", "the monthly sales
# target" say no recurrence of what is paid)
_RECURRING_EN = re.compile(
    r"\b(?:(?:each|every|per)\s+(?:calendar\s+)?(?:month|year|quarter|week)|annually"
    r"|every\s+(?:\d{1,2}|two|three|four|six|twelve|other)\s+(?:months|years|weeks|quarters)"
    r"|biannually|biennially|semi-?annually|half-yearly|fortnightly|bi-?weekly|quarterly(?=\s*[.,;])"
    r"|on\s+an?\s+(?:monthly|yearly|annual|quarterly|weekly)\s+basis"
    r"|(?:monthly|yearly|quarterly|weekly)\b(?!\s+(?-i:[a-z])))",
    re.IGNORECASE,
)


def _given_to_a_party_alone(vietnamese: str, english: str) -> bool:
    """Whether the English gives to, or takes from, each or either party where the Vietnamese
    names no party by "bên" ("chuyển giao cho Công ty" / "assigns to each party")."""
    # (both parties named together, or each keeping its own, are the parties: "gửi cho người
    # lao động và Công ty", "người lao động giữ 01 bản, Công ty giữ 01 bản")
    return (
        bool(_TO_EACH_PARTY_EN.search(english))
        and not _A_PARTY_VI.search(vietnamese)
        and not _BOTH_PARTIES_VI.search(vietnamese)
        and not _EACH_PARTY_KEEPS_VI.search(vietnamese)
    )


_TO_EACH_PARTY_EN = re.compile(
    r"\b(?:to|for)\s+(?:each|either|both|any)\s+(?:one\s+)?(?:of\s+the\s+)?"
    r"part(?:y|ies)\b",
    re.IGNORECASE,
)
_A_PARTY_VI = re.compile(r"\bbên\b", re.IGNORECASE)


def _how_often_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the languages say something recurs at other rates, none alike ("hai tuần một
    lần" / "weekly", "thưởng mùa vụ" / "a monthly bonus"): a rate one language names that the
    other's words here miss leaves some alike, so only rates wholly other are refused."""
    rates_vi, rates_en = _rates(vietnamese, _RATES_VI), _rates(english, _RATES_EN)
    return bool(rates_vi) and bool(rates_en) and not rates_vi & rates_en


def _rates(text: str, said: tuple[re.Pattern[str], ...]) -> set[str]:
    """How often ``text`` says things recur, each as times a year ("season" for a season)."""
    rates = set()
    for pattern in said:
        for found in pattern.finditer(text):
            unit = _RATE_UNITS[folded(found["unit"])]
            if unit is None:
                rates.add("season")
                continue
            every = _rate_count(found["every"] or "1")
            times = _rate_count((found["times"] or "1").split()[0])
            if every and times:  # ("mỗi 0 tháng" says no rate)
                rates.add(f"{times / (every * unit):.2f}")
    return rates


def _rate_count(word: str) -> float:
    return int(word) if word.isdigit() else _RATE_COUNTS[folded(word)]


# a unit's length in years (None: a season, of no fixed length)
_RATE_UNITS: dict[str, float | None] = {
    **dict.fromkeys(("ngay", "day", "daily"), 1 / 365),
    **dict.fromkeys(("tuan", "week", "weekly"), 1 / 52),
    **dict.fromkeys(("fortnight", "fortnightly", "biweekly"), 2 / 52),
    "semimonthly": 1 / 24,
    **dict.fromkeys(("thang", "month", "monthly"), 1 / 12),
    **dict.fromkeys(("quy", "quarter", "quarterly"), 1 / 4),
    **dict.fromkeys(("nam", "year", "annum", "annually", "yearly"), 1.0),
    **dict.fromkeys(("semiannually", "halfyearly", "biannually"), 1 / 2),
    **dict.fromkeys(("muavu", "mua", "vu", "season", "seasonal", "harvest"), None),
}
_RATE_COUNTS = {
    **dict.fromkeys(("mot", "one", "once"), 1),
    **dict.fromkeys(("hai", "two", "twice", "other"), 2),
    **dict.fromkeys(("ba", "three", "thrice"), 3),
    **dict.fromkeys(("bon", "four"), 4),
    "nam": 5,
    **dict.fromkeys(("sau", "six"), 6),
    **dict.fromkeys(("muoihai", "twelve"), 12),
    **dict.fromkeys(("nua", "half"), 0.5),
}
_RATE_N_VI = r"\d{1,2}|hai|ba|bốn|sáu|mười\s+hai|nửa"
_RATE_UNIT_VI = r"ngày|tuần|tháng|quý|năm"
_RATES_VI = (
    # "hằng tháng", "mỗi 02 tuần", "mỗi năm hai lần"
    re.compile(
        rf"\b(?<!lần\s)(?:hằng|hàng|mỗi|từng)\s+(?:(?P<every>{_RATE_N_VI})\s+)?(?P<unit>{_RATE_UNIT_VI})\b"
        rf"(?!\s+(?:làm\s+việc|công\s+tác|thứ|đầu|cuối|tiếp))"
        rf"(?:\s+(?P<times>\d{{1,2}}|một|hai|ba|bốn|năm|sáu)\s+lần\b)?",
        re.IGNORECASE,
    ),
    # "02 lần mỗi năm", "hai lần một tháng"
    re.compile(
        rf"\b(?P<times>\d{{1,2}}|một|hai|ba|bốn|năm|sáu)\s+lần\s*(?:(?:mỗi|một|trong(?:\s+một)?)\s+"
        rf"|/\s*)(?P<unit>{_RATE_UNIT_VI})\b(?P<every>)",
        re.IGNORECASE,
    ),
    # "06 tháng một lần", "hai tuần một lần", "nửa tháng một lần"
    re.compile(
        rf"\b(?P<every>{_RATE_N_VI})\s+(?P<unit>{_RATE_UNIT_VI})\s+(?P<times>một|01|1)\s+lần\b",
        re.IGNORECASE,
    ),
    # "đồng/tháng", "theo quý", "định kỳ 06 tháng"
    re.compile(
        rf"(?:/\s*|\btheo\s+|\bđịnh\s+kỳ\s+(?:(?P<every>{_RATE_N_VI})\s+)?)"
        rf"(?P<unit>{_RATE_UNIT_VI}|mùa\s+vụ|mùa|vụ)\b(?P<times>)",
        re.IGNORECASE,
    ),
    re.compile(r"\b(?:thưởng|lương|phụ\s+cấp)\s+(?P<unit>mùa\s+vụ)\b(?P<every>)(?P<times>)", re.I),
)
_RATE_N_EN = r"\d{1,2}|two|three|four|six|twelve|other|half"
_RATE_UNIT_EN = r"day|week|fortnight|month|quarter|year|annum|season|harvest"
_RATES_EN = (
    # "every two weeks", "twice per year", "each month" ("a month" only after an amount or
    # a count: "within a month" says no rate)
    re.compile(
        r"\b(?:(?P<times>once|twice|thrice|(?:\d{1,2}|two|three|four)\s+times)\s+)?"
        r"(?:per|each|every|(?:(?<=\d\s)|(?<=VND\s)|(?<=USD\s)|(?<=dong\s)|(?<=hour\s)"
        r"|(?<=hours\s)|(?<=days\s)|(?<=times\s)|(?<=once\s)|(?<=twice\s))an?)"
        rf"\s+(?:(?P<every>{_RATE_N_EN})[\s-]+)?(?P<unit>{_RATE_UNIT_EN})s?\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"(?<![\w-])(?P<unit>semi-annually|half-yearly|biannually|semi-monthly|bi-?weekly"
        r"|fortnightly|daily|weekly|monthly|quarterly|annually|yearly|seasonal)\b"
        r"(?P<every>)(?P<times>)",
        re.IGNORECASE,
    ),
)


def _units_otherwise(vietnamese: str, english: str) -> bool:
    """Whether a count both languages state is of another unit of time or of another period
    ("60 phút" / "60 seconds", "05 ngày/tuần" / "five days a month"): the same number, said
    of none of the units or periods the other language says it of."""
    said_vi, said_en = _counted(vietnamese, _COUNTED_VI), _counted(english, _COUNTED_EN)
    # (a period one language alone states decides nothing: "mỗi tuần 6 ngày" / "6 days a week")
    return any(
        count in said_en
        and not any(
            unit_vi == unit_en and (period_vi == period_en or "" in (period_vi, period_en))
            for unit_vi, period_vi in units
            for unit_en, period_en in said_en[count]
        )
        for count, units in said_vi.items()
    )


def _counted(text: str, pattern: re.Pattern[str]) -> dict[int, set[tuple[str, str]]]:
    """Each count ``text`` states of a unit, with the units (and periods) it states it of."""
    counted: dict[int, set[tuple[str, str]]] = {}
    for found in pattern.finditer(text):
        number = found["count"]
        count = (
            int(number)
            if number.isdigit()
            else _SMALL_COUNTS.get(number.casefold()) or _SMALL_COUNTS_VI.get(number.casefold())
        )
        if count is None:
            continue
        unit = _UNIT_NAMES[folded(found["unit"]).rstrip("s")]
        period = _UNIT_NAMES.get(folded(found["period"] or ""), "")
        counted.setdefault(count, set()).add((unit, period))
    return counted


_UNIT_NAMES = {
    **dict.fromkeys(("gio", "tieng", "hour"), "hour"),
    **dict.fromkeys(("phut", "minute"), "minute"),
    **dict.fromkeys(("giay", "second"), "second"),
    **dict.fromkeys(("ngay", "day"), "day"),
    **dict.fromkeys(("tuan", "week"), "week"),
    **dict.fromkeys(("thang", "month"), "month"),
    **dict.fromkeys(("nam", "year"), "year"),
    **dict.fromkeys(("ca", "shift"), "shift"),
}
_COUNTED_VI = re.compile(
    r"(?<![\d.,])(?P<count>\d{1,3}|hai|ba|bốn|sáu|bảy|tám|chín|mười)\s*"
    r"(?P<unit>giờ|tiếng|phút|giây|ngày|ca)(?!\s+(?:làm\s+việc|công|lễ|nghỉ|phép|thứ))"
    # ("40 giờ trong 01 tháng": in a month, as a labour regulation caps overtime)
    r"(?:\s*(?:/|mỗi|một|trên|trong\s+(?:01|1|một))\s*(?P<period>ngày|tuần|tháng|năm))?\b",
    re.IGNORECASE,
)
_COUNTED_EN = re.compile(
    r"(?<![\d.,])(?P<count>\d{1,3}|" + "|".join(ENGLISH_UNITS[:12]) + r")(?:\s*\(\d{1,3}\))?[\s-]+"
    r"(?P<unit>hours?|minutes?|seconds?|days?|shifts?)(?!\s+(?:working|off|of\s+leave))"
    r"(?:\s+(?:a|an|per|each|every|/|in\s+(?:a|an|one|1))\s+(?P<period>day|week|month|year))?\b",
    re.IGNORECASE,
)


def _within_made_after(vietnamese: str, english: str) -> bool:
    """Whether the English makes a time limit a time after ("trong vòng 07 ngày kể từ …" /
    "seven days after …": at the end of the time, not before it)."""
    return bool(
        _WITHIN_SO_LONG_VI.search(vietnamese)
        and _SO_LONG_AFTER_EN.search(english)
        and not _WITHIN_SAID_EN.search(english)
        and not _AT_MOST_EN.search(english)
    )


# ("trong thời gian 06 tháng": for six months, no time limit)
_WITHIN_SO_LONG_VI = re.compile(
    r"\btrong\s+(?:vòng|thời\s+hạn)\s+(?:tối\s+đa\s+)?"
    r"(?:\d{1,3}|một|hai|ba|bốn|năm|sáu|bảy|tám|chín|mười)\b",
    re.IGNORECASE,
)
# (not "for six months after termination": how long, not when)
_SO_LONG_AFTER_EN = re.compile(
    r"(?<!\bfor\s)(?<!during\s)(?<!\bof\s)(?<!\bthe\s)\b(?:\d{1,3}|"
    + "|".join(ENGLISH_UNITS[:12])
    + r")\s+(?:working\s+|business\s+|calendar\s+)?(?:hours?|days?|weeks?|months?)\s+"
    r"(?:after|later|following)\b",
    re.IGNORECASE,
)
_WITHIN_SAID_EN = re.compile(
    r"\b(?:within|up\s+to|by\s+the\s+end|by\s+no\s+later|not\s+later)\b", re.IGNORECASE
)


def _ages_otherwise(vietnamese: str, english: str) -> bool:
    """Whether an age both languages state is bounded the other way ("dưới 15 tuổi" / "over
    the age of 15") or counted in other units ("con dưới 12 tháng tuổi" / "a child under 12
    years old")."""
    ages_vi, ages_en = _ages(vietnamese, _AGES_VI), _ages(english, _AGES_EN)
    # (a bound one language alone states decides nothing: "55 tuổi" / "aged 55 or over")
    return any(
        not {unit for _bound, unit in said} & {unit for _bound, unit in ages_en[age]}
        or (
            (bounds_vi := {bound for bound, _unit in said if bound})
            and (bounds_en := {bound for bound, _unit in ages_en[age] if bound})
            and not bounds_vi & bounds_en
        )
        for age, said in ages_vi.items()
        if age in ages_en
    )


def _ages(text: str, patterns: tuple[re.Pattern[str], ...]) -> dict[int, set[tuple[str, str]]]:
    """Each age ``text`` states, with the bounds (under, over, "") and units it states it in."""
    ages: dict[int, set[tuple[str, str]]] = {}
    for pattern in patterns:
        for found in pattern.finditer(text):
            said = found.groupdict()
            bound = "under" if said.get("under") else "over" if said.get("over") else ""
            bound = "over" if said.get("or_over") else bound
            unit = "month" if said.get("months") else "year"
            ages.setdefault(int(found["age"]), set()).add((bound, unit))
    return ages


_AGES_VI = (
    re.compile(
        r"(?:(?:(?P<under>dưới|chưa\s+đủ|không\s+quá)|(?P<over>trên|từ\s+đủ|đủ|từ|ít\s+nhất))\s+)?"
        r"(?P<age>\d{1,2})\s+(?:(?P<months>tháng)\s+)?tuổi\b",
        re.IGNORECASE,
    ),
)
_AGE_BOUND_EN = (
    r"(?:(?:(?P<under>under|below|younger\s+than|less\s+than)|(?P<over>over|above|older\s+than"
    r"|at\s+least|from))\s+)?"
)
_AGES_EN = (
    # "under the age of 15", "aged 55 or over"
    re.compile(
        rf"{_AGE_BOUND_EN}(?:the\s+age\s+of|aged)\s+(?P<age>\d{{1,2}})"
        r"(?P<or_over>\s+(?:or|and)\s+(?:over|older|above|more))?\b",
        re.IGNORECASE,
    ),
    # "employees under 55"
    re.compile(
        r"\b(?:employees?|workers?|staff|persons?|people|anyone|child(?:ren)?)\s+(?:aged\s+)?"
        r"(?:(?P<under>under|below|younger\s+than)|(?P<over>over|above|older\s+than))\s+"
        r"(?P<age>\d{1,2})\b(?!\s*(?:%|days?|hours?|weeks?|months?|kg|km|vnd|million))",
        re.IGNORECASE,
    ),
    # "under 12 years old", "12 months of age"
    re.compile(
        rf"{_AGE_BOUND_EN}(?P<age>\d{{1,2}})[\s-]+(?:(?P<months>months?)|years?)[\s-]+(?:old|of\s+age)\b",
        re.IGNORECASE,
    ),
)


# a list joined by "and" made one of choices ("bằng tốt nghiệp và chứng chỉ tiếng Anh" / "a
# degree or an English certificate"): not under a ban, where "or" is the English's "and"
# ("không được A và B" / "must not A or B"), nor "or more", "one or two"
_AND_VI_ALONE = re.compile(r"\svà\s", re.IGNORECASE)
_CHOICE_VI = re.compile(r"\b(?:hoặc|hay|không|cấm|chưa|trừ)\b", re.IGNORECASE)
_OR_A_CHOICE_EN = re.compile(
    r"\bor\b(?!\s+(?:more|less|later|earlier|above|below|higher|lower|fewer|over|under|older"
    r"|longer|shorter|not)\b)(?<!and/or)(?<!whether\sor)",
    re.IGNORECASE,
)
# (a "not" as ``_NOT_EN`` reads it, or an exception)
_EXCEPT_EN = re.compile(r"\b(?:unless|except)\b", re.IGNORECASE)


def _and_made_or(vietnamese: str, english: str) -> bool:
    """Whether the English gives a choice where the Vietnamese joins ("và" / "or")."""
    return bool(
        _AND_VI_ALONE.search(vietnamese)
        and not _CHOICE_VI.search(vietnamese)
        and _OR_A_CHOICE_EN.search(english)
        and not re.search(r"\band\b", english, re.IGNORECASE)
        and not _NOT_EN.search(english)
        and not _EXCEPT_EN.search(english)
    )


def _all_where_some(vietnamese: str, english: str) -> bool:
    """Whether the English gives to all employees what the Vietnamese gives to some ("người
    lao động làm việc xa nhà" / "all employees")."""
    said = _ALL_EMPLOYEES_EN.search(english)
    if said is None or not _SOME_EMPLOYEES_VI.search(vietnamese):
        return False
    # ("each employee" is the Vietnamese's "mỗi người"; "all" its "tất cả", "mọi", "toàn bộ")
    every = said.group().split()[0].casefold()
    return not (_EACH_ONE_VI if every == "each" else _ALL_OF_THEM_VI).search(vietnamese)


# (the Vietnamese saying each or all too: "…; mỗi người lao động nhận …", "mỗi người một suất")
_EACH_ONE_VI = re.compile(r"\b(?:mỗi|từng)\s+(?:người|nhân\s+viên|cán\s+bộ)\b", re.IGNORECASE)
_ALL_OF_THEM_VI = re.compile(
    r"\b(?:mọi|tất\s+cả|toàn\s+bộ|toàn\s+thể)\s+(?:các\s+)?(?:người|nhân\s+viên|cán\s+bộ)\b",
    re.IGNORECASE,
)


_SOME_EMPLOYEES_VI = re.compile(
    r"\b(?<!mọi\s)(?<!tất\scả\s)(?:người\s+lao\s+động|nhân\s+viên)\s+(?:đang\s+)?(?:làm\s+việc"
    r"|công\s+tác|được\s+(?:cử|điều\s+động)|thuộc|có\s+(?!quyền|nghĩa|trách)|đã|chưa|đủ)\b",
    re.IGNORECASE,
)
# (not "all employees who …", "all employees working …", "all employees, …": some named)
_ALL_EMPLOYEES_EN = re.compile(
    r"\b(?:all|every|each)\s+(?:of\s+the\s+)?employees?\b(?!\s*,|\s+(?:who|that|whose|working|based"
    r"|assigned|sent|posted|stationed|with|in|on|at|of|having|hired|employed|under|during|after"
    r"|eligible|entitled|required|travel\w*|away|on|performing|holding|not|receiving|still"
    r"|yet|already|currently))",
    re.IGNORECASE,
)


# A count in running text: one to three digits standing alone — not a part of an amount
# ("30.000.000", "1,5 triệu"), a date ("01/07/2026"), a time ("8:30"), a clause's number
# ("4.1") or a year, and not one of millions or a rate ("15 triệu", "5%")
_COUNT = re.compile(
    r"(?<![\d.,/:\-])\d{1,3}(?![\d.,/:\-]\d|\d)"
    r"(?!\s*(?:%|(?:phần\s+trăm|percent|triệu|tỷ|tỉ|nghìn|ngàn|million|billion|thousand)\b))",
    re.IGNORECASE,
)


# Limits, and words "không" makes a word of its own of, in each language: no negation of what
# the clause says ("không quá 48 giờ" / "no more than 48 hours", "nghỉ không lương" /
# "unpaid leave", "thỏa thuận không cạnh tranh" / "non-compete agreement")
_LIMIT_VI = re.compile(
    r"\bkhông\s+(?:(?:thu|tính|mất)\s+(?:phí|tiền)"
    r"|(?:được\s+)?(?:vượt\s+quá|quá|dưới|ít\s+hơn|nhiều\s+hơn|muộn\s+hơn|chậm\s+hơn"
    r"|trễ\s+hơn|sớm\s+hơn|lâu\s+hơn|ngắn\s+hơn)"
    r"|thấp\s+hơn|cao\s+hơn|gian|khí|(?:xác\s+định\s+)?thời\s+hạn|cạnh\s+tranh|(?:hưởng\s+)?lương"
    r"|chính\s+thức|phụ\s+thuộc|kể|phân\s+biệt|tiết\s+lộ|lôi\s+kéo|chào\s+mời)\b"
    # "sự không thống nhất": an inconsistency, a noun (not "hai bên không thống nhất được")
    r"|\bsự\s+không\s+(?:thống\s+nhất|nhất\s+quán|phù\s+hợp)\b",
    re.IGNORECASE,
)
_LIMIT_EN = re.compile(
    r"\b(?:no|not)\s+(?:later|earlier|more|less|fewer|longer|shorter|sooner)\s+than\b"
    r"|\bnot\s+(?:to\s+)?exceed\w*|\bwhether\s+or\s+not\b|\bNo\.|\bwithout\s+(?:undue\s+)?delay\b",
    re.IGNORECASE,
)
_NOT_WORDS_EN = r"not|no|never|none|neither|nor|cannot|without"
_NOT_EN = re.compile(rf"\b(?:{_NOT_WORDS_EN})\b|n[\u2019']t\b", re.IGNORECASE)
# ... and what else says "not" where the other language does: "cấm", "trừ", "miễn";
# "prohibited", "unless", "unpaid", "non-disclosure"
_NOT_SAID_VI = re.compile(
    r"\b(?:không|chẳng|chưa|cấm|chớ|đừng|trừ|miễn|bất\s+kể|thiếu|tự\s+ý)\b", re.IGNORECASE
)
_NOT_SAID_EN = re.compile(
    rf"\b(?:{_NOT_WORDS_EN}|prohibit\w*|forbid\w*|except\w*|unless"
    r"|free\s+of|un(?!til|der|i[tvfqol]|ion|less|anim)\w{3,}|non-?\w+|refrain\w*|avoid\w*|fail\w*"
    r"|lack\w*"
    r"|exclu\w*|exempt\w*|waive\w*|need\s+not|free)\b|n[\u2019']t\b",
    re.IGNORECASE,
)


def _negated_otherwise(vietnamese: str, english: str) -> bool:
    """Whether one language says "not" where the other says nothing like it: "Người lao động
    có quyền tự bào chữa." / "The employee has no right to defend himself.", "… không được
    rời vị trí" / "… may leave the post". Limits and compounds aside (``_LIMIT_VI``); the
    other language's "not" is read broadly ("cấm" / "prohibited", "trừ" / "unless", and the
    "không" of a compound: "nghỉ không lương" / "leave that will not be paid")."""
    said_vi, said_en = _LIMIT_VI.sub(" ", vietnamese), _LIMIT_EN.sub(" ", english)
    if _ONLY_VI.search(vietnamese) and not _OTHER_VI.search(vietnamese):
        said_en = _NONE_OTHER_EN.sub(" ", said_en)
    return (
        (_NOT_EN.search(said_en) is not None and _NOT_SAID_VI.search(vietnamese) is None)
        or (_NEGATION_VI.search(said_vi) is not None and _NOT_SAID_EN.search(english) is None)
        # a ban ("Nghiêm cấm sử dụng rượu bia …") the English says nothing against
        or (_BAN_VI.search(said_vi) is not None and _NOT_SAID_EN.search(english) is None)
    )


_BAN_VI = re.compile(r"\b(?:nghiêm\s+)?cấm\b", re.IGNORECASE)
# One thing and none other, said with "no" in English where the Vietnamese says "only": "…
# chỉ thanh toán tiền lương" / "… pays the salary and no other amount" (not where the
# Vietnamese names something other: "chỉ làm việc cho công ty khác" / "… for no other company")
_NONE_OTHER_EN = re.compile(
    r"\b(?:no|none|nothing|no\s+one)\s+(?:[^\W\d_]+\s+)?(?:other|else)\b", re.IGNORECASE
)
_OTHER_VI = re.compile(r"\bkhác\b", re.IGNORECASE)


def _owned_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the languages give what is made to different parties: "… thuộc quyền sở hữu
    của Công ty" / "… belong to the employee" (each naming whose it is)."""
    owner_vi = _owner(_OWNED_VI.search(vietnamese), _PARTIES_VI) or _owner(
        _OWNER_FIRST_VI.search(vietnamese), _PARTIES_VI
    )
    owner_en = (
        _owner(_OWNED_EN.search(english), _PARTIES_EN)
        or _owner(_OWNERS_OWN_EN.search(english), _PARTIES_EN)
        or _owner(_OWNER_FIRST_EN.search(english), _PARTIES_EN)
    )
    return None not in (owner_vi, owner_en) and owner_vi != owner_en


def _paid_by_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the languages have another party bear a cost, said of the cost: "chi phí …
    do Người lao động tự chi trả" / "… costs are paid by the Company" (each naming a payer
    so)."""
    payers_vi = {_owner(found, _PARTIES_VI) for found in _PAID_BY_VI.finditer(vietnamese)}
    payers_en = {_owner(found, _PARTIES_EN) for found in _PAID_BY_EN.finditer(english)}
    payers_vi.discard(None)
    payers_en.discard(None)
    return bool(payers_vi) and bool(payers_en) and payers_vi != payers_en


_PAID_BY_VI = re.compile(
    r"\bdo\s+(?P<owner>[^\s,.;]+(?:\s+[^\s,.;]+){0,3}?)\s+(?:tự\s+)?(?:chi\s+trả|thanh\s+toán"
    r"|trả|chịu|đài\s+thọ)\b",
    re.IGNORECASE,
)
_PAID_BY_EN = re.compile(
    r"\b(?:paid|borne|covered|met|funded|reimbursed|payable)\s+(?:in\s+full\s+)?by\s+(?:the\s+)?"
    r"(?P<owner>[^\s,.;]+(?:\s+[^\s,.;]+){0,3})",
    re.IGNORECASE,
)


def _owner(found: re.Match[str] | None, parties: dict[str, re.Pattern[str]]) -> str | None:
    if found is None:
        return None
    named = [party for party, name in parties.items() if name.match(found["owner"])]
    if len(named) == 1 and (both := _AND_THE_OTHER.search(found["owner"])) is not None:
        # "jointly owned by the Company and the Employee": the two together
        named += [party for party, name in parties.items() if name.match(both["other"])]
    if len(set(named)) == 2 and {"employee", "employer"} == set(named):
        # ("… của Công ty và Người lao động chỉ được sử dụng …": the sentence goes on)
        around = found.string[max(0, found.start() - _JOINT_REACH) : found.end()]
        return "both" if _JOINTLY.search(around) else None
    return named[0] if len(named) == 1 else None


_JOINTLY = re.compile(r"\b(?:chung|đồng\s+sở\s+hữu|joint(?:ly)?|co-?own\w*)\b", re.IGNORECASE)
_JOINT_REACH = 30
_AND_THE_OTHER = re.compile(r"\s+(?:và|and)\s+(?:the\s+)?(?P<other>\S+(?:\s+\S+){0,3})", re.I)


_OWNED_VI = re.compile(
    r"\bthuộc\s+(?:(?:toàn\s+bộ\s+)?(?:quyền\s+)?sở\s+hữu\s+(?:chung\s+)?(?:của|thuộc\s+về)\s+"
    r"|về\s+)"
    r"(?P<owner>[^\s,.;]+(?:\s+[^\s,.;]+){0,5})",
    re.IGNORECASE,
)
# ... the owner named first ("Công ty sở hữu mọi sáng chế" / "The employee owns …", "…
# retains ownership"), or as its possessive ("remain the employee's property", "is the
# Company's")
_OWNER_FIRST_EN = re.compile(
    r"(?P<owner>employees?|employers?|compan(?:y|ies)|party\s+[ab])\s+(?:shall\s+|will\s+)?"
    r"(?:owns?|retains?\s+(?:full\s+|sole\s+|all\s+)?ownership|(?:has|have)\s+(?:full\s+|sole\s+)?"
    r"ownership)\b",
    re.IGNORECASE,
)
_OWNERS_OWN_EN = re.compile(
    r"\b(?:remains?|becomes?|is|are|shall\s+(?:be|remain|become))\s+(?:the\s+)?"
    r"(?P<owner>employees?|employers?|compan(?:y|ies))['\u2019]s?(?=\s+own\b|\s+(?:sole\s+|"
    r"exclusive\s+)?property\b|\s*[.,;]|\s*$)",
    re.IGNORECASE,
)
_OWNED_EN = re.compile(
    r"\b(?:belong(?:s|ing)?\s+(?:exclusively\s+|solely\s+)?to|(?:sole\s+|exclusive\s+)?"
    r"property\s+of|(?:solely\s+|exclusively\s+)?owned\s+by|vest(?:s|ed)?\s+in)\s+(?:the\s+)?"
    r"(?P<owner>[^\s,.;]+(?:\s+[^\s,.;]+){0,3})",
    re.IGNORECASE,
)


# What a party may do, and what it must: "có thể cử" is no "must send", "phải" no "may"; and
# one of several ("khiển trách hoặc cách chức") is no "reprimanded and demoted"
# (not "không được phép", "không có quyền": a prohibition; nor "tùy thuộc", depending on)
_MAY_VI = re.compile(
    r"(?<!không\s)(?<!chưa\s)\b(?:có\s+thể|được\s+quyền|có\s+quyền|được\s+phép|tùy(?!\s+thuộc)"
    r"|tuỳ(?!\s+thuộc))\b",
    re.IGNORECASE,
)
_MUST_VI = re.compile(
    r"\b(?:phải|có\s+trách\s+nhiệm|có\s+nghĩa\s+vụ|bắt\s+buộc|cam\s+kết|sẽ)\b", re.I
)
# (a permission denied binds: "is not entitled to this bonus", "sẽ không được hưởng")
_MAY_EN = re.compile(
    r"\b(?<!not\s)(?<!no\s)(?<!never\s)(?:may|can|could|might|entitled|right|option\w*"
    r"|discretion\w*|allow\w*|permit\w*|free\s+to|eligible)\b",
    re.IGNORECASE,
)
_MUST_EN = re.compile(
    r"\b(?:must|shall|required|obliged|obligated|has\s+to|have\s+to|will)\b", re.IGNORECASE
)
# What a party should do: advised, not bound ("nên hoàn thành" is no "must complete")
_SHOULD_VI = re.compile(r"\bnên\b", re.IGNORECASE)
# (not "Should the Company pay late, …": a condition, its subject after it)
_SHOULD_EN = re.compile(
    r"\b(?:[Ss]hould(?!\s+(?:the|a|an|any|he|she|they|it|either|one|this|that|such|there"
    r"|both|neither|no|employees?|[A-Z]\w*)\b)|ought\s+to|(?:is|are)\s+(?:encouraged"
    r"|recommended|advised))\b"
)
_DISCRETION_EN = re.compile(r"\b(?:discretion\w*|as\s+it\s+sees\s+fit)\b", re.IGNORECASE)
_DISCRETION_VI = re.compile(
    r"\b(?:tùy|tuỳ|toàn\s+quyền|quyết\s+định|xem\s+xét|cân\s+nhắc)\b", re.IGNORECASE
)
# (not "vợ hoặc chồng", "bố chồng hoặc mẹ chồng": the spouse, whichever one has, no choice)
_OR_VI = re.compile(r"(?<!\bvợ\s)\b(?:hoặc|hay)\b(?!\s+chồng\b)", re.IGNORECASE)
# a choice under a ban: "không được tiết lộ A, B hoặc C" bans each, as "must not disclose A, B
# and C" does
# (the list right after the ban, within one clause: not "không được thưởng và bị khiển trách
# hoặc cách chức", nor "Nếu không thể đến …, phải báo cho A hoặc B")
_BANNED_CHOICE_VI = re.compile(
    r"\b(?:không\s+được|cấm|nghiêm\s+cấm)\s"
    r"(?:(?!\b(?:bị|phải|thì|nhưng|nếu)\b)[^.;:\n]){1,80}?\b(?:hoặc|hay)\b",
    re.IGNORECASE,
)
_OR_EN = re.compile(r"\b(?:or|either|nor)\b|/", re.IGNORECASE)


# A scope narrowed to one: "chỉ làm việc tại văn phòng" / "works at the office and at home",
# "chỉ … mới được" / "may also". (Not "địa chỉ", "chỉ tiêu", "chỉ số", "chỉ định", "chứng
# chỉ", "đình chỉ": words of their own.)
_ONLY_VI = re.compile(
    r"(?<!địa\s)(?<!chứng\s)(?<!đình\s)(?<!kim\s)\bchỉ\b(?!\s+(?:thị|tiêu|số|định|đạo|dẫn|huy|trích|ra"
    r"|rõ|dấu|may|điểm|báo))|\bduy\s+nhất\b",
    re.IGNORECASE,
)
_ONLY_EN = re.compile(
    r"\b(?:only|solely|exclusively|sole|alone|just|limited\s+to|restricted\s+to|confined\s+to"
    r"|no\s+other|nothing\s+(?:other|else)|other\s+than|except\w*|unless|but\s+not|purely"
    r"|strictly|single|unique)\b",
    re.IGNORECASE,
)


def _narrowed_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the Vietnamese narrows to one ("chỉ", "duy nhất") what the English leaves open:
    no "only", "solely", "limited to", "other than" in it."""
    return bool(_ONLY_VI.search(vietnamese)) and not _ONLY_EN.search(english)


def _bound_otherwise(vietnamese: str, english: str) -> bool:
    """Whether one language binds where the other only allows ("Công ty có thể cử người lao
    động đi đào tạo." / "The Company must send the employee to training.", and the other way
    round), or the Vietnamese gives a choice ("hoặc") its English does not ("… reprimanded
    and demoted"), or the English leaves to a party's discretion what the Vietnamese does
    not ("Công ty trả thù lao …" / "The Company may pay … at its discretion"), or binds
    where the other only advises ("nên hoàn thành" / "must complete")."""
    english = _A_LIMIT_MAY_NOT_PASS_EN.sub(" ", english)  # ("may not exceed": no permission)
    may_only_vi = _MAY_VI.search(vietnamese) and not _MUST_VI.search(vietnamese)
    must_only_vi = _MUST_VI.search(vietnamese) and not _MAY_VI.search(vietnamese)
    should_vi, should_en = bool(_SHOULD_VI.search(vietnamese)), bool(_SHOULD_EN.search(english))
    return bool(
        (_DISCRETION_EN.search(english) and not _DISCRETION_VI.search(vietnamese))
        # advised made bound, or bound made advised
        or (
            should_vi
            and not should_en
            and not _MUST_VI.search(vietnamese)
            and bool(_MUST_EN.search(english))
        )
        or (should_en and not should_vi and bool(_MUST_VI.search(vietnamese)))
        or (may_only_vi and _MUST_EN.search(english) and not _MAY_EN.search(english))
        or (must_only_vi and _MAY_EN.search(english) and not _MUST_EN.search(english))
        or (
            _OR_VI.search(vietnamese)
            and not _OR_EN.search(english)
            and not _BANNED_CHOICE_VI.search(vietnamese)
        )
    )


_A_LIMIT_MAY_NOT_PASS_EN = re.compile(
    r"\bmay\s+not\s+(?=exceed|be\s+(?:more|less|longer|shorter|later|earlier|fewer)\s+than)",
    re.IGNORECASE,
)


# The parties, as each language names them
_EMPLOYEE_VI = r"người\s+lao\s+động|nlđ|bên\s+b"
_EMPLOYER_VI = r"người\s+sử\s+dụng\s+lao\s+động|công\s+ty|nsdlđ|bên\s+a"
_PARTIES_VI = {
    "employee": re.compile(rf"\b(?:{_EMPLOYEE_VI})\b", re.IGNORECASE),
    "employer": re.compile(rf"\b(?:{_EMPLOYER_VI})\b", re.IGNORECASE),
    "either": re.compile(
        r"\b(?:mỗi\s+bên|hai\s+bên|các\s+bên|một\s+trong\s+hai\s+bên|bên\s+nào|cả\s+hai\s+bên)\b",
        re.IGNORECASE,
    ),
}
# each party keeping its own: "người lao động giữ 01 bản, Công ty giữ 01 bản"
_EACH_PARTY_KEEPS_VI = re.compile(
    rf"\b(?:(?:{_EMPLOYEE_VI})\s+giữ\b[^.;]{{0,200}}?\b(?:{_EMPLOYER_VI})\s+giữ"
    rf"|(?:{_EMPLOYER_VI})\s+giữ\b[^.;]{{0,200}}?\b(?:{_EMPLOYEE_VI})\s+giữ)\b",
    re.IGNORECASE,
)
_OWNER_FIRST_VI = re.compile(
    rf"(?P<owner>{_EMPLOYEE_VI}|{_EMPLOYER_VI})\s+(?:là\s+chủ\s+sở\s+hữu|(?:được\s+)?sở\s+hữu"
    r"|nắm\s+giữ\s+quyền\s+sở\s+hữu)\b",
    re.IGNORECASE,
)
_PARTIES_EN = {
    "employee": re.compile(r"\b(?:employees?|workers?|party\s+b)\b", re.IGNORECASE),
    "employer": re.compile(r"\b(?:employers?|compan(?:y|ies)|party\s+a)\b", re.IGNORECASE),
    "either": re.compile(
        r"\b(?:(?:either|each|both|neither|any|a|one)\s+(?:of\s+the\s+)?part(?:y|ies)"
        r"|the\s+parties|parties)\b",
        re.IGNORECASE,
    ),
}


def _parties_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the languages name other parties: "Người lao động bàn giao công việc và tài
    sản." / "The Company hands over the work and property." (each naming some, none alike),
    or bind another one ("…, người lao động phải hoàn trả chi phí" / "…, the Company must
    reimburse the costs") or give another a right ("một trong hai bên có quyền …" / "only the
    Employee may …")."""
    named_vi = _with_either(
        {party for party, name in _PARTIES_VI.items() if name.search(vietnamese)}
    )
    named_en = _with_either({party for party, name in _PARTIES_EN.items() if name.search(english)})
    if named_vi and named_en and not named_vi & named_en:
        return True
    return (
        _other_party(vietnamese, english, _BINDS_VI, _BINDS_EN, named_en)
        or _other_party(vietnamese, english, _ENTITLED_VI, _ENTITLED_EN, named_en)
        or _other_party(vietnamese, english, _PROVIDES_VI, _PROVIDES_EN, named_en)
        or _other_party(vietnamese, english, _PAYS_VI, _PAYS_EN, named_en)
        or _other_party(vietnamese, english, _TELLS_VI, _TELLS_EN, named_en)
        or _other_party(vietnamese, english, _TERMINATES_VI, _TERMINATES_EN, named_en)
    )


def _other_party(
    vietnamese: str,
    english: str,
    does_vi: re.Pattern[str],
    does_en: re.Pattern[str],
    named_en: set[str],
) -> bool:
    """Whether the languages name another party right before what it must or may do (each
    naming one): "Hai bên phải …" is said of both, as "The Employee and the Company must …"
    is, and "một trong hai bên có quyền …" of either, as the English naming both is."""
    said_vi = _parties_before(vietnamese, _PARTIES_VI, does_vi)
    said_en = _parties_before(english, _PARTIES_EN, does_en)
    if "either" in said_en or ("either" in said_vi and {"employee", "employer"} <= named_en):
        return False
    return bool(said_vi) and bool(said_en) and not said_vi & said_en


def _parties_before(
    text: str, parties: dict[str, re.Pattern[str]], what: re.Pattern[str]
) -> set[str]:
    """The parties named right before ``what`` in ``text``, with any named with them ("Công ty
    và người lao động thông báo cho nhau" / "The employee and the Company inform each
    other"); not one it is done for ("Công ty gửi cho người lao động thông báo")."""
    said = set()
    for found in (found for name in parties.values() for found in name.finditer(text)):
        # (each looked for in the few words before the party: from the text's start, a long
        # text of parties had cost its length squared)
        before = max(0, found.start() - _CHARACTERS_BEFORE_A_PARTY)
        if not what.match(text, found.end()) or _FOR_WHOM.search(text, before, found.start()):
            continue
        joined = _WITH_ANOTHER.search(text, before, found.start())
        start = joined.start() if joined else found.start()
        said |= {party for party, name in parties.items() if name.search(text, start, found.end())}
    return said


_CHARACTERS_BEFORE_A_PARTY = 60  # characters: "người sử dụng lao động và " with room to spare
# what is done for a party, and a party named with another, right before the party
_FOR_WHOM = re.compile(
    r"\b(?:cho|tới|đến|với|của|to|from|of|with|for|around)\s+(?:the\s+)?$", re.IGNORECASE
)
# (any party each language names, as ``_PARTIES_VI`` and ``_PARTIES_EN`` name them)
_WITH_ANOTHER = re.compile(
    "(?:"
    + "|".join(name.pattern for name in (*_PARTIES_VI.values(), *_PARTIES_EN.values()))
    + r")\s+(?:và|hoặc|hay|and|or|&)\s+(?:the\s+)?$",
    re.IGNORECASE,
)


def _with_either(named: set[str]) -> set[str]:
    """Both parties named are "the parties" too ("Người lao động và Công ty thống nhất" /
    "The parties agree"); "mỗi bên" is still no one party ("The Employee must …")."""
    return named | {"either"} if {"employee", "employer"} <= named else named


# what a party named right before it must do
_BINDS_VI = re.compile(
    r"\s+(?:phải|có\s+(?:trách\s+nhiệm|nghĩa\s+vụ)|cam\s+kết|(?:tự\s+)?chịu)\b", re.I
)
# (not a passive, "The Employee shall be paid by the Company", nor what a party receives:
# the party named is not bound)
_BINDS_EN = re.compile(
    r"\s+(?:(?:must|shall)(?!\s+(?:be|have\s+been|receive|get|obtain|enjoy)\b)"
    r"|is\s+(?:required|obliged|responsible)|undertakes|bears?|pays?)\b",
    re.IGNORECASE,
)


# what a party named right before it provides or pays for ("Công ty cung cấp đồng phục" /
# "The employee provides their own uniform")
# (what it provides and what it pays for, each compared apart: "Công ty cấp thẻ …, người lao
# động bồi hoàn" / "… issued by the Company, the employee pays for it" names one provider
# and one payer, each alike)
_PROVIDES_VI = re.compile(
    r"\s+(?:sẽ\s+)?(?:tự\s+)?(?:cung\s+cấp|trang\s+bị|cấp\s+phát|cấp(?!\s+(?:cao|bậc|trên|dưới))"
    r"|bố\s+trí)\b",
    re.IGNORECASE,
)
_PROVIDES_EN = re.compile(
    r"\s+(?:will\s+|shall\s+|must\s+)?(?:provides?|supplies|supply|furnish(?:es)?|equips?"
    r"|arranges?|issues?|schedules?)\b(?!\s+(?:are|is|were|was|must|shall|should|will|may|can|of)\b)",
    re.IGNORECASE,
)
_PAYS_VI = re.compile(
    r"\s+(?:sẽ\s+)?(?:tự\s+)?(?:chi\s+trả|thanh\s+toán|trả(?!\s+(?:lại|lời))|hỗ\s+trợ|tài\s+trợ"
    r"|bồi\s+(?:hoàn|thường)|hoàn\s+(?:trả|lại)|đóng\s+góp"
    r"|chịu(?=\s+(?:toàn\s+bộ\s+|mọi\s+|các\s+)?(?:chi\s+phí|phí|tiền|khoản)))\b",
    re.IGNORECASE,
)
_PAYS_EN = re.compile(
    r"\s+(?:will\s+|shall\s+|must\s+)?(?:pays?|reimburses?|covers?|funds?|bears?|refunds?"
    r"|compensates?|contributes?)\b",
    re.IGNORECASE,
)


# what a party named right before it tells the other, or ends ("Công ty thông báo kết quả cho
# người lao động" / "the employee informs the Company of the result"; "nếu Công ty đơn phương
# chấm dứt" / "if the employee unilaterally terminates")
_TELLS_VI = re.compile(
    r"\s+(?:sẽ\s+)?(?:thông\s+báo|báo\s+cáo|báo(?!\s+(?:cáo|hiệu|giá|chí|động))"
    r"|gửi\s+thông\s+báo)\b",
    re.IGNORECASE,
)
_TELLS_EN = re.compile(
    r"\s+(?:will\s+|shall\s+|must\s+)?(?:informs?|notif(?:y|ies)|reports?|tells?)\b"
    r"(?!\s+(?:are|is|were|was|must|shall|should|will|may|can|of)\b)",
    re.IGNORECASE,
)
_TERMINATES_VI = re.compile(r"\s+(?:sẽ\s+|có\s+thể\s+)?(?:đơn\s+phương\s+)?chấm\s+dứt\b", re.I)
_TERMINATES_EN = re.compile(
    r"\s+(?:will\s+|shall\s+|may\s+|can\s+)?(?:unilaterally\s+)?terminates?\b", re.IGNORECASE
)


# what a party named right before it may do
_ENTITLED_VI = re.compile(r"\s+(?:có|được)\s+(?:quyền|phép)\b", re.IGNORECASE)
_ENTITLED_EN = re.compile(
    r"\s+(?:may|can|is\s+(?:entitled|allowed|permitted)|has\s+the\s+right|have\s+the\s+right"
    r"|are\s+(?:entitled|allowed|permitted))\b",
    re.IGNORECASE,
)

_WORKING_DAYS_VI = re.compile(r"\bngày\s+(?:làm\s+việc|công)\b", re.IGNORECASE)
# a count of them ("45 working days", "five (5) business days"), not "the last working day"
_COUNT_WORDS_EN = "|".join(
    (*ENGLISH_UNITS, "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
)
_WORKING_DAYS_EN = re.compile(
    rf"(?:\d\)?|\b(?:{_COUNT_WORDS_EN})(?:-[a-z]+)?(?:\s*\(\d+\))?)[\s-]+(?:(?:working|business|work)"
    r"[\s-]+days?|weekdays?)\b",
    re.IGNORECASE,
)


def _working_days_alone(vietnamese: str, english: str) -> bool:
    """Whether the English counts working days where the Vietnamese counts days ("báo trước
    45 ngày" / "45 working days' notice": weeks longer). The other way round ("12 ngày làm
    việc" / "12 days") is a common loose translation, told of the clause elsewhere; not so
    calendar days."""
    if _WORKING_DAYS_VI.search(vietnamese) and _CALENDAR_DAYS_EN.search(english):
        return not _WORKING_DAYS_EN.search(english)  # "14 ngày làm việc" / "14 calendar days"
    return bool(_WORKING_DAYS_EN.search(english)) and not _WORKING_DAYS_VI.search(vietnamese)


_CALENDAR_DAYS_EN = re.compile(r"\b(?:calendar|consecutive)\s+days?\b", re.IGNORECASE)


def _counts_otherwise(vietnamese: str, english: str) -> bool:
    """Whether each language counts something the other does not: "03 người thân" / "4
    family members", "03 khóa mỗi năm" / "4 training courses per year" (``differences``
    leaves small numbers in running text alone, and no unit named them a period). A count
    up to twelve in words counts too ("four members", "một năm"); hours are left to
    ``differences``'s times. Each side must state one the other lacks: a count left out
    ("01 bản" / "a copy") decides nothing."""
    vietnamese, english = _HOURS_VI.sub(" ", vietnamese), _HOURS_EN.sub(" ", english)
    if _PERIODS_VI.search(vietnamese) and _PERIODS_EN.search(english):
        # (periods each states are ``differences``'s to compare: "24 tháng" / "two years")
        vietnamese, english = _PERIODS_VI.sub(" ", vietnamese), _PERIODS_EN.sub(" ", english)
    counts_vi = {int(found) for found in _COUNT.findall(vietnamese)}
    # (a Vietnamese word may say "a" as well as "one", "đồng một tháng": it only answers)
    said_vi = counts_vi | {
        _SMALL_COUNTS_VI[found.casefold()] for found in _SMALL_COUNT_VI.findall(vietnamese)
    }
    counts_en = {int(found) for found in _COUNT.findall(english)} | {
        _SMALL_COUNTS[found.casefold()] for found in _SMALL_COUNT_EN.findall(english)
    }
    return bool(counts_vi - counts_en) and bool(counts_en - said_vi)


def _fractions_otherwise(vietnamese: str, english: str) -> bool:
    """Whether each language writes a number with a fraction the other does not ("điểm dưới
    2,5" / "a score below 3.5"): ``differences`` leaves small numbers to their units, and a
    score, a grade or a coefficient is written in figures in both languages."""
    vietnamese, english = _TIME_OF_DAY.sub(" ", vietnamese), _TIME_OF_DAY.sub(" ", english)
    stated_vi, stated_en = stated_numbers(vietnamese), stated_numbers(english)

    def unmatched(one: list[Stated], other: list[Stated]) -> bool:
        values = {value for stated in other for value in stated.readings}
        return any(
            not stated.percent
            and not stated.required
            and all(value != value.to_integral_value() for value in stated.readings)
            and not stated.readings & values
            for stated in one
        )

    return unmatched(stated_vi, stated_en) and unmatched(stated_en, stated_vi)


# a time of day ("at 7.30", "lúc 7.30", "7.30 a.m."): hours and minutes, no fraction
_TIME_OF_DAY = re.compile(
    r"\b(?:at|lúc|from|to|until|từ|đến)\s+\d{1,2}[.:]\d{2}\b|\b\d{1,2}[.:]\d{2}\s*(?:[ap]\.?m\b|h\b|giờ)",
    re.IGNORECASE,
)


def _multiples_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the languages multiply by other numbers, none alike: "trọng số gấp đôi" /
    "weighted three times as heavily" (a "gấp" is a multiple beyond doubt; a "2 lần" may be a
    count, and ``differences`` matches it to "twice")."""
    said_vi = {_multiple(found["times"]) for found in _MULTIPLE_VI.finditer(vietnamese)}
    said_en = {
        _multiple(found["times"] or found["times_"]) for found in _MULTIPLE_EN.finditer(english)
    }
    said_vi.discard(None)
    said_en.discard(None)
    return bool(said_vi) and bool(said_en) and not said_vi & said_en


def _multiple(word: str) -> Decimal | None:
    said = re.sub(r"[\W_]+", "", folded(word))
    if said[:1].isdigit():
        return Decimal(word.strip().replace(",", "."))
    return _MULTIPLES.get(said)


_MULTIPLES = {
    **dict.fromkeys(("doi", "hai", "two", "twice", "double"), Decimal(2)),
    **dict.fromkeys(("ruoi", "oneandahalf"), Decimal("1.5")),
    **dict.fromkeys(("ba", "three", "triple", "thrice"), Decimal(3)),
    **dict.fromkeys(("bon", "four", "quadruple"), Decimal(4)),
    **dict.fromkeys(("nam", "five"), Decimal(5)),
}
_MULTIPLE_VI = re.compile(
    r"\bgấp\s+(?P<times>\d{1,2}(?:,\d)?|đôi|hai|rưỡi|ba|bốn|năm)\b(?:\s+lần\b)?", re.IGNORECASE
)
_MULTIPLE_EN = re.compile(
    r"\b(?:(?P<times>twice|double|triple|thrice|quadruple)(?=\s+(?:as|the|that|its|their|his|her)\b)"
    r"|(?P<times_>\d{1,2}(?:\.\d)?|two|three|four|five|one\s+and\s+a\s+half|one-and-a-half)"
    r"\s+times\s+(?:as|the|that|its|their|his|her)\b)",
    re.IGNORECASE,
)


def _limits_otherwise(vietnamese: str, english: str) -> bool:
    """Whether a number both languages write is a limit one way in one and the other way in
    the other: "ít nhất 12 tháng" / "at most 12 months", "từ 50.000.000 đồng trở lên" /
    "less than VND 50,000,000", "trên 500.000 đồng" / "less than VND 500,000" (each number
    by its figures; said once, or each time the same way)."""
    limits_vi = _limit_ways(
        vietnamese, _UP_BEFORE_VI, _DOWN_BEFORE_VI, _UP_AFTER_VI, _DOWN_AFTER_VI
    )
    limits_en = _limit_ways(english, _UP_BEFORE_EN, _DOWN_BEFORE_EN, _UP_AFTER_EN, _DOWN_AFTER_EN)
    return any(limits_en.get(number) not in (None, way) for number, way in limits_vi.items() if way)


def _limit_ways(
    text: str,
    up_before: re.Pattern[str],
    down_before: re.Pattern[str],
    up_after: re.Pattern[str],
    down_after: re.Pattern[str],
) -> dict[str, str | None]:
    """Each number ``text`` writes in figures (by its digits, leading zeros aside), and which
    way it limits: "up" (at least, more than), "down" (at most, less than); None where it is
    said both ways."""
    ways: dict[str, str | None] = {}
    for found in _FIGURES.finditer(text):
        before = text[max(0, found.start() - _LIMIT_REACH) : found.start()]
        before = before[max((at + 1 for at, ch in enumerate(before) if ch.isdigit()), default=0) :]
        after = text[found.end() : found.end() + _LIMIT_REACH]
        after = after[: next((at for at, ch in enumerate(after) if ch.isdigit()), len(after))]
        said: dict[str, int] = {}  # each way said, by where its words start (after: past it)
        limits: dict[str, re.Match[str]] = {}
        for way, before_it, after_it in (
            ("up", up_before, up_after),
            ("down", down_before, down_after),
        ):
            if after_it.match(after):
                said[way] = -1  # ("over 24 months at most": the words after it say which)
            elif (limit := before_it.search(before)) is not None:
                said[way], limits[way] = limit.start(), limit
        if not said:
            continue
        # ("không quá" holds "quá", "no less than" "less than": the longer words say it)
        way = min(said, key=said.__getitem__)
        if (
            way in limits
            and not _A_NOT.search(limits[way].group())
            and _PAST_IT.match(limits[way].group())
            and _NEGATED_BEFORE.search(before, 0, limits[way].start())
        ):
            # "cannot exceed", "không được làm thêm quá", "may not take more than": the limit
            # turned by a "not" a few words before it
            way = "down" if way == "up" else "up"
        number = re.sub(r"\D", "", found.group()).lstrip("0") or "0"
        ways[number] = way if ways.get(number, way) == way else None
    return ways


_FIGURES = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)*")
# a "not" a few words before a limit's words, in the same clause ("không được phép vượt quá",
# "shall in no case exceed", "may not take more than", "never more than")
_A_NOT = re.compile(r"\b(?:không|not|no)\b", re.IGNORECASE)
# (only where the limit is one of going past: "không được làm thêm quá", "cannot exceed";
# "No gifts worth over VND 500,000 may be accepted" refuses the gift, not the limit)
_PAST_IT = re.compile(r"\b(?:vượt\s+quá|quá|exceed\w*|(?:more|longer|greater|higher)\s+than)", re.I)
_NEGATED_BEFORE = re.compile(
    # (not a compound: "nghỉ không lương", unpaid leave)
    r"(?:\bkhông(?!\s+(?:lương|phép|thời\s+hạn|xác\s+định|chính\s+thức))|\bchẳng|\bchưa"
    r"|\b(?:not|never|cannot|can't|mustn't|shan't|won't)|\bin\s+no\s+case"
    r"|\bunder\s+no\s+circumstances)\b"
    r"(?:[^\S\n]+[^\W\d][\w'\u2019]*){0,3}[^\S\n]*$",
    re.IGNORECASE,
)
_LIMIT_REACH = 30
# a limit's words right before the number (a currency or "mức" between), or its unit and
# "trở lên" after it
_BETWEEN_LIMIT = r"\s*+(?:(?:VND|USD|US\$|the|a|mức|là|bằng)\s++)?$"
# The words of a limit, each way, as each language writes them before its number (and the
# English's after it): a bound counted in ("ít nhất", "at most") and one left out ("trên",
# "less than"), as ``_strictness_otherwise`` tells them apart
_AT_LEAST_WORDS_VI = r"ít\s+nhất|tối\s+thiểu|không\s+(?:được\s+)?(?:dưới|(?:ít|thấp|ngắn)\s+hơn)"
_AT_MOST_WORDS_VI = (
    r"tối\s+đa|nhiều\s+nhất|không\s+(?:được\s+)?(?:vượt\s+quá|quá|trên|(?:nhiều|cao|lâu|dài)"
    r"\s+hơn)"
)
_MORE_THAN_WORDS_VI = r"trên|quá|vượt\s+quá|(?:nhiều|cao|lâu|dài)\s+hơn"
_LESS_THAN_WORDS_VI = r"dưới|chưa\s+(?:đủ|đến|tới)|(?:ít|thấp|ngắn)\s+hơn"
_AT_LEAST_WORDS_EN = (
    r"at\s+least|minimum(?:\s+of)?|(?:not|no)\s+(?:be\s+)?(?:less|fewer|shorter|lower)\s+than"
)
_AT_MOST_WORDS_EN = (
    r"at\s+most|up\s+to|maximum(?:\s+of)?|(?:not|no)\s+(?:be\s+)?(?:more|greater|longer"
    r"|higher)\s+than|not\s+(?:to\s+)?exceed\w*"
)
_MORE_THAN_WORDS_EN = (
    r"(?:more|greater|longer|higher)\s+than|over|above|exceed(?:s|ing)?|in\s+excess\s+of"
)
_LESS_THAN_WORDS_EN = r"(?:less|fewer|shorter|lower)\s+than|under|below"
_OR_MORE_EN = r"(?:or|and)\s+(?:more|longer|over|above|higher|greater)"
_OR_LESS_EN = r"(?:or|and)\s+(?:less|fewer|under|below|shorter|lower)"
_DOWN_BEFORE_VI = re.compile(
    rf"\b(?:{_AT_MOST_WORDS_VI}|{_LESS_THAN_WORDS_VI})" + _BETWEEN_LIMIT, re.IGNORECASE
)
_UP_BEFORE_VI = re.compile(
    rf"\b(?:{_AT_LEAST_WORDS_VI}|{_MORE_THAN_WORDS_VI})" + _BETWEEN_LIMIT, re.IGNORECASE
)
_UNIT_AFTER = r"(?:\s*+%|\s*+[^\W\d_]+(?:/[^\W\d_]+)?){0,3}?\s*+"
_UP_AFTER_VI = re.compile(_UNIT_AFTER + r"trở\s+lên\b", re.IGNORECASE)
_DOWN_AFTER_VI = re.compile(_UNIT_AFTER + r"trở\s+xuống\b", re.IGNORECASE)
_DOWN_BEFORE_EN = re.compile(
    rf"\b(?:{_AT_MOST_WORDS_EN}|{_LESS_THAN_WORDS_EN})" + _BETWEEN_LIMIT, re.IGNORECASE
)
_UP_BEFORE_EN = re.compile(
    rf"\b(?:{_AT_LEAST_WORDS_EN}|{_MORE_THAN_WORDS_EN})" + _BETWEEN_LIMIT, re.IGNORECASE
)
_UP_AFTER_EN = re.compile(
    _UNIT_AFTER + rf"(?:{_OR_MORE_EN}|at\s+(?:the\s+)?least)\b", re.IGNORECASE
)
_DOWN_AFTER_EN = re.compile(
    _UNIT_AFTER + rf"(?:{_OR_LESS_EN}|at\s+(?:the\s+)?most)\b", re.IGNORECASE
)


def _figures_added_in_english(vietnamese: str, english: str) -> bool:
    """Whether the English states a term in figures where the Vietnamese states no figure
    at all: a period ("mà không phải báo trước" / "with 3 days' notice", "bất kỳ lúc nào" /
    "within 30 days"), a share ("nguyên lương" / "70% of his or her salary") or an amount of
    money. (Other figures an English writes for words: "24/7", "Q4", "Chapter 3", "the 1st
    day", "COVID-19", "100%", "every 3 months" for "theo quý".)"""
    if re.search(r"\d", vietnamese) or _NUMBER_WORDS_VI.search(vietnamese):
        return False
    if _rates(vietnamese, _RATES_VI):
        return False  # "theo quý" / "every 3 months"
    return any(
        not (found["share"] and Decimal(found["share"].replace(",", ".")) >= 100)
        for found in _A_TERM_IN_FIGURES_EN.finditer(english)
    )


_NUMBER_WORDS_VI = re.compile(
    r"\b(?:một|hai|ba|bốn|tư|năm|sáu|bảy|tám|chín|mười|mươi|trăm|nghìn|ngàn|triệu|tỷ|nửa|rưỡi"
    r"|đôi|gấp)\b",
    re.IGNORECASE,
)
_A_TERM_IN_FIGURES_EN = re.compile(
    r"(?<![\w./-])(?:(?P<share>\d{1,3}(?:[.,]\d+)?)\s*(?:%|per\s?cent\b)"
    r"|\d{1,3}(?:[\s-]+(?:working|business|calendar|consecutive|full))?[\s-]+"
    r"(?:days?|weeks?|months?|years?|hours?)\b"
    r"|(?:VND|USD|US\$|\$|EUR)\s?\d|\d[\d.,]*\s?(?:VND|USD|dong|đồng)\b)",
    re.IGNORECASE,
)


def _addresses_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the languages give other e-mail or web addresses ("dpo@congty.vn" /
    "hr@congty.vn"), each where both give some."""
    said_vi = {_address(found) for found in _ADDRESS.findall(vietnamese)}
    said_en = {_address(found) for found in _ADDRESS.findall(english)}
    return bool(said_vi) and bool(said_en) and said_vi != said_en


# (its start where no address character stands before it: a run of letters is tried once)
_ADDRESS = re.compile(
    r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bhttps?://[^\s,;]+[^\s,;.)]"
    r"|\bwww\.[\w-]+(?:\.[\w-]+)+"
)


def _address(written: str) -> str:
    """An address as compared: "https://www.congty.vn/" is "www.congty.vn" is "congty.vn"."""
    return re.sub(r"^(?:https?://)?(?:www\.)?|/$", "", written.casefold())


# hours, of a day or of work, each language's way ("17 giờ" / "5 p.m."): ``differences``
# compares times of day
_HOURS_VI = re.compile(r"\b\d{1,2}(?::\d{2})?\s*(?:giờ|h\b)|\b\d{1,2}:\d{2}", re.IGNORECASE)
_HOURS_EN = re.compile(
    r"\b(?:\d{1,2}(?::\d{2})?|" + "|".join(ENGLISH_UNITS[:12]) + r")\s*"
    r"(?:hours?|hrs?\b|a\.?m\.?|p\.?m\.?|o'clock|h\b)|\b\d{1,2}:\d{2}",
    re.IGNORECASE,
)
# periods, each language's way ("24 tháng" / "two years")
_PERIODS_VI = re.compile(
    r"\b\d{1,3}\s*(?:\([^()\d]{1,30}\)\s*)?(?:ngày|tuần|tháng|năm|quý)\b", re.IGNORECASE
)
_PERIODS_EN = re.compile(
    r"\b(?:\d{1,3}|" + "|".join(ENGLISH_UNITS[:12]) + r")(?:\s*\(\d{1,3}\))?[\s-]+"
    r"(?:days?|weeks?|months?|years?|quarters?)\b",
    re.IGNORECASE,
)
# a count an English translation writes in words ("four members" for "03 người")
_SMALL_COUNTS = {word: value for value, word in enumerate(ENGLISH_UNITS[:12], start=1)}
# (a word of its own: not the "five" of "forty-five", nor one of "one hundred")
_SMALL_COUNT_EN = re.compile(
    r"(?<![\w-])(" + "|".join(_SMALL_COUNTS) + r")(?![\w-])(?!\s*\()"
    r"(?!\s+(?:hundred|thousand|million|billion)\b)",
    re.IGNORECASE,
)
# ... and in Vietnamese (not "năm", five and a year)
_SMALL_COUNTS_VI = {
    "một": 1,
    "hai": 2,
    "ba": 3,
    "bốn": 4,
    "sáu": 6,
    "bảy": 7,
    "tám": 8,
    "chín": 9,
    "mười": 10,
}
_SMALL_COUNT_VI = re.compile(
    r"\b(" + "|".join(_SMALL_COUNTS_VI) + r")\b(?!\s+(?:mươi|trăm|nghìn|ngàn|triệu|tỷ)\b)(?!\s*\()",
    re.IGNORECASE,
)


def _meant_otherwise(vietnamese: str, english: str) -> bool:
    """Whether a clause's two languages say another thing by the words these checks read
    (roles, ranks, places, limits, before and after, "not", "may" and "must", the parties):
    asked of a clause some words of which a change replaced, as it was and as it would be."""
    return (
        _roles_otherwise(vietnamese, english)
        or _ranked_otherwise(vietnamese, english)
        or _placed_otherwise(vietnamese, english)
        or _paid_otherwise(vietnamese, english)
        or _negated_otherwise(vietnamese, english)
        or _bound_otherwise(vietnamese, english)
        or _parties_otherwise(vietnamese, english)
        or _said_otherwise(vietnamese, english)
    )


def _amounts_otherwise(vietnamese: str, english: str) -> bool:
    """Whether each language states as many amounts, not the same ones ("… VND 1,000,000 and
    … VND 1,000,000" for "1.000.000 đồng … 500.000 đồng"), or, where each names a kind of
    allowance before each amount, not the same amount for each ("ăn trưa 1.000.000 đồng và
    điện thoại 500.000 đồng" / "lunch VND 500,000 and phone VND 1,000,000"). In either order:
    a translation may name them the other way round. Which amounts one language alone states
    is ``differences``'s."""
    amounts_vi = _amounts_by_kind(vietnamese, _ALLOWANCES_VI)
    amounts_en = _amounts_by_kind(english, _ALLOWANCES_EN)
    if len(amounts_vi) != len(amounts_en) or len(amounts_vi) < 2:
        return False
    if sorted(amount for _kind, amount in amounts_vi) != sorted(a for _k, a in amounts_en):
        return True
    if any(kind is None for kind, _amount in amounts_vi + amounts_en):
        return False
    return sorted(amounts_vi, key=str) != sorted(amounts_en, key=str)


def _rates_swapped_between_insurances(vietnamese: str, english: str) -> bool:
    """Whether a kind of insurance both languages give one rate each is given another rate:
    "17,5% vào BHXH, 3% vào BHYT và 1% vào BHTN" / "17.5% to social insurance, 1% to health
    insurance and 3% to unemployment insurance" (the same rates, swapped between kinds). A
    rate goes with the one kind named in its part of the list (parts split at commas,
    semicolons and "và" / "and"), before or after it."""
    rates_vi = _rate_of_each(vietnamese, _INSURANCES_VI, _LIST_PART_VI)
    rates_en = _rate_of_each(english, _INSURANCES_EN, _LIST_PART_EN)
    return any(rates_vi[kind] != rates_en[kind] for kind in rates_vi.keys() & rates_en.keys())


# (not a decimal comma: "17,5%")
_LIST_PART_VI = re.compile(r",(?!\d)|;|\s(?:và|cùng)\s", re.IGNORECASE)
_LIST_PART_EN = re.compile(r",(?!\d)|;|\s(?:and|plus)\s", re.IGNORECASE)


def _rate_of_each(
    text: str, kinds: dict[str, re.Pattern[str]], parts: re.Pattern[str]
) -> dict[str, Decimal]:
    """The one percentage each kind is given in its own part of ``text``, where one is."""
    found: dict[str, set[Decimal]] = {}
    for part in parts.split(text):
        named = [kind for kind, name in kinds.items() if name.search(part)]
        rates = {
            min(stated.readings)
            for stated in stated_numbers(part)
            if stated.percent and stated.readings
        }
        if len(named) == 1 and len(rates) == 1:
            found.setdefault(named[0], set()).update(rates)
    return {kind: next(iter(rates)) for kind, rates in found.items() if len(rates) == 1}


def _amounts_by_kind(
    text: str, kinds: dict[str, re.Pattern[str]]
) -> list[tuple[str | None, Decimal]]:
    """Each amount ``text`` states (not a year), with the kind of allowance named last before
    it, if any."""
    named = sorted(
        (found.start(), kind) for kind, name in kinds.items() for found in name.finditer(text)
    )
    amounts = []
    for stated in stated_numbers(text):
        if not stated.required or stated.percent or not stated.readings:
            continue
        if _A_YEAR.fullmatch(stated.written):
            continue
        at = text.find(stated.written)
        before = [kind for start, kind in named if start < at]
        amounts.append((before[-1] if before else None, min(stated.readings)))
    return amounts


_A_YEAR = re.compile(r"(?:19|20)\d{2}")


def _roles_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the languages name the roles or units of other fields: "Giám đốc Kỹ thuật" /
    "Chief Product Officer", "Head of Human Resources" (each where both name some); or
    other authorities (``_authorities_otherwise``)."""
    if _authorities_otherwise(vietnamese, english):
        return True
    fields_vi = {
        field for found in _ROLE_VI.finditer(vietnamese) for field in _fields(found["field"])
    }
    fields_en = {
        field
        for found in _ROLE_EN.finditer(english)
        for field in _fields(next(group for group in found.groups() if group))
    }
    return bool(fields_vi) and bool(fields_en) and fields_vi != fields_en


def _authorities_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the languages name other kinds of authority (``_AUTHORITIES_VI``), one for
    another. A director the Vietnamese names alone ("Giám đốc") may be any English's
    general director ("Director", "General Director", "CEO")."""
    named_vi = set(_kinds_named(vietnamese, _AUTHORITIES_VI))
    named_en = set(_kinds_named(english, _AUTHORITIES_EN))
    unnamed = vietnamese
    for name in _AUTHORITIES_VI.values():
        unnamed = name.sub(" ", unnamed)
    if _DIRECTOR_VI.search(unnamed):
        named_en.discard("general_director")
    return _swapped(named_vi, named_en)


def _swapped(named_vi: set[str], named_en: set[str]) -> bool:
    """Whether each language names a kind the other does not: one swapped for another. The
    kinds read widely (events, countries, bases, authorities) are refused only so: a
    faithful translation names one in words no table holds, or one more in passing."""
    return bool(named_vi - named_en) and bool(named_en - named_vi)


def _fields(words: str) -> set[str]:
    """The fields ``words`` name, each a word or two (accents and case folded): not inside
    another word ("Production", "Factory")."""
    plain = [folded(word) for word in re.findall(r"[^\W\d_]+", words)]
    said = set(plain) | {first + second for first, second in itertools.pairwise(plain)}
    return {field for field, names in _FIELDS.items() if said & set(names)}


# The field a role or a unit is of, as each language names it (accents and case folded)
_FIELDS = {
    "technology": ("kythuat", "congnghe", "technical", "technology", "engineering", "cto"),
    "product": ("sanpham", "product", "cpo"),
    "compliance": ("tuanthu", "compliance"),
    "people": ("nhansu", "humanresources", "hr", "people", "chro"),
    "finance": ("taichinh", "finance", "financial", "cfo"),
    "accounting": ("ketoan", "accounting", "accountant"),
    "sales": ("kinhdoanh", "sales", "commercial"),
    "marketing": ("marketing", "tiepthi", "cmo"),
    "operations": ("vanhanh", "operations", "operating", "coo"),
    "legal": ("phapche", "legal", "counsel"),
    "administration": ("hanhchinh", "administration", "administrative", "admin"),
    "software": ("phanmem", "software"),
    "data": ("dulieu", "data"),
    "quality": ("chatluong", "quality", "qa", "qc"),
    "production": ("sanxuat", "production", "manufacturing"),
}
# (a field's words end where a place or an owner is named: "Kỹ sư phần mềm tại Phòng …")
# (five words: "Pháp chế và Tuân thủ", "Legal and Compliance"; not the verb after them, nor
# the next role: "Trưởng bộ phận Tuân thủ báo cáo Giám đốc Tài chính")
_FIELD_WORDS = (
    r"[^\W\d_]+(?:(?:\s*[-\u2013&]\s*|\s+)(?!(?:tại|của|thuộc|ở|cho|trong|với|at|in|of|for|with"
    r"|báo|phê|ký|chịu|là|có|được|phải|quyết|giám|trưởng|phó|reports?|approves?|signs?|is|are"
    r"|has|must|shall|may)\b)"
    r"[^\W\d_]+){0,4}"
)
_ROLE_VI = re.compile(
    r"\b(?:Phó\s+)?(?:Giám\s+đốc|Trưởng\s+(?:phòng|nhóm|bộ\s+phận|ban|khối)|Khối|Phòng|Bộ\s+phận"
    r"|Ban|[Kk]ỹ\s+sư|[Cc]huyên\s+viên|[Kk]ỹ\s+thuật\s+viên|[Ll]ập\s+trình\s+viên"
    rf"|[Pp]hân\s+tích\s+viên)\s+(?P<field>{_FIELD_WORDS})",
)
_ROLE_EN = re.compile(
    rf"\bChief\s+({_FIELD_WORDS})\s+Officer\b|\b(C[TPFM]O|CHRO|COO)\b"
    rf"|\b(?:Head|Director|Manager|Vice\s+President|VP)\s+of\s+(?:the\s+)?({_FIELD_WORDS})"
    r"|\b((?:(?:[A-Z][\w]*|&|and)\s+){1,4})(?:Director|Manager|Lead|Department|Division|Team|Head"
    r"|Engineer|Specialist|Developer|Analyst|Technician|Officer)\b"
)
# A director's rank: the general director's ("Tổng Giám đốc" / "General Director", "CEO"),
# a deputy's ("Phó Giám đốc" / "Deputy Director")
_GENERAL_VI = re.compile(r"\bTổng\s+Giám\s+đốc\b", re.IGNORECASE)
# (the general director's for certain; "Managing Director", "CEO", "President" are as often
# "Giám đốc điều hành" or "Chủ tịch": they tell no rank either way)
_GENERAL_EN = re.compile(r"\b(?:General\s+Director|Director[\s-]+General)\b", re.IGNORECASE)
_TOP_EN = re.compile(
    r"\b(?:General\s+Director|Director[\s-]+General|General\s+Manager|Managing\s+Director|CEO"
    r"|Chief\s+Executive|(?<!Vice\s)(?<!Vice-)President)\b",
    re.IGNORECASE,
)
_DEPUTY_VI = re.compile(r"\bPhó\s+(?:Tổng\s+)?Giám\s+đốc\b", re.IGNORECASE)
_DEPUTY_EN = re.compile(
    r"\b(?:Deputy|Vice(?!\s+versa)|Assistant(?!\s+to\b)|Associate)[\s-]+(?:[\w&]+\s+){0,3}?(?:Director"
    r"|President|Manager|Chairman|CEO|Head|Chief)\b",
    re.IGNORECASE,
)
# someone's role named in English: a rank may be compared
_ROLE_NAMED_EN = re.compile(
    r"\b(?:Director|Manager|Head|CEO|President|Officer|Chief|Lead(?:er)?)\b", re.IGNORECASE
)
_DIRECTOR_VI = re.compile(r"\bGiám\s+đốc\b", re.IGNORECASE)


def _ranked_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the English names a director of another rank: "Tổng Giám đốc" / "the
    Director" or "the Head of HR" (the general director's approval is not any director's),
    "Phó Giám đốc" / "the Sales Director" (a deputy's is not the director's), or the other
    way round; or a job of another seniority."""
    if not (_DIRECTOR_VI.search(vietnamese) and _ROLE_NAMED_EN.search(english)):
        return _seniority_otherwise(vietnamese, english)
    general_vi = bool(_GENERAL_VI.search(vietnamese)) and not _DEPUTY_VI.search(vietnamese)
    deputy_vi, deputy_en = bool(_DEPUTY_VI.search(vietnamese)), bool(_DEPUTY_EN.search(english))
    return (
        (general_vi and not _TOP_EN.search(english))
        or (not general_vi and not deputy_vi and bool(_GENERAL_EN.search(english)))
        or deputy_vi != deputy_en
    ) or _seniority_otherwise(vietnamese, english)


def _seniority_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the English gives a job another seniority: "Kỹ sư phần mềm cao cấp" /
    "Principal Software Engineer", "Chuyên viên" / "Senior Specialist" (a rank the Vietnamese
    does not give, where it names no rank of any kind), "Thực tập sinh" / "Junior Analyst"."""
    ranks_vi = {rank for rank, name in _SENIORITY_VI.items() if name.search(vietnamese)}
    ranks_en = {rank for rank, name in _SENIORITY_EN.items() if name.search(english)}
    if ranks_vi and ranks_en:
        # (a job's own rank, "Kỹ sư trưởng", "Chuyên viên chính", may be any English's senior
        # or principal)
        excused = {"senior", "principal"} if _OWN_RANK_VI.search(vietnamese) else set()
        if _SUBORDINATE_VI.search(vietnamese):  # "nhân viên cấp dưới" / "junior staff"
            excused.add("junior")
        return ranks_vi != ranks_en - (excused - ranks_vi)
    # (a rank of its own the Vietnamese names, "Chuyên viên chính", "bậc 3", is any English's;
    # "cán bộ quản lý" may well be "senior staff": a profession's rank only)
    return (
        bool(_PROFESSION_RANKED_EN.search(english))
        and not _RANKED_VI.search(vietnamese)
        and bool(_JOB_VI.search(vietnamese))
    )


# A job, as the Vietnamese names it before its field and rank ("Kỹ sư phần mềm cao cấp"),
# and the English before its own ("Senior Software Engineer")
_JOB_VI_WORDS = (
    r"(?:kỹ|kĩ)\s+sư|chuyên\s+viên|chuyên\s+gia|nhân\s+viên|kiến\s+trúc\s+sư|lập\s+trình\s+viên"
    r"|kỹ\s+thuật\s+viên|phân\s+tích\s+viên|thiết\s+kế\s+viên|tư\s+vấn\s+viên|kế\s+toán\s+viên"
    r"|kiểm\s+toán\s+viên|cán\s+bộ|quản\s+lý|giám\s+sát\s+viên|nghiên\s+cứu\s+viên"
)
_JOB_VI = re.compile(rf"\b(?:{_JOB_VI_WORDS})\b", re.IGNORECASE)
_PROFESSIONS_EN = (
    r"engineers?|specialists?|consultants?|architects?|designers?|analysts?|developers?"
    r"|scientists?|researchers?|auditors?|accountants?|technicians?|programmers?|counsels?"
    r"|lawyers?|attorneys?"
)
_JOB_EN_WORDS = (
    rf"{_PROFESSIONS_EN}|officers?|managers?|experts?|associates?|staff|employees?|executives?"
    r"|advisors?|advisers?"
)
# (the words between are the job's field: not "the principal duties of engineers")
_FIELD_BETWEEN_EN = r"(?:(?!(?:of|for|to|duties|tasks|responsibilities|functions)\b)[\w&-]+\s+)"
_PROFESSION_RANKED_EN = re.compile(
    rf"\b(?:senior|junior|principal)\s+{_FIELD_BETWEEN_EN}{{0,4}}?(?:{_PROFESSIONS_EN})\b",
    re.IGNORECASE,
)
# (its field between: up to three words, not a sentence's end)
_SENIORITY_VI = {
    rank: re.compile(
        rf"\b(?:{_JOB_VI_WORDS})\s+(?:[^\W\d_]+\s+){{0,5}}?(?:{words})\b", re.IGNORECASE
    )
    for rank, words in (
        ("senior", r"cao\s+cấp|cấp\s+cao"),
        ("junior", r"sơ\s+cấp"),
    )
} | {
    "intern": re.compile(
        r"\b(?:thực\s+tập\s+sinh|(?:nhân|sinh)\s+viên\s+thực\s+tập|học\s+viên)\b", re.IGNORECASE
    )
}
_SENIORITY_EN = {
    rank: re.compile(
        rf"\b(?:{words})\s+{_FIELD_BETWEEN_EN}{{0,4}}?(?:{_JOB_EN_WORDS})\b", re.IGNORECASE
    )
    for rank, words in (("senior", "senior"), ("junior", "junior"), ("principal", "principal"))
} | {"intern": re.compile(r"\b(?:interns?|internships?|trainees?)\b", re.IGNORECASE)}
_SUBORDINATE_VI = re.compile(r"\bcấp\s+dưới\b", re.IGNORECASE)
_OWN_RANK_VI = re.compile(
    rf"\b(?:{_JOB_VI_WORDS})\s+(?:[^\W\d_]+\s+){{0,3}}?(?:trưởng|chính)\b(?!\s+(?:thức|sách|xác|phủ))",
    re.IGNORECASE,
)
# a rank of any kind the Vietnamese names: a seniority, a grade, a level, a head
# ("chính" of a job, not "tài chính", "chính sách"; "trưởng", not "tăng trưởng")
_RANKED_VI = re.compile(
    r"\b(?:cao\s+cấp|cấp\s+cao|sơ\s+cấp|trung\s+cấp|(?<!tăng\s)trưởng(?!\s+thành)|phó|thâm\s+niên"
    r"|(?:cấp|bậc|hạng|ngạch|level)\s+(?:\d|[IVX]+\b)|thực\s+tập|tập\s+sự|lãnh\s+đạo|điều\s+hành"
    rf"|(?:{_JOB_VI_WORDS})\s+(?:[^\W\d_]+\s+){{0,3}}?chính(?!\s+(?:thức|sách|xác|phủ|đáng))"
    r"|bậc|ngạch)\b",
    re.IGNORECASE,
)


# A limit on an amount or a time, in each language ("tối đa 02 ngày mỗi tuần" / "up to 2
# days a week"): one the English drops makes the clause say another thing
# ... which way each limit goes: a most ("tối đa", "không quá", "chậm nhất" / "at most", "up
# to", "no later than") or a least ("tối thiểu", "ít nhất" / "at least", "no earlier than")
_AT_MOST_VI = re.compile(
    r"\b(?:tối\s+đa|không\s+(?:được\s+)?(?:vượt\s+quá|quá|(?:nhiều|muộn|trễ|chậm|lâu|cao)\s+hơn)"
    r"|nhiều\s+nhất|chậm\s+nhất|tới\s+đa|trở\s+xuống)\b",
    re.IGNORECASE,
)
# ("chậm nhất 05 ngày trước …": at least five days before)
_AT_LEAST_VI = re.compile(
    r"\b(?:chậm\s+nhất\s+(?:là\s+)?\d{1,3}\s+(?:ngày|tuần|tháng)(?:\s+làm\s+việc)?\s+trước"
    r"|tối\s+thiểu|ít\s+nhất|không\s+(?:được\s+)?(?:dưới|(?:ít|sớm|thấp|ngắn)\s+hơn)|sớm\s+nhất"
    r"|trở\s+lên)\b",
    re.IGNORECASE,
)
_AT_MOST_EN = re.compile(
    r"\b(?:at\s+(?:most|the\s+latest)|up\s+to|max\w*|no\s+(?:more|later|longer)\s+than"
    r"|not\s+(?:more|later|longer)\s+than|not\s+(?:to\s+)?exceed\w*|on\s+or\s+before|or\s+(?:less"
    r"|fewer|earlier|below|under|lower)|ceiling|cap\w*|(?<!no\s)(?<!not\s)(?<!be\s)(?:less|fewer)\s+than)\b",
    re.IGNORECASE,
)
_AT_LEAST_EN = re.compile(
    r"\b(?:at\s+(?:least|the\s+earliest)|minim\w*|min\b|no\s+(?:less|fewer|earlier|shorter)\s+than"
    r"|not\s+(?:be\s+)?(?:less|fewer|earlier|shorter)\s+than|on\s+or\s+after"
    r"|(?:or|and)\s+(?:more|later|higher|above|over|greater|longer)"
    # (notice "no later than 30 days before" is at least 30 days')
    r"|no\s+later\s+than\s+[^.;]{1,30}?\b(?:before(?:hand)?|in\s+advance|prior))\b",
    re.IGNORECASE,
)


def _free_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the Vietnamese gives free of charge what the English does not ("ăn ca miễn
    phí" / "meals at cost", "chỗ ở miễn phí" / "at a subsidised rent")."""
    return bool(_FREE_VI.search(vietnamese)) and not _FREE_EN.search(english)


_FREE_VI = re.compile(r"\b(?:miễn\s+phí|không\s+(?:mất|thu|tính)\s+(?:phí|tiền))\b", re.I)
_FREE_EN = re.compile(
    r"\b(?:free|no\s+(?:\w+\s+)?(?:charge|cost|fee)|without\s+(?:any\s+)?(?:charge|cost|payment)"
    r"|without\s+charging|costs?\s+(?:\w+\s+){0,3}?nothing"
    r"|paid\s+for\s+(?:in\s+full\s+|entirely\s+|wholly\s+)?by\s+the\s+(?:Company|employer)"
    r"|complimentary|at\s+the\s+(?:Company|employer)['\u2019]s\s+(?:own\s+)?(?:expense|cost)"
    r"|(?:not|never)\s+(?:be\s+)?charge[ds]?|gratis)\b",
    re.IGNORECASE,
)


def _at_once_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the English gives a time limit where the Vietnamese says at once ("báo ngay" /
    "report within 24 hours")."""
    return bool(
        _AT_ONCE_VI.search(vietnamese)
        and not _WITHIN_VI.search(vietnamese)
        and (_WITHIN_EN.search(english) or _A_LATER_TIME_EN.search(english))
        and not _AT_ONCE_EN.search(english)
    )


_AT_ONCE_VI = re.compile(
    r"\b(?:ngay\s+lập\s+tức|(?:báo|thông\s+báo|báo\s+cáo|nộp|trả|bàn\s+giao|xử\s+lý|thanh\s+toán"
    r"|chi\s+trả|hoàn\s+trả|gửi|cung\s+cấp|khắc\s+phục|dừng|ngừng)\s+ngay"
    r"(?!\s+(?:sau|khi|trong|trước|cả))\b)",
    re.IGNORECASE,
)
_WITHIN_VI = re.compile(r"\btrong\s+(?:vòng|thời\s+hạn|thời\s+gian)\s", re.IGNORECASE)
_WITHIN_EN = re.compile(r"\bwithin\s+(?:\w+\s+)?(?:\(\d+\)\s+)?(?:hours?|days?|weeks?)\b", re.I)
# a time later than at once, not "within" one: "by the end of the day", "at the next
# appraisal", "30 days after"
_A_LATER_TIME_EN = re.compile(
    r"\b(?:by\s+the\s+end\s+of|at\s+the\s+next|no\s+later\s+than|before\s+the\s+end\s+of"
    r"|(?:\d{1,3}|" + "|".join(ENGLISH_UNITS[:12]) + r")\s+(?:working\s+|business\s+|calendar\s+)?"
    r"(?:hours?|days?|weeks?|months?)\s+(?:after|later|from|following))\b",
    re.IGNORECASE,
)
_AT_ONCE_EN = re.compile(
    r"\b(?:immediately|at\s+once|forthwith|promptly|without\s+delay|right\s+away|as\s+soon\s+as"
    r"|straight\s+away|straightaway|instantly)\b",
    re.IGNORECASE,
)


def _strictness_otherwise(vietnamese: str, english: str) -> bool:
    """Whether one language counts the bound in and the other leaves it out: "từ 02 năm trở
    lên" / "more than two years", "quá 03 lần" / "three or more times", "tối đa 05 ngày" /
    "less than 5 days", "dưới 18 tuổi" / "up to 18" (each language stating one kind only)."""
    said_vi, said_en = _ABOVE_OR_BELOW_VI.sub(" ", vietnamese), english
    for counted_in_vi, left_out_vi, counted_in_en, left_out_en in (
        (_AT_LEAST_IN_VI, _MORE_THAN_VI, _AT_LEAST_IN_EN, _MORE_THAN_EN),
        (_AT_MOST_IN_VI, _LESS_THAN_VI, _AT_MOST_IN_EN, _LESS_THAN_EN),
    ):
        in_vi, out_vi = counted_in_vi.search(vietnamese), left_out_vi.search(said_vi)
        in_en = counted_in_en.search(said_en)
        out_en = left_out_en.search(counted_in_en.sub(" ", said_en))
        if (in_vi and not out_vi and out_en and not in_en) or (
            out_vi and not in_vi and in_en and not out_en
        ):
            return True
    return False


# A bound counted in, and one left out, as each language says it of a number
_AT_LEAST_IN_VI = re.compile(rf"\b(?:trở\s+lên|{_AT_LEAST_WORDS_VI})\b", re.IGNORECASE)
_AT_MOST_IN_VI = re.compile(rf"\b(?:trở\s+xuống|{_AT_MOST_WORDS_VI})\b", re.IGNORECASE)
# (what is said counted in, taken out before a bound left out is looked for: "không quá 3")
_ABOVE_OR_BELOW_VI = re.compile(
    r"\bkhông\s+(?:được\s+)?(?:vượt\s+quá|quá|trên|dưới|(?:nhiều|ít|cao|thấp|lâu|dài|ngắn)\s+hơn)\b",
    re.IGNORECASE,
)
_MORE_THAN_VI = re.compile(
    rf"(?<!tính\s)(?<!dựa\s)(?<!ghi\s)\b(?:{_MORE_THAN_WORDS_VI})\s+\d", re.IGNORECASE
)
_LESS_THAN_VI = re.compile(rf"\b(?:{_LESS_THAN_WORDS_VI})\s+\d", re.IGNORECASE)
_A_NUMBER_EN = (
    r"(?:the\s+)?(?:VND\s+)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven"
    r"|twelve|fifteen|twenty|thirty|sixty|ninety)"
)
_AT_LEAST_IN_EN = re.compile(rf"\b(?:{_AT_LEAST_WORDS_EN}|{_OR_MORE_EN})\b", re.IGNORECASE)
_AT_MOST_IN_EN = re.compile(rf"\b(?:{_AT_MOST_WORDS_EN}|{_OR_LESS_EN})\b", re.IGNORECASE)
_MORE_THAN_EN = re.compile(rf"\b(?:{_MORE_THAN_WORDS_EN})\s+{_A_NUMBER_EN}", re.IGNORECASE)
_LESS_THAN_EN = re.compile(rf"\b(?:{_LESS_THAN_WORDS_EN})\s+{_A_NUMBER_EN}", re.IGNORECASE)


def _limited_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the English turns a limit round: "chậm nhất vào ngày 05" / "no earlier than
    the 5th", "ít nhất 300%" / "up to 300%" (each language stating limits of one way only)."""
    most_vi, least_vi = _AT_MOST_VI.search(vietnamese), _AT_LEAST_VI.search(vietnamese)
    most_en, least_en = _AT_MOST_EN.search(english), _AT_LEAST_EN.search(english)
    return bool(
        (most_vi and not least_vi and least_en and not most_en)
        or (least_vi and not most_vi and most_en and not least_en)
    )


_LIMIT_SAID_EN = re.compile(
    r"\b(?:max\w*|minim\w*|min\b|at\s+(?:most|least|the\s+latest|the\s+earliest)|up\s+to|no\s+(?:more"
    r"|less|later|earlier|fewer|longer|shorter)|not\s+(?:be\s+)?(?:more|less|later|earlier|fewer|longer"
    r"|shorter|exceed\w*)|exceed\w*|within"
    r"|limit\w*|cap\w*|ceiling|latest|earliest|until|by|(?:less|fewer|more)\s+than"
    r"|(?:or|and)\s+(?:more|less|fewer|earlier|later|higher|lower|above|below|over|under|greater)"
    r"|on\s+or\s+(?:before|after))\b",
    re.IGNORECASE,
)
# Inside a place, or outside it
_OUTSIDE_VI = re.compile(
    r"\b(?i:(?<!người\s)nước\s+ngoài|ngoài\s+(?:tỉnh|thành\s+phố|nước|lãnh\s+thổ|địa\s+bàn))"
    r"|\b(?i:ngoài)\s+[A-ZĐ]"
)
_INSIDE_VI = re.compile(
    r"\b(?:trong|tại|nội)\s+(?:tỉnh|thành\s+phố|nước|lãnh\s+thổ|địa\s+bàn|[A-ZĐ])"
)
# Vietnam as where a term holds ("tại Việt Nam", "trên lãnh thổ Việt Nam"), and the English
# naming it ("in Southeast Asia" is not it)
_IN_VIETNAM_VI = re.compile(
    r"\b(?:tại|ở|trên|trong)\s+(?:(?:toàn\s+)?(?:lãnh\s+thổ|phạm\s+vi|nước)\s+)?Việt\s+Nam\b"
)
_VIETNAM_EN = re.compile(
    r"\bviet\s*-?\s*nam\w*|\b(?-i:VN)\b|\b(?:nationwide|domestic\w*|local(?:ly)?|in-country"
    r"|(?:in|within)\s+the\s+country)\b",
    re.IGNORECASE,
)
# Anywhere in the world, each language's way
# (in lower case: "Trường Quốc tế ABC", "Thế Giới Di Động" are names)
_WORLDWIDE_VI = re.compile(
    r"\b(?:toàn\s+cầu|(?:trên\s+)?(?:toàn\s+)?thế\s+giới|bất\s+kỳ\s+(?:quốc\s+gia|nước)"
    r"|mọi\s+(?:quốc\s+gia|nước)|quốc\s+tế)\b"
)
# (not "ABC International", "Global Mobility Policy": names)
_WORLDWIDE_EN = re.compile(
    r"\b(?:world\s?wide|world-wide|(?:in|around|across)\s+the\s+world|(?-i:global\w*)"
    r"|(?:any|every)\s+country|(?-i:international\w*))\b",
    re.IGNORECASE,
)
# a region wider than Vietnam ("provinces of Southeast Asia" for "các tỉnh … Việt Nam")
_REGION_EN = re.compile(
    r"\b(?:(?:south[\s-]*+east|east|south|north[\s-]*+east|west|central)\s+asia(?:n)?"
    r"|asia-pacific|asean|indochina|apac|mekong\s+region)\b"
    # (not a bank's or a company's name: "East Asia Commercial Bank", "Sun Asia Co., Ltd.")
    r"(?!\s+(?:commercial|bank|co\b|company|corporation|group|joint|ltd|limited|holdings))",
    re.IGNORECASE,
)
_REGION_VI = re.compile(
    r"\b(?:(?:đông\s+nam|đông\s+bắc|đông|nam|tây|bắc|trung)\s+á|châu\s+á|á\s+châu|asean|đông\s+dương"
    r"|apac|tiểu\s+vùng\s+mê\s+kông)\b",
    re.IGNORECASE,
)
_OUTSIDE_EN = re.compile(
    r"\b(?:outside|out\s+of|beyond|abroad|overseas|away\s+from|(?:neighbou?ring|other|foreign)"
    r"\s+countr(?:y|ies)|the\s+region)\b",
    re.IGNORECASE,
)
_INSIDE_EN = re.compile(r"\b(?:inside|within)\b", re.IGNORECASE)
# Before a time or an event, or after it
_BEFORE_EVENT_VI = re.compile(
    r"\btrước\s+(?:khi|ngày|chuyến|thời\s+điểm|kỳ|mỗi|lúc|hạn|tết|lễ|đợt)\b", re.IGNORECASE
)
_AFTER_EVENT_VI = re.compile(
    r"\b(?:sau\s+(?:khi|ngày|chuyến|thời\s+điểm|kỳ|mỗi|lúc|hạn|tết|lễ|đợt)|kể\s+từ|từ\s+khi)\b",
    re.IGNORECASE,
)
_BEFORE_EVENT_EN = re.compile(
    r"\b(?:before(?:hand)?|prior|preceding|in\s+advance|ahead|early|earlier|pre-\w+"
    r"|by\s+(?:the\s+)?(?:\d+\w*|end|date|day|deadline|last|first|\w+th"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)"
    r"|until|till|no\s+later|on\s+or\s+before)\b",
    re.IGNORECASE,
)
# ... said in so many words
_SAYS_BEFORE_EN = re.compile(r"\b(?:before|prior|preceding|in\s+advance|ahead)\b", re.I)
_SAYS_AFTER_EN = re.compile(
    r"\b(?:after|following(?!\s+(?:month|year|quarter|week|day|working|calendar)))\b", re.I
)
_AFTER_EVENT_EN = re.compile(
    r"\b(?:after|following|from|since|upon|once|when|post|days?\s+of)\b", re.I
)


# The events a term runs from: the contract's end, or its signing
_ENDS_VI = re.compile(r"\b(?:chấm\s+dứt|kết\s+thúc|hết\s+hạn|thôi\s+việc|nghỉ\s+việc)\b", re.I)
_ENDS_EN = re.compile(
    r"\b(?:terminat\w*|end\w*|expir\w*|ceas\w*|leav\w*|resign\w*|separation|cessation)\b", re.I
)
_SIGNED_VI = re.compile(r"\b(?:ký|kí)\b", re.IGNORECASE)
_SIGNED_EN = re.compile(r"\b(?:sign\w*|execut\w*|conclu\w*)\b", re.IGNORECASE)
# Parts of a list joined ("thưởng tháng 13 và thưởng hiệu quả", "Hà Nội và các tỉnh lân cận",
# "…/tháng, trả theo kết quả đánh giá"), and what joins them in English: an English with
# nothing joined drops a part
_JOINED_VI = re.compile(r"\svà\s|,\s(?!\d)")
_JOINED_EN = re.compile(
    r"\s(?:and|or|as\s+well\s+as|plus|with|without|including|together|along|both|subject|based"
    r"|depending"
    r"|according|under|pursuant|in\s+line|in\s+accordance)\s|&|,(?!\d{3})|;|/|\(",
    re.IGNORECASE,
)


# Consent in writing, or by word of mouth; on probation, or past it
_WRITTEN_VI = re.compile(r"\bbằng\s+văn\s+bản\b", re.IGNORECASE)
_ORAL_VI = re.compile(r"\b(?:bằng\s+)?(?:miệng|lời\s+nói)\b", re.IGNORECASE)
_WRITTEN_EN = re.compile(r"\b(?:writing|written|in\s+writing|document\w*)\b", re.IGNORECASE)
_ORAL_EN = re.compile(r"\b(?:oral\w*|verbal\w*|spoken)\b", re.IGNORECASE)
_ON_PROBATION_VI = re.compile(r"\b(?:trong\s+thời\s+gian\s+)?thử\s+việc\b", re.IGNORECASE)
_PAST_PROBATION_VI = re.compile(
    r"\b(?:(?:nhân\s+viên|lao\s+động|kỹ\s+sư|chuyên\s+viên|hợp\s+đồng|làm\s+việc)\s+[^.;,]{0,30}?"
    r"(?<!lương\s)chính\s+thức|(?<!chưa\s)(?<!trước\s)(?<!trước\skhi\s)"
    r"(?:sau|hết|kết\s+thúc|hoàn\s+thành)\s+(?:thời\s+gian\s+)?thử\s+việc)\b",
    re.IGNORECASE,
)
_ON_PROBATION_EN = re.compile(r"\bprobation\w*\b", re.IGNORECASE)
_PAST_PROBATION_EN = re.compile(
    r"\b(?:(?:official|permanent)(?:ly)?\s+(?:employ\w*|staff|member|contract|position|title)"
    r"|(?:after|completed?|completing|completion\s+of|end\s+of|passed|passing)\s+"
    r"(?:the\s+|their\s+|his\s+|her\s+)?probation\w*)\b",
    re.IGNORECASE,
)


def _stage_or_form_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the English asks an oral consent for a written one (or the reverse), or puts
    on probation what the Vietnamese says of an official employee (or the reverse):
    "được Công ty đồng ý bằng văn bản" / "with the Company's oral consent", "trong thời gian
    thử việc" / "who have completed probation", "Kỹ sư phần mềm chính thức" / "Probationary
    Software Engineer"."""
    written = bool(_WRITTEN_VI.search(vietnamese)) and not _ORAL_VI.search(vietnamese)
    oral = bool(_ORAL_VI.search(vietnamese)) and not _WRITTEN_VI.search(vietnamese)
    past_vi, past_en = _PAST_PROBATION_VI.search(vietnamese), _PAST_PROBATION_EN.search(english)
    on_vi = _ON_PROBATION_VI.search(vietnamese) and not past_vi
    on_en = _ON_PROBATION_EN.search(english) and not past_en
    return bool(
        # ("bằng văn bản" / "orally or in writing": a choice the parties did not give)
        (written and _ORAL_EN.search(english))
        or (oral and _WRITTEN_EN.search(english))
        or (on_vi and past_en)
        or (past_vi and on_en)
    )


def _left_out_of_english(vietnamese: str, english: str) -> bool:
    """Whether the English leaves out an event, a time or a part of a list the Vietnamese
    states: the contract's end where the Vietnamese counts from it ("sau khi chấm dứt hợp đồng"
    / "after the contract is signed"), what the law provides ("theo quy định của pháp luật" /
    "at its discretion"), the contract's term ("trong thời hạn hợp đồng và 02 năm
    sau khi chấm dứt" / "for 2 years after its termination"), or everything the Vietnamese
    joins to its first part ("Thưởng tháng lương thứ 13 và thưởng hiệu quả công việc …" / "A
    13th-month salary bonus.", much shorter: ``_SHORTER``). "vợ hoặc chồng" is one part, the
    spouse."""
    vietnamese = _EITHER_SPOUSE_VI.sub("người phối ngẫu", vietnamese)
    return bool(
        (
            _ENDS_VI.search(vietnamese)
            and not _ENDS_EN.search(english)
            and _SIGNED_EN.search(english)
            and not _SIGNED_VI.search(vietnamese)
        )
        or (_DURING_THE_TERM_VI.search(vietnamese) and not _THE_TERM_EN.search(english))
        or (_IN_THE_COURSE_VI.search(vietnamese) and not _THE_WORK_EN.search(english))
        or (_BY_LAW_VI.search(vietnamese) and not _LAW_EN.search(english))
        or (
            _JOINED_VI.search(joined_vi := _joined_parts(vietnamese))
            and not _JOINED_EN.search(english)
            and len(english.split()) < _SHORTER * len(vietnamese.split())
        )
        or _listed(joined_vi, _AND_VI, _LIST_PART_SYLLABLES)
        > max(_listed(english, _AND_EN, 2 * _LIST_PART_SYLLABLES), _parts_joined_en(english))
    )


_EITHER_SPOUSE_VI = re.compile(r"\bvợ\s+(?:hoặc|hay|/)\s*chồng\b", re.IGNORECASE)


# What the law provides, and the English that names the law
_BY_LAW_VI = re.compile(r"\btheo\s+(?:quy\s+định\s+(?:của\s+)?)?pháp\s+luật\b", re.IGNORECASE)
_LAW_EN = re.compile(
    r"\b(?:laws?|legal\w*|legislat\w*|statut\w*|labou?r\s+code|decree\w*|lawful\w*|prescribed"
    # ("current regulations", not "the Company's regulations")
    r"|(?<!company\s)(?<!company's\s)(?<!company\u2019s\s)(?<!internal\s)regulat\w*)\b",
    re.IGNORECASE,
)
# While the contract or the employment lasts, and the English that names it ("during the
# probation period" does not); in the course of the work, likewise
_DURING_THE_TERM_VI = re.compile(
    r"\btrong\s+(?:suốt\s+)?(?:thời\s+(?:hạn|gian)\s+(?:của\s+|thực\s+hiện\s+)?hợp\s+đồng"
    r"|thời\s+gian\s+làm\s+việc\s+(?:tại|cho|với))\b",
    re.IGNORECASE,
)
_THE_TERM_EN = re.compile(
    r"\b(?:term|duration|validity|valid|in\s+force|effective|employment|employed|tenure"
    r"|service|works?\s+(?:for|at|with)|throughout|while|whilst|as\s+long\s+as"
    r"|until|during\s+(?:the\s+|this\s+|its\s+)?(?:contract|agreement))\b",
    re.IGNORECASE,
)
_IN_THE_COURSE_VI = re.compile(
    r"\btrong\s+quá\s+trình\s+(?:thực\s+hiện\s+(?:công\s+việc|nhiệm\s+vụ)|làm\s+việc|công\s+tác)\b",
    re.IGNORECASE,
)
_THE_WORK_EN = re.compile(
    r"\b(?:course|perform\w*|work\w*|dut(?:y|ies)|job|tasks?|assignments?|employment|employed"
    r"|in\s+connection)\b",
    re.IGNORECASE,
)


def _joined_parts(vietnamese: str) -> str:
    """``vietnamese`` without what joins no parts: an opening condition's comma, the parties
    named together."""
    return _BOTH_PARTIES_VI.sub(" ", _LEADING_CONDITION_VI.sub(" ", vietnamese))


def _listed(text: str, joining: re.Pattern[str], words: int) -> int:
    """How many parts ``text``'s lists join, all told: each "và" / "and" joins the part
    before it (and each short one a comma joins before that: "A, B và C") to the one after
    it. A comma before "and" joins nothing more ("A, B, and C"); one before more than
    ``words`` words opens no part of a list."""
    parts = 0
    for sentence in _SENTENCE_PARTS.split(text):
        for joined in joining.finditer(sentence):
            # (a list's parts are short: what stands far before one is no part of it)
            start = max(0, joined.start() - _LIST_REACH)
            # (a decimal comma, "1,5%", parts nothing)
            before = _LIST_COMMA.split(sentence[start : joined.start()].rstrip().removesuffix(","))
            if joining.search(before[-1]):
                parts += 1  # "A, B và C, cũng như D": the list before it, and one more
                continue
            parts += 2
            for part in reversed(before[1:]):
                if not part.strip() or len(part.split()) > words or joining.search(part):
                    break  # (a part joined already: "A (B, C và D), E và F")
                parts += 1
    return parts


def _parts_joined_en(english: str) -> int:
    """How many parts the English's lists may join, all told, however it joins them: each
    sentence joining some (a comma, a semicolon, "and", "plus", "along with", "including",
    "(social, health, unemployment)") joins one more part than it has joins. Counted
    generously: a translation's "A, B and C, along with D" is four parts as "A, B, C và D"."""
    parts = 0
    for sentence in _SENTENCES_EN.split(english):
        joins = len(_JOINS_EN.findall(sentence))
        parts += joins + 1 if joins else 0
    return parts


_LIST_REACH = 600
_AND_VI = re.compile(r"\s(?:và|hoặc)\s", re.IGNORECASE)
_LIST_COMMA = re.compile(r"(?<!\d),|,(?!\d)")
# ("without" joins a part negated: "ngoài giờ làm việc và không sử dụng …" / "outside working
# hours without using …")
_AND_EN = re.compile(
    r"\s(?:and|or|nor|plus|as\s+well\s+as|along\s+with|together\s+with|including|without)\s",
    re.I,
)
_SENTENCE_PARTS = re.compile(r"[;:!?]|\.(?!\d)")
_SENTENCES_EN = re.compile(r"[!?]|\.(?!\d)")
# (a comma before "and" joins once: "A, B, and C")
_JOINS_EN = re.compile(
    r"(?<!\d),(?!\d)(?:\s+(?:and|or|plus|as\s+well\s+as|along\s+with|together\s+with"
    r"|including)\b)?|;|\s(?:and|or|nor|plus|as\s+well\s+as|along\s+with|together\s+with"
    r"|including|and/or)\s",
    re.IGNORECASE,
)
# A part of a Vietnamese list is a few syllables ("quy chế bảo mật"), not a clause ("…, người
# lao động hưởng 85% mức lương và …"); its English may take more words, counted so: a list
# the Vietnamese does not read is never the English's longer one
_LIST_PART_SYLLABLES = 5


# An English this much shorter (in words, against Vietnamese syllables; a translation runs at
# about 0.7) with nothing joined is missing a part; one about as long says it otherwise ("theo
# ca, mỗi ca 8 giờ" / "in shifts of 8 hours each")
_SHORTER = 0.6


# The two parties named together ("Người lao động và Công ty" / "The parties"): no parts of
# a list
_BOTH_PARTIES_VI = re.compile(
    rf"\b(?:{_EMPLOYEE_VI}|{_EMPLOYER_VI})\s+(?:và|với)\s+(?:{_EMPLOYEE_VI}|{_EMPLOYER_VI})\b",
    re.IGNORECASE,
)
# A sentence's opening condition or time, its comma no join of parts ("Nếu người lao động
# nghỉ việc …, người lao động phải …" / "An employee who resigns … must …")
_LEADING_CONDITION_VI = re.compile(
    r"(?:^|(?<=[.;:]\s)|(?<=\n))(?:[\d.]+\s+)?(?:nếu|trường\s+hợp|trong\s+trường\s+hợp|khi|sau\s+khi"
    r"|trước\s+khi|kể\s+từ|từ|căn\s+cứ|theo|trong\s+thời\s+gian|trong\s+vòng|đối\s+với)\b[^,.;]*,",
    re.IGNORECASE,
)


# Outside working hours, and the English that says so ("ngoài giờ hành chính" / "outside
# office hours", "overtime"), not "during office hours"
_OUTSIDE_HOURS_VI = re.compile(r"\bngoài\s+giờ\b", re.IGNORECASE)
_OUTSIDE_HOURS_EN = re.compile(
    r"\b(?:outside|after|beyond|overtime|off[\s-]hours?|in\s+excess|excess|extra\s+hours)\b",
    re.IGNORECASE,
)
# Gross or net of tax, and the currency
_GROSS_VI = re.compile(
    r"\b(?:(?<!cộng\s)gộp|trước\s+thuế|chưa\s+(?:trừ|khấu\s+trừ|bao\s+gồm)\s+thuế|gross)\b",
    re.IGNORECASE,
)
_NET_VI = re.compile(r"\b(?:thực\s+(?:nhận|lĩnh|lãnh)|sau\s+thuế|net|thuần|ròng)\b", re.IGNORECASE)
_GROSS_EN = re.compile(r"\b(?:gross|before\s+tax\w*|pre-tax)\b", re.IGNORECASE)
_NET_EN = re.compile(r"\b(?:net|after\s+tax\w*|post-tax|take-home|net\s+of)\b", re.IGNORECASE)
_DOLLARS = re.compile(r"\b(?:USD|US\s*\$|dollars?|đô(?:\s+la)?|đôla)\b|\$", re.IGNORECASE)


def _paid_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the English pays otherwise: net for gross ("Mức lương gộp" / "Net salary"),
    or the other way, in dollars where the Vietnamese pays in đồng, half where the
    Vietnamese pays whole ("hưởng nguyên lương" / "at half pay", "một nửa tháng lương" /
    "one month's salary"), or a percentage of another base ("85% mức lương" / "85% of the
    allowances", "lương cơ bản" / "gross salary")."""
    gross_vi, net_vi = _GROSS_VI.search(vietnamese), _NET_VI.search(vietnamese)
    gross_en, net_en = _GROSS_EN.search(english), _NET_EN.search(english)
    bases_vi = {_BASES[folded(found)] for found in _PERCENT_OF_VI.findall(vietnamese)}
    bases_en = {_BASES[folded(found)] for found in _PERCENT_OF_EN.findall(english)}
    return bool(
        (gross_vi and not net_vi and net_en and not gross_en)
        or (net_vi and not gross_vi and gross_en and not net_en)
        or (_DOLLARS.search(english) and not _DOLLARS.search(vietnamese))
        or bool(_HALF_VI.search(vietnamese)) != bool(_HALF_EN.search(english))
        or (bases_vi and bases_en and not _bases_agree(bases_vi, bases_en))
    )


# (not "nửa tháng một lần": twice a month)
_HALF_VI = re.compile(
    r"\b(?:một\s+|phân\s+)?nửa\b(?!\s+(?:tháng|năm)\s+một\s+lần\b)|\b50\s*(?:%|phần\s+trăm)|\b0[.,]5\b",
    re.IGNORECASE,
)
# (not "twice a month": "hai lần mỗi tháng" says no half)
# (not "every half month", "half-monthly": twice a month)
_HALF_EN = re.compile(
    r"(?<!every\s)(?<!and\sa\s)\bhalf\b(?![\s-]+month(?:ly)?\b(?!['\u2019]s))(?![\s-]+(?:an\s+)?hour)"
    r"|\b(?:50|fifty)\s*(?:%|per\s*cent)"
    r"|\b0[.,]5\b",
    re.IGNORECASE,
)
# what a percentage is of, each language's way, as one name
_PERCENT_OF_VI = re.compile(
    r"%\s+(?:của\s+)?(?:mức\s+)?(lương\s+cơ\s+bản|lương\s+tối\s+thiểu(?:\s+vùng)?|lương\s+gộp"
    r"|tổng\s+thu\s+nhập|phụ\s+cấp|tiền\s+lương|lương)",
    re.IGNORECASE,
)
_PERCENT_OF_EN = re.compile(
    r"%\s+of\s+(?:the\s+|his\s+|her\s+|their\s+|its\s+)?(?:employee'?s\s+)?(?:monthly\s+)?"
    r"(base\s+salary|basic\s+salary|(?:regional\s+)?minimum\s+wage|gross\s+salary|total\s+income"
    r"|allowances?|salary|wages?|pay)",
    re.IGNORECASE,
)
_BASES = {
    folded(name): base
    for base, names in {
        "base": ("lương cơ bản", "base salary", "basic salary"),
        "minimum": (
            "lương tối thiểu",
            "lương tối thiểu vùng",
            "minimum wage",
            "regional minimum wage",
        ),
        "gross": ("lương gộp", "tổng thu nhập", "gross salary", "total income"),
        "allowance": ("phụ cấp", "allowance", "allowances"),
        "salary": ("lương", "tiền lương", "salary", "wage", "wages", "pay"),
    }.items()
    for name in names
}


def _bases_agree(vietnamese: set[str], english: set[str]) -> bool:
    """The bases named alike, a salary named plainly being its base or its gross."""

    def widened(bases: set[str]) -> set[str]:
        return bases | ({"base", "gross"} if "salary" in bases else set())

    return bool(widened(vietnamese) & widened(english))


def _placed_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the English drops a limit the Vietnamese sets ("tối đa 02 ngày" / "2 days"),
    puts outside a place what the Vietnamese puts inside it or the other way round ("ngoài
    Thành phố Hồ Chí Minh" / "inside Ho Chi Minh City"), or after an event what the
    Vietnamese puts before it ("trước chuyến đi" / "after the trip"), or the other way, or
    the world where the Vietnamese names a country ("tại Việt Nam" / "worldwide"), or the
    other way, or another region ("tại Việt Nam" / "in Southeast Asia")."""
    return bool(
        (
            (_AT_MOST_VI.search(vietnamese) or _AT_LEAST_VI.search(vietnamese))
            and not _LIMIT_SAID_EN.search(english)
        )
        or _limited_otherwise(vietnamese, english)
        or (_OUTSIDE_HOURS_VI.search(vietnamese) and not _OUTSIDE_HOURS_EN.search(english))
        or (
            _OUTSIDE_VI.search(vietnamese)
            and not _INSIDE_VI.search(vietnamese)
            and not _OUTSIDE_EN.search(english)
        )
        or (
            _INSIDE_VI.search(vietnamese)
            and not _OUTSIDE_VI.search(vietnamese)
            and _OUTSIDE_EN.search(english)
            and not _INSIDE_EN.search(english)
        )
        or bool(_WORLDWIDE_VI.search(vietnamese)) != bool(_WORLDWIDE_EN.search(english))
        or (_IN_VIETNAM_VI.search(vietnamese) and not _VIETNAM_EN.search(english))
        or (_REGION_EN.search(english) and not _REGION_VI.search(vietnamese))
        or (
            _BEFORE_EVENT_VI.search(vietnamese)
            and not _AFTER_EVENT_VI.search(vietnamese)
            and (
                not _BEFORE_EVENT_EN.search(english)
                # "no later than three days after": a deadline, after the event
                or (_SAYS_AFTER_EN.search(english) and not _SAYS_BEFORE_EN.search(english))
            )
        )
        or (
            _AFTER_EVENT_VI.search(vietnamese)
            and not _BEFORE_EVENT_VI.search(vietnamese)
            and _BEFORE_EVENT_EN.search(english)
            and not _AFTER_EVENT_EN.search(english)
        )
    )


def _drops_a_condition(vietnamese: str, english: str) -> bool:
    """Whether the Vietnamese sets a condition, an exception or someone's approval ("với điều
    kiện được người quản lý trực tiếp chấp thuận trước", "khi chưa được phép") its English
    leaves out: the English would store a term the parties did not sign."""
    return _stated_alone(
        _without_quotations(vietnamese),
        english,
        (
            (_STRICT_CONDITION_VI, _ANY_CONDITION_EN),
            (_IN_CASE_VI, _CASE_EN),
            (_STRICT_EXCEPTION_VI, _ANY_EXCEPTION_EN),
            (_STRICT_APPROVAL_VI, _ANY_APPROVAL_EN),
            (_WHILE_VI, _ANY_WHILE_EN),
        ),
    )


# A condition the Vietnamese states in so many words (not "khi", "when", which often says when
# a term applies), and any English wording one
_STRICT_CONDITION_VI = re.compile(
    r"\b(?:với\s+điều\s+kiện|nếu(?!\s+có\b)|miễn\s+là|chỉ\s+khi|khi\s+chưa\s+được)\b",
    re.IGNORECASE,
)
# "Trường hợp người lao động nghỉ việc, …" opening a sentence (not "các trường hợp sau",
# "trường hợp bất khả kháng": cases named), and the English that sets such a case ("for the
# days …" does not)
_IN_CASE_VI = re.compile(
    r"(?:^|[.;:]\s+|\n[-•\t ]*)(?:trong\s+)?trường\s+hợp\s+(?!sau\b|bất\s+khả|này\b|đó\b|khác\b"
    r"|đặc\s+biệt|cần\s+thiết|ngoại\s+lệ)",
    re.IGNORECASE,
)
_CASE_EN = re.compile(
    r"\b(?:if|where|when|whenever|once|upon|unless|should|provided|in\s+(?:the\s+)?(?:\w+\s+)?"
    r"(?:event|cases?)|on\s+condition|subject\s+to|who|whose|having|following|after|before"
    r"|\w{3,}ing|as\s+needed|necessary|exception\w*)\b",
    re.IGNORECASE,
)
# (a condition of someone's consent may be said by the consent: "With the line manager's
# consent, …" for "Nếu được người quản lý trực tiếp đồng ý, …"; one of notice by the notice:
# "on 60 days' prior notice" for "với điều kiện báo trước 60 ngày")
_ANY_CONDITION_EN = re.compile(
    r"\b(?:if|where|when|whenever|once|upon|unless|without|subject\s+to|provided|only|as\s+long"
    r"\s+as|in\s+(?:the\s+)?(?:event|case)|on\s+condition|conditional|condition|approv\w*"
    r"|consent\w*|permi\w*|authori\w*|should|who|whose|having|for\s+(?:less|more|an?|the|each"
    r"|every|any)|fail\w*|agree\w*|by\s+(?:mutual|\w+ing)|notice)\b",
    re.IGNORECASE,
)
# (not "khấu trừ", "bù trừ", "giảm trừ": a deduction, a set-off)
_STRICT_EXCEPTION_VI = re.compile(
    r"\b(?:ngoại\s+trừ|loại\s+trừ|(?<!khấu\s)(?<!bù\s)(?<!giảm\s)trừ(?!\s+(?:vào|đi)\b))\b", re.I
)
_ANY_EXCEPTION_EN = re.compile(
    r"\b(?:except\w*|unless|save|other\s+than|exclud\w*|but\s+not|deduct\w*|less|minus"
    r"|net\s+of)\b",
    re.IGNORECASE,
)
# ... for as long as something holds ("trong thời gian giữ chức danh …", "while holding …")
_WHILE_VI = re.compile(
    r"\b(?:trong\s+thời\s+gian|chừng\s+nào|khi\s+còn)\s+(?:còn\s+)?(?:giữ|đảm\s+nhiệm"
    r"|đảm\s+đương|kiêm\s+nhiệm)\b",
    re.IGNORECASE,
)
_ANY_WHILE_EN = re.compile(
    r"\b(?:while|whilst|during|as\s+long\s+as|so\s+long\s+as|throughout|for\s+the\s+(?:period"
    r"|time|duration)|when|in\s+the\s+course\s+of|for\s+as\s+long\s+as)\b",
    re.IGNORECASE,
)
# (an approval is not "giấy xác nhận", a certificate, nor "quyết định", a decision named, nor
# "được phép", permitted: "được phép làm việc từ xa" / "may work remotely")
_STRICT_APPROVAL_VI = re.compile(
    r"\b(?:phê\s+duyệt|chấp\s+thuận|đồng\s+ý|cho\s+phép)\b", re.IGNORECASE
)
_ANY_APPROVAL_EN = re.compile(
    r"\b(?:approv\w*|consent\w*|permi\w*|authori\w*|agree\w*|accept\w*|confirm\w*|decid\w*"
    r"|decision\w*|sign-?off|allow\w*)\b",
    re.IGNORECASE,
)


def _said_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the two languages of new wording say another day of the week ("thứ Sáu" /
    "Monday"), another number of times ("mỗi năm một lần" / "twice a year"), or one paid
    and the other unpaid ("hưởng nguyên lương" / "without pay"), each where both say one."""
    days_vi = {
        _WEEKDAYS_VI[" ".join(found[1].casefold().split())]
        for found in _WEEKDAY_VI.finditer(vietnamese)
        if not _COUNTED.search(vietnamese[: found.start()])
    }
    days_en = {found.casefold() for found in _WEEKDAY_EN.findall(english)}
    if days_vi and days_en and days_vi != days_en:
        return True
    months_vi = {
        int(number)
        for found in _MONTH_OF_YEAR_VI.finditer(vietnamese)
        for number in re.findall(r"\d+", found[1])
        if 1 <= int(number) <= 12
    }
    months_en = {MONTH_NAMES[name.casefold()] for name in _MONTH_EN.findall(english)}
    if months_vi and months_en and months_vi != months_en:
        return True  # "lương tháng thứ 13 được trả vào tháng 12" / "… paid in January"
    quarters_vi = {
        _QUARTERS[number.casefold()]
        for found in _QUARTER_VI.finditer(vietnamese)
        for number in _quarters_listed(found["listed"])
    }
    quarters_en = {
        _QUARTERS[next(group for group in found.groups() if group).casefold()]
        for found in _QUARTER_EN.finditer(english)
    }
    if quarters_vi and quarters_en and quarters_vi != quarters_en:
        return True  # "quý IV có trọng số gấp đôi" / "Q1 weighted twice"
    times_vi = {
        _TIMES[found.casefold()]
        for found in _TIMES_VI.findall(
            _ONCE_IN_SO_MANY.sub(" ", _HALF_A_UNIT_ONCE.sub(r"hai lần một \1", vietnamese))
        )
    }
    times_en = {_TIMES[found.casefold()] for found in _TIMES_EN.findall(english)}
    if times_vi and times_en and times_vi != times_en:
        return True
    carried_vi = _one_of(vietnamese, _FORFEITED_VI, _CARRIED_VI)
    carried_en = _one_of(english, _FORFEITED_EN, _CARRIED_EN)
    # (a "not" before it says the other: "không thể chuyển sang năm sau" is forfeited)
    if None not in (carried_vi, carried_en) and carried_vi != carried_en:
        return True  # "được chuyển sang năm sau" / "are forfeited"
    paid_vi, paid_en = _paid(vietnamese, _UNPAID_VI, _PAID_VI), _paid(english, _UNPAID_EN, _PAID_EN)
    if None not in (paid_vi, paid_en) and paid_vi != paid_en:
        return True
    for no_vi, yes_vi, no_en, yes_en in _OPPOSITES:
        said_vi, said_en = _one_of(vietnamese, no_vi, yes_vi), _one_of(english, no_en, yes_en)
        if None not in (said_vi, said_en) and said_vi != said_en:
            return True  # "chưa bao gồm phụ cấp" / "allowances included"
    # the kinds of allowance, insurance and rules named (which amount each has is
    # ``_amounts_otherwise``'s), and the first or the last of something
    return any(
        (named_vi := set(_kinds_named(vietnamese, kinds_vi)))
        and (named_en := set(_kinds_named(said(english), kinds_en)))
        and named_vi != named_en
        and (kinds_vi not in _SWAPPED_ONLY or _swapped(named_vi, named_en))
        for kinds_vi, kinds_en, said in _KINDS
    )


def _kinds_named(text: str, kinds: dict[str, re.Pattern[str]]) -> list[str]:
    """The kinds ``text`` names, each once, in the order first named."""
    found = sorted(
        (match.start(), kind) for kind, name in kinds.items() if (match := name.search(text))
    )
    return [kind for _start, kind in found]


_ALLOWANCES_VI = {
    "meal": re.compile(r"\b(?:ăn\s+(?:trưa|ca|giữa\s+ca)|tiền\s+cơm)\b", re.IGNORECASE),
    "phone": re.compile(r"\bđiện\s+thoại\b", re.IGNORECASE),
    "travel": re.compile(r"\b(?:xăng\s+xe|đi\s+lại|xăng)\b", re.IGNORECASE),
    "parking": re.compile(r"\b(?:gửi\s+xe|giữ\s+xe|đỗ\s+xe|đậu\s+xe|bãi\s+xe)\b", re.IGNORECASE),
    # ("ăn ở", board and lodging, whose English may be "accommodation" or "meals and
    # accommodation"; not "lưu trú", a business trip's per diem)
    "housing": re.compile(
        r"\b(?:nhà\s+ở|thuê\s+nhà|ăn\s+ở|chỗ\s+ở|ký\s+túc\s+xá)\b", re.IGNORECASE
    ),
    "attendance": re.compile(r"\bchuyên\s+cần\b", re.IGNORECASE),
    "hazard": re.compile(r"\bđộc\s+hại\b", re.IGNORECASE),
}
_ALLOWANCES_EN = {
    "meal": re.compile(r"\b(?:lunch|meals?)\b(?!\s+and\s+(?:accommodation|lodging))", re.I),
    "phone": re.compile(r"\b(?:(?:tele)?phone|mobile|cell(?:ular)?)\b", re.IGNORECASE),
    "travel": re.compile(
        r"\b(?:fuel|petrol|gasoline|(?<!business\s)travel|transport(?:ation)?|commut\w*)\b", re.I
    ),
    "housing": re.compile(
        r"\b(?:housing|accommodation|rent(?:al)?|lodging|dormitor\w*)\b", re.IGNORECASE
    ),
    "parking": re.compile(r"\bparking\b", re.IGNORECASE),
    "attendance": re.compile(r"\battendance\b", re.IGNORECASE),
    "hazard": re.compile(r"\b(?:hazard(?:ous)?|toxic)\b", re.IGNORECASE),
}


# the insurances an employer pays ("bảo hiểm xã hội, bảo hiểm y tế và bảo hiểm thất nghiệp" /
# "social, health and unemployment insurance")
_INSURANCES_VI = {
    "social": re.compile(r"\b(?:bảo\s+hiểm\s+xã\s+hội|bhxh)\b", re.IGNORECASE),
    "health": re.compile(
        r"\b(?:bảo\s+hiểm\s+(?:y\s+tế|sức\s+khỏe|sức\s+khoẻ|chăm\s+sóc\s+sức)|bhyt)\b",
        re.IGNORECASE,
    ),
    "life": re.compile(r"\bnhân\s+thọ\b", re.IGNORECASE),
    "travel": re.compile(r"\bbảo\s+hiểm\s+du\s+lịch\b", re.IGNORECASE),
    "unemployment": re.compile(r"\b(?:bảo\s+hiểm\s+thất\s+nghiệp|bhtn)\b", re.IGNORECASE),
    "accident": re.compile(r"\bbảo\s+hiểm\s+(?:[^\W\d_]+\s+){0,3}?tai\s+nạn\b", re.IGNORECASE),
}
_INSURANCES_EN = {
    "social": re.compile(r"\bsocial\b(?!\s+(?:media|network))", re.IGNORECASE),
    "health": re.compile(r"\b(?:health|medical)\b", re.IGNORECASE),
    "unemployment": re.compile(r"\bunemployment\b", re.IGNORECASE),
    "accident": re.compile(r"\baccident\w*", re.IGNORECASE),
    "life": re.compile(r"\blife\s+(?:insurance|cover|assurance)\b", re.IGNORECASE),
    "travel": re.compile(r"\btravel\s+(?:insurance|cover)\b", re.IGNORECASE),
}


def _insured(english: str) -> str:
    """The English's words naming insurances: the kinds right before each "insurance(s)",
    joined by commas and "and", and those it lists after it in brackets ("social, health and
    unemployment insurance", "compulsory insurances (social, health, unemployment)"): "an
    annual health check and accident insurance" names one."""
    words = _WORD_EN.findall(english)
    said = []
    for index, word in enumerate(words):
        if not _INSURANCE.fullmatch(word):
            continue
        start = index
        while start > 0 and words[start - 1].casefold().strip(",") in _NAMING_AN_INSURANCE:
            start -= 1
        said.append(" ".join(words[start : index + 1]))
    return " ".join(said + _INSURANCES_LISTED_EN.findall(english))


_WORD_EN = re.compile(r"[^\s(]+")
_INSURANCE = re.compile(r"insurances?[,.;:]?", re.IGNORECASE)
# the words a run of insurances' kinds is made of
_NAMING_AN_INSURANCE = frozenset(
    re.findall(
        r"\S+",
        """social health medical healthcare unemployment accident accidental life travel
        compulsory mandatory statutory supplementary additional private personal group 24/7
        and or & the a an""",
    )
)
_INSURANCES_LISTED_EN = re.compile(r"\binsurances?[ \t]*(\([^()\n]{0,80}\))", re.IGNORECASE)


def _all_of(english: str) -> str:
    return english


# the rules an employee must keep beside the labour rules ("nội quy lao động, quy chế bảo mật
# và quy định về an toàn lao động" / "the labour rules, the confidentiality policy and the
# safety regulations"; "rules" and "regulations" alone name any)
_RULES_VI = {
    "confidentiality": re.compile(
        r"\b(?:bảo\s+mật|bí\s+mật|an\s+toàn\s+(?:thông\s+tin|dữ\s+liệu))\b", re.IGNORECASE
    ),
    "safety": re.compile(r"\ban\s+toàn\b(?!\s+(?:thông\s+tin|dữ\s+liệu))", re.IGNORECASE),
    "fire": re.compile(r"\b(?:phòng\s+cháy|chữa\s+cháy|pccc)\b", re.IGNORECASE),
    "financial": re.compile(r"\bquy\s+(?:chế|định)\s+(?:quản\s+lý\s+)?tài\s+chính\b", re.I),
    "labour": re.compile(r"\bnội\s+quy\s+(?:lao\s+động|(?:của\s+)?công\s+ty|làm\s+việc)\b", re.I),
}
_RULES_EN = {
    "confidentiality": re.compile(
        r"\b(?:confidential\w*|secrets?|secrecy|non-disclosure|secur\w*|privacy)\b", re.I
    ),
    # ("fire safety" is "phòng cháy chữa cháy": fire only)
    "safety": re.compile(r"\b(?<!fire\s)(?<!fire-)(?:safety|safe|safely)\b", re.IGNORECASE),
    "fire": re.compile(r"\bfire\b", re.IGNORECASE),
    "financial": re.compile(
        r"\b(?:financial|finance)\s+(?:management\s+)?(?:regulations?|rules|polic(?:y|ies)"
        r"|procedures?)\b",
        re.I,
    ),
    "labour": re.compile(
        r"\b(?:(?:labou?r|work|company|house)\s+(?:rules|regulations)|internal\s+(?:labou?r\s+)?"
        r"(?:rules|regulations))\b",
        re.I,
    ),
}
# Whose family a right or a duty reaches ("vợ hoặc chồng" / "spouse and children", "con đẻ,
# con nuôi" / "natural child")
_RELATIVES_VI = {
    "spouse": re.compile(r"\b(?:vợ|chồng(?!\s+chéo)|người\s+phối\s+ngẫu)\b", re.IGNORECASE),
    "child": re.compile(
        r"(?<!sinh\s)(?<!sảy\s)(?<!ty\s)\bcon\b(?!\s+(?:dấu|người|số|nợ|đường|tàu|chip|lắc))",
        re.I,
    ),
    "adopted": re.compile(r"\bcon\s+nuôi\b", re.IGNORECASE),
    "parent": re.compile(
        r"\b(?:cha|mẹ|(?<!công\s)(?<!phân\s)bố(?!\s+(?:trí|cục|cáo))|phụ\s+huynh)\b", re.I
    ),
    "sibling": re.compile(r"\b(?:anh\s+chị\s+em|anh\s+em\s+ruột|chị\s+em\s+ruột)\b", re.I),
    "grandparent": re.compile(r"\bông\s+bà\b", re.IGNORECASE),
    "family": re.compile(
        r"\b(?:người\s+thân|thân\s+nhân|(?:thành\s+viên\s+)?(?:trong\s+)?gia\s+đình)\b", re.I
    ),
}
_RELATIVES_EN = {
    "spouse": re.compile(r"\b(?:spouses?|wife|wives|husbands?)\b|in-laws?\b", re.IGNORECASE),
    # (a son in lower case: "Mr Nguyen Van Son" is a name)
    "child": re.compile(r"\b(?:[Cc]hild|[Cc]hildren|sons?|[Dd]aughters?)\b"),
    "adopted": re.compile(r"\badopt\w*", re.IGNORECASE),
    "parent": re.compile(
        r"\b(?:parents?(?!\s+compan)|fathers?|mothers?)\b|\bin-laws?\b", re.IGNORECASE
    ),
    "sibling": re.compile(r"\b(?:siblings?|brothers?|sisters?)\b", re.IGNORECASE),
    "grandparent": re.compile(r"\bgrand(?:parents?|fathers?|mothers?)\b", re.IGNORECASE),
    "family": re.compile(r"\b(?:family\s+members?|relatives?|famil(?:y|ies))\b", re.I),
}
# Which language's text prevails, or both alike ("bản tiếng Việt được ưu tiên áp dụng" /
# "the English version prevails"; "có giá trị pháp lý như nhau" / "the Vietnamese copy
# prevails")
_VERSIONS_VI = {
    "vietnamese": re.compile(
        r"\bbản\s+tiếng\s+việt\b(?:(?!bản\s)[^.;]){0,40}?\b(?:ưu\s+tiên|có\s+giá\s+trị"
        r"|được\s+dùng\s+để\s+giải\s+thích|làm\s+căn\s+cứ)(?!\s+pháp\s+lý\s+(?:như|ngang|tương))"
        r"(?!\s+(?:để\s+)?tham\s+khảo)"
        r"|\bưu\s+tiên\s+(?:áp\s+dụng\s+)?(?:theo\s+)?bản\s+tiếng\s+việt\b"
        r"|\bbản\s+tiếng\s+anh\b(?:(?!bản\s)[^.;]){0,20}?\b(?:chỉ\s+)?(?:(?:dùng\s+)?để"
        r"|có\s+giá\s+trị)\s+tham\s+khảo",
        re.IGNORECASE,
    ),
    "english": re.compile(
        r"\bbản\s+tiếng\s+anh\b(?:(?!bản\s)[^.;]){0,40}?\b(?:ưu\s+tiên|có\s+giá\s+trị"
        r"|được\s+dùng\s+để\s+giải\s+thích|làm\s+căn\s+cứ)(?!\s+pháp\s+lý\s+(?:như|ngang|tương))"
        r"(?!\s+(?:để\s+)?tham\s+khảo)"
        r"|\bưu\s+tiên\s+(?:áp\s+dụng\s+)?(?:theo\s+)?bản\s+tiếng\s+anh\b"
        r"|\bbản\s+tiếng\s+việt\b(?:(?!bản\s)[^.;]){0,20}?\b(?:chỉ\s+)?(?:(?:dùng\s+)?để"
        r"|có\s+giá\s+trị)\s+tham\s+khảo",
        re.IGNORECASE,
    ),
    "alike": re.compile(
        r"\b(?:giá\s+trị(?:\s+pháp\s+lý)?|hiệu\s+lực)\s+(?:như\s+nhau|ngang\s+nhau|tương\s+đương)\b",
        re.IGNORECASE,
    ),
}
# The level of school a child attends ("tiểu học" / "secondary school"; a "secondary school"
# may be either of the two Vietnamese levels, so only levels swapped are refused)
_SCHOOLS_VI = {
    "preschool": re.compile(r"\b(?:mầm\s+non|mẫu\s+giáo|nhà\s+trẻ)\b", re.IGNORECASE),
    "primary": re.compile(r"\btiểu\s+học\b", re.IGNORECASE),
    # ("trung học" alone: either level)
    "lower_secondary": re.compile(r"\b(?:trung\s+học(?!\s+phổ\s+thông)|THCS)\b", re.IGNORECASE),
    "upper_secondary": re.compile(r"\b(?:trung\s+học(?!\s+cơ\s+sở)|THPT)\b", re.IGNORECASE),
    "tertiary": re.compile(r"\b(?:đại\s+học|cao\s+đẳng)\b", re.IGNORECASE),
}
_SCHOOLS_EN = {
    "preschool": re.compile(r"\b(?:kindergarten|pre-?school|nursery)\b", re.IGNORECASE),
    "primary": re.compile(
        r"\b(?:primary|elementary)\s+(?:schools?|education|level)\b|\b(?:primary|elementary)"
        r"(?=\s+(?:and|or)\s+(?:(?:lower|upper)[\s-]+)?secondary)",
        re.IGNORECASE,
    ),
    "lower_secondary": re.compile(
        r"\b(?:(?<!upper\s)(?<!upper-)secondary|middle\s+school|junior\s+high)\b", re.IGNORECASE
    ),
    "upper_secondary": re.compile(
        r"\b(?:(?<!lower\s)(?<!lower-)secondary|high\s+school|senior\s+high)\b", re.IGNORECASE
    ),
    "tertiary": re.compile(r"\b(?:universit(?:y|ies)|college|tertiary)\b", re.IGNORECASE),
}
_VERSIONS_EN = {
    "vietnamese": re.compile(
        r"\bvietnamese\s+(?:version|copy|text|language)\b(?:(?!vietnamese|english)[^.;]){0,30}?"
        r"\b(?:prevail|govern|control|takes?\s+precedence)"
        r"|\b(?:prevail|govern)\w*\s+(?:over\s+\w+\s+)?(?:is\s+)?the\s+vietnamese\b"
        r"|\benglish\s+(?:version|copy|text|translation)\b[^.;]{0,20}?\bfor\s+reference\b",
        re.IGNORECASE,
    ),
    "english": re.compile(
        r"\benglish\s+(?:version|copy|text|language)\b(?:(?!vietnamese|english)[^.;]){0,30}?"
        r"\b(?:prevail|govern|control|takes?\s+precedence)"
        r"|\b(?:prevail|govern)\w*\s+(?:over\s+\w+\s+)?(?:is\s+)?the\s+english\b"
        r"|\bvietnamese\s+(?:version|copy|text)\b[^.;]{0,20}?\bfor\s+reference\b",
        re.IGNORECASE,
    ),
    "alike": re.compile(
        r"\b(?:equal(?:ly)?\s+(?:legal\s+)?(?:validity|valid|effect|force|authentic|value)"
        r"|(?:the\s+)?same\s+(?:legal\s+)?(?:validity|effect|force|value))\b",
        re.IGNORECASE,
    ),
}
# the first or the last of something ("ngày làm việc cuối cùng của tháng" / "the first working
# day"; "đầu tháng" / "at the end of the month")
_ENDS_OF_VI = {
    # (and after its noun: "tháng đầu của quý sau", "6 tháng đầu", "ngày làm việc cuối")
    "first": re.compile(
        r"\b(?:đầu\s+tiên|đầu\s+(?:tháng|năm|quý|tuần|kỳ)|(?:tháng|năm|quý|tuần|kỳ|ngày|lần)"
        r"\s+đầu)\b",
        re.IGNORECASE,
    ),
    "last": re.compile(
        r"\b(?:cuối\s+cùng|cuối\s+(?:mỗi\s+|các\s+|từng\s+)?(?:tháng|năm|quý|tuần|kỳ)"
        r"|(?:tháng|năm|quý|tuần|kỳ|ngày|lần)\s+cuối)\b",
        re.IGNORECASE,
    ),
}
_ENDS_OF_EN = {
    "first": re.compile(
        r"\b(?:first|beginning\s+of|start\s+of|early\s+in)\b(?!\s+(?:aid|class)\b)", re.I
    ),
    # (not "after the end of the probation period": an event's end, no last of a period)
    "last": re.compile(
        r"\b(?:last|final|(?:year|month|quarter|week)-end|end\s+of\s+(?:the\s+|each\s+|every\s+)?"
        r"(?:month|year|quarter|week|period))\b",
        re.IGNORECASE,
    ),
}
# the company's documents an employee keeps ("Nội quy lao động" / "the Code of Conduct", the
# law's work rules and the company's ethics are two)
_DOCUMENTS_VI = {
    "work rules": re.compile(r"\bnội\s+quy\b", re.IGNORECASE),
    "conduct": re.compile(r"\b(?:bộ\s+)?quy\s+tắc\s+(?:ứng\s+xử|đạo\s+đức)\b", re.IGNORECASE),
    "collective": re.compile(r"\bth[oỏ]a\s+ước\b", re.IGNORECASE),
    "pay rules": re.compile(r"\bquy\s+chế\s+(?:tiền\s+)?lương\b", re.IGNORECASE),
}
_DOCUMENTS_EN = {
    "work rules": re.compile(
        r"\b(?:(?:internal|labou?r|work|workplace|house)\s+(?:rules|regulations)"
        r"|company['\u2019]s\s+(?:internal\s+)?rules|rules\s+of\s+the\s+company)\b",
        re.IGNORECASE,
    ),
    "conduct": re.compile(r"\bcode\s+of\s+(?:business\s+)?(?:conduct|ethics)\b", re.IGNORECASE),
    "collective": re.compile(
        r"\bcollective\s+(?:labou?r\s+|bargaining\s+|work\s+)?agreement\b", re.IGNORECASE
    ),
    "pay rules": re.compile(
        r"\b(?:salary|pay|wage|remuneration|compensation)(?:\s*(?:,|and|&)\s*[^\W\d_]+){0,2}\s+"
        r"(?:regulations?|rules?|polic(?:y|ies)|schemes?)\b",
        re.IGNORECASE,
    ),
}
# what is kept secret ("bí mật kinh doanh, mã nguồn, dữ liệu tài chính và danh sách khách hàng"
# / "trade secrets, source code, financial data and customer lists"): compared only where the
# English speaks of data or information, the kinds of it each language lists
_SECRETS_VI = {
    "financial": re.compile(r"(?<!năm\s)\btài\s+chính\b", re.IGNORECASE),
    "customer": re.compile(r"\bkhách\s+hàng\b", re.IGNORECASE),
    "personnel": re.compile(r"\bnhân\s+sự\b", re.IGNORECASE),
    "marketing": re.compile(r"\b(?:tiếp\s+thị|marketing)\b", re.IGNORECASE),
    "source code": re.compile(r"\bmã\s+nguồn\b", re.IGNORECASE),
    # (a price named: not "đánh giá", "giá trị", "trị giá", "định giá", "giá thành", a cost)
    "pricing": re.compile(
        r"\b(?:bảng\s+giá|chính\s+sách\s+giá|biểu\s+phí|giá\s+(?:bán|cả|phòng|dịch\s+vụ|thầu))\b",
        re.IGNORECASE,
    ),
    "product": re.compile(r"\b(?:sản\s+phẩm|hàng\s+hóa|hàng\s+hoá|mặt\s+hàng)\b", re.IGNORECASE),
    "supplier": re.compile(r"\b(?:nhà\s+cung\s+cấp|đối\s+tác)\b", re.IGNORECASE),
    "strategy": re.compile(r"\bchiến\s+lược\b", re.IGNORECASE),
    "pay": re.compile(
        r"\b(?:tiền\s+lương|mức\s+lương|lương\s+thưởng|thu\s+nhập|thù\s+lao)\b", re.I
    ),
}
_SECRETS_EN = {
    "financial": re.compile(r"\b(?:financ\w*)\b", re.IGNORECASE),
    "customer": re.compile(
        r"\b(?:customers?|clients?|clientele|guests?|(?:key\s+)?accounts)\b", re.IGNORECASE
    ),
    "personnel": re.compile(
        r"\b(?:personnel|HR|human\s+resources?|(?:employees?['\u2019]?|staff)\s+(?:personal\s+)?"
        r"(?:data|records?|information|files?))\b",
        re.IGNORECASE,
    ),
    "marketing": re.compile(r"\bmarketing\b", re.IGNORECASE),
    "source code": re.compile(r"\bsource\s+codes?\b", re.IGNORECASE),
    "pricing": re.compile(r"\b(?:pric\w*|tariffs?|(?:room|service)\s+rates?)\b", re.IGNORECASE),
    "product": re.compile(r"\b(?:products?|goods|merchandise)\b", re.IGNORECASE),
    "supplier": re.compile(
        r"\b(?:suppliers?|vendors?|partners?|counterpart(?:y|ies)|business\s+associates?)\b",
        re.IGNORECASE,
    ),
    "strategy": re.compile(r"\bstrateg\w*\b", re.IGNORECASE),
    "pay": re.compile(r"\b(?:salar(?:y|ies)|wages?|compensation|remuneration|income)\b", re.I),
}
_OF_SECRETS_EN = re.compile(r"\b(?:data|information|secrets?|confidential\w*|records)\b", re.I)


def _of_secrets(english: str) -> str:
    return english if _OF_SECRETS_EN.search(english) else ""


# what the employer issues to protect the worker ("mũ bảo hộ, găng tay và khẩu trang" /
# "helmets, gloves and masks")
_PROTECTIVE_VI = {
    "gloves": re.compile(r"\b(?:găng|bao)\s+tay\b", re.IGNORECASE),
    "eyes": re.compile(r"\bkính\s+(?:bảo\s+hộ|mắt|an\s+toàn|chống\s+bụi)", re.IGNORECASE),
    "head": re.compile(r"\b(?:mũ|nón)\s+(?:bảo\s+hộ|bảo\s+hiểm|an\s+toàn|cứng)\b", re.IGNORECASE),
    "mask": re.compile(
        r"\b(?:khẩu\s+trang|mặt\s+nạ(?!\s+hàn)|kính\s+chắn\s+giọt\s+bắn|tấm\s+chắn)", re.I
    ),
    "welding": re.compile(r"\bmặt\s+nạ\s+hàn\b", re.IGNORECASE),
    "feet": re.compile(r"\b(?:giày|ủng(?!\s+hộ))\b", re.IGNORECASE),
    "ears": re.compile(r"\b(?:nút|bịt|chụp)\s+tai\b", re.IGNORECASE),
    "harness": re.compile(r"\bdây\s+(?:an\s+toàn|đai)\b", re.IGNORECASE),
}
_PROTECTIVE_EN = {
    "gloves": re.compile(r"\bgloves?\b", re.IGNORECASE),
    "eyes": re.compile(
        r"\b(?:goggles|(?:safety\s+)?(?:glasses|spectacles)|eye\s*wear|eye\s+protect\w*)\b", re.I
    ),
    "head": re.compile(
        r"\b(?:(?<!welding\s)helmets?|hard\s*hats?|(?:safety|protective)\s+(?:hats?|caps?)"
        r"|head\s+protection)\b",
        re.IGNORECASE,
    ),
    "mask": re.compile(r"\b(?:(?<!welding\s)masks?|respirators?|face\s+shields?)\b", re.I),
    "welding": re.compile(r"\bwelding\s+(?:helmets?|masks?|shields?)\b", re.IGNORECASE),
    "feet": re.compile(r"\b(?:shoes|boots|footwear|wellingtons|wellies)\b", re.IGNORECASE),
    "ears": re.compile(
        r"\b(?:ear\s*plugs?|ear\s*muffs?|ear\s+defenders?|ear\s+protect\w*|hearing\s+protect\w*)\b",
        re.I,
    ),
    "harness": re.compile(
        r"\b(?:harness\w*|safety\s+belts?|seat\s*belts?|lanyards?)\b", re.IGNORECASE
    ),
}
# the regions of Vietnam ("các tỉnh miền Nam và miền Trung" / "the southern and central
# provinces"), each language's way: only as regions are named (not "Bắc Ninh", "Trung Quốc",
# "Nam Từ Liêm"; not "central office", "North America", "South Korean", "Central Highlands",
# which is Tây Nguyên)
_REGIONS_OF_VIETNAM_VI = {
    "north": re.compile(
        r"\b(?:miền\s+Bắc|phía\s+Bắc(?!\s+(?:Ninh|Giang|Kạn|Cạn))"
        r"|(?<!Tây\s)(?<!Đông\s)(?<!bằng\s)Bắc\s+Bộ)\b",
        re.IGNORECASE,
    ),
    "centre": re.compile(r"\b(?:miền\s+Trung|(?<!Nam\s)(?<!Bắc\s)Trung\s+Bộ)\b", re.IGNORECASE),
    "south": re.compile(
        r"\b(?:miền\s+Nam|phía\s+Nam(?!\s+(?:Định|Từ))|(?<!Đông\s)(?<!Tây\s)Nam\s+Bộ)\b",
        re.IGNORECASE,
    ),
    "north-west": re.compile(r"\bTây\s+Bắc\b", re.IGNORECASE),
    "north-east": re.compile(r"\bĐông\s+Bắc\b(?!\s+Á)", re.IGNORECASE),
    "south-east": re.compile(r"\bĐông\s+Nam\s+Bộ\b", re.IGNORECASE),
    "mekong": re.compile(
        r"\b(?:Tây\s+Nam\s+Bộ|miền\s+Tây|đồng\s+bằng\s+sông\s+Cửu\s+Long)\b", re.IGNORECASE
    ),
    "highlands": re.compile(r"\bTây\s+Nguyên\b", re.IGNORECASE),
    "red river": re.compile(r"\bđồng\s+bằng\s+(?:sông\s+Hồng|Bắc\s+Bộ)\b", re.IGNORECASE),
    "south-centre": re.compile(r"\bNam\s+Trung\s+Bộ\b", re.IGNORECASE),
    "north-centre": re.compile(r"\bBắc\s+Trung\s+Bộ\b", re.IGNORECASE),
}
_REGIONS_OF_VIETNAM_EN = {
    region: re.compile(
        # ("the southern and central provinces": each adjective of the list, of three at most;
        # "the North, Centre and South": each noun in capitals)
        rf"\b(?:{adjective}(?=(?:\s*(?:,|and|or|&)\s*(?:northern|central|southern)){{0,3}}\s+"
        r"(?:provinces?|regions?|vietnam|coasts?)\b)"
        rf"|(?:(?<=,\s)|(?<=and\s)|(?<=&\s)|(?<!\w\s)){capitalised}\b(?![\s-]*(?i:america|korea|africa|europe|asia|pole"
        r"|central|east|west|sea|china|vietnam\s+sea))"
        rf"|the\s+{noun}\b(?![\s-]*(?:america|korea|africa|europe|asia|pole|of\b|central|east|west))"
        rf"|{noun}\s+(?:and\s+\w+\s+)?(?:vietnam|viet\s+nam)"
        rf"|{noun}(?=\s+of\s+(?:viet\s*nam|the\s+country)))\b",
        re.IGNORECASE,
    )
    for region, adjective, noun, capitalised in (
        ("north", "northern", "north", "(?-i:North)"),
        # (not "South Central Coast", "north-central"; a capital's noun not after a word: "the
        # North, Centre and South", not a "Data Centre")
        (
            "centre",
            "(?<!south\\s)(?<!north\\s)(?<!-)central",
            "cent(?:re|er)",
            "(?-i:Cent(?:re|er))",
        ),
        ("south", "southern", "south", "(?-i:South)"),
    )
} | {
    "north-west": re.compile(r"\bnorth[\s-]?west\w*", re.IGNORECASE),
    "north-east": re.compile(r"\bnorth[\s-]?east\w*(?!\s+asia)", re.IGNORECASE),
    "south-east": re.compile(
        r"\bsouth[\s-]?east\w*(?!\s+asia)(?=(?:\s+\w+)?\s+(?:provinces?|regions?|vietnam))",
        re.IGNORECASE,
    ),
    "mekong": re.compile(r"\b(?:mekong(?:\s+river)?\s+delta|south[\s-]?west\w*)", re.I),
    "highlands": re.compile(r"\bcentral\s+highlands\b", re.IGNORECASE),
    "red river": re.compile(r"\bred\s+river\s+delta\b", re.IGNORECASE),
    "south-centre": re.compile(r"\bsouth[\s-]central\b", re.IGNORECASE),
    "north-centre": re.compile(r"\bnorth[\s-]central\b", re.IGNORECASE),
}
# the end of which period ("sau khi kết thúc quý" / "after the end of the quarter")
_PERIODS_ENDED_VI = {
    period: re.compile(
        rf"\b(?:kết\s+thúc|hết|cuối)\s+(?:mỗi\s+|các\s+|từng\s+)?{word}\b"
        # (not "hết năm ngày phép", five days; "cuối tháng 12", a month named)
        r"(?!\s+(?:\d|thứ|ngày|tháng|tuần|giờ|lần|người|bản|phút))",
        re.IGNORECASE,
    )
    for period, word in (("month", "tháng"), ("quarter", "quý"), ("year", "năm"))
}
_PERIODS_ENDED_EN = {
    period: re.compile(
        rf"\b(?:(?:end|close|last\s+day)\s+of\s+(?:the\s+|each\s+|every\s+|a\s+)?"
        rf"(?:following\s+|next\s+)?(?:calendar\s+|financial\s+|fiscal\s+)?{word}"
        rf"|{word}-?end|end-of-(?:the-)?{word})\b",
        re.IGNORECASE,
    )
    for period, word in (("month", "month"), ("quarter", "quarter"), ("year", "year"))
}
# the salary a figure is a share of ("20% lương năm" / "20% of annual salary"; not "lương tháng
# 13", the thirteenth month's)
_SALARY_OF_VI = {
    "year": re.compile(r"\blương\s+(?:cơ\s+bản\s+)?(?:năm|hằng\s+năm|hàng\s+năm)\b", re.I),
    "month": re.compile(
        r"\blương\s+(?:cơ\s+bản\s+)?(?:tháng|hằng\s+tháng|hàng\s+tháng)\b(?!\s+(?:\d|thứ))"
        r"|\btháng\s+lương\b",
        re.I,
    ),
}
_SALARY_OF_EN = {
    "year": re.compile(
        r"\b(?:annual|yearly)\s+(?:base\s+|basic\s+|gross\s+)?(?:salary|pay|wage)\b"
        r"|\b(?:salary|pay)\s+per\s+year\b",
        re.IGNORECASE,
    ),
    "month": re.compile(
        r"\b(?<!13th-)(?<!13th\s)(?<!thirteenth-)(?<!thirteenth\s)monthly\s+(?:base\s+|basic\s+"
        r"|gross\s+)?(?:salary|pay|wage)|\b(?:salary|pay)\s+per\s+month\b"
        r"|\bmonth['\u2019]s\s+(?:salary|pay|wage)",
        re.IGNORECASE,
    ),
}
# whom a duty or a restraint names ("không được làm việc cho khách hàng của Công ty" / "… for
# the Company's competitors"): compared where both languages name one
_COUNTERPARTS_VI = {
    "customer": re.compile(r"\bkhách\s+hàng\b", re.IGNORECASE),
    "competitor": re.compile(r"\b(?:đối\s+thủ|cạnh\s+tranh)\b", re.IGNORECASE),
    # (the Company's staff as a counterpart, in a list or solicited: not "người lao động", the
    # employee the clause binds, nor "Nhân viên không được …", its subject)
    "staff": re.compile(
        r"\b(?:hoặc|và|lôi\s+kéo|dụ\s+dỗ|tuyển\s+dụng|chiêu\s+mộ)\s+(?:các\s+)?nhân\s+viên\b|,\s*nhân\s+viên\b",
        re.IGNORECASE,
    ),
    "supplier": re.compile(r"\b(?:nhà\s+cung\s+cấp|nhà\s+thầu)\b", re.IGNORECASE),
    "third_party": re.compile(r"\bbên\s+thứ\s+ba\b", re.IGNORECASE),
}
_COUNTERPARTS_EN = {
    "customer": re.compile(r"\b(?:customers?|clients?|clientele)\b", re.IGNORECASE),
    "competitor": re.compile(r"\b(?:competit\w*|compet(?:e|es|ing)|rivals?|non-compete)\b", re.I),
    # (not "staff records", "personnel files": a kind of data)
    "staff": re.compile(
        r"(?:\b(?:or|and|solicit\w*|poach\w*|entic\w*|recruit\w*|hir(?:e|es|ing))|,)\s+(?:the\s+)?"
        r"(?:Company['\u2019]s\s+)?(?:other\s+)?(?:employees|staff|personnel|workforce|colleagues)\b"
        r"(?!['\u2019]|\s+(?:records?|data|files?|information|details|handbook|costs?|lists?))",
        re.I,
    ),
    "supplier": re.compile(r"\b(?:suppliers?|vendors?|contractors?)\b", re.IGNORECASE),
    "third_party": re.compile(r"\bthird[\s-]+part(?:y|ies)\b", re.IGNORECASE),
}
# what an amount is a share of: revenue or profit ("2% doanh thu" / "2% of profit"; "doanh số"
# names a sales bonus or target as often as a base, and "sales" a department)
_REVENUE_OR_PROFIT_VI = {
    "revenue": re.compile(r"\bdoanh\s+thu\b", re.IGNORECASE),
    "profit": re.compile(r"\b(?:lợi\s+nhuận|lãi\s+(?:gộp|ròng|thuần))\b", re.IGNORECASE),
}
_REVENUE_OR_PROFIT_EN = {
    "revenue": re.compile(r"\b(?:revenues?|turnover)\b", re.IGNORECASE),
    # (not "earnings": as often one's pay)
    "profit": re.compile(r"\b(?:profits?|margins?|EBITDA)\b", re.IGNORECASE),
}
# The forms of discipline (Labour Code Art. 124: "khiển trách; kéo dài thời hạn nâng lương …;
# cách chức; sa thải" / "reprimand; extension of the period for a pay rise …; demotion;
# dismissal"), the kinds of leave, the calendar a holiday is of, the kind of contract, the
# sex of the employees a term is for, units of distance and weight, currencies, and the day
# overtime is worked on: each language's names
_DISCIPLINE_VI = {
    "reprimand": re.compile(r"\b(?:khiển\s+trách|cảnh\s+(?:báo|cáo))\b", re.IGNORECASE),
    "extension": re.compile(r"\bkéo\s+dài\s+thời\s+hạn\s+nâng\s+lương\b", re.IGNORECASE),
    "demotion": re.compile(r"\b(?:cách\s+chức|giáng\s+chức|hạ\s+bậc(?:\s+lương)?)\b", re.I),
    "dismissal": re.compile(r"\bsa\s+thải\b", re.IGNORECASE),
    "suspension": re.compile(r"\btạm\s+đình\s+chỉ\b", re.IGNORECASE),
    "fine": re.compile(r"\bphạt\s+tiền\b", re.IGNORECASE),
}
_DISCIPLINE_EN = {
    # (not "without warning": no discipline)
    "reprimand": re.compile(
        r"\b(?:reprimand\w*|admonish\w*|admonition|censur\w*)\b"
        r"|\b(?<!without\s)(?:a|written|formal|verbal|first|final)\s+warning\b",
        re.IGNORECASE,
    ),
    # (of the time before a pay rise, not "an extension of the contract term")
    "extension": re.compile(
        r"\b(?:extension|extend\w*|delay\w*|postpone\w*)\b[^.;]{0,40}?\b(?:pay|salary|wage"
        r"|increment)\w*",
        re.IGNORECASE,
    ),
    "demotion": re.compile(
        r"\b(?:demot\w*|downgrad\w*|moved\s+down|(?:removal|removed|relieved|dismissal)\s+(?:from|of)"
        r"\s+(?:\w+\s+)?(?:office|post|position|duties))\b",
        re.IGNORECASE,
    ),
    "dismissal": re.compile(
        r"\b(?:dismiss(?:al|ed|es)?|discharg\w*|terminat\w*\s+for\s+disciplinary|fired|sacked)\b"
        r"(?!\s+from\s+(?:\w+\s+)?(?:office|post|position))",
        re.I,
    ),
    # (from work: not "the contract is suspended", "tạm hoãn hợp đồng")
    "suspension": re.compile(
        r"\bsuspen(?:sion|ded)\s+from\s+(?:work|duty|duties)\b|\b(?:work|job)\s+suspension\b",
        re.IGNORECASE,
    ),
    "fine": re.compile(r"\b(?:a\s+)?fine[ds]?\b(?!\s+(?:print|tun))", re.IGNORECASE),
}
_LEAVE_VI = {
    "annual": re.compile(
        r"\b(?:phép\s+năm|nghỉ\s+(?:phép\s+)?hằng\s+năm|nghỉ\s+hàng\s+năm|ngày\s+(?:nghỉ\s+)?phép)\b",
        re.I,
    ),
    "sick": re.compile(r"\b(?:nghỉ\s+(?:ốm|bệnh)|ốm\s+đau|(?:con|bị)\s+ốm)\b", re.IGNORECASE),
    "maternity": re.compile(r"\b(?:thai\s+sản|nghỉ\s+sinh(?!\s+nhật))\b", re.IGNORECASE),
    "personal": re.compile(r"\b(?:việc\s+riêng|lý\s+do\s+cá\s+nhân)\b", re.IGNORECASE),
}
_LEAVE_EN = {
    "annual": re.compile(r"\bannual\b(?=[^.;]{0,30}\bleave\b)|\bvacation\b", re.IGNORECASE),
    "sick": re.compile(r"\b(?:sick\w*|illness|ill)\b", re.IGNORECASE),
    "maternity": re.compile(r"\b(?:maternity|childbirth)\b", re.IGNORECASE),
    "personal": re.compile(r"\bpersonal\s+(?:leave|reasons?|matters?|affairs?)\b", re.IGNORECASE),
}
_CALENDARS_VI = {
    "lunar": re.compile(
        r"\b(?:âm\s+lịch|nguyên\s+đán|tết\s+cổ\s+truyền)\b|\btết\b(?!\s+(?:dương|tây))", re.I
    ),
    "gregorian": re.compile(r"\bdương\s+lịch\b", re.IGNORECASE),
}
_CALENDARS_EN = {
    "lunar": re.compile(r"\b(?:lunar|tet)\b", re.IGNORECASE),
    "gregorian": re.compile(
        r"\b(?:gregorian|solar\s+calendar|western\s+new\s+year|1(?:st)?\s+(?:of\s+)?january"
        r"|january\s+1(?:st)?|new\s+year['\u2019]s\s+day)\b",
        re.I,
    ),
}
_CONTRACT_TERMS_VI = {
    "indefinite": re.compile(r"\bkhông\s+xác\s+định\s+thời\s+hạn\b", re.IGNORECASE),
    "fixed": re.compile(r"(?<!không\s)\bxác\s+định\s+thời\s+hạn\b", re.IGNORECASE),
}
_CONTRACT_TERMS_EN = {
    "indefinite": re.compile(
        r"\b(?:indefinite|open[\s-]+ended|unlimited[\s-]+term|without\s+a\s+fixed\s+term"
        r"|no\s+fixed\s+term|permanent\s+(?:labou?r\s+|employment\s+)?contracts?)\b"
        r"|\bpermanent\s+one\b",
        re.IGNORECASE,
    ),
    "fixed": re.compile(
        r"\b(?<!no\s)(?<!without\sa\s)(?:fixed|definite)[\s-]+(?:term|duration)\b"
        r"|\b\d{1,2}[\s-]+(?:months?|years?)\b[\s-]+(?:(?:labou?r|employment)\s+)?contracts?\b"
        r"|(?<!indefinite\s)(?<!indefinite-)\bterm\s+contracts?\b",
        re.I,
    ),
}
_SEXES_VI = {
    "male": re.compile(
        r"\b(?:lao\s+động|nhân\s+viên|người|và|hoặc|hay)\s+nam\b|\bnam\s+(?:giới|và|hoặc|hay)\b"
        r"|\bcha\b",
        re.I,
    ),
    "female": re.compile(
        r"\b(?:lao\s+động|nhân\s+viên|người|và|hoặc|hay)\s+nữ\b|\bnữ\s+(?:giới|và|hoặc|hay)\b"
        r"|\bphụ\s+nữ\b|\bmang\s+thai\b|\bmẹ\b",
        re.I,
    ),
}
_SEXES_EN = {
    "male": re.compile(r"\b(?:male|men|man|fathers?)\b", re.IGNORECASE),
    "female": re.compile(r"\b(?:female|women|woman|mothers?|pregnan\w*)\b", re.IGNORECASE),
}
_MEASURES_VI = {
    "km": re.compile(r"\d\s*(?:km|ki-?lô-?mét|cây\s+số)\b", re.IGNORECASE),
    "mile": re.compile(r"\bdặm\b", re.IGNORECASE),
    "kg": re.compile(r"\d\s*(?:kg|ki-?lô-?gam|cân)\b", re.IGNORECASE),
    "lb": re.compile(r"\bpao\b", re.IGNORECASE),
}
_MEASURES_EN = {
    "km": re.compile(r"\d\s*(?:km|kilomet(?:re|er)s?)\b", re.IGNORECASE),
    "mile": re.compile(r"\d\s*(?:miles?|mi)\b", re.IGNORECASE),
    "kg": re.compile(r"\d\s*(?:kg|kilo(?:gram(?:me)?)?s?)\b", re.IGNORECASE),
    "lb": re.compile(r"\d\s*(?:lbs?|pounds?)\b(?!\s+sterling)", re.IGNORECASE),
}
_CURRENCIES_VI = {
    # (not "02 đồng nghiệp", "01 đồng hồ", "Điều 5 đồng thời")
    "VND": re.compile(
        r"(?:\d|triệu|nghìn|ngàn|tỷ|tỉ)\s*(?:đồng|vnđ|vnd|đ)(?!\w)(?!\s+(?:nghiệp|hồ|thời|ý|phục|bộ"
        r"|chí|hương|đội|minh|loạt))|\bvnđ\b|\bvnd\b|\bđồng\s+việt\s+nam\b",
        re.IGNORECASE,
    ),
    "USD": re.compile(r"\b(?:usd|đô[\s-]*la)\b|us\$|\$\s?\d", re.IGNORECASE),
    "EUR": re.compile(r"\b(?:eur|euro)\b|€", re.IGNORECASE),
}
_CURRENCIES_EN = {
    # (not "Dong Nai", "Ha Dong": a place)
    "VND": re.compile(
        r"\b(?:vnd|vnđ)\b|\d\s*(?:đ|dong)(?!\w)|\b(?:vietnamese|million|billion|thousand)\s+dong\b"
        r"|\b(?:vietnam['\u2019]s|vietnamese|local)\s+currency\b",
        re.IGNORECASE,
    ),
    "USD": re.compile(r"\b(?:usd|(?:us\s+)?dollars?)\b|us\$|\$\s?\d", re.IGNORECASE),
    "EUR": re.compile(r"\b(?:eur|euros?)\b|€", re.IGNORECASE),
}
_WORKED_ON_VI = {
    "weekly": re.compile(r"\bngày\s+nghỉ\s+hằng\s+tuần\b|\bngày\s+nghỉ\s+hàng\s+tuần\b", re.I),
    "holiday": re.compile(r"\bngày\s+(?:nghỉ\s+)?lễ\b|\b(?:dịp|ngày|nghỉ)\s+tết\b", re.IGNORECASE),
    "normal": re.compile(r"\bngày\s+(?:thường|làm\s+việc\s+bình\s+thường)\b", re.IGNORECASE),
}
_WORKED_ON_EN = {
    "weekly": re.compile(
        r"\b(?:weekly\s+(?:rest\s+)?days?(?:\s+off)?|rest\s+days?|weekends?|saturdays?|sundays?)\b",
        re.I,
    ),
    # (not "annual holiday", a holiday from work)
    "holiday": re.compile(
        r"\b(?:public|national|statutory|bank|tet|new\s+year)\s+holidays?\b|\bholidays?\s+(?:and|or)"
        r"\s+tet\b|\b(?:on|during|at)\s+(?:a\s+|the\s+)?holidays?\b",
        re.IGNORECASE,
    ),
    "normal": re.compile(
        r"\b(?:normal|ordinary|regular)\s+(?:working\s+)?days?\b(?!['\u2019])|\bweekdays?\b"
        r"|\bon\s+(?:a\s+)?working\s+days?\b",
        re.I,
    ),
}
# Which month a date falls in ("ngày 05 của tháng kế tiếp" / "the 5th of the current
# month"), which end of an event a time runs from ("kể từ ngày kết thúc chuyến công tác" /
# "after the trip begins"; "kể từ ngày nhận được" / "of being sent"), and leave not yet taken
# or taken ("phép năm chưa nghỉ" / "annual leave taken")
_WHICH_MONTH_VI = {
    "next": re.compile(r"\btháng\s+(?:kế\s+tiếp|tiếp\s+theo|liền\s+kề|sau)\b", re.IGNORECASE),
    "this": re.compile(
        r"\btháng\s+(?:hiện\s+tại|này|đó|hiện\s+hành)\b|\bcùng\s+kỳ\s+(?:trả\s+)?lương\b"
        r"(?!\s+(?:của\s+)?tháng\s+(?:kế\s+tiếp|tiếp\s+theo|sau|liền\s+kề))",
        re.IGNORECASE,
    ),
}
_WHICH_MONTH_EN = {
    "next": re.compile(r"\b(?:following|next|subsequent|succeeding)\s+month\b", re.IGNORECASE),
    "this": re.compile(r"\b(?:current|same|this)\s+month\b", re.IGNORECASE),
}
_EVENT_EDGES_VI = {
    "end": re.compile(r"\b(?:ngày|khi|sau\s+khi)\s+(?:kết\s+thúc|hoàn\s+thành)\b", re.IGNORECASE),
    "start": re.compile(r"\b(?:ngày|khi)\s+(?:bắt\s+đầu|khởi\s+hành|xuất\s+phát)\b", re.IGNORECASE),
    # (the day of receipt, not "được nhận", receiving a bonus)
    "received": re.compile(
        r"\b(?:ngày|khi|sau\s+khi|kể\s+từ)\s+(?:nhận\s+được|tiếp\s+nhận)\b", re.IGNORECASE
    ),
    # (a decision or a certificate issued: "giấy chứng nhận được cấp", "ngày ban hành"; not
    # "được cấp máy tính", provided with a laptop)
    "sent": re.compile(
        r"\b(?:ngày\s+(?:gửi|nộp|phát\s+hành|ban\s+hành|cấp)|(?:quyết\s+định|giấy|chứng\s+"
        r"(?:chỉ|nhận)|văn\s+bằng|thẻ)\b[^.;]{0,40}?\bđược\s+(?:cấp|ban\s+hành|phát\s+hành))\b",
        re.IGNORECASE,
    ),
}
_EVENT_EDGES_EN = {
    "end": re.compile(
        r"\b(?:ends?|ended|end\s+of|completion|completed|completing|finish\w*|return\w*)\b", re.I
    ),
    "start": re.compile(r"\b(?:begins?|began|start\w*|commence\w*|depart\w*)\b", re.IGNORECASE),
    "received": re.compile(
        r"\b(?:(?:of|on|upon|after|from)\s+(?:the\s+date\s+of\s+)?(?:its\s+|the\s+)?(?:receiving"
        r"|receipt)|(?:is|was|being|been)\s+received)\b",
        re.IGNORECASE,
    ),
    "sent": re.compile(
        r"\b(?:(?:being|was|is)\s+(?:sent|issued)|sending|dispatch\w*|issuance"
        r"|date\s+of\s+(?:its\s+)?issue)\b",
        re.IGNORECASE,
    ),
}
# The events a right, a duty or a time runs from or on ("kể từ khi sự cố xảy ra" / "of its
# discovery", "từ ngày hợp đồng có hiệu lực" / "from signing", "khi dự án được nghiệm thu" /
# "when the project is launched"): one event is not another, however near. (Not "thông báo",
# "báo trước": a notice is as often given as an event named.)
_EVENTS_VI = {
    "occurred": re.compile(r"\b(?:xảy\s+ra|phát\s+sinh(?!\s+hiệu\s+lực))\b", re.IGNORECASE),
    "discovered": re.compile(r"\b(?:phát\s+hiện|phát\s+giác|biết\s+được)\b", re.IGNORECASE),
    "in_force": re.compile(r"\b(?:có|còn|hết|phát\s+sinh)\s+hiệu\s+lực\b", re.IGNORECASE),
    # (not "đăng ký", registering, nor "thư ký", "nhật ký", "ký túc xá", "ký quỹ", "ký hiệu")
    "signed": re.compile(
        r"(?<!đăng\s)(?<!thư\s)(?<!nhật\s)\b(?:ký|kí|giao\s+kết)\b(?!\s+(?:túc|quỹ|hiệu))", re.I
    ),
    "registered": re.compile(r"\b(?:đăng\s+ký|ghi\s+danh)\b", re.IGNORECASE),
    "started_work": re.compile(
        r"\b(?:bắt\s+đầu\s+(?:làm\s+việc|công\s+tác)|nhận\s+việc|vào\s+làm(?:\s+việc)?)\b",
        re.IGNORECASE,
    ),
    "accepted": re.compile(r"\bnghiệm\s+thu\b", re.IGNORECASE),
    "launched": re.compile(r"\b(?:ra\s+mắt|đưa\s+vào\s+(?:vận\s+hành|sử\s+dụng))\b", re.I),
    "dismissed": re.compile(r"\b(?:sa\s+thải|buộc\s+thôi\s+việc|đuổi\s+việc)\b", re.IGNORECASE),
    "resigned": re.compile(r"\b(?:xin\s+(?:thôi|nghỉ)\s+việc|từ\s+chức)\b", re.IGNORECASE),
    "completed": re.compile(r"\bhoàn\s+thành\b", re.IGNORECASE),
    "ended": re.compile(r"\b(?:kết\s+thúc|chấm\s+dứt|hết\s+(?:thời\s+)?hạn)\b", re.IGNORECASE),
    "granted": re.compile(
        r"\b(?:ngày\s+(?:được\s+)?(?:cấp|trao)|được\s+(?:cấp|trao)\s+quyền)\b", re.I
    ),
    "created": re.compile(r"\btạo\s+ra\b", re.IGNORECASE),
    "filed": re.compile(r"\bnộp\s+(?:đơn|hồ\s+sơ)\b", re.IGNORECASE),
}
_EVENTS_EN = {
    "occurred": re.compile(r"\b(?:occur\w*|happen\w*|aris(?:e|es|ing)|arose|arisen)\b", re.I),
    "discovered": re.compile(
        r"\b(?:discover\w*|detect\w*|(?:becomes?|became|becoming)\s+aware|learns?\s+of"
        r"|learned\s+of)\b",
        re.IGNORECASE,
    ),
    "in_force": re.compile(
        r"\b(?:(?:takes?|took|taking)\s+effect|(?<!cost-)effective(?!ly|ness)|in\s+(?:force"
        r"|effect)|into\s+force|surviv\w*|continues?\s+to\s+(?:apply|have\s+"
        r"effect)|remains?\s+applicable|appl(?:y|ies)\s+(?:from|as\s+of))\b",
        re.IGNORECASE,
    ),
    # (not "signs up", "signed off": enrolling, accepting; nor "execution", performance)
    "signed": re.compile(
        r"\b(?:sign(?:s|ed|ing|ature|atures)?|executed)\b(?![\s-]+(?:up|off)\b)", re.IGNORECASE
    ),
    "registered": re.compile(r"\b(?:regist\w*|enrol\w*)\b", re.IGNORECASE),
    "started_work": re.compile(
        r"\b(?:(?:start|begin|commenc)\w*\s+(?:work(?:ing)?|employment|(?:his|her|their)\s+"
        r"(?:work|job|duties))|first\s+(?:working\s+)?day\s+(?:of\s+work|at\s+work|on\s+the\s+job)"
        r"|joins?\s+the\s+Company|joined\s+the\s+Company|onboard\w*)\b",
        re.IGNORECASE,
    ),
    "accepted": re.compile(r"\b(?:accept(?:ed|ance)|signed[\s-]off|sign-off)\b", re.IGNORECASE),
    "launched": re.compile(
        r"\b(?:launch\w*|go(?:es)?[\s-]live|went\s+live|put\s+into\s+(?:operation|use|service))\b",
        re.IGNORECASE,
    ),
    "dismissed": re.compile(r"\b(?:dismiss\w*|fired|sack(?:ed|ing))\b", re.IGNORECASE),
    "resigned": re.compile(r"\b(?:resign\w*|quits?|quitting)\b", re.IGNORECASE),
    "completed": re.compile(r"\b(?:complet\w*|finish\w*)\b", re.IGNORECASE),
    "ended": re.compile(r"\b(?:end(?:s|ed|ing)?|expir\w*|terminat\w*|cessation)\b", re.I),
    "granted": re.compile(
        r"\b(?:grant(?:ed)?\s+date|date\s+of\s+(?:the\s+)?grant|granted)\b", re.I
    ),
    "created": re.compile(r"\bcreat(?:ed|es|ion|ing)\b", re.IGNORECASE),
    "filed": re.compile(r"\b(?:fil(?:ed|es|ing)|submission\s+of\s+(?:an?\s+)?application)\b", re.I),
}
# Who decides, approves, signs or is reported to, as a kind of authority: the general
# director's is not a field's director's, the board's, a department head's or its deputy's,
# the HR department's, the trade union's ("Giám đốc Tài chính" / "CEO", "Tổng Giám đốc" /
# "the Board of Directors", "Trưởng bộ phận" / "the HR Department", "Phó phòng" / "Head").
# (Not "Giám đốc" alone: a company's only director is as often "Director", "General
# Director" or "CEO"; nor "Giám đốc Khối …", a division's, as often its "Head" as its
# "Director".)
_AUTHORITIES_VI = {
    "general_director": re.compile(
        r"\b(?:(?<!phó\s)tổng\s+giám\s+đốc|giám\s+đốc\s+điều\s+hành)\b", re.IGNORECASE
    ),
    "deputy_general_director": re.compile(r"\bphó\s+tổng\s+giám\s+đốc\b", re.IGNORECASE),
    "field_director": re.compile(
        r"(?<!tổng\s)\bgiám\s+đốc\s+(?!điều\s+hành|chi\s+nhánh|nhà\s+máy)"
        r"(?:tài\s+chính|nhân\s+sự|kinh\s+doanh|kỹ\s+thuật|công\s+nghệ|sản\s+xuất|marketing"
        r"|vận\s+hành|pháp\s+chế|tiếp\s+thị|sản\s+phẩm|dự\s+án|bán\s+hàng|chất\s+lượng)\b",
        re.IGNORECASE,
    ),
    "board": re.compile(
        r"\b(?:hội\s+đồng\s+(?:quản\s+trị|thành\s+viên)|HĐQT|HĐTV|ban\s+(?:giám\s+đốc|lãnh\s+đạo"
        r"|điều\s+hành|tổng\s+giám\s+đốc))\b",
        re.IGNORECASE,
    ),
    "head_of_unit": re.compile(
        r"(?<!phó\s)\btrưởng\s+(?:phòng|bộ\s+phận|ban|khối|nhóm|đơn\s+vị)\b", re.IGNORECASE
    ),
    "deputy_head": re.compile(
        r"\bphó\s+(?:trưởng\s+)?(?:phòng|bộ\s+phận|ban|khối|nhóm)\b", re.IGNORECASE
    ),
    "trade_union": re.compile(r"\bcông\s+đoàn\b", re.IGNORECASE),
    "audit_committee": re.compile(r"\b(?:ủy|uỷ)\s+ban\s+kiểm\s+toán\b", re.IGNORECASE),
    "disciplinary_council": re.compile(r"\bhội\s+đồng\s+(?:xử\s+lý\s+)?kỷ\s+luật\b", re.IGNORECASE),
    "direct_manager": re.compile(
        r"\b(?:(?:người\s+)?quản\s+lý|cấp\s+trên)\s+trực\s+tiếp\b", re.IGNORECASE
    ),
    "chief_accountant": re.compile(r"\bkế\s+toán\s+trưởng\b", re.IGNORECASE),
    "hr_department": re.compile(
        r"\b(?:(?:phòng|bộ\s+phận)\s+(?:hành\s+chính(?:\s*+[-\u2013]\s*+|\s+))?(?:nhân\s+sự|tổ\s+chức)"
        r"|ban\s+nhân\s+sự)\b",
        re.I,
    ),
}
_AUTHORITIES_EN = {
    "general_director": re.compile(
        r"\b(?<!Deputy\s)(?<!Vice\s)(?:General\s+Director|Director[\s-]+General|CEO|Chief\s+"
        r"Executive(?:\s+Officer)?|Managing\s+Director|Executive\s+Director)\b",
        re.IGNORECASE,
    ),
    "deputy_general_director": re.compile(
        r"\b(?:Deputy|Vice)[\s-]+(?:General\s+Director|Director[\s-]+General|CEO)\b", re.I
    ),
    "field_director": re.compile(
        r"\b(?:C[FTMPO]O|CHRO|Chief\s+(?!Executive)\w+\s+Officer|(?:Finance|Financial|HR|Human"
        r"\s+Resources|Sales|Technical|Technology|Production|Marketing|Operations|Legal"
        r"|Commercial|Product|Project|Quality|People)\s+Director|Director\s+of\s+(?!the\s+Board)"
        r"\w+)\b",
        re.IGNORECASE,
    ),
    "board": re.compile(
        r"\b(?:Board(?!\s+and\s+lodging)|board\s+of\s+(?:directors|management"
        r"|members))\b"
    ),
    "head_of_unit": re.compile(
        r"(?i:\b(?<!Deputy\s)(?:Head\s+of|(?:department|division|unit|team)\s+(?:head|manager|"
        r"leader)|team\s+lead(?:er)?)\b)"
        # "Trưởng phòng Sản xuất" / "Production Manager" (not a project's or an account's, a
        # general or an assistant manager)
        r"|(?<!Deputy\s)(?<!Assistant\s)\b(?!(?:Deputy|Assistant|General|Project|Product"
        r"|Account|Program|Case|Office|Property)\s)[A-Z][A-Za-z&]+\s+Manager\b",
    ),
    "deputy_head": re.compile(
        r"\b(?:Deputy\s+(?:Head|Manager|Team\s+Leader)|Assistant\s+Manager|Deputy\s+(?:Department"
        r"|Division)\s+(?:Head|Manager))\b",
        re.IGNORECASE,
    ),
    "trade_union": re.compile(r"\b(?:trade\s+)?union\b", re.IGNORECASE),
    "audit_committee": re.compile(r"\baudit\s+committee\b", re.IGNORECASE),
    "disciplinary_council": re.compile(
        r"\bdisciplinary\s+(?:council|board|committee|panel)\b", re.IGNORECASE
    ),
    "direct_manager": re.compile(
        r"\b(?:line|direct|immediate|reporting)\s+(?:manager|supervisor|superior)\b", re.IGNORECASE
    ),
    "chief_accountant": re.compile(
        r"\b(?:chief\s+accountant|head\s+of\s+accounting|accounting\s+(?:head|manager))\b", re.I
    ),
    "hr_department": re.compile(
        r"\b(?:(?:HR|human\s+resources?|personnel)\s+(?:department|division|team|office)"
        r"|(?:department|division)\s+of\s+human\s+resources)\b",
        re.IGNORECASE,
    ),
}
# The countries named, and a person's own or posting country: "pháp luật Việt Nam" / "the
# laws of Singapore", "Quốc khánh của nước họ" / "Vietnam's National Day", "về nước" /
# "within Vietnam". (A language counts for its country: "tiếng Nhật" / "Japanese". Not
# "Anh", "Pháp", "Đức", "Ý": words and names of their own in Vietnamese.)
_COUNTRIES_VI = {
    "vietnam": re.compile(r"\b(?:Việt\s+Nam|tiếng\s+Việt)\b"),
    "japan": re.compile(r"\b(?:Nhật\s+Bản|tiếng\s+Nhật)\b"),
    "korea": re.compile(r"\b(?:Hàn\s+Quốc|tiếng\s+Hàn)\b"),
    "china": re.compile(r"\b(?:Trung\s+Quốc|tiếng\s+(?:Trung|Hoa))\b"),
    "usa": re.compile(r"\b(?:Hoa\s+Kỳ|Mỹ)\b"),
    "singapore": re.compile(r"\bSingapore\b"),
    "thailand": re.compile(r"\b(?:Thái\s+Lan|tiếng\s+Thái)\b"),
    "taiwan": re.compile(r"\bĐài\s+Loan\b"),
    "india": re.compile(r"\bẤn\s+Độ\b"),
    "malaysia": re.compile(r"\bMalaysia\b"),
    "indonesia": re.compile(r"\bIndonesia\b"),
    "philippines": re.compile(r"\bPhilippines\b"),
    "laos": re.compile(r"\bLào\b"),
    "cambodia": re.compile(r"\bCampuchia\b"),
    "hong_kong": re.compile(r"\bHồng\s+Kông\b"),
    "australia": re.compile(r"\b(?:Úc|Australia)\b"),
    "home": re.compile(
        r"\b(?:nước\s+(?:của\s+)?(?:họ|mình|người\s+lao\s+động)|về\s+nước|nước\s+nhà"
        r"|nước\s+mang\s+quốc\s+tịch|quê\s+hương)\b",
        re.IGNORECASE,
    ),
    "posting": re.compile(
        r"\b(?:nước\s+(?:nơi\s+)?(?:người\s+lao\s+động\s+)?được\s+cử\s+(?:đến|sang)|nước\s+sở\s+tại)\b",
        re.IGNORECASE,
    ),
}
_COUNTRIES_EN = {
    "vietnam": re.compile(r"\b(?:Vietnam(?:ese)?|Viet\s+Nam)\b"),
    "japan": re.compile(r"\bJapan(?:ese)?\b"),
    "korea": re.compile(r"\bKorean?\b"),
    "china": re.compile(r"\b(?:China|Chinese)\b"),
    "usa": re.compile(r"\b(?:United\s+States|USA|U\.S\.(?:A\.)?|America(?:n)?)\b"),
    "singapore": re.compile(r"\bSingapore(?:an)?\b"),
    "thailand": re.compile(r"\b(?:Thailand|Thai)\b"),
    "taiwan": re.compile(r"\bTaiwan(?:ese)?\b"),
    "india": re.compile(r"\bIndian?\b"),
    "malaysia": re.compile(r"\bMalaysian?\b"),
    "indonesia": re.compile(r"\bIndonesian?\b"),
    "philippines": re.compile(r"\b(?:Philippines|Filipino)\b"),
    "laos": re.compile(r"\b(?:Laos|Lao)\b"),
    "cambodia": re.compile(r"\bCambodian?\b"),
    "hong_kong": re.compile(r"\bHong\s+Kong\b"),
    "australia": re.compile(r"\bAustralian?\b"),
    "home": re.compile(
        r"\b(?:home\s+country|(?:his|her|their|his\s+or\s+her|the\s+employee's)\s+(?:own\s+)?"
        r"country|country\s+of\s+(?:origin|nationality|citizenship))\b",
        re.IGNORECASE,
    ),
    "posting": re.compile(
        r"\b(?:country\s+(?:to\s+which|where|in\s+which)\s+(?:\w+\s+){1,4}?(?:is|are)\s+"
        r"(?:posted|sent|seconded|assigned)|host\s+country)\b",
        re.IGNORECASE,
    ),
}
# What a payment is calculated on, wherever named ("được tính trên lương cơ bản" / "on
# total income", "mức lương ghi trong hợp đồng" / "total income"); a salary named plainly
# may be any of them, and is none here (what a percentage is of: ``_PERCENT_OF_VI``).
_PAY_BASES_VI = {
    "base": re.compile(r"\blương\s+(?:cơ\s+bản|chính)\b", re.IGNORECASE),
    "total": re.compile(
        r"\b(?:tổng\s+(?:thu\s+nhập|đãi\s+ngộ|lương|tiền\s+lương)|lương\s+gộp)\b", re.IGNORECASE
    ),
    "contract": re.compile(
        r"\blương\s+(?:ghi\s+|quy\s+định\s+|thỏa\s+thuận\s+)?(?:trong|theo|tại)\s+hợp\s+đồng\b",
        re.IGNORECASE,
    ),
    "minimum": re.compile(r"\blương\s+tối\s+thiểu\b", re.IGNORECASE),
    "insured": re.compile(
        r"\b(?:tiền\s+)?lương\s+(?:tháng\s+)?(?:đóng|làm\s+căn\s+cứ\s+đóng)\s+(?:bảo\s+hiểm|BHXH)",
        re.IGNORECASE,
    ),
    "actual": re.compile(r"\b(?:tiền\s+)?lương\s+thực\s+(?:trả|nhận|lĩnh|tế)\b", re.IGNORECASE),
}
_PAY_BASES_EN = {
    "base": re.compile(r"\b(?:base|basic)\s+(?:monthly\s+)?(?:salary|pay|wage)\b", re.I),
    "total": re.compile(
        r"\b(?:total\s+(?:monthly\s+|annual\s+)?(?:income|compensation|earnings|remuneration"
        r"|pay)|gross\s+(?:monthly\s+|annual\s+)?(?:income|salary|pay|earnings))\b",
        re.IGNORECASE,
    ),
    "contract": re.compile(
        r"\b(?:contract(?:ual)?\s+salary|salary\s+(?:(?:stated|set|specified|agreed|written)\s+)?"
        r"(?:in|under)\s+the\s+(?:labou?r\s+|employment\s+)?contract)\b",
        re.IGNORECASE,
    ),
    "minimum": re.compile(r"\bminimum\s+wage\b", re.IGNORECASE),
    "insured": re.compile(
        r"\b(?:(?:social\s+)?insur\w+\s+(?:monthly\s+)?(?:salary|wage|pay)|(?:salary|wage|pay)"
        r"\s+(?:used\s+)?(?:for|subject\s+to|on\s+which)\s+(?:social\s+)?insurance|contribution"
        r"\s+(?:salary|base))",
        re.IGNORECASE,
    ),
    "actual": re.compile(
        r"\b(?:actual(?:ly)?\s+(?:paid\s+|monthly\s+)?(?:salary|wage|pay)|(?:salary|wage|pay)\s+"
        r"actually\s+(?:paid|received)|take-home\s+pay)\b",
        re.IGNORECASE,
    ),
}
_LEAVE_TAKEN_VI = {
    "unused": re.compile(r"\b(?:chưa\s+(?:nghỉ|sử\s+dụng)|còn\s+lại)\b", re.IGNORECASE),
    "used": re.compile(r"\bđã\s+(?:nghỉ|sử\s+dụng)\b", re.IGNORECASE),
}
_LEAVE_TAKEN_EN = {
    "unused": re.compile(
        r"\b(?:unused|untaken|not\s+(?:yet\s+)?(?:taken|used)|remaining|outstanding)\b", re.I
    ),
    "used": re.compile(
        r"\b(?:leave|days?)\s+(?:already\s+)?(?<!not\s)(?:taken|used)\b|\b(?:taken|used)\s+(?:leave|days?)\b",
        re.IGNORECASE,
    ),
}
# Who may defend or accompany an employee (at a disciplinary meeting): a lawyer, or a
# colleague ("nhờ luật sư bào chữa" / "be defended by a colleague")
_DEFENDERS_VI = {
    "lawyer": re.compile(
        r"\b(?:luật\s+sư|người\s+bào\s+chữa|trợ\s+giúp\s+viên\s+pháp\s+lý)\b", re.I
    ),
    "colleague": re.compile(r"\bđồng\s+nghiệp\b", re.IGNORECASE),
}
_DEFENDERS_EN = {
    "lawyer": re.compile(r"\b(?:lawyers?|attorneys?|(?:legal\s+)?counsel|advocates?)\b", re.I),
    "colleague": re.compile(r"\b(?:colleagues?|co-?workers?|fellow\s+employees?)\b", re.I),
}
_KINDS = (
    (_ALLOWANCES_VI, _ALLOWANCES_EN, _all_of),
    (_WHICH_MONTH_VI, _WHICH_MONTH_EN, _all_of),
    (_EVENT_EDGES_VI, _EVENT_EDGES_EN, _all_of),
    (_EVENTS_VI, _EVENTS_EN, _all_of),
    (_COUNTRIES_VI, _COUNTRIES_EN, _all_of),
    (_PAY_BASES_VI, _PAY_BASES_EN, _all_of),
    (_LEAVE_TAKEN_VI, _LEAVE_TAKEN_EN, _all_of),
    (_DISCIPLINE_VI, _DISCIPLINE_EN, _all_of),
    (_LEAVE_VI, _LEAVE_EN, _all_of),
    (_CALENDARS_VI, _CALENDARS_EN, _all_of),
    (_CONTRACT_TERMS_VI, _CONTRACT_TERMS_EN, _all_of),
    (_SEXES_VI, _SEXES_EN, _all_of),
    (_MEASURES_VI, _MEASURES_EN, _all_of),
    (_CURRENCIES_VI, _CURRENCIES_EN, _all_of),
    (_WORKED_ON_VI, _WORKED_ON_EN, _all_of),
    (_REVENUE_OR_PROFIT_VI, _REVENUE_OR_PROFIT_EN, _all_of),
    (_COUNTERPARTS_VI, _COUNTERPARTS_EN, _all_of),
    (_PERIODS_ENDED_VI, _PERIODS_ENDED_EN, _all_of),
    (_REGIONS_OF_VIETNAM_VI, _REGIONS_OF_VIETNAM_EN, _all_of),
    (_SALARY_OF_VI, _SALARY_OF_EN, _all_of),
    (_SECRETS_VI, _SECRETS_EN, _of_secrets),
    (_PROTECTIVE_VI, _PROTECTIVE_EN, _all_of),
    (_DOCUMENTS_VI, _DOCUMENTS_EN, _all_of),
    (_INSURANCES_VI, _INSURANCES_EN, _insured),
    (_RULES_VI, _RULES_EN, _all_of),
    (_ENDS_OF_VI, _ENDS_OF_EN, _all_of),
    (_RELATIVES_VI, _RELATIVES_EN, _all_of),
    (_VERSIONS_VI, _VERSIONS_EN, _all_of),
    (_SCHOOLS_VI, _SCHOOLS_EN, _all_of),
    (_DEFENDERS_VI, _DEFENDERS_EN, _all_of),
)


_SWAPPED_ONLY = (
    _EVENTS_VI,
    _COUNTRIES_VI,
    _PAY_BASES_VI,
    _VERSIONS_VI,
    _SCHOOLS_VI,
    _DEFENDERS_VI,
)


def _one_of(text: str, no: re.Pattern[str], yes: re.Pattern[str]) -> bool | None:
    """Whether ``text`` says ``yes`` (True) or ``no`` (False); None for both or neither. A
    ``yes`` with a "not" before it (its ``not`` group) says no."""
    said_yes = any(not found.groupdict().get("not") for found in yes.finditer(text))
    said_no = no.search(text) is not None
    return None if said_no == said_yes else said_yes


def _paid(text: str, unpaid: re.Pattern[str], paid: re.Pattern[str]) -> bool | None:
    if unpaid.search(text):
        return False
    return True if paid.search(text) else None


# A quarter of the year named: "quý IV", "quý 4" / "Q4", "the fourth quarter", "quarter 4"
_QUARTERS = {
    **{word: number for number, word in enumerate(("i", "ii", "iii", "iv"), start=1)},
    **{str(number): number for number in range(1, 5)},
    **{word: number for number, word in enumerate(("first", "second", "third", "fourth"), 1)},
    **{word: number for number, word in enumerate(("1st", "2nd", "3rd", "4th"), start=1)},
}
_QUARTER_NUMBER = r"(?:IV|I{1,3}|[1-4])"
# ("quý II, III và IV", "quý I-III": each named)
_QUARTER_VI = re.compile(
    rf"\bquý\s+(?P<listed>{_QUARTER_NUMBER}(?:\s*(?:,|và|hoặc|[-\u2013])\s*{_QUARTER_NUMBER})*)\b",
    re.I,
)


def _quarters_listed(listed: str) -> list[str]:
    """The quarters "II, III và IV" or "I-III" names, each."""
    numbers = re.findall(_QUARTER_NUMBER, listed, flags=re.IGNORECASE)
    if len(numbers) == 2 and re.search(r"[-\u2013]", listed):
        first, last = (_QUARTERS[number.casefold()] for number in numbers)
        return [str(number) for number in range(first, last + 1)]
    return numbers


_QUARTER_EN = re.compile(
    r"\bQ([1-4])\b|\b(first|second|third|fourth|1st|2nd|3rd|4th)"
    # ("the second and third quarter bonuses": each of them)
    r"(?=(?:\s*(?:,|and|or)\s*(?:first|second|third|fourth|1st|2nd|3rd|4th))*\s+quarters?\b)"
    r"|\bquarter\s+([1-4]|I{1,3}|IV)\b",
    re.IGNORECASE,
)
_WEEKDAYS_VI = {
    "thứ hai": "monday",
    "thứ ba": "tuesday",
    "thứ tư": "wednesday",
    "thứ năm": "thursday",
    "thứ sáu": "friday",
    "thứ bảy": "saturday",
    "chủ nhật": "sunday",
}
_WEEKDAY_VI = re.compile(
    r"\b(thứ\s+(?:hai|ba|tư|năm|sáu|bảy)|chủ\s+nhật)\b(?!\s+(?:lần|năm|tháng|kỳ))", re.IGNORECASE
)
# ... not "tuần thứ hai", "bên thứ ba": an ordinal of the noun before it
_COUNTED = re.compile(
    r"\b(?:tuần|năm|ngày|bên|lần|kỳ|hạng|bậc|người|khoản|điểm|điều|mục|phần|chương|quý|tháng"
    r"|đợt|cấp|vị\s+trí|phương\s+án|trường\s+hợp)\s*$",
    re.IGNORECASE,
)
# A month of the year ("tháng 12", "tháng 12 năm 2026"), not a count of months or a rate: "6
# tháng 1 lần" (every six months), "mỗi tháng 2 ngày" (two days a month), "lương tháng 13"
_COUNTED_AFTER = r"(?![.,]\d|\s*(?:ngày|giờ|lần|tuần|buổi|tháng|đợt|kỳ)\b)"
_MONTH_OF_YEAR_VI = re.compile(
    r"(?<!\d\s)(?<!mỗi\s)(?<!hằng\s)(?<!hàng\s)(?<!từng\s)\btháng\s+"
    rf"((?:0?[1-9]|1[0-2])\b{_COUNTED_AFTER}"
    rf"(?:\s*+(?:,|và|hoặc)\s*+(?:0?[1-9]|1[0-2])\b{_COUNTED_AFTER})*)",
    re.IGNORECASE,
)
_WEEKDAY_EN = re.compile(
    r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b", re.IGNORECASE
)
_TIMES = {"một lần": 1, "hai lần": 2, "ba lần": 3, "once": 1, "twice": 2, "thrice": 3}
_TIMES_VI = re.compile(r"\b(một\s+lần|hai\s+lần|ba\s+lần)\b", re.IGNORECASE)
# "nửa tháng một lần": twice a month
_HALF_A_UNIT_ONCE = re.compile(r"\bnửa\s+(tháng|năm)\s+một\s+lần\b", re.IGNORECASE)
# "06 tháng một lần": how often, not how many times ("twice a year"; ``differences`` compares
# how often)
_ONCE_IN_SO_MANY = re.compile(
    r"(?<![\w.,])\d{1,2}\s+(?:ngày|tuần|tháng|quý|năm)\s+một\s+lần\b", re.IGNORECASE
)
_TIMES_EN = re.compile(r"\b(once|twice|thrice)\b", re.IGNORECASE)
# days or amounts carried over to the next period, or lost
# (of days or amounts: "chuyển sang năm sau", not "chuyển sang hợp đồng …"; "bảo lưu", not
# "bảo lưu quyền", reserves the right) — each with the "not" before it, however written
_NOT_BEFORE_VI = r"(?:không|chưa)(?:\s+(?:được|thể|được\s+phép))?\s+"
_CARRIES_VI = r"(?:chuyển\s+sang\s+(?:năm|kỳ|tháng|quý)|cộng\s+dồn|bảo\s+lưu(?!\s+quyền))"
_FORFEITED_VI = re.compile(
    rf"\b(?:{_NOT_BEFORE_VI}{_CARRIES_VI}|bị\s+(?:hủy|huỷ|mất)|hết\s+hiệu\s+lực"
    r"|không\s+còn\s+giá\s+trị)\b",
    re.IGNORECASE,
)
_CARRIED_VI = re.compile(rf"\b(?P<not>{_NOT_BEFORE_VI})?{_CARRIES_VI}\b", re.IGNORECASE)
_NOT_BEFORE_EN = r"(?:not|never|cannot|can't|won't|no\s+longer)(?:\s+to)?(?:\s+be)?\s+"
_CARRIES_EN = r"(?:carr(?:y|ied|ies)\s+(?:over|forward)|accumulat\w*)"
_FORFEITED_EN = re.compile(
    rf"\b(?:{_NOT_BEFORE_EN}(?:carr\w*|accumul\w*)|forfeit\w*|lapses?|lost|void|cancel\w*"
    r"|expires?)\b",
    re.IGNORECASE,
)
_CARRIED_EN = re.compile(rf"\b(?P<not>{_NOT_BEFORE_EN})?{_CARRIES_EN}\b", re.IGNORECASE)
# Opposites each language says one of: (no, yes) in Vietnamese, then in English; a "yes" with
# its "not" group says no
# a month named in English, lower or upper case ("until 1 January", "from Jan 2027")
_MONTH_NAMES_EN = r"(?:" + "|".join(MONTH_NAMES) + r")\b"
_OPPOSITES = [
    # included, or left out: "chưa bao gồm phụ cấp" / "allowances included" (a bare "bao gồm"
    # says what a thing consists of: "Thu nhập bao gồm lương và thưởng")
    (
        re.compile(
            r"\b(?:(?:chưa|không)\s+(?:bao\s+)?gồm|chưa\s+(?:kể|tính)|không\s+(?:kể|tính))\b",
            re.IGNORECASE,
        ),
        re.compile(
            r"\b(?P<not>(?:chưa|không)\s+)?(?:đã\s+(?:bao\s+)?gồm|bao\s+gồm\s+cả|kể\s+cả|đã\s+tính)\b",
            re.IGNORECASE,
        ),
        re.compile(
            r"\b(?:exclusive\s+of|exclud\w*|excl\.|not\s+includ\w*|on\s+top\s+of)", re.IGNORECASE
        ),
        re.compile(r"\b(?P<not>not\s+)?(?:inclusive\s+of|includ\w*|incl\.)", re.IGNORECASE),
    ),
    (  # made shorter, or longer: "có thể rút ngắn" / "may be extended"
        re.compile(r"\brút\s+ngắn\b", re.IGNORECASE),
        re.compile(r"\b(?P<not>không\s+(?:được\s+)?)?(?:kéo\s+dài|gia\s+hạn)\b", re.IGNORECASE),
        re.compile(r"\b(?:shorten\w*|curtail\w*|cut\s+short)\b", re.IGNORECASE),
        re.compile(
            r"\b(?P<not>not\s+(?:be\s+)?)?(?:extend\w*|extension|prolong\w*|lengthen\w*)\b",
            re.IGNORECASE,
        ),
    ),
    (  # in part, or in full: "chi trả toàn bộ chi phí" / "partly paid for"
        re.compile(r"\bmột\s+phần\b(?!\s+không\s+(?:thể\s+)?tách\s+rời)", re.IGNORECASE),
        re.compile(r"\b(?:toàn\s+bộ|trọn\s+vẹn)\b", re.IGNORECASE),
        re.compile(
            r"\b(?:part(?:ly|ially|ial)|in\s+part|(?<!integral\s)(?<!inseparable\s)part\s+of"
            r"|a\s+portion\s+of)\b",
            re.IGNORECASE,
        ),
        # (not "in full force", in force whole)
        re.compile(
            r"\b(?:in\s+full(?!\s+force)|entire(?:ly)?|whole|in\s+(?:its|their)\s+entirety)\b",
            re.IGNORECASE,
        ),
    ),
    (  # now and then, or regularly: "thường xuyên đi công tác" / "travel occasionally"
        re.compile(r"\b(?:thỉnh\s+thoảng|đôi\s+khi|không\s+thường\s+xuyên)\b", re.IGNORECASE),
        re.compile(r"\b(?P<not>không\s+)?(?:thường\s+xuyên|định\s+kỳ)\b", re.IGNORECASE),
        re.compile(
            r"\b(?:occasional(?:ly)?|sometimes|irregular(?:ly)?|ad[\s-]hoc|unscheduled|rarely"
            r"|from\s+time\s+to\s+time)\b",
            re.IGNORECASE,
        ),
        re.compile(
            r"\b(?P<not>not\s+)?(?:regular(?:ly)?|frequent(?:ly)?|routine(?:ly)?|periodic(?:al)?"
            r"(?:ly)?)\b(?!\s+(?:job|work|working|wages?|salary|pay|hours|duties|position"
            r"|employment|employees?|trips?|rates?|allowances?)\b)",
            re.IGNORECASE,
        ),
    ),
    (  # the one before, or the one after: "ngày làm việc liền trước" / "the next working day"
        re.compile(r"\b(?:liền\s+trước|ngay\s+trước|kế\s+trước|trước\s+đó)\b", re.IGNORECASE),
        re.compile(r"\b(?:liền\s+sau|ngay\s+sau|kế\s+tiếp|tiếp\s+theo)\b", re.IGNORECASE),
        re.compile(
            r"\b(?:preceding|previous(?:ly)?|immediately\s+before|(?:day|month|week|year)\s+before)"
            r"\b(?!\s+(?:the|a|an|its|his|her|each|every|\d))",
            re.IGNORECASE,
        ),
        # ("the following principles": as follows)
        re.compile(
            r"\b(?:next|following(?=\s+(?:working\s+)?(?:day|week|month|year|quarter|pay))"
            r"|subsequent(?:ly)?|immediately\s+after|thereafter)\b",
            re.IGNORECASE,
        ),
    ),
    (  # a court, or arbitration: "yêu cầu Tòa án giải quyết" / "refer them to arbitration"
        re.compile(r"\btrọng\s+tài\b", re.IGNORECASE),
        re.compile(r"\bt(?:òa|oà)\s+án\b", re.IGNORECASE),
        re.compile(r"\barbitra(?:tion|tor|tors|te|ted|l)\b", re.IGNORECASE),
        re.compile(r"\bcourts?\b", re.IGNORECASE),
    ),
    (  # by agreement, or by one party alone: "đơn phương chấm dứt" / "by mutual agreement"
        re.compile(
            r"\b(?:(?:hai|các)\s+bên\s+(?:cùng\s+)?(?:thỏa|thoả)\s+thuận|thống\s+nhất"
            r"|(?:bằng|theo)\s+(?:sự\s+)?(?:thỏa|thoả)\s+thuận)\b",
            re.I,
        ),
        re.compile(r"\bđơn\s+phương\b", re.IGNORECASE),
        re.compile(r"\b(?:mutual\w*|by\s+agreement|jointly|both\s+parties\s+agree\w*)\b", re.I),
        re.compile(r"\bunilateral\w*", re.IGNORECASE),
    ),
    (  # economy class, or business class: "vé máy bay hạng phổ thông" / "business-class fares"
        re.compile(r"\bhạng\s+thương\s+gia\b", re.IGNORECASE),
        re.compile(r"\bhạng\s+(?:phổ\s+thông|thường|tiết\s+kiệm)\b", re.IGNORECASE),
        re.compile(r"\b(?:business|first)[\s-]+class\b", re.IGNORECASE),
        re.compile(r"\beconomy(?:[\s-]+class|\s+(?:fares?|seats?|tickets?))\b", re.IGNORECASE),
    ),
    (  # the party that won, or the one that lost: "bên thua kiện chịu …" / "the winning party"
        re.compile(r"\bthắng\s+kiện\b", re.IGNORECASE),
        re.compile(r"\bthua\s+kiện\b", re.IGNORECASE),
        re.compile(r"\b(?:winning|successful|prevailing)\s+party\b", re.IGNORECASE),
        re.compile(r"\b(?:losing|unsuccessful)\s+party\b", re.IGNORECASE),
    ),
    (  # the year before, or this one: "kết quả kinh doanh của năm trước" / "the current year's"
        re.compile(r"\b(?:năm|quý|kỳ)\s+(?:nay|này|hiện\s+tại|hiện\s+hành)\b", re.IGNORECASE),
        re.compile(
            r"(?<!\d\s)(?<!một\s)(?<!hai\s)(?<!ba\s)(?<!vài\s)(?<!mấy\s)\b(?:năm|quý|kỳ)\s+"
            r"(?:liền\s+)?trước\b",
            re.IGNORECASE,
        ),
        re.compile(r"\b(?:current|this)\s+(?:year|quarter|period)\b", re.IGNORECASE),
        re.compile(
            r"\b(?:previous|preceding|prior|last)\s+(?:year|quarter|period)\b(?!\s+of\b)"
            r"|\b(?:year|quarter|period)\s+before\b",
            re.IGNORECASE,
        ),
    ),
    (  # a day, or a trip: "500.000 đồng/ngày" / "VND 500,000 per trip"
        re.compile(r"(?:/\s*|\bmỗi\s+)chuyến\b", re.IGNORECASE),
        re.compile(r"(?:/\s*|\bmỗi\s+)ngày\b(?!\s+(?:làm\s+việc|công))", re.IGNORECASE),
        # ("a day", "a trip" right after an amount: "VND 150,000 a day")
        re.compile(r"\b(?:per|each|every|(?<=\d\s)a)\s+(?:business\s+)?trip\b", re.IGNORECASE),
        re.compile(
            r"\b(?:per|each|every|(?<=\d\s)a)\s+(?:calendar\s+)?day\b|\bdaily\b",
            re.IGNORECASE,
        ),
    ),
    (  # a bank's buying rate, or its selling rate: "tỷ giá bán ra" / "buying rate"
        re.compile(r"\b(?:mua\s+vào|tỷ\s+giá\s+mua)\b", re.IGNORECASE),
        re.compile(r"\b(?:bán\s+ra|tỷ\s+giá\s+bán)\b", re.IGNORECASE),
        re.compile(r"\bbuying\b", re.IGNORECASE),
        re.compile(r"\bselling\b", re.IGNORECASE),
    ),
    (  # approved afterwards, or in advance: "phê duyệt trước" / "approved afterwards"
        re.compile(r"\b(?:duyệt|thuận|đồng\s+ý|báo|thông\s+báo|đăng\s+ký)\s+sau\b", re.I),
        re.compile(
            r"\b(?:duyệt|thuận|đồng\s+ý|báo|thông\s+báo|đăng\s+ký|xin\s+phép)\s+trước\b", re.I
        ),
        re.compile(
            r"\b(?:(?:approv|consent|notif|report|regist|inform)\w*(?:\s+[\w-]+){0,3}\s+"
            r"afterwards?|after\s+the\s+fact|retrospectively|retroactively|ex\s+post)\b",
            re.IGNORECASE,
        ),
        re.compile(r"\b(?:in\s+advance|beforehand|prior)\b", re.IGNORECASE),
    ),
    (  # in full, or pro rata: "theo tỷ lệ tương ứng với thời gian còn lại" / "in full"
        re.compile(r"\btoàn\s+bộ\b", re.IGNORECASE),
        # ("tương ứng với thời gian cam kết còn lại": the time left; "tương ứng với số ngày làm
        # việc thực tế" is paid for each day, in full)
        re.compile(
            r"\btheo\s+tỷ\s+lệ\b|\btương\s+ứng\s+với\s+(?:thời\s+gian|số\s+(?:tháng|ngày|năm))"
            r"(?:\s+[^\W\d_]+){0,3}?\s+còn\s+lại\b",
            re.IGNORECASE,
        ),
        re.compile(r"\b(?:in\s+full(?!\s+force)|full\s+amount)\b", re.IGNORECASE),
        re.compile(r"\b(?:pro[\s-]rata|proportion\w*|prorated)\b", re.IGNORECASE),
    ),
    (  # in total, or each time: "mỗi lần không quá 15 ngày" / "15 days in total"
        re.compile(r"\b(?:tổng\s+cộng|cộng\s+dồn)\b", re.IGNORECASE),
        re.compile(
            r"\bmỗi\s+(?:lần|đợt|chuyến|sáng\s+kiến|con|người(?:\s+con|\s+phụ\s+thuộc)?"
            r"|trường\s+hợp)\b",
            re.IGNORECASE,
        ),
        re.compile(
            r"\b(?:in\s+total|in\s+aggregate|altogether|cumulative\w*|totall?ing|a\s+total\s+of"
            r"|for\s+all\s+(?:the\s+)?\S+\s+(?:\S+\s+)?together)\b",
            re.IGNORECASE,
        ),
        re.compile(
            r"\b(?:each\s+(?:time|trip|occasion|of|child|person|idea|initiative)|for\s+each"
            r"|per\s+(?:trip|occasion|child|person|idea|initiative)|at\s+a\s+time)\b",
            re.I,
        ),
    ),
    (  # in all, or in a row: "05 ngày cộng dồn" / "5 consecutive days"
        re.compile(r"\b(?:cộng\s+dồn|tổng\s+cộng)\b", re.IGNORECASE),
        re.compile(r"\b(?:liên\s+tục|liên\s+tiếp)\b", re.IGNORECASE),
        re.compile(
            r"\b(?:cumulative(?:ly)?|in\s+total|in\s+aggregate|altogether"
            # "in any two quarters": not in a row
            r"|any\s+(?:two|three|four|five|six|\d{1,2})\s+(?:\w+\s+)?"
            r"(?:quarters|months|years|weeks|days|times|periods))\b",
            re.I,
        ),
        re.compile(
            r"\b(?:consecutive(?:ly)?|in\s+a\s+row|continuous(?:ly)?|uninterrupted)\b", re.I
        ),
    ),
    (  # ended, or still in force: "vẫn có hiệu lực" / "is suspended", "ends on termination"
        re.compile(
            r"\b(?:(?:hết|mất|không\s+còn|chấm\s+dứt)\s+hiệu\s+lực|(?:bị\s+)?(?:tạm\s+)?đình\s+chỉ"
            r"|tạm\s+dừng\s+(?:thi\s+hành|áp\s+dụng))\b",
            re.IGNORECASE,
        ),
        re.compile(
            r"\b(?:tiếp\s+tục|vẫn|còn)\s+(?:có\s+)?(?:hiệu\s+lực|giá\s+trị\s+(?:áp\s+dụng|thi\s+hành))",
            re.IGNORECASE,
        ),
        re.compile(
            r"\b(?:ceas\w*\s+to\s+(?:apply|have\s+effect|be\s+in\s+force)|(?:is|are|be)\s+"
            r"suspended|suspension|ends?\s+(?:on|upon|with|at)|lapses?|no\s+longer\s+(?:applies"
            r"|in\s+(?:force|effect)))\b",
            re.IGNORECASE,
        ),
        re.compile(
            r"\b(?:surviv\w*|(?:remains?|stays?|continues?)\s+(?:to\s+be\s+)?in\s+(?:full\s+)?"
            r"(?:force|effect)|continues?\s+to\s+(?:apply|have\s+effect)|remains?\s+"
            r"(?:valid|effective|enforceable))\b",
            re.IGNORECASE,
        ),
    ),
    (  # kept, or given up: "vẫn giữ các quyền nhân thân" / "waives the moral rights"
        # (a right given up: "từ bỏ khóa đào tạo" abandons a course; "reserves the right" has one)
        re.compile(r"\b(?:từ\s+bỏ|khước\s+từ)\s+(?:các\s+|mọi\s+|toàn\s+bộ\s+)?quyền\b", re.I),
        re.compile(r"\b(?:vẫn\s+giữ|giữ\s+lại|bảo\s+lưu|vẫn\s+được\s+hưởng)\b", re.IGNORECASE),
        re.compile(r"\b(?:waiv\w*|renounc\w*|gives?\s+up|relinquish\w*)\b", re.IGNORECASE),
        re.compile(r"\b(?:retains?|retaining|keeps?)\b", re.IGNORECASE),
    ),
    (  # the time served, or the time left: "thời gian cam kết còn lại" / "already served"
        re.compile(
            r"\b(?:thời\s+gian|số\s+(?:tháng|ngày|năm))(?:\s+(?:cam\s+kết|làm\s+việc))?\s+đã\s+"
            r"(?:làm\s+việc|phục\s+vụ|thực\s+hiện|làm)\b",
            re.IGNORECASE,
        ),
        re.compile(
            r"\b(?:thời\s+(?:gian|hạn)|số\s+(?:tháng|ngày|năm))(?:\s+cam\s+kết)?\s+còn\s+lại\b",
            re.IGNORECASE,
        ),
        re.compile(r"\b(?:already\s+)?(?:served|worked|completed)\b", re.IGNORECASE),
        re.compile(r"\b(?:remaining|outstanding|unexpired|unserved|left\s+to\s+serve)\b", re.I),
    ),
    (  # from a day on, or until it: "áp dụng từ ngày 01/01/2026" / "applies until 1 January"
        # ("tính đến ngày 31/12": as of a day)
        re.compile(r"(?<!tính\s)\b(?:đến|tới|cho\s+đến)\s+(?:hết\s+)?ngày\b", re.IGNORECASE),
        re.compile(r"\b(?:kể\s+)?từ\s+ngày\b", re.IGNORECASE),
        re.compile(
            rf"\b(?:until|till|up\s+to\s+and\s+including|through)\s+(?:the\s+)?"
            rf"(?:date\b|end\b|\d|{_MONTH_NAMES_EN})",
            re.IGNORECASE,
        ),
        re.compile(
            rf"\b(?:from|as\s+of|starting|commencing|with\s+effect\s+from|effective)\s+"
            rf"(?:the\s+)?(?:date\b|\d|{_MONTH_NAMES_EN})",
            re.IGNORECASE,
        ),
    ),
    # days left lost, or paid out: "được thanh toán bằng tiền" / "are forfeited" (narrower than
    # _FORFEITED_*, whose "bị mất" / "lost" name a lost card or laptop too)
    (
        re.compile(r"\b(?:bị\s+(?:hủy|huỷ)|không\s+còn\s+giá\s+trị)\b", re.IGNORECASE),
        re.compile(
            r"\b(?:(?:thanh\s+toán|chi\s+trả|trả)\s+bằng\s+tiền|quy\s+đổi\s+(?:thành|ra)\s+tiền)\b",
            re.IGNORECASE,
        ),
        re.compile(r"\b(?:forfeit\w*|lapses?)\b", re.IGNORECASE),
        re.compile(
            r"\b(?:paid\s+(?:out|in\s+cash)|cashed(?:\s+out)?|compensated\s+in\s+(?:cash|money)"
            r"|converted\s+(?:in)?to\s+(?:cash|money)|paid\s+in\s+lieu)\b",
            re.IGNORECASE,
        ),
    ),
]
_UNPAID_VI = re.compile(r"\bkhông\s+(?:được\s+)?(?:hưởng\s+)?lương\b", re.IGNORECASE)
_PAID_VI = re.compile(
    r"\b(?:hưởng\s+(?:nguyên\s+|đủ\s+|100%\s+)?lương|có\s+(?:hưởng\s+)?lương)\b", re.IGNORECASE
)
_UNPAID_EN = re.compile(
    r"\b(?:unpaid|without\s+(?:any\s+)?pay|no\s+pay|not\s+(?:be\s+)?paid)\b", re.IGNORECASE
)
_PAID_EN = re.compile(r"\b(?:paid|(?:with|on)\s+(?:full\s+)?(?:pay|salary))\b", re.IGNORECASE)


def _sets_a_condition_alone(english: str, vietnamese: str) -> bool:
    """Whether the English sets a condition ("if …", "as long as …"), an exception ("unless
    …", "except where …") or someone's approval ("subject to the Director's approval", "where
    the line manager agrees") the Vietnamese does not set (quoted names, "the “If in Doubt”
    Policy", aside): an unrelated "khi" (when) is no "unless"."""
    if _OWN_ACCORD_VI.search(vietnamese):
        # "không được tự ý rời …" / "may not leave … without permission": the same
        english = _WITHOUT_LEAVE_EN.sub(" ", english)
    if _OTHERWISE_AGREED_VI.search(vietnamese):
        english = _OTHERWISE_AGREED_EN.sub(" ", english)
    return _stated_alone(
        _without_quotations(english),
        vietnamese,
        (
            (_CONDITION_EN, _CONDITION_VI),
            (_ON_REQUEST_EN, _REQUEST_VI),
            (_EXCEPTION_EN, _EXCEPTION_VI),
            (_APPROVAL_EN, _APPROVAL_VI),
        ),
    )


def _stated_alone(
    said: str, other: str, kinds: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...]
) -> bool:
    """Whether ``said`` states a kind of term (its first pattern) ``other`` does not (its
    second)."""
    return any(own.search(said) and not others.search(other) for own, others in kinds)


_OWN_ACCORD_VI = re.compile(r"\btự\s+ý\b", re.IGNORECASE)
_WITHOUT_LEAVE_EN = re.compile(
    r"\bwithout\s+(?:[\w'\u2019]+\s+){0,4}?(?:permission|approval|consent|authori[sz]ation|leave)\b",
    re.IGNORECASE,
)


# A condition a clause's words set ("if …", "provided that …"), and the Vietnamese that sets
# one; an exception ("unless …", "except where …") and the Vietnamese's: an English condition
# the Vietnamese does not state is no translation of it
_CONDITION_EN = re.compile(
    r"\b(?:if|provided\s+(?:that|always)|only\s+(?:if|when|where)|on\s+condition"
    # ("for as long as the contract remains in force": how long, no condition)
    r"|(?<!for\s)as\s+long\s+as|in\s+(?:the\s+)?(?:event|case)\s+(?:of|that))\b",
    re.IGNORECASE,
)
# (not "(nếu có)", "if any": no condition of the clause; "Nếu có bất kỳ …" is one)
_CONDITION_VI = re.compile(
    r"\b(?:nếu(?!\s+có\s*+(?:[),.;:]|$))|với\s+điều\s+kiện|miễn\s+là|chỉ\s+khi|trường\s+hợp|khi|tùy|tuỳ"
    r"|phụ\s+thuộc|thì)\b"
    # ... or the subject it qualifies: "Người lao động có điểm KPI dưới 2,5 … sẽ được đưa
    # vào …" is "If an employee's score falls below 2.5, …" (not "có quyền", a right)
    r"|^\s*(?:người\s+lao\s+động|nlđ|nhân\s+viên|thực\s+tập\s+sinh|người)\s+"
    r"(?:có(?!\s+(?:quyền|nghĩa\s+vụ|trách\s+nhiệm|thể))|đã|đang|chưa|không(?!\s+được)"
    r"|vi\s+phạm)\b[^.;:\n]{3,200}?\s(?:sẽ|phải|thì|bị|được\s+(?:đưa|xét|hưởng|nhận|chuyển))\b",
    re.IGNORECASE,
)
# given only when asked ("on request"), where the Vietnamese names no request
_ON_REQUEST_EN = re.compile(r"\b(?:up)?on\s+(?:\S+\s+){0,2}?(?:request|demand)\b", re.I)
_REQUEST_VI = re.compile(r"\b(?:yêu\s+cầu|đề\s+nghị)\b", re.IGNORECASE)
_EXCEPTION_EN = re.compile(r"\b(?:unless|except\s+(?:where|when|if|for)|save\s+for)\b", re.I)
# ("Nếu không có thỏa thuận khác" / "Unless otherwise agreed")
_EXCEPTION_VI = re.compile(r"\b(?:trừ|ngoại\s+trừ|loại\s+trừ|không\s+áp\s+dụng)\b", re.I)
# "Nếu không có thỏa thuận khác" / "Unless otherwise agreed": the same exception, the parties'
_OTHERWISE_AGREED_VI = re.compile(
    r"\b(?:nếu|trường\s+hợp|khi)\s+(?:các\s+bên\s+|hai\s+bên\s+)?không\s+có\s+(?:sự\s+)?thỏa\s+thuận"
    r"\s+khác\b",
    re.IGNORECASE,
)
_OTHERWISE_AGREED_EN = re.compile(
    r"\bunless\s+(?:otherwise\s+agreed|the\s+parties\s+(?:otherwise\s+)?agree(?:\s+otherwise)?)\b",
    re.IGNORECASE,
)
# someone's approval a clause's words require, and the Vietnamese's
_APPROVAL_EN = re.compile(
    r"\b(?:approv(?:al|ed\s+by)|consent|permission|authori[sz]ation)\b"
    r"|\b(?:where|if|when|once|provided\s+that|as\s+long\s+as)\b[^,.;:]{0,60}"
    r"\b(?:agrees?|approves?|consents?|permits?|allows?|accepts?)\b",
    re.IGNORECASE,
)
_APPROVAL_VI = re.compile(
    r"\b(?:phê\s+duyệt|chấp\s+thuận|đồng\s+ý|cho\s+phép|chấp\s+nhận|thỏa\s+thuận|thoả\s+thuận"
    r"|ủy\s+quyền|uỷ\s+quyền|quyết\s+định|xác\s+nhận|được\s+phép)\b",
    re.IGNORECASE,
)


# A code of a grade, level or class: "L3", "P5", "IC4", "SE-3", "B2" (a letter or three, a
# number): each language writes the same ones
_CODE = re.compile(r"(?<![\w/.-])[A-Z]{1,3}-?\d{1,3}[A-Z]?(?![\w/-]|[.,]\d)")
# English words the Vietnamese gives in brackets: "Kỹ sư phần mềm cao cấp (Senior Software
# Engineer)", "(Remote Work Policy)", "(Hybrid)" (no Vietnamese letter, not acronyms alone:
# "(BHXH, BHYT)")
_ENGLISH_IN_BRACKETS = re.compile(
    r"\(\s*([A-Za-z][A-Za-z&'\u2019.,/-]*(?:\s+[A-Za-z&'\u2019.,/-]+)*)\s*\)"
)


_QUARTER = re.compile(r"[QD]\d{1,2}")  # a quarter or a district, abbreviated in English


def _codes(text: str) -> set[str]:
    return {code.replace("-", "").upper() for code in _CODE.findall(text)}


# A run of capitalised words, an article opening a sentence left out: "Principal Software
# Engineer", "Senior Software Engineer" of "the Senior Software Engineer"
_CAPITALISED_RUN = re.compile(
    r"(?:\b(?:The|A|An)\s+)?((?:[A-Z][\w'\u2019-]*\s+)*[A-Z][\w'\u2019-]*)"
)


def _given_to_another(words: str, english: str, given: list[str]) -> bool:
    """Whether the English gives the last words of a name the Vietnamese gives in brackets to
    another name: "Principal Software Engineer, reporting to the Senior Software Engineer"
    for "Kỹ sư phần mềm cao cấp (Senior Software Engineer)" (the name is there, of another)."""
    name = words.casefold().split()
    if len(name) < 2:
        return False
    # (another name the Vietnamese gives in brackets is its own: "from Software Engineer to
    # Senior Software Engineer" for a promotion)
    own = {" ".join(other.casefold().split()) for other in given}
    return any(
        run.casefold().split()[-2:] == name[-2:]
        and not " ".join(name).endswith(run.casefold())
        and not any(other.endswith(run.casefold()) for other in own)
        for run in _CAPITALISED_RUN.findall(english)
    )


def _english_given(vietnamese: str) -> list[str]:
    """The English words the Vietnamese gives in brackets: a phrase with a lower-case letter,
    or a capitalised word of four letters or more."""
    return [
        words
        for words in _ENGLISH_IN_BRACKETS.findall(vietnamese)
        if re.search(r"[a-z]", words) and (" " in words.strip() or len(words.strip()) >= 4)
    ]


def _named_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the English of a clause's new wording names something otherwise than its
    Vietnamese: a level's code ("L3" / "L4", or none), the English the Vietnamese itself gives
    in brackets ("(Senior Software Engineer)" / "Principal Software Engineer"), or a city or
    province ("Thành phố Hà Nội" / "Da Nang City", or one the other does not name)."""
    codes_vi, codes_en = _codes(vietnamese), _codes(english)
    # (an English-only "Q1", "D1" abbreviates "Quý 1", "Quận 1"; a translation may name two
    # codes in the other order, "bậc lương B2 thuộc cấp bậc L3" / "at level L3, salary grade
    # B2", so which role each has is not compared)
    if codes_vi ^ {code for code in codes_en if code in codes_vi or not _QUARTER.fullmatch(code)}:
        return True
    folded_en = folded(english)
    given = _english_given(vietnamese)
    if any(folded(words) not in folded_en for words in given):
        return True
    if any(_given_to_another(words, english, given) for words in given):
        return True
    # (a place the Vietnamese alone names may stand in a name, "Ngân hàng … Sài Gòn Thương
    # Tín" / "Sacombank"; one the English alone names is its own)
    places_vi, places_en = places_named(vietnamese), places_named(english)
    if places_en and places_vi != places_en:
        return True
    # ... but one named as where a term holds ("tại TP Hồ Chí Minh" / "in Vietnam") is the
    # English's too
    if any(not places_named(where) <= places_en for where in _WHERE_VI.findall(vietnamese)):
        return True
    return bool(local_places_missing(vietnamese, english))


_WHERE_VI = re.compile(
    r"\b(?:tại|ở)\s+((?:(?i:thành\s+phố|tp\.?|tỉnh)\s+)?[A-ZĐ]\w*(?:[ \t]+[A-ZĐ]\w*){0,3})"
)


# A sentence's end: its full stop, question or exclamation mark before the next sentence's
# capital or the text's end — not an abbreviation's ("Co., Ltd. ", "No. 5", "Mr. ", "e.g. ")
# (a word from its start: "(\w*)" alone tried every start inside a long one)
_SENTENCE_END = re.compile(r"(?<!\w)(\w*)[.!?]+[\u201d\"\u2019)]*(?=\s+[^\W\d_a-z]|\s*$)")
# (a one-letter word ends none either: "e.g.", "i.e.", "U.S."; but a Vietnamese one does: "…
# đồng ý.")
_ABBREVIATIONS = frozenset(
    {"co", "ltd", "no", "nos", "mr", "ms", "mrs", "dr", "art", "cl", "st", "inc", "corp", "vs"}
    | {"etc", "approx", "jsc", "pte", "tp", "ts", "ths", "pgs", "gs", "bs", "ks", "ls", "tt"}
)


def _sentences(text: str) -> int:
    """How many sentences ``text`` has: its last however it ends ("… 5:30 p.m."), each before
    by its full stop; a clause's label opening a line ("5.1.") ends none."""
    text = _LINE_LABEL.sub("", text).strip()
    ends = [
        end
        for end in _SENTENCE_END.finditer(text)
        if end.end() < len(text)
        and end[1].casefold() not in _ABBREVIATIONS
        and (len(end[1]) != 1 or end[1].isdigit() or not end[1].isascii())
    ]
    return len(ends) + 1 if text else 0


_LINE_LABEL = re.compile(r"^[ \t]*\d{1,3}(?:\.\d{1,3})*\.?[ \t]+", re.MULTILINE)


# --- renumbering ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Renumbering:
    """ "Điều 6 được đánh số lại thành Điều 7." / "Article 6 is renumbered as Article 7.": each
    clause named (with what it contains) numbered anew, its words kept."""

    clause: str  # as named
    by_ref: str
    pairs: list[tuple[str, str]]  # (the reference before, the reference after)
    # "Các điều tiếp theo được đánh số lại tương ứng": those numbered from a clause added on,
    # each one on (the kind of clause, as the Vietnamese names it)
    following: str = ""


# an item of a list the sentences may stand in: "a) …", "2. …", "- …"
_LIST_ITEM = r"(?:(?:[a-zđ]\)|\d{1,2}[.)]|[-\u2013\u2022])[^\S\n]+)?"
# "khoản 5" after "Khoản 4 Điều 6 được đánh số lại thành": a clause of the same article
_RELATIVE_VI = r"(?:khoản|mục|điểm)\s+\d{1,3}(?:\.\d{1,3})*[a-z]?|điểm\s+[a-zđ]"
_RENUMBERED_VI = re.compile(
    rf"{_LIST_ITEM}{RENUMBERED_CLAUSE}[^\S\n]+(?:thành|là)"
    rf"[^\S\n]+(?P<new>{CLAUSE_NAME.pattern}|{_RELATIVE_VI})[^\S\n]*[.;]?",
    re.IGNORECASE,
)
_NAME_EN = (
    r"(?:(?:point|item)\s+\(?[a-z]\)?\s*,?\s*(?:of\s+)?)?"
    r"(?:(?:clause|section|paragraph)\s+\d{1,3}(?:\.\d{1,3})*"
    r"(?:\s*,?\s*(?:of\s+)?article\s+\d{1,3})?"
    r"|article\s+\d{1,3}(?:\.\d{1,3})*)"
    r"|(?:point|item)\s+\(?[a-z]\)?"
)
_RENUMBERED_EN = re.compile(
    rf"{_LIST_ITEM}(?:the[^\S\n]+)?(?:(?:existing|current|former|present)[^\S\n]+)?"
    rf"(?P<old>{_NAME_EN})"
    # ("of the Labour Contract No. 01/2025/HĐLĐ": the dot of "No." too)
    r"(?:[^\S\n]+of[^\S\n]+the[^\S\n]+(?:labou?r[^\S\n]+)?(?:contract|agreement)"
    r"(?:[^.;:\n]|\.(?=[^\S\n]*\d)){0,80}?)?"
    r"[^\S\n]+(?:is|shall[^\S\n]+be|will[^\S\n]+be)[^\S\n]+(?:hereby[^\S\n]+)?re-?numbered"
    rf"[^\S\n]+(?:as|to|into)[^\S\n]+(?P<new>{_NAME_EN})[^\S\n]*[.;]?",
    re.IGNORECASE,
)
# "Các điều tiếp theo được đánh số lại tương ứng." / "Subsequent Articles are renumbered
# accordingly."
_FOLLOWING_RENUMBERED_VI = re.compile(
    rf"{_LIST_ITEM}(?:các|những)[^\S\n]+(?P<kind>điều[^\S\n]+khoản|điều|khoản|điểm|mục)"
    r"[^\S\n]+(?:tiếp[^\S\n]+theo|sau(?:[^\S\n]+đó)?|kế[^\S\n]+tiếp)"
    r"(?:[^\S\n]+(?:của|tại)[^\S\n]+(?:hợp[^\S\n]+đồng|hđlđ|điều[^\S\n]+\d{1,3}))?"
    r"[^\S\n]+(?:sẽ[^\S\n]+)?được[^\S\n]+đánh[^\S\n]+số[^\S\n]+lại"
    r"(?:[^\S\n]+(?:tương[^\S\n]+ứng|theo[^\S\n]+thứ[^\S\n]+tự|cho[^\S\n]+phù[^\S\n]+hợp))?"
    r"[^\S\n]*[.;]?",
    re.IGNORECASE,
)
_FOLLOWING_RENUMBERED_EN = re.compile(
    rf"{_LIST_ITEM}(?:the[^\S\n]+)?(?:subsequent|following|succeeding)[^\S\n]+"
    r"(?P<kind>articles|clauses|paragraphs|points|sections|items|provisions)"
    r"(?:[^\S\n]+of[^\S\n]+(?:the[^\S\n]+(?:labou?r[^\S\n]+)?(?:contract|agreement)"
    r"|article[^\S\n]+\d{1,3}))?"
    r"[^\S\n]+(?:are|shall[^\S\n]+be|will[^\S\n]+be)[^\S\n]+(?:hereby[^\S\n]+)?renumbered"
    r"(?:[^\S\n]+(?:accordingly|in[^\S\n]+(?:sequence|order)|consecutively))?[^\S\n]*[.;]?",
    re.IGNORECASE,
)
# the kinds of clause each language names so, and the level each is (dots, brackets) in a
# reference: an article "§6", a clause "§6.4", a point "§6.4(b)"; "điều khoản" any
_FOLLOWING_KINDS = {
    "điều": ({"articles"}, "article"),
    "khoản": ({"clauses", "paragraphs"}, "clause"),
    "mục": ({"sections", "items", "clauses"}, "clause"),
    "điểm": ({"points", "items"}, "point"),
    "điều khoản": ({"provisions", "clauses", "articles"}, ""),
}
_RENUMBERING_SAID = re.compile(r"đánh\s+số\s+lại|renumber", re.IGNORECASE)


def _renumbering_sentences(text: str) -> list[str]:
    return [
        sentence
        for line in text.split("\n")
        # (not after "No." before its number: "Contract No. 01/2025/HĐLĐ")
        for sentence in re.split(r"(?<=[.;])[^\S\n]+(?=[^\W\d])", line.strip())
        if sentence
    ]


def _renumbering(clause: ParsedClause) -> _Renumbering | Unapplied | None:
    """The renumbering a clause of the appendix states, when all it states is renumbering (a
    title aside: "Đánh số lại"); None when it states none. Each sentence must be read whole
    in both languages, and name the same clauses in each."""
    said_vi = _renumbering_sentences(clause.text_vi or "")
    said_en = _renumbering_sentences(clause.text_en or "")
    following = _following_renumbered(said_vi, said_en, clause.ref)
    if following is not None:
        return following
    if not any(_RENUMBERED_VI.fullmatch(sentence) for sentence in said_vi):
        return None
    titled = said_vi and not _RENUMBERED_VI.fullmatch(said_vi[0])
    # ("Đánh số lại Điều 4" over "Điều 4 được đánh số lại thành Điều 5.": the title names it)
    found_vi = [found for sentence in said_vi if (found := _RENUMBERED_VI.fullmatch(sentence))]
    old = {ref for found in found_vi if (ref := _reference(found["old"])) is not None}
    if titled and not _a_renumbering_title(said_vi[0], old, CLAUSE_NAME, _reference):
        named = ", ".join(found["old"] for found in found_vi) or _excerpt(clause.text_vi or "")
        return Unapplied(named, clause.ref, Why.CHANGE_NOT_UNDERSTOOD)
    if titled and said_en and not _RENUMBERED_EN.fullmatch(said_en[0]):
        if not _a_renumbering_title(said_en[0], old, _NAME_EN_FOUND, read_reference):
            return Unapplied(_excerpt(clause.text_vi or ""), clause.ref, Why.LANGUAGES_DISAGREE)
        said_en = said_en[1:]
    said_vi = said_vi[1:] if titled else said_vi
    vi = [_RENUMBERED_VI.fullmatch(sentence) for sentence in said_vi]
    named = ", ".join(found["old"] for found in vi if found) or _excerpt(clause.text_vi or "")
    if not all(vi):
        return Unapplied(named, clause.ref, Why.CHANGE_NOT_UNDERSTOOD)
    if not said_en:
        return Unapplied(named, clause.ref, Why.ENGLISH_MISSING)
    en = [_RENUMBERED_EN.fullmatch(sentence) for sentence in said_en]
    pairs_vi = [_renumbered_pair(found, _reference) for found in vi if found]
    pairs_en = [_renumbered_pair(found, read_reference) for found in en if found]
    if None in pairs_vi:
        return Unapplied(named, clause.ref, Why.CLAUSE_UNCLEAR)
    # (made at once, in whichever order each language lists them)
    if not all(en) or sorted(map(str, pairs_en)) != sorted(map(str, pairs_vi)):
        return Unapplied(named, clause.ref, Why.LANGUAGES_DISAGREE)
    return _Renumbering(named, clause.ref, [pair for pair in pairs_vi if pair is not None])


def _following_renumbered(
    said_vi: list[str], said_en: list[str], by_ref: str
) -> _Renumbering | Unapplied | None:
    """ "Các điều tiếp theo được đánh số lại tương ứng." standing alone (a title aside), read
    in both languages; None when not said so."""
    said_vi = said_vi[1:] if len(said_vi) == 2 and _a_renumbering_title(said_vi[0]) else said_vi
    said_en = said_en[1:] if len(said_en) == 2 and _a_renumbering_title(said_en[0]) else said_en
    if len(said_vi) != 1 or not (found := _FOLLOWING_RENUMBERED_VI.fullmatch(said_vi[0])):
        return None
    kind = " ".join(found["kind"].casefold().split())
    english = _FOLLOWING_RENUMBERED_EN.fullmatch(said_en[0]) if len(said_en) == 1 else None
    if english is None or english["kind"].casefold() not in _FOLLOWING_KINDS[kind][0]:
        return Unapplied(_excerpt(said_vi[0]), by_ref, Why.LANGUAGES_DISAGREE)
    return _Renumbering(_excerpt(said_vi[0]), by_ref, [], following=kind)


def _following_renumbered_after_wording(
    clause: ParsedClause,
) -> tuple[ParsedClause, _Renumbering] | None:
    """A clause giving new wording, then "Các điều tiếp theo được đánh số lại tương ứng." after
    the wording's closing quotation mark, in both languages: the clause without that sentence,
    and the renumbering it states."""
    parts = []
    for text, pattern in (
        (clause.text_vi or "", _FOLLOWING_RENUMBERED_VI),
        (clause.text_en or "", _FOLLOWING_RENUMBERED_EN),
    ):
        closing = max(text.rfind("\u201d"), text.rfind("\u00bb"))
        between = re.match(r"[.;,]?\s*", text[closing + 1 :]) if closing >= 0 else None
        if between is None or not pattern.fullmatch(text[closing + 1 + between.end() :].strip()):
            return None
        sentence = text[closing + 1 + between.end() :].strip()
        parts.append((text[: closing + 1] + between.group().rstrip(), sentence))
    (vi, said_vi), (en, said_en) = parts
    following = _following_renumbered([said_vi], [said_en], clause.ref)
    if not isinstance(following, _Renumbering):
        return None  # (the English names another kind of clause: read as before, refused)
    return dataclasses.replace(clause, text_vi=vi, text_en=en), following


def _a_renumbering_title(
    line: str,
    renumbered: Collection[str] = (),
    names: re.Pattern[str] | None = None,
    read: Callable[[str], str | None] = read_reference,
) -> bool:
    """ "Đánh số lại các điều khoản" / "Renumbering": a title naming no clause, or only those
    renumbered ("Đánh số lại Điều 4 của Hợp đồng" / "Renumbering of Article 4")."""
    if names is not None:
        named = list(names.finditer(line))
        if any(read(found.group()) not in renumbered for found in named):
            return False
        line = names.sub(" ", line)
    return (
        bool(_RENUMBERING_SAID.search(line))
        and not re.search(r"\d", line)
        and word_count(line) <= 8
    )


_NAME_EN_FOUND = re.compile(_NAME_EN, re.IGNORECASE)


def _renumbered_pair(
    found: re.Match[str], read: Callable[[str], str | None]
) -> tuple[str, str] | None:
    """The references a renumbering sentence names, before and after; a clause named after
    without what holds it ("Khoản 3 Điều 6 … thành khoản 4", "Point (b) of Clause 3.2 … as
    Point (c)") is held by what holds the first."""
    old, new = read(found["old"]), read(found["new"])
    if old is None:
        return None
    holder = re.sub(r"^\S+\s+\(?[\w.]+\)?[\s,]*", "", found["old"], count=1)
    if new is None and holder:
        new = read(f"{found['new']} {holder}")
    return None if new is None or new == old else (old, new)


def _renumber(
    tree: _Tree, renumberings: list[_Renumbering], insertions: list[_Step]
) -> tuple[list[Change], list[Unapplied]]:
    """Every renumbering of the appendix made at once, before its other changes (a new Điều 6
    takes the number the old one leaves: "Bổ sung Điều 6 …; Điều 6 được đánh số lại thành
    Điều 7" in either order); or, when one cannot be, why."""
    mapping: dict[str, str] = {}
    made: list[tuple[_Renumbering, str, str]] = []
    for step in renumberings:
        pairs = step.pairs
        if step.following:
            shifted = _shifted_by_insertions(tree, step.following, insertions)
            if shifted is None:
                return [], [Unapplied(step.clause, step.by_ref, Why.WORDING_UNCLEAR)]
            pairs = shifted
        for old, new in pairs:
            if old in mapping or new in mapping.values():  # one clause numbered twice
                return [], [Unapplied(step.clause, step.by_ref, Why.WORDING_UNCLEAR)]
            mapping[old] = new
            made.append((step, old, new))
    why = tree.renumber(mapping) if mapping else None
    if why is not None:
        return [], [Unapplied(step.clause, step.by_ref, why) for step in renumberings]
    return [Change(Op.RENUMBER, new, step.by_ref, was=old) for step, old, new in made], []


def _shifted_by_insertions(
    tree: _Tree, kind: str, insertions: list[_Step]
) -> list[tuple[str, str]] | None:
    """ "Các điều tiếp theo được đánh số lại tương ứng": each clause of the kind named from
    the number a clause added takes on, numbered on by as many as are added there — one
    place of insertion, numbered in plain figures (else None: what is meant is not read)."""
    level = _FOLLOWING_KINDS[kind][1]
    taken = [
        step.refs
        for step in insertions
        if any(tree.has(ref) for ref in step.refs)
        and all(not level or _level(ref) == level for ref in step.refs)
    ]
    if len(taken) != 1 or not all(re.fullmatch(r"§\d+(?:\.\d+)*", ref) for ref in taken[0]):
        return None
    added = sorted(taken[0], key=_order_key)
    parent, first = _parent_of(added[0]), int(re.split(r"[§.]", added[0])[-1])
    lasts = [int(re.split(r"[§.]", ref)[-1]) for ref in added]
    if any(_parent_of(ref) != parent for ref in added) or lasts != list(
        range(first, first + len(added))
    ):
        return None
    stem = added[0][: len(added[0]) - len(str(first))]
    on = [
        clause.ref
        for clause in tree.clauses()
        if clause.parent_ref == parent and _order_key(clause.ref) >= _order_key(added[0])
    ]
    if not all(re.fullmatch(re.escape(stem) + r"\d+", ref) for ref in on):
        return None  # "Điều 6a" among them
    return [(ref, f"{stem}{int(ref[len(stem) :]) + len(added)}") for ref in reversed(on)]


def _level(ref: str) -> str:
    return "point" if "(" in ref else "clause" if "." in ref else "article"


def _touches_renumbered(step: _Step, renumbered: list[Change]) -> bool:
    """Whether a change names a clause a renumbering numbered or gave its number to, or one
    within or holding it: which numbering it means is not written. A clause added under the
    number a renumbering left free is read so."""
    numbers = {change.ref for change in renumbered} | {change.was for change in renumbered}
    freed = {change.was for change in renumbered} - {change.ref for change in renumbered}
    for ref in step.refs:
        if ref in freed and (step.op is Op.INSERT or step.adds):
            continue
        if any(ref == number or _within(ref, number) or _within(number, ref) for number in numbers):
            return True
    return False


def _steps(
    appendix: ParsedDocument, titles: tuple[str, ...]
) -> list[_Step | _Renumbering | Unapplied]:
    return [
        step
        for clause in appendix.clauses
        for step in _steps_of(
            clause,
            [c for c in appendix.clauses if _within(c.ref, clause.ref)],  # in document order
            titles,
        )
    ]


def _steps_of(
    clause: ParsedClause, children: list[ParsedClause], titles: tuple[str, ...]
) -> Sequence[_Step | _Renumbering | Unapplied]:
    """The changes one clause of the appendix states: by operations ("Sửa đổi khoản 1 Điều 3
    như sau: …"), each with the English stating it, by a table of old and new wording, and
    by renumbering ("Điều 6 được đánh số lại thành Điều 7.")."""
    renumbering = _renumbering(clause)
    if renumbering is not None:
        return [renumbering]
    after = _following_renumbered_after_wording(clause)
    if after is not None:  # "Bổ sung Điều 6 như sau: “…” Các điều tiếp theo được đánh số lại …"
        return [*_steps_of(after[0], children, titles), after[1]]
    vi_text, en_text = spelled_out(clause.text_vi or ""), clause.text_en or ""
    rows = table_rows(vi_text, en_text)
    if rows is not None:  # its heading ("Sửa đổi Điều 3") names what the rows change
        rows = _rows_of_the_clause_named_above(rows, vi_text, en_text)
        return _table_read_whole(clause, vi_text, en_text) or list(_table_steps(clause.ref, rows))
    spans = _restated_once(
        vi_text,
        [
            (
                start,
                end,
                _with_clause_added(vi_text[start:end], names),
            )
            for start, end, names in operation_spans(vi_text)
        ],
    )
    if (
        spans
        and _only_names(vi_text, spans)
        and any(
            operation_spans(spelled_out(child.text_vi or "")) or table_rows(child.text_vi or "", "")
            for child in children
        )
    ):
        return []  # "Điều 1. Sửa đổi, bổ sung Điều 2": its sub-clauses state each change
    if spans and _unread_before(vi_text[: spans[0][0]], en_text):
        return [Unapplied(_excerpt(vi_text[: spans[0][0]]), clause.ref, Why.CHANGE_NOT_UNDERSTOOD)]
    steps: list[_Step | Unapplied] = []
    # sub-clauses stating changes of their own are no new wording of this clause's change
    children_change = any(operation_spans(spelled_out(child.text_vi or "")) for child in children)
    en_segments = _english_segments(en_text, len(spans))
    for index, (start, intro_end, names) in enumerate(spans):
        end = spans[index + 1][0] if index + 1 < len(spans) else len(vi_text)
        named = ", ".join(names)
        refs = [ref for name in names if (ref := _reference(name)) is not None]
        if len(refs) != len(names) or len(set(refs)) != len(refs):
            # (a clause named twice, "khoản 7.3 Điều 7, khoản 7.3 Điều 7": a slip of another)
            steps.append(Unapplied(named, clause.ref, Why.CLAUSE_UNCLEAR))
            continue
        if _heading_over(
            vi_text[start:intro_end], vi_text[intro_end:end], refs, spans[index + 1 :]
        ):
            continue  # "Sửa đổi, bổ sung Điều 7" over "Khoản 7.4 Điều 7 được sửa đổi …"
        if _repeal_over_another_change(vi_text, spans, index):
            steps.append(Unapplied(named, clause.ref, Why.WORDING_UNCLEAR))
            continue
        if _of_another_document(vi_text[start:intro_end], names, titles):
            steps.append(Unapplied(named, clause.ref, Why.ANOTHER_DOCUMENT))
            continue
        unread = _intro_not_read(vi_text[start:intro_end], refs)
        if unread is not None:
            steps.append(Unapplied(named, clause.ref, unread))
            continue
        segment_en = en_segments[index] if en_segments is not None else ""
        intro_vi = vi_text[start:intro_end]
        adds = bool(_ADD.search(intro_vi)) and not _CHANGE.search(intro_vi)
        repeals = bool(_REPEAL.search(_without_quotations(intro_vi))) and not (
            adds or _CHANGE.search(intro_vi)
        )
        if en_segments is None or _names_other_clauses(
            segment_en, refs, titles, adds=adds, repeals=repeals
        ):
            steps.append(Unapplied(named, clause.ref, Why.LANGUAGES_DISAGREE))
            continue
        if _QUALIFIED_EN.search(_without_quotations(segment_en).split(":", 1)[0]):
            # an exception or a condition the English states ("save for point (a)")
            steps.append(Unapplied(named, clause.ref, Why.CHANGE_NOT_UNDERSTOOD))
            continue
        if _starts_otherwise(_without_quotations(intro_vi), _without_quotations(segment_en)):
            # "Kể từ ngày 01/11/2026, …" / "From 1 October 2026, …"
            steps.append(Unapplied(named, clause.ref, Why.LANGUAGES_DISAGREE))
            continue
        # a change named by the clause's own heading ("Điều 1. Sửa đổi khoản 1 Điều 3"),
        # its new wording below
        heading = not vi_text[:start].strip() and "\n" in vi_text[intro_end:end]
        made = _step(
            named,
            clause.ref,
            refs,
            vi_text[start:intro_end],
            vi_text[intro_end:end],
            segment_en,
            children if len(spans) == 1 and not children_change else [],
            heading=heading and not vi_text[start:intro_end].rstrip().endswith((".", ";")),
        )
        if not any(isinstance(step, Unapplied) for step in made) and _said_beyond(
            vi_text[start:intro_end], segment_en
        ):
            made = [Unapplied(named, clause.ref, Why.CHANGE_NOT_UNDERSTOOD)]
        steps.extend(made)
    if (
        steps
        and all(isinstance(step, Unapplied) and step.why is Why.NO_NEW_WORDING for step in steps)
        and children_change
    ):
        # "Kể từ ngày …, một số nội dung tại Điều 3 được sửa đổi, bổ sung như sau:" over the
        # numbered changes it introduces: their clauses are what change
        return []
    return steps


# What follows a clause named as another document's: "khoản 3.1 Điều 3 (của|tại) Phụ lục 01",
# "… của Thỏa thuận bảo mật" when the labour contract is amended
_OF_DOCUMENT = re.compile(
    r"[,\s]*(?:(?:của|tại|thuộc)\s+)?(?P<document>(?:hợp\s+đồng|thỏa\s+thuận|thoả\s+thuận|phụ\s+lục"
    r"|chính\s+sách|quy\s+chế|bản\s+cam\s+kết|bản\s+mô\s+tả|nội\s+quy|thỏa\s+ước|thoả\s+ước"
    r"|quyết\s+định)\b"
    # ... and what kind of it, as its title goes on: "Hợp đồng đào tạo", "Bản mô tả công việc"
    r"(?:[ \t]+(?!(?:số|như|được|bị|của|ký|ngày|giữa|đã|này|nêu|trên|và|với|tại|sau|là)\b)"
    r"[^\W\d_]+){0,4})",
    re.IGNORECASE,
)


def _heading_over(heading: str, between: str, refs: list[str], below: list[Span]) -> bool:
    """Whether a change named with nothing after it is a heading over the changes below: each
    names a clause inside one it names ("Sửa đổi, bổ sung Điều 7" over khoản 7.4's change)."""
    if between.strip() or not below or _REPEAL.search(heading):
        return False  # ("Bãi bỏ Điều 7" over a change of khoản 7.4: they disagree)
    named_below = [_reference(name) for _start, _end, names in below for name in names]
    return all(ref is not None and any(_within(ref, mine) for mine in refs) for ref in named_below)


def _repeal_over_another_change(text: str, spans: list[Span], index: int) -> bool:
    """Whether a repeal, on a line of its own, heads a change of another kind ("Bãi bỏ khoản
    7.5 Điều 7" over "Khoản 7.4 Điều 7 được sửa đổi như sau: …"): which is meant is not read."""
    start, intro_end, _names = spans[index]
    if index + 1 >= len(spans) or text[intro_end : spans[index + 1][0]].strip():
        return False
    below_start, below_end, _below = spans[index + 1]
    if _AN_ITEM.match(text, start) and _AN_ITEM.match(text, below_start):
        return False  # "Thứ nhất, bãi bỏ …" then "Thứ hai, sửa đổi …": items of one list
    return bool(_REPEAL.search(text[start:intro_end])) and not _REPEAL.search(
        text[below_start:below_end]
    )


# an item numbered in a list of changes: "Thứ hai, …", "2. …", "b) …"
_AN_ITEM = re.compile(r"\s*(?:thứ\s+\w+\s*[,:.]|[\w\u0111]{1,3}[.)]\s)", re.IGNORECASE)


def _intro_not_read(intro: str, refs: list[str]) -> Why | None:
    """What of the sentence introducing a change is not read, when something is: it must
    say nothing beyond the change read from it (the rule: apply only what is read whole).
    - a clause it names beyond those read ("khoản 7.3 và 7.5", "đến khoản 7.5", "Điều 7
      khoản 7.5", "khoản 5.3 điểm d"), or an article with one of its own clauses: which is
      changed is not read (``clause_unclear``);
    - an exception or a condition ("trừ điểm a", "trong trường hợp …", "nếu …"): the change
      is not the whole of what was agreed (``change_not_understood``);
    - a second change joined to the first ("Bãi bỏ khoản 7.5 và sửa đổi khoản 7.4 như sau"),
      or a change of one language's text alone ("bản tiếng Anh") (``wording_unclear``,
      ``languages_disagree``)."""
    said = _without_quotations(intro)
    covered = set(refs) | {held for ref in refs for held in _holders(ref)}
    if any(_within(ref, other) for ref in refs for other in refs if "." not in other):
        return Why.CLAUSE_UNCLEAR  # "Bãi bỏ Điều 7, khoản 7.5"
    names = [  # a law's article ("Điều 22 Bộ luật Lao động") is none of the document's
        name
        for name in CLAUSE_NAME.finditer(said)
        if not ANOTHER_INSTRUMENT.match(said, name.end())
    ]
    beyond = any(_reference(name.group()) not in covered for name in names)
    rest = _masked(said, names, "§")
    # (what the clause is, in brackets after it: "Bãi bỏ khoản 6.3 (thanh toán khi chấm dứt)")
    said = _masked(said, list(_TITLE_AFTER_A_NUMBER.finditer(said)), " ")
    if _JOINED_CHANGE.search(rest):
        return Why.WORDING_UNCLEAR
    if (
        beyond
        or any(_a_clause_number(number) for number in _DOTTED.findall(rest))
        or _POINT.search(rest)
        or _CLAUSES_IN_WORDS.search(rest)
        or any(_a_clause_number(n.replace(",", ".")) for n in _JOINED_NUMBER.findall(rest))
    ):
        return Why.CLAUSE_UNCLEAR  # "và 7.5", "điểm d" left over
    if _QUALIFIED.search(_AFTER_WHAT.sub("", said)) or (
        names and _UNTIL.search(said[: names[0].start()])
    ):
        return Why.CHANGE_NOT_UNDERSTOOD
    if _ONE_LANGUAGE.search(said):
        return Why.LANGUAGES_DISAGREE
    return None


_TITLE_AFTER_A_NUMBER = re.compile(r"(?<=\d)\s*\((?=[^\W\d_])[^()\d]{1,60}\)")
_TITLE_BEFORE_ITS_ARTICLE = re.compile(
    r"(?<=\d)\s*\((?![ivx]{1,5}\)|[a-zđ]{1,2}\))(?=[^\W\d_])[^()\d\n]{2,60}\)(?=\s+điều\b)", re.I
)


# The day a change takes effect, said in the sentence stating it: "Kể từ ngày 01/11/2026, …",
# "From 1 October 2026, …", "with effect from 1 November 2026"
_DAY_FIGURES = r"\d{1,2}[/.-]\d{1,2}[/.-]\d{4}"
_FROM_DAY_VI = re.compile(
    rf"\b(?:kể\s+)?từ\s+ngày\s+(?P<day>{_DAY_FIGURES}|\d{{1,2}}\s+tháng\s+\d{{1,2}},?\s+năm\s+\d{{4}})",
    re.IGNORECASE,
)
_FROM_DAY_EN = re.compile(
    r"\b(?i:with\s+effect\s+from|effective(?:\s+(?:from|as\s+of|on))?|as\s+(?:of|from)|from"
    r"|takes?\s+effect\s+(?:on|from|as\s+of)"
    r"|starting(?:\s+on)?|commencing(?:\s+on)?)\s+(?i:the\s+)?"
    rf"(?P<day>{_DAY_FIGURES}|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?[A-Z][a-z]+\.?,?\s+\d{{4}}"
    r"|[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})"
)


def _starts_otherwise(vietnamese: str, english: str) -> bool:
    """Whether the sentences stating a change each say it takes effect on a day, and not the
    same day."""
    days_vi = [found["day"] for found in _FROM_DAY_VI.finditer(vietnamese)]
    days_en = [found["day"] for found in _FROM_DAY_EN.finditer(english)]
    if not days_vi or not days_en:
        return False
    only_vi, only_en = differences(" ; ".join(days_vi), " ; ".join(days_en))
    return bool(only_vi or only_en)


# What the quoted words replaced are, named right before them where the sentence stops for
# the quotation: "Tại khoản 2.2 Điều 2, tỷ lệ “85%” được thay bằng …" (as "cụm từ" would)
_QUOTED_WORDS_NAMED = re.compile(
    r",\s*(?:tỷ\s+lệ|tỉ\s+lệ|mức(?:\s+[^\W\d_]+)?|số(?:\s+[^\W\d_]+)?|con\s+số|khoản\s+tiền"
    r"|thời\s+(?:hạn|gian|điểm)|chức\s+danh|địa\s+điểm|tên(?:\s+gọi)?|ngày|giờ)\s*$",
    re.IGNORECASE,
)


def _said_beyond(intro_vi: str, segment_en: str) -> bool:
    """Whether the sentence stating a change, in either language, has a word nothing reads
    (``_READ_WORDS_VI``): a change read otherwise whole, but for what that word says."""
    said = _QUOTED_WORDS_NAMED.sub(",", _without_quotations(intro_vi))
    names = [
        name
        for name in CLAUSE_NAME.finditer(said)
        if not ANOTHER_INSTRUMENT.match(said, name.end())
    ]
    masked = _masked(said, names, "§")
    reworded = _REWORDED.search(masked) is not None
    rest = _PART_WORDS.sub(" ", masked)
    # (a title above the sentence, "Điều chỉnh mức lương", names what the sentence changes
    # in its own words: read only for how long it holds, "… năm 2027", "tạm thời")
    sentences = "\n".join(line for line in rest.split("\n") if "§" in line)
    titles = "\n".join(line for line in rest.split("\n") if "§" not in line)
    if (
        _for_how_long_vi(titles)
        # "(năm 2027)", a date and the year a reason names aside ("Căn cứ kết quả đánh giá
        # năm 2026, …": what the change rests on, not how long it holds)
        or _IN_A_YEAR.search(_DATE_VI.sub(" ", _REASON_VI.sub(" ", sentences)))
        or (not reworded and _words_not_read(sentences, _READ_WORDS_VI, _LEADS_VI))
    ):
        return True
    intro_en = _without_quotations(segment_en).split(":", 1)[0]
    if _FOR_HOW_LONG_EN.search(intro_en):
        return True
    # (the English's first lines, its article's title, "Pay period" over the sentence: the
    # Vietnamese title is no part of the sentence read either)
    lines = [line for line in _without_closing(intro_en, "en").split("\n") if line.strip()]
    named = [line for line in lines if _ENGLISH_NAME.search(line) and _ENGLISH_VERB.search(line)]
    sentence_en = (named or lines or [""])[-1]
    return not _REWORDED.search(sentence_en) and _words_not_read(
        sentence_en, _READ_WORDS_EN, _LEADS_EN
    )


# The words a sentence stating a change by its new wording, a repeal or an addition is made
# of: the verbs, the clause named and the document it is in ("của Hợp đồng lao động số … ký
# ngày … giữa … và …"), who agrees ("Hai bên thống nhất …"), "như sau", "kể từ ngày …". A
# word beyond these (a condition, a time limit, who it applies to, a duty kept, a part of
# the clause) is something of the change not read: refused, whatever word says it. Names
# (capitalised, not opening the sentence) and figures are read as the document's or a date.
# A change of words or amounts ("từ … lên …", "cụm từ “…” được thay bằng …") is read word by
# word elsewhere (``_states_more``), and a reason before the change ("Theo yêu cầu của …,")
# by ``_QUALIFIED`` alone.
_READ_WORDS_VI = frozenset(
    re.findall(
        r"\S+",
        """sửa đổi bổ sung bãi bỏ thay thế điều chỉnh hủy huỷ được bị như đây của hợp đồng lao
        động hđlđ số ký kết ngày tháng năm giữa hai các bên thống nhất ý thỏa thoả
        thuận cùng nay nội dung toàn bộ quy định tại nêu ghi trên vào cuối thêm và
        này phụ lục không còn hết chấm dứt hiệu lực kể từ khoản điểm mục có tên dưới
        đã theo lại thành về một cụ thể thứ ba tư viết văn bản ông bà người sử dụng
        công ty là đứng thuộc bằng""",
    )
)
_READ_WORDS_EN = frozenset(
    re.findall(
        r"\S+",
        """amend amended amends amendment amendments supplement supplemented supplements
        replace replaced replaces repeal repealed repeals delete deleted deletes add
        added adds insert inserted inserts abolish abolished revise revised modify
        modified rescind rescinded clause clauses article articles point points
        section sections paragraph item items of the this that contract labour labor
        employment agreement appendix annex is are be shall hereby as follows
        following parties party both agree agreed agrees to and by in into its
        entirety whole content contents text wording which reads read now with
        effect from on dated signed between no cease ceases ceased have has lapse
        lapses longer force new a an undersigned we employer employee company mr ms
        mrs first second third also it their same herein replacement addition
        additions change changes revision revisions deletion adjustment adjustments
        insertion adjust adjusted adjusts changed after before rewritten
        specifically jointly mutually cancelled canceled thereof hereof hereto
        signing date named below above reworded rephrased restated immediately directly
        through will effective art""",
    )
)
# What opens a sentence before the change and is read by what it may not say (a condition,
# a time limit): a reason ("Theo yêu cầu của Người lao động, …", "At the Employee's request,
# …"), what the parties did ("Sau khi thỏa thuận, …"), an item's number ("1.", "Thứ nhất,");
# and the subject of a change named by where it stands ("Mức lương tại khoản 7.1 …", "Sửa
# đổi mức lương tại …": its words are compared with the clause's, ``_adjusts``), a part of
# the clause (refused as such, ``_part_named``)
_LEADS_VI = (
    re.compile(r"^\W*(?:[\w\u0111]{1,3}[.)]\s+|thứ\s+\w+\s*[,:.]\s*)", re.IGNORECASE),
    # a reason, its words listed with commas, up to the clause named: "Căn cứ nhu cầu sản xuất, kinh
    # doanh của Công ty, khoản 7.4 …"
    re.compile(
        r"^\W*(?:theo|căn\s+cứ|xét|trên\s+cơ\s+sở)\s[^;:\n§]{1,160},(?=\s*§)", re.IGNORECASE
    ),
    re.compile(r"^\W*(?:theo|căn\s+cứ|để|nhằm|xét|do|trên\s+cơ\s+sở)\s[^,;:\n]{1,160},", re.I),
    re.compile(
        r"^\W*sau\s+khi\s+(?:(?:hai|các)\s+bên\s+)?(?:đã\s+)?(?:thỏa|thoả|xem|trao|bàn|thương"
        r"|thống|cân)\s+\w+[^,;:\n]{0,80},",
        re.IGNORECASE,
    ),
    # what the clause is about, after its name: "… về kỳ hạn trả lương như sau", "Điều 7
    # (Tiền lương)"
    re.compile(r"\bvề\s[^,;:\n]{1,60}?(?=\s+như\s+sau\b)", re.IGNORECASE),
    re.compile(
        r"\b(?:như\s+)?sau(?:\s+đây)?(?=\s*(?::|$))|\bnhư\s+sau\b|\bvới\s+nội\s+dung\b", re.I
    ),
    # the parties of the contract named ("… ký ngày … giữa Công ty TNHH ABC và Ông Trần Văn
    # A"): their names are the only capitalised words read as names
    re.compile(
        r"\bgiữa\s+[^;:\n]{1,120}?\s+và\s+[^;:\n]{1,60}?(?=\s+(?:được|bị|như|đã)\b|\s*[,.]?\s*$)",
        re.IGNORECASE,
    ),
    re.compile(r"(?<=§)\s*\((?=[^\W\d_])[^\W\d_][^()\d]{0,60}\)"),
    re.compile(
        r"\b(?:và\s+)?là\s+(?:một\s+phần|bộ\s+phận)\s+không\s+(?:thể\s+)?tách\s+rời"
        r"(?:\s+của\s+hợp\s+đồng)?",
        re.IGNORECASE,
    ),
    re.compile(r"\b(?:[^\W\d_]+\s+){1,6}(?=(?:quy\s+định\s+|nêu\s+|ghi\s+)?tại\s+§)"),
)
_LEADS_EN = (
    re.compile(
        r"^\W*(?:at|upon|on|pursuant\s+to|under|in\s+accordance\s+with|following|further\s+to"
        r"|to|based\s+on|for|after|having|considering|given|in\s+(?:view|light)\s+of|due\s+to"
        r"|owing\s+to|because\s+of|as\s+requested\s+by)\s[^,;:\n]{1,160},",
        re.IGNORECASE,
    ),
    re.compile(r"\((?:[a-zđ]{1,3}|[ivx]{1,5})\)", re.IGNORECASE),  # "point (b)", "(dd)"
    # an item's number in words, as "Thứ năm," is in Vietnamese: "Fifth,", "Secondly:"
    re.compile(
        r"^\W*(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh"
        r"|twelfth|last|final)(?:ly)?\s*[,:.]\s*",
        re.IGNORECASE,
    ),
    # what a clause is, in brackets after its number ("Clause 2.2 (probation period)")
    re.compile(
        r"(?<=\d)\s*\((?=[^\W\d_])[^\W\d_][^()\d]{0,60}\)(?=\s+(?:is|are|shall|of|in)\b)",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:[^\W\d_]+\s+){1,6}(?=(?:(?:set\s+out|stated|specified|provided)\s+)?(?:in|of|under)"
        r"\s+(?:clause|article|point|section|paragraph)\b)",
        re.IGNORECASE,
    ),
    re.compile(r"\b(?:partly|in\s+part)\b", re.IGNORECASE),
    re.compile(
        r"\bbetween\s+[^;:\n]{1,120}?\s+and\s+[^;:\n]{1,60}?"
        r"(?=\s+(?:is|are|shall|as|was)\b|\s*[,.]?\s*$)",
        re.IGNORECASE,
    ),
    re.compile(r"\bpoint\s+[a-zđ]{1,3}\b", re.IGNORECASE),
    # what the clause is about ("Clause 7.4 … on the pay period is amended"), and what the
    # appendix is ("… and forms an integral part of the Contract")
    re.compile(
        r"\b(?:on|regarding|concerning|about|relating\s+to)\s[^,;:\n]{1,60}?"
        r"(?=\s+(?:is|are|shall)\b)",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:and\s+)?(?:forms?|constitutes?|is)\s+an?\s+integral\s+part\s+of\s+(?:the|this)"
        r"\s+(?:labou?r\s+)?contract\b",
        re.IGNORECASE,
    ),
)
# ... but for how long, in a reason or anywhere in the English ("For the year 2027, …")
_FOR_HOW_LONG_EN = re.compile(
    r"\bfor\s+(?:the\s+)?(?:first\s+|next\s+|coming\s+)?(?:\d+|an?|one|two|three|six|twelve)?\s*"
    r"(?:[\w-]+\s+)?(?:years?|months?|weeks?|days?)\b|\byear\s+\d{4}|\bfor\s+a\s+period"
    r"|\b(?:during|until|till|temporar\w*|pilot)\b|\btrial\b(?!\s+period)",
    re.IGNORECASE,
)
_FOR_HOW_LONG_VI = re.compile(
    r"\b(?:năm\s+\d{4}|tạm\s+thời|thử\s+nghiệm|thí\s+điểm|(?:đến|tới)\s+hết|chỉ\s+(?:áp\s+dụng|trong)"
    r"|trong\s+(?:thời\s+(?:gian|hạn)\s+)?\d+\s+(?:ngày|tuần|tháng|quý|năm))\b",
    re.IGNORECASE,
)


def _for_how_long_vi(text: str) -> bool:
    return _FOR_HOW_LONG_VI.search(_DATE_VI.sub(" ", text)) is not None


_IN_A_YEAR = re.compile(r"\bnăm\s+\d{4}\b", re.IGNORECASE)
# a reason opening a sentence, up to its comma ("Căn cứ …,", "Theo …,", "Do …,"; not a purpose,
# "Để áp dụng cho năm 2027, …"); a condition in it is ``_QUALIFIED``'s
_REASON_VI = re.compile(
    r"^\W*(?:theo|căn\s+cứ|xét|do|trên\s+cơ\s+sở)\s[^,;:\n§]{1,160},", re.IGNORECASE | re.MULTILINE
)
_DATE_VI = re.compile(r"\bngày\s+\d{1,2}\s+tháng\s+\d{1,2}\s+năm\s+\d{4}\b", re.IGNORECASE)
# ... a change of words or amounts, which says what is changed in the words it replaces
_REWORDED = re.compile(
    r"(?<!kể\s)(?<!dụng\s)\btừ\s+(?:[^\W\d_]+\s+){0,2}[^\s;:]*\d[^;:\n]{0,60}?"
    r"(?:\s(?:lên|xuống|sang|thành)\b|\(bằng\s+chữ)|\bcụm\s+từ\b|\bvào\s+cuối\b"
    r"|\bthay(?:\s+thế)?\s+bằng\b|\b(?:replaced|substituted)\s+(?:by|with)\b"
    r"|(?<!effect\s)(?<!effective\s)(?<!as\s)\bfrom\s+(?:[^\W\d_]+\s+){0,2}[^\s;:]*\d"
    r"[^;:\n]{0,60}?(?:\sto\b|\(in\s+words)|\bwords?\b|\b(?:by|with)\s*$|\bat\s+the\s+end\b",
    re.IGNORECASE | re.MULTILINE,
)


def _words_not_read(said: str, read: frozenset[str], leads: tuple[re.Pattern[str], ...]) -> bool:
    """Whether ``said`` (quotations left out, the clauses read written over) has a word that
    is none of ``read``: not a figure, a name inside the sentence, a clause's number. Each
    line is a sentence of its own (a heading, then the sentence under it)."""
    for line in said.split("\n"):
        for lead in leads:
            if any(_LIMITS_IN_A_LEAD.search(found.group()) for found in lead.finditer(line)):
                return True  # "Để áp dụng đến ngày 31/12/2027, …", "At the Hanoi branch, …"
            line = lead.sub(" ", line)
        line = _A_DATE.sub(" ", line)
        if _A_PERIOD.search(line):
            return True  # "(2027-2028)", "trong Q4/2026", "01/10/2026 - 31/12/2026"
        first = True
        for token in line.split():
            if any(ch.isdigit() or ch in "§/" for ch in token):
                first = False
                continue
            word = token.strip(_PUNCTUATION)
            if not word or not any(ch.isalpha() for ch in word):
                continue
            known = word.casefold() in read or all(
                part.casefold() in read for part in re.split(r"[-'\u2019]", word) if part
            )
            if not known and not (word[0].isupper() and not first and word.isupper()):
                return True  # (an acronym, "HĐLĐ", "TNHH", is a name; a capitalised word
                # is read as any other, "… thuộc Khối Kinh Doanh")
            first = False
    return False


# ... what a part read past may not say either: until when, for how long, where or for whom
# ("đến ngày 31/12/2027", "trong ba (03) tháng", "chi nhánh Hà Nội", "the Hanoi branch")
_LIMITS_IN_A_LEAD = re.compile(
    r"\b(?:đến|tới)\s+(?:hết|ngày|\d)|\btrong\s+(?:\S+\s+){0,2}\(?\d+\)?\s+(?:ngày|tuần|tháng|quý|năm)\b"
    r"|\bchi\s+nhánh\b|\bđối\s+với\b|\bdành\s+cho\b|\bbranch\b|\buntil\b|\bfor\s+\d",
    re.IGNORECASE,
)
_MONTHS_EN = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
# a date (of signing, of effect), which is no period: "ngày 01 tháng 01 năm 2026", "1 January
# 2026", "January 1, 2026"
_A_DATE = re.compile(
    rf"\b(?:ngày\s+)?\d{{1,2}}\s+tháng\s+\d{{1,2}}\s*,?\s+năm\s+\d{{4}}|\b\d{{1,2}}(?:st|nd|rd|th)?\s+"
    rf"{_MONTHS_EN}\s*,?\s+\d{{4}}|\b{_MONTHS_EN}\s+\d{{1,2}}(?:st|nd|rd|th)?\s*,?\s+\d{{4}}",
    re.IGNORECASE,
)
_A_PERIOD = re.compile(
    r"(?<![/\d])(?:q[1-4]\s*/\s*)?(?:19|20)\d\d(?![/\d])(?!\s*/)|\d{1,2}/\d{1,2}/\d{4}\s*[-\u2013]\s*\d",
    re.IGNORECASE,
)
_PUNCTUATION = ".,;:!?()[]{}“”\"'\u2018\u2019«»„\u2013\u2014-…*_"


_DOTTED = re.compile(r"(?<![\w/.,-])\d{1,3}(?:(?:\.\s?|\s\.\s?|/)\d{1,3})+[a-z]?(?![\w/-]|[.,]\d)")
# a number joined to a clause named, or listed after it: "khoản 7.3/7.5", "7.3 và 7,5"
_JOINED_NUMBER = re.compile(r"(?:§|\bvà|\bhoặc|,|/)\s*(\d{1,3}(?:[.,/]\d{1,3})+)(?![\d])")
_POINT = re.compile(r"(?<!\w)(?:điểm\s+[a-zđ]\b|[a-zđ]\)(?!\w))", re.IGNORECASE)
# an exception or a condition of the change
# Whom or when new words apply to, said inside them ("45 ngày đối với vị trí quản lý"): not
# the other words a clause's new wording holds ("Hà Nội hoặc Thành phố Hồ Chí Minh", "khi đến
# hạn", "tương ứng 22 ngày công")
_SCOPED = re.compile(
    r"\b(?:đối\s+với|áp\s+dụng\s+(?:cho|với|đối\s+với)|(?:ngoại\s+|loại\s+)?trừ|riêng"
    r"|với\s+điều\s+kiện|nếu|trường\s+hợp|chỉ\s+áp\s+dụng)\b",
    re.IGNORECASE,
)
_QUALIFIED = re.compile(
    r"\b(?:trừ|ngoại\s+trừ|loại\s+trừ|riêng|trường\s+hợp|trong\s+thời\s+gian|nếu|(?<!từ\s)khi"
    r"|trong\s+giai\s+đoạn"
    r"|trong\s+khi|với\s+điều\s+kiện|tạm\s+thời|cho\s+đến|cho\s+tới|đến\s+khi|chỉ\s+áp\s+dụng"
    r"|miễn\s+là|miễn\s+sao|trong\s+vòng|chỉ\s+trong|trong\s+năm|một\s+lần\s+duy\s+nhất"
    r"|(?:không\s+)?áp\s+dụng\s+(?:cho|đối\s+với|với)|vào\s+thời\s+điểm|ngoài(?!\s+ra)|điều\s+kiện"
    r"|phụ\s+thuộc|tùy\s+thuộc|tuỳ\s+thuộc|đối\s+với|thay\s+vào\s+đó|hoặc|tương\s+ứng"
    # for how long: "trong 06 tháng", "thử nghiệm", "từ kỳ lương tháng 10"
    r"|trong\s+(?:\d+|một|hai|ba|sáu|mười\s+hai)\s+(?:ngày|tuần|tháng|quý|năm)"
    r"|thử\s+nghiệm|thí\s+điểm|(?:kể\s+)?từ\s+(?:kỳ|quý))\b",
    re.IGNORECASE,
)
# ... until when, said before the clause changed ("Để áp dụng đến hết năm 2027, hai bên …"; not
# "Gia hạn thời hạn tại khoản 6.1 đến hết ngày 31/12/2027", the new term itself)
_UNTIL = re.compile(r"\b(?:đến|tới)\s+hết\b|\bhết\s+năm\b", re.IGNORECASE)
# what the parties did before agreeing, opening the sentence: "Sau khi thỏa thuận, hai bên …"
# (not "Bãi bỏ khoản 9.3 sau khi Công ty triển khai …": a condition)
_AFTER_WHAT = re.compile(
    r"^\W*(?:\w{1,3}[.)]\s*)?sau\s+khi\b[^,;:\n]{0,120},", re.IGNORECASE | re.MULTILINE
)
# ... as the English states it ("save for point (a)", "subject to …", "provided that …", "if
# …", a sentence opening "Where …, " or "When …, ")
_QUALIFIED_EN = re.compile(
    r"(?m:^\W*(?:where|when|whenever|should|once|as\s+soon\s+as)\b[^,;:\n]{1,160},)|\bif\b"
    r"|\bin\s+the\s+event\b"
    r"|\bin\s+case\s+(?:of|that)\b"
    r"|\b(?:save|subject\s+to|provided\s+(?:that|always)|except|unless|only\s+if|as\s+long\s+as"
    r"|instead|other\s+than|until|till|pilot|on\s+a\s+trial|as\s+an?\s+(?:[\w-]+\s+)?trial(?!\s+period)"
    r"|for\s+(?:a\s+period\s+of\s+)?\d+\s+(?:day|week|month|quarter|year)s?)\b",
    re.IGNORECASE,
)
# a clause named otherwise than by number: "khoản kế tiếp", "các khoản còn lại", "khoản thứ
# năm", "khoản V"
_CLAUSES_IN_WORDS = re.compile(
    r"\b(?:khoản|điểm|mục|điều)\s+(?:kế\s+tiếp|liền\s+(?:trước|sau)|tiếp\s+theo|thứ\s+\w+"
    r"|còn\s+lại|cuối(?:\s+cùng)?|[IVXLC]+\b|một|hai|ba|bốn|năm|sáu|bảy|tám|chín|mười)"
    r"|\bcác\s+(?:khoản|điểm|điều|mục)\b|\btất\s+cả\b|\b(?:hai|ba|bốn|năm)\s+(?:khoản|điểm)\b"
    r"|\b(?:khoản|điểm)\s+\w+\s+(?:của\s+)?(?:điều|khoản)\s+(?:này|đó|trên)\b",
    re.IGNORECASE,
)
_ONE_LANGUAGE = re.compile(
    r"\bbản\s+tiếng\s+(?:anh|việt)\b|\b(?:english|vietnamese)\s+version\b", re.I
)
# A verb by which a sentence changes a clause (the introductions' verbs, as amending reads them)
_VERB_OF_CHANGE = (
    r"(?:sửa\s+đổi|bổ\s+sung|bãi\s+bỏ|thay\s+thế|thay\s+đổi|điều\s+chỉnh|hu[ỷy]\s+bỏ|hủy\s+bỏ)"
)
# after a clause named, a conjunction and another verb of change: a second change in the
# sentence ("… khoản 7.5 Điều 7 và sửa đổi khoản 7.4 …")
_JOINED_CHANGE = re.compile(
    r"§(?:(?!\b(?:được|bị|sửa|bổ|bãi|thay|điều\s+chỉnh)\b)[^.:;“\"§]){0,60}?"
    rf"(?:,|;|\bvà\b|\bđồng\s+thời\b)\s*{_VERB_OF_CHANGE}\b",
    re.IGNORECASE,
)


def _masked(text: str, found: list[re.Match[str]], mark: str) -> str:
    """``text`` with what each match found written over with ``mark`` (places kept)."""
    for match in found:
        text = text[: match.start()] + mark * len(match.group()) + text[match.end() :]
    return text


def _a_clause_number(number: str) -> bool:
    """ "7.5", "12.1", "2.2a", "7. 5", "7.3/7.5" — not an amount's thousands ("30.000.000")."""
    return not all(len(group) == 3 for group in re.findall(r"[./]\s?(\d+)", number))


def _of_another_document(intro: str, names: list[str], titles: tuple[str, ...]) -> bool:
    """Whether the introduction names a clause as a document's ("khoản 3.1 Điều 3 Phụ lục 01",
    "… của Thỏa thuận bảo mật", "… của Hợp đồng đào tạo") the amended one's title does not
    begin with ("Hợp đồng", "Hợp đồng lao động" do)."""
    title = _words(" ".join(titles[:1]))
    folded = intro.casefold()
    for name in names:
        at = folded.find(name.casefold())
        named = _OF_DOCUMENT.match(intro, at + len(name)) if at >= 0 and title else None
        if named and _another_title(_words(named["document"]), title):
            return True
    return False


# What makes a contract or an agreement another one than its kind's: "Hợp đồng đào tạo", "Thỏa
# thuận bảo mật" (words after a document's name that are not its title's go on the sentence
# otherwise: "của Hợp đồng câu sau")
_KIND_OF = re.compile(
    r"đào tạo|thử việc|dịch vụ|cộng tác|tư vấn|khoán|thuê|mua bán|vay|hợp tác|bảo mật|không cạnh"
    r"|chuyển giao|đại lý|nguyên tắc|lao động|chấm dứt|thanh lý|sở hữu|công việc|tổng đãi ngộ"
)


def _another_title(document: list[str], title: list[str]) -> bool:
    """Whether a document named ("hợp đồng đào tạo", "phụ lục") is not the one titled
    ("hợp đồng lao động"): its kind differs, or the words after the kind name another kind."""
    kind = 3 if document[:2] == ["bản", "mô"] else 2
    if title[:kind] != document[:kind]:
        return True
    for at in range(kind, len(document)):
        if at < len(title) and document[at] == title[at]:
            continue
        said = " ".join(document[at : at + 3])
        return bool(_KIND_OF.match(said)) and said not in " ".join(title)
    return False


def _words(text: str) -> list[str]:
    return text.casefold().replace("thoả", "thỏa").split()


def _reference(name: str) -> str | None:
    """The clause a change names: "khoản 4 vào Điều 5" is §5.4, and "mục 2.2 Điều 2" (a
    house calling its numbered clauses "mục") §2.2."""
    # "khoản 3 vào sau khoản 2 Điều 2", "khoản 3 ngay sau khoản 2 Điều 2": khoản 3 Điều 2
    name = re.sub(
        rf"\s+(?:vào(?:\s+{_AFTER}\s+(?:khoản|mục)\s+[\d.]+)?|{_AFTER}\s+(?:khoản|mục)\s+[\d.]+)\s+",
        " ",
        name,
        flags=re.IGNORECASE,
    )
    # "Điều 5 vào sau Điều 4": Điều 5
    name = re.sub(
        rf"(?<!\s)\s+(?:vào\s+)?{_AFTER}\s+điều\s+\d{{1,3}}[a-z]?$", "", name, flags=re.IGNORECASE
    )
    # "điểm c quy định tại khoản 9.2 Điều 9": điểm c tại khoản 9.2 Điều 9
    name = re.sub(r"\s+(?:quy\s+định|nêu)\s+(?=tại\b)", " ", name, flags=re.IGNORECASE)
    # "khoản 3.3 (Kỳ trả lương) Điều 3": khoản 3.3 Điều 3 (a point's "(a)" is no title)
    name = _TITLE_BEFORE_ITS_ARTICLE.sub("", name)
    return read_reference(re.sub(r"\bmục\b", "khoản", name, flags=re.IGNORECASE))


# "… được bổ sung khoản 4", "… được bổ sung thêm điểm đ": the clause added to the one named
_ADDED_AFTER_VERB = re.compile(
    r"\s*(?:thêm\s+)?(?P<child>(?:khoản|mục|điểm)\s+(?:\d{1,3}(?:\.\d{1,3})*[a-z]?|[a-zđ]\d?))\b",
    re.IGNORECASE,
)


# ... or after the article it goes into, both after the verb
_ADDED_INTO = re.compile(
    r"\s*(?:thêm\s+)?vào\s+(?P<parent>điều\s+\d{1,3}[a-z]?)\s+"
    r"(?P<child>(?:khoản|mục)\s+\d{1,3}(?:\.\d{1,3})*[a-z]?)\b",
    re.IGNORECASE,
)


def _with_clause_added(intro: str, names: list[str]) -> list[str]:
    """ "Điều 5 của Hợp đồng được bổ sung khoản 4 như sau:", "Bổ sung vào Điều 5 khoản 4 như
    sau:": the clause added (khoản 4 Điều 5), named after the verb that follows the clause it
    goes into, or after the article."""
    verb = _ADD.search(intro)
    if verb is None or len(names) != 1:
        return names
    into = _ADDED_INTO.match(intro, verb.end())
    if into is not None and " ".join(into["parent"].split()).casefold() == names[0].casefold():
        return [f"{into['child']} {names[0]}"]  # "Bổ sung vào Điều 2 khoản 2.4 như sau:"
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


def _restated_once(text: str, spans: list[Span]) -> list[Span]:
    """One change for a heading naming it and the sentence below stating it again ("Sửa đổi
    khoản 4.1 Điều 4" then "Khoản 4.1 Điều 4 được sửa đổi như sau: …"): the later, fuller.
    Two sentences each stating a change of the same clause are two changes."""
    kept: list[Span] = []
    for span in spans:
        if (
            kept
            and not text[kept[-1][1] : span[0]].strip()
            and [_reference(n) for n in kept[-1][2]] == [_reference(n) for n in span[2]]
        ):
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
) -> list[_Step | Unapplied]:
    changes, adds = bool(_CHANGE.search(intro_vi)), bool(_ADD.search(intro_vi))
    if _REPEAL.search(_without_quotations(intro_vi)) and (changes or adds):
        # "Bãi bỏ khoản 7.4" over "Khoản 7.4 … được sửa đổi như sau": which is it?
        return [Unapplied(named, by_ref, Why.WORDING_UNCLEAR)]
    repeals = bool(_REPEAL.search(intro_vi)) and not changes and not adds
    op = Op.REPEAL if repeals else Op.INSERT if adds and not changes else Op.REPLACE
    # words replaced: "cụm từ “…” được thay bằng “…”" (its quotations are no new wording), or
    # "từ 30.000.000 đồng lên 35.000.000 đồng" where no wording of its own is numbered or quoted
    vi = _wording(intro_vi, after_vi, children, "vi", heading=heading)
    numbered = isinstance(vi, str) and bool(vi) and _numbered_or_quoted(after_vi)
    # (every kind in one statement: "từ 30 ngày lên 45 ngày. …, cụm từ “…” được thay bằng “…”")
    kinds = [
        ((_PHRASE_VI, _REPLACE_PHRASE_VI), _PHRASES_EN),
        ((_QUOTED_FROM_TO_VI,), (_QUOTED_FROM_TO_EN,)),
        (_WORDS_DELETED_VI, _WORDS_DELETED_EN),
    ]
    if not numbered:
        kinds.append(((_FROM_TO_VI,), (_FROM_TO_EN,)))
    found = _in_order([p for vi_kind, _en in kinds for p in vi_kind], intro_vi + after_vi)
    if op in (Op.REPLACE, Op.REPEAL) and found and len(refs) == 1:
        english = _in_order([p for _vi, en in kinds for p in en], segment_en)
        return _words_replaced(named, by_ref, refs, found, english)
    part = _part_named(intro_vi) or _part_said(intro_vi)
    sentence = intro_vi + after_vi.split("\n", 1)[0]
    if _REPEAL.search(_without_quotations(sentence)) and (part or _part_said(sentence)):
        return [Unapplied(named, by_ref, Why.PART_OF_CLAUSE)]  # "cụm từ “…” được bãi bỏ"
    if op is Op.REPEAL:
        said = _without_quotations(intro_vi)
        if _without_closing(after_vi, "vi").strip(" .;\n") or _sentences(said) > 1 or ";" in said:
            # "Bãi bỏ khoản 9.3 Điều 9. Thay vào đó, …": what else it says is not read
            return [Unapplied(named, by_ref, Why.WORDING_UNCLEAR)]
        if not _english_repeals_whole(_stating_line(segment_en)):
            # "The second sentence of Clause 6.3 is deleted", "… is amended", "… is replaced
            # by the Company's Leave Policy": not the repeal of the whole clause
            return [Unapplied(named, by_ref, Why.LANGUAGES_DISAGREE)]
        return [_Step(Op.REPEAL, named, by_ref, refs, part=part)]
    if isinstance(vi, Why):
        return [Unapplied(named, by_ref, vi)]
    if not vi:
        return [Unapplied(named, by_ref, Why.NO_NEW_WORDING)]
    intro_en = _intro_en(segment_en)
    after_en = segment_en.lstrip()[len(intro_en) :]
    heading_en = not intro_en.rstrip().endswith(":") and "\n" in after_en
    en = _wording(intro_en, after_en, children, "en", heading=heading_en)
    if isinstance(en, Why) or bool(_quotations(after_vi)) != bool(_quotations(after_en)):
        en = ""  # "… as set out in the Vietnamese text above": no English wording
    # "Bổ sung vào cuối khoản 4.4 câu sau: “…”": words put at the end of a clause there is
    appended = op is Op.INSERT and bool(_APPENDED.search(intro_vi)) and len(refs) == 1
    if appended and part in {"câu", "đoạn"}:
        part = ""  # the sentence or paragraph it puts there
    step = _Step(op, named, by_ref, refs, vi=vi, en=en, adds=adds, part=part)
    if children and vi == _children_wording(children, "vi"):
        step.worded_by = tuple(child.ref for child in children)
    step.appended = appended
    step.placed_en = _placed_in_english(intro_en)
    return [step]


# "vào cuối khoản 4.4", "câu sau", "đoạn như sau", "thêm câu": words added to a clause, not a
# clause added (which a clause there already is tells apart: "Bổ sung khoản 10.3 vào cuối Điều
# 10" adds one)
_APPENDED = re.compile(
    r"\bvào\s+cuối\b|\b(?:câu|đoạn)\s+(?:sau|như\s+sau)\b|\bthêm\s+(?:câu|đoạn)\b",
    re.IGNORECASE,
)


# What a change names before "tại" the clause: "câu thứ hai", "đoạn mở đầu", "cụm từ “…”",
# "mức lương" — a part of the clause; the verb, "nội dung", "toàn bộ", "quy định" name none
_BEFORE_AT = re.compile(
    r"(?P<before>.*?)\s(?:(?:quy\s+định|nêu|ghi)\s+)?tại\s+(?:điểm|khoản|mục|điều)\b",
    re.IGNORECASE | re.DOTALL,
)
_NAMING_NO_PART = frozenset(
    {"nội", "dung", "toàn", "bộ", "văn", "quy", "định", "các", "điều", "khoản", "thêm", "lại"}
)


def _part_named(intro: str) -> str:
    found = _BEFORE_AT.match(intro)
    if found is None:
        return ""
    before = found["before"]
    verbs = list(_CHANGING_VI.finditer(before)) + list(_REPEAL.finditer(before))
    if verbs:
        before = before[max(verb.end() for verb in verbs) :]
    elif _CHANGING_VI.search(intro[found.end() :]) is None:
        return ""  # "… tại khoản 2" naming where, the change stated elsewhere
    # "điểm d tại khoản 5.3": the point is the clause named
    before = re.sub(r"\bđiểm\s+[a-zđ]\)?\s*,?\s*$", "", before, flags=re.IGNORECASE)
    words = re.findall(r"[^\W\d_]+|“[^”]*”", before.casefold())
    return " ".join(word for word in words if word not in _NAMING_NO_PART)


# A part of a clause named beside it: "tiêu đề Điều 7", "một phần khoản 2.3", "cụm từ “…” được
# bãi bỏ", "câu thứ hai" — never the whole clause
_PART_WORDS = re.compile(
    r"\b(?:tiêu\s+đề|tên(?=\s+(?:gọi|của|điều|khoản|điểm|mục)\b)|một\s+phần(?!\s+không\s+tách)"
    r"|câu|(?<!giai\s)đoạn|cụm\s+từ|từ\s+ngữ|các\s+từ|dòng|chữ)\b",
    re.IGNORECASE,
)


# ... which its whole new wording, numbered, does not make the clause's ("Sửa đổi tiêu đề Điều 7
# như sau: “Điều 7. …”" changes a title, its clauses kept)
_NEVER_WHOLE = re.compile(r"\b(?:tiêu\s+đề|tên|một\s+phần)\b")


def _part_said(intro: str) -> str:
    said = _without_quotations(intro)
    found = _PART_WORDS.search(_masked(said, list(CLAUSE_NAME.finditer(said)), " "))
    return " ".join(found.group().split()).casefold() if found else ""


def _numbered_or_quoted(after: str) -> bool:
    """Whether new wording follows as a quotation or a line numbered as a clause."""
    opening = after.lstrip(" \t:\n")
    line = opening.split("\n", 1)[0]
    return opening[:1] in _OPENING_MARKS or parse_label(line) is not None


def _in_order(patterns: list[re.Pattern[str]], text: str) -> list[re.Match[str]]:
    """Every match of any of ``patterns`` in ``text``, in the text's order, none overlapping
    one before it (the first pattern's kept where two read the same words)."""
    found = sorted(
        (match for pattern in patterns for match in pattern.finditer(text)),
        key=lambda match: match.start(),
    )
    kept: list[re.Match[str]] = []
    for match in found:
        if not kept or match.start() >= kept[-1].end():
            kept.append(match)
    return kept


def _words_replaced(
    named: str,
    by_ref: str,
    refs: list[str],
    vietnamese: list[re.Match[str]],
    english: list[re.Match[str]],
) -> list[_Step | Unapplied]:
    """Some words of the clause replaced by others (each match's ``old`` and ``new``), the
    English's in the same order; the amounts compared as written, their unit given once ("từ
    12 lên 24 tháng": 12 tháng becomes 24 tháng)."""
    if not english:
        return [Unapplied(named, by_ref, Why.ENGLISH_MISSING)]
    if len(english) != len(vietnamese):
        return [Unapplied(named, by_ref, Why.LANGUAGES_DISAGREE)]
    steps: list[_Step | Unapplied] = []
    said_from = said_from_en = 0  # each adjustment's own words, after the one before
    for index, (found_vi, found_en) in enumerate(zip(vietnamese, english, strict=True)):
        old_vi, new_vi = _with_one_unit(found_vi["old"], found_vi["new"])
        old_en, new_en = _with_one_unit(found_en["old"], found_en["new"])
        if _figures_differ(old_vi, old_en) or _figures_differ(new_vi, new_en):
            steps.append(Unapplied(named, by_ref, Why.LANGUAGES_DISAGREE))
            continue  # "lên 25.000.000 đồng" / "to VND 52,000,000", "ngày 10" / "the 15th"
        if found_vi.re is not _FROM_TO_VI and (
            _changed_otherwise(old_vi, new_vi, old_en, new_en)
            or _named_otherwise(old_vi, old_en)
            or _named_otherwise(new_vi, new_en)
        ):
            steps.append(Unapplied(named, by_ref, Why.LANGUAGES_DISAGREE))
            continue  # "“05 ngày làm việc”" / "“… 5 working days …, save in case of …”"
        if (
            _cut_short(found_vi)
            or _states_more(vietnamese, index, _AFTER_VI)
            or _states_more(english, index, _AFTER_EN)
        ):
            steps.append(Unapplied(named, by_ref, Why.WORDING_UNCLEAR))
            continue  # "… xuống 30 ngày, từ ngày 01/01/2026 đến hết ngày 30/01/2026"
        if _figures_differ(*(_said_unnamed(found, index) for found in (vietnamese, english))):
            steps.append(Unapplied(named, by_ref, Why.LANGUAGES_DISAGREE))
            continue  # "kể từ ngày 01/07/2026" / "from 1 July 2027", "tăng 5.000.000" / "9,000,000"
        if _goes_the_other_way(found_vi, said_from, _UP_VI, _DOWN_VI) or _goes_the_other_way(
            found_en, said_from_en, _UP_EN, _DOWN_EN
        ):
            steps.append(Unapplied(named, by_ref, Why.CHANGE_NOT_UNDERSTOOD))
            continue  # "Giảm … từ 12 ngày lên 15 ngày": a decrease, or 15 days?
        step = _Step(Op.REWORD, named, by_ref, refs, new_vi, new_en, old_vi, old_en)
        step.amount = found_vi.re is _FROM_TO_VI
        as_written = (
            *_without_unit_given(found_vi["old"], found_vi["new"]),
            *_without_unit_given(found_en["old"], found_en["new"]),
        )
        if as_written != (old_vi, new_vi, old_en, new_en):
            step.as_written = (as_written[0], as_written[1], as_written[2], as_written[3])
        step.subject = _subject(found_vi.string[said_from : found_vi.start()])
        step.periods = (
            _period(found_vi["new"] + " " + _rest_of_sentence(vietnamese, index)),
            _period(found_en["new"] + " " + _rest_of_sentence(english, index)),
        )
        said_from, said_from_en = found_vi.end(), found_en.end()
        steps.append(step)
    if steps and isinstance(last := steps[-1], _Step):
        last.goes_on = (
            _said_after(vietnamese, _SAID_AFTER_VI),
            _said_after(english, _SAID_AFTER_EN),
        )
    return steps


# Which way a change of an amount goes, as its words say: the verb opening the sentence
# ("Tăng …", "Giảm …"; not "phụ cấp tăng ca", overtime) and the word between the amounts ("lên",
# "xuống"); in English, "increased", "reduced", "up to", "down to"
_UP_VI = re.compile(
    r"^\W*(?:\w{1,3}[.)]\s*)?(?:tăng|nâng)\b|\bđược\s+(?:điều\s+chỉnh\s+)?(?:tăng|nâng)\b"
    r"|\bđiều\s+chỉnh\s+tăng\b|\blên\s*$",
    re.IGNORECASE,
)
_DOWN_VI = re.compile(
    r"^\W*(?:\w{1,3}[.)]\s*)?(?:giảm|hạ)\b|\bđược\s+(?:điều\s+chỉnh\s+)?(?:giảm|hạ)\b"
    r"|\bđiều\s+chỉnh\s+giảm\b|\bxuống\s*$",
    re.IGNORECASE,
)
# (in English the verb, not "the extended period"; "up to" before the new amount)
_BE = r"\b(?:is|are|be|been|was|were)\s+(?:hereby\s+|further\s+)?"
_UP_EN = re.compile(
    rf"{_BE}(?:increased|raised|extended|lengthened)\b|^\W*(?:increase|raise|extend)\b"
    r"|\bup\s+to\s*$",
    re.IGNORECASE,
)
_DOWN_EN = re.compile(
    rf"{_BE}(?:reduced|decreased|lowered|shortened|cut)\b|^\W*(?:reduce|decrease|lower|shorten)\b"
    r"|\bdown\s+to\s*$",
    re.IGNORECASE,
)
# ... and by how much, anywhere in its sentence: "tăng 10%", "tăng thêm 15 điểm phần trăm",
# "tăng 5 triệu đồng", "…, tương đương mức tăng 20%", "tăng mười phần trăm", "increased by 10%",
# "an increase of 20%" (not "nâng 01 bậc", a step of another thing)
_BY_WHAT = (
    r"(?P<by>\d[\d.,]*|(?:" + NUMBER_WORDS + r"))\s*(?P<scale>triệu|nghìn|ngàn|tỷ|tỉ|million"
    r"|thousand|billion)?\s*(?P<unit>%|phần\s+trăm|điểm\s+phần\s+trăm|điểm\s+%|per\s*cent"
    r"|percentage\s+points?)?"
    r"(?=\s*(?:đồng|vnđ|vnd|dong|ngày|giờ|tháng|năm|tuần|days?|hours?|months?|years?|weeks?)\b"
    r"|\s*[,.;)]|\s*$|\s+(?:từ|so|from|to|and|và|so\s+với|compared)\b|(?<=%)|(?<=trăm)"
    r"|(?<=points)|(?<=point)|(?<=cent))"
)
_BY_VI = re.compile(rf"\b(?:tăng|giảm|nâng|hạ)(?:\s+thêm)?\s+{_BY_WHAT}", re.IGNORECASE)
_BY_EN = re.compile(
    rf"\b(?:by|(?:increase|rise|raise|decrease|reduction|cut)\s+of)\s+(?:VND\s*)?{_BY_WHAT}",
    re.IGNORECASE,
)


def _goes_the_other_way(
    found: re.Match[str], said_from: int, up: re.Pattern[str], down: re.Pattern[str]
) -> bool:
    """Whether the words of a change of one amount to another say it goes up while the amount
    goes down, or the other way ("Giảm … từ 12 ngày lên 15 ngày", "reduced from 12 days to
    15 days", "từ 30 ngày xuống 45 ngày"), or by another step than the amounts' ("tăng 10%, từ
    35.000.000 lên 40.000.000"). Amounts not each one figure of the same unit say nothing."""
    old_said = _WORDS_OF_AN_AMOUNT_AT_END.sub("", found["old"]).strip()
    new_said = _WORDS_OF_AN_AMOUNT_AT_END.sub("", found["new"]).strip()
    old, new = _figures(old_said), _figures(new_said)
    if len(old) != 1 or len(new) != 1 or old == new or _unit(old_said) != _unit(new_said):
        return False
    text = found.string
    before = text[said_from : found.start()]
    starts = [0, *(end.end() for end in re.finditer(r"[.;:!?](?=\s)|\n", before))]
    after = re.match(r"(?:[^.;\n]|\.(?=\d))*", text[found.end() :])
    lead = before[starts[-1] :] + text[found.start() : found.start("old")]
    between = text[found.end("old") : found.start("new")]  # "lên", "xuống", "up to"
    against = down if new[0] > old[0] else up
    if against.search(lead) or against.search(between):
        return True
    by = (_BY_VI if up is _UP_VI else _BY_EN).search(
        f"{lead} {between} {after.group() if after else ''}"
    )
    return by is not None and not _by_as_much(by, old[0], new[0], "%" in old_said)


def _by_as_much(by: re.Match[str], old: int, new: int, percentages: bool) -> bool:
    """Whether the amount a change is said to go up or down by ("tăng 10%", "by VND 5,000,000",
    "thêm 15 điểm phần trăm", "tăng 5 triệu đồng") is the step from ``old`` to ``new``: a
    percentage of an amount as rounded where it is written ("5,9%"), an amount or points of a
    percentage exactly. A bare "15%" of a percentage (points, or 15% of it?) is not told."""
    unit = (by["unit"] or "").casefold()
    step = abs(new - old)
    written = by["by"].rstrip(".,")
    in_words = number_in_words(written) if not written[:1].isdigit() else None
    if unit and "điểm" not in unit and "point" not in unit:
        rate = re.fullmatch(r"(\d{1,3})(?:[.,](\d{1,2}))?", written)
        if percentages or old == 0 or (rate is None and in_words is None):
            return False
        decimals = rate[2] or "" if rate else ""
        said = float(f"{rate[1]}.{decimals or 0}") if rate else float(in_words or 0)
        return abs(step * 100 / old - said) <= 0.5 * 10 ** -len(decimals) + 1e-9
    figures: list[int | Decimal] = [in_words] if in_words is not None else list(_figures(written))
    scale = (by["scale"] or "").casefold()
    if scale:
        times = {"triệu": 10**6, "million": 10**6, "tỷ": 10**9, "tỉ": 10**9, "billion": 10**9}
        if re.fullmatch(r"\d+[.,]\d{1,2}", written):  # "tăng 1,5 triệu đồng"
            figures = [Decimal(written.replace(",", "."))]
        figures = [figure * times.get(scale, 1000) for figure in figures]
    if unit:
        return percentages and figures == [step]
    return not percentages and figures == [step]


_AT_CLAUSE = re.compile(
    r"(?:^|\s)(?:quy\s+định\s+|nêu\s+|ghi\s+)?tại\s+(?:(?:điểm|khoản|mục|điều)\s+[\w.]+[\s,]*)+",
    re.IGNORECASE,
)


def _subject(before: str) -> str:
    """What a rewording adjusts, as it says: "Phụ cấp xăng xe" in "Phụ cấp xăng xe tại khoản 2
    Điều 3 được điều chỉnh", "thời hạn không cạnh tranh" in "Tại khoản 3.1 Điều 3, thời hạn
    không cạnh tranh được điều chỉnh"; "" when it says nothing."""
    named = _AT_CLAUSE.search(before)
    if named is None:
        return ""
    said = before[: named.start()].strip() or before[named.end() :]
    said = re.split(r"\b(?:của\s+(?:hợp|thỏa|thoả|phụ)|được|bị)\b", said, maxsplit=1)[0]
    return re.sub(r"^\W*\d*[.)]?\s*", "", said).strip(" ,")


def _changed_otherwise(old_vi: str, new_vi: str, old_en: str, new_en: str) -> bool:
    """Whether the two languages' words of one change change otherwise: one only a figure and
    the other words too ("“05 ngày làm việc”" for "“… 5 working days …, save in case of force
    majeure”", more taken out), or one adding words where the other takes some out ("“… pháp
    luật và Nội quy lao động”" by "“… pháp luật”", "“… the law and the Internal Labor
    Regulations”" by "“…, the Internal Labor Regulations and the Company's policies”")."""
    old_en, new_en = _months_numbered(old_vi, old_en), _months_numbered(new_vi, new_en)
    if _figures_only(old_vi, new_vi, in_words=True) != _figures_only(old_en, new_en, in_words=True):
        return True
    grows_vi = len(new_vi.split()) - len(old_vi.split())
    grows_en = len(new_en.split()) - len(old_en.split())
    if (grows_vi <= -2 and grows_en >= 2) or (grows_vi >= 2 and grows_en <= -2):
        return True
    # a negation put in or taken out in one language alone ("bàn giao" by "không bàn giao")
    negated_vi = _negations(new_vi, _NEGATION_VI) - _negations(old_vi, _NEGATION_VI)
    negated_en = _negations(new_en, _NEGATION_EN) - _negations(old_en, _NEGATION_EN)
    return (negated_vi > 0) != (negated_en > 0) or (negated_vi < 0) != (negated_en < 0)


def _negations(text: str, negation: re.Pattern[str]) -> int:
    """How many times ``text`` says "not", not counting a limit's ("không quá", "no later
    than": "chậm nhất 05 ngày trước" / "no later than 5 days before")."""
    return len(negation.findall(_A_LIMITS_NOT.sub(" ", text)))


_A_LIMITS_NOT = re.compile(
    r"\b(?:không\s+(?:quá|vượt\s+quá|muộn\s+hơn|chậm\s+hơn|sớm\s+hơn|ít\s+hơn|thấp\s+hơn"
    r"|nhiều\s+hơn|cao\s+hơn)|no[t]?\s+(?:later|earlier|more|less|fewer|sooner)\s+than"
    r"|not\s+(?:to\s+)?exceed\w*)\b",
    re.IGNORECASE,
)
# (the plain "not" of each: "chưa", not yet, is as often "before" or "pending" in English)
_NEGATION_VI = re.compile(r"\b(?:không|chẳng)\b", re.IGNORECASE)
_NEGATION_EN = re.compile(r"\b(?:not|no|never|without)\b|n't\b", re.IGNORECASE)


def _figures_differ(vietnamese: str, english: str) -> bool:
    """Whether the two languages' words of one change state different figures. Each figure
    counts ("ngày 10" is not "the 15th": ``differences`` leaves small numbers in running text
    alone), but a date is compared by what it means, however each language writes it."""
    only_vi, only_en = differences(vietnamese, english, working_days=True)
    if only_vi or only_en:
        return True
    if _YEAR.search(vietnamese) or _YEAR.search(english):
        return False
    # (periods ``differences`` compared, however written: "10 ngày" / "ten days")
    return _figures(_without_periods(vietnamese)) != _figures(
        _without_periods(_months_numbered(vietnamese, english))
    )


def _without_periods(text: str) -> str:
    for written, _readings in stated_periods(text):
        text = text.replace(written, " ", 1)
    return text


def _months_numbered(vietnamese: str, english: str) -> str:
    """``english`` with each month's name its number, where ``vietnamese`` numbers a month:
    "tháng 12" is "December"."""
    if not _MONTH_VI.search(vietnamese):
        return english
    return _MONTH_EN.sub(lambda name: str(MONTH_NAMES[name[0].casefold()]), english)


_MONTH_VI = re.compile(r"\btháng\s+(\d{1,2})\b", re.IGNORECASE)
# a month by its name, capitalised ("may" is a verb)
_MONTH_EN = re.compile(r"\b(?:" + "|".join(map(str.capitalize, MONTH_NAMES)) + r")\b")


_YEAR = re.compile(r"(?<![\d.,])(?:19|20)\d\d(?![\d]|[.,]\d)")


# an amount's words in brackets ending a new amount ("… (bằng chữ: Ba mươi tám triệu đồng)")
_WORDS_OF_AN_AMOUNT_AT_END = re.compile(r"\([^()\d]*[^\W\d][^()\d]*\)\s*$")


def _in_an_amounts_words(text: str, begin: int, end: int) -> bool:
    """The words ``text[begin:end]`` stand inside the words of an amount written beside its
    figure: changed alone, they leave the figure saying the old amount."""
    opened = _OPEN_AFTER_A_FIGURE.search(text, 0, begin)
    if opened is None:
        return False
    closing = text.find(")", begin)
    inside = opened.group(1) + text[begin : closing if closing >= 0 else end]
    return bool(_AMOUNT_WORDS.search(inside))


# An amount's figure, its unit, and a parenthesis it opens and that is still open where a
# change's words begin ("35.000.000 đồng/tháng (bằng chữ: Ba mươi", "VND 30,000,000 per month
# (in words: thirty"): the amount in words, when that parenthesis holds such words
_OPEN_AFTER_A_FIGURE = re.compile(r"\d[\d.,]*\d[^\d()]{0,24}\(([^()]*)$")
_AMOUNT_WORDS = re.compile(
    r"\b(?:bằng\s+chữ|in\s+words|mươi|mười|trăm|nghìn|ngàn|triệu|tỷ|tỉ|thousand|million"
    r"|billion|hundred)\b",
    re.IGNORECASE,
)


def _figures(words: str) -> list[int]:
    """Every figure, as a number: "ngày 05" and "the 5th day" both 5, "30.000.000" and
    "30,000,000" both 30 million; a figure whose groups are not thousands is each of them
    ("113.1" of "Article 113.1" is 113 and 1, as "khoản 1 Điều 113" says; "1,5" and "1.5")."""
    found = []
    for figure in re.findall(_NUMBER, words):
        groups = re.split(r"[.,]", figure)
        if all(len(group) == 3 for group in groups[1:]):
            found.append(int("".join(groups)))
        else:
            found.extend(int(group) for group in groups if group)
    return sorted(found)


def _with_one_unit(old: str, new: str) -> tuple[str, str]:
    """The unit written once, on either amount: "12" and "24 tháng" are 12 tháng and 24 tháng,
    "VND 35,000,000 per month" and "VND 42,000,000" likewise; the new amount's words after
    the old one's unit say when or how often ("lên 31.500.000 đồng mỗi tháng": 31.500.000
    đồng), not what."""
    old, new = _as_said(old, new)
    old_unit, new_unit = _unit(old), _unit(new)
    # (a count in words says its own unit: "fourteen working days"; words with no figure,
    # "thời hạn cam kết" made "thời hạn cam kết 24 tháng", are no amount)
    if new_unit and not old_unit and not stated_periods(old) and _A_DIGIT.search(old):
        return f"{old} {new_unit}", new
    if old_unit and not new_unit and not stated_periods(new) and _A_DIGIT.search(new):
        return old, f"{new} {old_unit}"
    return old, new


_A_DIGIT = re.compile(r"\d")


def _as_said(old: str, new: str) -> tuple[str, str]:
    old_unit, new_unit = _unit(old), _unit(new)
    extra = new_unit[len(old_unit) :].strip()
    if (
        old_unit
        and new_unit.casefold().startswith(old_unit.casefold() + " ")
        and (_HOW_OFTEN.fullmatch(extra))
    ):
        return old, new[: len(new) - len(new_unit) + len(old_unit)]
    return old, new


# how often an amount is paid or a day recurs, said after it: words of no unit ("gộp trước
# thuế", "gross before tax" are: the change is then not read as an amount alone)
_HOW_OFTEN = re.compile(
    r"(?:mỗi|hằng|hàng|một|trên|mỗi\s+một)\s+(?:tháng|năm|tuần|ngày|kỳ(?:\s+lương)?)"
    r"|(?:per|a|each|every|of\s+each|of\s+every)\s+(?:month|year|week|day|pay\s+period)"
    r"|monthly|yearly|annually|weekly",
    re.IGNORECASE,
)


# What may follow the words replaced in the sentence stating it, when it gives a figure: when
# the change applies ("kể từ ngày 01/06/2026", "từ kỳ lương tháng 07/2026") or by how much
# ("tương đương mức tăng 16,7%") — not another value ("từ ngày … đến hết ngày …", "tức là …")
_AFTER_VI = re.compile(
    r"\W*(?:(?:(?:được\s+)?(?:áp\s+dụng\s+)?(?:kể\s+|bắt\s+đầu\s+)?từ|áp\s+dụng\s+(?:cho|với))"
    r"\s+(?:ngày|kỳ\s+(?:lương|trả\s+lương)|tháng|năm)\b(?!.*\b(?:đến|tới|tức|bằng|là)\b)"
    r"|(?:tương\s+đương\s+|với\s+)?(?:mức\s+)?(?:tăng|giảm)\b)",
    re.IGNORECASE,
)
_AFTER_EN = re.compile(
    r"\W*(?:(?:(?:with\s+effect\s+)?from|as\s+(?:of|from)|effective(?:\s+(?:from|as\s+of|on))?"
    r"|starting(?:\s+(?:from|on|with))?|commencing(?:\s+(?:from|on))?|beginning(?:\s+(?:from|on))?)"
    r"\b(?!.*\b(?:to|until|till|through|i\.e|that\s+is|equal)\b)"
    r"|(?:equivalent\s+to\s+|i\.e\.\s+|that\s+is\s+)?(?:an?\s+)?(?:increase|decrease|rise|raise|cut)\b)",
    re.IGNORECASE,
)
_SENTENCE_REST = re.compile(r"[^;\n]*?(?:[;\n]|\.(?!\d)|$)")
# ... read phrase by phrase, as nothing else may follow them: when the change applies ("kể từ
# ngày 01/06/2026", "từ kỳ lương tháng 7/2026 trở đi"), by how much ("tương đương mức tăng
# 16,7%"), where ("tại khoản 6.2 Điều 6 của Hợp đồng"); not for whom ("cho vị trí quản lý"),
# how little ("tối thiểu"), for how long ("trong thời gian thử việc"), whatever the words
_WHEN_VI = (
    r"(?:(?:ngày|tháng|năm|quý|kỳ\s+(?:lương|trả\s+lương))\s+)+\d{1,4}(?:[/.]\d{1,4}){0,2}(?![\d\-\u2013])"
    r"(?:\s+tháng\s+\d{1,2})?(?:\s+năm\s+\d{4})?"
)
_SAID_AFTER_VI = (
    re.compile(
        rf"(?:(?:và\s+)?được\s+)?(?:áp\s+dụng\s+)?(?:kể\s+|bắt\s+đầu\s+)?từ\s+{_WHEN_VI}"
        r"(?:\s+trở\s+đi)?",
        re.IGNORECASE,
    ),
    re.compile(
        r"(?:tương\s+đương\s+(?:với\s+)?|với\s+)?(?:mức\s+)?(?:tăng|giảm)(?:\s+thêm)?"
        r"\s+\d[\d.,]*\s*(?:%|đồng\b|vnđ\b|vnd\b)?",
        re.IGNORECASE,
    ),
    re.compile(r"(?:(?:quy\s+định|nêu|ghi)\s+)?tại\s+§", re.IGNORECASE),
    _HOW_OFTEN,  # "… sang ngày 10 hằng tháng"
    # "kể từ ngày Phụ lục này có hiệu lực", "kể từ ngày ký Phụ lục này"
    re.compile(
        r"(?:(?:được\s+)?áp\s+dụng\s+)?(?:kể\s+)?từ\s+(?:ngày|thời\s+điểm)\s+(?:ký\s+(?:kết\s+)?)?"
        r"phụ\s+lục(?:\s+hợp\s+đồng)?(?:\s+này)?(?:\s+có\s+hiệu\s+lực)?",
        re.IGNORECASE,
    ),
    re.compile(
        r"(?<=§)\s*(?:của\s+)?(?:(?:bản\s+)?hợp\s+đồng(?:\s+lao\s+động)?|phụ\s+lục)(?:\s+này)?",
        re.IGNORECASE,
    ),
)
_WHEN_EN = (
    rf"(?:(?:the\s+)?(?:pay(?:roll)?|salary|pay\s+cycle)\s+(?:period\s+)?(?:of\s+)?)?"
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTHS_EN}\s*,?\s+\d{{4}}|{_MONTHS_EN}\s+\d{{1,2}}"
    rf"(?:st|nd|rd|th)?\s*,?\s+\d{{4}}|{_MONTHS_EN}\s+\d{{4}}|\d{{1,4}}(?:[/.]\d{{1,4}}){{0,2}}"
    r"(?![\d\-\u2013]))"
)
_SAID_AFTER_EN = (
    # "from the effective date of this Appendix", "from the date of signing this Appendix"
    re.compile(
        r"(?:with\s+effect\s+)?(?:from|as\s+of)\s+the\s+(?:effective\s+date|date\s+of\s+(?:signing|"
        r"signature|entry\s+into\s+force))\s+of\s+(?:this|the)\s+(?:appendix|annex)"
        r"|(?:from|as\s+of)\s+the\s+date\s+(?:this|the)\s+(?:appendix|annex)\s+(?:is\s+signed|takes"
        r"\s+effect)|(?:from|as\s+of)\s+the\s+date\s+of\s+signing\s+(?:this|the)\s+(?:appendix|annex)",
        re.IGNORECASE,
    ),
    re.compile(
        r"(?:(?:with\s+effect\s+)?from|as\s+(?:of|from)|effective(?:\s+(?:from|as\s+of|on))?"
        r"|starting(?:\s+(?:from|on|with))?|commencing(?:\s+(?:from|on))?"
        rf"|beginning(?:\s+(?:from|on))?)\s+(?:the\s+)?{_WHEN_EN}(?:\s+onwards?)?",
        re.IGNORECASE,
    ),
    re.compile(
        r"(?:equivalent\s+to\s+|i\.e\.\s+|that\s+is\s+)?(?:an?\s+)?"
        r"(?:increase|decrease|rise|raise|cut)(?:\s+of)?\s+(?:VND\s+)?\d[\d.,]*\s*%?",
        re.IGNORECASE,
    ),
    re.compile(
        r"(?:(?:as\s+)?(?:set\s+out|stated|specified|provided)\s+)?(?:in|under|of)\s+§"
        r"|(?<=§)\s*(?:of\s+)?(?:the|this)\s+(?:labou?r\s+)?(?:contract|appendix|agreement)",
        re.IGNORECASE,
    ),
    _HOW_OFTEN,
)


_GOES_ON_VI = re.compile(rf"[ \t]+(?!{_STOP_VI}\b)[^\W\d_]+", re.IGNORECASE)


def _cut_short(found: re.Match[str]) -> bool:
    """Whether the new amount read ("31.500.000 đồng gộp trước") stops within its words
    ("… gộp trước thuế"): where they end is not known."""
    return found.re is _FROM_TO_VI and _GOES_ON_VI.match(found.string, found.end()) is not None


def _states_more(found: list[re.Match[str]], index: int, after: re.Pattern[str]) -> bool:
    """Whether the sentence stating a change of words goes on to state another value after
    them (before the next change of words): a figure, unless in ``after``."""
    said = _said_unnamed(found, index)  # "… tại khoản 6.2 Điều 6": where, no value
    return bool(re.search(r"\d", said)) and after.match(said) is None


def _said_unnamed(found: list[re.Match[str]], index: int, mark: str = " ") -> str:
    """The rest of the sentence stating a change of words, the clauses it names written over
    with ``mark`` (where the change is, not what it says)."""
    said = _rest_of_sentence(found, index)
    for names in (CLAUSE_NAME, _ENGLISH_NAME):
        said = _masked(said, list(names.finditer(said)), mark)
    return said


def _rest_of_sentence(found: list[re.Match[str]], index: int) -> str:
    text, end = found[index].string, found[index].end()
    until = found[index + 1].start() if index + 1 < len(found) else len(text)
    rest = _SENTENCE_REST.match(text[:until], end)
    return rest.group() if rest else ""


def _said_after(found: list[re.Match[str]], phrases: tuple[re.Pattern[str], ...]) -> str:
    """What the sentence stating the last change of words says after them that none of
    ``phrases`` reads ("cho vị trí quản lý", "của tháng kế tiếp"): "" when nothing. Those words
    are read only where the clause goes on with them after the words replaced."""
    said = _said_unnamed(found, len(found) - 1, "§")
    unread = said.replace("§", " § ")
    for phrase in phrases:
        unread = phrase.sub(" ", unread)
    if not re.search(r"\d", unread) and not _words_not_read(unread, frozenset(), ()):
        return ""
    return said.strip().rstrip(".;").strip()


# How often something recurs, as said after an amount: "/tháng", "mỗi năm", "hằng tuần", "per
# month", "each year", "monthly"
_PERIOD = re.compile(
    r"(?:/\s*|\b(?:mỗi|hằng|hàng|một|trên|per|a|an|each|every)\s+)"
    r"(?P<unit>tháng|năm|tuần|ngày|quý|kỳ|month|year|week|day|quarter|pay\s+period)\b"
    r"|\b(?P<adverb>monthly|yearly|annual|annually|weekly|daily|quarterly)\b"
    # a day of the month after: "ngày 05 của tháng kế tiếp", "the 5th of the following month"
    r"|\b(?P<next>tháng)\s+(?:kế\s+tiếp|tiếp\s+theo|liền\s+kề|sau)\b"
    r"|\b(?:following|next|subsequent)\s+(?P<next_en>month)\b",
    re.IGNORECASE,
)
_PERIOD_OF = {
    "tháng": "month",
    "monthly": "month",
    "năm": "year",
    "yearly": "year",
    "annual": "year",
    "annually": "year",
    "tuần": "week",
    "weekly": "week",
    "ngày": "day",
    "daily": "day",
    "quý": "quarter",
    "quarterly": "quarter",
    "kỳ": "pay period",
}


def _period(text: str) -> str | None:
    """How often ``text`` says something recurs ("mỗi năm", "per year": year), if it says."""
    found = _PERIOD.search(text)
    if found is None:
        return None
    said = " ".join(
        (found["unit"] or found["adverb"] or found["next"] or found["next_en"]).casefold().split()
    )
    return _PERIOD_OF.get(said, said)


def _recurs_otherwise(stated: str | None, old: str, text: str, start: int, end: int) -> bool:
    """Whether a change says its new words recur otherwise than the clause's sentence holding
    the old ones (``text[start:end]``) says: "… lên 31.500.000 đồng mỗi năm" in "… 29.750.000
    đồng/tháng", "… lên 45 ngày mỗi năm" in a notice of "30 ngày" that recurs not at all. The
    figure would be stored with the clause's period, or none. (Old words stating their own
    period are replaced with it, as written.)"""
    if stated is None or _period(old) is not None:
        return False
    bounds = [0, *(found.end() for found in _CLAUSE_SENTENCE_END.finditer(text, 0, start))]
    after = _CLAUSE_SENTENCE_END.search(text, end)
    sentence = text[bounds[-1] : after.start() if after else len(text)]
    beside = sentence[: start - bounds[-1]] + " " + sentence[end - bounds[-1] :]
    if not re.search(r"[^\W\d_]", beside):
        return False  # the whole sentence replaced (a table's row): its new words say it all
    return _period(beside) != stated


_CLAUSE_SENTENCE_END = re.compile(r"[;\n]|\.(?!\d)")


def _goes_on_with(text: str, words: str) -> bool:
    """Whether ``text`` (a clause's, after the words replaced) begins with ``words``."""
    return " ".join(text.split()).casefold().startswith(" ".join(words.split()).casefold())


def _without_unit_given(old: str, new: str) -> tuple[str, str]:
    """The amounts without the words one of them alone has: "ngày 10" and "ngày 15", of
    "từ ngày 10 sang ngày 15 hằng tháng" ("hằng tháng" says when, not of what)."""
    old, new = _as_said(old, new)
    old_unit, new_unit = _unit(old), _unit(new)
    if new_unit and not old_unit and _HOW_OFTEN.fullmatch(new_unit):
        return old, new[: len(new) - len(new_unit)].rstrip()
    if old_unit and not new_unit and _HOW_OFTEN.fullmatch(old_unit):
        return old[: len(old) - len(old_unit)].rstrip(), new
    if _CURRENCY.fullmatch(old_unit) and _CURRENCY.fullmatch(new_unit):
        # "từ 29.750.000 VNĐ lên 31.500.000 VNĐ" in "29.750.000 đồng/tháng": the amounts
        return old[: len(old) - len(old_unit)].rstrip(), new[: len(new) - len(new_unit)].rstrip()
    return old, new


_CURRENCY = re.compile(r"(?:vnđ|vnd|đồng|đ|dong)", re.IGNORECASE)


def _unit(amount: str) -> str:
    """The words after an amount's number ("tháng", "per month"; "" for none)."""
    found = re.search(rf"{_NUMBER}{_ORDINAL}(?:[ \t]*%)?", amount)
    return amount[found.end() :].strip() if found else ""


# "cụm từ “06 tháng” được thay bằng cụm từ “12 tháng”", "thay cụm từ “…” bằng “…”"; "the
# words “…” are replaced with “…”", "replace the words “…” with “…”"
_QUOTED = r"[\u201c\"\u00ab](?P<{}>[^\u201c\u201d\"\u00ab\u00bb\n]{{1,400}})[\u201d\"\u00bb]"
# (the clause named between: "cụm từ “Công ty” tại khoản 5.3 Điều 5 được thay bằng …")
_PLACE_BETWEEN_VI = r"(?:\s+(?:tại|trong|ở)\s+[^\u201c\u201d\"\u00ab\u00bb\n:;]{1,80}?)?"
_PLACE_BETWEEN_EN = r"(?:\s+(?:in|of|under)\s+[^\u201c\u201d\"\u00ab\u00bb\n:;]{1,80}?)?"
_PHRASE_VI = re.compile(
    rf"{_QUOTED.format('old')}{_PLACE_BETWEEN_VI}\s*(?:được\s+|bị\s+)?"
    r"(?:thay\s+thế|thay\s+đổi|sửa\s+đổi|thay|sửa)"
    rf"(?:\s+lại)?\s+(?:bằng|thành)\s+(?:(?:cụm\s+từ|từ\s+ngữ|nội\s+dung|các\s+từ|từ)\s+)?{_QUOTED.format('new')}",
    re.IGNORECASE,
)
# ... said as an instruction: "thay cụm từ “30 ngày” bằng cụm từ “45 ngày”"
_REPLACE_PHRASE_VI = re.compile(
    rf"\bthay(?:\s+thế)?\s+(?:cụm\s+từ|từ\s+ngữ|các\s+từ|từ)\s+{_QUOTED.format('old')}\s+bằng\s+"
    rf"(?:(?:cụm\s+từ|từ\s+ngữ|các\s+từ|từ)\s+)?{_QUOTED.format('new')}",
    re.IGNORECASE,
)
# "được thay đổi từ “Chuyên viên” thành “Chuyên viên cao cấp”", "changed from “…” to “…”"
_QUOTED_FROM_TO_VI = re.compile(
    rf"\btừ\s+{_QUOTED.format('old')}\s+(?:thành|sang|lên|xuống)\s+{_QUOTED.format('new')}",
    re.IGNORECASE,
)
_QUOTED_FROM_TO_EN = re.compile(
    rf"\bfrom\s+{_QUOTED.format('old')}\s+(?:in)?to\s+{_QUOTED.format('new')}", re.IGNORECASE
)
_PHRASES_EN = (
    re.compile(
        rf"{_QUOTED.format('old')}{_PLACE_BETWEEN_EN}\s*(?:is|are|shall\s+be|will\s+be)"
        r"\s+(?:hereby\s+)?"
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


# Words deleted: "bỏ cụm từ “…”", "cụm từ “…” được bãi bỏ"; "the words “…” are deleted",
# "delete the words “…”" (what is put in their place: nothing)
_DELETING_VI = r"(?:bãi\s+bỏ|lược\s+bỏ|loại\s+bỏ|bỏ|xóa|xoá)"
_WORDS_VI = r"(?:cụm\s+từ|các\s+từ|từ\s+ngữ|từ|chữ)"
_WORDS_DELETED_VI = (
    re.compile(
        rf"\b{_DELETING_VI}\s+(?:đi\s+)?{_WORDS_VI}\s+{_QUOTED.format('old')}(?P<new>)",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\b{_WORDS_VI}\s+{_QUOTED.format('old')}\s*(?:được|bị)\s+{_DELETING_VI}\b(?P<new>)",
        re.IGNORECASE,
    ),
)
_WORDS_EN = r"(?:the\s+)?(?:words?|phrase|expression|term)"
_WORDS_DELETED_EN = (
    re.compile(
        rf"{_WORDS_EN}\s+{_QUOTED.format('old')}(?:\s+(?:in|of|from)\s+(?:[^.;:\u201c\u201d\"]|\.(?=\d)){{1,80}}?)?"
        r"\s*(?:is|are|shall\s+be|will\s+be)\s+(?:hereby\s+)?"
        r"(?:deleted|removed|struck(?:\s+out)?|omitted|repealed)(?P<new>)",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\b(?:delete|remove|strike(?:\s+out)?|omit)\s+{_WORDS_EN}\s+{_QUOTED.format('old')}(?P<new>)",
        re.IGNORECASE,
    ),
)


def _table_read_whole(clause: ParsedClause, vi_text: str, en_text: str) -> list[_Step | Unapplied]:
    """Why a table of old and new wording is not read whole, when it is not: a column other
    than its number's, the clause's, its old and its new words ("Ghi chú: chỉ áp dụng trong
    năm 2027", "Thời hạn điều chỉnh"), or words beside the table saying more than that it
    states changes ("Trong năm 2027, …", "Đồng thời, mức lương … tăng lên …", "Bảng điều chỉnh
    (áp dụng từ 01/10/2026 đến 31/12/2026):")."""
    for header in (old_and_new_header(vi_text), old_and_new_header(en_text)):
        cells = [cell for cell in header or [] if cell.strip()]
        if any(not _TABLE_HEADER.fullmatch(cell) for cell in cells):
            return [Unapplied(" | ".join(cells), clause.ref, Why.WORDING_UNCLEAR)]
    beside_vi = "\n".join(line for line in vi_text.split("\n") if "|" not in line)
    beside_en = "\n".join(line for line in en_text.split("\n") if "|" not in line)
    if (
        _QUALIFIED.search(_without_quotations(beside_vi))
        or _QUALIFIED_EN.search(beside_en)
        or _words_not_read(_without_closing(beside_vi, "vi"), _BESIDE_A_TABLE_VI, _LEADS_VI)
        or _words_not_read(_without_closing(beside_en, "en"), _BESIDE_A_TABLE_EN, _LEADS_EN)
    ):
        return [Unapplied(_excerpt(beside_vi), clause.ref, Why.CHANGE_NOT_UNDERSTOOD)]
    return []


# The words beside a table of changes: its title and the sentence over it ("Các nội dung
# sửa đổi như sau:", "Bảng điều chỉnh", "The following terms are amended:")
_BESIDE_A_TABLE_VI = _READ_WORDS_VI | frozenset(("bảng", "sau", "đây", "chi", "tiết"))
_BESIDE_A_TABLE_EN = _READ_WORDS_EN | frozenset(
    ("table", "terms", "below", "set", "out", "detailed", "certain", "provision", "provisions")
)


# The columns a table of changes may have, each header cell read whole: a number, the clause,
# what it is about, its old and its new words (not "Thời hạn điều chỉnh", "Áp dụng theo", "Ghi
# chú": a column saying more)
_ROW_NUMBER = r"s\s*t\s*t|t\s*t|số\s+tt|no\.?|#|n/o"
_COLUMN_CLAUSE = (
    r"(?:điều\s*[,/]?\s*khoản|khoản|điều|mục|clauses?|articles?|sections?|provisions?"
    r"|articles?\s*/\s*clauses?)"
    r"(?:\s+(?:được\s+)?(?:sửa\s+đổi|điều\s+chỉnh|thay\s+đổi|amended|adjusted|changed))?"
)
_COLUMN_SUBJECT = r"nội\s+dung|hạng\s+mục|vấn\s+đề|items?|terms?|subject"
_WORDING = r"(?:\s+(?:content|wording|text|provisions?|terms?|values?))?"
_AMENDMENT = r"(?:the\s+)?(?:amendment|adjustment|change|revision)"
_COLUMN_OLD = (
    r"(?:(?:nội\s+dung|quy\s+định|mức)\s+)?(?:cũ|hiện\s+hành|hiện\s+tại|đã\s+ký"
    r"|trước\s+(?:khi\s+)?(?:sửa\s+đổi|điều\s+chỉnh|thay\s+đổi)"
    r"|theo\s+(?:hđlđ|hợp\s+đồng(?:\s+lao\s+động)?))"
    rf"|(?:old|current|previous|existing|original){_WORDING}"
    r"|before(?:\s+(?:amendment|adjustment|change))?|under\s+the\s+contract|as\s+signed"
    rf"|(?:content|wording|text)\s+(?:before|prior\s+to)\s+{_AMENDMENT}"
)
_COLUMN_NEW = (
    r"(?:(?:nội\s+dung|quy\s+định|mức)\s+)?(?:mới|(?:sau\s+(?:khi\s+)?|được\s+)?"
    r"(?:sửa\s+đổi|điều\s+chỉnh|thay\s+đổi))"
    rf"|(?:new|amended|revised|adjusted){_WORDING}|(?:adjusted|amended|changed|revised)\s+to"
    r"|after(?:\s+(?:amendment|adjustment|change))?|(?:điều\s+chỉnh|sửa\s+đổi|thay\s+đổi)\s+thành"
    rf"|(?:content|wording|text)\s+after\s+{_AMENDMENT}"
)
_TABLE_HEADER = re.compile(
    rf"\W*(?:{_ROW_NUMBER}|{_COLUMN_CLAUSE}|{_COLUMN_SUBJECT}|{_COLUMN_OLD}|{_COLUMN_NEW})\W*",
    re.IGNORECASE,
)


def _rows_of_the_clause_named_above(rows: list[Row], vi_text: str, en_text: str) -> list[Row]:
    """A table of old and new wording naming no clause in its rows, under a sentence naming
    one in each language ("Khoản 7.4 Điều 7 được sửa đổi như sau:" / "Clause 7.4 of Article 7
    is amended as follows:"): its rows are that clause's. Otherwise the rows as they are."""
    if any(row[0].strip() or row[3].strip() for row in rows):
        return rows
    beside_vi = "\n".join(line for line in vi_text.split("\n") if "|" not in line)
    beside_en = "\n".join(line for line in en_text.split("\n") if "|" not in line)
    names = [found.group() for found in CLAUSE_NAME.finditer(beside_vi)]
    named = references_in(beside_vi)
    if len(names) != 1 or len(named) != 1 or references_in(beside_en) != named:
        return rows
    return [(names[0], *row[1:3], "", *row[4:]) for row in rows]


def _table_steps(by_ref: str, rows: list[Row]) -> list[_Step | Unapplied]:
    steps: list[_Step | Unapplied] = []
    for named_vi, old_vi, new_vi, named_en, old_en, new_en in rows:
        ref, subject = _row_reference(named_vi)
        named = " ".join(named_vi.split())
        ref_en = _row_reference(named_en)[0] if named_en else None
        if ref is None:
            steps.append(Unapplied(named, by_ref, Why.CLAUSE_UNCLEAR))
        elif not new_en.strip():
            steps.append(Unapplied(named, by_ref, Why.ENGLISH_MISSING))
        elif ref_en is not None and ref_en != ref:
            steps.append(Unapplied(named, by_ref, Why.LANGUAGES_DISAGREE))
        elif not old_vi.strip() or not old_en.strip():
            steps.append(Unapplied(named, by_ref, Why.OLD_WORDS_MISSING))
        elif any(_NOT_WORDS.fullmatch(cell) or parse_label(cell) for cell in (new_vi, new_en)) or (
            _REPEAL.search(new_vi) and not _REPEAL.search(old_vi)
        ):
            # "Bãi bỏ", "—", "Không quy định", "7.4 Kỳ hạn …", "…; bãi bỏ câu thứ hai": no
            # words to put in as written
            steps.append(Unapplied(named, by_ref, Why.WORDING_UNCLEAR))
        elif _SCOPED.search(new_vi) and not _SCOPED.search(old_vi):
            # "45 ngày đối với vị trí quản lý" for "30 ngày": a scope the new cell adds, put in
            # where the old words stood, qualifies whatever follows them ("45 days for
            # managerial positions' written notice")
            steps.append(Unapplied(named, by_ref, Why.WORDING_UNCLEAR))
        elif (_QUALIFIED_EN.search(new_en) and not _QUALIFIED.search(new_vi)) or (
            _figures_only(old_vi, new_vi) != _figures_only(old_en, new_en)
        ):
            # "save in December"; "10th day … if the Company so decides" for "ngày 10 …"
            steps.append(Unapplied(named, by_ref, Why.LANGUAGES_DISAGREE))
        elif (
            _figures_differ(old_vi, old_en)
            or _figures_differ(new_vi, new_en)
            or _said_otherwise(new_vi, new_en)
            or _amounts_otherwise(new_vi, new_en)
            or _roles_otherwise(new_vi, new_en)
        ):
            steps.append(Unapplied(named, by_ref, Why.LANGUAGES_DISAGREE))
        else:
            step = _Step(Op.REWORD, named, by_ref, [ref], new_vi, new_en, old_vi, old_en)
            step.subject = subject
            step.periods = (_period(new_vi), _period(new_en))
            steps.append(step)
    return steps


def _figures_only(old: str, new: str, *, in_words: bool = False) -> bool:
    """Whether new words differ from the old in their figures alone (``in_words``: a figure
    written in words too, "seven (7) days" for "14 days")."""

    def words(text: str) -> list[str]:
        if in_words:  # only words beside their figure: "seven (7)", "7 (bảy)"; not "không"
            text = re.sub(rf"{NUMBER_WORDS}(?=\s*\(\s*\d)", " ", text, flags=re.IGNORECASE)
            text = re.sub(rf"(\d\S*\s*\()\s*{NUMBER_WORDS}", r"\1", text, flags=re.IGNORECASE)
            # ... and a period's count in words, a figure too ("ten working days" for "10
            # ngày làm việc": ``differences`` compares periods)
            for written, _readings in stated_periods(text):
                unit = [word for word in written.split() if number_in_words(word) is None]
                text = text.replace(written, " ".join(unit), 1)
        said = [w.strip(_PUNCTUATION).casefold() for w in text.split() if not re.search(r"\d", w)]
        return [word for word in said if word]

    return words(old) == words(new)


# A new-wording cell saying what happens rather than the words: a repeal, a dash, nothing
_STATUS = (
    r"(?:bãi|hủy|hu[ỷy]|loại|lược|xóa|xoá)\s+bỏ|xóa|xoá|bỏ(?:\s+câu\s+này)?|không\s+(?:quy\s+định"
    r"|áp\s+dụng|còn\s+hiệu\s+lực|thay\s+đổi)|giữ\s+nguyên|như\s+cũ|repealed|deleted|removed"
    r"|struck\s+out|omitted|unchanged|as\s+before|no\s+change|n/?a|not\s+applicable|none"
)
# ... ("Xóa bỏ", "Giữ nguyên", "(bỏ câu này)", "Không thay đổi"), or points elsewhere ("Theo
# Phụ lục 02 đính kèm", "As per Annex 2")
_NOT_WORDS = re.compile(
    # (each word read once, never again another way: "xóa bỏ" repeated had taken seconds)
    rf"\W*+(?:(?>{_STATUS})(?:\W++(?>{_STATUS}))*+|(?:theo|as\s+per|see|per)\s+(?:phụ\s+lục|quy\s+chế"
    r"|quyết\s+định|annex|appendix|schedule|the\s+\w+\s+(?:rules|regulations))\b.*)?\W*",
    re.IGNORECASE | re.DOTALL,
)


def _row_reference(cell: str) -> tuple[str | None, str]:
    """The clause a table row names, and what of it the row adjusts: "Khoản 7.4 Điều 7" is
    §7.4; "Mức lương (khoản 7.1 Điều 7)", "Salary (Clause 7.1 of Article 7)" §7.1, adjusting
    "Mức lương"."""
    ref = read_reference(cell)
    if ref is not None:
        return ref, ""
    named = re.fullmatch(r"\s*(?P<subject>[^()]+?)\s*\((?P<name>[^()]+)\)\s*", cell)
    if named is None:
        return None, ""
    return read_reference(named["name"]), named["subject"]


# A sentence: up to a full stop, semicolon or colon followed by a space or the end (not the
# dot of "6.1"), or the line's end
_SENTENCE = re.compile(r"[^\n]+?(?:[.;:](?=\s|$)|(?=\n)|$)")


def _english_segments(text: str, count: int) -> list[str] | None:
    """The English of each of ``count`` changes a clause states, in order: the whole text for
    one; otherwise split where each sentence naming a clause with a verb of change begins, out
    of quotations. None when the English states another number of changes."""
    if count <= 1:
        return [text] * count
    quoted = quoted_ranges(text)
    starts = [
        sentence.start()
        for sentence in _SENTENCE.finditer(text)
        if _ENGLISH_VERB.search(sentence.group())
        and _ENGLISH_NAME.search(sentence.group())
        and not inside_quotation(quoted, sentence.start())
    ]
    if len(starts) != count:
        return None
    ends = [*starts[1:], len(text)]
    return [text[start:end] for start, end in zip(starts, ends, strict=True)]


def _names_other_clauses(
    english: str, refs: list[str], titles: tuple[str, ...], *, adds: bool, repeals: bool
) -> bool:
    """Whether the English, before its new wording, names clauses and none of them is (or
    holds, or is held by) each clause the Vietnamese changes ("Clause 4.1" for "khoản 3.1
    Điều 3"); for a clause added, its sibling too ("added after Clause 2 of Article 2"); for
    a repeal, other than the very clauses ("Article 13 is repealed" for khoản 13.1). Unknown
    when it names none: the Vietnamese is the operative text."""
    titles = (*titles, "the Contract", "this Contract")
    intro = _intro_en(english)
    named = references_in(intro, titles=titles)
    stating = _stating_line(english)
    if not named:  # a title on the first line ("Amendments"), the sentence under it
        named = references_in(stating, titles=titles)
    articles = {_article_of(ref) for ref in refs}
    unplaced = _PLACE_OF_AN_ARTICLE.sub(" ", stating)  # "Article 7 is added after Article 6"
    if any(f"§{int(number)}" not in articles for number in _ARTICLES_NAMED_EN.findall(unplaced)):
        return True  # "Clause 6.3 of Article 5", "added to Article 7" for khoản 6.3 Điều 6
    if repeals and named:
        return _repeals_otherwise(named, refs, english)
    after = adds and re.search(r"\b(?:after|following|before)\b", intro, re.IGNORECASE)

    def related(ref: str, other: str) -> bool:
        if ref == other or _within(ref, other) or _within(other, ref):
            return True
        return bool(after) and _parent_of(ref) == _parent_of(other)

    def sibling_instead(ref: str) -> bool:  # "Clause 7.7 is added" for khoản 7.6
        return (
            ref not in named
            and not after
            and any(other != ref and _parent_of(other) == _parent_of(ref) for other in named)
        )

    return bool(named) and not all(
        any(related(ref, other) for other in named) and not sibling_instead(ref) for ref in refs
    )


# An article the English names, not another instrument's ("Article 35 of the Labour Code")
_ARTICLES_NAMED_EN = re.compile(
    r"\barticles?\s+(\d+)\b(?![.(]\d)(?!\s+of\s+(?:the\s+)?(?:labou?r\s+code|code|decree|law"
    r"|circular|resolution|decision|constitution))",
    re.IGNORECASE,
)
_PLACE_OF_AN_ARTICLE = re.compile(
    r"\b(?:after|following|before|preceding)\s+article\s+\d+", re.IGNORECASE
)
# The English word for the kind of clause a reference is ("point (c)", "Clause 13.1")
_KIND_EN = {
    "point": re.compile(r"\b(?:points?|items?|letters?|sub-?paragraphs?)\b", re.IGNORECASE),
    "clause": re.compile(r"\b(?:clauses?|paragraphs?|sections?|items?)\b", re.IGNORECASE),
}


def _repeals_otherwise(named: set[str], refs: list[str], english: str) -> bool:
    """Whether the English repeals other clauses than the Vietnamese: more ("Article 13" for
    khoản 13.1), fewer or others. A clause it names holding those repealed names where they
    stand ("Clauses 7.3 and 7.5 of Article 7"); one held by a clause it names counts as named
    when the English says its kind ("Points (b) and (c) of Clause 5.3")."""

    def said(ref: str) -> bool:
        if ref in named:
            return True
        if any(_parent_of(other) == _parent_of(ref) for other in named):
            return False  # "Clauses 6.2 and 6.3 of Article 6" names no 6.4
        kind = "point" if "(" in ref else "clause" if "." in ref else ""
        return (
            bool(kind)
            and any(_within(ref, other) for other in named)
            and bool(_KIND_EN[kind].search(english))
        )

    return not all(said(ref) for ref in refs) or not all(
        other in refs or any(_within(ref, other) for ref in refs) for other in named
    )


# The English of a repeal of a whole clause: a verb of repealing, none of another change, no
# part of the clause named ("the second sentence", "in part", "the words")
_ENGLISH_REPEALING = re.compile(
    r"\b(?:repeal\w*|delet\w*|abolish\w*|remov\w*|rescind\w*|revok\w*|cancel\w*|struck|strike"
    r"|cease[sd]?\s+to\s+(?:have\s+effect|apply|be\s+in\s+force)|no\s+longer\s+(?:applies|apply"
    r"|in\s+force|effective|valid|has\s+effect)|null\s+and\s+void)\b",
    re.IGNORECASE,
)
_ENGLISH_OTHER_CHANGE = re.compile(
    r"\b(?:amend\w*|replac\w*|substitut\w*|supplement\w*|add(?:ed|s|ing)?|insert\w*|revis\w*"
    r"|modif\w*|chang\w*|adjust\w*|restat\w*|superseded)\b",
    re.IGNORECASE,
)
_ENGLISH_PART = re.compile(
    r"\b(?:sentences?|words?|phrases?|part|partly|portions?|provisos?|(?:first|second|third|last"
    r"|final|opening|closing)\s+(?:paragraph|line|item))\b",
    re.IGNORECASE,
)


def _english_repeals_whole(line: str) -> bool:
    """Whether the English line stating a repeal repeals the clause whole, and only that."""
    return (
        _ENGLISH_REPEALING.search(line) is not None
        and _ENGLISH_OTHER_CHANGE.search(line) is None
        and _ENGLISH_PART.search(line) is None
    )


def _stating_line(english: str) -> str:
    """The English line stating a change: the one naming a clause with a verb of change, under
    any title ("Amendments"), else the English's introduction."""
    lines = _without_quotations(english).split("\n")
    stating = [line for line in lines if _ENGLISH_NAME.search(line) and _ENGLISH_VERB.search(line)]
    return stating[0] if stating else _intro_en(english)


def _intro_en(english: str) -> str:
    """The English introducing a change: up to its first quotation mark, or through the colon
    of a sentence stating the change ("… is amended as follows:"), else its first line."""
    english = english.lstrip()
    quote = min((at for mark in _OPENING_MARKS if (at := english.find(mark)) >= 0), default=-1)
    verb = re.search(rf"{_ENGLISH_VERB.pattern}|follow", english, re.IGNORECASE)
    found = re.compile(r":(?=\s|$)").search(english, verb.end()) if verb else None
    colon = found.end() if found else -1
    if quote >= 0 and (colon < 0 or quote < colon):
        return english[:quote]
    if colon >= 0:
        return english[:colon]
    return english.split("\n", 1)[0]


def _wording(
    intro: str, after: str, children: list[ParsedClause], lang: str, *, heading: bool
) -> str | Why:
    """The new wording following a change's introduction, told from the words around it:
    - what it quotes: quotations and nothing else (bar the closing sentences of an appendix:
      "Các nội dung khác … giữ nguyên"); a quotation of wording ("“3.1. …”") with other words
      after it ("… kể từ kỳ lương tháng 07/2026", "Lý do: …") is unclear;
    - else, after an introduction ending with its colon, the lines after it: one paragraph, or
      lines whose first is labelled with the clause's number;
    - else, after a heading naming the change, lines whose first is labelled ("6.1. …"), after
      at most an introduction ending with its colon and naming no clause ("Hai bên thống nhất
      điều chỉnh mức lương như sau:");
    - else the appendix's own sub-clauses under it (labels as written).
    Nothing after a sentence that only states the change ("Bãi bỏ khoản 3 Điều 6.")."""
    after = _straight_singles_as_curly(_without_closing(after, lang))
    quoted = _quotations(after, whole=True)
    if quoted:
        return "\n".join(quoted)
    opening = after.lstrip(" \t:\n")
    first_quoted = _quotations(opening)[:1] if opening[:1] in _OPENING_MARKS else []
    if first_quoted and (parse_label(first_quoted[0]) is not None or "\n" in first_quoted[0]):
        return Why.WORDING_UNCLEAR  # quoted wording, then words of another kind
    if opening[:1] in _OPENING_MARKS and (
        not first_quoted or opening.rstrip(" .;").endswith(tuple(_OPENING_MARKS.values()))
    ):
        return Why.WORDING_UNCLEAR  # a quotation never closed, or marks nested in marks
    if opening[:1] in _OPENING_MARKS:
        return Why.WORDING_UNCLEAR  # a quotation with words after it ("“…” kể từ …")
    lines = [line.strip() for line in after.strip().split("\n") if line.strip()]
    if any(_ASIDE.match(line) for line in lines):
        return Why.WORDING_UNCLEAR  # "Lý do điều chỉnh: …", "Ghi chú: …" below the wording
    if any(
        _quotations(line) and len(" ".join(_quotations(line))) * 2 > len(line) for line in lines
    ):
        return Why.WORDING_UNCLEAR  # "nội dung mới là “…”": words around a quotation
    if lines and children:
        return Why.WORDING_UNCLEAR  # wording in the text and in sub-clauses: which is it?
    if not lines:
        if not (intro.rstrip().endswith(":") or heading):
            return ""
        return _children_wording(children, lang)
    if intro.rstrip().endswith(":"):
        if parse_label(lines[0]) is None and lines[0][:1].islower():
            # "… như sau: bỏ câu thứ hai.", "… như sau: ngày 10 của tháng kế tiếp.": what to
            # do, or a piece of the clause, not its wording (which opens as a sentence does)
            return Why.WORDING_UNCLEAR
        if len(lines) == 1 or parse_label(lines[0]) is not None:
            return "\n".join(lines)
        return Why.WORDING_UNCLEAR
    if not heading:
        return ""
    while lines and parse_label(lines[0]) is None:
        if not (lines[0].endswith(":") and not _names_clauses(lines[0])):
            return ""  # prose below the heading: no new wording
        lines = lines[1:]
    return "\n".join(lines)


def _children_wording(children: list[ParsedClause], lang: str) -> str:
    """The appendix's sub-clauses as new wording, each with its label as written."""
    return "\n".join(
        f"{getattr(c, 'label_' + lang) or ''} {getattr(c, 'text_' + lang) or ''}".strip()
        for c in children
    )


# New wording between straight single quotes ('…'), as a keyboard without curly ones writes
# it: read as curly ones when they open and close the whole wording and no other one inside
# opens a quotation (an apostrophe, "days' notice", "employee's", never does)
_STRAIGHT_SINGLES = re.compile(r"\A([\s:]*+)'(?=\S)(.*\S)'([.;]?\s*+)\Z", re.DOTALL)
_OPENS_INSIDE = re.compile(r"(?<![^\W\d_])'(?=\w)|'(?=\s*+\Z)|(?<=\s)'", re.MULTILINE)


def _straight_singles_as_curly(text: str) -> str:
    found = _STRAIGHT_SINGLES.match(text)
    if found is None or _OPENS_INSIDE.search(found.group(2)):
        return text
    return f"{found.group(1)}\u2018{found.group(2)}\u2019{found.group(3)}"


# A paragraph beside new wording that is not wording: a reason, a note
_ASIDE = re.compile(
    r"\W*(?:lý\s+do|ghi\s+chú|lưu\s+ý|chú\s+thích|giải\s+thích|note|reason|remark)\b", re.I
)


def _names_clauses(text: str) -> bool:
    return bool(references_in(text)) or bool(_ENGLISH_NAME.search(text))


# The closing sentences an appendix ends with, when they follow a change in the same article
_CLOSING_EN = re.compile(
    r"^\W*(?:all\s+)?other\s+(?:terms|provisions|contents|clauses)|^\W*this\s+(?:appendix|annex)"
    r"\s+(?:takes|shall\s+take|is|forms|comes)",
    re.IGNORECASE,
)


def _without_closing(text: str, lang: str) -> str:
    """``text`` without the closing sentences it ends with, in their own paragraphs."""
    closing = CLOSING if lang == "vi" else _CLOSING_EN
    lines = text.split("\n")
    while lines and (
        not lines[-1].strip()
        or (closing.match(lines[-1].strip()) and _CLOSING_SAYS.search(lines[-1]))
    ):
        lines.pop()
    return "\n".join(lines)


# ... saying what a closing says: not "Các nội dung khác về phụ cấp lương thực hiện theo Quy
# chế lương", a last line of new wording
_CLOSING_SAYS = re.compile(
    r"giữ\s+nguyên|hiệu\s+lực|không\s+(?:thay|sửa)\s+đổi|lập\s+thành|bộ\s+phận|một\s+phần"
    r"|có\s+giá\s+trị|\b(?:remain|effect|force|unchanged|integral|copies|originals)",
    re.IGNORECASE,
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
    Refused: a line numbering a clause outside those changed, a clause numbered twice, a line
    stating another change ("Đồng thời, phụ cấp … tại điểm a khoản 3.2 Điều 3 tăng lên …"),
    and wording that leaves one of several clauses changed without words."""
    result: list[_Wording] = []
    for line in (line.strip() for line in text.split("\n")):
        if not line:
            continue
        label = parse_label(line)
        ref = _placed(label, result[-1].ref if result else refs[0]) if label else None
        if label is None or ref is None:
            if (
                (result and _states_a_change(line))
                or (_PASSIVE_CHANGE.search(line) and _names_clauses(line))
                or _CLAUSE_CHANGED_IN_WORDING.search(line)
            ):
                return Why.WORDING_UNCLEAR  # "…; đồng thời khoản 7.5 Điều 7 được bãi bỏ."
            if not result:
                result.append(_Wording(refs[0], tree.parent_of(refs[0]), "", []))
            result[-1].lines.append(line)
            continue
        if ref not in refs and not any(_within(ref, target) for target in refs):
            return Why.WORDING_NUMBERS_ANOTHER
        if any(wording.ref == ref for wording in result):
            return Why.WORDING_UNCLEAR  # "1)" under "3.2." read as khoản 1 again
        if label.rest and _numbers_its_clause_within(label.rest, ref):
            return Why.WORDING_UNCLEAR  # "Điều 13. Giải quyết tranh chấp 13.1 Tranh chấp …"
        parent = tree.parent_of(ref) if ref in refs else _parent_of(ref)
        result.append(_Wording(ref, parent, label.text, [label.rest] if label.rest else []))
    given = {wording.ref for wording in result}
    if not result or any(ref not in given for ref in refs):
        return Why.NO_NEW_WORDING
    if any(
        not wording.lines and not any(_within(other.ref, wording.ref) for other in result)
        for wording in result
    ):
        return Why.NO_NEW_WORDING  # “7.4”, “đ)”: a number and no words
    return result


# A verb changing something, in either language: with a clause named, a sentence of its own
# stating a change, not wording
_CHANGING = re.compile(
    rf"{_ENGLISH_VERB.pattern}|\b(?:tăng|giảm|gia\s+hạn|điều\s+chỉnh|sửa\s+đổi|bổ\s+sung|thay\s+thế"
    r"|bãi\s+bỏ|hu[ỷy]\s+bỏ|hủy\s+bỏ)\b",
    re.IGNORECASE,
)


_PASSIVE_CHANGE = re.compile(rf"\b(?:được|bị)\s+{_VERB_OF_CHANGE}", re.IGNORECASE)


# In new wording, a sentence whose subject is a clause by number and whose verb changes it
# ("Khoản 7.5 Điều này không còn hiệu lực.", "Clause 7.5 of this Article ceases to have
# effect."), or a verb of change acting on a clause by number ("…; đồng thời bãi bỏ khoản
# 7.5"): a change stated inside the wording, not wording
_CLAUSE_BY_NUMBER = (
    r"(?:khoản|điều|điểm|mục|clause|article|point|section|paragraph)\s+"
    r"(?:\(?\d+(?:\.\d+)*\)?|\(?[a-zđ]\)(?=\s)|[a-zđ](?=\s+(?:khoản|of\b)))"
)
_CLAUSE_CHANGED_IN_WORDING = re.compile(
    rf"(?:^|[.;:]\s+)\W*{_CLAUSE_BY_NUMBER}[^.;:]{{0,80}}?"
    r"(?:\b(?:bãi\s+bỏ|hu[ỷy]\s+bỏ|hủy\s+bỏ|sửa\s+đổi|bổ\s+sung|thay\s+thế|được\s+điều\s+chỉnh"
    r"|(?:không\s+còn|hết|chấm\s+dứt)\s+hiệu\s+lực)\b"
    r"|\b(?:repeal|delet|abolish|amend|replac|substitut|rescind|ceas|lapse|modif|revis)\w*"
    r"|\bno\s+longer\s+(?:appl|ha|in\s+force|valid))"
    rf"|\b{_VERB_OF_CHANGE}\s+(?:cả\s+|toàn\s+bộ\s+)?{_CLAUSE_BY_NUMBER}"
    rf"|\b(?:repeal|delet|abolish|amend|replac)\w*\s+(?:the\s+)?{_CLAUSE_BY_NUMBER}",
    re.IGNORECASE,
)


def _numbers_its_clause_within(rest: str, ref: str) -> bool:
    """The words after a wording line's label go on to number a clause of it ("Giải quyết
    tranh chấp 13.1 Tranh chấp …" after "Điều 13."): two lines joined into one (a soft line
    break), whose second would be read as the first's words. A clause named in the text
    ("theo khoản 13.1 Điều này") is no numbering."""
    number = ref.removeprefix("§")
    if not re.fullmatch(r"\d+(?:\.\d+)*", number):
        return False
    for found in re.finditer(rf"(?<![\w.,]){re.escape(number)}\.\d+\.?\s+(?=[^\W\d_])", rest):
        before = _LAST_WORD.search(rest, max(0, found.start() - 40), found.start())
        if not (before and _NAMING_WORD.fullmatch(before[1])) and rest[found.end()].isupper():
            return True
    return False


_LAST_WORD = re.compile(r"(\S+)\s*$")
_NAMING_WORD = re.compile(
    r"khoản|điều|điểm|mục|tại|theo|clause|article|point|section|in|under|of|see", re.IGNORECASE
)


def _states_a_change(line: str) -> bool:
    return bool(_CHANGING.search(line)) and _names_clauses(line)


_LABEL_ENDING = " .):"


def _label_shape(stem: str) -> str:
    """What a label is made of, its figures and letters aside: "7.4" and "7.6" alike, "a" and
    "b" alike, "Điều 7" and "Điều 8" alike."""
    return re.sub(r"\d+", "9", re.sub(r"(?<![^\W\d_])[a-zđ](?![^\W\d_])", "a", stem.casefold()))


def _placed(label: Label, current: str) -> str | None:
    """The canonical reference of a wording line's label, read under the clause the wording
    numbered last (``current``; the clause changed, first). A point after a point is its
    sibling, except "i" opening the sub-points of a lettered point (not after "h"), and the
    roman numeral after a sub-point's is the next sub-point; a letter after a sub-point is the
    next point."""
    if label.kind in (Kind.ARTICLE, Kind.NUMBER) and label.numbers:
        return "§" + _number(label.numbers)
    if label.kind in (Kind.KHOAN, Kind.PLAIN) and len(label.numbers) == 1:
        return f"{_article_of(current)}.{label.numbers[0]!s}"  # str keeps "2a"
    if label.kind is not Kind.POINT or not label.letter:
        return None
    letter = label.letter
    points = re.findall(r"\(([^)]+)\)", current)
    if len(points) == 1 and not (letter == "i" and points[0] != "h"):
        current = _parent_of(current) or current  # the next point
    elif len(points) >= 2:
        levels_up = 1 if _roman_after(points[-1], letter) else 2
        for _level in range(levels_up):
            current = _parent_of(current) or current
    return f"{current}({letter})"


_ROMAN = {"i": 1, "v": 5, "x": 10}


def _roman_value(numeral: str) -> int | None:
    if not re.fullmatch(r"[ivx]+", numeral):
        return None
    total = 0
    for index, char in enumerate(numeral):
        value = _ROMAN[char]
        following = _ROMAN[numeral[index + 1]] if index + 1 < len(numeral) else 0
        total += -value if value < following else value
    return total


def _roman_after(before: str, numeral: str) -> bool:
    """ "ii" after "i", "iv" after "iii": the next sub-point, not one held by it."""
    first, second = _roman_value(before), _roman_value(numeral)
    return first is not None and second is not None and second == first + 1


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

    def has_children(self, ref: str) -> bool:
        return any(clause.parent_ref == ref for clause in self._clauses)

    def has(self, ref: str) -> bool:
        return any(clause.ref == ref for clause in self._clauses)

    def append(self, ref: str, vi: str, en: str) -> Why | None:
        """Words put at the end of a clause's own text, in each language: one unnumbered
        paragraph, as many sentences in each (as the clause was translated), and a clause
        holding no points or sub-clauses (its end is theirs)."""
        if not en.strip():
            return Why.ENGLISH_MISSING
        if "\n" in vi.strip() or "\n" in en.strip() or parse_label(vi) or parse_label(en):
            return Why.WORDING_UNCLEAR
        if self.has_children(ref):
            return Why.WORDING_UNCLEAR
        index = self._index(ref)
        clause = self._clauses[index]
        said = _Wording(ref, clause.parent_ref, "", [vi.strip()])
        if _translate_otherwise(said, _Wording(ref, clause.parent_ref, "", [en.strip()]), clause):
            return Why.LANGUAGES_DISAGREE
        self._clauses[index] = dataclasses.replace(
            clause,
            text_vi=f"{(clause.text_vi or '').rstrip()} {' '.join(vi.split())}".strip(),
            text_en=f"{(clause.text_en or '').rstrip()} {' '.join(en.split())}".strip(),
        )
        return None

    def find(self, ref: str) -> ParsedClause | None:
        return next((clause for clause in self._clauses if clause.ref == ref), None)

    def parent_of(self, ref: str) -> str | None:
        for clause in self._clauses:
            if clause.ref == ref:
                return clause.parent_ref
        return _parent_of(ref)

    def _index(self, ref: str) -> int:
        return next(i for i, clause in enumerate(self._clauses) if clause.ref == ref)

    def sibling_before(self, ref: str) -> str | None:
        """The clause a clause numbered ``ref`` follows among those of its parent."""
        parent, key = _parent_of(ref), _order_key(ref)
        before = [
            clause.ref
            for clause in self._clauses
            if clause.parent_ref == parent and _order_key(clause.ref) < key
        ]
        return max(before, key=_order_key, default=None)

    def _subtree_end(self, index: int) -> int:
        refs = {self._clauses[index].ref}
        end = index + 1
        while end < len(self._clauses) and self._clauses[end].parent_ref in refs:
            refs.add(self._clauses[end].ref)
            end += 1
        return end

    def remove(self, ref: str) -> None:
        index = self._index(ref)
        del self._clauses[index : self._subtree_end(index)]

    def renumber(self, mapping: dict[str, str]) -> Why | None:
        """Each clause ``mapping`` names numbered anew, with what it contains, its words kept:
        within its own parent, the place it stands in unchanged by its number."""
        if not all(self.has(old) for old in mapping):
            return Why.CLAUSE_MISSING
        if any(not re.fullmatch(r"§\d[\w.()]*", ref) for pair in mapping.items() for ref in pair):
            return Why.CLAUSE_UNCLEAR  # an appendix's clause: "§A1.2"
        if any(_within(old, other) for old in mapping for other in mapping):
            return Why.CLAUSE_UNCLEAR  # "Điều 6 … Điều 7" and "khoản 6.2 … khoản 7.3" at once
        if any(_parent_of(old) != _parent_of(new) for old, new in mapping.items()):
            return Why.PLACED_OTHERWISE  # moved to another article
        if any(self.has(new) and new not in mapping for new in mapping.values()):
            return Why.CLAUSE_EXISTS

        siblings: dict[str | None, list[str]] = {}
        for clause in self._clauses:
            siblings.setdefault(_renamed(clause.parent_ref, mapping), []).append(
                _renamed(clause.ref, mapping) or ""
            )
        if any(
            [_order_key(ref) for ref in refs] != sorted({_order_key(ref) for ref in refs})
            for refs in siblings.values()
        ):
            return Why.PLACED_OTHERWISE  # "Điều 6 … thành Điều 9" past Điều 7 and 8
        for index, clause in enumerate(self._clauses):
            old = next((o for o in mapping if clause.ref == o or _within(clause.ref, o)), None)
            if old is None:
                continue
            new, own = mapping[old], clause.ref == old
            self._clauses[index] = dataclasses.replace(
                clause,
                ref=_renamed(clause.ref, mapping) or clause.ref,
                parent_ref=_renamed(clause.parent_ref, mapping),
                label_vi=_relabelled(clause.label_vi, old, new, own=own),
                label_en=_relabelled(clause.label_en, old, new, own=own),
            )
        return None

    def reword(
        self,
        ref: str,
        old_vi: str,
        new_vi: str,
        old_en: str,
        new_en: str,
        subject: str = "",
        *,
        exact: bool = True,
        goes_on: tuple[str, str] = ("", ""),
        periods: tuple[str | None, str | None] = (None, None),
    ) -> Why | None:
        """The words ``old_*`` of the clause replaced by ``new_*``, in each language, when they
        stand there once. Found only in a point or sub-clause it holds, they are taken there
        when that one is what the change adjusts (``subject``'s words are all in it: "phụ cấp
        xăng xe", not the telephone allowance's 300.000 đồng), or, from a table row, when they
        are words enough to be no mere amount (four or more)."""
        index = self._index(ref)
        subtree = range(index, self._subtree_end(index))
        edits = []
        with_words: set[str] = set()  # the languages whose amount is replaced with its words
        for lang, old, new in (("vi", old_vi, new_vi), ("en", old_en, new_en)):
            found = [
                (i, span)
                for i in subtree
                if (span := _once(getattr(self._clauses[i], f"text_{lang}"), old)) is not None
            ]
            if len(found) != 1:
                return Why.OLD_WORDS_MISSING
            text, (begin, end) = getattr(self._clauses[found[0][0]], f"text_{lang}"), found[0][1]
            beside = re.match(r"[^\s(]*[ \t]*\(([^()\d]*[^\W\d])", text[end:])  # "/tháng (Ba …)"
            if beside and not _SAYS_A_NUMBER.search(beside[1]):
                beside = None  # "40.000.000 đồng/tháng (trước thuế)": a note, no amount's words
            # "35.000.000 đồng/tháng (bằng chữ: " then the words changed: the figure before
            # them would go on saying the old amount, or the words after a figure changed
            # the old one — unless both are read as numbers, compared once all is changed
            # (the figure, then its words: ``_words_against_figures``)
            pair = read_beside_its_figure(text, begin, end)
            if (beside or _in_an_amounts_words(text, begin, end)) and pair is None:
                return Why.AMOUNT_IN_WORDS
            if any(not said.unit_only for said in amounts_in_words(new) if said.labelled):
                # "(bằng chữ: Bốn mươi triệu đồng, chưa gồm phụ cấp)": words beside the new
                # amount's, in brackets of their own, not read as the clause's
                return Why.AMOUNT_IN_WORDS
            if pair is not None and pair.end > end and _WORDS_OF_AN_AMOUNT_AT_END.search(new):
                # "lên 38.500.000 đồng/tháng (bằng chữ: Ba mươi tám triệu …)": the new amount
                # with its words takes the place of the old one's words too — when they stand
                # right after it and say nothing more than the amount ("…, chưa bao gồm phụ
                # cấp", or "per month" between, would be lost or said twice)
                if not (
                    beside
                    and pair.unit_only
                    and pair.start >= begin
                    and text.find("(", end) == pair.words_at  # not past "(chưa gồm phụ cấp)"
                ):
                    return Why.AMOUNT_IN_WORDS
                found[0] = (found[0][0], (begin, pair.end))
                with_words.add(lang)
            edits.append((lang, *found[0], new))
        if edits[0][1] != edits[1][1]:
            return Why.LANGUAGES_DISAGREE  # the English words stand in another clause
        where = edits[0][1]
        by_ref = {self._clauses[i].ref: self._clauses[i] for i in subtree}
        chain: list[str] = []
        clause: ParsedClause | None = self._clauses[where]
        while clause is not None:  # the clause found and those holding it, up to the one named
            if clause.ref != ref or "." in ref:  # an article's title names too much ("Tiền lương")
                chain.append(clause.text_vi)
            clause = by_ref.get(clause.parent_ref or "") if clause.ref != ref else None
        held = " ".join(chain)
        if where != index and not _adjusts(held, subject, old_vi):
            return Why.WORDS_ELSEWHERE
        puts = []
        for lang, i, (start, end), new in edits:
            text, old = (
                getattr(self._clauses[i], f"text_{lang}"),
                old_vi if lang == "vi" else old_en,
            )
            if not _goes_on_with(text[end:], goes_on[0] if lang == "vi" else goes_on[1]):
                return Why.WORDING_UNCLEAR  # "… lên 45 ngày cho vị trí quản lý": for whom
            if _recurs_otherwise(periods[0] if lang == "vi" else periods[1], old, text, start, end):
                return Why.WORDING_UNCLEAR  # "… 31.500.000 đồng mỗi năm" in "… đồng/tháng"
            put = " ".join(new.split())
            if not exact:  # an amount's words, not quoted ones
                put = _not_repeating(new, old, text[end:])
                fitted = _in_the_clauses_unit(put, old, text[:start], text[end:])
                if fitted is None:
                    return Why.WORDING_UNCLEAR  # "từ 12 lên 14 tuần" in "12 ngày làm việc"
                put = fitted
                if _unit_goes_on(
                    old,
                    _WORDS_OF_AN_AMOUNT_AT_END.sub("", put).rstrip() if lang in with_words else put,
                ):
                    return Why.WORDING_UNCLEAR  # "từ 30 ngày lên 45 ngày tối thiểu"
            puts.append(put)
        replaced: dict[str, str] = {}
        for (lang, i, (start, end), _new), put in zip(edits, puts, strict=True):
            text = getattr(self._clauses[i], f"text_{lang}")
            if not exact and not re.search(r"\s%", text[start:end]):
                put = re.sub(r"\s+%", "%", put)  # "180 %" written as the clause writes "150%"
            replaced[lang] = text[:start] + put + text[end:] if put else _without(text, start, end)
        clause = self._clauses[where]
        if _meant_otherwise(replaced["vi"], replaced["en"]) and not _meant_otherwise(
            clause.text_vi, clause.text_en or ""
        ):
            # "Trưởng phòng Kinh doanh" by "Giám đốc Kinh doanh" / "Sales Manager" by
            # "Marketing Director": the clause as changed would say another thing in English
            return Why.LANGUAGES_DISAGREE
        self._clauses[where] = dataclasses.replace(
            clause, text_vi=replaced["vi"], text_en=replaced["en"]
        )
        return None

    def _label_as_written_here(
        self, wording: _Wording, lang: str, old: dict[str, ParsedClause]
    ) -> str:
        """The label of a clause the wording gives, as this document writes its labels: the
        clause's own when the wording numbers it alike ("7.4." for "7.4"), else punctuated as
        its siblings are ("7.6." among "7.1" … "7.5" is "7.6"); no label given, the clause's."""
        own = getattr(old[wording.ref], f"label_{lang}") if wording.ref in old else ""
        if not wording.label:
            return own
        stem = wording.label.rstrip(_LABEL_ENDING)
        if own and own.rstrip(_LABEL_ENDING) == stem:
            return own
        sibling = next(
            (
                getattr(clause, f"label_{lang}")
                for clause in reversed(self._clauses)
                if clause.parent_ref == wording.parent_ref and getattr(clause, f"label_{lang}")
            ),
            "",
        )
        stem_of_sibling = sibling.rstrip(_LABEL_ENDING)
        if sibling and _label_shape(stem_of_sibling) == _label_shape(stem):
            return stem + sibling[len(stem_of_sibling) :]
        return wording.label

    def put(self, op: Op, refs: list[str], vi: list[_Wording], en: list[_Wording]) -> Why | None:
        """Each clause changed (or added) in its new wording, where it stands (or goes), with
        the clauses its wording numbers inside it."""
        old = {clause.ref: clause for clause in self._clauses}
        made = [
            ParsedClause(
                ref=w_vi.ref,
                label_vi=self._label_as_written_here(w_vi, "vi", old),
                label_en=self._label_as_written_here(w_en, "en", old),
                text_vi="\n".join(w_vi.lines),
                text_en="\n".join(w_en.lines),
                parent_ref=w_vi.parent_ref,
                position=0,
            )
            for w_vi, w_en in zip(vi, en, strict=True)
        ]
        if op is Op.INSERT and any(
            (parent := _parent_of(ref)) is not None and not self.has(parent) for ref in refs
        ):
            return Why.CLAUSE_MISSING  # "khoản 8.1 Điều 8" with no Điều 8
        for ref in refs:
            own = [c for c in made if c.ref == ref or _within(c.ref, ref)]
            if op is Op.REPLACE:
                at: int | None = self._index(ref)
                self.remove(ref)
            else:
                at = self._insertion_point(ref)
            if at is None:
                return Why.CLAUSE_MISSING
            self._clauses[at:at] = own
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


_LETTERS = "aăâbcdđeêghiklmnoôơpqrstuưvxy"
# Words naming nothing in particular in what a change adjusts ("Mức lương … quy định tại")
_GENERIC = {"mức", "số", "tiền", "khoản", "của", "được", "quy", "định", "nêu", "ghi", "các", "về"}


def _adjusts(text: str, subject: str, old_words: str) -> bool:
    """Whether a clause is what a change adjusts: every word of its subject in it, or, with no
    subject (a table row), the words replaced long enough to be no mere amount."""
    words = [w for w in re.findall(r"[^\W\d_]+", subject.casefold()) if w not in _GENERIC]
    if not words:
        return len(old_words.split()) >= 4
    have = set(re.findall(r"[^\W\d_]+", text.casefold()))
    return all(word in have for word in words)


def _unit_goes_on(old: str, new: str) -> bool:
    """Whether the new amount's words go on beyond the old one's unit ("45 ngày tối thiểu",
    "45 days minimum" for "30 ngày"): what those words change of the clause is not read."""
    old_unit, new_unit = _unit(old).casefold(), _unit(new).casefold()
    return bool(old_unit) and new_unit.startswith(old_unit + " ")


def _without(text: str, start: int, end: int) -> str:
    """``text`` with its words from ``start`` to ``end`` deleted, the space around them made
    one ("thứ Bảy và Chủ nhật." less "và Chủ nhật" is "thứ Bảy.")."""
    before, after = text[:start].rstrip(" "), text[end:].lstrip(" ")
    if not before or not after or after[:1] in ".,;:)" or before[-1:] in "(\n":
        return before + after
    return f"{before} {after}"


# words in brackets that say a number, or say they do ("(Ba mươi triệu đồng)", "(bằng chữ:
# …)", "(in words: …)")
_SAYS_A_NUMBER = re.compile(rf"{NUMBER_WORDS}|bằng\s+chữ|in\s+words", re.IGNORECASE)


def _in_the_clauses_unit(new: str, old: str, before: str, following: str) -> str | None:
    """``new`` as the clause will read it when the old amount was given bare and the clause
    writes its unit around it: "từ 85 lên 100%" in "85% mức lương" puts "100" before the
    clause's "%", "from 12 to 14 days" in "12 working days" puts "14" before "working days",
    "from 30,000,000 to VND 35,000,000" after "Salary VND" puts "35,000,000" (each had been
    written twice: "100%%", "14 days working days", "VND VND"). None when the clause's unit
    there is glued to the figure or holds none of the new one's words: what the clause would
    say is not read (a word right after the old amount is taken for its unit)."""
    figure = re.search(rf"{_NUMBER}{_ORDINAL}(?:[ \t]*%)?", new)
    if figure is None or re.fullmatch(rf"{_NUMBER}{_ORDINAL}", old.strip()) is None:
        return new  # the old amount was given with its unit, and found with it
    ahead, unit = new[: figure.start()].strip(), new[figure.end() :].strip()
    number = figure.group()
    if ahead and before.rstrip().casefold().endswith(ahead.casefold()):
        ahead = ""  # "Salary VND" + "VND 35,000,000"
    glued = following[:1] not in ("", " ", "\t", "\n") and following[:1] not in ".,;:)("
    if glued and number.endswith("%") and following.startswith("%"):
        number, glued = number[:-1].rstrip(), False  # "85%" + "100%"
    said = _as_one_currency(re.findall(r"[^\W\d_]+", unit.casefold()))
    if said and not _HOW_OFTEN.fullmatch(unit):
        next_words = _as_one_currency(re.findall(r"[^\W\d_]+", following.casefold()))
        next_words = next_words[: len(said) + 2]
        if not glued and set(said) <= set(next_words):
            unit = ""  # "14 days" + "working days": the clause's own unit
        elif glued or re.match(r"\s+[^\W\d_]", following):
            return None  # "14 tuần" + "ngày làm việc"
    elif glued and (said or number.endswith("%")):
        return None
    return " ".join(part for part in (ahead, number, unit) if part)


def _as_one_currency(words: list[str]) -> list[str]:
    """The words with each name of the đồng as one ("đồng", "VNĐ", "đ" in "30.000.000 đ/tháng")."""
    return ["vnd" if _CURRENCY.fullmatch(word) else word for word in words]


def _not_repeating(new: str, old: str, following: str) -> str:
    """``new`` without its last words when the clause goes on with them after the old words:
    "từ 20 ngày lên 25 ngày làm việc" in "20 ngày làm việc" makes "25 ngày làm việc", not "25
    ngày làm việc làm việc"; "/tháng" glued to it likewise."""
    glued = re.search(r"/[^\W\d_]+$", new)
    if glued and following.casefold().startswith(glued.group().casefold()):
        new = new[: glued.start()]  # "35.000.000 đồng/tháng" in "30.000.000 đồng/tháng"
    words = new.split()
    bare = [word.casefold() for word in re.findall(r"[^\s.,;:]+", new)]
    old_words = [word.casefold() for word in re.findall(r"[^\s.,;:]+", old)]
    next_words = [word.casefold() for word in re.findall(r"[^\s.,;:]+", following)]
    if len(bare) != len(words):
        return " ".join(words)
    for count in range(min(4, len(words) - 1), 0, -1):
        tail = bare[-count:]
        if tail == next_words[:count] and tail != old_words[-count:]:
            return " ".join(words[:-count])
    return " ".join(words)


def _renamed(ref: str | None, mapping: dict[str, str]) -> str | None:
    """``ref`` as a renumbering ``mapping`` (old reference: new) numbers it: a clause renumbered,
    or one it holds ("§6.1" of "§6" → "§7" is "§7.1"); any other as it is."""
    for old, new in mapping.items():
        if ref is not None and (ref == old or _within(ref, old)):
            return new + ref[len(old) :]
    return ref


def _relabelled(label: str, old: str, new: str, *, own: bool) -> str:
    """A label as written, numbered as its clause is now: "Điều 6." → "Điều 7.", "6.2." →
    "7.2." under it, "Khoản 2" → "Khoản 3", "a)" → "b)"; a label that does not write the
    number ("1." of §6.1 when Điều 6 is renumbered) as it was."""
    dotted_old, dotted_new = old[1:].split("(")[0], new[1:].split("(")[0]
    if dotted_old != dotted_new:
        # (a sub-clause's label holds its article's number before a dot and a digit)
        ending = r"(?!\d|\.\d)" if own else r"(?=\.\d)"
        whole = re.compile(rf"(?<![\d.]){re.escape(dotted_old)}{ending}")
        if whole.search(label):
            return whole.sub(dotted_new, label, count=1)
        if not own:
            return label
        last_old, last_new = dotted_old.rsplit(".", 1)[-1], dotted_new.rsplit(".", 1)[-1]
        return re.sub(rf"(?<![\w.]){re.escape(last_old)}(?!\w|\.\d)", last_new, label, count=1)
    if own and old.endswith(")") and new.endswith(")"):
        letter_old, letter_new = old[old.rfind("(") + 1 : -1], new[new.rfind("(") + 1 : -1]
        return re.sub(rf"(?<!\w){re.escape(letter_old)}(?=\))", letter_new, label, count=1)
    return label


def _order_key(ref: str) -> tuple[tuple[int, str], ...]:
    """A clause's place among its siblings: numbers as numbers ("5a" after "5"), points in the
    Vietnamese alphabet ("đ" after "d"), sub-points as roman numerals ("ix" after "v")."""
    key = []
    points = 0
    for number, suffix, point in re.findall(r"(\d+)([a-z]*)|\(([^)]+)\)", ref):
        if number:
            key.append((int(number), suffix))
            continue
        points += 1
        roman = _roman_value(point) if points > 1 else None
        key.append((roman, "") if roman is not None else (_LETTERS.find(point[:1]) + 1, point[1:]))
    return tuple(key)


def _once(text: str | None, words: str) -> tuple[int, int] | None:
    """Where ``words`` stand in ``text``, whatever the spacing, when they stand there once."""
    parts = words.split()
    if not text or not parts:
        return None
    # "3 ngày" is not the 3 of "03 ngày", nor "300" the start of "300.000"
    before = r"(?<![\d.,])" if parts[0][:1].isdigit() else ""
    after = r"(?![\d])(?![.,]\d)" if parts[-1][-1:].isdigit() else ""
    joined = "".join(
        (r"\s*" if part.startswith("%") else r"\s+") + re.escape(part) for part in parts[1:]
    )
    pattern = re.compile(before + re.escape(parts[0]) + joined + after)  # "150 %" is "150%"
    found = list(pattern.finditer(text))
    return found[0].span() if len(found) == 1 else None
