"""Layouts a probe with newly written contracts found misread (2026-12), each as the smallest
document that showed it. All were silent: no problem reported, text in the wrong clause."""

from __future__ import annotations

from pathlib import Path

import docx
import pytest

from rubric.documents import DocumentUnreadable, ParsedDocument
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.formats import Paragraph
from rubric.documents.parsing.furniture import is_signature_marker
from rubric.documents.parsing.language import Lang, detect
from rubric.documents.parsing.plaintext import pdf_blocks
from tests.documents.support import clause, outline, problems, write_docx, write_text


def _parse(tmp_path: Path, text: str, suffix: str = "txt") -> ParsedDocument:
    return parse_signed_document(write_text(tmp_path / f"doc.{suffix}", text))


def test_sub_clauses_numbered_afresh_in_each_article(tmp_path: Path) -> None:
    """ "1.", "1.1.", "2.", "2.1." inside Điều 2 are §2.1, §2.1.1, §2.2, §2.2.1 — not §1.1
    under Điều 1 (phantoms) and "2.1." merged into §2.1."""
    parsed = _parse(
        tmp_path,
        "\n".join(
            [
                "HỢP ĐỒNG LAO ĐỘNG",
                "Điều 1. Công việc",
                "Người lao động làm Kỹ sư.",
                "Điều 2. Chế độ đãi ngộ",
                "1. Tiền lương",
                "1.1. Lương cơ bản: 20.000.000 đồng/tháng.",
                "1.2. Lương được trả vào ngày 10 hằng tháng.",
                "2. Thưởng",
                "2.1. Thưởng tháng 13 bằng 01 tháng lương.",
                "Điều 3. Hiệu lực",
                "3.1. Hợp đồng có hiệu lực từ ngày ký.",
                "3.2. Hợp đồng lập thành 02 bản.",
            ]
        ),
    )
    assert [(ref, parent) for ref, parent, *_ in outline(parsed)] == [
        ("§1", None),
        ("§2", None),
        ("§2.1", "§2"),
        ("§2.1.1", "§2.1"),
        ("§2.1.2", "§2.1"),
        ("§2.2", "§2"),
        ("§2.2.1", "§2.2"),
        ("§3", None),
        ("§3.1", "§3"),
        ("§3.2", "§3"),
    ]
    assert clause(parsed, "§2.2.1").text_vi == "Thưởng tháng 13 bằng 01 tháng lương."


def test_signature_blocks_opened_on_behalf_of_the_company(tmp_path: Path) -> None:
    for heading in ["THAY MẶT VÀ ĐẠI DIỆN CÔNG TY", "TM. CÔNG TY", "THAY MẶT CÔNG TY", "GIÁM ĐỐC"]:
        assert is_signature_marker(heading), heading
        parsed = _parse(
            tmp_path,
            "\n\n".join(
                [
                    "HỢP ĐỒNG LAO ĐỘNG",
                    "Điều 1. Hiệu lực",
                    "Hợp đồng có hiệu lực từ ngày ký.",
                    heading,
                    "Trần Minh Khoa",
                ]
            ),
            "md",
        )
        assert clause(parsed, "§1").text_vi == "Hiệu lực\nHợp đồng có hiệu lực từ ngày ký."
    assert is_signature_marker("NGƯỜI LAO ĐỘNG TM. CÔNG TY")  # a PDF's row of two cells
    # a party's field in the preamble, in either language, opens no signature block
    assert not is_signature_marker("Đại diện: Ông Trần Văn Hùng")
    assert not is_signature_marker("On behalf of: Phuong Nam Textile & Garment Co., Ltd.")
    assert is_signature_marker("On behalf of the Employer")
    assert not is_signature_marker("Giám đốc Kỹ thuật phê duyệt kế hoạch đào tạo hằng năm.")
    assert not is_signature_marker("Thay mặt:")


def test_signature_blocks_headed_by_an_ndas_parties_or_an_e_signature(tmp_path: Path) -> None:
    """ "NHÂN VIÊN" (the usual left cell of a signature table), an NDA's disclosing and
    receiving parties, and an e-contract's "Ký bởi: …" open signature blocks: they had become
    the last clause's text, silently."""
    for block in (
        ["NHÂN VIÊN", "EMPLOYEE", "ĐẠI DIỆN CÔNG TY", "FOR THE COMPANY"],
        ["BÊN TIẾT LỘ THÔNG TIN", "DISCLOSING PARTY", "BÊN NHẬN THÔNG TIN", "RECEIVING PARTY"],
        ["BÊN TIẾT LỘ THÔNG TIN / BÊN NHẬN THÔNG TIN"],
        ["Ký bởi: TRỊNH VĂN LỘC", "Thời gian ký: 09/01/2026 08:41:05"],
    ):
        parsed = _parse(
            tmp_path,
            "\n".join(
                [
                    "THỎA THUẬN BẢO MẬT",
                    "NON-DISCLOSURE AGREEMENT",
                    "Điều 1. Bảo mật",
                    "Article 1. Confidentiality",
                    "1.1. Nhân viên không tiết lộ bản vẽ của Công ty.",
                    "1.1. The Employee shall not disclose the Company's drawings.",
                    *block,
                ]
            ),
        )
        assert clause(parsed, "§1.1").text_vi == "Nhân viên không tiết lộ bản vẽ của Công ty.", (
            block
        )
        assert clause(parsed, "§1.1").text_en == (
            "The Employee shall not disclose the Company's drawings."
        ), block
    # the same words in a sentence, or heading a party's details, open none
    assert not is_signature_marker("Nhân viên:")
    assert not is_signature_marker("Bên nhận thông tin phải bảo mật mọi tài liệu nhận được.")
    assert not is_signature_marker("The Receiving Party shall keep the information secret.")


def test_the_english_place_and_date_of_signing_is_no_clause_text(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "\n\n".join(
            [
                "HỢP ĐỒNG LAO ĐỘNG",
                "Điều 1. Hiệu lực\nHợp đồng có hiệu lực từ ngày ký.",
                "Hà Nội, ngày 10 tháng 02 năm 2025\nNGƯỜI LAO ĐỘNG",
                "LABOR CONTRACT",
                "Article 1. Effect\nThis Contract takes effect on signing.",
                "Hanoi, 10 February 2025\nTHE EMPLOYEE",
            ]
        ),
    )
    assert clause(parsed, "§1").text_en == "Effect\nThis Contract takes effect on signing."


