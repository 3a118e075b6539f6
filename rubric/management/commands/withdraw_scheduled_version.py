from __future__ import annotations

from typing import Any

from cyberos_eval.management.base import DomainCommand
from cyberos_eval.tenancy import tenant_context
from governance.management.commands._common import subject_named
from rubric.management.commands._common import (
    describe_version,
    dumps,
    find_version,
    version_summary,
)
from rubric.selectors import restored_by_withdrawal, tenant_today
from rubric.services import withdraw_scheduled_version


class Command(DomainCommand):
    help = (
        "Withdraw a published version before it takes effect, as a named human rubric_admin; "
        "its predecessor applies again (e.g. so that an urgent amendment can be published "
        "first). Errors print the stable code (rubric_version_in_force, "
        "rubric_requires_human_approver, …) and exit non-zero."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("version_id")
        parser.add_argument("--by", required=True, help="username of a human rubric_admin")
        parser.add_argument("--reason", required=True, help="why (recorded in the audit log)")
        parser.add_argument("--json", action="store_true", help="machine-readable output")

    def handle(self, *args: Any, version_id: str, by: str, reason: str, **options: Any) -> None:
        version = find_version(version_id)
        with tenant_context(version.tenant_id):
            withdrawn = withdraw_scheduled_version(
                actor=subject_named(by), version=version, reason=reason
            )
            today = tenant_today(version.rubric.tenant)
            restored = restored_by_withdrawal(withdrawn)
        if options["json"]:
            summary = version_summary(withdrawn, today)
            summary["restored"] = version_summary(restored, today) if restored else None
            self.stdout.write(dumps(summary))
            return
        self.stdout.write(f"withdrawn {describe_version(withdrawn, today)}")
        if restored is not None:
            self.stdout.write(f"applies again: {describe_version(restored, today)}")
