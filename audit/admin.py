from __future__ import annotations

import uuid
from typing import Any

from django.contrib import admin
from django.contrib.admin.options import IncorrectLookupParameters
from django.core.exceptions import PermissionDenied
from django.db.models import OuterRef, QuerySet, Subquery
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import URLPattern, path
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from governance.access import has_access
from governance.models import Role, Subject
from rubric.integrity import verify_published_content
from rubric.models import Rubric, SourceDoc

from . import chain
from .models import AuditEntry
from .presentation import action_label, kind_label


class ActorFilter(admin.SimpleListFilter):
    """Filter by who acted, each person by name (the ``actor_subject_id`` filter had listed
    ids)."""

    title = gettext_lazy("actor")
    parameter_name = "actor_subject_id"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        acted = AuditEntry.objects.filter(actor_subject_id__isnull=False).values("actor_subject_id")
        return [
            (str(pk), f"{name} ({username})" if username != name else name)
            for pk, name, username in Subject.objects.filter(pk__in=acted)
            .order_by("display_name", "username")
            .values_list("pk", "display_name", "username")
        ]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        if not self.value():
            return queryset
        try:
            return queryset.filter(actor_subject_id=uuid.UUID(self.value() or ""))
        except ValueError as exc:
            raise IncorrectLookupParameters(exc) from exc


@admin.register(AuditEntry)
class AuditEntryAdmin(admin.ModelAdmin):
    """The audit log, read-only, for tenant-wide rubric administrators."""

    list_display = ("seq", "created_at", "event", "actor", "short_hash")
    list_filter = ("kind", ActorFilter)
    search_fields = ("kind", "actor_subject_id", "payload__rubric_id", "payload__grant_id")
    ordering = ("-seq",)
    # The row page: every stored column but the tenant (always the viewer's own), the
    # surrogate id (the sequence number names the row) and payload_canonical (the payload
    # again, as hashed: the same JSON, held so by a CHECK), each labelled in the person's
    # language.
    fields = readonly_fields = (
        "seq",
        "created_at",
        "event",
        "actor",
        "trace_id",
        "payload",
        "hash_version_shown",
        "prev_hash_shown",
        "hash_shown",
    )

    @admin.display(description=gettext_lazy("event"), ordering="kind")
    def event(self, entry: AuditEntry) -> SafeString:
        return format_html(
            '{} <small class="error-code">({})</small>', kind_label(entry.kind), entry.kind
        )

    def get_queryset(self, request: HttpRequest) -> QuerySet[AuditEntry]:
        # Who acted, by name: read for display only (the rows stay as written, append-only).
        subject = Subject.objects.filter(pk=OuterRef("actor_subject_id"))
        return (
            super()
            .get_queryset(request)
            .annotate(
                actor_name=Subquery(subject.values("display_name")[:1]),
                actor_username=Subquery(subject.values("username")[:1]),
            )
        )

    @admin.display(description=gettext_lazy("actor"), ordering="actor_name")
    def actor(self, entry: AuditEntry) -> str:
        if entry.actor_subject_id is None:
            return _("operator") if entry.payload.get("actor") == "operator" else "—"
        name = getattr(entry, "actor_name", None)
        if name is None:  # a subject this tenant no longer holds: its id is all there is
            return str(entry.actor_subject_id)
        username = getattr(entry, "actor_username", "")
        return f"{name} ({username})" if username and username != name else name

    @admin.display(description=gettext_lazy("hash"))
    def short_hash(self, entry: AuditEntry) -> str:
        return entry.hash[:12]

    @admin.display(description=gettext_lazy("hash format version"))
    def hash_version_shown(self, entry: AuditEntry) -> int:
        return entry.hash_version

    @admin.display(description=gettext_lazy("previous row's hash"))
    def prev_hash_shown(self, entry: AuditEntry) -> str:
        return entry.prev_hash

    @admin.display(description=gettext_lazy("hash"))
    def hash_shown(self, entry: AuditEntry) -> str:
        return entry.hash

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return has_access(getattr(request, "subject", None), Role.RUBRIC_ADMIN)

    def has_module_permission(self, request: HttpRequest) -> bool:
        return self.has_view_permission(request)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    # --- the history of one rubric -------------------------------------------------------
    def get_urls(self) -> list[URLPattern]:
        history = path(
            "rubric/<str:rubric_id>/",
            self.admin_site.admin_view(self.rubric_history_view),
            name="audit_rubric_history",
        )
        return [history, *super().get_urls()]

    def rubric_history_view(self, request: HttpRequest, rubric_id: str) -> HttpResponse:
        """Who drafted, edited, approved, published and superseded what, and whether the
        chain and the published content are intact."""
        try:
            rubric = Rubric.objects.filter(pk=uuid.UUID(rubric_id)).first()
        except ValueError as exc:
            raise Http404 from exc
        if rubric is None:
            raise Http404
        subject = getattr(request, "subject", None)
        if not has_access(subject, Role.RUBRIC_ADMIN, rubric):
            raise PermissionDenied("rubric_access_denied")
        entries = AuditEntry.objects.filter(payload__rubric_id=str(rubric.pk)).order_by("seq")
        if request.GET.get("version"):
            entries = entries.filter(payload__rubric_version_id=request.GET["version"])
        entries_list = list(entries)
        actors = dict(
            Subject.objects.filter(pk__in={e.actor_subject_id for e in entries_list}).values_list(
                "pk", "display_name"
            )
        )
        chain_state = chain.verify(rubric.tenant_id)
        findings = [f for f in verify_published_content(rubric.pk) if f.problem]
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": _("History of %(name)s") % {"name": rubric.name},
            "rubric": rubric,
            # Each entry with who did it and its kind, action and document as a person reads them.
            "rows": [
                (
                    entry,
                    {
                        "actor": actors.get(entry.actor_subject_id)
                        if entry.actor_subject_id
                        else None,
                        "kind": kind_label(entry.kind),
                        "action": action_label(entry.payload.get("action") or ""),
                        "source_doc": _source_doc_label(entry.payload.get("source_doc")),
                    },
                )
                for entry in entries_list
            ],
            "chain": chain_state,
            "findings": findings,
        }
        return render(request, "admin/audit/rubric_history.html", context)


def _source_doc_label(value: Any) -> str:
    return str(SourceDoc(value).label) if value in SourceDoc.values else str(value or "")
