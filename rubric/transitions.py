"""The version lifecycle, declared once. The database trigger rubric_version_guard enforces the
same table as a backstop (rubric/sql/rubric_integrity.sql)."""

from __future__ import annotations

from .models import VersionState

DRAFT, APPROVED, PUBLISHED, SUPERSEDED, WITHDRAWN = (
    VersionState.DRAFT,
    VersionState.APPROVED,
    VersionState.PUBLISHED,
    VersionState.SUPERSEDED,
    VersionState.WITHDRAWN,
)

TRANSITIONS: dict[str, frozenset[str]] = {
    DRAFT: frozenset({APPROVED, PUBLISHED}),  # publishing a draft approves it in the same step
    APPROVED: frozenset({DRAFT, PUBLISHED}),
    # Withdrawn: only before it takes effect (withdraw_scheduled_version).
    PUBLISHED: frozenset({SUPERSEDED, WITHDRAWN}),
    # Published again: only when its scheduled successor is withdrawn, which hands the
    # successor's interval back to it.
    SUPERSEDED: frozenset({WITHDRAWN, PUBLISHED}),
    WITHDRAWN: frozenset(),
}
EDITABLE = frozenset({DRAFT})
IN_FORCE_STATES = (PUBLISHED, SUPERSEDED)  # may resolve for a date
# What readers of a rubric see: every version that was ever published, withdrawn ones included
# (a reader may have fetched one while it was scheduled).
PUBLISHED_STATES = (PUBLISHED, SUPERSEDED, WITHDRAWN)


def can_transition(current: str, target: str) -> bool:
    return target in TRANSITIONS.get(current, frozenset())
