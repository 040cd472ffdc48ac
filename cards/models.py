"""Cards and their faces, card rulings, printings, meld pairs, and where text names a card."""

from __future__ import annotations

import hashlib

from django.core.exceptions import ValidationError
from django.db import models
from django.urls import reverse
from simple_history.models import HistoricalRecords

from cards.importers.base import SIDES
from cards.printed import DECK_LIMITS, DeckLimit, PrintedError, validate_printed
from rulings.keys import KeyCheckedModel, validate_key
from rulings.models import FAQ, Game, Section


def _uid(*parts) -> str:
    return hashlib.sha1(
        "\x1f".join(str(p) for p in parts).encode("utf-8"), usedforsecurity=False
    ).hexdigest()[:20]


class CardQuerySet(models.QuerySet):
    def for_game(self, game_slug: str):
        return self.filter(game__slug=game_slug)

    def search(self, q: str):
        """Cards whose number starts with q, or whose name or a face's name holds every word of q."""
        q = (q or "").strip()
        if not q:
            return self.none()
        names = models.Q()
        for word in q.split():
            names &= models.Q(name__icontains=word) | models.Q(faces__name__icontains=word)
        match = models.Q(number__istartswith=q) | names
        ids = self.filter(match).values("pk")
        # An exact number first, then by name.
        return (
            self.filter(pk__in=ids)
            .annotate(exact=models.Case(models.When(number__iexact=q, then=0), default=1))
            .order_by("exact", "game__slug", "name", "number")
        )


class CardManager(models.Manager.from_queryset(CardQuerySet)):
    def get_by_natural_key(self, game_slug, number):
        return self.get(game__slug=game_slug, number=number)


class Card(KeyCheckedModel, models.Model):
    KEY_FIELDS = ("number",)

    class Layout(models.TextChoices):
        NORMAL = "normal"
        FLIP = "flip"
        TRANSFORM = "transform"
        MODAL_DFC = "modal_dfc", "modal double-faced"
        MELD = "meld"

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="cards")
    number = models.CharField(
        max_length=80,
        validators=[validate_key],
        help_text="The card number as printed (XB-006, ST1-01); for Magic, set code and collector number "
        "(EMN-15a); where no source gives one, a key made from the name.",
    )
    number_synthesized = models.BooleanField(default=False, help_text="No source gives this card's number.")
    set_code = models.CharField(max_length=20, blank=True)
    collector_number = models.CharField(max_length=20, blank=True)
    name = models.CharField(max_length=300)
    layout = models.CharField(max_length=12, choices=Layout.choices, default=Layout.NORMAL)
    flavor_name = models.CharField(max_length=200, blank=True, help_text="A nickname printed as flavour")
    source = models.CharField(max_length=300, blank=True, help_text="Where the card data came from")

    objects = CardManager()

    class Meta:
        ordering = ["game__slug", "number"]
        constraints = [models.UniqueConstraint(fields=["game", "number"], name="card_number_once_per_game")]
        indexes = [models.Index(fields=["name"])]

    def __str__(self):
        return f"{self.number} {self.name}" if not self.number_synthesized else self.name

    def natural_key(self):
        return (*self.game.natural_key(), self.number)

    natural_key.dependencies = ["rulings.game"]

    def get_absolute_url(self):
        return reverse("cards:card", args=[self.game.slug, self.number])

    @property
    def deck_limit(self) -> DeckLimit | None:
        """How many copies a deck may hold, where the game's rules in the knowledge base say."""
        return DECK_LIMITS.get(self.game.slug)

    def deck_limit_section(self) -> Section | None:
        """The current rules section the deck limit comes from, to cite it."""
        limit = self.deck_limit
        if limit is None:
            return None
        return (
            Section.objects.for_game(self.game.slug)
            .current()
            .filter(body__contains=limit.quote)
            .select_related("version__document__game")
            .first()
        )

    @property
    def initial_side(self) -> str | None:
        """The side the card starts on; None where either side may start (no Initialize icon)."""
        return next((f.side for f in self.faces.all() if f.is_initial), None)

    @property
    def meld_pair(self) -> MeldPair | None:
        return MeldPair.objects.filter(
            models.Q(result=self) | models.Q(first_front=self) | models.Q(second_front=self)
        ).first()

    @property
    def meld_role(self) -> str:
        """ "result", "melder" (its front carries the meld ability), "front", or "" outside a meld pair."""
        pair = self.meld_pair
        if pair is None:
            return ""
        if pair.result_id == self.pk:
            return "result"
        return "melder" if pair.melder_id == self.pk else "front"

    def mana_value(self, side: str):
        face = self.faces.filter(side=side).first()
        return face.printed.get("mana_value") if face else None


