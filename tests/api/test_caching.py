"""Fast and cache-friendly: strong ETags, 304 without loading items, constant query counts."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from rubric.api.caching import FINAL, REVALIDATE
from rubric.api.rendering import RENDERED_ITEMS
from rubric.models import RubricVersion
from rubric.services import create_rubric, start_revision, update_item
from tests.api.conftest import Api, publish_rubric
from tests.rubric.conftest import fill, good_kpi, publish

AMENDED = "Total rewards appendix amended on 2026-07-01"


def version_url(version: RubricVersion) -> str:
    return f"/api/v1/rubric-versions/{version.pk}/"


def effective_url(version: RubricVersion, at: str | None = None) -> str:
    return f"/api/v1/rubrics/{version.rubric_id}/effective/" + (f"?at={at}" if at else "")


def get_capturing(api: Api, url: str, **headers: str) -> tuple[Any, list[str]]:
    with CaptureQueriesContext(connection) as captured:
        response = api.get(url, **headers)
    return response, [query["sql"] for query in captured.captured_queries]


def reading_items(queries: list[str]) -> list[str]:
    return [sql for sql in queries if "rubric_item" in sql]


@pytest.mark.parametrize("url_of", [version_url, lambda v: effective_url(v, "2026-03-15")])
def test_a_matching_if_none_match_answers_304_without_touching_the_items(
    admin_api, published, url_of
) -> None:
    url = url_of(published)
    first, queries = get_capturing(admin_api, url)
    etag = first["ETag"]
    assert first.status_code == 200 and etag.startswith('"') and not etag.startswith("W/")
    assert len(reading_items(queries)) == 1  # the one query that loads the items

    for presented in (etag, f"W/{etag}", f'"other", {etag}', "*"):
        again, queries = get_capturing(admin_api, url, **{"If-None-Match": presented})
        assert again.status_code == 304 and again.content == b""
        assert (again["ETag"], again["Cache-Control"]) == (etag, first["Cache-Control"])
        assert reading_items(queries) == []  # published content: not even an aggregate

    stale, _ = get_capturing(admin_api, url, **{"If-None-Match": '"not-it"'})
    assert stale.status_code == 200 and stale.json() == first.json()


def test_a_published_version_revalidates_a_superseded_one_is_final(
    admin_api, founder, published
) -> None:
    before = admin_api.get(version_url(published))
    assert before["Cache-Control"] == REVALIDATE  # it may be superseded at any moment
    publish(start_revision(actor=founder, version=published), founder, "2026-07-01", reason=AMENDED)

    after = admin_api.get(version_url(published), **{"If-None-Match": before["ETag"]})
    assert after.status_code == 200  # state and effective_to changed: a new representation
    assert after.json()["state"] == "superseded" and after["ETag"] != before["ETag"]
    assert after["Cache-Control"] == FINAL


def test_the_effective_answer_is_final_only_for_an_explicit_date_in_a_closed_interval(
    admin_api, founder, published
) -> None:
    assert admin_api.get(effective_url(published, "2026-03-15"))["Cache-Control"] == REVALIDATE
    publish(start_revision(actor=founder, version=published), founder, "2026-07-01", reason=AMENDED)
    march = admin_api.get(effective_url(published, "2026-03-15"))
    april = admin_api.get(effective_url(published, "2026-04-15"))
    assert march.json()["version"]["id"] == april.json()["version"]["id"] == str(published.pk)
    assert march["Cache-Control"] == april["Cache-Control"] == FINAL
    assert march["ETag"] != april["ETag"]  # the body names its date
    assert admin_api.get(effective_url(published, "2026-09-01"))["Cache-Control"] == REVALIDATE
    assert admin_api.get(effective_url(published))["Cache-Control"] == REVALIDATE  # "today"


def test_a_drafts_etag_follows_its_items(admin_api, founder) -> None:
    draft = create_rubric(actor=founder, tenant=founder.tenant, name="Being drafted")
    (item,) = fill(draft, founder, good_kpi())
    first = admin_api.get(version_url(draft))
    assert first["Cache-Control"] == REVALIDATE
    unchanged, queries = get_capturing(
        admin_api, version_url(draft), **{"If-None-Match": first["ETag"]}
    )
    assert unchanged.status_code == 304
    # One aggregate over the items computes the ETag; no item row is loaded.
    (fingerprint,) = reading_items(queries)
    assert "count(*)" in fingerprint

    update_item(actor=founder, item=item, changes={"weight": "25"})
    changed = admin_api.get(version_url(draft), **{"If-None-Match": first["ETag"]})
    assert changed.status_code == 200 and changed.json()["items"][0]["weight"] == "25.00"
    assert changed["ETag"] != first["ETag"]
    fill(draft, founder, good_kpi(clause_ref="§3.2"))
    assert admin_api.get(version_url(draft))["ETag"] not in {first["ETag"], changed["ETag"]}


def test_query_counts_do_not_grow_with_the_number_of_items(admin_api, founder) -> None:
    small = publish_rubric(
        founder, "Three items", *(good_kpi(clause_ref=f"§{n}") for n in range(3)), day="2026-01-01"
    )
    large = publish_rubric(
        founder, "Sixty items", *(good_kpi(clause_ref=f"§{n}") for n in range(60)), day="2026-01-01"
    )
    for url_of in (version_url, lambda v: effective_url(v, "2026-03-15")):
        RENDERED_ITEMS.clear()  # the first read of each loads the items, once
        small_response, small_queries = get_capturing(admin_api, url_of(small))
        large_response, large_queries = get_capturing(admin_api, url_of(large))
        assert (
            len(small_response.json().get("items") or small_response.json()["version"]["items"])
            == 3
        )
        assert (
            len(large_response.json().get("items") or large_response.json()["version"]["items"])
            == 60
        )
        assert len(small_queries) == len(large_queries), large_queries
        assert len(reading_items(large_queries)) == 1
        # Published items cannot change: later reads send the rendered items again unread.
        again, again_queries = get_capturing(admin_api, url_of(large))
        assert again.content == large_response.content and reading_items(again_queries) == []
        assert len(again_queries) == len(large_queries) - 1
