"""The one reader of single-sentence rules (sentence_rule.py), on the dbe flip-card text's sentences
its profile lists (profiles/dbe_rules.py). Expected answers are the seed's words, quoted beside each."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.sentence_rule import reader_of

K = "intro-to-flip-cards."
# 7 "In all cases, a flippable card that enters a hidden zone MUST become hidden. It does not show a side
# in a hidden zone (e.g. hand, dark area, main deck), even though it is a multi-sided card."
HIDDEN = K + "7"


def _keys(out: dict) -> set[str]:
    return {c["key"] for c in out["citations"]}


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("While Antiramon sits in my hand, is it still showing its Star or Moon side?", "no"),
        ("Can a flip card sitting in my hand show its Star side?", "no"),
        ("Once it is in the dark area, does it have to be hidden instead of showing its Moon side?", "yes"),
        ("Is the dark area a hidden zone?", "yes"),
    ],
)
def test_it_answers_from_rule_7_whether_a_card_in_a_hidden_zone_shows_a_side(question, said):
    out = ask(question, "dbe")
    assert out["answer"] == said
    assert HIDDEN in _keys(out)


@pytest.mark.parametrize(
    "question",
    [
        "Isn't a flip card in the dark area still showing the side it had?",
        "Doesn't a flip card in my hand still show which side it's on?",
    ],
)
def test_it_reads_a_question_opened_by_a_denied_auxiliary_as_its_plain_question(question):
    # 7 "It does not show a side in a hidden zone": "Doesn't it show …?" asks whether it shows: no
    out = ask(question, "dbe")
    assert out["answer"] == "no"
    assert HIDDEN in _keys(out)


def test_a_leading_cant_does_not_turn_the_answer_of_rule_8():
    # 8 "Cards without this icon can still be flipped." — "Can't it be flipped?" asks whether it can
    out = reader_of("still_flips")("Can't a card without the Initialize icon be flipped?", "dbe")
    assert out["answer"] == "yes"


def test_a_denial_inside_the_claim_still_turns_the_answer_of_rule_16_4():
    # 16.4 "the other side is not considered “in play”": "… isn't in play, is it true?" yes
    out = reader_of("unshown_side")("The side that isn't showing isn't in play, is it true?", "dbe")
    assert out["answer"] == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "When I play Dianamon from my hand, is it showing its Moon side?",  # it leaves the hidden zone
        "Can I look at the Star side of a card in my hand?",  # looking is 16.11's, not 7's
        "Does a flip card in the Destiny Zone show its Star side?",  # not a hidden zone
        "Does an effect that flips a card in my hand make it show its Moon side?",  # an effect
    ],
)
def test_it_leaves_a_card_leaving_looked_at_or_in_a_public_zone_to_other_readers(question):
    assert reader_of("hidden_side")(question, "dbe") is None


@pytest.mark.parametrize(
    ("question", "said", "key"),
    [
        # 6 "Those cards generally start the game in a hidden zone such as the main deck"
        (
            "Do flip cards without an initial side generally start the game hidden in the main deck?",
            "yes",
            "6",
        ),
        # 2 "It’s not necessarily the initial side of the card"
        ("Is the Star side always the side a flip card starts on?", "no", "2"),
        # 5 "The accompanying icon to the right of it is the card’s initial side (star or moon)."
        ("Can a card with the Initialize icon start the game on either side?", "no", "5"),
    ],
)
def test_it_answers_where_and_on_which_side_a_card_starts(question, said, key):
    out = ask(question, "dbe")
    assert out["answer"] == said
    assert K + key in _keys(out)


def test_it_leaves_a_must_of_rule_6_which_says_generally():
    # 6 says the cards "generally start the game in a hidden zone": not that they must
    assert (
        reader_of("start_hidden")("Must a card with no initial side start the game in the main deck?", "dbe")
        is None
    )


# space 13.p2 "A Contested face that is a Non-Capital Spacecraft is Unshielded, prints no shields icon, … even
# though the Prime face it came from was a Shielded Capital Ship."
@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Is a Contested Non-Capital Spacecraft face Unshielded?", "yes"),
        ("Is a Non-Capital Spacecraft face Shielded?", "no"),
        (
            "My Capital Ship was Shielded and flipped to its Contested face, a Non-Capital Spacecraft. "
            "Is it still Shielded?",
            "no",
        ),
        ("Isn't the Non-Capital Contested face still shielded?", "no"),
    ],
)
def test_it_answers_from_13_p2_that_a_non_capital_contested_face_is_unshielded(question, said):
    out = ask(question, "space")
    assert out["answer"] == said
    assert "13.p2" in _keys(out)


@pytest.mark.parametrize(
    "question",
    [
        "Is the Prime face of my ship Shielded before it flips to its Non-Capital Contested face?",
        "An effect gives my Non-Capital Spacecraft Shielded. Is it Shielded?",
    ],
)
def test_it_leaves_the_prime_face_and_shields_an_effect_gives_to_other_readers(question):
    assert reader_of("unshielded")(question, "space") is None


_DISCARDED = "My opponent makes me discard Dianamon from my hand to the dark area."


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("My Dianamon got discarded to the dark area. Is it sitting there with its Moon side showing?", "no"),
        (_DISCARDED + " Does it have to go there Star side up?", "no"),
        ("I move Dianamon from my hand to the Destiny Zone. Is it showing its Star side there?", None),
    ],
)
def test_a_there_names_the_zone_the_scene_moves_the_card_to(question, said):
    # 7 "It does not show a side in a hidden zone (e.g. hand, dark area, main deck)": not the Destiny Zone
    out = reader_of("hidden_side")(question, "dbe")
    assert (out or {}).get("answer") == said


@pytest.mark.parametrize(
    "question",
    [
        "Prior to the game, can a card without the Initialize icon be flipped?",
        "Before the start of the game, may I flip my Antiramon?",
    ],
)
def test_a_flip_asked_before_the_game_in_other_words_is_answered_from_rule_9(question):
    # 9 "The sides can only flip after the game starts when an effect instructs you to." (not 8's "can
    # still be flipped": the time the rule restricts is asked outside it)
    out = ask(question, "dbe")
    assert out["answer"] == "no"
    assert K + "9" in _keys(out)


def test_a_time_within_the_game_is_not_read_as_before_it():
    # 9 restricts flips to "after the game starts": "before the start of my turn" is within the game
    assert reader_of("start_side")("Before the start of my turn, can I flip Dianamon?", "dbe") is None
