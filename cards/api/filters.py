"""Query filters of the card list."""

from django_filters import rest_framework as filters

from rulings.api.filters import GameFilter


class CardFilter(GameFilter):
    q = filters.CharFilter(
        method="filter_q", max_length=200, help_text="A card number's start, or name words"
    )

    def filter_q(self, queryset, name, value):
        return queryset.search(value) if value.strip() else queryset
