"""Word documents built with python-docx: paragraphs and tables in body order."""

from __future__ import annotations

from pathlib import Path

import docx

from rubric.documents import Layout
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_docx


def test_docx_interleaved_with_italic_english_and_a_table_inside_a_clause(
    tmp_path: Path,
) -> None:
    path = write_docx(
        tmp_path / "contract.docx",
        "HỢP ĐỒNG LAO ĐỘNG",
        ("EMPLOYMENT CONTRACT", True),
        "Điều 1: Tiền lương",
        ("Article 1: Salary", True),
        "Người lao động được trả lương theo bảng sau:",
        ("The employee is paid according to the following table:", True),
        [("Bậc 1", "20.000.000 đồng"), ("Bậc 2", "25.000.000 đồng")],
        "1. Lương được trả vào ngày 5 hằng tháng.",
        ("1. The salary is paid on the 5th of each month.", True),
        "2. Lương được xem xét lại hằng năm.",
        ("2. The salary is reviewed every year.", True),
        "Điều 2. Chấm dứt hợp đồng / Article 2. Termination",
        "Mỗi bên có thể chấm dứt hợp đồng với 30 ngày báo trước.",
        ("Either party may terminate the contract with 30 days' notice.", True),
        "ĐẠI DIỆN NGƯỜI SỬ DỤNG LAO ĐỘNG",
        ("Signed by the employer's representative", True),
        "Trần Thị Bình",
    )
    document = parse_signed_document(path)

    assert document.layout is Layout.INTERLEAVED
    assert (document.title_vi, document.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "EMPLOYMENT CONTRACT")
    assert outline(document) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.", "1."),
        ("§1.2", "§1", "2.", "2."),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    # The table sits between the paragraphs it follows in the body, inside §1, a row a line.
    assert clause(document, "§1").text_vi == (
        "Tiền lương\nNgười lao động được trả lương theo bảng sau:\n"
        "Bậc 1 | 20.000.000 đồng\nBậc 2 | 25.000.000 đồng"
    )
    assert clause(document, "§2").text_en == (
        "Termination\nEither party may terminate the contract with 30 days' notice."
    )
    # The table is written once, in Vietnamese: §1's English states none of its amounts.
    assert problems(document) == [("numbers_differ", "§1")]


def test_docx_table_with_a_label_column_and_a_header_row(tmp_path: Path) -> None:
    path = write_docx(
        tmp_path / "nda.docx",
        "THỎA THUẬN BẢO MẬT",
        "NON-DISCLOSURE AGREEMENT",
        [
            ("Điều khoản", "Tiếng Việt", "English"),
            ("Điều 1", "Phạm vi", "Scope"),
            (
                "",
                "Thỏa thuận này áp dụng cho mọi thông tin mật.",
                "This agreement covers all confidential information.",
            ),
            ("1.1", "Thông tin kỹ thuật của công ty.", "The company's technical information."),
            ("1.2", "Thông tin khách hàng của công ty.", "The company's customer information."),
            ("a)", "danh sách khách hàng;", "customer lists;"),
            ("Điều 2 / Article 2", "Thời hạn", "Term"),
        ],
    )
    document = parse_signed_document(path)

    assert document.layout is Layout.TABLE
    assert document.title_vi == "THỎA THUẬN BẢO MẬT"
    assert outline(document) == [
        ("§1", None, "Điều 1", ""),
        ("§1.1", "§1", "1.1", "1.1"),
        ("§1.2", "§1", "1.2", "1.2"),
        ("§1.2(a)", "§1.2", "a)", "a)"),
        ("§2", None, "Điều 2", "Article 2"),
    ]
    assert clause(document, "§1").text_vi == (
        "Phạm vi\nThỏa thuận này áp dụng cho mọi thông tin mật."
    )
    assert clause(document, "§1").text_en == (
        "Scope\nThis agreement covers all confidential information."
    )
    assert clause(document, "§1.2(a)").text_en == "customer lists;"
    assert problems(document) == []


