"""Authoring through HTTP: the spec's acceptance criteria AC2 to AC6, AC10 and AC16, answered by
the rubric services' own rules and codes."""

from __future__ import annotations

from typing import Any

import pytest

from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from rubric.models import RubricItem
from tests.api.conftest import Api, api_as, problem, propose_ungrounded
from tests.factories import make_grant, make_subject
from tests.rubric.conftest import good_kpi, good_obligation

AMENDED = "Total rewards appendix amended on 2026-07-01"


def codes(body: dict[str, Any]) -> set[str]:
    return {p["code"] for p in body["problems"]}


def new_draft(api: Api, name: str = "CyberSkill employment rubric") -> str:
    """Create a rubric through the API; the id of its first draft."""
    response = api.post("/api/v1/rubrics/", {"name": name})
    assert response.status_code == 201, response.content
    return response.json()["draft_version"]["id"]


def add(api: Api, version_id: str, item: Any) -> Any:
    return api.post(f"/api/v1/rubric-versions/{version_id}/items/", item)


def publish(api: Api, version_id: str, day: str, reason: str | None = None) -> Any:
    body = {"effective_from": day} | ({"reason": reason} if reason else {})
    return api.post(f"/api/v1/rubric-versions/{version_id}/publish/", body)


@pytest.fixture
def automation(tenant) -> Api:
    """A service account holding rubric_admin: may draft, never approve or publish."""
    service = make_subject(tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, Role.RUBRIC_ADMIN)
    return api_as(service)


def test_creating_a_rubric_returns_it_with_its_first_draft(admin_api, founder) -> None:
    response = admin_api.post("/api/v1/rubrics/", {"name": "  CyberSkill rubric  "})
    body = response.json()
    assert response.status_code == 201
    assert body["rubric"]["name"] == "CyberSkill rubric"  # the service normalises it
    assert (body["draft_version"]["version_no"], body["draft_version"]["state"]) == (1, "draft")
    assert response["Location"].endswith(f"/api/v1/rubrics/{body['rubric']['id']}/")
    again = admin_api.post("/api/v1/rubrics/", {"name": "CyberSkill rubric"})
    assert problem(again, 409)["code"] == "rubric_name_taken"
    assert problem(admin_api.post("/api/v1/rubrics/", {"name": " "}), 422)["code"] == (
        "rubric_name_required"
    )
    too_long = admin_api.post("/api/v1/rubrics/", {"name": "x" * 201})
    assert problem(too_long, 422)["code"] == "rubric_name_too_long"
    missing = problem(admin_api.post("/api/v1/rubrics/", {}), 400)
    assert [(p["code"], p["field"]) for p in missing["problems"]] == [("required", "name")]


def test_ac2_an_uncited_item_is_422_a_cited_one_is_created(admin_api, founder) -> None:
    draft = new_draft(admin_api)
    body = problem(add(admin_api, draft, good_obligation(clause_ref="")), 422)
    assert body["code"] == "rubric_item_uncited"
    assert {"code": "rubric_item_uncited", "field": "clause_ref"}.items() <= (
        body["problems"][0].items()
    )
    with tenant_context(founder.tenant):
        assert not RubricItem.objects.exists()
    created = add(admin_api, draft, good_obligation(clause_ref="§4.2"))
    assert created.status_code == 201 and created.json()["clause_ref"] == "§4.2"
    assert created["Location"].endswith(f"/api/v1/rubric-items/{created.json()['id']}/")


def test_ac3_the_source_document_is_one_of_the_three(admin_api) -> None:
    draft = new_draft(admin_api)
    refused = problem(add(admin_api, draft, good_obligation(source_doc="handbook")), 422)
    assert refused["code"] == "rubric_item_source_doc_invalid"
    assert add(admin_api, draft, good_obligation(source_doc="nda_ip")).status_code == 201


def test_ac4_an_obligation_needs_its_kind(admin_api) -> None:
    draft = new_draft(admin_api)
    refused = problem(add(admin_api, draft, good_obligation(obligation_kind=None)), 422)
    assert refused["code"] == "rubric_item_obligation_kind_required"
    accepted = add(admin_api, draft, good_obligation(obligation_kind="confidentiality"))
    assert accepted.json()["obligation_kind"] == "confidentiality"


