"""Magic double-faced cards: rule 712 as scenarios."""

from __future__ import annotations

import copy

from tests.scenarios.helpers import change, has_change, kept, keys, quotes, run

FRONT = {
    "side": "front",
    "name": "Village Ironsmith",
    "card_type": "Creature — Human Werewolf",
    "printed": {"mana_cost": "{1}{R}", "power": 1, "toughness": 1},
}
BACK = {
    "side": "back",
    "name": "Ironfang",
    "card_type": "Creature — Werewolf",
    "printed": {"power": 3, "toughness": 1},
}


def werewolf(zone="battlefield", face="front", layout="transform", back=BACK, **state) -> dict:
    return {
        "name": "Village Ironsmith",
        "layout": layout,
        "faces": [copy.deepcopy(FRONT), copy.deepcopy(back)],
        "face": face,
        "zone": zone,
        "state": state,
    }


def meld_card(**state) -> dict:
    return {
        "name": "Midnight Scavengers",
        "layout": "meld",
        "faces": [
            {
                "side": "front",
                "name": "Midnight Scavengers",
                "card_type": "Creature",
                "printed": {"mana_cost": "{4}{B}"},
            },
            {"side": "melded", "name": "Chittering Host", "card_type": "Creature", "printed": {"power": 5}},
        ],
        "face": "front",
        "zone": "battlefield",
        "state": state,
    }


TRANSFORM = {"do": "transform"}


def test_transforming_keeps_counters_auras_equipment_and_effects_as_the_same_object():
    state = {
        "counters": {"+1/+1": 2},
        "attachments": [{"name": "Rancor", "kind": "aura"}, {"name": "Bonesplitter", "kind": "equipment"}],
        "effects": [{"name": "+2/+2 until end of turn", "kind": "pump"}],
    }
    result = run("mtg", werewolf(**state), TRANSFORM)
    step, final = result["steps"][0], result["final"]
    assert final["face"] == "back" and final["printed"]["power"] == 3
    assert final["state"]["counters"] == {"+1/+1": 2}
    assert [a["name"] for a in final["state"]["attachments"]] == ["Rancor", "Bonesplitter"]
    assert final["state"]["effects"][0]["name"] == "+2/+2 until end of turn"
    for path in (
        "state.counters.+1/+1",
        "state.attachments[Rancor]",
        "state.attachments[Bonesplitter]",
        "state.effects[+2/+2 until end of turn]",
    ):
        assert "712.18" in keys(result, kept(step, path))
    # The double-faced-cards page: "When a permanent transforms, all counters, Auras, and Equipment stay on
    # the card, and the card neither enters nor leaves the battlefield."
    for path in ("state.counters.+1/+1", "state.attachments[Rancor]", "state.attachments[Bonesplitter]"):
        assert "playing-with-double-faced-cards" in keys(result, kept(step, path))
    assert "Any effects that applied to that permanent will continue to apply" in quotes(
        result, kept(step, "state.effects[+2/+2 until end of turn]")
    )
    # (… "and the card neither enters nor leaves the battlefield": not counted as a zone change either)
    assert [e["event"] for e in step["not_counted_as"]] == ["new_object", "zone_change"]


def test_convert_works_like_transform():
    result = run("mtg", werewolf(), {"do": "convert"})
    assert result["final"]["face"] == "back"


def test_a_modal_double_faced_card_told_to_transform_does_nothing():
    result = run("mtg", werewolf(layout="modal_dfc"), TRANSFORM)
    step = result["steps"][0]
    assert step["performed"] is False and result["final"]["face"] == "front"
    assert keys(result, step["citations"]) == {"712.9"}


def test_a_card_that_is_not_double_faced_told_to_transform_does_nothing():
    clone = {
        "name": "Clone",
        "layout": "normal",
        "faces": [{"side": "front", "name": "Clone"}],
        "zone": "battlefield",
    }
    result = run("mtg", clone, TRANSFORM)
    assert result["steps"][0]["performed"] is False
    assert "nothing happens" in quotes(result, result["steps"][0]["citations"])


