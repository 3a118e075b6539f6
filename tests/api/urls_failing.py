"""An API view that writes and then fails: its request must answer problem+json 500 and roll
back what it wrote."""

from __future__ import annotations

from django.urls import include, path
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from cyberos_eval.api_auth import acting_subject
from governance.models import Subject


class Crash(APIView):
    def post(self, request: Request) -> Response:
        Subject.objects.filter(pk=acting_subject(request).pk).update(
            display_name="written before the crash"
        )
        raise RuntimeError("the view failed half-way")


urlpatterns = [
    path("api/v1/crash/", Crash.as_view()),
    path("", include("cyberos_eval.urls")),
]
handler500 = "cyberos_eval.api_errors.server_error"
