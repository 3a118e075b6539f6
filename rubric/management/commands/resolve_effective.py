from __future__ import annotations

from typing import Any

from cyberos_eval.management.base import DomainCommand
from cyberos_eval.tenancy import tenant_context
from rubric.management.commands._common import (
    describe_version,
    dumps,
    find_rubric,
    parse_date,
    version_summary,
)
from rubric.selectors import resolve_effective, tenant_today


class Command(DomainCommand):
    help = "Print the rubric version in force on a date (default: today in the tenant's timezone)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("rubric_id")
        parser.add_argument("--at", help="YYYY-MM-DD")
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, rubric_id: str, at: str | None, **options: Any) -> None:
        rubric = find_rubric(rubric_id)
        with tenant_context(rubric.tenant_id):
            day = parse_date(at, "--at") if at else tenant_today(rubric.tenant)
            version = resolve_effective(rubric, day)
            items = list(version.items.order_by("position", "created_at"))
            today = tenant_today(rubric.tenant)
        if options["json"]:
            summary = version_summary(version, today) | {
                "at": day.isoformat(),
                "items": [
                    {
                        "id": str(i.pk),
                        "lineage_id": str(i.lineage_id),
                        "source_doc": i.source_doc,
                        "clause_ref": i.clause_ref,
                        "item_kind": i.item_kind,
                        "check_type": i.check_type,
                        "check_params": i.check_params,
                        "weight": str(i.weight),
                        "title_vi": i.title_vi,
                        "title_en": i.title_en,
                    }
                    for i in items
                ],
            }
            self.stdout.write(dumps(summary))
        else:
            self.stdout.write(
                f"{rubric.name}: in force on {day}: {describe_version(version, today)}, "
                f"{len(items)} items"
            )
