"""Who may do what through HTTP (AC14), and tenant isolation.

The matrix: every endpoint by {anonymous, no grant, reader, admin, automation}. The reader is
the evaluation service (a service account with rubric_reader); automation is a service account
with rubric_admin, which may draft but never accept, approve or publish. Reads without a grant
are 403 ``rubric_access_denied`` (the object is of the caller's own tenant; the list of rubrics
is simply empty); ids of another tenant are 404, exactly like ids that do not exist.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

import pytest

from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from rubric.models import RubricItem, RubricVersion
from rubric.services import create_rubric, start_revision
from tests.api.conftest import Api, api_as, propose_ungrounded, publish_rubric
from tests.factories import make_founder, make_grant, make_subject, make_tenant
from tests.rubric.conftest import fill, good_kpi, good_obligation

DENIED = (403, "rubric_access_denied")
HUMANS_ONLY = (403, "rubric_requires_human_approver")
ANONYMOUS = (401, "not_authenticated")


@dataclass
class World:
    """One tenant's objects, one for each endpoint that changes something."""

    published: RubricVersion  # v1 of rubric R1, in force from 2026-01-01
    draft: RubricVersion  # v2 of R1: a revision with copied items and a GENIE proposal
    to_patch: RubricItem
    to_delete: RubricItem
    proposal: RubricItem
    to_approve: RubricVersion  # a coherent draft of R2
    to_publish: RubricVersion  # a coherent draft of R3


def build_world(founder: Subject) -> World:
    published = publish_rubric(founder, "R1", day="2026-01-01")
    draft = start_revision(actor=founder, version=published)
    proposal = propose_ungrounded(founder, draft)
    with tenant_context(founder.tenant):
        to_patch, to_delete = draft.items.filter(authored_by="human").order_by("position")
    coherent = []
    for name in ("R2", "R3"):
        version = create_rubric(actor=founder, tenant=founder.tenant, name=name)
        fill(version, founder, good_obligation())
        coherent.append(version)
    return World(published, draft, to_patch, to_delete, proposal, *coherent)


@dataclass(frozen=True)
class Call:
    method: str
    path: str
    body: Any = None

    def on(self, api: Api, world: World) -> Any:
        path = self.path.format(w=world)
        if self.method in {"post", "patch"}:
            return getattr(api, self.method)(path, self.body)
        return getattr(api, self.method)(path)


ITEM = good_kpi(clause_ref="§3.4")
CALLS = {
    "list rubrics": Call("get", "/api/v1/rubrics/"),
    "read rubric": Call("get", "/api/v1/rubrics/{w.published.rubric_id}/"),
    "list versions": Call("get", "/api/v1/rubrics/{w.published.rubric_id}/versions/"),
    "list drafts": Call(
        "get", "/api/v1/rubrics/{w.published.rubric_id}/versions/?include_drafts=1"
    ),
    "effective": Call("get", "/api/v1/rubrics/{w.published.rubric_id}/effective/?at=2026-03-15"),
    "read published": Call("get", "/api/v1/rubric-versions/{w.published.pk}/"),
    "read draft": Call("get", "/api/v1/rubric-versions/{w.draft.pk}/"),
    "check types": Call("get", "/api/v1/check-types/"),
    "create rubric": Call("post", "/api/v1/rubrics/", {"name": "New rubric"}),
    "new draft": Call("post", "/api/v1/rubrics/{w.published.rubric_id}/versions/", {}),
    "add item": Call("post", "/api/v1/rubric-versions/{w.draft.pk}/items/", ITEM),
    "edit item": Call("patch", "/api/v1/rubric-items/{w.to_patch.pk}/", {"weight": "12"}),
    "remove item": Call("delete", "/api/v1/rubric-items/{w.to_delete.pk}/"),
    "accept item": Call("post", "/api/v1/rubric-items/{w.proposal.pk}/accept/"),
    "approve": Call("post", "/api/v1/rubric-versions/{w.to_approve.pk}/approve/"),
    "publish": Call(
        "post",
        "/api/v1/rubric-versions/{w.to_publish.pk}/publish/",
        {"effective_from": "2027-01-01"},
    ),
}
READS = ("read rubric", "list versions", "effective", "read published")
AUTHORING = ("create rubric", "new draft", "add item", "edit item", "remove item")
HUMAN_GATE = ("accept item", "approve", "publish")
ADMIN_OK = {
    "list drafts": 200,
    "read draft": 200,
    "create rubric": 201,
    "new draft": 201,
    "add item": 201,
    "edit item": 200,
    "remove item": 204,
    "accept item": 200,
    "approve": 200,
    "publish": 200,
}
EXPECTED: dict[str, dict[str, int | tuple[int, str]]] = {
    "anonymous": dict.fromkeys(CALLS, ANONYMOUS),
    "no grant": {
        "list rubrics": 200,  # an empty list
        "check types": 200,
        **dict.fromkeys((*READS, "list drafts", "read draft", *AUTHORING, *HUMAN_GATE), DENIED),
    },
    "reader": {
        "list rubrics": 200,
        "check types": 200,
        **dict.fromkeys(READS, 200),
        **dict.fromkeys(("list drafts", "read draft", *AUTHORING), DENIED),
        **dict.fromkeys(HUMAN_GATE, HUMANS_ONLY),  # the reader is a service account
    },
    "admin": {"list rubrics": 200, "check types": 200, **dict.fromkeys(READS, 200), **ADMIN_OK},
    "automation": {
        "list rubrics": 200,
        "check types": 200,
        **dict.fromkeys(READS, 200),
        **ADMIN_OK,
        **dict.fromkeys(HUMAN_GATE, HUMANS_ONLY),
    },
}


