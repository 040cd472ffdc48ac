from django.db.models import Prefetch
from django.shortcuts import get_object_or_404, render

from cards.models import Card, CardMention, CardRuling


def card(request, game, number):
    card = get_object_or_404(
        Card.objects.select_related("game").prefetch_related(
            "faces", "printings", Prefetch("rulings", CardRuling.objects.prefetch_related("faces"))
        ),
        game__slug=game,
        number=number,
    )
    mentions = CardMention.objects.filter(card=card).select_related(
        "source_section__version__document__game", "source_faq__game", "source_ruling__card__game"
    )
    sections, faqs, rulings = {}, {}, {}
    for mention in mentions:
        if mention.source_section_id:
            sections.setdefault(mention.source_section_id, mention.source_section)
        elif mention.source_faq_id:
            faqs.setdefault(mention.source_faq_id, mention.source_faq)
        else:
            rulings.setdefault(mention.source_ruling_id, mention.source_ruling)
    context = {
        "card": card,
        "faces": list(card.faces.all()),
        "meld": card.meld_pair,
        "sections": sorted(sections.values(), key=lambda s: (s.version_id, s.order)),
        "faqs": list(faqs.values()),
        "other_rulings": list(rulings.values()),
        "deck_limit": card.deck_limit,
        "deck_limit_section": card.deck_limit_section(),
    }
    return render(request, "cards/card.html", context)
