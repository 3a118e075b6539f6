"""What ``CYBEROS_DB_POOLER=pgbouncer`` changes in the connection settings, and where the
application role's bounded waits come from when no start-up ``options`` can carry them."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.db import connections

from cyberos_eval.db import bootstrap
from cyberos_eval.db.config import admin_conninfo, databases

PGDATA = Path("/nonexistent/pgdata")  # never started: databases() only builds settings


def test_direct_connections_pass_the_timeouts_and_keep_server_side_cursors() -> None:
    configured = databases({}, PGDATA)
    assert "statement_timeout=" in configured["default"]["OPTIONS"]["options"]
    assert not any(alias["DISABLE_SERVER_SIDE_CURSORS"] for alias in configured.values())


def test_behind_pgbouncer_no_startup_options_and_no_server_side_cursors() -> None:
    configured = databases({"CYBEROS_DB_POOLER": "PgBouncer "}, PGDATA)
    for alias in configured.values():
        assert "options" not in alias["OPTIONS"]  # PgBouncer refuses the start-up parameter
        assert alias["OPTIONS"]["connect_timeout"] > 0  # a client-side setting: still applies
        assert alias["DISABLE_SERVER_SIDE_CURSORS"] is True


@pytest.mark.parametrize("value", ["pgpool", "transaction", "yes"])
def test_an_unknown_pooler_is_refused(value: str) -> None:
    with pytest.raises(ImproperlyConfigured, match="CYBEROS_DB_POOLER"):
        databases({"CYBEROS_DB_POOLER": value}, PGDATA)


@pytest.fixture
def restore_roles(django_db_setup: None) -> Iterator[dict[str, object]]:
    admin = admin_conninfo(os.environ, settings.PGDATA)
    try:
        yield admin
    finally:
        bootstrap.ensure_roles(admin, os.environ)


def test_db_roles_makes_the_timeouts_the_application_roles_defaults(restore_roles) -> None:
    env = {**os.environ, "CYBEROS_DB_STATEMENT_TIMEOUT_MS": "12345"}
    env["CYBEROS_DB_LOCK_TIMEOUT_MS"] = "2345"
    bootstrap.ensure_roles(restore_roles, env)
    params = connections["default"].get_connection_params()
    for key in ("cursor_factory", "context", "prepare_threshold", "options"):
        params.pop(key, None)  # "options" too: only the role's defaults may speak
    with psycopg.connect(**params, autocommit=True) as conn:
        row = conn.execute(
            "SELECT current_user, current_setting('statement_timeout')::interval, "
            "current_setting('lock_timeout')::interval"
        ).fetchone()
    assert row is not None
    user, statement_timeout, lock_timeout = row
    assert user == "cyberos_app"
    assert statement_timeout.total_seconds() * 1000 == 12345
    assert lock_timeout.total_seconds() * 1000 == 2345
