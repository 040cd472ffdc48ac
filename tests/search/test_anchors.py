"""Anchor text: a rule found through what the texts citing it say of it (rulings/search/anchors.py)."""

import pytest
from django.core.management import call_command

from rulings import search
from rulings.models import FAQ, Game, Section
from rulings.search import store
from rulings.search.analysis import make_schema
from rulings.search.anchors import MAX_WORDS, RULE, combine, sentence_at
from rulings.services import edits, links
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db

DRAWING_FROM_NO_CARDS = (
    "A player who attempts to draw a card from a library with no cards in it loses the game the next "
    "time a player would receive priority. (This is a state-based action. See rule 704.)"
)
# Quoted from the Magic Comprehensive Rules of 2025-02-07.
SECTIONS = [
    ("121", "121.", "Drawing a Card", ""),
    ("121.4", "121.4.", "", DRAWING_FROM_NO_CARDS, "121"),
    ("702", "702.", "Keyword Abilities", ""),
    ("702.11", "702.11.", "", "Hexproof", "702"),
    ("702.11a", "702.11a", "", "Hexproof is a static ability.", "702.11"),
    (
        "702.11b",
        "702.11b",
        "",
        "“Hexproof” on a permanent means “This permanent can’t be the target of spells or abilities your "
        "opponents control.”",
        "702.11",
    ),
    ("704", "704.", "State-Based Actions", ""),
    ("704.5", "704.5.", "", "The state-based actions are as follows:", "704"),
    ("704.5a", "704.5a", "", "If a player has 0 or less life, that player loses the game.", "704.5"),
    (
        "704.5b",
        "704.5b",
        "",
        "If a player attempted to draw a card from a library with no cards in it since the last time "
        "state-based actions were checked, that player loses the game.",
        "704.5",
    ),
    (
        "704.5i",
        "704.5i",
        "",
        "If a planeswalker has loyalty 0, it’s put into its owner’s graveyard.",
        "704.5",
    ),
    ("712", "712.", "Double-Faced Cards", ""),
    (
        "712.18",
        "712.18.",
        "",
        "When a transforming double-faced permanent transforms or converts, it doesn’t become a new object. "
        "Any effects that applied to that permanent will continue to apply to it.",
        "712",
    ),
    ("glossary", "", "Glossary", ""),
    (
        "glossary.hexproof",
        "",
        "Hexproof",
        "A keyword ability that precludes a permanent or player from being targeted by an opponent. "
        "See rule 702.11, “Hexproof.”",
        "glossary",
    ),
]


@pytest.fixture
def magic(db):
    game = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    version = add_document(game, "comprehensive-rules", SECTIONS)
    links.write_version_links(game, version, list(version.sections.order_by("order")))  # as an import does
    return game


def found(q):
    """Each result's key and the keys shown with it ("also")."""
    out = []
    for result in search.search(q, game="mtg")["results"]:
        out += [result["key"], *(other["key"] for other in result.get("also") or ())]
    return out


def test_a_rule_is_found_by_the_words_of_a_rule_that_cites_its_chapter(magic):
    # "receive priority" is only in 121.4, which cites 704; of the rules under 704, 704.5b is the one
    # 121.4 describes (drawing from a library with no cards in it).
    keys = found("receive priority")
    assert keys[0] == "121.4"  # the rule's own words come before what others say of a rule
    assert "704.5b" in keys
    assert "704.5a" not in keys and "704.5i" not in keys


def test_a_keyword_rule_is_found_by_the_words_of_its_glossary_entry(magic):
    # "precludes" is only in the glossary entry, which points to 702.11; 702.11b says what it means.
    keys = found("precludes opponent")
    assert keys[0] == "glossary.hexproof"
    assert "702.11b" in keys


def test_a_rule_is_found_by_the_question_of_an_faq_that_names_it(magic):
    search.search("anything")  # the index exists: the FAQ arrives as an update
    faq = FAQ(
        game=magic,
        slug="transform-into-land",
        question="If a permanent transforms into a land, is that my land drop for the turn?",
        answer="Transforming a permanent into a land isn't the same as playing a land.",
        section_keys=["712.18"],
    )
    edits.save_faq(faq)
    assert "712.18" in found("land drop")  # the words are the FAQ's question's alone


def test_an_edited_citing_rule_changes_the_words_its_cited_rule_is_found_by(magic):
    assert "704.5b" not in found("turnip")
    search.search("anything")
    section = Section.objects.get(key="121.4")
    section.body = DRAWING_FROM_NO_CARDS.replace(
        "the next time", "before the turnip harvest and the next time"
    )
    edits.save_section(section)
    assert "704.5b" in found("turnip")
    call_command("rebuild_index", verbosity=0)
    assert "704.5b" in found("turnip")  # a rebuild reads the same anchors


def test_an_index_built_before_the_anchors_field_is_rebuilt_before_it_is_searched(magic, monkeypatch):
    def schema_without_anchors():
        schema = make_schema()
        schema.remove("anchors")
        return schema

    monkeypatch.setattr(store, "make_schema", schema_without_anchors)
    search.rebuild_index()  # as the earlier code built it
    monkeypatch.undo()
    assert "704.5b" in found("receive priority")  # found by its anchors: the index was rebuilt


def test_the_citing_sentence_comes_with_the_sentences_before_it_when_it_says_little():
    words = sentence_at(DRAWING_FROM_NO_CARDS, DRAWING_FROM_NO_CARDS.index("704"))
    assert "draw a card from a library with no cards in it" in words
    assert "state-based action" in words
    assert "704" not in words and "See rule" not in words


def test_a_rules_anchor_text_is_bounded_whatever_cites_it():
    citing = [(RULE, n, f"citing rule {n} says something about the rule it cites here") for n in range(500)]
    assert len(combine(citing).split()) <= MAX_WORDS
