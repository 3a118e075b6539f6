"""HTTP tests of the API: real requests through the middleware, as bearer-token clients.

The ``db`` fixture is enough for most of them: the tenant middleware's transaction nests inside
the test's (as a savepoint) and clears its tenant setting when it ends. Tests that need real
commits (on-commit work, several connections) use ``committed``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import pytest
from django.test import Client

from cyberos_eval.tenancy import tenant_context
from governance.actors import OPERATOR
from governance.models import Subject
from governance.services import create_api_token
from rubric.genie.proposer import Proposal
from rubric.genie.service import propose_items
from rubric.models import RubricItem, RubricVersion
from rubric.services import create_rubric
from tests.rubric.conftest import fill, good_kpi, good_obligation, publish

PROBLEM_JSON = "application/problem+json"


@dataclass
class Api:
    """A client of the API presenting one bearer token (or none at all)."""

    secret: str | None = None
    client: Client = field(default_factory=Client)

    def _headers(self, extra: dict[str, str]) -> dict[str, str]:
        headers = {"Authorization": f"Bearer {self.secret}"} if self.secret is not None else {}
        return headers | extra

    def get(self, path: str, **headers: str) -> Any:
        return self.client.get(path, headers=self._headers(headers))

    def post(self, path: str, body: Any = None, **headers: str) -> Any:
        return self._send("post", path, body, headers)

    def patch(self, path: str, body: Any = None, **headers: str) -> Any:
        return self._send("patch", path, body, headers)

    def delete(self, path: str, **headers: str) -> Any:
        return self.client.delete(path, headers=self._headers(headers))

    def _send(self, method: str, path: str, body: Any, headers: dict[str, str]) -> Any:
        send = getattr(self.client, method)
        data = body if isinstance(body, str | bytes) else json.dumps({} if body is None else body)
        return send(
            path, data=data, content_type="application/json", headers=self._headers(headers)
        )


def api_as(subject: Subject) -> Api:
    return Api(create_api_token(actor=OPERATOR, subject=subject).secret)


def problem(response: Any, status: int) -> dict[str, Any]:
    """The problem+json body of an error response, after checking its status and media type."""
    assert response.status_code == status, response.content[:800]
    assert response["Content-Type"] == PROBLEM_JSON
    body = response.json()
    assert body["status"] == status and body["title"] and "detail" in body
    return body


def publish_rubric(founder: Subject, name: str, *items: dict[str, Any], day: str) -> RubricVersion:
    draft = create_rubric(actor=founder, tenant=founder.tenant, name=name)
    fill(draft, founder, *(items or (good_obligation(), good_kpi())))
    return publish(draft, founder, day)


def propose_ungrounded(founder: Subject, version: RubricVersion | str) -> RubricItem:
    """A GENIE proposal it could not ground in the documents: no citation, needs_clause_ref."""
    with tenant_context(founder.tenant):
        draft = RubricVersion.objects.get(pk=getattr(version, "pk", version))
    proposal = Proposal("labor_contract", "", {**good_kpi(), "title_vi": "Đề xuất"}, 0.4)
    report = propose_items(actor=founder, version=draft, proposals=[proposal])
    (item,) = report.items
    return item


@pytest.fixture
def admin_api(founder) -> Api:
    return api_as(founder)


@pytest.fixture
def published(founder) -> RubricVersion:
    """v1 of a rubric, in force from 2026-01-01, with an obligation and a KPI."""
    return publish_rubric(founder, "CyberSkill employment rubric", day="2026-01-01")
