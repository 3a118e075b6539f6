from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from governance.models import Role, Subject
from rubric.models import RubricItem, RubricVersion
from rubric.services import add_item, create_rubric, publish_version
from tests.factories import make_grant, make_subject


def good_obligation(**overrides: Any) -> dict[str, Any]:
    """The spec's §8 example item."""
    return {
        "source_doc": "nda_ip",
        "clause_ref": "§4.2",
        "source_quote_vi": "Người lao động phải giữ bí mật...",
        "source_quote_en": "The employee shall keep confidential...",
        "item_kind": "obligation",
        "obligation_kind": "confidentiality",
        "check_type": "evidence_presence",
        "check_params": {"signal": "no_unauthorized_disclosure"},
        "weight": "10.00",
        "title_vi": "Bảo mật thông tin",
        "title_en": "Confidentiality",
    } | overrides


def good_kpi(**overrides: Any) -> dict[str, Any]:
    return {
        "source_doc": "total_rewards_appendix",
        "clause_ref": "§3.1",
        "source_quote_vi": "Tỷ lệ hoàn thành mục tiêu quý không dưới 90%",
        "source_quote_en": "A quarterly goal completion rate of at least 90%",
        "item_kind": "kpi",
        "check_type": "threshold_numeric",
        "check_params": {"target": 0.9, "operator": ">="},
        "weight": "20",
        "title_vi": "Tỷ lệ hoàn thành mục tiêu quý",
        "title_en": "Quarterly goal completion rate",
    } | overrides


@pytest.fixture
def draft(founder) -> RubricVersion:
    return create_rubric(actor=founder, tenant=founder.tenant, name="CyberSkill employment rubric")


@pytest.fixture
def service_account(tenant) -> Subject:
    service = make_subject(tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, Role.RUBRIC_ADMIN)
    return service


def fill(version: RubricVersion, actor: Subject, *items: dict[str, Any]) -> list[RubricItem]:
    return [add_item(actor=actor, version=version, data=data) for data in items]


def publish(version: RubricVersion, actor: Subject, day: str, **kwargs: Any) -> RubricVersion:
    return publish_version(
        actor=actor, version=version, effective_from=dt.date.fromisoformat(day), **kwargs
    )
