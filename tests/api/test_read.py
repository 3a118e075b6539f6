"""The read contract the evaluation service relies on: which standard was in force on a date."""

from __future__ import annotations

from dataclasses import dataclass

import jsonschema
import pytest

from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from rubric.checks import CHECK_PARAMS_SCHEMAS
from rubric.models import RubricVersion
from rubric.selectors import resolve_effective, tenant_today
from rubric.services import create_rubric, start_revision
from tests.api.conftest import Api, api_as, problem, propose_ungrounded, publish_rubric
from tests.factories import make_grant, make_subject
from tests.rubric.conftest import fill, good_kpi, publish

AMENDED = "Total rewards appendix amended on 2026-07-01"
VERSION_FIELDS = {
    "id",
    "rubric_id",
    "version_no",
    "state",
    "effective_from",
    "effective_to",
    "revised_from_id",
    "created_by_subject_id",
    "created_at",
    "approver_subject_id",
    "approved_at",
    "published_by_subject_id",
    "published_at",
    "content_hash",
    # The computed status on a date (issue 9): scheduled / in_force / ended.
    "status",
    "status_on",
    "withdrawn_by_subject_id",
    "withdrawn_at",
    "withdrawal_reason",
}
ITEM_FIELDS = {
    # The spec's fields …
    "source_doc",
    "clause_ref",
    "source_quote_vi",
    "source_quote_en",
    # … which version of the document the citation is pinned to …
    "document_version",
    "document_sha256",
    "item_kind",
    "obligation_kind",
    "check_type",
    "check_params",
    "weight",
    "title_vi",
    "title_en",
    "description_vi",
    "description_en",
    "authored_by",
    "genie_confidence",
    "needs_clause_ref",
    # … plus ids, order and the review fields.
    "id",
    "rubric_version_id",
    "lineage_id",
    "position",
    "created_by_subject_id",
    "machine_edited_by_subject_id",
    "needs_acceptance",
    "edited_by_subject_id",
    "accepted_by_subject_id",
    "accepted_at",
    "created_at",
    "updated_at",
}


@dataclass
class History:
    v1: RubricVersion  # 2026-01-01 → 2026-07-01, superseded
    v2: RubricVersion  # 2026-07-01 → open, published
    v3: RubricVersion  # a draft with one more item
    reader: Api  # the evaluation service: a service account with rubric_reader
    admin: Api  # the founder


@pytest.fixture
def history(founder, published) -> History:
    v2 = publish(
        start_revision(actor=founder, version=published), founder, "2026-07-01", reason=AMENDED
    )
    v3 = start_revision(actor=founder, version=v2)
    fill(v3, founder, good_kpi(clause_ref="§3.9", title_vi="Mục tiêu mới"))
    evaluation_service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(evaluation_service, Role.RUBRIC_READER)
    with tenant_context(founder.tenant):
        published.refresh_from_db()
    return History(published, v2, v3, api_as(evaluation_service), api_as(founder))


def effective(api: Api, rubric_id, at: str | None = None):
    query = "" if at is None else f"?at={at}"
    return api.get(f"/api/v1/rubrics/{rubric_id}/effective/{query}")


def test_the_effective_version_on_a_date_with_all_its_items(history) -> None:
    rubric_id = history.v1.rubric_id
    march = effective(history.reader, rubric_id, "2026-03-15")
    assert march.status_code == 200
    body = march.json()
    assert body["at"] == "2026-03-15"
    version = body["version"]
    assert set(version) == VERSION_FIELDS | {"items"}
    assert (version["id"], version["version_no"], version["state"]) == (
        str(history.v1.pk),
        1,
        "superseded",
    )
    assert (version["effective_from"], version["effective_to"]) == ("2026-01-01", "2026-07-01")
    assert version["content_hash"] == history.v1.content_hash
    assert [item["clause_ref"] for item in version["items"]] == ["§4.2", "§3.1"]
    assert all(set(item) == ITEM_FIELDS for item in version["items"])

    september = effective(history.reader, rubric_id, "2026-09-01").json()["version"]
    assert (september["version_no"], september["state"], september["effective_to"]) == (
        2,
        "published",
        None,
    )
    # AC11: the draft's extra item is never part of what the evaluation service reads.
    assert "§3.9" not in {item["clause_ref"] for item in september["items"]}


def test_items_carry_the_spec_fields_with_decimals_as_strings(history) -> None:
    body = effective(history.reader, history.v1.rubric_id, "2026-03-15").json()
    obligation, kpi = body["version"]["items"]
    assert (obligation["source_doc"], obligation["obligation_kind"]) == (
        "nda_ip",
        "confidentiality",
    )
    assert obligation["source_quote_vi"] == "Người lao động phải giữ bí mật..."
    assert obligation["check_params"] == {"signal": "no_unauthorized_disclosure"}
    assert (obligation["weight"], kpi["weight"]) == ("10.00", "20.00")
    assert (kpi["item_kind"], kpi["obligation_kind"], kpi["check_type"]) == (
        "kpi",
        None,
        "threshold_numeric",
    )
    assert (kpi["authored_by"], kpi["genie_confidence"], kpi["needs_clause_ref"]) == (
        "human",
        None,
        False,
    )


