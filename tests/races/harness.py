"""The race harness: calls run at the same instant, each in its own thread (its own
connection and transaction), with what each one got recorded — a value, a refusal, a response
as production would send it, or an unexpected exception — and the outcomes tallied over rounds.
"""

from __future__ import annotations

import io
import sys
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from django.core.management import call_command
from django.core.management.base import CommandError
from django.core.signals import got_request_exception
from django.db import connections

from audit import chain
from cyberos_eval.db.failures import sqlstate
from cyberos_eval.errors import DomainError
from cyberos_eval.tenancy import tenant_context
from governance.actors import OPERATOR
from governance.models import Grant, Subject
from governance.services import revoke_grant
from rubric.services import BulkAcceptance
from tests.api.conftest import Api


@dataclass
class Raised:
    """A call that raised something other than a DomainError / CommandError: always a bug."""

    traceback: str

    def __repr__(self) -> str:
        lines = self.traceback.strip().splitlines()
        errors = [line for line in lines if not line.startswith(" ") and ("Error" in line)]
        return f"Raised({(errors or lines)[-1][:120]})"


@dataclass(frozen=True)
class Http:
    """What a client received. ``uncaught``: the traceback of an exception that escaped every
    handler and was turned into this response by Django's handler500 (the project's
    ``server_error``, which maps database failures to 409/404/503) — as in production."""

    status: int
    code: str | None = None
    uncaught: str | None = field(default=None, compare=False)
    sqlstate: str | None = field(default=None, compare=False)

    def __repr__(self) -> str:
        text = f"{self.status}{'/' + self.code if self.code else ''}"
        return f"{text} (uncaught, SQLSTATE {self.sqlstate})" if self.uncaught else text


# The test client re-raises a request's unhandled exception in whichever client is waiting at
# that moment (its receiver is global), so the probe's clients do not re-raise: each request's
# own unhandled exception is remembered per thread here instead, and the response is what
# Django's handler500 made of it — what a real client gets.
_uncaught = threading.local()


def _remember_uncaught(sender: Any, request: Any = None, **kwargs: Any) -> None:
    _uncaught.error = sys.exc_info()[1]
    _uncaught.traceback = traceback.format_exc()


got_request_exception.connect(_remember_uncaught, weak=False, dispatch_uid="race-harness-uncaught")


def quiet(client: Any) -> Any:
    """An ``Api`` or ``Client`` that answers an unhandled exception as production does."""
    (client.client if isinstance(client, Api) else client).raise_request_exception = False
    return client


def at_once(*calls: Callable[[], Any], timeout: float = 90) -> list[Any]:
    """Run the calls at the same instant, each in its own thread (its own connection). Each
    result is the return value, the DomainError / CommandError raised, or ``Raised``."""
    start = threading.Barrier(len(calls))
    results: list[Any] = [None] * len(calls)

    def run(index: int, call: Callable[[], Any]) -> None:
        try:
            start.wait()
            results[index] = call()
        except (DomainError, CommandError) as error:
            results[index] = error
        except BaseException:
            results[index] = Raised(traceback.format_exc())
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=pair) for pair in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=timeout)
    assert not any(thread.is_alive() for thread in threads), "a call hung (deadlock?)"
    return results


def http(send: Callable[..., Any], *args: Any, delay: float = 0) -> Callable[[], Http]:
    """A request as a call: its status and, for problem+json, its code. ``delay`` (seconds)
    holds it back a little, to sweep the interleavings with a slower partner (the admin)."""

    def call() -> Http:
        time.sleep(delay)
        _uncaught.error = _uncaught.traceback = None
        response = send(*args)
        code = None
        if response.get("Content-Type", "").startswith("application/problem+json"):
            code = response.json().get("code")
        error = _uncaught.error
        return Http(
            response.status_code,
            code,
            _uncaught.traceback,
            sqlstate(error) if error is not None else None,
        )

    return call


