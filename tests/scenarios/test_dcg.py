"""Digimon Card Game chapter 3: new cards, stacks and the breeding area."""

from __future__ import annotations

import pytest

from tests.scenarios.helpers import change, kept, keys, quotes, run


def agumon(zone="battle_area", **state) -> dict:
    return {
        "number": "BT1-010",
        "faces": [{"side": "front", "name": "Agumon", "card_type": "Digimon"}],
        "zone": zone,
        "state": state,
    }


BUSY = {
    "statuses": ["suspended"],
    "effects": [{"name": "+2000 DP", "kind": "dp_boost"}],
    "counters": {"memory": 1},
}


def test_a_card_moving_to_another_area_becomes_a_new_card_with_none_of_its_statuses():
    result = run("dcg", agumon(**BUSY), {"do": "move", "to": "trash"})
    step, state = result["steps"][0], result["final"]["state"]
    assert state["statuses"] == [] and state["effects"] == [] and state["counters"] == {}
    assert keys(result, change(step, "state.statuses[suspended]")) == {"3-1-3-1-1", "3-1-3-1-2"}
    assert "will not carry over any of the original card's statuses" in quotes(
        result, change(step, "state.effects[+2000 DP]")
    )
    assert [e["event"] for e in step["counts_as"]] == ["new_card"]


def test_reordering_a_stack_does_not_make_a_new_card():
    result = run("dcg", agumon(**BUSY), {"do": "reorder"})
    step = result["steps"][0]
    assert result["final"]["state"]["statuses"] == ["suspended"]
    assert keys(result, kept(step, "state.statuses[suspended]")) == {"3-1-3-1-3"}
    assert [e["event"] for e in step["not_counted_as"]] == ["new_card"]
    assert keys(result, step["not_counted_as"][0]) == {"3-1-3-1-3"}


def test_a_card_placed_in_a_private_area_shows_no_face():
    result = run("dcg", agumon(), {"do": "move", "to": "security_stack"})
    assert result["final"]["face"] is None
    assert keys(result, change(result["steps"][0], "face")) == {"3-1-2-2-1", "3-7-2"}


def test_a_card_placed_in_the_field_is_unsuspended():
    result = run("dcg", agumon(zone="trash", statuses=["suspended"]), {"do": "move", "to": "battle_area"})
    assert keys(result, change(result["steps"][0], "state.statuses[suspended]")) >= {"3-4-3"}


@pytest.mark.parametrize(
    ("mode", "key"),
    [
        ("affect", "3-4-5-3"),
        ("trigger", "3-4-5-4"),
        ("activate", "3-4-5-4"),
        ("choose", "3-4-5-5"),
        ("trigger_condition", "3-4-5-6"),
        ("activation_condition", "3-4-5-7"),
        ("reference", "3-4-5-8"),
    ],
)
def test_a_card_in_the_breeding_area_is_out_of_reach_of_effects_that_do_not_name_it(mode, key):
    result = run(
        "dcg",
        agumon(zone="breeding_area"),
        {"do": "effect", "mode": mode, "effect": {"name": "Suspend 1", "kind": "suspend"}},
    )
    step = result["steps"][0]
    assert step["performed"] is False
    assert result["final"]["state"]["effects"] == []
    assert keys(result, step["citations"]) == {key}
    assert "except for effects that explicitly specify or reference breeding areas" in quotes(
        result, step["citations"]
    )


def test_an_effect_that_names_the_breeding_area_reaches_a_card_there():
    effect = {
        "do": "effect",
        "effect": {"name": "+1000 DP", "kind": "dp_boost"},
        "names_zone": "breeding_area",
    }
    result = run("dcg", agumon(zone="breeding_area"), effect)
    assert result["steps"][0]["performed"] is True
    assert result["final"]["state"]["effects"] == [{"name": "+1000 DP", "kind": "dp_boost"}]


def test_the_same_effect_reaches_a_card_in_the_battle_area():
    result = run("dcg", agumon(), {"do": "effect", "mode": "choose"})
    assert result["steps"][0]["performed"] is True
