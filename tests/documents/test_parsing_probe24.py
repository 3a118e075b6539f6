"""Misreadings a probe of newly written documents found (probe 24, 2026-12: 234 documents in
six new families and 39 new layouts), each as the smallest document that showed it."""

from __future__ import annotations

from pathlib import Path

import docx

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_text

_TITLED = """HỢP ĐỒNG LAO ĐỘNG
LABOUR CONTRACT

Bên B: Ông Lê Quang Huy
Party B: Mr. Le Quang Huy

CÔNG VIỆC
DUTIES

1.1. Bên B bảo dưỡng tàu bay A321.
1.1. Party B maintains A321 aircraft.

1.2. Bên B ký xác nhận cho phép khai thác.
1.2. Party B signs certificates of release to service.

THỜI GIỜ LÀM VIỆC
WORKING HOURS

2.1. Bên B làm việc theo ca 12 giờ.
2.1. Party B works 12-hour shifts.

TIỀN LƯƠNG
PAY

3.1. Lương cơ bản: 38.500.000 đồng/tháng.
3.1. Base salary: VND 38,500,000 per month.
"""


def test_a_title_in_capitals_over_each_articles_first_clause_heads_that_article(
    tmp_path: Path,
) -> None:
    """ "CÔNG VIỆC" over "1.1.", "1.2.", "THỜI GIỜ LÀM VIỆC" over "2.1.": the articles are
    numbered by their clauses only. The titles had been left out, and every clause had no
    article, silently."""
    parsed = parse_signed_document(write_text(tmp_path / "titled.txt", _TITLED))
    read = [(c.ref, c.parent_ref, c.text_vi, c.text_en) for c in parsed.clauses]
    assert read[:4] == [
        ("§1", None, "CÔNG VIỆC", "DUTIES"),
        ("§1.1", "§1", "Bên B bảo dưỡng tàu bay A321.", "Party B maintains A321 aircraft."),
        (
            "§1.2",
            "§1",
            "Bên B ký xác nhận cho phép khai thác.",
            "Party B signs certificates of release to service.",
        ),
        ("§2", None, "THỜI GIỜ LÀM VIỆC", "WORKING HOURS"),
    ]
    assert clause(parsed, "§3.1").parent_ref == "§3"
    assert clause(parsed, "§1.2").label_vi == "1.2."
    assert clause(parsed, "§1").label_vi == ""  # nothing numbers it on the page
    assert problems(parsed) == []


def test_word_headings_in_bold_over_each_articles_first_clause_head_that_article(
    tmp_path: Path,
) -> None:
    """Headings Word styles (Heading 1, bold) without a number, seven syllables long ("Chuyển
    giao quyền sở hữu trí tuệ"): too long for a title in bold read anywhere, a heading right
    over "1.1." all the same."""
    document = docx.Document()
    document.add_paragraph("THỎA THUẬN SỞ HỮU TRÍ TUỆ").runs[0].bold = True
    document.add_paragraph("INTELLECTUAL PROPERTY AGREEMENT").runs[0].bold = True
    rows = [
        ("Chuyển giao quyền sở hữu trí tuệ", "Transfer of intellectual property"),
        ("1.1. Bên B chuyển giao mọi mã nguồn.", "1.1. Party B assigns all source code."),
        ("1.2. Bên B không được giữ bản sao.", "1.2. Party B keeps no copy."),
        ("Làm thêm bên ngoài", "Outside work"),
        ("2.1. Bên B báo trước 07 ngày.", "2.1. Party B gives 07 days' notice."),
    ]
    for vietnamese, english in rows:
        for text in (vietnamese, english):
            if text[0].isdigit():
                document.add_paragraph(text)
            else:
                document.add_heading(text, level=1)
    path = tmp_path / "headings.docx"
    document.save(str(path))
    parsed = parse_signed_document(path)
    assert [(ref, parent) for ref, parent, _vi, _en in outline(parsed)] == [
        ("§1", None),
        ("§1.1", "§1"),
        ("§1.2", "§1"),
        ("§2", None),
        ("§2.1", "§2"),
    ]
    assert clause(parsed, "§1").text_vi == "Chuyển giao quyền sở hữu trí tuệ"
    assert clause(parsed, "§1").text_en == "Transfer of intellectual property"
    assert problems(parsed) == []


