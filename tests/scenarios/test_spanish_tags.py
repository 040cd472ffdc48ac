"""A Spanish statement with a challenging tag ("¿o sí?", "¿o no?") asks whether the positive holds.

ddm seed, 2.1.8: "Los grupos pueden ser requeridos en ciertas habilidades o efectos de Option Cards."
2.1.7: "Todo atributo puede modificarse durante la partida mediante el uso de habilidades o efectos de
ciertas cartas." 2.1.5: los Sin nivel "no pueden ser tomados como digimon de siguiente nivel y tampoco
pueden evolucionar en un digimon de siguiente nivel". 2.1.2: las cartas promocionales "no pueden
utilizarse en torneos oficiales".
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.answer_polarity import as_answered
from rulings.scenarios.service import read_question


@pytest.mark.parametrize(
    "question, plain",
    [
        (
            "Los grupos de un Digimon no pueden ser requeridos por habilidades, ¿o sí?",
            "¿Los grupos de un Digimon pueden ser requeridos por habilidades?",
        ),
        ("El atributo no se puede modificar nunca, ¿o si?", "¿El atributo se puede modificar?"),
        ("Las Option cards vuelven a la mano, ¿o no?", "¿Las Option cards vuelven a la mano?"),
        (
            "Mi Digimon es Variable. Si el rival no es Datos, no cambia de atributo, ¿o sí?",
            "Mi Digimon es Variable. ¿Si el rival no es Datos, cambia de atributo?",
        ),
        (
            "Un Digimon Sin Nivel no puede evolucionar, ¿o sí?",
            "¿Un Digimon Sin Nivel puede evolucionar?",
        ),
    ],
)
def test_it_reads_a_statement_tagged_o_si_or_o_no_as_the_positive_question(question, plain):
    assert as_answered(question) == (plain, False)


def test_a_negative_statement_tagged_o_no_could_be_answered_either_way():
    assert as_answered("Las Option cards no vuelven a la mano, ¿o no?")[1] is True


def test_a_no_read_as_a_relative_clauses_leaves_the_answer_open():
    assert as_answered("La carta que no cumple los requisitos va al Dark Area, ¿o sí?")[1] is True


@pytest.mark.parametrize(
    "question, answer, key",
    [
        (
            "Los grupos de un Digimon no pueden ser requeridos por habilidades u Option Cards, ¿o sí?",
            "yes",
            "2.1.8",
        ),
        ("El atributo no se puede modificar nunca durante la partida, ¿o sí?", "yes", "2.1.7"),
        ("Un Digimon Sin Nivel no puede evolucionar en un digimon de siguiente nivel, ¿o sí?", "no", "2.1.5"),
        ("Las cartas promocionales pueden usarse en torneos oficiales, ¿o no?", "no", "2.1.2"),
    ],
)
def test_the_yes_or_no_says_whether_the_positive_holds(seeded, roomy_budget, question, answer, key):
    out = read_question(question, "ddm")
    assert out["answer"] == answer, out["summary"]
    assert key in {c["key"] for c in out["citations"]}
