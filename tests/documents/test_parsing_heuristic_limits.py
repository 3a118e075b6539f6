"""Where the layout heuristics must not fire: cases a review of them found misread.

Each heuristic added for unseen contracts (lettered sections, a numbered preamble, "PHỤ LỤC"
alone opening an appendix, wrapped cross-references, names weighing little in language
detection) has a neighbour it must leave alone; these are those neighbours.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import Layout, ParsedDocument
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_text


def _parse(tmp_path: Path, *lines: str, suffix: str = "md") -> ParsedDocument:
    separator = "\n" if suffix == "txt" else "\n\n"
    return parse_signed_document(write_text(tmp_path / f"doc.{suffix}", separator.join(lines)))


def test_lettered_headings_inside_a_contract_with_articles_are_text(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "A. CÁC BÊN GIAO KẾT",
        "Bên A: Công ty TNHH Sao Việt, mã số thuế 0101234567.",
        "Điều 1. Các bên",
        "A. NGƯỜI SỬ DỤNG LAO ĐỘNG",
        "Công ty TNHH Sao Việt, mã số thuế 0101234567.",
        "B. NGƯỜI LAO ĐỘNG",
        "Ông Trần Minh Khoa, sinh ngày 14/05/1998.",
        "Điều 2. Tiền lương",
        "Mức lương cơ bản là 35.000.000 đồng/tháng.",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2"]
    assert clause(parsed, "§1").text_vi.split("\n") == [
        "Các bên",
        "A. NGƯỜI SỬ DỤNG LAO ĐỘNG",
        "Công ty TNHH Sao Việt, mã số thuế 0101234567.",
        "B. NGƯỜI LAO ĐỘNG",
        "Ông Trần Minh Khoa, sinh ngày 14/05/1998.",
    ]
    assert "Bên A: Công ty TNHH Sao Việt, mã số thuế 0101234567." in parsed.preamble_vi


def test_vietnamese_numbers_beside_english_articles_are_kept(tmp_path: Path) -> None:
    """The numbered preamble is judged per language: Vietnamese "1.", "2." beside English
    "Article 1" are the clauses, interleaved or one language after the other."""
    interleaved = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "*LABOR CONTRACT*",
        "1. THỜI HẠN HỢP ĐỒNG",
        "*Article 1. Term of contract*",
        "Hợp đồng có thời hạn 12 tháng.",
        "*The contract has a term of 12 months.*",
        "2. TIỀN LƯƠNG",
        "*Article 2. Salary*",
        "Mức lương cơ bản là 35.000.000 đồng/tháng.",
        "*The basic salary is VND 35,000,000 per month.*",
    )
    assert outline(interleaved) == [
        ("§1", None, "1.", "Article 1"),
        ("§2", None, "2.", "Article 2"),
    ]
    assert problems(interleaved) == []
    halves = parse_signed_document(
        write_text(
            tmp_path / "halves.md",
            "\n\n".join(
                [
                    "HỢP ĐỒNG LAO ĐỘNG",
                    "1. Thời hạn hợp đồng: Hợp đồng có thời hạn 12 tháng.",
                    "2. Tiền lương: Mức lương cơ bản là 35.000.000 đồng/tháng.",
                    "LABOR CONTRACT",
                    "Article 1. Term of contract: The contract has a term of 12 months.",
                    "Article 2. Salary: The basic salary is VND 35,000,000 per month.",
                ]
            ),
        )
    )
    assert halves.layout is Layout.SEPARATE
    assert outline(halves) == [("§1", None, "1.", "Article 1"), ("§2", None, "2.", "Article 2")]


def test_phu_luc_alone_inside_the_contract_is_a_word(tmp_path: Path) -> None:
    """Only after the signature block does "PHỤ LỤC" alone open an appendix."""
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "Điều 1. Thời hạn",
        "Hợp đồng có thời hạn 12 tháng.",
        "Điều 2. Tài liệu kèm theo",
        "Các tài liệu sau là một phần không tách rời của Hợp đồng này:",
        "Phụ lục",
        "Bảng lương, bảng mô tả công việc và nội quy lao động.",
        "Điều 3. Hiệu lực",
        "Hợp đồng có hiệu lực từ ngày ký.",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3"]
    assert "Phụ lục" in clause(parsed, "§2").text_vi.split("\n")


def test_an_appendix_numbers_its_articles_from_one_in_a_wrapped_text(tmp_path: Path) -> None:
    """The wrapped-reference rule knows which article comes next: after "PHỤ LỤC 01" it is
    Điều 1 again, not Điều 3 — "Điều 1 Mức lương cơ bản" is the appendix's first article."""
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "Điều 1 Thời hạn hợp đồng",
        "Hợp đồng có thời hạn 12 tháng kể từ ngày 01/01/2025.",
        "Điều 2 Tiền lương",
        "Mức lương được quy định tại Phụ lục 01 kèm theo Hợp đồng này.",
        "NGƯỜI LAO ĐỘNG",
        "PHỤ LỤC 01",
        "Bảng lương và phụ cấp",
        "Điều 1 Mức lương cơ bản",
        "Mức lương cơ bản là 35.000.000 đồng/tháng.",
        "Điều 2 Phụ cấp",
        "Phụ cấp ăn trưa là 730.000 đồng/tháng.",
        suffix="txt",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§A1", "§A1.1", "§A1.2"]


