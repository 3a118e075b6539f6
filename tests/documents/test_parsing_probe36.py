"""What probe 36 (250 documents in ten families not probed before: commission plans,
remote-work policies, secondment decisions, internal labour regulations, termination and
overtime agreements, collective agreements, travel rules, foreign employees' contracts,
training bonds; pandoc, wkhtmltopdf, Chromium, LibreOffice, python-docx and reportlab; truth
written and frozen first) found read wrong without a word said."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from tests.documents.support import printed_lines, problems, write_text

_ARTICLE = [
    "QUY ĐỊNH LÀM VIỆC TỪ XA",
    "REMOTE WORK POLICY",
    "Điều 1. Bảo mật thông tin",
    "Article 1. Information security",
    "Người lao động chỉ truy cập hệ thống qua VPN.",
    "Employees access the systems only through the VPN.",
]
_READ = (
    "§1",
    "Bảo mật thông tin\nNgười lao động chỉ truy cập hệ thống qua VPN.",
    "Information security\nEmployees access the systems only through the VPN.",
)


def _lines_as(stem: Path, lines: list[str], *, printed: bool) -> Path:
    if printed:
        return printed_lines(stem.with_suffix(".pdf"), lines)
    return write_text(stem.with_suffix(".txt"), "\n\n".join(lines) + "\n")


def _texts(parsed: ParsedDocument) -> list[tuple[str, str, str]]:
    return [(c.ref, c.text_vi, c.text_en) for c in parsed.clauses]


@pytest.mark.parametrize("printed", [False, True])
@pytest.mark.parametrize(
    "signer",
    [
        ["GIÁM ĐỐC NHÂN SỰ", "HR DIRECTOR", "(Đã ký)", "(Signed)"],
        ["GIÁM ĐỐC KINH DOANH", "SALES DIRECTOR", "(Đã ký)", "(Signed)"],
        ["TRƯỞNG PHÒNG NHÂN SỰ", "HEAD OF HR", "(đã ký và đóng dấu)", "(signed and sealed)"],
    ],
)
def test_a_signer_s_title_over_signed_is_no_text(
    tmp_path: Path, signer: list[str], printed: bool
) -> None:
    """Probe 36 (49 documents): a department's director signing ("GIÁM ĐỐC NHÂN SỰ" / "HR
    DIRECTOR"), then "(Đã ký)" / "(Signed)", the copy's note that it was signed, had stayed
    the last article's text in both languages: "(Đã ký)" was no line telling how to sign."""
    parsed = parse_signed_document(
        _lines_as(tmp_path / "policy", _ARTICLE + signer, printed=printed)
    )
    assert _texts(parsed) == [_READ]
    assert problems(parsed) == []


@pytest.mark.parametrize("printed", [False, True])
def test_a_decision_s_recipients_are_no_text(tmp_path: Path, printed: bool) -> None:
    """Probe 36 (25 documents): a decision's "Nơi nhận:" / "Recipients:" and its list ("- Như
    Điều 2;", "- Lưu: VT, NS.") beside its signer had been read into the last article."""
    recipients = [
        "Nơi nhận:",
        "Recipients:",
        "- Như Điều 1;",
        "- As in Article 1;",
        "- Lưu: VT, NS.",
        "- Archive: Admin, HR.",
        "TỔNG GIÁM ĐỐC",
        "GENERAL DIRECTOR",
    ]
    parsed = parse_signed_document(
        _lines_as(tmp_path / "decision", _ARTICLE + recipients, printed=printed)
    )
    assert _texts(parsed) == [_READ]


def test_recipients_in_the_english_of_two_halves_are_no_text(tmp_path: Path) -> None:
    """... and in a document all Vietnamese, then all English, "Recipients:" alone."""
    vietnamese = [_ARTICLE[0], _ARTICLE[2], _ARTICLE[4], "Nơi nhận:", "- Lưu: VT, NS.", "GIÁM ĐỐC"]
    english = [
        _ARTICLE[1],
        _ARTICLE[3],
        _ARTICLE[5],
        "Recipients:",
        "- Archive: Admin, HR.",
        "DIRECTOR",
    ]
    parsed = parse_signed_document(
        write_text(tmp_path / "decision.txt", "\n\n".join(vietnamese + english) + "\n")
    )
    assert _texts(parsed) == [_READ]


def test_a_place_of_receipt_inside_a_clause_stays_text(tmp_path: Path) -> None:
    """The neighbour: "Nơi nhận hàng: …" (where goods are received) is a clause's words."""
    lines = [
        *_ARTICLE[:4],
        "Nơi nhận hàng: kho Bình Dương.",
        "Place of delivery: the Binh Duong warehouse.",
        "Điều 2. Hiệu lực",
        "Article 2. Effect",
        "Quy định có hiệu lực kể từ ngày ký.",
        "This policy takes effect on signing.",
    ]
    parsed = parse_signed_document(write_text(tmp_path / "policy.txt", "\n\n".join(lines) + "\n"))
    assert _texts(parsed)[0] == (
        "§1",
        "Bảo mật thông tin\nNơi nhận hàng: kho Bình Dương.",
        "Information security\nPlace of delivery: the Binh Duong warehouse.",
    )


def test_a_cell_whose_vietnamese_is_a_toneless_word_and_a_figure_is_split(tmp_path: Path) -> None:
    """Probe 36 (20 documents): "Ca 1 / Shift 1" in a column of "Vietnamese / English" cells
    had gone whole to the English row, the Vietnamese row losing the shift: "Ca 1" reads as no
    language ("Ca sáng / Morning shift", "Tổ 1 / Team 1" were split)."""
    text = (
        "**Điều 1. Thời giờ làm việc**\n\n**Article 1. Working hours**\n\n"
        "Khối sản xuất làm việc theo ca như sau:\n\nProduction staff work in shifts as follows:\n\n"
        "| Ca làm việc / Shift | Giờ bắt đầu / Start |\n|---|---|\n"
        "| Ca 1 / Shift 1 | 06:00 |\n| Ca 2 / Shift 2 | 14:00 |\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "shifts.md", text))
    assert _texts(parsed) == [
        (
            "§1",
            "Thời giờ làm việc\nKhối sản xuất làm việc theo ca như sau:\nCa làm việc | Giờ bắt đầu"
            "\nCa 1 | 06:00\nCa 2 | 14:00",
            "Working hours\nProduction staff work in shifts as follows:\nShift | Start"
            "\nShift 1 | 06:00\nShift 2 | 14:00",
        )
    ]


def test_two_english_words_in_a_bilingual_column_stay_whole(tmp_path: Path) -> None:
    """The neighbour: "Online / Offline" is two English words, either one, not a pair."""
    text = (
        "**Điều 1. Hình thức đào tạo**\n\n**Article 1. Training mode**\n\n"
        "| Khóa học / Course | Hình thức / Mode |\n|---|---|\n"
        "| An toàn / Safety | Online / Offline |\n"
    )
    parsed = parse_signed_document(write_text(tmp_path / "training.md", text))
    vietnamese, english = _texts(parsed)[0][1:]
    assert english.endswith("Safety | Online / Offline")
    assert "Online" not in vietnamese.replace("Online / Offline", "")
