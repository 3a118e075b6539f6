"""A trilingual FDI contract — Vietnamese, English and the employer's Korean, Japanese or
Chinese — is read for its Vietnamese and English only: the third language is left out of
every clause, title and preamble, and reported (``other_language_text``). Read as no
language's, like figures, it was glued to the Vietnamese or English around it, mostly
silently (probe 17)."""

from __future__ import annotations

from pathlib import Path

from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.language import other_script
from tests.documents.support import Row, outline, problems, write_docx, write_text

KOREAN_AFTER_EACH = """HỢP ĐỒNG LAO ĐỘNG
LABOUR CONTRACT
근로계약서

Điều 1. Tiền lương
Article 1. Salary
제1조 임금
1.1. Lương cơ bản: 7.850.000 đồng/tháng.
1.1. Basic salary: VND 7,850,000 per month.
1.1. 기본급: 월 7,850,000동.
1.2. Lương được trả vào ngày 10 hằng tháng.
1.2. Salary is paid on the 10th of each month.
1.2. 임금은 매월 10일에 지급한다.
Điều 2. Bảo mật
Article 2. Confidentiality
제2조 비밀유지
Người lao động không tiết lộ bản vẽ của Công ty.
The Employee shall not disclose the Company's drawings.
근로자는 회사의 도면을 누설하여서는 아니 된다.
"""

READ = {
    "§1": ("Tiền lương", "Salary"),
    "§1.1": ("Lương cơ bản: 7.850.000 đồng/tháng.", "Basic salary: VND 7,850,000 per month."),
    "§1.2": (
        "Lương được trả vào ngày 10 hằng tháng.",
        "Salary is paid on the 10th of each month.",
    ),
    "§2": (
        "Bảo mật\nNgười lao động không tiết lộ bản vẽ của Công ty.",
        "Confidentiality\nThe Employee shall not disclose the Company's drawings.",
    ),
}


def texts(parsed: ParsedDocument) -> dict[str, tuple[str, str]]:
    return {c.ref: (c.text_vi, c.text_en) for c in parsed.clauses}


def left_out(parsed: ParsedDocument) -> list[tuple[str, str | None]]:
    return [problem for problem in problems(parsed) if problem[0] == "other_language_text"]


def test_korean_after_each_paragraph_is_left_out_and_reported(tmp_path: Path) -> None:
    """§1.1's Korean, numbered "1.1." too, made a duplicate §1.2 and an invented §1.1.1; the
    unnumbered ones and the headings' ended the English ("Salary\\n제1조 임금"), unreported."""
    parsed = parse_signed_document(write_text(tmp_path / "ko.txt", KOREAN_AFTER_EACH))
    assert texts(parsed) == READ
    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT")
    assert "근로계약서" not in parsed.preamble_vi + parsed.preamble_en
    assert problems(parsed) == [
        ("other_language_text", None),
        ("other_language_text", "§1"),
        ("other_language_text", "§1.1"),
        ("other_language_text", "§1.2"),
        ("other_language_text", "§2"),
    ]
    message = next(p.message for p in parsed.problems if p.clause_ref == "§1.1")
    assert "Korean (Hangul)" in message
    assert "§1.1" in message
    assert "“1.1. 기본급: 월 7,850,000동.”" in message
    preamble = next(p.message for p in parsed.problems if p.clause_ref is None)
    assert "title and preamble" in preamble
    assert "근로계약서" in preamble
    two = next(p.message for p in parsed.problems if p.clause_ref == "§2")
    assert two.startswith("2 lines in Korean (Hangul)")


