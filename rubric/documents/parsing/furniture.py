"""Document furniture that is not clause text: titles, the national motto, signature blocks.

Vietnamese contracts open with the national heading and motto, then the title, parties and
recitals; they close with signature blocks ("ĐẠI DIỆN NGƯỜI SỬ DỤNG LAO ĐỘNG", "Ký tên",
"Signed by", the two parties side by side "NGƯỜI LAO ĐỘNG    NGƯỜI SỬ DỤNG LAO ĐỘNG", or the
place and date of signing "Hà Nội, ngày 15 tháng 3 năm 2025") that must not be glued onto the
last clause.
"""

from __future__ import annotations

import re

from rubric.documents.parsing.language import Lang, detect
from rubric.documents.parsing.text import in_capitals, word_count

_MOTTO = re.compile(
    r"cộng hòa xã hội|cộng hoà xã hội|socialist republic|độc lập\s*[-\u2013\u2014]\s*tự do"
    r"|independence\s*[-\u2013\u2014]\s*freedom",
    re.IGNORECASE,
)
# A table of contents' lines above the first clause ("MỤC LỤC", "Chương I. QUY ĐỊNH CHUNG
# ........ 1") and a chapter's heading over it name no document: "quy định" had made the
# first chapter's entry the title of "NỘI QUY LAO ĐỘNG"
_CONTENTS_OPENING = re.compile(
    r"(?:mục\s+lục|(?:table\s+of\s+)?contents\b|(?:chương|chapter)\s+(?:\d|[IVXLC]+\b))",
    re.IGNORECASE,
)
# (its page number after a leader, looked for in the line's last characters only: tried from
# every dot of a long run, it had cost the run's length squared)
_CONTENTS_LINE = re.compile(r"(?:\.\s?){3,}\s*\d{1,3}$|\u2026+\s*\d{1,3}$")
_CONTENTS_TAIL = 40


def _a_contents_line(line: str) -> bool:
    """ "MỤC LỤC", "Chương I. QUY ĐỊNH CHUNG", "Điều 1. Phạm vi ........ 1": a contents list's
    line; not a number's blank to fill ("QUY ĐỊNH NỘI BỘ SỐ …… 12")."""
    if _CONTENTS_OPENING.match(line):
        return True
    tail = line[-_CONTENTS_TAIL:]
    leader = _CONTENTS_LINE.search(tail)
    before = line[: len(line) - len(tail) + leader.start()] if leader else ""
    return leader is not None and not _NUMBER_WORD_BEFORE.search(before)


_NUMBER_WORD_BEFORE = re.compile(r"(?:số|no\.?|number)\s*$", re.IGNORECASE)
# A recital ("Căn cứ Nội quy lao động …;", "Pursuant to …") names a document, and is none.
_RECITAL = re.compile(r"(?:căn\s+cứ|pursuant\s+to|based\s+on|xét\s+đề\s+nghị)\b", re.IGNORECASE)
_REFERENCE_LINE = re.compile(r"^(?:số|no\.?|number|ref\.?)\s*[:.]", re.IGNORECASE)
_TITLE_WORDS = re.compile(
    r"hợp đồng|thỏa thuận|thoả thuận|phụ lục|cam kết|quy chế|quy định|chính sách|nội quy"
    r"|contract|agreement|appendix|undertaking|policy|regulation|rules",
    re.IGNORECASE,
)


def names_a_document_kind(line: str) -> bool:
    """Whether ``line`` names a kind of document ("… - THỎA THUẬN BẢO MẬT", "Labour
    Contract")."""
    return _TITLE_WORDS.search(line) is not None


