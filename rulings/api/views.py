"""API v1 views: thin; the queries live in rulings.api.queries, the shapes in the serializers."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework import generics, mixins, viewsets
from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from rulings.api import queries
from rulings.api.base import ERRORS, WRITE_ERRORS, ReadView
from rulings.api.faq_serializers import FAQSerializer, FAQWriteSerializer
from rulings.api.filters import DocumentFilter, FAQFilter
from rulings.api.links import rule_urls
from rulings.api.rule_serializers import RuleEditSerializer, RuleSerializer
from rulings.api.serializers import (
    DiffParamsSerializer,
    DiffSerializer,
    DocumentSerializer,
    GameSerializer,
    RuleParamsSerializer,
    VersionSerializer,
)
from rulings.importers.diff import diff_versions
from rulings.models import Document, Game, Section
from rulings.services import edits
from rulings.services.changes import version_texts

# --- games and documents -----------------------------------------------------------------------


@extend_schema_view(
    list=extend_schema(summary="Games", responses={200: GameSerializer(many=True)}),
    retrieve=extend_schema(summary="A game and its documents", responses={200: GameSerializer, **ERRORS}),
)
class GameViewSet(ReadView, viewsets.ReadOnlyModelViewSet):
    serializer_class = GameSerializer
    lookup_field = "slug"
    lookup_value_regex = "[-a-zA-Z0-9_]+"

    def get_queryset(self):
        return queries.games()


@extend_schema_view(
    get=extend_schema(summary="Rules documents", responses={200: DocumentSerializer(many=True), **ERRORS})
)
class DocumentListView(ReadView, generics.ListAPIView):
    serializer_class = DocumentSerializer
    filterset_class = DocumentFilter

    def get_queryset(self):
        return queries.documents()


class _DocumentMixin:
    def get_document(self) -> Document:
        return get_object_or_404(
            queries.documents(), game__slug=self.kwargs["game"], slug=self.kwargs["document"]
        )


@extend_schema(summary="A rules document", responses={200: DocumentSerializer, **ERRORS})
class DocumentDetailView(ReadView, _DocumentMixin, generics.RetrieveAPIView):
    serializer_class = DocumentSerializer
    queryset = Document.objects.none()

    def get_object(self):
        return self.get_document()


@extend_schema(
    summary="A document's versions, oldest first", responses={200: VersionSerializer(many=True), **ERRORS}
)
class VersionListView(ReadView, _DocumentMixin, generics.ListAPIView):
    serializer_class = VersionSerializer
    filter_backends = []

    def get_queryset(self):
        return queries.versions(self.get_document())


@extend_schema(summary="One version of a document", responses={200: VersionSerializer, **ERRORS})
class VersionDetailView(ReadView, _DocumentMixin, generics.RetrieveAPIView):
    serializer_class = VersionSerializer
    queryset = Document.objects.none()

    def get_object(self):
        return get_object_or_404(queries.versions(self.get_document()), label=self.kwargs["label"])


@extend_schema(
    summary="What changed between two versions of a document",
    parameters=[DiffParamsSerializer],
    responses={200: DiffSerializer, **ERRORS},
)
class DiffView(ReadView, _DocumentMixin, APIView):
    queryset = Document.objects.none()

    def get(self, request, game, document):
        document = self.get_document()
        params = DiffParamsSerializer(data=request.query_params)
        params.is_valid(raise_exception=True)
        versions = {}
        for field in ("from", "to"):
            label = params.validated_data[field]
            versions[field] = document.versions.filter(label=label).first()
            if versions[field] is None:
                raise ValidationError({field: [f"{document} has no version {label[:60]!r}."]})
        old, new = (version_texts(versions[f]) for f in ("from", "to"))  # as the importer compares
        result = {"game": game, "document": document.slug, "from": versions["from"].label}
        result["to"] = versions["to"].label
        for kind in ("added", "removed", "changed", "renumbered"):
            result[kind] = []
        for d in diff_versions(old, new):
            # A removed key is shown where it last was; every other change where it now is.
            where = versions["from" if d.kind == "removed" else "to"].label
            entry = {"key": d.key, "old_key": d.old_key, "before": d.before, "after": d.after}
            entry.update(rule_urls(game, d.key, where))
            result[d.kind].append(entry)
        return Response(DiffSerializer(result).data)


# --- rules ------------------------------------------------------------------------------------


@extend_schema_view(
    get=extend_schema(
        summary="A rule by its key, as in effect today, on a date, or in a named version",
        parameters=[RuleParamsSerializer],
        responses={200: RuleSerializer, **ERRORS},
    ),
    patch=extend_schema(
        summary="Correct a rule's title or text (editors)",
        request=RuleEditSerializer,
        responses={200: RuleSerializer, **WRITE_ERRORS},
    ),
)
class RuleView(ReadView, generics.GenericAPIView):
    serializer_class = RuleSerializer
    queryset = Section.objects.none()
    http_method_names = ["get", "patch", "head", "options"]

    def get_section(self) -> tuple[Section, str | None]:
        game, key = self.kwargs["game"], self.kwargs["key"]
        params = RuleParamsSerializer(data=self.request.query_params)
        params.is_valid(raise_exception=True)
        on, label = params.validated_data.get("as_of"), params.validated_data.get("version")
        document, lang = params.validated_data.get("document"), params.validated_data.get("lang")
        get_object_or_404(Game, slug=game)
        if label and not queries.version_labels(game).filter(label=label).exists():
            raise ValidationError({"version": [f"No document of {game} has a version {label!r}."]})
        section = queries.rule(game, key, on=on, version=label, document=document, language=lang)
        if section is None:
            where = "".join(
                f" {what} {value}"
                for what, value in (("in language", lang), ("in document", document), ("on", on))
                if value
            )
            raise NotFound(f"No rule {key[:120]!r} in {game}{where}.")
        pinned = label if label else (section.version.label if on else None)
        return section, pinned

    def get(self, request, game, key):
        section, pinned = self.get_section()
        return Response(self.get_serializer(section, context=self._context(pinned)).data)

    def patch(self, request, game, key):
        section, pinned = self.get_section()
        edit = RuleEditSerializer(section, data=request.data, partial=True)
        edit.is_valid(raise_exception=True)
        for field, value in edit.validated_data.items():
            setattr(section, field, value)
        edits.save_section(section, user=request.user)
        document = section.version.document.slug
        section = queries.rule(game, key, version=section.version.label, document=document)
        return Response(self.get_serializer(section, context=self._context(pinned)).data)

    def _context(self, pinned):
        return {**self.get_serializer_context(), "pinned_version": pinned}


# --- FAQs -------------------------------------------------------------------------------------


@extend_schema_view(
    list=extend_schema(summary="FAQs", responses={200: FAQSerializer(many=True), **ERRORS}),
    retrieve=extend_schema(summary="An FAQ", responses={200: FAQSerializer, **ERRORS}),
    create=extend_schema(
        summary="Add an FAQ (editors)",
        request=FAQWriteSerializer,
        responses={201: FAQSerializer, **WRITE_ERRORS},
    ),
    partial_update=extend_schema(
        summary="Change an FAQ (editors)",
        request=FAQWriteSerializer,
        responses={200: FAQSerializer, **WRITE_ERRORS},
    ),
    destroy=extend_schema(summary="Delete an FAQ (editors)", responses={204: None, **WRITE_ERRORS}),
)
class FAQViewSet(
    ReadView,
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    mixins.CreateModelMixin,
    mixins.UpdateModelMixin,
    mixins.DestroyModelMixin,
    viewsets.GenericViewSet,
):
    filterset_class = FAQFilter
    lookup_value_regex = "[0-9]+"
    http_method_names = ["get", "post", "patch", "delete", "head", "options"]

    def get_queryset(self):
        return queries.faqs()

    def get_serializer_class(self):
        return FAQWriteSerializer if self.action in ("create", "partial_update") else FAQSerializer

    def perform_create(self, serializer):
        self._save(serializer)

    def perform_update(self, serializer):
        self._save(serializer)

    def _save(self, serializer):
        serializer.save(user=self.request.user)

    def create(self, request, *args, **kwargs):
        write = self.get_serializer(data=request.data)
        write.is_valid(raise_exception=True)
        self.perform_create(write)
        faq = self.get_queryset().get(pk=write.instance.pk)
        return Response(FAQSerializer(faq, context=self.get_serializer_context()).data, status=201)

    def update(self, request, *args, **kwargs):
        write = self.get_serializer(self.get_object(), data=request.data, partial=True)
        write.is_valid(raise_exception=True)
        self.perform_update(write)
        faq = self.get_queryset().get(pk=write.instance.pk)
        return Response(FAQSerializer(faq, context=self.get_serializer_context()).data)

    def perform_destroy(self, faq):
        edits.delete_faq(faq, user=self.request.user)
