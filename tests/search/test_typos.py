"""Typos: two neighbouring letters swapped are one slip, and the fix comes from the words of
the game being searched."""

import pytest

from rulings import search
from rulings.models import Game
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_games(db):
    lorcana = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    # Disney Lorcana Comprehensive Rules 2.2.0 (2026-07-09), as printed.
    add_document(
        lorcana,
        "comprehensive-rules",
        [
            (
                "8.11.2",
                "8.11.2.",
                "",
                "This character counts as cost N only to sing songs and only during the process of "
                "playing a card. The character’s ink cost doesn’t change.",
            ),
            ("8.12.1", "8.12.1.", "", "The Support keyword represents a triggered ability."),
        ],
    )
    other = Game.objects.create(slug="other", name="Another game")
    add_document(
        other,
        "rules",
        [(f"1.{i}", f"1.{i}", "", f"Signs on the board number {i}.") for i in range(1, 5)],
    )
    return lorcana


def test_the_fix_is_a_word_of_the_searched_game(two_games):
    # "signs" (one letter off, in four texts of another game) is no fix within Lorcana, where
    # only "songs" (two letters swapped, one text) is.
    results = search.search("sogns", game="lorcana")["results"]
    assert [r["key"] for r in results] == ["8.11.2"]


def test_a_word_two_swapped_letters_away_is_a_fix(two_games):
    # "sogns" is two edits from "songs" but one slip: the rule's "songs" is what it matched.
    results = search.search("sogns", game="lorcana")["results"]
    assert "<mark>songs</mark>" in results[0]["snippet"]