def test_a_reference_wrapped_after_muc_or_paragraph_stays_in_its_sentence(
    tmp_path: Path,
) -> None:
    """ "… nêu tại mục" / "3.2 trên đây, …" in a hard-wrapped text file: 3.2 is the object
    of "mục", not a clause (which took the rest of 3.3 and its points)."""
    vietnamese = [
        "3.1 Hoàn thành khóa học.",
        "3.2 Làm việc cho Công ty tối thiểu 24 tháng.",
        "3.3 Trường hợp vi phạm cam kết nêu tại mục",
        "3.2 trên đây, Người lao động phải hoàn trả chi phí, cụ thể:",
        "a) nghỉ việc trước 12 tháng: hoàn trả 100%;",
        "b) nghỉ việc sau 12 tháng: hoàn trả 50%.",
    ]
    english = [
        "3.1 To complete the course.",
        "3.2 To work for the Company for at least 24 months.",
        "3.3 If the Employee breaches the commitment in paragraph",
        "3.2 above, the Employee shall reimburse the costs, as follows:",
        "a) leaving within 12 months: 100%;",
        "b) leaving after 12 months: 50%.",
    ]
    parsed = _parse(
        tmp_path,
        "\n\n".join(
            [
                "THỎA THUẬN ĐÀO TẠO",
                "3. CAM KẾT",
                "\n".join(vietnamese),
                "TRAINING AGREEMENT",
                "3. COMMITMENTS",
                "\n".join(english),
            ]
        ),
    )
    assert [ref for ref, *_ in outline(parsed)] == [
        "§3",
        "§3.1",
        "§3.2",
        "§3.3",
        "§3.3(a)",
        "§3.3(b)",
    ]
    assert clause(parsed, "§3.3").text_vi.startswith(
        "Trường hợp vi phạm cam kết nêu tại mục 3.2 trên đây,"
    )
    assert problems(parsed) == []


def test_a_paragraph_opening_with_an_article_of_a_law_is_no_heading(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "\n\n".join(
            [
                "HỢP ĐỒNG LAO ĐỘNG",
                "Điều 2. Tiền lương",
                "Điều 90 Bộ luật Lao động quy định tiền lương là số tiền trả cho người lao động.",
                "Lương cơ bản là 20.000.000 đồng/tháng.",
            ]
        ),
        "md",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§2"]
    assert "Điều 90 Bộ luật Lao động quy định" in clause(parsed, "§2").text_vi


def test_a_symbol_font_bullet_in_a_pdf_is_no_text() -> None:
    """Word's bullets drawn from Symbol or Wingdings reach a PDF's text as private-use
    characters (""); the .docx shows none, and no one would quote one."""
    assert pdf_blocks(
        [["Điều 4. Nghĩa vụ", "\uf0b7 Bảo mật thông tin.", "\uf0a7\tKhông cạnh tranh."]]
    ) == [
        Paragraph("Điều 4. Nghĩa vụ"),
        Paragraph("Bảo mật thông tin."),
        Paragraph("Không cạnh tranh."),
    ]


def test_english_that_keeps_vietnamese_names_is_english(tmp_path: Path) -> None:
    """Not in italics, and with more words bearing Vietnamese letters than English ones — but
    the names are capitalised, and the lower-case words tell the language. A Vietnamese
    sentence with capitalised defined terms stays Vietnamese."""
    english = "Place of work: Lot C4, Tân Tạo Industrial Park, Bình Tân District, Hồ Chí Minh."
    assert detect(english) is Lang.EN
    assert detect("Xem trang 5 của Nội quy.") is Lang.VI
    assert detect("Người Lao Động phải tuân thủ Nội Quy của Công Ty.") is Lang.VI
    parsed = _parse(
        tmp_path,
        "\n".join(
            [
                "HỢP ĐỒNG LAO ĐỘNG",
                "Điều 1. Công việc / Article 1. Job",
                "1. Địa điểm làm việc: Lô C4, Khu công nghiệp Tân Tạo, quận Bình Tân.",
                f"1. {english}",
            ]
        ),
    )
    assert clause(parsed, "§1.1").text_en == english
    assert problems(parsed) == []


def test_an_english_sentence_in_parentheses_keeps_them(tmp_path: Path) -> None:
    """ "(Attached to Labor Contract No. …)" under an appendix heading: its Vietnamese kept the
    parentheses and its English lost them, so a quote of the English as written was refused.
    A title in parentheses is still read as a title."""
    parsed = _parse(
        tmp_path,
        "\n\n".join(
            [
                "HỢP ĐỒNG LAO ĐỘNG",
                "*(LABOUR CONTRACT)*",
                "Điều 1. Hiệu lực",
                "*Article 1. Effect*",
                "Hợp đồng có hiệu lực từ ngày ký.",
                "*The contract takes effect on signing.*",
                "PHỤ LỤC 01",
                "*APPENDIX 01*",
                "(Kèm theo Hợp đồng lao động số 025/2025/HĐLĐ-SV)",
                "*(Attached to Labor Contract No. 025/2025/HDLD-SV)*",
                "1. Thiết kế phần mềm.",
                "*1. Design software.*",
            ]
        ),
        "md",
    )
    assert parsed.title_en == "LABOUR CONTRACT"
    assert clause(parsed, "§A1").text_vi == "(Kèm theo Hợp đồng lao động số 025/2025/HĐLĐ-SV)"
    assert clause(parsed, "§A1").text_en == "(Attached to Labor Contract No. 025/2025/HDLD-SV)"


def test_a_document_library_evaluation_stamp_is_no_clause_text(tmp_path: Path) -> None:
    """An HR system exporting with an unlicensed Aspose.Words or Spire.Doc stamps the file at
    the top or after the last clause; after it, the stamp had become the last clause's English.
    A clause naming the library in its own words stays."""
    parsed = _parse(
        tmp_path,
        "\n\n".join(
            [
                "Evaluation Warning: The document was created with Spire.Doc for .NET.",
                "PHỤ LỤC 01",
                "APPENDIX 01",
                "Điều 1. Công cụ",
                "Article 1. Tools",
                "Người lao động được dùng Aspose.Words bản dùng thử để kiểm thử.",
                "The Employee may use the evaluation version of Aspose.Words for testing.",
                "Created with an evaluation copy of Aspose.Words. To remove all limitations, you "
                "can use Free Temporary License https://products.aspose.com/words/temporary-license/",
            ]
        ),
    )
    assert clause(parsed, "§1").text_en == (
        "Tools\nThe Employee may use the evaluation version of Aspose.Words for testing."
    )
    assert "Spire" not in parsed.preamble_en


def test_a_clause_about_evaluation_copies_is_no_stamp(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "\n\n".join(
            [
                "Điều 1. Phần mềm",
                "Article 1. Software",
                "Chỉ dùng để đánh giá: bản dùng thử Aspose.Words không dùng cho dự án khách hàng.",
                "Evaluation only: the trial copies of Aspose.Words may not be used for customer "
                "projects.",
            ]
        ),
    )
    assert clause(parsed, "§1").text_en.endswith("may not be used for customer projects.")


def test_lettered_parts_over_articles_group_them(tmp_path: Path) -> None:
    """ "PHẦN B. CÁC KHOẢN THU NHẬP" / "PART B. INCOME ITEMS" between articles is a grouping
    heading, as "PHẦN II" is: it had become the end of the article before it (and "PHẦN C",
    read as the roman 100, a chapter). A sentence naming a part stays text."""
    parsed = _parse(
        tmp_path,
        "\n\n".join(
            [
                "PHỤ LỤC TỔNG ĐÃI NGỘ",
                "TOTAL REWARDS APPENDIX",
                "PHẦN A. THÔNG TIN CHUNG",
                "PART A. GENERAL INFORMATION",
                "Điều 1. Mục đích",
                "Article 1. Purpose",
                "Phụ lục này quy định chế độ đãi ngộ.",
                "This appendix sets out the rewards.",
                "PHẦN B. CÁC KHOẢN THU NHẬP",
                "PART B. INCOME ITEMS",
                "Điều 2. Lương cơ bản",
                "Article 2. Base salary",
                "Phần A của Phụ lục này áp dụng cho mọi nhân viên.",
                "Part A of this appendix applies to every employee.",
            ]
        ),
        "md",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]
    assert clause(parsed, "§1").text_vi == "Mục đích\nPhụ lục này quy định chế độ đãi ngộ."
    assert clause(parsed, "§1").text_en == "Purpose\nThis appendix sets out the rewards."
    assert clause(parsed, "§2").text_vi == (
        "Lương cơ bản\nPhần A của Phụ lục này áp dụng cho mọi nhân viên."
    )
    assert clause(parsed, "§2").text_en == (
        "Base salary\nPart A of this appendix applies to every employee."
    )
    assert problems(parsed) == []


def test_numbered_lines_after_a_signed_block_number_no_clause(tmp_path: Path) -> None:
    """An employee's acknowledgement under the signatures ("XÁC NHẬN CỦA NHÂN VIÊN" / "1. Tôi
    đã đọc …") had become §2.1 and §2.2 of the last article, the signature block its text.
    After a block with its signing line ("(Ký, ghi rõ họ tên)"), a label that opens no
    appendix is left out and reported; an appendix after it is still read."""
    signatures = [
        "NGƯỜI LAO ĐỘNG",
        "EMPLOYEE",
        "(Ký, ghi rõ họ tên)",
        "(Signature and full name)",
        "Phạm Quốc Tuấn",
    ]
    body = [
        "THỎA THUẬN BẢO MẬT",
        "NON-DISCLOSURE AGREEMENT",
        "Điều 1. Bảo mật",
        "Article 1. Confidentiality",
        "Nhân viên bảo mật thông tin khách hàng.",
        "The employee keeps customer information confidential.",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
        "Thỏa thuận có hiệu lực từ ngày ký.",
        "The agreement takes effect on signing.",
        *signatures,
        "XÁC NHẬN CỦA NHÂN VIÊN",
        "EMPLOYEE'S ACKNOWLEDGEMENT",
        "1. Tôi đã đọc và hiểu Thỏa thuận này.",
        "1. I have read and understood this Agreement.",
        "2. Tôi nhận 01 bản Thỏa thuận.",
        "2. I have received one copy of the Agreement.",
    ]
    parsed = _parse(tmp_path, "\n\n".join(body), "md")
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]
    assert clause(parsed, "§2").text_vi == "Hiệu lực\nThỏa thuận có hiệu lực từ ngày ký."
    assert clause(parsed, "§2").text_en == "Effect\nThe agreement takes effect on signing."
    assert problems(parsed) == [("unlabelled_text", None), ("unlabelled_text", None)]

    appendix = ["PHỤ LỤC 01: PHỤ CẤP", "APPENDIX 01: ALLOWANCES", "1. Ăn trưa.", "1. Lunch."]
    parsed = _parse(tmp_path, "\n\n".join(body[:10] + signatures + appendix), "md")
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§A1", "§A1.1"]
    assert clause(parsed, "§A1.1").text_en == "Lunch."
    assert problems(parsed) == []


