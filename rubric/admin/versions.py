"""The version workbench: review a version on one page, edit its draft items, approve,
publish, revise, compare and print. Each action parses input and calls one service."""

from __future__ import annotations

import functools
import json
import uuid
import zoneinfo
from collections.abc import Callable
from typing import Any

from django.contrib import admin, messages
from django.contrib.admin.options import IncorrectLookupParameters
from django.core.exceptions import PermissionDenied, ValidationError
from django.db.models import Count, QuerySet
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import NoReverseMatch, URLPattern, path, reverse
from django.utils import formats, timezone
from django.utils.html import format_html
from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext
from django.views.decorators.http import require_POST

from cyberos_eval.errors import DomainError, Problem
from governance.models import Role

from .. import services
from ..consistency import check_hints
from ..diff import FieldChange, diff_items
from ..documents.selectors import latest_documents, needs_citation_review
from ..genie.proposers import make_proposer
from ..genie.service import GenieMode, Outcome, draft_from_documents
from ..models import (
    AuthoredBy,
    ItemKind,
    RubricItem,
    RubricVersion,
    SourceDoc,
    VersionState,
    VersionStatus,
)
from ..presentation import describe_check, item_labels, item_numbers, review_status
from ..selectors import (
    can_see_version,
    current_published,
    dismissed_proposal_count,
    in_force_today,
    other_open_versions,
    readable_rubrics,
    tenant_today,
    version_status,
    visible_versions,
)
from ..services.lifecycle import approval_problems
from ..transitions import EDITABLE
from ..validation import item_as_fields, item_snapshot
from .access import (
    GrantGuardedAdmin,
    actor_of,
    can,
    field_label,
    problem_line,
    problem_messages,
    require,
    subject_of,
    with_code,
)
from .forms import ItemForm, PublishForm, ReasonForm

# Published, and not withdrawn before it took effect: publishing it again is no step to offer.
PUBLISHED_ONCE = (VersionState.PUBLISHED, VersionState.SUPERSEDED)

ITEM_FILTERS = {
    "kind": "item_kind",
    "doc": "source_doc",
    "provenance": "authored_by",
}


def shown(problems: list[Problem], labels: dict[str, str]) -> list[dict[str, Any]]:
    """Problems as the review and publish pages list them: each with its line in the reader's
    language, naming its item by number and title."""
    return [{"problem": p, "line": problem_line(p, labels), "item_id": p.item_id} for p in problems]


def shown_change(change: FieldChange) -> dict[str, Any]:
    """A field's change as the comparison page shows it: the field by its label (the item
    form's; the model's verbose name otherwise), a choice by its label."""
    label = field_label(change.field)
    choices: dict[Any, Any] = {}
    if label == change.field:
        model_field = RubricItem._meta.get_field(change.field)
        label = str(getattr(model_field, "verbose_name", "") or change.field)
    if change.field in ("source_doc", "item_kind", "obligation_kind", "check_type"):
        choices = dict(getattr(RubricItem._meta.get_field(change.field), "choices", None) or [])
    if change.field == "needs_clause_ref":
        label = _("Needs a clause")

    def value(raw: Any) -> Any:
        if isinstance(raw, bool):
            return _("yes") if raw else _("no")
        return choices.get(raw, raw) if isinstance(raw, str) else raw

    return {
        "field": change.field,
        "label": label,
        "before": value(change.before),
        "after": value(change.after),
    }


class ItemGone(Exception):
    """The item a link names is not (or no longer) in its version — removed in another tab, say.
    Raised only after the version was loaded, i.e. for a person who may see that version."""

    def __init__(self, version: RubricVersion) -> None:
        super().__init__("rubric_item_not_found")
        self.version = version


def item_gone_message() -> Any:
    return with_code(
        _("This item no longer exists; perhaps it was removed in another tab."),
        "rubric_item_not_found",
    )


