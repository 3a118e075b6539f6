"""``parse_signed_document``: a signed bilingual document's file(s) → a ``ParsedDocument``.

The pipeline, one module per concern:

- ``formats`` reads a file into blocks (paragraphs and tables in body order), deciding the
  format by content (docx, PDF text layer, UTF-8 markdown/text) and refusing what it cannot
  read (``DocumentUnreadable`` with a stable code); ``docx_reader`` reads Word's text as Word
  displays it (list numbers rendered, fields, content controls, text boxes, tracked changes);
- ``plaintext`` groups text and PDF lines into paragraphs;
- ``language`` tells Vietnamese from English per paragraph;
- ``bilingual`` splits a paragraph holding both languages ("VI / EN", "VI (EN)");
- ``layouts`` turns blocks into a stream of language-tagged pieces and names the layout;
- ``labels`` recognises clause labels and resolves them to canonical references;
- ``tree`` pairs the languages into clauses and reports alignment problems;
- ``furniture`` spots titles, the national motto and signature blocks.

A single file holding all the Vietnamese and then all the English is read as two files would
be (``Layout.SEPARATE``, aligned by clause numbers).

Decisions (see ``tree`` for details): the preamble (parties, recitals) is not a clause; it is
kept as ``ParsedDocument.preamble_vi`` / ``preamble_en``. A reference numbered twice is
reported (``duplicate_ref``) and its text merged into the first clause. Appendices are
``§A1`` (``§A2`` for "Appendix B", "Phụ lục số 02"; "PHỤ LỤC" alone is the next one), their
clauses ``§A1.1`` — but a document that opens with its only appendix heading is that appendix,
titled by it, with articles ``§1``, ``§2``; a paragraph
that opens with a cross-reference ("Điều 5 của Hợp đồng …") is text, not a label. Chapters
("Chương I") and "Mục" sections group articles and are not clauses.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections import Counter
from pathlib import Path

from rubric.documents import (
    AlignmentProblem,
    DocumentUnreadable,
    Layout,
    ParsedClause,
    ParsedDocument,
)
from rubric.documents.amending import change_table
from rubric.documents.parsing.amounts import differences
from rubric.documents.parsing.contents import without_table_of_contents
from rubric.documents.parsing.formats import Block, Paragraph, read_source
from rubric.documents.parsing.furniture import (
    SENTENCE_END,
    is_section_title,
    is_signature_marker,
    pick_english_title,
    pick_title,
)
from rubric.documents.parsing.labels import Kind, Label, roman_sections_as_articles
from rubric.documents.parsing.language import (
    Lang,
    detect,
    english_weight,
    has_vietnamese_letters,
    is_confident,
)
from rubric.documents.parsing.layouts import Piece, pieces_from_blocks, sequential_halves
from rubric.documents.parsing.quotations import (
    without_quoted_labels,
    without_unmarked_quotations,
)
from rubric.documents.parsing.text import in_capitals, word_count
from rubric.documents.parsing.tree import Assembler, other_language_problems

__all__ = ["parse_signed_document"]


def parse_signed_document(path: Path, *, path_en: Path | None = None) -> ParsedDocument:
    """Parse a signed bilingual document; ``path_en`` when the English is a separate file.

    Raises ``DocumentUnreadable`` (nothing imported) or returns the whole document, with
    what did not align listed in ``problems``.
    """
    sources = [read_source(path)] + ([] if path_en is None else [read_source(path_en)])
    for source, named in zip(sources, (path, path_en), strict=False):
        _refuse_numbers_beyond_reach(source.blocks, named or path)
    if path_en is None:
        pieces, layout = pieces_from_blocks(sources[0].blocks)
        laid_out = pieces
        pieces = _unnumbered_articles(_untranslated_titles_as_text(_read_as_body(pieces)))
        pieces = _english_first_clauses(_vietnamese_first(_paired_by_label(pieces)))
        if layout is Layout.INTERLEAVED:
            pieces = _alternation_kept(pieces)
        _require_vietnamese(pieces, path, sources[0].blocks)
        _refuse_several_documents(pieces, path)
        halves = sequential_halves(pieces)
        if halves is None:
            assembler = Assembler(by_position=True)
            assembler.feed_all(pieces)
        else:  # all the Vietnamese, then all the English: aligned like two files
            layout = Layout.SEPARATE
            assembler = _by_numbers(*halves)
    else:
        vi_pieces, _ = pieces_from_blocks(sources[0].blocks, only=Lang.VI)
        en_pieces, _ = pieces_from_blocks(sources[1].blocks, only=Lang.EN)
        laid_out = vi_pieces + en_pieces
        vi_pieces = _read_as_body(vi_pieces)
        both = _unnumbered_articles(
            _untranslated_titles_as_text(vi_pieces + _read_as_body(en_pieces))
        )
        vi_pieces, en_pieces = both[: len(vi_pieces)], both[len(vi_pieces) :]
        _require_vietnamese(vi_pieces, path, sources[0].blocks)
        _refuse_several_documents(vi_pieces, path)
        _require_english(en_pieces, path_en)
        layout = Layout.SEPARATE
        assembler = _by_numbers(vi_pieces, en_pieces)
    clauses = assembler.clauses()
    assembler.problems.extend(_left_out_unplaced(assembler, laid_out))
    table_vi = None if clauses else change_table("\n".join(assembler.preamble_vi))
    if not clauses and table_vi is None:
        raise DocumentUnreadable(
            "no_clauses",
            f"No clause numbering found in {path.name} (expected labels such as 'Điều 1', "
            "'1.1', 'a)', typed or shown by Word's list numbering; bullets are not numbers).",
        )
    if table_vi is not None:
        table_en = change_table("\n".join(assembler.preamble_en)) or ""
        clauses = [ParsedClause("§1", "", "", table_vi, table_en, None, 0)]
    return ParsedDocument(
        layout=layout,
        title_vi=pick_title(assembler.preamble_vi),
        title_en=pick_english_title(assembler.preamble_en, assembler.preamble_vi),
        clauses=clauses,
        problems=[problem for source in sources for problem in source.problems]
        + [
            _placed(problem, lines, clauses)
            for source in sources
            for problem, lines in source.placed
        ]
        + assembler.problems,
        preamble_vi="\n".join(assembler.preamble_vi),
        preamble_en="\n".join(assembler.preamble_en),
        changes_only=table_vi is not None,
    )


# An article numbered past what a label reads ("Điều 1000."): its text would run on as the
# text of the article before it.
_ARTICLE_NUMBERED = re.compile(r"^\W*(?:điều|article)\s+(\d{1,6})\s*[.:]", re.IGNORECASE)
_FIRST_BEYOND_REACH = 1000


def _refuse_numbers_beyond_reach(blocks: list[Block], path: Path) -> None:
    """Refuse a document numbering an article 1000 or more, the article before it numbered
    too (not a year a sentence opens with, "Điều 2019: …"): labels are read up to 999 (no
    signed employment document comes near), and the articles past it had been read as more
    text of Điều 999, with nothing reported."""
    numbers = {
        int(found.group(1))
        for block in blocks
        if isinstance(block, Paragraph) and (found := _ARTICLE_NUMBERED.match(block.text))
    }
    beyond = [n for n in numbers if n >= _FIRST_BEYOND_REACH and n - 1 in numbers]
    if beyond:
        raise DocumentUnreadable(
            "too_large",
            f"{path.name} numbers an article {min(beyond)}; articles are read up to 999 (a "
            "signed employment document has far fewer). Split it, or upload the signed "
            "document itself.",
        )


def _left_out_unplaced(assembler: Assembler, pieces: list[Piece]) -> list[AlignmentProblem]:
    """Third-language text that hung on a piece no clause nor sink took (a table of contents'
    entry, a quoted label): reported all the same, of no clause."""
    placed = {id(item) for _, item in assembler.left_out}
    unplaced = [item for piece in pieces for item in piece.left_out if id(item) not in placed]
    return other_language_problems([(None, item) for item in unplaced])


# A printed line shorter than this tells no clause (a word found in many).
_SHORTEST_PLACING = 12


def _placed(
    problem: AlignmentProblem, lines: tuple[str, ...], clauses: list[ParsedClause]
) -> AlignmentProblem:
    """``problem`` as the first clause's whose text holds one of ``lines`` (printed text
    beside words the page does not print; a line's label, its first word, need not be in
    the clause's text)."""
    wanted = [
        text
        for line in lines
        for text in (line, line.partition(" ")[2])
        if len(text) >= _SHORTEST_PLACING
    ]
    for found in clauses:
        texts = (" ".join(found.text_vi.split()), " ".join(found.text_en.split()))
        if any(text in own for text in wanted for own in texts):
            return dataclasses.replace(problem, clause_ref=found.ref)
    return problem


