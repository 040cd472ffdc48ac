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


@pytest.fixture
def cruella(db):
    # Lorcana's "Cruella De Vil - Miserable as Usual" (The First Chapter); the German rules name
    # her manor "De Vil Herrenhaus – Cruellas Anwesen" (lorcana-cr-de, 4.6.8 example).
    from rulings.models import Game

    game = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    card = Card.objects.create(game=game, number="TFC-2", name="Cruella De Vil - Miserable as Usual")
    CardFace.objects.create(card=card, side="front", name="Cruella De Vil - Miserable as Usual", text="")
    return card


def test_a_function_word_a_name_holds_still_tells_the_language_where_it_stands_alone(cruella):
    search.search("Cruella", game="lorcana")
    named = name_words(service.get_index().store.searcher().reader())
    assert named("de")  # the name holds French's "de" …
    assert reads_as("dégâts de combat", named=named) == "fr"  # … yet "dégâts de combat" is French


def test_the_name_itself_is_still_no_sign_of_a_language(cruella):
    search.search("Cruella", game="lorcana")
    named = name_words(service.get_index().store.searcher().reader())
    assert reads_as("Cruella De Vil la", named=named) is None
