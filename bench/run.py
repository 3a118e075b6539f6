"""`make bench` (`python -m bench.run [--quick]`): seed the bench database, measure, report.

Writes ``bench/reports/latest.json`` (machine facts, every sample) and the table between the
markers in ``bench/README.md``. Targets are reported as met or not, never asserted: the run
exits 0 whatever the numbers, and non-zero only when it crashes or a request answers a wrong
status (or the floor's JSON stops matching the product's).
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import io
import json
import os
import platform
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
REPORT = ROOT / "bench" / "reports" / "latest.json"
README = ROOT / "bench" / "README.md"
START_MARKER, END_MARKER = "<!-- bench:start -->", "<!-- bench:end -->"
IMPLEMENTATIONS = ("floor", "product", "peer")


class BenchError(RuntimeError):
    """A wrong answer (status or body): the numbers would mean nothing."""


def progress(message: str) -> None:
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", flush=True)


# --- The plan -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Plan:
    mode: str
    read_sizes: tuple[int, ...]
    iterations: dict[int, int]
    publish_sizes: tuple[int, ...]
    publish_reps: int
    revision_sizes: tuple[int, ...]
    revision_reps: int
    admin_reps: int
    resolve_reps: int
    append_seconds: float
    verify_rows: int
    throughput_seconds: float
    throughput_rounds: int
    throughput_size: int = 300
    # clauses of the generated documents the parser reads (short, long), and how often each
    parse_sizes: tuple[int, ...] = (900, 9000)
    parse_reps: int = 3
    hostile_divisor: int = 1  # the hostile inputs' lengths divided by this

    @classmethod
    def full(cls) -> Plan:
        return cls(
            mode="full",
            read_sizes=(30, 300, 1000, 3000),
            iterations={30: 300, 300: 120, 1000: 40, 3000: 20},
            publish_sizes=(100, 1000, 3000),
            publish_reps=3,
            revision_sizes=(300, 3000),
            revision_reps=3,
            admin_reps=10,
            resolve_reps=500,
            append_seconds=5.0,
            verify_rows=100_000,
            throughput_seconds=10.0,
            throughput_rounds=2,
        )

    @classmethod
    def quick(cls) -> Plan:
        return cls(
            mode="quick",
            read_sizes=(30, 300),
            iterations={30: 80, 300: 30},
            publish_sizes=(100, 1000),
            publish_reps=1,
            revision_sizes=(300, 1000),
            revision_reps=1,
            admin_reps=3,
            resolve_reps=100,
            append_seconds=2.0,
            verify_rows=5_000,
            throughput_seconds=4.0,
            throughput_rounds=1,
            parse_sizes=(300, 3000),
            parse_reps=1,
            hostile_divisor=4,
        )

    @classmethod
    def tiny(cls) -> Plan:
        """For the test that keeps the bench from rotting: everything once, very small."""
        return cls(
            mode="tiny",
            read_sizes=(3,),
            iterations={3: 3},
            publish_sizes=(3,),
            publish_reps=1,
            revision_sizes=(3,),
            revision_reps=1,
            admin_reps=1,
            resolve_reps=3,
            append_seconds=0.2,
            verify_rows=50,
            throughput_seconds=1.0,
            throughput_rounds=1,
            throughput_size=3,
            parse_sizes=(20, 60),
            parse_reps=1,
            hostile_divisor=100,
        )


# --- Statistics ---------------------------------------------------------------------------------


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    if not ordered:
        return float("nan")
    position = (len(ordered) - 1) * fraction
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def summary(samples_ms: list[float]) -> dict[str, Any]:
    return {
        "n": len(samples_ms),
        "median_ms": round(percentile(samples_ms, 0.5), 3),
        "p95_ms": round(percentile(samples_ms, 0.95), 3),
        "min_ms": round(min(samples_ms), 3) if samples_ms else None,
        "mean_ms": round(sum(samples_ms) / len(samples_ms), 3) if samples_ms else None,
        "samples_ms": [round(sample, 3) for sample in samples_ms],
    }


def ratio(numerator: float, denominator: float) -> float | None:
    return round(numerator / denominator, 3) if denominator else None


def timed(function: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter_ns()
    result = function()
    return (time.perf_counter_ns() - start) / 1e6, result


# --- WSGI calls ---------------------------------------------------------------------------------


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes


def wsgi_get(app: Any, path: str, query: str, headers: dict[str, str]) -> Answer:
    """One GET through a WSGI application in this process, as gunicorn would call it behind
    a TLS proxy on this host (https, X-Forwarded-Proto)."""
    environ: dict[str, Any] = {
        "REQUEST_METHOD": "GET",
        "PATH_INFO": path,
        "QUERY_STRING": query,
        "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "443",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "HTTP_HOST": "127.0.0.1",
        "HTTP_X_FORWARDED_PROTO": "https",
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": "https",
        "wsgi.input": io.BytesIO(b""),
        "wsgi.errors": sys.stderr,
        "wsgi.multithread": False,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }
    for name, value in headers.items():
        environ["HTTP_" + name.upper().replace("-", "_")] = value
    captured: dict[str, Any] = {}

    def start_response(status: str, response_headers: list[tuple[str, str]], *_: Any) -> Any:
        captured["status"] = int(status[:3])
        captured["headers"] = dict(response_headers)
        return lambda data: None

    result = app(environ, start_response)
    try:
        body = b"".join(result)
    finally:
        close = getattr(result, "close", None)
        if close is not None:
            close()  # Django's request_finished: connection housekeeping, as under gunicorn
    return Answer(captured["status"], captured["headers"], body)


@dataclass
class Target:
    """One implementation of the effective read, called in this process."""

    name: str
    app: Any
    path: str
    headers: dict[str, str]
    pgconns: Callable[[], list[Any]]

    def get(self, query: str, extra: dict[str, str] | None = None) -> Answer:
        return wsgi_get(self.app, self.path, query, {**self.headers, **(extra or {})})


def expect(answer: Answer, status: int, what: str) -> Answer:
    if answer.status != status:
        raise BenchError(f"{what}: expected {status}, got {answer.status}: {answer.body[:300]!r}")
    return answer


# --- Counting on the wire -------------------------------------------------------------------------


class Wire:
    """libpq tracing of Django's connection (this thread's) and of the floor's."""

    def __init__(self) -> None:
        from django.db.backends.signals import connection_created

        from .wire import WireTracer

        self.tracer = WireTracer()
        self._active = False
        connection_created.connect(self._on_connection_created, weak=False)

    def _on_connection_created(self, sender: Any, connection: Any, **kwargs: Any) -> None:
        # Django may reconnect inside a request (an obsolete or broken connection): trace that
        # one too.
        if self._active:
            self.tracer.attach(connection.connection.pgconn)

    @staticmethod
    def django_pgconns() -> list[Any]:
        from django.db import connection

        connection.ensure_connection()
        return [connection.connection.pgconn]

    @contextmanager
    def counted(self, pgconns: list[Any]) -> Iterator[Any]:
        self._active = True
        try:
            with self.tracer.counted(*pgconns) as count:
                yield count
        finally:
            self._active = False


