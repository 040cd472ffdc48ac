"""Whether a keyword is read with rules text it does not print (sentence_rule.py, dbe_rules
"implied_text"). dbe flip-card text, 14:
"Flip is always considered to have the rules text “if able” after it." """

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.sentence_rule import reader_of

RULE = "Flip is always considered to have the rules text “if able” after it."
answer = reader_of("implied_text")


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Is flip always treated as 'if able'?", "yes"),
        ("Does flip always count as having 'if able' after it?", "yes"),
        ("Is Flip always read as if it said 'if able'?", "yes"),
        ("Is it true that flip doesn't have 'if able' after it?", "no"),
    ],
)
def test_flip_is_read_as_if_able(question, said):
    out = ask(question, "dbe")
    assert out["answer"] == said
    assert out["citations"][0]["quote"] == RULE


@pytest.mark.parametrize(
    "question",
    [
        "Does 'if able' mean the flip does nothing if the side is already up?",  # asks more than how it reads
        "Can I flip if able?",  # not how flip is read
        "Why is flip read as 'if able'?",  # not a yes-or-no question
    ],
)
def test_it_does_not_answer_what_the_rule_does_not_say(question):
    assert answer(question, "dbe") is None


def test_a_flip_to_the_side_already_up_does_nothing():
    # 14 "Flip is always considered to have the rules text “if able” after it.": "does it do nothing?" asks
    # whether it is not done, which is so
    out = ask("Does the flip do nothing if the side is already up?", "dbe")
    assert out["answer"] == "yes"
    assert ask("does flipping to the side already up do anything?", "dbe")["answer"] == "no"
