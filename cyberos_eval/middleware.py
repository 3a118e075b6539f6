"""Every authenticated request runs inside its subject's tenant context."""

from __future__ import annotations

import uuid
from collections.abc import Callable

from django.conf import settings
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.utils import translation

from cyberos_eval.api_auth import authenticate_bearer, presented_bearer_secret
from cyberos_eval.api_errors import failure_response, is_api_request
from cyberos_eval.db.failures import as_domain_error
from cyberos_eval.tenancy import tenant_context, tenant_unit_of_work
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
        secret = presented_bearer_secret(request)
        if secret is not None:
            return self._bearer_request(request, secret)
        subject = subject_for_user(request.user) if request.user.is_authenticated else None
        request.subject = subject  # type: ignore[attr-defined]
        if subject is None:
            return self.get_response(request)
        with tenant_context(subject.tenant_id):
            return self._respond(request)

    def _bearer_request(self, request: HttpRequest, secret: str) -> HttpResponse:
        # Signing in and acting share one transaction: the sign-in statement makes the tenant
        # setting the rest of the request runs under.
        def sign_in() -> uuid.UUID | None:
            subject = authenticate_bearer(request, secret)
            request.subject = subject  # type: ignore[attr-defined]
            return subject.tenant_id if subject is not None else None

        with tenant_unit_of_work(sign_in):
            return self._respond(request)

    def _respond(self, request: HttpRequest) -> HttpResponse:
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


class TenantLanguageMiddleware:
    """Speak the tenant's language unless the person chose one (language cookie). The API
    speaks English whoever calls it: its codes are the contract, and a request body's field
    errors are worded as they are raised, in the language active then."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if is_api_request(request):
            translation.activate("en")
            request.LANGUAGE_CODE = "en"
            return self.get_response(request)
        subject = getattr(request, "subject", None)
        if subject is not None and settings.LANGUAGE_COOKIE_NAME not in request.COOKIES:
            language = subject.tenant.language
            if language:
                translation.activate(language)
                request.LANGUAGE_CODE = language
        return self.get_response(request)