def _read_as_body(pieces: list[Piece]) -> list[Piece]:
    """Labels that are no clauses' taken off: those quoted (with marks or without), a table of
    contents' entries, a numbered preamble's items; roman sections read as articles where they
    are."""
    pieces = without_unmarked_quotations(without_quoted_labels(pieces))
    pieces = _appendices_listed(pieces)
    pieces = _roman_sections(without_table_of_contents(pieces))
    return _section_titles(_numbered_preamble(_appendix_title(_titled_appendices(pieces))))


def _section_titles(pieces: list[Piece]) -> list[Piece]:
    """An unnumbered title in capitals or in bold after a clause's last sentence and right
    before the next label of its language ("… 02/02/2026." "THU NHẬP" "3. Lương …"): it heads what
    follows, as a chapter's title does, and is no text of the clause before it. A line in
    capitals after a heading ("Điều 1. Thu nhập" "TIỀN LƯƠNG" "1.1. …") or after a colon (a
    party's name "… như sau:" "CÔNG TY TNHH ABC") stays text, and so does the English of a
    numbered heading, right after it."""
    result = list(pieces)
    for lang in (Lang.VI, Lang.EN):
        own = [index for index, piece in enumerate(pieces) if piece.lang is lang]
        labelled = [index for index in own if pieces[index].label is not None]
        own = [index for index in own if labelled and index >= labelled[0]]  # not the preamble
        for before, index, after in zip(own, own[1:], own[2:], strict=False):
            piece, previous, following = pieces[index], pieces[before], pieces[after]
            translating = pieces[index - 1]  # "02. ĐỐI TƯỢNG" then its English "ELIGIBILITY"
            if (
                piece.label is None
                and (
                    translating.lang is lang
                    or translating.label is None
                    or SENTENCE_END.search(translating.text.rstrip(" *_"))
                )
                and (following.label is not None or _translates_a_label(pieces, index, after))
                and (previous.label is None or previous.label.rest)
                # not after a list's item ("HÀ NỘI;"): what follows is its last one
                and _LAST_SENTENCE_END.search(previous.text.rstrip(" *_"))
                and is_section_title(piece.text, bold=piece.bold)
            ):
                result[index] = dataclasses.replace(piece, section_title=True)
    # A title's translation, right beside it, is a title too: "Not applicable during
    # probation" in bold beside a Vietnamese sentence too long for one is text in both
    for index, piece in enumerate(result):
        other = _translation_beside(result, index) if piece.section_title else None
        if other is not None and not other.section_title:
            result[index] = dataclasses.replace(piece, section_title=False)
    return result


def _unnumbered_articles(pieces: list[Piece]) -> list[Piece]:
    """Articles headed by a title with no number ("CÔNG VIỆC" over "1.1. …", "1.2. …", then
    "THỜI GIỜ LÀM VIỆC" over "2.1. …"): each title is article N's heading, N the first number
    of the clauses under it. Left out as a title, it was lost, and its clauses had no article.
    Only where the whole language reads so: no article numbered, its clauses' first numbers 1,
    2, 3 … each opened by "N.1" right under a title, and no other title between clauses (one
    there would say the titles head parts of articles, not articles)."""
    result = list(pieces)
    for lang in (Lang.VI, Lang.EN):
        own = [index for index, piece in enumerate(pieces) if piece.lang is lang]
        titles = _titles_over_first_clauses(pieces, own)
        if titles is None:
            continue
        for number, index in enumerate(titles, start=1):
            title = pieces[index].text.strip().strip("*_# ").strip()
            label = Label(Kind.ARTICLE, "", (number,), rest=title)
            result[index] = dataclasses.replace(pieces[index], label=label, section_title=False)
    return result


