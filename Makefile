# cyberos-eval developer commands. `make help` lists them.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
HOST   ?= 127.0.0.1
PORT   ?= 8000

.DEFAULT_GOAL := help
.PHONY: help install db demo serve bench test lint typecheck pytest replay browser pgbouncer messages db-stop clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "}; {printf "  make %-10s %s\n", $$1, $$2}'

$(VENV)/.installed: pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit("Python 3.11+ is required") if sys.version_info < (3, 11) else None'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	@touch $@

install: $(VENV)/.installed ## Create .venv and install the project with its dev tools

db: install ## Start the embedded PostgreSQL (unless DATABASE_URL is set), create roles, migrate
	$(PY) manage.py db_roles
	$(PY) manage.py migrate --no-input

demo: db ## Set up everything with demo data and serve the admin
	$(PY) manage.py demo_setup --url http://$(HOST):$(PORT)/admin/
	$(PY) manage.py runserver $(HOST):$(PORT)

# `make serve`: production settings under gunicorn, on this machine. A random secret key is kept
# in .secret_key (untracked); plain HTTP on $(HOST) only, so the HTTPS redirect is off here —
# behind a TLS proxy leave DJANGO_SECURE_SSL_REDIRECT unset and forward X-Forwarded-Proto.
SERVE_ENV = DJANGO_SETTINGS_MODULE=cyberos_eval.settings.production \
	DJANGO_SECRET_KEY="$$(cat .secret_key)" DJANGO_SECURE_SSL_REDIRECT=0 \
	DJANGO_ALLOWED_HOSTS="$(HOST),localhost,127.0.0.1,[::1]"

.secret_key:
	@umask 077 && $(PY) -c 'import secrets; print(secrets.token_urlsafe(64))' > $@

serve: db .secret_key ## Demo data, then gunicorn in production settings (WEB_CONCURRENCY workers)
	$(PY) manage.py demo_setup --url http://$(HOST):$(PORT)/admin/
	@$(SERVE_ENV) $(PY) manage.py collectstatic --no-input --verbosity 0
	@echo "Serving with gunicorn: DJANGO_SETTINGS_MODULE=cyberos_eval.settings.production," \
	  "DJANGO_SECRET_KEY from .secret_key, DJANGO_SECURE_SSL_REDIRECT=0 (plain HTTP, this machine" \
	  "only), DJANGO_ALLOWED_HOSTS=$(HOST),localhost,127.0.0.1,[::1];" \
	  "$${WEB_CONCURRENCY:-2 x cores} workers (gunicorn.conf.py). Ctrl-C stops it."
	@$(SERVE_ENV) GUNICORN_BIND=$(HOST):$(PORT) exec $(VENV)/bin/gunicorn cyberos_eval.wsgi

# `make bench` (QUICK=1 for the short run CI can afford): its own database, see bench/README.md.
bench: install ## Benchmarks vs a raw-psycopg floor and a naive DRF peer (QUICK=1: < 2 min)
	@command -v wrk >/dev/null 2>&1 || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  { $$SUDO apt-get update -qq && \
	    $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk; } >/dev/null 2>&1 || \
	  echo "wrk not installed: throughput uses the built-in Python load generator"; }
	$(PY) -m bench.run $(if $(QUICK),--quick,)

lint: install ## ruff
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

typecheck: install ## mypy
	$(VENV)/bin/mypy .

pytest: install browser pgbouncer ## The test suite only (end-to-end and PgBouncer tests included)
	$(PY) -m pytest

replay: install ## GENIE's draft replay against the gold sets (the CI regression gate)
	$(PY) manage.py genie_replay --check

browser: ## Headless Chromium for the end-to-end tests (Debian package chromium)
	@command -v chromium >/dev/null 2>&1 || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

pgbouncer: ## PgBouncer for the transaction-pooling tests (Debian package pgbouncer)
	@command -v pgbouncer >/dev/null 2>&1 || [ -x /usr/sbin/pgbouncer ] || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null; }

messages: install ## Refresh and compile the Vietnamese catalogue (locale/vi)
	$(PY) manage.py makemessages -l vi --ignore=.venv --ignore=.pgdata --ignore=tests
	$(PY) manage.py compilemessages -l vi --ignore=.venv

test: lint typecheck replay pytest ## Everything CI runs: ruff, mypy, the GENIE replay gate, the tests

db-stop: install ## Stop the embedded PostgreSQL
	$(PY) manage.py embedded_db stop

clean: ## Remove the virtualenv and caches (keeps .pgdata)
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
