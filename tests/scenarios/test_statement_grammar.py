"""The statement reader follows the grammar of the rules text: Spanish verb forms, lists of negated
predicates, examples (a scene, then its ruling), "all … except …", opening phrases of time, and a
question's own setup. Every sentence is quoted from the seeds (shared/seeds); each expected answer
is read off the sentence by hand.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.statement_clauses import split_sentences
from rulings.scenarios.engine.statement_words import stem
from rulings.scenarios.engine.statements import Sentence, answer

# ddm seed, "2.1.5. Level:" (its last two sentences).
DDM_LEVEL = (
    "También existen los niveles Híbridos y los Sin nivel los cuales se encuentran separados y no poseen "
    "un nivel más alto o más bajo, no pueden ser tomados como digimon de siguiente nivel y tampoco pueden "
    "evolucionar en un digimon de siguiente nivel. Los digimon Sin Nivel pueden tener un nivel equivalente "
    "establecido en su nivel; esto afecta los puntos que pierde el oponente pero no se considera que tenga "
    "un nivel real"
)
# ddm seed, "2.2. Option Card:".
DDM_OPTION = (
    "Una vez puesta, las Option cards no serán devueltas a la mano, y solo pueden ser descartadas o movidas "
    "a otro slot durante la Preparation Phase."
)
# mtg seed, 712.9's second example.
MTG_EXAMPLE = (
    "Example: A player casts Cytoshape, causing a Kruin Outlaw (the front face of a transforming "
    "double-faced card) to become a copy of Elite Vanguard (a 2/1 Human Soldier creature) until end of "
    "turn. The player then casts Moonmist, which reads, in part, “Transform all Humans.” Because the copy "
    "of Elite Vanguard is a transforming double-faced card, it will transform. The resulting permanent "
    "will have its back face up, but it will still be a copy of Elite Vanguard that turn."
)
# mtg seed, 712.21c's first example (its last two sentences).
MTG_MELD_EXAMPLE = (
    "Example: A player casts Otherworldly Journey targeting Chittering Host, a melded permanent. "
    "Chittering Host is exiled. At the beginning of the next end step, Midnight Scavengers and Graf Rats "
    "are both returned to the battlefield, each with a +1/+1 counter on it."
)
# space seed, "13. Card Flips", for Spacecraft.
SPACE_COUNTERS = "All counters remain except Liberation counters."
# dcg seed, 3-4-5-7.
DCG_BREEDING = (
    "Activation conditions can't be met by cards in breeding areas, except for effects that explicitly "
    "specify or reference breeding areas. (Example: Even if your opponent has a Digimon in the breeding "
    'area at the start of your main phase, a "[Start of Your Main Phase] If your opponent has a Digimon, '
    "gain 1 memory\" effect doesn't trigger.)"
)


def read(game: str, key: str, text: str, heading: str) -> tuple[Sentence, ...]:
    return tuple(Sentence(game, "rules", key, s, heading) for s in split_sentences(text))


def test_spanish_verb_forms_of_one_verb_are_read_as_one_word():
    assert stem("envia", True) == stem("enviara", True) == stem("enviar", True)
    assert stem("consideran", True) == stem("consideradas", True)
    assert stem("ponerla", True) == stem("poner", True)


@pytest.mark.parametrize(
    "question",
    [
        "¿Los Digimon Sin Nivel pueden evolucionar en un Digimon de siguiente nivel?",
        "¿Un Digimon Sin Nivel puede ser tomado como digimon de siguiente nivel?",
    ],
)
def test_each_negated_predicate_of_a_list_answers_no(question):
    found = answer(question, read("ddm", "2.1.5", DDM_LEVEL, "Digimon Card Level"))
    assert found is not None
    assert found["answer"] == "no"
    assert found["sentence"].text.startswith("También existen los niveles Híbridos")


@pytest.mark.parametrize(
    "question",
    [
        "¿El nivel equivalente de un Digimon Sin Nivel cuenta como un nivel real?",
        "¿El nivel equivalente de un Digimon Sin Nivel es un nivel real?",
    ],
)
def test_a_clause_that_borrows_the_predicate_from_a_negated_clause_does_not_say_yes(question):
    found = answer(question, read("ddm", "2.1.5", DDM_LEVEL, "Digimon Card Level"))
    assert found is None or found["answer"] == "no"


def test_what_a_spanish_question_says_before_its_question_mark_is_its_setup():
    found = answer(
        "Una vez puesta en un slot, ¿la Option card puede volver a la mano?",
        read("ddm", "2.2", DDM_OPTION, "Option Card"),
    )
    assert found is not None
    assert found["answer"] == "no"


def test_the_ruling_of_an_example_answers_a_question_that_tells_its_scene():
    found = answer(
        "Cytoshape made Kruin Outlaw a copy of Elite Vanguard until end of turn, then Moonmist transformed "
        "it. Is it still a copy of Elite Vanguard that turn?",
        read("mtg", "712.9.ex2", MTG_EXAMPLE, "Double-Faced Cards"),
    )
    assert found is not None
    assert found["answer"] == "yes"
    assert found["sentence"].text.endswith("it will still be a copy of Elite Vanguard that turn.")


def test_the_sentences_that_set_an_examples_scene_answer_nothing():
    rows = read("mtg", "712.9.ex2", MTG_EXAMPLE, "Double-Faced Cards")
    assert answer("Does a player cast Cytoshape on a Kruin Outlaw?", rows) is None


def test_an_examples_ruling_alone_does_not_answer_a_question_without_its_scene():
    rows = read("mtg", "712.9.ex2", MTG_EXAMPLE, "Double-Faced Cards")
    assert answer("Does the resulting permanent have its back face up?", rows) is None


def test_a_clause_after_an_opening_phrase_of_time_is_about_what_follows_it():
    found = answer(
        "Otherworldly Journey exiles Chittering Host. At the next end step, are Midnight Scavengers and "
        "Graf Rats both returned to the battlefield?",
        read("mtg", "712.21c.ex1", MTG_MELD_EXAMPLE, "Meld"),
    )
    assert found is not None
    assert found["answer"] == "yes"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Do counters on a Spacecraft remain when it flips?", "yes"),
        ("Do Liberation counters on a Spacecraft remain when it flips?", "no"),
        ("Do all counters on a Spacecraft remain when it flips?", None),
    ],
)
def test_a_statement_with_an_exception_answers_by_what_the_question_names(question, expected):
    found = answer(question, read("space", "13.spacecraft.2", SPACE_COUNTERS, "Card Flips For Spacecraft"))
    assert (found and found["answer"]) == expected


def test_only_after_a_possessive_says_sole_and_the_example_answers():
    found = answer(
        "My opponent's only Digimon is in their breeding area at the start of my main phase. Does a "
        '"[Start of Your Main Phase] If your opponent has a Digimon, gain 1 memory" effect trigger?',
        read("dcg", "3-4-5-7", DCG_BREEDING, "Game Areas Breeding Area"),
    )
    assert found is not None
    assert found["answer"] == "no"


# mtg seed, 712.19 (its first sentence).
MTG_NAME = (
    "If an effect instructs a player to choose a card name, the player may choose the name of either face "
    "of a transforming or modal double-faced card but not both."
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("If an effect instructs me to choose a card name, may I choose the name of both faces?", "no"),
        ("If an effect instructs me to choose a card name, may I choose the name of either face?", "yes"),
    ],
)
def test_either_but_not_both_answers_a_question_about_both_no(question, expected):
    found = answer(question, read("mtg", "712.19", MTG_NAME, "Double-Faced Cards"))
    assert found is not None
    assert found["answer"] == expected


# dbe seed, "Intro to Flip cards", on hidden zones.
DBE_HIDDEN = (
    "In all cases, a flippable card that enters a hidden zone MUST become hidden. It does not show a side "
    "in a hidden zone (e.g. hand, dark area, main deck), even though it is a multi-sided card."
)


def test_what_a_clause_concedes_does_not_turn_what_it_says():
    found = answer(
        "Does a flippable card show a side in a hidden zone?", read("dbe", "7", DBE_HIDDEN, "Flip cards")
    )
    assert found is not None
    assert found["answer"] == "no"


def test_what_a_clause_concedes_answers_nothing_by_itself():
    rows = read("dbe", "7", DBE_HIDDEN, "Flip cards")
    assert answer("Is a flippable card a multi-sided card?", rows) is None


# ddm seed, 2.1.11.
DDM_ATTACK = (
    "Si el ataque A de tu Digimon baja a cero por el efecto del ataque C del oponente, “0” es ahora "
    "considerado tu poder de ataque básico A."
)


def test_a_long_condition_is_named_by_a_question_that_leaves_out_a_third_of_its_words():
    found = answer(
        "Cuando el ataque C del oponente baja a cero el ataque A, ¿es 0 ahora el poder de ataque básico A?",
        read("ddm", "2.1.11", DDM_ATTACK, "Digimon Card Attack Power"),
    )
    assert found is not None
    assert found["answer"] == "yes"


def test_a_condition_named_by_one_word_of_four_is_not_named():
    rows = read("ddm", "2.1.11", DDM_ATTACK, "Digimon Card Attack Power")
    assert answer("¿Es 0 ahora el poder de ataque básico A del oponente?", rows) is None


def test_a_clause_is_about_each_of_the_words_or_joins_at_its_start():
    found = answer(
        "¿Solo durante la Preparation Phase pueden las Option cards ser movidas a otro slot?",
        read("ddm", "2.2", DDM_OPTION, "Option Card"),
    )
    assert found is not None
    assert found["answer"] == "yes"


def test_a_consequence_after_so_is_read_as_a_clause_of_its_own():
    rows = read(
        "ddm",
        "2.2",
        "“Una sola de estas cartas” se refiere a las cartas con el mismo número de carta, por lo que puedes "
        "activar dos cartas con el mismo nombre pero con diferente número al mismo tiempo.",
        "Option Card",
    )
    found = answer("¿Puedo activar dos cartas con el mismo nombre y distinto número al mismo tiempo?", rows)
    assert found is not None
    assert found["answer"] == "yes"


# ddm seed, "2.2. Option Card:" (its first two sentences).
DDM_OPTION_CARDS = (
    "Las Option Cards son cartas de apoyo con varios efectos, desde balancear la batalla a tu favor "
    "ayudando con una evolución. Son puestas boca abajo desde tu mano en uno de tus Option Slots durante la "
    "Preparation Phase, y activada en el momento de activación de la carta (Ej: Colocas un Offense Plug-In A "
    "y este se activará en la Battle Phase)."
)


def test_an_english_question_is_read_against_the_spanish_text_through_the_glossary():
    from rulings.scenarios.engine.profiles import get_profile
    from rulings.scenarios.engine.statements import prepare

    glossary = get_profile("ddm").data["ask"]["glossary"]
    index = prepare(read("ddm", "2.2", DDM_OPTION_CARDS, "Option Card"), glossary)
    found = answer("Is an Option card placed face down from the hand into an Option Slot?", index)
    assert found is not None
    assert found["answer"] == "yes"
    assert found["sentence"].text.startswith("Son puestas boca abajo")


# space seed, "13. Card Flips", for Locations.
SPACE_LOCATIONS = "Any Characters or Ground Units that are deployed remain deployed there. " + SPACE_COUNTERS


@pytest.mark.parametrize("question", ["do counters stay on a location when it flps", "do countrs remain?"])
def test_a_word_one_letter_away_from_exactly_one_word_of_the_text_is_put_right(question):
    found = answer(question, read("space", "13.locations.2", SPACE_LOCATIONS, "Card Flips For Locations"))
    assert found is not None
    assert found["answer"] == "yes"


def test_a_typo_is_never_put_right_to_a_negation():
    from rulings.scenarios.engine.statement_words import spelled

    assert spelled(["nover"], frozenset({"never", "flips"})) == ["nover"]


# mtg seed, 712.9's first example.
MTG_CLONE = (
    "Example: A Clone enters the battlefield as a copy of Wildblood Pack (the back face of a transforming "
    "double-faced card). The Clone will be a copy of the Wildblood Pack. Because the Clone is itself not a "
    "transforming double-faced card, it can’t transform."
)


def test_the_reason_an_examples_ruling_gives_does_not_turn_the_ruling():
    found = answer(
        "A Clone enters the battlefield as a copy of Wildblood Pack. Can the Clone transform?",
        read("mtg", "712.9.ex1", MTG_CLONE, "Double-Faced Cards"),
    )
    assert found is not None
    assert found["answer"] == "no"
    assert found["sentence"].text.startswith("Because the Clone")


# space seed, "13. Card Flips", for all card types.
SPACE_BOUND = (
    "A Bound Character who flips stays Bound; the Storyline flips with them if the flip is a Fall "
    "(§8.10, §8.11)."
)


def test_a_negation_in_a_relative_clause_describes_the_thing_and_turns_nothing():
    rows = read("space", "13.all-card-types.2", SPACE_BOUND, "Card Flips For all card types")
    assert answer("Does a Character that is not Bound stay Bound when it flips in a Fall?", rows) is None
    found = answer("Does a Bound Character that flips in a Fall stay Bound?", rows)
    assert found is not None
    assert found["answer"] == "yes"


@pytest.mark.parametrize(
    ("question", "rows"),
    [
        (
            "Does the color identity of a double-faced card include its back face?",
            read(
                "mtg",
                "card-rulings.5",
                "The color identity of the card includes either face.",
                "Double-faced card",
            ),
        ),
        (
            "If an effect instructs me to choose a card name, may I choose the name of the back face?",
            read("mtg", "712.19", MTG_NAME, "Double-Faced Cards"),
        ),
    ],
)
def test_what_is_said_of_either_face_is_said_of_the_back_face(question, rows):
    found = answer(question, rows)
    assert found is not None
    assert found["answer"] == "yes"


def test_what_is_said_of_each_area_is_said_of_the_opponents_hand():
    rows = (
        Sentence(
            "dcg", "rules", "3-1-3-2", "The number of cards in each area is public information.", "Game Areas"
        ),
        Sentence(
            "dcg",
            "rules",
            "3-5-3",
            "The hand is a private area, but the cards' owner may freely look at their hand.",
            "Game Areas Hand",
        ),
    )
    found = answer("Is the number of cards in my opponent's hand public information?", rows)
    assert found is not None
    assert (found["answer"], found["sentence"].key) == ("yes", "3-1-3-2")


def test_a_spanish_que_no_after_a_conjunction_stays_a_negation():
    from rulings.scenarios.engine.statement_polarity import polarity
    from rulings.scenarios.engine.statement_words import fold, words_of

    text = "ya que en el caso de que no pueda pagarse el costo, irá directamente al Dark Area"
    relative = "una carta que no cumple el requisito irá al Dark Area"
    assert polarity(words_of(text), fold(text)).negations == 1
    assert polarity(words_of(relative), fold(relative)).negations == 0


# mtg seed, "Card rulings" (its seventh ruling, first sentence).
MTG_LAND_RULING = "Transforming a permanent into a land isn't the same as playing a land."


def _one(text: str) -> tuple[Sentence, ...]:
    return (Sentence("mtg", "double-faced-cards", "card-rulings.7", text),)


def test_a_negated_sentence_answers_only_a_question_naming_what_its_negation_denies():
    # The sentence denies that transforming is "the same as playing a land"; it says nothing of
    # whether a land can transform (a transforming double-faced land can: Westvale Abbey).
    assert answer("Can a land transform?", _one(MTG_LAND_RULING)) is None
    found = answer(
        "Is transforming a permanent into a land the same as playing a land?", _one(MTG_LAND_RULING)
    )
    assert found is not None and found["answer"] == "no"


# dbe seed, "Flip cards" rulings: "Flip card numbers are the same but their names may be different."
DBE_NUMBERS = "Flip card numbers are the same but their names may be different."


def test_same_and_different_are_bound_to_the_noun_they_are_said_of():
    from rulings.scenarios.engine.statement_contrast import bound, opposed

    said = bound(DBE_NUMBERS)
    assert said["number"] == "same"
    assert sorted(said.values()) == ["other", "same"]  # the names differ
    assert opposed(bound("Can a card flip to a card with a different card number?"), DBE_NUMBERS)
    assert not opposed(bound("Can the two sides have different names?"), DBE_NUMBERS)


def test_a_question_saying_different_of_what_the_sentence_says_is_the_same_is_not_answered():
    sentences = (Sentence("dbe", "flip-cards", "intro-to-flip-cards.16.1", DBE_NUMBERS),)
    assert answer("Can a card flip to a card with a different card number?", sentences) is None
