"""A document's glyphs are indexed with the words its own defining lines give them.

The Lorcana comprehensive rules (corpora/lorcana/lorcana-cr-en-2026-07-09.txt) write Strength,
Willpower and Lore as glyphs and define them:

    5.3.6.2. Strength $ – Primarily, how much damage this character deals in a challenge, …
    5.3.6.3. Willpower # – Damage on a character is persistent, …
    Lore value %          (a glossary entry's title)
    6.6.2. If a character has a negative $, it deals no damage during challenges …

The German translation (lorcana-cr-de-2026-04-30.txt) has its own: "Stärke $", "Willenskraft #".
"""

import pytest

from rulings.models import Game
from rulings.search import search
from rulings.search.symbols import expand, learn
from tests.search.conftest import add_document

STRENGTH = (
    "Strength $ – Primarily, how much damage this character deals in a challenge, though card effects "
    "can also reference this value."
)
WILLPOWER = (
    "Willpower # – Damage on a character is persistent, which means it accumulates over the course of "
    "the game."
)
DAMAGE = (
    "First, calculate the total amount of damage dealt to each character in the challenge (see "
    "1.9.4.1/1.9.4.2). If a character’s $ is negative, it counts as 0 $ for the purpose of determining "
    "how much damage is dealt during the challenge."
)


def test_it_learns_each_glyph_from_a_rule_opening_with_its_words_and_a_dash():
    assert learn([("", STRENGTH), ("", WILLPOWER)]) == {"$": "Strength", "#": "Willpower"}


def test_it_learns_a_glyph_from_a_glossary_entry_titled_with_its_words():
    glossary = ("Lore value %", "A card characteristic that indicates the amount of lore its player can gain")
    assert learn([glossary]) == {"%": "Lore value"}


def test_it_learns_the_translation_s_own_words():
    german = ("Stärke $", "Die Menge an Schaden, die ein Charakter in einer Herausforderung verursacht.")
    assert learn([german]) == {"$": "Stärke"}


def test_it_learns_nothing_from_a_document_that_defines_no_glyph():
    magic = (
        "",
        "702.19a Trample is a static ability that modifies the rules for assigning an attacking creature's …",
    )
    assert learn([magic]) == {}


def test_it_writes_the_words_beside_a_standalone_glyph():
    assert expand("If a character has a negative $, it deals no damage", {"$": "Strength"}) == (
        "If a character has a negative $ Strength, it deals no damage"
    )


def test_it_leaves_a_glyph_alone_where_its_words_already_stand_before_it():
    assert expand("deal damage equal to their Strength $ to each other", {"$": "Strength"}) == (
        "deal damage equal to their Strength $ to each other"
    )


def test_it_leaves_a_glyph_joining_two_names_alone():
    # "Flotsam & Jetsam – Entangled Eels is a character with three names." (5.2.6 example)
    assert (
        expand("Flotsam & Jetsam is a character", {"&": "inkwell symbol"})
        == "Flotsam & Jetsam is a character"
    )


def test_it_leaves_the_glyphs_of_an_example_alone():
    text = "A character has a $ value. Example A: Flounder, a character with 2 #."
    assert expand(text, {"$": "Strength", "#": "Willpower"}) == (
        "A character has a $ Strength value. Example A: Flounder, a character with 2 #."
    )


@pytest.fixture
def lorcana(db):
    game = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    add_document(
        game,
        "comprehensive-rules",
        [
            ("5.3.6.2", "5.3.6.2", "", STRENGTH),
            ("4.6.6.1", "4.6.6.1", "", DAMAGE),
        ],
    )
    return game


def test_a_question_saying_strength_finds_the_rule_that_writes_it_as_a_glyph(lorcana):
    # 4.6.6.1 never spells the word out: only its "$" stands for it.
    results = search("strength", game="lorcana")["results"]
    assert "4.6.6.1" in [r["key"] for r in results]


def test_the_rule_is_shown_as_written(lorcana):
    results = search("strength", game="lorcana")["results"]
    shown = " ".join(str(v) for r in results if r["key"] == "4.6.6.1" for v in r.values())
    assert "$ is negative" in shown and "$ Strength" not in shown
