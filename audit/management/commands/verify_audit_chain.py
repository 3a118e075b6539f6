from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from audit import chain, verification
from cyberos_eval.management.base import parse_uuid
from cyberos_eval.tenancy import tenant_context
from governance.selectors import all_tenant_ids


class Command(BaseCommand):
    help = (
        "Recompute every tenant's audit hash chain (or one with --tenant). Exits non-zero and "
        "names the first broken link. With a checkpoint written by audit_checkpoint: "
        "--against FILE walks every chain in full and also proves it still holds each "
        "checkpoint row's hash; --since FILE reads each chain only from the checkpoint's row "
        "on (that row must still carry the checkpoint's hash, every later row must link to it "
        "and hash correctly, and the head must match), trusting the checkpoint for the rows "
        "before it, which are not read: a change to those is caught by a full run or "
        "--against, not by --since. Tenants the checkpoint does not list are verified from "
        "their first row. Long runs print their progress to stderr (not with -v 0)."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--tenant", help="tenant id (default: all tenants)")
        checkpoint = parser.add_mutually_exclusive_group()
        checkpoint.add_argument(
            "--against",
            type=Path,
            help="checkpoint file from audit_checkpoint: full walk, and the chain still holds it",
        )
        checkpoint.add_argument(
            "--since",
            type=Path,
            help="checkpoint file from audit_checkpoint: verify only from its rows onward",
        )
        parser.add_argument(
            "--jobs",
            type=int,
            default=verification.default_jobs(),
            help="processes walking a long chain in parallel, over one snapshot (default: the "
            "CPUs available within a cgroup v2 quota, at most 8: here %(default)s; always 1 "
            "behind CYBEROS_DB_POOLER=pgbouncer)",
        )
        parser.add_argument(
            "--min-rows-per-job",
            type=int,
            default=verification.MIN_ROWS_PER_JOB,
            help="a chain is cut into at most one range per this many rows (default %(default)s)",
        )
        parser.add_argument(
            "--progress-rows",
            type=int,
            default=chain.PROGRESS_EVERY_ROWS,
            help="print a progress line to stderr every N rows of a chain (default 100000)",
        )

    def handle(
        self,
        *args: Any,
        tenant: str | None,
        against: Path | None,
        since: Path | None,
        progress_rows: int,
        jobs: int,
        min_rows_per_job: int,
        verbosity: int,
        **options: Any,
    ) -> None:
        checkpoint_file = against or since
        checkpoint = _read_checkpoint(checkpoint_file) if checkpoint_file else {}
        known = all_tenant_ids()
        if tenant:
            wanted = parse_uuid(tenant, "tenant")
            if wanted not in known:
                raise CommandError(f"tenant_not_found: no tenant {tenant}")
            tenant_ids = [wanted]
        else:
            tenant_ids = known
        if checkpoint_file:
            missing = set(checkpoint) - {str(t) for t in tenant_ids}
            if missing and not tenant:
                raise CommandError(
                    f"audit_chain_broken: tenant(s) {sorted(missing)} of the checkpoint are gone"
                )
        if progress_rows < 1:
            raise CommandError("invalid_argument: --progress-rows must be at least 1")
        if jobs < 1 or min_rows_per_job < 1:
            raise CommandError("invalid_argument: --jobs and --min-rows-per-job must be at least 1")
        failures, total = [], 0
        for tenant_id in tenant_ids:
            anchor = checkpoint.get(str(tenant_id))
            with tenant_context(tenant_id):
                result = verification.verify_chain(
                    tenant_id,
                    jobs=jobs,
                    min_rows_per_job=min_rows_per_job,
                    anchor=anchor,
                    from_anchor=since is not None and anchor is not None,
                    progress=self._progress(tenant_id) if verbosity > 0 else None,
                    progress_every=progress_rows,
                    bounded=False,  # an operator's walk of a long chain may take minutes
                )
            total += result.rows
            if not result.ok:
                failures.append(f"tenant {tenant_id}: row {result.broken_seq}: {result.reason}")
            elif since is not None and anchor is not None:
                self.stdout.write(
                    f"tenant {tenant_id}: {result.rows} rows verified "
                    f"(from row {anchor.seq}, the checkpoint's)"
                )
            else:
                self.stdout.write(f"tenant {tenant_id}: {result.rows} rows verified")
        if failures:
            raise CommandError("audit_chain_broken: " + "; ".join(failures))
        suffix = " and extend the checkpoint" if checkpoint_file else ""
        self.stdout.write(
            self.style.SUCCESS(f"OK: {total} rows in {len(tenant_ids)} chain(s) verified{suffix}")
        )

    def _progress(self, tenant_id: uuid.UUID) -> Callable[[int], None]:
        started = time.monotonic()

        def report(rows: int) -> None:
            rate = rows / max(time.monotonic() - started, 1e-9)
            self.stderr.write(
                f"tenant {tenant_id}: {rows:,} rows verified so far ({rate:,.0f} rows/s)"
            )

        return report


def _read_checkpoint(path: Path) -> dict[str, chain.Anchor]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        anchors = {
            str(uuid.UUID(str(t["tenant_id"]))): chain.Anchor(int(t["seq"]), str(t["hash"]))
            for t in data["tenants"]
        }
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise CommandError(f"checkpoint_unreadable: {path}: {exc!r}") from exc
    if any(a.seq < 1 or len(a.hash) != 64 for a in anchors.values()):
        raise CommandError(f"checkpoint_unreadable: {path}: a seq or hash is malformed")
    return anchors
