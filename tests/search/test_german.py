"""German rules: a word of the question reaches the compounds of the rules that begin with it
("Ablage" → "Ablagestapel"), as German writes them as one word."""

import pytest

from rulings import search
from rulings.models import Game
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db

# Two rules of the German Disney Lorcana rules (2026-04-30), as printed.
RULES = [
    ("7.6.2", "7.6.2.", "", "Der Ablagestapel ist eine öffentliche Zone."),
    ("4.6.8.2", "4.6.8.2.", "", "Orte gelten nicht als bereit oder erschöpft."),
]


@pytest.fixture
def german(db):
    game = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    add_document(game, "regeln", RULES, language="de")
    return game


def test_a_word_finds_the_compound_that_begins_with_it(german):
    results = search.search("Ablage", game="lorcana")["results"]
    assert [r["key"] for r in results] == ["7.6.2"]


def test_a_whole_compound_still_ranks_its_rule_first(german):
    results = search.search("Ablagestapel", game="lorcana")["results"]
    assert [r["key"] for r in results] == ["7.6.2"]


def test_a_short_word_reaches_no_compound(german):
    # "Ort" is too short to stand for the start of a compound; only the rule that says "Orte" has it.
    results = search.search("Ort", game="lorcana")["results"]
    assert [r["key"] for r in results] == ["4.6.8.2"]
