"""What the API says: representations of rubrics, versions and items, and the few request bodies
it parses itself.

Item bodies are not validated here: the views hand the JSON object to the rubric services, whose
rules answer with their stable codes (``rubric_item_uncited``, …). ``RubricItemWriteSerializer``
only documents that body in the OpenAPI schema, from the same constants the rules use.
"""

from __future__ import annotations

import copy
import datetime as dt
import re
from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from ..checks import CHECK_PARAMS_SCHEMAS
from ..models import (
    AuthoredBy,
    CheckType,
    ItemKind,
    ObligationKind,
    SourceDoc,
    VersionState,
    VersionStatus,
)
from ..selectors import tenant_today, version_status
from ..validation import MAX_CLAUSE_REF, MAX_TEXT, MAX_WEIGHT

_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
INVALID_DATE = "invalid_date"


def parse_iso_date(value: Any) -> dt.date | None:
    """A calendar date written exactly ``YYYY-MM-DD`` (None otherwise): Python's own parser
    also takes ``20260315`` and week dates, which the contract does not promise."""
    if not isinstance(value, str) or not _ISO_DATE.fullmatch(value):
        return None
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        return None


class IsoDateField(serializers.DateField):
    default_error_messages = {INVALID_DATE: "Expected a date written YYYY-MM-DD."}

    def to_internal_value(self, value: Any) -> dt.date:
        parsed = parse_iso_date(value)
        if parsed is None:
            self.fail(INVALID_DATE)
        return parsed


def _uuid(*, null: bool = False) -> serializers.UUIDField:
    return serializers.UUIDField(read_only=True, allow_null=null)


def _text(*, null: bool = True) -> serializers.CharField:
    return serializers.CharField(read_only=True, allow_null=null)


# --- Representations ---------------------------------------------------------------------------


@extend_schema_field(
    {
        "type": "object",
        "description": "The check descriptor's parameters: valid against the JSON Schema of its "
        "check_type (GET /api/v1/check-types/).",
        "anyOf": [copy.deepcopy(schema) for schema in CHECK_PARAMS_SCHEMAS.values()],
    }
)
class CheckParamsField(serializers.JSONField):
    pass


class RubricSerializer(serializers.Serializer):
    id = serializers.UUIDField(read_only=True)
    name = serializers.CharField(read_only=True)
    created_at = serializers.DateTimeField(read_only=True)


class RubricVersionSerializer(serializers.Serializer):
    """``today`` in the context is the tenant's today (the views pass it, saving a query)."""

    id = serializers.UUIDField(read_only=True)
    rubric_id = _uuid()
    version_no = serializers.IntegerField(read_only=True)
    state = serializers.ChoiceField(
        choices=VersionState.choices,
        read_only=True,
        help_text="The lifecycle: what happened to the version. `superseded` means a successor "
        "was published — which may not have taken effect yet; see `status`.",
    )
    status = serializers.SerializerMethodField(
        help_text="Whether the version applies on `status_on` (today in the tenant's timezone): "
        "`scheduled` (not yet), `in_force`, or `ended`; null for drafts, approved and withdrawn "
        "versions, which never apply."
    )
    status_on = serializers.SerializerMethodField(help_text="The date `status` was computed for.")
    effective_from = serializers.DateField(read_only=True, allow_null=True)
    effective_to = serializers.DateField(
        read_only=True, allow_null=True, help_text="Exclusive; null while open-ended."
    )
    revised_from_id = _uuid(null=True)
    created_by_subject_id = _uuid(null=True)
    created_at = serializers.DateTimeField(read_only=True)
    approver_subject_id = _uuid(null=True)
    approved_at = serializers.DateTimeField(read_only=True, allow_null=True)
    published_by_subject_id = _uuid(null=True)
    published_at = serializers.DateTimeField(read_only=True, allow_null=True)
    content_hash = serializers.SerializerMethodField(
        help_text="SHA-256 of the content, recorded when published; null before."
    )

    withdrawn_by_subject_id = _uuid(null=True)
    withdrawn_at = serializers.DateTimeField(read_only=True, allow_null=True)
    withdrawal_reason = serializers.SerializerMethodField()

    @extend_schema_field(serializers.CharField(allow_null=True))
    def get_content_hash(self, version: Any) -> str | None:
        return version.content_hash or None

    def _today(self, version: Any) -> dt.date:
        today = self.context.get("today")
        return today if today is not None else tenant_today(version.rubric.tenant)

    @extend_schema_field(serializers.ChoiceField(choices=VersionStatus.choices, allow_null=True))
    def get_status(self, version: Any) -> str | None:
        status = version_status(version, self._today(version))
        return None if status is None else str(status)

    @extend_schema_field(serializers.DateField())
    def get_status_on(self, version: Any) -> str:
        return self._today(version).isoformat()

    @extend_schema_field(serializers.CharField(allow_null=True))
    def get_withdrawal_reason(self, version: Any) -> str | None:
        return version.withdrawal_reason or None


