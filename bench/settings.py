"""The bench's settings: production's, on the bench's own database, plus the naive peer.

Production settings as they are (DEBUG off, WhiteNoise, security middleware, the application
role only unless CYBEROS_PRIVILEGED_DB=1), with two differences the bench needs:

* the database is ``<name>_bench`` on the same server, so a run never touches the development or
  test data (``bench/seed.py`` creates, migrates and empties it);
* DRF's token table (``rest_framework.authtoken``) and the peer's URL (``bench/urls.py``), for the
  naive DRF peer. The product's own URLs are unchanged and resolved first.
"""

from cyberos_eval.db.config import databases
from cyberos_eval.settings.production import *  # noqa: F403
from cyberos_eval.settings.production import ENV, INSTALLED_APPS, PGDATA, env_bool

# BENCH_DATABASE_SUFFIX lets the bench's own test use another database than `make bench`.
DATABASE_SUFFIX = ENV.get("BENCH_DATABASE_SUFFIX") or "_bench"
DATABASES = databases(ENV, PGDATA, name_suffix=DATABASE_SUFFIX)
if not env_bool("CYBEROS_PRIVILEGED_DB", False):
    DATABASES = {"default": DATABASES["default"]}

INSTALLED_APPS = [*INSTALLED_APPS, "rest_framework.authtoken"]
ROOT_URLCONF = "bench.urls"