def test_effective_defaults_to_today_in_the_tenants_timezone(history, tenant) -> None:
    response = effective(history.reader, history.v1.rubric_id)
    today = tenant_today(tenant)
    with tenant_context(tenant):
        expected = resolve_effective(history.v1.rubric, today)
    assert response.json()["at"] == today.isoformat()
    assert response.json()["version"]["id"] == str(expected.pk)


def test_no_version_in_force_is_404_no_effective_version(history) -> None:
    response = effective(history.reader, history.v1.rubric_id, "2025-12-31")
    assert problem(response, 404)["code"] == "no_effective_version"


@pytest.mark.parametrize("at", ["2026-02-30", "15/03/2026", "20260315", "2026-W11-1", "", "x"])
def test_a_malformed_date_is_400_invalid_date(history, at) -> None:
    body = problem(effective(history.reader, history.v1.rubric_id, at), 400)
    assert body["code"] == "invalid_date"
    assert body["problems"] == [{"code": "invalid_date", "field": "at"}]


def test_a_date_given_twice_is_400_invalid_date_not_the_last_one(history) -> None:
    # (the evaluation service asking "?at=2026-03-15&at=2025-01-01" had been answered for the
    # last date, silently)
    url = f"/api/v1/rubrics/{history.v1.rubric_id}/effective/?at=2026-03-15&at=2026-03-15"
    body = problem(history.reader.get(url), 400)
    assert (body["code"], body["detail"]) == (
        "invalid_date",
        "at must be given once, a date written YYYY-MM-DD.",
    )


def test_versions_list_published_and_superseded_with_intervals(history) -> None:
    url = f"/api/v1/rubrics/{history.v1.rubric_id}/versions/"
    listed = history.reader.get(url).json()
    assert [
        (v["version_no"], v["state"], v["effective_from"], v["effective_to"]) for v in listed
    ] == [
        (1, "superseded", "2026-01-01", "2026-07-01"),
        (2, "published", "2026-07-01", None),
    ]
    assert all(set(v) == VERSION_FIELDS for v in listed)
    # Drafts only for rubric_admin, and only on request.
    assert problem(history.reader.get(f"{url}?include_drafts=true"), 403)["code"] == (
        "rubric_access_denied"
    )
    assert len(history.admin.get(url).json()) == 2
    with_drafts = history.admin.get(f"{url}?include_drafts=true").json()
    assert [(v["version_no"], v["state"]) for v in with_drafts][-1] == (3, "draft")
    assert problem(history.admin.get(f"{url}?include_drafts=maybe"), 400)["problems"][0][
        "field"
    ] == ("include_drafts")


def test_one_version_with_its_items_readers_see_only_published_ones(history) -> None:
    url = "/api/v1/rubric-versions/{}/"
    v2 = history.reader.get(url.format(history.v2.pk)).json()
    assert (v2["state"], len(v2["items"])) == ("published", 2)
    denied = history.reader.get(url.format(history.v3.pk))
    assert problem(denied, 403)["code"] == "rubric_access_denied"
    draft = history.admin.get(url.format(history.v3.pk)).json()
    assert (draft["state"], draft["content_hash"], len(draft["items"])) == ("draft", None, 3)


def test_rubrics_list_only_what_the_caller_holds_a_grant_for(founder, published) -> None:
    other = publish_rubric(founder, "Another rubric", day="2026-01-01")
    scoped = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(scoped, Role.RUBRIC_READER, obj=other.rubric)
    api = api_as(scoped)
    assert [r["name"] for r in api.get("/api/v1/rubrics/").json()] == ["Another rubric"]
    assert problem(api.get(f"/api/v1/rubrics/{published.rubric_id}/"), 403)["code"] == (
        "rubric_access_denied"
    )
    one = api.get(f"/api/v1/rubrics/{other.rubric_id}/").json()
    assert set(one) == {"id", "name", "created_at"} and one["id"] == str(other.rubric_id)


def test_check_types_give_each_params_json_schema(admin_api) -> None:
    listed = admin_api.get("/api/v1/check-types/").json()
    assert [c["check_type"] for c in listed] == list(CHECK_PARAMS_SCHEMAS)
    schemas = {c["check_type"]: c["params_schema"] for c in listed}
    assert schemas == CHECK_PARAMS_SCHEMAS
    # A consumer can validate a descriptor mechanically with what it was given.
    validator = jsonschema.Draft202012Validator(schemas["threshold_numeric"])
    assert validator.is_valid({"target": 0.9, "operator": ">="})
    assert not validator.is_valid({})


def test_a_genie_proposal_shows_its_provenance(founder) -> None:
    version = create_rubric(actor=founder, tenant=founder.tenant, name="Drafted by GENIE")
    propose_ungrounded(founder, version)
    (item,) = api_as(founder).get(f"/api/v1/rubric-versions/{version.pk}/").json()["items"]
    assert (item["authored_by"], item["genie_confidence"], item["needs_clause_ref"]) == (
        "genie",
        "0.400",
        True,
    )
    assert (item["clause_ref"], item["accepted_at"]) == ("", None)
