"""What probe 39 (173 documents, blind, by the habits of HR offices: typed and Word
numbering, mixed label styles, labels alone on their lines, contents lists, stamps, headers,
NBSP, ZWSP and NFD text; truth written and frozen first) found read wrong without a word
said."""

from __future__ import annotations

from pathlib import Path

import docx
import pytest

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import problems, write_docx, write_text
from tests.documents.test_parsing_docx_as_displayed import _floating_box, _paragraph
from tests.documents.test_parsing_probe36 import _printed_with_tables

_REGULATIONS = [
    "NỘI QUY LAO ĐỘNG",
    "INTERNAL LABOUR REGULATIONS",
    "MỤC LỤC / CONTENTS",
    "Chương I. QUY ĐỊNH CHUNG ........ 1",
    "Điều 1. Phạm vi áp dụng ........ 1",
    "Chương II. THỜI GIỜ LÀM VIỆC ........ 2",
    "Điều 2. Thời giờ làm việc ........ 2",
    "Chương I. QUY ĐỊNH CHUNG",
    "Chapter I. GENERAL PROVISIONS",
    "Điều 1. Phạm vi áp dụng",
    "Article 1. Scope",
    "Nội quy này áp dụng cho mọi người lao động của Công ty.",
    "These Regulations apply to every employee of the Company.",
    "Chương II. THỜI GIỜ LÀM VIỆC",
    "Chapter II. WORKING TIME",
    "Điều 2. Thời giờ làm việc",
    "Article 2. Working hours",
    "Khối văn phòng làm việc từ 08 giờ 00 đến 17 giờ 00.",
    "Office staff work from 08:00 to 17:00.",
]


@pytest.mark.parametrize("as_docx", [False, True])
def test_a_contents_list_under_the_title_gives_it_no_words(tmp_path: Path, as_docx: bool) -> None:
    """ "NỘI QUY LAO ĐỘNG" over a contents list: the first chapter's entry ("Chương I. QUY
    ĐỊNH CHUNG ........ 1", "quy định" a word of titles) had been read as the title, and the
    English title had taken the contents' "CONTENTS"."""
    if as_docx:
        path = write_docx(tmp_path / "rules.docx", *_REGULATIONS)
    else:
        path = write_text(tmp_path / "rules.txt", "\n".join(_REGULATIONS) + "\n")
    parsed = parse_signed_document(path)
    assert (parsed.title_vi, parsed.title_en) == ("NỘI QUY LAO ĐỘNG", "INTERNAL LABOUR REGULATIONS")
    texts = {c.ref: c.text_en for c in parsed.clauses}
    assert (texts["§1"], texts["§2"]) == (
        _REGULATIONS[10][11:] + "\n" + _REGULATIONS[12],
        _REGULATIONS[16][11:] + "\n" + _REGULATIONS[18],
    )


def _sealed(path: Path, *box: str, vml_only: bool = False) -> Path:
    """Two articles, the box floating over the first's English, the signatures after."""
    document = docx.Document()
    document.add_paragraph("Điều 1. Điều khoản thi hành")
    document.add_paragraph().add_run("Article 1. Final provisions").italic = True
    document.add_paragraph("Hợp đồng được lập thành 02 bản có giá trị như nhau.")
    floating = _floating_box(*box, vml_only=vml_only)
    _paragraph(document, "This contract is made in 02 copies of equal validity.", floating)
    document.add_paragraph("Điều 2. Hiệu lực")
    document.add_paragraph().add_run("Article 2. Effect").italic = True
    document.add_paragraph("Hợp đồng có hiệu lực từ ngày ký.")
    document.add_paragraph("This contract takes effect on signing.")
    document.add_paragraph("NGƯỜI LAO ĐỘNG")
    document.add_paragraph("EMPLOYEE")
    document.add_paragraph("Nguyễn Văn Minh")
    document.save(str(path))
    return path


