"""Item rules: write-time validation (a draft may be incomplete) and publish-time coherence
(what becomes the standard must be complete). Each problem carries a stable code."""

from __future__ import annotations

import hashlib
import json
import math
import unicodedata
from collections.abc import Iterable, Mapping
from decimal import Decimal, InvalidOperation
from typing import Any

from django.utils.translation import gettext_lazy as _

from cyberos_eval.errors import Problem, message

from .checks import check_params_problem
from .models import CheckType, ItemKind, ObligationKind, RubricItem, SourceDoc

TEXT_FIELDS = (
    "title_vi",
    "title_en",
    "description_vi",
    "description_en",
    "source_quote_vi",
    "source_quote_en",
)
EDITABLE_FIELDS = frozenset(
    {
        "source_doc",
        "clause_ref",
        "item_kind",
        "obligation_kind",
        "check_type",
        "check_params",
        "weight",
        "position",
        *TEXT_FIELDS,
    }
)
MAX_TEXT = 20_000
MAX_CLAUSE_REF = 64
MAX_WEIGHT = Decimal("999.99")
BILINGUAL_PAIRS = (("description_vi", "description_en"),)
# What becomes the standard quotes its clause word for word in both signed languages; a draft may
# lack them while it is being worked on.
QUOTE_FIELDS = (
    ("source_quote_vi", _("the verbatim quote in Vietnamese is required to publish")),
    ("source_quote_en", _("the verbatim quote in English is required to publish")),
)
# Each enum's values, read once: Django rebuilds ``values`` on every access, and the item rules
# ask five times per item (a publish of 3,000 items asked 15,000 times). Tuples, not sets: a
# value from a request may be unhashable, and membership must stay a plain comparison.
_SOURCE_DOCS = tuple(SourceDoc.values)
_CHECK_TYPES = tuple(CheckType.values)
_ITEM_KINDS = tuple(ItemKind.values)
_OBLIGATION_KINDS = tuple(ObligationKind.values)


def normalize_text(value: Any) -> str | None:
    """NFC (Word and macOS often produce NFD diacritics), trimmed; blank means missing."""
    if value is None:
        return None
    text = unicodedata.normalize("NFC", str(value)).strip()
    return text or None


def is_storable_text(text: str) -> bool:
    """Whether PostgreSQL can store ``text``: no NUL character and no unpaired UTF-16
    surrogate (a JSON escape such as ``"\\ud800"`` produces one). Refused here as a rule with a
    code, they would otherwise fail the database write itself."""
    if "\x00" in text:
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def is_storable_json(value: Any) -> bool:
    """Whether ``value`` can be stored as jsonb: JSON types only, finite numbers within the
    exact range (±(2**53 - 1)), storable strings (keys included). Iterative, so a deeply
    nested value cannot exhaust the stack."""
    pending = [value]
    while pending:
        current = pending.pop()
        if current is None or isinstance(current, bool):
            continue
        if isinstance(current, int):
            # Beyond ±(2**53 - 1) an integer has no exact JSON number (RFC 8785 refuses it).
            if abs(current) > 2**53 - 1:
                return False
            continue
        if isinstance(current, float):
            # jsonb keeps 1e20 as the number 100000000000000000000 and gives it back as that
            # integer, beyond the exact range as well: refused like the integer itself.
            if not math.isfinite(current) or abs(current) > 2**53 - 1:
                return False
        elif isinstance(current, str):
            if not is_storable_text(current):
                return False
        elif isinstance(current, list):
            pending.extend(current)
        elif isinstance(current, dict):
            if not all(isinstance(key, str) and is_storable_text(key) for key in current):
                return False
            pending.extend(current.values())
        else:
            return False
    return True


