"""Connection settings for the three database roles, from ``DATABASE_URL`` or the embedded server.

``DATABASE_URL`` names the server, the database and an *administrative* login (superuser, or a
role with CREATEROLE that owns the database). That login is used only by ``manage.py db_roles``
to create the roles; the product itself never connects with it:

* ``default`` connects as ``cyberos_app``   — the running product and the tests (DML only, RLS);
* ``owner``   connects as ``cyberos_owner`` — owns the tables, runs migrations;
* ``ops``     connects as ``cyberos_ops``   — audited corrections-of-record only.

Passwords for the three roles come from ``CYBEROS_APP_DB_PASSWORD``, ``CYBEROS_OWNER_DB_PASSWORD``
and ``CYBEROS_OPS_DB_PASSWORD`` (the embedded server trusts its private Unix socket instead).

``CYBEROS_DB_POOLER=pgbouncer`` says that ``DATABASE_URL`` names a PgBouncer in transaction
mode (see docs/scaling.md): consecutive transactions of one Django connection may then run on
different server connections, so nothing may live in the session between them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.core.exceptions import ImproperlyConfigured
from psycopg.conninfo import conninfo_to_dict

from .embedded import EMBEDDED_PORT, EMBEDDED_SUPERUSER

APP_ROLE = "cyberos_app"
OWNER_ROLE = "cyberos_owner"
OPS_ROLE = "cyberos_ops"
ROLE_PASSWORD_ENV = {
    APP_ROLE: "CYBEROS_APP_DB_PASSWORD",
    OWNER_ROLE: "CYBEROS_OWNER_DB_PASSWORD",
    OPS_ROLE: "CYBEROS_OPS_DB_PASSWORD",
}
ROLE_FOR_ALIAS = {"default": APP_ROLE, "owner": OWNER_ROLE, "ops": OPS_ROLE}
DEFAULT_DATABASE_NAME = "cyberos_eval"
ENGINE = "cyberos_eval.db.backend"
POOLERS = ("none", "pgbouncer")


def pooler(env: Mapping[str, str]) -> str:
    """``CYBEROS_DB_POOLER``: ``none`` (connect to PostgreSQL itself) or ``pgbouncer``."""
    value = env.get("CYBEROS_DB_POOLER", "").strip().lower() or "none"
    if value not in POOLERS:
        raise ImproperlyConfigured(
            f"CYBEROS_DB_POOLER must be one of {', '.join(POOLERS)}, not {value!r}."
        )
    return value


def admin_conninfo(env: Mapping[str, str], pgdata: Path) -> dict[str, Any]:
    """The administrative connection (used by ``db_roles`` and the test bootstrap only)."""
    url = env.get("DATABASE_URL", "").strip()
    if url:
        params: dict[str, Any] = dict(conninfo_to_dict(url))
        params.setdefault("dbname", DEFAULT_DATABASE_NAME)
        return params
    return {
        "host": "",  # filled with the socket directory once the embedded server runs
        "port": EMBEDDED_PORT,
        "user": EMBEDDED_SUPERUSER,
        "dbname": DEFAULT_DATABASE_NAME,
        "embedded_pgdata": str(pgdata),
    }


@dataclass(frozen=True)
class Timeouts:
    """How long the product waits for the database before answering 503 ``database_unavailable``.

    ``connect`` (seconds) bounds a connection attempt to a down or unreachable server;
    ``statement`` and ``lock`` (milliseconds) bound a stalled query and a wait on a row lock. The
    latter two apply to the application role only: migrations and operator commands may run long.
    """

    connect: int = 5
    statement: int = 30_000
    lock: int = 10_000

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Timeouts:
        def number(name: str, default: int) -> int:
            raw = env.get(name, "").strip()
            if not raw:
                return default
            try:
                value = int(raw)
            except ValueError:
                raise ImproperlyConfigured(f"{name} must be a whole number, not {raw!r}.") from None
            if value <= 0:
                raise ImproperlyConfigured(f"{name} must be positive (0 would mean: wait forever).")
            return value

        return cls(
            connect=number("CYBEROS_DB_CONNECT_TIMEOUT", cls.connect),
            statement=number("CYBEROS_DB_STATEMENT_TIMEOUT_MS", cls.statement),
            lock=number("CYBEROS_DB_LOCK_TIMEOUT_MS", cls.lock),
        )


def databases(env: Mapping[str, str], pgdata: Path, *, name_suffix: str = "") -> dict[str, Any]:
    """Django ``DATABASES`` for the three role aliases."""
    admin = admin_conninfo(env, pgdata)
    timeouts = Timeouts.from_env(env)
    pooled = pooler(env) == "pgbouncer"
    name = admin["dbname"] + name_suffix
    result: dict[str, Any] = {}
    for alias, role in ROLE_FOR_ALIAS.items():
        options: dict[str, Any] = {"connect_timeout": timeouts.connect}
        if role == APP_ROLE and not pooled:
            # Behind PgBouncer the role's own defaults apply instead (``db_roles`` sets the same
            # values): it refuses an ``options`` startup parameter carrying these settings.
            options["options"] = (
                f"-c statement_timeout={timeouts.statement} -c lock_timeout={timeouts.lock}"
            )
        if "sslmode" in admin:
            options["sslmode"] = admin["sslmode"]
        result[alias] = {
            "ENGINE": ENGINE,
            "NAME": name,
            "USER": role,
            "PASSWORD": env.get(ROLE_PASSWORD_ENV[role], ""),
            "HOST": admin.get("host", ""),
            "PORT": str(admin.get("port", "")),
            "OPTIONS": options,
            "CONN_MAX_AGE": 60,
            "CONN_HEALTH_CHECKS": True,
            # A server-side cursor opened outside a transaction is declared WITH HOLD and
            # outlives it on a server connection the pooler may hand to someone else.
            "DISABLE_SERVER_SIDE_CURSORS": pooled,
            # Only our code reads this key: work that would hold several server connections
            # at once (verify_audit_chain --jobs) stays on one behind a transaction pooler.
            "POOLED": pooled,
            # Only our backend reads this key: start the embedded server before connecting.
            "EMBEDDED_PGDATA": admin.get("embedded_pgdata"),
        }
    return result
