"""The statement reader: a yes/no question about what a rule states, decided by one sentence.

The sentences are quoted from the seeds (shared/seeds); the expected answers are read off them by
hand. The reader answers only when every word of the question is in one sentence (or its headings)
and the polarity of both is plain; otherwise it gives None, and the ask answer is unknown.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.statement_clauses import split_sentences
from rulings.scenarios.engine.statement_question import MAX_WORDS
from rulings.scenarios.engine.statements import Sentence, answer

DCG = (
    ("3-2-3", "Players can't change the order of cards in their decks.", "Game Areas Deck"),
    ("3-4-2", "The field is a public area.", "Game Areas Field"),
    ("3-4-2", "Cards are placed face-up in this area.", "Game Areas Field"),
    ("3-4-5-2", "Only 1 card can be placed in the breeding area.", "Game Areas Field Breeding Area"),
    (
        "3-5-2",
        "Players can change the order of cards in their respective hand at any time.",
        "Game Areas Hand",
    ),
    (
        "3-7-3",
        "Players can't change the order of cards in their security stacks.",
        "Game Areas Security Stack",
    ),
    (
        "3-7-4",
        "If a face-up card is placed in a security stack, the card becomes public information.",
        "Game Areas Security Stack",
    ),
)
MTG_712_1 = (
    "A double-faced card has a Magic card face on one side and either a Magic card face or half of an "
    "oversized card face on the other. (It does not have a Magic card back.) There are three kinds of "
    "double-faced cards: transforming double-faced cards, modal double-faced cards, and meld cards."
)
MTG_712_9 = (
    "Only transforming tokens and permanents represented by transforming double-faced cards can transform "
    "or convert."
)
DDM_2_1_13 = (
    "Solo las habilidades marcadas con “ ◎ ” son consideradas habilidades especiales, y solo las "
    "habilidades marcadas con “■” son consideradas habilidades de support."
)


def sentences(game: str, rows) -> tuple[Sentence, ...]:
    return tuple(Sentence(game, "rules", key, text, heading) for key, text, heading in rows)


def mtg() -> tuple[Sentence, ...]:
    rows = [("712.1", s, "Double-Faced Cards") for s in split_sentences(MTG_712_1)]
    return sentences("mtg", [*rows, ("712.9", MTG_712_9, "Double-Faced Cards")])


@pytest.mark.parametrize(
    ("question", "expected", "key"),
    [
        ("Can players change the order of cards in their security stack?", "no", "3-7-3"),
        ("Can players change the order of cards in their hand at any time?", "yes", "3-5-2"),
        ("Is the field a public area?", "yes", "3-4-2"),
        ("Isn't the field a public area?", "yes", "3-4-2"),
        ("If a face-up card is placed in a security stack, is that card public information?", "yes", "3-7-4"),
        ("can playres chnage the order of cards in their decks?", "no", "3-2-3"),
    ],
)
def test_it_answers_a_question_one_rule_sentence_states(question, expected, key):
    found = answer(question, sentences("dcg", DCG))
    assert found is not None
    assert (found["answer"], found["sentence"].key) == (expected, key)
    assert found["sentence"].text in {text for _k, text, _h in DCG}, "the sentence is quoted word for word"


def test_it_reads_a_sentence_that_speaks_of_the_one_before():
    found = answer("Does a double-faced card have a Magic card back?", mtg())
    assert found["answer"] == "no"
    assert found["sentence"].text == "(It does not have a Magic card back.)"


def test_it_answers_from_the_clause_that_names_the_symbol_asked_about():
    rows = sentences("ddm", [("2.1.13", DDM_2_1_13, "Abilities Field")])
    found = answer("¿Las habilidades marcadas con ■ se consideran habilidades de support?", rows)
    assert found["answer"] == "yes"


@pytest.mark.parametrize(
    ("question", "expected", "key"),
    [
        # 3-1-2: an area is either public or private; 3-4-2 "The field is a public area."
        ("Is the field a private area?", "no", "3-4-2"),
        # 3-4-2 "Cards are placed face-up in this area." (the field)
        ("Are cards put face-down on the field?", "no", "3-4-2"),
        # 3-2-3 "Players can't change the order of cards in their decks."
        ("Can players rearrange the cards in their decks?", "no", "3-2-3"),
        ("Can players reorder the cards in their hand?", "yes", "3-5-2"),
    ],
)
def test_it_reads_everyday_words_and_opposites_as_the_rules_words(question, expected, key):
    found = answer(question, sentences("dcg", DCG))
    assert found is not None
    assert (found["answer"], found["sentence"].key) == (expected, key)


def test_it_lets_one_light_word_go_unaligned_when_the_rest_aligns_strongly():
    # 712.1 "A double-faced card has a Magic card face on one side …"; "double-sided" is its other name.
    found = answer("Does a double-sided card come with a Magic card face on one side?", mtg())
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("yes", "712.1")


def test_it_does_not_let_a_light_word_go_unaligned_when_little_else_aligns():
    # Only two words align with "The field is a public area." (3-4-2): "after" must be read too.
    assert answer("Is the field public after it?", sentences("dcg", DCG)) is None


@pytest.mark.parametrize(
    "question",
    [
        # a word of the question is in no sentence: another area, another quality
        "Is the field a secret area?",
        "Can the opponent change the order of cards in my hand?",
        # an obligation is not a permission
        "Must players change the order of cards in their hand at any time?",
        # "only" on one side: the rule does not say so
        "Can players change the order of cards in their hand only at the start of the game?",
        # the sentence's condition (a face-up card) is not in the question
        "Is a card in a security stack public information?",
        # "Only 1 card can be placed" does not answer "any number"
        "Can any number of cards be placed in the breeding area?",
        # two negations
        "Is it not true that players can't change the order of cards in their hand?",
        # not a yes-or-no question
        "How many cards can be placed in the breeding area?",
    ],
)
def test_it_gives_no_answer_when_the_question_is_not_plainly_what_a_sentence_states(question):
    assert answer(question, sentences("dcg", DCG)) is None


def test_only_x_does_not_answer_a_question_about_any_x():
    # 712.9: only *transforming* tokens can transform; a token as such is not answered yes.
    assert answer("Can a token transform?", mtg()) is None


@pytest.mark.parametrize("symbol", ["◎", "■"])
def test_a_question_mixing_two_clauses_is_answered_by_the_only_of_the_one_it_asks_about(symbol):
    # "Solo las habilidades marcadas con ◎ son … especiales, y solo … con ■ son … de support": an ability
    # marked with the other symbol is not what only the one symbol makes an ability.
    other = "especiales" if symbol == "■" else "de support"
    rows = sentences("ddm", [("2.1.13", DDM_2_1_13, "Abilities Field")])
    found = answer(f"¿Las habilidades marcadas con {symbol} se consideran habilidades {other}?", rows)
    assert found is not None
    assert found["answer"] == "no"


def test_a_question_over_the_word_limit_is_not_read():
    long = "Is the field a public area " + "and public " * MAX_WORDS + "?"
    assert answer(long, sentences("dcg", DCG)) is None


DDM_2_2_1 = "Las Option cards vienen en tres categorías Program, Item y Field."
DDM_2_2 = (
    "Son puestas boca abajo desde tu mano en uno de tus Option Slots durante la Preparation Phase, y "
    "activada en el momento de activación de la carta (Ej: Colocas un Offense Plug-In A y este se "
    "activará en la Battle Phase)."
)


def ddm_index():
    from rulings.scenarios.engine.profiles import get_profile
    from rulings.scenarios.engine.statements import prepare

    rows = [("2.2.1", DDM_2_2_1, "Option Cards Icon"), ("2.2", DDM_2_2, "Option Cards")]
    return prepare(sentences("ddm", rows), get_profile("ddm").data["ask"]["glossary"])


def test_an_english_question_is_read_against_the_spanish_seed_through_the_profiles_glossary():
    found = answer("Are the three Option card categories Program, Item and Field?", ddm_index())
    assert (found["answer"], found["sentence"].text) == ("yes", DDM_2_2_1)


@pytest.mark.parametrize(
    "question",
    [
        "Are the four Option card categories Program, Item and Field?",  # "tres", not four
        "Are Option cards set face up from the hand into an Option Slot?",  # "boca abajo": face down
    ],
)
def test_a_word_the_spanish_sentence_does_not_say_leaves_the_english_question_unanswered(question):
    assert answer(question, ddm_index()) is None


MTG_712_2 = (
    "Transforming double-faced cards have a Magic card face on each side and include abilities on one "
    "or both of their faces that allow the card to either “transform” or “convert” (turn over to its "
    "other face) and/or allow the card to be cast or enter the battlefield “transformed” or "
    "“converted” (with its back face up)."
)


def test_words_scattered_over_a_long_sentence_do_not_answer():
    # 712.2 speaks of a "Magic card face" and, far later, of a "back face": not of a Magic card back.
    rows = sentences("mtg", [("712.2", MTG_712_2, "Double-Faced Cards")])
    assert answer("Does a transforming double-faced card have a Magic card back?", rows) is None


MTG_WIKI = (
    "When a permanent transforms, all counters, Auras, and Equipment stay on the card, and the card "
    "neither enters nor leaves the battlefield."
)


def test_neither_nor_is_one_negation_and_the_sentences_condition_holds_for_each_clause():
    rows = sentences(
        "mtg", [("playing-with-double-faced-cards", MTG_WIKI, "Playing with double-faced cards")]
    )
    found = answer("Does the card enter the battlefield when a permanent transforms?", rows)
    assert (found["answer"], found["sentence"].text) == ("no", MTG_WIKI)
    assert answer("Do Auras stay on the card when a permanent transforms?", rows)["answer"] == "yes"


def test_the_verbs_of_lasting_are_one_word():
    # mtg 712.17: "A double-faced card that is exiled face down remains hidden, ..."
    text = "A double-faced card that is exiled face down remains hidden, using a face-down substitute card."
    rows = sentences("mtg", [("712.17", text, "Double-Faced Cards")])
    assert (
        answer("A double-faced card is exiled face down. Does it stay hidden in exile?", rows)["answer"]
        == "yes"
    )
    assert answer("A double-faced card is exiled face up. Does it stay hidden in exile?", rows) is None


def test_a_word_is_not_put_right_to_its_own_negation():
    # dcg 3-4-3: "When cards are placed in the field, they are placed unsuspended." -- "suspended" is
    # no typo of "unsuspended", so the question is not read as the sentence's own words.
    rows = [("3-4-3", "When cards are placed in the field, they are placed unsuspended.", "Game Areas Field")]
    found = answer("Are cards placed in the field suspended?", sentences("dcg", rows))
    assert found is None or found["answer"] == "no"


SECURITY = (
    ("3-7-1", "Security cards are placed in this area.", "Game Areas Security Stack"),
    (
        "3-7-4",
        "If a face-up card is placed in a security stack, the card becomes public information.",
        "Game Areas Security Stack",
    ),
)


def test_a_question_naming_only_a_sentences_condition_is_not_answered_by_it():
    # dcg 3-7-4 says what a face-up card in the security stack becomes (public information), not
    # whether security cards are placed face-up (3-7-2: "placed face-down"); nor does 3-7-1, which
    # names no face, answer it with a word borrowed from the sentence next to it.
    assert answer("Are cards in the security stack placed face-up?", sentences("dcg", SECURITY)) is None


def test_a_question_naming_what_the_condition_leads_to_is_still_answered():
    # dcg 3-7-4: "If a face-up card is placed in a security stack, the card becomes public information."
    found = answer(
        "If a face-up card is placed in a security stack, is that card public information?",
        sentences("dcg", SECURITY),
    )
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("yes", "3-7-4")


DDM_2_2_PUESTA = (
    "Una vez puesta, las Option cards no serán devueltas a la mano, y solo pueden ser descartadas o "
    "movidas a otro slot durante la Preparation Phase."
)


def test_it_reads_a_spanish_everyday_verb_as_the_rules_verb():
    # ddm 2.2: "… no serán devueltas a la mano": "vuelve" is the everyday "devolver / volver".
    rows = sentences("ddm", [("2.2", DDM_2_2_PUESTA, "Option Cards")])
    found = answer("¿Una Option Card ya puesta vuelve a la mano?", rows)
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("no", "2.2")


# Comprehensive Rules 202.3d (2025-02-07), as printed.
SPLIT_CARDS = (
    "The mana value of a split card not on the stack or of a fused split spell on the stack is "
    "determined from the combined mana costs of its halves."
)


def test_a_question_on_both_sides_of_an_or_one_side_negated_is_not_answered():
    # "on the stack" is on both sides of the "or": not on the stack (combined) and a fused split
    # spell on the stack (combined too), while an unfused one on the stack is not. No yes or no.
    sentences = (Sentence("mtg", "comprehensive-rules", "202.3d", SPLIT_CARDS, "Mana Value"),)
    assert (
        answer("Does a split card on the stack have the combined mana value of its halves?", sentences)
        is None
    )


def test_an_or_with_no_negation_still_answers():
    # 712.1 (seed): "… either a Magic card face or half of an oversized card face on the other."
    sentences = (Sentence("mtg", "wiki", "712.1", MTG_712_1, "Double-faced cards"),)
    found = answer("Does a double-faced card have a Magic card back?", sentences)
    assert found is not None and found["answer"] == "no"


def test_the_clauses_compared_are_those_holding_a_word_of_the_question_plain_or_negated():
    from rulings.scenarios.engine.statements import prepare

    index = prepare(
        (
            Sentence("dcg", "comprehensive-rules", "3-6-3", "The trash is a public area.", "Trash"),
            Sentence("space", "rules", "13.p2", "A Contested face is Unshielded.", "Faces"),
            Sentence("dbe", "flip-cards", "11", "Cards without a side icon cannot be flipped.", "Flip"),
        )
    )
    keys = lambda words: [p.sentence.key for p in index.candidates(frozenset(words))]  # noqa: E731
    trash = next(iter(index.clauses[0].words & {"trash"}))
    assert keys({trash}) == ["3-6-3"]
    assert "13.p2" in keys(index.clauses[1].negated)  # "Shielded?" reaches "is Unshielded"
    assert keys({"nothing-shared"}) == []
