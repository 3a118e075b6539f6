"""The one access guard. Admin, API and management commands all ask it; nothing else decides.

A grant counts while ``valid_from <= now < valid_until`` and it is not revoked, evaluated in the
database on every call — an expired or revoked grant stops working on the very next request, with
no cache to invalidate and no sweep job.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, TypeVar

from django.db import connection, models
from django.db.models import Exists, OuterRef, Q, QuerySet, Value
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from guardian.utils import get_user_obj_perms_model

from cyberos_eval.errors import AccessDenied, message

from .models import Grant, GrantedObjectPermission, Role, Subject

ModelT = TypeVar("ModelT", bound=models.Model)

# Which granted roles satisfy a required role.
SATISFIED_BY: dict[str, tuple[str, ...]] = {
    Role.RUBRIC_ADMIN: (Role.RUBRIC_ADMIN,),
    Role.RUBRIC_READER: (Role.RUBRIC_READER, Role.RUBRIC_ADMIN),
}
ACCESS_DENIED = "rubric_access_denied"


def valid_grants(subject: Subject, role: str, *, at: datetime | None = None) -> QuerySet[Grant]:
    """The subject's grants that satisfy ``role`` at ``at`` (default: now)."""
    moment = at or timezone.now()
    return Grant.objects.filter(
        Q(valid_until__isnull=True) | Q(valid_until__gt=moment),
        subject=subject,
        role__in=SATISFIED_BY[role],
        revoked_at__isnull=True,
        valid_from__lte=moment,
    )


def permission_model_for(obj_or_model: models.Model | type[models.Model]) -> Any:
    """The guardian direct-FK model of a governed type (typed ``Any``: its ``content_object``
    field is declared per governed model)."""
    model = get_user_obj_perms_model(obj_or_model)  # type: ignore[arg-type]
    if not issubclass(model, GrantedObjectPermission):
        raise TypeError(f"{obj_or_model!r} is not a governed object type")
    return model


def has_access(
    subject: Subject | None,
    role: str,
    obj: models.Model | None = None,
    *,
    at: datetime | None = None,
) -> bool:
    """Whether ``subject`` holds ``role`` for ``obj`` (or tenant-wide when ``obj`` is None)."""
    if subject is None:
        return False
    return _holding(subject, role, obj, at=at).exists()


def holds(
    subject: Subject | None,
    role: str,
    model: type[models.Model],
    object_field: str,
    *,
    at: datetime | None = None,
) -> Any:
    """``has_access`` as an SQL condition, for reads that check the grant in the statement that
    fetches the object: true where ``subject`` holds ``role`` for the ``model`` object whose id
    is the outer query's ``object_field`` (e.g. a version's ``"rubric_id"``)."""
    if subject is None:
        return Value(False)
    # The object grants are a subquery of the grants' subquery: two levels out.
    object_id = OuterRef(OuterRef(object_field))
    return Exists(_holding(subject, role, model, object_id=object_id, at=at))


def _holding(
    subject: Subject,
    role: str,
    obj: models.Model | type[models.Model] | None,
    *,
    object_id: Any = None,
    at: datetime | None = None,
) -> QuerySet[Grant]:
    """The subject's valid grants of ``role`` that cover ``obj``: tenant-wide ones, and those
    naming the object (``obj`` itself, or the object ``object_id`` of the model ``obj``)."""
    scope = Q(scope=Grant.Scope.TENANT)
    if obj is not None:
        naming = (
            {"content_object_id": object_id} if isinstance(obj, type) else {"content_object": obj}
        )
        object_grants = permission_model_for(obj).objects.filter(**naming)
        scope |= Q(pk__in=object_grants.values("grant_id"))
    return valid_grants(subject, role, at=at).filter(scope)


# Advisory lock classes, hashed with the key into PostgreSQL's 64-bit advisory lock space.
_GRANT_USE = "grant-use"  # writes by a subject, against revocations of its grants
_POLICY_USE = "policy-use"  # approvals in a tenant, against changes of its policy
_GRANT_KEY = "grant-key"  # issuing a per-object grant, against another of the same key
_LOGIN_LOCKOUT = "login-lockout"  # recording a sign-in lockout, against another of the pair


