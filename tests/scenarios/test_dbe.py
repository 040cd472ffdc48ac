"""Digimon Battle Evolution flip cards: each ruling of the flip-cards document."""

from __future__ import annotations

import copy

from tests.scenarios.helpers import change, has_change, kept, keys, quotes, run

K = "intro-to-flip-cards."
STAR = {
    "side": "star",
    "name": "Antiramon",
    "card_type": "Digimon",
    "printed": {
        "power": 30,
        "types": ["Wind", "Nature"],
        "attacks": {"A": "Vajra Slash"},
        "evo_bonus": {"name": "Star bonus", "permanent": True},
        "activates": ["Star activate"],
    },
}
MOON = {
    "side": "moon",
    "name": "Antiramon",
    "card_type": "Digimon",
    "printed": {
        "power": 40,
        "types": ["Nightmare"],
        "attacks": {"A": "Deva Fang"},
        "evo_bonus": {"name": "Moon bonus", "permanent": False},
        "activates": ["Moon activate"],
    },
}


def antiramon(zone="active", face="star", **state) -> dict:
    return {
        "number": "XB-006",
        "faces": [copy.deepcopy(STAR), copy.deepcopy(MOON)],
        "face": face,
        "zone": zone,
        "state": state,
    }


def flip(**params) -> dict:
    return {"do": "flip", **params}


def test_a_flip_shows_the_printed_power_types_and_attacks_of_the_new_side():
    result = run("dbe", antiramon(), flip())
    step = result["steps"][0]
    assert result["final"]["face"] == "moon"
    assert result["final"]["printed"]["power"] == 40
    assert result["final"]["printed"]["types"] == ["Nightmare"]
    assert result["final"]["printed"]["attacks"] == {"A": "Deva Fang"}
    assert result["final"]["printed"]["activates"] == ["Moon activate"]
    assert keys(result, change(step, "printed")) >= {K + "16.6"}
    assert "printed powers, types, attack abilities" in quotes(result, change(step, "printed"))


def test_the_other_side_is_not_in_play_after_a_flip():
    result = run("dbe", antiramon(), flip())
    printed = result["final"]["printed"]
    assert "Vajra Slash" not in str(printed) and printed["power"] != 30
    assert K + "16.4" in keys(result, change(result["steps"][0], "printed"))


def test_an_evo_bonus_stays_active_after_a_flip():
    bonus = {"name": "Star bonus", "permanent": True, "active": True}
    result = run("dbe", antiramon(evo_bonuses=[bonus]), flip())
    assert result["final"]["state"]["evo_bonuses"] == [bonus]
    entry = kept(result["steps"][0], "state.evo_bonuses[Star bonus]")
    assert keys(result, entry) == {K + "16.5", K + "16.7"}
    assert "the evo-bonus will remain active" in quotes(result, entry)


def test_hp_used_activates_and_a_chosen_attack_stay_after_a_flip():
    result = run("dbe", antiramon(hp=25, used_activates=["Star activate"], chosen_attack="A"), flip())
    state, step = result["final"]["state"], result["steps"][0]
    assert (state["hp"], state["used_activates"], state["chosen_attack"]) == (25, ["Star activate"], "A")
    assert keys(result, kept(step, "state.hp")) == {K + "16.7"}
    assert keys(result, kept(step, "state.used_activates")) == {K + "16.7"}
    assert keys(result, kept(step, "state.chosen_attack")) == {K + "16.8"}


def test_floating_power_boosts_attack_changes_and_changed_attack_selections_stay():
    effects = [
        {"name": "+10 power", "kind": "power_boost"},
        {"name": "A becomes 50", "kind": "attack_change"},
        {"name": "use B", "kind": "attack_selection"},
    ]
    result = run("dbe", antiramon(effects=effects), flip())
    assert result["final"]["state"]["effects"] == effects
    for eff in effects:
        entry = kept(result["steps"][0], f"state.effects[{eff['name']}]")
        assert keys(result, entry) == {K + "16.7"}
        assert "Power boosts, attack ability changes, or changed attack selections" in quotes(result, entry)


def test_a_type_given_by_an_effect_gives_way_to_the_new_sides_type_and_is_not_changing_type():
    result = run("dbe", antiramon(effects=[{"name": "becomes Dragon", "kind": "type_change"}]), flip())
    step = result["steps"][0]
    assert result["final"]["printed"]["types"] == ["Nightmare"]
    assert result["final"]["state"]["effects"] == []
    assert keys(result, change(step, "state.effects[becomes Dragon]")) == {K + "16.9"}
    assert "type_change" in [e["event"] for e in step["not_counted_as"]]


