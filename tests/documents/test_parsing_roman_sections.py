"""Roman section headings: articles when nothing else numbers the articles, chapters otherwise."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_text

ROMAN = """# HỢP ĐỒNG LAO ĐỘNG

LABOR CONTRACT

I. CÔNG VIỆC

I. JOB

1. Người lao động làm kỹ sư phần mềm.

1. The employee works as a software engineer.

2. Địa điểm làm việc tại Hà Nội.

2. The place of work is Hanoi.

II. THỜI GIỜ LÀM VIỆC

II. WORKING TIME

1. Thời giờ làm việc không quá 40 giờ/tuần.

1. Working time does not exceed 40 hours per week.
"""


def test_roman_sections_number_the_articles_when_nothing_else_does(tmp_path: Path) -> None:
    path = tmp_path / "roman.md"
    path.write_text(ROMAN, encoding="utf-8")
    parsed = parse_signed_document(path)
    assert [(c.ref, c.parent_ref) for c in parsed.clauses] == [
        ("§1", None),
        ("§1.1", "§1"),
        ("§1.2", "§1"),
        ("§2", None),
        ("§2.1", "§2"),
    ]
    assert parsed.problems == []  # not two §1 merged into one
    assert parsed.clauses[4].text_en == "Working time does not exceed 40 hours per week."


def test_roman_headings_stay_chapters_over_worded_articles(tmp_path: Path) -> None:
    path = tmp_path / "chapters.md"
    worded = (
        ROMAN.replace("1. Người lao động làm", "Điều 1. Người lao động làm")
        .replace("1. The employee works", "Article 1. The employee works")
        .replace("2. Địa điểm", "Điều 2. Địa điểm")
        .replace("2. The place", "Article 2. The place")
        .replace("1. Thời giờ", "Điều 3. Thời giờ")
        .replace("1. Working time", "Article 3. Working time")
    )
    path.write_text(worded, encoding="utf-8")
    parsed = parse_signed_document(path)
    assert [c.ref for c in parsed.clauses] == ["§1", "§2", "§3"]


LETTERED_APPENDICES = """# HỢP ĐỒNG LAO ĐỘNG

LABOR CONTRACT

Điều 1. Tiền lương

Article 1. Salary

1.1 Lương cơ bản là 20.000.000 đồng mỗi tháng.

1.1 The base salary is VND 20,000,000 per month.

PHỤ LỤC A. LỘ TRÌNH NGHỀ NGHIỆP

APPENDIX A. CAREER PATH

A.1 Nhân viên được xét thăng cấp sau 12 tháng.

A.1 The employee is considered for promotion after 12 months.

A.2 Việc thăng cấp cần đạt KPI từ 90% trở lên.

A.2 Promotion requires a KPI of 90% or more.

A.2.1 Kết quả KPI do Hội đồng đánh giá xác nhận.

A.2.1 KPI results are confirmed by the Review Board.

PHỤ LỤC B. PHÚC LỢI

APPENDIX B. BENEFITS

B.1 Bảo hiểm sức khỏe cho nhân viên.

B.1 Health insurance for the employee.
"""


def test_items_of_a_lettered_appendix_are_its_articles(tmp_path: Path) -> None:
    parsed = parse_signed_document(write_text(tmp_path / "lettered.md", LETTERED_APPENDICES))
    assert [(c.ref, c.parent_ref, c.label_vi, c.label_en) for c in parsed.clauses][2:] == [
        ("§A1", None, "PHỤ LỤC A", "APPENDIX A"),
        ("§A1.1", "§A1", "A.1", "A.1"),
        ("§A1.2", "§A1", "A.2", "A.2"),
        ("§A1.2.1", "§A1.2", "A.2.1", "A.2.1"),
        ("§A2", None, "PHỤ LỤC B", "APPENDIX B"),
        ("§A2.1", "§A2", "B.1", "B.1"),
    ]
    assert clause(parsed, "§A1.2").text_vi == "Việc thăng cấp cần đạt KPI từ 90% trở lên."
    assert clause(parsed, "§A1").text_en == "CAREER PATH"
    assert parsed.problems == []


def test_lettered_items_elsewhere_stay_text(tmp_path: Path) -> None:
    """In "Phụ lục 1" (numbered, not lettered) "A.1" names nothing the document numbers."""
    text = LETTERED_APPENDICES.replace("LỤC A.", "LỤC 1.").replace("APPENDIX A.", "APPENDIX 1.")
    parsed = parse_signed_document(write_text(tmp_path / "numbered.md", text))
    assert "§A1.1" not in [c.ref for c in parsed.clauses]
    assert clause(parsed, "§A1").text_vi.splitlines()[1] == (
        "A.1 Nhân viên được xét thăng cấp sau 12 tháng."
    )


def test_items_of_lettered_sections_number_inside_them(tmp_path: Path) -> None:
    text = """# PHỤ LỤC TỔNG ĐÃI NGỘ

TOTAL REWARDS APPENDIX

A. TIỀN LƯƠNG

A. SALARY

A.1 Lương cơ bản là 20.000.000 đồng mỗi tháng.

