"""The bytes of version representations: what ``RubricVersionSerializer``,
``RubricVersionDetailSerializer`` and ``EffectiveVersionSerializer`` rendered by DRF's
``JSONRenderer`` would send, byte for byte, at a fraction of the cost.

- Items are read with ``values_list`` (no model instances, only the columns sent) and each value
  is converted once, by a converter chosen per serializer field when this module loads.
- orjson encodes. Its output equals the stdlib's (compact, non-ASCII kept) for everything but
  floats written with an exponent and integers beyond 64 bits; a ``check_params`` holding such a
  number is encoded by the stdlib instead, as DRF would. U+2028/U+2029 are escaped as DRF does.
- A published version's items cannot change (a correction-of-record re-records the content
  hash), so their rendered array is kept per process, keyed by version, content hash and the
  timezone timestamps are written in: nothing ever needs invalidating, a changed version simply
  has another key. The cache is bounded in bytes (``CYBEROS_RENDERED_CACHE_MB``).

``tests/api/test_rendering.py`` compares these bytes with DRF's for every state and edge case.
"""

from __future__ import annotations

import datetime as dt
import json
import threading
import uuid
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import orjson
from django.conf import settings
from django.db.models import F, QuerySet
from django.utils import timezone
from rest_framework import serializers

from cyberos_eval.db.compiled import CompiledQuery

from ..models import RubricItem, RubricVersion, needs_acceptance
from ..selectors import version_status
from ..transitions import PUBLISHED_STATES
from .serializers import RubricItemSerializer, RubricVersionSerializer

Converter = Callable[[Any], Any]
ItemRow = tuple[Any, ...]

_SAFE_INT = 2**63


def _as_is(value: Any) -> Any:
    return value


def _uuid(value: uuid.UUID | None) -> str | None:
    return None if value is None else str(value)


def _date(value: dt.date | None) -> str | None:
    return None if value is None else value.isoformat()


def _converter(field: serializers.Field, zone: dt.tzinfo) -> Converter:
    """The conversion DRF's ``field.to_representation`` makes, for the values this database
    returns (a None is sent as null without asking the field, as DRF's serializer does)."""
    if isinstance(field, serializers.UUIDField):
        return _uuid
    if isinstance(field, serializers.DateTimeField):

        def timestamp(value: dt.datetime | None) -> str | None:
            if value is None:
                return None
            text = value.astimezone(zone).isoformat()
            return text[:-6] + "Z" if text.endswith("+00:00") else text

        return timestamp
    if isinstance(field, serializers.DateField):
        return _date
    if isinstance(field, serializers.DecimalField):
        represent = field.to_representation
        return lambda value: None if value is None else represent(value)
    if isinstance(field, serializers.JSONField):
        return _check_params
    # CharField, ChoiceField, IntegerField, BooleanField: the database's value is the value.
    return _as_is


def _orjson_writes_like_stdlib(value: Any) -> bool:
    """Whether orjson writes ``value`` exactly as ``json.dumps`` does: floats between 1e-4 and
    1e16 (Python's repr switches to an exponent outside, orjson at other points) and integers
    orjson accepts."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return True
    if isinstance(value, int):
        return -_SAFE_INT <= value < _SAFE_INT
    if isinstance(value, float):
        return value == 0 or 1e-4 <= abs(value) < 1e16
    if isinstance(value, dict):
        return all(_orjson_writes_like_stdlib(item) for item in value.values())
    if isinstance(value, list):
        return all(_orjson_writes_like_stdlib(item) for item in value)
    return False


def _check_params(text: str) -> Any:
    """``check_params`` as the driver returns jsonb (text), ready for orjson to write as DRF's
    renderer would."""
    # The stdlib reads it, as Django's JSONField does: orjson would read an integer beyond 64
    # bits as a float.
    return _encodable(json.loads(text))


def _encodable(value: Any) -> Any:
    if _orjson_writes_like_stdlib(value):
        return value
    stdlib = json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    return orjson.Fragment(stdlib.encode())


# --- Items ----------------------------------------------------------------------------------

_ITEM_FIELDS = RubricItemSerializer().fields
# Sent fields read from a column of the same name, or from a related row's (the pinned document:
# ``source="cited_document.version_no"``, selected under the field's name by a left join);
# needs_acceptance is derived.
_ITEM_NAMES = list(_ITEM_FIELDS)
_ITEM_COLUMNS = [name for name in _ITEM_NAMES if name != "needs_acceptance"]
_RELATED_COLUMNS = {
    name: F(source.replace(".", "__"))
    for name, field in _ITEM_FIELDS.items()
    if "." in (source := field.source or name)
}
_AUTHORED_BY = _ITEM_COLUMNS.index("authored_by")
_MACHINE_EDITED = _ITEM_COLUMNS.index("machine_edited_by_subject_id")
_ACCEPTED_AT = _ITEM_COLUMNS.index("accepted_at")
_NEEDS_ACCEPTANCE_AT = _ITEM_NAMES.index("needs_acceptance")


def _item_converters(zone: dt.tzinfo) -> list[Converter]:
    return [_converter(_ITEM_FIELDS[name], zone) for name in _ITEM_COLUMNS]


def item_rows(version_id: uuid.UUID) -> tuple[list[ItemRow], set[str]]:
    """The version's items, in order, as the columns ``item_dicts`` reads (one query, straight
    from the driver: ``check_params`` stays JSON text until its converter reads it), and the
    version's content hash as that same statement saw it (empty without items)."""
    rows = _ITEM_ROWS.rows(version_id=version_id)
    return [row[:-1] for row in rows], {row[-1] for row in rows}


