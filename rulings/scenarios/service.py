"""The Django side of the scenario engine: cards from the knowledge base, citations as sections.

The engine (rulings.scenarios) is plain Python and knows citations only as (game, document,
key, quote). This module puts a knowledge-base card's faces inline, resolves each citation to
the section in effect (its version label and web page), answers judges' questions with search
results beside them (or the rule sentence that decides them: statements.py). Whether the
profiles' citations still hold after an import is checked in citations.py.
"""

from __future__ import annotations

import datetime as dt
import logging
import re

from rulings import budget
from rulings.scenarios.engine import GAMES, ScenarioError, ask, builder, check, fields, persistence_table
from rulings.scenarios.engine.answer_polarity import either_way, read_either_way
from rulings.scenarios.engine.either_or import named_choice
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.question_form import is_question
from rulings.scenarios.knowledge import inline_card, kb_cache, resolve_citations
from rulings.scenarios.limits import collapse_kept, enforce
from rulings.scenarios.statements import statement_answer

log = logging.getLogger(__name__)

MAX_QUESTION = 500  # characters; a judge's question is a sentence, not a page
RELATED_LIMIT = 5


# --- checking and asking -------------------------------------------------------------------


def _prevalidate(payload: dict) -> None:
    """Type checks the engine leaves out: values it looks up in its tables must be strings.

    (A list where a zone or an action name belongs would otherwise fail inside the engine
    rather than answer which field is wrong.)
    """
    profile = get_profile(payload.get("game"))
    card = payload.get("card")
    if isinstance(card, dict):
        if not isinstance(card.get("zone"), str):
            raise ScenarioError("card.zone", "expected one of the game's zones", allowed=list(profile.zones))
        if card.get("face") is not None and not isinstance(card["face"], str):
            raise ScenarioError(
                "card.face", "expected a side, or null while hidden", allowed=[*profile.sides, None]
            )
    actions = payload.get("actions")
    for i, act in enumerate(actions if isinstance(actions, list) else []):
        if isinstance(act, dict) and not isinstance(act.get("do"), str):
            raise ScenarioError(
                f"actions[{i}].do", "expected an action name", allowed=sorted(profile.actions)
            )


def run_check(payload) -> dict:
    """DESIGN.md "Scenario check": the engine's answer with each citation resolved to its section.

    Over a cap (rulings.scenarios.limits) raises ScenarioError; over the time budget, OverBudget.
    """
    if not isinstance(payload, dict):
        raise ScenarioError("payload", "expected an object with game, card and actions")
    enforce(payload)
    _prevalidate(payload)
    given = payload
    payload = inline_card(payload)
    try:
        with budget.within("scenario"):
            result = collapse_kept(check(payload, between_steps=lambda: budget.check("scenario check")))
    except ScenarioError as exc:
        if payload is given or not exc.field.startswith("card.faces"):
            raise
        # The faces came from the knowledge base, not the caller: name what the caller sent.
        number = payload["card"]["number"]
        raise ScenarioError(
            "card.number", f"card {number} does not fit the {payload['game']} rules: {exc}", exc.allowed
        ) from None
    result["citations"] = resolve_citations(result["citations"], payload.get("as_of"))
    return result


RELATED_LATE = "The search for related rules ran out of time; the search page has them."


def related(q: str, game: str | None) -> list[dict] | None:
    """Search results for a question the engine cannot map: [] when search is unavailable, None
    when it ran past what was left of the question's time budget (the answer stands without them)."""
    from rulings.search import search

    try:
        return search(q, game=game or None, limit=RELATED_LIMIT)["results"]
    except budget.OverBudget:
        log.warning("scenarios: related search ran out of time for %r", q[:80])
        return None
    except Exception:  # search builds a missing index itself; anything else must not fail the answer
        log.exception("scenarios: search for related results failed")
        return []


# What a game's slug can be (rulings.Game.slug is a SlugField): anything else names no game
_SLUG = re.compile(r"[-a-zA-Z0-9_]{1,50}")


def run_ask(q, game: str | None = None) -> dict:
    """DESIGN.md ask: {"answer", "summary", "citations", "scenario", "result", "related", …}.

    Runs under the "ask" time budget (REQUEST_BUDGETS): past it, between stages, raises OverBudget.
    """
    _bounded(q)
    with budget.within("ask"):
        out = _read(q, game)
        # The related search runs under the search budget and what is left of this one.
        found = related(q, game) if out["answer"] == "unknown" else []
        out["related"] = found or []
        if found is None:
            out["related_note"] = RELATED_LATE
    return out


