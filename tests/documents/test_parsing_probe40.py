"""Probe 40: documents from producers the parser had not seen. A PDF pasted into Word (or into a
text file) leaves each printed line a paragraph of its own, or a soft line break at each
printed line's end: the page's cuts mid-sentence are no line breaks of the signed text, and
the pages' bare numbers are no clause's words. A document written as paragraphs is read as
before (its long paragraphs end their sentences)."""

from __future__ import annotations

from pathlib import Path

import docx
import pytest

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.formats import Paragraph, read_source
from tests.documents.support import clause, problems, write_docx, write_text

# A contract as a PDF printed it, one printed line each (cut near 78 characters).
PRINTED = [
    "HỢP ĐỒNG LAO ĐỘNG",
    "LABOUR CONTRACT",
    "Điều 1. Thời hạn và công việc",
    "Article 1. Term and work",
    "1.1. Loại hợp đồng: hợp đồng lao động xác định thời hạn 24 tháng, từ ngày",
    "05/01/2024 đến ngày 04/01/2026.",
    "1.1. Type of contract: fixed-term labour contract of 24 months, from",
    "05/01/2024 to 04/01/2026.",
    "1.2. Địa điểm làm việc: tầng 6, tòa nhà Hà Thành, số 102 Thái Thịnh, quận Đống",
    "Đa, Hà Nội.",
    "1.2. Workplace: 6th floor, Ha Thanh building, 102 Thai Thinh, Dong Da",
    "district, Hanoi.",
    "1",
    "Điều 2. Bảo hiểm",
    "Article 2. Insurance",
    "Người lao động bàn giao máy tính, thẻ nhân viên và toàn bộ tài liệu trước ngày",
    "30/06/2024; hai bên đóng bảo hiểm xã hội, bảo hiểm y tế theo quy",
    "định của pháp luật.",
    "The Employee hands over the computer, the staff card and all documents before",
    "30/06/2024; both parties contribute social and health insurance as required",
    "by law.",
    "Điều 3. Hiệu lực",
    "Article 3. Effect",
    "Hợp đồng có hiệu lực kể từ ngày ký và được lập thành hai bản có giá trị pháp lý",
    "như nhau, mỗi bên giữ một bản để thực hiện.",
    "This contract takes effect on signing and is made in two copies of equal legal",
    "validity, each party keeping one copy to perform it.",
]

READ = {
    "§1.1": (
        "Loại hợp đồng: hợp đồng lao động xác định thời hạn 24 tháng, từ ngày 05/01/2024 "
        "đến ngày 04/01/2026.",
        "Type of contract: fixed-term labour contract of 24 months, from 05/01/2024 to 04/01/2026.",
    ),
    # (the line going on on a capital, "Đa, Hà Nội.", had kept its break)
    "§1.2": (
        "Địa điểm làm việc: tầng 6, tòa nhà Hà Thành, số 102 Thái Thịnh, quận Đống Đa, Hà Nội.",
        "Workplace: 6th floor, Ha Thanh building, 102 Thai Thinh, Dong Da district, Hanoi.",
    ),
    "§2": (
        "Bảo hiểm\nNgười lao động bàn giao máy tính, thẻ nhân viên và toàn bộ tài liệu trước "
        "ngày 30/06/2024; hai bên đóng bảo hiểm xã hội, bảo hiểm y tế theo quy định của pháp "
        "luật.",
        "Insurance\nThe Employee hands over the computer, the staff card and all documents "
        "before 30/06/2024; both parties contribute social and health insurance as required "
        "by law.",
    ),
}


def _read(path: Path) -> dict[str, tuple[str, str]]:
    document = parse_signed_document(path)
    assert problems(document) == []
    return {ref: (clause(document, ref).text_vi, clause(document, ref).text_en) for ref in READ}


def test_printed_lines_pasted_as_paragraphs_are_read_as_the_sentences_they_cut(
    tmp_path: Path,
) -> None:
    # (each cut had been kept as a line break, "… từ ngày\n05/01/2024 …", and the page's "1"
    # read as the last line of §1.2's English)
    assert _read(write_docx(tmp_path / "pasted.docx", *PRINTED)) == READ


def test_printed_lines_pasted_with_a_soft_break_at_each_line_end(tmp_path: Path) -> None:
    document = docx.Document()
    paragraphs = [[line] for line in PRINTED[:4]]
    paragraphs += [PRINTED[4:6], PRINTED[6:8], PRINTED[8:10], PRINTED[10:12], [PRINTED[12]]]
    paragraphs += [[line] for line in PRINTED[13:15]] + [PRINTED[15:18], PRINTED[18:21]]
    paragraphs += [[line] for line in PRINTED[21:23]] + [PRINTED[23:25], PRINTED[25:27]]
    for lines in paragraphs:
        paragraph = document.add_paragraph()
        for index, line in enumerate(lines):
            run = paragraph.add_run(line)
            if index < len(lines) - 1:
                run.add_break()
    path = tmp_path / "soft_breaks.docx"
    document.save(str(path))
    assert _read(path) == READ


