"""Caps on a scenario check, so one request's work and answer stay small (issue 17).

Checked at the service boundary, before the engine runs, by the API and the checker form alike.
A payload over a cap answers 400 naming the field and the limit. The caps are documented in
the API schema (rulings.scenarios.api).
"""

from __future__ import annotations

import json

from rulings.scenarios.engine import ScenarioError, fields

MAX_PAYLOAD_BYTES = 32 * 1024  # the payload as compact JSON
MAX_ACTIONS = 20
MAX_FACES = 4
MAX_STATE_ITEMS = 50  # per state list, and counter kinds
STATE_LISTS = fields.LISTS
# Kept entries of one list sharing one decision in one step: more than this many collapse into one.
MAX_KEPT_PER_DECISION = 8


def describe() -> str:
    """The caps in words, for the API schema."""
    return (
        f"Limits: at most {MAX_ACTIONS} actions, {MAX_FACES} faces, {MAX_STATE_ITEMS} entries in each of "
        f"card.state.{{{', '.join(STATE_LISTS)}}}, and {MAX_PAYLOAD_BYTES} bytes of JSON; "
        "over a limit answers 400 naming the field and the limit."
    )


def _size(payload) -> int:
    try:
        return len(json.dumps(payload, separators=(",", ":"), ensure_ascii=False, default=str).encode())
    except (TypeError, ValueError):
        return 0  # not JSON-shaped: the engine names the field
    except RecursionError:
        raise ScenarioError("payload", "nested too deeply") from None


def enforce(payload) -> None:
    """Raise ScenarioError for the first cap ``payload`` exceeds."""
    if not isinstance(payload, dict):
        return
    size = _size(payload)
    if size > MAX_PAYLOAD_BYTES:
        raise ScenarioError("payload", f"at most {MAX_PAYLOAD_BYTES} bytes of JSON (this one is {size})")
    actions = payload.get("actions")
    if isinstance(actions, list) and len(actions) > MAX_ACTIONS:
        raise ScenarioError("actions", f"at most {MAX_ACTIONS} actions (got {len(actions)})")
    card = payload.get("card")
    if not isinstance(card, dict):
        return
    faces = card.get("faces")
    if isinstance(faces, list) and len(faces) > MAX_FACES:
        raise ScenarioError("card.faces", f"at most {MAX_FACES} faces (got {len(faces)})")
    state = card.get("state")
    if not isinstance(state, dict):
        return
    for name in STATE_LISTS:
        value = state.get(name)
        if isinstance(value, list | dict) and len(value) > MAX_STATE_ITEMS:
            raise ScenarioError(f"card.state.{name}", f"at most {MAX_STATE_ITEMS} entries (got {len(value)})")


def _list_of(path: str) -> str | None:
    """ "state.effects[Foo]" → "state.effects"; None for a path that is not a list item."""
    head, sep, _ = path.partition("[")
    return head if sep and head.startswith("state.") else None


def collapse_kept(result: dict) -> dict:
    """Each step's kept entries of one list and one decision, beyond a few, as one entry.

    The engine lists a kept entry per item per step; with many items and many steps that grows
    as their product. Here more than MAX_KEPT_PER_DECISION such entries become one
    ``{"path": "state.effects[*]", "count": n, "citations": …}``, so the answer grows with
    the number of steps, not steps × items.
    """
    collapsed = False
    for step in result.get("steps", []):
        groups: dict[tuple, list[dict]] = {}
        for entry in step.get("kept", []):
            parent = _list_of(entry["path"])
            if parent is not None:
                key = (parent, tuple(entry.get("citations", [])), entry.get("assumption"))
                groups.setdefault(key, []).append(entry)
        big = {key for key, entries in groups.items() if len(entries) > MAX_KEPT_PER_DECISION}
        if not big:
            continue
        kept, done = [], set()
        for entry in step["kept"]:
            parent = _list_of(entry["path"])
            key = parent and (parent, tuple(entry.get("citations", [])), entry.get("assumption"))
            if key not in big:
                kept.append(entry)
            elif key not in done:
                done.add(key)
                merged = {
                    "path": f"{parent}[*]",
                    "count": len(groups[key]),
                    "citations": entry.get("citations", []),
                }
                if entry.get("assumption"):
                    merged["assumption"] = entry["assumption"]
                kept.append(merged)
        step["kept"] = kept
        collapsed = True
    if collapsed:
        from rulings.scenarios.engine import explain

        result["explanation"] = explain(result)  # "the effect “*” stays": every effect, once a step
    return result
