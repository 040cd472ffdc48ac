"""The rules domain: games, documents and their dated versions, sections, changes, FAQs, links."""

from __future__ import annotations

import datetime as dt
import hashlib

from django.db import models
from django.urls import reverse
from django.utils import timezone
from simple_history.models import HistoricalRecords

from rulings import addresses, dates
from rulings.keys import KEY_CHARS, KeyCheckedModel, validate_key
from rulings.markup import render_markdown


class GameManager(models.Manager):
    def get_by_natural_key(self, slug):
        return self.get(slug=slug)


class Game(models.Model):
    slug = models.SlugField(max_length=20, unique=True)
    name = models.CharField(max_length=200)
    language = models.CharField(max_length=10, default="en")

    objects = GameManager()

    class Meta:
        ordering = ["slug"]

    def __str__(self):
        return self.name

    def natural_key(self):
        return (self.slug,)

    def get_absolute_url(self):
        return reverse("rulings:game", args=[self.slug])


class DocumentManager(models.Manager):
    def get_by_natural_key(self, game_slug, slug):
        return self.get(game__slug=game_slug, slug=slug)


class Document(models.Model):
    class Kind(models.TextChoices):
        COMPREHENSIVE = "comprehensive-rules"
        EXCERPT = "rules-excerpt"
        FAQ = "faq"
        WIKI = "wiki"
        CARD_ANATOMY = "card-anatomy"
        TOURNAMENT_RULES = "tournament-rules"
        INFRACTIONS = "infractions"

    class Authority(models.TextChoices):
        OFFICIAL = "official"
        COMMUNITY = "community"
        REFERENCE = "reference"

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="documents")
    slug = models.SlugField(max_length=80)
    title = models.CharField(max_length=300)
    kind = models.CharField(max_length=30, choices=Kind.choices, default=Kind.EXCERPT)
    authority = models.CharField(max_length=20, choices=Authority.choices, default=Authority.OFFICIAL)
    language = models.CharField(max_length=10, default="en")
    numbering_style = models.CharField(
        max_length=30,
        blank=True,
        help_text="The importer style its keys come from; a re-import read in another style needs --style.",
    )
    translation_of = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="translations",
        help_text="The document this one translates; their sections align by key.",
    )

    objects = DocumentManager()

    class Meta:
        ordering = ["game__slug", "slug"]
        constraints = [models.UniqueConstraint(fields=["game", "slug"], name="document_slug_once_per_game")]

    def __str__(self):
        return f"{self.game.slug}/{self.slug}"

    def natural_key(self):
        return (*self.game.natural_key(), self.slug)

    natural_key.dependencies = ["rulings.game"]

    def get_absolute_url(self):
        return reverse("rulings:document", args=[self.game.slug, self.slug])

    @property
    def original(self) -> Document:
        """The document this one translates, or itself."""
        return self.translation_of or self

    def family(self) -> list[Document]:
        """The original and its translations, the original first."""
        original = self.original
        return [original, *original.translations.order_by("language", "slug")]


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


class DocumentVersion(models.Model):
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="versions")
    label = models.CharField(max_length=60)  # usually the effective date, e.g. "2025-02-07"
    effective_date = models.DateField()
    source_hash = models.CharField(max_length=64)  # sha256 of the source text
    source_name = models.CharField(max_length=255, blank=True)
    imported_at = models.DateTimeField(default=timezone.now)
    partial = models.BooleanField(default=False, help_text="Holds only an excerpt of the document.")
    style = models.CharField(max_length=30, blank=True)

    objects = VersionManager()

    class Meta:
        ordering = ["document", "effective_date", "imported_at"]
        constraints = [
            models.UniqueConstraint(fields=["document", "label"], name="version_label_once_per_document")
        ]

    def __str__(self):
        return f"{self.document} @ {self.label}"

    def natural_key(self):
        return (*self.document.natural_key(), self.label)

    natural_key.dependencies = ["rulings.document"]

    def get_absolute_url(self):
        return reverse("rulings:document", args=[self.document.game.slug, self.document.slug]) + (
            f"?version={self.label}"
        )

    def previous(self):
        """The version this one's changes are computed against.

        A complete version is compared with the complete version before it; an excerpt with
        whatever version came before it, within the parts the excerpt covers.
        """
        earlier = (
            DocumentVersion.objects.filter(document=self.document)
            .filter(
                models.Q(effective_date__lt=self.effective_date)
                | models.Q(effective_date=self.effective_date, imported_at__lt=self.imported_at)
            )
            .exclude(pk=self.pk)
            .order_by("-effective_date", "-imported_at")
        )
        if not self.partial:
            earlier = earlier.filter(partial=False)
        return earlier.first()


