"""The hash-chained audit log: one row per mutation, append-only, tamper-evident."""

from __future__ import annotations

import itertools
import json
import threading
import uuid
from decimal import Decimal
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.db import DatabaseError, connection, connections
from django.db.utils import ProgrammingError
from opentelemetry import trace

from audit import chain
from audit.models import AuditEntry
from cyberos_eval.tenancy import TenantContextError, tenant_context
from governance.models import Grant, Role
from governance.services import revoke_grant
from tests.factories import make_founder, make_grant, make_subject, make_tenant


def entries(tenant) -> list[AuditEntry]:
    with tenant_context(tenant):
        return list(AuditEntry.objects.order_by("seq"))


@pytest.mark.django_db
def test_grant_issue_and_revoke_each_write_one_row_with_actor_and_basis() -> None:
    tenant = make_tenant()
    founder = make_founder(tenant)
    reader = make_subject(tenant)
    before = len(entries(tenant))

    from governance.services import issue_grant

    grant = issue_grant(
        actor=founder, subject=reader, role=Role.RUBRIC_READER, basis="Quarterly review panel"
    )
    issued = entries(tenant)[before:]
    assert [e.kind for e in issued] == ["governance.grant_issued"]
    assert issued[0].actor_subject_id == founder.pk
    assert issued[0].payload["basis"] == "Quarterly review panel"
    assert issued[0].payload["grant_id"] == str(grant.pk)
    assert issued[0].payload["subject_id"] == str(reader.pk)

    revoke_grant(actor=founder, grant=grant, reason="panel dissolved")
    revoked = entries(tenant)[before + 1 :]
    assert [e.kind for e in revoked] == ["governance.grant_revoked"]
    assert revoked[0].actor_subject_id == founder.pk
    assert revoked[0].payload["reason"] == "panel dissolved"
    assert revoked[0].payload["basis"] == "Quarterly review panel"


@pytest.mark.django_db
def test_operator_actions_are_recorded_as_operator() -> None:
    tenant = make_tenant()
    first = entries(tenant)[0]
    assert first.kind == "governance.tenant_created"
    assert first.actor_subject_id is None
    assert first.payload["actor"] == "operator"


@pytest.mark.django_db
def test_rows_chain_from_genesis_and_verify() -> None:
    tenant = make_tenant()
    make_founder(tenant)
    rows = entries(tenant)
    assert [e.seq for e in rows] == list(range(1, len(rows) + 1))
    assert rows[0].prev_hash == chain.GENESIS_HASH
    assert all(later.prev_hash == earlier.hash for earlier, later in itertools.pairwise(rows))
    with tenant_context(tenant):
        assert chain.verify(tenant.pk).ok


@pytest.mark.django_db
def test_hash_covers_exactly_what_is_read_back() -> None:
    """Vietnamese text, decimals, UUIDs and times hash the same after the database round trip."""
    tenant = make_tenant()
    with tenant_context(tenant):
        written = chain.append(
            tenant_id=tenant.pk,
            kind="test.round_trip",
            payload={
                "quote_vi": "Người lao động phải giữ bí mật",
                "weight": Decimal("10.50"),
                "id": uuid.UUID("6F9619FF-8B86-D011-B42D-00C04FC964FF"),
                "confidence": 0.875,
                "nested": {"b": [1, 2], "a": None},
            },
            actor_subject_id=None,
        )
        read_back = AuditEntry.objects.get(pk=written.pk)
        assert read_back.payload["id"] == "6f9619ff-8b86-d011-b42d-00c04fc964ff"
        assert read_back.payload["weight"] == "10.50"
        assert chain.entry_hash(read_back) == written.hash


@pytest.mark.django_db
def test_the_current_trace_id_is_recorded() -> None:
    tenant = make_tenant()
    with trace.get_tracer("test").start_as_current_span("publish") as span, tenant_context(tenant):
        entry = chain.append(
            tenant_id=tenant.pk, kind="test.traced", payload={}, actor_subject_id=None
        )
    assert entry.trace_id == format(span.get_span_context().trace_id, "032x")


