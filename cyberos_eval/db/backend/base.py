"""PostgreSQL backend that starts the embedded server on first connection.

Starting lazily (not at settings import) keeps ``ruff``, ``mypy`` and ``manage.py help`` from
booting a database they never use.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.db.backends.postgresql import base

from cyberos_eval.db import embedded


class DatabaseWrapper(base.DatabaseWrapper):
    def get_connection_params(self) -> dict[str, Any]:
        params = super().get_connection_params()
        pgdata = self.settings_dict.get("EMBEDDED_PGDATA")
        if pgdata:
            server = embedded.ensure_running(Path(pgdata))
            params["host"] = str(server.socket_dir)
        return params
