"""Everyday words, verb forms and typos the statement reader reads as the rules' own words.

The sentences are quoted from the seeds (shared/seeds): the ddm card anatomy (2.1.2 Card Number,
2.1.3 Battle Type), the dcg comprehensive rules (3-6-2) and the Magic comprehensive rules (712.21a).
The expected answers are read off them by hand.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.statement_clauses import split_sentences
from rulings.scenarios.engine.statement_polarity import polarity
from rulings.scenarios.engine.statement_question import joined
from rulings.scenarios.engine.statement_words import fold, stem, words_of
from rulings.scenarios.engine.statements import Sentence, answer, prepare

DDM_PROMO = (
    "Podemos encontrar por otro lado cartas promocionales que se componen de diferentes prefijos pero dichas "
    "cartas no pueden utilizarse en torneos oficiales."
)
DDM_BATTLE_TYPE = (
    "El tipo de batalla del digimon determina el tipo de ataque que el oponente debe usar durante el combate"
)
DCG_TRASH = "Players can change the order of cards in their respective trash at any time."
MTG_MELD = (
    "If a melded permanent is put into its owner’s graveyard or library, that player may arrange the two "
    "cards in any order."
)


def one(game: str, key: str, text: str, heading: str) -> tuple[Sentence, ...]:
    return (Sentence(game, "rules", key, text, heading),)


def test_a_short_verb_that_ends_in_e_has_one_stem_in_all_its_forms():
    assert stem("used") == stem("use") == stem("using") == stem("uses")


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("¿Las cartas promocionales se pueden usar en torneos oficiales?", "no"),
        ("¿Las cartas promocionales no pueden usarse en torneos oficiales?", "yes"),
    ],
)
def test_usar_is_read_as_the_rules_utilizarse(question, expected):
    found = answer(question, one("ddm", "2.1.2", DDM_PROMO, "Card Number"))
    assert found is not None
    assert found["answer"] == expected


def test_decide_is_read_as_the_rules_determina():
    question = "¿El tipo de batalla del digimon decide el tipo de ataque que el oponente debe usar?"
    found = answer(question, one("ddm", "2.1.3", DDM_BATTLE_TYPE, "Battle Type"))
    assert found is not None
    assert found["answer"] == "yes"


def test_a_typo_of_an_everyday_word_the_reader_knows_is_put_right():
    # "rearange" is one letter from "rearrange", which the reader knows as "change the order".
    found = answer("can i rearange the cards in my trash?", one("dcg", "3-6-2", DCG_TRASH, "Trash"))
    assert found is not None
    assert found["answer"] == "yes"


def test_whatever_is_no_content_word_as_any_is_none():
    question = "When a melded permanent goes to my graveyard, may I put the two cards in whatever order?"
    found = answer(question, one("mtg", "712.21a", MTG_MELD, "Meld"))
    assert found is not None
    assert found["answer"] == "yes"


def test_a_question_about_another_verb_than_the_rules_use_is_not_answered():
    # "usar" is "utilizarse"; "vender" (to sell) is not, and the sentence says nothing of it.
    question = "¿Las cartas promocionales se pueden vender en torneos oficiales?"
    assert answer(question, one("ddm", "2.1.2", DDM_PROMO, "Card Number")) is None


MTG_MELD_COUNT = (
    "If the effect needs to know the number of cards that changed zones, that melded permanent counts as "
    "two cards that moved."
)


def test_an_obligation_in_a_relative_clause_is_no_obligation_of_what_the_sentence_says():
    # "… determina el tipo de ataque que el oponente debe usar": the battle type determines it.
    question = "¿El tipo de batalla de un Digimon determina qué ataque usa el oponente?"
    found = answer(question, one("ddm", "2.1.3", DDM_BATTLE_TYPE, "Battle Type"))
    assert found is not None
    assert found["answer"] == "yes"


def test_an_obligation_in_a_condition_is_no_obligation_of_what_the_sentence_says():
    question = (
        "If an effect counts the number of cards that changed zones, does a melded permanent count as two?"
    )
    found = answer(question, one("mtg", "712.21e", MTG_MELD_COUNT, "Meld"))
    assert found is not None
    assert found["answer"] == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Is it true that I must reveal the card?",
        "¿Es cierto que las cartas deben ser reveladas?",
        "Cards that are in the trash must be revealed.",
    ],
)
def test_an_obligation_the_sentence_says_of_its_subject_is_still_one(text):
    # "Is it true that …" asks of the obligation itself; a verb ends a relative clause before it.
    assert polarity(words_of(text), fold(text)).obliges


def test_a_question_naming_another_number_than_the_sentence_is_not_answered():
    # "one" is no content word; the sentence says the melded permanent counts as two.
    question = (
        "If an effect counts the number of cards that changed zones, does a melded permanent count as one?"
    )
    assert answer(question, one("mtg", "712.21e", MTG_MELD_COUNT, "Meld")) is None


DDM_BORDERS = (
    "Los dos bordes principales son el Azul de los digimon que no tienen el X-Antibody, y los de borde Rojo "
    "de los Digimon con X-Antibody."
)


def test_tener_is_no_content_word_as_have_is_none_and_a_number_is_no_topic():
    # "Los dos bordes …": the sentence is about the borders, not about "two"; what a Digimon "tiene"
    # is said by "con".
    found = answer(
        "¿Un Digimon de borde Rojo tiene el X-Antibody?", one("ddm", "2.1.14", DDM_BORDERS, "Borde")
    )
    assert found is not None
    assert found["answer"] == "yes"


def test_the_border_of_the_digimon_without_the_x_antibody_is_not_said_to_have_it():
    found = answer(
        "¿Un Digimon de borde Azul tiene el X-Antibody?", one("ddm", "2.1.14", DDM_BORDERS, "Borde")
    )
    assert found is None or found["answer"] == "no"


DCG_DIGI_EGG = "Players can't change the order of cards in their Digi-Egg decks."


def test_a_compound_the_question_writes_open_is_read_as_the_text_writes_it():
    found = answer(
        "am I allowed to reorder my digi egg deck?", one("dcg", "3-3-3", DCG_DIGI_EGG, "Digi-Egg Deck")
    )
    assert found is not None
    assert found["answer"] == "no"


def test_a_compound_the_text_writes_both_ways_is_read_as_it_writes_it_most():
    # The Magic wiki page writes "double-faced" twice here and "double faced" once.
    texts = (
        "Double-faced cards were introduced in the Innistrad block.",
        "Magic Online's draft events involving double-faced cards are no different to draft events having "
        "no double faced card regardless of event type and set involved.",
    )
    rows = tuple(Sentence("mtg", "wiki", "history", s, "History") for s in texts)
    found = answer("Were double faced cards introduced in the Innistrad block?", rows)
    assert found is not None
    assert found["answer"] == "yes"
    assert found["sentence"].text == texts[0]


def test_two_words_the_text_writes_apart_more_often_stay_apart():
    # "the back face" is written apart more often than "back-face" ("a back-face symbol").
    assert joined(["the", "back", "face"], frozenset({"back-face"}), frozenset({"back face"})) == [
        "the",
        "back",
        "face",
    ]


DDM_OPTION_PARAGRAPH = (
    "Son puestas boca abajo desde tu mano en uno de tus Option Slots durante la Preparation Phase, y "
    "activada en el momento de activación de la carta (Ej: Colocas un Offense Plug-In A y este se "
    "activará en la Battle Phase). Una vez puesta, las Option cards no serán devueltas a la mano, y solo "
    "pueden ser descartadas o movidas a otro slot durante la Preparation Phase. Si la carta requiere "
    "ponerla boca arriba, esto se hará durante la Preparation Phase, donde el costo establecido en la "
    "carta será pagado, y ésta activada en el momento de activación de la misma."
)


def option_paragraph():
    """The paragraph read with the ddm profile's glossary, as the knowledge base reads it."""
    glossary = get_profile("ddm").data["ask"]["glossary"]
    texts = split_sentences(DDM_OPTION_PARAGRAPH)
    return prepare(tuple(Sentence("ddm", "rules", "2.2", s, "Option Card") for s in texts), glossary)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("¿Las Option cards vuelven a la mano después de ponerlas?", "no"),
        ("¿Es cierto que las Option cards no vuelven a la mano una vez puestas?", "yes"),
        ("¿Las Option cards se colocan boca abajo?", "yes"),
        ("¿Las Option cards se colocan boca arriba desde la mano?", "no"),
    ],
)
def test_spanish_everyday_words_and_opposites_are_read_as_the_rules(question, expected):
    # "ponerlas"/"colocan" are "puestas"; "es cierto que" is "is it true that"; "boca arriba" is the
    # opposite of "boca abajo"; a clause whose condition is not asked ("Si la carta requiere ponerla
    # boca arriba, …") says nothing against the one that answers.
    found = answer(question, option_paragraph())
    assert found is not None
    assert found["answer"] == expected


