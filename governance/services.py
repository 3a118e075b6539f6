"""Write operations of the governance app: tenants, subjects, grants and API tokens.

Each function is one transaction that sends exactly one domain signal (``signals.py``); the
audit app's receivers write the chained audit row inside that same transaction.
"""

from __future__ import annotations

import hashlib
import logging
import re
import secrets
import zoneinfo
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.contrib.contenttypes.models import ContentType
from django.db import IntegrityError, models, transaction
from django.utils import timezone

from cyberos_eval.errors import AccessDenied, Conflict, validation_failed
from cyberos_eval.tenancy import tenant_context

from . import signals
from .access import (
    hold_off_grant_use,
    hold_off_policy_use,
    one_grant_issue_at_a_time,
    one_lockout_record_at_a_time,
    permission_model_for,
    require,
)
from .actors import OPERATOR, Actor, Operator
from .models import (
    DEFAULT_TIMEZONE,
    SUBJECT_USERNAME_MAX_LENGTH,
    ApiToken,
    Grant,
    Role,
    Subject,
    Tenant,
)

API_TOKEN_PREFIX = "cye_"  # noqa: S105 - a public marker, not a secret
logger = logging.getLogger(__name__)
# What Django's own username validator accepts: letters, digits and @ . + - _ (never "/").
USERNAME_PATTERN = re.compile(r"[\w.@+-]+")


def _check_actor(actor: Actor) -> None:
    if not isinstance(actor, Subject | Operator):
        raise AccessDenied("rubric_access_denied", "No authenticated actor.", 403)
    if isinstance(actor, Subject) and not actor.is_human:
        raise AccessDenied("governance_requires_human", "Only a person may change governance.", 403)


def create_tenant(
    *, name: str, timezone: str = DEFAULT_TIMEZONE, language: str = Tenant.Language.VIETNAMESE
) -> Tenant:
    """Create a tenant (an operator action: no subject exists before its tenant)."""
    name = name.strip()
    if not name:
        raise validation_failed("tenant_name_required", "A tenant needs a name.", field="name")
    if timezone not in zoneinfo.available_timezones():
        raise validation_failed(
            "tenant_timezone_invalid", f"Unknown IANA timezone {timezone!r}.", field="timezone"
        )
    if language not in Tenant.Language.values:
        raise validation_failed(
            "tenant_language_invalid", f"Language must be one of {Tenant.Language.values}."
        )
    tenant = Tenant(name=name, timezone=timezone, language=language)
    # The new row must pass its own isolation policy: insert it acting for itself.
    with tenant_context(tenant.pk):
        tenant.save(force_insert=True)
        signals.tenant_created.send(sender=Tenant, actor=OPERATOR, tenant=tenant)
    return tenant


def set_separation_of_duties(*, actor: Actor, tenant: Tenant, required: bool) -> Tenant:
    """Require (or stop requiring) that a version's approver differs from everyone who
    authored or edited its items. Needs a person with a tenant-wide rubric_admin grant."""
    _check_actor(actor)
    with tenant_context(tenant), transaction.atomic():
        if isinstance(actor, Subject):
            require(actor, Role.RUBRIC_ADMIN, hold=True)
        hold_off_policy_use(tenant.pk)
        # NO KEY UPDATE: other tables' foreign keys to the tenant check it FOR KEY SHARE at
        # commit, after taking the audit chain head; FOR UPDATE would deadlock with them.
        tenant = Tenant.objects.select_for_update(no_key=True).get(pk=tenant.pk)
        before = tenant.require_separate_approver
        if before == required:
            return tenant
        tenant.require_separate_approver = required
        # The audit row first: the database refuses a policy change that no audit row of this
        # transaction records (audit/sql/audit_guards.sql), so the signal precedes the UPDATE.
        signals.tenant_policy_changed.send(
            sender=Tenant,
            actor=actor,
            tenant=tenant,
            changes={"require_separate_approver": [before, required]},
        )
        tenant.save(update_fields=["require_separate_approver"])
    return tenant


def login_name(*, tenant: Tenant, username: str, kind: str) -> str:
    """The Django ``User.username`` of a subject (docs/adr/0006).

    A person signs in to the admin with their username, which therefore names one login in the
    whole deployment. A service account never signs in: its login name is internal and
    tenant-qualified, so the same service name can exist in every tenant. A username cannot
    contain ``/``, so the two kinds never collide.
    """
    return username if kind == Subject.Kind.HUMAN else f"{tenant.pk}/{username}"


