"""The seed cards in fixtures/sources/cards/: only what the seed texts say of them."""

import pytest
from django.core.management import call_command

from cards.models import Card, CardFace, MeldPair
from cards.services import load_seed_cards


@pytest.fixture
def seeded(db):
    load_seed_cards()


def test_the_dbe_flip_cards_have_a_star_and_a_moon_face_and_no_initial_side(seeded):
    for number, name in (("XB-003", "Dianamon"), ("XB-006", "Antiramon")):
        card = Card.objects.get_by_natural_key("dbe", number)
        assert (card.name, card.layout) == (name, "flip")
        assert [(f.side, f.name, f.is_initial) for f in card.faces.all()] == [
            ("star", name, False),
            ("moon", name, False),
        ]
        assert card.initial_side is None


def test_antiramon_keeps_the_types_and_flavour_name_the_seed_gives(seeded):
    antiramon = Card.objects.get_by_natural_key("dbe", "XB-006")
    assert CardFace.objects.get_by_natural_key("dbe", "XB-006", "star").printed["types"] == ["Wind", "Nature"]
    assert CardFace.objects.get_by_natural_key("dbe", "XB-006", "moon").printed["types"] == ["Nightmare"]
    assert antiramon.flavor_name == "Deva"
    assert Card.objects.get_by_natural_key("dbe", "XB-003").flavor_name == "New Moon"


def test_the_six_meld_pairs_of_rule_712_5_are_related(seeded):
    pairs = {p.result.name: {p.first_front.name, p.second_front.name} for p in MeldPair.objects.all()}
    assert pairs == {
        "Chittering Host": {"Midnight Scavengers", "Graf Rats"},
        "Hanweir, the Writhing Township": {"Hanweir Garrison", "Hanweir Battlements"},
        "Brisela, Voice of Nightmares": {"Bruna, the Fading Light", "Gisela, the Broken Blade"},
        "Mishra, Lost to Phyrexia": {"Phyrexian Dragon Engine", "Mishra, Claimed by Gix"},
        "Urza, Planeswalker": {"The Mightstone and Weakstone", "Urza, Lord Protector"},
        "Titania, Gaea Incarnate": {"Argoth, Sanctum of Nature", "Titania, Voice of Gaea"},
    }


def test_cards_the_seed_names_without_a_number_invent_nothing_but_their_key(seeded):
    ironsmith = Card.objects.get(name="Village Ironsmith // Ironfang")
    assert ironsmith.number_synthesized and ironsmith.number == "village-ironsmith-ironfang"
    assert [(f.side, f.name) for f in ironsmith.faces.all()] == [
        ("front", "Village Ironsmith"),
        ("back", "Ironfang"),
    ]
    assert [f.side for f in Card.objects.get(name="Kruin Outlaw").faces.all()] == ["front"]
    rogue = Card.objects.get(name="Blackbloom Rogue")
    assert rogue.layout == "modal_dfc" and rogue.faces.get().printed == {}


def test_eldritch_moon_seed_cards_come_with_their_mtgjson_faces(seeded):
    fragment = Card.objects.get_by_natural_key("mtg", "EMN-193")
    assert [f.name for f in fragment.faces.all()] == ["Cryptolith Fragment", "Aurora of Emrakul"]
    assert fragment.mana_value("back") == 3


def test_loading_the_seed_cards_twice_changes_nothing(seeded, capsys):
    call_command("load_seed_cards")
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and all(line.endswith("nothing changed") for line in lines)
