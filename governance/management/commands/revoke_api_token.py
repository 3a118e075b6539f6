from __future__ import annotations

from typing import Any

from django.core.management.base import CommandError

from cyberos_eval.management.base import DomainCommand, parse_uuid
from governance.management.commands._common import actor_named, in_tenant
from governance.models import ApiToken
from governance.services import revoke_api_token


class Command(DomainCommand):
    help = (
        "Revoke an API token (its id from create_api_token or api_tokens); the API refuses it "
        "from the next request on (401)."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("token_id")
        parser.add_argument("--tenant", required=True, help="tenant id")
        parser.add_argument("--actor", help="username of the admin doing this (default: operator)")

    def handle(
        self, *args: Any, token_id: str, tenant: str, actor: str | None, **options: Any
    ) -> None:
        with in_tenant(tenant):
            token = ApiToken.objects.filter(pk=parse_uuid(token_id, "token")).first()
            if token is None:
                raise CommandError(f"api_token_not_found: no API token {token_id} in this tenant")
            revoke_api_token(actor=actor_named(actor), token=token)
        self.stdout.write(f"revoked {token_id}")
