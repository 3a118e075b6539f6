"""Governance listens to the sign-in throttle (django-axes) and records lockouts."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.http import HttpRequest

from .services import record_login_lockout


def on_user_locked_out(
    sender: Any,
    *,
    request: HttpRequest,
    username: str | None,
    ip_address: str | None,
    **kwargs: Any,
) -> None:
    # axes sends user_locked_out when a pair reaches the limit and again for every attempt made
    # while locked (each also restarts the cool-off). Only reaching the limit is a lockout to
    # audit (once: ``record_login_lockout``): auditing every refused retry would let anyone grow
    # a tenant's audit chain at will. (The count is read after axes' own transaction commits:
    # failures at once each read the others', so none may read the limit itself, or two.)
    failures = getattr(request, "axes_failures_since_start", None)
    if not username or failures is None or failures < settings.AXES_FAILURE_LIMIT:
        return
    record_login_lockout(
        username=username,
        ip_address=ip_address,
        failures=failures,
        failure_limit=settings.AXES_FAILURE_LIMIT,
    )


def connect() -> None:
    from axes.signals import user_locked_out

    user_locked_out.connect(on_user_locked_out, dispatch_uid="governance.on_user_locked_out")
