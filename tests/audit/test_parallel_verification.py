"""Walking a chain in ranges on several processes gives the sequential walk's answer.

Every kind of tampering the sequential walk catches is applied to a committed chain of 40 rows
cut into three ranges (rows 1-14, 15-28, 29-), at the edges of the ranges and inside them, and
the parallel answer (rows, last row and hash, broken row, reason) must equal the sequential one.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.db import connections

from audit import chain, verification
from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.models import Tenant
from tests.audit.test_chain import as_owner, entries, rewrite_and_rehash
from tests.audit.test_chain import change_payload as change_row_payload
from tests.factories import make_founder, make_tenant

ROWS = 40
JOBS = 3
ROWS_PER_JOB = 5  # small enough that 40 rows are cut into JOBS ranges


def payload(index: int) -> dict[str, object]:
    shapes: list[dict[str, object]] = [
        {"i": index, "weight": Decimal("10.50"), "quote_vi": "Người lao động", "ok": True},
        {"i": index, "nested": {"clause": "3.1", "items": [1, 2.5, None]}, "ratio": 0.1},
        {"i": index, "ключ": "значение", "\U0001f600": "emoji key", "\ue000": "private use"},
        {"i": index, "text": 'tab\there, newline\nthere, backslash \\ and "quotes"'},
    ]
    return shapes[index % len(shapes)]


@pytest.fixture
def long_chain(committed: None) -> Tenant:
    tenant = make_tenant()
    actor = make_founder(tenant).pk
    existing = len(entries(tenant))
    chain.append_many(
        tenant_id=tenant.pk,
        entries=(
            ("test.parallel", payload(i), actor if i % 3 else None) for i in range(ROWS - existing)
        ),
        batch_size=17,
    )
    assert len(entries(tenant)) == ROWS
    return tenant


def both_ways(
    tenant: Tenant,
    anchor: chain.Anchor | None = None,
    *,
    from_anchor: bool = False,
    cut: bool = True,
) -> tuple[chain.Verification, chain.Verification]:
    with tenant_context(tenant):
        sequential = chain.verify(tenant.pk, anchor=anchor, from_anchor=from_anchor)
        first = anchor.seq if from_anchor and anchor else 1
        head = verification._head_seq(tenant.pk)
        assert (len(verification._plan(first, head, JOBS, ROWS_PER_JOB)) >= 2) == cut
        parallel = verification.verify_chain(
            tenant.pk,
            jobs=JOBS,
            anchor=anchor,
            from_anchor=from_anchor,
            min_rows_per_job=ROWS_PER_JOB,
        )
    return sequential, parallel


def change_payload(seq: int) -> Callable[[Tenant], None]:
    def change(tenant: Tenant) -> None:
        change_row_payload(tenant, seq, {"basis": "forged"})

    return change


def delete_rows(first: int, last: int | None = None) -> Callable[[Tenant], None]:
    def delete(tenant: Tenant) -> None:
        as_owner(
            tenant,
            "DELETE FROM l1_audit_log WHERE seq BETWEEN %s AND %s",
            [first, last if last is not None else first],
        )

    return delete


def swap_rows(one: int, other: int) -> Callable[[Tenant], None]:
    def swap(tenant: Tenant) -> None:
        as_owner(
            tenant, "UPDATE l1_audit_log SET seq = seq + 1000 WHERE seq IN (%s, %s)", [one, other]
        )
        as_owner(
            tenant,
            "UPDATE l1_audit_log SET seq = CASE seq WHEN %s THEN %s ELSE %s END "
            "WHERE seq IN (%s, %s)",
            [one + 1000, other, one, one + 1000, other + 1000],
        )

    return swap


def forge_and_rehash(seq: int) -> Callable[[Tenant], None]:
    """A row changed and its own hash recomputed: the next link breaks."""

    def forge(tenant: Tenant) -> None:
        change_row_payload(tenant, seq, {"basis": "forged"}, rehash=True)

    return forge


def change_link(seq: int) -> Callable[[Tenant], None]:
    def change(tenant: Tenant) -> None:
        as_owner(tenant, "UPDATE l1_audit_log SET prev_hash = %s WHERE seq = %s", ["f" * 64, seq])

    return change


def move_head(by: int) -> Callable[[Tenant], None]:
    def move(tenant: Tenant) -> None:
        as_owner(tenant, "UPDATE l1_audit_chain_head SET last_seq = last_seq + %s", [by])

    return move


def remove_head(tenant: Tenant) -> None:
    as_owner(tenant, "DELETE FROM l1_audit_chain_head")


def untouched(tenant: Tenant) -> None:
    pass


TAMPERING = {
    "untouched": untouched,
    "payload of row 3": change_payload(3),
    "payload of the last row of a range": change_payload(14),
    "payload of the first row of a range": change_payload(15),
    "payload of the first row of the last range": change_payload(29),
    "payload of the last row": change_payload(ROWS),
    "the first row deleted": delete_rows(1),
    "the row before a range deleted": delete_rows(14),
    "the first row of a range deleted": delete_rows(15),
    "a row inside a range deleted": delete_rows(20),
    "rows across a boundary deleted": delete_rows(13, 16),
    "a whole range and the row before it deleted": delete_rows(14, 28),
    "a whole middle range deleted": delete_rows(15, 28),
    "the end of a range deleted": delete_rows(26, 28),
    "the last range deleted": delete_rows(29, ROWS),
    "the last row deleted": delete_rows(ROWS),
    "every row from inside the first range on deleted, the head kept": delete_rows(10, ROWS),
    "the middle and last ranges deleted, the head kept": delete_rows(15, ROWS),
    "rows swapped across a boundary": swap_rows(14, 15),
    "rows swapped inside a range": swap_rows(20, 21),
    "the row before a range forged and re-hashed": forge_and_rehash(14),
    "the last row of the middle range forged and re-hashed": forge_and_rehash(28),
    "a link changed at a boundary": change_link(15),
    "a link changed at the last range": change_link(29),
    "the head moved back": move_head(-3),
    "the head moved forward": move_head(2),
    "the head removed": remove_head,
}


@pytest.mark.parametrize("tamper", TAMPERING.values(), ids=TAMPERING.keys())
def test_the_parallel_walk_answers_as_the_sequential_walk(
    long_chain: Tenant, tamper: Callable[[Tenant], None]
) -> None:
    tamper(long_chain)
    # Without a head there is nothing to cut by: that chain is walked in one piece.
    sequential, parallel = both_ways(long_chain, cut=tamper is not remove_head)
    assert parallel == sequential
    assert sequential.ok == (tamper is untouched)


CHECKPOINT_TAMPERING = {
    "untouched": untouched,
    "a later row changed": change_payload(20),
    "the row before a range deleted": delete_rows(14),
    "a row deleted": delete_rows(24),
    "the checkpoint's row and the next deleted": delete_rows(13, 14),
    "the checkpoint's row changed": change_payload(13),
    "everything from the checkpoint's row on deleted": delete_rows(13, ROWS),
}


@pytest.mark.parametrize("anchor_seq", [12, 13, 14, 15, 28, 29])
@pytest.mark.parametrize("tamper", CHECKPOINT_TAMPERING.values(), ids=CHECKPOINT_TAMPERING.keys())
def test_from_a_checkpoint_the_parallel_walk_answers_as_the_sequential_walk(
    long_chain: Tenant, tamper: Callable[[Tenant], None], anchor_seq: int
) -> None:
    with tenant_context(long_chain):
        row = AuditEntry.objects.get(seq=anchor_seq)
    anchor = chain.Anchor(row.seq, row.hash)
    tamper(long_chain)
    for from_anchor in (False, True):
        first = anchor_seq if from_anchor else 1
        cut = len(verification._plan(first, ROWS, JOBS, ROWS_PER_JOB)) >= 2
        sequential, parallel = both_ways(long_chain, anchor, from_anchor=from_anchor, cut=cut)
        assert parallel == sequential


def test_a_checkpoint_row_rewritten_with_the_rest_of_the_chain_is_caught_in_parallel(
    long_chain: Tenant,
) -> None:
    with tenant_context(long_chain):
        row = AuditEntry.objects.get(seq=20)
    anchor = chain.Anchor(row.seq, row.hash)
    rewrite_and_rehash(long_chain, seq=18)
    for from_anchor in (False, True):
        sequential, parallel = both_ways(long_chain, anchor, from_anchor=from_anchor)
        assert parallel == sequential
        assert not parallel.ok and "checkpoint" in (parallel.reason or "")


def test_a_short_chain_is_walked_by_one_process(long_chain: Tenant) -> None:
    assert verification._plan(1, ROWS, JOBS, ROWS) == []
    with tenant_context(long_chain):
        result = verification.verify_chain(long_chain.pk, jobs=JOBS)  # 25,000 rows per job
    assert result.ok and result.rows == ROWS


def test_ranges_cover_the_chain_once_and_the_last_is_open() -> None:
    for first, head, jobs, per_job in [(1, 100, 3, 10), (12, 100, 4, 5), (1, 10, 8, 1)]:
        ranges = verification._plan(first, head, jobs, per_job)
        assert ranges[-1].last is None
        ends = [part.last or 0 for part in ranges[:-1]] + [head]
        covered = [
            seq
            for part, end in zip(ranges, ends, strict=True)
            for seq in range(part.first, end + 1)
        ]
        assert covered == list(range(first, head + 1))
        assert ranges[0].start == first
        assert all(part.start == part.first - 1 for part in ranges[1:])
        assert len(ranges) <= jobs


def test_rows_appended_while_walking_in_parallel_never_break_it(long_chain: Tenant) -> None:
    """Every worker reads the coordinator's snapshot: rows committed meanwhile, and the head
    they move, are neither half seen nor a false alarm."""
    stop = threading.Event()
    errors: list[BaseException] = []

    def append_rows() -> None:
        try:
            while not stop.is_set():
                chain.append_many(
                    tenant_id=long_chain.pk, entries=[("test.racing", {"x": 1}, None)] * 3
                )
        except BaseException as exc:  # reported by the test below
            errors.append(exc)
        finally:
            connections.close_all()

    writer = threading.Thread(target=append_rows)
    writer.start()
    try:
        for _ in range(15):
            with tenant_context(long_chain):
                result = verification.verify_chain(
                    long_chain.pk, jobs=JOBS, min_rows_per_job=ROWS_PER_JOB
                )
            assert result.ok, result.reason
            assert result.rows >= ROWS
    finally:
        stop.set()
        writer.join()
    assert not errors
    assert len(entries(long_chain)) > ROWS


def test_the_command_walks_in_parallel_and_reports_a_break(long_chain: Tenant) -> None:
    out = io.StringIO()
    call_command(
        "verify_audit_chain",
        "--tenant",
        str(long_chain.pk),
        "--jobs",
        "2",
        "--min-rows-per-job",
        "5",
        stdout=out,
        stderr=io.StringIO(),
    )
    assert f"tenant {long_chain.pk}: {ROWS} rows verified" in out.getvalue()
    delete_rows(17)(long_chain)
    with pytest.raises(CommandError, match="row 17 is missing"):
        call_command(
            "verify_audit_chain",
            "--jobs",
            "2",
            "--min-rows-per-job",
            "5",
            stdout=io.StringIO(),
            stderr=io.StringIO(),
        )


@pytest.mark.parametrize("option", [["--jobs", "0"], ["--min-rows-per-job", "0"]])
def test_the_command_refuses_a_pointless_job_count(long_chain: Tenant, option: list[str]) -> None:
    with pytest.raises(CommandError, match="invalid_argument"):
        call_command("verify_audit_chain", *option, stdout=io.StringIO())


def test_behind_a_transaction_pooler_one_process_walks(monkeypatch, long_chain: Tenant) -> None:
    from cyberos_eval.db.config import databases

    pooled = databases({"CYBEROS_DB_POOLER": "pgbouncer"}, Path("/nonexistent"))
    direct = databases({}, Path("/nonexistent"))
    assert pooled["default"]["POOLED"] is True and direct["default"]["POOLED"] is False
    assert verification.usable_jobs(4) == 4
    monkeypatch.setitem(connections["default"].settings_dict, "POOLED", True)
    assert verification.usable_jobs(4) == 1
    with tenant_context(long_chain):
        result = verification.verify_chain(long_chain.pk, jobs=JOBS, min_rows_per_job=ROWS_PER_JOB)
    assert result.ok and result.rows == ROWS


def test_when_the_workers_cannot_connect_one_process_walks(
    monkeypatch, caplog, long_chain: Tenant
) -> None:
    """Too many connections, a role's connection limit, a server gone: the walk still answers,
    in the caller's own connection, and says why it did not go parallel."""
    delete_rows(20)(long_chain)
    with tenant_context(long_chain):
        sequential = chain.verify(long_chain.pk)
        # The caller's connection is open; every new one now fails (no server on port 1).
        monkeypatch.setitem(connections["default"].settings_dict, "PORT", "1")
        with caplog.at_level("WARNING", logger="audit.verification"):
            parallel = verification.verify_chain(
                long_chain.pk, jobs=JOBS, min_rows_per_job=ROWS_PER_JOB
            )
    assert parallel == sequential and parallel.broken_seq == 20
    assert "the parallel walk failed" in caplog.text


