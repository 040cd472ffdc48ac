"""The Django side of the scenario engine: cards from the knowledge base, citations as sections.

The engine (rulings.scenarios) is plain Python and knows citations only as (game, document,
key, quote). This module puts a knowledge-base card's faces inline, resolves each citation to
the section in effect (its version label and web page), answers judges' questions with search
results beside them, and checks that the profiles' citations still hold after an import.
"""

from __future__ import annotations

import copy
import datetime as dt
import logging
import re
import threading
from dataclasses import dataclass

from django.db import connection

from rulings import addresses, budget, content, dates
from rulings.models import Change, DocumentVersion, Section
from rulings.scenarios.engine import GAMES, ScenarioError, ask, builder, check, fields, persistence_table
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.limits import collapse_kept, enforce
from rulings.scenarios.statements import statement_answer

log = logging.getLogger(__name__)

MAX_QUESTION = 500  # characters; a judge's question is a sentence, not a page
RELATED_LIMIT = 5


# --- a cache of knowledge-base lookups -----------------------------------------------------

_cache: dict = {"token": None, "entries": {}}
_cache_lock = threading.Lock()
_CACHE_LIMIT = 20_000


def kb_cache() -> dict:
    """Lookups valid while the knowledge base and the date stay the same (one cheap query to know).

    Another process's import is seen at the next call too: the content token moves with the
    database's change log. Threads share the entries; swapping them is done under a lock, and
    each entry is written whole, so a reader sees an entry or none.
    """
    token = (connection.alias, content.content_token())
    with _cache_lock:
        if _cache["token"] != token or len(_cache["entries"]) > _CACHE_LIMIT:
            _cache["token"], _cache["entries"] = token, {}
        return _cache["entries"]


# --- the card ------------------------------------------------------------------------------


def _card_faces(game: str, number: str) -> tuple[dict, list[dict]] | None:
    """The card's name, layout and faces in the engine's shape, or None when there is no such card."""
    from cards.models import CardFace, MeldPair

    faces = list(
        CardFace.objects.filter(card__game__slug=game, card__number=number)
        .select_related("card")
        .order_by("order", "side")
    )
    if not faces:
        return None
    card = faces[0].card
    inline = [_face(f) for f in faces]
    if card.layout == "meld" and not any(f["side"] == "melded" for f in inline):
        # A meld front carries its melded face on the result card; the engine needs it to meld.
        pair = (
            MeldPair.objects.filter(first_front=card).first()
            or MeldPair.objects.filter(second_front=card).first()
        )
        melded = pair and pair.result.faces.filter(side="melded").first()
        if melded:
            inline.append(_face(melded))
    return {"number": card.number, "name": card.name, "layout": card.layout}, inline


def _face(face) -> dict:
    return {
        "side": face.side,
        "name": face.name,
        "card_type": face.card_type or None,
        "is_initial": face.is_initial,
        "printed": copy.deepcopy(face.printed or {}),
        "text": face.text,
    }


def inline_card(payload: dict) -> dict:
    """The payload with a knowledge-base card's faces put inline (a copy; the caller's is untouched)."""
    card = payload.get("card")
    if not isinstance(card, dict) or card.get("number") is None or card.get("faces") is not None:
        return payload
    profile = get_profile(payload.get("game"))  # an unknown game is named before the card
    number = card["number"]
    if not isinstance(number, str) or not number.strip():
        raise ScenarioError("card.number", "expected a card number such as XB-006")
    cache = kb_cache()
    where = ("card", profile.game, number.strip())
    if where not in cache:
        cache[where] = _card_faces(profile.game, number.strip())
    found = copy.deepcopy(cache[where])  # the engine must not share the cached faces
    if found is None:
        raise ScenarioError("card.number", f"no card {number[:80]!r} in the {profile.game} knowledge base")
    about, faces = found
    card = {**card, "faces": faces, "number": about["number"]}
    card.setdefault("name", about["name"])
    if profile.layouts is not None and about["layout"] in profile.layouts:
        card.setdefault("layout", about["layout"])
    return {**payload, "card": card}


# --- citations -----------------------------------------------------------------------------


def _on(as_of) -> dt.date:
    if isinstance(as_of, dt.date):
        return as_of
    if isinstance(as_of, str):
        try:
            return dt.date.fromisoformat(as_of)
        except ValueError:
            pass
    return dates.today()


def section_url(game: str, key: str, label: str | None = None) -> str:
    return addresses.rule_url(game, key, label)


