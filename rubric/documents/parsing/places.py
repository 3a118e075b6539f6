"""Vietnam's cities and provinces named in a text, in Vietnamese or English.

A translation may write "Thành phố Hà Nội" as "Hanoi", "Ha Noi City" or "Hà Nội"; it may not
write "Da Nang". Names are compared without accents, case or spaces ("hanoi"), each a run of
capitalised words (lower-case "hòa bình" is peace, not the province), against the provinces
and centrally-run cities (before and after the 2025 merger, whose names are among them) and a
few cities a contract names as often ("Nha Trang", "Vũng Tàu").
"""

from __future__ import annotations

import itertools
import re
import unicodedata

_NAMES = """
Hà Nội; Hồ Chí Minh; Hải Phòng; Đà Nẵng; Cần Thơ; Huế; An Giang; Bà Rịa Vũng Tàu; Bắc Giang;
Bắc Kạn; Bạc Liêu; Bắc Ninh; Bến Tre; Bình Định; Bình Dương; Bình Phước; Bình Thuận; Cà Mau;
Cao Bằng; Đắk Lắk; Đắk Nông; Điện Biên; Đồng Nai; Đồng Tháp; Gia Lai; Hà Giang; Hà Nam;
Hà Tĩnh; Hải Dương; Hậu Giang; Hòa Bình; Hưng Yên; Khánh Hòa; Kiên Giang; Kon Tum; Lai Châu;
Lâm Đồng; Lạng Sơn; Lào Cai; Long An; Nam Định; Nghệ An; Ninh Bình; Ninh Thuận; Phú Thọ;
Phú Yên; Quảng Bình; Quảng Nam; Quảng Ngãi; Quảng Ninh; Quảng Trị; Sóc Trăng; Sơn La;
Tây Ninh; Thái Bình; Thái Nguyên; Thanh Hóa; Thừa Thiên Huế; Tiền Giang; Trà Vinh;
Tuyên Quang; Vĩnh Long; Vĩnh Phúc; Yên Bái; Nha Trang; Vũng Tàu; Đà Lạt; Biên Hòa; Thủ Đức;
Hạ Long; Quy Nhơn; Buôn Ma Thuột; Sài Gòn
"""
# other names of one place: the English's, and Ho Chi Minh City's old one
_ALSO = {
    "hcm": "hochiminh",
    "hcmc": "hochiminh",
    "saigon": "hochiminh",
    "tphcm": "hochiminh",
    "thuathienhue": "hue",
    "bariavungtau": "vungtau",
}


def folded(text: str) -> str:
    """``text`` without accents, case, spaces or punctuation: "Hà Nội" and "Hanoi" alike."""
    plain = unicodedata.normalize("NFD", text.replace("đ", "d").replace("Đ", "D"))
    return "".join(ch for ch in plain if ch.isalnum()).casefold()


_PLACES = {folded(name) for name in _NAMES.split(";")} | set(_ALSO)
_LONGEST = max(len(name.split()) for name in _NAMES.split(";"))
# a capitalised word (or an acronym, "HCMC", "TP.HCM")
_WORD = re.compile(r"[^\W\d_]+")


def places_named(text: str) -> set[str]:
    """The places ``text`` names, each as its folded name ("hanoi", "hochiminh")."""
    words = [(m.start(), m.group()) for m in _WORD.finditer(text or "")]
    found: set[str] = set()
    index = 0
    while index < len(words):
        for length in range(min(_LONGEST, len(words) - index), 0, -1):
            run = words[index : index + length]
            if not all(word[:1].isupper() for _at, word in run):
                continue
            if any(  # words of one name stand together ("Bà Rịa - Vũng Tàu"), not across a comma
                re.search(r"[^\s\-\u2013]", text[a + len(w) : b])
                for (a, w), (b, _w) in itertools.pairwise(run)
            ):
                continue
            name = folded("".join(word for _at, word in run))
            if name in _PLACES:
                found.add(_ALSO.get(name, name))
                index += length
                break
        else:
            index += 1
    return found


# A ward, district or commune by its name: "Phường Bến Thành", "Quận Hoàn Kiếm", "xã Tân Phú"
# (not "Quận 1", a number the English writes as it likes)
_LOCAL_VI = re.compile(
    r"(?P<before>[^\W\d_]*)[ \t]*\b(?:[Pp]hường|[Qq]uận|[Hh]uyện|[Xx]ã|[Tt]hị\s+xã|[Tt]hị\s+trấn"
    r"|[Tt]hành\s+phố|[Tt]ỉnh|TP\.?)\s*"
    r"(?P<name>[^\W\d_a-zđ][^\W\d_]*(?:[ \t]+[^\W\d_a-zđ][^\W\d_]*){0,3})"
)


def local_places_missing(vietnamese: str, english: str) -> list[str]:
    """The wards, districts and communes ``vietnamese`` names that ``english`` does not: each
    a run of capitalised words there, compared folded ("Bến Thành" is "Ben Thanh Ward")."""
    runs = set()
    words = [word for word in _WORD.findall(english or "")]
    for start in range(len(words)):
        for length in range(1, 5):
            run = words[start : start + length]
            if len(run) == length and all(word[:1].isupper() for word in run):
                runs.add(folded("".join(run)))
    return [
        place["name"]
        for place in _LOCAL_VI.finditer(vietnamese or "")
        # (a province or city on the list is compared by ``places_named``, its English names
        # known; "Bảo Hiểm Xã Hội" is no commune: a title's words)
        if folded(place["name"]) not in runs
        and folded(place["name"]) not in _PLACES
        and not place["before"][:1].isupper()
        and not (_A_REGIONS_PROVINCES.search(place.group()) and _a_region(place["name"]))
    ]


def _a_region(name: str) -> bool:
    return folded(name).startswith(_REGIONS) or folded(name) == _PLAIN


# The regions "các tỉnh …" names, no province's or district's name: the English says them its
# own way ("các tỉnh Đông Nam Bộ" / "the south-eastern provinces", "Tây Nguyên" / "the Central
# Highlands")
_REGIONS = tuple(
    folded(name.replace(" ", ""))
    for name in (
        "Đông Nam Bộ",
        "Tây Nam Bộ",
        "Nam Trung Bộ",
        "Bắc Trung Bộ",
        "Trung Bộ",
        "Nam Bộ",
        "Bắc Bộ",
        "Tây Nguyên",
        "Tây Bắc",
        "Đông Bắc",
        "Đồng Bằng",
    )
)
_A_REGIONS_PROVINCES = re.compile(r"\b[Tt]ỉnh\s")  # "các tỉnh Đông Nam Bộ", not "Huyện …"
_PLAIN = folded("Đồng")  # "Đồng bằng …": the plain's first word alone in capitals
