"""Red-team families for dcg and ddm (helper tb): readings that had given a confident wrong answer."""

import pytest

from rulings.scenarios.engine.ask import ask


@pytest.mark.parametrize(
    "question",
    [
        "¿Un Digimon Variable cambia de atributo cuando evoluciona?",
        "Does a Variable Digimon's attribute change when it digivolves?",
        "El atributo de un digimon no se puede modificar nunca durante la partida, ¿no?",
    ],
)
def test_it_answers_unknown_when_an_attribute_change_names_no_opponent(question):
    # ddm 2.1.7: "En el caso de un Digimon con atributo Variable, ganara cualquier atributo que tenga su
    # oponente y también cambiara junto con el oponente si el atributo del Digimon oponente se modifica"
    # — the rule's one cause of change is the opponent; a question naming none asks of another cause.
    out = ask(question, "ddm")
    assert out["answer"] == "unknown", out["summary"]


def test_an_attribute_change_against_a_named_opponent_is_still_answered():
    # ddm 2.1.7: "ganara cualquier atributo que tenga su oponente"
    out = ask("Mi Impmon Variable pelea contra un Agumon Vacuna. ¿Impmon pasa a ser Vacuna?", "ddm")
    assert out["answer"] == "yes", out["summary"]


def test_a_misspelt_opponent_is_still_the_opponent():
    # ddm 2.1.7: "ganara cualquier atributo que tenga su oponente"
    out = ask("does a varible digimon gain its oponent's atribute?", "ddm")
    assert out["answer"] == "yes", out["summary"]


def test_pasa_a_tener_the_opponents_attribute_is_becoming_it():
    # ddm 2.1.7: "En el caso de un Digimon con atributo Variable, ganara cualquier atributo que tenga su
    # oponente"
    out = ask(
        "Tengo un Impmon Variable contra un Agumon de atributo Vacuna. ¿Impmon pasa a tener atributo Vacuna?",
        "ddm",
    )
    assert out["answer"] == "yes", out["summary"]
