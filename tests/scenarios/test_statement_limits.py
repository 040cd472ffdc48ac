"""Limits of a rule sentence that leave what it says standing (statement_limits.py): an "only" said
of the means, a default with the card's own exception, and "sin ningún" as one "without".

The sentences are quoted from the ddm seed (shared/seeds, the Spanish rules): "2.1.1 Card Name",
"2.2.3 Activation Timing Field" and "2.2.8 Limit". The expected answers are read off them by hand.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.knowledge import forget
from rulings.scenarios.statements import statement_answer

pytestmark = pytest.mark.django_db

# 2.1.1: the name may be changed within the game, exclusively through an Option card or an ability.
CARD_NAME = (
    "Es, básicamente, el nombre del digimon que se encuentre en la carta, existe la posibilidad de "
    "modificar el nombre de la carta dentro del juego exclusivamente por medio de una Option card o una "
    "habilidad."
)
# 2.2.3: the effect usually lasts only the Phase it was activated in, unless the card says otherwise.
TIMING = (
    "Muestra la “Phase” (fase) en la que la carta es dada vuelta boca arriba y activada bajo el "
    "“Activation Timing” (Momento de Activación); el efecto de esta carta solo suele permanecer durante "
    "la Phase en la que fue activada, a menos de que la carta diga lo contrario."
)
# 2.2.8: a card with no limit frame goes to the Dark Area at the end of the phase it was activated in.
LIMIT = (
    "Algunas cartas indican un límite de turnos. Para las cartas que no indican ningún marco de límite, "
    "se enviaran al Dark Area al final de la fase en la que se activó."
)


@pytest.fixture(autouse=True)
def fresh_cache():
    forget()
    yield
    forget()


def answer(question: str, key: str) -> dict | None:
    """The statement reader's answer from the seeded ddm rules, its first citation's key checked."""
    found = statement_answer(question, "ddm", {})
    if found is not None:
        assert found["citations"][0]["key"] == key
        assert found["citations"][0]["quote"] in {"2.1.1": CARD_NAME, "2.2.3": TIMING, "2.2.8": LIMIT}[key]
    return found


@pytest.mark.parametrize(
    "question",
    [
        "¿El nombre de la carta puede cambiar durante el juego?",
        "¿Se puede modificar el nombre de la carta con una habilidad?",
        "Can an ability change a card's name during the game?",
    ],
)
def test_an_only_said_of_the_means_still_answers_whether_the_thing_can_be_done(question, seeded):
    found = answer(question, "2.1.1")
    assert found is not None
    assert found["answer"] == "yes"


def test_it_answers_no_when_the_thing_the_only_allows_is_denied(seeded):
    found = answer("¿No se puede modificar el nombre de la carta durante el juego?", "2.1.1")
    assert found is not None and found["answer"] == "no"


@pytest.mark.parametrize(
    "question",
    [
        "¿Se puede modificar el nombre de la carta con un ataque?",
        "Can a card's name be changed during the game with a Digivolution?",
    ],
)
def test_it_does_not_answer_when_the_question_names_a_means_the_sentence_does_not(question, seeded):
    assert answer(question, "2.1.1") is None


@pytest.mark.parametrize(
    "question",
    [
        "¿El efecto de la Option card suele permanecer solo durante la fase en la que fue activada?",
        "Does an Option card's effect usually last only during the phase in which it was activated?",
    ],
)
def test_a_default_with_the_cards_exception_answers_a_question_asking_the_default(question, seeded):
    found = answer(question, "2.2.3")
    assert found is not None
    assert found["answer"] == "yes"


def test_it_does_not_answer_a_plain_question_from_a_default_the_card_may_change(seeded):
    # "a menos de que la carta diga lo contrario": the card may say otherwise.
    question = "¿El efecto de una Option card dura solo la fase en que se activó?"
    assert answer(question, "2.2.3") is None


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Una Option card sin ningún marco de límite, ¿se va al Dark Area al final de la fase?", "yes"),
        ("Una Option card sin ningún marco de límite, ¿no se va al Dark Area al final de la fase?", "no"),
    ],
)
def test_sin_ningun_is_one_without_as_no_ningun_is_in_the_rules(question, expected, seeded):
    found = answer(question, "2.2.8")
    assert found is not None
    assert found["answer"] == expected


def test_a_spanish_question_names_the_english_heading_of_its_section(seeded):
    # ddm 2.1.3, under the heading "Battle Type": "El tipo de batalla del digimon determina el tipo de
    # ataque que el oponente debe usar durante el combate"
    found = statement_answer(
        "¿El Battle Type de mi Digimon determina qué tipo de ataque debe usar mi oponente?", "ddm", {}
    )
    assert found is not None
    assert found["answer"] == "yes"
    assert found["citations"][0]["key"] == "2.1.3"


@pytest.mark.parametrize(
    ("question", "key"),
    [
        # ddm 2.2.2: "La capacidad puede ser requerida en ciertas habilidades o efectos de Option cards."
        ("Can capacity be required by certain abilities?", "2.2.2"),
        # ddm 2.1.8: "Los grupos pueden ser requeridos en ciertas habilidades o efectos de Option Cards."
        ("Can a Digimon's group be required by some Option card effects?", "2.1.8"),
    ],
)
def test_required_by_says_what_asks_for_it_and_is_no_obligation(question, key, seeded):
    found = statement_answer(question, "ddm", {})
    assert found is not None
    assert found["answer"] == "yes"
    assert found["citations"][0]["key"] == key


def test_a_time_the_question_names_is_one_moment_of_at_any_time(seeded):
    # dcg 3-5-2: "Players can change the order of cards in their respective hand at any time."
    question = "During my opponent's turn, can I change the order of the cards in my hand?"
    found = statement_answer(question, "dcg", {})
    assert found is not None
    assert found["answer"] == "yes"
    assert found["citations"][0]["key"] == "3-5-2"


def test_whose_turn_it_is_does_not_hide_two_players_crossed(seeded):
    # dcg 3-5-2 is said of each player's own hand: the opponent changing my hand is not said.
    question = "During my turn, can my opponent change the order of the cards in my hand?"
    assert statement_answer(question, "dcg", {}) is None


def test_a_count_over_what_only_allows_is_answered_no(seeded):
    # dcg 3-4-5-2: "Only 1 card can be placed in the breeding area."
    found = statement_answer("Can two cards be placed in the breeding area?", "dcg", {})
    assert found is not None
    assert found["answer"] == "no"
    assert found["citations"][0]["key"] == "3-4-5-2"


def test_a_count_within_what_only_allows_is_not_answered_no(seeded):
    # dcg 3-4-5-2: "Only 1 card can be placed in the breeding area." — one card is allowed.
    found = statement_answer("Can one card be placed in the breeding area?", "dcg", {})
    assert found is None or found["answer"] == "yes"


def test_a_sentence_saying_there_are_such_things_is_about_them(seeded):
    # ddm 2.1.5: "También existen los niveles Híbridos y los Sin nivel los cuales … tampoco pueden
    # evolucionar en un digimon de siguiente nivel." — what "existen" introduces is the subject.
    question = "¿Un Digimon de nivel Híbrido puede evolucionar en un Digimon de siguiente nivel?"
    found = statement_answer(question, "ddm", {})
    assert found is not None
    assert found["answer"] == "no"
    assert found["citations"][0]["key"] == "2.1.5"


@pytest.mark.parametrize(
    "question",
    [
        "¿Lo que aparece en el campo de Información/Coordinación se considera una Habilidad Especial?",
        "¿Lo que sale en el Information/Coordination Field cuenta como Habilidad Especial?",
    ],
)
def test_what_appears_in_a_field_of_the_card_is_what_it_shows(question, seeded):
    # ddm 2.1.10: "… será mostrada aquí; la información que se muestre no será contada como una
    # “Habilidad Especial”."
    found = statement_answer(question, "ddm", {})
    assert found is not None
    assert found["answer"] == "no"
    assert found["citations"][0]["key"] == "2.1.10"