# The parties as a signature block heads them: of a labour contract, and of an NDA between a
# party disclosing information and one receiving it ("BÊN NHẬN THÔNG TIN", "RECEIVING PARTY").
# "NHÂN VIÊN" only in capitals: "Nhân viên" is also a job title in a table's cells.
_ROLE = (
    r"(?:người\s+lao\s+động|người\s+sử\s+dụng\s+lao\s+động|(?-i:NHÂN\s+VIÊN)|bên\s+[abc]|công\s+ty"
    r"|bên\s+(?:tiết\s+lộ|nhận|cung\s+cấp)(?:\s+thông\s+tin)?"
    r"|(?:the\s+)?employee|(?:the\s+)?employer|party\s+[abc]|the\s+company"
    r"|(?:the\s+)?(?:disclosing|receiving)\s+party)"
)
# "THAY MẶT (VÀ ĐẠI DIỆN)", "TM." (thay mặt) and "KT." (ký thay) open signature blocks too
_ON_BEHALF = r"(?:đại\s+diện|thay\s+mặt(?:\s+và\s+đại\s+diện)?|t\.?m\.|kt\.|for|on\s+behalf\s+of)"
# A party's caption, perhaps with how it signs after it: "NGƯỜI LAO ĐỘNG (ký, ghi rõ họ tên)".
# The abbreviations "NLĐ" and "NSDLĐ" caption a party only so: alone, they head the rows of a
# social-insurance table ("| NLĐ | 8% | 1,5% |") that must stay data.
# how: "(ký, ghi rõ họ tên)", "(ký tên, đóng dấu)", "(ký và ghi rõ họ tên)", "(signature, seal)";
# not a parenthesis of other words ("Công ty (ký hợp đồng này với NLĐ)")
_HOW_SIGNED = (
    r"\s*+\(\s*(?:ký(?:\s+tên)?(?=\s*[,)]|\s+(?:và|ghi|đóng))|signature|sign(?:ed)?\b)[^()]*\)"
)
_ROLE_ENTRY = rf"(?:{_ON_BEHALF}\s+)?(?:{_ROLE}(?:{_HOW_SIGNED})?|(?-i:NLĐ|NSDLĐ){_HOW_SIGNED})"
_MONTHS = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december)"
)
# A form's blank: dots, an ellipsis or underscores
_BLANK = r"(?:[.\u2026_]{2,}+|\u2026)"
_DAY = rf"(?:\d{{1,2}}|{_BLANK})"
_DATE_IN_FIGURES = rf"{_DAY}\s*(?P<sep>[/.\-])\s*{_DAY}\s*(?P=sep)\s*(?:\d{{4}}|(?:20)?{_BLANK})"
# a date left blank for the day of signing, its year printed: "…… 2025", "____ 20__" (each run
# of blanks taken whole: "ngày ........ tháng" had backtracked through every split of its dots)
_BLANK_DATE = rf"(?>(?:{_BLANK}\s*)+)(?:{_MONTHS}\s*)?(?>(?:{_BLANK}\s*)*)(?:20\d{{2}}|20{_BLANK})"
# The English place and date of signing as a sentence: "Made in Hanoi on 28 March 2025.",
# "This Contract is made at Ho Chi Minh City on 01/04/2025." (the whole line, no more)
_MADE_AT_EN = (
    r"(?:this\s+(?:labou?r\s+)?(?:contract|agreement|appendix|decision|undertaking)\s+(?:is|was)"
    r"\s++)?(?:made|done|signed|executed)\s++(?:in|at)\s++\S[^\d,]{1,39}?,?\s++(?:on\s++)?"
    r"(?:the\s++)?"
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:(?:day\s+)?of\s+)?{_MONTHS},?\s+\d{{4}}"
    rf"|{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|{_DATE_IN_FIGURES}|{_BLANK_DATE})\.?$"
)
_SIGNATURE = re.compile(
    r"^(?:"
    rf"{_MADE_AT_EN}|"
    r"đại\s+diện\b(?!\s*:)"
    r"|thay\s+mặt\b(?!\s*:)|t\.?m\.\s|kt\.\s"
    # a decision's recipients, listed beside its signer: "Nơi nhận:" (alone, or with the
    # list's first line after it; a sentence, "Nơi nhận: Phòng Hành chính, tầng 3.", is none:
    # ``is_signature_marker``), "Recipients:" alone
    r"|nơi\s+nhận\s*+(?::|$)|recipients\s*+:$"
    # the signer's title alone on its line: "GIÁM ĐỐC", "TỔNG GIÁM ĐỐC", "Director"
    r"|(?:(?:tổng|phó)\s+)?giám\s+đốc\s*$|(?:general\s+)?director\s*$"
    # the English place and date of signing: "Hanoi, 10 February 2025", "Hanoi, February 10, 2025"
    rf"|[^\d,]{{2,40}},\s*(?:\d{{1,2}}\s+{_MONTHS}\s+\d{{4}}|{_MONTHS}\s+\d{{1,2}},?\s+\d{{4}})\.?$"
    r"|(?:\(\s*)?ký\s*(?:tên|,|và|\s+ghi|\s+và\s+ghi|\s+đóng\s+dấu)"
    r"|chữ\s+ký|(?:được\s+)?ký\s+bởi|signed\s+by|\(?\s*signature|for\s+and\s+on\s+behalf|on\s+behalf\s+of|in\s+witness"
    rf"|for\s+{_ROLE}\s*:?$|{_ROLE}['\u2019]s\s+representative\s*:?$"
    # "NGƯỜI LAO ĐỘNG  ĐẠI DIỆN NGƯỜI SỬ DỤNG LAO ĐỘNG": a signature table's heading row read
    # as one line; "… / ĐẠI DIỆN CÔNG TY /" when its cells wrap
    rf"|{_ROLE_ENTRY}(?:\s*+[/|\u2013\u2014]?\s*+{_ROLE_ENTRY})*\s*[:./]?$"
    # the Vietnamese place and date of signing, filled in or left blank ("Hợp đồng làm tại
    # ……, ngày …… tháng …… năm 20……"), perhaps with its English after a slash
    rf"|[^\d,]{{2,40}},\s*ngày\s+{_DAY}\s+tháng\s+{_DAY}\s+năm\s+(?:\d{{4}}|(?:20)?{_BLANK})"
    r"\.?(?:\s*/\s*.{0,80})?$"
    r")",
    re.IGNORECASE,
)
# ... with the date in figures, or blank: "Đà Nẵng, ngày 02/03/2025", "Hanoi, 02/03/2025", "Ho
# Chi Minh City, …… 2025", "Hà Nội, ngày …/…/20…" (after a place's capital: "có hiệu lực,
# ngày 02/03/2025." wraps a sentence)
_PLACE_AND_DATE_IN_FIGURES = re.compile(
    rf"^(?P<place>[^\d,]{{2,40}}),\s*(?:ngày\s+|on\s+)?(?:{_DATE_IN_FIGURES}|{_BLANK_DATE})$",
    re.IGNORECASE,
)


