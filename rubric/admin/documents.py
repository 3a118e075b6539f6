"""The signed documents in the admin: each version's clause tree, Vietnamese and English side by
side, with a cited clause's quoted words highlighted when opened from a rubric item."""

from __future__ import annotations

import tempfile
import uuid
from pathlib import Path
from typing import Any

from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.core.files.uploadedfile import UploadedFile
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import URLPattern, path, reverse
from django.utils.html import format_html
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from cyberos_eval.errors import DomainError
from governance.models import Role

from ..documents.references import read_reference
from ..documents.selectors import latest_documents
from ..models import RubricItem, SignedDocument, SignedDocumentWithdrawal
from ..presentation import amended_how, highlighted, import_problems_shown
from ..selectors import can_see_version
from ..services.documents import (
    DocumentImport,
    DocumentWithdrawal,
    import_signed_document,
    withdraw_signed_document,
)
from .access import (
    GrantGuardedAdmin,
    actor_of,
    can,
    holds_any_grant,
    problem_messages,
    require,
    subject_of,
)
from .forms import ReasonForm, SignedDocumentImportForm


@admin.register(SignedDocument)
class SignedDocumentAdmin(GrantGuardedAdmin, admin.ModelAdmin):
    list_display = (
        "kind",
        "version_label",
        "withdrawn",
        "signed_on",
        "contract_number",
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
        return SignedDocument.objects.select_related("withdrawal")

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return holds_any_grant(request)

    def has_add_permission(self, request: HttpRequest, *args: Any) -> bool:
        return can(request, Role.RUBRIC_ADMIN)

    def add_view(
        self, request: HttpRequest, form_url: str = "", extra_context: Any = None
    ) -> HttpResponse:
        """Import a signed document, or an amendment of one, from files uploaded here — as the
        ``import_signed_document`` command does — and say what it did to the drafts citing it."""
        require(request, Role.RUBRIC_ADMIN)
        form = SignedDocumentImportForm(request.POST or None, request.FILES or None)
        if request.method == "POST" and form.is_valid():
            data = form.cleaned_data
            try:
                with tempfile.TemporaryDirectory(prefix="signed-") as directory:
                    file_en = data["file_en"]
                    result = import_signed_document(
                        actor=actor_of(request),
                        tenant=request.subject.tenant,  # type: ignore[attr-defined]
                        kind=data["kind"],
                        signed_on=data["signed_on"],
                        file=_saved(data["file"], Path(directory) / "file"),
                        file_en=_saved(file_en, Path(directory) / "file_en") if file_en else None,
                        kind_confirmed=data["kind_confirmed"],
                        whole_text_confirmed=data["whole_text_confirmed"],
                    )
            except DomainError as error:
                for line in problem_messages(error):
                    form.add_error(None, line)
            except OSError as error:  # the upload could not be written where it is read from
                form.add_error(None, _("The file could not be saved to be read: %s") % error)
            else:
                for level, text in import_summary(result):
                    messages.add_message(request, level, text)
                return HttpResponseRedirect(
                    reverse("admin:rubric_signeddocument_change", args=[result.document.pk])
                )
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": _("Import a signed document"),
            "form": form,
        }
        return render(request, "admin/rubric/document_import_form.html", context)

    def get_urls(self) -> list[URLPattern]:
        own = [
            path(
                "<str:object_id>/withdraw/",
                self.admin_site.admin_view(self.withdraw_view),
                name="rubric_signeddocument_withdraw",
            )
        ]
        return own + super().get_urls()

    def withdraw_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        """Withdraw this import as a mistake, with a reason (``withdraw_signed_document``)."""
        require(request, Role.RUBRIC_ADMIN)
        document = self._document(object_id)
        if request.method == "GET" and not _in_force(document):
            # withdrawn already, or a later version came after it: no form the service refuses
            messages.warning(
                request,
                _("Only the latest version not withdrawn is withdrawn; this one is not it."),
            )
            return HttpResponseRedirect(
                reverse("admin:rubric_signeddocument_change", args=[document.pk])
            )
        form = ReasonForm(request.POST or None)
        if request.method == "POST" and form.is_valid():
            try:
                result = withdraw_signed_document(
                    actor=actor_of(request), document=document, reason=form.cleaned_data["reason"]
                )
            except DomainError as error:
                for line in problem_messages(error):
                    form.add_error(None, line)
            else:
                for level, text in withdrawal_summary(result):
                    messages.add_message(request, level, text)
                shown = result.restored or result.document
                return HttpResponseRedirect(
                    reverse("admin:rubric_signeddocument_change", args=[shown.pk])
                )
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": _("Withdraw this import"),
            "document": document,
            "form": form,
        }
        return render(request, "admin/rubric/document_withdraw_form.html", context)

    @admin.display(description=gettext_lazy("version"), ordering="version_no")
    def version_label(self, document: SignedDocument) -> str:
        return f"v{document.version_no}"

    @admin.display(description=gettext_lazy("withdrawn"), boolean=True)
    def withdrawn(self, document: SignedDocument) -> bool:
        return hasattr(document, "withdrawal")

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
        changed: dict[str, str] = {}
        for change in (document.amendment or {}).get("changes", []):
            how = amended_how(change)  # a clause changed twice says both
            ref = change["clause_ref"]
            changed[ref] = f"{changed[ref]}; {how}" if ref in changed else how
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
                    "amended": changed.get(clause.ref, ""),
                }
            )
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": f"{document.title_vi} — v{document.version_no}",
            "document": document,
            "problems": import_problems_shown(document.import_problems),
            "amendment": _amendment_shown(document.amendment, {clause.ref for clause in clauses}),
            "files": list(document.files.only("language", "filename", "sha256", "size")),
            "rows": rows,
            "focus": focus,
            "item": item,
            "versions": SignedDocument.objects.filter(kind=document.kind)
            .select_related("withdrawal")
            .order_by("-version_no"),
            "withdrawal": SignedDocumentWithdrawal.objects.filter(document=document)
            .select_related("withdrawn_by_subject")
            .first(),
            "withdrawable": can(request, Role.RUBRIC_ADMIN) and _in_force(document),
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