def _titles_over_first_clauses(pieces: list[Piece], own: list[int]) -> list[int] | None:
    """Where the titles of ``_unnumbered_articles`` stand among ``own`` (one language's
    pieces), article by article; None when that language does not read so."""
    labels = [label for index in own if (label := pieces[index].label) is not None]
    if any(label.kind not in (Kind.NUMBER, Kind.POINT) for label in labels):
        return None  # articles numbered, or bare numbers: what is an article is already read
    titles: list[int] = []
    for before, index in itertools.pairwise(own):
        label = pieces[index].label
        if label is None or label.kind is not Kind.NUMBER or len(label.numbers) < 2:
            continue
        if label.numbers[0] != len(titles) + (label.numbers[1:] == (1,)):
            return None  # a group opened otherwise than by its "N.1", or numbered out of turn
        if label.numbers[1:] != (1,):
            continue
        if not _heads_an_article(pieces[before]):
            return None
        titles.append(before)
    flagged = {index for index in own if pieces[index].section_title}
    if len(titles) < 2 or not flagged <= set(titles):
        return None
    return titles


def _heads_an_article(piece: Piece) -> bool:
    """A title as ``is_section_title`` reads one, or, right over an article's first clause, a
    little more: a heading in capitals of a short word ("PAY"), or one Word styles so (in bold,
    or in the outline) longer — Vietnamese headings of seven or more syllables ("Chuyển giao
    quyền sở hữu trí tuệ") are common."""
    if piece.label is not None or _TITLE_OVER_CLAUSES.match(piece.text.strip("*_# ")):
        return False
    if is_section_title(piece.text, bold=piece.bold):
        return True
    text = piece.text.strip("*_# ")
    return (
        (piece.bold or piece.depth is not None or in_capitals(text, letters=2))
        and word_count(text) <= _LONGEST_ARTICLE_HEADING
        and text[:1].isupper()
        and not SENTENCE_END.search(text)
        and not text.endswith(":")
    )


_LONGEST_ARTICLE_HEADING = 12
# A document's own title ("HỢP ĐỒNG LAO ĐỘNG", "PHỤ LỤC HỢP ĐỒNG", "LABOUR CONTRACT") right
# over its first clause heads the document, not its first article
_TITLE_OVER_CLAUSES = re.compile(
    r"(?:hợp\s+đồng|phụ\s+lục|thỏa\s+thuận|thoả\s+thuận|bản\s+cam\s+kết)\b"
    r"|.*\b(?:contract|agreement|appendix|addendum|annex)$",
    re.IGNORECASE,
)


def _translates_a_label(pieces: list[Piece], title: int, following: int) -> bool:
    """The piece after a title is the translation of a labelled one, itself after the title:
    an interleaved document labels only its Vietnamese ("1.3. Người lao động …" then "The
    employee …"), so an English title between two sub-clauses has no label of its own after
    it."""
    translated = pieces[following - 1]
    return (
        following - 1 > title
        and translated.lang is not pieces[following].lang
        and bool(translated.label)
    )


def _untranslated_titles_as_text(pieces: list[Piece]) -> list[Piece]:
    """A title in one language where the other has none, when both number their clauses
    alike, is text: a translation keeps a section's title, and a line in capitals only one
    language has between the same two clauses is as likely a rule set in capitals ("NGHIÊM
    CẤM HÚT THUỐC TRONG VĂN PHÒNG") — left out as a title, it was lost without a word. Kept
    as text, it stays with the clause before it, where a person sees it. Not where the other
    language has no title at all and this one several: that translation omits titles, and
    each title kept as text ran into the end of the clause before, away from its own."""
    labelled = {
        lang: [index for index, piece in enumerate(pieces) if piece.lang is lang and piece.label]
        for lang in (Lang.VI, Lang.EN)
    }
    numbers = {
        lang: [label.numbers for index in labelled[lang] if (label := pieces[index].label)]
        for lang in (Lang.VI, Lang.EN)
    }
    if numbers[Lang.VI] != numbers[Lang.EN]:
        return pieces  # the clauses do not pair one for one: which title is whose is unknown
    titled = {lang: _titles_by_rank(pieces, lang, labelled[lang]) for lang in (Lang.VI, Lang.EN)}
    result = list(pieces)
    for lang, other in ((Lang.VI, Lang.EN), (Lang.EN, Lang.VI)):
        if not titled[other] and len(titled[lang]) > 1:
            continue  # a translation that keeps none of the titles leaves them out: titles
        for rank, index in titled[lang].items():
            if rank not in titled[other]:
                result[index] = dataclasses.replace(pieces[index], section_title=False)
    return result


def _titles_by_rank(pieces: list[Piece], lang: Lang, labelled: list[int]) -> dict[int, int]:
    """Where ``lang``'s section titles are, by the rank of the label each heads."""
    titled: dict[int, int] = {}
    rank = 0
    for index, piece in enumerate(pieces):
        while rank < len(labelled) and labelled[rank] < index:
            rank += 1
        if piece.section_title and piece.lang is lang:
            titled[rank] = index
    return titled


def _translation_beside(pieces: list[Piece], index: int) -> Piece | None:
    """The unlabelled piece of the other language right after a Vietnamese one, right before
    an English one (an interleaved document's translation)."""
    piece = pieces[index]
    at = index + 1 if piece.lang is Lang.VI else index - 1
    if not 0 <= at < len(pieces):
        return None
    other = pieces[at]
    if other.lang is piece.lang or other.lang not in (Lang.VI, Lang.EN) or other.label:
        return None
    return other


_LAST_SENTENCE_END = re.compile(r"[.!?…]$")


