"""The answer box: the scenario checker's confident answer beside the search results."""

import pytest

from rulings.search import answers

pytestmark = [pytest.mark.django_db, pytest.mark.urls("tests.search.urls")]

QUESTION = "does the evo-bonus stay active after a flip"


def test_the_api_carries_the_checkers_answer_for_a_question_it_reads(client, seeded):
    data = client.get("/api/v1/search/", {"q": QUESTION, "game": "dbe"}).json()
    assert data["results"]
    assert data["answer"]["answer"] == "yes"
    assert data["answer"]["summary"]
    assert any(c["key"].endswith("16.5") for c in data["answer"]["citations"])


def test_a_bare_keyword_query_has_no_answer(client, seeded):
    data = client.get("/api/v1/search/", {"q": "evo-bonus", "game": "dbe"}).json()
    assert data["results"]
    assert "answer" not in data


def test_words_looked_up_get_no_yes_or_no_but_the_same_words_asked_do(client, seeded):
    # dcg 3-6-3: "The trash is a public area." Typed as keywords, that is a lookup, not a question.
    data = client.get("/api/v1/search/", {"q": "trash public area", "game": "dcg"}).json()
    assert data["results"] and "answer" not in data
    data = client.get("/api/v1/search/", {"q": "is the trash a public area?", "game": "dcg"}).json()
    assert data["answer"]["answer"] == "yes"
    assert any(c["key"] == "3-6-3" for c in data["answer"]["citations"])


def test_a_later_page_and_an_overlong_question_have_no_answer(client, seeded):
    data = client.get("/api/v1/search/", {"q": QUESTION, "game": "dbe", "offset": 20}).json()
    assert "answer" not in data
    assert answers.answer(QUESTION + "?" * 300, "dbe") is None


def test_a_failing_provider_never_fails_the_search(client, seeded, monkeypatch):
    def broken(q, game):
        raise RuntimeError("boom")

    monkeypatch.setattr(answers, "_providers", [broken])
    response = client.get("/api/v1/search/", {"q": QUESTION, "game": "dbe"})
    assert response.status_code == 200
    assert "answer" not in response.json()


def test_the_page_shows_the_answer_escaped(client, seeded, monkeypatch):
    page = client.get("/search/", {"q": QUESTION, "game": "dbe"}).content.decode()
    assert 'class="answer-box"' in page
    assert page.index('class="answer-box"') < page.index('class="results"')

    def hostile(q, game):
        return {"answer": "yes", "summary": "<script>alert(1)</script>", "citations": []}

    monkeypatch.setattr(answers, "_providers", [hostile])
    page = client.get("/search/", {"q": QUESTION, "game": "dbe"}).content.decode()
    assert "<script>alert(1)</script>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


@pytest.mark.parametrize(
    "q, expected",
    [
        ("does the evo-bonus stay active after a flip", True),
        ("Aura transforms stay attached?", True),
        ("evo-bonus", False),
        ("flip", False),
        ("712.8e", False),
        ("double faced card", False),
    ],
)
def test_only_questions_are_asked(q, expected):
    assert answers.looks_like_question(q) is expected
