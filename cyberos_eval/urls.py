from django.contrib import admin
from django.urls import include, path, re_path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from cyberos_eval import api_errors

urlpatterns = [
    path("i18n/", include("django.conf.urls.i18n")),
    path("admin/", admin.site.urls),
    path("api/v1/", include("rubric.api.urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    # The split view serves Swagger UI's start-up script as a file: no inline script, so the
    # Content-Security-Policy can forbid it (cyberos_eval/security.py).
    path("api/docs/", SpectacularSwaggerSplitView.as_view(url_name="api-schema"), name="api-docs"),
    # Any other API path: a problem+json 404, whatever DEBUG says.
    re_path(r"^api/", api_errors.api_not_found),
]

# Problem+json on API paths, Django's pages elsewhere.
handler400 = api_errors.bad_request
handler403 = api_errors.permission_denied
handler404 = api_errors.page_not_found
handler500 = api_errors.server_error
