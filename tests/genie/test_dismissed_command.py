"""``draft_rubric`` says how many proposals it left out because a person deleted them, and a
draft racing a deletion of one of its proposals answers — never a 500, never a deadlock."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from django.core.management import call_command

from cyberos_eval.tenancy import tenant_context
from governance.models import Subject
from rubric.genie.rules import RulesProposer
from rubric.genie.service import Outcome, draft_from_documents
from rubric.models import DismissedProposal, RubricItem, RubricVersion
from rubric.services import create_rubric, remove_item
from tests.api.conftest import api_as
from tests.factories import (
    SMALL_LABOR_CONTRACT,
    SMALL_NDA,
    import_document,
    make_founder,
    make_tenant,
)
from tests.races.harness import Findings, at_once, http, status_in

pytestmark = pytest.mark.usefixtures("committed")


@pytest.fixture
def setup(tmp_path: Path) -> tuple[Subject, RubricVersion]:
    founder = make_founder(make_tenant())
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    import_document(founder.tenant, tmp_path, "nda_ip", SMALL_NDA)
    draft = create_rubric(actor=founder, tenant=founder.tenant, name="Rubric")
    return founder, draft


def test_the_command_counts_dismissed_proposals(setup) -> None:
    founder, draft = setup
    first = draft_from_documents(actor=founder, version=draft, proposer=RulesProposer())
    for item in first.items[:2]:
        remove_item(actor=founder, item=item)
    out = io.StringIO()
    call_command(
        "draft_rubric", str(draft.pk), "--actor", founder.username, stdout=out, stderr=io.StringIO()
    )
    text = out.getvalue()
    assert "dismissed (deleted by a person before): 2" in text, text
    assert text.count(f"deleted by {founder.username} on ") == 2, text


def test_a_draft_racing_the_deletion_of_one_of_its_proposals(setup) -> None:
    """The draft and the deletion queue on the version's lock: the deletion removes what the
    draft stored, or the draft sees the deletion and leaves the proposal out. Both answer."""
    founder, _ = setup
    api = api_as(founder)
    findings = Findings()
    for round_no in range(8):
        draft = create_rubric(actor=founder, tenant=founder.tenant, name=f"Race {round_no}")
        (item, *_) = draft_from_documents(
            actor=founder, version=draft, proposer=RulesProposer()
        ).items
        drafting, deleting = at_once(
            http(api.post, f"/api/v1/rubric-versions/{draft.pk}/draft-from-documents/", {}),
            http(api.delete, f"/api/v1/rubric-items/{item.pk}/"),
        )
        findings.expect(round_no, "draft", drafting, status_in(201))
        findings.expect(round_no, "delete", deleting, status_in(204))
        with tenant_context(founder.tenant):
            again = RubricItem.objects.filter(
                rubric_version=draft,
                source_doc=item.source_doc,
                clause_ref=item.clause_ref,
                check_type=item.check_type,
            )
            assert not again.exists(), f"round {round_no}: the deleted proposal is back"
            assert DismissedProposal.objects.filter(rubric_id=draft.rubric_id).count() == 1
        report = draft_from_documents(actor=founder, version=draft, proposer=RulesProposer())
        assert report.count(Outcome.DISMISSED) == 1 and report.items == []
    findings.check()