def test_a_games_turn_is_no_word_a_question_must_find():
    # Magic wiki, Double-faced card, card rulings: "Transforming a permanent into a land isn't the same
    # as playing a land." — "for the turn" says when, not what.
    rows = one(
        "mtg", "card-rulings.7", "Transforming a permanent into a land isn't the same as playing a land.", ""
    )
    found = answer("Does transforming a permanent into a land count as my land play for the turn?", rows)
    assert found is not None
    assert found["answer"] == "no"


@pytest.mark.parametrize("text", ["Turn the card over to its other side.", "Can I turn it over?"])
def test_turning_a_card_over_is_still_a_word(text):
    assert "turn" in words_of(text)


MTG_712_6 = "Players who are allowed to look at a double-faced card may look at both sides of that card."


def test_what_players_as_such_may_do_the_opponent_may_do():
    found = answer(
        "Can an opponent look at both sides of my double-faced card if they are allowed to look at it?",
        one("mtg", "712.6", MTG_712_6, "Double-Faced Cards"),
    )
    assert found is not None
    assert found["answer"] == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "Can my opponent change the order of cards in my hand?",
        "Can I change the order of cards in my opponent's hand?",
    ],
)
def test_what_each_player_may_do_with_their_own_cards_is_not_said_of_the_other_players_cards(question):
    # dcg 3-5-2: "Players can change the order of cards in their respective hand at any time."
    rows = one(
        "dcg", "3-5-2", "Players can change the order of cards in their respective hand at any time.", "Hand"
    )
    assert answer(question, rows) is None


def test_a_hyphenated_compound_the_text_never_writes_is_read_as_its_words():
    # "red-frame" is in no text; "red" and "frame" are, through the ddm glossary ("borde Rojo").
    assert joined(["red-frame", "digimon"], frozenset({"red", "frame", "digimon"}), frozenset()) == [
        "red",
        "frame",
        "digimon",
    ]
    # … but not a compound with a word the text does not have ("no-level": "no" is a negation).
    assert joined(["no-level"], frozenset({"level"}), frozenset()) == ["no-level"]
