"""``audit.chain.copied_rows``: COPY's rows read straight from libpq where already received.

It must give exactly the rows psycopg's own ``Copy`` gives, end the COPY cleanly whichever of
the two reads meets its end, and raise a server's mid-stream error as psycopg would.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator
from contextlib import AbstractContextManager
from types import SimpleNamespace

import psycopg
import pytest

from audit import chain, verification
from cyberos_eval.tenancy import tenant_context
from governance.models import Tenant

# Rows with every byte COPY's text format escapes, and then some.
ROWS = """
COPY (
    SELECT g, repeat(chr(92) || chr(9) || chr(10) || 'é"' || g, g %% 7), NULL
      FROM generate_series(1, %(count)s) AS g
) TO STDOUT
"""
FAILS_AT_3000 = "COPY (SELECT g, 1 / (g - 3000) FROM generate_series(1, 5000) AS g) TO STDOUT"


@pytest.fixture
def conn(django_db_setup: None, django_db_blocker) -> Iterator[psycopg.Connection]:
    with django_db_blocker.unblock(), psycopg.connect(**verification._connection_params()) as c:
        yield c


def psycopg_rows(conn: psycopg.Connection, statement: str, params: dict) -> list[bytes]:
    with conn.cursor() as cursor, cursor.copy(statement, params) as copy:
        return [bytes(row) for row in copy]


@pytest.mark.parametrize("count", [0, 1, 2, 1000, 60_000])
@pytest.mark.parametrize("pause", [0.0, 0.2])
def test_the_rows_are_psycopgs_rows(conn: psycopg.Connection, count: int, pause: float) -> None:
    """With a pause before reading, everything has arrived, so the direct read meets the end
    itself; without, psycopg's read waits for most of it."""
    expected = psycopg_rows(conn, ROWS, {"count": count})
    with conn.cursor() as cursor:
        rows = chain.copied_rows(cursor, ROWS, {"count": count})
        got = [bytes(row) for row in itertools.islice(rows, 1)]  # the COPY is under way
        time.sleep(pause)
        got += [bytes(row) for row in rows]
        assert got == expected
        assert len(got) == count
        cursor.execute("SELECT 1")  # the COPY is over: the connection takes the next statement
        assert cursor.fetchone() == (1,)


@pytest.mark.parametrize("pause", [0.0, 0.2])
def test_an_error_mid_stream_is_raised_as_psycopgs_class(
    conn: psycopg.Connection, pause: float
) -> None:
    got = []
    with conn.cursor() as cursor:
        rows = chain.copied_rows(cursor, FAILS_AT_3000, {})
        with pytest.raises(psycopg.errors.DivisionByZero, match="division by zero"):
            got.append(bytes(next(rows)))  # the COPY is under way
            time.sleep(pause)
            for row in rows:
                got.append(bytes(row))
    assert len(got) == 2999
    conn.rollback()
    assert conn.execute("SELECT 2").fetchone() == (2,)


def test_a_walk_stopped_early_leaves_the_connection_usable(conn: psycopg.Connection) -> None:
    with conn.cursor() as cursor:
        rows = chain.copied_rows(cursor, ROWS, {"count": 50_000})
        next(rows)
        rows.close()  # the walk gave up (an exception): psycopg's Copy cancels the rest
    conn.rollback()
    assert conn.execute("SELECT 3").fetchone() == (3,)


class PsycopgReadsOnly:
    """A cursor whose libpq never has a row ready when asked directly, so that every row, the
    end and any error come through psycopg's own read (the branch a fast server and a slow
    network take)."""

    def __init__(self, cursor: psycopg.Cursor) -> None:
        self._cursor = cursor
        never_ready = SimpleNamespace(get_copy_data=lambda wait: (0, b""))
        self.connection = SimpleNamespace(pgconn=never_ready)

    def copy(self, statement: str, params: dict) -> AbstractContextManager[psycopg.Copy]:
        return self._cursor.copy(statement, params)


def test_psycopgs_read_gives_the_same_rows_and_errors(conn: psycopg.Connection) -> None:
    expected = psycopg_rows(conn, ROWS, {"count": 5000})
    with conn.cursor() as cursor:
        rows = chain.copied_rows(PsycopgReadsOnly(cursor), ROWS, {"count": 5000})
        assert [bytes(row) for row in rows] == expected
        cursor.execute("SELECT 4")
        assert cursor.fetchone() == (4,)
        failing = chain.copied_rows(PsycopgReadsOnly(cursor), FAILS_AT_3000, {})
        with pytest.raises(psycopg.errors.DivisionByZero):
            for _ in failing:
                pass
    conn.rollback()


def test_a_walk_that_fails_midway_releases_its_connection(busy_tenant: Tenant) -> None:
    """A progress callback that raises stops the walk; the COPY must end with it, or the
    transaction's rollback would wait for the connection's lock forever."""

    def failing(rows: int) -> None:
        raise RuntimeError("the progress line could not be written")

    with pytest.raises(RuntimeError), tenant_context(busy_tenant):
        chain.verify(busy_tenant.pk, progress=failing, progress_every=1)
    with tenant_context(busy_tenant):
        assert chain.verify(busy_tenant.pk).ok
