"""General English (WordNet) as a bridge from a question's word to the rules text's word (issue #15).

The sentences are quoted from the seeds (shared/seeds): the dcg comprehensive rules 3-4-4 ("The
field is divided into the breeding area and the battle area.") and 3-7-4 ("If a face-up card is
placed in a security stack, the card becomes public information."), and the dbe flip rules ("In all
cases, a flippable card that enters a hidden zone MUST become hidden."). The expected answers are
read off them by hand; the word relations are WordNet's own (its first sense of "split" is "divide,
split, …"; of "info", "information, info").
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import statement_bridge, wordnet
from rulings.scenarios.engine.statements import Sentence, answer, prepare

pytestmark = pytest.mark.skipif(not wordnet.available(), reason="the WordNet files of wn are not installed")

DCG_FIELD = "The field is divided into the breeding area and the battle area."
DCG_FACE_UP = "If a face-up card is placed in a security stack, the card becomes public information."
DBE_HIDDEN = "In all cases, a flippable card that enters a hidden zone MUST become hidden."


def text(game: str, key: str, heading: str, *sentences: str):
    return prepare(tuple(Sentence(game, "rules", key, s, heading) for s in sentences))


def test_wordnet_finds_an_irregular_verbs_base_form():
    assert "hold" in wordnet.base_forms("held", "v")


def test_wordnet_lists_a_words_first_sense_with_its_synonyms():
    first = wordnet.senses("split", "v")[0]
    assert "divide" in first.lemmas


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Is the field split into the breeding area and the battle area?", "yes"),
        ("The field isn't split into the breeding area and the battle area, right?", "no"),
    ],
)
def test_a_synonym_the_text_never_writes_is_read_as_the_texts_word(question, expected):
    found = answer(question, text("dcg", "3-4-4", "Field", DCG_FIELD))
    assert found is not None
    assert found["answer"] == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Does a face-up card placed in the security stack become public info?", "yes"),
        ("A face-up card placed in the security stack doesn't become public info, right?", "no"),
    ],
)
def test_a_clipped_word_keeps_the_questions_polarity(question, expected):
    found = answer(question, text("dcg", "3-7-4", "Security Stack", DCG_FACE_UP))
    assert found is not None
    assert found["answer"] == expected


def test_a_word_with_no_synonym_in_the_text_is_not_answered():
    question = "Does a face-up card placed in the security stack become public data?"
    assert answer(question, text("dcg", "3-7-4", "Security Stack", DCG_FACE_UP)) is None


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Does a flippable card that goes into a hidden zone have to become hidden?", "yes"),
        ("Does a flippable card that goes into a hidden zone not have to become hidden?", "no"),
    ],
)
def test_a_phrasal_verb_is_read_as_the_single_verb_of_the_text(question, expected):
    found = answer(question, text("dbe", "flip", "Hidden Zones", DBE_HIDDEN))
    assert found is not None
    assert found["answer"] == expected


def test_a_capitalised_name_inside_the_question_is_never_bridged():
    index = text("dcg", "3-4-4", "Field", DCG_FIELD)
    named = "Does my Split Decision stay in the battle area?"
    assert statement_bridge.bridged(named, index) == named
    assert "divide" in statement_bridge.bridged("Is the field split?", index)
