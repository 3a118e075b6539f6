"""Production: everything security-relevant from the environment; ``check --deploy`` is clean."""

from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import ENV, MIDDLEWARE, SECRET_KEY, SESSION_COOKIE_AGE, env_bool

if not SECRET_KEY or len(SECRET_KEY) < 50:
    raise ImproperlyConfigured("DJANGO_SECRET_KEY must be set to a random value of 50+ characters.")

DEBUG = False
SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", True)
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_HSTS_SECONDS = int(ENV.get("DJANGO_SECURE_HSTS_SECONDS", str(60 * 60 * 24 * 365)))
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"
# Admin sessions end within a working day, however long CYBEROS_SESSION_HOURS asks for.
MAX_SESSION_COOKIE_AGE = 8 * 60 * 60
if not 0 < SESSION_COOKIE_AGE <= MAX_SESSION_COOKIE_AGE:
    raise ImproperlyConfigured("CYBEROS_SESSION_HOURS must be more than 0 and at most 8.")

# The web process connects as cyberos_app only. The owner (migrations) and ops (corrections)
# aliases exist only for the operator commands that need them:
#   CYBEROS_PRIVILEGED_DB=1 python manage.py migrate
if not env_bool("CYBEROS_PRIVILEGED_DB", False):
    DATABASES = {"default": DATABASES["default"]}  # noqa: F405

# Static files (the admin's CSS and JavaScript) are served by the WSGI process itself, under
# gunicorn too: WhiteNoise right after SecurityMiddleware, from STATIC_ROOT as `collectstatic`
# left it (hashed names cached for a year, gzip/brotli variants). Run
#   DJANGO_SETTINGS_MODULE=cyberos_eval.settings.production python manage.py collectstatic
# before starting (`make serve` does).
MIDDLEWARE = [
    *MIDDLEWARE[:1],
    "whitenoise.middleware.WhiteNoiseMiddleware",
    *MIDDLEWARE[1:],
]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}
