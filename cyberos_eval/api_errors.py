"""Every API error is ``application/problem+json`` (RFC 9457) carrying our stable ``code``.

One DRF exception handler maps domain errors (``cyberos_eval.errors.DomainError``) and DRF's
own exceptions; Django's error views do the same for API paths that never reach a DRF view (an
unknown URL, a crash). Clients match on ``code``, never on ``title`` or ``detail``.

    {"status": 422, "title": "Unprocessable Content", "detail": "The item is not valid.",
     "code": "rubric_item_uncited",
     "problems": [{"code": "rubric_item_uncited", "field": "clause_ref", "detail": "..."}]}

``title`` is the HTTP status phrase, as RFC 9457 asks when no problem ``type`` is given.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from http import HTTPStatus
from typing import Any

from django.conf import settings
from django.core.exceptions import PermissionDenied, RequestDataTooBig
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils import translation
from django.views import csrf, defaults
from django.views.decorators.csrf import csrf_exempt
from rest_framework import exceptions
from rest_framework.response import Response

from cyberos_eval.db.failures import as_domain_error
from cyberos_eval.errors import DomainError, Problem

PROBLEM_CONTENT_TYPE = "application/problem+json"
INVALID_REQUEST = "invalid_request"
REQUEST_TOO_LARGE = "request_too_large"
# DRF's default codes that our contract names differently.
_RENAMED_CODES = {"parse_error": "malformed_json"}


def _text(value: Any) -> str:
    """Client input can come back in a detail; an unpaired surrogate in it must not break the
    UTF-8 encoding of the response."""
    return str(value).encode("utf-8", "backslashreplace").decode("utf-8")


def problem(
    status: int, code: str, detail: str, problems: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    return {
        "status": status,
        "title": HTTPStatus(status).phrase,
        "detail": _text(detail),
        "code": code,
        "problems": [{key: _text(value) for key, value in p.items()} for p in problems or []],
    }


def problem_response(
    status: int,
    code: str,
    detail: str,
    problems: list[dict[str, Any]] | None = None,
    headers: dict[str, str] | None = None,
) -> Response:
    return Response(
        problem(status, code, detail, problems),
        status=status,
        headers=headers,
        content_type=PROBLEM_CONTENT_TYPE,
    )


def domain_error_response(error: DomainError) -> Response:
    headers = {"Retry-After": str(error.retry_after)} if error.retry_after else None
    with translation.override("en"):  # the API's messages stay English; codes are the contract
        problems = [p.as_dict() for p in error.problems]
        return problem_response(error.status, error.code, str(error.detail), problems, headers)


def _field_problems(detail: Any, path: str | None = None) -> Iterator[dict[str, Any]]:
    """Flatten DRF's nested ``ValidationError.detail`` into ``{field?, code, detail}``."""
    if isinstance(detail, dict):
        for key, value in detail.items():
            field = None if key == "non_field_errors" else key
            yield from _field_problems(
                value, f"{path}.{field}" if path and field else path or field
            )
    elif isinstance(detail, list):
        for value in detail:
            yield from _field_problems(value, path)
    else:
        yield Problem(getattr(detail, "code", INVALID_REQUEST), str(detail), field=path).as_dict()


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """DRF's ``EXCEPTION_HANDLER``: anything it does not know stays an exception (a 500)."""
    exc = as_domain_error(exc) or exc
    if isinstance(exc, DomainError):
        return domain_error_response(exc)
    if isinstance(exc, exceptions.ValidationError):
        problems = list(_field_problems(exc.detail))
        return problem_response(400, INVALID_REQUEST, "The request is not valid.", problems)
    if isinstance(exc, RequestDataTooBig):  # Django's DATA_UPLOAD_MAX_MEMORY_SIZE, via .body
        return problem_response(413, REQUEST_TOO_LARGE, "The request body is too large.")
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()
    if not isinstance(exc, exceptions.APIException):
        return None
    codes = exc.get_codes()
    code = codes if isinstance(codes, str) else exc.default_code
    headers = {}
    if auth_header := getattr(exc, "auth_header", None):
        headers["WWW-Authenticate"] = auth_header
    if wait := getattr(exc, "wait", None):
        headers["Retry-After"] = str(int(wait))
    return problem_response(
        exc.status_code, _RENAMED_CODES.get(code, code), str(exc.detail), headers=headers
    )


# --- Django's error views: problem+json on API paths, Django's own pages elsewhere -------------


def is_api_request(request: HttpRequest) -> bool:
    return request.path_info.startswith(settings.API_PATH_PREFIX)


def _problem_page(status: int, code: str, detail: str) -> HttpResponse:
    return JsonResponse(
        problem(status, code, detail), status=status, content_type=PROBLEM_CONTENT_TYPE
    )


@csrf_exempt  # it changes nothing, whatever the method: answer 404, not a CSRF page
def api_not_found(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
    """Every API path no route matches (whatever DEBUG says)."""
    return _problem_page(404, "not_found", "No such resource.")


def bad_request(request: HttpRequest, exception: Exception) -> HttpResponse:
    if is_api_request(request):
        return _problem_page(400, INVALID_REQUEST, "The request is not valid.")
    return defaults.bad_request(request, exception)


def permission_denied(request: HttpRequest, exception: Exception) -> HttpResponse:
    if is_api_request(request):
        return _problem_page(403, "permission_denied", "Not allowed.")
    return defaults.permission_denied(request, exception)


def page_not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    if is_api_request(request):
        return api_not_found(request)
    return defaults.page_not_found(request, exception)


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    if is_api_request(request):
        return _problem_page(403, "csrf_failed", f"CSRF check failed: {reason}")
    return csrf.csrf_failure(request, reason)


def server_error(request: HttpRequest) -> HttpResponse:
    """Django's 500 handler, called while the exception is being handled: a database failure
    (a lost race, a vanished row, a down or stalled database) gets its own status instead."""
    current = sys.exc_info()[1]
    failure = as_domain_error(current) if current is not None else None
    if failure is not None:
        return failure_response(request, failure)
    if is_api_request(request):
        return _problem_page(500, "internal_error", "The server failed; the error is logged.")
    return defaults.server_error(request)


def failure_response(request: HttpRequest, error: DomainError) -> HttpResponse:
    """A domain error outside DRF (a middleware, an admin page): problem+json on API paths, a
    short bilingual page elsewhere."""
    if is_api_request(request):
        with translation.override("en"):
            body = problem(
                error.status, error.code, str(error.detail), [p.as_dict() for p in error.problems]
            )
        response: HttpResponse = JsonResponse(
            body, status=error.status, content_type=PROBLEM_CONTENT_TYPE
        )
    else:
        response = render(
            request,
            "failure.html",
            {"status": error.status, "code": error.code, "detail": error.detail},
            status=error.status,
        )
    if error.retry_after:
        response["Retry-After"] = str(error.retry_after)
    return response
