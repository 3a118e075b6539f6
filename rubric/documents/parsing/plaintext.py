"""Lines of markdown, plain text or a PDF's text layer grouped into paragraphs and tables.

Text files and PDFs have no paragraph objects: a wrapped sentence spans several lines, and an
interleaved document may put the English line right under the Vietnamese one with no blank
line between. A line therefore starts a new paragraph when it starts with a clause label or a
markdown marker, when the language flips, after a blank line, and (PDF only, which has no blank
lines) after a line that ends a sentence. A PDF line ending in a hyphenated word ("confiden-")
is rejoined with the next line when that starts in lower case ("tial"): Vietnamese syllables
are never hyphenated, English words are. A text line that ends with its own parenthesised
English translation ("… (The Employee …).") ends its paragraph.
"""

from __future__ import annotations

import bisect
import dataclasses
import html
import itertools
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

from rubric.documents.parsing.bilingual import (
    data_row_figures,
    split_bilingual_line,
    split_parenthesised,
)
from rubric.documents.parsing.english_words import broken_at_line_end
from rubric.documents.parsing.formats import (
    Block,
    Paragraph,
    Table,
    is_page_number,
    number_mid_sentence,
)
from rubric.documents.parsing.furniture import is_signature_marker
from rubric.documents.parsing.inline_lists import inline_list_lines
from rubric.documents.parsing.labels import (
    Kind,
    Label,
    parse_label,
    plain_style,
    runs_on_unseparated,
)
from rubric.documents.parsing.language import (
    LANG_PREFIX,
    SENTENCE_WORDS,
    Lang,
    detect,
    english_weight,
    has_vietnamese_letters,
    is_confident,
    vietnamese_names_only,
)
from rubric.documents.parsing.text import (
    as_long_as_a_translation,
    collapse,
    in_capitals,
    nfc,
    strip_markdown,
    word_count,
)

# A list item's bullet, as a character class: a hyphen, or the en dash Word makes of one, an em
# dash, circles, squares, arrows, ticks, a middle dot.
BULLET = "[-+*•\u2013\u2014○◦▪●■►➢✓✔·]"
# What opens a block of its own at a line's start: a heading, a bullet, a block quote, a
# numbered item, a table row.
_MARKER = re.compile(rf"^\s*(?:#{{1,6}}\s|{BULLET}\s|>|\d{{1,3}}[.)]\s|\|)")
# A list item's bullet opening a line (not a hyphen breaking a word: a space follows it)
_BULLET_LINE = re.compile(rf"^\s*{BULLET}\s+\S")
# A rule typed as a line of one punctuation mark repeated ("-----", "=====", "*****", "_____",
# "~~~~~", "—————", box-drawing "═════"): no text of the clause it ends, nor of the next.
_RULE = re.compile(
    r"^\s*(?:(?:[-*_]\s*){3,}|([=~\u2014\u2013\u2500\u2501\u2550])(?:\s*\1){2,}\s*)$"
)
_TABLE_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_CELL_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
SENTENCE_END = re.compile(r"[.:;!?…)\"”]$")
# A line ending in a hyphen after a word ("confiden-", "multi-", "24-", "Non-"): the word
# goes on at the start of the next line (see ``_rejoined``)
# A list bullet drawn from a symbol font (Word's "" in Symbol or Wingdings, which PDFs map to
# the private use area): no text anyone would quote, and the .docx shows none.
# Bullets drawn as characters ("●", "○", "■" from Google Docs and Word) likewise.
_SYMBOL_BULLET = re.compile(
    r"^(?:[\uf000-\uf0ff]\s*|[\u2022\u2023\u2043\u25a0-\u25ab\u25cb\u25cf\u25e6]\s+)"
)
_BROKEN_WORD = re.compile(r"(\w+)-$")
_FIRST_WORD = re.compile(r"\w+")
_WORDS = re.compile(r"\w+(?:-\w+)*")
# A line ending in one of these stops mid-phrase ("… the probation period in" / "Article 4."):
# the reference on the next line is its object, not a heading. Conjunctions are left out: "…;
# and" is followed by the next point.
DANGLING = re.compile(
    # lower case only: "Long An", "Văn An", "hạng A" and "Phụ lục A" end lines too
    r"(?:^|\s)(?:in|of|under|to|by|with|per|at|from|on|for|than|the|a|an|pursuant"
    r"|tại|theo|của|với|cho|trong|từ|đến|về|thuộc|bởi|là"
    # "… giới hạn nêu ở" / "Điều 107 …": "ở" after citing (not "nhà ở", housing)
    r"|(?:nêu|quy\s+định|ghi|nói|đề\s+cập)\s+ở)$"
)
# a line stopping on a clause named without its article ("… tại khoản 2", "… in Clause 2,")
_A_CLAUSE_NAMED = re.compile(
    r"(?:^|\s)(?:khoản|điểm|[Cc]lause|[Pp]aragraph)\s+(?:\d{1,3}(?:\.\d{1,3})*|[a-zđ]\)?),?$"
)
_FEWEST_WORDS_GOING_ON = 4
_REFERENCE_KINDS = (Kind.ARTICLE, Kind.KHOAN, Kind.APPENDIX, Kind.NUMBER)
# ... and a title a name follows ("… reports to Mr." / "Nguyễn Văn Bình, …", "… cho Ông"), a
# possessive ("… with the Group's" / "Code of Conduct.")
_BEFORE_A_NAME = re.compile(
    r"(?:^|\s)(?:Mr|Mrs|Ms|Dr|Ông|Bà)\.?$|\w['\u2019]s$"
    # a conjunction or "gồm" right after a word ("… Scopus hoặc" / "Web of Science;", "…
    # gồm" / "Microsoft 365 …"; not "…; và", before the next point)
    r"|\w\s+(?:và|hoặc|and|or|gồm|include|includes|including|comprises?)$"
)


def _stops_mid_phrase(line: str) -> bool:
    # (both end at the line's end: searched from its last words only, as ``line`` may be a
    # whole paragraph asked once for each line of the next: "x" / "x" / … had cost its
    # lines times its length)
    tail = max(0, len(line) - _LONGEST_STOP)
    return bool(
        DANGLING.search(line, tail)
        or _BEFORE_A_NAME.search(line, tail)
        or _SENTENCE_OPENED.search(line, tail)
    ) or _bracket_left_open(line)


# a sentence opened on the line's last word, a determiner ("… from the date of signing. The" /
# "Head of Administration … are responsible …"): its rest is below
# (not after a field's colon, "Ngạch: A", "Recipients: All", nor a grade's letter)
_SENTENCE_OPENED = re.compile(r"[.!?]\s+(?:The|This|These|Each|Every|An)$")


def _bracket_left_open(line: str) -> bool:
    """ "… 500.000 đồng (Bằng chữ:" / "Năm trăm nghìn đồng) mỗi tháng.": a bracket the line
    opens and does not close, three words in it or more or a colon; what it holds goes on,
    whatever letter opens the next line ("3.1. Thời giờ làm việc (Working hours", a title's
    bracket never closed, is left as it stands)."""
    opened = line.rfind("(")
    held = line[opened:]
    return opened > line.rfind(")") and (
        held.rstrip().endswith(":") or len(held.split()) >= _WORDS_IN_AN_OPEN_BRACKET
    )


_WORDS_IN_AN_OPEN_BRACKET = 3


_LONGEST_STOP = 40


@dataclass
class _Builder:
    """Accumulates the lines of the paragraph being read."""

    blocks: list[Block] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    italic: bool = False
    closed: bool = False  # the current paragraph takes no more lines (a heading)
    depth: int | None = None  # the markdown outline's (``Paragraph.depth``)
    quoted: bool = False  # inside a quotation (``Paragraph.quoted``)

    def flush(self) -> None:
        text = collapse(" ".join(self.lines))
        if text:
            self.blocks.append(Paragraph(text, self.italic, self.depth, self.quoted))
        self.lines, self.italic, self.closed, self.depth = [], False, False, None

    def add(
        self,
        text: str,
        *,
        italic: bool,
        starts: bool,
        closed: bool = False,
        depth: int | None = None,
        quoted: bool = False,
    ) -> None:
        breaks = starts or self.closed or italic != self.italic or quoted != self.quoted
        if self.lines and (breaks or _flips(self, text)):
            self.flush()
        self.quoted = quoted
        if not self.lines:
            self.italic, self.depth = italic, depth
        self.lines.append(text)
        self.closed = closed


# "A.1 …" opens an item only in a document with lettered appendices or sections ("PHỤ LỤC A",
# "A. TIỀN LƯƠNG"); elsewhere it is a grade or a step a wrapped line starts with ("… ngạch
# lương:" / "A.1 theo Thang lương …").
_LETTER_DOTTED = re.compile(r"[A-HJ-UWYZ]\.\d")
_LETTERED_HEADING = re.compile(
    r"(?:(?:phụ\s+lục|appendix|annex|schedule)(?:\s+(?:số|no\.?))?\s+(?-i:[A-HJ-UWYZ])\b"
    r"|(?-i:[A-HJ-UWYZ])[./]\s)",
    re.IGNORECASE,
)


def _has_lettered_headings(lines: list[str]) -> bool:
    return any(_LETTERED_HEADING.match(strip_markdown(line)[0].strip()) for line in lines)


def _opens_paragraph(line: str) -> bool:
    """A label, "(Article 4 …)" or "EN: …" never continues the line before it."""
    return (
        parse_label(line) is not None
        or parse_label(line.lstrip("([").strip()) is not None
        or bool(LANG_PREFIX.match(line))
    )


_WORDED = (
    r"(?:điều|article|khoản|clause|section|chương|chapter|phụ\s+lục|appendix|annex|mục|điểm"
    r"|paragraph|point)"
)
# "Articles 35, 36 and 37 …" after "… set out in": a plural names references too
_WORDED_START = re.compile(rf"{_WORDED}s?\s+(?:\d|[IVXLC]+\b)", re.IGNORECASE)
# "… theo quy định tại Điều" / "36.1 Bộ luật …": the number of the reference is on the next line.
# Not the words "khoản" and "mục" make in other compounds: a bank transfer or account ("chuyển
# khoản", "tài khoản"), an amount or item ("các khoản", "danh mục", "hạng mục"): "Hình thức trả
# lương: CHUYỂN KHOẢN" / "1.2. Payment method:" had joined the next clause's English to it.
_ENDS_WITH_WORDED = re.compile(
    rf"(?:^|\s)(?<!chuyển\s)(?<!tài\s)(?<!các\s)(?<!những\s)(?<!danh\s)(?<!hạng\s){_WORDED}$",
    re.IGNORECASE,
)
_ENDS_WITH_POINT = re.compile(r"(?:^|\s)(?:điểm|points?)$", re.IGNORECASE)
# A line that stops at the word for "number" ("… kho số", "… phụ lục số", "… warehouse No."):
# the number it names is on the next line, however it looks ("4.", "1. đính kèm …"). Not
# "No" without its full stop: the answer "Không / No" ends a line before the next clause.
_ENDS_WITH_NUMBER_WORD = re.compile(r"(?:^|\s)(?:số|no\.|number|nos\.)$", re.IGNORECASE)


def _names_a_number(line: str) -> bool:
    """The line opens with the number a line ending in "số" / "No." names: a figure alone
    ("4.", "01/2024"), or one that goes on in lower case ("1. đính kèm hợp đồng này") — not
    the next clause's label before its capital ("1.2. Thời gian thử việc …")."""
    if not line[:1].isdigit():
        return False
    label = parse_label(line)
    return label is None or not label.rest or label.rest[:1].islower()


# What follows a point named in a reference: "a) khoản 1.3 Điều này", "(a) of Clause 1.3".
_POINT_REFERENCED = re.compile(
    r"(?:khoản|điều|mục|phụ\s+lục|của|tại|và|hoặc|or|and|of|in|under)\b|[,;]", re.IGNORECASE
)


def _opens_with_point(line: str) -> bool:
    """A point label naming a point of a reference, not opening one: "a) khoản 1.3 …". After
    "… tổng số điểm" (points scored), "a) Loại A: từ 90 điểm" is a point of its own."""
    label = parse_label(line)
    return (
        label is not None
        and label.kind is Kind.POINT
        and _POINT_REFERENCED.match(label.rest) is not None
    )


# "… mức lương tối thiểu vùng" / "I. …", "… grade" / "2 …": a rank's numeral wrapped to the
# next line, no heading.
_ENDS_WITH_RANKED = re.compile(
    r"(?:^|\s)(?:vùng|hạng|bậc|nhóm|loại|[Rr]egion|[Gg]rade|[Ll]evel|[Cc]ategory)$"
)
_NUMERAL_START = re.compile(r"(?:\d{1,3}|[IVXLC]{1,4})\b")


