"""HTTP behaviour of the API: conditional GET, caching, CORS, throttling, JSON errors, docs."""

from __future__ import annotations

import re

import pytest
from django.test import override_settings
from rest_framework.settings import api_settings

READS = [
    "/api/v1/games/",
    "/api/v1/games/mtg/",
    "/api/v1/documents/?game=dcg",
    "/api/v1/documents/dcg/comprehensive-rules/versions/",
    "/api/v1/rules/mtg/712.8e/",
    "/api/v1/faqs/?game=mtg",
    "/api/v1/cards/?game=mtg&q=bruna",
    "/api/v1/cards/dbe/XB-003/",
    "/api/v1/export/dbe/",
]


@pytest.mark.parametrize("url", READS)
def test_a_read_carries_an_etag_and_last_modified_and_answers_304_when_the_caller_has_it(seeded, api, url):
    first = api.get(url)
    assert first.status_code == 200
    etag, last_modified = first["ETag"], first["Last-Modified"]
    assert re.fullmatch(r'"[0-9a-f]{40}"', etag)
    assert first["Cache-Control"] == "public, max-age=60"

    again = api.get(url, HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304
    assert again.content == b""
    assert again["ETag"] == etag

    assert api.get(url, HTTP_IF_MODIFIED_SINCE=last_modified).status_code == 304
    assert api.get(url, HTTP_IF_NONE_MATCH='"something-else"').status_code == 200


def test_the_etag_changes_when_the_content_does(seeded, api, editor):
    url = "/api/v1/rules/space/13.spacecraft.1/"
    before = api.get(url)
    assert api.get(url)["ETag"] == before["ETag"]  # the same content: the same tag
    editor.patch(url, {"title": "Displaced units"}, format="json")
    after = api.get(url, HTTP_IF_NONE_MATCH=before["ETag"])
    assert after.status_code == 200
    assert after["ETag"] != before["ETag"]


def test_the_exports_etag_is_a_hash_of_its_content_and_changes_only_with_it(seeded, api, editor):
    url = "/api/v1/export/dbe/"
    first = api.get(url)
    # Unrelated writes (another game's FAQ) leave dbe's export, and its tag, as they were.
    faq = api.get("/api/v1/faqs/?game=mtg").json()["results"][0]
    editor.patch(faq["api_url"], {"answer": "Changed."}, format="json")
    assert api.get(url)["ETag"] == first["ETag"]
    editor.post("/api/v1/cards/dbe/XB-006/rulings/", {"text": "A new ruling."}, format="json")
    assert api.get(url)["ETag"] != first["ETag"]


def test_reads_by_a_signed_in_user_are_not_kept_by_shared_caches(seeded, editor):
    assert editor.get("/api/v1/games/")["Cache-Control"] == "private, max-age=0, must-revalidate"


def test_writes_are_never_cached_or_tagged(seeded, editor):
    response = editor.patch("/api/v1/rules/space/13/", {"title": "Card flips"}, format="json")
    assert response.status_code == 200
    assert not response.has_header("ETag")


def test_any_origin_may_read_the_api(seeded, api):
    response = api.get("/api/v1/games/", HTTP_ORIGIN="https://judge-bot.example")
    assert response["Access-Control-Allow-Origin"] == "*"
    assert "ETag" in response["Access-Control-Expose-Headers"]


def test_a_preflight_allows_get_but_not_writes(seeded, api):
    response = api.options(
        "/api/v1/faqs/", HTTP_ORIGIN="https://judge-bot.example", HTTP_ACCESS_CONTROL_REQUEST_METHOD="GET"
    )
    assert response.status_code == 200
    methods = response["Access-Control-Allow-Methods"]
    assert "GET" in methods and "POST" not in methods and "PATCH" not in methods


def test_the_web_pages_send_no_cors_headers(seeded, client):
    response = client.get("/games/dbe/", HTTP_ORIGIN="https://judge-bot.example")
    assert not response.has_header("Access-Control-Allow-Origin")


def _rates(anon, user):
    return override_settings(
        REST_FRAMEWORK={**api_settings.user_settings, "DEFAULT_THROTTLE_RATES": {"anon": anon, "user": user}}
    )


def test_too_many_anonymous_reads_answer_429_with_retry_after(seeded, api):
    with _rates("3/minute", "100/minute"):
        assert [api.get("/api/v1/games/").status_code for _ in range(3)] == [200, 200, 200]
        response = api.get("/api/v1/games/")
    assert response.status_code == 429
    assert 0 < int(response["Retry-After"]) <= 60
    assert "detail" in response.json()


def test_a_token_has_its_own_rate(seeded, api, editor):
    with _rates("1/minute", "5/minute"):
        assert api.get("/api/v1/games/").status_code == 200
        assert api.get("/api/v1/games/").status_code == 429
        assert [editor.get("/api/v1/games/").status_code for _ in range(5)] == [200] * 5
        assert editor.get("/api/v1/games/").status_code == 429


@pytest.mark.parametrize(
    ("url", "field"),
    [
        ("/api/v1/rules/mtg/712.8e/?as_of=yesterday", "as_of"),
        ("/api/v1/rules/mtg/712.8e/?as_of=2024-02-30", "as_of"),
        ("/api/v1/rules/mtg/712.8e/?version=1999-01-01", "version"),
        ("/api/v1/rules/mtg/712.8e/?version=2024-06-07&as_of=2025-01-01", "version"),
        ("/api/v1/documents/?game=nope", "game"),
        ("/api/v1/faqs/?game=nope", "game"),
        ("/api/v1/cards/?game=nope", "game"),
        ("/api/v1/documents/dcg/comprehensive-rules/diff/?to=2026-01-01", "from"),
        ("/api/v1/documents/dcg/comprehensive-rules/diff/?from=2026-01-01&to=nope", "to"),
        ("/api/v1/faqs/?limit=ten", None),
    ],
)
def test_bad_input_answers_400_naming_the_field(seeded, api, url, field):
    response = api.get(url)
    if field is None:  # limit/offset fall back to their defaults rather than fail
        assert response.status_code == 200
        return
    assert response.status_code == 400
    body = response.json()
    assert field in body, body
    if field == "as_of":
        assert "YYYY-MM-DD" in body["as_of"][0]


@pytest.mark.parametrize(
    "url",
    [
        "/api/v1/games/nope/",
        "/api/v1/documents/nope/rules/versions/",
        "/api/v1/documents/mtg/nope/versions/",
        "/api/v1/documents/mtg/nope/diff/?from=a&to=b",
        "/api/v1/rules/nope/712.8e/",
        "/api/v1/rules/mtg/999.9z/",
        "/api/v1/faqs/999999/",
        "/api/v1/cards/mtg/NOPE-1/",
        "/api/v1/cards/nope/XB-006/",
        "/api/v1/export/nope/",
        "/api/v1/no-such-endpoint/",
    ],
)
def test_a_missing_object_answers_404_as_json(seeded, api, url):
    response = api.get(url)
    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"
    assert "detail" in response.json()


def test_the_schema_is_openapi_3_and_names_every_contract_path(db, api):
    response = api.get("/api/v1/schema/?format=json")
    assert response.status_code == 200
    schema = response.json()
    assert schema["openapi"].startswith("3.")
    for path in [
        "/api/v1/games/",
        "/api/v1/games/{slug}/",
        "/api/v1/documents/",
        "/api/v1/documents/{game}/{document}/versions/",
        "/api/v1/documents/{game}/{document}/diff/",
        "/api/v1/rules/{game}/{key}/",
        "/api/v1/faqs/",
        "/api/v1/faqs/{id}/",
        "/api/v1/cards/",
        "/api/v1/cards/{game}/{number}/",
        "/api/v1/search/",
        "/api/v1/export/{game}/",
    ]:
        assert path in schema["paths"], path


def test_the_docs_page_loads_its_assets_from_this_site_not_a_cdn(db, client):
    response = client.get("/api/v1/docs/")
    assert response.status_code == 200
    page = response.content.decode()
    assets = re.findall(r'(?:src|href)="([^"]+)"', page)
    assert assets and all(a.startswith("/") for a in assets), assets
    assert "cdn" not in page.lower()
    script = next(a for a in assets if a.endswith("swagger-ui-bundle.js"))
    assert client.get(script).status_code == 200


@pytest.mark.parametrize(
    "url",
    [
        "/api/v1/rules/mtg/712.8e%00/",
        "/api/v1/cards/mtg/EMN-15a%00/",
        "/api/v1/documents/mtg/comprehensive-rules/versions/2024%00/",
    ],
)
def test_a_nul_character_in_a_path_answers_404(seeded, api, url):
    assert api.get(url).status_code == 404


@pytest.mark.parametrize(
    ("url", "field"),
    [
        ("/api/v1/faqs/?q=flip%00", "q"),
        ("/api/v1/cards/?q=bruna%00", "q"),
        ("/api/v1/rules/mtg/712.8e/?version=2024%00", "version"),
    ],
)
def test_a_nul_character_in_a_query_answers_400_naming_the_field(seeded, api, url, field):
    response = api.get(url)
    assert response.status_code == 400
    assert field in response.json()
