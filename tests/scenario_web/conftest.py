"""Scenario web fixtures: the seeds, a search index of this test's own, and small request helpers."""

from __future__ import annotations

import json

import pytest
from django.core.cache import cache
from django.test import Client

from rulings.scenarios import knowledge
from rulings.search import service as search_service


@pytest.fixture(autouse=True)
def own_search_index(settings, tmp_path):
    # The ask endpoint searches for related results; each test gets its own index folder.
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    search_service.forget()
    cache.clear()  # throttle counters
    # Rolled-back tests reuse change-log ids, which the service's lookup cache is keyed on.
    knowledge.forget()
    yield
    search_service.forget()


@pytest.fixture
def client():
    return Client()


def post_check(client, payload, **extra):
    body = payload if isinstance(payload, (str, bytes)) else json.dumps(payload)
    return client.post("/api/v1/scenarios/check/", data=body, content_type="application/json", **extra)


def antiramon(*actions, **state) -> dict:
    """XB-006 Antiramon from the knowledge base, Star side up as the active Digimon."""
    return {
        "game": "dbe",
        "card": {"number": "XB-006", "face": "star", "zone": "active", "state": state},
        "actions": list(actions),
    }


EVO_BONUS = {"name": "Deva's Blessing", "permanent": True, "active": True}


@pytest.fixture
def search_ready(seeded):
    # Tests about related results build the seeds' index first: the build is setup, and on a
    # loaded machine it could take longer than the search budget a request gives it.
    from rulings.search import rebuild_index

    rebuild_index()
