"""French rules: the plural in -x that the Snowball stemmer leaves on ("lieux") meets the
singular ("lieu"), whichever of them the judge types."""

import pytest

from rulings import search
from rulings.models import Game
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db

# Three rules of the French Disney Lorcana rules (2026-04-30), as printed.
RULES = [
    ("4.6.8", "4.6.8.", "", "Les personnages peuvent défier un lieu."),
    ("4.6.8.2", "4.6.8.2.", "", "Les lieux ne sont jamais redressés ni épuisés."),
    (
        "5.1.2.2",
        "5.1.2.2.",
        "",
        "Lorsqu’un objet entre en jeu, il se trouve dans les états suivants : redressé.",
    ),
]


@pytest.fixture
def french(db):
    game = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    add_document(game, "regles", RULES, language="fr")
    return game


@pytest.mark.parametrize("typed", ["lieu", "lieux"])
def test_the_singular_and_the_plural_find_the_same_rules(french, typed):
    results = search.search(typed, game="lorcana")["results"]
    assert sorted(r["key"] for r in results) == ["4.6.8", "4.6.8.2"]
