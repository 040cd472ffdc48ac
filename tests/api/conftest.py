"""API test helpers: a client, users with and without editing permissions, golden files."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from django.contrib.auth.models import Permission, User
from django.core.cache import cache
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

GOLDEN = Path(__file__).parent / "golden"
# In a golden file, values the database chooses: "<id>" any whole number, "<uid>" a row's hash key.
ANY_ID = "<id>"
PLACEHOLDERS = {"<id>": r"\d+", "<uid>": r"[0-9a-f]{20}"}


@pytest.fixture(autouse=True)
def search_index(settings, tmp_path):
    """A search index of this test's own, never the data folder's."""
    from rulings.search import service

    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    service.forget()
    yield settings.SEARCH_INDEX_DIR
    service.forget()


@pytest.fixture(autouse=True)
def fresh_throttles():
    # Rate-limit counters live in the cache; each test starts with none spent.
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def api():
    return APIClient()


def _client_for(user: User) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return client


@pytest.fixture
def reader(db):
    """A signed-in user without any model permission."""
    return _client_for(User.objects.create_user("reader", password="x-reader-pass"))


@pytest.fixture
def editor(db):
    """A user holding the model permissions of FAQs, sections and card rulings."""
    user = User.objects.create_user("editor", password="x-editor-pass")
    codenames = [
        f"{action}_{model}"
        for action in ("add", "change", "delete")
        for model in ("faq", "section", "cardruling")
    ]
    user.user_permissions.set(Permission.objects.filter(codename__in=codenames))
    return _client_for(user)


def golden(name: str):
    return json.loads((GOLDEN / name).read_text(encoding="utf-8"))


def assert_matches(actual, expected, path="$"):
    """Equal, field order included, except for the placeholders of values the database chooses."""
    if expected == ANY_ID:
        assert isinstance(actual, int), f"{path}: expected an id, got {actual!r}"
        return
    if isinstance(expected, str) and any(p in expected for p in PLACEHOLDERS):
        pattern = re.escape(expected)
        for placeholder, regex in PLACEHOLDERS.items():
            pattern = pattern.replace(re.escape(placeholder), regex)
        assert isinstance(actual, str) and re.fullmatch(pattern, actual), (
            f"{path}: {actual!r} !~ {expected!r}"
        )
        return
    if isinstance(expected, dict):
        assert isinstance(actual, dict), f"{path}: expected an object, got {actual!r}"
        assert list(actual) == list(expected), f"{path}: fields {list(actual)} != {list(expected)}"
        for key in expected:
            assert_matches(actual[key], expected[key], f"{path}.{key}")
        return
    if isinstance(expected, list):
        assert isinstance(actual, list), f"{path}: expected a list, got {actual!r}"
        assert len(actual) == len(expected), f"{path}: {len(actual)} items != {len(expected)}"
        for i, (a, e) in enumerate(zip(actual, expected, strict=True)):
            assert_matches(a, e, f"{path}[{i}]")
        return
    assert actual == expected, f"{path}: {actual!r} != {expected!r}"
