"""Serializers of the API v1: the JSON shapes DESIGN.md names, and the editors' writes.

Reads are declared field by field (no `__all__`), so a model change cannot change a shape
unnoticed; tests/api/test_read_endpoints.py checks the field names against DESIGN.md.
"""

from __future__ import annotations

from collections import Counter

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from rulings.api import links
from rulings.models import FAQ, Document, DocumentVersion, Game, Link, Section, current_of
from rulings.services import edits

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


# --- FAQs -------------------------------------------------------------------------------------


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
