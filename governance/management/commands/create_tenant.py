from __future__ import annotations

from typing import Any

from cyberos_eval.management.base import DomainCommand
from governance.models import DEFAULT_TIMEZONE, Tenant
from governance.services import create_tenant


class Command(DomainCommand):
    help = "Create a tenant and print its id."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("name")
        parser.add_argument("--timezone", default=DEFAULT_TIMEZONE)
        parser.add_argument("--language", default=Tenant.Language.VIETNAMESE, choices=["vi", "en"])

    def handle(self, *args: Any, name: str, timezone: str, language: str, **options: Any) -> None:
        tenant = create_tenant(name=name, timezone=timezone, language=language)
        self.stdout.write(str(tenant.pk))