def _vietnamese_first(pieces: list[Piece]) -> list[Piece]:
    """An interleaved document that puts each English paragraph before its Vietnamese one
    ("Article 1 …" then "Điều 1 …"), read as if the Vietnamese came first — the order the
    pairing expects. English-first is when more adjacent labels of the same number go English
    then Vietnamese than the other way round."""
    english_first = vietnamese_first = 0
    for before, after in itertools.pairwise(pieces):
        if before.label is None or after.label is None or before.lang is after.lang:
            continue
        if before.half and after.half:
            continue  # the halves of one bilingual line say nothing of the paragraphs' order
        if before.label.numbers == after.label.numbers and before.label.kind is not Kind.CHAPTER:
            if before.lang is Lang.EN:
                english_first += 1
            else:
                vietnamese_first += 1
    if english_first < 2 or english_first <= vietnamese_first:
        return pieces
    result: list[Piece] = []
    index = 0
    while index < len(pieces):
        piece = pieces[index]
        # a run: an English cell of several paragraphs ("1.1 Employer: …", "Enterprise code: …")
        # before the Vietnamese cell of the same row
        english_end = _run_end(pieces, index, Lang.EN)
        vietnamese_end = _translation_end(pieces, index, english_end)
        if (
            piece.lang is Lang.EN
            and vietnamese_end > english_end
            and _translates(piece, pieces[english_end])
        ):
            result += pieces[english_end:vietnamese_end] + pieces[index:english_end]
            index = vietnamese_end
        else:
            result.append(piece)
            index += 1
    return result


def _english_first_clauses(pieces: list[Piece]) -> list[Piece]:
    """A document written Vietnamese first that puts the English first in some of its clauses
    (an article translated by another hand, or pasted in the other order): each such pair
    read Vietnamese first. Two shapes, each told apart from a translation that is simply
    missing:

    - labels on both sides: an English paragraph right before a Vietnamese one of the same
      label ("3.1. Base salary …" / "3.1. Mức lương …"), itself after an English paragraph
      (after a Vietnamese one it is that one's translation: "Khoản 2. …" / "Section 2. …"
      before "Điều 2. …", or a label typed twice);
    - English unlabelled: right after an article's heading and its translation, the
      paragraphs go English, Vietnamese, English, Vietnamese, … and end on a Vietnamese one
      (the next article's heading, or the signatures, after it). Read Vietnamese first, the
      heading's English had taken the first English paragraph and each English paragraph the
      clause before its own, the last clause left with none.

    Read as they stood, each English text landed on the clause before its own."""
    result = list(pieces)
    index = 0
    while index < len(result) - 1:
        if _english_before_its_vietnamese(result, index):
            result[index], result[index + 1] = result[index + 1], result[index]
            index += 2
            continue
        end = _unlabelled_english_first_run(result, index)
        if end > index:
            for at in range(index, end, 2):
                result[at], result[at + 1] = result[at + 1], result[at]
            index = end
            continue
        index += 1
    return result


def _english_before_its_vietnamese(pieces: list[Piece], index: int) -> bool:
    english, vietnamese = pieces[index], pieces[index + 1]
    if english.lang is not Lang.EN or vietnamese.lang is not Lang.VI:
        return False
    if any(piece.half or piece.from_table for piece in (english, vietnamese)):
        return False
    if english.label is None or vietnamese.label is None or english.label.kind is Kind.CHAPTER:
        return False
    if english.label.kind is not vietnamese.label.kind:
        return False
    if _numbering(english.label) != _numbering(vietnamese.label):
        return False
    # after an English paragraph (the article heading's translation, or the clause before
    # read English first too): after a Vietnamese one, the English is its translation ("Khoản
    # 2. …" / "Section 2. …" before "Điều 2. …"), and the Vietnamese after it the next one
    return index > 0 and pieces[index - 1].lang is Lang.EN


def _unlabelled_english_first_run(pieces: list[Piece], index: int) -> int:
    """Where the run of unlabelled English paragraphs each before its Vietnamese one, opening
    at ``index`` right after an article's heading and its translation, ends; ``index`` when
    there is none."""
    if index < 2 or not _heading_pair(pieces[index - 2], pieces[index - 1]):
        return index
    end = index
    while end + 1 < len(pieces):
        english, vietnamese = pieces[end], pieces[end + 1]
        if english.lang is not Lang.EN or english.label is not None:
            break
        if vietnamese.lang is not Lang.VI or (
            vietnamese.label is not None and vietnamese.label.kind in _OPENS_THE_CLAUSES
        ):
            break
        if any(piece.half or piece.from_table for piece in (english, vietnamese)):
            break
        end += 2
    if end == index or (end < len(pieces) and pieces[end].lang is not Lang.VI):
        return index  # no pair, or an English paragraph more: a translation missing
    # Read by order, the run is an English note on the heading ("(applicable after
    # probation)") and clauses each followed by its English, the last untranslated: the same
    # paragraphs, shifted by one. Pairs only where each English ends as its Vietnamese does
    # and states its numbers; a note's ending ("…)", "…:") against a point's (";"), or a
    # point's against the last one's ("."), is that shift, and stays as read (the last
    # clause's English reported missing, not another's taken silently).
    if not all(_ends_alike(pieces[at + 1], pieces[at]) for at in range(index, end, 2)):
        return index
    return end


def _ends_alike(vietnamese: Piece, english: Piece) -> bool:
    """A paragraph and its translation end alike (".", ":", ")", … — a list item's ";" is a
    translation's "." as often as its ";") and state the same amounts, years and
    percentages."""
    endings = [_ending(piece.body) for piece in (vietnamese, english)]
    return endings[0] == endings[1] and differences(vietnamese.body, english.body) == ([], [])


# closing quotes and emphasis a paragraph's last mark may stand in
_CLOSING = " *_\"'\u201d\u2019\u00bb"
_ENDINGS = {";": ".", ".": ".", "!": ".", "?": ".", "…": ".", ":": ":", ",": ",", ")": ")"}


def _ending(text: str) -> str:
    """A paragraph's last mark as a translation keeps it ("." for "!", "?", "…"), "" for none."""
    stripped = text.rstrip(_CLOSING)
    return _ENDINGS.get(stripped[-1:], "")