# --- Measurements ------------------------------------------------------------------------------


def read_targets(world: Any, size: int, floor_app: Any, django_app: Any) -> dict[str, Target]:
    rubric_id = world.rubrics[size].pk
    api_path = f"/api/v1/rubrics/{rubric_id}/effective/"
    bearer = {"Authorization": f"Bearer {world.token}"}
    return {
        "floor": Target(
            "floor", floor_app, api_path, bearer, lambda: [floor_app.connection.pgconn]
        ),
        "product": Target("product", django_app, api_path, bearer, Wire.django_pgconns),
        "peer": Target(
            "peer",
            django_app,
            f"/peer/v1/rubrics/{rubric_id}/effective/",
            {"Authorization": f"Token {world.peer_token}"},
            Wire.django_pgconns,
        ),
    }


def rotated(names: tuple[str, ...], index: int) -> tuple[str, ...]:
    shift = index % len(names)
    return names[shift:] + names[:shift]


def interleaved(
    calls: dict[str, Callable[[], Any]], iterations: int, check: Callable[[str, Any], None]
) -> dict[str, list[float]]:
    """Round-robin: each iteration calls every implementation once, starting with a different
    one each time, so that drift and ordering effects hit all of them equally."""
    names = tuple(calls)
    samples: dict[str, list[float]] = {name: [] for name in names}
    for index in range(iterations):
        for name in rotated(names, index):
            elapsed, result = timed(calls[name])
            check(name, result)
            samples[name].append(elapsed)
    return samples


def uncached(target: Target, query: str) -> Answer:
    from rubric.api.rendering import RENDERED_ITEMS

    RENDERED_ITEMS.clear()
    return target.get(query)


def refusals(targets: dict[str, Target], query: str) -> None:
    """The floor refuses what the product refuses: it does the same checks, not less work."""
    unknown = {"Authorization": "Bearer not-a-token"}
    for name in ("floor", "product"):
        target = targets[name]
        expect(wsgi_get(target.app, target.path, query, unknown), 401, f"{name}, unknown token")
        missing = target.path.replace(target.path.split("/")[4], str(uuid.uuid4()))
        expect(wsgi_get(target.app, missing, query, target.headers), 404, f"{name}, no rubric")
        expect(target.get("at=2024-12-31"), 404, f"{name}, before the first version")
        expect(target.get("at=2025-13-01"), 400, f"{name}, not a date")


def measure_reads(
    world: Any, plan: Plan, wire: Wire, floor_app: Any, django_app: Any
) -> dict[str, Any]:
    from .seed import READ_AT

    query = f"at={READ_AT.isoformat()}"
    results: dict[str, Any] = {}
    for size in plan.read_sizes:
        targets = read_targets(world, size, floor_app, django_app)
        first = {
            name: expect(target.get(query), 200, f"{name} {size}")
            for name, target in targets.items()
        }
        product_json = json.loads(first["product"].body)
        floor_json = json.loads(first["floor"].body)
        if floor_json != product_json:
            raise BenchError(f"the floor's JSON differs from the product's at {size} items")
        peer_items = json.loads(first["peer"].body)["version"]["items"]
        if [item["id"] for item in peer_items] != [
            item["id"] for item in product_json["version"]["items"]
        ]:
            raise BenchError(f"the peer's items differ from the product's at {size} items")
        if len(product_json["version"]["items"]) != size:
            raise BenchError(f"expected {size} items, the product answered another count")
        etags = {name: first[name].headers.get("ETag", "") for name in ("floor", "product")}
        if size == plan.read_sizes[0]:
            refusals(targets, query)

        for _ in range(3):  # warm-up: connections open, statements prepared, code paths hot
            for target in targets.values():
                target.get(query)
        statements, statement_texts = {}, {}
        for name, target in targets.items():
            with wire.counted(target.pgconns()) as count:
                expect(target.get(query), 200, f"{name} {size} (counted)")
            statements[name] = count.as_dict()
            statement_texts[name] = [text[:160] for text in count.texts]
        not_modified_statements = {}
        for name in ("floor", "product"):
            target = targets[name]
            with wire.counted(target.pgconns()) as count:
                expect(target.get(query, {"If-None-Match": etags[name]}), 304, f"{name} 304")
            not_modified_statements[name] = count.as_dict()

        iterations = plan.iterations[size]
        progress(f"effective read, {size} items: {iterations} interleaved rounds")

        # The conditional requests go into the same rounds as the full reads, so that the
        # 304 / full ratios compare requests made under the same conditions.
        calls: dict[str, Callable[[], Any]] = {
            name: partial(target.get, query) for name, target in targets.items()
        }
        for name in ("floor", "product"):
            calls[f"{name}_304"] = partial(targets[name].get, query, {"If-None-Match": etags[name]})
        # The product without its rendered-items cache: what the first read of a version in
        # each worker costs (the cache emptied just before; emptying it costs nothing).
        calls["product_uncached"] = partial(uncached, targets["product"], query)

        def check(name: str, answer: Any, size: int = size) -> None:
            expect(answer, 304 if name.endswith("_304") else 200, f"{name} {size}")

        every = interleaved(calls, iterations, check)
        samples = {name: every[name] for name in targets}
        samples_304 = {name: every[f"{name}_304"] for name in ("floor", "product")}
        stats = {name: summary(values) for name, values in samples.items()}
        stats["product_uncached"] = summary(every["product_uncached"])
        stats_304 = {name: summary(values) for name, values in samples_304.items()}
        medians = {name: stats[name]["median_ms"] for name in stats}
        results[str(size)] = {
            "items": size,
            "response_bytes": {name: len(answer.body) for name, answer in first.items()},
            "full": stats,
            "not_modified": stats_304,
            "ratios": {
                "product_over_floor": ratio(medians["product"], medians["floor"]),
                "product_over_floor_p95": ratio(
                    stats["product"]["p95_ms"], stats["floor"]["p95_ms"]
                ),
                "peer_over_product": ratio(medians["peer"], medians["product"]),
                "product_304_over_full": ratio(
                    stats_304["product"]["median_ms"], medians["product"]
                ),
                "product_uncached_over_floor": ratio(medians["product_uncached"], medians["floor"]),
                "product_304_over_uncached": ratio(
                    stats_304["product"]["median_ms"], medians["product_uncached"]
                ),
                "floor_304_over_full": ratio(stats_304["floor"]["median_ms"], medians["floor"]),
            },
            "wire": statements,
            "wire_304": not_modified_statements,
            "statements_sent": statement_texts,
        }
        progress(
            f"  {size} items: floor {medians['floor']:.2f} ms, product {medians['product']:.2f} "
            f"ms, peer {medians['peer']:.2f} ms (median); statements per request: floor "
            f"{statements['floor']['statements']}, product {statements['product']['statements']}, "
            f"peer {statements['peer']['statements']}"
        )
    return results