def test_printed_lines_pasted_into_a_text_file_a_blank_line_after_each(tmp_path: Path) -> None:
    assert _read(write_text(tmp_path / "pasted.txt", "\n\n".join(PRINTED))) == READ


# Lines on a capital after a full printed line: the page's cuts before a name, a capitalised
# word or a parenthesis go on; an article's long title over its first sentence and a field
# under a field keep their breaks.
PRINTED_ON_CAPITALS = [
    "Điều 4. Quyền của người lao động trong thời gian thử việc và thời gian đào tạo",
    "Người lao động được hưởng lương thử việc bằng 85% mức lương chính thức.",
    "Article 4. Rights of the employee during probation and during the training period",
    "The Employee is paid 85% of the official salary during probation.",
    "Điều 5. Các bên và tiền lương",
    "Article 5. Parties and salary",
    "5.1. Người sử dụng lao động: Công ty TNHH Thương mại An Phát, mã số thuế 0101234567",
    "Đại diện: Ông Trần Văn Bình, Giám đốc.",
    "5.1. The Employer: An Phat Trading Co., Ltd., tax code 0101234567, represented by",
    "Mr Tran Van Binh, Director.",
    "5.2. Mức lương cơ bản hằng tháng của Người lao động theo hợp đồng này là 15.000.000 đồng",
    "(Mười lăm triệu đồng).",
    "5.2. The Employee's monthly basic salary under this contract is VND 15,000,000",
    "(fifteen million dong).",
]


@pytest.mark.parametrize("as_text", [False, True], ids=["docx", "text"])
def test_a_printed_line_cut_before_a_capital_goes_on_where_nothing_opens(
    tmp_path: Path, as_text: bool
) -> None:
    lines = PRINTED + PRINTED_ON_CAPITALS
    path = (
        write_text(tmp_path / "pasted.txt", "\n\n".join(lines))
        if as_text
        else write_docx(tmp_path / "pasted.docx", *lines)
    )
    document = parse_signed_document(path)
    assert problems(document) == []
    assert clause(document, "§1.2").text_vi == READ["§1.2"][0]
    assert clause(document, "§4").text_vi == (
        "Quyền của người lao động trong thời gian thử việc và thời gian đào tạo\n"
        "Người lao động được hưởng lương thử việc bằng 85% mức lương chính thức."
    )
    assert clause(document, "§4").text_en == (
        "Rights of the employee during probation and during the training period\n"
        "The Employee is paid 85% of the official salary during probation."
    )
    assert clause(document, "§5.1").text_vi == (
        "Người sử dụng lao động: Công ty TNHH Thương mại An Phát, mã số thuế 0101234567\n"
        "Đại diện: Ông Trần Văn Bình, Giám đốc."
    )
    assert clause(document, "§5.1").text_en == (
        "The Employer: An Phat Trading Co., Ltd., tax code 0101234567, represented by "
        "Mr Tran Van Binh, Director."
    )
    assert clause(document, "§5.2").text_vi == (
        "Mức lương cơ bản hằng tháng của Người lao động theo hợp đồng này là 15.000.000 đồng "
        "(Mười lăm triệu đồng)."
    )
    assert clause(document, "§5.2").text_en == (
        "The Employee's monthly basic salary under this contract is VND 15,000,000 "
        "(fifteen million dong)."
    )


@pytest.mark.parametrize(
    "above, below",
    [
        # a title without a label over its article's first sentence
        (
            "Quyền và nghĩa vụ của các bên trong việc bảo vệ bí mật kinh doanh và khách hàng",
            "Người lao động không tiết lộ thông tin của khách hàng cho bên thứ ba.",
        ),
        # a heading in title case
        (
            "Protection of Confidential Information, Trade Secrets and Customer Relationships",
            "The Employee keeps the Company's information secret.",
        ),
        # a lead-in without its colon over an item opening on a capital
        (
            "Người lao động còn phải tuân thủ các yêu cầu dưới đây theo quy chế của Công ty",
            "Không sử dụng tài sản của Công ty vào mục đích cá nhân.",
        ),
        # a list's items without bullets
        (
            "Được nghỉ hằng năm 14 ngày làm việc hưởng nguyên lương theo quy định hiện hành",
            "Được đóng bảo hiểm xã hội.",
        ),
        # a field typed without a space after its colon
        (
            "Người lao động cung cấp các thông tin cá nhân sau đây để phòng nhân sự lập hồ sơ",
            "Họ và tên:Trần Thị Bình.",
        ),
    ],
    ids=["title", "title-case", "lead-in", "list-items", "field"],
)
def test_a_line_on_a_capital_that_opens_its_own_sentence_keeps_its_break(
    tmp_path: Path, above: str, below: str
) -> None:
    # (each had been run into the full line above it, as if the page had cut a sentence)
    lines = [*PRINTED, "Điều 4. Quy định khác", "Article 4. Other provisions", above, below]
    document = parse_signed_document(write_docx(tmp_path / "pasted.docx", *lines))
    assert clause(document, "§1.2").text_vi == READ["§1.2"][0]
    other = clause(document, "§4")
    assert f"{above}\n{below}" in f"{other.text_vi}\n{other.text_en}"