class RubricItemSerializer(serializers.Serializer):
    id = serializers.UUIDField(read_only=True)
    rubric_version_id = _uuid()
    lineage_id = serializers.UUIDField(
        read_only=True, help_text="The same item across versions (a revision keeps it)."
    )
    position = serializers.IntegerField(read_only=True)
    source_doc = serializers.ChoiceField(choices=SourceDoc.choices, read_only=True)
    clause_ref = serializers.CharField(read_only=True)
    source_quote_vi = _text()
    source_quote_en = _text()
    # The pinned text: "§2.2" of which version of the document. Its SHA-256 also enters a
    # published version's content hash.
    document_version = serializers.IntegerField(
        source="cited_document.version_no",
        read_only=True,
        allow_null=True,
        help_text="The version of `source_doc` (1 = as first signed, 2 = its first amendment, "
        "…) whose clause the citation was checked against and is pinned to; null when the "
        "tenant has not imported that document.",
    )
    document_sha256 = serializers.CharField(
        source="cited_document.sha256",
        read_only=True,
        allow_null=True,
        help_text="The SHA-256 fingerprint of that document version's signed file(s) (README, "
        "Signed documents); null with `document_version`.",
    )
    item_kind = serializers.ChoiceField(choices=ItemKind.choices, read_only=True)
    obligation_kind = serializers.ChoiceField(
        choices=ObligationKind.choices, read_only=True, allow_null=True
    )
    check_type = serializers.ChoiceField(choices=CheckType.choices, read_only=True)
    check_params = CheckParamsField(read_only=True)
    weight = serializers.DecimalField(
        max_digits=5, decimal_places=2, coerce_to_string=True, read_only=True
    )
    title_vi = _text(null=False)
    title_en = _text()
    description_vi = _text()
    description_en = _text()
    authored_by = serializers.ChoiceField(choices=AuthoredBy.choices, read_only=True)
    genie_confidence = serializers.DecimalField(
        max_digits=4, decimal_places=3, coerce_to_string=True, read_only=True, allow_null=True
    )
    needs_clause_ref = serializers.BooleanField(read_only=True)
    created_by_subject_id = _uuid(null=True)
    edited_by_subject_id = _uuid(null=True)
    accepted_by_subject_id = _uuid(null=True)
    accepted_at = serializers.DateTimeField(read_only=True, allow_null=True)
    machine_edited_by_subject_id = _uuid(null=True)
    needs_acceptance = serializers.BooleanField(
        read_only=True,
        help_text="Written or changed by a machine (GENIE, a service account) and not yet "
        "accepted by a person: the version cannot be approved until it is.",
    )
    created_at = serializers.DateTimeField(read_only=True)
    updated_at = serializers.DateTimeField(read_only=True)


class RubricVersionDetailSerializer(RubricVersionSerializer):
    items = RubricItemSerializer(many=True, read_only=True)


class EffectiveVersionSerializer(serializers.Serializer):
    at = serializers.DateField(read_only=True, help_text="The date the version was resolved for.")
    version = RubricVersionDetailSerializer(read_only=True)


class RubricCreatedSerializer(serializers.Serializer):
    rubric = RubricSerializer(read_only=True)
    draft_version = RubricVersionSerializer(read_only=True, help_text="Its first draft, v1.")


