"""The statement reader with what a rules text defines: abbreviations, what a thing is, a sentence
whose subject is a pronoun, conditions with asides, and "only" against "both".

Every sentence is quoted from the seeds (shared/seeds); the expected answers are read off them by
hand. Where the text does not settle the question, the reader must give None (unknown).
"""

from __future__ import annotations

from rulings.scenarios.engine.statement_definitions import equivalences, hypernyms
from rulings.scenarios.engine.statements import Sentence, answer
from tests.scenarios.helpers import read_text

# dcg, Chapter 3 "Game Areas": section key, text, the titles above it (nearest first).
DCG_AREAS = (
    ("3-1-1", "Areas include the deck, Digi-Egg deck, field, hand, trash, and security stack.", ("Areas",)),
    (
        "3-1-2-1-1",
        "All card information on cards in these areas is revealed to both players. Either player may look "
        "at the content or card order of these areas at any time.",
        ("Public Areas", "Public Areas and Private Areas", "Areas"),
    ),
    (
        "3-1-2-2-1",
        "Card information on cards in these areas isn't revealed to both players. Neither player may look "
        "at the content or card order of these areas.",
        ("Private Areas", "Public Areas and Private Areas", "Areas"),
    ),
    ("3-1-3-2", "The number of cards in each area is public information.", ("Area Rules", "Areas")),
    ("3-6-3", "The trash is a public area. Cards are placed face-up in a stack in this area.", ("Trash",)),
    (
        "3-7-2",
        "The security stack is a private area. Cards in this area are placed face-down and spread out so "
        "that the number of cards can be seen.",
        ("Security Stack",),
    ),
)
MTG_DFC = (
    "Double-faced cards (DFCs) in Magic have a regular card frame on each side. A subcategory, meld cards, "
    "have only half a regular card on the card back."
)
MTG_IXIDRON = (
    "Double-faced cards can not be turned face down with cards such as Ixidron. When a double-faced card "
    "is instructed to be turned face-down, nothing happens."
)
MTG_712_21A = (
    "If a melded permanent is put into its owner’s graveyard or library, that player may arrange the two "
    "cards in any order. If it’s put into its owner’s library, that player doesn’t reveal the order."
)
DBE_EVOLVE = (
    "During the evolve phase, when activating the evo-bonus of a future, if that future is a flip card, "
    "only activate the bonus of the current side."
)
DBE_NAMING = (
    "When naming a card due to a card effect (e.g Fated Spirit), simply name any valid side of the flip card."
)
SPACE_13 = (
    "There are many conditions where a card can flip from its Prime (front) face to its Reverse (rear) "
    "face and vice versa."
)


def dcg() -> tuple[Sentence, ...]:
    return read_text("dcg", DCG_AREAS)


def test_it_reads_an_abbreviation_in_brackets_as_the_words_before_it():
    assert "double-faced" in equivalences([MTG_DFC])["dfc"]
    text = read_text(
        "mtg", [("card-rulings", MTG_DFC, ("Double-faced card",)), ("card-rulings.1", MTG_IXIDRON, ())]
    )
    found = answer("Can a DFC be turned face down with Ixidron?", text)
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("no", "card-rulings.1")


def test_it_reads_a_second_name_in_brackets_as_the_same_thing():
    same = equivalences([SPACE_13])
    assert "front" in same["prim"] and "rear" in same["revers"]


def test_it_reads_what_the_text_says_a_thing_is():
    found = dict((tuple(sorted(thing)), kind) for thing, kind in hypernyms(s.text for s in dcg()))
    assert found[("trash",)] in {("public", "area"), ("area",)}
    assert ("privat", "area") in {
        kind for thing, kind in hypernyms(s.text for s in dcg()) if "security" in thing
    }


def test_it_finds_a_public_area_in_the_rule_for_public_areas():
    found = answer("May I look at the cards in my opponent's trash at any time?", dcg())
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("yes", "3-1-2-1-1")


def test_it_finds_a_private_area_in_the_rule_for_private_areas():
    found = answer("Can my opponent look at the card order of my security stack?", dcg())
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("no", "3-1-2-2-1")


def test_it_finds_a_thing_in_a_sentence_about_each_of_its_kind():
    found = answer("Is the number of cards in the hand public information?", dcg())
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("yes", "3-1-3-2")


def test_a_kind_named_once_in_a_sentence_is_not_every_thing_of_that_kind():
    # "Cards are placed face-up in a stack in this area" is said of the trash, not of the hand.
    assert answer("Are cards placed face-up in a stack in the hand?", dcg()) is None


def test_it_reads_a_pronoun_subject_as_what_the_sentence_before_was_about():
    text = read_text("mtg", [("712.21a", MTG_712_21A, ("Meld",))])
    found = answer(
        "If a melded permanent is put into its owner's library, does that player reveal the order?", text
    )
    assert found is not None
    assert found["answer"] == "no"
    assert (
        found["sentence"].text
        == "If it’s put into its owner’s library, that player doesn’t reveal the order."
    )


