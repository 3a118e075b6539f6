"""The closed set of check types and the JSON Schema of each one's ``check_params``.

Declared once here and used by validation (services), the admin form and the API schema, so the
evaluation service can validate and dispatch a check descriptor mechanically.
"""

from __future__ import annotations

from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

_IDENTIFIER = {"type": "string", "pattern": r"^[a-z][a-z0-9_.:-]{0,99}$"}
_PERIOD = {"enum": ["monthly", "quarterly", "semiannual", "annual"]}

CHECK_PARAMS_SCHEMAS: dict[str, dict[str, Any]] = {
    "evidence_presence": {
        "title": "Evidence presence",
        "description": "Passes when the named evidence signal is present for the period.",
        "type": "object",
        "required": ["signal"],
        "properties": {
            "signal": {**_IDENTIFIER, "description": "machine name of the evidence signal"},
            "window_days": {"type": "integer", "minimum": 1, "maximum": 3660},
        },
        "additionalProperties": False,
    },
    "threshold_numeric": {
        "title": "Numeric threshold",
        "description": "Passes when the measured value compares to target with operator.",
        "type": "object",
        "required": ["target", "operator"],
        "properties": {
            "target": {"type": "number"},
            "operator": {"enum": [">=", ">", "<=", "<", "=="]},
            "metric": _IDENTIFIER,
            "unit": {"type": "string", "maxLength": 32},
        },
        "additionalProperties": False,
    },
    "attestation": {
        "title": "Attestation",
        "description": "Passes when the named party attests to the obligation for the period.",
        "type": "object",
        "properties": {
            "attested_by": {"enum": ["employee", "manager", "both"]},
            "period": _PERIOD,
        },
        "additionalProperties": False,
    },
    "periodic_review": {
        "title": "Periodic review",
        "description": "Passes when a review took place in every period.",
        "type": "object",
        "required": ["period"],
        "properties": {
            "period": _PERIOD,
            "reviewer": {"enum": ["manager", "hr", "founder", "peer"]},
        },
        "additionalProperties": False,
    },
    "milestone_reached": {
        "title": "Milestone reached",
        "description": "Passes when the career milestone is reached (optionally within months).",
        "type": "object",
        "required": ["milestone_id"],
        "properties": {
            "milestone_id": _IDENTIFIER,
            "within_months": {"type": "integer", "minimum": 1, "maximum": 600},
        },
        "additionalProperties": False,
    },
}
CHECK_TYPES = tuple(CHECK_PARAMS_SCHEMAS)
_VALIDATORS = {name: Draft202012Validator(schema) for name, schema in CHECK_PARAMS_SCHEMAS.items()}


def check_params_error(check_type: str, params: Any) -> str | None:
    """Why ``params`` are not valid for ``check_type``, or None when they are."""
    validator = _VALIDATORS.get(check_type)
    if validator is None:
        return f"unknown check_type {check_type!r}"
    error = best_match(validator.iter_errors(params))
    if error is None:
        return None
    where = "/".join(str(part) for part in error.absolute_path)
    return f"{where or 'check_params'}: {error.message}"


# What evidence each check type reads (rubric.evaluation; the observation's shape is
# rubric.evaluation.OBSERVATION_SCHEMA). Keyed by item id, lineage id, or the name below.
CHECK_EVIDENCE: dict[str, dict[str, Any]] = {
    "evidence_presence": {
        "keyed_by": "signal",
        "value": "boolean: true when the signal is present, false when it is known to be absent",
        "needs": ["source_ref"],
        "period": "only observations within window_days before the evaluation date count",
    },
    "threshold_numeric": {
        "keyed_by": "metric",
        "value": "a JSON number, compared with target using operator (anything else is "
        "invalid_value: unknown, never false)",
        "needs": ["source_ref"],
        "period": "none",
    },
    "attestation": {
        "keyed_by": "item id or lineage id",
        "value": "boolean: what the attester states",
        "needs": ["source_ref", "attested_by.identity", "attested_by.role (= attested_by)"],
        "period": "only attestations within the last period (monthly … annual) count",
    },
    "periodic_review": {
        "keyed_by": "item id or lineage id",
        "value": "boolean: the review took place",
        "needs": ["source_ref"],
        "period": "only a review within the last period counts",
    },
    "milestone_reached": {
        "keyed_by": "milestone_id",
        "value": "boolean: the milestone was reached (observed_on is when)",
        "needs": ["source_ref", "period_start in the bundle when within_months is set"],
        "period": "reached within within_months of period_start",
    },
}
