from __future__ import annotations

from typing import Any

from cyberos_eval.management.base import DomainCommand
from governance.management.commands._common import actor_named, in_tenant, subject_named
from governance.services import create_api_token


class Command(DomainCommand):
    help = (
        "Issue another API token for a subject (a person or a service account) and print it "
        "ONCE; only a hash of the token is stored."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--tenant", required=True, help="tenant id")
        parser.add_argument("--username", required=True, help="whose token it is")
        parser.add_argument("--label", default="", help="what the token is for")
        parser.add_argument("--actor", help="username of the admin doing this (default: operator)")

    def handle(
        self, *args: Any, tenant: str, username: str, label: str, actor: str | None, **options: Any
    ) -> None:
        with in_tenant(tenant):
            issued = create_api_token(
                actor=actor_named(actor), subject=subject_named(username), label=label
            )
        self.stderr.write(
            f"Token {issued.token.pk} (revoke it with manage.py revoke_api_token); the secret "
            "is shown once, store it now."
        )
        self.stdout.write(issued.secret)
