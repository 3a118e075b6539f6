"""Test data made through the services, so it obeys the same rules as production data."""

from __future__ import annotations

import itertools

from cyberos_eval.tenancy import tenant_context
from governance.actors import OPERATOR
from governance.models import Grant, Role, Subject, Tenant
from governance.services import create_founder, create_subject, create_tenant, issue_grant
from rubric.models import Rubric

_sequence = itertools.count(1)
PASSWORD = "correct horse battery staple"


def make_tenant(name: str | None = None) -> Tenant:
    return create_tenant(name=name or f"Tenant {next(_sequence)}")


def make_subject(
    tenant: Tenant,
    *,
    kind: str = Subject.Kind.HUMAN,
    username: str | None = None,
    password: str | None = PASSWORD,
) -> Subject:
    return create_subject(
        tenant=tenant, username=username or f"user{next(_sequence)}", kind=kind, password=password
    )


def make_founder(tenant: Tenant) -> Subject:
    return create_founder(tenant=tenant, username=f"founder{next(_sequence)}", password=PASSWORD)


def make_grant(
    subject: Subject, role: str = Role.RUBRIC_READER, obj: object = None, **kwargs
) -> Grant:
    return issue_grant(
        actor=OPERATOR,
        subject=subject,
        role=role,
        basis=kwargs.pop("basis", "Evaluation service reads the standard in force."),
        obj=obj,  # type: ignore[arg-type]
        **kwargs,
    )


def make_rubric(tenant: Tenant, name: str | None = None) -> Rubric:
    # Placeholder until the rubric services exist: a bare row in the tenant's context.
    with tenant_context(tenant):
        return Rubric.objects.create(tenant=tenant, name=name or f"Rubric {next(_sequence)}")
