"""The scenario engine: run actions on a card under a game's profile, citing each decision.

Plain Python, no Django. ``check(payload)`` takes and returns the DESIGN.md JSON shapes.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from datetime import date

from rulings.scenarios.engine.errors import ScenarioError
from rulings.scenarios.engine.fields import ITEMS, WHOLE, StateField
from rulings.scenarios.engine.profiles import Profile, get_profile, resolve
from rulings.scenarios.engine.state import Card, printed_of, read_card, write_card


class Citations:
    """Hands out c1, c2… for citation names, once each, in order of first use."""

    def __init__(self, profile: Profile):
        self.profile = profile
        self.ids: dict[tuple, str] = {}
        self.items: list[dict] = []

    def add(self, names) -> list[str]:
        out = []
        for name in names:
            cite = self.profile.citation(name)
            ident = (cite["document"], cite["key"], cite["quote"])
            if ident not in self.ids:
                self.ids[ident] = f"c{len(self.items) + 1}"
                self.items.append({"id": self.ids[ident], **cite})
            if self.ids[ident] not in out:
                out.append(self.ids[ident])
        return out


@dataclass
class Step:
    action: dict
    performed: bool = True
    reason: str = ""
    citations: list[str] = field(default_factory=list)
    changes: list[dict] = field(default_factory=list)
    kept: list[dict] = field(default_factory=list)
    unstated: list[str] = field(default_factory=list)
    counts_as: list[dict] = field(default_factory=list)
    not_counted_as: list[dict] = field(default_factory=list)
    assumptions: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {
            "action": self.action,
            "performed": self.performed,
            "reason": self.reason,
            "citations": self.citations,
            "changes": self.changes,
            "kept": self.kept,
            "unstated": self.unstated,
            "counts_as": self.counts_as,
            "not_counted_as": self.not_counted_as,
            "assumptions": self.assumptions,
        }


@dataclass
class Context:
    profile: Profile
    revision: str
    cites: Citations
    flips: int = 0  # face changes so far in this scenario
    where: str = ""  # the action's path in the payload, for errors

    def cite(self, names) -> list[str]:
        return self.cites.add(names)


# --- reading the payload -----------------------------------------------------------------


def _as_of(value) -> date | None:
    if value is None:
        return None
    if isinstance(value, str):
        try:
            return date.fromisoformat(value)
        except ValueError:
            pass
    raise ScenarioError("as_of", "expected a date as YYYY-MM-DD")


def check(payload: dict, rules_version: str | None = None, between_steps=None) -> dict:
    """Run ``payload["actions"]`` on ``payload["card"]``; answer with final, steps, citations, explanation.

    ``between_steps``, when given, is called before each action (a caller's time budget may raise there).
    """
    # Imported here: the action handlers build on this module's helpers.
    from rulings.scenarios.engine import actions as handlers
    from rulings.scenarios.engine.explain import explain
    from rulings.scenarios.engine.validation import validate

    if not isinstance(payload, dict):
        raise ScenarioError("payload", "expected an object with game, card and actions")
    profile = get_profile(payload.get("game"))
    if rules_version is not None and not isinstance(rules_version, str):
        raise ScenarioError("rules_version", "expected a version label")
    revision = profile.revision(_as_of(payload.get("as_of")), rules_version or payload.get("rules_version"))
    card = read_card(profile, payload.get("card"))
    acts = payload.get("actions", [])
    if not isinstance(acts, list):
        raise ScenarioError("actions", "expected a list of actions")
    ctx = Context(profile, revision, Citations(profile))
    initial = write_card(profile, card)  # the card as read, before any action
    # Validate every action before running any, so bad input never yields half an answer.
    for i, act in enumerate(acts):
        where = f"actions[{i}]"
        if not isinstance(act, dict):
            raise ScenarioError(where, "expected an object with do", allowed=sorted(profile.actions))
        profile.action(act.get("do"), f"{where}.do")
        validate(ctx, card, act, where)
    steps = []
    for i, act in enumerate(acts):
        if between_steps is not None:
            between_steps()
        ctx.where = f"actions[{i}]"
        step = Step(action=copy.deepcopy(act))
        handlers.run(ctx, card, act, step)
        steps.append(step.as_dict())
    result = {
        "game": profile.game,
        "rules_version": revision,
        "initial": initial,
        "final": write_card(profile, card),
        "steps": steps,
        "citations": ctx.cites.items,
    }
    result["assumed"] = assumed(steps)
    result["explanation"] = explain(result)
    return result


def assumed(steps: list[dict]) -> list[dict]:
    """What the engine decided that the rules text does not say: {"step", "path", "reason"} each."""
    out: list[dict] = []
    for i, step in enumerate(steps):
        entries = [*step.get("changes", []), *step.get("kept", [])]
        for entry in entries:
            if entry.get("assumption"):
                out.append({"step": i, "path": entry["path"], "reason": entry["assumption"]})
        noted = {a["reason"] for a in out if a["step"] == i}
        out += [{"step": i, "path": None, "reason": a} for a in step.get("assumptions", []) if a not in noted]
    return out


# --- applying field decisions --------------------------------------------------------------


def _item_key(f: StateField, item) -> str:
    """Which of a list's decisions applies to ``item``: by its flag, its kind, or (a status) its name."""
    if f.flag:
        return f.flag if item.get(f.flag) else f"not_{f.flag}"
    if isinstance(item, dict):
        return item.get("kind") or "*"
    return item  # statuses are plain names


def _sub(decisions, key: str, revision: str) -> dict | None:
    if decisions is None:
        return None
    if "outcome" in decisions or "by_revision" in decisions:
        return resolve(decisions, revision)
    return resolve(decisions.get(key, decisions.get("*")), revision)


def record(ctx: Context, step: Step, decision: dict, path: str, before, after) -> None:
    entry = {"path": path, "before": before, "after": after, "citations": ctx.cite(decision.get("cite", []))}
    if decision.get("assumption"):
        entry["assumption"] = decision["assumption"]
        if decision["assumption"] not in step.assumptions:
            step.assumptions.append(decision["assumption"])
    step.changes.append(entry)


def keep(ctx: Context, step: Step, decision: dict, path: str) -> None:
    entry = {"path": path, "citations": ctx.cite(decision.get("cite", []))}
    if decision.get("assumption"):
        entry["assumption"] = decision["assumption"]
        if decision["assumption"] not in step.assumptions:
            step.assumptions.append(decision["assumption"])
    step.kept.append(entry)


def apply_fields(ctx: Context, card: Card, fields: dict, step: Step, printed: dict) -> None:
    """Apply each state field's decision; ``printed`` holds the values of the face now up."""
    for f in WHOLE:
        _apply_whole(ctx, card.state, f, resolve(fields.get(f.path), ctx.revision), step, printed)
    _apply_counters(ctx, card.state, fields.get("state.counters"), step, printed)
    for f in ITEMS:
        decisions = fields.get(f.path)
        if (resolve(decisions, ctx.revision) or {}).get("handler") == "capacity":
            _capacity(ctx, card, resolve(decisions, ctx.revision), step, printed)
            continue
        _apply_items(ctx, card.state, f, decisions, step)


def _apply_whole(ctx: Context, state: dict, f, decision: dict | None, step: Step, printed: dict) -> None:
    """A value decided as a whole: kept, removed, or taken from the new face."""
    value = state.get(f.name)
    if value in (None, []):
        return
    if decision is None:
        step.unstated.append(f.path)
    elif decision["outcome"] == "kept":
        keep(ctx, step, decision, f.path)
    else:
        after = f.empty
        if decision["outcome"] != "removed":
            after = printed.get(decision.get("to") or f.name, f.empty)
        state[f.name] = after
        record(ctx, step, decision, f.path, value, after)


def _apply_counters(ctx: Context, state: dict, counters, step: Step, printed: dict) -> None:
    """Each counter kind's decision; then the counters a face always brings (starting CP…)."""
    for kind in list(state["counters"]):
        path, decision = f"state.counters.{kind}", _sub(counters, kind, ctx.revision)
        if decision is None:
            step.unstated.append(path)
        elif decision["outcome"] == "kept":
            keep(ctx, step, decision, path)
        else:
            before = state["counters"].pop(kind)
            after = printed.get(decision.get("to") or "") if decision["outcome"] != "removed" else None
            if after is not None:
                state["counters"][kind] = after
            record(ctx, step, decision, path, before, after)
    if not isinstance(counters, dict) or "outcome" in counters:
        return
    for kind, decision in counters.items():
        decision = resolve(decision, ctx.revision)
        if _brings(decision, kind, state, printed):
            state["counters"][kind] = printed[decision["to"]]
            record(ctx, step, decision, f"state.counters.{kind}", None, printed[decision["to"]])


def _brings(decision: dict | None, kind: str, state: dict, printed: dict) -> bool:
    if not decision or not decision.get("always"):
        return False
    return kind not in state["counters"] and decision.get("to") in printed


def _apply_items(ctx: Context, state: dict, f, decisions, step: Step) -> None:
    """Each item of a list by its own decision (by kind, or by permanence for evo-bonuses)."""
    remaining = []
    for item in state[f.name]:
        label = item["name"] if isinstance(item, dict) else item
        item_path = f"{f.path}[{label}]"
        decision = _sub(decisions, _item_key(f, item), ctx.revision)
        if decision is None:
            step.unstated.append(item_path)
            remaining.append(item)
        elif decision["outcome"] == "removed":
            record(ctx, step, decision, item_path, copy.deepcopy(item), None)
        else:
            keep(ctx, step, decision, item_path)
            remaining.append(item)
            if decision.get("controller") == "host" and isinstance(item, dict) and item.get("controller"):
                # "stay under the host's controller": the flip changes no one's control of it.
                keep(ctx, step, decision, f"{item_path}.controller")
    state[f.name] = remaining


def _room(capacity, kind: str) -> int | None:
    """How many units of ``kind`` the face holds: a printed number, or a number per kind."""
    if isinstance(capacity, dict):
        capacity = capacity.get(kind, capacity.get("*", 0))
    if isinstance(capacity, bool) or not isinstance(capacity, int):
        return None
    return capacity


def _capacity(ctx: Context, card: Card, decision: dict, step: Step, printed: dict) -> None:
    """Deployed units stay where the new face can hold them; the overflow leaves."""
    capacity = printed.get("capacity")
    units = card.state["deployed"]
    chosen = step.action.get("keep") or []
    # The controller's choice first, then the order the units were deployed in.
    order = sorted(range(len(units)), key=lambda i: (units[i]["name"] not in chosen, i))
    used: dict[str, int] = {}
    stay: set[int] = set()
    for i in order:
        kind = units[i]["kind"]
        room = _room(capacity, kind)
        counter = kind if isinstance(capacity, dict) else "*"
        if room is None or used.get(counter, 0) < room:
            used[counter] = used.get(counter, 0) + 1
            stay.add(i)
    for i, unit in enumerate(units):
        if i in stay:
            keep(ctx, step, decision, f"state.deployed[{unit['name']}]")
            continue
        fate = "displaced"
        if decision["overflow"] == "destroyed_unless_escape_pod" and unit["kind"] == "ground_unit":
            fate = "displaced" if unit.get("escape_pod") else "destroyed"
        step.changes.append(
            {
                "path": f"state.deployed[{unit['name']}]",
                "before": "deployed",
                "after": fate,
                "citations": ctx.cite(decision["overflow_cite"]),
            }
        )
    card.state["deployed"] = [u for i, u in enumerate(units) if i in stay]


def change_face(ctx: Context, card: Card, side: str | None, fields: dict, step: Step, extra_cite=()) -> None:
    """Turn the card to ``side`` and apply the action's field decisions."""
    profile = ctx.profile
    before_face, before_printed, before_kind = card.face, printed_of(profile, card), card.effective_kind()
    card.face = side
    if side is not None and "face_down" in card.state["statuses"]:
        # Once a face shows, the card is no longer face down.
        card.state["statuses"].remove("face_down")
    after_printed = printed_of(profile, card)
    face_decision = fields.get("face") or {"cite": []}
    record(
        ctx, step, {**face_decision, "cite": [*extra_cite, *face_decision["cite"]]}, "face", before_face, side
    )
    if after_printed != before_printed and fields.get("printed"):
        record(ctx, step, fields["printed"], "printed", before_printed, after_printed)
        mv_cite = profile.data.get("mana_value", {}).get("back")
        if mv_cite and side == "back" and card.layout == "transform" and card.copy_of is None:
            step.changes.append(
                {
                    "path": "printed.mana_value",
                    "before": before_printed.get("mana_value"),
                    "after": after_printed.get("mana_value"),
                    "citations": ctx.cite(mv_cite),
                }
            )
    after_kind = card.effective_kind()
    if after_kind != before_kind and fields.get("kind"):
        record(ctx, step, fields["kind"], "kind", before_kind, after_kind)
    if fields.get("zone"):
        keep(ctx, step, fields["zone"], "zone")
    apply_fields(ctx, card, fields, step, after_printed)
    ctx.flips += 1