def test_a_question_about_both_sides_is_answered_no_by_only_one_side():
    text = read_text("dbe", [("intro-to-flip-cards.16.12", DBE_EVOLVE, ("Flip rules",))])
    question = (
        "During the evolve phase, when activating the evo-bonus of a future that is a flip card, "
        "do you activate the bonus of both sides?"
    )
    found = answer(question, text)
    assert found is not None
    assert found["answer"] == "no"


def test_only_one_side_does_not_answer_a_question_that_asks_only_of_it():
    text = read_text("dbe", [("intro-to-flip-cards.16.12", DBE_EVOLVE, ("Flip rules",))])
    question = (
        "During the evolve phase, when activating the evo-bonus of a future that is a flip card, "
        "do you activate the bonus of the other side?"
    )
    assert answer(question, text) is None


def test_an_aside_in_brackets_is_no_part_of_a_condition():
    text = read_text("dbe", [("intro-to-flip-cards.16.3", DBE_NAMING, ("Flip rules",))])
    found = answer(
        "When naming a card due to a card effect, may I name any valid side of the flip card?", text
    )
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("yes", "intro-to-flip-cards.16.3")


def test_a_condition_left_unsaid_still_keeps_the_sentence_from_answering():
    text = read_text("dbe", [("intro-to-flip-cards.16.3", DBE_NAMING, ("Flip rules",))])
    assert answer("May I name any valid side of the flip card?", text) is None


DDM_2_1_2 = (
    "Podemos encontrar por otro lado cartas promocionales que se componen de diferentes prefijos pero "
    "dichas cartas no pueden utilizarse en torneos oficiales."
)


def test_a_sentences_linking_words_are_not_what_it_is_about():
    text = read_text("ddm", [("2.1.2", DDM_2_1_2, ("Card Number",))])
    found = answer("¿Las cartas promocionales pueden utilizarse en torneos oficiales?", text)
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("no", "2.1.2")


def test_a_function_word_with_an_accent_is_still_a_function_word():
    # 2.1.3: "El tipo de batalla del digimon determina el tipo de ataque que el oponente debe usar"
    from rulings.scenarios.engine.statement_question import read

    found = read("¿El tipo de batalla determina qué ataque debe usar el oponente?", frozenset())
    assert found is not None
    assert not {"que", "qué"} & found.words
    assert {"tipo", "batall"} <= found.words


def test_a_four_letter_word_with_two_letters_swapped_is_put_right():
    text = read_text("mtg", [("card-rulings.1", MTG_IXIDRON, ())])
    found = answer("Can double-faced cards be turned face dwon with Ixidron?", text)
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("no", "card-rulings.1")


def test_a_four_letter_word_is_put_right_only_to_the_one_word_it_spells():
    from rulings.scenarios.engine.statement_words import spelled

    assert spelled(["dwon"], frozenset({"down", "town"})) == ["down"]
    assert spelled(["rtas"], frozenset({"tras", "rats"})) == ["rtas"]  # two words: neither
    assert spelled(["abcd"], frozenset({"side"})) == ["abcd"]


MTG_MANIFESTED = (
    "If a double-faced card is manifested, it will be put onto the battlefield face down. While face down, "
    "it can't transform. If the front face of the card is a creature card, you can turn it face up by paying "
    "its mana cost. If you do, its front face will be up."
)


def test_a_pronoun_after_a_condition_without_a_subject_stands_for_the_sentence_before():
    text = read_text("mtg", [("card-rulings.2", MTG_MANIFESTED, ("Card rulings",))])
    found = answer("Can a manifested double-faced card transform while it is face down?", text)
    assert found is not None
    assert found["answer"] == "no"
    assert found["sentence"].text == "While face down, it can't transform."


def test_a_pronoun_after_a_condition_with_its_own_subject_stands_for_that_subject():
    from rulings.scenarios.engine.statement_clauses import PRONOUN_SUBJECT

    assert PRONOUN_SUBJECT.search("while face down, it can not transform.")
    assert PRONOUN_SUBJECT.search("if it put into its owner library, that player does not reveal the order.")
    assert not PRONOUN_SUBJECT.search(
        "if a double-faced card is manifested, it will be put onto the battlefield."
    )


def test_an_initialism_the_text_never_writes_is_read_as_the_phrase_it_says_most_with_those_initials():
    # mtg 712.3 "Modal double-faced cards have a Magic card face on each side."; 712.11b "A player
    # casting a modal double-faced card … chooses which face they are casting before putting it onto
    # the stack." The wiki never writes "MDFC"; a judge does.
    from collections import Counter

    from rulings.scenarios.engine.statement_definitions import initialisms, spelled_out

    table = initialisms(
        Counter({"modal double-faced card": 11, "modal double-faced cards": 2, "moon double-faced cards": 2}),
        set(),
    )
    assert table["mdfc"] == "modal double-faced card"
    assert spelled_out("Casting an MDFC, do I choose the face?", table, set()) == (
        "Casting an modal double-faced card, do I choose the face?"
    )
    assert spelled_out("I saw it", {"saw": "set as well"}, set()) == "I saw it"  # a word, not initials
