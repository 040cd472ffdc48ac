"""Digimon Digital Monster card anatomy: Variable attributes and Option card costs and requirements."""

from __future__ import annotations

from tests.scenarios.helpers import change, kept, keys, quotes, run


def digimon(attribute="Variable") -> dict:
    return {
        "faces": [{"side": "front", "name": "Impmon", "card_type": "Digimon", "attribute": attribute}],
        "zone": "battle",
    }


def option(zone="hand", **state) -> dict:
    return {
        "faces": [{"side": "front", "name": "Offense Plug-In A", "card_type": "Option"}],
        "zone": zone,
        "face": None if zone in ("hand", "option_slot") else "front",
        "state": state,
    }


def test_a_variable_digimon_takes_its_opponents_attribute_and_follows_it_when_it_changes():
    result = run(
        "ddm",
        digimon(),
        {"do": "opponent_attribute", "to": "Virus"},
        {"do": "opponent_attribute", "to": "Data"},
    )
    first, second = result["steps"]
    assert change(first, "state.attribute")["after"] == "virus"
    assert change(second, "state.attribute")["after"] == "data"
    assert result["final"]["state"]["attribute"] == "data"
    assert keys(result, change(second, "state.attribute")) == {"2.1.7"}
    assert "cambiara junto con el oponente" in quotes(result, change(second, "state.attribute"))


def test_two_variable_digimon_both_stay_variable():
    result = run("ddm", digimon(), {"do": "opponent_attribute", "to": "Variable"})
    assert result["final"]["state"]["attribute"] == "variable"
    assert "ambos se mantendrán" in quotes(result, kept(result["steps"][0], "state.attribute"))


def test_a_digimon_without_the_variable_attribute_keeps_its_own():
    result = run("ddm", digimon("Vaccine"), {"do": "opponent_attribute", "to": "Virus"})
    assert result["steps"][0]["performed"] is False
    assert result["final"]["state"]["attribute"] is None


def test_an_option_card_is_set_face_down_in_its_slot():
    result = run("ddm", option(), {"do": "move", "to": "option_slot"})
    assert result["final"]["face"] is None
    assert "face_down" in result["final"]["state"]["statuses"]
    assert keys(result, change(result["steps"][0], "state.statuses[face_down]")) == {"2.2"}


def test_an_option_card_whose_cost_cannot_be_paid_when_turned_face_up_goes_to_the_dark_area():
    result = run(
        "ddm", option(), {"do": "move", "to": "option_slot"}, {"do": "turn_face_up", "cost_paid": False}
    )
    step = result["steps"][1]
    assert result["final"]["zone"] == "dark_area"
    assert keys(result, change(step, "zone")) == {"2.2.5"}
    assert "irá directamente al Dark Area" in quotes(result, change(step, "zone"))


def test_an_option_card_whose_cost_is_paid_turns_face_up_and_is_active():
    result = run("ddm", option(), {"do": "move", "to": "option_slot"}, {"do": "turn_face_up"})
    assert result["final"]["zone"] == "option_slot" and result["final"]["face"] == "front"
    assert "active" in result["final"]["state"]["statuses"]


def test_an_option_card_whose_requirements_stop_being_met_goes_to_the_dark_area_at_once():
    result = run(
        "ddm",
        option(),
        {"do": "move", "to": "option_slot"},
        {"do": "turn_face_up"},
        {"do": "requirements_unmet"},
    )
    step = result["steps"][2]
    assert result["final"]["zone"] == "dark_area"
    assert keys(result, change(step, "zone")) == {"2.2.6"}
    assert "se enviará al Dark Area inmediatamente" in quotes(result, change(step, "zone"))


def test_requirements_only_matter_while_the_option_card_is_active():
    result = run("ddm", option(), {"do": "move", "to": "option_slot"}, {"do": "requirements_unmet"})
    assert result["steps"][1]["performed"] is False
    assert result["final"]["zone"] == "option_slot"
