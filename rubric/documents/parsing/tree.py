"""Pairing Vietnamese and English pieces into clauses, and checking the numbering.

The Vietnamese side is authoritative for structure: its labels create the clauses. An English
piece with a label joins the not-yet-translated clause with the same reference (reading the
English numbering in the Vietnamese context, so "2." under "Article 4" is §4.2 on both sides);
an unlabelled English piece right after a Vietnamese one is its translation; otherwise it
continues the English side of the clause it is in. An English clause with no Vietnamese
counterpart becomes a clause of its own (``missing_vietnamese``).

Duplicates: a reference written twice is reported (``duplicate_ref``) and the second
occurrence's text is appended to the first clause, so every sentence stays citable under one
reference. Text before the first clause is the preamble (kept on ``ParsedDocument`` but not a
clause); text after a signature block is dropped until the next label (an appendix). Dropped
is held back, though: when the next label goes on with the numbering at the same level or
above (Điều 2 after lines under Điều 1), what looked like a signature block was text of the
clause before it ("NGƯỜI SỬ DỤNG LAO ĐỘNG" heading a party's details in "Điều 1. Các bên"),
and it is put back there.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from enum import StrEnum

from rubric.documents import AlignmentProblem, ParsedClause
from rubric.documents.parsing.amounts import differences
from rubric.documents.parsing.furniture import (
    is_acknowledgement_title,
    is_signature_caption,
    is_signature_marker,
    is_signing_line,
)
from rubric.documents.parsing.labels import (
    VIETNAMESE_LETTERS,
    Candidate,
    Inserted,
    Kind,
    Label,
    Ref,
    State,
    follows_its_base,
    is_inserted,
    letter_gap,
    next_insertions,
    outline_place,
    own_article_label_before_comma,
    parse_label,
    plain_style,
    resolve,
    roman_value,
)
from rubric.documents.parsing.language import Lang, english_weight, is_confident
from rubric.documents.parsing.layouts import LeftOut, Piece
from rubric.documents.parsing.number_words import words_against_figures
from rubric.documents.parsing.text import collapse, in_capitals, word_count

# Dropped text longer than this is reported as ``unlabelled_text`` (a title line is not).
_LONG_TEXT_WORDS = 20


class Sink(StrEnum):
    """Where unlabelled text goes when it belongs to no clause."""

    PREAMBLE = "preamble"
    CHAPTER = "chapter"  # a chapter heading's title lines
    SIGNATURE = "signature"


# Compared by identity: two clauses with the same fields are still two places in the list
# (and comparing every field made each lookup in a 3,000-clause document slow).
@dataclass(eq=False)
class Draft:
    ref: Ref
    state: State  # the numbering right after this clause's label
    label_vi: str = ""
    label_en: str = ""
    vi: list[str] = field(default_factory=list)
    en: list[str] = field(default_factory=list)

    @property
    def has_english(self) -> bool:
        return bool(self.label_en or self.en)


Destination = Draft | Sink


_TOP_KINDS = {Kind.ARTICLE, Kind.APPENDIX}


@dataclass
class Outline:
    """The source's own outline (heading levels, list nesting: ``Piece.depth``) of one
    language's labelled pieces, for what the numbers alone cannot tell.

    Google Docs and Markdown restart a nested list at "1." under an item numbered "1." too:
    "1. Thời giờ làm việc" / "1. Người lao động làm việc 8 giờ" / "2. Nghỉ trưa" / "2. Hiệu
    lực". A bare number one level deeper than a numbered clause is its child (§1.1) when read
    as a top-level number it would repeat a clause or step back (the list restarted), or when
    it goes on with its nested siblings ("2." after §1.1 is §1.2; the next heading "2." is at
    its own level, §2). Without depths (plain text, PDF), the numbers decide as before.
    """

    open: list[tuple[int, Ref]] = field(default_factory=list)  # the enclosing path, outermost first

    def choose(self, piece: Piece, candidates: list[Candidate], taken: set[Ref]) -> list[Candidate]:
        """``candidates`` with the nested reading first, where the outline calls for it."""
        label, depth = piece.label, piece.depth
        if depth is None or label is None or label.kind is not Kind.PLAIN or not candidates:
            return candidates
        previous = next((ref for d, ref in reversed(self.open) if d == depth), None)
        enclosing = [ref for d, ref in self.open if d < depth]
        if not enclosing or enclosing[-1].points or not enclosing[-1].numbers:
            return candidates
        parent, number = enclosing[-1], label.numbers[0]
        nested = Ref(parent.appendix, (*parent.numbers, number))
        first = candidates[0][0]
        if first == nested or parent in first.ancestors():
            return candidates
        restarted = first in taken or first == parent or first < parent
        goes_on = (
            previous is not None
            and previous.ancestors()[:1] == [parent]
            and number == previous.numbers[-1] + 1
        )
        if not (restarted or goes_on):
            return candidates
        state = State(
            parent.appendix,
            nested.numbers,
            (),
            explicit_article=False,
            dotted=False,
            plain_base=parent.numbers,
            plain_style=plain_style(label),
        )
        return [(nested, state), *candidates]

    def record(self, piece: Piece, ref: Ref | None) -> None:
        """A labelled piece at its depth now encloses what is deeper; an unnumbered heading
        ends what it is not part of."""
        if piece.depth is None:
            if ref is not None and piece.label is not None and piece.label.kind in _TOP_KINDS:
                self.open.clear()  # an article typed as body text ends the outline's path
            return
        while self.open and self.open[-1][0] >= piece.depth:
            self.open.pop()
        if ref is not None:
            self.open.append((piece.depth, ref))


@dataclass
class Assembler:
    """Feed pieces in reading order; ``clauses()`` and ``problems`` when done.

    ``by_position``: an interleaved/table document, where an English label that does not
    match may still be the translation of the Vietnamese piece just before it. Two separate
    files align by numbers only.
    """

    by_position: bool = True
    drafts: list[Draft] = field(default_factory=list)
    problems: list[AlignmentProblem] = field(default_factory=list)
    preamble_vi: list[str] = field(default_factory=list)
    preamble_en: list[str] = field(default_factory=list)
    vi_state: State = field(default_factory=State)
    en_state: State = field(default_factory=State)
    vi_at: Destination = Sink.PREAMBLE
    en_at: Destination = Sink.PREAMBLE
    previous: tuple[Lang, Destination] | None = None
    # Pieces dropped after a signature marker, with the clause each would have gone to.
    held: list[tuple[Piece, Draft]] = field(default_factory=list)
    vi_outline: Outline = field(default_factory=Outline)
    en_outline: Outline = field(default_factory=Outline)
    # Where the English numbering stands after a label paired by place with a Vietnamese one
    # numbered otherwise (``_lettered_point_by_place``), for the next English label.
    english_numbering: State | None = None
    # The references of the clauses each language has labelled so far, kept as they are
    # labelled: gathering them anew for every piece made assembly quadratic in clauses.
    labelled_vi: set[Ref] = field(default_factory=set)
    labelled_en: set[Ref] = field(default_factory=set)
    # The Vietnamese clauses still awaiting their English label, by reference, in reading order.
    awaiting_english: dict[Ref, list[Draft]] = field(default_factory=dict)
    # The Vietnamese clauses by their place in the outline (``outline_place``), in reading
    # order.
    vietnamese_by_place: dict[tuple[object, ...], list[Draft]] = field(default_factory=dict)
    # The languages whose text has passed a signature block that was one beyond doubt (its
    # "(Ký, ghi rõ họ tên)" line), with the appendix (0: the contract) it signed.
    signed: dict[Lang, int] = field(default_factory=dict)
    # The languages of the signing lines among the held pieces, noted as they are held.
    held_signing: set[Lang] = field(default_factory=set)
    # Whether a signature block's first line ("ĐẠI DIỆN CÔNG TY") is among the held pieces.
    held_marked: bool = False
    # The pieces fed by ``feed_all``, where the one being fed stands among them, and for each
    # place the first labelled piece at or after it: what comes next, looked up in one step.
    coming: list[Piece] = field(default_factory=list)
    at: int = -1
    next_labelled: list[int] = field(default_factory=list)
    # Third-language text left out (``layouts.LeftOut``), with where the piece it stood beside
    # went: the clause whose reader must know its text was read without it.
    left_out: list[tuple[Destination, LeftOut]] = field(default_factory=list)

    def feed_all(self, pieces: list[Piece]) -> None:
        """Feed ``pieces`` in order, able to look ahead (``_english_starts_over``)."""
        self.coming = pieces
        self.next_labelled = [len(pieces)] * (len(pieces) + 1)
        for index in range(len(pieces) - 1, -1, -1):
            labelled = pieces[index].label is not None
            self.next_labelled[index] = index if labelled else self.next_labelled[index + 1]
        for self.at, piece in enumerate(pieces):
            self.feed(piece)
        self.coming, self.next_labelled, self.at = [], [], -1

    def feed(self, piece: Piece) -> None:
        if self._in_english_run(piece):
            # a line read as Vietnamese in the English page's opening ("No.: 0457/HĐLĐ")
            piece = replace(piece, lang=Lang.EN)
        if self._heads_english_page(piece):
            piece = replace(piece, label=None)
        if piece.label is not None and self._signed_off(piece):
            piece = replace(piece, label=None)
        label = piece.label
        if label is not None and _unnumbered_appendix(label) and not self._opens_an_appendix(piece):
            piece = replace(piece, label=None)
        if label is not None and is_inserted(label) and not self._inserted_here(piece):
            piece = replace(piece, label=None)
        english = piece.lang is Lang.EN
        before = self.en_at if english else self.vi_at
        destination = self._en_destination(piece) if english else self._vi_destination(piece)
        self.left_out.extend((destination, item) for item in piece.left_out)
        if isinstance(destination, Draft):
            if piece.label is not None and self.held:
                self._settle_held(destination)
            if piece.body:
                (destination.en if english else destination.vi).append(piece.body)
        elif destination is Sink.SIGNATURE and (origin := self._held_origin(before)):
            marked = is_signature_marker(piece.text) or self._captions_to_the_end()
            self.held.append((piece, origin))
            self.held_marked = self.held_marked or marked
            # an acknowledgement's title signs what is held only after a signature block's
            # first line: one that opens the hold may head text of the clause ("XÁC NHẬN
            # HOÀN THÀNH BÀN GIAO" inside an article), put back where the numbering goes on
            if is_signing_line(piece.text) or (
                self.held_marked and is_acknowledgement_title(piece.text)
            ):
                self.held_signing.add(piece.lang)
        else:
            self._drop(destination, piece, self.preamble_en if english else self.preamble_vi)
        if english:
            self.en_at = destination
            if isinstance(destination, Draft):
                self.en_state = self.english_numbering or destination.state
            self.english_numbering = None
        else:
            self.vi_at = destination
        self.previous = (piece.lang, destination)

    def restart_english(self) -> None:
        """The English file of a separate pair starts: nothing positional carries over."""
        self.previous = None
        self.en_at = Sink.PREAMBLE
        self.en_state = State()

    # ------------------------------------------------------------ Vietnamese

    def _vi_destination(self, piece: Piece) -> Destination:
        if _is_chapter(piece):
            return Sink.CHAPTER
        label = piece.label
        candidates = resolve(label, self.vi_state) if label else []
        candidates = self.vi_outline.choose(piece, candidates, self.labelled_vi)
        if label is not None and candidates:
            ref, state = candidates[0]
            self.vi_state = state
            draft = Draft(ref, state, label_vi=label.text)
            self.drafts.append(draft)
            self.labelled_vi.add(ref)
            self.awaiting_english.setdefault(ref, []).append(draft)
            if (place := outline_place(ref)) is not None:
                self.vietnamese_by_place.setdefault(place, []).append(draft)
            self.vi_outline.record(piece, ref)
            return draft
        self.vi_outline.record(piece, None)
        if self.drafts and (
            _opens_signatures(piece.text, self.vi_at, Lang.VI) or self._captions_signatures()
        ):
            return Sink.SIGNATURE
        return self.vi_at

    # ------------------------------------------------------------ English

    def _en_destination(self, piece: Piece) -> Destination:
        if _is_chapter(piece):
            return Sink.CHAPTER
        label = piece.label
        candidates = resolve(label, self.en_state) if label else []
        candidates = self.en_outline.choose(piece, candidates, self.labelled_en)
        if label is not None and candidates:
            draft = self._labelled_english(label.text, [ref for ref, _ in candidates], piece)
            self.labelled_en.add(draft.ref)
            awaiting = self.awaiting_english.get(draft.ref, [])
            if draft in awaiting:
                awaiting.remove(draft)
            self.en_outline.record(piece, draft.ref)
            return draft
        self.en_outline.record(piece, None)
        translated = self._translation_target()
        if translated is not None:
            if not self._english_starts_over(translated):
                return translated
            if (heading := self._heading_the_english_page_opens()) is not None:
                return heading
        if self.by_position and self.previous and isinstance(self.previous[1], Sink):
            return self.previous[1]  # the translation of a preamble, chapter or signature line
        # Not in the English's own preamble: an English file of a separate pair opens after
        # every Vietnamese clause, and its place and date above the title ("Dong Nai, 1
        # January 2026") would have been taken for the signatures' and the rest left out.
        if (
            self.drafts
            and self.en_at is not Sink.PREAMBLE
            and (_opens_signatures(piece.text, self.en_at, Lang.EN) or self._captions_signatures())
        ):
            return Sink.SIGNATURE
        return self.en_at

    def _captions_signatures(self) -> bool:
        """The piece being fed heads a signature block's columns whatever they name ("GIÁO
        VIÊN    HIỆU TRƯỞNG", "THUYỀN VIÊN    ĐẠI DIỆN CHỦ TÀU" over "SEAFARER    FOR THE
        SHIPOWNER"): it and the lines after it are captions in capitals up to a signing line
        ("(Ký, ghi rõ họ tên)"), or up to the end of the file (a table of captions over an
        empty row to sign in, "SEAFARER | FOR THE SHIPOWNER"). The captions had joined the
        last clause. A line in capitals with text after it and no signing line under it (a
        heading) is left alone."""
        if self.at < 0:
            return False
        # a table's rule row (":-:", "---") between the captions and the signing line is none
        run = [
            piece
            for piece in self.coming[self.at : self.at + 2 * (_CAPTION_LINES + 1)]
            if any(character.isalnum() for character in piece.text)
        ][: _CAPTION_LINES + 1]
        for index, piece in enumerate(run):
            if piece.label is not None:
                return False
            if index and is_signing_line(piece.text):
                return True
            if not is_signature_caption(piece.text):
                return False
        return self._captions_to_the_end()

    def _captions_to_the_end(self) -> bool:
        """The piece being fed and every one after it, to the end of the file, are captions
        (no more than a block has): a signature block left to sign, its first line beyond
        doubt as a marker is. Not a value in capitals after its lead-in ("Hình thức trả
        lương:" / "CHUYỂN KHOẢN") ending a file with no signatures, nor the title of a
        confirmation ending the last article ("BIÊN NHẬN TÀI SẢN"), nor the last of titles
        already held (they stay text unless signed: ``clauses``)."""
        rest = self.coming[self.at :] if self.at >= 0 else []
        if self.held or (self.at > 0 and self.coming[self.at - 1].text.endswith(":")):
            return False
        return 0 < len(rest) <= _CAPTION_LINES + 1 and all(
            piece.label is None
            and is_signature_caption(piece.text)
            and not is_acknowledgement_title(piece.text)
            for piece in rest
        )

    def _english_may_reach(self, draft: Draft) -> bool:
        """The clause is one the English side has not passed (any, for separate files)."""
        if not self.by_position or not isinstance(self.en_at, Draft):
            return True
        return self.drafts.index(draft) > self.drafts.index(self.en_at)

    def _pending(self) -> list[Draft]:
        """Clauses the English side has not reached yet (all of them for separate files)."""
        if not self.by_position or not isinstance(self.en_at, Draft):
            return self.drafts
        return self.drafts[self.drafts.index(self.en_at) + 1 :]

    def _labelled_english(self, label: str, refs: list[Ref], piece: Piece) -> Draft:
        sibling = self._vietnamese_alphabet_sibling(refs[0])
        if sibling is not None:
            if not _same_place(sibling.ref, refs[0]):
                why = ": the Vietnamese points follow the Vietnamese alphabet (… d, đ, e …)"
                self._numbering_differs(label, refs[0], sibling, why)
            sibling.label_en = label
            return sibling
        for ref in refs:
            for draft in self.awaiting_english.get(ref, []):
                if self._english_may_reach(draft):
                    draft.label_en = label
                    return draft
        by_place = None
        if not self.by_position:
            by_place = next(filter(None, map(self._lettered_point_by_place, refs)), None)
        if by_place is not None:
            # the English goes on numbering its own way: "(ii)" next, not a point of "a)"
            self.english_numbering = self._english_only_state(piece, refs[0])
            why = ": the English numbers in roman numerals the points the Vietnamese letters"
            self._numbering_differs(label, refs[0], by_place, why)
            by_place.label_en = label
            return by_place
        translated = self._translation_target() if self.by_position else None
        if translated is not None and not translated.label_en:
            self._numbering_differs(label, refs[0], translated)
            translated.label_en = label
            return translated
        draft = Draft(refs[0], self._english_only_state(piece, refs[0]), label_en=label)
        anchor = self.en_at
        index = self.drafts.index(anchor) + 1 if isinstance(anchor, Draft) else 0
        if anchor is Sink.SIGNATURE:
            # past the signatures ("SCHEDULE 1" before its "PHỤ LỤC 1"): after what was signed
            index = len(self.drafts)
        if not self.by_position:
            index = self._insertion_index(refs[0])
        self.drafts.insert(index, draft)
        return draft

    def _numbering_differs(self, label: str, read_as: Ref, draft: Draft, why: str = "") -> None:
        self.problems.append(
            AlignmentProblem(
                "english_numbering_differs",
                str(draft.ref),
                f"The English label {label!r} ({read_as}) stands for the Vietnamese "
                f"{draft.label_vi!r} ({draft.ref}){why}.",
            )
        )

    def _vietnamese_beside(self, ref: Ref) -> list[Draft]:
        """The Vietnamese clauses at the place of ``ref`` (its siblings), in reading order."""
        place = outline_place(ref)
        return self.vietnamese_by_place.get(place, []) if place is not None else []

    def _vietnamese_alphabet_sibling(self, ref: Ref) -> Draft | None:
        """Separate files: an English point paired by its place among its siblings, not its
        letter, when the Vietnamese points use the Vietnamese alphabet ("d)", "đ)", "e)") and
        the English ones the English one ("d)", "e)", "f)"): the English "e)" is the "đ)"."""
        if not ref.points or ref.points[-1] == "đ":
            return None
        beside = self._vietnamese_beside(ref)
        if not any(draft.ref.points[-1] == "đ" for draft in beside):
            return None
        place = sum(1 for draft in beside if draft.label_en)
        return beside[place] if place < len(beside) else None

    def _lettered_point_by_place(self, ref: Ref) -> Draft | None:
        """Separate files: an English point "(ii)" the Vietnamese has none of, where the
        Vietnamese letters the same points "a)", "b)": the second of them (a translation that
        renumbered its list). Paired by the numeral's value, only with a point still awaiting
        its English."""
        place = roman_value(ref.points[-1]) if len(ref.points) == 1 else 0
        if not place:
            return None
        lettered = [
            draft
            for draft in self._vietnamese_beside(ref)
            if draft.ref.points[0] in VIETNAMESE_LETTERS
        ]
        # the English list is numbered so from its start: each point before this one paired
        # by its numeral, none after it yet
        before, after = lettered[: place - 1], lettered[place - 1 :]
        if place > len(lettered) or any(draft.label_en for draft in after):
            return None
        if not all(_roman_label(draft.label_en) for draft in before):
            return None
        return lettered[place - 1]

    def _english_only_state(self, piece: Piece, ref: Ref) -> State:
        assert piece.label is not None  # noqa: S101 - only called for labelled pieces
        for candidate_ref, state in resolve(piece.label, self.en_state):
            if candidate_ref == ref:
                return state
        return self.en_state

    def _insertion_index(self, ref: Ref) -> int:
        """Separate files: after the last clause whose reference sorts before ``ref``."""
        # from the end: an English clause the Vietnamese lacks comes late as a rule
        for position in range(len(self.drafts) - 1, -1, -1):
            if self.drafts[position].ref < ref:
                return position + 1
        return 0

    def _translation_target(self) -> Draft | None:
        """The clause of the Vietnamese piece just read, when it still awaits its English."""
        if not self.by_position or self.previous is None:
            return None
        lang, destination = self.previous
        if lang is not Lang.VI or not isinstance(destination, Draft) or destination.en:
            return None
        if destination in self._pending():
            return destination
        return None

    def _english_starts_over(self, translated: Draft) -> bool:
        """Pages laid out Vietnamese | English (two columns with a break per page, text boxes
        side by side, the same pages printed): a page's English follows the last Vietnamese
        clause of the page, but the unlabelled text opening it is no translation of that clause
        when the next label, an English one, numbers a clause the Vietnamese has already given
        (that clause or one before it: "Article 1" after "1.1"). The English page goes on from
        where the English stood: its title and preamble on the first page, the rest of a clause
        a page cut on later ones. Before any English clause, only a page starting over from the
        first clause has a title and preamble to open it: the Vietnamese has one, or gave more
        clauses than that one."""
        if self.at < 0:
            return False
        following = self.next_labelled[self.at + 1]
        if following >= len(self.coming):
            return False
        piece = self.coming[following]
        if piece.lang is not Lang.EN or piece.label is None or _is_chapter(piece):
            return False
        for ref, _ in resolve(piece.label, self.en_state):
            for draft in self.awaiting_english.get(ref, []):
                # (looked up only for a clause the Vietnamese gave: rare where the layout
                # interleaves, the English's next label numbering a clause still to come)
                if not self._english_may_reach(draft):
                    continue
                if self.drafts.index(draft) > self.drafts.index(translated):
                    continue
                if isinstance(self.en_at, Draft):
                    return True
                return draft is self.drafts[0] and (
                    draft is not translated or bool(self.preamble_vi)
                )
        return False

    def _heading_the_english_page_opens(self) -> Draft | None:
        """After ``_english_starts_over``: the clause whose first sub-clause the English page's
        next label numbers, when it has no English yet and the English side has not passed it
        — the unlabelled text opening the page is its heading ("Duties of the Employee" before
        "2.1. Comply with …"), not the rest of the clause the English last reached."""
        piece = self.coming[self.next_labelled[self.at + 1]]
        if piece.label is None:
            return None
        for ref, _ in resolve(piece.label, self.en_state):
            for draft in self.awaiting_english.get(ref, []):
                for above in draft.ref.ancestors()[:1]:
                    for parent in self.awaiting_english.get(above, []):
                        if not parent.has_english and self._english_may_reach(parent):
                            return parent
        return None

    def _in_english_run(self, piece: Piece) -> bool:
        """An unlabelled piece read as Vietnamese that is a line of an English page's opening
        (``_english_starts_over``): between two of its lines, or, as much English as
        Vietnamese ("No.: 0457/2026/HĐLĐ-TV"), the first of them."""
        if not self.by_position or piece.lang is not Lang.VI or piece.label is not None:
            return False  # separate files: each holds one language's pages
        if piece.from_table:
            return False  # a line of a table's Vietnamese column ("iPad tài liệu bay.")
        if self.at < 0:
            return False
        following = self.coming[self.at + 1] if self.at + 1 < len(self.coming) else None
        if following is None or following.lang is not Lang.EN:
            return False
        above = self.coming[self.at - 1] if self.at > 0 else None
        if above is not None and above.lang is Lang.VI and above.label and not above.body:
            return False  # "ĐIỀU 2" / "AN TOÀN TRẺ EM": the article's title, on its own line
        if self.previous == (Lang.EN, Sink.PREAMBLE) and isinstance(self.vi_at, Draft):
            return True
        if not english_weight(piece.text) or is_confident(piece.text):
            return False
        translated = self._translation_target()
        return translated is not None and self._english_starts_over(translated)

    def _heads_english_page(self, piece: Piece) -> bool:
        """An English label numbering no clause the Vietnamese has given, opening an English
        page that started over ("LABOUR CONTRACT APPENDIX NO. 01", the English title of an
        appendix whose Vietnamese title is text): a title, no clause."""
        if piece.lang is not Lang.EN or piece.label is None or self.at < 0:
            return False
        if piece.label.kind is not Kind.APPENDIX:
            return False  # a clause's label the Vietnamese lacks ("1.1." under "Điều 1")
        translated = self._translation_target()
        if translated is None or _is_chapter(piece):
            return False
        for ref, _ in resolve(piece.label, self.en_state):
            if any(map(self._english_may_reach, self.awaiting_english.get(ref, []))):
                return False
        return self._english_starts_over(translated)

    # ------------------------------------------------------------ signature blocks

    def _opens_an_appendix(self, piece: Piece) -> bool:
        """ "PHỤ LỤC" alone opens an appendix after the contract's signature block (the text
        after it is held); "APPENDIX" alone translates one the Vietnamese opened. Anywhere else
        it is a word of the clause ("Phụ lục" heading a list of attached documents)."""
        if piece.lang is Lang.VI:
            return self.vi_at is Sink.SIGNATURE or bool(self.held)
        assert piece.label is not None  # noqa: S101 - called for labelled pieces only
        refs = {ref for ref, _ in resolve(piece.label, self.en_state)}
        return any(draft.ref in refs for draft in self._pending())

    def _inserted_here(self, piece: Piece) -> bool:
        """ "Điều 5a", "2.1a." or "a1)" numbers what an amendment inserted only right after its
        base (or an earlier insertion there), or, in English, as the translation of one the
        Vietnamese has; elsewhere ("5a)" in a table of salary grades) it is text."""
        assert piece.label is not None  # noqa: S101 - called for labelled pieces only
        english = piece.lang is Lang.EN
        refs = [ref for ref, _ in resolve(piece.label, self.en_state if english else self.vi_state)]
        if english:
            return any(ref in self.labelled_vi or ref in self.labelled_en for ref in refs)
        # the reading the numbering gives it ("1a." under §2.3 is §2.3.1a, whatever §2.1a is),
        # right after its base, or an earlier insertion there, at its level
        if not refs:
            return False
        level = self._vietnamese_beside(refs[0])
        if not level or not follows_its_base(refs[0], level[-1].ref):
            return False
        # "a) Lương theo chức danh:" then right away "a1) …", "a2) …": the items of a), not
        # insertions
        base = level[-1]
        return not (self.drafts[-1] is base and base.vi[:1] and base.vi[0].endswith(":"))

    def _signed_off(self, piece: Piece) -> bool:
        """A label after a signature block with its signing line ("(Ký, ghi rõ họ tên)",
        "(Signature and full name)") or followed by an acknowledgement's title in capitals
        ("PHẦN XÁC NHẬN", "ACKNOWLEDGEMENT") that opens no appendix and no next article numbers what
        was signed no more: an employee's acknowledgement ("XÁC NHẬN CỦA NHÂN VIÊN" / "1. Tôi
        đã đọc …") is no sub-clause of the last article. It is left out and reported."""
        assert piece.label is not None  # noqa: S101 - called for labelled pieces only
        languages = set(self.held_signing)
        if languages and self.by_position:
            languages = {Lang.VI, Lang.EN}
        for lang in languages:
            self.signed[lang] = (self.en_state if lang is Lang.EN else self.vi_state).appendix
        if piece.lang not in self.signed or piece.label.kind is Kind.APPENDIX:
            return False
        state = self.en_state if piece.lang is Lang.EN else self.vi_state
        refs = [ref for ref, _ in resolve(piece.label, state)]
        if not refs or refs[0].appendix != self.signed[piece.lang]:
            return False
        if not refs[0].points and len(refs[0].numbers) == 1:
            # the next article: the signatures were an acknowledgement inside the contract
            # ("NGƯỜI LAO ĐỘNG (Ký, ghi rõ họ tên)" ending Điều 1), which goes on
            for lang in (Lang.VI, Lang.EN) if self.by_position else (piece.lang,):
                self.signed.pop(lang, None)
            return False
        if piece.lang is Lang.VI:
            self.problems.append(
                AlignmentProblem(
                    "unlabelled_text",
                    None,
                    "Numbered text after the signature block belongs to no clause and was left "
                    f"out: {piece.text[:80]!r}",
                )
            )
        return True

    def _held_origin(self, before: Destination) -> Draft | None:
        """The clause text after a signature marker would belong to, were it no signature."""
        if isinstance(before, Draft):
            return before
        if self.held:
            return self.held[-1][1]
        return self.drafts[-1] if self.drafts else None

    def _settle_held(self, labelled: Draft) -> None:
        """A label after held text: put the text back if the numbering goes on from where it
        was, else leave it out as the signature block it was. A block with its signing line
        ("(Ký, ghi rõ họ tên)") was one beyond doubt: left out even where the numbering goes on
        (a head of department's confirmation signed between two articles)."""
        origin = self.held[0][1]
        goes_on = (
            not self.held_signing
            and labelled.ref.appendix == origin.ref.appendix
            and labelled.ref > origin.ref
            and (
                origin.ref in labelled.ref.ancestors()  # "a)" under the clause it was in
                or (
                    not labelled.ref.points
                    and len(labelled.ref.numbers) <= max(1, len(origin.ref.numbers))
                )
            )
        )
        for piece, draft in self.held:
            if goes_on:
                if piece.body:
                    (draft.en if piece.lang is Lang.EN else draft.vi).append(piece.body)
            else:
                self._drop(Sink.SIGNATURE, piece, [])
        self.held.clear()
        self.held_signing.clear()
        self.held_marked = False

    # ------------------------------------------------------------ shared

    def _drop(self, sink: Destination, piece: Piece, preamble: list[str]) -> None:
        if sink is Sink.PREAMBLE:
            preamble.append(piece.text)
        elif word_count(piece.text) > _LONG_TEXT_WORDS or (
            # under a chapter heading, only its title in capitals is no content
            sink is Sink.CHAPTER and not _is_chapter(piece) and not in_capitals(piece.text)
        ):
            self.problems.append(
                AlignmentProblem(
                    "unlabelled_text",
                    None,
                    f"Text after a {sink} heading belongs to no clause and was left out: "
                    f"{piece.text[:80]!r}",
                )
            )

    # ------------------------------------------------------------ results

    def clauses(self) -> list[ParsedClause]:
        # a signature block at the end: left out; text held only for a confirmation's title
        # ("BIÊN NHẬN TÀI SẢN" ending the last article), no block's line nor signing line
        # under it, stays where it was
        unsigned = not self.held_signing and not self.held_marked
        for piece, draft in self.held:
            if unsigned and piece.body:
                (draft.en if piece.lang is Lang.EN else draft.vi).append(piece.body)
            elif not unsigned:
                self._drop(Sink.SIGNATURE, piece, [])
        self.held.clear()
        self.held_signing.clear()
        self.held_marked = False
        merged = self._merge_duplicates()
        for draft in merged:
            _peel_label_read_as_comma(draft)
        known = {draft.ref for draft in merged}
        result = []
        for position, draft in enumerate(merged):
            parent = next((str(a) for a in draft.ref.ancestors() if a in known), None)
            result.append(
                ParsedClause(
                    ref=str(draft.ref),
                    label_vi=draft.label_vi,
                    label_en=draft.label_en,
                    text_vi="\n".join(draft.vi),
                    text_en="\n".join(draft.en),
                    parent_ref=parent,
                    position=position,
                )
            )
        self.problems.extend(_missing(merged))
        self.problems.extend(other_language_problems(self.left_out))
        self.problems.extend(_numbers_differ(merged))
        self.problems.extend(numbering_gaps(merged))
        return result

    def _merge_duplicates(self) -> list[Draft]:
        first: dict[Ref, Draft] = {}
        merged: list[Draft] = []
        for draft in self.drafts:
            kept = first.get(draft.ref)
            if kept is None:
                first[draft.ref] = draft
                merged.append(draft)
                continue
            if (kept.label_vi and draft.label_vi) or (kept.label_en and draft.label_en):
                self.problems.append(
                    AlignmentProblem(
                        "duplicate_ref",
                        str(draft.ref),
                        f"{draft.ref} is numbered twice "
                        f"({draft.label_vi or draft.label_en!r}); its text was appended to "
                        "the first one.",
                    )
                )
            kept.label_vi = kept.label_vi or draft.label_vi
            kept.label_en = kept.label_en or draft.label_en
            kept.vi.extend(draft.vi)
            kept.en.extend(draft.en)
        return merged