SENTENCE_END = re.compile(r"[.;!?…]$")
# Sentences that do open a signature block.
_CLOSING_SENTENCE = re.compile(
    rf"^(?:in\s+witness|[^\d,]{{2,40}},\s*ngày\s+{_DAY}\s+tháng|{_MADE_AT_EN})", re.IGNORECASE
)


# The line under a signature block telling how to sign: "(Ký, ghi rõ họ tên)", "(Ký tên, đóng
# dấu)", "(Signature and full name)", or that it was: "(Đã ký)", "(Signed)" — never a party's
# details inside "Điều 1. Các bên". A bilingual one split at its slash keeps one parenthesis
# on each half.
_SIGNING_LINE = re.compile(
    r"^\(\s*(?:(?:đã\s+)?ký|signature|sign\b|signed\b)[^()]*\)?$|^(?:ký|signature|sign\b)[^()]*\)$",
    re.IGNORECASE,
)


# An e-signature platform's stamp where the hand signature would be ("DocuSigned by:", "Ký
# số bởi: …", its envelope's certificate): signed, beyond doubt.
_E_SIGNATURE = re.compile(
    r"^(?:docusigned\s+by|signed\s+electronically\s+by|(?:được\s+)?ký\s+(?:số\s+)?bởi"
    r"|certificate\s+of\s+completion|envelope\s+id)\b",
    re.IGNORECASE,
)


def is_signing_line(text: str) -> bool:
    """The line telling how to sign, or an e-signature's stamp, under a signature block's
    heading: the block is one beyond doubt. Columns of a block read as one line repeat it
    ("(Ký, ghi rõ họ tên)   (Ký, ghi rõ họ tên)   (Ký, ghi rõ họ tên)")."""
    line = text.strip(" *_")
    if word_count(line) > _LONGEST_SIGNING_LINES:
        return False  # before splitting it into columns: a long paragraph is none
    if _E_SIGNATURE.match(line):
        return word_count(text) <= 14
    columns = _COLUMNS.findall(line) if line.startswith("(") else [line]
    return (
        bool(columns)
        and _squeezed("".join(columns)) == _squeezed(line)
        and all(word_count(column) <= 14 and _SIGNING_LINE.match(column) for column in columns)
    )


_LONGEST_SIGNING_LINES = 14 * 4
# A parenthesis of its own, and the text after the last one: a signature block's columns,
# apart by spaces, a slash or a bar.
_COLUMNS = re.compile(r"\([^()]*\)?|[^()]+$")