A.1 The base salary is VND 20,000,000 per month.

B. THƯỞNG

B. BONUS

B.1 Thưởng hiệu suất theo quý.

B.1 Performance bonus paid quarterly.

B.2 Thưởng Tết tối thiểu một tháng lương.

B.2 A Tet bonus of at least one month's salary.
"""
    parsed = parse_signed_document(write_text(tmp_path / "sections.md", text))
    assert [(c.ref, c.parent_ref) for c in parsed.clauses] == [
        ("§1", None),
        ("§1.1", "§1"),
        ("§2", None),
        ("§2.1", "§2"),
        ("§2.2", "§2"),
    ]
    assert clause(parsed, "§2.2").text_en == "A Tet bonus of at least one month's salary."


def test_items_numbered_by_their_appendix_are_its_articles(tmp_path: Path) -> None:
    """ "PHỤ LỤC 02" numbering its items "2.1.", "2.2." had them as §A2.2.1, §A2.2.2, under a
    §A2.2 that does not exist; with an article "1." of its own, "1.1" stays §A1.1.1."""
    text = """# HỢP ĐỒNG LAO ĐỘNG

Điều 1. Đãi ngộ

Article 1. Remuneration

PHỤ LỤC 01. CHÍNH SÁCH LƯƠNG

APPENDIX 01. SALARY POLICY

1. Lương

1. Salary

1.1. Lương cơ bản 32.000.000 đồng/tháng.

1.1. Base salary VND 32,000,000/month.

PHỤ LỤC 02. LỘ TRÌNH NGHỀ NGHIỆP

APPENDIX 02. CAREER PATH

2.1. Đánh giá năng lực vào tháng 12 hằng năm.

2.1. Competencies are reviewed every December.

2.2. Thăng chức lên Trưởng nhóm sau 24 tháng.

2.2. Promotion to Team Lead after 24 months.

2.2.1. Điều kiện: đạt KPI từ 90% trở lên.

2.2.1. Condition: a KPI of 90% or more.
"""
    parsed = parse_signed_document(write_text(tmp_path / "appendices.md", text))
    assert [(c.ref, c.parent_ref) for c in parsed.clauses][1:] == [
        ("§A1", None),
        ("§A1.1", "§A1"),
        ("§A1.1.1", "§A1.1"),
        ("§A2", None),
        ("§A2.1", "§A2"),
        ("§A2.2", "§A2"),
        ("§A2.2.1", "§A2.2"),
    ]
    assert clause(parsed, "§A2.2").text_en == "Promotion to Team Lead after 24 months."
    assert parsed.problems == []


MUC_SECTIONS = """THỎA THUẬN BẢO MẬT
NON-DISCLOSURE AGREEMENT

Mục 1. Định nghĩa
Section 1. Definitions

1.1. Thông tin mật là mọi thông tin kinh doanh của Công ty.
1.1. Confidential information is all business information of the Company.

Mục 2. Bồi thường
Section 2. Compensation

Người lao động vi phạm phải bồi thường thiệt hại thực tế.
An Employee in breach compensates the actual damage.

Mục 3. Hiệu lực
Section 3. Effect

Thỏa thuận có hiệu lực kể từ ngày ký.
This Agreement takes effect on signing.
"""


def test_sections_numbering_their_clauses_are_the_articles(tmp_path: Path) -> None:
    """ "Mục 1" over "1.1." numbers its clauses as an article does: every "Mục" is an
    article, beside its English "Section". They were chapters: each article lost its
    Vietnamese, and the text of a section with no sub-clause was left out."""
    parsed = parse_signed_document(write_text(tmp_path / "muc.txt", MUC_SECTIONS))
    assert outline(parsed) == [
        ("§1", None, "Mục 1", "Section 1"),
        ("§1.1", "§1", "1.1.", "1.1."),
        ("§2", None, "Mục 2", "Section 2"),
        ("§3", None, "Mục 3", "Section 3"),
    ]
    assert clause(parsed, "§2").text_vi.splitlines() == [
        "Bồi thường",
        "Người lao động vi phạm phải bồi thường thiệt hại thực tế.",
    ]
    assert problems(parsed) == []


def test_sections_over_articles_stay_chapters(tmp_path: Path) -> None:
    text = """HỢP ĐỒNG LAO ĐỘNG
LABOUR CONTRACT

Mục 1. Quy định chung
Chapter 1. General provisions

Điều 1. Thời hạn
Article 1. Term

1.1. Hợp đồng có thời hạn 12 tháng.
1.1. The contract has a term of 12 months.

Mục 2. Tiền lương
Chapter 2. Salary

Điều 2. Mức lương
Article 2. Salary rate

2.1. Lương cơ bản 30.000.000 đồng.
2.1. Basic salary VND 30,000,000.
"""
    parsed = parse_signed_document(write_text(tmp_path / "chapters.txt", text))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1", "§2", "§2.1"]
    assert clause(parsed, "§1").label_vi == "Điều 1"


def test_english_sections_over_articles_are_chapters(tmp_path: Path) -> None:
    """A collective agreement's "Mục 1" translated "Section 1", over "Article 3": the English
    section groups articles as its "Mục" does. It was read as an article: the English of
    §1 opened with "WAGES", its second §1 (``duplicate_ref``)."""
    text = """THỎA ƯỚC LAO ĐỘNG TẬP THỂ
