"""GENIE's settings are checked at start-up; the mode decides what the draft path does."""

from __future__ import annotations

import pytest
from django.test import override_settings

from cyberos_eval.errors import Conflict
from rubric.apps import check_genie_settings
from rubric.genie.rules import RulesProposer
from rubric.genie.service import GenieMode, draft_from_documents
from rubric.models import RubricItem
from tests.factories import SMALL_LABOR_CONTRACT, import_document

pytestmark = pytest.mark.django_db


@override_settings(GENIE_MODE="sometimes", GENIE_PROPOSER="gpt")
def test_a_mistyped_setting_is_a_startup_error() -> None:
    assert [error.id for error in check_genie_settings()] == ["rubric.E001", "rubric.E002"]


@override_settings(GENIE_MODE="off")
def test_off_refuses_the_path_with_a_clear_code(draft, founder, tmp_path) -> None:
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    with pytest.raises(Conflict) as caught:
        draft_from_documents(actor=founder, version=draft, proposer=RulesProposer())
    assert caught.value.code == "genie_off" and "CYBEROS_GENIE_MODE" in str(caught.value.detail)


def test_shadow_reports_and_compares_without_storing(draft, founder, tmp_path) -> None:
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    first = draft_from_documents(
        actor=founder, version=draft, proposer=RulesProposer(), mode=GenieMode.SHADOW
    )
    assert first.outcomes and all(not o.already_in_draft for o in first.outcomes)
    assert first.items == []
    from cyberos_eval.tenancy import tenant_context

    with tenant_context(founder.tenant):
        assert not RubricItem.objects.filter(rubric_version=draft).exists()
    stored = draft_from_documents(actor=founder, version=draft, proposer=RulesProposer())
    assert len(stored.items) == len(first.outcomes)
    again = draft_from_documents(
        actor=founder, version=draft, proposer=RulesProposer(), mode=GenieMode.SHADOW
    )
    assert all(o.already_in_draft for o in again.outcomes)
    assert again.as_json()["counts"]["duplicate"] == len(first.outcomes)


def test_no_documents_no_draft(draft, founder) -> None:
    from cyberos_eval.errors import ValidationFailed

    with pytest.raises(ValidationFailed) as caught:
        draft_from_documents(actor=founder, version=draft, proposer=RulesProposer())
    assert caught.value.code == "genie_no_documents"
