"""The reference evaluator: measures an evidence bundle against a version's check descriptors.

Pure and side-effect-free: no database, no logging, no clock (the caller names the date). It reads
items as the API serializes them (``ItemDescriptor.from_dict``) or as model instances
(``ItemDescriptor.from_item``), so the evaluation service can adopt it or compare itself with it.

The rule it is built around: **unknown is never false**. An item is ``supported`` or
``unsupported`` only on usable evidence — present, not withdrawn, not after the evaluation date,
within the period the check asks for, carrying an evidence reference (and, for an attestation, an
attester) and a value the check can read. Every observation that is not usable is set aside with
its reason; when none is left the item is ``unknown`` with the reason of the observation that came
closest to counting. Usable observations whose verdicts differ make the item ``conflicting``:
they are listed, never averaged.

Because the outcome depends only on the set of usable observations, removing an observation can
only make an item ``unknown`` or settle a ``conflicting`` one; it never makes anything
``supported`` that was not (tests/evaluation/test_properties.py).
"""

from __future__ import annotations

import calendar
import datetime as dt
import json
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_HALF_EVEN, Decimal
from itertools import islice
from typing import Any, Final

from django.utils.translation import gettext_lazy as _
from jsonschema import Draft202012Validator, FormatChecker
from jsonschema.exceptions import ValidationError

from cyberos_eval.errors import Problem, ValidationFailed
from rubric.checks import check_params_error

# --- The evidence bundle ------------------------------------------------------------------------

# One person's evidence for one evaluation; the schema bounds each key's list, this the whole.
MAX_OBSERVATIONS: Final = 10_000
# Problems a refused bundle lists: enough to mend it, and a bundle of a million broken
# observations costs no more to refuse than one of a hundred.
MAX_BUNDLE_PROBLEMS: Final = 100
_DATE: Final = {"type": "string", "format": "date", "pattern": r"^\d{4}-\d{2}-\d{2}$"}
# Text that comes back in the outcome (the basis names source references): no NUL and no
# unpaired surrogate, which no UTF-8 response can carry.
_TEXT: Final = r"^[^\x00\ud800-\udfff]*$"
_KEY: Final = {"type": "string", "minLength": 1, "maxLength": 200, "pattern": _TEXT}

OBSERVATION_SCHEMA: Final[dict[str, Any]] = {
    "type": "object",
    "required": ["value", "observed_on"],
    "properties": {
        "value": {
            "type": ["boolean", "number", "string", "null"],
            "description": "What was observed: true/false for presence, attestation, review and "
            "milestone checks; a JSON number for threshold_numeric. Anything else is read as "
            "invalid_value (unknown), never as false.",
        },
        "source_ref": {
            "type": "string",
            "maxLength": 500,
            "pattern": _TEXT,
            "description": "Where the evidence is kept (a document id, a ticket, a file). "
            "Without it an observation cannot support anything (reference_missing).",
        },
        "observed_on": {**_DATE, "description": "The day the observation was made."},
        "attested_by": {
            "type": "object",
            "properties": {
                "identity": {"type": "string", "maxLength": 200, "pattern": _TEXT},
                "role": {"enum": ["employee", "manager", "hr", "founder", "peer"]},
            },
            "additionalProperties": False,
            "description": "Who attests (attestations): an identity, and the role it attests in.",
        },
        "withdrawn": {
            "type": "boolean",
            "description": "The evidence was withdrawn: it is ignored.",
        },
    },
    "additionalProperties": False,
}

EVIDENCE_SCHEMA: Final[dict[str, Any]] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Evidence bundle",
    "description": "Observations keyed by item id, lineage id, or the name a check descriptor "
    "measures (evidence_presence signal, threshold_numeric metric, milestone_reached "
    f"milestone_id). An item reads the observations under all of its keys. At most "
    f"{MAX_OBSERVATIONS:,} observations in all; a refusal lists at most {MAX_BUNDLE_PROBLEMS} "
    "problems.",
    "type": "object",
    "required": ["observations"],
    "properties": {
        "observations": {
            "type": "object",
            "propertyNames": _KEY,
            "maxProperties": 5000,
            "additionalProperties": {
                "type": "array",
                "maxItems": 1000,
                "items": OBSERVATION_SCHEMA,
            },
        },
        "period_start": {
            **_DATE,
            "description": "The day milestone_reached counts its within_months from (e.g. the "
            "start of employment in the role).",
        },
        "exclude": {
            "type": "array",
            "maxItems": 5000,
            "items": _KEY,
            "description": "Item ids or lineage ids not to evaluate (not_evaluated, excluded).",
        },
    },
    "additionalProperties": False,
}

