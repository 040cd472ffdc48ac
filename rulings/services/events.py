"""Editors' writes of events: an event's name, date and games."""

from __future__ import annotations

import datetime as dt

from django.db import transaction
from django.utils.text import slugify

from rulings.events import Event
from rulings.models import Game


@transaction.atomic
def save_event(event: Event, *, games=None) -> Event:
    """Validate and save an event; ``games`` (Game objects or slugs) replaces its games."""
    if not event.slug:
        event.slug = slugify(f"{event.name} {event.date:%Y}")[:80]
    event.full_clean(exclude=["games"])
    event.save()
    if games is not None:
        event.games.set([g if isinstance(g, Game) else Game.objects.get(slug=g) for g in games])
    return event


def create_event(name: str, date: dt.date, games, *, slug: str = "") -> Event:
    return save_event(Event(name=name, date=date, slug=slug), games=games)