COLLECTIVE LABOUR AGREEMENT

CHƯƠNG I. QUY ĐỊNH CHUNG
CHAPTER I. GENERAL PROVISIONS

Điều 1. Thời hạn
Article 1. Term

Thỏa ước có thời hạn 03 năm.
This Agreement has a term of 03 years.

Điều 2. Đối tượng
Article 2. Parties bound

Toàn thể người lao động của Công ty.
All employees of the Company.

CHƯƠNG II. NỘI DUNG
CHAPTER II. CONTENTS

Mục 1. TIỀN LƯƠNG
Section 1. WAGES

Điều 3. Tiền lương
Article 3. Wages

1. Lương được điều chỉnh hằng năm vào tháng 4.
1. Wages are adjusted every April.

Mục 2. PHÚC LỢI
Section 2. WELFARE

Điều 4. Thưởng Tết
Article 4. Tet bonus

Thưởng Tết tối thiểu 01 tháng lương.
The Tet bonus is at least 01 month's wage.
"""
    parsed = parse_signed_document(write_text(tmp_path / "agreement.txt", text))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3", "§3.1", "§4"]
    assert clause(parsed, "§1").text_en.splitlines() == [
        "Term",
        "This Agreement has a term of 03 years.",
    ]
    assert clause(parsed, "§2").text_en.splitlines() == [
        "Parties bound",
        "All employees of the Company.",
    ]
    assert problems(parsed) == []


def test_a_section_among_articles_numbered_otherwise_is_an_article(tmp_path: Path) -> None:
    """A translation heading one article "Section 3" between "Article 2" and "Article 4":
    no "Article 3" beside it, so it still numbers the article."""
    text = """Điều 1. Thời hạn
Article 1. Term

Điều 2. Lương
Article 2. Salary

Điều 3. Bảo mật
Section 3. Confidentiality

Điều 4. Hiệu lực
Article 4. Effect
"""
    parsed = parse_signed_document(write_text(tmp_path / "mixed.txt", text))
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3", "§4"]
    assert clause(parsed, "§3").text_en == "Confidentiality"


def test_an_appendix_titled_without_a_number_after_the_contract_is_the_next(
    tmp_path: Path,
) -> None:
    """ "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG" after the contract's clauses, its articles numbered from
    "Điều 1" again: they were the contract's §1 and §2 numbered twice, the appendix's salary
    under the contract's "Công việc". A document that opens with such a title is the
    appendix itself (its articles §1, §2), as before."""
    appendix = [
        "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT APPENDIX",
        "Điều 1. Tiền lương",
        "Article 1. Salary",
        "Lương cơ bản 24.500.000 đồng.",
        "Basic salary VND 24,500,000.",
    ]
    contract = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Công việc",
        "Article 1. Work",
        "Kỹ sư phần mềm.",
        "Software engineer.",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
        "PHỤ LỤC ĐÍNH KÈM",  # a list of attachments, inside the article: no appendix
        "ATTACHED DOCUMENTS",
        "1. Bản mô tả công việc.",
        "1. The job description.",
    ]
    parsed = parse_signed_document(
        write_text(tmp_path / "both.txt", "\n\n".join(contract + appendix))
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§2.1", "§A1", "§A1.1"]
    assert clause(parsed, "§A1.1").text_en.splitlines() == [
        "Salary",
        "Basic salary VND 24,500,000.",
    ]
    assert problems(parsed) == []
    alone = parse_signed_document(write_text(tmp_path / "alone.txt", "\n\n".join(appendix)))
    assert [ref for ref, *_ in outline(alone)] == ["§1"]


def test_english_sections_numbering_an_articles_clauses_are_no_chapters(tmp_path: Path) -> None:
    """A translation heading each article's "Khoản 1", "Khoản 2" "Section 1", "Section 2",
    under "Article 1" and "Article 2": the sections hold clauses, not articles. Read as
    chapters beside "Article 1", every clause lost its English (``missing_english``)."""
    text = """Điều 1. Thời hạn hợp đồng
Article 1. Term of contract

Khoản 1. Hợp đồng có thời hạn 12 tháng.
Section 1. The contract has a term of 12 months.

Khoản 2. Thử việc 02 tháng.
Section 2. Probation lasts 02 months.

Điều 2. Tiền lương
Article 2. Salary

Khoản 1. Lương cơ bản 20.000.000 đồng/tháng.
Section 1. The basic salary is VND 20,000,000 per month.

Khoản 2. Phụ cấp ăn trưa 730.000 đồng/tháng.
Section 2. The lunch allowance is VND 730,000 per month.
"""
    parsed = parse_signed_document(write_text(tmp_path / "clauses.txt", text))
    assert clause(parsed, "§1.1").text_en == "The contract has a term of 12 months."
    assert clause(parsed, "§2.2").text_en == "The lunch allowance is VND 730,000 per month."
    assert "missing_english" not in {code for code, _ in problems(parsed)}
