"""Project-level guarantees: migrations complete, deploy checks clean, the demo login works."""

from __future__ import annotations

import importlib
import io
import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command
from django.test import Client

from cyberos_eval.management.commands.demo_setup import (
    DEMO_FOUNDER_PASSWORD_DEFAULT,
    DEMO_FOUNDER_USERNAME,
)

ROOT = Path(__file__).resolve().parents[2]


def run_manage(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(  # noqa: S603
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_no_model_change_lacks_a_migration() -> None:
    result = run_manage(
        "makemigrations",
        "--check",
        "--dry-run",
        env={"DJANGO_SETTINGS_MODULE": "cyberos_eval.settings.test"},
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_development_server_keeps_no_database_connection_between_requests() -> None:
    # runserver (make demo) opens a thread per request and a persistent connection is the
    # thread's: with CONN_MAX_AGE > 0 they piled up until PostgreSQL refused new ones.
    base = importlib.import_module("cyberos_eval.settings.base")
    local = importlib.import_module("cyberos_eval.settings.local")
    assert {alias: db["CONN_MAX_AGE"] for alias, db in local.DATABASES.items()} == dict.fromkeys(
        base.DATABASES, 0
    )
    # Production inherits the base settings: its gunicorn workers do reuse connections.
    assert all(db["CONN_MAX_AGE"] > 0 for db in base.DATABASES.values())


def test_production_settings_pass_the_deploy_check_without_warnings() -> None:
    result = run_manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        env={
            "DJANGO_SETTINGS_MODULE": "cyberos_eval.settings.production",
            "DJANGO_SECRET_KEY": secrets.token_urlsafe(64),
            "DJANGO_ALLOWED_HOSTS": "eval.example.com",
        },
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_production_settings_refuse_a_missing_secret_key() -> None:
    result = run_manage(
        "check",
        env={"DJANGO_SETTINGS_MODULE": "cyberos_eval.settings.production", "DJANGO_SECRET_KEY": ""},
    )
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY" in result.stderr


def test_the_demo_founder_can_sign_in_to_the_admin(committed: None) -> None:
    call_command("demo_setup", stdout=open(os.devnull, "w"))  # noqa: SIM115
    call_command("demo_setup", stdout=open(os.devnull, "w"))  # noqa: SIM115 - idempotent
    client = Client()
    response = client.post(
        "/admin/login/?next=/admin/",
        {"username": DEMO_FOUNDER_USERNAME, "password": DEMO_FOUNDER_PASSWORD_DEFAULT},
    )
    assert response.status_code == 302, response.content[:500]
    assert response["Location"] == "/admin/"
    index = client.get("/admin/")
    assert index.status_code == 200
    assert index.wsgi_request.user.username == DEMO_FOUNDER_USERNAME
    assert not index.wsgi_request.user.is_superuser


def test_the_demo_has_a_published_v1_and_a_draft_v2_awaiting_review(committed: None) -> None:
    from cyberos_eval.tenancy import tenant_context
    from rubric.models import RubricVersion

    call_command("demo_setup", stdout=open(os.devnull, "w"))  # noqa: SIM115
    call_command("demo_setup", stdout=open(os.devnull, "w"))  # noqa: SIM115 - idempotent
    from governance.selectors import all_tenant_ids

    (tenant_id,) = all_tenant_ids()
    with tenant_context(tenant_id):
        v1, v2 = RubricVersion.objects.order_by("version_no")
        assert (v1.state, v1.effective_from.isoformat()) == ("published", "2026-01-01")
        assert v2.state == "draft"
        # v1 holds GENIE's accepted proposals from the labor contract and the NDA; v2 adds the
        # appendix's (KPIs, career milestones) for review, and one it could not ground.
        assert set(v1.items.values_list("source_doc", flat=True)) == {"labor_contract", "nda_ip"}
        assert not v1.items.filter(accepted_at__isnull=True).exists()
        proposals = v2.items.filter(authored_by="genie", accepted_at__isnull=True)
        grounded = proposals.filter(needs_clause_ref=False)
        assert set(grounded.values_list("source_doc", flat=True)) == {"total_rewards_appendix"}
        assert {"kpi", "career_milestone"} <= set(grounded.values_list("item_kind", flat=True))
        assert proposals.filter(needs_clause_ref=True, clause_ref="").count() == 1
        assert not v2.items.filter(cited_document__isnull=True, needs_clause_ref=False).exists()


def test_the_demo_nda_amendment_moves_the_drafts_citations_to_the_new_numbers(
    committed: None,
) -> None:
    from cyberos_eval.tenancy import tenant_context
    from governance.selectors import all_tenant_ids
    from rubric.citations import citable_from_models, verify_citation
    from rubric.models import RubricVersion, SignedDocument

    first = io.StringIO()
    call_command("demo_setup", stdout=first)
    again = io.StringIO()
    call_command("demo_setup", stdout=again)  # imported once
    assert "  API docs: http://127.0.0.1:8000/api/docs/\n" in first.getvalue()
    (tenant_id,) = all_tenant_ids()
    with tenant_context(tenant_id):
        original, amended = SignedDocument.objects.filter(kind="nda_ip").order_by("version_no")
        v1, v2 = RubricVersion.objects.order_by("version_no")
        cited_v1 = dict(
            v1.items.filter(source_doc="nda_ip").values_list("lineage_id", "clause_ref")
        )
        drafts = list(v2.items.filter(source_doc="nda_ip"))
        citable = citable_from_models(amended, amended.clauses.all())
    # v1 is published: it keeps citing the text it was approved on.
    assert {ref for ref in cited_v1.values()} >= {"§9.1", "§10.1"}
    moved = {
        (cited_v1[item.lineage_id], item.clause_ref)
        for item in drafts
        if item.lineage_id in cited_v1
    }
    assert {("§9.1", "§10.1"), ("§9.2", "§10.2"), ("§10.1", "§11.1"), ("§2.1", "§2.1")} <= moved
    for item in drafts:  # every draft citation holds word for word in the amendment
        assert item.cited_document_id == amended.pk and not item.citation_stale
        verdict = verify_citation(
            {"nda_ip": citable},
            source_doc="nda_ip",
            clause_ref=item.clause_ref,
            quote_vi=item.source_quote_vi,
            quote_en=item.source_quote_en,
        )
        assert verdict.verified, (item.clause_ref, verdict.problems)
    assert original.version_no == 1
    assert "amended:  nda_ip v2 signed 2026-07-01" in first.getvalue()
    assert "§9.1 → §10.1" in first.getvalue()
    assert "amended:" not in again.getvalue()


def test_the_demo_labor_contract_appendix_is_applied_to_the_contract(committed: None) -> None:
    """The appendix No. 01 lists two changes; version 2 of the contract is version 1 with them
    made, every other clause as signed, and the draft's citations of the contract all hold."""
    from cyberos_eval.tenancy import tenant_context
    from governance.selectors import all_tenant_ids
    from rubric.models import RubricVersion, SignedDocument

    out = io.StringIO()
    call_command("demo_setup", stdout=out)
    assert (
        "appendix: labor_contract v2 signed 2026-09-01 is v1 as its appendix amends it: §7.4 "
        "reworded by the appendix's §1, §6.6 added by the appendix's §2; 0 stale for review"
    ) in out.getvalue()
    (tenant_id,) = all_tenant_ids()
    with tenant_context(tenant_id):
        first, applied = SignedDocument.objects.filter(kind="labor_contract").order_by("version_no")
        before = {c.ref: (c.text_vi, c.text_en) for c in first.clauses.all()}
        after = {c.ref: (c.text_vi, c.text_en) for c in applied.clauses.all()}
        files = [f.filename for f in applied.files.all()]
        v2 = RubricVersion.objects.get(version_no=2)
        drafts = list(v2.items.filter(source_doc="labor_contract").exclude(clause_ref=""))
    assert set(after) - set(before) == {"§6.6"} and set(before) <= set(after)
    assert [ref for ref in before if before[ref] != after[ref]] == ["§7.4"]
    assert "chậm nhất vào ngày 10 của tháng kế tiếp" in after["§7.4"][0]
    assert "no later than the 10th day" in (after["§7.4"][1] or "")
    assert files == ["labor_contract.appendix-01-2026-09-01.md"]
    assert drafts and all(
        item.cited_document_id == applied.pk and not item.citation_stale for item in drafts
    )


@pytest.mark.django_db
def test_opentelemetry_records_through_the_configured_meter() -> None:
    from cyberos_eval import telemetry

    counter = telemetry.meter().create_counter("cyberos_test_probe_total")
    counter.add(3, {"probe": "yes"})
    data = telemetry.memory_metric_reader().get_metrics_data()
    assert data is not None
    points = [
        point.value
        for resource in data.resource_metrics
        for scope in resource.scope_metrics
        for metric in scope.metrics
        if metric.name == "cyberos_test_probe_total"
        for point in metric.data.data_points
    ]
    assert points == [3]
