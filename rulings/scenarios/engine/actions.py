"""The actions: flip, flip_facedown, transform/convert, turn_face_down/up, move, meld, copy, and
(events.py) the few game events the seeds rule on (destroy, reorder, effect, activate_evo_bonus,
requirements_unmet, opponent_attribute). What each does to each field is profile data; this
module only carries it out. Parameters are checked in validation.py, preconditions in checks.py.
"""

from __future__ import annotations

import copy

from rulings.scenarios.engine import events
from rulings.scenarios.engine.checks import checks_pass, target_side
from rulings.scenarios.engine.runner import Context, Step, apply_fields, change_face, keep
from rulings.scenarios.engine.state import Card, printed_of, read_face, slug

# --- the actions ---------------------------------------------------------------------------


def run(ctx: Context, card: Card, act: dict, step: Step) -> None:
    do = act["do"]
    data = ctx.profile.actions[do]
    handler = _HANDLERS[do]
    handler(ctx, card, act, data, step)


def _face_action(ctx: Context, card: Card, act: dict, data: dict, step: Step, extra_cite=()) -> None:
    target = target_side(ctx, card, act)
    if not checks_pass(ctx, card, data, step, target):
        return
    fields = ctx.profile.fields(data, card.effective_kind())
    new_face = card.face_dict(target) or {}
    new_kind = slug(new_face["card_type"]) if new_face.get("card_type") else card.kind
    if new_kind != card.effective_kind():
        # "A flipped card is its new face in every respect … its movement and deployment (§14)": what stays
        # deployed is decided by the type it flips to.
        deployed = ctx.profile.fields(data, new_kind).get("state.deployed")
        fields = {k: v for k, v in fields.items() if k != "state.deployed"}
        if deployed is not None:
            fields["state.deployed"] = deployed
    step.reason = f"The card turns to its {target} face."
    change_face(ctx, card, target, fields, step, extra_cite)
    for rule in data.get("not_counted_as", []):
        step.not_counted_as.append(
            {"event": rule["event"], "words": rule["words"], "citations": ctx.cite(rule["cite"])}
        )
    if data.get("storyline_on_fall") and "bound" in card.state["statuses"] and not act.get("fall"):
        keep(ctx, step, {"cite": data["storyline_on_fall"]}, "storyline")  # it flips only on a Fall
    if act.get("fall") and data.get("storyline_on_fall") and "bound" in card.state["statuses"]:
        step.changes.append(
            {
                "path": "storyline",
                "before": "unflipped",
                "after": "flipped",
                "citations": ctx.cite(data["storyline_on_fall"]),
            }
        )


def _flip_facedown(ctx: Context, card: Card, act: dict, data: dict, step: Step) -> None:
    if not checks_pass(ctx, card, data, step):
        return
    if card.face is None:
        step.performed, step.reason = False, "Nothing happens: the card already shows no side."
        return
    step.reason = "The effect says to flip it facedown, so it shows its back."
    cites = ctx.cite(data["face_down"])
    step.changes.append({"path": "face", "before": card.face, "after": None, "citations": cites})
    card.face = None
    card.state["statuses"].append("face_down")
    step.changes.append(
        {"path": "state.statuses[face_down]", "before": None, "after": "face_down", "citations": cites}
    )


def _turn_face_down(ctx: Context, card: Card, act: dict, data: dict, step: Step) -> None:
    if not checks_pass(ctx, card, data, step):
        return
    if card.face is None:
        step.performed, step.reason = False, "Nothing happens: the card is already face down."
        return
    note = "turning a card face down is rule 708, which is not part of the seed text"
    step.reason = "The card turns face down."
    step.assumptions.append(note)
    step.changes.append(
        {"path": "face", "before": card.face, "after": None, "citations": [], "assumption": note}
    )
    card.face = None
    card.state["statuses"].append("face_down")


