"""Markdown, plain text, PDF and separate files: exact clause trees from the fixtures."""

from __future__ import annotations

import codecs
import unicodedata
from pathlib import Path

import pytest

from rubric.documents import Layout
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import FIXTURES, clause, outline, problems, write_text


def test_markdown_interleaved_contract() -> None:
    document = parse_signed_document(FIXTURES / "interleaved.md")

    assert document.layout is Layout.INTERLEAVED
    assert (document.title_vi, document.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT")
    assert outline(document) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§1.2", "§1", "1.2.", "1.2."),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "Khoản 1", "Clause 1"),
        ("§2.2", "§2", "Khoản 2", "Clause 2"),
        ("§2.2(a)", "§2.2", "a)", "a)"),
        ("§2.2(b)", "§2.2", "b)", "b)"),
        ("§2.2(b)(i)", "§2.2(b)", "(i)", "(i)"),
        ("§2.2(b)(ii)", "§2.2(b)", "(ii)", "(ii)"),
        ("§3", None, "ĐIỀU 3", "ARTICLE 3"),
        ("§A1", None, "PHỤ LỤC 1", "APPENDIX 1"),
        ("§A1.1", "§A1", "1.", "1."),
    ]
    assert [c.position for c in document.clauses] == list(range(13))
    assert problems(document) == []
    # The one-line bilingual heading is split; the title is part of the clause's text.
    assert clause(document, "§2").text_vi == "Thời giờ làm việc"
    assert clause(document, "§2").text_en == "Working time"
    # Paragraphs of one clause are kept apart; the signature block is not glued on.
    assert clause(document, "§3").text_vi == (
        "BẢO MẬT THÔNG TIN\n"
        "Người lao động không được tiết lộ source code, KPI và tài liệu nội bộ của công ty.\n"
        "Nghĩa vụ này tiếp tục sau khi hợp đồng chấm dứt."
    )
    assert clause(document, "§3").text_en == (
        "CONFIDENTIALITY\n"
        "The employee must not disclose the company's source code, KPIs and internal "
        "documents.\nThis obligation survives the termination of the contract."
    )
    # An English sentence quoting a Vietnamese name stays English.
    assert clause(document, "§1.2").text_en == (
        "Place of work: the office of Công ty TNHH CyberSkill in District 1."
    )
    assert "Công ty TNHH CyberSkill và ông Nguyễn Văn An" in document.preamble_vi
    assert document.preamble_en.endswith("agree to sign this labour contract.")


def test_markdown_table_contract() -> None:
    document = parse_signed_document(FIXTURES / "table.md")

    assert document.layout is Layout.TABLE
    assert document.title_en == "NON-DISCLOSURE AND NON-COMPETE AGREEMENT"
    assert outline(document) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "2.1.", "2.1."),
        ("§2.2", "§2", "2.2.", "2.2."),
        ("§2.2(a)", "§2.2", "a)", "a)"),
        ("§2.2(b)", "§2.2", "b)", "b)"),
        ("§3", None, "Điều 3", "Article 3"),
    ]
    assert problems(document) == []
    assert clause(document, "§1").text_vi == (
        'Định nghĩa\n"Thông tin mật" là mọi thông tin kỹ thuật và kinh doanh của Công ty.'
    )
    # A clause spanning rows, and <br> inside a cell, become paragraphs of one clause.
    assert clause(document, "§3").text_en == (
        "Non-compete\nFor 12 months after leaving, the employee does not work for a "
        "competitor.\nThis period may be shortened in writing."
    )
    # The column decides the language: this English cell quotes a Vietnamese company name.
    assert clause(document, "§2.2(a)").text_en == "copy documents of Công ty TNHH CyberSkill;"
    assert "Trần Thị Bình" not in clause(document, "§3").text_vi


def test_plain_text_with_caps_headings_and_parenthesised_english() -> None:
    document = parse_signed_document(FIXTURES / "contract.txt")

    assert outline(document) == [
        ("§1", None, "ĐIỀU 1", "ARTICLE 1"),
        ("§1.1", "§1", "1.", "1."),
        ("§1.2", "§1", "2.", "2."),
        ("§2", None, "ĐIỀU 2", "ARTICLE 2"),
        ("§2.1", "§2", "1.", "1."),
        ("§2.2", "§2", "2.", "2."),
    ]
    assert clause(document, "§1.2").text_en == "The probation period is 2 months."
    assert clause(document, "§2.2").text_vi == "Hình thức trả lương: chuyển khoản."
    assert clause(document, "§2.2").text_en == "Payment method: bank transfer."
    assert problems(document) == []


