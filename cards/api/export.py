"""One JSON document with a game's current rules, FAQs and cards (the API and export_game)."""

from __future__ import annotations

from cards.api import queries as card_queries
from cards.api.serializers import CardSerializer
from rulings.api import links
from rulings.api.faq_serializers import FAQSerializer
from rulings.models import Game

FORMAT = "flipside-export/1"


def export_game(game: Game) -> dict:
    """Content only (no time of export), so equal content gives an equal document and ETag."""
    parts = card_queries.game_export(game)
    return {
        "format": FORMAT,
        "game": {
            "slug": game.slug,
            "name": game.name,
            "language": game.language,
            "url": game.get_absolute_url(),
            "api_url": links.api("game-detail", game.slug),
        },
        "documents": [
            {
                "slug": document.slug,
                "title": document.title,
                "kind": document.kind,
                "authority": document.authority,
                "language": document.language,
                "version": version.label,
                "effective_date": version.effective_date.isoformat(),
                "partial": version.partial,
                "sections": [_section(game.slug, s) for s in sections],
            }
            for document, version, sections in parts["documents"]
        ],
        "faqs": FAQSerializer(parts["faqs"], many=True).data,
        "cards": CardSerializer(parts["cards"], many=True).data,
    }


def _section(game: str, section) -> dict:
    return {
        "key": section.key,
        "number": section.number,
        "title": section.title,
        "kind": section.kind,
        "parent": section.parent.key if section.parent else None,
        "text": section.body,
        "html": section.html,
        **links.rule_urls(game, section.key),
    }
