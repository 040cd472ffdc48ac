"""How many times a thing happens: a question asking another count than the rule's is answered no.

The sentences are quoted from the mtg seed (shared/seeds), comprehensive rules 712.21, its example:
"Example: Chittering Host, a melded permanent, dies. An ability that triggers “whenever a creature
dies” triggers once. An ability that triggers “whenever a card is put into a graveyard from anywhere”
triggers twice." The expected answers are read off it by hand.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.statement_clauses import split_sentences
from rulings.scenarios.engine.statement_limits import other_times, times_said
from rulings.scenarios.engine.statements import Sentence, answer

EXAMPLE = (
    "Example: Chittering Host, a melded permanent, dies. An ability that triggers “whenever a creature "
    "dies” triggers once. An ability that triggers “whenever a card is put into a graveyard from "
    "anywhere” triggers twice."
)


def rules() -> tuple[Sentence, ...]:
    return tuple(
        Sentence("mtg", "comprehensive-rules", "712.21.ex1", s, "Meld") for s in split_sentences(EXAMPLE)
    )


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("When a melded permanent dies, does a 'whenever a creature dies' ability trigger twice?", "no"),
        ("Chittering Host dies. Does a 'whenever a creature dies' ability trigger three times?", "no"),
        ("Chittering Host dies. Does a 'whenever a creature dies' ability trigger once?", "yes"),
        (
            "Chittering Host dies. Does a 'whenever a card is put into a graveyard from anywhere' "
            "ability trigger once?",
            "no",
        ),
    ],
)
def test_it_answers_by_the_count_of_times_the_rule_says(question, expected):
    found = answer(question, rules())
    assert found is not None
    assert found["answer"] == expected


def test_it_does_not_answer_no_when_the_question_limits_the_count_it_asks():
    found = answer("Does a 'whenever a creature dies' ability trigger only twice?", rules())
    assert found is None or found["answer"] != "no"


def test_it_reads_how_many_times_a_text_says_a_thing_happens():
    assert times_said("triggers once") == {1}
    assert times_said("does it trigger two times?") == {2}
    assert other_times(frozenset({2}), "An ability … triggers once.")
    assert not other_times(frozenset({2}), "It triggers once, or twice with the bonus.")
