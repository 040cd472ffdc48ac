"""A card's text and rulings are about that card: a question naming no card is after the rules,
and card documents whose names hold none of its words count less in the first stage.

Texts quoted from the Comprehensive Rules (701.17a, February 2025) and from Ruthless Disposal in
Eldritch Moon (MTGJSON)."""

import pytest

from rulings import search
from rulings.search import weights
from rulings.search.weights import unnamed_cards
from tests.search.conftest import add_document

SACRIFICE = (
    "To sacrifice a permanent, its controller moves it from the battlefield directly to its owner's "
    "graveyard. A player can't sacrifice something that isn't a permanent, or something that's a "
    "permanent they don't control. Sacrificing a permanent doesn't destroy it, so regeneration or other "
    "effects that replace destruction can't affect this action."
)
RULING = (
    "There's no way to discard a creature card with madness, cast it, and sacrifice it to pay for both "
    "of Ruthless Disposal's additional costs."
)


@pytest.fixture
def with_card(kb):
    from cards.models import Card, CardRuling

    add_document(kb["mtg"], "keyword-actions", [("701.17a", "701.17a", "", SACRIFICE)])
    card = Card.objects.create(game=kb["mtg"], number="EMN-103", name="Ruthless Disposal")
    CardRuling.objects.create(card=card, text=RULING)
    return kb


def scores(q: str) -> dict[str, float]:
    return {r["key"]: r["score"] for r in search.search(q, game="mtg")["results"]}


def without_down_weighting(monkeypatch, q: str) -> dict[str, float]:
    with monkeypatch.context() as m:
        m.setattr(weights.unnamed_cards, "__defaults__", (1.0,))
        return scores(q)


def test_a_card_ruling_counts_less_when_the_question_names_no_card(with_card, monkeypatch):
    q = "can I sacrifice a creature to pay a cost"
    before, after = without_down_weighting(monkeypatch, q), scores(q)
    assert after["EMN-103"] < before["EMN-103"]


def test_a_card_ruling_keeps_its_score_when_the_question_names_the_card(with_card, monkeypatch):
    q = "Ruthless Disposal sacrifice a creature to pay the cost"
    before, after = without_down_weighting(monkeypatch, q), scores(q)
    assert after["EMN-103"] == before["EMN-103"]
    assert list(after)[0] == "EMN-103"


def test_a_card_found_by_its_number_keeps_its_score(with_card, monkeypatch):
    q = "EMN-103 discard sacrifice"
    before, after = without_down_weighting(monkeypatch, q), scores(q)
    assert after["EMN-103"] == before["EMN-103"]


def test_only_card_documents_not_named_are_scaled():
    found = {0: 4.0, 1: 4.0, 2: 4.0, 3: 4.0}  # 0 a rule, 1 and 2 cards, 3 an FAQ
    unnamed_cards(found, cards={1, 2, 7}, named={2}, factor=0.5)
    assert found == {0: 4.0, 1: 2.0, 2: 4.0, 3: 4.0}


def test_a_factor_of_one_changes_nothing():
    found = {0: 3.0}
    unnamed_cards(found, cards={0}, named=set(), factor=1.0)
    assert found == {0: 3.0}


# Spell Queller (Eldritch Moon, MTGJSON), one of its rulings; 603.10e (February 2025).
QUELLER_RULING = (
    "Spells that can’t be countered can be exiled by Spell Queller’s ability. They won’t resolve."
)
COUNTERED = "Abilities that trigger when a spell is countered look back in time."


@pytest.fixture
def with_queller(kb):
    from cards.models import Card, CardRuling

    add_document(kb["mtg"], "triggered-abilities", [("603.10e", "603.10e", "", COUNTERED)])
    card = Card.objects.create(game=kb["mtg"], number="EMN-189", name="Spell Queller")
    CardRuling.objects.create(card=card, text=QUELLER_RULING)
    return kb


def test_a_card_named_only_by_a_word_the_rules_use_everywhere_is_not_named(with_queller, monkeypatch):
    # "spell" is in Spell Queller's name and in a thousand rules: the question names no card.
    from rulings.search import engine

    q = "what happens to a spell when it is countered"
    monkeypatch.setattr(engine, "NAMING_FLOOR", 0)
    monkeypatch.setattr(engine, "NAMING_SHARE", 0.0)  # here every word the texts hold is common
    before, after = without_down_weighting(monkeypatch, q), scores(q)
    assert after["EMN-189"] < before["EMN-189"]


def test_a_card_named_by_a_word_the_texts_seldom_use_is_named(with_queller, monkeypatch):
    q = "Spell Queller exile a spell"
    before, after = without_down_weighting(monkeypatch, q), scores(q)
    assert after["EMN-189"] == before["EMN-189"]