def _turn_face_up(ctx: Context, card: Card, act: dict, data: dict, step: Step) -> None:
    if not checks_pass(ctx, card, data, step):
        return
    before = card.face
    card.face = card.first_side("front")
    card.state["statuses"] = [s for s in card.state["statuses"] if s != "face_down"]
    if data.get("cost_cite"):
        cites = ctx.cite(data["cost_cite"])
        step.changes.append({"path": "face", "before": before, "after": card.face, "citations": cites})
        if act.get("cost_paid", True) is False:
            step.reason = "Its cost cannot be paid as it turns face up, so it goes straight to the Dark Area."
            step.changes.append(
                {"path": "zone", "before": card.zone, "after": data["cost_fail_zone"], "citations": cites}
            )
            card.zone = data["cost_fail_zone"]
            return
        step.reason = "It turns face up, its cost is paid, and it is activated."
        card.state["statuses"].append("active")
        step.changes.append(
            {"path": "state.statuses[active]", "before": None, "after": "active", "citations": cites}
        )
        return
    step.reason = f"It turns face up with its {card.face} face up."
    step.changes.append(
        {"path": "face", "before": before, "after": card.face, "citations": ctx.cite(data["cite"])}
    )


def _entry_face(
    ctx: Context, card: Card, act: dict, data: dict, source: str
) -> tuple[str | None, list[str], str]:
    """Which face shows once the card arrives, the citations that say so, and an assumption if any."""
    profile, zone = ctx.profile, act["to"]
    zinfo = profile.zones[zone]
    if profile.hidden(zone):
        return None, [*profile.data.get("hidden_zone", []), *zinfo.get("cite", [])], ""
    if act.get("face_down") and data.get("face_down_exile"):
        return None, data["face_down_exile"], ""
    if zinfo.get("face_down_on_entry"):
        return None, zinfo["face_down_on_entry"], ""
    front, named = card.first_side("front"), act.get("face")
    if zone == "battlefield" and data.get("enter_battlefield"):
        rule = data["enter_battlefield"]
        if source == "stack" and card.face is not None:
            return card.face, rule["from_stack"], ""
        if named and named != front and "transformed" in rule:  # 712.14a: put onto it transformed
            return named, rule["transformed"], ""
        return front, rule["otherwise"], ""
    if zone == "stack" and data.get("enter_stack"):
        by_layout = data.get("enter_stack_face", {}).get(card.layout or "")
        if named and named != front and by_layout:  # 712.11a cast transformed, 712.11b the face chosen
            return named, by_layout, ""
        return front, data["enter_stack"], ""
    if zinfo.get("front_only"):
        return front, profile.data.get("front_only", []), ""
    cites = [*profile.data.get("public_zone", []), *zinfo.get("cite", [])]
    if card.face is not None and card.face_dict(card.face) and card.face != "melded":
        return card.face, cites, ""
    side = card.first_side(act.get("face"))
    return side, cites, "a card coming into view shows the named side, else its initial side (not stated)"


def _stays_put(card: Card, act: dict, data: dict, source: str) -> list[str] | None:
    """712.14a's citations when a card told to enter the battlefield transformed is no transforming DFC."""
    rule = data.get("enter_battlefield") or {}
    named = act.get("face")
    if act["to"] != "battlefield" or source == "stack" or "not_transforming" not in rule:
        return None
    if not named or named == card.first_side("front") or card.layout == "transform":
        return None
    return rule["not_transforming"]


def _refused(card: Card, data: dict, source: str, zone: str) -> dict | None:
    """The profile's rule that forbids this move for this kind of card ("once set, an Option card is
    not returned to the hand"), or None."""
    for rule in data.get("refused", []):
        if source in rule["from"] and zone in rule["to"] and card.effective_kind() in rule["kinds"]:
            return rule
    return None


def _redirected(card: Card, data: dict, zone: str) -> dict | None:
    """The profile's rule that places this kind of card in another zone than the one it is put in
    ("If placing in private areas other than the deck or Digi-Egg deck, cards are placed at the
    bottom of the Digi-Egg deck"), or None."""
    for rule in data.get("redirected", []):
        if zone in rule["to"] and card.effective_kind() in rule["kinds"]:
            return rule
    return None


