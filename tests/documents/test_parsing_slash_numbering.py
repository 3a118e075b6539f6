"""Numbering as many Vietnamese contracts write it: "1/", "a/", "I/" and "II.1".

Before, these stayed text inside their article: an item could cite the article but never its
sub-clause, and the founder saw "Điều 2" where the contract says "Điều 2, 1/, a/".
"""

from __future__ import annotations

from pathlib import Path

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import clause, outline, problems, write_docx, write_text


def _parse(tmp_path: Path, *lines: str) -> ParsedDocument:
    return parse_signed_document(write_text(tmp_path / "doc.txt", "\n".join(lines)))


def test_slash_numbers_and_letters_are_clauses_and_points(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "Điều 1. Thời hạn và công việc",
        "1/ Loại hợp đồng: xác định thời hạn 24 tháng.",
        "2/ Địa điểm làm việc: Hà Nội.",
        "Điều 2. Chế độ làm việc",
        "1/ Thời giờ làm việc:",
        "a/ 08 giờ/ngày, từ thứ Hai đến thứ Sáu.",
        "b/ Người lao động có mặt trước 8 giờ 30.",
        "đ/ Không làm việc vào ngày lễ, tết.",
        "2/ Nghỉ hằng năm: 12 ngày/năm, hưởng nguyên lương 1/3 số ngày còn lại.",
    )
    assert [(ref, parent, vi) for ref, parent, vi, _ in outline(parsed)] == [
        ("§1", None, "Điều 1"),
        ("§1.1", "§1", "1/"),
        ("§1.2", "§1", "2/"),
        ("§2", None, "Điều 2"),
        ("§2.1", "§2", "1/"),
        ("§2.1(a)", "§2.1", "a/"),
        ("§2.1(b)", "§2.1", "b/"),
        ("§2.1(đ)", "§2.1", "đ/"),
        ("§2.2", "§2", "2/"),
    ]
    assert clause(parsed, "§2.1(a)").text_vi == "08 giờ/ngày, từ thứ Hai đến thứ Sáu."
    assert clause(parsed, "§2.2").text_vi.endswith("1/3 số ngày còn lại.")


def test_slash_numbers_pair_the_two_languages(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG / LABOR CONTRACT",
        "Điều 1. Thời hạn / Article 1. Term",
        "1/ Hợp đồng có thời hạn 24 tháng.",
        "1/ The contract has a term of 24 months.",
        "2/ Địa điểm làm việc: Hà Nội.",
        "2/ Place of work: Hanoi.",
    )
    assert outline(parsed) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§1.1", "§1", "1/", "1/"),
        ("§1.2", "§1", "2/", "2/"),
    ]
    assert clause(parsed, "§1.2").text_en == "Place of work: Hanoi."
    assert problems(parsed) == []


def test_roman_slash_sections_number_their_clauses(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "I/ CÔNG VIỆC",
        "1/ Người lao động làm việc tại Hà Nội.",
        "2/ Người lao động báo cáo trực tiếp Giám đốc.",
        "II/ TIỀN LƯƠNG",
        "1/ Mức lương cơ bản 35.000.000 đồng/tháng.",
    )
    assert [(ref, parent, vi) for ref, parent, vi, _ in outline(parsed)] == [
        ("§1", None, "I"),
        ("§1.1", "§1", "1/"),
        ("§1.2", "§1", "2/"),
        ("§2", None, "II"),
        ("§2.1", "§2", "1/"),
    ]


def test_roman_dotted_numbers_under_roman_sections(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "I. CÔNG VIỆC",
        "I.1 Người lao động làm việc tại Hà Nội.",
        "I.2 Người lao động báo cáo trực tiếp Giám đốc.",
        "II. TIỀN LƯƠNG",
        "II.1 Mức lương cơ bản 35.000.000 đồng/tháng.",
        "II.2. Lương được trả vào ngày 05 hằng tháng.",
    )
    assert [(ref, parent, vi) for ref, parent, vi, _ in outline(parsed)] == [
        ("§1", None, "I"),
        ("§1.1", "§1", "I.1"),
        ("§1.2", "§1", "I.2"),
        ("§2", None, "II"),
        ("§2.1", "§2", "II.1"),
        ("§2.2", "§2", "II.2."),
    ]
    assert clause(parsed, "§2.2").text_vi == "Lương được trả vào ngày 05 hằng tháng."


