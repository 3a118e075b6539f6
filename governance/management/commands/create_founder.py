from __future__ import annotations

import getpass
import os
import sys
from typing import Any, TextIO

from django.core.management.base import CommandError

from cyberos_eval.management.base import DomainCommand, parse_uuid
from cyberos_eval.tenancy import tenant_context
from governance.management.commands._common import tenant_by_id
from governance.models import Subject
from governance.services import available_username, create_founder


class Command(DomainCommand):
    help = (
        "Create the founder: a person who signs in to the admin, holding a tenant-wide "
        "rubric_admin grant. The password comes from FOUNDER_PASSWORD or a prompt."
    )
    stealth_options = ("stdin",)  # tests give a stdin that is no terminal, as createsuperuser's

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--tenant", required=True, help="tenant id")
        parser.add_argument("--username", required=True)
        parser.add_argument("--display-name", default="")

    def handle(
        self, *args: Any, tenant: str, username: str, display_name: str, **options: Any
    ) -> None:
        tenant_id = parse_uuid(tenant, "tenant")
        with tenant_context(tenant_id):
            founder_tenant = tenant_by_id(tenant)
            # Before the password prompt, so a taken name does not cost the operator a password.
            available_username(tenant=founder_tenant, username=username, kind=Subject.Kind.HUMAN)
        password = founder_password(options.get("stdin") or sys.stdin)
        if len(password) < 12:
            raise CommandError("founder_password_too_short: use at least 12 characters")
        with tenant_context(tenant_id):
            founder = create_founder(
                tenant=founder_tenant,
                username=username,
                password=password,
                display_name=display_name,
            )
        self.stdout.write(f"founder {founder.user.username} ({founder.pk}) holds rubric_admin")


def founder_password(stdin: TextIO) -> str:
    """FOUNDER_PASSWORD, or what the operator types at the prompt. Without a terminal getpass
    would read the password from stdin, echoing it, and fail at its end."""
    password = os.environ.get("FOUNDER_PASSWORD")
    if password:
        return password
    if not stdin.isatty():
        raise no_password_given()
    try:
        return getpass.getpass("Founder password: ")
    except EOFError as exc:  # Ctrl-D at the prompt
        raise no_password_given() from exc


def no_password_given() -> CommandError:
    return CommandError(
        "founder_password_required: set FOUNDER_PASSWORD, or run the command in a terminal to "
        "be asked for the password"
    )