def _heading_pair(vietnamese: Piece, english: Piece) -> bool:
    """An article's (or an appendix's) heading, then its translation."""
    return (
        vietnamese.lang is Lang.VI
        and english.lang is Lang.EN
        and vietnamese.label is not None
        and english.label is not None
        and vietnamese.label.kind in _OPENS_THE_CLAUSES
        and english.label.kind is vietnamese.label.kind
        and vietnamese.label.numbers == english.label.numbers
    )


def _paired_by_label(pieces: list[Piece]) -> list[Piece]:
    """Two paragraphs in a row opening with the same label, read as one language, are a
    clause and its translation: "1.1. Chức danh: Senior Backend Engineer (Golang)." reads as
    English by most of its words, and "a) Microsoft 365 Business Premium;" is the same in
    both. The one with Vietnamese letters is the Vietnamese; with none, the one the document
    puts first (Vietnamese first, unless its other pairs put the English first). Two with
    Vietnamese letters are a label typed twice, and stay as read."""
    english_first = _english_first_pairs(pieces)
    result = list(pieces)
    for index in range(len(result) - 1):
        one, other = result[index], result[index + 1]
        if not _same_label_same_language(one, other):
            continue
        marked = [_vietnamese_words(one), _vietnamese_words(other)]
        if all(marked):
            continue  # both Vietnamese: a label typed twice ("2.2." … "2.2."), no translation
        if marked[0] != marked[1]:
            vietnamese = 0 if marked[0] > marked[1] else 1
        else:
            vietnamese = 1 if english_first else 0
        result[index + vietnamese] = dataclasses.replace(result[index + vietnamese], lang=Lang.VI)
        result[index + 1 - vietnamese] = dataclasses.replace(
            result[index + 1 - vietnamese], lang=Lang.EN
        )
    return result


# English words (common ones count double) a sentence not confidently either language needs
# to be read as English where the alternation calls for it
_ENGLISH_WORDS_TO_TURN = 3


def _alternation_kept(pieces: list[Piece]) -> list[Piece]:
    """An unlabelled paragraph of an interleaved document read as the language of the one
    before it, where the two languages took turns up to there and its own language keeps
    them doing so: a Vietnamese sentence made mostly of English terms ("Review code qua
    GitHub pull request; deploy bằng CI/CD pipeline.", joined by Vietnamese words)
    between two English ones with no Vietnamese letter is Vietnamese; an English sentence
    naming a Vietnamese address ("Documents go to: HR Department, số 12 ngõ 34 phố Hoàng
    Quốc Việt, …", not confidently either) after a Vietnamese one, and followed by no
    English, is English. Read as they were, each had gone to the other language of its
    clause. A translation split into paragraphs of its own (all the Vietnamese of a clause,
    then all its English) takes no turns, and a name or a term in parentheses joins nothing."""
    result = list(pieces)
    for index in range(3, len(result)):
        first, earlier, before, piece = result[index - 3 : index + 1]
        after = result[index + 1] if index + 1 < len(result) else None
        if piece.label is not None or piece.from_table or piece.half or before.half:
            continue
        if before.from_table or before.lang is not piece.lang:
            continue
        if earlier.lang is piece.lang or first.lang is not piece.lang:
            continue
        if piece.lang is Lang.EN:
            turns = (
                after is not None
                and after.lang is Lang.EN
                and after.label is None
                and not (after.half or after.from_table)
                and _joined_in_vietnamese(piece.body)
                and not _vietnamese_words(after)
                and not _vietnamese_words(before)
            )
        else:
            turns = (
                (after is None or after.lang is not Lang.EN)
                and not is_confident(piece.text)
                and english_weight(piece.text) >= _ENGLISH_WORDS_TO_TURN
            )
        if turns:
            other = Lang.VI if piece.lang is Lang.EN else Lang.EN
            result[index] = dataclasses.replace(piece, lang=other)
    return result


# Words that join a Vietnamese sentence, never an English one's (outside parentheses, where a
# translation may give the Vietnamese term: "the canteen (nhà ăn)")
_VIETNAMESE_JOINING_WORDS = frozenset(
    (  # noqa: SIM905 - a list of words, read as one
        "và của được các này có không với là những theo bằng qua để khi trong cho từ đến sẽ"
        " phải đã tại vào hoặc nếu thì mỗi hằng"
    ).split()
)


def _joined_in_vietnamese(text: str) -> bool:
    """Two different Vietnamese joining words: one alone may be a name's ("Công ty TNHH
    Thương mại và Dịch vụ ABC" in an English sentence)."""
    words = re.sub(r"\([^()]*\)", " ", text).split()
    joining = {word.strip(".,;:!?") for word in words} & _VIETNAMESE_JOINING_WORDS
    return len(joining) >= 2


def _same_label_same_language(one: Piece, other: Piece) -> bool:
    if one.lang is not other.lang or one.half or other.half or one.from_table or other.from_table:
        return False
    if one.label is None or other.label is None or one.label.kind is Kind.CHAPTER:
        return False
    return one.label.kind is other.label.kind and _numbering(one.label) == _numbering(other.label)


def _vietnamese_words(piece: Piece) -> int:
    return sum(has_vietnamese_letters(word) for word in piece.body.split())


def _english_first_pairs(pieces: list[Piece]) -> bool:
    """More pairs of paragraphs with the same label go English, then Vietnamese."""
    order = Counter(
        before.lang
        for before, after in itertools.pairwise(pieces)
        if before.label is not None
        and after.label is not None
        and before.lang is not after.lang
        and not (before.half and after.half)
        and _numbering(before.label) == _numbering(after.label)
    )
    return order[Lang.EN] > order[Lang.VI]


