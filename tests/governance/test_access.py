"""The access guard: grants decide, validity is checked on every call."""

from __future__ import annotations

import time
from datetime import timedelta

import pytest
from django.db import IntegrityError
from django.utils import timezone

from cyberos_eval.errors import AccessDenied, Conflict, ValidationFailed
from cyberos_eval.tenancy import tenant_context
from governance.access import accessible, has_access, require
from governance.actors import OPERATOR
from governance.models import Grant, Role, Subject
from governance.services import issue_grant, revoke_grant
from rubric.models import Rubric
from tests.factories import make_founder, make_grant, make_rubric, make_subject, make_tenant

pytestmark = pytest.mark.django_db
ADMIN, READER = Role.RUBRIC_ADMIN, Role.RUBRIC_READER


@pytest.fixture
def tenant():
    return make_tenant()


@pytest.fixture
def rubric(tenant):
    return make_rubric(tenant)


def denied_code(subject, role, obj=None) -> str:
    with pytest.raises(AccessDenied) as caught:
        require(subject, role, obj)
    assert caught.value.status == 403
    return caught.value.code


def test_subject_without_any_grant_is_denied_reading_and_authoring(tenant, rubric) -> None:
    nobody = make_subject(tenant)
    with tenant_context(tenant):
        assert denied_code(nobody, READER, rubric) == "rubric_access_denied"
        assert denied_code(nobody, ADMIN, rubric) == "rubric_access_denied"
        assert denied_code(nobody, ADMIN) == "rubric_access_denied"


def test_no_subject_at_all_is_denied(rubric) -> None:
    assert denied_code(None, READER, rubric) == "rubric_access_denied"


def test_reader_reads_but_cannot_author(tenant, rubric) -> None:
    reader = make_subject(tenant)
    make_grant(reader, READER)
    with tenant_context(tenant):
        require(reader, READER, rubric)
        assert denied_code(reader, ADMIN, rubric) == "rubric_access_denied"


def test_admin_implies_read(tenant, rubric) -> None:
    founder = make_founder(tenant)
    with tenant_context(tenant):
        require(founder, ADMIN, rubric)
        require(founder, READER, rubric)


def test_expired_grant_is_refused_on_the_next_call(tenant, rubric) -> None:
    reader = make_subject(tenant)
    make_grant(reader, READER, valid_until=timezone.now() + timedelta(milliseconds=400))
    with tenant_context(tenant):
        require(reader, READER, rubric)
    time.sleep(0.5)
    with tenant_context(tenant):
        assert denied_code(reader, READER, rubric) == "rubric_access_denied"


def test_grant_not_yet_valid_is_refused(tenant, rubric) -> None:
    reader = make_subject(tenant)
    make_grant(reader, READER, valid_from=timezone.now() + timedelta(days=1))
    with tenant_context(tenant):
        assert not has_access(reader, READER, rubric)


def test_revoked_grant_is_refused_on_the_next_call(tenant, rubric) -> None:
    reader = make_subject(tenant)
    grant = make_grant(reader, READER, obj=rubric)
    with tenant_context(tenant):
        require(reader, READER, rubric)
    revoke_grant(actor=OPERATOR, grant=grant, reason="left the project")
    with tenant_context(tenant):
        assert denied_code(reader, READER, rubric) == "rubric_access_denied"


def test_tenant_wide_grant_covers_a_rubric_created_after_it(tenant) -> None:
    reader = make_subject(tenant)
    make_grant(reader, READER)
    later = make_rubric(tenant, "Created after the grant")
    with tenant_context(tenant):
        require(reader, READER, later)


def test_per_rubric_grant_covers_only_that_rubric(tenant, rubric) -> None:
    other = make_rubric(tenant)
    reader = make_subject(tenant)
    make_grant(reader, READER, obj=rubric)
    with tenant_context(tenant):
        require(reader, READER, rubric)
        assert not has_access(reader, READER, other)
        assert not has_access(reader, READER)  # not tenant-wide
        assert list(accessible(reader, READER, Rubric.objects.all())) == [rubric]


def test_tenant_wide_reader_lists_every_rubric(tenant, rubric) -> None:
    other = make_rubric(tenant)
    reader = make_subject(tenant)
    make_grant(reader, READER)
    with tenant_context(tenant):
        assert set(accessible(reader, READER, Rubric.objects.all())) == {rubric, other}
        assert list(accessible(None, READER, Rubric.objects.all())) == []


def test_a_grant_in_one_tenant_opens_nothing_in_another(tenant, rubric) -> None:
    other_tenant = make_tenant()
    foreign_rubric = make_rubric(other_tenant)
    founder = make_founder(tenant)
    with tenant_context(other_tenant):
        assert not has_access(founder, READER, foreign_rubric)


def test_only_an_admin_of_the_object_may_grant_on_it(tenant, rubric) -> None:
    reader, grantee = make_subject(tenant), make_subject(tenant)
    make_grant(reader, READER)
    with pytest.raises(AccessDenied):
        issue_grant(actor=reader, subject=grantee, role=READER, basis="x", obj=rubric)
    rubric_admin = make_subject(tenant)
    make_grant(rubric_admin, ADMIN, obj=rubric)
    issue_grant(actor=rubric_admin, subject=grantee, role=READER, basis="peer review", obj=rubric)
    with pytest.raises(AccessDenied):  # a per-rubric admin cannot grant tenant-wide
        issue_grant(actor=rubric_admin, subject=grantee, role=READER, basis="x")


def test_service_accounts_never_grant(tenant) -> None:
    service = make_subject(tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, ADMIN)
    with pytest.raises(AccessDenied) as caught:
        issue_grant(actor=service, subject=service, role=READER, basis="self-service")
    assert caught.value.code == "governance_requires_human"


@pytest.mark.parametrize("basis", ["", "   "])
def test_a_grant_needs_its_basis(tenant, basis) -> None:
    subject = make_subject(tenant)
    with pytest.raises(ValidationFailed) as caught:
        make_grant(subject, READER, basis=basis)
    assert caught.value.code == "grant_basis_required"
    with tenant_context(tenant):
        assert not Grant.objects.exists()


def test_the_database_also_refuses_a_grant_without_basis(tenant) -> None:
    subject = make_subject(tenant)
    with pytest.raises(IntegrityError), tenant_context(tenant):
        Grant.objects.create(
            tenant=tenant,
            subject=subject,
            role=READER,
            scope="tenant",
            basis=" ",
            valid_from=timezone.now(),
        )


def test_validity_must_be_ordered(tenant) -> None:
    subject = make_subject(tenant)
    now = timezone.now()
    with pytest.raises(ValidationFailed) as caught:
        make_grant(subject, READER, valid_from=now, valid_until=now - timedelta(seconds=1))
    assert caught.value.code == "grant_validity_invalid"


def test_a_second_active_grant_on_the_same_rubric_conflicts(tenant, rubric) -> None:
    reader = make_subject(tenant)
    make_grant(reader, READER, obj=rubric)
    with pytest.raises(Conflict) as caught:
        make_grant(reader, READER, obj=rubric)
    assert caught.value.code == "grant_already_active"


def test_an_expired_per_rubric_grant_can_be_renewed(tenant, rubric) -> None:
    reader = make_subject(tenant)
    now = timezone.now()
    make_grant(
        reader,
        READER,
        obj=rubric,
        valid_from=now - timedelta(days=30),
        valid_until=now - timedelta(days=1),
    )
    make_grant(reader, READER, obj=rubric)
    with tenant_context(tenant):
        require(reader, READER, rubric)
        assert Grant.objects.filter(subject=reader).count() == 2
