"""What probe 33 (340 documents: labels of unusual shapes, articles grouped by Chương, Phần
and Mục, NFD and invisible characters, Word's footnotes, comments and tracked changes, tab
lines, form feeds; truth written and frozen first) found read wrong without a word said."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, printed_lines, problems, write_docx, write_text

_TITLE = ["HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT"]


def _texts(parsed: ParsedDocument) -> list[tuple[str, str, str]]:
    return [(c.ref, c.text_vi, c.text_en) for c in parsed.clauses]


def test_a_point_numbered_with_its_clause_needs_no_stop_after_its_letter(tmp_path: Path) -> None:
    """Probe 33: "1.1.a Ăn trưa …" had been no label (only "1.1.a." and "1.1.a)" were), its
    points silently the clause's text (21 documents)."""
    path = write_docx(
        tmp_path / "contract.docx",
        "Điều 1. Phụ cấp",
        "Article 1. Allowances",
        "1.1. Phụ cấp gồm:",
        "1.1. Allowances are:",
        "1.1.a Ăn trưa 730.000 đồng/tháng;",
        "1.1.a Lunch VND 730,000/month;",
        "1.1.b Đi lại 1.000.000 đồng/tháng.",
        "1.1.b Travel VND 1,000,000/month.",
    )
    parsed = parse_signed_document(path)
    assert _texts(parsed)[1:] == [
        ("§1.1", "Phụ cấp gồm:", "Allowances are:"),
        ("§1.1(a)", "Ăn trưa 730.000 đồng/tháng;", "Lunch VND 730,000/month;"),
        ("§1.1(b)", "Đi lại 1.000.000 đồng/tháng.", "Travel VND 1,000,000/month."),
    ]
    assert problems(parsed) == []