def _squeezed(text: str) -> str:
    return re.sub(r"[\s/|]+", "", text)


def is_signature_caption(text: str) -> bool:
    """A line that may head a signature block's columns whatever it names ("GIÁO VIÊN
    HIỆU TRƯỞNG", "THUYỀN VIÊN  ĐẠI DIỆN CHỦ TÀU", "SEAFARER  FOR THE SHIPOWNER"): short,
    in capitals, no figure, no sentence. It heads one only where a signing line follows."""
    text = text.strip("*_ ")
    return (
        word_count(text) <= _LONGEST_CAPTION
        and in_capitals(text, letters=2)
        and not any(ch.isdigit() for ch in text)
        and not SENTENCE_END.search(text)
        and not text.endswith(":")
    )


_LONGEST_CAPTION = 16


# The title of what follows the signatures in capitals: "PHẦN XÁC NHẬN", "XÁC NHẬN CỦA NGƯỜI
# LAO ĐỘNG", "EMPLOYEE ACKNOWLEDGEMENT", "BIÊN NHẬN", "RECEIPT".
_ACKNOWLEDGEMENT_TITLE = re.compile(
    r"\b(?:xác\s+nhận|biên\s+nhận|acknowledg\w*|receipt|confirmation)\b", re.IGNORECASE
)


def is_acknowledgement_title(text: str) -> bool:
    """A title in capitals after a signature block naming an acknowledgement or a receipt: the
    block above it signed what came before, beyond doubt."""
    text = text.strip("*_ #")
    return (
        word_count(text) <= 10
        and in_capitals(text, letters=4)
        and bool(_ACKNOWLEDGEMENT_TITLE.search(text))
    )


_LONGEST_CAPITALS_TITLE = 8
_LONGEST_BOLD_TITLE = 6


# What a title does not hold: a person's title of address opening a name ("Bà Trần Thị Lan
# Anh", "MS TRAN THI LAN ANH"), or an English verb, which makes a sentence of it ("SMOKING AT
# THE WORKPLACE IS PROHIBITED"), or a prohibition or a duty in either language ("NGHIÊM CẤM
# HÚT THUỐC TRONG VĂN PHÒNG", "NO SMOKING INDOORS"). A line beside such a one is no title
# either (its translation is text: ``_section_titles``). A title that says so ("CÁC HÀNH VI BỊ
# NGHIÊM CẤM") is then text of the clause before: shown there, where a rule left out as a
# title would have been lost.
_NO_TITLE = re.compile(
    r"^(?:ông|bà|anh|chị|mr|ms|mrs|miss|dr)\.?\s"
    r"|\b(?:is|are|was|were|be|been|shall|must|will|may|can|should|has|have|does|do|not)\b"
    r"|\b(?:nghiêm\s+cấm|không\s+được|tuyệt\s+đối\s+không)\b"
    # a duty with what it is ("… có trách nhiệm bảo vệ tài sản"); one that ends the line
    # names whose duties follow ("NGƯỜI LAO ĐỘNG CÓ TRÁCH NHIỆM" over "EMPLOYEE
    # RESPONSIBILITIES")
    r"|\bcó\s+(?:trách\s+nhiệm|nghĩa\s+vụ)\s+\w"
    r"|^no\s+\w+ing\b",
    re.IGNORECASE,
)


def is_section_title(text: str, *, bold: bool = False) -> bool:
    """A short title in capitals, or in bold (as Word shows it) opening with a capital, no
    sentence, no signature block's heading, no figure, no name: "THU NHẬP", "BENEFITS",
    "Phụ cấp"."""
    text = text.strip("*_ #")
    words = word_count(text)
    return (
        (
            (words <= _LONGEST_CAPITALS_TITLE and in_capitals(text, letters=4))
            or (bold and words <= _LONGEST_BOLD_TITLE and text[:1].isupper())
        )
        and not _NO_TITLE.search(text)
        and not any(ch.isdigit() for ch in text)
        and not SENTENCE_END.search(text)
        and not text.endswith(":")
        and not is_signature_marker(text)
        and not is_motto(text)
    )