def test_roman_dotted_numbers_beside_worded_articles_stay_text(tmp_path: Path) -> None:
    """Where "Điều" numbers the articles, roman headings are chapters; "II.1" might mean
    chapter II's first article or Điều 2's first clause, so it is not guessed at."""
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "I. QUY ĐỊNH CHUNG",
        "Điều 1. Công việc",
        "Người lao động làm việc tại Hà Nội.",
        "II. QUYỀN LỢI",
        "Điều 2. Tiền lương",
        "II.1 Mức lương cơ bản 35.000.000 đồng/tháng.",
        "Điều 3. Bảo hiểm",
        "Theo quy định của pháp luật.",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3"]
    assert "II.1 Mức lương cơ bản 35.000.000 đồng/tháng." in clause(parsed, "§2").text_vi


def test_slashes_inside_words_and_fractions_are_not_labels(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "Điều 1. Nghỉ phép",
        "1/ Nghỉ hằng năm 12 ngày.",
        "1/3 số ngày chưa nghỉ được thanh toán bằng tiền.",
        "và/hoặc chuyển sang năm sau.",
        "24/7 trực hỗ trợ khách hàng.",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1"]
    # a plain-text line with no label continues the paragraph above it (a wrapped line)
    assert clause(parsed, "§1.1").text_vi == (
        "Nghỉ hằng năm 12 ngày. 1/3 số ngày chưa nghỉ được thanh toán bằng tiền."
        " và/hoặc chuyển sang năm sau. 24/7 trực hỗ trợ khách hàng."
    )


def test_slash_numbering_in_word(tmp_path: Path) -> None:
    parsed = parse_signed_document(
        write_docx(
            tmp_path / "slash.docx",
            "HỢP ĐỒNG LAO ĐỘNG",
            "Điều 3. Nghĩa vụ",
            "1/ Hoàn thành công việc được giao.",
            "a/ Báo cáo tiến độ hằng tuần.",
            "b/ Tham gia đào tạo nội bộ.",
            "2/ Bảo mật thông tin.",
        )
    )
    assert [(ref, vi) for ref, _, vi, _ in outline(parsed)] == [
        ("§3", "Điều 3"),
        ("§3.1", "1/"),
        ("§3.1(a)", "a/"),
        ("§3.1(b)", "b/"),
        ("§3.2", "2/"),
    ]


def test_an_appendix_with_worded_articles_leaves_the_contracts_sections_articles(
    tmp_path: Path,
) -> None:
    """The contract and each appendix are judged apart: the appendix's "Điều 1" used to turn
    the contract's "I/", "II/" into chapters, and everything under them was left out."""
    parsed = _parse(
        tmp_path,
        "HỢP ĐỒNG LAO ĐỘNG",
        "I/ CÔNG VIỆC",
        "I.1 Chức danh: Kỹ sư phần mềm.",
        "I.2 Địa điểm làm việc: Hà Nội.",
        "II/ TIỀN LƯƠNG",
        "II.1 Lương cơ bản: 20.000.000 đồng/tháng.",
        "ĐẠI DIỆN NGƯỜI SỬ DỤNG LAO ĐỘNG",
        "NGƯỜI LAO ĐỘNG",
        "PHỤ LỤC 01: CHẾ ĐỘ PHÚC LỢI",
        "Điều 1. Bảo hiểm sức khỏe",
        "Người lao động được mua bảo hiểm sức khỏe.",
    )
    assert [(ref, vi) for ref, _, vi, _ in outline(parsed)] == [
        ("§1", "I"),
        ("§1.1", "I.1"),
        ("§1.2", "I.2"),
        ("§2", "II"),
        ("§2.1", "II.1"),
        ("§A1", "PHỤ LỤC 01"),
        ("§A1.1", "Điều 1"),
    ]
    assert clause(parsed, "§2.1").text_vi == "Lương cơ bản: 20.000.000 đồng/tháng."
