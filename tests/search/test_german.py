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


# Rules of the German Disney Lorcana rules (2026-04-30), as printed ("Behütetaus" too).
MORE_RULES = [
    (
        "8.15.2",
        "8.15.2.",
        "",
        "Effekte, bei denen der Spieler keine Wahl treffen muss, wirken sich dennoch auf einen "
        "Charakter mit Behütetaus.",
    ),
    (
        "6.1.3.1",
        "6.1.3.1.",
        "",
        "Beispiel A: „Verbanne einen Charakter deiner Wahl“ ist ein Effekt mit einer "
        "Auswahlvoraussetzung (Charakter deiner Wahl).",
    ),
    (
        "1.12.1",
        "1.12.1.",
        "",
        "Um eine Karte zu ziehen, nimmt ein Spieler die oberste Karte seines Decks auf die Hand. "
        "Ein Spieler darf nur Karten aus seinem eigenen Deck ziehen.",
    ),
    ("1.7.1", "1.7.1.", "", "Wenn ein Spieler im Spiel etwas tut, wie z. B. eine Karte ziehen, …"),
    (
        "1.4.3",
        "1.4.3.",
        "",
        "Karten, die ein Spieler in sein Deck aufnimmt, sind seine Karten. Dieser Spieler trifft "
        "alle notwendigen Entscheidungen bezüglich der Karte.",
    ),
]


@pytest.fixture
def german_rules(db):
    game = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    add_document(game, "regeln", MORE_RULES, language="de")
    return game


def test_a_compound_of_the_question_finds_the_rules_holding_its_head(german_rules):
    # "Auswahl" is nowhere in 8.15.2, which says "Wahl" (the compound's head).
    results = search.search("Auswahl", game="lorcana")["results"]
    assert "8.15.2" in [r["key"] for r in results]


def test_a_verb_form_finds_the_rules_with_its_infinitive(german_rules):
    # "zieht" is in none of these rules; 1.12.1 and 1.7.1 say "ziehen".
    results = search.search("zieht", game="lorcana")["results"]
    assert sorted(r["key"] for r in results) == ["1.12.1", "1.7.1"]


def test_a_strong_verb_finds_its_infinitive_with_the_other_vowel(german_rules):
    # "trifft" (1.4.3) is a form of "treffen" (8.15.2); no other rule has either.
    results = search.search("trifft", game="lorcana")["results"]
    assert sorted(r["key"] for r in results) == ["1.4.3", "8.15.2"]


def test_a_fused_word_in_one_rule_is_no_head(german_rules):
    # "Behütetaus" (a missing space in the printed rules) is in one rule only: "Charakterbehütetaus"
    # finds nothing through it.
    assert search.search("Charakterbehütetaus", game="lorcana")["results"] == []


def test_another_form_of_a_german_word_is_no_typo(german_rules):
    # "Spielern" is in none of the rules, but its stem is ("Spieler"): no "did you mean".
    assert search.suggest("Spielern") is None


@pytest.fixture
def damage_rules(db):
    game = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    # Two rules of the German Disney Lorcana rules (2026-04-30), as printed.
    add_document(
        game,
        "regeln",
        [
            (
                "1.9.3",
                "1.9.3.",
                "",
                "Ein Charakter oder ein Ort erhält Schaden, wann immer auf ihm auf irgendeine Weise "
                "platziert wird.",
            ),
            ("8.15.1", "8.15.1.", "", "Das Schlüsselwort Behütet steht für eine statische Fähigkeit."),
        ],
        language="de",
    )
    return game


def test_a_question_word_finds_no_rule_by_itself(damage_rules):
    # "wann" asks when; only "Behütet" says what about, and 1.9.3's "wann immer" is no answer.
    results = search.search("wann Behütet", game="lorcana")["results"]
    assert [r["key"] for r in results] == ["8.15.1"]
