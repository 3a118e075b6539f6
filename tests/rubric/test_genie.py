"""GENIE proposes into drafts only, grounded in the tenant's signed documents (AC12, AC13)."""

from __future__ import annotations

from typing import Any

import pytest
from django.utils import translation

from audit.models import AuditEntry
from cyberos_eval.errors import AccessDenied, ValidationFailed
from cyberos_eval.management.commands.demo_setup import ensure_demo_documents
from cyberos_eval.tenancy import tenant_context
from rubric.genie.documents import DocumentSet, tenant_document_set
from rubric.genie.proposer import Progress, Proposal
from rubric.genie.rules import RulesProposer
from rubric.genie.service import Outcome, draft_from_documents, propose_items
from rubric.services import accept_item, approve_version, update_item
from tests.rubric.conftest import publish
from tests.rubric.metrics import metric_points

pytestmark = pytest.mark.django_db

UNGROUNDED = Proposal(
    "labor_contract",
    "§12.7",  # plausible-looking, but no such clause in the signed labor contract
    {
        "item_kind": "working_term",
        "check_type": "attestation",
        "weight": "3",
        "title_vi": "Tuân thủ nội quy (ungrounded)",
        "title_en": "Follows the house rules",
    },
    0.35,
)

CONFIDENTIALITY = {
    "item_kind": "obligation",
    "obligation_kind": "confidentiality",
    "check_type": "evidence_presence",
    "check_params": {"signal": "x"},
    "weight": "1",
    "title_vi": "Bảo mật",
}


class RulesAndAClaim:
    """The rules proposer plus one citation a model might invent (a proposer is pluggable)."""

    name = "rules+claim"

    def propose(self, documents: DocumentSet, *, progress: Progress | None = None) -> Any:
        return [*RulesProposer().propose(documents), UNGROUNDED]


@pytest.fixture
def signed(founder):
    ensure_demo_documents(founder)
    with tenant_context(founder.tenant):
        return tenant_document_set()


def test_ac12_genie_drafts_into_a_draft_and_nothing_becomes_effective(
    draft, founder, signed
) -> None:
    report = draft_from_documents(
        actor=founder, version=draft, documents=["nda_ip"], proposer=RulesProposer()
    )
    assert len(report.items) > 5 and report.rejected == []
    assert {item.authored_by for item in report.items} == {"genie"}
    assert {item.source_doc for item in report.items} == {"nda_ip"}
    with tenant_context(founder.tenant):
        draft.refresh_from_db()
        assert draft.state == "draft"
        drafted = AuditEntry.objects.filter(
            kind="eval.rubric_drafted", payload__authored_by="genie"
        )
        assert drafted.count() == len(report.items)
    # Nothing GENIE proposed passes approval until a person accepted each item.
    with pytest.raises(ValidationFailed) as caught:
        approve_version(actor=founder, version=draft)
    assert caught.value.code == "rubric_item_not_accepted"
    assert {p.item_id for p in caught.value.problems if p.code == "rubric_item_not_accepted"} == {
        str(item.pk) for item in report.items
    }


def test_a_proposal_without_quotes_quotes_the_clause_itself(draft, founder, signed) -> None:
    clause = signed.clause("nda_ip", "§2.1")
    assert clause is not None
    no_quote = Proposal(
        "nda_ip",
        "§2.1",
        # source_quote_vi is not a field a proposal may set
        CONFIDENTIALITY | {"source_quote_vi": "model paraphrase"},
        0.9,
    )
    (item,) = propose_items(actor=founder, version=draft, proposals=[no_quote]).items
    assert item.source_quote_vi == " ".join(clause.text_vi.split())
    assert item.needs_clause_ref is False and str(item.genie_confidence) == "0.900"


def test_a_proposal_citing_a_clause_as_people_write_it_is_grounded_by_its_reference(
    draft, founder, signed
) -> None:
    """A model cites "Khoản 1 Điều 2" or "Article 2.1": the clause §2.1, grounded and stored by
    its canonical reference; "Khoản 1" alone names no one clause and is not guessed at."""
    clause = signed.clause("nda_ip", "§2.1")
    assert clause is not None
    proposals = [
        Proposal("nda_ip", written, CONFIDENTIALITY, 0.8)
        for written in ("Khoản 1 Điều 2", "Article 2.1", "Khoản 1")
    ]
    items = propose_items(actor=founder, version=draft, proposals=proposals).items
    assert [(item.clause_ref, item.needs_clause_ref) for item in items] == [
        ("§2.1", False),
        ("§2.1", False),
        ("", True),
    ]


