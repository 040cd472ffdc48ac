"""Properties over generated cards and action sequences, for every game profile."""

from __future__ import annotations

import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.scenarios.engine import GAMES, ScenarioError, check
from rulings.scenarios.engine.profiles import get_profile

FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
CARD_TYPES = ["Character", "Spacecraft", "Location", "Creature", "Sorcery", "Digimon", "Option", None]
EFFECT_KINDS = ["power_boost", "attack_change", "attack_selection", "type_change", "pump", "other"]
STATUSES = ["bound", "suspended", "active", "tapped", "face_down"]
ATTACH_KINDS = ["device", "aura", "equipment", "storyline"]
names = st.sampled_from(["A", "B", "C", "Rover", "Guard"])


def face(side: str):
    printed = st.fixed_dictionaries(
        {},
        optional={
            "power": st.integers(0, 100),
            "starting_cp": st.integers(0, 9),
            "capacity": st.one_of(
                st.integers(0, 3), st.just({"ground_unit": 1, "character": 1}), st.just("2")
            ),
            "mana_cost": st.sampled_from(["{1}{R}", "{X}{G}", "{4}", 3]),
            "mana_value": st.one_of(st.integers(0, 9), st.just("x")),
            "attribute": st.sampled_from(["Variable", "Virus"]),
            "evo_bonus": st.sampled_from(["+10", {"name": "Guard", "permanent": True}, 7, None]),
            "shielded": st.booleans(),
            # Printed data comes from card imports: odd types must not crash the engine.
            "types": st.one_of(st.none(), st.integers(), st.text(max_size=3), st.lists(st.text(max_size=3))),
        },
    )
    return st.builds(
        lambda card_type, printed, initial: {
            "side": side,
            "card_type": card_type,
            "printed": printed,
            "is_initial": initial,
        },
        st.sampled_from(CARD_TYPES),
        printed,
        st.booleans(),
    )


def state():
    return st.fixed_dictionaries(
        {},
        optional={
            "hp": st.integers(0, 100),
            "counters": st.dictionaries(
                st.sampled_from(["liberation", "damage", "cp", "+1/+1"]), st.integers(0, 5), max_size=3
            ),
            "evo_bonuses": st.lists(
                st.builds(lambda n, p: {"name": n, "permanent": p}, names, st.booleans()), max_size=2
            ),
            "effects": st.lists(
                st.builds(lambda n, k: {"name": n, "kind": k}, names, st.sampled_from(EFFECT_KINDS)),
                max_size=3,
            ),
            "used_activates": st.lists(names, max_size=2),
            "attachments": st.lists(
                st.builds(
                    lambda n, k, c: {"name": n, "kind": k, "controller": c},
                    names,
                    st.sampled_from(ATTACH_KINDS),
                    st.sampled_from(["alice", "bob", None]),
                ),
                max_size=2,
            ),
            "deployed": st.lists(
                st.builds(
                    lambda n, k, e: {"name": n, "kind": k, "escape_pod": e},
                    names,
                    st.sampled_from(["character", "ground_unit"]),
                    st.booleans(),
                ),
                max_size=3,
            ),
            "statuses": st.lists(st.sampled_from(STATUSES), max_size=2, unique=True),
            "chosen_attack": st.sampled_from(["A", "B"]),
        },
    )


@st.composite
def cards(draw, game: str):
    profile = get_profile(game)
    sides = draw(st.lists(st.sampled_from(profile.sides), min_size=1, max_size=3, unique=True))
    faces = [draw(face(side)) for side in sides]
    zone = draw(st.sampled_from(list(profile.zones)))
    shown = None if profile.hidden(zone) else draw(st.sampled_from([*sides, None]))
    if profile.zones[zone].get("front_only") and shown is not None:
        shown = sides[0]
    card = {"faces": faces, "face": shown, "zone": zone, "state": draw(state()), "controller": "alice"}
    if profile.layouts:
        card["layout"] = draw(st.sampled_from(profile.layouts))
    return card


@st.composite
def actions(draw, game: str, valid: bool = True):
    profile = get_profile(game)
    do = draw(st.sampled_from(sorted(profile.actions) + ([] if valid else ["explode", 7, None])))
    act: dict = {"do": do}
    if do in ("flip", "transform", "convert") and draw(st.booleans()):
        act["to"] = draw(st.sampled_from(profile.sides + ([] if valid else ["sun", 3])))
    if do in ("flip", "destroy") and draw(st.booleans()):
        act["keep"] = draw(st.lists(names, max_size=2))
    if do == "flip" and draw(st.booleans()):
        act["fall"] = draw(st.booleans() if valid else st.sampled_from([True, "yes"]))
    if do == "move":
        act["to"] = draw(st.sampled_from(list(profile.zones) + ([] if valid else ["void"])))
        if draw(st.booleans()):
            act["face_down"] = draw(st.booleans())
    if do == "turn_face_up" and draw(st.booleans()):
        act["cost_paid"] = draw(st.booleans())
    if do == "opponent_attribute":
        act["to"] = draw(st.sampled_from(["Virus", "Data", "Variable"]))
    if do == "effect":
        act["mode"] = draw(st.sampled_from(profile.actions["effect"].get("modes", ["affect"])))
        act["effect"] = {"name": "E", "kind": draw(st.sampled_from(EFFECT_KINDS))}
        if draw(st.booleans()):
            act["names_zone"] = draw(st.sampled_from(list(profile.zones)))
    if do == "meld":
        act["with"] = {"name": "Graf Rats", "mana_value": draw(st.integers(0, 5))}
    if do == "copy":
        act["of"] = {"side": draw(st.sampled_from(profile.sides)), "name": "Copied", "power": 2}
    return act


