"""Telling a document's whole text from an appendix that amends some of its clauses.

Vietnamese contracts are often amended by an appendix ("Phụ lục hợp đồng") that only lists its
changes: "Điều 1. Sửa đổi khoản 2.1 Điều 2 của Hợp đồng như sau: …", "Điều 2. Bổ sung điểm d
vào khoản 3 Điều 4 …", "Điều 3. Hiệu lực". Imported as the next version of the contract, its few
clauses would replace every clause the citations are checked against: each draft citation
would go stale with nothing left to re-cite. An amendment is imported as the document's whole
text as amended (``import_signed_document``); this module recognises the other kind. Pure
Python.
"""

from __future__ import annotations

import re

from . import ParsedClause, ParsedDocument

# A change of a clause named by number: "sửa đổi khoản 2.1 Điều 2", "bổ sung điểm d vào khoản
# 3 Điều 4", "thay thế Điều 5", "bãi bỏ khoản 3 Điều 6" (the verb, then the clause within the
# same sentence).
_CHANGES_A_CLAUSE = re.compile(
    r"(?<!\w)(?:sửa\s+đổi|bổ\s+sung|thay\s+thế|bãi\s+bỏ|hu[ỷỷ]\s+bỏ|hủy\s+bỏ)(?!\w)[^.;:]{0,80}?"
    r"(?<!\w)(?P<clause>(?:điểm\s+[a-zđ]\)?\s*,?\s*(?:(?:của|tại|vào)\s+)?)?"
    r"(?:khoản\s+\d{1,3}(?:\.\d{1,3})*\s*,?\s*(?:(?:của|tại)\s+)?)?điều\s+\d{1,3}[a-z]?"
    r"|khoản\s+\d{1,3}(?:\.\d{1,3})+)",
    re.IGNORECASE,
)


# ... or a table of them, old wording beside new: "Điều khoản | Nội dung cũ | Nội dung mới",
# then "Khoản 2 Điều 3 | 21.000.000 đồng/tháng | 24.500.000 đồng/tháng"
_OLD_AND_NEW = re.compile(
    r"nội\s+dung\s+(?:cũ|hiện\s+hành|trước\s+đây)[^\n]*\|[^\n]*"
    r"nội\s+dung\s+(?:mới|sửa\s+đổi|thay\s+đổi|điều\s+chỉnh)",
    re.IGNORECASE,
)
_NAMED_IN_A_ROW = re.compile(
    r"(?<!\w)(?:điểm\s+[a-zđ]\)?\s+)?(?:khoản\s+\d{1,3}(?:\.\d{1,3})*\s+)?điều\s+\d{1,3}[a-z]?",
    re.IGNORECASE,
)


def clauses_amended(document: ParsedDocument) -> list[str]:
    """The clauses another text has, as this one names them ("khoản 2.1 Điều 2"), when this
    document is an appendix amending them: at least half of its articles change a clause they
    name. Empty for a document's whole text, which may say how it is amended ("Mọi sửa đổi, bổ
    sung Hợp đồng này …") in an article or two."""
    articles = [clause for clause in document.clauses if clause.parent_ref is None]
    if not articles:
        return []
    named: list[str] = []
    amending = 0
    for article in articles:
        text = _subtree_vi(document, article)
        found = [" ".join(match["clause"].split()) for match in _CHANGES_A_CLAUSE.finditer(text)]
        found += _named_in_old_and_new_rows(text)
        if found:
            amending += 1
            named.extend(found)
    if amending * 2 < len(articles):
        return []
    return list(dict.fromkeys(named))


def _subtree_vi(document: ParsedDocument, article: ParsedClause) -> str:
    prefix = (f"{article.ref}.", f"{article.ref}(")
    return " ".join(
        clause.text_vi
        for clause in document.clauses
        if clause.ref == article.ref or clause.ref.startswith(prefix)
    )


def _named_in_old_and_new_rows(text: str) -> list[str]:
    """The clauses a table of old and new wording names, one a row after its header."""
    header = _OLD_AND_NEW.search(text)
    if header is None:
        return []
    named = []
    for row in text[header.end() :].splitlines():
        if "|" in row and (clause := _NAMED_IN_A_ROW.search(row.split("|", 2)[0] + " " + row)):
            named.append(" ".join(clause.group().split()))
    return named
