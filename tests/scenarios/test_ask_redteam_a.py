"""Red-team round A (issue #15) for dbe, space and ddm: questions near a ruled case but different in a
way that matters. Each was answered yes/no with a seed rule under it that does not decide it; the
reader now says unknown (or the right answer). Expectations are quoted from the seeds."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.service import read_question

# dbe 16.7 "For example, do not change the HP, any activated permanent evo-bonuses, or the status of a
# used “Activate” effect." — only a *used* Activate effect keeps its status; 16.6 "its printed powers,
# types, attack abilities, passive effects, and available “Activate” effects if any will now be
# available or unavailable depending on whether it is the visible side."
USED_ACTIVATE_KEPT = "the status of a used “Activate” effect"


def _quotes(out: dict) -> str:
    return " ".join(c["quote"] for c in out["citations"])


def test_which_activate_effects_are_available_after_a_flip_is_not_read_as_a_used_one_kept():
    # 16.6 makes the new side's Activate effects available; the reader had said "no" from 16.7
    out = ask("Do the Activate effects of the new side become available after the flip?", "dbe")
    assert out["answer"] != "no"


@pytest.mark.parametrize(
    "question",
    [
        "Does the used status of an Activate effect reset after a flip?",
        "Does a used Activate stay used after the flip?",
    ],
)
def test_a_used_activate_effect_is_still_read_as_the_one_whose_status_is_kept(question):
    out = ask(question, "dbe")
    assert out["answer"] in ("yes", "no")
    assert USED_ACTIVATE_KEPT in _quotes(out)


@pytest.mark.parametrize(
    "question",
    [
        "Does a temporary evo-bonus stay after flipping?",
        "If the evo-bonus was a temporary one, does it remain active after the flip?",
    ],
)
def test_a_temporary_evo_bonus_is_not_answered_from_the_rule_for_a_permanent_one(question):
    # 16.5 "If a flip card is the active Digimon and has a permanent evo-bonus active, then flip …, the
    # evo-bonus will remain active": the rules say nothing of one that is not permanent
    assert ask(question, "dbe")["answer"] == "unknown"


def test_a_temporary_power_boost_is_still_a_floating_effect_that_stays():
    # 16.7 "Do not remove any floating effects that modify the active either, including Power boosts"
    out = ask("Does the temporary power boost stay after the flip?", "dbe")
    assert out["answer"] == "yes"
    assert "including Power boosts" in _quotes(out)


@pytest.mark.parametrize(
    "question",
    [
        "Do requirements only need to be met when the card is activated?",
        "¿Los requisitos se deben cumplir solo al activar?",
    ],
)
def test_a_question_whether_something_holds_only_then_is_not_answered_from_whether_it_holds(question):
    # ddm 2.2.6 "los requisitos deben cumplirse constantemente durante el tiempo que la carta esté
    # activa": the answer is no, but the scenarios only tell what happens when they stop being met
    # (the reader had said yes)
    assert ask(question, "ddm")["answer"] != "yes"


# --- the statement reader, over the seeds as loaded: who and when a sentence speaks of ---------------


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("game", "question"),
    [
        # dbe flip-card page: "The sides can only flip after the game starts when an effect instructs
        # you to." The reader had said yes from the next sentence: "Before a game, players are normally
        # allowed to change any cards in their deck and that includes choosing the initial side …"
        ("dbe", "Can the card change sides during the game without an effect?"),
        # ddm 2.1.3 "El tipo de batalla del digimon determina el tipo de ataque que el oponente debe
        # usar durante el combate": a Digimon's battle type decides its opponent's attack, not its own
        # (2.1.11 "el tipo de ataque usado dependerá en el Battle Type del oponente"); it had said yes
        ("ddm", "Does my own battle type decide which attack I use?"),
        # ddm 2.2 "Son puestas boca abajo … durante la Preparation Phase, y activada en el momento de
        # activación de la carta (Ej: Colocas un Offense Plug-In A y este se activará en la Battle
        # Phase)": the Plug-In activates in the Battle Phase; it had said yes for the Preparation Phase
        ("ddm", "Tengo un Offense Plug-In A colocado; ¿se activa en la Preparation Phase?"),
    ],
)
def test_a_sentence_that_says_it_of_another_player_time_or_phase_does_not_answer_yes(
    seeded, roomy_budget, game, question
):
    assert read_question(question, game)["answer"] in ("no", "unknown")


@pytest.mark.django_db
def test_a_question_about_the_phase_its_own_clause_names_is_still_answered(seeded, roomy_budget):
    # ddm 2.2 "Son puestas boca abajo desde tu mano en uno de tus Option Slots durante la Preparation Phase"
    out = read_question(
        "¿Las cartas son puestas boca abajo desde la mano durante la Preparation Phase?", "ddm"
    )
    assert out["answer"] == "yes"
    assert "durante la Preparation Phase" in _quotes(out)


# ddm 2.1.7 "En el caso de un Digimon con atributo Variable, ganara cualquier atributo que tenga su
# oponente … En el caso de que el Digimon oponente también sea de atributo variables, ambos se
# mantendrán en dicho atributo."
BOTH_STAY = "ambos se mantendrán en dicho atributo"


@pytest.mark.parametrize(
    "question",
    [
        "Si mi Digimon es Variable y el del oponente es Variable, ¿se vuelve Datos?",
        "If the opponent is Variable too, does my Variable Digimon change?",
    ],
)
def test_an_opponent_said_to_be_variable_makes_both_variable_and_both_stay(question):
    # the reader had said "yes, it changes to data" to the first
    out = ask(question, "ddm")
    assert out["answer"] == "no"
    assert BOTH_STAY in _quotes(out)


@pytest.mark.parametrize(
    "question", ["Does my Variable Digimon become Data?", "¿Un Digimon Variable se vuelve Datos?"]
)
def test_whether_a_variable_digimon_becomes_an_attribute_turns_on_the_opponents_which_is_not_named(question):
    # "ganara cualquier atributo que tenga su oponente": Data only against a Data opponent; it had said yes
    assert ask(question, "ddm")["answer"] == "unknown"


def test_an_unknown_attribute_digimon_is_not_answered_from_the_rule_for_a_variable_one():
    # 2.1.7 names "Desconocidos" as an attribute of its own; only the Variable one follows its
    # opponent's, and of the Unknown one the rules say nothing: it had said yes
    assert ask("¿El atributo Desconocido cambia con el del oponente?", "ddm")["answer"] == "unknown"


@pytest.mark.django_db
def test_a_no_that_denies_the_verb_is_still_read_as_the_sentences_own(seeded, roomy_budget):
    # ddm 2.1.2 "dichas cartas no pueden utilizarse en torneos oficiales"
    out = read_question("¿Las cartas promocionales no se pueden usar en torneos oficiales?", "ddm")
    assert out["answer"] == "yes"
    assert "no pueden utilizarse en torneos oficiales" in _quotes(out)


@pytest.mark.django_db
def test_a_no_between_a_noun_and_its_describing_word_asks_of_other_things_the_sentence_does_not_rule(
    seeded, roomy_budget
):
    # ddm 2.1.2 "… dichas cartas no pueden utilizarse en torneos oficiales": of tournaments that are not
    # official it says nothing; the "no" of "torneos no oficiales" had been read as denying the verb,
    # and the answer was yes
    out = read_question("¿Las cartas promocionales se pueden usar en torneos no oficiales?", "ddm")
    assert out["answer"] == "unknown"


# dbe 16.8 "Flipping an active Digimon … doesn't cause it to become abnormal."
NOT_ABNORMAL = "doesn’t cause it to become abnormal"


@pytest.mark.parametrize(
    "question",
    [
        "Does flipping remove the abnormal status?",
        "Does flipping remove its abnormal status?",
        "Is my Digimon still abnormal after it flips?",
    ],
)
def test_an_abnormal_state_the_digimon_already_has_is_not_answered_from_its_not_becoming_abnormal(question):
    # 16.8 says a flip does not make it abnormal, not whether a flip ends an abnormal state: the reader
    # had said "no" to the first from 16.8
    assert ask(question, "dbe")["answer"] == "unknown"


def test_becoming_abnormal_by_a_flip_is_still_answered_no():
    out = ask("Can a flip make my Digimon abnormal?", "dbe")
    assert out["answer"] == "no"
    assert NOT_ABNORMAL in _quotes(out)