def test_an_acknowledgement_title_after_signatures_without_a_signing_line(
    tmp_path: Path,
) -> None:
    """Signature blocks with no "(Ký, ghi rõ họ tên)" line, then "PHẦN XÁC NHẬN" /
    "ACKNOWLEDGEMENT" and "a) Tôi đã nhận bản sao.": the acknowledgement's point had become
    §1(a) and the names and titles §1's text, silently. The acknowledgement's title says the
    blocks above it were signatures: its point is left out and reported. Without such a
    title, text after a party's name still goes on (a block inside an article)."""
    body = [
        "THỎA THUẬN BẢO MẬT",
        "NON-DISCLOSURE AGREEMENT",
        "Điều 1. Bảo mật",
        "Article 1. Confidentiality",
        "Nhân viên bảo mật thông tin khách hàng.",
        "The employee keeps customer information confidential.",
        "ĐẠI DIỆN CÔNG TY",
        "FOR THE COMPANY",
        "Lê Thị Mai",
        "NHÂN VIÊN",
        "EMPLOYEE",
        "Phạm Quốc Tuấn",
    ]
    acknowledgement = [
        "PHẦN XÁC NHẬN",
        "ACKNOWLEDGEMENT",
        "a) Tôi đã nhận bản sao.",
        "a) I have received a copy.",
    ]
    parsed = parse_signed_document(write_docx(tmp_path / "nda.docx", *body, *acknowledgement))
    assert [ref for ref, *_ in outline(parsed)] == ["§1"]
    assert clause(parsed, "§1").text_vi == "Bảo mật\nNhân viên bảo mật thông tin khách hàng."
    assert clause(parsed, "§1").text_en == (
        "Confidentiality\nThe employee keeps customer information confidential."
    )
    assert problems(parsed) == [("unlabelled_text", None)]

    points = ["a) Tôi đã nhận bản sao.", "a) I have received a copy."]
    parsed = parse_signed_document(write_docx(tmp_path / "inside.docx", *body, *points))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1(a)"]


