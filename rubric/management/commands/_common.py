from __future__ import annotations

import datetime as dt
import json
from typing import Any

from django.core.management.base import CommandError
from django.utils import translation

from cyberos_eval.management.base import parse_uuid
from cyberos_eval.tenancy import tenant_context
from governance.selectors import all_tenant_ids
from rubric.models import Rubric, RubricVersion
from rubric.presentation import amended_how
from rubric.selectors import version_status
from rubric.services.documents import DocumentImport


def parse_date(value: str, option: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError as exc:
        raise CommandError(f"invalid_date: {option} must be YYYY-MM-DD, got {value!r}") from exc


def find_version(version_id: str) -> RubricVersion:
    """Find a version in any tenant the operator names by id: the id is looked up per tenant
    through the ops directory, then the command runs in that tenant's context."""
    pk = parse_uuid(version_id, "version")
    for tenant_id in all_tenant_ids():
        with tenant_context(tenant_id):
            version = RubricVersion.objects.select_related("rubric").filter(pk=pk).first()
        if version is not None:
            return version
    raise CommandError(f"rubric_version_not_found: no version {version_id}")


def find_rubric(rubric_id: str) -> Rubric:
    pk = parse_uuid(rubric_id, "rubric")
    for tenant_id in all_tenant_ids():
        with tenant_context(tenant_id):
            rubric = Rubric.objects.filter(pk=pk).first()
        if rubric is not None:
            return rubric
    raise CommandError(f"rubric_not_found: no rubric {rubric_id}")


def version_summary(version: RubricVersion, today: dt.date) -> dict[str, Any]:
    status = version_status(version, today)
    return {
        "rubric_id": str(version.rubric_id),
        "rubric_version_id": str(version.pk),
        "version_no": version.version_no,
        "state": version.state,
        "status": None if status is None else str(status),
        "status_on": today.isoformat(),
        "effective_from": version.effective_from.isoformat() if version.effective_from else None,
        "effective_to": version.effective_to.isoformat() if version.effective_to else None,
        "content_hash": version.content_hash or None,
    }


def dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2)


def describe_version(version: RubricVersion, today: dt.date) -> str:
    """e.g. "v1 (superseded; in force on 2026-12-02), [2026-01-01, 2027-01-01)"."""
    status = version_status(version, today)
    where = f"; {str(status).replace('_', ' ')} on {today}" if status is not None else ""
    interval = (
        f", [{version.effective_from}, {version.effective_to or 'open-ended'})"
        if version.effective_from
        else ""
    )
    return f"v{version.version_no} ({version.state}{where}){interval}"


def amendment_lines(amendment: dict[str, Any]) -> list[str]:
    """What a change-only appendix did to the version it amends, a line each ("§3.1 reworded
    by the appendix's §1")."""
    if not amendment:
        return []
    lines = [
        f'applied the appendix "{amendment["appendix_title_vi"]}" to '
        f"v{amendment['amends_version']}: the text stored is v{amendment['amends_version']} "
        "as amended"
    ]
    with translation.override("en"):  # the commands speak English
        lines += [
            f"  {change['clause_ref']} {amended_how(change)}" for change in amendment["changes"]
        ]
    return lines


def citation_review_lines(result: DocumentImport) -> list[str]:
    """What an import (or a withdrawn one) did to the citations of the document, a line each."""
    lines = []
    if result.repinned_items:
        lines.append(f"{result.repinned_items} draft item(s) still supported: re-pinned")
    for moved in result.renumbered_items:
        lines.append(
            f"renumbered: item {moved['rubric_item_id']} now cites {moved['to']} "
            f"(was {moved['from']}), whose words and headings are unchanged"
        )
    for item in result.stale_items:
        lines.append(
            f"stale: item {item.pk} cites {item.clause_ref}, which this text no longer "
            "supports — review it"
        )
    for item in result.still_stale_items:
        lines.append(
            f"stale: item {item.pk} cites {item.clause_ref}, flagged by an earlier amendment "
            "and not reviewed since — review it against this text"
        )
    for version in result.approved_versions:
        # Approved items are frozen: nothing above touched them, and publishing them now
        # refuses their citations of the earlier text.
        lines.append(
            f"approved, not yet published: {version.rubric.name} v{version.version_no} "
            f"({version.pk}) cites this document — revert it to draft to re-check its "
            "citations against this text before publishing"
        )
    return lines
