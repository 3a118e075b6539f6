"""Scans with a text layer (a scanner's "searchable PDF"): the OCR engine's misreadings of
clause labels, read as the labels they are where nothing else can be meant, and left alone
where a word can stand (probe 12)."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, problems, write_text


def _contract(tmp_path: Path, first_vi: str, first_en: str) -> Path:
    lines = [
        first_vi,
        first_en,
        "1.1. Lương cơ bản 25.000.000 đồng.",
        "1.1. Salary VND 25,000,000.",
    ]
    for n in (2, 3):
        lines += [f"Điều {n}. Nội dung {n}", f"Article {n}. Content {n}"]
        lines += [f"{n}.1. Hai bên thực hiện điều {n}.", f"{n}.1. The parties perform article {n}."]
    return write_text(tmp_path / "scan.md", "\n\n".join(lines))


def test_article_one_read_by_ocr_as_the_letter_l(tmp_path: Path) -> None:
    """ "Article l." (a scan's "1" read as "l") is article 1: the English heading had been
    no label, kept as the text of §1 with its label and nothing reported."""
    document = parse_signed_document(_contract(tmp_path, "Điều l. Tiền lương", "Article l. Salary"))
    assert [c.ref for c in document.clauses][:2] == ["§1", "§1.1"]
    assert clause(document, "§1").text_vi == "Tiền lương"
    assert clause(document, "§1").text_en == "Salary"
    assert problems(document) == []


def test_a_word_or_a_sentence_after_article_is_no_misread_number(tmp_path: Path) -> None:
    """ "Điều lệ" is a word, and "Article l. the …" runs on in lower case: neither is
    article 1."""
    for first in ("Điều lệ. Công ty", "Article l. the lessee", "Article l: the lessee"):
        document = parse_signed_document(_contract(tmp_path, "Điều 1. Tiền lương", first))
        refs = ["§1", "§1.1", "§2", "§2.1", "§3", "§3.1"]
        assert [c.ref for c in document.clauses] == refs
        first_article = clause(document, "§1")
        assert first in f"{first_article.text_vi}\n{first_article.text_en}"


def test_the_word_article_misread_by_ocr(tmp_path: Path) -> None:
    """ "Artic1e 2." and "Art icle 3." (a scan's "l" read as "1", a gap read inside the word)
    head articles 2 and 3: they had been kept, label and all, as the English of §2 and §3,
    nothing reported."""
    path = _contract(tmp_path, "Điều 1. Tiền lương", "Article 1. Salary")
    text = path.read_text(encoding="utf-8")
    text = text.replace("Article 2.", "Artic1e 2.").replace("Article 3.", "Art icle 3.")
    document = parse_signed_document(write_text(path, text))
    assert clause(document, "§2").text_en == "Content 2"
    assert clause(document, "§3").text_en == "Content 3"
    assert problems(document) == []