def test_ac5_check_params_are_validated_against_the_check_types_schema(admin_api) -> None:
    draft = new_draft(admin_api)
    accepted = add(admin_api, draft, good_kpi(check_params={"target": 0.9, "operator": ">="}))
    assert accepted.json()["check_params"] == {"target": 0.9, "operator": ">="}
    refused = problem(add(admin_api, draft, good_kpi(check_params={})), 422)
    assert refused["code"] == "rubric_item_check_params_invalid"


def test_ac6_vietnamese_is_required_english_may_be_absent(admin_api) -> None:
    draft = new_draft(admin_api)
    refused = problem(add(admin_api, draft, good_obligation(title_vi="")), 422)
    assert refused["code"] == "rubric_item_missing_vi"
    item = good_obligation()
    del item["title_en"], item["source_quote_en"]
    item["source_quote_vi"] = None
    accepted = add(admin_api, draft, item)
    assert accepted.status_code == 201 and accepted.json()["title_en"] is None


def test_wrong_types_unknown_values_and_fields_are_refused_with_every_problem(admin_api) -> None:
    draft = new_draft(admin_api)
    body = problem(
        add(
            admin_api,
            draft,
            good_kpi(
                weight="heavy",
                title_en=5,
                item_kind="vibe",
                clause_ref="§" * 65,
                description_vi="x" * 20_001,
                needs_clause_ref=True,
            ),
        ),
        422,
    )
    assert {
        "rubric_item_weight_invalid",
        "rubric_item_text_invalid",
        "rubric_item_kind_invalid",
        "rubric_item_clause_ref_too_long",
        "rubric_item_text_too_long",
        "rubric_item_field_unknown",
    } <= codes(body)
    assert problem(add(admin_api, draft, ["not", "an", "object"]), 400)["code"] == (
        "invalid_request"
    )
    nul = problem(add(admin_api, draft, good_kpi(title_vi="Mục tiêu\u0000")), 422)
    assert nul["code"] == "rubric_item_text_invalid"


def test_edit_accept_and_remove_items_of_a_draft(admin_api, founder) -> None:
    draft = new_draft(admin_api)
    item = add(admin_api, draft, good_kpi()).json()
    url = f"/api/v1/rubric-items/{item['id']}/"
    edited = admin_api.patch(url, {"weight": 15, "title_en": "Goal completion"})
    assert (edited.status_code, edited.json()["weight"]) == (200, "15.00")
    assert edited.json()["edited_by_subject_id"] == str(founder.pk)
    assert problem(admin_api.patch(url, {"weight": -1}), 422)["code"] == (
        "rubric_item_weight_negative"
    )
    # A human-authored item is no proposal to accept.
    accept = admin_api.post(f"{url}accept/")
    assert problem(accept, 409)["code"] == "rubric_item_not_a_proposal"
    assert admin_api.delete(url).status_code == 204
    assert problem(admin_api.patch(url, {}), 404)["code"] == "rubric_item_not_found"


def test_a_genie_proposal_is_accepted_by_a_person_then_cited(admin_api, founder, automation):
    proposal = propose_ungrounded(founder, new_draft(admin_api))
    url = f"/api/v1/rubric-items/{proposal.pk}/"
    refused = problem(automation.post(f"{url}accept/"), 403)
    assert refused["code"] == "rubric_requires_human_approver"
    accepted = admin_api.post(f"{url}accept/").json()
    assert accepted["accepted_by_subject_id"] == str(founder.pk) and accepted["accepted_at"]
    assert problem(admin_api.post(f"{url}accept/"), 409)["code"] == "rubric_item_already_accepted"
    cited = admin_api.patch(url, {"clause_ref": "§5.1"}).json()
    assert (cited["clause_ref"], cited["needs_clause_ref"]) == ("§5.1", False)


def test_ac10_a_service_account_drafts_but_only_a_person_publishes(
    admin_api, automation, founder
) -> None:
    draft = new_draft(automation, "Drafted by automation")
    added = add(automation, draft, good_obligation())
    assert added.status_code == 201
    assert added.json()["authored_by"] == "genie"  # machine-written: a person must accept it
    refused = problem(publish(automation, draft, "2026-01-01"), 403)
    assert refused["code"] == "rubric_requires_human_approver"
    approve = automation.post(f"/api/v1/rubric-versions/{draft}/approve/")
    assert problem(approve, 403)["code"] == "rubric_requires_human_approver"
    assert automation.get(f"/api/v1/rubric-versions/{draft}/").json()["state"] == "draft"

    unaccepted = problem(publish(admin_api, draft, "2026-01-01"), 422)
    assert unaccepted["code"] == "rubric_item_not_accepted"
    assert admin_api.post(f"/api/v1/rubric-items/{added.json()['id']}/accept/").status_code == 200
    published = publish(admin_api, draft, "2026-01-01")
    assert published.status_code == 200
    body = published.json()
    assert (body["state"], body["effective_from"]) == ("published", "2026-01-01")
    assert body["published_by_subject_id"] == body["approver_subject_id"] == str(founder.pk)
    assert len(body["content_hash"]) == 64
    with tenant_context(founder.tenant):
        entry = AuditEntry.objects.order_by("-seq")[0]
    assert (entry.kind, entry.actor_subject_id) == ("eval.rubric_published", founder.pk)


