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
from rubric.models import Rubric

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
    )
