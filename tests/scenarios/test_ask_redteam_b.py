"""Red team B (issue #15), dcg and mtg: questions near a ruled case but different in a way that
matters, once answered confidently wrong, now answered from the seed or left unknown.

Expectations are quoted from the seeds: dcg 3-1-3-1-1 "When a card is moved from one area to another,
that card becomes a "new card.""; 3-1-3-1-2 "A new card is considered to be a different card from
the card in the previous area"; 3-1-3-2 "The number of cards in each area is public information.";
3-1-3-3 "… they are all considered to leave and be placed at the same time rather than 1 card at a
time."; 3-6-3 "The trash is a public area."; mtg 712.8c "Its mana value is calculated using the mana
cost of its front face."; 712.15a "If it’s turned face up, it will have its front face up."; 712.19
"… the player may choose the name of either face … but not both."; card-rulings "Such copies cannot
transform, either."
"""

from __future__ import annotations

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.statements import Sentence, answer

NEW_CARD = Sentence(
    "dcg",
    "comprehensive-rules",
    "3-1-3-1-2",
    "A new card is considered to be a different card from the card in the previous area, and it will not "
    "carry over any of the original card's statuses, states, etc.",
    "New Cards",
)
ORDER_CHOSEN = Sentence(
    "dcg",
    "comprehensive-rules",
    "3-1-3-4",
    "When multiple cards leave an area at the same time, the player who owns the card that caused the "
    "action to be performed chooses the order in which the cards are placed in the new area.",
    "Area Rules",
)
# The wiki's opening sentence defines "DFCs", which the question says.
CAST_TRANSFORMED = (
    *(
        Sentence("mtg", "comprehensive-rules", "712.8c", text, "Double-Faced Cards", "Double-Faced Cards")
        for text in (
            "However, if an effect allows a player to cast a transforming double-faced card “transformed” or "
            "“converted,” the resulting spell will have its back face up and have only the "
            "characteristics of its back face.",
            "Its mana value is calculated using the mana cost of its front face.",
        )
    ),
    Sentence(
        "mtg",
        "double-faced-cards",
        "introduction",
        "Double-faced cards (DFCs) in Magic have a regular card frame on each side.",
        "Double-faced card (MTG wiki)",
    ),
)
NAMES = tuple(
    Sentence("mtg", "comprehensive-rules", "712.19", text, "Double-Faced Cards")
    for text in (
        "If an effect instructs a player to choose a card name, the player may choose the name of either "
        "face of a transforming or modal double-faced card but not both.",
        "Similarly, they may choose either the name of a front face of a meld card or the combined back "
        "face of a meld pair.",
    )
)


def test_the_same_card_is_not_answered_by_a_sentence_that_says_it_is_a_different_card():
    asked = "Is a new card considered the same card as the one in the previous area?"
    assert answer(asked, (NEW_CARD,)) is None


def test_a_different_card_is_still_answered_by_the_sentence_that_says_so():
    out = answer(
        "Is a new card considered to be a different card from the card in the previous area?", (NEW_CARD,)
    )
    assert out is not None and out["answer"] == "yes"


def test_one_card_at_a_time_is_not_answered_by_a_sentence_about_cards_leaving_at_the_same_time():
    asked = "When several cards leave an area at once, are they placed one at a time?"
    assert answer(asked, (ORDER_CHOSEN,)) is None


def test_a_sentence_about_the_front_face_does_not_answer_a_question_about_the_back_face():
    asked = "When you cast a DFC transformed, is its mana value from the back face?"
    assert answer(asked, CAST_TRANSFORMED) is None


def test_both_names_are_not_answered_by_a_sentence_that_allows_either_one_or_the_other():
    assert answer("Can I choose the names of both faces when naming a card?", NAMES) is None


def test_a_copy_of_a_double_faced_card_is_not_read_as_the_card_itself():
    # 712.9 example: "Because the Clone is itself not a transforming double-faced card, it can’t
    # transform." The scenarios build the card, not a copy of it: they must not answer yes. The
    # example's own sentence answers it (a one-sentence rule of the mtg profile): no, with it quoted.
    out = ask("Can a Clone copying a double-faced card transform?", "mtg")
    assert out["answer"] == "no"
    assert "712.9.ex1" in [c["key"] for c in out["citations"]]
    assert "copy" in out["summary"]


