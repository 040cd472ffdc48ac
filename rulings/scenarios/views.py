"""Pages of the scenario checker: the checker form, the ask box, and each game's persistence table.

They work without JavaScript: the checker is a plain form POST (with CSRF) whose result the
server renders. The form turns into the API's payload (DESIGN.md) and goes through the same
service as the API, so a page and an API call never disagree.
"""

from __future__ import annotations

import json
from urllib.parse import urlencode

from django import forms
from django.http import Http404
from django.shortcuts import render
from django.urls import reverse

from rulings import budget
from rulings.scenarios import service
from rulings.scenarios.engine import GAMES, ScenarioError, builder
from rulings.scenarios.engine.fields import CARD, STATE, StateField, state_field
from rulings.scenarios.engine.profiles import get_profile

MAX_ACTIONS = 4
HIDDEN = "-"  # the face choice for "no face shows" (null in the payload)
# A list the rules split by its items' flag gets a box for each value: (form field, flag value, label).
_SPLIT = {
    "evo_bonuses": (
        ("evo_permanent", True, "Permanent evo-bonuses"),
        ("evo_other", False, "Other evo-bonuses"),
    )
}
_YES = ("yes", "y", "true", "escape pod")


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


def _form_names(f: StateField) -> list[str]:
    return [name for name, _, _ in _SPLIT[f.name]] if f.name in _SPLIT else [f.name]


def _box(label: str, help_text: str) -> forms.CharField:
    return forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 2}), label=label, help_text=help_text
    )


def _columns(f: StateField) -> str:
    words = [k.replace("_", " ") + (" (yes/no)" if isinstance(d, bool) else "") for k, d in f.defaults]
    return "One per line: " + " | ".join(["name", *words])


def _form_fields(f: StateField) -> dict[str, forms.Field]:
    """The form's boxes for one state field, by its shape."""
    if f.shape == "int":
        return {f.name: forms.IntegerField(required=False, label=f.label)}
    if f.shape == "str":
        return {f.name: forms.CharField(required=False, max_length=60, label=f.label)}
    if f.name in _SPLIT:
        return {name: _box(label, "Names") for name, _, label in _SPLIT[f.name]}
    if f.shape == "counters":
        return {f.name: _box(f.label, "One per line: kind = number")}
    return {f.name: _box(f.label, "Names" if f.shape == "names" else _columns(f))}


def _item(f: StateField, parts: list[str]) -> dict:
    item: dict = {"name": parts[0]}
    for (key, default), text in zip(f.defaults, parts[1:], strict=True):
        if isinstance(default, bool):
            item[key] = text.lower() in _YES
        else:
            item[key] = text or default
    return item


def _state_value(f: StateField, data: dict):
    """One state field's value from the cleaned form data (None, "" or [] when not given)."""
    if f.name in _SPLIT:
        return [
            {"name": n, **dict(f.defaults), f.flag: value}
            for name, value, _ in _SPLIT[f.name]
            for n in _lines(data.get(name))
        ]
    if f.shape == "names":
        return _lines(data.get(f.name))
    if f.shape == "items":
        return [_item(f, parts) for parts in _rows(data.get(f.name), 1 + len(f.defaults))]
    return data.get(f.name)


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
        for f in STATE:
            self.fields.update(_form_fields(f))

    def face_rows(self):
        return [[self[f"face{n}_{part}"] for part in ("side", "name", "type")] for n in (1, 2)]

    def state_fields(self):
        return [self[name] for f in STATE for name in _form_names(f)]

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
        elif faces := _faces(data):
            card["faces"] = faces
        if data.get("face") == HIDDEN:
            card["face"] = None
        elif data.get("face"):
            card["face"] = data["face"]
        if data.get("kind"):
            card["kind"] = data["kind"]
        card["state"] = {f.name: v for f in STATE if (v := _state_value(f, data)) not in (None, "", [], {})}
        payload = {"game": self.game, "card": card, "actions": _actions(data)}
        if data.get("as_of"):
            payload["as_of"] = data["as_of"].isoformat()
        return payload


def _faces(data: dict) -> list[dict]:
    """The faces entered by hand (a side for each; name and card type where given)."""
    faces = []
    for n in (1, 2):
        if data.get(f"face{n}_side"):
            face = {"side": data[f"face{n}_side"], "name": data.get(f"face{n}_name") or None}
            if data.get(f"face{n}_type"):
                face["card_type"] = data[f"face{n}_type"]
            faces.append(face)
    return faces


def _actions(data: dict) -> list[dict]:
    actions = []
    for i in range(MAX_ACTIONS):
        if data.get(f"do{i}"):
            act = {"do": data[f"do{i}"]}
            if data.get(f"to{i}"):
                act["to"] = data[f"to{i}"]
            actions.append(act)
    return actions


# --- showing values ------------------------------------------------------------------------