def test_a_reference_number_wrapped_onto_the_next_line(tmp_path: Path) -> None:
    """ "… set out in Article" / "36.1 of the Labor Code": the number is the reference's,
    not a clause label; "Article 7.2." alone after "… referred to in" is a reference too."""
    parsed = _parse(
        tmp_path,
        "Điều 8. Chấm dứt",
        "Article 8. Termination",
        "8.1. Hợp đồng chấm dứt trong các trường hợp quy định tại Điều",
        "36.1 Bộ luật Lao động và các trường hợp khác.",
        "8.1. The contract ends in the cases set out in Article",
        "36.1 of the Labor Code and in other cases.",
        "8.2. Thời hạn báo trước theo quy định tại",
        "Điều 7.2.",
        "8.2. The notice period is as referred to in",
        "Article 7.2.",
        suffix="txt",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§8", "§8.1", "§8.2"]
    assert clause(parsed, "§8.1").text_en == (
        "The contract ends in the cases set out in Article 36.1 of the Labor Code and in other "
        "cases."
    )
    assert clause(parsed, "§8.2").text_en == "The notice period is as referred to in Article 7.2."
    assert problems(parsed) == []


@pytest.mark.parametrize(
    "sentence", ["Xem trang 5 của Nội quy.", "Người Lao Động phải tuân thủ Nội Quy của Công Ty."]
)
def test_vietnamese_capitalised_terms_keep_their_weight(tmp_path: Path, sentence: str) -> None:
    parsed = _parse(
        tmp_path,
        "Điều 1. Nội quy",
        "*Article 1. Rules*",
        f"1.1. {sentence}",
        "*1.1. See the Rules.*",
    )
    assert clause(parsed, "§1.1").text_vi == sentence
    assert problems(parsed) == []


def test_markdown_backslash_escapes_as_google_docs_writes_them(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "**Điều 1\\.** Tiền lương",
        "*Article 1\\. Salary*",
        "1\\. Lương là 35\\.000\\.000 đồng\\-tháng.",
        "*1\\. The salary is VND 35,000,000 per\\-month.*",
        "a\\) Phụ cấp ăn trưa;",
        "*a\\) Lunch allowance;*",
    )
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1.", "1."),
        ("§1.1(a)", "§1.1", "a)", "a)"),
    ]
    assert clause(parsed, "§1.1").text_vi == "Lương là 35.000.000 đồng-tháng."
    assert clause(parsed, "§1").text_vi == "Tiền lương"


def test_pdf_ligatures_are_letters(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "Điều 1. Giải thích từ ngữ",
        "Article 1. Deﬁnitions",
        "1.1. Thông tin bảo mật là mọi thông tin của văn phòng.",
        "1.1. Conﬁdential Information is all information of the oﬃce.",
    )
    assert clause(parsed, "§1").text_en == "Definitions"
    assert (
        clause(parsed, "§1.1").text_en
        == "Confidential Information is all information of the office."
    )
    assert problems(parsed) == []