def test_paragraphs_read_as_the_wrong_language_keep_the_languages_taking_turns(
    tmp_path: Path,
) -> None:
    """A Vietnamese sentence made of English terms had gone to the English of its clause, and
    an English one naming a Vietnamese address to the Vietnamese: each is read in the
    language the turns call for. A translation split into paragraphs, one naming a person or
    giving a Vietnamese term in parentheses, stays English."""
    heading = ["HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT", "Điều 1. Công cụ", "Article 1. Tools"]
    parsed = parse_signed_document(
        write_docx(
            tmp_path / "mixed.docx",
            *heading,
            "Công ty cấp laptop MacBook Pro 14 inch và license JetBrains.",
            "The Company provides a 14-inch MacBook Pro laptop and a JetBrains licence.",
            "Review code qua GitHub pull request; deploy bằng CI/CD pipeline.",
            "Code is reviewed through GitHub pull requests; deployment uses the CI/CD pipeline.",
            "Nơi nhận hồ sơ: Phòng Nhân sự, số 12 ngõ 34 phố Hoàng Quốc Việt, Cầu Giấy, Hà Nội.",
            "Documents go to: HR Department, số 12 ngõ 34 phố Hoàng Quốc Việt, Cầu Giấy, Hà Nội.",
            "Điều 2. Hiệu lực",
            "Article 2. Effect",
        )
    )
    assert clause(parsed, "§1").text_vi.split("\n") == [
        "Công cụ",
        "Công ty cấp laptop MacBook Pro 14 inch và license JetBrains.",
        "Review code qua GitHub pull request; deploy bằng CI/CD pipeline.",
        "Nơi nhận hồ sơ: Phòng Nhân sự, số 12 ngõ 34 phố Hoàng Quốc Việt, Cầu Giấy, Hà Nội.",
    ]
    assert clause(parsed, "§1").text_en.split("\n") == [
        "Tools",
        "The Company provides a 14-inch MacBook Pro laptop and a JetBrains licence.",
        "Code is reviewed through GitHub pull requests; deployment uses the CI/CD pipeline.",
        "Documents go to: HR Department, số 12 ngõ 34 phố Hoàng Quốc Việt, Cầu Giấy, Hà Nội.",
    ]
    for translated in (
        ["Party A appoints a project lead.", "The lead is Mr. Nguyễn Văn Bình.", "He reports."],
        ["Lunch is free.", "It is served at the canteen (nhà ăn) on Floor 2.", "Menus vary."],
    ):
        parsed = parse_signed_document(
            write_docx(
                tmp_path / "split.docx",
                *heading,
                "Bên A cử người phụ trách dự án, báo cáo hằng tuần.",
                *translated,
                "Điều 2. Hiệu lực",
                "Article 2. Effect",
            )
        )
        assert clause(parsed, "§1").text_en.split("\n")[1:] == translated


def test_the_next_article_after_a_signed_acknowledgement_inside_the_contract_goes_on(
    tmp_path: Path,
) -> None:
    """An acknowledgement signed at the end of Điều 1 ("NGƯỜI LAO ĐỘNG (Ký, ghi rõ họ tên)")
    is no end of the contract: Điều 2 and Điều 3 are its articles (they had all been left
    out as text after the signatures)."""
    path = write_text(
        tmp_path / "contract.txt",
        "HỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\n\n"
        "Điều 1. Xác nhận đã nhận bản mô tả công việc\n"
        "Article 1. Acknowledgement of the job description\n\n"
        "Người lao động xác nhận đã nhận bản mô tả công việc kèm theo hợp đồng này.\n"
        "The employee confirms receipt of the job description attached to this contract.\n\n"
        "NGƯỜI LAO ĐỘNG\nEMPLOYEE\n\n(Ký, ghi rõ họ tên)\n(Signature and full name)\n\n"
        "Điều 2. Tiền lương\nArticle 2. Salary\n\n"
        "Lương cơ bản được trả hằng tháng vào ngày mùng năm.\n"
        "The basic salary is paid monthly on the fifth day.\n\n"
        "Điều 3. Thời hạn\nArticle 3. Term\n\n"
        "Hợp đồng có thời hạn mười hai tháng.\nThe contract has a term of twelve months.\n",
    )
    document = parse_signed_document(path)
    assert [c.ref for c in document.clauses] == ["§1", "§2", "§3"]
    assert clause(document, "§3").text_en == "Term\nThe contract has a term of twelve months."
    assert problems(document) == []


def test_a_company_name_joined_by_a_vietnamese_word_stays_in_its_english_sentence(
    tmp_path: Path,
) -> None:
    """One joining word ("và" in "Công ty TNHH Thương mại và Dịch vụ ABC") is a name's; the
    English paragraph naming it had been moved into the Vietnamese."""
    path = write_text(
        tmp_path / "contract.md",
        "Điều 1. Các bên\n\nArticle 1. The parties\n\n"
        "Bên sử dụng lao động là công ty được thành lập theo pháp luật Việt Nam.\n\n"
        "The employer is a company incorporated under the laws of Vietnam.\n\n"
        "Its registered name is Công ty TNHH Thương mại và Dịch vụ ABC, with tax code "
        "0101234567.\n\n"
        "It is represented by its General Director, who signs this contract.\n",
    )
    document = parse_signed_document(path)
    assert "Its registered name" in clause(document, "§1").text_en
    assert "Its registered name" not in clause(document, "§1").text_vi


def test_a_short_sentence_and_its_translation_on_the_next_line_are_two_paragraphs(
    tmp_path: Path,
) -> None:
    """Too few words to score with confidence, they had been one Vietnamese paragraph: §2's
    Vietnamese quoted the English and its English had nothing. A sentence that ended, then a
    line with no Vietnamese letter read as English, is its translation."""
    path = write_text(
        tmp_path / "contract.txt",
        "Điều 1. Công việc\nArt. 1. Work\n\nNgười lao động làm thiết kế đồ họa.\n"
        "The employee works as a graphic designer.\n\nĐiều 2. Lương\nArt. 2. Salary\n\n"
        "Lương 16.000.000 đồng.\nSalary VND 16,000,000.\n",
    )
    document = parse_signed_document(path)
    assert clause(document, "§2").text_vi == "Lương\nLương 16.000.000 đồng."
    assert clause(document, "§2").text_en == "Salary\nSalary VND 16,000,000."
    assert problems(document) == []