def _translation_end(pieces: list[Piece], start: int, end: int) -> int:
    """Where the Vietnamese run after the English run ``pieces[start:end]`` ends, taking no
    labelled piece the English run does not have in that order: the next article's heading,
    or a Vietnamese-only clause, is not part of this translation. Nor is a signature block's
    line ("FOR THE EMPLOYER ĐẠI DIỆN NGƯỜI SỬ DỤNG LAO ĐỘNG", an English | Vietnamese row
    printed on one line, read as Vietnamese): taken into the run, it went ahead of the last
    clause's English, which the signatures then closed off — lost, silently."""
    wanted = [_numbering(p.label) for p in pieces[start:end] if p.label is not None]
    stop = end
    while stop < len(pieces) and pieces[stop].lang is Lang.VI:
        if stop > end and is_signature_marker(pieces[stop].text):
            break
        label = pieces[stop].label
        if label is not None:
            if not wanted or _numbering(label) != wanted[0]:
                break
            wanted.pop(0)
        stop += 1
    return stop


def _numbering(label: Label) -> tuple[tuple[int, ...], str]:
    return label.numbers, label.letter


def _run_end(pieces: list[Piece], start: int, lang: Lang) -> int:
    """Where the run of ``lang`` pieces from ``start`` ends (a piece is never neutral)."""
    end = start
    while end < len(pieces) and pieces[end].lang is lang:
        end += 1
    return end


def _translates(english: Piece, vietnamese: Piece) -> bool:
    """An English piece right before a Vietnamese one of the same label (or both unlabelled):
    a pair written English first. An English title or paragraph with no partner stays put."""
    if vietnamese.lang is not Lang.VI:
        return False
    if english.label is None or vietnamese.label is None:
        return english.label is None and vietnamese.label is None
    return english.label.numbers == vietnamese.label.numbers


_OPENS_THE_CLAUSES = (Kind.ARTICLE, Kind.APPENDIX)


def _numbered_preamble(pieces: list[Piece]) -> list[Piece]:
    """In a document whose articles are worded ("Điều 1", "Điều 2", …), what is numbered
    before the first of them is the preamble's own list ("BÊN A … 1. Đại diện: … 2. Địa chỉ:
    …"), not §1, §2 to collide with Điều 1 and Điều 2. Each language is judged by its own
    labels: Vietnamese numbered "1.", "2." beside English "Article 1" keeps its numbers."""
    result = list(pieces)
    for lang in (Lang.VI, Lang.EN):
        opening = [
            (index, piece.label.kind)
            for index, piece in enumerate(pieces)
            if piece.lang is lang
            and piece.label is not None
            and piece.label.kind in _OPENS_THE_CLAUSES
        ]
        articles = sum(1 for _, kind in opening if kind is Kind.ARTICLE)
        if not opening or opening[0][1] is not Kind.ARTICLE or articles < 2:
            continue
        first = pieces[opening[0][0]].label
        if first is None or first.numbers != (1,):
            continue  # the articles do not start there ("Điều 105 Bộ luật …" in a clause)
        if any(is_signature_marker(piece.text) for piece in pieces[: opening[0][0]]):
            continue  # numbered clauses, signed, then an appendix in articles: keep them
        _unlabel_before(result, pieces, lang, opening[0][0])
    for lang in (Lang.VI, Lang.EN):
        body = _body_after_numbered_parties(pieces, lang)
        if body is not None:
            _unlabel_before(result, pieces, lang, body)
    return result


def _unlabel_before(result: list[Piece], pieces: list[Piece], lang: Lang, end: int) -> None:
    for index in range(end):
        piece = pieces[index]
        label = piece.label
        if piece.lang is lang and label is not None and label.kind is not Kind.CHAPTER:
            result[index] = dataclasses.replace(piece, label=None)


def _body_after_numbered_parties(pieces: list[Piece], lang: Lang) -> int | None:
    """Where the clauses start after parties numbered in parentheses, as law firms' templates
    list them ("(1) CÔNG TY TNHH …", "(2) Ông …", "XÉT RẰNG:", "(A) …", "(B) …", then "1.
    ĐỊNH NGHĨA", "2. …"): the first "1." written bare after at least two "(1)", "(2)" and
    nothing but labels in parentheses. The parties had been §1 and §2, the recitals §2(a) and
    §2(b), and the real §1 and §2 appended to them (``duplicate_ref``). Parentheses alone are
    not enough: "(1) Quyền lợi:" then "1. …" is a clause's list, and numbers in parentheses
    that go on after a signature, or around an appendix, stay as they are; nor does a "1."
    that opens the list of the last "(n)" ("(3) Thưởng khác:" then "1. …", "2. …"), or after
    which "(n+1)" goes on: those "(n)" are the clauses, the bare numbers their list."""
    labelled = [
        (index, piece.label)
        for index, piece in enumerate(pieces)
        if piece.lang is lang and piece.label is not None
    ]
    parties = 0
    for position, (index, label) in enumerate(labelled):
        in_parentheses = label.text.startswith("(")
        if label.kind is Kind.PLAIN and in_parentheses:
            if label.numbers != (parties + 1,):
                return None
            parties += 1
            continue
        if label.kind is Kind.POINT and in_parentheses and parties >= 2:
            continue  # the recitals: "(A)", "(B)"
        bare_one = label.kind is Kind.PLAIN and label.numbers == (1,) and not in_parentheses
        if not bare_one or parties < 2:
            return None
        goes_on = any(
            later.kind is Kind.PLAIN and later.numbers == (2,) and not later.text.startswith("(")
            for _, later in labelled[position + 1 :]
        )
        if not goes_on or any(is_signature_marker(piece.text) for piece in pieces[:index]):
            return None
        if _opens_a_list(pieces, lang, index) or _parentheses_go_on(
            labelled[position + 1 :], parties
        ):
            return None
        return index
    return None


def _opens_a_list(pieces: list[Piece], lang: Lang, index: int) -> bool:
    """The paragraph before the "1." in its language is a "(n)" or "(A)" introducing a list
    ("(3) Chế độ làm việc, gồm:"): a party, or a recital, is no such thing."""
    before = next((piece for piece in reversed(pieces[:index]) if piece.lang is lang), None)
    return (
        before is not None
        and before.label is not None
        and before.label.text.startswith("(")
        and before.text.rstrip().endswith(":")
    )


def _parentheses_go_on(after: list[tuple[int, Label]], parties: int) -> bool:
    """The first number in parentheses after the "1." goes on from the last before it
    ("(3)", "1.", "2.", then "(4)"): a list in a clause would open at "(1)"."""
    for _, label in after:
        if label.kind is Kind.PLAIN and label.text.startswith("("):
            return label.numbers == (parties + 1,)
    return False


