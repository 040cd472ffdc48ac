"""A sentence said of cards is said of each kind of card the game has (its profile's kinds).

dcg seed, 3-4-3: "When cards are placed in the field, they are placed unsuspended. (For details, refer
to 4-11 "Card Orientation")"; 3-6-3: "The trash is a public area. Cards are placed face-up in a stack in
this area."
"""

from __future__ import annotations

from rulings.scenarios.engine.statement_clauses import split_sentences
from rulings.scenarios.engine.statements import Sentence, answer, prepare

FIELD = "When cards are placed in the field, they are placed unsuspended."
TRASH = "The trash is a public area. Cards are placed face-up in a stack in this area."


def read(key: str, text: str, heading: str, cards: tuple[str, ...] = ()):
    return prepare(
        tuple(Sentence("dcg", "rules", key, s, heading) for s in split_sentences(text)), cards=cards
    )


def test_a_kind_of_card_is_read_as_a_card_in_a_sentence_about_cards():
    found = answer(
        "Is a Digimon placed on the field unsuspended?", read("3-4-3", FIELD, "Field", ("digimon",))
    )
    assert found is not None and found["answer"] == "yes"


def test_a_word_the_game_does_not_name_as_a_kind_of_card_is_still_missing():
    assert answer("Is a Digimon placed on the field unsuspended?", read("3-4-3", FIELD, "Field")) is None


def test_cards_that_sit_in_an_area_are_placed_there():
    found = answer("Is the trash a public area where the cards sit face-up?", read("3-6-3", TRASH, "Trash"))
    assert found is not None and found["answer"] == "yes"