def _peel_label_read_as_comma(draft: Draft) -> None:
    """An article labelled in one language whose text in the other opens with the same
    article's label and a comma ("Article 3, Salary and allowances" under "Điều 3."): that
    label, its period read as a comma (see ``own_article_label_before_comma``)."""
    sides = ((draft.label_vi, draft.label_en, draft.vi), (draft.label_en, draft.label_vi, draft.en))
    for label, other_label, texts in sides:
        if label or not other_label or not texts:
            continue
        found = own_article_label_before_comma(texts[0], draft.ref)
        if found is None:
            continue
        texts[0] = found.rest
        if texts is draft.en:
            draft.label_en = found.text
        else:
            draft.label_vi = found.text


_ENGLISH_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _same_place(vietnamese: Ref, english: Ref) -> bool:
    """The English point is the Vietnamese one by the place of its letter in its own
    alphabet ("e)" is the fifth, as "đ)" is in Vietnamese): a translation, nothing to report."""
    if vietnamese == english:
        return True
    vi, en = vietnamese.points[-1:], english.points[-1:]
    parent_vi = replace(vietnamese, points=vietnamese.points[:-1])
    if not vi or not en or parent_vi != replace(english, points=english.points[:-1]):
        return vietnamese == english
    return VIETNAMESE_LETTERS.find(vi[0]) == _ENGLISH_LETTERS.find(en[0])