def test_a_sentence_ending_in_a_party_name_wrapped_onto_its_own_line(tmp_path: Path) -> None:
    """ "… Quy chế lương, thưởng của" / "Công ty.": the end of the sentence, not a signature
    heading to drop."""
    parsed = _parse(
        tmp_path,
        "Điều 1. Tiền lương",
        "Article 1. Salary",
        "1.1. Việc nâng lương được xem xét theo Quy chế lương, thưởng của",
        "Công ty.",
        "1.1. Salary increases are considered under the Salary Regulations of",
        "the Company.",
        suffix="txt",
    )
    assert clause(parsed, "§1.1").text_vi == (
        "Việc nâng lương được xem xét theo Quy chế lương, thưởng của Công ty."
    )


@pytest.mark.parametrize(
    "heading",
    [
        "FOR THE EMPLOYER",
        "FOR THE COMPANY",
        "EMPLOYER\u2019S REPRESENTATIVE",
        "(Signature, full name)",
    ],
)
def test_english_signature_headings_in_a_separate_english_file(
    tmp_path: Path, heading: str
) -> None:
    vi_lines = ["Điều 1. Hiệu lực", "Hợp đồng có hiệu lực từ ngày ký.", "ĐẠI DIỆN CÔNG TY", "An"]
    en_lines = ["Article 1. Effect", "This contract takes effect on signing.", heading, "An"]
    vi = write_text(tmp_path / "vi.md", "\n\n".join(vi_lines))
    en = write_text(tmp_path / "en.md", "\n\n".join(en_lines))
    parsed = parse_signed_document(vi, path_en=en)
    assert clause(parsed, "§1").text_en == "Effect\nThis contract takes effect on signing."


def test_running_headers_of_several_lines_are_page_furniture() -> None:
    from rubric.documents.parsing.formats import _drop_running_lines

    header = ["CÔNG TY TNHH CYBERSKILL VIỆT NAM", "Tầng 12, 25 Lê Thánh Tôn", "HĐLĐ số 15/2026"]
    pages = [
        [*header, "Điều 1. Thời hạn", "Hợp đồng có thời hạn 12 tháng.", "Trang 1/3"],
        [*header, "Điều 2. Tiền lương", "Lương là 35.000.000 đồng.", "Trang 2/3"],
        [*header, "Điều 3. Hiệu lực", "Hợp đồng có hiệu lực từ ngày ký.", "Trang 3/3"],
    ]
    assert _drop_running_lines(pages) == [
        ["Điều 1. Thời hạn", "Hợp đồng có thời hạn 12 tháng."],
        ["Điều 2. Tiền lương", "Lương là 35.000.000 đồng."],
        ["Điều 3. Hiệu lực", "Hợp đồng có hiệu lực từ ngày ký."],
    ]


def test_table_rows_written_alike_across_a_page_break_are_no_header() -> None:
    """A salary-grade table's rows differ only in their numbers ("Bậc 12 | 4,32 | …" at the
    foot of one page, "Bậc 13 | 4,65 | …" atop the next): shaped alike, digits aside, at the
    edges of most pages, they were taken for running headers and footers and dropped
    silently. A header recurs at one edge, and is not written between the edges more often
    than at them, as such rows are. The page's real header and number still go."""
    from rubric.documents.parsing.formats import _drop_running_lines

    def row(grade: int) -> str:
        return f"Bậc {grade} | {2 + grade / 3:.2f} | {grade * 1_100_000:,} đồng".replace(",", ".")

    header = "CÔNG TY TNHH MINH PHÁT - PHỤ LỤC THANG LƯƠNG"
    body = [
        ["Điều 1. Thang lương", "Lương theo bậc như sau:", *map(row, range(1, 13))],
        [*map(row, range(13, 27))],
        [*map(row, range(27, 33)), "Điều 2. Hiệu lực", "Có hiệu lực từ ngày ký."],
    ]
    pages = [[header, *lines, f"Trang {page}/3"] for page, lines in enumerate(body, 1)]
    assert _drop_running_lines(pages) == body


def test_a_sentence_end_two_pages_share_is_no_footer() -> None:
    """Two pages that happen to end with the same wrapped line: a line opening in lower case
    ends a sentence, it is no running footer (both clauses lost their last words)."""
    from rubric.documents.parsing.formats import _drop_running_lines

    pages = [
        [
            "Điều 1. Tài sản",
            "The Employee shall keep the property assigned and return them in full",
            "when the labor contract ends.",
        ],
        [
            "Điều 2. Bàn giao",
            "The Employee shall hand over all work in progress to the Company",
            "when the labor contract ends.",
        ],
    ]
    assert _drop_running_lines(pages) == pages


