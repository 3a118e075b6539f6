"""A table of contents before the body lists the headings the body repeats.

Before, every entry was read as the article it names: each article was numbered twice
(``duplicate_ref``) and the table's line ("Điều 1. Định nghĩa 2", page number included)
became the first text of the clause a citation quotes.
"""

from __future__ import annotations

from pathlib import Path

import docx
import pytest
from docx.enum.style import WD_STYLE_TYPE
from docx.oxml import parse_xml

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import FIXTURES, clause, outline, problems, write_docx, write_text


def _parse(tmp_path: Path, *lines: str) -> ParsedDocument:
    return parse_signed_document(write_text(tmp_path / "doc.txt", "\n".join(lines)))


def test_a_titled_bilingual_table_of_contents_is_no_clause(tmp_path: Path) -> None:
    parsed = parse_signed_document(
        write_docx(
            tmp_path / "contract.docx",
            "HỢP ĐỒNG LAO ĐỘNG / LABOR CONTRACT",
            "MỤC LỤC / TABLE OF CONTENTS",
            "Điều 1. Định nghĩa / Article 1. Definitions\t2",
            "Điều 2. Tiền lương / Article 2. Salary\t3",
            "Hôm nay, ngày 05 tháng 6 năm 2025, tại Hà Nội, chúng tôi gồm:",
            "Today, 05 June 2025, in Hanoi, we are:",
            "Điều 1. Định nghĩa / Article 1. Definitions",
            "Trong Hợp đồng này, “Công ty” là Công ty TNHH Vạn Nam Lộc.",
            "In this Contract, the “Company” is Van Nam Loc Co., Ltd.",
            "Điều 2. Tiền lương / Article 2. Salary",
            "Lương cơ bản là 30.000.000 đồng/tháng.",
            "The base salary is VND 30,000,000 per month.",
        )
    )
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    assert problems(parsed) == []
    assert clause(parsed, "§1").text_vi == (
        "Định nghĩa\nTrong Hợp đồng này, “Công ty” là Công ty TNHH Vạn Nam Lộc."
    )
    assert clause(parsed, "§2").text_en == "Salary\nThe base salary is VND 30,000,000 per month."
    assert "MỤC LỤC" in parsed.preamble_vi
    assert parsed.title_vi == "HỢP ĐỒNG LAO ĐỘNG"