@dataclass
class _Articles:
    """The last article heading and numbers read, to tell the next heading from a wrapped
    reference or a wrapped number."""

    last: int = 0
    top: int = 0  # the first number of the last dotted label ("5.2" → 5)
    # the last bare number of each style ("3." → 3; "(2)" → 2): "2." after "(3)" goes on "1."
    plain: dict[str, int] = field(default_factory=dict)
    # whether the last dotted label ended in a full stop ("5.2." rather than "5.2")
    dotted_with_stop: bool = False

    def _plausible(self, label: Label) -> bool:
        """A bare or dotted number that could come next here: "1." or the next "3." after
        "2."; "5.3" under Điều 5 or 6, or after "5.2" — not "30." or "1.5" after "… 17 giờ"."""
        if label.kind is Kind.PLAIN:
            previous = self.plain.get(plain_style(label), 0)
            return label.numbers[0] in (1, previous, previous + 1)
        near = {1, self.last, self.last + 1, self.top, self.top + 1}
        near |= {n + step for n in self.plain.values() for step in (0, 1)}
        return label.numbers[0] in near

    def _ranks_numeral(self, above: str, line: str) -> bool:
        """ "… tối thiểu vùng" / "I. Người lao động …": the numeral of a rank, wrapped. Not
        under a heading ("5.2. Nâng bậc" / "5.3. …"), nor before a number that could come
        next here: that is the next clause."""
        if not (_ENDS_WITH_RANKED.search(above) and _NUMERAL_START.match(line)):
            return False
        heading = parse_label(above)
        if _is_heading_line(above) or (heading is not None and word_count(heading.rest) < 4):
            return False
        label = parse_label(line)
        return not (
            label is not None and label.kind in (Kind.PLAIN, Kind.NUMBER) and self._plausible(label)
        )

    def wrapped_reference(self, builder: _Builder, line: str) -> bool:
        """A line that opens with a cross-reference after a line that stops mid-sentence
        ("… phù hợp với quy định tại" / "Điều 105 Bộ luật …"): the page wrapped the sentence.

        A reference is certain when the label cannot be one ("Điều 98, Bộ luật …"). An article
        label without a separator ("Điều 105 Bộ luật …") may also be a heading ("Điều 2 Hiệu
        lực"): it is one when it numbers this article or the next (its translation, or the
        next article), and a reference otherwise.
        """
        if not builder.lines:
            return False
        if _ENDS_WITH_NUMBER_WORD.search(builder.lines[-1]) and _names_a_number(line):
            return True  # "… theo phụ lục số" / "1. đính kèm …", "… warehouse No." / "4."
        if SENTENCE_END.search(builder.lines[-1]):
            return False
        if _ENDS_WITH_WORDED.search(builder.lines[-1]) and line[:1].isdigit():
            return True
        if _ENDS_WITH_POINT.search(builder.lines[-1]) and _opens_with_point(line):
            return True  # "… nêu tại điểm" / "a) khoản 1.3 Điều này …"
        if self._ranks_numeral(builder.lines[-1], line):
            return True
        label = parse_label(line)
        if label is None:
            return bool(_WORDED_START.match(line))
        if in_capitals(line, letters=4):  # "ĐIỀU 3 TIỀN LƯƠNG": a heading
            return False
        mid_phrase = DANGLING.search(builder.lines[-1]) and not _is_heading_line(builder.lines[-1])
        if label.kind is Kind.CHAPTER:  # "… giải quyết theo" / "Chương XIV Bộ luật Lao động."
            # a chapter heading has capitals or a separator, and opens with a capital; a
            # section with no title after a line stopped mid-phrase ("… cho Công ty theo" /
            # "Mục 5.") ends the sentence
            untitled = bool(mid_phrase) and not label.rest.strip(" .;")
            return untitled or runs_on_unseparated(line) or line[:1].islower()
        if label.kind in _REFERENCE_KINDS and mid_phrase:
            return True
        if (
            label.kind is Kind.ARTICLE
            and _A_CLAUSE_NAMED.search(builder.lines[-1])
            and sum(word[:1].islower() for word in label.rest.split()) >= _FEWEST_WORDS_GOING_ON
        ):
            # "… theo quy định tại khoản 2" / "Điều 2. Kết quả đánh giá là căn cứ …": the
            # clause's article, the sentence going on (not "Điều 2. Tiền thưởng", a heading)
            return True
        if (
            label.kind is Kind.NUMBER
            and self.dotted_with_stop
            and not label.text.endswith(".")
            and label.rest[:1].islower()
        ):
            # "… được nâng lên" / "2.3 lần lương cơ bản.": a figure the page wrapped, written
            # unlike this document's labels ("2.2.") and going on in lower case
            return True
        if label.kind in (Kind.PLAIN, Kind.NUMBER) and (
            not label.rest or not self._plausible(label)
        ):
            # "… kỳ lương tháng" / "01.": a number alone on its line numbers nothing
            # "… đến 17 giờ" / "30. Thời gian nghỉ trưa …": the page wrapped before a number
            return not (builder.closed and _is_heading_line(builder.lines[-1]))
        if label.kind is not Kind.ARTICLE:
            return False
        if len(label.numbers) > 1:  # "Article 7.2." after "… referred to in": no heading
            return True
        if builder.closed and _is_heading_line(builder.lines[-1]):
            return False
        return runs_on_unseparated(line) and label.numbers[0] not in (self.last, self.last + 1)

    def read(self, line: str) -> None:
        label = parse_label(line)
        if label is not None and label.kind is Kind.APPENDIX:
            self.last = 0  # an appendix numbers its own articles from 1
        elif label is not None and label.kind is Kind.ARTICLE and len(label.numbers) == 1:
            self.last = label.numbers[0]
        elif label is not None and label.kind is Kind.NUMBER:
            self.top = label.numbers[0]
            self.dotted_with_stop = label.text.endswith(".")
        elif label is not None and label.kind is Kind.PLAIN:
            self.plain[plain_style(label)] = label.numbers[0]


def _is_heading_line(line: str) -> bool:
    """A worded heading ("Điều 1. Phạm vi", "CHƯƠNG II") rather than a short numbered line
    whose sentence the page wrapped ("5.4 Tiền lương làm thêm giờ được trả theo")."""
    label = parse_label(line)
    worded = label is not None and label.kind in (Kind.ARTICLE, Kind.CHAPTER, Kind.APPENDIX)
    return worded or in_capitals(line, letters=4)


_BRACKETED_FIRST = re.compile(r"^\([^()]{1,80}\)\s+")


def _wrapped_first_line(builder: _Builder, line: str) -> bool:
    """A short labelled line taken for a heading ("1.1. Công ty có thể yêu cầu làm") whose
    sentence goes on in lower case on the next line ("thêm giờ …"): a wrapped first line. A
    heading is followed by a sentence of its own, which starts with a capital."""
    # ("(hereinafter the “Employee”)" too, and an English term the sentence gives in brackets
    # before going on: "(Code of Conduct) của Tập đoàn.")
    after_brackets = _BRACKETED_FIRST.sub("", line)
    return (
        builder.closed
        and bool(builder.lines)
        and (line.lstrip("(\"“'")[:1].islower() or after_brackets[:1].islower())
        and not SENTENCE_END.search(builder.lines[-1])
        and not _opens_paragraph(line)  # "a) …" in lower case is the next label
        # "NGƯỜI LAO ĐỘNG    NGƯỜI SỬ DỤNG LAO ĐỘNG" / "(ký, ghi rõ họ tên)": the signatures
        and not is_signature_marker(builder.lines[-1])
    )


def _wrapped_at_a_reference(builder: _Builder, line: str) -> bool:
    """ "1.1. Người lao động dùng phần mềm phiên bản" / "2.1.a trở lên.", "… tại mục" / "II.1 của
    Quy chế …": a line opening with a point's number written without a mark after its letter,
    or a roman section's clause, then lower case, goes on with the sentence above when that
    stops on the name of what it cites, or the point is of another clause than the one being
    read (under "1.1. Phụ cấp gồm", "1.1.a ăn trưa" is its point)."""
    label = parse_label(line)
    if not builder.lines or label is None or not label.rest[:1].islower():
        return False
    above = builder.lines[-1].rstrip()
    # (not "… gồm", a list's lead-in: its items follow)
    tail = max(0, len(above) - _LONGEST_STOP)
    cites = bool(DANGLING.search(above, tail) or _NAMING_WORD_AT_END.search(above, tail))
    if label.kind is Kind.NUMBER and _ROMAN_DOTTED.match(label.text):
        return cites
    if label.kind is not Kind.POINT or not _BARE_POINT.fullmatch(label.text):
        return False
    # (the clause read numbered in part, "3/" of article 2, is the point's clause too)
    own = parse_label(builder.lines[0])
    return (
        cites
        or own is None
        or not own.numbers
        or label.numbers[len(label.numbers) - len(own.numbers) :] != own.numbers
    )


_NAMING_WORD_AT_END = re.compile(
    r"(?:^|\s)(?:mục|khoản|điểm|điều|phần|chương|section|clause|article|point|paragraph)$",
    re.IGNORECASE,
)
_ROMAN_DOTTED = re.compile(r"[IVX]{1,4}\.\d")
_BARE_POINT = re.compile(r"\d{1,3}(?:\.\d{1,3})+\.[a-zđ]")


def _wrapped_mid_phrase(builder: _Builder, line: str) -> bool:
    """A line the page wrapped after a word no sentence or heading ends with ("1.2. Người lao
    động báo cáo cho" / "Chief Technology Officer (CTO).", "… tại văn phòng của" / "CÔNG TY
    TNHH …", "… reports to Mr." / "Nguyễn Văn Bình, …"): the sentence goes on, whatever
    language its next words read as (they had opened a paragraph of the other language, given
    to the clause before). A label opening the line opens its own paragraph."""
    return (
        bool(builder.lines)
        and parse_label(line) is None
        and not _opens_paragraph(line)
        and goes_on(builder.lines[-1], line, _paragraph_before(builder))
        # (a caption is in capitals: "Điều 1. Quyền và nghĩa vụ của" / "Người lao động" is a
        # heading wrapped, "NGƯỜI LAO ĐỘNG" the employee signing)
        and not (is_signature_marker(line) and in_capitals(line, letters=4))
    )


def _paragraph_before(builder: _Builder) -> str:
    """The paragraph read before the one being read ("" when none, or a table)."""
    block = builder.blocks[-1] if builder.blocks else None
    return block.text if isinstance(block, Paragraph) else ""


def goes_on(last: str, line: str, before: str | None = None) -> bool:
    """Whether ``line`` goes on with the sentence ``last`` left unfinished mid-phrase, or ends
    it with a name in capitals ("… tại văn phòng của khách hàng" / "SAMSUNG ELECTRONICS
    VIETNAM THAI NGUYEN."; not a heading, which ends no sentence)."""
    if _translates_it(last, line) and (
        before is None or not has_vietnamese_letters(line) or _all_of_one_sentence(line)
    ):
        # (a Word paragraph's lines: "VI<br>EN" is its translation; in a PDF read a column at
        # a time, the English cell's last line on a page, "… mediator or a", and the rest of
        # the Vietnamese cell opening the next, "có quyền yêu cầu hòa giải …" — not an
        # address an English sentence goes on with, "… branch in" / "xã Tân Phú, huyện …")
        return False
    if _vietnamese_after_english(last, line):
        return False
    if before and _stops_mid_phrase(before) and _same_language(before, line):
        # the languages alternate, each wrapped: "… báo cáo trực tiếp cho" / "The Employee
        # reports directly to" / "Giám đốc điều hành …": the rest of the paragraph before
        return False
    return (
        _stops_mid_phrase(last)
        or (line[:1].isdigit() and parse_label(line) is None and _asks_for_a_figure(last))
        or (
            _unfinished_sentence(last)
            # (a heading's title ends no sentence: "Article 1. Prevention of harassment" / "MỌI
            # VI PHẠM SẼ BỊ XỬ LÝ …", the Vietnamese's first sentence in capitals)
            and not _an_articles_heading(last)
            and not any(ch.islower() for ch in line)
            and line.endswith((".", ";"))
        )
    )


def _asks_for_a_figure(last: str) -> bool:
    """ "… làm việc từ xa tối đa" / "03 ngày mỗi tuần.", "… không quá" / "30% …": a line
    ending with words a figure must follow. "tối đa", "tối thiểu", "khoảng" and "bằng" may end
    a title too ("4.1. Số giờ làm thêm tối đa" over "300 giờ …"): a numbered line ending so
    goes on only when longer than a title runs."""
    tail = last[max(0, len(last) - 20) :]
    if _BEFORE_A_FIGURE.search(tail):
        return True
    return bool(_MAY_END_A_TITLE.search(tail)) and (
        parse_label(last) is None or len(last.split()) > _LONGEST_VERBED_TITLE
    )


_BEFORE_A_FIGURE = re.compile(
    r"(?:^|\s)(?:không\s+(?:vượt\s+)?quá|vượt\s+quá|ít\s+nhất|nhiều\s+nhất|up\s+to|at\s+least"
    r"|at\s+most|exceed(?:ing)?)$",
    re.IGNORECASE,
)
_MAY_END_A_TITLE = re.compile(r"(?:^|\s)(?:tối\s+đa|tối\s+thiểu|khoảng|bằng)$", re.IGNORECASE)


def _all_of_one_sentence(line: str) -> bool:
    """A line of Vietnamese words alone, more of them in lower case than capitalised: not an
    address or a name an English sentence gives as written ("ấp 3, xã Tân Phú, Đồng Nai
    province.", "tết Nguyên đán, as the law provides")."""
    words = line.split()
    return english_weight(line) == 0 and 2 * sum(w[:1].isupper() for w in words) < len(words)


def _vietnamese_after_english(last: str, line: str) -> bool:
    """ "… in respect of Work Product already" / "tạo ra.": an English line, then one going on
    in lower case with Vietnamese letters — the rest of the Vietnamese beside it, read line
    by line across two columns, too short to be told a sentence. English goes on in
    Vietnamese only with a name, in capitals ("… reports to Mr" / "Nguyễn Văn Bình")."""
    return (
        line[:1].islower()
        and has_vietnamese_letters(line)
        and _all_of_one_sentence(line)
        and not has_vietnamese_letters(last)
        and not last.rstrip().endswith(("(", "\u201c", '"'))  # a term quoted in Vietnamese
        and detect(last) is Lang.EN
    )


def _english_rest_after_vietnamese(builder: _Builder, line: str) -> bool:
    """ "… Work Product already" / "tạo ra." / "created.": after the Vietnamese rest set apart
    from the English paragraph before it (``_vietnamese_after_english``), the English rest in
    lower case goes on with that paragraph, not with the Vietnamese."""
    before = _paragraph_before(builder)
    return (
        len(builder.lines) == 1
        and line[:1].islower()
        and not has_vietnamese_letters(line)
        and detect(line) is Lang.EN
        and not _ends_a_sentence(before)
        and _vietnamese_after_english(before, builder.lines[0])
    )


def _an_articles_heading(line: str) -> bool:
    label = parse_label(line)
    return (
        label is not None
        and label.kind in (Kind.ARTICLE, Kind.CHAPTER, Kind.APPENDIX)
        and len(line.split()) <= _HEADING_WORDS
    )


def _same_language(one: str, other: str) -> bool:
    """Both read as one language (a line of names by its letters: "Giám đốc Kỹ thuật.")."""
    languages = [detect(text) for text in (one, other)]
    languages = [
        (Lang.VI if has_vietnamese_letters(text) else Lang.EN) if lang is Lang.NEUTRAL else lang
        for lang, text in zip(languages, (one, other), strict=True)
    ]
    return languages[0] is languages[1]


def _translates_it(last: str, line: str) -> bool:
    """Whether ``line`` is a sentence of the other language: the translation of ``last`` in a
    text whose languages alternate line by line, each wrapped at the same place ("Người lao
    động báo cáo trực tiếp cho" / "The Employee reports directly to"), not the rest of it (a
    name, a term: "Chief Technology Officer (CTO).")."""
    lower_case = sum(word[:1].islower() for word in line.split()[1:])
    if lower_case < SENTENCE_WORDS or not (is_confident(line) and is_confident(last)):
        return False
    languages = detect(last), detect(line)
    return Lang.NEUTRAL not in languages and languages[0] is not languages[1]


def _wrapped_last_words(builder: _Builder, line: str) -> bool:
    """ "1.1. Chức danh: Senior Backend Engineer (Go/Kubernetes), thuộc team" / "Payments.": a
    labelled name and its value, short enough to pass for a heading, whose sentence the page
    wrapped before its last word or two — in capitals, an English term in Vietnamese, so
    ``_wrapped_first_line`` missed it and the word stood as the clause's English. The
    neighbour left alone: a heading's translation under it ("5.2. Thời giờ làm việc" /
    "Working hours."), which has no name and value and is as long as a translation."""
    if not (builder.closed and len(builder.lines) == 1) or _opens_paragraph(line):
        return False
    above = parse_label(builder.lines[0])
    tail = line.split()
    return (
        above is not None
        and not _is_heading_line(builder.lines[0])
        and not SENTENCE_END.search(above.rest)
        and line.endswith(".")
        and ":" not in line
        and not _translates(above.rest, line)
        and (
            (_NAME_AND_VALUE.search(above.rest) is not None and len(tail) <= _TAIL_WORDS)
            or (
                _a_sentence(above.rest)
                and len(tail) <= _NAME_WORDS
                and vietnamese_names_only(line)  # a place or a person
            )
        )
    )


# "Chức danh: Senior …", "Position: …": a name, its colon, then the value on the same line
_NAME_AND_VALUE = re.compile(r"^[^:]{2,40}:\s+\S")
_TAIL_WORDS = 2
# "1.2. Tranh chấp được giải quyết tại Tòa án nhân dân tỉnh" / "Lào Cai.": a sentence wrapped
# before the name it ends with (a place, a person), short enough to pass for a heading; the
# name had been read as the English of the clause before
_NAME_WORDS = 4


