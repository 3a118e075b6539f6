"""Conditional effective reads (``If-None-Match``) by a reader whose grant is revoked while a
newer version is published effective today.

Each read answers 200 (with v1 or v2, and an ETag that names that body), 304 (only for v1's
ETag, while v1 is still in force for it), or 403 — never a 500. Once the revocation has
committed, the reader's next request is refused, with or without ``If-None-Match``, and an ETag
a 200 sent revalidates (304) only while its body is still the current one.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest

from governance.models import Grant, Role, Subject
from rubric.selectors import tenant_today
from rubric.services import approve_version, create_rubric, start_revision
from tests.api.conftest import Api, api_as
from tests.factories import make_founder, make_grant, make_subject, make_tenant
from tests.races.harness import (
    Findings,
    Http,
    assert_chain_verifies,
    at_once,
    delayed,
    http,
    quiet,
    revocation_by_turns,
    status_in,
    sweep,
)
from tests.rubric.conftest import fill, good_kpi, good_obligation, publish

ROUNDS = 24
pytestmark = pytest.mark.usefixtures("committed")


def read(client: Api, url: str, etag: str | None, seen: list[Any], delay: float) -> Http:
    def send() -> Any:
        headers = {"If-None-Match": etag} if etag else {}
        response = client.get(url, **headers)
        seen.append(response)
        return response

    return http(send, delay=delay)()


def version_no(response: Any) -> int | None:
    if response.status_code != 200:
        return None
    body = response.json()
    return body.get("version_no", body.get("version", {}).get("version_no"))


def test_conditional_effective_reads_racing_a_revocation_and_a_publish() -> None:
    founder = make_founder(make_tenant())
    publisher = quiet(api_as(founder))
    findings = Findings()
    for round_no in range(ROUNDS):
        draft = create_rubric(actor=founder, tenant=founder.tenant, name=f"Cond {round_no}")
        fill(draft, founder, good_obligation(), good_kpi())
        v1 = publish(draft, founder, "2026-01-01")
        v2 = start_revision(actor=founder, version=v1)
        fill(v2, founder, good_kpi(clause_ref="§3.9"))
        approve_version(actor=founder, version=v2)
        reader = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
        grant = make_grant(reader, Role.RUBRIC_READER, obj=draft.rubric, basis="Evaluation")
        clients = [quiet(api_as(reader)) for _ in range(3)]
        url = f"/api/v1/rubrics/{v1.rubric_id}/effective/"
        first = clients[0].get(url)
        assert first.status_code == 200, first.content
        v1_etag, v1_no = first["ETag"], version_no(first)
        today = tenant_today(founder.tenant).isoformat()
        revocation = revocation_by_turns(round_no, grant, reason="x")
        seen: list[list[Any]] = [[], [], []]
        results = at_once(
            partial(read, clients[0], url, v1_etag, seen[0], 0.02 + sweep(round_no)),
            partial(read, clients[1], url, v1_etag, seen[1], 0.02 + sweep(round_no + 3)),
            partial(read, clients[2], url, None, seen[2], 0.02 + sweep(round_no + 5)),
            http(
                publisher.post,
                f"/api/v1/rubric-versions/{v2.pk}/publish/",
                {"effective_from": today},
            ),
            partial(delayed, 0.02 + sweep(round_no + 1), revocation),
        )
        for n in range(3):
            findings.expect(round_no, f"read {n}", results[n], status_in(200, 304, 403))
        findings.expect(round_no, "publish", results[3], status_in(200))
        findings.expect(round_no, "revoke", results[4], lambda r: isinstance(r, Grant | str))
        for n in range(3):
            response = seen[n][0] if seen[n] else None
            if response is None:
                continue
            if response.status_code == 200:
                number = version_no(response)
                if (response["ETag"] == v1_etag) != (number == v1_no):
                    findings.fail(round_no, f"read {n}: ETag/body mismatch (v{number})")
            if response.status_code == 304 and response["ETag"] != v1_etag:
                findings.fail(round_no, f"read {n}: 304 with another ETag")
        # The revocation holds on the next request, conditional or not.
        for etag in (None, v1_etag, *[s[0]["ETag"] for s in seen if s and s[0].has_header("ETag")]):
            after = clients[0].get(url, **({"If-None-Match": etag} if etag else {}))
            if after.status_code != 403:
                findings.fail(round_no, f"after the revocation, {etag=}: {after.status_code}")
        # An ETag sent with a 200 revalidates only while that body is current (v2 now).
        for s in seen:
            if s and s[0].status_code == 200:
                again = publisher.get(url, **{"If-None-Match": s[0]["ETag"]})
                if (again.status_code == 304) != (version_no(s[0]) != v1_no):
                    findings.fail(
                        round_no,
                        f"revalidating v{version_no(s[0])}'s ETag now gives {again.status_code}",
                    )
    findings.check()
    assert_chain_verifies(founder.tenant_id)
