from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from governance.access import has_access
from governance.models import Role

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