_BUNDLE_VALIDATOR: Final = Draft202012Validator(EVIDENCE_SCHEMA, format_checker=FormatChecker())


class EvidenceBundleInvalid(ValidationFailed):
    """422 ``evidence_bundle_invalid``: one problem per offending path, none quoting a value."""


def _problem_detail(error: ValidationError) -> str:
    # Built from the schema side only: jsonschema's own messages quote the offending value,
    # and evidence values must not reach responses or logs.
    if error.validator == "required":
        missing = [name for name in error.validator_value if name not in error.instance]
        return f"requires {', '.join(missing)}"
    return f"fails the evidence schema's '{error.validator}' rule"


def _observation_count(bundle: Any) -> int:
    observations = bundle.get("observations") if isinstance(bundle, dict) else None
    if not isinstance(observations, dict):
        return 0
    return sum(len(listed) for listed in observations.values() if isinstance(listed, list))


def validate_bundle(bundle: Any) -> None:
    """Raise ``EvidenceBundleInvalid`` listing the offending paths (the first
    ``MAX_BUNDLE_PROBLEMS`` the schema finds, then one saying more were left out), or return."""
    if _observation_count(bundle) > MAX_OBSERVATIONS:
        raise EvidenceBundleInvalid(
            "evidence_bundle_invalid",
            _("The evidence bundle does not match its schema."),
            422,
            [
                Problem(
                    "evidence_bundle_invalid",
                    f"holds more than {MAX_OBSERVATIONS} observations in all",
                    field="/observations",
                    reason="too_many_observations",
                )
            ],
        )
    found = list(islice(_BUNDLE_VALIDATOR.iter_errors(bundle), MAX_BUNDLE_PROBLEMS + 1))
    if not found:
        return
    errors = sorted(
        found[:MAX_BUNDLE_PROBLEMS],
        key=lambda error: ([str(part) for part in error.absolute_path], str(error.validator)),
    )
    # jsonschema reports each missing required name apart; the detail names them all, once.
    problems = dict.fromkeys(
        Problem(
            "evidence_bundle_invalid",
            _problem_detail(error),
            field="/" + "/".join(str(part) for part in error.absolute_path),
            reason=str(error.validator),
        )
        for error in errors
    )
    if len(found) > MAX_BUNDLE_PROBLEMS:
        more = Problem(
            "evidence_bundle_invalid",
            f"more problems than the first {MAX_BUNDLE_PROBLEMS} listed",
            field="",
            reason="too_many_problems",
        )
        problems[more] = None
    raise EvidenceBundleInvalid(
        "evidence_bundle_invalid",
        _("The evidence bundle does not match its schema."),
        422,
        list(problems),
    )


# --- Items --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Citation:
    source_doc: str
    clause_ref: str
    quote_vi: str | None
    quote_en: str | None
    # The version of the document the clause was read in, and its fingerprint (None when the
    # tenant has not imported the document).
    document_version: int | None = None
    document_sha256: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "source_doc": self.source_doc,
            "clause_ref": self.clause_ref,
            "source_quote_vi": self.quote_vi,
            "source_quote_en": self.quote_en,
            "document_version": self.document_version,
            "document_sha256": self.document_sha256,
        }