def test_a_clause_listing_the_appendices_keeps_its_list(tmp_path: Path) -> None:
    """ "Các phụ lục sau …:" then "Phụ lục 1 - …;", "Phụ lục 2 - …." in the last article: the
    items opened §A1 and §A2 there, so the article lost its list and each appendix began with
    its entry (``duplicate_ref`` when the real headings came). A "Phụ lục 1" heading in the
    same place with no later heading of that number still opens the appendix."""
    lines = [
        "THỎA THUẬN BẢO MẬT",
        "NON-DISCLOSURE AGREEMENT",
        "Điều 1. Bảo mật",
        "Article 1. Confidentiality",
        "Nhân viên giữ bí mật thông tin của Công ty.",
        "The Employee keeps the Company's information confidential.",
        "Điều 2. Phụ lục kèm theo",
        "Article 2. Schedules",
        "Các phụ lục sau là một phần không tách rời của Thỏa thuận:",
        "The following schedules form an integral part of this Agreement:",
        "Phụ lục 1 - Danh sách sáng chế có trước;",
        "Schedule 1 - List of prior inventions;",
        "Phụ lục 2 - Cam kết của người lao động.",
        "Schedule 2 - Employee declaration.",
        "NGƯỜI LAO ĐỘNG / EMPLOYEE",
        "(Ký, ghi rõ họ tên / Signature and full name)",
        "PHỤ LỤC 1 / SCHEDULE 1",
        "Không có. / None.",
        "PHỤ LỤC 2 / SCHEDULE 2",
        "Tôi đã đọc Thỏa thuận. / I have read the Agreement.",
    ]
    parsed = _parse(tmp_path, "\n\n".join(lines))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§A1", "§A2"]
    assert clause(parsed, "§2").text_vi.splitlines()[-2:] == [
        "Phụ lục 1 - Danh sách sáng chế có trước;",
        "Phụ lục 2 - Cam kết của người lao động.",
    ]
    assert clause(parsed, "§2").text_en.splitlines()[-1] == "Schedule 2 - Employee declaration."
    assert clause(parsed, "§A1").text_vi == "Không có."
    assert clause(parsed, "§A2").text_en == "I have read the Agreement."
    assert problems(parsed) == []

    once = _parse(tmp_path, "\n\n".join([*lines[:12], "Không có.", "None."]))
    assert [ref for ref, *_ in outline(once)] == ["§1", "§2", "§A1"]
    assert clause(once, "§A1").text_vi == "Danh sách sáng chế có trước;\nKhông có."


def test_grades_named_by_capital_letters_are_no_points(tmp_path: Path) -> None:
    """ "Điểm A: từ 90 điểm trở lên;" under "1.1. … xếp loại như sau:" is grade A: it had been
    an invented point §1.1(a), its text without the grade ("từ 90 điểm trở lên;"), with the
    English "Grade A: …" beside it, and no problem said. A point is "điểm a" (or "ĐIỂM A" in a
    heading in capitals)."""
    lines = [
        "Điều 1. Thang điểm",
        "Article 1. Scale",
        "1.1. Kết quả đánh giá được xếp loại như sau:",
        "1.1. Review results are rated as follows:",
        "Điểm A: từ 90 điểm trở lên;",
        "Grade A: 90 points or more;",
        "Điểm B: dưới 90 điểm.",
        "Grade B: under 90 points.",
        "1.2. Nhân viên đạt điểm A được xét thăng cấp.",
        "1.2. An employee rated A is considered for promotion.",
        "Điều 2. Kỷ luật",
        "Article 2. Discipline",
        "Điểm a. Khiển trách;",
        "Point a. Reprimand;",
        "ĐIỂM B. SA THẢI",
        "POINT B. DISMISSAL",
    ]
    parsed = _parse(tmp_path, "\n\n".join(lines))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§2", "§2(a)", "§2(b)"]
    assert clause(parsed, "§1.1").text_vi.splitlines()[1:] == [
        "Điểm A: từ 90 điểm trở lên;",
        "Điểm B: dưới 90 điểm.",
    ]
    assert clause(parsed, "§1.1").text_en.splitlines()[-1] == "Grade B: under 90 points."
    assert problems(parsed) == []


def test_an_appendix_headed_in_english_first_stays_after_the_contract(tmp_path: Path) -> None:
    """ "SCHEDULE 1 - PRIOR INVENTIONS" then "PHỤ LỤC 1 - …" after the signatures: the English
    heading opened §A1 at the head of the clause list, before §1."""
    lines = [
        "Điều 1. Bảo mật",
        "Article 1. Confidentiality",
        "Nhân viên giữ bí mật thông tin của Công ty.",
        "The Employee keeps the Company's information confidential.",
        "NGƯỜI LAO ĐỘNG / EMPLOYEE",
        "(Ký, ghi rõ họ tên / Signature and full name)",
        "SCHEDULE 1 - PRIOR INVENTIONS",
        "PHỤ LỤC 1 - CÁC SÁNG CHẾ CÓ TRƯỚC",
        "Không có.",
        "None.",
    ]
    parsed = _parse(tmp_path, "\n\n".join(lines))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§A1"]
    assert clause(parsed, "§A1").text_vi == "CÁC SÁNG CHẾ CÓ TRƯỚC\nKhông có."
    assert clause(parsed, "§A1").text_en == "PRIOR INVENTIONS\nNone."


def test_a_contact_line_after_a_short_sentence_stays_in_its_language(tmp_path: Path) -> None:
    """ "Tel: 024 3823 4567." has no Vietnamese letter, but it is a name and a value, no
    translation: it stays with the Vietnamese sentence it follows (it had gone to the
    English)."""
    path = write_text(
        tmp_path / "contract.txt",
        "Điều 1. Thông báo\nArticle 1. Notices\n\n"
        "1. Trụ sở chính của Bên A đặt tại Hà Nội.\nTel: 024 3823 4567.\n"
        "1. Party A's head office is in Hanoi. Tel: 024 3823 4567.\n",
    )
    document = parse_signed_document(path)
    assert clause(document, "§1.1").text_vi == (
        "Trụ sở chính của Bên A đặt tại Hà Nội. Tel: 024 3823 4567."
    )
    assert (
        clause(document, "§1.1").text_en == "Party A's head office is in Hanoi. Tel: 024 3823 4567."
    )


