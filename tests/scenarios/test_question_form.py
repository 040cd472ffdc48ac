"""A yes or no answers only a text put as a question (question_form.is_question)."""

import pytest

from rulings.scenarios.engine.question_form import is_question


@pytest.mark.parametrize(
    "text",
    [
        "does the evo-bonus stay after a flip",
        "Can I reorder my trash",
        "If it flips, does its HP stay",
        "my card flips - does it keep its counters",
        "dose the evo bonus stay on",  # a one-letter slip in "does"
        "is it true that a flip is not a KO",
        "what happens to HP when it flips",
        "¿Se mantiene el evo-bonus",
        "puede un Digimon sin nivel evolucionar",
        "commander damage 21?",  # a question mark makes it one
        "does hp reset when my digimon flips",
        "after a flip can the card end up face down",
        "se puede voltear la carta",
    ],
)
def test_these_are_questions(text):
    assert is_question(text)


@pytest.mark.parametrize(
    "text",
    [
        "commander damage 21",
        "APNAP order",
        "trash public area",
        "evo-bonus flip",
        "when the card flips",
        "",
        # Look-ups that open with a word one letter from an auxiliary, or with a modal chained to
        # its verb: Magic's own phrases, not questions.
        "mill 3 cards",
        "kill spell",
        "dies trigger",
        "goes to graveyard",
        "fight damage",
        "will of the council",
        "must attack",
        "can't be blocked",
        "may abilities",
    ],
)
def test_these_are_words_to_look_up(text):
    assert not is_question(text)
