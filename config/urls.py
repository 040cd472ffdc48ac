from django.contrib import admin
from django.urls import include, path

from rulings import scenario_urls
from rulings.search.urls import page_urlpatterns as search_pages

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/v1/", include((scenario_urls.api_urlpatterns, "scenarios_api"))),
    path("", include((scenario_urls.page_urlpatterns, "scenarios"))),
    path("api/v1/", include("rulings.api.urls")),
    path("", include((search_pages, "search"))),
    path("", include("rulings.urls")),
    path("", include("cards.urls")),
]