def _wrap_width(lines: list[str]) -> int | None:
    """How wide the lines of hard-wrapped text are (pdftotext's, an e-mail's), when they are:
    many lines nearly as long as the longest but a few. None for text a line a paragraph."""
    lengths = sorted(len(collapse(line)) for line in lines if line.strip())
    if len(lengths) < _FEWEST_WRAPPED:
        return None
    width = lengths[int(len(lengths) * 0.9)]
    near = sum(length >= _NEAR_WIDTH * width for length in lengths)
    return width if width <= _WIDEST_WRAP and near >= 0.25 * len(lengths) else None


_FEWEST_WRAPPED = 20
_NEAR_WIDTH = 0.85
_WIDEST_WRAP = 130


def _wrapped_at(width: int | None, line: str, lines: list[str], index: int) -> bool:
    """A clause's labelled first line, short enough to pass for a heading, that the text's
    wrapping cut ("2.1. The Employer's representative is Mr. Nguyễn" / "Văn Thắng, telephone
    0912 345 678."): as wide as the text's lines, its sentence unended, the next line going on
    with no label. A worded heading (an article's, one in capitals) is left a heading."""
    if width is None or len(line) < _NEAR_WIDTH * width or _is_heading_line(line):
        return False
    following = lines[index + 1].strip() if index + 1 < len(lines) else ""
    return (
        bool(following) and parse_label(collapse(following)) is None and not _ends_a_sentence(line)
    )


def _a_sentence(text: str) -> bool:
    """Words enough, most in lower case, to be a sentence rather than a title."""
    words = text.split()
    return len(words) >= 6 and sum(word[:1].islower() for word in words[1:]) >= len(words) // 2


def _translates(text: str, other: str) -> bool:
    """As long as a translation of ``text`` would be, whichever language each is in."""
    if has_vietnamese_letters(text):
        return as_long_as_a_translation(text, other)
    return as_long_as_a_translation(other, text)


def _wrapped_signature_heading(builder: _Builder, line: str) -> bool:
    """ "NGƯỜI LAO ĐỘNG    ĐẠI DIỆN NGƯỜI SỬ DỤNG LAO" / "ĐỘNG": the parties' heading row of a
    signature table, its last cell wrapped. Together the lines open the signature block;
    apart, the first would end the last clause."""
    if not builder.lines or len(builder.lines) > 2:
        return False
    so_far = " ".join(builder.lines)
    return not is_signature_marker(so_far) and is_signature_marker(f"{so_far} {line}")


def _wrapped_heading_in_capitals(builder: _Builder, line: str, below: str) -> bool:
    """ "Điều 2 - NGUYÊN TẮC XÂY DỰNG THANG" / "LƯƠNG", "ARTICLE 2 - ANNUAL LEAVE" /
    "ENTITLEMENT": a labelled heading in capitals a narrow column wrapped before its last
    word or two, which had opened the article's text. The words left are in capitals too, in
    the heading's language, without a label or a sentence's end, and what follows them is no
    more capitals but a labelled heading (the text, the other language's heading, or
    nothing): a heading of their own would be followed by its text."""
    if not (builder.closed and len(builder.lines) == 1) or parse_label(line) is not None:
        return False
    heading = builder.lines[0]
    label = parse_label(heading)
    if label is None or label.kind not in _TITLED_KINDS:
        return False  # (a title, a company's name, a signature's caption: not read so)
    title = label.rest
    if " / " in title:  # "ĐIỀU 1 - PHẠM VI / ARTICLE 1 - SCOPE" / "AND SUBJECTS": its English
        title = title.rsplit(" / ", 1)[1]
        english_label = parse_label(title)
        title = english_label.rest if english_label is not None else title
    # a title cut after "OF THE", "FOR", "CỦA" must go on, and a party's name there ("… OF
    # THE" / "RECEIVING PARTY") is no signature's caption; a line opening on "AND", "VÀ" is no
    # heading of its own (but "FOR THE EMPLOYER" may caption a signature): either way the
    # line may hold more words
    cut = bool(_ENDS_GOING_ON.search(title))
    goes_on = cut or bool(_GOES_ON_WORD.match(line))
    return (
        in_capitals(title, letters=4)
        and in_capitals(line, letters=2)
        and len(line.split()) <= _WRAPPED_WORDS + 2 * goes_on
        and len(f"{title} {line}".split()) <= _HEADING_WORDS
        # (its last words may be what it is called for short: "KEY PERFORMANCE INDICATORS" /
        # "(KPI)")
        and (not SENTENCE_END.search(title + line) or bool(_SHORT_NAME.fullmatch(line)))
        and (cut or not is_signature_marker(line))
        # (not the English title under a Vietnamese one: "BẢO MẬT THÔNG TIN" /
        # "CONFIDENTIALITY")
        and not (has_vietnamese_letters(title) and detect(line) is Lang.EN)
        and not is_signature_marker(heading)
        and _same_language(title, f"{title} {line}")
        and has_vietnamese_letters(title) == has_vietnamese_letters(f"{title} {line}")
        # (another labelled heading may follow: the English's, "ARTICLE 5 - PAYMENT FOR …")
        and not (below and in_capitals(below, letters=4) and parse_label(below) is None)
    )


_WRAPPED_WORDS = 3
_SHORT_NAME = re.compile(r"\([A-ZĐ][A-ZĐ0-9&/.\-]{1,5}\)")  # "(KPI)", "(ESOP)", "(HĐLĐ)"
_GOING_ON = r"(?:AND|OF|FOR|THE|TO|IN|ON|WITH|VÀ|CỦA|CHO|ĐỐI|VỚI|TẠI|VỀ)"
# (only what opens no heading of its own: "FOR SALES STAFF", "CHO NHÂN VIÊN …" may)
_GOES_ON_WORD = re.compile(r"(?:AND|OR|OF|VÀ|HOẶC|CỦA)\s")
_ENDS_GOING_ON = re.compile(rf"\s{_GOING_ON}$")


def _title_under_its_label(builder: _Builder, line: str, below: str) -> bool:
    """ "Article 1" / "Term" / "Hợp đồng có thời hạn …": a title on the line under its bare
    label (or its heading in the other language) is a paragraph of its own, as the label is;
    the next line, another language's sentence, had gone on with it ("Term Hợp đồng …") and
    the English lost its title. Not a sentence's first line the line ``below`` goes on
    ("Hợp đồng này có thời hạn" / "12 tháng kể từ ngày ký.")."""
    if not (builder.lines and builder.closed):
        return False
    if (below[:1].islower() or below[:1].isdigit()) and _same_language(line, below):
        return False
    label = parse_label(builder.lines[-1])
    # (or under its labelled heading, the title in the other language: "Điều 4. Hiệu lực" /
    # "Effect" / "Thỏa thuận này …", the article's text no clause labels)
    return (
        label is not None
        and (
            not label.rest.strip()
            or (
                has_vietnamese_letters(label.rest) != has_vietnamese_letters(line)
                # (not an English sentence's first line, "The Employee works at" / "the
                # Hanoi office …")
                and not _same_language(line, below)
            )
        )
        and label.kind in _TITLED_KINDS
        and len(line.split()) <= _TITLE_WORDS
        and not SENTENCE_END.search(line)
        and not line.endswith((",", ":", ";"))
        and parse_label(line) is None
    )


_TITLE_WORDS = 8


def _next_line(lines: list[str], index: int) -> str:
    """The first line after ``lines[index]`` with text, stripped ("" when none). (Read in
    place: a slice of the lines after each line had cost their number squared.)"""
    return next((lines[at].strip() for at in range(index + 1, len(lines)) if lines[at].strip()), "")


_TITLED_KINDS = (Kind.ARTICLE, Kind.CHAPTER, Kind.APPENDIX, Kind.KHOAN)
_ARTICLE_KINDS = (Kind.ARTICLE, Kind.CHAPTER, Kind.APPENDIX)


def _is_standalone(line: str) -> bool:
    """An upper-case heading, a labelled heading ("Điều 1. Phạm vi"), a signature line or a
    data table's bilingual row ("Lương cơ bản / Base salary 25.000.000") is a paragraph of
    its own: the line under it does not continue it."""
    if _heading_in_capitals(line) or data_row_figures(line):
        return True  # a heading in capitals; a data table's row, one a line
    label = parse_label(line)
    if label is not None and label.kind in _ARTICLE_KINDS and not label.rest.strip():
        return True  # "Điều 1:", "Article 1." alone: its own colon or stop ends no sentence
    heading = (
        parse_label(line) is not None
        and (len(line.split()) <= _HEADING_WORDS or _bilingual_heading(line))
        and not SENTENCE_END.search(line)
        and not line.endswith(",")  # a sentence going on, not a title
        and not _bracket_left_open(line)
        and not _numbered_english_sentence(line)
    )
    return heading or is_signature_marker(line)


def _numbered_english_sentence(line: str) -> bool:
    """ "3.2. Settlement documents are submitted to the Finance and Accounting" / "Department
    within …": a numbered clause's English with a verb of its own is a sentence the page
    wrapped, not a title: longer than a title runs (a worded heading, "Article 3. What is
    covered", and a short numbered one, "2.1. Who is covered", stay titles)."""
    return (
        not _is_heading_line(line)
        and len(line.split()) > _LONGEST_VERBED_TITLE
        and detect(line) is Lang.EN
        and _ENGLISH_VERB.search(line) is not None
    )


# Words a numbered title with a verb may run to, its label counted: "2.1. Who is covered",
# "5.1. Leave that is carried over", "2.2. When the policy will apply"
_LONGEST_VERBED_TITLE = 7


_ENGLISH_VERB = re.compile(
    r"\b(?:is|are|was|were|shall|must|will|may|can|should|has|have|does|do)\s+[a-z]"
)


_HEADING_WORDS = 12


def _bilingual_heading(line: str) -> bool:
    """ "Điều 5. Thời giờ làm việc, thời giờ nghỉ ngơi / Article 5. Working hours and rest
    periods": two headings on one line, each of a heading's length."""
    halves = split_bilingual_line(line)
    return halves is not None and all(
        parse_label(half) is not None and len(half.split()) <= _HEADING_WORDS for half in halves
    )


def _heading_in_capitals(line: str) -> bool:
    """A line in capitals with four letters or more, and a word that is no number or code:
    "SỐ: 12/2026/HĐLĐ-CS" is one, "07/2026/HĐLĐ." alone (the end of "… Labour Contract
    No.") is not."""
    words = [word for word in line.split() if not any(ch.isdigit() for ch in word)]
    return in_capitals(line, letters=4) and any(in_capitals(word) for word in words)


def _subheading_in_title_case(builder: _Builder, line: str) -> bool:
    """ "Phúc Lợi Bổ Sung" / "Additional Benefits" after a sentence that ended (or another
    such line, or a heading): a sub-heading
    in capitalised words, a paragraph of its own (too short to be told by a language flip,
    it ran into the paragraph before, or the next). Not an address or a name ending a
    sentence ("Tòa Nhà Sông Đà, Hà Nội."), nor a heading in capitals (``_is_standalone``)."""
    words = [word for word in line.split() if any(ch.isalpha() for ch in word)]
    return (
        bool(builder.lines)
        and (builder.closed or _ends_a_sentence(builder.lines[-1]))
        and _SUBHEADING_WORDS[0] <= len(words) <= _SUBHEADING_WORDS[1]
        and all(word[0].isupper() for word in words)
        and line.upper() != line
        and not SENTENCE_END.search(line)
        and not line.rstrip().endswith(",")
    )


_SUBHEADING_WORDS = (2, 8)
# "… đường Lê Lợi, P." / "Bến Nghé, Quận 1", "… represented by Ms.": an abbreviation's full
# stop (an initial, a capital and a letter, a title) ends no sentence; "… của Công ty." does
_ABBREVIATED = re.compile(r"(?:^|[\s,(])(?:[A-ZĐ][a-zđ]?|TP|TX|Mrs|Ông|Bà|Mr\.\s*&\s*Mrs)\.$")


def _ends_a_sentence(line: str) -> bool:
    return bool(SENTENCE_END.search(line)) and not _ABBREVIATED.search(line)


# The paragraph's last lines decide its language for a flip: a run of hundreds of lines with no
# sentence end would otherwise be scored again at every line (quadratic time).
_FLIP_WINDOW = 12


def _flips(builder: _Builder, text: str) -> bool:
    """The next line is confidently in the other language than the paragraph so far — unless
    it is the rest of a sentence left unfinished and is made of Vietnamese names ("…
    represented by Ms." / "Trần Thị Lan Anh, HR Director.", "… residing at No. 12, Lane 34," /
    "Hoàng Quốc Việt Street, Cầu Giấy District, Hà Nội."): an English sentence names them."""
    current = " ".join(builder.lines[-_FLIP_WINDOW:])
    if goes_on(builder.lines[-1], text, _paragraph_before(builder)):
        return False  # ("… báo cáo cho" / "Chief Technology Officer (CTO).")
    if _short_translation(builder.lines[-1], text):
        return True
    if not (is_confident(text) and is_confident(current)):
        return False
    last = builder.lines[-1]
    if (_unfinished_sentence(last) or last.endswith(",")) and vietnamese_names_only(text):
        return False  # ("… Phương Mai Ward," / "Đống Đa District, Hà Nội.": an address goes on)
    a, b = detect(current), detect(text)
    return Lang.NEUTRAL not in (a, b) and a != b


def _short_translation(line: str, text: str) -> bool:
    """A sentence too short to score, then its translation: "Lương 16.000.000 đồng." /
    "Salary VND 16,000,000." (it had been joined to the Vietnamese). Only after a sentence
    that ended, with one line in Vietnamese letters and the other in none, each read as its
    language. A list's lead-in after a lead-in ("1.1. Phúc lợi khác:" / "Other benefits:",
    "Nhiệm vụ:" / "Duties:") is such a pair too, though it reads as a name with no value."""
    if not _ends_a_sentence(line) or not text[:1].isupper():
        return False
    if _label_and_value(text) and not (line.endswith(":") and _lead_in(text)):
        return False
    if has_vietnamese_letters(line) == has_vietnamese_letters(text):
        return False
    languages = {detect(line), detect(text)}
    return languages == {Lang.VI, Lang.EN}


# "Tel: 024 3823 4567.", "Email: hr@abc.vn", "MST: 0101234567": a name and a value, in no
# language of its own (it goes with the paragraph it follows)
_LABEL_AND_VALUE = re.compile(r"[^\W\d_][\w .'/-]{0,24}:\s*(?P<value>.*)")
_PROSE_WORD = re.compile(r"(?<![\w@.])[a-z]{2,}(?![\w@]|\.\w)")


def _lead_in(text: str) -> bool:
    """A list's lead-in in words, nothing after its colon ("Other benefits:", "Duties:"); not
    an acronym alone ("KPI:"), a term kept in English in the Vietnamese list. A name with its
    value ("Tel: 024 3823 4567") is no lead-in: it goes with the paragraph it follows."""
    match = _LABEL_AND_VALUE.fullmatch(text.strip())
    return match is not None and not match["value"] and any(ch.islower() for ch in text)


def _label_and_value(text: str) -> bool:
    match = _LABEL_AND_VALUE.fullmatch(text.strip())
    return match is not None and not _PROSE_WORD.search(match["value"])


def _unfinished_sentence(line: str) -> bool:
    """A sentence (lower-case words in it: not a heading, nor "Position: Head of Sales") that
    does not end on this line."""
    lower_case = sum(word[:1].islower() for word in line.split()[1:])
    return lower_case >= SENTENCE_WORDS and not _ends_a_sentence(line)