def _move(ctx: Context, card: Card, act: dict, data: dict, step: Step) -> None:
    profile, source, zone = ctx.profile, card.zone, act["to"]
    if zone == source:
        step.performed, step.reason = False, f"Nothing happens: the card is already in the {zone}."
        return
    refused = _refused(card, data, source, zone)
    if refused:
        step.performed, step.citations = False, ctx.cite(refused["cite"])
        step.reason = f"Nothing happens: {refused['reason']}."
        return
    redirected = _redirected(card, data, zone)
    if redirected:  # "… cards are placed at the bottom of the Digi-Egg deck" (dcg 3-1-3-9-2)
        zone = redirected["zone"]
    stays = _stays_put(card, act, data, source)
    if stays:
        step.performed, step.citations = False, ctx.cite(stays)
        step.reason = "Nothing happens: only a transforming double-faced card enters transformed."
        return
    fields = _move_fields(ctx, data, source, zone, step)
    step.reason = f"The card moves from the {source} to the {zone}."
    if card.melded_with is not None and source == "battlefield" and data.get("melded_leaves"):
        _melded_leaves(ctx, card, data, step)
    placed = ctx.cite(redirected["cite"]) if redirected else []
    step.changes.append({"path": "zone", "before": source, "after": zone, "citations": placed})
    card.zone = zone
    face, cites = _enter_face(ctx, card, act, data, source, step)
    apply_fields(ctx, card, fields, step, printed_of(profile, card))
    if face is None and (act.get("face_down") or profile.zones[zone].get("face_down_on_entry")):
        if "face_down" not in card.state["statuses"]:
            card.state["statuses"].append("face_down")
            step.changes.append(
                {
                    "path": "state.statuses[face_down]",
                    "before": None,
                    "after": "face_down",
                    "citations": ctx.cite(cites),
                }
            )
    elif face is not None:
        card.state["statuses"] = [s for s in card.state["statuses"] if s != "face_down"]


def _move_fields(ctx: Context, data: dict, source: str, zone: str, step: Step) -> dict:
    """The move's field decisions: one area's (an assumption), or the move's with what entering
    the destination's area lays over them; a move between areas counts as the profile's events."""
    zones = ctx.profile.zones
    src_area, dst_area = zones[source].get("area"), zones[zone].get("area")
    fields = dict(data.get("fields", {}))
    if src_area is not None and src_area == dst_area and "same_area" in data:
        fields = dict(data["same_area"]["fields"])
        step.assumptions.append(data["same_area"]["assumption"])
    else:
        for rule in data.get("counts_as", []):
            step.counts_as.append(
                {"event": rule["event"], "words": rule["words"], "citations": ctx.cite(rule["cite"])}
            )
    for path, overlay in data.get("entering", {}).get(dst_area or "", {}).items():
        base = dict(fields.get(path, {}))
        if src_area == dst_area:  # what the rules say of a card placed in the area, of one moving inside it:
            fields[path] = {**base, **dict.fromkeys(overlay)}  # neither that rule nor "one area" decides
            continue
        for key, decision in overlay.items():
            prior = base.get(key, base.get("*"))
            if prior and prior.get("outcome") == decision["outcome"]:
                decision = {**decision, "cite": [*prior["cite"], *decision["cite"]]}
            base[key] = decision
        fields[path] = base
    return fields


def _melded_leaves(ctx: Context, card: Card, data: dict, step: Step) -> None:
    """A melded permanent leaving the battlefield: one object, two cards, both go."""
    cites = ctx.cite(data["melded_leaves"])
    partner = card.melded_with["name"]
    step.counts_as.append(
        {
            "event": "one_object_two_cards",
            "words": "one object and two cards",
            "objects": 1,
            "cards": 2,
            "citations": cites,
        }
    )
    step.changes.append(
        {
            "path": "cards",
            "before": [card.name, partner],
            "after": [card.name, partner],
            "citations": cites,
        }
    )
    card.melded_with = None


