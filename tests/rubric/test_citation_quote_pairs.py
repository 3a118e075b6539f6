"""The two quotes of a citation say the same thing: a Vietnamese quote and an English quote
that state different amounts, periods or dates — two sentences of one clause, or one cut
short — are a mismatch (a user trial approved "không quá 300 giờ trong 01 năm" beside
"overtime shall not exceed 40 hours in 01 month", both found in §3.2). When the clause's own
two languages already disagree (a translation slip the import reported as numbers_differ),
quoting each as signed is no error of the item's."""

from __future__ import annotations

from rubric.citations import MISMATCH, CitableClause, verify_citation
from tests.rubric.test_citations import contract

OVERTIME_VI = "Số giờ làm thêm không quá 40 giờ trong 01 tháng và không quá 300 giờ trong 01 năm."
OVERTIME_EN = "Overtime shall not exceed 40 hours in 01 month and 300 hours in 01 year."
REPORT_VI = "Báo cáo được gửi chậm nhất ngày 05 của tháng kế tiếp."
REPORT_EN = "The report is sent by the 10th of the following month."  # the signed slip


def documents():
    return contract(
        CitableClause("§3", "Điều 3", "Article 3", "Điều 3. Thời giờ", "Article 3. Time", None),
        CitableClause("§3.2", "3.2", "3.2", OVERTIME_VI, OVERTIME_EN, "§3"),
        CitableClause("§3.3", "3.3", "3.3", REPORT_VI, REPORT_EN, "§3"),
    )


def check(ref: str, vi: str, en: str):
    return verify_citation(
        documents(), source_doc="labor_contract", clause_ref=ref, quote_vi=vi, quote_en=en
    )


def test_quotes_of_one_sentence_in_both_languages_verify() -> None:
    assert check("§3.2", "không quá 300 giờ trong 01 năm", "300 hours in 01 year").verified
    assert check("§3.2", OVERTIME_VI, OVERTIME_EN).verified


def test_quotes_stating_different_numbers_are_a_mismatch_naming_both() -> None:
    verdict = check(
        "§3.2", "không quá 300 giờ trong 01 năm", "shall not exceed 40 hours in 01 month"
    )
    (problem,) = verdict.problems
    assert problem.code == MISMATCH and problem.field == "source_quote_en"
    assert "300 giờ" in str(problem.detail) and "40 hours" in str(problem.detail)
    # ... and from the article, which covers its sub-clauses, just the same.
    assert check("§3", "không quá 300 giờ trong 01 năm", "40 hours in 01 month").problems


def test_one_quote_cut_shorter_than_the_other_is_no_disagreement() -> None:
    """Only the Vietnamese goes on to the yearly cap: it says more, nothing else."""
    assert check("§3.2", OVERTIME_VI, "Overtime shall not exceed 40 hours in 01 month").verified


def test_a_clause_whose_own_languages_disagree_may_be_quoted_as_signed() -> None:
    """The Vietnamese is operative; the English says the 10th. Quoting each as signed is
    allowed: the document's slip was reported when it was imported."""
    assert check(
        "§3.3", "chậm nhất ngày 05 của tháng kế tiếp", "by the 10th of the following month"
    ).verified
