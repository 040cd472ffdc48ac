"""Issue 17: the ask endpoint and the ask page run under a time budget and answer 503 with
Retry-After past it, like the scenario check, instead of holding a worker."""

from __future__ import annotations

import time

import pytest
from django.core.cache import cache
from django.test import Client

from rulings.scenarios import service

pytestmark = pytest.mark.django_db

QUESTION = {"game": "dbe", "q": "does the evo-bonus stay after a flip"}
UNKNOWN = {"game": "dbe", "q": "what colour is the moon"}


@pytest.fixture(autouse=True)
def _fresh():
    cache.clear()  # throttle and page rate-limit counters


@pytest.fixture
def slow_ask(monkeypatch, settings):
    """The engine's reading of a question takes 0.2 s against an ask budget of 0.05 s."""
    settings.REQUEST_BUDGETS = {**settings.REQUEST_BUDGETS, "ask": 0.05}
    real = service.ask

    def ask(q, game):
        time.sleep(0.2)
        return real(q, game)

    monkeypatch.setattr(service, "ask", ask)


def test_a_question_within_its_budget_is_answered(seeded):
    response = Client().get("/api/v1/ask/", QUESTION)
    assert response.status_code == 200
    assert response.json()["answer"]


def test_the_ask_endpoint_over_its_time_budget_answers_503_with_retry_after(seeded, slow_ask):
    response = Client().get("/api/v1/ask/", QUESTION)
    assert response.status_code == 503
    assert int(response["Retry-After"]) > 0
    body = response.json()
    assert body["field"] == "q"
    assert "time budget" in body["message"]


def test_the_ask_page_over_its_time_budget_answers_503_with_retry_after(seeded, slow_ask):
    response = Client().get("/scenarios/ask/", QUESTION)
    assert response.status_code == 503
    assert int(response["Retry-After"]) > 0
    assert "time budget" in response.content.decode()


def test_a_related_search_past_the_question_budget_leaves_the_answer_with_a_note_not_an_empty_list(
    seeded, settings
):
    # A zero search budget is spent before the related search starts (deterministic, unlike a
    # sleep racing the question's own budget on a loaded machine).
    settings.REQUEST_BUDGETS = {**settings.REQUEST_BUDGETS, "search": 0}
    response = Client().get("/api/v1/ask/", UNKNOWN)
    # The question's own answer stands; the missing results are said to be missing, so the
    # judge never reads an empty list as "nothing related".
    assert response.status_code == 200
    answer = response.json()
    assert answer["answer"] == "unknown"
    assert answer["related"] == []
    assert "ran out of time" in answer["related_note"]
