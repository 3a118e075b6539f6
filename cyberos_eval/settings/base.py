"""Settings shared by every mode; values that differ per machine come from the environment."""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

from django.utils.translation import gettext_lazy as _

from cyberos_eval.db.config import databases

BASE_DIR = Path(__file__).resolve().parent.parent.parent
ENV = os.environ


def env_bool(name: str, default: bool) -> bool:
    raw = ENV.get(name)
    if raw is None or raw.strip() == "":
        return default
    return raw.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: list[str]) -> list[str]:
    raw = ENV.get(name)
    if raw is None or raw.strip() == "":
        return default
    return [part.strip() for part in raw.split(",") if part.strip()]


DEBUG = env_bool("DJANGO_DEBUG", False)
SECRET_KEY = ENV.get("DJANGO_SECRET_KEY", "")
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"])

INSTALLED_APPS = [
    # modeltranslation must precede django.contrib.admin to patch its forms.
    "modeltranslation",
    "cyberos_eval.admin_apps.EvalAdminConfig",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    # Swagger UI's assets served from this project: the API docs work with no internet access.
    "drf_spectacular_sidecar",
    "guardian",
    # Admin sign-in throttling: failures per username and address, lockouts audited.
    "axes",
    "cyberos_eval",
    "governance",
    "rubric",
    "audit",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "cyberos_eval.security.SecurityHeadersMiddleware",
    "cyberos_eval.security.RejectNulMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    # Everything below runs inside the subject's tenant context (one transaction).
    "cyberos_eval.middleware.TenantMiddleware",
    "cyberos_eval.middleware.TenantLanguageMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Last, as django-axes asks: it turns a lockout into the lockout page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "cyberos_eval.urls"
WSGI_APPLICATION = "cyberos_eval.wsgi.application"
ASGI_APPLICATION = "cyberos_eval.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- Database -------------------------------------------------------------------------------
# Without DATABASE_URL the embedded PostgreSQL under .pgdata/ is used (see cyberos_eval/db/).
PGDATA = Path(ENV.get("CYBEROS_PGDATA", str(BASE_DIR / ".pgdata")))
DATABASES = databases(ENV, PGDATA)
DATABASE_ROUTERS = ["cyberos_eval.db.routers.MigrateAsOwnerRouter"]
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Auth -----------------------------------------------------------------------------------
# ModelBackend signs people in. Permissions are never asked of Django (``user.has_perm`` says
# yes to any superuser) nor of guardian's backend (it knows nothing of a grant's validity):
# every product path asks governance.access, which reads the grants.
# django-axes' backend comes first: it refuses a locked-out username+address before any
# password is checked (it signs nobody in itself).
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# guardian warns when its backend is absent; that absence is the decision above.
SILENCED_SYSTEM_CHECKS = ["guardian.W001"]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "admin:login"
# django-guardian: no anonymous user row; anonymous requests simply hold no grant.
ANONYMOUS_USER_NAME = None
# An admin session lasts a working day at most (production refuses more than 8 hours).
SESSION_COOKIE_AGE = int(float(ENV.get("CYBEROS_SESSION_HOURS", "8")) * 3600)

# --- Sign-in throttling (django-axes) -------------------------------------------------------
# After AXES_FAILURE_LIMIT failed sign-ins for one username from one address, that pair is
# locked for the cool-off time; the lockout is audited in the person's tenant
# (governance.login_locked_out). `manage.py axes_reset_username NAME` unlocks early.
AXES_FAILURE_LIMIT = int(ENV.get("CYBEROS_LOGIN_FAILURE_LIMIT", "5"))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_COOLOFF_TIME = timedelta(minutes=float(ENV.get("CYBEROS_LOGIN_COOLOFF_MINUTES", "30")))
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "cyberos_eval.security.lockout_response"
# Axes' own admin pages would show logins and addresses to anyone the admin lets in, without a
# grant; operators use its commands (axes_list_attempts, axes_reset_username) instead.
AXES_ENABLE_ADMIN = False
# Axes' banner ("AXES: BEGIN version …") had opened the output of every management command;
# the lockouts themselves are audited (above) and logged by Axes all the same.
AXES_VERBOSE = False

# --- Security headers -----------------------------------------------------------------------
# Scripts only from this origin (no inline script anywhere); inline *styles* are allowed
# because the admin's own templates use style attributes, and a style cannot run code.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; "
    "base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
)
PERMISSIONS_POLICY = (
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), "
    "microphone=(), payment=(), usb=(), interest-cohort=()"
)

