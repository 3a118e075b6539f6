"""What probe 30 (553 documents stressing what real offices' files hold: Word headers,
footnotes, tracked changes, fields; PDF watermarks, rotated pages; e-mail quoting, legacy
encodings; truth written and frozen first) found read wrong without a word said."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, printed_lines, problems, write_docx, write_text

LINES = [
    "Điều 1. Thời hạn",
    "Article 1. Term",
    "1.1. Hợp đồng có thời hạn",
    "24",
    "tháng kể từ ngày ký.",
    "1.1. The contract has a term of",
    "24",
    "months from signing.",
    "1.2. Hợp đồng có hiệu lực từ ngày",
    "24",
    "/12/2027.",
    "1.2. The contract takes effect on",
    "24",
    "/12/2027.",
]


def _one_line(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("kind", ["txt", "docx", "pdf"])
def test_a_number_a_sentence_wraps_around_is_no_page_number(tmp_path: Path, kind: str) -> None:
    """Probe 30: "24" alone on its line inside a sentence was dropped as a page number (and in
    plain text the Vietnamese after it as a running footer): "Hợp đồng có thời hạn" / "… a
    term of months", "từ ngày /12/2027." (17 documents, nothing reported)."""
    if kind == "txt":
        path = write_text(tmp_path / "term.txt", "\n".join(LINES) + "\n")
    elif kind == "docx":
        path = write_docx(tmp_path / "term.docx", *LINES)
    else:
        path = printed_lines(tmp_path / "term.pdf", LINES)
    parsed = parse_signed_document(path)
    term, start = clause(parsed, "§1.1"), clause(parsed, "§1.2")
    assert _one_line(term.text_vi) == "Hợp đồng có thời hạn 24 tháng kể từ ngày ký."
    assert _one_line(term.text_en) == "The contract has a term of 24 months from signing."
    assert "24/12/2027." in start.text_vi and "24/12/2027." in start.text_en
    assert problems(parsed) == []


def test_a_page_number_on_its_own_line_is_still_dropped(tmp_path: Path) -> None:
    """A page's number between two sentences (the one above ended) is the page's."""
    lines = [
        "Điều 1. Thời hạn",
        "Article 1. Term",
        "1.1. Hợp đồng có thời hạn 24 tháng.",
        "1.1. The contract has a term of 24 months.",
        "2",
        "1.2. Hợp đồng có hiệu lực từ ngày ký.",
        "1.2. The contract takes effect on signing.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "term.txt", "\n".join(lines) + "\n"))
    assert clause(parsed, "§1.1").text_en == "The contract has a term of 24 months."
    assert clause(parsed, "§1.2").text_vi == "Hợp đồng có hiệu lực từ ngày ký."


@pytest.mark.parametrize("name", ["salary.txt", "salary.md"])
def test_a_clause_typed_in_a_legacy_encoding_among_unicode_is_said(
    tmp_path: Path, name: str
) -> None:
    """Probe 30: one clause pasted from a VNI document into a Unicode text ("Möùc löông cô
    baûn …") had been read as its look-alikes with nothing said (17 documents)."""
    text = (
        "Điều 1. Tiền lương\nArticle 1. Salary\n"
        "1.1. Möùc löông cô baûn laø 15.000.000 ñoàng/thaùng.\n"
        "1.1. The basic salary is VND 15,000,000 per month.\n"
        "1.2. Tiền lương được trả vào ngày 05 hằng tháng.\n"
        "1.2. Salary is paid on the 5th of each month.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / name, text))
    assert ("legacy_font_text", None) in problems(parsed)


def test_names_with_umlauts_in_a_unicode_text_say_no_legacy_encoding(tmp_path: Path) -> None:
    text = (
        "Điều 1. Đại diện\nArticle 1. Representatives\n"
        "1.1. Đại diện Công ty là ông Jürgen Müller.\n"
        "1.1. The Company is represented by Mr Jürgen Müller.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "names.txt", text))
    assert problems(parsed) == []


def test_a_table_whose_first_column_heads_each_article_gives_the_articles(
    tmp_path: Path,
) -> None:
    """Probe 30: "Điều 1. … / Article 1. …" merged down the rows of its clauses beside the
    Vietnamese and English columns: read as a note beside each row, every article had gone
    (its heading after its first clause's text, " | Điều 1. …"; 7 of 7 documents)."""
    path = write_docx(
        tmp_path / "career.docx",
        [
            ("Điều / Article", "Tiếng Việt", "English"),
            (
                "Điều 1. Vị trí hiện tại\nArticle 1. Current position",
                "1.1. Người lao động giữ chức danh chuyên viên bậc 2.",
                "1.1. The Employee holds the title of officer, grade 2.",
            ),
            (
                "Điều 1. Vị trí hiện tại\nArticle 1. Current position",
                "1.2. Người quản lý trực tiếp là Trưởng phòng.",
                "1.2. The direct manager is the Head of Department.",
            ),
            (
                "Điều 2. Đào tạo\nArticle 2. Training",
                "2.1. Công ty tài trợ một khóa học mỗi năm.",
                "2.1. The Company sponsors one course a year.",
            ),
        ],
    )
    parsed = parse_signed_document(path)
    assert [(c.ref, c.text_vi, c.text_en) for c in parsed.clauses] == [
        ("§1", "Vị trí hiện tại", "Current position"),
        (
            "§1.1",
            "Người lao động giữ chức danh chuyên viên bậc 2.",
            "The Employee holds the title of officer, grade 2.",
        ),
        (
            "§1.2",
            "Người quản lý trực tiếp là Trưởng phòng.",
            "The direct manager is the Head of Department.",
        ),
        ("§2", "Đào tạo", "Training"),
        (
            "§2.1",
            "Công ty tài trợ một khóa học mỗi năm.",
            "The Company sponsors one course a year.",
        ),
    ]
    assert problems(parsed) == []