class SectionQuerySet(models.QuerySet):
    def for_game(self, game_slug: str):
        return self.filter(version__document__game__slug=game_slug)

    def current(self):
        """Sections of each document's current version."""
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


class Section(KeyCheckedModel, models.Model):
    KEY_FIELDS = ("key",)

    class Kind(models.TextChoices):
        RULE = "rule"
        EXAMPLE = "example"
        GLOSSARY = "glossary"
        NOTE = "note"

    version = models.ForeignKey(DocumentVersion, on_delete=models.CASCADE, related_name="sections")
    key = models.CharField(max_length=120, validators=[validate_key], help_text=f"Use only {KEY_CHARS}")
    number = models.CharField(max_length=40, blank=True)
    title = models.CharField(max_length=300, blank=True)
    body = models.TextField(blank=True, help_text="Markdown")
    html = models.TextField(blank=True, editable=False, help_text="Rendered and sanitized from body")
    parent = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.CASCADE, related_name="children"
    )
    order = models.PositiveIntegerField(default=0)
    depth = models.PositiveSmallIntegerField(default=0)
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.RULE)
    source_line = models.PositiveIntegerField(default=0)

    objects = SectionManager()
    history = HistoricalRecords()

    class Meta:
        ordering = ["version", "order"]
        constraints = [
            models.UniqueConstraint(fields=["version", "key"], name="section_key_once_per_version")
        ]
        indexes = [models.Index(fields=["key"])]

    def __str__(self):
        label = f"{self.number or self.key} {self.title}".strip()
        return label[:120]

    def natural_key(self):
        return (*self.version.natural_key(), self.key)

    natural_key.dependencies = ["rulings.documentversion"]

    @property
    def game_slug(self) -> str:
        return self.version.document.game.slug

    @property
    def lang(self) -> str | None:
        """``?lang=`` for a translation's sections; an original's need none."""
        document = self.version.document
        return document.language if document.translation_of_id else None

    def get_absolute_url(self):
        return addresses.rule_url(self.game_slug, self.key, lang=self.lang)

    def url_at(self, version: str | None = None) -> str:
        """The section's page pinned to a version label (its language kept)."""
        return addresses.rule_url(self.game_slug, self.key, version, lang=self.lang)

    def render(self, known_keys=None) -> None:
        """Render the Markdown body into sanitized HTML, linking rule references."""
        self.html = render_markdown(self.body, game=self.game_slug, known_keys=known_keys)

    def save(self, *args, **kwargs):
        self.render()
        super().save(*args, **kwargs)


def _uid(*parts) -> str:
    return hashlib.sha1(
        "\x1f".join(str(p) for p in parts).encode("utf-8"), usedforsecurity=False
    ).hexdigest()[:20]


class UidManager(models.Manager):
    def get_by_natural_key(self, uid):
        return self.get(uid=uid)