def test_an_untitled_table_of_contents_with_leaders_and_pages(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "Chương I. QUY ĐỊNH CHUNG ........................ 1",
        "Điều 1. Phạm vi ................................ 1",
        "Điều 2. Thời hạn hợp đồng …………………………… 2",
        "Chương II. QUYỀN VÀ NGHĨA VỤ ..................... 2",
        "Điều 3. Tiền lương và phụ cấp của người lao động",
        "được trả hằng tháng ............................ 3",
        "Chương I. QUY ĐỊNH CHUNG",
        "Điều 1. Phạm vi",
        "Hợp đồng này áp dụng cho người lao động làm việc tại Hà Nội.",
        "Điều 2. Thời hạn hợp đồng",
        "Hợp đồng có thời hạn 24 tháng.",
        "Chương II. QUYỀN VÀ NGHĨA VỤ",
        "Điều 3. Tiền lương và phụ cấp",
        "Lương được trả vào ngày 05 hằng tháng.",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3"]
    assert not [code for code, _ in problems(parsed) if code == "duplicate_ref"]
    assert clause(parsed, "§1").text_vi == (
        "Phạm vi\nHợp đồng này áp dụng cho người lao động làm việc tại Hà Nội."
    )
    assert (
        clause(parsed, "§3").text_vi
        == "Tiền lương và phụ cấp\nLương được trả vào ngày 05 hằng tháng."
    )


def test_the_body_right_after_the_table_of_contents(tmp_path: Path) -> None:
    """No preamble between them: the first heading numbered again is the body's."""
    parsed = _parse(
        tmp_path,
        "MỤC LỤC",
        "1. Phạm vi áp dụng",
        "2. Bảo mật thông tin",
        "3. Hiệu lực",
        "1. Phạm vi áp dụng",
        "Thỏa thuận này áp dụng cho mọi thông tin mật của Công ty.",
        "2. Bảo mật thông tin",
        "Người lao động không tiết lộ thông tin mật cho bên thứ ba.",
        "3. Hiệu lực",
        "Thỏa thuận có hiệu lực từ ngày ký.",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3"]
    assert not [code for code, _ in problems(parsed) if code == "duplicate_ref"]
    assert clause(parsed, "§3").text_vi == "Hiệu lực\nThỏa thuận có hiệu lực từ ngày ký."


def test_a_list_the_body_never_repeats_is_the_body(tmp_path: Path) -> None:
    """A title alone proves nothing: numbered lines after "Mục lục" that never come again
    are the document's text (here an appendix listing the attached documents)."""
    parsed = _parse(
        tmp_path,
        "PHỤ LỤC HỢP ĐỒNG",
        "Mục lục",
        "1. Bản mô tả công việc.",
        "2. Nội quy lao động đã đăng ký.",
        "3. Quy chế lương thưởng năm 2026.",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3"]
    assert clause(parsed, "§2").text_vi == "Nội quy lao động đã đăng ký."


def test_each_half_of_a_separate_document_has_its_table_of_contents(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "THỎA THUẬN BẢO MẬT",
        "MỤC LỤC",
        "Điều 1. Thông tin mật",
        "Điều 2. Nghĩa vụ bảo mật",
        "Điều 1. Thông tin mật",
        "Thông tin mật gồm mọi dữ liệu kỹ thuật và kinh doanh của Công ty.",
        "Điều 2. Nghĩa vụ bảo mật",
        "Người lao động giữ bí mật trong thời gian làm việc và 24 tháng sau đó.",
        "NON-DISCLOSURE AGREEMENT",
        "TABLE OF CONTENTS",
        "Article 1. Confidential information",
        "Article 2. Duty of confidentiality",
        "Article 1. Confidential information",
        "Confidential information is all technical and business data of the Company.",
        "Article 2. Duty of confidentiality",
        "The Employee keeps it confidential during employment and for 24 months after.",
    )
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    assert problems(parsed) == []
    assert clause(parsed, "§2").text_en == (
        "Duty of confidentiality\n"
        "The Employee keeps it confidential during employment and for 24 months after."
    )


def test_a_libreoffice_print_with_a_table_of_contents() -> None:
    """``libreoffice_contents.pdf``: LibreOffice 7.4's print of a Word contract with a cover
    page, "MỤC LỤC / TABLE OF CONTENTS" (bilingual entries, page numbers after a tab) and a
    preamble numbered "(1)", "(2)" before Điều 1."""
    parsed = parse_signed_document(FIXTURES / "libreoffice_contents.pdf")
    assert [ref for ref, *_ in outline(parsed)][:4] == ["§1", "§1.1", "§1.2", "§2"]
    assert problems(parsed) == []
    assert clause(parsed, "§1").text_vi == (
        "Định nghĩa\nTrong Hợp đồng này, trừ khi ngữ cảnh có yêu cầu khác:"
    )
    assert clause(parsed, "§4").text_en.startswith("Working hours\n")
    assert "(1) CÔNG TY TNHH LOGISTICS VẠN NAM LỘC" in parsed.preamble_vi


def test_a_form_with_leaders_under_an_article_is_no_table_of_contents(tmp_path: Path) -> None:
    """ "a) Số giờ làm việc trong ngày: .......... 8" is a filled-in form's line: the body
    has begun, and a table of contents comes before it (its labels, and the next
    article's, were once taken off: Điều 2's points filed under Điều 1)."""
    parsed = _parse(
        tmp_path,
        "Điều 1. Thời giờ làm việc",
        "a) Số giờ làm việc trong ngày: .......... 8",
        "b) Số ngày làm việc trong tuần: .......... 5",
        "c) Số ngày nghỉ phép năm: .......... 12",
        "Điều 2. Tiền lương",
        "a) Lương cơ bản là 20.000.000 đồng mỗi tháng.",
        "b) Lương được trả vào ngày 5 hằng tháng.",
    )
    assert [ref for ref, *_ in outline(parsed)] == [
        "§1",
        "§1(a)",
        "§1(b)",
        "§1(c)",
        "§2",
        "§2(a)",
        "§2(b)",
    ]


_W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
_ENTRIES = [
    ("Điều 1. Công việc\t1", "Article 1. Job\t1"),
    ("Điều 2. Tiền lương\t2", "Article 2. Salary\t2"),
]


def _docx_with_contents(path: Path, *, marked_by: str) -> Path:
    """An untitled table of contents as Word, LibreOffice and Google Docs write one: entries
    "Điều 1. Công việc<TAB>1" (the leader is a tab stop's, no text), in the "Table of
    Contents" content control or in the "toc 1" entry style; then the preamble and body."""
    document = docx.Document()
    document.add_paragraph("HỢP ĐỒNG LAO ĐỘNG")
    document.add_paragraph("LABOUR CONTRACT")
    entries = [text for pair in _ENTRIES for text in pair]
    if marked_by == "control":
        paragraphs = "".join(
            f'<w:p><w:r><w:t xml:space="preserve">{text.split(chr(9))[0]}</w:t></w:r>'
            f"<w:r><w:tab/><w:t>{text.split(chr(9))[1]}</w:t></w:r></w:p>"
            for text in entries
        )
        control = parse_xml(
            f'<w:sdt {_W}><w:sdtPr><w:docPartObj><w:docPartGallery w:val="Table of '
            f'Contents"/><w:docPartUnique/></w:docPartObj></w:sdtPr>'
            f"<w:sdtContent>{paragraphs}</w:sdtContent></w:sdt>"
        )
        document.element.body.insert(2, control)
    else:
        style = document.styles.add_style("toc 1", WD_STYLE_TYPE.PARAGRAPH)
        for text in entries:
            document.add_paragraph(text, style=style)
    for text in [
        "Hôm nay, hai bên thỏa thuận ký kết hợp đồng lao động này.",
        "Today, the parties agree to sign this labour contract.",
        "Điều 1. Công việc",
        "Article 1. Job",
        "Người lao động làm Kỹ sư phần mềm.",
        "The Employee works as a software engineer.",
        "Điều 2. Tiền lương",
        "Article 2. Salary",
        "Lương cơ bản 30.000.000 đồng/tháng.",
        "Base salary VND 30,000,000 per month.",
    ]:
        document.add_paragraph(text)
    document.save(str(path))
    return path


@pytest.mark.parametrize("marked_by", ["control", "style"])
def test_a_table_of_contents_word_marks_as_one_is_no_clause(tmp_path: Path, marked_by: str) -> None:
    """Untitled, no leader in its text: Word's own marks say what it is. Read as clauses, its
    entries numbered every article twice and the preamble became the last article's text."""
    parsed = parse_signed_document(_docx_with_contents(tmp_path / "c.docx", marked_by=marked_by))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]
    assert clause(parsed, "§2").text_vi == "Tiền lương\nLương cơ bản 30.000.000 đồng/tháng."
    assert "Hôm nay, hai bên thỏa thuận" in parsed.preamble_vi
    assert "Salary 2" not in parsed.preamble_en + clause(parsed, "§2").text_en
    assert problems(parsed) == []


def test_what_is_no_contents_entry_is_read_where_word_marks_a_table_of_contents(
    tmp_path: Path,
) -> None:
    """A paragraph typed into the control after the entries (no link, no page number) is the
    document's own; a template's "toc 1" style on its real headings marks no entry either."""
    document = docx.Document()
    document.add_paragraph("HỢP ĐỒNG LAO ĐỘNG")
    typed = "".join(
        f'<w:p><w:r><w:t xml:space="preserve">{text}</w:t></w:r></w:p>'
        for text in ("Điều 1. Công việc", "Article 1. Job", "Người lao động làm Kỹ sư.")
    )
    document.element.body.insert(
        1,
        parse_xml(
            f'<w:sdt {_W}><w:sdtPr><w:docPartObj><w:docPartGallery w:val="Table of '
            f'Contents"/></w:docPartObj></w:sdtPr><w:sdtContent>{typed}</w:sdtContent></w:sdt>'
        ),
    )
    style = document.styles.add_style("toc 1", WD_STYLE_TYPE.PARAGRAPH)
    document.add_paragraph("The Employee works as an engineer.")
    document.add_paragraph("Điều 2. Tiền lương", style=style)
    document.add_paragraph("Article 2. Salary", style=style)
    document.add_paragraph("Lương cơ bản 30.000.000 đồng.")
    document.add_paragraph("Base salary VND 30,000,000.")
    document.save(str(tmp_path / "typed.docx"))
    parsed = parse_signed_document(tmp_path / "typed.docx")
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]
    assert clause(parsed, "§1").text_vi == "Công việc\nNgười lao động làm Kỹ sư."