def queue_behind_changes(lock_class: str, key: Any, *, change: bool = False) -> None:
    """Take the fairness lock of ``key`` until the transaction ends: shared for a use (a write
    relying on a grant, an approval relying on the policy), exclusive for a change (revoking
    the grant, changing the policy).

    The rows themselves are share-locked by their users and locked for update by a change, but
    PostgreSQL lets a new share lock join those already held while an update lock waits, so a
    steady stream of uses (a service account's overlapping writes) starved a revocation —
    without end, since each of its waits is short. Advisory locks queue fairly: once a change
    waits, later uses wait behind it, and it waits only for the uses already in flight."""
    if key is None or not connection.in_atomic_block:
        # outside a transaction the lock would end with its statement and guard nothing
        raise RuntimeError(f"{lock_class} lock of {key!r} taken outside a transaction")
    function = "pg_advisory_xact_lock" if change else "pg_advisory_xact_lock_shared"
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {function}(hashtextextended(%s, 0))", [f"{lock_class}:{key}"])


def hold_off_grant_use(subject_id: Any) -> None:
    """Before revoking one of ``subject_id``'s grants: its writes in flight finish, new ones
    wait for the revocation and then read it."""
    queue_behind_changes(_GRANT_USE, subject_id, change=True)


def one_lockout_record_at_a_time(username: str, ip_address: str | None) -> None:
    """Before recording a sign-in lockout: failures at once each read the limit passed, and
    each looked for the record of the other not yet written (two records, or none)."""
    queue_behind_changes(_LOGIN_LOCKOUT, f"{username}:{ip_address}", change=True)


def one_grant_issue_at_a_time(user_id: Any, permission_id: Any, obj: models.Model) -> None:
    """Before looking for an active grant of this key (holder, permission, object): a look
    for a row not yet there locks nothing, so two issues at once each found none, and the
    second insert broke the unique key (a 500 instead of 409 ``grant_already_active``)."""
    key = f"{user_id}:{permission_id}:{obj._meta.label_lower}:{obj.pk}"
    queue_behind_changes(_GRANT_KEY, key, change=True)


def hold_off_policy_use(tenant_id: Any) -> None:
    """Before changing the tenant's separation-of-duties policy (see ``hold_off_grant_use``)."""
    queue_behind_changes(_POLICY_USE, tenant_id, change=True)


def holds_and_keeps(subject: Subject | None, role: str, obj: models.Model | None = None) -> bool:
    """``has_access``, share-locking the grants that give it until the transaction ends: a
    revocation (which locks its grant for update) waits for a write that already passed this
    check, and a write that comes after a revocation began waits for it and then reads the
    grant revoked. So the audit log never shows a subject writing after its grant's revocation.
    (FOR SHARE, not the ORM's FOR UPDATE: writers holding one grant must not queue on it.)"""
    if subject is None:
        return False
    queue_behind_changes(_GRANT_USE, subject.pk)
    query = _holding(subject, role, obj).values("pk").query
    # "FOR SHARE OF" is valid on this plain SELECT only; refuse to append it to anything else.
    assert not (query.distinct or query.group_by or query.combinator)  # noqa: S101
    sql, params = query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(f"{sql} FOR SHARE OF {Grant._meta.db_table}", params)
        return bool(cursor.fetchall())


def separate_approver_required(tenant_id: Any) -> bool:
    """The tenant's separation-of-duties policy, share-locked until the transaction ends: a
    policy change (which locks the tenant for update) waits for an approval that read the
    policy, and an approval that comes during a change reads the policy it set."""
    queue_behind_changes(_POLICY_USE, tenant_id)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT require_separate_approver FROM governance_tenant WHERE id = %s FOR SHARE",
            [tenant_id],
        )
        row = cursor.fetchone()
    return True if row is None else bool(row[0])  # a tenant it cannot see: fail closed


def require(
    subject: Subject | None, role: str, obj: models.Model | None = None, *, hold: bool = False
) -> None:
    """Raise 403 ``rubric_access_denied`` unless ``subject`` holds ``role`` for ``obj``.
    ``hold``: for a write, keep the grants from being revoked until it commits
    (``holds_and_keeps``)."""
    if not (holds_and_keeps if hold else has_access)(subject, role, obj):
        if obj is None:
            detail = message(_("Requires the %(role)s grant."), role=role)
        else:
            detail = message(
                _("Requires the %(role)s grant on %(object)s %(id)s."),
                role=role,
                object=obj._meta.verbose_name,
                id=obj.pk,
            )
        raise AccessDenied(ACCESS_DENIED, detail, 403)


def accessible(subject: Subject | None, role: str, queryset: QuerySet[ModelT]) -> QuerySet[ModelT]:
    """Narrow ``queryset`` to the objects ``subject`` holds ``role`` for."""
    if subject is None:
        return queryset.none()
    grants = valid_grants(subject, role)
    if grants.filter(scope=Grant.Scope.TENANT).exists():
        return queryset
    object_grants = permission_model_for(queryset.model).objects.filter(grant__in=grants)
    return queryset.filter(pk__in=object_grants.values("content_object_id"))
