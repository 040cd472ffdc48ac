"""Red-team round A (issue #15) for dbe, space and ddm: questions near a ruled case but different in a
way that matters. Each was answered yes/no with a seed rule under it that does not decide it; the
reader now says unknown (or the right answer). Expectations are quoted from the seeds."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask

# dbe 16.7 "For example, do not change the HP, any activated permanent evo-bonuses, or the status of a
# used “Activate” effect." — only a *used* Activate effect keeps its status; 16.6 "its printed powers,
# types, attack abilities, passive effects, and available “Activate” effects if any will now be
# available or unavailable depending on whether it is the visible side."
USED_ACTIVATE_KEPT = "the status of a used “Activate” effect"


def _quotes(out: dict) -> str:
    return " ".join(c["quote"] for c in out["citations"])


def test_which_activate_effects_are_available_after_a_flip_is_not_read_as_a_used_one_kept():
    # 16.6 makes the new side's Activate effects available; the reader had said "no" from 16.7
    out = ask("Do the Activate effects of the new side become available after the flip?", "dbe")
    assert out["answer"] != "no"


@pytest.mark.parametrize(
    "question",
    [
        "Does the used status of an Activate effect reset after a flip?",
        "Does a used Activate stay used after the flip?",
    ],
)
def test_a_used_activate_effect_is_still_read_as_the_one_whose_status_is_kept(question):
    out = ask(question, "dbe")
    assert out["answer"] in ("yes", "no")
    assert USED_ACTIVATE_KEPT in _quotes(out)


@pytest.mark.parametrize(
    "question",
    [
        "Does a temporary evo-bonus stay after flipping?",
        "If the evo-bonus was a temporary one, does it remain active after the flip?",
    ],
)
def test_a_temporary_evo_bonus_is_not_answered_from_the_rule_for_a_permanent_one(question):
    # 16.5 "If a flip card is the active Digimon and has a permanent evo-bonus active, then flip …, the
    # evo-bonus will remain active": the rules say nothing of one that is not permanent
    assert ask(question, "dbe")["answer"] == "unknown"


def test_a_temporary_power_boost_is_still_a_floating_effect_that_stays():
    # 16.7 "Do not remove any floating effects that modify the active either, including Power boosts"
    out = ask("Does the temporary power boost stay after the flip?", "dbe")
    assert out["answer"] == "yes"
    assert "including Power boosts" in _quotes(out)


@pytest.mark.parametrize(
    "question",
    [
        "Do requirements only need to be met when the card is activated?",
        "¿Los requisitos se deben cumplir solo al activar?",
    ],
)
def test_a_question_whether_something_holds_only_then_is_not_answered_from_whether_it_holds(question):
    # ddm 2.2.6 "los requisitos deben cumplirse constantemente durante el tiempo que la carta esté
    # activa": the answer is no, but the scenarios only tell what happens when they stop being met
    # (the reader had said yes)
    assert ask(question, "ddm")["answer"] != "yes"
