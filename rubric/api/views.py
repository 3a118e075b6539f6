"""The REST API: parse the request, call a selector or a service, present the result.

No rule lives here. Visibility is decided by ``rubric.selectors`` (with ``governance.access``),
every change by ``rubric.services``; their ``DomainError``s become problem+json responses in
``cyberos_eval.api_errors``. Every view requires a subject acting for a tenant
(``ActsForTenant``); ids of other tenants are invisible (row-level security), hence 404.
"""

from __future__ import annotations

import json
import uuid
from typing import Any

from django.http import HttpResponse, HttpResponseBase
from django.urls import reverse
from django.utils.http import parse_etags
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import exceptions
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.serializers import Serializer
from rest_framework.views import APIView

from cyberos_eval.api_auth import acting_subject
from cyberos_eval.api_schema import error_statuses
from cyberos_eval.errors import Problem, ValidationFailed

from ..checks import CHECK_EVIDENCE, CHECK_PARAMS_SCHEMAS
from ..evaluation import OBSERVATION_SCHEMA, ItemDescriptor, evaluate
from ..genie.proposers import make_proposer
from ..genie.service import GenieMode, draft_from_documents, parse_mode
from ..selectors import (
    item_by_id,
    load_items,
    readable_effective_version,
    readable_rubric,
    readable_rubrics,
    readable_version,
    rubric_by_id,
    rubric_versions,
    tenant_today,
    version_by_id,
)
from ..services import (
    accept_item,
    add_item,
    approve_version,
    create_draft_version,
    create_rubric,
    publish_version,
    remove_item,
    start_revision,
    update_item,
    withdraw_scheduled_version,
)
from ..validation import item_etag
from .caching import (
    cache_control,
    not_modified,
    not_modified_response,
    version_etag,
    with_validators,
)
from .rendering import render_effective, render_version_detail
from .serializers import (
    INVALID_DATE,
    CheckTypeSerializer,
    DraftFromDocumentsSerializer,
    DraftReportSerializer,
    DryRunResultSerializer,
    DryRunSerializer,
    EffectiveVersionSerializer,
    PublishSerializer,
    RubricCreatedSerializer,
    RubricCreateSerializer,
    RubricItemSerializer,
    RubricItemWriteSerializer,
    RubricSerializer,
    RubricVersionDetailSerializer,
    RubricVersionSerializer,
    VersionCreateSerializer,
    VersionListQuerySerializer,
    WithdrawSerializer,
    parse_iso_date,
)

READ, AUTHORING, REFERENCE = ["read"], ["authoring"], ["reference"]

IF_NONE_MATCH = OpenApiParameter(
    "If-None-Match",
    str,
    OpenApiParameter.HEADER,
    description="An ETag from an earlier response: 304 when the representation is unchanged.",
)
VALIDATOR_HEADERS = [
    OpenApiParameter(
        "ETag", str, OpenApiParameter.HEADER, response=[200, 304], description="Strong ETag."
    ),
    OpenApiParameter(
        "Cache-Control",
        str,
        OpenApiParameter.HEADER,
        response=[200, 304],
        description="`private, max-age=86400, immutable` for a version that has ended (final); "
        "`private, no-cache` otherwise (revalidate with If-None-Match).",
    ),
]
NOT_MODIFIED = OpenApiResponse(description="Not modified: the ETag named is current.")
IF_MATCH = OpenApiParameter(
    "If-Match",
    str,
    OpenApiParameter.HEADER,
    description="The item's ETag as last read (from creating, changing or accepting it): the "
    "change is made only if the item is unchanged since, else 412 `rubric_item_changed` — "
    "someone else's edit is never silently undone. Without it, the change is made as sent.",
)
ITEM_ETAG = OpenApiParameter(
    "ETag",
    str,
    OpenApiParameter.HEADER,
    response=[200, 201],
    description="Strong ETag of the item's editable fields, for If-Match.",
)


def with_item_etag(response: Response, item: Any) -> Response:
    response["ETag"] = item_etag(item)
    return response


def json_object(request: Request) -> dict[str, Any]:
    if not isinstance(request.data, dict):
        raise exceptions.ValidationError("The body must be a JSON object.", code="not_an_object")
    return request.data


def parsed(serializer_class: type[Serializer], data: Any) -> dict[str, Any]:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)


def rendered(request: Request, body: bytes) -> HttpResponseBase:
    """A representation rendered ahead (``rendering``) as the response's body; when the client
    asked for another form of JSON (``; indent=…``), DRF's renderer writes the same data."""
    media_type = request.accepted_media_type or ""
    if ";" not in media_type:
        return HttpResponse(body, content_type=media_type or "application/json")
    # The stdlib reads it back: orjson would read integers beyond 64 bits as floats.
    return Response(json.loads(body))


