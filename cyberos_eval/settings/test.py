"""Test runs: a dedicated database (``<name>_test``) and in-memory telemetry."""

from cyberos_eval.db.config import databases

from .base import *  # noqa: F403
from .base import ENV, PGDATA

SECRET_KEY = "test-only-not-a-secret"  # noqa: S105
DEBUG = False
DATABASES = databases(ENV, PGDATA, name_suffix="_test")
for _database in DATABASES.values():
    # Tests check what each new connection sees; a reused connection would hide that.
    _database["CONN_MAX_AGE"] = 0
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]  # fast; tests only
OTEL_METRICS_EXPORTER = "memory"
OTEL_TRACES_EXPORTER = "memory"