@st.composite
def scenarios(draw, valid: bool = True):
    game = draw(st.sampled_from(GAMES))
    return {
        "game": game,
        "card": draw(cards(game)),
        "actions": draw(st.lists(actions(game, valid), max_size=6)),
    }


@FAST
@given(scenarios(valid=False))
def test_no_action_sequence_crashes_the_engine(payload):
    try:
        result = check(payload)
    except ScenarioError as err:
        assert err.field and err.message
        return
    json.dumps(result)  # the answer is plain JSON
    assert len(result["steps"]) == len(payload["actions"])
    ids = {c["id"] for c in result["citations"]}
    for step in result["steps"]:
        for entry in step["changes"] + step["kept"]:
            assert set(entry["citations"]) <= ids


@FAST
@given(scenarios())
def test_a_card_in_a_hidden_zone_never_shows_a_face(payload):
    profile = get_profile(payload["game"])
    for n in range(len(payload["actions"]) + 1):
        final = check({**payload, "actions": payload["actions"][:n]})["final"]
        if profile.hidden(final["zone"]):
            assert final["face"] is None and final["printed"] == {}


@st.composite
def two_sided(draw):
    game = draw(st.sampled_from(["dbe", "space", "mtg"]))
    sides = {"dbe": ["star", "moon"], "space": ["prime", "reverse"], "mtg": ["front", "back"]}[game]
    card_type = {
        "dbe": "Digimon",
        "space": draw(st.sampled_from(["Character", "Spacecraft", "Location"])),
        "mtg": "Creature",
    }[game]
    faces = [
        {
            "side": s,
            "card_type": card_type,
            "printed": {"power": draw(st.integers(0, 9)), "starting_cp": draw(st.integers(0, 9))},
        }
        for s in sides
    ]
    zone = {"dbe": "active", "space": "in_play", "mtg": "battlefield"}[game]
    card_state = draw(state())
    # Fields the text resets on a flip do not come back: leave them out of "unchanged".
    card_state["effects"] = [e for e in card_state.get("effects", []) if e["kind"] != "type_change"]
    card_state["statuses"] = [s for s in card_state.get("statuses", []) if s != "face_down"]
    card_state["deployed"] = []
    counters = {k: v for k, v in card_state.get("counters", {}).items() if k not in ("liberation", "cp")}
    if game == "space" and card_type == "Character":
        counters["character_points"] = faces[0]["printed"]["starting_cp"]
    card_state["counters"] = counters
    card = {"faces": faces, "face": sides[0], "zone": zone, "state": card_state, "controller": "alice"}
    if game == "mtg":
        card["layout"] = "transform"
    for a in card_state.get("attachments", []):
        a["controller"] = "alice"
    return game, card


@FAST
@given(two_sided())
def test_flipping_twice_returns_a_two_sided_card_to_its_first_side_with_its_state_unchanged(case):
    game, card = case
    do = "transform" if game == "mtg" else "flip"
    before = check({"game": game, "card": copy.deepcopy(card), "actions": []})["final"]
    after = check({"game": game, "card": card, "actions": [{"do": do}, {"do": do}]})
    assert all(step["performed"] for step in after["steps"])
    assert after["final"]["face"] == before["face"]
    assert after["final"]["state"] == before["state"]
    assert after["final"]["printed"] == before["printed"]


WORDS = [
    "does",
    "the",
    "evo-bonus",
    "hp",
    "counters",
    "liberation",
    "+1/+1",
    "aura",
    "device",
    "stay",
    "reset",
    "not",
    "doesn't",
    "flip",
    "transform",
    "move",
    "to",
    "hand",
    "graveyard",
    "trash",
    "face down",
    "can",
    "modal",
    "suspended",
    "bound",
    "attribute",
    "new card",
    "ko",
    "type",
    "power",
    "deployed",
    "spacecraft",
    "lose",
    "go away",
    "used again",
    "option",
    "already up",
    "?",
]


@FAST
@given(
    st.one_of(
        st.text(min_size=1, max_size=60),
        st.lists(st.sampled_from(WORDS), min_size=1, max_size=9).map(" ".join),
    ),
    st.sampled_from([None, *GAMES]),
)
def test_any_question_gets_an_answer_and_never_crashes(question, game):
    from rulings.scenarios.engine import ask

    try:
        result = ask(question, game)
    except ScenarioError as err:
        assert err.field == "q"
        return
    assert result["answer"] in ("yes", "no", "depends", "unknown")
    json.dumps(result)
