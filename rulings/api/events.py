"""Events, read-only: name, date, games and the document versions in force on the date."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema, extend_schema_field, extend_schema_view
from rest_framework import serializers, viewsets

from rulings.api import links
from rulings.api.base import ERRORS, ReadView
from rulings.events import Event


class PinnedVersionSerializer(serializers.Serializer):
    game = serializers.CharField(source="document.game.slug")
    document = serializers.CharField(source="document.slug")
    title = serializers.CharField(source="document.title")
    label = serializers.CharField(source="version.label")
    effective_date = serializers.DateField(source="version.effective_date")
    url = serializers.SerializerMethodField()
    api_url = serializers.SerializerMethodField()

    def get_url(self, pin) -> str:
        return pin.version.get_absolute_url()

    def get_api_url(self, pin) -> str:
        return links.api("version", pin.document.game.slug, pin.document.slug, pin.version.label)


class EventSerializer(serializers.ModelSerializer):
    games = serializers.SerializerMethodField()
    versions = serializers.SerializerMethodField()
    url = serializers.SerializerMethodField()
    api_url = serializers.SerializerMethodField()

    class Meta:
        model = Event
        fields = ["slug", "name", "date", "games", "versions", "url", "api_url"]

    def get_games(self, event) -> list[str]:
        return [game.slug for game in event.games.all()]

    @extend_schema_field(PinnedVersionSerializer(many=True))
    def get_versions(self, event):
        pins = [pin for entry in event.in_force() for pin in entry.documents if pin.version]
        return PinnedVersionSerializer(pins, many=True).data

    def get_url(self, event) -> str:
        return event.get_absolute_url()

    def get_api_url(self, event) -> str:
        return links.api("event-detail", event.slug)


@extend_schema_view(
    list=extend_schema(summary="Events", responses={200: EventSerializer(many=True)}),
    retrieve=extend_schema(
        summary="An event and the document versions in force on its date",
        responses={200: EventSerializer, **ERRORS},
    ),
)
class EventViewSet(ReadView, viewsets.ReadOnlyModelViewSet):
    serializer_class = EventSerializer
    lookup_field = "slug"
    lookup_value_regex = "[-a-zA-Z0-9_]+"

    def get_queryset(self):
        return Event.objects.listed()
