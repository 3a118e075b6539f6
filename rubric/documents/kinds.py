"""Which kind of signed document a title names.

An import names the kind it stores (``labor_contract``, ``nda_ip``,
``total_rewards_appendix``); a founder who picks the wrong one replaces that kind's text with
another document's, and every draft citation of it goes stale. The title says what a document
is: "HỢP ĐỒNG LAO ĐỘNG" / "LABOUR CONTRACT", "THỎA THUẬN BẢO MẬT, KHÔNG CẠNH TRANH VÀ SỞ HỮU TRÍ
TUỆ" / "NON-DISCLOSURE … AGREEMENT", "PHỤ LỤC … CHÍNH SÁCH TỔNG ĐÃI NGỘ VÀ LỘ TRÌNH NGHỀ
NGHIỆP" / "… TOTAL REWARDS AND CAREER PATH". A title that names none of them (an untitled
page, "PHỤ LỤC 01") or names several ("HỢP ĐỒNG LAO ĐỘNG KIÊM THỎA THUẬN BẢO MẬT") decides
nothing. Pure Python.
"""

from __future__ import annotations

import re
import unicodedata

# The kinds as ``rubric.models.SourceDoc`` stores them (kept apart: this module needs no Django).
LABOR_CONTRACT, NDA_IP, TOTAL_REWARDS_APPENDIX = (
    "labor_contract",
    "nda_ip",
    "total_rewards_appendix",
)
_NAMES = {
    NDA_IP: re.compile(
        # "bảo mật" names the agreement only as its object ("KỸ SƯ BẢO MẬT" is a job title)
        r"(?:thỏa|thoả)\s+thuận\b[^.]{0,40}?bảo\s+mật|cam\s+kết\b[^.]{0,40}?bảo\s+mật"
        r"|quy\s+(?:chế|định)\b[^.]{0,30}?bảo\s+mật|bảo\s+mật\s+thông\s+tin|giữ\s+bí\s+mật"
        r"|bí\s+mật\s+kinh\s+doanh|không\s+cạnh\s+tranh|sở\s+hữu\s+trí\s+tuệ|không\s+tiết\s+lộ"
        r"|non[-\s]?disclosure|confidentiality|secrecy|non[-\s]?compet|non[-\s]?solicit"
        r"|intellectual\s+property|\bnda\b",
        re.IGNORECASE,
    ),
    TOTAL_REWARDS_APPENDIX: re.compile(
        r"đãi\s+ngộ|lộ\s+trình|phúc\s+lợi|lương|thu\s+nhập|thăng\s+tiến|trợ\s+cấp|phụ\s+cấp"
        r"|thưởng|rewards?\b|career|compensation|remuneration|benefits|promotion|salary|wages?\b"
        r"|allowances?\b|bonus|incentive",
        re.IGNORECASE,
    ),
    LABOR_CONTRACT: re.compile(
        r"hợp\s+đồng\s+lao\s+động|hợp\s+đồng\s+làm\s+việc|hợp\s+đồng\s+thử\s+việc"
        r"|(?:labou?r|employment|probation(?:ary)?)\s+(?:contract|agreement)"
        r"|contract\s+of\s+employment",
        re.IGNORECASE,
    ),
}
# A document marked confidential says how to keep it, not what it is: "PHỤ LỤC 01 - BẢNG LƯƠNG
# (BẢO MẬT)", "SALARY SCALE (CONFIDENTIAL)".
_MARKING = re.compile(
    r"\((?:tài\s+liệu\s+)?(?:bảo\s+mật|mật|confidential|strictly\s+confidential)\)", re.I
)
# A title naming an appendix or an annex is no contract itself, even "of the Labour Contract".
_APPENDIX = re.compile(r"phụ\s+lục|appendix|annex|schedule|addendum", re.IGNORECASE)


def kinds_named(*titles: str | None) -> set[str]:
    """The kinds the document's titles name (both languages' read together)."""
    text = unicodedata.normalize("NFC", " ".join(title or "" for title in titles))
    text = _MARKING.sub(" ", text)
    named = {kind for kind, pattern in _NAMES.items() if pattern.search(text)}
    if _APPENDIX.search(text):
        named.discard(LABOR_CONTRACT)
    return named


def names_another_kind(kind: str, *titles: str | None) -> set[str]:
    """The kinds the titles name when ``kind`` is not among them (else nothing): the file is
    most likely another document than the one it is imported as."""
    named = kinds_named(*titles)
    return set() if kind in named else named
