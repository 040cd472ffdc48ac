"""Text that looks like HTML (a script, an onerror handler) is shown as text everywhere, never as markup."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from cards.models import CardFace
from rulings.models import FAQ, Section
from tests.security.conftest import PAYLOAD, injected, inline_code

pytestmark = pytest.mark.django_db


def _html_fields(data, path="$"):
    """Every string field of a JSON value whose name says it holds HTML (html, answer_html, snippet)."""
    if isinstance(data, dict):
        for key, value in data.items():
            if isinstance(value, str) and (key.endswith("html") or key == "snippet"):
                yield f"{path}.{key}", value
            else:
                yield from _html_fields(value, f"{path}.{key}")
    elif isinstance(data, list):
        for i, item in enumerate(data):
            yield from _html_fields(item, f"{path}[{i}]")


def assert_api_carries_no_markup(response):
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    fields = list(_html_fields(response.json()))
    assert fields, "expected at least one HTML field to check"
    for path, value in fields:
        assert injected(value) == [], path
        assert "<script" not in value and "<img" not in value, path


@pytest.fixture
def section(seeded):
    section = Section.objects.find("dcg", "3-1-1")
    section.body = f"Areas {PAYLOAD} include"
    section.save()
    return section


@pytest.fixture
def faq(seeded):
    faq = FAQ.objects.get(game__slug="dbe", slug="evo-bonus-after-flip")
    faq.answer = f"Yes. {PAYLOAD}"
    faq.save()
    return faq


@pytest.fixture
def face(seeded):
    face = CardFace.objects.get(card__game__slug="dbe", card__number="XB-006", side="star")
    face.text = f"When flipped, {PAYLOAD}"
    face.save()
    return face


@pytest.fixture
def editor_client(client, seeded):
    client.force_login(User.objects.create_superuser("editor", "editor@example.com", "a-long-test-password"))
    return client


def test_a_section_body_is_text_on_its_page_and_in_the_api(client, section):
    page = client.get("/rules/dcg/3-1-1/").content.decode()
    assert "&lt;script&gt;" in page  # shown, as text
    assert injected(page) == []
    assert_api_carries_no_markup(client.get("/api/v1/rules/dcg/3-1-1/"))


def test_an_faq_answer_is_text_on_its_page_and_in_the_api(client, faq):
    page = client.get("/faqs/dbe/evo-bonus-after-flip/").content.decode()
    assert "&lt;script&gt;" in page
    assert injected(page) == []
    assert injected(client.get("/faqs/dbe/").content.decode()) == []
    assert_api_carries_no_markup(client.get(f"/api/v1/faqs/{faq.pk}/"))


def test_a_card_face_text_is_text_on_the_card_page_and_json_in_the_api(client, face):
    page = client.get("/cards/dbe/XB-006/").content.decode()
    assert "&lt;script&gt;" in page
    assert injected(page) == []
    response = client.get("/api/v1/cards/dbe/XB-006/")
    assert response["Content-Type"].startswith("application/json")
    star = next(f for f in response.json()["faces"] if f["side"] == "star")
    assert star["text"] == face.text  # plain text in a JSON string: data, not markup


def test_the_browsable_api_escapes_what_it_shows(client, face):
    page = client.get("/api/v1/cards/dbe/XB-006/", HTTP_ACCEPT="text/html").content.decode()
    assert injected(page) == []


@pytest.mark.parametrize("q", [PAYLOAD, "alert", "onerror", "img src"])
def test_search_snippets_carry_no_markup_but_mark(client, section, faq, face, q):
    response = client.get("/api/v1/search/", {"q": q})
    assert response.status_code == 200
    results = response.json()["results"]
    for result in results:
        tags = re.findall(r"<[^>]*>", result["snippet"])
        assert all(tag in ("<mark>", "</mark>") for tag in tags), result["snippet"]
    page = client.get("/search/", {"q": q}).content.decode()
    assert injected(page) == []


def test_the_search_page_shows_the_query_as_text(client, seeded):
    page = client.get("/search/", {"q": PAYLOAD}).content.decode()
    assert injected(page) == []
    assert inline_code(page) == []


def test_the_admin_previews_show_a_body_and_an_answer_as_text(editor_client, section, faq):
    for url in (
        reverse("admin:rulings_section_change", args=[section.pk]),
        reverse("admin:rulings_faq_change", args=[faq.pk]),
    ):
        response = editor_client.get(url)
        assert response.status_code == 200
        assert injected(response.content.decode()) == [], url
