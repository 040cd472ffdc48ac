"""The structured reader of a move: the zone a card leaves, the one it goes to, and the face it shows
there, in each game's own words. Expected answers are the seeds' (quoted beside each case)."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask, reader

K = "intro-to-flip-cards."


def _keys(result: dict) -> set[str]:
    return {c["key"] for c in result["citations"]}


# (question, game, answer, a key the answer must cite)
FACES = [
    # dcg 3-6-3 "The trash is a public area. Cards are placed face-up in a stack in this area."
    ("A Digimon moves from the battle area to the trash. Is it face up there?", "dcg", "yes", "3-6-3"),
    ("A Digimon moves from the battle area to the trash. Is it placed face-down?", "dcg", "no", "3-6-3"),
    # dcg 3-7-2 "The security stack is a private area. Cards in this area are placed face-down …"
    (
        "My Digimon is put from the battle area into the security stack. Is it placed face down?",
        "dcg",
        "yes",
        "3-7-2",
    ),
    # dcg 3-2-2 "The deck is a private area. Cards are placed face-down in this area."
    ("A Digimon goes from the trash to the deck. Does it stay face up?", "dcg", "no", "3-2-2"),
    # ddm 2.2 "Son puestas boca abajo desde tu mano en uno de tus Option Slots"
    ("An Option card goes from the hand to an Option Slot. Is it placed face down?", "ddm", "yes", "2.2"),
    ("¿La Option card queda boca arriba cuando pasa de la mano a un slot?", "ddm", "no", "2.2"),
    # dbe ¶7 "a flippable card that enters a hidden zone MUST become hidden. It does not show a side"
    ("Does a flip card still show a side when it goes into my hand?", "dbe", "no", K + "7"),
]


@pytest.mark.parametrize(("question", "game", "answer", "key"), FACES)
def test_the_face_a_card_shows_where_a_move_puts_it_is_the_zones_rule(question, game, answer, key):
    result = ask(question, game)
    assert result["answer"] == answer, result["summary"]
    assert key in _keys(result)


def test_a_card_described_face_down_in_a_condition_is_not_what_is_asked():
    result = ask("While a double-faced permanent is face down, can it transform?", "mtg")
    assert result["read"].get("subject") != "whether it is face up"


def test_a_face_up_card_described_before_the_question_is_not_what_is_asked():
    # dcg 3-4-2 "The field is a public area"; 3-1-2-1-1 "Either player may look at the content …"
    result = ask("My Digimon is face up in the battle area. Can my opponent look at it?", "dcg")
    assert result["read"].get("subject") != "whether it is face up"
    assert result["answer"] == "yes", result["summary"]
    assert "3-4-2" in _keys(result)


MOVES = [
    # dcg 3-1-3-1-2 "… it will not carry over any of the original card's statuses, states, etc."
    ("I trash a suspended Digimon from the battle area. Is it still suspended?", "dcg", "no", "3-1-3-1-2"),
    (
        "A Digimon comes back from the trash onto the field. Does it keep its statuses?",
        "dcg",
        "no",
        "3-1-3-1-2",
    ),
    (
        "My Digimon is bounced to my hand. Does it keep the states it had on the field?",
        "dcg",
        "no",
        "3-1-3-1-2",
    ),
    # dcg 3-1-3-1-1 "When a card is moved from one area to another, that card becomes a "new card.""
    ("Once a Digimon moves to the trash, is it the same card it was on the field?", "dcg", "no", "3-1-3-1-1"),
    ("When a Digimon moves from the battle area to the hand, is it a new card?", "dcg", "yes", "3-1-3-1-1"),
    # dcg 3-1-3-1-3 "Even if the stacking order of stacked cards changes, they aren't considered new cards."
    ("If the order of the cards in a Digimon's stack changes, are they new cards?", "dcg", "no", "3-1-3-1-3"),
    # ddm 2.1.7 "un Digimon con atributo Variable, ganara cualquier atributo que tenga su oponente"
    (
        "Si mi Digimon es Variable y el oponente es Vacuna, ¿mi Digimon pasa a ser Vacuna?",
        "ddm",
        "yes",
        "2.1.7",
    ),
]


@pytest.mark.parametrize(("question", "game", "answer", "key"), MOVES)
def test_a_move_is_read_from_the_games_own_words_for_its_zones(question, game, answer, key):
    result = ask(question, game)
    assert result["answer"] == answer, result["summary"]
    assert key in _keys(result)


def test_a_card_placed_in_a_zone_is_answered_when_every_zone_it_could_come_from_agrees():
    # mtg 712.8a "While a double-faced card is outside the game or in a zone other than the battlefield
    # or stack, it has only the characteristics of its front face."
    result = ask(
        "Does a double-faced card in the graveyard have the characteristics of its back face?", "mtg"
    )
    assert result["answer"] == "no", result["summary"]
    assert "712.8a" in _keys(result)
    assert result["read"]["from"] == "any zone"


def test_a_move_whose_answer_depends_on_the_zone_it_leaves_is_unknown():
    # On the battlefield a transformed card keeps its back face when it came from the stack (712.14),
    # and enters front face up from anywhere else: the zone it left decides, and is not named.
    result = ask(
        "Does a double-faced card put onto the battlefield have its back face's characteristics?", "mtg"
    )
    assert result["answer"] == "unknown"
    assert "zone the card leaves" in result["summary"]


def test_a_move_that_names_one_zone_as_both_ends_is_unknown():
    result = ask("A Digimon moves from the trash to the trash. Is it still suspended?", "dcg")
    assert result["answer"] == "unknown"


def test_the_opposite_of_a_vocabulary_word_is_not_read_as_a_typo_of_it():
    assert "unsuspended" in reader.clean("Is a Digimon placed unsuspended?").rstrip("?").split()


PLACED = [
    # dcg 3-6-3 "The trash is a public area. Cards are placed face-up in a stack in this area."
    ("Is a card in the trash face up?", "dcg", "yes", "3-6-3"),
    # dcg 3-5-3 "The hand is a private area"; 3-1-2-2-1 "Card information … isn't revealed to both players."
    ("Is a card placed in the hand face down?", "dcg", "yes", "3-5-3"),
    # mtg 712.7 "… double-faced cards in hidden zones are indistinguishable from other cards …"
    ("Is a double-faced card in the library face up?", "mtg", "no", "712.7"),
    # dbe ¶7 "a flippable card that enters a hidden zone MUST become hidden"
    ("Is a flip card face up in the dark area?", "dbe", "no", K + "7"),
]


@pytest.mark.parametrize(("question", "game", "answer", "key"), PLACED)
def test_a_card_placed_in_a_zone_shows_the_face_that_zones_rule_gives(question, game, answer, key):
    result = ask(question, game)
    assert result["answer"] == answer, result["summary"]
    assert key in _keys(result)
    assert result["read"]["from"] == "any zone"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Does the face a card came from govern anything once it has flipped?", "no"),
        ("After a flip, does the old face still decide the card's printed values?", "no"),
        ("After a Character flips, does its old face stop mattering?", "yes"),
    ],
)
def test_the_face_a_card_came_from_governs_nothing_after_a_flip(question, answer):
    # space 13.p1 "The face a card came from governs nothing once it has turned."
    result = ask(question, "space")
    assert result["answer"] == answer, result["summary"]
    assert "13.p1" in _keys(result)


MORE = [
    # dbe ¶7 "It does not show a side in a hidden zone"; 16.11 "Players may check any side of a flip card
    # at any time while it is in a non-hidden zone."
    ("A flip card moves from the hand to the active spot. Does it show a side?", "dbe", "yes", K + "16.11"),
    ("Does a flip card in the main deck show a side?", "dbe", "no", K + "7"),
    # mtg 712.7 "… double-faced cards in hidden zones are indistinguishable from other cards …": "a
    # transformed permanent" describes the card; the event is its move.
    (
        "A transformed permanent is put into its owner's library. Is it face down there?",
        "mtg",
        "yes",
        "712.7",
    ),
    # ddm 2.2 "Son puestas boca abajo desde tu mano en uno de tus Option Slots"
    ("¿Una Option card que va de la mano a un slot queda boca abajo?", "ddm", "yes", "2.2"),
]


@pytest.mark.parametrize(("question", "game", "answer", "key"), MORE)
def test_showing_a_side_and_a_describing_participle_are_read(question, game, answer, key):
    result = ask(question, game)
    assert result["answer"] == answer, result["summary"]
    assert key in _keys(result)


def test_a_form_of_a_vocabulary_word_is_not_read_as_a_typo_of_it():
    assert "exiled" in reader.clean("A transformed creature is exiled.").rstrip(".").split()


def test_a_transformed_card_that_is_exiled_shows_its_front_face():
    # mtg 712.8a "While a double-faced card is outside the game or in a zone other than the battlefield
    # or stack, it has only the characteristics of its front face."
    result = ask("A transformed creature is exiled. Is its back face up?", "mtg")
    assert result["answer"] == "no", result["summary"]
    assert "712.8a" in _keys(result)


def test_a_face_up_question_after_an_event_that_puts_the_card_nowhere_is_not_answered_no():
    # mtg 712.17 "A double-faced card that is exiled face down remains hidden": it is face down; an
    # answer read off a turning face down (which a DFC cannot do, 712.16) would say otherwise.
    result = ask("A transformed creature is exiled face down. Is it face down?", "mtg")
    assert result["answer"] in ("yes", "unknown"), result["summary"]


@pytest.mark.parametrize(
    ("question", "game", "answer", "key"),
    [
        # dbe ¶7 "a flippable card that enters a hidden zone MUST become hidden"
        ("Is a flip card in the hand hidden?", "dbe", "yes", K + "7"),
        # dbe 16.11 "Players may check any side of a flip card at any time while it is in a non-hidden zone."
        ("Is a flip card hidden in the Destiny Zone?", "dbe", "no", K + "16.11"),
    ],
)
def test_hidden_is_read_as_face_down(question, game, answer, key):
    result = ask(question, game)
    assert result["answer"] == answer, result["summary"]
    assert key in _keys(result)


def test_a_face_down_card_turned_face_up_shows_its_front_face():
    # mtg 712.15a "If it's turned face up, it will have its front face up."
    result = ask(
        "When a face-down manifested double-faced card is turned face up, is its back face up?", "mtg"
    )
    assert result["answer"] == "no", result["summary"]
    assert "712.15a" in _keys(result)
    assert "front face is up" in result["summary"]


def test_two_swapped_letters_in_a_short_word_are_read_as_the_word():
    assert reader.clean("face dwon") == "face down"


def test_a_word_cut_by_an_apostrophe_is_not_put_right():
    assert reader.clean("It hadn't moved") == "it hadn't moved"


def test_a_card_that_cannot_enter_transformed_stays_in_the_zone_it_was_to_leave():
    # mtg 712.14a "If a player is instructed to put a card that isn't a transforming double-faced card
    # onto the battlefield transformed, that card stays in its current zone."
    question = (
        "I'm told to put a card that isn't a transforming double-faced card from my graveyard onto the "
        "battlefield transformed. Does it stay in the graveyard?"
    )
    result = ask(question, "mtg")
    assert result["answer"] == "yes", result["summary"]
    assert "712.14a" in _keys(result)


def test_where_a_card_ends_up_is_unknown_for_a_zone_the_move_does_not_name():
    # dcg 3-1-3-9 places Digi-Egg cards by rules the scenario does not model: the Digi-Egg deck is
    # neither the zone the card leaves nor the one it is sent to.
    result = ask(
        "A Digi-Egg card is returned from the field to the deck. Does it go into the Digi-Egg deck?", "dcg"
    )
    assert result["answer"] == "unknown"
    assert "digi egg deck" in result["summary"]


def test_returning_to_a_value_is_no_move():
    # dbe 16.7 "For example, do not change the HP …": going back to full HP would be a change.
    result = ask("Does the HP go back to full after a flip?", "dbe")
    assert result["read"]["event"] == "flip"
    assert result["answer"] == "no", result["summary"]
    assert K + "16.7" in _keys(result)


def test_a_card_in_a_zone_is_not_sent_there_by_the_article_before_the_zone():
    # "in a graveyard": where the card is, not where it goes (the Spanish "a" reads "to").
    result = ask("Can a double-faced card in a graveyard transform?", "mtg")
    assert result["read"].get("event") != "move"


def test_every_space_card_can_flip_back_to_its_prime_face():
    # space 13 "a card can flip from its Prime (front) face to its Reverse (rear) face and vice versa"
    result = ask("Can a card flip from its Reverse face back to its Prime face?", "space")
    assert result["answer"] == "yes", result["summary"]
    assert "13" in _keys(result)
    assert "prime face" in result["summary"]


def test_an_unpaid_cost_is_read_in_spanish():
    # ddm 2.2.5 "en el caso de que no pueda pagarse el costo cuando la carta se encuentra boca arriba,
    # irá directamente al Dark Area"
    result = ask("¿Si no se puede pagar el costo cuando la Option está boca arriba, va al Dark Area?", "ddm")
    assert result["answer"] == "yes", result["summary"]
    assert "2.2.5" in _keys(result)


def test_getting_a_value_equal_to_the_starting_one_is_a_reset():
    # space 13.characters.1 "The controller then places a number of Character Points on the Character
    # equal to their starting CP total."
    result = ask("After a flip, does the Character get CP equal to its starting CP total?", "space")
    assert result["answer"] == "yes", result["summary"]
    assert "13.characters.1" in _keys(result)


def test_an_english_article_before_a_zone_word_is_no_destination():
    # dcg 3-6-3 "The trash is a public area. Cards are placed face-up in a stack in this area."
    result = ask("When a security card is moved to the trash, is it face up?", "dcg")
    assert result["read"]["from"] == "security_stack"
    assert result["answer"] == "yes", result["summary"]
    assert "3-6-3" in _keys(result)


def test_a_question_naming_two_moves_is_unknown():
    result = ask(
        "A Digimon goes from the hand to the battle area and then to the trash. Is it face up?", "dcg"
    )
    assert result["answer"] == "unknown"
    assert "more than one move" in result["summary"]


def test_what_acts_on_the_card_is_not_what_is_asked_of():
    # dcg 3-4-3 "When cards are placed in the field, they are placed unsuspended."
    question = (
        "Does a Digimon keep its suspended status when an effect moves it from the hand to the battle area?"
    )
    result = ask(question, "dcg")
    assert result["read"]["subject"] == "the suspended status"
    assert result["answer"] == "no", result["summary"]


def test_whether_a_card_keeps_showing_a_side_it_did_not_show_is_unknown():
    # dbe ¶7: in the hand a flip card "does not show a side"; it cannot keep showing one.
    result = ask("Does a flip card returned from the hand to the active keep showing its star side?", "dbe")
    assert result["answer"] == "unknown"


def test_whether_a_transformed_permanent_has_a_face_it_may_have_gained_is_not_read_as_kept():
    # mtg 712.2: a transforming permanent turns to its other face; "does it have its back face's
    # characteristics?" asks of a face it may gain, which "does it keep them?" would answer wrongly.
    result = ask("When a permanent transforms, does it have the characteristics of its back face?", "mtg")
    assert result["answer"] != "no", result["summary"]


LOOKS = [
    # dcg 3-1-2-1-1 "Either player may look at the content or card order of these areas"; 3-6-3 "The
    # trash is a public area."
    ("May I look at the cards in my opponent's trash?", "dcg", "yes", "3-6-3"),
    # dcg 3-5-3 "The hand is a private area, but the cards' owner may freely look at their hand."
    ("Can I look at my own hand whenever I want?", "dcg", "yes", "3-5-3"),
    ("Can I look at the cards in my opponent's hand?", "dcg", "no", "3-5-3"),
    ("Can my opponent look at my hand?", "dcg", "no", "3-5-3"),
    # dcg 3-1-2-2-1 "Neither player may look at the content or card order of these areas"; 3-7-2 "The
    # security stack is a private area."
    ("Can I peek at the order of my own security cards?", "dcg", "no", "3-7-2"),
    # dbe 16.11 "Players may check any side of a flip card at any time while it is in a non-hidden zone."
    (
        "Can I look at the other side of my opponent's flip card in the Destiny Zone?",
        "dbe",
        "yes",
        K + "16.11",
    ),
]


@pytest.mark.parametrize(("question", "game", "answer", "key"), LOOKS)
def test_whether_a_player_may_look_is_the_zones_public_or_private_rule(question, game, answer, key):
    result = ask(question, game)
    assert result["answer"] == answer, result["summary"]
    assert key in _keys(result)


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # whose hand, or who looks, is not said: 3-5-3 lets only the owner look
        ("Can I look at the cards in the hand?", "dcg"),
        # dbe says a hidden card shows no side, not who may look at a hidden zone
        ("Can I look at my hand?", "dbe"),
        # an effect that checks is no player looking (3-4-5-8 speaks of effects referencing)
        ("Can an effect check a Digimon in the breeding area?", "dcg"),
    ],
)
def test_looking_the_rules_do_not_settle_is_unknown(question, game):
    assert ask(question, game)["answer"] == "unknown"


def test_looking_at_a_private_area_an_effect_reveals_is_unknown():
    # dcg 3-1-2-2-1 says what the rules allow; a card's effect may say otherwise, which is not read.
    assert ask("Can I look at my opponent's hand if an effect reveals it?", "dcg")["answer"] == "unknown"
