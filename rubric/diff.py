"""What changed between two versions, item by item (matched by lineage), field by field."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .models import RubricItem

COMPARED_FIELDS = (
    "title_vi",
    "title_en",
    "description_vi",
    "description_en",
    "source_doc",
    "clause_ref",
    "source_quote_vi",
    "source_quote_en",
    "item_kind",
    "obligation_kind",
    "check_type",
    "check_params",
    "weight",
    "needs_clause_ref",
)


@dataclass(frozen=True)
class FieldChange:
    field: str
    before: Any
    after: Any


@dataclass
class VersionDiff:
    added: list[RubricItem] = field(default_factory=list)
    removed: list[RubricItem] = field(default_factory=list)
    changed: list[tuple[RubricItem, list[FieldChange]]] = field(default_factory=list)
    unchanged: int = 0

    @property
    def is_empty(self) -> bool:
        return not (self.added or self.removed or self.changed)


def diff_items(before: Iterable[RubricItem], after: Iterable[RubricItem]) -> VersionDiff:
    old = {item.lineage_id: item for item in before}
    result = VersionDiff()
    for item in after:
        previous = old.pop(item.lineage_id, None)
        if previous is None:
            result.added.append(item)
            continue
        changes = [
            FieldChange(name, getattr(previous, name), getattr(item, name))
            for name in COMPARED_FIELDS
            if getattr(previous, name) != getattr(item, name)
        ]
        if changes:
            result.changed.append((item, changes))
        else:
            result.unchanged += 1
    result.removed = list(old.values())
    return result
