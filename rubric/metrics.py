"""The rubric's OpenTelemetry instruments."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import cache

from opentelemetry.metrics import Counter as OtelCounter
from opentelemetry.metrics import _Gauge as OtelGauge

from cyberos_eval.telemetry import meter

from .models import ItemKind, RubricItem, RubricVersion, SourceDoc


@cache
def _items_gauge() -> OtelGauge:
    return meter().create_gauge(
        "eval_rubric_items_total", description="Items in the current published version"
    )


@cache
def _publishes() -> OtelCounter:
    return meter().create_counter(
        "eval_rubric_publishes_total", description="Publish attempts by result (ok | rejected)"
    )


@cache
def _genie_drafts() -> OtelCounter:
    return meter().create_counter(
        "eval_rubric_genie_drafts_total",
        description="GENIE proposals by outcome (proposed | needs_clause_ref)",
    )


def record_publish(result: str) -> None:
    _publishes().add(1, {"result": result})


def record_current_items(version: RubricVersion, items: Iterable[RubricItem]) -> None:
    """Set the gauge for every kind and document, zero included, so stale counts never linger."""
    counts = Counter((item.item_kind, item.source_doc) for item in items)
    for kind in ItemKind.values:
        for doc in SourceDoc.values:
            _items_gauge().set(
                counts[(kind, doc)],
                {"item_kind": kind, "source_doc": doc, "rubric_id": str(version.rubric_id)},
            )


def record_genie_draft(outcome: str, count: int = 1) -> None:
    if count:
        _genie_drafts().add(count, {"outcome": outcome})
