"""A one-way synonym's added words are the rules' own wording ("kill" brings in "destroy" and
"dies"); a word of it that the stemmer changes is searched as written, not by its stem: "dies"
stems to "die", which is also the die a player rolls."""

import pytest

from rulings import search
from rulings.models import Game
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db


@pytest.fixture
def dying_and_dice(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), as printed.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            ("700.4", "700.4.", "", "The term dies means “is put into a graveyard from the battlefield.”"),
            (
                "706.1",
                "706.1.",
                "",
                "An effect that instructs a player to roll a die will specify what kind of die to roll and "
                "how many of those dice to roll.",
            ),
            (
                "706.2",
                "706.2.",
                "",
                "After the roll, the number indicated on the top face of the die before any modifiers is "
                "the natural result.",
            ),
        ],
    )


def keys(query):
    return [r["key"] for r in search.search(query, game="mtg", limit=5)["results"]]


def test_a_players_kill_finds_what_dies_means_and_not_the_rules_on_rolling_a_die(dying_and_dice):
    # 700.4: "The term dies means 'is put into a graveyard from the battlefield.'"; 706.1 and 706.2
    # are about rolling a die, which shares only the stem "die" with "dies".
    found = keys("my creature got killed")
    assert found[:1] == ["700.4"]
    assert "706.1" not in found and "706.2" not in found


def test_a_question_that_says_die_itself_still_finds_the_rules_on_rolling_a_die(dying_and_dice):
    # 706.1: "An effect that instructs a player to roll a die will specify what kind of die to roll".
    assert keys("what kind of die do I roll")[0] == "706.1"
