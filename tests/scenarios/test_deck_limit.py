"""The copies of one card a deck may hold, counted over its sides (deck_limit.py). dbe flip-card
text, 9: "And among those, you may only have a total of 4 cards. You could have up to a total of 2 of
the [Star] and 2 of the [Moon]; or up to 3 of the [Moon] and 1 of the [Star]; or any combination up to
the normal card limit." """

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.deck_limit import answer

LIMIT = "And among those, you may only have a total of 4 cards."


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Can I have 2 Star and 2 Moon Antiramon in my deck?", "yes"),
        ("Can I have 3 of the [Moon] and 1 of the [Star] Antiramon in my deck?", "yes"),
        ("Deck check: a player runs 3 Antiramon [Moon] and 2 Antiramon [Star]. Is that legal?", "no"),
        ("Can I have 4 copies of Antiramon Star and 4 of Antiramon Moon in my deck?", "no"),
        ("Can I run 4 Antirmon [Moon] plus 1 Antiramon [Star] in one deck?", "no"),
    ],
)
def test_the_copies_of_one_card_are_added_over_its_sides(question, said):
    out = ask(question, "dbe")
    assert out["answer"] == said
    assert out["citations"][0]["quote"] == LIMIT


@pytest.mark.parametrize(
    "question",
    [
        "Can I run 4 Antiramon and 2 Dianamon in my deck?",  # two cards: each has its own limit
        "Can't I run 3 Antiramon [Moon] and 2 Antiramon [Star] in my deck?",  # a "not" is not read here
        "Can my Antiramon flip in the deck?",  # no copies counted
        "Can I run 3 Antiramon [Moon] and 2 Antiramon [Star]?",  # no deck named
    ],
)
def test_it_does_not_count_what_it_cannot_read(question):
    assert answer(question, "dbe") is None


def test_a_game_without_a_card_limit_in_its_text_is_not_counted():
    assert answer("Can I run 5 Spacecraft [Prime] in my deck?", "space") is None


@pytest.mark.parametrize(
    "question",
    [
        # "you may only have a total of 4 cards": a count compared with it is not a count of the deck
        "Can I have more than 4 Antiramon [Moon] in my deck?",
        "Can I have at least 5 Dianamon [Star] in my deck?",
        # the text limits what a deck holds, not what is played or searched out of it
        "Can I play 2 Antiramon [Moon] from my deck in one turn?",
        "Can I search my deck for 1 Antiramon [Star] if I already have 4 in my hand?",
        # "If this card starts in play, such as in the Destiny Zone": whether it counts is not said
        "Can I put 3 Dianamon [Moon] in my deck and start 1 in the Destiny Zone?",
    ],
)
def test_it_answers_nothing_when_the_copies_counted_are_not_the_decks_contents(question):
    assert answer(question, "dbe") is None


def test_it_answers_nothing_when_a_number_counts_something_it_does_not_read():
    # "you may only have a total of 4 cards" is said of the deck; "3 in my sideboard" is not counted
    assert answer("Can I run 3 Antiramon [Moon] in my deck and 3 in my sideboard?", "dbe") is None
