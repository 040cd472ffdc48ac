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


@pytest.fixture
def vigilance(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), as printed: "taking" in three texts, "tapping" in two.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "103.6a",
                "103.6a",
                "",
                "If a card allows a player to begin the game with that card on the battlefield, the player "
                "taking this action puts that card onto the battlefield.",
            ),
            (
                "103.6b",
                "103.6b",
                "",
                "If a card allows a player to reveal it from their opening hand, the player taking this "
                "action does so.",
            ),
            (
                "117.4",
                "117.4.",
                "",
                "If all players pass in succession (that is, if all players pass without taking any actions "
                "in between passing), the spell or ability on top of the stack resolves or, if the stack is "
                "empty, the phase or step ends.",
            ),
            (
                "506.4b",
                "506.4b",
                "",
                "Tapping or untapping a creature that’s already been declared as an attacker or blocker "
                "doesn’t remove it from combat and doesn’t prevent its combat damage.",
            ),
            (
                "glossary.vigilance",
                "",
                "Vigilance",
                "A keyword ability that lets a creature attack without tapping. "
                "See rule 702.20, “Vigilance.”",
            ),
        ],
    )
    return mtg


def test_a_typo_is_read_as_the_near_word_the_rest_of_the_question_stands_beside(vigilance):
    # "taping" is one letter from "taking" (three texts) and from "tapping" (two): beside
    # "attack without", the texts say "tapping" (the Vigilance entry), so that is the fix, and
    # the rule where players pass "without taking any actions" does not come first.
    results = search.search("attack without taping", game="mtg")["results"]
    assert results[0]["key"] == "glossary.vigilance"
    assert "117.4" not in [r["key"] for r in results[:2]]


def test_a_typo_with_nothing_beside_it_is_read_as_the_most_common_near_word(vigilance):
    # Alone, "taping" is read as "taking", the word more texts hold ("tapping" counts less).
    results = search.search("taping", game="mtg")["results"]
    assert results[0]["key"] in {"103.6a", "103.6b", "117.4"}
    assert "<mark>taking</mark>" in results[0]["snippet"]


@pytest.fixture
def mulligan(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), as printed (103.5 up to its first sentences).
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "103.5",
                "103.5.",
                "",
                "Each player draws a number of cards equal to their starting hand size, which is normally "
                "seven. (Some effects can modify a player’s starting hand size.) A player who is "
                "dissatisfied with their initial hand may take a mulligan.",
            ),
            (
                "701.13a",
                "701.13a",
                "",
                "For a player to mill a number of cards, that player puts that many cards from the top of "
                "their library into their graveyard.",
            ),
        ],
    )
    return mtg


def test_slang_the_synonym_list_names_is_not_fixed_to_another_word(mulligan):
    # "mull" is one letter from "mill" (701.13a), but the synonym list files it with
    # "mulligan": the question is about 103.5, and "mill" is neither searched nor suggested.
    found = search.search("mull to six cards", game="mtg")
    assert found["results"][0]["key"] == "103.5"
    assert "<mark>mill</mark>" not in " ".join(r["snippet"] for r in found["results"])
    assert "mill" not in (search.suggest("mull to six cards") or "")


def test_a_typo_fix_that_is_one_of_the_slangs_synonyms_still_stands():
    from rulings.search.synonyms import load_synonyms

    synonyms = load_synonyms()
    # synonyms.json files "colour" with "color" and "mull" with "mulligan", "mulled".
    assert synonyms.allows_fix("colour", "color", ("mtg",))
    assert not synonyms.allows_fix("mull", "mill", ("mtg",))
    # A word the list does not name takes any fix.
    assert synonyms.allows_fix("tranform", "transform", ("mtg",))


def test_did_you_mean_offers_the_near_word_the_rest_of_the_question_stands_beside(vigilance):
    # The search reads "taping" beside "attack without" as the Vigilance entry's "tapping";
    # "did you mean" offers the same word, not "taking" (more texts) nor another spelling.
    assert search.suggest("attack without taping") == "attack without tapping"


def test_did_you_mean_offers_a_word_of_the_searched_game(two_games):
    # Within Lorcana, "sogns" is the rule's "songs" (8.11.2), not the other game's "signs".
    assert search.suggest("sing sogns game:lorcana") == "sing songs game:lorcana"


def test_the_page_offers_did_you_mean_from_the_chosen_games_words(client, two_games):
    # The page's game is Lorcana: "sogns" is its rule's "songs" (8.11.2), not the other game's
    # "signs" (1.1–1.4).
    html = client.get("/search/", {"q": "sing sogns", "game": "lorcana"}).content.decode()
    assert "Did you mean" in html and "sing songs" in html
    assert "sing signs" not in html


@pytest.fixture
def card_limit(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), as printed: "limit" in one text, "list" in two,
    # each beside "card"; 117.4 holds neither.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "100.4a",
                "100.4a",
                "",
                "In constructed play, a sideboard may contain no more than fifteen cards. The four-card "
                "limit (see rule 100.2a) applies to the combined deck and sideboard.",
            ),
            (
                "111.11",
                "111.11.",
                "",
                "If an effect instructs a player to create a token by name, doesn’t define any other "
                "characteristics for that token, and the name is not one of the types in the list of "
                "predefined tokens above, that player uses the card with that name in the Oracle card "
                "reference to determine the characteristics of the token.",
            ),
            (
                "206.5",
                "206.5.",
                "",
                "The full list of expansions and expansion symbols can be found in the Card Set Archive "
                "section of the Magic website.",
            ),
            (
                "117.4",
                "117.4.",
                "",
                "If all players pass in succession (that is, if all players pass without taking any actions "
                "in between passing), the spell or ability on top of the stack resolves.",
            ),
        ],
    )
    return mtg


def test_a_typo_is_read_as_the_word_with_its_dropped_letter_when_the_question_cannot_tell(card_limit):
    # "limt" is one edit from "limit" (a letter left out) and from "list" (a letter changed), and
    # "card" stands beside both; a dropped letter is the likelier slip, so the four-card limit
    # comes first, not the more common "list".
    results = search.search("card limt", game="mtg")["results"]
    assert results[0]["key"] == "100.4a"
    assert "<mark>limit</mark>" in results[0]["snippet"]