def test_nfd_crlf_and_bom_input_parse_like_the_nfc_original(tmp_path: Path) -> None:
    original = (FIXTURES / "contract.txt").read_text(encoding="utf-8")
    assert unicodedata.is_normalized("NFC", original)
    variants = {
        "nfd.md": unicodedata.normalize("NFD", original).encode(),
        "crlf_bom.txt": codecs.BOM_UTF8 + original.replace("\n", "\r\n").encode(),
        "utf16.txt": original.encode("utf-16"),
        # Notepad's and Excel's "Unicode text" without its BOM, once refused as "not UTF-8"
        "utf16le_no_bom.txt": original.encode("utf-16-le"),
        "utf16be_no_bom.txt": original.encode("utf-16-be"),
        "nfd_utf16le_no_bom.txt": unicodedata.normalize("NFD", original).encode("utf-16-le"),
    }
    expected = parse_signed_document(FIXTURES / "contract.txt")
    for name, data in variants.items():
        path = tmp_path / name
        path.write_bytes(data)
        parsed = parse_signed_document(path)
        assert parsed.clauses == expected.clauses, name
        assert parsed.title_vi == "HỢP ĐỒNG LAO ĐỘNG", name
        assert all(unicodedata.is_normalized("NFC", c.text_vi) for c in parsed.clauses)


def test_separate_files_align_by_number_not_position() -> None:
    document = parse_signed_document(
        FIXTURES / "separate_vi.md", path_en=FIXTURES / "separate_en.md"
    )

    assert document.layout is Layout.SEPARATE
    assert document.title_vi == "PHỤ LỤC TỔNG ĐÃI NGỘ VÀ LỘ TRÌNH NGHỀ NGHIỆP"
    assert document.title_en == "TOTAL REWARDS AND CAREER PATH APPENDIX"
    assert outline(document) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.", "1."),
        ("§1.2", "§1", "2.", "2."),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "1.", "1."),
        ("§2.2", "§2", "2.", ""),
        ("§3", None, "Điều 3", "Article 3"),
        ("§4", None, "", "Article 4"),
    ]
    # Article 4 comes before Article 3 in the English file; §3 still gets its own text.
    assert clause(document, "§3").text_en == (
        "Career path\nThe employee's competencies are assessed twice a year."
    )
    assert clause(document, "§4").text_vi == ""
    assert problems(document) == [("missing_english", "§2.2"), ("missing_vietnamese", "§4")]


def test_pdf_text_layer_drops_page_furniture_and_rejoins_wrapped_lines() -> None:
    document = parse_signed_document(FIXTURES / "contract.pdf")

    assert document.layout is Layout.INTERLEAVED
    assert (document.title_vi, document.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT")
    assert outline(document) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 2"),
        ("§2.1", "§2", "2.1.", "2.1."),
        ("§2.2", "§2", "2.2.", "2.2."),
        ("§3", None, "Điều 3", "Article 3"),
    ]
    assert clause(document, "§1").text_vi == (
        "Thời hạn hợp đồng\n"
        "Hợp đồng có thời hạn 12 tháng kể từ ngày ký và có thể được gia hạn bằng văn bản."
    )
    everything = " ".join(c.text_vi + c.text_en for c in document.clauses)
    assert "Trang" not in everything
    assert "CyberSkill - Hợp đồng" not in everything
    assert "Trần Thị Bình" not in everything
    assert problems(document) == []


def test_a_docx_named_txt_is_still_read_as_docx(tmp_path: Path) -> None:
    from tests.documents.support import write_docx

    path = write_docx(tmp_path / "contract.txt", "Điều 1. Thời hạn", ("Article 1. Term", True))
    assert outline(parse_signed_document(path)) == [("§1", None, "Điều 1", "Article 1")]


def test_text_without_blank_lines_keeps_a_heading_apart_from_its_body(tmp_path: Path) -> None:
    from tests.documents.support import write_text

    path = write_text(
        tmp_path / "dense.txt",
        "Điều 1. Phạm vi\nNgười lao động làm việc tại Hà Nội.\nArticle 1. Scope\n"
        "The employee works in Hanoi.\nĐiều 2. Lương\nArticle 2. Salary\n",
    )
    document = parse_signed_document(path)

    assert clause(document, "§1").text_vi == "Phạm vi\nNgười lao động làm việc tại Hà Nội."
    assert clause(document, "§1").text_en == "Scope\nThe employee works in Hanoi."
    assert outline(document)[1] == ("§2", None, "Điều 2", "Article 2")


