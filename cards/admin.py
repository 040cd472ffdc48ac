from django.contrib import admin
from simple_history.admin import SimpleHistoryAdmin

from cards import services
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

    # Rulings edited on the card go through cards.services like any other ruling write.
    def save_formset(self, request, form, formset, change):
        if formset.model is not CardRuling:
            return super().save_formset(request, form, formset, change)
        saved = formset.save(commit=False)
        for ruling in formset.deleted_objects:
            services.delete_ruling(ruling, user=request.user)
        for ruling, ruling_form in ((r, f) for f in formset.forms for r in saved if f.instance is r):
            services.save_ruling(ruling, faces=ruling_form.cleaned_data.get("faces"), user=request.user)

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

    # Through cards.services, as the API's writes: history, faces, the cards the text names.
    def save_model(self, request, obj, form, change):
        services.save_ruling(obj, user=request.user)

    def delete_model(self, request, obj):
        services.delete_ruling(obj, user=request.user)


@admin.register(CardMention)
class CardMentionAdmin(admin.ModelAdmin):
    list_display = ["text", "card", "kind", "field", "source"]
    list_filter = ["card__game", "kind"]
    search_fields = ["text", "card__name"]
    raw_id_fields = ["card", "source_section", "source_faq", "source_ruling"]
