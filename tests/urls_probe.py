"""URLs for middleware tests: a view that fails half-way and one that reports the connection."""

from __future__ import annotations

from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.urls import include, path

from governance.models import Tenant


def fail_half_way(request: HttpRequest) -> JsonResponse:
    Tenant.objects.filter(pk=request.subject.tenant_id).update(name="written before the failure")  # type: ignore[attr-defined]
    raise RuntimeError("the view failed half-way")


def connection_state(request: HttpRequest) -> JsonResponse:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_backend_pid(), current_setting('app.tenant_id', true), "
            "(SELECT count(*) FROM governance_tenant)"
        )
        pid, tenant_setting, visible_tenants = cursor.fetchone()
    return JsonResponse(
        {"pid": pid, "tenant_setting": tenant_setting, "visible_tenants": visible_tenants}
    )


urlpatterns = [
    path("fail/", fail_half_way),
    path("state/", connection_state),
    path("", include("cyberos_eval.urls")),
]
