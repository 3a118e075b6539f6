"""Vietnamese names in English text: an address or a person's name, in capitalised words,
is no Vietnamese sentence (``language._title_case_scores``, ``plaintext._flips``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.language import Lang, detect
from tests.documents.support import clause, outline, write_text

WRAPPED = """HỢP ĐỒNG LAO ĐỘNG
LABOUR CONTRACT
Điều 1. Các bên
Article 1. Parties
1.1. Người sử dụng lao động: Công ty Cổ phần Công nghệ Sao Việt, do bà Trần Thị Lan Anh,
Giám đốc Nhân sự, làm đại diện.
1.1. Employer: Sao Việt Technology Joint Stock Company, represented by Ms.
Trần Thị Lan Anh, HR Director.
1.2. Người lao động: ông Nguyễn Văn Minh, thường trú tại số 12 ngõ 34 phố Hoàng Quốc Việt,
quận Cầu Giấy, Hà Nội.
1.2. Employee: Mr. Nguyễn Văn Minh, permanently residing at No. 12, Lane 34,
Hoàng Quốc Việt Street, Cầu Giấy District, Hà Nội.
Điều 2. Địa điểm làm việc
Article 2. Place of work
Tầng 8, Tòa nhà Viettel, số 285 Cách Mạng Tháng Tám, Phường 12, Quận 10.
8th Floor, Viettel Tower, 285 Cách Mạng Tháng Tám Street, Ward 12, Quận 10, Hồ Chí Minh City.
Điều 3. Hiệu lực
Article 3. Effect
Phụ lục này là bộ phận không tách rời của Hợp đồng lao động số
07/2026/HĐLĐ.
This Appendix forms an integral part of Labour Contract No.
07/2026/HĐLĐ.
"""


def test_an_english_line_wrapped_onto_vietnamese_names_stays_english(tmp_path: Path) -> None:
    """ "Hoàng Quốc Việt Street, Cầu Giấy District, Hà Nội." went to the Vietnamese of §1.2,
    and the English stopped at "Lane 34,"; the contract number on a line of its own went too."""
    parsed = parse_signed_document(write_text(tmp_path / "parties.txt", WRAPPED))
    assert clause(parsed, "§1.2").text_en == (
        "Employee: Mr. Nguyễn Văn Minh, permanently residing at No. 12, Lane 34, "
        "Hoàng Quốc Việt Street, Cầu Giấy District, Hà Nội."
    )
    assert clause(parsed, "§1.2").text_vi.endswith("quận Cầu Giấy, Hà Nội.")
    assert clause(parsed, "§1.1").text_en.endswith(
        "represented by Ms. Trần Thị Lan Anh, HR Director."
    )
    assert clause(parsed, "§3").text_en.endswith("Labour Contract No. 07/2026/HĐLĐ.")
    assert clause(parsed, "§3").text_vi.endswith("Hợp đồng lao động số 07/2026/HĐLĐ.")


@pytest.mark.parametrize("blank_lines", [False, True])
def test_an_english_address_of_vietnamese_names_is_the_english(
    tmp_path: Path, blank_lines: bool
) -> None:
    """It read as Vietnamese, by its names, and joined the Vietnamese address."""
    text = WRAPPED.replace("\n", "\n\n") if blank_lines else WRAPPED
    parsed = parse_signed_document(write_text(tmp_path / "place.txt", text))
    assert clause(parsed, "§2").text_vi.splitlines() == [
        "Địa điểm làm việc",
        "Tầng 8, Tòa nhà Viettel, số 285 Cách Mạng Tháng Tám, Phường 12, Quận 10.",
    ]
    assert clause(parsed, "§2").text_en.splitlines() == [
        "Place of work",
        "8th Floor, Viettel Tower, 285 Cách Mạng Tháng Tám Street, Ward 12, Quận 10, "
        "Hồ Chí Minh City.",
    ]
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§2", "§3"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("8th Floor, Viettel Tower, 285 Cách Mạng Tháng Tám Street, Ward 12, Quận 10.", Lang.EN),
        # the neighbours: Vietnamese in capitalised words, a brand among them
        ("Tầng 8, Tòa Nhà Viettel, Số 285 Cách Mạng Tháng Tám, Phường 12, Quận 10.", Lang.VI),
        # a Vietnamese heading with an English term
        ("Điều Khoản Bảo Mật Source Code", Lang.VI),
        ("Thời Giờ Làm Việc Và Nghỉ Ngơi", Lang.VI),
        ("Independence - Freedom - Happiness", Lang.EN),
    ],
)
def test_capitalised_words_read_as_their_language(text: str, lang: Lang) -> None:
    assert detect(text) is lang


def test_an_english_motto_under_the_vietnamese_one_is_still_its_own_line(tmp_path: Path) -> None:
    """An unfinished Vietnamese line followed by English in capitalised words, with no names
    of Vietnamese letters, still turns to English."""
    text = """CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM
SOCIALIST REPUBLIC OF VIET NAM
Độc lập - Tự do - Hạnh phúc
Independence - Freedom - Happiness
HỢP ĐỒNG LAO ĐỘNG
LABOUR CONTRACT
Điều 1. Thời hạn
Article 1. Term
Hợp đồng có thời hạn 12 tháng.
The contract has a term of 12 months.
"""
    parsed = parse_signed_document(write_text(tmp_path / "motto.txt", text))
    assert "Independence - Freedom - Happiness" in parsed.preamble_en.splitlines()
    assert "Independence" not in parsed.preamble_vi
