"""Issue 17: parsers that fail closed. JSON nested 50,000 levels deep answers 400 as JSON on every
API write endpoint, and every 4xx/5xx under /api/ is JSON."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission, User
from django.test import Client
from rest_framework.authtoken.models import Token

pytestmark = pytest.mark.django_db

DEEP = "[" * 50_000 + "]" * 50_000
DEEP_OBJECT = '{"a":' * 50_000 + "1" + "}" * 50_000


@pytest.fixture
def token(seeded):
    user = User.objects.create_user("deep-editor", password="x-editor-pass")
    user.user_permissions.set(
        Permission.objects.filter(codename__regex=r"^(add|change|delete)_(faq|section|cardruling)$")
    )
    return f"Token {Token.objects.create(user=user).key}"


WRITES = [
    ("post", "/api/v1/faqs/"),
    ("patch", "/api/v1/rules/space/13.spacecraft.1/"),
    ("post", "/api/v1/cards/dbe/XB-006/rulings/"),
    ("post", "/api/v1/scenarios/check/"),
]


@pytest.mark.parametrize("body", [DEEP, DEEP_OBJECT], ids=["lists", "objects"])
@pytest.mark.parametrize(("method", "url"), WRITES)
def test_json_nested_50000_levels_deep_answers_400_json_on_every_write_endpoint(token, method, url, body):
    client = Client(raise_request_exception=False)
    response = getattr(client, method)(url, body, content_type="application/json", HTTP_AUTHORIZATION=token)
    assert response.status_code == 400, response.content[:200]
    assert response["Content-Type"].startswith("application/json")
    response.json()


def test_an_unhandled_error_under_the_api_answers_json(seeded, monkeypatch):
    from rulings.search import api as search_api

    def boom(*args, **kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr(search_api.SearchParams, "is_valid", boom)
    response = Client(raise_request_exception=False).get("/api/v1/search/", {"q": "flip"})
    assert response.status_code == 500
    assert response.json() == {"detail": "Server error."}


def test_a_csrf_failure_under_the_api_answers_json(seeded, admin_user):
    client = Client(enforce_csrf_checks=True)
    client.force_login(admin_user)
    response = client.post("/api/v1/faqs/", "{}", content_type="application/json")
    assert response.status_code == 403
    response.json()
