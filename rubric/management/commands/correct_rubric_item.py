from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError
from django.db import DatabaseError, connections, transaction

from cyberos_eval.management.base import parse_uuid

FIELDS = [
    "clause_ref",
    "source_quote_vi",
    "source_quote_en",
    "title_vi",
    "title_en",
    "description_vi",
    "description_en",
]


class Command(BaseCommand):
    help = (
        "Correction of record: change the wording or citation of an item of a PUBLISHED version "
        "in place (a typo in a quote, a mis-numbered clause). Runs as cyberos_ops through the "
        "one sanctioned database function, which requires a reason, re-records the content "
        "hash and writes the eval.rubric_edited audit row. A different standard is a new version."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("item_id")
        parser.add_argument("--tenant", required=True)
        parser.add_argument("--field", required=True, choices=FIELDS)
        parser.add_argument("--value", required=True)
        parser.add_argument("--reason", required=True)
        parser.add_argument("--operator", required=True, help="who makes the correction")

    def handle(self, *args: Any, **options: Any) -> None:
        tenant = parse_uuid(options["tenant"], "tenant")
        item = parse_uuid(options["item_id"], "item")
        try:
            with transaction.atomic(using="ops"), connections["ops"].cursor() as cursor:
                cursor.execute(
                    "SELECT rubric_correct_item(%s, %s, %s, %s, %s, %s)",
                    [
                        tenant,
                        item,
                        options["field"],
                        options["value"],
                        options["reason"],
                        options["operator"],
                    ],
                )
                row = cursor.fetchone()
        except DatabaseError as exc:
            message = str(exc).strip().splitlines()[0]
            raise CommandError(
                message if ":" in message else f"rubric_correction_failed: {message}"
            ) from exc
        self.stdout.write(
            f"corrected {options['field']} of item {item}; audit row #{row[0] if row else '?'}"
        )
