"""Plain words for a scenario result, each decision followed by where the rules say so."""

from __future__ import annotations

from rulings.scenarios.engine.fields import BY_NAME, CARD, state_field

_FATES = {"displaced": "is displaced", "destroyed": "is destroyed", "flipped": "flips too"}


def _where(result: dict, ids: list[str]) -> str:
    by_id = {c["id"]: c for c in result.get("citations", [])}
    places: list[str] = []
    for ident in ids:
        c = by_id.get(ident)
        place = c and f"{c['game']} {c['document']} {c['key']}"
        if place and place not in places:
            places.append(place)
    return f" ({'; '.join(places)})" if places else ""


def _quote(result: dict, ids: list[str]) -> str:
    by_id = {c["id"]: c for c in result.get("citations", [])}
    return next((f" “{by_id[i]['quote']}”" for i in ids if i in by_id), "")


def _label(path: str) -> str:
    """state.counters.liberation → "the liberation counters"; state.effects[x] → "the effect “x”"."""
    if "[" in path:
        field = state_field(path)
        name = path[path.index("[") + 1 : path.rindex("]")]
        label = f"{field.item_phrase if field and field.item_phrase else 'the item'} “{name}”"
        return f"the controller of {label}" if path.endswith(".controller") else label
    if path.startswith("state.counters."):
        return f"the {path.rsplit('.', 1)[1].replace('_', ' ')} counters"
    if path.startswith("printed."):
        return f"the printed {path.split('.', 1)[1].replace('_', ' ')}"
    name = path.removeprefix("state.")
    if name in BY_NAME:
        return BY_NAME[name].phrase
    return CARD[name][1] if name in CARD else f"the {name.replace('_', ' ')}"


def _value(value) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, dict):
        return str(value.get("name") or "its values")
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "nothing"
    return str(value)


def _sentence(label: str, rest: str) -> str:
    if label.endswith(("counters", "effects", "values")):
        # Plural subjects: "the liberation counters go away", not "goes".
        first, _, tail = rest.partition(" ")
        rest = {"goes": "go", "stays": "stay", "is": "are", "changes": "change", "flips": "flip"}.get(
            first, first
        )
        rest = f"{rest} {tail}".strip()
    return f"{label[0].upper()}{label[1:]} {rest}"


def _cited(result: dict, entry: dict) -> str:
    ids = entry.get("citations", [])
    tail = f" [assumption: {entry['assumption']}]" if entry.get("assumption") else ""
    if not ids:
        return "." + tail
    return f":{_quote(result, ids)}{_where(result, ids)}{tail}"


def _change(ch: dict) -> str:
    label, before, after = _label(ch["path"]), ch["before"], ch["after"]
    if ch["path"] == "printed":
        return "The printed values now come from the face that is up"
    if ch["path"] == "face" and after is None:
        return "The card shows no face"
    if isinstance(after, str) and after in _FATES:
        return _sentence(label, _FATES[after])
    if after is None:
        return _sentence(label, "goes away")
    if before == after:
        return _sentence(label, f"stays {_value(after)}")
    if before is None and "[" in ch["path"]:
        return _sentence(label, "is added")
    if before is None:
        return _sentence(label, f"is now {_value(after)}")
    return _sentence(label, f"changes from {_value(before)} to {_value(after)}")


def explain(result: dict) -> str:
    """The steps of a result in plain words, every decision with its citation."""
    lines = []
    for n, step in enumerate(result.get("steps", []), 1):
        act = step["action"]
        head = f"{n}. {act.get('do', '?')}" + (f" to {act['to']}" if isinstance(act.get("to"), str) else "")
        lines.append(f"{head}: {step['reason']}{_where(result, step.get('citations', []))}")
        if not step["performed"]:
            continue
        for ch in step["changes"]:
            lines.append(f"   - {_change(ch)}{_cited(result, ch)}")
        for kp in step["kept"]:
            lines.append(f"   - {_sentence(_label(kp['path']), 'stays')}{_cited(result, kp)}")
        for ev in step.get("not_counted_as", []):
            lines.append(f"   - This does not count as {ev['words']}.{_where(result, ev['citations'])}")
        for ev in step.get("counts_as", []):
            lines.append(f"   - This counts as {ev['words']}.{_where(result, ev['citations'])}")
        if step.get("unstated"):
            lines.append(f"   - The rules text does not say what happens to: {', '.join(step['unstated'])}.")
    return "\n".join(lines) if lines else "No actions were given."
