"""The page tests serve the project's own URLs: pages link rules, cards, search and the API."""

from config.urls import urlpatterns  # noqa: F401