def test_a_short_line_before_a_page_s_end_keeps_its_break(tmp_path: Path) -> None:
    # (a line before the page's number went on whatever its width, and the lead-in took its
    # list's first item: "… các quyền sau đây được nghỉ hằng năm …")
    lines = [
        *PRINTED,
        "Điều 4. Quyền lợi",
        "Article 4. Benefits",
        "Người lao động có các quyền sau đây",
        "Trang 2/2",
        "được nghỉ hằng năm 14 ngày làm việc hưởng nguyên lương;",
        "được đóng bảo hiểm xã hội theo quy định.",
        "The Employee has the following rights",
        "paid annual leave of 14 working days;",
        "social insurance contributions as required.",
    ]
    document = parse_signed_document(write_docx(tmp_path / "pasted.docx", *lines))
    assert clause(document, "§1.1").text_vi == READ["§1.1"][0]
    assert clause(document, "§4").text_vi == (
        "Quyền lợi\nNgười lao động có các quyền sau đây\n"
        "được nghỉ hằng năm 14 ngày làm việc hưởng nguyên lương;\n"
        "được đóng bảo hiểm xã hội theo quy định."
    )


def test_a_document_written_as_paragraphs_keeps_its_line_breaks(tmp_path: Path) -> None:
    # a list's lead-in with no colon over items in lower case, and a long article title over
    # a sentence on a capital: a writer's lines, not a page's cuts (and no page was pasted)
    path = write_docx(
        tmp_path / "written.docx",
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Quyền của người lao động trong thời gian thử việc và trong thời gian đào tạo",
        "Người lao động được hưởng lương thử việc bằng 85% mức lương chính thức.",
        "Article 1. Rights of the employee during probation and during the training period",
        "The Employee is paid 85% of the official salary during probation.",
        "1.1. Người lao động có các quyền sau đây",
        "được nghỉ phép năm;",
        "được đóng bảo hiểm xã hội.",
        "1.1. The Employee has the following rights",
        "annual leave;",
        "social insurance contributions.",
    )
    document = parse_signed_document(path)
    assert clause(document, "§1").text_vi == (
        "Quyền của người lao động trong thời gian thử việc và trong thời gian đào tạo\n"
        "Người lao động được hưởng lương thử việc bằng 85% mức lương chính thức."
    )
    assert clause(document, "§1.1").text_vi == (
        "Người lao động có các quyền sau đây\nđược nghỉ phép năm;\nđược đóng bảo hiểm xã hội."
    )
    assert clause(document, "§1.1").text_en == (
        "The Employee has the following rights\nannual leave;\nsocial insurance contributions."
    )


def test_a_bare_number_over_a_title_is_no_page_number(tmp_path: Path) -> None:
    # "1" over "Phạm vi" numbers the heading under it (a page's number stands before more
    # of the body: a label, words going on in lower case, or nothing)
    path = write_docx(
        tmp_path / "bare.docx",
        "HỢP ĐỒNG LAO ĐỘNG / LABOUR CONTRACT",
        "1",
        "Phạm vi",
        "Hợp đồng này quy định quyền và nghĩa vụ của hai bên.",
    )
    assert [block.text for block in read_source(path).blocks if isinstance(block, Paragraph)][
        1:3
    ] == ["1", "Phạm vi"]


