"""Grants and tenant policy change only through the audited services, even for raw SQL."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection, transaction
from django.db.utils import ProgrammingError

from audit.models import AuditEntry
from cyberos_eval.tenancy import set_database_setting, tenant_context
from governance.models import Grant, Role, Tenant
from governance.services import revoke_grant, set_separation_of_duties
from tests.factories import make_founder, make_grant, make_subject, make_tenant


def raw(statement: str, *params: Any) -> None:
    with connection.cursor() as cursor:
        cursor.execute(statement, list(params))


def assert_refused(code: str, action: Callable[[], object]) -> None:
    with pytest.raises(ProgrammingError) as caught, transaction.atomic():
        action()
    assert getattr(caught.value.__cause__, "sqlstate", None) == "42501"
    assert str(caught.value).startswith(code), str(caught.value)


@pytest.mark.django_db
def test_a_revoked_grant_cannot_be_restored_or_changed(founder) -> None:
    grant = make_grant(make_subject(founder.tenant), Role.RUBRIC_ADMIN)
    revoke_grant(actor=founder, grant=grant, reason="left the company")
    with tenant_context(founder.tenant):
        assert_refused(
            "governance_grant_revoked_final",
            lambda: raw(
                "UPDATE governance_grant SET revoked_at = NULL, revoked_by_id = NULL, "
                "revocation_reason = '' WHERE id = %s",
                grant.pk,
            ),
        )
        assert_refused(
            "governance_grant_revoked_final",
            lambda: raw(
                "UPDATE governance_grant SET revocation_reason = 'mistake' WHERE id = %s", grant.pk
            ),
        )
        assert_refused(
            "governance_grant_revoked_final",
            lambda: raw(
                "UPDATE governance_grant SET revoked_at = revoked_at + interval '10 years' "
                "WHERE id = %s",
                grant.pk,
            ),
        )
        assert Grant.objects.get(pk=grant.pk).revoked_at is not None


@pytest.mark.django_db
@pytest.mark.parametrize(
    "assignment",
    [
        "role = 'rubric_admin'",
        "subject_id = %(other)s",
        "scope = 'object'",
        "basis = 'something else'",
        "valid_until = now() + interval '100 years'",
        "valid_from = now() - interval '1 year'",
        "granted_by_id = %(other)s",
    ],
)
def test_an_issued_grant_keeps_its_grantee_role_scope_basis_and_validity(
    founder, assignment: str
) -> None:
    reader = make_subject(founder.tenant)
    grant = make_grant(reader, Role.RUBRIC_READER, valid_until=None)
    with tenant_context(founder.tenant):
        statement = f"UPDATE governance_grant SET {assignment} WHERE id = %(grant)s"
        assert_refused(
            "governance_grant_immutable",
            lambda: raw_named(statement, other=founder.pk, grant=grant.pk),
        )
        assert Grant.objects.get(pk=grant.pk).role == Role.RUBRIC_READER


def raw_named(statement: str, **params: Any) -> None:
    with connection.cursor() as cursor:
        cursor.execute(statement, params)


@pytest.mark.django_db
def test_a_grant_cannot_be_deleted(founder) -> None:
    grant = make_grant(make_subject(founder.tenant), Role.RUBRIC_READER)
    with tenant_context(founder.tenant):
        assert_refused(
            "governance_grant_permanent",
            lambda: raw("DELETE FROM governance_grant WHERE id = %s", grant.pk),
        )


@pytest.mark.django_db
def test_revoking_through_the_service_still_works(founder) -> None:
    grant = make_grant(make_subject(founder.tenant), Role.RUBRIC_READER)
    revoked = revoke_grant(actor=founder, grant=grant, reason="contract ended")
    with tenant_context(founder.tenant):
        assert Grant.objects.get(pk=grant.pk).revoked_at == revoked.revoked_at
        assert AuditEntry.objects.order_by("seq").last().kind == "governance.grant_revoked"


@pytest.mark.django_db
def test_tenant_policy_cannot_be_flipped_by_a_raw_update(founder) -> None:
    with tenant_context(founder.tenant):
        assert_refused(
            "governance_policy_unaudited",
            lambda: raw(
                "UPDATE governance_tenant SET require_separate_approver = true WHERE id = %s",
                founder.tenant_id,
            ),
        )
        # A flag the app role can set itself proves nothing.
        set_database_setting("app.audited_policy_change", "on")
        assert_refused(
            "governance_policy_unaudited",
            lambda: Tenant.objects.filter(pk=founder.tenant_id).update(
                require_separate_approver=True
            ),
        )
        assert not Tenant.objects.get(pk=founder.tenant_id).require_separate_approver


@pytest.mark.django_db
def test_other_tenant_columns_are_not_policy(founder) -> None:
    with tenant_context(founder.tenant):
        raw("UPDATE governance_tenant SET name = 'Renamed' WHERE id = %s", founder.tenant_id)
        assert Tenant.objects.get(pk=founder.tenant_id).name == "Renamed"


def test_an_audit_row_of_an_earlier_transaction_does_not_cover_a_raw_flip(
    committed: None,
) -> None:
    tenant = make_tenant()
    founder = make_founder(tenant)
    set_separation_of_duties(actor=founder, tenant=tenant, required=True)  # committed, audited
    set_separation_of_duties(actor=founder, tenant=tenant, required=False)
    with tenant_context(tenant):
        kinds = list(AuditEntry.objects.order_by("seq").values_list("kind", flat=True))
        assert kinds[-2:] == ["governance.tenant_policy_changed"] * 2
        # The [false, true] row exists, but it was written by another transaction.
        assert_refused(
            "governance_policy_unaudited",
            lambda: raw(
                "UPDATE governance_tenant SET require_separate_approver = true WHERE id = %s",
                tenant.pk,
            ),
        )
    with tenant_context(tenant):
        assert not Tenant.objects.get(pk=tenant.pk).require_separate_approver


def test_the_policy_service_commits_its_change_with_its_audit_row(committed: None) -> None:
    tenant = make_tenant()
    founder = make_founder(tenant)
    set_separation_of_duties(actor=founder, tenant=tenant, required=True)
    with tenant_context(tenant):
        assert Tenant.objects.get(pk=tenant.pk).require_separate_approver
        last = AuditEntry.objects.order_by("seq").last()
        assert last.kind == "governance.tenant_policy_changed"
        assert last.payload["changes"] == {"require_separate_approver": [False, True]}
