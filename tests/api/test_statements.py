"""Every authenticated API read is one transaction of at most six statements, transaction
control included (counted on the wire, with real commits), whatever the number of items."""

from __future__ import annotations

import pytest

from governance.models import Role, Subject
from rubric.api.rendering import RENDERED_ITEMS
from rubric.models import RubricVersion
from tests.api.conftest import Api, api_as, publish_rubric
from tests.factories import make_founder, make_grant, make_subject, make_tenant
from tests.rubric.conftest import good_kpi
from tests.wire import wire

MAX_STATEMENTS = 6


def read_urls(version: RubricVersion) -> list[str]:
    rubric = f"/api/v1/rubrics/{version.rubric_id}/"
    return [
        "/api/v1/rubrics/",
        rubric,
        rubric + "versions/",
        rubric + "effective/?at=2026-03-15",
        rubric + "effective/",
        f"/api/v1/rubric-versions/{version.pk}/",
        "/api/v1/check-types/",
    ]


@pytest.mark.usefixtures("committed")
@pytest.mark.parametrize("grant_scope", ["tenant", "object"])
def test_each_read_is_one_transaction_of_at_most_six_statements(grant_scope) -> None:
    founder = make_founder(make_tenant())
    small = publish_rubric(founder, "Two", day="2026-01-01")
    large = publish_rubric(
        founder, "Forty", *(good_kpi(clause_ref=f"§{n}") for n in range(40)), day="2026-01-01"
    )
    reader = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    for version in (small, large):
        make_grant(
            reader, Role.RUBRIC_READER, obj=None if grant_scope == "tenant" else version.rubric
        )
    api = api_as(reader)
    for version in (small, large):
        for url in read_urls(version):
            RENDERED_ITEMS.clear()
            for attempt in ("first", "again"):
                with wire() as sent:
                    response = api.get(url)
                assert response.status_code == 200, (url, response.content[:300])
                statements = sent.texts
                assert sent.statements <= MAX_STATEMENTS, (url, attempt, statements)
                assert sent.transactions == 1, (url, statements)
                assert (statements[0], statements[-1]) == ("BEGIN", "COMMIT"), (url, statements)


@pytest.mark.usefixtures("committed")
def test_the_statements_of_an_effective_read_do_not_grow_with_the_items() -> None:
    founder = make_founder(make_tenant())
    small = publish_rubric(founder, "Two", day="2026-01-01")
    large = publish_rubric(
        founder, "Forty", *(good_kpi(clause_ref=f"§{n}") for n in range(40)), day="2026-01-01"
    )
    api = api_as(founder)
    counts = {}
    for version in (small, large):
        url = f"/api/v1/rubrics/{version.rubric_id}/effective/?at=2026-03-15"
        RENDERED_ITEMS.clear()
        with wire() as first_read:
            full = api.get(url)
        with wire() as cached_read:
            assert api.get(url).content == full.content
        with wire() as revalidation:
            not_modified = api.get(url, **{"If-None-Match": full["ETag"]})
        assert not_modified.status_code == 304
        counts[version.pk] = (
            first_read.statements,
            cached_read.statements,
            revalidation.statements,
        )
    assert counts[large.pk] == counts[small.pk]
    # BEGIN, sign-in, version + grant, items, COMMIT; the items' read is skipped once rendered.
    assert counts[small.pk] == (5, 4, 4)


@pytest.mark.usefixtures("committed")
def test_one_statement_sign_in_still_refuses_unknown_tokens_and_ungranted_readers() -> None:
    founder = make_founder(make_tenant())
    version = publish_rubric(founder, "Two", day="2026-01-01")
    stranger = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    url = f"/api/v1/rubrics/{version.rubric_id}/effective/?at=2026-03-15"
    refused = api_as(stranger).get(url)
    assert refused.status_code == 403 and refused.json()["code"] == "rubric_access_denied"
    unknown = Api("cye_not-a-token").get(url)
    assert unknown.status_code == 401 and unknown.json()["code"] == "api_token_invalid"
