"""The closed set of check types and the JSON Schema of each one's ``check_params``.

Declared once here and used by validation (services), the admin form and the API schema, so the
evaluation service can validate and dispatch a check descriptor mechanically.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from django.utils.translation import gettext_lazy as _
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from cyberos_eval.errors import Message, message

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


_TYPE_NAMES = {
    "number": _("a number"),
    "integer": _("a whole number"),
    "string": _("a text in double quotes"),
    "object": _("a JSON object {…}"),
    "array": _("a list […]"),
    "boolean": _("true or false"),
}


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else f"{text[:59]}…"


def _listed(values: Iterable[Any]) -> str:
    return ", ".join(_shown(value) for value in values)


def check_params_problem(check_type: str, params: Any) -> Message | None:
    """Why ``params`` are not valid for ``check_type`` (None when they are), in the reader's
    language: the JSON Schema validator's finding for the common kinds (enum, type, required,
    minimum/maximum, additionalProperties, pattern, maxLength), naming the key and what it
    allows. ``check_params_error`` says the same in the validator's English."""
    validator = _VALIDATORS.get(check_type)
    if validator is None:
        return message(_("unknown check type %(type)s"), type=_shown(check_type))
    error = best_match(validator.iter_errors(params))
    if error is None:
        return None
    field = "/".join(str(part) for part in error.absolute_path) or "check_params"
    kind, allowed, value = error.validator, error.validator_value, error.instance
    if kind == "enum":
        text = _("%(field)s: %(value)s is not one of the allowed values: %(allowed)s")
        return message(text, field=field, value=_shown(value), allowed=_listed(allowed))
    if kind == "type":
        names = [allowed] if isinstance(allowed, str) else list(allowed)
        return message(
            _("%(field)s: %(value)s is not %(type)s"),
            field=field,
            value=_shown(value),
            type=" / ".join(str(_TYPE_NAMES.get(name, name)) for name in names),
        )
    if kind == "required" and isinstance(value, dict):
        missing = [key for key in allowed if key not in value]
        return message(
            _("%(field)s: required keys missing: %(missing)s (required: %(required)s)"),
            field=field,
            missing=_listed(missing),
            required=_listed(allowed),
        )
    if kind in ("minimum", "maximum"):
        text = (
            _("%(field)s: %(value)s is less than the minimum, %(limit)s")
            if kind == "minimum"
            else _("%(field)s: %(value)s is greater than the maximum, %(limit)s")
        )
        return message(text, field=field, value=_shown(value), limit=allowed)
    if kind == "additionalProperties" and isinstance(value, dict):
        known = list(error.schema.get("properties", {}))
        return message(
            _("%(field)s: keys not allowed: %(keys)s (allowed: %(allowed)s)"),
            field=field,
            keys=_listed(key for key in value if key not in known),
            allowed=_listed(known),
        )
    if kind == "pattern" and allowed == _IDENTIFIER["pattern"]:
        return message(
            _(
                "%(field)s: %(value)s is not a machine name: lower-case letters, digits and "
                "_ . : - only, starting with a letter (e.g. daily_report)"
            ),
            field=field,
            value=_shown(value),
        )
    if kind == "pattern":
        return message(
            _("%(field)s: %(value)s does not have the required form %(pattern)s"),
            field=field,
            value=_shown(value),
            pattern=allowed,
        )
    if kind == "maxLength":
        return message(_("%(field)s: longer than %(limit)s characters"), field=field, limit=allowed)
    return f"{field}: {error.message}"


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
