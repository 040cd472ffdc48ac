"""Pages of the scenario checker: the checker form, the ask box, and each game's persistence table.

They work without JavaScript: the checker is a plain form POST (with CSRF) whose result the
server renders. The form turns into the API's payload (DESIGN.md) and goes through the same
service as the API, so a page and an API call never disagree.
"""

from __future__ import annotations

import json

from django import forms
from django.http import Http404
from django.shortcuts import render

from rulings import budget
from rulings.scenarios import service
from rulings.scenarios.engine import GAMES, ScenarioError
from rulings.scenarios.engine.profiles import get_profile

MAX_ACTIONS = 4
HIDDEN = "-"  # the face choice for "no face shows" (null in the payload)
STATE_FIELDS = (
    "hp",
    "counters",
    "evo_permanent",
    "evo_other",
    "effects",
    "used_activates",
    "attachments",
    "deployed",
    "statuses",
    "chosen_attack",
    "attribute",
)


# --- the form ------------------------------------------------------------------------------


def _lines(text: str) -> list[str]:
    return [line.strip() for line in (text or "").replace(",", "\n").splitlines() if line.strip()]


def _rows(text: str, width: int) -> list[list[str]]:
    """ "name | kind | more" lines → lists of ``width`` parts (missing parts "")."""
    out = []
    for line in (text or "").splitlines():
        if line.strip():
            parts = [p.strip() for p in line.split("|")][:width]
            out.append(parts + [""] * (width - len(parts)))
    return out