def test_ac13_genie_never_fabricates_a_clause_ref(draft, founder, signed) -> None:
    report = draft_from_documents(
        actor=founder, version=draft, documents=["nda_ip"], proposer=RulesAndAClaim()
    )
    ungrounded = next(i for i in report.items if "ungrounded" in i.title_vi)
    assert ungrounded.needs_clause_ref is True
    assert ungrounded.clause_ref == ""  # not the invented "§12.7"
    assert ungrounded.source_quote_vi is None
    for item in report.items:
        accept_item(actor=founder, item=item)
    # Publishing is blocked while it is uncited…
    with pytest.raises(ValidationFailed) as caught:
        publish(draft, founder, "2026-01-01")
    assert caught.value.code == "rubric_item_uncited"
    assert {p.item_id for p in caught.value.problems} == {str(ungrounded.pk)}
    # …until a person supplies a real citation (one that does not exist is refused).
    with pytest.raises(ValidationFailed) as refused:
        update_item(actor=founder, item=ungrounded, changes={"clause_ref": "§12.7"})
    assert refused.value.code == "rubric_item_citation_mismatch"
    filled = update_item(actor=founder, item=ungrounded, changes={"clause_ref": "§5.1"})
    assert (filled.clause_ref, filled.needs_clause_ref) == ("§5.1", False)
    # A clause alone does not publish: it is quoted word for word in both languages.
    with pytest.raises(ValidationFailed) as unquoted:
        publish(draft, founder, "2026-01-01")
    assert {(p.code, p.field, p.item_id) for p in unquoted.value.problems} == {
        ("rubric_item_quote_missing", "source_quote_vi", str(ungrounded.pk)),
        ("rubric_item_quote_missing", "source_quote_en", str(ungrounded.pk)),
    }
    update_item(
        actor=founder,
        item=filled,
        changes={
            "source_quote_vi": "08 giờ trong một ngày và 40 giờ trong một tuần",
            "source_quote_en": "8 hours a day and 40 hours a week",
        },
    )
    assert publish(draft, founder, "2026-01-01").state == "published"


def test_proposals_outside_the_rules_are_reported_not_stored(draft, founder, signed) -> None:
    handbook = Proposal(
        "handbook",
        "§1",
        {"item_kind": "kpi", "check_type": "attestation", "weight": "1", "title_vi": "Sổ tay"},
        0.5,
    )
    report = propose_items(actor=founder, version=draft, proposals=[handbook])
    assert report.items == []
    assert [(index, [p.code for p in problems]) for index, problems in report.rejected] == [
        (0, ["rubric_item_source_doc_invalid"])
    ]


def test_drafting_twice_does_not_double_the_draft(draft, founder, signed) -> None:
    first = draft_from_documents(
        actor=founder, version=draft, documents=["nda_ip"], proposer=RulesProposer()
    )
    again = draft_from_documents(
        actor=founder, version=draft, documents=["nda_ip"], proposer=RulesProposer()
    )
    assert again.items == [] and again.count(Outcome.DUPLICATE) == len(first.items)
    with tenant_context(founder.tenant):
        assert draft.items.count() == len(first.items)


def test_genie_cannot_approve_or_publish(draft, founder, signed, service_account) -> None:
    """The drafter (here run by a service account) never gets past draft."""
    report = draft_from_documents(
        actor=service_account, version=draft, documents=["nda_ip"], proposer=RulesProposer()
    )
    with pytest.raises(AccessDenied) as caught:
        accept_item(actor=service_account, item=report.items[0])
    assert caught.value.code == "rubric_requires_human_approver"
    with pytest.raises(AccessDenied):
        approve_version(actor=service_account, version=draft)


def test_genie_draft_metrics(draft, founder, signed, django_capture_on_commit_callbacks) -> None:
    before = metric_points("eval_rubric_genie_drafts_total")
    with django_capture_on_commit_callbacks(execute=True):
        report = draft_from_documents(
            actor=founder, version=draft, documents=["nda_ip"], proposer=RulesAndAClaim()
        )
    after = metric_points("eval_rubric_genie_drafts_total")
    proposed, ungrounded = (("outcome", "proposed"),), (("outcome", "needs_clause_ref"),)
    assert after[proposed] - before.get(proposed, 0) == len(report.items) - 1
    assert after[ungrounded] - before.get(ungrounded, 0) == 1


def test_no_silent_language_fallback(draft, founder, signed) -> None:
    no_english = Proposal(
        "nda_ip",
        "§2.1",
        {
            "item_kind": "obligation",
            "obligation_kind": "confidentiality",
            "check_type": "evidence_presence",
            "check_params": {"signal": "x"},
            "weight": "1",
            "title_vi": "Bảo mật",
        },
        0.9,
    )
    (item,) = propose_items(actor=founder, version=draft, proposals=[no_english]).items
    with tenant_context(founder.tenant):
        item = type(item).objects.get(pk=item.pk)
    with translation.override("en"):
        assert item.title is None  # missing English stays missing, never the Vietnamese text
    with translation.override("vi"):
        assert item.title == "Bảo mật"
