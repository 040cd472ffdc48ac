from django.urls import path

from offline import views

app_name = "offline"

page_urlpatterns = [
    path("manifest.webmanifest", views.manifest, name="manifest"),
    path("sw.js", views.service_worker, name="service_worker"),
    path("offline/", views.offline_page, name="page"),
]

api_urlpatterns = [
    path("offline/", views.games, name="games"),
    path("offline/versions/", views.versions, name="versions"),
    path("offline/<slug:game>/bundle/", views.artifact, {"kind": "bundle"}, name="bundle"),
    path("offline/<slug:game>/index/", views.artifact, {"kind": "index"}, name="index"),
]