def test_approve_then_publish(admin_api) -> None:
    draft = new_draft(admin_api)
    add(admin_api, draft, good_obligation())
    approved = admin_api.post(f"/api/v1/rubric-versions/{draft}/approve/")
    assert approved.status_code == 200 and approved.json()["state"] == "approved"
    assert publish(admin_api, draft, "2026-01-01").json()["state"] == "published"


def test_ac16_publish_blocks_on_incoherence(admin_api, founder) -> None:
    draft_id = new_draft(admin_api)
    empty = problem(publish(admin_api, draft_id, "2026-01-01"), 422)
    assert empty["code"] == "rubric_version_empty"

    cited = add(admin_api, draft_id, good_obligation()).json()
    uncited = propose_ungrounded(founder, draft_id)
    admin_api.post(f"/api/v1/rubric-items/{uncited.pk}/accept/")
    incoherent = problem(publish(admin_api, draft_id, "2026-01-01"), 422)
    assert incoherent["code"] == "rubric_item_uncited"
    named = {(p["code"], p.get("item_id")) for p in incoherent["problems"]}
    assert ("rubric_item_uncited", str(uncited.pk)) in named  # the problem names the item
    assert all(p.get("item_id") != cited["id"] for p in incoherent["problems"])


def test_an_unquoted_item_is_refused_at_approval_naming_the_item_and_the_language(
    admin_api,
) -> None:
    draft_id = new_draft(admin_api)
    item = add(admin_api, draft_id, good_obligation(source_quote_en=None)).json()
    assert item["source_quote_en"] is None  # saved in the draft
    body = problem(admin_api.post(f"/api/v1/rubric-versions/{draft_id}/approve/"), 422)
    assert body["code"] == "rubric_item_quote_missing"
    assert body["problems"] == [
        {
            "code": "rubric_item_quote_missing",
            "item_id": item["id"],
            "field": "source_quote_en",
            "detail": "the verbatim quote in English is required to publish",
        }
    ]


def test_ac16_an_overlapping_effective_from_is_409(admin_api) -> None:
    draft = new_draft(admin_api)
    add(admin_api, draft, good_obligation())
    v1 = publish(admin_api, draft, "2026-01-01").json()
    rubric_url = f"/api/v1/rubrics/{v1['rubric_id']}/versions/"
    v2 = admin_api.post(rubric_url, {"revise_from": v1["id"]}).json()
    overlap = problem(publish(admin_api, v2["id"], "2026-01-01"), 409)
    assert overlap["code"] == "rubric_effective_overlap"
    assert problem(publish(admin_api, v2["id"], "2025-06-01"), 409)["code"] == (
        "rubric_effective_overlap"
    )
    backdated = problem(publish(admin_api, v2["id"], "2026-07-01"), 422)
    assert backdated["code"] == "rubric_backdating_reason_required"
    assert publish(admin_api, v2["id"], "2026-07-01", AMENDED).json()["state"] == "published"


def test_revisions_copy_a_published_version_and_published_ones_stay_immutable(
    admin_api,
) -> None:
    draft = new_draft(admin_api)
    item = add(admin_api, draft, good_obligation()).json()
    v1 = publish(admin_api, draft, "2026-01-01").json()
    item_url = f"/api/v1/rubric-items/{item['id']}/"
    assert problem(admin_api.patch(item_url, {"weight": 1}), 409)["code"] == (
        "rubric_version_immutable"
    )
    assert problem(admin_api.delete(item_url), 409)["code"] == "rubric_version_immutable"
    more = add(admin_api, v1["id"], good_kpi())
    assert problem(more, 409)["code"] == "rubric_version_immutable"

    versions_url = f"/api/v1/rubrics/{v1['rubric_id']}/versions/"
    revision = admin_api.post(versions_url, {"revise_from": v1["id"]})
    body = revision.json()
    assert revision.status_code == 201
    assert (body["version_no"], body["state"], body["revised_from_id"]) == (2, "draft", v1["id"])
    (copy,) = body["items"]
    assert copy["lineage_id"] == item["lineage_id"] and copy["id"] != item["id"]
    assert revision["Location"].endswith(f"/api/v1/rubric-versions/{body['id']}/")

    from_a_draft = admin_api.post(versions_url, {"revise_from": body["id"]})
    assert problem(from_a_draft, 409)["code"] == "rubric_revision_source_invalid"
    empty = admin_api.post(versions_url, {}).json()
    assert (empty["version_no"], empty["items"]) == (3, [])