def _roman_label(text: str) -> bool:
    label = parse_label(text)
    return label is not None and label.kind is Kind.POINT and roman_value(label.letter) > 0


# A signature block's captions: a line or a cell for each language, each party's apart.
_CAPTION_LINES = 4


def _opens_signatures(text: str, at: Destination, lang: Lang) -> bool:
    """A signature block's first line: its marker ("ĐẠI DIỆN CÔNG TY"), or the title of a
    confirmation signed under it ("XÁC NHẬN CỦA TRƯỞNG BỘ PHẬN") after a clause's text — not
    the title of the appendix or clause just opened ("PHỤ LỤC 02" "XÁC NHẬN KHI CHẤM DỨT HỢP
    ĐỒNG"). What follows is held, and put back where no signing line shows it signed
    (``_settle_held``)."""
    if is_signature_marker(text):
        return True
    return (
        isinstance(at, Draft)
        and bool(at.vi if lang is Lang.VI else at.en)
        and is_acknowledgement_title(text)
    )


def _unnumbered_appendix(label: Label) -> bool:
    return label.kind is Kind.APPENDIX and not label.numbers


def _is_chapter(piece: Piece) -> bool:
    return piece.section_title or (piece.label is not None and piece.label.kind is Kind.CHAPTER)


_LEFT_OUT_OF = {
    Sink.PREAMBLE: "the title and preamble",
    Sink.CHAPTER: "a chapter heading",
    Sink.SIGNATURE: "the signature block or what follows it",
}


