"""The second stage and what feeds it: the query's language, single digits, glossary redirects."""

import pytest

from rulings import search
from rulings.models import Game, Section
from rulings.search import rerank, service
from rulings.search.analysis import EN, tokens
from rulings.search.collapse import no_text_of_its_own
from rulings.search.rerank import query_language
from rulings.search.scoring import Postings
from tests.search.conftest import add_document


def keys(data):
    return [r["key"] for r in data["results"]]


@pytest.mark.parametrize(
    "text, language",
    [
        ("what happens to the characters at a location", "en"),
        ("Behütet Effekt ohne Auswahl trifft trotzdem", "de"),
        ("peut-on défier un lieu redressé", "fr"),
        ("qué pasa con la carta cuando se voltea", "es"),
    ],
)
def test_it_reads_the_language_of_a_question_from_its_small_words_and_letters(text, language):
    assert query_language(text) == language


def test_a_query_of_names_alone_reads_as_no_language():
    assert query_language("Pack Rush") is None
    assert query_language("") is None


@pytest.fixture
def magic(db):
    game = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    add_document(
        game,
        "comprehensive-rules",
        [
            ("306", "306.", "Planeswalkers", ""),
            (
                "306.5b",
                "306.5b",
                "",
                "A planeswalker has the loyalty ability of its card and enters with 4 loyalty counters.",
                "306",
            ),
            (
                "306.9",
                "306.9.",
                "",
                "If a planeswalker's loyalty is 0, it's put into its owner's graveyard as a rule.",
                "306",
            ),
            ("101", "101.", "General", ""),
            (
                "101.4",
                "101.4.",
                "",
                "If multiple players would make choices at the same time, the active player makes "
                "their choices first, then each other player in turn order.",
                "101",
            ),
            ("glossary", "", "Glossary", ""),
            (
                "glossary.apnap-order",
                "",
                "APNAP Order",
                "See Active Player, Nonactive Player Order.",
                "glossary",
            ),
            (
                "glossary.active-player-nonactive-player-order",
                "",
                "Active Player, Nonactive Player Order",
                "A system that determines the order in which players make choices. See rule 101.4.",
                "glossary",
            ),
        ],
    )
    return game


def test_a_single_digit_in_the_question_finds_the_rule_that_holds_it(magic):
    # Both rules hold "planeswalker" and "loyalty"; only 306.9 holds the 0.
    assert keys(search.search("planeswalker loyalty 0", game="mtg"))[0] == "306.9"
    assert keys(search.search("planeswalker with zero loyalty", game="mtg"))[0] == "306.9"


def test_a_glossary_entry_that_only_points_to_another_entry_is_answered_by_that_entry(magic):
    found = keys(search.search("APNAP order", game="mtg"))
    assert found[0] == "glossary.active-player-nonactive-player-order"
    assert "glossary.apnap-order" not in found  # the pointer is not shown beside its target


def test_what_is_x_keeps_the_glossary_entry_and_its_rule_first(magic):
    found = keys(search.search("what is active player nonactive player order", game="mtg"))
    assert found[:2] == ["glossary.active-player-nonactive-player-order", "101.4"]


def test_a_rule_number_keeps_its_rule_first(magic):
    assert keys(search.search("306.9 planeswalker loyalty counters", game="mtg"))[0] == "306.9"


@pytest.fixture
def lorcana(db):
    game = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    english = add_document(
        game,
        "comprehensive-rules",
        [("10.2.3", "10.2.3.", "", "The starting hand size for Pack Rush is 5 cards.")],
    ).document
    german = add_document(
        game,
        "comprehensive-rules-de",
        [("10.2.3", "10.2.3.", "", "Die Starthandgröße für Pack Rush beträgt 5 Karten.")],
        language="de",
    ).document
    german.translation_of = english
    german.save()
    add_document(
        game, "tournament-rules", [("10.2.3", "10.2.3.", "", "Pack Rush events run in rounds of 50 minutes.")]
    )
    from rulings.search import rebuild_index

    rebuild_index()
    return game


def test_a_rule_and_its_translation_show_as_one_result_with_both_links(lorcana):
    results = search.search("Pack Rush", game="lorcana")["results"]
    rules = [r for r in results if "starting hand" in r["snippet"] or "Starthand" in r["snippet"]]
    assert len(rules) == 1
    assert [a["key"] for a in rules[0].get("also", [])] == ["10.2.3"]
    # Another document numbered the same way is another answer, not a translation.
    assert any("50 minutes" in r["snippet"] for r in results)


@pytest.fixture
def areas(db):
    # The Digimon rules' areas: a heading per area with no text of its own, its rules below it.
    game = Game.objects.create(slug="dcg", name="Digimon Card Game")
    add_document(
        game,
        "comprehensive-rules",
        [
            ("3-6", "3-6", "Trash", ""),
            ("3-6-1", "3-6-1", "", "The trash is the area where trashed cards are placed.", "3-6"),
            (
                "3-6-2",
                "3-6-2",
                "",
                "Players can change the order of cards in their respective trash at any time.",
                "3-6",
            ),
            ("3-7", "3-7", "Security Stack", ""),
            (
                "3-7-2",
                "3-7-2",
                "",
                "The security stack is a private area. Cards are placed face-down.",
                "3-7",
            ),
        ],
    )
    from rulings.search import rebuild_index

    rebuild_index()
    return game


