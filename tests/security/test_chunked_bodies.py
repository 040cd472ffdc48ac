"""Chunked bodies (Transfer-Encoding: chunked, no Content-Length) are read or refused explicitly.

Django takes a missing Content-Length for 0, so without the middleware a chunked body reached every
view as an empty one. Now it is read up to DATA_UPLOAD_MAX_MEMORY_SIZE and handed on (the same answer
as with a Content-Length), and a longer one answers 413 (JSON under /api/), never 500.
"""

from __future__ import annotations

import io
import json
from urllib.parse import urlencode

import pytest
from django.core.cache import cache
from django.test import Client

pytestmark = pytest.mark.django_db

FLIP = {
    "game": "dbe",
    "card": {"number": "XB-006", "face": "star", "zone": "active", "state": {}},
    "actions": [{"do": "flip", "to": "moon"}],
}


@pytest.fixture(autouse=True)
def _fresh():
    cache.clear()  # throttle counters


def chunked_post(url: str, body: bytes, content_type: str = "application/json"):
    """A POST as a server hands on a chunked request: the body de-chunked, no Content-Length."""
    return Client().post(
        url,
        body,
        content_type=content_type,
        CONTENT_LENGTH="",
        HTTP_TRANSFER_ENCODING="chunked",
        **{"wsgi.input": io.BytesIO(body)},
    )


def test_a_chunked_scenario_check_is_read_and_answered_like_one_with_a_content_length(seeded):
    body = json.dumps(FLIP).encode()
    plain = Client().post("/api/v1/scenarios/check/", body, content_type="application/json")
    chunked = chunked_post("/api/v1/scenarios/check/", body)
    assert plain.status_code == 200
    assert chunked.status_code == 200
    assert chunked.json() == plain.json()


@pytest.mark.parametrize("url", ["/api/v1/scenarios/check/", "/api/v1/faqs/"])
def test_a_chunked_api_body_over_the_limit_answers_413_as_json(seeded, settings, url):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 64 * 1024
    body = json.dumps({"game": "dbe", "padding": "x" * (64 * 1024)}).encode()
    response = chunked_post(url, body)
    assert response.status_code == 413
    assert response["Content-Type"].startswith("application/json")
    assert "larger than 65536 bytes" in response.json()["detail"]


def test_a_chunked_body_of_exactly_the_limit_is_read(seeded, settings):
    body = json.dumps(FLIP).encode()
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = len(body)
    assert chunked_post("/api/v1/scenarios/check/", body).status_code == 200


def test_a_chunked_checker_form_over_the_limit_answers_413(seeded, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 16 * 1024
    body = urlencode({"zone": "active", "raw": "x" * (32 * 1024)}).encode()
    response = chunked_post("/scenarios/?game=dbe", body, "application/x-www-form-urlencoded")
    assert response.status_code == 413


def test_a_chunked_checker_form_is_read(seeded):
    body = urlencode({"zone": "active", "raw": json.dumps(FLIP)}).encode()
    plain = Client().post("/scenarios/?game=dbe", body, content_type="application/x-www-form-urlencoded")
    chunked = chunked_post("/scenarios/?game=dbe", body, "application/x-www-form-urlencoded")
    assert chunked.status_code == plain.status_code == 200