def other_language_problems(
    left_out: Iterable[tuple[Destination | None, LeftOut]],
) -> list[AlignmentProblem]:
    """One ``other_language_text`` for each place, and script, third-language text was left
    out of: the clause it stood beside (None: where is not known)."""
    grouped: dict[tuple[str | None, str, str], list[str]] = {}
    for destination, item in left_out:
        ref = str(destination.ref) if isinstance(destination, Draft) else None
        if isinstance(destination, Draft):
            place = str(destination.ref)
        else:
            place = _LEFT_OUT_OF[destination] if destination else "the document"
        grouped.setdefault((ref, place, item.script), []).append(item.text)
    return [
        AlignmentProblem(
            "other_language_text",
            ref,
            f"{_lines(texts)} in {script}, neither Vietnamese nor English, "
            f"{'was' if len(texts) == 1 else 'were'} left out of {place}: {_quoted(texts)}. "
            "A third language's copy is no clause's text.",
        )
        for (ref, place, script), texts in grouped.items()
    ]


def _lines(texts: list[str]) -> str:
    return "Text" if len(texts) == 1 else f"{len(texts)} lines"


def _quoted(texts: list[str], most: int = 3) -> str:
    shown = [collapse(text) for text in texts[:most]]
    quoted = ", ".join(f"“{text if len(text) <= 60 else text[:59] + '…'}”" for text in shown)
    return quoted + (f" and {len(texts) - most} more" if len(texts) > most else "")