def measure_resolve(world: Any, plan: Plan, wire: Wire) -> dict[str, Any]:
    from cyberos_eval.tenancy import tenant_context
    from rubric.models import RubricVersion
    from rubric.selectors import resolve_effective

    from .seed import READ_AT

    size = 300 if 300 in world.rubrics else min(world.rubrics)
    rubric, version = world.rubrics[size], world.versions[size]
    progress(f"resolve_effective vs a primary-key lookup: {plan.resolve_reps} rounds")
    with tenant_context(world.tenant.pk):
        calls = {
            "resolve_effective": lambda: resolve_effective(rubric, READ_AT),
            "pk_lookup": lambda: RubricVersion.objects.filter(pk=version.pk).first(),
        }

        def check(name: str, found: Any) -> None:
            if found is None or found.pk != version.pk:
                raise BenchError(f"{name} did not find the version")

        for call in calls.values():
            call()
        wire_counts = {}
        for name, call in calls.items():
            with wire.counted(Wire.django_pgconns()) as count:
                call()
            wire_counts[name] = count.as_dict()
        samples = interleaved(calls, plan.resolve_reps, check)
    stats = {name: summary(values) for name, values in samples.items()}
    return {
        **stats,
        "ratio_resolve_over_pk": ratio(
            stats["resolve_effective"]["median_ms"], stats["pk_lookup"]["median_ms"]
        ),
        "wire": wire_counts,
        "note": "both inside one open tenant_context (the transaction is not measured)",
    }


def measure_publish(world: Any, plan: Plan, wire: Wire) -> dict[str, Any]:
    from django.db import connection, transaction

    from rubric.services import publish_version

    from .seed import EFFECTIVE_FROM, functions_counted, new_draft

    def hash_computations() -> int:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT coalesce(sum(calls), 0) FROM pg_stat_xact_user_functions "
                "WHERE funcname = 'rubric_version_content_hash'"
            )
            row = cursor.fetchone()
        return int(row[0]) if row else 0

    results: dict[str, Any] = {}
    for size in plan.publish_sizes:
        progress(f"publish {size} items: 1 counted + {plan.publish_reps} timed")
        draft = new_draft(world, f"Publish {size} (counted)", size)
        computations: int | None = None
        # One transaction around the publish, so that its own statistics can be read before it
        # commits (the service's block nests in it).
        with (
            functions_counted() as counting,
            transaction.atomic(),
            wire.counted(Wire.django_pgconns()) as count,
        ):
            publish_version(actor=world.founder, version=draft, effective_from=EFFECTIVE_FROM)
            if counting:
                computations = hash_computations()
        samples = []
        for rep in range(plan.publish_reps):
            draft = new_draft(world, f"Publish {size} #{rep}", size)
            elapsed, published = timed(
                partial(
                    publish_version,
                    actor=world.founder,
                    version=draft,
                    effective_from=EFFECTIVE_FROM,
                )
            )
            if published.state != "published" or not published.content_hash:
                raise BenchError("publish_version did not publish")
            samples.append(elapsed)
            world.versions.setdefault(size, published)
        results[str(size)] = {
            **summary(samples),
            "ms_per_item": round(percentile(samples, 0.5) / size, 4),
            "wire": count.as_dict(),
            "content_hash_computations": computations,
        }
    return results


def measure_revision(world: Any, plan: Plan, wire: Wire) -> dict[str, Any]:
    from rubric.services import start_revision

    results: dict[str, Any] = {}
    for size in plan.revision_sizes:
        source = world.versions[size]
        progress(f"start_revision of {size} items: 1 counted + {plan.revision_reps} timed")
        with wire.counted(Wire.django_pgconns()) as count:
            start_revision(actor=world.founder, version=source)
        samples = []
        for _ in range(plan.revision_reps):
            elapsed, draft = timed(partial(start_revision, actor=world.founder, version=source))
            if draft.state != "draft":
                raise BenchError("start_revision did not make a draft")
            samples.append(elapsed)
        results[str(size)] = {**summary(samples), "wire": count.as_dict()}
    return results


def measure_admin(world: Any, plan: Plan, wire: Wire) -> dict[str, Any]:
    from django.test import Client

    from rubric.services import start_revision

    size = 300 if 300 in world.versions else min(world.versions)
    published = world.versions[size]
    draft = start_revision(actor=world.founder, version=published)
    client = Client(HTTP_HOST="127.0.0.1")
    client.force_login(world.founder.user)
    results: dict[str, Any] = {"items": size}
    for label, version in (("published", published), ("draft", draft)):
        url = f"/admin/rubric/rubricversion/{version.pk}/change/"

        def page(url: str = url) -> Any:
            response = client.get(url, secure=True)
            if response.status_code != 200:
                raise BenchError(f"admin review page answered {response.status_code}")
            return response

        page()
        progress(f"admin review page, {label} version of {size} items: {plan.admin_reps} timed")
        with wire.counted(Wire.django_pgconns()) as count:
            page()
        samples = [timed(page)[0] for _ in range(plan.admin_reps)]
        results[label] = {**summary(samples), "wire": count.as_dict()}
    return results


# Five walks per setting: a median that one slow moment of this VM cannot move.
VERIFY_ROUNDS = 5


