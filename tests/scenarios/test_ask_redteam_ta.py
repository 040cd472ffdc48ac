"""Families of reading mistakes found by the red-team set rt_ta (dbe and space), each test quoting the
seed sentence its expectation comes from."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask

# space 13.spacecraft.1
DISPLACED = "Any the new face cannot hold"
# space 13.p1
NEW_FACE = "A flipped card is its new face in every respect."


def _quotes(out: dict) -> str:
    return " ".join(c["quote"] for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        "If my active is KO'd, does it flip to its other side?",
        "When my Digimon changes type, does it flip?",
    ],
)
def test_it_answers_unknown_when_what_a_flip_counts_as_is_named_as_its_cause(question):
    # dbe 16.8 "Flipping an active Digimon … doesn't count as a KO": of what a flip counts as, not of
    # whether a KO (or a change of type) makes the card flip, which the text does not say
    assert ask(question, "dbe")["answer"] == "unknown"


def test_it_still_answers_what_a_flip_counts_as_after_a_condition_naming_the_flip():
    # dbe 16.8 "Flipping an active Digimon doesn't count as changing which Digimon is active"
    out = ask("When my active flips, is that considered switching to a new active Digimon?", "dbe")
    assert out["answer"] == "no"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Are Ground Units that no longer fit on the flipped Spacecraft displaced?", "yes"),
        ("Ground Units that don't fit after my Spacecraft flips: are they destroyed?", "no"),
        ("Do Ground Units still get destroyed when a spacecraft flips to a face that can't hold them?", "no"),
        ("Are overflow Ground Units destroyed under the current rules?", "no"),
    ],
)
def test_the_units_a_flipped_spacecraft_cannot_hold_are_displaced_now(question, answer):
    # 13.spacecraft.1 "Any the new face cannot hold … are displaced (§14.12) … Earlier revisions destroyed
    # the overflow Ground Units outright unless they had Escape Pod; they are now displaced like any other
    # card." The "not" of "can't hold", "don't fit" names the units; it negates nothing asked.
    out = ask(question, "space")
    assert out["answer"] == answer
    assert DISPLACED in _quotes(out)


def test_overflow_ground_units_of_the_earlier_revision_were_destroyed():
    # 13.spacecraft.1 "Earlier revisions destroyed the overflow Ground Units outright unless they had
    # Escape Pod"
    out = ask(
        "Under earlier revisions, were overflow Ground Units without Escape Pod destroyed outright?", "space"
    )
    assert out["answer"] == "yes"


def test_units_a_location_cannot_hold_are_still_not_read():
    # 13.locations.1 says only "Any Characters or Ground Units that are deployed remain deployed there."
    assert (
        ask("When my Location flips, are the units it can't hold displaced?", "space")["answer"] == "unknown"
    )


@pytest.mark.parametrize(
    "question",
    [
        "Is a Spacecraft's Shielded status taken from the face it flipped from?",
        "After the flip, is its Shielded status based on the old face?",
    ],
)
def test_a_value_taken_from_the_face_it_came_from_is_not(question):
    # 13.p1 "A flipped card is its new face in every respect. … The face a card came from governs nothing
    # once it has turned."
    out = ask(question, "space")
    assert out["answer"] == "no"
    assert NEW_FACE in _quotes(out)


def test_a_value_based_on_the_old_face_without_a_flip_is_not_answered():
    # 13.p1 speaks of a card that has turned; "is it destroyed based on the old face?" names no flip
    assert ask("Is it destroyed based on the old face?", "space")["answer"] == "unknown"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Does a flipped card use the Lose-condition label printed on its new face?", "yes"),
        ("Does the flipped card use the icons on its new face?", "yes"),
        (
            "Isn't the Lose-condition label still read off the Prime face after the card flips to Reverse?",
            "no",
        ),
    ],
)
def test_the_icons_and_lose_condition_label_follow_the_new_face(question, answer):
    # 13.p1 "it follows the rules of the type printed on that face — … its icons, and its Lose-condition
    # label (§16). The face a card came from governs nothing once it has turned."
    out = ask(question, "space")
    assert out["answer"] == answer
    assert NEW_FACE in _quotes(out)


def test_another_games_icon_is_not_the_space_cards_icons():
    # dbe 11 "Cards without a side icon cannot be flipped."
    out = ask("Can a card with no side icon be flipped?", "dbe")
    assert out["answer"] == "no"
    assert "Cards without a side icon cannot be flipped." in _quotes(out)


def test_the_counter_kind_named_in_the_question_is_asked_not_the_one_in_the_scene():
    # 13.characters.2 "All other counters remain except Liberation counters."
    question = (
        "A Character with some damage counters and one Liberation counter flips. "
        "Does the Liberation counter stay on it?"
    )
    out = ask(question, "space")
    assert out["answer"] == "no"
    assert "All other counters remain except Liberation counters." in _quotes(out)


def test_reading_the_other_side_is_not_asked_as_whether_it_is_in_play():
    # dbe 16.11 "Players may check any side of a flip card at any time while it is in a non-hidden zone."
    # 16.4 (the other side is not "in play") does not answer whether one may read it.
    question = "My opponent's active is a Dianamon. Am I allowed to read the attacks on its other side?"
    assert ask(question, "dbe")["answer"] != "no"


def test_hp_going_back_up_to_what_the_new_side_prints_is_no_move():
    # dbe 16.7 "When flipping a card, do not update information that has changed due to an effect or is
    # permanent. For example, do not change the HP": "go back up to what … prints" names no zone
    question = "It's down to 10 HP. If it flips to Star, does its HP go back up to what the Star side prints?"
    out = ask(question, "dbe")
    assert out["answer"] == "no"
    assert "do not change the HP" in _quotes(out)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (
            "My Capital Ship is carrying four Ground Units and flips to a One-Seater Fighter. "
            "Are the extra Ground Units destroyed?",
            "no",
        ),
        (
            "My ship flips to a One-Seater Fighter and can't hold all my Ground Units. "
            "Are the extra ones displaced?",
            "yes",
        ),
    ],
)
def test_the_extra_units_are_the_ones_the_new_face_cannot_hold(question, answer):
    # 13.spacecraft.1 "Any the new face cannot hold — for example, a Spacecraft flipping to a One-Seater
    # Fighter — are displaced (§14.12)"; the scene's "can't hold" names them, it negates nothing asked
    out = ask(question, "space")
    assert out["answer"] == answer
    assert DISPLACED in _quotes(out)


def test_a_value_recalculated_with_the_new_sides_power_is_not_read():
    # "recalculated" may be said of what the card's values feed (damage already worked out), which the
    # flip-card text does not rule on: dbe 16.6 updates "its printed powers", not damage dealt
    question = (
        "Antiramon flips in the middle of a battle after damage was already worked out. "
        "Is the damage recalculated with the new side's power?"
    )
    assert ask(question, "dbe")["answer"] == "unknown"


def test_unbinding_is_the_bound_status_going():
    # space 13.all-card-types.2 "A Bound Character who flips stays Bound"
    out = ask("Does a flip unbind a Bound Character?", "space")
    assert out["answer"] == "no"
    assert "A Bound Character who flips stays Bound" in _quotes(out)


def test_which_digimon_is_my_active_names_a_change_of_active():
    # dbe 16.8 "Flipping an active Digimon doesn’t count as changing which Digimon is active"
    out = ask("Is it true that a flip doesn't change which Digimon is my active?", "dbe")
    assert out["answer"] == "yes"
    assert "doesn’t count as changing which Digimon is active" in _quotes(out)
