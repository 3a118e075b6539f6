"""``audit.chain.copied_rows``: COPY's rows read straight from libpq where already received.

It must give exactly the rows psycopg's own ``Copy`` gives, end the COPY cleanly whichever of
the two reads meets its end, and raise a server's mid-stream error as psycopg would.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import psycopg
import pytest

from audit import chain, verification

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
        time.sleep(pause)
        got = [bytes(row) for row in rows]
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
        time.sleep(pause)
        with pytest.raises(psycopg.errors.DivisionByZero, match="division by zero"):
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
