"""Defence in depth: security headers everywhere, NUL refused with 400, short admin sessions."""

from __future__ import annotations

import json
import secrets
from typing import Any

import pytest
from django.contrib import admin
from django.test import Client
from django.urls import reverse

from tests.foundation.test_project import run_manage

PRODUCTION = {
    "DJANGO_SETTINGS_MODULE": "cyberos_eval.settings.production",
    "DJANGO_SECRET_KEY": secrets.token_urlsafe(64),
    "DJANGO_ALLOWED_HOSTS": "eval.example.com",
}


@pytest.mark.django_db
@pytest.mark.parametrize(
    "path", ["/admin/login/", "/api/v1/rubrics/", "/api/docs/", "/no-such-page/", "/api/nothing/"]
)
def test_every_response_carries_csp_and_permissions_policy(path: str) -> None:
    response = Client().get(path)
    csp = response["Content-Security-Policy"]
    assert "default-src 'self'" in csp
    assert "script-src 'self';" in csp  # no inline script, no eval
    assert "frame-ancestors 'none'" in csp and "object-src 'none'" in csp
    assert "camera=()" in response["Permissions-Policy"]
    assert "geolocation=()" in response["Permissions-Policy"]


def test_production_admin_sessions_last_at_most_eight_hours() -> None:
    result = run_manage(
        "shell",
        "-c",
        "from django.conf import settings; print(settings.SESSION_COOKIE_AGE)",
        env=PRODUCTION,
    )
    assert result.returncode == 0, result.stderr
    assert 0 < int(result.stdout.strip().splitlines()[-1]) <= 8 * 60 * 60


def test_production_refuses_a_session_longer_than_eight_hours() -> None:
    result = run_manage("check", env={**PRODUCTION, "CYBEROS_SESSION_HOURS": "24"})
    assert result.returncode != 0
    assert "CYBEROS_SESSION_HOURS" in result.stderr


def changelist_urls() -> list[str]:
    return [
        reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_changelist")
        for model in admin.site._registry
    ]


def test_there_are_changelists_to_check() -> None:
    assert "/admin/rubric/rubric/" in changelist_urls()


@pytest.mark.django_db
@pytest.mark.parametrize("query", ["q=%00", "name=%00", "state__exact=%00", "kind=a%00b", "%00=x"])
def test_every_admin_changelist_answers_400_to_nul_in_search_and_filters(
    demo_founder_client: Client, query: str
) -> None:
    answers = {
        url: demo_founder_client.get(f"{url}?{query}").status_code for url in changelist_urls()
    }
    assert answers == {url: 400 for url in answers}
    # …and still answers normally without it.
    assert demo_founder_client.get("/admin/rubric/rubric/?q=CyberSkill").status_code == 200


@pytest.mark.django_db
def test_nul_in_an_admin_form_post_is_a_400_not_a_500(demo_founder_client: Client) -> None:
    response = demo_founder_client.post("/admin/rubric/rubric/add/", {"name": "x\x00y"})
    assert response.status_code == 400


@pytest.mark.django_db
def test_nul_on_an_api_path_is_a_problem_json_400() -> None:
    response = Client().get("/api/v1/rubrics/?at=%00")
    assert response.status_code == 400
    assert response["Content-Type"] == "application/problem+json"
    assert json.loads(response.content)["code"] == "invalid_request"


_TOO_MANY_FIELDS = "&".join(f"p{index}=1" for index in range(2000))


@pytest.mark.django_db
@pytest.mark.parametrize("query", ["at=%00", _TOO_MANY_FIELDS])
@pytest.mark.parametrize("debug", [True, False])
def test_a_refused_query_is_a_problem_json_400_in_every_mode(
    settings: Any, debug: bool, query: str
) -> None:
    # `make demo` serves with DEBUG on: a NUL had answered Django's technical page (its
    # traceback and settings), 2,000 parameters a plain-text 500
    settings.DEBUG = debug
    response = Client(raise_request_exception=False).get(f"/api/v1/rubrics/?{query}")
    assert response.status_code == 400
    assert response["Content-Type"] == "application/problem+json"
    assert json.loads(response.content)["code"] == "invalid_request"


@pytest.mark.django_db
def test_a_refused_admin_query_in_debug_mode_shows_no_traceback(
    settings: Any, demo_founder_client: Client
) -> None:
    settings.DEBUG = True
    for query in ("q=%00", _TOO_MANY_FIELDS):
        response = demo_founder_client.get(f"/admin/rubric/rubric/?{query}")
        assert response.status_code == 400
        assert b"Traceback" not in response.content
        assert b"SECRET_KEY" not in response.content
