"""Write operations on rubrics: each one transaction, one domain signal, one audit trail."""

from .authoring import (
    BulkAcceptance,
    accept_item,
    accept_items,
    add_item,
    create_draft_version,
    create_rubric,
    recheck_citation,
    remove_item,
    start_revision,
    update_item,
)
from .lifecycle import (
    approve_version,
    publish_version,
    revert_to_draft,
    withdraw_scheduled_version,
)

__all__ = [
    "BulkAcceptance",
    "accept_item",
    "accept_items",
    "add_item",
    "approve_version",
    "create_draft_version",
    "create_rubric",
    "publish_version",
    "recheck_citation",
    "remove_item",
    "revert_to_draft",
    "start_revision",
    "update_item",
    "withdraw_scheduled_version",
]
