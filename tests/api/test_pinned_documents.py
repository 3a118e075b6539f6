"""Which version of a signed document each citation refers to: once the NDA has fourteen
versions, "§2.2" alone is ambiguous for the evaluation service, so every item names the version
its citation is pinned to and that version's SHA-256 (null for a document never imported)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest

from cyberos_eval.tenancy import tenant_context
from governance.models import Subject
from rubric.models import RubricVersion
from rubric.services import start_revision
from tests.api.conftest import Api, publish_rubric
from tests.api.test_rendering import assert_same_bytes
from tests.documents.test_import import WORKING_TIME
from tests.factories import SMALL_LABOR_CONTRACT, import_document
from tests.rubric.conftest import good_obligation, publish

pytestmark = pytest.mark.django_db

# An amendment of another clause (§1): §4.1 reads the same, so a revision moves to it.
AMENDED = SMALL_LABOR_CONTRACT.replace("kỹ sư phần mềm", "kỹ sư phần mềm cao cấp")


def pins(items: list[dict[str, Any]]) -> list[tuple[str, int | None, str | None]]:
    return [
        (item["source_doc"], item["document_version"], item["document_sha256"]) for item in items
    ]


def test_every_item_names_the_document_version_its_citation_is_pinned_to(
    founder: Subject, admin_api: Api, tmp_path: Path
) -> None:
    first = import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    # The NDA is never imported: its item's citation is pinned to nothing.
    v1 = publish_rubric(founder, "Pinned", WORKING_TIME, good_obligation(), day="2026-01-01")
    second = import_document(
        founder.tenant, tmp_path, "labor_contract", AMENDED, signed_on="2026-06-01", name="v2.md"
    )
    v2 = publish(start_revision(actor=founder, version=v1), founder, "2026-07-01", reason="Amended")

    effective = f"/api/v1/rubrics/{v1.rubric_id}/effective/"
    march = admin_api.get(effective + "?at=2026-03-15").json()["version"]
    september = admin_api.get(effective + "?at=2026-09-01").json()["version"]
    assert march["version_no"] == 1 and september["version_no"] == 2
    assert pins(march["items"]) == [
        ("labor_contract", 1, first.document.sha256),
        ("nda_ip", None, None),
    ]
    assert pins(september["items"]) == [
        ("labor_contract", 2, second.document.sha256),
        ("nda_ip", None, None),
    ]
    # The same clause reference, told apart by the version it was read in.
    assert {item["clause_ref"] for item in march["items"] + september["items"]} == {
        "§4.1",
        "§4.2",
    }
    detail = admin_api.get(f"/api/v1/rubric-versions/{v1.pk}/").json()
    assert pins(detail["items"]) == pins(march["items"])

    # The fast renderer (and its cache of published items) sends DRF's very bytes.
    for version in (v1, v2):
        assert_same_bytes(version)

    # The dry run's citations name it too.
    dry_run = admin_api.post(
        f"/api/v1/rubric-versions/{v1.pk}/dry-run/",
        {"on": "2026-03-15", "evidence": {"observations": {}}},
    )
    assert dry_run.status_code == 200, dry_run.content
    citations = [outcome["citation"] for outcome in dry_run.json()["outcomes"]]
    assert [(c["document_version"], c["document_sha256"]) for c in citations] == [
        (1, first.document.sha256),
        (None, None),
    ]


def test_a_draft_item_shows_its_pin_move_with_an_amendment(
    founder: Subject, admin_api: Api, tmp_path: Path
) -> None:
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    created_rubric = admin_api.post("/api/v1/rubrics/", {"name": "Draft pins"}).json()
    draft_id = created_rubric["draft_version"]["id"]
    created = admin_api.post(f"/api/v1/rubric-versions/{draft_id}/items/", WORKING_TIME).json()
    assert created["document_version"] == 1
    second = import_document(
        founder.tenant, tmp_path, "labor_contract", AMENDED, signed_on="2026-06-01", name="v2.md"
    )
    (item,) = admin_api.get(f"/api/v1/rubric-versions/{draft_id}/").json()["items"]
    assert (item["document_version"], item["document_sha256"]) == (2, second.document.sha256)
    with tenant_context(founder.tenant):
        draft = RubricVersion.objects.get(pk=draft_id)
    assert_same_bytes(draft, today=dt.date(2026, 6, 2))
