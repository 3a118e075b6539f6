from __future__ import annotations

import datetime as dt
import sys
from typing import Any

from cyberos_eval.management.base import DomainCommand
from cyberos_eval.tenancy import tenant_context
from governance.management.commands._common import actor_named
from rubric.genie.proposers import PROPOSER_NAMES, make_proposer
from rubric.genie.service import DraftReport, GenieMode, Outcome, draft_from_documents, parse_mode
from rubric.management.commands._common import dumps, find_version


class Command(DomainCommand):
    help = (
        "GENIE: propose draft items for a draft version from the tenant's signed documents. "
        "Every proposal is checked against the signed text; one whose citation does not hold is "
        "stored without it (needs_clause_ref) for a person to cite. Nothing is approved or "
        "published. A proposal a person deleted from this rubric before is left out (dismissed) "
        "unless its clause was reworded since. --mode shadow reports the proposals and how they "
        "compare with the draft without storing anything."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("version_id")
        parser.add_argument("--proposer", choices=PROPOSER_NAMES, help="default: settings")
        parser.add_argument(
            "--mode", choices=[m.value for m in GenieMode], help="default: CYBEROS_GENIE_MODE"
        )
        parser.add_argument("--actor", help="username of the rubric_admin (default: operator)")
        parser.add_argument("--json", action="store_true", help="machine-readable output")

    def handle(self, *args: Any, **options: Any) -> None:
        version = find_version(options["version_id"])
        with tenant_context(version.tenant_id):
            actor = actor_named(options["actor"])
        report = draft_from_documents(
            actor=actor,
            version=version,
            proposer=make_proposer(options["proposer"]),
            mode=parse_mode(options["mode"]),
            progress=self._progress,
        )
        self._clear_progress()
        if options["json"]:
            self.stdout.write(dumps(report.as_json()))
            return
        self._summary(report)

    def _progress(self, done: int, total: int, what: str) -> None:
        line = f"[{done}/{total}] {what}"
        if sys.stderr.isatty():
            self.stderr.write(f"\r\033[K{line}", ending="")
        else:
            self.stderr.write(line)

    def _clear_progress(self) -> None:
        if sys.stderr.isatty():
            self.stderr.write("\r\033[K", ending="")

    def _summary(self, report: DraftReport) -> None:
        stored = report.mode == GenieMode.ON
        self.stdout.write(
            f"{report.proposer} proposer, mode {report.mode}: {len(report.outcomes)} proposal(s) "
            f"from {', '.join(report.documents)}"
        )
        verb = "stored" if stored else "would store"
        self.stdout.write(
            f"  {verb}: {report.count(Outcome.PROPOSED)} grounded, "
            f"{report.count(Outcome.NEEDS_CLAUSE_REF)} needing a citation; "
            f"rejected: {report.count(Outcome.REJECTED)}; already in the draft: "
            f"{report.count(Outcome.DUPLICATE)}; dismissed (deleted by a person before): "
            f"{report.count(Outcome.DISMISSED)}"
        )
        if report.not_proposed:
            self.stdout.write(
                "  in the draft but not proposed: "
                + ", ".join(f"{doc} {ref}" for doc, ref, _ in report.not_proposed)
            )
        for outcome in report.outcomes:
            data = outcome.grounding.data
            title = data.get("title_vi") or data.get("title_en") or "?"
            if outcome.outcome == Outcome.NEEDS_CLAUSE_REF:
                claim = outcome.grounding.claimed
                self.stdout.write(
                    f"  needs_clause_ref: «{title}» — claimed {claim.get('claimed_source_doc')} "
                    f"{claim.get('claimed_clause_ref')!r} ({outcome.grounding.reason})"
                )
            elif outcome.outcome == Outcome.REJECTED:
                codes = ", ".join(problem.code for problem in outcome.problems)
                self.stdout.write(f"  rejected: «{title}» — {codes}")
            elif outcome.dismissal is not None:
                when = outcome.dismissal.dismissed_at.astimezone(dt.UTC)
                self.stdout.write(
                    f"  dismissed: {data['source_doc']} {data['clause_ref']}: «{title}» "
                    f"{data.get('check_type')} — deleted by {outcome.dismissal.dismissed_by} "
                    f"on {when:%Y-%m-%d %H:%M} UTC (v{outcome.dismissal.version_no})"
                )
            elif not stored:
                note = " (already in the draft)" if outcome.already_in_draft else " (new)"
                self.stdout.write(
                    f"  {data['source_doc']} {data['clause_ref']}: «{title}» "
                    f"{data.get('check_type')}{note}"
                )
