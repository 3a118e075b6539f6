"""Test bootstrap: a fresh database migrated as the owner; tests connect as ``cyberos_app``."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from django.conf import settings
from django.core.management import call_command
from django.db import connections

from cyberos_eval.db import bootstrap
from cyberos_eval.db.config import admin_conninfo
from governance.models import Subject, Tenant
from tests.factories import make_founder, make_tenant

# Tables whose rows are schema metadata, kept across committed tests.
_KEEP_TABLES = {"django_migrations", "django_content_type", "auth_permission"}


@pytest.fixture(scope="session")
def django_db_setup(request: pytest.FixtureRequest, django_db_blocker) -> None:
    reuse = bool(request.config.getvalue("reuse_db"))
    admin = admin_conninfo(os.environ, settings.PGDATA)
    with django_db_blocker.unblock():
        bootstrap.prepare(
            admin, os.environ, settings.DATABASES["default"]["NAME"], recreate=not reuse
        )
        call_command("migrate", database="owner", verbosity=0, interactive=False)
        truncate_all_tables()
        for connection in connections.all():
            connection.close()


def truncate_all_tables() -> None:
    """Empty every data table as the owner (TRUNCATE is not subject to row-level security)."""
    with connections["owner"].cursor() as cursor:
        cursor.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
        tables = [row[0] for row in cursor.fetchall() if row[0] not in _KEEP_TABLES]
        if tables:
            cursor.execute(
                "TRUNCATE "
                + ", ".join(f'"{name}"' for name in tables)
                + " RESTART IDENTITY CASCADE"
            )


@pytest.fixture
def committed(django_db_setup: None, django_db_blocker) -> Iterator[None]:
    """For tests that need real commits (other connections, concurrency, middleware).

    Everything is truncated afterwards through the owner connection.
    """
    with django_db_blocker.unblock():
        try:
            yield
        finally:
            for connection in connections.all():
                connection.close()
            truncate_all_tables()
            connections["owner"].close()


@pytest.fixture
def tenant(db) -> Tenant:
    return make_tenant()


@pytest.fixture
def founder(tenant: Tenant) -> Subject:
    """A person with a tenant-wide rubric_admin grant."""
    return make_founder(tenant)
