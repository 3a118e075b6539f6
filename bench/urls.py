"""The product's URLs, then the naive peer's (outside /api/, so the product resolves as ever)."""

from django.urls import path

from cyberos_eval.urls import handler400, handler403, handler404, handler500, urlpatterns

from .peer import PeerEffectiveView

urlpatterns = [
    *urlpatterns,
    path("peer/v1/rubrics/<uuid:rubric_id>/effective/", PeerEffectiveView.as_view()),
]

__all__ = ["handler400", "handler403", "handler404", "handler500", "urlpatterns"]
