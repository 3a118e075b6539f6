"""Only a person makes machine-written content part of the standard."""

from __future__ import annotations

import tempfile
import threading
from pathlib import Path

import pytest
from django.db import ProgrammingError, connection, connections, transaction

from cyberos_eval.errors import DomainError, ValidationFailed
from cyberos_eval.tenancy import tenant_context
from rubric.genie.proposer import Proposal
from rubric.genie.service import propose_items
from rubric.models import RubricItem, SignedDocument
from rubric.services import accept_item, add_item, approve_version, create_rubric, update_item
from tests.factories import SMALL_NDA, import_document, make_founder, make_tenant
from tests.rubric.conftest import good_kpi, good_obligation


def propose_one(founder, draft, source_doc: str, clause_ref: str, fields: dict, confidence: float):
    """One GENIE proposal citing ``clause_ref`` (grounded only if the tenant's signed documents
    have it: the small NDA has §4.2)."""
    with tenant_context(founder.tenant):
        signed = SignedDocument.objects.filter(kind="nda_ip").exists()
    if not signed:
        import_document(founder.tenant, Path(tempfile.mkdtemp()), "nda_ip", SMALL_NDA)
    content = {k: v for k, v in fields.items() if k not in {"source_doc", "clause_ref"}}
    (item,) = propose_items(
        actor=founder,
        version=draft,
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


# --- issue 9 §6: a service account's edit needs a person's acceptance again ------------------


def test_a_service_accounts_edit_of_a_persons_item_needs_a_persons_acceptance(
    draft, founder, service_account
) -> None:
    (item,) = [add_item(actor=founder, version=draft, data=good_obligation())]
    assert not item.needs_acceptance
    edited = update_item(
        actor=service_account, item=item, changes={"clause_ref": "§99.9", "weight": 0}
    )
    assert edited.authored_by == "human"  # who wrote it first is kept …
    assert edited.machine_edited_by_subject_id == service_account.pk  # … and who changed it
    assert edited.needs_acceptance
    with pytest.raises(ValidationFailed) as caught:
        approve_version(actor=founder, version=draft)
    assert caught.value.code == "rubric_item_not_accepted"
    assert caught.value.problems[0].item_id == str(item.pk)

    accepted = accept_item(actor=founder, item=edited)
    assert not accepted.needs_acceptance
    assert approve_version(actor=founder, version=draft).state == "approved"


def test_a_person_must_accept_again_after_every_machine_edit(
    draft, founder, service_account
) -> None:
    item = add_item(actor=founder, version=draft, data=good_obligation())
    update_item(actor=service_account, item=item, changes={"weight": 3})
    accept_item(actor=founder, item=item)
    again = update_item(actor=service_account, item=item, changes={"weight": 4})
    assert again.needs_acceptance and again.accepted_at is None
    # A person's own edit does not count as accepting the machine's change.
    mine = update_item(actor=founder, item=item, changes={"title_en": "Confidentiality!"})
    assert mine.needs_acceptance


def test_the_api_shows_who_changed_it_and_that_it_needs_acceptance(
    draft, founder, service_account
) -> None:
    from tests.api.conftest import api_as

    item = add_item(actor=founder, version=draft, data=good_obligation())
    machine = api_as(service_account)
    body = machine.patch(f"/api/v1/rubric-items/{item.pk}/", {"clause_ref": "§99.9"}).json()
    assert body["needs_acceptance"] is True
    assert body["machine_edited_by_subject_id"] == str(service_account.pk)
    assert body["authored_by"] == "human"


# --- issue 9 §7: the database refuses what the services refuse -------------------------------


def raw_publish(version_id) -> None:
    """Publish by hand, as the application role, with everything the row guard checks for
    except the items' review — a correct content hash and people as approver and publisher."""
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE rubric_version SET state = 'published', effective_from = '2026-01-01', "
            "approver_subject_id = created_by_subject_id, "
            "published_by_subject_id = created_by_subject_id, published_at = now(), "
            "approved_at = now(), content_hash = rubric_version_content_hash(id) WHERE id = %s",
            [version_id],
        )


@pytest.mark.parametrize(
    "problem", ["unaccepted_genie", "machine_edited", "uncited", "unquoted_vi", "unquoted_en"]
)
def test_raw_sql_cannot_publish_unaccepted_or_uncited_items(
    draft, founder, service_account, problem
) -> None:
    item = add_item(actor=founder, version=draft, data=good_obligation())
    if problem.startswith("unquoted"):
        # a draft may lack its quotes; approving or publishing it may not, by any path
        field = "source_quote_vi" if problem.endswith("vi") else "source_quote_en"
        with tenant_context(founder.tenant):
            RubricItem.objects.filter(pk=item.pk).update(**{field: None})
    elif problem == "unaccepted_genie":
        add_item(actor=service_account, version=draft, data=good_kpi())
    elif problem == "machine_edited":
        update_item(actor=service_account, item=item, changes={"weight": 1})
    else:
        propose_one(founder, draft, "nda_ip", "§99.9", good_kpi(), 0.3)
        for proposal in RubricItem.objects.filter(rubric_version=draft, authored_by="genie"):
            accept_item(actor=founder, item=proposal)
    with (
        tenant_context(founder.tenant),
        pytest.raises(ProgrammingError) as caught,
        transaction.atomic(),
    ):
        raw_publish(draft.pk)
    assert getattr(caught.value.__cause__, "sqlstate", None) == "42501"
    assert "rubric_version_not_ready" in str(caught.value)


def test_raw_sql_publishing_a_ready_version_is_still_possible_for_the_guard(draft, founder) -> None:
    """The guard refuses for the items' sake only: the same statement passes on a ready draft
    (so the refusals above are about the items, not about the statement)."""
    add_item(actor=founder, version=draft, data=good_obligation())
    with tenant_context(founder.tenant):
        raw_publish(draft.pk)
        draft.refresh_from_db()
    assert draft.state == "published"