class ScenarioForm(forms.Form):
    """The DESIGN.md payload as form fields, with the choices of one game's profile."""

    card = forms.ChoiceField(required=False, label="Card from the knowledge base")
    face1_side = forms.ChoiceField(required=False, label="First face: side")
    face1_name = forms.CharField(required=False, max_length=200, label="name")
    face1_type = forms.CharField(required=False, max_length=100, label="card type")
    face2_side = forms.ChoiceField(required=False, label="Second face: side")
    face2_name = forms.CharField(required=False, max_length=200, label="name")
    face2_type = forms.CharField(required=False, max_length=100, label="card type")
    face = forms.ChoiceField(required=False, label="Side up now")
    zone = forms.ChoiceField(label="Zone")
    kind = forms.CharField(required=False, max_length=60, label="Kind (where the face does not say)")
    as_of = forms.DateField(
        required=False, label="Rules as of", widget=forms.DateInput(attrs={"type": "date"})
    )
    hp = forms.IntegerField(required=False, label="HP")
    counters = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 2}), help_text="One per line: kind = number"
    )
    evo_permanent = forms.CharField(
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
        label="Permanent evo-bonuses",
        help_text="Names",
    )
    evo_other = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 2}), label="Other evo-bonuses", help_text="Names"
    )
    effects = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 2}), help_text="One per line: name | kind"
    )
    used_activates = forms.CharField(
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
        label="Used Activate effects",
        help_text="Names",
    )
    attachments = forms.CharField(
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text="One per line: name | kind | controller",
    )
    deployed = forms.CharField(
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
        label="Deployed units",
        help_text="One per line: name | kind | escape pod (yes/no)",
    )
    statuses = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 2}), help_text="Names")
    chosen_attack = forms.CharField(required=False, max_length=60)
    attribute = forms.CharField(required=False, max_length=60)
    raw = forms.CharField(
        required=False,
        widget=forms.Textarea(attrs={"rows": 6, "spellcheck": "false"}),
        label="Or the whole scenario as JSON",
        help_text="As POST /api/v1/scenarios/check/ takes it; when given, the fields above are ignored.",
    )

    def __init__(self, *args, game: str, cards=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.game = game
        profile = get_profile(game)
        self.profile = profile
        sides = [(s, s) for s in profile.sides]
        self.fields["card"].choices = [("", "none: enter its faces below"), *cards]
        self.fields["face1_side"].choices = [("", "—"), *sides]
        self.fields["face2_side"].choices = [("", "—"), *sides]
        self.fields["face"].choices = [("", "the zone's default"), (HIDDEN, "none (hidden)"), *sides]
        self.fields["zone"].choices = [(z, z.replace("_", " ")) for z in profile.zones]
        targets = [*profile.sides, *profile.zones]
        for i in range(MAX_ACTIONS):
            self.fields[f"do{i}"] = forms.ChoiceField(
                required=False,
                label=f"Action {i + 1}",
                choices=[("", "—"), *((a, a.replace("_", " ")) for a in sorted(profile.actions))],
            )
            self.fields[f"to{i}"] = forms.CharField(
                required=False,
                max_length=60,
                label="to",
                widget=forms.TextInput(attrs={"list": "targets"}),
            )
        self.targets = targets

    def face_rows(self):
        return [[self[f"face{n}_{part}"] for part in ("side", "name", "type")] for n in (1, 2)]

    def state_fields(self):
        return [self[name] for name in STATE_FIELDS]

    def action_rows(self):
        return [(self[f"do{i}"], self[f"to{i}"]) for i in range(MAX_ACTIONS)]

    def clean_counters(self):
        out = {}
        for line in (self.cleaned_data.get("counters") or "").splitlines():
            if not line.strip():
                continue
            kind, sep, n = line.partition("=")
            try:
                out[kind.strip()] = int(n.strip()) if sep else 1
            except ValueError:
                raise forms.ValidationError(f"“{line.strip()}”: write kind = number") from None
        return out

    def clean_raw(self):
        raw = self.cleaned_data.get("raw") or ""
        if not raw.strip():
            return None
        try:
            return json.loads(raw, parse_constant=lambda name: None)
        except (ValueError, RecursionError) as exc:
            raise forms.ValidationError(f"Not JSON: {str(exc)[:120]}") from None

    def payload(self) -> dict:
        """The API request the form describes."""
        data = self.cleaned_data
        if data.get("raw") is not None:
            return data["raw"]
        card: dict = {"zone": data["zone"]}
        if data.get("card"):
            card["number"] = data["card"]
        else:
            faces = []
            for n in (1, 2):
                if data.get(f"face{n}_side"):
                    face = {"side": data[f"face{n}_side"], "name": data.get(f"face{n}_name") or None}
                    if data.get(f"face{n}_type"):
                        face["card_type"] = data[f"face{n}_type"]
                    faces.append(face)
            if faces:
                card["faces"] = faces
        if data.get("face") == HIDDEN:
            card["face"] = None
        elif data.get("face"):
            card["face"] = data["face"]
        if data.get("kind"):
            card["kind"] = data["kind"]
        state: dict = {}
        if data.get("hp") is not None:
            state["hp"] = data["hp"]
        if data.get("counters"):
            state["counters"] = data["counters"]
        bonuses = [{"name": n, "permanent": True, "active": True} for n in _lines(data.get("evo_permanent"))]
        bonuses += [{"name": n, "permanent": False, "active": True} for n in _lines(data.get("evo_other"))]
        if bonuses:
            state["evo_bonuses"] = bonuses
        effects = [{"name": n, "kind": k or "other"} for n, k in _rows(data.get("effects"), 2)]
        if effects:
            state["effects"] = effects
        attachments = [
            {"name": n, "kind": k or "other", "controller": c or None}
            for n, k, c in _rows(data.get("attachments"), 3)
        ]
        if attachments:
            state["attachments"] = attachments
        deployed = [
            {"name": n, "kind": k or "other", "escape_pod": p.lower() in ("yes", "y", "true", "escape pod")}
            for n, k, p in _rows(data.get("deployed"), 3)
        ]
        if deployed:
            state["deployed"] = deployed
        for name in ("used_activates", "statuses"):
            if _lines(data.get(name)):
                state[name] = _lines(data.get(name))
        for name in ("chosen_attack", "attribute"):
            if data.get(name):
                state[name] = data[name]
        card["state"] = state
        actions = []
        for i in range(MAX_ACTIONS):
            if data.get(f"do{i}"):
                act = {"do": data[f"do{i}"]}
                if data.get(f"to{i}"):
                    act["to"] = data[f"to{i}"]
                actions.append(act)
        payload = {"game": self.game, "card": card, "actions": actions}
        if data.get("as_of"):
            payload["as_of"] = data["as_of"].isoformat()
        return payload


# --- showing values ------------------------------------------------------------------------

_ITEMS = {
    "evo_bonuses": "Evo-bonus",
    "effects": "Effect",
    "attachments": "Attachment",
    "deployed": "Deployed unit",
    "statuses": "Status",
}
_NAMES = {
    "face": "Side up",
    "zone": "Zone",
    "kind": "Kind",
    "printed": "Printed values",
    "state.hp": "HP",
    "state.chosen_attack": "Chosen attack",
    "state.attribute": "Attribute",
    "state.used_activates": "Used Activate effects",
    "cards": "Cards",
    "copy_of": "Copies",
    "storyline": "Storyline",
}


def label(path: str) -> str:
    if path in _NAMES:
        return _NAMES[path]
    if path.startswith("state.counters."):
        return f"Counters: {path.removeprefix('state.counters.').replace('_', ' ')}"
    if "[" in path and path.startswith("state."):
        container = path[len("state.") : path.index("[")]
        name = path[path.index("[") + 1 : path.rindex("]")]
        tail = " (controller)" if path.endswith(".controller") else ""
        return f"{_ITEMS.get(container, container)}: {name}{tail}"
    return path.removeprefix("state.").replace("_", " ").replace(".", ": ").capitalize()


def show(value) -> str:
    if value is None or value == [] or value == {}:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        if "name" in value:
            extra = [
                k.replace("_", " ") if v is True else f"{k.replace('_', ' ')}: {show(v)}"
                for k, v in value.items()
                if k != "name" and v not in (False, None, "")
            ]
            return value["name"] + (f" ({', '.join(extra)})" if extra else "")
        return "; ".join(f"{k.replace('_', ' ')}: {show(v)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(show(v) for v in value)
    return str(value).replace("_", " ") if isinstance(value, str) else str(value)


def _rows_for_page(before: dict, result: dict) -> list[dict]:
    return [
        {
            **row,
            "label": label(row["path"]),
            "before_text": show(row["before"]),
            "after_text": show(row["after"]),
        }
        for row in service.compare(before, result)
    ]


# --- the pages -----------------------------------------------------------------------------


def _game_choices():
    from rulings.models import Game

    names = dict(Game.objects.filter(slug__in=GAMES).values_list("slug", "name"))
    return [(g, names.get(g, g)) for g in GAMES]


def _cards(game: str):
    from cards.models import Card

    rows = Card.objects.for_game(game).order_by("number").values_list("number", "name")[:500]
    return [(number, f"{number} {name}" if number != name else name) for number, name in rows]


def checker(request):
    game = request.GET.get("game") or request.POST.get("game") or ""
    games = _game_choices()
    if game not in GAMES:
        return render(request, "scenarios/checker.html", {"games": games, "game": None, "unknown": game})
    form = ScenarioForm(request.POST or None, game=game, cards=_cards(game))
    context = {"games": games, "game": game, "form": form, "error": None, "result": None}
    if request.method == "POST" and form.is_valid():
        payload = form.payload()
        context["payload"] = json.dumps(payload, indent=2, ensure_ascii=False, default=str)
        try:
            result = service.run_check(payload)
            before = service.run_before(payload)
        except ScenarioError as exc:
            context["error"] = exc.as_dict()
        except RecursionError:
            context["error"] = {"field": "payload", "message": "nested too deeply"}
        except budget.OverBudget as exc:
            context["error"] = {"field": "payload", "message": str(exc)}
            response = render(request, "scenarios/checker.html", context, status=503)
            response["Retry-After"] = str(exc.retry_after)
            return response
        else:
            context.update(result=result, rows=_rows_for_page(before, result))
    status = 400 if context["error"] or (request.method == "POST" and not form.is_valid()) else 200
    return render(request, "scenarios/checker.html", context, status=status)


def ask_page(request):
    q = (request.GET.get("q") or "").strip()
    game = request.GET.get("game") or ""
    context = {"q": q, "game": game, "games": _game_choices(), "answer": None, "error": None}
    if q:
        try:
            context["answer"] = answer = service.run_ask(q, game or None)
            context["scenario_json"] = json.dumps(answer["scenario"], indent=2, ensure_ascii=False)
            seen = answer.get("interpretation") or {}
            if seen.get("subject"):
                context["reading"] = f"{seen['subject']}, on {show(seen['event'])} ({seen['game']})"
        except ScenarioError as exc:
            context["error"] = exc.as_dict()
        except budget.OverBudget as exc:
            context["error"] = {"field": "q", "message": str(exc)}
            response = render(request, "scenarios/ask.html", context, status=503)
            response["Retry-After"] = str(exc.retry_after)
            return response
    return render(request, "scenarios/ask.html", context, status=400 if context["error"] else 200)


def table_page(request, game):
    if game not in GAMES:
        raise Http404("No scenario profile for this game")
    as_of = request.GET.get("as_of") or None
    try:
        data = service.table(game, as_of)
    except ScenarioError as exc:
        return render(request, "scenarios/table.html", {"game": game, "error": exc.as_dict()}, status=400)
    rows = [
        {
            "field": row["field"],
            "label": label(row["field"]),
            "cells": [
                {**cell, "overflow": show(cell["overflow"]) if cell.get("overflow") else ""}
                for cell in row["cells"]
            ],
        }
        for row in data["rows"]
    ]
    return render(
        request,
        "scenarios/table.html",
        {"game": game, "games": _game_choices(), "table": data, "rows": rows, "as_of": as_of},
    )
