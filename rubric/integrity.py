"""Published content stays what was published: recompute and compare the content hashes."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass

from django.apps import apps

from .models import RubricVersion
from .selectors import content_hash
from .transitions import IN_FORCE_STATES


@dataclass(frozen=True)
class IntegrityFinding:
    version_id: uuid.UUID
    version_no: int
    problem: str | None


def _recorded_hashes() -> dict[str, str]:
    """The last content hash the audit log recorded per version (publication or correction).

    Read through the app registry: the audit app listens to the rubric, never the reverse.
    """
    entry_model = apps.get_model("audit", "AuditEntry")
    recorded: dict[str, str] = {}
    rows = (
        entry_model.objects.filter(kind__in=["eval.rubric_published", "eval.rubric_edited"])
        .filter(payload__has_key="content_hash")
        .order_by("seq")
        .values_list("payload__rubric_version_id", "payload__content_hash")
    )
    for version_id, recorded_hash in rows:
        recorded[str(version_id)] = str(recorded_hash)
    return recorded


def verify_published_content() -> Iterator[IntegrityFinding]:
    """Inside a tenant context: one finding per published or superseded version."""
    recorded = _recorded_hashes()
    for version in RubricVersion.objects.filter(state__in=IN_FORCE_STATES).order_by(
        "rubric_id", "version_no"
    ):
        actual = content_hash(version)
        problem = None
        if actual != version.content_hash:
            problem = "content changed since publication (hash differs from the version's record)"
        elif recorded.get(str(version.pk)) != actual:
            problem = "the version's recorded hash differs from the audit log's"
        yield IntegrityFinding(version.pk, version.version_no, problem)
