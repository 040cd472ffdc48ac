"""The rules domain: games, documents and their dated versions, sections, changes, FAQs, links."""

from __future__ import annotations

import hashlib

from django.db import models
from django.urls import reverse
from django.utils import timezone
from simple_history.models import HistoricalRecords

from rulings import addresses
from rulings.keys import KEY_CHARS, KeyCheckedModel, validate_key
from rulings.markup import render_markdown
from rulings.querysets import (
    DocumentManager,
    FAQManager,
    GameManager,
    LinkQuerySet,
    SectionManager,
    UidManager,
    VersionManager,
    current_of,  # noqa: F401 - imported from here by the pages, the views and the API
)


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
