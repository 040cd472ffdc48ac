"""A question told in many words: its neighbouring words count less as a phrase of the rules."""

import pytest

from rulings import search
from rulings.models import Game
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db

LONG = "I targeted their creature that has ward 2 but I'm out of mana, what happens to my removal spell?"


@pytest.fixture
def ward(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), as printed.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "701.56a",
                "701.56a",
                "",
                "To cloak a card, turn it face down. It becomes a 2/2 face-down creature card with ward {2}, "
                "no name, no subtypes, and no mana cost. Put that card onto the battlefield face down. That "
                "permanent is a cloaked permanent for as long as it remains face down. The effect defining "
                "its characteristics works while the card is face down and ends when it’s turned face up.",
            ),
            (
                "702.21a",
                "702.21a",
                "",
                "Ward is a triggered ability. Ward [cost] means “Whenever this permanent becomes the target "
                "of a spell or ability an opponent controls, counter that spell or ability unless that "
                "player pays [cost].”",
            ),
            (
                "702.168a",
                "702.168a",
                "",
                "Disguise is a static ability that functions in any zone from which you could play the card "
                "it’s on, and the disguise effect works any time the card is face down. “Disguise [cost]” "
                "means “You may cast this card as a 2/2 face-down creature with ward {2}, no name, no "
                "subtypes, and no mana cost by paying {3} rather than paying its mana cost.” (See rule 708, "
                "“Face-Down Spells and Permanents.”)",
            ),
        ],
    )
    return mtg


def test_a_long_question_is_answered_by_the_rule_it_tells_not_by_a_text_repeating_its_neighbouring_words(
    ward,
):
    results = search.search(LONG, game="mtg")["results"]
    assert results[0]["key"] == "702.21a"
