"""What is in force: a computed status on a date beside the lifecycle state, the version in
force today as the rubric's landing page, and withdrawing a scheduled version so that an urgent
amendment can be published before it."""

from __future__ import annotations

import datetime as dt
import io
import json
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import ProgrammingError, connection, transaction
from django.test import Client

from audit.models import AuditEntry
from cyberos_eval.errors import DomainError
from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from rubric.api.caching import FINAL, REVALIDATE, cache_control
from rubric.integrity import verify_published_content
from rubric.models import RubricVersion
from rubric.selectors import resolve_effective, tenant_today, version_status
from rubric.services import (
    create_rubric,
    publish_version,
    start_revision,
    withdraw_scheduled_version,
)
from tests.api.conftest import api_as, problem
from tests.factories import make_founder, make_grant, make_subject, make_tenant
from tests.rubric.conftest import fill, good_kpi, good_obligation, publish


class History:
    """v1 in force since 2026-01-01; v2 published to start ``ahead`` days from today."""

    def __init__(self, founder: Subject, draft: RubricVersion, ahead: int = 211) -> None:
        self.founder = founder
        self.today = tenant_today(founder.tenant)
        fill(draft, founder, good_obligation(), good_kpi())
        self.v1 = publish(draft, founder, "2026-01-01")
        self.v2_starts = self.today + dt.timedelta(days=ahead)
        v2 = start_revision(actor=founder, version=self.v1)
        self.v2 = publish_version(actor=founder, version=v2, effective_from=self.v2_starts)

    def reload(self, version: RubricVersion) -> RubricVersion:
        with tenant_context(self.founder.tenant):
            return RubricVersion.objects.get(pk=version.pk)


@pytest.fixture
def history(draft, founder) -> History:
    return History(founder, draft)


def committed_history() -> History:
    """For commands, which find rubrics through the operators' directory (its own connection)."""
    founder = make_founder(make_tenant())
    return History(founder, create_rubric(actor=founder, tenant=founder.tenant, name="Rubric"))


def amendment(history: History) -> RubricVersion:
    draft = start_revision(actor=history.founder, version=history.v1)
    return draft


# --- the status on a date ---------------------------------------------------------------------


@pytest.mark.django_db
def test_a_superseded_version_is_still_in_force_until_its_successor_starts(history) -> None:
    v1, v2, today = history.reload(history.v1), history.reload(history.v2), history.today
    assert (v1.state, version_status(v1, today)) == ("superseded", "in_force")
    assert (v2.state, version_status(v2, today)) == ("published", "scheduled")
    assert version_status(v1, history.v2_starts) == "ended"
    assert version_status(v2, history.v2_starts) == "in_force"
    assert version_status(v1, dt.date(2025, 12, 31)) == "scheduled"
    with tenant_context(history.founder.tenant):
        assert resolve_effective(v1.rubric, today).pk == v1.pk


@pytest.mark.django_db
def test_the_api_says_which_version_applies_today(history) -> None:
    api = api_as(history.founder)
    listed = api.get(f"/api/v1/rubrics/{history.v1.rubric_id}/versions/").json()
    assert [(v["version_no"], v["state"], v["status"]) for v in listed] == [
        (1, "superseded", "in_force"),
        (2, "published", "scheduled"),
    ]
    assert {v["status_on"] for v in listed} == {history.today.isoformat()}
    effective = api.get(f"/api/v1/rubrics/{history.v1.rubric_id}/effective/").json()
    assert (effective["version"]["version_no"], effective["version"]["status"]) == (1, "in_force")
    one = api.get(f"/api/v1/rubric-versions/{history.v2.pk}/")
    assert one.json()["status"] == "scheduled"
    # Superseded but still in force: its interval may still change, so it is not final.
    assert one["Cache-Control"] == REVALIDATE
    assert api.get(f"/api/v1/rubric-versions/{history.v1.pk}/")["Cache-Control"] == REVALIDATE


@pytest.mark.django_db
def test_only_an_ended_version_is_cached_as_final(history) -> None:
    v1 = history.reload(history.v1)
    assert cache_control(v1, today=history.today) == REVALIDATE
    assert cache_control(v1, today=history.v2_starts) == FINAL


