"""Querysets compiled to SQL once, for the hottest reads.

Building a queryset with subqueries costs Django more than PostgreSQL takes to answer it (about
two milliseconds for a version read with its grant check). ``CompiledQuery`` builds the
queryset once, from the same ORM code as everywhere else — the rule stays written once —
with a distinct sentinel for each argument, finds where each sentinel landed among the
parameters, and from then on only substitutes the real values into the same SQL.
"""

from __future__ import annotations

import datetime as dt
import operator
import threading
import uuid
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from django.db import connections
from django.db.models import Model, QuerySet

ModelT = TypeVar("ModelT", bound=Model)


def sentinel(kind: type) -> Any:
    """A value of ``kind`` that no real argument will ever equal."""
    if kind is uuid.UUID:
        return uuid.uuid4()
    if kind is dt.date:
        return dt.date(1, 1, 1) + dt.timedelta(days=uuid.uuid4().int % 300_000)
    if kind is dt.datetime:
        return dt.datetime(1, 1, 2, tzinfo=dt.UTC) + dt.timedelta(
            microseconds=uuid.uuid4().int % 10**15
        )
    raise TypeError(f"no sentinel for {kind}")


class CompiledQuery(Generic[ModelT]):
    """``build(**arguments)`` compiled once; ``first(**arguments)`` runs it with new values.

    ``arguments`` names each argument's type (``uuid.UUID``, ``dt.date``, ``dt.datetime``);
    ``build`` must pass each argument on as a query parameter, unchanged. ``columns`` orders
    what ``rows`` returns.
    """

    def __init__(
        self,
        build: Callable[..., QuerySet[ModelT]],
        arguments: dict[str, type],
        *,
        columns: Sequence[str] = (),
    ) -> None:
        self._build = build
        self._arguments = arguments
        self._columns = list(columns)
        self._compiled: tuple[QuerySet[ModelT], str, list[Any], list[str | None]] | None = None
        self._lock = threading.Lock()

    def _compile(self) -> tuple[QuerySet[ModelT], str, list[Any], list[str | None]]:
        with self._lock:
            if self._compiled is None:
                sentinels = {name: sentinel(kind) for name, kind in self._arguments.items()}
                queryset = self._build(**sentinels)
                # Compiled for the alias the query will run on (a router may choose another).
                sql, params = queryset.query.get_compiler(queryset.db).as_sql()
                by_value = {value: name for name, value in sentinels.items()}
                slots = [by_value.get(param) if _hashable(param) else None for param in params]
                missing = set(sentinels) - set(slots)
                if missing:
                    raise TypeError(f"arguments {sorted(missing)} are not query parameters")
                self._compiled = (queryset, sql, list(params), slots)
            return self._compiled

    def first(self, **arguments: Any) -> ModelT | None:
        """The first model instance the query finds with these arguments, or None."""
        queryset, sql, params = self._bound(arguments)
        return next(iter(queryset.model._default_manager.raw(sql, params)), None)

    def rows(self, **arguments: Any) -> list[tuple[Any, ...]]:
        """The rows as the database driver returns them (JSON stays text), each a tuple of the
        ``columns`` named when this query was declared."""
        queryset, sql, params = self._bound(arguments)
        with connections[queryset.db].cursor() as cursor:
            cursor.execute(sql, params)
            rows = cursor.fetchall()
            selected = [column.name for column in cursor.description or ()]
        if selected == self._columns:
            return rows
        # The ORM (modeltranslation's values_list) may select the columns in another order.
        pick = operator.itemgetter(*(selected.index(column) for column in self._columns))
        return [pick(row) for row in rows]

    def _bound(self, arguments: dict[str, Any]) -> tuple[QuerySet[ModelT], str, list[Any]]:
        queryset, sql, constants, slots = self._compile()
        params = [
            constant if slot is None else arguments[slot]
            for constant, slot in zip(constants, slots, strict=True)
        ]
        return queryset, sql, params


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True
