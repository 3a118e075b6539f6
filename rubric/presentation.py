"""How rubric data reads to a person: check descriptors, review status (used by admin pages)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _

from .models import AuthoredBy, RubricItem

_OPERATORS = {">=": "≥", ">": ">", "<=": "≤", "<": "<", "==": "="}


def describe_check(check_type: str, params: dict[str, Any]) -> str:
    """A one-line reading of a check descriptor, e.g. "goal_completion ≥ 0.9"."""
    if check_type == "threshold_numeric":
        metric = params.get("metric", _("value"))
        unit = f" {params['unit']}" if params.get("unit") else ""
        operator = _OPERATORS.get(params.get("operator", ""), "?")
        return f"{metric} {operator} {params.get('target')}{unit}"
    if check_type == "evidence_presence":
        window = params.get("window_days")
        suffix = _(" within %(days)s days") % {"days": window} if window else ""
        return _("evidence “%(signal)s” present") % {"signal": params.get("signal")} + suffix
    if check_type == "periodic_review":
        reviewer = params.get("reviewer")
        by = _(" by %(reviewer)s") % {"reviewer": reviewer} if reviewer else ""
        return _("%(period)s review") % {"period": params.get("period")} + by
    if check_type == "milestone_reached":
        within = params.get("within_months")
        suffix = _(" within %(months)s months") % {"months": within} if within else ""
        return (
            _("milestone “%(milestone)s” reached") % {"milestone": params.get("milestone_id")}
            + suffix
        )
    if check_type == "attestation":
        parts = [params.get("attested_by"), params.get("period")]
        detail = ", ".join(str(p) for p in parts if p)
        return _("attestation") + (f" ({detail})" if detail else "")
    return check_type


def review_status(item: RubricItem) -> str:
    """``pending`` (written or changed by a machine — GENIE, a service account — and not yet
    accepted by a person), ``accepted``, or ``human``."""
    if item.needs_acceptance:
        return "pending"
    if item.authored_by == AuthoredBy.GENIE or item.machine_edited_by_subject_id is not None:
        return "accepted"
    return "human"
