"""Telling a document's whole text from an appendix that amends some of its clauses.

Vietnamese contracts are often amended by an appendix ("Phụ lục hợp đồng") that only lists its
changes: "Điều 1. Sửa đổi khoản 2.1 Điều 2 của Hợp đồng như sau: …", "Khoản 3 Điều 4 được điều
chỉnh như sau: …", "Bãi bỏ khoản 2 Điều 6", a table of old and new wording, then "Các nội dung
khác giữ nguyên" and "Hiệu lực". Imported as the next version of the contract, its few clauses
would replace every clause the citations are checked against: each draft citation would go
stale with nothing left to re-cite. An amendment is imported as the document's whole text as
amended (``import_signed_document``); this module recognises the other kind, strictly: a whole
text says "phụ cấp bổ sung theo Điều 5", "thay thế thiết bị theo Điều 9" or "Mọi sửa đổi, bổ
sung Điều 1 phải lập thành văn bản" without amending anything. Pure Python.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable

from . import ParsedClause, ParsedDocument

_VERB = (
    r"(?:sửa\s+đổi|bổ\s+sung|thay\s+thế|thay\s+đổi|điều\s+chỉnh|bãi\s+bỏ|hu[ỷy]\s+bỏ|hủy\s+bỏ"
    r"|viết\s+lại|thay(?=\s+bằng)|gia\s+hạn|sửa(?=\s+(?:lại|thành)\b)"
    # "Tăng số ngày nghỉ … tại khoản 6.1 Điều 6 từ 12 ngày lên 15 ngày": a verb of change
    # only where it says from what to what
    r"|(?:tăng|giảm|nâng|rút\s+ngắn|kéo\s+dài|hạ)(?=(?:[^.;:\n]|\.(?=\d)){0,200}?\stừ\s"
    r"(?:[^.;:\n]|\.(?=\d)){1,80}?"
    r"\s(?:lên|xuống)\s)"
    # "Bỏ cụm từ “…” tại khoản …", "Xóa các từ “…”"
    r"|(?:bỏ|xóa|xoá|lược\s+bỏ|loại\s+bỏ)(?=\s+(?:đi\s+)?(?:cụm\s+từ|các\s+từ|từ\s+ngữ|từ|chữ)\s))"
)
_VERBS = rf"{_VERB}(?:\s*(?:,|và|hoặc)\s*{_VERB})*"
# ... said of what a clause states, without "được": "Thời giờ làm việc tại khoản 4.1 Điều 4
# giảm từ 40 giờ xuống 38 giờ"
_UP_OR_DOWN = (
    r"(?:tăng|giảm|nâng|rút\s+ngắn|kéo\s+dài|hạ)"
    r"(?=\s+từ\s(?:[^.;:\n]|\.(?=\d)){1,80}?\s(?:lên|xuống)\s)"
)
# A clause of the contract named by number: "khoản 2.1 Điều 2", "điểm b khoản 1 Điều 4",
# "Điều 5", "khoản 4 vào Điều 5", "khoản 2.1"; "mục 2.2 Điều 2" where a house calls its
# numbered clauses "mục"
_CLAUSE = (
    r"điều\s+khoản\s+\d{1,3}(?:\.\d{1,3})*"  # "Điều khoản 4.1"
    # "Điều 6 khoản 1", "Điều 5, khoản 2, điểm b": the article first, as some houses write it
    r"|điều\s+\d{1,3}[^\S\n]*+,?[^\S\n]*+(?:khoản|mục)[^\S\n]+\d{1,3}[a-z]?(?!\.?\d)"
    r"(?:[^\S\n]*+,?[^\S\n]*+điểm[^\S\n]+[a-zđ](?![^\W\d_]))?"
    r"|(?:điểm\s+[a-zđ]\)?\s*,?\s*(?:(?:(?:quy\s+định|nêu)\s+)?(?:của|tại|vào)\s+)?)?"
    r"(?:(?:khoản|mục)\s+\d{1,3}(?:\.\d{1,3})*[a-z]?(?:\([a-zđ]\))?"
    # "khoản 3.3 (Kỳ trả lương) Điều 3": what the clause is, in brackets, before its article
    # (not a point's "(ii)", "(dd)")
    r"(?:[^\S\n]*\((?![ivx]{1,5}\)|[a-zđ]{1,2}\))(?=[^\W\d_])[^()\d\n]{2,60}\))?\s*,?\s*(?:(?:của|tại|vào|(?:vào\s+)?(?:ngay\s+|liền\s+)?(?:sau|tiếp\s+theo)\s+"
    r"(?:khoản|mục)\s+\d{1,3}(?:\.\d{1,3})*)\s+)?)?điều\s+\d{1,3}[a-z]?(?!\.?\d)"
    # "Điều 5 vào sau Điều 4": an article added, and where it goes
    r"(?:\s+(?:vào\s+)?(?:ngay\s+|liền\s+)?(?:sau|tiếp\s+theo)\s+điều\s+\d{1,3}[a-z]?(?!\.?\d))?"
    r"|(?:điểm\s+[a-zđ]\)?\s*,?\s*(?:(?:(?:quy\s+định|nêu)\s+)?(?:của|tại|vào)\s+)?)?(?:khoản|mục)\s+\d{1,3}(?:\.\d{1,3})+"
    r"(?:[a-z](?![\w)]))?(?:\([a-zđ]\))?"
    # "Điều 7.4": the clause 7.4, numbered under its article's name
    r"|(?:điểm\s+[a-zđ]\)?\s*,?\s*(?:(?:(?:quy\s+định|nêu)\s+)?(?:của|tại|vào)\s+)?)?điều\s+\d{1,3}(?:\.\d{1,3})+(?![\d])"
)
_CLAUSES = rf"(?:{_CLAUSE})(?:\s*(?:,|và|hoặc)\s*(?:{_CLAUSE}))*"
# What may stand between the verb and the clause it changes: "sửa đổi nội dung", "bãi bỏ toàn
# bộ", "bổ sung quy định tại"
_BETWEEN = (
    r"(?:\s+(?:nội\s+dung|toàn\s+bộ|một\s+phần|quy\s+định|các\s+quy\s+định|tại|của|tên|tiêu\s+đề"
    r"|thêm|vào\s+cuối|vào))*"
    # ... or what it changes, then where: "Điều chỉnh mức lương quy định tại khoản 1 Điều 3",
    # "Sửa đổi thời hạn không cạnh tranh tại khoản 5.2 Điều 5"
    # (only when no clause follows the verb itself: "Bãi bỏ điểm d tại khoản 5.3 Điều 5" names
    # point d)
    r"(?:[ \t][^.;:\n]{1,160}?\s(?:(?:quy\s+định|nêu|ghi)\s+)?tại)??"
)
# ... and what another instrument's article is followed by: a law's, a regulation's
_ANOTHER = re.compile(
    r"\s*,?\s*(?:(?:của|tại|thuộc)\s+)?(?:bộ\s+luật|luật|nghị\s+định|thông\s+tư|quyết\s+định"
    r"|quy\s+chế|nội\s+quy|thỏa\s+ước|thoả\s+ước|bllđ)\b",
    re.IGNORECASE,
)
# An operation: the verb opening a sentence (a heading "Sửa đổi khoản 4.1 Điều 4", "Bãi bỏ khoản
# 2 Điều 6."), or the clause opening it, changed ("Khoản 2.1 Điều 2 được sửa đổi như sau:") — not
# the verb as a noun ("Mọi sửa đổi …", "Việc sửa đổi …") or an adjective ("phụ cấp bổ sung").
_OPENING = (
    # (after a full stop, not the dot of "12.1": "Ngoài khoản 12.1 Điều 12, …" opens no change)
    r"(?:^|(?:(?<=[;:!?\n])|(?<=\.)(?!\d))\s*|^\s*(?:[\w\u0111]{1,3}[.)]\s*)?"
    # items counted in words: "Thứ nhất, …", "Thứ hai: …"
    r"|^\s*thứ\s+(?:nhất|hai|ba|tư|năm|sáu|bảy|tám|chín|mười)\s*[,:.]\s*)"
)
# A day in figures or as Vietnamese writes it in words: "01/08/2026", "01 tháng 08 năm 2026"
_DAY = r"(?:[\d/.\-]{6,10}|\d{1,2}\s+tháng\s+\d{1,2}\s*,?\s+năm\s+\d{4})"
# What may open the sentence before the change: "Nay sửa đổi …", "(Nay) hai bên thống nhất sửa
# đổi …", "Kể từ ngày 01/07/2026, khoản 3.1 Điều 3 được …", "Theo thỏa thuận của hai bên, …"
_LEAD = (
    # "Do yêu cầu …, hai bên thống nhất …", "Căn cứ Quyết định …, hai bên …": a reason first
    r"(?:[^.;:\n]{1,160}?,\s*(?=(?:hai|các)\s+bên\b)"
    # ... or before the clause: "Theo yêu cầu của Người lao động, khoản 7.4 Điều 7 được …"
    r"|(?:theo|căn\s+cứ|để|nhằm|xét|do|trên\s+cơ\s+sở)\s[^.;:\n]{1,160}?,\s*"
    r"(?=(?:khoản|điều|điểm|mục|nội\s+dung)\s))?"
    r"(?:(?:(?:nay\s*,?\s+)?(?:hai|các)\s+bên(?:\s+(?:có|ký)\s+tên\s+(?:dưới|trên)\s+đây)?|nay)"
    r"(?:\s+(?:cùng\s+)?(?:thống\s+nhất|đồng\s+ý|thỏa\s+thuận"
    r"|thoả\s+thuận))?\s+|(?:kể\s+)?từ\s+ngày\s+" + _DAY + r"\s*,\s*"
    r"|theo\s+(?:thỏa|thoả)\s+thuận\s+(?:của|giữa)\s+(?:hai|các)\s+bên\s*,\s*"
    # "Nội dung (quy định tại) khoản 7.4 Điều 7 được sửa đổi như sau:" (the clause's content)
    r"|(?:toàn\s+bộ\s+)?nội\s+dung\s+(?:(?:quy\s+định\s+|nêu\s+)?tại\s+|của\s+)?)?"
)
_REASON = r"(?:(?:theo|căn\s+cứ|xét|trên\s+cơ\s+sở)\s[^.;:\n]{1,160}?,\s*)"
_OPERATION = re.compile(
    rf"{_OPENING}{_LEAD}(?:{_VERBS}){_BETWEEN}[^\S\n]+(?P<verb_first>{_CLAUSES})"
    rf"|{_OPENING}{_LEAD}(?P<clause_first>{_CLAUSES})"
    # "Khoản 3.3 Điều 3 (Kỳ trả lương) được sửa đổi …": what the clause is, in brackets
    r"(?:[^\S\n]*\((?=[^\W\d_])[^()\d\n]{1,60}\))?"
    # "… của Hợp đồng", "… Hợp đồng lao động số 125/2025/HĐLĐ", "… HĐLĐ" (often without "của")
    r"(?:\s+(?:của\s+[^.;:\n]{1,160}?"
    r"|(?:hợp\s+đồng|hđlđ|thỏa\s+thuận|thoả\s+thuận|phụ\s+lục)[^.;:\n]{0,160}?))?"
    rf"\s+(?:được|bị)\s+"
    rf"(?:{_VERBS})"
    # "Khoản 3.2 Điều 3 không còn hiệu lực kể từ …": repealed
    rf"|{_OPENING}(?P<lapsing>{_CLAUSES})(?:\s+của\s+[^.;:\n]{{1,80}}?)?\s+"
    r"(?:không\s+còn|hết|chấm\s+dứt)\s+hiệu\s+lực"
    # "Mức lương tại khoản 1 Điều 3 của Hợp đồng được điều chỉnh từ … lên …", "Tại khoản 4.1
    # Điều 4, cụm từ “…” được thay thế bằng “…”"
    # (after a reason: "Theo chính sách phúc lợi mới của Công ty, số ngày nghỉ … tại …")
    rf"|{_OPENING}{_REASON}?(?:(?:kể\s+)?từ\s+ngày\s+{_DAY}\s*,\s*)?"
    rf"(?:[^.;:\n]{{1,60}}?\s)?(?:quy\s+định\s+|nêu\s+|ghi\s+)?tại\s+"
    rf"(?P<named_in>{_CLAUSES})"
    rf"(?:[^.;:\n]|\.(?=\d)){{0,80}}?\s(?:(?:được|bị)\s+(?:{_VERBS})|{_UP_OR_DOWN})",
    re.IGNORECASE | re.MULTILINE,
)
_NAMING = ("verb_first", "clause_first", "lapsing", "named_in")
# "Điều 6 được đánh số lại thành Điều 7.": a clause renumbered is one the appendix changes (an
# appendix renumbering and changing nothing else is no whole text); how it is read, and
# refused when not read whole: ``consolidation._renumbering``
RENUMBERED_CLAUSE = (
    rf"(?P<old>{_CLAUSE})(?:[^\S\n]+(?:cũ|hiện\s+hành|hiện\s+tại))?"
    r"(?:[^\S\n]+(?:của|tại)[^\S\n]+(?:hợp\s+đồng|hđlđ)(?:[^.;:\n]|\.(?=\d)){0,80}?)?"
    # (not "… giữ nguyên, không được đánh số lại")
    r"[^\S\n]+(?<!không[^\S\n])(?:sẽ[^\S\n]+)?được[^\S\n]+đánh[^\S\n]+số[^\S\n]+lại"
)
_RENUMBERED = re.compile(rf"(?<![^\W\d_]){RENUMBERED_CLAUSE}\b", re.IGNORECASE)
_CLAUSE_NAME = re.compile(_CLAUSE, re.IGNORECASE)
CLAUSE_NAME = _CLAUSE_NAME
ANOTHER_INSTRUMENT = _ANOTHER
# ... or a table of old wording beside new: "Điều khoản | Nội dung cũ | Nội dung mới", "Quy định
# cũ | Quy định mới", "Trước khi sửa đổi | Sau khi sửa đổi", "Old wording | New wording"
_OLD = (
    r"(?:\bcũ\b|hiện\s+hành|trước\s+đây|trước\s+khi\s+(?:sửa\s+đổi|điều\s+chỉnh)|\bold\b|current"
    # "Theo HĐLĐ | Điều chỉnh", "Under the Contract | Adjusted to", "Previous wording"
    r"|theo\s+(?:hđlđ|hợp\s+đồng)|under\s+the\s+(?:contract|agreement)|previous|existing"
    r"|before\s+(?:the\s+)?(?:amendment|change|adjustment))"
)
_NEW = (
    r"(?:\bmới\b|sau\s+khi\s+(?:sửa\s+đổi|điều\s+chỉnh)|điều\s+chỉnh|sửa\s+đổi|\bnew\b|amended"
    r"|after\s+(?:the\s+)?(?:amendment|change|adjustment)"
    r"|adjusted|revised)"
)
_OLD_CELL = re.compile(_OLD, re.IGNORECASE)
_NEW_CELL = re.compile(_NEW, re.IGNORECASE)


def _old_and_new_header(text: str) -> tuple[int, int, list[str]] | None:
    """The header row of a table of old and new wording in ``text``, in either order ("Nội
    dung mới | Nội dung cũ" too): where it stands and its cells. Read cell by cell (one
    pattern over the line backtracked as the fourth power of its cells)."""
    at = 0
    for line in text.split("\n"):
        if "|" in line:
            cells = _cells(line)
            old = [i for i, cell in enumerate(cells) if _OLD_CELL.search(cell)]
            if old and any(_NEW_CELL.search(cell) for i, cell in enumerate(cells) if i != old[0]):
                return at, at + len(line), cells
        at += len(line) + 1
    return None


def old_and_new_header(text: str) -> list[str] | None:
    """The cells of the header row of ``text``'s table of old and new wording (None without
    one)."""
    header = _old_and_new_header(text)
    return None if header is None else header[2]


_NAMED_IN_A_ROW = re.compile(
    r"(?<!\w)(?:điểm\s+[a-zđ]\)?\s+)?(?:khoản\s+\d{1,3}(?:\.\d{1,3})*\s+)?điều\s+\d{1,3}[a-z]?"
    # "Khoản 12.1" alone
    r"|(?<!\w)(?:điểm\s+[a-zđ]\)?\s+)?(?:khoản|mục)\s+\d{1,3}(?:\.\d{1,3})+",
    re.IGNORECASE,
)
# The articles an amending appendix closes with: "Các nội dung khác giữ nguyên", "Hiệu lực",
# "Điều khoản thi hành", "Cam kết chung"
CLOSING = re.compile(
    r"^\W*(?:hiệu\s+lực|điều\s+khoản\s+(?:thi\s+hành|chung|cuối\s+cùng)|các\s+(?:nội\s+dung|điều"
    r"\s+khoản)\s+khác|cam\s+kết|thỏa\s+thuận\s+chung|thoả\s+thuận\s+chung|quy\s+định\s+chung"
    r"|tổ\s+chức\s+thực\s+hiện|số\s+bản|giữ\s+nguyên|(?:thời\s+gian|thời\s+điểm|ngày)\s+(?:áp\s+dụng|thực\s+hiện)"
    r"|áp\s+dụng"
    # "Phụ lục này có hiệu lực kể từ …", "Phụ lục hợp đồng này được lập thành 02 bản …"
    r"|phụ\s+lục(?:\s+hợp\s+đồng)?(?:\s+(?:lao\s+động|này|số\s+\S+)){0,2}\s+(?:có\s+hiệu\s+lực"
    r"|có\s+giá\s+trị|được\s+lập|được\s+làm|là\s+(?:bộ\s+phận|một\s+phần)))",
    re.IGNORECASE,
)


def change_table(text: str) -> str | None:
    """The table of old and new wording in ``text`` (its header row and the rows under it,
    as lines), or None without one: an appendix that is only such a table has no numbered
    clause to hold it."""
    header = _old_and_new_header(text)
    if header is None:
        return None
    lines = [text[header[0] : header[1]]]
    for line in text[header[1] :].split("\n"):
        if not line.strip():
            continue
        if "|" not in line:
            break
        lines.append(line)
    return "\n".join(lines)


def clauses_amended(document: ParsedDocument) -> list[str]:
    """The clauses another text has, as this one names them ("khoản 2.1 Điều 2"), when this
    document is an appendix amending them: an article changes a clause it names, and every
    other article is one such an appendix closes with (or they are fewer than the amending
    ones). Empty for a document's whole text."""
    first_spelling: dict[str, str] = {}
    for _article, name in clauses_amended_by_article(document):
        # "Sửa đổi khoản 4.1 Điều 4" then "Khoản 4.1 Điều 4 được sửa đổi …"
        first_spelling.setdefault(name.casefold(), name)
    return list(first_spelling.values())


