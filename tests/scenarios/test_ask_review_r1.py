"""Review r1 of the day's question readers: confident answers the seed text does not give, found by
probing, each now left unknown (or answered as the seed says).

mtg 712.11b "A player casting a modal double-faced card … chooses which face they are casting before
putting it onto the stack."; 712.11c "Only the face that will be face up on the stack is evaluated …";
712.13 "By default, a resolving double-faced spell that becomes a permanent is put onto the
battlefield with the same face up that was face up on the stack."
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.statements import Sentence
from rulings.scenarios.engine.statements import answer as statement_answer


@pytest.mark.parametrize(
    "question",
    [
        # 712.11b: the back face is the one cast, so it is up on the stack; the move read the default
        # (712.11 "cast with its front face up by default") and said no
        "If I cast the back face of a modal double-faced card, is it on the stack with its back face up?",
        # 712.13: a spell cast transformed resolves with the face it had on the stack (its back face)
        "When a transformed spell resolves, does it enter the battlefield with its back face up?",
    ],
)
def test_it_answers_unknown_when_the_question_names_the_face_a_card_is_moved_with(question):
    assert ask(question, "mtg")["answer"] == "unknown"


@pytest.mark.parametrize(
    ("question", "said", "rule"),
    [
        # 712.14a "… puts a transforming double-faced card onto the battlefield “transformed” …, it
        # enters the battlefield with its back face up."
        (
            "If an effect puts a transforming double-faced card onto the battlefield transformed, does it "
            "enter with its back face up?",
            "yes",
            "712.14a",
        ),
        # 712.14 "A double-faced card put onto the battlefield from a zone other than the stack enters
        # the battlefield with its front face up by default."
        (
            "When a double-faced card is put onto the battlefield from my graveyard, does it enter with its "
            "front face up?",
            "yes",
            "712.14",
        ),
    ],
)
def test_a_face_the_rules_give_for_the_move_is_still_answered(question, said, rule):
    out = ask(question, "mtg")
    assert out["answer"] == said
    assert rule in [c["key"] for c in out["citations"]]


# dcg 3-4-5-5 "Cards in breeding areas can't be chosen for effects, except for effects that explicitly
# specify or reference breeding areas."; 3-4-5-3 "Cards in breeding areas can't be affected by effects,
# except for effects that explicitly specify or reference breeding areas."
@pytest.mark.parametrize(
    "question",
    [
        "My opponent's effect reads 'delete 1 Digimon in your opponent's breeding area'. Can it pick my "
        "hatched Digimon in the breeding area?",
        "Can my opponent's effect 'return 1 Digimon in a breeding area to the hand' affect my Digimon in the "
        "breeding area?",
    ],
)
def test_it_gives_no_plain_no_when_the_quoted_effect_text_names_the_breeding_area(question):
    # the exception "effects that explicitly specify or reference breeding areas" may hold: no plain no
    # (read as test_ask_redteam_sb reads a quote naming breeding areas: depends)
    out = ask(question, "dcg")
    assert out["answer"] == "depends"
    assert "except for effects that explicitly specify or reference breeding areas" in out["summary"]


def test_an_effect_whose_quoted_text_names_no_breeding_area_still_cannot_choose_a_card_there():
    question = (
        'My opponent uses "[On Play] Suspend 1 of your opponent\'s Digimon." Can it choose my Digimon in '
        "the breeding area?"
    )
    assert ask(question, "dcg")["answer"] == "no"


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # mtg 712.2 says a transforming card may "transform" (turn over to its other face); nothing in the
        # seed says whether it does while it is blocking, which no scenario runs
        ("Kruin Outlaw is blocking. Does it still transform?", "mtg"),
        ("My Character is in combat. Can it flip?", "space"),
    ],
)
def test_it_answers_unknown_when_it_asks_whether_the_event_happens_in_a_battle(question, game):
    assert ask(question, game)["answer"] == "unknown"


def test_an_effect_that_flipped_the_card_in_the_past_is_what_acts_not_what_is_asked_of():
    # dbe 16.7 "Do not remove any floating effects that modify the active …" speaks of effects on the
    # card; "An effect flipped my active" names what flipped it, and the seed says nothing of a second
    # flip (it was "Yes. The effect stays when it flips")
    out = ask("An effect flipped my active. Does it still flip again?", "dbe")
    assert out["answer"] == "unknown"


# dbe 16.4 "If a flip card is the active Digimon, the other side is not considered “in play” for any
# of its unactivated effects, power, attack abilities."; dcg 3-7-4 "If a face-up card is placed in a
# security stack, the card becomes public information."
_RULES = (
    Sentence(
        "dbe",
        "flip-cards",
        "intro-to-flip-cards.16.4",
        "If a flip card is the active Digimon, the other side is not considered “in play” for any of its "
        "unactivated effects, power, attack abilities.",
    ),
    Sentence(
        "dcg",
        "comprehensive-rules",
        "3-7-4",
        "If a face-up card is placed in a security stack, the card becomes public information.",
        "Game Areas Security Stack",
    ),
)


def test_a_rule_met_only_by_the_scene_does_not_answer_what_is_then_asked():
    # the scene ("An effect flipped my active") meets 16.4's condition and lends "effects"; the asking
    # sentence names only "flip", of the condition's "flip card": 16.4 says nothing of a second flip
    assert statement_answer("An effect flipped my active. Does it still flip again?", _RULES) is None


def test_a_scene_meeting_the_condition_still_lets_the_rule_answer_what_is_asked():
    found = statement_answer(
        "A card is put into the security stack face-up. Is it still hidden information?", _RULES
    )
    assert found is not None and found["answer"] == "no" and found["sentence"].key == "3-7-4"


@pytest.mark.parametrize(
    ("question", "said"),
    [
        # 712.8e "… its mana value is calculated using the mana cost of its front face." ("from its back
        # face" is where the value would be taken from, not the face the card transforms from)
        ("Is the mana value of a transformed permanent calculated from its back face's mana cost?", "no"),
        ("Is a transformed permanent's mana value calculated from its front face's mana cost?", "yes"),
    ],
)
def test_the_face_a_value_is_calculated_from_is_not_the_face_the_card_transforms_from(question, said):
    out = ask(question, "mtg")
    assert out["answer"] == said
    assert "712.8e" in [c["key"] for c in out["citations"]]


@pytest.mark.parametrize(
    "question",
    [
        # space 13.p2 "A Contested face that is a Non-Capital Spacecraft is Unshielded … even though the
        # Prime face it came from was a Shielded Capital Ship": of a ship Unshielded before it flips, the
        # text does not give the new face (it was "No. The Shielded status goes away")
        "Does an Unshielded ship stay Unshielded when it flips?",
        "My ship is Unshielded. Is it still Unshielded after it flips?",
    ],
)
def test_it_answers_unknown_for_a_ship_unshielded_before_it_flips(question):
    assert ask(question, "space")["answer"] == "unknown"


def test_it_answers_unknown_when_the_event_is_asked_of_with_a_cause_the_text_does_not_name():
    # space 13 "Those conditions include the card being destroyed or a keyword or ability that causes
    # the card to flip." — damage is not named among them (it was "Yes. The card turns to its reverse face")
    assert ask("Can a card flip because it was damaged?", "space")["answer"] == "unknown"


def test_being_destroyed_as_the_cause_of_a_flip_is_still_answered():
    # space 13 "Those conditions include the card being destroyed …"
    out = ask("Can being destroyed make a card flip?", "space")
    assert out["answer"] == "yes"