def measure_audit(plan: Plan, wire: Wire) -> dict[str, Any]:
    from django.db import connection

    from audit import chain, verification
    from cyberos_eval.tenancy import tenant_context
    from governance.services import create_tenant

    from .seed import audit_payload, seed_audit_rows, settle_audit_log

    def writers(tenant_ids: list[Any], seconds: float) -> tuple[int, float]:
        counts = [0] * len(tenant_ids)
        errors: list[BaseException] = []
        barrier = threading.Barrier(len(tenant_ids) + 1)

        def write(slot: int, tenant_id: Any) -> None:
            try:
                connection.ensure_connection()
                barrier.wait()
                deadline = time.perf_counter() + seconds
                while time.perf_counter() < deadline:
                    with tenant_context(tenant_id):
                        chain.append(
                            tenant_id=tenant_id,
                            kind="bench.appended",
                            payload=audit_payload(counts[slot]),
                            actor_subject_id=None,
                        )
                    counts[slot] += 1
            except BaseException as error:  # reported after the join
                errors.append(error)
            finally:
                connection.close()

        threads = [
            threading.Thread(target=write, args=(slot, tenant_id))
            for slot, tenant_id in enumerate(tenant_ids)
        ]
        for thread in threads:
            thread.start()
        barrier.wait()
        start = time.perf_counter()
        for thread in threads:
            thread.join()
        elapsed = time.perf_counter() - start
        if errors:
            raise errors[0]
        return sum(counts), elapsed

    chain_tenant = create_tenant(name="Bench audit chain").pk
    results: dict[str, Any] = {"append_seconds": plan.append_seconds}
    progress(
        f"audit append: 1 writer, then 8 writers on one chain ({plan.append_seconds:g} s each)"
    )
    with wire.counted(Wire.django_pgconns()) as count, tenant_context(chain_tenant):
        chain.append(
            tenant_id=chain_tenant,
            kind="bench.appended",
            payload=audit_payload(0),
            actor_subject_id=None,
        )
    results["wire_per_append"] = count.as_dict()
    appended, elapsed = writers([chain_tenant], plan.append_seconds)
    results["one_writer"] = {
        "appends": appended,
        "seconds": round(elapsed, 3),
        "appends_per_s": round(appended / elapsed, 1),
    }
    appended, elapsed = writers([chain_tenant] * 8, plan.append_seconds)
    results["eight_writers_one_chain"] = {
        "appends": appended,
        "seconds": round(elapsed, 3),
        "appends_per_s": round(appended / elapsed, 1),
    }
    progress("audit append: 8 writers on 8 chains")
    others = [create_tenant(name=f"Bench audit chain {n}").pk for n in range(8)]
    appended, elapsed = writers(others, plan.append_seconds)
    results["eight_writers_eight_chains"] = {
        "appends": appended,
        "seconds": round(elapsed, 3),
        "appends_per_s": round(appended / elapsed, 1),
    }

    with tenant_context(chain_tenant):
        rows = chain.verify(chain_tenant).rows
    missing = max(0, plan.verify_rows - rows)
    progress(f"audit verify: {missing} more rows (hashed by audit.chain, inserted as the owner)")
    elapsed_ms, _ = timed(lambda: seed_audit_rows(chain_tenant, missing))
    results["seeding"] = {
        "rows": missing,
        "method": "bench.seed.seed_audit_rows: audit.chain.canonical_row/link_hash, inserted "
        "as the owner role in one transaction (no fast seeding helper in audit yet)",
        "seconds": round(elapsed_ms / 1000, 2),
    }
    progress("audit verify: VACUUM (ANALYZE) of the audit log, as a chain at rest would be")
    settle_audit_log()
    jobs = verification.default_jobs()
    # What the command does by default, and for context one and two processes.
    counts = list(dict.fromkeys([jobs, 1, 2]))
    progress(
        f"audit verify: verify_audit_chain's walk (default: up to {jobs} process(es)), and "
        f"{' and '.join(map(str, counts[1:]))} process(es); {VERIFY_ROUNDS} rounds each"
    )

    def walk(jobs: int) -> Any:
        with tenant_context(chain_tenant):
            return verification.verify_chain(chain_tenant, jobs=jobs, bounded=False)

    walks: dict[int, list[float]] = {count: [] for count in counts}
    rows = 0
    for _ in range(VERIFY_ROUNDS):
        for count in walks:
            elapsed_ms, verified = timed(partial(walk, count))
            if not verified.ok:
                raise BenchError(f"the audit chain does not verify: {verified.reason}")
            walks[count].append(elapsed_ms)
            rows = verified.rows
    used = verification.job_count(1, rows, jobs)

    def rate(samples_ms: list[float]) -> dict[str, Any]:
        median_ms = percentile(samples_ms, 0.5)
        return {
            "seconds": round(median_ms / 1000, 3),
            "rows_per_s": round(rows / (median_ms / 1000), 1),
            "samples_ms": [round(sample, 1) for sample in samples_ms],
        }

    results["verify"] = {
        "rows": rows,
        "jobs": jobs,
        "processes": used,
        **rate(walks[jobs]),
        "one_process": rate(walks[1]),
        # jobs=2 walks in one process below 2 x MIN_ROWS_PER_JOB rows (the tiny and quick plans)
        "two_processes": {**rate(walks[2]), "processes": verification.job_count(1, rows, 2)},
    }
    return results


# --- Throughput under gunicorn -----------------------------------------------------------------


def measure_parsing(plan: Plan) -> dict[str, Any]:
    """The parser on one contract at two lengths, in the two layouts it aligns differently
    (paragraph by paragraph; two files by their numbers): time per clause should not grow
    with the length (it grew with it when assembly looked back over every clause read)."""
    from rubric.documents.parsing import parse_signed_document

    from .documents import interleaved, separate

    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="bench-parse-") as folder:
        for layout in ("interleaved", "separate"):
            entry: dict[str, Any] = {}
            for size in plan.parse_sizes:
                if layout == "interleaved":
                    parse = partial(parse_signed_document, interleaved(Path(folder), size))
                else:
                    vietnamese, english = separate(Path(folder), size)
                    parse = partial(parse_signed_document, vietnamese, path_en=english)
                progress(f"parsing a {layout} document of {size} clauses: {plan.parse_reps} timed")
                samples, clauses = [], 0
                for _ in range(plan.parse_reps):
                    elapsed, document = timed(parse)
                    samples.append(elapsed)
                    clauses = len(document.clauses)
                if clauses != size or document.problems:
                    raise BenchError(
                        f"the {layout} document of {size} clauses read as {clauses} clauses "
                        f"with problems {[problem.code for problem in document.problems][:5]}"
                    )
                stats = summary(samples)
                entry[str(size)] = {
                    **stats,
                    "clauses": clauses,
                    "ms_per_clause": round(stats["median_ms"] / clauses, 4),
                }
            short, long = (entry[str(size)]["ms_per_clause"] for size in plan.parse_sizes[:2])
            entry["long_over_short_per_clause"] = ratio(long, short)
            results[layout] = entry
    return results


# How much longer the longer hostile input is than the shorter: time x 4 is linear, x 16
# quadratic.
HOSTILE_GROWTH = 4


