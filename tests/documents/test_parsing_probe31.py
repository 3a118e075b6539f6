"""What probe 31 (426 documents: two files, long documents of chapters and four levels,
tables across pages, Word's list numbering, covers and contents; truth written and frozen
first) found read wrong without a word said."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.furniture import is_signature_marker
from tests.documents.support import clause, printed_lines, problems, write_docx, write_text


def _written(tmp_path: Path, kind: str, lines: list[str]) -> Path:
    """The lines one under the other, as a text file, a Word document or a printed PDF."""
    if kind == "txt":
        return write_text(tmp_path / "contract.txt", "\n".join(lines) + "\n")
    if kind == "docx":
        return write_docx(tmp_path / "contract.docx", *lines)
    return printed_lines(tmp_path / "contract.pdf", lines)


_SINGLE = [
    "Điều 1. Hiệu lực",
    "Article 1. Effect",
    "Hợp đồng có hiệu lực từ ngày 01/03/2025.",
    "This Contract takes effect on 1 March 2025.",
]


@pytest.mark.parametrize(
    ("vietnamese", "english"),
    [
        ("Đà Nẵng, ngày 02/03/2025", "Da Nang, 2 March 2025"),
        ("Đà Nẵng, ngày 02/03/2025", "Da Nang, 02/03/2025"),
        ("Hà Nội, ngày 02-03-2025", "Hanoi, on 02-03-2025"),
        ("Hà Nội, ngày …/…/2025", "Ho Chi Minh City, …… 2025"),
        ("Hà Nội, ngày ..../..../20....", "Hanoi, ____ 20__"),
    ],
)
@pytest.mark.parametrize("kind", ["txt", "docx", "pdf"])
def test_a_place_and_a_date_in_figures_under_the_last_clause_are_no_text_of_it(
    tmp_path: Path, kind: str, vietnamese: str, english: str
) -> None:
    """Probe 31: "Đà Nẵng, ngày 02/03/2025", "Ho Chi Minh City, …… 2025" under the last clause
    had been glued onto it (148 documents, 18 with nothing said): only the place and date
    written in words were known for the signing's."""
    parsed = parse_signed_document(_written(tmp_path, kind, [*_SINGLE, vietnamese, english]))
    assert (clause(parsed, "§1").text_vi, clause(parsed, "§1").text_en) == (
        "Hiệu lực\nHợp đồng có hiệu lực từ ngày 01/03/2025.",
        "Effect\nThis Contract takes effect on 1 March 2025.",
    )


def test_a_place_and_a_blank_date_end_each_of_two_files(tmp_path: Path) -> None:
    vietnamese = write_text(
        tmp_path / "vi.txt",
        "Điều 1. Hiệu lực\nHợp đồng có hiệu lực từ ngày ký.\n\nĐà Nẵng, ngày 02/03/2025\n",
    )
    english = write_text(
        tmp_path / "en.txt",
        "Article 1. Effect\nThis Contract takes effect on signing.\n\nHo Chi Minh City, …… 2025\n",
    )
    parsed = parse_signed_document(vietnamese, path_en=english)
    assert [(c.ref, c.text_vi, c.text_en) for c in parsed.clauses] == [
        (
            "§1",
            "Hiệu lực\nHợp đồng có hiệu lực từ ngày ký.",
            "Effect\nThis Contract takes effect on signing.",
        )
    ]
    assert problems(parsed) == []


@pytest.mark.parametrize(
    "line",
    [
        "có hiệu lực, ngày 02/03/2025.",  # a sentence's end, wrapped
        "Trường hợp khác, ngày 02/03/2025 và ngày 05/03/2025.",
        # a review's: a list's item, a field, a sentence's wrapped end
        "Du lịch, …",
        "Travel, …",
        "Sinh ngày, 12/05/1990",
        "Kỳ đánh giá thứ nhất, 30/06/2025",
        "Thép Miền Nam, ngày 02/03/2025.",
    ],
)
def test_a_sentence_ending_on_a_date_opens_no_signature_block(line: str) -> None:
    assert not is_signature_marker(line)


@pytest.mark.parametrize("kind", ["txt", "pdf"])
def test_the_end_of_a_sentence_wrapped_onto_a_line_of_its_own_is_kept(
    tmp_path: Path, kind: str
) -> None:
    """Probe 31: "… phải được lập thành phụ lục và có" / "chữ ký của hai bên." — the wrapped
    line opens as a signature block's "Chữ ký" does, and had been dropped as one."""
    lines = [
        "Điều 1. Sửa đổi",
        "Article 1. Amendment",
        "1.1. Mọi sửa đổi, bổ sung hợp đồng phải được lập thành phụ lục và có",
        "chữ ký của hai bên.",
        "1.1. Any amendment shall be made as an appendix signed by both parties.",
    ]
    parsed = parse_signed_document(_written(tmp_path, kind, lines))
    assert " ".join(clause(parsed, "§1.1").text_vi.split()) == (
        "Mọi sửa đổi, bổ sung hợp đồng phải được lập thành phụ lục và có chữ ký của hai bên."
    )


@pytest.mark.parametrize("line", ["Chữ ký của Người lao động", "chữ ký", "Chữ ký:"])
def test_a_signature_caption_still_opens_the_block(line: str) -> None:
    assert is_signature_marker(line)


@pytest.mark.parametrize("kind", ["txt", "pdf"])
def test_an_article_named_at_the_start_of_a_wrapped_line_goes_on_with_its_clause(
    tmp_path: Path, kind: str
) -> None:
    """Probe 31: "… theo quy định tại khoản 2" / "Điều 2. Kết quả đánh giá là căn cứ …" — the
    article of the clause named, wrapped to the start of a line, had opened a second "§2",
    the sentence cut and the true article's words appended to it (reported as
    ``duplicate_ref``)."""
    lines = [
        "Điều 1. Bồi thường",
        "Article 1. Compensation",
        "1.1. Người lao động phải bồi thường theo quy định tại khoản 2",
        "Điều 2. Kết quả đánh giá là căn cứ xét thưởng.",
        "1.1. The Employee shall compensate as provided in Clause 2,",
        "Article 2. The appraisal result is the basis for bonuses.",
        "Điều 2. Tiền thưởng",
        "Article 2. Bonuses",
    ]
    parsed = parse_signed_document(_written(tmp_path, kind, lines))
    assert [
        (c.ref, " ".join(c.text_vi.split()), " ".join(c.text_en.split())) for c in parsed.clauses
    ] == [
        ("§1", "Bồi thường", "Compensation"),
        (
            "§1.1",
            "Người lao động phải bồi thường theo quy định tại khoản 2 Điều 2. Kết quả đánh giá "
            "là căn cứ xét thưởng.",
            "The Employee shall compensate as provided in Clause 2, Article 2. The appraisal "
            "result is the basis for bonuses.",
        ),
        ("§2", "Tiền thưởng", "Bonuses"),
    ]
    assert problems(parsed) == []


def test_an_article_heading_after_a_clause_named_at_a_lines_end_is_still_a_heading(
    tmp_path: Path,
) -> None:
    text = (
        "Điều 1. Bồi thường\nArticle 1. Compensation\n"
        "1.1. Người lao động bồi thường theo khoản 2\n"
        "1.1. The Employee compensates under clause 2\n"
        "Điều 2. Tiền thưởng\nArticle 2. Bonuses\nThưởng theo kết quả.\nBonus by results.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§2"]
    assert clause(parsed, "§2").text_vi == "Tiền thưởng\nThưởng theo kết quả."
