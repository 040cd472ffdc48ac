"""Query filters of the list endpoints. An unknown game answers 400 naming `game`."""

from django_filters import rest_framework as filters

from rulings.api import queries
from rulings.models import Game


class GameFilter(filters.FilterSet):
    game = filters.ModelChoiceFilter(
        field_name="game", to_field_name="slug", queryset=Game.objects.all(), help_text="A game's slug"
    )


class DocumentFilter(GameFilter):
    pass


class FAQFilter(GameFilter):
    card = filters.CharFilter(method="filter_card", max_length=80, help_text="A card number it names")
    q = filters.CharFilter(method="filter_q", max_length=200, help_text="Words in the question or answer")

    def filter_card(self, queryset, name, value):
        return queries.faqs_naming_card(queryset, value)

    def filter_q(self, queryset, name, value):
        return queries.faqs_matching(queryset, value)
