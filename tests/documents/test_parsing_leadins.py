"""Lines between clauses that are no clause's text, or another language's: a short English
lead-in after a Vietnamese one in plain text without blank lines, a rule typed in punctuation
("====="); and the neighbours those rules must leave alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.labels import Kind, parse_label
from tests.documents.support import clause, problems, write_docx, write_text


def _parse(tmp_path: Path, *lines: str) -> ParsedDocument:
    return parse_signed_document(write_text(tmp_path / "doc.txt", "\n".join(lines)))


def test_an_english_lead_in_after_a_vietnamese_one_is_its_translation(tmp_path: Path) -> None:
    """ "1.1. Phúc lợi khác:" / "Other benefits:": too short to score, and read as a name
    with no value, the English line had been glued to the Vietnamese one, silently (the
    bullets after it gave the English side text)."""
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Phúc lợi",
        "Article 1. Benefits",
        "1.1. Phúc lợi khác:",
        "Other benefits:",
        "- Du lịch hè hằng năm cùng Công ty;",
        "- Annual summer company trip;",
        "1.2. Công việc phải làm:",
        "Duties:",
        "- Phát triển phần mềm theo yêu cầu của dự án.",
        "- Develop software as required by projects.",
    )
    assert clause(parsed, "§1.1").text_vi == "Phúc lợi khác:\nDu lịch hè hằng năm cùng Công ty;"
    assert clause(parsed, "§1.1").text_en == "Other benefits:\nAnnual summer company trip;"
    assert clause(parsed, "§1.2").text_vi.startswith("Công việc phải làm:\nPhát triển")
    assert clause(parsed, "§1.2").text_en.startswith("Duties:\nDevelop software")
    assert problems(parsed) == []


def test_lines_going_on_after_a_vietnamese_lead_in_stay_with_it(tmp_path: Path) -> None:
    """Neighbours: a Vietnamese line going on after the colon, a contact's name and value
    ("Tel: …"), an acronym kept in English and bullets are no English lead-in."""
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Thông tin liên hệ",
        "Article 1. Contact details",
        "1.1. Địa chỉ liên hệ của Công ty:",
        "Tầng 5, số 12 Lê Lợi, Quận 1, Thành phố Hồ Chí Minh.",
        "The Company's contact address: 5th Floor, 12 Le Loi, District 1, Ho Chi Minh City.",
        "1.2. Bộ phận nhân sự, điện thoại:",
        "Tel: 028 3823 4567.",
        "Human Resources, telephone: 028 3823 4567.",
        "1.3. Chỉ tiêu đánh giá:",
        "KPI:",
        "- doanh số quý;",
        "Assessment criteria: quarterly sales KPI.",
    )
    assert clause(parsed, "§1.1").text_vi == (
        "Địa chỉ liên hệ của Công ty: Tầng 5, số 12 Lê Lợi, Quận 1, Thành phố Hồ Chí Minh."
    )
    assert clause(parsed, "§1.2").text_vi == "Bộ phận nhân sự, điện thoại: Tel: 028 3823 4567."
    assert clause(parsed, "§1.2").text_en == "Human Resources, telephone: 028 3823 4567."
    assert clause(parsed, "§1.3").text_vi.startswith("Chỉ tiêu đánh giá: KPI:")
    assert clause(parsed, "§1.3").text_en == "Assessment criteria: quarterly sales KPI."


@pytest.mark.parametrize("rule", ["=====", "=" * 78, "~~~~~", "—————", "═════", "- - -"])
def test_a_rule_of_repeated_punctuation_is_no_clause_text(tmp_path: Path, rule: str) -> None:
    """ "=====" before the signatures (a one-file Vietnamese-then-English text) had become
    the last clause's English; a rule of dashes or asterisks had not."""
    text = "\n".join(
        [
            "HỢP ĐỒNG LAO ĐỘNG",
            "Điều 1. Thời hạn",
            "1.1. Hợp đồng có thời hạn 12 tháng.",
            "",
            "LABOUR CONTRACT",
            "Article 1. Term",
            "1.1. The contract has a term of 12 months.",
            "",
            rule,
            "NGƯỜI LAO ĐỘNG / EMPLOYEE",
        ]
    )
    parsed = parse_signed_document(write_text(tmp_path / "doc.txt", text))
    assert clause(parsed, "§1.1").text_vi == "Hợp đồng có thời hạn 12 tháng."
    assert clause(parsed, "§1.1").text_en == "The contract has a term of 12 months."


