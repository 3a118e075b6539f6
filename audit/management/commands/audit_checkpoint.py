from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from audit import verification
from cyberos_eval.tenancy import tenant_context
from governance.selectors import all_tenant_ids


class Command(BaseCommand):
    help = (
        "Print (and with --output, write) each tenant's latest audit sequence number and hash. "
        "Keep it outside the database; verify_audit_chain --against FILE proves the chain "
        "still extends it, and --since FILE verifies only the rows written after it."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--output", type=Path)

    def handle(self, *args: Any, output: Path | None, **options: Any) -> None:
        if output is not None:
            # Before the verification, which takes a while on long chains.
            refuse_an_unwritable_path(output)
        tenants = []
        for tenant_id in all_tenant_ids():
            with tenant_context(tenant_id):
                # Long chains take a while: on all the CPUs, and without the statement timeout.
                result = verification.verify_chain(
                    tenant_id, jobs=verification.default_jobs(), bounded=False
                )
            if not result.ok:
                raise CommandError(
                    f"audit_chain_broken: tenant {tenant_id} row {result.broken_seq}: "
                    f"{result.reason}; refusing to checkpoint a broken chain"
                )
            tenants.append(
                {"tenant_id": str(tenant_id), "seq": result.last_seq, "hash": result.last_hash}
            )
        document = json.dumps(
            {"created_at": timezone.now().isoformat(), "tenants": tenants}, indent=2
        )
        if output is not None:
            try:
                output.write_text(document + "\n", encoding="utf-8")
            except OSError as exc:  # the path changed since, a full disk, …
                raise unwritable(output, exc.strerror or str(exc)) from exc
        self.stdout.write(document)


def refuse_an_unwritable_path(output: Path) -> None:
    if output.is_dir():
        raise unwritable(output, "it is a directory")
    if not output.parent.is_dir():
        raise unwritable(output, f"there is no directory {output.parent}")
    # (before the walk, which may take minutes; the write itself still says what failed)
    if not os.access(output if output.exists() else output.parent, os.W_OK):
        raise unwritable(output, "permission denied")


def unwritable(output: Path, reason: str) -> CommandError:
    return CommandError(f"checkpoint_unwritable: cannot write {output}: {reason}")
