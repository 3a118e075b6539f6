from __future__ import annotations

from typing import Any

from django.core.management.commands.migrate import Command as DjangoMigrate


class Command(DjangoMigrate):
    """``migrate``, run as the table owner unless another alias is named.

    The application role cannot change the schema, so ``--database default`` is never what an
    operator means.
    """

    def add_arguments(self, parser: Any) -> None:
        super().add_arguments(parser)
        parser.set_defaults(database="owner")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["database"] == "default":
            options["database"] = "owner"
        super().handle(*args, **options)