def clauses_amended_by_article(document: ParsedDocument) -> list[tuple[str, str]]:
    """``clauses_amended``, each name with the reference of the appendix's article naming it."""
    articles = [clause for clause in document.clauses if clause.parent_ref is None]
    named: list[tuple[str, str]] = []
    amending = closing = 0
    for article in articles:
        found = _operations(_subtree_vi(document, article))
        if found:
            amending += 1
            named.extend((article.ref, name) for name in found)
        elif CLOSING.match(article.text_vi or ""):
            closing += 1
    if not amending or (amending + closing < len(articles) and amending * 2 < len(articles)):
        return []
    return named


# Several clauses named once for all ("các khoản 6.2, 6.3 và 6.4 Điều 6", "khoản 6.2 và 6.3 Điều
# 6", "các khoản từ khoản 6.2 đến khoản 6.4 Điều 6") and, in a sentence that repeals and
# changes nothing else, several points ("điểm b và điểm c khoản 9.2 Điều 9", "các điểm b, c và
# d khoản 9.2"): spelled out one by one ("khoản 6.2 Điều 6, khoản 6.3 Điều 6 và …"), each is
# read as if named on its own. (New wording for "điểm b và c" would have to be told apart by
# point; a list of clauses whose wording is not numbered clause by clause is refused as any.)
_OF_CLAUSE = (
    r"(?P<of>(?:(?:của|tại)\s+)?khoản\s+\d{1,3}(?:\.\d{1,3})*"
    r"(?:\s+(?:của\s+)?điều\s+\d{1,3})?)"
)
_OF_ARTICLE = r"(?P<of>(?:của\s+)?điều\s+(?P<article>\d{1,3}))"
_AND = r"\s*(?:,|và)\s*"  # (not "hoặc": "khoản 6.1 hoặc 6.2" is no list of both)
_POINTS_LISTED = re.compile(
    rf"(?:các\s+)?điểm\s+(?P<points>[a-zđ]\)?(?:{_AND}(?:điểm\s+)?[a-zđ]\)?)+)\s+{_OF_CLAUSE}",
    re.IGNORECASE,
)
_POINTS_RANGE = re.compile(
    r"(?:các\s+điểm\s+)?(?:từ\s+)?điểm\s+(?P<first>[a-zđ])\)?\s+(?:đến|tới)\s+(?:hết\s+)?"
    rf"điểm\s+(?P<last>[a-zđ])\)?\s+{_OF_CLAUSE}",
    re.IGNORECASE,
)
_CLAUSES_LISTED = re.compile(
    rf"(?:(?P<many>các)\s+)?khoản\s+(?P<clauses>\d{{1,3}}(?:\.\d{{1,3}})*(?:{_AND}(?:khoản\s+)?"
    rf"\d{{1,3}}(?:\.\d{{1,3}})*)+)\s+{_OF_ARTICLE}",
    re.IGNORECASE,
)
_CLAUSES_RANGE = re.compile(
    r"(?:các\s+khoản\s+)?(?:từ\s+)?khoản\s+(?P<first>\d{1,3}(?:\.\d{1,3})?)\s+(?:đến|tới)\s+"
    rf"(?:hết\s+)?khoản\s+(?P<last>\d{{1,3}}(?:\.\d{{1,3}})?)\s+{_OF_ARTICLE}",
    re.IGNORECASE,
)
_REPEALING = re.compile(
    r"\b(?:bãi\s+bỏ|hu[ỷy]\s+bỏ|hủy\s+bỏ|(?:không\s+còn|hết)\s+hiệu\s+lực)\b", re.IGNORECASE
)
_CHANGING = re.compile(
    r"\b(?:sửa\s+đổi|bổ\s+sung|thay|điều\s+chỉnh|gia\s+hạn|như\s+sau)\b|[:\u201c\u00ab\"]",
    re.IGNORECASE,
)
# the letters points are numbered with, in order (Vietnamese drafting skips "f", "j", "w", "z")
_POINT_LETTERS = "abcdđeghiklmnopqrstuvxy"


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} và {names[-1]}"


