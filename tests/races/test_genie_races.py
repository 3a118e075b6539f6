"""GENIE's language-model proposer racing the revocation of the requester's grant.

The API and admin GENIE requests run in one transaction (the tenant middleware's). Until
2026-12-06 ``draft_from_documents`` checked the author's grant with ``hold=True`` *before* the
proposer ran, so the person's ``grant-use`` lock was held for the model's whole answer time: a
revocation of that person's grant waited for it and, with a slow model, gave up at the lock
timeout (503 ``database_unavailable`` / ``CommandError``) while GENIE stored its proposals. The
pre-check now holds nothing; ``propose_items`` checks again, held, under the version lock, so
the revocation goes through at once and GENIE's write is refused (403).

The model here is a fake OpenAI-compatible server on loopback (``tests.genie.fake_openai``)
answering after ``RACE_LLM_SECONDS`` (default 2 s); the revoker's lock timeout is scaled down
to ``RACE_REVOKE_LOCK_TIMEOUT_MS`` (default 1000 ms), keeping the production ratio (the model
may take 30 s per attempt, 3 attempts; the lock timeout is 10 s). Set
``RACE_REVOKE_LOCK_TIMEOUT_MS=0`` and ``RACE_LLM_SECONDS=11`` to run at full scale (the
product's own lock timeout). The command ``draft_rubric`` (no request-wide transaction) is the
control: it never held a revocation back.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from django.core.management.base import CommandError
from django.db import connection
from django.db.models import Q
from django.test import Client, override_settings

from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.actors import OPERATOR
from governance.models import Grant, Role, Subject
from governance.services import revoke_grant
from rubric.models import RubricItem
from rubric.services import create_rubric
from tests.api.conftest import api_as
from tests.factories import (
    SMALL_LABOR_CONTRACT,
    import_document,
    make_founder,
    make_grant,
    make_subject,
    make_tenant,
)
from tests.genie.fake_openai import FakeOpenAI, Reply
from tests.races.harness import (
    Findings,
    Http,
    assert_chain_verifies,
    at_once,
    command,
    delayed,
    http,
    quiet,
    revocation_by_turns,
)
from tests.races.test_import_races import amendment, importing, round_checks
from tests.rubric.conftest import good_kpi

ROUNDS = int(os.environ.get("RACE_ROUNDS", "12"))
LLM_SECONDS = float(os.environ.get("RACE_LLM_SECONDS", "2"))
REVOKE_LOCK_TIMEOUT_MS = int(os.environ.get("RACE_REVOKE_LOCK_TIMEOUT_MS", "1000"))
REVOKE_AFTER = 0.5  # seconds: the GENIE request has checked (and holds) the grant by then

pytestmark = pytest.mark.usefixtures("committed")

GROUNDED = {
    "source_doc": "labor_contract",
    "clause_ref": "§4.1",
    "quote_vi": "Thời giờ làm việc không quá 40 giờ/tuần",
    "quote_en": "Working time does not exceed 40 hours per week",
    "item_kind": "working_term",
    "check_type": "threshold_numeric",
    "check_params": {"operator": "<=", "target": 40, "unit": "hours/week"},
    "weight": "5",
    "title_vi": "Thời giờ làm việc",
    "title_en": "Working time",
    "confidence": 0.9,
}


@pytest.fixture
def founder(tmp_path: Path) -> Subject:
    founder = make_founder(make_tenant())
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    return founder


@pytest.fixture
def slow_model():
    with FakeOpenAI() as server:
        server.default = lambda request: Reply.slow(LLM_SECONDS, Reply.items([GROUNDED]))
        llm = {
            "BASE_URL": server.base_url,
            "MODEL": "fake-model",
            "API_KEY": "k",
            "TIMEOUT_SECONDS": LLM_SECONDS + 30,
            "MAX_RETRIES": 0,
            "MAX_PROMPT_TOKENS": 12000,
        }
        with override_settings(GENIE_LLM=llm, GENIE_PROPOSER="llm", GENIE_MODE="on"):
            yield server


def with_lock_timeout(call: Callable[[], Any]) -> tuple[Callable[[], Any], list[float]]:
    """``call`` on this thread's connection, its lock waits limited (scaled, see above)."""

    def run() -> Any:
        if REVOKE_LOCK_TIMEOUT_MS:
            with connection.cursor() as cursor:
                cursor.execute(f"SET lock_timeout = '{REVOKE_LOCK_TIMEOUT_MS}ms'")
        started = time.monotonic()
        try:
            return call()
        finally:
            waited.append(time.monotonic() - started)

    waited: list[float] = []
    return run, waited


