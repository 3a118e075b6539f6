"""Pages laid out Vietnamese | English: two newspaper columns with a column break per page,
text boxes side by side, the same pages printed. The body alternates a Vietnamese page and
an English page; the English page's opening (the title and preamble on the first page, the
rest of a clause a page cut later) is no translation of the last Vietnamese clause before it."""

from __future__ import annotations

from pathlib import Path

import docx
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, problems, write_text

_COLUMN_BREAK = "\f"  # a paragraph holding only a column break


def _two_column_docx(path: Path, *paragraphs: str) -> Path:
    """A .docx in one two-column section; ``_COLUMN_BREAK`` is a paragraph holding a
    ``w:br w:type="column"`` (the next text starts in the next column or on the next page)."""
    document = docx.Document()
    for text in paragraphs:
        if text == _COLUMN_BREAK:
            run = document.add_paragraph().add_run()
            run._r.append(parse_xml(f'<w:br {nsdecls("w")} w:type="column"/>'))
        else:
            document.add_paragraph(text)
    section = document.sections[0]._sectPr
    section.append(parse_xml(f'<w:cols {nsdecls("w")} w:num="2" w:space="425"/>'))
    assert section.find(qn("w:cols")) is not None
    document.save(str(path))
    return path


_PAGES = (
    "THỎA THUẬN BẢO MẬT",
    "Căn cứ hợp đồng lao động đã ký, hai bên thỏa thuận như sau:",
    "Điều 1. Nghĩa vụ bảo mật",
    "1.1. Nhân viên không tiết lộ thông tin của Công ty.",
    "1.2. Nghĩa vụ bảo mật áp dụng trong thời gian làm việc và sau khi nghỉ việc.",
    _COLUMN_BREAK,
    "CONFIDENTIALITY AGREEMENT",
    "Pursuant to the signed labour contract, the parties agree as follows:",
    "Article 1. Confidentiality",
    "1.1. The Employee shall not disclose the Company's information.",
    "1.2. The duty of confidentiality applies during employment and",
    _COLUMN_BREAK,
    "Điều 2. Hiệu lực",
    "2.1. Thỏa thuận có hiệu lực từ ngày ký.",
    _COLUMN_BREAK,
    "after the employment ends.",
    "Article 2. Effect",
    "2.1. This Agreement takes effect on signing.",
)


def _assert_read_by_page(parsed: ParsedDocument) -> None:
    assert clause(parsed, "§1.1").text_en == (
        "The Employee shall not disclose the Company's information."
    )
    # the English page cut §1.2: its rest opens the next English page, after Điều 2's 2.1
    assert clause(parsed, "§1.2").text_en == (
        "The duty of confidentiality applies during employment and\nafter the employment ends."
    )
    assert clause(parsed, "§2.1").text_en == "This Agreement takes effect on signing."
    assert parsed.title_en == "CONFIDENTIALITY AGREEMENT"
    assert parsed.preamble_en == (
        "CONFIDENTIALITY AGREEMENT\n"
        "Pursuant to the signed labour contract, the parties agree as follows:"
    )
    assert problems(parsed) == []


def test_docx_columns_with_a_break_per_page(tmp_path: Path) -> None:
    """The English title and preamble had been glued to §1.2's English, silently (a preamble
    stating no figure raised no numbers_differ), and title_en / preamble_en were empty."""
    parsed = parse_signed_document(_two_column_docx(tmp_path / "doc.docx", *_PAGES))
    _assert_read_by_page(parsed)


def test_plain_text_pages_vietnamese_then_english(tmp_path: Path) -> None:
    """The same pages as text (a PDF's or a text box's reading): the rule is the numbering's,
    not Word's."""
    text = "\n".join(line for line in _PAGES if line != _COLUMN_BREAK)
    parsed = parse_signed_document(write_text(tmp_path / "doc.txt", text))
    _assert_read_by_page(parsed)


