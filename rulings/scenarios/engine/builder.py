"""The question builder: a question picked, not written (game → card → what happened → what about).

Every choice comes from the game's profile: its sample cards, the events it decides fields for,
its zones, and the fields those decisions speak of. A picked question is run as a scenario and
answered with what the step did to the field, with its citations and anything assumed.
"""

from __future__ import annotations

import copy

from rulings.scenarios.engine.fields import BY_NAME, CARD, FIELDS, state_field
from rulings.scenarios.engine.profiles import get_profile, is_decision
from rulings.scenarios.engine.runner import check

SAMPLE = "sample:"
# Events that need a value the builder does not pick (the opponent's attribute).
_NEEDS_MORE = ("opponent_attribute", "convert")
# What a field holds when the builder puts it on the card (the profile decides what happens to it).
_VALUES = {"hp": 10, "chosen_attack": "Attack", "attribute": "vaccine", "used_activates": ["Activate"]}
_OUTCOMES = {
    "kept": "It stays",
    "changed": "It changes",
    "moved_off": "It has to leave",
    "unstated": "The rules text does not say",
    "not_performed": "The action does not happen",
}


def events(game: str) -> list[str]:
    """The profile's events that decide what a card keeps (the persistence table's columns)."""
    actions = get_profile(game).actions
    return sorted(
        e for e, data in actions.items() if ("fields" in data or "by_kind" in data) and e not in _NEEDS_MORE
    )


def samples(game: str) -> list[tuple[str, str]]:
    """(value, label) of the game's sample cards."""
    out = []
    for key, card in get_profile(game).data["ask"]["samples"].items():
        name = card.get("name") or next((f.get("name") for f in card.get("faces", []) if f.get("name")), key)
        out.append((f"{SAMPLE}{key}", f"{name} (sample{'' if key == 'default' else ', ' + key})"))
    return out


def _decisions(game: str, event: str) -> dict:
    """The event's field decisions, with every kind's laid over them (each key once)."""
    data = get_profile(game).actions[event]
    merged: dict = {}
    for fields in [data.get("fields", {}), *data.get("by_kind", {}).values()]:
        for path, decision in fields.items():
            if path not in merged:
                merged[path] = decision
            elif _keyed(merged[path]) and _keyed(decision):
                merged[path] = {**merged[path], **decision}
    return merged


def _keyed(value) -> bool:
    """Decisions keyed by kind ({"continuous": …, "*": …}) rather than one decision."""
    return isinstance(value, dict) and not is_decision(value)


def about(game: str, event: str) -> list[str]:
    """The fields the event decides, split by kind where the profile splits them."""
    if event not in events(game):
        return []
    decisions, out = _decisions(game, event), []
    if event == "move":  # a move always decides where the card is and which side it shows
        decisions = {"zone": {"outcome": "moved"}, "face": {"outcome": "moved"}, **decisions}
    for path in FIELDS:
        value = decisions.get(path)
        if value is None:
            continue
        if not _keyed(value):
            out.append(path)
        else:
            out += [path if sub == "*" else f"{path}.{sub}" for sub in value]
    return list(dict.fromkeys(out))


def label(path: str) -> str:
    """ "state.effects.continuous" → "Effects: continuous"."""
    if path in CARD:
        return CARD[path][0]
    field = state_field(path)
    if field is None:
        return path
    rest = path[len(field.path) + 1 :]
    return f"{field.label}: {rest.replace('_', ' ')}" if rest else field.label


def _put(state: dict, path: str) -> str:
    """Put the field ``path`` names on the card's state; the path the step's decisions use."""
    field = state_field(path)
    if field is None:
        return path
    sub = path[len(field.path) + 1 :] or None
    if field.shape == "counters":
        state["counters"] = {sub or "damage": 1}
        return f"state.counters.{sub or 'damage'}"
    if field.shape == "items":
        item = {"name": f"{field.item or 'Item'} 1", **dict(field.defaults)}
        if field.flag:
            item[field.flag] = sub == field.flag
        elif sub:
            item["kind"] = sub
        state[field.name] = [item]
    elif field.decided == "item":  # statuses
        state[field.name] = [sub or "bound"]
    else:
        state[field.name] = copy.deepcopy(_VALUES.get(field.name, "x"))
    return field.path