def _markdown(tmp_path: Path, text: str, name: str = "appendix.md") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


LAZY = (
    "### Điều 1: Quyền lợi\n*Article 1: Benefits*\n\n"
    "1. Được tham gia chương trình ESOP.  \n   *Eligible for the ESOP.*\n"
    "1. Nghỉ phép năm 15 ngày.\n*15 days of annual leave.*\n\n"
    "1. Bảo hiểm sức khỏe cho người thân.\n\n    *Health insurance for family members.*\n\n"
    "### Điều 2: Hiệu lực\n*Article 2: Effect*\n\n1. Từ ngày ký.\n\n   *From signing.*\n"
)


def test_markdown_lazy_numbering_is_read_as_displayed(tmp_path: Path) -> None:
    """ "1." on every item of a markdown list is displayed 1., 2., 3. (CommonMark numbers a
    list from its first item): three sub-clauses, not one §1.1 holding all three. A heading
    ends the list; the translation below an item, indented or not, is part of it."""
    parsed = parse_signed_document(_markdown(tmp_path, LAZY))
    assert [(ref, vi) for ref, _, vi, _ in outline(parsed)] == [
        ("§1", "Điều 1"),
        ("§1.1", "1."),
        ("§1.2", "2."),
        ("§1.3", "3."),
        ("§2", "Điều 2"),
        ("§2.1", "1."),
    ]
    assert clause(parsed, "§1.2").text_vi == "Nghỉ phép năm 15 ngày."
    assert clause(parsed, "§1.3").text_en == "Health insurance for family members."
    assert problems(parsed) == []


_NESTED_PAIRS = """# HỢP ĐỒNG LAO ĐỘNG / LABOR CONTRACT

1. Công việc / Job
   1. Người lao động làm nhân viên dược. / The Employee works as a pharmacist.
   1. Người lao động bảo quản thuốc đúng quy định. / The Employee stores drugs as required.
1. Tiền lương / Salary
   1. Lương cơ bản 12.000.000 đồng/tháng. / Base salary VND 12,000,000 per month.
   1. Lương được trả vào ngày 05 hằng tháng. / Salary is paid on the 5th of each month.
      1. Nếu ngày 05 là ngày nghỉ, trả trước đó. / If the 5th is a day off, paid before.
"""

_NESTED_ITALIC = """# HỢP ĐỒNG LAO ĐỘNG
*LABOR CONTRACT*

1) Công việc
   *Job*

  1) Người lao động làm nhân viên dược.
     *The Employee works as a pharmacist.*
  1) Người lao động bảo quản thuốc đúng quy định.
     *The Employee stores drugs as required.*

1) Tiền lương
   *Salary*

\t1) Lương cơ bản 12.000.000 đồng/tháng.
\t   *Base salary VND 12,000,000 per month.*
\t1) Lương được trả vào ngày 05 hằng tháng.
\t   *Salary is paid on the 5th of each month.*
"""


@pytest.mark.parametrize("text", [_NESTED_PAIRS, _NESTED_ITALIC], ids=["pairs", "italic"])
def test_markdown_lazy_numbering_is_read_as_displayed_at_every_level(
    tmp_path: Path, text: str
) -> None:
    """A nested list numbered "1." on every item is displayed 1., 2. at its own level too
    (indented two columns, three or a tab; "1." or "1)"; an item "Vietnamese / English" is
    in one language): each sub-clause its own, not "§1.1 numbered twice" with the second
    item's text glued to the first."""
    parsed = parse_signed_document(_markdown(tmp_path, text))
    refs = [ref for ref, *_ in outline(parsed)]
    assert refs[:6] == ["§1", "§1.1", "§1.2", "§2", "§2.1", "§2.2"]
    assert clause(parsed, "§1.2").text_vi == "Người lao động bảo quản thuốc đúng quy định."
    assert clause(parsed, "§1.2").text_en == "The Employee stores drugs as required."
    assert clause(parsed, "§2.2").text_en == "Salary is paid on the 5th of each month."
    assert problems(parsed) == []


