"""A denial bounded by its complement, and an "only" said of how long, for the statement reader.

The sentences are quoted from the ddm seed (shared/seeds), "2.1.5 Level" and "2.2.3 Activation
Timing Field"; the expected answers are read off them by hand.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.statement_clauses import split_sentences
from rulings.scenarios.engine.statement_complement import denied_complement
from rulings.scenarios.engine.statement_words import words_of
from rulings.scenarios.engine.statements import Sentence, answer

# ddm 2.1.5: the denial is of evolving INTO a next-level Digimon, not of evolving.
DDM_LEVEL = (
    "También existen los niveles Híbridos y los Sin nivel los cuales se encuentran separados y no poseen "
    "un nivel más alto o más bajo, no pueden ser tomados como digimon de siguiente nivel y tampoco pueden "
    "evolucionar en un digimon de siguiente nivel."
)
# ddm 2.2.3: "only" is said of how long the effect remains, not of when the card is activated.
DDM_TIMING = (
    "Muestra la “Phase” (fase) en la que la carta es dada vuelta boca arriba y activada bajo el "
    "“Activation Timing” (Momento de Activación); el efecto de esta carta solo suele permanecer durante "
    "la Phase en la que fue activada, a menos de que la carta diga lo contrario."
)

# ddm 2.2: what is done during the Preparation Phase.
DDM_PREPARATION = (
    "Una vez puesta, las Option cards no serán devueltas a la mano, y solo pueden ser descartadas o "
    "movidas a otro slot durante la Preparation Phase."
)


def read(key: str, text: str, heading: str) -> tuple[Sentence, ...]:
    return tuple(Sentence("ddm", "card-anatomy", key, s, heading) for s in split_sentences(text))


@pytest.mark.parametrize(
    "question",
    [
        "¿Un Digimon Híbrido puede evolucionar?",
        "¿Los Digimon Híbridos pueden evolucionar?",
        "¿Puede evolucionar un Digimon de nivel Híbrido?",
    ],
)
def test_it_does_not_answer_no_when_the_denial_is_bounded_by_a_complement_the_question_leaves_out(question):
    assert answer(question, read("2.1.5", DDM_LEVEL, "Level")) is None


@pytest.mark.parametrize(
    "question",
    [
        "¿Un Digimon Híbrido puede evolucionar en un digimon de siguiente nivel?",
        "¿Un Digimon de nivel Híbrido puede evolucionar a un Digimon de siguiente nivel?",
    ],
)
def test_it_still_answers_no_when_the_question_names_what_the_denial_is_bounded_by(question):
    found = answer(question, read("2.1.5", DDM_LEVEL, "Level"))
    assert found is not None and found["answer"] == "no"


def test_the_complement_of_a_denied_verb_is_the_words_after_its_preposition():
    words = words_of("y tampoco pueden evolucionar en un digimon de siguiente nivel")
    assert set(denied_complement(words, True)) >= {"siguient", "digimon"}
    # "Players can't change the order of cards": the verb takes an object, no complement of destination.
    assert denied_complement(words_of("Players can't change the order of cards in their decks."), False) == ()
    # "It does not show a side in a hidden zone": the English article "a" is no preposition.
    assert denied_complement(words_of("It does not show a side in a hidden zone"), False) == ()


@pytest.mark.parametrize(
    "question",
    [
        "¿La Option card se activa en la Preparation Phase?",
        "¿Una Option card se activa durante la Preparation Phase?",
    ],
)
def test_it_does_not_answer_when_from_an_only_said_of_how_long_the_effect_remains(question):
    # 2.2 names the Preparation Phase (so "Preparation" is a word the text sets beside "Phase").
    text = read("2.2", DDM_PREPARATION, "Option Cards") + read(
        "2.2.3", DDM_TIMING, "Activation Timing Field Option Cards"
    )
    found = answer(question, text)
    assert found is None or found["sentence"].key != "2.2.3"


# ddm 2.1.5: "Los digimon Sin Nivel pueden tener un nivel equivalente establecido en su nivel; esto
# afecta los puntos que pierde el oponente pero no se considera que tenga un nivel real".
DDM_NO_LEVEL = (
    "Los digimon Sin Nivel pueden tener un nivel equivalente establecido en su nivel; esto afecta los "
    "puntos que pierde el oponente pero no se considera que tenga un nivel real"
)


@pytest.mark.parametrize(
    "question",
    [
        "¿Un Digimon Sin Nivel tiene un nivel real?",
        "¿Se considera que un Digimon Sin Nivel tiene un nivel real?",
        "¿El nivel equivalente de un Digimon Sin Nivel cuenta como un nivel real?",
    ],
)
def test_it_answers_no_from_the_clause_that_denies_what_the_question_asks_beyond_the_first(question):
    found = answer(question, read("2.1.5", DDM_NO_LEVEL, "Level"))
    assert found is not None and found["answer"] == "no"


def test_it_still_answers_yes_of_what_the_first_clause_says_itself():
    found = answer(
        "¿Un Digimon Sin Nivel puede tener un nivel equivalente?", read("2.1.5", DDM_NO_LEVEL, "Level")
    )
    assert found is not None and found["answer"] == "yes"


# ddm 2.2.6: the "no" of the second part's condition is not a condition of the first part.
DDM_REQUIREMENTS = (
    "A diferencia del costo mencionado anteriormente, los requisitos deben cumplirse constantemente "
    "durante el tiempo que la carta esté activa para que permanezca en juego; Si no cumple con los "
    "requisitos mientras la Option Card todavía está activa, la Option Card se enviará al Dark Area "
    "inmediatamente."
)


@pytest.mark.parametrize(
    "question",
    [
        "¿Los requisitos deben cumplirse constantemente mientras la carta está activa?",
        "¿La carta debe cumplir los requisitos constantemente mientras está activa?",
    ],
)
def test_a_negated_condition_after_a_semicolon_does_not_hold_for_the_part_before_it(question):
    found = answer(question, read("2.2.6", DDM_REQUIREMENTS, "Requirements Option Cards"))
    assert found is not None and found["answer"] == "yes"


def test_a_number_of_the_scene_told_before_the_question_does_not_keep_the_rule_from_answering():
    # The scene's "nivel equivalente 4" describes the card; what is asked is whether the level is real.
    text = read("2.1.5", DDM_NO_LEVEL, "Level")
    found = answer(
        "Un Digimon Sin Nivel tiene nivel equivalente 4. ¿Se considera que tiene un nivel real?", text
    )
    assert found is not None and found["answer"] == "no"


def test_a_clause_that_only_lends_its_subject_to_the_denying_clause_does_not_outvote_it():
    # "El nivel equivalente … ¿se considera un nivel real?": the first clause lends "equivalente",
    # the second denies "real"; the answer is the second's.
    found = answer(
        "¿El nivel equivalente de un Sin Nivel se considera un nivel real?",
        read("2.1.5", DDM_NO_LEVEL, "Level"),
    )
    assert found is not None and found["answer"] == "no"


def test_the_asking_sentence_after_a_spanish_scene_is_read_as_spanish():
    # "Mientras la carta esté activa, ¿los requisitos deben cumplirse constantemente?": the few words
    # after "¿" are read in the question's language, and name what 2.2.6 says.
    text = read("2.2.6", DDM_REQUIREMENTS, "Requirements Option Cards")
    found = answer("Mientras la carta esté activa, ¿los requisitos deben cumplirse constantemente?", text)
    assert found is not None and found["answer"] == "yes"


# ddm 2.2: "“Una sola de estas cartas” se refiere a las cartas con el mismo número de carta, por lo que
# puedes activar dos cartas con el mismo nombre pero con diferente número al mismo tiempo."
DDM_ONE_OF_THESE = (
    "“Una sola de estas cartas” se refiere a las cartas con el mismo número de carta, por lo que puedes "
    "activar dos cartas con el mismo nombre pero con diferente número al mismo tiempo."
)


def test_it_does_not_answer_yes_of_the_same_number_from_a_sentence_that_allows_a_different_one():
    found = answer(
        "¿Puedo activar dos cartas con el mismo número de carta a la vez?",
        read("2.2", DDM_ONE_OF_THESE, "Option Cards"),
    )
    assert found is None or found["answer"] != "yes"


def test_it_still_answers_yes_of_the_same_name_and_a_different_number():
    found = answer(
        "¿Puedo activar dos cartas con el mismo nombre pero distinto número a la vez?",
        read("2.2", DDM_ONE_OF_THESE, "Option Cards"),
    )
    assert found is not None and found["answer"] == "yes"


def test_what_influences_the_points_lost_is_what_affects_them():
    # 2.1.5 "… esto afecta los puntos que pierde el oponente …": "influye" is a judge's "afecta".
    found = answer(
        "El nivel equivalente de un Sin Nivel, ¿influye en los puntos que pierde el oponente?",
        read("2.1.5", DDM_NO_LEVEL, "Level"),
    )
    assert found is not None and found["answer"] == "yes"