def _points(found: re.Match[str]) -> list[str] | None:
    if "points" in found.groupdict():
        letters = re.findall(r"(?<![^\W\d_])[a-zđ](?![^\W\d_])", found["points"], re.IGNORECASE)
        return [f"điểm {letter}" for letter in letters]
    first = _POINT_LETTERS.find(found["first"].casefold())
    last = _POINT_LETTERS.find(found["last"].casefold())
    if first < 0 or last <= first:
        return None
    return [f"điểm {letter}" for letter in _POINT_LETTERS[first : last + 1]]


def _clauses(found: re.Match[str]) -> list[str] | None:
    article = found["article"]
    if "clauses" in found.groupdict():
        numbers = re.findall(r"\d{1,3}(?:\.\d{1,3})*", found["clauses"])
        # "khoản 1, 3 Điều 6" may be a slip of "khoản 1.3": only dotted numbers of the article
        # named, "các khoản …" or "khoản 2 và khoản 3 …" (each named a clause) are a list
        if not (
            found["many"]
            or re.search(r"\bkhoản\b", found["clauses"], re.IGNORECASE)
            or all(number.startswith(f"{article}.") for number in numbers)
        ):
            return None
    else:
        first, last = found["first"], found["last"]
        head_first, _, tail_first = first.rpartition(".")
        head_last, _, tail_last = last.rpartition(".")
        if head_first != head_last or not 0 < int(tail_last) - int(tail_first) <= 20:
            return None
        numbers = [
            f"{head_first}.{n}" if head_first else str(n)
            for n in range(int(tail_first), int(tail_last) + 1)
        ]
    if any("." in number and not number.startswith(f"{article}.") for number in numbers):
        return None
    return [f"khoản {number}" for number in numbers]


