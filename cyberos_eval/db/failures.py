"""What a database failure means to the client: a lost race (409), a vanished row (404), or a
database that is down or stalled (503 with ``Retry-After``) — never a 500.

Services catch the races they expect (a duplicate name, a removed item) and raise domain errors
with their own codes; this is the net under everything else, used by the API's exception
handler and Django's error handlers.
"""

from __future__ import annotations

import logging
import re

from django.core.exceptions import ObjectDoesNotExist
from django.db import DatabaseError, IntegrityError, InterfaceError, OperationalError

from cyberos_eval.errors import Conflict, DomainError, NotFound, Unavailable

logger = logging.getLogger(__name__)
# Deadlocks and serialization failures mean two writers took locks in different orders (ADR
# 0006): answered 409, but logged, so that an operator (and the race tests) can see them.
LOCK_ORDER_FAILURES = {"40P01", "40001"}

RETRY_AFTER_RACE = 1
RETRY_AFTER_UNAVAILABLE = 5

# SQLSTATEs of a transaction that lost to a concurrent one: repeating it may well succeed.
_LOST_RACE = {
    "40001",  # serialization_failure
    "40P01",  # deadlock_detected
    "23505",  # unique_violation: the same row created twice at once
    "23503",  # foreign_key_violation: what it refers to was removed meanwhile
}
# A statement or a lock wait that ran out of time: the database is stalled for this request.
_STALLED = {
    "57014",  # query_canceled (statement_timeout)
    "55P03",  # lock_not_available (lock_timeout)
    "57P01",  # admin_shutdown
    "57P03",  # cannot_connect_now (starting up / shutting down)
    "53300",  # too_many_connections
}


# A database guard's refusal (SQLSTATE 42501) starts its message with a stable code.
_GUARD_CODE = re.compile(r"^([a-z][a-z0-9_]+): ")


def sqlstate(exc: BaseException) -> str | None:
    """The SQLSTATE of a database error (Django wraps psycopg's error as ``__cause__``)."""
    for candidate in (exc, exc.__cause__):
        code = getattr(candidate, "sqlstate", None)
        if code:
            return str(code)
    return None


def as_domain_error(exc: BaseException) -> DomainError | None:
    """The client-facing meaning of ``exc``, or None when it is not a database failure."""
    if isinstance(exc, ObjectDoesNotExist):
        return NotFound("not_found", "It no longer exists (removed by another request).", 404)
    if not isinstance(exc, DatabaseError):
        return None
    state = sqlstate(exc)
    if state == "42501":
        # A guard refused what a service should have refused first (a check that raced with
        # another request, or a gap between the two): a conflict with the rules, not a crash.
        primary = getattr(getattr(exc.__cause__, "diag", None), "message_primary", None) or ""
        found = _GUARD_CODE.match(primary)
        if found:
            return Conflict(found.group(1), primary, 409)
        return None
    if state in LOCK_ORDER_FAILURES:
        logger.warning("lost race, SQLSTATE %s: %s", state, exc, extra={"sqlstate": state})
    if state in _LOST_RACE or (isinstance(exc, IntegrityError) and state is None):
        return Conflict(
            "concurrent_update",
            "Another request changed the same data at the same moment; reload and try again.",
            409,
            retry_after=RETRY_AFTER_RACE,
        )
    connection_lost = state is None or state.startswith("08")
    if state in _STALLED or (
        isinstance(exc, OperationalError | InterfaceError) and connection_lost
    ):
        return Unavailable(
            "database_unavailable",
            "The database did not answer in time; try again shortly.",
            503,
            retry_after=RETRY_AFTER_UNAVAILABLE,
        )
    return None