# What ends a line in text saved by some program or other: CRLF, CR, LF, and the separators
# Unicode names for it — a vertical tab (Word's manual line break as some copies write it),
# NEL, U+2028 and U+2029. Missed, one joins each Vietnamese line to its English.
_LINE_END = re.compile(r"\r\n|[\r\n\v\x85\u2028\u2029]")


def text_blocks(text: str, *, markdown: bool = False) -> list[Block]:
    """Markdown or plain text (any line end alike, ``_LINE_END``)."""
    lines = _without_email_quoting(_LINE_END.split(nfc(text)), markdown=markdown)
    if not markdown:
        from rubric.documents.parsing.pdf_columns import text_in_columns

        lines = text_in_columns(lines) or lines
    lines = _tab_tables_as_pipes(_grid_tables_as_pipes(lines))
    if not markdown:
        lines = _spaced_tables_as_pipes(lines)
    lines = _without_pasted_running_lines(lines)
    lines = _tab_pairs_apart(_rows_without_outer_bars(lines))
    if markdown:
        lines = _html_tables_as_pipes(_without_comments(lines))
        lines = _lazy_lists_numbered(_as_displayed(_block_tags_apart(_hard_breaks(lines))))
    builder = _Builder()
    table: list[tuple[str, ...]] = []
    markdown_heading = False  # the paragraph being read is a "# heading"
    lettered = _has_lettered_headings(lines)
    width = None if markdown else _wrap_width(lines)
    words = _Vocabulary.of([lines])
    articles = _Articles()
    quotations = _BlockQuotes()
    quoted = False
    inline_items = inline_list_lines(lines)
    for index, raw in enumerate(lines):
        if raw.lstrip().startswith("|"):
            builder.flush()
            if not _TABLE_SEPARATOR.match(raw):
                table.append(_cells(raw))
            continue
        if table:
            builder.blocks.append(Table(tuple(table)))
            table = []
        if not raw.strip() or _RULE.match(raw):
            builder.flush()
            quotations.ends()
            continue
        line, italic = strip_markdown(raw, comparisons=not markdown)
        line = collapse(line)
        if not line or (is_page_number(line) and not number_mid_sentence(lines, index)):
            continue
        if markdown:
            quoted = quotations.read(raw, line)
        if (joined := _text_rejoined(builder, raw, line, words)) is not None:
            builder.lines[-1] = joined  # a heading's line broken mid-word goes on too
            builder.closed = False
            continue
        if index in inline_items and builder.lines:
            # "… gồm: (i) …;" / "(ii) …": the sentence's next item, wrapped; no point. Read
            # as the paragraph it goes on (Markdown may italicise each line on its own).
            builder.closed = False
            builder.add(line, italic=builder.italic, starts=False, quoted=builder.quoted)
            continue
        if not raw.lstrip().startswith("#") and articles.wrapped_reference(builder, line):
            builder.closed = False
            builder.add(line, italic=italic, starts=False)
            continue
        articles.read(line)
        if not markdown_heading and (
            _wrapped_mid_phrase(builder, line)
            or _wrapped_at_a_reference(builder, line)
            or _wrapped_first_line(builder, line)
            or _wrapped_last_words(builder, line)
            or _wrapped_signature_heading(builder, line)
        ):
            builder.closed = False
            builder.add(line, italic=italic, starts=False)
            continue
        if not markdown_heading and _wrapped_heading_in_capitals(
            builder, line, _next_line(lines, index)
        ):
            builder.lines.append(line)  # (a heading "VI / EN" goes on in its English: no flip)
            continue  # (and, a heading, takes no more lines)
        markdown_heading = raw.lstrip().startswith("#")
        labelled = lettered or not _LETTER_DOTTED.match(line)
        heading = (
            markdown_heading
            or (labelled and _is_standalone(line) and not _wrapped_at(width, line, lines, index))
            or _subheading_in_title_case(builder, line)
        )
        starts = (
            heading
            or bool(_MARKER.match(raw))
            or (labelled and _opens_paragraph(line))
            or (bool(builder.lines) and _slash_pair(builder.lines[-1]) and _slash_pair(line))
            or (bool(builder.lines) and _led_alike(builder.lines[-1], line))
            or (bool(builder.lines) and _vietnamese_after_english(builder.lines[-1], line))
            or _english_rest_after_vietnamese(builder, line)
        )
        closed = (
            heading
            or split_parenthesised(line) is not None
            or _title_under_its_label(builder, line, _next_line(lines, index))
        )
        depth = _markdown_depth(raw) if markdown else None
        builder.add(line, italic=italic, starts=starts, closed=closed, depth=depth, quoted=quoted)
    if table:
        builder.blocks.append(Table(tuple(table)))
    builder.flush()
    return builder.blocks


_EMAIL_QUOTE = re.compile(r"^[ \t]*>(?:[ \t]*>)*[ \t]?")


def _without_email_quoting(lines: list[str], *, markdown: bool) -> list[str]:
    """Text pasted from an email reply or forward ("> ", ">> ", "> > " before its lines) without
    its quote marks: read as the text they quote. (One mark was left on each line to be read as
    the line's first word: a wrapped line no longer looked wrapped, and a document forwarded
    twice had no clause numbers at all.) Only when most lines are quoted (the email's few own
    lines aside; in Markdown, every line): a few lines opening with ">" are a list of grades
    ("> 95%: Xuất sắc") or, in Markdown, an amendment's quotation of new wording
    (``_BlockQuotes``)."""
    written = [line for line in lines if line.strip()]
    quoted = sum(1 for line in written if _EMAIL_QUOTE.match(line))
    if not written or quoted < (len(written) if markdown else 2 * len(written) / 3):
        return lines
    return [_EMAIL_QUOTE.sub("", line, count=1) for line in lines]


# How far from a pasted page number a running header or footer stands (the footer's other line,
# the next page's header lines), in lines with text.
_RUNNING_REACH = 2


def _without_pasted_running_lines(lines: list[str]) -> list[str]:
    """Lines without the running headers and footers a PDF's pages printed, when its text was
    pasted whole: "Trang 2/5" is dropped as a page number, but the header beside it ("Hợp đồng
    lao động số 15/2026/HĐLĐ") had become clause text, mid-sentence."""
    dropped, _ = _pasted_running_lines(lines)
    return [line for index, line in enumerate(lines) if index not in dropped]


def _pasted_running_lines(lines: list[str]) -> tuple[set[int], set[int]]:
    """The running headers' and footers' lines in text pasted from a PDF, and the page numbers
    they stand by. A line is such furniture when its shape (digits aside) stands within
    ``_RUNNING_REACH`` lines of a page number at two page breaks or more, and no label opens
    it; only those places count (the title at the top, which a header may repeat, stays)."""
    near = _near_page_numbers(lines)
    shapes = Counter(shape for shapes in near.values() for shape in set(shapes))
    running = {shape for shape, pages in shapes.items() if pages >= 2}
    dropped: set[int] = set()
    numbers: set[int] = set()
    for number, indexes in near.items():
        found = {index for shape, index in indexes.items() if shape in running}
        dropped |= found
        if found:
            numbers.add(number)
    return dropped, numbers


def pasted_pages_read(blocks: list[Block]) -> list[Block]:
    """A Word document's paragraphs as a PDF pasted into Word left them, one a printed line:
    without the running headers and footers found beside page numbers, nor those page numbers
    ("Trang 2/5" and "Hợp đồng lao động số …" had become clause text), and with a word broken
    at a line's end rejoined with the next paragraph ("maxi-" / "mum", "lao-" / "động"), as in
    hard-wrapped text (``_text_rejoined``)."""
    blocks = [block for block in blocks if not is_rule(block)]
    texts = [block.text if isinstance(block, Paragraph) else "" for block in blocks]
    headers, numbers = _pasted_running_lines(texts)
    furniture = headers | numbers
    furniture |= {index for index, text in enumerate(texts) if _typed_page_number(text)}
    furniture |= _bare_page_numbers(texts, furniture)
    kept = [block for index, block in enumerate(blocks) if index not in furniture]
    width = _printed_width([block.text if isinstance(block, Paragraph) else "" for block in kept])
    words = _Vocabulary.of([[block.text for block in kept if isinstance(block, Paragraph)]])
    result: list[Block] = []
    # each result paragraph's lines as rejoined, put together at the end (adding each line to
    # a growing string would copy it once a line)
    lines: list[list[str]] = []
    for block in kept:
        previous = result[-1] if result else None
        if (
            isinstance(block, Paragraph)
            and isinstance(previous, Paragraph)
            and _same_look(previous, block)
            and (
                (joined := _paragraph_rejoined(lines[-1][-1], block.text, words)) is not None
                or (joined := _printed_line_goes_on(lines[-1][-1], block.text, width)) is not None
            )
        ):
            # the line is kept whole at the end of the rejoined text: its line before changes
            lines[-1][-1] = joined[: len(joined) - len(block.text)]
            lines[-1].append(block.text)
            continue
        result.append(block)
        lines.append([block.text if isinstance(block, Paragraph) else ""])
    return [
        dataclasses.replace(block, text="".join(parts))
        if isinstance(block, Paragraph) and len(parts) > 1
        else block
        for block, parts in zip(result, lines, strict=True)
    ]


# A PDF's printed lines pasted one a paragraph: a document of this many lines at least, this
# many of them (and this share) cut by the page mid-sentence: a line as wide as this share of
# the lines' usual full width (their longest but a tenth), no sentence's end, the next going
# on in lower case and ending the sentence (or as wide, cut again). A written document's
# lists without bullets (each item a line in lower case, none ending its sentence), a lead-in
# without its colon, fields and headings are no such cuts.
_FEWEST_PRINTED_LINES = 20
_FEWEST_PRINTED_CUTS = 3
_CUT_LINE = 0.75
# A page's line holds this many characters at least (an A4 page in 13-point type about 85; a
# 60-character "width" is a written document's list items, each a line of its own).
_NARROWEST_PRINTED = 65


