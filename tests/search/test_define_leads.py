""" "What is X" where X is also the title of a section with no text of its own: the first rule
under that section says what X is, and comes right after the glossary entry (definitions.py,
rerank's "lead")."""

import pytest

from rulings import search
from rulings.models import Game
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db


@pytest.fixture
def lorcana_bag(db):
    lorcana = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    # Disney Lorcana comprehensive rules (2026-07-09), as printed: section 7.7 "Bag" has no text
    # of its own; 7.7.1 says what the bag is; 7.7.4.1 opens with "The bag" but says what it does.
    add_document(
        lorcana,
        "comprehensive-rules",
        [
            ("7.7", "7.7.", "Bag", ""),
            (
                "7.7.1",
                "7.7.1.",
                "",
                "Unlike other zones, the bag isn’t a physical space but is only where triggered abilities "
                "created by the game wait to resolve.",
                "7.7",
            ),
            (
                "7.7.4",
                "7.7.4.",
                "",
                "The order in which effects are resolved from the bag follows a specific process.",
                "7.7",
            ),
            (
                "7.7.4.1",
                "7.7.4.1.",
                "",
                "The bag checks to see which players have any abilities in the bag.",
                "7.7.4",
            ),
            (
                "7.7.5",
                "7.7.5.",
                "",
                "If a triggered ability is added to the bag by the currently active player, that player "
                "resolves it first.",
                "7.7",
            ),
            (
                "glossary.bag",
                "",
                "Bag",
                "A non-physical zone where triggered abilities wait before determining how their effects "
                "resolve. Whenever a triggered ability’s condition is met, the ability is added to the bag.",
            ),
        ],
    )


def test_what_is_x_shows_the_first_rule_under_a_section_titled_x_right_after_the_glossary_entry(lorcana_bag):
    keys = [r["key"] for r in search.search("what is the bag", game="lorcana")["results"]]
    assert keys[:2] == ["glossary.bag", "7.7.1"]
