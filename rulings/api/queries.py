"""Named queries the API views need, over the rulings and cards models.

They live here rather than on the models' querysets because the API is their only user.
"""

from __future__ import annotations

import datetime as dt

from django.db.models import Prefetch, Q, QuerySet

from cards.models import Card, CardFace, CardMention, CardRuling, MeldPair
from rulings.models import FAQ, Change, Document, DocumentVersion, Game, Link, Section


def games() -> QuerySet:
    return Game.objects.order_by("slug").prefetch_related(
        Prefetch("documents", queryset=Document.objects.order_by("slug"))
    )


def documents() -> QuerySet:
    return Document.objects.select_related("game").order_by("game__slug", "slug", "pk")


def versions(document: Document) -> QuerySet:
    return document.versions.select_related("document__game").order_by("effective_date", "imported_at", "pk")


def faqs() -> QuerySet:
    mentions = CardMention.objects.select_related("card__game").order_by("card__number", "pk")
    targets = Link.objects.select_related("target_section__version__document__game")
    return (
        FAQ.objects.select_related("game")
        .prefetch_related(
            Prefetch("card_mentions", queryset=mentions), Prefetch("links_out", queryset=targets)
        )
        .order_by("game__slug", "slug", "pk")
    )


def faqs_naming_card(queryset: QuerySet, number: str) -> QuerySet:
    """FAQs that name the card (by its number): found by card linking, or by its number or name
    in the question or answer where the links have not been computed."""
    match = Q(card_mentions__card__number__iexact=number)
    for card in Card.objects.filter(number__iexact=number).select_related("game"):
        names = Q(question__icontains=card.number) | Q(answer__icontains=card.number)
        names |= Q(question__icontains=card.name) | Q(answer__icontains=card.name)
        match |= Q(game=card.game) & names
    return queryset.filter(pk__in=queryset.filter(match).values("pk"))


def faqs_matching(queryset: QuerySet, q: str) -> QuerySet:
    match = Q()
    for word in q.split():
        match &= Q(question__icontains=word) | Q(answer__icontains=word)
    return queryset.filter(match)


def cards() -> QuerySet:
    melds = MeldPair.objects.select_related(
        "result__game", "first_front__game", "second_front__game", "melder__game"
    )
    return (
        Card.objects.select_related("game")
        .prefetch_related(
            Prefetch("meld_as_result", queryset=melds),
            Prefetch("meld_as_first_front", queryset=melds),
            Prefetch("meld_as_second_front", queryset=melds),
            Prefetch("faces", queryset=CardFace.objects.order_by("order", "side")),
            Prefetch(
                "rulings",
                queryset=CardRuling.objects.order_by("date", "text", "pk").prefetch_related(
                    Prefetch("faces", queryset=CardFace.objects.order_by("order", "side"))
                ),
            ),
        )
        .order_by("game__slug", "number")
    )


def card_rulings(card: Card) -> QuerySet:
    return card.rulings.select_related("card__game").prefetch_related("faces").order_by("date", "text", "pk")


def rule(game: str, key: str, *, on: dt.date | None = None, version: str | None = None) -> Section | None:
    section = Section.objects.find(game, key, on=on, version=version)
    if section is None:
        return None
    return (
        Section.objects.select_related("version__document__game", "parent")
        .prefetch_related(
            Prefetch("children", queryset=Section.objects.order_by("order")),
            Prefetch(
                "links_out",
                queryset=Link.objects.select_related("target_section__version__document__game").order_by(
                    "start", "pk"
                ),
            ),
            Prefetch(
                "links_in",
                queryset=Link.objects.select_related(
                    "source_section__version__document__game", "source_faq__game"
                ).order_by("pk"),
            ),
        )
        .get(pk=section.pk)
    )


def version_labels(game: str) -> QuerySet:
    return DocumentVersion.objects.filter(document__game__slug=game).values_list("label", flat=True)


def key_versions(section: Section) -> list[DocumentVersion]:
    """Every version of the section's document holding its key or a change of it, oldest first."""
    document = section.version.document
    return list(
        document.versions.filter(Q(sections__key=section.key) | Q(changes__key=section.key))
        .distinct()
        .order_by("effective_date", "imported_at", "pk")
    )


def key_sections(section: Section) -> dict[int, Section]:
    """version id → the section with this key in that version of the same document."""
    rows = Section.objects.filter(version__document=section.version.document, key=section.key)
    return {s.version_id: s for s in rows}


def key_changes(section: Section) -> QuerySet:
    return Change.objects.filter(version__document=section.version.document, key=section.key).order_by(
        "kind", "origin", "pk"
    )


def game_export(game: Game) -> dict:
    """The querysets the export is built from, each in a stable order."""
    current = [d.versions.current() for d in game.documents.order_by("slug")]
    return {
        "documents": [
            (v.document, v, v.sections.select_related("parent").order_by("order")) for v in current if v
        ],
        "faqs": faqs().filter(game=game),
        "cards": cards().filter(game=game),
    }