def test_a_word_paragraph_that_is_a_rule_is_no_clause_text(tmp_path: Path) -> None:
    """Word keeps a typed rule as a paragraph of its own: no text either."""
    path = write_docx(
        tmp_path / "doc.docx",
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Thời hạn",
        "Article 1. Term",
        "1.1. Hợp đồng có thời hạn 12 tháng.",
        "1.1. The contract has a term of 12 months.",
        "==========",
        "NGƯỜI LAO ĐỘNG / EMPLOYEE",
    )
    parsed = parse_signed_document(path)
    assert clause(parsed, "§1.1").text_en == "The contract has a term of 12 months."


def test_worded_points_with_their_brackets(tmp_path: Path) -> None:
    """ "Điểm a)" / "Point (a)": the bracket is the label's, not the point's text, and the
    English label pairs the point. The Vietnamese had kept a stray ")" and the English read
    "Point (a) Lunch allowance …", silently."""
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Phụ cấp",
        "Article 1. Allowances",
        "Khoản 1. Phụ cấp gồm:",
        "Clause 1. Allowances include:",
        "Điểm a) Phụ cấp ăn trưa: 1.000.000 đồng/tháng;",
        "Point (a) Lunch allowance: VND 1,000,000 per month;",
        "Điểm b) Phụ cấp đi lại: 800.000 đồng/tháng.",
        "Point (b) Travel allowance: VND 800,000 per month.",
        "Điểm c) Được trả lương đầy đủ, đúng hạn.",
        "Point (c) To be paid in full and on time.",
    )
    assert clause(parsed, "§1.1(a)").text_vi == "Phụ cấp ăn trưa: 1.000.000 đồng/tháng;"
    assert clause(parsed, "§1.1(a)").text_en == "Lunch allowance: VND 1,000,000 per month;"
    assert clause(parsed, "§1.1(a)").label_en == "Point (a)"
    assert clause(parsed, "§1.1(b)").text_vi == "Phụ cấp đi lại: 800.000 đồng/tháng."
    assert clause(parsed, "§1.1(b)").text_en == "Travel allowance: VND 800,000 per month."
    assert clause(parsed, "§1.1(c)").text_en == "To be paid in full and on time."
    assert problems(parsed) == []


@pytest.mark.parametrize(
    "text",
    [
        "Điểm a) khoản 1 Điều 3 được sửa đổi như sau:",
        "Point (a) of Clause 2.1 is amended as follows:",
        "Điểm A: từ 90 điểm trở lên.",
        "Điểm a) nêu trên không áp dụng trong thời gian thử việc.",
        "Điểm a) này không áp dụng trong thời gian thử việc.",
        "Điểm a) được sửa đổi như sau:",
        "Điểm (b) đã được bãi bỏ.",
        "Điểm a) không áp dụng đối với Người lao động thử việc.",
        "Point (a) shall be deleted.",
        "Point (a) above does not apply during probation.",
        "Point (a) is amended as follows:",
        "Point (b) hereof applies to probationers.",
        "Point a) remains in force.",
    ],
)
def test_a_bracketed_point_naming_a_reference_opens_no_point(text: str) -> None:
    """The same words naming a point of a clause, or a grade, are text."""
    assert parse_label(text) is None


def _blank_lines(tmp_path: Path, *lines: str) -> ParsedDocument:
    return parse_signed_document(write_text(tmp_path / "doc.txt", "\n\n".join(lines)))


_HEAD = ("HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT")


