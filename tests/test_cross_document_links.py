"""A reference a document's own text cannot place is looked up in the game's other documents
only where that can be right: a page numbered in another style citing the rules, or a
translation and its original. Two numbered books of one game number independently, so a
number missing from one is left unresolved, never pointed at the other's rule of that number."""

from __future__ import annotations

import pytest

from rulings.models import Link
from rulings.services.imports import import_text

pytestmark = pytest.mark.django_db

RULES = """\
1. Concepts
1.1. Cards
1.1.1. A card is ready or exerted.
1.1.2. An exerted card can't quest.
2. Turn
2.1. Phases
2.1.1. Each turn has three phases.
"""

# A second book of the same game in the same numbering: its 1.1.2 is another rule.
TOURNAMENT = """\
1. Events
1.1. Players
1.1.1. Players bring their own decks, as described in 2.1.1.
1.1.3. A player who arrives late is given a game loss, see 1.1.2.
2. Decks
2.1. Registration
2.1.1. Decks are registered before the event.
"""


def _link(text_start: str, target_key: str) -> Link:
    return Link.objects.get(source_section__body__startswith=text_start, target_key=target_key)


def test_a_number_missing_from_its_own_book_is_not_pointed_at_another_book():
    import_text("lorcana", "comprehensive-rules", RULES, style="dotted")
    report = import_text("lorcana", "tournament-rules", TOURNAMENT, style="dotted")
    late = _link("A player who arrives late", "1.1.2")
    assert late.target_section is None  # the tournament rules have no 1.1.2; the CR's is unrelated
    assert report.unresolved == 1


def test_a_number_the_book_holds_resolves_within_it():
    import_text("lorcana", "comprehensive-rules", RULES, style="dotted")
    import_text("lorcana", "tournament-rules", TOURNAMENT, style="dotted")
    own = _link("Players bring their own decks", "2.1.1")
    assert own.target_section.body == "Decks are registered before the event."


def test_reimporting_the_other_book_does_not_resolve_the_stale_number_into_it():
    import_text("lorcana", "tournament-rules", TOURNAMENT, style="dotted")
    import_text("lorcana", "comprehensive-rules", RULES, style="dotted")  # refreshes cross links
    assert _link("A player who arrives late", "1.1.2").target_section is None


def test_a_page_in_another_numbering_style_cites_the_rules():
    import_text("lorcana", "comprehensive-rules", RULES, style="dotted")
    page = "# Exerting\n\nAn exerted card can't quest (see 1.1.2).\n"
    import_text("lorcana", "exerting", page)
    cited = _link("An exerted card can't quest (see", "1.1.2")
    assert cited.target_section.body == "An exerted card can't quest."
