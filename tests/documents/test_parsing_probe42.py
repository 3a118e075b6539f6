"""Probe 42: documents from producers the parser had not seen (legacy code pages, hyphenated
and narrow PDFs, pdftotext's text, pasted printed lines). A text saved in Windows-1258 reads
as its Unicode where its Vietnamese proves the code page; one that does not is refused."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

from rubric.documents import DocumentUnreadable
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.english_words import broken_at_line_end, is_an_english_word
from rubric.documents.parsing.formats import Paragraph
from rubric.documents.parsing.plaintext import pdf_blocks
from tests.documents.support import write_text

CONTRACT = "\n".join(
    [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Thời hạn và công việc",
        "Article 1. Term and work",
        "1.1. Loại hợp đồng: hợp đồng lao động xác định thời hạn 24 tháng.",
        "1.1. Type of contract: fixed-term labour contract of 24 months.",
        "1.2. Địa điểm làm việc: tầng 6, số 102 Thái Thịnh, quận Đống Đa, Hà Nội.",
        "1.2. Workplace: 6th floor, 102 Thai Thinh, Dong Da district, Hanoi.",
        "Điều 2. Tiền lương",
        "Article 2. Salary",
        "Mức lương cơ bản: 15.000.000 đồng/tháng, trả vào ngày 05 hằng tháng.",
        "Basic salary: VND 15,000,000 per month, paid on the 5th of each month.",
    ]
)

_TONES = "\u0300\u0301\u0303\u0309\u0323"


def _in_windows_1258(text: str) -> bytes:
    """``text`` as Windows-1258 writes it: its own letters (ê, ơ, đ, …) and each tone a
    combining mark after its vowel."""
    written = bytearray()
    for character in unicodedata.normalize("NFC", text):
        try:
            written += character.encode("cp1258")
            continue
        except UnicodeEncodeError:
            pass
        apart = unicodedata.normalize("NFD", character)
        tone = next(mark for mark in apart if mark in _TONES)
        base = unicodedata.normalize("NFC", apart.replace(tone, ""))
        written += base.encode("cp1258") + tone.encode("cp1258")
    return bytes(written)


def _read(path: Path) -> list[tuple[str, str | None, str | None]]:
    document = parse_signed_document(path)
    return [(c.ref, c.text_vi, c.text_en) for c in document.clauses]


def test_a_contract_saved_in_windows_1258_reads_as_its_unicode(tmp_path: Path) -> None:
    # (it was refused, not_utf8, though its bytes prove their code page)
    legacy = tmp_path / "legacy.txt"
    legacy.write_bytes(_in_windows_1258(CONTRACT).replace(b"\n", b"\r\n"))
    assert b"\xcc" in legacy.read_bytes() or b"\xec" in legacy.read_bytes()
    document = parse_signed_document(legacy)
    assert document.title_vi == "HỢP ĐỒNG LAO ĐỘNG"
    assert document.problems == []
    assert _read(legacy) == _read(write_text(tmp_path / "unicode.txt", CONTRACT))


@pytest.mark.parametrize(
    "text, encoding",
    [
        # Italian in Windows-1252: "ò" (the byte of a combining dot below) after a consonant
        ("Articolo 1. Però la città è più bella; però ciò non è vero, perciò così.", "cp1252"),
        # Portuguese: "ã", "õ" are the bytes of "ă", "ơ", but no tone follows a vowel
        ("Artigo 1. As informações são não obrigações; as condições são não opções.", "cp1252"),
    ],
    ids=["italian", "portuguese"],
)
def test_a_western_code_page_is_not_taken_for_windows_1258(
    tmp_path: Path, text: str, encoding: str
) -> None:
    path = tmp_path / "western.txt"
    path.write_bytes(text.encode(encoding))
    with pytest.raises(DocumentUnreadable) as refused:
        parse_signed_document(path)
    assert refused.value.code == "not_utf8"


# TCVN3 (ABC): a byte for each toned vowel and each of ă, â, ê, ô, ơ, ư, đ (capitals typed in
# its capitals font, with the lower-case bytes)
_TCVN3 = dict(zip("ăâêôơưđ", range(0xA8, 0xAF), strict=True))
for _vowels, _first in (
    ("àảãáạ", 0xB5),
    ("ằẳẵắ", 0xBB),
    ("ầẩẫấậ", 0xC7),
    ("èẻẽéẹ", 0xCC),
    ("ềểễếệ", 0xD2),
    ("ìỉ", 0xD7),
    ("òỏõóọ", 0xDF),
    ("ồổỗốộ", 0xE5),
    ("ờởỡớợ", 0xEA),
    ("ừửữứự", 0xF5),
    ("ỳỷỹýỵ", 0xFA),
):
    _TCVN3.update(zip(_vowels, range(_first, _first + len(_vowels)), strict=True))
_TCVN3.update({"ặ": 0xC6, "ĩ": 0xDC, "í": 0xDD, "ị": 0xDE, "ù": 0xEF, "ủ": 0xF1, "ũ": 0xF2})
_TCVN3.update({"ú": 0xF3, "ụ": 0xF4})
# VNI: a base letter, then a byte for its mark (Latin-1 letters in the VNI fonts)
_VNI_TONE = {"\u0300": "ø", "\u0301": "ù", "\u0309": "û", "\u0303": "õ", "\u0323": "ï"}
_VNI_CIRCUMFLEX = {
    "": "â",
    "\u0300": "à",
    "\u0301": "á",
    "\u0309": "å",
    "\u0303": "ã",
    "\u0323": "ä",
}
_VNI_BREVE = {"": "ê", "\u0300": "è", "\u0301": "é", "\u0309": "ú", "\u0303": "ü", "\u0323": "ë"}
_VNI_I = {"\u0300": "ì", "\u0301": "í", "\u0309": "æ", "\u0303": "ó", "\u0323": "ò"}


def _in_tcvn3(text: str) -> bytes:
    return bytes(
        _TCVN3.get(character.lower(), ord(character) if ord(character) < 128 else 0x3F)
        for character in unicodedata.normalize("NFC", text)
    )


def _in_vni(text: str) -> bytes:
    written = []
    for character in unicodedata.normalize("NFC", text):
        apart = unicodedata.normalize("NFD", character.lower())
        base, marks = apart[0], apart[1:]
        tone = "".join(mark for mark in marks if mark in _TONES)
        shape = "".join(mark for mark in marks if mark not in _TONES)
        if character.lower() == "đ":
            typed = "ñ"
        elif not marks:
            typed = base
        elif shape == "\u0302":
            typed = base + _VNI_CIRCUMFLEX[tone]
        elif shape == "\u0306":
            typed = base + _VNI_BREVE[tone]
        elif shape == "\u031b":
            typed = {"o": "ô", "u": "ö"}[base] + _VNI_TONE.get(tone, "")
        elif base == "i":
            typed = _VNI_I[tone]
        else:
            typed = base + _VNI_TONE[tone]
        written.append(typed.upper() if character.isupper() else typed)
    return "".join(written).encode("latin-1")


@pytest.mark.parametrize("encode", [_in_tcvn3, _in_vni], ids=["tcvn3", "vni"])
def test_a_legacy_font_s_bytes_are_not_taken_for_windows_1258(tmp_path: Path, encode) -> None:
    # TCVN3 and VNI text saved as bytes: read as Windows-1258 its tones would follow
    # consonants ("vi\xd6c"), or it has none of ă, ơ, ư, đ as Windows-1258 writes them
    path = tmp_path / "legacy.txt"
    path.write_bytes(encode(CONTRACT))
    with pytest.raises(DocumentUnreadable) as refused:
        parse_signed_document(path)
    assert refused.value.code in ("not_utf8", "legacy_font_encoding")


@pytest.mark.parametrize(
    "stem, rest, broken",
    [
        # (each had kept its hyphen: "Monday" counted rare, British "honour" unknown to the
        # American word list)
        ("Mon", "day", True),
        ("hon", "our", True),
        ("organ", "isation", True),
        # a writer's hyphen stays: a prefix onto a more common word, one letter, a particle
        ("re", "sign", False),
        # "re-lease" (to lease again) is not "release": a prefix keeps its hyphen, so "Re-" /
        # "sources" does too (usage cannot tell the two)
        ("re", "lease", False),
        ("Re", "sources", False),
        ("e", "mail", False),
        ("co", "operate", False),
        ("non", "compete", False),
        ("back", "up", False),
    ],
)
def test_which_line_end_hyphen_breaks_an_english_word(stem: str, rest: str, broken: bool) -> None:
    assert broken_at_line_end(stem, rest) is broken


def test_british_spellings_are_english_words() -> None:
    assert is_an_english_word("labour") and is_an_english_word("Honour")
    assert not is_an_english_word("nghe") and not is_an_english_word("tre")


# A contract printed in narrow columns, justified and hyphenated: a clause's first line is
# short, cut before a capital, a figure or after a slash.
NARROW = [
    "Điều 1. Công việc",
    "Article 1. Work",
    "1.1. Vị trí: Chuyên viên tuyển dụng",
    "thuộc Phòng Nhân sự.",
    "1.1. Position: Recruitment Specialist in",
    "the Human Resources Depart-",
    "ment.",
    "1.2. Thời giờ làm việc: 40 giờ/tuần, từ thứ",
    "Hai đến thứ Sáu.",
    "1.2. Working hours: 40 hours/week, Mon-",
    "day to Friday.",
    "1.3. Hợp đồng thay thế Hợp đồng số 37/2021/",
    "HĐLĐ ký ngày 30/06/2021.",
    "1.3. This contract replaces Contract No.",
    "37/2021/HĐLĐ signed on 30/06/2021.",
    "Điều 2. Hiệu lực",
    "Article 2. Effect",
    "Hợp đồng có hiệu lực kể từ ngày ký, mỗi",
    "bên giữ một bản có giá trị như nhau.",
    "This contract takes effect on signing,",
    "each party keeping one copy of equal",
    "validity for its own records.",
]


def test_a_narrow_column_s_cut_lines_read_as_their_sentences() -> None:
    blocks = [block.text for block in pdf_blocks([NARROW]) if isinstance(block, Paragraph)]
    assert "1.2. Thời giờ làm việc: 40 giờ/tuần, từ thứ Hai đến thứ Sáu." in blocks
    assert "1.1. Position: Recruitment Specialist in the Human Resources Department." in blocks
    assert "1.3. This contract replaces Contract No. 37/2021/HĐLĐ signed on 30/06/2021." in blocks
    assert "1.2. Working hours: 40 hours/week, Monday to Friday." in blocks
    assert "1.3. Hợp đồng thay thế Hợp đồng số 37/2021/HĐLĐ ký ngày 30/06/2021." in blocks


@pytest.mark.parametrize(
    "lines",
    [
        ["Điều 1. Tiền lương /", "Salary", "1.1. Mức lương: 15.000.000 đồng."],
        # (the English had been glued to the Vietnamese, "Lương cơ bản/Basic salary: …")
        ["2.1. Lương cơ bản/", "Basic salary: 15.000.000 đồng/tháng (VND 15,000,000 per month)."],
        ["HỢP ĐỒNG LAO ĐỘNG/", "LABOUR CONTRACT"],
        ["Lương được trả theo tháng/", "The Employee is paid monthly."],
    ],
    ids=["spaced", "vi-en-heading", "vi-en-title", "vi-en-sentence"],
)
def test_a_line_broken_at_a_slash_between_languages_keeps_them_apart(lines: list[str]) -> None:
    blocks = [block.text for block in pdf_blocks([lines]) if isinstance(block, Paragraph)]
    assert not any("/" + lines[1][:5] in text for text in blocks)


def test_a_line_broken_at_a_slash_before_lower_case_goes_on() -> None:
    lines = [
        "2.1. Công ty có thể điều chuyển Người lao động sang công việc khác và/",
        "hoặc địa điểm khác khi cần.",
    ]
    blocks = [block.text for block in pdf_blocks([lines]) if isinstance(block, Paragraph)]
    assert "và/hoặc địa điểm" in blocks[0]


def test_a_header_printed_once_over_a_sentence_going_on_is_no_clause_text(
    tmp_path: Path,
) -> None:
    # pdftotext's text of a two-page agreement whose header prints from page 2 on: page 1
    # ends mid-sentence, the sentence goes on under the header (which had ended §1.1's
    # Vietnamese, and the English had kept the page's cut as a line break)
    pages = [
        "CÔNG TY CỔ PHẦN PHẦN MỀM MINH VIỆT\n\n"
        "THỎA THUẬN BẢO MẬT VÀ KHÔNG CẠNH TRANH\nCONFIDENTIALITY AND NON-COMPETE AGREEMENT\n"
        "Số: 07/2024/TTBM-MV\nNo.: 07/2024/TTBM-MV\n"
        "Giữa Công ty Cổ phần Phần mềm Minh Việt (“Công ty”) và Bà Trịnh Ngọc Lan (“Người\n"
        "lao động”).\n"
        "Between Minh Viet Software JSC (the “Company”) and Ms Trinh Ngoc Lan (the\n"
        "“Employee”).\n"
        "Điều 1. Quyền sở hữu trí tuệ\nArticle 1. Intellectual property\n"
        "1.1. Mọi sản phẩm, phần mềm và sáng chế do Người lao động tạo ra trong thời gian\n"
        "làm việc thuộc quyền sở hữu của Công ty.\n"
        "1.1. All works, software and inventions the Employee creates during employment\n"
        "\nTrang 1/2\n\n",
        "CÔNG TY CỔ PHẦN PHẦN MỀM MINH VIỆT - THỎA THUẬN BẢO MẬT VÀ KHÔNG CẠNH TRANH\n\n"
        "belong to the Company.\n"
        "1.2. Người lao động ký các giấy tờ cần thiết để Công ty đăng ký quyền sở hữu trí tuệ.\n"
        "1.2. The Employee signs the documents needed for the Company to register its\n"
        "intellectual property rights.\nTrang 2/2\n",
    ]
    path = write_text(tmp_path / "pdftotext.txt", "\f".join(pages) + "\f")
    first = next(c for c in parse_signed_document(path).clauses if c.ref == "§1.1")
    assert first.text_vi == (
        "Mọi sản phẩm, phần mềm và sáng chế do Người lao động tạo ra trong thời gian làm việc "
        "thuộc quyền sở hữu của Công ty."
    )
    assert first.text_en == (
        "All works, software and inventions the Employee creates during employment belong to "
        "the Company."
    )


def test_a_company_header_over_a_clause_after_a_table_s_last_row_is_no_clause_text(
    tmp_path: Path,
) -> None:
    # page 1 ends with a table's row (no full stop), page 2 opens with the header printed
    # from page 2 on, then the next article: the header had become the table's last line
    pages = [
        "QUY CHẾ TIỀN LƯƠNG VÀ THƯỞNG\nSALARY AND BONUS REGULATION\n"
        "Điều 1. Thang lương\nArticle 1. Salary scale\n"
        "Thang lương áp dụng cho khối văn phòng như sau:\n"
        "Nhóm             Bậc 1             Bậc 2\n"
        "Nhân viên        9.000.000         10.500.000\n"
        "Trưởng nhóm      20.000.000        23.000.000\n\n"
        "The salary scale for office staff is as follows:\n"
        "Group            Step 1            Step 2\n"
        "Staff            9,000,000         10,500,000\n"
        "Team leader      20,000,000        23,000,000\n\n                 Trang 1/2\n",
        "CÔNG TY CỔ PHẦN HẢI TRIỀU - QUY CHẾ TIỀN LƯƠNG VÀ THƯỞNG\n\n"
        "Điều 2. Hiệu lực\nArticle 2. Effect\n"
        "Quy chế có hiệu lực từ ngày ký.\nThis Regulation takes effect on signing.\n"
        "                 Trang 2/2\n",
    ]
    path = write_text(tmp_path / "layout.txt", "\f".join(pages) + "\f")
    scale = next(c for c in parse_signed_document(path).clauses if c.ref == "§1")
    assert (scale.text_en or "").splitlines()[-1] == "Team leader | 20,000,000 | 23,000,000"
    assert "CÔNG TY" not in (scale.text_vi or "") + (scale.text_en or "")


@pytest.mark.parametrize(
    "page_two",
    [
        "CÔNG TY CỔ PHẦN PHẦN MỀM MINH VIỆT.\n",
        "CÔNG TY CỔ PHẦN PHẦN MỀM MINH VIỆT\ntheo hợp đồng chuyển giao.\n",
        # (a name alone, whatever words stand either side of it: "của các" in the title)
        "CÔNG TY CỔ PHẦN PHẦN MỀM MINH VIỆT\ncác quyền của Người lao động.\n",
    ],
    ids=["ending-it", "going-on-under-it", "a-common-pair-either-side"],
)
def test_a_company_name_a_sentence_goes_on_with_over_a_page_stays(
    tmp_path: Path, page_two: str
) -> None:
    # the name in capitals opens page 2 and is the sentence's (it names no document): no
    # header printed once
    pages = [
        "THỎA THUẬN BẢO MẬT\nCONFIDENTIALITY AGREEMENT\n"
        "Điều 1. Quyền của các bên\nArticle 1. Rights of the parties\n"
        "1.1. Mọi sản phẩm do Người lao động tạo ra thuộc quyền sở hữu của\n\nTrang 1/2\n",
        page_two
        + "1.1. All works the Employee creates belong to MINH VIET SOFTWARE JSC.\nTrang 2/2\n",
    ]
    path = write_text(tmp_path / "pdftotext.txt", "\f".join(pages) + "\f")
    first = next(c for c in parse_signed_document(path).clauses if c.ref == "§1.1")
    assert "CÔNG TY CỔ PHẦN PHẦN MỀM MINH VIỆT" in (first.text_vi or "")


LAYOUT = [
    "PHỤ LỤC CHẾ ĐỘ ĐÃI NGỘ",
    "TOTAL REWARDS APPENDIX",
    "",
    "Điều 1 - Phụ cấp",
    "Article 1 - Allowances",
    "Người lao động được hưởng các khoản sau:",
    "The Employee receives the following:",
    "Khoản                        Mức                         Điều kiện",
    "Phụ cấp ăn trưa              730.000 đồng/tháng          Theo ngày công",
    "Phụ cấp xăng xe              800.000 đồng/tháng          Cố định",
    "",
    "Item                         Amount                      Condition",
    "Lunch allowance              VND 730,000/month           By days worked",
    "Fuel allowance               VND 800,000/month           Fixed",
    "",
    "Điều 2 - Hiệu lực",
    "Article 2 - Effect",
    "Phụ lục có hiệu lực từ ngày ký, mỗi bên  giữ một bản  có giá trị như nhau.",
    "This appendix takes effect on signing,  each party keeping  one copy.",
]


def test_a_table_laid_out_with_spaces_is_a_table(tmp_path: Path) -> None:
    # (pdftotext -layout: the cells had run together, "Khoản Mức Điều kiện Phụ cấp …")
    document = parse_signed_document(write_text(tmp_path / "layout.txt", "\n".join(LAYOUT)))
    allowances = next(c for c in document.clauses if c.ref == "§1")
    assert (allowances.text_vi or "").splitlines()[2:] == [
        "Khoản | Mức | Điều kiện",
        "Phụ cấp ăn trưa | 730.000 đồng/tháng | Theo ngày công",
        "Phụ cấp xăng xe | 800.000 đồng/tháng | Cố định",
    ]
    assert (allowances.text_en or "").splitlines()[2:] == [
        "Item | Amount | Condition",
        "Lunch allowance | VND 730,000/month | By days worked",
        "Fuel allowance | VND 800,000/month | Fixed",
    ]
    # a justified line's wide spaces set no cells apart
    effect = next(c for c in document.clauses if c.ref == "§2")
    assert "|" not in (effect.text_vi or "") + (effect.text_en or "")


def test_a_thousand_lines_laid_out_in_two_languages_read_in_linear_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Vietnamese | English lines laid out with spaces, aligned, are no table; each line's
    cells and its alignment with the line below are read once (counted, not timed)."""
    from rubric.documents.parsing import plaintext

    lines = [
        f"Người lao động tuân thủ quy định {n:04}.      The Employee complies with rule {n:04}."
        for n in range(1000)
    ]
    calls = {"cells": 0, "aligned": 0}
    cells, aligned = plaintext._spaced_cells, plaintext._aligned

    def counted_cells(line: str) -> list[tuple[int, str]]:
        calls["cells"] += 1
        return cells(line)

    def counted_aligned(*args: list[tuple[int, str]]) -> bool:
        calls["aligned"] += 1
        return aligned(*args)

    monkeypatch.setattr(plaintext, "_spaced_cells", counted_cells)
    monkeypatch.setattr(plaintext, "_aligned", counted_aligned)
    assert plaintext._spaced_tables_as_pipes(lines) == lines
    assert calls["cells"] <= len(lines) and calls["aligned"] <= len(lines)
