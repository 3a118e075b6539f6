"""Write operations of the governance app (tenants and subjects)."""

from __future__ import annotations

import uuid
import zoneinfo

from django.contrib.auth import get_user_model
from django.db import transaction

from cyberos_eval.errors import validation_failed
from cyberos_eval.tenancy import tenant_context

from .models import DEFAULT_TIMEZONE, Subject, Tenant


def create_tenant(
    *, name: str, timezone: str = DEFAULT_TIMEZONE, language: str = Tenant.Language.VIETNAMESE
) -> Tenant:
    name = name.strip()
    if not name:
        raise validation_failed("tenant_name_required", "A tenant needs a name.", field="name")
    if timezone not in zoneinfo.available_timezones():
        raise validation_failed(
            "tenant_timezone_invalid", f"Unknown IANA timezone {timezone!r}.", field="timezone"
        )
    if language not in Tenant.Language.values:
        raise validation_failed(
            "tenant_language_invalid", f"Language must be one of {Tenant.Language.values}."
        )
    tenant_id = uuid.uuid4()
    # The new row must pass its own isolation policy: insert it acting for itself.
    with tenant_context(tenant_id):
        return Tenant.objects.create(id=tenant_id, name=name, timezone=timezone, language=language)


def create_subject(
    *,
    tenant: Tenant,
    username: str,
    kind: str,
    display_name: str = "",
    password: str | None = None,
) -> Subject:
    """Create a login and its subject. Humans get admin (staff) access; services never do."""
    if kind not in Subject.Kind.values:
        raise validation_failed(
            "subject_kind_invalid", f"Kind must be one of {Subject.Kind.values}."
        )
    username = username.strip()
    if not username:
        raise validation_failed("subject_username_required", "A username is required.")
    user_model = get_user_model()
    with tenant_context(tenant), transaction.atomic():
        if user_model.objects.filter(username=username).exists():
            raise validation_failed(
                "subject_username_taken", f"The username {username!r} is taken.", field="username"
            )
        user = user_model(username=username, is_staff=kind == Subject.Kind.HUMAN)
        if password and kind == Subject.Kind.HUMAN:
            user.set_password(password)
        else:
            user.set_unusable_password()
        user.save()
        return Subject.objects.create(
            tenant=tenant, user=user, kind=kind, display_name=display_name or username
        )
