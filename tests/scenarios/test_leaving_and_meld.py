""" "Leave" said of what a card holds asks whether it goes (leaving.py); a typo in a word's ending is put
right (spelling.py); a melded permanent's two cards, by mtg 712.21a and 712.21c.

space 13.locations.1 "Any Characters or Ground Units that are deployed remain deployed there."
space 13.all-card-types.1 "Any attached Devices remain attached, and stay under the host's controller"
mtg 712.21a "If a melded permanent is put into its owner's graveyard or library, that player may arrange
the two cards in any order. If it's put into its owner's library, that player doesn't reveal the order."
mtg 712.21c "If that effect causes actions to be taken upon those cards, the same actions are taken upon
each of them."
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.spelling import spell
from rulings.scenarios.service import read_question


def _keys(out: dict) -> set[str]:
    return {c["key"] for c in out["citations"]}


@pytest.mark.parametrize(
    ("question", "key"),
    [
        ("When the Location flips, do deployed Characters have to leave the Location?", "13.locations.1"),
        (
            "Characters deployed at a Location that flips — do they have to leave the Location?",
            "13.locations.1",
        ),
        ("After the ship flips, does the attached Device leave the ship?", "13.all-card-types.1"),
        ("When the Location flips, don't deployed Characters leave the Location?", "13.locations.1"),
    ],
)
def test_leaving_said_of_what_stays_is_answered_no(seeded, roomy_budget, question, key):
    out = read_question(question, "space")
    assert out["answer"] == "no"
    assert key in _keys(out)


def test_leaving_said_of_the_card_itself_is_no_such_reading(seeded, roomy_budget):
    out = read_question("When my Character flips, does it leave the Location?", "space")
    assert out["answer"] == "unknown"


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("fliped", "flipped"), ("fliping", "flipping"), ("returnd", "returned"), ("transformd", "transformed")],
)
def test_a_slipped_ending_is_put_right(typed, meant):
    assert spell(typed, "space" if typed.startswith("fli") else "mtg") == meant


def test_a_form_of_a_word_is_still_no_typo():
    assert spell("exiled", "mtg") == "exiled"
    assert spell("flips", "space") == "flips"


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "Chittering Host goes from the battlefield to my graveyard. Can I put the two cards into the "
            "graveyard in whatever order I want?",
            "yes",
        ),
        (
            "An effect puts my melded permanent from the battlefield into my library. Do I have to reveal "
            "the order of the two cards?",
            "no",
        ),
        (
            "My melded permanent is put into my library. Do I get to order the two cards without showing my "
            "opponent the order?",
            "yes",
        ),
    ],
)
def test_the_owner_arranges_a_melded_permanents_cards_unrevealed_in_the_library(
    seeded, roomy_budget, question, said
):
    out = read_question(question, "mtg")
    assert out["answer"] == said
    assert "712.21a" in _keys(out)


def test_it_answers_unknown_when_it_asks_whether_the_opponent_orders_the_cards(seeded, roomy_budget):
    question = (
        "My melded permanent is put into my library. Does my opponent choose the order of the two cards?"
    )
    assert read_question(question, "mtg")["answer"] == "unknown"


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "Otherworldly Journey exiles Chittering Host. At the next end step, do both Midnight Scavengers "
            "and Graf Rats come back to the battlefield with a +1/+1 counter each?",
            "yes",
        ),
        (
            "Chittering Host dies and my Mimic Vat triggers. Can I exile just Graf Rats and leave Midnight "
            "Scavengers in the graveyard?",
            "no",
        ),
    ],
)
def test_an_effect_does_the_same_to_both_cards_of_a_melded_permanent(seeded, roomy_budget, question, said):
    out = read_question(question, "mtg")
    assert out["answer"] == said
    assert "712.21c" in _keys(out)


# mtg 712.21b "If a player exiles a melded permanent, that player determines the relative timestamp order
# of the two cards at that time." Example: "Duplicant's controller chooses whether the last creature card
# exiled is Midnight Scavengers or Graf Rats."
def test_the_player_exiling_a_melded_permanent_orders_its_two_cards(seeded, roomy_budget):
    out = read_question(
        "Duplicant's enters trigger exiles a melded Chittering Host. Does Duplicant's controller get to pick "
        "whether Graf Rats or Midnight Scavengers is the last creature card exiled?",
        "mtg",
    )
    assert out["answer"] == "yes"
    assert "712.21b" in _keys(out)


def test_it_answers_unknown_when_who_exiled_it_is_not_said(seeded, roomy_budget):
    out = read_question("A melded permanent is exiled. Do I pick the order of its two cards?", "mtg")
    assert out["answer"] == "unknown"
