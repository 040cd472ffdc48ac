"""dcg 3-4-5-3 … 3-4-5-8: one sentence shape, one reading.

dcg seed: "3-4-5-4 Effects on cards in breeding areas can't trigger or activate, except for effects
that explicitly specify or reference breeding areas." "3-4-5-6 Trigger conditions can't be met by
cards in breeding areas, except for effects that explicitly specify or reference breeding areas."
"3-4-5-7 Activation conditions can't be met by cards in breeding areas, except for effects that
explicitly specify or reference breeding areas." "3-4-5-8 Information on cards in breeding areas can't
be referenced, except for effects that explicitly specify or reference breeding areas." Each carries
the same exception as 3-4-5-3 (affected) and 3-4-5-5 (chosen): a question that leaves the effect open
gets both cases (depends), whatever the effect does; one that names the effect is answered for it.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.ask import ask


@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("Can effects on a Digimon in the breeding area trigger?", "3-4-5-4"),
        ("Can an effect of a Digimon in my breeding area activate?", "3-4-5-4"),
        ("Can a Digimon in the breeding area meet a trigger condition?", "3-4-5-6"),
        ("Can a Digimon in the breeding area meet an activation condition?", "3-4-5-7"),
        ("Can information on a card in the breeding area be referenced by an effect?", "3-4-5-8"),
    ],
)
def test_it_answers_depends_for_every_breeding_exception_when_the_effect_is_left_open(question, rule):
    result = ask(question, "dcg")
    assert result["answer"] == "depends", result["summary"]
    assert rule in {c["key"] for c in result["citations"]}


def test_it_still_answers_no_for_a_when_digivolving_effect_in_the_breeding_area():
    # 3-4-5-4 "(Example: Even when a Digimon with a [When Digivolving] effect in a breeding area
    # digivolves, its [When Digivolving] effect doesn't trigger.)"
    result = ask(
        "Does the [When Digivolving] effect of a Digimon in the breeding area trigger when it digivolves?",
        "dcg",
    )
    assert result["answer"] == "no", result["summary"]
    assert "3-4-5-4" in {c["key"] for c in result["citations"]}


def test_it_answers_yes_when_the_effect_explicitly_references_the_breeding_area():
    # 3-4-5-8 "… except for effects that explicitly specify or reference breeding areas."
    question = (
        "Can an effect that explicitly references the breeding area reference a card in the breeding area?"
    )
    result = ask(question, "dcg")
    assert result["answer"] == "yes", result["summary"]
    assert "3-4-5-8" in {c["key"] for c in result["citations"]}
