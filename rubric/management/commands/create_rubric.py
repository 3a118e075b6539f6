from __future__ import annotations

from typing import Any

from cyberos_eval.management.base import DomainCommand
from governance.management.commands._common import actor_named, in_tenant
from rubric.management.commands._common import dumps, version_summary
from rubric.selectors import tenant_today
from rubric.services import create_rubric


class Command(DomainCommand):
    help = (
        "Create a rubric with its first draft version (v1), to draft from the signed documents "
        "(draft_rubric) and review in the admin. Prints the draft's id."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--tenant", required=True, help="tenant id")
        parser.add_argument("--name", required=True, help="the rubric's name, unique in the tenant")
        parser.add_argument("--actor", help="username of the rubric_admin (default: operator)")
        parser.add_argument("--json", action="store_true", help="machine-readable output")

    def handle(self, *args: Any, **options: Any) -> None:
        with in_tenant(options["tenant"]) as tenant:
            draft = create_rubric(
                actor=actor_named(options["actor"]), tenant=tenant, name=options["name"]
            )
            today = tenant_today(tenant)
        if options["json"]:
            self.stdout.write(dumps(version_summary(draft, today)))
        else:
            self.stdout.write(f"rubric {draft.rubric_id}: draft v{draft.version_no} {draft.pk}")