def _item_rows_query(version_id: uuid.UUID) -> QuerySet[Any]:
    return (
        RubricItem.objects.filter(rubric_version_id=version_id)
        .annotate(seen_content_hash=F("rubric_version__content_hash"), **_RELATED_COLUMNS)
        .order_by("position", "created_at")
        .values_list(*_ITEM_COLUMNS, "seen_content_hash")
    )


_ITEM_ROWS = CompiledQuery(
    _item_rows_query, {"version_id": uuid.UUID}, columns=[*_ITEM_COLUMNS, "seen_content_hash"]
)


def item_dicts(rows: Iterable[ItemRow], zone: dt.tzinfo) -> list[dict[str, Any]]:
    """The items as ``RubricItemSerializer`` represents them (same keys, same order)."""
    converters = _item_converters(zone)
    names = _ITEM_NAMES
    items = []
    for row in rows:
        values = [
            None if raw is None else convert(raw)
            for convert, raw in zip(converters, row, strict=True)
        ]
        awaits = needs_acceptance(row[_AUTHORED_BY], row[_MACHINE_EDITED], row[_ACCEPTED_AT])
        values.insert(_NEEDS_ACCEPTANCE_AT, awaits)
        items.append(dict(zip(names, values, strict=True)))
    return items


# --- Versions -------------------------------------------------------------------------------

_VERSION_FIELDS = RubricVersionSerializer().fields


def version_dict(version: RubricVersion, *, today: dt.date, zone: dt.tzinfo) -> dict[str, Any]:
    """The version as ``RubricVersionSerializer`` represents it, ``today`` being the tenant's."""
    computed = {
        "status": _status(version, today),
        "status_on": today.isoformat(),
        "content_hash": version.content_hash or None,
        "withdrawal_reason": version.withdrawal_reason or None,
    }
    data: dict[str, Any] = {}
    for name, field in _VERSION_FIELDS.items():
        if name in computed:
            data[name] = computed[name]
        else:
            raw = getattr(version, name)
            data[name] = None if raw is None else _converter(field, zone)(raw)
    return data


def _status(version: RubricVersion, today: dt.date) -> str | None:
    status = version_status(version, today)
    return None if status is None else str(status)


def render_version_detail(version: RubricVersion, *, today: dt.date) -> bytes:
    """What ``RubricVersionDetailSerializer`` rendered by ``JSONRenderer`` sends."""
    return b"".join(_detail_parts(version, today))


def render_effective(version: RubricVersion, *, at: dt.date, today: dt.date) -> bytes:
    """What ``EffectiveVersionSerializer`` rendered by ``JSONRenderer`` sends."""
    opening = b'{"at":' + orjson.dumps(at.isoformat()) + b',"version":'
    return b"".join([opening, *_detail_parts(version, today), b"}"])


def _detail_parts(version: RubricVersion, today: dt.date) -> list[bytes]:
    """The version's fields and then its items, as the last key: each part escaped on its own,
    so that a large cached items array is never scanned again."""
    zone = timezone.get_current_timezone()
    head = _escaped(orjson.dumps(version_dict(version, today=today, zone=zone)))
    return [head[:-1], b',"items":', _items_bytes(version, zone), b"}"]


def _escaped(body: bytes) -> bytes:
    """U+2028 and U+2029 written as escapes, as DRF's renderer does (a strict JavaScript
    subset)."""
    if b"\xe2\x80\xa8" in body or b"\xe2\x80\xa9" in body:
        return body.replace(b"\xe2\x80\xa8", b"\\u2028").replace(b"\xe2\x80\xa9", b"\\u2029")
    return body


def _items_bytes(version: RubricVersion, zone: dt.tzinfo) -> bytes:
    if version.state not in PUBLISHED_STATES or not version.content_hash:
        return _render_items(version, zone)[0]
    key = (version.pk, version.content_hash, str(zone))
    cached = RENDERED_ITEMS.get(key)
    if cached is None:
        cached, seen_hashes = _render_items(version, zone)
        # The version row and its items are read by two statements: a correction-of-record
        # committed between them must not be kept under the hash from before it.
        if seen_hashes == {version.content_hash}:
            RENDERED_ITEMS.put(key, cached)
    return cached


def _render_items(version: RubricVersion, zone: dt.tzinfo) -> tuple[bytes, set[str]]:
    rows, seen_hashes = item_rows(version.pk)
    return _escaped(orjson.dumps(item_dicts(rows, zone))), seen_hashes


class BytesLru:
    """A least-recently-used map of rendered bodies, bounded by their total size, safe across
    threads (gunicorn's threaded workers, the test server)."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self._entries: OrderedDict[Sequence[Any], bytes] = OrderedDict()
        self._size = 0
        self._lock = threading.Lock()

    def get(self, key: Sequence[Any]) -> bytes | None:
        with self._lock:
            body = self._entries.get(key)
            if body is not None:
                self._entries.move_to_end(key)
            return body

    def put(self, key: Sequence[Any], body: bytes) -> None:
        if len(body) > self.max_bytes:
            return
        with self._lock:
            previous = self._entries.pop(key, None)
            if previous is not None:
                self._size -= len(previous)
            self._entries[key] = body
            self._size += len(body)
            while self._size > self.max_bytes:
                _, evicted = self._entries.popitem(last=False)
                self._size -= len(evicted)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._size = 0

    def __len__(self) -> int:
        return len(self._entries)


RENDERED_ITEMS = BytesLru(settings.CYBEROS_RENDERED_CACHE_MB * 1024 * 1024)
