from __future__ import annotations

import uuid

from governance.models import Tenant


def all_tenant_ids() -> list[uuid.UUID]:
    """Every tenant, read as the ops role (the only role with a cross-tenant directory)."""
    return list(Tenant.objects.using("ops").order_by("created_at").values_list("pk", flat=True))