def test_english_first_in_one_article_pairs_by_label(tmp_path: Path) -> None:
    """A Vietnamese-first contract that puts the English first in one article: each English
    clause had landed on the clause before its own (the last left with none), though both
    sides carry the labels that pair them."""
    parsed = _blank_lines(
        tmp_path,
        *_HEAD,
        "Điều 1. Thời hạn",
        "Article 1. Term",
        "1.1. Hợp đồng có thời hạn 12 tháng.",
        "1.1. The contract has a term of 12 months.",
        "Điều 2. Tiền lương",
        "Article 2. Salary",
        "2.1. Base salary: VND 42,000,000 per month.",
        "2.1. Mức lương chính: 42.000.000 đồng/tháng.",
        "2.2. Allowances:",
        "2.2. Phụ cấp:",
        "a) Lunch allowance: VND 1,000,000 per month.",
        "a) Phụ cấp ăn trưa: 1.000.000 đồng/tháng.",
        "Điều 3. Hiệu lực",
        "Article 3. Effect",
        "3.1. Hợp đồng có hiệu lực từ ngày ký.",
        "3.1. The contract takes effect on signing.",
    )
    assert clause(parsed, "§2.1").text_en == "Base salary: VND 42,000,000 per month."
    assert clause(parsed, "§2.2").text_vi == "Phụ cấp:"
    assert clause(parsed, "§2.2").text_en == "Allowances:"
    assert clause(parsed, "§2.2(a)").text_en == "Lunch allowance: VND 1,000,000 per month."
    assert clause(parsed, "§3.1").text_en == "The contract takes effect on signing."
    assert problems(parsed) == []


def test_english_first_unlabelled_after_an_articles_heading(tmp_path: Path) -> None:
    """The English unlabelled, before each labelled Vietnamese clause of an article: the
    heading's English had taken the first clause's, each clause the next one's."""
    parsed = _blank_lines(
        tmp_path,
        *_HEAD,
        "Điều 1. Thông tin bảo mật",
        "Article 1. Confidential information",
        "1.1. Thông tin bảo mật là mọi thông tin về khách hàng của Công ty.",
        "Confidential information means all information on the Company's customers.",
        "Điều 2. Sở hữu trí tuệ",
        "Article 2. Intellectual property",
        "All software created by the Employee at work belongs to the Company.",
        "2.1. Mọi phần mềm do Người lao động tạo ra khi làm việc thuộc về Công ty.",
        "The Employee shall sign the documents needed to register these rights.",
        "2.2. Người lao động ký các giấy tờ cần thiết để đăng ký các quyền này.",
        "Điều 3. Hiệu lực",
        "Article 3. Effect",
        "3.1. Thỏa thuận có hiệu lực từ ngày ký.",
        "This Agreement takes effect on signing.",
    )
    assert clause(parsed, "§2").text_en == "Intellectual property"
    assert clause(parsed, "§2.1").text_en == (
        "All software created by the Employee at work belongs to the Company."
    )
    assert clause(parsed, "§2.2").text_en == (
        "The Employee shall sign the documents needed to register these rights."
    )
    assert problems(parsed) == []


def test_a_translation_missing_is_no_english_first_article(tmp_path: Path) -> None:
    """Neighbours: an English paragraph more after an article's heading (the runs do not end
    on a Vietnamese paragraph), and a label typed twice after its translation, stay as read."""
    parsed = _blank_lines(
        tmp_path,
        *_HEAD,
        "Điều 1. Thông tin bảo mật",
        "Article 1. Confidential information",
        "This article applies during and after employment.",
        "1.1. Thông tin bảo mật là mọi thông tin về khách hàng của Công ty.",
        "Confidential information means all information on the Company's customers.",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
        "2.1. Thỏa thuận có hiệu lực từ ngày ký.",
        "2.1. This Agreement takes effect on signing.",
        "2.1. Thỏa thuận được lập thành 02 bản.",
    )
    assert clause(parsed, "§1").text_en == (
        "Confidential information\nThis article applies during and after employment."
    )
    assert clause(parsed, "§1.1").text_en == (
        "Confidential information means all information on the Company's customers."
    )
    assert clause(parsed, "§2.1").text_en == "This Agreement takes effect on signing."
    assert clause(parsed, "§2.1").text_vi.startswith("Thỏa thuận có hiệu lực từ ngày ký.")


def _benefits_contract(tmp_path: Path, suffix: str, *benefits: str) -> ParsedDocument:
    """A two-article contract whose Điều 2 (benefits) holds ``benefits`` under its heading."""
    heading = "## " if suffix == "md" else ""
    lines = [
        *_HEAD,
        f"{heading}Điều 1. Thời hạn",
        f"{heading}Article 1. Term",
        "1.1. Hợp đồng có thời hạn mười hai tháng.",
        "1.1. The contract has a term of twelve months.",
        f"{heading}Điều 2. Phúc lợi",
        f"{heading}Article 2. Benefits",
        *benefits,
        f"{heading}Điều 3. Hiệu lực",
        f"{heading}Article 3. Effect",
        "3.1. Hợp đồng có hiệu lực từ ngày ký.",
        "3.1. The contract takes effect on signing.",
    ]
    return parse_signed_document(write_text(tmp_path / f"doc.{suffix}", "\n\n".join(lines)))


