"""Round ta4: sentences of the dbe and space texts read on their own (dbe 1, 4/5, 12, 16.11), the card
said to flip among others named (space 13.locations.1), a refill read as a reset (space 13.characters.1)
and "X instead of Y?" read as X. Expected answers come from the quoted text."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.either_or import without_instead

CHECK = "Players may check any side of a flip card at any time while it is in a non-hidden zone."
SAME_NUMBER = (
    "Cards with a side icon can only be flipped to a card with the exact same card number with a "
    "different icon."
)
SHARE = "Flip cards share a card number, so they’re the same card for deck building purposes"
START = "If this card starts in play, such as in the Destiny Zone, then Start of game: Place this card"
LOCATION = "Any Characters or Ground Units that are deployed remain deployed there."
CP = "Any Character Points on the Character are removed at flip."


def _said(question: str, game: str) -> tuple[str, list[str]]:
    out = ask(question, game)
    return out["answer"], [c["quote"] for c in out["citations"]]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("My opponent's active is a Dianamon. Am I allowed to read the attacks on its other side?", "yes"),
        ("Can I look at both sides of the card attached to my active?", "yes"),
        ("Is it true that I can't check the other side of my opponent's active?", "no"),
        # "at any time": no one's leave is asked for
        ("Do I need my opponent's permission to check the other side of their active?", "no"),
    ],
)
def test_a_player_may_check_any_side_of_a_card_in_a_zone_that_shows_one(question, said):
    # dbe 16.11 "Players may check any side of a flip card at any time while it is in a non-hidden zone."
    answer, quotes = _said(question, "dbe")
    assert answer == said
    assert CHECK in quotes


@pytest.mark.parametrize(
    "question",
    [
        "Can I check the other side of a flip card in my opponent's hand?",  # 7: a hidden zone shows no side
        "Can an effect reveal the other side of my opponent's active?",  # an effect, not a player checking
    ],
)
def test_checking_a_side_is_not_answered_by_16_11_outside_what_it_says(question):
    _answer, quotes = _said(question, "dbe")
    assert CHECK not in quotes


@pytest.mark.parametrize(
    "question",
    [
        "Can a Dianamon flip into an Antiramon?",
        "Can XB-003 Dianamon [Star] flip into XB-006 Antiramon [Moon]?",
        "Can a flip card flip into a card that has a different card number?",
    ],
)
def test_a_card_does_not_flip_into_a_card_of_another_number(question):
    # dbe 12 "Cards with a side icon can only be flipped to a card with the exact same card number with a
    # different icon."
    answer, quotes = _said(question, "dbe")
    assert answer == "no"
    assert SAME_NUMBER in quotes


def test_a_flip_into_the_same_cards_other_side_is_not_refused_by_rule_12():
    # 12's example: "XB-003 Dianamon [Star] can flip to XB-003 Dianamon [Moon]"
    assert _said("Can Dianamon [Star] flip into Dianamon [Moon]?", "dbe")[0] != "no"


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Are the two sides of a flip card the same card for deck building?", "yes"),
        ("For deck building, are Antiramon [Star] and Antiramon [Moon] different cards?", "no"),
        ("For deck building, is a flip card's Moon side a different card from its Star side?", "no"),
    ],
)
def test_the_sides_are_one_card_for_deck_building(question, said):
    # dbe 1 "Flip cards share a card number, so they’re the same card for deck building purposes"
    answer, quotes = _said(question, "dbe")
    assert answer == said
    assert any(SHARE in q for q in quotes)


def test_two_cards_of_different_names_are_not_read_as_one_cards_sides():
    answer, quotes = _said(
        "For deck building, are Dianamon [Star] and Antiramon [Moon] the same card?", "dbe"
    )
    assert not any(SHARE in q for q in quotes)


@pytest.mark.parametrize(
    "question",
    [
        "My flip card has the Initialize icon and starts in the Destiny Zone. At start of game do I place it "
        "with that side face-up?",
        "My Dianamon starts the game in the Destiny Zone and has the initialize icon with the Star icon "
        "beside it. At start of game do I put it in Star side up?",
        "My Dianamon has the Initialize icon and starts in my Destiny Zone. Do I place it with the side that "
        "the icon shows face up?",
    ],
)
def test_a_card_with_the_initialize_icon_starting_in_play_is_placed_with_that_side_up(question):
    # dbe 4 "If this card starts in play, such as in the Destiny Zone, then Start of game: Place this card
    # with this side face-up."; 5 "This initialize icon indicates the card’s “face-up” side."
    answer, quotes = _said(question, "dbe")
    assert answer == "yes"
    assert any(START in q for q in quotes)


@pytest.mark.parametrize(
    "question",
    [
        "A Character deployed at a Location - after that Location flips, is the Character still at the "
        "Location?",
        "A Character is deployed at a Location. The Location flips. Is the Character still deployed there?",
    ],
)
def test_the_card_said_to_flip_is_the_location_not_the_character_on_it(question):
    # space 13.locations.1 "Any Characters or Ground Units that are deployed remain deployed there."
    assert _said(question, "space") == ("yes", [LOCATION])


def test_cp_filled_back_up_after_a_flip_is_a_reset():
    # space 13.characters.1 "Any Character Points on the Character are removed at flip. The controller then
    # places a number of Character Points on the Character equal to their starting CP total."
    question = (
        "My Character is down to 3 CP when it flips. Does it get filled back up to its starting CP total?"
    )
    answer, quotes = _said(question, "space")
    assert answer == "yes"
    assert CP in quotes


def test_stay_instead_of_leaving_asks_whether_it_stays():
    question = "When the Location flips, does the Character stay at that Location instead of leaving it?"
    assert (
        without_instead(question, "space")
        == "When the Location flips, does the Character stay at that Location?"
    )
    assert _said(question, "space") == ("yes", [LOCATION])


@pytest.mark.parametrize(
    "question",
    [
        # no opposite read: "come out with" is neither a verb of lasting nor one of going
        "Does it come out with its starting CP total instead of keeping the 2?",
        # two events, not two outcomes of one
        "When a Contested Non-Capital Spacecraft breaks, does it go to a third face instead of being "
        "destroyed?",
    ],
)
def test_an_alternative_not_read_as_the_opposite_is_left_in_the_question(question):
    assert without_instead(question, "space") == question


SPACECRAFT_HOLDS = (
    "Any Characters or Ground Units remain deployed to the Spacecraft as long as the flip side can"
)
MULTIPLE = "If a card flips multiple times during a turn, be sure to update it multiple times."


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "After a Character flips, is the number of Character Points on it the same as its starting CP "
            "total?",
            "yes",
        ),
        (
            "After my Character flips, can it end up with more Character Points than its starting CP total?",
            "no",
        ),
        (
            "My Character has 0 CP left, starting CP total is 4. When it flips, does it end up with 4 CP?",
            "yes",
        ),
        ("so the Character ends up with zero Character Points after flipping?", "no"),
        ("When my Character flips, does my opponent place the new Character Points on it?", "no"),
    ],
)
def test_a_flipped_character_has_its_starting_cp_total_placed_by_its_controller(question, said):
    # space 13.characters.1 "Any Character Points on the Character are removed at flip. The controller then
    # places a number of Character Points on the Character equal to their starting CP total."
    answer, quotes = _said(question, "space")
    assert answer == said
    assert CP in quotes


def test_cp_of_a_spacecraft_are_not_read_as_a_characters():
    _answer, quotes = _said("When my Spacecraft flips, does it end up with its starting CP total?", "space")
    assert CP not in quotes


@pytest.mark.parametrize(
    "question",
    [
        "My Character had 4 Character Points on it, then it flipped. Does it still have those 4?",
        "My Character has 3 Character Points on it and its starting CP total is 2. Right after it flips, "
        "does it still have 3 CP?",
    ],
)
def test_the_cp_it_had_asked_of_by_their_number_are_removed(question):
    # 13.characters.1 "Any Character Points on the Character are removed at flip."
    assert _said(question, "space")[0] == "no"


def test_a_number_that_may_be_the_starting_total_is_not_answered():
    # the count it had may equal the starting total it gets back: the text gives no starting total here
    assert _said("My Character has 3 CP. After the flip does it still have 3 CP?", "space")[0] == "unknown"


def test_a_character_destroyed_and_flipped_is_one_destruction_that_resets_its_cp():
    # 13 "Those conditions include the card being destroyed"; 13.characters.1 "… removed at flip."
    question = (
        "My Character was down to 2 CP when it got destroyed and flipped. Does it keep those 2 leftover CP?"
    )
    answer, quotes = _said(question, "space")
    assert answer == "no"
    assert CP in quotes


def test_a_face_said_to_hold_the_unit_keeps_it_deployed():
    # 13.spacecraft.1 "Any Characters or Ground Units remain deployed to the Spacecraft as long as the flip
    # side can legally hold them."
    question = (
        "A Character is deployed aboard a Spacecraft whose other face can legally hold it. After the flip, "
        "is it still deployed to the Spacecraft?"
    )
    answer, quotes = _said(question, "space")
    assert answer == "yes"
    assert any(SPACECRAFT_HOLDS in q for q in quotes)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "Dianamon went Star to Moon and then back to Star in the same turn. Do I update it each time?",
            "yes",
        ),
        (
            "So if my Dianamon flips two times in one turn, I only update it once at the end of the turn?",
            "no",
        ),
    ],
)
def test_a_card_flipping_more_than_once_is_updated_each_time(question, said):
    # dbe 16.10 "If a card flips multiple times during a turn, be sure to update it multiple times."
    assert _said(question, "dbe") == (said, [MULTIPLE])


def test_a_flipped_card_misspelt_with_one_p_is_read_as_flipped():
    from rulings.scenarios.engine.reader import clean

    assert clean("is a fliped card its new face?", "space") == "is a flipped card its new face?"


@pytest.mark.parametrize(
    "question",
    [
        "Characters deployed at a Location that flips — do they have to leave the Location?",
        "So if my Location flips, the Characters deployed there have to leave?",
    ],
)
def test_units_leaving_the_location_that_flips_is_their_going_which_the_rule_denies(question):
    # space 13.locations.1 "Any Characters or Ground Units that are deployed remain deployed there."
    assert _said(question, "space") == ("no", [LOCATION])


def test_a_flip_named_as_a_digimons_type_changing_does_not_count_as_changing_type():
    # dbe 16.9 "If an active Digimon flips, even though its types may be different, do not count this as
    # “changing” a type."
    answer, quotes = _said("Does flipping count as changing a Digimon's type?", "dbe")
    assert answer == "no"
    assert any("do not count this as “changing” a type" in q for q in quotes)
