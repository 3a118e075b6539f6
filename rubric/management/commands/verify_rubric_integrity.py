from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction

from cyberos_eval.tenancy import tenant_context
from governance.selectors import all_tenant_ids
from rubric.integrity import verify_published_content


class Command(BaseCommand):
    help = (
        "Recompute the content hash of every published and superseded version and compare it "
        "with the hash recorded at publication (and by corrections-of-record) in the version "
        "row and in the audit log. Any silent change, even by a superuser, is reported."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        checked, failures = 0, []
        for tenant_id in all_tenant_ids():
            # One snapshot per tenant: consistent (a publish committing meanwhile is seen whole
            # or not at all) without locking the tenant's rubrics against its authors.
            with transaction.atomic(), connection.cursor() as cursor:
                cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
                with tenant_context(tenant_id):
                    for finding in verify_published_content(lock=False):
                        checked += 1
                        if finding.problem:
                            failures.append(finding)
        for finding in failures:
            self.stderr.write(f"v{finding.version_no} {finding.version_id}: {finding.problem}")
        if failures:
            raise CommandError(f"rubric_integrity_broken: {len(failures)} of {checked} versions")
        self.stdout.write(self.style.SUCCESS(f"OK: {checked} published versions intact"))
