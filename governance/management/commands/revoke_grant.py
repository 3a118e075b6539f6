from __future__ import annotations

from typing import Any

from django.core.management.base import CommandError

from cyberos_eval.management.base import DomainCommand, parse_uuid
from governance.management.commands._common import actor_named, in_tenant
from governance.models import Grant
from governance.services import revoke_grant


class Command(DomainCommand):
    help = "Revoke a grant; it stops working on the next request."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("grant_id")
        parser.add_argument("--tenant", required=True, help="tenant id")
        parser.add_argument("--reason", required=True)
        parser.add_argument("--actor", help="username of the admin doing this (default: operator)")

    def handle(
        self, *args: Any, grant_id: str, tenant: str, reason: str, actor: str | None, **options: Any
    ) -> None:
        with in_tenant(tenant):
            grant = Grant.objects.filter(pk=parse_uuid(grant_id, "grant")).first()
            if grant is None:
                raise CommandError(f"grant_not_found: no grant {grant_id} in this tenant")
            revoke_grant(actor=actor_named(actor), grant=grant, reason=reason)
        self.stdout.write(f"revoked {grant_id}")