@pytest.mark.django_db
def test_application_role_cannot_update_or_delete_audit_rows() -> None:
    tenant = make_tenant()
    with tenant_context(tenant):
        for statement in ("UPDATE l1_audit_log SET kind = 'x'", "DELETE FROM l1_audit_log"):
            with (
                pytest.raises(ProgrammingError, match="permission denied"),
                connection.cursor() as cursor,
            ):
                with_savepoint(cursor, statement)


def with_savepoint(cursor, statement: str) -> None:
    from django.db import transaction

    with transaction.atomic():
        cursor.execute(statement)


@pytest.mark.django_db
def test_a_failing_audit_write_rolls_the_mutation_back(monkeypatch) -> None:
    tenant = make_tenant()
    reader = make_subject(tenant)
    rows_before = len(entries(tenant))

    def broken_append(**kwargs):
        raise DatabaseError("injected: the audit log is unavailable")

    monkeypatch.setattr(chain, "append", broken_append)
    with pytest.raises(DatabaseError, match="injected"):
        make_grant(reader, Role.RUBRIC_READER)
    monkeypatch.undo()

    with tenant_context(tenant):
        assert not Grant.objects.exists()
    assert len(entries(tenant)) == rows_before


def test_concurrent_writers_produce_a_gap_free_valid_chain(committed: None) -> None:
    tenant = make_tenant()  # its first row is already there; 8 writers race for the rest
    writers, per_writer = 8, 10
    start = threading.Barrier(writers)
    errors: list[BaseException] = []

    def write(n: int) -> None:
        try:
            start.wait()
            for i in range(per_writer):
                with tenant_context(tenant):
                    chain.append(
                        tenant_id=tenant.pk,
                        kind="test.concurrent",
                        payload={"writer": n, "i": i},
                        actor_subject_id=None,
                    )
        except BaseException as exc:  # reported below
            errors.append(exc)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=write, args=(n,)) for n in range(writers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    rows = entries(tenant)
    assert [e.seq for e in rows] == list(range(1, 1 + 1 + writers * per_writer))
    with tenant_context(tenant):
        assert chain.verify(tenant.pk).ok


def test_concurrent_first_appends_do_not_fork_a_new_chain(committed: None) -> None:
    tenant_id = make_tenant().pk
    with connections["owner"].cursor() as cursor:  # start again from an empty chain
        cursor.execute("TRUNCATE l1_audit_log, l1_audit_chain_head")
    writers = 8
    start = threading.Barrier(writers)
    errors: list[BaseException] = []

    def write() -> None:
        try:
            start.wait()
            with tenant_context(tenant_id):
                chain.append(
                    tenant_id=tenant_id, kind="test.first", payload={}, actor_subject_id=None
                )
        except BaseException as exc:
            errors.append(exc)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=write) for _ in range(writers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    with tenant_context(tenant_id):
        assert [e.seq for e in AuditEntry.objects.order_by("seq")] == list(range(1, writers + 1))
        assert chain.verify(tenant_id).ok


# --- tampering, as the owner role (which can write the table) -------------------------------


def as_owner(tenant, statement: str, params: list | None = None) -> None:
    with tenant_context(tenant, using="owner"), connections["owner"].cursor() as cursor:
        cursor.execute(statement, params or [])


def change_payload(tenant, seq: int, changes: dict, *, rehash: bool = False) -> AuditEntry:
    """Change row ``seq``'s payload as someone with database access would: the payload and
    its canonical bytes together (the CHECK keeps them the same JSON), and with ``rehash`` its
    own hash recomputed too."""
    with tenant_context(tenant):
        row = AuditEntry.objects.get(seq=seq)
    row.payload = {**row.payload, **changes}
    if rehash:
        row.hash = chain.entry_hash(row)
    as_owner(
        tenant,
        "UPDATE l1_audit_log SET payload = %s::jsonb, payload_canonical = %s, hash = %s "
        "WHERE seq = %s",
        [json.dumps(row.payload), chain.canonical_json(row.payload).decode(), row.hash, seq],
    )
    return row


def verify_failure(tenant=None, against: Path | None = None) -> str:
    with pytest.raises(CommandError) as caught:
        call_command(
            "verify_audit_chain",
            *(["--tenant", str(tenant.pk)] if tenant else []),
            *(["--against", str(against)] if against else []),
            stdout=open_null(),
        )
    return str(caught.value)


def open_null():
    import io

    return io.StringIO()


def test_an_untouched_chain_verifies(busy_tenant) -> None:
    out = open_null()
    call_command("verify_audit_chain", stdout=out)
    assert "OK" in out.getvalue()
    assert f"tenant {busy_tenant.pk}: {len(entries(busy_tenant))} rows verified" in out.getvalue()


def test_a_changed_payload_is_detected(busy_tenant) -> None:
    change_payload(busy_tenant, 4, {"basis": "forged"})
    message = verify_failure(busy_tenant)
    assert (
        "audit_chain_broken" in message and "row 4" in message and "hash does not match" in message
    )


def test_a_deleted_row_is_detected(busy_tenant) -> None:
    as_owner(busy_tenant, "DELETE FROM l1_audit_log WHERE seq = 3")
    message = verify_failure(busy_tenant)
    assert "row 3" in message and "missing" in message


def test_a_deleted_last_row_is_detected(busy_tenant) -> None:
    as_owner(
        busy_tenant, "DELETE FROM l1_audit_log WHERE seq = (SELECT max(seq) FROM l1_audit_log)"
    )
    assert "rows deleted from the end" in verify_failure(busy_tenant)


def test_swapped_rows_are_detected(busy_tenant) -> None:
    as_owner(busy_tenant, "UPDATE l1_audit_log SET seq = seq + 1000 WHERE seq IN (3, 4)")
    as_owner(
        busy_tenant,
        "UPDATE l1_audit_log SET seq = CASE seq WHEN 1003 THEN 4 ELSE 3 END "
        "WHERE seq IN (1003, 1004)",
    )
    message = verify_failure(busy_tenant)
    assert "row 3" in message and "prev_hash" in message


def test_a_forged_hash_is_detected(busy_tenant) -> None:
    """Changing a row and recomputing its own hash still breaks the next link."""
    change_payload(busy_tenant, 4, {"basis": "forged"}, rehash=True)
    message = verify_failure(busy_tenant)
    assert "row 5" in message and "prev_hash" in message


def rewrite_and_rehash(tenant, *, seq: int) -> None:
    """What an attacker with database access can do: rewrite row ``seq`` and re-hash every row
    after it and the head, so that the chain is internally consistent again."""
    with tenant_context(tenant):
        rows = list(AuditEntry.objects.order_by("seq"))
    prev = rows[seq - 2].hash
    for row in rows[seq - 1 :]:
        if row.seq == seq:
            row.payload = {**row.payload, "username": "someone-else"}
        row.prev_hash = prev
        row.hash = chain.entry_hash(row)
        prev = row.hash
        as_owner(
            tenant,
            "UPDATE l1_audit_log SET payload = %s::jsonb, payload_canonical = %s, "
            "prev_hash = %s, hash = %s WHERE seq = %s",
            [
                json.dumps(row.payload),
                chain.canonical_json(row.payload).decode(),
                row.prev_hash,
                row.hash,
                row.seq,
            ],
        )
    as_owner(tenant, "UPDATE l1_audit_chain_head SET last_hash = %s", [prev])


def test_a_rewritten_chain_is_caught_by_the_checkpoint(busy_tenant, tmp_path: Path) -> None:
    checkpoint = tmp_path / "checkpoint.json"
    call_command("audit_checkpoint", "--output", str(checkpoint), stdout=open_null())
    make_grant(make_subject(busy_tenant), Role.RUBRIC_READER)  # the chain grows: still fine
    call_command("verify_audit_chain", "--against", str(checkpoint), stdout=open_null())

    rewrite_and_rehash(busy_tenant, seq=2)

    call_command("verify_audit_chain", stdout=open_null())  # internally consistent again…
    message = verify_failure(against=checkpoint)  # …but it no longer extends the checkpoint
    assert "checkpoint" in message


def test_verifying_an_unknown_tenant_is_an_error_not_a_pass(busy_tenant) -> None:
    import uuid as uuid_module

    with pytest.raises(CommandError, match="tenant_not_found"):
        call_command("verify_audit_chain", "--tenant", str(uuid_module.uuid4()), stdout=open_null())


def test_a_wiped_chain_is_detected(busy_tenant) -> None:
    with connections["owner"].cursor() as cursor:
        cursor.execute("TRUNCATE l1_audit_log, l1_audit_chain_head")
    assert "chain head is missing" in verify_failure(busy_tenant)


@pytest.mark.parametrize(
    "content",
    [
        "not json",
        '{"tenants": [{"tenant_id": "x", "seq": 1, "hash": "00"}]}',
        '{"tenants": [{"tenant_id": "6f9619ff-8b86-d011-b42d-00c04fc964ff", "hash": "'
        + "0" * 64
        + '"}]}',
    ],
)
def test_a_malformed_checkpoint_is_refused_clearly(
    busy_tenant, tmp_path: Path, content: str
) -> None:
    checkpoint = tmp_path / "checkpoint.json"
    checkpoint.write_text(content)
    with pytest.raises(CommandError, match="checkpoint_unreadable"):
        call_command("verify_audit_chain", "--against", str(checkpoint), stdout=open_null())


@pytest.mark.parametrize("where", ["in a missing directory", "a directory", "a dangling link"])
def test_a_checkpoint_that_cannot_be_written_is_refused_clearly(
    busy_tenant, tmp_path: Path, where: str
) -> None:
    output = {
        "in a missing directory": tmp_path / "missing" / "checkpoint.json",
        "a directory": tmp_path,
        "a dangling link": tmp_path / "checkpoint.json",  # found only when writing
    }[where]
    if where == "a dangling link":
        output.symlink_to(tmp_path / "missing" / "checkpoint.json")
    out = open_null()
    with pytest.raises(CommandError, match=r"^checkpoint_unwritable: cannot write "):
        call_command("audit_checkpoint", "--output", str(output), stdout=out)
    assert out.getvalue() == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == (
        ["checkpoint.json"] if where == "a dangling link" else []
    )


# --- many rows at once (benchmarks, imports) -------------------------------------------------


def test_append_many_writes_the_rows_append_would_in_batches(committed: None) -> None:
    tenant = make_tenant()
    actor = make_founder(tenant).pk
    before = len(entries(tenant))
    written = chain.append_many(
        tenant_id=tenant.pk,
        entries=(
            (
                "test.bulk",
                {"i": i, "weight": Decimal("10.50"), "quote_vi": "Người lao động", "ok": True},
                actor if i % 2 else None,
            )
            for i in range(7)
        ),
        batch_size=3,  # three transactions: 3 + 3 + 1 rows
    )
    assert written == 7
    rows = entries(tenant)[before:]
    assert [(e.kind, e.payload["i"], e.payload["weight"]) for e in rows] == [
        ("test.bulk", i, "10.50") for i in range(7)
    ]
    assert [e.actor_subject_id for e in rows] == [actor if i % 2 else None for i in range(7)]
    assert all(chain.entry_hash(e) == e.hash for e in rows)
    with tenant_context(tenant):
        result = chain.verify(tenant.pk)
    assert result.ok and result.rows == before + 7


def test_append_many_joins_an_outer_transaction_and_rolls_back_with_it(db) -> None:
    tenant = make_tenant()
    before = len(entries(tenant))
    with pytest.raises(DatabaseError, match="injected"), tenant_context(tenant):
        chain.append_many(
            tenant_id=tenant.pk,
            entries=[("test.bulk", {"i": i}, None) for i in range(5)],
            batch_size=2,
        )
        raise DatabaseError("injected: the caller fails after the rows were written")
    assert len(entries(tenant)) == before
    with tenant_context(tenant):
        assert chain.verify(tenant.pk).ok


def test_append_many_refuses_to_write_inside_another_tenants_work(db) -> None:
    tenant, other = make_tenant(), make_tenant()
    before = len(entries(tenant))
    with pytest.raises(TenantContextError), tenant_context(other):
        chain.append_many(tenant_id=tenant.pk, entries=[("test.bulk", {}, None)])
    assert len(entries(tenant)) == before
