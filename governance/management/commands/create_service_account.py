from __future__ import annotations

from typing import Any

from cyberos_eval.management.base import DomainCommand
from governance.management.commands._common import actor_named, in_tenant
from governance.services import create_service_account


class Command(DomainCommand):
    help = (
        "Create a service account (API only, never the admin) and print its API token ONCE; "
        "only a hash of the token is stored."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--tenant", required=True, help="tenant id")
        parser.add_argument("--username", required=True)
        parser.add_argument("--display-name", default="")
        parser.add_argument("--actor", help="username of the admin doing this (default: operator)")

    def handle(
        self,
        *args: Any,
        tenant: str,
        username: str,
        display_name: str,
        actor: str | None,
        **options: Any,
    ) -> None:
        with in_tenant(tenant) as found:
            issued = create_service_account(
                actor=actor_named(actor),
                tenant=found,
                username=username,
                display_name=display_name,
            )
        self.stderr.write("The token is shown once; store it now.")
        self.stdout.write(issued.secret)
