"""A clause denying that a quoted effect triggers answers whether the effect's outcome happens.

The sentences are quoted from the dcg seed (shared/seeds), comprehensive rules 3-4-5-6 and 3-4-5-7;
the expected answers are read off them by hand: an effect that "doesn't trigger" does not do what
its quoted text says (no memory gained, no card drawn), and only under the clause's condition (a
Digimon in the breeding area).
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.statement_clauses import split_sentences
from rulings.scenarios.engine.statements import Sentence, answer

DCG_3_4_5_6 = (
    "Trigger conditions can't be met by cards in breeding areas, except for effects that explicitly "
    "specify or reference breeding areas. (Example: Even if your Digimon in the breeding area digivolves "
    'during your turn, a "[Your Turn] When your Digimon digivolves, by suspending this Tamer, <Draw 1>" '
    "effect doesn't trigger.)"
)
DCG_3_4_5_7 = (
    "Activation conditions can't be met by cards in breeding areas, except for effects that explicitly "
    "specify or reference breeding areas. (Example: Even if your opponent has a Digimon in the breeding "
    'area at the start of your main phase, a "[Start of Your Main Phase] If your opponent has a Digimon, '
    "gain 1 memory\" effect doesn't trigger.)"
)


def read() -> tuple[Sentence, ...]:
    out = []
    for key, text in (("3-4-5-6", DCG_3_4_5_6), ("3-4-5-7", DCG_3_4_5_7)):
        out += [Sentence("dcg", "comprehensive-rules", key, s, "Breeding") for s in split_sentences(text)]
    return tuple(out)


@pytest.mark.parametrize(
    ("question", "key"),
    [
        (
            "My opponent's only Digimon is in their breeding area at the start of my main phase. Does my "
            "'If your opponent has a Digimon, gain 1 memory' still give me memory?",
            "3-4-5-7",
        ),
        (
            "My breeding-area Digimon digivolves on my turn. Does my Tamer's 'When your Digimon digivolves, "
            "<Draw 1>' let me suspend it and draw?",
            "3-4-5-6",
        ),
    ],
)
def test_it_answers_no_when_the_question_asks_what_an_effect_the_rule_says_does_not_trigger_would_do(
    question, key
):
    found = answer(question, read())
    assert found is not None
    assert found["answer"] == "no"
    assert found["sentence"].key == key


def test_it_does_not_answer_when_the_scene_is_outside_the_condition_of_the_denial():
    question = (
        "At the start of my main phase my opponent has a Digimon in the battle area. Does my "
        "'If your opponent has a Digimon, gain 1 memory' give me memory?"
    )
    assert answer(question, read()) is None


@pytest.mark.parametrize(
    "question",
    [
        "My Tamer's effect says 'if you have a Digimon in your breeding area, <Draw 1>'. I have one "
        "there. Do I draw?",
        'My Tamer reads "When a Digimon in your breeding area digivolves, <Draw 1>". It digivolves. '
        "Do I draw?",
    ],
)
def test_it_does_not_answer_from_the_example_when_the_question_quotes_another_effect(question):
    # Both rules except "effects that explicitly specify or reference breeding areas": an effect the
    # question quotes, which is not the example's, may be one of them; the example does not decide it.
    assert answer(question, read()) is None
