"""Events: a tournament on a date, for some games; it pins the document versions in force then.

"In force on a date" is the one rule of ``rulings.models.current_of`` (the newest complete
version in effect on that date), asked for the event's date instead of today.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from django.db import models
from django.urls import reverse

from rulings import addresses
from rulings.models import Document, DocumentVersion, Game, Section, current_of


class EventQuerySet(models.QuerySet):
    def listed(self):
        """Events as the list and the API show them: newest first, games fetched with them."""
        return self.prefetch_related(
            models.Prefetch("games", queryset=Game.objects.order_by("slug"))
        ).order_by("-date", "name")


class EventManager(models.Manager.from_queryset(EventQuerySet)):
    def get_by_natural_key(self, slug):
        return self.get(slug=slug)


@dataclass
class PinnedDocument:
    document: Document
    version: DocumentVersion | None  # None: no version of it was in effect yet
    rules: list[Section] = field(default_factory=list)  # its top-level sections, for the page

    def rule_url(self, key: str) -> str:
        return addresses.rule_url(self.document.game.slug, key, self.version.label if self.version else None)


@dataclass
class GameInForce:
    game: Game
    documents: list[PinnedDocument] = field(default_factory=list)


class Event(models.Model):
    slug = models.SlugField(max_length=80, unique=True)
    name = models.CharField(max_length=200)
    date = models.DateField(help_text="The rules in force on this date apply at the event.")
    games = models.ManyToManyField(Game, related_name="events")

    objects = EventManager()

    class Meta:
        ordering = ["-date", "name"]

    def __str__(self):
        return f"{self.name} ({self.date:%Y-%m-%d})"

    def natural_key(self):
        return (self.slug,)

    def get_absolute_url(self):
        return reverse("rulings:event", args=[self.slug])

    def in_force(self, *, with_rules: bool = False) -> list[GameInForce]:
        """Each game's documents with the version in force on the event's date (three queries;
        ``with_rules``: one more for the top-level sections of those versions)."""
        return versions_in_force(list(self.games.all()), self.date, with_rules=with_rules)


def versions_in_force(games: list[Game], on: dt.date, *, with_rules: bool = False) -> list[GameInForce]:
    documents = (
        Document.objects.filter(game__in=games)
        .select_related("game")
        .prefetch_related("versions")
        .order_by("game__slug", "slug")
    )
    by_game = {game.pk: GameInForce(game) for game in sorted(games, key=lambda g: g.slug)}
    for document in documents:
        version = current_of(document.versions.all(), on=on)
        by_game[document.game_id].documents.append(PinnedDocument(document, version))
    if with_rules:
        pinned = {p.version.pk: p for g in by_game.values() for p in g.documents if p.version}
        top = Section.objects.filter(version_id__in=pinned, parent__isnull=True).order_by("version", "order")
        for section in top.only("key", "number", "title", "body", "version_id", "order"):
            section.version = pinned[section.version_id].version  # its URL needs no query
            pinned[section.version_id].rules.append(section)
    return list(by_game.values())
