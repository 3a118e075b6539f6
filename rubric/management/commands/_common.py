from __future__ import annotations

import datetime as dt
import json
from typing import Any

from django.core.management.base import CommandError

from cyberos_eval.management.base import parse_uuid
from cyberos_eval.tenancy import tenant_context
from governance.selectors import all_tenant_ids
from rubric.models import Rubric, RubricVersion


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


def version_summary(version: RubricVersion) -> dict[str, Any]:
    return {
        "rubric_id": str(version.rubric_id),
        "rubric_version_id": str(version.pk),
        "version_no": version.version_no,
        "state": version.state,
        "effective_from": version.effective_from.isoformat() if version.effective_from else None,
        "effective_to": version.effective_to.isoformat() if version.effective_to else None,
        "content_hash": version.content_hash or None,
    }


def dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2)
