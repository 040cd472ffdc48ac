"""What "only" and "or" leave out, and what "either" asks, for the statement reader.

The sentences are quoted from the seeds (shared/seeds): the ddm rules, "2.2 Option Card" and
"2.1.13"; the dcg rules, "3-4-4" and "3-4-5-2"; the dbe flip-card page, "intro-to-flip-cards".
The expected answers are read off them by hand.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.statement_clauses import split_sentences
from rulings.scenarios.engine.statements import Sentence, answer

# ddm seed, 2.2: the Option cards are put face down in the Preparation Phase; the example names the
# Battle Phase; once put, they may only be discarded or moved to another slot in the Preparation Phase.
DDM_OPTION = (
    "Son puestas boca abajo desde tu mano en uno de tus Option Slots durante la Preparation Phase, y "
    "activada en el momento de activación de la carta (Ej: Colocas un Offense Plug-In A y este se "
    "activará en la Battle Phase). Una vez puesta, las Option cards no serán devueltas a la mano, y solo "
    "pueden ser descartadas o movidas a otro slot durante la Preparation Phase."
)
DDM_ABILITIES = (
    "Solo las habilidades marcadas con “ ◎ ” son consideradas habilidades especiales, y solo las "
    "habilidades marcadas con “■” son consideradas habilidades de support."
)


def read(game: str, key: str, text: str, heading: str) -> tuple[Sentence, ...]:
    return tuple(Sentence(game, "rules", key, s, heading) for s in split_sentences(text))


def option_cards() -> tuple[Sentence, ...]:
    return read("ddm", "2.2", DDM_OPTION, "Option Card")


@pytest.mark.parametrize(
    "question",
    [
        "¿Se puede mover una Option card a otro slot durante la Battle Phase?",
        "¿Puedo descartar una Option card durante la Battle Phase?",
    ],
)
def test_a_question_naming_another_phase_than_the_one_only_allows_is_answered_no(question):
    found = answer(question, option_cards())
    assert found is not None
    assert found["answer"] == "no"
    assert found["sentence"].text.startswith("Una vez puesta")


@pytest.mark.parametrize(
    "question",
    [
        "¿Puedo mover una Option card a otro slot durante la Preparation Phase?",
        "¿Puedo descartar una Option card durante la Preparation Phase?",
    ],
)
def test_a_question_naming_one_of_two_alternatives_that_only_allows_is_answered_yes(question):
    found = answer(question, option_cards())
    assert found is not None
    assert found["answer"] == "yes"
    assert found["sentence"].text.startswith("Una vez puesta")


def test_a_phase_the_text_never_names_is_not_taken_for_another_phase():
    # "Draw Phase" is in no sentence: it may be the question's own name for the Preparation Phase.
    assert answer("¿Puedo mover una Option card a otro slot durante la Draw Phase?", option_cards()) is None


def test_what_only_is_said_of_is_the_noun_phrase_after_it_not_the_rest_of_the_sentence():
    # "Only 1 card can be placed in the breeding area" limits the number of cards, not the area.
    rows = read(
        "dcg",
        "3-4-5-2",
        "The field is divided into the breeding area and the battle area. "
        "Only 1 card can be placed in the breeding area.",
        "Game Areas Field",
    )
    found = answer("Can 1 card be placed in the battle area?", rows)
    assert found is None or found["answer"] != "no"


def test_abilities_marked_with_another_symbol_than_the_one_only_names_are_not_special():
    rows = read("ddm", "2.1.13", DDM_ABILITIES, "Habilidades")
    found = answer("¿Las habilidades marcadas con ■ son habilidades especiales?", rows)
    assert found is not None
    assert found["answer"] == "no"
    support = answer("¿Las habilidades marcadas con ■ se consideran habilidades de support?", rows)
    assert support is not None
    assert support["answer"] == "yes"


def test_a_question_about_either_side_is_not_answered_by_what_one_side_is():
    # "This initialize icon indicates the card’s “face-up” side": the card starts on that side only.
    rows = read(
        "dbe",
        "intro-to-flip-cards.5",
        "This initialize icon indicates the card’s “face-up” side. The accompanying icon to the right of it "
        "is the card’s initial side (star or moon).",
        "Initialize icon",
    )
    assert answer("Can a card with the Initialize icon start the game on either side?", rows) is None


def test_a_question_about_either_side_is_answered_by_what_any_side_is():
    rows = read(
        "dbe",
        "intro-to-flip-cards.16.3",
        "When naming a card due to a card effect (e.g Fated Spirit), simply name any valid side of the flip "
        "card.",
        "Flip cards",
    )
    question = (
        "When an effect like Fated Spirit asks me to name a card, can I name either side of a flip card?"
    )
    found = answer(question, rows)
    assert found is not None
    assert found["answer"] == "yes"


def test_the_verb_after_a_questions_subject_is_no_thing_set_against_what_only_is_said_of():
    # 802.4a "Those creatures can block only creatures attacking that player, …" says nothing of a
    # creature transforming while it blocks ("creatures that transform": the text's own phrase).
    from rulings.scenarios.engine.statements import Sentence, answer

    rules = (
        Sentence(
            "mtg",
            "comprehensive-rules",
            "802.4a",
            "Those creatures can block only creatures attacking that player, a planeswalker that player "
            "controls, or a battle that player protects.",
        ),
        Sentence(
            "mtg", "double-faced-cards", "description", "Most are creatures that transform into creatures."
        ),
    )
    assert answer("Can a creature transform while it's blocking?", rules) is None
