"""ddm: more sentences of the seed ("Anatomía de las cartas") that answer a question on their own, in Spanish
or English, however a judge words it; and what they leave to other readers. Each expected answer is the
seed's (quoted above its test)."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.ask import ask


def _answer(question: str) -> tuple[str, set[str]]:
    result = ask(question, "ddm")
    return result["answer"], {c["key"] for c in result["citations"]}


# 2.1.2 "… cartas promocionales … dichas cartas no pueden utilizarse en torneos oficiales."
@pytest.mark.parametrize(
    "question",
    [
        "Can promotional cards be played in official tournaments?",
        "¿Las cartas promo están permitidas en torneos oficiales?",
    ],
)
def test_it_answers_no_when_asked_whether_a_promo_card_is_legal_in_an_official_tournament(question):
    assert _answer(question) == ("no", {"2.1.2"})


# 2.1.2 "… el set de inicio. Se representan con las siglas “St” y “Sx”. … los boosters las cuales utilizan
# otros prefijos tales como “Bo” y “Bx”."
@pytest.mark.parametrize(
    "question",
    ["Do starter set cards have the St prefix?", "¿Las cartas de booster usan los prefijos Bo y Bx?"],
)
def test_it_answers_yes_when_a_prefix_is_asked_of_the_product_it_marks(question):
    assert _answer(question) == ("yes", {"2.1.2"})


def test_it_leaves_a_prefix_crossed_with_the_other_product_unanswered():
    # "otros prefijos tales como": the text names examples, not every booster prefix
    assert _answer("¿Las cartas de booster usan el prefijo St?")[0] == "unknown"


# 2.1.4 "los requisitos que deben cumplirse antes de poder evolucionar al digimon. También existen digimon que
# evolucionan mediante requisitos de aparición."
@pytest.mark.parametrize(
    "question",
    [
        "¿Hay que cumplir los requisitos de evolución antes de evolucionar?",
        "Must the evolution requirements be met before I evolve my Digimon?",
        "Do some Digimon evolve through appearance requirements?",
    ],
)
def test_it_answers_yes_from_the_evolution_requirement_field(question):
    assert _answer(question) == ("yes", {"2.1.4"})


# 2.1.5 "Los digimon Sin Nivel pueden tener un nivel equivalente …; esto afecta los puntos que pierde el
# oponente"
@pytest.mark.parametrize(
    "question",
    [
        "Does a No Level Digimon's equivalent level affect the points my opponent loses?",
        "Tengo un Digimon Sin Nivel con nivel equivalente. ¿Ese nivel cambia los puntos que pierde el rival?",
    ],
)
def test_it_reads_no_level_as_the_digimon_named_not_as_a_denial(question):
    assert _answer(question) == ("yes", {"2.1.5"})


# 2.1.6 "Los tipos se pueden referenciar o requerir en ciertas habilidades o efectos de Option Cards." and the
# same of groups (2.1.8), capacity (2.2.2) and categories (2.2.4)
@pytest.mark.parametrize(
    ("question", "key"),
    [
        ("Can an Option Card effect require a specific Digimon type?", "2.1.6"),
        ("Can an ability require a particular group?", "2.1.8"),
        ("Can an effect require a certain capacity?", "2.2.2"),
        ("¿Las categorías de una Option card pueden ser requisitos de habilidades?", "2.2.4"),
    ],
)
def test_it_answers_yes_when_an_ability_or_effect_asks_for_a_part_the_text_says_it_may(question, key):
    assert _answer(question) == ("yes", {key})


def test_it_does_not_read_a_requirement_that_stops_being_met_as_one_an_effect_asks_for():
    said, keys = _answer("Si no se cumplen los requisitos de tipo, ¿puede la carta quedarse en el slot?")
    assert "2.1.6" not in keys or said == "unknown"


# 2.1.7 "Todo atributo puede modificarse durante la partida mediante el uso de habilidades o efectos"
def test_it_answers_yes_when_asked_whether_an_attribute_can_be_changed_during_the_game():
    assert _answer("Can an effect change a Digimon's attribute mid-game?") == ("yes", {"2.1.7"})


# 2.1.13 "Solo las habilidades marcadas con “ ◎ ” son consideradas habilidades especiales, y solo las
# habilidades marcadas con “■” son consideradas habilidades de support."
@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Is an ability marked with ■ a special ability?", "no"),
        ("¿No es cierto que una habilidad con “◎” cuenta como habilidad especial?", "yes"),
        # a question opened by "¿No …?" asks the fact, as "Isn't it …?" does: a ■ ability is not special
        ("¿No se considera habilidad especial una habilidad marcada con ■?", "no"),
        ("¿No se considera habilidad especial una habilidad marcada con ◎?", "yes"),
    ],
)
def test_it_reads_what_an_ability_mark_makes_it(question, said):
    assert _answer(question) == (said, {"2.1.13"})


# 2.1.14 "el Azul de los digimon que no tienen el X-Antibody, y los de borde Rojo de los Digimon con
# X-Antibody"
@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("¿Un Digimon sin X-Antibody tiene borde rojo?", "no"),
        ("Do Digimon without the X-Antibody have a blue frame?", "yes"),
    ],
)
def test_it_reads_a_digimon_without_the_x_antibody_as_the_one_named(question, said):
    assert _answer(question) == (said, {"2.1.14"})


# 2.2.7 "Si dicha carta indica “Cuando estas” … pero no se cumplen los requisitos para el efecto, no podrá
# usarse
# él mismo. Como no es un requisito en sí, la Option Card no se enviará al Dark Area."
@pytest.mark.parametrize(
    "question",
    [
        "Si no se cumplen los requisitos de “Cuando estas”, ¿la Option Card se envía al Dark Area?",
        'If the "When these" condition isn\'t met, can the effect still be used?',
    ],
)
def test_it_answers_no_for_an_unmet_when_these_effect_not_as_for_an_unmet_requirement(question):
    assert _answer(question) == ("no", {"2.2.7"})


# 2.2.3 "el efecto de esta carta solo suele permanecer durante la Phase en la que fue activada"; 2.2.8 "Para
# las
# cartas que no indican ningún marco de límite, se enviaran al Dark Area al final de la fase en la que se
# activó."
def test_it_answers_no_when_an_effect_the_card_says_nothing_more_of_is_asked_to_last_into_the_next_phase():
    assert (
        _answer("La carta no dice nada de duración. ¿Su efecto sigue activo en la siguiente fase?")[0] == "no"
    )


def test_it_leaves_how_long_an_effect_lasts_unanswered_when_the_card_may_say_otherwise():
    # "a menos de que la carta diga lo contrario": the card unread, the answer depends on it
    assert _answer("¿El efecto de la carta sigue activo en la siguiente fase?")[0] == "unknown"


def test_it_reads_no_limit_frame_as_the_card_named_not_as_a_denial():
    question = "If an option card has no limit frame, does it go to the Dark Area at the end of the phase?"
    assert _answer(question) == ("yes", {"2.2.8"})


def test_it_leaves_a_card_that_says_how_long_it_lasts_to_another_rule():
    said, keys = _answer("La carta dice que dura 3 turnos. ¿Su efecto sigue en la siguiente fase?")
    assert said == "unknown" or "2.2.3" not in keys


# 2.1.11 "Si el ataque A de tu Digimon baja a cero por el efecto del ataque C del oponente, “0” es ahora
# considerado tu poder de ataque básico A."
def test_it_answers_yes_when_an_attack_c_has_brought_attack_a_to_zero():
    question = "If my opponent's C attack drops my A attack to zero, is 0 now my basic A attack power?"
    assert _answer(question) == ("yes", {"2.1.11"})


# 2.1.8 "Las familias en el juego son: … Virus Busters (VB)."; 2.2.1 "tres categorías Program, Item y Field"
@pytest.mark.parametrize(
    ("question", "key"),
    [
        ("¿Virus Busters (VB) es uno de los grupos del juego?", "2.1.8"),
        ("Is Item one of the Option card categories?", "2.2.1"),
    ],
)
def test_it_answers_yes_when_one_of_a_listed_set_is_named_as_one_of_it(question, key):
    assert _answer(question) == ("yes", {key})


@pytest.mark.parametrize(
    "question",
    ["¿Cuántas cartas puedo tener en mi mazo?", "Can a Hybrid Digimon attack twice in one turn?"],
)
def test_it_answers_unknown_when_the_text_says_nothing_of_it(question):
    assert _answer(question)[0] == "unknown"


# 2.1.2 "dichas cartas no pueden utilizarse en torneos oficiales": the "¿" opening the sentence opens its "o
# sí" too
def test_it_reads_a_question_opened_by_its_own_mark_and_tagged_o_si_as_asking_the_positive():
    assert _answer("¿Entonces una carta promocional no es legal en torneo oficial, o sí?") == (
        "no",
        {"2.1.2"},
    )


# 2.1.14 "el Azul de los digimon que no tienen el X-Antibody"
def test_it_reads_has_no_x_antibody_as_the_digimon_named():
    assert _answer("My Agumon has no X-Antibody. Is it a blue-frame card?") == ("yes", {"2.1.14"})


# 2.1.8 lists the groups; it says nothing of one group against another
def test_it_leaves_a_group_named_in_another_question_than_membership_unanswered():
    assert _answer("¿Un Digimon del grupo Dark Area recibe algún bonus contra Virus Busters?")[0] == "unknown"
