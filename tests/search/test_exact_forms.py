"""A question's words as typed also count in the texts' own, unstemmed words: the stem joins forms
the rules keep apart ("countered" a spell, "counters" on a permanent)."""

import pytest

from rulings import search
from rulings.models import Game
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db


@pytest.fixture
def counters(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), as printed.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "122.2",
                "122.2.",
                "",
                "Counters on an object are not retained if that object moves from one zone to another. "
                "The counters are not “removed”; they simply cease to exist.",
            ),
            (
                "701.5a",
                "701.5a",
                "",
                "To counter a spell or ability means to cancel it, removing it from the stack. It doesn’t "
                "resolve and none of its effects occur. A countered spell is put into its owner’s graveyard.",
            ),
        ],
    )


def keys(query):
    return [r["key"] for r in search.search(query, game="mtg", limit=5)["results"]]


def test_a_question_about_a_countered_spell_finds_the_rule_on_countering_before_the_counters_rule(counters):
    # 701.5a: "A countered spell is put into its owner's graveyard"; 122.2 is about counters on an
    # object, which shares only the stem "counter" with the question.
    assert keys("where does my countered creature go")[0] == "701.5a"


def test_a_question_about_counters_still_finds_the_counters_rule(counters):
    # 122.2: "Counters on an object are not retained if that object moves from one zone to another."
    assert keys("are the counters retained when it moves to another zone")[0] == "122.2"
