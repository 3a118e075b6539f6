"""What probe 37 (220 documents in eleven families not probed before: probation agreements,
job descriptions with KPIs, KPI policies, salary scales, disciplinary decisions and minutes,
leave policies, ESOP and retention plans, internships, personal-data consents, asset
handovers, codes of conduct; python-docx, reportlab, LibreOffice, pandoc; truth written and
frozen first) found read wrong without a word said."""

from __future__ import annotations

import pytest

from rubric.documents.parsing import parse_signed_document
from tests.documents.support import problems, write_docx
from tests.documents.test_parsing_probe35 import _one_under_the_other
from tests.documents.test_parsing_probe36 import _texts

_TITLES = ["QUY CHẾ ĐÁNH GIÁ", "PERFORMANCE REVIEW REGULATION"]


@pytest.mark.parametrize("printed", [False, True])
def test_a_heading_wrapped_before_words_a_caption_may_be_goes_on(tmp_path, printed) -> None:
    """ "Điều 1. Quyền và nghĩa vụ của" / "Người lao động": a heading a narrow column wrapped
    before the words that, in capitals, caption the employee's signature. The words had been
    taken for one and left out of the text, the title read "Quyền và nghĩa vụ của"."""
    lines = [
        *_TITLES,
        "Điều 1. Quyền và nghĩa vụ của",
        "Người lao động",
        "Article 1. Rights and obligations of the",
        "Employee",
        "Người lao động hoàn thành công việc được giao.",
        "The Employee completes the assigned work.",
    ]
    parsed = parse_signed_document(
        _one_under_the_other(tmp_path / "wrapped", lines, printed=printed)
    )
    assert _texts(parsed) == [
        (
            "§1",
            "Quyền và nghĩa vụ của Người lao động\nNgười lao động hoàn thành công việc được giao.",
            "Rights and obligations of the Employee\nThe Employee completes the assigned work.",
        )
    ]
    assert problems(parsed) == []


@pytest.mark.parametrize("printed", [False, True])
def test_a_signature_caption_after_a_sentence_still_opens_the_block(tmp_path, printed) -> None:
    """The neighbour: "NGƯỜI LAO ĐỘNG" in capitals after a finished sentence signs."""
    lines = [
        *_TITLES,
        "Điều 1. Hiệu lực",
        "Article 1. Effect",
        "Quy chế có hiệu lực từ ngày ký.",
        "This Regulation takes effect on signing.",
        "NGƯỜI LAO ĐỘNG",
        "EMPLOYEE",
    ]
    parsed = parse_signed_document(
        _one_under_the_other(tmp_path / "signed", lines, printed=printed)
    )
    assert _texts(parsed) == [
        (
            "§1",
            "Hiệu lực\nQuy chế có hiệu lực từ ngày ký.",
            "Effect\nThis Regulation takes effect on signing.",
        )
    ]


@pytest.mark.parametrize("printed", [False, True])
def test_a_heading_in_capitals_wrapped_keeps_its_last_words(tmp_path, printed) -> None:
    """ "ĐIỀU 2 - THANH TOÁN NGÀY NGHỈ" / "CHƯA SỬ DỤNG", its English heading wrapped too: the
    words the column pushed to the next line had opened the article's text."""
    lines = [
        *_TITLES,
        "ĐIỀU 1 \u2013 PHẠM VI",
        "ARTICLE 1 \u2013 SCOPE",
        "Quy chế áp dụng cho toàn bộ người lao động.",
        "This Regulation applies to all employees.",
        "ĐIỀU 2 \u2013 THANH TOÁN NGÀY NGHỈ",
        "CHƯA SỬ DỤNG",
        "ARTICLE 2 \u2013 PAYMENT FOR UNUSED",
        "LEAVE",
        "Ngày nghỉ chưa sử dụng được thanh toán khi thôi việc.",
        "Unused leave is paid out on leaving.",
    ]
    parsed = parse_signed_document(
        _one_under_the_other(tmp_path / "capitals", lines, printed=printed)
    )
    assert _texts(parsed)[1] == (
        "§2",
        "THANH TOÁN NGÀY NGHỈ CHƯA SỬ DỤNG\nNgày nghỉ chưa sử dụng được thanh toán khi thôi việc.",
        "PAYMENT FOR UNUSED LEAVE\nUnused leave is paid out on leaving.",
    )
    assert problems(parsed) == []


@pytest.mark.parametrize("printed", [False, True])
def test_a_line_in_capitals_over_more_capitals_is_no_wrapped_heading(tmp_path, printed) -> None:
    """The neighbour: an article's heading, then a line in capitals over another (a table's
    header, a name): the first is no part of the heading."""
    lines = [
        *_TITLES,
        "ĐIỀU 1 \u2013 THANG ĐIỂM",
        "ARTICLE 1 \u2013 SCALE",
        "XUẤT SẮC",
        "HOÀN THÀNH TỐT",
        "Điểm được chấm theo thang năm bậc.",
        "Scores are given on a five-step scale.",
    ]
    parsed = parse_signed_document(_one_under_the_other(tmp_path / "scale", lines, printed=printed))
    assert parsed.clauses[0].text_vi.split("\n")[0] == "THANG ĐIỂM"


@pytest.mark.parametrize(
    ("left", "right"),
    [
        (("NGƯỜI NHẬN VIỆC", "JOB HOLDER"), ("TRƯỞNG BỘ PHẬN", "HEAD OF DEPARTMENT")),
        (("CHỦ TRÌ", "CHAIR"), ("THƯ KÝ", "SECRETARY")),
    ],
)
def test_signers_of_any_title_in_a_table_with_signing_lines_sign(tmp_path, left, right) -> None:
    """A job description signed by the job holder and the head of department, minutes by the
    chair and the secretary, in a borderless table of two cells each with "(Đã ký)" /
    "(Signed)": the block had joined the last clause, in both languages."""
    cells = tuple(
        "\n".join([*who, "(Đã ký)", "(Signed)", name])
        for who, name in ((left, "Phạm Thu Hà"), (right, "Vũ Thanh Tâm"))
    )
    path = write_docx(
        tmp_path / "signed.docx",
        "BẢN MÔ TẢ CÔNG VIỆC",
        "JOB DESCRIPTION",
        "Điều 1. Mục đích công việc",
        "Article 1. Job purpose",
        "Bảo đảm tuyển dụng đúng thời hạn.",
        "Ensure timely recruitment.",
        [cells],
    )
    parsed = parse_signed_document(path)
    assert _texts(parsed) == [
        (
            "§1",
            "Mục đích công việc\nBảo đảm tuyển dụng đúng thời hạn.",
            "Job purpose\nEnsure timely recruitment.",
        )
    ]


def test_a_table_of_names_in_capitals_without_signing_lines_stays_text(tmp_path) -> None:
    """The neighbour: a table of titles in capitals with no signing line is the article's."""
    path = write_docx(
        tmp_path / "committee.docx",
        "QUYẾT ĐỊNH",
        "DECISION",
        "Điều 1. Thành phần hội đồng",
        "Article 1. Members of the council",
        "Hội đồng gồm:",
        "The council comprises:",
        [("CHỦ TỊCH\nCHAIR\nÔng Nguyễn Văn An", "THƯ KÝ\nSECRETARY\nBà Trần Thị Bình")],
    )
    parsed = parse_signed_document(path)
    assert "Nguyễn Văn An" in parsed.clauses[0].text_vi