@dataclass(frozen=True)
class ItemDescriptor:
    """What the evaluator needs of a rubric item."""

    id: str
    lineage_id: str
    check_type: str
    check_params: Mapping[str, Any]
    weight: Decimal
    citation: Citation

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ItemDescriptor:
        """From an item as ``RubricItemSerializer`` renders it (weight as a decimal string)."""
        return cls(
            id=str(data["id"]),
            lineage_id=str(data["lineage_id"]),
            check_type=str(data["check_type"]),
            check_params=dict(data.get("check_params") or {}),
            # No default: a weight made up here would change the summary unseen.
            weight=Decimal(str(data["weight"])),
            citation=Citation(
                source_doc=str(data.get("source_doc") or ""),
                clause_ref=str(data.get("clause_ref") or ""),
                quote_vi=data.get("source_quote_vi"),
                quote_en=data.get("source_quote_en"),
                document_version=data.get("document_version"),
                document_sha256=data.get("document_sha256"),
            ),
        )

    @classmethod
    def from_item(cls, item: Any) -> ItemDescriptor:
        """From a ``RubricItem`` (read by attribute, no import of the models; without a query
        when its ``cited_document`` was selected with it, as ``load_items`` does)."""
        document = getattr(item, "cited_document", None)
        return cls.from_dict(
            {
                "id": item.id,
                "lineage_id": item.lineage_id,
                "check_type": item.check_type,
                "check_params": item.check_params,
                "weight": item.weight,
                "source_doc": item.source_doc,
                "clause_ref": item.clause_ref,
                "source_quote_vi": item.source_quote_vi,
                "source_quote_en": item.source_quote_en,
                "document_version": getattr(document, "version_no", None),
                "document_sha256": getattr(document, "sha256", None),
            }
        )

    def evidence_keys(self) -> tuple[str, ...]:
        """The bundle keys this item reads, in lookup order."""
        measured = self.check_params.get(_MEASURED_NAME.get(self.check_type, ""))
        names = (self.id, self.lineage_id, measured)
        return tuple(dict.fromkeys(name for name in names if isinstance(name, str) and name))


# The check parameter naming what is measured, where a check type has one: observations may be
# keyed by it, so one signal can serve every item that measures it.
_MEASURED_NAME: Final = {
    "evidence_presence": "signal",
    "threshold_numeric": "metric",
    "milestone_reached": "milestone_id",
}


# --- Outcomes -----------------------------------------------------------------------------------

SUPPORTED: Final = "supported"
UNSUPPORTED: Final = "unsupported"
UNKNOWN: Final = "unknown"
CONFLICTING: Final = "conflicting"
NOT_EVALUATED: Final = "not_evaluated"
OUTCOMES: Final = (SUPPORTED, UNSUPPORTED, UNKNOWN, CONFLICTING, NOT_EVALUATED)

# Why an observation is set aside, in the order they are tested. When no observation is usable
# the item is unknown with the latest reason reached: the one that came closest to counting.
SET_ASIDE_REASONS: Final = (
    "withdrawn",
    "future_dated",
    "stale",
    "reference_missing",
    "attester_missing",
    "attester_role_mismatch",
    "invalid_value",
    "period_start_missing",
    "not_yet_due",
)


@dataclass(frozen=True)
class Observation:
    value: Any
    source_ref: str | None
    observed_on: dt.date
    attester_identity: str | None
    attester_role: str | None
    withdrawn: bool

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Observation:
        attester = data.get("attested_by") or {}
        return cls(
            value=data.get("value"),
            source_ref=_blank_to_none(data.get("source_ref")),
            observed_on=dt.date.fromisoformat(data["observed_on"]),
            attester_identity=_blank_to_none(attester.get("identity")),
            attester_role=attester.get("role"),
            withdrawn=bool(data.get("withdrawn", False)),
        )

    def sort_key(self) -> tuple[str, str, str]:
        # Canonical order so the basis does not depend on the order of the bundle.
        return (self.observed_on.isoformat(), self.source_ref or "", _canonical(self))


@dataclass(frozen=True)
class SetAside:
    source_ref: str | None
    reason: str

    def as_dict(self) -> dict[str, Any]:
        return {"source_ref": self.source_ref, "reason": self.reason}


