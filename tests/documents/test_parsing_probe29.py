"""What probe 29 (578 documents in 22 families not probed before, 52 layouts; truth written
and frozen first) found read wrong without a word said, each now read right."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, problems, write_docx, write_text


@pytest.mark.parametrize(
    ("lines", "vietnamese", "english"),
    [
        (
            "- Email: hr@congty.vn\n- Email: hr@congty.vn\n",
            "Thông báo gửi tới:\nEmail: hr@congty.vn",
            "Notices are sent to:\nEmail: hr@congty.vn",
        ),
        (
            "- Google Workspace;\n- Google Workspace;\n- Slack.\n- Slack.\n",
            "Thông báo gửi tới:\nGoogle Workspace;\nSlack.",
            "Notices are sent to:\nGoogle Workspace;\nSlack.",
        ),
    ],
)
def test_a_line_written_alike_in_both_languages_goes_to_each(
    tmp_path: Path, lines: str, vietnamese: str, english: str
) -> None:
    """Probe 29: an address or a brand, the same words in both languages, written twice under
    the clause's two languages: both copies had gone to the English (18 documents, every
    layout giving each Vietnamese line its English right under it)."""
    path = write_text(
        tmp_path / "notices.txt",
        "Điều 1. Thông báo\nArticle 1. Notices\n1.1. Thông báo gửi tới:\n"
        f"1.1. Notices are sent to:\n{lines}",
    )
    parsed = parse_signed_document(path)
    assert (clause(parsed, "§1.1").text_vi, clause(parsed, "§1.1").text_en) == (
        vietnamese,
        english,
    )
    assert problems(parsed) == []


def test_a_line_written_alike_in_an_english_first_document_is_english_first(
    tmp_path: Path,
) -> None:
    path = write_text(
        tmp_path / "notices.txt",
        "Article 1. Notices\nĐiều 1. Thông báo\n1.1. Notices are sent to:\n"
        "1.1. Thông báo gửi tới:\n- Email: hr@congty.vn\n- Email: hr@congty.vn\n"
        "1.2. Notices are in writing.\n1.2. Thông báo được lập bằng văn bản.\n",
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi == "Thông báo gửi tới:\nEmail: hr@congty.vn"
    assert clause(parsed, "§1.1").text_en == "Notices are sent to:\nEmail: hr@congty.vn"
    assert clause(parsed, "§1.2").text_vi == "Thông báo được lập bằng văn bản."


def test_a_line_written_alike_in_word_with_its_english_in_italics(tmp_path: Path) -> None:
    path = write_docx(
        tmp_path / "notices.docx",
        "Điều 1. Thông báo",
        ("Article 1. Notices", True),
        "1.1. Thông báo gửi tới:",
        ("1.1. Notices are sent to:", True),
        "- Email: hr@congty.vn",
        ("- Email: hr@congty.vn", True),
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi == "Thông báo gửi tới:\n- Email: hr@congty.vn"
    assert clause(parsed, "§1.1").text_en == "Notices are sent to:\n- Email: hr@congty.vn"


@pytest.mark.parametrize(
    ("label", "english", "ref"),
    [
        ("i)", "(i) arriving on time;", "§1.1(a)(i)"),
        ("i)", "i) arriving on time;", "§1.1(a)(i)"),
        ("b)", "b) arriving on time;", "§1.1(b)"),
        ("đ)", "e) arriving on time;", "§1.1(đ)"),  # the English alphabet's letter
    ],
)
def test_a_label_typed_again_in_the_english_cell_is_no_text(
    tmp_path: Path, label: str, english: str, ref: str
) -> None:
    """Probe 29: in a table of label | Vietnamese | English, the translator's own label in
    the English cell had stayed in the English text ("(i) arriving on time;"; 10
    documents)."""
    points = [("a)", "bảo vệ tài sản;", "to protect assets;")]
    if label == "đ)":
        points += [
            ("b)", "bảo mật;", "to keep secrets;"),
            ("c)", "báo cáo;", "to report;"),
            ("d)", "học tập;", "to learn;"),
        ]
    path = write_docx(
        tmp_path / "duties.docx",
        [
            ("1.", "CÔNG VIỆC", "WORK"),
            ("1.1.", "Người lao động có các nghĩa vụ sau:", "The Employee has these duties:"),
            *points,
            (label, "đi làm đúng giờ;", english),
        ],
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, ref).text_vi == "đi làm đúng giờ;"
    assert clause(parsed, ref).text_en == "arriving on time;"


def test_a_cell_opening_with_another_points_label_keeps_it(tmp_path: Path) -> None:
    """A letter the row's label does not stand for (not typed again, nor its English): the
    cell's words, kept."""
    path = write_docx(
        tmp_path / "duties.docx",
        [
            ("1.", "CÔNG VIỆC", "WORK"),
            ("1.1.", "Người lao động có các nghĩa vụ sau:", "The Employee has these duties:"),
            ("a)", "bảo vệ tài sản;", "to protect assets;"),
            ("b)", "như điểm c) dưới đây;", "c) below applies;"),
        ],
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1(b)").text_en == "c) below applies;"
