"""Whether a card lacking a mark can still flip (still_flips.py). dbe flip-card text, 8: "Cards without
this icon can still be flipped." (of the Initialize icon)."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.sentence_rule import reader_of

answer = reader_of("still_flips")

RULE = "Cards without this icon can still be flipped."


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Can a card without the Initialize icon still be flipped?", "yes"),
        ("My card has no Initialize icon. Can it still be flipped?", "yes"),
        ("Does having no Initialize icon mean the card can't flip?", "no"),
        ("If a card doesn't have the Initialize icon, does that mean it can't be flipped?", "no"),
    ],
)
def test_a_card_without_the_initialize_icon_can_still_be_flipped(question, said):
    out = ask(question, "dbe")
    assert out["answer"] == said
    assert out["citations"][0]["quote"] == RULE


@pytest.mark.parametrize(
    "question",
    [
        "Can a card without the Initialize icon flip in my hand?",  # 13: only a card in play flips
        "Before the game, can a card without the Initialize icon be flipped?",  # 9: after the game starts
        "Can a card with no Initialize icon and no side icon be flipped?",  # 11: no side icon, no flip
        "Can a card without the Initialize icon be flipped to the side it already shows?",  # 14: if able
        "Do flip cards without an Initialize icon start the game in the main deck?",  # no flip asked
        "Why can a card without the Initialize icon be flipped?",  # not a yes-or-no question
    ],
)
def test_it_does_not_answer_what_other_rules_decide(question):
    assert answer(question, "dbe") is None


def test_a_game_whose_text_says_nothing_of_it_is_not_answered():
    assert answer("Can a card without the Initialize icon be flipped?", "space") is None


@pytest.mark.parametrize(
    "question",
    [
        # 16.10 "If a card flips multiple times during a turn, be sure to update it multiple times."
        "Can a card without the Initialize icon only flip once per turn?",
        # 15 "You do not flip cards face-down unless the effect specifically states this."
        "Can a card with no Initialize icon be flipped face down?",
        # 9 "The sides can only flip after the game starts when an effect instructs you to."
        "Can I flip a card without the Initialize icon freely whenever I like?",
    ],
)
def test_it_answers_nothing_when_the_question_says_more_than_whether_the_card_can_flip(question):
    # 8 says only "Cards without this icon can still be flipped." (was a confident yes to each)
    assert answer(question, "dbe") is None