def clean_item_fields(data: Mapping[str, Any]) -> tuple[dict[str, Any], list[Problem]]:
    """Normalise the given fields and report type/shape problems of each one given."""
    cleaned: dict[str, Any] = {}
    problems: list[Problem] = []
    for name, value in data.items():
        if name not in EDITABLE_FIELDS:
            problems.append(
                Problem(
                    "rubric_item_field_unknown",
                    message(_("%(field)s cannot be set"), field=name),
                    field=name,
                )
            )
            continue
        if name in TEXT_FIELDS:
            if value is not None and not isinstance(value, str):
                problems.append(Problem("rubric_item_text_invalid", _("must be text"), field=name))
                continue
            if value is not None and not is_storable_text(value):
                problems.append(_unstorable_text(name))
                continue
            text = normalize_text(value)
            if text is not None and len(text) > MAX_TEXT:
                problems.append(
                    Problem(
                        "rubric_item_text_too_long",
                        message(_("at most %(max)d characters"), max=MAX_TEXT),
                        field=name,
                    )
                )
            cleaned[name] = text
        elif name == "clause_ref":
            if value is not None and not isinstance(value, str):
                problems.append(Problem("rubric_item_text_invalid", _("must be text"), field=name))
                continue
            if value is not None and not is_storable_text(value):
                problems.append(_unstorable_text(name))
                continue
            ref = normalize_text(value) or ""
            if len(ref) > MAX_CLAUSE_REF:
                problems.append(
                    Problem(
                        "rubric_item_clause_ref_too_long",
                        message(_("at most %(max)d characters"), max=MAX_CLAUSE_REF),
                        field=name,
                    )
                )
            cleaned[name] = ref
        elif name == "weight":
            weight = _parse_weight(value)
            if isinstance(weight, Problem):
                problems.append(weight)
            else:
                cleaned[name] = weight
        elif name == "position":
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 1_000_000:
                problems.append(Problem("rubric_item_position_invalid", _("0 or more"), field=name))
            else:
                cleaned[name] = value
        elif name == "check_params":
            if not is_storable_json(value):
                problems.append(
                    Problem(
                        "rubric_item_check_params_invalid",
                        _(
                            "must be JSON with finite numbers below 2^53 in size and no NUL or "
                            "unpaired surrogate"
                        ),
                        field=name,
                    )
                )
                continue
            cleaned[name] = {} if value is None else value
        else:  # the enums: validated with the item as a whole
            cleaned[name] = None if value in (None, "") else value
    return cleaned, problems


def _unstorable_text(field: str) -> Problem:
    return Problem(
        "rubric_item_text_invalid", _("contains a NUL or an unpaired surrogate"), field=field
    )


def _parse_weight(value: Any) -> Decimal | Problem:
    if isinstance(value, bool) or value is None:
        return Problem(
            "rubric_item_weight_invalid", _("a decimal number is required"), field="weight"
        )
    try:
        weight = Decimal(str(value))
    except (InvalidOperation, ValueError):
        return Problem(
            "rubric_item_weight_invalid", _("a decimal number is required"), field="weight"
        )
    if not weight.is_finite():
        return Problem(
            "rubric_item_weight_invalid", _("a finite number is required"), field="weight"
        )
    if weight < 0:
        return Problem(
            "rubric_item_weight_negative", _("weight cannot be negative"), field="weight"
        )
    if weight > MAX_WEIGHT or weight != weight.quantize(Decimal("0.01")):
        return Problem(
            "rubric_item_weight_invalid", _("at most 999.99, two decimal places"), field="weight"
        )
    return weight.quantize(Decimal("0.01"))


def problems_beside(field_problems: list[Problem], item: Mapping[str, Any]) -> list[Problem]:
    """``field_problems`` and the whole item's problems on the other fields: a weight typed
    "năm" is no decimal number, not also a weight missing."""
    reported = {problem.field for problem in field_problems}
    return field_problems + [
        problem
        for problem in item_problems(item)
        if problem.field is None or problem.field not in reported
    ]


