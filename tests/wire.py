"""What the application sends PostgreSQL, read off the wire (libpq's protocol trace).

Django's query log misses what psycopg sends by itself — the ``BEGIN`` that opens a
transaction — so statement counts that include transaction control are taken here instead.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from django.db import connection


@dataclass
class Wire:
    statements: list[str] = field(default_factory=list)

    @property
    def transactions(self) -> int:
        return sum(1 for sql in self.statements if sql.upper() in {"BEGIN", "BEGIN ISOLATION"})

    @property
    def commits(self) -> int:
        return sum(1 for sql in self.statements if sql.upper() == "COMMIT")


@contextmanager
def wire() -> Iterator[Wire]:
    """Every statement (simple or extended protocol) the default connection sends in the block."""
    connection.ensure_connection()
    pgconn = connection.connection.pgconn
    seen = Wire()
    with tempfile.TemporaryFile("w+", encoding="utf-8") as trace:
        pgconn.trace(trace.fileno())
        try:
            yield seen
        finally:
            pgconn.untrace()
            trace.seek(0)
            for line in trace:
                parts = line.rstrip("\n").split("\t")
                # timestamp, direction (F = frontend), length, message type, contents
                if len(parts) >= 5 and parts[1] == "F" and parts[3] in {"Query", "Parse"}:
                    text = parts[4].strip()
                    if parts[3] == "Parse":  # Parse "name" "sql" n types…
                        text = text.split('"', 3)[3] if text.count('"') >= 4 else text
                    seen.statements.append(text.strip().strip('"').strip())
