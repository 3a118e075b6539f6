from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from rubric.documents import DocumentUnreadable
from rubric.genie.proposer import ProposerFailed
from rubric.genie.proposers import PROPOSER_NAMES, make_proposer
from rubric.genie.replay import BASELINE, gold_set_names, regressions, replay

# The product's promise for the offline proposer, checked on every CI run.
MIN_RECALL = 0.8


class Command(BaseCommand):
    help = (
        "Replay GENIE on the hand-made gold sets (tests/fixtures/genie_replay): proposals, "
        "grounded share, citation precision, recall and fabricated citations per document. "
        "--baseline pins the report; --paired compares with it and exits 1 if recall drops or "
        "a citation is fabricated; --check is the CI gate (--paired, plus recall >= 0.8 and no "
        "fabricated citation for the rules proposer)."
    )

    def add_arguments(self, parser: Any) -> None:
        mode = parser.add_mutually_exclusive_group()
        mode.add_argument("--baseline", action="store_true", help=f"write {BASELINE.name}")
        mode.add_argument("--paired", action="store_true", help="compare with the baseline")
        mode.add_argument("--check", action="store_true", help="the CI regression gate")
        parser.add_argument("--proposer", choices=PROPOSER_NAMES, default="rules")
        parser.add_argument("--set", action="append", dest="sets", help="a gold set (repeat)")
        parser.add_argument("--baseline-file", type=Path, default=BASELINE)
        parser.add_argument("--json", action="store_true", help="print the whole report")

    def handle(self, *args: Any, **options: Any) -> None:
        names = options["sets"] or gold_set_names()
        unknown = sorted(set(names) - set(gold_set_names(held_out=True)))
        if unknown:
            raise CommandError(f"gold_set_not_found: {', '.join(unknown)}")
        try:
            report = replay(make_proposer(options["proposer"]), names)
        except ProposerFailed as failure:
            raise CommandError(f"{failure.code}: {failure.message}") from failure
        except DocumentUnreadable as failure:
            raise CommandError(
                f"gold_set_unreadable: {failure.code}: {failure.message}"
            ) from failure
        if options["json"]:
            self.stdout.write(json.dumps(report, ensure_ascii=False, indent=2))
        else:
            self._table(report)
        path: Path = options["baseline_file"]
        if options["baseline"]:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", "utf-8")
            self.stdout.write(f"baseline pinned: {path}")
            return
        if not (options["paired"] or options["check"]):
            return
        if not path.is_file():
            raise CommandError(f"baseline_missing: {path} (run genie_replay --baseline)")
        baseline = json.loads(path.read_text(encoding="utf-8"))
        if baseline.get("proposer") != report["proposer"]:
            raise CommandError(
                f"baseline_mismatch: the baseline is for {baseline.get('proposer')!r}, "
                f"not {report['proposer']!r}"
            )
        failures = [f"{r.where}: {r.what}" for r in regressions(report, baseline)]
        recall = report["total"]["recall"]
        if options["check"] and report["proposer"] == "rules" and (recall or 0) < MIN_RECALL:
            failures.append(f"total: recall {recall} < {MIN_RECALL}")
        baseline_recall = baseline["total"]["recall"]
        self.stdout.write(f"paired with {path.name}: recall {recall} (baseline {baseline_recall})")
        if failures:
            for regression in failures:
                self.stderr.write(f"REGRESSION {regression}")
            raise SystemExit(1)
        self.stdout.write("no regression")

    def _table(self, report: dict[str, Any]) -> None:
        header = (
            f"{'set/document':<34}{'proposals':>10}{'grounded':>10}{'cit.prec':>10}"
            f"{'recall':>9}{'params':>9}{'fabricated':>12}"
        )
        self.stdout.write(f"proposer: {report['proposer']}")
        self.stdout.write(header)

        def row(label: str, numbers: dict[str, Any]) -> None:
            def show(value: float | None) -> str:
                return "—" if value is None else f"{value:.2f}"

            self.stdout.write(
                f"{label:<34}{numbers['proposals']:>10}{show(numbers['grounded_share']):>10}"
                f"{show(numbers['citation_precision']):>10}{show(numbers['recall']):>9}"
                f"{show(numbers['parameter_accuracy']):>9}"
                f"{numbers['fabricated_citations']:>12}"
            )

        for name, result in report["sets"].items():
            for kind, numbers in result["documents"].items():
                row(f"{name}/{kind}", numbers)
            row(f"{name} (all)", result["total"])
        row("TOTAL", report["total"])