@pytest.mark.parametrize("suffix", ["txt", "md"])
@pytest.mark.parametrize(
    "note", ["(applicable after probation)", "The following apply after probation:"]
)
def test_an_english_note_and_a_last_point_untranslated_shift_nothing(
    tmp_path: Path, suffix: str, note: str
) -> None:
    """An English note after an article's heading, then points each Vietnamese then English,
    the last with no English: read English first, each point had taken the English of the
    one before (the first the note's), the last translation missing unreported. The note's
    ending ("…)", ":" against ";") keeps the order as read."""
    parsed = _benefits_contract(
        tmp_path,
        suffix,
        note,
        "a) Phụ cấp ăn trưa theo quy chế của Công ty;",
        "Lunch allowance under the Company's regulations;",
        "b) Bảo hiểm sức khỏe cho Người lao động;",
        "Health insurance for the Employee;",
        "c) Du lịch hè hằng năm cùng Công ty.",
    )
    assert clause(parsed, "§2").text_en == f"Benefits\n{note}"
    assert clause(parsed, "§2(a)").text_en == "Lunch allowance under the Company's regulations;"
    assert clause(parsed, "§2(b)").text_en == "Health insurance for the Employee;"
    assert clause(parsed, "§2(c)").text_en == ""
    assert ("missing_english", "§2(c)") in problems(parsed)


@pytest.mark.parametrize(
    ("text", "rest"),
    [
        (
            "Điểm a) Phụ cấp ăn trưa: 1.000.000 đồng/tháng;",
            "Phụ cấp ăn trưa: 1.000.000 đồng/tháng;",
        ),
        (
            "Point (a) Lunch allowance: VND 1,000,000 per month;",
            "Lunch allowance: VND 1,000,000 per month;",
        ),
        ("Điểm a) phụ cấp ăn trưa theo quy chế;", "phụ cấp ăn trưa theo quy chế;"),
        ("Điểm b) được trả lương đầy đủ, đúng hạn;", "được trả lương đầy đủ, đúng hạn;"),
        ("Điểm c) không tiết lộ thông tin bảo mật;", "không tiết lộ thông tin bảo mật;"),
        ("Point (b) to be paid in full and on time;", "to be paid in full and on time;"),
        (
            "Point (a) basic salary: VND 20,000,000 per month;",
            "basic salary: VND 20,000,000 per month;",
        ),
        (
            "Point (c) not disclose confidential information;",
            "not disclose confidential information;",
        ),
    ],
)
def test_a_bracketed_point_with_its_own_text_opens_the_point(text: str, rest: str) -> None:
    """Neighbours of a point named in running prose: a point's own text, in capitals or (a
    list of rights or duties) in lower case, opens the point."""
    label = parse_label(text)
    assert label is not None
    assert label.kind is Kind.POINT
    assert label.rest == rest


@pytest.mark.parametrize("suffix", ["txt", "md"])
def test_english_first_points_whose_translation_ends_with_a_full_stop_still_pair(
    tmp_path: Path, suffix: str
) -> None:
    """Points written English first, each English ending "." where its Vietnamese ends ";":
    a translation's full stop is a list item's semicolon, so they pair English first."""
    parsed = _benefits_contract(
        tmp_path,
        suffix,
        "Lunch allowance under the Company's regulations.",
        "a) Phụ cấp ăn trưa theo quy chế của Công ty;",
        "Health insurance for the Employee.",
        "b) Bảo hiểm sức khỏe cho Người lao động;",
        "Annual summer trip with the Company.",
        "c) Du lịch hè hằng năm cùng Công ty.",
    )
    assert clause(parsed, "§2").text_en == "Benefits"
    assert clause(parsed, "§2(a)").text_en == "Lunch allowance under the Company's regulations."
    assert clause(parsed, "§2(b)").text_en == "Health insurance for the Employee."
    assert clause(parsed, "§2(c)").text_en == "Annual summer trip with the Company."
    assert problems(parsed) == []