class VisibleRubricFilter(admin.SimpleListFilter):
    """Filter by rubric, offering only the rubrics the person may read."""

    title = gettext_lazy("rubric")
    parameter_name = "rubric"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        return [(str(r.pk), r.name) for r in readable_rubrics(subject_of(request))]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        if not self.value():
            return queryset
        try:
            return queryset.filter(rubric_id=self.value())
        except ValidationError as exc:
            # Not a UUID: the changelist answers as it does for any other wacky lookup (a
            # redirect to ?e=1), as Django's own field filters do.
            raise IncorrectLookupParameters(exc) from exc


@admin.register(RubricVersion)
class RubricVersionAdmin(GrantGuardedAdmin, admin.ModelAdmin):
    list_display = (
        "version_label",
        "rubric",
        "state_badge",
        "status_badge",
        "interval",
        "item_count",
    )
    list_filter = ("state", VisibleRubricFilter)
    list_select_related = ("rubric", "rubric__tenant")
    ordering = ("rubric__name", "-version_no")

    # --- lists -------------------------------------------------------------------------
    def get_queryset(self, request: HttpRequest) -> QuerySet[RubricVersion]:
        return (
            visible_versions(subject_of(request))
            .select_related("rubric", "rubric__tenant")
            .annotate(items_total=Count("items"))
        )

    def governed(self, obj: Any) -> Any:
        return obj.rubric

    @admin.display(description=gettext_lazy("version"), ordering="version_no")
    def version_label(self, version: RubricVersion) -> str:
        return f"v{version.version_no}"

    @admin.display(description=gettext_lazy("state"), ordering="state")
    def state_badge(self, version: RubricVersion) -> str:
        return format_html(
            '<span class="badge badge-{}">{}</span>', version.state, version.get_state_display()
        )

    @admin.display(description=gettext_lazy("status today"))
    def status_badge(self, version: RubricVersion) -> str:
        status = version_status(version, tenant_today(version.rubric.tenant))
        if status is None:
            return "—"
        return format_html('<span class="badge badge-{}">{}</span>', status.value, status.label)

    @admin.display(description=gettext_lazy("in force"))
    def interval(self, version: RubricVersion) -> str:
        if version.effective_from is None:
            return "—"
        return f"[{version.effective_from}, {version.effective_to or '…'})"

    @admin.display(description=gettext_lazy("items"))
    def item_count(self, version: RubricVersion) -> int:
        return getattr(version, "items_total", 0)

    # --- URLs --------------------------------------------------------------------------
    def get_urls(self) -> list[URLPattern]:
        def view(
            function: Callable[..., HttpResponse], *, post: bool = False
        ) -> Callable[..., HttpResponse]:
            @functools.wraps(function)
            def answering_stale_links(request: HttpRequest, *args: Any, **kwargs: Any) -> Any:
                try:
                    return function(request, *args, **kwargs)
                except ItemGone as gone:
                    # A page kept open while the item was removed: back to the version, saying
                    # so, instead of a bare 404 (the version is one the person may see).
                    messages.warning(request, item_gone_message())
                    return HttpResponseRedirect(self.review_url(gone.version))

            wrapped = require_POST(answering_stale_links) if post else answering_stale_links
            return self.admin_site.admin_view(wrapped)

        own = [
            path("<str:object_id>/items/add/", view(self.item_add_view), name="rubric_item_add"),
            path(
                "<str:object_id>/items/<str:item_id>/edit/",
                view(self.item_edit_view),
                name="rubric_item_edit",
            ),
            path(
                "<str:object_id>/items/<str:item_id>/delete/",
                view(self.item_delete_view, post=True),
                name="rubric_item_delete",
            ),
            path(
                "<str:object_id>/items/<str:item_id>/accept/",
                view(self.item_accept_view, post=True),
                name="rubric_item_accept",
            ),
            path(
                "<str:object_id>/items/<str:item_id>/recheck/",
                view(self.item_recheck_view, post=True),
                name="rubric_item_recheck",
            ),
            path(
                "<str:object_id>/items/<str:item_id>/cite/",
                view(self.item_cite_view, post=True),
                name="rubric_item_cite",
            ),
            path(
                "<str:object_id>/items/accept/",
                view(self.items_accept_view, post=True),
                name="rubric_items_accept",
            ),
            path(
                "<str:object_id>/approve/",
                view(self.approve_view, post=True),
                name="rubric_version_approve",
            ),
            path("<str:object_id>/revert/", view(self.revert_view), name="rubric_version_revert"),
            path(
                "<str:object_id>/publish/", view(self.publish_view), name="rubric_version_publish"
            ),
            path(
                "<str:object_id>/revise/",
                view(self.revise_view, post=True),
                name="rubric_version_revise",
            ),
            path(
                "<str:object_id>/withdraw/",
                view(self.withdraw_view),
                name="rubric_version_withdraw",
            ),
            path(
                "<str:object_id>/draft-from-documents/",
                view(self.draft_view, post=True),
                name="rubric_version_draft",
            ),
            path("<str:object_id>/diff/", view(self.diff_view), name="rubric_version_diff"),
            path("<str:object_id>/print/", view(self.print_view), name="rubric_version_print"),
        ]
        return own + super().get_urls()

    # --- loading -----------------------------------------------------------------------
    def load(
        self, request: HttpRequest, object_id: str, role: str = Role.RUBRIC_READER
    ) -> RubricVersion:
        """The version, or 404 (unknown, malformed or another tenant's id), or 403 (no grant)."""
        try:
            pk = uuid.UUID(object_id)
        except ValueError as exc:
            raise Http404 from exc
        version = (
            RubricVersion.objects.select_related(
                "rubric",
                "rubric__tenant",
                "approver_subject",
                "published_by_subject",
                "withdrawn_by_subject",
                "revised_from",
            )
            .filter(pk=pk)
            .first()
        )
        if version is None:
            raise Http404
        require(request, role, version.rubric)
        if not can_see_version(subject_of(request), version):
            raise PermissionDenied("rubric_access_denied")
        return version

    def load_item(self, request: HttpRequest, version: RubricVersion, item_id: str) -> RubricItem:
        """The version's item; 404 for a malformed id; ``ItemGone`` (back to the version's page
        with a message) when the version has no such item — the version was loaded first, so
        only a person who may see it learns that. Any id not in the version answers the same,
        whether it never existed, was removed, or belongs elsewhere: nothing leaks."""
        item = self.find_item(version, item_id)
        if item is None:
            raise ItemGone(version)
        return item

    def find_item(self, version: RubricVersion, item_id: str) -> RubricItem | None:
        try:
            pk = uuid.UUID(item_id)
        except ValueError as exc:
            raise Http404 from exc
        return version.items.filter(pk=pk).first()

    def review_url(self, version: RubricVersion, anchor: str = "") -> str:
        url = reverse("admin:rubric_rubricversion_change", args=[version.pk])
        return f"{url}#{anchor}" if anchor else url

    def item_labels(self, version: RubricVersion) -> dict[str, str]:
        """Item id → "number “title”", for messages that concern items."""
        return item_labels(version.items.order_by("position", "created_at"))

    def perform(
        self, request: HttpRequest, version: RubricVersion, action: Callable[[], Any], success: str
    ) -> HttpResponseRedirect:
        try:
            action()
        except DomainError as error:
            for line in problem_messages(error, self.item_labels(version)):
                messages.error(request, line)
        else:
            messages.success(request, success)
        return HttpResponseRedirect(self.review_url(version))

    # --- the review page ---------------------------------------------------------------
    def change_view(
        self, request: HttpRequest, object_id: str, form_url: str = "", extra_context: Any = None
    ) -> HttpResponse:
        version = self.load(request, object_id)
        all_items = list(
            version.items.select_related(
                "created_by_subject", "accepted_by_subject", "machine_edited_by_subject"
            ).order_by("position", "created_at")
        )
        items = [item for item in all_items if self._matches(item, request.GET)]
        is_admin = can(request, Role.RUBRIC_ADMIN, version.rubric)
        editable = is_admin and version.state in EDITABLE
        today = tenant_today(version.rubric.tenant)
        problems = (
            approval_problems(all_items)
            if version.state in (VersionState.DRAFT, VersionState.APPROVED)
            else []
        )
        numbers = item_numbers(all_items)
        labels = item_labels(all_items)
        shown_problems = shown(problems, labels)
        documents = latest_documents()
        rows = [
            {
                "item": item,
                "document_id": item.cited_document_id
                or getattr(documents.get(item.source_doc), "pk", None),
                # Checked against an earlier version of its document than the latest.
                "outdated": needs_citation_review(
                    item, getattr(documents.get(item.source_doc), "pk", None)
                ),
                "number": numbers[str(item.pk)],
                "check": describe_check(item.check_type, item.check_params),
                "review": review_status(item),
                "problems": [p for p in shown_problems if p["item_id"] == str(item.pk)],
                "hints": check_hints(item_as_fields(item)),
            }
            for item in items
        ]
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": f"{version.rubric.name} — v{version.version_no}",
            "version": version,
            "rows": rows,
            "total": len(all_items),
            "pending": sum(1 for item in all_items if review_status(item) == "pending"),
            "problems": shown_problems,
            "is_admin": is_admin,
            "editable": editable,
            "filters": self._filter_choices(request),
            "history_url": self._history_url(version),
            "today": today,
            "status": version_status(version, today),
            "in_force_today": in_force_today(version.rubric),
            "has_documents": bool(documents),
            # GENIE leaves these out when it drafts here (removed by people, this version or
            # an earlier one); only a draft is drafted into.
            "dismissed": dismissed_proposal_count(version) if editable else 0,
        }
        return render(request, "admin/rubric/version_review.html", context)

    def _matches(self, item: RubricItem, query: Any) -> bool:
        for param, field in ITEM_FILTERS.items():
            wanted = query.get(param)
            if wanted and getattr(item, field) != wanted:
                return False
        review = query.get("review")
        if review == "flagged":
            return bool(item.needs_clause_ref)
        return not review or review_status(item) == review

    def _filter_choices(self, request: HttpRequest) -> list[dict[str, Any]]:
        groups: list[tuple[str, str, list[tuple[str, Any]]]] = [
            ("kind", _("kind"), ItemKind.choices),
            ("doc", _("source document"), SourceDoc.choices),
            ("provenance", _("provenance"), AuthoredBy.choices),
            (
                "review",
                _("review"),
                [
                    ("pending", _("pending")),
                    ("accepted", _("accepted")),
                    ("human", _("human-authored")),
                    ("flagged", _("needs clause")),
                ],
            ),
        ]
        result = []
        for param, label, choices in groups:
            current = request.GET.get(param, "")
            options = []
            for value, text in [("", _("all")), *choices]:
                query = request.GET.copy()
                if value:
                    query[param] = value
                else:
                    query.pop(param, None)
                options.append(
                    {"text": text, "query": query.urlencode(), "selected": current == value}
                )
            result.append({"label": label, "options": options})
        return result

    def _history_url(self, version: RubricVersion) -> str | None:
        try:
            return (
                reverse("admin:audit_rubric_history", args=[version.rubric_id])
                + f"?version={version.pk}"
            )
        except NoReverseMatch:
            return None

    # --- items -------------------------------------------------------------------------
    def item_add_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        version = self.load(request, object_id, Role.RUBRIC_ADMIN)
        return self._item_form(request, version, None)

    def item_edit_view(self, request: HttpRequest, object_id: str, item_id: str) -> HttpResponse:
        version = self.load(request, object_id, Role.RUBRIC_ADMIN)
        return self._item_form(request, version, self.load_item(request, version, item_id))

    def _item_form(
        self, request: HttpRequest, version: RubricVersion, item: RubricItem | None
    ) -> HttpResponse:
        if version.state not in EDITABLE:
            messages.error(
                request, _("Only drafts change; start a revision (rubric_version_immutable).")
            )
            return HttpResponseRedirect(self.review_url(version))
        initial = _form_values(item) if item is not None else None
        form = ItemForm(request.POST or None, initial=initial)
        status = 200
        if request.method == "POST" and form.is_valid():
            try:
                if item is None:
                    saved = services.add_item(
                        actor=actor_of(request), version=version, data=form.service_data()
                    )
                else:
                    saved = services.update_item(
                        actor=actor_of(request),
                        item=item,
                        changes=form.service_data(),
                        opened_with=form.cleaned_data["opened_with"],
                    )
            except DomainError as error:
                form.show_error(error)
                if error.code == "rubric_item_changed" and item is not None:
                    current = self.load_item(request, version, str(item.pk))
                    form = _shown_again(form, current, error)
                    # the status the API answers for it: a client or a proxy log sees a
                    # conflict, not a page served as usual
                    status = 409
            else:
                messages.success(request, _("Item saved."))
                for hint in check_hints(item_as_fields(saved)):
                    messages.warning(request, with_code(capfirst(str(hint.detail)), hint.code))
                return HttpResponseRedirect(self.review_url(version, f"item-{saved.pk}"))
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": _("Edit item") if item else _("Add item"),
            "version": version,
            "item": item,
            "form": form,
        }
        return render(request, "admin/rubric/item_form.html", context, status=status)

    def item_delete_view(self, request: HttpRequest, object_id: str, item_id: str) -> HttpResponse:
        version = self.load(request, object_id, Role.RUBRIC_ADMIN)
        item = self.load_item(request, version, item_id)
        return self.perform(
            request,
            version,
            lambda: services.remove_item(actor=actor_of(request), item=item),
            _("Item removed."),
        )

    def item_accept_view(self, request: HttpRequest, object_id: str, item_id: str) -> HttpResponse:
        version = self.load(request, object_id, Role.RUBRIC_ADMIN)
        item = self.load_item(request, version, item_id)
        return self.perform(
            request,
            version,
            lambda: services.accept_item(actor=actor_of(request), item=item),
            _("Proposal accepted."),
        )

    def item_recheck_view(self, request: HttpRequest, object_id: str, item_id: str) -> HttpResponse:
        version = self.load(request, object_id, Role.RUBRIC_ADMIN)
        item = self.load_item(request, version, item_id)
        return self.perform(
            request,
            version,
            lambda: services.recheck_citation(actor=actor_of(request), item=item),
            _("Citation checked against the current text."),
        )

    def items_accept_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        """Bulk acceptance: each selected proposal is accepted (and audited) on its own."""
        version = self.load(request, object_id, Role.RUBRIC_ADMIN)
        if not request.POST.getlist("item"):
            # "Accept selected" with no box ticked: doing nothing without a word looked broken.
            messages.warning(
                request, _("Tick the proposals to accept, then press “Accept selected proposals”.")
            )
            return HttpResponseRedirect(self.review_url(version))
        # Every id is checked before anything is accepted: a malformed one changes nothing.
        found = [self.find_item(version, item_id) for item_id in request.POST.getlist("item")]
        items = [item for item in found if item is not None]
        if len(items) < len(found):
            # Ticked in a page kept open while another tab removed them: the rest is accepted,
            # as the service skips a proposal removed while it works.
            messages.warning(
                request,
                with_code(
                    ngettext(
                        "%(count)d ticked item no longer exists; perhaps it was removed in "
                        "another tab.",
                        "%(count)d ticked items no longer exist; perhaps they were removed in "
                        "another tab.",
                        len(found) - len(items),
                    )
                    % {"count": len(found) - len(items)},
                    "rubric_item_not_found",
                ),
            )
        labels = self.item_labels(version)
        try:
            result = services.accept_items(actor=actor_of(request), items=items)
        except DomainError as error:
            for line in problem_messages(error, labels):
                messages.error(request, line)
            return HttpResponseRedirect(self.review_url(version))
        for item, code in result.skipped:
            reasons = {
                "rubric_item_uncited": _(
                    "it has no real citation yet: cite its clause, then accept it"
                ),
                "rubric_item_not_found": _("it was removed meanwhile"),
            }
            reason = reasons.get(code, code)
            messages.warning(
                request,
                format_html(
                    "{}: {}",
                    labels.get(str(item.pk), item.title_vi),
                    _("skipped, %(reason)s") % {"reason": reason},
                ),
            )
        if result.accepted:
            messages.success(
                request, _("%(count)d proposals accepted.") % {"count": len(result.accepted)}
            )
        return HttpResponseRedirect(self.review_url(version))

    def item_cite_view(self, request: HttpRequest, object_id: str, item_id: str) -> HttpResponse:
        """Fill a missing clause_ref (and optionally the verbatim quotes) in place."""
        version = self.load(request, object_id, Role.RUBRIC_ADMIN)
        item = self.load_item(request, version, item_id)
        if not request.POST.get("clause_ref", "").strip():
            # Nothing to cite: saying "Clause cited." for an empty form would be a lie.
            messages.error(
                request,
                with_code(
                    _("Name the clause to cite, e.g. §4.2 or Khoản 2 Điều 4."),
                    "rubric_item_uncited",
                ),
            )
            return HttpResponseRedirect(self.review_url(version, f"item-{item.pk}"))
        changes = {"clause_ref": request.POST.get("clause_ref", "")}
        for field in ("source_quote_vi", "source_quote_en"):
            if request.POST.get(field, "").strip():
                changes[field] = request.POST[field]
        return self.perform(
            request,
            version,
            lambda: services.update_item(actor=actor_of(request), item=item, changes=changes),
            _("Clause cited."),
        )

    def draft_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        """GENIE proposes items from the signed documents (rules proposer, the configured mode);
        people review each proposal on the page this returns to."""
        version = self.load(request, object_id, Role.RUBRIC_ADMIN)
        try:
            report = draft_from_documents(
                actor=actor_of(request), version=version, proposer=make_proposer()
            )
        except DomainError as error:
            for line in problem_messages(error, self.item_labels(version)):
                messages.error(request, line)
            return HttpResponseRedirect(self.review_url(version))
        counts = {
            "proposed": report.count(Outcome.PROPOSED),
            "flagged": report.count(Outcome.NEEDS_CLAUSE_REF),
            "rejected": report.count(Outcome.REJECTED),
        }
        if report.mode == GenieMode.SHADOW:
            messages.info(
                request,
                _(
                    "Shadow mode: GENIE would propose %(proposed)d cited items and "
                    "%(flagged)d needing a citation (%(rejected)d rejected); nothing was stored."
                )
                % counts,
            )
        else:
            messages.success(
                request,
                _(
                    "GENIE proposed %(proposed)d cited items and %(flagged)d needing a "
                    "citation (%(rejected)d rejected). Review and accept each one."
                )
                % counts,
            )
        dismissed = report.count(Outcome.DISMISSED)
        if dismissed:
            messages.info(
                request,
                ngettext(
                    "%(count)d proposal a person removed before was not proposed again "
                    "(dismissed).",
                    "%(count)d proposals people removed before were not proposed again "
                    "(dismissed).",
                    dismissed,
                )
                % {"count": dismissed},
            )
        return HttpResponseRedirect(self.review_url(version))

    # --- lifecycle ---------------------------------------------------------------------
    def approve_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        version = self.load(request, object_id, Role.RUBRIC_ADMIN)
        return self.perform(
            request,
            version,
            lambda: services.approve_version(actor=actor_of(request), version=version),
            _("Version approved."),
        )

    def revise_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        version = self.load(request, object_id, Role.RUBRIC_ADMIN)
        try:
            draft = services.start_revision(actor=actor_of(request), version=version)
        except DomainError as error:
            for line in problem_messages(error, self.item_labels(version)):
                messages.error(request, line)
            return HttpResponseRedirect(self.review_url(version))
        messages.success(
            request,
            _("Draft v%(no)d started from v%(from)d.")
            % {"no": draft.version_no, "from": version.version_no},
        )
        for other in other_open_versions(draft):
            messages.warning(request, _parallel_work(other))
        return HttpResponseRedirect(self.review_url(draft))

    def revert_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        version = self.load(request, object_id, Role.RUBRIC_ADMIN)
        if request.method == "GET" and version.state != VersionState.APPROVED:
            return self._not_offered(
                request, version, _("Only an approved version reverts to draft.")
            )
        return self._reason_form(
            request,
            version,
            _("Revert to draft"),
            lambda reason: services.revert_to_draft(
                actor=actor_of(request), version=version, reason=reason
            ),
            _(
                "Version reverted to draft. Its citations were re-checked against the latest "
                "signed text: those whose clause changed are marked for review."
            ),
        )

    def withdraw_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        version = self.load(request, object_id, Role.RUBRIC_ADMIN)
        today = tenant_today(version.rubric.tenant)
        if request.method == "GET" and version_status(version, today) != VersionStatus.SCHEDULED:
            return self._not_offered(
                request, version, _("Only a version published to take effect later is withdrawn.")
            )
        return self._reason_form(
            request,
            version,
            _("Withdraw v%(no)d before it takes effect") % {"no": version.version_no},
            lambda reason: services.withdraw_scheduled_version(
                actor=actor_of(request), version=version, reason=reason
            ),
            _("Version withdrawn; the previous version applies again."),
        )

    def _not_offered(self, request: HttpRequest, version: RubricVersion, why: str) -> HttpResponse:
        """A lifecycle step's page opened where the version's state does not allow it (a link
        kept, a second tab): say so on the version's page instead of offering a form the service
        would refuse."""
        messages.warning(
            request,
            _("Version %(no)d is %(state)s. %(why)s")
            % {"no": version.version_no, "state": version.get_state_display(), "why": why},
        )
        return HttpResponseRedirect(self.review_url(version))

    def _already_published(self, request: HttpRequest, version: RubricVersion) -> HttpResponse:
        zone = zoneinfo.ZoneInfo(version.rubric.tenant.timezone)
        when = timezone.localtime(version.published_at or timezone.now(), zone)
        return self._not_offered(
            request,
            version,
            _(
                "It was published on %(published)s, in force from %(effective_from)s; "
                "nothing was changed."
            )
            % {
                "published": when.strftime("%Y-%m-%d %H:%M"),
                "effective_from": version.effective_from,
            },
        )

    def _reason_form(
        self,
        request: HttpRequest,
        version: RubricVersion,
        title: str,
        action: Callable[[str], Any],
        success: str,
    ) -> HttpResponse:
        """A lifecycle step that needs a reason: ask for it, then perform the step."""
        form = ReasonForm(request.POST or None)
        if request.method == "POST" and form.is_valid():
            reason = form.cleaned_data["reason"]
            return self.perform(request, version, lambda: action(reason), success)
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": title,
            "version": version,
            "form": form,
        }
        return render(request, "admin/rubric/reason_form.html", context)

    def publish_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        version = self.load(request, object_id, Role.RUBRIC_ADMIN)
        if version.state in PUBLISHED_ONCE:
            # Published already: a second POST (a double click, a tab kept open) had answered
            # with the publish form again; say when it was published, on the version's page.
            return self._already_published(request, version)
        if request.method == "GET" and version.state not in (
            VersionState.DRAFT,
            VersionState.APPROVED,
        ):
            return self._not_offered(
                request, version, _("Only a draft or an approved version is published.")
            )
        form = PublishForm(request.POST or None)
        error: DomainError | None = None
        if request.method == "POST" and form.is_valid():
            try:
                services.publish_version(
                    actor=actor_of(request),
                    version=version,
                    effective_from=form.cleaned_data["effective_from"],
                    reason=form.cleaned_data["reason"],
                )
            except DomainError as caught:
                error = caught
                published = self.load(request, object_id, Role.RUBRIC_ADMIN)
                if published.state in PUBLISHED_ONCE:  # by the other click, meanwhile
                    return self._already_published(request, published)
            else:
                messages.success(request, _("Version published."))
                return HttpResponseRedirect(self.review_url(version))
        items = list(version.items.order_by("position", "created_at"))
        labels = item_labels(items)
        current = current_published(version.rubric)
        today = tenant_today(version.rubric.tenant)
        # A revision of another version than the one it supersedes (two revisions started
        # from v2, v3 published first): what that one changed is not in this one.
        based_elsewhere = (
            current is not None
            and version.revised_from_id is not None
            and version.revised_from_id != current.pk
        )
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": _("Publish v%(no)d") % {"no": version.version_no},
            "version": version,
            "form": form,
            "error": error,
            "error_lines": problem_messages(error, labels) if error else [],
            "problems": shown(
                approval_problems(items) if version.state == VersionState.DRAFT else [], labels
            ),
            "current": current,
            "scheduled": current is not None
            and current.effective_from is not None
            and current.effective_from > today,
            "based_elsewhere": based_elsewhere,
            "parallel": [_parallel_work(other) for other in other_open_versions(version)],
            "today": today,
        }
        return render(request, "admin/rubric/publish_form.html", context)

    # --- reading -----------------------------------------------------------------------
    def diff_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        version = self.load(request, object_id)
        # ``?against=`` another version of the rubric (the publish page's link to the version a
        # revision supersedes, when it was revised from an earlier one)
        previous = _version_against(version, request.GET.get("against")) or (
            version.revised_from
            or RubricVersion.objects.filter(
                rubric=version.rubric, version_no__lt=version.version_no
            )
            .order_by("-version_no")
            .first()
        )
        if previous is not None and not can_see_version(subject_of(request), previous):
            previous = None
        diff = diff_items(previous.items.all() if previous else [], version.items.all())
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": _("Changes in v%(no)d") % {"no": version.version_no},
            "version": version,
            "previous": previous,
            "diff": diff,
            # Each changed field named as the item form labels it, in the reader's language.
            "changed": [
                (item, [shown_change(change) for change in changes])
                for item, changes in diff.changed
            ],
        }
        return render(request, "admin/rubric/version_diff.html", context)

    def print_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        version = self.load(request, object_id)
        items = list(version.items.order_by("position", "created_at"))
        rows = [
            {"item": item, "check": describe_check(item.check_type, item.check_params)}
            for item in items
        ]
        return render(
            request, "admin/rubric/version_print.html", {"version": version, "rows": rows}
        )