def _a_place_and_a_date_in_figures(text: str) -> bool:
    """ "Đà Nẵng, ngày 02/03/2025", "Ho Chi Minh City, …… 2025": a place's name (capitals, one
    word in lower case at most: "Thành phố Hồ Chí Minh"), then the date alone. Not "Sinh
    ngày, 12/05/1990", "Kỳ đánh giá thứ nhất, 30/06/2025", nor a sentence wrapped so ("…
    Thép Miền Nam, ngày 02/03/2025.": its full stop)."""
    found = _PLACE_AND_DATE_IN_FIGURES.match(text)
    if found is None:
        return False
    words = found["place"].split()
    return (
        words[0][:1].isupper()
        and sum(word[:1].islower() for word in words) <= 1
        and not any(word.casefold() == "ngày" for word in words)
    )


def is_signature_marker(text: str) -> bool:
    """A short line that opens a signature block.

    Not a sentence that happens to start like one ("Chữ ký điện tử của các bên có giá trị như
    chữ ký tay.", "Đại diện Công đoàn được mời …"), nor a party's field label ("Người sử dụng
    lao động:", followed by the party's details inside "Điều 1. Các bên").
    """
    text = text.strip("*_ ")
    if _PARTY_FIELD.match(text):
        # "Đại diện: Ông A", "On behalf of: Phuong Nam Co., Ltd." list a party; they do not
        # open a signature block
        return False
    if word_count(text) >= 7 and SENTENCE_END.search(text) and not _CLOSING_SENTENCE.match(text):
        return False
    if (
        text[:1].islower()
        and text[:1].isalpha()
        and (SENTENCE_END.search(text) or _EVERYDAY_OPENING.match(text))
    ):
        # "chữ ký của hai bên.", "đại diện tại thời điểm chấm" (of "… văn phòng" above): a
        # sentence wrapped onto its line ("for and on behalf of the Employer", "ký tên, đóng
        # dấu" in lower case are still captions)
        return False
    if text.endswith((":", ".")) and text.upper() != text and _ROLE_LINE.match(text):
        return False  # "Người lao động:" heads a party's details; "Công ty." ends a sentence
    if word_count(text) <= _LONGEST_CAPTIONS and _CAPTIONS.match(text):
        # the parties' captions side by side, each with how it signs: longer than a marker
        return True
    if _a_place_and_a_date_in_figures(text):
        return True
    # a bilingual line ("… năm 2026 / Made at … on …") counts the words of its first language
    return word_count(text.split(" / ", 1)[0]) <= 14 and bool(_SIGNATURE.match(text))


# "NGƯỜI LAO ĐỘNG (ký, ghi rõ họ tên) — NGƯỜI SỬ DỤNG LAO ĐỘNG (ký, đóng dấu)": only captions.
_CAPTIONS = re.compile(
    rf"^{_ROLE_ENTRY}(?:\s*+[/|\u2013\u2014]?\s*+{_ROLE_ENTRY})*\s*[:./]?$", re.IGNORECASE
)
_LONGEST_CAPTIONS = 32
# "đại diện", "thay mặt" in lower case open everyday phrases ("văn phòng" / "đại diện tại …"):
# a caption only when a role follows them and nothing else ("đại diện người lao động")
_EVERYDAY_OPENING = re.compile(
    rf"(?:đại\s+diện|thay\s+mặt)\b(?!\s*+{_ROLE_ENTRY}\s*[:./]?$)", re.IGNORECASE
)
_PARTY_FIELD = re.compile(r"đại\s+diện.*:|on\s+behalf\s+of\s*:\s*\S", re.IGNORECASE)
# (Possessive spaces: where they split between the two ``\s*`` no longer matters, so a line of
# forty roles that is no role line fails at once; it had backtracked through 2^40 splits.)
_ROLE_LINE = re.compile(rf"^{_ROLE}(?:\s*+[/|]?\s*+{_ROLE})*\s*[:.]$", re.IGNORECASE)


def is_motto(text: str) -> bool:
    return bool(_MOTTO.search(text))


_PLACE_AND_DATE = re.compile(
    r"^[^\d,]{2,40},\s*(?:ngày\s+\d{1,2}\s+tháng|\d{1,2}\s+\w+\s+\d{4}|\w+\s+\d{1,2},?\s+\d{4})",
    re.IGNORECASE,
)
# A Vietnamese syllable is a word: "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG VỀ CHẾ ĐỘ ĐÃI NGỘ VÀ LỘ TRÌNH PHÁT
# TRIỂN NGHỀ NGHIỆP" is one title of 18.
_LONGEST_TITLE = 30


