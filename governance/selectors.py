from __future__ import annotations

import uuid
from typing import Any, TypeVar

import orjson
from django.contrib.auth import get_user_model
from django.db import connection, transaction
from django.db.models import Model

from cyberos_eval.tenancy import set_database_setting

from .models import ApiToken, Subject, Tenant
from .services import hash_api_secret

ModelT = TypeVar("ModelT", bound=Model)


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
    """The subject holding the unrevoked API token whose secret this is, with its login and
    tenant; None for an unknown or revoked token, or a deactivated login.

    One statement (``api_token_principal``), run inside the caller's transaction, which from
    then on acts for the subject's tenant in the database (``app.tenant_id``, transaction-local):
    the caller must adopt that tenant for the rest of the transaction, as
    ``cyberos_eval.tenancy.tenant_unit_of_work`` does. Row-level security applies throughout:
    the token row is readable only while its own hash is presented.
    """
    with connection.cursor() as cursor:
        cursor.execute("SELECT * FROM api_token_principal(%s)", [hash_api_secret(secret)])
        row = cursor.fetchone()
    if row is None:
        return None
    subject_row, account_row, tenant_row = row
    subject = _instance(Subject, subject_row)
    subject.user = _instance(get_user_model(), account_row)
    subject.tenant = _instance(Tenant, tenant_row)
    return subject


def _instance(model: type[ModelT], row_json: str) -> ModelT:
    """A model instance from a row the database turned into JSON (``to_jsonb``; Django leaves
    jsonb as text), as if loaded by a query: each column through its field's own conversion."""
    row = orjson.loads(row_json)
    fields = model._meta.concrete_fields
    return model.from_db(
        "default",
        [field.attname for field in fields],
        [field.to_python(row[str(field.column)]) for field in fields],
    )


def subject_by_username(username: str) -> Subject | None:
    """A subject of the current tenant by its tenant-local username (None outside that
    tenant: another tenant's subject of the same name is neither found nor revealed)."""
    return Subject.objects.select_related("user").filter(username=username).first()


def all_tenant_ids() -> list[uuid.UUID]:
    """Every tenant, read as the ops role (the only role with a cross-tenant directory)."""
    return list(Tenant.objects.using("ops").order_by("created_at").values_list("pk", flat=True))


def api_tokens(*, username: str | None = None) -> list[ApiToken]:
    """The current tenant's API tokens, newest first (a subject's only, with ``username``):
    what ``manage.py api_tokens`` lists, none of their secrets (only hashes are stored)."""
    tokens = ApiToken.objects.select_related("subject").order_by("-created_at")
    if username is not None:
        tokens = tokens.filter(subject__username=username)
    return list(tokens)
