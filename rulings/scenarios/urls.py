"""URLs of the scenario checker: the API (under /api/v1/) and the pages (at the site root).

config/urls.py includes them as ``include((api_urlpatterns, "scenarios_api"))`` before the
API's own include, whose last pattern answers 404 for anything under /api/v1/.
"""

from django.urls import path

from rulings.scenarios import api, views

api_urlpatterns = [
    path("scenarios/check/", api.ScenarioCheckView.as_view(), name="check"),
    path("ask/", api.AskView.as_view(), name="ask"),
]

page_urlpatterns = [
    path("scenarios/", views.checker, name="checker"),
    path("scenarios/ask/", views.ask_page, name="ask"),
    path("scenarios/<slug:game>/table/", views.table_page, name="table"),
]
