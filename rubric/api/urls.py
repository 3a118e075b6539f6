"""/api/v1/: the paths are part of the contract (issue #6); keep them."""

from django.urls import path

from . import views

app_name = "rubric_api"

urlpatterns = [
    path("rubrics/", views.RubricListView.as_view(), name="rubrics"),
    path("rubrics/<uuid:rubric_id>/", views.RubricView.as_view(), name="rubric"),
    path(
        "rubrics/<uuid:rubric_id>/versions/",
        views.RubricVersionsView.as_view(),
        name="rubric-versions",
    ),
    path(
        "rubrics/<uuid:rubric_id>/effective/",
        views.EffectiveVersionView.as_view(),
        name="rubric-effective",
    ),
    path("rubric-versions/<uuid:version_id>/", views.RubricVersionView.as_view(), name="version"),
    path(
        "rubric-versions/<uuid:version_id>/items/",
        views.VersionItemsView.as_view(),
        name="version-items",
    ),
    path(
        "rubric-versions/<uuid:version_id>/approve/",
        views.VersionApproveView.as_view(),
        name="version-approve",
    ),
    path(
        "rubric-versions/<uuid:version_id>/publish/",
        views.VersionPublishView.as_view(),
        name="version-publish",
    ),
    path(
        "rubric-versions/<uuid:version_id>/withdraw/",
        views.VersionWithdrawView.as_view(),
        name="version-withdraw",
    ),
    path(
        "rubric-versions/<uuid:version_id>/dry-run/",
        views.VersionDryRunView.as_view(),
        name="version-dry-run",
    ),
    path(
        "rubric-versions/<uuid:version_id>/draft-from-documents/",
        views.VersionDraftFromDocumentsView.as_view(),
        name="version-draft-from-documents",
    ),
    path("rubric-items/<uuid:item_id>/", views.ItemView.as_view(), name="item"),
    path("rubric-items/<uuid:item_id>/accept/", views.ItemAcceptView.as_view(), name="item-accept"),
    path("check-types/", views.CheckTypesView.as_view(), name="check-types"),
]
