"""Which side's evo-bonus a flip-card future activates (future_bonus.py). dbe flip-card text, 16.12:
"During the evolve phase, when activating the evo-bonus of a future, if that future is a flip card, only
activate the bonus of the current side. If another effect flips the Digimon before you could activate an
evo-bonus, the same rule applies and you would activate it on that new (now current) side." """

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.future_bonus import answer

RULE = "only activate the bonus of the current side"
FLIPPED = "you would activate it on that new (now current) side"


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "My future is a flip card. Do I activate the evo-bonus of the side not showing?",
            "no",
        ),
        (
            "My future is Dianamon showing Star. Do I activate the Moon side's evo-bonus?",
            "no",
        ),
        (
            "My future is Antiramon on its Moon side. Can I activate the evo-bonus on the Star side?",
            "no",
        ),
        (
            "My future is Dianamon showing Star. Do I activate the evo-bonus of both Star and Moon sides?",
            "no",
        ),
        ("My future is Dianamon showing Star. Do I activate the Star side's evo-bonus?", "yes"),
        ("My future is a flip card. Do I activate the evo-bonus of the current side?", "yes"),
    ],
)
def test_only_the_current_sides_bonus_is_activated(question, said):
    out = ask(question, "dbe")
    assert out["answer"] == said
    assert RULE in out["citations"][0]["quote"]


def test_a_future_flipped_to_a_side_shows_that_side():
    out = ask(
        "My future flipped to Moon before the evolve phase. Do I activate the Star side's evo-bonus?", "dbe"
    )
    assert out["answer"] == "no"
    assert any(FLIPPED in c["quote"] for c in out["citations"])


def test_after_a_flip_the_new_sides_bonus_is_activated():
    out = ask(
        "If my future gets flipped before I activate its evo-bonus, do I use the new side's bonus?", "dbe"
    )
    assert out["answer"] == "yes"
    assert any(FLIPPED in c["quote"] for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        "My future is a flip card. Can't I activate the evo-bonus of the other side?",  # a "not" of its own
        "My future is a flip card. Do I activate its evo-bonus?",  # no side asked of
        "Does the evo-bonus stay after my active flips?",  # not a future
    ],
)
def test_it_does_not_answer_what_it_cannot_place(question):
    assert answer(question, "dbe") is None


def test_a_game_whose_text_says_nothing_of_it_is_not_answered():
    assert answer("My future is a flip card. Do I activate the evo-bonus of the other side?", "space") is None


def test_a_future_flipped_to_another_side_after_the_scene_names_one_is_not_placed():
    # 16.12 "If another effect flips the Digimon before you could activate an evo-bonus, … you would
    # activate it on that new (now current) side": after "flips it to Moon" the Star side is no longer
    # the current one (was a confident yes, read from "shows its Star side")
    question = (
        "My future shows its Star side, and an effect flips it to Moon before I activate. "
        "Do I activate the Star evo-bonus?"
    )
    assert ask(question, "dbe")["answer"] != "yes"


@pytest.mark.parametrize(
    "question",
    [
        "My future flips after I activated the current side's evo-bonus. Do I also activate the new side's "
        "evo-bonus?",
        "I already activated my future's evo-bonus. Do I activate the current side's evo-bonus again?",
    ],
)
def test_it_answers_nothing_of_a_second_bonus_after_one_was_activated(question):
    # 16.12 says which side's bonus is activated ("only activate the bonus of the current side") and
    # that a flip "before you could activate" moves it to the new side; not whether a second is (was yes)
    assert answer(question, "dbe") is None