def test_titles_that_do_not_head_every_article_stay_titles(tmp_path: Path) -> None:
    """Read so only where the whole document reads so: a title over 1.1 and another over 2.3
    (a part of article 2, not article 2) make no article of either."""
    text = _TITLED.replace("TIỀN LƯƠNG\nPAY\n\n", "").replace(
        "3.1. Lương cơ bản: 38.500.000 đồng/tháng.\n3.1. Base salary: VND 38,500,000 per month.",
        "2.2. Lương cơ bản: 38.500.000 đồng/tháng.\n2.2. Base salary: VND 38,500,000 per month.",
    )
    text = text.replace("THỜI GIỜ LÀM VIỆC\nWORKING HOURS\n\n2.1.", "2.1.").replace(
        "2.2. Lương", "TIỀN LƯƠNG\nPAY\n\n2.2. Lương"
    )
    parsed = parse_signed_document(write_text(tmp_path / "parts.txt", text))
    assert [ref for ref, _parent, _vi, _en in outline(parsed)] == ["§1.1", "§1.2", "§2.1", "§2.2"]


def test_articles_numbered_in_the_document_keep_their_numbers(tmp_path: Path) -> None:
    """A title above "Điều 1" is no article of its own: the articles are numbered already."""
    text = _TITLED.replace(
        "CÔNG VIỆC\nDUTIES\n\n", "CÔNG VIỆC\nDUTIES\n\nĐiều 1. Nhiệm vụ\nArticle 1. Tasks\n\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "numbered.txt", text))
    assert clause(parsed, "§1").text_vi == "Nhiệm vụ"


_HYPHENATED = """THỎA THUẬN LÀM THÊM
OUTSIDE WORK AGRE-
EMENT

Điều 1. Làm thêm
Article 1. Outside work

1.1. Bên B báo trước 07 ngày.
1.1. In each shift Party B meets the follow-
ing KPIs and keeps the hando-
ver log.

1.2. Bên B không làm cho đối thủ.
1.2. Party B signs the non-
compete clause, uses multi-
factor sign-in and may re-
sign this agreement each year.
"""


def test_words_a_hard_wrapped_text_broke_at_line_ends_are_joined(tmp_path: Path) -> None:
    """A text pasted from a hyphenated PDF breaks words anywhere ("follow-" / "ing"), and the
    document need not write them whole elsewhere: they had been kept broken ("follow-ing",
    "AGRE- EMENT"), silently. English usage tells them from words written with a hyphen."""
    parsed = parse_signed_document(write_text(tmp_path / "hyphenated.txt", _HYPHENATED))
    assert parsed.title_en == "OUTSIDE WORK AGREEMENT"
    assert clause(parsed, "§1.1").text_en == (
        "In each shift Party B meets the following KPIs and keeps the handover log."
    )


def test_words_written_with_their_hyphen_keep_it_at_a_line_end(tmp_path: Path) -> None:
    """ "non-" / "compete", "multi-" / "factor", "re-" / "sign" (to sign again, not to resign):
    the writer's hyphens, kept."""
    parsed = parse_signed_document(write_text(tmp_path / "hyphenated.txt", _HYPHENATED))
    assert clause(parsed, "§1.2").text_en == (
        "Party B signs the non-compete clause, uses multi-factor sign-in and may re-sign this "
        "agreement each year."
    )


def test_the_documents_title_over_its_first_clause_heads_no_article(tmp_path: Path) -> None:
    """ "HỢP ĐỒNG LAO ĐỘNG" right over "1.1.": the document's title, not article 1's heading."""
    text = _TITLED.replace("\nBên B: Ông Lê Quang Huy\nParty B: Mr. Le Quang Huy\n", "").replace(
        "CÔNG VIỆC\nDUTIES\n\n", ""
    )
    parsed = parse_signed_document(write_text(tmp_path / "titled.txt", text))
    assert parsed.title_vi == "HỢP ĐỒNG LAO ĐỘNG"
    assert "§1" not in [ref for ref, _parent, _vi, _en in outline(parsed)]


def test_a_verb_and_its_particle_keep_their_hyphen_at_a_line_end(tmp_path: Path) -> None:
    """ "back-" / "up", "set-" / "up": the writer's hyphen; "here-" / "by" is "hereby"."""
    text = _HYPHENATED.replace(
        "1.1. In each shift Party B meets the follow-\ning KPIs and keeps the hando-\nver log.",
        "1.1. Party B keeps a back-\nup of the set-\nup and here-\nby agrees.",
    )
    parsed = parse_signed_document(write_text(tmp_path / "particles.txt", text))
    assert clause(parsed, "§1.1").text_en == (
        "Party B keeps a back-up of the set-up and hereby agrees."
    )
