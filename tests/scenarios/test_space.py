"""The space game's §13 Card Flips: each bullet and paragraph as a scenario."""

from __future__ import annotations

from rulings.scenarios.engine import check
from tests.scenarios.helpers import change, kept, keys, quotes, run


def character(**state) -> dict:
    return {
        "number": "C-01",
        "controller": "alice",
        "faces": [
            {"side": "prime", "name": "Captain", "card_type": "Character", "printed": {"starting_cp": 3}},
            {
                "side": "reverse",
                "name": "Fallen Captain",
                "card_type": "Character",
                "printed": {"starting_cp": 5},
            },
        ],
        "face": "prime",
        "zone": "in_play",
        "state": state,
    }


def spacecraft(**state) -> dict:
    return {
        "number": "S-01",
        "controller": "alice",
        "faces": [
            {
                "side": "prime",
                "name": "Dreadnought",
                "card_type": "Spacecraft",
                "printed": {"class": "Capital Ship", "shielded": True, "capacity": 3},
            },
            {
                "side": "reverse",
                "name": "Contested Dart",
                "card_type": "Spacecraft",
                "printed": {"class": "One-Seater Fighter", "shielded": False, "capacity": 1},
            },
        ],
        "face": "prime",
        "zone": "in_play",
        "state": state,
    }


def location(**state) -> dict:
    return {
        "faces": [
            {"side": "prime", "name": "Outpost", "card_type": "Location", "printed": {"capacity": 4}},
            {
                "side": "reverse",
                "name": "Ruined Outpost",
                "card_type": "Location",
                "printed": {"capacity": 0},
            },
        ],
        "face": "prime",
        "zone": "in_play",
        "state": state,
    }


FLIP = {"do": "flip"}
CREW = [
    {"name": "Pilot", "kind": "character"},
    {"name": "Rover", "kind": "ground_unit"},
    {"name": "Walker", "kind": "ground_unit", "escape_pod": True},
]


def test_a_characters_points_are_removed_and_replaced_by_the_new_faces_starting_cp():
    result = run("space", character(counters={"character_points": 1}), FLIP)
    assert result["final"]["state"]["counters"]["character_points"] == 5
    entry = change(result["steps"][0], "state.counters.character_points")
    assert (entry["before"], entry["after"]) == (1, 5)
    assert keys(result, entry) == {"13.characters.1"}
    assert "equal to their starting CP total" in quotes(result, entry)


def test_a_character_with_no_points_gets_the_new_faces_starting_cp():
    result = run("space", character(), FLIP)
    assert result["final"]["state"]["counters"] == {"character_points": 5}


def test_counters_stay_on_a_flipping_character_except_liberation_counters():
    result = run("space", character(counters={"damage": 2, "liberation": 1}), FLIP)
    counters, step = result["final"]["state"]["counters"], result["steps"][0]
    assert counters["damage"] == 2 and "liberation" not in counters
    assert keys(result, kept(step, "state.counters.damage")) == {"13.characters.2"}
    assert keys(result, change(step, "state.counters.liberation")) == {"13.characters.2"}


def test_counters_stay_on_a_flipping_spacecraft_or_location_except_liberation_counters():
    for make, key in ((spacecraft, "13.spacecraft.2"), (location, "13.locations.2")):
        result = run("space", make(counters={"damage": 2, "liberation": 3}), FLIP)
        assert result["final"]["state"]["counters"] == {"damage": 2}
        assert keys(result, change(result["steps"][0], "state.counters.liberation")) == {key}


def test_units_stay_deployed_where_the_new_face_can_hold_them_and_the_rest_are_displaced():
    result = run("space", spacecraft(deployed=CREW), FLIP)
    step = result["steps"][0]
    assert [u["name"] for u in result["final"]["state"]["deployed"]] == ["Pilot"]
    assert keys(result, kept(step, "state.deployed[Pilot]")) == {"13.spacecraft.1"}
    for name in ("Rover", "Walker"):
        entry = change(step, f"state.deployed[{name}]")
        assert entry["after"] == "displaced"
        assert "the controller chooses which cards stay" in quotes(result, entry)


def test_the_controller_chooses_which_units_stay():
    result = run("space", spacecraft(deployed=CREW), {"do": "flip", "keep": ["Walker"]})
    assert [u["name"] for u in result["final"]["state"]["deployed"]] == ["Walker"]
    assert change(result["steps"][0], "state.deployed[Pilot]")["after"] == "displaced"


