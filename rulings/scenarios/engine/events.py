"""The few game events the seeds rule on, beside flips and moves: destroy, reorder, an effect
reaching a card, an evo-bonus activating, requirements no longer met, the opponent's attribute.
What each does to each field is profile data; these only carry it out."""

from __future__ import annotations

import copy

from rulings.scenarios.engine.checks import checks_pass
from rulings.scenarios.engine.runner import Context, Step, apply_fields, change_face, keep
from rulings.scenarios.engine.state import Card, printed_of, slug


def reorder(ctx: Context, card: Card, act: dict, data: dict, step: Step) -> None:
    step.reason = "The order of the stack changes; the cards stay where they are."
    apply_fields(ctx, card, data["fields"], step, printed_of(ctx.profile, card))
    for rule in data.get("not_counted_as", []):
        step.not_counted_as.append(
            {"event": rule["event"], "words": rule["words"], "citations": ctx.cite(rule["cite"])}
        )


def effect(ctx: Context, card: Card, act: dict, data: dict, step: Step) -> None:
    mode = act.get("mode", "affect")
    shielded = data.get("shielded_zone")
    names = act.get("names_zone") == shielded or act.get("names_breeding_area") is True
    if shielded and card.zone == shielded and not names:
        step.performed = False
        step.reason = (
            f"Nothing happens: a card in the {shielded} is out of reach of effects that do not name it."
        )
        step.citations = ctx.cite(data["shield_cite"][mode])
        return
    if shielded and card.zone == shielded:
        step.citations = ctx.cite(data["shield_cite"][mode])
    if mode != "affect":
        step.reason = f"The effect can {mode.replace('_', ' ')} with this card."
        return
    eff = {"name": "", "kind": "other", **copy.deepcopy(act.get("effect", {}))}
    eff["kind"] = slug(eff["kind"])
    card.state["effects"].append(eff)
    step.reason = "The effect applies to the card."
    step.changes.append(
        {"path": f"state.effects[{eff['name']}]", "before": None, "after": eff, "citations": []}
    )


def activate_evo_bonus(ctx: Context, card: Card, act: dict, data: dict, step: Step) -> None:
    if not checks_pass(ctx, card, data, step):
        return
    bonus = printed_of(ctx.profile, card).get("evo_bonus")
    names = [*data["cite"], *(data["cite_after_flip"] if ctx.flips else [])]
    if not bonus:
        step.performed, step.reason = False, "Nothing happens: the side now up prints no evo-bonus."
        step.citations = ctx.cite(names)
        return
    bonus = dict(bonus) if isinstance(bonus, dict) else {"name": str(bonus)}
    entry = {"permanent": False, **bonus, "active": True, "side": card.face}
    card.state["evo_bonuses"].append(entry)
    step.reason = f"The evo-bonus of the {card.face} side, the side now up, is activated."
    step.changes.append(
        {
            "path": f"state.evo_bonuses[{entry.get('name', '')}]",
            "before": None,
            "after": entry,
            "citations": ctx.cite(names),
        }
    )


def destroy(ctx: Context, card: Card, act: dict, data: dict, step: Step) -> None:
    if not checks_pass(ctx, card, data, step):
        return
    if card.face == "prime" and card.face_dict("reverse"):
        flip = ctx.profile.actions["flip"]
        fields = ctx.profile.fields(flip, card.effective_kind())
        step.reason = "Destroyed on its Prime face, the card flips to its Reverse face."
        change_face(ctx, card, "reverse", fields, step, data["flip_cite"])
        return
    zone = data["outright_zone"]
    step.reason = "Destroyed with no other face to flip to, the card is destroyed outright."
    step.changes.append(
        {"path": "zone", "before": card.zone, "after": zone, "citations": ctx.cite(data["outright_cite"])}
    )
    card.zone = zone


def requirements_unmet(ctx: Context, card: Card, act: dict, data: dict, step: Step) -> None:
    if not checks_pass(ctx, card, data, step):
        return
    cites = ctx.cite(data["cite"])
    step.reason = (
        "Its requirements are no longer met while it is active, so it goes to the Dark Area at once."
    )
    step.changes.append({"path": "zone", "before": card.zone, "after": data["zone"], "citations": cites})
    card.zone = data["zone"]
    card.state["statuses"] = [s for s in card.state["statuses"] if s != "active"]
    step.changes.append(
        {"path": "state.statuses[active]", "before": "active", "after": None, "citations": cites}
    )


def opponent_attribute(ctx: Context, card: Card, act: dict, data: dict, step: Step) -> None:
    if not checks_pass(ctx, card, data, step):
        return
    to, before = slug(act["to"]), card.state.get("attribute") or "variable"
    if to == "variable":
        step.reason = "Both Digimon are Variable, so both stay Variable."
        keep(ctx, step, {"cite": data["both_variable_cite"]}, "state.attribute")
        card.state["attribute"] = "variable"
        return
    step.reason = f"A Variable Digimon takes its opponent's attribute: {to}."
    if before != to:
        step.changes.append(
            {"path": "state.attribute", "before": before, "after": to, "citations": ctx.cite(data["cite"])}
        )
    else:
        keep(ctx, step, {"cite": data["cite"]}, "state.attribute")
    card.state["attribute"] = to