def label(path: str) -> str:
    if path in CARD:
        return CARD[path][0]
    if path.startswith("state.counters."):
        return f"Counters: {path.removeprefix('state.counters.').replace('_', ' ')}"
    field = state_field(path)
    if "[" in path and path.startswith("state."):
        name = path[path.index("[") + 1 : path.rindex("]")]
        tail = " (controller)" if path.endswith(".controller") else ""
        container = field.item if field and field.item else path[len("state.") : path.index("[")]
        return f"{container}: {name}{tail}"
    if field and path == field.path:
        return field.label
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


def _rows_for_page(result: dict) -> list[dict]:
    return [
        {
            **row,
            "label": label(row["path"]),
            "before_text": show(row["before"]),
            "after_text": show(row["after"]),
        }
        for row in service.compare(result)
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


# --- the question builder ------------------------------------------------------------------

_PICKS = ("card", "event", "from", "to", "about")


def _choice(value, options) -> str | None:
    """``value`` when it is one of ``options`` ((value, label) pairs), else None."""
    return value if value in {v for v, _ in options} else None


def _reading(q: str, game: str) -> tuple[dict, dict]:
    """The ask box's answer to ``q`` and the builder's choices for how it read the question."""
    asked = service.run_ask(q, game)
    read = dict(asked.get("read") or {})
    if read.get("game") != game:
        return asked, {}
    picks = builder.from_reading(read, builder.subject_build(game, read.get("subject")))
    return asked, {k: v for k, v in picks.items() if k in _PICKS and v}


def _builder_options(game: str, picks: dict) -> dict:
    """Each picker's options, the later ones refreshed from the earlier choices."""
    zones = [(z, z.replace("_", " ")) for z in get_profile(game).zones]
    options = {
        "card": [*builder.samples(game), *_cards(game)],
        "event": [(e, e.replace("_", " ")) for e in builder.events(game)],
        "from": zones,
        "to": zones,
    }
    event = _choice(picks.get("event"), options["event"])
    options["about"] = [(p, builder.label(p)) for p in builder.about(game, event)] if event else []
    return options


def _complete(picks: dict) -> bool:
    needed = ["card", "event", "about", *(["from", "to"] if picks.get("event") == "move" else [])]
    return all(picks.get(k) for k in needed)


def builder_context(request, game: str) -> dict:
    """The builder's pickers, what the ask box read, and the picked question's answer."""
    q = (request.GET.get("q") or "").strip()[: service.MAX_QUESTION]
    picks = {k: request.GET.get(f"b_{k}") or None for k in _PICKS}
    out: dict = {"q": q, "error": None, "answer": None, "asked": None}
    if q:
        out["asked"], read = _reading(q, game)
        picks = {**picks, **read}
    options = _builder_options(game, picks)
    picks = {k: _choice(picks.get(k), options[k]) for k in _PICKS}
    picks["card"] = picks["card"] or options["card"][0][0]
    out.update(picks=picks, options=options, fields=[(k, options[k], picks[k]) for k in _PICKS])
    if _complete(picks) and (q or request.GET.get("b_answer")):
        try:
            args = [picks[k] for k in ("card", "event", "about", "from", "to")]
            out["answer"] = service.run_builder(game, *args)
        except ScenarioError as exc:
            out["error"] = exc.as_dict()
        out["question"] = _question(picks, options)
    return out


def _question(picks: dict, options: dict) -> str:
    """The picked question in words: "What happens to HP after a flip, on Antiramon (sample)?"."""
    names = {k: dict(options[k]).get(picks[k], picks[k]) for k in _PICKS}
    event = f"a {names['event']}"
    if picks["event"] == "move":
        event = f"a move from the {names['from']} to the {names['to']}"
    return f"What happens to {names['about']} after {event}, on {names['card']}?"


def builder_url(read: dict) -> str | None:
    """The checker page with the builder's pickers set to how the ask box read a question."""
    game = read.get("game")
    if game not in GAMES:
        return None
    picks = builder.from_reading(read, builder.subject_build(game, read.get("subject")))
    params = {"game": game, **{f"b_{k}": v for k, v in picks.items() if k in _PICKS and v}}
    if _complete({**picks, "card": True}):  # the card picker falls back on the game's first sample
        params["b_answer"] = "1"
    return f"{reverse('scenarios:checker')}?{urlencode(params)}"


def checker(request):
    game = request.GET.get("game") or request.POST.get("game") or ""
    games = _game_choices()
    if game not in GAMES:
        return render(request, "scenarios/checker.html", {"games": games, "game": None, "unknown": game})
    form = ScenarioForm(request.POST or None, game=game, cards=_cards(game))
    context = {"games": games, "game": game, "form": form, "error": None, "result": None}
    context["builder"] = builder_context(request, game)
    if request.method == "POST" and form.is_valid():
        payload = form.payload()
        context["payload"] = json.dumps(payload, indent=2, ensure_ascii=False, default=str)
        try:
            result = service.run_check(payload)
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
            context.update(result=result, rows=_rows_for_page(result))
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
            context["builder_url"] = builder_url(answer.get("read") or {})
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
