from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _
from guardian.models import UserObjectPermissionBase

DEFAULT_TIMEZONE = "Asia/Ho_Chi_Minh"


class Tenant(models.Model):
    """A company using cyberos-eval. Its row is visible only inside its own tenant context."""

    class Language(models.TextChoices):
        VIETNAMESE = "vi", _("Vietnamese")
        ENGLISH = "en", _("English")

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    name = models.CharField(_("name"), max_length=200)
    timezone = models.CharField(_("timezone"), max_length=64, default=DEFAULT_TIMEZONE)
    language = models.CharField(
        _("language"), max_length=2, choices=Language.choices, default=Language.VIETNAMESE
    )
    # Separation of duties: the approver of a rubric version must not have authored or edited
    # any of its items. Off by default, for a company with a single founder.
    require_separate_approver = models.BooleanField(
        _("approver must differ from the items' authors"), default=False
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("tenant")
        verbose_name_plural = _("tenants")
        constraints = [
            models.CheckConstraint(
                condition=models.Q(language__in=["vi", "en"]), name="tenant_language_valid"
            ),
        ]

    def __str__(self) -> str:
        return self.name


class TenantScoped(models.Model):
    """Base of every tenant-scoped table: a ``tenant_id`` column guarded by row-level security."""

    tenant = models.ForeignKey(Tenant, on_delete=models.PROTECT, related_name="+")

    class Meta:
        abstract = True


SUBJECT_USERNAME_MAX_LENGTH = 100


class Subject(TenantScoped):
    """Who acts: a person logging in to the admin, or a service account using the API.

    ``username`` is the name within the tenant (unique per tenant), the one commands and people
    use. The linked Django ``User.username`` is the sign-in name: the same for a person (people
    sign in to the admin with it, so it is unique across the deployment), and an internal,
    tenant-qualified name for a service account, which never signs in (docs/adr/0006).
    """

    class Kind(models.TextChoices):
        HUMAN = "human", _("human")
        SERVICE = "service", _("service account")

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="subject"
    )
    username = models.CharField(_("username"), max_length=SUBJECT_USERNAME_MAX_LENGTH)
    kind = models.CharField(_("kind"), max_length=16, choices=Kind.choices)
    display_name = models.CharField(_("display name"), max_length=200)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("subject")
        verbose_name_plural = _("subjects")
        constraints = [
            models.CheckConstraint(
                condition=models.Q(kind__in=["human", "service"]), name="subject_kind_valid"
            ),
            models.CheckConstraint(
                condition=models.Q(username__regex=r"^[^/\s]+$"), name="subject_username_valid"
            ),
            models.UniqueConstraint(
                fields=["tenant", "username"], name="subject_username_unique_in_tenant"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.display_name} ({self.kind})"

    @property
    def is_human(self) -> bool:
        return self.kind == self.Kind.HUMAN


class Role(models.TextChoices):
    """What a grant allows. ``rubric_admin`` implies ``rubric_reader``."""

    RUBRIC_ADMIN = "rubric_admin", _("rubric administrator")
    RUBRIC_READER = "rubric_reader", _("rubric reader")


class Grant(TenantScoped):
    """A disclosed, time-bounded, revocable permission of one subject.

    Tenant-wide grants cover every object of the tenant, including ones created later. A
    per-object grant is stored as a django-guardian direct-foreign-key row (a subclass of
    :class:`GrantedObjectPermission`) that points back at this grant.
    """

    class Scope(models.TextChoices):
        TENANT = "tenant", _("tenant-wide")
        OBJECT = "object", _("one object")

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    subject = models.ForeignKey(
        Subject, on_delete=models.PROTECT, related_name="grants", verbose_name=_("grantee")
    )
    role = models.CharField(_("role"), max_length=32, choices=Role.choices)
    scope = models.CharField(_("scope"), max_length=16, choices=Scope.choices)
    basis = models.TextField(_("disclosed basis / purpose"))
    # NULL: issued by an operator at the command line (bootstrap), not by a subject.
    granted_by = models.ForeignKey(
        Subject, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    valid_from = models.DateTimeField(_("valid from"))
    valid_until = models.DateTimeField(_("valid until"), null=True, blank=True)
    revoked_at = models.DateTimeField(_("revoked at"), null=True, blank=True)
    revoked_by = models.ForeignKey(
        Subject, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    revocation_reason = models.TextField(_("revocation reason"), blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("grant")
        verbose_name_plural = _("grants")
        indexes = [models.Index(fields=["tenant", "subject", "role"])]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(role__in=["rubric_admin", "rubric_reader"]),
                name="grant_role_valid",
            ),
            models.CheckConstraint(
                condition=models.Q(scope__in=["tenant", "object"]), name="grant_scope_valid"
            ),
            models.CheckConstraint(
                condition=models.Q(basis__regex=r"\S"), name="grant_basis_required"
            ),
            models.CheckConstraint(
                condition=models.Q(valid_until__isnull=True)
                | models.Q(valid_until__gt=models.F("valid_from")),
                name="grant_validity_ordered",
            ),
            models.CheckConstraint(
                condition=models.Q(revoked_at__isnull=True, revoked_by__isnull=True)
                | models.Q(revoked_at__isnull=False),
                name="grant_revocation_complete",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.role} → {self.subject_id} ({self.scope})"


class GrantedObjectPermission(UserObjectPermissionBase):
    """Base of the guardian direct-FK tables: each row is the object side of one grant.

    Subclasses (next to the governed model) add ``content_object``; the row is tenant-scoped
    under row-level security like every other table.
    """

    tenant = models.ForeignKey(Tenant, on_delete=models.PROTECT, related_name="+")
    grant = models.OneToOneField(Grant, on_delete=models.PROTECT, related_name="+")

    class Meta(UserObjectPermissionBase.Meta):
        abstract = True


class ApiToken(TenantScoped):
    """A bearer token for the API. Only the SHA-256 of the secret is stored."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    subject = models.ForeignKey(Subject, on_delete=models.PROTECT, related_name="api_tokens")
    key_hash = models.CharField(max_length=64, unique=True)
    label = models.CharField(max_length=200, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("API token")
        verbose_name_plural = _("API tokens")

    def __str__(self) -> str:
        return f"token {self.id} of {self.subject_id}"
