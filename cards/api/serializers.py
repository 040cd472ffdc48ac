"""Card serializers: a card with its faces and rulings, and the editors' card-ruling writes."""

from __future__ import annotations

from django.core.exceptions import ObjectDoesNotExist
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from cards import services
from cards.models import Card, CardFace, CardRuling
from rulings.api import links
from rulings.api.serializers import CardRefSerializer


class SortedDictField(serializers.DictField):
    """Keys in alphabetical order, whatever order the database keeps them in (PostgreSQL's
    jsonb orders keys by length), so the same card always reads the same."""

    def to_representation(self, value):
        return dict(sorted(super().to_representation(value).items()))


class FaceSerializer(serializers.ModelSerializer):
    printed = SortedDictField(help_text="The game's printed fields (power, cost, side icon…)")
    url = serializers.SerializerMethodField()

    class Meta:
        model = CardFace
        fields = ["side", "name", "is_initial", "card_type", "printed", "text", "url"]

    def get_url(self, face) -> str:
        return face.card.get_absolute_url() + f"#{face.side}"


class RulingSerializer(serializers.ModelSerializer):
    faces = serializers.SerializerMethodField()
    url = serializers.SerializerMethodField()
    api_url = serializers.SerializerMethodField()

    class Meta:
        model = CardRuling
        fields = ["uid", "date", "source", "authority", "text", "faces", "url", "api_url"]

    @extend_schema_field(serializers.ListField(child=serializers.CharField()))
    def get_faces(self, ruling) -> list[str]:
        """The sides it concerns; empty: the card as a whole."""
        return [face.side for face in ruling.faces.all()]

    def get_url(self, ruling) -> str:
        return ruling.card.get_absolute_url() + f"#ruling-{ruling.uid}"

    def get_api_url(self, ruling) -> str:
        return links.api("cards_api:card-ruling", ruling.card.game.slug, ruling.card.number, ruling.uid)


class MeldSerializer(serializers.Serializer):
    role = serializers.ChoiceField(choices=["result", "melder", "front"])
    result = CardRefSerializer()
    fronts = CardRefSerializer(many=True)
    melder = CardRefSerializer(allow_null=True)


class CardSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    faces = FaceSerializer(many=True, read_only=True)
    rulings = RulingSerializer(many=True, read_only=True)
    meld = serializers.SerializerMethodField()
    url = serializers.SerializerMethodField()
    api_url = serializers.SerializerMethodField()

    class Meta:
        model = Card
        fields = [
            "game",
            "number",
            "name",
            "layout",
            "flavor_name",
            "set_code",
            "collector_number",
            "faces",
            "rulings",
            "meld",
            "url",
            "api_url",
        ]

    @extend_schema_field(MeldSerializer(allow_null=True))
    def get_meld(self, card):
        pair = _meld_pair(card)
        if pair is None:
            return None
        role = "result" if pair.result_id == card.pk else "melder" if pair.melder_id == card.pk else "front"
        return {
            "role": role,
            "result": CardRefSerializer(pair.result).data,
            "fronts": CardRefSerializer(pair.fronts, many=True).data,
            "melder": CardRefSerializer(pair.melder).data if pair.melder else None,
        }

    def get_url(self, card) -> str:
        return card.get_absolute_url()

    def get_api_url(self, card) -> str:
        return links.api("cards_api:card", card.game.slug, card.number)


def _meld_pair(card: Card):
    """The card's meld pair from the prefetched relations (Card.meld_pair asks the database)."""
    try:
        return card.meld_as_result
    except ObjectDoesNotExist:
        pass
    return next(iter([*card.meld_as_first_front.all(), *card.meld_as_second_front.all()]), None)


class RulingWriteSerializer(serializers.ModelSerializer):
    faces = serializers.ListField(
        child=serializers.CharField(max_length=10),
        required=False,
        max_length=10,
        help_text="Sides it concerns; leave out for the card as a whole",
    )

    class Meta:
        model = CardRuling
        fields = ["date", "source", "authority", "text", "faces"]

    def validate_faces(self, sides):
        card = self.context["card"]
        known = {f.side: f for f in card.faces.all()}
        unknown = [s for s in sides if s not in known]
        if unknown:
            raise serializers.ValidationError([f"{card.number} has no face {s!r}." for s in unknown])
        return [known[s] for s in dict.fromkeys(sides)]

    def save(self, *, user=None):
        """Through cards.services, like the admin and the importers."""
        validated = dict(self.validated_data)
        faces = validated.pop("faces", None)
        ruling = self.instance
        if ruling is None:
            card = self.context["card"]
            if CardRuling.objects.filter(
                uid=CardRuling.make_uid(card, validated.get("date"), validated["text"])
            ):
                raise serializers.ValidationError(
                    {"text": ["This card already has this ruling on that date."]}
                )
            ruling = CardRuling(card=card)
        for field, value in validated.items():
            setattr(ruling, field, value)
        self.instance = services.save_ruling(ruling, faces=faces, user=user)
        return self.instance
