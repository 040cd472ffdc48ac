from django.urls import path

from cards import views

app_name = "cards"

urlpatterns = [
    path("cards/<slug:game>/<str:number>/", views.card, name="card"),
]
