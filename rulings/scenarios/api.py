"""POST /api/v1/scenarios/check/ and GET /api/v1/ask/ (DESIGN.md, "Scenario check").

Bad input answers 400 with one body shape, the engine's: ``{"field", "message", "allowed"?}``,
where ``field`` is a path into the request (``card.zone``, ``actions[0].do``, ``q``; ``payload``
for the body as a whole) and ``allowed`` lists the values the field accepts, where there is a
list. Nothing a caller sends answers 500.
"""

from __future__ import annotations

import json
import math

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.exceptions import ParseError, UnsupportedMediaType
from rest_framework.parsers import JSONParser
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from rulings import budget
from rulings.scenarios import limits, service
from rulings.scenarios.engine import GAMES, ScenarioError, fields

# --- request and answer shapes, for the OpenAPI schema ---------------------------------------


class ScenarioFaceIn(serializers.Serializer):
    side = serializers.CharField(help_text="One of the game's sides (dbe: star, moon…)")
    name = serializers.CharField(required=False)
    card_type = serializers.CharField(required=False)
    is_initial = serializers.BooleanField(required=False)
    printed = serializers.DictField(required=False, help_text="The face's printed values")


class ScenarioCardIn(serializers.Serializer):
    number = serializers.CharField(required=False, help_text="A card in the knowledge base, e.g. XB-006")
    faces = ScenarioFaceIn(
        many=True,
        required=False,
        max_length=limits.MAX_FACES,
        help_text="The faces inline, instead of a number",
    )
    face = serializers.CharField(
        required=False, allow_null=True, help_text="The side up now; null while hidden"
    )
    zone = serializers.CharField(help_text="One of the game's zones")
    kind = serializers.CharField(required=False, help_text="Where the face does not say (character…)")
    state = serializers.DictField(
        required=False,
        help_text=f"{', '.join(fields.STATE_FIELDS)}. "
        f"At most {limits.MAX_STATE_ITEMS} entries in each list and in counters.",
    )


class ScenarioActionIn(serializers.Serializer):
    do = serializers.CharField(help_text="flip, transform, move, … (the game's actions)")
    to = serializers.CharField(required=False, help_text="A side, or for move a zone")


class ScenarioCheckRequest(serializers.Serializer):
    game = serializers.ChoiceField(choices=GAMES)
    as_of = serializers.DateField(required=False, help_text="Which rules revision applies (YYYY-MM-DD)")
    card = ScenarioCardIn()
    actions = ScenarioActionIn(many=True, max_length=limits.MAX_ACTIONS)


class ScenarioCitation(serializers.Serializer):
    id = serializers.CharField()
    game = serializers.CharField()
    document = serializers.CharField()
    key = serializers.CharField()
    quote = serializers.CharField(help_text="The rules text, verbatim")
    number = serializers.CharField(allow_null=True, help_text="The section's number as printed")
    version = serializers.CharField(
        allow_null=True, help_text="The version label; null: not in the knowledge base"
    )
    url = serializers.CharField(allow_null=True, help_text="The section's web page")


class ScenarioChange(serializers.Serializer):
    path = serializers.CharField()
    before = serializers.JSONField(allow_null=True)
    after = serializers.JSONField(allow_null=True)
    citations = serializers.ListField(child=serializers.CharField())
    assumption = serializers.CharField(required=False)


class ScenarioKept(serializers.Serializer):
    path = serializers.CharField(
        help_text="The field kept; state.<list>[*] stands for many items of one list kept by one decision"
    )
    count = serializers.IntegerField(required=False, help_text="How many items a [*] entry stands for")
    citations = serializers.ListField(child=serializers.CharField())
    assumption = serializers.CharField(required=False)


class ScenarioStep(serializers.Serializer):
    action = serializers.DictField()
    performed = serializers.BooleanField()
    reason = serializers.CharField(allow_blank=True)
    citations = serializers.ListField(child=serializers.CharField())
    changes = ScenarioChange(many=True)
    kept = ScenarioKept(many=True)
    unstated = serializers.ListField(child=serializers.CharField())
    counts_as = serializers.ListField(child=serializers.DictField())
    not_counted_as = serializers.ListField(child=serializers.DictField())
    assumptions = serializers.ListField(child=serializers.CharField())


class ScenarioCheckAnswer(serializers.Serializer):
    game = serializers.CharField()
    rules_version = serializers.CharField(help_text="The rules revision the decisions follow")
    initial = serializers.DictField(help_text="The card as read, before any action, plus printed")
    final = serializers.DictField(help_text="The card after every action, plus printed: the face now up")
    steps = ScenarioStep(many=True)
    citations = ScenarioCitation(many=True)
    explanation = serializers.CharField()


