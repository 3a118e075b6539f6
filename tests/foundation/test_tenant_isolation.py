"""Row-level security: fail closed without a tenant, and tenants never see each other."""

from __future__ import annotations

import psycopg
import pytest
from django.db import connection, connections
from django.db.utils import ProgrammingError

from cyberos_eval.tenancy import TenantContextError, current_tenant_id, tenant_context
from governance.models import Subject, Tenant
from tests.factories import make_subject, make_tenant


def fresh_app_connection() -> psycopg.Connection:
    """A brand-new connection as cyberos_app, outside Django's connection handling."""
    params = connections["default"].get_connection_params()
    params.pop("cursor_factory", None)
    params.pop("context", None)
    params.pop("prepare_threshold", None)
    return psycopg.connect(**params, autocommit=True)


@pytest.fixture
def two_tenants(committed: None) -> tuple[Subject, Subject]:
    tenant_a, tenant_b = make_tenant("A"), make_tenant("B")
    return make_subject(tenant_a), make_subject(tenant_b)


def test_no_tenant_on_a_fresh_connection_sees_zero_rows(two_tenants) -> None:
    with fresh_app_connection() as conn:
        assert conn.execute("SELECT current_user").fetchone() == ("cyberos_app",)
        assert conn.execute("SELECT count(*) FROM governance_subject").fetchone() == (0,)
        assert conn.execute("SELECT count(*) FROM governance_tenant").fetchone() == (0,)


def test_no_tenant_after_an_earlier_transaction_set_one_sees_zero_rows(two_tenants) -> None:
    subject_a, _ = two_tenants
    with fresh_app_connection() as conn:
        with conn.transaction():
            conn.execute("SELECT set_config('app.tenant_id', %s, true)", [str(subject_a.tenant_id)])
            assert conn.execute("SELECT count(*) FROM governance_subject").fetchone() == (1,)
        # The setting now reads back as '' (not NULL) on this connection.
        assert conn.execute("SELECT current_setting('app.tenant_id', true)").fetchone() == ("",)
        assert conn.execute("SELECT count(*) FROM governance_subject").fetchone() == (0,)


def test_a_garbage_tenant_setting_fails_instead_of_matching(two_tenants) -> None:
    with fresh_app_connection() as conn, conn.transaction():
        conn.execute("SELECT set_config('app.tenant_id', 'not-a-uuid', true)")
        with pytest.raises(psycopg.errors.InvalidTextRepresentation):
            conn.execute("SELECT count(*) FROM governance_subject")


def test_each_tenant_sees_only_its_own_rows(two_tenants) -> None:
    subject_a, subject_b = two_tenants
    with tenant_context(subject_a.tenant_id):
        assert list(Subject.objects.values_list("pk", flat=True)) == [subject_a.pk]
        assert list(Tenant.objects.values_list("pk", flat=True)) == [subject_a.tenant_id]
        assert not Subject.objects.filter(pk=subject_b.pk).exists()
    with tenant_context(subject_b.tenant_id):
        assert list(Subject.objects.values_list("pk", flat=True)) == [subject_b.pk]


def test_orm_queries_without_a_tenant_see_nothing(two_tenants) -> None:
    assert current_tenant_id() is None
    assert Subject.objects.count() == 0
    assert Tenant.objects.count() == 0


def test_inserting_a_row_for_another_tenant_is_refused(two_tenants) -> None:
    subject_a, subject_b = two_tenants
    with (
        pytest.raises(ProgrammingError, match="row-level security"),
        tenant_context(subject_a.tenant_id),
    ):
        Subject.objects.create(
            tenant_id=subject_b.tenant_id, user=subject_a.user, kind="human", display_name="x"
        )


def test_moving_a_row_to_another_tenant_is_refused(two_tenants) -> None:
    subject_a, subject_b = two_tenants
    with (
        pytest.raises(ProgrammingError, match="row-level security"),
        tenant_context(subject_a.tenant_id),
    ):
        Subject.objects.filter(pk=subject_a.pk).update(tenant_id=subject_b.tenant_id)


def test_inserting_without_a_tenant_is_refused(two_tenants) -> None:
    with pytest.raises(ProgrammingError, match="row-level security"):
        Tenant.objects.create(name="sneaky")


def test_tenant_context_is_transaction_local_and_undone_after_the_block(two_tenants) -> None:
    subject_a, _ = two_tenants
    with tenant_context(subject_a.tenant_id):
        assert current_tenant_id() == subject_a.tenant_id
    assert current_tenant_id() is None
    with connection.cursor() as cursor:
        cursor.execute("SELECT current_setting('app.tenant_id', true)")
        assert cursor.fetchone() in {("",), (None,)}


@pytest.mark.django_db
def test_tenant_setting_is_undone_inside_an_outer_transaction() -> None:
    """Test cases run inside a transaction: leaving the block must still clear the tenant."""
    tenant = make_tenant()
    with tenant_context(tenant):
        assert Tenant.objects.count() == 1
    assert Tenant.objects.count() == 0


@pytest.mark.django_db
def test_switching_tenant_inside_a_tenant_context_is_refused() -> None:
    tenant_a, tenant_b = make_tenant(), make_tenant()
    with tenant_context(tenant_a), pytest.raises(TenantContextError), tenant_context(tenant_b):
        pass
