"""What a Flip acts on, by default or when the effect says so (flip_target.py). dbe flip-card text, 13:
"By default, Flip targets your own active Digimon. It may target the opponent’s active if specified (or
uses “any”). It may target a card in the Destiny Zone or attached if specified." """

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.flip_target import answer


@pytest.mark.parametrize(
    ("question", "said", "quoted"),
    [
        ("By default, does Flip target my own active Digimon?", "yes", "By default, Flip targets your own"),
        ("By default, does Flip target the opponent's active Digimon?", "no", "if specified"),
        (
            "If an effect just says flip and doesn't say whose, does it flip the opponent's active Digimon?",
            "no",
            "opponent’s active if specified",
        ),
        (
            "Can a Flip effect target my opponent's active Digimon?",
            "depends",
            "opponent’s active if specified",
        ),
        (
            "Can a flip effect target a card in the Destiny Zone if it says so?",
            "yes",
            "Destiny Zone or attached",
        ),
        ("Can a Flip effect target a card that's attached instead of the active?", "depends", "or attached"),
    ],
)
def test_what_a_flip_acts_on_is_its_own_active_unless_the_effect_says_otherwise(question, said, quoted):
    out = ask(question, "dbe")
    assert out["answer"] == said
    assert quoted in " ".join(c["quote"] for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        "Can I look at the other side of a flip card in the Destiny Zone?",  # looking, not acting on
        "Can I flip a card in the Destiny Zone during my opponent's turn?",  # a player, at a time
        "Can a Flip effect target an attached card or the opponent's active?",  # two cards
        "Can't a Flip effect target my opponent's active Digimon?",  # a "not" not read here
        "Which cards can a Flip effect target?",  # not a yes-or-no question
    ],
)
def test_it_does_not_answer_what_it_cannot_read(question):
    assert answer(question, "dbe") is None


def test_a_game_whose_text_says_nothing_of_targets_is_not_answered():
    assert answer("Can a flip effect target my opponent's Spacecraft?", "space") is None


@pytest.mark.parametrize(
    "question",
    [
        # "By default, Flip targets your own active Digimon": the effect's controller's own active, so
        # for an opponent's effect "my active" is not the default one
        "Can my opponent's Flip effect target my active?",
        "If my opponent plays a Flip effect without saying whose, does it hit my active?",
    ],
)
def test_it_answers_nothing_when_the_effect_is_another_players(question):
    assert answer(question, "dbe") is None


def test_an_effect_that_says_any_may_target_the_opponents_active():
    # 13 "It may target the opponent’s active if specified (or uses “any”)."
    out = ask('Does a Flip effect that says "any" target my opponent\'s active?', "dbe")
    assert out["answer"] == "yes"
    assert "(or uses “any”)" in " ".join(c["quote"] for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        "If the flip effect names no target, does it flip the opponent's active Digimon?",
        "The flip effect says nothing about whose Digimon, so does it target the opponent's active?",
    ],
)
def test_it_answers_no_when_the_effect_names_no_target_and_the_opponents_active_is_asked(question):
    # 13 "By default, Flip targets your own active Digimon. It may target the opponent’s active if
    # specified (or uses “any”).": an effect that names no target does not reach the opponent's active
    # (was a confident yes: "names ..., does it flip the opponent's" was read as naming the opponent)
    out = ask(question, "dbe")
    assert out["answer"] == "no"
    assert "opponent’s active if specified" in " ".join(c["quote"] for c in out["citations"])


def test_an_effect_told_to_target_the_opponents_active_names_it():
    # 13 "It may target the opponent’s active if specified": an effect that targets it specifies it (was
    # "depends on whether the effect says so", though the question says it does)
    out = ask("If the flip effect targets my opponent's active, does it flip their active?", "dbe")
    assert out["answer"] == "yes"
    assert "opponent’s active if specified" in " ".join(c["quote"] for c in out["citations"])
