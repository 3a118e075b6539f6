from __future__ import annotations

from datetime import datetime
from typing import Any

from django.apps import apps
from django.core.management.base import CommandError
from django.utils.dateparse import parse_datetime

from cyberos_eval.management.base import DomainCommand, parse_uuid
from governance.management.commands._common import actor_named, in_tenant, subject_named
from governance.models import Role
from governance.services import issue_grant


def _moment(value: str | None, option: str) -> datetime | None:
    if value is None:
        return None
    parsed = parse_datetime(value)
    if parsed is None or parsed.tzinfo is None:
        raise CommandError(f"invalid_datetime: {option} needs an ISO 8601 time with an offset")
    return parsed


class Command(DomainCommand):
    help = "Grant a role to a subject, tenant-wide or on one rubric, on a disclosed basis."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--tenant", required=True, help="tenant id")
        parser.add_argument("--to", required=True, dest="grantee", help="grantee's username")
        parser.add_argument("--role", required=True, choices=Role.values)
        parser.add_argument("--basis", required=True, help="disclosed basis / purpose")
        parser.add_argument("--rubric", help="rubric id (default: tenant-wide)")
        parser.add_argument("--valid-from", help="ISO 8601 with offset (default: now)")
        parser.add_argument("--valid-until", help="ISO 8601 with offset (default: open-ended)")
        parser.add_argument("--actor", help="username of the admin doing this (default: operator)")

    def handle(self, *args: Any, **options: Any) -> None:
        with in_tenant(options["tenant"]):
            obj = None
            if options["rubric"]:
                rubric_model = apps.get_model("rubric", "Rubric")
                obj = rubric_model.objects.filter(
                    pk=parse_uuid(options["rubric"], "rubric")
                ).first()
                if obj is None:
                    raise CommandError(f"rubric_not_found: no rubric {options['rubric']}")
            grant = issue_grant(
                actor=actor_named(options["actor"]),
                subject=subject_named(options["grantee"]),
                role=options["role"],
                basis=options["basis"],
                obj=obj,
                valid_from=_moment(options["valid_from"], "--valid-from"),
                valid_until=_moment(options["valid_until"], "--valid-until"),
            )
        self.stdout.write(str(grant.pk))