def test_an_english_point_written_with_a_capital_letter_is_still_a_point(tmp_path: Path) -> None:
    """ "Điểm A: từ 90 điểm" is a grade; "Point A. To be paid …", the translation of "Điểm
    a.", is a point (its text had gone to the clause above, its point left without English)."""
    vietnamese = write_text(
        tmp_path / "contract.vi.md",
        "Điều 1. Quyền của người lao động\n\n1. Bên B có các quyền sau:\n\n"
        "Điểm a. Được trả lương đầy đủ, đúng hạn.\n\nĐiểm b. Được nghỉ phép năm 12 ngày.\n",
    )
    english = write_text(
        tmp_path / "contract.en.md",
        "Article 1. Rights of the Employee\n\n1. Party B has the following rights:\n\n"
        "Point A. To be paid in full and on time.\n\nPoint B. To take 12 days of annual leave.\n",
    )
    document = parse_signed_document(vietnamese, path_en=english)
    assert clause(document, "§1.1(b)").text_en == "To take 12 days of annual leave."
    assert problems(document) == []


def test_a_layout_tables_row_alone_atop_a_page_is_no_row_of_data() -> None:
    """A ruled VI | EN table of clauses cut by a page break leaves "9 | 2. Bên B … | 2. Party
    B …" atop the next page: read as a one-row data table it became §3.9. A one-row data table
    ("L5 | Kỹ sư chính | 10") is still one."""
    from rubric.documents.parsing.pdf_tables import _opens_clauses

    assert _opens_clauses(("9", "2. Bên B đóng phần của mình.", "2. Party B pays its share."))
    assert not _opens_clauses(("L5", "Kỹ sư chính / Principal Engineer", "trên 10 / over 10"))


def test_unnumbered_titles_in_capitals_between_clauses_head_the_next_ones(
    tmp_path: Path,
) -> None:
    """An offer letter numbering its paragraphs 1 to N under unnumbered titles in capitals
    ("THU NHẬP / COMPENSATION"): each title had ended the clause before it, silently. A
    title after a clause's last sentence and right before the next label heads what follows,
    like a chapter's. A line in capitals after a heading or after a colon, and the English
    of a numbered heading, stay text."""
    lines = [
        "THƯ MỜI NHẬN VIỆC / OFFER LETTER",
        "1. Chức danh: Chuyên viên phân tích dữ liệu. / 1. Title: Data Analyst.",
        "2. Ngày bắt đầu làm việc: 02/02/2026. / 2. Start date: 02/02/2026.",
        "THU NHẬP / COMPENSATION",
        "3. Lương gộp: 32.000.000 đồng/tháng. / 3. Gross salary: VND 32,000,000 per month.",
        "PHÚC LỢI / BENEFITS",
        "4. Bảo hiểm sức khỏe cho bản thân. / 4. Health insurance for the employee.",
    ]
    for parsed in (
        _parse(tmp_path, "\n\n".join(lines), "txt"),
        parse_signed_document(
            write_docx(
                tmp_path / "offer.docx", *(half for line in lines for half in line.split(" / "))
            )
        ),
    ):
        assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3", "§4"]
        assert clause(parsed, "§2").text_vi == "Ngày bắt đầu làm việc: 02/02/2026."
        assert clause(parsed, "§2").text_en == "Start date: 02/02/2026."
        assert clause(parsed, "§3").text_en == "Gross salary: VND 32,000,000 per month."
        assert problems(parsed) == []

    kept = [
        "Điều 1. Thu nhập",
        "Article 1. Income",
        "TIỀN LƯƠNG",
        "SALARY",
        "1.1. Bên nhận thanh toán như sau:",
        "1.1. The payee is as follows:",
        "CÔNG TY TNHH BÌNH MINH",
        "BINH MINH CO LTD",
        "1.2. Lương trả ngày 05.",
        "1.2. Salary is paid on the 5th.",
    ]
    parsed = parse_signed_document(write_docx(tmp_path / "kept.docx", *kept))
    assert clause(parsed, "§1").text_vi == "Thu nhập\nTIỀN LƯƠNG"
    assert clause(parsed, "§1.1").text_en == "The payee is as follows:\nBINH MINH CO LTD"

    translated = [
        "**01. MỤC ĐÍCH / 01. PURPOSE**",
        "Khuyến khích nhân viên đạt mục tiêu.",
        "*Encourage employees to meet targets.*",
        "**02. ĐỐI TƯỢNG / ELIGIBILITY**",
        "2.1. Nhân viên chính thức.",
        "*2.1. Permanent employees.*",
    ]
    parsed = _parse(tmp_path, "\n\n".join(translated), "md")
    assert clause(parsed, "§2").text_en == "ELIGIBILITY"


def test_short_titles_in_bold_between_clauses_head_the_next_ones(tmp_path: Path) -> None:
    """Word sub-headings in bold, unnumbered ("Phụ cấp" / "Allowances" between §1.2 and §1.3),
    had ended the clause before them. Bold by the runs or by the paragraph's style, they head
    what follows; right after an article's heading one stays its text, and a paragraph in
    bold that is a sentence stays text too."""
    import docx

    document = docx.Document()
    strong = document.styles.add_style("Strong title", 1)  # a paragraph style in bold
    strong.font.bold = True

    def add(text: str, how: str = "") -> None:
        paragraph = document.add_paragraph(style=strong if how == "style" else None)
        paragraph.add_run(text).bold = how == "runs" or None

    add("Điều 1. Thu nhập", "runs")
    add("Article 1. Income", "runs")
    add("Tiền lương", "runs")
    add("Salary", "runs")
    add("1.1. Lương cơ bản 22.000.000 đồng.")
    add("1.1. Base salary VND 22,000,000.")
    add("1.2. Lương tháng 13 trả vào tháng 1.")
    add("1.2. A 13th-month salary is paid in January.")
    add("Phụ cấp", "runs")
    add("Allowances", "style")
    add("1.3. Phụ cấp điện thoại 300.000 đồng.")
    add("1.3. Phone allowance VND 300,000.")
    add("Phụ cấp được trả cùng lương.", "runs")
    add("Allowances are paid with the salary.", "runs")
    add("1.4. Phụ cấp gửi xe 150.000 đồng.")
    add("1.4. Parking allowance VND 150,000.")
    path = tmp_path / "rewards.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§1.2", "§1.3", "§1.4"]
    assert clause(parsed, "§1").text_vi == "Thu nhập\nTiền lương"
    assert clause(parsed, "§1.2").text_vi == "Lương tháng 13 trả vào tháng 1."
    assert clause(parsed, "§1.2").text_en == "A 13th-month salary is paid in January."
    assert clause(parsed, "§1.3").text_en == (
        "Phone allowance VND 300,000.\nAllowances are paid with the salary."
    )
    assert problems(parsed) == []


