"""The naive peer: the effective read as a typical DRF project would first write it.

``ModelSerializer``s over the same version and item fields (nested, field by field), DRF's stock
``TokenAuthentication`` (a plain token row per user, ``Authorization: Token …``), and the same
rules: the subject of the token's user, its tenant's context (row-level security needs it), a
valid reader grant on the rubric, the version in force on the date. Defined only here; served at
``/peer/v1/rubrics/{id}/effective/`` by the bench's settings.
"""

from __future__ import annotations

import datetime as dt
import uuid
import zoneinfo

from django.db.models import Q
from django.utils import timezone
from rest_framework import exceptions, serializers
from rest_framework.authentication import TokenAuthentication
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from cyberos_eval.tenancy import tenant_context
from governance.models import Grant
from governance.selectors import subject_for_user
from rubric.models import Rubric, RubricGrantPermission, RubricItem, RubricVersion


class PeerItemSerializer(serializers.ModelSerializer):
    document_version = serializers.IntegerField(
        source="cited_document.version_no", allow_null=True, read_only=True
    )
    document_sha256 = serializers.CharField(
        source="cited_document.sha256", allow_null=True, read_only=True
    )

    class Meta:
        model = RubricItem
        fields = [
            "id",
            "rubric_version",
            "lineage_id",
            "position",
            "source_doc",
            "clause_ref",
            "source_quote_vi",
            "source_quote_en",
            "document_version",
            "document_sha256",
            "item_kind",
            "obligation_kind",
            "check_type",
            "check_params",
            "weight",
            "title_vi",
            "title_en",
            "description_vi",
            "description_en",
            "authored_by",
            "genie_confidence",
            "needs_clause_ref",
            "created_by_subject",
            "edited_by_subject",
            "accepted_by_subject",
            "accepted_at",
            "machine_edited_by_subject",
            "needs_acceptance",
            "created_at",
            "updated_at",
        ]


class PeerVersionSerializer(serializers.ModelSerializer):
    status = serializers.SerializerMethodField()
    status_on = serializers.SerializerMethodField()
    items = serializers.SerializerMethodField()

    class Meta:
        model = RubricVersion
        fields = [
            "id",
            "rubric",
            "version_no",
            "state",
            "status",
            "status_on",
            "effective_from",
            "effective_to",
            "revised_from",
            "created_by_subject",
            "created_at",
            "approver_subject",
            "approved_at",
            "published_by_subject",
            "published_at",
            "content_hash",
            "withdrawn_by_subject",
            "withdrawn_at",
            "withdrawal_reason",
            "items",
        ]

    def get_status(self, version: RubricVersion) -> str | None:
        today: dt.date = self.context["today"]
        if version.effective_from is None:
            return None
        if today < version.effective_from:
            return "scheduled"
        if version.effective_to is not None and today >= version.effective_to:
            return "ended"
        return "in_force"

    def get_status_on(self, version: RubricVersion) -> str:
        return self.context["today"].isoformat()

    def get_items(self, version: RubricVersion) -> list:
        items = (
            RubricItem.objects.filter(rubric_version=version)
            .select_related("cited_document")
            .order_by("position", "created_at")
        )
        return list(PeerItemSerializer(items, many=True).data)


class PeerEffectiveView(APIView):
    authentication_classes = [TokenAuthentication]
    permission_classes = [IsAuthenticated]

    def get(self, request: Request, rubric_id: uuid.UUID) -> Response:
        subject = subject_for_user(request.user)
        if subject is None:
            raise exceptions.PermissionDenied()
        with tenant_context(subject.tenant_id):
            rubric = Rubric.objects.select_related("tenant").filter(pk=rubric_id).first()
            if rubric is None:
                raise exceptions.NotFound()
            now = timezone.now()
            granted = (
                Grant.objects.filter(
                    Q(valid_until__isnull=True) | Q(valid_until__gt=now),
                    subject=subject,
                    role__in=["rubric_reader", "rubric_admin"],
                    revoked_at__isnull=True,
                    valid_from__lte=now,
                )
                .filter(
                    Q(scope="tenant")
                    | Q(
                        pk__in=RubricGrantPermission.objects.filter(content_object=rubric).values(
                            "grant_id"
                        )
                    )
                )
                .exists()
            )
            if not granted:
                raise exceptions.PermissionDenied()
            today = now.astimezone(zoneinfo.ZoneInfo(rubric.tenant.timezone)).date()
            raw_at = request.query_params.get("at")
            try:
                at = dt.date.fromisoformat(raw_at) if raw_at else today
            except ValueError as exc:
                raise exceptions.ValidationError({"at": "YYYY-MM-DD"}) from exc
            version = (
                RubricVersion.objects.filter(
                    rubric=rubric, state__in=["published", "superseded"], effective_from__lte=at
                )
                .exclude(effective_to__lte=at)
                .order_by("-version_no")
                .first()
            )
            if version is None:
                raise exceptions.NotFound()
            data = {
                "at": at.isoformat(),
                "version": PeerVersionSerializer(version, context={"today": today}).data,
            }
        return Response(data)
