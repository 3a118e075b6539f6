"""The security model in the catalog: who owns what, who may bypass what."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection

pytestmark = pytest.mark.django_db


def rows(sql: str, params: list[Any] | None = None) -> list[tuple]:
    with connection.cursor() as cursor:
        cursor.execute(sql, params or [])
        return cursor.fetchall()


def tenant_scoped_tables() -> list[str]:
    return [
        name
        for (name,) in rows(
            "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' "
            "AND NOT a.attisdropped WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') "
            "ORDER BY 1"
        )
    ]


def test_the_product_connects_as_the_application_role() -> None:
    assert rows("SELECT current_user") == [("cyberos_app",)]


def test_application_role_is_not_superuser_and_cannot_bypass_rls() -> None:
    assert rows(
        "SELECT rolsuper, rolbypassrls, rolcreaterole, rolcreatedb FROM pg_roles "
        "WHERE rolname = 'cyberos_app'"
    ) == [(False, False, False, False)]


def test_no_role_of_ours_bypasses_rls() -> None:
    assert (
        rows(
            "SELECT rolname FROM pg_roles WHERE rolname LIKE 'cyberos\\_%%' "
            "AND (rolsuper OR rolbypassrls)"
        )
        == []
    )


def test_there_are_tenant_scoped_tables_to_check() -> None:
    assert "governance_subject" in tenant_scoped_tables()


def test_application_role_owns_no_table() -> None:
    owned = rows(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tableowner = current_user"
    )
    assert owned == []


def test_application_role_cannot_truncate_any_table() -> None:
    assert (
        rows(
            "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') "
            "AND has_table_privilege('cyberos_app', c.oid, 'TRUNCATE')"
        )
        == []
    )


def test_application_role_cannot_change_the_schema() -> None:
    assert rows("SELECT has_schema_privilege('cyberos_app', 'public', 'CREATE')") == [(False,)]


def test_every_tenant_scoped_table_has_rls_enabled_and_forced() -> None:
    """A catalog check, so a table added later cannot forget its policy."""
    tables = [*tenant_scoped_tables(), "governance_tenant"]
    flags = dict(
        (name, (enabled, forced))
        for name, enabled, forced in rows(
            "SELECT relname, relrowsecurity, relforcerowsecurity FROM pg_class "
            "WHERE relname = ANY(%s)",
            [tables],
        )
    )
    unprotected = {name: flag for name, flag in flags.items() if flag != (True, True)}
    assert unprotected == {}
    assert set(flags) == set(tables)


def test_every_tenant_scoped_table_has_a_read_and_write_isolation_policy() -> None:
    tables = tenant_scoped_tables()
    policies = {
        table: (using, check)
        for table, using, check in rows(
            "SELECT tablename, qual, with_check FROM pg_policies "
            "WHERE schemaname = 'public' AND policyname = 'tenant_isolation'"
        )
    }
    missing = [table for table in tables if table not in policies]
    assert missing == []
    for table in tables:
        using, check = policies[table]
        assert "app_current_tenant()" in using, table
        assert "app_current_tenant()" in check, table


def test_ops_role_reads_only_the_tenant_directory() -> None:
    readable = rows(
        "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
        "WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') "
        "AND has_table_privilege('cyberos_ops', c.oid, 'SELECT')"
    )
    assert readable == [("governance_tenant",)]
    writable = rows(
        "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
        "WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') "
        "AND has_table_privilege('cyberos_ops', c.oid, 'INSERT,UPDATE,DELETE,TRUNCATE')"
    )
    assert writable == []
