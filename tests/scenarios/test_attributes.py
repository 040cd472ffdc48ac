"""Whose attribute a ddm question names. ddm 2.1.7: "En el caso de un Digimon con atributo Variable,
ganara cualquier atributo que tenga su oponente" — only a Variable Digimon takes another attribute,
and the one it takes is its opponent's."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.attributes import attribute_roles, opponent_attribute


def test_it_tells_the_opponents_attribute_from_the_one_asked_about_and_the_askers_own():
    assert attribute_roles("si el oponente es virus, ¿mi digimon variable pasa a ser virus?") == [
        ("virus", "opponent"),
        ("virus", "becomes"),
    ]
    assert attribute_roles("¿un digimon datos se vuelve variable?") == [("data", "own")]
    assert opponent_attribute("¿mi digimon variable se vuelve virus si el oponente es datos?") == "data"


@pytest.mark.parametrize(
    "question",
    [
        # a Data Digimon is no Variable one: the rules do not change its attribute
        "¿Un Digimon Datos se vuelve Variable si el oponente es Variable?",
        # it would become Data, the opponent's; whether it becomes Virus is not what the rule answers
        "¿Mi Digimon Variable se vuelve Virus si el oponente es Datos?",
    ],
)
def test_it_does_not_answer_a_question_about_another_attribute_than_the_opponents(question):
    assert ask(question, "ddm")["answer"] == "unknown"


def test_a_variable_digimon_facing_a_data_digimon_becomes_data():
    assert ask("Does a Variable Digimon facing a Data Digimon become Data?", "ddm")["answer"] == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "Does the other Digimon's attribute change when my Variable Digimon evolves?",
        "Does my Variable Digimon change its attribute when it evolves while facing a Virus Digimon?",
        "¿Cambia el atributo del Digimon rival cuando mi Digimon Variable evoluciona?",
    ],
)
def test_it_answers_unknown_when_the_change_is_put_down_to_a_digimon_evolving(question):
    # 2.1.7 names one cause: "ganara cualquier atributo que tenga su oponente y también cambiara junto con
    # el oponente si el atributo del Digimon oponente se modifica" — of evolving it says nothing (each of
    # these was a confident yes once it named the opponent or "the other Digimon")
    assert ask(question, "ddm")["answer"] == "unknown"