def test_a_headings_wrapped_end_at_a_pages_foot_is_no_footer() -> None:
    """ "Article 4. Rights and obligations of" / "Party C" at the foot of page 1, the
    signature captions ("BÊN C" / "PARTY C") at the foot of page 2: shaped alike, the heading's
    end was dropped as a running footer, silently. A line completing a phrase the line above
    left open (a heading or a sentence stopping on "of", "của") is no footer."""
    from rubric.documents.parsing.formats import _drop_running_lines

    pages = [
        [
            "Điều 3. Quyền và nghĩa vụ của Bên B",
            "3.1. Bên B trả phí dịch vụ hằng tháng.",
            "Điều 4. Quyền và nghĩa vụ của Bên C Article 4. Rights and obligations of",
            "Party C",
        ],
        [
            "4.1. Bên C chấp hành nội quy lao động.",
            "BÊN A BÊN B BÊN C",
            "PARTY A PARTY B",
            "PARTY C",
        ],
    ]
    assert _drop_running_lines(pages)[0] == pages[0]
    # the neighbour: a footer printed alike on every page goes, under an open phrase too
    pages = [
        ["Điều 1. Phạm vi", "Người lao động làm các nhiệm vụ của", "CÔNG TY TNHH ABC", "Trang 1/2"],
        ["phòng kỹ thuật.", "Điều 2. Hiệu lực", "CÔNG TY TNHH ABC", "Trang 2/2"],
    ]
    assert _drop_running_lines(pages) == [
        ["Điều 1. Phạm vi", "Người lao động làm các nhiệm vụ của"],
        ["phòng kỹ thuật.", "Điều 2. Hiệu lực"],
    ]


def test_a_clause_naming_a_page_is_no_footer() -> None:
    """ "3.1. … tại Phụ lục 01, trang 2/3" ending a page is a clause (a label opens it, and
    the document has 2 pages, not 3): it was dropped as a footer."""
    from rubric.documents.parsing.formats import _drop_running_lines

    pages = [
        ["Điều 3. Tiền lương", "3.1. Bảng lương chi tiết nêu tại Phụ lục 01, trang 2/3"],
        ["Điều 4. Hiệu lực", "Hợp đồng có hiệu lực từ ngày ký."],
    ]
    assert _drop_running_lines(pages) == pages


def test_a_footer_numbering_its_page_is_furniture_on_its_only_page() -> None:
    """A footer printed on one page only (the first page has its own, the last a section's):
    "Trang 2/3" or "Page 2 of 3" after its text still makes it a footer."""
    from rubric.documents.parsing.formats import _drop_running_lines

    pages = [
        ["Điều 1. Thời hạn", "Hợp đồng có thời hạn 12 tháng.", "Trang 1/3"],
        ["Điều 2. Tiền lương", "Lương là 35.000.000 đồng.", "Bảo mật / Confidential Trang 2/3"],
        ["Điều 3. Hiệu lực", "Hợp đồng có hiệu lực từ ngày ký.", "Internal use - Page 3 of 3"],
    ]
    assert _drop_running_lines(pages) == [
        ["Điều 1. Thời hạn", "Hợp đồng có thời hạn 12 tháng."],
        ["Điều 2. Tiền lương", "Lương là 35.000.000 đồng."],
        ["Điều 3. Hiệu lực", "Hợp đồng có hiệu lực từ ngày ký."],
    ]


def test_a_chapter_of_a_code_wrapped_to_the_start_of_a_line(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "Điều 14. Giải quyết tranh chấp",
        "14.1. Tranh chấp lao động được giải quyết theo",
        "Chương XIV Bộ luật Lao động.",
        "14.2. Hai bên ưu tiên thương lượng.",
        suffix="txt",
    )
    assert clause(parsed, "§14.1").text_vi == (
        "Tranh chấp lao động được giải quyết theo Chương XIV Bộ luật Lao động."
    )


