"""Reading items (as the API serializes them, or as model instances) and calendar months."""

from __future__ import annotations

import datetime as dt
import uuid
from decimal import Decimal
from types import SimpleNamespace

import pytest

from rubric.evaluation import ItemDescriptor, add_months, evaluate

ON = dt.date(2025, 6, 30)


def test_from_item_reads_a_model_instance_by_attribute() -> None:
    item_id, lineage_id = uuid.uuid4(), uuid.uuid4()
    item = SimpleNamespace(
        id=item_id,
        lineage_id=lineage_id,
        check_type="threshold_numeric",
        check_params={"target": 3, "operator": ">", "metric": "kpi.a"},
        weight=Decimal("2.50"),
        source_doc="labor_contract",
        clause_ref="Điều 3",
        source_quote_vi="Trích dẫn",
        source_quote_en=None,
        cited_document=SimpleNamespace(version_no=14, sha256="ab" * 32),
    )
    descriptor = ItemDescriptor.from_item(item)
    assert (descriptor.id, descriptor.lineage_id) == (str(item_id), str(lineage_id))
    assert descriptor.weight == Decimal("2.50")
    assert descriptor.evidence_keys() == (str(item_id), str(lineage_id), "kpi.a")
    assert descriptor.citation.as_dict() == {
        "source_doc": "labor_contract",
        "clause_ref": "Điều 3",
        "source_quote_vi": "Trích dẫn",
        "source_quote_en": None,
        "document_version": 14,
        "document_sha256": "ab" * 32,
    }
    # An item citing a document the tenant never imported is pinned to no version.
    unpinned = ItemDescriptor.from_item(SimpleNamespace(**(vars(item) | {"cited_document": None})))
    assert unpinned.citation.as_dict()["document_version"] is None
    assert unpinned.citation.as_dict()["document_sha256"] is None


def test_items_without_a_measured_name_read_only_their_ids() -> None:
    descriptor = ItemDescriptor.from_dict(
        {
            "id": "a",
            "lineage_id": "b",
            "check_type": "attestation",
            "check_params": {},
            "weight": "1.00",
        }
    )
    assert descriptor.evidence_keys() == ("a", "b")


def test_descriptors_and_dicts_evaluate_alike() -> None:
    item = {
        "id": "a",
        "lineage_id": "b",
        "check_type": "evidence_presence",
        "check_params": {"signal": "sig.a"},
        "weight": "1.00",
        "source_doc": "nda_ip",
        "clause_ref": "Điều 2",
        "source_quote_vi": "vi",
        "source_quote_en": "en",
    }
    bundle = {
        "observations": {"sig.a": [{"value": True, "source_ref": "r", "observed_on": "2025-01-01"}]}
    }
    assert evaluate([item], bundle, on=ON) == evaluate(
        [ItemDescriptor.from_dict(item)], bundle, on=ON
    )


@pytest.mark.parametrize(
    ("day", "months", "expected"),
    [
        (dt.date(2025, 3, 31), -1, dt.date(2025, 2, 28)),
        (dt.date(2024, 3, 31), -1, dt.date(2024, 2, 29)),
        (dt.date(2025, 1, 31), 1, dt.date(2025, 2, 28)),
        (dt.date(2025, 6, 30), -6, dt.date(2024, 12, 30)),
        (dt.date(2025, 6, 30), -12, dt.date(2024, 6, 30)),
        (dt.date(2024, 1, 15), 24, dt.date(2026, 1, 15)),
    ],
)
def test_add_months_clamps_to_the_last_day_of_the_month(
    day: dt.date, months: int, expected: dt.date
) -> None:
    assert add_months(day, months) == expected
