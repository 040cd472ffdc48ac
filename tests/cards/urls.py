# The root URLconf with the cards app included, until the lead includes it in config.urls.
from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("", include("cards.urls")),
    path("", include("rulings.urls")),
]