def test_what_is_x_puts_the_rule_saying_what_x_is_above_a_heading_that_only_names_it(areas):
    found = keys(search.search("what is the trash", game="dcg"))
    assert found[0] == "3-6-1"
    assert "3-6" in found  # the heading is still shown, below the rule


@pytest.mark.parametrize(
    "body, heading",
    [
        ("", True),
        ("Mill", True),  # Magic's "701.13. Mill": the heading's name imported as its text
        ("Double-Faced Cards", True),
        ("- Banding\n- Bands with other", True),
        ("Indestructible is a static ability.", False),
        ("Draw 2", False),
        ("Players can't change the order of cards in their Digi-Egg decks", False),
    ],
)
def test_a_body_that_only_names_its_heading_is_no_text_of_its_own(body, heading):
    assert no_text_of_its_own(body) is heading


@pytest.fixture
def magic_x(db):
    game = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07) 107.3 and 702.24a, as printed (702.24a cut short).
    add_document(
        game,
        "comprehensive-rules",
        [
            (
                "107.3",
                "107.3.",
                "",
                "Many objects use the letter X as a placeholder for a number that needs to be determined. "
                "Some objects have abilities that define the value of X; the rest let their controller "
                "choose the value of X.",
            ),
            (
                "702.24a",
                "702.24a",
                "",
                "Cumulative upkeep is a triggered ability that imposes an increasing cost on a permanent. "
                "“Cumulative upkeep [cost]” means “At the beginning of your upkeep, if this permanent is "
                "on the battlefield, put an age counter on this permanent.”",
            ),
        ],
    )
    return game


def test_the_analyzer_keeps_the_letter_x_and_drops_other_single_letters():
    # 107.3: "Many objects use the letter X as a placeholder for a number"; the card games' X is
    # a word of theirs, not a stray letter as the "t" of "don't" is.
    assert tokens(EN, "what does X mean, don't") == ["x", "mean"]


def test_a_question_about_x_finds_the_rule_that_defines_it(magic_x):
    # Only its X ties the question to 107.3; 702.24a holds "means".
    assert "107.3" in keys(search.search("what does X mean", game="mtg"))
    assert keys(search.search("the letter X", game="mtg")) == ["107.3"]


# Magic Comprehensive Rules (2025-02-07) 103.5 and 103.5c, as printed.
RULE_103_5 = (
    "Each player draws a number of cards equal to their starting hand size, which is normally seven. "
    "(Some effects can modify a player’s starting hand size.) A player who is dissatisfied with their "
    "initial hand may take a mulligan. First, the starting player declares whether they will take a "
    "mulligan. Then each other player in turn order does the same. Once each player has made a "
    "declaration, all players who decided to take mulligans do so at the same time. To take a "
    "mulligan, a player shuffles the cards in their hand back into their library, draws a new hand of "
    "cards equal to their starting hand size, then puts a number of those cards equal to the number of "
    "times that player has taken a mulligan on the bottom of their library in any order. Once a player "
    "chooses not to take a mulligan, the remaining cards become that player’s opening hand, and that "
    "player may not take any further mulligans. This process is then repeated until no player takes a "
    "mulligan. A player can take mulligans until their opening hand would be zero cards, after which "
    "they may not take further mulligans."
)
RULE_103_5C = (
    "In a multiplayer game and in any Brawl game, the first mulligan a player takes doesn’t count "
    "toward the number of cards that player will put on the bottom of their library or the number of "
    "mulligans that player may take. Subsequent mulligans are counted toward these numbers as normal."
)


@pytest.fixture
def mulligans(db):
    game = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    add_document(
        game,
        "comprehensive-rules",
        [
            ("103", "103.", "Starting the Game", ""),
            ("103.5", "103.5.", "", RULE_103_5, "103"),
            ("103.5c", "103.5c", "", RULE_103_5C, "103.5"),
        ],
    )
    return game


def redundant_keys(question: str, define: bool = False) -> set[str]:
    """The keys the second stage finds adding nothing to a rule above them, for this question."""
    search.search(question, game="mtg")  # brings the index up to date
    searcher = service.get_index().store.searcher()
    stored = {}
    for section in Section.objects.filter(version__document__game__slug="mtg"):
        number = searcher.document_number(id=f"section:{section.pk}")
        stored[number] = searcher.stored_fields(number)
    features = rerank.Features(searcher.reader(), Postings(searcher), question, {}, define=define)
    features.subsumed(stored)
    return {stored[d]["key"] for d in features.redundant}


def test_a_subrule_holding_no_word_of_the_situation_its_longer_rule_lacks_adds_nothing_to_it(mulligans):
    # 103.5 holds every word of the question that 103.5c holds ("mulligan", "cards", "bottom",
    # "library") and says more; 103.5c is the multiplayer exception.
    assert redundant_keys("I took two mulligans, how many cards go on the bottom of my library") == {"103.5c"}


def test_a_subrule_holding_a_word_of_the_situation_its_rule_lacks_is_not_redundant(mulligans):
    # Only 103.5c holds "multiplayer" and "Brawl".
    assert redundant_keys("multiplayer Brawl game first mulligan cards on the bottom of my library") == set()


def test_no_subrule_is_redundant_for_a_short_query_or_a_definition(mulligans):
    assert redundant_keys("mulligan bottom") == set()
    assert redundant_keys("what is a mulligan", define=True) == set()
