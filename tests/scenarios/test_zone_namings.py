"""A move named in more of the ways judges name it: "enter the battlefield" with no preposition, a card
"of one face" named as the rules' cards that are not double-faced, and an instruction to put a card
("I'm told to put …") as the rule's own "instructed to put".

Expectations are quoted from the seeds: mtg 712.14a "If a player is instructed to put a card that isn't a
transforming double-faced card onto the battlefield transformed or converted, that card stays in its
current zone."; 712.14 "A double-faced card put onto the battlefield from a zone other than the stack
enters the battlefield with its front face up by default."
"""

from __future__ import annotations

import pytest

from rulings.scenarios.service import read_question


@pytest.mark.parametrize(
    "question",
    [
        "An effect puts a single-faced card from my hand onto the battlefield transformed. "
        "Does it enter the battlefield?",
        "I'm told to put a card that isn't a transforming double-faced card onto the battlefield "
        "transformed. Does it enter the battlefield anyway?",
        "An effect tells me to put a normal single-faced card onto the battlefield transformed. "
        "Does it still go onto the battlefield?",
        "An effect puts a one-faced card from my hand onto the battlefield transformed. "
        "Does it enter the battlefield?",
    ],
)
def test_a_card_that_is_not_double_faced_put_onto_the_battlefield_transformed_does_not_enter(
    seeded, roomy_budget, question
):
    out = read_question(question, "mtg")
    assert out["answer"] == "no"
    assert "712.14a" in {c["key"] for c in out["citations"]}


def test_a_single_faced_card_put_there_transformed_stays_in_the_zone_it_was_in(seeded, roomy_budget):
    question = (
        "An effect puts a single-faced card from my graveyard onto the battlefield transformed. "
        "Does it stay in my graveyard?"
    )
    out = read_question(question, "mtg")
    assert out["answer"] == "yes"
    assert "712.14a" in {c["key"] for c in out["citations"]}


def test_a_double_faced_card_put_onto_the_battlefield_from_a_graveyard_enters_front_face_up(
    seeded, roomy_budget
):
    question = (
        "Does a double-faced card put onto the battlefield from my graveyard enter the battlefield "
        "front face up?"
    )
    out = read_question(question, "mtg")
    assert out["answer"] == "yes"
    assert "712.14" in {c["key"] for c in out["citations"]}


@pytest.mark.parametrize(
    "question",
    [
        "A face-down transforming double-faced permanent can't transform, can it?",
        "A transforming permanent that is face down can transform, can't it?",
    ],
)
def test_whether_a_face_down_permanent_can_transform_put_as_a_statement_is_answered_no(
    seeded, roomy_budget, question
):
    # mtg 712.15a "While face down, a transforming double-faced permanent can't transform or convert."
    out = read_question(question, "mtg")
    assert out["answer"] == "no"
    assert "712.15a" in {c["key"] for c in out["citations"]}


@pytest.mark.parametrize(
    "question",
    [
        "Does my creature leave the battlefield when it transforms?",
        "Doesn't my werewolf enter the battlefield again when it transforms?",
        "Doesn't Treasure Cove count as entering the battlefield when Treasure Map transforms into it?",
    ],
)
def test_a_transforming_permanent_neither_enters_nor_leaves_the_battlefield(seeded, roomy_budget, question):
    # mtg playing-with-double-faced-cards "When a permanent transforms, all counters, Auras, and Equipment
    # stay on the card, and the card neither enters nor leaves the battlefield."
    out = read_question(question, "mtg")
    assert out["answer"] == "no"
    assert "playing-with-double-faced-cards" in {c["key"] for c in out["citations"]}


def test_leaving_the_battlefield_when_it_dies_is_not_read_as_a_transform(seeded, roomy_budget):
    out = read_question("Does a transformed permanent leave the battlefield when it dies?", "mtg")
    assert "playing-with-double-faced-cards" not in {c["key"] for c in out["citations"]}


def test_whether_a_melded_permanent_gets_turned_face_down_is_answered_no(seeded, roomy_budget):
    # mtg 712.16 "Melded permanents and other double-faced permanents can't be turned face down."
    question = "Ixidron tries to turn my melded permanent face down. Does it get turned face down?"
    out = read_question(question, "mtg")
    assert out["answer"] == "no"
    assert "712.16" in {c["key"] for c in out["citations"]}
