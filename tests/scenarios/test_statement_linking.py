"""A sentence opening on "However," says its own statement plainly, of what the sentence before named.

mtg 712.8e "While a transforming double-faced permanent has its back face up, it has only the
characteristics of its back face. However, its mana value is calculated using the mana cost of its front
face."
"""

from __future__ import annotations

from rulings.scenarios.service import read_question


def test_a_transformed_permanents_mana_value_is_calculated_from_its_front_face(seeded, roomy_budget):
    question = (
        "While a transformed permanent has its back face up, is its mana value calculated from the front "
        "face's mana cost?"
    )
    out = read_question(question, "mtg")
    assert out["answer"] == "yes"
    assert "712.8e" in {c["key"] for c in out["citations"]}


def test_it_is_not_said_to_be_calculated_from_the_back_face(seeded, roomy_budget):
    question = "Is a transformed permanent's mana value calculated using its back face's mana cost?"
    assert read_question(question, "mtg")["answer"] != "yes"


def test_a_land_drop_is_read_as_the_rules_land_play(seeded, roomy_budget):
    # mtg card-rulings.7 "Transforming a permanent into a land isn't the same as playing a land. Treasure Cove
    # doesn't enter the battlefield, and it doesn't count as your land play for the turn."
    out = read_question("Does transforming into a land count as my land drop?", "mtg")
    assert out["answer"] == "no"
    assert "card-rulings.7" in {c["key"] for c in out["citations"]}
