"""The game's rule sentences as the statement reader gets them from the knowledge base (seeds).

Expectations are read off the seeds by hand: the mtg wiki page "Double-faced card (MTG wiki)" has,
under "Card rulings", "The color identity of the card includes either face."; the dcg chapter 3
says "3-1-2-1 Public Areas … 3-1-2-1-1 … Either player may look at the content or card order of
these areas at any time." and "3-6-3 The trash is a public area."
"""

from __future__ import annotations

import pytest

from rulings.scenarios.knowledge import forget
from rulings.scenarios.statements import game_sentences, statement_answer

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_cache():
    forget()
    yield
    forget()


def test_a_sentence_is_read_under_its_documents_title(seeded):
    cache: dict = {}
    found = statement_answer(
        "Does the color identity of a double-faced card include either face?", "mtg", cache
    )
    assert found is not None
    assert found["answer"] == "yes"
    assert found["citations"][0]["quote"] == "The color identity of the card includes either face."
    sentence = next(
        p.sentence for p in game_sentences("mtg", cache).clauses if "color identity" in p.sentence.text
    )
    assert sentence.context.endswith("Double-faced card (MTG wiki)")


def test_a_sentence_knows_the_title_of_its_own_section(seeded):
    cache: dict = {}
    sentence = next(
        p.sentence
        for p in game_sentences("dcg", cache).clauses
        if p.sentence.text.startswith("Either player may look")
    )
    assert sentence.title == "Public Areas"


def test_a_public_area_is_found_in_the_rule_for_public_areas(seeded):
    found = statement_answer("May a player look at the card order of the trash at any time?", "dcg", {})
    assert found is not None
    assert found["answer"] == "yes"
    assert found["citations"][0]["key"] == "3-1-2-1-1"


def test_a_not_in_the_questions_condition_is_no_not_of_what_it_asks(seeded):
    # space seed, 13, For Spacecraft: "Any the new face cannot hold — … — are displaced (§14.12); the
    # controller chooses which cards stay." The controller does choose; the question's "cannot" sits
    # in its condition ("when … cannot hold"), the sentence's in none: no answer from that sentence.
    question = (
        "Can the controller choose which cards stay when a flipping Spacecraft cannot hold all of them?"
    )
    assert statement_answer(question, "space", {}) is None


def test_an_exclamation_announces_and_answers_nothing(seeded):
    # dbe seed, its opening: "In Auxiliary Set B, Dianamon and Antiramon introduce the concept of
    # flippable cards!" says nothing of whether one flips into the other (a card flips only to
    # "the exact same card number with a different icon").
    assert statement_answer("Can a Dianamon flip into an Antiramon?", "dbe", {}) is None


def test_a_question_word_after_a_condition_is_no_yes_or_no_question(seeded):
    # mtg 712.11a: "… it's put on the stack with its back face up." asks "which face", not yes or no.
    question = "When a transforming double-faced card is cast, which face is up on the stack?"
    assert statement_answer(question, "mtg", {}) is None


def test_a_sentence_two_documents_print_alike_is_read_once(seeded):
    from rulings.services.imports import import_text

    # A second mtg document quoting the wiki page's ruling word for word.
    import_text("mtg", "quotes", "Quotes\n\nThe color identity of the card includes either face.\n")
    ruling = "The color identity of the card includes either face."
    read = {p.sentence for p in game_sentences("mtg", {}).clauses if p.sentence.text == ruling}
    assert len(read) == 1


@pytest.mark.django_db(transaction=True)
def test_a_long_rules_text_is_read_in_the_background_and_answers_once_read(seeded, monkeypatch):
    import time

    from rulings.scenarios import statements as service_statements

    # dcg chapter 3 has 64 sections: "long" here, so it is read beside the request, not in it.
    monkeypatch.setattr(service_statements, "IN_REQUEST_SECTIONS", 10)
    cache: dict = {}
    question = "Is the trash a public area?"
    assert statement_answer(question, "dcg", cache) is None  # not read yet: no answer, no wait
    for _ in range(400):  # the background reading ends; bounded, never an assert on time
        if ("statements", "dcg") in cache:
            break
        time.sleep(0.05)
    found = statement_answer(question, "dcg", cache)
    assert found["answer"] == "yes"
    assert found["citations"][0]["key"] == "3-6-3"