def pick_title(lines: list[str]) -> str:
    """The document title among the lines before the first clause.

    Prefer a line in capitals naming the kind of document ("HỢP ĐỒNG LAO ĐỘNG"), then a short
    line naming it, then a short line in capitals, then the first short line; skip the motto,
    "Số: 12/2025/HĐLĐ", the place and date of signing, and a note in parentheses.
    """
    candidates = [
        line
        for line in lines
        if word_count(line) <= _LONGEST_TITLE
        and not is_motto(line)
        and not _REFERENCE_LINE.match(line)
        and not _PLACE_AND_DATE.match(line)
        and not line.startswith("(")
        and not (line.endswith(")") and "(" not in line)  # the end of a note in parentheses
        and not _a_contents_line(line)
        and not _RECITAL.match(line)
    ]
    short = [line for line in candidates if word_count(line) <= 15]
    for test, among in (
        (lambda line: bool(_TITLE_WORDS.search(line)) and line.upper() == line, candidates),
        (lambda line: bool(_TITLE_WORDS.search(line)), short),
        (lambda line: line.upper() == line, short),
        (lambda line: True, short),
    ):
        for line in among:
            if test(line):
                return _wrapped_title(lines, lines.index(line))
    return ""


def pick_english_title(english: list[str], vietnamese: list[str]) -> str:
    """The English title: among the English lines before the first clause, or, where none
    names a kind of document, the English title the Vietnamese's top gives under its own (a
    document in halves whose bilingual title stands above the Vietnamese half: "HỢP ĐỒNG LAO
    ĐỘNG" / "LABOUR CONTRACT", the English half opening with its first article or a party)."""
    title = pick_title(english)
    if _TITLE_WORDS.search(title):
        return title
    above = [line for line in vietnamese if _TITLE_WORDS.search(line) and detect(line) is Lang.EN]
    return pick_title(above) if above else title


def _wrapped_title(lines: list[str], index: int) -> str:
    """A title in capitals with the lines in capitals it wrapped onto, before or after it
    ("THỎA THUẬN BẢO MẬT, … SỞ HỮU TRÍ" / "TUỆ", "NON-DISCLOSURE, … INTELLECTUAL" /
    "PROPERTY AGREEMENT"): a line of its own, not the company's name, a motto, a number or
    a heading naming another kind of document."""
    title = lines[index]
    if title.upper() != title:
        return title
    start, end = index, index + 1
    if start > 0 and _goes_on_to(lines[start - 1], title):
        start -= 1
    while end < len(lines) and _goes_on_to(title, lines[end]):
        title = f"{title} {lines[end]}"
        end += 1
    return " ".join(lines[start:end])


def _goes_on_to(line: str, after: str) -> bool:
    """``after`` goes on with the title ``line`` ends: both in capitals and in one language,
    ``after`` the shorter, the two as long as a title, ``line`` ending in no full stop,
    neither a motto, a reference nor a company's name; and ``line`` either as wide as a
    wrapped line is, with at most one of the two naming a kind of document, or ending on a
    word no title ends on ("… TERMS OF THE" / "LABOUR CONTRACT", "… NON-COMPETITION AND" /
    "INTELLECTUAL PROPERTY AGREEMENT": a large title font wraps short lines)."""
    cut_short = bool(_DANGLING_END.search(line))
    return (
        line.upper() == line
        and after.upper() == after
        and any(ch.isalpha() for ch in after)
        # a line wraps when it is as wide as the page lets it be, onto a shorter one
        and (cut_short or len(line) >= _WRAPPED_WIDTH)
        and len(after) < len(line)
        and word_count(line) + word_count(after) <= _LONGEST_TITLE
        and not line.rstrip().endswith((".", ":", ";"))
        and not any(
            is_motto(part) or _REFERENCE_LINE.match(part) or _a_contents_line(part)
            for part in (line, after)
        )
        and not any(_COMPANY.search(part) for part in (line, after))
        and (cut_short or not (_TITLE_WORDS.search(line) and _TITLE_WORDS.search(after)))
        and _one_language(line, after, cut_short=cut_short)
    )


def _one_language(line: str, after: str, *, cut_short: bool) -> bool:
    """Both in one language (not the English title under the Vietnamese); a word too short to
    tell goes on a line cut short ("… KHÔNG CẠNH" / "TRANH")."""
    before, below = detect(line), detect(after)
    if cut_short and below is Lang.NEUTRAL and before is not Lang.NEUTRAL:
        return not any(ch.isdigit() for ch in after)
    return Lang.NEUTRAL not in (before, below) and before is below


