"""Who may call the API, and the error contract: every error is problem+json with a code."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth import get_user_model
from django.test import Client, override_settings

from audit.models import AuditEntry
from cyberos_eval.api_parsers import MAX_DEPTH
from cyberos_eval.tenancy import tenant_context
from governance.actors import OPERATOR
from governance.models import Subject
from governance.services import create_api_token, revoke_api_token
from tests.api.conftest import Api, api_as, problem
from tests.factories import make_subject

RUBRICS = "/api/v1/rubrics/"


def test_a_bearer_token_acts_as_its_subject_in_its_tenant(admin_api, published) -> None:
    response = admin_api.get(RUBRICS)
    assert response.status_code == 200
    assert [r["id"] for r in response.json()] == [str(published.rubric_id)]


@pytest.mark.parametrize(
    "authorization",
    ["Bearer cye_not-a-token", "Bearer ", "bearer", "Bearer cye_a cye_b"],
)
def test_an_unknown_or_malformed_token_is_401_api_token_invalid(db, authorization) -> None:
    response = Client().get(RUBRICS, headers={"Authorization": authorization})
    body = problem(response, 401)
    assert body["code"] == "api_token_invalid"
    assert response["WWW-Authenticate"].startswith("Bearer")


def test_no_credentials_is_401_not_authenticated(db) -> None:
    response = Api().get(RUBRICS)
    assert problem(response, 401)["code"] == "not_authenticated"
    assert response["WWW-Authenticate"].startswith("Bearer")


def test_a_revoked_token_stops_working_on_the_next_request(founder, published) -> None:
    issued = create_api_token(actor=OPERATOR, subject=founder)
    api = Api(issued.secret)
    assert api.get(RUBRICS).status_code == 200
    revoke_api_token(actor=founder, token=issued.token)
    assert problem(api.get(RUBRICS), 401)["code"] == "api_token_invalid"
    with tenant_context(founder.tenant):
        entry = AuditEntry.objects.order_by("-seq")[0]
    assert (entry.kind, entry.payload["token_id"]) == (
        "governance.api_token_revoked",
        str(issued.token.pk),
    )


def test_only_an_admin_may_revoke_someone_elses_token(tenant, founder) -> None:
    from cyberos_eval.errors import AccessDenied

    holder, other = make_subject(tenant), make_subject(tenant)
    issued = create_api_token(actor=OPERATOR, subject=holder)
    with pytest.raises(AccessDenied):
        revoke_api_token(actor=other, token=issued.token)
    revoke_api_token(actor=holder, token=issued.token)  # one's own token


def test_a_deactivated_login_cannot_use_its_token(founder) -> None:
    api = api_as(founder)
    get_user_model().objects.filter(pk=founder.user_id).update(is_active=False)
    assert problem(api.get(RUBRICS), 401)["code"] == "api_token_invalid"


def test_bearer_tokens_open_only_the_api_not_the_admin(founder) -> None:
    api = api_as(founder)
    response = api.client.get("/admin/", headers={"Authorization": f"Bearer {api.secret}"})
    assert response.status_code == 302  # to the login page: the admin wants a session
    assert "/admin/login/" in response["Location"]


def test_an_admin_session_may_browse_the_api(founder, published) -> None:
    client = Client()
    client.force_login(founder.user)
    response = client.get(f"/api/v1/rubrics/{published.rubric_id}/")
    assert response.status_code == 200 and response.json()["name"] == published.rubric.name


def test_a_session_write_needs_the_csrf_token(founder) -> None:
    client = Client(enforce_csrf_checks=True)
    client.force_login(founder.user)
    response = client.post(RUBRICS, data={"name": "x"}, content_type="application/json")
    assert problem(response, 403)["code"] == "csrf_failed"


def test_a_login_that_is_no_subject_acts_for_no_tenant(db) -> None:
    operator = get_user_model().objects.create_user("ops-person", password="x" * 20)
    client = Client()
    client.force_login(operator)
    assert problem(client.get(RUBRICS), 403)["code"] == "rubric_access_denied"


# --- The error contract ------------------------------------------------------------------------


def test_malformed_json_is_400_malformed_json(admin_api) -> None:
    body = problem(admin_api.post(RUBRICS, '{"name": '), 400)
    assert body["code"] == "malformed_json"


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_json_without_a_json_meaning_is_malformed(admin_api, constant) -> None:
    response = admin_api.post(RUBRICS, f'{{"name": {constant}}}')
    assert problem(response, 400)["code"] == "malformed_json"


@pytest.mark.parametrize("number", ["1" * 5000, "1e999", "-1e999"])
def test_numbers_python_or_postgresql_cannot_hold_are_malformed(admin_api, number) -> None:
    # Python refuses to convert more than 4300 digits; 1e999 would become infinity, which
    # jsonb cannot store.
    response = admin_api.post(RUBRICS, f'{{"name": {number}}}')
    assert problem(response, 400)["code"] == "malformed_json"


def test_json_nested_too_deeply_is_refused(admin_api) -> None:
    deep = "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)
    assert problem(admin_api.post(RUBRICS, deep), 400)["code"] == "json_too_deep"
    deeper = "[" * 100_000 + "]" * 100_000  # beyond Python's own recursion limit
    assert problem(admin_api.post(RUBRICS, deeper), 400)["code"] in {
        "json_too_deep",
        "malformed_json",
    }


def test_wrong_types_list_every_problem(admin_api) -> None:
    body = problem(admin_api.post(RUBRICS, {"name": ["not", "text"]}), 400)
    assert body["code"] == "invalid_request"
    assert body["problems"] == [
        {"code": "invalid", "field": "name", "detail": "Not a valid string."}
    ]
    assert problem(admin_api.post(RUBRICS, [1, 2]), 400)["code"] == "invalid_request"


@override_settings(DATA_UPLOAD_MAX_MEMORY_SIZE=10_000)
def test_an_oversized_body_is_413_request_too_large(admin_api) -> None:
    response = admin_api.post(RUBRICS, {"name": "x" * 20_000})
    assert problem(response, 413)["code"] == "request_too_large"


def test_only_json_bodies_are_accepted(admin_api) -> None:
    response = admin_api.client.post(
        RUBRICS,
        data="name=x",
        content_type="application/x-www-form-urlencoded",
        headers=admin_api._headers({}),
    )
    assert problem(response, 415)["code"] == "unsupported_media_type"


def test_only_json_is_answered(admin_api) -> None:
    response = admin_api.get(RUBRICS, Accept="text/html")
    assert problem(response, 406)["code"] == "not_acceptable"


def test_an_undocumented_method_is_405(admin_api, published) -> None:
    response = admin_api.client.put(
        f"/api/v1/rubrics/{published.rubric_id}/", headers=admin_api._headers({})
    )
    assert problem(response, 405)["code"] == "method_not_allowed"
    options = admin_api.client.options(RUBRICS, headers=admin_api._headers({}))
    assert problem(options, 405)["code"] == "method_not_allowed"


@pytest.mark.parametrize(
    "path", ["/api/v1/nowhere/", "/api/v1/rubrics/not-a-uuid/", "/api/v1/rubrics", "/api/"]
)
def test_unknown_api_paths_are_problem_json_404(admin_api, path) -> None:
    assert problem(admin_api.get(path), 404)["code"] == "not_found"


def test_unknown_ids_are_404_with_their_code(admin_api) -> None:
    missing = "00000000-0000-4000-8000-000000000000"
    assert problem(admin_api.get(f"{RUBRICS}{missing}/"), 404)["code"] == "rubric_not_found"
    version = admin_api.get(f"/api/v1/rubric-versions/{missing}/")
    assert problem(version, 404)["code"] == "rubric_version_not_found"
    item = admin_api.patch(f"/api/v1/rubric-items/{missing}/", {})
    assert problem(item, 404)["code"] == "rubric_item_not_found"


def test_an_unpaired_surrogate_in_a_detail_cannot_break_the_response(admin_api, published) -> None:
    body = admin_api.post(
        f"/api/v1/rubrics/{published.rubric_id}/versions/", '{"revise_from": "\\ud800"}'
    )
    assert problem(body, 400)["problems"][0]["field"] == "revise_from"


@pytest.mark.urls("tests.api.urls_failing")
def test_a_crash_on_an_api_path_is_problem_json_500_and_writes_nothing(founder) -> None:
    api = api_as(founder)
    api.client.raise_request_exception = False
    body = problem(api.post("/api/v1/crash/"), 500)
    assert body["code"] == "internal_error"
    with tenant_context(founder.tenant):
        assert not Subject.objects.filter(display_name="written before the crash").exists()


def test_errors_say_problem_json_even_for_bad_input_encodings(admin_api) -> None:
    raw = json.dumps({"name": "Đánh giá"}).encode("utf-16")
    response = admin_api.client.post(
        RUBRICS, data=raw, content_type="application/json", headers=admin_api._headers({})
    )
    assert problem(response, 400)["code"] == "malformed_json"


@override_settings(DATA_UPLOAD_MAX_MEMORY_SIZE=100)
def test_the_parser_bounds_its_own_read_of_the_stream() -> None:
    import io

    from cyberos_eval.api_parsers import BoundedJSONParser, RequestTooLarge

    parser = BoundedJSONParser()
    assert parser.parse(io.BytesIO(b'{"a": [1, {"b": 2}]}')) == {"a": [1, {"b": 2}]}
    with pytest.raises(RequestTooLarge):
        parser.parse(io.BytesIO(b'{"a": "' + b"x" * 200 + b'"}'))


def test_an_unsafe_method_on_an_unknown_api_path_is_404_not_a_csrf_page(founder) -> None:
    client = Client(enforce_csrf_checks=True)
    client.force_login(founder.user)
    assert problem(client.post("/api/v1/nowhere/"), 404)["code"] == "not_found"


def test_csrf_failures_on_api_paths_are_problem_json() -> None:
    from django.test import RequestFactory

    from cyberos_eval.api_errors import csrf_failure

    api = csrf_failure(RequestFactory().post("/api/v1/anything/"), "CSRF cookie not set.")
    assert (api.status_code, api["Content-Type"]) == (403, "application/problem+json")
    assert json.loads(api.content)["code"] == "csrf_failed"
    page = csrf_failure(RequestFactory().post("/admin/"), "CSRF cookie not set.")
    assert page["Content-Type"].startswith("text/html")