def test_under_the_earlier_revision_overflow_ground_units_without_escape_pod_are_destroyed():
    payload = {"game": "space", "as_of": "2025-06-01", "card": spacecraft(deployed=CREW), "actions": [FLIP]}
    result = check(payload)
    step = result["steps"][0]
    assert result["rules_version"] == "earlier"
    assert change(step, "state.deployed[Rover]")["after"] == "destroyed"
    assert change(step, "state.deployed[Walker]")["after"] == "displaced"
    assert "unless they had Escape Pod" in quotes(result, change(step, "state.deployed[Rover]"))
    assert keys(result, change(step, "state.deployed[Rover]")) == {"13.spacecraft.1"}


def test_the_rules_version_can_be_named_instead_of_a_date():
    payload = {"game": "space", "card": spacecraft(deployed=CREW), "actions": [FLIP]}
    assert (
        change(check(payload, rules_version="earlier")["steps"][0], "state.deployed[Rover]")["after"]
        == "destroyed"
    )
    assert (
        change(check(payload, rules_version="current")["steps"][0], "state.deployed[Rover]")["after"]
        == "displaced"
    )


def test_units_deployed_at_a_location_stay_deployed_there():
    result = run("space", location(deployed=CREW), FLIP)
    assert result["final"]["state"]["deployed"] == [
        {**u, "escape_pod": u.get("escape_pod", False)} for u in CREW
    ]
    assert keys(result, kept(result["steps"][0], "state.deployed[Rover]")) == {"13.locations.1"}


def test_attached_devices_stay_attached_and_keep_their_controller():
    # §13 "For all card types": "Any attached Devices remain attached, and stay under the host's controller
    # (§18.28)." — the flip changes nobody's control: a Device another player controls keeps its controller.
    device = {"name": "Cloak", "kind": "device", "controller": "bob"}
    result = run("space", spacecraft(attachments=[device]), FLIP)
    attached, step = result["final"]["state"]["attachments"], result["steps"][0]
    assert attached == [{"name": "Cloak", "kind": "device", "controller": "bob"}]
    assert keys(result, kept(step, "state.attachments[Cloak]")) == {"13.all-card-types.1"}
    assert keys(result, kept(step, "state.attachments[Cloak].controller")) == {"13.all-card-types.1"}
    assert all(c["path"] != "state.attachments[Cloak].controller" for c in step["changes"])


def test_a_location_flipping_to_a_spacecraft_deploys_by_the_spacecraft_rules():
    # §13: "A flipped card is its new face in every respect … it follows the rules of the type printed on
    # that face — … its movement and deployment (§14)". Spacecraft: "Any the new face cannot hold … are
    # displaced (§14.12)".
    card = location(deployed=CREW)
    card["faces"][1] = {
        "side": "reverse",
        "name": "Escape Shuttle",
        "card_type": "Spacecraft",
        "printed": {"capacity": 1},
    }
    result = check({"game": "space", "card": card, "actions": [FLIP]}, rules_version="current")
    step = result["steps"][0]
    assert len(result["final"]["state"]["deployed"]) == 1
    displaced = [c for c in step["changes"] if c["path"].startswith("state.deployed[")]
    assert displaced and all(c["after"] == "displaced" for c in displaced)
    assert "13.spacecraft.1" in keys(result, displaced[0])


def test_a_bound_character_stays_bound_and_its_storyline_flips_on_a_fall():
    result = run("space", character(statuses=["bound"]), {"do": "flip", "fall": True})
    step = result["steps"][0]
    assert result["final"]["state"]["statuses"] == ["bound"]
    assert keys(result, kept(step, "state.statuses[bound]")) == {"13.all-card-types.2"}
    assert change(step, "storyline")["after"] == "flipped"
    assert keys(result, change(step, "storyline")) == {"13.all-card-types.2"}


def test_a_flip_that_is_not_a_fall_leaves_the_storyline():
    result = run("space", character(statuses=["bound"]), FLIP)
    assert all(c["path"] != "storyline" for c in result["steps"][0]["changes"])
    assert keys(result, kept(result["steps"][0], "storyline")) == {"13.all-card-types.2"}


def test_the_new_faces_printed_type_decides_its_shielded_status():
    result = run("space", spacecraft(), FLIP)
    assert result["final"]["printed"]["shielded"] is False
    entry = change(result["steps"][0], "printed")
    assert "13.p1" in keys(result, entry)
    assert "its Shielded status" in quotes(result, entry)


def test_a_destroyed_prime_face_flips_and_a_destroyed_reverse_face_is_destroyed_outright():
    result = run("space", spacecraft(), {"do": "destroy"}, {"do": "destroy"})
    first, second = result["steps"]
    assert change(first, "face")["after"] == "reverse"
    assert "13" in keys(result, change(first, "face"))
    assert change(second, "zone")["after"] == "discard"
    assert keys(result, change(second, "zone")) == {"13.p1", "13.p2"}
    assert "there is no third face to look for" in quotes(result, change(second, "zone"))
