"""Developer machine and demo: debug on, a throwaway secret key unless one is given."""

from .base import *  # noqa: F403
from .base import DATABASES, env_bool

DEBUG = env_bool("DJANGO_DEBUG", True)
SECRET_KEY = SECRET_KEY or "local-development-only-not-a-secret"  # noqa: F405

# No persistent connections here: runserver (`make demo`) answers each request on a thread of
# its own, and a connection kept for CONN_MAX_AGE belongs to the thread that opened it, so every
# request would leave one open until PostgreSQL runs out of connection slots. Django's docs say
# not to enable them with the development server. Production's gunicorn workers, which reuse
# their threads, keep the base settings' persistent connections.
DATABASES = {alias: {**database, "CONN_MAX_AGE": 0} for alias, database in DATABASES.items()}