@pytest.mark.django_db
def test_the_admin_shows_status_beside_state_and_lands_on_the_version_in_force(history) -> None:
    client = Client()
    client.force_login(history.founder.user)
    landing = client.get(f"/admin/rubric/rubric/{history.v1.rubric_id}/change/")
    assert landing.status_code == 302
    assert landing["Location"].endswith(f"/rubricversion/{history.v1.pk}/change/")
    page = client.get(landing["Location"]).content.decode()
    assert 'data-testid="status">' in page and "badge-in_force" in page
    scheduled = client.get(f"/admin/rubric/rubricversion/{history.v2.pk}/change/").content.decode()
    assert "badge-scheduled" in scheduled and 'data-testid="in-force-link"' in scheduled
    changelist = client.get("/admin/rubric/rubricversion/").content.decode()
    assert "badge-in_force" in changelist and "badge-scheduled" in changelist
    rubrics = client.get("/admin/rubric/rubric/").content.decode()
    assert "v1 · " in rubrics and "v2 · " in rubrics


def test_commands_print_the_status(committed) -> None:
    history = committed_history()
    out = io.StringIO()
    call_command("resolve_effective", str(history.v1.rubric_id), "--json", stdout=out)
    summary = json.loads(out.getvalue())
    assert (summary["version_no"], summary["state"], summary["status"]) == (
        1,
        "superseded",
        "in_force",
    )
    out = io.StringIO()
    call_command("resolve_effective", str(history.v1.rubric_id), stdout=out)
    assert "in force on" in out.getvalue() and "superseded; in force" in out.getvalue()


# --- withdrawing a scheduled version ----------------------------------------------------------


@pytest.mark.django_db
def test_an_urgent_amendment_goes_in_before_a_scheduled_version_once_it_is_withdrawn(
    history,
) -> None:
    founder, urgent = history.founder, history.today + dt.timedelta(days=13)
    draft = amendment(history)
    with pytest.raises(DomainError) as caught:
        publish_version(actor=founder, version=draft, effective_from=urgent)
    assert caught.value.code == "rubric_effective_overlap"

    withdrawn = withdraw_scheduled_version(
        actor=founder, version=history.v2, reason="Decree amended; urgent change first"
    )
    assert withdrawn.state == "withdrawn" and withdrawn.withdrawal_reason
    v1 = history.reload(history.v1)
    assert (v1.state, v1.effective_to) == ("published", None)  # its interval is back
    with tenant_context(founder.tenant):
        kinds = list(AuditEntry.objects.order_by("-seq").values_list("kind", flat=True)[:2])
        assert kinds == ["eval.rubric_restored", "eval.rubric_withdrawn"]
        # A withdrawn version never resolves, whatever the date.
        assert resolve_effective(v1.rubric, history.v2_starts).pk == v1.pk

    published = publish_version(actor=founder, version=draft, effective_from=urgent)
    assert (published.effective_from, history.reload(history.v1).effective_to) == (urgent, urgent)
    # The withdrawn content can be revised and scheduled again after the amendment.
    again = start_revision(actor=founder, version=withdrawn)
    rescheduled = publish_version(actor=founder, version=again, effective_from=history.v2_starts)
    with tenant_context(founder.tenant):
        assert resolve_effective(v1.rubric, history.v2_starts).pk == rescheduled.pk
        assert resolve_effective(v1.rubric, urgent).pk == published.pk
        assert [f.problem for f in verify_published_content() if f.problem] == []


@pytest.mark.django_db
def test_withdrawing_the_middle_of_two_scheduled_versions_hands_its_interval_back(
    history,
) -> None:
    founder = history.founder
    later = history.v2_starts + dt.timedelta(days=100)
    v3 = publish_version(
        actor=founder,
        version=start_revision(actor=founder, version=history.v2),
        effective_from=later,
    )
    withdraw_scheduled_version(actor=founder, version=history.v2, reason="Not needed any more")
    v1 = history.reload(history.v1)
    assert (v1.state, v1.effective_to) == ("superseded", later)
    assert history.reload(v3).state == "published"


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("who", "reason", "code"),
    [
        ("service", "ok", "rubric_requires_human_approver"),
        ("reader", "ok", "rubric_requires_human_approver"),
        ("founder", "  ", "rubric_withdrawal_reason_required"),
    ],
)
def test_who_may_withdraw_and_with_what(history, who, reason, code) -> None:
    actor: Any = history.founder
    if who != "founder":
        kind = Subject.Kind.SERVICE if who == "service" else Subject.Kind.HUMAN
        actor = make_subject(history.founder.tenant, kind=kind)
        make_grant(actor, Role.RUBRIC_ADMIN if who == "service" else Role.RUBRIC_READER)
    with pytest.raises(DomainError) as caught:
        withdraw_scheduled_version(actor=actor, version=history.v2, reason=reason)
    assert caught.value.code in (code, "rubric_access_denied")
    assert history.reload(history.v2).state == "published"


