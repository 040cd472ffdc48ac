"""Judges' everyday words read as the rules' words by the statement reader: "mentions" for
"reference", "opp" and "gy" for opponent and graveyard, a confirming "…, right?" that names nothing,
"counts how many cards" for "the number of cards", and "a particular type" for a type.

Every sentence is quoted from the seeds (shared/seeds); the expected answers are read off them by
hand. Where the text does not settle the question, the reader gives None (unknown).
"""

from __future__ import annotations

from rulings.scenarios.engine.statement_words import canonical
from rulings.scenarios.engine.statements import answer
from tests.scenarios.helpers import read_text

# dcg 3-4-5-5 (seed 002), quoted.
DCG_3_4_5_5 = (
    "Cards in breeding areas can't be chosen for effects, except for effects that explicitly specify or "
    "reference breeding areas."
)
# mtg 712.16 and 712.21e (seed 003), quoted.
MTG_712_16 = (
    "Melded permanents and other double-faced permanents can’t be turned face down. If a spell or ability "
    "tries to turn a double-faced permanent face down, nothing happens."
)
MTG_712_21E = (
    "If an effect needs to know the number of objects that changed zones, a melded permanent among those "
    "objects counts as one object that moved. If the effect needs to know the number of cards that changed "
    "zones, that melded permanent counts as two cards that moved."
)


def test_an_effect_that_mentions_an_area_is_one_that_references_it():
    text = read_text("dcg", [("3-4-5-5", DCG_3_4_5_5, ("Breeding Area",))])
    found = answer("Can an effect that explicitly mentions the breeding area choose a card there?", text)
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("yes", "3-4-5-5")


def test_judges_shorthand_for_opponent_and_graveyard_is_read_as_the_rules_words():
    assert canonical("opp", False) == canonical("opponent", False)
    assert canonical("gy", False) == canonical("graveyard", False)


def test_a_confirming_right_names_nothing_the_rule_must_say():
    text = read_text("mtg", [("712.16", MTG_712_16, ())])
    found = answer("Melded permanents can be turned face down, right?", text)
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("no", "712.16")


def test_counting_how_many_cards_is_the_rules_number_of_cards():
    text = read_text("mtg", [("712.21e", MTG_712_21E, ())])
    found = answer(
        "If an effect counts how many cards changed zones, does a melded permanent count as two?", text
    )
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("yes", "712.21e")


def test_it_answers_unknown_when_the_count_asked_is_not_the_one_the_rule_gives_for_cards():
    text = read_text("mtg", [("712.21e", MTG_712_21E, ())])
    found = answer(
        "If an effect counts how many cards changed zones, does a melded permanent count as three?", text
    )
    assert found is None or found["answer"] == "no"


# dcg 3-4-5-5's example (seed 002), quoted.
DCG_3_4_5_5_EXAMPLE = (
    "(Example: A Digimon in your opponent's breeding area can't be chosen for \"[On Play] Suspend 1 of your "
    "opponent's Digimon.\""
)


def test_an_only_told_in_the_scene_limits_nothing_of_what_is_asked():
    text = read_text("dcg", [("3-4-5-5", DCG_3_4_5_5 + " " + DCG_3_4_5_5_EXAMPLE, ("Breeding Area",))])
    found = answer(
        "My opponent only has a Digimon in their breeding area. Can my '[On Play] Suspend 1 of your "
        "opponent's Digimon' choose it?",
        text,
    )
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("no", "3-4-5-5")


def test_it_answers_unknown_when_only_is_asked_and_the_rule_does_not_limit_it():
    text = read_text("dcg", [("3-4-5-5", DCG_3_4_5_5, ("Breeding Area",))])
    assert answer("Can only cards in breeding areas be chosen for effects?", text) is None