class Change(models.Model):
    """What a version changed against the one before, per key."""

    class Kind(models.TextChoices):
        ADDED = "added"
        REMOVED = "removed"
        CHANGED = "changed"
        RENUMBERED = "renumbered"
        MERGED = "merged"

    class Origin(models.TextChoices):
        CHANGE_LOG = "change-log", "the document's own change log"
        DIFF = "diff", "computed by diff"

    uid = models.CharField(max_length=20, unique=True, editable=False)
    version = models.ForeignKey(DocumentVersion, on_delete=models.CASCADE, related_name="changes")
    key = models.CharField(max_length=120)
    kind = models.CharField(max_length=12, choices=Kind.choices)
    origin = models.CharField(max_length=12, choices=Origin.choices, default=Origin.DIFF)
    old_key = models.CharField(max_length=120, blank=True)  # for renumbered
    before = models.TextField(blank=True)
    after = models.TextField(blank=True)
    note = models.TextField(blank=True)

    objects = UidManager()

    class Meta:
        ordering = ["version", "key", "kind"]

    def __str__(self):
        return f"{self.kind} {self.key} in {self.version}"

    def natural_key(self):
        return (self.uid,)

    def save(self, *args, **kwargs):
        self.uid = self.uid or self.make_uid(self.version, self.key, self.kind, self.origin, self.old_key)
        super().save(*args, **kwargs)

    @staticmethod
    def make_uid(version, key, kind, origin, old_key="") -> str:
        return _uid("change", *version.natural_key(), key, kind, origin, old_key)


class FAQQuerySet(models.QuerySet):
    def for_game(self, game_slug: str):
        return self.filter(game__slug=game_slug)


class FAQManager(models.Manager.from_queryset(FAQQuerySet)):
    def get_by_natural_key(self, game_slug, slug):
        return self.get(game__slug=game_slug, slug=slug)


class FAQ(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="faqs")
    slug = models.SlugField(max_length=100)
    question = models.TextField()
    answer = models.TextField(help_text="Markdown")
    answer_html = models.TextField(blank=True, editable=False)
    source = models.CharField(max_length=300, blank=True)
    source_date = models.DateField(null=True, blank=True)
    section_keys = models.JSONField(default=list, blank=True, help_text="Keys of the sections it concerns")
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    updated_at = models.DateTimeField(auto_now=True)

    objects = FAQManager()
    history = HistoricalRecords()

    class Meta:
        verbose_name = "FAQ"
        ordering = ["game", "slug"]
        constraints = [models.UniqueConstraint(fields=["game", "slug"], name="faq_slug_once_per_game")]

    def __str__(self):
        return self.question[:100]

    def natural_key(self):
        return (*self.game.natural_key(), self.slug)

    natural_key.dependencies = ["rulings.game"]

    def get_absolute_url(self):
        return reverse("rulings:faq", args=[self.game.slug, self.slug])

    def save(self, *args, **kwargs):
        self.answer_html = render_markdown(self.answer, game=self.game.slug)
        super().save(*args, **kwargs)


class LinkQuerySet(models.QuerySet):
    def unresolved(self):
        return self.filter(target_section__isnull=True)

    def resolved(self):
        return self.filter(target_section__isnull=False)


class Link(models.Model):
    """A cross-reference found in text; resolved to a section, or left unresolved for editors."""

    uid = models.CharField(max_length=20, unique=True, editable=False)
    source_section = models.ForeignKey(
        Section, null=True, blank=True, on_delete=models.CASCADE, related_name="links_out"
    )
    source_faq = models.ForeignKey(
        FAQ, null=True, blank=True, on_delete=models.CASCADE, related_name="links_out"
    )
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="links")
    text = models.CharField(max_length=300, help_text="The exact text matched")
    start = models.PositiveIntegerField(default=0)  # offset of the match in the source text
    target_key = models.CharField(max_length=120)
    target_section = models.ForeignKey(
        Section, null=True, blank=True, on_delete=models.SET_NULL, related_name="links_in"
    )

    objects = UidManager.from_queryset(LinkQuerySet)()

    class Meta:
        ordering = ["pk"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(source_section__isnull=False) | models.Q(source_faq__isnull=False),
                name="link_has_a_source",
            )
        ]

    def __str__(self):
        state = "→" if self.target_section_id else "↛"
        return f"{self.text!r} {state} {self.target_key}"

    def natural_key(self):
        return (self.uid,)

    @property
    def resolved(self) -> bool:
        return self.target_section_id is not None

    @staticmethod
    def make_uid(source, start: int, target_key: str) -> str:
        return _uid("link", type(source).__name__, *source.natural_key(), start, target_key)


from rulings.events import Event  # noqa: E402, F401 - the event model lives beside, in rulings.events