def test_transforming_into_an_instant_or_sorcery_face_does_nothing():
    sorcery_back = {"side": "back", "name": "Invasion's end", "card_type": "Sorcery"}
    result = run("mtg", werewolf(back=sorcery_back), TRANSFORM)
    step = result["steps"][0]
    assert step["performed"] is False and result["final"]["face"] == "front"
    assert keys(result, step["citations"]) == {"712.10"}


def test_a_face_down_double_faced_permanent_cannot_transform_and_turns_face_up_front_face_up():
    card = werewolf(face=None, statuses=["face_down"])
    result = run("mtg", card, TRANSFORM, {"do": "turn_face_up"})
    blocked, turned = result["steps"]
    assert blocked["performed"] is False
    assert keys(result, blocked["citations"]) == {"712.15a"}
    assert result["final"]["face"] == "front" and "face_down" not in result["final"]["state"]["statuses"]
    assert keys(result, change(turned, "face")) == {"712.15a"}


def test_a_back_face_up_permanent_turns_face_up_with_its_front_face():
    result = run("mtg", werewolf(face="back"), {"do": "turn_face_up"})
    assert result["steps"][0]["performed"] is False  # it is not face down


def test_a_double_faced_permanent_cannot_be_turned_face_down():
    for layout in ("transform", "modal_dfc", "meld"):
        card = meld_card() if layout == "meld" else werewolf(layout=layout)
        result = run("mtg", card, {"do": "turn_face_down"})
        step = result["steps"][0]
        assert step["performed"] is False and result["final"]["face"] == "front"
        assert keys(result, step["citations"]) == {"712.16"}


def test_outside_the_battlefield_and_stack_only_the_front_face_counts():
    result = run("mtg", werewolf(face="back"), {"do": "move", "to": "graveyard"})
    step = result["steps"][0]
    assert result["final"]["face"] == "front"
    assert result["final"]["printed"]["power"] == 1
    assert keys(result, change(step, "face")) == {"712.8a"}


def test_a_back_faces_mana_value_is_the_fronts():
    result = run("mtg", werewolf(), TRANSFORM)
    assert result["final"]["printed"]["mana_value"] == 2
    entry = change(result["steps"][0], "printed.mana_value")
    assert keys(result, entry) == {"712.8e"}
    assert "mana cost of its front face" in quotes(result, entry)


def test_a_card_put_onto_the_battlefield_from_anywhere_but_the_stack_enters_front_face_up():
    result = run("mtg", werewolf(zone="exile", face="front"), {"do": "move", "to": "battlefield"})
    assert result["final"]["face"] == "front"
    assert keys(result, kept(result["steps"][0], "face")) == {"712.14"}
    card = werewolf(zone="graveyard", face="front")
    result = run("mtg", card, {"do": "move", "to": "hand"}, {"do": "move", "to": "battlefield"})
    assert keys(result, change(result["steps"][1], "face")) == {"712.14"}


def test_a_spell_resolving_from_the_stack_keeps_the_face_it_had_on_the_stack():
    result = run("mtg", werewolf(zone="stack", face="back"), {"do": "move", "to": "battlefield"})
    assert result["final"]["face"] == "back"
    assert not has_change(result["steps"][0], "face")


def test_a_double_faced_card_in_a_hidden_zone_shows_no_face():
    result = run("mtg", werewolf(), {"do": "move", "to": "library"})
    assert result["final"]["face"] is None
    # 712.7 hidden zones; 712.8a "in a zone other than the battlefield or stack, it has only the
    # characteristics of its front face" -- the back face's are gone too.
    assert keys(result, change(result["steps"][0], "face")) == {"712.7", "712.8a"}


def test_a_melded_permanent_leaving_the_battlefield_is_one_object_and_two_cards():
    result = run(
        "mtg",
        meld_card(),
        {"do": "meld", "with": {"name": "Graf Rats", "mana_value": 2}},
        {"do": "move", "to": "graveyard"},
    )
    melded, left = result["steps"]
    assert change(melded, "cards")["after"] == ["Midnight Scavengers", "Graf Rats"]
    assert keys(result, change(melded, "cards")) == {"712.4a", "712.14c"}
    counted = left["counts_as"][0]
    assert (counted["objects"], counted["cards"]) == (1, 2)
    assert keys(result, counted) == {"712.21", "712.21e"}
    assert result["final"]["face"] == "front" and "melded_with" not in result["final"]