def created(request: Request, data: Any, view_name: str, **kwargs: Any) -> Response:
    location = request.build_absolute_uri(reverse(f"rubric_api:{view_name}", kwargs=kwargs))
    return Response(data, status=201, headers={"Location": location})


class ContractView(APIView):
    """The documented methods only: OPTIONS would describe views outside the contract."""

    http_method_names = ["get", "post", "patch", "delete", "head"]


# --- Read ---------------------------------------------------------------------------------------


class RubricListView(ContractView):
    @extend_schema(
        operation_id="rubrics_list",
        summary="The rubrics the caller holds a grant for",
        tags=READ,
        responses=RubricSerializer(many=True),
    )
    def get(self, request: Request) -> Response:
        rubrics = readable_rubrics(acting_subject(request))
        return Response(RubricSerializer(rubrics, many=True).data)

    @extend_schema(
        operation_id="rubrics_create",
        summary="Create a rubric with its first draft version (rubric_admin, tenant-wide)",
        tags=AUTHORING,
        request=RubricCreateSerializer,
        responses={201: RubricCreatedSerializer},
        extensions=error_statuses(409, 422),
    )
    def post(self, request: Request) -> Response:
        subject = acting_subject(request)
        body = parsed(RubricCreateSerializer, request.data)
        version = create_rubric(actor=subject, tenant=subject.tenant, name=body["name"])
        data = RubricCreatedSerializer({"rubric": version.rubric, "draft_version": version}).data
        return created(request, data, "rubric", rubric_id=version.rubric_id)


class RubricView(ContractView):
    @extend_schema(
        operation_id="rubrics_retrieve", summary="One rubric", tags=READ, responses=RubricSerializer
    )
    def get(self, request: Request, rubric_id: uuid.UUID) -> Response:
        rubric = readable_rubric(acting_subject(request), rubric_id)
        return Response(RubricSerializer(rubric).data)


class RubricVersionsView(ContractView):
    @extend_schema(
        operation_id="rubric_versions_list",
        summary="Published, superseded and withdrawn versions, their intervals and status",
        description="With `include_drafts=true` (rubric_admin), drafts and approved versions too.",
        tags=READ,
        parameters=[VersionListQuerySerializer],
        responses=RubricVersionSerializer(many=True),
    )
    def get(self, request: Request, rubric_id: uuid.UUID) -> Response:
        subject = acting_subject(request)
        rubric = readable_rubric(subject, rubric_id)
        query = parsed(VersionListQuerySerializer, request.query_params)
        versions = rubric_versions(subject, rubric, include_drafts=query["include_drafts"])
        today = {"today": tenant_today(subject.tenant)}
        return Response(RubricVersionSerializer(versions, many=True, context=today).data)

    @extend_schema(
        operation_id="rubric_versions_create",
        summary="Start a new draft: empty, or a revision of a published version",
        tags=AUTHORING,
        request=VersionCreateSerializer,
        responses={201: RubricVersionDetailSerializer},
        extensions=error_statuses(409),
    )
    def post(self, request: Request, rubric_id: uuid.UUID) -> Response:
        subject = acting_subject(request)
        rubric = rubric_by_id(rubric_id)
        revise_from = parsed(VersionCreateSerializer, request.data).get("revise_from")
        if revise_from is None:
            version = create_draft_version(actor=subject, rubric=rubric)
        else:
            source = version_by_id(revise_from, rubric=rubric)
            version = start_revision(actor=subject, version=source)
        data = RubricVersionDetailSerializer(load_items(version)).data
        return created(request, data, "version", version_id=version.pk)


class EffectiveVersionView(ContractView):
    @extend_schema(
        operation_id="rubrics_effective",
        summary="The version in force on a date, with all its items",
        description="`at` defaults to today in the tenant's timezone. 404 `no_effective_version` "
        "when no published version covered that date; 400 `invalid_date` for a malformed one.",
        tags=READ,
        parameters=[
            OpenApiParameter("at", str, description="YYYY-MM-DD", pattern=r"^\d{4}-\d{2}-\d{2}$"),
            IF_NONE_MATCH,
            *VALIDATOR_HEADERS,
        ],
        responses={200: EffectiveVersionSerializer, 304: NOT_MODIFIED},
    )
    def get(self, request: Request, rubric_id: uuid.UUID) -> HttpResponseBase:
        subject = acting_subject(request)
        today = tenant_today(subject.tenant)
        given = request.query_params.getlist("at")
        raw_at = given[0] if given else None
        # (two dates, "?at=2026-03-15&at=2025-01-01", had answered for the last one silently)
        at = today if raw_at is None else parse_iso_date(raw_at) if len(given) == 1 else None
        if at is None:
            readable_rubric(subject, rubric_id)  # an unknown or unreadable rubric is told first
            detail = (
                "at must be a date written YYYY-MM-DD."
                if len(given) == 1
                else "at must be given once, a date written YYYY-MM-DD."
            )
            raise ValidationFailed(INVALID_DATE, detail, 400, [Problem(INVALID_DATE, field="at")])
        version = readable_effective_version(subject, rubric_id, at)
        etag = version_etag(version, at=at, today=today)
        # Only an explicit date can be final: without one the answer moves with today.
        control = cache_control(version, today=today, may_be_final=raw_at is not None)
        if not_modified(request, etag):
            return not_modified_response(etag, control)
        body = render_effective(version, at=at, today=today)
        return with_validators(rendered(request, body), etag, control)


