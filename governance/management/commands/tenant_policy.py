from __future__ import annotations

from typing import Any

from cyberos_eval.management.base import DomainCommand
from governance.management.commands._common import actor_named, in_tenant
from governance.services import set_separation_of_duties


class Command(DomainCommand):
    help = (
        "Show or change a tenant's policies. --separate-approver on: the approver of a rubric "
        "version must differ from everyone who authored or edited its items (audited)."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--tenant", required=True, help="tenant id")
        parser.add_argument("--separate-approver", choices=["on", "off"])
        parser.add_argument("--actor", help="username of the admin doing this (default: operator)")

    def handle(
        self,
        *args: Any,
        tenant: str,
        separate_approver: str | None,
        actor: str | None,
        **options: Any,
    ) -> None:
        with in_tenant(tenant) as found:
            if separate_approver is not None:
                found = set_separation_of_duties(
                    actor=actor_named(actor), tenant=found, required=separate_approver == "on"
                )
        state = "on" if found.require_separate_approver else "off"
        self.stdout.write(f"{found.name}: separate approver {state}")
