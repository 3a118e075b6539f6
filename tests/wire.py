"""What the application's connection sends PostgreSQL, read off the wire by the bench's libpq
trace counter (``bench/wire.py``): Django's query log misses the ``BEGIN`` and ``COMMIT``
psycopg sends by itself, so statement counts that include transaction control come from here."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from django.db import connection

from bench.wire import WireCount, WireTracer


@contextmanager
def wire() -> Iterator[WireCount]:
    """Every statement the default connection sends in the block (``texts``, in order), with
    the counts of statements, transaction control and transactions."""
    connection.ensure_connection()
    tracer = WireTracer()
    try:
        with tracer.counted(connection.connection.pgconn) as count:
            yield count
    finally:
        tracer.close()
