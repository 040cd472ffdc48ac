"""Named queries the API views need, over the rulings and cards models.

They live here rather than on the models' querysets because the API is their only user.
"""

from __future__ import annotations

import datetime as dt

from django.db.models import Prefetch, Q, QuerySet

from rulings.models import FAQ, Change, Document, DocumentVersion, Game, Link, Section


def games() -> QuerySet:
    return Game.objects.order_by("slug").prefetch_related(
        Prefetch("documents", queryset=documents().order_by("slug"))
    )


def documents() -> QuerySet:
    # The versions are prefetched for the current version's label (one query, not one each).
    return (
        Document.objects.select_related("game")
        .prefetch_related("versions")
        .order_by("game__slug", "slug", "pk")
    )


def versions(document: Document) -> QuerySet:
    return document.versions.select_related("document__game").order_by("effective_date", "imported_at", "pk")


def faqs() -> QuerySet:
    targets = Link.objects.select_related("target_section__version__document__game")
    return (
        FAQ.objects.select_related("game")
        .prefetch_related("card_mentions__card__game", Prefetch("links_out", queryset=targets))
        .order_by("game__slug", "slug", "pk")
    )


def faqs_naming_card(queryset: QuerySet, number: str) -> QuerySet:
    """FAQs that name the card (by its number), as card linking found them: every FAQ write
    goes through rulings.services, which has the cards app refresh its mentions."""
    match = Q(card_mentions__card__number__iexact=number)
    return queryset.filter(pk__in=queryset.filter(match).values("pk"))


def faqs_matching(queryset: QuerySet, q: str) -> QuerySet:
    match = Q()
    for word in q.split():
        match &= Q(question__icontains=word) | Q(answer__icontains=word)
    return queryset.filter(match)


def rule(
    game: str,
    key: str,
    *,
    on: dt.date | None = None,
    version: str | None = None,
    document: str | None = None,
    language: str | None = None,
) -> Section | None:
    section = Section.objects.find(game, key, on=on, version=version, document=document, language=language)
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