class ScenarioErrorAnswer(serializers.Serializer):
    field = serializers.CharField(help_text="A path into the request: card.zone, actions[0].do, q…")
    message = serializers.CharField()
    allowed = serializers.ListField(child=serializers.JSONField(allow_null=True), required=False)


class ScenarioAskAnswer(serializers.Serializer):
    answer = serializers.ChoiceField(choices=["yes", "no", "depends", "unknown"])
    summary = serializers.CharField()
    citations = ScenarioCitation(many=True)
    scenario = serializers.DictField(allow_null=True, help_text="The question as a scenario check request")
    result = ScenarioCheckAnswer(allow_null=True)
    interpretation = serializers.DictField()
    related = serializers.ListField(
        child=serializers.DictField(),
        help_text="Search results (as /api/v1/search/) when the answer is unknown",
    )
    related_note = serializers.CharField(
        required=False, help_text="Present when the related search ran out of time: the answer stands"
    )


# --- parsing -------------------------------------------------------------------------------


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError("a number too large")
    return value


def _no_constant(name: str):
    raise ValueError(f"{name} is not JSON")


class StrictJSONParser(JSONParser):
    """JSON only, and only what can be answered in JSON: no NaN, no number that overflows to infinity."""

    def parse(self, stream, media_type=None, parser_context=None):
        encoding = (parser_context or {}).get("encoding", "utf-8")
        try:
            return json.loads(
                stream.read().decode(encoding), parse_float=_finite, parse_constant=_no_constant
            )
        except (ValueError, RecursionError) as exc:
            raise ParseError(str(exc)[:200]) from None


def _bad(error: ScenarioError) -> Response:
    return Response(error.as_dict(), status=400)


def _busy(error: budget.OverBudget, field: str = "payload") -> Response:
    """503 with Retry-After: the request ran past its time budget (rulings.budget)."""
    body = {"field": field, "message": str(error)}
    return Response(body, status=503, headers={"Retry-After": str(error.retry_after)})


class ScenarioCheckView(APIView):
    """Run a scenario: what a card keeps and loses as it flips, transforms or moves, each decision cited."""

    permission_classes = [AllowAny]
    authentication_classes = []  # no account needed, so no CSRF for API callers
    parser_classes = [StrictJSONParser]

    @extend_schema(
        operation_id="scenarios_check",
        description=limits.describe(),
        request=ScenarioCheckRequest,
        responses={
            200: ScenarioCheckAnswer,
            400: ScenarioErrorAnswer,
            415: ScenarioErrorAnswer,
            503: ScenarioErrorAnswer,
        },
        examples=[
            OpenApiExample(
                "A flip keeps the evo-bonus",
                request_only=True,
                value={
                    "game": "dbe",
                    "card": {
                        "number": "XB-006",
                        "face": "star",
                        "zone": "active",
                        "state": {
                            "hp": 40,
                            "evo_bonuses": [{"name": "Evo", "permanent": True, "active": True}],
                        },
                    },
                    "actions": [{"do": "flip", "to": "moon"}],
                },
            )
        ],
    )
    def post(self, request):
        if not request.body.strip():
            return _bad(ScenarioError("payload", "expected a JSON object with game, card and actions"))
        try:
            payload = request.data
        except ParseError as exc:
            return _bad(ScenarioError("payload", f"malformed JSON: {exc.detail}"))
        except UnsupportedMediaType:
            error = ScenarioError("payload", "send the scenario as JSON", allowed=["application/json"])
            return Response(error.as_dict(), status=415)
        try:
            return Response(service.run_check(payload))
        except ScenarioError as exc:
            return _bad(exc)
        except RecursionError:
            return _bad(ScenarioError("payload", "nested too deeply"))
        except budget.OverBudget as exc:
            return _busy(exc)


class AskView(APIView):
    """A judge's question in words, answered yes / no / depends / unknown with the rules it rests on."""

    permission_classes = [AllowAny]
    authentication_classes = []

    @extend_schema(
        operation_id="ask",
        parameters=[
            OpenApiParameter("q", OpenApiTypes.STR, required=True, description="The question in words"),
            OpenApiParameter(
                "game",
                OpenApiTypes.STR,
                description=(
                    f"The game it is about: one the checker models ({', '.join(GAMES)}), or any other "
                    "game of the knowledge base, which answers unknown with that game's matching rules"
                ),
            ),
        ],
        responses={200: ScenarioAskAnswer, 400: ScenarioErrorAnswer, 503: ScenarioErrorAnswer},
    )
    def get(self, request):
        try:
            return Response(service.run_ask(request.query_params.get("q"), request.query_params.get("game")))
        except ScenarioError as exc:
            return _bad(exc)
        except budget.OverBudget as exc:
            return _busy(exc, field="q")