def test_two_table_cells_printed_on_one_pdf_line(tmp_path: Path) -> None:
    """A VI | EN table printed to PDF: one-line cells come out on one line, the English
    opening with the row's own label again."""
    parsed = _parse(
        tmp_path,
        "Điều 9. Quyền và nghĩa vụ",
        "Article 9. Rights and obligations",
        "9.1 Người lao động có các quyền sau đây: 9.1 The Employee has the following rights:",
        "a) Được trả lương đầy đủ; a) To be paid in full;",
        "b) Được nghỉ phép năm theo khoản 9.1 này. b) To take annual leave.",
        suffix="txt",
    )
    assert outline(parsed) == [
        ("§9", None, "Điều 9", "Article 9"),
        ("§9.1", "§9", "9.1", "9.1"),
        ("§9.1(a)", "§9.1", "a)", "a)"),
        ("§9.1(b)", "§9.1", "b)", "b)"),
    ]
    assert clause(parsed, "§9.1(b)").text_vi == "Được nghỉ phép năm theo khoản 9.1 này."
    assert problems(parsed) == []


def test_numbered_clauses_signed_before_an_appendix_in_articles_stay_clauses(
    tmp_path: Path,
) -> None:
    """ "1.", "2." then the signature, then an appendix numbered "Điều 1", "Điều 2" (its
    heading unnumbered, so no appendix label): the contract's clauses are not a preamble."""
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG DỊCH VỤ",
        "1. Phạm vi công việc",
        "Bên B cung cấp dịch vụ vệ sinh văn phòng cho Bên A.",
        "2. Giá dịch vụ",
        "Giá dịch vụ là mười triệu đồng mỗi tháng.",
        "ĐẠI DIỆN BÊN A",
        "Nguyễn Văn A",
        "PHỤ LỤC HỢP ĐỒNG",
        "Điều 1. Danh mục công việc",
        "Lau dọn sàn nhà hằng ngày.",
        "Điều 2. Tần suất",
        "Hai lần mỗi tuần.",
    )
    assert clause(parsed, "§1").label_vi == "1."
    assert clause(parsed, "§1").text_vi.startswith("Phạm vi công việc\nBên B cung cấp")
    assert "1. Phạm vi công việc" not in parsed.preamble_vi


def test_an_english_title_before_english_first_articles_stays_the_title(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Article 1. Term of contract",
        "Điều 1. Thời hạn hợp đồng",
        "The contract has a term of twelve months.",
        "Hợp đồng có thời hạn mười hai tháng.",
        "Article 2. Salary",
        "Điều 2. Tiền lương",
        "The salary is ten million dong a month.",
        "Tiền lương là mười triệu đồng mỗi tháng.",
    )
    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT")
    assert clause(parsed, "§1").text_en == (
        "Term of contract\nThe contract has a term of twelve months."
    )
    assert problems(parsed) == []


def test_held_text_goes_back_when_a_point_of_its_clause_follows(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "Điều 1. Các bên",
        "NGƯỜI SỬ DỤNG LAO ĐỘNG",
        "Công ty TNHH ABC có trụ sở tại số 5 đường Lê Lợi, Thành phố Hồ Chí Minh.",
        "a) Người đại diện là ông Nguyễn Văn A, giám đốc.",
        "b) Người lao động là bà Trần Thị B.",
        "Điều 2. Thời hạn hợp đồng",
        "Hợp đồng có thời hạn mười hai tháng.",
    )
    assert clause(parsed, "§1").text_vi.split("\n") == [
        "Các bên",
        "NGƯỜI SỬ DỤNG LAO ĐỘNG",
        "Công ty TNHH ABC có trụ sở tại số 5 đường Lê Lợi, Thành phố Hồ Chí Minh.",
    ]


def test_an_english_name_in_a_vietnamese_heading_is_not_its_translation(tmp_path: Path) -> None:
    """ "Điều 2. … theo Section 5 …": the English label must carry the heading's number."""
    parsed = _parse(
        tmp_path,
        "Điều 1. Phạm vi",
        "Người lao động làm việc tại văn phòng công ty.",
        "Điều 2. Tuân thủ quy định tại Section 5 về bảo mật của tập đoàn",
        "Người lao động tuân thủ bộ quy tắc ứng xử của tập đoàn.",
    )
    assert clause(parsed, "§2").label_en == ""
    assert clause(parsed, "§2").text_vi.startswith("Tuân thủ quy định tại Section 5 về bảo mật")


