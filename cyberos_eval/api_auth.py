"""Who calls the API: bearer tokens (resolved by the tenant middleware) and admin sessions.

A request's tenant must be known before the view runs, because the whole request is one
transaction acting for that tenant (``TenantMiddleware``). DRF authenticates inside the view, so
the middleware resolves an ``Authorization: Bearer`` secret first and DRF's authentication class
only reports what it found. The access guard (``governance.access``) still decides everything
else.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.http import HttpRequest
from drf_spectacular.authentication import SessionScheme
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import authentication, exceptions, permissions
from rest_framework.request import Request

from cyberos_eval.errors import AccessDenied
from governance.access import ACCESS_DENIED
from governance.models import Subject
from governance.selectors import subject_for_api_secret

API_TOKEN_INVALID = "api_token_invalid"  # noqa: S105 - an error code, not a secret
_BEARER_PRESENTED = "_cyberos_bearer_presented"


def presented_bearer_secret(request: HttpRequest) -> str | None:
    """The secret of an ``Authorization: Bearer`` header on an API path, else None.

    Only API paths honour bearer tokens: the admin stays session-and-CSRF only. A bearer header
    with no credential yields ``""``, which is refused rather than ignored.
    """
    if not request.path_info.startswith(settings.API_PATH_PREFIX):
        return None
    scheme, _, credential = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer":
        return None
    return credential.strip()


def authenticate_bearer(request: HttpRequest, secret: str) -> Subject | None:
    """Resolve a presented secret into the request's user and subject (None when refused)."""
    subject = subject_for_api_secret(secret) if secret else None
    setattr(request, _BEARER_PRESENTED, True)
    request.user = subject.user if subject is not None else AnonymousUser()
    return subject


def acting_subject(request: HttpRequest | Request) -> Subject:
    """The subject the request acts as (``ActsForTenant`` has made sure there is one)."""
    subject = getattr(request, "subject", None)
    if subject is None:
        raise AccessDenied(ACCESS_DENIED, "This login acts for no tenant.", 403)
    return subject


class BearerTokenAuthentication(authentication.BaseAuthentication):
    """Reports the subject the middleware resolved from the bearer token; no CSRF applies."""

    def authenticate(self, request: Request) -> tuple[Any, None] | None:
        django_request = request._request
        if not getattr(django_request, _BEARER_PRESENTED, False):
            return None
        subject = getattr(django_request, "subject", None)
        if subject is None:
            raise exceptions.AuthenticationFailed(
                "The API token is unknown or revoked, or its account is disabled.",
                code=API_TOKEN_INVALID,
            )
        return subject.user, None

    def authenticate_header(self, request: Request) -> str:
        return 'Bearer realm="cyberos-eval"'


class SessionAuthentication(authentication.SessionAuthentication):
    """Admin sessions, for browsing; a missing CSRF token is reported with its own code."""

    def enforce_csrf(self, request: Request) -> None:
        try:
            super().enforce_csrf(request)
        except exceptions.PermissionDenied as exc:
            raise exceptions.PermissionDenied(str(exc.detail), code="csrf_failed") from exc


class ActsForTenant(permissions.BasePermission):
    """Signed in (401 otherwise) as a subject of a tenant (403 otherwise, e.g. an operator's
    login that is no subject). What the subject may do is the access guard's to decide."""

    message = "This login acts for no tenant."
    code = ACCESS_DENIED

    def has_permission(self, request: Request, view: Any) -> bool:
        return bool(request.user and request.user.is_authenticated) and (
            getattr(request, "subject", None) is not None
        )


class BearerTokenScheme(OpenApiAuthenticationExtension):
    """Describes the bearer scheme in the OpenAPI schema."""

    target_class = BearerTokenAuthentication
    name = "bearerAuth"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {
            "type": "http",
            "scheme": "bearer",
            "description": "An API token (`manage.py create_service_account` prints one).",
        }


class AdminSessionScheme(SessionScheme):
    """Describes the admin session (cookie) scheme in the OpenAPI schema."""

    target_class = "cyberos_eval.api_auth.SessionAuthentication"