def available_username(*, tenant: Tenant, username: str, kind: str) -> str:
    """``username`` as a new subject of ``kind`` would store it, or the validation error that
    creating it would raise now.

    ``username`` is unique within the tenant; a person's is also their sign-in name, unique
    across the deployment. Asking ahead (``create_founder`` does, before its password prompt)
    is only a courtesy: ``create_subject`` asks again, and its unique constraints settle a race.
    """
    if kind not in Subject.Kind.values:
        raise validation_failed(
            "subject_kind_invalid", f"Kind must be one of {Subject.Kind.values}."
        )
    username = username.strip()
    if not username:
        raise validation_failed("subject_username_required", "A username is required.")
    if len(username) > SUBJECT_USERNAME_MAX_LENGTH or not USERNAME_PATTERN.fullmatch(username):
        raise validation_failed(
            "subject_username_invalid",
            f"A username has at most {SUBJECT_USERNAME_MAX_LENGTH} letters, digits and "
            "@ . + - _ characters.",
            field="username",
        )
    with tenant_context(tenant), transaction.atomic():
        if Subject.objects.filter(username=username).exists():
            raise validation_failed(
                "subject_username_taken",
                f"The username {username!r} is taken in this tenant.",
                field="username",
            )
        login = login_name(tenant=tenant, username=username, kind=kind)
        if get_user_model().objects.filter(username=login).exists():
            # Only a person's sign-in name can clash here, with a person of another tenant.
            raise validation_failed(
                "subject_login_taken",
                f"{username!r} cannot be a sign-in name; choose another username.",
                field="username",
            )
    return username


def create_subject(
    *,
    tenant: Tenant,
    username: str,
    kind: str,
    display_name: str = "",
    password: str | None = None,
) -> Subject:
    """Create a login and its subject (named as ``available_username`` requires). Humans may
    use the admin; service accounts never can."""
    user_model = get_user_model()
    with tenant_context(tenant), transaction.atomic():
        username = available_username(tenant=tenant, username=username, kind=kind)
        login = login_name(tenant=tenant, username=username, kind=kind)
        user = user_model(username=login, is_staff=kind == Subject.Kind.HUMAN)
        if password and kind == Subject.Kind.HUMAN:
            user.set_password(password)
        else:
            user.set_unusable_password()
        try:
            with transaction.atomic():
                user.save()
                subject = Subject.objects.create(
                    tenant=tenant,
                    user=user,
                    username=username,
                    kind=kind,
                    display_name=display_name or username,
                )
        except IntegrityError as exc:  # a concurrent creation of the same name won
            raise validation_failed(
                "subject_username_taken",
                f"The username {username!r} is taken in this tenant.",
                field="username",
            ) from exc
        signals.subject_created.send(sender=Subject, actor=OPERATOR, subject=subject)
    return subject


def issue_grant(
    *,
    actor: Actor,
    subject: Subject,
    role: str,
    basis: str,
    obj: models.Model | None = None,
    valid_from: datetime | None = None,
    valid_until: datetime | None = None,
) -> Grant:
    """Grant ``role`` to ``subject`` on ``obj`` (or tenant-wide), on a disclosed basis.

    A subject may grant only what it administers: tenant-wide grants need a tenant-wide
    ``rubric_admin`` grant, per-object grants ``rubric_admin`` on that object.
    """
    _check_actor(actor)
    if role not in Role.values:
        raise validation_failed("grant_role_invalid", f"Role must be one of {Role.values}.")
    basis = basis.strip()
    if not basis:
        raise validation_failed(
            "grant_basis_required", "A grant needs its disclosed basis or purpose.", field="basis"
        )
    valid_from = valid_from or timezone.now()
    if valid_until is not None and valid_until <= valid_from:
        raise validation_failed(
            "grant_validity_invalid", "valid_until must be after valid_from.", field="valid_until"
        )
    with tenant_context(subject.tenant_id), transaction.atomic():
        if isinstance(actor, Subject):
            require(actor, Role.RUBRIC_ADMIN, obj, hold=True)
        grant = Grant.objects.create(
            tenant_id=subject.tenant_id,
            subject=subject,
            role=role,
            scope=Grant.Scope.TENANT if obj is None else Grant.Scope.OBJECT,
            basis=basis,
            granted_by=actor if isinstance(actor, Subject) else None,
            valid_from=valid_from,
            valid_until=valid_until,
        )
        if obj is not None:
            _store_object_permission(grant, obj)
        signals.grant_issued.send(sender=Grant, actor=actor, grant=grant, object=obj)
    return grant


