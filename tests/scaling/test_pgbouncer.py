"""The tenant setting behind a real PgBouncer in transaction mode (docs/scaling.md).

PgBouncer (Debian's package; ``make pgbouncer`` installs it) runs in front of the test's
embedded PostgreSQL with ``pool_mode = transaction`` and **one** server connection, so every
client shares the same PostgreSQL backend, one transaction after another. What the product sets
with ``set_config('app.tenant_id', …, true)`` must end with the transaction that set it; the
contrast — the same call with ``false``, a session-level setting — shows what would leak to
the next client of that backend if the product ever did it.
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
import pytest
from django.conf import settings
from django.db import connections
from django.test import Client

from cyberos_eval.db.config import Timeouts, databases
from cyberos_eval.tenancy import TENANT_SETTING, tenant_context
from governance.actors import OPERATOR
from governance.models import Role, Subject
from governance.services import create_api_token
from tests.api.conftest import api_as, publish_rubric
from tests.factories import make_founder, make_grant, make_subject, make_tenant

PGBOUNCER = shutil.which("pgbouncer") or next(
    (path for path in ("/usr/sbin/pgbouncer", "/usr/bin/pgbouncer") if os.access(path, os.X_OK)),
    None,
)
pytestmark = [
    pytest.mark.skipif(
        PGBOUNCER is None, reason="the pgbouncer binary is absent (`make pgbouncer` installs it)"
    ),
    pytest.mark.usefixtures("committed"),
]

PORT = 6432  # of the Unix socket in the bouncer's own directory: no TCP port is opened
START_SECONDS = 10


@dataclass(frozen=True)
class Bouncer:
    socket_dir: Path
    dbname: str
    log: Path

    def connect(self, user: str = "cyberos_app", **kwargs: Any) -> psycopg.Connection:
        return psycopg.connect(
            host=str(self.socket_dir), port=PORT, dbname=self.dbname, user=user, **kwargs
        )

    def admin(self, command: str) -> list[dict[str, Any]]:
        """A command of PgBouncer's admin console (``SHOW …``), rows as dicts."""
        with psycopg.connect(
            host=str(self.socket_dir),
            port=PORT,
            dbname="pgbouncer",
            user="bouncer_admin",
            autocommit=True,
            # The console speaks only the simple query protocol.
            cursor_factory=psycopg.ClientCursor,
        ) as conn:
            cursor = conn.execute(command)
            if cursor.description is None:  # SET, RELOAD, …: no rows
                return []
            names = [column.name for column in cursor.description]
            return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]