def test_a_nested_list_numbered_as_typed_or_in_both_languages_is_left_as_it_is(
    tmp_path: Path,
) -> None:
    """Neighbours: a nested list numbered 1., 2. keeps its numbers, and one whose "1." items
    are a Vietnamese clause and its English stays a clause and its translation."""
    text = (
        "# HỢP ĐỒNG LAO ĐỘNG\n\n"
        "1. Công việc\n1. Job\n"
        "   1. Người lao động làm nhân viên dược.\n"
        "   1. The Employee works as a pharmacist.\n"
        "2. Tiền lương\n2. Salary\n"
        "   1. Lương cơ bản 12.000.000 đồng/tháng.\n"
        "   1. Base salary VND 12,000,000 per month.\n"
        "   2. Lương được trả vào ngày 05 hằng tháng.\n"
        "   2. Salary is paid on the 5th of each month.\n"
    )
    parsed = parse_signed_document(_markdown(tmp_path, text))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§2", "§2.1", "§2.2"]
    assert clause(parsed, "§2.2").text_en == "Salary is paid on the 5th of each month."
    assert problems(parsed) == []


def test_plain_text_numbers_stay_as_typed(tmp_path: Path) -> None:
    """Only markdown renumbers: in a .txt file, "1." typed twice is a number typed twice."""
    parsed = parse_signed_document(_markdown(tmp_path, LAZY, name="appendix.txt"))
    assert ("duplicate_ref", "§1.1") in problems(parsed)


def test_an_html_table_in_markdown_is_a_table(tmp_path: Path) -> None:
    """Google Docs and HR wikis write tables as HTML inside markdown: its cells are the
    clause's table (a "Vietnamese / English" cell split by language, as a pipe table's are),
    not tags read as English text."""
    parsed = parse_signed_document(
        _markdown(
            tmp_path,
            "### Điều 1: Tiền lương\n*Article 1: Salary*\n\n"
            "<table>\n<tr><th>Khoản mục<br><i>Item</i></th><th>VNĐ/tháng</th></tr>\n"
            "<tr><td>Lương cơ bản<br><i>Base salary</i></td><td>38.000.000</td></tr>\n"
            "<tr><td>Phụ cấp &amp; hỗ trợ<br><i>Allowances</i></td><td>2.500.000</td></tr>\n"
            "</table>\n\n### Điều 2: Hiệu lực\n*Article 2: Effect*\n",
        )
    )
    assert clause(parsed, "§1").text_vi == (
        "Tiền lương\nKhoản mục | VNĐ/tháng\nLương cơ bản | 38.000.000\nPhụ cấp & hỗ trợ | 2.500.000"
    )
    assert "<" not in clause(parsed, "§1").text_en
    assert clause(parsed, "§1").text_en.startswith("Salary\nItem")
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]


def test_an_article_right_under_a_list_item_ends_the_list(tmp_path: Path) -> None:
    """No blank lines: "Điều 2. …" under "1. …" is a heading, not the item's lazy
    continuation, so each article's "1." stays its own first point."""
    text = "\n".join(
        [
            "Điều 1. Thời hạn hợp đồng",
            "1. Hợp đồng có thời hạn 12 tháng kể từ ngày ký.",
            "Điều 2. Tiền lương",
            "1. Lương cơ bản là 20.000.000 đồng mỗi tháng.",
            "Điều 3. Bảo hiểm",
            "1. Công ty đóng bảo hiểm xã hội cho Người lao động.",
        ]
    )
    parsed = parse_signed_document(_markdown(tmp_path, text))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§2", "§2.1", "§3", "§3.1"]


def test_an_unclosed_html_table_swallows_nothing(tmp_path: Path) -> None:
    text = (
        "### Điều 1. Tiền lương\n\n<table>\n<tr><td>Lương cơ bản: 20.000.000 đồng</td></tr>\n\n"
        "### Điều 2. Thời giờ làm việc\n\nNgười lao động làm việc 8 giờ mỗi ngày.\n\n"
        "### Điều 3. Hiệu lực\n\nHợp đồng có hiệu lực từ ngày ký.\n"
    )
    parsed = parse_signed_document(_markdown(tmp_path, text))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3"]


