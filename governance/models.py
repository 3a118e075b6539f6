from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

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


class Subject(TenantScoped):
    """Who acts: a person logging in to the admin, or a service account using the API."""

    class Kind(models.TextChoices):
        HUMAN = "human", _("human")
        SERVICE = "service", _("service account")

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="subject"
    )
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
        ]

    def __str__(self) -> str:
        return f"{self.display_name} ({self.kind})"

    @property
    def is_human(self) -> bool:
        return self.kind == self.Kind.HUMAN
