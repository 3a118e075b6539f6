"""The product as `make serve` runs it: gunicorn, production settings, static files included.

gunicorn runs as a real subprocess (one worker, a free port on 127.0.0.1) against the test
database, with the same gunicorn.conf.py and environment `make serve` uses; the test asks it
for an authenticated API read and for the admin's sign-in page with its stylesheet.
"""

from __future__ import annotations

import http.client
import os
import re
import secrets
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.conf import settings
from psycopg.conninfo import make_conninfo

from cyberos_eval.db import embedded
from governance.actors import OPERATOR
from governance.models import Role
from governance.services import create_service_account
from tests.factories import make_grant, make_tenant

ROOT = Path(__file__).resolve().parents[2]
GUNICORN = Path(sys.executable).with_name("gunicorn")
STARTUP_SECONDS = 30


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def production_env(static_root: Path) -> dict[str, str]:
    """`make serve`'s environment, pointed at the test database."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "GUNICORN_"))}
    database = settings.DATABASES["default"]
    if "DATABASE_URL" not in env:
        # The embedded server, named explicitly: its socket directory and the test database.
        server = embedded.status(settings.PGDATA)
        assert server is not None, "the embedded server runs (the test database is on it)"
        env["DATABASE_URL"] = (
            f"postgresql://postgres@/{database['NAME']}?host={server.socket_dir}&port=5432"
        )
    else:
        env["DATABASE_URL"] = make_conninfo(env["DATABASE_URL"], dbname=database["NAME"])
    env.update(
        DJANGO_SETTINGS_MODULE="cyberos_eval.settings.production",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(64),
        DJANGO_SECURE_SSL_REDIRECT="0",
        DJANGO_STATIC_ROOT=str(static_root),
        WEB_CONCURRENCY="1",
        GUNICORN_ACCESS_LOG="",
    )
    return env


@pytest.fixture
def gunicorn(committed: None, tmp_path: Path) -> Iterator[int]:
    env = production_env(tmp_path / "static")
    manage = [sys.executable, str(ROOT / "manage.py")]
    collectstatic = [*manage, "collectstatic", "--no-input", "-v0"]
    subprocess.run(collectstatic, env=env, check=True, cwd=ROOT)  # noqa: S603
    port = free_port()
    log = (tmp_path / "gunicorn.log").open("w")
    server = subprocess.Popen(  # noqa: S603
        [str(GUNICORN), "cyberos_eval.wsgi", "--bind", f"127.0.0.1:{port}"],
        env={**env, "GUNICORN_BIND": f"127.0.0.1:{port}"},
        cwd=ROOT,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        while True:
            assert server.poll() is None, (tmp_path / "gunicorn.log").read_text()
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "gunicorn did not start listening"
                time.sleep(0.2)
        yield port
    finally:
        server.terminate()
        server.wait(timeout=30)
        log.close()


def get(port: int, path: str, headers: dict[str, str] | None = None) -> tuple[int, str, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", path, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.getheader("Content-Type") or "", response.read()
    finally:
        connection.close()


def test_gunicorn_serves_the_api_and_the_admin_with_its_css_in_production_settings(
    gunicorn: int,
) -> None:
    tenant = make_tenant()
    issued = create_service_account(actor=OPERATOR, tenant=tenant, username="eval-svc")
    make_grant(issued.token.subject, Role.RUBRIC_READER)

    status, content_type, body = get(
        gunicorn, "/api/v1/rubrics/", {"Authorization": f"Bearer {issued.secret}"}
    )
    assert (status, content_type, body) == (200, "application/json", b"[]")
    status, _, _ = get(gunicorn, "/api/v1/rubrics/", {"Authorization": "Bearer nope"})
    assert status == 401

    status, _, page = get(gunicorn, "/admin/login/")
    assert status == 200
    stylesheet = re.search(rb'href="(/static/admin/css/base\.[0-9a-f]+\.css)"', page)
    assert stylesheet is not None, "hashed static names: collectstatic's manifest is in use"
    status, content_type, css = get(gunicorn, stylesheet.group(1).decode())
    assert status == 200
    assert content_type.startswith("text/css")
    assert b"body" in css
