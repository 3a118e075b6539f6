from __future__ import annotations

import os
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from cyberos_eval.db import bootstrap
from cyberos_eval.db.config import admin_conninfo


class Command(BaseCommand):
    help = (
        "Create (or re-assert) the database roles cyberos_owner, cyberos_app and cyberos_ops, "
        "the database, and their privileges. Idempotent; run before migrate."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        admin = admin_conninfo(os.environ, settings.PGDATA)
        dbname = settings.DATABASES["default"]["NAME"]
        try:
            done = bootstrap.prepare(admin, os.environ, dbname)
        except Exception as exc:  # any connection or permission problem: say it plainly
            raise CommandError(
                f"db_roles_failed: {exc}\nThe DATABASE_URL login must be a superuser, or own the "
                "database and have CREATEROLE."
            ) from exc
        for line in done:
            self.stdout.write(line)
        self.stdout.write(self.style.SUCCESS(f"database {dbname} is ready for migrate"))