def test_clauses_numbered_inside_roman_articles_worded_are_their_clauses(tmp_path: Path) -> None:
    """Probe 33: "I.1", "I.2" under "ĐIỀU I." had been text of the article (read so only under
    a bare "I."), the clauses and their points silently lost (19 documents)."""
    lines = [
        *_TITLE,
        "ĐIỀU I. PHẠM VI",
        "ARTICLE I. SCOPE",
        "I.1 Thời hạn hạn chế là 12 tháng.",
        "I.1 The restricted period is 12 months.",
        "I.2 Phụ cấp gồm:",
        "I.2 Allowances are:",
        "a) ăn trưa;",
        "a) lunch;",
        "b) đi lại.",
        "b) travel.",
        "ĐIỀU II. HỖ TRỢ",
        "ARTICLE II. SUPPORT",
        "II.1 Hỗ trợ 50% lương.",
        "II.1 Support of 50% of salary.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "nda.txt", "\n".join(lines) + "\n"))
    assert [(ref, vi) for ref, vi, _en in _texts(parsed)] == [
        ("§1", "PHẠM VI"),
        ("§1.1", "Thời hạn hạn chế là 12 tháng."),
        ("§1.2", "Phụ cấp gồm:"),
        ("§1.2(a)", "ăn trưa;"),
        ("§1.2(b)", "đi lại."),
        ("§2", "HỖ TRỢ"),
        ("§2.1", "Hỗ trợ 50% lương."),
    ]
    assert clause(parsed, "§2.1").text_en == "Support of 50% of salary."


@pytest.mark.parametrize(
    "last_heading",
    [
        "Điều 1\tArticle 1",
        "Điều 3 \u2013 Thời hạn bảo mật\tArticle 3 \u2013 Term of confidentiality",
    ],
)
def test_a_pages_own_header_naming_the_forms_code_is_dropped(
    tmp_path: Path, last_heading: str
) -> None:
    """Probe 33: a header atop page 2 alone ("CÔNG TY …, Mã tài liệu: BM-HR-01"), after a form
    feed, had been glued onto the clause it interrupts: it prints the code every page's
    footer prints, but the footer, the line before it, had been read as a sentence going on."""
    text = (
        "HỢP ĐỒNG LAO ĐỘNG\tLABOUR CONTRACT\n"
        f"{last_heading}\n"
        "1.1. Lương 15.000.000 đồng.\t1.1. Salary VND 15,000,000.\n"
        "\nBM-HR-01/Rev.02                 Trang 1/2\n"
        "\fCÔNG TY TNHH SAO MAI \u2013 Mã tài liệu: BM-HR-01\n\n"
        "1.2. Trả ngày 05 hằng tháng.\t1.2. Paid on the 5th.\n"
        "\nBM-HR-01/Rev.02                 Trang 2/2\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert clause(parsed, "§1.1").text_vi == "Lương 15.000.000 đồng."
    assert clause(parsed, "§1.2").text_vi == "Trả ngày 05 hằng tháng."
    assert "Mã tài liệu" not in " ".join(vi for _ref, vi, _en in _texts(parsed))


def test_a_heading_printed_over_the_footer_that_names_the_code_is_kept(tmp_path: Path) -> None:
    """The page's last heading in capitals over a footer printing the form's code is no
    header of the code's ("APPENDIX 01: …" had been dropped as one, the appendix's English
    title lost, by this round's first wording of the rule above: a guard)."""
    text = (
        "HỢP ĐỒNG LAO ĐỘNG\n\nLABOUR CONTRACT\n\n"
        "Điều 1. Lương\n\nArticle 1. Salary\n\n"
        "1.1. Lương 15.000.000 đồng.\n\n1.1. Salary VND 15,000,000.\n\n"
        "PHỤ LỤC 01: DANH MỤC TÀI SẢN BÀN GIAO\n\n"
        "APPENDIX 01: LIST OF HANDED-OVER ASSETS\n\n"
        "BM-HR-01/Rev.02                 Trang 1/2\n"
        "\fCÔNG TY TNHH SAO MAI \u2013 Mã tài liệu: BM-HR-01\n\n"
        "1. Máy tính xách tay Dell Latitude 5440.\n\n1. A Dell Latitude 5440 laptop.\n"
        "\nBM-HR-01/Rev.02                 Trang 2/2\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.md", text))
    assert clause(parsed, "§A1").text_en == "LIST OF HANDED-OVER ASSETS"
    assert clause(parsed, "§A1.1").text_vi == "Máy tính xách tay Dell Latitude 5440."


_SPLIT_HEADINGS = [
    *_TITLE,
    "Điều 1",
    "Thời hạn",
    "Article 1",
    "Term",
    "Hợp đồng có thời hạn 12 tháng.",
    "The contract has a term of 12 months.",
    "Điều 2",
    "Phúc lợi",
    "Article 2",
    "Benefits",
    "Người lao động được khám sức khỏe định kỳ 01 lần/năm.",
    "The Employee receives a health check once a year.",
]


def test_an_english_title_under_its_bare_label_is_no_part_of_the_vietnamese(
    tmp_path: Path,
) -> None:
    """Probe 33: "Article 1" / "Term" / "Hợp đồng …", an article of no numbered clauses, had
    read "Term Hợp đồng …" as one Vietnamese paragraph, the English losing its title."""
    parsed = parse_signed_document(
        write_text(tmp_path / "contract.txt", "\n".join(_SPLIT_HEADINGS) + "\n")
    )
    assert (clause(parsed, "§1").text_vi, clause(parsed, "§1").text_en) == (
        "Thời hạn\nHợp đồng có thời hạn 12 tháng.",
        "Term\nThe contract has a term of 12 months.",
    )
    assert clause(parsed, "§2").text_en.startswith("Benefits\n")


def test_an_english_title_under_its_bare_label_in_a_pdf(tmp_path: Path) -> None:
    parsed = parse_signed_document(printed_lines(tmp_path / "contract.pdf", _SPLIT_HEADINGS))
    assert (clause(parsed, "§1").text_vi, clause(parsed, "§1").text_en) == (
        "Thời hạn\nHợp đồng có thời hạn 12 tháng.",
        "Term\nThe contract has a term of 12 months.",
    )


def test_a_bare_label_beside_its_translation_on_a_tab_line(tmp_path: Path) -> None:
    """Probe 33: "Điều 1<TAB>Article 1", then "Quyền sở hữu<TAB>Ownership": the label pair had
    been no pair (a label and its text, as "1.<TAB>Phụ cấp" is), the article lost and its
    title run into the clause before."""
    text = (
        "HỢP ĐỒNG LAO ĐỘNG\tLABOUR CONTRACT\n"
        "Điều 1\tArticle 1\n"
        "Quyền sở hữu\tOwnership\n"
        "1.1. Hợp đồng 12 tháng.\t1.1. A 12-month contract.\n"
        "Điều 2\tArticle 2\n"
        "Thử việc\tProbation\n"
        "2.1. Thử việc 60 ngày.\t2.1. Probation of 60 days.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert _texts(parsed) == [
        ("§1", "Quyền sở hữu", "Ownership"),
        ("§1.1", "Hợp đồng 12 tháng.", "A 12-month contract."),
        ("§2", "Thử việc", "Probation"),
        ("§2.1", "Thử việc 60 ngày.", "Probation of 60 days."),
    ]


# Probe 33's needless reports: documents that were clear, each now read


def test_optional_hyphens_in_english_words_are_no_legacy_font(tmp_path: Path) -> None:
    """Word's optional hyphens (U+00AD) kept in a text saved from it: "regi\u00adstering"
    had counted as TCVN3's "ư" ("nh\u00adng"), 10 documents reported typed in a legacy font
    and one refused. A hyphen between ASCII letters alone makes none."""
    words = "The Employee shall assist the Company in regi\u00adstering prot\u00adection"
    lines = [*_TITLE, "Điều 1. Nghĩa vụ", "Article 1. Obligations"]
    for number in range(1, 13):
        lines += [
            f"1.{number}. Người lao động hỗ trợ Công ty đăng ký bảo hộ lần {number}.",
            f"1.{number}. {words}, incl\u00aduding after leav\u00ading, case {number}.",
        ]
    parsed = parse_signed_document(write_text(tmp_path / "nda.txt", "\n".join(lines) + "\n"))
    assert problems(parsed) == []
    assert clause(parsed, "§1.12").text_en.startswith("The Employee shall assist the Company")


def test_a_legacy_font_with_its_u_as_a_soft_hyphen_is_still_refused(tmp_path: Path) -> None:
    from rubric.documents import DocumentUnreadable

    # (a guard: "Người lao động những được hưởng lương." as TCVN3 shows it)
    tcvn3 = (
        "Ng\u00ad\u00eai lao \u00aei\u00c3ng nh\u00adng "
        "\u00ae\u00ad\u00eec h\u00ad\u00ebng l\u00ad\u00acng."
    )
    text = "\n".join(f"{number}. {tcvn3}" for number in range(1, 12)) + "\n"
    with pytest.raises(DocumentUnreadable) as refused:
        parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert refused.value.code == "legacy_font_encoding"


@pytest.mark.parametrize(
    ("article_vi", "article_en"),
    [("§ 1. Thời hạn", "§ 1. Term"), ("I. THỜI HẠN", "I. TERM")],
)
def test_articles_under_sections_translated_section_by_section(
    tmp_path: Path, article_vi: str, article_en: str
) -> None:
    """ "Mục 1. QUY ĐỊNH CHUNG" / "Section 1. GENERAL" over "§ 1." or "I." articles: the
    English section had been read as an article (8 documents reported §1 twice, 6 lost
    their roman articles as chapters)."""
    second_vi, second_en = (
        ("§ 2. Lương", "§ 2. Salary") if article_vi.startswith("§") else ("II. LƯƠNG", "II. SALARY")
    )
    lines = [
        *_TITLE,
        "Mục 1. QUY ĐỊNH CHUNG",
        "Section 1. GENERAL",
        article_vi,
        article_en,
        "1.1. Hợp đồng có thời hạn 12 tháng.",
        "1.1. The contract has a term of 12 months.",
        "Mục 2. QUYỀN LỢI",
        "Section 2. BENEFITS",
        second_vi,
        second_en,
        "2.1. Lương 15.000.000 đồng.",
        "2.1. Salary VND 15,000,000.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", "\n".join(lines) + "\n"))
    assert problems(parsed) == []
    assert [(ref, vi) for ref, vi, _en in _texts(parsed)][1::2] == [
        ("§1.1", "Hợp đồng có thời hạn 12 tháng."),
        ("§2.1", "Lương 15.000.000 đồng."),
    ]
    assert clause(parsed, "§2.1").text_en == "Salary VND 15,000,000."


