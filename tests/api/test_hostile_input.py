"""Input a fuzzing run (2026-12) turned into server errors, each now a stable 4xx or a plain
answer: a reader's dry run with a bundle of a million broken observations, dates at the ends
of the calendar, an unpaired surrogate in a source reference, a ``source_doc`` that is no
string, and a check parameter jsonb would give back as an integer beyond JSON's exact range."""

from __future__ import annotations

from typing import Any

import pytest

from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from rubric.evaluation import MAX_BUNDLE_PROBLEMS, MAX_OBSERVATIONS
from rubric.models import RubricItem
from rubric.services import start_revision
from tests.api.conftest import api_as, problem, publish_rubric
from tests.factories import make_grant, make_subject
from tests.rubric.conftest import good_kpi, good_obligation

pytestmark = pytest.mark.django_db


def dry_run(version_id: Any) -> str:
    return f"/api/v1/rubric-versions/{version_id}/dry-run/"


@pytest.fixture
def reader(founder) -> Subject:
    service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, Role.RUBRIC_READER)
    return service


def test_a_bundle_of_many_broken_observations_is_refused_listing_a_bounded_few(
    published, reader
) -> None:
    broken: dict[str, Any] = {"observations": {f"k{key}": [{}] * 50 for key in range(100)}}
    body = problem(api_as(reader).post(dry_run(published.pk), {"evidence": broken}), 422)
    assert body["code"] == "evidence_bundle_invalid"
    assert len(body["problems"]) <= MAX_BUNDLE_PROBLEMS + 1
    assert body["problems"][-1]["reason"] == "too_many_problems"


def test_a_bundle_beyond_the_observation_limit_is_refused_as_too_large(published, reader) -> None:
    observation = {"value": True, "observed_on": "2026-06-01", "source_ref": "r"}
    per_key = 1000
    keys = MAX_OBSERVATIONS // per_key + 1
    too_many = {"observations": {f"k{key}": [observation] * per_key for key in range(keys)}}
    body = problem(api_as(reader).post(dry_run(published.pk), {"evidence": too_many}), 422)
    assert [p["reason"] for p in body["problems"]] == ["too_many_observations"]


@pytest.mark.parametrize(
    ("on", "period_start", "observed_on", "milestone"),
    [
        # an annual period reaching back before year 1 (no period start: the milestone with a
        # deadline cannot be judged)
        ("0001-02-15", None, "0001-01-01", "unknown"),
        ("9999-12-31", "9999-12-01", "9999-12-02", "supported"),  # a deadline after 9999-12
    ],
)
def test_dates_at_the_ends_of_the_calendar_are_evaluated(
    founder, reader, on, period_start, observed_on, milestone
) -> None:
    version = publish_rubric(
        founder,
        "Calendar ends",
        good_obligation(check_type="periodic_review", check_params={"period": "annual"}),
        good_obligation(
            item_kind="career_milestone",
            obligation_kind=None,
            check_type="milestone_reached",
            check_params={"milestone_id": "senior_engineer", "within_months": 12},
        ),
        day="2026-01-01",
    )
    observation = {"value": True, "observed_on": observed_on, "source_ref": "ref/1"}
    evidence: dict[str, Any] = {
        "observations": {"senior_engineer": [observation]}
        | {str(item.pk): [observation] for item in _items(version)}
    }
    if period_start:
        evidence["period_start"] = period_start
    response = api_as(reader).post(dry_run(version.pk), {"evidence": evidence, "on": on})
    assert response.status_code == 200, response.content[:800]
    outcomes = {o["check_type"]: o["outcome"] for o in response.json()["outcomes"]}
    assert outcomes == {"periodic_review": "supported", "milestone_reached": milestone}


@pytest.mark.parametrize("field", ["source_ref", "identity"])
def test_an_unpaired_surrogate_in_the_evidence_is_refused(published, reader, field) -> None:
    observation: dict[str, Any] = {"value": True, "observed_on": "2026-06-01", "source_ref": "r"}
    if field == "identity":
        observation["attested_by"] = {"identity": "an\ud800", "role": "manager"}
    else:
        observation["source_ref"] = "ref\ud800x"
    evidence = {"observations": {"no_unauthorized_disclosure": [observation]}}
    body = problem(api_as(reader).post(dry_run(published.pk), {"evidence": evidence}), 422)
    assert body["code"] == "evidence_bundle_invalid"


@pytest.mark.parametrize("source_doc", [["nda_ip"], {"a": 1}, "nda\x00ip", "\ud800", 7])
def test_a_source_doc_that_names_no_document_is_refused(
    published, founder, admin_api, source_doc
) -> None:
    draft = start_revision(actor=founder, version=published)
    url = f"/api/v1/rubric-versions/{draft.pk}/items/"
    body = problem(admin_api.post(url, good_obligation(source_doc=source_doc)), 422)
    assert "source_doc" in {p.get("field") for p in body["problems"]}
    with tenant_context(founder.tenant):
        item = RubricItem.objects.filter(rubric_version=draft).first()
    assert item is not None
    response = admin_api.patch(f"/api/v1/rubric-items/{item.pk}/", {"source_doc": source_doc})
    assert response.status_code == 422, response.content[:800]


def test_a_check_parameter_beyond_the_exact_range_is_refused(published, founder, admin_api):
    draft = start_revision(actor=founder, version=published)
    url = f"/api/v1/rubric-versions/{draft.pk}/items/"
    kpi = good_kpi(check_params={"target": 1e20, "operator": "<="})
    body = problem(admin_api.post(url, kpi), 422)
    assert ("rubric_item_check_params_invalid", "check_params") in {
        (p["code"], p.get("field")) for p in body["problems"]
    }


def _items(version: Any) -> list[RubricItem]:
    with tenant_context(version.tenant_id):
        return list(version.items.all())


@pytest.mark.parametrize("accept_language", ["", "vi"])
def test_the_api_answers_in_english_whatever_the_tenant_speaks(
    founder, admin_api, accept_language
) -> None:
    """The founder's tenant speaks Vietnamese; a request body's field errors, worded as DRF
    raises them, are English like every other API message."""
    assert founder.tenant.language == "vi"
    headers = {"Accept-Language": accept_language} if accept_language else {}
    body = problem(admin_api.post("/api/v1/rubrics/", {}, **headers), 400)
    assert [p["detail"] for p in body["problems"]] == ["This field is required."]


@pytest.mark.parametrize("charset", ["rot13", "hex"])
def test_a_body_in_a_charset_that_is_no_text_encoding_is_a_400(admin_api, charset) -> None:
    response = admin_api.client.generic(
        "POST",
        "/api/v1/rubrics/",
        data=b'{"name": "Rubric"}',
        content_type=f"application/json; charset={charset}",
        headers=admin_api._headers({}),
    )
    assert problem(response, 400)["code"] in ("malformed_json", "invalid_request", "parse_error")
