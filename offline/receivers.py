"""The offline app follows the core's imports: a game's bundle and index are built again."""

from __future__ import annotations

import logging

from django.db import transaction
from django.dispatch import receiver

from rulings import signals
from rulings.models import Game

log = logging.getLogger(__name__)


def rebuild(game_slug: str | None) -> list[str]:
    from offline import store

    games = Game.objects.filter(slug=game_slug) if game_slug else Game.objects.all()
    built = []
    for game in games:
        artifacts = store.build(game)
        built.append(f"offline {game.slug}: bundle {artifacts['bundle'].size} bytes")
        for on in event_dates(game):  # an event's copy is ready when a judge keeps it
            store.build(game, on)
    return built


def event_dates(game: Game) -> list:
    """The dates of the events that list the game: each has bundles at the versions in force then."""
    from rulings.events import Event

    return sorted(set(Event.objects.filter(games=game).values_list("date", flat=True)))


def _rebuild_after_commit(game_slug):
    try:
        rebuild(game_slug)
    except Exception:  # a failed build must not fail the import: the next read builds again
        log.exception("offline bundle build failed for %s", game_slug)


@receiver(signals.content_imported, dispatch_uid="offline-rebuild-after-import")
def rebuild_after_import(sender, game: str | None, **kwargs) -> list[str]:
    # After the commit: the content token (the files' names) then says what was imported.
    transaction.on_commit(lambda: _rebuild_after_commit(game))
    return []