def test_a_confirmation_signed_between_two_articles_is_no_clause_text(tmp_path: Path) -> None:
    """A table "XÁC NHẬN CỦA TRƯỞNG BỘ PHẬN | XÁC NHẬN CỦA PHÒNG NHÂN SỰ", signing lines and
    names between Điều 5 and Điều 6: the numbering goes on, so the block had been put back
    into §5.2, the signers' names in its Vietnamese only. A block with its signing line is
    left out wherever the numbering goes; a confirmation's title opens it. An appendix titled
    "XÁC NHẬN KHI CHẤM DỨT HỢP ĐỒNG" keeps its title and text."""
    confirmation: list[tuple[str, ...]] = [
        (
            "XÁC NHẬN CỦA TRƯỞNG BỘ PHẬN / LINE MANAGER'S CONFIRMATION",
            "XÁC NHẬN CỦA PHÒNG NHÂN SỰ / HR CONFIRMATION",
        ),
        ("(Ký, ghi rõ họ tên) / (Signature, full name)",) * 2,
        ("Lê Minh Tuấn", "Đỗ Thu Hà"),
    ]
    path = write_docx(
        tmp_path / "ladder.docx",
        "Điều 5. Thăng cấp",
        "Article 5. Promotion",
        "5.1. Việc thăng cấp được xét hai lần mỗi năm.",
        "5.1. Promotions are considered twice a year.",
        confirmation,
        "Điều 6. Hiệu lực",
        "Article 6. Effect",
        "Phụ lục có hiệu lực từ ngày ký.",
        "The appendix takes effect on signing.",
        "PHỤ LỤC 02",
        "APPENDIX 02",
        "XÁC NHẬN KHI CHẤM DỨT HỢP ĐỒNG",
        "TERMINATION CERTIFICATE",
        "Tôi xác nhận đã hoàn trả toàn bộ tài liệu.",
        "I certify that I have returned all documents.",
    )
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§5", "§5.1", "§6", "§A2"]
    assert clause(parsed, "§5.1").text_vi == "Việc thăng cấp được xét hai lần mỗi năm."
    assert clause(parsed, "§5.1").text_en == "Promotions are considered twice a year."
    assert clause(parsed, "§A2").text_vi == (
        "XÁC NHẬN KHI CHẤM DỨT HỢP ĐỒNG\nTôi xác nhận đã hoàn trả toàn bộ tài liệu."
    )
    assert clause(parsed, "§A2").text_en == (
        "TERMINATION CERTIFICATE\nI certify that I have returned all documents."
    )
    assert problems(parsed) == []


def test_an_amendments_old_and_new_wording_table_in_one_language_keeps_its_header(
    tmp_path: Path,
) -> None:
    """ "Điều khoản | Nội dung cũ | Nội dung mới", then its English twin: the Vietnamese table
    had lost its header and its cells ran into lines, so nothing said which amount was old and
    which new (silent); its English twin was read as a table of data."""
    parsed = parse_signed_document(
        write_docx(
            tmp_path / "addendum.docx",
            "Điều 1. Nội dung thay đổi",
            "Article 1. Changes",
            [
                ("Điều khoản", "Nội dung cũ", "Nội dung mới"),
                ("Khoản 2 Điều 3", "21.000.000 đồng/tháng", "24.500.000 đồng/tháng"),
            ],
            [
                ("Clause", "Old wording", "New wording"),
                ("Clause 2, Article 3", "VND 21,000,000 per month", "VND 24,500,000 per month"),
            ],
            "Điều 2. Hiệu lực",
            "Article 2. Effect",
        )
    )
    assert clause(parsed, "§1").text_vi == (
        "Nội dung thay đổi\nĐiều khoản | Nội dung cũ | Nội dung mới\n"
        "Khoản 2 Điều 3 | 21.000.000 đồng/tháng | 24.500.000 đồng/tháng"
    )
    assert clause(parsed, "§1").text_en == (
        "Changes\nClause | Old wording | New wording\n"
        "Clause 2, Article 3 | VND 21,000,000 per month | VND 24,500,000 per month"
    )