class CardFaceManager(models.Manager):
    def get_by_natural_key(self, game_slug, number, side):
        return self.get(card__game__slug=game_slug, card__number=number, side=side)


class CardFace(models.Model):
    Side = models.TextChoices("Side", " ".join(SIDES))

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="faces")
    side = models.CharField(max_length=10, choices=Side.choices)
    order = models.PositiveSmallIntegerField(default=0)
    is_initial = models.BooleanField(
        default=False, help_text="The side the card starts on, where it has one."
    )
    name = models.CharField(max_length=300)
    card_type = models.CharField(max_length=100, blank=True)
    printed = models.JSONField(default=dict, blank=True, help_text="The game's printed fields, validated")
    text = models.TextField(blank=True)
    external_id = models.CharField(
        max_length=64, blank=True, help_text="The source's id, e.g. an MTGJSON uuid"
    )

    objects = CardFaceManager()

    class Meta:
        ordering = ["card", "order", "side"]
        constraints = [models.UniqueConstraint(fields=["card", "side"], name="face_side_once_per_card")]

    def __str__(self):
        return f"{self.card.number} {self.name} [{self.side}]"

    def natural_key(self):
        return (*self.card.natural_key(), self.side)

    natural_key.dependencies = ["cards.card"]

    def get_absolute_url(self):
        return self.card.get_absolute_url() + f"#{self.side}"

    def clean(self):
        super().clean()
        if not self.card_id:
            return
        try:
            self.printed = validate_printed(self.card.game.slug, self.printed, card_type=self.card_type)
        except PrintedError as exc:
            raise ValidationError({"printed": [f"{k}: {v}" for k, v in exc.errors.items()]}) from None


class CardRulingManager(models.Manager):
    def get_by_natural_key(self, uid):
        return self.get(uid=uid)


class CardRuling(models.Model):
    class Authority(models.TextChoices):
        OFFICIAL = "official"
        COMMUNITY = "community"
        REFERENCE = "reference"

    uid = models.CharField(max_length=20, unique=True, editable=False)
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="rulings")
    date = models.DateField(null=True, blank=True)
    source = models.CharField(max_length=300, blank=True)
    text = models.TextField()
    faces = models.ManyToManyField(
        CardFace,
        blank=True,
        related_name="rulings",
        help_text="The faces it concerns; none: the card as a whole",
    )
    authority = models.CharField(max_length=20, choices=Authority.choices, default=Authority.OFFICIAL)

    objects = CardRulingManager()
    history = HistoricalRecords()

    class Meta:
        ordering = ["card", "date", "pk"]

    def __str__(self):
        return f"{self.card.number} {self.date or ''}: {self.text[:60]}"

    def natural_key(self):
        return (self.uid,)

    def get_absolute_url(self):
        return self.card.get_absolute_url() + f"#ruling-{self.uid}"

    def save(self, *args, **kwargs):
        self.uid = self.uid or self.make_uid(self.card, self.date, self.text)
        super().save(*args, **kwargs)

    @staticmethod
    def make_uid(card: Card, date, text: str) -> str:
        return _uid("cardruling", *card.natural_key(), date or "", text)


class PrintingManager(models.Manager):
    def get_by_natural_key(self, game_slug, number, code):
        return self.get(card__game__slug=game_slug, card__number=number, code=code)


