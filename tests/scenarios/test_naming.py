"""Naming a side of a card for a card effect (naming.py). dbe flip-card text, 16.3: "When naming a card
due to a card effect (e.g Fated Spirit), simply name any valid side of the flip card." """

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.sentence_rule import reader_of
from rulings.scenarios.service import read_question

answer = reader_of("naming")


@pytest.mark.parametrize(
    "question",
    [
        "When Fated Spirit asks me to name a card, can I name the Moon side of Dianamon?",
        "When Fated Spirit makes me name a card, can I call out either side of a flip card?",
        "I want to name Antiramon [Moon] though my copies started on Star. Is naming the Moon side fine?",
    ],
)
def test_any_side_of_the_card_may_be_named(question):
    out = ask(question, "dbe")
    assert out["answer"] == "yes"
    assert "simply name any valid side of the flip card" in out["citations"][0]["quote"]


@pytest.mark.parametrize(
    "question",
    [
        "Is 'New Moon' the actual card name of Dianamon's other side?",  # a card's name, not naming one
        "Do I have to name the Star side?",  # an obligation, which the rule does not set
        "Can't I name the Moon side?",  # a "not" is not read here
    ],
)
def test_it_does_not_answer_what_it_cannot_read(question):
    assert answer(question, "dbe") is None


@pytest.mark.parametrize(
    "question",
    [
        # 16.3 says a side may be named, not what naming it does to the other side or to play
        "If I name the Moon side of Antiramon for Fated Spirit, does a Star side Antiramon count as named?",
        "When I name the Star side, can my opponent's Antiramon [Moon] still attack?",
        "An effect flipped my active. Does it still flip again if I name the Moon side?",
    ],
)
def test_it_answers_nothing_when_the_naming_is_only_the_condition_of_what_is_asked(question):
    assert answer(question, "dbe") is None


def test_mtg_a_face_of_a_double_faced_card_may_be_named(seeded, roomy_budget):
    # mtg 712.19 "If an effect instructs a player to choose a card name, the player may choose the name of
    # either face of a transforming or modal double-faced card but not both."
    question = "An effect makes me name a card. Can I name the back face of a transforming DFC?"
    out = read_question(question, "mtg")
    assert out["answer"] == "yes"
    assert "712.19" in {c["key"] for c in out["citations"]}


def test_mtg_naming_both_faces_is_not_answered_yes(seeded, roomy_budget):
    question = "Can I name both faces of a modal double-faced card when choosing a card name?"
    assert read_question(question, "mtg")["answer"] != "yes"
