"""Test data made through the services, so it obeys the same rules as production data."""

from __future__ import annotations

import datetime as dt
import itertools
from pathlib import Path
from typing import Any

from cyberos_eval.tenancy import tenant_context
from governance.actors import OPERATOR
from governance.models import Grant, Role, Subject, Tenant
from governance.services import create_founder, create_subject, create_tenant, issue_grant
from rubric.models import Rubric, RubricItem, RubricVersion
from rubric.validation import EDITABLE_FIELDS

_sequence = itertools.count(1)
PASSWORD = "correct horse battery staple"


def make_tenant(name: str | None = None) -> Tenant:
    return create_tenant(name=name or f"Tenant {next(_sequence)}")


def make_subject(
    tenant: Tenant,
    *,
    kind: str = Subject.Kind.HUMAN,
    username: str | None = None,
    password: str | None = PASSWORD,
) -> Subject:
    return create_subject(
        tenant=tenant, username=username or f"user{next(_sequence)}", kind=kind, password=password
    )


def make_founder(tenant: Tenant) -> Subject:
    return create_founder(tenant=tenant, username=f"founder{next(_sequence)}", password=PASSWORD)


def make_grant(
    subject: Subject, role: str = Role.RUBRIC_READER, obj: object = None, **kwargs
) -> Grant:
    return issue_grant(
        actor=OPERATOR,
        subject=subject,
        role=role,
        basis=kwargs.pop("basis", "Evaluation service reads the standard in force."),
        obj=obj,  # type: ignore[arg-type]
        **kwargs,
    )


def make_rubric(tenant: Tenant, name: str | None = None) -> Rubric:
    # Placeholder until the rubric services exist: a bare row in the tenant's context.
    with tenant_context(tenant):
        return Rubric.objects.create(tenant=tenant, name=name or f"Rubric {next(_sequence)}")


SEED_ITEMS: tuple[dict[str, Any], ...] = (
    {
        "source_doc": "nda_ip",
        "clause_ref": "§4.2",
        "source_quote_vi": "Người lao động phải giữ bí mật thông tin trong 24 tháng",
        "source_quote_en": "The employee shall keep information confidential for 24 months",
        "item_kind": "obligation",
        "obligation_kind": "confidentiality",
        "check_type": "evidence_presence",
        "check_params": {"signal": "no_unauthorized_disclosure", "window_days": 730},
        "weight": "10.00",
        "title_vi": "Bảo mật thông tin sau khi nghỉ việc",
        "title_en": "Confidentiality after leaving",
    },
    {
        "source_doc": "total_rewards_appendix",
        "clause_ref": "§3.1",
        "source_quote_vi": "Tỷ lệ hoàn thành mục tiêu quý không dưới 90%",
        "source_quote_en": "A quarterly goal completion rate of at least 90%",
        "item_kind": "kpi",
        "check_type": "threshold_numeric",
        "check_params": {"target": 0.9, "operator": ">=", "metric": "quarterly_goal_rate"},
        "weight": "20",
        "title_vi": "Tỷ lệ hoàn thành mục tiêu quý",
        "title_en": "Quarterly goal completion rate",
        "description_vi": "Tỷ lệ mục tiêu quý đã hoàn thành.",
        "description_en": "Share of the quarter's goals completed.",
    },
)


