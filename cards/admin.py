from django.contrib import admin
from simple_history.admin import SimpleHistoryAdmin

from cards.models import Card, CardFace, CardMention, CardRuling, MeldPair, Printing


class CardFaceInline(admin.StackedInline):
    model = CardFace
    extra = 0


class CardRulingInline(admin.StackedInline):
    model = CardRuling
    extra = 0
    fields = ["date", "source", "authority", "text", "faces"]

    def formfield_for_manytomany(self, db_field, request, **kwargs):
        # Offer only this card's faces.
        if (
            db_field.name == "faces"
            and request.resolver_match
            and request.resolver_match.kwargs.get("object_id")
        ):
            kwargs["queryset"] = CardFace.objects.filter(card_id=request.resolver_match.kwargs["object_id"])
        return super().formfield_for_manytomany(db_field, request, **kwargs)


class PrintingInline(admin.TabularInline):
    model = Printing
    extra = 0


@admin.register(Card)
class CardAdmin(admin.ModelAdmin):
    list_display = ["number", "name", "game", "layout", "meld_relation"]
    list_filter = ["game", "layout"]
    search_fields = ["number", "name", "faces__name"]
    readonly_fields = ["meld_relation"]
    inlines = [CardFaceInline, CardRulingInline, PrintingInline]

    @admin.display(description="meld")
    def meld_relation(self, card):
        pair = card.meld_pair
        return f"{card.meld_role}: {pair}" if pair else ""


@admin.register(MeldPair)
class MeldPairAdmin(admin.ModelAdmin):
    list_display = ["result", "first_front", "second_front", "melder"]
    list_filter = ["result__game"]
    search_fields = ["result__name", "first_front__name", "second_front__name"]
    raw_id_fields = ["result", "first_front", "second_front", "melder"]


@admin.register(CardRuling)
class CardRulingAdmin(SimpleHistoryAdmin):
    list_display = ["card", "date", "source", "authority"]
    list_filter = ["card__game", "authority"]
    search_fields = ["text", "card__name", "card__number"]
    raw_id_fields = ["card"]
    filter_horizontal = ["faces"]


@admin.register(CardMention)
class CardMentionAdmin(admin.ModelAdmin):
    list_display = ["text", "card", "kind", "field", "source"]
    list_filter = ["card__game", "kind"]
    search_fields = ["text", "card__name"]
    raw_id_fields = ["card", "source_section", "source_faq", "source_ruling"]