class RubricVersionView(ContractView):
    @extend_schema(
        operation_id="rubric_versions_retrieve",
        summary="One version with its items",
        description="Readers see published and superseded versions; drafts need rubric_admin.",
        tags=READ,
        parameters=[IF_NONE_MATCH, *VALIDATOR_HEADERS],
        responses={200: RubricVersionDetailSerializer, 304: NOT_MODIFIED},
    )
    def get(self, request: Request, version_id: uuid.UUID) -> HttpResponseBase:
        subject = acting_subject(request)
        version = readable_version(subject, version_id)
        today = tenant_today(subject.tenant)
        etag = version_etag(version, today=today)
        control = cache_control(version, today=today)
        if not_modified(request, etag):
            return not_modified_response(etag, control)
        body = render_version_detail(version, today=today)
        return with_validators(rendered(request, body), etag, control)


class CheckTypesView(ContractView):
    @extend_schema(
        operation_id="check_types_list",
        summary="The closed set of check types: each one's params (JSON Schema) and the "
        "evidence it expects",
        tags=REFERENCE,
        responses=CheckTypeSerializer(many=True),
    )
    def get(self, request: Request) -> Response:
        check_types = [
            {
                "check_type": name,
                "title": schema["title"],
                "description": schema["description"],
                "params_schema": schema,
                "evidence": CHECK_EVIDENCE[name],
                "observation_schema": OBSERVATION_SCHEMA,
            }
            for name, schema in CHECK_PARAMS_SCHEMAS.items()
        ]
        return Response(CheckTypeSerializer(check_types, many=True).data)


# --- Authoring ----------------------------------------------------------------------------------


class VersionItemsView(ContractView):
    @extend_schema(
        operation_id="rubric_items_create",
        summary="Add an item to a draft",
        tags=AUTHORING,
        parameters=[ITEM_ETAG],
        request=RubricItemWriteSerializer,
        responses={201: RubricItemSerializer},
        extensions=error_statuses(409, 422),
    )
    def post(self, request: Request, version_id: uuid.UUID) -> Response:
        version = version_by_id(version_id)
        item = add_item(actor=acting_subject(request), version=version, data=json_object(request))
        response = created(request, RubricItemSerializer(item).data, "item", item_id=item.pk)
        return with_item_etag(response, item)


class ItemView(ContractView):
    @extend_schema(
        operation_id="rubric_items_update",
        summary="Change fields of a draft's item",
        description=(
            "A clause_ref supplied by a person clears needs_clause_ref; "
            "one from a service account does not."
        ),
        tags=AUTHORING,
        parameters=[IF_MATCH, ITEM_ETAG],
        request=RubricItemWriteSerializer,
        responses={200: RubricItemSerializer},
        extensions=error_statuses(409, 412, 422),
    )
    def patch(self, request: Request, item_id: uuid.UUID) -> Response:
        item = item_by_id(item_id)
        changes = json_object(request)
        header = request.headers.get("If-Match")
        item = update_item(
            actor=acting_subject(request),
            item=item,
            changes=changes,
            if_match=parse_etags(header) if header else None,
        )
        return with_item_etag(Response(RubricItemSerializer(item).data), item)

    @extend_schema(
        operation_id="rubric_items_destroy",
        summary="Remove an item from a draft",
        tags=AUTHORING,
        responses={204: None},
        extensions=error_statuses(409),
    )
    def delete(self, request: Request, item_id: uuid.UUID) -> Response:
        remove_item(actor=acting_subject(request), item=item_by_id(item_id))
        return Response(status=204)


class ItemAcceptView(ContractView):
    @extend_schema(
        operation_id="rubric_items_accept",
        summary="A person accepts a GENIE proposal (never a service account)",
        tags=AUTHORING,
        parameters=[ITEM_ETAG],
        request=None,
        responses={200: RubricItemSerializer},
        extensions=error_statuses(409),
    )
    def post(self, request: Request, item_id: uuid.UUID) -> Response:
        item = accept_item(actor=acting_subject(request), item=item_by_id(item_id))
        return with_item_etag(Response(RubricItemSerializer(item).data), item)


