"""A clause reference as people write it, read into the parser's canonical form — and only
when it reads one way."""

from __future__ import annotations

import pytest

from rubric.citations import CitableClause, build_citable
from rubric.documents.references import read_reference, references_in, relative_references_in


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("Điều 4", "§4"),
        ("điều 4.2.", "§4.2"),
        ("Article 4.2(a)", "§4.2(a)"),
        ("Art. 4", "§4"),
        ("Section 4", "§4"),
        ("§ 4.1", "§4.1"),
        ("4.1", "§4.1"),
        ("4.2.a", "§4.2(a)"),
        ("4.2 a)", "§4.2(a)"),
        ("4.2(a)(i)", "§4.2(a)(i)"),
        ("4.2(b)(1)", "§4.2(b)(1)"),
        # capitals under a roman point: the level below it, as the parser keeps them
        ("Article 2.1.2(b)(ii)(A)", "§2.1.2(b)(ii)(A)"),
        ("2.1(ii) (B)", "§2.1(ii)(B)"),
        ("Khoản 2 Điều 4", "§4.2"),
        ("khoản 2, Điều 4", "§4.2"),
        ("Điểm a Khoản 2 Điều 4", "§4.2(a)"),
        ("điểm đ khoản 1 Điều 5", "§5.1(đ)"),
        ("Điều 4 Khoản 2 Điểm a", "§4.2(a)"),
        ("point (a) of clause 2 of Article 4", "§4.2(a)"),
        ("Clause 2 of Article 4", "§4.2"),
        ("Article 4 paragraph 2 (b)", "§4.2(b)"),
        ("Clause 4.2", "§4.2"),
        ("khoản 2.1 Điều 2", "§2.1"),  # the whole number, inside the article named
        ("Clause 2.1 of Article 2", "§2.1"),
        ("Phụ lục 1", "§A1"),
        ("Phụ lục số 01, Điều 3", "§A1.3"),
        ("Appendix II", "§A2"),
        ("Appendix B, Section 3", "§A2.3"),
        ("ĐIỀU\u00a04", "§4"),  # capitals, a non-breaking space
        # numbers an amendment inserted: the letter is part of the number
        ("Điều 5a", "§5a"),
        ("Article 5A", "§5a"),
        ("Điều 5bis", "§5bis"),
        ("khoản 2a Điều 3", "§3.2a"),
        ("2.1a", "§2.1a"),
        ("§5a.1", "§5a.1"),
        ("điểm a1 khoản 2 Điều 4", "§4.2(a1)"),
        ("4.2(a1)", "§4.2(a1)"),
        ("4.2b)", "§4.2(b)"),  # a point written after its number, not an insertion
        ("Article 7a)", "§7(a)"),
    ],
)
def test_a_reference_as_written_reads_as_its_canonical_form(written, canonical) -> None:
    assert read_reference(written) == canonical


@pytest.mark.parametrize(
    "written",
    [
        "",
        "Khoản 2",  # which article?
        "Mục 3",  # a chapter in some houses, a clause in others
        "a)",  # a point of what?
        "Điều 4, 5",  # two clauses
        "Điều 4.2 khoản 1",  # contradicts itself
        "khoản 3.1 Điều 2",  # clause 3.1 is not in Article 2
        "Điều 4 và 4.3",
        "Điều 4 của Hợp đồng",  # words this reader does not know: not guessed at
        "Điều 4.2(a)(i)(x)",  # deeper than any clause
        "Chương II",
        "Điều 5ab",  # no inserted number has two letters
        "Điều 1.500",  # an amount, not a clause
        "Phụ lục 1, Điều 3.100",  # not the whole appendix
        "the non-compete clause",
    ],
)
def test_what_does_not_read_one_way_reads_as_nothing(written) -> None:
    assert read_reference(written) is None


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("Phụ lục, Điều 5, khoản 5.2", "§5.2"),
        ("khoản 5.2 Điều 5", "§5.2"),  # as before
        ("Phụ lục Điều 5.2", "§5.2"),
        ("the Appendix, Article 5, clause 5.2", "§5.2"),
        ("Annex, Section 3", "§3"),
        ("Phụ lục 1, Điều 3", "§A1.3"),  # a numbered appendix is still that appendix
        ("Phụ lục", None),  # the whole document: no clause
        ("Phụ lục 1, Phụ lục, Điều 3", None),
        ("Phụ lục, Khoản 2", None),  # which article?
    ],
)
def test_an_unnumbered_appendix_names_the_appendix_read_in(written, canonical) -> None:
    """In an appendix (with none of its own), "Phụ lục, Điều 5, khoản 5.2" is its §5.2; it
    had not been understood. Anywhere else an appendix without its number could be any."""
    assert read_reference(written, in_appendix=True) == canonical
    if "1" not in written and written != "khoản 5.2 Điều 5":
        assert read_reference(written) is None


