"""Numbers an amendment inserted: "Điều 5a" between Điều 5 and Điều 6, "Khoản 2a" or "2a."
after clause 2, "2.1a." after 2.1, the point "a1)" after "a)". Each is a clause of its own
(§5a, §3.2a, §2.1a, §4.2(a1)): merged into its neighbour, §5 would say what it does not, and a
citation of "Điều 5a" would name nothing.

An insertion follows its base (or an earlier insertion after it); anywhere else the same
characters are text: codes in a list ("1a. Máy tính bảng"), a version ("2.1a (phát hành …)"),
an article of a law ("Điều 5a Luật Xử lý vi phạm hành chính …")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cyberos_eval.errors import ValidationFailed
from rubric.documents import ParsedDocument
from rubric.documents.parsing import parse_signed_document
from rubric.documents.parsing.labels import Inserted, Ref
from rubric.services import add_item
from tests.documents.support import clause, outline, problems, write_text
from tests.factories import import_document


def _parse(tmp_path: Path, *lines: str) -> ParsedDocument:
    return parse_signed_document(write_text(tmp_path / "doc.txt", "\n\n".join(lines)))


CONSOLIDATED = [
    "HỢP ĐỒNG LAO ĐỘNG (BẢN HỢP NHẤT)",
    "LABOUR CONTRACT (CONSOLIDATED VERSION)",
    "Điều 5. Không lôi kéo nhân viên",
    "Article 5. Non-solicitation of staff",
    "Trong 12 tháng sau khi nghỉ việc, Người lao động không lôi kéo nhân viên của Công ty.",
    "For 12 months after leaving, the Employee shall not solicit the Company's staff.",
    "Điều 5a. Không lôi kéo khách hàng",
    "Article 5A. Non-solicitation of customers",
    "1. Người lao động không tiếp cận khách hàng của Công ty trong 12 tháng.",
    "1. The Employee shall not approach the Company's customers for 12 months.",
    "2. Khách hàng gồm:",
    "2. Customers include:",
    "a) khách hàng đang có hợp đồng;",
    "a) customers under contract;",
    "b) khách hàng tiềm năng đã được chào giá.",
    "b) prospects who received a quotation.",
    "Điều 6. Luật áp dụng",
    "Article 6. Governing law",
    "Thỏa thuận này được điều chỉnh bởi pháp luật Việt Nam.",
    "This Agreement is governed by Vietnamese law.",
]


def test_an_inserted_article_is_a_clause_of_its_own_with_its_clauses_and_points(
    tmp_path: Path,
) -> None:
    parsed = _parse(tmp_path, *CONSOLIDATED)
    assert [(ref, parent) for ref, parent, *_ in outline(parsed)] == [
        ("§5", None),
        ("§5a", None),
        ("§5a.1", "§5a"),
        ("§5a.2", "§5a"),
        ("§5a.2(a)", "§5a.2"),
        ("§5a.2(b)", "§5a.2"),
        ("§6", None),
    ]
    assert clause(parsed, "§5").text_vi == (
        "Không lôi kéo nhân viên\n"
        "Trong 12 tháng sau khi nghỉ việc, Người lao động không lôi kéo nhân viên của Công ty."
    )
    inserted = clause(parsed, "§5a")
    assert (inserted.label_vi, inserted.label_en) == ("Điều 5a", "Article 5A")
    assert clause(parsed, "§5a.2(b)").text_en == "prospects who received a quotation."
    assert problems(parsed) == []


def test_inserted_clauses_and_points_in_every_spelling(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "Điều 2. Tiền lương",
        "Article 2. Salary",
        "2.1. Lương cơ bản: 30.000.000 đồng/tháng.",
        "2.1. Base salary: VND 30,000,000 per month.",
        "2.1a. Phụ cấp làm việc từ xa: 1.500.000 đồng/tháng.",
        "2.1a. Remote-work allowance: VND 1,500,000 per month.",
        "2.2. Kỳ trả lương:",
        "2.2. Pay day:",
        "a) ngày 10 hằng tháng;",
        "a) the 10th of each month;",
        "a1) phí chuyển khoản do Công ty chịu;",
        "(a1) transfer fees are borne by the Company;",
        "b) bằng chuyển khoản.",
        "b) by bank transfer.",
        "Điều 3. Thời giờ làm việc",
        "Article 3. Working time",
        "1. Người lao động làm việc 40 giờ mỗi tuần.",
        "1. The Employee works 40 hours per week.",
        "Khoản 1a. Người lao động làm việc từ xa tối đa 02 ngày mỗi tuần.",
        "Clause 1a. The Employee may work remotely up to 02 days per week.",
        "2. Nghỉ hằng năm:",
        "2. Annual leave:",
        "đ) nghỉ việc riêng;",
        "dd) personal leave;",
        "đ1) nghỉ không hưởng lương tối đa 05 ngày.",
        "dd1) unpaid leave of up to 05 days.",
    )
    assert [ref for ref, *_ in outline(parsed)] == [
        "§2",
        "§2.1",
        "§2.1a",
        "§2.2",
        "§2.2(a)",
        "§2.2(a1)",
        "§2.2(b)",
        "§3",
        "§3.1",
        "§3.1a",
        "§3.2",
        "§3.2(đ)",
        "§3.2(đ1)",
    ]
    assert clause(parsed, "§2.2(a1)").text_en == "transfer fees are borne by the Company;"
    assert clause(parsed, "§3.1a").text_vi.startswith("Người lao động làm việc từ xa")
    assert clause(parsed, "§3.2(đ1)").text_en == "unpaid leave of up to 05 days."
    # 2.2 (a) opening its level is reported; nothing else
    assert [code for code, _ in problems(parsed)] == ["numbering_gap"]


def test_what_only_looks_inserted_stays_text_where_it_stands(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "Điều 2. Trang thiết bị và tài sản",
        "Article 2. Equipment and assets",
        "2.1. Mã tài sản ghi trên Biên bản bàn giao:",
        "2.1. Asset codes on the handover record:",
        "1a. Máy tính bảng - mã TS-0457;",
        "1a. Tablet - code TS-0457;",
        "2.2. Phần mềm được giao là phiên bản",
        "2.2. The software provided is version",
        "2.1a (phát hành ngày 15/01/2025) có mô-đun thanh toán.",
        "2.1a (released on 15/01/2025) with the payment module.",
        "Điều 5a Luật Xử lý vi phạm hành chính được áp dụng khi có vi phạm.",
        "Article 5a of the Law on Handling Administrative Violations applies to breaches.",
        "Điều 3. Hiệu lực",
        "Article 3. Effect",
        "Hợp đồng có hiệu lực từ ngày ký.",
        "The contract takes effect on signing.",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§2", "§2.1", "§2.2", "§3"]
    assert "1a. Máy tính bảng - mã TS-0457;" in clause(parsed, "§2.1").text_vi
    assert "2.1a (phát hành ngày 15/01/2025)" in clause(parsed, "§2.2").text_vi
    assert "Điều 5a Luật Xử lý vi phạm hành chính" in clause(parsed, "§2.2").text_vi
    assert problems(parsed) == []


def test_an_amendment_inserting_a_clause_types_its_wording_as_its_own_text(
    tmp_path: Path,
) -> None:
    """Without quotation marks: "Bổ sung Điều 5a … như sau:" then "Điều 5a.", "1.", "2." is
    the contract's new wording, text of the appendix's Điều 1 — not a §5a or §1.1 of its own."""
    parsed = _parse(
        tmp_path,
        "PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG",
        "LABOUR CONTRACT APPENDIX",
        "Điều 1. Bổ sung Điều 5a vào sau Điều 5 của Hợp đồng như sau:",
        "Article 1. Article 5a is inserted after Article 5 of the Contract as follows:",
        "Điều 5a. Phụ cấp thâm niên",
        "Article 5a. Seniority allowance",
        "1. Người lao động làm việc đủ 03 năm được hưởng phụ cấp thâm niên 5%.",
        "1. An Employee with 03 full years of service receives a 5% seniority allowance.",
        "Điều 2. Bổ sung khoản 2a vào sau khoản 2 Điều 3 của Hợp đồng như sau:",
        "Article 2. Clause 2a is inserted after Clause 2 of Article 3 of the Contract as follows:",
        "2a. Người lao động được nghỉ thêm 02 ngày phép năm.",
        "2a. The Employee receives 02 more days of annual leave.",
        "Điều 3. Hiệu lực",
        "Article 3. Effect",
        "Phụ lục này có hiệu lực từ ngày ký.",
        "This appendix takes effect on signing.",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§1", "§2", "§3"]
    assert "Điều 5a. Phụ cấp thâm niên" in clause(parsed, "§1").text_vi
    assert "2a. Người lao động được nghỉ thêm" in clause(parsed, "§2").text_vi
    assert problems(parsed) == []


def test_an_inserted_number_sorts_after_its_base_and_counts_on_from_it() -> None:
    five, five_a, six = Ref(0, (5,)), Ref(0, (Inserted(5, "A"),)), Ref(0, (6,))
    assert five < five_a < six and five_a != five and str(five_a) == "§5a"
    assert Inserted(5, "a") + 1 == 6 and hash(Inserted(5, "a")) == hash(Inserted(5, "A"))


# --- citations --------------------------------------------------------------------------------

QUOTE_5A = "không tiếp cận khách hàng của Công ty trong 12 tháng"


def _item(**overrides: str) -> dict[str, Any]:
    return {
        "source_doc": "labor_contract",
        "clause_ref": "Điều 5a",
        "source_quote_vi": QUOTE_5A,
        "source_quote_en": "shall not approach the Company's customers for 12 months",
        "item_kind": "working_term",
        "check_type": "attestation",
        "check_params": {},
        "weight": "1",
        "title_vi": "Không lôi kéo khách hàng",
        "title_en": "Customer non-solicitation",
    } | overrides


@pytest.mark.django_db
def test_a_citation_of_an_inserted_article_is_true_against_its_own_text(
    draft, founder, tmp_path
) -> None:
    imported = import_document(
        founder.tenant, tmp_path, "labor_contract", "\n\n".join(CONSOLIDATED)
    )
    stored = add_item(actor=founder, version=draft, data=_item())
    assert stored.clause_ref == "§5a" and stored.cited_document_id == imported.document.pk
    # Điều 5 does not say what Điều 5a says
    with pytest.raises(ValidationFailed) as caught:
        add_item(actor=founder, version=draft, data=_item(clause_ref="Điều 5"))
    assert {(problem.code, problem.field) for problem in caught.value.problems} == {
        ("rubric_item_citation_mismatch", "source_quote_vi"),
        ("rubric_item_citation_mismatch", "source_quote_en"),
    }


def test_an_insertion_reads_so_only_right_after_its_base(tmp_path: Path) -> None:
    """ "2.1a." after §2.3 and "Điều 1a." after Điều 3 follow no base of theirs: text of the
    clause they stand in, not §2.1a and §1a (which then made §4 a numbering gap)."""
    parsed = _parse(
        tmp_path,
        "Điều 2. Tài sản",
        "2.1. Máy tính.",
        "2.2. Điện thoại.",
        "2.3. Mã tài sản:",
        "2.1a. Mã TS-0457.",
        "Điều 3. Hiệu lực",
        "Hợp đồng có hiệu lực từ ngày ký.",
        "Điều 1a. Khác",
        "Điều 4. Điều khoản thi hành",
        "Hợp đồng lập thành 02 bản.",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§2", "§2.1", "§2.2", "§2.3", "§3", "§4"]
    assert "2.1a. Mã TS-0457." in clause(parsed, "§2.3").text_vi
    assert "numbering_gap" not in {code for code, _ in problems(parsed)}


def test_an_inserted_article_in_capitals_with_a_latin_ordinal(tmp_path: Path) -> None:
    parsed = _parse(
        tmp_path,
        "ĐIỀU 5. KHÔNG CẠNH TRANH",
        "Người lao động không làm cho đối thủ trong 12 tháng.",
        "ĐIỀU 5BIS. KHOẢN BÙ ĐẮP",
        "Công ty trả 30% lương bình quân mỗi tháng.",
        "ĐIỀU 6. HIỆU LỰC",
        "Thỏa thuận có hiệu lực từ ngày ký.",
    )
    assert [ref for ref, *_ in outline(parsed)] == ["§5", "§5bis", "§6"]
