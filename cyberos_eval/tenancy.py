"""The tenant a unit of work acts for: one helper, used by every entry point.

The tenant lives in a ``ContextVar`` (safe for threads and async tasks alike) and in the
PostgreSQL setting ``app.tenant_id``, which every row-level-security policy reads. The setting
is made *transaction-locally* (``set_config(..., true)``), so it can never outlive the unit of
work on a persistent or pooled connection: commit, rollback or a dropped connection all end it.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Protocol

from django.db import connections, transaction

TENANT_SETTING = "app.tenant_id"
_current_tenant_id: ContextVar[uuid.UUID | None] = ContextVar("current_tenant_id", default=None)


class HasTenantId(Protocol):
    @property
    def pk(self) -> uuid.UUID: ...


class TenantContextError(RuntimeError):
    """Raised when code tries to switch tenants inside another tenant's unit of work."""


def current_tenant_id() -> uuid.UUID | None:
    return _current_tenant_id.get()


def _as_tenant_id(tenant: HasTenantId | uuid.UUID | str) -> uuid.UUID:
    if isinstance(tenant, uuid.UUID):
        return tenant
    if isinstance(tenant, str):
        return uuid.UUID(tenant)
    return uuid.UUID(str(tenant.pk))


def set_database_setting(name: str, value: str, *, using: str = "default") -> None:
    """Set a PostgreSQL setting for the rest of the current transaction only."""
    with connections[using].cursor() as cursor:
        cursor.execute("SELECT set_config(%s, %s, true)", [name, value])


@contextmanager
def tenant_context(
    tenant: HasTenantId | uuid.UUID | str, *, using: str = "default"
) -> Iterator[uuid.UUID]:
    """Run the block as one transaction acting for ``tenant``.

    Nested use for the same tenant is a no-op; switching to another tenant inside is refused,
    because a transaction that mixed two tenants' rows could not be attributed to either.
    """
    tenant_id = _as_tenant_id(tenant)
    active = _current_tenant_id.get()
    if active is not None:
        if active != tenant_id:
            raise TenantContextError(f"already acting for tenant {active}, not {tenant_id}")
        yield tenant_id
        return

    connection = connections[using]
    # Inside an outer transaction (a test case, a request-wide atomic) the setting would
    # otherwise survive this block until that outer transaction ends.
    outer_transaction = connection.in_atomic_block
    token = _current_tenant_id.set(tenant_id)
    try:
        with transaction.atomic(using=using):
            set_database_setting(TENANT_SETTING, str(tenant_id), using=using)
            yield tenant_id
            # (A block marked for rollback needs no reset: rolling back to its savepoint
            # restores the setting too.)
            if outer_transaction and not connection.needs_rollback:
                set_database_setting(TENANT_SETTING, "", using=using)
    finally:
        _current_tenant_id.reset(token)


@contextmanager
def tenant_unit_of_work(
    sign_in: Callable[[], uuid.UUID | None], *, using: str = "default"
) -> Iterator[uuid.UUID | None]:
    """Run the block as one transaction whose first statement both finds who acts and makes the
    tenant setting (the API's bearer sign-in, ``api_token_principal``): one round trip instead
    of a transaction to sign in and another to act.

    ``sign_in`` runs inside the transaction and returns the tenant whose setting it made, or
    None when nobody signed in — the block then acts for no tenant (every tenant-scoped query
    sees zero rows).
    """
    active = _current_tenant_id.get()
    if active is not None:
        raise TenantContextError(f"already acting for tenant {active}")
    connection = connections[using]
    outer_transaction = connection.in_atomic_block
    with transaction.atomic(using=using):
        tenant_id = sign_in()
        if tenant_id is None:
            yield None
            return
        token = _current_tenant_id.set(tenant_id)
        try:
            yield tenant_id
            if outer_transaction and not connection.needs_rollback:
                set_database_setting(TENANT_SETTING, "", using=using)
        finally:
            _current_tenant_id.reset(token)
