from django.urls import path

from rulings import views

app_name = "rulings"

urlpatterns = [
    path("", views.home, name="home"),
    path("games/<slug:game>/", views.game, name="game"),
    path("documents/<slug:game>/<slug:document>/", views.document, name="document"),
    path("documents/<slug:game>/<slug:document>/diff/", views.diff, name="diff"),
    path("rules/<slug:game>/<str:key>/", views.rule, name="rule"),
    path("faqs/<slug:game>/", views.faqs, name="faqs"),
    path("faqs/<slug:game>/<slug:slug>/", views.faq, name="faq"),
    path("events/", views.events, name="events"),
    path("events/<slug:slug>/", views.event, name="event"),
]
