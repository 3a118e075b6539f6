from __future__ import annotations

import uuid
from typing import Any

from django.contrib import admin
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import URLPattern, path
from django.utils.translation import gettext as _

from governance.access import has_access
from governance.models import Role, Subject
from rubric.integrity import verify_published_content
from rubric.models import Rubric

from . import chain
from .models import AuditEntry


@admin.register(AuditEntry)
class AuditEntryAdmin(admin.ModelAdmin):
    """The audit log, read-only, for tenant-wide rubric administrators."""

    list_display = ("seq", "created_at", "kind", "actor_subject_id", "short_hash")
    list_filter = ("kind", "actor_subject_id")
    search_fields = ("kind", "actor_subject_id", "payload__rubric_id", "payload__grant_id")
    ordering = ("-seq",)
    readonly_fields = [f.name for f in AuditEntry._meta.fields]

    @admin.display(description="hash")
    def short_hash(self, entry: AuditEntry) -> str:
        return entry.hash[:12]

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
            "rows": [
                (entry, actors.get(entry.actor_subject_id) if entry.actor_subject_id else None)
                for entry in entries_list
            ],
            "chain": chain_state,
            "findings": findings,
        }
        return render(request, "admin/audit/rubric_history.html", context)
