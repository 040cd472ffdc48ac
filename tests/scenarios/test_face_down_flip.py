"""Whether a flip turns a card face down (face_down_flip.py). dbe flip-card text, 15: "You do not flip
cards face-down unless the effect specifically states this. Unless an effect says “Flip facedown”, the
back face (hidden DBE logo face) of a card should never show after a flip." """

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.face_down_flip import answer

RULE = "You do not flip cards face-down unless the effect specifically states this."


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("When an effect says flip, do I turn the card face-down?", "no"),
        ("After a normal flip, is the DBE logo back face showing?", "no"),
        ("Can I flip a card face-down with a normal Flip effect?", "no"),
        ("The card only says 'flip', not 'flip facedown'. Do I turn it face down?", "no"),
        ("A normal flip effect resolves on my active. Does the card turn face-down?", "no"),
        ("If the effect says 'Flip facedown', do I turn it face down?", "yes"),
    ],
)
def test_a_flip_turns_no_card_face_down_unless_the_effect_says_so(question, said):
    out = ask(question, "dbe")
    assert out["answer"] == said
    assert out["citations"][0]["quote"] == RULE


@pytest.mark.parametrize(
    "question",
    [
        "Does a face-down card flip?",  # a card described as face down
        "Is a flip card in my hand face down?",  # a hidden zone: 7 decides it
        "If an effect says flip facedown, does the HP stay?",  # not whether it is face down
        "When it is flipped face-down by a 'Flip facedown' effect, does it keep its HP?",
        "Does flipping face down count as a KO?",
        "Why doesn't a flip turn the card face down?",  # not a yes-or-no question
    ],
)
def test_it_does_not_answer_what_the_rule_does_not_say(question):
    assert answer(question, "dbe") is None


def test_a_game_whose_text_says_nothing_of_it_is_not_answered():
    assert answer("When an effect says flip, do I turn the card face-down?", "space") is None


@pytest.mark.parametrize(
    "question",
    [
        "Can an effect flip a card face down?",
        "Is it ever possible for a flip to leave a card face down?",
        "Can a flip effect ever turn a card face down?",
    ],
)
def test_it_answers_nothing_when_asked_whether_some_flip_can_turn_a_card_face_down(question):
    # 15 "You do not flip cards face-down unless the effect specifically states this.": an effect that
    # says "Flip facedown" does, so "can an effect …?" is no plain "no" (was a confident no)
    assert answer(question, "dbe") is None


@pytest.mark.parametrize(
    "question",
    [
        "If the effect only says Flip and never says facedown, can the DBE logo back end up showing?",
        "If the effect does not mention facedown, can the DBE logo back show after the flip?",
    ],
)
def test_it_answers_no_when_the_condition_says_the_effect_never_says_facedown(question):
    # 15 "Unless an effect says “Flip facedown”, the back face (hidden DBE logo face) of a card should
    # never show after a flip." (the "never" of the condition was read as the question's: a yes)
    out = ask(question, "dbe")
    assert out["answer"] == "no"
    assert out["citations"][0]["quote"] == RULE


def test_it_answers_nothing_when_the_condition_denies_something_it_does_not_read():
    # a "not" in the condition that is not about what the effect says is not read here
    question = "If the card is not the active Digimon, does the DBE logo back show after a flip?"
    assert answer(question, "dbe") is None
