"""Negative contractions: typed with or without the apostrophe, they say "not" and nothing about
the topic, so they neither match every rule that says "isn't" nor get "corrected" into a word."""

import pytest

from rulings import search
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db

# Two rules of the Disney Lorcana rules (1.1.6 and 4.2.2.2), as printed: both say "isn't".
LORCANA = [
    (
        "1.1.6",
        "1.1.6.",
        "",
        "Some cards include reminder text set in italics. Reminder text isn’t rules text.",
    ),
    (
        "4.2.2.2",
        "4.2.2.2.",
        "",
        "The active player gains lore from locations they have in play with a {L} characteristic. "
        "This isn’t a triggered ability and doesn’t use the bag.",
    ),
]


@pytest.fixture
def lorcana(kb):
    game = kb["mtg"].__class__.objects.create(slug="lorcana", name="Disney Lorcana")
    add_document(game, "rules", LORCANA)
    return game


def keys(data):
    return [r["key"] for r in data["results"]]


@pytest.mark.parametrize("typed", ["isnt", "isn't", "isn’t"])
def test_a_contraction_without_its_apostrophe_searches_like_the_word_left_out(lorcana, typed):
    plain = keys(search.search("is lore gained from locations a triggered ability", game="lorcana"))
    assert plain[0] == "4.2.2.2"
    typed_query = f"lore gained from locations {typed} a triggered ability"
    assert keys(search.search(typed_query, game="lorcana")) == plain


def test_a_contraction_alone_matches_no_rule_for_saying_isnt(lorcana):
    assert keys(search.search("isnt", game="lorcana")) == []


@pytest.mark.parametrize("query", ["locations cant gain lore", "reminder text doesnt count"])
def test_it_does_not_offer_a_correction_for_a_contraction(lorcana, query):
    assert search.suggest(query) is None


def test_it_does_not_offer_a_correction_for_another_form_of_a_word_in_the_texts(lorcana):
    # 4.2.2.2 says "gains"; "gain" is the same word, not a typo of "can".
    assert search.suggest("gain lore from locations") is None
