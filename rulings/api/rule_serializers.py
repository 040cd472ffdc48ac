"""Serializers of the API v1 for a rule: its links in and out, its history, its translations,
and the editors' correction of its text. Declared field by field, as DESIGN.md names them."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from rulings.api import links
from rulings.api.serializers import SectionRefSerializer
from rulings.models import Link, Section


class LinkOutSerializer(serializers.Serializer):
    text = serializers.CharField(help_text="The exact text that cites the rule")
    target_key = serializers.CharField()
    resolved = serializers.BooleanField()
    target = SectionRefSerializer(allow_null=True)

    def to_representation(self, link):
        target = link.target_section
        return {
            "text": link.text,
            "target_key": link.target_key,
            "resolved": target is not None,
            "target": SectionRefSerializer(target).data if target else None,
        }


class LinkSourceSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["rule", "faq"])
    game = serializers.CharField()
    key = serializers.CharField(help_text="The rule's key, or the FAQ's slug")
    title = serializers.CharField()
    url = serializers.CharField()
    api_url = serializers.CharField()


class LinkInSerializer(serializers.Serializer):
    text = serializers.CharField()
    source = LinkSourceSerializer()

    def to_representation(self, link: Link):
        if link.source_section_id:
            s = link.source_section
            source = {
                "kind": "rule",
                "game": s.game_slug,
                "key": s.key,
                "title": f"{s.number} {s.title}".strip(),
                **links.rule_urls(s.game_slug, s.key),
            }
        else:
            faq = link.source_faq
            source = {
                "kind": "faq",
                "game": faq.game.slug,
                "key": faq.slug,
                "title": faq.question,
                "url": faq.get_absolute_url(),
                "api_url": links.api("faq-detail", faq.pk),
            }
        return {"text": link.text, "source": source}


class TextStateSerializer(serializers.Serializer):
    title = serializers.CharField()
    text = serializers.CharField()


class ChangeSerializer(serializers.Serializer):
    kind = serializers.CharField()
    origin = serializers.CharField()
    old_key = serializers.CharField()
    note = serializers.CharField()


class HistoryEntrySerializer(serializers.Serializer):
    """One line of a key's history: its text in a version, or an editor's correction."""

    type = serializers.ChoiceField(choices=["version", "edit"])
    document = serializers.CharField()
    version = serializers.CharField()
    effective_date = serializers.DateField(required=False)
    current = serializers.BooleanField(required=False)
    title = serializers.CharField(required=False, allow_null=True)
    text = serializers.CharField(required=False, allow_null=True, help_text="Null where the key is gone")
    changes = ChangeSerializer(many=True, required=False)
    url = serializers.CharField(required=False)
    api_url = serializers.CharField(required=False)
    at = serializers.DateTimeField(required=False)
    user = serializers.CharField(required=False, allow_null=True)
    before = TextStateSerializer(required=False, allow_null=True)
    after = TextStateSerializer(required=False)


def section_history(section: Section) -> list[dict]:
    from rulings.api import queries

    document = section.version.document
    game = document.game.slug
    current = document.versions.current()
    by_version = queries.key_sections(section)
    changes: dict[int, list] = {}
    for change in queries.key_changes(section):
        changes.setdefault(change.version_id, []).append(
            {"kind": change.kind, "origin": change.origin, "old_key": change.old_key, "note": change.note}
        )
    out = []
    for version in queries.key_versions(section):
        held = by_version.get(version.pk)
        out.append(
            {
                "type": "version",
                "document": document.slug,
                "version": version.label,
                "effective_date": version.effective_date,
                "current": current is not None and version.pk == current.pk,
                "title": held.title if held else None,
                "text": held.body if held else None,
                "changes": changes.get(version.pk, []),
                **links.rule_urls(game, section.key, version.label),
            }
        )
        if held:
            out.extend(_edits(held, document.slug, version.label))
    return out


def _edits(section: Section, document: str, version: str) -> list[dict]:
    """Editors' corrections of one section, from django-simple-history, oldest first."""
    records = list(section.history.select_related("history_user").order_by("history_date", "history_id"))
    out = []
    for before, after in zip([None, *records], records, strict=False):
        if after.history_type != "~":
            continue
        out.append(
            {
                "type": "edit",
                "document": document,
                "version": version,
                "at": after.history_date,
                "user": after.history_user.get_username() if after.history_user else None,
                "before": {"title": before.title, "text": before.body} if before else None,
                "after": {"title": after.title, "text": after.body},
            }
        )
    return out


