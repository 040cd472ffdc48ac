"""ddm: two sentences of the seed that answer a question on their own, however a judge words it.

2.2.5: "Si el costo indica que se debe DESCARTAR LA MANO y nos encontramos con 0 cartas en mano cuando la
carta se encuentra boca arriba, dicho costo no se encuentra cubierto por lo que no se podrá activar la
carta."
2.2: "Cuando una Option Card dice “Sólo puedes poner una sola de estas cartas en tus slots”, podrás colocar
más de una carta en estos pero solo poner boca arriba y activar UNA SOLA a la vez. “Una sola de estas
cartas” se refiere a las cartas con el mismo número de carta, por lo que puedes activar dos cartas con el
mismo nombre pero con diferente número al mismo tiempo."
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.ask import ask


def _answer(question: str) -> tuple[str, set[str]]:
    result = ask(question, "ddm")
    return result["answer"], {c["key"] for c in result["citations"]}


@pytest.mark.parametrize(
    "question",
    [
        "El costo es descartar la mano y la tengo vacía, o sea, mi mano está vacía. ¿Se puede activar?",
        "Mi Option pide descartar la mano pero no me quedan cartas. ¿Puedo activarla?",
        "The cost is to discard my whole hand and I have zero cards. Can I still use the card?",
        "If the cost says discard your hand and my hand is empty, I can't activate it, can I?",
    ],
)
def test_it_answers_no_when_a_discard_your_hand_cost_meets_an_empty_hand(question):
    assert _answer(question) == ("no", {"2.2.5"})


@pytest.mark.parametrize(
    "question",
    [
        # another player's hand is not the one discarded
        "El costo es descartar la mano y mi rival no tiene cartas en mano. ¿Puedo activarla?",
        # what becomes of the card is not what this sentence says
        "El costo dice descartar la mano y no tengo cartas. ¿La carta va al Dark Area?",
        # a hand with cards in it
        "El costo dice descartar la mano y tengo 3 cartas en mano. ¿Puedo activar la carta?",
    ],
)
def test_it_leaves_other_questions_about_the_cost_unanswered_by_that_sentence(question):
    said, keys = _answer(question)
    assert said == "unknown" or "2.2.5" not in keys


@pytest.mark.parametrize(
    "question, answer",
    [
        ("Tengo dos copias de una carta que dice “Sólo puedes poner una sola de estas cartas en tus slots”. "
         "¿Puedo colocar las dos en mis slots?", "yes"),
        ("Con una carta que dice 'Sólo puedes poner una sola de estas cartas', ¿puedo tener las dos copias "
         "boca arriba a la vez?", "no"),
        ("With a card saying only one of these can be in my slots, can I have both copies face up "
         "at once?", "no"),
        ("¿Puedo activar a la vez dos Option cards con el mismo nombre pero con distinto número de "
         "carta?", "yes"),
        ("Two copies with the same card number: can both be active at the same time?", "no"),
    ],
)  # fmt: skip
def test_it_reads_only_one_of_these_cards_as_the_seed_says(question, answer):
    said, keys = _answer(question)
    assert said == answer
    assert keys == {"2.2"}


@pytest.mark.parametrize(
    "question",
    [
        # the same name, the number unsaid: it may be either
        "¿Puedo activar dos cartas con el mismo nombre a la vez?",
        # one at a time, over turns: not what the sentence decides
        "Tengo dos copias de una carta que dice “Sólo puedes poner una sola de estas cartas en tus slots”. "
        "¿Puedo activarlas en turnos distintos?",
    ],
)
def test_it_leaves_two_of_one_name_or_turns_apart_to_other_readers(question):
    assert _answer(question)[0] == "unknown"
