"""Pseudo-relevance feedback: the words the best first-pass texts share lift the other texts
that hold them, and a short or sure query is left as it was."""

import pytest

from rulings import search
from rulings.models import Game
from rulings.search import feedback
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db


@pytest.fixture
def locations(db):
    game = Game.objects.create(slug="tst", name="A test game")
    add_document(
        game,
        "rules",
        [
            # Two texts of two sections that hold every word of the question, and share "stranded".
            ("1.1", "1.1.", "", "When a location is banished, characters there are stranded."),
            ("4.1", "4.1.", "", "Characters at a banished location are stranded until the turn ends."),
            # Two texts of the same length that hold "location" once: only the second shares
            # the first two texts' word.
            ("2.1", "2.1.", "", "Each location has a lore value printed."),
            ("2.2", "2.2.", "", "Each location has a stranded value printed."),
            # Other rules, so that "stranded" is a rare word of the game (3 texts of 16).
            *((f"3.{i}", f"3.{i}.", "", f"Phase {i} of the turn is played in order.") for i in range(12)),
        ],
    )
    return game


def keys(results):
    return [r["key"] for r in results]


def test_a_text_holding_the_word_the_best_texts_share_comes_first(locations):
    results = search.search("what happens to the characters at a banished location", game="tst")["results"]
    found = keys(results)
    assert found.index("2.2") < found.index("2.1")


def test_a_short_query_gets_no_feedback(locations):
    results = search.search("banished location characters", game="tst")["results"]
    score = {r["key"]: r["score"] for r in results}
    # Same length, "location" once each: without feedback they score the same.
    assert score["2.1"] == score["2.2"]


def test_the_added_words_are_those_two_best_texts_share_weighted_by_their_share():
    counts = {
        1: ("g:1", {"stranded": 1, "turn": 1, "ends": 1, "banished": 1}),
        2: ("g:2", {"stranded": 2, "lore": 2}),
        3: ("g:3", {"stranded": 1, "turn": 1, "lore": 2}),
    }
    rarity = {"stranded": 2.0, "turn": 1.0, "ends": 5.0, "lore": 1.0}
    best = [(3.0, 1), (2.0, 2), (1.0, 3)]
    terms = dict(feedback.expansion_terms(best, counts.get, rarity.get, {"banished"}))
    # By hand: shares 1/2, 1/3, 1/6; text lengths 4, 4, 4.
    # stranded: (1/2·1/4 + 1/3·2/4 + 1/6·1/4)·2 = (3/24 + 4/24 + 1/24)·2 = 16/24
    # turn: (1/2·1/4 + 1/6·1/4)·1 = 4/24;  lore: (1/3·2/4 + 1/6·2/4)·1 = 6/24
    # "ends" is in one text only, "banished" is the query's own word.
    assert set(terms) == {"stranded", "turn", "lore"}
    assert terms["stranded"] == pytest.approx(1.0)
    assert terms["lore"] == pytest.approx(6 / 16)
    assert terms["turn"] == pytest.approx(4 / 16)


def test_it_adds_no_more_words_than_its_bound():
    counts = {d: (f"g:{d}", {f"word{i}": 1 for i in range(50)}) for d in (1, 2)}
    terms = feedback.expansion_terms([(1.0, 1), (1.0, 2)], counts.get, lambda w: 1.0, set())
    assert len(terms) == feedback.FEEDBACK_TERMS


def test_a_text_not_in_english_gives_no_words():
    terms = feedback.expansion_terms([(1.0, 1), (1.0, 2)], {1: ("g:1", {"a": 1})}.get, lambda w: 1.0, set())
    assert terms == []


def test_a_wording_only_sibling_rules_repeat_gives_no_words():
    # 3-4-5-3 … 3-4-5-8 of the Digimon rules each end "except for effects that explicitly
    # specify or reference breeding areas": one section's wording, no sign of the topic.
    repeated = {"explicit": 1, "specifi": 1, "refer": 1}
    counts = {d: (feedback.section_of("dcg", f"3-4-5-{d}"), repeated) for d in (3, 4, 5)}
    best = [(1.0, 3), (1.0, 4), (1.0, 5)]
    assert feedback.expansion_terms(best, counts.get, lambda w: 1.0, set()) == []


def test_a_rule_belongs_to_the_section_its_number_names():
    assert feedback.section_of("mtg", "702.11b") == "mtg:702.11"
    assert feedback.section_of("mtg", "702.11") == "mtg:702"
    assert feedback.section_of("dcg", "3-4-5-2") == "dcg:3-4-5"
    assert feedback.section_of("lorcana", "5.6.6.") == "lorcana:5.6"
    # A glossary entry, an FAQ or a card is its own.
    assert feedback.section_of("lorcana", "glossary.quest") == "lorcana:glossary.quest"
    assert feedback.section_of("mtg", "EMN-25") == "mtg:EMN-25"


def test_a_first_pass_far_ahead_is_left_as_it_was():
    assert not feedback.wanted(5, [(10.0, 1), (2.0, 2)])
    assert feedback.wanted(5, [(10.0, 1), (9.0, 2)])
    assert not feedback.wanted(feedback.MIN_WORDS - 1, [(10.0, 1), (9.0, 2)])


def test_a_word_in_a_large_share_of_the_documents_has_no_weight():
    common = int(feedback.COMMON_SHARE * 1000) + 1
    assert feedback.idf(1000, common) == 0.0
    assert feedback.idf(1000, 3) > feedback.idf(1000, 30) > 0.0
    assert feedback.idf(1000, 0) == 0.0
