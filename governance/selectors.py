from __future__ import annotations

import uuid
from typing import Any

from django.contrib.auth import get_user_model
from django.db import transaction

from cyberos_eval.tenancy import set_database_setting, tenant_context

from .models import ApiToken, Subject, Tenant
from .services import hash_api_secret


def subject_for_user(user: Any) -> Subject | None:
    """The subject a signed-in user acts as, found before any tenant is known.

    Row-level security lets a transaction read the subject row of ``app.user_id`` only; the
    setting is cleared again before the transaction goes on.
    """
    if user is None or not user.is_authenticated:
        return None
    with transaction.atomic():
        set_database_setting("app.user_id", str(user.pk))
        subject = Subject.objects.filter(user_id=user.pk).first()
        set_database_setting("app.user_id", "")
    return subject


def subject_for_username(username: str) -> Subject | None:
    """The subject of a login name, found before any tenant is known (None if no such person).

    Logins are not tenant-scoped; the subject row is then read as for a signed-in user.
    """
    user = get_user_model().objects.filter(username=username).first()
    return subject_for_user(user) if user is not None else None


def subject_for_api_secret(secret: str) -> Subject | None:
    """The subject holding the unrevoked API token whose secret this is, found before any tenant
    is known; None for an unknown or revoked token, or a deactivated login.

    Row-level security lets a transaction read the token row whose hash it presents
    (``app.api_key_hash``); the setting is cleared again before the transaction goes on. The
    subject is then read inside the token's own tenant.
    """
    key_hash = hash_api_secret(secret)
    with transaction.atomic():
        set_database_setting("app.api_key_hash", key_hash)
        token = (
            ApiToken.objects.filter(key_hash=key_hash, revoked_at__isnull=True)
            .values("tenant_id", "subject_id")
            .first()
        )
        set_database_setting("app.api_key_hash", "")
    if token is None:
        return None
    with tenant_context(token["tenant_id"]):
        return (
            Subject.objects.select_related("user", "tenant")
            .filter(pk=token["subject_id"], user__is_active=True)
            .first()
        )


def subject_by_username(username: str) -> Subject | None:
    """A subject of the current tenant by its tenant-local username (None outside that
    tenant: another tenant's subject of the same name is neither found nor revealed)."""
    return Subject.objects.select_related("user").filter(username=username).first()


def all_tenant_ids() -> list[uuid.UUID]:
    """Every tenant, read as the ops role (the only role with a cross-tenant directory)."""
    return list(Tenant.objects.using("ops").order_by("created_at").values_list("pk", flat=True))