def revoked(result: Any) -> bool:
    return isinstance(result, Grant | str)


def api_genie_ok(result: Any) -> bool:
    # 403: the grant was revoked while the model answered, and the write under the lock saw it
    return result in (Http(201), Http(403, "rubric_access_denied"))


def admin_genie_ok(result: Any) -> bool:
    return isinstance(result, Http) and result.status in (302, 403)


def command_genie_ok(result: Any) -> bool:
    return isinstance(result, str) or (
        isinstance(result, CommandError) and "rubric_access_denied" in str(result)
    )


def test_a_slow_genie_draft_racing_the_revocation_of_its_requesters_grant(
    founder, slow_model
) -> None:
    findings = Findings()
    waits: dict[str, list[float]] = {}
    for round_no in range(ROUNDS):
        draft = create_rubric(actor=founder, tenant=founder.tenant, name=f"Slow GENIE {round_no}")
        author = make_subject(founder.tenant)
        grant = make_grant(author, Role.RUBRIC_ADMIN, obj=draft.rubric, basis="Co-author")
        surface = ("api", "admin", "command")[round_no % 3]
        if surface == "api":
            genie: Callable[[], Any] = http(
                quiet(api_as(author)).post,
                f"/api/v1/rubric-versions/{draft.pk}/draft-from-documents/",
                {"proposer": "llm"},
            )
            genie_ok: Callable[[Any], bool] = api_genie_ok
        elif surface == "admin":
            client = Client(raise_request_exception=False)
            client.force_login(author.user)
            genie = http(
                client.post, f"/admin/rubric/rubricversion/{draft.pk}/draft-from-documents/"
            )
            genie_ok = admin_genie_ok
        else:
            genie = command(
                "draft_rubric", str(draft.pk), "--proposer", "llm", "--actor", author.user.username
            )
            genie_ok = command_genie_ok
        revocation = revocation_by_turns(round_no, grant, reason="left the team")
        timed, waited = with_lock_timeout(partial(delayed, REVOKE_AFTER, revocation))
        results = at_once(genie, timed, timeout=LLM_SECONDS * 4 + 60)
        waits.setdefault(surface, []).append(round(waited[0] - REVOKE_AFTER, 2))
        findings.expect(round_no, f"genie ({surface})", results[0], genie_ok)
        findings.expect(round_no, f"revoke (while {surface} GENIE runs)", results[1], revoked)
        # The revocation holds on the next request, whatever happened above.
        if revoked(results[1]):
            after = http(quiet(api_as(author)).get, f"/api/v1/rubric-versions/{draft.pk}/")()
            if after.status not in (403, 404):
                findings.fail(round_no, f"the next request after the revocation got {after}")
            with tenant_context(founder.tenant):
                revoked_at = AuditEntry.objects.get(
                    kind="governance.grant_revoked", payload__grant_id=str(grant.pk)
                ).seq
                late = list(
                    AuditEntry.objects.filter(
                        seq__gt=revoked_at, actor_subject_id=author.pk
                    ).values_list("seq", "kind")
                )
            if late:
                findings.fail(round_no, f"audited after the revocation: {late}")
    print(f"revocation waits (s) by surface: {waits}")
    findings.check()
    assert_chain_verifies(founder.tenant_id)


def quoting_what_it_was_sent(request: Any) -> Reply:
    """The model cites §4.1 verbatim from the text in its prompt (the text GENIE read)."""
    clause = next(
        (c for c in request.prompt.get("clauses", []) if c.get("clause_ref") == "§4.1"), None
    )
    if clause is None:
        return Reply.slow(LLM_SECONDS, Reply.items([]))
    proposal = {**GROUNDED, "quote_vi": clause["text_vi"], "quote_en": clause["text_en"]}
    return Reply.slow(LLM_SECONDS, Reply.items([proposal]))