class Printing(models.Model):
    """One print of a card number: the regular one, an alternate art, a stamped reprint."""

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="printings")
    code = models.CharField(max_length=80, help_text="The print's id, e.g. ST1-03_P1")
    variant = models.CharField(max_length=80, blank=True, help_text='e.g. "Normal", "AA", "Stamp"')
    image = models.CharField(max_length=300, blank=True)
    illustrator = models.CharField(max_length=200, blank=True)
    rarity = models.CharField(max_length=20, blank=True)

    objects = PrintingManager()

    class Meta:
        ordering = ["card", "code"]
        constraints = [models.UniqueConstraint(fields=["card", "code"], name="printing_code_once_per_card")]

    def __str__(self):
        return f"{self.code} {self.variant}".strip()

    def natural_key(self):
        return (*self.card.natural_key(), self.code)

    natural_key.dependencies = ["cards.card"]

    @property
    def is_alternate(self) -> bool:
        return self.variant.lower() not in ("", "normal")


class MeldPairManager(models.Manager):
    def get_by_natural_key(self, game_slug, number):
        return self.get(result__game__slug=game_slug, result__number=number)


class MeldPair(models.Model):
    """Two front cards that meld into one result (Magic rule 712.4)."""

    result = models.OneToOneField(Card, on_delete=models.CASCADE, related_name="meld_as_result")
    first_front = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="meld_as_first_front")
    second_front = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="meld_as_second_front")
    melder = models.ForeignKey(
        Card,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="The front that carries the meld ability (712.4a), where the source shows it.",
    )

    objects = MeldPairManager()

    class Meta:
        ordering = ["result"]

    def __str__(self):
        return f"{self.first_front.name} + {self.second_front.name} → {self.result.name}"

    def natural_key(self):
        return self.result.natural_key()

    natural_key.dependencies = ["cards.card"]

    @property
    def fronts(self) -> tuple[Card, Card]:
        return (self.first_front, self.second_front)

    def clean(self):
        ids = [self.result_id, self.first_front_id, self.second_front_id]
        if len(set(ids)) != 3:
            raise ValidationError({"second_front": "A meld pair joins three different cards."})
        if self.melder_id and self.melder_id not in ids[1:]:
            raise ValidationError({"melder": "The melder is one of the two fronts."})


class CardMentionManager(models.Manager):
    def get_by_natural_key(self, uid):
        return self.get(uid=uid)


class CardMention(models.Model):
    """A card named in a rule, an FAQ or another card's ruling, with the exact matched text."""

    class Kind(models.TextChoices):
        NUMBER = "number"
        NAME = "name"

    uid = models.CharField(max_length=20, unique=True, editable=False)
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="mentions")
    source_section = models.ForeignKey(
        Section, null=True, blank=True, on_delete=models.CASCADE, related_name="card_mentions"
    )
    source_faq = models.ForeignKey(
        FAQ, null=True, blank=True, on_delete=models.CASCADE, related_name="card_mentions"
    )
    source_ruling = models.ForeignKey(
        CardRuling, null=True, blank=True, on_delete=models.CASCADE, related_name="card_mentions"
    )
    field = models.CharField(
        max_length=20, help_text="Which text of the source: body, question, answer, text"
    )
    start = models.PositiveIntegerField(default=0)
    text = models.CharField(max_length=300, help_text="The exact text matched")
    kind = models.CharField(max_length=10, choices=Kind.choices)

    objects = CardMentionManager()

    class Meta:
        ordering = ["pk"]
        constraints = [
            models.CheckConstraint(
                condition=(
                    models.Q(
                        source_section__isnull=False, source_faq__isnull=True, source_ruling__isnull=True
                    )
                    | models.Q(
                        source_section__isnull=True, source_faq__isnull=False, source_ruling__isnull=True
                    )
                    | models.Q(
                        source_section__isnull=True, source_faq__isnull=True, source_ruling__isnull=False
                    )
                ),
                name="card_mention_has_one_source",
            )
        ]

    def __str__(self):
        return f"{self.text!r} → {self.card}"

    def natural_key(self):
        return (self.uid,)

    @property
    def source(self):
        return self.source_section or self.source_faq or self.source_ruling

    @staticmethod
    def make_uid(source, field: str, start: int, card: Card) -> str:
        return _uid(
            "cardmention", type(source).__name__, *source.natural_key(), field, start, *card.natural_key()
        )
