from __future__ import annotations

import uuid
from typing import Any

from django.db import transaction

from cyberos_eval.tenancy import set_database_setting

from .models import Subject, Tenant


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


def subject_by_username(username: str) -> Subject | None:
    """A subject of the current tenant by login name (None outside that tenant)."""
    return Subject.objects.select_related("user").filter(user__username=username).first()


def all_tenant_ids() -> list[uuid.UUID]:
    """Every tenant, read as the ops role (the only role with a cross-tenant directory)."""
    return list(Tenant.objects.using("ops").order_by("created_at").values_list("pk", flat=True))
