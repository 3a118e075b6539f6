"""Published content stays what was published: recompute and compare the content hashes, and
check each version's interval against what the audit log recorded when it was published and
superseded."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from django.apps import apps
from django.db import connection

from .models import RubricVersion
from .selectors import content_hash
from .transitions import IN_FORCE_STATES


@dataclass(frozen=True)
class IntegrityFinding:
    version_id: uuid.UUID
    version_no: int
    problem: str | None


def _recorded() -> dict[str, dict[str, Any]]:
    """Per version, what the audit log last recorded: content hash, effective_from/to.

    Read through the app registry: the audit app listens to the rubric, never the reverse.
    """
    entry_model = apps.get_model("audit", "AuditEntry")
    recorded: dict[str, dict[str, Any]] = {}
    rows = (
        entry_model.objects.filter(
            kind__in=[
                "eval.rubric_published",
                "eval.rubric_edited",
                "eval.rubric_superseded",
                "eval.rubric_restored",
            ]
        )
        .order_by("seq")
        .values_list("kind", "payload")
    )
    for kind, payload in rows:
        facts = recorded.setdefault(str(payload.get("rubric_version_id")), {})
        if "content_hash" in payload:
            facts["content_hash"] = payload["content_hash"]
        if kind == "eval.rubric_published":
            facts["effective_from"] = payload.get("effective_from")
        elif kind in ("eval.rubric_superseded", "eval.rubric_restored"):
            facts["effective_to"] = payload.get("effective_to")
    return recorded


def _rubric_ids(rubric_id: uuid.UUID | None) -> list[uuid.UUID]:
    """Unlocked: for a caller that reads in one snapshot (REPEATABLE READ), which is consistent
    without holding back the writers."""
    rubrics = apps.get_model("rubric", "Rubric").objects.all()
    if rubric_id is not None:
        rubrics = rubrics.filter(pk=rubric_id)
    return list(rubrics.values_list("pk", flat=True))


def _share_locked_rubrics(rubric_id: uuid.UUID | None) -> list[uuid.UUID]:
    """The rubrics to check (one, or the tenant's), locked FOR SHARE (the ORM only has FOR
    UPDATE, which would also queue two checks and the drafts' inserts behind each other)."""
    with connection.cursor() as cursor:
        if rubric_id is None:
            cursor.execute("SELECT id FROM rubric ORDER BY id FOR SHARE")
        else:
            cursor.execute("SELECT id FROM rubric WHERE id = %s FOR SHARE", [rubric_id])
        return [row[0] for row in cursor.fetchall()]


def _problem(version: RubricVersion, facts: dict[str, Any]) -> str | None:
    actual = content_hash(version)
    if actual != version.content_hash:
        return "content changed since publication (hash differs from the version's record)"
    if facts.get("content_hash") != actual:
        return "the version's recorded hash differs from the audit log's"
    effective_from = version.effective_from.isoformat() if version.effective_from else None
    if facts.get("effective_from") != effective_from:
        return "effective_from differs from the one recorded at publication"
    effective_to = version.effective_to.isoformat() if version.effective_to else None
    if facts.get("effective_to") != effective_to:
        return "effective_to differs from the supersession recorded in the audit log"
    return None


def verify_published_content(
    rubric_id: uuid.UUID | None = None, *, lock: bool = True
) -> Iterator[IntegrityFinding]:
    """Inside a tenant context: one finding per published or superseded version.

    The audit facts, the versions and their items are read in several statements; a publish or
    a correction of record committing between two of them would look like tampering. Every
    writer of published content locks its rubric first, so the rubrics are share-locked here
    first: those writers wait until this transaction ends, and it sees each change whole.
    ``lock=False`` for a caller already reading in one REPEATABLE READ snapshot (the operator's
    command, which must not hold every rubric of a tenant while it hashes them all)."""
    locked = _share_locked_rubrics(rubric_id) if lock else _rubric_ids(rubric_id)
    recorded = _recorded()
    versions = RubricVersion.objects.filter(state__in=IN_FORCE_STATES, rubric_id__in=locked)
    for version in versions.order_by("rubric_id", "version_no"):
        yield IntegrityFinding(
            version.pk, version.version_no, _problem(version, recorded.get(str(version.pk), {}))
        )