def test_a_flip_is_not_a_change_of_active_digimon_a_ko_or_becoming_abnormal():
    result = run("dbe", antiramon(), flip())
    step = result["steps"][0]
    events = {e["event"]: e for e in step["not_counted_as"]}
    for event in ("change_of_active", "ko", "becoming_abnormal"):
        assert keys(result, events[event]) == {K + "16.8"}
    assert result["final"]["zone"] == "active"
    assert "abnormal" not in result["final"]["state"]["statuses"]


def test_a_card_with_no_side_icon_cannot_flip():
    plain = {
        "number": "BT-001",
        "faces": [{"side": "none", "name": "Agumon"}],
        "face": "none",
        "zone": "active",
    }
    result = run("dbe", plain, flip())
    step = result["steps"][0]
    assert step["performed"] is False
    assert result["final"]["face"] == "none"
    assert keys(result, step["citations"]) == {K + "11"}


def test_flipping_to_the_side_already_up_does_nothing():
    result = run("dbe", antiramon(face="moon"), flip(to="moon"))
    step = result["steps"][0]
    assert step["performed"] is False and step["changes"] == []
    assert result["final"]["face"] == "moon"
    assert keys(result, step["citations"]) == {K + "14"}


def test_a_flip_to_a_named_side_turns_to_that_side():
    result = run("dbe", antiramon(face="moon"), flip(to="star"))
    assert result["final"]["face"] == "star"
    assert K + "10" in keys(result, change(result["steps"][0], "face"))


def test_a_card_that_is_not_in_play_cannot_flip():
    result = run("dbe", antiramon(zone="hand", face=None), flip())
    step = result["steps"][0]
    assert step["performed"] is False and result["final"]["face"] is None
    assert keys(result, step["citations"]) == {K + "13"}


def test_a_flip_card_entering_a_hidden_zone_shows_no_side():
    for zone in ("hand", "dark_area", "main_deck"):
        result = run("dbe", antiramon(), {"do": "move", "to": zone})
        assert result["final"]["face"] is None
        assert result["final"]["printed"] == {}
        assert keys(result, change(result["steps"][0], "face")) == {K + "7"}


def test_a_flip_never_turns_a_card_face_down():
    result = run("dbe", antiramon(), flip(), flip(), flip())
    assert all(step["performed"] for step in result["steps"])
    assert [change(s, "face")["after"] for s in result["steps"]] == ["moon", "star", "moon"]
    assert "face_down" not in result["final"]["state"]["statuses"]


def test_only_an_effect_that_says_flip_facedown_shows_the_back():
    result = run("dbe", antiramon(), {"do": "flip_facedown"})
    step = result["steps"][0]
    assert result["final"]["face"] is None
    assert keys(result, change(step, "face")) == {K + "15"}
    assert "Flip facedown" in quotes(result, change(step, "face"))


def test_a_futures_evo_bonus_is_the_current_sides():
    result = run("dbe", antiramon(), {"do": "activate_evo_bonus"})
    added = change(result["steps"][0], "state.evo_bonuses[Star bonus]")
    assert added["after"]["side"] == "star"
    assert keys(result, added) == {K + "16.12"}


def test_a_future_flipped_before_its_evo_bonus_activates_the_new_sides_bonus():
    result = run("dbe", antiramon(), flip(), {"do": "activate_evo_bonus"})
    names = [b["name"] for b in result["final"]["state"]["evo_bonuses"]]
    assert names == ["Moon bonus"]
    added = change(result["steps"][1], "state.evo_bonuses[Moon bonus]")
    assert "you would activate it on that new (now current) side" in quotes(result, added)


def test_several_flips_in_a_turn_update_the_card_each_time():
    result = run("dbe", antiramon(), flip(), flip(), flip())
    powers = [change(s, "printed")["after"]["power"] for s in result["steps"]]
    assert powers == [40, 30, 40]
    assert K + "16.10" in keys(result, change(result["steps"][2], "face"))


def test_a_card_moving_between_public_zones_keeps_its_side():
    result = run("dbe", antiramon(face="moon"), {"do": "move", "to": "destiny_zone"})
    assert result["final"]["face"] == "moon"
    assert not has_change(result["steps"][0], "face")