def test_an_english_page_opening_with_a_line_read_as_vietnamese(tmp_path: Path) -> None:
    """ "No.: 0457/2026/HĐLĐ-TV" weighs as much Vietnamese as English: opening the English
    page, it is a line of its preamble, not text of §1.2."""
    pages = list(_PAGES)
    pages.insert(pages.index("CONFIDENTIALITY AGREEMENT") + 1, "No.: 0457/2026/HĐLĐ-TV")
    pages.insert(1, "Số: 0457/2026/HĐLĐ-TV")
    parsed = parse_signed_document(_two_column_docx(tmp_path / "doc.docx", *pages))
    assert clause(parsed, "§1.2").text_vi == (
        "Nghĩa vụ bảo mật áp dụng trong thời gian làm việc và sau khi nghỉ việc."
    )
    assert "No.: 0457/2026/HĐLĐ-TV" in parsed.preamble_en.splitlines()
    assert parsed.title_en == "CONFIDENTIALITY AGREEMENT"


def test_interleaved_unlabelled_translations_stay_with_their_clause(tmp_path: Path) -> None:
    """Neighbour: an unlabelled English paragraph right after its Vietnamese one, the next
    label a clause the Vietnamese has not given yet: the translation, as before."""
    text = "\n".join(
        [
            "THỎA THUẬN BẢO MẬT",
            "CONFIDENTIALITY AGREEMENT",
            "Điều 1. Nghĩa vụ bảo mật",
            "Article 1. Confidentiality",
            "Nhân viên không tiết lộ thông tin của Công ty.",
            "The Employee shall not disclose the Company's information.",
            "Điều 2. Hiệu lực",
            "Article 2. Effect",
            "Thỏa thuận có hiệu lực từ ngày ký.",
            "This Agreement takes effect on signing.",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "doc.txt", text))
    assert clause(parsed, "§1").text_en == (
        "Confidentiality\nThe Employee shall not disclose the Company's information."
    )
    assert clause(parsed, "§2").text_en == "Effect\nThis Agreement takes effect on signing."
    assert problems(parsed) == []


def test_an_appendix_title_opening_the_english_page_is_a_title(tmp_path: Path) -> None:
    """The English title of an appendix whose Vietnamese title is text ("LABOUR CONTRACT
    APPENDIX NO. 01: …") read as a label had become §2.2's English label and text."""
    pages = (
        "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 01: CHÍNH SÁCH ĐÃI NGỘ",
        "Điều 1. Thang bậc lương",
        "1.1. Việc xét nâng bậc được thực hiện mỗi năm một lần vào tháng 4.",
        _COLUMN_BREAK,
        "LABOUR CONTRACT APPENDIX NO. 01: TOTAL REWARDS",
        "Article 1. Salary grades",
        "1.1. Promotion to a higher grade is reviewed once a year in April.",
        _COLUMN_BREAK,
        "Điều 2. Hiệu lực",
        "2.1. Phụ lục có hiệu lực từ ngày ký.",
        _COLUMN_BREAK,
        "Article 2. Effect",
        "2.1. This appendix takes effect on signing.",
    )
    parsed = parse_signed_document(_two_column_docx(tmp_path / "doc.docx", *pages))
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§2", "§2.1"]
    assert clause(parsed, "§1.1").text_en == (
        "Promotion to a higher grade is reviewed once a year in April."
    )
    assert parsed.title_en == "LABOUR CONTRACT APPENDIX NO. 01: TOTAL REWARDS"
    assert problems(parsed) == []


def test_an_unlabelled_english_heading_opening_a_page_is_its_articles(tmp_path: Path) -> None:
    """An article whose English heading has no label ("Duties of the Employee" before "2.1.
    Comply …") starts an English page-chunk: the heading is that article's English, not the
    end of the clause the English last reached (§1.1)."""
    text = "\n".join(
        [
            "HỢP ĐỒNG LAO ĐỘNG",
            "LABOUR CONTRACT",
            "Điều 1. Công việc",
            "Article 1. Job",
            "1.1. Người lao động làm việc tại Hà Nội.",
            "1.1. The Employee works in Hanoi.",
            "Điều 2. Nghĩa vụ của người lao động",
            "2.1. Tuân thủ nội quy lao động.",
            "2.2. Bảo mật thông tin của Công ty.",
            "Duties of the Employee",
            "2.1. Comply with the work rules.",
            "2.2. Keep the Company's information confidential.",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert clause(parsed, "§1.1").text_en == "The Employee works in Hanoi."
    assert clause(parsed, "§2").text_en == "Duties of the Employee"
    assert clause(parsed, "§2.2").text_en == "Keep the Company's information confidential."
    assert problems(parsed) == []