def command(*args: str) -> Callable[[], str]:
    def call() -> str:
        out = io.StringIO()
        call_command(*args, stdout=out, stderr=io.StringIO())
        return out.getvalue()

    return call


def revocation_by_turns(
    round_no: int, grant: Grant, *, reason: str, by: Subject | None = None
) -> Callable[[], Any]:
    """The revocation of ``grant`` by the ``revoke_grant`` command in odd rounds and by the
    service in even ones; ``by``: the person revoking (the operator at the shell when None)."""
    if round_no % 2:
        arguments = ["revoke_grant", str(grant.pk), "--tenant", str(grant.tenant_id)]
        arguments += ["--reason", reason]
        if by is not None:
            arguments += ["--actor", by.user.username]
        return command(*arguments)
    return partial(revoke_grant, actor=by or OPERATOR, grant=grant, reason=reason)


class Findings:
    """Everything unexpected across the rounds; the test fails once, listing them."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.seen: Counter[str] = Counter()

    def expect(self, round_no: int, what: str, result: Any, allowed: Callable[[Any], bool]) -> None:
        self.seen[f"{what}={label(result)}"] += 1
        # A deadlock is never acceptable, even when the net turned it into a 409.
        deadlock = "40P01" in (getattr(result, "sqlstate", None), sqlstate_of(result))
        if deadlock or not allowed(result):
            detail = result.traceback if isinstance(result, Raised) else repr(result)
            if isinstance(result, Http) and result.uncaught:
                detail += "\n" + result.uncaught
            prefix = "DEADLOCK " if deadlock else ""
            self.lines.append(f"round {round_no}: {what} -> {prefix}{detail}")

    def fail(self, round_no: int, text: str) -> None:
        self.lines.append(f"round {round_no}: {text}")

    def check(self) -> None:
        summary = ", ".join(f"{k} x{v}" for k, v in sorted(self.seen.items()))
        print(f"SEEN: {summary}")  # the mix of outcomes (pytest -s), to see the race is real
        assert not self.lines, (
            f"{len(self.lines)} unexpected outcome(s); seen: {summary}\n" + "\n".join(self.lines)
        )


def sqlstate_of(result: Any) -> str | None:
    if isinstance(result, Raised) and "DeadlockDetected" in result.traceback:
        return "40P01"
    if isinstance(result, CommandError | DomainError) and result.__cause__ is not None:
        return sqlstate(result.__cause__)
    return None


def label(result: Any) -> str:
    """A short name for an outcome, for the tally of outcomes."""
    if isinstance(result, Http | Raised):
        return repr(result)
    if isinstance(result, DomainError):
        return f"{type(result).__name__}/{result.code}"
    if isinstance(result, CommandError):
        return f"CommandError/{str(result).split(':')[0]}"
    if isinstance(result, BulkAcceptance):
        return f"accepted {len(result.accepted)}, skipped {[c for _, c in result.skipped]}"
    if isinstance(result, str):
        return "command ok"
    return type(result).__name__


def delayed(delay: float, call: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    time.sleep(delay)
    return call(*args, **kwargs)


def sweep(round_no: int) -> float:
    """0, 10, 20, … 70 ms: the API calls' head start given to the admin, round by round."""
    return (round_no % 8) * 0.01


def status_in(*statuses: int) -> Callable[[Any], bool]:
    return lambda r: isinstance(r, Http) and r.status in statuses


def refused_with(*codes: str) -> Callable[[Any], bool]:
    return lambda r: isinstance(r, DomainError) and r.code in codes


def command_ok_or(*codes: str) -> Callable[[Any], bool]:
    return lambda r: (
        isinstance(r, str) or (isinstance(r, CommandError) and str(r).split(":")[0] in codes)
    )


def assert_chain_verifies(tenant_id: Any) -> None:
    """The tenant's audit chain, read back after the rounds, verifies end to end."""
    with tenant_context(tenant_id):
        walked = chain.verify(tenant_id)
    assert walked.ok, walked
