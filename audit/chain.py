"""The hash chain: canonical form, append, verify.

``hash = sha256(prev_hash || JCS(row))`` where JCS is RFC 8785 (JSON Canonicalization Scheme)
over exactly the values stored and read back: UUIDs lower-case, timestamps in UTC at the
microsecond precision PostgreSQL keeps, decimals as strings. One chain per tenant; appends are
serialised by locking the tenant's chain-head row.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

import rfc8785
from django.db import connection, transaction
from django.utils import timezone

from cyberos_eval.telemetry import current_trace_id

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
    return rfc8785.dumps(
        {
            "hash_version": hash_version,
            "tenant_id": str(tenant_id).lower(),
            "seq": seq,
            "kind": kind,
            "payload": jsonable(payload),
            "actor_subject_id": str(actor_subject_id).lower() if actor_subject_id else None,
            "trace_id": trace_id,
            "created_at": canonical_timestamp(created_at),
        }
    )


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
        entry = AuditEntry(
            tenant_id=tenant_id,
            seq=head.last_seq + 1,
            kind=kind,
            payload=jsonable(payload),
            actor_subject_id=actor_subject_id,
            trace_id=current_trace_id(),
            created_at=created_at,
            hash_version=HASH_VERSION,
            prev_hash=head.last_hash,
        )
        entry.hash = entry_hash(entry)
        entry.save(force_insert=True)
        head.last_seq, head.last_hash = entry.seq, entry.hash
        head.save(update_fields=["last_seq", "last_hash"])
    return entry


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


def verify_entries(
    tenant_id: uuid.UUID, entries: Iterable[AuditEntry], head: AuditChainHead | None
) -> Verification:
    """Walk the chain in sequence order and report the first broken link."""
    expected_seq, expected_prev, count = 1, GENESIS_HASH, 0

    def broken(seq: int, reason: str) -> Verification:
        return Verification(tenant_id, count, expected_seq - 1, expected_prev, seq, reason)

    for entry in entries:
        if entry.seq != expected_seq:
            return broken(
                expected_seq, f"row {expected_seq} is missing (next row found is {entry.seq})"
            )
        if entry.prev_hash != expected_prev:
            return broken(
                entry.seq,
                "prev_hash does not match the previous row's hash "
                "(reordered, replaced or forged row)",
            )
        if entry_hash(entry) != entry.hash:
            return broken(
                entry.seq, "hash does not match the row's content (changed after it was written)"
            )
        count += 1
        expected_seq, expected_prev = entry.seq + 1, entry.hash
    if head is None:
        # Every tenant's first act (its creation) is audited: no head means a wiped chain.
        return broken(1, "the chain head is missing (the chain was removed)")
    if (head.last_seq, head.last_hash) != (expected_seq - 1, expected_prev):
        return broken(
            expected_seq,
            f"the chain head records row {head.last_seq}, the log ends at row "
            f"{expected_seq - 1} (rows deleted from the end)",
        )
    return Verification(tenant_id, count, expected_seq - 1, expected_prev)


def verify(tenant_id: uuid.UUID) -> Verification:
    """Verify one tenant's chain; call inside that tenant's context."""
    entries = (
        AuditEntry.objects.filter(tenant_id=tenant_id).order_by("seq").iterator(chunk_size=2000)
    )
    head = AuditChainHead.objects.filter(tenant_id=tenant_id).first()
    return verify_entries(tenant_id, entries, head)
