"""REST API v1 (DESIGN.md, "HTTP API, base /api/v1/"): the paths here are a contract."""

from django.urls import path, re_path
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerView
from rest_framework.routers import SimpleRouter

from rulings.api import views
from rulings.api.errors import not_found
from rulings.api.events import EventViewSet

app_name = "api"

router = SimpleRouter()
router.register("games", views.GameViewSet, basename="game")
router.register("faqs", views.FAQViewSet, basename="faq")
router.register("events", EventViewSet, basename="event")

urlpatterns = [
    *router.urls,
    path("documents/", views.DocumentListView.as_view(), name="documents"),
    path("documents/<slug:game>/<slug:document>/", views.DocumentDetailView.as_view(), name="document"),
    path("documents/<slug:game>/<slug:document>/versions/", views.VersionListView.as_view(), name="versions"),
    path(
        "documents/<slug:game>/<slug:document>/versions/<str:label>/",
        views.VersionDetailView.as_view(),
        name="version",
    ),
    path("documents/<slug:game>/<slug:document>/diff/", views.DiffView.as_view(), name="diff"),
    path("rules/<slug:game>/<str:key>/", views.RuleView.as_view(), name="rule"),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api:schema"), name="docs"),
    path("redoc/", SpectacularRedocView.as_view(url_name="api:schema"), name="redoc"),
    # Anything else under /api/ answers a JSON 404, like every other API error.
    re_path(r"^[\s\S]*$", not_found),
]
