"""What each action takes: its parameters checked before any action runs, so bad input never
yields half an answer (ScenarioError naming the field and what is allowed)."""

from __future__ import annotations

from rulings.scenarios.engine.errors import ScenarioError
from rulings.scenarios.engine.runner import Context
from rulings.scenarios.engine.state import Card, read_face

FACE_ACTIONS = ("flip", "transform", "convert")

# Parameters each action takes, for validation and error messages.
PARAMS = {
    "flip": {"to", "fall", "keep"},
    "transform": {"to"},
    "convert": {"to"},
    "flip_facedown": set(),
    "turn_face_down": set(),
    "turn_face_up": {"cost_paid"},
    "move": {"to", "face", "face_down"},
    "meld": {"with"},
    "copy": {"of"},
    "destroy": {"keep"},
    "reorder": set(),
    "effect": {"mode", "effect", "names_zone", "names_breeding_area"},
    "activate_evo_bonus": set(),
    "requirements_unmet": set(),
    "opponent_attribute": {"to"},
}


def _str(act: dict, key: str, where: str, allowed: list | None = None, required: bool = False):
    value = act.get(key)
    if value is None:
        if required:
            raise ScenarioError(f"{where}.{key}", "this action needs it", allowed=allowed)
        return None
    if not isinstance(value, str) or (allowed is not None and value not in allowed):
        raise ScenarioError(f"{where}.{key}", f"unknown value {value!r}", allowed=allowed)
    return value


def _bool(act: dict, key: str, where: str) -> None:
    if key in act and not isinstance(act[key], bool):
        raise ScenarioError(f"{where}.{key}", "expected true or false", allowed=[True, False])


def validate(ctx: Context, card: Card, act: dict, where: str) -> None:
    profile, do = ctx.profile, act["do"]
    allowed = sorted(PARAMS[do] | {"do"})
    for key in act:
        if key not in allowed:
            raise ScenarioError(f"{where}.{key}", f"{do} takes no parameter {key!r}", allowed=allowed)
    if do in FACE_ACTIONS or do == "opponent_attribute":
        _str(
            act,
            "to",
            where,
            profile.sides if do != "opponent_attribute" else None,
            do == "opponent_attribute",
        )
    if do == "move":
        _str(act, "to", where, list(profile.zones), required=True)
        _str(act, "face", where, profile.sides)
    for key in ("fall", "face_down", "cost_paid", "names_breeding_area"):
        _bool(act, key, where)
    if "keep" in act and (
        not isinstance(act["keep"], list) or not all(isinstance(n, str) for n in act["keep"])
    ):
        raise ScenarioError(f"{where}.keep", "expected a list of unit names")
    if do in _VALIDATE:
        _VALIDATE[do](profile, act, where)


def _validate_effect(profile, act: dict, where: str) -> None:
    _str(act, "mode", where, profile.actions["effect"].get("modes", ["affect"]))
    _str(act, "names_zone", where, list(profile.zones))
    eff = act.get("effect", {})
    if (
        not isinstance(eff, dict)
        or not isinstance(eff.get("name", ""), str)
        or not isinstance(eff.get("kind", "other"), str)
    ):
        raise ScenarioError(f"{where}.effect", "expected an object with a name and a kind")


def _validate_meld(profile, act: dict, where: str) -> None:
    partner = act.get("with")
    if not isinstance(partner, dict) or not isinstance(partner.get("name"), str):
        raise ScenarioError(f"{where}.with", "expected the counterpart as an object with a name")
    mv = partner.get("mana_value", 0)
    if not isinstance(mv, int) or isinstance(mv, bool):
        raise ScenarioError(f"{where}.with.mana_value", "expected an integer")


def _validate_copy(profile, act: dict, where: str) -> None:
    original = act.get("of")
    read_face(profile, original, f"{where}.of")
    if original.get("layout") is not None and original["layout"] not in (profile.layouts or []):
        raise ScenarioError(f"{where}.of.layout", "unknown layout", allowed=profile.layouts)


_VALIDATE = {"effect": _validate_effect, "meld": _validate_meld, "copy": _validate_copy}
