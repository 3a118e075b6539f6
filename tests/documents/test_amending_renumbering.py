"""An appendix that numbers clauses anew ("Điều 6 được đánh số lại thành Điều 7.", "Các điều
tiếp theo được đánh số lại tương ứng.") has each clause it names moved, with what it holds and
its words kept; a renumbering not read whole in both languages, or one that would collide,
leave a clause in another place or leave it unclear which numbering a change means, is
refused (until 2026-12 every renumbering was refused as not understood)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rubric.documents.consolidation import Op, Why
from tests.documents.test_consolidation import _amended, _base, _refused

_ADD_ARTICLE_6 = (
    "1.1. Bổ sung Điều 6 như sau: “Điều 6. Đào tạo\n\n"
    "Người lao động được đào tạo 40 giờ mỗi năm.”\n\n"
    "1.1. Article 6 is added as follows: “Article 6. Training\n\n"
    "The employee receives 40 hours of training per year.”\n\n"
)


def _article(vietnamese: str, english: str = "") -> str:
    tail = f"\n\n{english}" if english else ""
    return f"## Điều 1. Sửa đổi, bổ sung\n\nArticle 1. Amendments\n\n{vietnamese}{tail}\n"


def _renumbering(vietnamese: str, english: str) -> str:
    return f"## Điều 1. Đánh số lại\n\nArticle 1. Renumbering\n\n{vietnamese}\n\n{english}\n"


def _labels(clauses, *refs: str) -> list[tuple[str, str, str]]:
    return [(clauses[ref].label_vi, clauses[ref].label_en, clauses[ref].parent_ref) for ref in refs]


def test_an_article_renumbered_keeps_its_words_and_its_clauses_move_with_it(tmp_path) -> None:
    clauses, changes = _amended(
        tmp_path,
        _renumbering(
            "Điều 6 của Hợp đồng được đánh số lại thành Điều 7.",
            "Article 6 of the Contract is renumbered as Article 7.",
        ),
    )
    assert [ref for ref in clauses if ref.startswith(("§6", "§7"))] == [
        "§7",
        "§7.1",
        "§7.2",
        "§7.3",
    ]
    assert (clauses["§7"].text_vi, clauses["§7.1"].text_en) == (
        "Chấm dứt hợp đồng",
        "Either party gives 30 days' notice.",
    )
    assert [(c.label_vi, c.label_en, c.parent_ref) for c in (clauses["§7"], clauses["§7.2"])] == [
        ("Điều 7", "Article 7", None),
        ("7.2.", "7.2.", "§7"),
    ]
    assert [(c.op, c.ref, c.was) for c in changes] == [(Op.RENUMBER, "§7", "§6")]


@pytest.mark.parametrize(
    "body",
    [
        # the new article, then the old one renumbered, in its own clause
        _article(
            _ADD_ARTICLE_6 + "1.2. Điều 6 hiện hành được đánh số lại thành Điều 7.",
            "1.2. The existing Article 6 is renumbered as Article 7.",
        ),
        # ... or the articles after it, "tương ứng"
        _article(
            _ADD_ARTICLE_6 + "1.2. Các điều tiếp theo được đánh số lại tương ứng.",
            "1.2. The subsequent articles are renumbered accordingly.",
        ),
        # ... said after the new wording, in the same clause
        _article(
            "Bổ sung Điều 6 như sau: “Điều 6. Đào tạo\n\nNgười lao động được đào tạo 40 giờ mỗi "
            "năm.”\n\nCác điều tiếp theo được đánh số lại tương ứng.",
            "Article 6 is added as follows: “Article 6. Training\n\nThe employee receives 40 "
            "hours of training per year.”\n\nSubsequent Articles are renumbered accordingly.",
        ),
    ],
)
def test_an_article_added_takes_the_number_the_renumbered_one_leaves(tmp_path, body) -> None:
    clauses, changes = _amended(tmp_path, body)
    assert [ref for ref in clauses if ref >= "§6"] == ["§6", "§7", "§7.1", "§7.2", "§7.3"]
    assert clauses["§6"].text_vi == "Đào tạo\nNgười lao động được đào tạo 40 giờ mỗi năm."
    assert clauses["§7"].text_en == "Termination"
    assert clauses["§7.3"].text_vi == "Công ty thanh toán các khoản trong 14 ngày."
    assert sorted((c.op, c.ref, c.was) for c in changes) == [
        (Op.INSERT, "§6", ""),
        (Op.RENUMBER, "§7", "§6"),
    ]


def test_the_clauses_after_one_added_are_each_numbered_on(tmp_path) -> None:
    clauses, changes = _amended(
        tmp_path,
        _article(
            "Bổ sung khoản 6.2 Điều 6 như sau: “6.2. Người lao động được báo trước 10 ngày.” "
            "Các khoản tiếp theo của Điều 6 được đánh số lại tương ứng.",
            "Clause 6.2 is added to Article 6 as follows: “6.2. The employee is given 10 "
            "days' notice.” The subsequent clauses of Article 6 are renumbered accordingly.",
        ),
    )
    assert [(ref, clauses[ref].text_vi) for ref in clauses if ref.startswith("§6.")] == [
        ("§6.1", "Mỗi bên báo trước 30 ngày."),
        ("§6.2", "Người lao động được báo trước 10 ngày."),
        ("§6.3", "Người lao động bàn giao công việc trước ngày nghỉ."),
        ("§6.4", "Công ty thanh toán các khoản trong 14 ngày."),
    ]
    assert _labels(clauses, "§6.3", "§6.4") == [("6.3.", "6.3.", "§6"), ("6.4.", "6.4.", "§6")]
    assert sorted((c.ref, c.was) for c in changes if c.op is Op.RENUMBER) == [
        ("§6.3", "§6.2"),
        ("§6.4", "§6.3"),
    ]


@pytest.mark.parametrize(
    ("vietnamese", "english", "renumbered"),
    [
        (  # a clause named without its article: the first's
            "Khoản 3 Điều 6 được đánh số lại thành khoản 4.",
            "Clause 3 of Article 6 is renumbered as Clause 4.",
            ("§6.4", "§6.3"),
        ),
        (
            "Điểm b khoản 3.2 Điều 3 được đánh số lại thành điểm c.",
            "Point (b) of Clause 3.2 of Article 3 is renumbered as Point (c).",
            ("§3.2(c)", "§3.2(b)"),
        ),
        (  # two, at once
            "Điều 4 được đánh số lại thành Điều 5. Điều 6 được đánh số lại thành Điều 7.",
            "Article 4 is renumbered as Article 5. Article 6 is renumbered as Article 7.",
            ("§5", "§4"),
        ),
        (  # the English lists them in the other order, "re-numbered"
            "Khoản 6.2 Điều 6 được đánh số lại thành khoản 6.3. Khoản 6.3 Điều 6 được đánh số "
            "lại thành khoản 6.4.",
            "Clause 6.3 of Article 6 is re-numbered as Clause 6.4. Clause 6.2 of Article 6 is "
            "renumbered as Clause 6.3.",
            ("§6.3", "§6.2"),
        ),
        (  # the contract named by its number ("No." is no sentence's end)
            "Điều 6 của Hợp đồng lao động số 01/2025/HĐLĐ được đánh số lại thành Điều 7.",
            "Article 6 of the Labour Contract No. 01/2025/HĐLĐ is renumbered as Article 7.",
            ("§7", "§6"),
        ),
        (  # ... one taking the number the other leaves
            "Điều 3 được đánh số lại thành Điều 4. Điều 4 được đánh số lại thành Điều 5.",
            "Article 3 is renumbered as Article 4. Article 4 is renumbered as Article 5.",
            ("§4", "§3"),
        ),
    ],
)
def test_a_clause_or_point_renumbered(tmp_path, vietnamese, english, renumbered) -> None:
    clauses, changes = _amended(tmp_path, _renumbering(vietnamese, english))
    assert renumbered in [(c.ref, c.was) for c in changes]
    new, old = renumbered
    before = {clause.ref: clause for clause in _base(tmp_path)}
    assert (clauses[new].text_vi, clauses[new].text_en) == (
        before[old].text_vi,
        before[old].text_en,
    )
    assert old not in clauses or old in {c.ref for c in changes}  # its number left, or taken


def test_a_point_renumbered_is_labelled_as_numbered(tmp_path) -> None:
    clauses, _ = _amended(
        tmp_path,
        _renumbering(
            "Điểm b khoản 3.2 Điều 3 được đánh số lại thành điểm c.",
            "Point (b) of Clause 3.2 of Article 3 is renumbered as Point (c).",
        ),
    )
    assert [ref for ref in clauses if ref.startswith("§3.2(")] == ["§3.2(a)", "§3.2(c)"]
    assert (clauses["§3.2(c)"].label_vi, clauses["§3.2(c)"].text_en) == (
        "c)",
        "Travel: VND 500,000 per month.",
    )


@pytest.mark.parametrize(
    ("body", "refused"),
    [
        (  # the English renumbers it to another number
            _renumbering(
                "Điều 6 được đánh số lại thành Điều 7.", "Article 6 is renumbered as Article 8."
            ),
            [("Điều 6", Why.LANGUAGES_DISAGREE)],
        ),
        (  # ... or says something else
            _renumbering("Điều 6 được đánh số lại thành Điều 7.", "Article 6 is amended."),
            [("Điều 6", Why.LANGUAGES_DISAGREE)],
        ),
        (  # the number is taken
            _renumbering(
                "Điều 3 được đánh số lại thành Điều 4.", "Article 3 is renumbered as Article 4."
            ),
            [("Điều 3", Why.CLAUSE_EXISTS)],
        ),
        (  # the article would stand among others out of order
            _renumbering(
                "Điều 1 được đánh số lại thành Điều 5.", "Article 1 is renumbered as Article 5."
            ),
            [("Điều 1", Why.PLACED_OTHERWISE)],
        ),
        (  # a clause moved to another article
            _renumbering(
                "Khoản 6.3 Điều 6 được đánh số lại thành khoản 4.3 Điều 4.",
                "Clause 6.3 of Article 6 is renumbered as Clause 4.3 of Article 4.",
            ),
            [("Khoản 6.3 Điều 6", Why.PLACED_OTHERWISE)],
        ),
        (  # not there
            _renumbering(
                "Điều 8 được đánh số lại thành Điều 9.", "Article 8 is renumbered as Article 9."
            ),
            [("Điều 8", Why.CLAUSE_MISSING)],
        ),
        (  # a change of khoản 7.1 beside Điều 6 renumbered 7: of which numbering?
            _article(
                "1.1. Điều 6 được đánh số lại thành Điều 7.\n\n"
                "1.1. Article 6 is renumbered as Article 7.\n\n"
                "1.2. Khoản 7.1 Điều 7 được sửa đổi như sau: “7.1. Mỗi bên báo trước 45 ngày.”",
                "1.2. Clause 7.1 of Article 7 is amended as follows: “7.1. Either party gives "
                "45 days' notice.”",
            ),
            [("Khoản 7.1 Điều 7", Why.WORDING_UNCLEAR)],
        ),
        (  # the English renumbers other clauses than those after the one added
            _article(
                "Bổ sung khoản 6.2 Điều 6 như sau: “6.2. Người lao động được báo trước 10 ngày.” "
                "Các khoản tiếp theo của Điều 6 được đánh số lại tương ứng.",
                "Clause 6.2 is added to Article 6 as follows: “6.2. The employee is given 10 "
                "days' notice.” The subsequent articles are renumbered accordingly.",
            ),
            [("khoản 6.2 Điều 6", Why.WORDING_UNCLEAR)],
        ),
        (  # the articles after nothing added
            _article(
                "1.1. Các điều tiếp theo được đánh số lại tương ứng.",
                "1.1. The subsequent articles are renumbered accordingly.",
            ),
            [("Các điều tiếp theo được đánh số lại tương ứng.", Why.WORDING_UNCLEAR)],
        ),
    ],
)
def test_a_renumbering_not_read_whole_or_not_possible_is_refused(
    tmp_path: Path, body: str, refused: list[tuple[str, Why]]
) -> None:
    assert _refused(tmp_path, body) == refused


@pytest.mark.parametrize(
    ("title_vi", "title_en"),
    [
        ("Đánh số lại Điều 6 của Hợp đồng", "Renumbering of Article 6 of the Contract"),
        ("Đánh số lại Điều 6", "Article 6 renumbered"),
    ],
)
def test_a_renumbering_titled_by_the_clause_it_renumbers(
    tmp_path: Path, title_vi: str, title_en: str
) -> None:
    body = (
        f"## Điều 1. {title_vi}\n\nArticle 1. {title_en}\n\n"
        "Điều 6 được đánh số lại thành Điều 7.\n\nArticle 6 is renumbered as Article 7.\n"
    )
    clauses, changes = _amended(tmp_path, body)
    assert [(c.op, c.ref, c.was) for c in changes] == [(Op.RENUMBER, "§7", "§6")]
    assert "§6" not in clauses


def test_a_renumbering_titled_by_another_clause_is_refused(tmp_path: Path) -> None:
    body = (
        "## Điều 1. Đánh số lại Điều 5 của Hợp đồng\n\nArticle 1. Renumbering of Article 5\n\n"
        "Điều 6 được đánh số lại thành Điều 7.\n\nArticle 6 is renumbered as Article 7.\n"
    )
    assert _refused(tmp_path, body) == [("Điều 6", Why.CHANGE_NOT_UNDERSTOOD)]


def test_a_clause_said_not_renumbered_is_not_named_as_changed(tmp_path: Path) -> None:
    """ "Điều 6 … giữ nguyên, không được đánh số lại.": no clause the appendix changes."""
    from rubric.documents.amending import clauses_amended
    from rubric.documents.parsing import parse_signed_document
    from tests.documents.support import write_text
    from tests.documents.test_consolidation import HEAD, TAIL

    body = (
        _ADD_ARTICLE_6.replace("1.1. ", "")
        .replace("Điều 6", "Điều 7")
        .replace("Article 6", "Article 7")
    )
    text = HEAD + _article(body + "Điều 6 của Hợp đồng giữ nguyên, không được đánh số lại.") + TAIL
    parsed = parse_signed_document(write_text(tmp_path / "appendix.md", text))
    assert "Điều 6" not in clauses_amended(parsed)
