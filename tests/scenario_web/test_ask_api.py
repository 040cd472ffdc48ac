"""GET /api/v1/ask/: a judge's question answered from the rules, or search results beside "unknown"."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db

EVO_REMAINS = "the evo-bonus will remain active"


def ask(client, q, game=None):
    return client.get("/api/v1/ask/", {"q": q} | ({"game": game} if game else {}))


def test_does_the_evo_bonus_persist_after_a_flip_is_answered_yes_with_the_rule_and_a_scenario(client, seeded):
    response = ask(client, "does the evo-bonus persist after a flip", "dbe")
    assert response.status_code == 200
    answer = response.json()
    assert {"answer", "summary", "citations", "scenario", "result", "related"} <= set(answer)
    assert answer["answer"] == "yes"
    assert answer["related"] == []
    remains = next(c for c in answer["citations"] if EVO_REMAINS in c["quote"])
    assert remains["url"] == f"/rules/dbe/{remains['key']}/"
    assert EVO_REMAINS in client.get(remains["url"]).content.decode()
    # The scenario it ran is a check request, and the result is that check's answer.
    assert answer["scenario"]["game"] == "dbe"
    assert answer["scenario"]["actions"][-1]["do"] == "flip"
    assert answer["result"]["final"]["state"]["evo_bonuses"]
    assert all(c["url"] for c in answer["result"]["citations"])


def test_the_game_may_be_left_for_the_question_to_name(client, seeded):
    answer = ask(client, "does the evo-bonus persist after a flip").json()
    assert answer["answer"] == "yes"
    assert answer["citations"][0]["game"] == "dbe"


def test_do_liberation_counters_stay_after_a_space_flip_is_answered_no(client, seeded):
    answer = ask(client, "do liberation counters stay on a character after it flips", "space").json()
    assert answer["answer"] == "no"
    assert any("except Liberation counters" in c["quote"] for c in answer["citations"])


def test_a_question_it_cannot_map_is_unknown_with_related_search_results(client, search_ready):
    answer = ask(client, "how many copies of a flip card may a deck hold", "dbe").json()
    assert answer["answer"] == "unknown"
    assert answer["scenario"] is None and answer["result"] is None
    assert answer["related"], "search finds the seed's paragraphs on flip cards"
    first = answer["related"][0]
    assert {"kind", "game", "title", "key", "snippet", "url", "api_url", "score"} <= set(first)
    assert all(r["game"] == "dbe" for r in answer["related"])


def test_related_is_empty_rather_than_an_error_when_search_fails(client, seeded, monkeypatch):
    import rulings.search

    def broken(*args, **kwargs):
        raise OSError("the index folder is gone")

    monkeypatch.setattr(rulings.search, "search", broken)
    answer = ask(client, "how many copies of a flip card may a deck hold", "dbe").json()
    assert answer["answer"] == "unknown"
    assert answer["related"] == []


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({}, "q"),
        ({"q": "   "}, "q"),
        ({"q": "x" * 501}, "q"),
        ({"q": "does hp stay", "game": "chess"}, "game"),
    ],
)
def test_a_missing_question_or_unknown_game_answers_400_naming_the_field(client, seeded, params, field):
    response = client.get("/api/v1/ask/", params)
    assert response.status_code == 400
    assert response.json()["field"] == field


def test_an_unknown_game_lists_the_games_allowed(client, seeded):
    body = ask(client, "does hp stay", "chess").json()
    assert body["allowed"] == ["dbe", "space", "dcg", "mtg", "ddm"]


def test_an_answer_resting_on_an_assumption_says_so_with_its_reason(client, seeded):
    # dcg: the profile reads 3-4-4 "The field is divided into the breeding area and the battle area." as one
    # area; the seed does not say a move between them is no move, so the answer marks it assumed.
    q = "Does a suspended Digimon stay suspended when it moves from the breeding area to the battle area?"
    answer = ask(client, q, "dcg").json()
    assert answer["assumed"] and all(a["reason"] for a in answer["assumed"])


def test_an_unread_question_says_what_was_read_and_the_nearest_readings(client, seeded):
    answer = ask(client, "Does the evo-bonus stay?", "dbe").json()
    assert answer["answer"] == "unknown"
    assert answer["read"]["subject"] == "the evo-bonus" and "event" not in answer["read"]
    assert any("flips" in d for d in answer["did_you_mean"])


def test_the_checker_page_reads_a_question_without_searching(client, seeded, settings):
    # The builder only needs the reading: a search that could not run never fails the page.
    settings.REQUEST_BUDGETS = {**settings.REQUEST_BUDGETS, "search": 0}
    question = "how many copies of a flip card may a deck hold"
    response = client.get("/scenarios/", {"game": "dbe", "q": question})
    assert response.status_code == 200
    assert "I could not read your question" in response.content.decode()


def test_the_checker_page_leaves_the_pickers_when_reading_runs_out_of_time(client, seeded, settings):
    settings.REQUEST_BUDGETS = {**settings.REQUEST_BUDGETS, "ask": 0}
    response = client.get("/scenarios/", {"game": "dbe", "q": "does the evo-bonus persist after a flip"})
    assert response.status_code == 200
    assert "time budget" in response.content.decode()


def test_a_game_of_the_knowledge_base_without_a_model_answers_unknown_with_its_rules(
    client, seeded, roomy_budget
):
    # A game the knowledge base holds but the checker has no profile for: the judge still gets
    # that game's rules, and is told plainly why there is no yes or no.
    from rulings.services.imports import import_text

    import_text(
        "lorcana",
        "comprehensive-rules",
        "1. Concepts\n1.1. Ready and exerted\n1.1.1. A character that quests is exerted.\n",
        game_name="Disney Lorcana",
    )
    response = ask(client, "can an exerted character quest", "lorcana")
    assert response.status_code == 200
    answer = response.json()
    assert answer["answer"] == "unknown"
    assert "no model of the Disney Lorcana rules" in answer["summary"]
    assert answer["citations"] == []
    assert answer["related"] and all(r["game"] == "lorcana" for r in answer["related"])
    assert "1.1.1" in {r["key"] for r in answer["related"]}
