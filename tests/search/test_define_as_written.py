""" "What is X": the glossary entry titled X as written comes first, not another entry whose title
only shares X's stem ("Command" for "what is commander", "Equip" for "what is equipment")."""

import pytest

from rulings import search
from rulings.models import Game
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db


@pytest.fixture
def magic_glossary(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), glossary and rules as printed.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "408.1",
                "408.1.",
                "",
                "The command zone is a game area reserved for certain specialized objects that have an "
                "overarching effect on the game, yet are not permanents and cannot be destroyed.",
            ),
            (
                "903.1",
                "903.1.",
                "",
                "In the Commander variant, each deck is led by a legendary creature designated as that "
                "deck’s commander.",
            ),
            (
                "glossary.command",
                "",
                "Command",
                "A zone for certain specialized objects that have an overarching effect on the game, yet are "
                "not permanents and cannot be destroyed. See rule 408, “Command.”",
            ),
            (
                "glossary.commander",
                "",
                "Commander",
                "1. A casual variant in which each deck is led by a legendary creature. See rule 903, "
                "“Commander.” 2. A designation given to one legendary creature card in each player’s deck in "
                "the Commander casual variant.",
            ),
            (
                "glossary.equip",
                "",
                "Equip",
                "A keyword ability that lets a player attach an Equipment to a creature they control. See "
                "rule 301, “Artifacts,” and rule 702.6, “Equip.”",
            ),
            (
                "glossary.equipment",
                "",
                "Equipment",
                "An artifact subtype. Equipment can be attached to creatures. See rule 301, “Artifacts,” and "
                "rule 702.6, “Equip.”",
            ),
        ],
    )


def keys(query):
    return [r["key"] for r in search.search(query, game="mtg", limit=5)["results"]]


def test_what_is_commander_answers_with_the_commander_entry_first_not_the_command_zone(magic_glossary):
    # Glossary "Commander": "A casual variant in which each deck is led by a legendary creature";
    # "Command" is the zone (408), whose title shares only the stem "command".
    assert keys("what is commander")[0] == "glossary.commander"


def test_what_is_the_command_zone_entry_still_answers_what_is_command(magic_glossary):
    # Glossary "Command": "A zone for certain specialized objects ..."
    assert keys("what is command")[0] == "glossary.command"


def test_what_is_equipment_answers_with_the_equipment_entry_first(magic_glossary):
    # Glossary "Equipment": "An artifact subtype. Equipment can be attached to creatures."
    assert keys("what is equipment")[0] == "glossary.equipment"
