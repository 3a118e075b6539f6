"""Test data made through the services, so it obeys the same rules as production data."""

from __future__ import annotations

import itertools

from governance.models import Subject, Tenant
from governance.services import create_subject, create_tenant

_sequence = itertools.count(1)


def make_tenant(name: str | None = None) -> Tenant:
    return create_tenant(name=name or f"Tenant {next(_sequence)}")


def make_subject(
    tenant: Tenant,
    *,
    kind: str = Subject.Kind.HUMAN,
    username: str | None = None,
    password: str | None = "correct horse battery staple",
) -> Subject:
    return create_subject(
        tenant=tenant,
        username=username or f"user{next(_sequence)}",
        kind=kind,
        password=password,
    )