@pytest.mark.django_db
def test_a_version_in_force_or_never_published_cannot_be_withdrawn(history, founder) -> None:
    with pytest.raises(DomainError) as caught:
        withdraw_scheduled_version(actor=founder, version=history.v1, reason="too late")
    assert caught.value.code == "rubric_version_in_force"
    draft = amendment(history)
    with pytest.raises(DomainError) as caught:
        withdraw_scheduled_version(actor=founder, version=draft, reason="a draft")
    assert caught.value.code == "rubric_version_transition_invalid"


def assert_refused_by_the_database(statement: str, *params: Any) -> None:
    with (
        pytest.raises(ProgrammingError) as caught,
        transaction.atomic(),
        connection.cursor() as cursor,
    ):
        cursor.execute(statement, list(params))
    assert getattr(caught.value.__cause__, "sqlstate", None) == "42501"


@pytest.mark.django_db
def test_the_database_refuses_withdrawals_and_restorations_that_skip_the_rules(history) -> None:
    founder = history.founder
    with tenant_context(founder.tenant):
        # A version already in force cannot be withdrawn, even by raw SQL as the app role.
        assert_refused_by_the_database(
            "UPDATE rubric_version SET state = 'withdrawn', withdrawn_by_subject_id = %s, "
            "withdrawn_at = now(), withdrawal_reason = 'x' WHERE id = %s",
            founder.pk,
            history.v1.pk,
        )
        # Nor can a superseded version be re-opened without withdrawing its successor.
        assert_refused_by_the_database(
            "UPDATE rubric_version SET state = 'published', effective_to = NULL WHERE id = %s",
            history.v1.pk,
        )


def test_the_api_and_the_command_withdraw_too(committed) -> None:
    history = committed_history()
    api = api_as(history.founder)
    url = f"/api/v1/rubric-versions/{history.v2.pk}/withdraw/"
    assert problem(api.post(url, {"reason": ""}), 422)["code"] == (
        "rubric_withdrawal_reason_required"
    )
    service = make_subject(history.founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, Role.RUBRIC_ADMIN)
    assert problem(api_as(service).post(url, {"reason": "x"}), 403)["code"] == (
        "rubric_requires_human_approver"
    )
    done = api.post(url, {"reason": "Wrong date"})
    assert done.status_code == 200 and done.json()["state"] == "withdrawn"
    assert done.json()["status"] is None  # never in force
    assert problem(api.post(url, {"reason": "again"}), 409)["code"] == (
        "rubric_version_transition_invalid"
    )

    v3 = publish_version(
        actor=history.founder,
        version=start_revision(actor=history.founder, version=history.v1),
        effective_from=history.v2_starts,
    )
    out = io.StringIO()
    call_command(
        "withdraw_scheduled_version",
        str(v3.pk),
        "--by",
        history.founder.user.username,
        "--reason",
        "Board postponed it",
        stdout=out,
    )
    assert "withdrawn v3" in out.getvalue() and "applies again: v1" in out.getvalue()
    with pytest.raises(CommandError, match="rubric_version_in_force"):
        call_command(
            "withdraw_scheduled_version",
            str(history.v1.pk),
            "--by",
            history.founder.user.username,
            "--reason",
            "x",
        )


@pytest.mark.django_db
def test_the_admin_withdraws_a_scheduled_version_with_a_reason(history) -> None:
    client = Client()
    client.force_login(history.founder.user)
    page = f"/admin/rubric/rubricversion/{history.v2.pk}/"
    assert 'data-testid="withdraw"' in client.get(f"{page}change/").content.decode()
    assert client.get(f"{page}withdraw/").status_code == 200
    client.post(f"{page}withdraw/", {"reason": ""})  # the form asks again; nothing changes
    assert history.reload(history.v2).state == "published"
    client.post(f"{page}withdraw/", {"reason": "Postponed by the board"})
    assert history.reload(history.v2).state == "withdrawn"
    assert history.reload(history.v1).state == "published"
    # The version in force is not offered for withdrawal.
    in_force = client.get(f"/admin/rubric/rubricversion/{history.v1.pk}/change/").content.decode()
    assert 'data-testid="withdraw"' not in in_force
