"""A signature block headed by captions the parser has no word for: a teacher and a
principal, a seafarer and the shipowner, "NLĐ" and "NSDLĐ", three parties. A probe of
contracts from other trades found the captions appended to the last clause, silently."""

from __future__ import annotations

from pathlib import Path

import docx
import pytest

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.furniture import is_signature_marker, is_signing_line
from tests.documents.support import clause, problems, write_text

_CONTRACT = [
    "HỢP ĐỒNG LAO ĐỘNG",
    "LABOUR CONTRACT",
    "Điều 1. Tiền lương",
    "Article 1. Salary",
    "1.1. Lương cơ bản: 14.500.000 đồng/tháng.",
    "1.1. Basic salary: VND 14,500,000 per month.",
    "1.2. Lương được trả vào ngày 05 hằng tháng.",
    "1.2. Salary is paid on the 5th of each month.",
    "",
]


def _parse(tmp_path: Path, *tail: str) -> ParsedDocument:
    return parse_signed_document(write_text(tmp_path / "doc.txt", "\n".join([*_CONTRACT, *tail])))


def _last_clause_is_its_own(parsed: ParsedDocument) -> None:
    last = clause(parsed, "§1.2")
    assert last.text_vi == "Lương được trả vào ngày 05 hằng tháng."
    assert last.text_en == "Salary is paid on the 5th of each month."
    assert problems(parsed) == []


@pytest.mark.parametrize(
    ("captions_vi", "captions_en"),
    [
        ("GIÁO VIÊN                               HIỆU TRƯỞNG", "TEACHER        PRINCIPAL"),
        ("THUYỀN VIÊN                 ĐẠI DIỆN CHỦ TÀU", "SEAFARER        FOR THE SHIPOWNER"),
        ("NLĐ                                     ĐẠI DIỆN NSDLĐ", "EMPLOYEE   FOR THE EMPLOYER"),
    ],
)
def test_captions_over_a_signing_line_are_no_clause_text(
    tmp_path: Path, captions_vi: str, captions_en: str
) -> None:
    parsed = _parse(
        tmp_path,
        captions_vi,
        captions_en,
        "(Ký, ghi rõ họ tên)                     (Ký, ghi rõ họ tên)",
    )
    _last_clause_is_its_own(parsed)


def test_three_parties_signing_in_three_columns(tmp_path: Path) -> None:
    """A tripartite contract's block: three captions and three signing lines on one line each,
    which had been read as clause text, the signing line too."""
    parsed = _parse(
        tmp_path,
        "BÊN A                         BÊN B                         BÊN C",
        "PARTY A                       PARTY B                       PARTY C",
        "(Ký, ghi rõ họ tên)           (Ký, ghi rõ họ tên)           (Ký, ghi rõ họ tên)",
    )
    _last_clause_is_its_own(parsed)


def test_a_signature_table_with_a_language_a_paragraph(tmp_path: Path) -> None:
    document = docx.Document()
    for line in _CONTRACT[:-1]:
        document.add_paragraph(line)
    table = document.add_table(rows=2, cols=2)
    for cell, lines in zip(
        table.rows[0].cells, (["GIÁO VIÊN", "TEACHER"], ["HIỆU TRƯỞNG", "PRINCIPAL"]), strict=True
    ):
        cell.text = lines[0]
        cell.add_paragraph(lines[1])
    for cell in table.rows[1].cells:
        cell.text = "(Ký, ghi rõ họ tên)"
        cell.add_paragraph("(Signature and full name)")
    path = tmp_path / "doc.docx"
    document.save(str(path))
    _last_clause_is_its_own(parse_signed_document(path))


def test_a_heading_in_capitals_with_no_signing_line_under_it_stays_text(tmp_path: Path) -> None:
    """The neighbour: a line in capitals that no signing line follows is the clause's."""
    parsed = _parse(
        tmp_path,
        "1.3. Phụ cấp khác:",
        "1.3. Other allowances:",
        "ĂN TRƯA CA ĐÊM",
        "NIGHT SHIFT MEAL",
        "Mức 30.000 đồng mỗi ca.",
        "VND 30,000 per shift.",
    )
    assert "ĂN TRƯA CA ĐÊM" in clause(parsed, "§1.3").text_vi
    assert "NIGHT SHIFT MEAL" in clause(parsed, "§1.3").text_en


def test_a_signing_line_may_repeat_for_each_column() -> None:
    assert is_signing_line("(Ký, ghi rõ họ tên)   (Ký, ghi rõ họ tên)   (Ký, ghi rõ họ tên)")
    assert is_signing_line("(Ký, ghi rõ họ tên) / (Signature and full name)")
    assert is_signing_line("(Ký, ghi rõ họ tên)")
    assert not is_signing_line("(Ký, ghi rõ họ tên) và nộp lại cho phòng Nhân sự trong ngày.")
    assert not is_signing_line("(Ký, ghi rõ họ tên) (xem Điều 5)")