# A review of the rules above: their neighbours, read as before


def test_a_reference_to_a_point_opening_a_wrapped_line_goes_on(tmp_path: Path) -> None:
    """ "… phiên bản" / "2.1.a trở lên.": a point's number with no mark after its letter, then
    lower case, goes on with the sentence above (it had opened a point §2.1(a)); after a
    lead-in's colon it is a point."""
    lines = [
        *_TITLE,
        "Điều 1. Công việc",
        "Article 1. Work",
        "1.1. Người lao động dùng phần mềm phiên bản",
        "2.1.a trở lên.",
        "1.1. The employee uses software version",
        "2.1.a or later.",
        "1.2. Các trường hợp ngoại lệ gồm:",
        "1.2.a thông tin đã được công bố;",
        "1.2.b thông tin phải cung cấp cho cơ quan nhà nước.",
        "1.2. The exceptions are:",
        "1.2.a information already published;",
        "1.2.b information to be given to a state authority.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "nda.txt", "\n".join(lines) + "\n"))
    assert [(ref, vi) for ref, vi, _en in _texts(parsed)] == [
        ("§1", "Công việc"),
        ("§1.1", "Người lao động dùng phần mềm phiên bản 2.1.a trở lên."),
        ("§1.2", "Các trường hợp ngoại lệ gồm:"),
        ("§1.2(a)", "thông tin đã được công bố;"),
        ("§1.2(b)", "thông tin phải cung cấp cho cơ quan nhà nước."),
    ]


def test_a_roman_reference_opening_a_wrapped_line_is_no_clause(tmp_path: Path) -> None:
    """ "… tại mục" / "II.1 của Quy chế tài chính." under "ĐIỀU II.": no clause §2.1."""
    lines = [
        *_TITLE,
        "ĐIỀU I. CÔNG VIỆC",
        "ARTICLE I. WORK",
        "I.1 Làm việc tại Hà Nội.",
        "I.1 Work in Hanoi.",
        "ĐIỀU II. HỖ TRỢ",
        "ARTICLE II. SUPPORT",
        "Hỗ trợ theo quy định tại mục",
        "II.1 của Quy chế tài chính.",
        "Support under section",
        "II.1 of the Financial Regulation.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "nda.txt", "\n".join(lines) + "\n"))
    assert [ref for ref, _vi, _en in _texts(parsed)] == ["§1", "§1.1", "§2"]


def test_a_field_and_its_value_under_a_label_pair_are_no_titles(tmp_path: Path) -> None:
    """ "Điều 2<TAB>Article 2" then "Mức lương<TAB>VND 15,000,000": no titles; the article's
    Vietnamese with no English under its bare English label is said (it had been read with
    no word said)."""
    text = (
        "HỢP ĐỒNG LAO ĐỘNG\tLABOUR CONTRACT\n"
        "Điều 1\tArticle 1\n"
        "1.1. Người lao động làm kỹ sư.\t1.1. The employee works as an engineer.\n"
        "Điều 2\tArticle 2\n"
        "Mức lương\tVND 15,000,000\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert ("missing_english", "§2") in problems(parsed)


def test_a_sentence_wrapped_under_a_bare_label_is_no_title(tmp_path: Path) -> None:
    """ "Điều 1" / "Hợp đồng này có thời hạn" / "12 tháng kể từ ngày ký.": one sentence."""
    lines = [
        *_TITLE,
        "Điều 1",
        "Hợp đồng này có thời hạn",
        "12 tháng kể từ ngày ký.",
        "Article 1",
        "This contract has a term of",
        "12 months from signing.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", "\n".join(lines) + "\n"))
    assert (clause(parsed, "§1").text_vi, clause(parsed, "§1").text_en) == (
        "Hợp đồng này có thời hạn 12 tháng kể từ ngày ký.",
        "This contract has a term of 12 months from signing.",
    )


def test_a_title_naming_the_forms_code_atop_a_page_is_kept(tmp_path: Path) -> None:
    """Only a line printing the code as one ("Mã tài liệu: BM-HR-01") is a page's header; a
    heading naming it ("QUY TRÌNH TUYỂN DỤNG QT-01") is the document's own."""
    text = (
        "HỢP ĐỒNG\tCONTRACT\n"
        "Điều 1. Lương\tArticle 1. Salary\n"
        "1.1. Lương 15.000.000 đồng.\t1.1. Salary VND 15,000,000.\n"
        "\nQT-01/Rev.02                 Trang 1/2\n"
        "\fQUY TRÌNH TUYỂN DỤNG QT-01\nRECRUITMENT PROCEDURE QT-01\n\n"
        "1.2. Trả ngày 05.\t1.2. Paid on the 5th.\n"
        "\nQT-01/Rev.02                 Trang 2/2\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert "QT-01" in " ".join(vi for _ref, vi, _en in _texts(parsed))


# A second review's: the neighbours of the rules a first review mended


@pytest.mark.parametrize("lead_in", ["Phụ cấp gồm", "Người lao động được hưởng phụ cấp."])
def test_points_of_the_clause_read_after_a_lead_in_of_any_ending(
    tmp_path: Path, lead_in: str
) -> None:
    """ "1.1. Phụ cấp gồm" / "1.1.a ăn trưa …": the clause's own points, whatever the lead-in
    ends with (only a colon's had been: the first point went into the clause silently)."""
    lines = [
        *_TITLE,
        "Điều 1. Phụ cấp",
        "Article 1. Allowances",
        f"1.1. {lead_in}",
        "1.1.a ăn trưa 730.000 đồng;",
        "1.1.b đi lại 500.000 đồng.",
        "1.1. Allowances",
        "1.1.a lunch VND 730,000;",
        "1.1.b travel VND 500,000.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", "\n".join(lines) + "\n"))
    assert [(ref, vi) for ref, vi, _en in _texts(parsed)][2:] == [
        ("§1.1(a)", "ăn trưa 730.000 đồng;"),
        ("§1.1(b)", "đi lại 500.000 đồng."),
    ]


def test_roman_clauses_in_lower_case_are_clauses(tmp_path: Path) -> None:
    lines = [
        *_TITLE,
        "ĐIỀU II. LƯƠNG",
        "ARTICLE II. SALARY",
        "II.1 lương 15.000.000 đồng.",
        "II.1 salary VND 15,000,000.",
        "II.2 trả ngày 05.",
        "II.2 paid on the 5th.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", "\n".join(lines) + "\n"))
    assert [ref for ref, _vi, _en in _texts(parsed)] == ["§2", "§2.1", "§2.2"]


def test_a_sentence_of_the_other_language_under_a_title_leaves_it_a_title(
    tmp_path: Path,
) -> None:
    """ "Article 1" / "Term" / "12 tháng kể từ ngày ký.": the Vietnamese sentence under the
    English title goes on with no title (one in the title's language would)."""
    lines = [
        *_TITLE,
        "Điều 1",
        "Thời hạn",
        "Article 1",
        "Term",
        "12 tháng kể từ ngày ký.",
        "12 months from signing.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", "\n".join(lines) + "\n"))
    assert clause(parsed, "§1").text_en == "Term\n12 months from signing."


