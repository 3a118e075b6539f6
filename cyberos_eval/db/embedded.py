"""The embedded PostgreSQL server (``pgserver``: PostgreSQL shipped inside a wheel).

Used whenever ``DATABASE_URL`` is not set, so a fresh machine with only Python can run the
demo, the tests and CI. The server listens on a Unix socket inside ``.pgdata/`` only (no TCP
port), and it keeps running between commands; ``manage.py embedded_db stop`` stops it.
"""

from __future__ import annotations

import logging
import os
import subprocess
import warnings
from dataclasses import dataclass
from pathlib import Path

logger = logging.getLogger(__name__)

EMBEDDED_PORT = 5432
EMBEDDED_SUPERUSER = "postgres"


@dataclass(frozen=True)
class EmbeddedServer:
    pgdata: Path
    socket_dir: Path
    pid: int | None


def _quiet_platformdirs() -> None:
    # platformdirs warns when XDG_RUNTIME_DIR is unset (always, in CI); it then uses /tmp.
    warnings.filterwarnings("ignore", message="XDG_RUNTIME_DIR is not set")


def ensure_running(pgdata: Path) -> EmbeddedServer:
    """Initialise ``pgdata`` if needed and start the server unless it already runs.

    Safe to call from many processes at once: pgserver serialises start-up with a file lock.
    """
    _quiet_platformdirs()
    import pgserver

    pgdata.parent.mkdir(parents=True, exist_ok=True)
    # cleanup_mode=None: the server outlives this process, so the next command reuses it.
    server = pgserver.get_server(pgdata, cleanup_mode=None)
    info = server.get_postmaster_info()
    socket_dir = info.socket_dir or pgdata
    return EmbeddedServer(pgdata=pgdata, socket_dir=Path(socket_dir), pid=info.pid)


def status(pgdata: Path) -> EmbeddedServer | None:
    """The running server for ``pgdata``, or None when it is not running."""
    _quiet_platformdirs()
    from pgserver.utils import PostmasterInfo

    info = PostmasterInfo.read_from_pgdata(pgdata)
    if info is None or not info.is_running():
        return None
    return EmbeddedServer(pgdata=pgdata, socket_dir=Path(info.socket_dir or pgdata), pid=info.pid)


def stop(pgdata: Path) -> bool:
    """Stop the server for ``pgdata``; returns False when it was not running."""
    if status(pgdata) is None:
        return False
    from pgserver._commands import POSTGRES_BIN_PATH

    command = [str(POSTGRES_BIN_PATH / "pg_ctl"), "-D", str(pgdata), "-w", "stop"]
    if os.geteuid() == 0:
        # pgserver runs PostgreSQL as the unprivileged "pgserver" user when started by root.
        command = ["su", "pgserver", "-s", "/bin/sh", "-c", subprocess.list2cmdline(command)]
    subprocess.run(command, check=True, capture_output=True)  # noqa: S603
    return True