@pytest.fixture(scope="module")
def bouncer(django_db_setup: None, django_db_blocker: Any) -> Iterator[Bouncer]:
    with django_db_blocker.unblock():
        server = connections["default"].get_connection_params()
    dbname = settings.DATABASES["default"]["NAME"]
    owner = _runs_as(Path(server["host"]))
    home = Path(tempfile.mkdtemp(prefix="pgbouncer-"))
    # The embedded server trusts its socket (no password); a real server gets the app role's.
    password = str(server.get("password", "")).replace('"', '""')
    (home / "userlist.txt").write_text(f'"cyberos_app" "{password}"\n"bouncer_admin" ""\n')
    config = home / "pgbouncer.ini"
    config.write_text(
        "[databases]\n"
        f"{dbname} = host={server['host']} port={server.get('port') or 5432} dbname={dbname}\n"
        "[pgbouncer]\n"
        "pool_mode = transaction\n"
        "default_pool_size = 1\n"
        "min_pool_size = 0\n"
        "reserve_pool_size = 0\n"
        "max_client_conn = 20\n"
        # A client waiting for the one server connection fails instead of hanging the suite.
        "query_wait_timeout = 10\n"
        "listen_addr =\n"
        f"listen_port = {PORT}\n"
        f"unix_socket_dir = {home}\n"
        # Clients are not asked for a password; PgBouncer only checks the user is listed.
        "auth_type = trust\n"
        f"auth_file = {home / 'userlist.txt'}\n"
        "admin_users = bouncer_admin\n"
        f"pidfile = {home / 'pgbouncer.pid'}\n"
    )
    if os.geteuid() == 0:
        for path in (home, *home.iterdir()):
            os.chown(path, owner.pw_uid, owner.pw_gid)
    command = [str(PGBOUNCER), str(config)]
    if os.geteuid() == 0:
        command[1:1] = ["-u", owner.pw_name]
    running = Bouncer(home, dbname, home / "console.log")
    with running.log.open("wb") as console:
        process = subprocess.Popen(command, stdout=console, stderr=subprocess.STDOUT)  # noqa: S603
    try:
        _wait_until_ready(running, process)
        yield running
    finally:
        process.terminate()
        try:
            process.wait(timeout=START_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        shutil.rmtree(home, ignore_errors=True)


def _runs_as(server_host: Path) -> pwd.struct_passwd:
    """PgBouncer refuses to run as root. It runs as whoever runs the embedded PostgreSQL, the
    one user besides root that can reach the server's private socket directory."""
    if server_host.is_dir():
        return pwd.getpwuid(server_host.stat().st_uid)
    return pwd.getpwnam("nobody") if os.geteuid() == 0 else pwd.getpwuid(os.geteuid())


def _wait_until_ready(running: Bouncer, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + START_SECONDS
    while True:
        if process.poll() is not None:
            pytest.fail(f"pgbouncer exited with {process.returncode}: {running.log.read_text()}")
        try:
            running.admin("SHOW VERSION")
            return
        except psycopg.OperationalError:
            if time.monotonic() > deadline:
                pytest.fail(
                    f"pgbouncer did not start in {START_SECONDS} s: {running.log.read_text()}"
                )
            time.sleep(0.05)


@pytest.fixture
def two_tenants() -> tuple[Subject, Subject]:
    return make_subject(make_tenant("A")), make_subject(make_tenant("B"))


def _what_client_sees(conn: psycopg.Connection) -> tuple[int, str | None, int]:
    """In one transaction: the backend's pid, the tenant setting, the subjects RLS shows."""
    with conn.transaction():
        row = conn.execute(
            "SELECT pg_backend_pid(), current_setting(%s, true), "
            "(SELECT count(*) FROM governance_subject)",
            [TENANT_SETTING],
        ).fetchone()
    assert row is not None
    return row[0], row[1], row[2]


def test_the_pooler_runs_in_transaction_mode_with_one_server_connection(bouncer) -> None:
    config = {row["key"]: row["value"] for row in bouncer.admin("SHOW CONFIG")}
    assert (config["pool_mode"], config["default_pool_size"]) == ("transaction", "1")
    # Two clients connected at once, each between transactions, share the one backend: in
    # session mode the second would wait for the first to disconnect.
    with (
        bouncer.connect(autocommit=True) as first,
        bouncer.connect(autocommit=True) as second,
    ):
        pids = {conn.execute("SELECT pg_backend_pid()").fetchone() for conn in (first, second)}
        pids |= {conn.execute("SELECT pg_backend_pid()").fetchone() for conn in (second, first)}
    assert len(pids) == 1


def test_a_tenant_unit_of_work_leaves_nothing_for_the_next_client(bouncer, two_tenants) -> None:
    subject_a, _ = two_tenants
    with pooled_alias(bouncer) as alias, bouncer.connect() as client_b:
        # Client A: the product's own unit of work (tenant_context), through the pooler.
        with tenant_context(subject_a.tenant_id, using=alias):
            with connections[alias].cursor() as cursor:
                cursor.execute("SELECT pg_backend_pid()")
                (pid_a,) = cursor.fetchone()
            seen_by_a = list(Subject.objects.using(alias).values_list("pk", flat=True))
        assert seen_by_a == [subject_a.pk]
        # Client B's next transaction runs on the very same backend and finds no tenant.
        pid_b, setting, subjects = _what_client_sees(client_b)
    assert pid_b == pid_a
    assert setting in ("", None)
    assert subjects == 0


def test_a_session_level_setting_would_leak_to_the_next_client(bouncer, two_tenants) -> None:
    """The contrast: what ``set_config(…, false)`` would do behind a transaction pooler."""
    subject_a, _ = two_tenants
    tenant_a = str(subject_a.tenant_id)
    with bouncer.connect(autocommit=True) as client_a, bouncer.connect() as client_b:
        (pid_a,) = client_a.execute(
            "SELECT pg_backend_pid() FROM set_config(%s, %s, false)", [TENANT_SETTING, tenant_a]
        ).fetchone()
        try:
            pid_b, setting, subjects = _what_client_sees(client_b)
        finally:
            # Leave the shared backend clean for the other tests.
            client_a.execute("RESET app.tenant_id")
    assert pid_b == pid_a
    assert setting == tenant_a  # B never set it: A's tenant, inherited with the backend
    assert subjects == 1  # and row-level security shows B tenant A's subject


def test_a_tracked_parameter_follows_its_client_an_untracked_one_does_not(bouncer) -> None:
    """PgBouncer restores the parameters it tracks (TimeZone, which Django sets per connection,
    application_name, …) per client; a custom ``app.*`` setting it knows nothing of."""
    with bouncer.connect(autocommit=True) as saigon, bouncer.connect(autocommit=True) as utc:
        saigon.execute("SET TIME ZONE 'Asia/Ho_Chi_Minh'")
        utc.execute("SET TIME ZONE 'UTC'")
        seen = {
            name: conn.execute("SELECT pg_backend_pid(), current_setting('TimeZone')").fetchone()
            for name, conn in (("saigon", saigon), ("utc", utc))
        }
    assert seen["saigon"][0] == seen["utc"][0]
    assert (seen["saigon"][1], seen["utc"][1]) == ("Asia/Ho_Chi_Minh", "UTC")


def test_the_product_reads_through_the_pooler(bouncer, two_tenants) -> None:
    """An evaluation-service read over HTTP — token, subject, grant, tenant, items — with the
    application's default connection configured as ``CYBEROS_DB_POOLER=pgbouncer`` and
    pointed at the pooler."""
    founder = make_founder(make_tenant())
    version = publish_rubric(founder, "Pooled rubric", day="2026-01-01")
    service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, Role.RUBRIC_READER)
    reader = api_as(service)
    before = _transactions(bouncer)
    with pooled_default(bouncer):
        response = reader.get(f"/api/v1/rubrics/{version.rubric_id}/effective/?at=2026-03-15")
        pooled = connections["default"]
        with pooled.cursor() as cursor:
            # The role's own bounded waits apply: no start-up ``options`` came with it.
            cursor.execute(
                "SELECT current_setting('statement_timeout')::interval, "
                "current_setting('lock_timeout')::interval, "
                "current_setting(%s, true)",
                [TENANT_SETTING],
            )
            statement_timeout, lock_timeout, setting = cursor.fetchone()
    assert response.status_code == 200, response.content[:500]
    body = response.json()
    assert body["version"]["id"] == str(version.pk) and len(body["version"]["items"]) == 2
    assert _transactions(bouncer) > before  # it really went through the pooler
    expected = Timeouts.from_env(os.environ)
    assert statement_timeout.total_seconds() * 1000 == expected.statement
    assert lock_timeout.total_seconds() * 1000 == expected.lock
    assert setting in ("", None)  # the request's tenant ended with its transaction


def test_a_saturated_pool_answers_503_within_query_wait_timeout(bouncer) -> None:
    """Behind the pooler the connection succeeds at once and the wait moves to the first query:
    PgBouncer's ``query_wait_timeout`` ends it (SQLSTATE 08P01), which is a 503, not a 500."""
    founder = make_founder(make_tenant())
    token = create_api_token(actor=OPERATOR, subject=founder).secret
    client = Client(raise_request_exception=False)
    bouncer.admin("SET query_wait_timeout = 1")
    try:
        with bouncer.connect() as holder, pooled_default(bouncer):
            holder.execute("SELECT 1")  # a transaction left open holds the one server connection
            started = time.monotonic()
            response = client.get("/api/v1/rubrics/", headers={"Authorization": f"Bearer {token}"})
            waited = time.monotonic() - started
            holder.rollback()
    finally:
        bouncer.admin("SET query_wait_timeout = 10")
    assert response.status_code == 503, response.content[:500]
    assert response.json()["code"] == "database_unavailable" and int(response["Retry-After"]) > 0
    assert 1 <= waited < START_SECONDS


def _transactions(bouncer: Bouncer) -> int:
    (stats,) = [row for row in bouncer.admin("SHOW STATS") if row["database"] == bouncer.dbname]
    return int(stats["total_xact_count"])


def _pooled_settings(bouncer: Bouncer) -> dict[str, Any]:
    """The application alias as the product configures it for a PgBouncer."""
    env = {
        **os.environ,
        "CYBEROS_DB_POOLER": "pgbouncer",
        "DATABASE_URL": f"postgresql://admin@/{bouncer.dbname}?host={bouncer.socket_dir}"
        f"&port={PORT}",
    }
    configured = databases(env, settings.PGDATA)["default"]
    configured["CONN_MAX_AGE"] = 0
    return configured


@contextmanager
def pooled_alias(bouncer: Bouncer) -> Iterator[str]:
    """A second Django connection, the application's, configured for and through the pooler."""
    alias = "pooled"
    connections.settings[alias] = connections.configure_settings(
        {"default": connections.settings["default"], alias: _pooled_settings(bouncer)}
    )[alias]
    try:
        yield alias
    finally:
        connections[alias].close()
        del connections[alias]
        del connections.settings[alias]


@contextmanager
def pooled_default(bouncer: Bouncer) -> Iterator[None]:
    """The application's default connection pointed at the pooler, then restored."""
    connection = connections["default"]
    saved = dict(connection.settings_dict)
    connection.close()
    connection.settings_dict.update(_pooled_settings(bouncer))
    try:
        yield
    finally:
        connection.close()
        connection.settings_dict.clear()
        connection.settings_dict.update(saved)