def test_a_ranks_numeral_wrapped_to_the_next_line_is_no_heading(tmp_path: Path) -> None:
    """ "… mức lương tối thiểu vùng" / "I. Người lao động …": the page wrapped "vùng I"; the
    "I." is the region's numeral, not a section (the rest of the clause was left out under a
    phantom chapter). A heading in capitals ending in such a word still ends its line."""
    parsed = _parse(
        tmp_path,
        "Điều 3. Tiền lương",
        "3.1. Lương cơ bản: 9.800.000 đồng/tháng, không thấp hơn mức lương tối thiểu vùng",
        "I. Người lao động được trả lương vào ngày 05 hằng tháng.",
        "3.2. Phụ cấp theo bậc",
        "2 của thang lương.",
        "Điều 4. PHÂN LOẠI",
        "4.1. Công việc được xếp hạng theo quy chế.",
        suffix="txt",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§3", "§3.1", "§3.2", "§4", "§4.1"]
    assert clause(parsed, "§3.1").text_vi == (
        "Lương cơ bản: 9.800.000 đồng/tháng, không thấp hơn mức lương tối thiểu vùng I. "
        "Người lao động được trả lương vào ngày 05 hằng tháng."
    )
    assert clause(parsed, "§3.2").text_vi == "Phụ cấp theo bậc 2 của thang lương."


def test_a_pages_own_numbered_list_is_no_line_numbering() -> None:
    """Line numbers number every line, headings and wrapped sentences alike; a list numbered
    "1 …", "2 …" keeps its numbers, lower-case items too, when no heading is numbered (the
    duties of "1.1. … nghĩa vụ sau đây:" lost their numbers)."""
    from rubric.documents.parsing.formats import _without_line_numbers

    listed = [f"{n} Tài liệu kèm theo số {n}" for n in range(1, 8)]
    duties = ["Điều 1. Nghĩa vụ", "1.1. Người lao động có các nghĩa vụ sau đây:"]
    duties += [f"{n} nghĩa vụ thứ {n};" for n in range(1, 11)] + ["Điều 2. Quyền"]
    assert _without_line_numbers([listed, duties]) == [listed, duties]
    numbered = ["1 Điều 1. Phạm vi", "2 Hợp đồng áp dụng cho", "3 người lao động tại Hà Nội."]
    numbered += [f"{n} Nội dung dòng {n}." for n in range(4, 8)]
    going_on = [f"{n} tiếp theo dòng {n}" for n in range(1, 8)]
    stripped = _without_line_numbers([numbered, going_on])
    assert stripped[0][:3] == [
        "Điều 1. Phạm vi",
        "Hợp đồng áp dụng cho",
        "người lao động tại Hà Nội.",
    ]
    assert stripped[1][0] == "tiếp theo dòng 1"


def test_bullet_glyphs_of_a_pdf_are_no_text() -> None:
    """Google Docs and Word print list bullets as characters ("●", "○", "■"): no one quotes
    them, and the .docx shows none (its bullets are list numbering)."""
    from rubric.documents.parsing.formats import Paragraph
    from rubric.documents.parsing.plaintext import pdf_blocks

    blocks = pdf_blocks(
        [["Điều 2. Phúc lợi", "● Bảo hiểm sức khỏe;", "○ Health insurance;", "■ Xe đưa đón."]]
    )
    assert [b.text for b in blocks if isinstance(b, Paragraph)] == [
        "Điều 2. Phúc lợi",
        "Bảo hiểm sức khỏe;",
        "Health insurance;",
        "Xe đưa đón.",
    ]


def test_a_heading_ending_in_a_rank_word_is_followed_by_the_next_clause(tmp_path: Path) -> None:
    """ "5.2. Nâng bậc" then "5.3. …": a heading, then the next sub-clause, not "bậc 5.3"."""
    parsed = _parse(
        tmp_path,
        "Điều 5. Tiền lương và nâng lương",
        "5.1. Mức lương theo thang bảng lương của Công ty.",
        "5.2. Nâng bậc",
        "5.3. Người lao động được xét nâng lương mỗi năm một lần.",
        "Điều 6. Đánh giá",
        "6.1. Xếp loại",
        "6.2. Kết quả đánh giá được thông báo bằng văn bản.",
        suffix="txt",
    )
    assert [ref for ref, *_ in outline(parsed)] == [
        "§5",
        "§5.1",
        "§5.2",
        "§5.3",
        "§6",
        "§6.1",
        "§6.2",
    ]
    assert clause(parsed, "§5.2").text_vi == "Nâng bậc"