def spelled_out(text: str) -> str:
    """``text`` with the points or clauses it names once for all (``_CLAUSES_LISTED``) each
    named in full; the rest as it is."""
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if not re.search(_VERBS, line, re.IGNORECASE) and not _REPEALING.search(line):
            continue  # wording, not a sentence stating a change: as written
        # (only before the new wording a sentence gives after its colon or in quotation marks,
        # past the verb: "Hai bên thống nhất: bãi bỏ các khoản …")
        verb = re.search(_VERBS, line, re.IGNORECASE) or _REPEALING.search(line)
        wording = re.search(r"[:\u201c\u00ab\"]", line[verb.end() :]) if verb else None
        head = line if wording is None or verb is None else line[: verb.end() + wording.start()]
        said = [head]
        patterns = [(_CLAUSES_RANGE, _clauses), (_CLAUSES_LISTED, _clauses)]
        if _REPEALING.search(line) and not _CHANGING.search(line):
            patterns += [(_POINTS_RANGE, _points), (_POINTS_LISTED, _points)]
        for pattern, listed in patterns:
            head = pattern.sub(functools.partial(_each_in_full, listed=listed), head)
        lines[index] = head + line[len(said[0]) :]
    return "\n".join(lines)


def _each_in_full(
    found: re.Match[str], *, listed: Callable[[re.Match[str]], list[str] | None]
) -> str:
    """The points or clauses ``found`` names once for all, each named in full; as written when
    they are not read as a list."""
    names = listed(found)
    if not names or len(names) < 2 or _ANOTHER.match(found.string, found.end()):
        return found.group()  # (not "các khoản 1 và 2 Điều 107 Bộ luật Lao động")
    of = " ".join(found["of"].split())
    spelled = _listed([f"{name} {of}" for name in names])
    return spelled[:1].upper() + spelled[1:] if found.group()[0].isupper() else spelled


