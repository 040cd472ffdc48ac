"""The card API's querysets, each in a stable order with what its serializer reads prefetched."""

from __future__ import annotations

from django.db.models import Prefetch, QuerySet

from cards.models import Card, CardFace, CardRuling, MeldPair
from rulings.api import queries
from rulings.models import Game


def cards() -> QuerySet:
    melds = MeldPair.objects.select_related(
        "result__game", "first_front__game", "second_front__game", "melder__game"
    )
    return (
        Card.objects.select_related("game")
        .prefetch_related(
            Prefetch("meld_as_result", queryset=melds),
            Prefetch("meld_as_first_front", queryset=melds),
            Prefetch("meld_as_second_front", queryset=melds),
            Prefetch("faces", queryset=CardFace.objects.order_by("order", "side")),
            Prefetch(
                "rulings",
                queryset=CardRuling.objects.order_by("date", "text", "pk").prefetch_related(
                    Prefetch("faces", queryset=CardFace.objects.order_by("order", "side"))
                ),
            ),
        )
        .order_by("game__slug", "number")
    )


def card_rulings(card: Card) -> QuerySet:
    return card.rulings.select_related("card__game").prefetch_related("faces").order_by("date", "text", "pk")


def game_export(game: Game) -> dict:
    """The querysets the export is built from, each in a stable order."""
    current = [d.versions.current() for d in game.documents.order_by("slug")]
    return {
        "documents": [
            (v.document, v, v.sections.select_related("parent").order_by("order")) for v in current if v
        ],
        "faqs": queries.faqs().filter(game=game),
        "cards": cards().filter(game=game),
    }