ONLY_TRANSFORMING = Sentence(
    "mtg",
    "comprehensive-rules",
    "712.9",
    "Only transforming tokens and permanents represented by transforming double-faced cards can transform or "
    "convert.",
    "Double-Faced Cards",
    "Double-Faced Cards",
)


# Two more sentences of the seeds that name leaving the battlefield and transforming, as the question does.
LEAVING_AND_TRANSFORMING = (
    Sentence(
        "mtg",
        "comprehensive-rules",
        "712.21d",
        "If multiple replacement effects could be applied to the event of a melded permanent leaving the "
        "battlefield or being put into the new zone, applying one of those replacement effects to one of "
        "the two cards affects both cards.",
        "Double-Faced Cards",
    ),
    Sentence(
        "mtg",
        "double-faced-cards",
        "playing-with-double-faced-cards",
        "The Magic Orgins double-faced cards are creatures on one face and planeswalkers on the other; "
        "rather than simply transform, they are instead exiled and then returned to the battlefield "
        "transformed, so that they enter the battlefield as planeswalkers and receive the appropriate "
        "number of loyalty counters.",
        "Playing with double-faced cards",
    ),
)


def test_what_only_some_permanents_can_do_does_not_answer_another_thing_a_permanent_does():
    # 712.9 says which permanents can transform; whether one leaves the battlefield is said elsewhere
    # ("When a permanent transforms, … the card neither enters nor leaves the battlefield.").
    asked = "Does a permanent leave the battlefield when it transforms?"
    assert answer(asked, (ONLY_TRANSFORMING, *LEAVING_AND_TRANSFORMING)) is None


def test_how_many_cards_a_hidden_area_holds_is_not_read_as_looking_at_its_cards():
    # dcg 3-1-3-2 "The number of cards in each area is public information."; the scenes read only
    # whether a card's information is seen (3-1-2-2-1), so they must not answer no.
    out = ask("Can I see how many cards my opponent has in security?", "dcg")
    assert out["answer"] == "unknown"


def test_a_card_turned_face_up_is_taken_to_have_been_face_down():
    # mtg 712.15a "If it’s turned face up, it will have its front face up."
    out = ask("If a manifested DFC is turned face up, is its front face up?", "mtg")
    assert out["answer"] == "yes"
    assert "If it’s turned face up, it will have its front face up." in " ".join(
        c["quote"] for c in out["citations"]
    )


TRASH_PUBLIC = Sentence(
    "dcg", "comprehensive-rules", "3-6-3", "The trash is a public area.", "Trash", "Trash"
)


def test_a_choice_between_two_things_is_no_yes_or_no_question():
    # dcg 3-6-3 "The trash is a public area.": "Is the trash a public or private area?" was answered no.
    assert answer("Is the trash a public or private area?", (TRASH_PUBLIC,)) is None
    assert ask("Are cards placed on the field suspended or unsuspended?", "dcg")["answer"] == "unknown"


def test_a_trailing_or_not_is_still_a_yes_or_no_question():
    out = answer("Is the trash a public area or not?", (TRASH_PUBLIC,))
    assert out is not None and out["answer"] == "yes"


MOVED = Sentence(
    "dcg",
    "comprehensive-rules",
    "3-1-3-1-1",
    'When a card is moved from one area to another, that card becomes a "new card."',
    "New Cards",
    "New Cards",
)


def test_a_move_within_the_same_area_is_not_answered_by_a_move_from_one_area_to_another():
    # dcg 3-1-3-1-1 "When a card is moved from one area to another, that card becomes a "new card.""
    assert answer("Does a card moved within the same area become a new card?", (MOVED,)) is None
    out = answer("Does a card moved from one area to another become a new card?", (MOVED,))
    assert out is not None and out["answer"] == "yes"