def test_an_e_signature_certificate_after_the_signatures_numbers_no_clause(tmp_path: Path) -> None:
    """An e-signature platform's export (probe 17): its stamp ("DocuSigned by:") where the hand
    signature would be closes the block, so its certificate's numbered disclosure after it is
    no sub-clause of the last clause, nor the signature block that clause's text."""
    parsed = _parse(
        tmp_path,
        "\n".join(
            [
                "HỢP ĐỒNG LAO ĐỘNG",
                "LABOUR CONTRACT",
                "Điều 1. Hiệu lực",
                "Article 1. Effect",
                "1.1. Hợp đồng có hiệu lực từ ngày ký.",
                "1.1. This contract takes effect on signing.",
                "NGƯỜI LAO ĐỘNG",
                "THE EMPLOYEE",
                "DocuSigned by:",
                "Nguyễn Thị Hồng Nhung",
                "Certificate Of Completion",
                "1. From time to time, the Company may be required by law to send notices.",
                "2. You may request paper copies at no charge within 30 days.",
            ]
        ),
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1"]
    assert clause(parsed, "§1.1").text_vi == "Hợp đồng có hiệu lực từ ngày ký."
    assert clause(parsed, "§1.1").text_en == "This contract takes effect on signing."


def test_a_figure_the_page_wrapped_to_a_line_start_opens_no_clause(tmp_path: Path) -> None:
    """ "… được nâng lên" / "2.3 lần lương cơ bản.": a figure written unlike the document's
    labels ("2.2.") and going on in lower case is the sentence's, not a §2.3 (probe 18)."""
    parsed = _parse(
        tmp_path,
        "\n".join(
            [
                "Điều 2. Thưởng",
                "Article 2. Bonus",
                "2.1. Thưởng năm bằng lương cơ bản nhân hệ số thưởng.",
                "2.1. The annual bonus equals basic salary times the bonus coefficient.",
                "2.2. Nếu đạt loại A hai năm liên tiếp, hệ số thưởng được nâng lên",
                "2.3 lần lương cơ bản.",
                "2.2. If rated Grade A two years running, the coefficient becomes",
                "2.3 times basic salary.",
                "Điều 3. Hiệu lực",
                "Article 3. Effect",
                "3.1. Phụ lục có hiệu lực từ ngày 01/07/2026.",
                "3.1. This appendix takes effect from 01/07/2026.",
            ]
        ),
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§2", "§2.1", "§2.2", "§3", "§3.1"]
    assert clause(parsed, "§2.2").text_vi.endswith("được nâng lên 2.3 lần lương cơ bản.")
    assert clause(parsed, "§2.2").text_en.endswith("becomes 2.3 times basic salary.")
    assert problems(parsed) == []


def test_bullets_of_other_shapes_open_their_own_paragraphs(tmp_path: Path) -> None:
    """An en dash (Word's dash for a typed hyphen) and "○" open a paragraph as "-" does: a short
    English bullet is not glued to the Vietnamese one above it (probe 18)."""
    for bullet in ("\u2013", "\u25cb", "\u2022"):
        parsed = _parse(
            tmp_path,
            "\n".join(
                [
                    "Điều 5. Phúc lợi",
                    "Article 5. Benefits",
                    "5.1. Người lao động được hưởng các phúc lợi sau:",
                    "5.1. The Employee receives the following benefits:",
                    f"{bullet} Khám sức khỏe định kỳ hằng năm;",
                    f"{bullet} An annual health check;",
                    f"{bullet} Hỗ trợ học tập:",
                    f"{bullet} Learning support:",
                    f"{bullet} Học phí khóa học chuyên môn.",
                    f"{bullet} Fees for professional courses.",
                ]
            ),
        )
        vietnamese = clause(parsed, "§5.1").text_vi
        english = clause(parsed, "§5.1").text_en
        assert "Learning support" not in vietnamese, bullet
        assert "Learning support" in english and "Fees for professional courses" in english


def test_a_place_and_date_line_with_its_english_after_a_slash_opens_the_signatures(
    tmp_path: Path,
) -> None:
    """ "Hợp đồng làm tại ……, ngày …… tháng …… năm 20…… / Made at …… on ……", filled in or
    blank, is where the signing starts: no text of the last article (probe 18)."""
    for line in (
        "Hợp đồng làm tại ……, ngày …… tháng …… năm 20…… / Made at …… on ……",
        "Hợp đồng làm tại Đà Nẵng, ngày 20 tháng 06 năm 2026 / Made at Da Nang on 20/06/2026",
    ):
        parsed = _parse(
            tmp_path,
            "\n".join(
                [
                    "HỢP ĐỒNG LAO ĐỘNG / LABOUR CONTRACT",
                    "Điều 1: Điều khoản thi hành / Article 1: Implementation",
                    "- Hợp đồng được làm thành 02 bản. / This contract is made in 02 copies.",
                    line,
                    "NGƯỜI LAO ĐỘNG / EMPLOYEE",
                    "NGƯỜI SỬ DỤNG LAO ĐỘNG / EMPLOYER",
                ]
            ),
        )
        assert "Made at" not in clause(parsed, "§1").text_en, line
        assert "làm tại" not in clause(parsed, "§1").text_en, line
    # the captions on one line, joined by a dash
    assert is_signature_marker("NGƯỜI LAO ĐỘNG / EMPLOYEE \u2014 NGƯỜI SỬ DỤNG LAO ĐỘNG / EMPLOYER")


def test_a_statute_quoted_in_words_quote_style_numbers_no_clause(tmp_path: Path) -> None:
    """The Labour Code's clause set in Word's "Quote" style after "… quy định như sau:",
    without quotation marks: its "1." and "a)" are the statute's, text of the clause quoting
    it (probe 18). A lone paragraph in the style is no quotation."""
    path = tmp_path / "quoted.docx"
    document = docx.Document()
    quote = document.styles["Quote"]
    for text, styled in [
        ("Điều 6. Chấm dứt hợp đồng", False),
        ("Article 6. Termination", False),
        ("6.1. Khoản 1 Điều 35 Bộ luật Lao động quy định như sau:", False),
        ("1. Người lao động có quyền đơn phương chấm dứt hợp đồng nhưng phải báo trước:", True),
        ("a) Ít nhất 45 ngày đối với hợp đồng không xác định thời hạn;", True),
        ("b) Ít nhất 30 ngày đối với hợp đồng xác định thời hạn.", True),
        ("Người lao động theo Hợp đồng này phải báo trước ít nhất 30 ngày.", False),
        ("6.1. Clause 1, Article 35 of the Labour Code provides as follows:", False),
        ("1. An employee may unilaterally terminate the contract but must give notice:", True),
        ("a) At least 45 days for an indefinite-term contract;", True),
        ("b) At least 30 days for a fixed-term contract.", True),
        ("An Employee under this Contract must give at least 30 days' notice.", False),
        ("6.2. Người lao động phải bàn giao tài liệu khi nghỉ việc.", False),
        ("6.2. The Employee must hand over documents on leaving.", True),
    ]:
        paragraph = document.add_paragraph(text)
        if styled:
            paragraph.style = quote
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert [ref for ref, *_ in outline(parsed)] == ["§6", "§6.1", "§6.2"]
    assert "Ít nhất 45 ngày" in clause(parsed, "§6.1").text_vi
    assert clause(parsed, "§6.1").text_en.endswith("at least 30 days' notice.")
    assert clause(parsed, "§6.2").text_en == "The Employee must hand over documents on leaving."


def test_vietnamese_without_marks_beside_marked_names_is_refused(tmp_path: Path) -> None:
    """Toneless Vietnamese whose English keeps the names' marks ("Võ Đình Khải") or a code
    ("HĐLĐ") is still not the signed text (probe 18): refused, not imported."""
    text = "\n".join(
        [
            "HOP DONG LAO DONG",
            "LABOUR CONTRACT",
            "No.: 25/2026/HĐLĐ-SH",
            "Dieu 1. Cong viec va dia diem lam viec",
            "Article 1. Job and place of work",
            "1.1. Nguoi lao dong lam viec tai Cong ty theo hop dong lao dong cua cac ben.",
            "1.1. The Employee, Ms. Phan Thị Thu Hà, works for Mr. Võ Đình Khải's company.",
            "Dieu 2. Dieu khoan thi hanh",
            "Article 2. Implementation",
            "2.1. Hop dong co hieu luc tu ngay ky, moi ben giu mot ban hop dong lao dong.",
            "2.1. This contract takes effect on signing.",
        ]
    )
    with pytest.raises(DocumentUnreadable) as refused:
        _parse(tmp_path, text)
    assert refused.value.code == "vietnamese_without_marks"
