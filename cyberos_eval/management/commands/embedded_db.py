from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from cyberos_eval.db import embedded


class Command(BaseCommand):
    help = "Start, stop or show the embedded PostgreSQL server (data under .pgdata/)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("action", choices=["start", "stop", "status"])

    def handle(self, *args: Any, action: str, **options: Any) -> None:
        if settings.DATABASES["default"].get("EMBEDDED_PGDATA") is None:
            raise CommandError("DATABASE_URL is set: the embedded server is not in use.")
        pgdata = settings.PGDATA
        if action == "start":
            server = embedded.ensure_running(pgdata)
            self.stdout.write(f"running (pid {server.pid}), socket in {server.socket_dir}")
        elif action == "stop":
            stopped = embedded.stop(pgdata)
            self.stdout.write("stopped" if stopped else "was not running")
        else:
            found = embedded.status(pgdata)
            self.stdout.write(
                f"running (pid {found.pid}), socket in {found.socket_dir}" if found else "stopped"
            )
