"""The hash chain: canonical form, append, verify.

``hash = sha256(prev_hash || JCS(row))`` where JCS is RFC 8785 (JSON Canonicalization Scheme)
over exactly the values stored and read back: UUIDs lower-case, timestamps in UTC at the
microsecond precision PostgreSQL keeps, decimals as strings. One chain per tenant; appends are
serialised by locking the tenant's chain-head row.

The canonical bytes come from orjson (Rust) wherever they are provably the bytes ``rfc8785``
writes, and from ``rfc8785`` itself everywhere else (see ``canonical_json``).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import itertools
import json
import re
import uuid
from collections.abc import Callable, Generator, Iterable, Mapping
from contextlib import closing
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

import orjson
import psycopg
import psycopg.generators
import rfc8785
from django.db import connection, transaction
from django.utils import timezone
from psycopg import pq
from psycopg.abc import Buffer
from psycopg.types.json import Jsonb

from cyberos_eval.telemetry import current_trace_id
from cyberos_eval.tenancy import tenant_context

from .models import AuditChainHead, AuditEntry

HASH_VERSION = 1
GENESIS_HASH = "0" * 64


def jsonable(value: Any) -> Any:
    """Plain JSON values, in the form the payload is stored and read back."""
    if isinstance(value, Mapping):
        return {str(key): jsonable(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [jsonable(item) for item in value]
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, dt.datetime):
        return canonical_timestamp(value)
    if isinstance(value, dt.date):
        return value.isoformat()
    if value is None or isinstance(value, str | bool | int | float):
        return value
    return str(value)


def canonical_timestamp(moment: dt.datetime) -> str:
    return moment.astimezone(dt.UTC).isoformat(timespec="microseconds")


# --- canonical JSON: RFC 8785, fast where provably identical ---------------------------------
#
# orjson.dumps(value, OPT_SORT_KEYS) writes the same bytes as rfc8785.dumps(value) when:
# - strings: both escape exactly ", \ and U+0000-U+001F (the same short and \u00xx forms) and
#   write every other code point as UTF-8; tests/audit/test_canonical.py checks every code point;
# - integers lie within +-(2**53 - 1) (OPT_STRICT_INTEGER refuses the rest; rfc8785 raises);
# - floats: their formats differ (1.0 vs 1, -0.0 vs 0, 1e16 vs 10000000000000000), so a float
#   takes the fast path only when orjson writes it exactly as rfc8785 does (checked per value);
# - object keys sort alike: orjson by code point, RFC 8785 by UTF-16 code unit. They disagree
#   only between a character above U+FFFF and one in U+E000-U+FFFF, so non-ASCII keys are
#   compared both ways;
# - only plain dict, list, tuple, str, int, float, bool and None (no subclasses, whose
#   rendering may differ).
# Everything else, and anything orjson refuses (nesting deeper than it allows, lone
# surrogates), goes to rfc8785, which then writes the bytes or raises as it always has.

_ORJSON_OPTIONS = orjson.OPT_SORT_KEYS | orjson.OPT_STRICT_INTEGER
_SAFE_INTEGER = 2**53 - 1


def canonical_json(value: Any) -> bytes:
    """RFC 8785 bytes of plain JSON values: exactly ``rfc8785.dumps(value)``, usually faster."""
    if _orjson_writes_rfc8785(value):
        try:
            return orjson.dumps(value, option=_ORJSON_OPTIONS)
        except orjson.JSONEncodeError:
            pass
    return rfc8785.dumps(value)


# orjson refuses to write containers nested deeper than 254: no need to look further.
_ORJSON_DEPTH = 254


def _orjson_writes_rfc8785(value: Any, depth: int = 0) -> bool:
    kind = type(value)
    if kind is str or kind is bool or value is None:
        return True
    if kind is int:
        return -_SAFE_INTEGER <= value <= _SAFE_INTEGER
    if depth > _ORJSON_DEPTH:
        return False
    if kind is dict:
        return (
            all(type(key) is str for key in value)
            and _keys_sort_alike(value)
            and all(_orjson_writes_rfc8785(item, depth + 1) for item in value.values())
        )
    if kind is list or kind is tuple:
        return all(_orjson_writes_rfc8785(item, depth + 1) for item in value)
    if kind is float:
        return _float_alike(value)
    return False


def _keys_sort_alike(mapping: dict[str, Any]) -> bool:
    if "".join(mapping).isascii():
        return True
    try:
        return sorted(mapping) == sorted(mapping, key=lambda key: key.encode("utf-16-be"))
    except UnicodeEncodeError:  # a lone surrogate: rfc8785 refuses it
        return False


def canonical_document(data: bytes) -> bytes:
    """RFC 8785 bytes of the JSON document ``data`` (UTF-8) as ``json.loads`` reads it.

    orjson parses it when that gives json.loads's value: it does for strings, booleans, null,
    arrays, objects and integers, but a float might be rounded differently (and an integer
    beyond 64 bits becomes a float), so a document in which orjson finds a float is read again
    by json.loads and checked float by float.
    """
    try:
        value = orjson.loads(data)
    except orjson.JSONDecodeError:
        return _canonical_document_read_by_json(data)
    if type(value) is dict and _LOOK_INSIDE.isdisjoint(map(type, value.values())):
        # The usual payload, inlined for speed: a flat object of strings, integers, booleans
        # and nulls, whose keys sort alike if ASCII.
        if not "".join(value).isascii() and not _keys_sort_alike(value):
            return rfc8785.dumps(value)
    elif not _parsed_orjson_safe(value, floats=False):
        return _canonical_document_read_by_json(data)
    try:
        return orjson.dumps(value, option=_ORJSON_OPTIONS)
    except orjson.JSONEncodeError:  # an integer beyond 2**53, or nested deeper than orjson goes
        return rfc8785.dumps(value)


def _canonical_document_read_by_json(data: bytes) -> bytes:
    value = json.loads(data)
    if _parsed_orjson_safe(value, floats=True):
        try:
            return orjson.dumps(value, option=_ORJSON_OPTIONS)
        except orjson.JSONEncodeError:
            pass
    return rfc8785.dumps(value)


_LOOK_INSIDE = frozenset((dict, list, float))


def _parsed_orjson_safe(value: Any, *, floats: bool, depth: int = 0) -> bool:
    """``_orjson_writes_rfc8785`` for a value json.loads or orjson.loads returned (dicts with
    str keys, lists, str, int, float, bool, None), leaving integers to OPT_STRICT_INTEGER.
    With ``floats=False`` any float is refused (orjson may have read it)."""
    kind = type(value)
    if depth > _ORJSON_DEPTH:
        return False
    if kind is dict:
        if not "".join(value).isascii() and not _keys_sort_alike(value):
            return False
        items: Iterable[Any] = value.values()
    elif kind is list:
        items = value
    elif kind is float:
        return floats and _float_alike(value)
    else:
        return True
    if _LOOK_INSIDE.isdisjoint(map(type, items)):
        return True
    return all(
        _parsed_orjson_safe(item, floats=floats, depth=depth + 1)
        for item in items
        if type(item) in _LOOK_INSIDE
    )


def _float_alike(value: float) -> bool:
    alike = _FLOATS_ALIKE.get(value)
    if alike is None:
        try:
            alike = orjson.dumps(value) == rfc8785.dumps(value)
        except rfc8785.CanonicalizationError:  # NaN, infinity
            alike = False
        if len(_FLOATS_ALIKE) < 10_000:  # a few recur (GENIE's confidences): remember them
            _FLOATS_ALIKE[value] = alike
    return alike


# -0.0 and 0.0 share an entry: both are written differently (-0.0 and 0.0 against 0).
_FLOATS_ALIKE: dict[float, bool] = {}


def canonical_row(
    *,
    tenant_id: uuid.UUID | str,
    seq: int,
    kind: str,
    payload: Mapping[str, Any],
    actor_subject_id: uuid.UUID | str | None,
    trace_id: str | None,
    created_at: dt.datetime,
    hash_version: int,
) -> bytes:
    return row_around_payload(
        canonical_json(jsonable(payload)),
        tenant_id=tenant_id,
        seq=seq,
        kind=kind,
        actor_subject_id=actor_subject_id,
        trace_id=trace_id,
        created_at=canonical_timestamp(created_at),
        hash_version=hash_version,
    )


# RFC 8785 writes a member's value the same wherever it stands, so the row's bytes are those of
# the row with a null payload, the null replaced by the payload's own canonical bytes. The slot
# cannot occur earlier: inside a JSON string every '"' follows a backslash.
_PAYLOAD_SLOT = b'"payload":null'


def row_around_payload(
    payload_canonical: bytes,
    *,
    tenant_id: uuid.UUID | str,
    seq: int,
    kind: str,
    actor_subject_id: uuid.UUID | str | None,
    trace_id: str | None,
    created_at: str,
    hash_version: int,
) -> bytes:
    """The row's RFC 8785 bytes around a payload already in canonical form (as stored in
    ``payload_canonical``), taken byte for byte."""
    row = canonical_json(
        {
            "hash_version": hash_version,
            "tenant_id": str(tenant_id).lower(),
            "seq": seq,
            "kind": kind,
            "payload": None,
            "actor_subject_id": str(actor_subject_id).lower() if actor_subject_id else None,
            "trace_id": trace_id,
            "created_at": created_at,
        }
    )
    return row.replace(_PAYLOAD_SLOT, b'"payload":' + payload_canonical, 1)


def _new_row(
    prev_hash: str,
    value: Any,
    tenant_id: uuid.UUID | str,
    seq: int,
    kind: str,
    actor_subject_id: uuid.UUID | str | None,
    trace_id: str | None,
    created_at: dt.datetime,
) -> tuple[str, str]:
    """A row about to be appended: its payload's canonical text (``payload_canonical``) and
    its hash, the payload hashed in exactly those bytes."""
    payload_canonical = canonical_json(value)
    row = row_around_payload(
        payload_canonical,
        tenant_id=tenant_id,
        seq=seq,
        kind=kind,
        actor_subject_id=actor_subject_id,
        trace_id=trace_id,
        created_at=canonical_timestamp(created_at),
        hash_version=HASH_VERSION,
    )
    return payload_canonical.decode(), link_hash(prev_hash, row)


def link_hash(prev_hash: str, row: bytes) -> str:
    return hashlib.sha256(prev_hash.encode("ascii") + row).hexdigest()


def entry_hash(entry: AuditEntry) -> str:
    return link_hash(
        entry.prev_hash,
        canonical_row(
            tenant_id=entry.tenant_id,
            seq=entry.seq,
            kind=entry.kind,
            payload=entry.payload,
            actor_subject_id=entry.actor_subject_id,
            trace_id=entry.trace_id,
            created_at=entry.created_at,
            hash_version=entry.hash_version,
        ),
    )


def _locked_head(tenant_id: uuid.UUID) -> AuditChainHead:
    # INSERT … ON CONFLICT DO NOTHING, then lock: two first appends cannot both start a chain.
    with connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO l1_audit_chain_head (tenant_id, last_seq, last_hash) VALUES (%s, 0, %s) "
            "ON CONFLICT (tenant_id) DO NOTHING",
            [tenant_id, GENESIS_HASH],
        )
    return AuditChainHead.objects.select_for_update().get(tenant_id=tenant_id)


def append(
    *,
    tenant_id: uuid.UUID,
    kind: str,
    payload: Mapping[str, Any],
    actor_subject_id: uuid.UUID | str | None,
) -> AuditEntry:
    """Append one row to the tenant's chain, inside the caller's transaction."""
    with transaction.atomic():
        head = _locked_head(tenant_id)
        # Python and PostgreSQL both keep microseconds: the hashed value is the stored one.
        created_at = timezone.now()
        value, seq, trace_id = jsonable(payload), head.last_seq + 1, current_trace_id()
        payload_canonical, row_hash = _new_row(
            head.last_hash, value, tenant_id, seq, kind, actor_subject_id, trace_id, created_at
        )
        entry = AuditEntry(
            tenant_id=tenant_id,
            seq=seq,
            kind=kind,
            payload=value,
            payload_canonical=payload_canonical,
            actor_subject_id=actor_subject_id,
            trace_id=trace_id,
            created_at=created_at,
            hash_version=HASH_VERSION,
            prev_hash=head.last_hash,
            hash=row_hash,
        )
        entry.save(force_insert=True)
        head.last_seq, head.last_hash = entry.seq, entry.hash
        head.save(update_fields=["last_seq", "last_hash"])
    return entry


# One statement per row: the insert, then the head moved to the row it returns. The guards
# (audit/sql/audit_guards.sql) see the row before the head moves, as for two statements.
_APPEND_ROW = """
WITH appended AS (
    INSERT INTO l1_audit_log (tenant_id, seq, kind, payload, payload_canonical,
                              actor_subject_id, trace_id, created_at, hash_version, prev_hash,
                              hash)
    VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)
    RETURNING seq, hash
)
UPDATE l1_audit_chain_head SET last_seq = appended.seq, last_hash = appended.hash
  FROM appended WHERE tenant_id = %s