def test_separate_docx_files(tmp_path: Path) -> None:
    vi = write_docx(
        tmp_path / "vi.docx",
        "HỢP ĐỒNG",
        "Điều 1. Thời hạn",
        "Hợp đồng có thời hạn 1 năm.",
        "Điều 2. Lương",
        "Lương 30 triệu đồng.",
    )
    en = write_docx(
        tmp_path / "en.docx",
        "CONTRACT",
        "Article 2. Salary",
        "The salary is VND 30 million.",
    )
    document = parse_signed_document(vi, path_en=en)

    assert document.layout is Layout.SEPARATE
    assert outline(document) == [("§1", None, "Điều 1", ""), ("§2", None, "Điều 2", "Article 2")]
    assert clause(document, "§2").text_en == "Salary\nThe salary is VND 30 million."
    assert problems(document) == [("missing_english", "§1")]


def test_word_list_numbering_is_read_as_the_numbers_word_shows(tmp_path: Path) -> None:
    """The numbers are not in the text but Word shows them: "1.", "2." from the List Number
    style are read as if typed."""
    document = docx.Document()
    for vi, en in (
        ("Thời hạn hợp đồng là một năm.", "The contract term is one year."),
        ("Lương được trả hằng tháng.", "The salary is paid monthly."),
    ):
        document.add_paragraph(vi, style="List Number")
        document.add_paragraph().add_run(en).italic = True
    path = tmp_path / "auto.docx"
    document.save(str(path))

    parsed = parse_signed_document(path)
    assert outline(parsed) == [("§1", None, "1.", ""), ("§2", None, "2.", "")]
    assert clause(parsed, "§2").text_en == "The salary is paid monthly."
    assert problems(parsed) == []


def test_a_document_with_bullets_but_no_numbers_is_refused_clearly(tmp_path: Path) -> None:
    import pytest

    from rubric.documents import DocumentUnreadable

    document = docx.Document()
    for text in ("Thời hạn hợp đồng là một năm.", "Lương được trả hằng tháng."):
        document.add_paragraph(text, style="List Bullet")
    path = tmp_path / "bullets.docx"
    document.save(str(path))

    with pytest.raises(DocumentUnreadable) as raised:
        parse_signed_document(path)
    assert raised.value.code == "no_clauses"
    assert "bullets are not numbers" in raised.value.message


def _rewritten(source: Path, target: Path, change: dict[str, tuple[str, str]]) -> Path:
    """A copy of the zip ``source`` with, in each named part, one text replaced."""
    import zipfile

    with zipfile.ZipFile(source) as original, zipfile.ZipFile(target, "w") as copy:
        for item in original.infolist():
            data = original.read(item.filename)
            name = item.filename
            if name in change:
                old, new = change[name]
                data = data.replace(old.encode(), new.encode())
            if name == "word/document.xml" and "rename" in change:
                name = change["rename"][1]
            copy.writestr(name, data)
    return target


def test_a_macro_enabled_document_a_template_and_word_onlines_part_name_are_read(
    tmp_path: Path,
) -> None:
    """A .docm, a .dotx and Word Online's "word/document2.xml" were refused ("not a Word
    document", "damaged"): they hold a document's text as a .docx does. Strict Open XML is
    refused with how to save it readably."""
    import pytest

    from rubric.documents import DocumentUnreadable

    source = write_docx(
        tmp_path / "source.docx",
        "Điều 1. Thời hạn",
        ("Article 1. Term", True),
        "Hợp đồng có thời hạn 12 tháng.",
        ("The contract has a term of 12 months.", True),
    )
    main = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"
    kinds = {
        "macro.docm": "application/vnd.ms-word.document.macroEnabled.main+xml",
        "template.dotx": main.replace(".document.main", ".template.main"),
    }
    for name, kind in kinds.items():
        copy = _rewritten(source, tmp_path / name, {"[Content_Types].xml": (main, kind)})
        assert [c.ref for c in parse_signed_document(copy).clauses] == ["§1"], name
    renamed = _rewritten(
        source,
        tmp_path / "online.docx",
        {
            "_rels/.rels": ('Target="word/document.xml"', 'Target="word/document2.xml"'),
            "[Content_Types].xml": ("/word/document.xml", "/word/document2.xml"),
            "rename": ("", "word/document2.xml"),
        },
    )
    assert [c.ref for c in parse_signed_document(renamed).clauses] == ["§1"]
    strict = _rewritten(
        source,
        tmp_path / "strict.docx",
        {
            "_rels/.rels": (
                "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument",
                "http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument",
            )
        },
    )
    with pytest.raises(DocumentUnreadable, match="Strict Open XML") as refused:
        parse_signed_document(strict)
    assert refused.value.code == "unsupported_format"
