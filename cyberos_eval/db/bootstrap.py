"""Create the database and the three roles, idempotently, through the administrative login."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import psycopg
from psycopg import sql

from . import embedded
from .config import APP_ROLE, OPS_ROLE, OWNER_ROLE, ROLE_PASSWORD_ENV, Timeouts

# Every role is an ordinary login: never superuser, never bypassing row-level security.
_ROLE_ATTRIBUTES = "LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS"


def connect_admin(admin: Mapping[str, Any], dbname: str | None = None) -> psycopg.Connection:
    params = {key: value for key, value in admin.items() if key != "embedded_pgdata"}
    if admin.get("embedded_pgdata"):
        server = embedded.ensure_running(Path(admin["embedded_pgdata"]))
        params["host"] = str(server.socket_dir)
    if dbname is not None:
        params["dbname"] = dbname
    return psycopg.connect(**params, autocommit=True)


def ensure_roles(admin: Mapping[str, Any], env: Mapping[str, str]) -> list[str]:
    """Create or re-assert the owner, application and ops roles. Returns what it did."""
    done: list[str] = []
    with connect_admin(admin, dbname="postgres") as conn:
        for role in (OWNER_ROLE, APP_ROLE, OPS_ROLE):
            exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", [role]).fetchone()
            verb = "ALTER" if exists else "CREATE"
            conn.execute(
                sql.SQL("{} ROLE {} " + _ROLE_ATTRIBUTES).format(
                    sql.SQL(verb), sql.Identifier(role)
                )
            )
            password = env.get(ROLE_PASSWORD_ENV[role])
            if password:
                conn.execute(
                    sql.SQL("ALTER ROLE {} PASSWORD {}").format(
                        sql.Identifier(role), sql.Literal(password)
                    )
                )
            done.append(f"{'re-asserted' if exists else 'created'} role {role}")
        # The application role's bounded waits are also its defaults, for connections that
        # cannot pass them at start-up (through PgBouncer, a psql session).
        timeouts = Timeouts.from_env(env)
        for setting, value in (
            ("statement_timeout", timeouts.statement),
            ("lock_timeout", timeouts.lock),
        ):
            conn.execute(
                sql.SQL("ALTER ROLE {} SET {} = {}").format(
                    sql.Identifier(APP_ROLE), sql.Identifier(setting), sql.Literal(value)
                )
            )
        done.append(
            f"role {APP_ROLE} waits at most {timeouts.statement} ms per statement and "
            f"{timeouts.lock} ms per lock by default"
        )
    return done


def ensure_database(admin: Mapping[str, Any], dbname: str, *, recreate: bool = False) -> bool:
    """Create ``dbname`` owned by the owner role; with ``recreate``, drop it first."""
    with connect_admin(admin, dbname="postgres") as conn:
        if recreate:
            conn.execute(
                sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(dbname))
            )
        if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [dbname]).fetchone():
            return False
        conn.execute(
            sql.SQL("CREATE DATABASE {} OWNER {} ENCODING 'UTF8' TEMPLATE template0").format(
                sql.Identifier(dbname), sql.Identifier(OWNER_ROLE)
            )
        )
        return True


def grant_privileges(admin: Mapping[str, Any], dbname: str) -> None:
    """What each role may do in ``dbname``; tables created later by the owner inherit it."""
    statements = [
        "REVOKE ALL ON DATABASE {db} FROM PUBLIC",
        "GRANT CONNECT, TEMPORARY ON DATABASE {db} TO {owner}",
        "GRANT CONNECT ON DATABASE {db} TO {app}, {ops}",
        "REVOKE CREATE ON SCHEMA public FROM PUBLIC",
        "GRANT USAGE, CREATE ON SCHEMA public TO {owner}",
        "GRANT USAGE ON SCHEMA public TO {app}, {ops}",
        # The application role gets DML only: no TRUNCATE, REFERENCES or TRIGGER, no DDL.
        "ALTER DEFAULT PRIVILEGES FOR ROLE {owner} IN SCHEMA public "
        "GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO {app}",
        "ALTER DEFAULT PRIVILEGES FOR ROLE {owner} IN SCHEMA public "
        "GRANT USAGE, SELECT ON SEQUENCES TO {app}",
        # The ops role gets nothing by default (not even sessions or logins to read): migrations
        # grant it the tenant directory and the correction function, one by one.
        "ALTER DEFAULT PRIVILEGES FOR ROLE {owner} IN SCHEMA public "
        "REVOKE ALL ON TABLES FROM {ops}",
    ]
    identifiers = {
        "db": sql.Identifier(dbname),
        "owner": sql.Identifier(OWNER_ROLE),
        "app": sql.Identifier(APP_ROLE),
        "ops": sql.Identifier(OPS_ROLE),
    }
    with connect_admin(admin, dbname=dbname) as conn:
        for statement in statements:
            conn.execute(sql.SQL(statement).format(**identifiers))


def prepare(
    admin: Mapping[str, Any], env: Mapping[str, str], dbname: str, *, recreate: bool = False
) -> list[str]:
    """Roles, database and privileges: everything ``migrate`` needs, in order."""
    done = ensure_roles(admin, env)
    if ensure_database(admin, dbname, recreate=recreate):
        done.append(f"created database {dbname}")
    grant_privileges(admin, dbname)
    done.append(f"granted privileges in {dbname}")
    return done
