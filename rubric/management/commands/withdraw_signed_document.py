from __future__ import annotations

from typing import Any

from django.core.management.base import CommandError

from cyberos_eval.management.base import DomainCommand, parse_uuid
from governance.management.commands._common import actor_named, in_tenant
from rubric.management.commands._common import citation_review_lines, dumps
from rubric.models import SignedDocument
from rubric.services.documents import withdraw_signed_document


class Command(DomainCommand):
    help = (
        "Withdraw the latest import of a signed document as a mistake (the wrong file): the "
        "version before it is again the text citations are checked against, and the draft "
        "items citing the document are re-checked against it. The withdrawn version stays, as "
        "imported. Refused when a version outside a draft cites it."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("document_id", help="the signed document version's id")
        parser.add_argument("--tenant", required=True, help="tenant id")
        parser.add_argument("--reason", required=True, help="why the import was a mistake")
        parser.add_argument("--actor", help="username of the rubric_admin (default: operator)")
        parser.add_argument("--json", action="store_true", help="machine-readable output")

    def handle(self, *args: Any, **options: Any) -> None:
        document_id = parse_uuid(options["document_id"], "document")
        with in_tenant(options["tenant"]):
            document = SignedDocument.objects.filter(pk=document_id).first()
            if document is None:
                raise CommandError(f"signed_document_not_found: no document {document_id}")
            result = withdraw_signed_document(
                actor=actor_named(options["actor"]), document=document, reason=options["reason"]
            )
        restored = result.restored
        if options["json"]:
            self.stdout.write(
                dumps(
                    {
                        "withdrawn_document_id": str(document.pk),
                        "kind": document.kind,
                        "version_no": document.version_no,
                        "restored_document_id": str(restored.pk) if restored else None,
                        "restored_version_no": restored.version_no if restored else None,
                        "stale_items": [str(item.pk) for item in result.stale_items],
                        "repinned_items": result.repinned_items,
                        "lifted_items": [str(item.pk) for item in result.lifted_items],
                        "renumbered_items": result.renumbered_items,
                    }
                )
            )
            return
        now = (
            f"v{restored.version_no} is again the text citations are checked against"
            if restored
            else "no version of it is left"
        )
        self.stdout.write(f"withdrew {document.kind} v{document.version_no}: {now}")
        for item in result.lifted_items:
            self.stdout.write(
                f"no longer stale: item {item.pk} cites {item.clause_ref} as checked before the "
                "withdrawn import"
            )
        for line in citation_review_lines(result):
            self.stdout.write(line)
