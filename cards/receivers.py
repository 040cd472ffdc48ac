"""The cards app follows the rules core through its signals (rulings.signals)."""

from __future__ import annotations

from django.dispatch import receiver

from cards import services
from rulings import signals


@receiver(signals.content_imported, dispatch_uid="cards-relink-after-import")
def relink_after_import(sender, game: str | None, **kwargs) -> list[str]:
    # New rules text may name any card: the game's mentions are recomputed. A whole knowledge
    # base loaded (game None: fixtures, a restore) brings its mentions with it.
    if game is not None:
        services.relink_cards(game)
    return []


@receiver(signals.texts_changed, dispatch_uid="cards-relink-edited-texts")
def relink_edited(sender, game: str, sections=(), faqs=(), **kwargs) -> None:
    services.relink_sources(game, sections=sections, faqs=faqs)