def principal(name: str, founder: Subject) -> Api:
    tenant = founder.tenant
    if name == "anonymous":
        return Api()
    if name == "admin":
        return api_as(founder)
    subject = make_subject(tenant, kind=Subject.Kind.HUMAN if name == "no grant" else "service")
    if name != "no grant":
        make_grant(subject, Role.RUBRIC_READER if name == "reader" else Role.RUBRIC_ADMIN)
    return api_as(subject)


def outcome(response: Any) -> int | tuple[int, str]:
    if response.status_code < 400:
        return response.status_code
    assert response["Content-Type"] == "application/problem+json"
    return response.status_code, response.json()["code"]


@pytest.mark.parametrize("who", list(EXPECTED))
def test_permission_matrix(founder, who) -> None:
    world = build_world(founder)
    api = principal(who, founder)
    actual = {name: outcome(call.on(api, world)) for name, call in CALLS.items()}
    assert actual == EXPECTED[who]


def test_without_a_grant_the_list_is_empty_and_reads_are_403(founder) -> None:
    world = build_world(founder)
    api = principal("no grant", founder)
    assert api.get("/api/v1/rubrics/").json() == []
    assert len(principal("reader", founder).get("/api/v1/rubrics/").json()) == 3
    denied = api.get(f"/api/v1/rubrics/{world.published.rubric_id}/effective/")
    assert outcome(denied) == DENIED


def test_another_tenants_ids_are_404_exactly_like_unknown_ids(founder) -> None:
    theirs = build_world(make_founder(make_tenant("Other company")))
    ours = api_as(founder)
    publish_rubric(founder, "Ours", day="2026-01-01")
    assert [r["name"] for r in ours.get("/api/v1/rubrics/").json()] == ["Ours"]

    nobody = World(*(_Missing() for _ in range(7)))  # type: ignore[arg-type]
    for name, call in CALLS.items():
        if name in {"list rubrics", "check types", "create rubric"}:
            continue
        foreign, unknown = call.on(ours, theirs), call.on(ours, nobody)
        assert foreign.status_code == 404, (name, foreign.content)
        assert foreign.json() == unknown.json(), name  # not a bit more information

    with tenant_context(theirs.draft.tenant_id):  # and nothing of theirs changed
        assert RubricItem.objects.filter(pk=theirs.to_delete.pk).exists()
        assert RubricVersion.objects.get(pk=theirs.to_publish.pk).state == "draft"


class _Missing:
    """Stands in for an object of the world: an id that exists nowhere."""

    def __init__(self) -> None:
        self.pk = self.rubric_id = uuid.uuid4()
