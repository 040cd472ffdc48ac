"""The second stage's distinctive coverage: among the candidates, the share of the question's
words a rule's own text holds, each word weighted by how few candidates hold it (sibling rules
share the topic's words; the one holding the words the others lack is told apart)."""

import pytest

from rulings import search
from rulings.models import Game, Section
from rulings.search import rerank, service
from rulings.search.scoring import Postings
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db


@pytest.fixture
def double_faced(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), as printed.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            ("712", "712.", "Double-Faced Cards", ""),
            (
                "712.2",
                "712.2.",
                "",
                "Transforming double-faced cards have a Magic card face on each side and include abilities "
                "on one or both of their faces that allow the card to either “transform” or “convert” "
                "(turn over to its other face) and/or allow the card to be cast or enter the battlefield "
                "“transformed” or “converted” (with its back face up).",
                "712",
            ),
            (
                "712.9",
                "712.9.",
                "",
                "Only transforming tokens and permanents represented by transforming double-faced cards "
                "can transform or convert. (See rule 701.28, “Transform,” and rule 701.50, “Convert.”) If "
                "a spell or ability instructs a player to transform or convert any permanent that isn’t a "
                "transforming token or isn’t represented by a transforming double-faced card, nothing "
                "happens.",
                "712",
            ),
            (
                "712.15a",
                "712.15a",
                "",
                "While face down, a transforming double-faced permanent can’t transform or convert. If "
                "it’s turned face up, it will have its front face up.",
                "712",
            ),
            (
                "712.18",
                "712.18.",
                "",
                "When a transforming double-faced permanent transforms or converts, it doesn’t become a new "
                "object. Any effects that applied to that permanent will continue to apply to it after it "
                "transforms or converts.",
                "712",
            ),
            (
                "712.20",
                "712.20.",
                "",
                "If a transforming double-faced card would have an “As [this permanent] transforms . . .” "
                "ability after it transforms or converts, that ability is applied while that permanent is "
                "transforming or converting, not afterward.",
                "712",
            ),
            ("400", "400.", "General", ""),
            *(
                (key, key, "", text, "400")
                for key, text in (
                    (
                        "400.7",
                        "An object that moves from one zone to another becomes a new object with no memory "
                        "of, or relation to, its previous existence. This rule has the following exceptions.",
                    ),
                    (
                        "400.8",
                        "If an object in the exile zone is exiled, it doesn’t change zones, but it becomes a "
                        "new object that has just been exiled.",
                    ),
                    (
                        "400.9",
                        "If a face-up object in the command zone is turned face down, it becomes a new "
                        "object.",
                    ),
                )
            ),
        ],
    )
    return mtg


def features_of(question: str, keys: list[str]):
    """The second stage's features of the question, read from the real index, and each key's
    document number there."""
    search.search(question, game="mtg")  # brings the index up to date
    searcher = service.get_index().store.searcher()
    numbers = {key: searcher.document_number(id=f"section:{Section.objects.get(key=key).pk}") for key in keys}
    features = rerank.Features(searcher.reader(), Postings(searcher), question, {})
    features.among(list(numbers.values()))
    return features, numbers


def test_the_sibling_holding_the_words_the_others_lack_gets_the_most_distinctive_coverage(double_faced):
    # Every rule under 712 says "transform" and "permanent"; only 712.18 also says "new object".
    siblings = ["712.2", "712.9", "712.15a", "712.18", "712.20"]
    features, numbers = features_of("is a permanent a new object after it transforms", siblings)
    distinct = {key: features.distinct[number] for key, number in numbers.items()}
    assert max(distinct, key=distinct.get) == "712.18"
    assert distinct["712.18"] > distinct["712.20"] > 0


def test_a_word_only_the_heading_above_a_rule_holds_adds_no_distinctive_coverage(double_faced):
    # "General" is the title of 400, above 400.7, 400.8 and 400.9; none of their texts says it.
    rules = ["400.7", "400.8", "400.9", "712.18"]
    features, numbers = features_of("general object", rules)
    coverage, _title = features.coverage(numbers["400.7"])
    assert coverage == pytest.approx(1.0)  # both words, counting the heading's
    assert 0 < features.distinct[numbers["400.7"]] < 0.5  # "object" only


def test_a_question_without_words_the_candidates_hold_gives_no_distinctive_coverage(double_faced):
    features, numbers = features_of("xylophone", ["712.2", "712.9"])
    assert features.distinct == {}
