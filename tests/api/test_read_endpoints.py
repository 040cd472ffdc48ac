"""Each read endpoint, for a seed object, answers what the documents themselves say.

The expected values here are read by hand from the seed sources (fixtures/sources/*.txt, the
FAQs in fixtures/sources/faqs/, the cards in fixtures/sources/cards/) and from
tests/api/data/space_2025-06-01.txt, an earlier revision of the space rules; the field names
are those of the "HTTP API" section of DESIGN.md.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from rulings.services.imports import import_text

EARLIER_SPACE = Path(__file__).parent / "data" / "space_2025-06-01.txt"

# Field names of the DESIGN.md contract (and the url / api_url every object carries).
PAGE = ["count", "next", "previous", "results"]
GAME = ["slug", "name", "language", "documents", "url", "api_url"]
DOCUMENT = ["game", "slug", "title", "kind", "authority", "language", "current_version", "versions_url"]
RULE = ["key", "number", "title", "text", "html", "parent", "children", "links_out", "links_in", "history"]
CARD = ["faces", "rulings", "url"]
FACE = ["side", "name", "is_initial", "card_type", "printed", "text"]
VERSION = ["label", "effective_date", "partial", "current", "sections", "changes", "url", "api_url"]

# fixtures/sources/space.txt, "For Spacecraft", first bullet (the seed's revision, 2026-01-01).
SPACECRAFT_1_NOW = (
    "Any Characters or Ground Units remain deployed to the Spacecraft as long as the flip side can "
    "legally hold them. Any the new face cannot hold — for example, a Spacecraft flipping to a "
    "One-Seater Fighter — are displaced (§14.12); the controller chooses which cards stay. Earlier "
    "revisions destroyed the overflow Ground Units outright unless they had Escape Pod; they are now "
    "displaced like any other card."
)
# tests/api/data/space_2025-06-01.txt, the same bullet.
SPACECRAFT_1_THEN = (
    "Any Characters or Ground Units remain deployed to the Spacecraft as long as the flip side can "
    "legally hold them. Any Ground Units the new face cannot hold are destroyed, unless they have "
    "Escape Pod."
)
# Both revisions: the Bound Character bullet, under "For Characters" then, "For all card types" now.
BOUND = (
    "A Bound Character who flips stays Bound; the Storyline flips with them if the flip is a Fall "
    "(§8.10, §8.11)."
)


@pytest.fixture
def earlier_space(seeded):
    """The seed space rules plus an earlier revision of them, imported after them."""
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


def has_fields(data: dict, names: list[str]) -> None:
    missing = [name for name in names if name not in data]
    assert not missing, f"missing fields {missing} in {sorted(data)}"


def test_the_games_list_holds_the_five_seed_games_with_their_documents(seeded, api):
    data = get_json(api, "/api/v1/games/")
    has_fields(data, PAGE)
    # fixtures/sources: dbe, dcg, ddm, mtg, space.
    assert [g["slug"] for g in data["results"]] == ["dbe", "dcg", "ddm", "mtg", "space"]
    for game in data["results"]:
        has_fields(game, GAME)
    by_slug = {g["slug"]: g for g in data["results"]}
    # ddm's seed is the Spanish "Anatomía de las cartas".
    assert by_slug["ddm"]["language"] == "es"
    assert [d["title"] for d in by_slug["ddm"]["documents"]] == ["Anatomía de las cartas"]
    assert [d["slug"] for d in by_slug["mtg"]["documents"]] == ["comprehensive-rules", "double-faced-cards"]


def test_a_game_names_its_documents_and_where_their_versions_are(seeded, api):
    data = get_json(api, "/api/v1/games/dbe/")
    has_fields(data, GAME)
    assert data["slug"] == "dbe" and data["name"] == "Digimon Battle Evolution"
    [document] = data["documents"]
    has_fields(document, DOCUMENT)
    assert document["slug"] == "flip-cards"
    assert document["versions_url"] == "/api/v1/documents/dbe/flip-cards/versions/"


def test_the_documents_of_a_game_carry_the_revision_their_text_states(seeded, api):
    data = get_json(api, "/api/v1/documents/?game=mtg")
    has_fields(data, PAGE)
    assert data["count"] == 2
    for document in data["results"]:
        has_fields(document, DOCUMENT)
    by_slug = {d["slug"]: d for d in data["results"]}
    # fixtures/sources/mtg.txt: "From the Comprehensive Rules (June 7, 2024—Modern Horizons 3)".
    assert by_slug["comprehensive-rules"]["current_version"] == "2024-06-07"
    assert by_slug["comprehensive-rules"]["authority"] == "official"
    assert by_slug["double-faced-cards"]["authority"] == "community"


def test_a_document_reads_with_its_title_and_current_version(seeded, api):
    data = get_json(api, "/api/v1/documents/space/rules/")
    has_fields(data, DOCUMENT)
    # fixtures/sources/space.txt: "13. Card Flips", an excerpt of the rules.
    assert data["title"] == "Rules §13: Card Flips"
    assert data["kind"] == "rules-excerpt"
    assert data["current_version"] == "2026-01-01"


def test_a_rule_shows_its_text_parent_children_and_links(seeded, api):
    data = get_json(api, "/api/v1/rules/space/13.spacecraft.1/")
    has_fields(data, RULE)
    assert data["key"] == "13.spacecraft.1"
    assert data["text"] == SPACECRAFT_1_NOW
    assert data["html"] == f"<p>{SPACECRAFT_1_NOW}</p>"
    # The first bullet under "For Spacecraft:", which is under "13. Card Flips".
    assert data["parent"]["key"] == "13.spacecraft" and data["parent"]["title"] == "Spacecraft"
    assert data["children"] == []
    # The text names one rule, §14.12, which the excerpt does not hold.
    assert [(link["target_key"], link["resolved"]) for link in data["links_out"]] == [("14.12", False)]
    assert data["links_in"] == []
    assert [(h["version"], h["current"], h["text"]) for h in data["history"]] == [
        ("2026-01-01", True, SPACECRAFT_1_NOW)
    ]


def test_a_parent_rule_lists_its_children_in_the_order_of_the_text(seeded, api):
    data = get_json(api, "/api/v1/rules/space/13/")
    assert data["parent"] is None
    # fixtures/sources/space.txt: four "For …:" headings, then two paragraphs.
    assert [child["key"] for child in data["children"]] == [
        "13.characters",
        "13.spacecraft",
        "13.locations",
        "13.all-card-types",
        "13.p1",
        "13.p2",
    ]


def test_a_comprehensive_rule_links_to_the_rule_it_names_and_back_from_the_faq_citing_it(seeded, api):
    data = get_json(api, "/api/v1/rules/mtg/712.8e/")
    has_fields(data, RULE)
    # fixtures/sources/mtg.txt, line "712.8e While a transforming double-faced permanent …".
    assert data["text"] == (
        "While a transforming double-faced permanent has its back face up, it has only the "
        "characteristics of its back face. However, its mana value is calculated using the mana cost "
        "of its front face. If a permanent is copying the back face of a transforming double-faced "
        "permanent (even if the object representing that copy is itself a double-faced permanent), "
        "the mana value of that permanent is 0. See rule 202.3b."
    )
    assert data["number"] == "712.8e"
    assert data["parent"]["key"] == "712.8"
    assert data["children"] == []
    # "See rule 202.3b": the seed excerpt does not hold 202.3b.
    assert [(link["target_key"], link["resolved"]) for link in data["links_out"]] == [("202.3b", False)]
    # fixtures/sources/faqs/mtg.json: copying-a-dfc names keys 712.9 and 712.8e.
    assert [(link["source"]["kind"], link["source"]["key"]) for link in data["links_in"]] == [
        ("faq", "copying-a-dfc")
    ]


def test_the_faqs_naming_a_card_are_those_whose_text_names_it(seeded, api):
    data = get_json(api, "/api/v1/faqs/?game=dbe&card=XB-006")
    has_fields(data, PAGE)
    # fixtures/sources/faqs/dbe.json: three of the fifteen FAQs name Antiramon (XB-006).
    assert data["count"] == 3
    assert sorted(faq["slug"] for faq in data["results"]) == [
        "deck-limit-both-sides",
        "flip-card-names",
        "flip-type-change",
    ]
    by_slug = {faq["slug"]: faq for faq in data["results"]}
    # flip-card-names names both Dianamon and Antiramon.
    assert sorted(card["number"] for card in by_slug["flip-card-names"]["cards"]) == ["XB-003", "XB-006"]
    assert [card["number"] for card in by_slug["flip-type-change"]["cards"]] == ["XB-006"]


def test_an_faq_shows_its_answer_and_the_rule_it_quotes(seeded, api):
    from rulings.models import FAQ

    faq = FAQ.objects.get(game__slug="dbe", slug="evo-bonus-after-flip")
    data = get_json(api, f"/api/v1/faqs/{faq.pk}/")
    assert data["id"] == faq.pk and data["api_url"] == f"/api/v1/faqs/{faq.pk}/"
    assert data["question"] == "Does a permanent evo-bonus stay active after the active Digimon flips?"
    assert data["answer"] == (
        "If a flip card is the active Digimon and has a permanent evo-bonus active, then flip to "
        "another side, the evo-bonus will remain active because the card did not change from the "
        "active spot. It only flips over."
    )
    assert data["source"] == "Digimon Battle Evolution, Auxiliary Set B flip cards, rulings"
    # Its quote, "the evo-bonus will remain active", is the fifth line under the sixteenth
    # paragraph of fixtures/sources/dbe.txt ("Flip cards are unique enough …").
    assert [section["key"] for section in data["sections"]] == ["intro-to-flip-cards.16.5"]
    assert data["cards"] == []


def test_the_cards_of_a_game_are_those_of_its_card_source(seeded, api):
    data = get_json(api, "/api/v1/cards/?game=dbe")
    has_fields(data, PAGE)
    # fixtures/sources/cards/dbe_xb.json: Dianamon and Antiramon.
    assert [(card["number"], card["name"]) for card in data["results"]] == [
        ("XB-003", "Dianamon"),
        ("XB-006", "Antiramon"),
    ]


def test_a_flip_card_has_its_two_sides_with_what_each_prints(seeded, api):
    data = get_json(api, "/api/v1/cards/dbe/XB-006/")
    has_fields(data, CARD)
    for face in data["faces"]:
        has_fields(face, FACE)
    assert data["layout"] == "flip" and data["flavor_name"] == "Deva"
    assert [(f["side"], f["name"], f["card_type"]) for f in data["faces"]] == [
        ("star", "Antiramon", "Digimon"),
        ("moon", "Antiramon", "Digimon"),
    ]
    assert [f["printed"] for f in data["faces"]] == [
        {"side_icon": "star", "types": ["Wind", "Nature"]},
        {"side_icon": "moon", "types": ["Nightmare"]},
    ]
    # The source names no initial side.
    assert [f["is_initial"] for f in data["faces"]] == [False, False]
    assert data["url"] == "/cards/dbe/XB-006/"


def test_a_meld_card_has_its_front_face_its_rulings_and_its_meld_partners(seeded, api):
    data = get_json(api, "/api/v1/cards/mtg/EMN-15a/")
    has_fields(data, CARD)
    # fixtures/sources/cards/mtg_emn_subset.json, number "15a".
    [face] = data["faces"]
    has_fields(face, FACE)
    assert face["name"] == "Bruna, the Fading Light"
    assert face["card_type"] == "Creature"
    assert face["printed"]["mana_cost"] == "{5}{W}{W}"
    assert (face["printed"]["power"], face["printed"]["toughness"]) == ("5", "7")
    assert face["text"] == (
        "When you cast this spell, you may return target Angel or Human creature card from your "
        "graveyard to the battlefield.\nFlying, vigilance\n(Melds with Gisela, the Broken Blade.)"
    )
    # Five Gatherer rulings in the source, all dated 2016-07-13.
    assert len(data["rulings"]) == 5
    assert {ruling["date"] for ruling in data["rulings"]} == {"2016-07-13"}
    # cardParts: Gisela (28) and Bruna (15a) meld into Brisela (15b).
    assert data["meld"]["result"]["number"] == "EMN-15b"
    assert sorted(front["number"] for front in data["meld"]["fronts"]) == ["EMN-15a", "EMN-28"]


def test_an_export_holds_every_section_of_the_seed_in_order(seeded, api):
    data = get_json(api, "/api/v1/export/space/")
    assert data["format"] == "flipside-export/1"
    [document] = data["documents"]
    assert document["version"] == "2026-01-01" and document["partial"] is True
    # fixtures/sources/space.txt: the chapter, four headings with 2+2+2+2 bullets, two paragraphs.
    assert [(s["key"], s["parent"]) for s in document["sections"]] == [
        ("13", None),
        ("13.characters", "13"),
        ("13.characters.1", "13.characters"),
        ("13.characters.2", "13.characters"),
        ("13.spacecraft", "13"),
        ("13.spacecraft.1", "13.spacecraft"),
        ("13.spacecraft.2", "13.spacecraft"),
        ("13.locations", "13"),
        ("13.locations.1", "13.locations"),
        ("13.locations.2", "13.locations"),
        ("13.all-card-types", "13"),
        ("13.all-card-types.1", "13.all-card-types"),
        ("13.all-card-types.2", "13.all-card-types"),
        ("13.p1", "13"),
        ("13.p2", "13"),
    ]
    by_key = {s["key"]: s for s in document["sections"]}
    assert by_key["13.spacecraft.1"]["text"] == SPACECRAFT_1_NOW
    assert by_key["13.all-card-types.2"]["text"] == BOUND


def test_a_documents_versions_read_oldest_first_with_what_each_changed(earlier_space, api):
    data = get_json(api, "/api/v1/documents/space/rules/versions/")
    has_fields(data, PAGE)
    for version in data["results"]:
        has_fields(version, VERSION)
    assert [(v["label"], v["current"], v["source_name"]) for v in data["results"]] == [
        ("2025-06-01", False, "space_2025-06-01.txt"),
        ("2026-01-01", True, "space.txt"),
    ]
    # Both revisions hold 15 sections: 13, four headings, 3+2+3+1 bullets then 2+2+2+2, and
    # one paragraph then two.
    assert [v["sections"] for v in data["results"]] == [15, 15]
    # The earliest version has nothing before it; the seed's, against it, adds 13.p2, removes
    # 13.locations.3, rewrites 13.spacecraft.1 and moves the Bound bullet to 13.all-card-types.2.
    assert data["results"][0]["changes"] == {}
    assert data["results"][1]["changes"] == {"added": 1, "changed": 1, "removed": 1, "renumbered": 1}


def test_one_version_reads_as_its_entry_in_the_list(earlier_space, api):
    listed = get_json(api, "/api/v1/documents/space/rules/versions/")["results"]
    for entry in listed:
        assert get_json(api, entry["api_url"]) == entry


def test_the_diff_of_two_versions_names_what_was_added_removed_changed_and_renumbered(earlier_space, api):
    data = get_json(api, "/api/v1/documents/space/rules/diff/?from=2025-06-01&to=2026-01-01")
    assert (data["from"], data["to"]) == ("2025-06-01", "2026-01-01")
    [added] = data["added"]
    assert added["key"] == "13.p2" and added["before"] == ""
    assert added["after"].startswith("This matters most where the two faces are different card types.")
    [removed] = data["removed"]
    assert removed["key"] == "13.locations.3"
    assert removed["before"] == "A Location cannot flip while a Spacecraft is docked there."
    assert removed["after"] == ""
    [changed] = data["changed"]
    assert (changed["key"], changed["before"], changed["after"]) == (
        "13.spacecraft.1",
        SPACECRAFT_1_THEN,
        SPACECRAFT_1_NOW,
    )
    [renumbered] = data["renumbered"]
    assert (renumbered["old_key"], renumbered["key"]) == ("13.characters.3", "13.all-card-types.2")
    assert renumbered["before"] == renumbered["after"] == BOUND


def test_a_rules_history_holds_its_text_and_its_change_in_every_version(earlier_space, api):
    data = get_json(api, "/api/v1/rules/space/13.spacecraft.1/")
    assert data["version"] == "2026-01-01" and data["text"] == SPACECRAFT_1_NOW
    history = data["history"]
    assert [(h["version"], h["current"], h["text"]) for h in history] == [
        ("2025-06-01", False, SPACECRAFT_1_THEN),
        ("2026-01-01", True, SPACECRAFT_1_NOW),
    ]
    # The first version has nothing to change against; the second rewrote this bullet.
    assert history[0]["changes"] == []
    assert [change["kind"] for change in history[1]["changes"]] == ["changed"]


def test_a_rule_as_of_a_date_is_the_text_then_in_effect(earlier_space, api):
    for url in (
        "/api/v1/rules/space/13.spacecraft.1/?as_of=2025-12-31",
        "/api/v1/rules/space/13.spacecraft.1/?version=2025-06-01",
    ):
        data = get_json(api, url)
        assert data["version"] == "2025-06-01"
        assert data["text"] == SPACECRAFT_1_THEN
        assert data["parent"]["key"] == "13.spacecraft"
        # The earlier text names no other rule.
        assert data["links_out"] == []


def test_a_rule_before_any_version_took_effect_is_not_found(earlier_space, api):
    response = api.get("/api/v1/rules/space/13.spacecraft.1/?as_of=2025-05-31")
    assert response.status_code == 404
    assert "detail" in response.json()
