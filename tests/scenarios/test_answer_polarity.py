"""A question put as a statement is answered as English answers it: the yes or no says the fact.

Expectations are quoted from the seeds: dbe intro-to-flip-cards.16.5 "If a flip card is the active
Digimon and has a permanent evo-bonus active, then flip to another side, the evo-bonus will remain
active"; space 13.locations.2 "All counters remain except Liberation counters."; space
13.all-card-types.1 "Any attached Devices remain attached"; mtg 712.11 "A double-faced spell is cast
with its front face up by default."
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.answer_polarity import as_answered, either_way
from rulings.scenarios.service import read_question


@pytest.mark.parametrize(
    "question, plain",
    [
        ("The evo-bonus doesn't stay after a flip, does it?", "The evo-bonus does stay after a flip?"),
        ("So the evo-bonus doesn't stay after a flip?", "So the evo-bonus does stay after a flip?"),
        ("The evo-bonus stays after a flip, doesn't it?", "The evo-bonus stays after a flip?"),
        ("Counters don't survive a flip, or do they?", "Counters do survive a flip?"),
        ("It can't flip on its own, can it?", "It can flip on its own?"),
    ],
)
def test_it_reads_a_statement_with_a_tag_as_its_plain_question(question, plain):
    assert as_answered(question) == (plain, False)


@pytest.mark.parametrize(
    "question",
    [
        "Is it true that the evo-bonus does not stay after a flip?",  # asks of the sentence
        "Is it true I'm not allowed to peek at my own security cards?",
        "If a card doesn't have the icon, does that mean it can't be flipped?",
        "Is the side that is not showing in play for its passive effects?",  # a relative clause's "not"
        "When I cast an MDFC, does the face I'm not casting get looked at too?",  # "I'm not": a clause
        "Doesn't the evo-bonus stay after a flip?",  # read by the readers themselves
        "Does the evo-bonus not stay after a flip?",  # a question, asked as it stands (test_ask's HP)
        "My Spacecraft flips and can't hold its units, do I choose which stay?",  # asks after the comma
        "una option card puesta en el slot puede regresar a la mano?",  # "mano?" ends on no tag
        "¿El Digimon no cambia de atributo?",
    ],
)
def test_it_leaves_a_question_that_is_no_statement_as_it_is(question):
    assert as_answered(question) == (question, False)


def test_a_not_in_a_relative_clause_stays_and_the_verbs_own_goes():
    plain, either = as_answered("A card that isn't double-faced doesn't transform, does it?")
    assert (plain, either) == ("A card that isn't double-faced does transform?", False)


def test_a_contrasting_not_is_no_negation_of_the_statement():
    question = "I decide the order, not them, right?"
    assert as_answered(question) == ("I decide the order, not them?", False)


def test_a_negative_statement_put_to_be_confirmed_could_be_answered_either_way():
    assert as_answered("The evo-bonus isn't lost after a flip, right?") == (
        "The evo-bonus is lost after a flip?",
        True,
    )


def test_either_way_keeps_what_the_rules_say_and_gives_no_yes_or_no():
    out = either_way({"answer": "no", "summary": "No. The evo-bonus stays when it flips.", "citations": [1]})
    assert out["answer"] == "unknown"
    assert out["summary"].endswith("What the rules say: The evo-bonus stays when it flips.")
    assert out["citations"] == [1]


@pytest.mark.parametrize(
    "question",
    [
        "The evo-bonus doesn't stay after a flip, does it?",
        "So the evo-bonus doesn't stay after my active flips?",
        "The evo-bonus stays after a flip, doesn't it?",
        "Doesn't the evo-bonus stay after a flip?",
    ],
)
def test_a_yes_says_the_evo_bonus_remains_however_the_question_is_put(seeded, roomy_budget, question):
    out = read_question(question, "dbe")
    assert out["answer"] == "yes"
    assert "intro-to-flip-cards.16.5" in {c["key"] for c in out["citations"]}


def test_liberation_counters_put_as_a_negative_statement_with_a_tag_are_answered_no(seeded, roomy_budget):
    out = read_question("Liberation counters on a Location don't survive a flip, or do they?", "space")
    assert out["answer"] == "no"
    assert "13.locations.2" in {c["key"] for c in out["citations"]}


def test_attached_devices_put_as_a_negative_statement_are_answered_that_they_stay(seeded, roomy_budget):
    out = read_question("Attached Devices don't stay attached when the host flips, do they?", "space")
    assert out["answer"] == "yes"


def test_a_negative_statement_with_right_gets_the_rule_but_no_yes_or_no(seeded, roomy_budget):
    out = read_question("The evo-bonus isn't kept after a flip, right?", "dbe")
    assert out["answer"] == "unknown"
    assert "either" in out["summary"] and "stays" in out["summary"]
    assert "intro-to-flip-cards.16.5" in {c["key"] for c in out["citations"]}


def test_a_sentence_asked_of_with_is_it_true_keeps_its_not(seeded, roomy_budget):
    out = read_question("Is it true that the evo-bonus does not stay after a flip?", "dbe")
    assert out["answer"] == "no"
