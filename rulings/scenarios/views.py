"""Pages of the scenario checker: the checker form, the ask box, and each game's persistence table.

They work without JavaScript: the checker is a plain form POST (with CSRF) whose result the
server renders. The form turns into the API's payload (DESIGN.md) and goes through the same
service as the API, so a page and an API call never disagree.
"""

from __future__ import annotations

import json
from urllib.parse import urlencode

from django.http import Http404
from django.shortcuts import render
from django.urls import reverse

from rulings import budget
from rulings.scenarios import service
from rulings.scenarios.engine import GAMES, ScenarioError, builder
from rulings.scenarios.engine.fields import CARD, state_field
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.forms import ScenarioForm

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
    try:
        asked = service.read_question(q, game)
    except budget.OverBudget as exc:  # the pickers stay the judge's to set
        return {"answer": "unknown", "summary": str(exc), "read": {}}, {}
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
            elif seen.get("reader") == "rule sentence":
                words = ", ".join(seen.get("words") or [])
                context["reading"] = (
                    f"what rule {seen['key']} states ({seen['game']}; words matched: {words})"
                )
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
