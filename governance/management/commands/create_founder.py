from __future__ import annotations

import getpass
import os
from typing import Any

from django.core.management.base import CommandError

from cyberos_eval.management.base import DomainCommand, parse_uuid
from cyberos_eval.tenancy import tenant_context
from governance.management.commands._common import tenant_by_id
from governance.services import create_founder


class Command(DomainCommand):
    help = (
        "Create the founder: a person who signs in to the admin, holding a tenant-wide "
        "rubric_admin grant. The password comes from FOUNDER_PASSWORD or a prompt."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--tenant", required=True, help="tenant id")
        parser.add_argument("--username", required=True)
        parser.add_argument("--display-name", default="")

    def handle(
        self, *args: Any, tenant: str, username: str, display_name: str, **options: Any
    ) -> None:
        password = os.environ.get("FOUNDER_PASSWORD") or getpass.getpass("Founder password: ")
        if len(password) < 12:
            raise CommandError("founder_password_too_short: use at least 12 characters")
        with tenant_context(parse_uuid(tenant, "tenant")):
            founder = create_founder(
                tenant=tenant_by_id(tenant),
                username=username,
                password=password,
                display_name=display_name,
            )
        self.stdout.write(f"founder {founder.user.username} ({founder.pk}) holds rubric_admin")
