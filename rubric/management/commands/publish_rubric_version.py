from __future__ import annotations

from typing import Any

from django.core.management.base import CommandError

from cyberos_eval.management.base import DomainCommand, parse_uuid
from cyberos_eval.tenancy import tenant_context
from governance.selectors import subject_for_user
from rubric.management.commands._common import (
    describe_version,
    dumps,
    parse_date,
    version_summary,
)
from rubric.models import RubricVersion
from rubric.selectors import tenant_today
from rubric.services import publish_version


class Command(DomainCommand):
    help = (
        "Publish a rubric version as a named human approver. Errors print the stable code "
        "(e.g. rubric_item_uncited, rubric_effective_overlap) and exit non-zero."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("version_id")
        parser.add_argument("--approver", required=True, help="username of a human rubric_admin")
        parser.add_argument("--effective-from", required=True, help="YYYY-MM-DD")
        parser.add_argument("--reason", help="required when back-dating over a version in force")
        parser.add_argument("--json", action="store_true", help="machine-readable output")

    def handle(self, *args: Any, **options: Any) -> None:
        from django.contrib.auth import get_user_model

        user = get_user_model().objects.filter(username=options["approver"]).first()
        subject = subject_for_user(user) if user else None
        if subject is None:
            raise CommandError(f"subject_not_found: no subject {options['approver']!r}")
        effective_from = parse_date(options["effective_from"], "--effective-from")
        with tenant_context(subject.tenant_id):
            version = RubricVersion.objects.filter(
                pk=parse_uuid(options["version_id"], "version")
            ).first()
            if version is None:
                raise CommandError(
                    f"rubric_version_not_found: no version {options['version_id']} "
                    f"in the approver's tenant"
                )
            published = publish_version(
                actor=subject,
                version=version,
                effective_from=effective_from,
                reason=options["reason"],
            )
            today = tenant_today(subject.tenant)
        if options["json"]:
            self.stdout.write(dumps(version_summary(published, today)))
        else:
            self.stdout.write(
                f"published {describe_version(published, today)} "
                f"(content hash {published.content_hash[:12]}…)"
            )