def _appendices_listed(pieces: list[Piece]) -> list[Piece]:
    """The list of a contract's appendices in one of its clauses ("Các phụ lục sau là một
    phần không tách rời của Thỏa thuận:" then "Phụ lục 1 - Danh sách sáng chế có trước;",
    "Phụ lục 2 - …"): items of a list a colon opens, each numbering an appendix the document
    heads again further on, are that clause's text. They had opened the appendices there,
    taking the clause's list and the contract's last clauses with them (``duplicate_ref``)."""
    result = list(pieces)
    for lang in (Lang.VI, Lang.EN):
        indices = [index for index, piece in enumerate(pieces) if piece.lang is lang]
        listing = False
        for position, index in enumerate(indices):
            piece, label = pieces[index], pieces[index].label
            is_appendix = label is not None and label.kind is Kind.APPENDIX and label.numbers
            if listing and is_appendix and label is not None:
                headed_again = any(
                    (later := pieces[other].label) is not None
                    and later.kind is Kind.APPENDIX
                    and later.numbers == label.numbers
                    for other in indices[position + 1 :]
                )
                if headed_again:
                    result[index] = dataclasses.replace(piece, label=None)
                    continue
            listing = piece.body.rstrip().endswith(":")
    return result


# "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG", "CONTRACT APPENDIX", "APPENDIX TO THE LABOUR CONTRACT": an
# appendix's heading naming no number
_TITLED_APPENDIX = re.compile(
    r"^(?:phụ\s+lục\b|(?:(?:labou?r|employment|contract)\s+)*(?:appendix|annex)\b"
    r"|.{0,40}\bcontract\s+(?:appendix|annex)\s*$)",
    re.IGNORECASE,
)


def _titled_appendices(pieces: list[Piece]) -> list[Piece]:
    """An appendix attached after a contract's clauses, headed by its title in capitals and no
    number ("PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG" / "CONTRACT APPENDIX"), whose own numbering starts
    again ("Điều 1"): the next appendix. Its articles had been the contract's, numbered twice
    (a salary under the contract's "Công việc")."""
    result = list(pieces)
    appendices = {Lang.VI: 0, Lang.EN: 0}  # numbered so far, in each language
    # the last article in each language (the English title of a file holding all the
    # Vietnamese first comes after the Vietnamese's articles only)
    last_articles: Counter[Lang] = Counter()
    for index, piece in enumerate(pieces):
        if piece.label is not None:
            numbers = piece.label.numbers
            if piece.label.kind is Kind.ARTICLE and numbers:
                last_articles[piece.lang] = numbers[0]
            if piece.label.kind is Kind.APPENDIX:
                appendices[piece.lang] = numbers[0] if numbers else appendices[piece.lang] + 1
            continue
        text = piece.text.strip()
        if last_articles[piece.lang] < 2 or not in_capitals(text, letters=6):
            continue  # no contract's articles past the first to have ended
        following = next((p.label for p in pieces[index + 1 :] if p.label is not None), None)
        heading = _TITLED_APPENDIX.match(text)
        restarts = (
            following is not None
            and following.kind is Kind.ARTICLE  # "Điều 1" again, not a list ("1. …")
            and following.numbers[:1] == (1,)
        )
        if heading is not None and restarts:
            rest = text[heading.end() :].strip(" :.\u2013-")
            appendices[piece.lang] += 1
            number = (appendices[piece.lang],)
            label = Label(Kind.APPENDIX, heading.group().strip(), number, "", rest)
            result[index] = dataclasses.replace(piece, label=label)
    return result


# The title of another signed document ("HỢP ĐỒNG LAO ĐỘNG", "THỎA THUẬN BẢO MẬT …", "BẢN CAM
# KẾT …"), not an appendix's ("PHỤ LỤC HỢP ĐỒNG" is one, ``_titled_appendices``).
_DOCUMENT_TITLE = re.compile(r"^(?:hợp\s+đồng|th(?:ỏa|oả)\s+thuận|(?:bản\s+)?cam\s+kết)\b", re.I)


def _refuse_several_documents(pieces: list[Piece], path: Path) -> None:
    """One file holding two signed documents (a contract, then its NDA): after the first one's
    articles, a title in capitals and "Điều 1" again. Read as one, the second's articles had
    been appended to the first's (``duplicate_ref``), so a citation of the contract's §1 was
    checked against the NDA's text too. Each is imported on its own."""
    last_article = 0
    vietnamese = [piece for piece in pieces if piece.lang is Lang.VI]
    for index, piece in enumerate(vietnamese):
        label = piece.label
        if label is not None:
            if label.kind is Kind.ARTICLE and label.numbers:
                last_article = label.numbers[0]
            elif label.kind is Kind.APPENDIX:
                return  # what follows an appendix heading is the appendix's
            continue
        text = piece.text.strip()
        if last_article < 2 or not (in_capitals(text, letters=6) and _DOCUMENT_TITLE.match(text)):
            continue
        following = next((p.label for p in vietnamese[index + 1 :] if p.label is not None), None)
        if following is not None and following.kind is Kind.ARTICLE and following.numbers == (1,):
            raise DocumentUnreadable(
                "several_documents",
                f"{path.name} holds more than one document: after {last_article} articles, "
                f"{text[:60]!r} numbers its own from Điều 1. Import each document on its own "
                "(a contract's appendices may stay with it).",
            )


def _appendix_title(pieces: list[Piece]) -> list[Piece]:
    """A document that opens with its only appendix heading ("PHỤ LỤC SỐ 01 … Điều 1 …") is
    that appendix: the heading is its title and its articles are §1, §2 — as they are when
    the title reads "PHỤ LỤC HỢP ĐỒNG". Appendices after a contract's clauses, or several,
    stay §A1, §A2."""
    opening = {lang: _opens_its_language(pieces, lang) for lang in (Lang.VI, Lang.EN)}
    # (each language's title only where the other's is too, or the other has no appendix
    # heading: an English appendix alone after a Vietnamese contract and its appendix stays
    # one)
    titles = {
        lang
        for lang, other in ((Lang.VI, Lang.EN), (Lang.EN, Lang.VI))
        if opening[lang] and (opening[other] or not _appendix_headings(pieces, other))
    }
    return [
        dataclasses.replace(piece, label=None)
        if piece.label is not None and piece.label.kind is Kind.APPENDIX and piece.lang in titles
        else piece
        for piece in pieces
    ]


