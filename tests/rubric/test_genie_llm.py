"""GENIE over a real language-model client never fabricates a citation (AC12, AC13 and the
spec's genie_draft_never_fabricates_a_clause_ref), against a fake OpenAI-compatible server on
loopback and documents imported through the real parser."""

from __future__ import annotations

import pytest

from audit.models import AuditEntry
from cyberos_eval.errors import DomainError, ValidationFailed
from cyberos_eval.tenancy import tenant_context
from rubric.genie.llm import LlmProposer
from rubric.genie.service import draft_from_documents
from rubric.models import RubricItem
from rubric.services import accept_item
from tests.factories import SMALL_LABOR_CONTRACT, SMALL_NDA, import_document
from tests.genie.fake_openai import FakeOpenAI, Reply
from tests.rubric.conftest import publish
from tests.rubric.metrics import metric_points

pytestmark = pytest.mark.django_db


def proposal(title: str, source_doc: str, clause_ref: str, vi: str, en: str) -> dict:
    return {
        "source_doc": source_doc,
        "clause_ref": clause_ref,
        "quote_vi": vi,
        "quote_en": en,
        "item_kind": "working_term",
        "check_type": "threshold_numeric",
        "check_params": {"operator": "<=", "target": 40, "unit": "hours/week"},
        "weight": "5",
        "title_vi": title,
        "title_en": title,
        "confidence": 0.9,
    }


GROUNDED = proposal(
    "Thời giờ làm việc (grounded)",
    "labor_contract",
    "§4.1",
    "Thời giờ làm việc không quá 40 giờ/tuần",
    "Working time does not exceed 40 hours per week",
)
INVENTED = proposal(
    "Nội quy (ungrounded)", "labor_contract", "§12.7", "Tuân thủ nội quy", "Follow the rules"
)
PARAPHRASED = proposal(
    "Giờ làm (paraphrased)",
    "labor_contract",
    "§4.1",
    "Làm việc tối đa bốn mươi giờ mỗi tuần",  # the sense, not the words
    "Working time does not exceed 40 hours per week",
)
NOT_SIGNED = proposal(
    "Thưởng quý (no such document)",
    "total_rewards_appendix",
    "§3.1",
    "Thưởng quý",
    "Quarterly bonus",
)


@pytest.fixture
def signed(tenant, tmp_path):
    """The tenant signed a labor contract and an NDA — not the total-rewards appendix."""
    import_document(tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    import_document(tenant, tmp_path, "nda_ip", SMALL_NDA)


@pytest.fixture
def server():
    with FakeOpenAI() as fake:
        yield fake


def llm(server: FakeOpenAI, **options) -> LlmProposer:
    return LlmProposer(base_url=server.base_url, model="fake-model", api_key="k", **options)


def by_title(report, marker: str) -> RubricItem:
    (item,) = [item for item in report.items if marker in item.title_vi]
    return item


def test_genie_draft_never_fabricates_a_clause_ref(
    signed, draft, founder, server, django_capture_on_commit_callbacks
) -> None:
    server.answer_by_document({"labor_contract": [GROUNDED, INVENTED, PARAPHRASED, NOT_SIGNED]})
    before = metric_points("eval_rubric_genie_drafts_total")
    with django_capture_on_commit_callbacks(execute=True):
        report = draft_from_documents(actor=founder, version=draft, proposer=llm(server))
    after = metric_points("eval_rubric_genie_drafts_total")
    for outcome, count in (("proposed", 1), ("needs_clause_ref", 3)):
        key = (("outcome", outcome),)
        assert after[key] - before.get(key, 0) == count

    grounded = by_title(report, "(grounded)")
    assert (grounded.clause_ref, grounded.needs_clause_ref) == ("§4.1", False)
    assert grounded.source_quote_vi == "Thời giờ làm việc không quá 40 giờ/tuần"
    assert grounded.cited_document_id is not None  # pinned to the text it was checked against
    for marker, reason in (
        ("(ungrounded)", "clause_not_found"),
        ("paraphrased", "quote_not_verbatim"),
        ("no such document", "document_missing"),
    ):
        item = by_title(report, marker)
        assert item.needs_clause_ref and item.clause_ref == ""  # not an invented citation
        assert item.source_quote_vi is None and item.source_quote_en is None
        assert item.cited_document_id is None
        drafted = next(o for o in report.outcomes if o.item == item)
        assert str(drafted.grounding.reason) == reason
    # The claim survives only as the reviewer's note in the audit row.
    with tenant_context(founder.tenant):
        note = AuditEntry.objects.get(
            kind="eval.rubric_drafted", payload__claimed_clause_ref="§12.7"
        )
        assert note.payload["item_id"] == str(by_title(report, "(ungrounded)").pk)
        assert note.payload["clause_ref"] == ""
        assert AuditEntry.objects.filter(kind="eval.rubric_drafted").count() == 4 + 1  # + v1
    # Publishing stays blocked until a person cites them, even once each is accepted.
    for item in report.items:
        accept_item(actor=founder, item=item)
    with pytest.raises(ValidationFailed) as caught:
        publish(draft, founder, "2026-06-01")
    assert caught.value.code == "rubric_item_uncited"
    assert {p.item_id for p in caught.value.problems if p.code == "rubric_item_uncited"} == {
        str(item.pk) for item in report.needs_clause_ref
    }
    assert draft.state == "draft"


@pytest.mark.parametrize(
    ("reply", "code", "status"),
    [
        (Reply.content("{not json"), "genie_llm_malformed", 502),
        (Reply.content('{"items": "none"}'), "genie_llm_malformed", 502),
        (Reply.slow(2.0), "genie_llm_timeout", 504),
    ],
)
def test_a_failing_model_stores_nothing_and_says_why(
    signed, draft, founder, server, reply, code, status
) -> None:
    server.script(reply, reply, reply, reply)
    with tenant_context(founder.tenant):
        rows_before = AuditEntry.objects.count()
    with pytest.raises(DomainError) as caught:
        draft_from_documents(
            actor=founder,
            version=draft,
            proposer=llm(server, timeout_seconds=0.3, max_retries=1),
        )
    assert (caught.value.code, caught.value.status) == (code, status)
    with tenant_context(founder.tenant):
        assert not RubricItem.objects.filter(rubric_version=draft).exists()
        assert AuditEntry.objects.count() == rows_before


def test_a_proposal_for_a_document_that_does_not_exist_is_rejected_and_noted(
    signed, draft, founder, server
) -> None:
    """The spec's failure table: a document outside the three is refused on insert; the
    report and the audit row say so, for a person to correct or drop."""
    handbook = proposal("Sổ tay (no such kind)", "employee_handbook", "§1", "Sổ tay", "Handbook")
    server.answer_by_document({"labor_contract": [handbook, GROUNDED]})
    report = draft_from_documents(actor=founder, version=draft, proposer=llm(server))
    ((index, problems),) = report.rejected
    assert "rubric_item_source_doc_invalid" in {p.code for p in problems}
    assert [item.title_vi for item in report.items] == ["Thời giờ làm việc (grounded)"]
    with tenant_context(founder.tenant):
        (row,) = AuditEntry.objects.filter(payload__action="genie_rejected")
    assert row.payload["proposal_index"] == index and row.payload["item_id"] is None
    assert "rubric_item_source_doc_invalid" in row.payload["problems"]
