"""Damaged input never escapes as anything but ``DocumentUnreadable`` with a stable code.

Seeded random truncations and byte flips of a real .docx and a real PDF, the same damage to
the XML inside a .docx whose zip is intact, and random bytes (bare, or behind a zip or PDF
signature): each either parses or is refused.
"""

from __future__ import annotations

import io
import os
import random
import zipfile
from pathlib import Path

import pytest

from rubric.documents import DocumentUnreadable
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import FIXTURES, write_docx

CODES = {
    "corrupt_file",
    "double_encoded",
    "empty",
    "encrypted",
    "legacy_font_encoding",
    "no_clauses",
    "no_english",
    "no_text_layer",
    "no_vietnamese",
    "not_utf8",
    "tone_marks_lost",
    "undrawn_letters",
    "unmapped_glyphs",
    "unsupported_format",
    "vietnamese_without_marks",
}
# Seeded, reproducible damage: not cryptography.
# ruff: noqa: S311
ROUNDS = int(os.environ.get("PARSER_FUZZ_ROUNDS", "40"))


def _survives(path: Path, data: bytes) -> None:
    path.write_bytes(data)
    try:
        parse_signed_document(path)
    except DocumentUnreadable as refused:
        assert refused.code in CODES, refused.code
        assert refused.message


def _damaged(rng: random.Random, data: bytes) -> bytes:
    if rng.random() < 0.5:
        return data[: rng.randrange(1, len(data))]
    damaged = bytearray(data)
    for _ in range(rng.randint(1, 12)):
        index = rng.randrange(len(damaged))
        damaged[index] ^= 1 << rng.randrange(8)
    return bytes(damaged)


def _docx_bytes(tmp_path: Path) -> bytes:
    return write_docx(
        tmp_path / "original.docx",
        "HỢP ĐỒNG LAO ĐỘNG",
        ("LABOUR CONTRACT", True),
        "Điều 1. Thời hạn",
        ("Article 1. Term", True),
        [("1.1", "Hợp đồng có thời hạn 12 tháng.", "The contract has a term of 12 months.")],
        "Điều 2. Tiền lương / Article 2. Salary",
    ).read_bytes()


def _pdf_bytes() -> bytes:
    return (FIXTURES / "contract.pdf").read_bytes()


@pytest.mark.parametrize("kind", ["docx", "pdf"])
def test_truncated_and_bit_flipped_files_parse_or_are_refused(tmp_path: Path, kind: str) -> None:
    rng = random.Random(f"fuzz-{kind}")
    original = _docx_bytes(tmp_path) if kind == "docx" else _pdf_bytes()
    for round_no in range(ROUNDS):
        _survives(tmp_path / f"damaged{round_no}.{kind}", _damaged(rng, original))


def test_damaged_xml_inside_an_intact_docx_parses_or_is_refused(tmp_path: Path) -> None:
    rng = random.Random("fuzz-xml")
    original = _docx_bytes(tmp_path)
    with zipfile.ZipFile(io.BytesIO(original)) as archive:
        members = {name: archive.read(name) for name in archive.namelist()}
    for round_no in range(ROUNDS):
        target = rng.choice(["word/document.xml", "word/styles.xml", "[Content_Types].xml"])
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            for name, content in members.items():
                archive.writestr(name, _damaged(rng, content) if name == target else content)
        _survives(tmp_path / f"xml{round_no}.docx", buffer.getvalue())


def test_random_bytes_parse_or_are_refused(tmp_path: Path) -> None:
    rng = random.Random("fuzz-bytes")
    for round_no in range(ROUNDS):
        prefix = rng.choice([b"", b"PK\x03\x04", b"%PDF-1.4\n", b"\xef\xbb\xbf", b"\xff\xfe"])
        body = bytes(rng.randrange(256) for _ in range(rng.randint(0, 3000)))
        _survives(tmp_path / f"random{round_no}.bin", prefix + body)


_TOKENS = [
    "Điều 1.", "Article 2:", "Khoản 3", "Clause 1", "Điểm a", "1.", "2)", "(3)", "1.1.",
    "2.3.4", "a)", "(b)", "đ)", "(ii)", "iv.", "I.", "Chương II", "Mục 1", "Phụ lục số 01",
    "Appendix B", "Section 4", "§", "người lao động", "the Employee shall", "hợp đồng này",
    "(The contract", "ends)", "(", ")", "/", " / ", "|", "| --- |", "**", "*", "_", "#", ">",
    "-", "EN:", "[VI]", "ĐẠI DIỆN", "Ký tên", "Signed by", "\n", "\n\n", "\t", "1.500.000",
    "Trang 1/2", "Page 1 of 2", "\u200b", "\u00a0", "Ð", "\r\n", "CỘNG HÒA XÃ HỘI", ":", ";",
]  # fmt: skip


def test_token_soup_text_parses_or_is_refused(tmp_path: Path) -> None:
    rng = random.Random("fuzz-text")
    for round_no in range(ROUNDS * 5):
        words = [rng.choice(_TOKENS) for _ in range(rng.randint(1, 80))]
        text = "".join(word + rng.choice([" ", "", "\n"]) for word in words)
        _survives(tmp_path / f"soup{round_no}.md", text.encode())