def _missing(drafts: list[Draft]) -> list[AlignmentProblem]:
    problems = []
    for draft in drafts:
        # (a bare label's translation, "Article 2", is no English of the text under it: "Điều
        # 2" / "Article 2" / "Mức lương VND 15.000.000" had been read with no word said)
        if not draft.has_english or (
            draft.vi
            and not draft.en
            and (label := parse_label(draft.label_en)) is not None
            and not label.rest
        ):
            problems.append(
                AlignmentProblem(
                    "missing_english",
                    str(draft.ref),
                    f"{draft.ref} ({draft.label_vi!r}) has no English text.",
                )
            )
        elif not (draft.label_vi or draft.vi):
            problems.append(
                AlignmentProblem(
                    "missing_vietnamese",
                    str(draft.ref),
                    f"{draft.ref} ({draft.label_en!r}) has no Vietnamese text.",
                )
            )
    return problems


def _numbers_differ(drafts: list[Draft]) -> list[AlignmentProblem]:
    """Clauses whose two languages do not state the same amounts, years and percentages: the
    English paired with the Vietnamese is then likely another clause's (``amounts``); and
    clauses whose amount in words says another number than its figure."""
    problems = []
    for draft in drafts:
        if draft.vi and draft.en:
            problem = numbers_differ(str(draft.ref), "\n".join(draft.vi), "\n".join(draft.en))
            if problem is not None:
                problems.append(problem)
        words = amount_words_differ(str(draft.ref), "\n".join(draft.vi), "\n".join(draft.en))
        if words is not None:
            problems.append(words)
    return problems