def _operations(text: str) -> list[str]:
    """The clauses ``text`` changes by an operation or renumbers, and those its table of old
    and new wording names, each as written."""
    named = [name for _start, _end, names in operation_spans(text) for name in names]
    named += [found["old"] for found in _RENUMBERED.finditer(text)]
    header = _old_and_new_header(text)
    wording = _wording_columns(header[2]) if header is not None else None
    if header is not None:
        for row in text[header[1] :].splitlines():
            # (each row, its cells lined up with the header's or not; named outside its old
            # and new wording: "… theo Điều 29 Bộ luật Lao động" there is a law's article)
            cells = [cell for i, cell in enumerate(_cells(row)) if i not in (wording or ())]
            if "|" in row and (clause := _NAMED_IN_A_ROW.search(" | ".join(cells))):
                named.append(" ".join(clause.group().split()))
    return named


def _subtree_vi(document: ParsedDocument, article: ParsedClause) -> str:
    prefix = (f"{article.ref}.", f"{article.ref}(")
    return "\n".join(
        spelled_out(clause.text_vi)
        for clause in document.clauses
        if clause.ref == article.ref or clause.ref.startswith(prefix)
    )


Span = tuple[int, int, list[str]]  # start, introduction end, the clauses named


def operation_spans(text: str) -> list[Span]:
    """Each change ``text`` states by an operation, in order: where it starts, where its
    introduction ends (after its colon, before its quotation mark, or at its line's end) and
    the clauses it names, each as written. A law's article ("… Điều 19 Luật Sở hữu trí tuệ")
    is no change of this document."""
    spans: list[Span] = []
    quoted = quoted_ranges(text)
    for operation in _OPERATION.finditer(text):
        group = next(name for name in _NAMING if operation[name])
        if _ANOTHER.match(text, operation.end(group)):
            continue  # "sửa đổi … Điều 19 Luật Sở hữu trí tuệ": a law's article
        after = text[operation.end(group) : operation.end()]
        if after.count("(") > after.count(")"):
            continue  # "Khoản 6.1 Điều 6 (đã được sửa đổi theo Phụ lục số 01) giữ nguyên"
        start = operation.start() + len(operation.group()) - len(operation.group().lstrip())
        if spans and start < spans[-1][1]:
            continue  # within the introduction of the change before
        if inside_quotation(quoted, start):
            continue  # new wording naming a clause ("… tại khoản 3.2 Điều 3 được điều chỉnh …")
        names = [" ".join(name.group().split()) for name in _CLAUSE_NAME.finditer(operation[group])]
        spans.append((start, _introduction_end(text, operation.end()), names))
    return spans


