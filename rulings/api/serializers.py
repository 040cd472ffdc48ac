"""Serializers of the API v1: the JSON shapes DESIGN.md names for games, documents, versions
and diffs (a rule's in rule_serializers.py, an FAQ's in faq_serializers.py).

Reads are declared field by field (no `__all__`), so a model change cannot change a shape
unnoticed; tests/api/test_read_endpoints.py checks the field names against DESIGN.md.
"""

from __future__ import annotations

from collections import Counter

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from rulings.api import links
from rulings.models import Document, DocumentVersion, Game, current_of

# --- references to other objects --------------------------------------------------------------


class SectionRefSerializer(serializers.Serializer):
    """A rule named from another object: enough to show it and follow it."""

    key = serializers.CharField()
    number = serializers.CharField()
    title = serializers.CharField()
    url = serializers.CharField()
    api_url = serializers.CharField()

    def to_representation(self, section):
        version = self.context.get("pinned_version")
        return {
            "key": section.key,
            "number": section.number,
            "title": section.title,
            **links.rule_urls(section.game_slug, section.key, version),
        }


class CardRefSerializer(serializers.Serializer):
    game = serializers.CharField()
    number = serializers.CharField()
    name = serializers.CharField()
    url = serializers.CharField()
    api_url = serializers.CharField()

    def to_representation(self, card):
        return {
            "game": card.game.slug,
            "number": card.number,
            "name": card.name,
            "url": card.get_absolute_url(),
            "api_url": links.api("cards_api:card", card.game.slug, card.number),
        }


# --- games and documents ------------------------------------------------------------------------


class DocumentSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    current_version = serializers.SerializerMethodField()
    versions_url = serializers.SerializerMethodField()
    url = serializers.SerializerMethodField()
    api_url = serializers.SerializerMethodField()

    class Meta:
        model = Document
        fields = [
            "game",
            "slug",
            "title",
            "kind",
            "authority",
            "language",
            "current_version",
            "versions_url",
            "url",
            "api_url",
        ]

    @extend_schema_field(serializers.CharField(allow_null=True))
    def get_current_version(self, document) -> str | None:
        current = current_of(document.versions.all())  # prefetched by the queries
        return current.label if current else None

    def get_versions_url(self, document) -> str:
        return links.api("versions", document.game.slug, document.slug)

    def get_url(self, document) -> str:
        return document.get_absolute_url()

    def get_api_url(self, document) -> str:
        return links.api("document", document.game.slug, document.slug)


class GameSerializer(serializers.ModelSerializer):
    documents = DocumentSerializer(many=True, read_only=True)
    url = serializers.SerializerMethodField()
    api_url = serializers.SerializerMethodField()

    class Meta:
        model = Game
        fields = ["slug", "name", "language", "documents", "url", "api_url"]

    def get_url(self, game) -> str:
        return game.get_absolute_url()

    def get_api_url(self, game) -> str:
        return links.api("game-detail", game.slug)


class VersionSerializer(serializers.ModelSerializer):
    game = serializers.SerializerMethodField()
    document = serializers.SerializerMethodField()
    current = serializers.SerializerMethodField()
    sections = serializers.SerializerMethodField()
    changes = serializers.SerializerMethodField()
    url = serializers.SerializerMethodField()
    api_url = serializers.SerializerMethodField()

    class Meta:
        model = DocumentVersion
        fields = [
            "game",
            "document",
            "label",
            "effective_date",
            "partial",
            "current",
            "source_name",
            "source_hash",
            "imported_at",
            "sections",
            "changes",
            "url",
            "api_url",
        ]

    def get_game(self, version) -> str:
        return version.document.game.slug

    def get_document(self, version) -> str:
        return version.document.slug

    def get_current(self, version) -> bool:
        current = self.context.setdefault("current_versions", {})
        if version.document_id not in current:
            found = version.document.versions.current()
            current[version.document_id] = found.pk if found else None
        return current[version.document_id] == version.pk

    def get_sections(self, version) -> int:
        return version.sections.count()

    @extend_schema_field(serializers.DictField(child=serializers.IntegerField()))
    def get_changes(self, version) -> dict:
        """How many changes of each kind this version made against the one before it."""
        return dict(sorted(Counter(version.changes.values_list("kind", flat=True)).items()))

    def get_url(self, version) -> str:
        return version.get_absolute_url()

    def get_api_url(self, version) -> str:
        return links.api("version", version.document.game.slug, version.document.slug, version.label)


class DiffEntrySerializer(serializers.Serializer):
    key = serializers.CharField()
    old_key = serializers.CharField(help_text="For renumbered: the key in the older version")
    before = serializers.CharField()
    after = serializers.CharField()
    url = serializers.CharField()
    api_url = serializers.CharField()


class DiffSerializer(serializers.Serializer):
    game = serializers.CharField()
    document = serializers.CharField()
    to_version = serializers.CharField()
    added = DiffEntrySerializer(many=True)
    removed = DiffEntrySerializer(many=True)
    changed = DiffEntrySerializer(many=True)
    renumbered = DiffEntrySerializer(many=True)

    def get_fields(self):
        # "from" and "to" are Python keywords or clash with field names; declare them by name.
        fields = super().get_fields()
        fields.pop("to_version")
        head = {
            "game": fields.pop("game"),
            "document": fields.pop("document"),
            "from": serializers.CharField(help_text="The older version's label"),
            "to": serializers.CharField(help_text="The newer version's label"),
        }
        return {**head, **fields}


class DiffParamsSerializer(serializers.Serializer):
    to = serializers.CharField(help_text="Label of the version to compare to")

    def get_fields(self):
        fields = super().get_fields()
        fields["from"] = serializers.CharField(help_text="Label of the version to compare from")
        return {"from": fields["from"], "to": fields["to"]}


# --- rules ------------------------------------------------------------------------------------


class RuleParamsSerializer(serializers.Serializer):
    as_of = serializers.DateField(
        required=False, input_formats=["%Y-%m-%d"], help_text="The rules in effect on this date (YYYY-MM-DD)"
    )
    version = serializers.CharField(required=False, max_length=60, help_text="A version's label")
    document = serializers.SlugField(required=False, max_length=80, help_text="A document's slug")
    lang = serializers.RegexField(
        r"^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
        required=False,
        max_length=10,
        help_text="A language code (en, de, fr…): the rule in that translation",
    )

    def validate(self, attrs):
        if attrs.get("as_of") and attrs.get("version"):
            raise serializers.ValidationError({"version": ["Give as_of or version, not both."]})
        return attrs