@pytest.mark.parametrize("vml_only", [False, True])
def test_a_seal_floating_over_a_clause_is_no_text_of_it(tmp_path: Path, vml_only) -> None:
    """The company's seal drawn as a text box over a clause's lines ("CÔNG TY TNHH" /
    "THƯƠNG MẠI AN PHÁT" / "HÀ NỘI"): its lines had been added to the clause's text."""
    path = _sealed(
        tmp_path / "sealed.docx", "CÔNG TY TNHH", "THƯƠNG MẠI AN PHÁT", "HÀ NỘI", vml_only=vml_only
    )
    parsed = parse_signed_document(path)
    assert [(c.text_vi, c.text_en) for c in parsed.clauses[:1]] == [
        (
            "Điều khoản thi hành\nHợp đồng được lập thành 02 bản có giá trị như nhau.",
            "Final provisions\nThis contract is made in 02 copies of equal validity.",
        )
    ]
    assert problems(parsed) == []


@pytest.mark.parametrize(
    "box",
    [
        ("Lưu ý: Công ty TNHH An Phát giữ bản gốc.", "Note: An Phat Co., Ltd keeps the original."),
        ("CÔNG TY KHÔNG CHỊU TRÁCH NHIỆM", "VỀ TÀI SẢN CÁ NHÂN"),
    ],
)
def test_a_floating_box_naming_the_company_but_no_seal_stays_text(tmp_path: Path, box) -> None:
    """The neighbours: a note naming the company in a sentence, or in capitals without a
    company's legal form ("CÔNG TY KHÔNG CHỊU TRÁCH NHIỆM …"), is read."""
    parsed = parse_signed_document(_sealed(tmp_path / "note.docx", *box))
    assert box[0] in parsed.clauses[0].text_vi + parsed.clauses[0].text_en