def _sections(wanted: set[tuple[str, str, str]], on: dt.date) -> dict[tuple, dict | None]:
    """(game, document, key) → {"number", "version", "url"} of the section in effect on ``on``
    (None where the knowledge base lacks it). Two queries, whatever the number of keys."""
    today = dates.today()
    versions = list(
        DocumentVersion.objects.filter(
            document__game__slug__in={g for g, _, _ in wanted}, document__slug__in={d for _, d, _ in wanted}
        )
        .filter(effective_date__lte=max(on, today))
        .values(
            "pk",
            "label",
            "effective_date",
            "imported_at",
            "partial",
            "document__slug",
            "document__game__slug",
        )
    )
    newest = sorted(versions, key=lambda v: (v["effective_date"], v["imported_at"]), reverse=True)
    by_pk = {v["pk"]: v for v in versions}
    current = set(DocumentVersion.objects.current_ids())
    rank = {v["pk"]: i for i, v in enumerate(newest) if v["effective_date"] <= on}
    rows = Section.objects.filter(version_id__in=list(rank), key__in={k for _, _, k in wanted}).values_list(
        "key", "number", "version_id"
    )
    found: dict[tuple, tuple] = {}
    for key, number, version_id in rows:
        v = by_pk[version_id]
        where = (v["document__game__slug"], v["document__slug"], key)
        if where in wanted and (where not in found or rank[version_id] < rank[found[where][1]]):
            found[where] = (number, version_id)
    out: dict[tuple, dict | None] = dict.fromkeys(wanted)
    for (game, doc, key), (number, version_id) in found.items():
        label = by_pk[version_id]["label"]
        is_current = version_id in current
        out[(game, doc, key)] = {
            "number": number or None,
            "version": label,
            "url": section_url(game, key, None if is_current else label),
        }
    return out


def resolve_citations(citations: list[dict], as_of=None) -> list[dict]:
    """Each citation with the section it names: ``version`` (label), ``number`` and ``url``.

    The section is the one in effect on ``as_of`` (today by default); its URL names the
    version when that is not the current one. A section the knowledge base lacks gets
    ``version`` and ``url`` null.
    """
    if not citations:
        return []
    on = _on(as_of)
    cache = kb_cache()
    wanted = {(c["game"], c["document"], c["key"]) for c in citations}
    missing = {w for w in wanted if ("section", on, w) not in cache}
    if missing:
        for where, hit in _sections(missing, on).items():
            cache[("section", on, where)] = hit
    out = []
    for c in citations:
        hit = cache.get(("section", on, (c["game"], c["document"], c["key"])))
        out.append({**c, **(hit or {"number": None, "version": None, "url": None})})
    return out


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


def related(q: str, game: str | None) -> list[dict]:
    """Search results for a question the engine cannot map; [] when search is unavailable."""
    from rulings.search import search

    try:
        return search(q, game=game or None, limit=RELATED_LIMIT)["results"]
    except budget.OverBudget:
        raise  # the question's time budget ran out: the caller answers 503
    except Exception:  # search builds a missing index itself; anything else must not fail the answer
        log.exception("scenarios: search for related results failed")
        return []


def run_ask(q, game: str | None = None) -> dict:
    """DESIGN.md ask: {"answer", "summary", "citations", "scenario", "result", "related", …}.

    Runs under the "ask" time budget (REQUEST_BUDGETS): past it, between stages, raises OverBudget.
    """
    if isinstance(q, str) and len(q) > MAX_QUESTION:
        raise ScenarioError("q", f"a question of at most {MAX_QUESTION} characters")
    with budget.within("ask"):
        budget.check("question")
        out = _asked(q, game or None)
        budget.check("question")
        out["citations"] = resolve_citations(out["citations"])
        if out.get("result"):
            out["result"]["citations"] = resolve_citations(out["result"]["citations"])
        budget.check("question")
        # The related search runs under the search budget and what is left of this one.
        out["related"] = related(q, game) if out["answer"] == "unknown" else []
    return out


