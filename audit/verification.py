"""Verifying a long chain on several cores: ranges of one snapshot, walked in parallel.

``audit.chain.verify`` walks a chain in one statement on one connection, so one core hashes
while PostgreSQL streams the rows on another, and the slower of the two sets the pace. Here the
chain is cut into contiguous ranges of sequence numbers, each walked by ``_Walk`` on its own
connection in its own process, all reading **one snapshot** (``pg_export_snapshot``, as
``pg_dump --jobs`` does): the coordinator's transaction exports it after reading the chain
head, and every worker imports it before its first query, so all of them see exactly the rows
and the head one walk would have seen.

Each range after the first starts one row early, at the last row of the range before it, and
takes that row's ``prev_hash`` as written: it re-checks that row's hash and then links its own
first row to it, so every link is checked by some range. The ranges' results are put together
in sequence order, and the first break found is the one the sequential walk would have
reported, with the same row and reason (``tests/audit/test_parallel_verification.py`` compares
the two on every kind of tampering).
"""

from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.util
import os
import re
import uuid
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import closing, suppress
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

import psycopg
from django.db import connection
from psycopg import sql

from cyberos_eval.tenancy import TENANT_SETTING

from . import chain

logger = logging.getLogger(__name__)

# Below this many rows a range is not worth a process and a connection (~10-20 ms to start).
MIN_ROWS_PER_JOB = 25_000

_RANGE_COPY = """
COPY (
    SELECT seq, kind, payload_canonical, actor_subject_id, trace_id, {timestamp},
           hash_version, prev_hash, hash, NULL
      FROM l1_audit_log WHERE tenant_id = %(tenant)s AND seq >= %(first)s {upto}
     ORDER BY seq
) TO STDOUT
""".replace("{timestamp}", chain.UTC_TIMESTAMP_SQL)
_BOUNDED_RANGE = _RANGE_COPY.replace("{upto}", "AND seq <= %(last)s")
_OPEN_RANGE = _RANGE_COPY.replace("{upto}", "")
_HEAD_AND_SNAPSHOT = (
    "SELECT (SELECT last_seq FROM l1_audit_chain_head WHERE tenant_id = %(tenant)s), "
    "(SELECT last_hash FROM l1_audit_chain_head WHERE tenant_id = %(tenant)s), "
    "pg_export_snapshot()"
)
_SNAPSHOT_ID = re.compile(r"^[0-9A-Fa-f-]+$")
_NO_IDLE_TIMEOUT = "SELECT set_config('idle_in_transaction_session_timeout', '0', true)"
_UNBOUNDED = {"statement_timeout": "0", "idle_in_transaction_session_timeout": "0"}


# Each job is a process and a database connection: more than this is rarely worth either.
MAX_DEFAULT_JOBS = 8