# --- Internationalisation -------------------------------------------------------------------
LANGUAGE_CODE = "vi"
LANGUAGES = [("vi", _("Vietnamese")), ("en", _("English"))]
MODELTRANSLATION_DEFAULT_LANGUAGE = "vi"
MODELTRANSLATION_LANGUAGES = ("vi", "en")
# For signed legal text a fallback is a misquotation: a missing _en stays missing.
MODELTRANSLATION_FALLBACK_LANGUAGES: dict[str, tuple[str, ...]] = {"default": ()}
MODELTRANSLATION_ENABLE_FALLBACKS = False
LOCALE_PATHS = [BASE_DIR / "locale"]
# Dates typed day first ("01/07/2026" is 1 July) in both languages: cyberos_eval/formats.
FORMAT_MODULE_PATH = ["cyberos_eval.formats"]
TIME_ZONE = "Asia/Ho_Chi_Minh"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = Path(ENV.get("DJANGO_STATIC_ROOT") or BASE_DIR / "staticfiles")

# --- REST framework -------------------------------------------------------------------------
# Requests under this prefix may authenticate with a bearer token, and their errors are
# application/problem+json (cyberos_eval/api_auth.py, cyberos_eval/api_errors.py).
API_PATH_PREFIX = "/api/"
CSRF_FAILURE_VIEW = "cyberos_eval.api_errors.csrf_failure"
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "cyberos_eval.api_auth.BearerTokenAuthentication",  # first: it makes 401s say Bearer
        "cyberos_eval.api_auth.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["cyberos_eval.api_auth.ActsForTenant"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["cyberos_eval.api_parsers.BoundedJSONParser"],
    "EXCEPTION_HANDLER": "cyberos_eval.api_errors.exception_handler",
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "cyberos-eval API",
    "DESCRIPTION": (
        "Tenant-scoped, versioned, clause-cited evaluation rubrics. Every error is "
        "`application/problem+json` with a stable `code`."
    ),
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # The schema and its docs describe the contract, not tenant data: anyone may read them.
    "SERVE_PERMISSIONS": ["rest_framework.permissions.AllowAny"],
    "SERVE_AUTHENTICATION": [],
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # Swagger UI would otherwise ask an online validator for a badge.
    "SWAGGER_UI_SETTINGS": {"deepLinking": True, "validatorUrl": None},
    "SCHEMA_PATH_PREFIX": "/api/v1",
    "COMPONENT_SPLIT_REQUEST": True,
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "cyberos_eval.api_schema.add_problem_responses",
    ],
}

# --- GENIE language-model proposer (rubric/genie/llm.py) --------------------------------------
# Any OpenAI-compatible chat-completions endpoint (BASE_URL ends before /chat/completions, e.g.
# https://api.example.com/v1). Without a base URL and a model the "llm" proposer refuses to run
# (genie_llm_not_configured); the keyword proposer needs none of this. The key is sent as a
# Bearer token and never logged.
GENIE_LLM = {
    "BASE_URL": ENV.get("CYBEROS_GENIE_LLM_BASE_URL", ""),
    "MODEL": ENV.get("CYBEROS_GENIE_LLM_MODEL", ""),
    "API_KEY": ENV.get("CYBEROS_GENIE_LLM_API_KEY", ""),
    "TIMEOUT_SECONDS": float(ENV.get("CYBEROS_GENIE_LLM_TIMEOUT_SECONDS") or "30"),
    "MAX_RETRIES": int(ENV.get("CYBEROS_GENIE_LLM_MAX_RETRIES") or "2"),
    # Per request, system + user message, in cl100k_base tokens: longer documents are split.
    "MAX_PROMPT_TOKENS": int(ENV.get("CYBEROS_GENIE_LLM_MAX_PROMPT_TOKENS") or "12000"),
}

# --- Observability --------------------------------------------------------------------------
# none | console | otlp (otlp needs opentelemetry-exporter-otlp installed) | memory (tests)
OTEL_METRICS_EXPORTER = ENV.get("CYBEROS_OTEL_METRICS_EXPORTER", "none")
OTEL_TRACES_EXPORTER = ENV.get("CYBEROS_OTEL_TRACES_EXPORTER", "none")
OTEL_SERVICE_NAME = ENV.get("OTEL_SERVICE_NAME", "cyberos-eval")

# The API keeps the rendered items of published versions (immutable) per process, up to this
# many MiB; 0 turns the cache off. See rubric/api/rendering.py.
CYBEROS_RENDERED_CACHE_MB = int(ENV.get("CYBEROS_RENDERED_CACHE_MB", "64"))

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": ENV.get("CYBEROS_LOG_LEVEL", "INFO")},
    "loggers": {"pgserver": {"level": "WARNING"}},
}

# --- GENIE (the AI drafter: proposes only) ---------------------------------------------------
# off: the draft-from-documents path is refused; shadow: proposals are computed and reported,
# nothing stored; on: proposals are stored as GENIE items of a draft for people to review.
GENIE_MODE = ENV.get("CYBEROS_GENIE_MODE", "on")
# rules (offline, deterministic) | llm (an OpenAI-compatible endpoint, see GENIE_LLM)
GENIE_PROPOSER = ENV.get("CYBEROS_GENIE_PROPOSER", "rules")