# “ « „ " and the single opening mark
_QUOTATION_MARKS = '\u201c\u00ab\u201e"\u2018'


def inside_quotation(ranges: list[tuple[int, int]], at: int) -> bool:
    """Whether ``at`` stands inside one of ``ranges`` (``quoted_ranges``: in order, none in
    another), past its opening mark."""
    before = bisect.bisect_left(ranges, (at,)) - 1  # the last quotation opening before it
    return before >= 0 and at < ranges[before][1]


def quoted_ranges(text: str) -> list[tuple[int, int]]:
    """Where the outermost quotations “…” and «…» of ``text`` stand."""
    ranges: list[tuple[int, int]] = []
    depth = begin = 0
    for at, char in enumerate(text):
        if char in "\u201c\u00ab":
            if depth == 0:
                begin = at
            depth += 1
        elif char in "\u201d\u00bb" and depth:
            depth -= 1
            if depth == 0:
                ranges.append((begin, at))
    return ranges


def _introduction_end(text: str, at: int) -> int:
    """Where the introduction of a change starting before ``at`` ends: after its colon, before
    its quotation mark, or at its line's end."""
    line_end = text.find("\n", at)
    line_end = len(text) if line_end < 0 else line_end
    rest = text[at:line_end]
    colon = rest.find(":")
    quote = min((i for i in (rest.find(mark) for mark in _QUOTATION_MARKS) if i >= 0), default=-1)
    if colon >= 0 and (quote < 0 or colon < quote):
        return at + colon + 1
    if quote >= 0:
        return at + quote
    return line_end