def scenario(game: str, card: str, event: str, about_path: str, origin=None, dest=None) -> tuple[dict, str]:
    """The payload a picked question stands for, and the path its answer reads."""
    profile = get_profile(game)
    zone = origin if event == "move" else None
    if card.startswith(SAMPLE):
        samples_ = profile.data["ask"]["samples"]
        raw = copy.deepcopy(samples_.get(card[len(SAMPLE) :], samples_["default"]))
    else:
        raw = {"number": card, "zone": profile.data["ask"]["in_play"][1]}
    raw["zone"] = zone or raw.get("zone") or profile.data["ask"]["in_play"][1]
    raw["state"] = state = {}
    path = _put(state, about_path)
    if profile.hidden(raw["zone"]):
        raw["face"] = None  # a card in a hidden zone shows no face
    action = {"do": event, **({"to": dest} if event == "move" else {})}
    return {"game": game, "card": raw, "actions": [action]}, path


def answer(result: dict, path: str, outcome_of) -> dict:
    """What the step did to ``path``: {"outcome", "words", "citation_ids", "assumed", "before", "after"}."""
    outcome, ids, detail, _note = outcome_of(result, path)
    step = result["steps"][-1]
    words = _OUTCOMES.get(outcome, outcome)
    if outcome == "not_performed" and step.get("reason"):
        words = f"{words}: {step['reason']}"
    if outcome == "changed":
        words = "It goes away" if detail.get("after") is None else f"It changes to {_show(detail['after'])}"
    if outcome == "moved_off":
        words = f"{words}: {', '.join(sorted(detail['fates']))}"
    mine = [a for a in result.get("assumed", []) if a["path"] is None or _about(a["path"], path)]
    return {"outcome": outcome, "words": words, "citation_ids": ids, "assumed": mine}


def _about(entry: str, path: str) -> bool:
    return entry == path or entry.startswith((f"{path}.", f"{path}["))


def _show(value) -> str:
    if isinstance(value, dict):
        return str(value.get("name") or value)
    return str(value).replace("_", " ")


def run(game: str, card: str, event: str, about_path: str, origin=None, dest=None, *, run_check=check):
    """Build and run a picked question; ``run_check`` may resolve citations (the service's)."""
    from rulings.scenarios.engine.outcomes import outcome_of

    payload, path = scenario(game, card, event, about_path, origin, dest)
    result = run_check(payload)
    return {"payload": payload, "result": result, **answer(result, path, outcome_of)}


def from_reading(read: dict, subject_build: dict | None) -> dict:
    """The builder's choices for what the ask box read: game, card, event, from, to, about."""
    game, event = read.get("game"), read.get("event")
    out = {"game": game, "event": event, "from": read.get("from"), "to": read.get("to")}
    build = subject_build or {}
    if game and build.get("card"):
        out["card"] = f"{SAMPLE}{build['card']}"
    wanted = _wanted(build)
    options = about(game, event) if game and event else []
    exact = [o for o in options if o == wanted]
    near = [o for o in options if wanted and (o.startswith(wanted) or wanted.startswith(o))]
    out["about"] = (exact or near or [None])[0]
    return out


def subject_build(game: str, name: str | None) -> dict | None:
    """How the ask box puts the subject it read on a card (the profile's ask vocabulary)."""
    from rulings.scenarios.engine.subjects import subjects

    return next((s.build for s in subjects() if s.game == game and s.name == name), None)


def _wanted(build: dict) -> str | None:
    """The field path a subject's build puts on the card."""
    if "container" in build:
        item, path = build.get("item") or {}, f"state.{build['container']}"
        flag = BY_NAME[build["container"]].flag if build["container"] in BY_NAME else ""
        if flag and "item" in build:
            return f"{path}.{flag if item.get(flag) else 'not_' + flag}"
        sub = item.get("kind") if isinstance(item, dict) else None
        if build["container"] == "statuses":
            sub = item.get("name")
        return f"{path}.{sub}" if sub else path
    if "scalar" in build:
        return f"state.{build['scalar']}"
    if "counter" in build:
        return f"state.counters.{build['counter']}" if build["counter"] else "state.counters"
    return build.get("path")
