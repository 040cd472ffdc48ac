"""Red team r9 (issue #15), all games: families once answered confidently wrong, now answered from
the seed or left unknown.

- a kind of card the space rules name without giving it flip rules of its own (a Device, a Ground Unit)
  named as the card that flips: the counters rules said of Characters, Spacecraft and Locations (13
  "All other counters remain except Liberation counters.") were given for it, one per kind.
- a state the rule's case needs, negated by a prefix ("an unbound Character", "a non-Bound Character"):
  13.all-card-types.2 "A Bound Character who flips stays Bound; the Storyline flips with them if the flip
  is a Fall" answered yes for a Character that is not Bound, as "a Character that is not Bound" is not.
- a choice between two things that the reader did not see as one: a second side set against the first
  ("is that a KO or just a flip?") and two participles ("are the units destroyed or displaced?"); dbe 16.8
  and space 13.spacecraft.1 were given as a plain no, which reads as a no to the choice;
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.either_or import alternatives
from rulings.scenarios.service import read_question


def _keys(out: dict) -> set[str]:
    return {c["key"] for c in out["citations"]}


@pytest.mark.parametrize(
    "question",
    [
        "A Device is flipped on its own. Does it keep its counters?",
        "My Ground Unit flips. Are its Liberation counters removed?",
    ],
)
def test_it_answers_unknown_when_a_kind_without_flip_rules_is_the_card_that_flips(seeded, question):
    # space 13 gives counters rules "For Characters", "For Spacecraft" and "For Locations" only;
    # 13.all-card-types.1 speaks of Devices attached to the card that flips, not of a Device flipping.
    assert read_question(question, "space")["answer"] == "unknown"


def test_a_device_attached_to_the_character_that_flips_still_reads_as_the_character(seeded):
    # 13.characters.2 "All other counters remain except Liberation counters."
    out = read_question("My Character with an attached Device flips. Does it keep its counters?", "space")
    assert out["answer"] == "yes"
    assert "13.characters.2" in _keys(out)


@pytest.mark.parametrize(
    "question",
    [
        "Does an unbound Character's Storyline flip when that Character falls?",
        "Does a non-Bound Character's Storyline flip when it falls?",
    ],
)
def test_it_answers_unknown_when_a_prefix_negates_the_state_the_rule_speaks_of(seeded, question):
    # 13.all-card-types.2 speaks of "A Bound Character who flips"
    assert read_question(question, "space")["answer"] == "unknown"


def test_the_storyline_of_a_bound_character_still_flips_on_a_fall(seeded):
    # 13.all-card-types.2 "the Storyline flips with them if the flip is a Fall"
    out = read_question("My Bound Character flips and the flip is a Fall. Does the Storyline flip?", "space")
    assert out["answer"] == "yes"
    assert "13.all-card-types.2" in _keys(out)


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # dbe 16.8 "Flipping an active Digimon … doesn’t count as a KO"
        ("When my active flips, is that a KO or just a flip?", "dbe"),
        # space 13.spacecraft.1 "Any the new face cannot hold … are displaced (§14.12)"
        ("When a Spacecraft flips, are the Ground Units that don't fit destroyed or displaced?", "space"),
    ],
)
def test_it_answers_unknown_when_the_question_asks_which_of_two_things_happens(seeded, question, game):
    assert alternatives(question, game) is not None
    assert read_question(question, game)["answer"] == "unknown"


def test_an_or_inside_the_condition_is_no_choice():
    assert alternatives("Does a Character flip when destroyed or exiled?", "space") is None


def test_the_plain_question_on_one_side_is_still_answered(seeded):
    # dbe 16.8 "… doesn’t count as a KO"
    out = read_question("Is flipping my active a KO?", "dbe")
    assert out["answer"] == "no"
    assert "intro-to-flip-cards.16.8" in _keys(out)