class TranslationSerializer(serializers.Serializer):
    language = serializers.CharField()
    document = serializers.CharField()
    url = serializers.CharField(help_text="The rule's web page in that language")
    api_url = serializers.CharField()


class RuleSerializer(serializers.ModelSerializer):
    game = serializers.SerializerMethodField()
    document = serializers.SerializerMethodField()
    version = serializers.SerializerMethodField()
    effective_date = serializers.DateField(source="version.effective_date", read_only=True)
    text = serializers.CharField(source="body", read_only=True, help_text="Markdown")
    html = serializers.CharField(read_only=True, help_text="Rendered from text, sanitized")
    parent = serializers.SerializerMethodField()
    children = serializers.SerializerMethodField()
    links_out = LinkOutSerializer(many=True, read_only=True)
    links_in = LinkInSerializer(many=True, read_only=True)
    history = serializers.SerializerMethodField()
    language = serializers.CharField(source="version.document.language", read_only=True)
    translations = serializers.SerializerMethodField()
    url = serializers.SerializerMethodField()
    api_url = serializers.SerializerMethodField()

    class Meta:
        model = Section
        fields = [
            "game",
            "document",
            "language",
            "version",
            "effective_date",
            "key",
            "number",
            "title",
            "kind",
            "text",
            "html",
            "parent",
            "children",
            "links_out",
            "links_in",
            "history",
            "translations",
            "url",
            "api_url",
        ]

    def get_game(self, section) -> str:
        return section.game_slug

    def get_document(self, section) -> str:
        return section.version.document.slug

    def get_version(self, section) -> str:
        return section.version.label

    @extend_schema_field(SectionRefSerializer(allow_null=True))
    def get_parent(self, section):
        if section.parent is None:
            return None
        return SectionRefSerializer(section.parent, context=self.context).data

    @extend_schema_field(SectionRefSerializer(many=True))
    def get_children(self, section):
        return SectionRefSerializer(section.children.all(), many=True, context=self.context).data

    @extend_schema_field(HistoryEntrySerializer(many=True))
    def get_history(self, section):
        # Entries are shaped by type (see HistoryEntrySerializer); a serializer would fill in
        # the other type's fields as nulls.
        return section_history(section)

    @extend_schema_field(TranslationSerializer(many=True))
    def get_translations(self, section):
        """The same rule in the other languages of its document's family (original included)."""
        return [
            {
                "language": document.language,
                "document": document.slug,
                **links.rule_urls(section.game_slug, section.key, lang=_lang_param(document)),
            }
            for document, _other in Section.objects.translations_of(section)
        ]

    def _urls(self, section) -> dict:
        lang = _lang_param(section.version.document)
        return links.rule_urls(section.game_slug, section.key, self.context.get("pinned_version"), lang=lang)

    def get_url(self, section) -> str:
        return self._urls(section)["url"]

    def get_api_url(self, section) -> str:
        return self._urls(section)["api_url"]


def _lang_param(document) -> str | None:
    """``?lang=`` for a translation's addresses; an original needs none."""
    return document.language if document.translation_of_id else None


class RuleEditSerializer(serializers.ModelSerializer):
    """An editor's correction of a section: its title and its Markdown text."""

    text = serializers.CharField(source="body", required=False, allow_blank=True, max_length=100_000)
    title = serializers.CharField(required=False, allow_blank=True, max_length=300)

    class Meta:
        model = Section
        fields = ["title", "text"]

    def validate(self, attrs):
        if not attrs:
            raise serializers.ValidationError({"text": ["Give title or text (or both)."]})
        return attrs
