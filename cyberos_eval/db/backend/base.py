"""PostgreSQL backend that starts the embedded server on first connection.

Starting lazily (not at settings import) keeps ``ruff``, ``mypy`` and ``manage.py help`` from
booting a database they never use.
"""

from __future__ import annotations

import select
from pathlib import Path
from typing import Any

from django.db.backends.postgresql import base
from psycopg import pq

from cyberos_eval.db import embedded


class DatabaseWrapper(base.DatabaseWrapper):
    def get_connection_params(self) -> dict[str, Any]:
        params = super().get_connection_params()
        pgdata = self.settings_dict.get("EMBEDDED_PGDATA")
        if pgdata:
            server = embedded.ensure_running(Path(pgdata))
            params["host"] = str(server.socket_dir)
        return params

    def is_usable(self) -> bool:
        """Whether a kept connection can serve the next request, without a round trip.

        Django's check sends ``SELECT 1`` before every request's first query: a statement and a
        transaction of its own on every API read. An idle connection has nothing to read, so a
        readable socket means the server has spoken — almost always to say it is terminating
        the session (restart, ``pg_terminate_backend``), or it closed it. Either way the
        connection is dropped and the next query opens a new one. A connection a network
        dropped without a word still looks usable: its first query then fails (503, and the
        next request reconnects); TCP keepalives (libpq ``keepalives_*`` options) shorten that.
        """
        connection = self.connection
        if connection is None or connection.closed or connection.broken:
            return False
        if connection.pgconn.status != pq.ConnStatus.OK:
            return False
        if connection.info.transaction_status != pq.TransactionStatus.IDLE:
            return False
        poller = select.poll()  # not select(): it refuses descriptors past 1023
        poller.register(connection.fileno(), select.POLLIN | select.POLLERR | select.POLLHUP)
        return not poller.poll(0)
