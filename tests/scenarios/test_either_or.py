"""A question asking which of two things happens gets the alternative the rules choose, never a yes or no.

Expectations are quoted from the seeds: mtg 712.18 "When a transforming double-faced permanent transforms
or converts, it doesn't become a new object. Any effects that applied to that permanent will continue to
apply to it." (its counters stay); dbe intro-to-flip-cards.16.7 "For example, do not change the HP, any
activated permanent evo-bonuses, or the status of a used "Activate" effect."; mtg 712.8e "If a permanent
is copying the back face of a transforming double-faced permanent (…), the mana value of that permanent
is 0."
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.either_or import alternatives, named_choice
from rulings.scenarios.service import read_question


def _keys(out: dict) -> set[str]:
    return {c["key"] for c in out["citations"]}


def test_it_names_the_kept_counters_as_the_rules_choice_and_gives_no_yes_or_no(seeded, roomy_budget):
    out = read_question(
        "When a transforming permanent transforms, do its counters reset or keep the old ones?", "mtg"
    )
    assert out["answer"] == "unknown"
    assert "the rules choose the second: keep the old ones" in out["summary"]
    assert "712.18" in _keys(out)


def test_it_names_the_kept_hp_as_the_rules_choice_for_a_flip(seeded, roomy_budget):
    out = read_question("When my active flips, does its HP reset or keep the damage?", "dbe")
    assert out["answer"] == "unknown"
    assert "the rules choose the second: keep the damage" in out["summary"]
    assert "intro-to-flip-cards.16.7" in _keys(out)


def test_it_names_the_first_alternative_when_the_rules_choose_it(seeded, roomy_budget):
    out = read_question("When my Digimon flips, does the evo-bonus stay or get removed?", "dbe")
    assert out["answer"] == "unknown"
    assert "the rules choose the first" in out["summary"] and "stay" in out["summary"]


@pytest.mark.parametrize(
    "question, game, pair",
    [
        (
            "When a double-faced card dies, does it go to the graveyard or to exile?",
            "mtg",
            ("graveyard", "exile"),
        ),
        ("Does it go to the trash or to the security stack?", "dcg", ("trash", "security stack")),
        (
            "Do Auras on it fall off or stay attached when it transforms?",
            "mtg",
            ("fall off", "stay attached"),
        ),
        ("¿El bonus se mantiene o se pierde?", "ddm", ("mantiene", "se pierde")),
        ("After it transforms, is it the same object or a new one?", "mtg", ("same object", "a new one")),
        ("Does it go in face up or face down?", "dcg", ("face up", "face down")),
    ],
)
def test_it_reads_two_outcomes_or_two_zones_joined_by_or_as_alternatives(question, game, pair):
    found = alternatives(question, game)
    assert found is not None
    assert pair[0] in found[0] and found[1].endswith(pair[1])


@pytest.mark.parametrize(
    "question, game",
    [
        ("Liberation counters on a Location don't survive a flip, or do they?", "space"),  # a tag
        ("Does the evo-bonus stay after a flip, or not?", "dbe"),
        ("Does the controller choose whether it stays or goes?", "mtg"),  # a choice asked about
        ("Is it still showing its Star or Moon side?", "dbe"),  # either of two names of one thing
        ("Can I run double-faced cards in my deck without opaque sleeves or checklist cards?", "mtg"),
        ("Is flip a process the player performs, like Trash or Draw?", "dbe"),
        ("Does it stay or remain?", "mtg"),  # two words for one outcome
    ],
)
def test_it_reads_no_alternatives_in_a_tag_a_list_or_a_choice_asked_about(question, game):
    assert alternatives(question, game) is None


def test_the_same_object_or_a_new_one_gets_no_yes_but_the_rule(seeded, roomy_budget):
    out = read_question("After it transforms, is it the same object or a new one?", "mtg")
    assert out["answer"] == "unknown"
    assert "712.18" in _keys(out) and "the rules choose the first" in out["summary"]


def test_a_no_to_the_first_of_two_zones_says_nothing_of_the_second():
    out = named_choice(
        {"answer": "no", "summary": "No. It goes to exile.", "citations": [1]},
        "Does it go to the graveyard or to exile?",
        "mtg",
    )
    assert out["answer"] == "unknown" and out["citations"] == [1]
    assert "of the second, nothing read" in out["summary"]


def test_a_copy_of_the_back_face_is_not_said_to_have_the_front_faces_mana_value(seeded, roomy_budget):
    question = "If I copy the back face of a transforming permanent, is the copy's mana value the front's?"
    assert read_question(question, "mtg")["answer"] != "yes"


def test_a_copy_of_the_back_face_is_said_to_have_mana_value_0(seeded, roomy_budget):
    out = read_question(
        "If I copy the back face of a transforming permanent, is the copy's mana value 0?", "mtg"
    )
    assert out["answer"] == "yes"
    assert "712.8e" in _keys(out)


def test_it_gives_no_yes_or_no_when_two_kinds_of_one_noun_are_the_alternatives(seeded, roomy_budget):
    # mtg 712.8a "While a double-faced card is outside the game or in a zone other than the battlefield
    # or stack, it has only the characteristics of its front face.": the first alternative is what the
    # rule says, so a "no" read off "both faces" would be wrong
    out = read_question(
        "When a double-faced card is in the graveyard, does it have the characteristics of its front face or "
        "both faces?",
        "mtg",
    )
    assert out["answer"] == "unknown", out["summary"]


@pytest.mark.parametrize(
    "question",
    ["Can an Option card or an ability change a card's name?", "Can I trash a Digimon card or Tamer?"],
)
def test_it_reads_no_alternatives_in_a_list_of_different_things(question):
    assert alternatives(question, None) is None


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # space 13.all-card-types.2 "the Storyline flips with them if the flip is a Fall" (was a confident
        # no: "stay" read as what is asked)
        ("Does the Storyline flip or stay when a Bound Character falls?", "space"),
        # dbe 16.5 "the evo-bonus will remain active" (was a confident yes to the choice itself)
        ("Does the evo-bonus stay or go when the active flips?", "dbe"),
    ],
)
def test_two_bare_verbs_under_one_auxiliary_are_two_alternatives(question, game, seeded, roomy_budget):
    assert alternatives(question, game) is not None
    out = read_question(question, game)
    assert out["answer"] == "unknown"
    assert "which of two things happens" in out["summary"]


def test_one_verb_with_a_tag_is_no_choice():
    assert alternatives("Does the HP stay when it flips or not?", "dbe") is None


def test_a_cleft_question_naming_two_players_is_a_choice(seeded, roomy_budget):
    # space 13.spacecraft.1 "the controller chooses which cards stay" (was a confident yes to "Is it the
    # controller or the owner who …?")
    question = "Is it the controller or the owner who picks which units stay?"
    assert alternatives(question, "space") is not None
    assert read_question(question, "space")["answer"] == "unknown"
    assert read_question("Is it the controller who chooses which cards stay?", "space")["answer"] == "yes"
