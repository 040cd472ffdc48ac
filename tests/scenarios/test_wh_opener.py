"""A wh-question opened by an adverb ("Exactly how many …?") is still no yes-or-no question.

"How many loyalty counters does it get?" asks a number, which no yes, no or depends answers; the
readers answer it unknown, whatever word the judge opens it with.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.statement_question import read


@pytest.mark.parametrize(
    "question",
    [
        "Exactly how many loyalty counters does Jace, Telepath Unbound get when Jace, Vryn's Prodigy flips?",
        "So what happens to the counters on it when it transforms?",
    ],
)
def test_it_answers_unknown_when_a_wh_question_opens_with_an_adverb(question):
    assert ask(question, "mtg")["answer"] == "unknown"
    assert read(question, frozenset()) is None


def test_a_yes_or_no_question_opened_with_so_is_still_read():
    assert read("So does a transformed permanent keep its counters?", frozenset()) is not None