def test_a_table_typed_with_tabs_in_word_is_a_table(tmp_path: Path) -> None:
    # (its rows had been paragraphs, their cells run together: "Khoản Mức Điều kiện"; a text
    # file's tabbed rows were read as a table already)
    vietnamese = [
        "Khoản\tMức\tĐiều kiện",
        "Phụ cấp ăn trưa\t730.000 đồng/tháng\tTheo ngày công",
        "Phụ cấp xăng xe\t\t800.000 đồng/tháng\tCố định",  # (two tabs to reach a column)
    ]
    english = [
        "Item\tAmount\tCondition",
        "Lunch allowance\tVND 730,000/month\tBy days worked",
        "Fuel allowance\tVND 800,000/month\tFixed",
    ]
    path = write_docx(
        tmp_path / "tabs.docx",
        "PHỤ LỤC CHẾ ĐỘ ĐÃI NGỘ / TOTAL REWARDS APPENDIX",
        "Điều 1. Phụ cấp",
        "Article 1. Allowances",
        "Người lao động được hưởng các khoản sau:",
        "The Employee receives the following:",
        *vietnamese,
        *english,
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
        "Phụ lục có hiệu lực từ ngày 01/05/2024.",
        "This Appendix takes effect from 01/05/2024.",
    )
    document = parse_signed_document(path)
    assert clause(document, "§1").text_vi.splitlines()[2:] == [
        "Khoản | Mức | Điều kiện",
        "Phụ cấp ăn trưa | 730.000 đồng/tháng | Theo ngày công",
        "Phụ cấp xăng xe | 800.000 đồng/tháng | Cố định",
    ]
    assert clause(document, "§1").text_en.splitlines()[2:] == [
        "Item | Amount | Condition",
        "Lunch allowance | VND 730,000/month | By days worked",
        "Fuel allowance | VND 800,000/month | Fixed",
    ]


def test_a_label_and_its_text_after_tabs_are_no_table_row(tmp_path: Path) -> None:
    path = write_docx(
        tmp_path / "labels.docx",
        "HỢP ĐỒNG LAO ĐỘNG / LABOUR CONTRACT",
        "Điều 1.\tCông việc\tWork",
        "1.1.\tNgười lao động làm việc tại Hà Nội.\tThe Employee works in Hanoi.",
        "1.2.\tNgười lao động làm việc 40 giờ mỗi tuần.\tThe Employee works 40 hours a week.",
    )
    document = parse_signed_document(path)
    assert clause(document, "§1.2").text_vi == "Người lao động làm việc 40 giờ mỗi tuần."


def test_a_title_a_browser_broke_inside_a_compound_is_one_title(tmp_path: Path) -> None:
    # wkhtmltopdf's 16-point title wrapped at 32 characters: "… KHÔNG CẠNH" / "TRANH" (the
    # title had lost its last word; one line that short was not read as wrapped)
    path = write_text(
        tmp_path / "nda.txt",
        "THỎA THUẬN BẢO MẬT VÀ KHÔNG CẠNH\nTRANH\nCONFIDENTIALITY AND NON-COMPETE AGREEMENT\n\n"
        "Điều 1. Thời hạn bảo mật\nArticle 1. Confidentiality period\n"
        "Nghĩa vụ bảo mật kéo dài trong 03 năm.\n"
        "The confidentiality obligation lasts for 03 years.\n",
    )
    document = parse_signed_document(path)
    assert (document.title_vi, document.title_en) == (
        "THỎA THUẬN BẢO MẬT VÀ KHÔNG CẠNH TRANH",
        "CONFIDENTIALITY AND NON-COMPETE AGREEMENT",
    )


def test_a_header_printed_from_page_two_on_is_no_clause_text(tmp_path: Path) -> None:
    # Word's "different first page": on a document of two pages the company's header prints
    # once, at page 2's top (it had become a line of the clause the page break fell in)
    page_one = (
        "HỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\n\nĐiều 1. Thời hạn\nArticle 1. Term\n"
        "Hợp đồng lao động xác định thời hạn 24 tháng.\nFixed-term labour contract of 24 months.\n"
        "Điều 2. Tiền lương\nArticle 2. Salary\n\n                    Trang 1/2\n"
    )
    page_two = (
        "CÔNG TY TNHH THƯƠNG MẠI AN PHÁT\n\nMức lương cơ bản: 15.000.000 đồng/tháng.\n"
        "Basic salary: VND 15,000,000 per month.\n\n                    Trang 2/2\n"
    )
    document = parse_signed_document(write_text(tmp_path / "two.txt", page_one + "\f" + page_two))
    assert clause(document, "§2").text_vi == "Tiền lương\nMức lương cơ bản: 15.000.000 đồng/tháng."


def test_a_sentence_going_on_over_a_page_with_a_company_name_keeps_it(tmp_path: Path) -> None:
    page_one = (
        "HỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\n\nĐiều 1. Các bên\nArticle 1. Parties\n"
        "Hợp đồng này được ký giữa\n\n                    Trang 1/2\n"
    )
    page_two = (
        "CÔNG TY TNHH THƯƠNG MẠI AN PHÁT và ông Nguyễn Văn An.\n"
        "This contract is made between An Phat Trading Co., Ltd and Mr Nguyen Van An.\n\n"
        "                    Trang 2/2\n"
    )
    document = parse_signed_document(write_text(tmp_path / "two.txt", page_one + "\f" + page_two))
    assert "CÔNG TY TNHH THƯƠNG MẠI AN PHÁT và ông Nguyễn Văn An." in clause(document, "§1").text_vi
