"""What a rule sentence is about, read by the statement reader: each thing its subject joins with
"and", the name after a card's code, the heading a Spanish "Es el …" defines; and a face's side said
in two words ("face up" against "face down").

Every sentence is quoted from the seeds (shared/seeds); the expected answers are read off them by
hand. Where the text does not settle the question, the reader gives None (unknown).
"""

from __future__ import annotations

from rulings.scenarios.engine.statement_topics import joined_topics
from rulings.scenarios.engine.statements import answer
from tests.scenarios.helpers import read_text

# mtg 712.16, quoted.
MTG_712_16 = (
    "Melded permanents and other double-faced permanents can’t be turned face down. If a spell or ability "
    "tries to turn a double-faced permanent face down, nothing happens."
)
# mtg card rulings (seed 003), quoted.
MTG_MANIFESTED = (
    "If a double-faced card is manifested, it will be put onto the battlefield face down. While face down, "
    "it can't transform. If the front face of the card is a creature card, you can turn it face up by paying "
    "its mana cost. If you do, its front face will be up."
)
# dbe, Intro to Flip Cards (seed 000), quoted.
DBE_EXAMPLE = (
    "Example: XB-003 Dianamon [Star] can flip to XB-003 Dianamon [Moon] because they have the same card "
    "number and different side icons."
)
# ddm 2.1.3 (seed 004), quoted: the sentence says what its heading, "Battle Type", is.
DDM_BATTLE_TYPE = (
    "Es el icono en la parte superior derecha de la carta representado por las letras A, B o C. El tipo "
    "de batalla del digimon determina el tipo de ataque que el oponente debe usar durante el combate"
)


def test_a_sentence_about_two_things_joined_by_and_answers_a_question_about_the_second():
    text = read_text("mtg", [("712.16", MTG_712_16, ())])
    found = answer("Can a double-faced permanent be turned face down?", text)
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("no", "712.16")


def test_the_word_after_and_is_joined_only_next_to_the_subject():
    assert joined_topics(["melded", "permanents", "and", "other", "double-faced", "permanents"], "meld") == (
        "double-faced",
    )
    # "Players draw a card and discard …": the "and" joins what they do, far from the subject.
    assert joined_topics(["cytoshape", "turns", "the", "creature", "and", "moonmist"], "cytoshap") == ()


def test_a_question_saying_face_up_is_answered_no_by_a_sentence_saying_face_down():
    text = read_text("mtg", [("card-rulings.2", MTG_MANIFESTED, ())])
    found = answer("Does a manifested double-faced card enter the battlefield face up?", text)
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("no", "card-rulings.2")


def test_it_answers_unknown_when_up_is_not_said_of_a_face():
    text = read_text("mtg", [("card-rulings.2", MTG_MANIFESTED, ())])
    assert answer("Can I pick up a double-faced card that was put face down?", text) is None


def test_a_card_code_before_its_name_is_not_what_the_example_is_about():
    text = read_text("dbe", [("intro-to-flip-cards.12.example", DBE_EXAMPLE, ("Flip",))])
    found = answer("Can Dianamon [Star] flip to Dianamon [Moon]?", text)
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("yes", "intro-to-flip-cards.12.example")


def test_a_spanish_es_el_sentence_is_about_its_heading():
    text = read_text("ddm", [("2.1.3", DDM_BATTLE_TYPE, ("Battle Type",))])
    found = answer("¿El Battle Type se representa con las letras A, B o C?", text)
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("yes", "2.1.3")


# mtg 712.14a (seed 003), quoted.
MTG_712_14A = (
    "If a spell or ability puts a transforming double-faced card onto the battlefield “transformed” or "
    "“converted,” it enters the battlefield with its back face up. If a player is instructed to put a card "
    "that isn’t a transforming double-faced card onto the battlefield transformed or converted, that card "
    "stays in its current zone."
)


def test_the_frame_of_an_instruction_is_not_what_the_rule_is_about():
    text = read_text("mtg", [("712.14a", MTG_712_14A, ())])
    found = answer(
        "If a player is told to put a card that isn't a transforming double-faced card onto the battlefield "
        "transformed, does it stay in its current zone?",
        text,
    )
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("yes", "712.14a")


def test_a_non_kind_is_named_by_a_text_that_names_the_kind():
    from rulings.scenarios.engine.statement_guards import kind_unnamed

    vocabulary = frozenset({"transforming", "double-faced", "card"})
    asked = "Can a non-transforming card be put onto the battlefield transformed?"
    assert kind_unnamed(asked, vocabulary) == ""
    assert kind_unnamed("Can a nonbattle card be put onto the battlefield?", vocabulary) != ""
