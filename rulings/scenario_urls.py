"""URLs of the scenario checker: the API (under /api/v1/) and the pages (at the site root).

config/urls.py includes them as ``include((api_urlpatterns, "scenarios_api"))`` before the
API's own include, whose last pattern answers 404 for anything under /api/v1/.
"""

from django.urls import path

from rulings import scenario_api, scenario_views

api_urlpatterns = [
    path("scenarios/check/", scenario_api.ScenarioCheckView.as_view(), name="check"),
    path("ask/", scenario_api.AskView.as_view(), name="ask"),
]

page_urlpatterns = [
    path("scenarios/", scenario_views.checker, name="checker"),
    path("scenarios/ask/", scenario_views.ask_page, name="ask"),
    path("scenarios/<slug:game>/table/", scenario_views.table_page, name="table"),
]
