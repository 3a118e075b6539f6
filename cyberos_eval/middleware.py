"""Every authenticated request runs inside its subject's tenant context."""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.utils import translation

from cyberos_eval.api_auth import authenticate_bearer, presented_bearer_secret
from cyberos_eval.api_errors import failure_response
from cyberos_eval.db.failures import as_domain_error
from cyberos_eval.tenancy import tenant_context
from governance.models import Subject, Tenant
from governance.selectors import subject_for_user


class TenantMiddleware:
    """Resolve the request's subject and run the rest of the request as its tenant.

    The subject comes from an API bearer token (on API paths) or else from ``request.user``'s
    session. A request with no subject (anonymous, a refused token, or a user not linked to any
    tenant) runs with no tenant at all, so every tenant-scoped query returns zero rows — fail
    closed.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        subject = self._subject(request)
        request.subject = subject  # type: ignore[attr-defined]
        if subject is None:
            return self.get_response(request)
        with tenant_context(subject.tenant_id):
            response = self.get_response(request)
            if response.status_code >= 400:
                # A refusal changes nothing, and an error response may come from an exception
                # Django turned into a response before it reached us: whatever the request
                # wrote before failing must not commit.
                transaction.set_rollback(True)
            return response

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        """A view's lost race or stalled database answers 409/404/503, in DEBUG too."""
        failure = as_domain_error(exception)
        return failure_response(request, failure) if failure is not None else None

    @staticmethod
    def _subject(request: HttpRequest) -> Subject | None:
        secret = presented_bearer_secret(request)
        if secret is not None:
            return authenticate_bearer(request, secret)
        return subject_for_user(request.user) if request.user.is_authenticated else None


class TenantLanguageMiddleware:
    """Speak the tenant's language unless the person chose one (language cookie)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        subject = getattr(request, "subject", None)
        if subject is not None and settings.LANGUAGE_COOKIE_NAME not in request.COOKIES:
            language = (
                Tenant.objects.filter(pk=subject.tenant_id)
                .values_list("language", flat=True)
                .first()
            )
            if language:
                translation.activate(language)
                request.LANGUAGE_CODE = language
        return self.get_response(request)