def item_problems(item: Mapping[str, Any]) -> list[Problem]:
    """Write-time rules for a whole item (the merged, cleaned fields), in the spec's order."""
    problems: list[Problem] = []
    if not item.get("clause_ref") and not item.get("needs_clause_ref"):
        problems.append(
            Problem("rubric_item_uncited", _("every item cites its clause"), field="clause_ref")
        )
    if not item.get("title_vi"):
        problems.append(
            Problem(
                "rubric_item_missing_vi", _("the Vietnamese title is required"), field="title_vi"
            )
        )
    source_doc = item.get("source_doc")
    if source_doc not in _SOURCE_DOCS:
        problems.append(
            Problem(
                "rubric_item_source_doc_invalid",
                message(_("must be one of %(values)s"), values=", ".join(_SOURCE_DOCS)),
                field="source_doc",
            )
        )
    check_type = item.get("check_type")
    if check_type not in _CHECK_TYPES:
        problems.append(
            Problem(
                "rubric_item_check_type_invalid",
                message(_("must be one of %(values)s"), values=", ".join(_CHECK_TYPES)),
                field="check_type",
            )
        )
    else:
        error = check_params_problem(check_type, item.get("check_params", {}))
        if error:
            problems.append(
                Problem(
                    "rubric_item_check_params_invalid",
                    message(_("do not match the check type: %(error)s"), error=error),
                    field="check_params",
                )
            )
    kind, obligation_kind = item.get("item_kind"), item.get("obligation_kind")
    if kind not in _ITEM_KINDS:
        problems.append(
            Problem(
                "rubric_item_kind_invalid",
                message(_("must be one of %(values)s"), values=", ".join(_ITEM_KINDS)),
                field="item_kind",
            )
        )
    if obligation_kind is not None and obligation_kind not in _OBLIGATION_KINDS:
        problems.append(
            Problem(
                "rubric_item_obligation_kind_invalid",
                message(_("must be one of %(values)s"), values=", ".join(_OBLIGATION_KINDS)),
                field="obligation_kind",
            )
        )
    elif kind == ItemKind.OBLIGATION and obligation_kind is None:
        problems.append(
            Problem(
                "rubric_item_obligation_kind_required",
                _("an obligation needs its obligation kind"),
                field="obligation_kind",
            )
        )
    elif kind in _ITEM_KINDS and kind != ItemKind.OBLIGATION and obligation_kind is not None:
        problems.append(
            Problem(
                "rubric_item_obligation_kind_unexpected",
                _("only obligations have an obligation kind"),
                field="obligation_kind",
            )
        )
    if item.get("weight") is None:
        problems.append(
            Problem("rubric_item_weight_invalid", _("weight is required"), field="weight")
        )
    return problems


def item_as_fields(item: RubricItem) -> dict[str, Any]:
    return {name: getattr(item, name) for name in EDITABLE_FIELDS} | {
        "needs_clause_ref": item.needs_clause_ref
    }


def item_snapshot(item: RubricItem) -> dict[str, Any]:
    """The item's editable fields as JSON has them: what an edit form was opened with, to tell
    on saving whether someone changed the item meanwhile (``update_item``'s ``opened_with``)."""
    return {
        name: str(value) if isinstance(value, Decimal) else value
        for name, value in item_as_fields(item).items()
        if name in EDITABLE_FIELDS
    }


def item_etag(item: RubricItem) -> str:
    """A strong ETag of the item's editable fields (the API's ``If-Match`` on an edit): any
    change to them, by anyone, changes it."""
    canonical = json.dumps(item_snapshot(item), sort_keys=True, ensure_ascii=False, default=str)
    return f'"{hashlib.sha256(canonical.encode()).hexdigest()[:32]}"'


def coherence_problems(items: Iterable[RubricItem]) -> list[Problem]:
    """Publish-time rules: every item cited and quoted in both languages, bilingual,
    well-formed — or the version is empty."""
    problems: list[Problem] = []
    count = 0
    for item in items:
        count += 1
        item_id = str(item.pk)
        fields = item_as_fields(item)
        if item.needs_clause_ref or not item.clause_ref:
            problems.append(
                Problem(
                    "rubric_item_uncited",
                    _("cite the clause"),
                    field="clause_ref",
                    item_id=item_id,
                )
            )
        for problem in item_problems(fields):
            if problem.code != "rubric_item_uncited":
                problems.append(
                    Problem(problem.code, problem.detail, field=problem.field, item_id=item_id)
                )
        if not fields["title_en"]:
            problems.append(
                Problem(
                    "rubric_item_missing_en",
                    _("the English title is required to publish"),
                    field="title_en",
                    item_id=item_id,
                )
            )
        for field, missing_quote in QUOTE_FIELDS:
            if not fields[field]:
                problems.append(
                    Problem(
                        "rubric_item_quote_missing", missing_quote, field=field, item_id=item_id
                    )
                )
        for vi, en in BILINGUAL_PAIRS:
            if bool(fields[vi]) != bool(fields[en]):
                missing = en if fields[vi] else vi
                problems.append(
                    Problem(
                        "rubric_item_translation_incomplete",
                        _("missing while its pair in the other language is present"),
                        field=missing,
                        item_id=item_id,
                    )
                )
    if count == 0:
        problems.append(Problem("rubric_version_empty", _("a version needs at least one item")))
    return problems