def test_a_wrapped_sentence_with_a_slash_and_a_number_is_no_data_row(tmp_path: Path) -> None:
    path = tmp_path / "hours.txt"
    path.write_text(
        "Điều 1. Thời giờ làm việc\n\n"
        "1.1. Người lao động làm việc tại văn phòng Hà Nội hoặc Thành phố Hồ Chí\n"
        "Minh trong giờ hành chính / ngoài giờ theo yêu cầu, tối đa 40\n"
        "giờ mỗi tháng theo quy định của pháp luật.\n\n"
        "1.2. Thời giờ nghỉ ngơi theo nội quy lao động.\n",
        encoding="utf-8",
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_vi == (
        "Người lao động làm việc tại văn phòng Hà Nội hoặc Thành phố Hồ Chí Minh trong giờ "
        "hành chính / ngoài giờ theo yêu cầu, tối đa 40 giờ mỗi tháng theo quy định của pháp "
        "luật."
    )


def test_markdown_is_read_as_it_displays(tmp_path: Path) -> None:
    """What converters and wikis write: entities ("Điều&nbsp;1." was no label, and the file
    was refused as having no clauses), setext underlines (they were English text), inline
    HTML, links, wiki links, footnotes (the note went into the last clause), closing hashes,
    heading attributes, block ids, task boxes (their points were lost; their state is kept)
    and callouts; struck-through text is deleted text."""
    text = """<!-- exported from the HR wiki -->
![logo](images/logo.png)

HỢP ĐỒNG LAO ĐỘNG
=================

LABOR CONTRACT
==============

**Điều&nbsp;1. Công việc** {#cong-viec}

**Article&nbsp;1. Job** ^job

1.1.&nbsp;Chức danh: <u>Kỹ sư dữ liệu</u> theo [bản mô tả](https://hr.example/jd)[^1].

1.1.&nbsp;Position: <span class="x">Data engineer</span> per the [[JD|job description]].

## Điều 2. Thời giờ làm việc ##

## Article 2. Working time ##

- [x] a) Làm việc từ thứ Hai đến thứ Sáu &amp; nghỉ thứ Bảy;
- [x] a) Work Monday to Friday &amp; rest on Saturday;
- [ ] b) Làm thêm giờ khi có yêu cầu, tối đa <del>300</del> 200 giờ/năm ~~(có trả lương)~~.
- [ ] b) Overtime on request.

[^1]: Bản mô tả công việc ban hành ngày 01/01/2026. / Job description of 01/01/2026.
"""
    path = tmp_path / "wiki.md"
    path.write_text(text, encoding="utf-8")
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§2", "§2(a)", "§2(b)"]
    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOR CONTRACT")
    assert clause(parsed, "§1").text_en == "Job"
    assert clause(parsed, "§1.1").text_vi == "Chức danh: Kỹ sư dữ liệu theo bản mô tả."
    assert clause(parsed, "§1.1").text_en == "Position: Data engineer per the job description."
    assert clause(parsed, "§2").text_vi == "Thời giờ làm việc"
    # the box's state is the clause's text, behind its label
    assert clause(parsed, "§2(a)").text_en == "☒ Work Monday to Friday & rest on Saturday;"
    assert clause(parsed, "§2(b)").text_vi == "☐ Làm thêm giờ khi có yêu cầu, tối đa 200 giờ/năm."
    assert problems(parsed) == []


def test_a_pdfs_text_saved_by_pdftotext_drops_its_running_lines(tmp_path: Path) -> None:
    """``pdftotext`` keeps a form feed between pages, and each page's running header and
    footer: "Hợp đồng lao động số 12/2026/HĐLĐ-SV - Trang 2/3" was read into the clause the
    page break cut, and the clause's wrapped end became a paragraph of its own. A header in
    both languages ("Mật / Confidential") gave the English a line of its own too."""
    header = "CÔNG TY CỔ PHẦN SAO VIỆT                    Mật / Confidential"
    pages = [
        [
            header,
            "",
            "HỢP ĐỒNG LAO ĐỘNG",
            "LABOUR CONTRACT",
            "Điều 1. Công việc",
            "Article 1. Job",
            "1.1. Địa điểm làm việc: Tầng 8, số 285 Cách Mạng Tháng Tám, Phường 12,",
            "",
            "Hợp đồng lao động số 12/2026/HĐLĐ-SV - Trang 1/3",
        ],
        [
            header,
            "",
            "Quận 10, Thành phố Hồ Chí Minh.",
            "1.1. Place of work: 8th Floor, 285 Cach Mang Thang Tam Street, Ward 12,",
            "District 10, Ho Chi Minh City.",
            "",
            "Hợp đồng lao động số 12/2026/HĐLĐ-SV - Trang 2/3",
        ],
        [
            header,
            "",
            "Điều 2. Hiệu lực",
            "Article 2. Effect",
            "",
            "Hợp đồng lao động số 12/2026/HĐLĐ-SV - Trang 3/3",
        ],
    ]
    text = "\f".join("\n".join(lines) for lines in pages) + "\f"
    parsed = parse_signed_document(write_text(tmp_path / "pdftotext.txt", text))
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§2"]
    assert clause(parsed, "§1.1").text_vi == (
        "Địa điểm làm việc: Tầng 8, số 285 Cách Mạng Tháng Tám, Phường 12, "
        "Quận 10, Thành phố Hồ Chí Minh."
    )
    assert clause(parsed, "§1.1").text_en == (
        "Place of work: 8th Floor, 285 Cach Mang Thang Tam Street, Ward 12, "
        "District 10, Ho Chi Minh City."
    )
    assert clause(parsed, "§2").text_en == "Effect"
    assert "Confidential" not in parsed.preamble_en
    assert problems(parsed) == []


GRID = """# THỎA THUẬN BẢO MẬT
# NON-DISCLOSURE AGREEMENT

+--------------------------------------------+--------------------------------------------+
| **Tiếng Việt**                             | **English**                                |
+============================================+============================================+
| Điều 1. Định nghĩa                         | Article 1. Definitions                     |
+--------------------------------------------+--------------------------------------------+
| 1.1. “Thông tin mật” là mọi thông tin kỹ   | 1.1. “Confidential Information” means all  |
| thuật và kinh doanh của Công ty.           | technical and business information of the  |
|                                            | Company.                                   |
+--------------------------------------------+--------------------------------------------+
| 1.2. Chỉ tiêu đánh giá:                    | 1.2. Assessment indicators:                |
+--------------------------------------------+--------------------------------------------+

+-----+-----------------------------------------+-------------------+
| STT | Chỉ tiêu / Indicator                    | Trọng số / Weight |
+=====+=========================================+===================+
| 1   | Doanh số / Revenue                      | 60%               |
| 2   | Chất lượng / Quality                    | 40%               |
+-----+-----------------------------------------+-------------------+
"""


def test_grid_tables_are_read_as_their_cells(tmp_path: Path) -> None:
    """Pandoc's grid tables: their borders ("+----+") ended every English clause, and each
    line of a row was read as a row, cutting cells' sentences. A row's lines are its cells'
    text; lines that each open with a row number are rows (a KPI table)."""
    parsed = parse_signed_document(_markdown(tmp_path, GRID, "grid.md"))
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.1").text_vi == (
        "“Thông tin mật” là mọi thông tin kỹ thuật và kinh doanh của Công ty."
    )
    assert clause(parsed, "§1.1").text_en == (
        "“Confidential Information” means all technical and business information of the Company."
    )
    assert clause(parsed, "§1.2").text_vi.splitlines() == [
        "Chỉ tiêu đánh giá:",
        "STT | Chỉ tiêu | Trọng số",
        "1 | Doanh số | 60%",
        "2 | Chất lượng | 40%",
    ]
    assert "+--" not in clause(parsed, "§1.2").text_en
    assert problems(parsed) == []