@pytest.mark.parametrize(
    ("content", "cpus"),
    [("max 100000", None), ("150000 100000", 2), ("50000 100000", 1), ("200000", 2), ("x y", None)],
)
def test_a_containers_cpu_quota_bounds_the_default_jobs(
    tmp_path: Path, content: str, cpus: int | None
) -> None:
    limits = tmp_path / "cpu.max"
    limits.write_text(content + "\n")
    assert verification._cgroup_cpu_quota(str(limits)) == cpus
    assert verification._cgroup_cpu_quota(str(tmp_path / "absent")) is None
    assert 1 <= verification.default_jobs() <= verification.MAX_DEFAULT_JOBS


def test_a_worker_that_cannot_connect_reports_the_walk_unavailable(long_chain: Tenant) -> None:
    """What the fallback above catches, from a worker process: its connection failure comes
    back to the coordinator as ParallelWalkUnavailable, not as a verification error."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    params = {**verification._connection_params(), "port": "1"}  # no server there
    part = verification._plan(1, ROWS, JOBS, ROWS_PER_JOB)[1]
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("fork")) as pool:
        future = pool.submit(
            verification._walk_in_worker,
            params,
            "00000003-0000001B-1",
            long_chain.pk,
            part,
            None,
            True,
        )
        with pytest.raises(verification.ParallelWalkUnavailable, match="another connection"):
            future.result()


def _backend_pid_in_worker(params: dict[str, object]) -> int:
    return int(verification._worker_connected(params).info.backend_pid)


def _app_connections() -> int:
    with connections["default"].cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE usename = current_user "
            "AND datname = current_database() AND pid <> pg_backend_pid()"
        )
        return int(cursor.fetchone()[0])


def test_a_worker_walks_several_ranges_on_its_one_connection(long_chain: Tenant) -> None:
    """A process handed more than one range (a quick worker may take the next before another
    starts) walks each in a transaction of its own on the connection it opened at start, even
    after a range failed on it."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    import psycopg

    params = verification._connection_params()
    ranges = verification._plan(1, ROWS, JOBS, ROWS_PER_JOB)
    with psycopg.connect(**params, autocommit=True) as coordinator:
        verification._begin_walk(coordinator, long_chain.pk, True)
        snapshot = coordinator.execute("SELECT pg_export_snapshot()").fetchall()[0][0]
        with ProcessPoolExecutor(
            1,
            mp_context=multiprocessing.get_context("fork"),
            initializer=verification._connect_worker,
            initargs=(params,),
        ) as pool:
            pid = pool.submit(_backend_pid_in_worker, params).result()
            unknown = pool.submit(
                verification._walk_in_worker,
                params,
                "00000003-0000001B-1",  # no such snapshot: refused by the server
                long_chain.pk,
                ranges[0],
                None,
                True,
            )
            with pytest.raises(psycopg.errors.InvalidParameterValue):
                unknown.result()
            walked = [
                pool.submit(
                    verification._walk_in_worker,
                    params,
                    snapshot,
                    long_chain.pk,
                    part,
                    None,
                    True,
                ).result()
                for part in ranges
            ]
            assert pool.submit(_backend_pid_in_worker, params).result() == pid
    assert all(part.verification.ok for part in walked)
    assert [part.verification.last_seq for part in walked] == [14, 28, ROWS]


def test_a_forked_process_opens_its_own_connection() -> None:
    """The connection kept for a worker is never shared with a process forked from it."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    params = verification._connection_params()
    mine = _backend_pid_in_worker(params)
    try:
        with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("fork")) as pool:
            theirs = pool.submit(_backend_pid_in_worker, params).result()
        assert theirs != mine
        assert _backend_pid_in_worker(params) == mine
    finally:
        if verification._worker_connection is not None:
            verification._worker_connection[1].close()
            verification._worker_connection = None


def test_the_parallel_walk_leaves_no_connection_behind(long_chain: Tenant) -> None:
    import time

    before = _app_connections()
    with tenant_context(long_chain):
        result = verification.verify_chain(long_chain.pk, jobs=JOBS, min_rows_per_job=ROWS_PER_JOB)
    assert result.ok and result.rows == ROWS
    deadline = time.monotonic() + 10  # a closed connection's backend exits just after
    while _app_connections() > before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _app_connections() == before
