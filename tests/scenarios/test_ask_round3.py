"""Round 3 of the question reader (issue #15): what the asking sentence says, apart from the sentences
that set the scene and from the words that name the subject; counters of every kind but the one the
rule excepts; a Variable Digimon that "changes too". Expectations are quoted from the seeds."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask, attributes

# dbe 16.7 "For example, do not change the HP, any activated permanent evo-bonuses, or the status of a
# used “Activate” effect. Do not remove any floating effects that modify the active either, including
# Power boosts, attack ability changes, or changed attack selections."
HP_KEPT = "do not change the HP"
CHANGES_KEPT = "attack ability changes, or changed attack selections"
# space 13 "All counters remain except Liberation counters." (Characters: "All other counters remain …")
COUNTERS_REMAIN = "counters remain except Liberation counters"
# ddm 2.1.7 "… ganara cualquier atributo que tenga su oponente y también cambiara junto con el oponente
# si el atributo del Digimon oponente se modifica …"
VARIABLE_FOLLOWS = "también cambiara junto con el oponente"


def _quotes(out: dict) -> str:
    return " ".join(c["quote"] for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        # a negation in a sentence that sets the scene turns nothing round
        "I didn't attack this turn. Then my active Digimon flipped. Does its HP stay the same?",
        # "changed" tells what happened; "stay" is what is asked
        "An effect changed my active's HP and then it flipped. Does the HP stay?",
    ],
)
def test_the_sentences_before_the_question_set_the_scene_and_ask_nothing(question):
    out = ask(question, "dbe")
    assert out["answer"] == "yes"
    assert HP_KEPT in _quotes(out)


def test_a_verb_of_the_scene_is_not_read_as_what_is_asked():
    # "creatures that become planeswalkers" describes; "do they get loyalty counters" is not a question
    # of whether counters stay, which is all the engine could answer (and would answer "no").
    question = (
        "The Magic Origins creatures that become planeswalkers — do they get loyalty counters when they "
        "come back transformed?"
    )
    assert ask(question, "mtg")["answer"] == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        "Does the attack ability change carry over after the flip?",
        "An effect changed my active's attack ability and then it flipped over. Does that attack ability "
        "change carry over after the flip?",
        "Does the changed attack selection stay after a flip?",
    ],
)
def test_the_words_that_name_the_subject_are_not_its_verb(question):
    out = ask(question, "dbe")
    assert out["answer"] == "yes"
    assert CHANGES_KEPT in _quotes(out)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Spacecraft turns over - do the other counters on it (not Liberation) carry over?", "yes"),
        (
            "My Character has a few non-Liberation counters on it and gets flipped. Do those counters stay?",
            "yes",
        ),
        ("Do counters other than Liberation counters stay when a Location flips?", "yes"),
        ("Are counters other than Liberation counters removed when a Spacecraft flips?", "no"),
        ("Do all counters except Liberation counters remain after a flip?", "yes"),
    ],
)
def test_counters_but_the_ones_the_rule_excepts_are_its_general_case(question, answer):
    out = ask(question, "space")
    assert out["answer"] == answer
    assert COUNTERS_REMAIN in _quotes(out)


@pytest.mark.parametrize(
    "question",
    [
        # Liberation counters are among them, and they go: no one answer for all
        "Do counters other than damage counters stay when a Character flips?",
        "Are non-damage counters kept when a Character flips?",
    ],
)
def test_counters_but_another_kind_are_not_read_as_the_general_case(question):
    out = ask(question, "space")
    assert out["answer"] == "unknown"
    assert out["citations"] == []


@pytest.mark.parametrize(
    "question",
    [
        "Si una carta cambia el atributo del digimon rival, ¿mi digimon Variable cambia tambien?",
        "If an effect changes the opponent's attribute, does my Variable Digimon change too?",
    ],
)
def test_a_variable_digimon_that_changes_too_follows_its_opponent(question):
    out = ask(question, "ddm")
    assert out["answer"] == "yes"
    assert VARIABLE_FOLLOWS in _quotes(out)


def test_variable_too_still_says_both_digimon_are_variable():
    # ddm 2.1.7 "En el caso de que el Digimon oponente también sea de atributo variables, ambos se
    # mantendrán en dicho atributo."
    assert (
        attributes.opponent_attribute("mi digimon es variable y el rival es variable también") == "variable"
    )
    assert attributes.opponent_attribute("my variable digimon changes too", default=None) is None
