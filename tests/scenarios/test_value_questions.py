"""A question that asks for a quantity, a name, a place or a time gets no yes or no (value_question.py),
whichever reader would otherwise answer it; a Spanish "…, ¿o sí?" asks the plain question; "a
transformed DFC" names the card the event happened to.

mtg 712.18: "When a transforming double-faced permanent transforms or converts, it doesn't become a
new object." says nothing of how many loyalty counters the back face gets, so "how many" is unknown.
ddm 2.1.8: "Los grupos pueden ser requeridos en ciertas habilidades o efectos de Option Cards."
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.answer_polarity import as_answered
from rulings.scenarios.engine.value_question import asks_for_value
from rulings.scenarios.service import read_question


@pytest.mark.parametrize(
    "question",
    [
        "Exactly how many loyalty counters does the back face get when it transforms?",
        "When it flips, which face is up?",
        "In which zone does the card end up?",
        "So where does it go?",
        "When does the evo-bonus end?",
        "It gets how many counters?",
        "Does it keep its counters, and if so, how many?",
        "¿Y cuántos contadores tiene?",
        "¿A dónde va la carta?",
        "Si se voltea, ¿cuántos contadores conserva?",
        "¿Cuándo termina el efecto?",
    ],
)
def test_these_ask_for_a_value(question):
    assert asks_for_value(question)


@pytest.mark.parametrize(
    "question",
    [
        "When it flips, does it keep its counters?",
        "Does it matter how many counters it had?",
        "Can I choose which face is up?",
        "Does the Aura, which is attached, stay?",
        "What happens to the counters when it transforms: do they stay?",
        "What if it flips, does it stay?",
        "¿Cuando se voltea, se queda la carta?",
        "El Digimon pierde HP, como dice la regla, ¿verdad?",
    ],
)
def test_these_are_asked_yes_or_no(question):
    assert not asks_for_value(question)


@pytest.mark.parametrize(
    "question",
    [
        "Exactly how many loyalty counters does the back face get when it transforms?",
        "When it transforms, how many counters does it keep?",
        "And which counters stay when it transforms?",
    ],
)
def test_it_answers_unknown_when_the_question_asks_for_a_number_or_a_name(seeded, roomy_budget, question):
    assert read_question(question, "mtg")["answer"] == "unknown"


def test_a_spanish_negative_statement_with_o_si_asks_the_plain_question():
    plain, either = as_answered("Los grupos no pueden ser requeridos por habilidades, ¿o sí?")
    assert plain == "¿Los grupos pueden ser requeridos por habilidades?"
    assert not either


def test_a_no_of_a_condition_stays_when_o_si_is_taken_off():
    plain, _ = as_answered("Si no hay grupos, el Digimon no pierde HP, ¿o sí?")
    assert plain == "¿Si no hay grupos, el Digimon pierde HP?"


def test_groups_denied_with_o_si_are_answered_that_they_can_be_required(seeded, roomy_budget):
    # ddm 2.1.8 "Los grupos pueden ser requeridos en ciertas habilidades o efectos de Option Cards."
    out = read_question(
        "Los grupos de un Digimon no pueden ser requeridos por habilidades u Option Cards, ¿o sí?", "ddm"
    )
    assert out["answer"] == "yes"
    assert "2.1.8" in {c["key"] for c in out["citations"]}


def test_a_transformed_dfc_keeps_its_counters(seeded, roomy_budget):
    # mtg 712.18 "When a transforming double-faced permanent transforms …, it doesn't become a new object."
    out = read_question("does a transfromed dfc keep its counters?", "mtg")
    assert out["answer"] == "yes"
    assert "712.18" in {c["key"] for c in out["citations"]}


def test_a_card_that_cannot_enter_transformed_stays_in_exile(seeded, roomy_budget):
    # mtg 712.14a "If a player is instructed to put a card that isn't a transforming double-faced card
    # onto the battlefield transformed or converted, that card stays in its current zone." "Exile" after
    # "stay in" is the zone, no effect that exiles.
    out = read_question(
        "An ability tells me to put a card from exile onto the battlefield transformed, but the card isn't "
        "a transforming double-faced card. Does it stay in exile?",
        "mtg",
    )
    assert out["answer"] == "yes"
    assert "712.14a" in {c["key"] for c in out["citations"]}


# mtg 712.21 example: "Chittering Host, a melded permanent, dies. An ability that triggers “whenever a
# creature dies” triggers once. An ability that triggers “whenever a card is put into a graveyard from
# anywhere” triggers twice."
@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "Chittering Host dies. Does my 'whenever a creature dies' trigger go off twice since it's "
            "two cards?",
            "no",
        ),
        ("When a melded permanent dies, does a 'whenever a creature dies' trigger only go off once?", "yes"),
        (
            "Chittering Host goes to the graveyard while I control something that triggers whenever a "
            "card is put into a graveyard from anywhere. Two triggers?",
            "yes",
        ),
    ],
)
def test_a_melded_permanent_dying_triggers_once_per_permanent_and_twice_per_card(
    seeded, roomy_budget, question, said
):
    out = read_question(question, "mtg")
    assert out["answer"] == said
    assert {"712.21.ex1", "712.21"} <= {c["key"] for c in out["citations"]}


@pytest.mark.parametrize(
    "question",
    [
        "Chittering Host dies. Does a 'whenever a creature dies' ability trigger once or twice?",
        "Chittering Host dies. How many times does a 'whenever a creature dies' ability trigger?",
    ],
)
def test_it_answers_unknown_when_it_asks_how_often_without_a_yes_or_no(seeded, roomy_budget, question):
    assert read_question(question, "mtg")["answer"] == "unknown"


def test_a_that_opening_a_negative_statement_to_confirm_is_its_subject():
    assert as_answered("Chittering Host dies. That doesn't trigger twice, right?")[1]
    assert not as_answered("A card that doesn't stay is gone, right?")[1]


def test_it_answers_unknown_for_a_trigger_on_another_zone_than_the_examples_graveyard(seeded, roomy_budget):
    # 712.21's example speaks of a death: "… “whenever a card is put into a graveyard from anywhere”
    # triggers twice." Of a card put into exile it says nothing.
    question = (
        "Chittering Host is exiled. Does an ability that triggers 'whenever a card is put into exile' "
        "trigger twice?"
    )
    assert read_question(question, "mtg")["answer"] == "unknown"
