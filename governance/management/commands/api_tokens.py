from __future__ import annotations

from typing import Any

from cyberos_eval.management.base import DomainCommand
from governance.management.commands._common import in_tenant
from governance.selectors import api_tokens


class Command(DomainCommand):
    help = (
        "List a tenant's API tokens (id, whose, label, issued, revoked), newest first; their "
        "secrets are not stored, so never shown."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--tenant", required=True, help="tenant id")
        parser.add_argument("--username", help="only this subject's tokens")

    def handle(self, *args: Any, tenant: str, username: str | None, **options: Any) -> None:
        with in_tenant(tenant):
            tokens = api_tokens(username=username)
        for token in tokens:
            revoked = f"revoked {token.revoked_at:%Y-%m-%d %H:%M}" if token.revoked_at else "active"
            label = f" {token.label!r}" if token.label else ""
            self.stdout.write(
                f"{token.pk}  {token.subject.username}{label}  issued "
                f"{token.created_at:%Y-%m-%d %H:%M}  {revoked}"
            )
        if not tokens:
            self.stderr.write("no API tokens")