def test_captions_with_how_each_party_signs_on_one_line(tmp_path: Path) -> None:
    """A founder's contract closed on "NGƯỜI LAO ĐỘNG (ký, ghi rõ họ tên) — NGƯỜI SỬ DỤNG LAO
    ĐỘNG (ký, đóng dấu)": 16 words, past a marker's length, it had joined the last clause."""
    parsed = _parse(
        tmp_path,
        "NGƯỜI LAO ĐỘNG (ký, ghi rõ họ tên) — NGƯỜI SỬ DỤNG LAO ĐỘNG (ký, đóng dấu)",
        "EMPLOYEE (signature, full name) — EMPLOYER (signature, seal)",
    )
    _last_clause_is_its_own(parsed)
    sentence = _parse(
        tmp_path, "Người lao động (ký tên) có trách nhiệm nộp lại bản sao cho Công ty."
    )
    assert "nộp lại bản sao" in clause(sentence, "§1.2").text_vi


def test_separate_files_each_with_its_captions(tmp_path: Path) -> None:
    """A Vietnamese .txt and an English .docx: the Vietnamese captions over their signing
    line, the English ones a table over an empty row to sign in. Fed a piece at a time, the
    separate files' pieces had no look-ahead for the signing line, and the English had none
    to find: both captions joined §1.2."""
    vietnamese = write_text(
        tmp_path / "vi.txt",
        "\n".join(
            [
                *_CONTRACT[0:7:2],
                "",
                "THUYỀN VIÊN                 ĐẠI DIỆN CHỦ TÀU",
                "",
                "(Ký, ghi rõ họ tên)         (Ký, ghi rõ họ tên)",
            ]
        ),
    )
    document = docx.Document()
    for line in ("LABOUR CONTRACT", "Article 1. Salary"):
        document.add_paragraph(line)
    document.add_paragraph("1.1. Basic salary: VND 14,500,000 per month.")
    document.add_paragraph("1.2. Salary is paid on the 5th of each month.")
    table = document.add_table(rows=2, cols=2)
    table.rows[0].cells[0].text, table.rows[0].cells[1].text = "SEAFARER", "FOR THE SHIPOWNER"
    english = tmp_path / "en.docx"
    document.save(str(english))
    _last_clause_is_its_own(parse_signed_document(vietnamese, path_en=english))


def test_a_value_in_capitals_ending_the_file_stays_text(tmp_path: Path) -> None:
    """The neighbour: a value in capitals after its lead-in's colon, last in a file with no
    signature block, is the clause's."""
    parsed = _parse(
        tmp_path,
        "1.3. Hình thức trả lương:",
        "CHUYỂN KHOẢN",
        "",
        "1.3. Payment method:",
        "BANK TRANSFER",
    )
    assert clause(parsed, "§1.3").text_vi == "Hình thức trả lương:\nCHUYỂN KHOẢN"
    assert clause(parsed, "§1.3").text_en == "Payment method:\nBANK TRANSFER"


def test_a_social_insurance_table_headed_by_the_parties_stays_data(tmp_path: Path) -> None:
    """Rows headed "NLĐ" / "NSDLĐ" or "Employee" / "Employer" beside their rates are data, not
    the parties' signature blocks (the review of the day's rules: the cells had been read one by
    one, the English losing its rows)."""
    text = "\n\n".join(
        [
            "# PHỤ LỤC 01",
            "APPENDIX 01",
            "## Điều 1. Bảo hiểm",
            "Article 1. Insurance",
            "1.1. Tỷ lệ đóng bảo hiểm như sau:",
            "1.1. The contribution rates are as follows:",
            "| Bên đóng | BHXH | BHYT |\n|---|---|---|\n"
            "| NLĐ | 8% | 1,5% |\n| NSDLĐ | 17,5% | 3% |",
            "| Payer | SI | HI |\n|---|---|---|\n"
            "| Employee | 8% | 1.5% |\n| Employer | 17.5% | 3% |",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "appendix.md", text))
    rates = clause(parsed, "§1.1")
    assert "NLĐ | 8% | 1,5%\nNSDLĐ | 17,5% | 3%" in rates.text_vi
    assert "Employee | 8% | 1.5%\nEmployer | 17.5% | 3%" in rates.text_en


def test_only_a_signing_instruction_makes_a_caption_of_a_party() -> None:
    assert is_signature_marker("NLĐ (ký, ghi rõ họ tên)")
    assert not is_signature_marker("NLĐ")
    assert not is_signature_marker("Công ty (ký hợp đồng này với NLĐ)")
    # a paragraph opening with a parenthesis is no signing line, however long
    assert not is_signing_line("(Ghi chú) " + "Người lao động đọc kỹ hợp đồng. " * 2000)


def test_captions_of_a_markdown_table_over_its_rule_row(tmp_path: Path) -> None:
    """ "NLĐ" captions a party only with the signing line under it, across the table's ":-:"
    row (it had become the last clause's text once "NLĐ" alone was no role)."""
    table = (
        "| **NLĐ** / EMPLOYEE | **ĐẠI DIỆN NSDLĐ** / FOR THE EMPLOYER |\n"
        "|:-:|:-:|\n"
        "| (Ký, ghi rõ họ tên) | (Ký, đóng dấu) |\n"
        "| Trương Thị Kim Oanh | Ngô Văn Hùng |"
    )
    text = "\n\n".join([*(line for line in _CONTRACT if line), table])
    _last_clause_is_its_own(parse_signed_document(write_text(tmp_path / "contract.md", text)))
