"""Spanish and English everyday words the statement reader reads as the seed's own (helper tb).

Every sentence is quoted from the ddm card-anatomy seed (shared/seeds) or the dcg comprehensive rules
chapter 3; the expected answers are read off them by hand.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.answer_polarity import as_answered
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.statements import Sentence, answer, prepare

GLOSSARY = get_profile("ddm").data["ask"]["glossary"]

DDM_PROMO = (
    "Podemos encontrar por otro lado cartas promocionales que se componen de diferentes prefijos pero dichas "
    "cartas no pueden utilizarse en torneos oficiales."
)
DDM_BASIC = (
    "El poder de ataque escrito en la cara es también conocido como “basic attack power” (Ej: Agumon tiene "
    "un poder de ataque básico en el ataque A de 360)."
)
DDM_NUMBER = "Aquí vemos el número de la carta, escrito debajo del nombre de la misma."
DDM_TYPES = "Los tipos se pueden referenciar o requerir en ciertas habilidades o efectos de Option Cards."
DDM_INFO = (
    "Aparece en las cartas empezando desde el Starter Pack Ver. 9/Booster Pack 20. Información de la carta "
    "(Ej: Los requerimientos de evolución no pueden ser ignorados) o habilidades de support será mostrada "
    "aquí; la información que se muestre no será contada como una “Habilidad Especial”."
)


def ddm(key: str, text: str, heading: str):
    return prepare((Sentence("ddm", "card-anatomy", key, text, heading),), GLOSSARY)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 2.1.2 "dichas cartas no pueden utilizarse en torneos oficiales": to play a card is to use it
        ("¿Puedo jugar una carta promocional en un torneo oficial?", "no"),
        ("¿Las cartas promocionales se pueden jugar en torneos oficiales?", "no"),
    ],
)
def test_jugar_a_card_is_read_as_the_rules_utilizarse(question, expected):
    found = answer(question, ddm("2.1.2", DDM_PROMO, "Card Number"))
    assert found is not None
    assert found["answer"] == expected


def test_impreso_is_read_as_the_rules_escrito():
    # 2.1.11 "El poder de ataque escrito en la cara es también conocido como “basic attack power”"
    found = answer(
        "¿El poder de ataque impreso en la carta se conoce como basic attack power?",
        ddm("2.1.11", DDM_BASIC, "Attack Type"),
    )
    assert found is not None
    assert found["answer"] == "yes"


def test_viene_escrito_is_read_as_escrito():
    # 2.1.2 "el número de la carta, escrito debajo del nombre de la misma"
    found = answer(
        "¿El número de la carta viene escrito debajo del nombre?", ddm("2.1.2", DDM_NUMBER, "Number")
    )
    assert found is not None
    assert found["answer"] == "yes"


def test_exigir_is_read_as_the_rules_requerir():
    # 2.1.6 "Los tipos se pueden referenciar o requerir en ciertas habilidades"
    found = answer("¿Los tipos se pueden exigir en ciertas habilidades?", ddm("2.1.6", DDM_TYPES, "Type"))
    assert found is not None
    assert found["answer"] == "yes"


def test_a_different_verb_than_requerir_is_still_not_answered():
    # "vender" (sell) is none of the rule's verbs: 2.1.6 says nothing of it.
    assert (
        answer("¿Los tipos se pueden vender en ciertas habilidades?", ddm("2.1.6", DDM_TYPES, "Type")) is None
    )


def test_campo_is_read_as_the_headings_field():
    # 2.1.10 Information/Coordination Field: "la información que se muestre no será contada como una
    # “Habilidad Especial”."
    found = answer(
        "¿La información del campo Information/Coordination cuenta como una Habilidad Especial?",
        ddm("2.1.10", DDM_INFO, "Information/Coordination Field"),
    )
    assert found is not None
    assert found["answer"] == "no"


def test_a_negative_subject_put_to_be_confirmed_reads_either_way():
    # dcg 3-1-2-1-1 "Either player may look at the content or card order of these areas at any time."
    # "Neither player …, right?": a yes may confirm the statement or the fact.
    plain, either_way = as_answered("Neither player gets to look at the order of the trash, right?")
    assert either_way, plain


def test_a_negative_subject_with_an_echoing_tag_is_asked_plainly():
    plain, either_way = as_answered("Neither player can look at my security stack, can they?")
    assert not either_way
    assert plain == "either player can look at my security stack?"


DDM_BATTLE_TYPE = (
    "El tipo de batalla del digimon determina el tipo de ataque que el oponente debe usar durante el combate"
)
DDM_REQUIREMENTS = (
    "Si no cumple con los requisitos mientras la Option Card todavía está activa, la Option Card se enviará "
    "al Dark Area inmediatamente."
)


def test_a_judges_rival_is_the_rules_oponente():
    # 2.1.3 "… determina el tipo de ataque que el oponente debe usar durante el combate"
    found = answer(
        "¿El tipo de batalla del digimon determina el tipo de ataque que debe usar el rival?",
        ddm("2.1.3", DDM_BATTLE_TYPE, "Battle Type"),
    )
    assert found is not None
    assert found["answer"] == "yes"


def test_mandar_al_dark_area_is_the_rules_enviar():
    # 2.2.6 "… la Option Card se enviará al Dark Area inmediatamente."
    found = answer(
        "Si no cumple con los requisitos mientras está activa, ¿la Option Card se manda al Dark Area?",
        ddm("2.2.6", DDM_REQUIREMENTS, "Requirements"),
    )
    assert found is not None
    assert found["answer"] == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "La Option card no vuelve a la mano, ¿verdad?",
        "Las cartas promocionales no se pueden usar en torneos oficiales, ¿no?",
    ],
)
def test_a_spanish_denial_put_to_be_confirmed_reads_either_way(question):
    # ddm 2.2 "Una vez puesta, las Option cards no serán devueltas a la mano": to "… no vuelve, ¿verdad?"
    # both "Sí" and "No" may say it does not; as in English, no yes or no is given.
    assert as_answered(question)[1]


@pytest.mark.parametrize(
    "question",
    [
        "La Option card vuelve a la mano, ¿verdad?",
        "Si no pago el costo, la carta va al Dark Area, ¿verdad?",
        "¿Las cartas promocionales no pueden usarse en torneos oficiales?",
    ],
)
def test_a_spanish_statement_that_denies_nothing_or_only_in_its_condition_is_read_as_it_stands(question):
    assert not as_answered(question)[1]


DDM_SET = (
    "Una vez puesta, las Option cards no serán devueltas a la mano, y solo pueden ser descartadas o movidas "
    "a otro slot durante la Preparation Phase."
)


@pytest.mark.parametrize(
    "question",
    [
        "Can I take my set Option card back into my hand?",
        "Once it is set, can I put my Option card back in my hand?",
    ],
)
def test_taking_or_putting_a_card_back_is_returning_it(question):
    # ddm 2.2 "Una vez puesta, las Option cards no serán devueltas a la mano"
    found = answer(question, ddm("2.2", DDM_SET, "Option Cards"))
    assert found is not None
    assert found["answer"] == "no"