def test_a_title_wrapped_onto_a_second_line_keeps_both() -> None:
    """A print wraps a long title: its title was one of the two lines ("PROPERTY AGREEMENT",
    or the Vietnamese without "TUỆ"). A short title over another heading, a company's name
    or the English title keeps to itself."""
    from rubric.documents.parsing.furniture import pick_title

    assert pick_title(
        ["NON-DISCLOSURE, NON-COMPETE AND INTELLECTUAL", "PROPERTY AGREEMENT", "No.: 07/2026"]
    ) == ("NON-DISCLOSURE, NON-COMPETE AND INTELLECTUAL PROPERTY AGREEMENT")
    assert pick_title(
        ["THỎA THUẬN BẢO MẬT, KHÔNG CẠNH TRANH VÀ SỞ HỮU TRÍ", "TUỆ", "Số: 07/2026/TTBM"]
    ) == ("THỎA THUẬN BẢO MẬT, KHÔNG CẠNH TRANH VÀ SỞ HỮU TRÍ TUỆ")
    assert pick_title(["HỢP ĐỒNG LAO ĐỘNG", "MỤC LỤC"]) == "HỢP ĐỒNG LAO ĐỘNG"
    assert pick_title(
        ["CÔNG TY CỔ PHẦN CÔNG NGHỆ SAO VIỆT CHI NHÁNH HÀ NỘI", "HỢP ĐỒNG LAO ĐỘNG"]
    ) == ("HỢP ĐỒNG LAO ĐỘNG")
    assert pick_title(
        ["THỎA THUẬN BẢO MẬT, KHÔNG CẠNH TRANH VÀ SỞ HỮU TRÍ TUỆ", "NON-DISCLOSURE AGREEMENT"]
    ) == ("THỎA THUẬN BẢO MẬT, KHÔNG CẠNH TRANH VÀ SỞ HỮU TRÍ TUỆ")


