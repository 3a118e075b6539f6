"""Only a person makes machine-written content part of the standard."""

from __future__ import annotations

import threading

import pytest
from django.db import connections

from cyberos_eval.errors import DomainError, ValidationFailed
from cyberos_eval.tenancy import tenant_context
from rubric.genie.documents import demo_document_set
from rubric.genie.proposer import Proposal
from rubric.genie.service import propose_items
from rubric.models import RubricItem
from rubric.services import accept_item, add_item, approve_version, create_rubric, update_item
from tests.factories import make_founder, make_tenant
from tests.rubric.conftest import good_kpi, good_obligation


def propose_one(founder, draft, source_doc: str, clause_ref: str, fields: dict, confidence: float):
    """One GENIE proposal citing ``clause_ref`` (grounded only if the documents have it)."""
    content = {k: v for k, v in fields.items() if k not in {"source_doc", "clause_ref"}}
    (item,) = propose_items(
        actor=founder,
        version=draft,
        documents=demo_document_set(),
        proposals=[Proposal(source_doc, clause_ref, content, confidence)],
    ).items
    return item


def test_items_added_by_a_service_account_need_a_persons_acceptance(
    draft, founder, service_account
) -> None:
    item = add_item(actor=service_account, version=draft, data=good_obligation())
    assert item.authored_by == "genie" and item.accepted_at is None
    with pytest.raises(ValidationFailed) as caught:
        approve_version(actor=founder, version=draft)
    assert caught.value.code == "rubric_item_not_accepted"
    accept_item(actor=founder, item=item)
    assert approve_version(actor=founder, version=draft).state == "approved"


def test_a_machine_edit_of_an_accepted_item_needs_accepting_again(
    draft, founder, service_account
) -> None:
    item = propose_one(founder, draft, "nda_ip", "§4.2", good_obligation(), 0.9)
    accept_item(actor=founder, item=item)
    changed = update_item(actor=service_account, item=item, changes={"weight": "99"})
    assert changed.accepted_at is None and changed.accepted_by_subject_id is None
    with pytest.raises(ValidationFailed):
        approve_version(actor=founder, version=draft)


def test_a_persons_edit_keeps_the_acceptance(draft, founder) -> None:
    item = propose_one(founder, draft, "nda_ip", "§4.2", good_obligation(), 0.9)
    accept_item(actor=founder, item=item)
    assert update_item(actor=founder, item=item, changes={"weight": "12"}).accepted_at is not None


def test_only_a_person_clears_needs_clause_ref(draft, founder, service_account) -> None:
    flagged = propose_one(founder, draft, "labor_contract", "§99", good_kpi(), 0.3)
    by_machine = update_item(actor=service_account, item=flagged, changes={"clause_ref": "§5.1"})
    assert by_machine.needs_clause_ref is True
    by_person = update_item(actor=founder, item=flagged, changes={"clause_ref": "§5.1"})
    assert by_person.needs_clause_ref is False


def test_editing_while_approving_queues_instead_of_deadlocking(committed) -> None:
    founder = make_founder(make_tenant())
    draft = create_rubric(actor=founder, tenant=founder.tenant, name="Race")
    items = [
        add_item(actor=founder, version=draft, data=good_kpi(clause_ref=f"§{i}")) for i in range(6)
    ]
    start = threading.Barrier(2)
    outcomes: list[str] = []

    def edit() -> None:
        try:
            start.wait()
            for item in reversed(items):
                update_item(actor=founder, item=item, changes={"weight": "7"})
            outcomes.append("edited")
        except DomainError as error:
            outcomes.append(error.code)
        finally:
            connections.close_all()

    def approve() -> None:
        try:
            start.wait()
            approve_version(actor=founder, version=draft)
            outcomes.append("approved")
        except DomainError as error:
            outcomes.append(error.code)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=edit), threading.Thread(target=approve)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    # Either order is fine; a deadlock (an OperationalError escaping) is not.
    assert sorted(outcomes) in (["approved", "edited"], ["approved", "rubric_version_immutable"])
    with tenant_context(founder.tenant):
        assert RubricItem.objects.filter(rubric_version=draft).count() == 6