def amount_words_differ(ref: str, vietnamese: str, english: str) -> AlignmentProblem | None:
    """``amount_words_differ`` for a clause whose amount in words says another number than
    its figure ("40.000.000 đồng (bằng chữ: Bốn mươi lăm triệu đồng)"), in either language:
    which was agreed is not written (Vietnamese practice often holds the words)."""
    found = words_against_figures(vietnamese) + words_against_figures(english)
    if not found:
        return None
    said = "; ".join(f"“{words}”" for words in found[:2])
    return AlignmentProblem(
        "amount_words_differ",
        ref,
        f"{ref}: an amount's words say another number than its figure: {said}.",
    )


def numbers_differ(ref: str, vietnamese: str, english: str) -> AlignmentProblem | None:
    """``numbers_differ`` for a clause whose languages do not state the same numbers."""
    only_vi, only_en = differences(vietnamese, english)
    if not (only_vi or only_en):
        return None
    said = [
        f"the {language} alone states {', '.join(numbers[:3])}"
        for language, numbers in (("Vietnamese", only_vi), ("English", only_en))
        if numbers
    ]
    return AlignmentProblem(
        "numbers_differ",
        ref,
        f"{ref}: {' and '.join(said)}; its English may translate another clause, or leave "
        "something out.",
    )


