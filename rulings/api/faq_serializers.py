"""Serializers of the API v1 for FAQs: the read shape DESIGN.md names and the editors' write."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from rulings.api import links
from rulings.api.serializers import CardRefSerializer, SectionRefSerializer
from rulings.models import FAQ, Game, Section
from rulings.services import edits


class FAQSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    sections = serializers.SerializerMethodField()
    cards = serializers.SerializerMethodField()
    url = serializers.SerializerMethodField()
    api_url = serializers.SerializerMethodField()

    class Meta:
        model = FAQ
        fields = [
            "id",
            "game",
            "slug",
            "question",
            "answer",
            "answer_html",
            "source",
            "source_date",
            "sections",
            "cards",
            "updated_at",
            "url",
            "api_url",
        ]

    @extend_schema_field(SectionRefSerializer(many=True))
    def get_sections(self, faq):
        # The links hold the sections the FAQ concerns, in the order the FAQ names them.
        targets = {link.target_key: link.target_section for link in faq.links_out.all()}
        found = []
        for key in faq.section_keys:
            section = targets.get(key)
            if section is not None:
                found.append(section)
            else:
                found.append(_KeyOnly(faq.game.slug, key))
        return SectionRefSerializer(found, many=True).data

    @extend_schema_field(CardRefSerializer(many=True))
    def get_cards(self, faq):
        seen, cards = set(), []
        for mention in sorted(faq.card_mentions.all(), key=lambda m: (m.card.number, m.pk)):
            if mention.card_id not in seen:
                seen.add(mention.card_id)
                cards.append(mention.card)
        return CardRefSerializer(cards, many=True).data

    def get_url(self, faq) -> str:
        return faq.get_absolute_url()

    def get_api_url(self, faq) -> str:
        return links.api("faq-detail", faq.pk)


class _KeyOnly:
    """A section an FAQ names whose current text is gone: still shown by its key."""

    def __init__(self, game_slug, key):
        self.game_slug, self.key, self.number, self.title = game_slug, key, "", ""


class FAQWriteSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", queryset=Game.objects.all())
    section_keys = serializers.ListField(
        child=serializers.CharField(max_length=120), required=False, max_length=50
    )

    class Meta:
        model = FAQ
        fields = ["game", "slug", "question", "answer", "source", "source_date", "section_keys"]
        extra_kwargs = {"slug": {"required": True}}
        validators = []  # validate() names the field (slug) that clashes

    def validate(self, attrs):
        game = attrs.get("game") or getattr(self.instance, "game", None)
        slug = attrs.get("slug", getattr(self.instance, "slug", None))
        taken = FAQ.objects.filter(game=game, slug=slug)
        if self.instance is not None:
            taken = taken.exclude(pk=self.instance.pk)
        if taken.exists():
            raise serializers.ValidationError({"slug": ["An FAQ of this game already has this slug."]})
        keys = attrs.get("section_keys")
        if keys is not None:
            current = set(Section.objects.for_game(game.slug).current().values_list("key", flat=True))
            missing = [k for k in keys if k not in current]
            if missing:
                raise serializers.ValidationError(
                    {"section_keys": [f"No current section {k!r} in {game.slug}." for k in missing]}
                )
        return attrs

    def save(self, *, user=None):
        """Through the services layer, like the admin and the loader."""
        faq = self.instance or FAQ()
        for field, value in self.validated_data.items():
            setattr(faq, field, value)
        self.instance = edits.save_faq(faq, user=user)
        return self.instance