class CheckTypeSerializer(serializers.Serializer):
    check_type = serializers.ChoiceField(choices=CheckType.choices, read_only=True)
    title = serializers.CharField(read_only=True)
    description = serializers.CharField(read_only=True)
    params_schema = serializers.JSONField(
        read_only=True, help_text="JSON Schema (draft 2020-12) of check_params."
    )
    evidence = serializers.JSONField(
        read_only=True,
        help_text="The evidence this check reads: the bundle key it is filed under, the value "
        "it expects, what an observation must carry to count, and the period it must fall in.",
    )
    observation_schema = serializers.JSONField(
        read_only=True, help_text="JSON Schema of one observation in a dry-run evidence bundle."
    )


# --- Request bodies ----------------------------------------------------------------------------


class RubricCreateSerializer(serializers.Serializer):
    # Length and blankness are the service's rules (422 rubric_name_too_long, …).
    name = serializers.CharField(allow_blank=True, trim_whitespace=False)


class VersionCreateSerializer(serializers.Serializer):
    revise_from = serializers.UUIDField(
        required=False,
        allow_null=True,
        help_text="A published or superseded version of this rubric to copy into the new "
        "draft; omit it for an empty draft.",
    )


class PublishSerializer(serializers.Serializer):
    effective_from = IsoDateField()
    reason = serializers.CharField(
        required=False,
        allow_null=True,
        allow_blank=True,
        trim_whitespace=False,
        help_text="Required when the date cuts short a version already in force.",
    )


class WithdrawSerializer(serializers.Serializer):
    reason = serializers.CharField(
        allow_blank=True,
        trim_whitespace=False,
        help_text="Why the scheduled version is withdrawn (recorded in the audit log).",
    )


class DryRunSerializer(serializers.Serializer):
    evidence = serializers.JSONField(
        help_text="The evidence bundle (see GET /api/v1/check-types/ and the evaluator's JSON "
        "Schema): {observations: {key: [observation]}, period_start?, exclude?}."
    )
    on = serializers.DateField(
        required=False, help_text="Evaluation date (default: today in the tenant's time zone)."
    )


class DryRunOutcomeSerializer(serializers.Serializer):
    item_id = serializers.CharField()
    lineage_id = serializers.CharField()
    check_type = serializers.CharField()
    outcome = serializers.ChoiceField(
        choices=["supported", "unsupported", "unknown", "conflicting", "not_evaluated"]
    )
    reason = serializers.CharField()
    weight = serializers.CharField()
    citation = serializers.DictField(
        help_text="source_doc, clause_ref, source_quote_vi, source_quote_en: the clause it was "
        "measured against, in the language each reader signed; document_version and "
        "document_sha256: the version of the document that clause was read in (null when the "
        "tenant has not imported it)."
    )
    basis = serializers.ListField(child=serializers.CharField(), help_text="source_refs used.")
    set_aside = serializers.ListField(child=serializers.DictField())


class DryRunResultSerializer(serializers.Serializer):
    on = serializers.DateField()
    outcomes = DryRunOutcomeSerializer(many=True)
    summary = serializers.DictField(
        help_text="Weighted share over evaluated items only; unknown and conflicting weight "
        "reported apart; evidence coverage as a count ratio (not a probability)."
    )


class DraftFromDocumentsSerializer(serializers.Serializer):
    proposer = serializers.ChoiceField(
        choices=["rules", "llm"],
        required=False,
        help_text="rules (offline, deterministic; the default) or llm (the configured "
        "OpenAI-compatible endpoint). Either way every proposal is checked against the signed "
        "text before anything is stored.",
    )
    mode = serializers.ChoiceField(
        choices=["shadow", "on"],
        required=False,
        help_text="on (default, unless the server is set to shadow or off): store the proposals "
        "as GENIE items of the draft; shadow: report them, and how they compare with the draft, "
        "without storing anything.",
    )