def _parallel_work(other: RubricVersion) -> str:
    base = other.revised_from.version_no if other.revised_from else None
    return (
        _(
            "v%(no)d is also being authored (%(state)s, revised from v%(base)d): what is changed "
            "in one is not in the other, and the one published last supersedes the other."
        )
        if base is not None
        else _(
            "v%(no)d is also being authored (%(state)s): what is changed in one is not in the "
            "other, and the one published last supersedes the other."
        )
    ) % {"no": other.version_no, "state": VersionState(other.state).label, "base": base}


def _version_against(version: RubricVersion, against: str | None) -> RubricVersion | None:
    """The version of the same rubric ``against`` names, or None (not an id, another rubric's)."""
    try:
        wanted = uuid.UUID(against or "")
    except ValueError:
        return None
    return (
        RubricVersion.objects.filter(rubric_id=version.rubric_id, pk=wanted)
        .exclude(pk=version.pk)
        .first()
    )


def _form_values(item: RubricItem) -> dict[str, Any]:
    values = {name: getattr(item, name) for name in ItemForm.base_fields if name != "opened_with"}
    values["check_params"] = json.dumps(item.check_params, ensure_ascii=False)
    values["weight"] = formats.localize_input(item.weight)  # 0,50 in Vietnamese
    # What the form shows: a change to anything else (its position) is no one's to undo here.
    shown = {k: v for k, v in item_snapshot(item).items() if k in ItemForm.base_fields}
    values["opened_with"] = json.dumps(shown, ensure_ascii=False)
    return values


def _shown_again(refused: ItemForm, item: RubricItem, error: DomainError) -> ItemForm:
    """The item as it is now, with the refusal's messages — why the form shows other values,
    and what changed: saving it again is a choice made seeing the other person's change, never
    a silent undoing of it."""
    current = ItemForm({k: "" if v is None else v for k, v in _form_values(item).items()})
    current.is_valid()
    current.add_error(None, with_code(error.detail, error.code))
    for name, errors in refused.errors.items():
        for problem in errors.as_data():
            current.add_error(name if name in current.fields else None, problem)
    return current
