from __future__ import annotations

import datetime as dt
from typing import Any

from django.contrib import admin, messages
from django.db.models import Prefetch, QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.html import format_html_join
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from cyberos_eval.errors import DomainError
from governance.models import Role

from ..models import Rubric, RubricVersion
from ..selectors import (
    in_force_today,
    readable_rubrics,
    tenant_today,
    version_status,
    visible_versions,
)
from ..services import create_rubric
from .access import GrantGuardedAdmin, actor_of, can, problem_messages, require, subject_of
from .forms import RubricForm


def _status_suffix(version: RubricVersion, today: dt.date) -> str:
    status = version_status(version, today)
    return f" · {status.label}" if status is not None else ""


@admin.register(Rubric)
class RubricAdmin(GrantGuardedAdmin, admin.ModelAdmin):
    search_fields = ("name",)

    def get_queryset(self, request: HttpRequest) -> QuerySet[Rubric]:
        return (
            readable_rubrics(subject_of(request))
            .select_related("tenant")
            .prefetch_related(
                Prefetch(
                    "versions",
                    queryset=visible_versions(subject_of(request)).order_by("version_no"),
                    to_attr="visible_versions",
                )
            )
        )

    def has_add_permission(self, request: HttpRequest, *args: Any) -> bool:
        return can(request, Role.RUBRIC_ADMIN)  # a new rubric needs a tenant-wide grant

    def get_list_display(self, request: HttpRequest) -> Any:
        @admin.display(description=gettext_lazy("versions"))
        def versions(rubric: Rubric) -> str:
            today = tenant_today(rubric.tenant)
            links = format_html_join(
                " ",
                '<a class="badge badge-{}" href="{}">v{} · {}{}</a>',
                (
                    (
                        v.state,
                        reverse("admin:rubric_rubricversion_change", args=[v.pk]),
                        v.version_no,
                        v.get_state_display(),
                        _status_suffix(v, today),
                    )
                    for v in rubric.visible_versions  # type: ignore[attr-defined]
                ),
            )
            return links or "—"

        return ("name", versions, "created_at")

    def change_view(
        self, request: HttpRequest, object_id: str, form_url: str = "", extra_context: Any = None
    ) -> HttpResponse:
        rubric = self.get_object(request, object_id)
        if rubric is None:
            return super().change_view(request, object_id, form_url, extra_context)  # 404 page
        require(request, Role.RUBRIC_READER, rubric)
        # The landing page is the version in force today; else the newest one the person sees.
        version = in_force_today(rubric) or (
            visible_versions(subject_of(request))
            .filter(rubric=rubric)
            .order_by("-version_no")
            .first()
        )
        if version is None:
            return HttpResponseRedirect(reverse("admin:rubric_rubric_changelist"))
        return HttpResponseRedirect(reverse("admin:rubric_rubricversion_change", args=[version.pk]))

    def add_view(
        self, request: HttpRequest, form_url: str = "", extra_context: Any = None
    ) -> HttpResponse:
        require(request, Role.RUBRIC_ADMIN)
        form = RubricForm(request.POST or None)
        if request.method == "POST" and form.is_valid():
            try:
                version = create_rubric(
                    actor=actor_of(request),
                    tenant=request.subject.tenant,  # type: ignore[attr-defined]
                    name=form.cleaned_data["name"],
                )
            except DomainError as error:
                for line in problem_messages(error):
                    form.add_error("name", line)
            else:
                messages.success(request, _("Rubric created with an empty draft v1."))
                return HttpResponseRedirect(
                    reverse("admin:rubric_rubricversion_change", args=[version.pk])
                )
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": _("New rubric"),
            "form": form,
        }
        return render(request, "admin/rubric/rubric_form.html", context)
