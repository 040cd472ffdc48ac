"""dcg: what chapter 3 says of one area at a time, however a judge names it.

3-4-5-2 "Only 1 card can be placed in the breeding area." 3-4-6-2 "Any number of cards can be placed in
the battle area." 3-1-3-2 "The number of cards in each area is public information." 3-5-2 / 3-6-2
"Players can change the order of cards in their respective hand / trash at any time." 3-2-3 / 3-7-3
"Players can't change the order of cards in their decks / security stacks."
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.ask import ask


def _answer(question: str) -> tuple[str, set[str]]:
    result = ask(question, "dcg")
    return result["answer"], {c["key"] for c in result["citations"]}


@pytest.mark.parametrize(
    "question, answer, key",
    [
        ("My egg hatched. Can I hatch another one so two sit in the breeding area?", "no", "3-4-5-2"),
        ("can i put more then one card in my breding area?", "no", "3-4-5-2"),
        ("Is there a limit to the Digimon I can keep in my battle area?", "no", "3-4-6-2"),
        ("I have nine Digimon in the battle area. Can I play a tenth?", "yes", "3-4-6-2"),
        ("Do I have to tell my opponent how many cards are in my hand?", "yes", "3-1-3-2"),
        ("Is the number of cards in my security stack hidden?", "no", "3-1-3-2"),
        ("Can I sort my hand whenever I like?", "yes", "3-5-2"),
        ("Can I rearrange the cards in my trash?", "yes", "3-6-2"),
        ("Can I change the order of my security stack?", "no", "3-7-3"),
        ("Can I reorder my deck before I draw?", "no", "3-2-3"),
    ],
)
def test_it_answers_from_the_areas_own_rule(question, answer, key):
    assert _answer(question) == (answer, {key})


@pytest.mark.parametrize(
    "question",
    [
        "Can I rearrange my opponent's trash?",  # "their respective trash": a player's own
        "An effect lets me rearrange the top 3 cards of my deck. Can I?",  # the effect's, not 3-2-3's
        "Can my opponent look at how many cards and which cards are in my hand?",  # which cards: private
        "Can a Digimon in the breeding area digivolve into a second card?",  # a stack, not a second card
    ],
)
def test_it_leaves_what_the_rule_does_not_say_to_other_readers(question):
    said, keys = _answer(question)
    assert said == "unknown" or keys.isdisjoint({"3-4-5-2", "3-6-2", "3-2-3", "3-1-3-2"})


@pytest.mark.parametrize(
    "question, key",
    [
        # 3-4-5-6 "(Example: Even if your Digimon in the breeding area digivolves during your turn, a "[Your
        # Turn] When your Digimon digivolves, by suspending this Tamer, <Draw 1>" effect doesn't trigger.)"
        ("My Tamer reads '[Your Turn] When your Digimon digivolves, by suspending this Tamer, <Draw 1>'. "
         "I digivolve the one in my breeding area. Does the Tamer let me draw?", "3-4-5-6"),
        # 3-4-5-7 "… a "[Start of Your Main Phase] If your opponent has a Digimon, gain 1 memory" effect
        # doesn't trigger."
        ("Their only Digimon sits in the breeding area at the start of my main phase. Do I gain 1 memory "
         "from 'If your opponent has a Digimon, gain 1 memory'?", "3-4-5-7"),
        # 3-4-5-8 "… you can't ignore the color requirements …"
        ("With my [Armor Form] Digimon in the breeding area, may I ignore the color requirements of the "
         "card in my hand?", "3-4-5-8"),
    ],
)  # fmt: skip
def test_it_answers_the_breeding_areas_own_examples_no(question, key):
    assert _answer(question) == ("no", {key})


def test_a_card_that_names_the_breeding_area_is_no_example_of_the_rule():
    said, keys = _answer(
        "My Armor Form Digimon is in the breeding area and my card explicitly references the breeding area. "
        "Can I ignore the color requirements?"
    )
    assert said != "no"