def test_a_title_cut_short_by_a_large_font_keeps_its_second_line() -> None:
    """A title printed large wraps lines shorter than a page's width: a line ending on a word
    no title ends on ("OF THE", "AND", "VÀ") goes on, even where each line names a kind of
    document ("RULES" / "CONTRACT"). The English title had kept one of the two lines."""
    from rubric.documents.parsing.furniture import pick_title

    assert pick_title(
        ["CONFIDENTIALITY, NON-COMPETITION AND", "INTELLECTUAL PROPERTY AGREEMENT", "This"]
    ) == ("CONFIDENTIALITY, NON-COMPETITION AND INTELLECTUAL PROPERTY AGREEMENT")
    assert pick_title(
        ["WORK RULES AND SUPPLEMENTARY TERMS OF THE", "LABOUR CONTRACT", "Issued together"]
    ) == ("WORK RULES AND SUPPLEMENTARY TERMS OF THE LABOUR CONTRACT")
    assert pick_title(["AGREEMENT ON TERMINATION OF", "LABOUR CONTRACT"]) == (
        "AGREEMENT ON TERMINATION OF LABOUR CONTRACT"
    )
    assert pick_title(["THỎA THUẬN BẢO MẬT VÀ", "SỞ HỮU TRÍ TUỆ"]) == (
        "THỎA THUẬN BẢO MẬT VÀ SỞ HỮU TRÍ TUỆ"
    )
    # a whole short title over another heading still keeps to itself
    assert pick_title(["LABOUR CONTRACT", "APPENDIX ON REWARDS"]) == "LABOUR CONTRACT"
    assert pick_title(["HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT OF"]) == "HỢP ĐỒNG LAO ĐỘNG"


def test_a_table_pasted_with_tabs_is_read_as_its_cells(tmp_path: Path) -> None:
    """A KPI table pasted from Excel into a text file: its cells are separated by tabs, and
    each row's languages ran together, the English losing its codes. Tabs that indent a
    line ("\\t\\ta) …") are no cells."""
    text = "\n".join(
        [
            "PHỤ LỤC 01",
            "APPENDIX 01",
            "Điều 1. Chỉ tiêu",
            "Article 1. Indicators",
            "1.1. Các chỉ tiêu như sau:",
            "1.1. The indicators are:",
            "STT\tChỉ tiêu / Indicator\tTrọng số / Weight",
            "1\tDoanh số / Revenue\t60%",
            "2\tChất lượng / Quality\t40%",
            "1.2. Đánh giá hằng quý:",
            "1.2. Reviewed quarterly:",
            "\t\ta) quý 1 và quý 2;",
            "\t\ta) quarters 1 and 2;",
            "\t\tb) quý 3 và quý 4.",
            "\t\tb) quarters 3 and 4.",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "tabs.txt", text))
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.2", "§1.2(a)", "§1.2(b)"]
    assert clause(parsed, "§1.1").text_en.splitlines() == [
        "The indicators are:",
        "STT | Indicator | Weight",
        "1 | Revenue | 60%",
        "2 | Quality | 40%",
    ]
    assert clause(parsed, "§1.2(b)").text_vi == "quý 3 và quý 4."
    assert problems(parsed) == []


