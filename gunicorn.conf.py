"""gunicorn settings for serving the product: ``gunicorn cyberos_eval.wsgi`` from the checkout.

gunicorn reads this file from the working directory by itself; every value can be overridden
on the command line or with ``GUNICORN_CMD_ARGS``. ``make serve`` runs it locally; the bench
serves the product and its floor app with the same file, so both get the same workers.
"""

from __future__ import annotations

import os

# Served by gunicorn means production settings, unless the environment names others.
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cyberos_eval.settings.production")

bind = [os.environ.get("GUNICORN_BIND") or "127.0.0.1:8000"]
# Synchronous workers: each request is one database transaction (the tenant middleware), the
# work is mostly CPU and database round trips, and a worker per core keeps one core busy while
# the other waits on PostgreSQL. WEB_CONCURRENCY is the usual override (Heroku & co set it).
workers = int(os.environ.get("WEB_CONCURRENCY") or 2 * (os.cpu_count() or 1))
worker_class = "sync"
# A stalled request is cut well after the database's own statement timeout (30 s by default).
timeout = int(os.environ.get("GUNICORN_TIMEOUT") or 60)
graceful_timeout = 30
keepalive = 5
# Heartbeat files in memory: a slow disk cannot make the master think a worker hung.
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None  # noqa: S108
# Recycle workers now and then, so a slow leak in any library cannot grow without bound.
max_requests = 5000
max_requests_jitter = 500
# Behind a TLS-terminating proxy on this host: trust its X-Forwarded-Proto (Django reads it
# through SECURE_PROXY_SSL_HEADER). Set FORWARDED_ALLOW_IPS for a proxy elsewhere.
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS") or "127.0.0.1,::1"
# Access log to stdout unless GUNICORN_ACCESS_LOG says otherwise ("" turns it off).
accesslog = os.environ.get("GUNICORN_ACCESS_LOG", "-") or None
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL") or "info"
proc_name = "cyberos-eval"
# No control socket (gunicorn 24+ opens one in ~/.gunicorn by default): nothing here uses it,
# and two servers on one machine (the bench's product and floor) would share its path.
control_socket_disable = True
