"""API test helpers: a client, users with and without editing permissions."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission, User
from django.core.cache import cache
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient


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