def numbering_gaps(drafts: list[Draft]) -> list[AlignmentProblem]:
    """Consecutive siblings whose numbers or letters skip (§3 then §5, a) then c)), and a
    sub-clause or point that opens its level past its first number (§2.3 first under §2:
    "2.1" and "2.2" are missing, or the list numbering ran on from the article before)."""
    problems = []
    last_child: dict[tuple[str, Ref], Ref] = {}
    for draft in drafts:
        ref = draft.ref
        if ref.points:
            key = ("point", Ref(ref.appendix, ref.numbers, ref.points[:-1]))
        elif ref.numbers:
            key = ("number", Ref(ref.appendix, ref.numbers[:-1]))
        else:
            key = ("appendix", Ref())
        previous = last_child.get(key)
        last_child[key] = ref
        if previous is not None and _skips(previous, ref):
            problems.append(
                AlignmentProblem(
                    "numbering_gap",
                    str(ref),
                    f"{ref} follows {previous}: the numbering skips or goes back.",
                )
            )
        elif previous is None and key[1] != Ref() and not _opens_its_level(ref):
            problems.append(
                AlignmentProblem(
                    "numbering_gap",
                    str(ref),
                    f"{ref} is the first under {key[1]}: the numbering before it is missing.",
                )
            )
    return problems