def test_an_appendix_document_finds_the_clause_named_with_its_unnumbered_appendix() -> None:
    clause = CitableClause("§5.2", "5.2.", "5.2.", "Thưởng cuối năm.", "Year-end bonus.", None)
    appendix, contract = (
        build_citable(
            id=None,
            kind=kind,
            version_no=1,
            sha256="0" * 64,
            title_vi=title,
            title_en="",
            clauses=[clause],
        )
        for kind, title in (
            ("total_rewards_appendix", "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG"),
            ("labor_contract", "HỢP ĐỒNG LAO ĐỘNG"),
        )
    )
    assert appendix.clause("Phụ lục, Điều 5, khoản 5.2") is not None
    assert contract.clause("Phụ lục, Điều 5, khoản 5.2") is None  # a contract is no appendix


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Việc xử lý kỷ luật theo khoản 1 Điều 7 phải được lập thành biên bản.", {"§7.1"}),
        ("Discipline under clause 1 of Article 7 shall be recorded in minutes.", {"§7.1"}),
        ("theo điểm b khoản 1, Điều 7 và Điều 8", {"§7.1(b)", "§8"}),
        ("as point (b) of clause 1 of Article 7 provides", {"§7.1(b)"}),
        ("Khoản 2.1 áp dụng; Article 7.1(a) applies", {"§2.1", "§7.1(a)"}),
        ("phụ cấp tại Điều 3 Phụ lục 1", {"§A1.3"}),
        ("theo Điều 5 Hợp đồng này", {"§5"}),
        ("theo Điều 5 của Hợp đồng", {"§5"}),  # the defined term: this contract
        ("Article 5 of this Contract", {"§5"}),
        # another instrument's
        ("theo Điều 125 Bộ luật Lao động", set()),
        ("theo Điều 3 của Nghị định 145/2020/NĐ-CP", set()),
        ("Article 125 of the Labor Code", set()),
        ("Article 3 of the Law on Social Insurance", set()),
        ("Article 14 of the Labor Contract", set()),  # in a document of another title
        ("Notice per Article 5 of the 2019 Labour Code.", set()),
        ("supplements Article 5 of the employment contract", set()),
        ("Article 14 of the internal labour rules", set()),
        ("Nghị định 145", set()),
        # lists and ranges of articles, each item read; the instrument after a list is all of
        # its items'
        ("Vi phạm Điều 5, 6 và 7 bị xử lý kỷ luật.", {"§5", "§6", "§7"}),
        ("theo Điều 5 đến Điều 7", {"§5", "§6", "§7"}),
        ("Breach of Articles 5, 6 and 7", {"§5", "§6", "§7"}),
        ("Articles 5 through 7 apply.", {"§5", "§6", "§7"}),
        ("theo Điều 6-8", {"§6", "§7", "§8"}),
        ("Điều 5 và Điều 7 Nghị định 145/2020/NĐ-CP", set()),
        ("theo Điều 35, Điều 36 BLLĐ", set()),
        ("Article 7 and Article 8 of the Labor Code", set()),
        ("Điều 7.2, 8", {"§7.2"}),  # a dotted number is no list's
        # clauses and points in a list or range, each read (and only those: not all of
        # khoản 2 for two of its points), the appendix named first
        ("Phạt theo khoản 1 và khoản 2 Điều 5", {"§5.1", "§5.2"}),
        ("khoản 1, 2 và 3 Điều 4", {"§4.1", "§4.2", "§4.3"}),
        ("khoản 1 đến khoản 3 Điều 4", {"§4.1", "§4.2", "§4.3"}),
        ("clause 1 and clause 2 of Article 5", {"§5.1", "§5.2"}),
        ("clauses 1 and 2 of Article 5", {"§5.1", "§5.2"}),
        ("điểm a, b khoản 2 Điều 5", {"§5.2(a)", "§5.2(b)"}),
        ("điểm a và điểm b khoản 1 Điều 7", {"§7.1(a)", "§7.1(b)"}),
        ("points (a) to (c) of clause 1 of Article 7", {"§7.1(a)", "§7.1(b)", "§7.1(c)"}),
        ("Clauses 7.1 to 7.3", {"§7.1", "§7.2", "§7.3"}),
        ("khoản 2.1, 2.3 và 2.4 của Hợp đồng này", {"§2.1", "§2.3", "§2.4"}),
        ("Phụ lục 1, Điều 2", {"§A1.2"}),
        ("Appendix 1, Article 2", {"§A1.2"}),
        ("khoản 1 và khoản 2 Điều 5 Nghị định 145", set()),
        # a list's appendix, after it or before it; the article named first
        ("khoản 1 và khoản 2 Điều 3 Phụ lục 1", {"§A1.3.1", "§A1.3.2"}),
        ("Phụ lục 1, khoản 2.1 và 2.2", {"§A1.2.1", "§A1.2.2"}),
        ("khoản 2.1 và 2.2 Phụ lục 1", {"§A1.2.1", "§A1.2.2"}),
        ("theo Điều 5 khoản 1", {"§5", "§5.1"}),
        ("khoản 4.1 và 4.2 Bộ luật Lao động", set()),
        # relative to where the words stand: read by ``relative_references_in``
        ("khoản 1 Điều này", set()),
        ("clause 2 of this Article", set()),
    ],
)
def test_the_clauses_a_text_names_by_number_are_read_in_it(text, named) -> None:
    assert references_in(text) == named