@pytest.mark.parametrize("label", ["Điều 1:", "Điều 1.", "Điều 1"])
def test_an_article_s_label_alone_over_its_title_and_text(tmp_path: Path, label: str) -> None:
    """ "Điều 1:" alone on its line, its title on the next and its text after: the label's own
    colon had read as a sentence's end, and the title ran into the text ("Khóa đào tạo Khóa
    đào tạo tại …")."""
    english = label.replace("Điều", "Article")
    lines = [
        "CAM KẾT ĐÀO TẠO",
        "TRAINING COMMITMENT",
        label,
        "Khóa đào tạo",
        "Khóa đào tạo tại Nhật Bản trong 03 tháng.",
        english,
        "Training course",
        "The course in Japan lasts 03 months.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "commitment.txt", "\n".join(lines) + "\n"))
    (clause,) = parsed.clauses
    assert (clause.text_vi, clause.text_en) == (
        "Khóa đào tạo\nKhóa đào tạo tại Nhật Bản trong 03 tháng.",
        "Training course\nThe course in Japan lasts 03 months.",
    )


def test_a_table_typed_without_its_outer_bars_keeps_its_rows(tmp_path: Path) -> None:
    """ "Thuật ngữ | Giải thích" / "Lương cơ bản | Mức lương …" in a text file, each row
    without its outer bars: read as wrapped prose, the rows had run together and the English
    header had gone to the Vietnamese."""
    lines = [
        "QUY CHẾ TIỀN LƯƠNG",
        "SALARY REGULATION",
        "Điều 1. Giải thích từ ngữ",
        "Article 1. Definitions",
        "Các từ ngữ dưới đây được hiểu như sau:",
        "The terms below are understood as follows:",
        "Thuật ngữ | Giải thích",
        "Lương cơ bản | Mức lương ghi trong hợp đồng lao động",
        "Term | Meaning",
        "Basic salary | The salary stated in the labour contract",
        "",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
        "Quy chế có hiệu lực kể từ ngày 01/03/2024.",
        "This Regulation takes effect from 01/03/2024.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "salary.txt", "\n".join(lines) + "\n"))
    assert (
        parsed.clauses[0].text_vi.split("\n")[2:],
        parsed.clauses[0].text_en.split("\n")[2:],
    ) == (
        ["Thuật ngữ | Giải thích", "Lương cơ bản | Mức lương ghi trong hợp đồng lao động"],
        ["Term | Meaning", "Basic salary | The salary stated in the labour contract"],
    )
    assert problems(parsed) == []


def test_a_line_of_cells_alone_stays_as_written(tmp_path: Path) -> None:
    """The neighbour: one line parted by a bar in a clause is no table."""
    lines = [
        "QUY CHẾ TIỀN LƯƠNG",
        "SALARY REGULATION",
        "Điều 1. Liên hệ",
        "Article 1. Contact",
        "Phòng Nhân sự | Hà Nội",
        "Human Resources Department | Hanoi",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "contact.txt", "\n".join(lines) + "\n"))
    assert parsed.clauses[0].text_vi == "Liên hệ\nPhòng Nhân sự | Hà Nội"


_TERMS = [
    ["Thuật ngữ", "Giải thích"],
    ["Lương cơ bản", "Mức lương ghi trong hợp đồng lao động"],
    ["Ngày công chuẩn", "26 ngày làm việc trong một tháng"],
]
_TERMS_EN = [
    ["Term", "Meaning"],
    ["Basic salary", "The salary stated in the labour contract"],
    ["Standard working days", "26 working days in a month"],
]


def test_a_printed_table_of_terms_and_their_meanings_is_a_table(tmp_path: Path) -> None:
    """A ruled two-column table of definitions in each language (LibreOffice prints it so):
    no table of items and figures, it had been read a line at a time, its rows run together
    and the English header given to the Vietnamese."""
    path = _printed_with_tables(
        tmp_path / "terms.pdf",
        [
            "Điều 1. Giải thích từ ngữ",
            "Article 1. Definitions",
            "Các từ ngữ dưới đây được hiểu như sau:",
            _TERMS,
            "The terms below are understood as follows:",
            _TERMS_EN,
        ],
        ruled=True,
        widths=(160, 260),
    )
    (clause,) = parse_signed_document(path).clauses
    assert (clause.text_vi.split("\n")[2:], clause.text_en.split("\n")[2:]) == (
        [" | ".join(row) for row in _TERMS],
        [" | ".join(row) for row in _TERMS_EN],
    )


def test_a_printed_form_of_fields_and_values_is_no_table(tmp_path: Path) -> None:
    """The neighbour: two columns of a field's name and its value ("Họ và tên:") stay lines."""
    form = [["Họ và tên:", "Nguyễn Văn An"], ["Chức danh:", "Kỹ sư"], ["Phòng ban:", "Kỹ thuật"]]
    path = _printed_with_tables(
        tmp_path / "form.pdf",
        ["Điều 1. Người lao động", "Article 1. Employee", form, "The employee's details."],
        ruled=True,
        widths=(160, 260),
    )
    (clause,) = parse_signed_document(path).clauses
    assert " | " not in clause.text_vi


@pytest.mark.parametrize(
    ("lines", "title"),
    [
        (  # a recital naming the regulations is no title
            ["BẢN MÔ TẢ CÔNG VIỆC", "Căn cứ Nội quy lao động của Công ty;"],
            "BẢN MÔ TẢ CÔNG VIỆC",
        ),
        (  # a number's blank to fill after the title is no contents entry
            ["CÔNG TY TNHH AN PHÁT", "QUY ĐỊNH NỘI BỘ SỐ …… 12"],
            "QUY ĐỊNH NỘI BỘ SỐ …… 12",
        ),
    ],
)
def test_a_title_among_lines_naming_other_documents(tmp_path: Path, lines, title) -> None:
    """The neighbours (a review's) of the contents list read as no title."""
    text = "\n".join([*lines, "Điều 1. Phạm vi", "Áp dụng cho mọi nhân viên."]) + "\n"
    assert parse_signed_document(write_text(tmp_path / "doc.txt", text)).title_vi == title
