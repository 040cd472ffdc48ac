"""The page URLs on their own (rules, cards, and the search page when it is there), so the page
tests do not depend on the rest of config.urls, which other parts of the project fill in."""

from django.urls import include, path

try:
    from rulings.search.urls import page_urlpatterns
except ImportError:  # the search helper's module is optional for the pages
    page_urlpatterns = []

urlpatterns = [
    path("", include((page_urlpatterns, "search"))),
    path("", include("rulings.urls")),
    path("", include("cards.urls")),
]
