"""GET /api/v1/search/ and the /search/ page."""

import re

import pytest

pytestmark = [pytest.mark.django_db, pytest.mark.urls("tests.search.urls")]

RESULT_KEYS = {"kind", "game", "title", "key", "snippet", "url", "api_url", "score"}


def test_the_api_answers_the_contract_shape(client, kb):
    response = client.get("/api/v1/search/", {"q": "flip", "game": "dbe", "limit": 2})
    assert response.status_code == 200
    data = response.json()
    assert set(data) == {"query", "count", "results", "facets"}
    assert data["query"] == "flip"
    assert 0 < len(data["results"]) <= 2 <= data["count"]
    for result in data["results"]:
        assert set(result) == RESULT_KEYS
        assert result["game"] == "dbe"
        assert isinstance(result["score"], float)


def test_the_api_pages_with_limit_and_offset(client, kb):
    first = client.get("/api/v1/search/", {"q": "card", "limit": 2}).json()
    second = client.get("/api/v1/search/", {"q": "card", "limit": 2, "offset": 2}).json()
    assert first["count"] == second["count"]
    assert {r["url"] for r in first["results"]}.isdisjoint(r["url"] for r in second["results"])


def test_the_api_filters_by_kind(client, kb):
    data = client.get("/api/v1/search/", {"q": "KO", "kind": "faq"}).json()
    assert [r["kind"] for r in data["results"]] == ["faq"]
    assert data["results"][0]["api_url"].startswith("/api/v1/faqs/")


@pytest.mark.parametrize(
    "params, field",
    [
        ({"q": "flip", "game": "pokemon"}, "game"),
        ({"q": "flip", "kind": "ruling"}, "kind"),
        ({"q": "flip", "limit": "ten"}, "limit"),
        ({"q": "flip", "limit": "0"}, "limit"),
        ({"q": "flip", "limit": "1000"}, "limit"),
        ({"q": "flip", "offset": "-1"}, "offset"),
        ({"q": "flip", "versions": "old"}, "versions"),
    ],
)
def test_bad_parameters_answer_400_naming_the_field(client, kb, params, field):
    response = client.get("/api/v1/search/", params)
    assert response.status_code == 400
    assert field in response.json()


@pytest.mark.parametrize(
    "q", ["", '"', "*", "OR OR", "x" * 5000, "\x00\x1f", "<script>alert(1)</script>", "(((", "game:"]
)
def test_no_query_text_makes_the_api_fail(client, kb, q):
    response = client.get("/api/v1/search/", {"q": q})
    assert response.status_code == 200
    assert isinstance(response.json()["results"], list)


def test_the_api_snippet_carries_no_markup_but_mark(client, kb):
    from tests.search.conftest import add_document

    add_document(
        kb["mtg"], "evil", [("x1", "", "", "<script>alert(1)</script> <img src=x onerror=alert(2)>")]
    )
    for q in ("alert", "<script>alert(1)</script>", "img onerror"):
        for result in client.get("/api/v1/search/", {"q": q}).json()["results"]:
            assert all(tag in ("<mark>", "</mark>") for tag in re.findall(r"<[^>]*>", result["snippet"]))


def test_the_page_jumps_to_a_rule_number(client, kb):
    response = client.get("/search/", {"q": "712.8e"})
    assert response.status_code == 302
    assert response["Location"] == "/rules/mtg/712.8e/"
    assert client.get("/search/", {"q": "§13"})["Location"] == "/rules/space/13/"


def test_the_page_lists_results_with_snippets_and_facets(client, kb):
    response = client.get("/search/", {"q": "breeding area"})
    assert response.status_code == 200
    html = response.content.decode()
    assert "<mark>breeding</mark>" in html
    assert 'href="/rules/dcg/3-4-5-2/"' in html
    assert "game=dcg" in html  # a facet link


def test_the_page_escapes_the_query_and_the_data(client, kb):
    from tests.search.conftest import add_document

    add_document(kb["mtg"], "evil", [("x1", "", "<script>t()</script>", "<script>alert(1)</script> flip")])
    html = client.get("/search/", {"q": "<script>alert(1)</script> flip"}).content.decode()
    assert "<script>" not in html


def test_the_page_offers_did_you_mean(client, kb):
    html = client.get("/search/", {"q": "dubble faced", "game": "mtg"}).content.decode()
    assert "Did you mean" in html and "double faced" in html


def test_the_page_pages(client, kb):
    from tests.search.conftest import add_document

    add_document(kb["dcg"], "many", [(f"m{i}", "", "", f"Memory card number {i}.") for i in range(30)])
    html = client.get("/search/", {"q": "memory", "page": "2"}).content.decode()
    assert "page 2 of 2" in html
    assert client.get("/search/", {"q": "memory", "page": "nope"}).status_code == 200


def test_the_page_ignores_unknown_filters(client, kb):
    assert client.get("/search/", {"q": "flip", "game": "nope", "kind": "nope"}).status_code == 200
