"""Fixtures shared by the audit tests."""

from __future__ import annotations

import pytest

from governance.models import Role, Tenant
from tests.factories import make_founder, make_grant, make_subject, make_tenant


@pytest.fixture
def busy_tenant(committed: None) -> Tenant:
    """A committed tenant whose chain has a few rows: its creation, a founder, three grants."""
    tenant = make_tenant()
    make_founder(tenant)
    for _ in range(3):
        make_grant(make_subject(tenant), Role.RUBRIC_READER)
    return tenant