def test_a_melded_permanents_mana_value_is_the_sum_of_its_fronts():
    result = run("mtg", meld_card(), {"do": "meld", "with": {"name": "Graf Rats", "mana_value": 2}})
    assert result["final"]["printed"]["mana_value"] == 7
    assert keys(result, change(result["steps"][0], "printed")) == {"712.8g"}


def test_a_copy_of_a_back_face_has_mana_value_zero_and_cannot_transform():
    clone = {
        "name": "Clone",
        "layout": "normal",
        "faces": [{"side": "front", "name": "Clone", "mana_cost": "{3}{U}"}],
        "zone": "battlefield",
    }
    wildblood = {"side": "back", "name": "Wildblood Pack", "layout": "transform", "power": 5}
    result = run("mtg", clone, {"do": "copy", "of": wildblood}, TRANSFORM)
    copied, transformed = result["steps"]
    assert result["final"]["printed"] == {"power": 5, "mana_value": 0}
    assert keys(result, change(copied, "printed")) == {"712.8e"}
    assert transformed["performed"] is False
    assert keys(result, transformed["citations"]) == {"712.9"}


def test_a_double_faced_card_copying_something_still_transforms_and_stays_a_copy():
    vanguard = {"side": "front", "name": "Elite Vanguard", "power": 2}
    result = run("mtg", werewolf(), {"do": "copy", "of": vanguard}, TRANSFORM)
    assert result["steps"][1]["performed"] is True
    assert result["final"]["face"] == "back" and result["final"]["printed"]["power"] == 2


def test_a_double_faced_card_exiled_face_down_stays_hidden():
    result = run("mtg", werewolf(), {"do": "move", "to": "exile", "face_down": True})
    step = result["steps"][0]
    assert result["final"]["face"] is None and result["final"]["state"]["statuses"] == ["face_down"]
    assert keys(result, change(step, "face")) == {"712.17"}


def test_a_copy_of_a_modal_back_face_keeps_its_own_mana_value():
    # 712.8e: "If a permanent is copying the back face of a transforming double-faced permanent …, the
    # mana value of that permanent is 0." — a modal double-faced card's back face is not one.
    clone = {
        "name": "Clone",
        "layout": "normal",
        "faces": [{"side": "front", "name": "Clone", "mana_cost": "{3}{U}"}],
        "zone": "battlefield",
    }
    back = {"side": "back", "name": "Modal Back", "layout": "modal_dfc", "mana_cost": "{2}{G}"}
    result = run("mtg", clone, {"do": "copy", "of": back})
    assert result["final"]["printed"]["mana_value"] == 3
    assert "712.8e" not in keys(result, change(result["steps"][0], "printed"))


def test_put_onto_the_battlefield_transformed_enters_back_face_up():
    # 712.14a: "If a spell or ability puts a transforming double-faced card onto the battlefield
    # “transformed” or “converted,” it enters the battlefield with its back face up."
    result = run("mtg", werewolf(zone="graveyard"), {"do": "move", "to": "battlefield", "face": "back"})
    assert result["final"]["face"] == "back"
    assert keys(result, change(result["steps"][0], "face")) == {"712.14a"}


def test_a_card_that_is_not_transforming_told_to_enter_transformed_stays_in_its_zone():
    # 712.14a: "If a player is instructed to put a card that isn’t a transforming double-faced card onto
    # the battlefield transformed or converted, that card stays in its current zone."
    card = werewolf(zone="graveyard", layout="modal_dfc")
    result = run("mtg", card, {"do": "move", "to": "battlefield", "face": "back"})
    assert result["steps"][0]["performed"] is False
    assert result["final"]["zone"] == "graveyard"
    assert keys(result, result["steps"][0]["citations"]) == {"712.14a"}


def test_cast_transformed_goes_on_the_stack_back_face_up():
    # 712.11a: "… is cast as a spell “transformed” or “converted,” it’s put on the stack with its back
    # face up."
    result = run("mtg", werewolf(zone="hand", face=None), {"do": "move", "to": "stack", "face": "back"})
    assert result["final"]["face"] == "back"
    assert keys(result, change(result["steps"][0], "face")) == {"712.11a"}