def _at_two_lengths(
    plan: Plan, what: str, shorter: int, prepare: Callable[[int], Callable[[], Any]]
) -> dict[str, Any]:
    """A hostile input at its two lengths (the second x 4): ``prepare(length)`` makes it and
    returns what is timed. The time should grow as the length does (x 4), not as its square
    (x 16) or worse."""
    lengths = [max(1, shorter // plan.hostile_divisor)]
    lengths.append(lengths[0] * HOSTILE_GROWTH)
    progress(f"{what} at {lengths[0]} and {lengths[1]}")
    milliseconds = [round(timed(prepare(length))[0], 1) for length in lengths]
    return {
        "what": what,
        "lengths": lengths,
        "ms": milliseconds,
        "growth": ratio(milliseconds[1], milliseconds[0]),
    }


def _texts_at_length(
    run: Callable[[str, str], Callable[[], Any]], texts: Callable[[int], tuple[str, str]]
) -> Callable[[int], Callable[[], Any]]:
    """What ``_at_two_lengths`` times for a Vietnamese and an English text made at a length."""
    return lambda length: run(*texts(length))


def measure_hostile(plan: Plan) -> dict[str, Any]:
    """The parser on what fuzzing found slow (``documents.HOSTILE``), each at two lengths."""
    from rubric.documents import DocumentUnreadable
    from rubric.documents.parsing import parse_signed_document

    from .documents import HOSTILE

    def parsing(path: Path, name: str, length: int) -> Callable[[], Any]:
        def parse() -> Any:
            try:
                return parse_signed_document(path)
            except DocumentUnreadable as refused:
                raise BenchError(f"{name} at {length} was refused: {refused.code}") from None

        return parse

    def at_length(
        name: str, write: Callable[[Path, int], Path], folder: Path
    ) -> Callable[[int], Callable[[], Any]]:
        return lambda length: parsing(write(folder, length), name, length)

    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="bench-hostile-") as folder:
        for name, (what, write, shorter) in HOSTILE.items():
            results[name] = _at_two_lengths(
                plan, what, shorter, at_length(name, write, Path(folder))
            )
    return results


def measure_genie_hostile(plan: Plan) -> dict[str, Any]:
    """GENIE's rules on clauses a review found slow (``documents.GENIE_HOSTILE``), each at two
    lengths, as ``measure_hostile`` times the parser."""
    from rubric.citations import CitableClause, build_citable
    from rubric.genie.documents import DocumentSet
    from rubric.genie.rules import RulesProposer

    from .documents import GENIE_HOSTILE

    def drafting(vi: str, en: str) -> Callable[[], Any]:
        document = build_citable(
            id=None,
            kind="labor_contract",
            version_no=1,
            sha256="",
            title_vi="",
            title_en="",
            clauses=[CitableClause("§4.1", "4.1", "4.1", vi, en, None)],
        )
        return partial(RulesProposer().propose, DocumentSet({"labor_contract": document}))

    return {
        name: _at_two_lengths(plan, what, shorter, _texts_at_length(drafting, text))
        for name, (what, text, shorter) in GENIE_HOSTILE.items()
    }


def measure_consolidation_hostile(plan: Plan) -> dict[str, Any]:
    """Applying an amending appendix (``consolidate``) to a contract of three clauses, its one
    clause the text of ``documents.CONSOLIDATION_HOSTILE`` at two lengths."""
    from rubric.documents import Layout, ParsedClause, ParsedDocument
    from rubric.documents.consolidation import AmendmentUnapplied, consolidate

    from .documents import CONSOLIDATION_HOSTILE

    contract = [
        ParsedClause(ref, label, label, "Mức lương 30.000.000 đồng", "VND 30,000,000", parent, n)
        for n, (ref, label, parent) in enumerate(
            [("§1", "Điều 1", None), ("§1.1", "1.1", "§1"), ("§1.2", "1.2", "§1")]
        )
    ]

    def applying(vi: str, en: str) -> Callable[[], Any]:
        appendix = ParsedDocument(
            Layout.INTERLEAVED,
            "PHỤ LỤC",
            "APPENDIX",
            [ParsedClause("§1", "Điều 1", "Article 1", vi, en, None, 0)],
        )

        def apply() -> None:
            with suppress(AmendmentUnapplied):
                consolidate(contract, appendix)

        return apply

    return {
        name: _at_two_lengths(plan, what, shorter, _texts_at_length(applying, text))
        for name, (what, text, shorter) in CONSOLIDATION_HOSTILE.items()
    }


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def gunicorn(app: str, env: dict[str, str], log: Path) -> Iterator[int]:
    port = free_port()
    executable = Path(sys.executable).with_name("gunicorn")
    with log.open("w") as output:
        server = subprocess.Popen(  # noqa: S603
            [str(executable), app, "--bind", f"127.0.0.1:{port}"],
            env={**env, "GUNICORN_BIND": f"127.0.0.1:{port}"},
            cwd=ROOT,
            stdout=output,
            stderr=subprocess.STDOUT,
        )
        try:
            deadline = time.monotonic() + 60
            while True:
                if server.poll() is not None:
                    raise BenchError(f"gunicorn {app} exited:\n{log.read_text()[-2000:]}")
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                except OSError:
                    if time.monotonic() > deadline:
                        raise BenchError(f"gunicorn {app} did not listen") from None
                    time.sleep(0.2)
            yield port
        finally:
            server.terminate()
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()


def http_get(port: int, path: str, headers: dict[str, str]) -> int:
    import http.client

    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", path, headers=headers)
        response = connection.getresponse()
        response.read()
        return response.status
    finally:
        connection.close()


def load_wrk(url: str, headers: dict[str, str], seconds: float, connections: int) -> dict[str, Any]:
    command = ["wrk", "-t2", f"-c{connections}", f"-d{max(1, round(seconds))}s", "--latency"]
    for name, value in headers.items():
        command += ["-H", f"{name}: {value}"]
    output = subprocess.run(  # noqa: S603
        [*command, url], capture_output=True, text=True, check=True
    ).stdout
    result: dict[str, Any] = {"raw": output}
    for line in output.splitlines():
        parts = line.split()
        if line.startswith("Requests/sec:"):
            result["requests_per_s"] = float(parts[1])
        elif "requests in" in line:
            result["requests"] = int(parts[0])
        elif line.startswith("  Non-2xx or 3xx responses:"):
            result["non_2xx"] = int(parts[-1])
        elif line.strip().startswith("Socket errors:"):
            result["socket_errors"] = line.strip()
        elif parts[:1] in (["50%"], ["99%"]):
            result[f"latency_{parts[0][:-1]}"] = parts[1]
    if result.get("non_2xx"):
        raise BenchError(f"{url}: {result['non_2xx']} responses were not 2xx/3xx")
    return result


def load_python(
    port: int, path: str, headers: dict[str, str], seconds: float, connections: int
) -> dict[str, Any]:
    """A fallback load generator: one thread per connection, each a loop of GETs."""
    counts = [0] * connections
    wrong: list[int] = []
    deadline = time.perf_counter() + seconds

    def loop(slot: int) -> None:
        while time.perf_counter() < deadline:
            status = http_get(port, path, headers)  # gunicorn's sync workers close each connection
            if status != 200:
                wrong.append(status)
                return
            counts[slot] += 1

    threads = [threading.Thread(target=loop, args=(slot,)) for slot in range(connections)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - start
    if wrong:
        raise BenchError(f"{path}: answered {wrong[0]}")
    return {"requests": sum(counts), "requests_per_s": round(sum(counts) / elapsed, 1)}


def measure_throughput(world: Any, plan: Plan, floor_conninfo: str) -> dict[str, Any]:
    from .seed import READ_AT

    workers = int(os.environ.get("WEB_CONCURRENCY") or 2 * (os.cpu_count() or 1))
    connections = 2 * workers
    # BENCH_LOAD_GENERATOR=python forces the built-in client (e.g. to compare with wrk).
    wanted = os.environ.get("BENCH_LOAD_GENERATOR", "wrk")
    generator = "wrk" if wanted == "wrk" and shutil.which("wrk") else "python-threads"
    env = {k: v for k, v in os.environ.items() if k != "CYBEROS_PRIVILEGED_DB"}
    env.update(
        DJANGO_SETTINGS_MODULE="bench.settings",
        BENCH_FLOOR_CONNINFO=floor_conninfo,
        WEB_CONCURRENCY=str(workers),
        GUNICORN_ACCESS_LOG="",
        GUNICORN_LOG_LEVEL="warning",
    )
    path = f"/api/v1/rubrics/{world.rubrics[plan.throughput_size].pk}/effective/"
    query = f"?at={READ_AT.isoformat()}"
    headers = {"Authorization": f"Bearer {world.token}", "X-Forwarded-Proto": "https"}
    runs: dict[str, list[dict[str, Any]]] = {"product": [], "floor": []}
    with (
        tempfile.TemporaryDirectory() as logs,
        gunicorn("cyberos_eval.wsgi", env, Path(logs) / "product.log") as product_port,
        gunicorn("bench.floor:application", env, Path(logs) / "floor.log") as floor_port,
    ):
        ports = {"product": product_port, "floor": floor_port}
        for name, port in ports.items():  # every worker warm: code loaded, connection open
            for _ in range(4 * workers):
                status = http_get(port, path + query, headers)
                if status != 200:
                    raise BenchError(f"gunicorn {name} answered {status}")
        for round_no in range(plan.throughput_rounds):
            order = ("product", "floor") if round_no % 2 == 0 else ("floor", "product")
            for name in order:
                progress(
                    f"throughput, {name} under gunicorn ({workers} workers), "
                    f"{plan.throughput_seconds:g} s with {generator}"
                )
                if generator == "wrk":
                    url = f"http://127.0.0.1:{ports[name]}{path}{query}"
                    run = load_wrk(url, headers, plan.throughput_seconds, connections)
                else:
                    run = load_python(
                        ports[name],
                        path + query,
                        headers,
                        plan.throughput_seconds,
                        connections,
                    )
                runs[name].append(run)
    rates = {
        name: round(sum(run["requests_per_s"] for run in values) / len(values), 1)
        for name, values in runs.items()
    }
    return {
        "items": plan.throughput_size,
        "workers": workers,
        "connections": connections,
        "seconds_per_run": plan.throughput_seconds,
        "load_generator": generator,
        "requests_per_s": rates,
        "product_over_floor": ratio(rates["product"], rates["floor"]),
        "runs": runs,
    }


# --- Report -----------------------------------------------------------------------------------


def cpu_speed(seconds: float = 0.3) -> float:
    """Thousands of SHA-256 digests of a 400-byte row per second, in this process: how fast
    this machine is at that moment. A shared virtual machine's speed drifts (twofold between
    runs has been seen here), so a report carries it at its start and end for comparing runs."""
    row, sha256, count = bytes(400), hashlib.sha256, 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        for _ in range(1000):
            sha256(row).hexdigest()
        count += 1000
    return round(count / elapsed / 1000, 1)


def machine_facts(plan: Plan) -> dict[str, Any]:
    from django.conf import settings

    from .seed import bench_database_name, server_version

    def git(*args: str) -> str:
        try:
            return subprocess.run(  # noqa: S603
                [shutil.which("git") or "git", *args],
                cwd=ROOT,
                capture_output=True,
                text=True,
                check=True,
            ).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            return "?"

    return {
        "date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "mode": plan.mode,
        "cores": os.cpu_count(),
        "load_average_at_start": [round(value, 2) for value in os.getloadavg()],
        "cpu_speed_at_start": cpu_speed(),
        "platform": platform.platform(),
        "python": platform.python_version(),
        "postgresql": server_version(),
        "database": bench_database_name(),
        "settings": os.environ.get("DJANGO_SETTINGS_MODULE"),
        "debug": settings.DEBUG,
        "git_commit": git("rev-parse", "HEAD"),
        "git_dirty": bool(git("status", "--porcelain")),
    }


def targets(report: dict[str, Any]) -> list[dict[str, Any]]:
    """The issue's targets next to what was measured (reported, never asserted)."""
    rows: list[dict[str, Any]] = []
    reads = report.get("reads", {})

    def row(name: str, target: str, measured: Any, met: bool | None) -> None:
        rows.append({"target": name, "wanted": target, "measured": measured, "met": met})

    for size, wanted in (("300", 1.5), ("30", 3.0)):
        if size in reads:
            measured = reads[size]["ratios"]["product_over_floor"]
            row(
                f"effective read {size} items: product / floor",
                f"≤ {wanted}",
                measured,
                measured is not None and measured <= wanted,
            )
    if "300" in reads:
        measured = reads["300"]["ratios"]["peer_over_product"]
        row(
            "effective read 300 items: peer / product",
            "≥ 3",
            measured,
            measured is not None and measured >= 3,
        )
    if reads:
        statements = max(entry["wire"]["product"]["statements"] for entry in reads.values())
        transactions = max(entry["wire"]["product"]["transactions"] for entry in reads.values())
        row(
            "statements per API read (transaction control included)",
            "≤ 6",
            statements,
            statements <= 6,
        )
        row("transactions per API read", "1", transactions, transactions == 1)
        worst = max(entry["ratios"]["product_304_over_full"] for entry in reads.values())
        row("304 / full read, worst size", "≤ 0.3", worst, worst <= 0.3)
        # Context for the two rows above: the full read is served from the rendered-items
        # cache; without it (a worker's first read of a version) it costs this much.
        worst = max(entry["ratios"]["product_304_over_uncached"] for entry in reads.values())
        row(
            "context — 304 / full read without the cache, worst size",
            "≤ 0.3",
            worst,
            worst <= 0.3,
        )
        for size in ("30", "300"):
            if size in reads:
                measured = reads[size]["ratios"]["product_uncached_over_floor"]
                wanted = 3.0 if size == "30" else 1.5
                row(
                    f"context — effective read {size} items without the cache: product / floor",
                    f"≤ {wanted}",
                    measured,
                    measured is not None and measured <= wanted,
                )
    audit = report.get("audit", {})
    if "verify" in audit:
        rate = audit["verify"]["rows_per_s"]
        rows_verified = audit["verify"]["rows"]
        row(f"audit verify rows/s ({rows_verified} rows)", "≥ 200,000", rate, rate >= 200_000)
    revision = report.get("start_revision", {})
    if len(revision) >= 2:
        counts = {size: entry["wire"]["statements"] for size, entry in revision.items()}
        row(
            "start_revision statements, by size", "constant", counts, len(set(counts.values())) == 1
        )
    publish = report.get("publish", {})
    if publish:
        computed = {size: entry["content_hash_computations"] for size, entry in publish.items()}
        known = [value for value in computed.values() if value is not None]
        # Counted by PostgreSQL (pg_stat_xact_user_functions), the publish guard's included;
        # unknown when the administrative login may not switch the counting on.
        row(
            "publish: content-hash computations (database-counted)",
            "1",
            computed,
            (all(value == 1 for value in known) if len(known) == len(computed) else None),
        )
        sizes = sorted(publish, key=int)
        if len(sizes) >= 2:
            per_item = [publish[size]["ms_per_item"] for size in sizes]
            row(
                "publish: ms per item, by size (linear)",
                "flat",
                dict(zip(sizes, per_item, strict=True)),
                None,
            )
    throughput = report.get("throughput")
    if throughput:
        measured = throughput["product_over_floor"]
        row(
            f"throughput {throughput['items']} items: product / floor (gunicorn)",
            "≥ 0.6",
            measured,
            measured is not None and measured >= 0.6,
        )
    return rows


def markdown(report: dict[str, Any]) -> str:
    machine = report["machine"]
    lines = [
        f"Run {machine['date']} ({machine['mode']}), commit `{machine['git_commit'][:12]}`"
        f"{' (uncommitted changes)' if machine['git_dirty'] else ''}: {machine['cores']} cores "
        f"(load average {machine['load_average_at_start'][0]} at the start, "
        f"{machine.get('load_average_at_end', ['?'])[0]} at the end; speed "
        f"{machine.get('cpu_speed_at_start', '?')} and {machine.get('cpu_speed_at_end', '?')} "
        f"thousand SHA-256 digests/s, see below), Python {machine['python']}, "
        f"PostgreSQL {machine['postgresql']}, `{machine['settings']}`.",
        "",
        "**Effective read** (`GET /api/v1/rubrics/{id}/effective/?at=…`, in-process WSGI, "
        "interleaved): median / p95 ms; statements (transaction control included) and "
        "transactions per request, counted on the wire.",
        "",
        "| items | floor | product | product, uncached | peer | product / floor "
        "| uncached / floor | peer / product | 304 product | 304 / full | 304 / uncached "
        "| statements floor · product · peer | transactions product |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
        "| ---: |",
    ]
    for size, entry in report.get("reads", {}).items():
        full, ratios, wire = entry["full"], entry["ratios"], entry["wire"]

        def cell(stats: dict[str, Any]) -> str:
            return f"{stats['median_ms']:.2f} / {stats['p95_ms']:.2f}"

        lines.append(
            f"| {size} | {cell(full['floor'])} | {cell(full['product'])} "
            f"| {cell(full['product_uncached'])} | {cell(full['peer'])} "
            f"| {ratios['product_over_floor']} | {ratios['product_uncached_over_floor']} "
            f"| {ratios['peer_over_product']} "
            f"| {cell(entry['not_modified']['product'])} | {ratios['product_304_over_full']} "
            f"| {ratios['product_304_over_uncached']} "
            f"| {wire['floor']['statements']} · {wire['product']['statements']} · "
            f"{wire['peer']['statements']} | {wire['product']['transactions']} |"
        )
    lines += [
        "",
        "**Targets** (issue 12; reported, not asserted):",
        "",
        "| target | wanted | measured | met |",
        "| --- | --- | --- | --- |",
    ]
    for entry in report.get("targets", []):
        met = {True: "met", False: "**not met**", None: "see numbers"}[entry["met"]]
        measured = entry["measured"]
        if isinstance(measured, dict):
            measured = ", ".join(f"{key}: {value}" for key, value in measured.items())
        lines.append(f"| {entry['target']} | {entry['wanted']} | {measured} | {met} |")
    lines += ["", "**Other measurements**", ""]
    resolve = report.get("resolve_vs_pk")
    if resolve:
        lines.append(
            f"- `resolve_effective` {resolve['resolve_effective']['median_ms']:.3f} ms vs a "
            f"primary-key lookup {resolve['pk_lookup']['median_ms']:.3f} ms (median; x "
            f"{resolve['ratio_resolve_over_pk']})."
        )
    for size, entry in report.get("publish", {}).items():
        lines.append(
            f"- `publish_version` of {size} items: {entry['median_ms']:.0f} ms "
            f"({entry['ms_per_item']} ms per item), {entry['wire']['statements']} statements, "
            f"{entry['content_hash_computations']} content-hash computation(s) "
            "(counted by PostgreSQL)."
        )
    for size, entry in report.get("start_revision", {}).items():
        lines.append(
            f"- `start_revision` of {size} items: {entry['median_ms']:.0f} ms, "
            f"{entry['wire']['statements']} statements."
        )
    admin = report.get("admin_review")
    if admin:
        for label in ("published", "draft"):
            entry = admin[label]
            lines.append(
                f"- Admin review page, {label} version of {admin['items']} items: "
                f"{entry['median_ms']:.0f} ms, {entry['wire']['statements']} statements."
            )
    audit = report.get("audit")
    if audit:
        lines.append(
            f"- Audit append: {audit['one_writer']['appends_per_s']} /s with 1 writer, "
            f"{audit['eight_writers_one_chain']['appends_per_s']} /s with 8 writers on one chain, "
            f"{audit['eight_writers_eight_chains']['appends_per_s']} /s with 8 writers on 8 "
            f"chains; verify {audit['verify']['rows_per_s']:.0f} rows/s over "
            f"{audit['verify']['rows']} rows ({audit['verify']['processes']} process(es), "
            f"`verify_audit_chain`'s default walk; one process: "
            f"{audit['verify']['one_process']['rows_per_s']:.0f} rows/s; jobs=2 "
            f"({audit['verify']['two_processes']['processes']} process(es)): "
            f"{audit['verify']['two_processes']['rows_per_s']:.0f} rows/s; "
            f"median of {len(audit['verify']['samples_ms'])})."
        )
    for layout, entry in report.get("parsing", {}).items():
        sizes = [key for key in entry if key.isdigit()]
        timings = "; ".join(
            f"{size} clauses {entry[size]['median_ms']:.0f} ms ({entry[size]['ms_per_clause']} ms "
            "per clause)"
            for size in sizes
        )
        lines.append(
            f"- Parsing {'an' if layout[0] in 'aeiou' else 'a'} {layout} document: {timings}; "
            "per clause, long / short x "
            f"{entry['long_over_short_per_clause']}."
        )
    hostile = report.get("hostile_inputs")
    if hostile:
        growths = "; ".join(
            f"{entry['what']} {entry['lengths'][0]} → {entry['lengths'][1]}: "
            f"{entry['ms'][0]:.0f} → {entry['ms'][1]:.0f} ms (x {entry['growth']})"
            for entry in hostile.values()
        )
        lines.append(
            f"- Hostile inputs found by fuzzing, each {HOSTILE_GROWTH} times longer (time x "
            f"{HOSTILE_GROWTH} is linear, x {HOSTILE_GROWTH**2} quadratic): {growths}."
        )
    throughput = report.get("throughput")
    if throughput:
        rates = throughput["requests_per_s"]
        lines.append(
            f"- Throughput at {throughput['items']} items, gunicorn with {throughput['workers']} "
            f"workers each, {throughput['connections']} connections "
            f"({throughput['load_generator']}): product {rates['product']} req/s, floor "
            f"{rates['floor']} req/s (x {throughput['product_over_floor']})."
        )
    return "\n".join(lines) + "\n"


def update_readme(section: str, path: Path = README) -> None:
    text = path.read_text(encoding="utf-8")
    if START_MARKER not in text or END_MARKER not in text:
        raise BenchError(f"{path} lacks the {START_MARKER} … {END_MARKER} markers")
    head, rest = text.split(START_MARKER, 1)
    _, tail = rest.split(END_MARKER, 1)
    path.write_text(f"{head}{START_MARKER}\n{section}{END_MARKER}{tail}", encoding="utf-8")


# --- Main -------------------------------------------------------------------------------------


@dataclass
class Bench:
    plan: Plan
    report: dict[str, Any] = field(default_factory=dict)

    def run(self, *, throughput: bool = True) -> dict[str, Any]:
        from django.core.wsgi import get_wsgi_application

        from .floor import FloorApp
        from .seed import app_conninfo, prepare_database, seed_world

        plan = self.plan
        progress(f"{plan.mode} run: preparing the bench database (migrate, empty)")
        prepare_database()
        self.report["machine"] = machine_facts(plan)
        sizes = sorted({*plan.read_sizes, plan.throughput_size})
        progress(f"seeding: tenant, founder, reader, rubrics of {sizes} items (published)")
        elapsed, world = timed(lambda: seed_world(sizes))
        self.report["seeding_seconds"] = round(elapsed / 1000, 2)
        conninfo = app_conninfo()
        floor_app = FloorApp(conninfo)
        django_app = get_wsgi_application()
        wire = Wire()
        try:
            self.report["reads"] = measure_reads(world, plan, wire, floor_app, django_app)
            self.report["resolve_vs_pk"] = measure_resolve(world, plan, wire)
            self.report["publish"] = measure_publish(world, plan, wire)
            self.report["start_revision"] = measure_revision(world, plan, wire)
            self.report["admin_review"] = measure_admin(world, plan, wire)
            self.report["audit"] = measure_audit(plan, wire)
            self.report["parsing"] = measure_parsing(plan)
            self.report["hostile_inputs"] = (
                measure_hostile(plan)
                | measure_genie_hostile(plan)
                | measure_consolidation_hostile(plan)
            )
            if throughput and plan.throughput_rounds:
                self.report["throughput"] = measure_throughput(world, plan, conninfo)
        finally:
            wire.tracer.close()
            floor_app.connection.close()
        self.report["machine"]["load_average_at_end"] = [
            round(value, 2) for value in os.getloadavg()
        ]
        self.report["machine"]["cpu_speed_at_end"] = cpu_speed()
        self.report["targets"] = targets(self.report)
        return self.report


def configure_environment() -> None:
    """The bench's settings (production's, its own database) with a throwaway secret key."""
    os.environ["DJANGO_SETTINGS_MODULE"] = "bench.settings"
    if len(os.environ.get("DJANGO_SECRET_KEY", "")) < 50:
        os.environ["DJANGO_SECRET_KEY"] = secrets.token_urlsafe(64)
    # The measured process holds the application role only, as the web process does.
    os.environ.pop("CYBEROS_PRIVILEGED_DB", None)
    os.environ.setdefault("CYBEROS_LOG_LEVEL", "WARNING")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="the short run (< 2 minutes)")
    parser.add_argument(
        "--plan", choices=("full", "quick", "tiny"), help="tiny: everything once, very small"
    )
    parser.add_argument("--no-throughput", action="store_true", help="skip gunicorn + load")
    parser.add_argument("--report", type=Path, default=REPORT)
    parser.add_argument("--readme", type=Path, default=README)
    args = parser.parse_args(argv)
    configure_environment()
    import django

    django.setup()
    name = args.plan or ("quick" if args.quick else "full")
    plan = {"full": Plan.full, "quick": Plan.quick, "tiny": Plan.tiny}[name]()
    started = time.perf_counter()
    try:
        report = Bench(plan).run(throughput=not args.no_throughput)
    except BenchError as error:
        progress(f"FAILED: {error}")
        return 1
    report["duration_seconds"] = round(time.perf_counter() - started, 1)
    args.report.parent.mkdir(parents=True, exist_ok=True)
    args.report.write_text(json.dumps(report, indent=2, default=str) + "\n", encoding="utf-8")
    section = markdown(report)
    update_readme(section, args.readme)
    progress(f"done in {report['duration_seconds']} s: {args.report} and {args.readme}")
    print(section)
    return 0


if __name__ == "__main__":
    sys.exit(main())