def _opens_its_level(ref: Ref) -> bool:
    """The first number of a level: 1, "a", "i" or "(1)" (an article may open a document at
    any number: an amendment starts where it amends)."""
    if not ref.points:
        return ref.numbers[-1] in (0, 1) if ref.numbers else ref.appendix == 1
    first = ref.points[-1]
    return first in ("a", "A", "i", "1") or (first.isdigit() and int(first) == 1)


def _skips(previous: Ref, current: Ref) -> bool:
    if current.points:
        a, b = previous.points[-1], current.points[-1]
        if a.isdigit() and b.isdigit():  # numbered sub-points "(1)", "(2)"
            return int(b) != int(a) + 1
        if len(current.points) > 1 or (len(a) > 1 or len(b) > 1):
            va, vb = roman_value(a), roman_value(b)
            if va and vb:
                return vb != va + 1
        return letter_gap(a.lower(), b.lower())  # "(A)" then "(B)" under a roman point
    if current.numbers:
        number, before = current.numbers[-1], previous.numbers[-1]
        if isinstance(number, Inserted):  # 5 → 5a → 5b
            after = getattr(before, "suffix", "")
            return int(before) != int(number) or number.suffix not in next_insertions(after)
        return number != before + 1
    return current.appendix != previous.appendix + 1