def _enter_face(ctx: Context, card: Card, act: dict, data: dict, source: str, step: Step):
    """The face the card shows where it arrives, and the printed values that follow; (face, cites)."""
    face, cites, assumption = _entry_face(ctx, card, act, data, source)
    before_printed = printed_of(ctx.profile, card)
    card.copy_of = None if source == "battlefield" else card.copy_of
    if face == card.face and cites:  # the face it showed, or none in a hidden zone
        keep(ctx, step, {"cite": cites}, "face")
    if face != card.face:
        entry = {"path": "face", "before": card.face, "after": face, "citations": ctx.cite(cites)}
        if assumption:
            entry["assumption"] = assumption
            step.assumptions.append(assumption)
        step.changes.append(entry)
        card.face = face
    after_printed = printed_of(ctx.profile, card)
    if after_printed != before_printed:
        step.changes.append(
            {
                "path": "printed",
                "before": before_printed,
                "after": after_printed,
                "citations": ctx.cite(cites),
            }
        )
    return face, cites


def _meld(ctx: Context, card: Card, act: dict, data: dict, step: Step) -> None:
    if not checks_pass(ctx, card, data, step):
        return
    if not card.face_dict("melded"):
        step.performed, step.reason = False, "Nothing happens: the card's melded face is not given."
        step.citations = ctx.cite(data["cite"])
        return
    partner = {"mana_value": 0, **copy.deepcopy(act["with"])}
    cites = ctx.cite(data["cite"])
    before_printed = printed_of(ctx.profile, card)
    step.reason = f"The card melds with {partner['name']} into one permanent."
    step.changes.append(
        {"path": "cards", "before": [card.name], "after": [card.name, partner["name"]], "citations": cites}
    )
    if card.zone != "battlefield":
        step.changes.append({"path": "zone", "before": card.zone, "after": "battlefield", "citations": cites})
    step.changes.append({"path": "face", "before": card.face, "after": "melded", "citations": cites})
    card.zone, card.face, card.melded_with = "battlefield", "melded", partner
    card.state["statuses"] = [s for s in card.state["statuses"] if s != "face_down"]
    after_printed = printed_of(ctx.profile, card)
    step.changes.append(
        {
            "path": "printed",
            "before": before_printed,
            "after": after_printed,
            "citations": ctx.cite(data["mana_value_cite"]),
        }
    )
    apply_fields(ctx, card, ctx.profile.actions["move"]["fields"], step, after_printed)


def _copy(ctx: Context, card: Card, act: dict, data: dict, step: Step) -> None:
    if not checks_pass(ctx, card, data, step):
        return
    original = read_face(ctx.profile, act["of"], f"{ctx.where}.of")
    original["layout"] = act["of"].get("layout")
    before = printed_of(ctx.profile, card)
    card.copy_of = original
    after = printed_of(ctx.profile, card)
    cites: list[str] = []
    if original["side"] == "back" and original["layout"] == "transform":
        cites = ctx.cite(data["cite_back"])
    elif original["side"] == "melded":
        cites = ctx.cite(data["cite_melded"])
    step.reason = f"The card becomes a copy of {original.get('name') or 'that face'}."
    step.changes.append({"path": "copy_of", "before": None, "after": original, "citations": []})
    step.changes.append({"path": "printed", "before": before, "after": after, "citations": cites})


_HANDLERS = {
    "flip": _face_action,
    "transform": _face_action,
    "convert": _face_action,
    "flip_facedown": _flip_facedown,
    "turn_face_down": _turn_face_down,
    "turn_face_up": _turn_face_up,
    "move": _move,
    "meld": _meld,
    "copy": _copy,
    "destroy": events.destroy,
    "reorder": events.reorder,
    "effect": events.effect,
    "activate_evo_bonus": events.activate_evo_bonus,
    "requirements_unmet": events.requirements_unmet,
    "opponent_attribute": events.opponent_attribute,
}
