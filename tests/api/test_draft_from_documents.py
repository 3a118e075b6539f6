"""GENIE's draft path over HTTP: proposals only, grounded, and nothing stored on failure."""

from __future__ import annotations

import uuid

import pytest
from django.test import override_settings

from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from rubric.models import RubricItem
from rubric.services import create_rubric
from tests.api.conftest import api_as, problem
from tests.factories import (
    SMALL_LABOR_CONTRACT,
    SMALL_NDA,
    import_document,
    make_grant,
    make_subject,
)
from tests.genie.fake_openai import FakeOpenAI, Reply

pytestmark = pytest.mark.django_db


@pytest.fixture
def draft_id(founder, tmp_path) -> str:
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    import_document(founder.tenant, tmp_path, "nda_ip", SMALL_NDA)
    version = create_rubric(actor=founder, tenant=founder.tenant, name="Rubric")
    return str(version.pk)


def url(version_id: str) -> str:
    return f"/api/v1/rubric-versions/{version_id}/draft-from-documents/"


def stored(founder: Subject, version_id: str) -> list[RubricItem]:
    with tenant_context(founder.tenant):
        return list(RubricItem.objects.filter(rubric_version_id=uuid.UUID(version_id)))


def test_the_rules_proposer_drafts_grounded_items(admin_api, founder, draft_id) -> None:
    response = admin_api.post(url(draft_id), {})
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["mode"] == "on" and body["proposer"] == "rules"
    assert body["counts"]["proposed"] == len(stored(founder, draft_id)) > 0
    hours = next(p for p in body["proposals"] if p["clause_ref"] == "§4.1")
    assert hours["check_params"] == {
        "metric": "working_hours",
        "operator": "<=",
        "target": 40,
        "unit": "hours/week",
    }
    items = stored(founder, draft_id)
    assert all(item.authored_by == "genie" and item.accepted_at is None for item in items)


def test_shadow_stores_nothing(admin_api, founder, draft_id) -> None:
    response = admin_api.post(url(draft_id), {"mode": "shadow"})
    assert response.status_code == 200 and response.json()["mode"] == "shadow"
    assert response.json()["proposals"] and stored(founder, draft_id) == []


def test_a_failing_model_answers_502_and_stores_nothing(admin_api, founder, draft_id) -> None:
    with FakeOpenAI() as server:
        server.script(Reply.content("not json at all"))
        llm = {"BASE_URL": server.base_url, "MODEL": "m", "API_KEY": "k", "MAX_RETRIES": 0}
        with override_settings(GENIE_LLM=llm):
            response = admin_api.post(url(draft_id), {"proposer": "llm"})
    assert problem(response, 502)["code"] == "genie_llm_malformed"
    assert stored(founder, draft_id) == []


def test_bad_input_and_access(admin_api, founder, draft_id) -> None:
    assert problem(admin_api.post(url(draft_id), {"mode": "always"}), 400)["code"]
    reader = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(reader, Role.RUBRIC_READER)
    assert problem(api_as(reader).post(url(draft_id), {}), 403)["code"] == "rubric_access_denied"
    with override_settings(GENIE_MODE="off"):
        assert problem(admin_api.post(url(draft_id), {}), 409)["code"] == "genie_off"
    assert stored(founder, draft_id) == []