def test_a_slow_genie_draft_racing_an_amendment_of_the_text_it_reads(
    founder, slow_model, tmp_path
) -> None:
    """The amendment of §4.1 lands while the model is still reading the old text: GENIE's
    proposal, grounded again under the version's lock, is stored flagged (or pinned to the new
    text only if it says it), and the drafts citing the contract are flagged or verify."""
    slow_model.default = quoting_what_it_was_sent
    api = quiet(api_as(founder))
    findings = Findings()
    for round_no in range(ROUNDS // 2):
        draft = create_rubric(actor=founder, tenant=founder.tenant, name=f"Reads old {round_no}")
        surface = ("api", "command")[round_no % 2]
        if surface == "api":
            genie: Callable[[], Any] = http(
                api.post,
                f"/api/v1/rubric-versions/{draft.pk}/draft-from-documents/",
                {"proposer": "llm"},
            )
        else:
            genie = command("draft_rubric", str(draft.pk), "--proposer", "llm")
        results = at_once(
            genie,
            partial(
                delayed,
                REVOKE_AFTER,
                importing(founder, amendment(tmp_path, round_no), "--actor", founder.username),
            ),
            timeout=LLM_SECONDS * 4 + 60,
        )
        findings.expect(
            round_no,
            f"genie ({surface})",
            results[0],
            lambda r: r == Http(201) or isinstance(r, str),
        )
        findings.expect(round_no, "amendment", results[1], lambda r: isinstance(r, str))
        with tenant_context(founder.tenant):
            for needs, stale, pinned in RubricItem.objects.filter(rubric_version=draft).values_list(
                "needs_clause_ref", "citation_stale", "cited_document__version_no"
            ):
                # the mix, to see the race is real (pytest -s)
                findings.seen[f"stored: needs_clause_ref={needs} stale={stale} doc v{pinned}"] += 1
        round_checks(findings, round_no, founder)
    findings.check()
    assert_chain_verifies(founder.tenant_id)


def test_a_slow_genie_draft_its_authors_other_write_a_revocation_and_an_import(
    founder, slow_model, tmp_path
) -> None:
    """What had been four waits closing a circle, when the GENIE request held its author's
    grant while the model answered: the revocation of that grant waited for it; the author's
    write to another draft held the tenant's import gate and queued behind the revocation; an
    amendment import waited for that write; and GENIE, the model done, wanted the import gate
    behind the import. Now nothing waits for the model: the revocation goes through at once,
    GENIE's write under the lock is refused (403), and nothing the author writes to the
    revoked rubric lands after it; the author's other rubric, still granted, takes its write.
    No deadlock either way (the races conftest fails on any)."""
    findings = Findings()
    for round_no in range(ROUNDS // 2):
        draft = create_rubric(actor=founder, tenant=founder.tenant, name=f"Circle {round_no}")
        other = create_rubric(actor=founder, tenant=founder.tenant, name=f"Other {round_no}")
        author = make_subject(founder.tenant)
        grant = make_grant(author, Role.RUBRIC_ADMIN, obj=draft.rubric, basis="Co-author")
        make_grant(author, Role.RUBRIC_ADMIN, obj=other.rubric, basis="Co-author")
        api, writer = quiet(api_as(author)), quiet(api_as(author))
        with tenant_context(founder.tenant):
            since = AuditEntry.objects.order_by("-seq").values_list("seq", flat=True).first()
        results = at_once(
            http(
                api.post,
                f"/api/v1/rubric-versions/{draft.pk}/draft-from-documents/",
                {"proposer": "llm"},
            ),
            partial(delayed, 0.3, revoke_grant, actor=OPERATOR, grant=grant, reason="left"),
            http(writer.post, f"/api/v1/rubric-versions/{other.pk}/items/", good_kpi(), delay=0.6),
            partial(delayed, 0.9, importing(founder, amendment(tmp_path, round_no))),
            timeout=LLM_SECONDS * 4 + 60,
        )
        findings.expect(round_no, "genie", results[0], api_genie_ok)
        findings.expect(round_no, "revoke", results[1], revoked)
        findings.expect(round_no, "other write", results[2], lambda r: r in (Http(201), Http(403)))
        findings.expect(round_no, "amendment", results[3], lambda r: isinstance(r, str))
        round_checks(findings, round_no, founder)
        with tenant_context(founder.tenant):
            order = list(
                AuditEntry.objects.filter(seq__gt=since)
                .filter(
                    Q(actor_subject_id=author.pk)
                    | Q(kind__in=["governance.grant_revoked", "eval.signed_document_imported"])
                )
                .order_by("seq")
                .values_list("kind", "payload__action", "payload__rubric_id")
            )
        findings.seen[
            " > ".join(f"{k.split('.')[1]}/{a}" if a else k.split(".")[1] for k, a, _ in order)
        ] += 1
        revoked_at = next(
            i for i, (k, _a, _r) in enumerate(order) if k == "governance.grant_revoked"
        )
        if any(
            k.startswith("eval.rubric") and r == str(draft.rubric_id)
            for k, _a, r in order[revoked_at:]
        ):
            findings.fail(round_no, f"the author wrote to the revoked rubric after: {order}")
        if results[2] == Http(201) and not any(r == str(other.rubric_id) for _k, _a, r in order):
            findings.fail(round_no, f"the other write is not audited under its rubric: {order}")
    findings.check()
    assert_chain_verifies(founder.tenant_id)
