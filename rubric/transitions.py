"""The version lifecycle, declared once. The database trigger rubric_version_guard enforces the
same table as a backstop (rubric/sql/rubric_integrity.sql)."""

from __future__ import annotations

from .models import VersionState

DRAFT, APPROVED, PUBLISHED, SUPERSEDED = (
    VersionState.DRAFT,
    VersionState.APPROVED,
    VersionState.PUBLISHED,
    VersionState.SUPERSEDED,
)

TRANSITIONS: dict[str, frozenset[str]] = {
    DRAFT: frozenset({APPROVED, PUBLISHED}),  # publishing a draft approves it in the same step
    APPROVED: frozenset({DRAFT, PUBLISHED}),
    PUBLISHED: frozenset({SUPERSEDED}),
    SUPERSEDED: frozenset(),
}
EDITABLE = frozenset({DRAFT})
IN_FORCE_STATES = (PUBLISHED, SUPERSEDED)  # may resolve for a date


def can_transition(current: str, target: str) -> bool:
    return target in TRANSITIONS.get(current, frozenset())
