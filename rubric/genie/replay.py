"""The draft replay rig: measures a proposer honestly against hand-made gold sets.

A gold set (``tests/fixtures/genie_replay/<set>/``) is documents plus the items a careful human
extracted from them, each keyed to its clause — never derived from a drafter's output. The rig
parses the documents with the product's parser, runs the proposer, passes every proposal through
the same grounding verifier the product uses, and then checks what would be stored *again,
independently* against the parsed text: a stored citation whose clause does not exist or whose
quote is not in that clause is a fabricated citation (there must be none).

Matching: a proposal matches a gold item when source_doc, clause_ref, item_kind and check_type
are equal; each gold item is matched at most once (among gold items sharing those fields, the
one whose defining parameters the proposal read).
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..citations import CitableClause, build_citable
from ..documents.parsing import parse_signed_document
from .documents import DocumentSet
from .grounding import ground
from .proposer import Proposal, Proposer

GOLD_SETS = Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "genie_replay"
BASELINE = Path(__file__).resolve().parents[2] / "bench" / "reports" / "genie-baseline.json"
KEY_FIELDS = ("source_doc", "clause_ref", "item_kind", "check_type")


@dataclass
class GoldSet:
    name: str
    documents: DocumentSet
    gold: list[dict[str, Any]]
    texts: dict[str, dict[str, tuple[str, str]]] = field(default_factory=dict)


def load_gold_set(directory: Path) -> GoldSet:
    manifest = json.loads((directory / "manifest.json").read_text(encoding="utf-8"))
    documents = {}
    texts: dict[str, dict[str, tuple[str, str]]] = {}
    for entry in manifest["documents"]:
        path = (directory / entry["file"]).resolve()
        path_en = (directory / entry["file_en"]).resolve() if entry.get("file_en") else None
        parsed = parse_signed_document(path, path_en=path_en)
        clauses = [
            CitableClause(c.ref, c.label_vi, c.label_en, c.text_vi, c.text_en, c.parent_ref)
            for c in parsed.clauses
        ]
        documents[entry["kind"]] = build_citable(
            id=None,
            kind=entry["kind"],
            version_no=1,
            sha256="",
            title_vi=parsed.title_vi,
            title_en=parsed.title_en,
            clauses=clauses,
        )
        texts[entry["kind"]] = {c.ref: (c.text_vi, c.text_en) for c in parsed.clauses}
    gold = json.loads((directory / "gold.json").read_text(encoding="utf-8"))["items"]
    return GoldSet(directory.name, DocumentSet(documents), gold, texts)


# Measured on purpose (``--set heldout2``), never by the regression gate: a set the rules are
# compared against on every run is a set they end up tuned to.
HELD_OUT = frozenset({"heldout2", "heldout3"})


def gold_set_names(*, held_out: bool = False) -> list[str]:
    """The gold sets the gate replays (``held_out``: every set, the held-out one included)."""
    return sorted(
        p.name
        for p in GOLD_SETS.iterdir()
        if (p / "gold.json").is_file() and (held_out or p.name not in HELD_OUT)
    )


def _key(fields: dict[str, Any]) -> tuple[Any, ...]:
    return tuple(fields.get(name) for name in KEY_FIELDS)


def _plain(text: str | None) -> str:
    """An independent normalisation (not the product's): NFC, whitespace collapsed."""
    return " ".join(unicodedata.normalize("NFC", text or "").split())


def _fabricated(stored: dict[str, Any], gold_set: GoldSet) -> bool:
    """Whether a stored citation is not what the parsed documents say — checked without the
    product's citation code: the clause must exist and each quote be in its subtree text."""
    ref = stored.get("clause_ref")
    if not ref:
        return False  # stored without a citation: needs_clause_ref, nothing claimed
    clauses = gold_set.texts.get(stored["source_doc"], {})
    if ref not in clauses:
        return True
    subtree = [
        text
        for child, text in clauses.items()
        if child == ref or child.startswith((f"{ref}.", f"{ref}("))
    ]
    vi = _plain(" ".join(t[0] for t in subtree))
    en = _plain(" ".join(t[1] for t in subtree))
    quote_vi, quote_en = (
        _plain(stored.get("source_quote_vi")),
        _plain(stored.get("source_quote_en")),
    )
    return bool((quote_vi and quote_vi not in vi) or (quote_en and quote_en not in en))


@dataclass
class Tally:
    proposals: int = 0
    grounded: int = 0
    matched_citation: int = 0  # grounded, citing a clause the gold set has an item for
    matched_items: int = 0  # gold items matched (key fields equal, one to one)
    gold: int = 0
    fabricated: int = 0
    params_compared: int = 0  # matched items whose gold states the key parameters
    params_equal: int = 0  # …and the proposal read the same values from the clause

    def add(self, other: Tally) -> None:
        for name in vars(self):
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def as_json(self) -> dict[str, Any]:
        def ratio(part: int, whole: int) -> float | None:
            return round(part / whole, 4) if whole else None  # unknown, not 0

        return {
            "proposals": self.proposals,
            "grounded": self.grounded,
            "grounded_share": ratio(self.grounded, self.proposals),
            "citation_precision": ratio(self.matched_citation, self.grounded),
            "item_precision": ratio(self.matched_items, self.grounded),
            "gold_items": self.gold,
            "matched_gold_items": self.matched_items,
            "recall": ratio(self.matched_items, self.gold),
            "parameter_accuracy": ratio(self.params_equal, self.params_compared),
            "fabricated_citations": self.fabricated,
        }


def replay_set(gold_set: GoldSet, proposals: list[Proposal]) -> tuple[dict[str, Any], Tally]:
    per_document: dict[str, Tally] = {kind: Tally() for kind in gold_set.documents.documents}
    gold_left: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for item in gold_set.gold:
        gold_left.setdefault(_key(item), []).append(item)
    gold_clauses = {(item["source_doc"], item["clause_ref"]) for item in gold_set.gold}
    for item in gold_set.gold:
        per_document.setdefault(item["source_doc"], Tally()).gold += 1
    missed = []
    for proposal in proposals:
        tally = per_document.setdefault(str(proposal.source_doc), Tally())
        tally.proposals += 1
        grounding = ground(proposal, gold_set.documents)
        stored = grounding.data
        if _fabricated(stored, gold_set):
            tally.fabricated += 1
        if not grounding.grounded:
            continue
        tally.grounded += 1
        if (stored["source_doc"], stored["clause_ref"]) in gold_clauses:
            tally.matched_citation += 1
        key = _key(stored)
        if gold_left.get(key):
            gold_item = _take(gold_left[key], stored.get("check_params") or {})
            tally.matched_items += 1
            compared = _same_parameters(stored.get("check_params") or {}, gold_item)
            if compared is not None:
                tally.params_compared += 1
                tally.params_equal += compared
    for key, items in gold_left.items():
        missed.extend([dict(zip(KEY_FIELDS, key, strict=True))] * len(items))
    total = Tally()
    for tally in per_document.values():
        total.add(tally)
    result = {
        "clauses": gold_set.documents.clause_count,
        "documents": {kind: tally.as_json() for kind, tally in sorted(per_document.items())},
        "total": total.as_json(),
        "missed_gold_items": sorted(missed, key=lambda k: tuple(str(v) for v in k.values())),
    }
    return result, total


def _take(candidates: list[dict[str, Any]], proposed: dict[str, Any]) -> dict[str, Any]:
    """The gold item a proposal matches among those sharing its key (one clause carrying two
    checks of one kind): the one whose defining parameters it read, else the first left."""
    for index, item in enumerate(candidates):
        if _same_parameters(proposed, item):
            return candidates.pop(index)
    return candidates.pop(0)


# The parameters a check is defined by; names such as metric or signal are free text.
_KEY_PARAMETERS = ("operator", "target", "within_months", "period")


def _same_parameters(proposed: dict[str, Any], gold_item: dict[str, Any]) -> bool | None:
    """Whether the proposal read the gold item's defining parameters (None: gold states none)."""
    gold = gold_item.get("check_params") or {}
    names = [name for name in _KEY_PARAMETERS if name in gold]
    if not names:
        return None
    return all(_equal(proposed.get(name), gold[name]) for name in names)


def _equal(a: Any, b: Any) -> bool:
    if isinstance(a, int | float) and isinstance(b, int | float):
        return float(a) == float(b)
    return bool(a == b)


def replay(proposer: Proposer, names: list[str] | None = None) -> dict[str, Any]:
    """Run ``proposer`` over each gold set; the report the command prints and pins."""
    sets: dict[str, Any] = {}
    total = Tally()
    usage: dict[str, Any] = {}
    for name in names or gold_set_names():
        gold_set = load_gold_set(GOLD_SETS / name)
        proposals = proposer.propose(gold_set.documents)
        sets[name], tally = replay_set(gold_set, proposals)
        total.add(tally)
        if getattr(proposer, "usage", None):
            usage[name] = [
                {"source_doc": u.source_doc, "prompt_tokens_cl100k": u.prompt_tokens}
                for u in proposer.usage  # type: ignore[attr-defined]
            ]
    report: dict[str, Any] = {
        "proposer": getattr(proposer, "name", type(proposer).__name__),
        "matching": "source_doc, clause_ref, item_kind and check_type equal; one to one",
        "sets": sets,
        "total": total.as_json(),
    }
    if usage:
        report["prompt_tokens"] = usage
    return report


@dataclass(frozen=True)
class Regression:
    where: str
    what: str


def regressions(current: dict[str, Any], baseline: dict[str, Any]) -> list[Regression]:
    """What got worse than the pinned baseline: recall anywhere, or any fabricated citation."""
    found = []
    scopes = [("total", current["total"], baseline.get("total", {}))]
    for name, result in current["sets"].items():
        pinned = baseline.get("sets", {}).get(name, {})
        scopes.append((name, result["total"], pinned.get("total", {})))
        for kind, numbers in result["documents"].items():
            scopes.append((f"{name}/{kind}", numbers, pinned.get("documents", {}).get(kind, {})))
    for where, now, then in scopes:
        if now["fabricated_citations"]:
            found.append(Regression(where, f"{now['fabricated_citations']} fabricated citation(s)"))
        if then.get("recall") is not None and (now["recall"] or 0) < then["recall"]:
            found.append(Regression(where, f"recall {now['recall']} < baseline {then['recall']}"))
    return found