def test_titles_of_a_label_pair_ending_in_colons_are_a_pair(tmp_path: Path) -> None:
    text = (
        "HỢP ĐỒNG LAO ĐỘNG\tLABOUR CONTRACT\n"
        "Điều 2\tArticle 2\n"
        "Quy định chung:\tGeneral:\n"
        "2.1. Lương 15 triệu đồng.\t2.1. Salary VND 15 million.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert (clause(parsed, "§2").text_vi, clause(parsed, "§2").text_en) == (
        "Quy định chung:",
        "General:",
    )
    assert problems(parsed) == []


@pytest.mark.parametrize(
    "header",
    ["CÔNG TY TNHH SAO MAI  BM-HR-01", "BM-HR-01 CÔNG TY TNHH SAO MAI", "Mã tài liệu: BM-HR-01"],
)
def test_a_pages_header_printing_the_code_beside_the_company_is_dropped(
    tmp_path: Path, header: str
) -> None:
    text = (
        "HỢP ĐỒNG\tCONTRACT\n"
        "Điều 1. Lương\tArticle 1. Salary\n"
        "1.1. Lương 15.000.000 đồng.\t1.1. Salary VND 15,000,000.\n"
        "\nBM-HR-01/Rev.02                 Trang 1/2\n"
        f"\f{header}\n\n"
        "1.2. Trả ngày 05.\t1.2. Paid on the 5th.\n"
        "\nBM-HR-01/Rev.02                 Trang 2/2\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert clause(parsed, "§1.1").text_vi == "Lương 15.000.000 đồng."


def test_the_clauses_numbering_goes_on_after_points_numbered_with_their_clause(
    tmp_path: Path,
) -> None:
    """Probe 33: "1)" / "2) Phụ cấp:" / "3.2.a." … "3.2.c." / "3)" under Điều 3 had read the
    last "3)" as a sub-point of §3.2(c) (reported as a gap in 19 documents): the points
    numbered with their clause leave that clause's own numbering going on."""
    path = _text_file(
        tmp_path / "contract.txt",
        *_TITLE,
        "Điều 3: Tiền lương",
        "Article 3: Salary",
        "1) Mức lương chính: 15.000.000 đồng/tháng.",
        "1) Basic salary: VND 15,000,000/month.",
        "2) Phụ cấp:",
        "2) Allowances:",
        "3.2.a. Phụ cấp ăn trưa: 730.000 đồng/tháng;",
        "3.2.a. Lunch allowance: VND 730,000/month;",
        "3.2.b. Phụ cấp đi lại: 1.000.000 đồng/tháng.",
        "3.2.b. Travel allowance: VND 1,000,000/month.",
        "3) Hình thức trả lương: chuyển khoản.",
        "3) Payment: by bank transfer.",
        "4) Kỳ trả lương: ngày 05 hằng tháng.",
        "4) Pay day: the 5th of each month.",
    )
    parsed = parse_signed_document(path)
    assert [ref for ref, _, _ in _texts(parsed)] == [
        "§3",
        "§3.1",
        "§3.2",
        "§3.2(a)",
        "§3.2(b)",
        "§3.3",
        "§3.4",
    ]
    assert _texts(parsed)[5] == (
        "§3.3",
        "Hình thức trả lương: chuyển khoản.",
        "Payment: by bank transfer.",
    )
    assert problems(parsed) == []


def test_a_bare_number_after_dotted_points_of_a_dotted_clause_is_still_read_by_the_dots(
    tmp_path: Path,
) -> None:
    """The neighbour: where the clauses are written in full ("3.2."), "3.3." after "3.2.a." is
    read by its dots as before."""
    path = _text_file(
        tmp_path / "contract.txt",
        *_TITLE,
        "Điều 3: Tiền lương",
        "Article 3: Salary",
        "3.1. Mức lương chính: 15.000.000 đồng/tháng.",
        "3.1. Basic salary: VND 15,000,000/month.",
        "3.2. Phụ cấp:",
        "3.2. Allowances:",
        "3.2.a. Phụ cấp ăn trưa: 730.000 đồng/tháng.",
        "3.2.a. Lunch allowance: VND 730,000/month.",
        "3.3. Hình thức trả lương: chuyển khoản.",
        "3.3. Payment: by bank transfer.",
    )
    parsed = parse_signed_document(path)
    assert [ref for ref, _, _ in _texts(parsed)] == ["§3", "§3.1", "§3.2", "§3.2(a)", "§3.3"]
    assert problems(parsed) == []


def _text_file(path: Path, *lines: str) -> Path:
    return write_text(path, "\n\n".join(lines) + "\n")
