"""The service's own pieces: before/after rows, unresolved citations, card faces from the knowledge base."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ScenarioError
from rulings.scenarios.service import compare, inline_card, resolve_citations, run_check

pytestmark = pytest.mark.django_db

SPACECRAFT = {
    "game": "space",
    "card": {
        "faces": [
            {"side": "prime", "card_type": "Spacecraft", "printed": {"capacity": 2}},
            {"side": "reverse", "card_type": "Spacecraft", "printed": {"capacity": 0}},
        ],
        "face": "prime",
        "zone": "in_play",
        "state": {
            "deployed": [
                {"name": "Rover", "kind": "ground_unit"},
                {"name": "Pod", "kind": "ground_unit", "escape_pod": True},
            ]
        },
    },
    "actions": [{"do": "flip"}],
}


def row(rows, path):
    return next(r for r in rows if r["path"] == path)


def test_units_a_flipped_spacecraft_cannot_hold_are_displaced_under_the_current_rules(seeded):
    result = run_check(SPACECRAFT)
    rover = row(compare(result), "state.deployed[Rover]")
    assert rover["changed"] and rover["after"] == "displaced"
    # One link per section on the row; the answer keeps every quote.
    assert [c["url"] for c in rover["citations"]] == ["/rules/space/13.spacecraft.1/"]
    assert any("now displaced like any other card" in c["quote"] for c in result["citations"])


def test_before_2026_a_ground_unit_without_escape_pod_was_destroyed(seeded):
    earlier = SPACECRAFT | {"as_of": "2025-06-01"}
    result = run_check(earlier)
    assert result["rules_version"] == "earlier"
    rows = compare(result)
    assert row(rows, "state.deployed[Rover]")["after"] == "destroyed"
    assert row(rows, "state.deployed[Pod]")["after"] == "displaced"  # its Escape Pod saves it


def test_a_decision_about_something_neither_card_shows_still_gets_a_row(seeded):
    meld = {
        "game": "mtg",
        "card": {"number": "EMN-15a", "face": "front", "zone": "battlefield"},
        "actions": [{"do": "meld", "with": {"name": "Gisela, the Broken Blade", "mana_value": 4}}],
    }
    result = run_check(meld)
    cards = row(compare(result), "cards")
    assert cards["after"] == ["Bruna, the Fading Light", "Gisela, the Broken Blade"]
    assert result["final"]["face"] == "melded"
    assert result["final"]["printed"]["mana_value"] == 11  # 7 + 4, rule 712.4c's sum


def test_a_meld_front_brings_the_melded_face_of_its_result_card(seeded):
    card = inline_card({"game": "mtg", "card": {"number": "EMN-15a", "zone": "battlefield"}})["card"]
    assert [f["side"] for f in card["faces"]] == ["front", "melded"]
    assert card["faces"][1]["name"] == "Brisela, Voice of Nightmares"
    assert card["layout"] == "meld"


def test_inline_card_leaves_the_callers_payload_alone(seeded):
    payload = {"game": "dbe", "card": {"number": "XB-006", "zone": "active"}, "actions": []}
    inline_card(payload)
    assert "faces" not in payload["card"]


def test_a_card_number_that_is_not_a_string_names_card_number(seeded):
    with pytest.raises(ScenarioError) as error:
        inline_card({"game": "dbe", "card": {"number": 6, "zone": "active"}})
    assert error.value.field == "card.number"


def test_a_citation_of_a_section_the_knowledge_base_lacks_has_no_url(seeded):
    cite = {"id": "c1", "game": "dbe", "document": "flip-cards", "key": "no-such-key", "quote": "…"}
    assert resolve_citations([cite]) == [{**cite, "number": None, "version": None, "url": None}]


def test_a_citation_before_any_version_was_in_effect_has_no_url(seeded):
    cite = {"id": "c1", "game": "mtg", "document": "comprehensive-rules", "key": "712.8e", "quote": "…"}
    assert resolve_citations([cite], "2020-01-01")[0]["url"] is None
    assert resolve_citations([cite], "2024-06-07")[0]["url"] == "/rules/mtg/712.8e/"


def test_a_list_or_number_where_a_zone_or_action_belongs_names_the_field(seeded):
    with pytest.raises(ScenarioError) as error:
        run_check({"game": "dbe", "card": {"zone": ["active"]}, "actions": []})
    assert error.value.field == "card.zone" and "active" in error.value.allowed
    with pytest.raises(ScenarioError) as error:
        run_check({"game": "dbe", "card": {"zone": "active"}, "actions": [{"do": 1}]})
    assert error.value.field == "actions[0].do" and "flip" in error.value.allowed


def test_a_knowledge_base_card_the_profile_cannot_read_names_card_number(seeded):
    from cards.models import Card, CardFace
    from rulings.models import Game

    card = Card.objects.create(game=Game.objects.get(slug="dcg"), number="BT1-999", name="Odd")
    CardFace.objects.create(card=card, side="star", name="Odd")
    with pytest.raises(ScenarioError) as error:
        run_check({"game": "dcg", "card": {"number": "BT1-999", "zone": "battle_area"}, "actions": []})
    assert error.value.field == "card.number"
    assert "BT1-999" in error.value.message and "side" in error.value.message
