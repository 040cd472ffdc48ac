"""Predicates of one clause, each with its own polarity and its own condition, for the statement reader.

The sentence is quoted from the space seed (shared/seeds), "13. Card Flips": "A Contested face that is a
Non-Capital Spacecraft is Unshielded, prints no shields icon, and is destroyed outright when it breaks —
there is no third face to look for — even though the Prime face it came from was a Shielded Capital Ship."
The expected answers are read off it by hand.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.statement_clauses import split_sentences
from rulings.scenarios.engine.statement_polarity import polarity
from rulings.scenarios.engine.statement_words import fold, words_of
from rulings.scenarios.engine.statements import Sentence, answer

SPACE_13_P2 = (
    "A Contested face that is a Non-Capital Spacecraft is Unshielded, prints no shields icon, and is "
    "destroyed outright when it breaks — there is no third face to look for — even though the Prime face "
    "it came from was a Shielded Capital Ship."
)


def contested() -> tuple[Sentence, ...]:
    return (Sentence("space", "rules", "13.p2", SPACE_13_P2, "Card Flips"),)


def test_a_no_after_a_verb_denies_the_predicate():
    found = answer("Does a Contested Non-Capital Spacecraft print a shields icon?", contested())
    assert found is not None
    assert found["answer"] == "no"


def test_a_condition_of_a_later_predicate_is_no_condition_of_the_first():
    # "when it breaks" is said of "is destroyed outright", not of "is Unshielded".
    found = answer("Is a Contested face that is a Non-Capital Spacecraft Shielded?", contested())
    assert found is not None
    assert found["answer"] == "no"


def test_the_negation_of_one_predicate_does_not_turn_the_other():
    # The face is Unshielded: "prints no shields icon" must not make that a no.
    found = answer("Is a Contested face that is a Non-Capital Spacecraft Unshielded?", contested())
    assert found is None or found["answer"] == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Before a game, may I choose the initial side of a flip card that has no Initialize icon?",
        "An Option card with no limit frame was activated this phase.",
        "No player may look at it.",
    ],
)
def test_a_no_that_describes_a_noun_turns_nothing(text):
    said = polarity(words_of(text), fold(text))
    assert said.negations == 0
    assert said.descriptors == 1


DDM_NO_LEVEL = (
    "Los digimon Sin Nivel pueden tener un nivel equivalente establecido en su nivel; esto afecta los puntos "
    "que pierde el oponente pero no se considera que tenga un nivel real"
)


def no_level() -> tuple[Sentence, ...]:
    return (Sentence("ddm", "rules", "2.1.5", DDM_NO_LEVEL, "Nivel"),)


def test_a_clause_without_a_subject_speaks_of_the_sentences_subject_and_but_not_is_a_clause_of_its_own():
    # "esto afecta los puntos que pierde el oponente": the No-Level Digimon's equivalent level does.
    question = "El nivel equivalente de un digimon Sin Nivel, ¿afecta los puntos que pierde el oponente?"
    found = answer(question, no_level())
    assert found is not None
    assert found["answer"] == "yes"


def test_what_the_denied_clause_after_but_says_is_not_said_yes():
    # "… pero no se considera que tenga un nivel real": the equivalent level is no real level.
    found = answer("El nivel equivalente de un digimon Sin Nivel, ¿cuenta como un nivel real?", no_level())
    assert found is None or found["answer"] == "no"


# ddm seed, 2.2.8: the sentence has no comma after its condition.
DDM_LIFESPAN = (
    "Si la carta específica “hasta el final de la vida útil del Digimon” la carta permanece en la ranura "
    "aunque el Digimon evolucione o se envíe al Dark Area no llegando a su vida útil."
)


def lifespan() -> tuple[Sentence, ...]:
    return (Sentence("ddm", "rules", "2.2.8", DDM_LIFESPAN, "Option Card Limit"),)


@pytest.mark.parametrize(
    "question",
    [
        "Si mi Digimon evoluciona, ¿la Option card que dice hasta el final de la vida útil del Digimon "
        "permanece en la ranura?",
        "Si la carta dice “hasta el final de la vida útil del Digimon”, ¿sigue en la ranura cuando el "
        "Digimon evoluciona?",
        "Tengo una Option que dice 'hasta el final de la vida útil del Digimon'. Si mi digimon evoluciona, "
        "¿la carta se queda en la ranura?",
    ],
)
def test_a_condition_that_quotes_the_card_ends_with_the_quote_when_a_new_subject_follows(question):
    # "dice" is the rules' "especifica"; "sigue en" and "se queda en" are "permanece en".
    found = answer(question, lifespan())
    assert found is not None
    assert found["answer"] == "yes"


def test_what_only_a_concession_names_is_not_what_the_sentence_says():
    # "… aunque el Digimon … se envíe al Dark Area": the Digimon may go there, the card stays.
    question = (
        "Si la carta dice “hasta el final de la vida útil del Digimon”, ¿se envía al Dark Area cuando el "
        "Digimon evoluciona?"
    )
    found = answer(question, lifespan())
    assert found is None or found["answer"] == "no"


# space seed, 13, "A flipped card is its new face in every respect. The card uses …".
SPACE_13_P1 = (
    "A flipped card is its new face in every respect. The card uses all printed values on its current face, "
    "and it follows the rules of the type printed on that face — its Shielded status (§11.2), its "
    "destruction outcome (§11.6), its movement and deployment (§14), its icons, and its Lose-condition label "
    "(§16)."
)


def new_face() -> tuple[Sentence, ...]:
    return tuple(Sentence("space", "rules", "13.p1", s, "Card Flips") for s in split_sentences(SPACE_13_P1))


def test_that_face_after_a_preposition_is_the_face_the_sentence_before_named():
    found = answer("Does a flipped card follow the rules of the type printed on its new face?", new_face())
    assert found is not None
    assert found["answer"] == "yes"


def test_that_face_is_not_a_face_the_sentence_before_did_not_name():
    assert (
        answer("Does a flipped card follow the rules of the type printed on its Prime face?", new_face())
        is None
    )


DDM_NO_FRAME = (
    "Para las cartas que no indican ningún marco de límite, se enviaran al Dark Area al final de la fase "
    "en la que se activó."
)


def test_the_verb_of_a_relative_clause_is_no_topic_and_no_ningun_is_one_negation():
    # "Para las cartas que no indican ningún marco de límite": cards without a limit frame.
    rows = (Sentence("ddm", "rules", "2.2.8", DDM_NO_FRAME, "Option Card Limit"),)
    question = (
        "¿Una Option card sin marco de límite se envía al Dark Area al final de la fase en que se activó?"
    )
    found = answer(question, rows)
    assert found is not None
    assert found["answer"] == "yes"


def test_a_card_with_a_limit_frame_is_not_said_to_go_to_the_dark_area():
    rows = (Sentence("ddm", "rules", "2.2.8", DDM_NO_FRAME, "Option Card Limit"),)
    question = (
        "¿Una Option card con marco de límite se envía al Dark Area al final de la fase en que se activó?"
    )
    assert answer(question, rows) is None


DDM_HYBRID = (
    "También existen los niveles Híbridos y los Sin nivel los cuales se encuentran separados y no poseen un "
    "nivel más alto o más bajo, no pueden ser tomados como digimon de siguiente nivel y tampoco pueden "
    "evolucionar en un digimon de siguiente nivel."
)


def test_the_without_of_the_other_of_two_joined_things_and_a_clause_lending_its_subject_decide_nothing():
    # "los niveles Híbridos y los Sin nivel …": "Sin" describes the No-Level ones; the first item lends
    # "Híbridos" (what it is about) and says nothing of evolving.
    rows = (Sentence("ddm", "rules", "2.1.5", DDM_HYBRID, "Nivel"),)
    found = answer("¿Un Digimon Híbrido puede evolucionar en un digimon de siguiente nivel?", rows)
    assert found is not None
    assert found["answer"] == "no"


def test_a_kind_the_sentence_does_not_name_is_not_answered():
    rows = (Sentence("ddm", "rules", "2.1.5", DDM_HYBRID, "Nivel"),)
    assert answer("¿Un Digimon Variable puede evolucionar en un digimon de siguiente nivel?", rows) is None
