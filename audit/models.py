from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _

from governance.models import TenantScoped


class AuditEntry(TenantScoped):
    """One row of a tenant's hash chain. Append-only: the application role cannot change it."""

    id = models.BigAutoField(primary_key=True)
    seq = models.BigIntegerField(_("sequence"))
    kind = models.CharField(_("kind"), max_length=64)
    payload = models.JSONField(_("payload"))
    # The payload's RFC 8785 bytes, as hashed: verification reads them as they are instead of
    # canonicalising every payload again. A CHECK keeps them the same JSON as ``payload``.
    payload_canonical = models.TextField(_("payload as hashed"), editable=False)
    actor_subject_id = models.UUIDField(_("actor"), null=True, blank=True)
    # NULL, not "": outside any trace there is no trace id (unknown is not empty).
    trace_id = models.CharField(_("trace id"), max_length=32, null=True, blank=True)  # noqa: DJ001
    created_at = models.DateTimeField(_("at"))
    hash_version = models.PositiveSmallIntegerField()
    prev_hash = models.CharField(max_length=64)
    hash = models.CharField(max_length=64)

    class Meta:
        db_table = "l1_audit_log"
        verbose_name = _("audit entry")
        verbose_name_plural = _("audit log")
        ordering = ["tenant", "seq"]
        constraints = [
            models.UniqueConstraint(fields=["tenant", "seq"], name="audit_seq_unique"),
            models.UniqueConstraint(fields=["tenant", "prev_hash"], name="audit_prev_hash_unique"),
            models.CheckConstraint(condition=models.Q(seq__gte=1), name="audit_seq_positive"),
        ]
        indexes = [models.Index(fields=["tenant", "kind"])]

    def __str__(self) -> str:
        return f"#{self.seq} {self.kind}"


class AuditChainHead(TenantScoped):
    """The last link of a tenant's chain; locking it serialises appends (even the first one)."""

    id = models.BigAutoField(primary_key=True)
    last_seq = models.BigIntegerField(default=0)
    last_hash = models.CharField(max_length=64)

    class Meta:
        db_table = "l1_audit_chain_head"
        constraints = [
            models.UniqueConstraint(fields=["tenant"], name="audit_chain_head_one_per_tenant"),
        ]

    def __str__(self) -> str:
        return f"head #{self.last_seq}"