def default_jobs() -> int:
    """The CPUs this process may use — the ones it may run on, within its cgroup v2 CPU quota
    (a container's limit, where the container sees its own cgroup) — at most
    ``MAX_DEFAULT_JOBS``."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cpus = os.cpu_count() or 1
    quota = _cgroup_cpu_quota()
    if quota is not None:
        cpus = min(cpus, quota)
    return max(1, min(cpus, MAX_DEFAULT_JOBS))


def _cgroup_cpu_quota(path: str = "/sys/fs/cgroup/cpu.max") -> int | None:
    """cgroup v2's CPU limit, rounded up to whole CPUs; None without one."""
    try:
        with open(path, encoding="ascii") as limits:
            quota, _, period = limits.read().strip().partition(" ")
        if quota == "max":
            return None
        return max(1, -(-int(quota) // int(period or "100000")))
    except (OSError, ValueError):
        return None


class ParallelWalkUnavailable(Exception):
    """The processes or connections a parallel walk needs could not be had (raised before any
    row is read, so that the caller can walk in one process instead)."""


@dataclass(frozen=True)
class _Range:
    """Rows ``first``..``last`` of the chain (``last`` None: to the end); the walk reads from
    ``start`` (one row early after the first range)."""

    start: int
    first: int
    last: int | None
    trust_prev_at: int


@dataclass(frozen=True)
class _RangeWalked:
    verification: chain.Verification
    first_seen: int | None  # the first sequence number the range's statement returned
    overlap_checked: bool  # the row before the range was read and checked again


def verify_chain(
    tenant_id: uuid.UUID,
    *,
    jobs: int = 1,
    anchor: chain.Anchor | None = None,
    from_anchor: bool = False,
    progress: Callable[[int], None] | None = None,
    progress_every: int = chain.PROGRESS_EVERY_ROWS,
    bounded: bool = True,
    min_rows_per_job: int = MIN_ROWS_PER_JOB,
) -> chain.Verification:
    """``chain.verify``'s answer for one tenant's chain, walked by up to ``jobs`` processes.

    A chain shorter than ``min_rows_per_job`` per job, or ``jobs=1``, is walked as
    ``chain.verify`` walks it, in the caller's transaction (call inside the tenant's context).
    Otherwise only committed rows are read (the workers' connections cannot see the caller's
    uncommitted ones), and ``progress`` hears of each range as it completes.
    """
    if from_anchor and anchor is None:
        raise ValueError("from_anchor needs an anchor")
    first = anchor.seq if from_anchor and anchor is not None else 1
    in_one_process = partial(
        chain.verify,
        tenant_id,
        anchor=anchor,
        from_anchor=from_anchor,
        progress=progress,
        progress_every=progress_every,
        bounded=bounded,
    )
    jobs = usable_jobs(jobs)
    ranges = _plan(first, _head_seq(tenant_id), jobs, min_rows_per_job) if jobs > 1 else []
    if len(ranges) < 2:
        return in_one_process()
    with connection.cursor() as cursor:
        problem = chain.payload_binding_problem(cursor)
    if problem is not None:
        return chain.unverifiable(tenant_id, first, problem)
    try:
        return _verify_ranges(tenant_id, first, ranges, anchor, progress, bounded)
    except ParallelWalkUnavailable as exc:
        # Too many connections for the role or server, no processes to be had, …: the one
        # walk in the caller's own connection still answers, only more slowly.
        logger.warning(
            "audit verification of tenant %s: the parallel walk failed (%s); walking the chain "
            "in one process",
            tenant_id,
            exc,
        )
        return in_one_process()


def usable_jobs(jobs: int) -> int:
    """``jobs``, or 1 behind a transaction pooler: the caller's and the coordinator's open
    transactions each hold a server connection for the whole walk while every worker needs
    another, so a pool smaller than ``jobs + 2`` would leave workers waiting until they time
    out."""
    return 1 if connection.settings_dict.get("POOLED") else max(1, jobs)


def _head_seq(tenant_id: uuid.UUID) -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT last_seq FROM l1_audit_chain_head WHERE tenant_id = %s", [tenant_id])
        found = cursor.fetchone()
    return int(found[0]) if found else 0


def job_count(
    first: int, head_seq: int, jobs: int, min_rows_per_job: int = MIN_ROWS_PER_JOB
) -> int:
    """How many processes ``verify_chain`` walks rows ``first``..``head_seq`` with."""
    return max(1, len(_plan(first, head_seq, jobs, min_rows_per_job)))


def _plan(first: int, head_seq: int, jobs: int, min_rows_per_job: int) -> list[_Range]:
    """Contiguous ranges covering ``first``..the end; the last is open, so rows beyond the head
    (a head moved back) are read too, as a sequential walk reads them."""
    rows = head_seq - first + 1
    count = max(1, min(jobs, rows // max(1, min_rows_per_job)))
    if count < 2:
        return []
    size = -(-rows // count)
    count = -(-rows // size)  # 10 rows in 8 jobs: 5 ranges of 2
    bounds = [(first + k * size, first + (k + 1) * size - 1) for k in range(count)]
    ranges = [_Range(first, first, bounds[0][1], first if first > 1 else 0)]
    for start, last in bounds[1:]:
        ranges.append(_Range(start - 1, start, last, start - 1))
    last_range = ranges[-1]
    ranges[-1] = _Range(last_range.start, last_range.first, None, last_range.trust_prev_at)
    return ranges


def _verify_ranges(
    tenant_id: uuid.UUID,
    first: int,
    ranges: list[_Range],
    anchor: chain.Anchor | None,
    progress: Callable[[int], None] | None,
    bounded: bool,
) -> chain.Verification:
    params = _connection_params()
    if not bounded:
        # The caller's transaction waits, idle, for the whole walk.
        with connection.cursor() as cursor:
            cursor.execute(_NO_IDLE_TIMEOUT)
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(
        max_workers=len(ranges),
        mp_context=context,
        initializer=_connect_worker,
        initargs=(params,),
    ) as pool:
        # The first submission forks every worker (the fork start method starts them all at
        # once), before the coordinator connects, so that none inherits its socket; each then
        # opens its connection while the coordinator opens its own.
        try:
            readiness = [pool.submit(_ready) for _ in ranges]
        except (OSError, BrokenProcessPool) as exc:
            raise ParallelWalkUnavailable(f"cannot start {len(ranges)} processes: {exc}") from exc
        with _connected(params) as coordinator:
            try:
                for ready in readiness:
                    ready.result()
            except (OSError, BrokenProcessPool) as exc:
                raise ParallelWalkUnavailable(
                    f"cannot start {len(ranges)} processes: {exc}"
                ) from exc
            _begin_walk(coordinator, tenant_id, bounded)
            # A SELECT without FROM returns exactly one row.
            head_seq, head_hash, snapshot = coordinator.execute(
                _HEAD_AND_SNAPSHOT, {"tenant": tenant_id}
            ).fetchall()[0]
            # The coordinator only keeps the snapshot alive: walking a range itself would
            # hold the interpreter lock its pool's feeder threads need to hand the others out.
            workers = [
                pool.submit(_walk_in_worker, params, snapshot, tenant_id, part, anchor, bounded)
                for part in ranges
            ]
            # Every range runs at once (one process each): a worker's failure surfaces once
            # the ranges before it in this list are done.
            walked: list[_RangeWalked] = []
            for worker in workers:
                walked.append(worker.result())
                if progress is not None:
                    progress(_rows(walked))
    head = (int(head_seq), str(head_hash)) if head_seq is not None else None
    return _combine(tenant_id, first, ranges, walked, anchor, head)


def _ready() -> None:
    pass


def _connection_params() -> dict[str, Any]:
    """What Django connects with, minus its adapters (the walk adapts nothing of its own)."""
    params = connection.get_connection_params()
    return {key: value for key, value in params.items() if key not in ("context", "cursor_factory")}


def _connected(params: dict[str, Any]) -> psycopg.Connection[Any]:
    """A connection of its own (autocommit: ``_begin_walk`` opens the walk's transaction)."""
    try:
        return psycopg.connect(**params, autocommit=True)
    except psycopg.OperationalError as exc:
        raise ParallelWalkUnavailable(f"cannot open another connection: {exc}") from exc


def _begin_walk(
    conn: psycopg.Connection[Any],
    tenant_id: uuid.UUID,
    bounded: bool,
    snapshot: str | None = None,
) -> None:
    """Open the read-only REPEATABLE READ transaction a walk reads in — in ``snapshot`` if
    given — inside the tenant, in one round trip: several statements go as one simple query,
    which takes no parameters, so the values are quoted here (``sql.Literal``)."""
    if snapshot is not None and not _SNAPSHOT_ID.match(snapshot):
        raise ValueError(f"unexpected snapshot id {snapshot!r}")
    settings = {TENANT_SETTING: str(tenant_id), "DateStyle": "ISO"}
    if not bounded:  # the coordinator waits, idle, for the workers; workers walk unbounded
        settings.update(_UNBOUNDED)
    statements: list[sql.Composable] = [sql.SQL("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")]
    if snapshot is not None:
        statements.append(sql.SQL("SET TRANSACTION SNAPSHOT {}").format(sql.Literal(snapshot)))
    statements.append(
        sql.SQL("SELECT {}").format(
            sql.SQL(", ").join(
                sql.SQL("set_config({}, {}, true)").format(sql.Literal(name), sql.Literal(value))
                for name, value in settings.items()
            )
        )
    )
    conn.execute(sql.SQL("; ").join(statements))


# This worker process's connection, opened as the process starts (``_connect_worker``) and
# reused by each range it walks; closed when the process exits. Kept with the process id: a
# process forked from one that holds it must not talk on the same socket.
_worker_connection: tuple[int, psycopg.Connection[Any]] | None = None


def _connect_worker(params: dict[str, Any]) -> None:
    """The pool's initializer: connect now, beside the coordinator, rather than once handed a
    range. A failure here is left for the walk to report (``ParallelWalkUnavailable``)."""
    with suppress(ParallelWalkUnavailable):
        _worker_connected(params)


def _worker_connected(params: dict[str, Any]) -> psycopg.Connection[Any]:
    global _worker_connection
    if _worker_connection is not None:
        pid, conn = _worker_connection
        if pid == os.getpid() and not conn.closed:
            return conn
    conn = _connected(params)
    _worker_connection = (os.getpid(), conn)
    multiprocessing.util.Finalize(None, conn.close, exitpriority=0)
    return conn


def _walk_in_worker(
    params: dict[str, Any],
    snapshot: str,
    tenant_id: uuid.UUID,
    part: _Range,
    anchor: chain.Anchor | None,
    bounded: bool,
) -> _RangeWalked:
    conn = _worker_connected(params)
    try:
        _begin_walk(conn, tenant_id, bounded, snapshot)
        return _walk_range(conn, tenant_id, part, anchor)
    finally:
        try:
            conn.rollback()  # read only: nothing to keep; the next range begins afresh
        except psycopg.Error:
            conn.close()  # broken: the next range this process walks connects again


def _walk_range(
    conn: psycopg.Connection[Any], tenant_id: uuid.UUID, part: _Range, anchor: chain.Anchor | None
) -> _RangeWalked:
    walk = chain._Walk(tenant_id, part.start, anchor, part.trust_prev_at)
    statement = _OPEN_RANGE if part.last is None else _BOUNDED_RANGE
    params = {"tenant": tenant_id, "first": part.start, "last": part.last}
    with conn.cursor() as cursor, closing(chain.copied_rows(cursor, statement, params)) as rows:
        walk.run(rows, None, chain.PROGRESS_EVERY_ROWS)
    verification = walk.result()
    overlap_checked = part.start < part.first and verification.last_seq >= part.start
    return _RangeWalked(verification, walk.first_seen, overlap_checked)


def _rows(walked: list[_RangeWalked]) -> int:
    return sum(part.verification.rows - part.overlap_checked for part in walked)


def _combine(
    tenant_id: uuid.UUID,
    first: int,
    ranges: list[_Range],
    walked: list[_RangeWalked],
    anchor: chain.Anchor | None,
    head: tuple[int, str] | None,
) -> chain.Verification:
    """The sequential walk's answer from the ranges' answers, taken in sequence order."""
    rows = 0
    for index, (part, result) in enumerate(zip(ranges, walked, strict=True)):
        found = result.verification
        rows += found.rows - result.overlap_checked
        if not found.ok:
            return replace(found, rows=rows)
        if part.last is not None and found.last_seq < part.last:
            # The range's rows ran out early: the sequential walk would have gone on to the
            # next row there is (in a later range), or ended here.
            walk = _walk_ended_at(tenant_id, first, found, rows, anchor)
            missing = found.last_seq + 1
            later = next((w.first_seen for w in walked[index + 1 :] if w.first_seen), None)
            if later is None:
                return walk.finish(head)
            if anchor is not None and missing == anchor.seq:
                walk.broken(missing, f"row {missing} of the checkpoint is gone")
            else:
                walk.broken(missing, f"row {missing} is missing (next row found is {later})")
            return walk.result()
    return _walk_ended_at(tenant_id, first, walked[-1].verification, rows, anchor).finish(head)


def _walk_ended_at(
    tenant_id: uuid.UUID,
    first: int,
    found: chain.Verification,
    rows: int,
    anchor: chain.Anchor | None,
) -> chain._Walk:
    """A walk from ``first`` that has checked ``rows`` rows and stands where ``found`` ended."""
    walk = chain._Walk(tenant_id, first, anchor)
    walk.expected_seq, walk.expected_prev = found.last_seq + 1, found.last_hash.encode()
    walk.count = rows
    return walk
