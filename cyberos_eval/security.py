"""Defence in depth on every response: security headers, NUL-free input, a clear lockout page.

The Content Security Policy is one fixed header of ours rather than django-csp: the product
needs a single policy with no nonces (no template has inline script), and django-csp would not
send Permissions-Policy anyway, so one small middleware sends both from settings.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Iterable
from typing import Any

from django.conf import settings
from django.core.exceptions import BadRequest, TooManyFieldsSent, TooManyFilesSent
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from cyberos_eval.api_errors import bad_request

_logger = logging.getLogger("django.security.refused")


class SecurityHeadersMiddleware:
    """``Content-Security-Policy`` and ``Permissions-Policy`` on every response.

    A view that sets its own header keeps it.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if settings.CONTENT_SECURITY_POLICY:
            response.headers.setdefault("Content-Security-Policy", settings.CONTENT_SECURITY_POLICY)
        if settings.PERMISSIONS_POLICY:
            response.headers.setdefault("Permissions-Policy", settings.PERMISSIONS_POLICY)
        return response


def _has_nul(pairs: Iterable[tuple[str, list[str]]]) -> bool:
    return any("\0" in key or any("\0" in value for value in values) for key, values in pairs)


class RejectNulMiddleware:
    """Answer 400 to a NUL character in the query string or a form body.

    PostgreSQL text cannot hold NUL, so a ``?q=%00`` in an admin search or filter would reach
    the database and fail there as a 500. Raising ``BadRequest`` lets the 400 handler answer:
    problem+json (``invalid_request``) on API paths, Django's 400 page elsewhere.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        try:
            nul = _has_nul(request.GET.lists()) or (
                request.method == "POST"
                and request.content_type
                in ("application/x-www-form-urlencoded", "multipart/form-data")
                and _has_nul(request.POST.lists())
            )
        except (TooManyFieldsSent, TooManyFilesSent) as exc:
            return _refused(request, exc)
        if nul:
            return _refused(
                request, BadRequest("NUL characters are not accepted in request parameters.")
            )
        return self.get_response(request)


def _refused(request: HttpRequest, exc: Exception) -> HttpResponse:
    """The 400 answered here, not raised: raised, Django's debug mode (``make demo``) answered
    its technical page instead (a 500 for too many fields, which its report read again), and
    every mode logged a traceback for a request refused as designed."""
    _logger.warning("400 %s %s: %s", request.method, request.path, exc)
    return bad_request(request, exc)


def lockout_response(
    request: HttpRequest, original_response: HttpResponse | None, credentials: Any = None
) -> HttpResponse:
    """django-axes' ``AXES_LOCKOUT_CALLABLE``: a page in the reader's language, 429."""
    cooloff = settings.AXES_COOLOFF_TIME
    minutes = math.ceil(cooloff.total_seconds() / 60) if cooloff else None
    response = render(
        request,
        "admin/login_locked_out.html",
        {"failure_limit": settings.AXES_FAILURE_LIMIT, "cooloff_minutes": minutes},
        status=429,
    )
    if minutes:
        response["Retry-After"] = str(minutes * 60)
    return response
