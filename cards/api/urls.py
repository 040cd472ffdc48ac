"""Card API paths under /api/v1/ (DESIGN.md contracts): cards, their rulings, a game's export."""

from django.urls import path

from cards.api import views

urlpatterns = [
    path("cards/", views.CardListView.as_view(), name="cards"),
    path("cards/<slug:game>/<str:number>/", views.CardDetailView.as_view(), name="card"),
    path("cards/<slug:game>/<str:number>/rulings/", views.CardRulingListView.as_view(), name="card-rulings"),
    path(
        "cards/<slug:game>/<str:number>/rulings/<str:uid>/",
        views.CardRulingDetailView.as_view(),
        name="card-ruling",
    ),
    path("export/<slug:game>/", views.ExportView.as_view(), name="export"),
]
