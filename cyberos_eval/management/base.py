"""Management commands present domain errors as their stable code and exit non-zero — and a
database failure as the API would (``db.failures``: a lost race is ``concurrent_update``, a
database that does not answer ``database_unavailable``), never as a traceback."""

from __future__ import annotations

import uuid
from typing import Any

from django.core.management.base import BaseCommand, CommandError
from django.db import DatabaseError
from django.utils import translation

from cyberos_eval.db.failures import as_domain_error
from cyberos_eval.errors import DomainError


class DomainCommand(BaseCommand):
    def execute(self, *args: Any, **options: Any) -> Any:
        try:
            return super().execute(*args, **options)
        except DatabaseError as failure:
            error = as_domain_error(failure)
            if error is None:
                raise
            raise CommandError(f"{error.code}: {error.detail}") from failure
        except DomainError as error:
            problems = "".join(
                f"\n  - {p.code}" + (f" (item {p.item_id})" if p.item_id else "")
                for p in error.problems
                if p.code != error.code or p.item_id
            )
            with translation.override("en"):  # operators read English messages with the code
                detail = str(error.detail)
            raise CommandError(f"{error.code}: {detail}{problems}") from error


def parse_uuid(value: str, what: str) -> uuid.UUID:
    try:
        return uuid.UUID(value)
    except ValueError as exc:
        raise CommandError(f"invalid_{what}_id: {value!r} is not a UUID") from exc