def read_question(q, game: str | None = None) -> dict:
    """run_ask without the related search: how the question reads and what the rules answer
    (the checker's builder shows the reading). Same budget and errors as run_ask."""
    _bounded(q)
    with budget.within("ask"):
        return _read(q, game)


def _bounded(q) -> None:
    if isinstance(q, str) and len(q) > MAX_QUESTION:
        raise ScenarioError("q", f"a question of at most {MAX_QUESTION} characters")


def _read(q, game: str | None) -> dict:
    budget.check("question")
    out = _asked(q, game or None)
    budget.check("question")
    out["citations"] = resolve_citations(out["citations"])
    if out.get("result"):
        out["result"]["citations"] = resolve_citations(out["result"]["citations"])
    budget.check("question")
    out["related"] = []
    return out


def _asked(q, game: str | None) -> dict:
    """The engine's answer; failing a scenario, the one rule sentence that decides the question."""
    if game and game not in GAMES and isinstance(q, str) and q.strip():
        unmodelled = _unmodelled(q, game)
        if unmodelled is not None:
            return unmodelled
    out = ask(q, game)  # both readers read a statement put as a question as English answers it
    if out["answer"] == "unknown" and is_question(q):  # "trash public area" states nothing to answer
        read = (out.get("read") or {}).get("game")
        found = statement_answer(q, game or read, kb_cache())
        if found is not None:
            out = found
    out = named_choice(out, q, game) if isinstance(q, str) else out  # "does it stay or reset?"
    return either_way(out) if read_either_way(q) else out  # "It doesn't stay, right?"


def _unmodelled(q: str, game: str) -> dict | None:
    """A game of the knowledge base the checker has no model of: unknown, saying so (the related
    rules of that game follow); None for a game the knowledge base does not have either."""
    from rulings.models import Game

    if not _SLUG.fullmatch(game):  # no game is named so ("\x00", spaces): PostgreSQL refuses a NUL
        return None
    found = Game.objects.filter(slug=game).values_list("name", flat=True).first()
    if found is None:
        return None
    return {
        "answer": "unknown",
        "summary": (
            f"The scenario checker has no model of the {found} rules, so it cannot answer this; "
            "the rules that match the question are below."
        ),
        "citations": [],
        "scenario": None,
        "result": None,
        "read": {"game": game},
        "did_you_mean": [],
        "interpretation": {"game": game, "question": q},
    }


def run_builder(game: str, card: str, event: str, about: str, origin=None, dest=None) -> dict:
    """A question picked in the builder, answered: the engine's result (citations resolved), the
    outcome for the field asked about in words, its citations and what it rests on that is assumed."""
    out = builder.run(game, card, event, about, origin, dest, run_check=run_check)
    by_id = {c["id"]: c for c in out["result"]["citations"]}
    out["citations"] = [by_id[i] for i in out.pop("citation_ids") if i in by_id]
    return out


CONFIDENT = frozenset({"yes", "no", "depends"})


def search_answer(q: str, game: str | None = None) -> dict | None:
    """The search page's answer box (rulings.search.answers): run_ask's shape, only when confident.

    An unknown game, words not put as a question, an unreadable question or one past the ask
    budget is no answer; the related results are left out (the search results are beside it).
    """
    if game and game not in GAMES or not isinstance(q, str) or not is_question(q):
        return None  # words looked up ("commander damage 21") are no question to say yes to
    try:
        out = read_question(q, game or None)
    except (ScenarioError, budget.OverBudget):
        return None
    return out if out.get("answer") in CONFIDENT else None


def table(game: str, as_of=None) -> dict:
    """persistence_table() with each cell's citations resolved and numbered for the page."""
    profile = get_profile(game)
    if as_of is not None and not isinstance(as_of, dt.date):
        try:
            as_of = dt.date.fromisoformat(str(as_of))
        except ValueError:
            raise ScenarioError("as_of", "expected a date as YYYY-MM-DD") from None
    revision = profile.revision(as_of, None)
    data = persistence_table(game, revision)
    unique: dict[tuple, dict] = {}
    for row in data["rows"]:
        for cell in row["cells"].values():
            for c in cell["citations"]:
                unique.setdefault((c["document"], c["key"], c["quote"]), c)
    resolved = resolve_citations(list(unique.values()), as_of)
    numbered = {}
    for n, c in enumerate(resolved, 1):
        numbered[(c["document"], c["key"], c["quote"])] = {**c, "id": f"c{n}"}
    rows = []
    for row in data["rows"]:
        cells = []
        for column in data["columns"]:
            cell = row["cells"][column]
            cites = _one_per_section(
                numbered[(c["document"], c["key"], c["quote"])] for c in cell["citations"]
            )
            cells.append({**cell, "column": column, "citations": cites})
        rows.append({"field": row["field"], "cells": cells})
    return {
        "game": game,
        "rules_version": data["rules_version"],
        "columns": data["columns"],
        "rows": rows,
        "assumptions": data.get("assumptions", []),
        "citations": list(numbered.values()),
    }