def _store_object_permission(grant: Grant, obj: models.Model) -> None:
    """The guardian direct-FK row for a per-object grant (one active grant per key)."""
    permission_model = permission_model_for(obj)
    permission = Permission.objects.get(
        content_type=ContentType.objects.get_for_model(obj), codename=grant.role
    )
    one_grant_issue_at_a_time(grant.subject.user_id, permission.pk, obj)
    # Only the guardian row is locked, not the old grant it joins: a revocation of that grant
    # locks the grant, then deletes this row; locking both here, in the other order, deadlocked.
    existing = (
        permission_model.objects.select_for_update(of=("self",))
        .select_related("grant")
        .filter(user_id=grant.subject.user_id, permission=permission, content_object=obj)
        .first()
    )
    if existing is not None:
        old = existing.grant
        still_valid = old.revoked_at is None and (
            old.valid_until is None or old.valid_until > timezone.now()
        )
        if still_valid:
            raise Conflict(
                "grant_already_active",
                f"{grant.subject} already holds {grant.role} on this object (grant {old.pk}).",
                409,
            )
        existing.delete()  # the expired grant stays on record; only its guardian link goes
    permission_model.objects.create(
        tenant_id=grant.tenant_id,
        grant=grant,
        user_id=grant.subject.user_id,
        permission=permission,
        content_object=obj,
    )


def revoke_grant(*, actor: Actor, grant: Grant, reason: str) -> Grant:
    """Revoke a grant; it stops working on the next call."""
    _check_actor(actor)
    reason = reason.strip()
    if not reason:
        raise validation_failed(
            "grant_revocation_reason_required", "Say why the grant is revoked.", field="reason"
        )
    with tenant_context(grant.tenant_id), transaction.atomic():
        # Who holds it and what it governs never change: read them first, so that a refused
        # actor holds back nobody's writes.
        grant = Grant.objects.get(pk=grant.pk)
        governed = _governed_object(grant)
        # The revoker's grants are held (a shared lock) and the holder's writes held off (an
        # exclusive one) in one order for everyone, the lower subject's first (the holder's,
        # revoking one's own grant): taken the revoker's first, two people revoking each
        # other's grants at once each held the lock the other waited for, a deadlock.
        if isinstance(actor, Subject):
            require(actor, Role.RUBRIC_ADMIN, governed)  # refused, it holds back no one's writes
        holder_first = not isinstance(actor, Subject) or str(grant.subject_id) <= str(actor.pk)
        if holder_first:
            hold_off_grant_use(grant.subject_id)
        if isinstance(actor, Subject):
            require(actor, Role.RUBRIC_ADMIN, governed, hold=True)
        if not holder_first:
            hold_off_grant_use(grant.subject_id)
        grant = Grant.objects.select_for_update().get(pk=grant.pk)
        if grant.revoked_at is not None:
            raise Conflict("grant_already_revoked", f"Grant {grant.pk} is already revoked.", 409)
        grant.revoked_at = timezone.now()
        grant.revoked_by = actor if isinstance(actor, Subject) else None
        grant.revocation_reason = reason
        grant.save(update_fields=["revoked_at", "revoked_by", "revocation_reason"])
        if governed is not None:
            permission_model_for(governed).objects.filter(grant=grant).delete()
        signals.grant_revoked.send(sender=Grant, actor=actor, grant=grant)
    return grant


def _governed_object(grant: Grant) -> models.Model | None:
    if grant.scope == Grant.Scope.TENANT:
        return None
    for model in _granted_permission_models():
        row = model.objects.filter(grant=grant).select_related("content_object").first()
        if row is not None:
            return row.content_object
    return None


def _granted_permission_models() -> list[Any]:
    from django.apps import apps

    from .models import GrantedObjectPermission

    return [m for m in apps.get_models() if issubclass(m, GrantedObjectPermission)]


