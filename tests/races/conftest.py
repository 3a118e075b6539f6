"""A race may be lost (409), never by a deadlock: ``db.failures`` logs every deadlock and
serialization failure, whichever handler turned it into a response, and each race test fails
on any it logged."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest

from cyberos_eval.db.failures import LOCK_ORDER_FAILURES


class _LockOrderFailures(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.seen: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if getattr(record, "sqlstate", None) in LOCK_ORDER_FAILURES:
            self.seen.append(record.getMessage())


@pytest.fixture(autouse=True)
def no_lock_order_failures() -> Iterator[None]:
    handler = _LockOrderFailures()
    logger = logging.getLogger("cyberos_eval.db.failures")
    logger.addHandler(handler)
    try:
        yield
    finally:
        logger.removeHandler(handler)
    assert not handler.seen, (
        f"{len(handler.seen)} deadlock(s) or serialization failure(s): {handler.seen[:3]}"
    )