def _in_force(document: SignedDocument) -> bool:
    """The version citations are checked against: the only one a withdrawal is offered for."""
    return latest_documents([document.kind]).get(document.kind) == document


def _saved(upload: UploadedFile, directory: Path) -> Path:
    """An uploaded file on disk under its own name, in ``directory`` (the parser reads the
    format from the suffix, and messages name the file) — its stem cut to what a file system
    takes (a name's bytes, not its characters: Vietnamese letters take two or three)."""
    directory.mkdir()
    name = Path(upload.name or "").name
    suffix = Path(name).suffix[:_LONGEST_SUFFIX] if name not in ("", ".", "..") else ""
    stem = name[: len(name) - len(Path(name).suffix)] if suffix else name
    stem = stem.encode()[:_LONGEST_STEM_BYTES].decode(errors="ignore").strip() or "document"
    if stem in (".", ".."):
        stem = "document"
    path = directory / (stem + suffix)
    with path.open("wb") as out:
        for chunk in upload.chunks():
            out.write(chunk)
    return path


def _amendment_shown(amendment: dict[str, Any], present: set[str]) -> dict[str, Any]:
    """A change-only appendix applied to the version before: its titles and every change,
    each linked to its clause's row unless it was repealed (no row)."""
    if not amendment:
        return {}
    return {
        **amendment,
        "changes": [
            {
                "clause_ref": change["clause_ref"],
                "how": amended_how(change),
                "linked": change["clause_ref"] in present,
            }
            for change in amendment["changes"]
        ],
    }


_LONGEST_SUFFIX = 10
_LONGEST_STEM_BYTES = 180