class DraftProposalSerializer(serializers.Serializer):
    index = serializers.IntegerField()
    outcome = serializers.ChoiceField(
        choices=["proposed", "needs_clause_ref", "rejected", "duplicate"]
    )
    rubric_item_id = serializers.UUIDField(allow_null=True)
    source_doc = serializers.CharField(allow_null=True)
    clause_ref = serializers.CharField(
        allow_null=True, help_text="The verified citation; null when the proposal had none."
    )
    item_kind = serializers.CharField(allow_null=True)
    check_type = serializers.CharField(allow_null=True)
    check_params = serializers.JSONField(allow_null=True)
    title_vi = serializers.CharField(allow_null=True)
    title_en = serializers.CharField(allow_null=True)
    confidence = serializers.CharField()
    ungrounded_reason = serializers.ChoiceField(
        choices=["document_missing", "clause_not_found", "quote_not_verbatim"], allow_null=True
    )
    claimed = serializers.DictField(
        allow_null=True,
        help_text="What the proposer claimed when it could not be grounded (a reviewer's note; "
        "never stored on the item).",
    )
    already_in_draft = serializers.BooleanField()
    problems = serializers.ListField(child=serializers.CharField())


class DraftReportSerializer(serializers.Serializer):
    mode = serializers.ChoiceField(choices=["shadow", "on"])
    proposer = serializers.CharField()
    documents = serializers.ListField(child=serializers.CharField())
    counts = serializers.DictField(child=serializers.IntegerField())
    proposals = DraftProposalSerializer(many=True)
    draft_items_not_proposed = serializers.ListField(
        child=serializers.DictField(),
        help_text="Cited items of the draft that no proposal matched (source_doc, clause_ref, "
        "check_type): the other half of the comparison with the draft.",
    )


class VersionListQuerySerializer(serializers.Serializer):
    include_drafts = serializers.BooleanField(
        required=False, default=False, help_text="Drafts and approved versions (rubric_admin)."
    )


@extend_schema_field(
    {
        "anyOf": [
            {"type": "string", "pattern": r"^\d{1,3}(\.\d{1,2})?$"},
            {"type": "number", "minimum": 0, "maximum": float(MAX_WEIGHT)},
        ],
        "description": "A decimal with at most two places, 0 to 999.99.",
    }
)
class WeightInputField(serializers.JSONField):
    pass


def _optional_text(help_text: str = "", max_length: int = MAX_TEXT) -> serializers.CharField:
    return serializers.CharField(
        required=False,
        allow_null=True,
        allow_blank=True,
        max_length=max_length,
        help_text=help_text or None,
    )


VERBATIM = (
    "Word for word in the clause or its sub-clauses (quotation marks, dashes and Vietnamese tone "
    "placement may be typed either way); stored as the document words it. Optional in a draft; "
    "required in both languages to approve or publish (422 rubric_item_quote_missing)."
)


class RubricItemWriteSerializer(serializers.Serializer):
    """Documents the body of POST …/items/ and PATCH /rubric-items/{id}/ (all optional there).

    Not used to validate: the rubric services do, with their own codes.
    """

    source_doc = serializers.ChoiceField(choices=SourceDoc.choices)
    clause_ref = serializers.CharField(
        required=False,
        allow_blank=True,
        max_length=MAX_CLAUSE_REF,
        help_text="Required: an uncited item is refused (rubric_item_uncited). The canonical "
        "reference (§4.2(a)) or as people write it (Điểm a Khoản 2 Điều 4, Article 4.2(a)); "
        "a citation checked against an imported document is stored by the canonical one.",
    )
    source_quote_vi = _optional_text(VERBATIM)
    source_quote_en = _optional_text(VERBATIM)
    item_kind = serializers.ChoiceField(choices=ItemKind.choices)
    obligation_kind = serializers.ChoiceField(
        choices=ObligationKind.choices,
        required=False,
        allow_null=True,
        help_text="Required for an obligation, absent otherwise.",
    )
    check_type = serializers.ChoiceField(choices=CheckType.choices)
    check_params = CheckParamsField(required=False)
    weight = WeightInputField()
    title_vi = serializers.CharField(max_length=MAX_TEXT, help_text="Legally operative.")
    title_en = _optional_text()
    description_vi = _optional_text()
    description_en = _optional_text()
    position = serializers.IntegerField(required=False, min_value=0, max_value=999_999)
