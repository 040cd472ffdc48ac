from django.db.models import Prefetch
from django.shortcuts import get_object_or_404, render

from cards.models import Card, CardMention, CardRuling
from rulings.models import Section
from rulings.pagecache import public_page
from rulings.pages import current_version_ids


def deck_limit_section(card: Card, limit) -> Section | None:
    """Card.deck_limit_section() in one query over the game's current versions (the model's own
    version asks every document of every game for its current version)."""
    if limit is None:
        return None
    return (
        Section.objects.filter(version_id__in=current_version_ids(card.game.slug), body__contains=limit.quote)
        .select_related("version__document__game")
        .first()
    )


@public_page()
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
    limit = card.deck_limit
    context = {
        "card": card,
        "faces": list(card.faces.all()),
        "meld": card.meld_pair,
        "sections": sorted(sections.values(), key=lambda s: (s.version_id, s.order)),
        "faqs": list(faqs.values()),
        "other_rulings": list(rulings.values()),
        "deck_limit": limit,
        "deck_limit_section": deck_limit_section(card, limit),
    }
    return render(request, "cards/card.html", context)
