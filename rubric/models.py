from __future__ import annotations

import uuid

from django.db import models
from django.utils.translation import gettext_lazy as _

from governance.models import GrantedObjectPermission, TenantScoped


class Rubric(TenantScoped):
    """The named evaluation framework of a tenant (e.g. "CyberSkill employment rubric")."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    name = models.CharField(_("name"), max_length=200)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "rubric"
        verbose_name = _("rubric")
        verbose_name_plural = _("rubrics")
        permissions = [
            ("rubric_admin", "Create, edit, approve and publish the rubric"),
            ("rubric_reader", "Read the published versions of the rubric"),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "name"], name="rubric_name_unique_per_tenant"
            ),
        ]

    def __str__(self) -> str:
        return self.name


class RubricGrantPermission(GrantedObjectPermission):
    """Per-rubric grants, in django-guardian's direct-foreign-key form."""

    content_object = models.ForeignKey(Rubric, on_delete=models.CASCADE)

    class Meta(GrantedObjectPermission.Meta):
        db_table = "rubric_grant_permission"
