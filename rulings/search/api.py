"""GET /api/v1/search/: the search contract of DESIGN.md. Bad parameters answer 400 naming the field."""

from __future__ import annotations

import logging

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from rulings import budget
from rulings.models import Game
from rulings.search import KINDS, answers, search

log = logging.getLogger(__name__)
MAX_LIMIT = 100
MAX_OFFSET = 10_000
_known_games: set[str] = set()


class SearchParams(serializers.Serializer):
    q = serializers.CharField(
        required=False,
        allow_blank=True,
        default="",
        help_text="Words, quoted phrases, game:/kind:/doc: filters",
    )
    game = serializers.CharField(required=False, allow_blank=True, default="")
    kind = serializers.ChoiceField(
        choices=[("", "any"), *((k, k) for k in KINDS)], required=False, default=""
    )
    limit = serializers.IntegerField(required=False, min_value=1, max_value=MAX_LIMIT, default=20)
    offset = serializers.IntegerField(required=False, min_value=0, max_value=MAX_OFFSET, default=0)
    versions = serializers.ChoiceField(choices=["current", "all"], required=False, default="current")

    def validate_game(self, value):
        if value and value not in _known_games:
            if not Game.objects.filter(slug=value).exists():
                raise serializers.ValidationError(f"Unknown game {value[:40]!r}.")
            _known_games.add(value)  # games are added, seldom removed: only known ones are remembered
        return value


class SearchResult(serializers.Serializer):
    kind = serializers.ChoiceField(choices=KINDS)
    game = serializers.CharField()
    title = serializers.CharField()
    key = serializers.CharField()
    snippet = serializers.CharField(help_text="HTML: the text escaped, matches in <mark>")
    url = serializers.CharField()
    api_url = serializers.CharField()
    score = serializers.FloatField()


class SearchResponse(serializers.Serializer):
    query = serializers.CharField()
    count = serializers.IntegerField()
    results = SearchResult(many=True)
    facets = serializers.DictField(child=serializers.DictField(child=serializers.IntegerField()))
    answer = serializers.DictField(
        required=False,
        help_text="Only when the question was read with confidence: the ask shape (answer, summary, …)",
    )


class SearchAPIView(APIView):
    """Search rules sections, FAQs and cards."""

    permission_classes = [AllowAny]
    authentication_classes = []  # reading needs no account

    @extend_schema(
        parameters=[SearchParams],
        responses={200: SearchResponse, 400: OpenApiTypes.OBJECT, 503: OpenApiTypes.OBJECT},
    )
    def get(self, request):
        # The text is taken as it is: any text is a query (control characters included, which
        # CharField would refuse); the parser makes it safe.
        q = request.query_params.get("q", "")
        params = SearchParams(data={k: v for k, v in request.query_params.items() if k != "q"})
        if not params.is_valid():
            return Response(params.errors, status=400)
        p = params.validated_data
        try:
            data = search(
                q,
                game=p["game"] or None,
                kind=p["kind"] or None,
                limit=p["limit"],
                offset=p["offset"],
                all_versions=p["versions"] == "all",
            )
        except Exception as exc:  # an index problem or the time budget is ours, not the caller's input
            if not isinstance(exc, budget.OverBudget):
                log.exception("search failed for %r", q[:200])
            return Response(
                {"detail": "Search is temporarily unavailable."},
                status=503,
                headers={"Retry-After": str(budget.RETRY_AFTER)},
            )
        if not p["offset"]:
            found = answers.answer(q, p["game"] or None)  # never raises; None unless confident
            if found:
                data = {**data, "answer": found}
        return Response(data)
