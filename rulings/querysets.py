"""The query sets and managers of the rules models: natural keys, "current" and "as of",
finding a rule by key. The one rule of "in force on a date" is ``current_of``."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from django.db import models

from rulings import dates

if TYPE_CHECKING:
    from rulings.models import DocumentVersion


class GameManager(models.Manager):
    def get_by_natural_key(self, slug):
        return self.get(slug=slug)


class DocumentManager(models.Manager):
    def get_by_natural_key(self, game_slug, slug):
        return self.get(game__slug=game_slug, slug=slug)


class VersionQuerySet(models.QuerySet):
    def in_effect(self, on: dt.date | None = None):
        """Versions already in effect on a date (today by default), newest first."""
        on = on or dates.today()
        return self.filter(effective_date__lte=on).order_by("-effective_date", "-imported_at")

    def current(self):
        """The newest complete version in effect today, or None (the rule is ``current_of``)."""
        return current_of(self.filter(effective_date__lte=dates.today()))

    def current_ids(self, game_slug: str | None = None, *, on: dt.date | None = None) -> list[int]:
        """The current version of each document (of one game), in one query; ``on`` a past
        or future date instead of today gives the versions in force then (an event's)."""
        versions = self.only("document_id", "effective_date", "imported_at", "partial")
        if game_slug:
            versions = versions.filter(document__game__slug=game_slug)
        by_document: dict[int, list[DocumentVersion]] = {}
        for version in versions:
            by_document.setdefault(version.document_id, []).append(version)
        return [v.pk for v in (current_of(vs, on=on) for vs in by_document.values()) if v]


def current_of(versions, *, on: dt.date | None = None) -> DocumentVersion | None:
    """VersionQuerySet.current() over versions already fetched: the newest complete one in effect
    today, or on the date given (the versions in force at an event)."""
    today = on or dates.today()
    in_effect = sorted(
        (v for v in versions if v.effective_date <= today),
        key=lambda v: (v.effective_date, v.imported_at),
        reverse=True,
    )
    return next((v for v in in_effect if not v.partial), None) or (in_effect[0] if in_effect else None)


class VersionManager(models.Manager.from_queryset(VersionQuerySet)):
    def get_by_natural_key(self, game_slug, document_slug, label):
        return self.get(document__game__slug=game_slug, document__slug=document_slug, label=label)


class SectionQuerySet(models.QuerySet):
    def for_game(self, game_slug: str):
        return self.filter(version__document__game__slug=game_slug)

    def current(self):
        """Sections of each document's current version."""
        from rulings.models import DocumentVersion

        return self.filter(version_id__in=DocumentVersion.objects.current_ids())

    def as_of(self, on: dt.date):
        """For each key, the section from the newest version in effect on that date."""
        return self.filter(version__effective_date__lte=on).order_by(
            "key", "-version__effective_date", "-version__imported_at"
        )

    def find(
        self,
        game_slug: str,
        key: str,
        *,
        on: dt.date | None = None,
        version: str | None = None,
        document: str | None = None,
        language: str | None = None,
    ):
        """The section with this key: of a named version, or as in effect on a date (today).

        ``document`` (a slug) or ``language`` picks among a game's documents; without them
        an original is preferred to its translations, which share its keys.
        """
        qs = self.for_game(game_slug).filter(key=key).select_related("version__document__game")
        if document:
            qs = qs.filter(version__document__slug=document)
        if language:
            qs = qs.filter(version__document__language=language)
        elif not document:
            originals = qs.filter(version__document__translation_of__isnull=True)
            if originals.exists():
                qs = originals
        if version:
            return qs.filter(version__label=version).first()
        on = on or dates.today()
        in_effect = qs.filter(version__effective_date__lte=on)
        return in_effect.order_by("-version__effective_date", "-version__imported_at").first()

    def translations_of(self, section):
        """The same key in the other documents of the section's family (original and
        translations), each as in effect on the section's version date: [(document, section)]."""
        document = section.version.document
        out = []
        for other in document.family():
            if other.pk == document.pk:
                continue
            found = (
                self.filter(version__document=other, key=section.key)
                .filter(version__effective_date__lte=max(section.version.effective_date, dates.today()))
                .select_related("version__document__game")
                .order_by("-version__effective_date", "-version__imported_at")
                .first()
            )
            if found is not None:
                out.append((other, found))
        return out


class SectionManager(models.Manager.from_queryset(SectionQuerySet)):
    def get_by_natural_key(self, game_slug, document_slug, label, key):
        return self.get(
            version__document__game__slug=game_slug,
            version__document__slug=document_slug,
            version__label=label,
            key=key,
        )


class UidManager(models.Manager):
    def get_by_natural_key(self, uid):
        return self.get(uid=uid)


class FAQQuerySet(models.QuerySet):
    def for_game(self, game_slug: str):
        return self.filter(game__slug=game_slug)


class FAQManager(models.Manager.from_queryset(FAQQuerySet)):
    def get_by_natural_key(self, game_slug, slug):
        return self.get(game__slug=game_slug, slug=slug)


class LinkQuerySet(models.QuerySet):
    def unresolved(self):
        return self.filter(target_section__isnull=True)

    def resolved(self):
        return self.filter(target_section__isnull=False)
