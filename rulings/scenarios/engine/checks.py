"""The preconditions a profile names for an action ("only a permanent can transform"): when one
fails, nothing happens, for the reason and with the citations the profile gives."""

from __future__ import annotations

from rulings.scenarios.engine.runner import Context, Step
from rulings.scenarios.engine.state import Card, printed_of, slug


def target_side(ctx: Context, card: Card, act: dict) -> str | None:
    """The side a face action turns to: the named one if the card has it, else the other one."""
    if act.get("to"):
        return act["to"] if card.face_dict(act["to"]) else None
    icons = ctx.profile.data.get("icon_sides")
    for face in card.faces:
        if face["side"] in (card.face, "melded"):
            continue
        if icons is not None and face["side"] not in icons:
            continue
        return face["side"]
    return None


def _has_side_icon(ctx: Context, card: Card, rule: dict, target: str | None) -> bool:
    icons = ctx.profile.data.get("icon_sides", [])
    shown_ok = card.face is None or card.face in icons  # a card flipped facedown still has its icons
    return shown_ok and sum(f["side"] in icons for f in card.faces) > 1


def _can_turn_face_up(ctx: Context, card: Card, rule: dict, target: str | None) -> bool:
    # A card in a hidden zone is hidden, not face down: it cannot be turned face up there.
    hidden = ctx.profile.hidden(card.zone)
    return not hidden and (card.face is None or "face_down" in card.state["statuses"])


def _not_instant_sorcery(ctx: Context, card: Card, rule: dict, target: str | None) -> bool:
    face = card.face_dict(target) or {}
    kind = slug(face.get("card_type") or "")
    return not ({"instant", "sorcery"} & set(kind.split("_")))


def _printed_is(ctx: Context, card: Card, rule: dict, target: str | None) -> bool:
    value = printed_of(ctx.profile, card).get(rule["field"])
    return isinstance(value, str) and slug(value) == rule["value"]


# Each precondition a profile may name: (ctx, card, rule, target) → whether it holds.
_CHECK = {
    "in_play": lambda ctx, card, rule, target: ctx.profile.in_play(card.zone),
    "has_side_icon": _has_side_icon,
    "target_exists": lambda ctx, card, rule, target: target is not None,
    "not_already_up": lambda ctx, card, rule, target: target != card.face,
    "layout": lambda ctx, card, rule, target: card.layout in rule["layouts"],
    "not_layout": lambda ctx, card, rule, target: card.layout not in rule["layouts"],
    "not_face_down": lambda ctx, card, rule, target: (
        card.face is not None and "face_down" not in card.state["statuses"]
    ),
    "face_down": _can_turn_face_up,
    "face_up": lambda ctx, card, rule, target: card.face is not None,
    "target_not_instant_sorcery": _not_instant_sorcery,
    "kind": lambda ctx, card, rule, target: card.effective_kind() in rule["kinds"],
    "status": lambda ctx, card, rule, target: rule["status"] in card.state["statuses"],
    "printed": _printed_is,
}


def _passes(ctx: Context, card: Card, rule: dict, target: str | None) -> bool:
    name = rule["check"]
    if name not in _CHECK:
        raise AssertionError(f"profile names an unknown check {name!r}")  # a bug in profile data
    return _CHECK[name](ctx, card, rule, target)


def checks_pass(ctx: Context, card: Card, data: dict, step: Step, target: str | None = None) -> bool:
    for rule in data.get("checks", []):
        if not _passes(ctx, card, rule, target):
            step.performed = False
            step.reason = f"Nothing happens: {rule['reason']}."
            step.citations = ctx.cite(rule["cite"])
            return False
    return True
