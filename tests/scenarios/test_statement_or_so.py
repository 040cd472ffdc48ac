"""A Spanish negative statement put as a question with "¿o sí?" is not answered by its "no".

The sentence is quoted from the ddm seed (shared/seeds), card anatomy 2.1.8 (Grupos): "Los grupos
pueden ser requeridos en ciertas habilidades o efectos de Option Cards." "… no pueden ser requeridos
…, ¿o sí?" asks whether they can (yes, by the sentence); read literally it would be answered no.
"""

from __future__ import annotations

from rulings.scenarios.engine.statements import Sentence, answer

GROUPS = "Los grupos pueden ser requeridos en ciertas habilidades o efectos de Option Cards."


def rules() -> tuple[Sentence, ...]:
    return (Sentence("ddm", "card-anatomy", "2.1.8", GROUPS, "Grupos Digimon Card Anatomía de las cartas"),)


def test_it_does_not_answer_no_to_a_negative_statement_put_as_a_question_with_o_si():
    question = "Los grupos de un Digimon no pueden ser requeridos por habilidades u Option Cards, ¿o sí?"
    found = answer(question, rules())
    assert found is None or found["answer"] == "yes"


def test_it_still_answers_the_plain_question():
    found = answer("¿Los grupos pueden ser requeridos en ciertas habilidades de Option Cards?", rules())
    assert found is not None and found["answer"] == "yes"
