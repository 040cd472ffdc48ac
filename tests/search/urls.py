"""The project's URLs plus the search patterns, included as DESIGN.md and the lead's URLconf do."""

from django.urls import include, path

from config.urls import urlpatterns as project_urlpatterns
from rulings.search.urls import api_urlpatterns, page_urlpatterns

urlpatterns = [
    path("", include((page_urlpatterns, "search"))),
    path("api/v1/", include((api_urlpatterns, "search-api"))),
    *project_urlpatterns,
]
