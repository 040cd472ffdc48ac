"""Pages and API lists read the database a fixed number of times, however many games, documents,
versions, FAQs or cards there are: no query per row (N+1)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from rulings.models import FAQ, Document, DocumentVersion, Game
from rulings.search.models import SearchChange

pytestmark = pytest.mark.django_db

URLS = [
    "/",
    "/games/dbe/",
    "/documents/dbe/flip-cards/",
    "/faqs/dbe/",
    "/api/v1/games/",
    "/api/v1/games/dbe/",
    "/api/v1/documents/",
    "/api/v1/faqs/",
    "/api/v1/cards/",
]


def queries(client, url: str) -> int:
    cache.clear()  # pages and API reads are cached: measure the work itself
    SearchChange.forget_latest()
    with CaptureQueriesContext(connection) as captured:
        response = client.get(url)
    assert response.status_code == 200, url
    return len(captured.captured_queries)


def grow(game_slug: str) -> None:
    """Three more documents of a game, each with two versions, and three more FAQs."""
    game = Game.objects.get(slug=game_slug)
    for n in range(3):
        document = Document.objects.create(game=game, slug=f"more-{n}", title=f"More {n}")
        for year in (2024, 2025):
            effective = dt.date(year, 1, 1)
            DocumentVersion.objects.create(
                document=document, label=str(year), effective_date=effective, source_hash=f"{n}{year}"
            )
        FAQ.objects.create(game=game, slug=f"more-{n}", question=f"Question {n}?", answer=f"Answer {n}.")


def test_no_page_or_list_reads_the_database_once_per_row(client, seeded):
    before = {url: queries(client, url) for url in URLS}
    grow("dbe")
    grow("space")
    after = {url: queries(client, url) for url in URLS}
    assert after == before
    assert max(before.values()) <= 10