@dataclass(frozen=True)
class Outcome:
    item_id: str
    lineage_id: str
    check_type: str
    outcome: str
    reason: str
    weight: Decimal
    citation: Citation
    # The source references of the observations the outcome rests on (never their values).
    basis: tuple[str, ...] = ()
    set_aside: tuple[SetAside, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {
            "item_id": self.item_id,
            "lineage_id": self.lineage_id,
            "check_type": self.check_type,
            "outcome": self.outcome,
            "reason": self.reason,
            "weight": str(self.weight),
            "basis": list(self.basis),
            "set_aside": [entry.as_dict() for entry in self.set_aside],
            "citation": self.citation.as_dict(),
        }


@dataclass(frozen=True)
class Summary:
    counts: Mapping[str, int]
    weights: Mapping[str, Decimal]
    # supported / (supported + unsupported) by weight; None when no weight was evaluated.
    evaluated_supported_weight_share: Decimal | None
    # Items with usable evidence / items in scope (everything but not_evaluated): a count.
    evidence_coverage_count_ratio: Decimal | None
    evidence_covered_items: int
    items_in_scope: int

    def as_dict(self) -> dict[str, Any]:
        return {
            "counts": dict(self.counts),
            "weights": {name: str(weight) for name, weight in self.weights.items()},
            "evaluated_weight": str(self.weights[SUPPORTED] + self.weights[UNSUPPORTED]),
            "evaluated_supported_weight_share": _str_or_none(self.evaluated_supported_weight_share),
            "unknown_weight": str(self.weights[UNKNOWN]),
            "conflicting_weight": str(self.weights[CONFLICTING]),
            "evidence_coverage_count_ratio": _str_or_none(self.evidence_coverage_count_ratio),
            "evidence_covered_items": self.evidence_covered_items,
            "items_in_scope": self.items_in_scope,
        }


@dataclass(frozen=True)
class Evaluation:
    on: dt.date
    outcomes: tuple[Outcome, ...]
    summary: Summary = field(repr=False)

    def as_dict(self) -> dict[str, Any]:
        return {
            "on": self.on.isoformat(),
            "outcomes": [outcome.as_dict() for outcome in self.outcomes],
            "summary": self.summary.as_dict(),
        }


# --- Evaluation ---------------------------------------------------------------------------------


def evaluate(
    items: Sequence[ItemDescriptor | Mapping[str, Any]], bundle: Any, *, on: dt.date
) -> Evaluation:
    """Measure ``bundle`` against ``items`` as of ``on``; outcomes in the order of ``items``.

    Raises ``EvidenceBundleInvalid`` when the bundle does not match ``EVIDENCE_SCHEMA``.
    """
    if isinstance(on, dt.datetime) or not isinstance(on, dt.date):
        raise TypeError("on must be a date (the tenant's day), not a datetime")
    validate_bundle(bundle)
    descriptors = [
        item if isinstance(item, ItemDescriptor) else ItemDescriptor.from_dict(item)
        for item in items
    ]
    observations = {
        key: [Observation.from_dict(entry) for entry in entries]
        for key, entries in bundle["observations"].items()
    }
    context = _Context(
        on=on,
        period_start=_optional_date(bundle.get("period_start")),
        excluded=frozenset(bundle.get("exclude", ())),
    )
    outcomes = tuple(
        _evaluate_item(item, _observations_for(item, observations), context) for item in descriptors
    )
    return Evaluation(on=on, outcomes=outcomes, summary=summarize(outcomes))


@dataclass(frozen=True)
class _Context:
    on: dt.date
    period_start: dt.date | None
    excluded: frozenset[str]


def _observations_for(
    item: ItemDescriptor, observations: Mapping[str, list[Observation]]
) -> list[Observation]:
    found = (obs for key in item.evidence_keys() for obs in observations.get(key, ()))
    # The same observation filed under two of the item's keys counts once.
    unique = {_canonical(obs): obs for obs in found}
    return sorted(unique.values(), key=Observation.sort_key)


def _evaluate_item(
    item: ItemDescriptor, observations: list[Observation], context: _Context
) -> Outcome:
    def outcome(
        kind: str,
        reason: str,
        basis: Iterable[Observation] = (),
        set_aside: Iterable[SetAside] = (),
    ) -> Outcome:
        return Outcome(
            item_id=item.id,
            lineage_id=item.lineage_id,
            check_type=item.check_type,
            outcome=kind,
            reason=reason,
            weight=item.weight,
            citation=item.citation,
            basis=_source_refs(basis),
            set_aside=tuple(set_aside),
        )

    if context.excluded & {item.id, item.lineage_id}:
        return outcome(NOT_EVALUATED, "excluded")
    if item.check_type not in _VERDICTS:
        return outcome(NOT_EVALUATED, "unsupported_check_type")
    if check_params_error(item.check_type, item.check_params) is not None:
        return outcome(NOT_EVALUATED, "invalid_check_params")
    if not observations:
        return outcome(UNKNOWN, "missing")

    judge = _VERDICTS[item.check_type]
    passed: list[Observation] = []
    failed: list[Observation] = []
    set_aside: list[SetAside] = []
    for obs in observations:
        verdict = _set_aside_reason(item, obs, context) or judge(item.check_params, obs, context)
        if verdict is True:
            passed.append(obs)
        elif verdict is False:
            failed.append(obs)
        else:
            set_aside.append(SetAside(obs.source_ref, verdict))

    if passed and failed:
        return outcome(CONFLICTING, "observations_disagree", passed + failed, set_aside)
    if failed:
        return outcome(UNSUPPORTED, "check_failed", failed, set_aside)
    if passed:
        if _attesting_role_missing(item, passed):
            return outcome(UNKNOWN, "attester_missing", passed, set_aside)
        return outcome(SUPPORTED, "check_passed", passed, set_aside)
    closest = max(SET_ASIDE_REASONS.index(entry.reason) for entry in set_aside)
    return outcome(UNKNOWN, SET_ASIDE_REASONS[closest], (), set_aside)


def _set_aside_reason(item: ItemDescriptor, obs: Observation, context: _Context) -> str | None:
    """Why ``obs`` cannot count for ``item`` whatever its value, or None."""
    if obs.withdrawn:
        return "withdrawn"
    if obs.observed_on > context.on:
        return "future_dated"
    if not _is_fresh(item, obs.observed_on, context.on):
        return "stale"
    if obs.source_ref is None:
        return "reference_missing"
    if item.check_type == "attestation":
        if obs.attester_identity is None:
            return "attester_missing"
        if not _role_may_attest(item.check_params.get("attested_by"), obs.attester_role):
            return "attester_role_mismatch"
    return None


_PERIOD_MONTHS: Final = {"monthly": 1, "quarterly": 3, "semiannual": 6, "annual": 12}


def _is_fresh(item: ItemDescriptor, observed_on: dt.date, on: dt.date) -> bool:
    """Within the period the check asks for, which ends on ``on`` (inclusive) and reaches back
    ``window_days`` days or the ``period``'s months (the first day of it excluded): a 30-day
    window on 31 March holds 2 to 31 March, a monthly period on 31 March holds 1 to 31 March."""
    params = item.check_params
    if item.check_type == "evidence_presence" and "window_days" in params:
        return (on - observed_on).days < params["window_days"]
    if item.check_type in ("attestation", "periodic_review") and "period" in params:
        months = _PERIOD_MONTHS[params["period"]]
        if on.year * 12 + on.month - 1 - months < dt.date.min.year * 12:
            return True  # the period starts before the calendar's first day: all of it is in
        return observed_on > add_months(on, -months)
    return True


def _role_may_attest(required: str | None, role: str | None) -> bool:
    if required in ("employee", "manager"):
        return role == required
    if required == "both":
        return role in ("employee", "manager")
    return True


def _attesting_role_missing(item: ItemDescriptor, passed: list[Observation]) -> bool:
    """An attestation by ``both`` is supported only when employee and manager both attest."""
    if item.check_type != "attestation" or item.check_params.get("attested_by") != "both":
        return False
    return not {"employee", "manager"} <= {obs.attester_role for obs in passed}


# A verdict: True (passes), False (fails) or the reason the observation is set aside.
Verdict = bool | str


def _yes_no(_params: Mapping[str, Any], obs: Observation, _context: _Context) -> Verdict:
    # Only a JSON boolean says yes or no: "yes", 1 or null are not read as either.
    return obs.value if isinstance(obs.value, bool) else "invalid_value"


_COMPARE: Final[dict[str, Callable[[Decimal, Decimal], bool]]] = {
    ">=": lambda value, target: value >= target,
    ">": lambda value, target: value > target,
    "<=": lambda value, target: value <= target,
    "<": lambda value, target: value < target,
    "==": lambda value, target: value == target,
}


def _threshold(params: Mapping[str, Any], obs: Observation, _context: _Context) -> Verdict:
    value = _as_number(obs.value)
    if value is None:
        return "invalid_value"
    return _COMPARE[params["operator"]](value, Decimal(str(params["target"])))


def _milestone(params: Mapping[str, Any], obs: Observation, context: _Context) -> Verdict:
    """Reached (true) passes when reached by the deadline (inclusive), if the item sets one.
    Not reached (false) fails only when observed after the deadline: observed before it, the
    milestone may still be reached in time (not_yet_due)."""
    if not isinstance(obs.value, bool):
        return "invalid_value"
    within_months = params.get("within_months")
    if within_months is None:
        return obs.value
    if context.period_start is None:
        return "period_start_missing"
    deadline = add_months(context.period_start, within_months)
    if obs.value:
        return obs.observed_on <= deadline
    return False if obs.observed_on > deadline else "not_yet_due"


_VERDICTS: Final[dict[str, Callable[[Mapping[str, Any], Observation, _Context], Verdict]]] = {
    "evidence_presence": _yes_no,
    "threshold_numeric": _threshold,
    "attestation": _yes_no,
    "periodic_review": _yes_no,
    "milestone_reached": _milestone,
}


# --- Summary ------------------------------------------------------------------------------------

_SHARE_PLACES: Final = Decimal("0.0001")


def summarize(outcomes: Sequence[Outcome]) -> Summary:
    """Counts and weights per outcome; the supported share over evaluated weight only."""
    counts = {kind: sum(1 for o in outcomes if o.outcome == kind) for kind in OUTCOMES}
    weights = {
        kind: sum((o.weight for o in outcomes if o.outcome == kind), Decimal("0.00"))
        for kind in OUTCOMES
    }
    in_scope = len(outcomes) - counts[NOT_EVALUATED]
    covered = counts[SUPPORTED] + counts[UNSUPPORTED] + counts[CONFLICTING]
    return Summary(
        counts=counts,
        weights=weights,
        evaluated_supported_weight_share=_ratio(
            weights[SUPPORTED], weights[SUPPORTED] + weights[UNSUPPORTED]
        ),
        evidence_coverage_count_ratio=_ratio(Decimal(covered), Decimal(in_scope)),
        evidence_covered_items=covered,
        items_in_scope=in_scope,
    )


def _ratio(part: Decimal, whole: Decimal) -> Decimal | None:
    # Nothing measured is no score at all, not a score of 0.
    if whole == 0:
        return None
    return (part / whole).quantize(_SHARE_PLACES, rounding=ROUND_HALF_EVEN)


# --- Small helpers ------------------------------------------------------------------------------


def add_months(day: dt.date, months: int) -> dt.date:
    """``day`` moved by whole calendar months, clamped to the month's last day (31 Jan + 1 →
    28/29 Feb), and to the calendar's ends: a period reaching back before year 1 starts with
    it, a deadline after 9999 is its last day (a dry run may name any date; a bound beyond
    the calendar must not turn a request into a server error)."""
    index = day.year * 12 + day.month - 1 + months
    if index < dt.date.min.year * 12:
        return dt.date.min
    if index >= (dt.date.max.year + 1) * 12:
        return dt.date.max
    year, month = divmod(index, 12)
    last_day = calendar.monthrange(year, month + 1)[1]
    return dt.date(year, month + 1, min(day.day, last_day))


def _as_number(value: Any) -> Decimal | None:
    # bool is an int in Python, but true is not a measurement; NaN and infinities compare with
    # nothing.
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return Decimal(str(value))


def _blank_to_none(text: Any) -> str | None:
    if not isinstance(text, str) or not text.strip():
        return None
    return text.strip()


def _source_refs(observations: Iterable[Observation]) -> tuple[str, ...]:
    ordered = sorted(observations, key=Observation.sort_key)
    return tuple(dict.fromkeys(obs.source_ref for obs in ordered if obs.source_ref))


def _optional_date(text: str | None) -> dt.date | None:
    return None if text is None else dt.date.fromisoformat(text)


def _str_or_none(number: Decimal | None) -> str | None:
    return None if number is None else str(number)


def _canonical(obs: Observation) -> str:
    return json.dumps(
        [
            obs.value,
            obs.source_ref,
            obs.observed_on.isoformat(),
            obs.attester_identity,
            obs.attester_role,
            obs.withdrawn,
        ],
        sort_keys=True,
    )
