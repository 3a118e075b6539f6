"""A person's rejection holds: a GENIE proposal a person deleted from a rubric is not stored
again when GENIE drafts again — in that draft or in any later version of the rubric — and the
draft report says so ("dismissed", with who deleted it and when). A person may still add such
an item by hand, and a clause whose wording changed since may be proposed again."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from rubric.genie.proposer import Proposal
from rubric.genie.rules import RulesProposer
from rubric.genie.service import (
    DraftReport,
    GenieMode,
    Outcome,
    draft_from_documents,
    propose_items,
)
from rubric.models import DismissedProposal, RubricItem, RubricVersion
from rubric.services import (
    accept_item,
    add_item,
    create_rubric,
    remove_item,
    start_revision,
    update_item,
)
from rubric.validation import item_as_fields
from tests.factories import (
    SMALL_LABOR_CONTRACT,
    SMALL_NDA,
    import_document,
    make_grant,
    make_subject,
)
from tests.rubric.conftest import publish

pytestmark = pytest.mark.django_db

Key = tuple[str, str, str]


@pytest.fixture
def documents(founder: Subject, tmp_path: Path) -> Path:
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    import_document(founder.tenant, tmp_path, "nda_ip", SMALL_NDA)
    return tmp_path


@pytest.fixture
def draft(founder: Subject, documents: Path) -> RubricVersion:
    return create_rubric(actor=founder, tenant=founder.tenant, name="Rubric")


def drafted(actor: Subject, version: RubricVersion, mode: GenieMode | None = None) -> DraftReport:
    return draft_from_documents(actor=actor, version=version, proposer=RulesProposer(), mode=mode)


def key(item: RubricItem) -> Key:
    return (item.source_doc, item.clause_ref, item.check_type)


def keys_in(founder: Subject, version: RubricVersion) -> set[Key]:
    with tenant_context(founder.tenant):
        return {
            (doc, ref, check)
            for doc, ref, check in RubricItem.objects.filter(rubric_version=version).values_list(
                "source_doc", "clause_ref", "check_type"
            )
        }


def outcome_keys(report: DraftReport, outcome: Outcome) -> set[Key]:
    return {
        (
            o.grounding.data["source_doc"],
            o.grounding.data["clause_ref"],
            o.grounding.data["check_type"],
        )
        for o in report.outcomes
        if o.outcome == outcome
    }


def test_deleted_proposals_are_not_stored_again_in_the_same_draft(founder, draft) -> None:
    first = drafted(founder, draft)
    assert len(first.items) == 5
    deleted, kept = first.items[:3], first.items[3:]
    for item in deleted:
        remove_item(actor=founder, item=item)

    again = drafted(founder, draft)

    assert again.items == []
    assert again.count(Outcome.DISMISSED) == 3 and again.count(Outcome.DUPLICATE) == 2
    assert outcome_keys(again, Outcome.DISMISSED) == {key(item) for item in deleted}
    assert keys_in(founder, draft) == {key(item) for item in kept}
    # Who deleted it and when, in the report and its JSON (the command's --json).
    dismissed = [o for o in again.outcomes if o.outcome == Outcome.DISMISSED]
    assert all(o.dismissal is not None for o in dismissed)
    assert {o.dismissal.dismissed_by for o in dismissed if o.dismissal} == {founder.username}
    body = again.as_json()
    assert body["counts"]["dismissed"] == 3
    shown = [p for p in body["proposals"] if p["outcome"] == "dismissed"]
    assert len(shown) == 3
    assert all(p["dismissed_by"] == founder.username and p["dismissed_at"] for p in shown)
    # Drafting a third time changes nothing either.
    assert drafted(founder, draft).count(Outcome.DISMISSED) == 3
    assert keys_in(founder, draft) == {key(item) for item in kept}


def test_the_deletion_and_the_dismissal_are_audited(founder, draft) -> None:
    item = drafted(founder, draft).items[0]
    remove_item(actor=founder, item=item)
    drafted(founder, draft)
    with tenant_context(founder.tenant):
        removed = AuditEntry.objects.get(payload__action="item_removed")
        drafted_rows = AuditEntry.objects.filter(
            kind="eval.rubric_drafted", payload__outcome="dismissed"
        )
        assert removed.payload["check_type"] == item.check_type
        assert removed.payload["dismissed"] is True
        assert drafted_rows.count() == 1


def test_dismissed_proposals_stay_out_of_the_revision_of_the_published_version(
    founder, draft
) -> None:
    first = drafted(founder, draft)
    deleted, kept = first.items[:2], first.items[2:]
    for item in deleted:
        remove_item(actor=founder, item=item)
    for item in kept:
        accept_item(actor=founder, item=item)
    publish(draft, founder, "2026-01-01")
    revision = start_revision(actor=founder, version=draft)

    again = drafted(founder, revision)

    assert again.items == []
    assert outcome_keys(again, Outcome.DISMISSED) == {key(item) for item in deleted}
    assert keys_in(founder, revision) == {key(item) for item in kept}


def test_a_deletion_in_the_revision_holds_in_the_next_one_too(founder, draft) -> None:
    for item in drafted(founder, draft).items:
        accept_item(actor=founder, item=item)
    publish(draft, founder, "2026-01-01")
    v2 = start_revision(actor=founder, version=draft)
    with tenant_context(founder.tenant):
        copy = RubricItem.objects.filter(rubric_version=v2).order_by("position").first()
    assert copy is not None and copy.authored_by == "genie"
    remove_item(actor=founder, item=copy)  # accepted in v1, rejected in v2
    report = drafted(founder, v2)
    assert outcome_keys(report, Outcome.DISMISSED) == {key(copy)}
    assert key(copy) not in keys_in(founder, v2)


def test_shadow_reports_dismissed_proposals_as_such(founder, draft) -> None:
    item = drafted(founder, draft).items[0]
    remove_item(actor=founder, item=item)
    shadow = drafted(founder, draft, mode=GenieMode.SHADOW)
    assert outcome_keys(shadow, Outcome.DISMISSED) == {key(item)}
    assert key(item) not in keys_in(founder, draft)


def test_a_person_may_still_add_a_dismissed_item_by_hand(founder, draft) -> None:
    item = drafted(founder, draft).items[0]
    fields = {k: v for k, v in item_as_fields(item).items() if k != "needs_clause_ref"}
    remove_item(actor=founder, item=item)
    again = add_item(actor=founder, version=draft, data=fields)
    assert key(again) == key(item) and again.authored_by == "human"
    # Now in the draft: GENIE reports it as already there, not dismissed, and stores nothing.
    report = drafted(founder, draft)
    assert report.items == [] and outcome_keys(report, Outcome.DUPLICATE) >= {key(item)}


def test_a_service_account_deleting_a_proposal_is_no_persons_rejection(founder, draft) -> None:
    service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, Role.RUBRIC_ADMIN)
    item = drafted(founder, draft).items[0]
    remove_item(actor=service, item=item)
    report = drafted(founder, draft)
    assert report.count(Outcome.DISMISSED) == 0
    assert key(item) in keys_in(founder, draft)


def test_dismissals_belong_to_their_rubric(founder, draft) -> None:
    for item in drafted(founder, draft).items:
        remove_item(actor=founder, item=item)
    other = create_rubric(actor=founder, tenant=founder.tenant, name="Another rubric")
    report = drafted(founder, other)
    assert report.count(Outcome.DISMISSED) == 0 and len(report.items) == 5


# The labor contract re-signed: §4.1 says 44 hours now, §4.2 reads as before.
AMENDED_LABOR_CONTRACT = SMALL_LABOR_CONTRACT.replace(
    "không quá 40 giờ/tuần", "không quá 44 giờ/tuần"
).replace("does not exceed 40 hours", "does not exceed 44 hours")


def test_a_clause_reworded_since_the_deletion_may_be_proposed_again(
    founder, draft, documents
) -> None:
    assert AMENDED_LABOR_CONTRACT != SMALL_LABOR_CONTRACT
    first = drafted(founder, draft)
    labor = [item for item in first.items if item.source_doc == "labor_contract"]
    assert sorted(item.clause_ref for item in labor) == ["§4.1", "§4.2"]
    for item in labor:
        remove_item(actor=founder, item=item)
    import_document(
        founder.tenant,
        documents,
        "labor_contract",
        AMENDED_LABOR_CONTRACT,
        signed_on="2026-07-01",
        name="labor_contract.amended.md",
    )

    again = drafted(founder, draft)

    assert outcome_keys(again, Outcome.DISMISSED) == {
        ("labor_contract", "§4.2", "threshold_numeric")
    }
    (reproposed,) = again.items
    assert key(reproposed) == ("labor_contract", "§4.1", "threshold_numeric")
    assert reproposed.check_params["target"] == 44


def test_a_rejection_follows_its_clause_when_an_amendment_only_renumbers_it(
    founder, draft, documents
) -> None:
    """A red team's finding: deleted at §4.2, proposed again at §5.2 once an article inserted
    before it renumbered the clause word for word (the import itself said so)."""
    from tests.documents.test_renumbered_clauses import renumbered

    first = drafted(founder, draft)
    leaves = [item for item in first.items if item.clause_ref == "§4.2"]
    for item in leaves:
        remove_item(actor=founder, item=item)
    leave = leaves[0]
    import_document(
        founder.tenant,
        documents,
        "labor_contract",
        renumbered(),
        signed_on="2026-07-01",
        name="labor_contract.renumbered.md",
    )

    again = drafted(founder, draft)

    assert ("labor_contract", "§5.2", key(leave)[2]) in outcome_keys(again, Outcome.DISMISSED)
    assert ("labor_contract", "§5.2", key(leave)[2]) not in keys_in(founder, draft)


# Two proposals of one clause with one check: its weekly hours and its working days.
HOURS = "Thời giờ làm việc không quá 40 giờ/tuần"
DAYS = "từ thứ Hai đến thứ Sáu"


def two_of_one_clause(*quotes: str) -> list[Proposal]:
    return [
        Proposal(
            "labor_contract",
            "§4.1",
            {
                "item_kind": "working_term",
                "check_type": "evidence_presence",
                "check_params": {"signal": f"signal_{n}"},
                "weight": "1",
                "title_vi": quote,
            },
            0.8,
            quote_vi=quote,
        )
        for n, quote in enumerate(quotes)
    ]


def quotes_in(founder: Subject, version: RubricVersion) -> set[str]:
    with tenant_context(founder.tenant):
        return set(
            RubricItem.objects.filter(rubric_version=version).values_list(
                "source_quote_vi", flat=True
            )
        )


def test_a_rejection_names_which_of_a_clauses_proposals_with_one_check_it_was(
    founder, draft
) -> None:
    """Deleting the clause's hours proposal leaves a later proposal of its working days — the
    same clause and check, other words — free to be stored: the rejection was of the one."""
    (hours,) = propose_items(actor=founder, version=draft, proposals=two_of_one_clause(HOURS)).items
    remove_item(actor=founder, item=hours)

    again = propose_items(actor=founder, version=draft, proposals=two_of_one_clause(HOURS, DAYS))

    assert [o.outcome for o in again.outcomes] == [Outcome.DISMISSED, Outcome.PROPOSED]
    assert quotes_in(founder, draft) == {DAYS}
    with tenant_context(founder.tenant):
        assert DismissedProposal.objects.get().source_quote_vi == HOURS


def test_a_rejection_whose_words_no_proposal_quotes_holds_for_the_clause_and_check(
    founder, draft
) -> None:
    """The person narrowed the quote before deleting the item: no proposal quotes what they
    deleted, so their "no" holds for every proposal of the clause and check."""
    (hours,) = propose_items(actor=founder, version=draft, proposals=two_of_one_clause(HOURS)).items
    hours = update_item(actor=founder, item=hours, changes={"source_quote_vi": "không quá 40 giờ"})
    remove_item(actor=founder, item=hours)

    again = propose_items(actor=founder, version=draft, proposals=two_of_one_clause(HOURS, DAYS))

    assert [o.outcome for o in again.outcomes] == [Outcome.DISMISSED, Outcome.DISMISSED]
    assert quotes_in(founder, draft) == set()


def test_a_rejection_recorded_without_its_quote_holds_for_the_clause_and_check(
    founder, draft
) -> None:
    """Rows recorded before quotes were kept name no words: they speak for every proposal of
    their clause and check, as they always did."""
    with tenant_context(founder.tenant):
        DismissedProposal.objects.create(
            tenant_id=founder.tenant_id,
            rubric_id=draft.rubric_id,
            version_no=draft.version_no,
            item_lineage_id=draft.id,
            source_doc="labor_contract",
            clause_ref="§4.1",
            check_type="evidence_presence",
            dismissed_by_subject=founder,
        )

    again = propose_items(actor=founder, version=draft, proposals=two_of_one_clause(HOURS, DAYS))

    assert [o.outcome for o in again.outcomes] == [Outcome.DISMISSED, Outcome.DISMISSED]
    assert all(o.dismissal and o.dismissal.dismissed_by == founder.username for o in again.outcomes)


def test_a_proposal_a_person_corrected_into_another_check_is_not_proposed_again(
    founder, draft
) -> None:
    """A user trial: the founder turned a proposal into a milestone rather than deleting it;
    drafting the revision proposed the original again. Corrected, it is rejected as made."""
    (hours,) = propose_items(actor=founder, version=draft, proposals=two_of_one_clause(HOURS)).items
    update_item(
        actor=founder,
        item=hours,
        changes={
            "check_type": "attestation",
            "check_params": {"attested_by": "employee"},
        },
    )

    again = propose_items(actor=founder, version=draft, proposals=two_of_one_clause(HOURS))

    assert [o.outcome for o in again.outcomes] == [Outcome.DISMISSED]
    with tenant_context(founder.tenant):
        assert RubricItem.objects.filter(rubric_version=draft).count() == 1
        assert DismissedProposal.objects.get().check_type == "evidence_presence"


def test_a_persons_own_item_of_the_clause_and_check_is_no_duplicate_of_a_proposal(
    founder, draft
) -> None:
    """A person's item quoting other words of the clause (the working days beside the hours)
    is another item: the hours proposal is stored, and once a person deleted it, it is
    reported as rejected — not as already in the draft."""
    (days,) = two_of_one_clause(DAYS)
    add_item(
        actor=founder,
        version=draft,
        data={
            **days.fields,
            "source_doc": days.source_doc,
            "clause_ref": days.clause_ref,
            "source_quote_vi": DAYS,
            "source_quote_en": "Monday to Friday",
        },
    )
    (hours,) = propose_items(actor=founder, version=draft, proposals=two_of_one_clause(HOURS)).items
    remove_item(actor=founder, item=hours)

    again = propose_items(actor=founder, version=draft, proposals=two_of_one_clause(HOURS))

    assert [o.outcome for o in again.outcomes] == [Outcome.DISMISSED]
    assert quotes_in(founder, draft) == {DAYS}


def test_correcting_a_correction_rejects_only_genies_proposal(founder, draft) -> None:
    """A review's finding: correcting a GENIE item twice had also recorded the person's own
    intermediate choice as a rejected proposal."""
    (hours,) = propose_items(actor=founder, version=draft, proposals=two_of_one_clause(HOURS)).items
    once = update_item(
        actor=founder,
        item=hours,
        changes={"check_type": "attestation", "check_params": {"attested_by": "employee"}},
    )
    update_item(
        actor=founder,
        item=once,
        changes={"check_type": "periodic_review", "check_params": {"period": "annual"}},
    )
    with tenant_context(founder.tenant):
        assert list(DismissedProposal.objects.values_list("check_type", flat=True)) == [
            "evidence_presence"
        ]
