"""The signed documents in the admin: each version's clause tree, Vietnamese and English side by
side, with a cited clause's quoted words highlighted when opened from a rubric item."""

from __future__ import annotations

import uuid
from typing import Any

from django.contrib import admin
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.html import format_html
from django.utils.translation import gettext_lazy

from ..documents.references import read_reference
from ..models import RubricItem, SignedDocument
from ..presentation import highlighted, import_problems_shown
from ..selectors import can_see_version
from .access import GrantGuardedAdmin, holds_any_grant, subject_of


@admin.register(SignedDocument)
class SignedDocumentAdmin(GrantGuardedAdmin, admin.ModelAdmin):
    list_display = (
        "kind",
        "version_label",
        "signed_on",
        "layout",
        "clause_count",
        "problems",
        "sha",
    )
    list_filter = ("kind",)
    ordering = ("kind", "-version_no")

    def get_queryset(self, request: HttpRequest) -> QuerySet[SignedDocument]:
        # Tenant-wide documents (RLS scopes them to the tenant); anyone holding a grant may read
        # the text their rubric cites.
        return SignedDocument.objects.all()

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return holds_any_grant(request)

    @admin.display(description=gettext_lazy("version"), ordering="version_no")
    def version_label(self, document: SignedDocument) -> str:
        return f"v{document.version_no}"

    @admin.display(description=gettext_lazy("alignment problems"))
    def problems(self, document: SignedDocument) -> int:
        return len(document.import_problems)

    @admin.display(description="SHA-256")
    def sha(self, document: SignedDocument) -> str:
        return format_html('<code title="{}">{}…</code>', document.sha256, document.sha256[:12])

    def change_view(
        self, request: HttpRequest, object_id: str, form_url: str = "", extra_context: Any = None
    ) -> HttpResponse:
        if not holds_any_grant(request):
            raise PermissionDenied("rubric_access_denied")
        document = self._document(object_id)
        item = self._item(request, request.GET.get("item"))
        if item is not None and item.source_doc != document.kind:
            item = None  # an item citing another document has nothing to highlight here
        focus = request.GET.get("ref") or (item.clause_ref if item else "")
        quote_vi = item.source_quote_vi if item else None
        quote_en = item.source_quote_en if item else None
        clauses = list(document.clauses.order_by("position"))
        if focus and all(clause.ref != focus for clause in clauses):
            focus = read_reference(focus) or focus  # "Điều 4.2", as people write it
        depth: dict[Any, int] = {}
        rows = []
        for clause in clauses:
            depth[clause.pk] = depth.get(clause.parent_id, -1) + 1 if clause.parent_id else 0
            focused = bool(focus) and clause.ref == focus
            in_scope = focused or (
                bool(focus) and clause.ref.startswith((f"{focus}.", f"{focus}("))
            )
            rows.append(
                {
                    "clause": clause,
                    "depth": depth[clause.pk],
                    "focused": focused,
                    "text_vi": highlighted(clause.text_vi or "", quote_vi if in_scope else None),
                    "text_en": highlighted(clause.text_en or "", quote_en if in_scope else None),
                }
            )
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": f"{document.title_vi} — v{document.version_no}",
            "document": document,
            "problems": import_problems_shown(document.import_problems),
            "files": list(document.files.only("language", "filename", "sha256", "size")),
            "rows": rows,
            "focus": focus,
            "item": item,
            "versions": SignedDocument.objects.filter(kind=document.kind).order_by("-version_no"),
        }
        return render(request, "admin/rubric/signed_document.html", context)

    def _document(self, object_id: str) -> SignedDocument:
        try:
            document = SignedDocument.objects.filter(pk=uuid.UUID(object_id)).first()
        except ValueError as exc:
            raise Http404 from exc
        if document is None:
            raise Http404
        return document

    def _item(self, request: HttpRequest, item_id: str | None) -> RubricItem | None:
        """The item whose quote to highlight — only one the person may see."""
        if not item_id:
            return None
        try:
            pk = uuid.UUID(item_id)
        except ValueError:
            return None
        item = RubricItem.objects.select_related("rubric_version__rubric").filter(pk=pk).first()
        if item is None or not can_see_version(subject_of(request), item.rubric_version):
            return None
        return item
