"""A clause reference as people write it, read into the parser's canonical form — and only
when it reads one way."""

from __future__ import annotations

import pytest

from rubric.documents.references import read_reference


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