def _printed_width(texts: list[str]) -> int | None:
    """How many characters a printed line holds, when ``texts`` (a document's paragraphs) are a
    PDF's lines pasted into Word or a text file one a paragraph: many long ones end
    mid-sentence, the next going on in lower case to the sentence's end ("… theo quy" /
    "định của pháp luật."). None when they are not."""
    lengths = sorted(len(text) for text in texts if text)
    if len(lengths) < _FEWEST_PRINTED_LINES:
        return None
    width = lengths[(len(lengths) - 1) * 9 // 10]
    if width < _NARROWEST_PRINTED:
        return None
    cuts = sum(
        1
        for line, below in itertools.pairwise(texts)
        if (below[:1].islower() or below[:1].isdigit())
        and (_ends_a_sentence(below) or len(below) >= _CUT_LINE * width)
        and _printed_line_goes_on(line, below, width) is not None
    )
    return width if cuts >= _FEWEST_PRINTED_CUTS else None


def _printed_line_goes_on(previous: str, line: str, width: int | None) -> str | None:
    """``previous`` and ``line`` as one, when the paragraphs are printed lines (``width``) and
    the page cut ``previous`` mid-sentence: it is long and ends no sentence, nor is it a
    heading; ``line`` opens nothing (no label, no bullet) and goes on in lower case or with a
    figure ("… từ ngày" / "05/01/2024 …"), in its language (a figure, or a word or two no
    language can be told of, "… được" / "giao:", go on any). A line going on on a capital or
    a parenthesis is ``_cut_before_a_capital``'s to tell. A line before a page's end is no
    shorter for it: a short one ("… các quyền sau đây" / "Trang 2/2" / "được nghỉ …") ended
    where its writer did."""
    if width is None or not previous or not line or len(previous) < _CUT_LINE * width:
        return None
    if _ends_a_sentence(previous) or _heading_in_capitals(previous) or _opens_paragraph(line):
        return None
    if _BULLET_LINE.match(line) or _heading_in_capitals(line):
        return None
    if not (line[:1].islower() or line[:1].isdigit()):
        if not _cut_before_a_capital(previous, line, width):
            return None
    elif detect(line) is not Lang.NEUTRAL and not _same_language(previous, line):
        return None
    return f"{previous} {line}"


def _cut_before_a_capital(previous: str, line: str, width: int) -> bool:
    """A full printed line, its sentence unended, cut where the sentence must go on: after a
    comma or a word no sentence ends with ("… Dong Da district," / "Hanoi.", "… comply with
    the" / "Company's Internal Labour Regulations."), inside a name ("… quận Đống" / "Đa, Hà
    Nội.", "… của Công ty" / "Cổ phần Hải Triều."), or between an amount and its words ("…
    VND 45,000,000" / "(forty-five million dong)."). The next line, in the same language,
    ends the sentence or is cut again. A heading, a lead-in without its colon, a list's item,
    a field ("Party B (Employee): …", "Họ và tên:Trần …") or a table's row opens on a capital
    as often, after a line that ends where a sentence may, and is none of these."""
    opening = line.lstrip("(")
    if not (opening[:1].isupper() or (opening != line and opening[:1].isalnum())):
        return False
    if "\t" in previous or "\t" in line or ":" in line or _title_case(previous):
        return False
    if (label := parse_label(previous)) is not None and label.kind in _ARTICLE_KINDS:
        return False
    if not (
        (_ends_a_sentence(line) or len(line) >= _CUT_LINE * width)
        and _same_language(previous, line)
    ):
        return False
    if opening != line:
        return bool(_ENDS_WITH_A_FIGURE.search(previous))  # an amount's words
    return previous.endswith(",") or _stops_mid_phrase(previous) or _name_goes_on(previous, line)


# "… 45.000.000 đồng", "… VND 45,000,000": an amount its words in brackets follow
_ENDS_WITH_A_FIGURE = re.compile(r"\d(?:\s*(?:đồng|VNĐ|VND|USD))?$")
# A name's tail ending its sentence: "Đa, Hà Nội.", "Cổ phần Hải Triều.", "Year."
_NAME_TAIL_WORDS = 6


def _name_goes_on(previous: str, line: str) -> bool:
    """A capitalised name the page cut: ``previous`` ends in one ("… quận Đống", "… Lunar
    New", "… của Công ty"), and ``line`` goes on with it: its first word ends with a comma or
    is followed by another capitalised word ("Đa, Hà Nội và …"), or the line is the name's
    short tail ending the sentence, most of its words capitalised ("Cổ phần Hải Triều.").
    Not a sentence opening on its own ("… của Công ty" / "Không sử dụng tài sản …")."""
    last = previous.split()[-2:]
    if not any(word[:1].isupper() for word in last):
        return False
    words = line.split()
    if len(words) > 1 and (words[0].endswith(",") or words[1][:1].isupper()):
        return True
    capitalised = sum(word[:1].isupper() for word in words)
    return (
        len(words) <= _NAME_TAIL_WORDS and _ends_a_sentence(line) and 2 * capitalised >= len(words)
    )


def _title_case(line: str) -> bool:
    """A heading in title case ("Protection of Confidential Information and Trade Secrets"):
    every word of four letters or more capitalised, three of them at least."""
    long_words = [word for word in line.split() if len(word) >= 4 and word[:1].isalpha()]
    return len(long_words) >= 3 and all(word[:1].isupper() for word in long_words)


_BARE_NUMBER = re.compile(r"\d{1,3}")


def _bare_page_numbers(texts: list[str], furniture: set[int]) -> set[int]:
    """Where pasted printed lines hold the pages' bare numbers ("1", "2", …, in order from
    1), the furniture already found aside: each stands where a page ended, where no
    article's bare number stands (one is followed by its title; a page's number by more of
    the body: a clause's label, words going on in lower case, or nothing)."""
    found: set[int] = set()
    for index, text in enumerate(texts):
        if index in furniture or not _BARE_NUMBER.fullmatch(text.strip()):
            continue
        if int(text) != len(found) + 1:
            continue
        below = next(
            (
                line
                for at, line in enumerate(texts[index + 1 :], index + 1)
                if line and at not in furniture
            ),
            "",
        )
        if not below or parse_label(below) is not None or below[:1].islower():
            found.add(index)
    return found


def _typed_page_number(text: str) -> bool:
    """A page number typed as a paragraph of the body, or a footer's ("Trang 1 / Page 1", "-
    1 -", "Công ty … | Page 1 of 4"): no clause's text, beside a running header or not. Not a
    bare number ("2" may number the heading under it), which only a running header tells."""
    text = text.strip()
    return is_page_number(text) and not re.fullmatch(r"\d{1,4}(?:\s*/\s*\d{1,4})?", text)


def is_rule(block: Block) -> bool:
    """A paragraph that is only a rule typed in punctuation ("=====" before the signatures):
    Word and a pasted text keep it as a paragraph, and it had become the last clause's text."""
    return isinstance(block, Paragraph) and _RULE.match(block.text) is not None


def _same_look(first: Paragraph, second: Paragraph) -> bool:
    """Two paragraphs set alike: a printed line's continuation is (the English in italics is
    another paragraph, not the rest of a Vietnamese word)."""
    return (first.italic, first.bold, first.quoted, first.depth) == (
        second.italic,
        second.bold,
        second.quoted,
        second.depth,
    )


def _near_page_numbers(lines: list[str]) -> dict[int, dict[str, int]]:
    """For each page number's line, the lines with text near it (no label, no page number),
    by their shape."""
    texts = [index for index, line in enumerate(lines) if line.strip()]
    near: dict[int, dict[str, int]] = {}
    for position, index in enumerate(texts):
        if not is_page_number(collapse(lines[index])) or number_mid_sentence(lines, index):
            continue
        around = texts[max(0, position - _RUNNING_REACH) : position + _RUNNING_REACH + 1]
        near[index] = {
            _shape(lines[other]): other
            for other in around
            if not is_page_number(collapse(lines[other]))
            and parse_label(collapse(lines[other])) is None
        }
    return near


def _shape(line: str) -> str:
    """A line with its figures as "#": the page's header reads the same on every page."""
    return re.sub(r"\d+", "#", collapse(line))


class _BlockQuotes:
    """Markdown block quotes that quote: an amendment's "… được sửa đổi như sau:" then "> 7.2.
    Người lao động …" puts the new wording of clause 7.2 of the contract, whose numbers are
    not the amendment's clauses. A block quote is such a quotation when the line before it
    ends with a colon and its first label is not the label read last: one that repeats it
    ("1.2 Công cụ …:" then "> 1.2 Work tools …:", Notion's English under its Vietnamese) is a
    translation."""

    def __init__(self) -> None:
        self.introduced = False  # the last line outside a quote ended with a colon
        self.last: tuple[tuple[int, ...], str] | None = None  # the last label outside quotes
        self.in_quote = False
        self.decided = False
        self.quoting = False

    def read(self, raw: str, line: str) -> bool:
        """Whether ``line`` (``raw`` as written) is inside a quotation."""
        label = parse_label(line)
        if not raw.lstrip().startswith(">"):
            self.in_quote = False
            if label is not None:
                self.last = (label.numbers, label.letter)
            self.introduced = line.endswith(":")
            return False
        if not self.in_quote:
            self.in_quote, self.decided, self.quoting = True, not self.introduced, False
        if not self.decided and label is not None:
            self.decided = True
            self.quoting = (label.numbers, label.letter) != self.last
        return self.quoting

    def ends(self) -> None:
        self.in_quote = False


def _rows_without_outer_bars(lines: list[str]) -> list[str]:
    """A table typed without its outer bars ("Thuật ngữ | Giải thích" / "Lương cơ bản | Mức
    lương …"): two lines or more in a row, each of as many cells, as the rows they are
    ("| … |"). Its rows had run together as a paragraph, and the English header had gone to
    the Vietnamese. A line of cells alone is left as written."""
    result = list(lines)
    start = 0
    while start < len(lines):
        cells = _bare_row_cells(lines[start])
        end = start + 1
        while cells and end < len(lines) and _bare_row_cells(lines[end]) == cells:
            end += 1
        if cells and end - start >= 2:
            result[start:end] = [f"| {line.strip()} |" for line in lines[start:end]]
        start = end
    return result


def _bare_row_cells(line: str) -> int:
    """How many cells ``line`` parts with " | ", its outer bars left out (0 when none)."""
    text = line.strip()
    if not text or text.startswith("|") or text.endswith("|") or " | " not in text:
        return 0
    if "\t" in text:
        return 0  # (a VI<TAB>EN line whose halves hold cells: ``_tab_pairs_apart``'s)
    languages = {detect(cell) for cell in text.split(" | ")} - {Lang.NEUTRAL}
    if len(languages) > 1:
        return 0  # ("Phòng Nhân sự | Email: …": as like a language's cell beside its other's)
    return text.count(" | ") + 1


def _tab_tables_as_pipes(lines: list[str]) -> list[str]:
    """Rows of three cells or more separated by tabs (a table pasted from Excel or Word into
    a text file), two lines or more in a row with as many cells each, as pipe-table rows.
    The tabs became spaces: the cells ran together and each row's languages mixed. A line
    of two cells ("Vietnamese<TAB>English") is a bilingual line, read as before, unless its
    rows are a table's (of items and figures, or in one language). Each line's cells are
    read once, and where its run of rows ends: a rules file of a thousand bilingual lines
    had taken a minute, each line's run read again from it."""
    rows = [_tab_cells(line) for line in lines]
    run_ends = list(range(1, len(lines) + 1))
    for index in range(len(lines) - 2, -1, -1):
        if rows[index] and len(rows[index + 1]) == len(rows[index]):
            run_ends[index] = run_ends[index + 1]
    result: list[str] = []
    index = 0
    while index < len(lines):
        cells, end = rows[index], run_ends[index]
        if len(cells) == 2:
            end = two_column_table_end(rows, index, end)
            cells = cells if end - index > 1 else []
        if cells and end - index >= _MIN_TAB_ROWS:
            result += [""] if result and result[-1].strip() else []
            result += ["| " + " | ".join(rows[i]) + " |" for i in range(index, end)]
            result.append("")
        else:
            result += lines[index:end]
        index = end
    return result


_MIN_TAB_ROWS = 2

# A cell of a table laid out with spaces: words a space apart, cells two or more.
_SPACED_CELL = re.compile(r"\S+(?: \S+)*")
# Its columns start where the line above's do, give or take this many characters
_COLUMN_SLACK = 2


def _spaced_cells(line: str) -> list[tuple[int, str]]:
    return [(cell.start(), cell.group()) for cell in _SPACED_CELL.finditer(line)]


def _spaced_tables_as_pipes(lines: list[str]) -> list[str]:
    """A table laid out with spaces (``pdftotext -layout``, a fixed-width export): a header
    and two rows or more, each with as many cells as the line above, two spaces or more
    apart, each cell starting where the one above does; as pipe-table rows. Read as lines,
    the cells ran together ("Khoản Mức Điều kiện Phụ cấp ăn trưa 730.000 …"). Two cells make
    a table as two tabbed cells do (``two_column_table_end``): a justified line's wide spaces
    start no column twice alike, and a Vietnamese | English layout is
    ``pdf_columns.text_in_columns``'s. Each line's cells and run are read once (linear time,
    as ``_tab_tables_as_pipes``)."""
    placed = [[] if "|" in line else _spaced_cells(line) for line in lines]
    cells = [[cell for _, cell in row] for row in placed]
    run_ends = list(range(1, len(lines) + 1))
    for index in range(len(lines) - 2, -1, -1):
        if len(placed[index]) >= 2 and _aligned(placed[index + 1], placed[index]):
            run_ends[index] = run_ends[index + 1]
    result: list[str] = []
    index = 0
    while index < len(lines):
        end = run_ends[index]
        if len(cells[index]) == 2:
            end = two_column_table_end(cells, index, end)
        if end - index >= _MIN_TAB_ROWS + 1:
            result += [""] if result and result[-1].strip() else []
            result += [
                "| " + " | ".join(cell.replace("|", "\\|") for cell in cells[row]) + " |"
                for row in range(index, end)
            ]
            result.append("")
        else:
            result += lines[index:end]
        index = end
    return result


def _aligned(cells: list[tuple[int, str]], above: list[tuple[int, str]]) -> bool:
    return len(cells) == len(above) and all(
        abs(start - column) <= _COLUMN_SLACK
        for (start, _), (column, _) in zip(cells, above, strict=True)
    )


def two_column_table_end(rows: Sequence[Sequence[str]], start: int, end: int) -> int:
    """Where the two-cell rows ``start`` to ``end`` (tabbed in a text file or in Word) stop
    being a table's: at ``end`` for items and their figures, else where a table in one
    language does (its English copy may follow at once); ``start + 1`` for a bilingual line
    ("Vietnamese<TAB>English") or a form's field, no table."""
    if _item_and_figure_rows(rows, start, end):
        return end
    return start + (_one_language_rows(rows[i] for i in range(start, end)) or 1)


def _item_and_figure_rows(rows: Sequence[Sequence[str]], start: int, end: int) -> bool:
    """ "Khoản mục / Item<TAB>Số tiền / Amount", "Học phí / Tuition fee<TAB>80.000.000", …: a
    two-column table of items and their figures (a header, rows ``start`` to ``end``, then
    two rows or more whose last cell is a figure alone), not lines of two languages side by
    side nor a form's fields."""
    header = rows[start]
    return (
        end - start >= _MIN_TAB_ROWS + 1
        and not header[0].endswith(":")
        and not any(_FIGURE_CELL.fullmatch(cell) for cell in header)
        and all(
            _FIGURE_CELL.fullmatch(rows[i][-1]) and not rows[i][0].endswith(":")
            for i in range(start + 1, end)
        )
    )


_A_WORD = re.compile(r"[^\W\d_]{2}")


def _one_language_rows(rows: Iterable[Sequence[str]]) -> int:
    """How many of ``rows`` of two cells (their first) are a table in one language: "Thuật
    ngữ<TAB>Giải thích" / "Lương cơ bản<TAB>Mức lương ghi trong …" (a header, then two rows or
    more), up to the English table under it; none (0) for lines of two languages side by side
    (a Vietnamese cell beside an English one), a form's fields ("Họ và tên:<TAB>…") or a
    list's items ("a/<TAB>đi làm muộn …": a row is named by a word)."""
    languages: set[Lang] = set()
    count = 0
    for row in rows:
        if (
            row[0].endswith(":")
            or not _A_WORD.search(row[0])
            or any(not cell or parse_label(cell) is not None for cell in row)
        ):
            break
        found = languages | {detect(cell) for cell in row} - {Lang.NEUTRAL}
        if len(found) != 1:
            break  # (a header says its language: "Thuật ngữ", "Term")
        languages, count = found, count + 1
    return count if count >= _MIN_TAB_ROWS + 1 else 0


_FIGURE_CELL = re.compile(r"(?:VND\s*)?[\d.,\s%]*\d[\d.,\s%]*(?:\s*(?:đồng|VNĐ|VND|USD))?")


def _tab_pairs_apart(lines: list[str]) -> list[str]:
    """A line of two cells, Vietnamese<TAB>English (a two-column table pasted into a text
    file), as its two paragraphs. The tab became a space and the halves ran together: a
    labelled line still split at its repeated label, but an unlabelled one, the title or the
    parties' lines, went whole to the Vietnamese ("HỢP ĐỒNG THỰC TẬP INTERNSHIP AGREEMENT"),
    leaving the English title empty."""
    result: list[str] = []
    titled = False  # the line before was a bare label beside its translation
    for line in lines:
        halves = _tab_pair(line) or (_titles_pair(line) if titled else None)
        result += [line] if halves is None else ["", halves[0], "", halves[1], ""]
        titled = halves is not None and _bare_labels(*halves)
    return result


def _bare_labels(left: str, right: str) -> bool:
    return _bare_label(left) and _bare_label(right)


def _titles_pair(line: str) -> tuple[str, str] | None:
    """ "Quyền sở hữu<TAB>Ownership" under "Điều 1<TAB>Article 1": the article's two titles,
    however unlike in length (one word may translate three)."""
    cells = [cell.strip() for cell in line.strip().split("\t") if cell.strip()]
    if (
        len(cells) != 2
        or any(
            parse_label(cell) is not None
            or any(ch.isdigit() for ch in cell)
            or len(cell.split()) > _TITLE_WORDS
            for cell in cells
        )
        or (cells[0].endswith(":") != cells[-1].endswith(":"))
    ):
        return None  # (a field and its value: "Mức lương<TAB>VND 15,000,000", "Chức danh:<TAB>…")
    left, right = cells
    if detect(left) is Lang.EN or not (
        detect(right) is Lang.EN or not has_vietnamese_letters(right)
    ):
        return None
    return left, right


def _tab_pair(line: str) -> tuple[str, str] | None:
    """The Vietnamese and English cells of a line two cells long, or None. A label and its
    text ("1.<TAB>Phụ cấp …"), a field and its value ("Chức danh:<TAB>Senior Engineer"), and
    two cells of one language are no such pair."""
    if "\t" not in line:
        return None
    cells = [cell.strip() for cell in line.strip().split("\t") if cell.strip()]
    if len(cells) != 2:
        return None
    left, right = cells
    label = parse_label(left)
    translated = parse_label(right)
    if (
        label is not None
        and translated is not None
        and not (label.rest.strip() or translated.rest.strip())
        and (label.kind, label.numbers) == (translated.kind, translated.numbers)
    ):
        return left, right  # "Điều 1<TAB>Article 1": a bare label beside its translation
    if (label is not None and not label.rest.strip()) or (
        left.endswith(":") and not right.endswith(":")
    ):
        return None  # (both ending ":", "… các quyền sau đây:<TAB>… the following rights:", a
        # sentence opening a list, in each language)
    if detect(left) is not Lang.VI or detect(right) is not Lang.EN:
        return None
    if not (is_confident(right) or not has_vietnamese_letters(right)):
        return None
    return (left, right) if as_long_as_a_translation(label.rest if label else left, right) else None


def _tab_cells(line: str) -> list[str]:
    """The cells of a line its tabs separate; tabs before its text indent it, no cells. A tab
    after a label ("1.<TAB>Phụ cấp …", "Điều 1.<TAB>Thời hạn", as Word's lists paste) makes
    a list's line, no row."""
    text = line.strip()
    if "\t" not in text or text.startswith("|"):
        return []
    cells = [cell.strip() for cell in text.split("\t")]
    if any(bare_label_cell(cell, first=index == 0) for index, cell in enumerate(cells)):
        return []
    return [cell.replace("|", "\\|") for cell in cells]


def bare_label_cell(cell: str, *, first: bool) -> bool:
    """A cell that is a label alone: any first one ("1.<TAB>…"), and further on one in words
    ("Điều 4", "Article 4": a cross-reference table's, which had opened clauses); a figure
    further on ("Head of department<TAB>0.30") is the row's value."""
    label = parse_label(cell)
    return label is not None and not label.rest and (first or _A_WORD.search(cell) is not None)


# A grid table's border ("+-----+-----+", "+=====+=====+" under its header): Pandoc's grid
# tables, Emacs' and many ASCII exports draw each row's cells between such lines.
_GRID_BORDER = re.compile(r"^\s*\+(?:[-=:]+\+)+\s*$")


def _grid_tables_as_pipes(lines: list[str]) -> list[str]:
    """Grid tables as pipe-table rows, one per row between its borders: a cell's lines cut
    at the columns its border's "+" mark, joined into the cell's text (a blank line in a
    cell breaks it, as "<br>"). The borders were read as text, the lines of a row as rows."""
    result: list[str] = []
    index = 0
    while index < len(lines):
        border = lines[index]
        if not _GRID_BORDER.match(border):
            result.append(border)
            index += 1
            continue
        stops = [position for position, character in enumerate(border) if character == "+"]
        index += 1
        row: list[list[str]] = [[] for _ in stops[1:]]
        while index < len(lines) and lines[index].lstrip().startswith("|"):
            line = lines[index]
            for cell, (start, end) in enumerate(itertools.pairwise(stops)):
                row[cell].append(line[start + 1 : end].strip())
            index += 1
        for cells in _grid_rows(row):
            result.append("| " + " | ".join(_grid_cell(cell) for cell in cells) + " |")
        if index < len(lines) and not _GRID_BORDER.match(lines[index]):
            result.append("")  # the table ends: what follows is no row of it
    return result


# A row number or a code opening each line ("1", "2."; "L3", "NL01"): rows typed a line each
_ROW_KEY = re.compile(r"^(?:\d{1,3}[.)]?|[A-Z]{1,3}\d{1,3})$")


def _grid_rows(row: list[list[str]]) -> list[list[list[str]]]:
    """A grid row's cells; or a row a line, when every line opens with its own row number or
    code (a KPI table typed without borders between its rows: a renderer joins them into one
    row, a reader sees three)."""
    if not any(any(part for part in cell) for cell in row):
        return []
    keys = row[0]
    if len(keys) > 1 and all(_ROW_KEY.match(key) for key in keys):
        return [[[cell[line]] for cell in row] for line in range(len(keys))]
    return [row]


def _grid_cell(parts: list[str]) -> str:
    paragraphs = " ".join(part if part else "\n" for part in parts).split("\n")
    return "<br>".join(" ".join(text.split()) for text in paragraphs if text.strip())


def _hard_breaks(lines: list[str]) -> list[str]:
    """Markdown's hard line breaks as the line ends they display: "Thời giờ làm
    việc<br>Article 1. Working time" (Google Docs' export), and a line ending in a backslash
    (CommonMark). In a table row "<br>" breaks the cell's lines instead (``_cells``)."""
    result: list[str] = []
    for line in lines:
        if line.lstrip().startswith("|"):
            result.append(line)
            continue
        parts = _CELL_BREAK.split(line)
        result.extend(part[:-1] if part.endswith("\\") else part for part in parts)
    return result


# Markdown that shows as something else, or as nothing: inline HTML that only styles text, an
# HTML comment, a link or wiki link (its text shows), an image, a footnote's reference and its
# note, a heading's closing hashes and attributes, an Obsidian block id, a task box.
#
# Each construct's parts are bounded (a link's text, an address, a highlight): an opening
# mark never closed ("[" or "<!--" a hundred thousand times on one line) is then given up
# after so many characters rather than scanned to the line's end from each mark, which took
# time with the square of the line's length.
_INLINE_TAG = re.compile(
    r"</?(?:u|span|b|i|em|strong|sup|sub|mark|font|small|big|s|del|ins|a)\b[^>]{0,200}>",
    re.IGNORECASE,
)
# HTML that frames a block: Notion's callout ("<aside>" … "</aside>"), a toggle ("<details>",
# its "<summary>"), a wiki's "<div>" or "<p>". Its box shows, never its tags.
# Its attributes as HTML writes them (name="value", or a few standing alone: "<details
# open>"); "<p = 0,3 x lương tối thiểu>" or "<details in Appendix 1>" is text.
_BLOCK_TAG = re.compile(
    r"</?(?:aside|details|summary|div|p|section|center|blockquote|figure|figcaption|header"
    r"|footer)(?:\s+(?:[\w:-]{1,50}\s*=\s*(?:\"[^\"]{0,200}\"|'[^']{0,200}'|[^\s>\"']{1,200})"
    r"|open|hidden))*\s*/?>",
    re.IGNORECASE,
)
_COMMENT = re.compile(r"<!--.{0,2000}?-->")
_IMAGE = re.compile(r"!\[[^\]]{0,500}\]\([^)]{0,2000}\)")
_LINK = re.compile(r"(?<!!)\[([^\]]{1,500})\]\([^)\s]{0,2000}(?:\s+\"[^\"]{0,500}\")?\)")
_WIKI_LINK = re.compile(r"\[\[(?:[^\]|]{0,500}\|)?([^\]]{1,500})\]\]")
# A reference link "[text][1]" (its address in a "[1]: https://…" line) and an image's
_REFERENCE_LINK = re.compile(r"(!?)\[([^\]]{0,500})\]\[[^\]]{0,100}\]")
_LINK_DEFINITION = re.compile(r"^\s{0,3}\[[^\]^][^\]]*\]:\s+\S+")
# "==32.000.000==": a highlight (Obsidian, HackMD, Typora) shows its text
_HIGHLIGHT = re.compile(r"==(?=\S)(.{1,2000}?)(?<=\S)==")
# ":::info" … ":::": a HackMD / Docusaurus container's fences are no text
_CONTAINER_FENCE = re.compile(r"^\s*:::+\s*[\w-]*\s*$")
_NOTE_REFERENCE = re.compile(r"\[\^[^\]\s]{1,100}\](?!:)")
_NOTE = re.compile(r"^\s{0,3}\[\^[^\]\s]+\]:")
_CLOSING = re.compile(r"(?:\s+#+)?(?:\s*\{[#.][^}]{0,200}\})?(?:\s+\^[\w-]{1,100})?$")
# A closing is short: it is looked for in a line's last characters only.
_LONGEST_CLOSING = 400
_TASK_BOX = re.compile(r"^(\s*(?:[-*+]\s+))\[([ xX])\]\s+")
# Struck-through text is deleted text ("<del>44</del> 40 giờ", "~~44~~ 40 giờ"), as a tracked
# deletion in Word is: not displayed as the agreed text.
# (GFM strikes through "~~text~~" only with no space inside the marks: "Hệ số ~~ 1,0" is
# "about 1.0")
_DELETED = re.compile(
    r"\s{0,20}(?:<(del|s|strike)\b[^>]{0,200}>.{0,2000}?</\1\s*>|~~(?=\S)[^~]{0,2000}?(?<=\S)~~)",
    re.IGNORECASE,
)
# "m<sup>2</sup>", "CO<sub>2</sub>": the figures as they display, "m²", "CO₂".
_RAISED = re.compile(r"<(sup|sub)>(\d{1,3})</\1>", re.IGNORECASE)
_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
_CALLOUT = re.compile(r"^(\s*>\s*)\[![\w-]+\][+-]?\s*")  # Obsidian's "> [!info] …"
# A setext heading's underline ("=====" under the title): no text, as a rule is none.
_UNDERLINE = re.compile(r"^\s{0,3}=+\s*$")


def _raised(figure: re.Match[str]) -> str:
    table = _SUPERSCRIPT if figure.group(1).lower() == "sup" else _SUBSCRIPT
    return figure.group(2).translate(table)


def _ticked(line: str) -> str:
    """A task list's box as the box it shows ("☒" ticked, "☐" not): which option was agreed
    is text of the clause. After the item's label, when it has one ("- [x] a) …" is "a) ☒
    …"), so that the label still opens the line."""
    found = _TASK_BOX.match(line)
    if found is None:
        return line
    bullet, box, rest = found.group(1), "☐" if found.group(2) == " " else "☒", line[found.end() :]
    label = parse_label(rest)
    if label is not None and rest.startswith(label.text):
        return f"{bullet}{label.text} {box} {rest[len(label.text) :].lstrip()}"
    return f"{bullet}{box} {rest}"


# Comments, over as many lines as they run: HTML's and Obsidian's ("%% … %%"; not a doubled
# percent sign after a figure, "tăng 10%%").


def _places(text: str, mark: str) -> list[int]:
    """Where ``mark`` starts in ``text``, overlapping ones too ("%%%" holds two "%%")."""
    found, at = [], text.find(mark)
    while at != -1:
        found.append(at)
        at = text.find(mark, at + 1)
    return found


def _comment_spans(text: str) -> Iterator[tuple[int, int]]:
    r"""Where the comments are, as ``<!--.*?-->|(?<![\d%])%%(?!%).*?(?<![\d%])%%`` (dotall)
    would find them, each mark looked at once: an opening mark is closed by the first closing
    mark after it, and when none is, no later one of its kind is either (the pattern tried
    each of them to the end of the text: time with the square of a fuzzed file's length)."""
    html_closes = _places(text, "-->")
    # "%%" after a figure or another "%" is no mark; one before a third "%" opens none
    percent_closes = [
        at
        for at in _places(text, "%%")
        if at == 0 or not (text[at - 1].isdecimal() or text[at - 1] == "%")
    ]
    percent_opens = [at for at in percent_closes if text[at + 2 : at + 3] != "%"]
    opens = sorted(
        [(at, "html") for at in _places(text, "<!--")] + [(at, "%") for at in percent_opens]
    )
    done = 0
    for at, kind in opens:
        if at < done:
            continue
        closes, width, skip = (html_closes, 3, 4) if kind == "html" else (percent_closes, 2, 2)
        index = bisect.bisect_left(closes, at + skip)
        if index == len(closes):
            continue
        done = closes[index] + width
        yield at, done


def _without_comments(lines: list[str]) -> list[str]:
    """Markdown lines without its comments, even those running over several lines: a clause
    withdrawn inside "<!-- … -->" or "%% … %%" was read as one (a second §1.2, an invented
    §3.3). The lines a comment took stay, empty, so the paragraphs around it stay apart."""
    text = "\n".join(lines)
    if "<!--" not in text and "%%" not in text:
        return lines

    kept, start = [], 0
    for opened, closed in _comment_spans(text):
        opened_on = text[text.rfind("\n", 0, opened) + 1 : opened]
        if opened_on.count("`") % 2:
            continue  # inside a code span: shown as written
        kept += [text[start:opened], "\n" * text.count("\n", opened, closed)]
        start = closed
    kept.append(text[start:])
    return "".join(kept).split("\n")


def _block_tags_apart(lines: list[str]) -> list[str]:
    """Lines without the HTML that frames blocks, what each tag set apart a paragraph of its
    own ("<p>VI</p><p>EN</p>" is two paragraphs; taken off, the tags had glued them)."""
    result: list[str] = []
    for line in lines:
        if line.lstrip().startswith("|") or not _BLOCK_TAG.search(line):
            result.append(line)  # (a table's cell keeps its markup for the table's reading)
            continue
        indent = line[: len(line) - len(line.lstrip())]  # (a list item's paragraph stays its)
        parts = [indent + part.strip() for part in _BLOCK_TAG.split(line) if part.strip()]
        result += ["", *[kept for part in parts for kept in (part, "")]] if parts else [""]
    return result


def _as_displayed(lines: list[str]) -> list[str]:
    """Markdown lines as they display: entities decoded ("Điều&nbsp;1." is "Điều 1."), and
    the markup above taken off. A footnote's note is no clause text (as a PDF's is not), nor
    are the lines indented under it (the note's further paragraphs)."""
    result: list[str] = []
    in_note = False
    for line in lines:
        if _NOTE.match(line):
            in_note = True
            continue
        if in_note and (not line.strip() or line.startswith(("    ", "\t"))):
            result.append("")
            continue
        in_note = False
        if line.lstrip().startswith("|"):
            result.append(html.unescape(line))
            continue
        line = _COMMENT.sub("", line)
        line = _DELETED.sub("", line)
        line = _RAISED.sub(_raised, line)
        line = _IMAGE.sub("", line)
        if _LINK_DEFINITION.match(line) or _CONTAINER_FENCE.match(line):
            result.append("")
            continue
        line = _LINK.sub(r"\1", line)
        line = _REFERENCE_LINK.sub(lambda found: "" if found.group(1) else found.group(2), line)
        line = _HIGHLIGHT.sub(r"\1", line)
        line = _WIKI_LINK.sub(r"\1", line)
        line = _NOTE_REFERENCE.sub("", line)
        line = _INLINE_TAG.sub("", line)
        line = _ticked(line)
        line = _CALLOUT.sub(r"\1", line)
        if _UNDERLINE.match(line):
            line = "---"  # a rule: it closes the heading above, and is no text
        elif line.strip() and not _RULE.match(line):
            line = line.rstrip()
            head, tail = line[:-_LONGEST_CLOSING], line[-_LONGEST_CLOSING:]
            line = head + _CLOSING.sub("", tail, count=1)
        result.append(html.unescape(line))
    return result


_ORDERED_ITEM = re.compile(r"^([ \t]*)\d{1,9}[.)]\s")
_HEADING_MARKS = re.compile(r"^ {0,3}(#{1,6})\s")


def _markdown_depth(raw: str) -> int | None:
    """A markdown line's place in its outline: a heading's level, or an ordered list item's
    indentation below every heading (a tab is four columns); None for other lines."""
    if heading := _HEADING_MARKS.match(raw):
        return len(heading.group(1)) - 1
    if item := _ORDERED_ITEM.match(raw):
        return 10 + len(item.group(1).expandtabs(4))
    return None


_TABLE_END = re.compile(r"</table\s*>", re.IGNORECASE)
_LIST_ITEM = re.compile(r"^([ \t]*)(\d{1,9})([.)])([ \t]+)")


# An item indented this much more than its list's items is in a list inside theirs: as an
# author nests it and as its outline is read (``_markdown_depth``), though CommonMark asks
# for the width of the marker ("1. " three columns, "10. " four).
_NESTED = 2


@dataclass
class _List:
    """An ordered markdown list being read: where its items' markers stand, how far in a
    line is inside an item (``_NESTED``), and its items."""

    column: int
    content: int
    delimiter: str
    items: list[tuple[int, re.Match[str]]] = field(default_factory=list)


def _lazy_lists_numbered(lines: list[str]) -> list[str]:
    """Markdown's lazy numbering: an ordered list whose items all read "1." is displayed
    1., 2., 3. (CommonMark numbers a list from its first item), and the signed document
    shows those numbers — at every level of a nested list, each list on its own. A list
    runs over its items, the lines indented under them and blank lines; an item indented
    under an item opens a list inside it; a line left of that after a blank line, no item of
    the same kind, ends it. Not in a list whose items are in both languages: there "1." and
    "1." are a clause and its translation."""
    result = list(lines)
    lists: list[_List] = []  # the lists open, outermost first

    def close(deeper_than: int) -> None:
        while lists and lists[-1].content > deeper_than:
            _renumbered(result, lists.pop().items)

    for index, line in enumerate(lines):
        if not line.strip():
            continue
        item = _LIST_ITEM.match(line)
        column = len(line[: len(line) - len(line.lstrip())].expandtabs(4))
        if item and (lists or column <= 3):
            while lists and column < lists[-1].column:
                _renumbered(result, lists.pop().items)
            if lists and column < lists[-1].content and item.group(3) != lists[-1].delimiter:
                _renumbered(result, lists.pop().items)  # another kind of list begins
            if not lists or column >= lists[-1].content:
                lists.append(_List(column, column + _NESTED, item.group(3)))
            lists[-1].items.append((index, item))
        elif lists and column < lists[-1].content:
            if not item and column == 0 and _lazy_continuation(lines[index - 1], line):
                continue
            if column > 0 and lines[index - 1].strip():
                continue  # a paragraph's line wrapped under it
            close(column)
    close(-1)
    return result


def _renumbered(result: list[str], items: list[tuple[int, re.Match[str]]]) -> None:
    # Items in both languages ("1. Lương cơ bản …" / "1. Base salary …") are a clause and
    # its translation, numbered alike on purpose; an item holding both ("1. Lương … / Base
    # salary …") is in its first.
    languages = {_first_language(result[index][item.end() :]) for index, item in items}
    if (
        len(items) < 2
        or len({item.group(2) for _, item in items}) != 1
        or {Lang.VI, Lang.EN} <= languages
    ):
        return
    first = int(items[0][1].group(2))
    for offset, (index, item) in enumerate(items):
        indent, _, delimiter, space = item.groups()
        result[index] = f"{indent}{first + offset}{delimiter}{space}" + result[index][item.end() :]


def _first_language(text: str) -> Lang:
    pair = split_bilingual_line(text) if " / " in text else None
    return detect(pair[0] if pair is not None else text)


def _lazy_continuation(above: str, line: str) -> bool:
    """A line at the margin right under an item's text (no blank line between) goes on with
    that item's paragraph, unless it opens a block of its own (a heading, a quote, a table,
    a bullet, a clause label)."""
    return (
        bool(above.strip())
        and not _MARKER.match(line)
        and parse_label(line) is None  # "Điều 2. …" right under an item is a heading
    )


# A table, perhaps in the wrappers a wiki puts around it (Confluence's "<div
# class="table-wrap"><table …>")
_TABLE_START = re.compile(r"^\s*(?:<div\b[^>]*>\s*)*(?P<table><table\b)", re.IGNORECASE)
_WRAPPER_END = re.compile(r"^(?:\s*</div\s*>)+", re.IGNORECASE)


def _html_tables_as_pipes(lines: list[str]) -> list[str]:
    """An HTML ``<table>`` written in markdown (Google Docs and HR wikis do), as the pipe
    table it displays: a row a line, ``<br>`` kept as the cell's line break, other tags left
    out (it was read as text, tags and all)."""
    result: list[str] = []
    index = 0
    while index < len(lines):
        opening = _TABLE_START.match(lines[index])
        if opening is None:
            result.append(lines[index])
            index += 1
            continue
        lines = [*lines[:index], lines[index][opening.start("table") :], *lines[index + 1 :]]
        end, closed = index, _TABLE_END.search(lines[index])
        while closed is None and end + 1 < len(lines):
            end += 1
            closed = _TABLE_END.search(lines[end])
        if closed is None:  # never closed: no table, and nothing after it swallowed
            result += lines[index:]
            break
        closing = closed.end()
        rows = _html_rows(" ".join(lines[index:end]) + " " + lines[end][:closing])
        result += [""] + ["| " + " | ".join(row) + " |" for row in rows] + [""]
        result.append(_WRAPPER_END.sub("", lines[end][closing:]))  # the wrapper's "</div>"
        index = end + 1
    return result


class _TableCells(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.rows: list[list[str]] = []
        self.cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th") and self.rows:
            self.cell = []
        elif tag == "br" and self.cell is not None:
            self.cell.append("<br>")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self.cell is not None and self.rows:
            self.rows[-1].append(collapse("".join(self.cell)).replace("|", "\\|"))
            self.cell = None

    def handle_data(self, data: str) -> None:
        if self.cell is not None:
            self.cell.append(data)


def _html_rows(html: str) -> list[list[str]]:
    parser = _TableCells()
    parser.feed(html)
    parser.close()
    return [row for row in parser.rows if any(row)]


def _cells(row: str) -> tuple[str, ...]:
    row = row.strip()
    row = row[1:] if row.startswith("|") else row
    row = row[:-1] if row.endswith("|") and not row.endswith("\\|") else row
    cells = re.split(r"(?<!\\)\|", row)
    result = []
    for cell in cells:
        parts = [
            # stripped first: a lone "#" (a number column's header) is no markdown heading
            collapse(strip_markdown(p.strip())[0])
            for p in _CELL_BREAK.split(cell.replace("\\|", "|"))
        ]
        result.append("\n".join(p for p in parts if p))
    return tuple(result)


# A line naming only a language: a two-column table's header ("TIẾNG VIỆT" over one column,
# "ENGLISH" over the other)
_LANGUAGE_NAME = (
    r"(?:tiếng\s+việt|tiếng\s+anh|vietnamese|english|bản\s+tiếng\s+(?:việt|anh)"
    r"|(?:vietnamese|english)\s+(?:version|text))\s*+[:.]?"
)
# (possessive spaces: a run of them is taken whole, never split between two ``\s*``, which had
# made a long one after a name cost its length squared or cubed)
_LANGUAGE_ONLY = re.compile(rf"\s*+{_LANGUAGE_NAME}\s*+", re.IGNORECASE)
# both cells of the header's row on one line ("TIẾNG VIỆT ENGLISH", "Tiếng Việt | English")
_LANGUAGES_ONLY = re.compile(
    rf"\s*+{_LANGUAGE_NAME}\s*+[|/]?\s*+{_LANGUAGE_NAME}\s*+", re.IGNORECASE
)


def _without_language_headers(pages: list[list[str]]) -> list[list[str]]:
    """The pages without the header a VI | EN table repeats on each of them: read as lines,
    the next page's "TIẾNG VIỆT" / "ENGLISH" had run on into the clause a page break cut
    ("Bên A cấp: TIẾNG VIỆT"). Only where it repeats: a lone such line is left as it is."""
    names = [[_languages_named(line) for line in lines] for lines in pages]
    if sum(map(sum, names)) < 3:
        return pages
    return [
        ["" if named else line for line, named in zip(lines, counts, strict=True)]
        for lines, counts in zip(pages, names, strict=True)
    ]


def _languages_named(line: str) -> int:
    """How many languages a line names and nothing else: "ENGLISH" one, "TIẾNG VIỆT ENGLISH"
    (a header row's two cells on one line) two."""
    if _LANGUAGE_ONLY.fullmatch(line):
        return 1
    return 2 if _LANGUAGES_ONLY.fullmatch(line) else 0


def pdf_blocks(pages: list[list[str]]) -> list[Block]:
    """A PDF's lines (page furniture already dropped), rejoined into paragraphs. An empty line
    is a break no paragraph runs across (a page read by its columns marks where each column
    and each row starts: ``pdf_columns``)."""
    pages = _without_language_headers(pages)
    builder = _Builder()
    lettered = _has_lettered_headings([line for lines in pages for line in lines])
    articles = _Articles()
    previous = ""
    words = _Vocabulary.of(pages)
    # (a narrow column's lines are short: a clause's first line, cut, passed for a heading)
    width = _wrap_width([line for lines in pages for line in lines])
    table: list[tuple[str, ...]] = []  # a ruled table's pipe rows (``pdf_tables``)
    for lines in pages:
        first_row = bool(table)  # the next row is the first on a page the table runs on to
        choices = _choice_lines(lines)
        for index, raw in enumerate(lines):
            if raw.startswith("| "):
                builder.flush()
                first_row = _add_row(table, _cells(raw), continued=first_row)
                previous = ""
                continue
            if table and raw:  # a table runs on over empty lines and a page break
                builder.blocks.append(Table(tuple(table)))
                table, first_row = [], False
            if index in choices:  # "☐ Xác định thời hạn" / "☒ Không xác định thời hạn"
                line = raw.strip().translate(_BOX_SHOWN)
                builder.add(line, italic=False, starts=True)
                previous = line
                continue
            option_ends = index - 1 in choices and not _wraps_an_option(previous, raw)
            line = _SYMBOL_BULLET.sub("", raw)
            if not line or _RULE.match(line):  # a rule ("-----") is no text either
                builder.flush()
                previous = ""
                continue
            if builder.lines and (joined := _rejoined(previous, line, words)) is not None:
                builder.lines[-1] = previous = joined
                continue
            if builder.lines and _cut_after_a_slash(previous, line):
                builder.lines[-1] = previous = previous + line  # "… số 37/2021/" / "HĐLĐ …"
                continue
            if builder.lines and _slash_pair_goes_on(builder.lines, line):
                builder.lines.append(line)  # neither a flip nor a sentence's end breaks it
                builder.closed = False
                previous = line
                continue
            if (
                articles.wrapped_reference(builder, line)
                or _wrapped_mid_phrase(builder, line)
                or _wrapped_at_a_reference(builder, line)
                or _wrapped_first_line(builder, line)
                or _wrapped_last_words(builder, line)
                or _wrapped_signature_heading(builder, line)
            ):
                builder.closed = False
                builder.add(line, italic=False, starts=False)
                previous = line
                continue
            if _wrapped_heading_in_capitals(builder, line, _next_line(lines, index)):
                builder.lines.append(line)  # (a heading "VI / EN" goes on in its English)
                previous = line
                continue  # (and, a heading, takes no more lines)
            articles.read(line)
            labelled = lettered or not _LETTER_DOTTED.match(line)
            standalone = (
                labelled
                and _is_standalone(line)
                and not _numbered_sentence_wrapped(line, _next_line(lines, index))
                and not _wrapped_at(width, line, lines, index)
            )
            opens = labelled and _opens_paragraph(line)
            # a label's full stop ends no sentence: a page drawing a clause's number apart from
            # its text (a hanging indent) gives the number a line of its own ("1.1." /
            # "Công ty …"), whose text goes on on the line below
            ended = (
                _ends_a_sentence(previous)
                and not _bare_label(previous)
                and not _goes_on_after_brackets(previous, line)
                and not _goes_on_after_a_stop(builder, previous, line, _next_line(lines, index))
            )
            # a bullet under a bullet is the list's next item, however the one above ends
            # ("- Email: hr@congty.vn" twice, "- 1. Nhân viên: 12.000.000")
            listed = bool(_BULLET_LINE.match(line) and _BULLET_LINE.match(previous))
            starts = (
                standalone
                or opens
                or option_ends
                or ended
                or listed
                or _led_alike(previous, line)
                or _vietnamese_after_english(previous, line)
                or _english_rest_after_vietnamese(builder, line)
            )
            closed = standalone or _title_under_its_label(builder, line, _next_line(lines, index))
            builder.add(line, italic=False, starts=starts, closed=closed)
            previous = line
    if table:
        builder.blocks.append(Table(tuple(table)))
    builder.flush()
    return builder.blocks


def _cut_after_a_slash(previous: str, line: str) -> bool:
    """A page's line broken after a slash inside a word, where no space is: in a number
    ("… số 37/2021/" / "HĐLĐ …"), or before a word going on in lower case ("… và/" /
    "hoặc …", "15.000.000 đồng/" / "tháng"), in one language. Not a title's or a heading's
    two languages ("HỢP ĐỒNG LAO ĐỘNG/" / "LABOUR CONTRACT", "Lương cơ bản/" / "Basic
    salary: …"), nor a slash typed with a space ("Lương /" / "Salary"), which broke at it."""
    cut = _SLASH_CUT.search(previous)
    return (
        cut is not None
        and line[:1].isalnum()
        and not _opens_paragraph(line)
        and (bool(_A_FIGURE_BEFORE.search(cut.group())) or line[:1].islower())
        and _same_language(previous, line)
    )


_SLASH_CUT = re.compile(r"\S*[^\W_]/$")
_A_FIGURE_BEFORE = re.compile(r"\d")


def _goes_on_after_brackets(previous: str, line: str) -> bool:
    """ "1.2. Chức danh: Nhân viên kiểm tra chất lượng (QC)" / "chuyền may.": a line the page
    wrapped after a bracketed term, going on in lower case in the same language. A closing
    bracket ends a sentence often enough ("(Mười lăm triệu đồng)") to count as an end, but no
    paragraph of its language opens in lower case without a label."""
    return (
        previous.endswith(")")
        # (not the next item of a list each ending so: "tết Dương lịch (01 ngày)" / "tết Âm
        # lịch (05 ngày)")
        and not line.endswith(")")
        and line[:1].islower()
        and not _opens_paragraph(line)
        and _same_language(previous, line)
    )


def _numbered_sentence_wrapped(line: str, below: str) -> bool:
    """A clause's numbered first line, short enough to pass for a title, that the page wrapped
    mid-sentence: "7.1. This contract takes effect from" / "05/01/2024.", "… tại văn phòng
    của" / "Công ty …": its last word leaves the phrase open. Not an article's or a chapter's
    heading (its text is a paragraph of its own), nor one in capitals. (A title over a figure,
    "4.1. Số giờ làm thêm tối đa" / "300 giờ …", cannot be told from a sentence wrapped before
    one, "8.1. The obligation lasts" / "02 years …": both are left as they are.)"""
    label = parse_label(line)
    if label is None or label.kind in _ARTICLE_KINDS or not label.rest or not below:
        return False
    if _heading_in_capitals(line) or parse_label(below) is not None or _BULLET_LINE.match(below):
        return False
    return _stops_mid_phrase(line)


def _goes_on_after_a_stop(builder: _Builder, previous: str, line: str, below: str) -> bool:
    """A printed line wrapped after a semicolon or a field's colon, in a clause's first line:
    "2.2. The contract is made in 02 copies;" / "each party keeps 01.", "2.2. Địa điểm làm
    việc:" / "chi nhánh Công ty …", "“2.2. Annual leave:" / "15 working days per year.”". The
    rest goes on in lower case or with a figure, in the same language, and ends the sentence.
    Not a list's items, each a line: after a lead-in's colon ("… các nghĩa vụ sau:"), an
    item ending as the one before ("ăn trưa 730.000 đồng;" / "xăng xe …;"), or one another
    goes on from below, unlabelled, in lower case ("Hồ sơ gồm:" / "bản sao CCCD." / "ảnh
    3x4.")."""
    if len(builder.lines) != 1 or builder.lines[0] != previous:
        return False
    if below[:1].islower() and not _opens_paragraph(below) and _same_language(line, below):
        return False
    # (or the first line of new wording quoted: "… as follows: “2.1. Job title:" / "Senior Data
    # Analyst.”", the quotation closing on the line)
    quoting = previous.count("\u201c") > previous.count("\u201d")
    label = parse_label(previous.rsplit("\u201c", 1)[-1] if quoting else previous)
    if label is None or not label.rest or _opens_paragraph(line) or _BULLET_LINE.match(line):
        return False
    closes = quoting and line.endswith("\u201d")
    if not (line[:1].islower() or line[:1].isdigit() or closes):
        return False
    if not _same_language(previous, line):
        return False
    if previous.endswith(";"):
        return ":" not in previous and not line.endswith((";", ":"))
    field = label.rest[:-1].strip()
    return (
        previous.endswith(":")
        and 1 <= len(field.split()) <= _FIELD_WORDS
        and ":" not in field
        and line.endswith((".", ".\u201d", "\u201d"))
        and not line.endswith((";", ":"))
    )


_FIELD_WORDS = 4


def _led_alike(previous: str, line: str) -> bool:
    """ "1.9.2025 - 30.9.2025: nghỉ phép luân phiên;" / "1.9.2025 - 30.9.2025: rotating
    leave;" / "1.10.2025 - …: làm việc …": lines each led by figures, the language after them
    turning (told by the Vietnamese letters: too few words to be told otherwise), are each a
    paragraph, the translation of the one above or the next item; not more of it."""
    above = _figures_lead(previous)
    if above is None:
        return False
    # (the line below need not be led so: "… : rotating leave;" / "ngày 05 tháng 02 …")
    lead = _figures_lead(line) or 0
    return has_vietnamese_letters(previous[above:]) != has_vietnamese_letters(line[lead:])


# the marks figures are written with: a date, a range of dates, a time ("08h00", "08:00")
_FIGURE_MARKS = frozenset("0123456789./-\u2013\u2014:h ")
_LONGEST_LEAD = 80


def _figures_lead(line: str) -> int | None:
    """Where the figures ``line`` is led by end, after their colon and its space ("1.9.2025 -
    30.9.2025: "), or None. Read within the line's first characters only, mark by mark."""
    end = None
    for at, mark in enumerate(line[:_LONGEST_LEAD]):
        if mark not in _FIGURE_MARKS:
            break
        if mark == ":" and any(ch.isdigit() for ch in line[:at]):
            end = at + 1  # the last colon after a figure ("08:00 …" is led by "08:")
    return None if end is None else end + len(line[end:]) - len(line[end:].lstrip())


# A "Vietnamese / English" paragraph's separator, and what may follow it on the line: nothing,
# or the English half's label ("… 09/02/2028. / 1.", the English "The Employee …" on the next)
_SLASH_AT_END = re.compile(r"\s/(?:\s+(?P<label>\S+(?:\s\S+)?))?$")
_SLASH_AT_START = re.compile(r"/\s+\S")
_SLASH_SEPARATOR = re.compile(r"\s/\s")


def _slash_pair(line: str) -> bool:
    """A line that is a "Vietnamese / English" pair of its own: in a text written a pair a
    line, an unlabelled one ("Ngày nghỉ … bố trí. / The weekly rest day …") is the next
    paragraph of each language, not more words of the English above."""
    return " / " in line and split_bilingual_line(line) is not None


def _slash_pair_goes_on(lines: list[str], line: str) -> bool:
    """A "Vietnamese / English" paragraph the page wrapped near its separator: the line goes
    on with the paragraph above, though it reads as the other language or the line above ends
    a sentence. Four wraps: "… 24 tháng." / "/ 4.2. If the probation …" (the separator opens
    the line); "… 09/02/2028. / 1." / "The Employee works …" (it ends the line above, with or
    without the English label); "… Thành phố Hồ Chí" / "Minh. / 1.2. Place of work: …" (the
    Vietnamese sentence ends on the line holding the separator, the paragraph above not
    ended, and the English opens with the Vietnamese's label); and the last with no
    separator at all (``_english_after_a_repeated_label``). Each only while the paragraph
    so far is Vietnamese with no English half yet, and the paragraph with the line splits
    there into its Vietnamese and English halves; read apart, the English opened a paragraph
    of its own and the Vietnamese kept its tail and the separator (the English its label,
    or the Vietnamese the English label). The line's own shape is looked at first, and a
    paragraph of more than ``_MOST_PAIR_LINES`` lines is no such pair: splitting the whole
    paragraph at each of its lines had made a long one quadratic."""
    if len(lines) > _MOST_PAIR_LINES:
        return False
    tail = _english_after_a_wrapped_slash(lines, line)
    if tail is None:
        return False
    so_far = " ".join(lines)
    if split_bilingual_line(so_far) is not None or detect(so_far) is not Lang.VI:
        return False
    halves = split_bilingual_line(f"{so_far} {line}")
    return halves is not None and halves[1].startswith(tail[:40]) and detect(tail) is Lang.EN


# A Vietnamese half wrapped over more lines than this before its separator is read as it was.
_MOST_PAIR_LINES = 12


def _english_after_a_wrapped_slash(lines: list[str], line: str) -> str | None:
    """Where the English half would open, for each of the three wraps: the text after the
    separator (with the English label left on the line above), or None."""
    at_end = _SLASH_AT_END.search(lines[-1])
    if at_end is not None:
        label = at_end["label"]
        if label is not None and not _bare_label(label):
            return None
        return f"{label} {line}" if label else line
    if _SLASH_AT_START.match(line):
        return line[1:].strip()
    separator = _SLASH_SEPARATOR.search(line)
    if separator is None:
        return _english_after_a_repeated_label(lines, line)
    if (
        _ends_a_sentence(lines[-1])
        or _opens_paragraph(line)
        or detect(line[: separator.start()]) is Lang.EN
    ):
        return None
    tail = line[separator.end() :].strip()
    if not _same_label(lines[0], tail):
        return None  # "ÔNG LÊ QUANG VINH" / "Ngày 05 tháng 6 năm 2025 / Dated 05 June 2025"
    return tail


def _english_after_a_repeated_label(lines: list[str], line: str) -> str | None:
    """The fourth wrap, with no separator at all: "3.3. Thưởng … trước ngày 31/01" / "năm
    sau. 3.3. A performance bonus …" (a web page printing the English right after the
    Vietnamese in the same paragraph, in grey): the Vietnamese sentence ends on the line that
    opens the English with the Vietnamese's own label. Read apart, the English took "năm
    sau." and the Vietnamese lost it, silently."""
    own = parse_label(lines[0])
    if own is None or not own.rest or _ends_a_sentence(lines[-1]) or _opens_paragraph(line):
        return None
    at = line.find(f" {own.text} ")
    if at < 0 or not _ends_a_sentence(line[:at]):
        return None
    return line[at:].strip()


def _same_label(vietnamese: str, english: str) -> bool:
    """Both halves open with the same label ("1.2. Địa điểm …" and "1.2. Place of work …")."""
    first, second = parse_label(vietnamese), parse_label(english)
    return first is not None and second is not None and first.text == second.text


def _bare_label(text: str) -> bool:
    """ "1.", "1.2.", "Article 3." — a label with nothing after it."""
    label = parse_label(text)
    return label is not None and not label.rest.strip()


# Boxes a form draws before its options, empty and ticked: as characters ("☐", "□"; "☒",
# "☑", "■"), or from Wingdings, which a PDF's text gives as private-use characters (shown as
# the .docx shows them, ``docx_reader``).
_EMPTY_BOXES = "☐□\uf0a8"
_TICKED_BOXES = "☒☑■\uf0fd\uf0fe"
_OPENING_BOX = re.compile(rf"\s*([{_EMPTY_BOXES}{_TICKED_BOXES}])")
_BOX_SHOWN = str.maketrans({"\uf0a8": "☐", "\uf0fd": "☒", "\uf0fe": "☑"})


def _choice_lines(lines: list[str]) -> set[int]:
    """The lines of a page that are a form's options, each opening with its box: a run of
    lines opening with a box (lines that do not, after one whose sentence goes on, are its
    wrapped text) holding an empty box and a ticked one. Their boxes say which option was
    chosen, so they are kept ("■" had been taken off as a bullet: "■ Không xác định thời
    hạn" read as "□ Xác định thời hạn" did), and each option is a paragraph of its own (the
    Vietnamese option and its translation, each too short to tell a language by, had run
    into one paragraph). A run of one kind of box alone is bullets, and so is a run whose
    filled boxes each head a list ("■ Quyền lợi:" over "□ Được trả lương …": two levels of
    square bullets, no option ticked)."""
    found: set[int] = set()
    run: list[int] = []
    boxes: set[str] = set()
    ticked_heads = ticked = 0
    for index, line in enumerate([*lines, ""]):
        box = _OPENING_BOX.match(line)
        if box is not None:
            run.append(index)
            boxes.add(box.group(1))
            if box.group(1) in _TICKED_BOXES:
                ticked += 1
                ticked_heads += line.rstrip().endswith(":")
            continue
        if run and _wraps_an_option(lines[index - 1], line):
            continue
        if boxes & set(_EMPTY_BOXES) and boxes & set(_TICKED_BOXES) and ticked_heads < ticked:
            found.update(run)
        run, boxes = [], set()
        ticked_heads = ticked = 0
    return found


def _wraps_an_option(above: str, line: str) -> bool:
    """An option's text the page wrapped ("☐ Xác định thời hạn từ 12 tháng đến" / "36
    tháng"): it goes on in lower case, the line above unended; "- Thời hạn hợp đồng: …"
    after "☒ Indefinite term" is the form's next field."""
    return line.strip()[:1].islower() and not _ends_a_sentence(above)


def _add_row(table: list[tuple[str, ...]], row: tuple[str, ...], *, continued: bool) -> bool:
    """A ruled table's row; on a page the table runs on to (``continued``: this is its first
    row there), its header repeated there is dropped, and a first row with no first cell and
    some cells empty, under rows that all have a first cell, is the end of the row the page
    break split. Whether the next row is still the page's first (after a dropped header)."""
    if continued and row == table[0]:
        return True
    splits = (
        continued
        and len(row) == len(table[-1])
        and not row[0].strip()
        and all(earlier[0].strip() for earlier in table)
        # only the cells the break cut go on; a row of its own fills them all
        and not all(cell.strip() for cell in row[1:])
    )
    if not splits:
        table.append(row)
        return False
    joined = (" ".join(part for part in pair if part) for pair in zip(table[-1], row, strict=True))
    table[-1] = tuple(joined)
    return False


@dataclass(frozen=True)
class _Vocabulary:
    """The document's words in lower case (hyphenated compounds whole), sorted so that whether
    some word starts with a broken word's two halves is a binary search, not a scan of them all
    for each line-end hyphen (which grew with the square of a long paste's length), and its
    pairs of neighbouring words on a line ("lao động")."""

    words: frozenset[str]
    ordered: tuple[str, ...]
    pairs: frozenset[str]

    @classmethod
    def of(cls, pages: list[list[str]]) -> _Vocabulary:
        words = {word.lower() for lines in pages for line in lines for word in _WORDS.findall(line)}
        pairs = {
            f"{first} {second}"
            for lines in pages
            for line in lines
            for first, second in itertools.pairwise(_WORDS.findall(line.lower()))
        }
        return cls(frozenset(words), tuple(sorted(words)), frozenset(pairs))

    def __contains__(self, word: str) -> bool:
        return word in self.words

    def starts(self, prefix: str) -> bool:
        """Whether a word starts with ``prefix``."""
        index = bisect.bisect_left(self.ordered, prefix)
        return index < len(self.ordered) and self.ordered[index].startswith(prefix)


def _text_rejoined(builder: _Builder, raw: str, line: str, words: _Vocabulary) -> str | None:
    """The paragraph's last line and ``line`` as one when a hard-wrapped text (pasted from a
    PDF) broke a word at the line end ("maxi-" / "mum", "lao-" / "động"), else None. Only a
    line going on in lower case, or in capitals after a word in capitals ("AGRE-" /
    "EMENT"), that opens nothing (no label, no markdown marker: "a) …" is a point) continues
    the word; the paragraph's lines are otherwise joined by a space, which
    made "employ- ee", a word in no reading of the document. A Vietnamese syllable is no
    part of a word, so one before a hyphen not rejoined as a compound ("này-" / "ends") is
    left as it was: a dash, not a hyphenation."""
    if not builder.lines or _MARKER.match(raw):
        return None
    return _paragraph_rejoined(builder.lines[-1], line, words)


def _paragraph_rejoined(previous: str, line: str, words: _Vocabulary) -> str | None:
    """``previous`` and ``line`` as one when ``previous`` ends in a word a line end broke and
    ``line``, going on in lower case (or in capitals after capitals) and opening no label,
    holds the rest of it, else None."""
    if _a_date_wrapped(previous, line):
        return previous + line  # "… từ ngày" / "24" / "/12/2027.": one date
    broken = _broken_word(previous)
    if broken is None or parse_label(line) is not None:
        return None
    if not (line[:1].islower() or _in_capitals_both(broken, line)):
        return None
    if (joined := _compound_rejoined(previous, line, words)) is not None:
        return joined
    if has_vietnamese_letters(broken.group(1)):
        return None
    return _rejoined(previous, line, words)


def _broken_word(text: str) -> re.Match[str] | None:
    """The word ``text`` ends in, broken at a hyphen ("informa-"), or None. Only its last word
    is searched: a paragraph rejoined line by line grows, and searching all of it for each line
    grew with the square of its length."""
    if not text.endswith("-"):
        return None
    return _BROKEN_WORD.search(text, max(0, text.rfind(" ") + 1))


def _compound_rejoined(previous: str, line: str, words: _Vocabulary) -> str | None:
    """``previous`` and ``line`` as one line, with the space, when ``previous`` ends in the
    first syllable of a compound broken at a hyphen, else None. Vietnamese syllables are words
    of their own, so "lao-" / "động" is such a break only when the document writes "lao động"
    elsewhere and never "lao-động" (older spelling hyphenates compounds throughout)."""
    broken, first = _broken_word(previous), _FIRST_WORD.match(line)
    if broken is None or first is None or not line[:1].islower():
        return None
    stem, rest = broken.group(1).lower(), first.group(0).lower()
    if f"{stem} {rest}" in words.pairs and f"{stem}-{rest}" not in words:
        return f"{previous[:-1]} {line}"
    return None


def _a_date_wrapped(previous: str, line: str) -> bool:
    """Whether a date's day ends ``previous`` and its month and year open ``line`` ("24" /
    "/12/2027.")."""
    return bool(_DATE_GOES_ON.match(line) and _DAY_ALONE.search(previous))


_DAY_ALONE = re.compile(r"(?:^|\s)\d{1,2}$")
_DATE_GOES_ON = re.compile(r"/\d{1,2}/\d{2,4}")


def _rejoined(previous: str, line: str, words: _Vocabulary) -> str | None:
    """``previous`` and ``line`` as one line when ``previous`` ends in a word broken at a
    hyphen, else None.

    Word, LibreOffice and browsers do not hyphenate unless told to, so a line-end hyphen is
    often the word's own ("multi-" / "factor", "24-" / "month", "Non-" / "Disclosure") and is
    kept. It is a hyphenation, dropped, when the document says so (the word appears elsewhere
    unbroken: "confiden-" / "tial" beside "Confidentiality") or English usage does ("follow-"
    / "ing", "AGRE-" / "EMENT": ``broken_at_line_end``), and the document never writes it with
    the hyphen. A compound broken between its syllables goes on with its space
    (``_compound_rejoined``).
    """
    if _a_date_wrapped(previous, line):
        return previous + line  # "… từ ngày" / "24" / "/12/2027.": one date
    broken, first = _broken_word(previous), _FIRST_WORD.match(line)
    if broken is None or first is None:
        return None
    if not (line[:1].islower() or line[:1].isdigit() or line[:1].isupper()):
        return None
    stem, rest = broken.group(1).lower(), first.group(0).lower()
    whole = stem + rest
    if (compound := _compound_rejoined(previous, line, words)) is not None:
        return compound
    hyphenation = f"{stem}-{rest}" not in words and (
        (line[:1].islower() and words.starts(whole))
        or (
            (line[:1].islower() or _in_capitals_both(broken, line))
            and broken_at_line_end(stem, rest)
        )
    )
    return previous[:-1] + line if hyphenation else previous + line


def _in_capitals_both(broken: re.Match[str], line: str) -> bool:
    """A word in capitals broken at a line's end and the next line going on in capitals (a
    title: "AGRE-" / "EMENT")."""
    first = _FIRST_WORD.match(line)
    stem = broken.group(1)
    return (
        first is not None
        and len(stem) > 1
        and stem.isupper()
        and first.group(0).isupper()
        and first.group(0).isalpha()
    )
