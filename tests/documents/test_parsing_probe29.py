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
        (  # a mark ("é") is no Vietnamese line: only one read surely so stays one
            "- Sous-vide, flambé, tartare.\n- Sous-vide, flambé, tartare.\n",
            "Thông báo gửi tới:\nSous-vide, flambé, tartare.",
            "Notices are sent to:\nSous-vide, flambé, tartare.",
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


def test_a_number_on_a_paragraph_of_its_own_before_each_language(tmp_path: Path) -> None:
    """Probe 29: "1.1." a paragraph, its Vietnamese the next, "1.1." again (in italics) and
    its English: the second number had opened a Vietnamese clause of its own, the English
    read as its sub-clause §1.1.1 (12 of 12 documents, reported)."""
    path = write_docx(
        tmp_path / "numbers.docx",
        "Điều 1",
        "Công việc",
        ("Article 1", True),
        ("Work", True),
        "1.1.",
        "Người lao động làm lễ tân.",
        ("1.1.", True),
        ("The Employee works as a receptionist.", True),
        "1.2.",
        "Địa điểm làm việc: Nha Trang.",
        ("1.2.", True),
        ("Place of work: Nha Trang.", True),
    )
    parsed = parse_signed_document(path)
    assert [(c.ref, c.text_vi, c.text_en) for c in parsed.clauses] == [
        ("§1", "Công việc", "Work"),
        ("§1.1", "Người lao động làm lễ tân.", "The Employee works as a receptionist."),
        ("§1.2", "Địa điểm làm việc: Nha Trang.", "Place of work: Nha Trang."),
    ]
    assert problems(parsed) == []


def test_a_number_repeated_in_the_vietnamese_alone_still_opens_vietnamese(tmp_path: Path) -> None:
    """A number right after its own label (no text between) is no English's: "1.1." twice in
    a row is one slip, not a translation."""
    path = write_text(
        tmp_path / "numbers.txt",
        "Điều 1. Công việc\nArticle 1. Work\n1.1.\n1.1.\nNgười lao động làm lễ tân.\n"
        "The Employee works as a receptionist.\n",
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi.endswith("Người lao động làm lễ tân.")


def test_the_signature_captions_under_a_two_column_pages_last_clause_follow_both_cells() -> None:
    """Probe 29: a page in two columns whose last clause runs right into the parties'
    captions ("ĐẠI DIỆN BÊN A BÊN B" | "FOR PARTY A PARTY B"): read as one run of rows, the
    Vietnamese captions came before the English clause, which the signature block then cut
    off (every two-column PDF: the last clause had no English)."""
    from rubric.documents.parsing.pdf_columns import flattened, page_items
    from tests.documents.support import StubPdfPage

    rows = [
        ("5.2. Hợp đồng được lập thành 02 bản bằng", "5.2. This Contract is made in 02"),
        ("tiếng Việt và tiếng Anh.", "copies in Vietnamese and English."),
        ("ĐẠI DIỆN BÊN A BÊN B", "FOR PARTY A PARTY B"),
        ("(Ký, ghi rõ họ tên, đóng dấu)", "(Signature, full name and seal)"),
    ]
    layout = "\n".join(f"{vi:<55}{en}" for vi, en in rows)
    plain = "\n".join(cell for row in rows for cell in row)
    lines = [line for line in flattened(page_items(StubPdfPage(plain, layout))) if line]
    assert lines == [
        "5.2. Hợp đồng được lập thành 02 bản bằng",
        "tiếng Việt và tiếng Anh.",
        "5.2. This Contract is made in 02",
        "copies in Vietnamese and English.",
        "ĐẠI DIỆN BÊN A BÊN B",
        "(Ký, ghi rõ họ tên, đóng dấu)",
        "FOR PARTY A PARTY B",
        "(Signature, full name and seal)",
    ]


def test_a_pdf_table_of_label_vietnamese_and_english_columns_numbers_both_languages() -> None:
    """Probe 29: "1.1. | Người học nghề … | The Apprentice …" printed without rules and
    drawn line by line: read as a form (numbered on one side only), its lines alternated the
    languages (10 of 10 documents, reported). The label column numbers both cells, and the
    signature block's caption beside the English's last line opens what follows."""
    from rubric.documents.parsing.pdf_columns import flattened, page_items
    from tests.documents.support import StubPdfPage

    rows = [
        ("1.", "Nghề đào tạo", "Trade"),
        ("1.1.", "Người học nghề học nghề vận hành", "The Apprentice learns CNC machine"),
        ("", "máy CNC trong thời gian 06 tháng.", "operation over 06 months."),
        ("1.2.", "Kết thúc khóa học, Người học nghề", "At the end of the course, the"),
        ("", "được cấp chứng chỉ sơ cấp nghề.", "Apprentice receives a vocational"),
        ("ĐẠI DIỆN BÊN A BÊN B", "", "certificate."),
    ]
    layout = "\n".join(
        f"{label:<10}{vi:<48}{en}" if vi else f"{label:<58}{en}" for label, vi, en in rows
    )
    plain = "\n".join(cell for row in rows for cell in row if cell)
    lines = [line for line in flattened(page_items(StubPdfPage(plain, layout))) if line]
    assert lines == [
        "1. Nghề đào tạo",
        "1. Trade",
        "1.1. Người học nghề học nghề vận hành",
        "máy CNC trong thời gian 06 tháng.",
        "1.1. The Apprentice learns CNC machine",
        "operation over 06 months.",
        "1.2. Kết thúc khóa học, Người học nghề",
        "được cấp chứng chỉ sơ cấp nghề.",
        "1.2. At the end of the course, the",
        "Apprentice receives a vocational",
        "certificate.",
        "ĐẠI DIỆN BÊN A BÊN B",
    ]


@pytest.mark.parametrize(
    "bullets",
    [
        [
            "- Email: hr@congty.vn",
            "- Email: hr@congty.vn",
            "- Slack: #nhan-su",
            "- Slack: #nhan-su",
        ],
        ["- 1 \u2013 Nhân viên \u2013 12.000.000", "- 1 \u2013 Associate \u2013 12.000.000"],
    ],
)
def test_pdf_bullets_each_a_line_are_each_an_item(bullets: list[str]) -> None:
    """Probe 29: a PDF's bullets ending without a full stop ("- Email: hr@congty.vn", a grade's
    "… 12.000.000") had run on into one paragraph, both languages' items in the
    Vietnamese."""
    from rubric.documents.parsing.plaintext import pdf_blocks

    lines = ["3.3. Thông báo gửi tới:", "3.3. Notices are sent to:", *bullets, "Điều 4. Hiệu lực"]
    assert [block.text for block in pdf_blocks([lines])] == lines


def test_a_point_indented_with_a_tab_beside_english_points_is_no_label_column() -> None:
    """A second review: "a)   Tuân thủ …" (a tab after the point) beside English cells
    numbered their own way is no column of labels: the English keeps its own."""
    from rubric.documents.parsing.pdf_columns import flattened, page_items
    from tests.documents.support import StubPdfPage

    rows = [
        (
            "1.1. Người lao động có các nghĩa vụ sau đây",
            "1.1. The Employee has the following duties",
        ),
        ("a)   Tuân thủ nội quy lao động;", "towards the Company:"),
        ("b)   Bảo mật thông tin.", "a)   To comply with the labour rules;"),
    ]
    layout = "\n".join(f"{vi:<52}{en}" for vi, en in rows)
    plain = "\n".join(cell for row in rows for cell in row)
    assert [line for line in flattened(page_items(StubPdfPage(plain, layout))) if line] == [
        "1.1. Người lao động có các nghĩa vụ sau đây",
        "a) Tuân thủ nội quy lao động;",
        "b) Bảo mật thông tin.",
        "1.1. The Employee has the following duties",
        "towards the Company:",
        "a) To comply with the labour rules;",
    ]


def test_a_vietnamese_line_written_twice_stays_vietnamese(tmp_path: Path) -> None:
    path = write_text(
        tmp_path / "equipment.txt",
        "Điều 1. Trang bị\nArticle 1. Equipment\n1.1. Công ty cấp:\n- Điện thoại;\n"
        "- Điện thoại;\n- Máy tính xách tay.\n1.1. The Company provides:\n- Phone;\n- Phone;\n"
        "- Laptop.\n",
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1").text_en == "Equipment"
    assert "Điện thoại" not in clause(parsed, "§1.1").text_en
