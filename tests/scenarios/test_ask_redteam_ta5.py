"""Round ta5: sentences of the dbe and space texts read on their own, each answered from the sentence it
quotes (dbe 1, 7, 9, 10, 11, 16.9; space 13, 13.spacecraft.1, 13.p1, 13.p2), and two families once
answered confidently wrong: a sentence about some of a kind answering a question about all of them, and a
sentence quoting a term ("“changing”") answering a question that names the term only in its scene."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.statement_roles import part_for_whole, quoted_term_unasked

SOME = "Some will start on a specific side and others will have freely choosable starting sides."
HIDDEN = "In all cases, a flippable card that enters a hidden zone MUST become hidden."
LIMIT = "And among those, you may only have a total of 4 cards."
AT_START = "The sides can only flip after the game starts when an effect instructs you to."
KEYWORD = (
    "This icon is a stand-in for the keyword “flip”, which means to turn the card over to its other side."
)
NO_SIDE_ICON = "Cards without a side icon cannot be flipped."
NOT_CHANGING = (
    "If an active Digimon flips, even though its types may be different, do not count this as “changing” "
    "a type."
)
NIGHTMARE = "This does not count as “changing” to the Nightmare type."
NAMING = (
    "When naming a card due to a card effect (e.g Fated Spirit), simply name any valid side of the flip card."
)
OLD_FACE = "The face a card came from governs nothing once it has turned."
VICE_VERSA = (
    "There are many conditions where a card can flip from its Prime (front) face to its Reverse (rear) face "
    "and vice versa."
)
CAUSES = (
    "Those conditions include the card being destroyed or a keyword or ability that causes the card to flip."
)
HELD = (
    "Any Characters or Ground Units remain deployed to the Spacecraft as long as the flip side can legally "
    "hold them."
)
THIRD = "there is no third face to look for"


def _said(question: str, game: str) -> tuple[str, list[str]]:
    out = ask(question, game)
    return out["answer"], [c["quote"] for c in out["citations"]]


def test_a_sentence_about_some_of_a_kind_does_not_answer_a_question_about_all_of_them():
    # dbe 1 "Some will start on a specific side and others will have freely choosable starting sides."
    assert part_for_whole("Do all flip cards start on a specific side?", SOME)
    assert not part_for_whole("Can some flip cards start on a specific side?", SOME)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Do all flip cards start on a specific side?", "no"),
        ("Does every flip card have a fixed starting side?", "no"),
        ("Can some flip cards have freely choosable starting sides?", "yes"),
    ],
)
def test_it_answers_whether_every_flip_card_starts_on_a_specific_side_from_dbe_1(question, said):
    answer, quotes = _said(question, "dbe")
    assert answer == said
    assert SOME in quotes


def test_a_quoted_term_named_only_in_the_scene_is_not_asked():
    # dbe 16.9's example: "Later, it flips to Antiramon [Moon] and its type is now Nightmare instead of
    # Dragon. This does not count as “changing” to the Nightmare type."
    scene = "Antiramon [Star] was changed to Dragon by an effect, then flips to Moon."
    assert quoted_term_unasked(f"{scene} Is its type now Nightmare?", "Is its type now Nightmare?", NIGHTMARE)
    asked = "Is that counted as changing to Nightmare?"
    assert not quoted_term_unasked(f"{scene} {asked}", asked, NIGHTMARE)
    out = ask(
        "Antiramon [Star] was changed to Dragon by an effect, then flips to Moon. Is its type now Nightmare?",
        "dbe",
    )
    assert out["answer"] != "no"


@pytest.mark.parametrize(
    "question",
    [
        "Antiramon was made Dragon by an effect, then flips to Moon and is Nightmare. Is that counted as "
        "changing to Nightmare?",
        "My active's type changes when it flips. Does a card that checks for 'changing' type treat that as "
        "changing type?",
    ],
)
def test_a_flip_is_not_counted_as_changing_a_type(question):
    answer, quotes = _said(question, "dbe")
    assert answer == "no"
    assert NOT_CHANGING in quotes


@pytest.mark.parametrize(
    "question",
    [
        "When a flip card enters a hidden zone, must it become hidden?",
        "Does a flippable card have to be hidden when it goes into my hand?",
    ],
)
def test_a_flip_card_entering_a_hidden_zone_must_become_hidden(question):
    answer, quotes = _said(question, "dbe")
    assert answer == "yes"
    assert HIDDEN in quotes


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Can I run 2 copies of Antiramon [Star] and 2 of Antiramon [Moon]?", "yes"),
        ("Is it legal to run 5 copies of Antiramon if some are Star and some Moon?", "no"),
        (
            "Deck check: I've got 3 Antiramon set to start Moon and 2 set to start Star. That's OK since "
            "they're different sides, right?",
            "no",
        ),
    ],
)
def test_copies_of_one_card_are_added_over_its_sides_without_the_word_deck(question, said):
    answer, quotes = _said(question, "dbe")
    assert answer == said
    assert LIMIT in quotes


def test_a_flip_at_will_with_no_effect_is_not_allowed():
    answer, quotes = _said(
        "Mid-game, can I just turn my Antiramon over whenever I feel like it, with no effect telling me to?",
        "dbe",
    )
    assert answer == "no"
    assert AT_START in quotes


@pytest.mark.parametrize(
    "question",
    [
        "Does the flip keyword mean turning the card over to its other side?",
        "Does flip mean I turn the card over?",
    ],
)
def test_the_keyword_flip_means_turning_the_card_over(question):
    answer, quotes = _said(question, "dbe")
    assert answer == "yes"
    assert KEYWORD in quotes


def test_a_face_down_flip_is_not_read_as_the_keywords_meaning():
    _answer, quotes = _said("Does flip mean to turn it face down?", "dbe")
    assert KEYWORD not in quotes


@pytest.mark.parametrize(
    "question",
    [
        "My Digimon has no side icon. Does a flip effect flip it?",
        "Is it possible to flip a non-flip card?",
        "Can a card with no side icon still be flipped?",
        # once answered "Yes. The effect stays": the effect acts, it is not what is asked of
        "My active has no side icon at all. Can an effect still flip it?",
    ],
)
def test_a_card_without_a_side_icon_cannot_be_flipped(question):
    answer, quotes = _said(question, "dbe")
    assert answer == "no"
    assert NO_SIDE_ICON in quotes


def test_naming_whichever_side_is_read_as_naming_any_side():
    answer, quotes = _said(
        "Fated Spirit makes me name a card and I want to go after Antiramon. Am I fine naming whichever "
        "side I like?",
        "dbe",
    )
    assert answer == "yes"
    assert NAMING in quotes


@pytest.mark.parametrize(
    "question",
    [
        "My card flipped, and its old face had a Lose-condition label the new face doesn't. Does the old "
        "label still count?",
        "My ship flipped. Does the old face's Shielded status still apply?",
    ],
)
def test_the_face_a_card_came_from_governs_nothing(question):
    answer, quotes = _said(question, "space")
    assert answer == "no"
    assert OLD_FACE in quotes


@pytest.mark.parametrize(
    ("question", "said"),
    [
        # 13.characters.2 "All other counters remain except Liberation counters."
        ("After my Character flips, do the old face's counters still count?", "yes"),
    ],
)
def test_what_the_card_carries_is_not_read_as_the_old_face(question, said):
    answer, quotes = _said(question, "space")
    assert answer == said
    assert OLD_FACE not in quotes


def test_units_said_to_be_on_the_old_face_are_not_answered_no_by_13_p1():
    answer, quotes = _said(
        "My ship flipped. Do the Ground Units from the old face still stay deployed?", "space"
    )
    assert answer != "no"
    assert OLD_FACE not in quotes


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "When a Spacecraft flips, do Characters deployed to it remain deployed if the new side can hold "
            "them?",
            "yes",
        ),
        ("My Spacecraft flips to a face that has room for all of them. Are my Characters displaced?", "no"),
        (
            "My ship flipped to a side that can still hold every Character aboard. Are any of them "
            "displaced?",
            "no",
        ),
    ],
)
def test_units_the_new_face_can_hold_remain_deployed(question, said):
    answer, quotes = _said(question, "space")
    assert answer == said
    assert HELD in quotes


def test_units_the_new_face_cannot_hold_are_not_answered_by_the_held_units_rule():
    _answer, quotes = _said(
        "My ship flips and the new face can't hold all my Ground Units. Do they stay deployed?", "space"
    )
    assert quotes != [HELD]


@pytest.mark.parametrize(
    ("question", "said", "quote"),
    [
        ("Is flipping from Prime to Reverse and vice versa allowed?", "yes", VICE_VERSA),
        ("Does destroying a card count as one of the conditions that flips it?", "yes", CAUSES),
        ("When a Contested Non-Capital face breaks, does it flip to a third face?", "no", THIRD),
    ],
)
def test_the_space_text_s_flip_sentences_answer_on_their_own(question, said, quote):
    answer, quotes = _said(question, "space")
    assert answer == said
    assert any(quote in q for q in quotes)