def _opens_its_language(pieces: list[Piece], lang: Lang) -> bool:
    """Whether ``lang``'s text opens with its only appendix heading (each language read on its
    own: the English half of a file holding all the Vietnamese first opens with "APPENDIX NO.
    01 TO THE LABOUR CONTRACT", its title, after the Vietnamese's articles)."""
    labelled = [piece.label for piece in pieces if piece.label is not None and piece.lang is lang]
    if not labelled or labelled[0].kind is not Kind.APPENDIX:
        return False
    return len(_appendix_headings(pieces, lang)) == 1


def _appendix_headings(pieces: list[Piece], lang: Lang) -> set[tuple[int, ...]]:
    """The numbers of ``lang``'s appendix headings ("PHỤ LỤC" alone opening a document is its
    first)."""
    return {
        piece.label.numbers or (1,)
        for piece in pieces
        if piece.label is not None and piece.label.kind is Kind.APPENDIX and piece.lang is lang
    }


def _roman_sections(pieces: list[Piece]) -> list[Piece]:
    labels = roman_sections_as_articles([piece.label for piece in pieces])
    return [
        piece if label is piece.label else dataclasses.replace(piece, label=label)
        for piece, label in zip(pieces, labels, strict=True)
    ]


def _by_numbers(vi_pieces: list[Piece], en_pieces: list[Piece]) -> Assembler:
    """The Vietnamese text, then the English text, paired by clause numbers only."""
    assembler = Assembler(by_position=False)
    # each file fed whole, so that a signature block's captions see the signing line below
    # them (``Assembler._captions_signatures``)
    assembler.feed_all(vi_pieces)
    assembler.restart_english()
    assembler.feed_all(en_pieces)
    return assembler


def _require_vietnamese(pieces: list[Piece], path: Path, blocks: list[Block]) -> None:
    if not pieces:
        if any(_LETTER.search(block.text) for block in blocks if isinstance(block, Paragraph)):
            # (a Chinese or Japanese text had been told it held no text and to run OCR)
            raise DocumentUnreadable(
                "no_vietnamese",
                f"{path.name} has text, but none of it Vietnamese or English; the signed "
                "original, in Vietnamese, is needed.",
            )
        raise DocumentUnreadable(
            "no_text",
            f"{path.name} holds no text (only images, or an empty page?); upload the document "
            "with its text, or run OCR on a scan first.",
        )
    if _typed_without_marks(pieces):
        raise DocumentUnreadable(
            "vietnamese_without_marks",
            f'{path.name} holds Vietnamese without its tone marks ("Nguoi lao dong"): typed '
            "so, or a PDF whose text layer lost them. The signed original, with its marks, is "
            "needed.",
        )
    if not any(detect(piece.text) is Lang.VI for piece in pieces):
        raise DocumentUnreadable(
            "no_vietnamese", f"{path.name} has no Vietnamese text; the signed original is needed."
        )
    if not any(_OWN_LETTER.search(piece.text) for piece in pieces):
        # French, Spanish or Portuguese share Vietnamese's accented vowels (é, à, ô), enough
        # to be read as Vietnamese, but none writes đ, ă, ơ, ư nor a vowel with a hook or a
        # dot below ("Điều", "Người lao động", "Nghỉ"): a French contract had been imported
        raise DocumentUnreadable(
            "no_vietnamese",
            f"{path.name} has no Vietnamese text (no đ, ă, ơ, ư or ả anywhere: another "
            "language with accents?); the signed original, in Vietnamese, is needed.",
        )


# A letter of any script; the letters only Vietnamese writes among languages in Latin letters.
_LETTER = re.compile(r"[^\W\d_]")
_OWN_LETTER = re.compile("[đăơưĩũĐĂƠƯĨŨ\u1ea0-\u1ef9]")


# Syllables every Vietnamese contract repeats, as they read with their tone marks stripped.
_TONELESS_SYLLABLES = frozenset(
    (
        *("nguoi", "lao", "dong", "cong", "hop", "dieu", "khoan", "cua", "duoc", "cac"),
        *("trong", "theo", "ngay", "thang", "khong", "voi", "nhung", "viec", "lam", "luong"),
        *("hieu", "luc", "thoi", "gian", "quyen", "nghia", "vu"),
    )
)


def _typed_without_marks(pieces: list[Piece]) -> bool:
    """Vietnamese typed without its marks, its syllables spelt in plain ASCII — marked words
    few beside them (a name or a code the English keeps marked): not the signed text (its words
    cannot be told from English, nor quoted as signed)."""
    text = " ".join(piece.text for piece in pieces)
    words = re.findall(r"[a-z]+", text.lower())
    syllables = sum(1 for word in words if word in _TONELESS_SYLLABLES)
    if syllables < _TONELESS_MINIMUM or syllables * 10 < len(words):
        return False
    # Marks only in a few names and codes ("Võ Đình Khải", "HĐLĐ", written so in the English)
    # leave the Vietnamese unmarked all the same: marked words must be common beside them.
    marked = sum(1 for word in re.findall(r"\w+", text) if has_vietnamese_letters(word))
    return marked * _MARKED_PER_TONELESS < syllables


_TONELESS_MINIMUM = 8
# Vietnamese typed with its marks has far more marked words than toneless spellings of marked
# syllables (a real text's "lao", "theo", "trong" are few of those in the list)
_MARKED_PER_TONELESS = 2


def _require_english(pieces: list[Piece], path: Path) -> None:
    if not any(detect(piece.text) is Lang.EN for piece in pieces):
        raise DocumentUnreadable(
            "no_english", f"{path.name} (the English file) has no English text."
        )
