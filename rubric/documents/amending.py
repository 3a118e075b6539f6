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

import re

from . import ParsedClause, ParsedDocument

_VERB = r"(?:sửa\s+đổi|bổ\s+sung|thay\s+thế|thay\s+đổi|điều\s+chỉnh|bãi\s+bỏ|hu[ỷy]\s+bỏ|hủy\s+bỏ)"
_VERBS = rf"{_VERB}(?:\s*(?:,|và|hoặc)\s*{_VERB})*"
# A clause of the contract named by number: "khoản 2.1 Điều 2", "điểm b khoản 1 Điều 4",
# "Điều 5", "khoản 4 vào Điều 5", "khoản 2.1"
_CLAUSE = (
    r"điều\s+khoản\s+\d{1,3}(?:\.\d{1,3})*"  # "Điều khoản 4.1"
    r"|(?:điểm\s+[a-zđ]\)?\s*,?\s*(?:(?:của|tại|vào)\s+)?)?"
    r"(?:khoản\s+\d{1,3}(?:\.\d{1,3})*\s*,?\s*(?:(?:của|tại|vào)\s+)?)?điều\s+\d{1,3}[a-z]?"
    r"|(?:điểm\s+[a-zđ]\)?\s*,?\s*(?:(?:của|tại|vào)\s+)?)?khoản\s+\d{1,3}(?:\.\d{1,3})+"
)
_CLAUSES = rf"(?:{_CLAUSE})(?:\s*(?:,|và|hoặc)\s*(?:{_CLAUSE}))*"
# What may stand between the verb and the clause it changes: "sửa đổi nội dung", "bãi bỏ toàn
# bộ", "bổ sung quy định tại"
_BETWEEN = (
    r"(?:\s+(?:nội\s+dung|toàn\s+bộ|một\s+phần|quy\s+định|các\s+quy\s+định|tại|của))*"
    # ... or what it changes, then where: "Điều chỉnh mức lương quy định tại khoản 1 Điều 3",
    # "Sửa đổi thời hạn không cạnh tranh tại khoản 5.2 Điều 5"
    r"(?:\s[^.;:\n]{1,160}?\s(?:(?:quy\s+định|nêu|ghi)\s+)?tại)?"
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
_OPENING = r"(?:^|(?<=[.;:!?\n])\s*|^\s*(?:[\w\u0111]{1,3}[.)]\s*)?)"
_OPERATION = re.compile(
    rf"{_OPENING}(?:{_VERBS}){_BETWEEN}\s+(?P<verb_first>{_CLAUSES})"
    rf"|{_OPENING}(?P<clause_first>{_CLAUSES})(?:\s+của\s+[^.;:\n]{{1,80}}?)?\s+(?:được|bị)\s+"
    rf"(?:{_VERBS})"
    # "Mức lương tại khoản 1 Điều 3 của Hợp đồng được điều chỉnh từ … lên …"
    rf"|{_OPENING}[^.;:\n]{{1,60}}?\s(?:quy\s+định\s+|nêu\s+|ghi\s+)?tại\s+(?P<named_in>{_CLAUSES})"
    rf"[^.;:\n]{{0,80}}?\s(?:được|bị)\s+(?:{_VERBS})",
    re.IGNORECASE | re.MULTILINE,
)
_CLAUSE_NAME = re.compile(_CLAUSE, re.IGNORECASE)
# ... or a table of old wording beside new: "Điều khoản | Nội dung cũ | Nội dung mới", "Quy định
# cũ | Quy định mới", "Trước khi sửa đổi | Sau khi sửa đổi", "Old wording | New wording"
_OLD = (
    r"(?:\bcũ\b|hiện\s+hành|trước\s+đây|trước\s+khi\s+(?:sửa\s+đổi|điều\s+chỉnh)|\bold\b|current)"
)
_NEW = r"(?:\bmới\b|sau\s+khi\s+(?:sửa\s+đổi|điều\s+chỉnh)|điều\s+chỉnh|sửa\s+đổi|\bnew\b|amended)"
_OLD_AND_NEW = re.compile(rf"^[^\n]*\|[^\n]*{_OLD}[^\n]*\|[^\n]*{_NEW}[^\n]*$", re.I | re.M)
_NAMED_IN_A_ROW = re.compile(
    r"(?<!\w)(?:điểm\s+[a-zđ]\)?\s+)?(?:khoản\s+\d{1,3}(?:\.\d{1,3})*\s+)?điều\s+\d{1,3}[a-z]?",
    re.IGNORECASE,
)
# The articles an amending appendix closes with: "Các nội dung khác giữ nguyên", "Hiệu lực",
# "Điều khoản thi hành", "Cam kết chung"
_CLOSING = re.compile(
    r"^\W*(?:hiệu\s+lực|điều\s+khoản\s+(?:thi\s+hành|chung|cuối\s+cùng)|các\s+(?:nội\s+dung|điều"
    r"\s+khoản)\s+khác|cam\s+kết|thỏa\s+thuận\s+chung|thoả\s+thuận\s+chung|quy\s+định\s+chung"
    r"|tổ\s+chức\s+thực\s+hiện|số\s+bản|giữ\s+nguyên|(?:thời\s+gian|thời\s+điểm|ngày)\s+(?:áp\s+dụng|thực\s+hiện)"
    r"|áp\s+dụng)",
    re.IGNORECASE,
)


def clauses_amended(document: ParsedDocument) -> list[str]:
    """The clauses another text has, as this one names them ("khoản 2.1 Điều 2"), when this
    document is an appendix amending them: an article changes a clause it names, and every
    other article is one such an appendix closes with (or they are fewer than the amending
    ones). Empty for a document's whole text."""
    articles = [clause for clause in document.clauses if clause.parent_ref is None]
    named: list[str] = []
    amending = closing = 0
    for article in articles:
        found = _operations(_subtree_vi(document, article))
        if found:
            amending += 1
            named.extend(found)
        elif _CLOSING.match(article.text_vi or ""):
            closing += 1
    if not amending or (amending + closing < len(articles) and amending * 2 < len(articles)):
        return []
    first_spelling: dict[str, str] = {}
    for name in named:  # "Sửa đổi khoản 4.1 Điều 4" then "Khoản 4.1 Điều 4 được sửa đổi …"
        first_spelling.setdefault(name.casefold(), name)
    return list(first_spelling.values())


def _operations(text: str) -> list[str]:
    """The clauses ``text`` changes by an operation, and those its table of old and new wording
    names, each as written."""
    named: list[str] = []
    for operation in _OPERATION.finditer(text):
        group = next(name for name in ("verb_first", "clause_first", "named_in") if operation[name])
        clauses = operation[group]
        if _ANOTHER.match(text, operation.end(group)):
            continue  # "sửa đổi … Điều 19 Luật Sở hữu trí tuệ": a law's article
        named.extend(" ".join(name.group().split()) for name in _CLAUSE_NAME.finditer(clauses))
    header = _OLD_AND_NEW.search(text)
    if header is not None:
        for row in text[header.end() :].splitlines():
            if "|" in row and (clause := _NAMED_IN_A_ROW.search(row)):
                named.append(" ".join(clause.group().split()))
    return named


def _subtree_vi(document: ParsedDocument, article: ParsedClause) -> str:
    prefix = (f"{article.ref}.", f"{article.ref}(")
    return "\n".join(
        clause.text_vi
        for clause in document.clauses
        if clause.ref == article.ref or clause.ref.startswith(prefix)
    )
