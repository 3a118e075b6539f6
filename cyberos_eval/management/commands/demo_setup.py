from __future__ import annotations

import os
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from governance.models import Subject
from governance.selectors import subject_for_user
from governance.services import create_founder, create_tenant

DEMO_TENANT_NAME = "CyberSkill (demo)"
DEMO_FOUNDER_USERNAME = "founder"
DEMO_FOUNDER_PASSWORD_DEFAULT = "cyberos-demo-2026"  # noqa: S105 - a published demo login


def ensure_demo(password: str) -> Subject:
    """The demo tenant and its founder, created once; later runs find them again."""
    user = get_user_model().objects.filter(username=DEMO_FOUNDER_USERNAME).first()
    if user is not None:
        existing = subject_for_user(user)
        if existing is not None:
            return existing
    tenant = create_tenant(name=DEMO_TENANT_NAME)
    return create_founder(
        tenant=tenant, username=DEMO_FOUNDER_USERNAME, password=password, display_name="Founder"
    )


class Command(BaseCommand):
    help = "Create the demo tenant and its founder login (idempotent) and print how to sign in."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--url", default="http://127.0.0.1:8000/admin/")

    def handle(self, *args: Any, url: str, **options: Any) -> None:
        password = os.environ.get("DEMO_FOUNDER_PASSWORD", DEMO_FOUNDER_PASSWORD_DEFAULT)
        founder = ensure_demo(password)
        self.stdout.write(self.style.SUCCESS("Demo ready."))
        self.stdout.write(f"  admin:    {url}")
        self.stdout.write(f"  username: {founder.user.username}")
        self.stdout.write(f"  password: {password}")