def test_comments_over_several_lines_and_a_notes_paragraphs_are_no_text(tmp_path: Path) -> None:
    """A clause withdrawn inside "<!-- … -->" over several lines, or Obsidian's "%% … %%",
    was read as one (a second §1.2, an invented §1.3); a footnote's indented paragraphs
    (one opening "1.") became clause text and an invented §1.2.1."""
    text = """# PHỤ LỤC THƯỞNG
# BONUS APPENDIX

**Điều 1. Thưởng**
*Article 1. Bonus*

1.1. Thưởng hiệu quả theo quý.[^1]

*1.1. A quarterly performance bonus.*

<!--
1.2. Thưởng giữ chân: 50.000.000 đồng.
1.2. Retention bonus: VND 50,000,000.
-->
1.2. Thưởng Tết theo quy chế.

*1.2. A Tet bonus under the regulations.*

%% bản nháp cũ:
1.3. Thưởng sáng kiến.
%%

[^1]: Theo Quy chế thưởng 2026.

    1. Ngày chi trả: 15 tháng sau quý.
"""
    parsed = parse_signed_document(_markdown(tmp_path, text, "comments.md"))
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.2"]
    assert clause(parsed, "§1.2").text_vi == "Thưởng Tết theo quy chế."
    assert clause(parsed, "§1.2").text_en == "A Tet bonus under the regulations."
    assert problems(parsed) == []


def test_a_wikis_table_inside_its_wrapper_is_read_as_its_cells(tmp_path: Path) -> None:
    """Confluence wraps each table ("<div class="table-wrap"><table …>"): the table was not
    seen, its HTML stored as an article's English and the clauses in it lost."""
    text = (
        "# PHỤ LỤC 01\n# APPENDIX 01\n\n"
        '<div class="table-wrap"><table class="confluenceTable"><tbody>'
        "<tr><td>Điều 1. Phụ cấp</td><td>Article 1. Allowances</td></tr>"
        "<tr><td>1.1. Phụ cấp ăn trưa 730.000 đồng.</td>"
        "<td>1.1. Lunch allowance VND 730,000.</td></tr>"
        "</tbody></table></div>\n"
    )
    parsed = parse_signed_document(_markdown(tmp_path, text, "confluence.md"))
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1"]
    assert clause(parsed, "§1.1").text_en == "Lunch allowance VND 730,000."
    assert problems(parsed) == []


def test_highlights_containers_and_reference_links_show_their_text(tmp_path: Path) -> None:
    """ "==32.000.000==" kept its marks (a quote of the figure failed), ":::warning" fences
    stayed in a clause, "[Luật Sở hữu trí tuệ][1]" kept its brackets and the "[1]: https://…"
    line stood as text."""
    text = """# THỎA THUẬN
# AGREEMENT

**Điều 1. Tiền lương**
*Article 1. Salary*

1.1. Lương cơ bản: ==32.000.000== đồng/tháng theo [Bộ luật Lao động][1].

*1.1. Basic salary: VND ==32,000,000== a month under the [Labour Code][1].*

:::warning
1.2. Lương được bảo mật.

*1.2. Salary is confidential.*
:::

[1]: https://thuvienphapluat.vn/blc
"""
    parsed = parse_signed_document(_markdown(tmp_path, text, "marks.md"))
    assert clause(parsed, "§1.1").text_vi == (
        "Lương cơ bản: 32.000.000 đồng/tháng theo Bộ luật Lao động."
    )
    assert clause(parsed, "§1.1").text_en == (
        "Basic salary: VND 32,000,000 a month under the Labour Code."
    )
    assert clause(parsed, "§1.2").text_en == "Salary is confidential."
    assert problems(parsed) == []


def test_every_line_end_unicode_names_ends_a_line(tmp_path: Path) -> None:
    """A vertical tab (Word's manual line break as some copies write it), NEL, U+2028 and
    U+2029 end a line as LF does: missed, each Vietnamese clause ended with its English label."""
    lines = [
        "Điều 1. Bảo mật",
        "Article 1. Confidentiality",
        "1.1. Nhân viên không tiết lộ bản vẽ của Công ty.",
        "1.1. The Employee shall not disclose the Company's drawings.",
        "1.2. Nghĩa vụ này kéo dài sau khi nghỉ việc.",
        "1.2. This duty lasts after leaving.",
    ]
    expected = parse_signed_document(write_text(tmp_path / "lf.txt", "\n".join(lines)))
    assert [c.text_vi for c in expected.clauses][1] == "Nhân viên không tiết lộ bản vẽ của Công ty."
    for name, separator in (("vt", "\v"), ("nel", "\x85"), ("ls", "\u2028"), ("ps", "\u2029")):
        # each Vietnamese line joined to its English by the separator, the pairs by LF
        pairs = "\n".join(separator.join(lines[at : at + 2]) for at in range(0, len(lines), 2))
        parsed = parse_signed_document(write_text(tmp_path / f"{name}.txt", pairs))
        assert parsed.clauses == expected.clauses, name
        assert problems(parsed) == problems(expected), name
