"""Families of misreading the scenario reader refuses (rulings/scenarios/engine/guards.py).

Each family was found on the probe set (benchmarks/questions/scenarios_probe.json): a question the
engine could run, but only by answering another one. A question of the family comes out unknown,
saying what was read; the nearest question the seed does answer still gets its answer, with the
sentence quoted from the seed.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask


def _assert_unknown(out: dict, because: str) -> None:
    assert out["answer"] == "unknown"
    assert out["citations"] == []
    assert because in out["summary"]


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # space 13.all-card-types.2 speaks of "A Bound Character who flips" only.
        ("Does the Storyline flip when a Character that is not Bound flips?", "space"),
        ("Does a Character who isn't Bound stay where it is when it flips?", "space"),
        # mtg 712.2 is about transforming double-faced cards; the question narrows by a kind it does not read.
        ("Does a creature that isn't a Werewolf keep its counters when it transforms?", "mtg"),
        # ddm 2.1.7, in Spanish: "un Digimon que no es Variable".
        ("¿Un Digimon que no es Variable cambia de atributo cuando cambia el del oponente?", "ddm"),
    ],
)
def test_it_refuses_a_subject_narrowed_by_a_negated_clause(question, game):
    _assert_unknown(ask(question, game), "negat")


def test_a_bound_character_still_stays_bound():
    # space 13.all-card-types.2: "A Bound Character who flips stays Bound"
    out = ask("Does a Bound Character stay Bound after it flips?", "space")
    assert out["answer"] == "yes"
    assert any(c["key"] == "13.all-card-types.2" for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        "¿Un Digimon Variable gana automáticamente contra uno Vacuna?",
        "Does a Variable Digimon win against a Data Digimon once it takes the Data attribute?",
    ],
)
def test_it_refuses_a_question_about_who_wins(question):
    # ddm 2.1.7 says what attribute a Variable Digimon takes, not who wins the battle.
    _assert_unknown(ask(question, "ddm"), "wins a battle")


def test_ganar_un_atributo_is_the_rules_own_gain_not_a_win():
    # ddm 2.1.7: "un Digimon con atributo Variable, ganara cualquier atributo que tenga su oponente"
    out = ask("¿Un Digimon Variable gana el atributo Virus de su oponente?", "ddm")
    assert out["answer"] == "yes"
    assert any("ganara cualquier atributo que tenga su oponente" in c["quote"] for c in out["citations"])


def test_it_refuses_an_opponent_attribute_it_would_have_to_invent():
    # ddm 2.1.7: a Variable Digimon takes its opponent's attribute, but both stay Variable when the
    # opponent is Variable too; a question that names neither has no answer the rules give.
    out = ask("¿Mi Digimon variable se queda variable?", "ddm")
    _assert_unknown(out, "names no attribute for the opponent")


def test_a_misspelt_spanish_word_of_the_seed_is_read():
    # "tanbien" is one letter from the seed's "también": 2.1.7 "En el caso de que el Digimon oponente
    # también sea de atributo variables, ambos se mantendrán en dicho atributo."
    out = ask("si mi digimon es variable y el otro tanbien, se quedan variables?", "ddm")
    assert out["answer"] == "yes"
    assert any("ambos se mantendrán en dicho atributo" in c["quote"] for c in out["citations"])


def test_both_variable_is_still_answered():
    # ddm 2.1.7: "En el caso de que el Digimon oponente también sea de atributo variables, ambos se
    # mantendrán en dicho atributo."
    out = ask("If both Digimon are Variable, do they stay Variable?", "ddm")
    assert out["answer"] == "yes"
    assert any("ambos se mantendrán en dicho atributo" in c["quote"] for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        "Do all counters on a Location stay when it flips?",
        "Is it true that every counter on a Spacecraft goes away when it flips?",
    ],
)
def test_a_subject_named_as_a_whole_is_answered_of_every_part_at_once(question):
    # space 13.locations.2 / 13.spacecraft.2: "All counters remain except Liberation counters." --
    # Liberation counters go, the rest stay: not all of them stay, and not every one goes.
    out = ask(question, "space")
    assert out["answer"] == "no"
    assert "liberation" in out["summary"]
    assert any("counters remain except Liberation counters" in c["quote"] for c in out["citations"])


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Do counters on a Location stay when it flips?", "yes"),
        ("Is it true that a Spacecraft's counters go away when it flips?", "no"),
        ("Is it true that a Spacecraft's other counters go away when it flips?", "no"),
    ],
)
def test_counters_as_such_are_the_rules_general_case(question, answer):
    # space 13.locations.2 / 13.spacecraft.2: "All counters remain except Liberation counters."
    out = ask(question, "space")
    assert out["answer"] == answer
    assert any(c["quote"] == "All counters remain except Liberation counters." for c in out["citations"])


@pytest.mark.parametrize(("kind", "answer"), [("Liberation", "no"), ("damage", "yes")])
def test_one_kind_of_counter_is_still_answered(kind, answer):
    # space 13.locations.2: "All counters remain except Liberation counters."
    out = ask(f"Do {kind} counters on a Location stay when it flips?", "space")
    assert out["answer"] == answer
    assert any(c["quote"] == "All counters remain except Liberation counters." for c in out["citations"])


def test_a_depends_between_cases_of_the_event_is_still_given():
    # space 13.spacecraft.1: units stay "as long as the flip side can legally hold them"; the others
    # "are displaced" -- a condition of the event, not a part of the subject.
    out = ask("Do Ground Units deployed to a Spacecraft stay deployed when it flips?", "space")
    assert out["answer"] == "depends"
    assert any(c["key"] == "13.spacecraft.1" for c in out["citations"])


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Is it true that a Spacecraft's counters go away when it flips?", "no"),
        ("Do those counters stay on a Character after it flips?", "yes"),
    ],
)
def test_a_possessive_or_a_determiner_is_not_read_as_a_kind_of_counter(question, answer):
    # space 13.spacecraft.2 / 13.characters.2: "All counters remain except Liberation counters." --
    # "a Spacecraft's counters" says whose counters, not which kind: the rule's general case.
    out = ask(question, "space")
    assert out["answer"] == answer
    assert "spacecraft's counters" not in out["summary"] and "those counters" not in out["summary"]
    assert any("counters remain except Liberation counters" in c["quote"] for c in out["citations"])


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # dcg 3-1-3-1-2 speaks of "statuses, states, etc."; inherited effects are printed text.
        ("Does an inherited effect stay when the Digimon moves to the trash?", "dcg"),
        ("Does a static effect stay when the permanent transforms?", "mtg"),
    ],
)
def test_it_refuses_a_kind_of_effect_the_rules_do_not_name(question, game):
    _assert_unknown(ask(question, game), "kind of effect")


def test_a_passive_effect_is_printed_and_follows_the_side_that_shows():
    # dbe 16.6: on a flip "passive effects ... will now be available or unavailable depending on" the
    # side -- not the "floating effects" 16.7 keeps; a passive effect must not be read as one.
    out = ask("Does a passive effect stay after the active Digimon flips?", "dbe")
    assert out["answer"] == "no"
    assert any("passive effects" in c["quote"] for c in out["citations"])
    assert not any("floating effects" in c["quote"] for c in out["citations"])


def test_a_floating_effect_is_the_one_the_rules_keep():
    # dbe 16.7: "Do not remove any floating effects that modify the active either"
    out = ask("Does a floating effect stay after the active Digimon flips?", "dbe")
    assert out["answer"] == "yes"
    assert any("Do not remove any floating effects" in c["quote"] for c in out["citations"])


def test_the_spanish_question_mark_is_not_read_as_a_kind_of_counter():
    # mtg 712.18: "Any effects that applied to that permanent will continue to apply to it."
    out = ask("¿Los contadores se quedan en un permanente cuando se transforma?", "mtg")
    assert out["answer"] == "yes"
    assert "¿" not in out["summary"].split("“")[0]
    assert any(c["key"] == "712.18" for c in out["citations"])


def test_it_refuses_a_place_the_scenario_does_not_put_the_card_in():
    # dbe 16.5 speaks of "the active Digimon"; the question puts the flipping card in the Destiny Zone.
    _assert_unknown(
        ask("Does the evo-bonus stay when the Digimon flips in the Destiny Zone?", "dbe"), "destiny zone"
    )


def test_the_active_digimon_is_still_answered():
    # dbe 16.5: "the evo-bonus will remain active because the card did not change from the active spot"
    out = ask("Does the evo-bonus stay when the active Digimon flips?", "dbe")
    assert out["answer"] == "yes"
    assert any(c["key"] == "intro-to-flip-cards.16.5" for c in out["citations"])


def test_it_refuses_a_negated_condition():
    # space 13.all-card-types.2: "the Storyline flips with them if the flip is a Fall" -- of a flip
    # that is not a Fall the sentence says nothing.
    _assert_unknown(ask("Does the Storyline flip when the flip is not a Fall?", "space"), "condition")


@pytest.mark.parametrize(
    "question",
    [
        "¿Un Digimon Vacuna cambia de atributo cuando el oponente es Virus?",
        "Does a Data Digimon take its opponent's attribute?",
    ],
)
def test_it_refuses_an_attribute_change_of_a_digimon_that_is_not_variable(question):
    # ddm 2.1.7: "En el caso de un Digimon con atributo Variable, ganara cualquier atributo que tenga
    # su oponente" -- said of a Variable Digimon only.
    _assert_unknown(ask(question, "ddm"), "Variable")


def test_a_variable_digimon_against_a_named_attribute_is_still_answered():
    # ddm 2.1.7: "ganara cualquier atributo que tenga su oponente"
    out = ask("If my Digimon is Variable and the opponent is Data, does mine become Data?", "ddm")
    assert out["answer"] == "yes"
    assert any("ganara cualquier atributo" in c["quote"] for c in out["citations"])