Row = tuple[str, str, str, str, str, str]
# a cell naming a clause in words, not a row's number: "Khoản 1 Điều 4", "Clause 1 of Article 4"
_A_CLAUSE = re.compile(r"\b(?:điều|khoản|điểm|article|clause|point|section)\s+\(?\w", re.I)


def table_rows(text_vi: str, text_en: str) -> list[Row] | None:
    """The rows of a table of old and new wording (``_old_and_new_header``) in ``text_vi``,
    each with the English table's row of the same place: (clause, old words, new words) in
    Vietnamese, then in English ("" where the English has no such row). None without one."""
    vietnamese = _old_and_new_rows(text_vi)
    if vietnamese is None:
        return None
    english = _old_and_new_rows(text_en) or []
    blank = ("", "", "")
    return [
        (*row, *(english[index] if index < len(english) else blank))
        for index, row in enumerate(vietnamese)
    ]


def _old_and_new_rows(text: str) -> list[tuple[str, str, str]] | None:
    header = _old_and_new_header(text or "")
    if header is None:
        return None
    end, cells = header[1], header[2]
    columns = _wording_columns(cells)
    if columns is None:
        return None
    old, new = columns
    rows: list[tuple[str, str, str]] = []
    for line in text[end:].splitlines():
        row = _cells(line)
        if len(row) != len(cells):
            if rows or line.strip():
                break
            continue
        if all(re.fullmatch(r":?-{3,}:?", cell) for cell in row):
            continue
        named = next(
            (row[i] for i in range(len(row)) if i not in (old, new) and _A_CLAUSE.search(row[i])),
            "",
        )
        rows.append((named, row[old], row[new]))
    return rows


def _wording_columns(cells: list[str]) -> tuple[int, int] | None:
    """The old and the new wording's columns of a header of old and new wording."""
    old = next((i for i, cell in enumerate(cells) if _OLD_CELL.search(cell)), None)
    if old is None:
        return None
    # the new wording's column, after the old one's ("Điều khoản sửa đổi | Nội dung cũ | Nội
    # dung mới": not the first)
    new = next(
        (
            i
            for i in sorted(range(len(cells)), key=lambda i: (i < old, i))
            if i != old and _NEW_CELL.search(cells[i])
        ),
        None,
    )
    return None if new is None else (old, new)


def _cells(line: str) -> list[str]:
    cells = [cell.strip() for cell in line.split("|")]
    if cells and not cells[0]:
        cells = cells[1:]
    if cells and not cells[-1]:
        cells = cells[:-1]
    return cells