def _asked(q, game: str | None) -> dict:
    """The engine's answer; failing a scenario, the one rule sentence that decides the question."""
    out = ask(q, game)
    if out["answer"] == "unknown":
        read = (out.get("read") or {}).get("game")
        found = statement_answer(q, game or read, kb_cache())
        if found is not None:
            return found
    return out


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

    An unknown game or an unreadable question is no answer; the related results are left out
    (the search results are beside it).
    """
    if game and game not in GAMES:
        return None
    try:
        out = _asked(q, game or None)
    except ScenarioError:
        return None
    if out.get("answer") not in CONFIDENT:
        return None
    out["citations"] = resolve_citations(out["citations"])
    if out.get("result"):
        out["result"]["citations"] = resolve_citations(out["result"]["citations"])
    out["related"] = []
    return out


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


# --- citation checks -----------------------------------------------------------------------


@dataclass
class CitationProblem:
    game: str
    name: str  # the profile's name for the citation
    document: str
    key: str
    problem: str  # missing | quote | changed
    detail: str

    def line(self) -> str:
        return f"{self.game} {self.document} {self.key} [{self.problem}] {self.name}: {self.detail}"


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", text or "").strip()


def _logged(version: DocumentVersion) -> set[tuple]:
    # Key and kind only: a note may carry a line number, which moves when the text above it does.
    return set(version.changes.filter(origin=Change.Origin.CHANGE_LOG).values_list("key", "kind"))


def citation_problems(game: str | None = None) -> tuple[int, list[CitationProblem]]:
    """(citations checked, problems): for every profile citation, whether its section exists in
    the current version, still holds the quote, and was left alone by the document's newest version.

    "Changed by the newest version" means a Change row for the key in that version against the
    version before it in the knowledge base: a diff row, or a change-log entry the previous
    version's log did not already hold. A first version's change log speaks of editions the
    knowledge base never held; the profiles were written against that text, so it is not flagged.
    """
    checked, problems = 0, []
    for slug in [game] if game else GAMES:
        profile = get_profile(slug)
        cites = profile.citations()
        by_doc: dict[str, list[tuple[str, dict]]] = {}
        for name, c in cites.items():
            by_doc.setdefault(c["document"], []).append((name, c))
        for doc_slug, named in by_doc.items():
            checked += len(named)
            problems += _document_problems(slug, doc_slug, named)
    return checked, problems


def _document_problems(game: str, doc_slug: str, named: list[tuple[str, dict]]) -> list[CitationProblem]:
    versions = DocumentVersion.objects.filter(document__game__slug=game, document__slug=doc_slug)
    current = versions.current()
    if current is None:
        return [
            CitationProblem(
                game, name, doc_slug, c["key"], "missing", f"no version of {game}/{doc_slug} in effect"
            )
            for name, c in named
        ]
    newest = versions.order_by("-effective_date", "-imported_at").first()
    keys = {c["key"] for _, c in named}
    bodies = dict(current.sections.filter(key__in=keys).values_list("key", "body"))
    newest_bodies = (
        bodies if newest == current else dict(newest.sections.filter(key__in=keys).values_list("key", "body"))
    )
    changed: dict[str, list[str]] = {}
    previous = newest.previous()
    if previous is not None:
        earlier_log = _logged(previous)
        for change in newest.changes.filter(key__in=keys):
            if change.origin == Change.Origin.CHANGE_LOG and (change.key, change.kind) in earlier_log:
                continue  # the same entry restated by the new version's log
            changed.setdefault(change.key, []).append(change.kind)
    out = []
    for name, c in named:
        key, quote = c["key"], _fold(c["quote"])
        if key not in bodies:
            out.append(
                CitationProblem(game, name, doc_slug, key, "missing", f"no section {key} in {current.label}")
            )
            continue
        if quote not in _fold(bodies[key]):
            out.append(
                CitationProblem(
                    game, name, doc_slug, key, "quote", f"{current.label} no longer says “{c['quote']}”"
                )
            )
        if key in changed:
            kinds = ", ".join(sorted(set(changed[key])))
            out.append(
                CitationProblem(
                    game,
                    name,
                    doc_slug,
                    key,
                    "changed",
                    f"{kinds} in {newest.label}; check the profile's decision",
                )
            )
        elif newest != current and (key not in newest_bodies or quote not in _fold(newest_bodies[key])):
            out.append(
                CitationProblem(
                    game, name, doc_slug, key, "changed", f"{newest.label} (not yet in effect) differs"
                )
            )
    return out


def report_citations_after_import(game_slug: str) -> list[str]:
    """Lines for the import report: the game's profile citations a new version may have broken.

    An import of a game with no scenario profile reports nothing.
    """
    if game_slug not in GAMES:
        return []
    checked, problems = citation_problems(game_slug)
    if not problems:
        return [f"scenario citations: {checked} checked, all hold"]
    return [
        f"scenario citations: {len(problems)} of {checked} to review (the answers citing them may change)",
        *(f"  {p.line()}" for p in problems),
    ]
