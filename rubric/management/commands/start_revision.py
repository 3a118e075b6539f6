from __future__ import annotations

from typing import Any

from cyberos_eval.management.base import DomainCommand
from cyberos_eval.tenancy import tenant_context
from governance.management.commands._common import actor_named
from rubric.management.commands._common import dumps, find_version, version_summary
from rubric.selectors import tenant_today
from rubric.services import start_revision


class Command(DomainCommand):
    help = "Copy a published version into a new draft (version_no + 1) to re-curate it."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("version_id")
        parser.add_argument("--actor", help="username of the rubric_admin (default: operator)")
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, version_id: str, actor: str | None, **options: Any) -> None:
        version = find_version(version_id)
        with tenant_context(version.tenant_id):
            draft = start_revision(actor=actor_named(actor), version=version)
            today = tenant_today(draft.rubric.tenant)
        if options["json"]:
            self.stdout.write(dumps(version_summary(draft, today)))
        else:
            self.stdout.write(
                f"draft v{draft.version_no} {draft.pk} (copied from v{version.version_no})"
            )