# --- before and after ----------------------------------------------------------------------


def _flat(card: dict) -> dict[str, object]:
    """A card as path → value, in the engine's path names (state.counters.x, state.effects[name])."""
    out: dict[str, object] = {
        "face": card.get("face"),
        "zone": card.get("zone"),
        "kind": card.get("kind"),
        "printed": card.get("printed") or {},
    }
    state = card.get("state") or {}
    for f in fields.WHOLE:
        out[f.path] = state.get(f.name)
    for kind, n in (state.get("counters") or {}).items():
        out[f"state.counters.{kind}"] = n
    for f in fields.ITEMS:
        for item in state.get(f.name) or []:
            label = item["name"] if isinstance(item, dict) else item
            out[f"{f.path}[{label}]"] = item
    return out


def _owns(row: str, path: str) -> bool:
    return path == row or path.startswith((f"{row}.", f"{row}["))


def _owners(path: str) -> list[str]:
    """Every row that owns ``path`` (itself, and each prefix ending before a "." or "[")."""
    out = [path[:i] for i, ch in enumerate(path) if ch in ".[" and i]
    out.append(path)
    if path.endswith("[*]"):  # a collapsed kept entry speaks for every item of its list
        out.append(path[:-3])
    return out


def _list_wildcard(row: str) -> str | None:
    head, sep, _ = row.partition("[")
    return f"{head}[*]" if sep and row.endswith("]") and "]" not in row[len(head) : -1] else None


def _one_per_section(citations) -> list[dict]:
    """Two quotes of one section are one rule to read: the first stands for both."""
    seen: dict[tuple, dict] = {}
    for c in citations:
        seen.setdefault((c["document"], c["key"]), c)
    return list(seen.values())


def compare(result: dict) -> list[dict]:
    """Rows for the before/after view: every field of either card, changed ones marked, each
    with the citations of the decisions about it (changes and kept fields of every step).

    Decisions are looked up by path (each filed under every row that owns it), so the work is
    linear in the number of fields and decisions.
    """
    b, a = _flat(result["initial"]), _flat(result["final"])
    by_id = {c["id"]: c for c in result["citations"]}
    decided: list[tuple[str, str, dict]] = []
    for step in result["steps"]:
        decided += [(ch["path"], "changed", ch) for ch in step["changes"]]
        decided += [(kp["path"], "kept", kp) for kp in step["kept"]]
        decided += [(p, "not stated", {"citations": []}) for p in step.get("unstated", [])]
    by_owner: dict[str, list[int]] = {}
    for n, (p, _, _) in enumerate(decided):
        for owner in dict.fromkeys(_owners(p)):
            by_owner.setdefault(owner, []).append(n)
    paths = list(dict.fromkeys([*b, *a]))
    shown = set(paths)
    # A decision about a field neither card shows (cards, copy_of, printed.mana_value) gets a row too.
    for p, _, _ in decided:
        if p.endswith("[*]"):
            continue  # collapsed kept entries belong to the rows of their list's items
        if not any(owner in shown for owner in _owners(p)):
            paths.append(p)
            shown.add(p)
    rows = []
    for path in paths:
        found = by_owner.get(path, [])
        wildcard = _list_wildcard(path)
        if wildcard and wildcard in by_owner:
            found = sorted({*found, *by_owner[wildcard]})
        own = [(decided[n][1], decided[n][2]) for n in found]
        before_value = b.get(path, next((e.get("before") for s, e in own if "before" in e), None))
        after_value = a.get(path, next((e.get("after") for s, e in reversed(own) if "after" in e), None))
        changed = before_value != after_value or any(s == "changed" for s, _ in own)
        if not own and not changed and before_value in (None, [], {}):
            continue  # a field the scenario never set and nothing decided
        ids = list(dict.fromkeys(i for _, e in own for i in e.get("citations", [])))
        statuses = {s for s, _ in own}
        status = "changed" if changed else ("kept" if "kept" in statuses else next(iter(statuses), ""))
        rows.append(
            {
                "path": path,
                "before": before_value,
                "after": after_value,
                "changed": changed,
                "status": status,
                "citations": _one_per_section(by_id[i] for i in ids if i in by_id),
            }
        )
    return rows
