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


# Rules of the French Disney Lorcana rules (2026-04-30), as printed.
DISCARD_RULES = [
    (
        "7.6.2",
        "7.6.2.",
        "",
        "La défausse est une zone publique. Un joueur peut regarder et réarranger les cartes de sa "
        "défausse à tout moment.",
    ),
    (
        "7.2.3",
        "7.2.3.",
        "",
        'Si des cartes sont placées sur ou sous une pioche "dans l\'ordre de votre choix" et que '
        "certaines de ces cartes étaient face visible, l’ordre dans lequel les cartes face visible "
        "sont placées sur ou sous la pioche doit être connu de tous les joueurs.",
    ),
]


@pytest.fixture
def french_discard(db):
    game = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    add_document(game, "regles", DISCARD_RULES, language="fr")
    return game


def test_a_french_questions_little_words_find_no_rule_by_themselves(french_discard):
    # "dans", "que", "je", "ma" are French function words: only "défausse" says what is asked,
    # and 7.2.3, which says "dans … que" but not "défausse", is no answer.
    results = search.search("je range ma défausse dans que", game="lorcana")["results"]
    assert [r["key"] for r in results] == ["7.6.2"]
