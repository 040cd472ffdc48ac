"""Each read endpoint, for a seed object, answers exactly what the golden file (written from the
seed documents) says: a changed field name, shape or value fails here."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from rulings.services.imports import import_text
from tests.api.conftest import assert_matches, golden

EARLIER_SPACE = Path(__file__).parent / "data" / "space_2025-06-01.txt"


@pytest.fixture
def earlier_space(seeded):
    """The seed space rules plus an earlier revision of them (in effect from 2025-06-01)."""
    import_text(
        "space",
        "rules",
        EARLIER_SPACE.read_text(encoding="utf-8"),
        source_name=EARLIER_SPACE.name,
        now=dt.datetime(2025, 6, 1, tzinfo=dt.UTC),
    )


def get_json(api, url):
    response = api.get(url)
    assert response.status_code == 200, response.content[:500]
    assert response["Content-Type"] == "application/json"
    return response.json()


@pytest.mark.parametrize(
    ("url", "name"),
    [
        ("/api/v1/games/", "games.json"),
        ("/api/v1/games/dbe/", "game_dbe.json"),
        ("/api/v1/documents/?game=mtg", "documents_mtg.json"),
        ("/api/v1/documents/space/rules/", "document_space_rules.json"),
        ("/api/v1/rules/space/13.spacecraft.1/", "rule_space_13.spacecraft.1.json"),
        ("/api/v1/rules/mtg/712.8e/", "rule_mtg_712.8e.json"),
        ("/api/v1/faqs/?game=dbe&card=XB-006", "faqs_dbe_card_XB-006.json"),
        ("/api/v1/cards/?game=dbe", "cards_dbe.json"),
        ("/api/v1/cards/dbe/XB-006/", "card_dbe_XB-006.json"),
        ("/api/v1/cards/mtg/EMN-15a/", "card_mtg_EMN-15a.json"),
        ("/api/v1/export/space/", "export_space.json"),
    ],
)
def test_a_seed_object_reads_as_its_golden_file_says(seeded, api, url, name):
    assert_matches(get_json(api, url), golden(name))


def test_an_faq_reads_as_its_golden_file_says(seeded, api):
    from rulings.models import FAQ

    faq = FAQ.objects.get(game__slug="dbe", slug="evo-bonus-after-flip")
    data = get_json(api, f"/api/v1/faqs/{faq.pk}/")
    assert_matches(data, golden("faq_dbe_evo-bonus-after-flip.json"))
    assert data["id"] == faq.pk and data["api_url"] == f"/api/v1/faqs/{faq.pk}/"


def test_a_documents_versions_read_oldest_first_as_the_golden_file_says(earlier_space, api):
    assert_matches(get_json(api, "/api/v1/documents/space/rules/versions/"), golden("versions_space.json"))


def test_one_version_reads_as_its_entry_in_the_list(earlier_space, api):
    listed = golden("versions_space.json")["results"][0]
    assert_matches(get_json(api, "/api/v1/documents/space/rules/versions/2025-06-01/"), listed)


def test_the_diff_of_two_versions_names_what_was_added_removed_changed_and_renumbered(earlier_space, api):
    data = get_json(api, "/api/v1/documents/space/rules/diff/?from=2025-06-01&to=2026-01-01")
    assert_matches(data, golden("diff_space.json"))


def test_a_rules_history_holds_its_text_in_every_version(earlier_space, api):
    data = get_json(api, "/api/v1/rules/space/13.spacecraft.1/")
    assert_matches(data, golden("rule_space_13.spacecraft.1_two_versions.json"))


def test_a_rule_as_of_a_date_is_the_text_then_in_effect(earlier_space, api):
    expected = golden("rule_space_13.spacecraft.1_as_of_2025-12-31.json")
    assert_matches(get_json(api, "/api/v1/rules/space/13.spacecraft.1/?as_of=2025-12-31"), expected)
    assert_matches(get_json(api, "/api/v1/rules/space/13.spacecraft.1/?version=2025-06-01"), expected)


def test_a_rule_before_any_version_took_effect_is_not_found(earlier_space, api):
    response = api.get("/api/v1/rules/space/13.spacecraft.1/?as_of=2025-05-31")
    assert response.status_code == 404
    assert "detail" in response.json()
