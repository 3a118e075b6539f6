"""What a psycopg connection sends to PostgreSQL, counted from libpq's protocol trace.

Django's ``execute_wrapper`` sees the statements Django runs, but not the ``BEGIN`` and
``COMMIT`` psycopg sends on its own when Django leaves autocommit, nor what another library
runs on the connection. libpq's trace (``PQtrace``, ``pgconn.trace(fd)``) records every
message on the wire, so counting its frontend messages is the same whoever sent them:

* a **statement** is one frontend ``Query`` (simple protocol: psycopg's ``BEGIN``/``COMMIT``)
  or one ``Execute`` (extended protocol: every parameterised statement, prepared or not);
* **transaction control** is a statement whose text starts with BEGIN, COMMIT, ROLLBACK,
  SAVEPOINT or RELEASE;
* a **transaction** is a ``BEGIN``, or a statement run outside one (autocommit: a transaction
  of its own);
* a **round trip** is one ``ReadyForQuery`` from the server.

Tracing writes every message, result rows included, so it slows what it watches: counts come
from separate, untimed runs.
"""

from __future__ import annotations

import contextlib
import re
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from psycopg.pq import Trace

_MESSAGE = re.compile(r"(?:^|\n)([FB])\t\d+\t(\w+)\t?(.*?)(?=\n[FB]\t\d+\t|\n?\Z)", re.S)
_PARSE = re.compile(r'\s*"([^"]*)" "(.*)" \d+(?: NNNN| \d+)*\s*$', re.S)
_BIND = re.compile(r'\s*"([^"]*)" "([^"]*)"')
_EXECUTE = re.compile(r'\s*"([^"]*)"')
_QUERY = re.compile(r'\s*"(.*)"\s*$', re.S)
TRANSACTION_CONTROL = ("BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE", "START TRANSACTION")


@dataclass
class WireCount:
    statements: int = 0
    transaction_control: int = 0
    transactions: int = 0
    round_trips: int = 0
    texts: list[str] = field(default_factory=list)

    @property
    def other_statements(self) -> int:
        return self.statements - self.transaction_control

    def as_dict(self) -> dict[str, Any]:
        return {
            "statements": self.statements,
            "transaction_control": self.transaction_control,
            "other_statements": self.other_statements,
            "transactions": self.transactions,
            "round_trips": self.round_trips,
        }

    def mentions(self, needle: str) -> int:
        """How many statements sent contain ``needle`` (e.g. a SQL function's name)."""
        return sum(needle in text for text in self.texts)


def count_trace(trace: str) -> WireCount:
    """Count statements, transaction control, transactions and round trips in a libpq trace."""
    count = WireCount()
    statements: dict[str, str] = {}
    portals: dict[str, str] = {}
    in_transaction = False
    for direction, kind, rest in _MESSAGE.findall(trace):
        if direction == "B":
            if kind == "ReadyForQuery":
                count.round_trips += 1
            continue
        text: str | None = None
        if kind == "Parse" and (match := _PARSE.match(rest)):
            statements[match.group(1)] = match.group(2)
        elif kind == "Bind" and (match := _BIND.match(rest)):
            portals[match.group(1)] = statements.get(match.group(2), "")
        elif kind == "Execute" and (match := _EXECUTE.match(rest)):
            text = portals.get(match.group(1), "")
        elif kind == "Query" and (match := _QUERY.match(rest)):
            text = match.group(1)
        if text is None:
            continue
        count.statements += 1
        count.texts.append(text)
        head = text.lstrip().upper()
        if head.startswith(TRANSACTION_CONTROL):
            count.transaction_control += 1
            if head.startswith(("BEGIN", "START TRANSACTION")):
                count.transactions += 1
                in_transaction = True
            elif head.startswith(("COMMIT", "ROLLBACK")) and not head.startswith("ROLLBACK TO"):
                in_transaction = False
        elif not in_transaction:
            count.transactions += 1  # autocommit: the statement is a transaction of its own
    return count


class WireTracer:
    """Traces psycopg connections into one temporary file; ``counted()`` yields the count of
    what was sent inside its block."""

    def __init__(self) -> None:
        self._file = tempfile.TemporaryFile(buffering=0)  # noqa: SIM115 - lives with the tracer
        self._traced: list[Any] = []

    def attach(self, pgconn: Any) -> None:
        pgconn.trace(self._file.fileno())
        pgconn.set_trace_flags(Trace.SUPPRESS_TIMESTAMPS | Trace.REGRESS_MODE)
        self._traced.append(pgconn)

    def _detach_all(self) -> None:
        for pgconn in self._traced:
            # untrace() flushes libpq's buffered stream; a connection closed meanwhile has nothing.
            with contextlib.suppress(Exception):
                pgconn.untrace()
        self._traced.clear()

    @contextmanager
    def counted(self, *pgconns: Any) -> Iterator[WireCount]:
        result = WireCount()
        start = self._file.seek(0, 2)
        for pgconn in pgconns:
            self.attach(pgconn)
        try:
            yield result
        finally:
            self._detach_all()
            self._file.seek(start)
            trace = self._file.read().decode("utf-8", "replace")
            counted = count_trace(trace)
            result.__dict__.update(counted.__dict__)

    def close(self) -> None:
        self._detach_all()
        self._file.close()
