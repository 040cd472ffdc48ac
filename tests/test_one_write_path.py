"""An edit has the same effects whichever door it came through: the admin's change form and the
API's PATCH both go through rulings.services, so every stored row they leave is the same."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.db import transaction
from django.db.models import Max
from rest_framework.test import APIClient

from cards.models import CardMention
from rulings.models import FAQ, Link, Section
from rulings.search.models import SearchChange

pytestmark = pytest.mark.django_db

# Names a card of the seeds (Bruna, the Fading Light: EMN-15a) and a rule of the same
# version (712.4), so links, card mentions and the rendered HTML all have work to do.
NEW_BODY = "Bruna, the Fading Light melds as rule 712.4 says; see also rule 999.9."


@pytest.fixture
def editor(seeded):
    return User.objects.create_superuser("editor", "editor@example.com", "a-long-test-password")


def stored(section: Section, since: int) -> dict:
    """Every row an edit of the section may touch, without the ids the database chose."""
    section.refresh_from_db()
    return {
        "body": section.body,
        "html": section.html,
        "links": sorted(
            Link.objects.filter(source_section=section).values_list(
                "uid", "text", "start", "target_key", "target_section__key"
            )
        ),
        "mentions": sorted(
            CardMention.objects.filter(source_section=section).values_list(
                "uid", "card__number", "field", "start", "text", "kind"
            )
        ),
        "search_log": sorted(
            SearchChange.objects.filter(pk__gt=since).values_list("model", "object_id", "op")
        ),
        "history": [
            (h.history_type, h.body, h.history_user.username if h.history_user else None)
            for h in section.history.order_by("history_date", "history_id")
        ],
    }


def edit_through(door: str, client, editor, section: Section) -> dict:
    since = SearchChange.objects.aggregate(m=Max("pk"))["m"] or 0
    with transaction.atomic():
        if door == "admin":
            client.force_login(editor)
            response = client.post(
                f"/admin/rulings/section/{section.pk}/change/",
                {
                    "version": section.version_id,
                    "key": section.key,
                    "number": section.number,
                    "title": section.title,
                    "kind": section.kind,
                    "parent": section.parent_id or "",
                    "order": section.order,
                    "body": NEW_BODY,
                    "children-TOTAL_FORMS": 0,
                    "children-INITIAL_FORMS": 0,
                },
            )
            assert response.status_code == 302, response.content.decode()[:2000]
        else:
            api = APIClient()
            api.force_authenticate(editor)
            response = api.patch(f"/api/v1/rules/mtg/{section.key}/", {"text": NEW_BODY}, format="json")
            assert response.status_code == 200, response.content
        found = stored(section, since)
        transaction.set_rollback(True)  # the other door starts from the same rows
    return found


def test_an_edit_in_the_admin_stores_exactly_what_the_same_edit_through_the_api_does(client, editor):
    section = Section.objects.find("mtg", "712.8e")
    through_admin = edit_through("admin", client, editor, section)
    through_api = edit_through("api", client, editor, section)
    assert through_admin == through_api
    # And what they store is the edit's whole effect, read from the text itself:
    assert through_admin["body"] == NEW_BODY
    assert [(t, key) for _, t, _, _, key in through_admin["links"]] == [
        ("712.4", "712.4"),
        ("999.9", None),  # no such rule: reported unresolved, rendered as plain text
    ]
    assert 'href="/rules/mtg/712.4/"' in through_admin["html"] and "999.9</a>" not in through_admin["html"]
    assert [m[1] for m in through_admin["mentions"]] == ["EMN-15a"]
    assert ("section", section.pk, "upsert") in through_admin["search_log"]
    assert through_admin["history"][-1] == ("~", NEW_BODY, "editor")
    assert through_admin["history"][0][0] == "+"  # the imported text, kept as the first "before"


def test_an_faq_saved_in_the_admin_names_its_cards_and_links_its_sections(client, editor):
    faq = FAQ.objects.get(game__slug="mtg", slug="copying-a-dfc")
    client.force_login(editor)
    data = {
        "game": faq.game_id,
        "slug": faq.slug,
        "question": "What does a copy of Bruna, the Fading Light copy?",
        "answer": faq.answer,
        "source": faq.source,
        "source_date": faq.source_date.isoformat() if faq.source_date else "",
        "section_keys": '["712.4"]',
    }
    response = client.post(f"/admin/rulings/faq/{faq.pk}/change/", data)
    assert response.status_code == 302, response.content.decode()[:3000]
    assert list(faq.links_out.values_list("target_key", "target_section__key")) == [("712.4", "712.4")]
    assert "EMN-15a" in set(faq.card_mentions.values_list("card__number", flat=True))
