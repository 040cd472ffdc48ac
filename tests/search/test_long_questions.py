"""A question told in many words: its neighbouring words count less as a phrase of the rules, and
a glossary entry defining one of its words less beside the rules."""

import pytest

from rulings import search
from rulings.models import Game
from rulings.search.query import MAX_WORDS
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


RULES_2025 = [  # Magic Comprehensive Rules (2025-02-07), as printed
    (
        "120.5",
        "Damage dealt to a creature, planeswalker, or battle doesn’t destroy it. Likewise, the source of "
        "that damage doesn’t destroy it. Rather, state-based actions may destroy a creature or otherwise "
        "put a permanent into its owner’s graveyard, due to the results of the damage dealt to that "
        "permanent. See rule 704.",
    ),
    (
        "404.1",
        "A player’s graveyard is their discard pile. Any object that’s countered, discarded, destroyed, "
        "or sacrificed is put on top of its owner’s graveyard, as is any instant or sorcery spell that’s "
        "finished resolving. Each player’s graveyard starts out empty.",
    ),
    ("700.4", "The term dies means “is put into a graveyard from the battlefield.”"),
    ("701.7a", "To destroy a permanent, move it from the battlefield to its owner’s graveyard."),
    (
        "704.5f",
        "If a creature has toughness 0 or less, it’s put into its owner’s graveyard. Regeneration can’t "
        "replace this event.",
    ),
    ("704.5i", "If a planeswalker has loyalty 0, it’s put into its owner’s graveyard."),
    (
        "903.9a",
        "If a commander is in a graveyard or in exile and that object was put into that zone since the "
        "last time state-based actions were checked, its owner may put it into the command zone. This is "
        "a state-based action. See rule 704.",
    ),
    (
        "903.9b",
        "If a commander would be put into its owner’s hand or library from anywhere, its owner may put it "
        "into the command zone instead. This replacement effect may apply more than once to the same "
        "event. This is an exception to rule 614.5.",
    ),
]
GLOSSARY_2025 = [
    (
        "Destroy",
        "To move a permanent from the battlefield to its owner’s graveyard. See rule 701.7, “Destroy.”",
    ),
    (
        "Dies",
        "A creature or planeswalker “dies” if it is put into a graveyard from the battlefield. "
        "See rule 700.4.",
    ),
    (
        "Graveyard",
        "1. A zone. A player’s graveyard is their discard pile.\n2. All the cards in a player’s graveyard.\n"
        "See rule 404, “Graveyard.”",
    ),
]


@pytest.fixture
def commander(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    add_document(
        mtg,
        "comprehensive-rules",
        [(key, key, "", text) for key, text in RULES_2025]
        + [(f"glossary.{term.lower()}", "", term, text) for term, text in GLOSSARY_2025],
    )
    return mtg


def keys(question: str) -> list[str]:
    return [r["key"] for r in search.search(question, game="mtg")["results"]]


def test_a_situation_told_at_length_is_answered_by_the_rule_before_the_definition_of_its_word(commander):
    # 700.4 and the entry "Dies" say the same; told at length, the question is after the rule.
    ranked = keys(
        "if my creature dies and goes to the graveyard from the battlefield does that trigger my ability"
    )
    assert ranked.index("700.4") < ranked.index("glossary.dies")


def test_a_few_words_naming_a_term_still_find_its_definition_first(commander):
    assert keys("creature put into graveyard from battlefield dies")[0] == "glossary.dies"


# Magic Comprehensive Rules (2025-02-07), as printed.
TARGETS_AND_NIGHT = [
    (
        "608.2b",
        "If the spell or ability specifies targets, it checks whether the targets are still legal. A "
        "target that’s no longer in the zone it was in when it was targeted is illegal. If all its "
        "targets, for every instance of the word “target,” are now illegal, the spell or ability doesn’t "
        "resolve. It’s removed from the stack and, if it’s a spell, put into its owner’s graveyard.",
    ),
    (
        "728.1a",
        "The phrases “day becomes night” and “night becomes day” refer to the game losing the first "
        "designation and gaining the second one.",
    ),
    (
        "728.2a",
        "If it’s day and the previous turn’s active player didn’t cast any spells during that turn, it "
        "becomes night.",
    ),
]
# A judge tells the game first and asks last: more words than a query keeps.
STORY = (
    "Long game on Friday night, it was nearly night at the store, the turn before I had cast two spells, and "
    "my friends were waiting by the door with the car keys in hand for the drive home after the event. My "
    "opponent's removal spell was aimed at my only creature and I sacrificed it. What happens when it tries "
    "to resolve with no legal target?"
)


def test_a_story_longer_than_a_query_keeps_the_question_it_ends_with(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    add_document(mtg, "comprehensive-rules", [(key, key, "", text) for key, text in TARGETS_AND_NIGHT])
    assert len(STORY.split()) > MAX_WORDS
    assert search.search(STORY, game="mtg")["results"][0]["key"] == "608.2b"
