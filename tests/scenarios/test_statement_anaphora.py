"""'This X' in a rule sentence read as the subject of the sentence before, in the same section
(issue #15).

The sentences are quoted from the dcg comprehensive rules (shared/seeds), 3-7-2: "The security stack
is a private area. Cards in this area are placed face-down and spread out so that the number of
cards can be seen." The expected answers are read off them by hand.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.statement_anaphora import referent
from rulings.scenarios.engine.statements import Sentence, answer, prepare

DCG_SECURITY = (
    "The security stack is a private area.",
    "Cards in this area are placed face-down and spread out so that the number of cards can be seen.",
)
MTG_TRIGGERS = (  # 712.21's example: "that triggers" is a relative clause, not a demonstrative
    "An ability that triggers “whenever a creature dies” triggers once.",
    "An ability that triggers “whenever a card is put into a graveyard from anywhere” triggers twice.",
)


def text(game: str, key: str, heading: str, *sentences: str):
    return prepare(tuple(Sentence(game, "rules", key, s, heading) for s in sentences))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Are security cards placed face-down?", "yes"),
        ("Are security cards placed face-up?", "no"),
    ],
)
def test_this_area_is_the_subject_of_the_sentence_before(question, expected):
    found = answer(question, text("dcg", "3-7-2", "Security Stack", *DCG_SECURITY))
    assert found is not None
    assert found["answer"] == expected
    assert found["sentence"].text == DCG_SECURITY[1]


def test_this_area_lends_nothing_across_sections():
    index = prepare(
        (
            Sentence("dcg", "rules", "3-7-1", DCG_SECURITY[0], "Security Stack"),
            Sentence("dcg", "rules", "3-7-2", DCG_SECURITY[1], "Other Section"),
        )
    )
    assert answer("Are security cards placed face-down?", index) is None


def test_this_noun_lends_only_when_the_sentence_before_names_it():
    assert referent("Cards in this turn are placed face-down.", DCG_SECURITY[0], True) == (
        frozenset(),
        frozenset(),
    )


def test_this_area_lends_the_subject_of_the_sentence_before():
    named, subject = referent(DCG_SECURITY[1], DCG_SECURITY[0], True)
    assert named == {"area"}
    assert subject == {"security", "stack"}


def test_a_relative_that_is_no_demonstrative():
    assert referent(MTG_TRIGGERS[1], MTG_TRIGGERS[0], True) == (frozenset(), frozenset())
