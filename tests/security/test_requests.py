"""Hostile requests: no CSRF token, no API token, oversized bodies and query strings, floods, query syntax.

Each answers a 4xx naming the problem (RFC 9110: 400, 401, 403, 413; RFC 6585: 429), never a 500.
"""

from __future__ import annotations

import json

import pytest
from django.test import Client, override_settings
from rest_framework.settings import api_settings

pytestmark = pytest.mark.django_db

FLIP = {"game": "dbe", "card": "XB-006", "face": "star", "zone": "active", "do0": "flip", "to0": "moon"}


# -- CSRF and tokens ---------------------------------------------------------------------------


def test_the_scenario_checker_form_refuses_a_post_without_a_csrf_token(seeded):
    client = Client(enforce_csrf_checks=True)
    assert client.get("/scenarios/?game=dbe").status_code == 200  # the form sets the cookie
    assert client.post("/scenarios/?game=dbe", FLIP).status_code == 403


def test_the_admin_login_refuses_a_post_without_a_csrf_token(db):
    client = Client(enforce_csrf_checks=True)
    response = client.post("/admin/login/", {"username": "admin", "password": "guess"})
    assert response.status_code == 403


@pytest.mark.parametrize(
    ("method", "url"), [("post", "/api/v1/faqs/"), ("patch", "/api/v1/rules/space/13.spacecraft.1/")]
)
def test_a_write_without_a_token_answers_401(seeded, method, url):
    client = Client(enforce_csrf_checks=True)
    response = getattr(client, method)(url, {"answer": "x"}, content_type="application/json")
    assert response.status_code == 401
    assert response["WWW-Authenticate"].startswith("Token")


# -- size limits -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "content_type"),
    [
        ("/api/v1/scenarios/check/", "application/json"),
        ("/api/v1/faqs/", "application/json"),
        ("/scenarios/?game=dbe", "application/x-www-form-urlencoded"),
    ],
)
def test_a_body_over_the_limit_answers_413_before_any_view_reads_it(seeded, settings, url, content_type):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 64 * 1024
    body = json.dumps({"game": "dbe", "padding": "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1)})
    response = Client().post(url, body, content_type=content_type)
    assert response.status_code == 413
    if url.startswith("/api/"):
        assert "detail" in response.json()


def test_the_default_body_limit_is_one_mebibyte(seeded):
    client = Client()
    body = json.dumps({"game": "dbe", "padding": "x" * (1024 * 1024)})
    assert client.post("/api/v1/scenarios/check/", body, content_type="application/json").status_code == 413
    small = json.dumps({"game": "dbe", "padding": "x" * 1000})
    # Under the limit the view answers: here a 400 naming what the scenario lacks.
    assert client.post("/api/v1/scenarios/check/", small, content_type="application/json").status_code == 400


def test_a_content_length_that_is_not_a_number_answers_400(seeded):
    response = Client().post(
        "/api/v1/scenarios/check/", "{}", content_type="application/json", CONTENT_LENGTH="lots"
    )
    assert response.status_code == 400


@pytest.mark.parametrize("path", ["/api/v1/search/", "/search/", "/api/v1/games/", "/"])
def test_a_query_string_over_the_limit_answers_400(seeded, settings, path):
    response = Client().get(path, {"q": "x" * settings.MAX_QUERY_STRING_LENGTH})
    assert response.status_code == 400
    if path.startswith("/api/"):
        assert "query string" in response.json()["detail"]


def test_a_query_string_at_the_limit_is_served(seeded, settings):
    query = "q=" + "x" * (settings.MAX_QUERY_STRING_LENGTH - 2)
    assert Client().get("/api/v1/search/", QUERY_STRING=query).status_code == 200


# -- rate limits -------------------------------------------------------------------------------


def test_a_flooding_client_gets_429_with_retry_after(seeded):
    rates = {**api_settings.user_settings, "DEFAULT_THROTTLE_RATES": {"anon": "2/minute", "user": "2/minute"}}
    client = Client()
    with override_settings(REST_FRAMEWORK=rates):
        assert [client.get("/api/v1/search/", {"q": "flip"}).status_code for _ in range(2)] == [200, 200]
        response = client.get("/api/v1/search/", {"q": "flip"})
    assert response.status_code == 429
    assert 0 < int(response["Retry-After"]) <= 60
    assert "detail" in response.json()


# -- search query syntax -----------------------------------------------------------------------

HOSTILE_QUERIES = [
    "title:foo",
    "body:flip OR key:*",
    "a AND (b OR",
    "a AND b) OR (",
    "*",
    "?",
    "fl*p",
    "flip~2",
    "flip^3",
    "[a TO z]",
    "{a TO z}",
    '"unbalanced quote',
    'flip "a" "b',
    "\x00",
    "flip\x00moon",
    "x" * 5000,
    "flip " * 1000,
    "NOT",
    "AND OR NOT",
    "game: kind: doc:",
    "\\",
    "<>&'\"",
    "🃏 flip",
]


@pytest.mark.parametrize("q", HOSTILE_QUERIES, ids=[repr(q[:20]) for q in HOSTILE_QUERIES])
def test_whoosh_query_syntax_in_user_input_never_breaks_the_api_or_the_page(seeded, q):
    client = Client()  # raises any exception a view lets through
    response = client.get("/api/v1/search/", {"q": q})
    assert response.status_code == 200, response.content[:200]
    assert isinstance(response.json()["results"], list)
    page = client.get("/search/", {"q": q})
    assert page.status_code in (200, 302)
