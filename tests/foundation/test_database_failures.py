"""A down, unreachable or stalled database answers 503 ``database_unavailable`` with
``Retry-After`` within the configured timeouts — never a 500, never an unbounded hang."""

from __future__ import annotations

import select
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
import pytest
from django.core.management.base import CommandError
from django.db import OperationalError, close_old_connections, connections
from django.test import Client

from cyberos_eval.db.config import Timeouts
from cyberos_eval.management.base import DomainCommand
from cyberos_eval.tenancy import tenant_context
from governance.actors import OPERATOR
from governance.services import create_api_token
from rubric.models import Rubric
from rubric.services import create_rubric
from tests.factories import make_founder, make_tenant
from tests.rubric.conftest import fill, good_kpi
from tests.wire import wire

pytestmark = pytest.mark.usefixtures("committed")
# Far below any default, so a test that hangs is obvious; not a performance target.
BOUND_SECONDS = 15


@contextmanager
def default_database(**changes: Any) -> Iterator[None]:
    """Reconnect the application alias with changed settings, then restore it."""
    connection = connections["default"]
    saved = {key: connection.settings_dict[key] for key in changes}
    saved_options = dict(connection.settings_dict["OPTIONS"])
    connection.close()
    options = changes.pop("OPTIONS", None)
    connection.settings_dict.update(changes)
    if options is not None:
        connection.settings_dict["OPTIONS"] = {**saved_options, **options}
    try:
        yield
    finally:
        connection.close()
        connection.settings_dict.update(saved)
        connection.settings_dict["OPTIONS"] = saved_options


def unused_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def bearer_client() -> tuple[Client, dict[str, str]]:
    founder = make_founder(make_tenant())
    token = create_api_token(actor=OPERATOR, subject=founder).secret
    # The test client re-raises what reached Django's error handler; a real server would not.
    return Client(raise_request_exception=False), {"Authorization": f"Bearer {token}"}


def assert_unavailable(response: Any, *, api: bool) -> None:
    assert response.status_code == 503, response.content[:500]
    assert int(response["Retry-After"]) > 0
    if api:
        assert response["Content-Type"] == "application/problem+json"
        assert response.json()["code"] == "database_unavailable"
    else:
        assert b"database_unavailable" in response.content


def test_a_down_database_answers_503_with_retry_after() -> None:
    client, headers = bearer_client()
    with default_database(HOST="127.0.0.1", PORT=str(unused_port()), EMBEDDED_PGDATA=None):
        started = time.monotonic()
        response = client.get("/api/v1/rubrics/", headers=headers)
        assert time.monotonic() - started < BOUND_SECONDS
    assert_unavailable(response, api=True)


def test_an_unresponsive_server_times_out_into_503_for_the_api_and_the_admin() -> None:
    client, headers = bearer_client()
    founder = make_founder(make_tenant())
    browser = Client(raise_request_exception=False)
    browser.force_login(founder.user)
    with socket.socket() as silent:  # accepts connections (kernel backlog), never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        port = str(silent.getsockname()[1])
        with default_database(
            HOST="127.0.0.1", PORT=port, EMBEDDED_PGDATA=None, OPTIONS={"connect_timeout": 1}
        ):
            started = time.monotonic()
            api_response = client.get("/api/v1/rubrics/", headers=headers)
            admin_response = browser.get("/admin/rubric/rubric/")
            assert time.monotonic() - started < BOUND_SECONDS
    assert_unavailable(api_response, api=True)
    assert_unavailable(admin_response, api=False)


def test_a_row_lock_held_elsewhere_answers_503_after_the_lock_timeout() -> None:
    client, _ = bearer_client()
    founder = make_founder(make_tenant())
    token = create_api_token(actor=OPERATOR, subject=founder).secret
    draft = create_rubric(actor=founder, tenant=founder.tenant, name="Locked")
    (item,) = fill(draft, founder, good_kpi())
    holding, release = threading.Event(), threading.Event()

    def hold_the_rubric_row() -> None:
        try:
            with tenant_context(founder.tenant):
                Rubric.objects.select_for_update().get(pk=draft.rubric_id)
                holding.set()
                release.wait(BOUND_SECONDS)
        finally:
            connections.close_all()

    holder = threading.Thread(target=hold_the_rubric_row)
    holder.start()
    try:
        assert holding.wait(BOUND_SECONDS)
        with default_database(OPTIONS={"options": "-c lock_timeout=300"}):
            response = client.patch(
                f"/api/v1/rubric-items/{item.pk}/",
                data={"weight": 3},
                content_type="application/json",
                headers={"Authorization": f"Bearer {token}"},
            )
    finally:
        release.set()
        holder.join()
    assert_unavailable(response, api=True)
    with tenant_context(founder.tenant):
        item.refresh_from_db()
    assert str(item.weight) == "20.00"  # nothing changed