_WRAPPED_WIDTH = 40
# The words a title cannot end on: a conjunction, a preposition or an article, a comma or a dash.
_DANGLING_END = re.compile(
    r"(?:[,&\-\u2013\u2014]|\b(?:and|or|of|the|for|to|on|in|with|between|và|hoặc|của|về|cho"
    r"|với|giữa|trong|theo"
    # ... nor on the words of a kind its noun follows: "… XÁC ĐỊNH" / "THỜI HẠN",
    # "FIXED-TERM LABOUR" / "CONTRACT"
    r"|xác\s+định|labou?r|fixed-term|indefinite-term|non-disclosure|non-compete"
    # ... nor on a compound's first syllable: "… KHÔNG CẠNH" / "TRANH" (a browser's print of a
    # large title broke "cạnh tranh"), "lao động", "trí tuệ", "thỏa thuận", "bí mật", …
    r"|cạnh|lao|trí|thỏa|bí|chấm|đào|thử))\s*$",
    re.IGNORECASE,
)
_COMPANY = re.compile(r"công\s+ty|tnhh|cổ\s+phần|\bjsc\b|\bltd\b|\bco\.|company|corporation", re.I)


# What a document library stamps on every file an unlicensed copy writes: the tool's words,
# not the signed text, at the top or after the last clause. Its own sentences, word for word
# as the libraries write them ("Evaluation Only. Created with Aspose.Words. …", "Evaluation
# Warning: The document was created with Spire.Doc for .NET.", "Created with an evaluation
# copy of Aspose.Words. …"): a clause about the tools ("Evaluation only: the trial copies of
# Aspose.Words … may not be used …") stays.
_LIBRARY = r"(?:aspose|spire|syncfusion|gembox|e-iceblue)\b"
_GENERATOR_BANNER = re.compile(
    rf"(?:evaluation\s+only\.\s+created\s+with\s+{_LIBRARY}"
    rf"|evaluation\s+warning\s*:\s*the\s+document\s+was\s+created\s+with\s+{_LIBRARY}"
    rf"|created\s+with\s+an\s+evaluation\s+copy\s+of\s+{_LIBRARY})",
    re.IGNORECASE,
)
_BANNER_LENGTH = 300
# Letters with marks (Vietnamese included): a banner is plain English. (Not a case-blind class:
# the long s, U+017F, in its range would take "s" with it.)
_MARKED_LETTER = re.compile("[\u00c0-\u1ef9]")


def is_generator_banner(text: str) -> bool:
    return (
        len(text) <= _BANNER_LENGTH
        and not _MARKED_LETTER.search(text)
        and bool(_GENERATOR_BANNER.match(text))
    )


# An initials box ("Ký nháy / Initials: ______"): each page of a contract is initialled by the
# parties, and the box for it is drawn in a footer, or, as some templates do, in a text box
# anchored in the body or a paragraph of its own at the foot of a page. It says nothing; read
# as text, it was glued to whichever clause it stood in, in both languages. Only the prompt,
# the parties it names and the blanks to write in: "Ký nháy NSDLĐ: ____ Ký nháy NLĐ: ____".
_INITIALS_PROMPT = re.compile(r"chữ\s+ký\s+nháy|ký\s+nháy|initials?\b", re.IGNORECASE)
_INITIALS_PARTY = re.compile(
    r"\b(?:bên\s+[ab]|party\s+[ab]|nsdlđ|nlđ|người\s+sử\s+dụng\s+lao\s+động|người\s+lao\s+động"
    r"|công\s+ty|company|employer|employee|nhân\s+viên|of|the|của)\b",
    re.IGNORECASE,
)
_INITIALS_BLANKS = re.compile(r"_{3,}|\.{3,}|…")
_INITIALS_REST = re.compile(r"[\s_.…:/|()\-\u2013]*")


def is_initials_box(text: str) -> bool:
    """The paragraph is an initials box and nothing else (see ``_INITIALS_PROMPT``)."""
    if len(text) > 120 or not _INITIALS_PROMPT.search(text) or not _INITIALS_BLANKS.search(text):
        return False
    rest = _INITIALS_PARTY.sub(" ", _INITIALS_PROMPT.sub(" ", text))
    return bool(_INITIALS_REST.fullmatch(rest))
