"""The card state the engine works on, read from and written back to the DESIGN.md JSON shape."""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field

from rulings.scenarios.engine.errors import ScenarioError
from rulings.scenarios.engine.fields import STATE, STATE_FIELDS, StateField
from rulings.scenarios.engine.profiles import Profile

_FACE_KEYS = {"side", "name", "card_type", "kind", "type", "is_initial", "printed", "text", "layout"}
_COUNTER_ALIASES = {"cp": "character_points", "character_point": "character_points"}


def slug(text: str) -> str:
    """Lower-case words joined by underscores: "Ground Unit" → "ground_unit"."""
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


@dataclass
class Card:
    faces: list[dict]
    face: str | None
    zone: str
    kind: str | None = None
    layout: str | None = None
    number: str | None = None
    name: str | None = None
    controller: str | None = None
    state: dict = field(default_factory=dict)
    copy_of: dict | None = None
    melded_with: dict | None = None

    def face_dict(self, side: str | None) -> dict | None:
        return next((f for f in self.faces if f["side"] == side), None)

    def first_side(self, prefer: str | None = None) -> str:
        if prefer and self.face_dict(prefer):
            return prefer
        initial = next((f["side"] for f in self.faces if f.get("is_initial")), None)
        return initial or self.faces[0]["side"]

    def effective_kind(self) -> str | None:
        face = self.face_dict(self.face)
        if face and face.get("card_type"):
            return slug(face["card_type"])
        return self.kind

    def clone(self) -> Card:
        return copy.deepcopy(self)


def _expect(value, types, where: str, what: str):
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in _tuple(types)):
        raise ScenarioError(where, f"expected {what}")
    return value


def _tuple(types) -> tuple:
    return types if isinstance(types, tuple) else (types,)


def read_face(profile: Profile, raw, where: str) -> dict:
    _expect(raw, dict, where, "an object with side, name, card_type and printed values")
    side = raw.get("side")
    if side not in profile.sides:
        raise ScenarioError(
            f"{where}.side", f"unknown side {side!r} for {profile.game}", allowed=profile.sides
        )
    card_type = raw.get("card_type", raw.get("kind", raw.get("type")))
    if card_type is not None:
        _expect(card_type, str, f"{where}.card_type", "a string")
    printed = raw.get("printed", {})
    _expect(printed, dict, f"{where}.printed", "an object of printed values")
    # Printed values may also sit on the face itself (power, types, starting_cp, mana_cost…).
    printed = {**{k: v for k, v in raw.items() if k not in _FACE_KEYS}, **printed}
    name = raw.get("name")
    if name is not None:
        _expect(name, str, f"{where}.name", "a string")
    return {
        "side": side,
        "name": name,
        "card_type": card_type,
        "is_initial": bool(raw.get("is_initial", False)),
        "printed": copy.deepcopy(printed),
    }


def read_card(profile: Profile, raw) -> Card:
    _expect(raw, dict, "card", "an object with faces, face, zone and state")
    faces = _read_faces(profile, raw)
    sides = [f["side"] for f in faces]
    zone = raw.get("zone")
    if zone not in profile.zones:
        raise ScenarioError(
            "card.zone", f"unknown zone {zone!r} for {profile.game}", allowed=list(profile.zones)
        )
    face = _read_side_up(profile, raw, zone, sides)
    kind, layout = _read_kind(profile, raw), _read_layout(profile, raw, faces, sides)
    for key in ("number", "name", "controller"):
        if raw.get(key) is not None:
            _expect(raw[key], str, f"card.{key}", "a string")
    return Card(
        faces=faces,
        face=face,
        zone=zone,
        kind=kind,
        layout=layout,
        number=raw.get("number"),
        name=raw.get("name"),
        controller=raw.get("controller"),
        state=read_state(raw.get("state", {})),
    )


def _read_faces(profile: Profile, raw: dict) -> list[dict]:
    faces_raw = raw.get("faces")
    if faces_raw is None:
        # A one-faced card where the game's cards have one face.
        faces_raw = [{"side": profile.data.get("plain_side", profile.sides[0]), "name": raw.get("name")}]
    _expect(faces_raw, list, "card.faces", "a list of faces")
    if not faces_raw:
        raise ScenarioError("card.faces", "a card needs at least one face")
    faces = [read_face(profile, f, f"card.faces[{i}]") for i, f in enumerate(faces_raw)]
    sides = [f["side"] for f in faces]
    if len(set(sides)) != len(sides):
        raise ScenarioError("card.faces", "two faces have the same side", allowed=profile.sides)
    return faces


def _read_side_up(profile: Profile, raw: dict, zone: str, sides: list[str]) -> str | None:
    face = raw.get("face", None if profile.hidden(zone) else sides[0])
    if face is None:
        return None
    if face not in sides:
        raise ScenarioError("card.face", f"the card has no side {face!r}", allowed=[*sides, None])
    if profile.hidden(zone):
        raise ScenarioError("card.face", f"a card in the {zone} is hidden and shows no face", allowed=[None])
    if profile.zones[zone].get("front_only") and face != sides[0]:
        raise ScenarioError(
            "card.face", f"a card in the {zone} has only its front face", allowed=[sides[0], None]
        )
    return face


def _read_kind(profile: Profile, raw: dict) -> str | None:
    kind = raw.get("kind")
    if kind is None:
        return None
    _expect(kind, str, "card.kind", "a string")
    kind = slug(kind)
    if profile.kinds is not None and kind not in profile.kinds:
        raise ScenarioError("card.kind", f"unknown kind {kind!r} for {profile.game}", allowed=profile.kinds)
    return kind


