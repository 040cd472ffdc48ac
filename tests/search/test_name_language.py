"""A card's name is no sign of a question's language: "Man-o'-War" holds German's "man" and
"war", and a query that is that name (or names it beside a few words) is still English."""

import pytest

from cards.models import Card, CardFace
from rulings import search
from rulings.search import service
from rulings.search.analysis import name_words, reads_as

pytestmark = pytest.mark.django_db


@pytest.fixture
def man_o_war(kb):
    # Man-o'-War (Visions), its Oracle text before 2024 as printed on Gatherer.
    card = Card.objects.create(game=kb["mtg"], number="VIS-37", name="Man-o'-War")
    CardFace.objects.create(
        card=card,
        side="front",
        name="Man-o'-War",
        text="When Man-o'-War enters the battlefield, return target creature to its owner's hand.",
    )
    return card


def test_without_the_index_a_name_holding_german_function_words_reads_as_german():
    assert reads_as("Man-o'-War") == "de"  # why the names are asked


@pytest.mark.parametrize("query", ["Man-o'-War", "Man-o'-War bounce"])
def test_a_query_naming_a_card_the_index_knows_is_not_read_as_another_language(man_o_war, query):
    search.search(query, game="mtg")  # brings the index up to date
    searcher = service.get_index().store.searcher()
    assert reads_as(query, named=name_words(searcher.reader())) is None


@pytest.mark.parametrize("query", ["Man-o'-War", "man o war ruling"])
def test_a_query_naming_a_card_finds_the_card(man_o_war, query):
    results = search.search(query, game="mtg")["results"]
    assert results[0]["key"] == "VIS-37"


def test_a_german_question_is_still_german_beside_a_name_word(man_o_war):
    search.search("Man-o'-War", game="mtg")
    searcher = service.get_index().store.searcher()
    assert (
        reads_as(
            "Was passiert, wenn man eine Kreatur zurück auf die Hand gibt?",
            named=name_words(searcher.reader()),
        )
        == "de"
    )
