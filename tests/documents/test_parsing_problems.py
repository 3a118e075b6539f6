"""Alignment problems are reported with stable codes and refs; the import goes on."""

from __future__ import annotations

from pathlib import Path

from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.labels import State, parse_label, resolve
from rubric.documents.parsing.language import Lang, detect
from tests.documents.support import clause, outline, problems, write_text


def test_numbering_gaps_between_articles_subclauses_and_points(tmp_path: Path) -> None:
    path = write_text(
        tmp_path / "gaps.md",
        "Điều 3. Một\nArticle 3. One\n\n"
        "Điều 5. Hai\nArticle 5. Two\n\n"
        "5.1. Ba\n5.1. Three\n\n5.3. Bốn\n5.3. Four\n\n"
        "a) năm\na) five\n\nc) sáu\nc) six\n",
    )
    document = parse_signed_document(path)

    assert problems(document) == [
        ("numbering_gap", "§5"),
        ("numbering_gap", "§5.3"),
        ("numbering_gap", "§5.3(c)"),
    ]


def test_vietnamese_point_letters_skip_f_without_a_gap(tmp_path: Path) -> None:
    text = "Điều 1. Quyền\nArticle 1. Rights\n\n" + "".join(
        f"{letter}) quyền {letter}\n{letter}) right {letter}\n\n" for letter in "abcdđeg"
    )
    document = parse_signed_document(write_text(tmp_path / "letters.md", text))

    assert [c.ref for c in document.clauses][-3:] == ["§1(đ)", "§1(e)", "§1(g)"]
    assert problems(document) == []


def test_duplicate_ref_is_reported_and_merged_into_the_first(tmp_path: Path) -> None:
    path = write_text(
        tmp_path / "dup.md",
        "Điều 1. Lương\nArticle 1. Salary\n\n"
        "Điều 1. Thưởng\nArticle 1. Bonus\n\n"
        "Điều 2. Nghỉ phép\nArticle 2. Leave\n",
    )
    document = parse_signed_document(path)

    assert [c.ref for c in document.clauses] == ["§1", "§2"]
    assert clause(document, "§1").text_vi == "Lương\nThưởng"
    assert clause(document, "§1").text_en == "Salary\nBonus"
    assert problems(document) == [("duplicate_ref", "§1")]


def test_english_numbering_that_differs_is_paired_by_position_and_reported(
    tmp_path: Path,
) -> None:
    path = write_text(
        tmp_path / "differs.md",
        "Điều 1. Phạm vi\nArticle 1. Scope\n\n"
        "Điều 2. Thời hạn\nArticle 3. Term\n\n"
        "2.1. Một năm.\n2.1. One year.\n",
    )
    document = parse_signed_document(path)

    assert outline(document) == [
        ("§1", None, "Điều 1", "Article 1"),
        ("§2", None, "Điều 2", "Article 3"),
        ("§2.1", "§2", "2.1.", "2.1."),
    ]
    assert problems(document) == [("english_numbering_differs", "§2")]


def test_missing_english_and_an_english_only_clause(tmp_path: Path) -> None:
    path = write_text(
        tmp_path / "missing.md",
        "Điều 1. Phạm vi\nArticle 1. Scope\n\n"
        "Điều 2. Thời hạn\n\n"
        "Điều 3. Lương\nArticle 3. Salary\n\nArticle 4. Bonus\n",
    )
    document = parse_signed_document(path)

    assert [c.ref for c in document.clauses] == ["§1", "§2", "§3", "§4"]
    assert clause(document, "§4").label_en == "Article 4"
    assert problems(document) == [("missing_english", "§2"), ("missing_vietnamese", "§4")]


def test_long_text_under_a_chapter_heading_is_reported_as_unlabelled(tmp_path: Path) -> None:
    body = "Người lao động và công ty cam kết thực hiện đúng " + "các quy định " * 6
    path = write_text(
        tmp_path / "chapter.md",
        f"Điều 1. Phạm vi\nArticle 1. Scope\n\nChương II. NGHĨA VỤ\n\n{body}\n\n"
        "Điều 2. Nghĩa vụ\nArticle 2. Duties\n",
    )
    document = parse_signed_document(path)

    assert [c.ref for c in document.clauses] == ["§1", "§2"]
    assert problems(document) == [("unlabelled_text", None)]
    assert clause(document, "§1").text_vi == "Phạm vi"


def test_labels_resolve_to_canonical_refs() -> None:
    state = State()
    refs = []
    for text in ("Điều 4.", "Khoản 2", "Điểm a", "(i)", "b)", "3.", "Phụ lục 2", "Điều 1:"):
        label = parse_label(f"{text} x")
        assert label is not None, text
        ref, state = resolve(label, state)[0]
        refs.append(str(ref))
    assert refs == ["§4", "§4.2", "§4.2(a)", "§4.2(a)(i)", "§4.2(b)", "§4.3", "§A2", "§A2.1"]
    assert parse_label("1.500.000 đồng mỗi tháng") is None
    assert parse_label("Điều khoản chung") is None


def test_language_detection_tolerates_names_and_english_terms() -> None:
    assert detect("CyberSkill Company Limited, represented by Mr. Nguyễn Văn An") is Lang.EN
    assert detect("Người lao động phải bảo mật source code và KPI") is Lang.VI
    assert detect("ARTICLE 4. WORKING TIME") is Lang.EN
    assert detect("ĐIỀU 4. THỜI GIỜ LÀM VIỆC") is Lang.VI
    assert detect("01/01/2025") is Lang.NEUTRAL


def test_toneless_vietnamese_syllables_are_not_english_words() -> None:
    """ "QUY ĐỊNH CHUNG", the title of most first chapters, has one letter Vietnamese only
    and two toneless syllables that once counted as English words."""
    assert detect("QUY ĐỊNH CHUNG") is Lang.VI
    assert detect("Chương I. QUY ĐỊNH CHUNG") is Lang.VI
    assert detect("General provisions") is Lang.EN


def test_a_sentence_under_a_chapter_heading_is_reported_not_dropped(tmp_path: Path) -> None:
    """Text between a chapter heading and its first article belongs to no clause; a sentence
    there, however short, is reported (its title in capitals is not)."""
    parsed = parse_signed_document(
        write_text(
            tmp_path / "chapter.txt",
            "\n".join(
                [
                    "HỢP ĐỒNG LAO ĐỘNG",
                    "CHƯƠNG I",
                    "QUY ĐỊNH CHUNG",
                    "Hợp đồng này áp dụng cho mọi nhân viên.",
                    "Điều 1. Phạm vi",
                    "Người lao động làm việc tại Hà Nội.",
                    "CHƯƠNG II. QUYỀN LỢI",
                    "Điều 2. Tiền lương",
                    "Lương cơ bản 20.000.000 đồng/tháng.",
                ]
            ),
        )
    )
    unlabelled = [p.message for p in parsed.problems if p.code == "unlabelled_text"]
    assert len(unlabelled) == 1
    assert "Hợp đồng này áp dụng cho mọi nhân viên." in unlabelled[0]
