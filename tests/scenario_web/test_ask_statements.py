"""GET /api/v1/ask/ on rule-statement questions: the one seed sentence that decides it, quoted.

Expectations are read off the seeds by hand: the dcg Comprehensive Rules chapter 3 says
"3-7-3 Players can't change the order of cards in their security stacks." and
"3-4-2 The field is a public area."
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _roomy(roomy_budget):
    pass


def ask(client, q, game=None):
    return client.get("/api/v1/ask/", {"q": q} | ({"game": game} if game else {})).json()


def test_a_rule_statement_question_is_answered_with_the_sentence_quoted_and_its_key(client, seeded):
    answer = ask(client, "Can players change the order of cards in their security stack?", "dcg")
    assert answer["answer"] == "no"
    [cited] = answer["citations"]
    assert cited["key"] == "3-7-3"
    assert cited["quote"] == "Players can't change the order of cards in their security stacks."
    assert cited["url"] == "/rules/dcg/3-7-3/"
    assert cited["quote"] in answer["summary"]
    assert answer["related"] == []


def test_the_reading_of_a_rule_statement_is_shown_as_assumed(client, seeded):
    answer = ask(client, "Is the field a public area?", "dcg")
    assert answer["answer"] == "yes"
    assert answer["citations"][0]["quote"] == "The field is a public area."
    assert answer["assumed"] and "rule sentence" in answer["assumed"][0]["reason"]
    assert answer["interpretation"]["reader"] == "rule sentence"


def test_a_question_no_sentence_states_stays_unknown_with_search_results(client, seeded):
    answer = ask(client, "Is the field a secret area?", "dcg")
    assert answer["answer"] == "unknown"
    assert answer["citations"] == []


def test_a_question_asking_the_opposite_of_a_sentence_is_answered_no(client, seeded):
    # 3-1-2: an area is public or private; 3-4-2 "The field is a public area."
    answer = ask(client, "Is the field a private area?", "dcg")
    assert answer["answer"] == "no"
    assert answer["citations"][0]["quote"] == "The field is a public area."


def test_another_games_rules_do_not_answer_a_question(client, seeded):
    # "The field is a public area." is a dcg rule; the dbe flip-card text does not say it.
    assert ask(client, "Is the field a public area?", "dbe")["answer"] == "unknown"


def test_the_ask_page_shows_the_quoted_sentence_and_what_was_assumed(client, seeded):
    page = client.get("/scenarios/ask/", {"q": "Is the field a public area?", "game": "dcg"})
    assert page.status_code == 200
    html = page.content.decode()
    assert "The field is a public area." in html
    assert "assumed" in html
    assert "Read as: what rule 3-4-2 states" in html


def test_words_that_are_not_put_as_a_question_get_no_rule_sentence_answer(client, seeded):
    # "3-4-2 The field is a public area." answers "is the field a public area?", but the words
    # alone ask nothing: they get the related rules, not a yes.
    assert ask(client, "is the field a public area?", "dcg")["answer"] == "yes"
    answer = ask(client, "field public area", "dcg")
    assert answer["answer"] == "unknown"
    assert any(r["key"] == "3-4-2" for r in answer["related"])