def record_login_lockout(
    *, username: str, ip_address: str | None, failures: int, failure_limit: int
) -> Subject | None:
    """Put an admin sign-in lockout on the record of the locked-out person's tenant.

    Called by the throttle (django-axes) when a username+address pair reaches the failure
    limit, and by each failure at once that reads the limit passed: the pair's lockout is
    audited once a cool-off (``AXES_COOLOFF_TIME``), however many failures tell of it. A
    username that is nobody's has no tenant and so no audit chain: that lockout is logged
    (and kept in axes' own tables), not audited.
    """
    from .selectors import subject_for_username

    subject = subject_for_username(username)
    if subject is None:
        logger.warning(
            "login_locked_out: username=%r ip_address=%s failures=%s (no subject, no tenant "
            "audit chain)",
            username,
            ip_address,
            failures,
        )
        return None
    with tenant_context(subject.tenant_id), transaction.atomic():
        one_lockout_record_at_a_time(username, ip_address)
        signals.login_locked_out.send(
            sender=Subject,
            actor=OPERATOR,
            subject=subject,
            ip_address=ip_address,
            failures=failures,
            failure_limit=failure_limit,
        )
    return subject


@dataclass(frozen=True)
class IssuedToken:
    token: ApiToken
    secret: str  # shown once; only its hash is stored


def hash_api_secret(secret: str) -> str:
    # The secret carries 256 random bits, so a fast hash is enough (no password stretching).
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def create_api_token(*, actor: Actor, subject: Subject, label: str = "") -> IssuedToken:
    """Issue a bearer token for ``subject``; the secret is returned once and never stored."""
    _check_actor(actor)
    secret = API_TOKEN_PREFIX + secrets.token_urlsafe(32)
    with tenant_context(subject.tenant_id), transaction.atomic():
        if isinstance(actor, Subject) and actor.pk != subject.pk:
            require(actor, Role.RUBRIC_ADMIN, hold=True)
        token = ApiToken.objects.create(
            tenant_id=subject.tenant_id,
            subject=subject,
            key_hash=hash_api_secret(secret),
            label=label.strip(),
        )
        signals.api_token_created.send(sender=ApiToken, actor=actor, token=token)
    return IssuedToken(token=token, secret=secret)


def revoke_api_token(*, actor: Actor, token: ApiToken) -> ApiToken:
    """Revoke a bearer token; the API refuses it from the next request on (401)."""
    _check_actor(actor)
    with tenant_context(token.tenant_id), transaction.atomic():
        token = ApiToken.objects.select_for_update().get(pk=token.pk)
        if isinstance(actor, Subject) and actor.pk != token.subject_id:
            require(actor, Role.RUBRIC_ADMIN, hold=True)
        if token.revoked_at is not None:
            raise Conflict("api_token_already_revoked", f"Token {token.pk} is revoked.", 409)
        token.revoked_at = timezone.now()
        token.save(update_fields=["revoked_at"])
        signals.api_token_revoked.send(sender=ApiToken, actor=actor, token=token)
    return token


def create_founder(
    *, tenant: Tenant, username: str, password: str, display_name: str = ""
) -> Subject:
    """A human with a tenant-wide ``rubric_admin`` grant, issued by the operator."""
    with tenant_context(tenant), transaction.atomic():
        founder = create_subject(
            tenant=tenant,
            username=username,
            kind=Subject.Kind.HUMAN,
            display_name=display_name,
            password=password,
        )
        issue_grant(
            actor=OPERATOR,
            subject=founder,
            role=Role.RUBRIC_ADMIN,
            basis="Founder: authors, approves and publishes the company's evaluation rubric.",
        )
    return founder


def create_service_account(
    *, actor: Actor, tenant: Tenant, username: str, display_name: str = ""
) -> IssuedToken:
    """A service account (never an admin login) and its first API token."""
    with tenant_context(tenant), transaction.atomic():
        if isinstance(actor, Subject):
            require(actor, Role.RUBRIC_ADMIN, hold=True)
        account = create_subject(
            tenant=tenant, username=username, kind=Subject.Kind.SERVICE, display_name=display_name
        )
        return create_api_token(actor=actor, subject=account, label="initial token")