def make_draft_with_items(
    founder: Subject, items: int, *, name: str | None = None
) -> RubricVersion:
    """A new rubric whose draft v1 holds ``items`` coherent items (an obligation and a KPI in
    turn), ready to approve or publish — fast enough for thousands (benchmarks).

    The first two items go through ``add_item`` (validated, citations checked against the
    tenant's signed documents if imported, audited). The others copy them with titles, lineage
    ids and positions of their own, inserted in one statement as the application role in the
    tenant's context: row-level security and the item guard apply, and ``approve_version`` /
    ``publish_version`` validate every item, but these copies have no ``item_added`` audit row
    (``add_item`` for each would write one, at some 10 ms per item).
    """
    from rubric.services import add_item, create_rubric

    draft = create_rubric(
        actor=founder, tenant=founder.tenant, name=name or f"Rubric {next(_sequence)}"
    )
    seeds = [
        add_item(actor=founder, version=draft, data=data | {"position": n})
        for n, data in enumerate(SEED_ITEMS[:items], start=1)
    ]
    copied = sorted(EDITABLE_FIELDS - {"position", "title_vi", "title_en"})
    with tenant_context(founder.tenant):
        RubricItem.objects.bulk_create(
            RubricItem(
                tenant_id=founder.tenant_id,
                rubric_version=draft,
                position=n,
                title_vi=f"{seed.title_vi} ({n})",
                title_en=f"{seed.title_en} ({n})",
                created_by_subject=founder,
                cited_document_id=seed.cited_document_id,
                **{field: getattr(seed, field) for field in copied},
            )
            for n in range(len(seeds) + 1, items + 1)
            for seed in [seeds[n % len(seeds)]]
        )
    return draft


def make_published_version(
    founder: Subject, items: int, *, effective_from: dt.date = dt.date(2026, 1, 1)
) -> RubricVersion:
    """``make_draft_with_items`` published through ``publish_version`` (from a draft: approved
    and published at once)."""
    from rubric.services import publish_version

    draft = make_draft_with_items(founder, items)
    return publish_version(actor=founder, version=draft, effective_from=effective_from)


SMALL_LABOR_CONTRACT = """# HỢP ĐỒNG LAO ĐỘNG

LABOR CONTRACT

## Điều 1. Công việc

Article 1. Job

Người lao động làm kỹ sư phần mềm tại Hồ Chí Minh.

The employee works as a software engineer in Ho Chi Minh City.

## Điều 4. Thời giờ làm việc

Article 4. Working time

4.1. Thời giờ làm việc không quá 40 giờ/tuần, từ thứ Hai đến thứ Sáu.

4.1. Working time does not exceed 40 hours per week, Monday to Friday.

4.2. Người lao động được nghỉ hằng năm 12 ngày làm việc hưởng nguyên lương.

4.2. The employee is entitled to 12 working days of fully paid annual leave.
"""

SMALL_NDA = """# THỎA THUẬN BẢO MẬT

NON-DISCLOSURE AGREEMENT

## Điều 3. Bảo mật

Article 3. Confidentiality

3.1. Người lao động phải giữ bí mật mọi thông tin kinh doanh của Công ty.

3.1. The employee shall keep all business information of the Company confidential.

## Điều 4. Nghĩa vụ sau khi nghỉ việc

Article 4. Duties after leaving

4.1. Người lao động hoàn trả tài liệu trong vòng 05 ngày làm việc.

4.1. The employee returns all materials within 5 working days.

4.2. Người lao động phải giữ bí mật thông tin trong 24 tháng sau khi nghỉ việc.

4.2. The employee shall keep information confidential for 24 months after leaving.
"""


def import_document(
    tenant: Tenant,
    directory: Path,
    kind: str,
    text: str,
    *,
    signed_on: str = "2026-01-01",
    name: str | None = None,
    kind_confirmed: bool = False,
    whole_text_confirmed: bool = False,
) -> Any:
    """Import a small bilingual Markdown document through the real parser and service."""
    from rubric.services.documents import import_signed_document

    path = directory / (name or f"{kind}.md")
    path.write_text(text, encoding="utf-8")
    return import_signed_document(
        actor=OPERATOR,
        tenant=tenant,
        kind=kind,
        signed_on=dt.date.fromisoformat(signed_on),
        file=path,
        kind_confirmed=kind_confirmed,
        whole_text_confirmed=whole_text_confirmed,
    )


def import_printed(
    tenant_id: Any, path: Path, *, signed_on: str, kind: str = "labor_contract"
) -> str:
    """Import a file with the operators' command; what it prints."""
    import io

    from django.core.management import call_command

    out = io.StringIO()
    call_command(
        "import_signed_document",
        tenant=str(tenant_id),
        kind=kind,
        file=str(path),
        signed_on=signed_on,
        stdout=out,
    )
    return out.getvalue()
