from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from audit import chain
from audit.models import AuditEntry
from cyberos_eval.management.base import parse_uuid
from cyberos_eval.tenancy import tenant_context
from governance.selectors import all_tenant_ids


class Command(BaseCommand):
    help = (
        "Recompute every tenant's audit hash chain (or one with --tenant). Exits non-zero and "
        "names the first broken link; --against CHECKPOINT also proves the chain still extends "
        "a checkpoint written by audit_checkpoint."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--tenant", help="tenant id (default: all tenants)")
        parser.add_argument("--against", type=Path, help="checkpoint file from audit_checkpoint")

    def handle(self, *args: Any, tenant: str | None, against: Path | None, **options: Any) -> None:
        checkpoint = _read_checkpoint(against) if against else {}
        known = all_tenant_ids()
        if tenant:
            wanted = parse_uuid(tenant, "tenant")
            if wanted not in known:
                raise CommandError(f"tenant_not_found: no tenant {tenant}")
            tenant_ids = [wanted]
        else:
            tenant_ids = known
        if against:
            missing = set(checkpoint) - {str(t) for t in tenant_ids}
            if missing and not tenant:
                raise CommandError(
                    f"audit_chain_broken: tenant(s) {sorted(missing)} of the checkpoint are gone"
                )
        failures, total = [], 0
        for tenant_id in tenant_ids:
            with tenant_context(tenant_id):
                result = chain.verify(tenant_id)
                problem = None if result.ok else f"row {result.broken_seq}: {result.reason}"
                anchor = checkpoint.get(str(tenant_id))
                if problem is None and anchor is not None:
                    problem = _check_anchor(tenant_id, anchor)
            total += result.rows
            if problem:
                failures.append(f"tenant {tenant_id}: {problem}")
            else:
                self.stdout.write(f"tenant {tenant_id}: {result.rows} rows verified")
        if failures:
            raise CommandError("audit_chain_broken: " + "; ".join(failures))
        suffix = " and extend the checkpoint" if against else ""
        self.stdout.write(
            self.style.SUCCESS(f"OK: {total} rows in {len(tenant_ids)} chain(s) verified{suffix}")
        )


def _read_checkpoint(path: Path) -> dict[str, dict[str, Any]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        anchors: dict[str, dict[str, Any]] = {
            str(uuid.UUID(str(t["tenant_id"]))): {"seq": int(t["seq"]), "hash": str(t["hash"])}
            for t in data["tenants"]
        }
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise CommandError(f"checkpoint_unreadable: {path}: {exc!r}") from exc
    if any(a["seq"] < 1 or len(a["hash"]) != 64 for a in anchors.values()):
        raise CommandError(f"checkpoint_unreadable: {path}: a seq or hash is malformed")
    return anchors


def _check_anchor(tenant_id: Any, anchor: dict[str, Any]) -> str | None:
    row = AuditEntry.objects.filter(tenant_id=tenant_id, seq=anchor["seq"]).first()
    if row is None:
        return f"row {anchor['seq']} of the checkpoint is gone"
    if row.hash != anchor["hash"]:
        return f"row {anchor['seq']} no longer has the checkpoint's hash (chain rewritten)"
    return None
