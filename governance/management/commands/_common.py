from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from django.core.management.base import CommandError

from cyberos_eval.management.base import parse_uuid
from cyberos_eval.tenancy import tenant_context
from governance.actors import OPERATOR, Actor
from governance.models import Subject, Tenant
from governance.selectors import subject_by_username


def tenant_by_id(tenant_id: str) -> Tenant:
    """Call inside that tenant's context; a tenant of another context is simply not found."""
    tenant = Tenant.objects.filter(pk=tenant_id).first()
    if tenant is None:
        raise CommandError(f"tenant_not_found: no tenant {tenant_id}")
    return tenant


@contextmanager
def in_tenant(tenant_id: str) -> Iterator[Tenant]:
    """Inside the context of the tenant ``--tenant`` names, which must exist: an unknown one
    is said to be so (it had been reported as the subject or grant not found in it)."""
    with tenant_context(parse_uuid(tenant_id, "tenant")):
        yield tenant_by_id(tenant_id)


def subject_named(username: str) -> Subject:
    subject = subject_by_username(username)
    if subject is None:
        raise CommandError(f"subject_not_found: no subject {username!r} in this tenant")
    return subject


def actor_named(username: str | None) -> Actor:
    return OPERATOR if username is None else subject_named(username)
