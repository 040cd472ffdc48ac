"""What the side not showing counts for (unshown_side.py). dbe flip-card text, 16.4: "If a flip card is
the active Digimon, the other side is not considered “in play” for any of its unactivated effects,
power, attack abilities." """

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.sentence_rule import reader_of

answer = reader_of("unshown_side")

RULE = "the other side is not considered “in play”"


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Can my active use an attack ability printed on its other side?", "no"),
        (
            "Can I use an attack ability printed on the side of my active flip card that isn't showing?",
            "no",
        ),
        ("Is the side that is not showing in play for its passive effects?", "no"),
        (
            "Is it true that the side not showing isn't in play for its attacks while the card is active?",
            "yes",
        ),
    ],
)
def test_the_side_not_showing_is_not_in_play(question, said):
    out = ask(question, "dbe")
    assert out["answer"] == said
    assert RULE in out["citations"][0]["quote"]


@pytest.mark.parametrize(
    "question",
    [
        "Can my active use its other side's attack after it flips?",  # after a flip it is the one showing
        "Does the other side have a different name?",  # not what it counts for
        "Which effects of the other side are in play?",  # not a yes-or-no question
    ],
)
def test_it_does_not_answer_what_the_rule_does_not_say(question):
    assert answer(question, "dbe") is None


def test_a_game_whose_text_says_nothing_of_it_is_not_answered():
    assert answer("Is the other face of my Spacecraft in play?", "space") is None


@pytest.mark.parametrize(
    "question",
    [
        # 16.4 speaks of "a flip card [that] is the active Digimon", not of one in another zone
        "If a flip card is in my Destiny Zone, is its other side in play?",
        "Can I use the Activate effect from the other side of a card in my hand?",
        "Does the passive effect on the hidden side of an attached card apply?",
    ],
)
def test_it_answers_nothing_for_a_card_in_a_zone_the_rule_does_not_name(question):
    assert answer(question, "dbe") is None


@pytest.mark.parametrize(
    "question",
    [
        "Does the power on the other side of my active Digimon count while that side isn't showing?",
        "Does the power on the other side of my active count while it's not face up?",
    ],
)
def test_it_answers_no_when_the_question_names_the_unshown_side_twice(question):
    # 16.4 "the other side is not considered “in play” for any of its unactivated effects, power,
    # attack abilities": the "not" of "while that side isn't showing" is the side's own, not the question's
    out = ask(question, "dbe")
    assert out["answer"] == "no"
    assert RULE in out["citations"][0]["quote"]


def test_it_answers_no_when_the_side_is_named_with_thats_not():
    # 16.4 "the other side is not considered “in play” for any of its unactivated effects, power, attack
    # abilities": "the side that's not face up" is the unshown side, its "not" its own (was a confident yes)
    out = ask("Does the power of the side that's not face up count while that side isn't showing?", "dbe")
    assert out["answer"] == "no"
    assert RULE in out["citations"][0]["quote"]
