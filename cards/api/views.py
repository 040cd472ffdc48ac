"""Card API views: cards with their faces and rulings, editors' ruling writes, a game's export."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework import generics, status
from rest_framework.response import Response
from rest_framework.views import APIView

from cards import services
from cards.api import queries
from cards.api.export import export_game
from cards.api.filters import CardFilter
from cards.api.serializers import CardSerializer, RulingSerializer, RulingWriteSerializer
from cards.models import Card, CardRuling
from rulings.api.base import ERRORS, WRITE_ERRORS, ReadView
from rulings.models import Game

# --- cards ------------------------------------------------------------------------------------


@extend_schema_view(
    get=extend_schema(summary="Cards", responses={200: CardSerializer(many=True), **ERRORS}),
)
class CardListView(ReadView, generics.ListAPIView):
    serializer_class = CardSerializer
    filterset_class = CardFilter

    def get_queryset(self):
        return queries.cards()


class _CardMixin:
    def get_card(self) -> Card:
        return get_object_or_404(
            queries.cards(), game__slug=self.kwargs["game"], number=self.kwargs["number"]
        )


@extend_schema(summary="A card with its faces and rulings", responses={200: CardSerializer, **ERRORS})
class CardDetailView(ReadView, _CardMixin, generics.RetrieveAPIView):
    serializer_class = CardSerializer
    queryset = Card.objects.none()

    def get_object(self):
        return self.get_card()


@extend_schema_view(
    get=extend_schema(summary="A card's rulings", responses={200: RulingSerializer(many=True), **ERRORS}),
    post=extend_schema(
        summary="Add a ruling to a card (editors)",
        request=RulingWriteSerializer,
        responses={201: RulingSerializer, **WRITE_ERRORS},
    ),
)
class CardRulingListView(ReadView, _CardMixin, generics.ListCreateAPIView):
    queryset = CardRuling.objects.none()
    filter_backends = []

    def get_queryset(self):
        return queries.card_rulings(self.get_card())

    def get_serializer_class(self):
        return RulingWriteSerializer if self.request.method == "POST" else RulingSerializer

    def create(self, request, *args, **kwargs):
        card = self.get_card()
        write = RulingWriteSerializer(data=request.data, context={"card": card})
        write.is_valid(raise_exception=True)
        ruling = write.save(user=request.user)
        ruling = queries.card_rulings(card).get(pk=ruling.pk)
        return Response(RulingSerializer(ruling).data, status=status.HTTP_201_CREATED)


@extend_schema_view(
    get=extend_schema(summary="A card ruling", responses={200: RulingSerializer, **ERRORS}),
    patch=extend_schema(
        summary="Correct a card ruling (editors)",
        request=RulingWriteSerializer,
        responses={200: RulingSerializer, **WRITE_ERRORS},
    ),
    delete=extend_schema(summary="Delete a card ruling (editors)", responses={204: None, **WRITE_ERRORS}),
)
class CardRulingDetailView(ReadView, _CardMixin, generics.GenericAPIView):
    queryset = CardRuling.objects.none()
    http_method_names = ["get", "patch", "delete", "head", "options"]
    serializer_class = RulingSerializer

    def get_object(self):
        return get_object_or_404(queries.card_rulings(self.get_card()), uid=self.kwargs["uid"])

    def get(self, request, **kwargs):
        return Response(RulingSerializer(self.get_object()).data)

    def patch(self, request, **kwargs):
        ruling = self.get_object()
        write = RulingWriteSerializer(ruling, data=request.data, partial=True, context={"card": ruling.card})
        write.is_valid(raise_exception=True)
        write.save(user=request.user)
        return Response(RulingSerializer(self.get_object()).data)

    def delete(self, request, **kwargs):
        ruling = self.get_object()
        services.delete_ruling(ruling, user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


# --- export -----------------------------------------------------------------------------------


@extend_schema(
    summary="A game's current rules, FAQs and cards in one document",
    responses={200: OpenApiTypes.OBJECT, **ERRORS},
)
class ExportView(ReadView, APIView):
    queryset = Game.objects.none()

    def get(self, request, game):
        return Response(export_game(get_object_or_404(Game, slug=game)))
