from django.contrib import admin
from django.urls import include, path

from cards.api import urls as cards_api
from offline import urls as offline_urls
from rulings.scenarios import urls as scenario_urls
from rulings.search import urls as search_urls

# The apps above the core come first under /api/v1/: the core API's last pattern answers a
# JSON 404 for anything else there.
urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/v1/", include((offline_urls.api_urlpatterns, "offline_api"))),
    path("", include((offline_urls.page_urlpatterns, "offline"))),
    path("api/v1/", include((scenario_urls.api_urlpatterns, "scenarios_api"))),
    path("api/v1/", include((search_urls.api_urlpatterns, "search_api"))),
    path("api/v1/", include((cards_api.urlpatterns, "cards_api"))),
    path("", include((scenario_urls.page_urlpatterns, "scenarios"))),
    path("api/v1/", include("rulings.api.urls")),
    path("", include((search_urls.page_urlpatterns, "search"))),
    path("", include("rulings.urls")),
    path("", include("cards.urls")),
]

# Under /api/ every error is JSON (rulings.api.errors); elsewhere Django's pages.
handler400 = "rulings.api.errors.bad_request"
handler403 = "rulings.api.errors.permission_denied"
handler404 = "rulings.api.errors.page_not_found"
handler500 = "rulings.api.errors.server_error"