"""


def append_many(
    *,
    tenant_id: uuid.UUID,
    entries: Iterable[tuple[str, Mapping[str, Any], uuid.UUID | str | None]],
    batch_size: int = 1000,
) -> int:
    """Append ``(kind, payload, actor_subject_id)`` rows to the tenant's chain, in order.

    The rows ``append`` would write, one by one as the database's guards require (each row
    extends the head, then the head moves to it), but sent together (psycopg's executemany
    pipelines them): for imports and benchmarks. Every ``batch_size`` rows are one transaction in
    the tenant's context, committed before the next (one head row updated many thousand times
    in one transaction slows PostgreSQL down quadratically); inside an outer transaction of the
    same tenant they all join that one instead. Returns the number of rows written.
    """
    written, pending = 0, iter(entries)
    while batch := list(itertools.islice(pending, batch_size)):
        with tenant_context(tenant_id):
            written += _append_batch(tenant_id, batch)
    return written


def _append_batch(
    tenant_id: uuid.UUID, entries: list[tuple[str, Mapping[str, Any], uuid.UUID | str | None]]
) -> int:
    with transaction.atomic():
        head = _locked_head(tenant_id)
        seq, prev_hash = head.last_seq, head.last_hash
        trace_id = current_trace_id()
        tenant = str(tenant_id).lower()
        params: list[Any] = []
        for kind, payload, actor_subject_id in entries:
            seq += 1
            created_at = timezone.now()
            value = jsonable(payload)
            actor = str(actor_subject_id).lower() if actor_subject_id else None
            payload_canonical, row_hash = _new_row(
                prev_hash, value, tenant, seq, kind, actor, trace_id, created_at
            )
            params.append(
                (
                    tenant_id,
                    seq,
                    kind,
                    Jsonb(value),  # json.dumps, as Django's JSONField writes it
                    payload_canonical,
                    actor,
                    trace_id,
                    created_at,
                    HASH_VERSION,
                    prev_hash,
                    row_hash,
                    tenant_id,
                )
            )
            prev_hash = row_hash
        with connection.cursor() as cursor:
            cursor.executemany(_APPEND_ROW, params)
    return seq - head.last_seq


@dataclass(frozen=True)
class Anchor:
    """One row a checkpoint recorded: the chain must still hold this hash at this row."""

    seq: int
    hash: str


@dataclass(frozen=True)
class Verification:
    tenant_id: uuid.UUID
    rows: int
    last_seq: int
    last_hash: str
    broken_seq: int | None = None
    reason: str | None = None

    @property
    def ok(self) -> bool:
        return self.reason is None


# created_at in UTC as PostgreSQL writes a timestamp in the ISO DateStyle (which verify sets):
# "2026-01-02 03:04:05.000006", trailing zeros of the fraction dropped. Several times cheaper
# for the server than to_char into the canonical form; canonical_timestamp_from_sql finishes
# the job (tests/audit/test_canonical.py compares it with canonical_timestamp).
UTC_TIMESTAMP_SQL = "created_at AT TIME ZONE 'UTC'"
_ISO_TIMESTAMP = re.compile(rb"(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?")


def canonical_timestamp_from_sql(text: bytes) -> bytes:
    """``canonical_timestamp``'s form of a created_at read as ``UTC_TIMESTAMP_SQL`` writes it.

    A time Python cannot have written (BC, after 9999, infinity) comes back in a form
    ``canonical_timestamp`` never writes — unchanged, or rewritten but still without its exact
    shape — so its row fails its hash, as a row changed by hand should.
    """
    if len(text) == 26 and text[10:11] == b" ":  # all six digits of the fraction: most rows
        return text[:10] + b"T" + text[11:] + b"+00:00"
    match = _ISO_TIMESTAMP.fullmatch(text)
    if match is None:
        return text
    date, time, fraction = match.groups()
    return b"%sT%s.%s+00:00" % (date, time, (fraction or b"").ljust(6, b"0"))


# The rows as text, streamed with COPY (PostgreSQL formats the next rows while Python hashes
# these), in one statement and hence one snapshot: the chain head rides on the first row, so an
# append committed meanwhile can neither show up as a row the head does not know nor the
# reverse.
_CHAIN_COPY = """
COPY (
    SELECT seq, kind, payload_canonical, actor_subject_id, trace_id, {timestamp},
           hash_version, prev_hash, hash,
           CASE WHEN seq = %(first)s THEN (
               SELECT last_seq || ' ' || last_hash FROM l1_audit_chain_head
                WHERE tenant_id = %(tenant)s) END
      FROM l1_audit_log WHERE tenant_id = %(tenant)s AND seq >= %(first)s
     ORDER BY seq
) TO STDOUT
""".replace("{timestamp}", UTC_TIMESTAMP_SQL)
_HEAD = "SELECT last_seq, last_hash FROM l1_audit_chain_head WHERE tenant_id = %s"
# Transaction-local, like the tenant setting; the timeout is put back right after the walk.
ISO_DATES = "SELECT set_config('DateStyle', 'ISO', true)"
_ISO_DATES_AND_NO_TIMEOUT = (
    "SELECT current_setting('statement_timeout'), set_config('statement_timeout', '0', true), "
    "set_config('DateStyle', 'ISO', true)"
)
_RESTORE_TIMEOUT = "SELECT set_config('statement_timeout', %s, true)"
PROGRESS_EVERY_ROWS = 100_000

# Verification hashes payload_canonical, not the payload that is read: the two are held to the
# same JSON by this CHECK (audit/sql/audit_payload_canonical.sql), so a walk first makes sure
# the database still enforces it, validated and as written. The owner could otherwise drop it
# and change a payload unseen; re-adding it validates every row (or, NOT VALID, shows here).
PAYLOAD_BINDING = "audit_payload_canonical_is_payload"
_PAYLOAD_BINDING_DEFINITION = "CHECK (((payload_canonical)::jsonb = payload))"
_PAYLOAD_BINDING_SQL = (
    "SELECT pg_get_constraintdef(oid), convalidated FROM pg_constraint "
    "WHERE conrelid = 'l1_audit_log'::regclass AND conname = %s"
)


def payload_binding_problem(cursor: Any) -> str | None:
    """Why the payloads read may differ from the bytes hashed, or None when the CHECK holds."""
    cursor.execute(_PAYLOAD_BINDING_SQL, [PAYLOAD_BINDING])
    found = cursor.fetchone()
    if found is not None and tuple(found) == (_PAYLOAD_BINDING_DEFINITION, True):
        return None
    return (
        f"the constraint {PAYLOAD_BINDING}, which holds every payload to the bytes it was "
        "hashed in, is missing, changed or not validated: payloads may have been changed"
    )


def unverifiable(tenant_id: uuid.UUID, first: int, reason: str) -> Verification:
    """A chain that cannot be vouched for from row ``first`` on, none of it walked."""
    walk = _Walk(tenant_id, first, None)
    walk.broken(first, reason)
    return walk.result()


def verify(
    tenant_id: uuid.UUID,
    *,
    anchor: Anchor | None = None,
    from_anchor: bool = False,
    progress: Callable[[int], None] | None = None,
    progress_every: int = PROGRESS_EVERY_ROWS,
    bounded: bool = True,
) -> Verification:
    """Verify one tenant's chain; call inside that tenant's context.

    Walks the chain in sequence order and reports the first broken link. With ``anchor`` (a
    checkpoint's row) the row at ``anchor.seq`` must also still carry ``anchor.hash``; with
    ``from_anchor`` the walk starts there, trusting what lies before the checkpoint, so that
    only rows written since are read. ``progress`` is called with the rows verified so far
    every ``progress_every`` rows.

    A chain is read by one statement, so the connection's statement timeout bounds the whole
    walk: the web keeps it (a page does not wait minutes); operator commands pass
    ``bounded=False`` to lift it for that statement only.
    """
    if from_anchor and anchor is None:
        raise ValueError("from_anchor needs an anchor")
    first = anchor.seq if from_anchor and anchor is not None else 1
    # From a checkpoint, its row's own prev_hash is taken as written (row 1 still links to
    # the genesis).
    walk = _Walk(tenant_id, first, anchor, first if from_anchor and first > 1 else 0)
    connection.ensure_connection()
    raw = connection.connection
    with raw.cursor() as cursor:
        problem = payload_binding_problem(cursor)
        if problem is not None:
            return unverifiable(tenant_id, first, problem)
        if bounded:
            cursor.execute(ISO_DATES)
        else:
            cursor.execute(_ISO_DATES_AND_NO_TIMEOUT)
            lifted = cursor.fetchone()
            timeout = lifted[0] if lifted else "0"
        with closing(
            copied_rows(cursor, _CHAIN_COPY, {"tenant": tenant_id, "first": first})
        ) as rows:
            head = walk.run(rows, progress, progress_every)
        if not bounded:
            cursor.execute(_RESTORE_TIMEOUT, [timeout])
        if walk.reason is not None:
            return walk.result()
        if walk.count == 0:  # no rows: no first row carried the head
            cursor.execute(_HEAD, [tenant_id])
            found = cursor.fetchone()
            head = (found[0], found[1]) if found else None
    return walk.finish(head)


def copied_rows(
    cursor: Any, statement: str, params: Mapping[str, Any]
) -> Generator[Buffer, None, None]:
    """The rows of ``COPY (…) TO STDOUT``, each as psycopg's ``Copy.read`` gives it.

    Rows libpq has already received are taken from it directly (``PGconn.get_copy_data``
    without waiting): psycopg's read costs more Python per row than the walk can spare. Only
    when none is left does psycopg's own read wait for the next ones, or for the end. When the
    direct read meets the end itself, the COPY's results are collected as psycopg's read would
    (``_end_of_copy``). Close the generator when done with it early (``contextlib.closing``):
    until then it holds the COPY, and with it the connection.
    """
    with cursor.copy(statement, params) as copy:
        get_copy_data = cursor.connection.pgconn.get_copy_data
        while True:
            size, data = get_copy_data(1)
            if size > 0:
                yield data
            elif size == 0:
                data = copy.read()
                if not data:
                    return
                yield data
            else:
                _end_of_copy(cursor.connection)
                return


def _end_of_copy(conn: Any) -> None:
    # What psycopg's copy_from generator does once libpq reports the end (psycopg/generators.py):
    # wait for the results as every psycopg call waits, and raise an error result as psycopg does.
    results = conn.wait(psycopg.generators.fetch_many(conn.pgconn))
    for result in results:
        if result.status != pq.ExecStatus.COMMAND_OK:
            raise psycopg.errors.error_from_result(result, encoding=conn.info.encoding)


def _no_progress(rows: int) -> None:
    pass


def _head_on_first_row(field: bytes) -> tuple[int, str] | None:
    head = field.rstrip(b"\n")
    if head == b"\\N":
        return None
    seq, _, last_hash = head.partition(b" ")
    return int(seq), last_hash.decode()


_COPY_ESCAPE = re.compile(rb"\\(.)", re.DOTALL)
_COPY_ESCAPES = {b"b": b"\b", b"f": b"\f", b"n": b"\n", b"r": b"\r", b"t": b"\t", b"v": b"\v"}


def _copy_field(raw: bytes) -> bytes | None:
    """One field of COPY's text format: \\N is NULL, backslash escapes the rest."""
    if raw == b"\\N":
        return None
    if b"\\" not in raw:
        return raw
    return _unescaped(raw)


def _unescaped(raw: bytes) -> bytes:
    return _COPY_ESCAPE.sub(lambda m: _COPY_ESCAPES.get(m.group(1), m.group(1)), raw)


def _json_string(raw: bytes) -> bytes:
    if raw.isalnum():  # ASCII letters and digits: nothing to escape
        return b'"' + raw + b'"'
    return orjson.dumps(raw.decode())


# prev_hash, then the row as RFC 8785 writes it: keys in order, values already in JSON form.
_CANONICAL_ROW = (
    b'%s{"actor_subject_id":%s,"created_at":"%s","hash_version":%s,"kind":%s,"payload":%s,'
    b'"seq":%s,"tenant_id":"%s","trace_id":%s}'
)


class _Walk:
    """One walk along a chain: what the next row must be, and what broke."""

    def __init__(
        self, tenant_id: uuid.UUID, first: int, anchor: Anchor | None, trust_prev_at: int = 0
    ) -> None:
        self.tenant_id = tenant_id
        self.tenant = str(tenant_id).lower().encode()
        self.first = first
        self.anchor = anchor
        # The row whose own prev_hash is taken as written: a checkpoint's (it vouches for the
        # rows before it), or where a range of a parallel walk starts (audit.verification).
        self.trust_prev_at = trust_prev_at
        self.expected_seq, self.expected_prev, self.count = first, GENESIS_HASH.encode(), 0
        self.broken_seq: int | None = None
        self.reason: str | None = None
        self.first_seen: int | None = None  # the first row's sequence number, if any

    def result(self) -> Verification:
        return Verification(
            self.tenant_id,
            self.count,
            self.expected_seq - 1,
            self.expected_prev.decode(errors="replace"),
            self.broken_seq,
            self.reason,
        )

    def broken(self, seq: int, reason: str) -> None:
        self.broken_seq, self.reason = seq, reason

    def run(
        self, rows: Iterable[Any], progress: Callable[[int], None] | None, progress_every: int
    ) -> tuple[int, str] | None:
        """Check COPY's rows in order, up to the first broken link; the chain head, which the
        first row carries.

        Each row's canonical bytes are assembled the way RFC 8785 writes this object: the keys
        are fixed ASCII names, already in order; the UUIDs and the timestamp are plain ASCII;
        the integers are PostgreSQL's canonical decimals; the strings are escaped by orjson and
        the payload is ``payload_canonical`` byte for byte, the form it was hashed in (a
        payload rewritten in any other form, even an equivalent one, fails its hash). A row
        outside those forms (a sequence number beyond 2**53, a link that is not ASCII) is
        hashed by ``_reference_hash``.
        """
        head, rows = None, iter(rows)
        tenant, sha256 = self.tenant, hashlib.sha256
        anchor_seq = self.anchor.seq if self.anchor else 0
        anchor_hash = self.anchor.hash.encode() if self.anchor else b""
        expected_seq, expected_prev, count = self.expected_seq, self.expected_prev, self.count
        report = progress if progress is not None else _no_progress
        next_report = progress_every if progress is not None else -1
        kinds: dict[bytes, bytes] = {}
        first, trust_prev_at, safe_integer, null = (
            self.first,
            self.trust_prev_at,
            _SAFE_INTEGER,
            b"\\N",
        )
        row_format = _CANONICAL_ROW
        first_row = count == 0 and expected_seq == first
        try:
            for data in rows:
                fields = bytes(data).split(b"\t")
                if first_row:
                    first_row = False
                    head = _head_on_first_row(fields[9])
                    self.first_seen = int(fields[0])
                raw_seq, raw_kind, payload, actor, trace, created_at, version, prev, hash_, _ = (
                    fields
                )
                seq = int(raw_seq)
                if seq != expected_seq:
                    if expected_seq == anchor_seq:
                        self.broken(anchor_seq, f"row {anchor_seq} of the checkpoint is gone")
                    else:
                        self.broken(
                            expected_seq,
                            f"row {expected_seq} is missing (next row found is {seq})",
                        )
                    break
                if seq == trust_prev_at:
                    expected_prev = prev = _copy_field(prev) or b""
                if prev != expected_prev:
                    self.broken(
                        seq,
                        "prev_hash does not match the previous row's hash "
                        "(reordered, replaced or forged row)",
                    )
                    break
                created_at = canonical_timestamp_from_sql(created_at)
                kind = kinds.get(raw_kind)
                if kind is None:
                    kind = _json_string(_copy_field(raw_kind) or b"")
                    if len(kinds) < 1000:
                        kinds[raw_kind] = kind
                try:
                    if seq <= safe_integer and prev.isascii():
                        row = row_format % (
                            prev,
                            b"null" if actor == null else b'"' + actor + b'"',
                            created_at,
                            version,
                            kind,
                            payload if b"\\" not in payload else _unescaped(payload),
                            raw_seq,
                            tenant,
                            b"null" if trace == null else _json_string(_copy_field(trace) or b""),
                        )
                        row_hash = sha256(row).hexdigest().encode()
                    else:
                        row_hash = self._reference_hash(fields, created_at)
                except ValueError as exc:  # rfc8785 refuses it (an integer beyond 2**53, …)
                    self.broken(seq, f"the row cannot be hashed as RFC 8785 JSON ({exc})")
                    break
                if row_hash != hash_:
                    self.broken(
                        seq, "hash does not match the row's content (changed after it was written)"
                    )
                    break
                if seq == anchor_seq and hash_ != anchor_hash:
                    self.broken(
                        seq, f"row {seq} no longer has the checkpoint's hash (chain rewritten)"
                    )
                    break
                expected_seq, expected_prev = seq + 1, hash_
                count += 1
                if count == next_report:
                    report(count)
                    next_report += progress_every
        finally:
            self.expected_seq, self.expected_prev, self.count = expected_seq, expected_prev, count
        if self.reason is not None:
            for _ in rows:  # read the stream out: the connection is needed again
                pass
        return head

    def _reference_hash(self, fields: list[bytes], created_at: bytes) -> bytes:
        raw_seq, raw_kind, payload, actor, trace, _, version, prev, _, _ = fields
        kind, trace_id = _copy_field(raw_kind) or b"", _copy_field(trace)
        return link_hash(
            prev.decode(),
            row_around_payload(
                _copy_field(payload) or b"",
                tenant_id=self.tenant.decode(),
                seq=int(raw_seq),
                kind=kind.decode(),
                actor_subject_id=None if actor == b"\\N" else actor.decode(),
                trace_id=None if trace_id is None else trace_id.decode(),
                created_at=created_at.decode(),
                hash_version=int(version),
            ),
        ).encode()

    def finish(self, head: tuple[int, str] | None) -> Verification:
        last = self.expected_seq - 1
        if self.anchor is not None and last < self.anchor.seq:
            self.broken(self.anchor.seq, f"row {self.anchor.seq} of the checkpoint is gone")
        elif head is None:
            # Every tenant's first act (its creation) is audited: no head means a wiped chain.
            self.broken(1, "the chain head is missing (the chain was removed)")
        elif head != (last, self.expected_prev.decode(errors="replace")):
            self.broken(
                self.expected_seq,
                f"the chain head records row {head[0]}, the log ends at row "
                f"{last} (rows deleted from the end)",
            )
        return self.result()
