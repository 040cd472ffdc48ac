"""The scenario reader refuses what it cannot read with confidence, rather than answer another question.

Each question below resembles one the engine answers, but asks something else: another subject
("non-permanent"), an exception ("other than"), two verbs of which one only describes, a "keep"
asked of something the rules only say a flip does not count as. Expectations quote the seeds.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask


@pytest.mark.parametrize(
    ("question", "game", "why"),
    [
        # dbe 16.5 speaks of a *permanent* evo-bonus only.
        ("Does a non-permanent evo-bonus stay active after a flip?", "dbe", "not"),
        # space 13: "All counters remain except Liberation counters" -- but Liberation counters are
        # among the counters other than damage counters, and they go.
        (
            "Are counters other than damage counters removed when a Spacecraft flips?",
            "space",
            "exception",
        ),
        # "changed" describes the effect, "stay" asks: not read as "does it change?".
        ("Does an effect that changed the type stay after a flip?", "dbe", "asks"),
        # dbe 16.8: a flip "doesn't count as ... becoming abnormal"; keeping a status is another
        # question, of a status the dbe rules here say nothing of.
        ("Does the Digimon keep its abnormal status after a flip?", "dbe", "not something the dbe rules"),
        # dbe 16.5 rules on a flip only; a flip and then a move to the hand is two events.
        (
            "Does the evo-bonus stay after the Digimon flips and is moved to the hand?",
            "dbe",
            "more than one event",
        ),
    ],
)
def test_it_answers_unknown_when_the_question_asks_of_something_else(question, game, why):
    out = ask(question, game)
    assert out["answer"] == "unknown"
    assert out["citations"] == []
    assert why in out["summary"]


def test_unchanged_is_read_as_staying():
    # dbe 16.7: "For example, do not change the HP, any activated permanent evo-bonuses, ..."
    out = ask("Does the HP stay unchanged after a flip?", "dbe")
    assert out["answer"] == "yes"
    assert any("do not change the HP" in c["quote"] for c in out["citations"])


def test_a_meld_card_cannot_transform():
    # mtg 712.9: "Only transforming tokens and permanents represented by transforming double-faced
    # cards can transform or convert."
    out = ask("Can a meld card transform?", "mtg")
    assert out["answer"] == "no"
    assert any(
        c["key"] == "712.9" and c["quote"].startswith("Only transforming tokens") for c in out["citations"]
    )


def test_fail_to_is_read_as_a_negation():
    # dbe 16.5: "... the evo-bonus will remain active ..." -- so it does not fail to persist.
    out = ask("Does the evo-bonus fail to persist after a flip?", "dbe")
    assert out["answer"] == "no"
    assert any("the evo-bonus will remain active" in c["quote"] for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        "Does the label on a Device change when its host flips?",
        "Does the power of a Device change when its host flips?",
        "Does a Device's icon change when its host flips?",
    ],
)
def test_it_answers_unknown_when_asked_what_an_attached_card_prints_after_its_host_flips(question):
    # space 13.p1 "The card uses all printed values on its current face" speaks of the card that flips;
    # of an attached Device it says only "Any attached Devices remain attached, and stay under the
    # host's controller" (13.all-card-types.1), nothing of what the Device prints (was a confident yes)
    assert ask(question, "space")["answer"] == "unknown"
