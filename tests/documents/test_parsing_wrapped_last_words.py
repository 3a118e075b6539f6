"""A labelled line short enough to pass for a heading whose sentence the page wrapped before
its last word, a capitalised English term: the word is the sentence's end, not its English."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, printed_lines, problems


def test_an_english_term_wrapped_alone_ends_the_vietnamese_sentence(tmp_path: Path) -> None:
    """ "1.1. Chức danh: …, thuộc team" / "Payments.": the word had become the English of the
    clause (or of the article above), and the real English an invented §1.1.1, silently."""
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Công việc",
        "Article 1. Job",
        "1.1. Chức danh: Senior Backend Engineer (Go/Kubernetes), thuộc team",
        "Payments.",
        "1.1. Position: Senior Backend Engineer (Go/Kubernetes), Payments team.",
        "1.2. Làm việc từ xa tại thành phố Huế.",
        "1.2. Remote work from Hue City.",
    ]
    parsed = parse_signed_document(printed_lines(tmp_path / "doc.pdf", lines))
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1").text_en == "Job"
    assert clause(parsed, "§1.1").text_vi == (
        "Chức danh: Senior Backend Engineer (Go/Kubernetes), thuộc team Payments."
    )
    assert clause(parsed, "§1.1").text_en == (
        "Position: Senior Backend Engineer (Go/Kubernetes), Payments team."
    )
    assert problems(parsed) == []


def test_a_headings_translation_under_it_stays_its_english(tmp_path: Path) -> None:
    """Neighbours: a heading with no name and value, and a name and value whose translation
    has its own name, keep the line under them as their English."""
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 5. Thời giờ làm việc",
        "Article 5. Working time",
        "5.1. Thời giờ làm việc, thời giờ nghỉ ngơi",
        "Working hours.",
        "Người lao động làm việc 40 giờ mỗi tuần.",
        "The Employee works 40 hours a week.",
        "5.2. Địa điểm: Hà Nội",
        "Place: Hanoi.",
    ]
    parsed = parse_signed_document(printed_lines(tmp_path / "doc.pdf", lines))
    assert [c.ref for c in parsed.clauses] == ["§5", "§5.1", "§5.2"]
    assert clause(parsed, "§5.1").text_en.startswith("Working hours.\n")
    assert clause(parsed, "§5.2").text_vi == "Địa điểm: Hà Nội"
    assert clause(parsed, "§5.2").text_en == "Place: Hanoi."