def import_summary(result: DocumentImport) -> list[tuple[int, str]]:
    """What an import did, as the admin's messages say it: the version stored, then what it
    changed in the drafts citing the document and what is left for a person."""
    document = result.document
    lines = [
        (
            messages.SUCCESS,
            _("Imported %(title)s v%(version)s: %(clauses)s clauses.")
            % {
                "title": document.title_vi or document.get_kind_display(),
                "version": document.version_no,
                "clauses": document.clause_count,
            },
        )
    ]
    if result.problems:
        lines.append(
            (
                messages.WARNING,
                _("%(count)s alignment problem(s): see the list below.")
                % {"count": len(result.problems)},
            )
        )
    if result.amendment:
        lines.append(
            (
                messages.INFO,
                _(
                    "The appendix was applied to v%(version)s: %(count)s change(s), listed "
                    "below; every other clause reads as in v%(version)s."
                )
                % {
                    "version": result.amendment["amends_version"],
                    "count": len(result.amendment["changes"]),
                },
            )
        )
    return lines + review_summary(result)


def withdrawal_summary(result: DocumentWithdrawal) -> list[tuple[int, str]]:
    """What withdrawing an import did, as the admin's messages say it."""
    document, restored = result.document, result.restored
    title = document.title_vi or document.get_kind_display()
    headline = (
        _(
            "Withdrew %(title)s v%(version)s: v%(restored)s is again the text citations are "
            "checked against."
        )
        % {"title": title, "version": document.version_no, "restored": restored.version_no}
        if restored is not None
        else _("Withdrew %(title)s v%(version)s: no version of it is left.")
        % {"title": title, "version": document.version_no}
    )
    lifted = [
        (
            messages.INFO,
            _("“%(item)s” cites %(ref)s as checked before the withdrawn import: no longer flagged.")
            % {"item": item.title_vi, "ref": item.clause_ref},
        )
        for item in result.lifted_items
    ]
    return [(messages.SUCCESS, headline), *lifted, *review_summary(result)]


def review_summary(result: DocumentImport) -> list[tuple[int, str]]:
    """What an import, or a withdrawn one, did to the drafts citing the document."""
    lines: list[tuple[int, str]] = []
    if result.repinned_items:
        lines.append(
            (
                messages.INFO,
                _("%(count)s draft item(s) still supported by this text: now cite it.")
                % {"count": result.repinned_items},
            )
        )
    titles = dict(
        RubricItem.objects.filter(
            pk__in=[moved["rubric_item_id"] for moved in result.renumbered_items]
        ).values_list("pk", "title_vi")
    )
    for moved in result.renumbered_items:
        lines.append(
            (
                messages.INFO,
                _("“%(item)s” now cites %(to)s (was %(from)s): its clause was only renumbered.")
                % {
                    "item": titles.get(uuid.UUID(moved["rubric_item_id"]), moved["rubric_item_id"]),
                    "to": moved["to"],
                    "from": moved["from"],
                },
            )
        )
    for item in result.stale_items:
        lines.append(
            (
                messages.WARNING,
                _("“%(item)s” cites %(ref)s, which this text no longer supports: review it.")
                % {"item": item.title_vi, "ref": item.clause_ref},
            )
        )
    for item in result.still_stale_items:
        lines.append(
            (
                messages.WARNING,
                _(
                    "“%(item)s” cites %(ref)s, flagged by an earlier amendment and not reviewed "
                    "since: review it against this text."
                )
                % {"item": item.title_vi, "ref": item.clause_ref},
            )
        )
    for version in result.approved_versions:
        lines.append(
            (
                messages.WARNING,
                _(
                    "%(rubric)s v%(version)s is approved, not yet published, and cites this "
                    "document: revert it to draft to re-check its citations before publishing."
                )
                % {"rubric": version.rubric.name, "version": version.version_no},
            )
        )
    return lines