def test_the_document_named_by_its_own_title_is_this_one() -> None:
    titles = ("HỢP ĐỒNG LAO ĐỘNG", "LABOR CONTRACT")
    assert references_in("Article 14 of the Labor Contract", titles=titles) == {"§14"}
    assert references_in("Điều 14 Hợp đồng lao động", titles=titles) == {"§14"}
    assert references_in("Điều 14 Thỏa thuận bảo mật", titles=titles) == set()


@pytest.mark.parametrize(
    ("text", "at", "named"),
    [
        ("Việc xử lý theo khoản 1 Điều này phải lập biên bản.", "§4.3", {"§4.1"}),
        ("Handling under clause 1 of this Article shall be minuted.", "§4.3", {"§4.1"}),
        ("trường hợp quy định tại khoản 1", "§4.3(b)", {"§4.1"}),  # Vietnamese drafting
        ("theo khoản 1 và khoản 2 Điều này", "§A1.3.4", {"§A1.3.1", "§A1.3.2"}),
        ("theo điểm a khoản 2 Điều này", "§4.3", {"§4.2(a)"}),
        ("theo điểm a khoản này", "§4.3(c)", {"§4.3(a)"}),
        ("the cases in point (a) of this clause", "§4.3(c)", {"§4.3(a)"}),
        ("trường hợp nêu tại điểm a và điểm b", "§4.3(c)", {"§4.3(a)", "§4.3(b)"}),
        # not relative: with its article, another instrument's, an amount, a bare English
        # clause (the document's top level in English drafting), the words' own clause
        ("theo khoản 1 Điều 7", "§4.3", set()),
        ("theo khoản 2 của Nghị định 145/2020/NĐ-CP", "§4.3", set()),
        ("một khoản 5 triệu đồng", "§4.3", set()),
        ("bồi thường một khoản 2 (hai) tháng lương", "§4.3", set()),
        ("theo Điều 5 khoản 1", "§4.3", set()),
        ("as set out in Clause 5", "§4.3", set()),
        ("các quy định tại Điều này và khoản này", "§4.3", set()),
    ],
)
def test_a_clause_named_relative_to_where_the_words_stand_is_read_from_there(
    text, at, named
) -> None:
    assert {relative.resolve(at) for relative in relative_references_in(text)} == named


def test_a_relative_reference_names_nothing_from_a_clause_without_a_number() -> None:
    (relative,) = relative_references_in("theo khoản 1 Điều này")
    assert relative.resolve("§A1") is None
    assert relative.resolve("§5") == "§5.1"


def test_the_document_named_by_its_kind_when_its_title_says_more_is_this_one() -> None:
    titles = ("HỢP ĐỒNG LAO ĐỘNG XÁC ĐỊNH THỜI HẠN", "FIXED-TERM LABOR CONTRACT")
    assert references_in("theo Điều 6 Hợp đồng lao động", titles=titles) == {"§6"}
    assert references_in("under Article 6 of the Labor Contract", titles=titles) == {"§6"}
    assert references_in("theo Điều 6 Hợp đồng thử việc", titles=titles) == set()
    assert references_in("Article 6 of the Probation Contract", titles=titles) == set()
    nda = ("THỎA THUẬN BẢO MẬT VÀ KHÔNG CẠNH TRANH", "NON-DISCLOSURE AND NON-COMPETE AGREEMENT")
    assert references_in("Điều 6 Thỏa thuận bảo mật", titles=nda) == {"§6"}
    assert references_in("Article 6 of the Non-Compete Agreement", titles=nda) == {"§6"}
    assert references_in("Điều 6 Hợp đồng lao động", titles=nda) == set()


def test_in_an_appendix_the_contract_named_is_the_one_it_belongs_to() -> None:
    """An appendix's title names its contract ("PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG"): "Điều 5 của Hợp
    đồng lao động", "Điều 5 của Hợp đồng" and "Article 5 of the Contract" are the contract's,
    not the appendix's own Điều 5."""
    titles = ("PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG", "APPENDIX TO THE LABOR CONTRACT")
    for text in (
        "Ngoài tiền tip theo Điều 5 của Hợp đồng lao động, nhân viên được thưởng.",
        "theo Điều 5 của Hợp đồng, nhân viên được thưởng",
        "as Article 5 of the Contract provides",
        "Article 5 of the Labor Contract",
    ):
        assert references_in(text, titles=titles) == set(), text
    assert references_in("theo Điều 3 Phụ lục này", titles=titles) == {"§3"}
