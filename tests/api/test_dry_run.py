"""The dry run: the reference evaluator over HTTP, through the governance guard, storing and
logging nothing of the evidence it is given."""

from __future__ import annotations

import io
import json
import logging
import re
from pathlib import Path

import pytest
from django.apps import apps
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import connections

from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from governance.selectors import subject_for_user
from rubric.models import RubricVersion
from rubric.services import start_revision
from tests.api.conftest import api_as, problem, publish_rubric
from tests.factories import make_founder, make_grant, make_subject, make_tenant

MARKER = "evidence-ref-7f3a9c"  # a source reference nobody else would write
SECRET_VALUE = 0.987654321  # an evidence value that must not appear in any log


def url(version_id) -> str:
    return f"/api/v1/rubric-versions/{version_id}/dry-run/"


def bundle(kpi_id: str | None = None) -> dict:
    observations: dict = {
        "no_unauthorized_disclosure": [
            {"value": True, "observed_on": "2026-06-01", "source_ref": MARKER}
        ]
    }
    if kpi_id is not None:
        observations[kpi_id] = [
            {"value": SECRET_VALUE, "observed_on": "2026-06-01", "source_ref": f"{MARKER}-kpi"}
        ]
    return {"observations": observations}


@pytest.fixture
def reader(founder) -> Subject:
    service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, Role.RUBRIC_READER)
    return service


@pytest.mark.django_db
def test_missing_evidence_is_unknown_and_the_share_counts_evaluated_items_only(
    published, reader
) -> None:
    response = api_as(reader).post(url(published.pk), {"evidence": bundle(), "on": "2026-06-30"})
    assert response.status_code == 200, response.content
    body = response.json()
    by_kind = {o["check_type"]: o for o in body["outcomes"]}
    presence, kpi = by_kind["evidence_presence"], by_kind["threshold_numeric"]
    assert (presence["outcome"], presence["basis"]) == ("supported", [MARKER])
    assert (kpi["outcome"], kpi["reason"]) == ("unknown", "missing")  # never unsupported
    assert presence["citation"]["clause_ref"] == "§4.2"
    assert presence["citation"]["source_quote_vi"].startswith("Người lao động phải giữ bí mật")
    summary = body["summary"]
    assert summary["evaluated_supported_weight_share"] == "1.0000"  # over evaluated items only
    assert summary["unknown_weight"] == kpi["weight"]
    assert summary["evidence_coverage_count_ratio"] == "0.5000"


@pytest.mark.usefixtures("committed")
def test_a_dry_run_stores_nothing_and_logs_no_evidence(caplog) -> None:
    """With real commits (a write would be visible to the owner's connection), every table's row
    count is the same after the request, and no log line carries the evidence."""
    founder = make_founder(make_tenant())
    published = publish_rubric(founder, "Rubric", day="2026-01-01")
    reader = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(reader, Role.RUBRIC_READER)
    with tenant_context(published.tenant_id):
        kpi = published.items.get(check_type="threshold_numeric")
    owner = connections["owner"]

    def row_counts() -> dict[str, int]:
        counts = {}
        with owner.cursor() as cursor:
            for model in apps.get_models():
                cursor.execute(f'SELECT count(*) FROM "{model._meta.db_table}"')
                counts[model._meta.db_table] = cursor.fetchone()[0]
        return counts

    before = row_counts()
    with caplog.at_level(logging.DEBUG):
        response = api_as(reader).post(
            url(published.pk), {"evidence": bundle(str(kpi.pk)), "on": "2026-06-30"}
        )
    assert response.status_code == 200, response.content
    outcome = next(o for o in response.json()["outcomes"] if o["item_id"] == str(kpi.pk))
    assert outcome["outcome"] == "supported"  # 0.98765… >= 0.9: the value was read…
    assert row_counts() == before  # …and nothing was written anywhere
    assert MARKER not in caplog.text and str(SECRET_VALUE) not in caplog.text


@pytest.mark.django_db
def test_a_bad_bundle_is_422_with_every_problem_and_no_value_echoed(published, reader) -> None:
    evidence = {"observations": {"x": [{"value": "yes"}, {"observed_on": "not-a-date"}]}}
    body = problem(api_as(reader).post(url(published.pk), {"evidence": evidence}), 422)
    assert body["code"] == "evidence_bundle_invalid"
    assert len(body["problems"]) >= 2 and "not-a-date" not in str(body)


@pytest.mark.django_db
def test_the_guard_decides_who_may_run_it(published, founder, reader) -> None:
    nobody = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    assert api_as(nobody).post(url(published.pk), {"evidence": bundle()}).status_code in (
        403,
        404,
    )
    # A reader sees published versions only: a draft needs rubric_admin.
    revision = start_revision(actor=founder, version=published)
    refused = problem(api_as(reader).post(url(revision.pk), {"evidence": bundle()}), 403)
    assert refused["code"] == "rubric_access_denied"
    assert api_as(founder).post(url(revision.pk), {"evidence": bundle()}).status_code == 200


@pytest.mark.django_db
def test_check_types_document_the_evidence_they_expect(admin_api) -> None:
    listed = {c["check_type"]: c for c in admin_api.get("/api/v1/check-types/").json()}
    assert listed["threshold_numeric"]["evidence"]["keyed_by"] == "metric"
    assert "attested_by.identity" in listed["attestation"]["evidence"]["needs"]
    assert listed["evidence_presence"]["observation_schema"]["required"] == [
        "value",
        "observed_on",
    ]


@pytest.mark.django_db
def test_the_readmes_dry_run_holds_against_the_demo() -> None:
    """The README's dry-run body, sent as it is to the demo's published v1: the NDA's §2.1
    (no disclosure without consent) is supported, every other item unknown. (The demo's GENIE
    draft had named that evidence "clause_approved", and the example read nothing.)"""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    shown = re.search(
        r"POST /api/v1/rubric-versions/\{version_id\}/dry-run/\n(.*?)```", readme, re.S
    )
    assert shown is not None
    body = json.loads(shown.group(1))
    call_command("demo_setup", stdout=io.StringIO())
    founder = subject_for_user(get_user_model().objects.get(username="founder"))
    assert founder is not None
    with tenant_context(founder.tenant_id):
        v1 = RubricVersion.objects.select_related("rubric__tenant").get(state="published")
        reader = make_subject(v1.rubric.tenant, kind=Subject.Kind.SERVICE)
        make_grant(reader, Role.RUBRIC_READER)
    response = api_as(reader).post(url(v1.pk), body)
    assert response.status_code == 200, response.content
    outcomes = response.json()["outcomes"]
    supported = [
        (o["citation"]["source_doc"], o["citation"]["clause_ref"])
        for o in outcomes
        if o["outcome"] == "supported"
    ]
    assert supported == [("nda_ip", "§2.1")]
    assert {o["outcome"] for o in outcomes} == {"supported", "unknown"}
    assert response.json()["summary"]["evaluated_supported_weight_share"] == "1.0000"
