"""``payload_canonical``: each payload's RFC 8785 bytes, stored as hashed and held to the payload.

Verification hashes those bytes as they are (``audit.chain._Walk``), so these tests pin down
what makes that sound: every writer stores exactly the canonical bytes, the database refuses a
row whose two columns say different things, any other spelling of the payload fails its hash,
and the migration that introduced the column filled old rows with the bytes they were hashed
over (and left a row changed before it broken).
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
import rfc8785
from django.core.management import CommandError, call_command
from django.db import DataError, IntegrityError, connections

from audit import chain, verification
from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.models import Tenant
from tests.audit.test_chain import as_owner, change_payload, entries

SQL = Path(__file__).resolve().parents[2] / "audit" / "sql"


PRECISE = '{"n":0.1000000000000000000001}'


def verified(tenant: Tenant) -> chain.Verification:
    with tenant_context(tenant):
        return chain.verify(tenant.pk)


def test_every_writer_stores_the_payloads_rfc8785_bytes(busy_tenant: Tenant) -> None:
    # append (receivers), append_many, and the database's own writer audit_append (as the
    # owner's SECURITY DEFINER functions call it)
    chain.append_many(
        tenant_id=busy_tenant.pk,
        entries=[("test.many", {"é": 1, "a": [True, None, 0.5], "z": "\n\t\\"}, None)] * 3,
    )
    with tenant_context(busy_tenant, using="owner"), connections["owner"].cursor() as cursor:
        cursor.execute(
            "SELECT seq FROM audit_append(%s, 'test.sql', %s::jsonb, NULL)",
            [busy_tenant.pk, json.dumps({"b": {"y": 2, "x": "ü"}, "a": -7})],
        )
    rows = entries(busy_tenant)
    assert {row.kind for row in rows} >= {"test.many", "test.sql", "governance.grant_issued"}
    for row in rows:
        assert row.payload_canonical.encode() == rfc8785.dumps(row.payload), row.seq
    assert verified(busy_tenant).ok


@pytest.mark.parametrize(
    ("statement", "error", "message"),
    [
        (  # the payload changed, its canonical bytes not
            'UPDATE l1_audit_log SET payload = payload || \'{"basis": "forged"}\' WHERE seq = 2',
            IntegrityError,
            "audit_payload_canonical_is_payload",
        ),
        (  # the canonical bytes changed, the payload not
            "UPDATE l1_audit_log SET payload_canonical = '{}' WHERE seq = 2",
            IntegrityError,
            "audit_payload_canonical_is_payload",
        ),
        (  # not JSON at all
            "UPDATE l1_audit_log SET payload_canonical = 'not json' WHERE seq = 2",
            DataError,
            "invalid input syntax for type json",
        ),
    ],
)
def test_the_database_refuses_a_row_whose_two_payloads_differ(
    busy_tenant: Tenant, statement: str, error: type[Exception], message: str
) -> None:
    before = [(row.payload, row.payload_canonical) for row in entries(busy_tenant)]
    with pytest.raises(error, match=message):
        as_owner(busy_tenant, statement)
    assert [(row.payload, row.payload_canonical) for row in entries(busy_tenant)] == before
    assert verified(busy_tenant).ok


def test_an_equivalent_payload_spelt_otherwise_fails_its_hash(busy_tenant: Tenant) -> None:
    """The same JSON, written with spaces (as jsonb prints it): the CHECK lets it through,
    the hash does not — a stored record changed, whatever it means."""
    as_owner(busy_tenant, "UPDATE l1_audit_log SET payload_canonical = payload::text WHERE seq = 2")
    result = verified(busy_tenant)
    assert result.broken_seq == 2
    assert "hash does not match" in (result.reason or "")


def test_a_payload_changed_with_its_canonical_bytes_fails_its_hash(busy_tenant: Tenant) -> None:
    change_payload(busy_tenant, 3, {"username": "someone-else"})
    result = verified(busy_tenant)
    assert result.broken_seq == 3
    assert "hash does not match" in (result.reason or "")


def test_the_migration_fills_old_rows_with_the_bytes_they_were_hashed_over(
    busy_tenant: Tenant,
) -> None:
    """Back to the schema without the column (its values dropped), then forward again: the
    fill must find, from the jsonb alone, exactly the bytes every hash was made with — for
    floats, non-ASCII keys and escapes too — and a row changed before the migration must stay
    broken after it."""
    chain.append_many(
        tenant_id=busy_tenant.pk,
        entries=[
            (
                "test.shapes",
                {"ü": 0.1, "a": 2.5e-7, "b": [1.5, -0.0, "\u2028"], "c": {"é": 0}},
                None,
            ),
            ("test.shapes", {"confidence": 0.875, "big": 9007199254740991, "s": "\x1f\\"}, None),
        ],
    )
    intact = entries(busy_tenant)
    broken = len(intact) + 1
    chain.append_many(
        tenant_id=busy_tenant.pk,
        entries=[("test.victim", {"n": 1}, None), ("test.victim", {"n": 2}, None)],
    )
    change_payload(busy_tenant, broken, {"n": 2})
    # changed by hand to a number no float holds: read back as a float it is other JSON
    as_owner(
        busy_tenant,
        "UPDATE l1_audit_log SET payload = %s::jsonb, payload_canonical = %s WHERE seq = %s",
        [PRECISE, PRECISE, broken + 1],
    )
    expected = {row.seq: rfc8785.dumps(row.payload).decode() for row in entries(busy_tenant)}
    expected[broken + 1] = '{"n": 0.1000000000000000000001}'  # its jsonb text, kept
    try:
        call_command("migrate", "audit", "0004", database="owner", verbosity=0)
        with connections["owner"].cursor() as cursor:
            cursor.execute(
                "SELECT count(*) FROM information_schema.columns "
                "WHERE table_name = 'l1_audit_log' AND column_name = 'payload_canonical'"
            )
            assert cursor.fetchone() == (0,)
    finally:
        call_command("migrate", "audit", database="owner", verbosity=0)
        for connection in connections.all():
            connection.close()
    filled = {row.seq: row.payload_canonical for row in entries(busy_tenant)}
    assert filled == expected
    result = verified(busy_tenant)
    assert result.broken_seq == broken
    assert "hash does not match" in (result.reason or "")


def test_a_row_is_inserted_only_with_its_canonical_bytes(busy_tenant: Tenant) -> None:
    with tenant_context(busy_tenant):
        head = AuditEntry.objects.order_by("-seq").first()
    assert head is not None
    with pytest.raises(IntegrityError, match="payload_canonical"):
        as_owner(
            busy_tenant,
            "INSERT INTO l1_audit_log (tenant_id, seq, kind, payload, created_at, hash_version, "
            "prev_hash, hash) VALUES (%s, %s, 'probe', '{}', now(), 1, %s, %s)",
            [busy_tenant.pk, head.seq + 1, head.hash, "0" * 64],
        )


def test_a_large_integral_float_verifies(busy_tenant: Tenant) -> None:
    """1e21 is stored by jsonb as the integer 1000000000000000000000, which RFC 8785 cannot
    write: read back from the jsonb, the payload could not be hashed again (verification used
    to report such a row broken). Its canonical bytes were kept, and they verify."""
    chain.append_many(tenant_id=busy_tenant.pk, entries=[("test.float", {"a": 1e21}, None)])
    with tenant_context(busy_tenant):
        row = AuditEntry.objects.get(kind="test.float")
    assert row.payload_canonical == '{"a":1e+21}'
    assert verified(busy_tenant).ok


def restore_the_binding() -> None:
    with connections["owner"].cursor() as cursor:
        cursor.execute(
            f"ALTER TABLE l1_audit_log DROP CONSTRAINT IF EXISTS {chain.PAYLOAD_BINDING}"
        )
        cursor.execute((SQL / "audit_payload_canonical.sql").read_text())


@pytest.mark.parametrize("readd", ["not re-added", "re-added NOT VALID"])
@pytest.mark.parametrize("jobs", [1, 2])
def test_a_payload_changed_without_the_binding_check_is_caught(
    busy_tenant: Tenant, readd: str, jobs: int
) -> None:
    """The owner drops the CHECK and changes only the payload people read (a published
    version's content hash, say): the bytes verification hashes are untouched, so the walk
    must refuse to vouch for the chain while the CHECK is not enforced."""
    try:
        as_owner(busy_tenant, f"ALTER TABLE l1_audit_log DROP CONSTRAINT {chain.PAYLOAD_BINDING}")
        as_owner(
            busy_tenant,
            'UPDATE l1_audit_log SET payload = payload || \'{"basis": "forged"}\' WHERE seq = 2',
        )
        if readd == "re-added NOT VALID":
            as_owner(
                busy_tenant,
                f"ALTER TABLE l1_audit_log ADD CONSTRAINT {chain.PAYLOAD_BINDING} "
                "CHECK (payload_canonical::jsonb = payload) NOT VALID",
            )
        with tenant_context(busy_tenant):
            result = verification.verify_chain(busy_tenant.pk, jobs=jobs, min_rows_per_job=2)
        assert result.broken_seq == 1
        assert chain.PAYLOAD_BINDING in (result.reason or "")
        assert result.rows == 0
        with pytest.raises(CommandError, match=chain.PAYLOAD_BINDING):
            call_command("verify_audit_chain", stdout=io.StringIO())
    finally:
        as_owner(busy_tenant, "UPDATE l1_audit_log SET payload = payload_canonical::jsonb")
        restore_the_binding()
    assert verified(busy_tenant).ok


def test_the_binding_cannot_be_re_added_over_a_changed_payload(busy_tenant: Tenant) -> None:
    try:
        as_owner(busy_tenant, f"ALTER TABLE l1_audit_log DROP CONSTRAINT {chain.PAYLOAD_BINDING}")
        as_owner(
            busy_tenant,
            'UPDATE l1_audit_log SET payload = payload || \'{"basis": "forged"}\' WHERE seq = 2',
        )
        with pytest.raises(IntegrityError, match=chain.PAYLOAD_BINDING):
            restore_the_binding()
    finally:
        as_owner(busy_tenant, "UPDATE l1_audit_log SET payload = payload_canonical::jsonb")
        restore_the_binding()
    assert verified(busy_tenant).ok
