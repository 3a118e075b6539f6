"""Operators publish and resolve with management commands; errors print their code."""

from __future__ import annotations

import io
import json
import re

import pytest
from django.core.management import CommandError, call_command

from cyberos_eval.tenancy import tenant_context
from rubric.models import RubricItem, RubricVersion
from rubric.services import create_rubric
from tests.factories import (
    SMALL_LABOR_CONTRACT,
    import_document,
    make_founder,
    make_subject,
    make_tenant,
)
from tests.rubric.conftest import fill, good_kpi, good_obligation


def run(*args: str) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out, stderr=io.StringIO())
    return out.getvalue()


@pytest.fixture
def setup(committed):
    founder = make_founder(make_tenant())
    draft = create_rubric(actor=founder, tenant=founder.tenant, name="Employment rubric")
    return founder, draft


def test_publish_resolve_and_revise_from_the_command_line(setup) -> None:
    founder, draft = setup
    fill(draft, founder, good_obligation(), good_kpi())
    published = json.loads(
        run(
            "publish_rubric_version",
            str(draft.pk),
            "--approver",
            founder.user.username,
            "--effective-from",
            "2026-01-01",
            "--json",
        )
    )
    assert (published["state"], published["effective_from"], published["version_no"]) == (
        "published",
        "2026-01-01",
        1,
    )
    resolved = json.loads(
        run("resolve_effective", str(draft.rubric_id), "--at", "2026-03-15", "--json")
    )
    assert resolved["rubric_version_id"] == str(draft.pk)
    assert [i["clause_ref"] for i in resolved["items"]] == ["§4.2", "§3.1"]
    revision = json.loads(run("start_revision", str(draft.pk), "--json"))
    assert (revision["version_no"], revision["state"]) == (2, "draft")


def test_create_a_rubric_from_the_command_line(committed) -> None:
    """A founder found no command or documented step that creates a rubric."""
    founder = make_founder(make_tenant())
    tenant = str(founder.tenant_id)
    args = ("create_rubric", "--tenant", tenant, "--name", "Cold store shift lead")
    created = json.loads(run(*args, "--actor", founder.user.username, "--json"))
    assert (created["version_no"], created["state"]) == (1, "draft")
    with tenant_context(founder.tenant):
        assert RubricVersion.objects.get(pk=created["rubric_version_id"]).rubric.name == (
            "Cold store shift lead"
        )
    with pytest.raises(CommandError, match="rubric_name_taken"):
        run(*args)


def test_command_errors_name_the_stable_code(setup) -> None:
    founder, draft = setup
    with pytest.raises(CommandError, match="rubric_version_empty"):
        run(
            "publish_rubric_version",
            str(draft.pk),
            "--approver",
            founder.user.username,
            "--effective-from",
            "2026-01-01",
        )
    with pytest.raises(CommandError, match="invalid_date"):
        run(
            "publish_rubric_version",
            str(draft.pk),
            "--approver",
            founder.user.username,
            "--effective-from",
            "2026-13-01",
        )
    with pytest.raises(CommandError, match="no_effective_version"):
        run("resolve_effective", str(draft.rubric_id), "--at", "2026-03-15")
    service = make_subject(founder.tenant, kind="service")
    fill(draft, founder, good_obligation())
    with pytest.raises(CommandError, match="rubric_requires_human_approver"):
        run(
            "publish_rubric_version",
            str(draft.pk),
            "--approver",
            service.user.username,
            "--effective-from",
            "2026-01-01",
        )


def test_incoherent_publish_lists_the_offending_items(setup) -> None:
    founder, draft = setup
    (item,) = fill(draft, founder, good_obligation(title_en=None))
    with pytest.raises(CommandError) as caught:
        run(
            "publish_rubric_version",
            str(draft.pk),
            "--approver",
            founder.user.username,
            "--effective-from",
            "2026-01-01",
        )
    assert "rubric_item_missing_en" in str(caught.value) and str(item.pk) in str(caught.value)


def test_draft_rubric_shows_progress_and_a_summary(setup, tmp_path) -> None:
    founder, draft = setup
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    out, err = io.StringIO(), io.StringIO()
    call_command("draft_rubric", str(draft.pk), "--mode", "shadow", stdout=out, stderr=err)
    assert "rules proposer, mode shadow" in out.getvalue()
    assert "would store" in out.getvalue() and "(new)" in out.getvalue()
    assert re.search(r"\[1/\d+\] labor_contract §1", err.getvalue())
    report = json.loads(run("draft_rubric", str(draft.pk), "--json"))
    assert report["mode"] == "on" and report["counts"]["proposed"] >= 1
    with tenant_context(founder.tenant):
        assert RubricItem.objects.filter(rubric_version=draft).count() == len(report["proposals"])