def test_the_third_language_between_the_two_is_left_out_too(tmp_path: Path) -> None:
    """Vietnamese, Korean, English: the Korean went to the Vietnamese before it."""
    lines = KOREAN_AFTER_EACH.splitlines()
    reordered = [*lines[:3], ""]
    body = [line for line in lines[3:] if line]
    for index in range(0, len(body), 3):
        reordered += [body[index], body[index + 2], body[index + 1]]
    parsed = parse_signed_document(write_text(tmp_path / "vi-ko-en.txt", "\n".join(reordered)))
    assert texts(parsed) == READ
    assert [ref for _, ref in left_out(parsed)] == [None, "§1", "§1.1", "§1.2", "§2"]


def test_japanese_and_chinese_are_left_out_as_korean_is(tmp_path: Path) -> None:
    japanese = """Điều 1. Bảo mật
Article 1. Confidentiality
第1条 秘密保持
1.1. Bên nhận không tiết lộ Thông tin mật.
1.1. The Receiving Party shall not disclose Confidential Information.
1.1. 受領者は秘密情報を開示してはならない。
"""
    chinese = japanese.replace("第1条 秘密保持", "第一条 保密").replace(
        "1.1. 受領者は秘密情報を開示してはならない。", "1.1. 接收方不得披露保密信息。"
    )
    for name, text, script in (
        ("ja.txt", japanese, "Japanese"),
        ("zh.txt", chinese, "Han characters"),
    ):
        parsed = parse_signed_document(write_text(tmp_path / name, text))
        assert texts(parsed) == {
            "§1": ("Bảo mật", "Confidentiality"),
            "§1.1": (
                "Bên nhận không tiết lộ Thông tin mật.",
                "The Receiving Party shall not disclose Confidential Information.",
            ),
        }
        assert left_out(parsed) == [
            ("other_language_text", "§1"),
            ("other_language_text", "§1.1"),
        ]
        assert all(script in p.message for p in parsed.problems)


def test_a_table_column_in_korean_is_no_language_column(tmp_path: Path) -> None:
    """ "Vietnamese | English | Korean": the Korean cell, read as figures are, ended both the
    Vietnamese and the English (" | 1.1. 기본급: …"), silently; first or last alike."""
    rows: list[Row] = [
        ("Điều 1. Tiền lương", "Article 1. Salary", "제1조 임금"),
        (
            "1.1. Lương cơ bản: 7.850.000 đồng/tháng.",
            "1.1. Basic salary: VND 7,850,000 per month.",
            "1.1. 기본급: 월 7,850,000동.",
        ),
        (
            "1.2. Lương được trả vào ngày 10 hằng tháng.",
            "1.2. Salary is paid on the 10th of each month.",
            "1.2. 임금은 매월 10일에 지급한다.",
        ),
    ]
    korean_first: list[Row] = [(row[2], row[0], row[1]) for row in rows]
    for name, table in (("last.docx", rows), ("first.docx", korean_first)):
        parsed = parse_signed_document(write_docx(tmp_path / name, "HỢP ĐỒNG LAO ĐỘNG", table))
        assert texts(parsed) == {key: READ[key] for key in ("§1", "§1.1", "§1.2")}, name
        assert left_out(parsed) == [
            ("other_language_text", "§1"),
            ("other_language_text", "§1.1"),
            ("other_language_text", "§1.2"),
        ]


def test_korean_under_the_english_in_its_cell_is_left_out(tmp_path: Path) -> None:
    parsed = parse_signed_document(
        write_docx(
            tmp_path / "cell.docx",
            [
                ("Điều 1. Tiền lương", "Article 1. Salary\n제1조 임금"),
                (
                    "1.1. Lương cơ bản: 7.850.000 đồng/tháng.",
                    "1.1. Basic salary: VND 7,850,000 per month.\n1.1. 기본급: 월 7,850,000동.",
                ),
            ],
        )
    )
    assert texts(parsed) == {key: READ[key] for key in ("§1", "§1.1")}
    assert [ref for _, ref in left_out(parsed)] == ["§1", "§1.1"]