def test_a_revision_source_must_be_a_version_of_that_rubric(admin_api) -> None:
    first = new_draft(admin_api, "First")
    add(admin_api, first, good_obligation())
    v1 = publish(admin_api, first, "2026-01-01").json()
    other_rubric = admin_api.post("/api/v1/rubrics/", {"name": "Second"}).json()["rubric"]["id"]
    response = admin_api.post(
        f"/api/v1/rubrics/{other_rubric}/versions/", {"revise_from": v1["id"]}
    )
    assert problem(response, 404)["code"] == "rubric_version_not_found"


def test_publish_needs_a_date_written_yyyy_mm_dd(admin_api) -> None:
    draft = new_draft(admin_api)
    url = f"/api/v1/rubric-versions/{draft}/publish/"
    missing = problem(admin_api.post(url, {}), 400)
    assert (missing["code"], missing["problems"][0]["field"]) == (
        "invalid_request",
        "effective_from",
    )
    malformed = problem(admin_api.post(url, {"effective_from": "01/01/2026"}), 400)
    (problem_,) = malformed["problems"]
    assert (problem_["code"], problem_["field"]) == ("invalid_date", "effective_from")


def test_a_callers_trace_id_is_recorded_though_no_span_is(admin_api, founder) -> None:
    """With no trace exporter no span is recorded (it would cost every request for nobody),
    yet the audit row of a change carries the trace id of the request that made it: the
    caller's, from its W3C traceparent header."""
    caller_trace = "4bf92f3577b34da6a3ce929d0e0e4736"
    response = admin_api.post(
        "/api/v1/rubrics/",
        {"name": "Traced rubric"},
        traceparent=f"00-{caller_trace}-00f067aa0ba902b7-01",
    )
    assert response.status_code == 201, response.content
    with tenant_context(founder.tenant):
        row = AuditEntry.objects.filter(kind="eval.rubric_drafted").latest("seq")
    assert row.trace_id == caller_trace

    from opentelemetry import trace

    with trace.get_tracer("test").start_as_current_span("unexported") as span:
        assert not span.is_recording() and span.get_span_context().is_valid


def test_an_edit_sent_with_a_stale_if_match_is_412_and_changes_nothing(admin_api, founder):
    """Two clients edit one item: the second, holding the ETag it read before the first
    edit, is refused (412 rubric_item_changed) instead of silently undoing it. Without
    If-Match the change is made as sent, as before; "*" matches any current item."""
    draft = new_draft(admin_api)
    created = add(admin_api, draft, good_kpi())
    url = f"/api/v1/rubric-items/{created.json()['id']}/"
    read = created["ETag"]
    assert read.startswith('"') and read.endswith('"')

    first = admin_api.patch(url, {"weight": 7}, **{"If-Match": read})
    assert first.status_code == 200 and first["ETag"] != read
    with tenant_context(founder.tenant):
        audited = AuditEntry.objects.count()

    stale = admin_api.patch(url, {"title_en": "Tab B"}, **{"If-Match": read})

    assert problem(stale, 412)["code"] == "rubric_item_changed"
    with tenant_context(founder.tenant):
        item = RubricItem.objects.get(pk=created.json()["id"])
        assert AuditEntry.objects.count() == audited
    assert (str(item.weight), item.title_en) == ("7.00", good_kpi()["title_en"])
    current = admin_api.patch(url, {"title_en": "Tab B"}, **{"If-Match": f'"x", {first["ETag"]}'})
    assert current.status_code == 200 and current.json()["weight"] == "7.00"
    assert admin_api.patch(url, {"weight": 8}, **{"If-Match": "*"}).status_code == 200
    assert admin_api.patch(url, {"weight": 9}).status_code == 200
