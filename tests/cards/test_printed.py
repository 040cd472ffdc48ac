"""Per-game printed fields and Magic's mana value, without a database."""

import pytest

from cards.printed import DECK_LIMITS, FaceCost, PrintedError, face_mana_values, mana_value, validate_printed


def test_it_accepts_the_dbe_fields_the_seed_gives_antiramon():
    assert validate_printed("dbe", {"side_icon": "star", "types": ["Wind", "Nature"]}) == {
        "side_icon": "star",
        "types": ["Wind", "Nature"],
    }


def test_it_names_the_field_and_the_allowed_sides_of_a_dbe_card():
    with pytest.raises(PrintedError) as caught:
        validate_printed("dbe", {"side_icon": "sun"})
    assert "side_icon" in caught.value.errors
    assert "star, moon" in caught.value.errors["side_icon"]


def test_it_lists_a_games_fields_when_given_one_it_does_not_print():
    with pytest.raises(PrintedError) as caught:
        validate_printed("space", {"hull": 3})
    assert "Character" not in caught.value.errors["hull"]
    assert "starting_cp" in caught.value.errors["hull"]


def test_it_rejects_a_space_card_type_the_game_does_not_have():
    with pytest.raises(PrintedError) as caught:
        validate_printed("space", {"card_type": "Ground Unit", "shielded": "yes"})
    assert "Character, Spacecraft, Location" in caught.value.errors["card_type"]
    assert "true or false" in caught.value.errors["shielded"]


def test_it_normalises_digimon_numbers_and_keeps_none_for_printed_dashes():
    printed = validate_printed("dcg", {"level": "3", "dp": 2000, "play_cost": None, "colour": ["Red"]})
    assert printed == {"level": 3, "dp": 2000, "play_cost": None, "colour": ["Red"]}


def test_it_checks_ddm_option_cards_against_the_option_anatomy():
    option = {"icon": "Program", "capacity": "+20", "cost": "Discard 1", "limit": "1 turn"}
    assert validate_printed("ddm", option, card_type="Option") == option
    with pytest.raises(PrintedError) as caught:
        validate_printed("ddm", {"battle_type": "A"}, card_type="Option")
    assert "Option" in caught.value.errors["battle_type"]


def test_it_checks_ddm_digimon_battle_type_attribute_and_group():
    with pytest.raises(PrintedError) as caught:
        validate_printed("ddm", {"battle_type": "D", "attribute": "Vacuna", "group": "NSp"})
    assert set(caught.value.errors) == {"battle_type", "attribute"}
    assert "A, B, C" in caught.value.errors["battle_type"]
    assert "Variable" in caught.value.errors["attribute"]


def test_it_rejects_a_magic_mana_cost_that_is_not_mana_symbols():
    with pytest.raises(PrintedError) as caught:
        validate_printed("mtg", {"mana_cost": "2WW"})
    assert "mana_cost" in caught.value.errors


@pytest.mark.parametrize(
    ("cost", "value"),
    [("{5}{W}{W}", 7), ("{X}{R}", 1), ("{2/W}{2/W}", 4), ("{W/P}", 1), ("{HW}", 0.5), ("", 0), (None, 0)],
)
def test_it_counts_mana_value_by_rule_202_3(cost, value):
    assert mana_value(cost) == value


def test_the_back_face_of_a_transforming_card_takes_the_front_faces_mana_value():
    # 712.8e; Extricator of Sin costs {2}{W}, its back face has no mana cost.
    faces = [FaceCost("front", "{2}{W}"), FaceCost("back", None)]
    assert face_mana_values("transform", faces) == {"front": 3, "back": 3}


def test_each_face_of_a_modal_card_keeps_its_own_mana_value():
    faces = [FaceCost("front", "{1}{B}"), FaceCost("back", None)]
    assert face_mana_values("modal_dfc", faces) == {"front": 2, "back": 0}


def test_a_melded_face_has_the_sum_of_its_fronts_mana_values():
    # 712.8g; Bruna {5}{W}{W} and Gisela {2}{W}{W} meld into Brisela.
    assert face_mana_values("meld", [FaceCost("melded", None)], ["{5}{W}{W}", "{2}{W}{W}"]) == {"melded": 11}


def test_the_dbe_deck_limit_counts_both_sides_of_a_card_number():
    limit = DECK_LIMITS["dbe"]
    assert limit.copies == 4
    assert limit.allows({"star": 2, "moon": 2})
    assert limit.allows({"moon": 3, "star": 1})
    assert not limit.allows({"moon": 3, "star": 2})
