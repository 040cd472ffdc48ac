"""dcg: cards that leave an area together are placed at the same time, however the manner is named.

3-1-3-3: "When multiple cards leave an area at the same time and are then placed in a different area,
they are all considered to leave and be placed at the same time rather than 1 card at a time." 3-2-4,
3-3-4 and 3-7-5 say of the deck, the Digi-Egg deck and the security stack: "the procedure for moving
them is 1 card at a time, but they are considered to be placed at the same time."
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.ask import ask


def _keys(result: dict) -> set[str]:
    return {c["key"] for c in result["citations"]}


@pytest.mark.parametrize(
    "question, key",
    [
        (
            "Two cards go from my Digi-Egg deck to the trash together - do they count "
            "as placed simultaneously?",
            "3-3-4",
        ),
        (
            "Three security cards leave my security stack at once. Are they placed in "
            "the trash at the same time?",
            "3-7-5",
        ),
        (
            "I trash the top 3 cards of my deck with one effect. Do they all land in "
            "the trash together?",
            "3-2-4",
        ),
        (
            "When several cards leave the battle area together and go to the trash, are "
            "they all placed at once?",
            "3-1-3-3",
        ),
        ("Since I physically move them one at a time, the 3 cards from my deck don't count as placed at the "
         "same time, do they?", "3-2-4"),
    ],
)  # fmt: skip
def test_it_answers_yes_when_asked_whether_cards_moved_together_are_placed_at_the_same_time(question, key):
    result = ask(question, "dcg")
    assert result["answer"] == "yes", result["summary"]
    assert key in _keys(result)


@pytest.mark.parametrize(
    "question",
    [
        "Three of my security cards are trashed by one effect. Are they considered "
        "placed in the trash one at a "
        "time rather than all at once?",
        "Two of my Digimon go from the battle area to the trash at the same time. "
        "Do they land one after the other?",
        "I trash the top 3 cards of my deck at once. They count as hitting the "
        "trash one by one, not together?",
    ],
)
def test_it_answers_no_when_asked_whether_they_are_placed_one_at_a_time(question):
    result = ask(question, "dcg")
    assert result["answer"] == "no", result["summary"]
    assert "3-1-3-3" in _keys(result)


@pytest.mark.parametrize(
    "question",
    [
        # the procedure is 1 card at a time only out of the deck, Digi-Egg deck and security stack
        "When several cards move from my trash to my hand at once, is the procedure "
        "to move them 1 card at a time?",
        # the order they are placed in is 3-1-3-4's, not this rule's
        "My effect returns two of my opponent's Digimon to the bottom of the deck "
        "at the same time. Do I choose the "
        "order?",
        # an effect triggering is no card placed
        "Two Digimon are deleted at the same time. Do their On Deletion effects trigger at the same time?",
    ],
)
def test_it_leaves_other_questions_about_cards_moved_together_to_other_rules(question):
    result = ask(question, "dcg")
    assert "3-1-3-3" not in _keys(result)