class VersionApproveView(ContractView):
    @extend_schema(
        operation_id="rubric_versions_approve",
        summary="A person approves a coherent draft (never a service account)",
        tags=AUTHORING,
        request=None,
        responses={200: RubricVersionSerializer},
        extensions=error_statuses(409, 422),
    )
    def post(self, request: Request, version_id: uuid.UUID) -> Response:
        version = approve_version(actor=acting_subject(request), version=version_by_id(version_id))
        return Response(RubricVersionSerializer(version).data)


class VersionPublishView(ContractView):
    @extend_schema(
        operation_id="rubric_versions_publish",
        summary="A person publishes a version from effective_from on (never a service account)",
        description="Supersedes the current version; 409 `rubric_effective_overlap` when the "
        "interval overlaps another; 422 listing every problem when incoherent.",
        tags=AUTHORING,
        request=PublishSerializer,
        responses={200: RubricVersionSerializer},
        extensions=error_statuses(409, 422),
    )
    def post(self, request: Request, version_id: uuid.UUID) -> Response:
        version = version_by_id(version_id)
        body = parsed(PublishSerializer, request.data)
        version = publish_version(
            actor=acting_subject(request),
            version=version,
            effective_from=body["effective_from"],
            reason=body.get("reason"),
        )
        return Response(RubricVersionSerializer(version).data)


class VersionWithdrawView(ContractView):
    @extend_schema(
        operation_id="rubric_versions_withdraw",
        summary="A person withdraws a scheduled version before it takes effect",
        description="The predecessor gets the interval back (open-ended again), so that an "
        "urgent amendment can be published before the scheduled date. 409 "
        "`rubric_version_in_force` once the version has taken effect; 422 "
        "`rubric_withdrawal_reason_required` without a reason; 403 for a service account.",
        tags=AUTHORING,
        request=WithdrawSerializer,
        responses={200: RubricVersionSerializer},
        extensions=error_statuses(409, 422),
    )
    def post(self, request: Request, version_id: uuid.UUID) -> Response:
        version = version_by_id(version_id)
        body = parsed(WithdrawSerializer, request.data)
        version = withdraw_scheduled_version(
            actor=acting_subject(request), version=version, reason=body["reason"]
        )
        return Response(RubricVersionSerializer(version).data)


class VersionDraftFromDocumentsView(ContractView):
    @extend_schema(
        operation_id="rubric_versions_draft_from_documents",
        summary="GENIE proposes draft items from the tenant's signed documents",
        description="Proposals only: each one is checked against the signed text; one whose "
        "clause does not exist or whose quote is not verbatim is stored with an empty "
        "clause_ref and `needs_clause_ref` (publishing stays blocked until a person cites it). "
        "Nothing is approved or published. 409 `genie_off` when GENIE is switched off; 409 "
        "`rubric_version_immutable` unless the version is a draft; 422 `genie_no_documents` "
        "before any signed document is imported; 502/504 when the llm proposer fails (nothing "
        "stored).",
        tags=AUTHORING,
        request=DraftFromDocumentsSerializer,
        responses={201: DraftReportSerializer, 200: DraftReportSerializer},
        extensions=error_statuses(409, 422, 502, 504),
    )
    def post(self, request: Request, version_id: uuid.UUID) -> Response:
        version = version_by_id(version_id)
        body = parsed(DraftFromDocumentsSerializer, request.data)
        report = draft_from_documents(
            actor=acting_subject(request),
            version=version,
            proposer=make_proposer(body.get("proposer")),
            mode=parse_mode(body.get("mode")),
        )
        status = 201 if report.mode == GenieMode.ON else 200
        return Response(report.as_json(), status=status)


class VersionDryRunView(ContractView):
    @extend_schema(
        operation_id="rubric_versions_dry_run",
        summary="Measure an evidence bundle against a version's checks; nothing is stored",
        description="The reference evaluator (rubric/evaluation.py) on the version's items: per "
        "item supported | unsupported | unknown | conflicting | not_evaluated with its reason, "
        "basis and citation, and a summary. Missing evidence is unknown, never unsupported. "
        "Nothing is stored and nothing of the evidence is logged. Any valid grant that lets you "
        "read the version; 422 `evidence_bundle_invalid` lists the problems (the first 100, "
        "then `too_many_problems`), or says the bundle holds over 10,000 observations "
        "(`too_many_observations`).",
        tags=READ,
        request=DryRunSerializer,
        responses={200: DryRunResultSerializer},
        extensions=error_statuses(422),
    )
    def post(self, request: Request, version_id: uuid.UUID) -> Response:
        subject = acting_subject(request)
        version = readable_version(subject, version_id)
        body = parsed(DryRunSerializer, request.data)
        on = body.get("on") or tenant_today(subject.tenant)
        items = [ItemDescriptor.from_item(item) for item in load_items(version).items.all()]
        return Response(evaluate(items, body["evidence"], on=on).as_dict())