def test_a_heading_in_three_languages_on_one_line_keeps_two(tmp_path: Path) -> None:
    """ "Điều 1. … / Article 1. … / 제1조 …": the Korean ended the English heading."""
    text = """HỢP ĐỒNG LAO ĐỘNG / LABOUR CONTRACT / 근로계약서
Điều 1. Tiền lương / Article 1. Salary / 제1조 임금
1.1. Lương cơ bản: 7.850.000 đồng/tháng.
1.1. Basic salary: VND 7,850,000 per month.
"""
    parsed = parse_signed_document(write_text(tmp_path / "slash.txt", text))
    assert texts(parsed) == {key: READ[key] for key in ("§1", "§1.1")}
    assert (parsed.title_vi, parsed.title_en) == ("HỢP ĐỒNG LAO ĐỘNG", "LABOUR CONTRACT")
    assert [ref for _, ref in left_out(parsed)] == [None, "§1"]


def test_figures_and_a_name_glossed_in_hangul_stay(tmp_path: Path) -> None:
    """Only text whose words are in another script is left out: a line or a cell of figures
    is no language's and goes to both, as before; a Vietnamese sentence naming the employer
    in Hangul, in parentheses, is Vietnamese. The document reads as its bilingual twin."""
    header = ("STT", "Khoản", "Item", "항목", "Số tiền")
    row = ("1", "Lương cơ bản", "Basic salary", "기본급", "7.850.000")

    def contract(name: str, columns: list[int]) -> ParsedDocument:
        return parse_signed_document(
            write_docx(
                tmp_path / name,
                "Điều 1. Tiền lương",
                "Article 1. Salary",
                "1.1. Công ty TNHH Seoul Hitech Vina (서울하이텍비나 유한회사) trả lương.",
                "1.1. Seoul Hitech Vina Co., Ltd. pays the salary.",
                "7.850.000",
                [tuple(line[index] for index in columns) for line in (header, row)],
            )
        )

    parsed = contract("three.docx", [0, 1, 2, 3, 4])
    assert texts(parsed) == texts(contract("two.docx", [0, 1, 2, 4]))
    vietnamese, english = texts(parsed)["§1.1"]
    assert vietnamese.startswith(
        "Công ty TNHH Seoul Hitech Vina (서울하이텍비나 유한회사) trả lương.\n"
    )
    assert vietnamese.endswith("\n1 | Lương cơ bản | 7.850.000")
    assert english.startswith("Seoul Hitech Vina Co., Ltd. pays the salary.\n7.850.000\n")
    assert english.endswith("\n1 | Basic salary | 7.850.000")
    assert left_out(parsed) == [("other_language_text", "§1.1")]
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§1.1"]


def test_what_is_written_in_another_script() -> None:
    assert other_script("1.1. 직위: 제2 SMT 공장 품질관리(QC) 기술자.") == "Korean (Hangul)"
    assert other_script("근로자는 Seoul Hitech Vina Co., Ltd.의 도면을 누설하여서는 아니 된다.")
    assert other_script("第1条 業務及び勤務地") == "Japanese (kana and kanji)"
    assert other_script("第一条 奖励") == "Han characters (Chinese or Japanese)"
    assert other_script("Статья 1. Зарплата") == "Cyrillic"
    for text in (
        "7.850.000 đồng/tháng",
        "15/04/2026",
        "Lương cơ bản: 7.850.000 đồng/tháng.",
        "Công ty TNHH Seoul Hitech Vina (서울하이텍비나 유한회사)",
        "1º",
    ):
        assert other_script(text) is None, text


def test_a_lone_letter_of_another_alphabet_is_a_symbol_not_a_language() -> None:
    """ "Σ = 100%", "Δ ≤ 5%": a formula's Greek letter had made the line Greek text, left out
    of its clause."""
    for formula in ("Σ = 100%", "Δ ≤ 5%", "Σ trọng số = 100%"):
        assert other_script(formula) is None, formula
    assert other_script("Αυτή η σύμβαση") is not None
