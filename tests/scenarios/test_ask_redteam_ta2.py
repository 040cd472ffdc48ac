"""Families of reading mistakes found on dbe and space by helper ta2 (the wide2 and rt_ta leftovers and
its own red-team set rt_ta2), each test quoting the seed sentence its expectation comes from."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask

# space 13.spacecraft.1
DISPLACED = "Any the new face cannot hold — for example, a Spacecraft flipping to a One-Seater Fighter"
# dbe 16.12
FLIPPED_FUTURE = "you would activate it on that new (now current) side"


def _quotes(out: dict) -> str:
    return " ".join(c["quote"] for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        "My Capital Ship has three Ground Units aboard and flips to a One-Seater Fighter. Do all three get "
        "to stay aboard?",
        "My Spacecraft with 3 Characters deployed flips, and its Reverse can only hold one. Do they all "
        "remain deployed?",
    ],
)
def test_it_answers_no_when_all_units_are_asked_of_and_the_new_face_is_said_to_hold_fewer(question):
    # 13.spacecraft.1 "Any the new face cannot hold — for example, a Spacecraft flipping to a One-Seater
    # Fighter — are displaced (§14.12)": not all of them stay
    out = ask(question, "space")
    assert out["answer"] == "no"
    assert DISPLACED in _quotes(out)


def test_it_leaves_which_units_stay_to_the_rule_when_one_of_them_is_asked_of():
    # 13.spacecraft.1 "the controller chooses which cards stay": one of them may stay
    out = ask(
        "My ship flips to a One-Seater Fighter with two Ground Units aboard. Can one of them stay?", "space"
    )
    assert out["answer"] != "no"


def test_it_does_not_say_no_to_all_units_staying_when_the_new_face_is_not_described():
    # 13.spacecraft.1 "Any Characters or Ground Units remain deployed to the Spacecraft as long as the
    # flip side can legally hold them": how much the new face holds is not said
    out = ask("My Spacecraft with 3 Characters deployed flips. Do they all remain deployed?", "space")
    assert out["answer"] not in ("yes", "no")


@pytest.mark.parametrize(
    "question",
    [
        "My future Dianamon is a flip card. Does flipping it change which evo-bonus I activate?",
        "My future Antiramon flips to Moon. Does that affect which side's evo-bonus I use?",
    ],
)
def test_it_answers_yes_when_asked_whether_a_flip_changes_which_bonus_a_future_activates(question):
    # dbe 16.12 "If another effect flips the Digimon before you could activate an evo-bonus, the same rule
    # applies and you would activate it on that new (now current) side."
    out = ask(question, "dbe")
    assert out["answer"] == "yes"
    assert FLIPPED_FUTURE in _quotes(out)


def test_it_answers_unknown_when_a_future_is_asked_of_as_if_it_were_the_active():
    # dbe 16.5 speaks of the active: "If a flip card is the active Digimon and has a permanent evo-bonus
    # active, then flip to another side, the evo-bonus will remain active"; a future is not the active
    assert ask("My future Dianamon flips. Does it keep its evo-bonus?", "dbe")["answer"] == "unknown"


# space 13.p2
NO_THIRD_FACE = "is destroyed outright when it breaks — there is no third face to look for"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("When the Contested Non-Capital face breaks, is it destroyed outright?", "yes"),
        ("The Contested Non-Capital Spacecraft breaks. Do we look for a third face to flip to?", "no"),
        ("That Contested face then gets destroyed. Does it flip again?", "no"),
    ],
)
def test_it_reads_a_contested_face_that_breaks_as_destroyed_outright(question, answer):
    # 13.p2 "A Contested face that is a Non-Capital Spacecraft … is destroyed outright when it breaks —
    # there is no third face to look for"
    out = ask(question, "space")
    assert out["answer"] == answer
    assert NO_THIRD_FACE in _quotes(out)


def test_it_reads_breaks_as_the_card_being_destroyed():
    # 13.p2 "destroyed outright when it breaks": a card that breaks is destroyed, so "breaks … does it
    # flip?" names two events (it was answered of a flip alone: a confident yes)
    out = ask("The Contested Non-Capital Spacecraft breaks. Does it flip?", "space")
    assert out["answer"] != "yes"


# space 13.spacecraft.1
CHOOSES = "the controller chooses which cards stay"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("When cards have to leave a flipped Spacecraft, does its controller pick which ones stay?", "yes"),
        (
            "When my ship flips and can't hold everyone, do I, as its controller, get to choose which of my "
            "cards stay aboard?",
            "yes",
        ),
        ("if a spacecraft fliped to a one-seater, does the controler pick which units stay?", "yes"),
        (
            "Under the current rules does my opponent choose which of my units stay when my ship can't hold "
            "them all after a flip?",
            "no",
        ),
    ],
)
def test_it_reads_who_chooses_which_units_stay(question, answer):
    # 13.spacecraft.1 "Any the new face cannot hold … are displaced (§14.12); the controller chooses which
    # cards stay."
    out = ask(question, "space")
    assert out["answer"] == answer
    assert CHOOSES in _quotes(out)


def test_it_does_not_answer_who_chooses_under_the_earlier_revision():
    # 13.spacecraft.1 "Earlier revisions destroyed the overflow Ground Units outright": no choice is
    # said of them
    out = ask(
        "Under the earlier revision, did the controller choose which units stay aboard the ship?", "space"
    )
    assert out["answer"] not in ("yes", "no")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("My ship flipped to its new face. Does the new face's label apply?", "yes"),
        ("My Character flipped. Does the old face's label still apply?", "no"),
    ],
)
def test_it_reads_which_faces_label_applies_after_a_flip(question, answer):
    # 13.p1 "A flipped card is its new face in every respect. … its Lose-condition label (§16). The face a
    # card came from governs nothing once it has turned."
    assert ask(question, "space")["answer"] == answer


@pytest.mark.parametrize(
    "question",
    ["My Character flips. Do I put CP back on it?", "When my Character flips, do I place new CP on it?"],
)
def test_it_reads_putting_character_points_back_as_setting_them_anew(question):
    # 13.characters.1 "Any Character Points on the Character are removed at flip. The controller then
    # places a number of Character Points on the Character equal to their starting CP total."
    out = ask(question, "space")
    assert out["answer"] == "yes"
    assert "removed at flip" in _quotes(out)


def test_it_answers_unknown_when_the_card_named_is_not_the_kind_the_subject_belongs_to():
    # 13.all-card-types.2 "A Bound Character who flips stays Bound; the Storyline flips with them if the
    # flip is a Fall": of a Bound Character's Storyline, not of a Location's
    assert ask("When my Location flips, does my opponent lose a Storyline?", "space")["answer"] == "unknown"


def test_it_still_answers_of_a_device_on_any_card_type():
    # 13 "For all card types: Any attached Devices remain attached, and stay under the host's controller"
    out = ask("My Location has a Device attached and flips. Does the Device stay attached?", "space")
    assert out["answer"] == "yes"


def test_it_answers_unknown_when_the_subject_is_narrowed_by_a_no_longer_clause():
    # dbe 16.6 updates "passive effects … depending on whether it is the visible side"; "the side that is
    # no longer visible" narrows the subject with a negation, which turned the answer round (a yes)
    out = ask(
        "Once my active flips, do the passive effects of the side that is no longer visible still apply?",
        "dbe",
    )
    assert out["answer"] == "unknown"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("After flipping, does the Lose-condition label come from the face showing now?", "yes"),
        (
            "Once my card has flipped to its Reverse face, does it follow the rules of the type printed on "
            "that face?",
            "yes",
        ),
    ],
)
def test_it_reads_a_value_taken_from_the_face_now_showing_as_following_the_new_face(question, answer):
    # 13.p1 "The card uses all printed values on its current face, and it follows the rules of the type
    # printed on that face — … and its Lose-condition label (§16)."
    assert ask(question, "space")["answer"] == answer


def test_it_reads_attack_abilities_named_as_the_ones_on_the_side_now_showing():
    # dbe 16.6 "update all the info … its printed powers, types, attack abilities … depending on whether
    # it is the visible side"
    out = ask(
        "After my active flips, are its attack abilities the ones printed on the side now showing?", "dbe"
    )
    assert out["answer"] == "yes"


def test_it_reads_wearing_off_as_going():
    # dbe 16.7 "Do not remove any floating effects that modify the active either, including Power boosts"
    out = ask("Does the power boost on my active wear off when it flips?", "dbe")
    assert out["answer"] == "no"


@pytest.mark.parametrize(
    ("question", "answer", "quote"),
    [
        ("Are 'New Moon' and 'Deva' card names?", "no", "are just flavor text"),
        ("Are New Moon and Deva just flavor text?", "yes", "are just flavor text"),
        ("In XB, are there flip cards whose two sides have different names?", "no", "no differently-named"),
        ("Can the two sides of a flip card have different names?", "yes", "their names may be different"),
        ("Do both sides of a flip card have the same card number?", "yes", "Flip cards share a card number"),
    ],
)
def test_it_reads_whether_the_sides_of_a_flip_card_are_named_apart(question, answer, quote):
    # dbe 1 "Flip cards share a card number"; 16.1 "Flip card numbers are the same but their names may be
    # different."; 16.2 "In XB, there are no differently-named flip cards. “New Moon” on Dianamon and
    # “Deva” on Antiramon are just flavor text to help players talk about the cards uniquely."
    out = ask(question, "dbe")
    assert out["answer"] == answer
    assert quote in _quotes(out)


# dbe 9
AFTER_START = "The sides can only flip after the game starts when an effect instructs you to."
BEFORE_GAME = "Before a game, players are normally allowed to change any cards in their deck"


@pytest.mark.parametrize(
    ("question", "answer", "quote"),
    [
        (
            "Between games of the match, can I swap my Antiramon that started on Moon to start on Star "
            "instead?",
            "yes",
            BEFORE_GAME,
        ),
        ("Before the game can I pick which side my Antiramon starts on?", "yes", BEFORE_GAME),
        ("Can I flip my cards before the game starts?", "no", AFTER_START),
        ("Before the game, can a card without the Initialize icon be flipped?", "no", AFTER_START),
        ("Once the game has started, can I flip a card just because I feel like it?", "no", AFTER_START),
    ],
)
def test_it_reads_when_a_player_may_choose_or_turn_a_side(question, answer, quote):
    # dbe 9 "The sides can only flip after the game starts when an effect instructs you to. Before a game,
    # players are normally allowed to change any cards in their deck and that includes choosing the
    # initial side for cards without this Initialize icon."
    out = ask(question, "dbe")
    assert out["answer"] == answer
    assert quote in _quotes(out)


def test_it_leaves_an_effect_that_flips_at_a_time_to_the_other_readings():
    # dbe 9 "when an effect instructs you to": an effect says when it flips
    assert ask("Can an effect flip my active whenever I want?", "dbe")["answer"] != "no"
