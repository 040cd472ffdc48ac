"""Bad input raises ScenarioError naming the field and what it allows; it never crashes otherwise."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ScenarioError, check

CARD = {
    "faces": [{"side": "star", "name": "Dianamon"}, {"side": "moon", "name": "Dianamon"}],
    "face": "star",
    "zone": "active",
}


def error(payload, **kwargs) -> ScenarioError:
    with pytest.raises(ScenarioError) as caught:
        check(payload, **kwargs)
    return caught.value


def test_an_unknown_game_names_the_games():
    err = error({"game": "chess", "card": CARD})
    assert err.field == "game" and err.allowed == ["dbe", "space", "dcg", "mtg", "ddm"]


def test_an_unknown_action_names_the_games_actions():
    err = error({"game": "dbe", "card": CARD, "actions": [{"do": "transform"}]})
    assert err.field == "actions[0].do"
    assert "flip" in err.allowed and "transform" not in err.allowed


def test_an_unknown_zone_names_the_games_zones():
    err = error({"game": "dbe", "card": {**CARD, "zone": "graveyard"}})
    assert err.field == "card.zone" and "active" in err.allowed


def test_an_unknown_side_names_the_games_sides():
    err = error({"game": "dbe", "card": CARD, "actions": [{"do": "flip", "to": "sun"}]})
    assert err.field == "actions[0].to" and err.allowed == ["star", "moon", "none", "front"]


def test_a_move_to_an_unknown_zone_is_an_error():
    err = error({"game": "mtg", "card": {"zone": "battlefield"}, "actions": [{"do": "move", "to": "moon"}]})
    assert err.field == "actions[0].to" and "graveyard" in err.allowed


def test_a_face_shown_in_a_hidden_zone_is_an_error():
    err = error({"game": "dbe", "card": {**CARD, "zone": "hand"}})
    assert err.field == "card.face" and err.allowed == [None]


def test_bad_field_types_name_the_field():
    assert error({"game": "dbe", "card": {**CARD, "state": {"hp": "forty"}}}).field == "card.state.hp"
    assert (
        error({"game": "dbe", "card": {**CARD, "state": {"counters": {"x": "1"}}}}).field
        == "card.state.counters.x"
    )
    assert error({"game": "dbe", "card": {**CARD, "state": {"mood": 1}}}).field == "card.state.mood"
    assert error({"game": "dbe", "card": CARD, "actions": {"do": "flip"}}).field == "actions"
    assert (
        error({"game": "dbe", "card": CARD, "actions": [{"do": "flip", "fall": "yes"}]}).field
        == "actions[0].fall"
    )
    assert (
        error({"game": "dbe", "card": CARD, "actions": [{"do": "flip", "speed": 1}]}).field
        == "actions[0].speed"
    )
    assert error({"game": "dbe", "card": "XB-003"}).field == "card"
    assert error([]).field == "payload"


def test_a_bad_date_or_rules_version_is_an_error():
    assert error({"game": "space", "as_of": "yesterday", "card": {"zone": "in_play"}}).field == "as_of"
    err = error({"game": "space", "card": {"zone": "in_play"}}, rules_version="v9")
    assert err.field == "rules_version" and err.allowed == ["earlier", "current"]


def test_the_error_reads_as_a_dict_for_a_400_answer():
    err = error({"game": "dbe", "card": {**CARD, "zone": "void"}})
    assert err.as_dict()["field"] == "card.zone" and "allowed" in err.as_dict()
