"""The admin site: people only. Service accounts never sign in here, whatever their flags."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin
from django.contrib.admin.forms import AdminAuthenticationForm
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from governance.selectors import subject_for_user


class PeopleOnlyAuthenticationForm(AdminAuthenticationForm):
    error_messages = {
        **AdminAuthenticationForm.error_messages,
        "not_a_person": _("Service accounts cannot sign in to the admin; they use the API."),
    }

    def confirm_login_allowed(self, user: Any) -> None:
        super().confirm_login_allowed(user)
        subject = subject_for_user(user)
        if subject is None or not subject.is_human:
            raise forms.ValidationError(self.error_messages["not_a_person"], code="not_a_person")


class EvalAdminSite(admin.AdminSite):
    site_header = _("cyberos-eval — evaluation rubrics")
    site_title = "cyberos-eval"
    index_title = _("Rubric workbench")
    # No "View site" link: this project serves no site at "/" (the admin and the API are all
    # there is), and the link led people to a 404.
    site_url = None
    login_form = PeopleOnlyAuthenticationForm

    def has_permission(self, request: HttpRequest) -> bool:
        subject = getattr(request, "subject", None)
        return bool(super().has_permission(request) and subject is not None and subject.is_human)