def test_timeouts_have_sane_defaults_and_refuse_nonsense() -> None:
    from django.core.exceptions import ImproperlyConfigured

    defaults = Timeouts.from_env({})
    assert 0 < defaults.connect <= 10 and 0 < defaults.lock <= defaults.statement <= 60_000
    assert Timeouts.from_env({"CYBEROS_DB_LOCK_TIMEOUT_MS": "2500"}).lock == 2500
    for bad in ("0", "-1", "ten"):
        with pytest.raises(ImproperlyConfigured):
            Timeouts.from_env({"CYBEROS_DB_STATEMENT_TIMEOUT_MS": bad})
    options = connections["default"].settings_dict["OPTIONS"]
    assert options["connect_timeout"] == defaults.connect
    assert f"statement_timeout={defaults.statement}" in options["options"]
    assert f"lock_timeout={defaults.lock}" in options["options"]


def test_a_database_guards_refusal_is_a_409_with_its_code_not_a_500() -> None:
    from django.db import ProgrammingError, connection, transaction

    from cyberos_eval.db.failures import as_domain_error

    founder = make_founder(make_tenant())
    draft = create_rubric(actor=founder, tenant=founder.tenant, name="Guarded")
    fill(draft, founder, good_kpi())
    with (
        tenant_context(founder.tenant),
        pytest.raises(ProgrammingError) as caught,
        transaction.atomic(),
        connection.cursor() as cursor,
    ):
        cursor.execute("UPDATE rubric_version SET state = 'withdrawn' WHERE id = %s", [draft.pk])
    failure = as_domain_error(caught.value)
    assert failure is not None and failure.status == 409
    assert failure.code == "rubric_version_immutable"


def test_a_kept_connection_the_server_ended_is_replaced_before_the_next_request() -> None:
    """Persistent connections are checked without a round trip: no ``SELECT 1`` per request,
    yet a session the server terminated between two requests is not used again (no 503)."""
    client, headers = bearer_client()

    def served() -> Any:
        # What Django's handler does at each request's start (its test client skips it).
        close_old_connections()
        return client.get("/api/v1/rubrics/", headers=headers)

    with default_database(CONN_MAX_AGE=60, CONN_HEALTH_CHECKS=True):
        assert served().status_code == 200
        app = connections["default"]
        kept_pid = app.connection.info.backend_pid
        with wire() as sent:
            assert served().status_code == 200
        assert app.connection.info.backend_pid == kept_pid  # the same session, kept
        assert "SELECT 1" not in sent.texts and sent.texts[0] == "BEGIN"

        # The application role may end its own sessions (as a restart or an operator would).
        with psycopg.connect(**app.get_connection_params()) as other:
            other.execute("SELECT pg_terminate_backend(%s)", [kept_pid])
        deadline = time.monotonic() + BOUND_SECONDS
        while not select.select([app.connection.fileno()], [], [], 0.05)[0]:
            assert time.monotonic() < deadline, "the server never ended the session"
        response = served()
        assert response.status_code == 200, response.content[:300]
        assert app.connection.info.backend_pid != kept_pid


def test_an_operators_command_reports_a_lost_race_by_its_code_not_a_traceback() -> None:
    """What the API answers 409 concurrent_update, a command reports the same way (and exits
    non-zero), whichever command lost the race."""

    class Deadlocked(DomainCommand):
        def handle(self, *args: object, **options: object) -> None:
            error = OperationalError("deadlock detected")
            error.__cause__ = psycopg.errors.DeadlockDetected("deadlock detected")
            raise error

    with pytest.raises(CommandError, match=r"^concurrent_update: "):
        Deadlocked().execute(verbosity=0, no_color=True, force_color=False, skip_checks=True)
