"""What probe 34 (310 Word and PDF documents as offices produce them: real Word numbering,
styles, fields, content controls, text boxes; PDFs of alternating paragraphs, two columns,
pages of each language; truth written and frozen first) found: read wrong without a word
said, or reported where the document was clear."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.amounts import differences
from tests.documents.support import problems, write_text


def test_the_labour_codes_annual_leave_clause_is_no_difference_of_numbers(
    tmp_path: Path,
) -> None:
    """Probe 34: "Nghỉ hằng năm: 12 ngày làm việc cho mỗi năm làm việc đủ 12 tháng, cứ đủ 05
    năm …" / "Annual leave: 12 working days for each full year of work, plus one day for
    every five years of service" had been reported on every one of its 310 documents: the
    leave's name read as a recurrence, "each full year" and "cứ đủ 05 năm" as none."""
    text = (
        "HỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\nĐiều 1. Nghỉ ngơi\nArticle 1. Rest\n"
        "1.1. Nghỉ hằng năm: 12 ngày làm việc cho mỗi năm làm việc đủ 12 tháng, cứ đủ 05 năm "
        "làm việc được tăng thêm 01 ngày.\n"
        "1.1. Annual leave: 12 working days for each full year of work, plus one day for every "
        "five years of service.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "contract.txt", text))
    assert problems(parsed) == []


def test_every_so_many_years_said_otherwise_is_still_a_difference() -> None:
    assert differences(
        "Cứ đủ 05 năm làm việc được tăng thêm 01 ngày phép.",
        "One more day of leave for every three years of service.",
    ) != ([], [])
    assert differences("Lương được xét tăng hằng năm.", "Salary is reviewed every two years.") == (
        ["hằng năm"],
        ["every two years"],
    )


def test_a_tables_header_opening_one_page_and_under_a_title_on_another_is_no_header() -> None:
    """Probe 34: a KPI table's header opening page 2 of an English file, and the same header
    under "APPENDIX 01: …" on page 3, had counted as a running header on half the pages: the
    table lost its header (and its first row). A header stands at its edge, every line
    between it and the edge a header too; a real one still is."""
    from rubric.documents.parsing.formats import _running_lines

    footer = ["CÔNG TY TNHH MAY MẶC HƯNG YÊN", "HĐLĐ số 27/2025/HĐLĐ"]
    pages = [
        ["LABOUR CONTRACT", "Article 5. Performance", "5.1. Assessed against:", *footer],
        ["ST", "T", "Indicator", "Weight", "First-pass yield", "50%", *footer],
        ["APPENDIX 01: KPI TABLE", "1. Indicators:", "ST", "T", "Indicator", "Weight", *footer],
        ["APPENDIX 02: SALARY SCALE", "Grade", "Coefficient", "Grade 1", "1,00", *footer],
    ]
    running = _running_lines(pages)
    assert not running("ST") and not running("T")
    assert running("CÔNG TY TNHH MAY MẶC HƯNG YÊN") and running("HĐLĐ số 27/2025/HĐLĐ")
