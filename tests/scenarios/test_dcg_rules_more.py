"""dcg: more sentences of chapter 3 that answer a question on their own (dcg_rules_more.py); each expected
answer quotes the seed."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.ask import ask


def _answer(question: str) -> tuple[str, set[str]]:
    result = ask(question, "dcg")
    return result["answer"], {c["key"] for c in result["citations"]}


# 3-7-2 "Cards in this area are placed face-down"; 3-6-3 "Cards are placed face-up in a stack in this area.";
# 3-3-2 "Cards are placed face- down in this area."
@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Are security cards face down?", ("yes", {"3-7-2"})),
        ("Is a card in the trash face down?", ("no", {"3-6-3"})),
        ("Are my Digi-Egg deck cards face up?", ("no", {"3-3-2"})),
    ],
)
def test_it_answers_which_way_up_the_one_area_named_places_its_cards(question, expected):
    said, keys = _answer(question)
    assert said == expected[0] and expected[1] <= keys


# 3-7-4 "If a face-up card is placed in a security stack, the card becomes public information."
@pytest.mark.parametrize(
    "question",
    [
        "A card is put into the security stack face-up. Is it still hidden information?",
        "If a card is put into my security stack face up, can my opponent see it?",
    ],
)
def test_it_does_not_read_a_card_the_scene_puts_face_up_as_the_area_s_own_way_up(question):
    said, keys = _answer(question)
    assert "3-7-2" not in keys or said == "unknown"


# 3-1-3-4 "the player who owns the card that caused the action to be performed chooses the order"
@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "My opponent's [When Digivolving] sends two of my highest-level Digimon to the bottom of my "
            "deck. "
            "Do I get to pick the order they go in?",
            "no",
        ),
        (
            "I used my effect to return 3 of my opponent's Digimon to the bottom of their deck. Do I "
            "choose the "
            "order?",
            "yes",
        ),
    ],
)
def test_it_answers_whether_the_player_asked_of_owns_the_effect_that_moved_the_cards(question, said):
    assert _answer(question) == (said, {"3-1-3-4"})


# 3-1-3-9-2 "If placing in private areas other than the deck or Digi-Egg deck, cards are placed at the
# bottom of
# the Digi-Egg deck."
def test_it_answers_yes_when_a_digi_egg_card_put_in_security_is_asked_to_go_to_the_digi_egg_deck():
    question = (
        "My Digi-Egg card gets moved from the field into my security stack. Does it go to the bottom of my "
        "Digi-Egg deck instead?"
    )
    assert _answer(question) == ("yes", {"3-1-3-9-2"})


# 3-1-3-1-3 "Even if the stacking order of stacked cards changes, they aren't considered new cards."
def test_it_answers_no_when_stacked_cards_changing_order_are_asked_to_become_new_cards():
    question = "An effect rearranges the digivolution cards under my Digimon. Is it now a new card?"
    assert _answer(question) == ("no", {"3-1-3-1-3"})


# 3-1-3-6 "When multiple cards are moved from a public area then placed into a private area at the same time,
# they are placed after the order is made public."
def test_it_answers_yes_when_cards_moved_together_from_a_public_to_a_private_area_have_their_order_shown():
    question = "Two cards go from my trash to my security stack at the same time. Is their order revealed?"
    assert _answer(question) == ("yes", {"3-1-3-6"})


def test_it_leaves_cards_moved_from_a_private_area_to_this_sentence_s_silence():
    question = "Two cards go from my deck to my trash at the same time. Is their order revealed?"
    assert "3-1-3-6" not in _answer(question)[1]
