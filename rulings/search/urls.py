"""Search URL patterns, in two lists the project URLconf includes:

path("", include((page_urlpatterns, "search"))),
path("api/v1/", include((api_urlpatterns, "search-api"))),
"""

from django.urls import path

from rulings.search.api import SearchAPIView
from rulings.search.views import search_page

page_urlpatterns = [
    path("search/", search_page, name="search"),
]

api_urlpatterns = [
    path("search/", SearchAPIView.as_view(), name="search"),
]
