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


def test_el_coste_is_the_cost_as_el_costo_is():
    # ddm 2.2.5: "en el caso de que no pueda pagarse el costo cuando la carta se encuentra boca arriba,
    # irá directamente al Dark Area." ("el coste" is how Spain says it)
    out = ask("Si no se puede pagar el coste, ¿la carta se queda en la ranura?", "ddm")
    assert out["answer"] == "no", out["summary"]
    assert "2.2.5" in {c["key"] for c in out["citations"]}


@pytest.mark.parametrize(
    "question",
    [
        "¿Es posible regresar una carta de opción del slot a la mano?",
        "¿Puedo devolver mi Option card del slot a la mano?",
        "Si ya puse una Option card en el slot, ¿la puedo recuperar a la mano?",
    ],
)
def test_a_spanish_verb_that_moves_the_card_it_names_reads_the_move(question):
    # ddm 2.2: "Una vez puesta, las Option cards no serán devueltas a la mano"
    out = ask(question, "ddm")
    assert out["answer"] == "no", out["summary"]
    assert "2.2" in {c["key"] for c in out["citations"]}
    assert out["read"]["from"] == "option_slot" and out["read"]["to"] == "hand"


def test_devolver_is_no_typo_of_volver():
    from rulings.scenarios.engine import reader

    assert "devolver" in reader.clean("¿Puedo devolver mi Option card a la mano?", "ddm")


def test_si_no_pago_el_costo_is_a_cost_not_paid():
    # ddm 2.2.5: "en el caso de que no pueda pagarse el costo cuando la carta se encuentra boca arriba,
    # irá directamente al Dark Area."
    out = ask("Si no pago el costo, ¿la Option card va al Dark Area?", "ddm")
    assert out["answer"] == "yes", out["summary"]
    assert "2.2.5" in {c["key"] for c in out["citations"]}


def test_the_attribute_de_su_rival_is_the_opponents():
    # ddm 2.1.7: "ganara cualquier atributo que tenga su oponente"
    out = ask("¿El Variable toma el atributo Vacuna de su rival?", "ddm")
    assert out["answer"] == "yes", out["summary"]
