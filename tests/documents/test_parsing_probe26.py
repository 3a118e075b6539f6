"""Misreadings a blind probe of newly written documents found (probe 26, 2026-12: 256
documents in thirteen new families), each as the smallest document that showed it."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, printed_lines, problems, write_docx, write_text

_HEAD = ["HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT", "Điều 1. Công việc", "Article 1. Work"]
_FIRST = ["1.1. Chức danh: Kỹ sư.", "1.1. Position: Engineer."]
_LAST = ["1.3. Lương trả ngày 05.", "1.3. Paid on the 5th."]

# A sentence the page wrapped, each language's second line reading as the other language or
# as a heading: (Vietnamese lines, English lines)
_WRAPPED = {
    "english-title-after-cho": (
        ["1.2. Người lao động báo cáo cho", "Chief Technology Officer (CTO)."],
        ["1.2. The Employee reports to the", "Chief Technology Officer (CTO)."],
    ),
    "company-in-capitals-after-cua": (
        ["1.2. Người lao động làm việc tại văn phòng của", "CÔNG TY TNHH SAMSUNG VIỆT NAM."],
        ["1.2. The Employee works at the office of", "SAMSUNG VIETNAM CO., LTD."],
    ),
    "vietnamese-name-after-mr": (
        ["1.2. Người lao động báo cáo cho Ông", "Nguyễn Văn Bình, Giám đốc Kỹ thuật."],
        ["1.2. The Employee reports to Mr.", "Nguyễn Văn Bình, Technical Director."],
    ),
    "bracketed-term-then-vietnamese": (
        ["1.2. Người lao động tuân thủ Bộ quy tắc ứng xử", "(Code of Conduct) của Tập đoàn."],
        ["1.2. The Employee complies with the Group's", "Code of Conduct."],
    ),
    "english-name-after-hoac": (
        ["1.2. Bài báo thuộc danh mục Scopus hoặc", "Web of Science."],
        ["1.2. A paper indexed in Scopus or", "Web of Science."],
    ),
    "product-names-after-gom": (
        ["1.2. Công cụ làm việc gồm", "Microsoft 365 Business Premium và GitHub Enterprise."],
        ["1.2. Work tools include", "Microsoft 365 Business Premium and GitHub Enterprise."],
    ),
    "name-in-capitals-ending-an-unfinished-sentence": (
        [
            "1.2. Người lao động làm kỹ sư, làm việc tại văn phòng khách hàng",
            "SAMSUNG THAI NGUYEN.",
        ],
        ["1.2. The Employee works as an engineer at the customer's office", "SAMSUNG THAI NGUYEN."],
    ),
}


def _wrapped(vietnamese: list[str], english: list[str]) -> list[str]:
    return [*_HEAD, *_FIRST, *vietnamese, *english, *_LAST]


def _read_whole(parsed: ParsedDocument, vietnamese: list[str], english: list[str]) -> None:
    assert [c.ref for c in parsed.clauses] == ["§1", "§1.1", "§1.2", "§1.3"]
    assert clause(parsed, "§1").text_en == "Work"
    assert clause(parsed, "§1.1").text_en == "Position: Engineer."
    assert clause(parsed, "§1.2").text_vi == " ".join(vietnamese).removeprefix("1.2. ")
    assert clause(parsed, "§1.2").text_en == " ".join(english).removeprefix("1.2. ")
    assert problems(parsed) == []


@pytest.mark.parametrize("case", sorted(_WRAPPED))
@pytest.mark.parametrize("form", ["txt", "md", "pdf"])
def test_a_wrapped_line_reading_as_the_other_language_goes_on_with_its_sentence(
    tmp_path: Path, case: str, form: str
) -> None:
    """Its second line had opened a paragraph of the other language, given to the clause
    before as its English (or the Vietnamese name to the Vietnamese), silently."""
    vietnamese, english = _WRAPPED[case]
    lines = _wrapped(vietnamese, english)
    if form == "pdf":
        path = printed_lines(tmp_path / "doc.pdf", lines)
    else:  # Markdown with blank lines between paragraphs, a soft wrap in each
        separator = "\n\n" if form == "md" else "\n"
        paragraphs = [*_HEAD, *_FIRST, "\n".join(vietnamese), "\n".join(english), *_LAST]
        path = write_text(tmp_path / f"doc.{form}", separator.join(paragraphs) + "\n")
    _read_whole(parsed := parse_signed_document(path), vietnamese, english)
    assert parsed.title_en == "LABOUR CONTRACT"


def test_a_manual_line_break_mid_sentence_in_word_is_no_second_paragraph(tmp_path: Path) -> None:
    vietnamese, english = _WRAPPED["english-title-after-cho"]
    path = write_docx(
        tmp_path / "doc.docx",
        *_HEAD,
        *_FIRST,
        "\n".join(vietnamese),  # (python-docx writes a "\n" as Word's line break)
        "\n".join(english),
        *_LAST,
    )
    _read_whole(parse_signed_document(path), vietnamese, english)


@pytest.mark.parametrize(
    ("heading", "under"),
    [
        ("5.1. Thời giờ làm việc", "(Working hours)"),
        ("5.1. Thời giờ làm việc", "WORKING HOURS"),
        ("5.1. Thời giờ làm việc", "Working hours."),
    ],
)
def test_a_headings_translation_under_it_stays_its_english(
    tmp_path: Path, heading: str, under: str
) -> None:
    """Neighbours: a heading ends on no word mid-phrase, so the line under it is still read
    as its English."""
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 5. Thời giờ làm việc",
        "Article 5. Working time",
        heading,
        under,
        "5.2. Người lao động làm việc 40 giờ mỗi tuần.",
        "5.2. The Employee works 40 hours a week.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "doc.txt", "\n".join(lines) + "\n"))
    assert clause(parsed, "§5.1").text_vi == "Thời giờ làm việc"
    assert clause(parsed, "§5.1").text_en == under


def _change_table_appendix(tmp_path: Path, rows: list[tuple[str, ...]]) -> Path:
    return write_docx(
        tmp_path / "appendix.docx",
        "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 01",
        "LABOUR CONTRACT APPENDIX NO. 01",
        "Điều 1. Sửa đổi",
        "Article 1. Amendments",
        "Khoản 4.2 Điều 4 được sửa đổi như sau:",
        "Clause 4.2 of Article 4 is amended as follows:",
        rows,
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
        "Phụ lục có hiệu lực từ ngày 01/06/2026.",
        "This appendix takes effect on 01/06/2026.",
    )


_BY_LANGUAGE: list[tuple[str, ...]] = [
    ("Nội dung cũ / Old wording", "Nội dung mới / New wording"),
    ("Nghỉ hằng năm 12 ngày làm việc.", "Nghỉ hằng năm 14 ngày làm việc."),
    ("Annual leave of 12 working days.", "Annual leave of 14 working days."),
]


def test_a_table_of_old_and_new_wording_with_a_row_per_language_is_read_so(
    tmp_path: Path,
) -> None:
    """Round 14: its header in both languages and a row for each, the table had been read as
    Vietnamese | English columns: the old wording became the Vietnamese, the new the English."""
    parsed = parse_signed_document(_change_table_appendix(tmp_path, _BY_LANGUAGE))
    assert clause(parsed, "§1").text_vi.split("\n")[2:4] == [
        "Nội dung cũ | Nội dung mới",
        "Nghỉ hằng năm 12 ngày làm việc. | Nghỉ hằng năm 14 ngày làm việc.",
    ]
    assert clause(parsed, "§1").text_en.split("\n")[2:4] == [
        "Old wording | New wording",
        "Annual leave of 12 working days. | Annual leave of 14 working days.",
    ]


_BY_COLUMN: list[tuple[str, ...]] = [
    ("", "Tiếng Việt", "English"),
    ("Nội dung cũ / Old wording", *(row[0] for row in _BY_LANGUAGE[1:])),
    ("Nội dung mới / New wording", *(row[1] for row in _BY_LANGUAGE[1:])),
]


@pytest.mark.parametrize("rows", [_BY_LANGUAGE, _BY_COLUMN], ids=["row-per-language", "columns"])
def test_a_table_of_old_and_new_wording_changes_the_clause_named_above_it(
    tmp_path: Path, rows: list[tuple[str, ...]]
) -> None:
    """Either way round: a row per language, or Vietnamese | English columns with a row of old
    wording and one of new (each had been refused)."""
    from rubric.documents.consolidation import Op, consolidate
    from tests.documents.test_consolidation import _base

    appendix = parse_signed_document(_change_table_appendix(tmp_path, rows))
    result = consolidate(_base(tmp_path), appendix, titles=("HỢP ĐỒNG LAO ĐỘNG",))
    assert [(change.op, change.ref) for change in result.changes] == [(Op.REWORD, "§4.2")]
    changed = next(c for c in result.clauses if c.ref == "§4.2")
    assert (changed.text_vi, changed.text_en) == (
        "Nghỉ hằng năm 14 ngày làm việc.",
        "Annual leave of 14 working days.",
    )


def test_a_sentence_opening_with_a_clause_of_this_article_is_no_new_clause(
    tmp_path: Path,
) -> None:
    """ "Khoản 3 Điều này áp dụng cho ca đêm." had opened an invented §2.3 ("Điều này áp dụng
    …"), silently; "Mục 4 Quy chế tài chính quy định …" a section, its words lost."""
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 2. Thời giờ làm việc",
        "Article 2. Working time",
        "2.1. Người lao động làm việc 40 giờ mỗi tuần.",
        "2.1. The Employee works 40 hours per week.",
        "2.2. Làm thêm giờ theo Điều 107 Bộ luật Lao động.",
        "2.2. Overtime under Article 107 of the Labour Code.",
        "Khoản 3 Điều này áp dụng cho ca đêm.",
        "Clause 3 of this Article applies to night shifts.",
        "Mục 4 Quy chế tài chính quy định cách chi trả.",
        "Section 4 of the Financial Regulations sets out how it is paid.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "doc.txt", "\n".join(lines) + "\n"))
    assert [c.ref for c in parsed.clauses] == ["§2", "§2.1", "§2.2"]
    assert clause(parsed, "§2.2").text_vi.split("\n")[-1] == (
        "Mục 4 Quy chế tài chính quy định cách chi trả."
    )
    assert problems(parsed) == []
    del lines[-2:]
    parsed = parse_signed_document(write_text(tmp_path / "doc.txt", "\n".join(lines) + "\n"))
    assert clause(parsed, "§2.2").text_vi.endswith("\nKhoản 3 Điều này áp dụng cho ca đêm.")
    assert clause(parsed, "§2.2").text_en.endswith(
        "\nClause 3 of this Article applies to night shifts."
    )


def test_a_section_title_ending_in_a_full_stop_stays_a_section(tmp_path: Path) -> None:
    """Neighbour of "Mục 4 Quy chế … quy định …" (a sentence): a bare roman numeral's title
    with a full stop ("II. Quyền và nghĩa vụ của người lao động.") is still a section's, not
    text of the clause above (a review found it glued there)."""
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "Điều 1. Công việc",
        "Article 1. Work",
        "1.1. Bên A là Công ty TNHH ABC.",
        "1.1. Party A is ABC Co., Ltd.",
        "II. Quyền và nghĩa vụ của người lao động.",
        "II. Rights and obligations of the employee.",
        "Điều 2. Công việc",
        "Article 2. Work",
        "2.1. Lái xe.",
        "2.1. Driver.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "doc.txt", "\n".join(lines) + "\n"))
    assert clause(parsed, "§1.1").text_vi == "Bên A là Công ty TNHH ABC."
    assert clause(parsed, "§1.1").text_en == "Party A is ABC Co., Ltd."


def test_languages_alternating_line_by_line_each_wrapped_stay_apart(tmp_path: Path) -> None:
    """Neighbour of a line wrapped mid-phrase: a line that is a sentence of the other language
    is the translation, not the rest (a review found the English glued to the Vietnamese)."""
    text = (
        "HỢP ĐỒNG LAO ĐỘNG\nLABOUR CONTRACT\n\nĐiều 1. Công việc\nArticle 1. Work\n"
        "1.1. Người lao động báo cáo trực tiếp cho\n\n1.1. The Employee reports directly to\n\n"
        "Giám đốc điều hành của Công ty.\n\nthe Chief Executive Officer of the Company.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "doc.txt", text))
    assert clause(parsed, "§1.1").text_vi.startswith("Người lao động báo cáo trực tiếp cho")
    assert "Employee" not in clause(parsed, "§1.1").text_vi
    assert clause(parsed, "§1.1").text_en.startswith("The Employee reports directly to")


def test_a_title_typed_over_two_lines_is_read_whole(tmp_path: Path) -> None:
    """ "HỢP ĐỒNG LAO ĐỘNG XÁC ĐỊNH" / "THỜI HẠN" / "FIXED-TERM LABOUR" / "CONTRACT": each title
    had lost a half ("… XÁC ĐỊNH" / "CONTRACT")."""
    text = (
        "HỢP ĐỒNG LAO ĐỘNG XÁC ĐỊNH\nTHỜI HẠN\nFIXED-TERM LABOUR\nCONTRACT\n\n"
        "Điều 1. Công việc\nArticle 1. Work\n1.1. Lái xe tải.\n1.1. Truck driver.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "doc.txt", text))
    assert (parsed.title_vi, parsed.title_en) == (
        "HỢP ĐỒNG LAO ĐỘNG XÁC ĐỊNH THỜI HẠN",
        "FIXED-TERM LABOUR CONTRACT",
    )


@pytest.mark.parametrize("preamble", [False, True])
def test_a_bilingual_title_above_the_vietnamese_half_is_the_englishs_too(
    tmp_path: Path, preamble: bool
) -> None:
    """Halves under a title in both languages: the English title had been "" (or the English
    half's first line, "Party A: …")."""
    vietnamese = ["Bên A: Công ty TNHH Phở Cổ."] if preamble else []
    english = ["Party A: Pho Co Co., Ltd."] if preamble else []
    lines = [
        "HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT",
        "",
        *vietnamese,
        "Điều 1. Công việc",
        "1.1. Chức danh: Bếp phó.",
        "",
        *english,
        "Article 1. Work",
        "1.1. Position: Sous Chef.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "doc.txt", "\n".join(lines) + "\n"))
    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT")
    assert clause(parsed, "§1.1").text_en == "Position: Sous Chef."


def test_an_unlabelled_pair_in_a_text_of_pairs_is_each_languages_next_paragraph(
    tmp_path: Path,
) -> None:
    """A text written a "Vietnamese / English" pair a line: an unlabelled pair under 1.1 had
    gone whole, Vietnamese and all, onto the English of 1.1, silently."""
    text = (
        "HỢP ĐỒNG LAO ĐỘNG / LABOUR CONTRACT\n"
        "Điều 1. Công việc / Article 1. Work\n"
        "1.1. Làm việc tại công trường 06 ngày mỗi tuần. / 1.1. Works on site 06 days per week.\n"
        "Ngày nghỉ hằng tuần do Chỉ huy trưởng bố trí. / The weekly rest day is set by the Site "
        "Manager.\n"
        "1.2. Lương: 14.000.000 đồng/tháng. / 1.2. Salary: VND 14,000,000 per month.\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "doc.txt", text))
    assert clause(parsed, "§1.1").text_vi == (
        "Làm việc tại công trường 06 ngày mỗi tuần.\nNgày nghỉ hằng tuần do Chỉ huy trưởng bố trí."
    )
    assert clause(parsed, "§1.1").text_en == (
        "Works on site 06 days per week.\nThe weekly rest day is set by the Site Manager."
    )


def test_a_laws_article_quoted_in_a_tables_wording_is_no_clause_it_changes(
    tmp_path: Path,
) -> None:
    """ "… theo Điều 29 Bộ luật Lao động" in the old and new wording had been read as the
    appendix naming Điều 29 of the contract, changed by nothing: refused."""
    from rubric.documents.consolidation import consolidate
    from tests.documents.test_consolidation import BASE, _base

    contract = BASE.replace(
        "4.2. Nghỉ hằng năm 12 ngày làm việc.",
        "4.2. Nghỉ hằng năm 12 ngày làm việc theo Điều 113 Bộ luật Lao động.",
    ).replace(
        "4.2. Annual leave of 12 working days.",
        "4.2. Annual leave of 12 working days under Article 113 of the Labour Code.",
    )
    rows = [
        _BY_LANGUAGE[0],
        tuple(f"{cell[:-1]} theo Điều 113 Bộ luật Lao động." for cell in _BY_LANGUAGE[1]),
        tuple(f"{cell[:-1]} under Article 113 of the Labour Code." for cell in _BY_LANGUAGE[2]),
    ]
    appendix = parse_signed_document(_change_table_appendix(tmp_path, rows))
    result = consolidate(_base(tmp_path, contract), appendix, titles=("HỢP ĐỒNG LAO ĐỘNG",))
    assert next(c for c in result.clauses if c.ref == "§4.2").text_vi == (
        "Nghỉ hằng năm 14 ngày làm việc theo Điều 113 Bộ luật Lao động."
    )
