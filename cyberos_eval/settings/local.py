"""Developer machine and demo: debug on, a throwaway secret key unless one is given."""

from .base import *  # noqa: F403
from .base import env_bool

DEBUG = env_bool("DJANGO_DEBUG", True)
SECRET_KEY = SECRET_KEY or "local-development-only-not-a-secret"  # noqa: F405
