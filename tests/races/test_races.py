"""Two requests racing for the same rows answer 200/201/204, 404 or 409 — never 500, never a
deadlock — and leave a consistent state. Each pair runs many rounds through the real HTTP stack,
each request on its own connection and in its own transaction (the tenant middleware's)."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from functools import partial
from typing import Any

import pytest

from cyberos_eval.errors import DomainError
from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from rubric.integrity import verify_published_content
from rubric.models import RubricItem, RubricVersion, VersionState
from rubric.selectors import tenant_today
from rubric.services import create_rubric, start_revision, update_item
from rubric.validation import item_snapshot
from tests.api.conftest import Api, api_as
from tests.factories import make_founder, make_grant, make_subject, make_tenant
from tests.races.harness import at_once
from tests.rubric.conftest import fill, good_kpi, good_obligation, publish

ROUNDS = 30
pytestmark = pytest.mark.usefixtures("committed")


def race(*calls: tuple[Any, ...]) -> list[int]:
    """Run the requests ``(client_method, *args)`` at the same instant, each in its own thread
    (so on its own connection). A request that raised counts as status 0."""
    results = at_once(*(partial(call[0], *call[1:]) for call in calls))
    return [getattr(result, "status_code", 0) for result in results]


@pytest.fixture
def founder() -> Subject:
    return make_founder(make_tenant())


def two_apis(founder: Subject) -> tuple[Api, Api]:
    return api_as(founder), api_as(founder)


def new_draft(founder: Subject, round_no: int) -> tuple[RubricVersion, list[RubricItem]]:
    draft = create_rubric(actor=founder, tenant=founder.tenant, name=f"Race {round_no}")
    return draft, fill(draft, founder, good_obligation(), good_kpi())


def publish_url(version: RubricVersion) -> str:
    return f"/api/v1/rubric-versions/{version.pk}/publish/"


def item_url(item: RubricItem) -> str:
    return f"/api/v1/rubric-items/{item.pk}/"


def assert_consistent(founder: Subject) -> None:
    with tenant_context(founder.tenant):
        assert [f.problem for f in verify_published_content() if f.problem] == []


def test_publish_racing_an_edit_of_the_same_draft(founder) -> None:
    first, second = two_apis(founder)
    seen: Counter[tuple[int, int]] = Counter()
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, round_no)
        body = {"effective_from": "2026-01-01"}
        statuses = race(
            (first.post, publish_url(draft), body),
            (second.patch, item_url(items[0]), {"weight": 7}),
        )
        seen[tuple(statuses)] += 1  # type: ignore[index]
        # The publish always wins (an edit keeps the draft coherent); the edit lands before it
        # (200) or finds the version published (409 rubric_version_immutable).
        assert statuses[0] == 200 and statuses[1] in (200, 409), statuses
    assert_consistent(founder)
    assert set(seen) <= {(200, 200), (200, 409)}


def test_publish_racing_an_added_item_and_a_removal(founder) -> None:
    first, second = two_apis(founder)
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, round_no)
        statuses = race(
            (first.post, publish_url(draft), {"effective_from": "2026-01-01"}),
            (second.delete, item_url(items[1])),
            (second.post, f"/api/v1/rubric-versions/{draft.pk}/items/", good_kpi()),
        )
        assert statuses[0] == 200, statuses
        assert statuses[1] in (204, 409) and statuses[2] in (201, 409), statuses
    assert_consistent(founder)


def test_approve_racing_an_edit(founder) -> None:
    first, second = two_apis(founder)
    for round_no in range(ROUNDS):
        draft, items = new_draft(founder, round_no)
        statuses = race(
            (first.post, f"/api/v1/rubric-versions/{draft.pk}/approve/"),
            (second.patch, item_url(items[1]), {"title_en": "Goal completion"}),
        )
        assert statuses[0] == 200 and statuses[1] in (200, 409), statuses
    assert_consistent(founder)


def test_editing_or_accepting_an_item_another_request_removes(founder) -> None:
    first, second = two_apis(founder)
    service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, Role.RUBRIC_ADMIN)
    machine = api_as(service)
    outcomes: Counter[int] = Counter()
    for round_no in range(ROUNDS):
        draft, _ = new_draft(founder, round_no)
        added = machine.post(f"/api/v1/rubric-versions/{draft.pk}/items/", good_kpi())
        assert added.status_code == 201, added.content
        item_id = added.json()["id"]
        item = RubricItem(pk=item_id)
        statuses = race(
            (first.patch, item_url(item), {"weight": 3}),
            (first.post, f"{item_url(item)}accept/"),
            (second.delete, item_url(item)),
        )
        assert statuses[2] == 204, statuses
        assert statuses[0] in (200, 404) and statuses[1] in (200, 404), statuses
        outcomes.update(statuses[:2])
    assert 500 not in outcomes


def test_two_rubrics_with_the_same_name_at_once(founder) -> None:
    first, second = two_apis(founder)
    for round_no in range(ROUNDS):
        body = {"name": f"Same name {round_no}"}
        statuses = race(
            (first.post, "/api/v1/rubrics/", body),
            (second.post, "/api/v1/rubrics/", body),
        )
        assert sorted(statuses) == [201, 409], statuses


def test_publishing_two_versions_of_one_rubric_at_once(founder) -> None:
    first, second = two_apis(founder)
    for round_no in range(ROUNDS):
        draft, _ = new_draft(founder, round_no)
        other = fill(
            create_rubric(actor=founder, tenant=founder.tenant, name=f"Other {round_no}"),
            founder,
            good_kpi(),
        )[0].rubric_version
        statuses = race(
            (first.post, publish_url(draft), {"effective_from": "2026-01-01"}),
            (second.post, f"/api/v1/rubric-versions/{draft.pk}/approve/"),
            (second.post, publish_url(other), {"effective_from": "2026-01-01"}),
        )
        assert statuses[0] in (200, 409) and statuses[1] in (200, 409), statuses
        assert statuses[2] == 200, statuses
        with tenant_context(founder.tenant):
            draft.refresh_from_db()
        assert draft.state == VersionState.PUBLISHED
    assert_consistent(founder)


def test_withdrawing_a_scheduled_version_racing_a_publish_before_it(founder) -> None:
    """Either the withdrawal comes first and the amendment goes in before the scheduled date,
    or the publish comes first and is refused as overlapping (then the withdrawal succeeds)."""
    first, second = two_apis(founder)
    today = tenant_today(founder.tenant)
    scheduled_from = (today + dt.timedelta(days=200)).isoformat()
    urgent_from = (today + dt.timedelta(days=10)).isoformat()
    for round_no in range(ROUNDS):
        draft, _ = new_draft(founder, round_no)
        v1 = publish(draft, founder, "2026-01-01")
        v2 = start_revision(actor=founder, version=v1)
        assert first.post(publish_url(v2), {"effective_from": scheduled_from}).status_code == 200
        amendment = start_revision(actor=founder, version=v1)
        statuses = race(
            (first.post, f"/api/v1/rubric-versions/{v2.pk}/withdraw/", {"reason": "urgent"}),
            (second.post, publish_url(amendment), {"effective_from": urgent_from}),
        )
        assert statuses[0] == 200 and statuses[1] in (200, 409), statuses
    assert_consistent(founder)


def test_two_edits_opened_on_the_same_values_one_wins_one_is_told(founder) -> None:
    """Two tabs saving an item both opened at once: one edit lands, the other is refused (409
    rubric_item_changed) instead of silently undoing it — never both, never a 500."""
    seen: Counter[str] = Counter()
    for round_no in range(ROUNDS):
        _draft, items = new_draft(founder, round_no)
        opened_with = item_snapshot(items[0])
        results = at_once(
            partial(
                update_item,
                actor=founder,
                item=items[0],
                changes={"weight": "7"},
                opened_with=opened_with,
            ),
            partial(
                update_item,
                actor=founder,
                item=items[0],
                changes={"title_en": f"Tab B {round_no}"},
                opened_with=opened_with,
            ),
        )
        landed = [r for r in results if isinstance(r, RubricItem)]
        refused = [r for r in results if isinstance(r, DomainError)]
        assert len(landed) == 1 and len(refused) == 1, results
        assert (refused[0].code, refused[0].status) == ("rubric_item_changed", 409)
        with tenant_context(founder.tenant):
            now = RubricItem.objects.get(pk=items[0].pk)
        won = "weight" if str(now.weight) == "7.00" else "title_en"
        assert (won == "weight") == (now.title_en != f"Tab B {round_no}")
        seen[won] += 1
    assert sum(seen.values()) == ROUNDS
