"""Anonymous reads are served from the cache until a write changes the content version."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from rulings.models import FAQ

pytestmark = pytest.mark.django_db

RULE = "/api/v1/rules/dcg/3-1-3-1-2/"


def test_a_second_anonymous_read_is_served_from_the_cache(api, seeded):
    first = api.get(RULE)
    with CaptureQueriesContext(connection) as queries:
        second = api.get(RULE)
    assert second.status_code == 200
    assert second.content == first.content
    assert second["ETag"] == first["ETag"]
    assert len(queries) <= 2  # the content version, and nothing of the rule itself


def test_a_correction_is_seen_at_once_by_anonymous_readers(api, editor, seeded):
    assert "carry over any of the original card" in api.get(RULE).json()["text"]
    edited = "A new card is a different card from the card in the previous area."
    assert editor.patch(RULE, {"text": edited}, format="json").status_code == 200
    response = api.get(RULE)
    assert response.json()["text"] == edited


def test_an_faq_saved_in_the_admin_is_seen_at_once_through_the_api(api, seeded):
    faq = FAQ.objects.get(game__slug="dbe", slug="evo-bonus-after-flip")
    url = f"/api/v1/faqs/{faq.pk}/"
    assert api.get(url).json()["question"] == faq.question
    faq.question = "Does the evo-bonus stay after a flip?"
    faq.save()
    assert api.get(url).json()["question"] == "Does the evo-bonus stay after a flip?"


def test_a_signed_in_read_is_never_served_from_the_shared_cache(api, reader, seeded):
    api.get(RULE)
    response = reader.get(RULE)
    assert "private" in response["Cache-Control"]