def _read_layout(profile: Profile, raw: dict, faces: list[dict], sides: list[str]) -> str | None:
    layout = raw.get("layout")
    if profile.layouts is not None:
        if layout is None:
            layout = "normal" if len(faces) == 1 else ("meld" if "melded" in sides else "transform")
        if layout not in profile.layouts:
            raise ScenarioError("card.layout", f"unknown layout {layout!r}", allowed=profile.layouts)
    elif layout is not None:
        _expect(layout, str, "card.layout", "a string")
    return layout


def _named_list(raw, where: str, defaults: dict) -> list[dict]:
    _expect(raw, list, where, "a list of objects")
    out = []
    for i, item in enumerate(raw):
        if isinstance(item, str):
            item = {"name": item}
        _expect(item, dict, f"{where}[{i}]", "an object with a name")
        name = item.get("name", "")
        _expect(name, str, f"{where}[{i}].name", "a string")
        entry = {**defaults, **copy.deepcopy(item), "name": name}
        for key, default in defaults.items():
            if default is not None:
                _expect(entry[key], type(default), f"{where}[{i}].{key}", f"a {type(default).__name__}")
            elif entry[key] is not None:
                _expect(entry[key], str, f"{where}[{i}].{key}", "a string")
        if "kind" in entry and isinstance(entry["kind"], str):
            entry["kind"] = slug(entry["kind"])
        out.append(entry)
    return out


def _read_value(f: StateField, raw: dict):
    value = raw.get(f.name)
    if value is not None:
        _expect(value, int if f.shape == "int" else str, f"card.state.{f.name}", _WHAT[f.shape])
    return value


def _read_counters(f: StateField, raw: dict) -> dict:
    counters = raw.get(f.name, {})
    _expect(counters, dict, "card.state.counters", "an object of counter kind → number")
    out = {}
    for kind, n in counters.items():
        _expect(n, int, f"card.state.counters.{kind}", "an integer")
        # Keep signs and slashes: "+1/+1" is a counter kind of its own.
        key = re.sub(r"\s+", "_", kind.strip().lower())
        out[_COUNTER_ALIASES.get(key, key)] = n
    return out


def _read_names(f: StateField, raw: dict) -> list[str]:
    names = raw.get(f.name, [])
    _expect(names, list, f"card.state.{f.name}", f"a list of {f.names_of} names")
    for i, name in enumerate(names):
        _expect(name, str, f"card.state.{f.name}[{i}]", "a string")
    return [slug(n) for n in names] if f.slugged else list(names)


def _read_items(f: StateField, raw: dict) -> list[dict]:
    return _named_list(raw.get(f.name, []), f"card.state.{f.name}", dict(f.defaults))


_WHAT = {"int": "an integer", "str": "a string"}
_READERS = {
    "int": _read_value,
    "str": _read_value,
    "counters": _read_counters,
    "names": _read_names,
    "items": _read_items,
}


def read_state(raw) -> dict:
    _expect(raw, dict, "card.state", "an object")
    unknown = sorted(set(raw) - set(STATE_FIELDS))
    if unknown:
        raise ScenarioError(f"card.state.{unknown[0]}", "unknown state field", allowed=list(STATE_FIELDS))
    return {f.name: _READERS[f.shape](f, raw) for f in STATE}


def mana_value(printed: dict) -> int | None:
    """A face's mana value: printed outright, or counted from its mana cost ({2}{G}{G} → 4)."""
    if isinstance(printed.get("mana_value"), int | float) and not isinstance(printed.get("mana_value"), bool):
        return int(printed["mana_value"])
    cost = printed.get("mana_cost")
    if not isinstance(cost, str):
        return None
    total = 0
    for symbol in re.findall(r"\{([^}]*)\}", cost):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol.upper() not in ("X", "Y", "Z"):
            total += 1
    return total


def copies_zero_mana_value(original: dict) -> bool:
    """712.8e: a copy of a transforming DFC's back face, or of a melded permanent, has mana value 0."""
    side, layout = original.get("side"), original.get("layout")
    return side == "melded" or (side == "back" and layout == "transform")


def printed_of(profile: Profile, card: Card) -> dict:
    """The printed values of the face now up (or of what the card copies)."""
    if card.face is None:
        return {}  # a hidden or face-down card shows no printed values
    if card.copy_of is not None:
        out = dict(card.copy_of["printed"])
        if "mana_value" in profile.data and copies_zero_mana_value(card.copy_of):
            out["mana_value"] = 0
        elif "mana_value" in profile.data and mana_value(out) is not None:
            out["mana_value"] = mana_value(out)
        return out
    face = card.face_dict(card.face)
    out = dict(face["printed"]) if face else {}
    if "mana_value" in profile.data:
        front = card.face_dict("front")
        front_mv = mana_value(front["printed"]) if front else None
        if card.face == "back" and card.layout == "transform":
            out["mana_value"] = front_mv
        elif card.face == "melded":
            partner = (card.melded_with or {}).get("mana_value") or 0
            out["mana_value"] = (front_mv or 0) + partner
        elif mana_value(out) is not None:
            out["mana_value"] = mana_value(out)
    return out


def write_card(profile: Profile, card: Card) -> dict:
    out = {
        "number": card.number,
        "name": card.name,
        "faces": copy.deepcopy(card.faces),
        "face": card.face,
        "zone": card.zone,
        "kind": card.effective_kind(),
        "state": copy.deepcopy(card.state),
        "printed": printed_of(profile, card),
    }
    if card.layout is not None:
        out["layout"] = card.layout
    if card.controller is not None:
        out["controller"] = card.controller
    if card.copy_of is not None:
        out["copy_of"] = copy.deepcopy(card.copy_of)
    if card.melded_with is not None:
        out["melded_with"] = copy.deepcopy(card.melded_with)
    return out
