from __future__ import annotations

from pathlib import Path
from typing import Any

from cyberos_eval.management.base import DomainCommand
from governance.management.commands._common import actor_named, in_tenant
from rubric.management.commands._common import (
    amendment_lines,
    citation_review_lines,
    dumps,
    parse_date,
)
from rubric.models import SourceDoc
from rubric.services.documents import import_signed_document


class Command(DomainCommand):
    help = (
        "Import one signed document (or an amendment: the next version of the same kind) with "
        "its clause tree. Prints the number of clauses and every alignment problem found (a "
        "Vietnamese clause with no English, numbering gaps, …). A file that cannot be parsed is "
        "refused with its reason and nothing is stored. Formats: .docx, .md/.txt, text-layer "
        ".pdf; layouts: paragraph then translation, a Vietnamese | English table, or two files "
        "(--file Vietnamese, --file-en English). An amendment re-checks the draft items citing "
        "the document and names the approved versions that cite it (revert them to draft: that "
        "re-checks theirs)."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--tenant", required=True, help="tenant id")
        parser.add_argument("--kind", required=True, choices=SourceDoc.values)
        parser.add_argument("--file", required=True, type=Path, help="the signed file")
        parser.add_argument(
            "--file-en", type=Path, help="the English file, when the languages are two files"
        )
        parser.add_argument("--signed-on", required=True, help="YYYY-MM-DD")
        parser.add_argument(
            "--kind-confirmed",
            action="store_true",
            help="import as --kind even though the document's title names another kind",
        )
        parser.add_argument(
            "--whole-text",
            action="store_true",
            help="the file is the whole text signed anew, though it has fewer than half the "
            "clauses of the version before",
        )
        parser.add_argument("--actor", help="username of the admin doing this (default: operator)")
        parser.add_argument("--json", action="store_true", help="machine-readable output")

    def handle(self, *args: Any, **options: Any) -> None:
        signed_on = parse_date(options["signed_on"], "--signed-on")
        with in_tenant(options["tenant"]) as tenant:
            result = import_signed_document(
                actor=actor_named(options["actor"]),
                tenant=tenant,
                kind=options["kind"],
                signed_on=signed_on,
                file=Path(options["file"]),
                file_en=Path(options["file_en"]) if options["file_en"] else None,
                kind_confirmed=options["kind_confirmed"],
                whole_text_confirmed=options["whole_text"],
            )
        document = result.document
        if options["json"]:
            self.stdout.write(
                dumps(
                    {
                        "document_id": str(document.pk),
                        "kind": document.kind,
                        "version_no": document.version_no,
                        "sha256": document.sha256,
                        "layout": document.layout,
                        "clauses": document.clause_count,
                        "problems": [
                            {"code": p.code, "clause_ref": p.clause_ref, "message": p.message}
                            for p in result.problems
                        ],
                        "stale_items": [str(item.pk) for item in result.stale_items],
                        "still_stale_items": [str(item.pk) for item in result.still_stale_items],
                        "repinned_items": result.repinned_items,
                        "renumbered_items": result.renumbered_items,
                        "amendment": result.amendment,
                        "approved_versions": [
                            {
                                "version_id": str(version.pk),
                                "rubric_id": str(version.rubric_id),
                                "rubric": version.rubric.name,
                                "version_no": version.version_no,
                            }
                            for version in result.approved_versions
                        ],
                    }
                )
            )
            return
        self.stdout.write(
            f"imported {document.kind} v{document.version_no} ({document.layout}): "
            f"{document.clause_count} clauses, sha256 {document.sha256}"
        )
        for line in amendment_lines(result.amendment):
            self.stdout.write(line)
        if result.problems:
            self.stdout.write(f"{len(result.problems)} alignment problem(s):")
            for problem in result.problems:
                where = f" {problem.clause_ref}" if problem.clause_ref else ""
                self.stdout.write(f"  - {problem.code}{where}: {problem.message}")
        else:
            self.stdout.write("no alignment problems")
        for line in citation_review_lines(result):
            self.stdout.write(line)
