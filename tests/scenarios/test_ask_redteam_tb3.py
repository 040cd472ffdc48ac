"""Red team tb3: dcg's breeding-area exceptions and how an effect is named.

dcg seed, 3-4-5-5: "Cards in breeding areas can't be chosen for effects, except for effects that
explicitly specify or reference breeding areas. (Example: A Digimon in your opponent's breeding area
can't be chosen for "[On Play] Suspend 1 of your opponent's Digimon."". 3-4-5-3 says the same of
being affected. A question that leaves the effect open gets both cases; one that describes the
effect (its text, its timing, what it does) is answered for that effect.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.ask import ask


@pytest.mark.parametrize(
    "question",
    [
        "Can a Digimon in the breeding area be chosen for an effect?",
        "Can cards in breeding areas be chosen for effects?",
        "Can a Digimon in my opponent's breeding area be chosen for my effect?",
    ],
)
def test_it_answers_depends_when_the_question_leaves_open_which_effect_chooses(question):
    result = ask(question, "dcg")
    assert result["answer"] == "depends", result["summary"]
    assert "3-4-5-5" in {c["key"] for c in result["citations"]}


@pytest.mark.parametrize(
    "question",
    [
        "can my opponents digimon in the bredding area be choosen for an on play suspend effect",
        "Can my delete effect choose a Digimon in the breeding area?",
        "Can my opponent's 'suspend 1 of your opponent's Digimon' effect pick my Digimon in the breeding "
        "area?",
    ],
)
def test_it_answers_no_when_the_question_names_an_effect_by_what_it_does(question):
    result = ask(question, "dcg")
    assert result["answer"] == "no", result["summary"]
    assert "3-4-5-5" in {c["key"] for c in result["citations"]}


def test_an_effect_named_with_its_owner_and_what_it_does_is_described():
    # 3-4-5-3 "Cards in breeding areas can't be affected by effects, except for effects that explicitly
    # specify or reference breeding areas": an on play suspend effect names no breeding area.
    result = ask(
        "My opponent's on play suspend effect — does it affect my Digimon in the breeding area?", "dcg"
    )
    assert result["answer"] == "no", result["summary"]
    # … but "my opponent's effect" alone leaves it open.
    assert (
        ask("Can my opponent's effect choose my Digimon in the breeding area?", "dcg")["answer"] == "depends"
    )
